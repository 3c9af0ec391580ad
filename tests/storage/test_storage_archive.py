"""The archive of finished series, its index, damaged files and CSV score sheets."""

from __future__ import annotations

import csv
import json
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


def test_round_trip(home: Path) -> None:
    entry = archive_series(PAYLOAD, SERIES_1)
    assert entry.path.parent == paths.archive_dir()
    assert entry.path.name == "20250301-180000-s1.json"
    assert entry.players == ("You", "Anna", "Ben")
    assert entry.deals == 5
    assert entry.seeger_fabian_totals == (-54, -154, 176)
    loaded = load_series("s1")
    assert loaded.problem is None and loaded.value is not None
    assert loaded.value.series == PAYLOAD
    assert loaded.value.summary == SERIES_1
    assert loaded.value.entry == entry
    listing = list_series()
    assert listing.entries == [entry] and listing.problems == []


def test_series_without_summary_gets_an_id_and_time(home: Path) -> None:
    entry = archive_series({"started_at": "2025-05-05T10:00:00+02:00", "x": [1]})
    assert entry.path.name.startswith("20250505-080000-")  # named in UTC
    assert len(entry.id) == 12
    assert entry.players == ()
    loaded = load_series(entry.id)
    assert loaded.value is not None and loaded.value.summary is None


def test_listing_is_oldest_first_and_uses_the_index(
    home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    archive_series(PAYLOAD, SERIES_2)
    archive_series(PAYLOAD, SERIES_1)
    assert [e.id for e in list_series().entries] == ["s1", "s2"]
    index = json.loads((paths.archive_dir() / INDEX_NAME).read_text("utf-8"))
    assert [e["id"] for e in index["entries"]] == ["s1", "s2"]

    def no_parsing(path: Path) -> None:
        raise AssertionError(f"{path} parsed although the index is current")

    monkeypatch.setattr(archive, "_read_series_file", no_parsing)
    assert [e.deals for e in list_series().entries] == [5, 2]


def test_archiving_the_same_series_again_replaces_it(home: Path) -> None:
    archive_series(PAYLOAD, SERIES_1)
    archive_series({"players": ["You", "Anna", "Ben"], "retry": True}, SERIES_1)
    files = sorted(p.name for p in paths.archive_dir().iterdir())
    assert files == ["20250301-180000-s1.json", INDEX_NAME]
    loaded = load_series("s1")
    assert loaded.value is not None and loaded.value.series["retry"] is True


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
def test_a_damaged_series_is_set_aside_and_the_others_still_load(home: Path, damage: bytes) -> None:
    first = archive_series(PAYLOAD, SERIES_1)
    archive_series(PAYLOAD, SERIES_2)
    first.path.write_bytes(damage)
    listing = list_series()
    assert [e.id for e in listing.entries] == ["s2"]
    assert len(listing.problems) == 1
    problem = listing.problems[0]
    assert str(first.path) in problem.message
    assert problem.moved_to is not None and problem.moved_to.read_bytes() == damage
    # Once aside, it is no longer listed or reported; the index was rebuilt without it.
    again = list_series()
    assert [e.id for e in again.entries] == ["s2"] and again.problems == []
    assert load_series("s1").value is None
    summaries, problems = load_summaries()
    assert summaries == [SERIES_2] and problems == []


def test_a_damaged_index_is_rebuilt(home: Path) -> None:
    archive_series(PAYLOAD, SERIES_1)
    archive_series(PAYLOAD, SERIES_2)
    index = paths.archive_dir() / INDEX_NAME
    index.write_text(
        '{"format": "skat-desktop-archive-index", "version": 1, "entries": [{', "utf-8"
    )
    listing = list_series()
    assert [e.id for e in listing.entries] == ["s1", "s2"]
    assert len(listing.problems) == 1 and "archive index" in listing.problems[0].message
    assert [e["id"] for e in json.loads(index.read_text("utf-8"))["entries"]] == ["s1", "s2"]


def test_a_lost_index_is_rebuilt(home: Path) -> None:
    archive_series(PAYLOAD, SERIES_1)
    (paths.archive_dir() / INDEX_NAME).unlink()
    listing = list_series()
    assert [e.id for e in listing.entries] == ["s1"] and listing.problems == []
    assert (paths.archive_dir() / INDEX_NAME).exists()


def test_an_edited_file_is_reread_not_taken_from_the_index(home: Path) -> None:
    entry = archive_series(PAYLOAD, SERIES_1)
    data = json.loads(entry.path.read_text("utf-8"))
    data["summary"]["players"] = ["Me", "Anna", "Ben"]
    for d in data["summary"]["deals"]:
        d["players"] = ["Me", "Anna", "Ben"]
    entry.path.write_text(json.dumps(data), "utf-8")
    assert list_series().entries[0].players == ("Me", "Anna", "Ben")


def test_statistics_from_the_archive(home: Path) -> None:
    archive_series(PAYLOAD, SERIES_1)
    archive_series(PAYLOAD, SERIES_2)
    summaries, problems = load_summaries()
    assert problems == []
    stats = player_statistics(summaries)
    assert stats["Ben"].best_series == ("s1", 176)


def test_bad_archive_input_is_refused(home: Path) -> None:
    with pytest.raises(ValueError, match="not a series id"):
        archive_series(PAYLOAD, series_id="../escape")
    with pytest.raises(ValueError, match="decimal number"):
        archive_series({"x": 0.1})
    with pytest.raises(ValueError, match="not a date"):
        archive_series(PAYLOAD, started_at="soon")
    assert not paths.archive_dir().exists() or list_series().entries == []


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
