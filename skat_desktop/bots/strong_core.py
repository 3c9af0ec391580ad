"""The Strong player's shared state and its sampled win chances of a game."""

from __future__ import annotations

import random
import time

from ..engine.cards import Card, CardSet, card_list, points
from ..engine.rules import BASE_VALUES, Contract, GameType, rules_for
from ..engine.scoring import declared_value
from ..engine.view import SeatView
from .evaluation import (
    TRICK_GAMES,
    final_chance,
    pre_chance,
)
from .heuristic import HeuristicPlayer
from .playout import GOAL_POINTS, Job, sf_score
from .pool import WORKERS, run_jobs
from .sampling import Sampler, World

DEFAULT_BUDGET_MS = 450
# Pick up or Hand, the discard and a Hand game's declaration think this many times the
# budget: each is made once a deal and decides the game played. Measured by the paired
# auction test against Normal (bench auctions, seed 1, 120 deal groups): three times the
# budget +2.2 a deal (+0.7 .. +3.8). 2.5 keeps those decisions under the 1 s p95 target.
CONTRACT_BUDGET_FACTOR = 2.5
# Strong bids at least as far as the heuristic curve says a game wins this often (Normal's
# threshold). Lower was tried: at 0.44, on 17 mirrored deals of seed 7 Strong declared
# 36 % of its seats and won 93 % of its games (+2.8 a deal against 0.56, -4.4 .. +9.9),
# but on the first 54 deals of seed 1 it declared 39 % and won only 75 % (Normal 78 %),
# -0.7 a deal (-9.5 .. +8.1) against Normal: not kept. Paired auction tests against 0.56,
# Normal at the table, 240 deal groups of seed 1 (fourteenth session): 0.50 -1.71
# (-3.45 .. +0.03), 0.62 -1.06 (-2.02 .. -0.11); 0.56 stays.
STRONG_BID_FLOOR = 0.56
# Forehand's last word (both others passed without a bid): a suit game or Grand the
# heuristic curve gives at least this chance is played at 18 rather than passed in.
# Paired auction test against Normal, 240 deal groups of seed 1: +0.77 a deal
# (+0.08 .. +1.47); opening at 18 from any seat at 0.45 or 0.40 showed nothing.
STRONG_LAST_WORD_FLOOR = 0.45


