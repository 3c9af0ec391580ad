"""Playing a sampled deal on open-handed: does the declarer make the contract from here?

``declarer_wins`` asks the open-hand solver (the compiled one when built); early in the
deal, and when a search passes its node limit, the quick rule (``quick_card``) plays a
trick first. Each thread has solvers of its own: the analysis runs on a worker thread
while a hint may search on another, and a solver object is not shared safely.
"""

from __future__ import annotations

import threading

from ..engine.cards import Card, CardSet, card_list, points
from ..engine.rules import Contract, GameType, rules_for
from .native import COMPILED, solver_path
from .playout import target_of
from .solver import Position, SearchAborted, Solver
from .solver_null import NullSolver

# The compiled solver answers eight tricks in about a millisecond, so only the first two
# tricks are left to the quick rule (measured with bench analysis: whole-deal solves of
# every sample cost four times as much). The pure-Python search solves the last six.
if solver_path() == COMPILED:
    NODE_LIMIT, SOLVE_TRICKS = 50_000, 8
else:
    NODE_LIMIT, SOLVE_TRICKS = 6000, 6


def declarer_wins(pos: Position, contract: Contract, skat: CardSet) -> bool:
    """Whether the declarer makes the contract from ``pos`` with both sides playing well
    (open-handed). Early in the deal the quick rule plays on until ``SOLVE_TRICKS`` are
    left, and a search past its node limit gets one more quick trick first."""
    while True:
        if pos.tricks_left <= SOLVE_TRICKS:
            try:
                if contract.is_null:
                    return _null_solver().declarer_wins(pos, NODE_LIMIT)
                if contract.schwarz_announced:
                    return _solver(pos.game, True).takes_all(pos, NODE_LIMIT)
                return _solver(pos.game, False).reaches(pos, target_of(contract, skat), NODE_LIMIT)
            except SearchAborted:
                pass
        for _ in range(3 - len(pos.trick)):
            pos = pos.play(quick_card(pos))
        if contract.is_null and pos.leader == pos.declarer:
            return False  # the Null declarer took a trick
        if contract.schwarz_announced and pos.leader != pos.declarer:
            return False
        if not pos.tricks_left:
            return _final(pos, contract, skat)


_LOCAL = threading.local()


def _solver(game: GameType, count_tricks: bool) -> Solver:
    solvers: dict[tuple[GameType, bool], Solver] = _LOCAL.__dict__.setdefault("solvers", {})
    key = (game, count_tricks)
    found = solvers.get(key)
    if found is None:
        found = solvers[key] = Solver(game, count_tricks)
    return found


def _null_solver() -> NullSolver:
    found: NullSolver | None = _LOCAL.__dict__.get("null")
    if found is None:
        found = _LOCAL.null = NullSolver()
    return found


def _final(pos: Position, contract: Contract, skat: CardSet) -> bool:
    if contract.is_null:
        return True
    return pos.declarer_points >= target_of(contract, skat)


def quick_card(pos: Position) -> Card:
    """A plain sensible card for the player to move, all hands open: win a trick an
    opponent is winning as cheaply as possible, give the partner points, else go low."""
    legal = card_list(pos.legal())
    if len(legal) == 1:
        return legal[0]
    rules = rules_for(pos.game)
    strength = rules.strength

    def cheap(c: Card) -> tuple[int, int]:
        return (points(1 << c), strength[c])

    if pos.game == GameType.NULL:
        return min(legal, key=lambda c: strength[c])
    seat = pos.to_move
    if not pos.trick:
        top = max(legal, key=lambda c: (rules.trumps >> c & 1, strength[c]))
        return top if seat == pos.declarer and rules.trumps >> top & 1 else min(legal, key=cheap)
    trick = list(pos.trick)
    w = rules.trick_winner(trick)
    winner_seat = (pos.leader + w) % 3
    partners = (seat == pos.declarer) == (winner_seat == pos.declarer)
    if partners:
        return max(legal, key=lambda c: (points(1 << c), -strength[c]))
    beating = [c for c in legal if rules.trick_winner([*trick, c]) == len(trick)]
    if beating:
        return min(beating, key=lambda c: strength[c])
    return min(legal, key=cheap)


__all__ = ["NODE_LIMIT", "SOLVE_TRICKS", "declarer_wins", "quick_card"]
