"""Card tracking from a seat's view: cards gone, voids shown, who may hold what, points."""

from __future__ import annotations

from dataclasses import dataclass

from ..engine.actions import Play
from ..engine.cards import ALL_CARDS, Card, CardSet, points
from ..engine.rules import GameRules
from ..engine.view import SeatView


def category(rules: GameRules, c: Card) -> CardSet:
    """The cards that follow ``c``: its suit as the contract sees it (trumps are one suit)."""
    return rules.follow[c]


def highest(rules: GameRules, mask: CardSet) -> Card | None:
    """The strongest card of ``mask`` as a trick would rank it (within one category)."""
    best: Card | None = None
    best_s = -1
    strength = rules.strength
    m = mask
    while m:
        low = m & -m
        c = low.bit_length() - 1
        m ^= low
        if strength[c] > best_s:
            best, best_s = c, strength[c]
    return best


def lowest(rules: GameRules, mask: CardSet) -> Card | None:
    best: Card | None = None
    best_s = 1 << 30
    strength = rules.strength
    m = mask
    while m:
        low = m & -m
        c = low.bit_length() - 1
        m ^= low
        if strength[c] < best_s:
            best, best_s = c, strength[c]
    return best


@dataclass(slots=True)
class Tracker:
    """What one seat knows in trick play.

    ``possible[p]`` holds the cards seat ``p`` may still hold (``p`` ≠ own seat);
    ``void[p]`` the cards ``p`` is known not to hold because it failed to follow.
    ``skat_unknown`` is True when the two skat cards lie among the unseen cards.
    """

    seat: int
    rules: GameRules
    declarer: int
    hand: CardSet
    played: CardSet
    unseen: CardSet
    void: list[CardSet]
    possible: list[CardSet]
    skat_unknown: bool
    declarer_points: int
    defender_points: int
    known_skat_points: int

    @property
    def is_declarer(self) -> bool:
        return self.seat == self.declarer

    @property
    def partner(self) -> int | None:
        if self.is_declarer:
            return None
        return 3 - self.seat - self.declarer

    def others(self) -> tuple[int, int]:
        a, b = (self.seat + 1) % 3, (self.seat + 2) % 3
        return a, b

    def outside(self, mask: CardSet) -> CardSet:
        """Cards of ``mask`` that someone else may still hold (not mine, not played)."""
        return mask & self.unseen

    def in_play_elsewhere(self, mask: CardSet) -> CardSet:
        """Cards of ``mask`` still held by the two other players (skat excluded if known)."""
        o1, o2 = self.others()
        return mask & (self.possible[o1] | self.possible[o2])

    def can_beat(self, seat: int, card: Card, lead: Card, strict: bool = False) -> bool:
        """Whether ``seat`` may hold a card that beats ``card`` in a trick led by ``lead``.

        By default a player who may still hold the suit led is assumed to follow it;
        ``strict`` also counts a trump from a void nobody has seen yet.
        """
        rules = self.rules
        follow = rules.follow[lead]
        held = self.possible[seat]
        cand = held & follow
        if strict or not cand:
            cand = held & (follow | rules.trumps) if strict else held & rules.trumps
        m = cand
        while m:
            low = m & -m
            c = low.bit_length() - 1
            m ^= low
            if rules.beats(c, card, lead):
                return True
        return False


def track(view: SeatView, use_voids: bool = True, memory: int | None = None) -> Tracker:
    """Build the tracker for ``view`` (trick play only); ``use_voids`` off forgets voids;
    ``memory`` remembers only the cards of that many last tricks (and the trick in
    progress), as a beginner who does not count: the rest seem still out."""
    rules = view.rules
    declarer = view.declarer
    assert rules is not None and declarer is not None
    played = view.played
    if memory is not None:
        played = 0
        for c in view.trick:
            played |= 1 << c
        for t in view.tricks[len(view.tricks) - memory :] if memory > 0 else ():
            played |= t.mask
    known = view.hand | played
    skat_known = 0
    if view.seat == declarer and view.picked_up:
        skat_known = view.discard
        known |= view.discard | view.skat
    known |= view.open_hand
    unseen = ALL_CARDS & ~known
    void = [0, 0, 0]
    # A player who did not follow the card led holds none of that suit (as the contract
    # defines suits), which the whole table saw.
    for t in view.tricks:
        lead = t.cards[0]
        follow = rules.follow[lead]
        for i in (1, 2):
            if not (follow >> t.cards[i] & 1):
                void[t.seat_of(i)] |= follow
    if view.trick:
        lead = view.trick[0]
        follow = rules.follow[lead]
        for i in range(1, len(view.trick)):
            if not (follow >> view.trick[i] & 1):
                void[(view.trick_leader + i) % 3] |= follow
    if not use_voids:
        void = [0, 0, 0]
    possible = [0, 0, 0]
    for p in (0, 1, 2):
        if p == view.seat:
            possible[p] = view.hand
        elif p == declarer and view.open_hand:
            possible[p] = view.open_hand
        else:
            possible[p] = unseen & ~void[p]
    skat_unknown = not (view.seat == declarer and view.picked_up)
    dp = 0
    fp = 0
    for t in view.tricks:
        if t.winner == declarer:
            dp += points(t.mask)
        else:
            fp += points(t.mask)
    return Tracker(
        seat=view.seat,
        rules=rules,
        declarer=declarer,
        hand=view.hand,
        played=played,
        unseen=unseen,
        void=void,
        possible=possible,
        skat_unknown=skat_unknown,
        declarer_points=dp,
        defender_points=fp,
        known_skat_points=points(skat_known),
    )


def plays_of(view: SeatView) -> list[tuple[int, Card]]:
    """Every card played so far as (seat, card), in order."""
    return [(seat, a.card) for seat, a in view.history if isinstance(a, Play)]


__all__ = ["Tracker", "category", "highest", "lowest", "plays_of", "track"]
