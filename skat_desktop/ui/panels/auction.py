"""The panel's pages before the cards are dealt and during the auction."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QRect, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QSizePolicy,
)

from skat_desktop.controller.snapshot import TableSnapshot
from skat_desktop.engine.actions import (
    HOLD,
    PASS,
    Action,
    Bid,
)

from ..terms import terms
from .base import _button, _Page


class IdlePage(_Page):
    new_game = Signal()

    def __init__(self) -> None:
        super().__init__()
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 2, 0, 0)
        layout.setAlignment(Qt.AlignmentFlag.AlignTop)  # right under the message line
        self.start = _button("newGameButton")
        self.start.clicked.connect(self.new_game)
        layout.addStretch()
        layout.addWidget(self.start)
        layout.addStretch()
        self.retranslate()

    def retranslate(self) -> None:
        self.start.setText(self.tr("1  New game"))
        self.start.setAccessibleName(self.tr("New game"))

    def buttons(self) -> list[QAbstractButton]:
        return [self.start]

    def main_button(self) -> QAbstractButton | None:
        return self.start


class AuctionPage(_Page):
    """Next bid and Pass, Yes and Pass when answering, and any higher bid from a list."""

    chosen = Signal(object)

    def __init__(self) -> None:
        super().__init__()
        self._words: list[str] = []  # what was said, as the history shows it
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 2, 0, 0)
        layout.setAlignment(Qt.AlignmentFlag.AlignTop)  # right under the message line
        self.history = QLabel()
        self.history.setObjectName("auctionHistory")
        self.history.setWordWrap(True)
        self.history.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.history.installEventFilter(self)
        self.bid = _button("bidButton")
        self.hold = _button("holdButton")
        self.pass_ = _button("passButton")
        self.higher = QComboBox()
        self.higher.setObjectName("higherBidCombo")
        self.higher.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.bid_higher = _button("bidHigherButton")
        layout.addWidget(self.history, 1)
        for w in (self.bid, self.hold, self.pass_, self.higher, self.bid_higher):
            layout.addWidget(w)
        self.bid.clicked.connect(self._bid_next)
        self.hold.clicked.connect(lambda: self.chosen.emit(HOLD))
        self.pass_.clicked.connect(lambda: self.chosen.emit(PASS))
        self.bid_higher.clicked.connect(self._bid_chosen)
        self._bids: list[Bid] = []
        self._listed: list[int] = []
        self._answering = False
        self.retranslate()

    def retranslate(self) -> None:
        self.pass_.setAccessibleName(self.tr("Pass"))
        self.hold.setAccessibleName(self.tr("Yes, hold the bid"))
        self.bid.setAccessibleName(self.tr("Bid the next value"))
        self.higher.setAccessibleName(self.tr("Higher bid"))
        self.bid_higher.setAccessibleName(self.tr("Bid the chosen value"))
        self._label()

    def _label(self) -> None:
        keys = iter(range(1, 10))
        if self._bids:
            self.bid.setText(
                str(next(keys)) + "  " + self.tr("Bid %1").replace("%1", str(self._bids[0].value))
            )
        if self._answering:
            self.hold.setText(str(next(keys)) + "  " + self.tr("Yes"))
        self.pass_.setText(str(next(keys)) + "  " + self.tr("Pass"))
        if len(self._bids) > 1:
            key = str(next(keys))
            self.bid_higher.setText(key + "  " + self.tr("Bid"))
            # The list never takes the focus (the arrow keys choose cards): the window
            # passes Up and Down, + and - to step_bid instead.
            self.higher.setToolTip(
                self.tr(
                    "Choose any higher legal bid: Up and Down (or + and -) change it, %1 bids it"
                ).replace("%1", key)
            )

    def show_snapshot(self, snap: TableSnapshot) -> None:
        self._bids = sorted((a for a in snap.legal if isinstance(a, Bid)), key=lambda b: b.value)
        self._answering = HOLD in snap.legal
        self.bid.setVisible(bool(self._bids))
        self.hold.setVisible(self._answering)
        self.pass_.setVisible(PASS in snap.legal)
        more = len(self._bids) > 1
        self.higher.setVisible(more)
        self.bid_higher.setVisible(more)
        values = [b.value for b in self._bids[1:]]
        if values != self._listed:
            self._listed = values
            self.higher.blockSignals(True)
            self.higher.clear()
            for v in values:
                self.higher.addItem(str(v), v)
            self.higher.blockSignals(False)
        t = terms()
        self._words = [
            (snap.names[p] if p < len(snap.names) else "?") + ": " + t.word(w)
            for p, w in snap.auction
        ]
        self._show_history()
        self._label()

    def _show_history(self) -> None:
        """What was said, the latest words first to stay: a long auction keeps to the two
        lines the panel has (the earliest words give way to "…"; all of them in the
        tooltip)."""
        words = self._words
        if not words:
            self.history.setText(self.tr("Nothing said yet."))
            self.history.setToolTip("")
            return
        said = self.tr("Said so far: %1")
        text = full = said.replace("%1", ", ".join(words))
        self.history.setToolTip(full)
        if self.history.isVisible():
            metrics, width = self.history.fontMetrics(), self.history.width()
            room = 2 * metrics.lineSpacing()
            shown = words
            while len(shown) > 1 and (
                metrics.boundingRect(
                    QRect(0, 0, width, 100 * room), Qt.TextFlag.TextWordWrap, text
                ).height()
                > room
            ):
                shown = shown[1:]
                text = said.replace("%1", "…, " + ", ".join(shown))
        self.history.setText(text)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # The history's width changes with the window and with the buttons shown beside it.
        if watched is self.history and event.type() in (QEvent.Type.Resize, QEvent.Type.Show):
            self._show_history()
        return super().eventFilter(watched, event)

    def _bid_next(self) -> None:
        if self._bids:
            self.chosen.emit(self._bids[0])

    def hint_button(self, action: Action) -> QAbstractButton | None:
        # No main button: bidding on and passing both commit, so Enter only follows a hint.
        if action == HOLD and self._answering:
            return self.hold
        if action == PASS and self.pass_.isVisibleTo(self):
            return self.pass_
        if isinstance(action, Bid) and action in self._bids:
            if action == self._bids[0]:
                return self.bid
            self.higher.setCurrentIndex(self.higher.findData(action.value))
            return self.bid_higher
        return None

    def step_bid(self, step: int) -> bool:
        """Choose the next higher (``step`` 1) or lower (-1) value in the list of higher
        bids, staying within it; False when no list of higher bids is offered."""
        if len(self._bids) < 2 or self.higher.count() == 0:
            return False
        index = max(0, min(self.higher.currentIndex() + step, self.higher.count() - 1))
        self.higher.setCurrentIndex(index)
        return True

    def _bid_chosen(self) -> None:
        value = self.higher.currentData()
        if value is not None:
            self.chosen.emit(Bid(int(value)))

    def buttons(self) -> list[QAbstractButton]:
        out: list[QAbstractButton] = []
        if self._bids:
            out.append(self.bid)
        if self._answering:
            out.append(self.hold)
        out.append(self.pass_)
        if len(self._bids) > 1:
            out.append(self.bid_higher)
        return out
