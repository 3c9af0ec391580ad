"""Per-deal list entries in the archive: stored entries are summed, old records read as before."""

from __future__ import annotations

import csv
import json
from pathlib import Path

import pytest
from storage_samples import SERIES_1, SERIES_1_DEALS, THREE, D, F, M, R, deal, legacy_series_file

from skat_desktop.storage import paths
from skat_desktop.storage.archive import (
    archive_series,
    export_score_sheet_csv,
    list_series,
    load_series,
    load_summaries,
    score_sheet_rows,
)
from skat_desktop.storage.atomic import DAMAGED_MARKER, InvalidContent
from skat_desktop.storage.stats import (
    DealRecord,
    SeriesSummary,
    deal_scores,
    parse_series_summary,
    plain_totals,
    player_statistics,
    seeger_fabian_deal,
    seeger_fabian_totals,
)

FOUR = ["You", "Anna", "Ben", "Clara"]


def with_scores(record: DealRecord, scores: list[int | None]) -> DealRecord:
    record["scores"] = scores
    return record


def ramsch(record: DealRecord, scores: list[int | None]) -> DealRecord:
    """Nobody declares a Ramsch, but it is not passed in: everybody plays."""
    record["passed_in"] = False
    return with_scores(record, scores)


# A Bock series as this version records it. Deal 1: Anna wins a Grand worth 144, which
# starts a Bock round; deal 2: You win clubs (24) in it, entered as 48; deal 3: a Ramsch
# in the Bock round, Ben took the most points (41): -82; deal 4: Ben loses clubs with
# Kontra (48 doubled, so -96) in the round's last deal, entered as -192.
BOCK_DEALS = [
    with_scores(
        deal(1, THREE, [R, F, M], 1, "G", 18, True, 144, 144, 90, [0, 18, 0]), [None, 144, None]
    ),
    with_scores(
        deal(2, THREE, [M, R, F], 0, "C", 18, True, 24, 24, 70, [18, 0, 0]), [48, None, None]
    ),
    ramsch(deal(3, THREE, [F, M, R], None, None, 0, False, 0, 0, 0, [0, 0, 0]), [0, 0, -82]),
    with_scores(
        deal(4, THREE, [R, F, M], 2, "C", 18, False, 48, -96, 50, [0, 0, 18]), [None, None, -192]
    ),
]
BOCK_SERIES = SeriesSummary(
    id="bock",
    started_at="2025-06-01T18:00:00+00:00",
    finished_at="2025-06-01T19:00:00+00:00",
    players=THREE,
    table_size=3,
    deals=BOCK_DEALS,
    plain_totals=[48, 144, -274],
    seeger_fabian_totals=[48 + 50 + 40, 144 + 50 + 40, -274 - 50],
)

# The same kind of series as the previous version archived it, written by hand: its deal
# records have no "scores", so its sheet showed only each declarer's game score.
OLD_FILE = """{"format":"skat-desktop-series","version":1,"id":"old1",
"started_at":"2025-02-01T18:00:00+00:00","finished_at":"2025-02-01T19:00:00+00:00",
"summary":{"id":"old1","started_at":"2025-02-01T18:00:00+00:00",
"finished_at":"2025-02-01T19:00:00+00:00","players":["You","Anna","Ben"],"table_size":3,
"deals":[
{"number":1,"players":["You","Anna","Ben"],"positions":["rearhand","forehand","middlehand"],
"declarer":1,"passed_in":false,"abandoned":false,"contract":"G","bid":18,"won":true,
"value":144,"score":144,"declarer_points":90,"highest_bids":[0,18,0]},
{"number":2,"players":["You","Anna","Ben"],"positions":["middlehand","rearhand","forehand"],
"declarer":0,"passed_in":false,"abandoned":false,"contract":"C","bid":18,"won":true,
"value":24,"score":24,"declarer_points":70,"highest_bids":[18,0,0]},
{"number":3,"players":["You","Anna","Ben"],"positions":["forehand","middlehand","rearhand"],
"declarer":null,"passed_in":false,"abandoned":false,"contract":null,"bid":0,"won":false,
"value":0,"score":0,"declarer_points":0,"highest_bids":[0,0,0]}],
"plain_totals":[48,144,-82],"seeger_fabian_totals":[98,194,-82]},
"series":{"players":3,"first_dealer":2,"seed":7,"deals":[]}}
"""


