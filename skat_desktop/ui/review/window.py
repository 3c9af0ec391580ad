"""The review window: a past series' score sheet and its deals stepped through trick by trick."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QKeyEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from skat_desktop.engine.cards import card_points
from skat_desktop.engine.rules import Contract
from skat_desktop.engine.scoring import DealResult, Level
from skat_desktop.engine.series import Series
from skat_desktop.storage.archive import ArchivedSeries, ScoreSheetRow, score_sheet_rows
from skat_desktop.ui.review.learn import LearnBar
from skat_desktop.ui.review.sources import ReviewDeal, deals_from_series, read_records_file
from skat_desktop.ui.review.steps import (
    AUCTION,
    DEAL,
    DECLARATION,
    SKAT,
    TRICK,
    ReviewStep,
    review_steps,
)
from skat_desktop.ui.review.table import ReviewTable
from skat_desktop.ui.screen_fit import fit_to_screen
from skat_desktop.ui.terms import is_default_human, shown_name, terms

__all__ = ["ReviewWindow"]

# Bock rows stand out as on the live score sheet (ui/score_sheet.py).
BOCK_BACKGROUND = QColor(255, 236, 179)


class ReviewWindow(QWidget):
    """Steps through deals: Left/Right (or the buttons) move a step, Up/Down a deal.

    Build it from an archived series (``for_archived``), a file of ISS records
    (``for_records_file``) or any list of ``ReviewDeal``.
    """

    step_changed = Signal(int, int)  # deal index, step index
    play_requested = Signal(object)  # a controller.learning.PracticeRequest (Play from here)

    def __init__(
        self,
        deals: Sequence[ReviewDeal],
        *,
        title: str = "",
        players: Sequence[str] = (),
        sheet: Sequence[ScoreSheetRow] = (),
        problems: Sequence[str] = (),
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("reviewWindow")
        self.deals = list(deals)
        self.players = list(players)
        self.sheet = list(sheet)
        self.problems = list(problems)
        self._title = title
        self._steps: list[ReviewStep] = []
        self.deal_index = -1
        self.step_index = -1
        self._build()
        self.retranslate()
        fit_to_screen(self, 1100, 680)
        # A plain window has no Escape as a dialog has; a shortcut works whatever has focus.
        QShortcut(QKeySequence(Qt.Key.Key_Escape), self).activated.connect(self.close)
        if self.deals:
            self.select_deal(0)

    # -- construction -----------------------------------------------------------------

    @classmethod
    def for_archived(cls, archived: ArchivedSeries, parent: QWidget | None = None) -> ReviewWindow:
        """Review an archived series; a payload the engine cannot replay lists as a problem."""
        summary = archived.summary
        problems: list[str] = []
        deals: list[ReviewDeal] = []
        raw = archived.series.get("series", archived.series)
        try:
            series = Series.from_dict(dict(raw) if isinstance(raw, dict) else {})
        except ValueError as error:
            problems.append(str(error))
            series = None
        names = list(summary["players"]) if summary is not None else []
        if series is not None:
            while len(names) < series.players:
                names.append(_player_name(len(names)))
            deals = deals_from_series(series, names)
        title = archived.entry.started_at[:16].replace("T", " ")
        return cls(
            deals,
            title=title,
            players=names,
            sheet=score_sheet_rows(summary) if summary is not None else (),
            problems=problems,
            parent=parent,
        )

    @classmethod
    def for_records_file(cls, path: Path, parent: QWidget | None = None) -> ReviewWindow:
        """Review the deals of a file of ISS records; unreadable records list as problems."""
        deals, problems = read_records_file(path)
        return cls(deals, title=path.name, problems=problems, parent=parent)

    def _build(self) -> None:
        self.heading = QLabel()
        self.heading.setObjectName("reviewHeading")
        font = self.heading.font()
        font.setPointSizeF(font.pointSizeF() * 1.2)
        font.setBold(True)
        self.heading.setFont(font)
        self.problem_label = QLabel()
        self.problem_label.setWordWrap(True)
        self.problem_label.setObjectName("reviewProblems")
        self.problem_label.setStyleSheet("color: #9a3412;")
        self.problem_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)

        self.deal_list = QListWidget()
        self.deal_list.setObjectName("reviewDeals")
        # Up/Down are the window's keys for changing deal; the list is for the mouse.
        self.deal_list.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.deal_list.currentRowChanged.connect(self._deal_row_changed)
        self.sheet_table = QTableWidget()
        self.sheet_table.setObjectName("reviewSheet")
        self.sheet_table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.sheet_table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.sheet_table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.sheet_table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.sheet_table.verticalHeader().setVisible(False)
        self.sheet_table.verticalHeader().setDefaultSectionSize(
            self.sheet_table.fontMetrics().height() + 8
        )
        self.sheet_table.horizontalHeader().setSectionResizeMode(
            QHeaderView.ResizeMode.ResizeToContents
        )
        self.sheet_table.cellClicked.connect(self._sheet_clicked)
        self.side_tabs = QTabWidget()
        self.side_tabs.addTab(self.deal_list, "")
        self.side_tabs.addTab(self.sheet_table, "")
        self.side_tabs.setTabVisible(1, bool(self.sheet))

        self.table = ReviewTable()
        self.caption = QLabel()
        self.caption.setObjectName("reviewCaption")
        self.caption.setWordWrap(True)
        self.caption.setMinimumHeight(self.caption.fontMetrics().height() * 3)
        self.caption.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.first_button = QPushButton()
        self.back_button = QPushButton()
        self.forward_button = QPushButton()
        self.last_button = QPushButton()
        self.position_label = QLabel()
        self.position_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        for button, slot in (
            (self.first_button, self.first_step),
            (self.back_button, self.step_back),
            (self.forward_button, self.step_forward),
            (self.last_button, self.last_step),
        ):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.clicked.connect(slot)
        nav = QHBoxLayout()
        nav.addWidget(self.first_button)
        nav.addWidget(self.back_button)
        nav.addWidget(self.position_label, 1)
        nav.addWidget(self.forward_button)
        nav.addWidget(self.last_button)

        right = QWidget()
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(0, 0, 0, 0)
        right_layout.addWidget(self.table, 1)
        right_layout.addWidget(self.caption)
        # Why the computer players did what they did, and Play from here / Replay.
        self.learn_bar = LearnBar()
        self.learn_bar.play_requested.connect(self.play_requested.emit)
        right_layout.addWidget(self.learn_bar)
        from .seedbar import SeedBar

        self.seed_bar = SeedBar()  # the deal number and Verify
        right_layout.addWidget(self.seed_bar)
        right_layout.addLayout(nav)
        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(self.side_tabs)
        splitter.addWidget(right)
        splitter.setStretchFactor(0, 0)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([400, 700])
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addWidget(self.problem_label)
        layout.addWidget(splitter, 1)
        self.table.setFocus()

    # -- language ---------------------------------------------------------------------

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Review"))
        self.heading.setText(
            self.tr("Review: {title}").format(title=self._title) if self._title else ""
        )
        self.heading.setVisible(bool(self._title))
        self.side_tabs.setTabText(0, self.tr("Deals"))
        self.side_tabs.setTabText(1, self.tr("Score sheet"))
        self.first_button.setText(self.tr("First"))
        self.first_button.setToolTip(self.tr("The cards as dealt (Home)"))
        self.back_button.setText(self.tr("◀ Back"))
        self.back_button.setToolTip(self.tr("One step back (Left)"))
        self.forward_button.setText(self.tr("Forward ▶"))
        self.forward_button.setToolTip(self.tr("One step on (Right)"))
        self.last_button.setText(self.tr("Result"))
        self.last_button.setToolTip(self.tr("The result of the deal (End)"))
        if self.problems:
            self.problem_label.setText(
                self.tr("Some records could not be read:") + "\n" + "\n".join(self.problems[:8])
            )
        elif not self.deals:
            self.problem_label.setText(self.tr("There are no deals to review."))
        self.problem_label.setVisible(bool(self.problems) or not self.deals)
        self._fill_deal_list()
        self._fill_sheet()
        self._show()

    def _fill_deal_list(self) -> None:
        self.deal_list.blockSignals(True)
        self.deal_list.clear()
        for deal in self.deals:
            QListWidgetItem(self._deal_line(deal), self.deal_list)
        if 0 <= self.deal_index < len(self.deals):
            self.deal_list.setCurrentRow(self.deal_index)
        self.deal_list.blockSignals(False)

    def _deal_line(self, review: ReviewDeal) -> str:
        head = self.tr("Deal {number}").format(number=review.label)
        line = head + " · " + self._deal_outcome(review)
        if review.bock > 1:
            line += " · " + self.tr("Bock ×{factor}").format(factor=review.bock)
        if review.with_undo:
            line += " · " + self.tr("↶ played with undo")
        return line

    def _deal_outcome(self, review: ReviewDeal) -> str:
        """What the deal list says about a deal's result, after its number."""
        result = review.deal.result
        if review.abandoned:
            return self.tr("abandoned")
        if result is None:
            return self.tr("unfinished")
        if result.passed_in:
            return self.tr("passed in")
        if result.ramsch_scores is not None:
            label = self._ramsch_label(result.durchmarsch, result.jungfrau, result.pushes)
            who, entry = self._ramsch_decided(result, review.names)
            return f"{label} · {', '.join(who)} {_signed(entry * review.bock)}" if who else label
        if result.declarer is None or result.contract is None:
            return self.tr("void")
        mark = "✓" if result.won else "✗"
        game = terms().contract(result.contract) + self._doubling(result.kontra, result.re)
        name = shown_name(review.names[result.declarer])
        # The list's entry, as the live table and the sheet say it (a Bock round doubles it).
        return f"{name} · {game} {mark} {_signed(result.score * review.bock)}"

    @staticmethod
    def _ramsch_decided(result: DealResult, names: Sequence[str]) -> tuple[list[str], int]:
        """Who decided the Ramsch (the loser or losers, or the Durchmarsch winner) and
        their entry as the engine scored it (without Bock: the caller applies it)."""
        entries = result.ramsch_scores or (0, 0, 0)
        biggest = max(entries, key=abs)
        if not biggest:
            return [], 0
        return [shown_name(names[s]) for s, e in enumerate(entries) if e == biggest], biggest

    def _ramsch_label(self, durchmarsch: bool, jungfrau: bool, pushes: int) -> str:
        """E.g. "Ramsch", "Ramsch, Durchmarsch", "Ramsch, pushed 2×, Jungfrau"."""
        t = terms()
        parts = [self.tr("Ramsch")]
        # The level names of the result's breakdown (ui/terms.py), so the words match it.
        if durchmarsch:
            parts.append(t.level(Level("durchmarsch", 0)))
        if pushes:
            pushed = t.level(Level("push", 0))
            parts.append(pushed if pushes == 1 else f"{pushed} {pushes}×")
        if jungfrau:
            parts.append(t.level(Level("jungfrau", 0)))
        return ", ".join(parts)

    def _doubling(self, kontra: bool, re: bool) -> str:
        """The word after a doubled game, as the live score sheet writes it ("" if none)."""
        if re:
            return " " + self.tr("Re")
        return " " + self.tr("Kontra") if kontra else ""

    def _bock_note(self, bock: int) -> str:
        if bock >= 4:
            return self.tr("Bock on Bock: this deal counts four times.")
        if bock == 2:
            return self.tr("Bock round: this deal counts double.")
        return ""

    def _sheet_tip(self, row: ScoreSheetRow) -> str:
        """What the marks of a sheet row mean, for its tool tip (as on the live sheet)."""
        parts = [self._bock_note(row["bock"] or 1)]
        if row["re"]:
            parts.append(self.tr("Kontra and Re: the game value counts four times."))
        elif row["kontra"]:
            parts.append(self.tr("Kontra: the game value counts double."))
        if row["durchmarsch"]:
            parts.append(self.tr("Ramsch: Durchmarsch, one player took every trick."))
        elif row["ramsch"]:
            parts.append(self.tr("Ramsch: the most card points lose them."))
        if row["jungfrau"]:
            parts.append(self.tr("Jungfrau: a player took no trick, the loss counts double."))
        return " ".join(p for p in parts if p)

    def _fill_sheet(self) -> None:
        rows = self.sheet
        headers = [self.tr("#"), self.tr("Declarer"), self.tr("Game"), self.tr("Value")]
        headers += [shown_name(name) for name in self.players]
        self.sheet_table.setColumnCount(len(headers))
        self.sheet_table.setHorizontalHeaderLabels(headers)
        self.sheet_table.setRowCount(len(rows) + (1 if rows else 0))
        t = terms()
        for r, row in enumerate(rows):
            declarer = shown_name(row["declarer"]) if row["declarer"] else "–"
            if row["ramsch"]:
                declarer = self.tr("Ramsch")
                game = self._ramsch_label(row["durchmarsch"], row["jungfrau"], row["pushes"])
            elif row["declarer"] is None:
                game = self.tr("passed in")
            elif row["contract"]:
                game = t.contract(Contract.parse(row["contract"]))
                game += (" ✓" if row["won"] else " ✗") + self._doubling(row["kontra"], row["re"])
            else:
                game = "–"
            bock = row["bock"] or 1
            # "B" per Bock round the deal counts in ("BB": Bock on Bock), as the live sheet.
            marker = "B" * (bock.bit_length() - 1)
            cells = [
                str(row["deal"]) + (" " + marker if marker else ""),
                declarer,
                game,
                "" if row["value"] is None else str(row["value"]),
            ]
            tip = self._sheet_tip(row)
            # As on a paper list, a player's running total is written when it changes.
            cells += [
                str(total) if score else ""
                for score, total in zip(row["scores"], row["totals"], strict=True)
            ]
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if c == 0 or c >= 3:
                    item.setTextAlignment(
                        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                    )
                if tip:
                    item.setToolTip(tip)
                if bock > 1:
                    item.setBackground(QBrush(BOCK_BACKGROUND))
                self.sheet_table.setItem(r, c, item)
        if rows:
            last = len(rows)
            label = QTableWidgetItem(self.tr("Seeger-Fabian"))
            bold = label.font()
            bold.setBold(True)
            label.setFont(bold)
            self.sheet_table.setItem(last, 0, label)
            self.sheet_table.setSpan(last, 0, 1, 4)
            for p, total in enumerate(rows[-1]["seeger_fabian"]):
                item = QTableWidgetItem(str(total))
                item.setFont(bold)
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.sheet_table.setItem(last, 4 + p, item)

    # -- navigation -------------------------------------------------------------------

    @property
    def steps(self) -> list[ReviewStep]:
        return list(self._steps)

    @property
    def current_step(self) -> ReviewStep | None:
        if 0 <= self.step_index < len(self._steps):
            return self._steps[self.step_index]
        return None

    def select_deal(self, index: int, step: int = 0) -> None:
        if not 0 <= index < len(self.deals):
            return
        self.deal_index = index
        self._steps = review_steps(self.deals[index].deal)
        self.step_index = min(max(step, 0), len(self._steps) - 1)
        self.deal_list.blockSignals(True)
        self.deal_list.setCurrentRow(index)
        self.deal_list.blockSignals(False)
        self._show()

    def go_to_step(self, index: int) -> None:
        if self._steps:
            self.step_index = min(max(index, 0), len(self._steps) - 1)
            self._show()

    def step_forward(self) -> None:
        # At a deal's result, Right goes on to the next deal's first step.
        if self.step_index >= len(self._steps) - 1 and self.deal_index < len(self.deals) - 1:
            self.select_deal(self.deal_index + 1)
        else:
            self.go_to_step(self.step_index + 1)

    def step_back(self) -> None:
        if self.step_index <= 0 and self.deal_index > 0:
            self.select_deal(self.deal_index - 1, step=10_000)
        else:
            self.go_to_step(self.step_index - 1)

    def first_step(self) -> None:
        self.go_to_step(0)

    def last_step(self) -> None:
        self.go_to_step(len(self._steps) - 1)

    def go_to_trick(self, number: int) -> None:
        """Show trick ``number`` (1..10) of the current deal, if it was played."""
        for i, step in enumerate(self._steps):
            if step.kind == TRICK and step.trick_number == number:
                self.go_to_step(i)
                return

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        actions: dict[int, Any] = {
            Qt.Key.Key_Right: self.step_forward,
            Qt.Key.Key_Left: self.step_back,
            Qt.Key.Key_Home: self.first_step,
            Qt.Key.Key_End: self.last_step,
            Qt.Key.Key_Down: lambda: self.select_deal(self.deal_index + 1),
            Qt.Key.Key_PageDown: lambda: self.select_deal(self.deal_index + 1),
            Qt.Key.Key_Up: lambda: self.select_deal(self.deal_index - 1),
            Qt.Key.Key_PageUp: lambda: self.select_deal(self.deal_index - 1),
        }
        action = actions.get(key)
        if action is None:
            super().keyPressEvent(event)
            return
        action()
        event.accept()

    def _deal_row_changed(self, row: int) -> None:
        if row != self.deal_index:
            self.select_deal(row)
        self.table.setFocus()

    def _sheet_clicked(self, row: int, column: int) -> None:
        if row < len(self.sheet):
            number = self.sheet[row]["deal"]
            index = next((i for i, d in enumerate(self.deals) if d.number == number), row)
            self.select_deal(index)

    # -- showing ----------------------------------------------------------------------

    def _show(self) -> None:
        step = self.current_step
        review = self.deals[self.deal_index] if 0 <= self.deal_index < len(self.deals) else None
        names = review.names if review is not None else ("", "", "")
        shown = (shown_name(names[0]), shown_name(names[1]), shown_name(names[2]))
        self.table.show_step(step, shown, tuple(names))
        self.seed_bar.show_deal(review)
        self.caption.setText(self.describe_step(step, review) if step and review else "")
        previous = self._steps[self.step_index - 1] if self.step_index > 0 else None
        self.learn_bar.show_step(review, step, previous)
        total = len(self._steps)
        self.position_label.setText(
            self.tr("Deal {deal} of {deals} · step {step} of {steps}").format(
                deal=self.deal_index + 1,
                deals=len(self.deals),
                step=self.step_index + 1,
                steps=total,
            )
            if step is not None
            else ""
        )
        at_start = self.step_index <= 0 and self.deal_index <= 0
        at_end = self.step_index >= total - 1 and self.deal_index >= len(self.deals) - 1
        self.back_button.setEnabled(step is not None and not at_start)
        self.first_button.setEnabled(step is not None and self.step_index > 0)
        self.forward_button.setEnabled(step is not None and not at_end)
        self.last_button.setEnabled(step is not None and self.step_index < total - 1)
        if step is not None:
            self.step_changed.emit(self.deal_index, self.step_index)

    def describe_step(self, step: ReviewStep, review: ReviewDeal) -> str:
        """The caption under the table: what happened at this step, in words.

        The human (the player under the default name, shown as "You") is spoken to:
        "You win the auction", not "You wins"; everyone else is named.
        """
        t = terms()
        names = [shown_name(name) for name in review.names]
        you = step.declarer is not None and is_default_human(review.names[step.declarer])
        declarer = names[step.declarer] if step.declarer is not None else ""
        if step.kind == DEAL:
            text = self.tr("Deal {number}: the cards as dealt.").format(number=review.label)
            if review.dealer and is_default_human(review.dealer):
                text += " " + self.tr("You deal and sit out.")
            elif review.dealer:
                text += " " + self.tr("{name} deals and sits out.").format(name=review.dealer)
            return text
        if step.kind == AUCTION:
            said = ", ".join(f"{names[seat]} {t.word(word)}" for seat, word in step.auction)
            if step.declarer is None and review.deal.ramsch:
                outcome = self.tr("All passed: the deal is played as a Ramsch.")
            elif step.declarer is None:
                outcome = self.tr("All passed: the deal is passed in.")
            elif you:
                outcome = self.tr("You win the auction at {value}.").format(value=step.bid_value)
            else:
                outcome = self.tr("{name} wins the auction at {value}.").format(
                    name=declarer, value=step.bid_value
                )
            return self.tr("Auction: {words}.").format(words=said) + " " + outcome
        if step.kind == SKAT:
            if step.picked_up:
                if you:
                    text = self.tr("You pick up the skat ({skat}) and put away {discard}.")
                else:
                    text = self.tr("{name} picks up the skat ({skat}) and puts away {discard}.")
                return text.format(
                    name=declarer, skat=t.cards(step.dealt_skat), discard=t.cards(step.skat)
                )
            if you:
                text = self.tr("You play Hand; the skat ({skat}) stays face down.")
            else:
                text = self.tr("{name} plays Hand; the skat ({skat}) stays face down.")
            return text.format(name=declarer, skat=t.cards(step.skat))
        if step.kind == DECLARATION and step.contract is not None:
            text = self.tr("You declare {game}.") if you else self.tr("{name} declares {game}.")
            return text.format(name=declarer, game=t.contract(step.contract))
        if step.kind == TRICK and step.trick_winner is not None:
            played = ", ".join(f"{names[seat]} {t.card(card)}" for seat, card in step.trick)
            worth = sum(card_points(card) for _, card in step.trick)
            if is_default_human(review.names[step.trick_winner]):
                text = self.tr("Trick {number}: {cards}. You take {points} points.")
            else:
                text = self.tr("Trick {number}: {cards}. {winner} takes {points} points.")
            return text.format(
                number=step.trick_number,
                cards=played,
                winner=names[step.trick_winner],
                points=worth,
            )
        return self._describe_result(step, review)

    def _describe_result(self, step: ReviewStep, review: ReviewDeal) -> str:
        t = terms()
        result = step.result
        if review.abandoned:
            return self.tr("The deal was abandoned and does not count.")
        if step.unfinished or result is None:
            return self.tr("The record ends here, before the deal is over.")
        if result.passed_in:
            return self.tr("Passed in: nobody scores.")
        bock = self._bock_note(review.bock)
        if result.ramsch_scores is not None:
            return self._describe_ramsch(result, review, bock)
        if result.declarer is None or result.contract is None:
            return self.tr("The deal was ended early and does not count.")
        name = review.names[result.declarer]
        game = t.contract(result.contract)
        if result.contract.is_null:
            text = self._null_result(result, name)
        elif is_default_human(name):
            if result.won:
                text = self.tr("You win {game} with {points} card points.")
            else:
                text = self.tr("You lose {game} with {points} card points.")
        elif result.won:
            text = self.tr("{name} wins {game} with {points} card points.")
        else:
            text = self.tr("{name} loses {game} with {points} card points.")
        text = text.format(name=name, game=game, points=result.declarer_points)
        score = _signed(result.score * review.bock)
        text += " " + self.tr("Value {value}, score {score}.").format(
            value=result.value, score=score
        )
        breakdown = t.breakdown(result, review.bock)
        if result.overbid:
            text += " " + self.tr("Overbid: the bid was {bid}.").format(bid=result.bid)
        if bock:
            text += " " + bock
        return text + ("\n" + breakdown if breakdown else "")

    def _null_result(self, result: DealResult, name: str) -> str:
        """A Null is won or lost by tricks, not card points: its sentence names no points."""
        you = is_default_human(name)
        if result.won:
            if you:
                return self.tr("You win {game} without taking a trick.")
            return self.tr("{name} wins {game} without taking a trick.")
        if result.declarer_tricks:
            if you:
                return self.tr("You lose {game} by taking a trick.")
            return self.tr("{name} loses {game} by taking a trick.")
        return self.tr("You lose {game}.") if you else self.tr("{name} loses {game}.")

    def _describe_ramsch(self, result: DealResult, review: ReviewDeal, note: str) -> str:
        """The result of a Ramsch: who lost it (or won it by Durchmarsch), and how."""
        entries = result.ramsch_scores or (0, 0, 0)
        entry = max(entries, key=abs)
        deciding = [s for s, e in enumerate(entries) if entry and e == entry]
        you = any(is_default_human(review.names[s]) for s in deciding)
        others = [review.names[s] for s in deciding if not is_default_human(review.names[s])]
        if result.durchmarsch and you:
            text = self.tr("Durchmarsch! You took every trick: +{score}.")
        elif result.durchmarsch:
            text = self.tr("Durchmarsch! {name} took every trick: +{score}.")
        elif you and others:
            # Equal most points: each of them loses (engine.scoring.ramsch_result).
            text = self.tr(
                "You and {name} lose the Ramsch with {points} points each: {score} each."
            )
        elif you:
            text = self.tr("You lose the Ramsch with {points} points: {score}.")
        elif len(others) > 1:
            text = self.tr("{name} lose the Ramsch with {points} points each: {score} each.")
        else:
            text = self.tr("{name} loses the Ramsch with {points} points: {score}.")
        seat = deciding[0] if deciding else 0
        taken = result.ramsch_points[seat] if result.ramsch_points is not None else 0
        # " & " joins equal losers, as the table's own sentence does (controller/messages.py).
        text = text.format(name=" & ".join(others), points=taken, score=entry * review.bock)
        if note:
            text += " " + note
        breakdown = terms().breakdown(result, review.bock)
        return text + ("\n" + breakdown if breakdown else "")


def _signed(score: int) -> str:
    return ("+" if score > 0 else "") + str(score)


def _player_name(index: int) -> str:
    return QCoreApplication.translate("ReviewWindow", "Player {number}").format(number=index + 1)
