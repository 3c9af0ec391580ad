"""The panel's pages in trick play and at the end of a deal (the result in words)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractButton,
    QHBoxLayout,
    QLabel,
)

from skat_desktop.controller.snapshot import TableSnapshot

from ..terms import terms
from .base import _button, _Page


class PlayPage(_Page):
    """During trick play: what to do, and the last trick on demand."""

    show_last_trick = Signal()

    def __init__(self) -> None:
        super().__init__()
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 2, 0, 0)
        layout.setAlignment(Qt.AlignmentFlag.AlignTop)  # right under the message line
        self.text = QLabel()
        self.text.setObjectName("playText")
        self.text.setWordWrap(True)
        self.last = _button("lastTrickButton")
        self.last.clicked.connect(self.show_last_trick)
        layout.addWidget(self.text, 1)
        layout.addWidget(self.last)
        self._snap: TableSnapshot | None = None
        self.retranslate()

    def retranslate(self) -> None:
        self.last.setText(self.tr("1  Last trick (L)"))
        self.last.setAccessibleName(self.tr("Show the last trick"))
        if self._snap is not None:
            self.show_snapshot(self._snap)  # the prompt, in the new language

    def show_snapshot(self, snap: TableSnapshot) -> None:
        self._snap = snap
        self.last.setEnabled(bool(snap.last_trick))
        if snap.human_to_move and snap.state == "playing":
            # The message line says whose turn it is; this only says how to play a card.
            self.text.setText(self.tr("Click a card, or choose with Left/Right and press Enter."))
        else:
            self.text.setText("")

    def buttons(self) -> list[QAbstractButton]:
        return [self.last]


class ResultPage(_Page):
    """The deal's result in words, level by level, with Play again."""

    play_again = Signal()

    def __init__(self) -> None:
        super().__init__()
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 2, 0, 0)  # the whole height: the lines may wrap
        # The whole result (for the accessible text and tests) and, shown, the same lines
        # in two columns so they fit the low panel: who won and why beside what it scored.
        self.text = QLabel()
        self.text.setObjectName("resultText")
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.text.hide()
        self.left = QLabel()
        self.left.setObjectName("resultLeft")
        self.left.setWordWrap(True)
        self.left.setTextFormat(Qt.TextFormat.RichText)
        self.left.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        self.right = QLabel()
        self.right.setObjectName("resultRight")
        self.right.setWordWrap(True)
        self.right.setTextFormat(Qt.TextFormat.RichText)
        self.right.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        self.again = _button("playAgainButton")
        self.again.clicked.connect(self.play_again)
        layout.addWidget(self.left, 1)
        layout.addWidget(self.right, 1)
        layout.addWidget(self.again)
        self._snap: TableSnapshot | None = None
        self.retranslate()

    def retranslate(self) -> None:
        self.again.setText(self.tr("1  Play again"))
        self.again.setAccessibleName(self.tr("Play again"))
        if self._snap is not None:
            self.show_snapshot(self._snap)

    def show_snapshot(self, snap: TableSnapshot) -> None:
        self._snap = snap
        if snap.state == "series_over":
            self.again.setText(self.tr("1  New series"))
        else:
            self.again.setText(self.tr("1  Play again"))
        html = result_html(self, snap)
        self.text.setText(html)
        lines = html.split("<br>")
        if snap.message and snap.state == "deal_over":
            # The message line above says who won what, with the score: its head would
            # repeat it, so the columns begin with the card points. (At the series' end
            # the line says that the series is over, and the head stays.)
            lines = lines[1:]
        # The card points and why on the left; the value, the score and the skat right.
        half = min(2, len(lines)) if len(lines) > 2 else len(lines)
        self.left.setText("<br>".join(lines[:half]))
        self.right.setText("<br>".join(lines[half:]))
        self.right.setVisible(len(lines) > half)
        self.left.setVisible(bool(lines))

    def buttons(self) -> list[QAbstractButton]:
        return [self.again]

    def main_button(self) -> QAbstractButton | None:
        return self.again

    def bock_lines(self, snap: TableSnapshot) -> list[str]:
        """Why the breakdown ends with a Bock doubling (its figures already include it)."""
        if snap.bock <= 1:
            return []
        if snap.bock >= 4:
            return [self.tr("Bock on Bock: the list counts it four times")]
        return [self.tr("Bock round: the list counts it double")]

    def bock_start_lines(self, snap: TableSnapshot) -> list[str]:
        """That this game starts a Bock round, and for how many deals: the sheet marks it
        only from the next deal on, so the result is where the player learns it."""
        row = next((row for row in snap.sheet if row.get("number") == snap.deal_number), None)
        if row is None or not row.get("bock_event"):
            return []
        deals = str(snap.players)  # a round: one deal per player at the table
        if snap.bock_rounds:
            # A round runs with this deal: the new one comes on top of it.
            text = self.tr("This game starts one more Bock round: %1 more deals count double.")
        else:
            text = self.tr("This game starts a Bock round: the next %1 deals count double.")
        return [text.replace("%1", deals)]

    def pushes_line(self, pushes: int) -> str:
        """How often the Schieberamsch skat was pushed on, in words ("once", "twice")."""
        if pushes == 1:
            return self.tr("Pushed on once: each push doubles")
        if pushes == 2:
            return self.tr("Pushed on twice: each push doubles")
        return self.tr("Pushed on %1 times: each push doubles").replace("%1", str(pushes))

    def ramsch_html(self, snap: TableSnapshot) -> str:
        """A Ramsch: each player's card points and score, Jungfrau, Durchmarsch, pushes."""
        t = terms()
        r = snap.result
        assert r is not None
        scores = r.ramsch_scores or (0, 0, 0)
        points = r.ramsch_points or (0, 0, 0)
        if r.durchmarsch:
            head = self.tr("Ramsch: Durchmarsch, one player took every trick")
        else:
            head = self.tr("Ramsch: the most card points lose")
        lines = ["<b>" + head + "</b>"]
        parts = []
        for position, player in enumerate(snap.seating):
            name = self.tr("You") if player == snap.human else snap.names[player]
            entry = scores[position] * snap.bock  # the list's entry
            score = ("+" if entry > 0 else "") + str(entry) if entry else "0"
            parts.append(
                self.tr("%1 %2 points (%3)")
                .replace("%1", name)
                .replace("%2", str(points[position]))
                .replace("%3", score)
            )
        lines.append(" · ".join(parts))
        lines.append(t.breakdown(r, snap.bock))
        notes = []
        if r.jungfrau:
            notes.append(self.tr("Jungfrau: a player took no trick, the loss counts double"))
        if r.pushes:
            notes.append(self.pushes_line(r.pushes))
        notes += self.bock_lines(snap)
        if notes:
            lines.append(" · ".join(notes))
        skat = t.cards(snap.skat_seen)
        if skat:
            text = self.tr("Skat (to the last trick): %1").replace("%1", skat)
            if snap.pushed:
                text += " · " + self.tr("you pushed: %1").replace("%1", t.cards(snap.pushed))
            lines.append(text)
        return "<br>".join(lines)


