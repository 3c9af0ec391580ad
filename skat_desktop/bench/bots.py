"""Benchmark: decision times of each bot level on a fixed, seeded set of positions.

``python -m skat_desktop.bench bots [--deals N] [--seed S] [--levels easy,normal,strong]
[--budget-ms B]`` prints one JSON object with ``<level>_p50_ms``, ``<level>_p95_ms`` and
``<level>_p99_ms``.
Positions are every decision of seeded deals played by the heuristic bot (bidding,
skat, discard, declaration and trick play); each level answers the same positions.
"""

from __future__ import annotations

import argparse
import json
import platform
import random
import sys
import time

from ..bots.heuristic import HeuristicPlayer
from ..bots.registry import make_player
from ..engine.deal import Deal
from ..engine.view import SeatView, view_of


def positions(deals: int, seed: int) -> list[SeatView]:
    """Every decision of ``deals`` seeded deals played by the heuristic bot."""
    rng = random.Random(seed)
    out: list[SeatView] = []
    for _ in range(deals):
        deal = Deal.from_seed(rng.getrandbits(32))
        players = [HeuristicPlayer(s) for s in range(3)]
        while not deal.is_over:
            seat = deal.current_player
            view = view_of(deal, seat)
            out.append(view)
            deal.apply(players[seat].choose(view, view.legal), seat)
    return out


def _percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def run(
    deals: int, seed: int, levels: list[str], budget_ms: int | None, sample: int
) -> dict[str, object]:
    views = positions(deals, seed)
    # Thin the trick-play positions so that every phase weighs in (and strong stays quick).
    rng = random.Random(seed)
    chosen = [v for v in views if len(v.legal) > 1]
    if sample and len(chosen) > sample:
        chosen = rng.sample(chosen, sample)
    figures: dict[str, object] = {"benchmark": "bots", "positions": len(chosen)}
    for level in levels:
        player = make_player(level, seed, budget_ms=budget_ms)
        if level == "strong":
            # Start the worker pool outside the timing: the app starts it once.
            player.choose(chosen[0], chosen[0].legal)
        times: list[float] = []
        for view in chosen:
            start = time.perf_counter()
            action = player.choose(view, view.legal)
            times.append((time.perf_counter() - start) * 1000.0)
            if action not in view.legal:
                raise AssertionError(f"{level} chose an illegal action {action}")
        figures[f"{level}_p50_ms"] = round(_percentile(times, 0.5), 2)
        figures[f"{level}_p95_ms"] = round(_percentile(times, 0.95), 2)
        figures[f"{level}_p99_ms"] = round(_percentile(times, 0.99), 2)
        figures[f"{level}_max_ms"] = round(max(times), 2)
    figures.update({"seed": seed, "budget_ms": budget_ms, "python": platform.python_version()})
    return figures


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m skat_desktop.bench bots",
        description="Time each bot level's decisions on seeded positions and print JSON.",
    )
    parser.add_argument("--deals", type=int, default=6, help="seeded deals (6)")
    parser.add_argument("--seed", type=int, default=1, help="random seed (1)")
    parser.add_argument("--levels", default="easy,normal,strong", help="comma-separated kinds")
    parser.add_argument("--budget-ms", type=int, default=None, help="thinking time (default)")
    parser.add_argument(
        "--positions", type=int, default=60, help="decisions sampled from the deals (60)"
    )
    args = parser.parse_args(argv)
    if args.deals < 1:
        parser.error("--deals must be at least 1")
    # For shutdown_pool below; the registry makes Strong players by itself.
    from ..bots import strong

    try:
        levels = [x.strip() for x in args.levels.split(",") if x.strip()]
        print(json.dumps(run(args.deals, args.seed, levels, args.budget_ms, args.positions)))
    finally:
        strong.shutdown_pool()
    return 0


if __name__ == "__main__":
    sys.exit(main())
