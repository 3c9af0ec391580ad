"""The analysis window: judged off the GUI thread with a moving progress bar and Cancel,
the turning point marked and worded, and Play from here through the real main window."""

from __future__ import annotations

import threading
from typing import Any

import pytest

import skat_desktop.ui  # noqa: F401  (the refcount guard before any widget)
from skat_desktop.controller import learning
from skat_desktop.controller.game import ControllerSettings, GameController
from skat_desktop.engine.actions import PASS, PICK_UP, Bid, Declare, Play, discard
from skat_desktop.engine.cards import card_list, parse_card, parse_cards
from skat_desktop.engine.deal import Deal, Phase
from skat_desktop.engine.notation import encode_action
from skat_desktop.engine.rules import Contract, GameType
from skat_desktop.engine.series import FinishedDeal
from skat_desktop.ui import autopilot
from skat_desktop.ui.analysis import AnalysisWindow
from skat_desktop.ui.main_window import MainWindow

NAMES = ("You", "Anna", "Ben")


def _null_finished(put_away: str) -> FinishedDeal:
    """Forehand (the user) plays Null; keeping the ace of diamonds loses it."""
    piles = ["C7 C8 C9 S7 S8 S9 H7 H8 H9 D7", "CT CJ CQ CK CA ST SJ D8 D9 DJ"]
    piles += ["SQ SK SA HT HJ HQ HK HA DQ DK", "DA DT"]
    cards = tuple(c for text in piles for c in card_list(parse_cards(text)))
    deal = Deal.from_cards(cards)
    a, b = (parse_card(c) for c in put_away.split())
    for action in (PASS, PASS, Bid(18), PICK_UP, discard(a, b), Declare(Contract(GameType.NULL))):
        deal.apply(action)
    while deal.phase == Phase.PLAY:
        deal.apply(deal.legal_actions()[0])
    assert deal.result is not None
    return FinishedDeal(
        number=1,
        dealer=2,
        seating=(0, 1, 2),
        history=tuple(encode_action(a) for _, a in deal.history),
        result=deal.result,
        options=deal.options,
    )


def test_turning_point_is_marked_and_worded_off_the_gui_thread(
    qtbot: Any, monkeypatch: Any
) -> None:
    ran_on: list[int] = []
    real = learning.AnalysisRun.start

    def recording(self: Any, *args: Any, **kwargs: Any) -> None:
        real(self, *args, **kwargs)
        assert self.thread is not None
        ran_on.append(self.thread.ident or 0)

    monkeypatch.setattr(learning.AnalysisRun, "start", recording)
    window = AnalysisWindow(_null_finished("C9 DT"), NAMES, budget_s=1.5)
    qtbot.addWidget(window)
    window.show()
    assert window.is_running and window.progress.isVisible() and window.cancel_button.isVisible()
    values: list[int] = []
    window.progress.valueChanged.connect(values.append)
    qtbot.waitUntil(lambda: window.state == "done", timeout=60_000)
    assert ran_on and ran_on[0] != threading.get_ident()
    # The bar moved decision by decision up to the last one.
    assert len(values) >= 3 and values == sorted(values) and values[-1] == window.progress.maximum()
    rows = window.judgements
    assert window.table.rowCount() == len(rows) >= 14  # bid, skat, discard, game, 10 cards
    turning = window.turning_point
    assert turning is not None and rows[turning].kind == "discard"
    assert window.table.item(turning, 0).text() == "Discard"
    assert window.table.item(turning, 1).text() == window.choice_name(rows[turning].chosen)
    assert window.table.item(turning, 2).text().startswith("100% → ")
    assert window.table.item(turning, 5).text() == "won → lost"  # every card open
    assert window.selected_row() == turning
    assert "would have been better than" in window.verdict.text()
    assert "Turning point: Discard" in window.summary.text()


def test_cancel_stops_the_analysis_and_says_so(qtbot: Any) -> None:
    window = AnalysisWindow(_null_finished("DA DT"), NAMES, budget_s=30.0)
    qtbot.addWidget(window)
    window.show()
    window.cancel_button.click()
    qtbot.waitUntil(lambda: window.state == "cancelled", timeout=30_000)
    assert not window.progress.isVisible() and window.table.rowCount() == 0
    assert window.status.text() == "The analysis was cancelled."
    assert window.run is not None and window.run.wait()


