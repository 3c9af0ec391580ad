"""Bad input: illegal and out-of-turn actions raise a specific error and change nothing."""

from __future__ import annotations

import itertools
from collections.abc import Callable

import pytest

from skat_desktop.engine.actions import (
    HOLD,
    KONTRA,
    PASS,
    PICK_UP,
    PLAY_HAND,
    PLAYS,
    RE,
    Action,
    Bid,
    Concede,
    ConcedeKind,
    DealCards,
    Declare,
    Discard,
    OutOfTurn,
    ShowCards,
    push,
)
from skat_desktop.engine.cards import CLUBS, parse_card
from skat_desktop.engine.deal import Deal, DealOptions, IllegalActionError, OutOfTurnError, Refusal
from skat_desktop.engine.rules import Contract, GameType

from .helpers import deal_of, snapshot, win_auction

FH = "CJ SJ CA CT CK CQ C9 HA HT SA"
MH = "HJ DJ C8 C7 HK HQ H9 ST SK SQ"
RH = "H8 H7 S9 S8 S7 DA DT DK DQ D9"  # skat: D8 D7


def bidding() -> Deal:
    return deal_of(FH, MH, RH)


def answering() -> Deal:
    d = bidding()
    d.apply(Bid(18), 1)
    return d


def skat_phase() -> Deal:
    d = bidding()
    win_auction(d, 0, 24)
    return d


def discarding() -> Deal:
    d = skat_phase()
    d.apply(PICK_UP)
    return d


def declaring() -> Deal:
    d = discarding()
    d.apply(Discard((parse_card("D7"), parse_card("D8"))))
    return d


def playing() -> Deal:
    d = skat_phase()
    d.apply(PLAY_HAND)
    d.apply(Declare(Contract.parse("GH")))
    d.apply(PLAYS[parse_card("C9")])  # forehand leads clubs
    return d


def card(text: str) -> int:
    return parse_card(text)


CASES: list[tuple[str, Callable[[], Deal], Action | OutOfTurn, int | None, str]] = [
    ("not a game value", bidding, Bid(19), None, "19 is not a game value"),
    ("answer expected", answering, Bid(20), None, "18 was bid; answer yes or pass"),
    ("hold with nothing bid", bidding, HOLD, None, "no value has been bid"),
    ("wrong phase", bidding, PICK_UP, None, "not possible in the bidding phase"),
    ("card in bidding", bidding, PLAYS[0], None, "not possible in the bidding phase"),
    ("discard in skat phase", skat_phase, Discard((0, 1)), None, "skat phase"),
    ("discard not held", discarding, Discard((card("HJ"), card("D7"))), None, "HJ is not"),
    ("discard same card", discarding, Discard((card("D7"), card("D7"))), None, "two different"),
    ("null below bid", declaring, Declare(Contract.parse("N")), None, "below the bid 24"),
    ("hand after pick-up", declaring, Declare(Contract.parse("GH")), None, "picked up"),
    (
        "announce not hand",
        declaring,
        Declare(Contract(GameType.CLUBS, schneider_announced=True)),
        None,
        "only be announced",
    ),
    ("card not in hand", playing, PLAYS[card("CJ")], None, "not in the hand"),
    ("revoke", playing, PLAYS[card("HK")], None, "C9 was led and must be followed"),
    ("wrong seat bids", bidding, Bid(18), 0, "it is middlehand's turn"),
    ("wrong seat plays", playing, PLAYS[card("H8")], 2, "it is middlehand's turn"),
    ("deal twice", bidding, DealCards(tuple(range(32))), None, "the bidding phase"),
    ("resign in auction", bidding, Concede(1, ConcedeKind.RESIGN), None, "only possible in"),
    ("defender shows", playing, ShowCards(1), None, "only the declarer"),
    ("no such seat", playing, Concede(5, ConcedeKind.LEFT), None, "no such seat"),
]


