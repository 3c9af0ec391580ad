"""The Strong player: sampled deals solved open-handed (or played out fast), within a time budget.

Card play: deal the hidden cards many times consistently with the seat's view
(``sampling``), try every legal card on the same samples and count in how many the
seat's side makes its goal (61 for the declarer, or Schneider, Schwarz, Null). Late in
the deal the solver answers exactly; earlier the samples are first played on by a fast
greedy rule until few tricks are left, then solved. Work goes to a lazily started pool
of two worker processes (in-process when processes are unavailable) and stops when the
budget is spent. Bidding, skat and contract: the same sampled play-outs estimate each
game's win chance, and the player bids and declares where the expected Seeger-Fabian
score (+value+50 won, -2 value-50 lost) is best and positive. Pick up or Hand: the
candidate Hand games and picking up (each sampled skat taken, the heuristic's discard)
are solved on the same sampled deals and the better expected score is played.

The bot registry lists the kind ``"strong"`` and imports this module when one is made.
"""

from __future__ import annotations

import atexit
import math
import multiprocessing
import random
import threading
import time
from collections.abc import Sequence
from dataclasses import dataclass, replace
from multiprocessing.pool import Pool

from ..engine.actions import (
    PASS,
    PLAYS,
    Action,
    Bid,
    Declare,
    Discard,
    Hold,
    OutOfTurn,
    PickUpSkat,
    Play,
    PlayHand,
    discard,
)
from ..engine.cards import ALL_CARDS, RANK_POINTS, Card, CardSet, card_list, points
from ..engine.deal import DEFAULT_OPTIONS, Deal, DealOptions, Phase
from ..engine.rules import BASE_VALUES, BID_VALUES, Contract, GameType, rules_for
from ..engine.scoring import declared_value
from ..engine.view import SeatView
from .evaluation import (
    TRICK_GAMES,
    bid_limit,
    final_chance,
    null_chance,
    null_chance_of_risk,
    null_loss_risk,
    plan_hand,
    pre_chance,
)
from .heuristic import HeuristicPlayer
from .sampling import Sampler, World
from .solver import Position, SearchAborted, solver_for
from .solver_null import null_solver

DEFAULT_BUDGET_MS = 450
SOLVE_TRICKS = 6  # solve outright when at most this many tricks are left
NODE_LIMIT = 3000  # positions per solve before a sample falls back to the greedy play-out
WORKERS = 2
ROUND_SAMPLES = 24  # samples in the first round of a card decision (doubling after)
MAX_SAMPLES = 160  # per card decision
SKAT_ROUND = 8  # worlds per round of the pick-up-or-Hand decision
SKAT_SAMPLES = 64  # worlds at most for that decision
SKAT_MIN_WORLDS = 12  # fewer worlds judged in time: the heuristic decides
SKAT_MIN_BUDGET_MS = 120  # below this budget the heuristic decides pick up or Hand
# A Hand game must win this often in the solved samples: open-handed, the declarer knows
# the skat in both options, so the samples miss what seeing it is worth after picking up
# (measured: Hand games at 75-80 % lost points against picking up).
HAND_MIN_CHANCE = 0.9

# Goals, from the declarer's side.
GOAL_POINTS, GOAL_ALL_TRICKS, GOAL_NULL = 0, 1, 2


@dataclass(frozen=True, slots=True)
class Job:
    """Samples to evaluate in one process: per world the hands and the declarer's target."""

    game: GameType
    goal: int
    declarer: int
    leader: int
    trick: tuple[Card, ...]
    declarer_points: int
    worlds: tuple[tuple[tuple[CardSet, CardSet, CardSet], int], ...]
    cards: tuple[Card, ...]  # empty: evaluate the position itself
    deadline: float  # time.time() after which no new world is started


# -- fast play-out and evaluation (run in the workers) ------------------------------------


_ABOVE: dict[GameType, tuple[CardSet, ...]] = {}


def _above(game: GameType) -> tuple[CardSet, ...]:
    """Per card, the cards of its suit (as the game defines suits) that beat it."""
    table = _ABOVE.get(game)
    if table is None:
        rules = rules_for(game)
        table = _ABOVE[game] = tuple(
            sum(
                1 << x
                for x in range(32)
                if rules.follow[c] >> x & 1 and rules.strength[x] > rules.strength[c]
            )
            for c in range(32)
        )
    return table


