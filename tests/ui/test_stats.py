"""The statistics window's figures match hand-computed ones; archive list, exports, damage."""

from __future__ import annotations

import csv
from pathlib import Path
from typing import Any

import pytest
from test_review_samples import NAMES, play_series

from skat_desktop.controller.summary import series_summary
from skat_desktop.engine.notation import encode_action
from skat_desktop.storage import archive
from skat_desktop.storage.stats import (
    DealRecord,
    Position,
    SeriesSummary,
    plain_totals,
    seeger_fabian_totals,
)
from skat_desktop.ui.review import read_records_file
from skat_desktop.ui.stats import StatisticsWindow, StatsTableModel

THREE = ["You", "Anna", "Ben"]
F: Position = "forehand"
M: Position = "middlehand"
R: Position = "rearhand"


def record(
    number: int,
    positions: list[Position],
    declarer: int | None,
    contract: str | None,
    bid: int,
    won: bool,
    value: int,
    score: int,
    bids: list[int],
) -> DealRecord:
    return DealRecord(
        number=number,
        players=THREE,
        positions=positions,
        declarer=declarer,
        passed_in=declarer is None,
        abandoned=False,
        contract=contract,
        bid=bid,
        won=won,
        value=value,
        score=score,
        declarer_points=70 if won else 40,
        highest_bids=bids,
    )


def summary(series_id: str, day: str, deals: list[DealRecord]) -> SeriesSummary:
    return SeriesSummary(
        id=series_id,
        started_at=f"{day}T18:00:00+00:00",
        finished_at=f"{day}T19:00:00+00:00",
        players=THREE,
        table_size=3,
        deals=deals,
        plain_totals=plain_totals(deals, 3),
        seeger_fabian_totals=seeger_fabian_totals(deals, 3),
    )


SERIES_A = summary(
    "A",
    "2025-03-01",
    [
        record(1, [F, M, R], 0, "C", 18, True, 24, 24, [20, 18, 0]),
        record(2, [R, F, M], 1, "GH", 48, False, 72, -144, [0, 48, 46]),
        record(3, [M, R, F], None, None, 0, False, 0, 0, [0, 0, 0]),
        record(4, [F, M, R], 2, "NO", 46, True, 46, 46, [30, 0, 46]),
    ],
)
SERIES_B = summary(
    "B",
    "2025-03-08",
    [
        record(1, [F, M, R], 0, "G", 24, True, 48, 48, [24, 0, 0]),
        record(2, [R, F, M], 0, "DH", 27, False, 27, -54, [27, 20, 0]),
    ],
)


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    target = tmp_path / "archive"
    for s in (SERIES_A, SERIES_B):
        archive.archive_series({"series": {"players": 3}}, s, folder=target)
    return target


def test_model_matches_hand_computed_figures(qtbot: Any) -> None:
    model = StatsTableModel()
    model.set_summaries([SERIES_B, SERIES_A], human="Anna")
    assert model.players == ["Anna", "You", "Ben"]
    you, anna, ben = model.stats["You"], model.stats["Anna"], model.stats["Ben"]

    # You: declarer in A1 (C won), B1 (G won), B2 (DH lost).
    assert (you.series_played, you.deals_played) == (2, 6)
    assert (you.declarer.won, you.declarer.lost) == (2, 1)
    assert (you.by_kind["suit"].won, you.by_kind["suit"].lost) == (1, 1)
    assert (you.by_kind["grand"].won, you.by_kind["hand"].lost) == (1, 1)
    assert you.average_game_value == 33.0  # (24 + 48 + 27) / 3
    assert (you.auctions_won, you.auctions_entered) == (3, 4)
    # Seeger-Fabian: A = 24 + 50 + 40 (Anna lost) = 114; B = 48 + 50 - 54 - 50 = -6.
    assert you.seeger_fabian_per_series == [("A", 114), ("B", -6)]
    assert you.best_series == ("A", 114)
    # Anna: lost a Grand Hand (-144 - 50), defended when You lost in B (+40).
    assert anna.seeger_fabian_per_series == [("A", -194), ("B", 40)]
    assert (anna.auctions_won, anna.auctions_entered) == (1, 3)
    # Ben: won a Null Ouvert (46 + 50) and defended two lost games (40 each).
    assert ben.seeger_fabian_total == 176
    assert (ben.by_kind["null"].won, ben.by_kind["ouvert"].won, ben.by_kind["hand"].played) == (
        1,
        1,
        0,
    )

    def cell(key: str, name: str) -> str:
        return model.text(key, name)

    assert cell("declarer", "You") == "2 / 1"
    assert cell("null", "You") == "–"
    assert cell("average", "You") == "33.0"
    assert cell("bids", "You") == "3 of 4 (75%)"
    assert cell("bids", "Anna") == "1 of 3 (33%)"
    assert cell("seeger_fabian", "You") == "108"
    assert cell("best", "Ben") == "136 (2025-03-01)"
    assert cell("best", "Anna") == "40 (2025-03-08)"
    # The Qt model shows the same texts: row "deals", column of You.
    assert model.data(model.index(1, 1)) == "6"
    assert model.headerData(0, __import__("PySide6.QtCore").QtCore.Qt.Orientation.Horizontal) == (
        "Anna"
    )


