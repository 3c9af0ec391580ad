"""RULES.md "Seats and dealing", "Bidding", "Skat, declaration" and trick order in a deal."""

from __future__ import annotations

import random

import pytest

from skat_desktop.engine.actions import (
    HOLD,
    PASS,
    PICK_UP,
    PLAY_HAND,
    PLAYS,
    Bid,
    Declare,
    discard,
)
from skat_desktop.engine.cards import card_list, parse_card, parse_cards, points
from skat_desktop.engine.deal import (
    Deal,
    DealOptions,
    IllegalActionError,
    Phase,
    deal_layout,
)
from skat_desktop.engine.rules import Contract, GameType
from skat_desktop.engine.view import view_of

from .helpers import deal_of, win_auction

FH = "CJ SJ CA CT CK CQ C9 HA HT SA"
MH = "HJ DJ C8 C7 HK HQ H9 ST SK SQ"
RH = "H8 H7 S9 S8 S7 DA DT DK DQ D9"  # skat: D8 D7


def fresh() -> Deal:
    return deal_of(FH, MH, RH)


def test_seeded_deal_is_reproducible_and_deals_ten_ten_ten_two() -> None:
    a, b = deal_layout(42), deal_layout(42)
    assert a == b and sorted(a) == list(range(32))
    assert deal_layout(43) != a
    d = Deal.from_seed(42)
    assert [h.bit_count() for h in d.hands] == [10, 10, 10]
    assert d.skat.bit_count() == 2
    assert d.hands[0] | d.hands[1] | d.hands[2] | d.skat == (1 << 32) - 1


def test_deal_packets_three_skat_four_three() -> None:
    # With the shuffle fixed, the cut deck goes 3-3-3, skat 2, 4-4-4, 3-3-3.
    rng = random.Random(5)
    deck = list(range(32))
    rng.shuffle(deck)
    cut = rng.randint(4, 28)
    deck = deck[cut:] + deck[:cut]
    got = deal_layout(5)
    assert got[0:3] == tuple(deck[0:3]) and got[3:7] == tuple(deck[11:15])
    assert got[7:10] == tuple(deck[23:26])
    assert got[10:13] == tuple(deck[3:6]) and got[20:23] == tuple(deck[6:9])
    assert got[30:] == tuple(deck[9:11])


# -- bidding -----------------------------------------------------------------------


def test_middlehand_bids_to_forehand_first() -> None:
    d = fresh()
    assert (d.phase, d.current_player) == (Phase.BIDDING, 1)
    d.apply(Bid(18), 1)
    assert d.current_player == 0
    assert d.legal_actions() == [HOLD, PASS]
    d.apply(HOLD, 0)
    assert d.current_player == 1
    d.apply(Bid(20), 1)
    d.apply(PASS, 0)
    # Phase 2: rearhand bids to the survivor, middlehand.
    assert d.current_player == 2
    d.apply(Bid(22), 2)
    assert d.current_player == 1
    d.apply(HOLD, 1)
    d.apply(PASS, 2)
    assert d.declarer == 1 and d.bid_value == 22 and d.phase == Phase.SKAT


def test_middlehand_may_pass_without_bidding_then_rearhand_bids_to_forehand() -> None:
    d = fresh()
    d.apply(PASS, 1)
    assert d.current_player == 2
    d.apply(Bid(18), 2)
    assert d.current_player == 0
    d.apply(PASS, 0)
    assert d.declarer == 2 and d.bid_value == 18


def test_declarer_gets_the_last_value_held() -> None:
    d = fresh()
    d.apply(Bid(18), 1)
    d.apply(HOLD, 0)
    d.apply(PASS, 1)
    d.apply(Bid(20), 2)
    d.apply(HOLD, 0)
    d.apply(PASS, 2)
    assert d.declarer == 0 and d.bid_value == 20


def test_equal_value_stays_with_the_answerer() -> None:
    d = fresh()
    d.apply(Bid(18), 1)
    d.apply(HOLD, 0)  # forehand keeps 18; middlehand must go higher
    with pytest.raises(IllegalActionError, match="higher than 18"):
        d.apply(Bid(18), 1)
    assert all(a.value > 18 for a in d.legal_actions() if isinstance(a, Bid))


