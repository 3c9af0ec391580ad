"""RULES.md seats at 3 and 4 players, dealer rotation, plain and Seeger-Fabian lists."""

from __future__ import annotations

import random

import pytest

from skat_desktop.engine.actions import PASS
from skat_desktop.engine.deal import Deal
from skat_desktop.engine.rules import Contract
from skat_desktop.engine.scoring import PASSED_IN, DealResult
from skat_desktop.engine.series import FinishedDeal, Series

from .helpers import play_random


def test_three_players_dealer_is_rearhand() -> None:
    for dealer in range(3):
        s = Series(players=3, first_dealer=dealer)
        fh, mh, rh = s.seating()
        assert rh == dealer and fh == (dealer + 1) % 3 and mh == (dealer + 2) % 3


def test_four_players_dealer_sits_out() -> None:
    for dealer in range(4):
        s = Series(players=4, first_dealer=dealer)
        seating = s.seating()
        assert dealer not in seating
        assert seating == ((dealer + 1) % 4, (dealer + 2) % 4, (dealer + 3) % 4)
        # rearhand is the dealer's right-hand neighbour (the last one clockwise)
        assert seating[2] == (dealer - 1) % 4


@pytest.mark.parametrize("players", [3, 4])
def test_deal_passes_clockwise_after_every_deal_passed_in_included(players: int) -> None:
    s = Series(players=players, first_dealer=1, seed=3)
    dealers = []
    for _ in range(2 * players):
        dealers.append(s.dealer)
        d = s.new_deal()
        for _ in range(3):
            d.apply(PASS)  # passed in
        s.record(d)
    assert dealers == [(1 + i) % players for i in range(2 * players)]
    assert s.plain_totals() == [0] * players


def test_first_dealer_is_random() -> None:
    firsts = {Series.random_start(players=4, seed=i).first_dealer for i in range(40)}
    assert firsts == {0, 1, 2, 3}


def test_bad_tables_are_rejected() -> None:
    with pytest.raises(ValueError, match="3, 4 or 5"):
        Series(players=6)
    with pytest.raises(ValueError, match="first dealer"):
        Series(players=3, first_dealer=3)


def result(declarer: int, won: bool, value: int) -> DealResult:
    return DealResult(
        passed_in=False,
        declarer=declarer,
        contract=Contract.parse("G"),
        bid=18,
        won=won,
        value=value,
        score=value if won else -2 * value,
    )


def sheet(players: int, entries: list[tuple[int, DealResult]]) -> Series:
    s = Series(players=players, first_dealer=0)
    for dealer, r in entries:
        s.deals.append(FinishedDeal(len(s.deals) + 1, dealer, s.seating(dealer), (), r))
    return s


def test_plain_list_only_the_declarer_scores() -> None:
    # 3 players, dealer 0: seating (1, 2, 0); declarer position 0 is player 1.
    s = sheet(3, [(0, result(0, True, 48)), (1, result(1, False, 24)), (2, PASSED_IN)])
    # deal 2: dealer 1, seating (2, 0, 1), declarer position 1 is player 0.
    assert s.plain_totals() == [-48, 48, 0]


def test_seeger_fabian_three_players() -> None:
    s = sheet(3, [(0, result(0, True, 48)), (1, result(1, False, 24))])
    # player 1: 48 + 50; player 0: -48 - 50; players 1 and 2 get 40 for player 0's loss
    assert s.seeger_fabian_totals() == [-98, 98 + 40, 40]
    assert s.games_won_lost() == [(0, 1), (1, 0), (0, 0)]


def test_seeger_fabian_four_players_the_dealer_sitting_out_gets_30_too() -> None:
    # dealer 0 sits out; seating (1, 2, 3); declarer position 2 = player 3 loses 24.
    # RULES.md: all three other players get 30, the dealer who sat out included.
    s = sheet(4, [(0, result(2, False, 24))])
    assert s.seeger_fabian_totals() == [30, 30, 30, -48 - 50]
    table = s.seeger_fabian_table()
    assert [row["others_lost_bonus"] for row in table] == [30, 30, 30, 0]
    assert [row["total"] for row in table] == s.seeger_fabian_totals()


def test_sheet_rows_and_round_trip_through_dict() -> None:
    s = Series(players=4, first_dealer=2, seed=11)
    rng = random.Random(4)
    for _ in range(6):
        d = s.new_deal()
        play_random(d, rng)
        s.record(d)
    rows = s.sheet_rows()
    assert [r["number"] for r in rows] == [1, 2, 3, 4, 5, 6]
    assert rows[-1]["totals"] == s.plain_totals()
    again = Series.from_dict(s.to_dict())
    assert again.plain_totals() == s.plain_totals()
    assert again.seeger_fabian_totals() == s.seeger_fabian_totals()
    assert [d.history for d in again.deals] == [d.history for d in s.deals]
    assert isinstance(again.deals[0].replay(), Deal)
