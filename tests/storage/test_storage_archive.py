"""The archive of finished series, its index, damaged files and CSV score sheets."""

from __future__ import annotations

import copy
import csv
import json
import sqlite3
from pathlib import Path

import pytest
from storage_samples import SERIES_1, SERIES_2

from skat_desktop.storage import archive, paths
from skat_desktop.storage.archive import (
    INDEX_NAME,
    archive_series,
    export_score_sheet_csv,
    list_series,
    load_series,
    load_summaries,
    score_sheet_rows,
)
from skat_desktop.storage.schema import JsonObject
from skat_desktop.storage.stats import player_statistics

PAYLOAD: JsonObject = {"players": ["You", "Anna", "Ben"], "deals": [{"actions": [1, 2, 3]}]}


def _legacy_file(folder: Path, series_id: str, summary: object, **changes: object) -> Path:
    """An archived series as earlier versions wrote it: one JSON file."""
    folder.mkdir(parents=True, exist_ok=True)
    content = {
        "format": "skat-desktop-series",
        "version": 1,
        "id": series_id,
        "started_at": "2025-03-01T18:00:00+00:00",
        "finished_at": "2025-03-01T19:00:00+00:00",
        "summary": summary,
        "series": PAYLOAD,
        **changes,
    }
    path = folder / f"20250301-180000-{series_id}.json"
    path.write_text(json.dumps(content), "utf-8")
    return path


def test_round_trip(home: Path) -> None:
    entry = archive_series(PAYLOAD, SERIES_1)
    assert entry.path == paths.archive_dir() / archive.DATABASE_NAME
    assert entry.players == ("You", "Anna", "Ben")
    assert entry.deals == 5
    assert entry.seeger_fabian_totals == (-54, -154, 176)
    with sqlite3.connect(entry.path) as db:
        assert db.execute("PRAGMA journal_mode").fetchone() == ("wal",)
        assert db.execute("SELECT count(*) FROM deals").fetchone() == (5,)
    loaded = load_series("s1")
    assert loaded.problem is None and loaded.value is not None
    assert loaded.value.series == PAYLOAD
    assert loaded.value.summary == SERIES_1
    assert loaded.value.entry == entry
    listing = list_series()
    assert listing.entries == [entry] and listing.problems == []


def test_a_new_optional_deal_field_round_trips(home: Path) -> None:
    summary = copy.deepcopy(SERIES_1)
    summary["deals"][0]["with_undo"] = True  # type: ignore[typeddict-unknown-key]
    archive_series(PAYLOAD, summary)
    loaded = load_series("s1").value
    assert loaded is not None and loaded.summary is not None
    assert loaded.summary["deals"][0].get("with_undo") is True
    assert loaded.summary == summary


def test_series_without_summary_gets_an_id_and_time(home: Path) -> None:
    entry = archive_series({"started_at": "2025-05-05T10:00:00+02:00", "x": [1]})
    assert entry.started_at == "2025-05-05T10:00:00+02:00"
    assert len(entry.id) == 12
    assert entry.players == ()
    loaded = load_series(entry.id)
    assert loaded.value is not None and loaded.value.summary is None


def test_listing_is_oldest_first(home: Path) -> None:
    archive_series(PAYLOAD, SERIES_2)
    archive_series(PAYLOAD, SERIES_1)
    assert [e.id for e in list_series().entries] == ["s1", "s2"]
    assert [e.deals for e in list_series().entries] == [5, 2]


def test_archiving_the_same_series_again_replaces_it(home: Path) -> None:
    archive_series(PAYLOAD, SERIES_1)
    archive_series({"players": ["You", "Anna", "Ben"], "retry": True}, SERIES_1)
    assert [e.id for e in list_series().entries] == ["s1"]
    loaded = load_series("s1")
    assert loaded.value is not None and loaded.value.series["retry"] is True
    summaries, _ = load_summaries()
    assert len(summaries) == 1


def test_a_damaged_id_or_start_is_archived_under_a_new_one(home: Path) -> None:
    # A finished series must never be refused for its label: New game would then lose it.
    entry = archive_series({"id": "../escape", "started_at": "soon", "x": 1})
    assert entry.id != "../escape" and len(entry.id) == 12
    assert entry.started_at == entry.finished_at
    loaded = load_series(entry.id).value
    assert loaded is not None and loaded.series["id"] == "../escape"
    bad = copy.deepcopy(SERIES_1)
    bad["started_at"] = "yesterday"
    second = archive_series(PAYLOAD, bad, series_id="no/slash")
    assert second.id == "s1" and second.started_at == SERIES_1["finished_at"]


def test_bad_archive_input_is_refused(home: Path) -> None:
    with pytest.raises(ValueError, match="decimal number"):
        archive_series({"x": 0.1})
    broken = copy.deepcopy(SERIES_1)
    broken["deals"][0]["won"] = "yes"  # type: ignore[typeddict-item]
    with pytest.raises(ValueError, match="cannot be archived"):
        archive_series(PAYLOAD, broken)
    assert list_series().entries == []