def _given_up_line(snap: TableSnapshot) -> str:
    """Why a game given up early scores as it does: the card points shown are not those of
    ten tricks, so the reader needs the rule that turned them into the result."""
    r = snap.result
    if r is None or r.ended_by != "resigned" or r.contract is None:
        return ""
    if not r.won:
        if snap.declarer == snap.human:
            text = QCoreApplication.translate(
                "ResultPage",
                "You gave the game up: a declarer who gives up loses the game at its value. "
                "The card points are those taken so far; Schneider counts only if reached.",
            )
        else:
            text = QCoreApplication.translate(
                "ResultPage",
                "The declarer gave the game up and loses it at its value. The card points "
                "are those taken so far; Schneider counts only if reached.",
            )
        return text
    if r.contract.is_null:
        return QCoreApplication.translate(
            "ResultPage", "The defenders conceded: the declarer wins the Null game."
        )
    return QCoreApplication.translate(
        "ResultPage",
        "The defenders conceded: every card not yet in their tricks goes to the declarer.",
    )


def result_html(page: ResultPage, snap: TableSnapshot) -> str:
    """The result as a few lines of rich text (used by the panel and the accessible text)."""
    t = terms()
    r = snap.result
    if snap.abandoned:
        return (
            "<b>"
            + QCoreApplication.translate("ResultPage", "The deal was abandoned and does not count.")
            + "</b>"
        )
    if r is not None and r.is_ramsch:
        return page.ramsch_html(snap)
    if r is None or r.passed_in or r.contract is None or snap.declarer is None:
        return (
            "<b>"
            + QCoreApplication.translate(
                "ResultPage", "Everybody passed: the deal is passed in, nobody scores."
            )
            + "</b>"
        )
    name = snap.names[snap.declarer]
    game = t.contract(r.contract)
    if snap.declarer == snap.human:
        head = (
            QCoreApplication.translate("ResultPage", "You win %1")
            if r.won
            else QCoreApplication.translate("ResultPage", "You lose %1")
        )
        head = head.replace("%1", game)
    elif r.won:
        head = (
            QCoreApplication.translate("ResultPage", "%1 wins %2")
            .replace("%1", name)
            .replace("%2", game)
        )
    else:
        head = (
            QCoreApplication.translate("ResultPage", "%1 loses %2")
            .replace("%1", name)
            .replace("%2", game)
        )
    lines = ["<b>" + head + "</b>"]
    if r.contract.is_null:
        facts = QCoreApplication.translate(
            "ResultPage", "Tricks taken by the declarer: %1"
        ).replace("%1", str(r.declarer_tricks))
    else:
        facts = (
            QCoreApplication.translate("ResultPage", "Card points: %1 to %2")
            .replace("%1", str(r.declarer_points))
            .replace("%2", str(120 - r.declarer_points))
        )
    lines.append(facts)
    given_up = _given_up_line(snap)
    if given_up:
        lines.append(given_up)
    lines.append(t.breakdown(r, snap.bock))
    if r.overbid:
        lines.append(
            QCoreApplication.translate(
                "ResultPage",
                "Overbid: the game is worth less than the bid of %1, so it is lost and counts "
                "as %2, the lowest multiple of %3 that reaches the bid.",
            )
            .replace("%1", str(r.bid))
            .replace("%2", str(r.value // max(1, r.factor)))
            .replace("%3", str(r.base_value))
        )
    scored = t.score_line(r, name, snap.declarer == snap.human, snap.bock)
    # One line for the score and the table rules that changed it, so the result fits the panel.
    notes = [scored]
    if r.kontra:
        said = snap.names[snap.kontra_by] if snap.kontra_by is not None else "?"
        if snap.kontra_by == snap.human:
            said = QCoreApplication.translate("ResultPage", "you")
        if r.re:
            notes.append(
                QCoreApplication.translate(
                    "ResultPage", "Kontra by %1, Re: four times the value"
                ).replace("%1", said)
            )
        else:
            notes.append(
                QCoreApplication.translate("ResultPage", "Kontra by %1: double the value").replace(
                    "%1", said
                )
            )
    notes += page.bock_lines(snap)
    notes += page.bock_start_lines(snap)
    lines.append(" · ".join(notes))
    shown = t.cards(snap.skat_seen)
    if shown:
        skat = QCoreApplication.translate("ResultPage", "Skat: %1").replace("%1", shown)
        if snap.skat_put_back:
            skat += " · " + QCoreApplication.translate("ResultPage", "picked up and put back")
        elif snap.discard:
            skat += " · " + QCoreApplication.translate("ResultPage", "put away: %1").replace(
                "%1", t.cards(snap.discard)
            )
        lines.append(skat)
    return "<br>".join(lines)
