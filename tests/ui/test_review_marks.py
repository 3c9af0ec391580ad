"""The review window and CSV of an archived series label Ramsch, Bock and Kontra/Re deals."""

from __future__ import annotations

import csv
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor

from skat_desktop.controller.summary import series_summary
from skat_desktop.engine.actions import (
    DECLINE,
    HOLD,
    KONTRA,
    PASS,
    PICK_UP,
    RE,
    Bid,
    Declare,
    Discard,
    Play,
)
from skat_desktop.engine.deal import Deal, DealOptions, Phase
from skat_desktop.engine.rules import Contract
from skat_desktop.engine.scoring import ramsch_result
from skat_desktop.engine.series import Series, SeriesOptions
from skat_desktop.storage import archive
from skat_desktop.storage.archive import ArchivedSeries
from skat_desktop.ui import i18n
from skat_desktop.ui.review.sources import ReviewDeal
from skat_desktop.ui.review.steps import AUCTION, RESULT
from skat_desktop.ui.review.window import BOCK_BACKGROUND, ReviewWindow

NAMES = ["You", "Anna", "Ben"]
# Ramsch and Kontra on; a lost game with Kontra starts a Bock round.
RULES = SeriesOptions(deal=DealOptions(ramsch=True, kontra=True), bock_lost_kontra=True)
FACTS = ("bock", "kontra", "re", "ramsch", "durchmarsch", "jungfrau", "pushes")


@pytest.fixture(autouse=True)
def english(qapp: Any) -> Iterator[None]:
    i18n.set_language("en")
    yield
    i18n.set_language("en")


def play_out(deal: Deal) -> None:
    """Lowest legal card each turn, so the deal is decided by the cards alone."""
    while deal.phase == Phase.PLAY:
        deal.apply(next(a for a in deal.legal_actions() if isinstance(a, Play)))


def game(series: Series, code: str, *, re: bool) -> Deal:
    """Middlehand wins at 20 and declares ``code``; a defender says Kontra; played out."""
    deal = series.new_deal()
    for action in (Bid(18), HOLD, Bid(20), PASS, PASS, PICK_UP):
        deal.apply(action)
    deal.apply(next(a for a in deal.legal_actions() if isinstance(a, Discard)))
    deal.apply(Declare(Contract.parse(code)))
    deal.apply(KONTRA)
    deal.apply(RE if re else DECLINE)
    play_out(deal)
    series.record(deal)
    return deal


def ramsch(series: Series) -> Deal:
    """All three pass: with the Ramsch rule on, the deal is played as a Ramsch."""
    deal = series.new_deal()
    for _ in range(3):
        deal.apply(PASS)
    assert deal.ramsch
    play_out(deal)
    series.record(deal)
    return deal


def bock_series() -> Series:
    """Deal 1: Ben loses Diamonds with Kontra, a Bock round starts. Deal 2: a Ramsch in it,
    Anna loses with Jungfrau. Deal 3: Anna wins Clubs with Kontra and Re in it."""
    series = Series(players=3, first_dealer=0, seed=27, options=RULES)
    game(series, "D", re=False)
    ramsch(series)
    game(series, "C", re=True)
    first, second, third = series.deals
    assert (first.result.kontra, first.result.won, first.bock) == (True, False, 1)
    assert second.is_ramsch and second.result.jungfrau and second.bock == 2
    assert (third.result.re, third.result.won, third.bock) == (True, True, 2)
    return series


def archived(series: Series, folder: Path, *, old: bool = False) -> ArchivedSeries:
    """The series archived and read back; ``old``: its records without the new facts."""
    summary = series_summary(
        series,
        NAMES,
        series_id="marks",
        started_at="2025-07-01T18:00:00+00:00",
        finished_at="2025-07-01T19:00:00+00:00",
    )
    if old:
        for record in summary["deals"]:
            for key in FACTS:
                record.pop(key, None)  # type: ignore[misc]
    archive.archive_series({"series": series.to_dict()}, summary, folder=folder)
    loaded = archive.load_series("marks", folder)
    assert loaded.problem is None and loaded.value is not None
    return loaded.value


