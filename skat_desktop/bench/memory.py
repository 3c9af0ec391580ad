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


def _status_rss_kb(pid: str) -> int:
    try:
        with open(f"/proc/{pid}/status", encoding="ascii", errors="replace") as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1])
    except (OSError, ValueError):
        pass
    return 0


def descendants(root: int) -> list[int]:
    """Process ids of every child, grandchild... of ``root`` (from /proc; [] without it)."""
    parents: dict[int, int] = {}
    try:
        entries = os.listdir("/proc")
    except OSError:
        return []
    for name in entries:
        if not name.isdigit():
            continue
        try:
            with open(f"/proc/{name}/stat", encoding="ascii", errors="replace") as stat:
                # The name in parentheses may hold spaces: the fields follow its last ')'.
                fields = stat.read().rsplit(")", 1)[1].split()
            parents[int(name)] = int(fields[1])
        except (OSError, IndexError, ValueError):
            continue
    found: list[int] = []
    frontier = [root]
    while frontier:
        pid = frontier.pop()
        children = [p for p, parent in parents.items() if parent == pid]
        found.extend(children)
        frontier.extend(children)
    return found


def family_rss_mb() -> tuple[float, float]:
    """(this process, its worker processes) resident MB: the Strong player's pool counts."""
    workers = sum(_status_rss_kb(str(p)) for p in descendants(os.getpid()))
    return rss_mb(), workers / 1024


def measure(
    checkpoints: list[int],
    seed: int = 1,
    series_length: int = 24,
    timeout_s: float = 7200.0,
    bot_kind: str = "normal",
    human_bot_kind: str | None = None,
    progress: bool = False,
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
        human_bot_kind=bot_kind if human_bot_kind is None else human_bot_kind,
    )
    controller = GameController(config)
    window = MainWindow(controller, None)
    window.scene.speed = "off"
    window.resize(1280, 800)
    window.show()
    wanted = sorted(set(checkpoints))
    last = wanted[-1]
    rss: dict[int, float] = {}
    workers: dict[int, float] = {}
    played = [0]
    started = time.monotonic()

    def finished(_deal: object) -> None:
        played[0] += 1
        if played[0] in wanted:
            # Collect first: the figure is what stays alive, not garbage not yet freed.
            app.processEvents()
            gc.collect()
            own, pool = family_rss_mb()
            rss[played[0]] = round(own, 1)
            workers[played[0]] = round(pool, 1)
            if progress:
                print(
                    json.dumps(
                        {
                            "deals": played[0],
                            "rss_mb": rss[played[0]],
                            "workers_mb": workers[played[0]],
                            "seconds": round(time.monotonic() - started, 1),
                        }
                    ),
                    file=sys.stderr,
                    flush=True,
                )
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
        "workers_rss_mb": {str(k): v for k, v in sorted(workers.items())},
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


STRONG_RSS_LIMIT_100_MB = 300.0  # issue 14: main process and pool workers after 100 deals
STRONG_GROWTH_LIMIT_MB = 10.0  # issue 14: from 100 to 1,000 deals


def strong_main(args: Any) -> int:
    """``--strong``: Strong players in both computer seats (the Normal player in the
    human's seat), RSS of the main process plus the Strong player's worker pool."""
    # Every 100 deals too: a long run that is stopped early still shows its trend.
    wanted = sorted({10, args.early, args.deals, *range(100, args.deals, 100)})
    figures = measure(wanted, args.seed, bot_kind="strong", human_bot_kind="normal", progress=True)
    total = {
        k: round(v + figures["workers_rss_mb"].get(k, 0.0), 1) for k, v in figures["rss_mb"].items()
    }
    early = total.get(str(args.early))
    late = total.get(str(args.deals))
    growth = round(late - early, 1) if early is not None and late is not None else None
    from skat_desktop.bots.native import solver_path, table_bytes

    ok = (
        early is not None
        and early <= STRONG_RSS_LIMIT_100_MB
        and growth is not None
        and growth <= STRONG_GROWTH_LIMIT_MB
    )
    result = {
        "benchmark": "memory",
        "mode": "strong",
        **figures,
        "total_rss_mb": total,
        f"total_rss_mb_{args.early}": early,
        f"total_rss_mb_{args.deals}": late,
        "growth_mb": growth,
        "solver_path": solver_path(),
        "solver_table_mb_per_process": table_bytes() >> 20,
        "targets": {
            f"total_rss_after_{args.early}_at_most_mb": STRONG_RSS_LIMIT_100_MB,
            "growth_at_most_mb": STRONG_GROWTH_LIMIT_MB,
        },
        "ok": ok,
    }
    print(json.dumps(result))
    return 0 if ok else 1


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m skat_desktop.bench memory",
        description="Resident memory of the live GUI after 10, 100 and 1,000 bot-only deals; "
        "prints one JSON object; exit 1 when a target is missed.",
    )
    parser.add_argument("--deals", type=int, default=1000, help="last checkpoint (1000)")
    parser.add_argument("--early", type=int, default=100, help="leak reference point (100)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--strong",
        action="store_true",
        help="Strong players in both computer seats; counts the worker processes too "
        "(prints total_rss_mb_100 and total_rss_mb_1000; progress lines on stderr)",
    )
    args = parser.parse_args(argv)
    if not 10 <= args.early < args.deals:
        parser.error("need 10 <= --early < --deals")
    if args.strong:
        return strong_main(args)
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
