"""No seat view ever exposes a card that seat may not know (random deals, every step)."""

from __future__ import annotations

import random

import pytest

from skat_desktop.engine.actions import PASS, DealCards, Discard, Play, Push
from skat_desktop.engine.cards import ALL_CARDS
from skat_desktop.engine.deal import Deal, DealOptions, Phase
from skat_desktop.engine.view import SeatView, view_of

# Table rules add phases (Kontra, Schieberamsch) that must stay as tight as the ISkO ones.
OPTIONS = {
    "isko": DealOptions(),
    "kontra": DealOptions(kontra=True),
    "schieberamsch": DealOptions(ramsch=True, schieberamsch=True, ramsch_push_jacks=True),
}


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
    known |= deal.ramsch_seen[seat] | deal.ramsch_pushed[seat]
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
        elif isinstance(action, (Discard, Push)):
            m |= (1 << action.cards[0]) | (1 << action.cards[1])
    return m


@pytest.mark.parametrize("rules", sorted(OPTIONS))
@pytest.mark.parametrize("seed", range(60))
def test_no_view_leaks_a_hidden_card(seed: int, rules: str) -> None:
    rng = random.Random(seed)
    d = Deal.from_seed(seed, OPTIONS[rules])
    while True:
        for seat in range(3):
            v = view_of(d, seat)
            assert v.hand == d.hands[seat]
            leaked = cards_in(v) & ~knowable(d, seat)
            assert leaked == 0, (seed, seat, d.phase, len(d.history))
            if seat != d.declarer and d.phase != Phase.SCORED and not d.ramsch:
                assert v.skat == 0 and v.discard == 0
                assert not any(isinstance(a, Discard) for _, a in v.history)
            if d.phase != Phase.SCORED:
                assert not any(isinstance(a, Push) and s != seat for s, a in v.history)
        if d.result is not None:
            break
        # Mix Hand games and ouvert declarations in: they change what is public.
        legal = d.legal_actions()
        if rules == "schieberamsch" and d.phase == Phase.BIDDING:
            d.apply(PASS)  # every deal becomes a Ramsch
        else:
            d.apply(legal[-1] if d.phase == Phase.DECLARE and seed % 3 == 0 else rng.choice(legal))
