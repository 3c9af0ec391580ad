"""Storage timings: how long saving the series in progress takes, printed as one JSON object."""

from __future__ import annotations

import argparse
import json
import random
import statistics
import tempfile
import time
from pathlib import Path

from skat_desktop.storage.saves import load_game, save_game
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


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m skat_desktop.bench storage")
    parser.add_argument("--size", type=int, default=50_000, help="payload size in bytes")
    parser.add_argument("--repeat", type=int, default=50, help="saves to time")
    parser.add_argument("--folder", type=Path, default=None, help="where to write (a temp dir)")
    args = parser.parse_args(argv)

    payload = typical_payload(args.size)
    with tempfile.TemporaryDirectory(dir=args.folder) as folder:
        path = Path(folder) / "saved-series.json"
        save_times: list[float] = []
        for i in range(args.repeat):
            payload["counter"] = i  # each save differs, as after a real action
            start = time.perf_counter()
            save_game(payload, path)
            save_times.append((time.perf_counter() - start) * 1000)
        load_times: list[float] = []
        for _ in range(max(1, args.repeat // 5)):
            start = time.perf_counter()
            loaded = load_game(path)
            load_times.append((time.perf_counter() - start) * 1000)
            if loaded.value is None:
                print(json.dumps({"error": str(loaded.problem)}))
                return 1
        size = path.stat().st_size
    result = {
        "benchmark": "storage",
        "payload_bytes": size,
        "saves": args.repeat,
        "save_median_ms": round(statistics.median(save_times), 3),
        "save_max_ms": round(max(save_times), 3),
        "load_median_ms": round(statistics.median(load_times), 3),
    }
    print(json.dumps(result))
    return 0