def test_edited_totals_are_reported_and_the_deals_win(home: Path) -> None:
    archive_series(PAYLOAD, SERIES_1)
    with sqlite3.connect(paths.archive_dir() / archive.DATABASE_NAME) as db:
        db.execute("UPDATE series SET stated_seeger_fabian = '[999, 0, 0]'")
    summaries, problems = load_summaries()
    assert summaries[0]["seeger_fabian_totals"] == [-54, -154, 176]
    [problem] = problems
    assert "states the totals" in problem.message and "[999, 0, 0]" in problem.message
    assert "deals' figures are shown" in problem.message


def test_a_damaged_deal_row_is_reported_not_counted(home: Path) -> None:
    archive_series(PAYLOAD, SERIES_1)
    archive_series(PAYLOAD, SERIES_2)
    with sqlite3.connect(paths.archive_dir() / archive.DATABASE_NAME) as db:
        db.execute("UPDATE deals SET record = '{\"number\": 1}' WHERE series_id = 's1'")
    summaries, problems = load_summaries()
    assert [s["id"] for s in summaries] == ["s2"]
    assert len(problems) == 1 and "damaged deal" in problems[0].message


def test_legacy_json_archive_is_imported_with_every_figure_unchanged(home: Path) -> None:
    folder = paths.archive_dir()
    first = _legacy_file(folder, "s1", SERIES_1)
    second = _legacy_file(folder, "s2", SERIES_2, started_at="2025-03-02T18:00:00+00:00").rename(
        folder / "20250302-180000-s2.json"
    )
    index = folder / INDEX_NAME
    # A stale index with fake figures: only ever a cache, never believed.
    index.write_text('{"entries": [{"id": "s1", "deals": 99}]}', "utf-8")
    before = {p.name: p.read_bytes() for p in (first, second, index)}
    expected = player_statistics([SERIES_1, SERIES_2])
    listing = list_series()
    assert [e.id for e in listing.entries] == ["s1", "s2"] and listing.problems == []
    assert [e.deals for e in listing.entries] == [5, 2]
    summaries, problems = load_summaries()
    assert summaries == [SERIES_1, SERIES_2] and problems == []
    assert player_statistics(summaries) == expected
    assert archive.player_statistics() == expected
    assert score_sheet_rows(summaries[0]) == score_sheet_rows(SERIES_1)
    # The originals are kept, byte for byte, out of the way.
    kept = folder / archive.IMPORTED_FOLDER
    assert {p.name: p.read_bytes() for p in kept.iterdir()} == before
    assert not first.exists() and not index.exists()


def test_import_after_a_kill_before_the_move_counts_the_file_once(home: Path) -> None:
    folder = paths.archive_dir()
    path = _legacy_file(folder, "s1", SERIES_1)
    content = path.read_bytes()
    list_series()
    # As if killed between the import's commit and moving the file away:
    path.write_bytes(content)
    assert len(list_series().entries) == 1
    assert not path.exists()


def test_two_files_with_the_same_id_are_counted_once(home: Path) -> None:
    folder = paths.archive_dir()
    twin = folder / "20250309-180000-s1.json"
    _legacy_file(folder, "s1", SERIES_1, finished_at="2025-03-09T19:00:00+00:00").rename(twin)
    _legacy_file(folder, "s1", SERIES_1)
    listing = list_series()
    assert [e.id for e in listing.entries] == ["s1"]
    [problem] = listing.problems
    assert str(twin) in problem.message and "not counted twice" in problem.message
    assert problem.moved_to is not None and problem.moved_to.exists()
    summaries, _ = load_summaries()
    assert len(summaries) == 1


@pytest.mark.parametrize(
    "damage",
    [
        b"",
        b'{"format": "skat-desktop-series", "version": 1, "id": "s1", "sta',
        b"\xff\xfe\x00garbage",
        b'{"format": "skat-desktop-series", "version": 9}',
        b'{"format": "skat-desktop-series", "version": 1, "id": "s1", "started_at": '
        b'"2025-03-01T18:00:00", "finished_at": "2025", "summary": null, "series": []}',
    ],
)
def test_a_damaged_legacy_file_is_set_aside_and_the_others_still_load(
    home: Path, damage: bytes
) -> None:
    folder = paths.archive_dir()
    _legacy_file(folder, "s2", SERIES_2)
    bad = folder / "20250101-000000-s1.json"
    bad.write_bytes(damage)
    listing = list_series()
    assert [e.id for e in listing.entries] == ["s2"]
    [problem] = listing.problems
    assert str(bad) in problem.message
    assert problem.moved_to is not None and problem.moved_to.read_bytes() == damage
    again = list_series()
    assert [e.id for e in again.entries] == ["s2"] and again.problems == []


