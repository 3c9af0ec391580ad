"""Deals of the hidden cards consistent with what one seat knows, weighted by auction and contract.

Only a ``SeatView`` goes in. The unseen cards are split between the two other seats
and the skat (the two cards that will count for the declarer), so that every sample
respects the hand sizes, the cards played, the voids shown, the skat the seat saw or
put away and an ouvert declarer's open hand. The split is drawn uniformly among all
consistent ones (counting by type of constraint, not by rejection), then accepted with
a probability that says how well each hand fits what its owner bid and declared.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from math import comb

from ..engine.actions import Bid, Hold, Pass
from ..engine.cards import (
    ACE,
    ALL_CARDS,
    JACKS,
    RANK_POINTS,
    SUIT_MASKS,
    SUITS,
    TEN,
    CardSet,
    card_list,
    points,
)
from ..engine.deal import Phase, Trick
from ..engine.rules import GameType
from ..engine.view import SeatView
from .evaluation import bid_limit, final_chance

SKAT = 3  # destination index of the skat next to the seats 0, 1, 2


@dataclass(frozen=True, slots=True)
class World:
    """One guess at the hidden cards: every seat's remaining hand and the skat."""

    hands: tuple[CardSet, CardSet, CardSet]
    skat: CardSet
    weight: float = 1.0


def shown_voids(view: SeatView) -> list[CardSet]:
    """Per seat, the cards it cannot hold because it did not follow a card led."""
    void = [0, 0, 0]
    rules = view.rules
    if rules is None:
        return void
    for t in view.tricks:
        follow = rules.follow[t.cards[0]]
        for i in (1, 2):
            if not follow >> t.cards[i] & 1:
                void[t.seat_of(i)] |= follow
    if view.trick:
        follow = rules.follow[view.trick[0]]
        for i in range(1, len(view.trick)):
            if not follow >> view.trick[i] & 1:
                void[(view.trick_leader + i) % 3] |= follow
    return void


def auction_words(view: SeatView) -> tuple[list[int], list[bool]]:
    """Per seat: the highest value it bid or held, and whether it has passed."""
    said = [0, 0, 0]
    passed = [False, False, False]
    last_bid = 0
    for seat, action in view.history:
        if isinstance(action, Bid):
            last_bid = action.value
            said[seat] = max(said[seat], action.value)
        elif isinstance(action, Hold):
            said[seat] = max(said[seat], last_bid)
        elif isinstance(action, Pass):
            passed[seat] = True
    return said, passed


