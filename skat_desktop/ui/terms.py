"""Game words on the table (seats, contracts, levels, auction words) in the user's language,
named as the chosen deck names them (French or German suits)."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QCoreApplication, QEvent, QObject

from skat_desktop.controller.game import DEFAULT_HUMAN_NAME
from skat_desktop.controller.messages import game_name, game_word
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
from skat_desktop.ui import i18n
from skat_desktop.ui.cards import rank_letters, shared_renderer

SUIT_SYMBOLS = "♣♠♥♦"
GERMAN = "german"  # DeckStyle.kind of a German-suited deck


def shown_snapshot(snap: TableSnapshot) -> TableSnapshot:
    """`snap` as the table shows it: the human's default name ("You") in the user's language,
    and the message worded with the chosen deck's names.

    The controller, settings and archive keep the English default, so saved names and
    statistics stay the same whatever the language; a name the user chose is shown as is.
    """
    message = _shown_message(snap)
    if message != snap.message:
        snap = replace(snap, message=message)
    names = snap.names
    if not 0 <= snap.human < len(names) or not is_default_human(names[snap.human]):
        return snap
    shown = shown_name(names[snap.human])
    return replace(snap, names=(*names[: snap.human], shown, *names[snap.human + 1 :]))


def shown_name(name: str) -> str:
    """A player's name as the app shows it: the human's default name in the user's
    language ("Sie", "Tú"); a name the user chose as it is."""
    if is_default_human(name):
        return QCoreApplication.translate("GameController", "You")
    return name


def is_default_human(name: str) -> bool:
    """Whether ``name`` is the human's default: settings and archives keep it in English."""
    return name == DEFAULT_HUMAN_NAME


def shown_text(text: str) -> str:
    """A sentence of the controller (a refusal, say) with its suit names as the deck on the
    table has them: the controller knows no decks and says Clubs, Spades..."""
    t = terms()
    for game in (GameType.CLUBS, GameType.SPADES, GameType.HEARTS, GameType.DIAMONDS):
        said, shown = game_word(game), t.game(game)
        if said != shown:
            text = text.replace(said, shown)
    return text


def _shown_message(snap: TableSnapshot) -> str:
    """The controller's message as the table words it.

    The controller knows no decks: the result of a deal is said here, from the snapshot,
    and the contract named in any other message is swapped for the deck's name of it.
    """
    t = terms()
    said = t.result_sentence(snap)
    if said:
        return said
    contract = snap.contract
    if contract is None or not snap.message:
        return snap.message
    return snap.message.replace(game_name(contract), t.contract(contract))


