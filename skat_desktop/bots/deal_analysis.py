"""A finished deal judged card by card open-handed (the post-deal analysis)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..engine.actions import (
    Action,
    OutOfTurn,
    Play,
)
from ..engine.cards import Card, card_list, points
from ..engine.deal import DEFAULT_OPTIONS, Deal, DealOptions, Phase
from .solver import Position, solver_for
from .solver_null import null_solver


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
