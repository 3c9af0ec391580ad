"""One instance per data folder, clean exits on signals, and --autoplay on disks it cannot use."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path
from typing import Any

import pytest

from skat_desktop.storage import archive, paths, saves
from skat_desktop.storage.instance import FolderInUse, InstanceLock

ROOT = Path(__file__).resolve().parents[2]


def _env(home: Path) -> dict[str, str]:
    env = dict(os.environ)
    env[paths.HOME_ENV] = str(home)
    env["QT_QPA_PLATFORM"] = "offscreen"
    env["PYTHONPATH"] = str(ROOT) + os.pathsep + env.get("PYTHONPATH", "")
    return env


def _start_window(home: Path) -> subprocess.Popen[str]:
    child = subprocess.Popen(
        [sys.executable, "-m", "skat_desktop", "--lang", "en"],
        cwd=ROOT,
        env=_env(home),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    # The table is built (and the saved game opened) once the window is up.
    database = home / "data" / paths.GAME_DATABASE_NAME
    deadline = time.monotonic() + 60
    while not database.exists():
        assert child.poll() is None, child.communicate()
        assert time.monotonic() < deadline, "the window did not come up"
        time.sleep(0.1)
    time.sleep(0.5)
    return child


def test_the_lock_is_exclusive_and_goes_with_its_holder(tmp_path: Path) -> None:
    path = tmp_path / "data" / "skat-desktop.lock"
    first = InstanceLock(path)
    first.acquire()
    holder = f"in use by another skat-desktop \\(process {os.getpid()}"
    with pytest.raises(FolderInUse, match=holder):
        InstanceLock(path).acquire()
    first.release()
    second = InstanceLock(path)
    second.acquire()  # free again once released
    second.release()


def test_a_stale_lock_left_by_a_killed_instance_is_taken_over(tmp_path: Path) -> None:
    path = tmp_path / "skat-desktop.lock"
    code = textwrap.dedent(
        f"""
        import sys, time
        from pathlib import Path
        from skat_desktop.storage.instance import InstanceLock
        InstanceLock(Path({str(path)!r})).acquire()
        print("held", flush=True)
        time.sleep(60)
        """
    )
    child = subprocess.Popen(
        [sys.executable, "-c", code], cwd=ROOT, env=_env(tmp_path), stdout=subprocess.PIPE
    )
    assert child.stdout is not None and child.stdout.readline().strip() == b"held"
    with pytest.raises(FolderInUse):
        InstanceLock(path).acquire()
    child.send_signal(signal.SIGKILL)
    child.wait(10)
    assert path.read_text("ascii").strip() == str(child.pid)  # the dead one's pid is left
    taken = InstanceLock(path)
    taken.acquire()
    assert path.read_text("ascii").strip() == str(os.getpid())
    taken.release()


def test_a_fifo_in_place_of_the_lock_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "skat-desktop.lock"
    os.mkfifo(path)
    with pytest.raises(OSError, match="named pipe"):
        InstanceLock(path).acquire()


def test_the_raise_server_answers_a_second_start(qtbot: Any, tmp_path: Path) -> None:
    from skat_desktop.ui.single_instance import RaiseServer, ask_running_instance

    raised: list[bool] = []
    server = RaiseServer(tmp_path, lambda: raised.append(True))
    assert ask_running_instance(tmp_path)
    qtbot.waitUntil(lambda: raised == [True], timeout=5000)
    server.server.close()
    assert not ask_running_instance(tmp_path, timeout_ms=200)


def test_autoplay_refuses_a_folder_in_use(tmp_path: Path) -> None:
    home = tmp_path / "home"
    os.environ[paths.HOME_ENV] = str(home)
    lock = InstanceLock()
    lock.acquire()
    try:
        run = subprocess.run(
            [sys.executable, "-m", "skat_desktop", "--autoplay", "2"],
            cwd=ROOT,
            env=_env(home),
            capture_output=True,
            text=True,
            timeout=120,
        )
    finally:
        lock.release()
    assert run.returncode == 1
    assert "is in use by another skat-desktop" in run.stderr and "Traceback" not in run.stderr
    assert "deal 1" not in run.stdout


def test_a_second_window_start_raises_the_first_and_ends(tmp_path: Path) -> None:
    home = tmp_path / "home"
    first = _start_window(home)
    try:
        second = subprocess.run(
            [sys.executable, "-m", "skat_desktop"],
            cwd=ROOT,
            env=_env(home),
            capture_output=True,
            text=True,
            timeout=60,
        )
        assert second.returncode == 0, second.stderr
        assert "already running" in second.stdout and "window was raised" in second.stdout
        assert first.poll() is None, "the first window went away"
    finally:
        first.send_signal(signal.SIGTERM)
        _, err = first.communicate(timeout=60)
    assert first.returncode == 0 and "Traceback" not in err, err


@pytest.mark.parametrize("name", ["SIGTERM", "SIGINT", "SIGHUP"])
def test_a_signal_saves_game_settings_and_window_and_quits(name: str, tmp_path: Path) -> None:
    home = tmp_path / "home"
    child = _start_window(home)
    child.send_signal(getattr(signal, name))
    try:
        _, err = child.communicate(timeout=60)
    except subprocess.TimeoutExpired:
        child.kill()
        raise AssertionError(f"{name} did not end the app") from None
    assert child.returncode == 0, err
    assert "Traceback" not in err and "KeyboardInterrupt" not in err, err
    settings = json.loads((home / "config" / "settings.json").read_text("utf-8"))["settings"]
    assert settings["window_geometry"], "the window's size and place were not saved"
    # The lock went with the app: another start may take the folder.
    lock = InstanceLock(home / "data" / paths.LOCK_FILE_NAME)
    lock.acquire()
    lock.release()


def test_two_autoplays_started_together_lose_no_deal(tmp_path: Path) -> None:
    home = tmp_path / "home"
    command = [sys.executable, "-m", "skat_desktop", "--autoplay", "3"]
    runs = [
        subprocess.Popen(
            command,
            cwd=ROOT,
            env=_env(home),
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for _ in range(2)
    ]
    results = [(r.wait(180), *r.communicate()) for r in runs]
    codes = sorted(code for code, _, _ in results)
    assert codes == [0, 1], results  # one plays, the other refuses the folder in use
    played = next(out for code, out, _ in results if code == 0)
    refused = next(err for code, _, err in results if code == 1)
    assert "in use" in refused
    assert "3 deals played, 1 series archived" in played
    os.environ[paths.HOME_ENV] = str(home)
    [entry] = archive.list_series().entries
    assert entry.deals == 3
    assert saves.load_game().value is None


def test_autoplay_that_cannot_save_ends_with_status_1(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from skat_desktop import app

    monkeypatch.setenv(paths.HOME_ENV, str(tmp_path / "home"))

    def full(self: saves.GameStore, payload: object) -> Path:
        raise OSError(f"{self.path} could not be written: the disk is full")

    monkeypatch.setattr(saves.GameStore, "save", full)
    assert app.main(["--autoplay", "3", "--lang", "en"]) == 1
    err = capsys.readouterr().err
    assert "stopped, the game could not be saved" in err and "the disk is full" in err
    assert "Traceback" not in err


def test_autoplay_on_a_read_only_disk_ends_with_status_1(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from skat_desktop import app

    monkeypatch.setenv(paths.HOME_ENV, str(tmp_path / "home"))

    def read_only(self: InstanceLock) -> None:
        raise OSError(30, "Read-only file system", str(self.path))

    monkeypatch.setattr(InstanceLock, "acquire", read_only)
    assert app.main(["--autoplay", "2", "--lang", "en"]) == 1
    err = capsys.readouterr().err
    assert "the data folder cannot be used" in err and "Read-only file system" in err
    assert "Traceback" not in err
