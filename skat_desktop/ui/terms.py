"""Game words on the table (seats, contracts, levels, auction words) in the user's language."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QCoreApplication, QObject

from skat_desktop.controller.game import DEFAULT_HUMAN_NAME
from skat_desktop.controller.snapshot import TableSnapshot
from skat_desktop.engine.actions import (
    Action,
    Bid,
    Declare,
    Decline,
    Discard,
    Hold,
    Kontra,
    Pass,
    PassOn,
    PickUpSkat,
    Play,
    PlayHand,
    Push,
    Re,
)
from skat_desktop.engine.cards import RANK_LETTERS, Card, CardSet, cards_of, rank_of, suit_of
from skat_desktop.engine.rules import Contract, GameType
from skat_desktop.engine.scoring import DealResult, Level

SUIT_SYMBOLS = "♣♠♥♦"


def shown_snapshot(snap: TableSnapshot) -> TableSnapshot:
    """`snap` as the table shows it: the human's default name ("You") in the user's language.

    The controller, settings and archive keep the English default, so saved names and
    statistics stay the same whatever the language; a name the user chose is shown as is.
    """
    names = snap.names
    if not 0 <= snap.human < len(names) or names[snap.human] != DEFAULT_HUMAN_NAME:
        return snap
    shown = QCoreApplication.translate("GameController", "You")
    return replace(snap, names=(*names[: snap.human], shown, *names[snap.human + 1 :]))


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
            "kontra": self.tr("Kontra"),
            "re": self.tr("Re"),
            "push": self.tr("pushed"),
            "jungfrau": self.tr("Jungfrau"),
            "durchmarsch": self.tr("Durchmarsch"),
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
        if isinstance(action, Kontra):
            return self.tr("say Kontra")
        if isinstance(action, Re):
            return self.tr("say Re")
        if isinstance(action, Decline):
            return self.tr("do not double")
        if isinstance(action, PassOn):
            return self.tr("pass the skat on")
        if isinstance(action, Push):
            return self.tr("push %1 on").replace(
                "%1", self.cards(sum(1 << c for c in action.cards))
            )
        return str(action)

    def breakdown(self, result: DealResult) -> str:
        """The multiplier named level by level: "with 2, game 3, Hand 4 × 24 = 96", then each
        doubling: "… = 96, Kontra ×2, Re ×2 = 384"."""
        doublings = [level for level in result.levels if level.factor > 1]
        if result.is_ramsch:
            return self._ramsch_breakdown(result, doublings)
        if result.contract is None:
            return ""
        if result.contract.is_null:
            text = (
                self.tr("%1: fixed value %2")
                .replace("%1", self.contract(result.contract))
                .replace("%2", str(result.base_value))
            )
            product = result.base_value
        else:
            steps: list[str] = []
            running = 0
            for level in result.levels:
                if level.count == 0:
                    continue  # a doubling, named after the product
                running += level.count
                if level.name in ("with", "without"):
                    steps.append(self.level(level) + " " + str(level.count))
                else:
                    steps.append(self.level(level) + " " + str(running))
            product = result.base_value * result.multiplier
            text = ", ".join(steps) + " × " + str(result.base_value) + " = " + str(product)
        if doublings:
            for level in doublings:
                text += ", " + self.level(level) + " ×" + str(level.factor)
            if not result.overbid:
                text += " = " + str(product * result.factor)
        return text

    def _ramsch_breakdown(self, result: DealResult, doublings: list[Level]) -> str:
        """E.g. "Ramsch: 64 points, pushed ×2, Jungfrau ×2 = 256"."""
        if result.durchmarsch:
            text = self.tr("Durchmarsch: %1").replace("%1", "120")
            base = 120
        else:
            most = max(result.ramsch_points or (0,))
            text = self.tr("Ramsch: %1 points").replace("%1", str(most))
            base = most
        for level in doublings:
            text += ", " + self.level(level) + " ×" + str(level.factor)
        if doublings:
            text += " = " + str(base * result.factor)
        return text


_terms: Terms | None = None


def terms() -> Terms:
    """The shared Terms object (its translations follow the installed catalogues)."""
    global _terms
    if _terms is None:
        _terms = Terms()
    return _terms
