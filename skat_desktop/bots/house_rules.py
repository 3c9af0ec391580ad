"""Table-rule decisions (Kontra, Re, Ramsch, Schieberamsch) around any bot that plays the ISkO."""

from __future__ import annotations

from ..engine.actions import (
    DECLINE,
    KONTRA,
    PASS_ON,
    PICK_UP,
    RE,
    Action,
    Play,
    Push,
)
from ..engine.cards import (
    ACE,
    CLUBS,
    JACK,
    JACKS,
    SEVEN,
    SUIT_MASKS,
    TEN,
    CardSet,
    card,
    card_list,
    card_points,
    points,
    rank_of,
    suit_of,
)
from ..engine.deal import Phase
from ..engine.rules import GameRules, GameType
from ..engine.view import SeatView
from .base import Player

CLUB_JACK = card(CLUBS, JACK)
ACES = sum(1 << card(s, ACE) for s in range(4))
TENS = sum(1 << card(s, TEN) for s in range(4))
LOW_NULL = sum(1 << card(s, r) for s in range(4) for r in (SEVEN, SEVEN + 1))

# How sure a defender must be before doubling (and a declarer before redoubling): a
# doubled loss costs twice as much, so both wait for clearly strong cards.
KONTRA_STRENGTH = 7.0
RE_STRENGTH = 11.0
# A Ramsch hand this dangerous (points plus 10 a jack) is worth a push despite the doubling.
PICK_UP_DANGER = 45


class HouseRulesPlayer:
    """Wraps a bot: decides Kontra, Re, Ramsch play and Schieberamsch pushes itself and
    hands every other decision to ``inner``, which then never meets a table rule."""

    def __init__(self, inner: Player) -> None:
        self.inner = inner
        self.name = inner.name

    def choose(self, view: SeatView, legal: tuple[Action, ...]) -> Action:
        if not legal:
            raise ValueError(f"{self.name} player asked to move with no legal action")
        phase = view.phase
        if phase == Phase.KONTRA:
            action = self._double(view, legal)
        elif view.ramsch and phase == Phase.RAMSCH_SKAT:
            action = PICK_UP if ramsch_danger(view.hand) >= PICK_UP_DANGER else PASS_ON
        elif view.ramsch and phase == Phase.RAMSCH_PUSH:
            action = choose_push(legal)
        elif view.ramsch and phase == Phase.PLAY:
            action = ramsch_play(view, legal)
        else:
            return self.inner.choose(view, legal)
        return action if action in legal else legal[0]

    def _double(self, view: SeatView, legal: tuple[Action, ...]) -> Action:
        if view.contract is None:
            return DECLINE
        if KONTRA in legal:
            return KONTRA if defender_strength(view) >= KONTRA_STRENGTH else DECLINE
        if RE in legal:
            return RE if declarer_strength(view) >= RE_STRENGTH else DECLINE
        return DECLINE


# -- Kontra and Re ---------------------------------------------------------------------


def _trump_strength(hand: CardSet, rules: GameRules) -> float:
    """Jacks count most, then the other trumps, aces and tens guarded by the suit's length."""
    jacks = (hand & JACKS).bit_count()
    trumps = (hand & rules.trumps).bit_count()
    score = 1.5 * jacks + (trumps - jacks) + (1.0 if hand >> CLUB_JACK & 1 else 0.0)
    for s in range(4):
        suit = hand & SUIT_MASKS[s] & ~rules.trumps
        if suit >> card(s, ACE) & 1:
            score += 1.5
        if suit >> card(s, TEN) & 1 and suit.bit_count() >= 2:
            score += 1.0
    return score


def defender_strength(view: SeatView) -> float:
    """How badly the declarer's game looks from this defender's hand (higher: worse for it)."""
    contract, rules = view.contract, view.rules
    if contract is None or rules is None:
        return 0.0
    hand = view.hand
    if contract.game == GameType.NULL:
        # Low cards in several suits can be led or kept to force the declarer in.
        low_suits = sum(1 for s in range(4) if hand & SUIT_MASKS[s] & LOW_NULL)
        return 2.0 * low_suits + (hand & LOW_NULL).bit_count()
    score = _trump_strength(hand, rules)
    if contract.game == GameType.GRAND:
        score += (hand & JACKS).bit_count()  # in Grand only jacks stop the declarer's run
    return score


