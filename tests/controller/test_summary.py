"""The archive summary built from engine series agrees with the engine and the stored schema."""

from __future__ import annotations

from pathlib import Path

from skat_desktop.controller.summary import deal_record, series_summary
from skat_desktop.engine.actions import HOLD, PASS, PICK_UP, Bid, Declare, Discard, Play
from skat_desktop.engine.deal import Deal, Phase
from skat_desktop.engine.rules import Contract
from skat_desktop.engine.series import Series
from skat_desktop.storage import archive, stats

NAMES = ("You", "Anna", "Ben", "Clara")


def play_out(deal: Deal) -> None:
    """Lowest legal card each turn, so the deal is decided by the cards alone."""
    while deal.phase == Phase.PLAY:
        deal.apply(next(a for a in deal.legal_actions() if isinstance(a, Play)))


def auction_won_by_middlehand(deal: Deal) -> None:
    """Middlehand bids 18 and 20, forehand holds 18 then passes, rearhand passes."""
    deal.apply(Bid(18))
    deal.apply(HOLD)
    deal.apply(Bid(20))
    deal.apply(PASS)
    deal.apply(PASS)  # rearhand


def grand_by_middlehand(series: Series) -> Deal:
    deal = series.new_deal()
    auction_won_by_middlehand(deal)
    deal.apply(PICK_UP)
    discard = next(a for a in deal.legal_actions() if isinstance(a, Discard))
    deal.apply(discard)
    deal.apply(Declare(Contract.parse("G")))
    play_out(deal)
    return deal


def passed_in(series: Series) -> Deal:
    deal = series.new_deal()
    for _ in range(3):
        deal.apply(PASS)
    return deal


def test_three_player_series() -> None:
    series = Series(players=3, first_dealer=2, seed=11)
    game = grand_by_middlehand(series)
    series.record(game)
    series.record(passed_in(series))
    abandoned = series.new_deal()
    abandoned.apply(Bid(18))
    series.record(abandoned, abandoned=True)

    summary = series_summary(
        series,
        NAMES,
        series_id="abc",
        started_at="2025-03-01T18:00:00+00:00",
        finished_at="2025-03-01T19:00:00+00:00",
    )
    assert summary["players"] == ["You", "Anna", "Ben"]
    assert summary["table_size"] == 3
    first, second, third = summary["deals"]

    # Dealer 2: forehand 0, middlehand 1 (Anna), rearhand 2.
    assert first["positions"] == ["forehand", "middlehand", "rearhand"]
    assert first["declarer"] == 1
    assert first["contract"] == "G"
    assert first["bid"] == 20
    assert first["highest_bids"] == [18, 20, 0]
    result = game.result
    assert result is not None
    assert (first["won"], first["value"], first["score"]) == (
        result.won,
        result.value,
        result.score,
    )
    assert first["declarer_points"] == result.declarer_points

    # The dealer passes clockwise: dealer 0 puts Anna at forehand.
    assert second["positions"] == ["rearhand", "forehand", "middlehand"]
    assert second["passed_in"] and second["declarer"] is None and second["contract"] is None
    assert second["highest_bids"] == [0, 0, 0]

    # An abandoned deal is voided: no declarer, no score, but its bids are remembered.
    assert third["abandoned"] and third["declarer"] is None and third["score"] == 0
    # Dealer 1: Ben forehand, You middlehand (who bid 18), Anna rearhand.
    assert third["positions"] == ["middlehand", "rearhand", "forehand"]
    assert third["highest_bids"] == [18, 0, 0]

    # Totals agree with the engine and with the statistics computed from the records.
    assert summary["plain_totals"] == series.plain_totals()
    assert summary["seeger_fabian_totals"] == series.seeger_fabian_totals()
    assert stats.plain_totals(summary["deals"], 3) == series.plain_totals()
    assert stats.seeger_fabian_totals(summary["deals"], 3) == series.seeger_fabian_totals()
    # The storage schema accepts it as it stands.
    assert stats.parse_series_summary(summary) == summary


def test_four_player_positions_and_archive(tmp_path: Path) -> None:
    series = Series(players=4, first_dealer=0, seed=5)
    series.record(grand_by_middlehand(series))
    record = deal_record(series.deals[0], NAMES)
    assert record["positions"] == ["dealer", "forehand", "middlehand", "rearhand"]
    assert record["declarer"] == 2  # middlehand
    assert record["highest_bids"] == [0, 18, 20, 0]

    summary = series_summary(
        series,
        NAMES,
        series_id="four",
        started_at="2025-03-02T18:00:00+00:00",
        finished_at="2025-03-02T18:30:00+00:00",
        title="Sunday",
    )
    archive.archive_series({"series": series.to_dict()}, summary, folder=tmp_path)
    summaries, problems = archive.load_summaries(tmp_path)
    assert problems == []
    assert summaries == [summary]
    figures = stats.player_statistics(summaries)
    ben = figures["Ben"]
    assert ben.declarer.played == 1
    assert ben.auctions_entered == 1 and ben.auctions_won == 1
    assert figures["You"].deals_played == 0  # the dealer sat out


def test_too_few_names() -> None:
    series = Series(players=4)
    try:
        series_summary(series, NAMES[:3], series_id="x", started_at="a", finished_at="b")
    except ValueError as error:
        assert "4 names" in str(error)
    else:
        raise AssertionError("three names for four players were accepted")
