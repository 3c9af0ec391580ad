"""The actions of a deal: small frozen value objects, shared where they repeat.

Seats inside a deal are positions: 0 forehand, 1 middlehand, 2 rearhand; the chance
player (who shuffles) is ``CHANCE``.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from .cards import Card, card_name
from .rules import Contract

CHANCE = -1
FOREHAND, MIDDLEHAND, REARHAND = 0, 1, 2
POSITION_NAMES = ("forehand", "middlehand", "rearhand")


@dataclass(frozen=True, slots=True)
class DealCards:
    """The chance move: 32 cards, 1-10 to forehand, 11-20 middlehand, 21-30 rearhand, skat."""

    cards: tuple[Card, ...]

    def __str__(self) -> str:
        return "deal " + ".".join(card_name(c) for c in self.cards)


@dataclass(frozen=True, slots=True)
class Bid:
    value: int

    def __str__(self) -> str:
        return f"bid {self.value}"


@dataclass(frozen=True, slots=True)
class Hold:
    """The answer "yes": the player asked holds the value just bid."""

    def __str__(self) -> str:
        return "hold"


@dataclass(frozen=True, slots=True)
class Pass:
    def __str__(self) -> str:
        return "pass"


@dataclass(frozen=True, slots=True)
class PickUpSkat:
    def __str__(self) -> str:
        return "pick up the skat"


@dataclass(frozen=True, slots=True)
class PlayHand:
    def __str__(self) -> str:
        return "play Hand"


@dataclass(frozen=True, slots=True)
class Discard:
    """The two cards the declarer puts away after picking up; kept in ascending order."""

    cards: tuple[Card, Card]

    def __str__(self) -> str:
        return f"discard {card_name(self.cards[0])} {card_name(self.cards[1])}"


@dataclass(frozen=True, slots=True)
class Declare:
    contract: Contract

    def __str__(self) -> str:
        return f"declare {self.contract.code}"


@dataclass(frozen=True, slots=True)
class Play:
    card: Card

    def __str__(self) -> str:
        return f"play {card_name(self.card)}"


def _position(seat: int) -> str:
    # Out-of-turn actions arrive from outside (records, the network): name a bad seat too.
    return POSITION_NAMES[seat] if 0 <= seat <= 2 else f"seat {seat}"


class ConcedeKind(enum.Enum):
    RESIGN = "resign"
    TIMEOUT = "timeout"
    LEFT = "left"


@dataclass(frozen=True, slots=True)
class Concede:
    """A seat gives up out of turn: resigns, runs out of time or leaves the table."""

    seat: int
    kind: ConcedeKind

    def __str__(self) -> str:
        return f"{_position(self.seat)} {self.kind.value}s"


@dataclass(frozen=True, slots=True)
class ShowCards:
    """The declarer lays the rest of the hand open and claims the remaining tricks."""

    seat: int

    def __str__(self) -> str:
        return f"{_position(self.seat)} shows the cards"


Action = DealCards | Bid | Hold | Pass | PickUpSkat | PlayHand | Discard | Declare | Play
OutOfTurn = Concede | ShowCards

HOLD = Hold()
PASS = Pass()
PICK_UP = PickUpSkat()
PLAY_HAND = PlayHand()
PLAYS = tuple(Play(c) for c in range(32))


def discard(a: Card, b: Card) -> Discard:
    return Discard((a, b) if a < b else (b, a))


__all__ = [
    "CHANCE",
    "FOREHAND",
    "HOLD",
    "MIDDLEHAND",
    "PASS",
    "PICK_UP",
    "PLAYS",
    "PLAY_HAND",
    "POSITION_NAMES",
    "REARHAND",
    "Action",
    "Bid",
    "Concede",
    "ConcedeKind",
    "DealCards",
    "Declare",
    "Discard",
    "Hold",
    "OutOfTurn",
    "Pass",
    "PickUpSkat",
    "Play",
    "PlayHand",
    "ShowCards",
    "discard",
]
