"""Sampled worlds fit everything the seat knows and nothing it does not."""

from __future__ import annotations

import random

from skat_desktop.bots.heuristic import HeuristicPlayer
from skat_desktop.bots.sampling import Sampler, World, read_signals, shown_voids
from skat_desktop.engine.actions import PASS, PICK_UP, Bid, DealCards, Declare, Discard, Play
from skat_desktop.engine.cards import ALL_CARDS, parse_card
from skat_desktop.engine.deal import Deal, Phase
from skat_desktop.engine.rules import Contract, GameType
from skat_desktop.engine.view import SeatView, view_of

from .bot_helpers import apply_all, deal_of


def _played_deals(count: int, seed: int) -> list[tuple[Deal, list[SeatView]]]:
    """Deals played by the heuristic bot, with every seat's view at every decision."""
    out = []
    for i in range(count):
        deal = Deal.from_seed(seed * 1000 + i)
        players = [HeuristicPlayer(i * 3 + s) for s in range(3)]
        views: list[SeatView] = []
        while not deal.is_over:
            seat = deal.current_player
            for s in (0, 1, 2):
                views.append(view_of(deal, s))
            v = views[-3 + seat]
            deal.apply(players[seat].choose(v, v.legal), seat)
        out.append((deal, views))
    return out


def _check_world(view: SeatView, world: World) -> None:
    hands = world.hands
    assert hands[view.seat] == view.hand
    assert tuple(h.bit_count() for h in hands) == view.hand_sizes
    everything = [hands[0], hands[1], hands[2], world.skat, view.played]
    union = 0
    for part in everything:
        assert not union & part, "a card sits in two places"
        union |= part
    if view.phase in (Phase.PLAY, Phase.DECLARE) or (
        view.phase != Phase.DISCARD and view.declarer is None
    ):
        assert union == ALL_CARDS
        assert world.skat.bit_count() == 2
    voids = shown_voids(view)
    for p in (0, 1, 2):
        assert not hands[p] & voids[p], "a seat got a suit it showed void in"
    if view.open_hand:
        assert view.declarer is not None
        assert hands[view.declarer] == view.open_hand
    if view.seat == view.declarer and view.picked_up and view.phase != Phase.DISCARD:
        assert world.skat == view.discard


def test_samples_are_consistent_in_every_phase() -> None:
    rng = random.Random(3)
    checked = 0
    for _deal, views in _played_deals(8, 11):
        for view in views[::3]:
            if view.phase == Phase.SCORED:
                continue
            sampler = Sampler(view)
            assert sampler.consistent
            for world in sampler.samples(rng, 3):
                _check_world(view, world)
                checked += 1
    assert checked > 300


def test_the_true_deal_is_always_possible() -> None:
    # The real hands satisfy every constraint the sampler derives, so it never rules
    # the truth out: each real hidden card is allowed where it really lies.
    for deal, views in _played_deals(4, 12):
        for view in views:
            if view.phase != Phase.PLAY:
                continue
            sampler = Sampler(view)
            voids = shown_voids(view)
            for p in (0, 1, 2):
                if p != view.seat:
                    assert not deal.hands[p] & voids[p]
            assert sampler.consistent


def test_samples_never_depend_on_hidden_cards() -> None:
    # Two deals that differ only in cards the seat cannot see give the same view and
    # therefore the same samples from the same seed.
    base = list(Deal.from_seed(5).dealt_hands)
    cards = Deal.from_seed(5)
    layout: list[int] = []
    for h in base:
        layout += [c for c in range(32) if h >> c & 1]
    layout += [c for c in range(32) if cards.dealt_skat >> c & 1]
    swapped = list(layout)
    swapped[10], swapped[20] = swapped[20], swapped[10]  # middlehand and rearhand trade a card
    swapped[21], swapped[30] = swapped[30], swapped[21]  # rearhand and the skat trade a card
    a = Deal()
    a.apply(DealCards(tuple(layout)))
    b = Deal()
    b.apply(DealCards(tuple(swapped)))
    va, vb = view_of(a, 0), view_of(b, 0)
    assert va == vb
    wa = Sampler(va).samples(random.Random(9), 5)
    wb = Sampler(vb).samples(random.Random(9), 5)
    assert wa == wb


