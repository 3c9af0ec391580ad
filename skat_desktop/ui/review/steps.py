"""A replayed deal cut into review steps: deal, auction, skat, declaration, tricks, result."""

from __future__ import annotations

from dataclasses import dataclass

from skat_desktop.engine.actions import CHANCE, Bid, DealCards, Declare, Hold, Pass
from skat_desktop.engine.cards import Card, CardSet, points
from skat_desktop.engine.deal import Deal, Phase
from skat_desktop.engine.rules import Contract
from skat_desktop.engine.scoring import DealResult

DEAL, AUCTION, SKAT, DECLARATION, TRICK, RESULT = (
    "deal",
    "auction",
    "skat",
    "declaration",
    "trick",
    "result",
)


@dataclass(frozen=True, slots=True)
class ReviewStep:
    """What the review table shows at one step; seats are 0 forehand .. 2 rearhand.

    ``hands`` are the cards each seat still holds, ``trick`` the trick on the table as
    (seat, card) in play order, ``skat`` the two cards lying in the skat (the dealt skat
    before the declarer takes it, then the two put away).
    """

    kind: str
    trick_number: int  # 1..10 for a trick step, else the tricks completed so far
    hands: tuple[CardSet, CardSet, CardSet]
    trick: tuple[tuple[int, Card], ...]
    trick_winner: int | None
    skat: CardSet
    dealt_skat: CardSet
    picked_up: bool
    auction: tuple[tuple[int, str], ...]  # (seat, "18" / "yes" / "pass")
    bid_value: int
    declarer: int | None
    contract: Contract | None
    points_taken: tuple[int, int, int]  # card points in each seat's tricks so far
    result: DealResult | None
    ended_by: str | None = None
    unfinished: bool = False  # the record stops before the deal is over
    moves: int = 0  # actions of the deal's history played by this step (for Play from here)


def _step(deal: Deal, kind: str, **changes: object) -> ReviewStep:
    hands = deal.hands
    taken = deal.taken
    trick_cards = tuple((deal.leader + i) % 3 for i in range(len(deal.trick)))
    values: dict[str, object] = {
        "kind": kind,
        "trick_number": len(deal.tricks),
        "hands": (hands[0], hands[1], hands[2]),
        "trick": tuple(zip(trick_cards, deal.trick, strict=True)),
        "trick_winner": None,
        "skat": deal.skat,
        "dealt_skat": deal.dealt_skat,
        "picked_up": deal.picked_up,
        "auction": _auction(deal),
        "bid_value": deal.bid_value,
        "declarer": deal.declarer,
        "contract": deal.contract,
        "points_taken": (points(taken[0]), points(taken[1]), points(taken[2])),
        "result": deal.result,
        "ended_by": deal.result.ended_by if deal.result is not None else None,
        "moves": len(deal.history),
    }
    values.update(changes)
    return ReviewStep(**values)  # type: ignore[arg-type]


def _auction(deal: Deal) -> tuple[tuple[int, str], ...]:
    words: list[tuple[int, str]] = []
    for seat, action in deal.history:
        if isinstance(action, Bid):
            words.append((seat, str(action.value)))
        elif isinstance(action, Hold):
            words.append((seat, "yes"))
        elif isinstance(action, Pass):
            words.append((seat, "pass"))
    return tuple(words)


def review_steps(finished: Deal) -> list[ReviewStep]:
    """The steps of a deal, replaying its history from the start.

    The deal step shows every hand as dealt; the auction step every word said; the skat
    step the skat taken (or left, in a Hand game) and the two cards put away; then the
    declaration, each completed trick, and the result.
    """
    deal = Deal(finished.options)
    steps: list[ReviewStep] = []
    for seat, action in finished.history:
        before = deal.phase
        tricks_before = len(deal.tricks)
        deal.apply(action, None if seat == CHANCE else seat)
        after = deal.phase
        if isinstance(action, DealCards):
            steps.append(_step(deal, DEAL))
        elif before == Phase.BIDDING and after != Phase.BIDDING:
            steps.append(_step(deal, AUCTION))
        elif before in (Phase.SKAT, Phase.DISCARD) and after == Phase.DECLARE:
            steps.append(_step(deal, SKAT))
        elif isinstance(action, Declare):
            steps.append(_step(deal, DECLARATION))
        elif len(deal.tricks) > tricks_before:
            trick = deal.tricks[-1]
            cards = tuple((trick.seat_of(i), c) for i, c in enumerate(trick.cards))
            steps.append(_step(deal, TRICK, trick=cards, trick_winner=trick.winner))
    if not steps:
        return steps
    # At the end the last trick stays on the table, as it does after a real deal.
    last: dict[str, object] = {}
    if not deal.trick and deal.tricks:
        trick = deal.tricks[-1]
        last = {
            "trick": tuple((trick.seat_of(i), c) for i, c in enumerate(trick.cards)),
            "trick_winner": trick.winner,
        }
    steps.append(_step(deal, RESULT, unfinished=deal.result is None, **last))
    return steps


__all__ = [
    "AUCTION",
    "DEAL",
    "DECLARATION",
    "RESULT",
    "SKAT",
    "TRICK",
    "ReviewStep",
    "review_steps",
]
