"""The Strong player acts legally in every phase, hints with a chance, and analyses deals."""

from __future__ import annotations

from itertools import pairwise

from skat_desktop.bots.heuristic import HeuristicPlayer
from skat_desktop.bots.registry import make_player
from skat_desktop.bots.strong import StrongPlayer, analyse_deal, shutdown_pool
from skat_desktop.engine.actions import Play
from skat_desktop.engine.deal import Deal, Phase
from skat_desktop.engine.view import view_of


def _play(deal: Deal, players: list[object]) -> set[Phase]:
    phases: set[Phase] = set()
    while not deal.is_over:
        seat = deal.current_player
        view = view_of(deal, seat)
        player = players[seat]
        assert isinstance(player, (StrongPlayer, HeuristicPlayer))
        action = player.choose(view, view.legal)
        assert action in view.legal
        if isinstance(player, StrongPlayer):
            phases.add(view.phase)
        deal.apply(action, seat)
    return phases


def test_strong_plays_legal_actions_in_every_phase_with_a_tiny_budget() -> None:
    phases: set[Phase] = set()
    for seed in range(6):
        players: list[object] = [HeuristicPlayer(seed), HeuristicPlayer(seed + 1)]
        players.insert(seed % 3, StrongPlayer(seed, budget_ms=15, parallel=False))
        phases |= _play(Deal.from_seed(seed), players)
    for seed in (40, 41):
        strong = [StrongPlayer(seed * 3 + s, budget_ms=15, parallel=False) for s in range(3)]
        phases |= _play(Deal.from_seed(seed), list(strong))
    assert {Phase.BIDDING, Phase.PLAY} <= phases
    assert phases & {Phase.SKAT, Phase.DISCARD, Phase.DECLARE}


def test_hint_gives_a_legal_action_and_a_chance() -> None:
    strong = StrongPlayer(1, budget_ms=15, parallel=False)
    hinted_play = 0
    for seed in range(3, 15):
        deal = Deal.from_seed(seed)
        players = [HeuristicPlayer(s) for s in range(3)]
        while not deal.is_over:
            seat = deal.current_player
            view = view_of(deal, seat)
            action, chance = strong.hint_with_chance(view)
            assert action in view.legal
            assert 0.0 <= chance <= 1.0
            hinted_play += view.phase == Phase.PLAY
            deal.apply(players[seat].choose(view, view.legal), seat)
        if hinted_play >= 20:
            break
    assert hinted_play >= 20


def test_registry_makes_strong_players_with_a_budget() -> None:
    player = make_player("strong", 1, budget_ms=30)
    assert isinstance(player, StrongPlayer)
    assert player.name == "strong" and player.budget_ms == 30


def test_worker_pool_gives_legal_cards_and_shuts_down() -> None:
    deal = Deal.from_seed(8)
    players = [HeuristicPlayer(s) for s in range(3)]
    strong = StrongPlayer(2, budget_ms=40, parallel=True)
    decisions = 0
    try:
        while not deal.is_over and decisions < 3:
            seat = deal.current_player
            view = view_of(deal, seat)
            if view.phase == Phase.PLAY and len(view.legal) > 1:
                action = strong.choose(view, view.legal)
                assert action in view.legal
                decisions += 1
            else:
                action = players[seat].choose(view, view.legal)
            deal.apply(action, seat)
    finally:
        shutdown_pool()
    assert decisions == 3 or deal.is_over


def test_analysis_values_chain_from_card_to_card() -> None:
    deal = Deal.from_seed(5)
    players = [HeuristicPlayer(s) for s in range(3)]
    while not deal.is_over:
        seat = deal.current_player
        view = view_of(deal, seat)
        deal.apply(players[seat].choose(view, view.legal), seat)
    assert deal.contract is not None
    report = analyse_deal(deal.history, max_tricks=4)
    plays = [a for _, a in deal.history if isinstance(a, Play)]
    assert report and len(report) <= len(plays)
    for entry in report:
        assert entry.cost >= 0
        assert entry.best_value == entry.value_before
        assert (entry.cost == 0) == (entry.card in entry.best_cards)
    # The value after a card is the value before the next one: the same position.
    for first, second in pairwise(report):
        assert first.value_after == second.value_before
