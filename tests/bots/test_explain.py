"""Explanations: the facts behind a decision name what the seat could know, never more."""

from __future__ import annotations

import random

from skat_desktop.bots.explain import TRUMP_SUIT, explain, knowable
from skat_desktop.bots.registry import make_player
from skat_desktop.engine.actions import HOLD, PASS, PICK_UP, PLAY_HAND, Bid, Declare, Play, discard
from skat_desktop.engine.cards import HEARTS, SPADES, parse_card
from skat_desktop.engine.deal import Deal, Phase, deal_layout
from skat_desktop.engine.rules import Contract, GameType
from skat_desktop.engine.view import view_of

from .bot_helpers import apply_all, deal_of

FOREHAND = "CJ SJ CA CT CK SA ST S9 S8 H7"
MIDDLEHAND = "HJ DJ S7 SQ SK HA HT HK D7 D8"
REARHAND = "C7 C8 C9 CQ H8 H9 HQ DA DT DK"
SKAT = "D9 DQ"


def _deal() -> Deal:
    return deal_of(FOREHAND, MIDDLEHAND, REARHAND, SKAT)


def kinds(reason: object) -> list[str]:
    return [f.kind for f in reason.facts]  # type: ignore[attr-defined]


def test_the_auction_says_what_a_bidder_holds() -> None:
    deal = _deal()
    # Middlehand bids 18, 20, 22, 23 to forehand, who holds each; middlehand passes at 24.
    apply_all(deal, [Bid(18), HOLD, Bid(20), HOLD, Bid(22), HOLD, Bid(23), HOLD, PASS])
    view = view_of(deal, 2)  # rearhand may now bid on or pass
    reason = explain(view, PASS, seed=1)
    read = [f for f in reason.facts if f.kind == "bidder_holds"]
    by_seat = {f.seat: f for f in read}
    assert by_seat[1].number == 23 and by_seat[1].other == 24
    assert by_seat[0].number == 23 and by_seat[0].other == 0  # forehand held, has not passed
    assert all(f.extra >= 1 for f in read)
    assert reason.facts[0].kind in ("hand_weak", "hand_game")
    assert len(reason.facts) <= 3


def test_a_bid_within_the_hand_value_says_so() -> None:
    deal = _deal()
    reason = explain(view_of(deal, 1), Bid(18))
    assert kinds(reason)[:2] == ["hand_game", "bid_within"]
    assert reason.facts[0].extra == 2  # middlehand's two jacks
    beyond = explain(view_of(deal, 1), Bid(96))
    assert kinds(beyond)[1] == "bid_beyond"


def test_skat_and_discard_and_declaration_facts() -> None:
    deal = _deal()
    apply_all(deal, [PASS, PASS, Bid(18)])
    view = view_of(deal, 0)
    assert kinds(explain(view, PICK_UP))[0] == "pick_up"
    assert kinds(explain(view, PLAY_HAND))[0] == "hand_safe"
    deal.apply(PICK_UP)
    view = view_of(deal, 0)
    put = discard(parse_card("H7"), parse_card("D9"))
    reason = explain(view, put)
    assert reason.facts[0].kind == "discard_weak" and reason.facts[0].number == 0
    assert {f.suit for f in reason.facts if f.kind == "discard_void"} == {HEARTS}
    deal.apply(put)
    reason = explain(view_of(deal, 0), Declare(Contract(GameType.SPADES)))
    fact = reason.facts[0]
    assert fact.kind == "declare_game" and fact.game == GameType.SPADES
    assert fact.other == 6  # CJ SJ SA ST S9 S8 (S7 SQ SK are middlehand's)
    assert fact.number == 11 * 3  # with two (CJ SJ), game three


def _spades_in_play() -> Deal:
    deal = _deal()
    apply_all(deal, [PASS, PASS, Bid(18), PICK_UP, discard(parse_card("H7"), parse_card("D9"))])
    deal.apply(Declare(Contract(GameType.SPADES)))
    return deal


def test_declarer_leading_a_trump_draws_trumps() -> None:
    deal = _spades_in_play()
    reason = explain(view_of(deal, 0), Play(parse_card("CJ")))
    assert reason.facts[0].kind == "draw_trumps"
    # Out: HJ DJ S7 SQ SK (the seat holds CJ SJ SA ST S9 S8): five.
    assert reason.facts[0].number == 5


def test_a_shown_void_and_the_points_are_named() -> None:
    deal = _spades_in_play()
    # Trick 1: forehand leads CA, middlehand trumps it (no club), rearhand follows.
    apply_all(deal, [Play(parse_card("CA")), Play(parse_card("S7")), Play(parse_card("C7"))])
    # Trick 2: middlehand leads HA, rearhand follows, forehand (no heart left) trumps.
    apply_all(deal, [Play(parse_card("HA")), Play(parse_card("H8")), Play(parse_card("S8"))])
    view = view_of(deal, 0)
    reason = explain(view, Play(parse_card("CK")))
    voids = [f for f in reason.facts if f.kind == "void_shown"]
    assert voids and voids[0].seat == 1 and voids[0].suit == 0  # middlehand: no clubs
    points = next(f for f in reason.facts if f.kind == "points")
    assert (points.number, points.other, points.extra, points.suit) == (11, 11, 50, 0)
    assert reason.cards() & ~knowable(view) == 0


def test_void_in_trumps_is_trump_suit() -> None:
    deal = _spades_in_play()
    apply_all(deal, [Play(parse_card("CJ")), Play(parse_card("HJ")), Play(parse_card("C8"))])
    # Rearhand showed no trump. Forehand (won with CJ) leads a trump again.
    view = view_of(deal, 0)
    reason = explain(view, Play(parse_card("SJ")))
    assert reason.facts[0].kind == "draw_trumps"
    shown = [f for f in reason.facts if f.kind == "void_shown"]
    assert shown and shown[0].seat == 2 and shown[0].suit == TRUMP_SUIT
    assert SPADES == 1  # the spades game: the trump "suit" is TRUMP_SUIT, not 1


def test_no_fact_names_a_card_the_seat_cannot_know() -> None:
    rng = random.Random(7)
    checked = 0
    for seed in range(8):
        bots = [make_player("normal", seed * 3 + i) for i in range(3)]
        deal = Deal()
        from skat_desktop.engine.actions import DealCards

        deal.apply(DealCards(tuple(deal_layout(seed))), None)
        while deal.phase != Phase.SCORED:
            seat = deal.current_player
            view = view_of(deal, seat)
            action = bots[seat].choose(view, tuple(deal.legal_actions()))
            reason = explain(view, action, seed=rng.getrandbits(16))
            assert len(reason.facts) <= 3
            assert reason.cards() & ~knowable(view) == 0
            hidden = 0
            for p in (0, 1, 2):
                if p != seat:
                    hidden |= deal.hands[p]
            if not (deal.contract is not None and deal.contract.ouvert):
                assert reason.cards() & hidden == 0
            checked += 1
            deal.apply(action, seat)
    assert checked > 200


def test_keeping_the_higher_cards_is_said_only_of_the_lower_card() -> None:
    deal = _spades_in_play()
    deal.apply(Play(parse_card("DQ")))  # middlehand holds D7 and D8 and must follow
    view = view_of(deal, 1)
    assert kinds(explain(view, Play(parse_card("D7"))))[0] == "low_card"
    # D8 is the higher of the two: it keeps nothing higher for later.
    assert "low_card" not in kinds(explain(view, Play(parse_card("D8"))))