def test_each_bid_higher_than_every_value_said() -> None:
    d = fresh()
    d.apply(Bid(30), 1)
    d.apply(PASS, 0)
    with pytest.raises(IllegalActionError, match="higher than 30"):
        d.apply(Bid(27), 2)
    bids = [a.value for a in d.legal_actions() if isinstance(a, Bid)]
    assert bids[0] == 33


def test_forehand_may_play_at_18_after_two_passes() -> None:
    d = fresh()
    d.apply(PASS, 1)
    d.apply(PASS, 2)
    assert d.current_player == 0 and d.legal_actions() == [Bid(18), PASS]
    with pytest.raises(IllegalActionError, match="only play at 18"):
        d.apply(Bid(20), 0)
    d.apply(Bid(18), 0)
    assert d.declarer == 0 and d.bid_value == 18 and d.phase == Phase.SKAT


def test_three_passes_pass_the_deal_in() -> None:
    d = fresh()
    for seat in (1, 2, 0):
        d.apply(PASS, seat)
    assert d.phase == Phase.SCORED and d.result is not None and d.result.passed_in
    assert d.result.score == 0 and d.declarer is None and d.legal_actions() == []


def test_only_game_values_are_bids_but_iss_reading_is_lenient() -> None:
    d = fresh()
    with pytest.raises(IllegalActionError, match="19 is not a game value"):
        d.apply(Bid(19), 1)
    with pytest.raises(IllegalActionError, match=r"not a game value \(next is 18\)"):
        deal_of(FH, MH, RH, DealOptions(lenient_bids=False)).apply(Bid(17), 1)
    lenient = deal_of(FH, MH, RH, DealOptions(lenient_bids=True))
    lenient.apply(Bid(19), 1)
    assert lenient.bid_value == 19


# -- skat and declaration ----------------------------------------------------------


def test_pick_up_then_discard_any_two_even_jacks() -> None:
    d = fresh()
    win_auction(d, 0)
    assert d.legal_actions() == [PICK_UP, PLAY_HAND]
    d.apply(PICK_UP)
    assert d.hands[0].bit_count() == 12 and d.phase == Phase.DISCARD
    assert len(d.legal_actions()) == 66
    d.apply(discard(parse_card("CJ"), parse_card("SJ")))
    assert d.skat == parse_cards("CJ SJ") and d.hands[0].bit_count() == 10
    # Matadors still count the jacks put away: they are among the twelve cards.
    d.apply(Declare(Contract(GameType.CLUBS)))
    assert d.twelve_cards() & parse_cards("CJ SJ")


def test_after_pick_up_only_non_hand_contracts() -> None:
    d = fresh()
    win_auction(d, 0)
    d.apply(PICK_UP)
    d.apply(discard(parse_card("D8"), parse_card("D7")))
    codes = {a.contract.code for a in d.legal_actions() if isinstance(a, Declare)}
    assert codes == {"C", "S", "H", "D", "G", "N", "NO"}  # Null Ouvert after pick-up allowed
    with pytest.raises(IllegalActionError, match="picked up, so this is not a Hand game"):
        d.apply(Declare(Contract(GameType.GRAND, hand=True)))


def test_hand_game_offers_hand_contracts_with_announcements() -> None:
    d = fresh()
    win_auction(d, 0)
    d.apply(PLAY_HAND)
    contracts = [a.contract for a in d.legal_actions() if isinstance(a, Declare)]
    assert all(k.hand for k in contracts)
    codes = {k.code for k in contracts}
    assert {"GH", "GHS", "GHZ", "GHO", "CH", "NH", "NHO"} <= codes
    # Schwarz announced always includes Schneider announced; ouvert includes both.
    for k in contracts:
        if k.schwarz_announced:
            assert k.schneider_announced
        if k.ouvert and not k.is_null:
            assert k.schwarz_announced
    with pytest.raises(IllegalActionError, match="not picked up, so the game is a Hand game"):
        d.apply(Declare(Contract(GameType.GRAND)))


def test_announcements_only_in_hand_games() -> None:
    assert Contract(GameType.CLUBS, schneider_announced=True).problem() is not None
    assert Contract(GameType.CLUBS, hand=True, schneider_announced=True).problem() is None
    assert Contract(GameType.CLUBS, True, False, True).problem() is not None
    assert Contract(GameType.GRAND, hand=True, ouvert=True).problem() is not None
    assert Contract(GameType.NULL, ouvert=True).problem() is None
    d = fresh()
    win_auction(d, 0)
    d.apply(PICK_UP)
    d.apply(discard(parse_card("D8"), parse_card("D7")))
    with pytest.raises(IllegalActionError, match="only be announced in a Hand game"):
        d.apply(Declare(Contract(GameType.CLUBS, schneider_announced=True)))


