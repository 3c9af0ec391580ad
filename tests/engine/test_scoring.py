"""RULES.md "Winning" and "Scoring": a table of game values, thresholds and early ends."""

from __future__ import annotations

from typing import NamedTuple

import pytest

from skat_desktop.engine.actions import PLAY_HAND, PLAYS, Concede, ConcedeKind, Declare, ShowCards
from skat_desktop.engine.cards import parse_card, parse_cards
from skat_desktop.engine.deal import Deal, DealOptions, Phase
from skat_desktop.engine.rules import Contract
from skat_desktop.engine.scoring import (
    declared_value,
    matadors,
    null_result,
    suit_or_grand_result,
)

from .helpers import deal_of, win_auction


class Case(NamedTuple):
    name: str
    code: str
    twelve: str  # the trumps among the declarer's twelve cards (the rest do not matter)
    bid: int
    points: int
    won: bool
    score: int
    overbid: bool = False
    tricks: tuple[int, int] | None = None  # declarer's, defenders'
    complete: bool = True


def case(
    name: str,
    code: str,
    twelve: str,
    bid: int,
    points: int,
    won: bool,
    score: int,
    overbid: bool = False,
    tricks: tuple[int, int] | None = None,
    complete: bool = True,
) -> Case:
    return Case(name, code, twelve, bid, points, won, score, overbid, tricks, complete)


