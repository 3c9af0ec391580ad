"""Benchmark: how often each level's card costs its side the deal, judged on the true cards.

``python -m skat_desktop.bench regret [--deals N] [--seed S] [--levels strong,normal]
[--first-trick F] [--last-trick L] [--budget-ms B]`` prints one JSON object.

Seeded deals are bid and played by the Normal player. At every trick-play decision
between the tricks ``F`` and ``L`` (0 is the first trick) each card is solved open-handed
on the true cards: does the seat's side make its goal (61, Schneider announced, Schwarz
announced, Null) after it, with best play from then on? A decision is *critical* when
some cards keep the goal and others lose it. Each level is asked for its card on the
same critical views; ``<level>_critical_errors`` counts the cards that lose a goal the
seat's side could still make, and ``<level>_error_rate`` is their share.
``critical_by_kind`` and ``<level>_errors_by_kind`` split both by who decides (declarer
or defender) and when (leading a trick or following to one): where a level loses games.

This says far more per second than the arena does, because every level answers the same
views and only the decisions that matter count. It measures card play only, against a
perfect-information judge: a card can be "wrong" on the true cards and still be the
best choice on what the seat knew, so no level reaches 0 (the Oracle, which sees the
cards, does).
"""

from __future__ import annotations

import argparse
import json
import platform
import sys
import time

from ..bots.playout import target_of
from ..bots.registry import make_player
from ..bots.solver import Position, solver_for
from ..bots.solver_null import null_solver
from ..engine.actions import Play
from ..engine.cards import Card
from ..engine.deal import Deal, Phase
from ..engine.view import SeatView, view_of


def declarer_makes_it(deal: Deal, view: SeatView, card: Card) -> bool:
    """Whether the declarer makes the goal after ``card``, every hand open (true cards)."""
    contract = view.contract
    assert contract is not None and view.declarer is not None
    hands = deal.hands
    pos = Position(
        contract.game,
        (hands[0], hands[1], hands[2]),
        view.trick_leader,
        view.declarer,
        tuple(view.trick),
        view.points_taken(view.declarer),
    ).play(card)
    if contract.is_null:
        return null_solver().declarer_wins(pos)
    if contract.schwarz_announced:
        return solver_for(contract.game, True).takes_all(pos)
    return solver_for(contract.game).reaches(pos, target_of(contract, deal.skat))


DECISION_KINDS = ("declarer_lead", "declarer_follow", "defender_lead", "defender_follow")


def decision_kind(view: SeatView) -> str:
    """Who decides (declarer or defender) and whether the card leads the trick."""
    role = "declarer" if view.seat == view.declarer else "defender"
    return f"{role}_{'follow' if view.trick else 'lead'}"


def critical_views(
    deals: int, seed: int, first_trick: int, last_trick: int
) -> list[tuple[SeatView, frozenset[Card]]]:
    """The critical views of seeded deals played by Normal, each with its losing cards."""
    out: list[tuple[SeatView, frozenset[Card]]] = []
    for i in range(deals):
        deal = Deal.from_seed(seed * 1_000_003 + i)
        players = [make_player("normal", i * 3 + s) for s in range(3)]
        while not deal.is_over:
            seat = deal.current_player
            view = view_of(deal, seat)
            cards = [a.card for a in view.legal if isinstance(a, Play)]
            judged = view.phase == Phase.PLAY and first_trick <= len(view.tricks) <= last_trick
            if judged and len(cards) > 1:
                mine = seat == view.declarer
                losing = frozenset(c for c in cards if declarer_makes_it(deal, view, c) != mine)
                if losing and len(losing) < len(cards):
                    out.append((view, losing))
            deal.apply(players[seat].choose(view, view.legal), seat)
    return out


def run(
    deals: int,
    seed: int,
    levels: list[str],
    first_trick: int = 0,
    last_trick: int = 9,
    budget_ms: int | None = None,
) -> dict[str, object]:
    start = time.perf_counter()
    views = critical_views(deals, seed, first_trick, last_trick)
    figures: dict[str, object] = {
        "benchmark": "regret",
        "deals": deals,
        "tricks": [first_trick, last_trick],
        "critical_views": len(views),
    }
    kinds = [decision_kind(view) for view, _ in views]
    figures["critical_by_kind"] = {k: kinds.count(k) for k in DECISION_KINDS}
    for level in levels:
        errors = 0
        by_kind = dict.fromkeys(DECISION_KINDS, 0)
        clock = time.perf_counter()
        for n, (view, losing) in enumerate(views):
            player = make_player(level, seed * 7919 + n, budget_ms=budget_ms)
            action = player.choose(view, view.legal)
            wrong = isinstance(action, Play) and action.card in losing
            errors += wrong
            by_kind[kinds[n]] += wrong
        figures[f"{level}_critical_errors"] = errors
        figures[f"{level}_error_rate"] = round(errors / len(views), 4) if views else 0.0
        figures[f"{level}_errors_by_kind"] = by_kind
        figures[f"{level}_seconds"] = round(time.perf_counter() - clock, 1)
    figures.update(
        {
            "seconds": round(time.perf_counter() - start, 1),
            "seed": seed,
            "python": platform.python_version(),
        }
    )
    return figures


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m skat_desktop.bench regret",
        description="Count each level's cards that lose a goal its side could make.",
    )
    parser.add_argument("--deals", type=int, default=300, help="seeded deals (300)")
    parser.add_argument("--seed", type=int, default=1, help="random seed (1)")
    parser.add_argument("--levels", default="strong,normal", help="levels (strong,normal)")
    parser.add_argument("--first-trick", type=int, default=0, help="first trick judged (0)")
    parser.add_argument("--last-trick", type=int, default=9, help="last trick judged (9)")
    parser.add_argument("--budget-ms", type=int, default=None, help="thinking time")
    args = parser.parse_args(argv)
    if args.deals < 1:
        parser.error("--deals must be at least 1")
    if not 0 <= args.first_trick <= args.last_trick <= 9:
        parser.error("the tricks must satisfy 0 <= --first-trick <= --last-trick <= 9")
    levels = [x.strip() for x in args.levels.split(",") if x.strip()]
    from ..bots.registry import kinds

    unknown = [x for x in levels if x.lower() not in kinds()]
    if unknown or not levels:
        parser.error(f"unknown levels {unknown}; choose from: {', '.join(kinds())}")
    figures = run(args.deals, args.seed, levels, args.first_trick, args.last_trick, args.budget_ms)
    print(json.dumps(figures))
    return 0


if __name__ == "__main__":
    sys.exit(main())
