"""A defender's samples weighed by how naturally the declarer and the partner played."""

from __future__ import annotations

import random
from collections.abc import Iterator

from skat_desktop.bots.heuristic import HeuristicPlayer
from skat_desktop.bots.play_inference import OTHER, PlayModel, informative_plays
from skat_desktop.bots.sampling import Sampler
from skat_desktop.bots.strong import StrongPlayer
from skat_desktop.engine.actions import Play
from skat_desktop.engine.cards import CardSet
from skat_desktop.engine.deal import Deal, Phase
from skat_desktop.engine.view import SeatView, view_of

Hands = tuple[CardSet, CardSet, CardSet]


def _defender_views(count: int, seed: int) -> list[tuple[SeatView, Hands, CardSet]]:
    """Defender decisions of suit and Grand games played by the heuristic, each with the
    true hands and skat as they stood then."""
    out: list[tuple[SeatView, Hands, CardSet]] = []
    for i in range(count):
        deal = Deal.from_seed(seed * 1000 + i)
        players = [HeuristicPlayer(i * 3 + s) for s in range(3)]
        while not deal.is_over:
            seat = deal.current_player
            view = view_of(deal, seat)
            contract = view.contract
            if view.phase == Phase.PLAY and seat != view.declarer and view.tricks:
                assert contract is not None
                if not contract.is_null:
                    hands = (deal.hands[0], deal.hands[1], deal.hands[2])
                    out.append((view, hands, deal.skat))
            deal.apply(players[seat].choose(view, view.legal), seat)
    return out


def _models(deals: int, seed: int) -> Iterator[tuple[SeatView, Hands, CardSet, PlayModel]]:
    """The defender views that have earlier plays to read, each with its model."""
    model_player = HeuristicPlayer(0)
    for view, hands, skat in _defender_views(deals, seed):
        model = PlayModel(view, model_player)
        if model.plays:
            yield view, hands, skat, model


def test_the_true_deal_of_heuristic_play_gets_full_weight() -> None:
    """Rebuilt with the true hands, every earlier position asks the model for the card
    the heuristic really played: the reconstruction of the past is exact."""
    checked = 0
    for _, hands, skat, model in _models(12, 41):
        assert model.weight(hands, skat) == 1.0
        checked += 1
    assert checked > 30


def test_sampled_deals_that_contradict_the_play_weigh_less() -> None:
    rng = random.Random(3)
    lowered = 0
    for view, _, _, model in _models(6, 42):
        sampler = Sampler(view)
        weights = [model.weight(w.hands, w.skat) for w in sampler.samples(rng, 20)]
        assert all(0 < w <= 1.0 for w in weights)
        assert min(weights) >= OTHER ** len(model.plays) - 1e-12
        lowered += any(w < 1.0 for w in weights)
    assert lowered > 10


def test_only_the_declarer_and_the_partners_leads_are_read() -> None:
    for view, _, _ in _defender_views(6, 43)[:40]:
        declarer = view.declarer
        partner = 3 - view.seat - (declarer or 0)
        for p in informative_plays(view):
            assert p.seat in (declarer, partner)
            if p.seat == partner:
                assert not p.view.trick  # a lead
            assert p.later >> p.card & 1
            assert p.view.hand == 0
    # The declarer's own view reads nothing (it knows its hand; the defenders are the
    # ones the model is for).
    deal = Deal.from_seed(7)
    players = [HeuristicPlayer(s) for s in range(3)]
    while not deal.is_over:
        seat = deal.current_player
        view = view_of(deal, seat)
        if view.phase == Phase.PLAY and seat == view.declarer:
            assert informative_plays(view) == []
        deal.apply(players[seat].choose(view, view.legal), seat)


def test_strong_defender_plays_a_legal_card_with_the_model() -> None:
    for view, _, _ in _defender_views(3, 44)[:6]:
        player = StrongPlayer(1, 120, parallel=False, play_model=True)
        action, chance = player.hint_with_chance(view, view.legal)
        assert isinstance(action, Play) and action in view.legal
        assert 0.0 <= chance <= 1.0
