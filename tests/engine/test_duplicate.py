"""Duplicate comparison: the same hands, player by player; luck and skill add up."""

from __future__ import annotations

import random

import pytest

from skat_desktop.engine.duplicate import duplicate_standing, seat_entries
from skat_desktop.engine.rules import Contract
from skat_desktop.engine.scoring import DealResult
from skat_desktop.engine.series import FinishedDeal, Series

from .helpers import play_random


def grand(declarer: int, won: bool, value: int = 24) -> DealResult:
    return DealResult(
        passed_in=False,
        declarer=declarer,
        contract=Contract.parse("G"),
        bid=18,
        won=won,
        value=value,
        score=value if won else -2 * value,
    )


def test_seat_entries_on_both_lists() -> None:
    s = Series(players=3, first_dealer=0)
    d = FinishedDeal(1, 0, s.seating(0), (), grand(1, False))
    assert seat_entries(d, 3, "plain") == (0, -48, 0)
    assert seat_entries(d, 3, "seeger-fabian") == (40, -98, 40)
    five = FinishedDeal(1, 0, Series(players=5).seating(0), (), grand(0, False))
    assert seat_entries(five, 5, "seeger-fabian") == (-98, 20, 20)
    with pytest.raises(ValueError, match="no list"):
        seat_entries(d, 3, "bierlachs")


def test_a_round_compares_the_human_with_the_bots_on_the_same_hands() -> None:
    s = Series(players=3, first_dealer=2, duplicate=True)
    # Round 1: forehand's hand wins a Grand (24) for the human, loses it for both bots.
    for k, won in enumerate((True, False, False)):
        dealer = (2 + k) % 3
        s.deals.append(FinishedDeal(k + 1, dealer, s.seating(dealer), (), grand(0, won)))
    assert [d.seating[0] for d in s.deals] == [0, 1, 2]
    table = duplicate_standing(s, "plain")
    assert table.rounds == 1 and table.deals_left_out == 0
    assert table.totals == (24, -48, -48)
    assert table.ranking() == [(1, 0, 24), (2, 1, -48), (2, 2, -48)]
    forehand = table.hands[0]
    assert forehand.entries == {0: 24, 1: -48, 2: -48} and forehand.par() == -48
    assert table.luck() == -48 and table.skill() == 72
    assert table.luck() + table.skill() == table.totals[0]


@pytest.mark.parametrize("players", [3, 4, 5])
def test_every_player_holds_every_hand_once_a_round(players: int) -> None:
    s = Series(players=players, first_dealer=1, seed=9, duplicate=True)
    rng = random.Random(players)
    for _ in range(2 * players + 1):  # two whole rounds and one deal of a third
        d = s.new_deal()
        play_random(d, rng)
        s.record(d)
    table = duplicate_standing(s)
    assert table.rounds == 2 and table.deals_left_out == 1
    assert len(table.hands) == 6
    for hand in table.hands:
        assert sorted(hand.entries) == list(range(players))
        assert len(set(hand.deals.values())) == players
        first = s.deals[min(hand.deals.values()) - 1]
        assert hand.seed == first.seed
        # the same cards: every deal of the round had the same hand at this position
        dealt = {s.deals[n - 1].replay().dealt_hands[hand.position] for n in hand.deals.values()}
        assert len(dealt) == 1
    for p in range(players):
        assert table.luck(p) + table.skill(p) == pytest.approx(table.totals[p])


def test_a_series_without_rounds_has_no_duplicate_standing() -> None:
    with pytest.raises(ValueError, match="duplicate or tournament"):
        duplicate_standing(Series(players=3))
