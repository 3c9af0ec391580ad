"""Benchmark: open-hand solver threshold tests on seeded whole deals and 7-trick positions.

``python -m skat_desktop.bench solver [--deals N] [--seed S]`` prints one JSON object.
Each position gets a fresh solver (an empty table), so a figure is a cold solve.
"""

from __future__ import annotations

import argparse
import json
import platform
import random
import statistics
import sys
import time

from ..bots.solver import Position, Solver
from ..engine.cards import JACKS, SUIT_MASKS, CardSet, card_list, points
from ..engine.deal import deal_layout
from ..engine.rules import GameType

_TRICK_GAMES = (
    GameType.CLUBS,
    GameType.SPADES,
    GameType.HEARTS,
    GameType.DIAMONDS,
    GameType.GRAND,
)


def _hand_strength(hand: CardSet, game: GameType) -> int:
    trumps = JACKS if game == GameType.GRAND else JACKS | SUIT_MASKS[int(game)]
    jacks = (hand & JACKS).bit_count()
    aces = sum(hand >> (s * 8 + 7) & 1 for s in range(4))
    return (hand & trumps).bit_count() + jacks * (3 if game == GameType.GRAND else 1) + aces


def benchmark_deal(seed: int) -> tuple[Position, int]:
    """A seeded deal where the seat and contract with the strongest hand declare; returns
    the opening position and the declarer's target in trick points (61 minus the skat)."""
    cards = deal_layout(seed)
    hands = [sum(1 << c for c in cards[i * 10 : i * 10 + 10]) for i in range(3)]
    skat = (1 << cards[30]) | (1 << cards[31])
    _, seat, game = max((_hand_strength(hands[s], g), s, g) for s in range(3) for g in _TRICK_GAMES)
    pos = Position(game, (hands[0], hands[1], hands[2]), leader=0, declarer=seat)
    return pos, 61 - points(skat)


def _timed(pos: Position, target: int) -> tuple[float, bool, int]:
    solver = Solver(pos.game)
    start = time.perf_counter()
    won = solver.reaches(pos, target)
    return (time.perf_counter() - start) * 1000.0, won, solver.nodes


def _percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def run(deals: int, seed: int) -> dict[str, object]:
    rng = random.Random(seed)
    full: list[float] = []
    seven: list[float] = []
    full_nodes: list[int] = []
    wins = 0
    for i in range(deals):
        pos, target = benchmark_deal(rng.getrandbits(32) ^ i)
        ms, won, nodes = _timed(pos, target)
        full.append(ms)
        full_nodes.append(nodes)
        wins += won
        # Seven tricks left: three tricks played by seeded random legal cards.
        for _ in range(9):
            pos = pos.play(rng.choice(card_list(pos.legal())))
        seven.append(_timed(pos, target)[0])
    return {
        "benchmark": "solver",
        "positions": deals,
        "full_deal_median_ms": round(statistics.median(full), 1),
        "full_deal_p90_ms": round(_percentile(full, 0.9), 1),
        "full_deal_max_ms": round(max(full), 1),
        "full_deal_median_nodes": int(statistics.median(full_nodes)),
        "full_deal_declarer_wins": wins,
        "seven_trick_median_ms": round(statistics.median(seven), 1),
        "seven_trick_p90_ms": round(_percentile(seven, 0.9), 1),
        "seed": seed,
        "python": platform.python_version(),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m skat_desktop.bench solver",
        description="Time open-hand threshold solves of seeded deals and print JSON.",
    )
    parser.add_argument("--deals", type=int, default=40, help="seeded deals (40)")
    parser.add_argument("--seed", type=int, default=1, help="random seed (1)")
    args = parser.parse_args(argv)
    if args.deals < 1:
        parser.error("--deals must be at least 1")
    print(json.dumps(run(args.deals, args.seed)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
