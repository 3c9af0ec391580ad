"""The main window's fair deals: Game > Deal number…, Deal of the day, New duplicate series,
and the toolbar's quiet note of the deal's fingerprint (before) and seed (after); the window
title names a deal of the day, a duplicate series or a deal number's series."""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSize, Qt, QTimer
from PySide6.QtGui import QAction, QPalette, QResizeEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from skat_desktop.engine.seeds import SEED_LIMIT, SeedError, parse_seed, short_fingerprint

if TYPE_CHECKING:
    from skat_desktop.controller.snapshot import TableSnapshot
    from skat_desktop.engine.series import Series

    from .main_window import MainWindow


NOTE_SEPARATOR = " · "


class FittingNote(QLabel):
    """The toolbar's note about the deal's cards, fitted to the room the toolbar gives it:
    the parts that say least give way first, whole (a long deal number after a result
    pushed the whole note into the toolbar's "»" menu, where nobody saw it)."""

    def __init__(self) -> None:
        super().__init__()
        self._parts: list[tuple[int, str]] = []

    def set_parts(self, parts: list[tuple[int, str]]) -> None:
        if parts == self._parts:
            return  # most snapshots change nothing here: no toolbar layout for them
        self._parts = parts
        self.updateGeometry()
        # The toolbar's layout does not hear of a new size hint by itself.
        holder = self.parentWidget()
        layout = holder.layout() if holder is not None else None
        if layout is not None:
            layout.invalidate()
            layout.activate()
        self._fit()

    def full_text(self) -> str:
        return NOTE_SEPARATOR.join(text for _rank, text in self._parts)

    def _width_of(self, text: str) -> int:
        margins = self.contentsMargins()
        return self.fontMetrics().horizontalAdvance(text) + margins.left() + margins.right() + 2

    def _texts(self) -> list[str]:
        """The note with fewer and fewer parts, the full one first."""
        kept = list(self._parts)
        out = [NOTE_SEPARATOR.join(t for _r, t in kept)]
        while len(kept) > 1:
            drop = max(range(len(kept)), key=lambda i: (kept[i][0], i))
            del kept[drop]
            out.append(NOTE_SEPARATOR.join(t for _r, t in kept))
        return out

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        return QSize(self._width_of(self.full_text()), hint.height())

    def minimumSizeHint(self) -> QSize:
        hint = super().minimumSizeHint()
        return QSize(self._width_of(self._texts()[-1]) if self._parts else 0, hint.height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def _fit(self) -> None:
        texts = self._texts() if self._parts else [""]
        shown = next((t for t in texts if self._width_of(t) <= self.width()), texts[-1])
        if shown != self.text():
            self.setText(shown)


class DealNumberDialog(QDialog):
    """Asks for a deal number and the hand to hold: the series starts with exactly those
    cards."""

    def __init__(self, parent: QWidget | None = None, number: str = "") -> None:
        super().__init__(parent)
        self.setObjectName("dealNumberDialog")
        self.number_edit = QLineEdit(number)
        self.number_edit.setObjectName("dealNumber")
        self.position = QComboBox()
        self.position.setObjectName("dealPosition")
        self.position.addItems(["", "", ""])
        self.intro = QLabel()
        self.intro.setWordWrap(True)
        self.problem = QLabel()
        self.problem.setObjectName("dealNumberProblem")
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("color: #9a3412;")
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.number_label = QLabel()
        self.number_label.setBuddy(self.number_edit)
        self.position_label = QLabel()
        self.position_label.setBuddy(self.position)
        self.form = QFormLayout()
        self.form.addRow(self.number_label, self.number_edit)
        self.form.addRow(self.position_label, self.position)
        layout = QVBoxLayout(self)
        layout.addWidget(self.intro)
        layout.addLayout(self.form)
        layout.addWidget(self.problem)
        layout.addWidget(self.buttons)
        self.number_edit.textChanged.connect(lambda _text: self.problem.clear())
        self.retranslate()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        from .terms import terms

        self.setWindowTitle(self.tr("Deal number"))
        self.intro.setText(
            self.tr(
                "Type a deal number (shown with every result and in the review) to play "
                "exactly those cards again, or any number of your own. A new series starts "
                "with that deal."
            )
        )
        self.number_label.setText(self.tr("Deal &number:"))
        self.position_label.setText(self.tr("Your &hand:"))
        t = terms()
        for i in range(3):
            self.position.setItemText(i, t.position(i))
        self.number_edit.setPlaceholderText(self.tr("e.g. 4786838276846591361"))

    def chosen(self) -> tuple[int, int] | None:
        """(deal number, position) as typed, or None with the problem shown."""
        try:
            number = parse_seed(self.number_edit.text())
        except SeedError:
            self.problem.setText(
                self.tr("A deal number is a whole number from 0 to %1.").replace(
                    "%1", str(SEED_LIMIT - 1)
                )
            )
            return None
        return number, self.position.currentIndex()

    def accept(self) -> None:
        if self.chosen() is not None:
            super().accept()


class FairDeals(QObject):
    """Adds the fair-deal entries to the window's Game menu and keeps the toolbar's
    fingerprint note and the window's title up to date."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.act_number = QAction(window)
        self.act_number.setObjectName("dealNumber")
        self.act_number.triggered.connect(self.ask_deal_number)
        self.act_day = QAction(window)
        self.act_day.setObjectName("dealOfTheDay")
        self.act_day.triggered.connect(self.deal_of_the_day)
        self.act_duplicate = QAction(window)
        self.act_duplicate.setObjectName("duplicateSeries")
        self.act_duplicate.triggered.connect(self.duplicate_series)
        menu = window.menu_game
        first = menu.actions()[1] if len(menu.actions()) > 1 else None
        for action in (self.act_number, self.act_day, self.act_duplicate):
            window.addAction(action)
            menu.insertAction(first, action)
        self.note = FittingNote()
        self.note.setObjectName("dealFingerprint")
        self.note.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        # At the toolbar's right end: the status bar is hidden (it took a line of the
        # table), and the note must be where one can read it during play.
        spacer = QWidget()
        spacer.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        window.toolbar.addWidget(spacer)
        font = self.note.font()
        font.setPointSizeF(font.pointSizeF() * 0.85)
        self.note.setFont(font)
        self.note.setForegroundRole(QPalette.ColorRole.PlaceholderText)  # quiet grey
        self.note.setContentsMargins(0, 0, 6, 0)
        window.toolbar.addWidget(self.note)
        window.controller.snapshot_changed.connect(self.show_snapshot)
        window.installEventFilter(self)
        self.retranslate()
        self.show_snapshot(window.controller.snapshot())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            # After the window's own retranslation, which sets the plain title.
            QTimer.singleShot(0, self, self._show_now)  # dropped if the window goes first
        return False

    def retranslate(self) -> None:
        texts = {
            self.act_number: (
                self.tr("&Deal number…"),
                self.tr("Play exactly the cards of a deal number"),
            ),
            self.act_day: (
                self.tr("Deal of &the day"),
                self.tr("Today's deals: the same on every computer, to compare with friends"),
            ),
            self.act_duplicate: (
                self.tr("New dupli&cate series"),
                self.tr(
                    "Every deal again with you holding each hand: compare yourself with "
                    "the computer on the same cards"
                ),
            ),
        }
        for action, (text, tip) in texts.items():
            action.setText(text)
            action.setToolTip(tip)
            action.setStatusTip(tip)
        snap = self.window.controller.snapshot()
        self.show_snapshot(snap)

    # -- the note ---------------------------------------------------------------------

    def note_parts(self, snap: TableSnapshot) -> list[tuple[int, str]]:
        """The toolbar note's parts in their order, each with the rank in which it gives
        way on a narrow window (highest first): what the window's title also says, then
        this deal's fingerprint (its number, shown after the deal, fixes the cards)."""
        parts: list[tuple[int, str]] = []
        if snap.deal_source == "day":
            parts.append((3, self.tr("Deal of the day %1").replace("%1", snap.source_key)))
        elif snap.deal_source == "number":
            parts.append((3, self.tr("From deal number %1").replace("%1", snap.source_key)))
        if snap.duplicate:
            parts.append((3, self.tr("Duplicate")))
        if snap.deal_seed is not None:
            parts.append((0, self.tr("Deal number %1").replace("%1", str(snap.deal_seed))))
        if snap.fingerprint:
            rank = 2 if snap.deal_seed is not None else 0
            fingerprint = short_fingerprint(snap.fingerprint)
            parts.append((rank, self.tr("Fingerprint %1").replace("%1", fingerprint)))
        if snap.next_fingerprint:
            parts.append(
                (
                    1,
                    self.tr("Next deal's fingerprint %1").replace(
                        "%1", short_fingerprint(snap.next_fingerprint)
                    ),
                )
            )
        return parts

    def _show_now(self) -> None:
        self.show_snapshot(self.window.controller.snapshot())

    def title_text(self, snap: TableSnapshot) -> str:
        """The window's title: "Skat", and what kind of series is on the table."""
        title = QCoreApplication.translate("MainWindow", "Skat")
        kind = ""
        if snap.deal_source == "day":
            kind = self.tr("Deal of the day %1").replace("%1", snap.source_key)
        elif snap.deal_source == "number":
            kind = self.tr("From deal number %1").replace("%1", snap.source_key)
        if snap.duplicate:
            duplicate = self.tr("Duplicate series")
            kind = f"{kind} · {duplicate}" if kind else duplicate
        return f"{title} — {kind}" if kind else title

    def show_snapshot(self, snap: TableSnapshot) -> None:
        self.window.setWindowTitle(self.title_text(snap))
        self.note.set_parts(self.note_parts(snap))
        self.note.setToolTip(
            self.tr(
                "The fingerprint is shown before the cards are dealt and fixes them; the "
                "deal number shown after the deal gives exactly these cards and this "
                "fingerprint (check it in the review or with python -m "
                "skat_desktop.records --seed N)."
            )
        )

    # -- new series -------------------------------------------------------------------

    def _start(self, series: Series) -> None:
        window = self.window
        snap = window.snapshot
        running = snap is not None and snap.state not in ("idle", "series_over")
        # The window's own question for New game (one entry to translate, in its context).
        question = QCoreApplication.translate(
            "MainWindow",
            "Start a new series? The series in progress ends here: its finished deals "
            "are kept in the archive, a deal being played does not count.",
        )
        if running and not window._confirm(question):
            return
        window.scene.hint_card = None
        if window.session is not None:
            window.session.archive()
        window.controller.start_series(series)
        window.view.setFocus()

    def ask_deal_number(self) -> None:
        dialog = DealNumberDialog(self.window)
        if not dialog.exec():
            return
        chosen = dialog.chosen()
        if chosen is not None:
            self.play_deal_number(*chosen)

    def play_deal_number(self, number: int, position: int = 0) -> None:
        from skat_desktop.controller.dealsources import numbered_series

        self._start(numbered_series(self._settings(), number, position))

    def deal_of_the_day(self, _checked: bool = False, day: str | None = None) -> None:
        from skat_desktop.controller.dealsources import day_series

        self._start(day_series(self._settings(), day))

    def duplicate_series(self) -> None:
        settings = dataclasses.replace(self._settings(), duplicate=True)
        self._start(settings.new_series())

    def _settings(self) -> Any:
        return self.window.controller.settings


__all__ = ["DealNumberDialog", "FairDeals"]