def greedy_card(pos: Position) -> Card:
    """A quick, sensible card for the player to move, all hands open (for play-outs)."""
    legal = pos.legal()
    if not legal & (legal - 1):
        return legal.bit_length() - 1
    rules = rules_for(pos.game)
    strength = rules.strength
    cards = card_list(legal)
    seat = pos.to_move
    declarer = pos.declarer
    if pos.game == GameType.NULL:
        if seat == declarer:
            if pos.trick:
                top = max(
                    (c for c in pos.trick if rules.follow[pos.trick[0]] >> c & 1),
                    key=strength.__getitem__,
                )
                under = [
                    c
                    for c in cards
                    if strength[c] < strength[top] or not (rules.follow[pos.trick[0]] >> c & 1)
                ]
                if under:
                    return max(under, key=lambda c: (strength[c], c))
            return min(cards, key=strength.__getitem__)
        if not pos.trick:
            return min(cards, key=strength.__getitem__)
        lead_suit = rules.follow[pos.trick[0]]
        following = bool(legal & lead_suit)
        at = (declarer - pos.leader) % 3
        if at >= len(pos.trick):
            # The declarer plays after us: keep the top card low so it cannot duck.
            return (
                min(cards, key=strength.__getitem__)
                if following
                else max(cards, key=strength.__getitem__)
            )
        played = pos.trick[at]
        top = max((c for c in pos.trick if lead_suit >> c & 1), key=strength.__getitem__)
        if top == played and following:
            # The declarer is taking this trick: never overtake it (the old rule of always
            # playing high let every Null declarer escape in the play-outs).
            under = [c for c in cards if strength[c] < strength[played]]
            if under:
                return max(under, key=strength.__getitem__)
        return max(cards, key=strength.__getitem__)
    trumps = rules.trumps
    others = 0
    for p in (0, 1, 2):
        if (p == declarer) != (seat == declarer):
            others |= pos.hands[p]
    if not pos.trick:
        if seat == declarer and legal & trumps and others & trumps:
            return max(card_list(legal & trumps), key=strength.__getitem__)
        plain = card_list(legal & ~trumps)
        if plain:
            top = max(plain, key=strength.__getitem__)
            if not others & _above(pos.game)[top]:
                return top
            return min(plain, key=lambda c: (RANK_POINTS[c & 7], strength[c]))
        return min(cards, key=strength.__getitem__)
    lead = pos.trick[0]
    best_i = rules.trick_winner(list(pos.trick))
    best = pos.trick[best_i]
    winner_seat = (pos.leader + best_i) % 3
    partner_wins = (winner_seat == declarer) == (seat == declarer)
    last = len(pos.trick) == 2
    if partner_wins and last:
        return max(cards, key=lambda c: (RANK_POINTS[c & 7], -strength[c]))
    if partner_wins:
        return min(cards, key=lambda c: (RANK_POINTS[c & 7], strength[c]))
    winners = [c for c in cards if rules.beats(c, best, lead)]
    if winners:
        return min(winners, key=lambda c: strength[c] - 3 * RANK_POINTS[c & 7] * last)
    return min(cards, key=lambda c: (RANK_POINTS[c & 7], strength[c]))


def _play_until(pos: Position, tricks: int, goal: int) -> Position | None:
    """Greedy play until ``tricks`` are left; None once a completed trick decided the goal
    against the declarer (Null: the declarer took one; Schwarz: the defenders did)."""
    while pos.tricks_left > tricks:
        completes = len(pos.trick) == 2
        pos = pos.play(greedy_card(pos))
        if completes:
            if goal == GOAL_NULL and pos.leader == pos.declarer:
                return None
            if goal == GOAL_ALL_TRICKS and pos.leader != pos.declarer:
                return None
    return pos


def _outcome(pos: Position, goal: int, target: int) -> bool:
    """Whether the declarer makes the goal from ``pos``: played on greedily until few
    tricks are left, then solved; a solve that runs too long is played out instead."""
    limit = SOLVE_TRICKS + 2 if goal == GOAL_NULL else SOLVE_TRICKS  # Null solves faster
    start = _play_until(pos, limit, goal)
    if start is None:
        return False
    try:
        if goal == GOAL_NULL:
            return null_solver().declarer_wins(start, NODE_LIMIT)
        if goal == GOAL_ALL_TRICKS:
            return solver_for(start.game, True).takes_all(start, NODE_LIMIT)
        return solver_for(start.game).reaches(start, target, NODE_LIMIT)
    except SearchAborted:
        end = _play_until(start, 0, goal)
        if end is None:
            return False
        return goal != GOAL_POINTS or end.declarer_points >= target


def _took_trick_against_goal(before: Position, after: Position, goal: int) -> bool | None:
    """The goal decided by the trick just completed (Null or Schwarz), else None."""
    if len(before.trick) != 2:
        return None
    if goal == GOAL_NULL and after.leader == after.declarer:
        return False
    if goal == GOAL_ALL_TRICKS and after.leader != after.declarer:
        return False
    return None


def evaluate_job(job: Job) -> list[list[int]]:
    """Per world started before the deadline, per card (or the position): 1 if the
    declarer makes the goal, 0 if not."""
    out: list[list[int]] = []
    for hands, target in job.worlds:
        if out and time.time() > job.deadline:
            break
        root = Position(job.game, hands, job.leader, job.declarer, job.trick, job.declarer_points)
        row: list[int] = []
        if not job.cards:
            row.append(int(_outcome(root, job.goal, target)))
        for c in job.cards:
            if out and time.time() > job.deadline:
                # A half-done world would compare the cards on different samples.
                return out
            after = root.play(c)
            decided = _took_trick_against_goal(root, after, job.goal)
            if decided is not None:
                row.append(int(decided))
            else:
                row.append(int(_outcome(after, job.goal, target)))
        out.append(row)
    return out


