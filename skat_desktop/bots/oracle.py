"""The Oracle: sees every card and takes the open-hand best choice (for measurement only).

It shows how far a player who must guess the hidden cards (Strong) is from perfect
information. It is never offered in the app: a player of this kind sees the deal only
when the arena shows it (``see_deal``); without that it plays like Normal.

Bidding, pick up or Hand and the game: every suit game and Grand, picked up (the true
skat taken, the pair the heuristic curve likes best put away) or Hand, and Null (the
discard of least risk) are solved open-handed on the true deal; the player bids up to
the highest value of a game it surely wins and declares the one that scores most. Card
play: each group of alike cards is solved on the true position and a card that keeps the
side's goal (61, Schneider or Schwarz announced, Null) is played, preferring among them
the one that reaches the next score step. A solve past its node limit is finished by
the fast play-out rule.
"""

from __future__ import annotations

from ..engine.actions import (
    PASS,
    PLAYS,
    Action,
    Bid,
    Declare,
    Discard,
    Hold,
    PickUpSkat,
    Play,
    PlayHand,
    discard,
)
from ..engine.cards import CardSet, card_list, points
from ..engine.deal import Deal, Phase
from ..engine.rules import Contract, GameType
from ..engine.scoring import declared_value
from ..engine.view import SeatView
from .evaluation import TRICK_GAMES, null_loss_risk
from .heuristic import HeuristicPlayer
from .playout import GOAL_ALL_TRICKS, GOAL_NULL, GOAL_POINTS, goal_of, play_until, sf_score
from .solver import Position, SearchAborted, solver_for
from .solver_null import null_solver
from .strong_core import best_discard
from .strong_play import equivalent_representatives, group_of

NODE_LIMIT = 60_000  # per solve; past it the fast rule finishes the deal


def solve_goal(pos: Position, goal: int, target: int, node_limit: int = NODE_LIMIT) -> bool:
    """Whether the declarer makes ``goal`` from ``pos`` with best play on both sides (the
    fast play-out rule finishes a solve that passes ``node_limit``)."""
    try:
        if goal == GOAL_NULL:
            return null_solver().declarer_wins(pos, node_limit)
        if goal == GOAL_ALL_TRICKS:
            return solver_for(pos.game, True).takes_all(pos, node_limit)
        return solver_for(pos.game).reaches(pos, target, node_limit)
    except SearchAborted:
        end = play_until(pos, 0, goal)
        if end is None:
            return False
        return goal != GOAL_POINTS or end.declarer_points >= target


# An option for the declarer: (score, value, Hand?, contract, pair put away or 0).
Option = tuple[float, int, bool, Contract, CardSet]


