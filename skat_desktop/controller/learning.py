"""Learning from a deal: the analysis run in the background, the "why" of each move, practice deals.

The widgets reach the bots' explanations (``bots.explain``) and the post-deal analysis
(``bots.analysis``) through here. ``AnalysisRun`` judges a deal on a Python thread and
reports progress and the result through queued signals; ``cancel()`` stops it between
two samples. A practice deal is a deal replayed to some moment (``deal_at``) and handed
to ``GameController.play_practice``: it is never recorded on the score sheet, so it
never reaches the archive or the statistics.
"""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal

from ..bots.explain import TRUMP_SUIT, Fact, Reason
from ..engine.actions import CHANCE, Action, Bid, DealCards, Hold, OutOfTurn, Pass
from ..engine.deal import Deal, DealOptions, Phase
from ..engine.scoring import DealResult
from ..engine.series import FinishedDeal
from ..engine.view import view_of

History = Sequence[tuple[int, Action | OutOfTurn]]


@dataclass(frozen=True, slots=True)
class PracticeRequest:
    """Play a deal again from ``moves`` actions of its history on (1: from the deal)."""

    history: tuple[tuple[int, Action | OutOfTurn], ...]
    options: DealOptions
    seating: tuple[int, int, int]
    dealer: int
    moves: int

    def deal(self) -> Deal:
        return deal_at(self.history, self.options, self.moves)


def practice_finished(deal: Deal, dealer: int, seating: tuple[int, int, int]) -> FinishedDeal:
    """What a finished practice deal shows: like a series deal, number 0, never recorded."""
    from ..engine.notation import encode_action

    result = deal.result if deal.result is not None else DealResult(passed_in=True)
    return FinishedDeal(
        number=0,
        dealer=dealer,
        seating=seating,
        history=tuple(encode_action(a) for _, a in deal.history),
        result=result,
        options=deal.options,
    )


def practice_message(message: str) -> str:
    """The table's sentence with the practice mark in front."""
    mark = QCoreApplication.translate(
        "Learning", "Practice deal: it does not count on the score sheet."
    )
    return f"{mark} {message}" if message else mark


def deal_at(history: History, options: DealOptions, moves: int) -> Deal:
    """The deal replayed from its start through its first ``moves`` actions (at least the
    dealing); raises ValueError when that is not a moment a deal can go on from."""
    if moves < 1 or moves > len(history):
        raise ValueError(f"no moment {moves} in a deal of {len(history)} actions")
    if not isinstance(history[0][1], DealCards):
        raise ValueError("the deal's history does not start with the cards dealt")
    deal = Deal(options)
    for actor, action in history[:moves]:
        deal.apply(action, None if actor == CHANCE else actor)
    if deal.phase == Phase.SCORED:
        raise ValueError("the deal is over at that moment: there is nothing left to play")
    return deal


def replay_history(finished: FinishedDeal) -> list[tuple[int, Action | OutOfTurn]]:
    """A finished deal's history as (seat, action) pairs."""
    return list(finished.replay().history)


# -- why each move was made ------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Move:
    """One move of a deal with the reason its player could give from its own view."""

    index: int  # place in the deal's history
    seat: int
    action: Action
    reason: object  # bots.explain.Reason


def explain_moves(
    history: History,
    options: DealOptions,
    start: int,
    end: int,
    seats: Sequence[int] = (0, 1, 2),
    *,
    last_word_only: bool = False,
) -> list[Move]:
    """The moves ``history[start:end]`` of the given seats, each explained from the view
    its player had just before it. ``last_word_only``: of the auction, only each seat's
    last word (its limit), which says what the others need to know in a long auction."""
    from ..bots.explain import explain

    chosen = range(start, min(end, len(history)))
    if last_word_only:
        last: dict[int, int] = {}
        for i in chosen:
            actor, action = history[i]
            if isinstance(action, (Bid, Hold, Pass)):
                last[actor] = i
        keep = set(last.values()) | {
            i for i in chosen if not isinstance(history[i][1], (Bid, Hold, Pass))
        }
    else:
        keep = set(chosen)
    deal = Deal(options)
    out: list[Move] = []
    for i, (actor, action) in enumerate(history):
        if i >= end:
            break
        if i in keep and actor in seats and not isinstance(action, (DealCards, OutOfTurn)):
            try:
                reason = explain(view_of(deal, actor), action, seed=i)
            except Exception:  # an explanation is a help: a gap is better than no review
                reason = None
            if reason is not None:
                out.append(Move(i, actor, action, reason))
        deal.apply(action, None if actor == CHANCE else actor)
    return out


# -- the analysis in the background ----------------------------------------------------


class AnalysisRun(QObject):
    """One post-deal analysis on a worker thread; the signals arrive on the GUI thread.

    ``progress(done, total)`` after each decision judged, then ``finished(DealAnalysis)``,
    ``failed(message)`` or, after ``cancel()``, ``cancelled()``.
    """

    progress = Signal(int, int)
    finished = Signal(object)
    failed = Signal(str)
    cancelled = Signal()
    # Emitted from the worker thread; connected queued to the public ones above.
    _progress = Signal(int, int)
    _finished = Signal(object)
    _failed = Signal(str)
    _cancelled = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._stop = threading.Event()
        self.thread: threading.Thread | None = None
        queued = Qt.ConnectionType.QueuedConnection
        self._progress.connect(self.progress, queued)
        self._finished.connect(self.finished, queued)
        self._failed.connect(self.failed, queued)
        self._cancelled.connect(self.cancelled, queued)

    def start(
        self,
        history: History,
        seat: int,
        options: DealOptions,
        *,
        budget_s: float | None = None,
        seed: int = 0,
    ) -> None:
        """Judge ``seat``'s decisions in the deal ``history`` (a game that was played)."""
        from ..bots import analysis

        if self.thread is not None:
            raise RuntimeError("this analysis has been started already")
        moves = list(history)
        budget = analysis.DEFAULT_BUDGET_S if budget_s is None else budget_s
        stop = self._stop

        def emit(signal: Signal, *args: object) -> None:
            with contextlib.suppress(RuntimeError):  # the window went away meanwhile
                signal.emit(*args)  # type: ignore[attr-defined]

        def work() -> None:
            try:
                result = analysis.analyse(
                    moves,
                    seat,
                    options,
                    budget_s=budget,
                    seed=seed,
                    progress=lambda done, total: emit(self._progress, done, total),
                    cancelled=stop.is_set,
                )
            except analysis.AnalysisCancelled:
                emit(self._cancelled)
                return
            except Exception as error:  # shown in the window, never raised in the thread
                emit(self._failed, f"{type(error).__name__}: {error}")
                return
            emit(self._finished, result)

        self.thread = threading.Thread(target=work, name="deal-analysis", daemon=True)
        self.thread.start()

    def cancel(self) -> None:
        """Stop at the next sample; ``cancelled`` follows (nothing if it was done)."""
        self._stop.set()

    @property
    def running(self) -> bool:
        return self.thread is not None and self.thread.is_alive()

    def wait(self, timeout: float = 10.0) -> bool:
        """Block until the worker is done (for tests and shutdown); True if it is."""
        if self.thread is None:
            return True
        self.thread.join(timeout)
        return not self.thread.is_alive()


def analysable(history: History, options: DealOptions) -> bool:
    from ..bots.analysis import analysable as judge

    return judge(history, options)


__all__ = [
    "TRUMP_SUIT",
    "AnalysisRun",
    "Fact",
    "Move",
    "PracticeRequest",
    "Reason",
    "analysable",
    "deal_at",
    "explain_moves",
    "practice_finished",
    "practice_message",
    "replay_history",
]
