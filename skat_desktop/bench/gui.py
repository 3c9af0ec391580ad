"""GUI responsiveness: bot-only deals through the live window offscreen; the longest stall."""

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
    last = [time.perf_counter()]
    played = [0]

    def tick() -> None:
        now = time.perf_counter()
        gaps.append((now - last[0]) * 1000.0)
        last[0] = now

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
        last[0] = time.perf_counter()
        ticker.start()
        controller.new_series()

    QTimer.singleShot(0, start)
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
    }
    print(json.dumps(result))
    return 0 if played[0] == args.deals else 1


if __name__ == "__main__":
    sys.exit(main())
