"""Storage figures: what saving the series in progress costs early and late in a long series,
and how long resuming it takes; printed as one JSON object.

A series of ``--deals`` deals is played by the engine (random legal actions, seeded) and
saved as the app saves it: the controller's payload after every action, through the same
``GameStore`` the window uses (durable, one transaction per save). The deals before the
last ``--window`` are saved once each (the database then holds exactly what saving every
action would have left); then every action of its last ``--window`` deals and of the
first ``--window`` deals of a fresh series (its own database) are saved in turn, so that
the early and the late saves are timed under the same load of a shared machine. Bytes are
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
    """Times (wall and CPU) and byte counts of the saves of one window of deals."""

    def __init__(self) -> None:
        self.ms: list[float] = []
        self.cpu_ms: list[float] = []
        self.bytes: list[int] = []

    def save(self, store: GameStore, series: Series, deal: Deal | None, deal_id: int) -> None:
        before = written_bytes()
        cpu = time.process_time()
        start = time.perf_counter()
        # The payload is built as the controller builds it on each action: part of the cost.
        store.save(controller_payload(series, deal, deal_id))
        self.ms.append((time.perf_counter() - start) * 1000)
        self.cpu_ms.append((time.process_time() - cpu) * 1000)
        after = written_bytes()
        if before is not None and after is not None:
            self.bytes.append(after - before)

    def figures(self, name: str) -> dict[str, float | int | None]:
        return {
            f"{name}_ms_per_action": round(statistics.median(self.ms), 3),
            f"{name}_mean_ms_per_action": round(statistics.fmean(self.ms), 3),
            f"{name}_cpu_ms_per_action": round(statistics.median(self.cpu_ms), 3),
            f"{name}_bytes_per_action": (
                round(statistics.fmean(self.bytes)) if self.bytes else None
            ),
            f"{name}_actions": len(self.ms),
        }


class Table:
    """One series being played by random legal actions, a deal at a time."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self.series = Series.random_start(3, seed)
        self.deal: Deal | None = None

    def step(self) -> bool:
        """One action (a new deal first if needed); True when it finished the deal."""
        if self.deal is None:
            self.deal = self.series.new_deal()
        deal = self.deal
        deal.apply(self.rng.choice(list(deal.legal_actions())))
        if deal.is_over:
            self.series.record(deal)
            self.deal = None
            return True
        return False

    def play_deal(self) -> None:
        while not self.step():
            pass


def play(
    early_store: GameStore, late_store: GameStore, deals: int, window: int, seed: int
) -> tuple[Meter, Meter]:
    """The late series is played to ``deals - window`` deals (saved once a deal); then the
    last ``window`` deals of it and the first ``window`` of a fresh series are played
    action by action in turn, each saved after every action, so that both windows are
    timed under the same load of the machine."""
    late_table, early_table = Table(seed), Table(seed + 1)
    for number in range(1, deals - window + 1):
        late_table.play_deal()
        late_store.save(controller_payload(late_table.series, None, number))
    early, late = Meter(), Meter()
    pairs = ((early_table, early_store, early), (late_table, late_store, late))
    done = [0, 0]
    while min(done) < window:
        for index, (table, store, meter) in enumerate(pairs):
            if done[index] >= window:
                continue
            finished = table.step()
            number = len(table.series.deals) + (0 if finished else 1)
            meter.save(store, table.series, table.deal, number)
            done[index] += finished
    return early, late


def resume_ms(path: Path) -> tuple[float, float, int, float]:
    """(load + controller restore ms, load ms, deals restored, CPU ms) of the saved series."""
    from PySide6.QtCore import QCoreApplication

    from skat_desktop.controller.game import ControllerSettings, GameController

    _app = QCoreApplication.instance() or QCoreApplication(sys.argv[:1])
    cpu = time.process_time()
    start = time.perf_counter()
    store = GameStore(path)
    loaded = store.load()
    load_ms = (time.perf_counter() - start) * 1000
    if loaded.value is None:
        raise RuntimeError(f"the saved series did not load: {loaded.problem}")
    controller = GameController(ControllerSettings(speed="off"))
    controller.restore(dict(loaded.value))
    total = (time.perf_counter() - start) * 1000
    cpu_ms = (time.process_time() - cpu) * 1000
    restored = len(controller.series.deals)
    controller.shutdown()
    store.close()
    return total, load_ms, restored, cpu_ms


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
        early_store = GameStore(Path(folder) / "early.sqlite3")
        store = GameStore(path)
        started = time.perf_counter()
        early, late = play(early_store, store, args.deals, window, args.seed)
        played_s = time.perf_counter() - started
        store.close()
        early_store.close()
        # Median of three resumes: one start each, but a shared machine adds spikes.
        runs = sorted(resume_ms(path) for _ in range(3))
        resume, load, restored, resume_cpu = runs[1]
        size = sum(p.stat().st_size for p in Path(folder).glob("series.sqlite3*"))
    result: dict[str, Any] = {
        "benchmark": "storage",
        "deals": args.deals,
        "window": window,
        **early.figures("early"),
        **late.figures("late"),
        "late_to_early_ms": round(statistics.median(late.ms) / statistics.median(early.ms), 3),
        "late_to_early_cpu_ms": round(
            statistics.median(late.cpu_ms) / statistics.median(early.cpu_ms), 3
        ),
        "resume_ms": round(resume, 1),
        # CPU time of the same resume: on a shared machine the wall time waits for others.
        "resume_cpu_ms": round(resume_cpu, 1),
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
