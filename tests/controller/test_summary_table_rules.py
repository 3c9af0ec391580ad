"""Archive records of series with Bock rounds, Ramsch and Kontra carry the engine's entries."""

from __future__ import annotations

import csv
from pathlib import Path

from skat_desktop.controller.summary import deal_record, series_summary
from skat_desktop.engine.actions import PASS
from skat_desktop.engine.deal import Deal, DealOptions, Phase
from skat_desktop.engine.rules import Contract
from skat_desktop.engine.scoring import DealResult
from skat_desktop.engine.series import Series, SeriesOptions
from skat_desktop.storage import archive, stats
from skat_desktop.storage.stats import SeriesSummary

from .test_summary import NAMES, grand_by_middlehand, play_out

BOCK = SeriesOptions(bock_high_value=True)


def add_result(series: Series, code: str, won: bool, value: int, kontra: bool = False) -> None:
    """Enter a result without playing it (forehand declares), as the engine's tests do."""
    deal = Deal(series.options.deal)
    deal.result = DealResult(
        passed_in=False,
        declarer=0,
        contract=Contract.parse(code),
        bid=18,
        won=won,
        value=value,
        score=value if won else -2 * value,
        declarer_points=70 if won else 40,
        kontra=kontra,
        factor=2 if kontra else 1,
    )
    series.record(deal)


def ramsch(series: Series) -> Deal:
    """Everybody passes, so the deal is a Ramsch, played out with the lowest cards, entered."""
    deal = series.new_deal()
    for _ in range(3):
        deal.apply(PASS)
    assert deal.ramsch and deal.phase == Phase.PLAY
    play_out(deal)
    series.record(deal)
    return deal


def summarise(series: Series, series_id: str = "rules") -> SeriesSummary:
    return series_summary(
        series,
        NAMES,
        series_id=series_id,
        started_at="2025-05-01T18:00:00+00:00",
        finished_at="2025-05-01T19:00:00+00:00",
    )


def archived_csv(summary: SeriesSummary, folder: Path) -> list[list[str]]:
    """The CSV score sheet of the summary as it comes back from the archive."""
    archive.archive_series({"series": {"players": summary["table_size"]}}, summary, folder=folder)
    summaries, problems = archive.load_summaries(folder)
    assert problems == [] and summaries == [summary]
    path = folder / "sheet.csv"
    archive.export_score_sheet_csv(archive.score_sheet_rows(summaries[0]), path, summary["players"])
    with open(path, encoding="utf-8-sig", newline="") as handle:
        return list(csv.reader(handle))


def assert_lists_agree(summary: SeriesSummary, series: Series) -> None:
    """Every place that sums the records gives the engine's totals."""
    count = series.players
    rows = archive.score_sheet_rows(summary)
    assert rows[-1]["totals"] == summary["plain_totals"] == series.plain_totals()
    assert rows[-1]["seeger_fabian"] == summary["seeger_fabian_totals"]
    assert summary["seeger_fabian_totals"] == series.seeger_fabian_totals()
    assert stats.plain_totals(summary["deals"], count) == series.plain_totals()
    assert stats.seeger_fabian_totals(summary["deals"], count) == series.seeger_fabian_totals()
    # The statistics window's per-series figures are the summary's.
    figures = stats.player_statistics([summary])
    for name, total in zip(summary["players"], series.seeger_fabian_totals(), strict=True):
        assert figures[name].seeger_fabian_total == total


def test_a_won_game_in_a_bock_round_counts_double(tmp_path: Path) -> None:
    series = Series(players=3, first_dealer=0, seed=4, options=BOCK)
    add_result(series, "G", True, 144)  # dealer 0: player 1 declares; 144 starts a Bock round
    game = grand_by_middlehand(series)  # dealer 1: middlehand is player 0
    series.record(game)
    result = game.result
    assert result is not None and result.won and series.deals[1].bock == 2

    summary = summarise(series)
    first, second = summary["deals"]
    assert first["scores"] == [None, 144, None]
    # The record keeps the game's own value and score, and the list entry doubled.
    assert (second["declarer"], second["value"], second["score"]) == (0, result.value, result.score)
    assert second["scores"] == [2 * result.score, None, None]

    rows = archive.score_sheet_rows(summary)
    assert rows[1]["scores"] == [2 * result.score, 0, 0]
    assert rows[1]["totals"] == [2 * result.score, 144, 0]
    assert rows[1]["seeger_fabian"] == [2 * result.score + 50, 144 + 50, 0]
    assert_lists_agree(summary, series)

    # The record says the deal was in a Bock round; the sheet marks it, not works it out.
    assert (first["bock"], second["bock"]) == (1, 2)
    assert rows[1]["bock"] == 2 and not rows[1]["ramsch"]

    table = archived_csv(summary, tmp_path)
    double = str(2 * result.score)
    assert table[1][-2:] == ["1", ""]
    assert table[2][:7] == ["2", "Anna", "You", "G", "20", "yes", str(result.value)]
    seeger = str(2 * result.score + 50)
    assert table[2][7:] == [double, "0", "0", double, "144", "0", seeger, "194", "0", "2", ""]


