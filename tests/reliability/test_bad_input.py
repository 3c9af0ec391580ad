"""Damaged, truncated, huge, wrong-typed and future files: a clear message and a working app."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from skat_desktop.storage import archive, paths, saves

ROOT = Path(__file__).resolve().parents[2]
GOOD_SAVE = {
    "format": "skat-desktop-save",
    "version": 1,
    "saved_at": "2025-01-31T20:15:00+00:00",
    "app_version": "0.1.0",
    "series": {"format": "skat-desktop-controller", "version": 1, "state": "idle"},
}
GOOD_SETTINGS = {"format": "skat-desktop-settings", "version": 2, "settings": {"language": "en"}}
GOOD_SERIES = {
    "format": "skat-desktop-series",
    "version": 1,
    "id": "abc",
    "started_at": "2025-01-31T20:15:00+00:00",
    "finished_at": "2025-01-31T21:15:00+00:00",
    "summary": None,
    "series": {},
}


def _bad(kind: str, good: dict[str, Any], limit: int) -> bytes:
    text = json.dumps(good).encode()
    if kind == "damaged":
        return b"\x00\xff garbage {" + text[5:]
    if kind == "truncated":
        return text[: len(text) // 2]
    if kind == "huge":
        return b" " * (limit + 1) + text
    if kind == "wrong-typed":
        return json.dumps({**good, "version": "one", "saved_at": 5}).encode()
    if kind == "future":
        return json.dumps({**good, "version": 999}).encode()
    raise AssertionError(kind)


KINDS = ("damaged", "truncated", "huge", "wrong-typed", "future")


def _env(home: Path) -> dict[str, str]:
    env = dict(os.environ)
    env[paths.HOME_ENV] = str(home)
    env["QT_QPA_PLATFORM"] = "offscreen"
    env["PYTHONPATH"] = str(ROOT) + os.pathsep + env.get("PYTHONPATH", "")
    return env


def _kept(original: Path, content: bytes) -> bool:
    """The bad content still exists beside ``original``, moved or copied aside."""
    for p in original.parent.glob(original.name + ".*"):
        if p.name != original.name and p.read_bytes() == content:
            return True
    return False


@pytest.mark.parametrize("kind", KINDS)
def test_app_starts_with_bad_settings_and_save(kind: str, tmp_path: Path) -> None:
    """The real app's normal start (offscreen) with a bad settings file and a bad save."""
    home = tmp_path / "home"
    os.environ[paths.HOME_ENV] = str(home)
    settings_file, save_file = paths.settings_file(), paths.save_file()
    settings_bytes = _bad(kind, GOOD_SETTINGS, 1024 * 1024)
    save_bytes = _bad(kind, GOOD_SAVE, saves.MAX_SAVE_BYTES)
    for path, content in ((settings_file, settings_bytes), (save_file, save_bytes)):
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(content)
    child = subprocess.Popen(
        [sys.executable, "-m", "skat_desktop"],
        cwd=ROOT,
        env=_env(home),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        deadline = time.monotonic() + 60
        # The save is read after the window is shown: once it is kept aside, the app is up.
        while not _kept(save_file, save_bytes) and time.monotonic() < deadline:
            assert child.poll() is None, child.communicate()
            time.sleep(0.2)
        time.sleep(0.5)
        assert child.poll() is None, "the app did not keep running"
    finally:
        child.send_signal(signal.SIGKILL)
        _, err = child.communicate(timeout=30)
    assert _kept(save_file, save_bytes), "the bad save was not kept aside"
    assert _kept(settings_file, settings_bytes), "the bad settings file was not kept aside"
    assert "Traceback" not in err, err
    assert str(settings_file) in err and ("moved aside" in err or "kept" in err), err


@pytest.mark.parametrize("kind", KINDS)
def test_session_names_the_bad_save(kind: str, tmp_path: Path, qtbot: Any) -> None:
    from skat_desktop.controller.game import ControllerSettings, GameController
    from skat_desktop.ui.session import Session

    save_file = tmp_path / "save.json"
    content = _bad(kind, GOOD_SAVE, saves.MAX_SAVE_BYTES)
    save_file.write_bytes(content)
    session = Session(save_path=save_file, archive_folder=tmp_path / "archive")
    controller = GameController(ControllerSettings(speed="off"))
    session.attach(controller)
    messages: list[str] = []
    session.problem.connect(messages.append)
    assert session.resume() is False
    controller.shutdown()
    assert len(messages) == 1 and str(save_file) in messages[0], messages
    assert "moved aside" in messages[0]
    assert _kept(save_file, content)
    assert controller.state.value == "idle"


def test_unusable_series_in_a_good_envelope_is_kept(tmp_path: Path, qtbot: Any) -> None:
    from skat_desktop.controller.game import ControllerSettings, GameController
    from skat_desktop.ui.session import Session

    save_file = tmp_path / "save.json"
    content = json.dumps({**GOOD_SAVE, "series": {"state": "playing", "series": "x"}}).encode()
    save_file.write_bytes(content)
    session = Session(save_path=save_file, archive_folder=tmp_path / "archive")
    controller = GameController(ControllerSettings(speed="off", human_is_bot=True))
    session.attach(controller)
    messages: list[str] = []
    session.problem.connect(messages.append)
    assert session.resume() is False
    assert messages, "no message about the unusable save"
    session.autosave(controller.to_dict())  # the game goes on and saves
    controller.shutdown()
    assert _kept(save_file, content), "the unusable save was overwritten"


def test_bad_archive_files_are_reported_and_kept(tmp_path: Path) -> None:
    folder = tmp_path / "archive"
    folder.mkdir()
    bad: dict[Path, bytes] = {}
    for i, kind in enumerate(KINDS):
        path = folder / f"20250131-20150{i}-bad{i}.json"
        bad[path] = _bad(kind, GOOD_SERIES, archive.MAX_SERIES_BYTES)
    index = folder / archive.INDEX_NAME
    broken_index = b'{"format": "skat-desktop-archive-index", "version": 1, "entries": [1, '
    index.write_bytes(broken_index)
    for path, content in bad.items():
        path.write_bytes(content)
    listing = archive.list_series(folder)
    assert listing.entries == []
    assert len(listing.problems) == len(bad)
    for problem in listing.problems:
        assert str(problem.path) in problem.message and "moved aside" in problem.message
    for path, content in bad.items():
        assert _kept(path, content), path
    # The JSON archive's index was only a cache: not believed, kept out of the way.
    assert (folder / archive.IMPORTED_FOLDER / archive.INDEX_NAME).read_bytes() == broken_index
    # The archive goes on working: a new series is filed and listed.
    archive.archive_series({"id": "good1", "deals": []}, folder=folder)
    assert [e.id for e in archive.list_series(folder).entries] == ["good1"]


def test_autoplay_runs_over_a_bad_archive(tmp_path: Path) -> None:
    home = tmp_path / "home"
    os.environ[paths.HOME_ENV] = str(home)
    folder = paths.archive_dir()
    folder.mkdir(parents=True)
    bad_file = folder / "20250131-201500-bad.json"
    content = _bad("truncated", GOOD_SERIES, archive.MAX_SERIES_BYTES)
    bad_file.write_bytes(content)
    (folder / archive.INDEX_NAME).write_bytes(b"\x00\x01")
    run = subprocess.run(
        [sys.executable, "-m", "skat_desktop", "--autoplay", "1"],
        cwd=ROOT,
        env=_env(home),
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert run.returncode == 0, run.stderr
    assert "1 series archived" in run.stdout
    assert _kept(bad_file, content)
    assert len(archive.list_series().entries) == 1


@pytest.mark.parametrize(
    "content",
    [
        b"",
        b"\x00\xff\xfe binary",
        b"(;GM[Skat]PC[ISS]ID[7]MV[w CJ.SJ",
        b"(;GM[Skat]ID[8]MV[w CJ.SJ.HJ 1 p 2 p 0 p ]R[passed] ;)",
        b"(;GM[Chess]MV[e4 e5];)",
        b"(;GM[Skat]ID[9]MV[w 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24"
        b" 25 26 27 28 29 30 31 32 1 p 2 p 0 p ]R[passed] ;)",
        b"(;GM[Skat]ID[x]MV[w " + b"." * 300_000 + b"];)\n" * 20,
    ],
    ids=["empty", "binary", "truncated", "too-few-cards", "not-skat", "numbers", "huge"],
)
def test_bad_iss_record_files(content: bytes, tmp_path: Path) -> None:
    from skat_desktop.ui.review.sources import read_records_file

    path = tmp_path / "records.txt"
    path.write_bytes(content)
    deals, problems = read_records_file(path)
    assert deals == []
    assert problems and all(p.strip() for p in problems)
    run = subprocess.run(
        [sys.executable, "-m", "skat_desktop.records", str(path)],
        cwd=ROOT,
        env=_env(tmp_path),
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert "Traceback" not in run.stderr, run.stderr
    if content.strip():
        assert run.returncode == 2, (run.returncode, run.stdout, run.stderr)
        assert "ERROR" in run.stdout or "cannot read" in run.stderr
