"""Escape closes the statistics window and the review window, from whichever part has focus."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget
from test_review_samples import NAMES, play_series

from skat_desktop.ui.review import deals_from_series
from skat_desktop.ui.review.window import ReviewWindow
from skat_desktop.ui.stats.window import StatisticsWindow


def _escape_closes(qtbot: Any, window: QWidget, focus: QWidget) -> None:
    with qtbot.waitActive(window):
        window.show()
        window.activateWindow()
    focus.setFocus()
    qtbot.keyClick(focus, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not window.isVisible(), timeout=1000)


@pytest.mark.parametrize("part", ["figures", "tabs", "archive_table", "chart_mode"])
def test_escape_closes_the_statistics_window(qtbot: Any, tmp_path: Path, part: str) -> None:
    window = StatisticsWindow(tmp_path)
    qtbot.addWidget(window)
    if part == "archive_table":
        window.tabs.setCurrentIndex(2)
    elif part == "chart_mode":
        window.tabs.setCurrentIndex(1)
    _escape_closes(qtbot, window, getattr(window, part))


def test_escape_closes_the_review_window(qtbot: Any) -> None:
    deals = deals_from_series(play_series(deals=1), NAMES[:3])
    window = ReviewWindow(deals, title="test")
    qtbot.addWidget(window)
    _escape_closes(qtbot, window, window.table)
    # The arrow keys still step through the deal (only Escape is new).
    window.show()
    window.first_step()
    qtbot.keyClick(window.table, Qt.Key.Key_Right)
    assert window.step_index == 1