# -- worker pool -------------------------------------------------------------------------

_POOL: Pool | None = None
_POOL_FAILED = False
# Starting the pool (often on the app's warm-up thread) and stopping it (at quit) exclude
# each other: a stop that came while the workers were being spawned would leave children
# without a parent, and they print tracebacks as they die.
_POOL_LOCK = threading.Lock()


def _pool() -> Pool | None:
    """The shared worker pool, started on first use; None where processes are unavailable
    (for example inside a daemonic worker of the arena)."""
    global _POOL, _POOL_FAILED
    with _POOL_LOCK:
        if _POOL is not None or _POOL_FAILED:
            return _POOL
        if multiprocessing.current_process().daemon:
            _POOL_FAILED = True
            return None
        try:
            _POOL = multiprocessing.get_context("spawn").Pool(WORKERS)
        except (OSError, ValueError, AssertionError, RuntimeError):
            _POOL_FAILED = True
            return None
        return _POOL


def _warm() -> int:
    # Imports the solver modules and builds their tables in the worker.
    solver_for(GameType.GRAND)
    null_solver()
    return multiprocessing.current_process().pid or 0


def start_pool() -> bool:
    """Start the worker processes now (the app calls this at start, so the first Strong
    move does not pay the ~1 s spawn); True when a pool is running. Safe to call again."""
    pool = _pool()
    if pool is None:
        return False
    try:
        # One warm-up task per worker so imports and solver tables are ready.
        for r in [pool.apply_async(_warm) for _ in range(WORKERS)]:
            r.get(timeout=30)
    except Exception:  # a pool that cannot start must not stop the app
        shutdown_pool()
        return False
    return True


def shutdown_pool() -> None:
    """Stop the worker processes (safe to call more than once)."""
    global _POOL
    with _POOL_LOCK:  # waits for a pool being started, then stops it
        pool, _POOL = _POOL, None
    if pool is not None:
        pool.terminate()
        pool.join()


# At exit, before the interpreter stops daemon threads such as the app's warm-up.
atexit.register(shutdown_pool)


def run_jobs(jobs: Sequence[Job], parallel: bool) -> list[list[list[int]]]:
    """Evaluate jobs in the pool (one per worker) or here when there is none."""
    pool = _pool() if parallel and len(jobs) > 1 else None
    if pool is None:
        return [evaluate_job(j) for j in jobs]
    try:
        pending = [pool.apply_async(evaluate_job, (j,)) for j in jobs]
        wait = max(5.0, jobs[0].deadline - time.time() + 5.0)
        return [p.get(timeout=wait) for p in pending]
    except Exception:  # a broken pool must never cost a move: play on in-process
        shutdown_pool()
        return [evaluate_job(j) for j in jobs]


# -- the player --------------------------------------------------------------------------


def _goal_of(contract: Contract) -> int:
    if contract.is_null:
        return GOAL_NULL
    if contract.schwarz_announced:
        return GOAL_ALL_TRICKS
    return GOAL_POINTS


def _target(contract: Contract, skat: CardSet) -> int:
    """Trick points the declarer needs (the skat counts for the declarer)."""
    need = 90 if contract.schneider_announced else 61
    return need - points(skat)


def _sf_score(won: bool, value: int) -> float:
    # Seeger-Fabian for the declarer alone: break-even near a 60 % win chance. Against
    # the table a loss also pays the defenders 40 each (break-even near 70 %), but the
    # open-hand chances are pessimistic (defenders who see every card; Strong wins 85-90 %
    # of the games it declares) and Strong already passes games the heuristic wins, so
    # the lower break-even stands in for a calibration.
    return value + 50.0 if won else -(2.0 * value + 50.0)


