"""A known set of finished deals whose statistics were worked out by hand (see test_stats)."""

from __future__ import annotations

import json
from pathlib import Path

from skat_desktop.storage.stats import DealRecord, Position, SeriesSummary

THREE = ["You", "Anna", "Ben"]
FOUR = ["You", "Anna", "Ben", "Clara"]


def deal(
    number: int,
    players: list[str],
    positions: list[Position],
    declarer: int | None,
    contract: str | None,
    bid: int,
    won: bool,
    value: int,
    score: int,
    points: int,
    bids: list[int],
    *,
    abandoned: bool = False,
) -> DealRecord:
    return DealRecord(
        number=number,
        players=players,
        positions=positions,
        declarer=declarer,
        passed_in=declarer is None,
        abandoned=abandoned,
        contract=contract,
        bid=bid,
        won=won,
        value=value,
        score=score,
        declarer_points=points,
        highest_bids=bids,
    )


F: Position = "forehand"
M: Position = "middlehand"
R: Position = "rearhand"
D: Position = "dealer"

# Series 1, three players. Dealers: Ben, You, Anna, Ben, You (the dealer is rearhand).
SERIES_1_DEALS = [
    deal(1, THREE, [F, M, R], 0, "C", 18, True, 24, 24, 70, [20, 18, 0]),
    deal(2, THREE, [R, F, M], 1, "GH", 48, False, 72, -144, 50, [0, 48, 46]),
    deal(3, THREE, [M, R, F], None, None, 0, False, 0, 0, 0, [0, 0, 0]),
    deal(4, THREE, [F, M, R], 2, "NO", 46, True, 46, 46, 0, [30, 0, 46]),
    deal(5, THREE, [R, F, M], 0, "NHO", 59, False, 59, -118, 10, [59, 0, 20], abandoned=True),
]

SERIES_1 = SeriesSummary(
    id="s1",
    started_at="2025-03-01T18:00:00+00:00",
    finished_at="2025-03-01T19:30:00+00:00",
    players=THREE,
    table_size=3,
    deals=SERIES_1_DEALS,
    plain_totals=[-94, -144, 46],
    seeger_fabian_totals=[-54, -154, 176],
)

# Series 2, four players: the dealer sits out (Clara, then You).
SERIES_2_DEALS = [
    deal(1, FOUR, [F, M, R, D], 1, "H", 30, False, 30, -60, 58, [27, 30, 0, 0]),
    deal(2, FOUR, [D, F, M, R], 3, "D", 18, True, 18, 18, 75, [0, 0, 0, 18]),
]

SERIES_2 = SeriesSummary(
    id="s2",
    started_at="2025-03-08T18:00:00+00:00",
    finished_at="2025-03-08T18:20:00+00:00",
    players=FOUR,
    table_size=4,
    deals=SERIES_2_DEALS,
    plain_totals=[0, -60, 0, 18],
    seeger_fabian_totals=[30, -110, 30, 98],
)


def legacy_series_file(folder: Path, payload: object, summary: SeriesSummary) -> Path:
    """A finished series as versions before the SQLite archive wrote it (imported at start)."""
    folder.mkdir(parents=True, exist_ok=True)
    stamp = summary["started_at"][:19].replace("-", "").replace(":", "").replace("T", "-")
    path = folder / f"{stamp}-{summary['id']}.json"
    content = {
        "format": "skat-desktop-series",
        "version": 1,
        "id": summary["id"],
        "started_at": summary["started_at"],
        "finished_at": summary["finished_at"],
        "summary": summary,
        "series": payload,
    }
    path.write_text(json.dumps(content), "utf-8")
    return path
