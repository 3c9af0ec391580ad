"""HouseRulesPlayer: Kontra and Re, Ramsch play and Schieberamsch pushes; the rest delegated."""

from __future__ import annotations

import random

import pytest

from skat_desktop.bots import make_player
from skat_desktop.bots.base import RandomPlayer
from skat_desktop.bots.house_rules import HouseRulesPlayer
from skat_desktop.engine.actions import (
    DECLINE,
    KONTRA,
    PASS,
    PASS_ON,
    PICK_UP,
    PLAY_HAND,
    RE,
    Action,
    Bid,
    Declare,
    Play,
    Push,
)
from skat_desktop.engine.cards import ALL_CARDS, JACKS, card_list, parse_card, parse_cards
from skat_desktop.engine.deal import Deal, DealOptions, Phase
from skat_desktop.engine.rules import Contract
from skat_desktop.engine.view import SeatView, view_of

ALL_RULES = DealOptions(kontra=True, ramsch=True, schieberamsch=True)
FH_ALL = "CJ SJ HJ DJ CA CT CK CQ C9 C8"
MH = "SA ST SK SQ S9 S8 S7 HA HT HK"
RH = "HQ H9 H8 H7 DA DT DK DQ D9 D8"  # skat: C7 D7


class Recorder:
    """An inner bot that answers with the first legal action and remembers each call."""

    name = "recorder"

    def __init__(self) -> None:
        self.phases: list[Phase] = []

    def choose(self, view: SeatView, legal: tuple[Action, ...]) -> Action:
        self.phases.append(view.phase)
        return legal[0]


def deal_of(fh: str, mh: str, rh: str, options: DealOptions) -> Deal:
    hands = [parse_cards(h) for h in (fh, mh, rh)]
    skat = ALL_CARDS & ~(hands[0] | hands[1] | hands[2])
    return Deal.from_cards(tuple(c for h in (*hands, skat) for c in card_list(h)), options)


def move(deal: Deal, player: HouseRulesPlayer) -> Action:
    view = view_of(deal, deal.current_player)
    action = player.choose(view, view.legal)
    assert action in view.legal
    deal.apply(action)
    return action


# Auctions (middlehand, then the next speaker) that make seat 0, 1 or 2 declarer at 18.
AUCTIONS: dict[int, list[Action]] = {
    0: [PASS, PASS, Bid(18)],
    1: [Bid(18), PASS, PASS],
    2: [PASS, Bid(18), PASS],
}


def declare(deal: Deal, declarer: int, code: str) -> None:
    for action in AUCTIONS[declarer]:
        deal.apply(action)
    deal.apply(PLAY_HAND)
    deal.apply(Declare(Contract.parse(code)))


@pytest.mark.parametrize("kind", ["random", "normal"])
def test_self_play_with_every_table_rule_is_legal(kind: str) -> None:
    kontras = ramsches = pushes = 0
    for seed in range(40):
        players = [HouseRulesPlayer(make_player(kind, seed * 3 + i)) for i in range(3)]
        deal = Deal.from_seed(seed, ALL_RULES)
        while not deal.is_over:
            seat = deal.current_player
            if deal.phase == Phase.BIDDING and seed % 2:
                deal.apply(PASS)  # half the deals become a Schieberamsch
                continue
            view = view_of(deal, seat)
            action = players[seat].choose(view, view.legal)
            assert action in view.legal, (kind, seed, deal.phase, action)
            deal.apply(action, seat)
        r = deal.result
        assert r is not None
        kontras += r.kontra
        ramsches += r.is_ramsch
        pushes += r.pushes
    assert ramsches >= 20 and pushes > 0 and kontras > 0


def test_everything_outside_the_table_rules_goes_to_the_inner_bot() -> None:
    inner = Recorder()
    player = HouseRulesPlayer(inner)
    assert player.name == "recorder"
    deal = Deal.from_seed(3, DealOptions(kontra=True))
    while deal.phase != Phase.KONTRA and not deal.is_over:
        move(deal, player)
    assert set(inner.phases) <= {Phase.BIDDING, Phase.SKAT, Phase.DISCARD, Phase.DECLARE}
    asked = len(inner.phases)
    while deal.phase == Phase.KONTRA:
        move(deal, player)
    assert len(inner.phases) == asked  # Kontra and Re are the wrapper's own
    move(deal, player)
    assert inner.phases[-1] == Phase.PLAY