@pytest.mark.parametrize(
    ("make", "action", "seat", "why"), [c[1:] for c in CASES], ids=[c[0] for c in CASES]
)
def test_illegal_action_raises_and_changes_nothing(
    make: Callable[[], Deal], action: Action | OutOfTurn, seat: int | None, why: str
) -> None:
    d = make()
    before = snapshot(d)
    legal_before = d.legal_actions()
    with pytest.raises(IllegalActionError) as info:
        d.apply(action, seat)
    message = str(info.value)
    assert why in message
    if not isinstance(action, DealCards):
        assert str(action) in message  # the message names the action
    assert snapshot(d) == before
    assert d.legal_actions() == legal_before
    assert isinstance(info.value, ValueError)


def test_out_of_turn_is_its_own_error() -> None:
    d = bidding()
    with pytest.raises(OutOfTurnError, match="bid 18 by rearhand: it is middlehand's turn"):
        d.apply(Bid(18), 2)
    d = playing()
    with pytest.raises(OutOfTurnError):
        d.apply(PLAYS[card("CA")], 0)


def test_scored_deal_accepts_nothing() -> None:
    d = bidding()
    for _ in range(3):
        d.apply(PASS)
    before = snapshot(d)
    for action in (PASS, Concede(0, ConcedeKind.LEFT)):
        with pytest.raises(IllegalActionError, match="scored"):
            d.apply(action)
    assert snapshot(d) == before


def test_bad_undo_is_rejected() -> None:
    d = bidding()
    with pytest.raises(IllegalActionError, match="cannot undo 5"):
        d.undo(5)
    with pytest.raises(IllegalActionError, match="no point 9"):
        d.undo_to(9)


@pytest.mark.parametrize("card", [32, 40, -1])
def test_a_card_that_does_not_exist_is_refused_in_every_phase(card: int) -> None:
    from skat_desktop.engine.actions import PICK_UP, Discard, Play, push

    d = Deal.from_seed(1)
    for action in (Discard((0, card)), Play(card), push(card, 3)):
        with pytest.raises(IllegalActionError, match=f"card {card}"):
            d.apply(action)
    win_auction(d, 1)
    d.apply(PICK_UP)
    own = (d.hands[1] & -d.hands[1]).bit_length() - 1  # a card the declarer does hold
    with pytest.raises(IllegalActionError, match=f"card {card} is not in the declarer's hand"):
        d.apply(Discard((own, card)))


# -- the structured reason a front end turns into its own words -------------------------------

REASONS = {
    "not a game value": (Refusal.NOT_A_GAME_VALUE, {"value": 18}),
    "answer expected": (Refusal.ANSWER_DUE, {"value": 18}),
    "hold with nothing bid": (Refusal.NOTHING_TO_HOLD, {}),
    "wrong phase": (Refusal.WRONG_PHASE, {}),
    "card in bidding": (Refusal.WRONG_PHASE, {}),
    "discard in skat phase": (Refusal.WRONG_PHASE, {}),
    "discard not held": (Refusal.NOT_IN_HAND, {"card": card("HJ")}),
    "discard same card": (Refusal.SAME_CARD_TWICE, {}),
    "null below bid": (Refusal.NULL_BELOW_BID, {"value": 24}),
    "hand after pick-up": (Refusal.HAND_AFTER_PICK_UP, {}),
    "announce not hand": (Refusal.ANNOUNCED_WITHOUT_HAND, {}),
    "card not in hand": (Refusal.NOT_IN_HAND, {"card": card("CJ")}),
    "revoke": (Refusal.FOLLOW_SUIT, {"suit": CLUBS, "card": card("C9")}),
    "wrong seat bids": (Refusal.OUT_OF_TURN, {}),
    "wrong seat plays": (Refusal.OUT_OF_TURN, {}),
    "deal twice": (Refusal.WRONG_PHASE, {}),
}


@pytest.mark.parametrize(
    ("name", "make", "action", "seat"), [c[:4] for c in CASES if c[0] in REASONS]
)
def test_the_error_carries_a_reason_and_its_details(
    name: str, make: Callable[[], Deal], action: Action | OutOfTurn, seat: int | None
) -> None:
    reason, details = REASONS[name]
    with pytest.raises(IllegalActionError) as info:
        make().apply(action, seat)
    assert info.value.reason == reason
    for key, value in details.items():
        assert getattr(info.value, key) == value, key


