"""The actions of a deal: small frozen value objects, shared where they repeat.

Seats inside a deal are positions: 0 forehand, 1 middlehand, 2 rearhand; the chance
player (who shuffles) is ``CHANCE``.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from .cards import Card
from .cards import card_name as _card_name
from .rules import Contract


def card_name(c: Card) -> str:
    # Actions arrive from outside (saved games, the UI, fuzzers): a card that does not
    # exist must still print, so that refusing it never fails in building the message.
    return _card_name(c) if 0 <= c < 32 else f"card {c}"


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


@dataclass(frozen=True, slots=True)
class Kontra:
    """A defender doubles the game before the first card (option ``DealOptions.kontra``)."""

    def __str__(self) -> str:
        return "Kontra"


@dataclass(frozen=True, slots=True)
class Re:
    """The declarer answers a Kontra by doubling again."""

    def __str__(self) -> str:
        return "Re"


@dataclass(frozen=True, slots=True)
class Decline:
    """The seat asked for Kontra (or Re) lets it be."""

    def __str__(self) -> str:
        return "no double"


@dataclass(frozen=True, slots=True)
class PassOn:
    """Schieberamsch: the seat passes the skat on without looking at it."""

    def __str__(self) -> str:
        return "pass the skat on"


@dataclass(frozen=True, slots=True)
class Push:
    """Schieberamsch: after picking up, the seat pushes two cards on; kept in ascending order."""

    cards: tuple[Card, Card]

    def __str__(self) -> str:
        return f"push {card_name(self.cards[0])} {card_name(self.cards[1])}"


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


Action = (
    DealCards
    | Bid
    | Hold
    | Pass
    | PickUpSkat
    | PlayHand
    | Discard
    | Declare
    | Play
    | Kontra
    | Re
    | Decline
    | PassOn
    | Push
)
OutOfTurn = Concede | ShowCards

HOLD = Hold()
PASS = Pass()
PICK_UP = PickUpSkat()
PLAY_HAND = PlayHand()
PLAYS = tuple(Play(c) for c in range(32))
KONTRA = Kontra()
RE = Re()
DECLINE = Decline()
PASS_ON = PassOn()


def discard(a: Card, b: Card) -> Discard:
    return Discard((a, b) if a < b else (b, a))


def push(a: Card, b: Card) -> Push:
    return Push((a, b) if a < b else (b, a))


__all__ = [
    "CHANCE",
    "DECLINE",
    "FOREHAND",
    "HOLD",
    "KONTRA",
    "MIDDLEHAND",
    "PASS",
    "PASS_ON",
    "PICK_UP",
    "PLAYS",
    "PLAY_HAND",
    "POSITION_NAMES",
    "RE",
    "REARHAND",
    "Action",
    "Bid",
    "Concede",
    "ConcedeKind",
    "DealCards",
    "Declare",
    "Decline",
    "Discard",
    "Hold",
    "Kontra",
    "OutOfTurn",
    "Pass",
    "PassOn",
    "PickUpSkat",
    "Play",
    "PlayHand",
    "Push",
    "Re",
    "ShowCards",
    "discard",
    "push",
]