def test_samples_vary() -> None:
    _deal, views = _played_deals(1, 13)[0]
    view = views[0]
    worlds = Sampler(view).samples(random.Random(1), 20)
    assert len({w.hands for w in worlds}) > 10


def test_play_signals_read_the_heuristic_players_tricks_right() -> None:
    """The heuristic player smears a ten or ace on its partner's trick and gives no points
    to a trick the other side takes: its true hand never holds a card a signal rules out."""
    signals = 0
    for i in range(12):
        deal = Deal.from_seed(23_000 + i)
        players = [HeuristicPlayer(i * 3 + s) for s in range(3)]
        while not deal.is_over:
            seat = deal.current_player
            view = view_of(deal, seat)
            for other, unlikely, factor in read_signals(view):
                signals += 1
                assert other != seat and 0 < factor < 1
                assert not deal.hands[other] & unlikely
            deal.apply(players[seat].choose(view, view.legal), seat)
    assert signals > 50


def test_samples_give_a_seat_the_cards_its_plays_rule_out_less_often() -> None:
    rng = random.Random(5)
    with_signals = without = checked = 0
    for _deal, views in _played_deals(10, 29):
        for view in views[::3]:
            signals = read_signals(view)
            if not signals:
                continue
            checked += 1
            for use, counter in ((True, "with"), (False, "without")):
                sampler = Sampler(view, play_signals=use)
                for _ in range(20):
                    world = sampler.sample(rng)
                    hit = sum(1 for s, unlikely, _f in signals if world.hands[s] & unlikely)
                    if counter == "with":
                        with_signals += hit
                    else:
                        without += hit
    assert checked > 20
    assert with_signals < 0.7 * without


def _defender_views_after_pickup(count: int, seed: int) -> list[SeatView]:
    out = []
    for _, views in _played_deals(count, seed):
        for v in views:
            if (
                v.phase == Phase.PLAY
                and v.declarer is not None
                and v.seat != v.declarer
                and v.picked_up
                and v.contract is not None
                and not v.contract.is_null
            ):
                out.append(v)
    return out


def test_a_defenders_samples_keep_the_declarers_trumps_out_of_the_discard() -> None:
    views = _defender_views_after_pickup(25, 61)[::7]
    assert len(views) > 20
    rng = random.Random(4)
    with_trumps = 0
    for view in views:
        assert view.rules is not None
        trumps = view.rules.trumps
        kept = Sampler(view)
        assert kept.consistent
        for w in kept.samples(rng, 10):
            _check_world(view, w)
            assert not w.skat & trumps
        uniform = Sampler(view, kept_trumps=False)
        with_trumps += sum(bool(w.skat & trumps) for w in uniform.samples(rng, 10))
    # Without the rule about half the samples lay a trump in the skat.
    assert with_trumps > 2 * len(views)


def test_trumps_go_to_the_skat_when_no_deal_fits_without() -> None:
    # Forehand declares Clubs and (unusually) puts away the club seven; both defenders
    # hold no trump and show it on the first trick: a trump must lie in the skat, so the
    # rule gives way rather than leaving no deal.
    deal = deal_of(
        "CJ SJ HJ DJ CA CT CK CQ C9 C8",
        "SA ST SK SQ S9 S8 S7 HA HT HK",
        "HQ H9 H8 H7 DA DT DK DQ D9 D8",
        "C7 D7",
    )
    away = sorted((parse_card("C7"), parse_card("D7")))
    apply_all(deal, [PASS, PASS, Bid(18), PICK_UP, Discard((away[0], away[1]))])
    apply_all(deal, [Declare(Contract(GameType.CLUBS)), Play(parse_card("CJ"))])
    apply_all(deal, [Play(parse_card("S7")), Play(parse_card("H7"))])
    view = view_of(deal, 1)
    assert view.rules is not None
    sampler = Sampler(view)
    assert sampler.consistent
    for w in sampler.samples(random.Random(2), 5):
        _check_world(view, w)
        # Ten trumps unseen, nine cards in the declarer's hand: at least one in the skat.
        assert w.skat & view.rules.trumps
