"""The order the human's hand is shown in: jacks, then trumps, then the other suits."""

from __future__ import annotations

from skat_desktop.engine.cards import (
    ACE,
    CLUBS,
    DIAMONDS,
    EIGHT,
    HEARTS,
    JACK,
    KING,
    NINE,
    QUEEN,
    SEVEN,
    SPADES,
    TEN,
    Card,
    CardSet,
    card,
    cards_of,
)
from skat_desktop.engine.rules import GameType, trump_order

# Sorting is presentation only: the order a club player holds the cards, with the
# engine's trump order for the contract. Black and red suits alternate where they can.
_PLAIN_DOWN = (ACE, TEN, KING, QUEEN, NINE, EIGHT, SEVEN)
_NULL_DOWN = (ACE, KING, QUEEN, JACK, TEN, NINE, EIGHT, SEVEN)
_SUIT_ORDER = (CLUBS, HEARTS, SPADES, DIAMONDS)


def display_order(game: GameType | None) -> list[Card]:
    """All 32 cards in the order a hand is laid out for ``game`` (None: before declaring)."""
    if game == GameType.NULL:
        return [card(s, r) for s in _SUIT_ORDER for r in _NULL_DOWN]
    trumps = list(trump_order(game if game is not None else GameType.GRAND))
    suits = list(_SUIT_ORDER)
    if game is not None and game.is_suit:
        suits.remove(int(game))
    order = trumps + [card(s, r) for s in suits for r in _PLAIN_DOWN if card(s, r) not in trumps]
    return order


def sort_hand(hand: CardSet, game: GameType | None) -> list[Card]:
    """The cards of ``hand``, left to right as the table shows them."""
    rank = {c: i for i, c in enumerate(display_order(game))}
    return sorted(cards_of(hand), key=lambda c: rank[c])


__all__ = ["display_order", "sort_hand"]
