"""After a deal: each of one seat's decisions judged from that seat's knowledge (no Qt).

For every decision of the seat (its last word in the auction, pick up or Hand, the
discard, the game, every card) the hidden cards are dealt anew many times consistently
with what the seat knew then (``sampling``), and each choice is played on in every sample
open-handed: the solver answers whether the declarer makes the goal; a sample the solver
cannot finish within its node limit is first played on by a quick rule, a trick at a
time. The share of samples the seat's side wins is its chance; the best choice is the one
with the best chance (the best expected list score before the cards are played), and the
cost is the list points the choice gave away on average (a won game +value, a lost one
-2 x value, so a game's swing is 3 x value). The same judgement with the real cards (one
"world": every card open) is kept as a second opinion.

The work is cut to a time budget (``budget_s``): each decision gets its share, at least
``MIN_WORLDS`` samples and at most ``MAX_WORLDS``. ``progress(done, total)`` is called
after each decision and ``cancelled()`` is polled between samples.

The auction is judged by its cost alone: passing risks nothing, so for a bid both the
chance before and after are the chance of the game bid for (a bid is never a turning
point; a bid too high or a game passed shows in the cost).
"""

from __future__ import annotations

import itertools
import random
import time
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass

from ..engine.actions import (
    PASS,
    PICK_UP,
    PLAY_HAND,
    PLAYS,
    Action,
    Bid,
    Declare,
    Discard,
    Hold,
    OutOfTurn,
    Pass,
    PickUpSkat,
    Play,
    PlayHand,
    discard,
)
from ..engine.cards import Card, CardSet, card_list, points
from ..engine.deal import DEFAULT_OPTIONS, Deal, DealOptions, Phase
from ..engine.rules import BASE_VALUES, BID_VALUES, Contract, GameType, rules_for
from ..engine.scoring import declared_value
from ..engine.view import SeatView, view_of
from .analysis_play import declarer_wins, quick_card
from .evaluation import TRICK_GAMES, plan_after_pickup, plan_hand
from .native import COMPILED, solver_path
from .sampling import Sampler, World
from .solver import Position

TURNING_DROP = 0.20  # a fall in the chance of at least this marks a turning point
MIN_WORLDS = 8
ROUND = 4  # samples added per round while the decision's time lasts
# The compiled solver is fast enough for twice the samples in the budget (analysis_play.py).
MAX_WORLDS = 48 if solver_path() == COMPILED else 24
DEFAULT_BUDGET_S = 3.5  # seconds a deal: room under the 5 s target for a busy machine

CARD, BID, SKAT, DISCARD, DECLARE = "card", "bid", "skat", "discard", "declare"

Progress = Callable[[int, int], None]
Cancelled = Callable[[], bool]


class AnalysisCancelled(Exception):
    """Raised out of ``analyse`` when ``cancelled()`` said so."""


@dataclass(frozen=True, slots=True)
class Judgement:
    """One decision of the seat, judged.

    ``index`` is the action's place in the deal's history (replaying ``history[:index]``
    reaches the moment of the decision). Chances are for the seat's side, 0..1: ``before``
    with the best choice, ``after`` with the choice made. ``open_*`` is the same judgement
    with every card open (1.0 won, 0.0 lost), or None when it was not computed.
    """

    index: int
    seat: int
    kind: str
    trick: int
    chosen: Action
    best: Action
    chance_before: float
    chance_after: float
    cost: int
    worlds: int
    open_before: float | None = None
    open_after: float | None = None
    open_best: Action | None = None

    @property
    def drop(self) -> float:
        return self.chance_before - self.chance_after


@dataclass(frozen=True, slots=True)
class DealAnalysis:
    seat: int
    judgements: tuple[Judgement, ...]
    turning_point: int | None  # index into ``judgements``, or None
    elapsed_ms: float


# -- worlds --------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class _Moment:
    """A decision being judged: the seat's view and the deal at that point."""

    view: SeatView
    deal: Deal


def _worlds(
    view: SeatView, rng: random.Random, deadline: float, cancelled: Cancelled
) -> Iterator[World]:
    """Sampled worlds, drawn as they are judged: at least ``MIN_WORLDS``, then more while
    the decision's time lasts, at most ``MAX_WORLDS``."""
    sampler = Sampler(view)
    if not sampler.consistent:
        return
    n = 0
    while n < MAX_WORLDS and (n < MIN_WORLDS or time.time() < deadline):
        if cancelled():
            raise AnalysisCancelled
        yield sampler.sample(rng)
        n += 1


