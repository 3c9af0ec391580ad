"""Cards as small ints and card sets as 32-bit masks, with card points and notation.

A card is ``suit * 8 + rank``; suits run clubs, spades, hearts, diamonds (the order
of their base values) and ranks run 7 8 9 10 J Q K A, which is also the Null order.
A set of cards is an ``int`` with bit ``card`` set, so that hands, tricks and the
skat combine with ``|`` and ``&`` as bitboards do in chess engines.

>>> parse_card("CJ") == card(CLUBS, JACK)
True
>>> card_name(card(SPADES, TEN))
'ST'
>>> points(parse_cards("CA ST HK"))
25
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

Card = int
CardSet = int

CLUBS, SPADES, HEARTS, DIAMONDS = 0, 1, 2, 3
SUITS = (CLUBS, SPADES, HEARTS, DIAMONDS)
SEVEN, EIGHT, NINE, TEN, JACK, QUEEN, KING, ACE = range(8)
RANKS = (SEVEN, EIGHT, NINE, TEN, JACK, QUEEN, KING, ACE)

SUIT_LETTERS = "CSHD"
RANK_LETTERS = "789TJQKA"
SUIT_NAMES = ("clubs", "spades", "hearts", "diamonds")
RANK_NAMES = ("7", "8", "9", "10", "jack", "queen", "king", "ace")

RANK_POINTS = (0, 0, 0, 10, 2, 3, 4, 11)
ALL_CARDS: CardSet = (1 << 32) - 1
SUIT_MASKS: tuple[CardSet, ...] = tuple(0xFF << (8 * s) for s in SUITS)
JACKS: CardSet = sum(1 << (s * 8 + JACK) for s in SUITS)
TOTAL_POINTS = 120


def card(suit: int, rank: int) -> Card:
    return suit * 8 + rank


def suit_of(c: Card) -> int:
    return c >> 3


def rank_of(c: Card) -> int:
    return c & 7


def bit(c: Card) -> CardSet:
    return 1 << c


def card_name(c: Card) -> str:
    return SUIT_LETTERS[c >> 3] + RANK_LETTERS[c & 7]


def parse_card(text: str) -> Card:
    """Read one card in the compact notation (``CJ``, ``ST``, ``H7``)."""
    # Saved games hold tens of thousands of card names in the canonical form.
    found = _BY_NAME.get(text)
    if found is not None:
        return found
    t = text.strip().upper()
    if len(t) == 3 and t[1:] == "10":
        t = t[0] + "T"
    if len(t) != 2 or t[0] not in SUIT_LETTERS or t[1] not in RANK_LETTERS:
        raise ValueError(f"not a card: {text!r} (expected suit C S H D and rank 7 8 9 T J Q K A)")
    return card(SUIT_LETTERS.index(t[0]), RANK_LETTERS.index(t[1]))


_BY_NAME: dict[str, Card] = {
    SUIT_LETTERS[s] + RANK_LETTERS[r]: s * 8 + r
    for s in range(len(SUIT_LETTERS))
    for r in range(len(RANK_LETTERS))
}


def parse_cards(text: str) -> CardSet:
    """Read cards separated by spaces, commas or dots into a card set."""
    mask = 0
    for part in text.replace(",", " ").replace(".", " ").split():
        c = parse_card(part)
        if mask >> c & 1:
            raise ValueError(f"card {card_name(c)} appears twice in {text!r}")
        mask |= 1 << c
    return mask


def cards_of(mask: CardSet) -> Iterator[Card]:
    """The cards of a set, lowest index first."""
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


# The cards of every byte of a set, per suit, so listing a set is four look-ups.
_BYTE_CARDS = tuple(
    tuple(tuple(s * 8 + r for r in RANKS if b >> r & 1) for b in range(256)) for s in SUITS
)


def card_list(mask: CardSet) -> list[Card]:
    """The cards of a set as a list, lowest index first."""
    t = _BYTE_CARDS
    return [
        *t[0][mask & 0xFF],
        *t[1][mask >> 8 & 0xFF],
        *t[2][mask >> 16 & 0xFF],
        *t[3][mask >> 24 & 0xFF],
    ]


def to_mask(cards: Iterable[Card]) -> CardSet:
    mask = 0
    for c in cards:
        mask |= 1 << c
    return mask


def count(mask: CardSet) -> int:
    return mask.bit_count()


# Points of every byte of a suit, so a set's points are four table look-ups.
_BYTE_POINTS = tuple(sum(RANK_POINTS[r] for r in RANKS if b >> r & 1) for b in range(256))


def points(mask: CardSet) -> int:
    return (
        _BYTE_POINTS[mask & 0xFF]
        + _BYTE_POINTS[mask >> 8 & 0xFF]
        + _BYTE_POINTS[mask >> 16 & 0xFF]
        + _BYTE_POINTS[mask >> 24 & 0xFF]
    )


def card_points(c: Card) -> int:
    return RANK_POINTS[c & 7]


def names(mask: CardSet) -> str:
    """A set in notation, cards separated by spaces, in index order."""
    return " ".join(card_name(c) for c in cards_of(mask))