class Terms(QObject):
    """Translates the game's own words; one object so lupdate sees each literal once.

    Suits and cards are named after the deck on the table: the German deck's Eichel, Grün,
    Herz, Schellen, Unter and Ober (Acorns, Leaves, Hearts, Bells in English), the French
    and tournament decks' Clubs, Spades, Hearts, Diamonds with their symbols.
    """

    def __init__(self) -> None:
        super().__init__()
        renderer = shared_renderer()
        self._deck_kind = renderer.style_info().kind
        renderer.styleChanged.connect(self._deck_changed)

    @property
    def german_deck(self) -> bool:
        return self._deck_kind == GERMAN

    def _deck_changed(self, _style: str) -> None:
        kind = shared_renderer().style_info().kind
        if kind == self._deck_kind:
            return
        self._deck_kind = kind
        # Every shown text naming a suit or card now reads otherwise: the same re-labelling
        # as a language switch (widgets re-translate, the window has the message rebuilt).
        app = QCoreApplication.instance()
        if app is not None:
            QCoreApplication.sendEvent(app, QEvent(QEvent.Type.LanguageChange))

    def position(self, index: int | None) -> str:
        if index == 0:
            return self.tr("Forehand")
        if index == 1:
            return self.tr("Middlehand")
        if index == 2:
            return self.tr("Rearhand")
        return self.tr("Sits out")

    def game(self, game: GameType) -> str:
        if self.german_deck:
            return self._german_suit(game) if game.is_suit else self._other_game(game)
        return self._french_suit(game) if game.is_suit else self._other_game(game)

    def _french_suit(self, game: GameType) -> str:
        names = {
            GameType.CLUBS: self.tr("Clubs"),
            GameType.SPADES: self.tr("Spades"),
            GameType.HEARTS: self.tr("Hearts"),
            GameType.DIAMONDS: self.tr("Diamonds"),
        }
        return names[game]

    def _german_suit(self, game: GameType) -> str:
        # A context of their own: in English, Spanish and Italian the German deck's suits
        # have names of their own (Acorns, Bellotas, Ghiande...), not the French cards'.
        names = {
            GameType.CLUBS: QCoreApplication.translate("GermanDeck", "Acorns"),
            GameType.SPADES: QCoreApplication.translate("GermanDeck", "Leaves"),
            GameType.HEARTS: QCoreApplication.translate("GermanDeck", "Hearts"),
            GameType.DIAMONDS: QCoreApplication.translate("GermanDeck", "Bells"),
        }
        return names[game]

    def suit_mark(self, game: GameType) -> str:
        """The trump suit in a narrow column: its symbol on French cards, a short form of
        its name on German ones (which have no ♣♠♥♦). Each short form must differ from the
        list's Grand and Null: German lists write "Gr" for Grand, so Grün is "Grü"."""
        if not self.german_deck:
            return SUIT_SYMBOLS[game]
        marks = {
            GameType.CLUBS: QCoreApplication.translate("GermanDeck", "Ac", "short for Acorns"),
            GameType.SPADES: QCoreApplication.translate("GermanDeck", "Le", "short for Leaves"),
            GameType.HEARTS: QCoreApplication.translate("GermanDeck", "He", "short for Hearts"),
            GameType.DIAMONDS: QCoreApplication.translate("GermanDeck", "Be", "short for Bells"),
        }
        return marks[game]

    def _other_game(self, game: GameType) -> str:
        return self.tr("Grand") if game == GameType.GRAND else self.tr("Null")

    def contract(self, contract: Contract) -> str:
        """E.g. "Grand Hand, Schneider announced", "Null Ouvert"."""
        parts = [self.game(contract.game)]
        if contract.hand:
            parts.append(self.tr("Hand"))
        if contract.ouvert:
            parts.append(self.tr("Ouvert"))
        name = " ".join(parts)
        if contract.schwarz_announced and not contract.ouvert:
            return self.tr("%1, Schwarz announced").replace("%1", name)
        if contract.schneider_announced and not contract.ouvert:
            return self.tr("%1, Schneider announced").replace("%1", name)
        return name

    def _contract_in_sentence(self, contract: Contract) -> str:
        """The contract inside a sentence: an announcement after a comma is closed by one."""
        name = self.contract(contract)
        announced = contract.schneider_announced or contract.schwarz_announced
        return name + "," if announced and not contract.ouvert else name

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
            "bock": self.tr("Bock"),
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
        """Short card name: with its suit symbol on French cards, e.g. "♣J" or "♥10"; with
        the suit's name and the card's index on German ones, e.g. "U of Acorns"."""
        rank = RANK_LETTERS[rank_of(c)]
        if self.german_deck:
            # Unter, Ober, König, Daus read U O K A on the cards in every language.
            index = rank_letters(GERMAN, "en")[rank_of(c)]
            return (
                QCoreApplication.translate("GermanDeck", "%1 of %2")
                .replace("%1", index)
                .replace("%2", self._german_suit(GameType(suit_of(c))))
            )
        # The letters the cards' own corners show in this language (J Q K A in Italian,
        # B D K A in German), so that a text names a card as it reads on the table.
        courts = rank_letters("french", i18n.current_language())[4:]
        letters = {"T": "10", **dict(zip(("J", "Q", "K", "A"), courts, strict=True))}
        # The order players say a card in: rank first in English ("A♥", as the card's
        # index reads), Spanish and Italian; suit first in German ("♥A": Herz-Ass).
        return (
            self.tr("%1%2", "a card's short name: %1 its rank, %2 its suit symbol")
            .replace("%1", letters.get(rank, rank))
            .replace("%2", SUIT_SYMBOLS[suit_of(c)])
        )

    def cards(self, mask: CardSet) -> str:
        separator = ", " if self.german_deck else " "  # names of several words need commas
        return separator.join(self.card(c) for c in cards_of(mask))

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

    def result_sentence(self, snap: TableSnapshot) -> str:
        """The end of a declarer's deal in one sentence, e.g. "You won Grand with 71 points:
        +96." or "Anna lost Null by taking a trick: -46."; "" for anything else.

        The number is the list's entry, a Bock round's doubling included. Null is won or
        lost by tricks, so its sentence names no card points.
        """
        r = snap.result
        if (
            snap.state != "deal_over"
            or snap.abandoned
            or r is None
            or r.passed_in
            or r.is_ramsch
            or r.contract is None
            or snap.declarer is None
            or not 0 <= snap.declarer < len(snap.names)
        ):
            return ""
        game = self._contract_in_sentence(r.contract)
        entry = r.score * snap.bock
        # Signed as the score line and the sheet write it: "+40" for a game won.
        score = ("+" if entry > 0 else "") + str(entry)
        if snap.declarer == snap.human:
            if r.contract.is_null:
                if r.won:
                    text = self.tr("You won %1 without taking a trick: %2.")
                elif r.declarer_tricks:
                    text = self.tr("You lost %1 by taking a trick: %2.")
                else:
                    text = self.tr("You lost %1: %2.")
                return text.replace("%1", game).replace("%2", score)
            if r.won:
                text = self.tr("You won %1 with %2 points: %3.")
            else:
                text = self.tr("You lost %1 with %2 points: %3.")
            return (
                text.replace("%1", game).replace("%2", str(r.declarer_points)).replace("%3", score)
            )
        name = snap.names[snap.declarer]
        if r.contract.is_null:
            if r.won:
                text = self.tr("%1 won %2 without taking a trick: %3.")
            elif r.declarer_tricks:
                text = self.tr("%1 lost %2 by taking a trick: %3.")
            else:
                text = self.tr("%1 lost %2: %3.")
            return text.replace("%2", game).replace("%3", score).replace("%1", name)
        if r.won:
            text = self.tr("%1 won %2 with %3 points: %4.")
        else:
            text = self.tr("%1 lost %2 with %3 points: %4.")
        return (
            text.replace("%2", game)
            .replace("%3", str(r.declarer_points))
            .replace("%4", score)
            .replace("%1", name)
        )

    def score_line(self, result: DealResult, name: str, human: bool, bock: int = 1) -> str:
        """Whom the declarer's list entry goes to, e.g. "Score: +60 for you" or
        "Score: -120 for Ben (a lost game counts double)"; `bock` is the deal's Bock
        multiplier, which the entry includes."""
        entry = result.score * bock
        score = ("+" if entry > 0 else "") + str(entry)
        if human:
            if result.won:
                return self.tr("Score: %1 for you").replace("%1", score)
            return self.tr("Score: %1 for you (a lost game counts double)").replace("%1", score)
        if result.won:
            text = self.tr("Score: %1 for %2")
        else:
            text = self.tr("Score: %1 for %2 (a lost game counts double)")
        return text.replace("%1", score).replace("%2", name)

    def breakdown(self, result: DealResult, bock: int = 1) -> str:
        """The multiplier named level by level: "with 2, game 3, Hand 4 × 24 = 96", then each
        doubling: "… × 24 = 96, Kontra ×2, Re ×2 = 384", a Bock round's last: "…, Bock ×2 =
        768", so the figure at the end is what the list books (a lost game twice that)."""
        doublings = [level for level in result.levels if level.factor > 1]
        if bock > 1:
            doublings.append(Level("bock", 0, bock))
        if result.is_ramsch:
            return self._ramsch_breakdown(result, doublings, bock)
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
                text += " = " + str(product * result.factor * bock)
        return text

    def _ramsch_breakdown(self, result: DealResult, doublings: list[Level], bock: int) -> str:
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
            text += " = " + str(base * result.factor * bock)
        return text


_terms: Terms | None = None


def terms() -> Terms:
    """The shared Terms object (its translations follow the installed catalogues)."""
    global _terms
    if _terms is None:
        _terms = Terms()
    return _terms
