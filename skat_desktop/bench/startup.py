"""Start-up time: command to first window shown, skat-desktop against a bare QMainWindow.

Both run as fresh processes on the same screen (the display if one is set, else Qt's
offscreen platform). Each says "shown" on stdout once its window is first painted; the app
then builds its table and says "ready" once the table is painted, and quits (it does this
when ``SKAT_DESKTOP_EXIT_AFTER_SHOW=1`` is set). Prints one JSON object with the medians
and their ratios to the bare window; the target is a "shown" ratio under 1.5.
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
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication(sys.argv)
w = QMainWindow()
w.resize(1024, 700)
def shown():
    print("shown", flush=True)
    app.quit()
class FirstPaint(QObject):
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint:
            watched.removeEventFilter(self)
            QTimer.singleShot(0, shown)
        return False
first_paint = FirstPaint()
w.installEventFilter(first_paint)
w.show()
app.exec()
"""


def _time_command(cmd: list[str], env: dict[str, str]) -> dict[str, float]:
    """Milliseconds from starting ``cmd`` to each line it prints ("shown", "ready");
    shutdown is not counted."""
    start = time.perf_counter()
    said: dict[str, float] = {}
    with subprocess.Popen(
        cmd, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
    ) as proc:
        assert proc.stdout is not None
        for line in proc.stdout:
            said[line.strip()] = (time.perf_counter() - start) * 1000
        _, err = proc.communicate(timeout=120)
    if "shown" not in said:
        raise RuntimeError(f"{' '.join(cmd)} did not report a shown window:\n{err[-2000:]}")
    return said


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m skat_desktop.bench startup")
    parser.add_argument("--runs", type=int, default=7, help="runs of each (default 7)")
    args = parser.parse_args(argv)
    env = dict(os.environ)
    if not (env.get("DISPLAY") or env.get("WAYLAND_DISPLAY")):
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
        app_runs: list[dict[str, float]] = []
        bare_ms: list[float] = []
        for _ in range(args.runs):  # interleaved, so machine noise hits both alike
            bare_ms.append(_time_command(bare_cmd, env)["shown"])
            app_runs.append(_time_command(app_cmd, env))
    bare_median = statistics.median(bare_ms)
    shown_median = statistics.median(r["shown"] for r in app_runs)
    ready_median = statistics.median(r["ready"] for r in app_runs)
    print(
        json.dumps(
            {
                "app_window_shown_median_ms": round(shown_median, 1),
                "app_table_ready_median_ms": round(ready_median, 1),
                "bare_qmainwindow_median_ms": round(bare_median, 1),
                "ratio": round(shown_median / bare_median, 3),
                "ratio_table_ready": round(ready_median / bare_median, 3),
                "runs": args.runs,
            }
        )
    )
    return 0
