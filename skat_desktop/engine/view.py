"""What one seat may know of a deal: the only picture bots and the human's table get.

A view holds the seat's own cards, every public action, the skat only for a declarer
who picked it up, an ouvert declarer's hand once laid open, and the tricks so far.
In a Schieberamsch a seat knows only the skat it picked up and the two cards it pushed.
Hidden cards never enter it, so a player built on views cannot cheat.
"""

from __future__ import annotations

from dataclasses import dataclass

from .actions import CHANCE, Action, DealCards, Discard, OutOfTurn, Play, Push
from .cards import Card, CardSet, points
from .deal import Deal, Phase, Trick
from .rules import Contract, GameRules
from .scoring import DealResult


@dataclass(frozen=True, slots=True)
class HiddenDiscard:
    """Stands in a defender's history where the declarer put two cards away unseen."""

    def __str__(self) -> str:
        return "discard two cards"


@dataclass(frozen=True, slots=True)
class HiddenPush:
    """Stands in the other seats' history where a Schieberamsch player pushed two cards."""

    def __str__(self) -> str:
        return "push two cards"


HIDDEN_DISCARD = HiddenDiscard()
HIDDEN_PUSH = HiddenPush()
PublicAction = Action | OutOfTurn | HiddenDiscard | HiddenPush


@dataclass(frozen=True, slots=True)
class SeatView:
    seat: int
    phase: Phase
    current_player: int
    hand: CardSet
    hand_sizes: tuple[int, int, int]
    history: tuple[tuple[int, PublicAction], ...]
    bid_value: int
    declarer: int | None
    contract: Contract | None
    rules: GameRules | None
    picked_up: bool
    # The two skat cards the seat has seen (the declarer after picking up) and the two
    # it put away; both 0 for everyone else until the deal is scored.
    skat: CardSet
    discard: CardSet
    # The declarer's remaining cards when the game is ouvert and laid open.
    open_hand: CardSet
    trick: tuple[Card, ...]
    trick_leader: int
    tricks: tuple[Trick, ...]
    legal: tuple[Action, ...]
    result: DealResult | None
    # Once scored nothing is secret: the cards left in each hand and the skat.
    revealed_hands: tuple[CardSet, CardSet, CardSet] | None
    revealed_skat: CardSet
    # Table rules (options): Kontra/Re factor, who said Kontra, whether Re followed,
    # whether the deal is a Ramsch and how often its skat was pushed.
    doubling: int = 1
    kontra_by: int | None = None
    re: bool = False
    ramsch: bool = False
    pushes: int = 0

    @property
    def my_turn(self) -> bool:
        return self.current_player == self.seat

    @property
    def played(self) -> CardSet:
        """Every card played so far, the current trick included."""
        m = 0
        for t in self.tricks:
            m |= t.mask
        for c in self.trick:
            m |= 1 << c
        return m

    def cards_played_by(self, seat: int) -> CardSet:
        m = 0
        for actor, action in self.history:
            if actor == seat and isinstance(action, Play):
                m |= 1 << action.card
        return m

    def tricks_won(self, seat: int) -> int:
        return sum(1 for t in self.tricks if t.winner == seat)

    def points_taken(self, seat: int) -> int:
        return sum(points(t.mask) for t in self.tricks if t.winner == seat)


def view_of(deal: Deal, seat: int) -> SeatView:
    """The view of ``seat`` (0 forehand, 1 middlehand, 2 rearhand)."""
    if not 0 <= seat <= 2:
        raise ValueError(f"no seat {seat}: seats are 0 (forehand), 1, 2")
    is_declarer = seat == deal.declarer
    history: list[tuple[int, PublicAction]] = []
    for actor, action in deal.history:
        if actor == CHANCE or isinstance(action, DealCards):
            continue
        if isinstance(action, Discard) and not is_declarer:
            history.append((actor, HIDDEN_DISCARD))
        elif isinstance(action, Push) and actor != seat:
            history.append((actor, HIDDEN_PUSH))
        else:
            history.append((actor, action))
    scored = deal.phase == Phase.SCORED
    contract = deal.contract
    laid_open = (
        contract is not None and contract.ouvert and deal.declarer is not None and not is_declarer
    )
    knows_skat = (is_declarer and deal.picked_up) or scored
    if deal.ramsch and not scored:
        # No declarer: what a seat saw of the skat is what it picked up and pushed.
        skat, discard = deal.ramsch_seen[seat], deal.ramsch_pushed[seat]
    else:
        skat = deal.dealt_skat if knows_skat else 0
        discard = deal.skat if (knows_skat and deal.phase != Phase.DISCARD) else 0
    return SeatView(
        seat=seat,
        phase=deal.phase,
        current_player=deal.current_player,
        hand=deal.hands[seat],
        hand_sizes=(
            deal.hands[0].bit_count(),
            deal.hands[1].bit_count(),
            deal.hands[2].bit_count(),
        ),
        history=tuple(history),
        bid_value=deal.bid_value,
        declarer=deal.declarer,
        contract=contract,
        rules=deal.rules,
        picked_up=deal.picked_up,
        skat=skat,
        discard=discard,
        open_hand=deal.hands[deal.declarer] if laid_open and deal.declarer is not None else 0,
        trick=tuple(deal.trick),
        trick_leader=deal.leader,
        tricks=tuple(deal.tricks),
        legal=tuple(deal.legal_actions()) if deal.current_player == seat else (),
        result=deal.result,
        revealed_hands=(deal.hands[0], deal.hands[1], deal.hands[2]) if scored else None,
        revealed_skat=deal.skat if scored else 0,
        doubling=deal.doubling,
        kontra_by=deal.kontra_by,
        re=deal.re,
        ramsch=deal.ramsch,
        pushes=deal.pushes,
    )


__all__ = [
    "HIDDEN_DISCARD",
    "HIDDEN_PUSH",
    "HiddenDiscard",
    "HiddenPush",
    "PublicAction",
    "SeatView",
    "view_of",
]