def test_window_lists_archive_and_charts_points(qtbot: Any, folder: Path) -> None:
    window = StatisticsWindow(folder, human="You")
    qtbot.addWidget(window)
    assert window.problems == []
    assert not window.problem_label.isVisibleTo(window)
    assert window.archive_table.rowCount() == 2
    assert window.archive_table.item(0, 0).text().startswith("2025-03-08")  # newest first
    assert window.model.players[0] == "You"
    chart = window.chart
    assert chart.labels == ["2025-03-01", "2025-03-08"]
    assert chart.plotted()[0] == [(0, 114), (1, 108)]  # running total
    window.chart_mode.setCurrentIndex(1)
    assert chart.plotted()[0] == [(0, 114), (1, -6)]  # per series


def test_damaged_archive_file_shows_message_and_others_list(qtbot: Any, folder: Path) -> None:
    (folder / "20250310-180000-broken.json").write_text('{"format": "skat-desktop-series", ')
    (folder / "index.json").unlink(missing_ok=True)  # the JSON archive had one; SQLite none
    window = StatisticsWindow(folder)
    qtbot.addWidget(window)
    assert len(window.problems) == 1 and "broken" in window.problems[0]
    assert window.problem_label.isVisibleTo(window)
    assert "set aside" in window.problem_label.text()
    assert window.archive_table.rowCount() == 2
    assert window.model.stats["You"].series_played == 2


def test_csv_export_round_trip(qtbot: Any, folder: Path, tmp_path: Path) -> None:
    window = StatisticsWindow(folder)
    qtbot.addWidget(window)
    path = tmp_path / "sheet.csv"
    assert window.export_score_sheet("A", path)
    with path.open(encoding="utf-8-sig", newline="") as handle:
        rows = list(csv.reader(handle))
    assert rows[0][:7] == ["Deal", "Dealer", "Declarer", "Contract", "Bid", "Won", "Value"]
    assert rows[0][7:10] == ["You score", "Anna score", "Ben score"]
    assert len(rows) == 5
    assert rows[1][2:7] == ["You", "C", "18", "yes", "24"]
    assert rows[3][2] == ""  # passed in
    totals = [int(v) for v in rows[-1][10:13]]
    assert totals == [24, -144, 46]
    seeger = [int(v) for v in rows[-1][13:16]]
    assert seeger == [114, -194, 136]
    assert "saved" in window.status_label.text()


def test_iss_export_from_the_archive_then_import(qtbot: Any, tmp_path: Path) -> None:
    series = play_series(deals=4, seed=9)
    made = series_summary(
        series,
        NAMES,
        series_id="played",
        started_at="2025-05-01T10:00:00+00:00",
        finished_at="2025-05-01T10:30:00+00:00",
    )
    folder = tmp_path / "archive"
    archive.archive_series({"series": series.to_dict()}, made, folder=folder)
    window = StatisticsWindow(folder)
    qtbot.addWidget(window)
    path = tmp_path / "played.txt"
    assert window.export_records("played", path)
    deals, problems = read_records_file(path)
    assert problems == []
    assert [tuple(encode_action(a) for _, a in d.deal.history) for d in deals] == [
        d.history for d in series.deals
    ]
    review = window.open_records(path)
    assert len(review.deals) == 4
    review.close()
    shown = window.open_review("played")
    assert shown is not None and len(shown.deals) == 4 and shown.sheet_table.rowCount() == 5
    shown.close()