def write_old_file(folder: Path) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "20250201-180000-old1.json"
    path.write_text(OLD_FILE, "utf-8")
    return path


def read_csv(path: Path) -> list[list[str]]:
    with open(path, encoding="utf-8-sig", newline="") as handle:
        return list(csv.reader(handle))


def test_the_stored_entries_are_summed_not_the_declarers_score() -> None:
    assert [deal_scores(d) for d in BOCK_DEALS] == [
        [0, 144, 0],
        [48, 0, 0],
        [0, 0, -82],
        [0, 0, -192],
    ]
    # Seeger-Fabian: the entry plus the bonuses, which Bock does not double; none in Ramsch.
    assert seeger_fabian_deal(BOCK_DEALS[1]) == [98, 0, 0]
    assert seeger_fabian_deal(BOCK_DEALS[2]) == [0, 0, -82]
    assert seeger_fabian_deal(BOCK_DEALS[3]) == [40, 40, -242]
    assert plain_totals(BOCK_DEALS, 3) == BOCK_SERIES["plain_totals"]
    assert seeger_fabian_totals(BOCK_DEALS, 3) == BOCK_SERIES["seeger_fabian_totals"]


def test_score_sheet_and_csv_show_the_entries(home: Path, tmp_path: Path) -> None:
    archive_series({"players": 3}, BOCK_SERIES)
    summaries, problems = load_summaries()
    assert problems == [] and summaries == [BOCK_SERIES]
    rows = score_sheet_rows(summaries[0])
    assert [r["scores"] for r in rows] == [[0, 144, 0], [48, 0, 0], [0, 0, -82], [0, 0, -192]]
    assert [r["totals"] for r in rows] == [
        [0, 144, 0],
        [48, 144, 0],
        [48, 144, -82],
        [48, 144, -274],
    ]
    assert rows[1]["value"] == 24  # the game's value stays as declared
    assert rows[-1]["totals"] == BOCK_SERIES["plain_totals"]
    assert rows[-1]["seeger_fabian"] == BOCK_SERIES["seeger_fabian_totals"]

    path = tmp_path / "bock.csv"
    export_score_sheet_csv(rows, path, THREE)
    table = read_csv(path)
    # These records carry entries but not the table-rule facts: Bock and Kontra/Re empty.
    assert table[2] == [
        "2", "Anna", "You", "C", "18", "yes", "24",
        "48", "0", "0", "48", "144", "0", "98", "194", "0", "", "",
    ]  # fmt: skip
    assert table[3][7:10] == ["0", "0", "-82"] and table[3][2] == ""  # Ramsch: no declarer
    assert table[-1][10:16] == ["48", "144", "-274", "138", "234", "-324"]

    # The statistics window's per-series figures agree with the sheet's last row.
    stats = player_statistics(summaries)
    assert [stats[n].seeger_fabian_total for n in THREE] == rows[-1]["seeger_fabian"]


def test_an_old_archive_file_loads_with_its_old_figures(home: Path, tmp_path: Path) -> None:
    path = write_old_file(paths.archive_dir())
    listing = list_series()
    assert listing.problems == [] and [e.id for e in listing.entries] == ["old1"]
    assert listing.entries[0].plain_totals == (48, 144, -82)
    summaries, problems = load_summaries()
    assert problems == []
    (summary,) = summaries
    assert all("scores" not in d for d in summary["deals"])

    # As before: only each declarer's game score, the Ramsch deal empty.
    rows = score_sheet_rows(summary)
    assert [r["scores"] for r in rows] == [[0, 144, 0], [24, 0, 0], [0, 0, 0]]
    assert rows[-1]["totals"] == [24, 144, 0]
    assert rows[-1]["seeger_fabian"] == [74, 194, 0]
    assert plain_totals(summary["deals"], 3) == [24, 144, 0]
    csv_path = tmp_path / "old.csv"
    export_score_sheet_csv(rows, csv_path, summary["players"])
    table = read_csv(csv_path)
    assert table[2][7:] == ["24", "0", "0", "24", "144", "0", "74", "194", "0", "", ""]
    # No table-rule facts recorded: the Ramsch deal reads as it always did, nothing marked.
    assert table[3][2:7] == ["", "", "", "", ""] and table[3][-2:] == ["", ""]
    stats = player_statistics(summaries)
    assert stats["Anna"].seeger_fabian_per_series == [("old1", 194)]

    # Imported, never rewritten: the old file is kept as it was.
    assert (path.parent / "imported-json" / path.name).read_text("utf-8") == OLD_FILE
    assert [p.name for p in path.parent.iterdir() if DAMAGED_MARKER in p.name] == []


