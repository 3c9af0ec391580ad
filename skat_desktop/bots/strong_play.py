"""The Strong player's card play: every group of alike cards tried on the same samples."""

from __future__ import annotations

import time
from collections.abc import Sequence

from ..engine.actions import (
    PLAYS,
    Action,
    Play,
)
from ..engine.cards import ALL_CARDS, RANK_POINTS, Card, CardSet, card_list
from ..engine.rules import Contract
from ..engine.view import SeatView
from .play_inference import PlayModel
from .playout import GOAL_POINTS, goal_of, target_of
from .sampling import Sampler
from .strong_core import StrongBase, timed_samples

ROUND_SAMPLES = 24  # samples in the first round of a card decision (doubling after)
MAX_SAMPLES = 160  # per card decision


class CardPlay(StrongBase):
    """Trick play by sampling."""

    def _play(
        self, view: SeatView, legal: tuple[Action, ...], deadline: float
    ) -> tuple[Action, float]:
        all_cards = [a.card for a in legal if isinstance(a, Play)]
        contract = view.contract
        assert contract is not None and view.declarer is not None
        my_side_declares = view.seat == view.declarer
        # Cards that play alike (touching, equal points) are judged once: one card or one
        # such group (always so in the last trick) is answered at once.
        cards = equivalent_representatives(view, all_cards)
        if len(cards) == 1:
            if len(all_cards) == 1:
                return PLAYS[all_cards[0]], self.last_chance or 0.5
            h = self.heuristic.choose(view, legal)
            return h, self.last_chance or 0.5
        sampler = Sampler(view, play_signals=self.play_signals, kept_trumps=self.kept_trumps)
        if not sampler.consistent:
            return self.heuristic.choose(view, legal), 0.5
        goal = goal_of(contract)
        taken = view.points_taken(view.declarer)
        # A defender's lead weighs its samples by how naturally the declarer and the
        # partner played so far on each (``play_inference``); other decisions weigh every
        # sample 1. Leads only: there the samples lack most, and on the regret screen the
        # follows came out no better with the weights (docs/BOTS.md, issue 15).
        model = PlayModel(view, self.heuristic) if self.play_model and not view.trick else None
        if model is not None and not model.plays:
            model = None
        worlds: list[tuple[tuple[CardSet, CardSet, CardSet], int]] = []
        weights: list[float] = []
        results: list[list[int]] = []
        wins = [0.0] * len(cards)
        # Rounds of samples until the budget is spent, the sample cap is reached or one
        # card leads clearly: clear decisions (most late ones) are answered early.
        batch = ROUND_SAMPLES
        while True:
            round_start = time.time()
            drawn = timed_samples(sampler, self.rng, batch, deadline)
            fresh = [
                (w.hands, target_of(contract, w.skat) if goal == GOAL_POINTS else 0) for w in drawn
            ]
            rows = self._evaluate(view, contract, goal, taken, fresh, cards, deadline)
            worlds.extend(fresh[: len(rows)])
            for w in drawn[: len(rows)]:
                weights.append(1.0 if model is None else model.weight(w.hands, w.skat))
            results.extend(rows)
            for row, wt in zip(rows, weights[len(weights) - len(rows) :], strict=True):
                for i, r in enumerate(row):
                    wins[i] += wt * (r if my_side_declares else 1 - r)
            n = len(results)
            now = time.time()
            if (
                n >= MAX_SAMPLES
                or now + (now - round_start) > deadline
                or _clear(_as_counts(wins, weights), n)
            ):
                break
            batch = min(2 * batch, MAX_SAMPLES - n)
        if not results:
            return self.heuristic.choose(view, legal), 0.5
        total = sum(weights)
        best = max(wins)
        ties = [cards[i] for i in range(len(cards)) if wins[i] >= best - 1e-9 * total]
        if len(ties) > 1 and goal == GOAL_POINTS and time.time() < deadline:
            ties = self._schneider_tie_break(
                view, contract, taken, worlds, weights, ties, best / total, deadline
            )
        if len(ties) == 1:
            choice = ties[0]
        else:
            # The samples cannot tell these apart: the heuristic's card (or the card of
            # its group) if it is one of them, else the first tied card.
            h = self.heuristic.choose(view, legal)
            rep = group_of(view, all_cards).get(h.card) if isinstance(h, Play) else None
            choice = rep if rep in ties else ties[0]
        self.last_chance = best / total
        return PLAYS[choice], best / total

    def _schneider_tie_break(
        self,
        view: SeatView,
        contract: Contract,
        taken: int,
        worlds: list[tuple[tuple[CardSet, CardSet, CardSet], int]],
        weights: list[float],
        ties: list[Card],
        my_chance: float,
        deadline: float,
    ) -> list[Card]:
        """Among cards that make the goal equally often, those that best reach (or avoid)
        the next score step on the same samples: Schneider (90) when the declarer is
        winning, escaping Schneider (31) when it is losing."""
        declarer_chance = my_chance if view.seat == view.declarer else 1.0 - my_chance
        need = 90 if contract.schneider_announced else 61
        need2 = 90 if declarer_chance >= 0.5 else 31
        if need2 == need:
            return ties
        shifted = [(hands, target + need2 - need) for hands, target in worlds]
        rows = self._evaluate(view, contract, GOAL_POINTS, taken, shifted, ties, deadline)
        if not rows:
            return ties
        mine = view.seat == view.declarer
        score = [
            sum(wt * (r[i] if mine else 1 - r[i]) for r, wt in zip(rows, weights, strict=False))
            for i in range(len(ties))
        ]
        top = max(score)
        slack = 1e-9 * sum(weights)
        return [c for c, s in zip(ties, score, strict=True) if s >= top - slack]


