"""The Strong player's bid hint gives the chance of the game at the bid limit it names: a
sample worth less than the limit is overbid, so it is lost (the tester was told "100%" for a
Hearts hand worth only 20); a cached hand keeps its own chance."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

from skat_desktop.bots import strong_auction
from skat_desktop.bots.strong import StrongPlayer
from skat_desktop.engine.actions import DealCards
from skat_desktop.engine.deal import Deal, deal_layout
from skat_desktop.engine.rules import GameType
from skat_desktop.engine.view import view_of


def test_the_chance_is_the_games_at_the_limit(monkeypatch: Any) -> None:
    player = StrongPlayer(1, budget_ms=40, parallel=False)
    # Four samples of a Hearts game, all won: three worth 24, one worth only 20.
    monkeypatch.setattr(player, "_candidate_games", lambda hand, forehand: [GameType.HEARTS])
    monkeypatch.setattr(
        player,
        "_game_chances",
        lambda view, games, deadline, skat: {GameType.HEARTS: (1.0, [24, 24, 24, 20])},
    )
    monkeypatch.setattr(
        strong_auction, "bid_limit", lambda *a: SimpleNamespace(limit=0, chance=0.0)
    )
    monkeypatch.setattr(strong_auction, "pre_chance", lambda *a: 0.0)
    monkeypatch.setattr(strong_auction, "null_chance", lambda *a: 0.0)
    deal = Deal()
    deal.apply(DealCards(tuple(deal_layout(3))), None)
    view = view_of(deal, 1)
    assert player.bid_limit(view, deadline=0.0) == (24, 0.75)  # 20 < 24: overbid, lost
    # Asked again (the cache), the hand's own chance, not the last one computed.
    player.last_chance = 0.1
    legal = tuple(deal.legal_actions())
    _action, chance = player._bid(view, legal, deadline=0.0)
    assert chance == 0.75
