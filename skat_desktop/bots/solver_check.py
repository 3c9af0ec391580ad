"""Cross-check: the compiled and the pure-Python solvers answer alike on seeded positions.

``python -m skat_desktop.bots.solver_check --positions 2000`` (CI) prints one JSON object
and exits 1 on the first disagreement; the test suite runs a quick 200. Positions come
from seeded deals of every contract type (suit, Grand, Null), played on by seeded random
legal cards to 1 to 8 tricks left, a third of them in the middle of a trick. Per position
it compares the exact value, thresholds around it and the target, the
per-card values (every fourth position), the trick-counting test (Schwarz) and, for
Null, whether the declarer stays trickless.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from dataclasses import dataclass, field

from ..engine.cards import card_list
from ..engine.deal import deal_layout
from ..engine.rules import GameType
from .solver import Position, Solver
from .solver_null import NullSolver

GAMES = tuple(GameType)


def position(seed: int, index: int) -> Position:
    """The ``index``-th seeded position: a deal, a contract, a declarer and a random
    legal play-out to 1-8 tricks left (a third of them stop mid-trick)."""
    rng = random.Random(seed * 1_000_003 + index)
    cards = deal_layout(rng.getrandbits(32))
    hands = [sum(1 << c for c in cards[i * 10 : i * 10 + 10]) for i in range(3)]
    game = GAMES[index % len(GAMES)]
    pos = Position(game, (hands[0], hands[1], hands[2]), 0, rng.randrange(3))
    tricks_left = rng.randint(1, 8)
    plays = 3 * (10 - tricks_left) + (rng.randint(1, 2) if index % 3 == 0 else 0)
    plays = min(plays, 29)
    for _ in range(plays):
        pos = pos.play(rng.choice(card_list(pos.legal())))
    return pos


@dataclass
class Report:
    positions: int = 0
    questions: int = 0
    same_nodes: int = 0
    node_checks: int = 0
    mismatches: list[str] = field(default_factory=list)


def _compare(report: Report, what: str, pos: Position, fast: object, pure: object) -> None:
    report.questions += 1
    if fast != pure:
        report.mismatches.append(f"{what} of {pos}: compiled {fast!r}, pure {pure!r}")


def check(positions: int, seed: int = 1) -> Report:
    """Ask both paths the same questions on ``positions`` positions; needs the compiled
    module built (raises RuntimeError otherwise)."""
    report = Report()
    solvers: dict[tuple[GameType, bool, bool], Solver] = {}
    nulls = {True: NullSolver(compiled=True), False: NullSolver(compiled=False)}

    def solver(game: GameType, compiled: bool, count: bool = False) -> Solver:
        key = (game, compiled, count)
        if key not in solvers:
            solvers[key] = Solver(game, count, compiled=compiled)
        return solvers[key]

    for i in range(positions):
        pos = position(seed, i)
        report.positions += 1
        if pos.game == GameType.NULL:
            fn, pn = nulls[True], nulls[False]
            before = (fn.nodes, pn.nodes)
            _compare(report, "declarer_wins", pos, fn.declarer_wins(pos), pn.declarer_wins(pos))
            report.node_checks += 1
            report.same_nodes += fn.nodes - before[0] == pn.nodes - before[1]
            continue
        f, p = solver(pos.game, True), solver(pos.game, False)
        value = f.value(pos)
        _compare(report, "value", pos, value, p.value(pos))
        for target in (value, value + 1, 61, 31, 90):
            fast, pure = f.reaches(pos, target), p.reaches(pos, target)
            _compare(report, f"reaches {target}", pos, fast, pure)
        if i % 4 == 1:
            _compare(report, "card_values", pos, f.card_values(pos), p.card_values(pos))
        ft, pt = solver(pos.game, True, True), solver(pos.game, False, True)
        _compare(report, "takes_all", pos, ft.takes_all(pos), pt.takes_all(pos))
        _compare(report, "tricks value", pos, ft.value(pos), pt.value(pos))
    return report


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m skat_desktop.bots.solver_check",
        description="Compare the compiled and the pure-Python solver on seeded positions.",
    )
    parser.add_argument("--positions", type=int, default=2000, help="positions (2000)")
    parser.add_argument("--seed", type=int, default=1, help="random seed (1)")
    args = parser.parse_args(argv)
    if args.positions < 1:
        parser.error("--positions must be at least 1")
    start = time.perf_counter()
    report = check(args.positions, args.seed)
    print(
        json.dumps(
            {
                "check": "solver paths",
                "positions": report.positions,
                "questions": report.questions,
                "mismatches": len(report.mismatches),
                "same_node_counts_null": f"{report.same_nodes}/{report.node_checks}",
                "seconds": round(time.perf_counter() - start, 1),
                "seed": args.seed,
            }
        )
    )
    for line in report.mismatches[:20]:
        print("MISMATCH " + line, file=sys.stderr)
    return 1 if report.mismatches else 0


if __name__ == "__main__":
    sys.exit(main())
