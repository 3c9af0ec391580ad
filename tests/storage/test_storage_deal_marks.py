"""Table-rule facts in the archive's deal records: stored, checked on reading, shown as marked."""

from __future__ import annotations

import csv
import json
from pathlib import Path

import pytest
from storage_samples import SERIES_1, SERIES_1_DEALS, THREE, F, M, R, deal, legacy_series_file

from skat_desktop.storage import paths
from skat_desktop.storage.archive import (
    archive_series,
    export_score_sheet_csv,
    list_series,
    load_series,
    load_summaries,
    score_sheet_rows,
)
from skat_desktop.storage.atomic import InvalidContent
from skat_desktop.storage.stats import DealRecord, SeriesSummary, parse_series_summary


def marked(record: DealRecord, scores: list[int | None], **facts: object) -> DealRecord:
    """A record as this version writes it: entries and every table-rule fact."""
    record["scores"] = scores
    defaults: dict[str, object] = {
        "bock": 1,
        "kontra": False,
        "re": False,
        "ramsch": False,
        "durchmarsch": False,
        "jungfrau": False,
        "pushes": 0,
    }
    record.update({**defaults, **facts})  # type: ignore[typeddict-item]
    return record


def ramsch(number: int, positions: list, scores: list[int | None], **facts: object) -> DealRecord:
    record = deal(number, THREE, positions, None, None, 0, False, 0, 0, 0, [0, 0, 0])
    record["passed_in"] = False  # nobody declares a Ramsch, but everybody plays it
    return marked(record, scores, ramsch=True, **facts)


# Deal 1: Anna loses clubs with Kontra (-96), which starts a Bock round. Deal 2: a Ramsch
# in it, Ben took no trick (Jungfrau) and You took the most, 45 points: -90, doubled by
# Bock: -180. Deal 3: Ben wins spades with Kontra and Re in the round (4 x 11 = 44, so 88).
# Deal 4: a Ramsch with a Durchmarsch by You, pushed once (240), the round's last deal.
MARKED_DEALS = [
    marked(
        deal(1, THREE, [R, F, M], 1, "C", 18, False, 48, -96, 50, [0, 18, 0]),
        [None, -96, None],
        kontra=True,
    ),
    ramsch(2, [M, R, F], [-180, 0, 0], bock=2, jungfrau=True),
    marked(
        deal(3, THREE, [F, M, R], 2, "S", 18, True, 44, 44, 70, [0, 0, 18]),
        [None, None, 88],
        bock=2,
        kontra=True,
        re=True,
    ),
    ramsch(4, [R, F, M], [480, 0, 0], bock=2, durchmarsch=True, pushes=1),
]
MARKED_SERIES = SeriesSummary(
    id="marks",
    started_at="2025-07-01T18:00:00+00:00",
    finished_at="2025-07-01T19:00:00+00:00",
    players=THREE,
    table_size=3,
    deals=MARKED_DEALS,
    plain_totals=[300, -96, 88],
    seeger_fabian_totals=[340, -146, 178],
)


def read_csv(path: Path) -> list[list[str]]:
    with open(path, encoding="utf-8-sig", newline="") as handle:
        return list(csv.reader(handle))


def test_the_facts_survive_the_archive_and_reach_the_sheet(home: Path, tmp_path: Path) -> None:
    archive_series({"players": 3}, MARKED_SERIES)
    summaries, problems = load_summaries()
    assert problems == [] and summaries == [MARKED_SERIES]
    rows = score_sheet_rows(summaries[0])
    assert [r["bock"] for r in rows] == [1, 2, 2, 2]
    assert [(r["kontra"], r["re"]) for r in rows] == [
        (True, False),
        (False, False),
        (True, True),
        (False, False),
    ]
    assert [r["ramsch"] for r in rows] == [False, True, False, True]
    assert rows[1]["jungfrau"] and not rows[1]["durchmarsch"]
    assert rows[3]["durchmarsch"] and rows[3]["pushes"] == 1
    assert rows[-1]["totals"] == MARKED_SERIES["plain_totals"]
    assert rows[-1]["seeger_fabian"] == MARKED_SERIES["seeger_fabian_totals"]

    path = tmp_path / "marks.csv"
    export_score_sheet_csv(rows, path, THREE)
    table = read_csv(path)
    # The marks come last, so the older columns keep their places.
    assert table[0][:7] == ["Deal", "Dealer", "Declarer", "Contract", "Bid", "Won", "Value"]
    assert table[0][7:10] == ["You score", "Anna score", "Ben score"]
    assert table[0][-2:] == ["Bock", "Kontra/Re"] and len(table[0]) == 7 + 9 + 2
    assert table[1][:7] == ["1", "You", "Anna", "C", "18", "no", "48"]
    assert [row[-2:] for row in table[1:]] == [["1", "Kontra"], ["2", ""], ["2", "Re"], ["2", ""]]
    # A Ramsch says so, with what doubled or decided it; it has no declarer, bid or value.
    assert table[2][:7] == ["2", "Anna", "", "Ramsch (Jungfrau)", "", "", ""]
    assert table[3][:7] == ["3", "Ben", "Ben", "S", "18", "yes", "44"]
    assert table[4][3] == "Ramsch (Durchmarsch, pushed 1x)"
    assert table[4][7:10] == ["480", "0", "0"]


