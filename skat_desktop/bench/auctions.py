"""Benchmark: two variants of one level compared on the deals where their contracts differ.

``python -m skat_desktop.bench auctions --a KIND --b KIND [--against normal] [--deals N]
[--seed S] [--first I]`` prints one JSON object.

Meant for bidding and contract changes (the floor of the bid, the games considered,
pick-up or Hand), which touch only some deals: the two variants must play their cards
alike, only their decisions up to the first card may differ. Each deal group of the mirrored arena
(``arena.play_group``: the same cards in six seatings, the variant alone or as a pair
against ``--against``) is first bid with ``--a`` and with ``--b`` in its seats, the same
seeds for both, up to the first card. Where the two transcripts (every bid, pick-up,
discard and declaration) agree, both variants play the same game, so the difference is
zero by construction and nothing is played. Only where they differ are both deals
played out. ``diff`` is A minus B in arena points per deal (A's seats minus the other
kind's, per seat, as the arena counts), averaged over every group examined, zeros
included, with its 95 % interval; ``groups_differing`` says how many groups carried it.

This finds in minutes what a whole arena would need hours of noise to show, because the
card play of the deals both variants bid alike adds nothing to the interval.
"""

from __future__ import annotations

import argparse
import json
import math
import platform
import sys
import time

from .. import arena
from ..bots.base import Player
from ..bots.registry import kinds, make_player
from ..engine.actions import Action
from ..engine.deal import Deal, Phase


def bid_to_the_lead(
    cards_seed: int, kinds_at: tuple[str, str, str], bot_seed: int
) -> tuple[list[Player], Deal, list[tuple[int, Action]]]:
    """The deal played by these kinds up to its first card, and what each seat did."""
    players = [make_player(k, bot_seed * 3 + i) for i, k in enumerate(kinds_at)]
    deal = Deal.from_seed(cards_seed)
    return players, deal, arena.play_on(players, deal, until=Phase.PLAY)


def group_difference(a: str, b: str, against: str, seed: int, index: int) -> tuple[float, int]:
    """A minus B on one deal group (per deal, as the arena counts) and how many of its
    six seatings bid differently."""
    cards_seed = arena.deal_seed(seed, index)
    total = 0
    differing = 0
    for position in (0, 1, 2):
        for variant_alone in (True, False):
            runs = []
            for variant in (a, b):
                kinds_at, bot_seed = arena.seating(
                    variant, against, position, variant_alone, cards_seed
                )
                runs.append(bid_to_the_lead(cards_seed, kinds_at, bot_seed))
            if runs[0][2] == runs[1][2]:
                continue  # the same game by the same seats: no difference to play out
            differing += 1
            for sign, (players, deal, _) in zip((1, -1), runs, strict=True):
                arena.play_on(players, deal)
                assert deal.result is not None
                sf = arena.seeger_fabian(deal.result)
                for p in (0, 1, 2):
                    mine = (p == position) == variant_alone  # the variant's seat
                    total += sign * (sf[p] if mine else -sf[p])
    return total / arena.SEATS_PER_KIND_PER_GROUP, differing


def run(a: str, b: str, against: str, deals: int, seed: int, first: int = 0) -> dict[str, object]:
    start = time.perf_counter()
    diffs: list[float] = []
    differing_groups = differing_seatings = 0
    for index in range(first, first + deals):
        d, n = group_difference(a, b, against, seed, index)
        diffs.append(d)
        differing_groups += n > 0
        differing_seatings += n
    mean = sum(diffs) / len(diffs)
    if len(diffs) > 1:
        half = 1.96 * math.sqrt(sum((x - mean) ** 2 for x in diffs) / (len(diffs) - 1) / len(diffs))
        ci: list[float] | None = [round(mean - half, 3), round(mean + half, 3)]
    else:
        ci = None  # no interval from one group (JSON has no infinity)
    return {
        "benchmark": "auctions",
        "a": a,
        "b": b,
        "against": against,
        "deals": deals,
        "groups_differing": differing_groups,
        "seatings_differing": differing_seatings,
        "diff": round(mean, 3),
        "ci95": ci,
        "seed": seed,
        "first": first,
        "seconds": round(time.perf_counter() - start, 1),
        "python": platform.python_version(),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m skat_desktop.bench auctions",
        description="Compare two variants on the deal groups where their contracts differ.",
    )
    parser.add_argument("--a", required=True, help="the variant measured")
    parser.add_argument("--b", required=True, help="the variant it is measured against")
    parser.add_argument("--against", default="normal", help="the other kind at the table")
    parser.add_argument("--deals", type=int, default=100, help="deal groups (100)")
    parser.add_argument("--seed", type=int, default=1, help="arena seed (1)")
    parser.add_argument("--first", type=int, default=0, help="first deal group (0)")
    args = parser.parse_args(argv)
    if args.deals < 1:
        parser.error("--deals must be at least 1")
    if args.first < 0:
        parser.error("--first must be 0 or more")
    unknown = [k for k in (args.a, args.b, args.against) if k.lower() not in kinds()]
    if unknown:
        parser.error(f"unknown kinds {unknown}; choose from: {', '.join(kinds())}")
    print(json.dumps(run(args.a, args.b, args.against, args.deals, args.seed, args.first)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
