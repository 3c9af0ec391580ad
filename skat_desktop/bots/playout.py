"""Sampled deals judged for the Strong player: the fast play-out rule, the open-hand
solve from a few tricks before the end, and the job one worker process runs."""

from __future__ import annotations

import time
from dataclasses import dataclass

from ..engine.cards import RANK_POINTS, Card, CardSet, card_list, points
from ..engine.rules import Contract, GameType, rules_for
from . import native
from .solver import Position, SearchAborted, solver_for
from .solver_null import null_solver

SOLVE_TRICKS = 6  # solve outright when at most this many tricks are left
NODE_LIMIT = 3000  # positions per solve before a sample falls back to the greedy play-out
# With the compiled solver (about 60 times faster): positions per solve before the sample
# plays one trick by the fast rule and is solved again.
FAST_NODE_LIMIT = 20_000

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
    # Solve each world from where it stands (compiled solver only); False plays on by the
    # fast rule to six tricks first, as the Strong player did before the compiled solver.
    full_solve: bool = True


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


def play_until(pos: Position, tricks: int, goal: int) -> Position | None:
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


def _solve(pos: Position, goal: int, target: int, node_limit: int) -> bool:
    if goal == GOAL_NULL:
        return null_solver().declarer_wins(pos, node_limit)
    if goal == GOAL_ALL_TRICKS:
        return solver_for(pos.game, True).takes_all(pos, node_limit)
    return solver_for(pos.game).reaches(pos, target, node_limit)


def _outcome(pos: Position, goal: int, target: int, full_solve: bool = True) -> bool:
    """Whether the declarer makes the goal from ``pos``.

    With the compiled solver the sample is solved from where it stands; a solve that
    passes its node limit plays one more trick by the fast rule and tries again (the
    table keeps the bounds found), so only the hardest samples lose exactness, and only
    for a trick or two. With the pure-Python solver (far slower) the sample is played on
    by the fast rule until few tricks are left, then solved."""
    fast = full_solve and native.NATIVE is not None
    if fast:
        limit, tricks_first = FAST_NODE_LIMIT, 10
    else:
        limit = NODE_LIMIT
        tricks_first = SOLVE_TRICKS + 2 if goal == GOAL_NULL else SOLVE_TRICKS
    start = play_until(pos, tricks_first, goal)
    if start is None:
        return False
    while True:
        try:
            return _solve(start, goal, target, limit)
        except SearchAborted:
            if start.tricks_left <= SOLVE_TRICKS or not fast:
                break
            nxt = play_until(start, start.tricks_left - 1, goal)
            if nxt is None:
                return False
            start = nxt
    end = play_until(start, 0, goal)
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
            row.append(int(_outcome(root, job.goal, target, job.full_solve)))
        for c in job.cards:
            if out and time.time() > job.deadline:
                # A half-done world would compare the cards on different samples.
                return out
            after = root.play(c)
            decided = _took_trick_against_goal(root, after, job.goal)
            if decided is not None:
                row.append(int(decided))
            else:
                row.append(int(_outcome(after, job.goal, target, job.full_solve)))
        out.append(row)
    return out


def goal_of(contract: Contract) -> int:
    if contract.is_null:
        return GOAL_NULL
    if contract.schwarz_announced:
        return GOAL_ALL_TRICKS
    return GOAL_POINTS


def target_of(contract: Contract, skat: CardSet) -> int:
    """Trick points the declarer needs (the skat counts for the declarer)."""
    need = 90 if contract.schneider_announced else 61
    return need - points(skat)


def sf_score(won: bool, value: int) -> float:
    # Seeger-Fabian for the declarer alone: break-even near a 60 % win chance. Against
    # the table a loss also pays the defenders 40 each (break-even near 70 %), but the
    # open-hand chances are pessimistic (defenders who see every card; Strong wins 85-90 %
    # of the games it declares) and Strong already passes games the heuristic wins, so
    # the lower break-even stands in for a calibration.
    return value + 50.0 if won else -(2.0 * value + 50.0)


def sf_expectation(chance: float, value: int) -> float:
    """``sf_score`` expected from a game of ``value`` won with ``chance``."""
    return chance * sf_score(True, value) + (1 - chance) * sf_score(False, value)