class StrongPlayer:
    """Search-based player; ``budget_ms`` is the thinking time per decision."""

    def __init__(
        self,
        seed: int | None = None,
        budget_ms: int | None = None,
        *,
        name: str = "strong",
        parallel: bool = True,
        sampled_skat: bool = True,
    ) -> None:
        self.name = name
        self.seed = seed
        self.rng = random.Random(seed)
        # False: pick up or Hand is the heuristic's call (the earlier Strong player, kept
        # to measure the sampled decision against it).
        self.sampled_skat = sampled_skat
        self.budget_ms = DEFAULT_BUDGET_MS if budget_ms is None else max(1, budget_ms)
        self.parallel = parallel
        self.heuristic = HeuristicPlayer(seed, name="normal")
        self._bid_cache: dict[tuple[CardSet, int], int] = {}
        self._plan: tuple[CardSet, Contract] | None = None
        self.last_chance: float | None = None

    # -- protocol ------------------------------------------------------------------------

    def choose(self, view: SeatView, legal: tuple[Action, ...]) -> Action:
        if not legal:
            raise ValueError(f"{self.name} player asked to move with no legal action")
        if view.phase == Phase.SKAT and not self.sampled_skat:
            # The earlier decision: the heuristic's call; the chance is only for hints.
            return self.heuristic.choose(view, legal)
        action, _ = self.hint_with_chance(view, legal)
        return action if action in legal else legal[0]

    def hint_with_chance(
        self, view: SeatView, legal: tuple[Action, ...] | None = None
    ) -> tuple[Action, float]:
        """Its choice for ``view`` and the estimated chance that the seat's side wins."""
        acts = view.legal if legal is None else legal
        if not acts:
            raise ValueError("no legal action to hint")
        # Leave room for the world in progress when the deadline passes.
        deadline = time.time() + 0.75 * self.budget_ms / 1000.0
        phase = view.phase
        if phase == Phase.PLAY:
            return self._play(view, acts, deadline)
        if phase == Phase.BIDDING:
            return self._bid(view, acts, deadline)
        if phase == Phase.DISCARD:
            return self._discard(view, acts, deadline)
        if phase == Phase.DECLARE:
            return self._declare(view, acts, deadline)
        if self.sampled_skat:
            return self._skat(view, acts, deadline)
        # Pick up or Hand: the heuristic's judgement, with the chance of its plan.
        action = self.heuristic.choose(view, acts)
        chance = self._contract_chances(view, deadline).get("best", 0.5)
        return action, chance

    # -- card play -----------------------------------------------------------------------

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
        sampler = Sampler(view)
        if not sampler.consistent:
            return self.heuristic.choose(view, legal), 0.5
        goal = _goal_of(contract)
        taken = view.points_taken(view.declarer)
        worlds: list[tuple[tuple[CardSet, CardSet, CardSet], int]] = []
        results: list[list[int]] = []
        wins = [0] * len(cards)
        # Rounds of samples until the budget is spent, the sample cap is reached or one
        # card leads clearly: clear decisions (most late ones) are answered early.
        batch = ROUND_SAMPLES
        while True:
            round_start = time.time()
            fresh = [
                (w.hands, _target(contract, w.skat) if goal == GOAL_POINTS else 0)
                for w in _timed_samples(sampler, self.rng, batch, deadline)
            ]
            rows = self._evaluate(view, contract, goal, taken, fresh, cards, deadline)
            worlds.extend(fresh[: len(rows)])
            results.extend(rows)
            for row in rows:
                for i, r in enumerate(row):
                    wins[i] += r if my_side_declares else 1 - r
            n = len(results)
            now = time.time()
            if n >= MAX_SAMPLES or now + (now - round_start) > deadline or _clear(wins, n):
                break
            batch = min(2 * batch, MAX_SAMPLES - n)
        if not results:
            return self.heuristic.choose(view, legal), 0.5
        n = len(results)
        best = max(wins)
        ties = [cards[i] for i in range(len(cards)) if wins[i] == best]
        if len(ties) > 1 and goal == GOAL_POINTS and time.time() < deadline:
            ties = self._schneider_tie_break(
                view, contract, taken, worlds, ties, best / n, deadline
            )
        if len(ties) == 1:
            choice = ties[0]
        else:
            # The samples cannot tell these apart: the heuristic's card (or the card of
            # its group) if it is one of them, else the first tied card.
            h = self.heuristic.choose(view, legal)
            rep = group_of(view, all_cards).get(h.card) if isinstance(h, Play) else None
            choice = rep if rep in ties else ties[0]
        self.last_chance = best / n
        return PLAYS[choice], best / n

    def _schneider_tie_break(
        self,
        view: SeatView,
        contract: Contract,
        taken: int,
        worlds: list[tuple[tuple[CardSet, CardSet, CardSet], int]],
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
        score = [sum(r[i] if mine else 1 - r[i] for r in rows) for i in range(len(ties))]
        top = max(score)
        return [c for c, s in zip(ties, score, strict=True) if s == top]

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
        samples: list[World] = _timed_samples(sampler, self.rng, n, deadline)
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
                    ten, skat = _best_discard(twelve, game, seat == 0)
                else:
                    twelve = view.hand | known_skat
                    ten, skat = view.hand, known_skat
                hands[seat] = ten
                values.append(declared_value(Contract(game, hand=hand_game), twelve))
                worlds.append(((hands[0], hands[1], hands[2]), 61 - points(skat)))
            job_deadline = min(deadline, time.time() + per_game)
            parts = WORKERS if self.parallel else 1
            jobs = [
                Job(game, GOAL_POINTS, seat, 0, (), 0, tuple(worlds[i::parts]), (), job_deadline)
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

    # -- pick up or Hand -------------------------------------------------------------------

    def _skat(
        self, view: SeatView, legal: tuple[Action, ...], deadline: float
    ) -> tuple[Action, float]:
        """Pick up or Hand by the expected Seeger-Fabian score of each on the same sampled
        deals; the heuristic's call when the budget is too small to judge them."""
        pick = next((a for a in legal if isinstance(a, PickUpSkat)), None)
        hand = next((a for a in legal if isinstance(a, PlayHand)), None)
        if pick is None or hand is None or self.budget_ms < SKAT_MIN_BUDGET_MS:
            return self.heuristic.choose(view, legal), self.last_chance or 0.5
        judged = self._judge_skat(view, deadline)
        if judged is None:
            return self.heuristic.choose(view, legal), self.last_chance or 0.5
        (hand_e, hand_p), (pick_e, pick_p) = judged
        if hand_e > pick_e and hand_p >= HAND_MIN_CHANCE:
            self.last_chance = hand_p
            return hand, hand_p
        self.last_chance = pick_p
        return pick, pick_p

    def _judge_skat(
        self, view: SeatView, deadline: float
    ) -> tuple[tuple[float, float], tuple[float, float]] | None:
        """(expected score, win chance) of the best Hand game and of picking up, or None
        when too few deals could be judged in time.

        Every option is solved on the same sampled deals. Hand: each candidate game with
        the skat unseen (its points still count for the declarer, the matadors are
        counted with it). Pick up: each candidate game with that deal's skat taken and the
        pair the heuristic curve likes best put away; and, as a third way, the game the
        heuristic would declare with that skat (it may change the game). An option is a
        fixed way across the deals, so that the best one is not chosen knowing the
        defenders' cards. Null is judged by the heuristic's calibrated chance.
        """
        seat, bid, ten = view.seat, view.bid_value, view.hand
        forehand = seat == 0
        sampler = Sampler(view)
        if not sampler.consistent:
            return None
        hand_games = _hand_candidates(ten, bid, forehand)
        null_hand: tuple[float, float] | None = None
        null_value = Contract(GameType.NULL, hand=True).null_value
        if null_value >= bid:
            p = null_chance(ten)
            null_hand = (
                p * _sf_score(True, null_value) + (1 - p) * _sf_score(False, null_value),
                p,
            )
        if not hand_games and null_hand is None:
            return (-1e9, 0.0), (0.0, 0.5)  # no Hand game reaches the bid: pick up
        pick_games = _pickup_candidates(ten, forehand)
        # Its own generator per hand and bid: the same decision whatever came before.
        rng = (
            random.Random(f"skat:{self.seed}:{seat}:{ten}:{bid}")
            if self.seed is not None
            else self.rng
        )
        options: list[SkatOption] = [(True, g) for g in hand_games]
        options += [(False, g) for g in pick_games] + [POLICY]
        # Per option, per world: (Seeger-Fabian score, 1 if won).
        scores: dict[SkatOption, dict[int, tuple[float, int]]] = {o: {} for o in options}
        policy_of: dict[int, GameType] = {}  # worlds where the policy's game is a candidate
        parts = WORKERS if self.parallel else 1
        n_worlds = 0
        complete: list[int] = []
        while True:
            round_start = time.time()
            # Per option and game solved: the world's index, hands, target and game value.
            tasks: dict[tuple[SkatOption, GameType], list[tuple[int, Hands, int, int]]] = {}
            for w in _timed_samples(sampler, rng, SKAT_ROUND, deadline):
                i = n_worlds
                n_worlds += 1
                seats = list(w.hands)
                twelve = ten | w.skat
                for hand, g in options[:-1]:
                    value = declared_value(Contract(g, hand=hand), twelve)
                    if value < bid:
                        scores[(hand, g)][i] = (_overbid_score(g, bid), 0)
                        continue
                    if hand:
                        seats[seat], target = ten, 61 - points(w.skat)
                    else:
                        kept, pair = _best_discard(twelve, g, forehand)
                        seats[seat], target = kept, 61 - points(pair)
                    world = (i, (seats[0], seats[1], seats[2]), target, value)
                    tasks.setdefault(((hand, g), g), []).append(world)
                choice = _pickup_choice(twelve, bid, forehand)
                if not isinstance(choice, tuple):
                    scores[POLICY][i] = (choice, 0)  # Null or an overbid: no solving
                elif choice[0] in pick_games:
                    policy_of[i] = choice[0]  # the same discard: solved once
                else:
                    g, pair, value = choice
                    seats[seat] = twelve & ~pair
                    world = (i, (seats[0], seats[1], seats[2]), 61 - points(pair), value)
                    tasks.setdefault((POLICY, g), []).append(world)
            jobs: list[Job] = []
            owners: list[tuple[SkatOption, list[tuple[int, Hands, int, int]]]] = []
            for (option, game), items in tasks.items():
                for k in range(parts):
                    share = items[k::parts]
                    if share:
                        worlds = tuple((h, t) for _, h, t, _ in share)
                        jobs.append(Job(game, GOAL_POINTS, seat, 0, (), 0, worlds, (), deadline))
                        owners.append((option, share))
            for (option, share), rows in zip(owners, run_jobs(jobs, self.parallel), strict=True):
                for (i, _, _, value), row in zip(share, rows, strict=False):
                    scores[option][i] = (_sf_score(bool(row[0]), value), row[0])
            for i, g in list(policy_of.items()):
                if i in scores[(False, g)]:
                    scores[POLICY][i] = scores[(False, g)][i]
                    del policy_of[i]
            complete = [i for i in range(n_worlds) if all(i in scores[o] for o in options)]
            now = time.time()
            if (
                len(complete) >= SKAT_SAMPLES
                or now + (now - round_start) > deadline
                or _skat_clear(scores, complete, null_hand)
            ):
                break
        if len(complete) < SKAT_MIN_WORLDS:
            return None
        best_hand, best_pick = _best_options(scores, complete)
        if null_hand is not None and null_hand[0] > best_hand[0]:
            best_hand = null_hand
        return best_hand, best_pick

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
                        total += _sf_score(False, -(-bid // base) * base)
                    else:
                        total += _sf_score(won, value)
                if total > 0 and bid > best_limit:
                    best_limit, best_chance = bid, chance
        # Null, judged by the heuristic's risk (a Null hand is about the low cards).
        # The heuristic's calibrated chances: measured Null results lose more often than
        # the raw risk says (1 - risk made the Strong player lose 7 of 9 Nulls).
        for value in (23, 35):
            p = (
                pre_chance(view.hand, GameType.NULL, forehand)
                if value == 23
                else null_chance(view.hand)
            )
            if p * (value + 50) - (1 - p) * (2 * value + 50) > 0 and value > best_limit:
                best_limit, best_chance = value, p
        # The heuristic's limit as a floor: its calibrated curves come from real play, and
        # in the arena the games it declares where Strong passed won it about 23 points
        # each (the open-hand samples are pessimistic for the declarer).
        plan = bid_limit(view.hand, forehand)
        if plan.limit > best_limit:
            best_limit, best_chance = plan.limit, plan.chance
        self._bid_cache[key] = best_limit
        return best_limit, best_chance

    def _bid(
        self, view: SeatView, legal: tuple[Action, ...], deadline: float
    ) -> tuple[Action, float]:
        key = (view.hand, view.seat)
        if key in self._bid_cache:
            limit, chance = self._bid_cache[key], self.last_chance or 0.5
        else:
            limit, chance = self.bid_limit(view, deadline)
            self.last_chance = chance
        hold = next((a for a in legal if isinstance(a, Hold)), None)
        if hold is not None:
            return (hold if view.bid_value <= limit else PASS), chance
        bids = [a for a in legal if isinstance(a, Bid) and a.value <= limit]
        if bids:
            return min(bids, key=lambda b: b.value), chance
        return PASS, chance

    def _discard(
        self, view: SeatView, legal: tuple[Action, ...], deadline: float
    ) -> tuple[Action, float]:
        twelve = view.hand
        forehand = view.seat == 0
        best: tuple[float, Discard, Contract, float] | None = None
        games = self._candidate_games(twelve, forehand)
        if all(declared_value(Contract(g), twelve) < view.bid_value for g in games):
            # The bid came from another game (the heuristic's floor in the auction): judge
            # the likeliest game that still reaches it too.
            reach = [
                g for g in TRICK_GAMES if declared_value(Contract(g), twelve) >= view.bid_value
            ]
            reach.sort(key=lambda g: pre_chance(twelve, g, forehand), reverse=True)
            games = games + reach[:1]
        half = time.time() + (deadline - time.time()) * 0.8
        overbid = True
        for game in games:
            _, skat = _best_discard(twelve, game, forehand)
            value = declared_value(Contract(game), twelve)
            sub = _with_discard(view, skat)
            chances = self._game_chances(sub, [game], half, skat)
            if game not in chances:
                continue
            p = chances[game][0]
            if value < view.bid_value:
                base = BASE_VALUES[game]
                e = _sf_score(False, -(-view.bid_value // base) * base)
            else:
                e = p * _sf_score(True, value) + (1 - p) * _sf_score(False, value)
            a, b = card_list(skat)
            if best is None or e > best[0]:
                best = (e, discard(a, b), Contract(game), p)
                overbid = value < view.bid_value
        # Null after picking up: the heuristic's risk with its best discard.
        nl = [a for a in legal if isinstance(a, Discard)]
        null_pick = _null_choice(twelve, view.bid_value)
        if null_pick is not None:
            e, pair, contract, p = null_pick
            if best is None or e > best[0]:
                best = (e, discard(*pair), contract, p)
                overbid = False
        if best is None or overbid:
            # Nothing sampled reaches the bid: the heuristic's discard and declaration
            # (it also knows Null ouvert and Hand-level plans).
            self._plan = None
            return self.heuristic.choose(view, legal), 0.5
        e, action, contract, p = best
        self._plan = (twelve & ~((1 << action.cards[0]) | (1 << action.cards[1])), contract)
        return (action if action in nl else nl[0]), p

    def _declare(
        self, view: SeatView, legal: tuple[Action, ...], deadline: float
    ) -> tuple[Action, float]:
        declares = [a for a in legal if isinstance(a, Declare)]
        if self._plan is not None and self._plan[0] == view.hand:
            want = self._plan[1]
            for d in declares:
                if d.contract == want:
                    return d, self.last_chance or 0.5
        if view.picked_up:
            # No plan (for example a different player discarded): ask the heuristic.
            return self.heuristic.choose(view, legal), 0.5
        # Hand game: sample the skat and the other hands for the likeliest games.
        games = self._candidate_games(view.hand, view.seat == 0)
        chances = self._game_chances(view, games, deadline, None, hand_game=True)
        best: tuple[float, Declare, float] | None = None
        for d in declares:
            c = d.contract
            if c.schneider_announced or c.ouvert:
                continue
            if c.is_null:
                p = null_chance(view.hand)
                e = p * _sf_score(True, c.null_value) + (1 - p) * _sf_score(False, c.null_value)
            elif c.game in chances:
                p, signed = chances[c.game]
                e = 0.0
                for sv in signed:
                    value = abs(sv)
                    if value < view.bid_value:
                        base = BASE_VALUES[c.game]
                        e += _sf_score(False, -(-view.bid_value // base) * base)
                    else:
                        e += _sf_score(sv > 0, value)
                e /= max(1, len(signed))
            else:
                p = final_chance(view.hand, c.game, view.seat == 0, 7.5)
                value = declared_value(c, view.hand)
                e = p * _sf_score(True, value) + (1 - p) * _sf_score(False, value)
            if best is None or e > best[0]:
                best = (e, d, p)
        if best is None:
            return self.heuristic.choose(view, legal), 0.5
        return best[1], best[2]


def _clear(wins: list[int], n: int) -> bool:
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


def _timed_samples(sampler: Sampler, rng: random.Random, n: int, deadline: float) -> list[World]:
    """Up to ``n`` samples, stopping after a quarter of the time left (at least four)."""
    stop = time.time() + 0.25 * max(0.0, deadline - time.time())
    out: list[World] = []
    while len(out) < n and (len(out) < 4 or time.time() < stop):
        out.append(sampler.sample(rng))
    return out


def _best_discard(twelve: CardSet, game: GameType, forehand: bool) -> tuple[CardSet, CardSet]:
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


Hands = tuple[CardSet, CardSet, CardSet]
# A way to play the deal: (Hand?, game); POLICY picks up and declares as the heuristic.
SkatOption = tuple[bool, GameType]
POLICY: SkatOption = (False, GameType.NULL)


def _overbid_score(game: GameType, bid: int) -> float:
    """A game short of the bid is lost at the bid rounded up to the game's base value."""
    base = BASE_VALUES[game]
    return _sf_score(False, -(-bid // base) * base)


def _hand_candidates(ten: CardSet, bid: int, forehand: bool) -> list[GameType]:
    """The suit or Grand Hand games worth solving: the heuristic's Hand game and the
    likeliest other one that reaches the bid (at most two)."""
    reach = [g for g in TRICK_GAMES if declared_value(Contract(g, hand=True), ten) >= bid]
    reach.sort(key=lambda g: final_chance(ten, g, forehand, 7.5), reverse=True)
    plan = plan_hand(ten, bid, forehand).contract.game
    games = [plan] if plan in reach else []
    for g in reach:
        if len(games) >= 2:
            break
        if g not in games:
            games.append(g)
    return games


def _pickup_choice(
    twelve: CardSet, bid: int, forehand: bool
) -> tuple[GameType, CardSet, int] | float:
    """After picking up: the game, the pair put away and the game's value that the
    heuristic curve expects most from (as ``_discard`` picks its candidates), or the
    expected score itself when that is Null or every game would be an overbid."""
    scored = sorted(((pre_chance(twelve, g, forehand), g) for g in TRICK_GAMES), reverse=True)
    games = [g for p, g in scored[:2] if p >= 0.2] or [scored[0][1]]
    if all(declared_value(Contract(g), twelve) < bid for g in games):
        reach = [g for _, g in scored if declared_value(Contract(g), twelve) >= bid]
        games += reach[:1]
    best: tuple[float, tuple[GameType, CardSet, int] | float] | None = None
    for g in games:
        value = declared_value(Contract(g), twelve)
        if value < bid:
            e = _overbid_score(g, bid)
            option: tuple[GameType, CardSet, int] | float = e
        else:
            ten, pair = _best_discard(twelve, g, forehand)
            p = final_chance(ten, g, forehand, points(pair))
            e = p * _sf_score(True, value) + (1 - p) * _sf_score(False, value)
            option = (g, pair, value)
        if best is None or e > best[0]:
            best = (e, option)
    null_pick = _null_choice(twelve, bid)
    if null_pick is not None and (best is None or null_pick[0] > best[0]):
        return null_pick[0]
    assert best is not None
    return best[1]


def _pickup_candidates(ten: CardSet, forehand: bool) -> list[GameType]:
    """The suit or Grand games worth solving after picking up: the two likeliest before
    the skat (whether they reach the bid depends on the skat's jacks)."""
    scored = sorted(((pre_chance(ten, g, forehand), g) for g in TRICK_GAMES), reverse=True)
    return [g for _, g in scored[:2]]


def _best_options(
    scores: dict[SkatOption, dict[int, tuple[float, int]]], complete: list[int]
) -> tuple[tuple[float, float], tuple[float, float]]:
    """(mean score, win rate) of the best Hand option and of the best pick-up option."""
    n = max(1, len(complete))
    best: dict[bool, tuple[float, float]] = {True: (-1e9, 0.0), False: (-1e9, 0.0)}
    for option, per_world in scores.items():
        e = sum(per_world[i][0] for i in complete) / n
        if e > best[option[0]][0]:
            best[option[0]] = (e, sum(per_world[i][1] for i in complete) / n)
    return best[True], best[False]


def _skat_clear(
    scores: dict[SkatOption, dict[int, tuple[float, int]]],
    complete: list[int],
    null_hand: tuple[float, float] | None,
) -> bool:
    """Whether the best Hand option and the best pick-up option are far apart (three
    standard errors of their paired difference) on the worlds judged so far."""
    n = len(complete)
    if n < 2 * SKAT_ROUND:
        return False
    rows: dict[bool, list[list[float]]] = {True: [], False: []}
    for option, per_world in scores.items():
        rows[option[0]].append([per_world[i][0] for i in complete])
    if null_hand is not None:
        rows[True].append([null_hand[0]] * n)
    if not rows[True]:
        return True
    hand, pick = max(rows[True], key=sum), max(rows[False], key=sum)
    diffs = [h - p for h, p in zip(hand, pick, strict=True)]
    mean = sum(diffs) / n
    var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
    return abs(mean) > 3.0 * math.sqrt(var / n)


def _null_choice(
    twelve: CardSet, bid: int
) -> tuple[float, tuple[Card, Card], Contract, float] | None:
    if bid > 23:
        return None
    cards = card_list(twelve)
    best: tuple[float, tuple[Card, Card]] | None = None
    for i, a in enumerate(cards):
        for b in cards[i + 1 :]:
            risk = null_loss_risk(twelve & ~(1 << a) & ~(1 << b))
            if best is None or risk < best[0]:
                best = (risk, (a, b))
    assert best is not None
    p = null_chance_of_risk(best[0])
    contract = Contract(GameType.NULL)
    return p * _sf_score(True, 23) + (1 - p) * _sf_score(False, 23), best[1], contract, p


def _with_discard(view: SeatView, skat: CardSet) -> SeatView:
    """The declarer's view as if ``skat`` had been put away (for sampling the others)."""
    sizes = list(view.hand_sizes)
    sizes[view.seat] = 10
    return replace(
        view,
        phase=Phase.DECLARE,
        hand=view.hand & ~skat,
        hand_sizes=(sizes[0], sizes[1], sizes[2]),
        discard=skat,
    )


# -- analysis after a deal ---------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class CardAnalysis:
    """One card of a finished deal judged open-handed.

    Values are the declarer's final card points with best play from then on (Null:
    1 if the declarer can stay trickless, else 0); ``cost`` is how much worse the card
    played was for its side than the best card (0 for a best card).
    """

    trick: int
    seat: int
    card: Card
    value_before: int
    value_after: int
    best_value: int
    best_cards: tuple[Card, ...]
    cost: int


def analyse_deal(
    history: Sequence[tuple[int, Action | OutOfTurn]],
    options: DealOptions = DEFAULT_OPTIONS,
    max_tricks: int = 10,
) -> list[CardAnalysis]:
    """Trick by trick, the open-hand value before and after each card of a played deal.

    ``history`` is a deal's history (``deal.history``); only cards played with at most
    ``max_tricks`` tricks left are judged (the first tricks take the longest to solve).
    """
    deal = Deal(options)
    out: list[CardAnalysis] = []
    solver = None
    for seat, action in history:
        if isinstance(action, Play) and deal.phase == Phase.PLAY and deal.contract is not None:
            contract = deal.contract
            d = deal.declarer
            assert d is not None
            pos = Position(
                contract.game,
                (deal.hands[0], deal.hands[1], deal.hands[2]),
                deal.leader,
                d,
                tuple(deal.trick),
                points(deal.taken[d]),
            )
            if pos.tricks_left <= max_tricks:
                values: dict[Card, int] = {}
                if contract.is_null:
                    ns = null_solver()
                    for c in card_list(pos.legal()):
                        after = pos.play(c)
                        lost = len(pos.trick) == 2 and after.leader == d
                        values[c] = 0 if lost else int(ns.declarer_wins(after))
                else:
                    solver = solver_for(contract.game)
                    values = solver.card_values(pos)
                declarer_moves = seat == d
                pick = max if declarer_moves else min
                best_value = pick(values.values())
                played = action.card
                after_value = values[played]
                out.append(
                    CardAnalysis(
                        trick=len(deal.tricks) + 1,
                        seat=seat,
                        card=played,
                        value_before=best_value,
                        value_after=after_value,
                        best_value=best_value,
                        best_cards=tuple(c for c, v in values.items() if v == best_value),
                        cost=abs(best_value - after_value),
                    )
                )
        deal.apply(action, None if seat < 0 else seat)
    return out


__all__ = [
    "DEFAULT_BUDGET_MS",
    "CardAnalysis",
    "Job",
    "StrongPlayer",
    "analyse_deal",
    "equivalent_representatives",
    "evaluate_job",
    "greedy_card",
    "group_of",
    "run_jobs",
    "shutdown_pool",
    "start_pool",
]
