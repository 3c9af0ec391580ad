"""GUI responsiveness: bot-only deals through the live window offscreen; the longest stall.

A stall is measured twice: in wall time (what the user sees) and in the GUI thread's own
CPU time during that gap (what our code costs). On a loaded or shared machine a process
can wait ~100 ms for a CPU with nothing of ours running; an idle ticker measured first
(``idle_max_stall_ms``) shows what the machine alone does.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m skat_desktop.bench gui")
    parser.add_argument("--deals", type=int, default=5, help="deals to play (default 5)")
    parser.add_argument("--speed", default="fast", choices=("off", "fast", "normal", "slow"))
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--tick-ms", type=int, default=5, help="timer interval that is measured")
    parser.add_argument(
        "--idle-s", type=float, default=3.0, help="seconds of idle ticking measured first"
    )
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from skat_desktop.controller.game import ControllerSettings, GameController
    from skat_desktop.ui.main_window import MainWindow

    app = QApplication.instance() or QApplication([])
    config = ControllerSettings(
        human_is_bot=True, speed=args.speed, seed=args.seed, series_length=args.deals
    )
    controller = GameController(config)
    window = MainWindow(controller, None)
    window.scene.speed = args.speed
    window.resize(1280, 800)
    window.show()
    gaps: list[float] = []
    busy: list[float] = []  # GUI-thread CPU ms spent within each gap
    last = [time.perf_counter(), time.thread_time()]
    played = [0]
    idle: list[float] = []

    def tick() -> None:
        now, cpu = time.perf_counter(), time.thread_time()
        gaps.append((now - last[0]) * 1000.0)
        busy.append((cpu - last[1]) * 1000.0)
        last[0], last[1] = now, cpu

    def finished(_deal: object) -> None:
        played[0] += 1
        if played[0] < args.deals:
            QTimer.singleShot(0, controller.next_deal)

    ticker = QTimer()
    ticker.setInterval(args.tick_ms)
    ticker.timeout.connect(tick)
    controller.deal_finished.connect(finished)
    controller.series_finished.connect(lambda: QTimer.singleShot(0, app.quit))
    QTimer.singleShot(600_000, app.quit)
    started = time.perf_counter()

    def start() -> None:
        idle.extend(gaps)
        gaps.clear()
        busy.clear()
        last[0], last[1] = time.perf_counter(), time.thread_time()
        controller.new_series()

    def idle_start() -> None:
        last[0], last[1] = time.perf_counter(), time.thread_time()
        ticker.start()
        QTimer.singleShot(int(args.idle_s * 1000), start)

    QTimer.singleShot(0, idle_start)
    app.exec()
    ticker.stop()
    controller.shutdown()
    elapsed = time.perf_counter() - started
    window.close()
    result = {
        "benchmark": "gui",
        "deals": played[0],
        "speed": args.speed,
        "seconds": round(elapsed, 2),
        "ticks": len(gaps),
        "tick_ms": args.tick_ms,
        "max_stall_ms": round(max(gaps), 2) if gaps else None,
        "median_gap_ms": round(statistics.median(gaps), 2) if gaps else None,
        "p99_gap_ms": round(sorted(gaps)[int(len(gaps) * 0.99)], 2) if gaps else None,
        "stalls_over_50ms": sum(g > 50 for g in gaps),
        "max_gui_cpu_ms": round(max(busy), 2) if busy else None,
        "cpu_of_longest_stall_ms": round(busy[gaps.index(max(gaps))], 2) if gaps else None,
        "idle_max_stall_ms": round(max(idle), 2) if idle else None,
    }
    print(json.dumps(result))
    return 0 if played[0] == args.deals else 1


if __name__ == "__main__":
    sys.exit(main())