def test_series_archived_without_summary_still_exports(qtbot: Any, tmp_path: Path) -> None:
    series = play_series(deals=2, seed=4)
    folder = tmp_path / "archive"
    archive.archive_series({"series": series.to_dict()}, series_id="old", folder=folder)
    window = StatisticsWindow(folder)
    qtbot.addWidget(window)
    assert window.archive_table.rowCount() == 1 and window.model.players == []
    assert window.empty_label.isVisibleTo(window)
    path = tmp_path / "old.csv"
    assert window.export_score_sheet("old", path)
    header = next(csv.reader(path.open(encoding="utf-8-sig")))
    assert "Player 1 score" in header


def test_default_name_is_shown_in_the_users_language(
    qtbot: Any, folder: Path, tmp_path: Path
) -> None:
    """The archive keeps "You"; the columns, chart, list and CSV say "Sie" as the table does."""
    from PySide6.QtCore import Qt

    from skat_desktop.ui import i18n

    try:
        i18n.set_language("de")
        window = StatisticsWindow(folder, human="You")
        qtbot.addWidget(window)
        assert window.model.players[0] == "You"  # the key into the figures stays as stored
        assert window.model.headerData(0, Qt.Orientation.Horizontal) == "Sie"
        assert [line.name for line in window.chart.lines] == ["Sie", "Anna", "Ben"]
        assert window.archive_table.item(0, 1).text() == "Sie, Anna, Ben"
        assert window.archive_table.item(0, 3).text().startswith("Sie ")
        path = tmp_path / "sheet.csv"
        assert window.export_score_sheet("A", path)
        with path.open(encoding="utf-8-sig", newline="") as handle:
            rows = list(csv.reader(handle))
        assert rows[0][7:10] == ["Sie score", "Anna score", "Ben score"]
        assert rows[1][2] == "Sie"  # the declarer of the first deal
        assert "You" not in {cell for row in rows for cell in row}
        i18n.set_language("en")
        qtbot.wait(10)
        assert window.model.headerData(0, Qt.Orientation.Horizontal) == "You"
        assert window.archive_table.item(0, 1).text() == "You, Anna, Ben"
    finally:
        i18n.set_language("en")


def test_a_chosen_name_is_shown_as_it_is(qtbot: Any, tmp_path: Path) -> None:
    from PySide6.QtCore import Qt

    from skat_desktop.ui import i18n

    names = ["Kim", "Anna", "Ben"]
    chosen = summary(
        "C", "2025-04-01", [DealRecord(**{**d, "players": names}) for d in SERIES_A["deals"]]
    )
    chosen["players"] = names
    target = tmp_path / "archive"
    archive.archive_series({"series": {"players": 3}}, chosen, folder=target)
    try:
        i18n.set_language("de")
        window = StatisticsWindow(target, human="Kim")
        qtbot.addWidget(window)
        assert window.model.headerData(0, Qt.Orientation.Horizontal) == "Kim"
        assert window.archive_table.item(0, 1).text() == "Kim, Anna, Ben"
    finally:
        i18n.set_language("en")


def test_export_file_names_carry_the_series_date(
    qtbot: Any, folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from PySide6.QtWidgets import QFileDialog

    offered: list[str] = []

    def save_name(parent: Any, caption: str, directory: str, *args: Any) -> tuple[str, str]:
        offered.append(Path(directory).name)
        return "", ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", save_name)
    window = StatisticsWindow(folder)
    qtbot.addWidget(window)
    series_id = window.selected_id()
    assert series_id is not None
    window.csv_button.click()
    window.iss_button.click()  # B cannot be replayed: said so, no file asked for
    assert window.status_label.text().startswith("The series cannot be replayed")
    # The newest series, B, started on 8 March 2025.
    short = series_id[:6]
    assert offered == [f"skat-2025-03-08-{short}.csv"]
    played = series_summary(
        play_series(deals=2, seed=9),
        NAMES,
        series_id="played",
        started_at="2025-03-09T10:00:00+00:00",
        finished_at="2025-03-09T10:30:00+00:00",
    )
    archive.archive_series(
        {"series": play_series(deals=2, seed=9).to_dict()}, played, folder=folder
    )
    window.reload()
    window.archive_table.selectRow(0)
    assert window.selected_id() == "played"
    window.iss_button.click()
    assert offered[-1] == "skat-2025-03-09-played.txt"