ALL_CLUBS = "CJ SJ HJ DJ CA CT CK CQ C9 C8 C7"
CASES = [
    # suit games with matadors
    case("clubs with 1", "C", "CJ", 18, 61, True, 24),
    case("clubs with 2", "C", "CJ SJ", 18, 70, True, 36),
    case("clubs with 3", "C", "CJ SJ HJ", 18, 70, True, 48),
    case("clubs with 4", "C", "CJ SJ HJ DJ", 18, 70, True, 60),
    case("clubs with 6", "C", "CJ SJ HJ DJ CA CT", 18, 70, True, 84),
    case("clubs with 11", "C", ALL_CLUBS, 18, 70, True, 144),
    # suit games without matadors
    case("clubs without 1", "C", "SJ", 18, 70, True, 24),
    case("clubs without 2", "C", "HJ", 18, 70, True, 36),
    case("clubs without 3", "C", "DJ CA", 18, 70, True, 48),
    case("clubs without 4", "C", "CA", 18, 70, True, 60),
    case("clubs without 5", "C", "CT", 18, 70, True, 72),
    case("clubs without 11", "C", "", 18, 70, True, 144),
    case("spades with 1", "S", "CJ", 18, 61, True, 22),
    case("spades with 2", "S", "CJ SJ", 18, 61, True, 33),
    case("hearts with 1", "H", "CJ", 18, 61, True, 20),
    case("hearts without 2", "H", "HJ", 18, 61, True, 30),
    case("diamonds with 1", "D", "CJ", 18, 61, True, 18),
    case("diamonds without 1", "D", "SJ HJ", 18, 61, True, 18),
    # Grand
    case("grand with 1", "G", "CJ", 18, 61, True, 48),
    case("grand with 2", "G", "CJ SJ", 18, 61, True, 72),
    case("grand with 4", "G", "CJ SJ HJ DJ", 18, 61, True, 120),
    case("grand without 4", "G", "", 18, 61, True, 120),
    case("grand without 2", "G", "HJ", 18, 61, True, 72),
    case("grand without 1", "G", "SJ HJ DJ", 18, 61, True, 48),
    # Hand
    case("clubs hand with 1", "CH", "CJ", 18, 61, True, 36),
    case("grand hand with 2", "GH", "CJ SJ", 18, 61, True, 96),
    case("diamonds hand without 11", "DH", "", 18, 61, True, 117),
    case("hand game lost doubles", "GH", "CJ", 18, 50, False, -144),
    # Schneider reached
    case("clubs Schneider", "C", "CJ", 18, 90, True, 36),
    case("grand Schneider", "G", "CJ", 18, 95, True, 72),
    case("clubs hand Schneider", "CH", "CJ", 18, 90, True, 48),
    case("89 is not Schneider", "C", "CJ", 18, 89, True, 24),
    # Schneider announced
    case("Schneider announced, made", "CHS", "CJ", 18, 90, True, 60),
    case("grand Schneider announced, made", "GHS", "", 18, 100, True, 192),
    case("Schneider announced, missed", "CHS", "CJ", 18, 85, False, -120),
    case("Schneider announced, missed low", "SHS", "CJ", 18, 40, False, -110),
    # Schwarz
    case("clubs Schwarz", "C", "CJ", 18, 120, True, 48, tricks=(10, 0)),
    case("grand hand Schwarz", "GH", "CJ", 18, 120, True, 120, tricks=(10, 0)),
    case("Schwarz announced, made", "CHZ", "CJ", 18, 120, True, 84, tricks=(10, 0)),
    case("grand Schwarz announced, made", "GHZ", "CJ SJ", 18, 120, True, 192, tricks=(10, 0)),
    case("Schwarz announced, one trick lost", "CHZ", "CJ", 18, 110, False, -168, tricks=(9, 1)),
    case(
        "Schwarz announced, stopped at trick 1",
        "CHZ",
        "CJ",
        18,
        0,
        False,
        -168,
        tricks=(0, 1),
        complete=False,
    ),
    # Ouvert
    case("clubs ouvert", "CHO", "CJ", 18, 120, True, 96, tricks=(10, 0)),
    case("grand ouvert", "GHO", "CJ", 18, 120, True, 192, tricks=(10, 0)),
    case("grand ouvert missed", "GHO", "CJ", 18, 30, False, -384, tricks=(2, 1), complete=False),
    # Overbid after a pick-up
    case("diamonds overbid", "D", "CJ", 24, 80, False, -54, overbid=True),
    case("clubs overbid", "C", "CJ", 30, 61, False, -72, overbid=True),
    case("grand overbid", "G", "CJ", 50, 80, False, -144, overbid=True),
    case("Schneider saves the bid", "C", "CJ", 36, 90, True, 36),
    case("overbid and lost on points", "C", "CJ", 30, 40, False, -72, overbid=True),
    # Overbid in Hand with a jack in the skat (the hand alone looked like "without 2"
    # or "without 4", the skat's jack makes it "with 1" / "without 1")
    case("grand hand, CJ in the skat", "GH", "CJ HJ", 96, 80, False, -192, overbid=True),
    case("clubs hand, SJ in the skat", "CH", "SJ", 72, 80, False, -144, overbid=True),
    # The declarer Schneider or Schwarz
    case("declarer Schneider-lost", "C", "CJ", 18, 30, False, -72),
    case("grand declarer Schneider-lost", "G", "", 18, 20, False, -288),
    case("31 is not Schneider", "C", "CJ", 18, 31, False, -48),
    case("declarer Schwarz-lost", "C", "CJ", 18, 0, False, -96, tricks=(0, 10)),
    # 120 points with a lost zero-point trick is not Schwarz
    case("120 but not Schwarz", "C", "CJ", 18, 120, True, 36, tricks=(9, 1)),
    case("grand hand 120 but not Schwarz", "GH", "CJ", 18, 120, True, 96, tricks=(9, 1)),
    # 61 wins, 60 loses
    case("60 loses", "C", "CJ", 18, 60, False, -48),
    case("61 wins", "C", "CJ", 18, 61, True, 24),
]


def test_table_is_large_enough() -> None:
    assert len(CASES) >= 50
    assert len({c.name for c in CASES}) == len(CASES)


@pytest.mark.parametrize("c", CASES, ids=[c.name for c in CASES])
def test_game_value(c: Case) -> None:
    contract = Contract.parse(c.code)
    if c.tricks is not None:
        mine, theirs = c.tricks
    else:
        mine, theirs = (7, 3) if c.points >= 61 else (3, 7)
    r = suit_or_grand_result(
        contract, c.bid, 0, parse_cards(c.twelve), c.points, mine, theirs, complete=c.complete
    )
    assert (r.won, r.score, r.overbid) == (c.won, c.score, c.overbid)
    assert r.score == (r.value if r.won else -2 * r.value)
    if not c.overbid:
        assert r.value == r.base_value * r.multiplier
        assert r.multiplier == sum(level.count for level in r.levels)
    else:
        # The smallest multiple of the base value that reaches the bid.
        assert r.value % r.base_value == 0 and r.value >= c.bid > r.value - r.base_value


