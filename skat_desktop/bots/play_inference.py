"""How plausible the others' earlier cards are on a sampled deal: weights for a defender's samples.

A defender's samples fit the auction, the contract, the voids shown and the smeared
cards (``sampling``), but not *why* the declarer and the partner chose the cards they
chose. Here each sampled deal is weighed by a soft model of natural play: at a few
earlier decisions of the declarer (every card) and of the partner (its leads), the
position is rebuilt with the hand that seat held then on this deal, and a club player's
card (the heuristic's rules) is asked for. A card of the same group as that choice is
what a sound player does (factor 1); a card of the same suit is half expected
(``SAME_SUIT``); any other card is still played often by players who reason otherwise
(``OTHER``, the floor). The floor is high on purpose: the model is one way of playing,
not the way the others play, and a deal that contradicts it only loses weight. At most
``MAX_PLAYS`` decisions are read (the latest), so that the cost stays within the budget.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ..engine.actions import PLAYS, Action, Play
from ..engine.cards import Card, CardSet, card_list
from ..engine.view import SeatView
from .heuristic import HeuristicPlayer

SAME_SUIT = 0.4  # the card's suit is the model's, the card is not
OTHER = 0.15  # neither: the floor of one decision
MAX_PLAYS = 9  # earlier decisions read per card decision (the latest ones)
PARTNER_FOLLOWS = False  # read the partner's cards to tricks led by others too


@dataclass(frozen=True, slots=True)
class PastPlay:
    """One earlier decision of another seat: the position before it, with that seat's
    own cards left out (they come from the sampled deal)."""

    seat: int
    card: Card
    view: SeatView  # the position then, as ``seat`` saw it, its hand still empty
    later: CardSet  # the cards ``seat`` played from then on (this card included)


def informative_plays(view: SeatView, max_plays: int | None = None) -> list[PastPlay]:
    """The earlier decisions read for a defender's ``view``: the declarer's cards and the
    partner's leads, the latest ``max_plays`` of them (none for the declarer, in Null, in
    an ouvert game, whose hand is open, or in the first trick before anyone played)."""
    contract, declarer, rules = view.contract, view.declarer, view.rules
    if contract is None or declarer is None or rules is None or view.seat == declarer:
        return []
    if contract.is_null or view.open_hand or contract.ouvert:
        return []
    partner = 3 - view.seat - declarer
    if max_plays is None:
        max_plays = MAX_PLAYS
    # Every card so far in order: (trick index, position in the trick, seat, card).
    order: list[tuple[int, int, int, Card]] = []
    for ti, t in enumerate(view.tricks):
        for i, c in enumerate(t.cards):
            order.append((ti, i, t.seat_of(i), c))
    for i, c in enumerate(view.trick):
        order.append((len(view.tricks), i, (view.trick_leader + i) % 3, c))
    chosen = [
        k
        for k, (_, i, seat, _c) in enumerate(order)
        if seat == declarer or (seat == partner and (i == 0 or PARTNER_FOLLOWS))
    ][-max_plays:]
    plays_seen = [k for k, (_, action) in enumerate(view.history) if isinstance(action, Play)]
    out: list[PastPlay] = []
    sizes_now = list(view.hand_sizes)
    for k in chosen:
        ti, i, seat, card = order[k]
        later = [0, 0, 0]
        for _, _, s, c in order[k:]:
            later[s] |= 1 << c
        if ti < len(view.tricks):
            tricks = view.tricks[:ti]
            t = view.tricks[ti]
            trick, leader = t.cards[:i], t.leader
        else:
            tricks = view.tricks
            trick, leader = view.trick[:i], view.trick_leader
        sizes = (
            sizes_now[0] + later[0].bit_count(),
            sizes_now[1] + later[1].bit_count(),
            sizes_now[2] + later[2].bit_count(),
        )
        past = replace(
            view,
            seat=seat,
            current_player=seat,
            hand=0,
            hand_sizes=sizes,
            history=view.history[: plays_seen[k]] if k < len(plays_seen) else view.history,
            skat=0,
            discard=0,
            trick=trick,
            trick_leader=leader,
            tricks=tricks,
            legal=(),
        )
        out.append(PastPlay(seat, card, past, later[seat]))
    return out


class PlayModel:
    """Weighs sampled deals for one defender's decision by the others' earlier cards."""

    def __init__(self, view: SeatView, heuristic: HeuristicPlayer) -> None:
        self.plays = informative_plays(view)
        self.heuristic = heuristic
        self.declarer = view.declarer

    def weight(self, hands: tuple[CardSet, CardSet, CardSet], skat: CardSet) -> float:
        """The product over the decisions read of how natural the card played was, had
        the seat held on this deal what it holds now plus what it played since."""
        w = 1.0
        for p in self.plays:
            hand = hands[p.seat] | p.later
            view = p.view
            if p.seat == self.declarer and view.picked_up:
                # The declarer knows what it put away: on this deal, the skat.
                view = replace(view, hand=hand, skat=skat, discard=skat)
            else:
                view = replace(view, hand=hand)
            w *= self._factor(view, p.card)
        return w

    def _factor(self, view: SeatView, played: Card) -> float:
        rules = view.rules
        assert rules is not None
        hand = view.hand
        if view.trick:
            same = hand & rules.follow[view.trick[0]]
            if same:
                hand = same
        cards = card_list(hand)
        if len(cards) < 2:
            return 1.0
        legal: tuple[Action, ...] = tuple(PLAYS[c] for c in cards)
        choice = self.heuristic.choose(view, legal)
        if not isinstance(choice, Play):
            return 1.0
        model = choice.card
        if model == played:
            return 1.0
        from .strong_play import group_of  # late: strong_play uses this module

        groups = group_of(view, cards)
        if groups.get(model) == groups.get(played):
            return 1.0
        if rules.follow[model] == rules.follow[played]:
            return SAME_SUIT
        return OTHER


__all__ = ["MAX_PLAYS", "OTHER", "SAME_SUIT", "PastPlay", "PlayModel", "informative_plays"]
