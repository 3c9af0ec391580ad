"""The Game menu's windows: statistics and archive, ISS records, the post-deal analysis hook."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QFileDialog
from test_review_samples import NAMES, play_series

from skat_desktop.controller.game import ControllerSettings, GameController
from skat_desktop.controller.summary import series_summary
from skat_desktop.storage import archive
from skat_desktop.ui.main_window import MainWindow
from skat_desktop.ui.review import export_records, series_records
from skat_desktop.ui.review.window import ReviewWindow
from skat_desktop.ui.stats import StatisticsWindow


@pytest.fixture
def window(qtbot: Any, tmp_path: Path) -> MainWindow:
    controller = GameController(ControllerSettings(speed="off", seed=2, human_is_bot=True))
    w = MainWindow(controller, None)
    w.archive_folder = tmp_path / "archive"
    qtbot.addWidget(w)
    w.show()
    return w


def test_every_shortcut_is_used_once(window: MainWindow) -> None:
    seen: dict[str, str] = {}
    for action in window.actions():
        for key in action.shortcuts():
            text = key.toString(QKeySequence.SequenceFormat.PortableText)
            assert text not in seen, (text, seen.get(text), action.objectName())
            seen[text] = action.objectName()
    assert seen["Ctrl+I"] == "statistics"
    assert seen["Ctrl+O"] == "openRecords"
    texts = [a.text() for a in window.menu_game.actions()]
    assert "Stat&istics and archive…" in texts and "&Open ISS game records…" in texts


def test_statistics_window_shows_the_archive(qtbot: Any, window: MainWindow) -> None:
    series = play_series(deals=4, seed=7)
    summary = series_summary(
        series,
        NAMES[:3],
        series_id="s1",
        started_at="2025-03-01T10:00:00+00:00",
        finished_at="2025-03-01T11:00:00+00:00",
    )
    archive.archive_series(
        {"id": "s1", "series": series.to_dict()}, summary=summary, folder=window.archive_folder
    )
    window.act_stats.trigger()
    [stats] = [w for w in window.child_windows if isinstance(w, StatisticsWindow)]
    assert stats.isVisible() and stats.folder == window.archive_folder
    assert stats.human == "You"
    assert [e.id for e in stats.entries] == ["s1"]
    assert stats.model.stats[NAMES[0]].deals_played == 4
    stats.close()
    qtbot.waitUntil(lambda: not window.child_windows)


def test_iss_records_open_in_a_review_window(
    qtbot: Any, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    series = play_series(deals=3, seed=5)
    path = tmp_path / "deals.txt"
    export_records(series_records(series, NAMES[:3], date="2025-04-01"), path)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))
    window.act_records.trigger()
    # Read in the background (progress and Cancel); the review opens once it is read.

    def reviews() -> list[ReviewWindow]:
        return [w for w in window.child_windows if isinstance(w, ReviewWindow)]

    qtbot.waitUntil(lambda: len(reviews()) == 1, timeout=30_000)
    [review] = reviews()
    assert review.isVisible() and review.deal_list.count() == 3
    # Cancelled: nothing opens.
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: ("", ""))
    window.act_records.trigger()
    assert len(window.child_windows) == 1


def test_post_deal_analysis_hook(qtbot: Any, window: MainWindow) -> None:
    # The window comes with the built-in analysis; the hook can replace or remove it.
    assert window.act_analysis.isVisible()
    calls: list[object] = []
    window.set_analysis_handler(lambda parent, deal: calls.append((parent, deal)))
    assert window.act_analysis.isVisible() and not window.act_analysis.isEnabled()
    with qtbot.waitSignal(window.controller.deal_finished, timeout=60_000):
        window.controller.new_series()
    assert window.act_analysis.isEnabled()
    window.act_analysis.trigger()
    assert calls == [(window, window.controller.series.deals[-1])]
    window.set_analysis_handler(None)
    assert not window.act_analysis.isVisible()