def _as_counts(wins: list[float], weights: list[float]) -> list[float]:
    """Weighted wins scaled to the number of samples (unchanged when every weight is 1)."""
    total = sum(weights)
    if not total or total == len(weights):
        return wins
    return [w * len(weights) / total for w in wins]


def _clear(wins: Sequence[float], n: int) -> bool:
    """Whether more samples are unlikely to change the choice: one card ahead of the next
    by a wide margin, or (after enough samples) every card alike."""
    if n < ROUND_SAMPLES:
        return False
    ordered = sorted(wins, reverse=True)
    margin = ordered[0] - ordered[1]
    return margin >= max(4, n // 5) or (margin == 0 and ordered[0] == ordered[-1] and n >= 48)


def equivalent_representatives(view: SeatView, cards: list[Card]) -> list[Card]:
    """One card of each group of legal cards that play alike: same suit (as the contract
    defines suits), equal points (any in Null) and no card still out between them."""
    return sorted(set(group_of(view, cards).values()))


def group_of(view: SeatView, cards: list[Card]) -> dict[Card, Card]:
    """Each legal card mapped to the lowest card of its group of cards that play alike."""
    rules = view.rules
    if rules is None or len(cards) < 2:
        return {c: c for c in cards}
    strength = rules.strength
    null = view.contract is not None and view.contract.is_null
    # Cards that separate two of ours: still out (the skat counts as out, which only makes
    # fewer groups) or lying in the trick in progress (a 9 beats a led 8, a 7 does not).
    out = ALL_CARDS & ~view.played & ~view.hand
    for x in view.trick:
        out |= 1 << x
    groups: dict[Card, Card] = {}
    prev = -1
    for c in sorted(cards, key=lambda x: (rules.follow[x], strength[x])):
        alike = (
            prev >= 0
            and rules.follow[prev] == rules.follow[c]
            and (null or RANK_POINTS[prev & 7] == RANK_POINTS[c & 7])
        )
        if alike:
            lo, hi = strength[prev], strength[c]
            if not any(lo < strength[x] < hi for x in card_list(out & rules.follow[c])):
                groups[c] = groups[prev]  # plays like the card below it
                prev = c
                continue
        groups[c] = c
        prev = c
    return groups
