"""Decision times of bot levels over fixed positions: ``python -m skat_desktop.bots.timing``.

The positions are every decision (auction, skat, discard, declaration, cards) of
seeded deals played between Normal bots; each level decides each of them once and the
script prints one JSON object with ``<level>_p50_ms``, ``<level>_p95_ms`` and
``<level>_max_ms``. A ``bench bots`` entry can call ``measure`` directly.
"""

from __future__ import annotations

import argparse
import json
import time

from ..engine.deal import Deal
from ..engine.view import SeatView, view_of
from .heuristic import HeuristicPlayer
from .registry import make_player


def positions(deals: int, seed: int = 0) -> list[SeatView]:
    """Every decision point of ``deals`` seeded deals played by Normal bots."""
    views: list[SeatView] = []
    for n in range(deals):
        deal = Deal.from_seed(seed + n)
        players = [HeuristicPlayer(n * 3 + i) for i in range(3)]
        while not deal.is_over:
            view = view_of(deal, deal.current_player)
            views.append(view)
            deal.apply(players[deal.current_player].choose(view, view.legal))
    return views


def _percentile(sorted_values: list[float], q: float) -> float:
    index = min(len(sorted_values) - 1, max(0, round(q * (len(sorted_values) - 1))))
    return sorted_values[index]


def measure(
    levels: list[str], deals: int = 100, seed: int = 0, budget_ms: int | None = None
) -> dict[str, float]:
    views = positions(deals, seed)
    out: dict[str, float] = {"positions": float(len(views))}
    for level in levels:
        player = make_player(level, 1, budget_ms=budget_ms)
        times: list[float] = []
        for view in views:
            start = time.perf_counter()
            player.choose(view, view.legal)
            times.append((time.perf_counter() - start) * 1000.0)
        times.sort()
        out[f"{level}_p50_ms"] = round(_percentile(times, 0.50), 3)
        out[f"{level}_p95_ms"] = round(_percentile(times, 0.95), 3)
        out[f"{level}_max_ms"] = round(times[-1], 3)
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Bot decision times over fixed positions.")
    parser.add_argument("--levels", default="easy,normal", help="comma-separated bot kinds")
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--budget-ms", type=int, default=None)
    args = parser.parse_args(argv)
    levels = [k.strip() for k in args.levels.split(",") if k.strip()]
    print(json.dumps(measure(levels, args.deals, args.seed, args.budget_ms)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
