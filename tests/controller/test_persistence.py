"""The controller's saved game through the storage layer's file: resume and damaged files."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from skat_desktop.controller.game import ControllerState
from skat_desktop.controller.persistence import resume_saved_game, storage_autosave

from .conftest import MakeController
from .helpers import declarer_human
from .test_game import play


def test_autosaved_file_resumes_the_same_table(
    qtbot: Any, make_controller: MakeController, tmp_path: Path
) -> None:
    file = tmp_path / "current.json"
    c = make_controller(autosave=storage_autosave(file, durable=False))
    c.new_series()
    play(qtbot, c, declarer_human, lambda c: c.state == ControllerState.DISCARDING)
    assert file.exists()
    r = make_controller(speed="slow")
    problems: list[str] = []
    r.problem.connect(problems.append)
    assert resume_saved_game(r, file) is True
    assert problems == [] and r.snapshot() == c.snapshot()


def test_missing_or_damaged_file_starts_fresh_with_a_message(
    make_controller: MakeController, tmp_path: Path
) -> None:
    file = tmp_path / "current.json"
    c = make_controller()
    problems: list[str] = []
    c.problem.connect(problems.append)
    assert resume_saved_game(c, file) is False and problems == []
    file.write_text('{"format": "skat-desktop-save", "version": 1, "series": [1, 2')
    assert resume_saved_game(c, file) is False
    assert len(problems) == 1 and problems[0] and not file.exists()
    assert c.state == ControllerState.IDLE
