"""Every bot level returns only legal actions, from views only, in every phase and contract."""

from __future__ import annotations

from typing import Any

import pytest

from skat_desktop.bots import make_player
from skat_desktop.bots.base import Player
from skat_desktop.engine.actions import PASS, PICK_UP, PLAY_HAND, Action, Bid, Declare
from skat_desktop.engine.deal import Deal, Phase
from skat_desktop.engine.rules import Contract
from skat_desktop.engine.view import SeatView, view_of

# Auctions that make seat 0, 1 or 2 the declarer at 18.
AUCTIONS: dict[int, list[Action]] = {
    0: [PASS, PASS, Bid(18)],
    1: [Bid(18), PASS, PASS],
    2: [PASS, Bid(18), PASS],
}
FORCED = ["C", "S", "H", "D", "G", "N", "NO", "CH", "GH", "NH", "NOH", "SHS", "HHZ", "GO", "DO"]


class ViewOnly:
    """Wraps a player; checks that each call gets a seat view with its legal actions only."""

    def __init__(self, inner: Player) -> None:
        self.inner = inner
        self.name = inner.name
        self.calls = 0

    def choose(self, view: Any, legal: Any) -> Action:
        assert isinstance(view, SeatView) and not isinstance(view, Deal)
        assert view.my_turn and tuple(legal) == view.legal
        self.calls += 1
        return self.inner.choose(view, legal)


def play_out(deal: Deal, players: list[ViewOnly]) -> None:
    while not deal.is_over:
        seat = deal.current_player
        view = view_of(deal, seat)
        action = players[seat].choose(view, view.legal)
        assert action in view.legal, f"{players[seat].name} chose illegal {action} in {deal!r}"
        deal.apply(action, seat)


@pytest.mark.parametrize("kind", ["random", "easy", "normal", "heuristic"])
def test_self_play_is_legal(kind: str) -> None:
    declared = set()
    for seed in range(120):
        players = [ViewOnly(make_player(kind, seed * 3 + i)) for i in range(3)]
        deal = Deal.from_seed(seed)
        play_out(deal, players)
        assert deal.result is not None
        if deal.result.contract is not None:
            declared.add(deal.result.contract.game)
        assert sum(p.calls for p in players) >= 3
    assert len(declared) >= 2  # the run covers more than one kind of game


@pytest.mark.parametrize("kind", ["easy", "normal"])
@pytest.mark.parametrize("code", FORCED)
def test_forced_contracts_are_played_legally(kind: str, code: str) -> None:
    contract = Contract.parse(code)
    for seed in range(6):
        seat = seed % 3
        deal = Deal.from_seed(1000 + seed)
        for action in AUCTIONS[seat]:
            deal.apply(action)
        players = [ViewOnly(make_player(kind, seed * 3 + i)) for i in range(3)]
        if contract.hand:
            deal.apply(PLAY_HAND)
        else:
            deal.apply(PICK_UP)
            view = view_of(deal, seat)
            discard = players[seat].choose(view, view.legal)
            assert discard in view.legal
            deal.apply(discard)
        assert deal.phase == Phase.DECLARE
        deal.apply(Declare(contract))
        play_out(deal, players)
        assert deal.result is not None and deal.result.contract == contract


def test_bots_choose_among_their_own_declarations() -> None:
    """After picking up or Hand, the normal bot's declaration is one of the legal ones."""
    seen_hand = seen_pickup = 0
    for seed in range(60):
        for seat in (0, 1, 2):
            deal = Deal.from_seed(2000 + seed)
            for action in AUCTIONS[seat]:
                deal.apply(action)
            bot = ViewOnly(make_player("normal", seed))
            while deal.phase in (Phase.SKAT, Phase.DISCARD, Phase.DECLARE):
                view = view_of(deal, seat)
                action = bot.choose(view, view.legal)
                assert action in view.legal
                seen_hand += action == PLAY_HAND
                seen_pickup += action == PICK_UP
                deal.apply(action)
            assert deal.phase == Phase.PLAY
    assert seen_pickup > 0
