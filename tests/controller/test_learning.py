"""Practice deals (Play from here, Replay this deal), the "why" of moves, the analysis run."""

from __future__ import annotations

from typing import Any

import pytest

from skat_desktop.controller.game import ControllerState as S
from skat_desktop.controller.learning import AnalysisRun, deal_at, explain_moves
from skat_desktop.engine.actions import Bid, DealCards, Hold, Pass, Play

from .conftest import MakeController
from .helpers import EagerBot, declarer_human, human_step, passing_human


def _finish_one_deal(qtbot: Any, c: Any, policy: Any = declarer_human) -> None:
    c.new_series()

    def over() -> bool:
        human_step(c, policy)
        return bool(c.state in (S.DEAL_OVER, S.SERIES_OVER))

    qtbot.waitUntil(over, timeout=10000)


def test_play_from_here_continues_with_the_same_cards_and_is_not_recorded(
    qtbot: Any, make_controller: MakeController
) -> None:
    c = make_controller(bot=EagerBot)
    _finish_one_deal(qtbot, c, passing_human)
    finished = c.series.deals[-1]
    sheet_before = list(c.series.sheet_rows())
    saves: list[Any] = []
    c._autosave = saves.append
    history = list(finished.replay().history)
    first_card = next(i for i, (_, a) in enumerate(history) if isinstance(a, Play))
    deal = deal_at(history, finished.options, first_card)
    assert c.play_practice(deal, finished.seating, finished.dealer)
    assert c.practice and c.snapshot().practice
    assert c.snapshot().message.startswith("Practice deal")
    assert c.deal is not None and c.deal.dealt_hands == finished.replay().dealt_hands

    def over() -> bool:
        human_step(c, passing_human)
        return bool(c.state in (S.DEAL_OVER, S.SERIES_OVER))

    qtbot.waitUntil(over, timeout=10000)
    assert c.last_finished is not None and c.last_finished.number == 0
    assert list(c.series.sheet_rows()) == sheet_before
    assert len(c.series.deals) == 1
    assert saves == []  # the saved game stays the series as it was
    # Play again leaves the practice: the next deal of the series is deal 2.
    c.next_deal()
    assert not c.practice and c.snapshot().deal_number == 2


def test_practice_is_refused_while_a_series_deal_runs(
    qtbot: Any, make_controller: MakeController
) -> None:
    c = make_controller(bot=EagerBot)
    _finish_one_deal(qtbot, c, passing_human)
    finished = c.series.deals[-1]
    c.next_deal()
    refused: list[str] = []
    c.action_refused.connect(refused.append)
    history = list(finished.replay().history)
    assert not c.play_practice(deal_at(history, finished.options, 1), finished.seating, 0)
    assert refused and not c.practice


def test_deal_at_checks_the_moment() -> None:
    from skat_desktop.engine.deal import DEFAULT_OPTIONS, Deal, deal_layout

    deal = Deal()
    deal.apply(DealCards(tuple(deal_layout(3))), None)
    history = list(deal.history)
    with pytest.raises(ValueError, match="no moment 0"):
        deal_at(history, DEFAULT_OPTIONS, 0)
    assert deal_at(history, DEFAULT_OPTIONS, 1).dealt_hands == deal.dealt_hands


def test_explain_moves_gives_each_computer_move_a_reason(
    qtbot: Any, make_controller: MakeController
) -> None:
    c = make_controller(bot=EagerBot)
    _finish_one_deal(qtbot, c, passing_human)
    finished = c.series.deals[-1]
    history = list(finished.replay().history)
    moves = explain_moves(history, finished.options, 0, len(history), seats=(1, 2))
    assert moves and all(m.seat in (1, 2) for m in moves)
    assert all(m.reason is not None for m in moves)
    plays = [m for m in moves if isinstance(m.action, Play)]
    assert plays and all(m.reason.facts for m in plays)  # type: ignore[attr-defined]
    # Of the auction only each seat's last word, when asked so; the cards all the same.
    short = explain_moves(history, finished.options, 0, len(history), (1, 2), last_word_only=True)
    words = [m for m in short if isinstance(m.action, (Bid, Hold, Pass))]
    assert len(words) == len({m.seat for m in words}) <= 2
    assert [m.index for m in short if isinstance(m.action, Play)] == [m.index for m in plays]


def test_analysis_run_reports_progress_and_a_result(qtbot: Any) -> None:
    from skat_desktop.bench.analysis import fixed_deals

    deal = fixed_deals(1, 1)[0]
    assert deal.declarer is not None
    run = AnalysisRun()
    steps: list[tuple[int, int]] = []
    run.progress.connect(lambda d, t: steps.append((d, t)))
    with qtbot.waitSignal(run.finished, timeout=20000) as blocker:
        run.start(deal.history, deal.declarer, deal.options, budget_s=1.0)
    result = blocker.args[0]
    assert result.judgements and steps[-1][0] == steps[-1][1] == len(result.judgements)


def test_analysis_run_can_be_cancelled(qtbot: Any) -> None:
    from skat_desktop.bench.analysis import fixed_deals

    deal = fixed_deals(1, 2)[0]
    assert deal.declarer is not None
    run = AnalysisRun()
    run.cancel()  # before the first sample: it stops at once
    with qtbot.waitSignal(run.cancelled, timeout=10000):
        run.start(deal.history, deal.declarer, deal.options, budget_s=5.0)
    assert run.wait()


def test_a_save_during_practice_is_the_series_as_it_stood(
    qtbot: Any, make_controller: MakeController
) -> None:
    c = make_controller(bot=EagerBot)
    _finish_one_deal(qtbot, c, passing_human)
    before = c.to_dict()
    finished = c.series.deals[-1]
    history = list(finished.replay().history)
    assert c.play_practice(deal_at(history, finished.options, 1), finished.seating, 0)
    saved = c.to_dict()
    assert saved["deal"] is None and saved["state"] == before["state"] == "deal_over"
    assert saved["series"] == before["series"]
    other = make_controller(bot=EagerBot)
    other.restore(saved)
    assert other.state == S.DEAL_OVER and not other.practice
    assert len(other.series.deals) == 1
