"""Series table rules: Bock rounds and stacking, Ramsch and Kontra in the lists, fixed length,
tournament deals and saving the options."""

from __future__ import annotations

import random

import pytest

from skat_desktop.engine.actions import KONTRA, PASS
from skat_desktop.engine.deal import Deal, DealOptions, Phase
from skat_desktop.engine.rules import Contract
from skat_desktop.engine.scoring import DealResult
from skat_desktop.engine.series import Series, SeriesOptions

from .helpers import play_random

ALL_BOCK = SeriesOptions(
    bock_sixty_all=True, bock_lost_kontra=True, bock_grand_hand=True, bock_high_value=True
)


def result(
    code: str = "C",
    won: bool = True,
    value: int = 24,
    points: int = 70,
    kontra: bool = False,
    declarer: int = 0,
) -> DealResult:
    return DealResult(
        passed_in=False,
        declarer=declarer,
        contract=Contract.parse(code),
        bid=18,
        won=won,
        value=value,
        score=value if won else -2 * value,
        declarer_points=points,
        kontra=kontra,
        factor=2 if kontra else 1,
    )


def add(series: Series, r: DealResult) -> None:
    deal = Deal()
    deal.result = r  # the lists read only the result; no need to play it
    series.record(deal)


def bocks(series: Series) -> list[int]:
    return [row["bock"] for row in series.sheet_rows()]


QUIET = result()


@pytest.mark.parametrize(
    ("options", "trigger", "event"),
    [
        (SeriesOptions(bock_sixty_all=True), result("C", False, 48, points=60), "sixty-all"),
        (SeriesOptions(bock_lost_kontra=True), result("C", False, 48, kontra=True), "lost-kontra"),
        (SeriesOptions(bock_grand_hand=True), result("GH", True, 72), "grand-hand"),
        (SeriesOptions(bock_high_value=True), result("G", True, 120), "high-value"),
    ],
)
def test_each_event_starts_one_round_of_double_deals(
    options: SeriesOptions, trigger: DealResult, event: str
) -> None:
    s = Series(players=3, options=options)
    add(s, QUIET)
    add(s, trigger)
    for _ in range(4):
        add(s, QUIET)
    assert bocks(s) == [1, 1, 2, 2, 2, 1]
    assert [row["bock_event"] for row in s.sheet_rows()][:3] == [None, event, None]
    # the Bock deals score double: player of position 0 in deals 3..5
    assert s.sheet_rows()[2]["entries"][s.deals[2].seating[0]] == 48


def test_non_events_and_options_off_start_nothing() -> None:
    quiet = [
        result("C", True, 48, kontra=True),  # Kontra, but won
        result("G", True, 72),  # Grand, not Hand
        result("GH", False, 72),  # Grand Hand lost
        result("G", True, 96),  # below 120
        result("C", False, 48, points=59),
    ]
    s = Series(players=3, options=ALL_BOCK)
    for r in quiet:
        add(s, r)
    assert bocks(s) == [1] * 5
    s = Series(players=3)
    for r in (result("G", True, 144), result("GH", True, 72), QUIET):
        add(s, r)
    assert bocks(s) == [1, 1, 1]


def test_a_passed_in_deal_uses_up_its_bock_place() -> None:
    s = Series(players=3, options=ALL_BOCK)
    add(s, result("G", True, 144))
    d = s.new_deal()
    for _ in range(3):
        d.apply(PASS)
    s.record(d)
    add(s, QUIET)
    add(s, QUIET)
    add(s, QUIET)
    assert bocks(s) == [1, 2, 2, 2, 1]


def test_stacked_rounds_queue_one_after_another() -> None:
    s = Series(players=3, options=ALL_BOCK)
    add(s, result("G", True, 144))
    add(s, result("G", True, 144))  # an event in a Bock deal queues a second round
    for _ in range(6):
        add(s, QUIET)
    rows = s.sheet_rows()
    assert bocks(s) == [1, 2, 2, 2, 2, 2, 2, 1]
    assert [r["bock_rounds"] for r in rows] == [0, 1, 2, 2, 1, 1, 1, 0]


def test_bock_on_bock_runs_two_rounds_at_once_and_quadruples() -> None:
    s = Series(players=3, options=SeriesOptions(bock_high_value=True, bock_on_bock=True))
    add(s, result("G", True, 144))
    add(s, result("G", True, 144))
    for _ in range(4):
        add(s, QUIET)
    assert bocks(s) == [1, 2, 4, 4, 2, 1]
    assert s.next_bock == 1 and s.bock_rounds_pending == 0