class StrongBase:
    """What every part of the Strong player shares: seed, budget, the heuristic it falls
    back on, and win chances of games on sampled deals."""

    def __init__(
        self,
        seed: int | None = None,
        budget_ms: int | None = None,
        *,
        name: str = "strong",
        parallel: bool = True,
        sampled_skat: bool = True,
        full_solve: bool = True,
        bid_floor: float | None = None,
        opening_floor: float | None = None,
        last_word_floor: float | None = STRONG_LAST_WORD_FLOOR,
        play_signals: bool = True,
        play_model: bool = False,
        kept_trumps: bool = True,
    ) -> None:
        self.name = name
        self.seed = seed
        self.rng = random.Random(seed)
        # False: pick up or Hand is the heuristic's call (the earlier Strong player, kept
        # to measure the sampled decision against it).
        self.sampled_skat = sampled_skat
        self.budget_ms = DEFAULT_BUDGET_MS if budget_ms is None else max(1, budget_ms)
        self.parallel = parallel
        # False: samples played on by the fast rule to six tricks, then solved (the player
        # before the compiled solver, kept to measure against).
        self.full_solve = full_solve
        # The heuristic curve's chance down to which it bids at least (see strong_auction).
        self.bid_floor = STRONG_BID_FLOOR if bid_floor is None else bid_floor
        # The heuristic curve's chance of a suit game or Grand from which the player opens
        # an auction nobody has bid in at 18 and goes no higher (see strong_auction);
        # None: never below the floor.
        self.opening_floor = opening_floor
        # The same for forehand's last word only (both others passed without a bid, so
        # forehand plays at 18 or the deal is passed in); None: never below the floor
        # (the player before this option, kept to measure against).
        self.last_word_floor = last_word_floor
        # False: samples in trick play ignore what the last card of each trick says
        # (the player before that inference, kept to measure against).
        self.play_signals = play_signals
        # False: a defender's samples are not weighed by how naturally the declarer and
        # the partner played so far (``play_inference``; the player before it, kept to
        # measure against).
        self.play_model = play_model
        # False: a defender's samples may lay trumps in a declarer's discard (the player
        # before that inference, kept to measure against).
        self.kept_trumps = kept_trumps
        self.heuristic = HeuristicPlayer(seed, name="normal")
        self._bid_cache: dict[tuple[CardSet, int], tuple[int, float]] = {}  # limit, chance
        self._plan: tuple[CardSet, Contract] | None = None
        self.last_chance: float | None = None

    def _evaluate(
        self,
        view: SeatView,
        contract: Contract,
        goal: int,
        taken: int,
        worlds: list[tuple[tuple[CardSet, CardSet, CardSet], int]],
        cards: list[Card],
        deadline: float,
    ) -> list[list[int]]:
        assert view.declarer is not None
        parts = WORKERS if self.parallel else 1
        jobs = [
            Job(
                contract.game,
                goal,
                view.declarer,
                view.trick_leader,
                view.trick,
                taken,
                tuple(worlds[i::parts]),
                tuple(cards),
                deadline,
                self.full_solve,
            )
            for i in range(parts)
            if worlds[i::parts]
        ]
        out: list[list[int]] = []
        for rows in run_jobs(jobs, self.parallel):
            out.extend(rows)
        return out

    # -- auction, skat, contract -----------------------------------------------------------

    def _game_chances(
        self,
        view: SeatView,
        games: list[GameType],
        deadline: float,
        known_skat: CardSet | None,
        hand_game: bool = False,
    ) -> dict[GameType, tuple[float, list[int]]]:
        """Win chance of each suit or Grand game for this seat as declarer with the hand
        in ``view`` (ten cards plus the skat picked up, or after the discard), and the game
        values over the samples (matadors depend on the skat)."""
        seat = view.seat
        sampler = Sampler(view)
        if not sampler.consistent or not games:
            return {}
        # Win chances near the 60 % break-even need many samples; the deadline bounds them.
        n = max(8, min(96, int(self.budget_ms / 5)))
        samples: list[World] = timed_samples(sampler, self.rng, n, deadline)
        out: dict[GameType, tuple[float, list[int]]] = {}
        per_game = max(0.05, (deadline - time.time()) / len(games))
        for game in games:
            worlds: list[tuple[tuple[CardSet, CardSet, CardSet], int]] = []
            values: list[int] = []
            for w in samples:
                hands = list(w.hands)
                if hand_game:
                    twelve = view.hand | w.skat
                    ten, skat = view.hand, w.skat
                elif known_skat is None:
                    twelve = view.hand | w.skat
                    ten, skat = best_discard(twelve, game, seat == 0)
                else:
                    twelve = view.hand | known_skat
                    ten, skat = view.hand, known_skat
                hands[seat] = ten
                values.append(declared_value(Contract(game, hand=hand_game), twelve))
                worlds.append(((hands[0], hands[1], hands[2]), 61 - points(skat)))
            job_deadline = min(deadline, time.time() + per_game)
            parts = WORKERS if self.parallel else 1
            jobs = [
                Job(
                    game,
                    GOAL_POINTS,
                    seat,
                    0,
                    (),
                    0,
                    tuple(worlds[i::parts]),
                    (),
                    job_deadline,
                    self.full_solve,
                )
                for i in range(parts)
            ]
            rows: list[int] = []
            vals: list[int] = []
            for i, result in enumerate(run_jobs(jobs, self.parallel)):
                for j, row in enumerate(result):
                    rows.append(row[0])
                    vals.append(values[i + j * parts])
            if rows:
                out[game] = (
                    sum(rows) / len(rows),
                    [v if r else -v for v, r in zip(vals, rows, strict=True)],
                )
        return out

    def _candidate_games(self, hand: CardSet, forehand: bool) -> list[GameType]:
        scored = sorted(((pre_chance(hand, g, forehand), g) for g in TRICK_GAMES), reverse=True)
        return [g for p, g in scored[:2] if p >= 0.2] or [scored[0][1]]

    def _contract_chances(self, view: SeatView, deadline: float) -> dict[str, float]:
        games = self._candidate_games(view.hand, view.seat == 0)
        chances = self._game_chances(view, games, deadline, None)
        best = max((c for c, _ in chances.values()), default=0.5)
        return {"best": best}


def timed_samples(sampler: Sampler, rng: random.Random, n: int, deadline: float) -> list[World]:
    """Up to ``n`` samples, stopping after a quarter of the time left (at least four)."""
    stop = time.time() + 0.25 * max(0.0, deadline - time.time())
    out: list[World] = []
    while len(out) < n and (len(out) < 4 or time.time() < stop):
        out.append(sampler.sample(rng))
    return out


def best_discard(twelve: CardSet, game: GameType, forehand: bool) -> tuple[CardSet, CardSet]:
    """The ten cards to keep and the two to put away for ``game`` (by the heuristic curve)."""
    cards = card_list(twelve)
    best: tuple[float, CardSet] | None = None
    trumps = rules_for(game).trumps
    for i, a in enumerate(cards):
        if trumps >> a & 1:
            continue
        for b in cards[i + 1 :]:
            if trumps >> b & 1:
                continue
            pair = (1 << a) | (1 << b)
            p = final_chance(twelve & ~pair, game, forehand, points(pair))
            if best is None or p > best[0]:
                best = (p, pair)
    if best is None:  # twelve trumps: put away the two lowest
        low = sorted(cards, key=lambda c: rules_for(game).strength[c])[:2]
        pair = (1 << low[0]) | (1 << low[1])
    else:
        pair = best[1]
    return twelve & ~pair, pair


def overbid_score(game: GameType, bid: int) -> float:
    """A game short of the bid is lost at the bid rounded up to the game's base value."""
    base = BASE_VALUES[game]
    return sf_score(False, -(-bid // base) * base)