def test_kontra_with_the_jacks_against_a_grand_and_not_without() -> None:
    # Rearhand declares Grand Hand; forehand holds all four jacks.
    deal = deal_of(FH_ALL, MH, RH, DealOptions(kontra=True))
    declare(deal, 2, "GH")
    player = HouseRulesPlayer(RandomPlayer(0))
    assert deal.current_player == 0 and move(deal, player) == KONTRA
    # The declarer, without a jack, does not redouble.
    assert deal.current_player == 2 and move(deal, player) == DECLINE
    # Middlehand's spades and hearts do not stop a Grand by forehand.
    deal = deal_of(FH_ALL, MH, RH, DealOptions(kontra=True))
    declare(deal, 0, "GH")
    assert deal.current_player == 1 and move(deal, player) == DECLINE
    assert deal.current_player == 2 and move(deal, player) == DECLINE


def test_re_when_the_declarer_holds_the_game() -> None:
    deal = deal_of(FH_ALL, MH, RH, DealOptions(kontra=True))
    declare(deal, 0, "GH")
    deal.apply(KONTRA)  # middlehand doubles anyway
    assert move(deal, HouseRulesPlayer(RandomPlayer(0))) == RE


def ramsch_of(fh: str, mh: str, rh: str, options: DealOptions = ALL_RULES) -> Deal:
    deal = deal_of(fh, mh, rh, options)
    for _ in range(3):
        deal.apply(PASS)
    return deal


def test_schieberamsch_a_dangerous_hand_picks_up_and_pushes_jacks_if_allowed() -> None:
    player = HouseRulesPlayer(RandomPlayer(0))
    for jacks_allowed in (True, False):
        options = DealOptions(ramsch=True, schieberamsch=True, ramsch_push_jacks=jacks_allowed)
        deal = ramsch_of(FH_ALL, MH, RH, options)
        assert move(deal, player) == PICK_UP
        pushed = move(deal, player)
        assert isinstance(pushed, Push)
        expected = "CJ SJ" if jacks_allowed else "CA CT"
        assert sum(1 << c for c in pushed.cards) == parse_cards(expected)
    # a hand of low cards (3 points, no jack) passes the skat on unseen
    deal = ramsch_of(LOW, MH, RH_JACKS)
    assert move(deal, player) == PASS_ON


LOW = "H7 H8 H9 D7 D8 D9 DQ C9 C8 C7"
RH_JACKS = "CJ SJ HJ DJ CA CT CK CQ HQ DK"  # skat: DT DA


def test_ramsch_play_gives_points_away_and_avoids_taking_them() -> None:
    player = HouseRulesPlayer(RandomPlayer(0))
    deal = ramsch_of(MH, LOW, RH_JACKS, DealOptions(ramsch=True))
    # forehand (spades, hearts) leads its lowest plain card, not an ace
    assert move(deal, player) == Play(parse_card("S7"))
    # middlehand has no spade and cannot win: it sheds its most valuable card
    assert move(deal, player) == Play(parse_card("DQ"))
    # rearhand has no spade either: a jack would win, so it throws its ace on the trick
    assert move(deal, player) == Play(parse_card("CA"))


def test_a_durchmarsch_hand_runs_its_winners() -> None:
    player = HouseRulesPlayer(RandomPlayer(0))
    deal = ramsch_of(FH_ALL, MH, RH, DealOptions(ramsch=True))
    first = move(deal, player)
    assert isinstance(first, Play) and JACKS >> first.card & 1
    rng = random.Random(2)
    while not deal.is_over:
        if deal.current_player == 0:
            move(deal, player)
        else:
            deal.apply(rng.choice(deal.legal_actions()))
    r = deal.result
    assert r is not None and r.durchmarsch and r.ramsch_scores == (120, 0, 0)


def test_ramsch_bots_lose_fewer_points_than_random_players() -> None:
    options = DealOptions(ramsch=True)
    house = random_total = 0
    for seed in range(60):
        for smart_seat in range(3):
            deal = Deal.from_seed(seed, options)
            for _ in range(3):
                deal.apply(PASS)
            smart = HouseRulesPlayer(RandomPlayer(seed))
            rng = random.Random(seed)
            while not deal.is_over:
                if deal.current_player == smart_seat:
                    move(deal, smart)
                else:
                    deal.apply(rng.choice(deal.legal_actions()))
            assert deal.result is not None and deal.result.ramsch_scores is not None
            scores = deal.result.ramsch_scores
            house += scores[smart_seat]
            random_total += sum(scores) - scores[smart_seat]
    # two random seats against one house seat: compare per seat
    assert house > random_total / 2