def test_a_passed_in_deal_has_nothing_to_analyse(qtbot: Any) -> None:
    deal = Deal.from_seed(3)
    for _ in range(3):
        deal.apply(PASS)
    assert deal.result is not None
    finished = FinishedDeal(
        1, 2, (0, 1, 2), tuple(encode_action(a) for _, a in deal.history), deal.result
    )
    window = AnalysisWindow(finished, NAMES)
    qtbot.addWidget(window)
    assert not window.analysable and window.run is None
    assert "nothing to analyse" in window.intro.text()


@pytest.fixture
def main_window(qtbot: Any, monkeypatch: Any) -> MainWindow:
    controller = GameController(ControllerSettings(speed="off", seed=11))
    window = MainWindow(controller, None)
    qtbot.addWidget(window)
    window.scene.speed = "off"
    monkeypatch.setattr(window, "_confirm", lambda question: True)
    window.show()
    qtbot.waitExposed(window)
    return window


def _play_to_the_end(qtbot: Any, window: MainWindow, policy: Any = autopilot.eager) -> None:
    def over() -> bool:
        snap = window.snapshot
        if snap is None:
            return False
        if snap.state in ("deal_over", "series_over"):
            return True
        if snap.human_to_move:
            action = policy(window) or snap.legal[0]
            autopilot.perform(window, action)
        return False

    qtbot.waitUntil(over, timeout=60_000)


