"""Contracts and their trick rules: trumps, following suit and who wins a trick.

Suit, Grand and Null are subclasses of ``GameRules`` (as chess variants are in
python-chess); each precomputes, per card, its strength and the set of cards that
follow it, so trick play is a few mask operations.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from .cards import (
    ACE,
    CLUBS,
    DIAMONDS,
    EIGHT,
    HEARTS,
    JACK,
    JACKS,
    KING,
    NINE,
    QUEEN,
    SEVEN,
    SPADES,
    SUIT_MASKS,
    TEN,
    Card,
    CardSet,
    card,
)


class GameType(enum.IntEnum):
    """The six contracts; the integer is the suit for suit games."""

    CLUBS = CLUBS
    SPADES = SPADES
    HEARTS = HEARTS
    DIAMONDS = DIAMONDS
    GRAND = 4
    NULL = 5

    @property
    def is_suit(self) -> bool:
        return self <= 3

    @property
    def letter(self) -> str:
        return "CSHDGN"[self]


BASE_VALUES = {
    GameType.DIAMONDS: 9,
    GameType.HEARTS: 10,
    GameType.SPADES: 11,
    GameType.CLUBS: 12,
    GameType.GRAND: 24,
}

# Null values by (hand, ouvert).
NULL_VALUES = {(False, False): 23, (True, False): 35, (False, True): 46, (True, True): 59}

# Trump order from the top, used for matadors: the jacks, then the trump suit.
_SUIT_ORDER_DOWN = (ACE, TEN, KING, QUEEN, NINE, EIGHT, SEVEN)
JACK_ORDER = tuple(card(s, JACK) for s in (CLUBS, SPADES, HEARTS, DIAMONDS))


def trump_order(game: GameType) -> tuple[Card, ...]:
    """The trumps of a suit or Grand game from the highest down (empty for Null)."""
    if game == GameType.NULL:
        return ()
    if game == GameType.GRAND:
        return JACK_ORDER
    return JACK_ORDER + tuple(card(int(game), r) for r in _SUIT_ORDER_DOWN)


def _all_bid_values() -> tuple[int, ...]:
    values = set(NULL_VALUES.values())
    for game, base in BASE_VALUES.items():
        top = 18 if game.is_suit else 11  # matadors + game, Hand, 2x Schneider, 2x Schwarz, ouvert
        values.update(base * m for m in range(2, top + 1))
    return tuple(sorted(v for v in values if v >= 18))


BID_VALUES: tuple[int, ...] = _all_bid_values()


class ContractDefect(enum.Enum):
    """A rule that a combination of game and announcements breaks; the value says it."""

    NULL_ANNOUNCED = "Null cannot announce Schneider or Schwarz"
    ANNOUNCED_WITHOUT_HAND = "Schneider and Schwarz can only be announced in a Hand game"
    SCHWARZ_WITHOUT_SCHNEIDER = "Schwarz announced includes Schneider announced"
    OUVERT_WITHOUT_SCHWARZ = "an open suit or Grand game is a Hand game with Schwarz announced"


@dataclass(frozen=True, slots=True)
class Contract:
    """A declared game: the type and the levels announced with it."""

    game: GameType
    hand: bool = False
    schneider_announced: bool = False
    schwarz_announced: bool = False
    ouvert: bool = False

    def defect(self) -> ContractDefect | None:
        """Which rule makes this combination impossible to declare, or None."""
        if self.game == GameType.NULL:
            if self.schneider_announced or self.schwarz_announced:
                return ContractDefect.NULL_ANNOUNCED
            return None
        if (self.schneider_announced or self.schwarz_announced) and not self.hand:
            return ContractDefect.ANNOUNCED_WITHOUT_HAND
        if self.schwarz_announced and not self.schneider_announced:
            return ContractDefect.SCHWARZ_WITHOUT_SCHNEIDER
        if self.ouvert and not (self.hand and self.schwarz_announced):
            return ContractDefect.OUVERT_WITHOUT_SCHWARZ
        return None

    def problem(self) -> str | None:
        """Why this combination can never be declared, or None if it is well formed."""
        defect = self.defect()
        return None if defect is None else defect.value

    @property
    def is_null(self) -> bool:
        return self.game == GameType.NULL

    @property
    def null_value(self) -> int:
        return NULL_VALUES[(self.hand, self.ouvert)]

    @property
    def base_value(self) -> int:
        """Base value of a suit or Grand game; the fixed value of a Null game."""
        if self.game == GameType.NULL:
            return self.null_value
        return BASE_VALUES[self.game]

    @property
    def code(self) -> str:
        """ISS notation: type letter then H, S, Z, O (e.g. ``G``, ``CHZ``, ``NOH``)."""
        text = self.game.letter
        if self.hand:
            text += "H"
        if self.schneider_announced and not self.schwarz_announced:
            text += "S"
        if self.schwarz_announced and not self.ouvert:
            text += "Z"
        if self.ouvert:
            text += "O"
        return text

    def __str__(self) -> str:
        return self.code

    @classmethod
    def parse(cls, code: str) -> Contract:
        """Read ISS notation; implied levels (ouvert -> Schwarz -> Schneider) are filled in."""
        text = code.strip().upper()
        if not text or text[0] not in "CSHDGN":
            raise ValueError(f"not a contract: {code!r} (expected G, C, S, H, D or N first)")
        game = GameType("CSHDGN".index(text[0]))
        mods = set(text[1:])
        if not mods <= set("HSZO") or len(mods) != len(text) - 1:
            raise ValueError(f"not a contract: {code!r} (modifiers are H, S, Z, O, each once)")
        ouvert = "O" in mods
        if game == GameType.NULL:
            return cls(game, hand="H" in mods, ouvert=ouvert)
        schwarz = "Z" in mods or ouvert
        return cls(
            game,
            hand="H" in mods or ouvert,
            schneider_announced="S" in mods or schwarz,
            schwarz_announced=schwarz,
            ouvert=ouvert,
        )


_TRUMP_GAMES = (GameType.DIAMONDS, GameType.HEARTS, GameType.SPADES, GameType.CLUBS, GameType.GRAND)


def hand_contracts() -> tuple[Contract, ...]:
    """Every well-formed contract declared without looking at the skat."""
    out: list[Contract] = []
    for game in (
        GameType.DIAMONDS,
        GameType.HEARTS,
        GameType.SPADES,
        GameType.CLUBS,
        GameType.GRAND,
    ):
        out.append(Contract(game, hand=True))
        out.append(Contract(game, hand=True, schneider_announced=True))
        out.append(Contract(game, hand=True, schneider_announced=True, schwarz_announced=True))
        out.append(Contract(game, True, True, True, ouvert=True))
    out.append(Contract(GameType.NULL, hand=True))
    out.append(Contract(GameType.NULL, hand=True, ouvert=True))
    return tuple(out)


def skat_contracts() -> tuple[Contract, ...]:
    """Every well-formed contract declared after picking up the skat."""
    return (
        *(Contract(g) for g in _TRUMP_GAMES),
        Contract(GameType.NULL),
        Contract(GameType.NULL, ouvert=True),
    )


class GameRules:
    """Trick rules of one contract type, precomputed per card.

    ``strength[c]``: rank of ``c`` among the cards that can win a trick it is in;
    trumps are above 100. ``follow[c]``: the cards that follow suit when ``c`` leads.
    """

    game: GameType
    trumps: CardSet

    def __init__(self) -> None:
        self.strength: list[int] = [0] * 32
        self.follow: list[CardSet] = [0] * 32
        self._setup()

    def _setup(self) -> None:
        raise NotImplementedError

    def is_trump(self, c: Card) -> bool:
        return bool(self.trumps >> c & 1)

    def legal_cards(self, hand: CardSet, lead: Card | None) -> CardSet:
        """The cards of ``hand`` that may be played to a trick led by ``lead``."""
        if lead is None:
            return hand
        same = hand & self.follow[lead]
        return same if same else hand

    def trick_winner(self, cards: list[Card]) -> int:
        """Index within the trick (0 = the lead) of the card that wins it."""
        follow = self.follow[cards[0]]
        strength = self.strength
        best = 0
        best_strength = strength[cards[0]]
        for i in range(1, len(cards)):
            c = cards[i]
            if follow >> c & 1 or self.trumps >> c & 1:
                s = strength[c]
                if s > best_strength:
                    best, best_strength = i, s
        return best

    def beats(self, challenger: Card, holder: Card, lead: Card) -> bool:
        """Whether ``challenger`` takes a trick that ``holder`` is winning (``lead`` led it)."""
        if not (self.follow[lead] >> challenger & 1 or self.trumps >> challenger & 1):
            return False
        return self.strength[challenger] > self.strength[holder]


# Plain-suit order in suit and Grand games, lowest first (7 8 9 Q K 10 A).
_PLAIN_ORDER = (SEVEN, EIGHT, NINE, QUEEN, KING, TEN, ACE)


class _TrumpRules(GameRules):
    def _setup_plain(self, suits: tuple[int, ...]) -> None:
        for s in suits:
            followers = SUIT_MASKS[s] & ~JACKS
            for i, r in enumerate(_PLAIN_ORDER):
                c = card(s, r)
                self.strength[c] = i
                self.follow[c] = followers

    def _setup_trumps(self) -> None:
        order = trump_order(self.game)
        for i, c in enumerate(reversed(order)):
            self.strength[c] = 100 + i
            self.follow[c] = self.trumps


class SuitRules(_TrumpRules):
    def __init__(self, game: GameType) -> None:
        self.game = game
        self.trumps = JACKS | SUIT_MASKS[int(game)]
        super().__init__()

    def _setup(self) -> None:
        self._setup_plain(tuple(s for s in (CLUBS, SPADES, HEARTS, DIAMONDS) if s != self.game))
        self._setup_trumps()


class GrandRules(_TrumpRules):
    game = GameType.GRAND
    trumps = JACKS

    def _setup(self) -> None:
        self._setup_plain((CLUBS, SPADES, HEARTS, DIAMONDS))
        self._setup_trumps()


class NullRules(GameRules):
    game = GameType.NULL
    trumps = 0

    def _setup(self) -> None:
        for s in (CLUBS, SPADES, HEARTS, DIAMONDS):
            for r in range(8):  # ranks are already in Null order, 7 lowest, ace highest
                c = card(s, r)
                self.strength[c] = r
                self.follow[c] = SUIT_MASKS[s]


RULES: dict[GameType, GameRules] = {
    GameType.CLUBS: SuitRules(GameType.CLUBS),
    GameType.SPADES: SuitRules(GameType.SPADES),
    GameType.HEARTS: SuitRules(GameType.HEARTS),
    GameType.DIAMONDS: SuitRules(GameType.DIAMONDS),
    GameType.GRAND: GrandRules(),
    GameType.NULL: NullRules(),
}


def rules_for(game: GameType) -> GameRules:
    return RULES[game]


__all__ = [
    "BASE_VALUES",
    "BID_VALUES",
    "DIAMONDS",
    "HEARTS",
    "JACK_ORDER",
    "NULL_VALUES",
    "SPADES",
    "Contract",
    "ContractDefect",
    "GameRules",
    "GameType",
    "GrandRules",
    "NullRules",
    "SuitRules",
    "hand_contracts",
    "rules_for",
    "skat_contracts",
    "trump_order",
]