def test_old_records_have_no_marks(home: Path) -> None:
    rows = score_sheet_rows(SERIES_1)
    assert all(r["bock"] is None for r in rows)
    assert not any(r["ramsch"] or r["kontra"] or r["re"] or r["pushes"] for r in rows)
    # The passed-in deal reads as it always did.
    assert rows[2]["declarer"] is None and rows[2]["contract"] is None


def test_facts_are_optional_one_by_one() -> None:
    # A record may carry any of them (a later version may add more): each read alone.
    record = dict(SERIES_1_DEALS[0], bock=4)
    (parsed,) = parse_series_summary({**SERIES_1, "deals": [record]})["deals"]
    assert parsed["bock"] == 4 and "kontra" not in parsed and "ramsch" not in parsed
    assert parse_series_summary(json.loads(json.dumps(MARKED_SERIES))) == MARKED_SERIES


GAME = MARKED_DEALS[0]
RAMSCH = MARKED_DEALS[1]


@pytest.mark.parametrize(
    ("record", "changes", "reason"),
    [
        (GAME, {"bock": 3}, r"3 at summary.deals\[0\].bock, not a Bock multiplier"),
        (GAME, {"bock": 0}, r"0 at summary.deals\[0\].bock, below the least allowed 1"),
        (GAME, {"bock": 8}, r"8 at summary.deals\[0\].bock, above the most allowed 4"),
        (GAME, {"bock": "2"}, r"text at summary.deals\[0\].bock"),
        (GAME, {"bock": True}, r"true/false at summary.deals\[0\].bock"),
        (GAME, {"kontra": "yes"}, r"text at summary.deals\[0\].kontra"),
        (GAME, {"kontra": 1}, r"a whole number at summary.deals\[0\].kontra"),
        (GAME, {"kontra": False, "re": True}, r"Re without Kontra at summary.deals\[0\].re"),
        (GAME, {"ramsch": None}, r"at summary.deals\[0\].ramsch where true or false"),
        (GAME, {"ramsch": True}, r"declarer or passed in at summary.deals\[0\].ramsch"),
        (GAME, {"jungfrau": True}, r"jungfrau without a Ramsch at summary.deals\[0\].jungfrau"),
        (GAME, {"pushes": 1}, r"pushes without a Ramsch at summary.deals\[0\].pushes"),
        (RAMSCH, {"kontra": True}, r"Kontra in a Ramsch at summary.deals\[0\].kontra"),
        (RAMSCH, {"durchmarsch": True}, r"both Durchmarsch and Jungfrau at .*\.jungfrau"),
        (RAMSCH, {"pushes": 4}, r"4 at summary.deals\[0\].pushes, above the most allowed 3"),
        (RAMSCH, {"pushes": -1}, r"-1 at summary.deals\[0\].pushes, below the least"),
        (RAMSCH, {"passed_in": True}, r"passed in at summary.deals\[0\].ramsch"),
    ],
)
def test_bad_facts_are_named(record: DealRecord, changes: dict, reason: str) -> None:
    bad = {**record, **changes}
    with pytest.raises(InvalidContent, match=reason):
        parse_series_summary({**MARKED_SERIES, "deals": [bad]})


def test_a_file_with_a_bad_fact_is_set_aside_not_overwritten(home: Path) -> None:
    # A file of the JSON archive of earlier versions, edited: refused on import.
    archive_series({"players": 3}, SERIES_1)
    path = legacy_series_file(paths.archive_dir(), {"players": 3}, MARKED_SERIES)
    data = json.loads(path.read_text("utf-8"))
    data["summary"]["deals"][2]["bock"] = 3
    damaged = json.dumps(data).encode("utf-8")
    path.write_bytes(damaged)

    listing = list_series()
    assert [e.id for e in listing.entries] == ["s1"]
    (problem,) = listing.problems
    assert "summary.deals[2].bock" in problem.message
    assert problem.moved_to is not None and problem.moved_to.read_bytes() == damaged
    assert load_series("marks").value is None
    summaries, problems = load_summaries()
    assert summaries == [SERIES_1] and problems == []
