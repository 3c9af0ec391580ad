"""Hostile files where the app's files belong: pipes, folders, unreadable files and symlinks.

Each is refused at once with a message naming it, never hangs, and is never written over;
in the window the message stays until read.
"""

from __future__ import annotations

import json
import os
import threading
from pathlib import Path
from typing import Any

import pytest

from skat_desktop.storage import paths, saves
from skat_desktop.storage.settings import LANGUAGE, Settings, load_settings


def _within(seconds: float, work: Any) -> Any:
    """Run ``work`` on a thread; fail (instead of hanging the suite) if it blocks."""
    out: list[Any] = []
    thread = threading.Thread(target=lambda: out.append(work()), daemon=True)
    thread.start()
    thread.join(seconds)
    assert not thread.is_alive(), "blocked: a FIFO was opened"
    return out[0]


@pytest.mark.parametrize("kind", ["fifo", "folder"])
def test_settings_file_that_is_not_a_file_is_refused_at_once(kind: str, tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    os.mkfifo(path) if kind == "fifo" else path.mkdir()
    loaded = _within(5, lambda: load_settings(path))
    assert loaded.problem is not None and str(path) in loaded.problem.message
    assert ("named pipe" if kind == "fifo" else "folder") in loaded.problem.message
    with pytest.raises(OSError):
        loaded.settings.save()
    assert path.is_fifo() if kind == "fifo" else path.is_dir()


def test_unreadable_settings_are_kept_not_replaced_by_defaults(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "settings.json"
    good = Settings(path=path)
    good.set(LANGUAGE, "de")
    good.save()
    content = path.read_bytes()
    real_stat = Path.stat

    def denied(self: Path, **kwargs: Any) -> os.stat_result:
        if self == path:
            raise PermissionError(13, "Permission denied", str(path))
        return real_stat(self, **kwargs)

    with monkeypatch.context() as patch:
        patch.setattr(Path, "stat", denied)
        loaded = load_settings(path)
    assert loaded.problem is not None and "could not be read" in loaded.problem.message
    with pytest.raises(PermissionError, match="kept as it is"):
        loaded.settings.save()  # what quitting does: refused, the file keeps the user's values
    assert path.read_bytes() == content


def test_settings_written_through_a_symlink_keep_the_link(tmp_path: Path) -> None:
    target = tmp_path / "dotfiles" / "skat-settings.json"
    target.parent.mkdir()
    link = tmp_path / "config" / "settings.json"
    link.parent.mkdir()
    Settings().save(target)
    link.symlink_to(target)
    settings = load_settings(link).settings
    settings.set(LANGUAGE, "it")
    settings.save()
    assert link.is_symlink() and os.readlink(link) == str(target)
    assert json.loads(target.read_text("utf-8"))["settings"]["language"] == "it"


def test_window_shows_every_file_problem_until_read(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from skat_desktop import app
    from skat_desktop.ui.notices import notices_of

    home = tmp_path / "home"
    monkeypatch.setenv(paths.HOME_ENV, str(home))
    paths.data_dir().mkdir(parents=True)
    os.mkfifo(paths.game_database())  # the saved game: a pipe
    legacy = paths.save_file()
    legacy.write_bytes(b'{"format": "skat-desktop-save", "ver')  # and a cut-off old save
    monkeypatch.setattr(app, "STARTUP_PROBLEMS", ["The file /x/settings.json could not be used."])
    window = app.start_window(None)
    qtbot.addWidget(window)
    qtbot.waitUntil(lambda: window.built, timeout=10_000)
    notices = notices_of(window)
    text = "\n".join(notices.messages)
    assert str(paths.game_database()) in text and "named pipe" in text
    assert "/x/settings.json" in text
    box = notices.box
    assert box is not None and box.isVisible()
    assert str(paths.game_database()) in box.informativeText()
    # The game goes on without saving over anything; the pipe is still a pipe.
    assert paths.game_database().is_fifo()
    box.accept()  # read: the box goes, and a new problem opens a new one
    qtbot.waitUntil(lambda: notices.box is None)
    window.controller.problem.emit("The game could not be saved: the disk is full")
    assert notices.box is not None and "disk is full" in notices.box.informativeText()
    notices.box.accept()
    qtbot.waitUntil(lambda: notices.box is None)
    window.controller.problem.emit("The game could not be saved: the disk is full")
    assert notices.box is None  # read once: not put before the game after every action
    window.controller.shutdown()
    window.session.close()


def test_a_save_failure_stays_on_screen(qtbot: Any, tmp_path: Path) -> None:
    from skat_desktop.controller.game import ControllerSettings, GameController
    from skat_desktop.ui.main_window import MainWindow
    from skat_desktop.ui.notices import notices_of

    def failing(_payload: object) -> None:
        raise OSError(f"{tmp_path / 'series.sqlite3'} could not be written: it is read-only")

    controller = GameController(ControllerSettings(speed="off"), autosave=failing)
    window = MainWindow(controller, None)
    qtbot.addWidget(window)
    controller.new_series()
    notices = notices_of(window)
    qtbot.waitUntil(lambda: bool(notices.messages), timeout=5000)
    assert "read-only" in notices.messages[0] and len(notices.messages) == 1
    controller.shutdown()


def test_database_through_a_symlink_updates_its_target(tmp_path: Path) -> None:
    target = tmp_path / "synced" / "series.sqlite3"
    target.parent.mkdir()
    link = tmp_path / "series.sqlite3"
    link.symlink_to(target)
    saves.save_game({"a": 1}, link)
    saves.save_game({"a": 2}, link)
    assert link.is_symlink() and target.is_file()
    assert saves.load_game(target).value == {"a": 2}
    # SQLite's journal lives beside the real file, not beside the link.
    assert not (tmp_path / "series.sqlite3-wal").exists()


def test_a_finished_save_with_a_damaged_id_and_start_is_still_archived(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from skat_desktop.controller.game import ControllerSettings, GameController
    from skat_desktop.storage import archive
    from skat_desktop.ui.session import Session

    monkeypatch.setenv(paths.HOME_ENV, str(tmp_path / "home"))
    payloads: list[dict[str, Any]] = []
    config = ControllerSettings(human_is_bot=True, speed="off", series_length=1, seed=9)
    controller = GameController(config, autosave=payloads.append)
    with qtbot.waitSignal(controller.series_finished, timeout=30_000):
        controller.new_series()
    controller.shutdown()
    last = dict(payloads[-1], id="../../etc", started_at="the day before")
    saves.save_game(last)  # killed after the last save, before it was archived
    session = Session()
    resumed = GameController(ControllerSettings(human_is_bot=True, speed="off"))
    session.attach(resumed)
    problems: list[str] = []
    session.problem.connect(problems.append)
    assert session.resume()
    resumed.shutdown()
    session.close()
    [entry] = archive.list_series().entries
    assert entry.id != "../../etc" and entry.deals == 1
    assert saves.load_game().value is None  # filed, so New game has nothing to overwrite
    assert problems == []
