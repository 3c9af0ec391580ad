"""The statistics count the series in progress and say how a series is filed (defect 3), and
show the results with or without the deals played with undo."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from test_stats import SERIES_A, summary

from skat_desktop.controller.game import ControllerSettings, GameController
from skat_desktop.ui.main_window import MainWindow
from skat_desktop.ui.stats.window import StatisticsWindow, without_undo


def test_no_archive_yet_but_a_series_in_progress_shows_its_figures(
    qtbot: Any, tmp_path: Path
) -> None:
    window = StatisticsWindow(tmp_path / "empty", human="You", in_progress=SERIES_A)
    qtbot.addWidget(window)
    assert window.model.players and window.model.stats["You"].deals_played == 4
    text = window.empty_label.text()
    assert "series in progress (4 deals so far)" in text
    assert "filed in the archive when it ends: at New game" in text
    assert "No finished series yet" not in text


def test_nothing_played_says_how_a_series_is_filed(qtbot: Any, tmp_path: Path) -> None:
    window = StatisticsWindow(tmp_path / "empty", human="You")
    qtbot.addWidget(window)
    assert not window.model.players and window.empty_label.isVisibleTo(window)
    assert "at New game" in window.empty_label.text()


def test_the_main_window_hands_over_the_series_being_played(qtbot: Any, tmp_path: Path) -> None:
    controller = GameController(ControllerSettings(speed="off", seed=2, human_is_bot=True))
    window = MainWindow(controller, None)
    qtbot.addWidget(window)
    window.archive_folder = tmp_path / "archive"
    controller.new_series()
    qtbot.waitUntil(lambda: controller.state.value == "deal_over", timeout=20_000)
    window.open_statistics()
    stats = [w for w in window.child_windows if isinstance(w, StatisticsWindow)][-1]
    assert stats.in_progress is not None and len(stats.in_progress["deals"]) == 1
    assert sum(p.deals_played for p in stats.model.stats.values()) == 3  # three seats
    stats.close()


def test_deals_played_with_undo_can_be_left_out(qtbot: Any, tmp_path: Path) -> None:
    deals = [dict(d) for d in SERIES_A["deals"]]
    deals[0]["with_undo"] = True  # "You" won a Clubs game, then took a decision back
    marked = summary("U", "2025-04-01", deals)  # type: ignore[arg-type]
    window = StatisticsWindow(tmp_path / "empty", human="You", in_progress=marked)
    qtbot.addWidget(window)
    counted = window.model.stats["You"].declarer.played
    window.undo_choice.setCurrentIndex(1)
    assert window.model.stats["You"].declarer.played == counted - 1
    assert window.model.stats["You"].deals_played == 3
    kept = without_undo(marked)
    assert (
        len(kept["deals"]) == 3
        and kept["seeger_fabian_totals"][0] < (marked["seeger_fabian_totals"][0])
    )
    assert without_undo(SERIES_A) is SERIES_A  # nothing to leave out


def test_a_series_filed_at_its_end_is_counted_once(qtbot: Any, tmp_path: Path) -> None:
    """A fixed-length series is archived when its last deal ends; the statistics opened
    then counted it twice, as archived and again as the series in progress."""
    from skat_desktop.ui.session import Session

    session = Session(save_path=tmp_path / "save.json", archive_folder=tmp_path / "archive")
    settings = ControllerSettings(speed="off", seed=2, human_is_bot=True, series_length=1)
    controller = GameController(settings, autosave=session.autosave)
    session.attach(controller)
    window = MainWindow(controller, None)
    qtbot.addWidget(window)
    window.session = session
    with qtbot.waitSignal(controller.series_finished, timeout=20_000):
        controller.new_series()
    assert session.archived == 1
    window.open_statistics()
    stats = [w for w in window.child_windows if isinstance(w, StatisticsWindow)][-1]
    assert stats.in_progress is None
    assert "series in progress" not in stats.empty_label.text()
    assert all(p.deals_played == 1 and p.series_played == 1 for p in stats.model.stats.values())
    stats.close()
    session.close()
    controller.shutdown()
