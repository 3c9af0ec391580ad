"""The sample solve from the first trick, and the beginner's forgetting tracker."""

from __future__ import annotations

import random

from skat_desktop.bots import native
from skat_desktop.bots.evaluation import TRICK_GAMES, pre_chance
from skat_desktop.bots.heuristic import HeuristicPlayer
from skat_desktop.bots.playout import GOAL_POINTS, _outcome
from skat_desktop.bots.solver import Position, solver_for
from skat_desktop.bots.tracking import track
from skat_desktop.engine.cards import points
from skat_desktop.engine.deal import Deal, Phase
from skat_desktop.engine.view import view_of


def test_a_sample_solved_from_the_first_trick_gets_the_exact_answer() -> None:
    """With the compiled solver, easy whole deals are solved exactly from trick one; the
    fast-rule path (``full_solve=False``) only answers the last six tricks exactly."""
    rng = random.Random(4)
    checked = 0
    for _ in range(12):
        deal = Deal.from_seed(rng.getrandbits(32))
        hands = deal.dealt_hands
        seat = max(
            (0, 1, 2), key=lambda s: max(pre_chance(hands[s], g, s == 0) for g in TRICK_GAMES)
        )
        game = max(TRICK_GAMES, key=lambda g: pre_chance(hands[seat], g, seat == 0))
        pos = Position(game, hands, 0, seat)
        target = 61 - points(deal.dealt_skat)
        try:
            exact = solver_for(game).reaches(pos, target, 200_000)
        except Exception:  # a hard deal: not part of this check
            continue
        checked += 1
        if native.NATIVE is not None:
            assert _outcome(pos, GOAL_POINTS, target, True) == exact
        assert isinstance(_outcome(pos, GOAL_POINTS, target, False), bool)
    assert checked >= 8


def test_memory_zero_forgets_the_cards_of_finished_tricks() -> None:
    for seed in range(20):
        deal = Deal.from_seed(seed)
        players = [HeuristicPlayer(s) for s in range(3)]
        while not deal.is_over and len(deal.tricks) < 2:
            view = view_of(deal, deal.current_player)
            deal.apply(players[deal.current_player].choose(view, view.legal))
        if deal.phase == Phase.PLAY:
            break
    assert deal.phase == Phase.PLAY and len(deal.tricks) == 2
    view = view_of(deal, deal.current_player)
    gone = deal.tricks[0].mask | deal.tricks[1].mask
    full, forgetful = track(view), track(view, memory=0)
    assert not full.unseen & gone
    assert forgetful.unseen & gone == gone & ~view.hand
    last = track(view, memory=1)
    assert not last.unseen & deal.tricks[1].mask
    assert last.unseen & deal.tricks[0].mask == deal.tricks[0].mask
