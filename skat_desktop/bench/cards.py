"""Card rendering benchmark: a whole deck drawn cold, and a card fetched from the cache."""

from __future__ import annotations

import argparse
import json
import os
import time


def main(argv: list[str]) -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    from skat_desktop.ui.cards import CardRenderer

    parser = argparse.ArgumentParser(prog="python -m skat_desktop.bench cards")
    parser.add_argument("--width", type=int, default=120, help="card width in logical pixels")
    parser.add_argument("--dpr", type=float, default=1.0, help="device pixel ratio")
    parser.add_argument("--repeat", type=int, default=5, help="cold runs per style (best kept)")
    args = parser.parse_args(argv)

    _app = QGuiApplication.instance() or QGuiApplication([])
    cards: list[int | None] = [None, *range(32)]
    result: dict[str, dict[str, float]] = {}
    probe = CardRenderer()
    for style in probe.styles():
        cold: list[float] = []
        renderer = CardRenderer(style=style.id)
        for _ in range(args.repeat):
            renderer.clear_cache()
            start = time.perf_counter()
            for c in cards:
                renderer.pixmap(c, args.width, args.dpr)
            cold.append((time.perf_counter() - start) * 1000.0)
        lookups = 20000
        start = time.perf_counter()
        for i in range(lookups):
            renderer.pixmap(cards[i % 33], args.width, args.dpr)
        cached = (time.perf_counter() - start) * 1000.0 / lookups
        result[style.id] = {
            "cold_deck_ms": round(min(cold), 2),
            "cold_deck_ms_median": round(sorted(cold)[len(cold) // 2], 2),
            "cached_card_ms": round(cached, 4),
            "width": args.width,
            "dpr": args.dpr,
        }
    print(json.dumps(result))
    return 0
