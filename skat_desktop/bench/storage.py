"""Storage figures: what saving the series in progress costs early and late in a long series,
and how long resuming it takes; printed as one JSON object.

A series of ``--deals`` deals is played by the engine (random legal actions, seeded) and
saved as the app saves it: the controller's payload after every action, through the same
``GameStore`` the window uses (durable, one transaction per save). Every action of the
first and of the last ``--window`` deals is timed; the deals between are saved once each
(the database then holds exactly what saving every action would have left). Bytes are
what the process handed to ``write()`` during the save (``/proc/self/io``), so the WAL,
checkpoints and syncs of SQLite all count. ``resume_ms`` is loading the saved series and
restoring it in a real ``GameController``, as the window does at start.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from skat_desktop.engine.deal import Deal
from skat_desktop.engine.notation import encode_action
from skat_desktop.engine.series import Series
from skat_desktop.storage.saves import GameStore
from skat_desktop.storage.schema import JsonObject, JsonValue


def typical_payload(target_bytes: int = 50_000, seed: int = 1) -> JsonObject:
    """A stand-in series of about ``target_bytes`` of JSON: deals with actions and a sheet."""
    rng = random.Random(seed)
    deals: list[JsonValue] = []
    payload: JsonObject = {
        "id": "bench",
        "players": ["You", "Anna", "Ben"],
        "rules": {"kontra_re": False, "ramsch": False, "series_length": 36},
        "deals": deals,
    }
    number = 0
    while len(json.dumps(payload, separators=(",", ":"))) < target_bytes:
        number += 1
        cards = list(range(32))
        rng.shuffle(cards)
        actions: list[JsonValue] = [
            {"kind": "play", "seat": i % 3, "card": c} for i, c in enumerate(cards[:30])
        ]
        deals.append(
            {
                "number": number,
                "dealer": number % 3,
                "cards": list(cards),
                "actions": actions,
                "result": {"declarer": rng.randrange(3), "value": rng.choice([18, 24, 48])},
            }
        )
    return payload


def written_bytes() -> int | None:
    """Bytes this process has passed to write() so far (Linux), else None."""
    try:
        with open("/proc/self/io", encoding="ascii") as handle:
            for line in handle:
                if line.startswith("wchar:"):
                    return int(line.split()[1])
    except OSError:
        return None
    return None


def controller_payload(series: Series, deal: Deal | None, deal_id: int) -> dict[str, Any]:
    """The payload ``GameController.to_dict`` hands to the autosave, with the session's id."""
    from skat_desktop.controller.game import PHASE_STATE, SAVE_FORMAT, SAVE_VERSION

    if deal is None or deal.is_over:
        state, entry = "deal_over", None
    else:
        state_of = PHASE_STATE.get(deal.phase)
        state = state_of.value if state_of is not None else "bidding"
        entry = {"history": [encode_action(a) for _, a in deal.history]}
    return {
        "format": SAVE_FORMAT,
        "version": SAVE_VERSION,
        "state": state,
        "deal_id": deal_id,
        "series_length": 0,
        "series": series.to_dict(),
        "deal": entry,
        "id": "bench-series",
        "started_at": "2026-01-01T00:00:00+00:00",
    }


class Meter:
    """Times and byte counts of the saves of one window of deals."""

    def __init__(self) -> None:
        self.ms: list[float] = []
        self.bytes: list[int] = []

    def save(self, store: GameStore, series: Series, deal: Deal | None, deal_id: int) -> None:
        before = written_bytes()
        start = time.perf_counter()
        # The payload is built as the controller builds it on each action: part of the cost.
        store.save(controller_payload(series, deal, deal_id))
        self.ms.append((time.perf_counter() - start) * 1000)
        after = written_bytes()
        if before is not None and after is not None:
            self.bytes.append(after - before)

    def figures(self, name: str) -> dict[str, float | int | None]:
        return {
            f"{name}_ms_per_action": round(statistics.median(self.ms), 3),
            f"{name}_mean_ms_per_action": round(statistics.fmean(self.ms), 3),
            f"{name}_bytes_per_action": (
                round(statistics.fmean(self.bytes)) if self.bytes else None
            ),
            f"{name}_actions": len(self.ms),
        }


def play(store: GameStore, deals: int, window: int, seed: int) -> tuple[Meter, Meter]:
    rng = random.Random(seed)
    series = Series.random_start(3, seed)
    early, late = Meter(), Meter()
    for number in range(1, deals + 1):
        meter = early if number <= window else late if number > deals - window else None
        deal = series.new_deal()
        while not deal.is_over:
            deal.apply(rng.choice(list(deal.legal_actions())))
            if meter is not None and not deal.is_over:
                meter.save(store, series, deal, number)
        series.record(deal)
        if meter is not None:
            meter.save(store, series, None, number)
        else:
            store.save(controller_payload(series, None, number))
    return early, late


def resume_ms(path: Path) -> tuple[float, float, int]:
    """(load + controller restore ms, load ms, deals restored) of the saved series."""
    from PySide6.QtCore import QCoreApplication

    from skat_desktop.controller.game import ControllerSettings, GameController

    _app = QCoreApplication.instance() or QCoreApplication(sys.argv[:1])
    start = time.perf_counter()
    store = GameStore(path)
    loaded = store.load()
    load_ms = (time.perf_counter() - start) * 1000
    if loaded.value is None:
        raise RuntimeError(f"the saved series did not load: {loaded.problem}")
    controller = GameController(ControllerSettings(speed="off"))
    controller.restore(dict(loaded.value))
    total = (time.perf_counter() - start) * 1000
    restored = len(controller.series.deals)
    controller.shutdown()
    store.close()
    return total, load_ms, restored


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m skat_desktop.bench storage")
    parser.add_argument("--deals", type=int, default=2000, help="deals in the series (2000)")
    parser.add_argument("--window", type=int, default=100, help="deals timed at each end (100)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--folder", type=Path, default=None, help="where to write (a temp dir)")
    args = parser.parse_args(argv)
    window = max(1, min(args.window, args.deals // 2))

    with tempfile.TemporaryDirectory(dir=args.folder) as folder:
        path = Path(folder) / "series.sqlite3"
        store = GameStore(path)
        started = time.perf_counter()
        early, late = play(store, args.deals, window, args.seed)
        played_s = time.perf_counter() - started
        store.close()
        # Median of three resumes: one start each, but a shared machine adds spikes.
        runs = sorted(resume_ms(path) for _ in range(3))
        resume, load, restored = runs[1]
        size = sum(p.stat().st_size for p in Path(folder).iterdir() if p.is_file())
    result: dict[str, Any] = {
        "benchmark": "storage",
        "deals": args.deals,
        "window": window,
        **early.figures("early"),
        **late.figures("late"),
        "late_to_early_ms": round(statistics.median(late.ms) / statistics.median(early.ms), 3),
        "resume_ms": round(resume, 1),
        "load_ms": round(load, 1),
        "deals_restored": restored,
        "database_bytes": size,
        "seconds": round(played_s, 1),
    }
    if early.bytes and late.bytes:
        result["late_to_early_bytes"] = round(
            statistics.fmean(late.bytes) / statistics.fmean(early.bytes), 3
        )
    print(json.dumps(result))
    return 0 if restored == args.deals else 1
