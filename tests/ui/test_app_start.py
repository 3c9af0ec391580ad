"""The normal start: the window's frame is painted first, then the table is built around
the resumed game; the start-up benchmark's markers come in that order."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from skat_desktop import app
from skat_desktop.controller.game import ControllerSettings, GameController
from skat_desktop.storage import settings as store
from skat_desktop.ui.main_window import MainWindow
from skat_desktop.ui.session import Session


def _save_one_finished_deal(qtbot: Any) -> None:
    """A saved game, one deal over, in the user's data folder."""
    session = Session()
    controller = GameController(
        ControllerSettings(human_is_bot=True, speed="off", seed=11), autosave=session.autosave
    )
    session.attach(controller)
    with qtbot.waitSignal(controller.deal_finished, timeout=60_000):
        controller.new_series()
    session.flush()
    controller.shutdown()
    session.close()


def test_start_paints_the_frame_first_then_builds_the_table_and_resumes(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("SKAT_DESKTOP_HOME", str(tmp_path))
    _save_one_finished_deal(qtbot)
    said: list[str] = []
    said_before_build: list[list[str]] = []
    build = MainWindow.build

    def spy(window: MainWindow, controller: GameController | None = None) -> None:
        # The frame is on the screen, with its felt, before the table exists.
        assert window.isVisible() and window.placeholder is not None
        said_before_build.append(list(said))
        build(window, controller)

    monkeypatch.setattr(MainWindow, "build", spy)
    window = app.start_window(store.load_settings().settings, said.append)
    qtbot.addWidget(window)
    assert not window.built  # show() returns before the table is built
    qtbot.waitUntil(lambda: said == ["shown", "ready"], timeout=20_000)
    assert said_before_build == [["shown"]]
    assert window.built and window.placeholder is None
    # The table holds the saved game: one deal over, on the score sheet too.
    assert len(window.controller.series.deals) == 1
    assert window.snapshot is not None and window.snapshot.state == "deal_over"
    assert window.sheet.rowCount() >= 1
    window.close()


def test_a_deferred_window_closed_before_its_table_keeps_the_stored_layout(
    qtbot: Any, tmp_path: Path
) -> None:
    settings = store.load_settings(tmp_path / "settings.json").settings
    settings.set(store.WINDOW_STATE, "c3RhdGU=")
    window = MainWindow(settings=settings, deferred=True)
    qtbot.addWidget(window)
    window.show()
    assert not window.built and window.placeholder is not None
    assert window.windowTitle() == "Skat"
    window.close()  # nothing to stop, and the frame's layout must not replace the stored one
    assert settings.get(store.WINDOW_STATE) == "c3RhdGU="