@pytest.mark.parametrize(
    ("bid", "offered"),
    [
        (18, {"N", "NO"}),
        (23, {"N", "NO"}),
        (24, {"NO"}),
        (46, {"NO"}),
        (48, set()),
    ],
)
def test_no_null_below_the_bid_after_pick_up(bid: int, offered: set[str]) -> None:
    d = fresh()
    win_auction(d, 1, bid)
    d.apply(PICK_UP)
    d.apply(discard(parse_card("D8"), parse_card("D7")))
    nulls = {
        a.contract.code for a in d.legal_actions() if isinstance(a, Declare) and a.contract.is_null
    }
    assert nulls == offered
    if "N" not in offered:
        with pytest.raises(IllegalActionError, match="below the bid"):
            d.apply(Declare(Contract(GameType.NULL)))


@pytest.mark.parametrize(("bid", "offered"), [(35, {"NH", "NHO"}), (36, {"NHO"}), (60, set())])
def test_no_null_hand_below_the_bid(bid: int, offered: set[str]) -> None:
    d = fresh()
    win_auction(d, 1, bid)
    d.apply(PLAY_HAND)
    nulls = {
        a.contract.code for a in d.legal_actions() if isinstance(a, Declare) and a.contract.is_null
    }
    assert nulls == offered


def test_suit_game_may_be_declared_below_the_bid() -> None:
    d = fresh()
    win_auction(d, 1, 60)
    d.apply(PICK_UP)
    d.apply(discard(parse_card("D8"), parse_card("D7")))
    d.apply(Declare(Contract(GameType.DIAMONDS)))  # worth far less than 60: overbid later
    assert d.phase == Phase.PLAY


def test_hand_game_declarer_never_sees_the_skat_but_scores_it() -> None:
    d = fresh()
    win_auction(d, 0)
    d.apply(PLAY_HAND)
    d.apply(Declare(Contract(GameType.CLUBS, hand=True)))
    assert view_of(d, 0).skat == 0
    while d.result is None:
        d.apply(d.legal_actions()[0])
    r = d.result
    assert r.declarer_points == points(d.taken[0] | parse_cards("D8 D7"))


def test_ouvert_hand_is_laid_open_but_the_discard_stays_hidden() -> None:
    d = fresh()
    win_auction(d, 0)
    d.apply(PICK_UP)
    d.apply(discard(parse_card("D8"), parse_card("D7")))
    assert view_of(d, 1).open_hand == 0
    d.apply(Declare(Contract(GameType.NULL, ouvert=True)))
    v = view_of(d, 1)
    assert v.open_hand == d.hands[0] and v.discard == 0 and v.skat == 0


# -- trick order -------------------------------------------------------------------


def test_forehand_leads_whoever_declares_and_the_trick_winner_leads_next() -> None:
    d = fresh()
    win_auction(d, 2)
    d.apply(PLAY_HAND)
    d.apply(Declare(Contract(GameType.NULL, hand=True)))
    assert d.current_player == 0 and d.leader == 0
    for card in ("C9", "C8", "H8"):  # middlehand's C8 loses to C9; rearhand has no club
        d.apply(PLAYS[parse_card(card)])
    assert d.tricks[0].winner == 0 and d.current_player == 0
    for card in ("HT", "HK", "H7"):  # Null order: the king beats the ten
        d.apply(PLAYS[parse_card(card)])
    assert d.tricks[1].winner == 1 and d.current_player == 1
    assert card_list(d.taken[1]) == sorted(parse_card(x) for x in ("HT", "HK", "H7"))


def test_ten_tricks_then_scored() -> None:
    d = fresh()
    win_auction(d, 0)
    d.apply(PLAY_HAND)
    d.apply(Declare(Contract(GameType.CLUBS, hand=True)))
    plays = 0
    while d.result is None:
        d.apply(d.legal_actions()[-1])
        plays += 1
    assert plays == 30 and len(d.tricks) == 10 and d.phase == Phase.SCORED
    assert d.result.declarer_tricks == d.trick_counts[0]
