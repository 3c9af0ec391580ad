"""No seat view ever exposes a card that seat may not know (random deals, every step)."""

from __future__ import annotations

import random

import pytest

from skat_desktop.engine.actions import DealCards, Discard, Play
from skat_desktop.engine.cards import ALL_CARDS
from skat_desktop.engine.deal import Deal, Phase
from skat_desktop.engine.view import SeatView, view_of


def knowable(deal: Deal, seat: int) -> int:
    """Every card ``seat`` may know now, worked out from the rules, not from the view."""
    if deal.phase == Phase.SCORED:
        return ALL_CARDS
    known = deal.dealt_hands[seat]
    for t in deal.tricks:
        known |= t.mask
    for c in deal.trick:
        known |= 1 << c
    d = deal.declarer
    if d is not None and seat == d and deal.picked_up:
        known |= deal.dealt_skat | deal.skat
    if d is not None and deal.contract is not None and deal.contract.ouvert:
        known |= deal.hands[d]  # laid open before the first lead
    return known


def cards_in(view: SeatView) -> int:
    m = view.hand | view.skat | view.discard | view.open_hand | view.revealed_skat
    if view.revealed_hands is not None:
        for h in view.revealed_hands:
            m |= h
    for c in view.trick:
        m |= 1 << c
    for t in view.tricks:
        m |= t.mask
    for _, action in (*view.history, *((view.seat, a) for a in view.legal)):
        assert not isinstance(action, DealCards)
        if isinstance(action, Play):
            m |= 1 << action.card
        elif isinstance(action, Discard):
            m |= (1 << action.cards[0]) | (1 << action.cards[1])
    return m


@pytest.mark.parametrize("seed", range(60))
def test_no_view_leaks_a_hidden_card(seed: int) -> None:
    rng = random.Random(seed)
    d = Deal.from_seed(seed)
    while True:
        for seat in range(3):
            v = view_of(d, seat)
            assert v.hand == d.hands[seat]
            leaked = cards_in(v) & ~knowable(d, seat)
            assert leaked == 0, (seed, seat, d.phase, len(d.history))
            if seat != d.declarer and d.phase != Phase.SCORED:
                assert v.skat == 0 and v.discard == 0
                assert not any(isinstance(a, Discard) for _, a in v.history)
        if d.result is not None:
            break
        # Mix Hand games and ouvert declarations in: they change what is public.
        legal = d.legal_actions()
        d.apply(legal[-1] if d.phase == Phase.DECLARE and seed % 3 == 0 else rng.choice(legal))