def test_damaged_archive_database_is_moved_aside(home: Path) -> None:
    archive_series(PAYLOAD, SERIES_1)
    path = paths.archive_dir() / archive.DATABASE_NAME
    for extra in path.parent.glob(path.name + "-*"):
        extra.unlink()
    path.write_bytes(b"not a database at all" * 100)
    listing = list_series()
    assert listing.entries == []
    [problem] = listing.problems
    assert problem.moved_to is not None and str(problem.moved_to) in problem.message


def test_statistics_from_the_archive(home: Path) -> None:
    archive_series(PAYLOAD, SERIES_1)
    archive_series(PAYLOAD, SERIES_2)
    summaries, problems = load_summaries()
    assert problems == []
    stats = player_statistics(summaries)
    assert stats["Ben"].best_series == ("s1", 176)
    assert archive.player_statistics() == stats
    assert list(archive.player_statistics()) == list(stats)  # same order of players


def test_score_sheet_rows() -> None:
    rows = score_sheet_rows(SERIES_1)
    assert [r["dealer"] for r in rows] == ["Ben", "You", "Anna", "Ben", "You"]
    assert rows[0]["declarer"] == "You" and rows[0]["contract"] == "C"
    assert rows[2]["declarer"] is None and rows[2]["won"] is None  # passed in
    assert rows[1]["scores"] == [0, -144, 0]
    assert rows[-1]["totals"] == SERIES_1["plain_totals"]
    assert rows[-1]["seeger_fabian"] == SERIES_1["seeger_fabian_totals"]
    assert score_sheet_rows(SERIES_2)[0]["dealer"] == "Clara"


def test_csv_export(tmp_path: Path) -> None:
    path = tmp_path / "sheet.csv"
    rows = score_sheet_rows(SERIES_1)
    export_score_sheet_csv(rows, path, ["You", "=Anna", "Ben"])
    assert path.read_bytes().startswith(b"\xef\xbb\xbf")
    with open(path, encoding="utf-8-sig", newline="") as handle:
        table = list(csv.reader(handle))
    assert table[0] == [
        "Deal", "Dealer", "Declarer", "Contract", "Bid", "Won", "Value",
        "You score", "'=Anna score", "Ben score",
        "You total", "'=Anna total", "Ben total",
        "You Seeger-Fabian", "'=Anna Seeger-Fabian", "Ben Seeger-Fabian",
        "Bock", "Kontra/Re",
    ]  # fmt: skip
    facts = ["1", "Ben", "You", "C", "18", "yes", "24"]
    # These records predate the Bock and Kontra/Re facts: those last cells stay empty.
    assert table[1] == [*facts, "24", "0", "0", "24", "0", "0", "74", "0", "0", "", ""]
    assert table[3][:7] == ["3", "Anna", "", "", "", "", ""]
    assert table[-1][-8:-2] == ["-94", "-144", "46", "-54", "-154", "176"]
    assert len(table) == 6


def test_csv_leaves_the_score_of_a_player_sitting_out_empty(tmp_path: Path) -> None:
    """At four the dealer has no entry on the list: an empty cell, not a 0 he might have
    scored; his running totals go on."""
    rows = score_sheet_rows(SERIES_2)
    assert [r["seated"] for r in rows] == [[True, True, True, False], [False, True, True, True]]
    path = tmp_path / "four.csv"
    export_score_sheet_csv(rows, path, SERIES_2["players"])
    with open(path, encoding="utf-8-sig", newline="") as handle:
        table = list(csv.reader(handle))
    # Deal 1: Clara (player 4) deals and sits out; deal 2: player 1.
    assert table[1][7:11] == ["0", "-60", "0", ""]
    assert table[2][7:11] == ["", "0", "0", "18"]
    assert table[2][11:15] == ["0", "-60", "0", "18"]  # the running totals, everyone


def test_csv_export_without_names_and_with_bad_rows(tmp_path: Path) -> None:
    rows = score_sheet_rows(SERIES_2)
    export_score_sheet_csv(rows, tmp_path / "a.csv")
    assert "Player 4 Seeger-Fabian" in (tmp_path / "a.csv").read_text("utf-8-sig")
    with pytest.raises(ValueError, match="deal 1: scores has not 3 entries"):
        export_score_sheet_csv(rows, tmp_path / "b.csv", ["a", "b", "c"])
    assert not (tmp_path / "b.csv").exists()


def test_queried_statistics_equal_the_counted_ones_for_every_sample(home: Path) -> None:
    from test_storage_deal_marks import MARKED_SERIES
    from test_storage_deal_scores import BOCK_SERIES

    for summary in (SERIES_2, BOCK_SERIES, SERIES_1, MARKED_SERIES):
        archive_series(PAYLOAD, summary)
    summaries, problems = load_summaries()
    assert problems == [] and len(summaries) == 4
    counted = player_statistics(summaries)
    queried = archive.player_statistics()
    assert queried == counted and list(queried) == list(counted)
