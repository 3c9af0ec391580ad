"""Analysis after a deal: each card judged against the best open-hand play.

``analyse_deal`` from the Strong bot can take seconds on early tricks, so it runs on a
daemon worker thread; the result comes back to the dialog through a queued signal. Closing
the dialog before the analysis is done simply drops the result (the worker cannot be
interrupted, but it holds no reference to the dialog and dies with the process).
"""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Sequence

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QBrush, QCloseEvent, QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QProgressBar,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from skat_desktop.bots.strong import CardAnalysis, analyse_deal
from skat_desktop.engine.actions import Play
from skat_desktop.engine.deal import Deal
from skat_desktop.engine.series import FinishedDeal

from .screen_fit import fit_to_screen
from .terms import Terms, terms

COST_BRUSH = QBrush(QColor(255, 214, 214))


class _Relay(QObject):
    """Carries the worker's result to the GUI thread (emitted from the worker: queued)."""

    done = Signal(object)
    failed = Signal(str)


def _analysable(finished: FinishedDeal, deal: Deal) -> bool:
    contract = deal.contract
    if finished.abandoned or contract is None or contract.is_null:
        return False
    return any(isinstance(a, Play) for _, a in deal.history)


class AnalysisWindow(QDialog):
    """The cards of a finished Suit or Grand deal, each with what it cost its side."""

    def __init__(
        self,
        finished: FinishedDeal,
        names: Sequence[str] = (),
        parent: QWidget | None = None,
        *,
        max_tricks: int = 10,
        start: bool = True,
    ) -> None:
        super().__init__(parent)
        self.finished = finished
        self.names = tuple(names)
        self.max_tricks = max_tricks
        self.terms: Terms = terms()  # the shared one: it follows the deck and language
        self.deal = finished.replay()
        self.analysable = _analysable(finished, self.deal)
        self.rows: list[CardAnalysis] | None = None
        self.worker: threading.Thread | None = None
        self.worker_thread_id: int | None = None
        self._cancelled = False
        self._relay: _Relay | None = None

        self.setWindowTitle(self.tr("Analysis of deal %1").replace("%1", str(finished.number)))
        fit_to_screen(self, 640, 520)
        layout = QVBoxLayout(self)
        self.intro = QLabel(self)
        self.intro.setWordWrap(True)
        layout.addWidget(self.intro)
        self.status = QLabel(self)
        self.status.setWordWrap(True)
        layout.addWidget(self.status)
        self.busy = QProgressBar(self)
        self.busy.setRange(0, 0)  # an endless busy indicator
        self.busy.setTextVisible(False)
        layout.addWidget(self.busy)
        self.table = QTableWidget(0, 6, self)
        self.table.setHorizontalHeaderLabels(
            [
                self.tr("Trick"),
                self.tr("Player"),
                self.tr("Card"),
                self.tr("Value before → after"),
                self.tr("Best card(s)"),
                self.tr("Cost"),
            ]
        )
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.verticalHeader().setVisible(False)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(4, QHeaderView.ResizeMode.Stretch)
        layout.addWidget(self.table, 1)
        self.summary = QLabel(self)
        self.summary.setWordWrap(True)
        layout.addWidget(self.summary)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

        self.table.hide()
        self.summary.hide()
        if not self.analysable:
            self.busy.hide()
            self.intro.setText(self._nothing_text())
            self.status.hide()
            return
        self.intro.setText(self._intro_text())
        self.status.setText(self.tr("Analysing…"))
        if start:
            self.start()

    # -- texts ----------------------------------------------------------------------

    def seat_name(self, seat: int) -> str:
        player = self.finished.seating[seat]
        if 0 <= player < len(self.names) and self.names[player]:
            return self.names[player]
        return self.tr("Player %1").replace("%1", str(player + 1))

    def _nothing_text(self) -> str:
        contract = self.deal.contract
        if self.finished.is_ramsch:
            return self.tr("This deal was a Ramsch: there is no declarer, nothing to analyse.")
        if contract is None or self.finished.abandoned:
            return self.tr("No game was played in this deal: there is nothing to analyse.")
        if contract.is_null:
            return self.tr(
                "The analysis covers Suit and Grand games; this deal was a Null game, "
                "so there is nothing to analyse."
            )
        return self.tr("No card was played in this deal: there is nothing to analyse.")

    def _intro_text(self) -> str:
        contract = self.deal.contract
        declarer = self.deal.declarer
        assert contract is not None and declarer is not None
        text = (
            self.tr("%1, declarer %2. Values are the card points the declarer reaches with best ")
            .replace("%1", self.terms.contract(contract))
            .replace("%2", self.seat_name(declarer))
        )
        text += self.tr("open-hand play from then on; the cost is what a card lost its side.")
        if self.max_tricks < 10:
            text += " " + self.tr("Only the last %1 tricks are judged.").replace(
                "%1", str(self.max_tricks)
            )
        return text

    # -- worker ---------------------------------------------------------------------

    def start(self) -> None:
        """Run ``analyse_deal`` on a worker thread; the result arrives queued."""
        if not self.analysable or self.worker is not None:
            return
        relay = _Relay()  # no parent: lives as long as the worker holds it
        relay.done.connect(self._on_done, Qt.ConnectionType.QueuedConnection)
        relay.failed.connect(self._on_failed, Qt.ConnectionType.QueuedConnection)
        self._relay = relay
        history = list(self.deal.history)
        options = self.finished.options
        max_tricks = self.max_tricks

        def work() -> None:
            self.worker_thread_id = threading.get_ident()
            try:
                rows = analyse_deal(history, options, max_tricks)
            except Exception as error:  # shown in the dialog, never raised in the thread
                with contextlib.suppress(RuntimeError):  # the app is gone: nobody to tell
                    relay.failed.emit(str(error))
                return
            with contextlib.suppress(RuntimeError):  # the app is gone: nobody to tell
                relay.done.emit(rows)

        self.worker = threading.Thread(target=work, name="deal-analysis", daemon=True)
        self.worker.start()

    @property
    def is_running(self) -> bool:
        return self.worker is not None and self.worker.is_alive() and self.rows is None

    def cancel(self) -> None:
        """Forget the running analysis: its result, when it comes, is dropped."""
        self._cancelled = True
        relay, self._relay = self._relay, None
        if relay is not None:
            try:
                relay.done.disconnect(self._on_done)
                relay.failed.disconnect(self._on_failed)
            except (RuntimeError, TypeError):
                pass

    def closeEvent(self, event: QCloseEvent) -> None:
        self.cancel()
        super().closeEvent(event)

    def done(self, result: int) -> None:
        self.cancel()
        super().done(result)

    def _on_failed(self, message: str) -> None:
        if self._cancelled:
            return
        self.busy.hide()
        self.status.setText(self.tr("The analysis failed: %1").replace("%1", message))

    def _on_done(self, rows: list[CardAnalysis]) -> None:
        if self._cancelled:
            return
        self.rows = list(rows)
        self.busy.hide()
        self.status.hide()
        self._fill(self.rows)

    # -- table ----------------------------------------------------------------------

    def _fill(self, rows: list[CardAnalysis]) -> None:
        t = self.terms
        self.table.setRowCount(len(rows))
        for r, a in enumerate(rows):
            best = " ".join(t.card(c) for c in a.best_cards)
            cells = [
                str(a.trick),
                self.seat_name(a.seat),
                t.card(a.card),
                str(a.value_before) + " → " + str(a.value_after),
                best,
                str(a.cost),
            ]
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if col in (0, 3, 5):
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                if a.cost:
                    item.setBackground(COST_BRUSH)
                    item.setForeground(QBrush(QColor(0, 0, 0)))
                self.table.setItem(r, col, item)
        self.table.setCurrentCell(-1, -1)
        self.table.show()
        if not rows:
            self.summary.setText(self.tr("No card was judged."))
        else:
            totals: dict[int, int] = {}
            for a in rows:
                totals[a.seat] = totals.get(a.seat, 0) + a.cost
            parts = [
                self.tr("%1: %2").replace("%1", self.seat_name(s)).replace("%2", str(c))
                for s, c in sorted(totals.items())
            ]
            self.summary.setText(
                self.tr("Points lost against best play: %1").replace("%1", ", ".join(parts))
            )
        self.summary.show()


def open_analysis(window: QWidget, finished: FinishedDeal) -> None:
    """The main window's analysis hook: ``handler(window, finished_deal)``."""
    names: Sequence[str] = ()
    snap = getattr(window, "snapshot", None)
    if snap is not None and getattr(snap, "names", None):
        names = snap.names
    else:
        controller = getattr(window, "controller", None)
        settings = getattr(controller, "settings", None)
        names = tuple(getattr(settings, "names", ()) or ())
    dialog = AnalysisWindow(finished, names, window)
    dialog.setWindowFlag(Qt.WindowType.Window, True)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
    dialog.show()
    dialog.raise_()


__all__ = ["AnalysisWindow", "open_analysis"]
