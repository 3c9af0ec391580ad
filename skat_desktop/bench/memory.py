"""Memory: resident size of the live GUI (offscreen, bots only, speed off) as deals go by."""

from __future__ import annotations

import argparse
import gc
import json
import os
import sys
import time
from typing import Any

RSS_LIMIT_10_DEALS_MB = 250.0  # issue 8: resident memory after ten deals
LEAK_LIMIT_MB = 30.0  # issue 9: growth from 100 to 1,000 deals


def rss_mb() -> float:
    """VmRSS of this process from /proc/self/status, in MB (0.0 where there is no /proc)."""
    try:
        with open("/proc/self/status", encoding="ascii") as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) / 1024
    except OSError:
        pass
    return 0.0


def measure(
    checkpoints: list[int],
    seed: int = 1,
    series_length: int = 24,
    timeout_s: float = 7200.0,
    bot_kind: str = "normal",
) -> dict[str, Any]:
    """Play bot-only deals in the real window and note RSS after each checkpoint's deal.

    Series of ``series_length`` deals follow one another, as a user playing on does; the
    sheet of one series is cleared by the next, so only a leak keeps memory growing.
    """
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from skat_desktop.controller.game import ControllerSettings, GameController
    from skat_desktop.ui.main_window import MainWindow

    app = QApplication.instance() or QApplication([])
    config = ControllerSettings(
        human_is_bot=True,
        speed="off",
        seed=seed,
        series_length=series_length,
        bot_kinds=(bot_kind,) * 3,
        human_bot_kind=bot_kind,
    )
    controller = GameController(config)
    window = MainWindow(controller, None)
    window.scene.speed = "off"
    window.resize(1280, 800)
    window.show()
    wanted = sorted(set(checkpoints))
    last = wanted[-1]
    rss: dict[int, float] = {}
    played = [0]
    started = time.monotonic()

    def finished(_deal: object) -> None:
        played[0] += 1
        if played[0] in wanted:
            # Collect first: the figure is what stays alive, not garbage not yet freed.
            app.processEvents()
            gc.collect()
            rss[played[0]] = round(rss_mb(), 1)
        if played[0] >= last:
            QTimer.singleShot(0, app.quit)
        elif controller.state.value == "series_over":
            QTimer.singleShot(0, controller.new_series)
        else:
            QTimer.singleShot(0, controller.next_deal)

    controller.deal_finished.connect(finished)
    QTimer.singleShot(int(timeout_s * 1000), app.quit)
    QTimer.singleShot(0, controller.new_series)
    baseline = round(rss_mb(), 1)
    app.exec()
    controller.shutdown()
    window.close()
    return {
        "deals": played[0],
        "seconds": round(time.monotonic() - started, 1),
        "rss_start_mb": baseline,
        "rss_mb": {str(k): v for k, v in sorted(rss.items())},
    }


def records_kb_per_deal(deals: int = 300, seed: int = 1) -> float:
    """What one finished deal costs in a series' own records (its FinishedDeal: the action
    history and the result), measured with tracemalloc over one engine-only series.

    This memory grows with a long series by design (the sheet and the save need it); the
    GUI bench plays series of 24 deals one after another, so it does not show there.
    """
    import random
    import tracemalloc

    from skat_desktop.engine.actions import Bid, Hold
    from skat_desktop.engine.series import Series

    rng = random.Random(seed)
    series = Series.random_start(3, seed)
    was_tracing = tracemalloc.is_tracing()
    if not was_tracing:
        tracemalloc.start()
    gc.collect()
    before = tracemalloc.get_traced_memory()[0]
    for _ in range(deals):
        deal = series.new_deal()
        while not deal.is_over:
            legal = deal.legal_actions()
            # Bid 18 and hold, so that most deals are played out to ten tricks.
            bids = [a for a in legal if isinstance(a, (Bid, Hold))]
            deal.apply(bids[0] if bids else rng.choice(legal))
        series.record(deal)
    del deal
    gc.collect()
    after = tracemalloc.get_traced_memory()[0]
    if not was_tracing:
        tracemalloc.stop()
    return round((after - before) / deals / 1024, 2)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m skat_desktop.bench memory",
        description="Resident memory of the live GUI after 10, 100 and 1,000 bot-only deals; "
        "prints one JSON object; exit 1 when a target is missed.",
    )
    parser.add_argument("--deals", type=int, default=1000, help="last checkpoint (1000)")
    parser.add_argument("--early", type=int, default=100, help="leak reference point (100)")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    if not 10 <= args.early < args.deals:
        parser.error("need 10 <= --early < --deals")
    figures = measure([10, args.early, args.deals], args.seed)
    rss = figures["rss_mb"]
    at_10 = rss.get("10")
    early = rss.get(str(args.early))
    late = rss.get(str(args.deals))
    growth = round(late - early, 1) if early is not None and late is not None else None
    ok = (
        figures["deals"] >= args.deals
        and at_10 is not None
        and at_10 < RSS_LIMIT_10_DEALS_MB
        and growth is not None
        and growth <= LEAK_LIMIT_MB
    )
    result = {
        "benchmark": "memory",
        **figures,
        "rss_after_10_mb": at_10,
        f"rss_after_{args.early}_mb": early,
        f"rss_after_{args.deals}_mb": late,
        "growth_mb": growth,
        "series_records_kb_per_deal": records_kb_per_deal(),
        "targets": {
            "rss_after_10_below_mb": RSS_LIMIT_10_DEALS_MB,
            "growth_at_most_mb": LEAK_LIMIT_MB,
        },
        "ok": ok,
    }
    print(json.dumps(result))
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