def _side_wins(seat: int, declarer: int, won: bool) -> bool:
    return won if seat == declarer else not won


def _contract_value(contract: Contract, cards: CardSet, bid: int) -> int:
    """The game's value as the list counts it (an overbid game: the bid, rounded up)."""
    if contract.is_null:
        return max(contract.null_value, bid)
    value = declared_value(contract, cards)
    if value < bid:
        base = BASE_VALUES[contract.game]
        return -(-bid // base) * base
    return value


# -- the decisions ------------------------------------------------------------------------


def _judge_card(
    m: _Moment, chosen: Play, rng: random.Random, deadline: float, cancelled: Cancelled
) -> tuple[dict[Action, float], int, dict[Action, float]]:
    view, deal = m.view, m.deal
    contract = deal.contract
    declarer = deal.declarer
    assert contract is not None and declarer is not None
    legal: list[Action] = [a for a in view.legal if isinstance(a, Play)]
    alike = _alike(view, contract.game, [_card(a) for a in legal])
    wins = dict.fromkeys(legal, 0)
    worlds: Iterable[World] = _worlds(view, rng, deadline, cancelled) if len(legal) > 1 else ()
    seat = view.seat
    n = 0
    for w in worlds:
        n += 1
        if cancelled():
            raise AnalysisCancelled
        skat = w.skat  # the sampler puts a declarer's own discard there
        pos = _position(deal, w.hands)
        for a in legal:
            twin = alike.get(_card(a))
            if twin is not None:
                continue  # plays as its twin: counted below
            won = declarer_wins(pos.play(_card(a)), contract, skat)
            wins[a] += _side_wins(seat, declarer, won)
    for c, twin in alike.items():
        wins[PLAYS[c]] = wins[PLAYS[twin]]
    chances = {a: (wins[a] / n if n else 0.5) for a in legal}
    if len(legal) == 1:
        chances = {legal[0]: _open_chance(deal, contract, seat)}
    # Every card open: the real hands.
    pos = _position(deal, (deal.hands[0], deal.hands[1], deal.hands[2]))
    open_c = {
        a: float(_side_wins(seat, declarer, declarer_wins(pos.play(_card(a)), contract, deal.skat)))
        for a in legal
    }
    return chances, n, open_c


def _alike(view: SeatView, game: GameType, cards: list[Card]) -> dict[Card, Card]:
    """Cards that play exactly as another of the seat's cards (same suit, same points, no
    card of another player between them), each mapped to the one judged for it."""
    rules = rules_for(game)
    live = ~(view.hand | view.played) & 0xFFFFFFFF
    out: dict[Card, Card] = {}
    order = sorted(cards, key=lambda c: (rules.follow[c], rules.strength[c]))
    for a, b in itertools.pairwise(order):
        if rules.follow[a] != rules.follow[b] or points(1 << a) != points(1 << b):
            continue
        lo, hi = rules.strength[a], rules.strength[b]
        between = [x for x in card_list(rules.follow[a] & live) if lo < rules.strength[x] < hi]
        if not between:
            out[b] = out.get(a, a)
    return out


def _card(a: Action) -> Card:
    assert isinstance(a, Play)
    return a.card


def _open_chance(deal: Deal, contract: Contract, seat: int) -> float:
    assert deal.declarer is not None
    pos = _position(deal, (deal.hands[0], deal.hands[1], deal.hands[2]))
    return float(_side_wins(seat, deal.declarer, declarer_wins(pos, contract, deal.skat)))


def _position(deal: Deal, hands: tuple[CardSet, CardSet, CardSet]) -> Position:
    contract = deal.contract
    declarer = deal.declarer
    assert contract is not None and declarer is not None
    return Position(
        contract.game,
        hands,
        deal.leader,
        declarer,
        tuple(deal.trick),
        points(deal.taken[declarer]),
    )


def _opening(
    contract: Contract, hands: tuple[CardSet, CardSet, CardSet], declarer: int
) -> Position:
    return Position(contract.game, hands, 0, declarer)


def _play_game(
    contract: Contract,
    hands: tuple[CardSet, CardSet, CardSet],
    skat: CardSet,
    declarer: int,
    bid: int,
    twelve: CardSet,
) -> tuple[bool, int]:
    """Whether ``contract`` wins from the first lead with these hands, and its list value."""
    value = _contract_value(contract, twelve, bid)
    if not contract.is_null and declared_value(contract, twelve) < bid:
        return False, value
    if contract.is_null and contract.null_value < bid:
        return False, value
    return declarer_wins(_opening(contract, hands, declarer), contract, skat), value


def _score(won: bool, value: int) -> int:
    return value if won else -2 * value


def _with_hands(world: World, seat: int, hand: CardSet) -> tuple[CardSet, CardSet, CardSet]:
    hands = list(world.hands)
    hands[seat] = hand
    return (hands[0], hands[1], hands[2])


def _judge_contract(
    m: _Moment, chosen: Declare, worlds: Iterable[World], real: World
) -> tuple[dict[Action, tuple[float, float]], dict[Action, tuple[float, float]]]:
    """Per candidate game: (chance, expected list score) over the worlds, and with the
    real cards."""
    view, deal = m.view, m.deal
    seat = view.seat
    hand_game = chosen.contract.hand
    candidates: list[Action] = [Declare(Contract(g, hand=hand_game)) for g in TRICK_GAMES]
    candidates.append(Declare(Contract(GameType.NULL, hand=hand_game)))
    if chosen not in candidates:
        candidates.append(chosen)
    legal = set(view.legal)
    candidates = [c for c in candidates if c in legal or c == chosen]

    def judge(w: World) -> dict[Action, tuple[bool, int]]:
        skat = deal.skat if deal.picked_up else w.skat
        twelve = w.hands[seat] | skat
        out: dict[Action, tuple[bool, int]] = {}
        for c in candidates:
            assert isinstance(c, Declare)
            out[c] = _play_game(c.contract, w.hands, skat, seat, deal.bid_value, twelve)
        return out

    return _summarise(candidates, _rows(judge, worlds)), _summarise(candidates, [judge(real)])


class _Counted:
    """An iterable of worlds that counts how many were drawn."""

    def __init__(self, worlds: Iterator[World]) -> None:
        self.worlds = worlds
        self.n = 0

    def __iter__(self) -> Iterator[World]:
        for w in self.worlds:
            self.n += 1
            yield w


Row = dict[Action, tuple[bool, int]]


def _rows(judge: Callable[[World], Row], worlds: Iterable[World]) -> list[Row]:
    return [judge(w) for w in worlds]


def _summarise(
    candidates: Sequence[Action], rows: list[dict[Action, tuple[bool, int]]]
) -> dict[Action, tuple[float, float]]:
    n = max(1, len(rows))
    return {
        c: (
            sum(r[c][0] for r in rows) / n,
            sum(_score(*r[c]) for r in rows) / n,
        )
        for c in candidates
    }


def _judge_discard(
    m: _Moment, chosen: Discard, contract: Contract, worlds: Iterable[World], real: World
) -> tuple[dict[Action, tuple[float, float]], dict[Action, tuple[float, float]]]:
    view, deal = m.view, m.deal
    seat = view.seat
    twelve = view.hand
    plan = plan_after_pickup(twelve, deal.bid_value, seat == 0)
    candidates: list[Action] = [chosen]
    if plan.discard is not None and plan.contract.game == contract.game:
        candidates.append(discard(*plan.discard))
    trumps = rules_for(contract.game).trumps if not contract.is_null else 0
    plain = [c for c in card_list(twelve) if not trumps >> c & 1]
    # The cards most often worth putting away: full points of short suits, or the highest.
    if contract.is_null:
        plain.sort(key=lambda c: -(c & 7))
    else:
        plain.sort(key=lambda c: -points(1 << c))
    for i in range(min(4, len(plain))):
        for j in range(i + 1, min(4, len(plain))):
            candidates.append(discard(plain[i], plain[j]))
    candidates = list(dict.fromkeys(candidates))

    def judge(w: World) -> dict[Action, tuple[bool, int]]:
        out: dict[Action, tuple[bool, int]] = {}
        for c in candidates:
            assert isinstance(c, Discard)
            put = (1 << c.cards[0]) | (1 << c.cards[1])
            hands = _with_hands(w, seat, twelve & ~put)
            out[c] = _play_game(contract, hands, put, seat, deal.bid_value, twelve)
        return out

    return _summarise(candidates, _rows(judge, worlds)), _summarise(candidates, [judge(real)])


def _pickup_outcome(seat: int, hand: CardSet, w: World, bid: int) -> tuple[bool, int]:
    """Picking the world's skat up and playing the planned game with the planned discard."""
    twelve = hand | w.skat
    plan = plan_after_pickup(twelve, bid, seat == 0)
    put = twelve & ~twelve
    if plan.discard is not None:
        put = (1 << plan.discard[0]) | (1 << plan.discard[1])
    hands = _with_hands(w, seat, twelve & ~put)
    return _play_game(plan.contract, hands, put, seat, bid, twelve)


def _hand_outcome(seat: int, hand: CardSet, w: World, bid: int) -> tuple[bool, int]:
    plan = plan_hand(hand, bid, seat == 0)
    if plan.value <= 0:
        # No Hand game reaches the bid: the cheapest one is lost at the bid.
        contract = Contract(GameType.GRAND, hand=True)
        return False, _contract_value(contract, hand | w.skat, bid)
    return _play_game(plan.contract, w.hands, w.skat, seat, bid, hand | w.skat)


def _judge_skat(
    m: _Moment, worlds: Iterable[World], real: World
) -> tuple[dict[Action, tuple[float, float]], dict[Action, tuple[float, float]]]:
    seat = m.view.seat
    hand = m.view.hand
    bid = max(m.deal.bid_value, 18)

    def judge(w: World) -> dict[Action, tuple[bool, int]]:
        return {
            PICK_UP: _pickup_outcome(seat, hand, w, bid),
            PLAY_HAND: _hand_outcome(seat, hand, w, bid),
        }

    return (
        _summarise([PICK_UP, PLAY_HAND], _rows(judge, worlds)),
        _summarise([PICK_UP, PLAY_HAND], [judge(real)]),
    )


def _judge_bid(
    m: _Moment, chosen: Action, worlds: Iterable[World], real: World
) -> tuple[dict[Action, tuple[float, float]], dict[Action, tuple[float, float]]]:
    """The last word of the auction: playing the game at this value against passing.
    Passing loses nothing on the list (chance 1 of no loss, score 0)."""
    seat = m.view.seat
    hand = m.view.hand
    bid = chosen.value if isinstance(chosen, Bid) else max(m.deal.bid_value, 18)
    if isinstance(chosen, Pass):
        listening = any(isinstance(a, Hold) for a in m.view.legal)
        bid = m.deal.bid_value if listening and m.deal.bid_value else _next_value(m.deal.bid_value)
    go_on: Action = chosen if not isinstance(chosen, Pass) else _going_on(m.view)

    def judge(w: World) -> dict[Action, tuple[bool, int]]:
        return {go_on: _pickup_outcome(seat, hand, w, bid), PASS: (True, 0)}

    cands = [go_on, PASS]
    return _summarise(cands, _rows(judge, worlds)), _summarise(cands, [judge(real)])


def _next_value(current: int) -> int:
    return next((v for v in BID_VALUES if v > current), BID_VALUES[-1])


def _going_on(view: SeatView) -> Action:
    for a in view.legal:
        if isinstance(a, (Bid, Hold)):
            return a
    return PASS


def _real_world(deal: Deal) -> World:
    return World((deal.hands[0], deal.hands[1], deal.hands[2]), deal.skat)


# -- the whole deal ----------------------------------------------------------------------


def _decisions(
    history: Sequence[tuple[int, Action | OutOfTurn]], options: DealOptions, seat: int
) -> list[tuple[int, Action, Deal]]:
    """The seat's decisions to judge, each with a copy of the deal just before it. Of the
    auction only the seat's last word counts (its bid limit)."""
    deal = Deal(options)
    out: list[tuple[int, Action, Deal]] = []
    last_word: tuple[int, Action, Deal] | None = None
    for i, (actor, action) in enumerate(history):
        if actor == seat and isinstance(action, (Bid, Hold, Pass)) and deal.phase == Phase.BIDDING:
            last_word = (i, action, deal.clone())
        elif (
            actor == seat
            and isinstance(action, (PickUpSkat, PlayHand, Discard, Declare, Play))
            and deal.phase in (Phase.SKAT, Phase.DISCARD, Phase.DECLARE, Phase.PLAY)
        ):
            out.append((i, action, deal.clone()))
        deal.apply(action, None if actor < 0 else actor)
    if last_word is not None:
        out.insert(0, last_word)
    return out


def analysable(history: Sequence[tuple[int, Action | OutOfTurn]], options: DealOptions) -> bool:
    """A game was declared and played (no Ramsch, not passed in)."""
    deal = Deal(options)
    for actor, action in history:
        deal.apply(action, None if actor < 0 else actor)
    return deal.contract is not None and not deal.ramsch and bool(deal.tricks or deal.trick)


def analyse(
    history: Sequence[tuple[int, Action | OutOfTurn]],
    seat: int,
    options: DealOptions = DEFAULT_OPTIONS,
    *,
    budget_s: float = DEFAULT_BUDGET_S,
    seed: int = 0,
    progress: Progress | None = None,
    cancelled: Cancelled | None = None,
) -> DealAnalysis:
    """Judge every decision ``seat`` (0 forehand .. 2 rearhand) took in a played deal."""
    start = time.time()
    stop = cancelled or (lambda: False)
    decisions = _decisions(history, options, seat)
    final = Deal(options)
    for actor, action in history:
        final.apply(action, None if actor < 0 else actor)
    contract = final.contract
    out: list[Judgement] = []
    total = len(decisions)
    for k, (index, action, deal) in enumerate(decisions):
        if stop():
            raise AnalysisCancelled
        # The time left shared by the decisions left: what one saves, the next may use.
        deadline = time.time() + (start + budget_s - time.time()) / (total - k)
        # A generator per decision: its first samples are the same however many the
        # decisions before it had time for, so a judgement repeats on a slower machine.
        rng = random.Random(f"{seed}:{index}")
        j = _judge(index, action, deal, seat, contract, rng, deadline, stop)
        if j is not None:
            out.append(j)
        if progress is not None:
            progress(k + 1, total)
    turning = next((i for i, j in enumerate(out) if j.drop >= TURNING_DROP - 1e-9), None)
    return DealAnalysis(seat, tuple(out), turning, (time.time() - start) * 1000.0)


def _judge(
    index: int,
    action: Action,
    deal: Deal,
    seat: int,
    contract: Contract | None,
    rng: random.Random,
    deadline: float,
    cancelled: Cancelled,
) -> Judgement | None:
    view = view_of(deal, seat)
    m = _Moment(view, deal)
    trick = len(deal.tricks) + 1 if deal.phase == Phase.PLAY else 0
    if isinstance(action, Play):
        if deal.contract is None:
            return None
        chances, n, open_c = _judge_card(m, action, rng, deadline, cancelled)
        best = max(chances, key=lambda a: (chances[a], a == action))
        open_best = max(open_c, key=lambda a: (open_c[a], a == action))
        d = deal.declarer
        assert d is not None
        value = _contract_value(
            deal.contract, deal.dealt_hands[d] | deal.dealt_skat, deal.bid_value
        )
        cost = round((chances[best] - chances[action]) * 3 * value)
        return Judgement(
            index,
            seat,
            CARD,
            trick,
            action,
            best,
            chances[best],
            chances[action],
            cost,
            n,
            open_c[open_best],
            open_c[action],
            open_best,
        )
    if contract is None:
        return None
    counted = _Counted(_worlds(view, rng, deadline, cancelled))
    worlds: Iterable[World] = counted
    real = _real_world(deal)
    kind: str
    if isinstance(action, Declare):
        kind = DECLARE
        judged, opened = _judge_contract(m, action, worlds, real)
    elif isinstance(action, Discard):
        kind = DISCARD
        judged, opened = _judge_discard(m, action, contract, worlds, real)
    elif isinstance(action, (PickUpSkat, PlayHand)):
        kind = SKAT
        judged, opened = _judge_skat(m, worlds, real)
    else:
        kind = BID
        judged, opened = _judge_bid(m, action, worlds, real)
        if isinstance(action, Pass):
            action = PASS
    if action not in judged:
        return None
    if kind == BID:
        # Passing risks nothing, so its "chance" says nothing: both sides of a bid show the
        # chance of the game in question, and the cost alone judges the limit.
        game = next(a for a in judged if a != PASS) if PASS in judged else action
        judged = {a: (judged[game][0], v[1]) for a, v in judged.items()}
        opened = {a: (opened[game][0], v[1]) for a, v in opened.items()}
    best = max(judged, key=lambda a: (judged[a][1], a == action))
    open_best = max(opened, key=lambda a: (opened[a][1], a == action))
    cost = round(max(0.0, judged[best][1] - judged[action][1]))
    return Judgement(
        index,
        seat,
        kind,
        0,
        action,
        best,
        judged[best][0],
        judged[action][0],
        cost,
        counted.n,
        opened[open_best][0],
        opened[action][0],
        open_best,
    )


__all__ = [
    "BID",
    "CARD",
    "DECLARE",
    "DEFAULT_BUDGET_S",
    "DISCARD",
    "SKAT",
    "TURNING_DROP",
    "AnalysisCancelled",
    "DealAnalysis",
    "Judgement",
    "analysable",
    "analyse",
    "declarer_wins",
    "quick_card",
]