def sheet_texts(window: ReviewWindow) -> list[list[str]]:
    table = window.sheet_table
    return [
        [table.item(r, c).text() if table.item(r, c) else "" for c in range(table.columnCount())]
        for r in range(table.rowCount() - 1)  # the deal rows, not the Seeger-Fabian row
    ]


def csv_rows(loaded: ArchivedSeries, path: Path) -> list[list[str]]:
    assert loaded.summary is not None
    archive.export_score_sheet_csv(archive.score_sheet_rows(loaded.summary), path, NAMES)
    with open(path, encoding="utf-8-sig", newline="") as handle:
        return list(csv.reader(handle))


def test_an_archived_ramsch_says_ramsch(qtbot: Any, tmp_path: Path) -> None:
    series = Series(players=3, first_dealer=2, seed=4, options=SeriesOptions(deal=RULES.deal))
    deal = ramsch(series)
    result = deal.result
    assert result is not None and result.ramsch_scores is not None
    loser = min(range(3), key=lambda seat: result.ramsch_scores[seat])  # type: ignore[index]
    loss = result.ramsch_scores[loser]
    assert loss < 0 and not result.jungfrau and not result.durchmarsch

    loaded = archived(series, tmp_path)
    window = ReviewWindow.for_archived(loaded)
    qtbot.addWidget(window)
    # Dealer 2: the seats are players 0, 1, 2.
    assert window.deal_list.item(0).text() == f"Deal 1 · Ramsch · {NAMES[loser]} {loss}"
    assert sheet_texts(window)[0][:4] == ["1", "Ramsch", "Ramsch", ""]
    assert "Ramsch: the most card points lose them." in window.sheet_table.item(0, 2).toolTip()
    # The totals are the stored entries, the loser's written in their column.
    assert sheet_texts(window)[0][4 + loser] == str(loss)

    window.select_deal(0, 1)
    assert window.current_step is not None and window.current_step.kind == AUCTION
    assert window.caption.text().endswith("All passed: the deal is played as a Ramsch.")
    window.last_step()
    assert window.current_step is not None and window.current_step.kind == RESULT
    points = result.ramsch_points[loser]  # type: ignore[index]
    caption = window.caption.text()
    assert caption.startswith(f"{NAMES[loser]} loses the Ramsch with {points} points: {loss}.")
    assert f"Ramsch: {points} points" in caption  # the engine's breakdown, from ui/terms

    table = csv_rows(loaded, tmp_path / "ramsch.csv")
    assert table[1][2:7] == ["", "Ramsch", "", "", ""] and table[1][-2:] == ["1", ""]


