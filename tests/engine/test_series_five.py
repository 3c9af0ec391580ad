"""The 5-player table (RULES.md: dealer and the second to the dealer's left sit out) and
seeded series: every deal's seed recorded, a deal number and the deal of the day."""

from __future__ import annotations

import random

import pytest

import skat_desktop.engine.series as series_module
from skat_desktop.engine.actions import PASS, DealCards
from skat_desktop.engine.deal import Deal
from skat_desktop.engine.rules import Contract
from skat_desktop.engine.scoring import DealResult
from skat_desktop.engine.seeds import day_seed, shuffled_layout
from skat_desktop.engine.series import FinishedDeal, Series

from .helpers import play_random


def lost_grand(declarer: int, value: int) -> DealResult:
    return DealResult(
        passed_in=False,
        declarer=declarer,
        contract=Contract.parse("G"),
        bid=18,
        won=False,
        value=value,
        score=-2 * value,
    )


def test_five_players_dealer_and_second_left_sit_out() -> None:
    for dealer in range(5):
        s = Series(players=5, first_dealer=dealer)
        fh, mh, rh = s.seating()
        # forehand: first to the dealer's left; middlehand the third, rearhand the fourth
        assert (fh, mh, rh) == ((dealer + 1) % 5, (dealer + 3) % 5, (dealer + 4) % 5)
        assert s.sitting_out() == tuple(sorted((dealer, (dealer + 2) % 5)))
        assert Series(players=4, first_dealer=dealer % 4).sitting_out() == (dealer % 4,)
        assert Series(players=3, first_dealer=dealer % 3).sitting_out() == ()


def test_five_players_sitting_out_rotates_evenly() -> None:
    s = Series(players=5, first_dealer=3, seed=8)
    out_count = [0] * 5
    held = [[0, 0, 0] for _ in range(5)]
    for _ in range(10):
        for p in s.sitting_out():
            out_count[p] += 1
        for pos, p in enumerate(s.seating()):
            held[p][pos] += 1
        d = s.new_deal()
        for _ in range(3):
            d.apply(PASS)
        s.record(d)
    assert out_count == [4] * 5  # two rounds of five: each sits out twice a round
    assert held == [[2, 2, 2]] * 5  # and holds each position once a round
    assert [d.dealer for d in s.deals] == [(3 + i) % 5 for i in range(10)]


def test_seeger_fabian_at_five_gives_20_to_all_four_others() -> None:
    s = Series(players=5, first_dealer=0)
    # dealer 0: seating (1, 3, 4); declarer rearhand = player 4 loses a Grand worth 24.
    s.deals.append(FinishedDeal(1, 0, s.seating(0), (), lost_grand(2, 24)))
    assert s.seeger_fabian_totals() == [20, 20, 20, 20, -48 - 50]
    assert sum(s.seeger_fabian_totals()) - s.plain_totals()[4] == 80 - 50
    table = s.seeger_fabian_table()
    assert [row["others_lost_bonus"] for row in table] == [20, 20, 20, 20, 0]
    assert table[4]["total"] == -98


def test_five_player_series_round_trip_and_fixed_length() -> None:
    with pytest.raises(ValueError, match="multiple of the 5"):
        Series(players=5, length=12)
    s = Series(players=5, first_dealer=1, seed=5, length=10)
    rng = random.Random(2)
    while not s.is_over:
        d = s.new_deal()
        play_random(d, rng)
        s.record(d)
    again = Series.from_dict(s.to_dict())
    assert again.players == 5 and again.is_over
    assert again.seeger_fabian_totals() == s.seeger_fabian_totals()
    assert [d.seed for d in again.deals] == [d.seed for d in s.deals]
    for row in s.sheet_rows():
        assert len(row["entries"]) == 5
        seated = s.seating(row["dealer"])
        assert all(row["entries"][p] is None for p in range(5) if p not in seated)


def test_every_deal_records_the_seed_its_cards_came_from() -> None:
    s = Series(players=3, first_dealer=0, seed=77)
    for _ in range(4):
        seed = s.deal_seed()
        d = s.new_deal()
        assert d.history[0][1] == DealCards(shuffled_layout(seed))
        for _ in range(3):
            d.apply(PASS)
        assert s.record(d).seed == seed
    assert len({d.seed for d in s.deals}) == 4
    # Cards from elsewhere (an older save's shuffle) have no seed to reveal.
    other = Deal.from_seed(5)
    for _ in range(3):
        other.apply(PASS)
    assert s.record(other).seed is None


def test_a_resumed_series_keeps_each_deals_seed_and_a_wrong_saved_seed_is_not_believed(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    s = Series(players=3, first_dealer=0, seed=77)
    for _ in range(3):
        d = s.new_deal()
        for _ in range(3):
            d.apply(PASS)
        s.record(d)
    saved = s.to_dict()
    assert [e["seed"] for e in saved["deals"]] == [d.seed for d in s.deals]
    # The saved seed spares the shuffle on resume ...
    calls: list[int] = []
    real = series_module.shuffled_layout
    monkeypatch.setattr(
        series_module, "shuffled_layout", lambda seed: calls.append(seed) or real(seed)
    )
    again = Series.from_dict(saved)
    assert [d.seed for d in again.deals] == [d.seed for d in s.deals] and not calls
    # ... but one that is not the deal's seed is checked against the cards.
    saved["deals"][1]["seed"] = 12345
    again = Series.from_dict(saved)
    assert [d.seed for d in again.deals] == [d.seed for d in s.deals] and len(calls) == 1


def test_a_deal_number_series_plays_exactly_those_cards_first() -> None:
    for players in (3, 4, 5):
        for position in range(3):
            s = Series.from_deal_number(424242, players, position)
            assert s.deal_seed() == 424242
            assert s.seating()[position] == 0  # the human holds the chosen hand
            d = s.new_deal()
            assert d.hands[position] == Deal.from_cards(shuffled_layout(424242)).hands[position]
            assert s.deal_seed(1) != 424242
    with pytest.raises(ValueError, match="position"):
        Series.from_deal_number(1, 3, 3)
    with pytest.raises(ValueError, match="deal number"):
        Series.from_deal_number(-5, 3)
    again = Series.from_dict(Series.from_deal_number(9, 4, 1).to_dict())
    assert again.deal_number == 9 and again.deal_seed(0) == 9


def test_the_deal_of_the_day_is_the_same_series_everywhere() -> None:
    a = Series.of_the_day("2026-12-01", 4)
    b = Series.of_the_day("2026-12-01", 4)
    assert a.first_dealer == b.first_dealer
    assert [a.deal_seed(k) for k in range(6)] == [day_seed("2026-12-01", k) for k in range(6)]
    assert a.deal_seed(0) != Series.of_the_day("2026-12-02", 4).deal_seed(0)
    with pytest.raises(ValueError, match="YYYY-MM-DD"):
        Series.of_the_day("1.12.2026")
    assert Series.from_dict(a.to_dict()).day == "2026-12-01"


def test_duplicate_rounds_repeat_the_cards_while_the_seats_rotate() -> None:
    s = Series(players=5, first_dealer=0, seed=3, duplicate=True)
    assert {s.deal_seed(k) for k in range(5)} == {s.deal_seed(0)}
    assert s.deal_seed(5) != s.deal_seed(0)
    plain = Series(players=5, first_dealer=0, seed=3)
    assert len({plain.deal_seed(k) for k in range(5)}) == 5
    assert Series.from_dict(s.to_dict()).duplicate