def test_a_ramsch_enters_each_players_minus_points(tmp_path: Path) -> None:
    series = Series(
        players=3, first_dealer=2, seed=4, options=SeriesOptions(deal=DealOptions(ramsch=True))
    )
    deal = ramsch(series)
    result = deal.result
    assert result is not None and result.ramsch_scores is not None
    entries = list(result.ramsch_scores)  # dealer 2: seats are players 0, 1, 2
    assert min(entries) < 0  # somebody took the most points and loses them

    summary = summarise(series)
    record = summary["deals"][0]
    assert record["declarer"] is None and record["contract"] is None
    assert record["scores"] == entries
    assert record["ramsch"] and not record["passed_in"] and record["bock"] == 1
    assert (record["durchmarsch"], record["jungfrau"], record["pushes"]) == (
        result.durchmarsch,
        result.jungfrau,
        result.pushes,
    )

    row = archive.score_sheet_rows(summary)[0]
    assert row["declarer"] is None and row["ramsch"]
    assert row["scores"] == row["totals"] == row["seeger_fabian"] == entries  # no bonuses
    assert_lists_agree(summary, series)

    table = archived_csv(summary, tmp_path)
    assert table[1][2:4] == ["", "Ramsch"]  # no declarer; the contract cell says Ramsch
    assert table[1][7:] == [*(str(e) for e in entries * 3), "1", ""]


def test_four_players_with_a_ramsch_in_a_bock_round(tmp_path: Path) -> None:
    options = SeriesOptions(deal=DealOptions(ramsch=True), bock_high_value=True)
    series = Series(players=4, first_dealer=0, seed=5, options=options)
    add_result(series, "G", False, 120)  # dealer 0: player 1 loses 240; a Bock round starts
    deal = ramsch(series)  # dealer 1 sits out
    finished = series.deals[1]
    result = deal.result
    assert result is not None and result.ramsch_scores is not None and finished.bock == 2
    entries: list[int | None] = [None] * 4
    for position, player in enumerate(finished.seating):
        entries[player] = 2 * result.ramsch_scores[position]

    record = deal_record(finished, NAMES)
    assert record["positions"][1] == "dealer"
    assert record["scores"] == entries and entries[1] is None

    summary = summarise(series, "four")
    rows = archive.score_sheet_rows(summary)
    assert rows[0]["scores"] == [0, -240, 0, 0]
    # 30 to each of the three others at four, the dealer who sat out (player 0) included
    assert rows[0]["seeger_fabian"] == [30, -290, 30, 30]
    assert rows[1]["scores"] == [e or 0 for e in entries]
    assert rows[1]["totals"] == [
        a + (b or 0) for a, b in zip([0, -240, 0, 0], entries, strict=True)
    ]
    assert_lists_agree(summary, series)

    assert summary["deals"][1]["ramsch"] and summary["deals"][1]["bock"] == 2

    table = archived_csv(summary, tmp_path)
    assert len(table[0]) == 7 + 3 * 4 + 2
    assert table[2][3] == "Ramsch" and table[2][-2:] == ["2", ""]  # in a Bock round
    assert table[2][7:11] == ["" if e is None else str(e) for e in entries]
    assert table[2][11:15] == [str(t) for t in series.plain_totals()]


def test_kontra_and_a_stacked_bock_round() -> None:
    options = SeriesOptions(deal=DealOptions(kontra=True), bock_lost_kontra=True, bock_on_bock=True)
    series = Series(players=3, first_dealer=0, options=options)
    add_result(series, "C", False, 48, kontra=True)  # player 1 loses 96; Bock
    add_result(series, "C", False, 48, kontra=True)  # player 2, Bock: -192; one more round
    add_result(series, "H", True, 40, kontra=True)  # player 0, two rounds at once: x4
    assert [d.bock for d in series.deals] == [1, 2, 4]

    summary = summarise(series)
    assert [d["scores"] for d in summary["deals"]] == [
        [None, -96, None],
        [None, None, -192],
        [160, None, None],
    ]
    assert [d["score"] for d in summary["deals"]] == [-96, -96, 40]
    assert [(d["bock"], d["kontra"], d["re"]) for d in summary["deals"]] == [
        (1, True, False),
        (2, True, False),
        (4, True, False),
    ]
    assert [r["bock"] for r in archive.score_sheet_rows(summary)] == [1, 2, 4]
    assert archive.score_sheet_rows(summary)[-1]["totals"] == [160, -96, -192]
    assert_lists_agree(summary, series)
