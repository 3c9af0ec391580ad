"""Benchmark: open-hand solver threshold tests on seeded whole deals and 7-trick positions.

``python -m skat_desktop.bench solver [--deals N] [--seed S]`` prints one JSON object
with both search paths side by side: the pure-Python keys as before (``full_deal_*``,
``seven_trick_*``) and the compiled path's ``fast_*`` keys, among them the exact value
of a whole deal and a Null deal; ``solver_path`` names the path the app
uses. Each position starts from an empty table, so a figure is a cold solve.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import random
import statistics
import sys
import time

from ..bots import native
from ..bots.solver import Position, Solver, solver_path
from ..bots.solver_null import NullSolver
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


def null_deal(pos: Position) -> Position:
    """The same cards as a Null game, declared by the seat with the lowest cards."""
    seat = min(range(3), key=lambda s: sum(c & 7 for c in card_list(pos.hands[s])))
    return Position(GameType.NULL, pos.hands, leader=0, declarer=seat)


# CPU time of this process next to wall time: on a loaded machine the wall figures
# include the waits for a core, the CPU figures do not.
CPU: dict[str, list[float]] = {}


class _Clock:
    """Times a block in wall and CPU milliseconds; the CPU figure goes to ``CPU[key]``."""

    def __init__(self, key: str) -> None:
        self.key = key
        self.ms = 0.0

    def __enter__(self) -> _Clock:
        self.wall = time.perf_counter()
        self.cpu = time.process_time()
        return self

    def __exit__(self, *_exc: object) -> None:
        self.ms = (time.perf_counter() - self.wall) * 1000.0
        CPU.setdefault(self.key, []).append((time.process_time() - self.cpu) * 1000.0)


def _timed(pos: Position, target: int, key: str = "full") -> tuple[float, bool, int]:
    solver = Solver(pos.game, compiled=False)
    with _Clock(key) as clock:
        won = solver.reaches(pos, target)
    return clock.ms, won, solver.nodes


class _Fast:
    """The compiled path's solvers on one table, emptied before each timed solve."""

    def __init__(self) -> None:
        self.table = native.new_table()
        self.solvers: dict[GameType, Solver] = {}
        self.null = NullSolver(compiled=True, table=self.table)

    def solver(self, game: GameType) -> Solver:
        if game not in self.solvers:
            self.solvers[game] = Solver(game, compiled=True, table=self.table)
        return self.solvers[game]

    def threshold(self, pos: Position, target: int, key: str = "fast_full") -> tuple[float, bool]:
        self.table.clear()
        with _Clock(key) as clock:
            won = self.solver(pos.game).reaches(pos, target)
        return clock.ms, won

    def exact(self, pos: Position) -> tuple[float, int]:
        self.table.clear()
        with _Clock("fast_exact") as clock:
            value = self.solver(pos.game).value(pos)
        return clock.ms, value

    def null_deal(self, pos: Position) -> float:
        self.table.clear()
        with _Clock("fast_null") as clock:
            self.null.declarer_wins(pos)
        return clock.ms


def _percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def run(deals: int, seed: int) -> dict[str, object]:
    CPU.clear()
    rng = random.Random(seed)
    full: list[float] = []
    seven: list[float] = []
    full_nodes: list[int] = []
    wins = 0
    fast = _Fast() if native.available() else None
    fast_full: list[float] = []
    fast_exact: list[float] = []
    fast_null: list[float] = []
    fast_seven: list[float] = []
    for i in range(deals):
        pos, target = benchmark_deal(rng.getrandbits(32) ^ i)
        ms, won, nodes = _timed(pos, target)
        full.append(ms)
        full_nodes.append(nodes)
        wins += won
        if fast is not None:
            ms, fast_won = fast.threshold(pos, target)
            if fast_won != won:
                raise AssertionError(f"the solver paths disagree on deal {i}")
            fast_full.append(ms)
            fast_exact.append(fast.exact(pos)[0])
            fast_null.append(fast.null_deal(null_deal(pos)))
        # Seven tricks left: three tricks played by seeded random legal cards.
        for _ in range(9):
            pos = pos.play(rng.choice(card_list(pos.legal())))
        seven.append(_timed(pos, target, "seven")[0])
        if fast is not None:
            fast_seven.append(fast.threshold(pos, target, "fast_seven")[0])
    figures: dict[str, object] = {
        "benchmark": "solver",
        "positions": deals,
        "full_deal_median_ms": round(statistics.median(full), 1),
        "full_deal_p90_ms": round(_percentile(full, 0.9), 1),
        "full_deal_max_ms": round(max(full), 1),
        "full_deal_median_nodes": int(statistics.median(full_nodes)),
        "full_deal_declarer_wins": wins,
        "seven_trick_median_ms": round(statistics.median(seven), 1),
        "seven_trick_p90_ms": round(_percentile(seven, 0.9), 1),
        "solver_path": solver_path(),
    }
    if fast_full:
        figures.update(
            {
                "fast_full_deal_median_ms": round(statistics.median(fast_full), 2),
                "fast_full_deal_p90_ms": round(_percentile(fast_full, 0.9), 2),
                "fast_full_deal_p99_ms": round(_percentile(fast_full, 0.99), 2),
                "fast_full_deal_max_ms": round(max(fast_full), 2),
                "fast_exact_median_ms": round(statistics.median(fast_exact), 2),
                "fast_exact_p90_ms": round(_percentile(fast_exact, 0.9), 2),
                "fast_null_median_ms": round(statistics.median(fast_null), 3),
                "fast_null_p90_ms": round(_percentile(fast_null, 0.9), 3),
                "fast_seven_trick_median_ms": round(statistics.median(fast_seven), 3),
                "speedup_full_deal_median": round(
                    statistics.median(full) / max(statistics.median(fast_full), 1e-6), 1
                ),
            }
        )
    else:
        figures["fast_path"] = "not built (python tools/build_solver.py)"
    figures["cpu_median_ms"] = {k: round(statistics.median(v), 3) for k, v in CPU.items()}
    if "fast_full" in CPU:
        figures["cpu_p99_ms"] = {
            k: round(_percentile(CPU[k], 0.99), 2) for k in ("full", "fast_full", "fast_exact")
        }
    if hasattr(os, "getloadavg"):
        figures["load_average"] = round(os.getloadavg()[0], 1)
    figures.update({"seed": seed, "python": platform.python_version()})
    return figures


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