def test_bock_multiplies_both_lists_but_not_the_seeger_fabian_bonuses() -> None:
    s = Series(players=3, first_dealer=0, options=SeriesOptions(bock_high_value=True))
    add(s, result("G", True, 144))  # dealer 0: player 1 declares
    add(s, result("C", False, 24))  # dealer 1: seating (2, 0, 1), player 2 loses x2
    assert s.plain_totals() == [0, 144, -96]
    assert s.seeger_fabian_totals() == [40, 144 + 50 + 40, -96 - 50]


def test_kontra_counts_in_the_value_and_seeger_fabian_keeps_its_bonuses() -> None:
    s = Series(players=3, first_dealer=0)
    add(s, result("C", False, 48, kontra=True))  # clubs with 1 (24) doubled, lost
    assert s.plain_totals() == [0, -96, 0]
    assert s.seeger_fabian_totals() == [40, -146, 40]
    assert s.sheet_rows()[0]["kontra"] == 2


def test_a_ramsch_enters_every_seated_players_score_and_no_bonus() -> None:
    options = SeriesOptions(deal=DealOptions(ramsch=True))
    s = Series(players=4, first_dealer=0, seed=5, options=options)
    d = s.new_deal()
    for _ in range(3):
        d.apply(PASS)
    assert d.ramsch and d.phase == Phase.PLAY
    play_random(d, random.Random(1))
    finished = s.record(d)
    r = d.result
    assert r is not None and r.ramsch_scores is not None and finished.is_ramsch
    expected = [0, 0, 0, 0]
    for position, player in enumerate(finished.seating):
        expected[player] = r.ramsch_scores[position]
    assert s.plain_totals() == expected == s.seeger_fabian_totals()
    row = s.sheet_rows()[0]
    assert row["ramsch"] and row["entries"][0] is None  # the dealer sat out
    assert s.games_won_lost() == [(0, 0)] * 4


@pytest.mark.parametrize(("players", "length"), [(3, 10), (4, 30), (3, 0), (4, -4)])
def test_fixed_length_must_be_a_multiple_of_the_table(players: int, length: int) -> None:
    with pytest.raises(ValueError, match=f"multiple of the {players} players"):
        Series(players=players, length=length)


def test_fixed_length_series_ends_and_refuses_more_deals() -> None:
    s = Series(players=3, length=6, seed=2)
    rng = random.Random(3)
    while not s.is_over:
        assert s.deals_left == 6 - len(s.deals)
        d = s.new_deal()
        play_random(d, rng)
        s.record(d)
    assert len(s.deals) == 6 and s.deals_left == 0
    assert [d.dealer for d in s.deals] == [0, 1, 2, 0, 1, 2]  # everybody dealt twice
    d = s.new_deal()
    play_random(d, rng)
    with pytest.raises(ValueError, match="series of 6 deals is over"):
        s.record(d)
    assert not Series(players=3).is_over


def test_standing_and_the_seeger_fabian_table() -> None:
    s = Series(players=3, first_dealer=0, length=3)
    add(s, result("G", True, 72))  # player 1 wins 72
    add(s, result("C", False, 24))  # player 2 loses 48
    add(s, result("C", True, 24, declarer=2))  # dealer 2: seating (0, 1, 2), player 2 wins 24
    table = s.seeger_fabian_table()
    assert [row["total"] for row in table] == s.seeger_fabian_totals() == [40, 162, -24]
    assert table[2] == {
        "player": 2,
        "won": 1,
        "lost": 1,
        "points": -24,
        "won_bonus": 50,
        "lost_malus": -50,
        "others_lost": 0,
        "others_lost_bonus": 0,
        "total": -24,
    }
    assert table[0]["others_lost"] == 1 and table[0]["others_lost_bonus"] == 40
    assert s.standing() == [(1, 1, 162), (2, 0, 40), (3, 2, -24)]
    assert s.standing("plain") == [(1, 1, 72), (2, 0, 0), (3, 2, -24)]
    with pytest.raises(ValueError, match="no list"):
        s.standing("fabian")


def test_equal_totals_share_a_rank() -> None:
    s = Series(players=3, first_dealer=0)
    assert s.standing() == [(1, 0, 0), (1, 1, 0), (1, 2, 0)]