def test_trump_led_is_its_own_reason() -> None:
    d = skat_phase()
    d.apply(PLAY_HAND)
    d.apply(Declare(Contract.parse("GH")))
    d.apply(PLAYS[card("CJ")])  # a jack: trump in Grand; middlehand holds HJ and DJ
    with pytest.raises(IllegalActionError, match="CJ was led and must be followed") as info:
        d.apply(PLAYS[card("C8")])
    assert info.value.reason == Refusal.FOLLOW_TRUMP and info.value.suit is None
    # In Null the same jack is a plain club.
    d = deal_of(FH, MH, RH)
    win_auction(d, 0, 18)
    d.apply(PLAY_HAND)
    d.apply(Declare(Contract.parse("NH")))
    d.apply(PLAYS[card("CJ")])
    with pytest.raises(IllegalActionError) as info:
        d.apply(PLAYS[card("HK")])
    assert info.value.reason == Refusal.FOLLOW_SUIT and info.value.suit == CLUBS


def test_auction_reasons() -> None:
    d = answering()
    d.apply(HOLD)
    with pytest.raises(IllegalActionError) as info:
        d.apply(Bid(18))
    assert (info.value.reason, info.value.value) == (Refusal.BID_TOO_LOW, 18)
    d = bidding()
    d.apply(PASS)
    d.apply(PASS)
    with pytest.raises(IllegalActionError, match="only play at 18") as info:
        d.apply(Bid(20))
    assert info.value.reason == Refusal.ONLY_18


@pytest.mark.parametrize(
    ("contract", "reason"),
    [
        (Contract(GameType.NULL, hand=True, schneider_announced=True), Refusal.NULL_ANNOUNCED),
        (Contract(GameType.GRAND, schwarz_announced=True), Refusal.ANNOUNCED_WITHOUT_HAND),
        (
            Contract(GameType.HEARTS, hand=True, schwarz_announced=True),
            Refusal.SCHWARZ_WITHOUT_SCHNEIDER,
        ),
        (Contract(GameType.SPADES, hand=True, ouvert=True), Refusal.OUVERT_WITHOUT_SCHWARZ),
    ],
)
def test_malformed_contracts_say_which_rule_they_break(contract: Contract, reason: Refusal) -> None:
    d = skat_phase()
    d.apply(PLAY_HAND)
    with pytest.raises(IllegalActionError) as info:
        d.apply(Declare(contract))
    assert info.value.reason == reason
    assert contract.problem() in str(info.value)


def test_every_malformed_contract_has_a_reason() -> None:
    for game in GameType:
        for flags in itertools.product((False, True), repeat=4):
            contract = Contract(game, *flags)
            d = skat_phase()
            d.apply(PLAY_HAND)
            try:
                d.apply(Declare(contract))
            except IllegalActionError as error:
                assert error.reason != Refusal.OTHER, contract
            else:
                assert contract.problem() is None, contract


def test_kontra_and_push_reasons() -> None:
    d = deal_of(FH, MH, RH, DealOptions(kontra=True))
    win_auction(d, 0)
    d.apply(PLAY_HAND)
    d.apply(Declare(Contract.parse("GH")))
    with pytest.raises(IllegalActionError) as info:
        d.apply(RE)
    assert info.value.reason == Refusal.RE_WITHOUT_KONTRA
    d.apply(KONTRA)
    with pytest.raises(IllegalActionError) as info:
        d.apply(KONTRA)
    assert info.value.reason == Refusal.KONTRA_SAID
    d = deal_of(FH, MH, RH, DealOptions(ramsch=True, schieberamsch=True))
    for _ in range(3):
        d.apply(PASS)
    d.apply(PICK_UP)
    with pytest.raises(IllegalActionError) as info:
        d.apply(push(card("CJ"), card("C9")))
    assert info.value.reason == Refusal.JACKS_PUSHED
