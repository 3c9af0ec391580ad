"""Game words on the table (seats, contracts, levels, auction words) in the user's language."""

from __future__ import annotations

from PySide6.QtCore import QObject

from skat_desktop.engine.actions import (
    Action,
    Bid,
    Declare,
    Discard,
    Hold,
    Pass,
    PickUpSkat,
    Play,
    PlayHand,
)
from skat_desktop.engine.cards import RANK_LETTERS, Card, CardSet, cards_of, rank_of, suit_of
from skat_desktop.engine.rules import Contract, GameType
from skat_desktop.engine.scoring import DealResult, Level

SUIT_SYMBOLS = "♣♠♥♦"


class Terms(QObject):
    """Translates the game's own words; one object so lupdate sees each literal once."""

    def position(self, index: int | None) -> str:
        if index == 0:
            return self.tr("Forehand")
        if index == 1:
            return self.tr("Middlehand")
        if index == 2:
            return self.tr("Rearhand")
        return self.tr("Sits out")

    def game(self, game: GameType) -> str:
        names = {
            GameType.CLUBS: self.tr("Clubs"),
            GameType.SPADES: self.tr("Spades"),
            GameType.HEARTS: self.tr("Hearts"),
            GameType.DIAMONDS: self.tr("Diamonds"),
            GameType.GRAND: self.tr("Grand"),
            GameType.NULL: self.tr("Null"),
        }
        return names[game]

    def contract(self, contract: Contract) -> str:
        """E.g. "Grand Hand Schneider announced", "Null Ouvert"."""
        parts = [self.game(contract.game)]
        if contract.hand:
            parts.append(self.tr("Hand"))
        if contract.ouvert:
            parts.append(self.tr("Ouvert"))
        elif contract.schwarz_announced:
            parts.append(self.tr("Schwarz announced"))
        elif contract.schneider_announced:
            parts.append(self.tr("Schneider announced"))
        return " ".join(parts)

    def level(self, level: Level) -> str:
        names = {
            "with": self.tr("with"),
            "without": self.tr("without"),
            "game": self.tr("game"),
            "hand": self.tr("Hand"),
            "schneider": self.tr("Schneider"),
            "schneider announced": self.tr("Schneider announced"),
            "schwarz": self.tr("Schwarz"),
            "schwarz announced": self.tr("Schwarz announced"),
            "ouvert": self.tr("Ouvert"),
        }
        return names.get(level.name, level.name)

    def word(self, said: str | None) -> str:
        """A word of the auction as the speech bubble shows it."""
        if said is None:
            return ""
        if said == "yes":
            return self.tr("Yes")
        if said == "pass":
            return self.tr("Pass")
        return said

    def card(self, c: Card) -> str:
        """Short card name with its suit symbol, e.g. "♣J" or "♥10"."""
        rank = RANK_LETTERS[rank_of(c)]
        letters = {"T": "10", "J": self.tr("J"), "Q": self.tr("Q"), "K": self.tr("K")}
        letters["A"] = self.tr("A")
        return SUIT_SYMBOLS[suit_of(c)] + letters.get(rank, rank)

    def cards(self, mask: CardSet) -> str:
        return " ".join(self.card(c) for c in cards_of(mask))

    def action(self, action: Action) -> str:
        """What an action is, for hints and the accessible description."""
        if isinstance(action, Bid):
            return self.tr("bid %1").replace("%1", str(action.value))
        if isinstance(action, Hold):
            return self.tr("say yes")
        if isinstance(action, Pass):
            return self.tr("pass")
        if isinstance(action, PickUpSkat):
            return self.tr("pick up the skat")
        if isinstance(action, PlayHand):
            return self.tr("play Hand")
        if isinstance(action, Discard):
            return self.tr("put away %1").replace(
                "%1", self.cards(sum(1 << c for c in action.cards))
            )
        if isinstance(action, Declare):
            return self.tr("declare %1").replace("%1", self.contract(action.contract))
        if isinstance(action, Play):
            return self.tr("play %1").replace("%1", self.card(action.card))
        return str(action)

    def breakdown(self, result: DealResult) -> str:
        """The multiplier named level by level: "with 2, game 3, Hand 4 × 24 = 96"."""
        if result.contract is None:
            return ""
        if result.contract.is_null:
            return (
                self.tr("%1: fixed value %2")
                .replace("%1", self.contract(result.contract))
                .replace("%2", str(result.base_value))
            )
        steps: list[str] = []
        running = 0
        for level in result.levels:
            running += level.count
            if level.name in ("with", "without"):
                steps.append(self.level(level) + " " + str(level.count))
            else:
                steps.append(self.level(level) + " " + str(running))
        product = result.base_value * result.multiplier
        return ", ".join(steps) + " × " + str(result.base_value) + " = " + str(product)


_terms: Terms | None = None


def terms() -> Terms:
    """The shared Terms object (its translations follow the installed catalogues)."""
    global _terms
    if _terms is None:
        _terms = Terms()
    return _terms
