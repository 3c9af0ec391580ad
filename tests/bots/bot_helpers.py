"""Builders for hand-made deals in bot tests."""

from __future__ import annotations

from skat_desktop.engine.actions import Action
from skat_desktop.engine.cards import Card, card_list, parse_cards
from skat_desktop.engine.deal import Deal
from skat_desktop.engine.view import view_of


def deal_of(forehand: str, middlehand: str, rearhand: str, skat: str) -> Deal:
    """A deal with the given cards (compact notation); checks that all 32 are dealt once."""
    piles = [card_list(parse_cards(text)) for text in (forehand, middlehand, rearhand, skat)]
    assert [len(p) for p in piles] == [10, 10, 10, 2]
    cards: tuple[Card, ...] = tuple(c for pile in piles for c in pile)
    assert len(set(cards)) == 32
    return Deal.from_cards(cards)


def apply_all(deal: Deal, actions: list[Action]) -> None:
    for action in actions:
        deal.apply(action)


def legal_now(deal: Deal) -> tuple[Action, ...]:
    return view_of(deal, deal.current_player).legal