@pytest.mark.parametrize("players", [3, 4])
def test_tournament_deals_are_shared_and_each_player_holds_each_hand_once(players: int) -> None:
    a = Series(players=players, first_dealer=0, seed=1, tournament_seed=77)
    b = Series(players=players, first_dealer=players - 1, seed=2, tournament_seed=77)
    other = Series(players=players, first_dealer=0, seed=1, tournament_seed=78)
    held: dict[int, set[tuple[int, ...]]] = {p: set() for p in range(players)}
    for n in range(2 * players):
        deal_a, deal_b = a.new_deal(), b.new_deal()
        cards = deal_a.history[0][1]
        assert cards == deal_b.history[0][1]  # the same deals for everybody
        assert cards != other.new_deal().history[0][1]
        if n < players:
            hands = deal_a.dealt_hands
            for position, player in enumerate(a.seating()):
                held[player].add((position, hands[position]))
        for s, d in ((a, deal_a), (b, deal_b), (other, other.new_deal())):
            d.apply(PASS)
            d.apply(PASS)
            d.apply(PASS)
            s.record(d)
    first_round = {a.deals[i].history[0] for i in range(players)}
    assert len(first_round) == 1  # one layout per round ...
    assert a.deals[players].history[0] not in first_round  # ... and a new one the next
    positions = {(pos, hand) for p in held for pos, hand in held[p]}
    assert len(positions) == 3  # three hands, each in its own position
    for p in range(players):
        # over a round every player holds each hand once (at four, one deal sat out)
        assert {pos for pos, _ in held[p]} == ({0, 1, 2} if players == 3 else held_positions(p))


def held_positions(player: int) -> set[int]:
    # first dealer 0 at four: deal k's seating is (k+1, k+2, k+3) mod 4
    return {(player - k - 1) % 4 for k in range(4)} & {0, 1, 2}


def test_default_series_saves_exactly_as_before() -> None:
    s = Series(players=3, first_dealer=1, seed=4)
    assert set(s.to_dict()) == {"players", "first_dealer", "seed", "deals"}


def test_options_length_and_tournament_seed_round_trip_with_table_rule_deals() -> None:
    options = SeriesOptions(
        deal=DealOptions(kontra=True, ramsch=True, schieberamsch=True),
        bock_high_value=True,
        bock_lost_kontra=True,
        bock_on_bock=True,
    )
    s = Series(players=3, first_dealer=2, seed=9, length=12, options=options, tournament_seed=5)
    rng = random.Random(9)
    while not s.is_over:
        d = s.new_deal()
        while d.result is None:
            legal = d.legal_actions()
            if d.phase == Phase.BIDDING and len(s.deals) % 3 == 0:
                d.apply(PASS)  # a Ramsch every third deal
            elif KONTRA in legal:
                d.apply(KONTRA)
            else:
                d.apply(rng.choice(legal))
        s.record(d)
    assert any(f.is_ramsch for f in s.deals) and any(f.result.kontra for f in s.deals)
    again = Series.from_dict(s.to_dict())
    assert (again.options, again.length, again.tournament_seed) == (options, 12, 5)
    assert again.sheet_rows() == s.sheet_rows()
    assert again.seeger_fabian_totals() == s.seeger_fabian_totals() and again.is_over
    assert again.deals[0].replay().result == s.deals[0].result


def test_unknown_saved_options_are_ignored_and_old_saves_still_read() -> None:
    data = {
        "players": 3,
        "first_dealer": 0,
        "seed": 1,
        "deals": [],
        "options": {"bock_sixty_all": True, "later_rule": True, "deal": {"kontra": 1, "x": 0}},
    }
    s = Series.from_dict(data)
    assert s.options.bock_sixty_all and s.options.deal.kontra
    old = Series.from_dict({"players": 4, "first_dealer": 3, "seed": 2, "deals": []})
    assert old.options == SeriesOptions() and old.length is None


def test_random_start_takes_the_table_rules() -> None:
    options = SeriesOptions(deal=DealOptions(kontra=True), bock_grand_hand=True)
    s = Series.random_start(4, seed=3, length=8, options=options, tournament_seed=1)
    assert (s.length, s.options, s.tournament_seed) == (8, options, 1)
    assert s.new_deal().options == options.deal
    assert Series.random_start(3, seed=3).first_dealer == Series.random_start(3, 3).first_dealer