def test_bock_and_kontra_deals_are_marked(qtbot: Any, tmp_path: Path) -> None:
    series = bock_series()
    second = series.deals[1].result
    assert second.ramsch_scores is not None
    loss = min(second.ramsch_scores)  # Anna's, without Bock
    assert second.ramsch_scores.index(loss) == 2  # dealer 1: Anna is rearhand

    loaded = archived(series, tmp_path)
    window = ReviewWindow.for_archived(loaded)
    qtbot.addWidget(window)
    lines = [window.deal_list.item(i).text() for i in range(window.deal_list.count())]
    # The list's entries, as the sheet books them: a Bock round doubles them.
    assert lines == [
        "Deal 1 · Ben · Diamonds Kontra ✗ -144",
        f"Deal 2 · Ramsch, Jungfrau · Anna {2 * loss} · Bock ×2",
        "Deal 3 · Anna · Clubs Re ✓ +288 · Bock ×2",
    ]
    rows = sheet_texts(window)
    assert rows[0][:4] == ["1", "Ben", "Diamonds ✗ Kontra", "72"]
    assert rows[1][:4] == ["2 B", "Ramsch", "Ramsch, Jungfrau", ""]
    assert rows[2][:4] == ["3 B", "Anna", "Clubs ✓ Re", "144"]
    # The players' columns: each running total from the stored entries (Bock doubled).
    assert rows[1][4:] == ["", str(2 * loss), ""]
    assert rows[2][4:] == ["", str(2 * loss + 2 * 144), ""]
    table = window.sheet_table
    assert table.item(0, 0).background().style() == Qt.BrushStyle.NoBrush  # not a Bock deal
    for row in (1, 2):
        for column in range(table.columnCount()):
            assert table.item(row, column).background().color() == QColor(BOCK_BACKGROUND)
    assert table.item(0, 2).toolTip() == "Kontra: the game value counts double."
    assert table.item(1, 0).toolTip() == (
        "Bock round: this deal counts double. Ramsch: the most card points lose them. "
        "Jungfrau: a player took no trick, the loss counts double."
    )
    assert table.item(2, 3).toolTip() == (
        "Bock round: this deal counts double. Kontra and Re: the game value counts four times."
    )
    window.select_deal(2)
    window.last_step()
    assert "Bock round: this deal counts double." in window.caption.text()
    assert "score +288." in window.caption.text() and window.caption.text().endswith("= 288")

    csv_table = csv_rows(loaded, tmp_path / "bock.csv")
    assert [row[-2:] for row in csv_table[1:]] == [["1", "Kontra"], ["2", ""], ["2", "Re"]]
    assert [row[3] for row in csv_table[1:]] == ["D", "Ramsch (Jungfrau)", "C"]
    assert csv_table[2][7:10] == ["0", str(2 * loss), "0"]


def test_a_record_from_an_older_archive_displays_as_before(qtbot: Any, tmp_path: Path) -> None:
    loaded = archived(bock_series(), tmp_path, old=True)
    assert loaded.summary is not None
    assert not any(key in d for d in loaded.summary["deals"] for key in FACTS)
    window = ReviewWindow.for_archived(loaded)
    qtbot.addWidget(window)
    rows = sheet_texts(window)
    # As the previous version showed it: no marks, the Ramsch row "passed in".
    assert [row[:3] for row in rows] == [
        ["1", "Ben", "Diamonds ✗"],
        ["2", "–", "passed in"],
        ["3", "Anna", "Clubs ✓"],
    ]
    table = window.sheet_table
    assert [table.item(r, 0).toolTip() for r in range(3)] == ["", "", ""]
    assert [table.item(r, 0).background().style() for r in range(3)] == [Qt.BrushStyle.NoBrush] * 3
    # Its sums are its stored entries, as before.
    assert table.item(3, 4 + 1).text() == str(loaded.summary["seeger_fabian_totals"][1])
    csv_table = csv_rows(loaded, tmp_path / "old.csv")
    assert [row[-2:] for row in csv_table[1:]] == [["", ""]] * 3
    assert [row[3] for row in csv_table[1:]] == ["D", "", "C"]


def test_ramsch_lines_name_a_durchmarsch_and_equal_losers(qtbot: Any) -> None:
    durchmarsch = Deal()
    durchmarsch.result = ramsch_result((120, 0, 0), (10, 0, 0), pushes=1)
    tie = Deal()
    tie.result = ramsch_result((60, 60, 0), (5, 5, 0))
    deals = [
        ReviewDeal(1, "1", ("You", "Anna", "Ben"), durchmarsch, bock=4),
        ReviewDeal(2, "2", ("You", "Anna", "Ben"), tie),
    ]
    window = ReviewWindow(deals)
    qtbot.addWidget(window)
    assert window.deal_list.item(0).text() == (
        "Deal 1 · Ramsch, Durchmarsch, pushed · You +960 · Bock ×4"
    )
    # Equal most points, each loses them, doubled by Jungfrau (engine.scoring.ramsch_result).
    assert window.deal_list.item(1).text() == "Deal 2 · Ramsch, Jungfrau · You, Anna -120"