class OraclePlayer:
    """Open-hand best play on the true deal the arena shows it; Normal without one."""

    def __init__(self, seed: int | None = None, budget_ms: int | None = None) -> None:
        self.name = "oracle"
        self.seed = seed
        self.budget_ms = budget_ms  # unused: it thinks as long as the solves take
        self.heuristic = HeuristicPlayer(seed, name="normal")
        self._deal: Deal | None = None
        self._options: dict[tuple[CardSet, int], list[Option]] = {}
        self._plan: Option | None = None

    def see_deal(self, deal: Deal) -> None:
        """Show the whole deal (called by the arena before every decision)."""
        self._deal = deal

    def choose(self, view: SeatView, legal: tuple[Action, ...]) -> Action:
        if not legal:
            raise ValueError(f"{self.name} player asked to move with no legal action")
        deal = self._deal
        if deal is None or deal.ramsch or view.hand != deal.hands[view.seat] or len(legal) == 1:
            return self.heuristic.choose(view, legal)
        phase = view.phase
        action: Action | None = None
        if phase == Phase.BIDDING:
            action = self._bid(view, legal, deal)
        elif phase == Phase.SKAT:
            action = self._skat(view, legal, deal)
        elif phase == Phase.DISCARD:
            action = self._discard(view, legal)
        elif phase == Phase.DECLARE:
            action = self._declare(view, legal)
        elif phase == Phase.PLAY:
            action = self._play(view, legal, deal)
        if action is None or action not in legal:
            return self.heuristic.choose(view, legal)
        return action

    # -- auction and contract --------------------------------------------------------

    def options(self, deal: Deal, seat: int) -> list[Option]:
        """Every way ``seat`` could declare on this deal, solved open-handed, best first."""
        ten = deal.dealt_hands[seat]
        key = (ten, seat)
        if key in self._options:
            return self._options[key]
        skat = deal.dealt_skat
        twelve = ten | skat
        others = [deal.dealt_hands[p] for p in (0, 1, 2)]
        out: list[Option] = []
        forehand = seat == 0
        for game in TRICK_GAMES:
            for hand in (False, True):
                contract = Contract(game, hand=hand)
                value = declared_value(contract, twelve)
                if hand:
                    kept, pair = ten, skat
                else:
                    kept, pair = best_discard(twelve, game, forehand)
                hands = list(others)
                hands[seat] = kept
                pos = Position(game, (hands[0], hands[1], hands[2]), 0, seat)
                won = solve_goal(pos, GOAL_POINTS, 61 - points(pair))
                out.append((sf_score(won, value), value, hand, contract, 0 if hand else pair))
        for hand in (False, True):
            contract = Contract(GameType.NULL, hand=hand)
            if hand:
                kept, pair = ten, 0
            else:
                kept, pair = _null_discard(twelve)
            hands = list(others)
            hands[seat] = kept
            pos = Position(GameType.NULL, (hands[0], hands[1], hands[2]), 0, seat)
            won = solve_goal(pos, GOAL_NULL, 0)
            value = contract.null_value
            out.append((sf_score(won, value), value, hand, contract, pair))
        out.sort(key=lambda o: o[0], reverse=True)
        self._options[key] = out
        return out

    def _bid(self, view: SeatView, legal: tuple[Action, ...], deal: Deal) -> Action:
        won = [o for o in self.options(deal, view.seat) if o[0] > 0]
        limit = max((o[1] for o in won), default=0)
        hold = next((a for a in legal if isinstance(a, Hold)), None)
        if hold is not None:
            return hold if view.bid_value <= limit else PASS
        bids = [a for a in legal if isinstance(a, Bid) and a.value <= limit]
        return min(bids, key=lambda b: b.value) if bids else PASS

    def _best(self, view: SeatView, deal: Deal, hand: bool | None) -> Option | None:
        fits = [
            o
            for o in self.options(deal, view.seat)
            if o[1] >= view.bid_value and (hand is None or o[2] == hand)
        ]
        return fits[0] if fits else None

    def _skat(self, view: SeatView, legal: tuple[Action, ...], deal: Deal) -> Action | None:
        best = self._best(view, deal, None)
        if best is None:
            return None
        self._plan = best
        want = PlayHand if best[2] else PickUpSkat
        return next((a for a in legal if isinstance(a, want)), None)

    def _discard(self, view: SeatView, legal: tuple[Action, ...]) -> Action | None:
        plan = self._plan
        if plan is None or plan[2]:
            return None
        a, b = card_list(plan[4])
        choice = discard(a, b)
        return choice if any(isinstance(x, Discard) and x == choice for x in legal) else None

    def _declare(self, view: SeatView, legal: tuple[Action, ...]) -> Action | None:
        plan = self._plan
        if plan is None:
            return None
        return next((a for a in legal if isinstance(a, Declare) and a.contract == plan[3]), None)

    # -- card play -------------------------------------------------------------------

    def _play(self, view: SeatView, legal: tuple[Action, ...], deal: Deal) -> Action | None:
        contract, d = deal.contract, deal.declarer
        if contract is None or d is None:
            return None
        cards = [a.card for a in legal if isinstance(a, Play)]
        reps = equivalent_representatives(view, cards)
        if len(reps) == 1:
            return None  # alike cards: the heuristic picks among them
        pos = Position(
            contract.game,
            (deal.hands[0], deal.hands[1], deal.hands[2]),
            deal.leader,
            d,
            tuple(deal.trick),
            points(deal.taken[d]),
        )
        goal = goal_of(contract)
        need = 90 if contract.schneider_announced else 61
        target = need - points(deal.skat)
        mine = view.seat == d
        makes = {c: solve_goal(pos.play(c), goal, target) for c in reps}
        good = [c for c in reps if makes[c] == mine] or reps
        if len(good) > 1 and goal == GOAL_POINTS:
            # The next score step: Schneider for a winning declarer (or stopping it), 31
            # for a losing one (or holding it under).
            declarer_wins = makes[good[0]]
            step = 90 - need + target if declarer_wins else 31 - need + target
            better = [c for c in good if solve_goal(pos.play(c), GOAL_POINTS, step) == mine]
            good = better or good
        h = self.heuristic.choose(view, legal)
        rep = group_of(view, cards).get(h.card) if isinstance(h, Play) else None
        return PLAYS[rep if rep in good else good[0]]


def _null_discard(twelve: CardSet) -> tuple[CardSet, CardSet]:
    """The ten cards to keep and the pair to put away with the least Null risk."""
    cards = card_list(twelve)
    best: tuple[float, CardSet] | None = None
    for i, a in enumerate(cards):
        for b in cards[i + 1 :]:
            pair = (1 << a) | (1 << b)
            risk = null_loss_risk(twelve & ~pair)
            if best is None or risk < best[0]:
                best = (risk, pair)
    assert best is not None
    return twelve & ~best[1], best[1]


__all__ = ["OraclePlayer", "solve_goal"]
