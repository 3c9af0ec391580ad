"""Start-up time: command to first window shown, skat-desktop against a bare QMainWindow.

Both run as fresh processes on the same virtual screen (offscreen unless a display is
set); each prints when its first window is exposed and exits. The app does that when
``SKAT_DESKTOP_EXIT_AFTER_SHOW=1`` is set. Prints one JSON object with the medians and
their ratio; the target is a ratio under 1.5.
"""

from __future__ import annotations

import argparse
import compileall
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import skat_desktop

BARE_WINDOW = """
import sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication(sys.argv)
w = QMainWindow()
w.resize(1024, 700)
w.show()
def shown():
    print("shown", flush=True)
    app.quit()
QTimer.singleShot(0, shown)
app.exec()
"""


def _time_command(cmd: list[str], env: dict[str, str]) -> float:
    """Milliseconds from starting ``cmd`` to its "shown" line (shutdown is not counted)."""
    start = time.perf_counter()
    with subprocess.Popen(
        cmd, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
    ) as proc:
        assert proc.stdout is not None
        elapsed = None
        for line in proc.stdout:
            if line.strip() == "shown":
                elapsed = time.perf_counter() - start
                break
        _, err = proc.communicate(timeout=120)
    if elapsed is None:
        raise RuntimeError(f"{' '.join(cmd)} did not report a shown window:\n{err[-2000:]}")
    return elapsed * 1000


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m skat_desktop.bench startup")
    parser.add_argument("--runs", type=int, default=7, help="runs of each (default 7)")
    args = parser.parse_args(argv)
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    env["SKAT_DESKTOP_EXIT_AFTER_SHOW"] = "1"
    # An installed app runs from compiled bytecode (pip compiles a wheel's modules when it
    # installs them). Where PYTHONDONTWRITEBYTECODE is set, as on some CI machines, nothing
    # would be cached and every run would compile the whole package from source first.
    compileall.compile_dir(str(Path(skat_desktop.__file__).parent), quiet=1)
    with tempfile.TemporaryDirectory() as home:
        env["SKAT_DESKTOP_HOME"] = home
        app_cmd = [sys.executable, "-m", "skat_desktop"]
        bare_cmd = [sys.executable, "-c", BARE_WINDOW]
        _time_command(app_cmd, env)  # warm the file cache and the first-run settings
        app_ms: list[float] = []
        bare_ms: list[float] = []
        for _ in range(args.runs):  # interleaved, so machine noise hits both alike
            bare_ms.append(_time_command(bare_cmd, env))
            app_ms.append(_time_command(app_cmd, env))
    app_median = statistics.median(app_ms)
    bare_median = statistics.median(bare_ms)
    print(
        json.dumps(
            {
                "app_median_ms": round(app_median, 1),
                "bare_qmainwindow_median_ms": round(bare_median, 1),
                "ratio": round(app_median / bare_median, 3),
                "runs": args.runs,
            }
        )
    )
    return 0
