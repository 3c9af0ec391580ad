"""Analysis after a deal: each of the user's decisions judged from what the user knew then.

The judging (``controller.learning.AnalysisRun``: sampled deals of the hidden cards,
solved open-handed) runs on a worker thread; its progress moves the bar and Cancel stops
it. Each row is one decision: the chance of winning with the best choice and with the
choice made, the best choice, what the choice cost in list points, and in a column of its
own the same judgement with every card open. The turning point (the first decision that
cost 20 points of chance or more) is marked and put into words; "Play from here" plays
the deal on from the selected decision as a practice deal.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QBrush, QCloseEvent, QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QProgressBar,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from skat_desktop.controller.learning import AnalysisRun, PracticeRequest, analysable
from skat_desktop.engine.actions import Action, Discard, Pass, PickUpSkat, Play, PlayHand
from skat_desktop.engine.series import FinishedDeal

from .screen_fit import fit_to_screen
from .terms import Terms, shown_name, terms

COST_BRUSH = QBrush(QColor(255, 228, 214))
TURNING_BRUSH = QBrush(QColor(255, 190, 190))
HUMAN = 0
TURNING_DROP = 0.2

PlayHandler = Callable[[PracticeRequest], None]


def _percent(chance: float | None) -> str:
    return "–" if chance is None else f"{round(chance * 100)}%"


# Finished analyses of the deals analysed lately, by the deal's moves and the user's seat:
# opened again, a deal shows the same figures (a new run samples other deals of the hidden
# cards, and its chances differ by a few points).
_ANALYSED: dict[str, object] = {}
_ANALYSED_KEPT = 8


class AnalysisWindow(QDialog):
    """The user's decisions in a finished deal, each judged (see the module)."""

    def __init__(
        self,
        finished: FinishedDeal,
        names: Sequence[str] = (),
        parent: QWidget | None = None,
        *,
        start: bool = True,
        budget_s: float | None = None,
        play_handler: PlayHandler | None = None,
    ) -> None:
        super().__init__(parent)
        self.finished = finished
        self.names = tuple(names)
        self.budget_s = budget_s
        self.play_handler = play_handler
        self.terms: Terms = terms()  # the shared one: it follows the deck and language
        self.deal = finished.replay()
        self.history = list(self.deal.history)
        self.seat = finished.seating.index(HUMAN) if HUMAN in finished.seating else None
        # This deal's place among the finished analyses (_ANALYSED).
        self._key = repr((self.history, self.seat, finished.options, budget_s))
        self.analysable = (
            self.seat is not None
            and not finished.abandoned
            and analysable(self.history, finished.options)
        )
        self.result: object | None = None  # a bots.analysis.DealAnalysis once done
        self.run: AnalysisRun | None = None
        self.state = "idle"  # running, done, cancelled, failed

        fit_to_screen(self, 820, 560)
        layout = QVBoxLayout(self)
        self.intro = QLabel(self)
        self.intro.setWordWrap(True)
        layout.addWidget(self.intro)
        progress_row = QHBoxLayout()
        self.progress = QProgressBar(self)
        self.progress.setObjectName("analysisProgress")
        self.progress.setRange(0, 1)
        self.progress.setValue(0)
        progress_row.addWidget(self.progress, 1)
        self.cancel_button = QPushButton(self)
        self.cancel_button.setObjectName("analysisCancel")
        self.cancel_button.clicked.connect(self.cancel)
        progress_row.addWidget(self.cancel_button)
        layout.addLayout(progress_row)
        self.status = QLabel(self)
        self.status.setWordWrap(True)
        layout.addWidget(self.status)
        self.table = QTableWidget(0, 6, self)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.verticalHeader().setVisible(False)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(3, QHeaderView.ResizeMode.Stretch)
        self.table.itemSelectionChanged.connect(self._selection_changed)
        layout.addWidget(self.table, 1)
        self.verdict = QLabel(self)
        self.verdict.setObjectName("analysisVerdict")
        self.verdict.setWordWrap(True)
        layout.addWidget(self.verdict)
        self.summary = QLabel(self)
        self.summary.setObjectName("analysisSummary")
        self.summary.setWordWrap(True)
        layout.addWidget(self.summary)
        buttons = QHBoxLayout()
        self.play_button = QPushButton(self)
        self.play_button.setObjectName("analysisPlayFromHere")
        self.play_button.clicked.connect(self.play_from_here)
        self.play_button.setVisible(play_handler is not None)
        self.play_button.setEnabled(False)
        buttons.addWidget(self.play_button)
        buttons.addStretch(1)
        self.close_button = QPushButton(self)
        self.close_button.clicked.connect(self.reject)
        buttons.addWidget(self.close_button)
        # Takes the room the table leaves when there is none (nothing to analyse).
        layout.addStretch(0)
        layout.addLayout(buttons)
        self.table.setVisible(self.analysable)
        self.retranslate()
        if not self.analysable:
            self.progress.hide()
            self.cancel_button.hide()
            self.status.hide()
        elif start:
            self.start()

    # -- language -------------------------------------------------------------------

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        if self.finished.number:
            title = self.tr("Analysis of deal %1").replace("%1", str(self.finished.number))
        else:  # a practice deal is not numbered on the score sheet
            title = self.tr("Analysis of the practice deal")
        self.setWindowTitle(title)
        self.table.setHorizontalHeaderLabels(
            [
                self.tr("Decision"),
                self.tr("Your choice"),
                self.tr("Chance before → after"),
                self.tr("Best choice"),
                self.tr("Cost"),
                self.tr("All cards open"),
            ]
        )
        header = self.table.horizontalHeaderItem(4)
        if header is not None:
            header.setToolTip(self.tr("List points the choice gave away on average"))
        header = self.table.horizontalHeaderItem(5)
        if header is not None:
            header.setToolTip(
                self.tr(
                    "The same judgement with every card open, as if you had seen all hands: "
                    "won or lost after the best choice and after yours"
                )
            )
        self.cancel_button.setText(self.tr("Cancel"))
        self.play_button.setText(self.tr("Play from here"))
        self.play_button.setToolTip(
            self.tr("Play the deal on from the selected decision (a practice deal, not counted)")
        )
        self.close_button.setText(self.tr("Close"))
        self.intro.setText(self._intro_text() if self.analysable else self._nothing_text())
        self._status_text()
        if self.result is not None:
            self._fill()

    def seat_name(self, seat: int) -> str:
        player = self.finished.seating[seat]
        if 0 <= player < len(self.names) and self.names[player]:
            return shown_name(self.names[player])
        return self.tr("Player %1").replace("%1", str(player + 1))

    def _nothing_text(self) -> str:
        contract = self.deal.contract
        if self.seat is None:
            return self.tr("You sat this deal out: there is nothing of yours to analyse.")
        if self.finished.is_ramsch or self.deal.ramsch:
            return self.tr("This deal was a Ramsch: there is no declarer, nothing to analyse.")
        if contract is None or self.finished.abandoned:
            return self.tr("No game was played in this deal: there is nothing to analyse.")
        return self.tr("No card was played in this deal: there is nothing to analyse.")

    def _intro_text(self) -> str:
        contract = self.deal.contract
        declarer = self.deal.declarer
        assert contract is not None and declarer is not None
        return (
            self.tr(
                "%1, declarer %2. Each of your decisions is judged on deals of the hidden "
                "cards that fit what you knew at that moment, each played on open-handed: "
                "the chance is how often your side wins. The last column shows the same "
                "with every card open."
            )
            .replace("%1", self.terms.contract(contract))
            .replace("%2", self.seat_name(declarer))
            + " "
            # The tester read "Discard 100% → 45%" then "Game 100% → 50%" as a contradiction.
            + self.tr(
                "Before is the chance with the best choice, after with yours. Each decision "
                "is judged afresh on what was known at that moment, so a row need not start "
                "where the one above ended: cards seen in between (the skat, a trick) change "
                "what is known, and fresh samples move the figure by a few points."
            )
        )

    def _status_text(self) -> None:
        texts = {
            "running": self.tr("Analysing…"),
            "cancelled": self.tr("The analysis was cancelled."),
        }
        if self.state in texts:
            self.status.setText(texts[self.state])

    # -- the run ----------------------------------------------------------------------

    def start(self) -> None:
        """Start the analysis on a worker thread; progress and the result arrive queued."""
        if not self.analysable or self.run is not None or self.seat is None:
            return
        earlier = _ANALYSED.get(self._key)
        if earlier is not None:
            self.state = "running"
            self._on_done(earlier)
            return
        run = AnalysisRun(self)
        run.progress.connect(self._on_progress)
        run.finished.connect(self._on_done)
        run.failed.connect(self._on_failed)
        run.cancelled.connect(self._on_cancelled)
        self.run = run
        self.state = "running"
        self._status_text()
        self.progress.setRange(0, 1)
        self.progress.setValue(0)
        self.progress.show()
        self.cancel_button.setEnabled(True)
        run.start(self.history, self.seat, self.finished.options, budget_s=self.budget_s)

    @property
    def is_running(self) -> bool:
        return self.state == "running"

    def cancel(self) -> None:
        """Stop the analysis; what was judged so far is dropped."""
        if self.run is not None and self.state == "running":
            self.run.cancel()
            self.cancel_button.setEnabled(False)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.cancel()
        super().closeEvent(event)

    def done(self, result: int) -> None:
        self.cancel()
        super().done(result)

    def _on_progress(self, done: int, total: int) -> None:
        if self.state != "running":
            return
        self.progress.setRange(0, max(1, total))
        self.progress.setValue(done)
        self.status.setText(
            self.tr("Judging decision %1 of %2…")
            .replace("%1", str(min(done + 1, total)))
            .replace("%2", str(total))
        )

    def _on_cancelled(self) -> None:
        self.state = "cancelled"
        self.progress.hide()
        self.cancel_button.hide()
        self._status_text()

    def _on_failed(self, message: str) -> None:
        self.state = "failed"
        self.progress.hide()
        self.cancel_button.hide()
        self.status.setText(self.tr("The analysis failed: %1").replace("%1", message))

    def _on_done(self, result: object) -> None:
        if self.state != "running":
            return
        self.state = "done"
        self.result = result
        _ANALYSED[self._key] = result
        while len(_ANALYSED) > _ANALYSED_KEPT:
            del _ANALYSED[next(iter(_ANALYSED))]
        self.progress.hide()
        self.cancel_button.hide()
        self.status.hide()
        self._fill()

    # -- the table --------------------------------------------------------------------

    @property
    def judgements(self) -> tuple:  # type: ignore[type-arg]
        return tuple(getattr(self.result, "judgements", ()))

    @property
    def turning_point(self) -> int | None:
        return getattr(self.result, "turning_point", None)

    def decision_name(self, j: object) -> str:
        kind = getattr(j, "kind", "")
        if kind == "card":
            return self.tr("Trick %1").replace("%1", str(getattr(j, "trick", 0)))
        names = {
            "bid": self.tr("Bid limit"),
            "skat": self.tr("Pick up or Hand"),
            "discard": self.tr("Discard"),
            "declare": self.tr("Game"),
        }
        return names.get(kind, kind)

    def choice_name(self, action: Action) -> str:
        if isinstance(action, Pass):
            return self.tr("Pass")
        if isinstance(action, PickUpSkat):
            return self.tr("Pick up the skat")
        if isinstance(action, PlayHand):
            return self.tr("Hand")
        if isinstance(action, Discard):
            return " ".join(self.terms.card(c) for c in action.cards)
        if isinstance(action, Play):
            return self.terms.card(action.card)
        return self.terms.action(action)

    def _fill(self) -> None:
        rows = self.judgements
        turning = self.turning_point
        self.table.setRowCount(len(rows))
        for r, j in enumerate(rows):
            open_text = "–"
            if j.open_after is not None and j.open_before is not None:
                open_text = self._won_lost(j.open_before) + " → " + self._won_lost(j.open_after)
            cells = [
                self.decision_name(j),
                self.choice_name(j.chosen),
                _percent(j.chance_before) + " → " + _percent(j.chance_after),
                "" if j.best == j.chosen else self.choice_name(j.best),
                str(j.cost) if j.cost else "",
                open_text,
            ]
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if col in (2, 4, 5):
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                if r == turning:
                    item.setBackground(TURNING_BRUSH)
                    item.setForeground(QBrush(QColor(0, 0, 0)))
                    item.setToolTip(self.tr("The turning point"))
                elif j.cost:
                    item.setBackground(COST_BRUSH)
                    item.setForeground(QBrush(QColor(0, 0, 0)))
                self.table.setItem(r, col, item)
        self.table.show()
        if turning is not None:
            self.table.selectRow(turning)
        self.summary.setText(self._summary_text())
        self._selection_changed()

    def _won_lost(self, chance: float) -> str:
        return self.tr("won") if chance >= 0.5 else self.tr("lost")

    def verdict_text(self, j: object) -> str:
        """What would have been better at this decision, in words."""
        chosen = getattr(j, "chosen", None)
        best = getattr(j, "best", None)
        before = getattr(j, "chance_before", 0.0)
        after = getattr(j, "chance_after", 0.0)
        cost = getattr(j, "cost", 0)
        assert chosen is not None and best is not None
        if best == chosen or not cost:
            return self.tr("%1: a good choice, nothing better was found.").replace(
                "%1", self.choice_name(chosen)
            )
        if before - after >= TURNING_DROP - 1e-9:
            text = self.tr(
                "%1 would have been better than %2: your chance would have stayed at %3 "
                "instead of falling to %4 (about %5 list points)."
            )
        else:
            text = self.tr(
                "%1 would have been a little better than %2: %3 instead of %4 "
                "(about %5 list points)."
            )
        return (
            text.replace("%1", self.choice_name(best))
            .replace("%2", self.choice_name(chosen))
            .replace("%3", _percent(before))
            .replace("%4", _percent(after))
            .replace("%5", str(cost))
        )

    def _summary_text(self) -> str:
        rows = self.judgements
        if not rows:
            return self.tr("No decision was judged.")
        turning = self.turning_point
        total = sum(j.cost for j in rows)
        text = self.tr("Points given away against the best choices: %1.").replace("%1", str(total))
        if turning is None:
            return text + " " + self.tr("No decision cost 20 points of chance or more.")
        j = rows[turning]
        return (
            text
            + " "
            + self.tr("Turning point: %1, where the chance fell from %2 to %3.")
            .replace("%1", self.decision_name(j))
            .replace("%2", _percent(j.chance_before))
            .replace("%3", _percent(j.chance_after))
        )

    def selected_row(self) -> int | None:
        rows = self.table.selectionModel().selectedRows() if self.table.selectionModel() else []
        return rows[0].row() if rows else None

    def _selection_changed(self) -> None:
        row = self.selected_row()
        rows = self.judgements
        if row is None or row >= len(rows):
            self.verdict.setText("")
            self.play_button.setEnabled(False)
            return
        self.verdict.setText(self.verdict_text(rows[row]))
        self.play_button.setEnabled(self.play_handler is not None)

    def play_from_here(self) -> None:
        """Play the deal on from the selected decision: the user decides it again."""
        row = self.selected_row()
        rows = self.judgements
        if row is None or row >= len(rows) or self.play_handler is None:
            return
        index = rows[row].index
        request = PracticeRequest(
            tuple(self.history),
            self.finished.options,
            self.finished.seating,
            self.finished.dealer,
            max(1, index),
        )
        self.play_handler(request)


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
    handler = getattr(window, "play_practice", None)
    dialog = AnalysisWindow(finished, names, window, play_handler=handler)
    dialog.setWindowFlag(Qt.WindowType.Window, True)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
    dialog.show()
    dialog.raise_()


__all__ = ["AnalysisWindow", "open_analysis"]
