"""Quitting the app prints no Qt thread or timer warning: self-test, autoplay, quit mid-deal."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

# What Qt prints when a timer or an object is used from a thread it does not belong to, or
# when a thread is torn down while running ("QThread: Destroyed while thread is still
# running"). Any of them at exit means a Qt object outlived its thread or was touched from
# a worker.
THREAD_WARNINGS = (
    "QObject::",
    "QThread",
    "Timers cannot",
    "QBasicTimer",
    "startTimer",
    "killTimer",
)

# Autoplay, quit from the event loop while a computer player thinks on a worker thread in
# the middle of trick play (the background autosave has writes on their way then too).
QUIT_MID_DEAL = textwrap.dedent(
    """
    import sys
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    app = QApplication(sys.argv[:1])
    from skat_desktop import app as skat_app
    from skat_desktop.ui.main_window import MainWindow

    def watch():
        for w in app.topLevelWidgets():
            if isinstance(w, MainWindow) and getattr(w, "built", True):
                c = w.controller
                if c.state.value == "playing" and c.snapshot().thinking:
                    print("quit while thinking", flush=True)
                    app.quit()
                    return
        QTimer.singleShot(1, watch)

    QTimer.singleShot(0, watch)
    sys.exit(skat_app.main(["--autoplay", "40"]))
    """
)


def run(args: list[str], home: Path) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", SKAT_DESKTOP_HOME=str(home))
    env["PYTHONPATH"] = str(ROOT) + os.pathsep + env.get("PYTHONPATH", "")
    return subprocess.run(
        [sys.executable, *args], capture_output=True, text=True, timeout=180, env=env, cwd=ROOT
    )


def thread_warnings(stderr: str) -> list[str]:
    return [line for line in stderr.splitlines() if any(w in line for w in THREAD_WARNINGS)]


def test_selftest_exits_without_thread_warnings(tmp_path: Path) -> None:
    done = run(["-m", "skat_desktop", "--selftest"], tmp_path)
    assert done.returncode == 0, done.stderr
    assert "selftest passed" in done.stdout
    assert thread_warnings(done.stderr) == []


def test_autoplay_exits_without_thread_warnings(tmp_path: Path) -> None:
    done = run(["-m", "skat_desktop", "--autoplay", "2"], tmp_path)
    assert done.returncode == 0, done.stderr
    assert "autoplay: 2 deals played" in done.stdout
    assert thread_warnings(done.stderr) == []


def test_quit_while_a_bot_thinks_exits_without_thread_warnings(tmp_path: Path) -> None:
    done = run(["-c", QUIT_MID_DEAL], tmp_path)
    assert "quit while thinking" in done.stdout, done.stderr
    # Fewer deals than asked for: autoplay reports them and exits 1, after a clean shutdown.
    assert done.returncode == 1, done.stderr
    assert "autoplay: " in done.stdout
    assert thread_warnings(done.stderr) == []
