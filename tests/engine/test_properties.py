"""Hypothesis properties of random legal deals: cards, points, follow-suit, replay, undo."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from skat_desktop.engine.actions import Play
from skat_desktop.engine.cards import ALL_CARDS, JACK, card_list, points, rank_of, suit_of
from skat_desktop.engine.deal import Deal, Phase
from skat_desktop.engine.rules import Contract, GameType

from .helpers import locations, snapshot

SEEDS = st.integers(min_value=0, max_value=2**32 - 1)
FAST = settings(max_examples=30, deadline=None)


def effective_suit(c: int, contract: Contract) -> int:
    """Written from RULES.md alone: 4 stands for "trump"; jacks are trumps but in Null."""
    if contract.game == GameType.NULL:
        return suit_of(c)
    if rank_of(c) == JACK or (contract.game.is_suit and suit_of(c) == int(contract.game)):
        return 4
    return suit_of(c)


def reference_legal(deal: Deal) -> set[int]:
    hand = card_list(deal.hands[deal.current_player])
    if not deal.trick:
        return set(hand)
    assert deal.contract is not None
    led = effective_suit(deal.trick[0], deal.contract)
    same = {c for c in hand if effective_suit(c, deal.contract) == led}
    return same or set(hand)


def random_run(deal_seed: int, play_seed: int) -> list[Deal]:
    """Every state of one random deal, a clone per step."""
    rng = random.Random(play_seed)
    d = Deal.from_seed(deal_seed)
    states = [d.clone()]
    while d.result is None:
        d.apply(rng.choice(d.legal_actions()))
        states.append(d.clone())
    return states


@FAST
@given(SEEDS, SEEDS)
def test_cards_and_points_always_accounted_for(deal_seed: int, play_seed: int) -> None:
    for d in random_run(deal_seed, play_seed):
        places = locations(d)
        union = 0
        for p in places:
            assert union & p == 0  # no card in two places
            union |= p
        assert union == ALL_CARDS and sum(p.bit_count() for p in places) == 32
        assert sum(points(p) for p in places) == 120
    final = d
    r = final.result
    assert r is not None
    if final.declarer is not None:
        defenders = 0
        for seat in final.defenders:
            defenders |= final.taken[seat]
        unplayed = final.hands[0] | final.hands[1] | final.hands[2]
        assert r.declarer_points + points(defenders) + points(unplayed) == 120
        if len(final.tricks) == 10:
            assert r.declarer_points + points(defenders) == 120


@FAST
@given(SEEDS, SEEDS)
def test_legal_cards_follow_suit_and_none_is_missing(deal_seed: int, play_seed: int) -> None:
    for d in random_run(deal_seed, play_seed):
        if d.phase != Phase.PLAY:
            continue
        plays = d.legal_actions()
        assert all(isinstance(a, Play) for a in plays)
        got = {a.card for a in plays if isinstance(a, Play)}
        assert got == reference_legal(d)
        assert len(got) == len(plays)
        assert d.legal_cards() == sum(1 << c for c in got)


@FAST
@given(SEEDS, SEEDS)
def test_replaying_the_history_rebuilds_the_state(deal_seed: int, play_seed: int) -> None:
    for d in random_run(deal_seed, play_seed)[::3]:
        assert snapshot(Deal.replay(d.history)) == snapshot(d)


@FAST
@given(SEEDS, SEEDS, st.integers(min_value=1, max_value=40), st.data())
def test_undo_then_redo_is_identity(
    deal_seed: int, play_seed: int, back: int, data: st.DataObject
) -> None:
    states = random_run(deal_seed, play_seed)
    d = states[data.draw(st.integers(min_value=0, max_value=len(states) - 1))]
    before = snapshot(d)
    back = min(back, len(d.history))
    undone = d.history[len(d.history) - back :]
    d.undo(back)
    assert len(d.history) == len(before["history"]) - back
    for seat, action in undone:
        d.apply(action, None if seat < 0 else seat)
    assert snapshot(d) == before


@FAST
@given(SEEDS, SEEDS)
def test_clone_is_independent(deal_seed: int, play_seed: int) -> None:
    states = random_run(deal_seed, play_seed)
    mid = states[len(states) // 2]
    before = snapshot(mid)
    copy = mid.clone()
    rng = random.Random(play_seed)
    while copy.result is None:
        copy.apply(rng.choice(copy.legal_actions()))
    assert snapshot(mid) == before