def test_play_from_here_in_the_analysis_through_the_real_window(
    qtbot: Any, main_window: MainWindow
) -> None:
    window = main_window
    window.new_game()
    # The first deal of the series in which a game is played (a deal all pass has no
    # card to play from).
    for _ in range(8):
        _play_to_the_end(qtbot, window)
        finished = window.controller.series.deals[-1]
        if finished.counts:
            break
        window.play_again()
    else:
        raise AssertionError("eight deals in a row were passed in")
    played = len(window.controller.series.deals)
    dialog = AnalysisWindow(
        finished, NAMES, window, budget_s=1.0, play_handler=window.play_practice
    )
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitUntil(lambda: dialog.state in ("done", "idle"), timeout=60_000)
    assert dialog.analysable
    cards = [r for r, j in enumerate(dialog.judgements) if j.kind == "card"]
    row = cards[len(cards) // 2]
    judged = dialog.judgements[row]
    dialog.table.selectRow(row)
    assert dialog.play_button.isEnabled()
    dialog.play_button.click()
    controller = window.controller
    assert controller.practice and window.snapshot.practice
    assert window.snapshot.message.startswith("Practice deal")
    # The same cards, the same moment: the user is to decide that card again.
    deal = controller.deal
    assert deal is not None and deal.dealt_hands == finished.replay().dealt_hands
    assert [a for _, a in deal.history] == [a for _, a in finished.replay().history][: judged.index]
    assert window.snapshot.human_to_move and Play(judged.chosen.card) in window.snapshot.legal  # type: ignore[attr-defined]
    _play_to_the_end(qtbot, window)
    assert len(controller.series.deals) == played  # the practice never reached the sheet
    # The practice deal can be analysed in its turn (Ctrl+Y now means this one).
    practice = window._finished_deal()
    assert practice is not None and practice.number == 0 and window.act_analysis.isEnabled()
    again = AnalysisWindow(practice, NAMES, window, start=False)
    qtbot.addWidget(again)
    assert again.windowTitle() == "Analysis of the practice deal"
    window.play_again()
    assert not controller.practice and window.snapshot.deal_number == played + 1


def test_play_from_here_and_replay_in_the_review_of_this_series(
    qtbot: Any, main_window: MainWindow
) -> None:
    window = main_window
    window.new_game()
    _play_to_the_end(qtbot, window)
    finished = window.controller.series.deals[-1]
    assert window.act_review.isEnabled()
    window.act_review.trigger()
    review = window.child_windows[-1]
    from skat_desktop.ui.review.window import ReviewWindow

    assert isinstance(review, ReviewWindow)
    trick = next((i for i, s in enumerate(review.steps) if s.kind == "trick"), None)
    assert trick is not None
    review.go_to_step(trick)
    bar = review.learn_bar
    assert bar.play_button.isEnabled() and bar.replay_button.isEnabled()
    assert bar.why.text()  # the computer players' moves in that trick, with their reasons
    # The moments of the step: after it, then before each of its three cards.
    assert bar.moment.count() == 4 and bar.moment.itemData(0) == review.steps[trick].moves
    bar.moment.setCurrentIndex(2)  # before the trick's second card
    before_second = bar.moment.currentData()
    bar.play_button.click()
    deal = window.controller.deal
    assert window.controller.practice and deal is not None
    assert len(deal.tricks) == 0 and len(deal.trick) == 1
    assert [a for _, a in deal.history] == [a for _, a in finished.replay().history][:before_second]
    _play_to_the_end(qtbot, window)
    review.go_to_step(trick)
    bar.play_button.click()  # after the step: the first trick is complete
    deal = window.controller.deal
    assert deal is not None
    assert len(deal.history) == review.steps[trick].moves and len(deal.tricks) == 1
    _play_to_the_end(qtbot, window)
    bar.replay_button.click()  # the practice is over: Replay starts the deal again
    deal = window.controller.deal
    assert deal is not None and deal.dealt_hands == finished.replay().dealt_hands
    assert len(deal.history) <= 4 and window.controller.practice


def test_play_from_here_from_an_archived_series(
    qtbot: Any, main_window: MainWindow, tmp_path: Any
) -> None:
    from test_review_samples import play_series

    from skat_desktop.controller.summary import series_summary
    from skat_desktop.storage import archive

    series = play_series(deals=3, seed=9)
    made = series_summary(
        series,
        NAMES,
        series_id="old",
        started_at="2025-05-01T10:00:00+00:00",
        finished_at="2025-05-01T10:30:00+00:00",
    )
    folder = tmp_path / "archive"
    archive.archive_series({"series": series.to_dict()}, made, folder=folder)
    main_window.archive_folder = folder
    main_window.open_statistics()
    stats = main_window.child_windows[-1]
    review = stats.open_review("old")  # type: ignore[attr-defined]
    assert review is not None
    index = next(i for i, d in enumerate(review.deals) if d.deal.tricks and 0 in (d.seating or ()))
    review.select_deal(index)
    review.go_to_trick(1)
    review.learn_bar.play_button.click()
    controller = main_window.controller
    deal = controller.deal
    archived = series.deals[index].replay()
    assert controller.practice and deal is not None and deal.dealt_hands == archived.dealt_hands
    assert len(deal.tricks) == 1 and len(controller.series.deals) == 0


def test_the_intro_says_why_rows_need_not_follow_on(qtbot: Any) -> None:
    # "Discard 100% → 45%" then "Game 100% → 50%": each row is judged afresh; say so.
    window = AnalysisWindow(_null_finished("DA DT"), NAMES, budget_s=30.0)
    qtbot.addWidget(window)
    text = window.intro.text()
    window.cancel_button.click()
    if window.run is not None:
        assert window.run.wait()
    assert "Before is the chance with the best choice, after with yours" in text
    assert "need not start where the one above ended" in text


def test_a_deal_analysed_again_shows_the_same_figures(qtbot: Any) -> None:
    """Opened twice, one deal's analysis said 62 % and then 67 % (each run samples other
    hidden cards): the second window now shows the first run's result."""
    finished = _null_finished("C8 DT")
    first = AnalysisWindow(finished, NAMES, budget_s=1.0)
    qtbot.addWidget(first)
    qtbot.waitUntil(lambda: first.state == "done", timeout=60_000)
    again = AnalysisWindow(finished, NAMES, budget_s=1.0)
    qtbot.addWidget(again)
    assert again.state == "done" and again.run is None
    assert again.result is first.result
    cells = [[t.table.item(r, c).text() for c in range(6)] for t in (first, again) for r in [0]]
    assert cells[0] == cells[1]


def test_the_review_of_this_series_opens_at_the_deal_just_played(
    qtbot: Any, main_window: MainWindow
) -> None:
    window = main_window
    window.new_game()
    _play_to_the_end(qtbot, window)
    window.play_again()
    _play_to_the_end(qtbot, window)
    assert len(window.controller.series.deals) == 2
    window.act_review.trigger()
    review = window.child_windows[-1]
    assert review.deal_index == 1
    assert review.deal_list.currentRow() == 1