class Sampler:
    """Draws ``World``s for one view; build once per decision, then call ``sample``."""

    def __init__(
        self,
        view: SeatView,
        use_inference: bool = True,
        play_signals: bool = True,
        kept_trumps: bool = True,
    ) -> None:
        self.view = view
        self.seat = view.seat
        self.use_inference = use_inference
        played = view.played
        known = view.hand | played
        own_skat = 0
        declarer = view.declarer
        if view.seat == declarer and view.picked_up:
            # The declarer put the discard away and knows it; in the discard phase the
            # skat is still in the hand and nothing lies in the skat.
            own_skat = view.discard
            known |= view.discard | view.skat
        known |= view.open_hand
        self.own_skat = own_skat
        self.unseen = ALL_CARDS & ~known
        voids = shown_voids(view)
        others = [p for p in (0, 1, 2) if p != view.seat]
        self.others = others
        fixed = [0, 0, 0, own_skat]
        fixed[view.seat] = view.hand
        if view.open_hand and declarer is not None and declarer != view.seat:
            fixed[declarer] = view.open_hand
        self.fixed = fixed
        sizes = list(view.hand_sizes)
        need = [0, 0, 0, 0]
        for p in others:
            need[p] = sizes[p] - fixed[p].bit_count()
        need[SKAT] = self.unseen.bit_count() - need[others[0]] - need[others[1]]
        self.need = need
        # Allowed destinations per unseen card: a seat unless it showed a void there
        # (or its hand is known), the skat whenever the seat has not seen it.
        x, y = others
        ok_x = self.unseen & ~voids[x] if need[x] else 0
        ok_y = self.unseen & ~voids[y] if need[y] else 0
        ok_s = self.unseen if need[SKAT] else 0
        contract, rules = view.contract, view.rules
        self.groups: dict[str, CardSet] = {}
        self._splits: list[tuple[float, tuple[int, int, int, int, int]]] = []
        if (
            kept_trumps
            and declarer is not None
            and view.seat != declarer
            and view.picked_up
            and contract is not None
            and rules is not None
            and not contract.is_null
        ):
            # A declarer who picked up keeps its trumps: it puts away side cards (none
            # of 110 discards of the Normal player held a trump, and players are taught
            # so), where a uniform draw lays a trump in the skat in six samples of ten.
            # When no deal fits without one, the skat may hold trumps after all.
            self._cut(ok_x, ok_y, ok_s & ~rules.trumps)
        if not self._splits:
            self._cut(ok_x, ok_y, ok_s)
        self.consistent = bool(self._splits)
        self._said, self._passed = auction_words(view)
        self._signals = read_signals(view) if play_signals else []

    def _cut(self, ok_x: CardSet, ok_y: CardSet, ok_s: CardSet) -> None:
        """The groups of unseen cards by where they may go, and every way to split them."""
        self.groups = {
            "x": self.unseen & ok_x & ~ok_y & ~ok_s,
            "y": self.unseen & ok_y & ~ok_x & ~ok_s,
            "s": self.unseen & ok_s & ~ok_x & ~ok_y,
            "xy": ok_x & ok_y & ~ok_s,
            "xs": ok_x & ok_s & ~ok_y,
            "ys": ok_y & ok_s & ~ok_x,
            "xys": ok_x & ok_y & ok_s,
        }
        stray = self.unseen & ~(ok_x | ok_y | ok_s)
        self._splits = [] if stray else self._count_splits()

    def _count_splits(self) -> list[tuple[float, tuple[int, int, int, int, int]]]:
        """Every way to cut the two- and three-way groups, with its number of deals."""
        x, y = self.others
        g = {k: v.bit_count() for k, v in self.groups.items()}
        nx, ny, ns = self.need[x], self.need[y], self.need[SKAT]
        nx -= g["x"]
        ny -= g["y"]
        ns -= g["s"]
        if min(nx, ny, ns) < 0:
            return []
        splits: list[tuple[float, tuple[int, int, int, int, int]]] = []
        free = g["xys"]
        for a in range(g["xy"] + 1):  # xy cards to x
            for b in range(g["xs"] + 1):  # xs cards to x
                for c in range(g["ys"] + 1):  # ys cards to y
                    fx = nx - a - b
                    fy = ny - (g["xy"] - a) - c
                    fs = ns - (g["xs"] - b) - (g["ys"] - c)
                    if fx < 0 or fy < 0 or fs < 0 or fx + fy + fs != free:
                        continue
                    ways = (
                        comb(g["xy"], a)
                        * comb(g["xs"], b)
                        * comb(g["ys"], c)
                        * comb(free, fx)
                        * comb(free - fx, fy)
                    )
                    splits.append((float(ways), (a, b, c, fx, fy)))
        return splits

    def uniform(self, rng: random.Random) -> World:
        """A consistent world drawn uniformly, without the auction's weighting."""
        if not self._splits:
            raise ValueError("no deal of the unseen cards fits this view")
        weights = [w for w, _ in self._splits]
        a, b, c, fx, fy = rng.choices([s for _, s in self._splits], weights)[0]
        x, y = self.others
        gr = self.groups
        hands = [self.fixed[0], self.fixed[1], self.fixed[2], self.fixed[SKAT]]
        hands[x] |= gr["x"]
        hands[y] |= gr["y"]
        hands[SKAT] |= gr["s"]
        for key, count, first, second in (
            ("xy", a, x, y),
            ("xs", b, x, SKAT),
            ("ys", c, y, SKAT),
        ):
            cards = card_list(gr[key])
            rng.shuffle(cards)
            for i, card in enumerate(cards):
                hands[first if i < count else second] |= 1 << card
        cards = card_list(gr["xys"])
        rng.shuffle(cards)
        for i, card in enumerate(cards):
            hands[x if i < fx else (y if i < fx + fy else SKAT)] |= 1 << card
        return World((hands[0], hands[1], hands[2]), hands[SKAT])

    def sample(self, rng: random.Random, tries: int = 12) -> World:
        """A world accepted with the probability the auction and contract give it; after
        ``tries`` rejections the likeliest candidate seen is returned."""
        best: World | None = None
        for _ in range(tries):
            world = self.uniform(rng)
            w = self.likelihood(world) if self.use_inference else 1.0
            if rng.random() < w:
                return World(world.hands, world.skat, w)
            if best is None or w > best.weight:
                best = World(world.hands, world.skat, w)
        assert best is not None
        return best

    def samples(self, rng: random.Random, n: int) -> list[World]:
        return [self.sample(rng) for _ in range(n)]

    # -- inference ------------------------------------------------------------------

    def dealt_cards(self, world: World, seat: int) -> CardSet:
        """The cards ``seat`` held when the auction ran, as far as this world says."""
        view = self.view
        cards = world.hands[seat] | view.cards_played_by(seat)
        if seat == view.declarer and view.picked_up and view.phase != Phase.DISCARD:
            # The twelve it held after picking up, less the skat as dealt: unknown to
            # others, so the two it put away stand in for the two it picked up.
            cards |= world.skat
            if view.skat:
                cards &= ~view.skat
        return cards

    def likelihood(self, world: World) -> float:
        """How well the other seats' hands fit their bids, passes and the contract (0..1)."""
        view = self.view
        w = 1.0
        for p in self.others:
            if p == view.declarer and view.open_hand:
                continue
            dealt = self.dealt_cards(world, p)
            if dealt.bit_count() not in (10, 12):
                continue
            if dealt.bit_count() == 12:
                # Judge the ten best cards: drop the two the player would put away.
                dealt = _ten_of_twelve(dealt)
            said = self._said[p]
            # One evaluation per seat and world (it is most of the sampling time).
            limit = -1
            if p == view.declarer and view.contract is not None:
                w *= _declarer_fit(dealt, view, p, world)
            elif said:
                limit = bid_limit(dealt, p == 0).limit
                if limit < said:
                    # Bids beyond what the hand supports happen, but rarely.
                    w *= 0.25 if limit >= said - 6 else 0.1
            if self._passed[p] and p != view.declarer:
                if limit < 0:
                    limit = bid_limit(dealt, p == 0).limit
                passed_at = max(view.bid_value, 18)
                if limit > passed_at + 6:
                    w *= 0.35
        for p, unlikely, factor in self._signals:
            if world.hands[p] & unlikely:
                w *= factor
        return w


