"""The controller's saved game through the storage layer's file: resume and damaged files."""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Any

import pytest

from skat_desktop.controller.game import ControllerState
from skat_desktop.controller.persistence import (
    BackgroundAutosave,
    resume_saved_game,
    storage_autosave,
)

from .conftest import MakeController
from .helpers import declarer_human
from .test_game import play


def test_autosaved_file_resumes_the_same_table(
    qtbot: Any, make_controller: MakeController, tmp_path: Path
) -> None:
    file = tmp_path / "current.sqlite3"
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
    # A legacy JSON save cut short: moved aside on import, named in the one message.
    file.write_text('{"format": "skat-desktop-save", "version": 1, "series": [1, 2')
    assert resume_saved_game(c, file) is False
    assert len(problems) == 1 and str(file) in problems[0] and not file.exists()
    assert c.state == ControllerState.IDLE
    # A saved game the controller cannot restore: kept aside whole, then a fresh start.
    storage_autosave(file)({"format": "skat-desktop-controller", "state": "bidding"})
    assert resume_saved_game(c, file) is False
    assert len(problems) == 2 and "damaged" in problems[1]
    assert resume_saved_game(c, file) is False and len(problems) == 2


def test_background_autosave_writes_newest_in_order_and_finished_deals_at_once() -> None:
    written: list[int] = []
    release = threading.Event()

    def writer(payload: dict[str, Any]) -> None:
        if payload["n"] == 0:
            release.wait(5)  # the first write is slow: later payloads pile up meanwhile
        written.append(payload["n"])

    save = BackgroundAutosave(writer=writer)
    for n in range(5):
        save({"n": n, "state": "playing"})
    release.set()
    save({"n": 5, "state": "deal_over"})
    assert written[-1] == 5 and written == sorted(written)
    assert 1 not in written and 2 not in written  # superseded while the first was written
    save({"n": 6, "state": "dealing"})
    save.close()
    assert written[-1] == 6


def test_background_autosave_reports_a_failed_write_on_the_next_call(
    make_controller: MakeController,
) -> None:
    def writer(payload: dict[str, Any]) -> None:
        raise OSError("disk full")

    save = BackgroundAutosave(writer=writer)
    save({"state": "playing"})
    save.flush()
    c = make_controller(autosave=save)
    problems: list[str] = []
    c.problem.connect(problems.append)
    c.new_series()  # the controller's next save meets the error and reports it
    assert len(problems) == 1 and "disk full" in problems[0]
    assert c.state == ControllerState.DEALING  # the game goes on
    save.flush()
    with pytest.raises(OSError, match="disk full"):
        save.close()