def test_old_and_new_series_side_by_side(home: Path) -> None:
    write_old_file(paths.archive_dir())
    archive_series({"players": 3}, SERIES_1)  # the older samples have no entries either
    archive_series({"players": 3}, BOCK_SERIES)
    summaries, problems = load_summaries()
    assert problems == [] and [s["id"] for s in summaries] == ["old1", "s1", "bock"]
    assert [score_sheet_rows(s)[-1]["totals"] for s in summaries] == [
        [24, 144, 0],
        SERIES_1["plain_totals"],
        BOCK_SERIES["plain_totals"],
    ]


def test_four_player_entries_leave_the_dealer_out() -> None:
    record = ramsch(
        deal(1, FOUR, [D, F, M, R], None, None, 0, False, 0, 0, 0, [0, 0, 0, 0]),
        [None, -120, 0, 0],  # a Ramsch with Jungfrau in a Bock round: 30 x 2 x 2
    )
    assert deal_scores(record) == [0, -120, 0, 0]
    assert seeger_fabian_deal(record) == [0, -120, 0, 0]
    summary = SeriesSummary(
        id="f",
        started_at="2025-06-02T18:00:00+00:00",
        finished_at="2025-06-02T18:10:00+00:00",
        players=FOUR,
        table_size=4,
        deals=[record],
        plain_totals=[0, -120, 0, 0],
        seeger_fabian_totals=[0, -120, 0, 0],
    )
    assert parse_series_summary(json.loads(json.dumps(summary))) == summary
    assert score_sheet_rows(summary)[0]["totals"] == [0, -120, 0, 0]


@pytest.mark.parametrize(
    ("scores", "reason"),
    [
        ([1, 2], r"2 entries at summary.deals\[0\].scores, not 3"),
        ([1, 2, 3, 4], r"4 entries at summary.deals\[0\].scores"),
        ("48", r"text at summary.deals\[0\].scores"),
        ([48, "0", None], r"text at summary.deals\[0\].scores"),
        ([48, True, None], r"true/false at summary.deals\[0\].scores"),
        ([48, 100000, None], "above the most allowed 99999"),
    ],
)
def test_bad_entries_are_named(scores: object, reason: str) -> None:
    bad = dict(SERIES_1_DEALS[0], scores=scores)
    with pytest.raises(InvalidContent, match=reason):
        parse_series_summary({**SERIES_1, "deals": [bad]})


def test_a_file_with_damaged_entries_is_set_aside_not_overwritten(home: Path) -> None:
    # A file of the JSON archive of earlier versions, edited: refused on import.
    archive_series({"players": 3}, SERIES_1)
    path = legacy_series_file(paths.archive_dir(), {"players": 3}, BOCK_SERIES)
    data = json.loads(path.read_text("utf-8"))
    data["summary"]["deals"][1]["scores"] = [48, None]
    damaged = json.dumps(data).encode("utf-8")
    path.write_bytes(damaged)

    listing = list_series()
    assert [e.id for e in listing.entries] == ["s1"]
    (problem,) = listing.problems
    assert "summary.deals[1].scores" in problem.message
    assert problem.moved_to is not None and problem.moved_to.read_bytes() == damaged
    assert load_series("bock").value is None
    summaries, problems = load_summaries()
    assert summaries == [SERIES_1] and problems == []
