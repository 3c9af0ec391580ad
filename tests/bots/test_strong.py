"""The Strong player acts legally in every phase and hints with a chance."""

from __future__ import annotations

import time

from skat_desktop.bots.heuristic import HeuristicPlayer
from skat_desktop.bots.registry import make_player
from skat_desktop.bots.solver import Position, solver_for
from skat_desktop.bots.solver_null import NullSolver, null_solver
from skat_desktop.bots.strong import (
    StrongPlayer,
    greedy_card,
    group_of,
    shutdown_pool,
    start_pool,
)
from skat_desktop.engine.actions import Play
from skat_desktop.engine.cards import Card, parse_card, parse_cards, points
from skat_desktop.engine.deal import Deal, Phase
from skat_desktop.engine.rules import GameType
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
        # The app's warm-up: the workers run and have built their solver tables.
        assert start_pool() and start_pool()
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


def test_cards_grouped_as_alike_have_equal_open_hand_values() -> None:
    """Grouping is safe: with at most four tricks left, every card of a group gets the
    same exact open-hand value as the card that stands for it (Null: the same outcome)."""
    checked = 0
    for seed in range(60):
        deal = Deal.from_seed(seed)
        players = [HeuristicPlayer(s) for s in range(3)]
        while not deal.is_over:
            seat = deal.current_player
            view = view_of(deal, seat)
            cards = [a.card for a in view.legal if isinstance(a, Play)]
            groups = group_of(view, cards)
            if (
                view.phase == Phase.PLAY
                and len(deal.tricks) >= 6
                and len(set(groups.values())) < len(cards)
            ):
                assert deal.contract is not None and deal.declarer is not None
                pos = Position(
                    deal.contract.game,
                    (deal.hands[0], deal.hands[1], deal.hands[2]),
                    deal.leader,
                    deal.declarer,
                    tuple(deal.trick),
                    points(deal.taken[deal.declarer]),
                )
                if deal.contract.is_null:
                    ns = null_solver()
                    value = {c: _null_value(ns, pos, c) for c in cards}
                else:
                    value = solver_for(deal.contract.game).card_values(pos)
                for card, rep in groups.items():
                    assert value[card] == value[rep], (seed, card, rep)
                    checked += card != rep
            deal.apply(players[seat].choose(view, view.legal), seat)
    assert checked >= 20


def _null_value(ns: NullSolver, pos: Position, card: Card) -> int:
    after = pos.play(card)
    if len(pos.trick) == 2 and after.leader == pos.declarer:
        return 0
    return int(ns.declarer_wins(after))


def test_one_legal_card_is_played_without_thinking() -> None:
    strong = StrongPlayer(1, budget_ms=5000, parallel=False)
    answered = 0
    for seed in range(10):
        deal = Deal.from_seed(seed)
        players = [HeuristicPlayer(s) for s in range(3)]
        while not deal.is_over:
            seat = deal.current_player
            view = view_of(deal, seat)
            if view.phase == Phase.PLAY and len(view.legal) == 1:
                start = time.perf_counter()
                assert strong.choose(view, view.legal) == view.legal[0]
                assert time.perf_counter() - start < 0.5  # far below the 5 s budget
                answered += 1
            deal.apply(players[seat].choose(view, view.legal), seat)
    assert answered >= 5


def test_null_play_out_defender_ducks_under_the_declarers_card() -> None:
    """In the fast play-outs a Null defender lets the declarer's high card win the trick
    rather than overtaking it (the declarer sits second here, leader 1 led C8)."""
    hands = (parse_cards("CJ CK SA"), parse_cards("C9 HA"), parse_cards("CQ S7 H7"))
    pos = Position(GameType.NULL, hands, leader=1, declarer=2, trick=(parse_card("C8"),))
    pos = pos.play(parse_card("CQ"))
    assert greedy_card(pos) == parse_card("CJ")


def test_a_stop_during_the_pool_start_waits_and_stops_the_new_pool(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """The app's warm-up thread may still be spawning workers when the user quits: the
    stop must not miss that pool (its orphaned workers would die with tracebacks)."""
    import multiprocessing
    import threading

    from skat_desktop.bots import pool as strong

    spawning = threading.Event()
    release = threading.Event()

    class SlowPool:
        terminated = False

        def __init__(self, workers: int) -> None:
            spawning.set()
            assert release.wait(10)

        def terminate(self) -> None:
            SlowPool.terminated = True

        def join(self) -> None:
            pass

    class Context:
        Pool = SlowPool

    monkeypatch.setattr(multiprocessing, "get_context", lambda method: Context)
    monkeypatch.setattr(strong, "_POOL", None)
    monkeypatch.setattr(strong, "_POOL_FAILED", False)
    starter = threading.Thread(target=strong._pool)
    starter.start()
    assert spawning.wait(10)
    stopper = threading.Thread(target=strong.shutdown_pool)
    stopper.start()
    stopper.join(0.2)
    assert stopper.is_alive()  # the stop waits for the workers being spawned
    release.set()
    starter.join(10)
    stopper.join(10)
    assert SlowPool.terminated and strong._POOL is None


def test_the_contract_decisions_think_longer_than_trick_play(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from skat_desktop.bench.bots import positions
    from skat_desktop.bots.strong_core import CONTRACT_BUDGET_FACTOR

    strong = StrongPlayer(1, budget_ms=400, parallel=False)
    time_given: dict[Phase, float] = {}

    def decide(view, acts, deadline):  # type: ignore[no-untyped-def]
        time_given[view.phase] = deadline - time.time()
        return acts[0], 0.5

    for name in ("_play", "_bid", "_skat", "_discard", "_declare"):
        monkeypatch.setattr(strong, name, decide)
    for view in positions(deals=1, seed=3):  # every decision of a heuristic-played deal
        strong.hint_with_chance(view)
    assert {Phase.BIDDING, Phase.SKAT, Phase.PLAY} <= set(time_given)
    base = 0.75 * 0.4  # three quarters of the budget, the rest for the world in progress
    assert abs(time_given[Phase.PLAY] - base) < 0.05
    assert abs(time_given[Phase.BIDDING] - base) < 0.05
    assert abs(time_given[Phase.SKAT] - CONTRACT_BUDGET_FACTOR * base) < 0.05
