"""Perft-style counts: distinct legal play sequences of the first tricks of seeded deals.

The numbers were computed once and pinned, so any change in move generation shows.
"""

from __future__ import annotations

import pytest

from skat_desktop.engine.actions import PASS, PLAY_HAND, PLAYS, Bid, Declare
from skat_desktop.engine.deal import Deal
from skat_desktop.engine.rules import Contract


def perft(deal: Deal, plies: int) -> int:
    if plies == 0 or deal.result is not None:
        return 1
    total = 0
    for action in deal.legal_actions():
        child = deal.clone()
        child.apply(action)
        total += perft(child, plies - 1)
    return total


def start(seed: int, code: str) -> Deal:
    """Middlehand takes the game at 18 and plays ``code`` Hand."""
    d = Deal.from_seed(seed)
    d.apply(Bid(18))
    d.apply(PASS)
    d.apply(PASS)
    d.apply(PLAY_HAND)
    d.apply(Declare(Contract.parse(code)))
    return d


PINNED = [
    (1, "GH", 52, 9725),
    (2, "CH", 47, 5190),
    (3, "SH", 55, 2588),
    (4, "NH", 54, 1518),
    (5, "DH", 72, 3616),
]


@pytest.mark.parametrize(("seed", "code", "one_trick", "two_tricks"), PINNED)
def test_perft(seed: int, code: str, one_trick: int, two_tricks: int) -> None:
    d = start(seed, code)
    assert perft(d, 3) == one_trick
    assert perft(d, 6) == two_tricks


def test_perft_first_trick_by_hand() -> None:
    # The first trick counted without the engine's move generator: for each lead, the
    # followers' choices from RULES.md's follow-suit rule (see test_properties).
    from .test_properties import reference_legal

    d = start(1, "GH")
    total = 0
    for lead in sorted(reference_legal(d)):
        a = d.clone()
        a.apply(PLAYS[lead])
        for second in sorted(reference_legal(a)):
            b = a.clone()
            b.apply(PLAYS[second])
            total += len(reference_legal(b))
    assert total == 52
