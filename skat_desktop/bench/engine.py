"""Benchmark: random legal full deals through the engine, deals and actions per second.

``python -m skat_desktop.bench engine [--seconds S] [--seed N]`` prints one JSON object.
"""

from __future__ import annotations

import argparse
import json
import platform
import random
import sys
import time

from ..engine.actions import DealCards
from ..engine.deal import Deal, deal_layout


def play_random_deal(rng: random.Random) -> tuple[int, bool]:
    """Shuffle, deal and play one deal to its result by uniformly random legal actions;
    returns the number of actions (the deal included) and whether it was played out."""
    deal = Deal()
    deal.apply(DealCards(deal_layout(rng=rng)))
    actions = 1
    legal_actions = deal.legal_actions
    apply = deal.apply
    choice = rng.choice
    while deal.result is None:
        apply(choice(legal_actions()))
        actions += 1
    return actions, not deal.result.passed_in


def run(seconds: float, seed: int) -> dict[str, object]:
    rng = random.Random(seed)
    deals = played = actions = 0
    start = time.perf_counter()
    deadline = start + seconds
    # Check the clock every few deals only: a deal takes well under a millisecond.
    while True:
        for _ in range(20):
            n, full = play_random_deal(rng)
            deals += 1
            actions += n
            played += full
        elapsed = time.perf_counter() - start
        if elapsed >= seconds or time.perf_counter() >= deadline:
            break
    return {
        "benchmark": "engine",
        "seconds": round(elapsed, 3),
        "deals": deals,
        "deals_played_out": played,
        "deals_passed_in": deals - played,
        "actions": actions,
        "deals_per_s": round(deals / elapsed, 1),
        "actions_per_s": round(actions / elapsed, 1),
        "actions_per_deal": round(actions / deals, 2),
        "seed": seed,
        "python": platform.python_version(),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m skat_desktop.bench engine",
        description="Play random legal full deals for a fixed time and print the rate as JSON.",
    )
    parser.add_argument("--seconds", type=float, default=5.0, help="how long to run (5)")
    parser.add_argument("--seed", type=int, default=1, help="random seed (1)")
    args = parser.parse_args(argv)
    if args.seconds <= 0:
        parser.error("--seconds must be positive")
    print(json.dumps(run(args.seconds, args.seed)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