NULL_CASES = [
    ("N", True, 23),
    ("N", False, -46),
    ("NH", True, 35),
    ("NH", False, -70),
    ("NO", True, 46),
    ("NO", False, -92),
    ("NHO", True, 59),
    ("NHO", False, -118),
]


@pytest.mark.parametrize(("code", "won", "score"), NULL_CASES)
def test_null_values(code: str, won: bool, score: int) -> None:
    r = null_result(Contract.parse(code), 18, 0, 0 if won else 10, 0 if won else 1)
    assert (r.won, r.score) == (won, score)


def test_schwarz_announced_level_breakdown() -> None:
    r = suit_or_grand_result(Contract.parse("CHZ"), 18, 0, parse_cards("CJ SJ"), 120, 10, 0)
    assert [(lv.name, lv.count) for lv in r.levels] == [
        ("with", 2),
        ("game", 1),
        ("hand", 1),
        ("schneider", 1),
        ("schneider announced", 1),
        ("schwarz", 1),
        ("schwarz announced", 1),
    ]
    assert r.multiplier == 8 and r.value == 96 and r.schneider and r.schwarz


def test_matadors_over_twelve_cards() -> None:
    from skat_desktop.engine.rules import GameType

    assert matadors(parse_cards("CJ SJ HJ DJ"), GameType.GRAND) == 4
    assert matadors(parse_cards(""), GameType.GRAND) == -4
    assert matadors(parse_cards(ALL_CLUBS), GameType.CLUBS) == 11
    assert matadors(parse_cards("DJ"), GameType.SPADES) == -3
    assert matadors(parse_cards("CJ"), GameType.NULL) == 0


def test_declared_value_counts_announcements_twice() -> None:
    assert declared_value(Contract.parse("GHZ"), parse_cards("CJ")) == 24 * 7
    assert declared_value(Contract.parse("NO"), 0) == 46


# -- through the state machine: early ends and concessions --------------------------

FH = "CA CT CK CQ C9 C8 C7 HA HT SA"
MH = "CJ SJ HJ DJ HK HQ H9 ST SK SQ"
RH = "H8 H7 S9 S8 S7 DA DT DK DQ D9"  # skat D8 D7


def hand_game(code: str, declarer: int = 0, options: DealOptions | None = None) -> Deal:
    d = deal_of(FH, MH, RH, options)
    win_auction(d, declarer)
    d.apply(PLAY_HAND)
    d.apply(Declare(Contract.parse(code)))
    return d


def play(d: Deal, *cards: str) -> None:
    for c in cards:
        d.apply(PLAYS[parse_card(c)])


def test_null_ends_at_the_declarers_first_trick() -> None:
    d = hand_game("NH")
    play(d, "CA", "CJ", "H8")  # the ace is the top club in Null: the declarer takes it
    assert d.phase == Phase.SCORED and len(d.tricks) == 1
    r = d.result
    assert r is not None and not r.won and r.score == -70 and r.ended_by == "null-trick"
    assert r.declarer_tricks == 1


def test_null_won_after_ten_tricks_without_a_trick() -> None:
    d = hand_game("NH", declarer=2)  # rearhand holds low cards
    while d.result is None:
        legal = d.legal_cards()
        # defenders play high, the declarer plays its lowest
        cards = [c for c in range(32) if legal >> c & 1]
        d.apply(PLAYS[cards[0] if d.current_player == 2 else cards[-1]])
    r = d.result
    assert r.won == (r.declarer_tricks == 0)


def test_schwarz_announced_ends_at_the_defenders_first_trick() -> None:
    d = hand_game("GHZ")
    play(d, "C7", "CJ", "D9")
    r = d.result
    assert d.phase == Phase.SCORED and r is not None and r.ended_by == "schwarz-missed"
    assert not r.won and r.score == -2 * 24 * 10 and not r.schwarz and not r.schneider