def test_the_marks_in_german(qtbot: Any, tmp_path: Path) -> None:
    loaded = archived(bock_series(), tmp_path)
    i18n.set_language("de")
    window = ReviewWindow.for_archived(loaded)
    qtbot.addWidget(window)
    lines = [window.deal_list.item(i).text() for i in range(window.deal_list.count())]
    assert lines[1].startswith("Spiel 2 · Ramsch, Jungfrau · Anna -")
    assert lines[2] == "Spiel 3 · Anna · Kreuz Re ✓ +288 · Bock ×2"
    assert sheet_texts(window)[1][:3] == ["2 B", "Ramsch", "Ramsch, Jungfrau"]
    assert window.sheet_table.item(2, 0).toolTip() == (
        "Bockrunde: Dieses Spiel zählt doppelt. Kontra und Re: Der Spielwert zählt vierfach."
    )
    window.select_deal(1, 1)
    assert window.caption.text().endswith("Alle haben gepasst: Es wird Ramsch gespielt.")
    window.last_step()
    assert window.caption.text().startswith("Anna verliert den Ramsch mit ")
    # Switching back re-labels the open window.
    i18n.set_language("en")
    qtbot.waitUntil(lambda: window.sheet_table.item(2, 0).toolTip().startswith("Bock round"))


def declined(series: Series) -> Deal:
    """As ``game``, but both defenders decline the Kontra: a deal ISS can record."""
    deal = series.new_deal()
    for action in (Bid(18), HOLD, Bid(20), PASS, PASS, PICK_UP):
        deal.apply(action)
    deal.apply(next(a for a in deal.legal_actions() if isinstance(a, Discard)))
    deal.apply(Declare(Contract.parse("C")))
    while deal.phase != Phase.PLAY:
        deal.apply(DECLINE)
    play_out(deal)
    series.record(deal)
    return deal


def test_iss_export_leaves_out_kontra_and_ramsch_and_says_so(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """ISS records cannot hold Kontra, Re or Ramsch: those deals are left out with a word,
    and a series of nothing else writes no file (it used to fail without a message)."""
    from PySide6.QtWidgets import QFileDialog

    from skat_desktop.ui.review import read_records_file
    from skat_desktop.ui.stats import StatisticsWindow

    only_marked = tmp_path / "marked"
    archived(bock_series(), only_marked)
    window = StatisticsWindow(only_marked)
    qtbot.addWidget(window)
    path = tmp_path / "none.txt"
    assert not window.export_records("marks", path)
    assert not path.exists()
    assert window.status_label.text().startswith("Nothing to export: ISS records have no Kontra")
    asked: list[str] = []
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a: asked.append("?") or ("", ""))
    window.status_label.clear()
    window.iss_button.click()  # said before a file name is asked for
    assert asked == [] and window.status_label.text().startswith("Nothing to export")

    series = Series(players=3, first_dealer=0, seed=27, options=RULES)
    game(series, "D", re=False)
    plain = declined(series)
    ramsch(series)
    mixed = tmp_path / "mixed"
    archived(series, mixed)
    window = StatisticsWindow(mixed)
    qtbot.addWidget(window)
    path = tmp_path / "mixed.txt"
    assert window.export_records("marks", path)
    deals, problems = read_records_file(path)
    assert problems == [] and len(deals) == 1
    # The declined Kontra question is no ISS move; the rest is the deal as played.
    assert deals[0].deal.history == [(s, a) for s, a in plain.history if a != DECLINE]
    status = window.status_label.text()
    assert status.startswith(f"1 deals saved to {path}.")
    assert status.endswith("2 left out: ISS records have no Kontra, Re or Ramsch.")
