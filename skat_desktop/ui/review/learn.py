"""The review window's learning bar: why the computer players did what they did at a step,
and the buttons Play from here and Replay this deal."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from skat_desktop.controller.learning import PracticeRequest, explain_moves
from skat_desktop.engine.actions import DealCards
from skat_desktop.ui.review.sources import ReviewDeal
from skat_desktop.ui.review.steps import RESULT, ReviewStep
from skat_desktop.ui.terms import shown_name, terms
from skat_desktop.ui.why import reason_sentences

HUMAN = 0


class LearnBar(QWidget):
    """Shows the reasons of the computer players' moves in a step and offers to play on."""

    play_requested = Signal(object)  # PracticeRequest

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("reviewLearn")
        self.why = QLabel()
        self.why.setObjectName("reviewWhy")
        self.why.setWordWrap(True)
        self.why.setTextFormat(Qt.TextFormat.PlainText)
        self.why.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        # Which moment of the step to play on from: after it, or before one of its moves.
        self.moment = QComboBox()
        self.moment.setObjectName("reviewMoment")
        self.moment.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.play_button = QPushButton()
        self.play_button.setObjectName("reviewPlayFromHere")
        self.replay_button = QPushButton()
        self.replay_button.setObjectName("reviewReplay")
        for button in (self.play_button, self.replay_button):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.play_button.clicked.connect(self.play_from_here)
        self.replay_button.clicked.connect(self.replay)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.moment)
        buttons.addWidget(self.play_button)
        buttons.addWidget(self.replay_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.why)
        layout.addLayout(buttons)
        self.review: ReviewDeal | None = None
        self.step: ReviewStep | None = None
        self.previous: ReviewStep | None = None
        self.retranslate()
        self.show_step(None, None, None)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.play_button.setText(self.tr("Play from here"))
        self.play_button.setToolTip(
            self.tr("Play this deal on from this step, with the same cards (a practice deal)")
        )
        self.replay_button.setText(self.tr("Replay this deal"))
        self.replay_button.setToolTip(
            self.tr("Play this deal again from the start (a practice deal, not counted)")
        )
        self.show_step(self.review, self.step, self.previous)

    # -- showing ------------------------------------------------------------------------

    def _playable(self, review: ReviewDeal | None) -> bool:
        if review is None or review.seating is None or HUMAN not in review.seating:
            return False
        history = review.deal.history
        return bool(history) and isinstance(history[0][1], DealCards)

    def show_step(
        self, review: ReviewDeal | None, step: ReviewStep | None, previous: ReviewStep | None
    ) -> None:
        self.review, self.step, self.previous = review, step, previous
        playable = self._playable(review)
        self.replay_button.setEnabled(playable)
        self.play_button.setEnabled(
            playable and step is not None and step.kind != RESULT and step.moves >= 1
        )
        self.why.setText(self.reasons(review, step, previous))
        self.why.setVisible(bool(self.why.text()))
        self._fill_moments(review, step, previous)

    def _fill_moments(
        self, review: ReviewDeal | None, step: ReviewStep | None, previous: ReviewStep | None
    ) -> None:
        """After the step (the default), or before any move made in it."""
        self.moment.clear()
        if review is None or step is None:
            self.moment.setEnabled(False)
            return
        start = max(1, previous.moves if previous is not None else 1)
        history = review.deal.history
        t = terms()
        if step.kind != RESULT:
            self.moment.addItem(self.tr("after this step"), step.moves)
        for i in range(start, min(step.moves, len(history))):
            seat, action = history[i]
            if seat < 0 or isinstance(action, DealCards):
                continue
            self.moment.addItem(
                self.tr("before {name}: {action}").format(
                    name=shown_name(review.names[seat]), action=t.action(action)
                ),
                i,
            )
        self.moment.setEnabled(self.moment.count() > 1)
        self.play_button.setEnabled(self.replay_button.isEnabled() and self.moment.count() > 0)

    def reasons(
        self, review: ReviewDeal | None, step: ReviewStep | None, previous: ReviewStep | None
    ) -> str:
        """One line per move of a computer player in this step: who, what, and why."""
        if review is None or step is None or review.deal.ramsch:
            return ""
        start = previous.moves if previous is not None else 0
        seating = review.seating
        seats = tuple(
            s for s in (0, 1, 2) if seating is None or seating[s] != HUMAN
        )  # the computer players; every seat for a record of others' games
        history = list(review.deal.history)
        moves = explain_moves(
            history, review.deal.options, start, step.moves, seats, last_word_only=True
        )
        t = terms()
        lines: list[str] = []
        for move in moves:
            words = reason_sentences(move.reason, lambda seat: shown_name(review.names[seat]))
            if not words:
                continue
            lines.append(
                self.tr("{name} – {action}: {why}").format(
                    name=shown_name(review.names[move.seat]),
                    action=t.action(move.action),
                    why=words,
                )
            )
        return "\n".join(lines)

    # -- playing on ---------------------------------------------------------------------

    def _request(self, moves: int) -> PracticeRequest | None:
        review = self.review
        if not self._playable(review):
            return None
        assert review is not None and review.seating is not None
        dealer = review.dealer_player
        if dealer is None:
            dealer = review.seating[2]
        return PracticeRequest(
            tuple(review.deal.history), review.deal.options, review.seating, dealer, moves
        )

    def play_from_here(self) -> None:
        """Play on from the moment chosen (after the step unless a move is chosen)."""
        step = self.step
        if step is None or not self.play_button.isEnabled():
            return
        moves = self.moment.currentData()
        request = self._request(int(moves) if moves is not None else step.moves)
        if request is not None:
            self.play_requested.emit(request)

    def replay(self) -> None:
        request = self._request(1)
        if request is not None:
            self.play_requested.emit(request)


__all__ = ["LearnBar"]