def test_ouvert_ends_at_the_defenders_first_trick() -> None:
    d = hand_game("GHO")
    play(d, "C7", "CJ", "D9")
    assert d.result is not None and d.result.score == -2 * 24 * 11  # without 4: 4 + 7 levels


def test_hand_game_overbid_by_a_jack_in_the_skat() -> None:
    # Middlehand's hand alone is "without 2" (hearts Hand: 10 x 4 = 40, so it bids 40),
    # but the clubs jack lies in the skat: "with 1", 10 x 3 = 30, overbid.
    fh = "CA CT CK CQ C9 C8 C7 HA HT SA"
    mh = "HJ DJ HK HQ H9 ST SK SQ D8 S9"
    rh = "SJ H8 H7 S8 S7 DA DT DK DQ D9"  # skat: CJ D7
    d = deal_of(fh, mh, rh)
    win_auction(d, 1, 40)
    d.apply(PLAY_HAND)
    d.apply(Declare(Contract.parse("HH")))
    while d.result is None:
        d.apply(d.legal_actions()[0])
    r = d.result
    assert r.matadors == 1
    assert r.overbid and not r.won and r.value == 40 and r.score == -80


def test_declarer_resigning_loses() -> None:
    d = hand_game("CH", declarer=1)
    play(d, "CA", "CJ", "H8")
    d.apply(Concede(1, ConcedeKind.RESIGN))
    r = d.result
    assert r is not None and not r.won and r.ended_by == "resigned"


def test_defenders_resigning_hand_every_remaining_card_to_the_declarer() -> None:
    d = hand_game("CH", declarer=1)
    play(d, "CA", "CJ", "H8")  # middlehand (declarer) trumps: 11 + 2 + 0
    d.apply(Concede(0, ConcedeKind.RESIGN))
    assert d.result is None
    d.apply(Concede(2, ConcedeKind.RESIGN))
    r = d.result
    assert r is not None and r.won and r.declarer_points == 120 and r.declarer_tricks == 10
    assert r.schneider and r.schwarz and r.ended_by == "resigned"


def test_defender_timeout_ends_for_the_declarer_and_declarer_timeout_loses() -> None:
    d = hand_game("CH", declarer=1)
    d.apply(Concede(2, ConcedeKind.TIMEOUT))
    assert d.result is not None and d.result.won and d.result.ended_by == "timeout"
    d = hand_game("CH", declarer=1)
    d.apply(Concede(1, ConcedeKind.LEFT))
    assert d.result is not None and not d.result.won and d.result.ended_by == "left"


def test_resignation_after_showing_the_cards() -> None:
    for ends in (True, False):
        d = hand_game("CH", declarer=1, options=DealOptions(resign_after_show_ends=ends))
        play(d, "CA", "CJ", "H8")
        d.apply(ShowCards(1))
        d.apply(Concede(0, ConcedeKind.RESIGN))
        assert (d.result is not None) == ends


def test_null_declarer_wins_when_the_defenders_give_up() -> None:
    d = hand_game("NH", declarer=2)
    d.apply(Concede(0, ConcedeKind.RESIGN))
    d.apply(Concede(1, ConcedeKind.RESIGN))
    r = d.result
    assert r is not None and r.won and r.score == 35 and r.declarer_tricks == 0


def test_leaving_in_the_auction_voids_the_deal() -> None:
    d = deal_of(FH, MH, RH)
    d.apply(Concede(2, ConcedeKind.LEFT))
    r = d.result
    assert r is not None and not r.passed_in and r.declarer is None and r.score == 0


def test_iss_summary_of_engine_results() -> None:
    d = hand_game("CH", declarer=1)
    d.apply(Concede(1, ConcedeKind.LEFT))
    assert d.result is not None
    assert d.result.iss_summary == "d:1 loss v:-144 m:4 bidok p:0 t:0 s:0 z:0"
    d = deal_of(FH, MH, RH)
    d.apply(Concede(2, ConcedeKind.TIMEOUT))
    assert d.result is not None
    assert d.result.iss_summary == "d:-1 penalty v:0 m:0 bidok p:0 t:0 s:0 z:0"
