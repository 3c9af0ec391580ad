"""Benchmark: the post-deal analysis of whole seeded deals, as the analysis window runs it.

``python -m skat_desktop.bench analysis [--deals N] [--seed S] [--budget SECONDS]`` plays
N fixed deals with Normal players in every seat, then analyses each from the declarer's
seat and prints one JSON object: ``median_ms`` and ``max_ms`` per deal, the decisions
judged and the samples per decision.
"""

from __future__ import annotations

import argparse
import json
import platform
import statistics
import sys
import time

from ..bots.analysis import DEFAULT_BUDGET_S, analysable, analyse
from ..bots.native import solver_path
from ..bots.registry import make_player
from ..engine.actions import Action, DealCards, OutOfTurn
from ..engine.deal import Deal, Phase, deal_layout
from ..engine.view import view_of


def played_deal(seed: int) -> Deal:
    """A seeded deal played to its end by three Normal players."""
    bots = [make_player("normal", seed * 3 + i) for i in range(3)]
    deal = Deal()
    deal.apply(DealCards(tuple(deal_layout(seed))), None)
    while deal.phase != Phase.SCORED:
        seat = deal.current_player
        action = bots[seat].choose(view_of(deal, seat), tuple(deal.legal_actions()))
        deal.apply(action, seat)
    return deal


def fixed_deals(count: int, seed: int) -> list[Deal]:
    """The first ``count`` deals from ``seed`` on in which a game was played."""
    out: list[Deal] = []
    s = seed
    while len(out) < count:
        deal = played_deal(s)
        history: list[tuple[int, Action | OutOfTurn]] = list(deal.history)
        if analysable(history, deal.options):
            out.append(deal)
        s += 1
    return out


def run(count: int, seed: int, budget_s: float) -> dict[str, object]:
    deals = fixed_deals(count, seed)
    times: list[float] = []
    decisions = 0
    worlds: list[int] = []
    for i, deal in enumerate(deals):
        assert deal.declarer is not None
        start = time.perf_counter()
        result = analyse(deal.history, deal.declarer, deal.options, budget_s=budget_s, seed=i)
        times.append((time.perf_counter() - start) * 1000.0)
        decisions += len(result.judgements)
        worlds.extend(j.worlds for j in result.judgements if j.worlds)
    return {
        "benchmark": "analysis",
        "deals": len(deals),
        "median_ms": round(statistics.median(times), 1),
        "max_ms": round(max(times), 1),
        "decisions": decisions,
        "median_samples": statistics.median(worlds) if worlds else 0,
        "budget_s": budget_s,
        "solver_path": solver_path(),
        "seed": seed,
        "python": platform.python_version(),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m skat_desktop.bench analysis",
        description="Time the post-deal analysis of fixed deals and print JSON.",
    )
    parser.add_argument("--deals", type=int, default=12, help="fixed deals (12)")
    parser.add_argument("--seed", type=int, default=1, help="first deal's seed (1)")
    parser.add_argument(
        "--budget", type=float, default=DEFAULT_BUDGET_S, help="seconds per deal (3.5)"
    )
    args = parser.parse_args(argv)
    if args.deals < 1:
        parser.error("--deals must be at least 1")
    if args.budget <= 0:
        parser.error("--budget must be positive")
    print(json.dumps(run(args.deals, args.seed, args.budget)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