def declarer_strength(view: SeatView) -> float:
    """How sure the declarer is of the game with the cards in hand (and any put away)."""
    contract, rules = view.contract, view.rules
    if contract is None or rules is None:
        return 0.0
    if contract.game == GameType.NULL:
        # A Null with nothing above a nine anywhere is safe enough to redouble.
        high = sum(1 for c in card_list(view.hand) if rank_of(c) > TEN)
        return 12.0 if high == 0 else 0.0
    score = _trump_strength(view.hand, rules) + points(view.discard) / 10
    if contract.game == GameType.GRAND:
        # Jacks are the whole trump suit, and a long suit under its ace runs once they fall.
        score += (view.hand & JACKS).bit_count()
        for s in range(4):
            suit = view.hand & SUIT_MASKS[s] & ~JACKS
            if suit >> card(s, ACE) & 1:
                score += 0.5 * (suit.bit_count() - 1)
    return score


# -- Ramsch ----------------------------------------------------------------------------


def ramsch_danger(hand: CardSet) -> int:
    """Card points plus 10 a jack: what this hand is likely to collect in a Ramsch."""
    return points(hand) + 10 * (hand & JACKS).bit_count()


def _danger(c: int) -> int:
    # Jacks win tricks whatever is led; aces and tens bring points to whoever takes them.
    if rank_of(c) == JACK:
        return 30 + (3 - suit_of(c))
    return 2 * card_points(c)


def choose_push(legal: tuple[Action, ...]) -> Action:
    """The two most dangerous cards the rules let go (jacks only where allowed)."""
    pushes = [a for a in legal if isinstance(a, Push)]
    if not pushes:
        return legal[0]
    return max(pushes, key=lambda a: _danger(a.cards[0]) + _danger(a.cards[1]))


def _durchmarsch_chance(view: SeatView) -> bool:
    """Every trick so far taken by this seat and a hand strong enough to take the rest."""
    if any(t.winner != view.seat for t in view.tricks):
        return False
    hand = view.hand
    jacks = (hand & JACKS).bit_count()
    played_jacks = (view.played & JACKS).bit_count()
    # All the jacks still out are ours, and every suit we hold is headed by its ace.
    if jacks + played_jacks < 4:
        return False
    for s in range(4):
        suit = hand & SUIT_MASKS[s] & ~JACKS
        if suit and not suit >> card(s, ACE) & 1:
            return False
    return True


def ramsch_play(view: SeatView, legal: tuple[Action, ...]) -> Action:
    """Take as few points as possible; run for a Durchmarsch when every trick is ours."""
    rules = view.rules
    plays = [a for a in legal if isinstance(a, Play)]
    if rules is None or not plays:
        return legal[0]
    strength = rules.strength
    if _durchmarsch_chance(view):
        return max(plays, key=lambda a: (rules.is_trump(a.card), strength[a.card]))
    trick = list(view.trick)
    if not trick:
        # Lead the lowest card of a plain suit; a jack only when nothing else is left.
        return min(plays, key=lambda a: (rules.is_trump(a.card), strength[a.card]))
    lead = trick[0]
    winner = trick[rules.trick_winner(trick)]
    losing = [a for a in plays if not rules.beats(a.card, winner, lead)]
    if losing:
        # Someone else takes this trick: hand them the most points (and jacks) we can.
        return max(losing, key=lambda a: (card_points(a.card), strength[a.card]))
    if len(trick) == 2:
        # The trick is ours whatever we play: shed the highest card for future safety
        # unless it brings many points along.
        return min(plays, key=lambda a: (card_points(a.card), -strength[a.card]))
    # Someone plays after us and may overtake: the lowest winner.
    return min(plays, key=lambda a: (strength[a.card], card_points(a.card)))


__all__ = [
    "HouseRulesPlayer",
    "choose_push",
    "declarer_strength",
    "defender_strength",
    "ramsch_danger",
    "ramsch_play",
]