# What a world's acceptance is multiplied by when the last card of a trick speaks
# against it: a defender who kept a ten while the partner surely took the trick (tens
# are smeared: "schmieren"), or one who kept an ace, and any player who gave an ace or a
# ten to a trick the other side surely took while holding a cheaper card it could play.
SMEARED_TEN_KEPT = 0.3
SMEARED_ACE_KEPT = 0.7
POINTS_GIVEN_AWAY = 0.15


def read_signals(view: SeatView) -> list[tuple[int, CardSet, float]]:
    """What the last card of each finished trick says about its player's other cards:
    per signal the seat, the cards that would make that card an unlikely choice, and the
    factor a world giving the seat one of them is weighed by. The third card is played
    knowing who takes the trick, so its points tell most (suit and Grand games only)."""
    rules, contract, declarer = view.rules, view.contract, view.declarer
    if rules is None or contract is None or contract.is_null or declarer is None:
        return []
    out: list[tuple[int, CardSet, float]] = []
    # Cards each seat played after a trick: it held them then, so a signal contradicted
    # by one of them says nothing about the world (it would weigh every world alike).
    later = [0, 0, 0]
    for c_index in range(len(view.trick)):
        later[(view.trick_leader + c_index) % 3] |= 1 << view.trick[c_index]
    for t in reversed(view.tricks):
        p = t.seat_of(2)
        if p != view.seat and not (p == declarer and view.open_hand):
            for unlikely, factor in _third_card_signals(view, t, p):
                # Held then, since played later: that card's choice had other reasons.
                if unlikely and not unlikely & later[p]:
                    out.append((p, unlikely, factor))
        for i in range(3):
            later[t.seat_of(i)] |= 1 << t.cards[i]
    return out


def _third_card_signals(view: SeatView, t: Trick, p: int) -> list[tuple[CardSet, float]]:
    """The cards that would make seat ``p``'s last card of trick ``t`` unlikely."""
    rules, declarer = view.rules, view.declarer
    assert rules is not None
    lead, second, third = t.cards
    follow = rules.follow[lead]
    first_two = t.seat_of(1) if rules.beats(second, lead, lead) else t.leader
    legal = follow if follow >> third & 1 else ALL_CARDS
    plain = legal & ~rules.trumps
    points_played = RANK_POINTS[third & 7]
    if (first_two == declarer) == (p == declarer):
        # The partner (p is a defender here) takes the trick whatever p plays: smear.
        if points_played >= 10:
            return []
        return [(_TENS & plain, SMEARED_TEN_KEPT), (_ACES & plain, SMEARED_ACE_KEPT)]
    if t.winner == p or points_played < 10:
        return []
    cheaper = sum(1 << c for c in card_list(legal) if RANK_POINTS[c & 7] < points_played)
    return [(cheaper, POINTS_GIVEN_AWAY)]


_TENS = sum(1 << (s * 8 + TEN) for s in SUITS)
_ACES = sum(1 << (s * 8 + ACE) for s in SUITS)


def _ten_of_twelve(cards: CardSet) -> CardSet:
    """Ten of twelve cards without the two lowest plain non-aces (a rough discard)."""
    plain = card_list(cards & ~JACKS)
    plain.sort(key=lambda c: (c & 7 == 7, c & 7 == 3, c & 7))
    for c in plain[:2]:
        cards &= ~(1 << c)
    return cards


def _declarer_fit(dealt: CardSet, view: SeatView, seat: int, world: World) -> float:
    contract = view.contract
    assert contract is not None
    game = contract.game
    if game == GameType.NULL:
        # A Null declarer holds low cards: few aces, kings, queens and tens.
        high = sum(((dealt >> (s * 8)) & 0xF8).bit_count() for s in range(4))
        return 1.0 if high <= 8 else 0.4
    chance = final_chance(dealt, game, seat == 0, points(world.skat))
    trumps = JACKS if game == GameType.GRAND else JACKS | SUIT_MASKS[int(game)]
    if game != GameType.GRAND and (dealt & trumps).bit_count() < 4:
        return 0.05
    return max(0.05, min(1.0, chance / 0.6))


def sampler_for(view: SeatView, use_inference: bool = True) -> Sampler:
    return Sampler(view, use_inference)


__all__ = ["SKAT", "Sampler", "World", "auction_words", "sampler_for", "shown_voids"]
