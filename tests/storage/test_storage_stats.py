"""Statistics from a known set of deals against figures worked out by hand."""

from __future__ import annotations

import pytest
from storage_samples import SERIES_1, SERIES_1_DEALS, SERIES_2, SERIES_2_DEALS

from skat_desktop.storage.atomic import InvalidContent
from skat_desktop.storage.stats import (
    contract_kinds,
    parse_series_summary,
    plain_totals,
    player_statistics,
    seeger_fabian_deal,
    seeger_fabian_totals,
)


@pytest.mark.parametrize(
    ("code", "kinds"),
    [
        ("D", ("suit",)),
        ("CH", ("suit", "hand")),
        ("SHS", ("suit", "hand")),
        ("HHZ", ("suit", "hand")),
        ("CO", ("suit", "hand", "ouvert")),
        ("G", ("grand",)),
        ("GHO", ("grand", "hand", "ouvert")),
        ("N", ("null",)),
        ("NH", ("null", "hand")),
        ("NO", ("null", "ouvert")),
        ("NHO", ("null", "hand", "ouvert")),
    ],
)
def test_contract_kinds(code: str, kinds: tuple[str, ...]) -> None:
    assert contract_kinds(code) == kinds


def test_contract_kinds_rejects_junk() -> None:
    with pytest.raises(ValueError, match="not a contract code"):
        contract_kinds("X")


def test_seeger_fabian_per_deal() -> None:
    # Won: score + 50. Lost: score - 50, and 40 to each other player (30 at four, the
    # dealer who sat out included).
    assert seeger_fabian_deal(SERIES_1_DEALS[0]) == [74, 0, 0]
    assert seeger_fabian_deal(SERIES_1_DEALS[1]) == [40, -194, 40]
    assert seeger_fabian_deal(SERIES_1_DEALS[2]) == [0, 0, 0]  # passed in
    assert seeger_fabian_deal(SERIES_2_DEALS[0]) == [30, -110, 30, 30]  # Clara sat out: 30 too


def test_series_totals() -> None:
    assert plain_totals(SERIES_1_DEALS, 3) == [-94, -144, 46]
    assert seeger_fabian_totals(SERIES_1_DEALS, 3) == [-54, -154, 176]
    assert seeger_fabian_totals(SERIES_2_DEALS, 4) == [30, -110, 30, 98]
    for summary in (SERIES_1, SERIES_2):
        count = len(summary["players"])
        assert plain_totals(summary["deals"], count) == summary["plain_totals"]
        assert seeger_fabian_totals(summary["deals"], count) == summary["seeger_fabian_totals"]


def test_player_statistics_match_hand_computed_figures() -> None:
    stats = player_statistics([SERIES_2, SERIES_1])  # order given does not matter
    assert list(stats) == ["You", "Anna", "Ben", "Clara"]

    you = stats["You"]
    assert you.series_played == 2
    assert you.deals_played == 6  # 5 + 1 (sat out deal 2 of series 2)
    assert (you.declarer.won, you.declarer.lost) == (1, 1)
    assert (you.by_kind["suit"].won, you.by_kind["suit"].lost) == (1, 0)
    assert (you.by_kind["null"].won, you.by_kind["null"].lost) == (0, 1)
    assert you.by_kind["hand"].lost == 1 and you.by_kind["ouvert"].lost == 1
    assert you.by_kind["grand"].played == 0
    assert you.average_game_value == pytest.approx((24 + 59) / 2)
    assert (you.auctions_entered, you.auctions_won) == (4, 2)  # 20, 30, 59 and 27
    assert you.bid_success_rate == pytest.approx(0.5)
    assert you.seeger_fabian_per_series == [("s1", -54), ("s2", 30)]
    assert you.seeger_fabian_over_time == [("2025-03-01", -54), ("2025-03-08", 30)]
    assert you.seeger_fabian_total == -24
    assert you.best_series == ("s2", 30)

    anna = stats["Anna"]
    assert anna.deals_played == 7
    assert (anna.declarer.won, anna.declarer.lost) == (0, 2)
    assert anna.by_kind["grand"].lost == 1 and anna.by_kind["suit"].lost == 1
    assert anna.by_kind["hand"].lost == 1
    assert anna.average_game_value == pytest.approx(51.0)
    assert (anna.auctions_entered, anna.auctions_won) == (3, 2)
    assert anna.best_series == ("s2", -110)

    ben = stats["Ben"]
    assert ben.deals_played == 7
    assert ben.by_kind["null"].won == 1 and ben.by_kind["ouvert"].won == 1
    assert ben.by_kind["hand"].played == 0
    assert ben.average_game_value == pytest.approx(46.0)
    assert (ben.auctions_entered, ben.auctions_won) == (3, 1)
    assert ben.best_series == ("s1", 176)

    clara = stats["Clara"]
    assert (clara.series_played, clara.deals_played) == (1, 1)
    assert clara.by_kind["suit"].won == 1
    assert clara.average_game_value == pytest.approx(18.0)
    assert clara.bid_success_rate == pytest.approx(1.0)
    assert clara.best_series == ("s2", 98)


def test_no_series_no_statistics() -> None:
    assert player_statistics([]) == {}


def test_a_player_without_games_has_no_averages() -> None:
    stats = player_statistics([SERIES_1])
    assert stats["You"].declarer.played == 2
    only_passed = dict(SERIES_1, deals=[SERIES_1_DEALS[2]], id="p")
    quiet = player_statistics([only_passed])  # type: ignore[list-item]
    assert quiet["You"].average_game_value is None
    assert quiet["You"].bid_success_rate is None


def test_summary_parses_back_from_json_data() -> None:
    assert parse_series_summary(dict(SERIES_1)) == SERIES_1


@pytest.mark.parametrize(
    ("change", "reason"),
    [
        ({"players": ["You", "Anna"]}, "different player count"),
        ({"table_size": 6}, "above the most allowed 5"),
        ({"plain_totals": [1, 2]}, "2 entries at summary.plain_totals"),
        ({"deals": "none"}, "has text at summary.deals"),
    ],
)
def test_summary_faults_are_named(change: dict[str, object], reason: str) -> None:
    with pytest.raises(InvalidContent, match=reason):
        parse_series_summary({**SERIES_1, **change})


def test_deal_faults_are_named() -> None:
    bad = dict(SERIES_1_DEALS[0], contract="X")
    with pytest.raises(InvalidContent, match=r"summary.deals\[0\].contract"):
        parse_series_summary({**SERIES_1, "deals": [bad]})
    bad = dict(SERIES_1_DEALS[0], declarer=3)
    with pytest.raises(InvalidContent, match="above the most allowed 2"):
        parse_series_summary({**SERIES_1, "deals": [bad]})
