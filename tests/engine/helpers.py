"""Shared helpers for the engine tests: hand-built deals and random play-outs."""

from __future__ import annotations

import random
from typing import Any

from skat_desktop.engine.actions import Action, Bid
from skat_desktop.engine.cards import ALL_CARDS, Card, CardSet, card_list, parse_cards
from skat_desktop.engine.deal import Deal, DealOptions, Phase


def layout(
    forehand: str, middlehand: str, rearhand: str, skat: str | None = None
) -> tuple[Card, ...]:
    """The ISS 32-card layout from three hands in notation; the skat defaults to the rest."""
    hands = [parse_cards(h) for h in (forehand, middlehand, rearhand)]
    for h in hands:
        assert h.bit_count() == 10, h
    rest = ALL_CARDS & ~(hands[0] | hands[1] | hands[2])
    skat_mask = parse_cards(skat) if skat is not None else rest
    assert skat_mask == rest and rest.bit_count() == 2
    return tuple(c for h in (*hands, skat_mask) for c in card_list(h))


def deal_of(
    forehand: str, middlehand: str, rearhand: str, options: DealOptions | None = None
) -> Deal:
    return Deal.from_cards(layout(forehand, middlehand, rearhand), options or DealOptions())


def win_auction(deal: Deal, seat: int, bid: int = 18) -> None:
    """Run the auction so that ``seat`` becomes declarer at ``bid``."""
    from skat_desktop.engine.actions import HOLD, PASS

    if seat == 0:
        deal.apply(Bid(bid), 1)
        deal.apply(HOLD, 0)
        deal.apply(PASS, 1)
        deal.apply(PASS, 2)
    elif seat == 1:
        deal.apply(Bid(bid), 1)
        deal.apply(PASS, 0)
        deal.apply(PASS, 2)
    else:
        deal.apply(PASS, 1)
        deal.apply(Bid(bid), 2)
        deal.apply(PASS, 0)
    assert deal.declarer == seat and deal.bid_value == bid and deal.phase == Phase.SKAT


def play_random(deal: Deal, rng: random.Random, steps: int | None = None) -> None:
    """Apply uniformly random legal actions until the deal is over (or ``steps`` ran)."""
    n = 0
    while deal.result is None and (steps is None or n < steps):
        legal: list[Action] = deal.legal_actions()
        deal.apply(rng.choice(legal))
        n += 1


def snapshot(deal: Deal) -> dict[str, Any]:
    """The full state of a deal as plain comparable values."""
    state = dict(vars(deal))
    for key, value in state.items():
        if isinstance(value, list):
            state[key] = list(value)
        elif isinstance(value, set):
            state[key] = set(value)
    return state


def locations(deal: Deal) -> list[CardSet]:
    """Disjoint places a card can be: three hands, the trick, three trick piles, the skat."""
    trick = 0
    for c in deal.trick:
        trick |= 1 << c
    places = [*deal.hands, trick, *deal.taken]
    if deal.phase != Phase.DISCARD:  # while discarding the skat is in the declarer's hand
        places.append(deal.skat)
    return places
