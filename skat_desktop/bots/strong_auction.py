"""The Strong player's bidding: the highest value with a positive expected score."""

from __future__ import annotations

from ..engine.actions import (
    PASS,
    Action,
    Bid,
    Hold,
)
from ..engine.rules import BASE_VALUES, BID_VALUES, GameType
from ..engine.view import SeatView
from .evaluation import (
    bid_limit,
    null_chance,
    pre_chance,
)
from .playout import sf_expectation, sf_score
from .strong_core import StrongBase


class Auction(StrongBase):
    """Bidding by sampling."""

    def bid_limit(self, view: SeatView, deadline: float) -> tuple[int, float]:
        """The highest value worth bidding with this hand and the chance of the game meant."""
        key = (view.hand, view.seat)
        forehand = view.seat == 0
        games = self._candidate_games(view.hand, forehand)
        chances = self._game_chances(view, games, deadline, None)
        best_limit, best_chance = 0, 0.0
        for game, (chance, signed_values) in chances.items():
            base = BASE_VALUES[game]
            for bid in BID_VALUES:
                if bid > 264:
                    break
                total = 0.0
                for sv in signed_values:
                    won, value = sv > 0, abs(sv)
                    if value < bid:  # overbid: lost at the bid rounded up to the base
                        total += sf_score(False, -(-bid // base) * base)
                    else:
                        total += sf_score(won, value)
                if total > 0 and bid > best_limit:
                    # The chance of the game at this bid: a sample worth less than the bid
                    # is overbid and lost ("100%" was claimed for a Hearts worth only 20).
                    kept = sum(1 for sv in signed_values if sv > 0 and sv >= bid)
                    best_limit = bid
                    best_chance = kept / len(signed_values) if signed_values else chance
        # Null, judged by the heuristic's risk (a Null hand is about the low cards).
        # The heuristic's calibrated chances: measured Null results lose more often than
        # the raw risk says (1 - risk made the Strong player lose 7 of 9 Nulls).
        for value in (23, 35):
            p = (
                pre_chance(view.hand, GameType.NULL, forehand)
                if value == 23
                else null_chance(view.hand)
            )
            if sf_expectation(p, value) > 0 and value > best_limit:
                best_limit, best_chance = value, p
        # The heuristic's limit as a floor: its calibrated curves come from real play, and
        # in the arena the games it declares where Strong passed won it about 23 points
        # each (the open-hand samples are pessimistic for the declarer).
        plan = bid_limit(view.hand, forehand, self.bid_floor)
        if plan.limit > best_limit:
            best_limit, best_chance = plan.limit, plan.chance
        self._bid_cache[key] = (best_limit, best_chance)
        return best_limit, best_chance

    def _bid(
        self, view: SeatView, legal: tuple[Action, ...], deadline: float
    ) -> tuple[Action, float]:
        key = (view.hand, view.seat)
        if key in self._bid_cache:
            limit, chance = self._bid_cache[key]  # this hand's own figures
        else:
            limit, chance = self.bid_limit(view, deadline)
            self.last_chance = chance
        hold = next((a for a in legal if isinstance(a, Hold)), None)
        if hold is not None:
            return (hold if view.bid_value <= limit else PASS), chance
        bids = [a for a in legal if isinstance(a, Bid) and a.value <= limit]
        if bids:
            return min(bids, key=lambda b: b.value), chance
        opening_floor = self._opening_floor(view)
        if opening_floor is not None:
            opening = bid_limit(view.hand, view.seat == 0, opening_floor)
            if opening.game is not None and opening.game != GameType.NULL:
                return next(a for a in legal if isinstance(a, Bid)), opening.chance
        return PASS, chance

    def _opening_floor(self, view: SeatView) -> float | None:
        """The heuristic chance from which a hand below the limit still says 18 here."""
        if view.bid_value != 0:
            return None  # someone has bid: never higher than the limit
        floors = [self.opening_floor]
        if view.seat == 0:
            # Forehand bids (not answers) only for its last word: both others passed.
            floors.append(self.last_word_floor)
        given = [f for f in floors if f is not None]
        return min(given) if given else None
