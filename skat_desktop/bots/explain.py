"""Why a decision was made, as facts the deciding seat could know (no Qt: the UI words them).

``explain(view, action)`` returns a ``Reason``: up to three ``Fact``s drawn only from the
seat's view (its own cards, the cards played, the voids shown, the auction, the points
taken, and the skat when it picked it up). Facts name cards only from what the seat
could see; ``knowable(view)`` is that set, and the tests hold every fact to it.

Fact kinds and their fields (``seat`` is who the fact is about):

- ``hand_game``: the hand is worth ``number`` as ``game`` (``other`` trumps, ``extra`` jacks)
- ``hand_weak``: no game is likely with this hand
- ``bid_within`` / ``bid_beyond``: the bid ``number`` is within / beyond what it is worth
- ``bidder_holds``: ``seat`` bid ``number`` (passed at ``other``, 0 if not); it likely holds
  ``extra`` jacks and, if ``suit`` is set, a long ``suit``
- ``hand_safe`` / ``pick_up``: a Hand game as ``game`` wins often enough (``number`` %) /
  the skat is likely to improve a hand that is not safe for Hand (``number`` %)
- ``discard_points``: putting ``cards`` away keeps ``number`` points safe in the skat
- ``discard_weak``: ``cards`` put away carry no points and are the least worth keeping
- ``discard_void``: the discard leaves the hand void in ``suit``
- ``declare_game``: ``game`` with ``other`` trumps and ``extra`` jacks is worth ``number``,
  the bid was ``bid``
- ``declare_null``: a Null: low cards, worth ``number``
- ``trumps_out``: ``number`` trumps are still out (not in the hand, not played)
- ``trumps_gone``: no trump is left with the others
- ``void_shown``: ``seat`` showed it holds no ``suit`` (4: no trump)
- ``points``: the declarer has ``number`` card points (with a discard it knows), the
  defenders ``other``; the seat's side (``suit`` 0: the declarer, 1: the defenders)
  needs ``extra`` more to win
- plans for a card (``cards`` holds the card): ``draw_trumps``, ``top_card`` (no card of
  its suit left with the others beats it), ``take_trick`` (``number`` points in the
  trick), ``smear`` (the partner takes the trick), ``duck`` (the trick is lost anyway:
  fewest points),
  ``partner_void`` (the partner showed none of ``suit``: it may trump), ``null_low``
  (in Null the declarer must stay under), ``low_card`` (keep the higher cards),
  ``only_card`` (no other card may be played)
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from ..engine.actions import (
    Action,
    Bid,
    Declare,
    Discard,
    Hold,
    Pass,
    PickUpSkat,
    Play,
    PlayHand,
)
from ..engine.cards import JACKS, SUIT_MASKS, Card, CardSet, card_list, points
from ..engine.deal import Phase
from ..engine.rules import BASE_VALUES, BID_VALUES, GameType, rules_for
from ..engine.scoring import declared_value, matadors
from ..engine.view import SeatView
from .evaluation import bid_limit, plan_hand
from .sampling import Sampler, auction_words, shown_voids

TRUMP_SUIT = 4  # the "suit" of a void in trumps
MAX_FACTS = 3
INFERENCE_SAMPLES = 24
INFERENCE_TRIES = 4  # rejections per sample before the likeliest seen is taken (speed)


@dataclass(frozen=True, slots=True)
class Fact:
    """One thing the seat knew that speaks for its decision (fields: see the module)."""

    kind: str
    seat: int | None = None
    number: int = 0
    other: int = 0
    extra: int = 0
    suit: int | None = None
    game: GameType | None = None
    bid: int = 0
    cards: tuple[Card, ...] = ()


@dataclass(frozen=True, slots=True)
class Reason:
    """The decision and the facts that explain it, most telling first."""

    seat: int
    action: Action
    facts: tuple[Fact, ...]

    def cards(self) -> CardSet:
        """Every card the facts name."""
        m = 0
        for f in self.facts:
            for c in f.cards:
                m |= 1 << c
        return m


def knowable(view: SeatView) -> CardSet:
    """The cards whose place the seat knows: its hand, the cards played, an ouvert hand,
    and the skat it picked up or put away."""
    return view.hand | view.played | view.open_hand | view.skat | view.discard


def explain(view: SeatView, action: Action, seed: int = 0) -> Reason:
    """The facts behind ``action`` taken from ``view`` (at most three)."""
    phase = view.phase
    facts: list[Fact]
    if view.ramsch:
        facts = []
    elif phase == Phase.BIDDING:
        facts = _bidding(view, action, seed)
    elif phase == Phase.SKAT:
        facts = _skat(view, action)
    elif phase == Phase.DISCARD:
        facts = _discard(view, action)
    elif phase == Phase.DECLARE:
        facts = _declare(view, action)
    elif phase == Phase.PLAY and isinstance(action, Play):
        facts = _play(view, action.card)
    else:
        facts = []
    return Reason(view.seat, action, tuple(facts[:MAX_FACTS]))


# -- auction ---------------------------------------------------------------------------


def _trumps_of(game: GameType) -> CardSet:
    if game == GameType.GRAND:
        return JACKS
    if game == GameType.NULL:
        return 0
    return JACKS | SUIT_MASKS[int(game)]


def _hand_fact(cards: CardSet, forehand: bool) -> Fact:
    plan = bid_limit(cards, forehand)
    if plan.game is None or not plan.limit:
        return Fact("hand_weak")
    trumps = (cards & _trumps_of(plan.game)).bit_count()
    return Fact(
        "hand_game",
        number=plan.limit,
        other=trumps,
        extra=(cards & JACKS).bit_count(),
        game=plan.game,
    )


def _bidding(view: SeatView, action: Action, seed: int) -> list[Fact]:
    facts = [_hand_fact(view.hand, view.seat == 0)]
    limit = facts[0].number
    if isinstance(action, Bid):
        facts.append(
            Fact("bid_within" if action.value <= limit else "bid_beyond", number=action.value)
        )
    elif isinstance(action, Hold):
        facts.append(
            Fact("bid_within" if view.bid_value <= limit else "bid_beyond", number=view.bid_value)
        )
    elif isinstance(action, Pass) and facts[0].kind == "hand_game":
        # A listener declines to hold the value said; a bidder declines the next one.
        listening = any(isinstance(a, Hold) for a in view.legal)
        asked = view.bid_value if listening and view.bid_value else _next_value(view.bid_value)
        facts.append(Fact("bid_beyond", number=asked))
    facts.extend(_auction_reads(view, seed))
    return facts


def _next_value(current: int) -> int:
    return next((v for v in BID_VALUES if v > current), BID_VALUES[-1])


def _auction_reads(view: SeatView, seed: int) -> list[Fact]:
    """What the other seats' bids and passes say about their hands, from sampled deals
    weighted by how well each fits the auction (the same inference the bots use)."""
    said, passed = auction_words(view)
    speakers = [p for p in (0, 1, 2) if p != view.seat and said[p]]
    if not speakers:
        return []
    sampler = Sampler(view)
    if not sampler.consistent:
        return []
    rng = random.Random(seed)
    worlds = [sampler.sample(rng, INFERENCE_TRIES) for _ in range(INFERENCE_SAMPLES)]
    out: list[Fact] = []
    for p in speakers:
        total = 0.0
        jacks = 0.0
        long_suit = [0.0] * 4
        for w in worlds:
            dealt = sampler.dealt_cards(w, p)
            weight = w.weight
            total += weight
            jacks += weight * (dealt & JACKS).bit_count()
            lengths = [(dealt & SUIT_MASKS[s] & ~JACKS).bit_count() for s in range(4)]
            top = max(lengths)
            if top >= 5:
                long_suit[lengths.index(top)] += weight
        if total <= 0:
            continue
        best = max(range(4), key=long_suit.__getitem__)
        suit = best if long_suit[best] / total >= 0.4 else None
        passed_at = _passed_value(view, p) if passed[p] else 0
        out.append(
            Fact(
                "bidder_holds",
                seat=p,
                number=said[p],
                other=passed_at,
                extra=max(1, round(jacks / total)),
                suit=suit,
            )
        )
    return out


def _passed_value(view: SeatView, seat: int) -> int:
    """The value ``seat`` declined when it passed: the bid it was asked to hold, or the
    next value when it was the one bidding."""
    last = 0
    asked = False
    for actor, action in view.history:
        if isinstance(action, Bid):
            last = action.value
            asked = actor != seat
        elif isinstance(action, Hold):
            asked = False
        elif isinstance(action, Pass):
            if actor == seat:
                return last if asked else _next_value(last)
            asked = False
    return 0


# -- skat, discard, declaration --------------------------------------------------------


def _skat(view: SeatView, action: Action) -> list[Fact]:
    plan = plan_hand(view.hand, max(view.bid_value, 18), view.seat == 0)
    chance = round(100 * plan.chance)
    game = plan.contract.game
    if isinstance(action, PlayHand):
        return [Fact("hand_safe", number=chance, game=game), _hand_fact(view.hand, view.seat == 0)]
    if isinstance(action, PickUpSkat):
        return [Fact("pick_up", number=chance, game=game), _hand_fact(view.hand, view.seat == 0)]
    return []


def _discard(view: SeatView, action: Action) -> list[Fact]:
    if not isinstance(action, Discard):
        return []
    put = action.cards
    mask = (1 << put[0]) | (1 << put[1])
    # Points put away count for the declarer; no points: the cards least worth keeping.
    kind = "discard_points" if points(mask) else "discard_weak"
    facts = [Fact(kind, number=points(mask), cards=put)]
    left = view.hand & ~mask
    for s in range(4):
        suit = SUIT_MASKS[s] & ~JACKS
        if view.hand & suit and not left & suit:
            facts.append(Fact("discard_void", suit=s))
    return facts


def _declare(view: SeatView, action: Action) -> list[Fact]:
    if not isinstance(action, Declare):
        return []
    contract = action.contract
    cards = view.hand | view.discard | view.skat
    if contract.is_null:
        return [Fact("declare_null", number=contract.null_value, bid=view.bid_value)]
    game = contract.game
    value = declared_value(contract, cards)
    trumps = (view.hand & _trumps_of(game)).bit_count()
    facts = [
        Fact(
            "declare_game",
            number=value,
            other=trumps,
            extra=(view.hand & JACKS).bit_count(),
            game=game,
            bid=view.bid_value,
        )
    ]
    if view.picked_up and view.discard:
        facts.append(
            Fact(
                "discard_points", number=points(view.discard), cards=tuple(card_list(view.discard))
            )
        )
    return facts


# -- trick play ------------------------------------------------------------------------


def _follow_group(game: GameType, c: Card) -> int:
    """The suit a card follows in this game: 0-3, or TRUMP_SUIT."""
    rules = rules_for(game)
    if rules.trumps >> c & 1:
        return TRUMP_SUIT
    return c >> 3


def _group_mask(game: GameType, group: int) -> CardSet:
    if group == TRUMP_SUIT:
        return rules_for(game).trumps
    if game == GameType.NULL:
        return SUIT_MASKS[group]
    return SUIT_MASKS[group] & ~JACKS


def _trick_winner_so_far(view: SeatView) -> tuple[int, Card] | None:
    if not view.trick or view.rules is None:
        return None
    i = view.rules.trick_winner(list(view.trick))
    return (view.trick_leader + i) % 3, view.trick[i]


def _beats(game: GameType, lead: Card, top: Card, c: Card) -> bool:
    rules = rules_for(game)
    follows = rules.follow[lead] >> c & 1 or rules.trumps >> c & 1
    return bool(follows) and rules.strength[c] > rules.strength[top]


def _play(view: SeatView, c: Card) -> list[Fact]:
    contract = view.contract
    declarer = view.declarer
    if contract is None or declarer is None:
        return []
    game = contract.game
    rules = rules_for(game)
    me = view.seat
    partner = (
        next((p for p in (0, 1, 2) if p not in (me, declarer)), None) if me != declarer else None
    )
    unseen = ~knowable(view) & 0xFFFFFFFF
    voids = shown_voids(view)
    group = _follow_group(game, c)
    facts: list[Fact] = []
    context: list[Fact] = []

    trumps_out = (rules.trumps & unseen).bit_count()
    # The plan for this card.
    if len([a for a in view.legal if isinstance(a, Play)]) == 1:
        facts.append(Fact("only_card", cards=(c,)))
    elif game == GameType.NULL:
        if me == declarer:
            facts.append(Fact("null_low", cards=(c,)))
    else:
        winner = _trick_winner_so_far(view)
        last = len(view.trick) == 2
        if not view.trick:
            if me == declarer and group == TRUMP_SUIT and trumps_out:
                facts.append(Fact("draw_trumps", number=trumps_out, cards=(c,)))
            elif (
                partner is not None
                and group != TRUMP_SUIT
                and voids[partner] & _group_mask(game, group)
                and not voids[partner] & rules.trumps
            ):
                facts.append(Fact("partner_void", seat=partner, suit=group, cards=(c,)))
        if not facts and winner is not None:
            w_seat, top = winner
            lead = view.trick[0]
            mine_wins = _beats(game, lead, top, c)
            partner_wins = partner is not None and w_seat == partner
            if last and mine_wins:
                facts.append(
                    Fact("take_trick", number=points(_mask(view.trick) | 1 << c), cards=(c,))
                )
            elif last and partner_wins and points(1 << c) >= 10:
                facts.append(Fact("smear", seat=partner, cards=(c,)))
            elif last and not mine_wins and not partner_wins and _is_cheapest(view, c):
                facts.append(Fact("duck", cards=(c,)))
        if not facts and _is_top(view, c, unseen):
            facts.append(Fact("top_card", cards=(c,)))
        if not facts and _keeps_higher(view, c):
            facts.append(Fact("low_card", cards=(c,)))
    # What the seat knows that bears on it.
    if game != GameType.NULL:
        if trumps_out:
            context.append(Fact("trumps_out", number=trumps_out))
        elif me == declarer or view.tricks:
            context.append(Fact("trumps_gone"))
    for p in (0, 1, 2):
        if p == me:
            continue
        shown = [g for g in range(5) if _void_in(view, game, voids[p], g)]
        if group in shown:
            context.insert(0, Fact("void_shown", seat=p, suit=group))
    if game != GameType.NULL and view.tricks:
        # Points before the trumps: what the side still needs matters more than a count.
        at = next((i for i, f in enumerate(context) if f.kind != "void_shown"), len(context))
        context.insert(at, _points_fact(view))
    if facts and facts[0].kind == "draw_trumps":
        context = [f for f in context if f.kind not in ("trumps_out", "trumps_gone")]
    return facts + context


def _void_in(view: SeatView, game: GameType, void: CardSet, group: int) -> bool:
    mask = _group_mask(game, group)
    return bool(mask) and void & mask == mask


def _mask(cards: tuple[Card, ...]) -> CardSet:
    m = 0
    for c in cards:
        m |= 1 << c
    return m


def _is_cheapest(view: SeatView, c: Card) -> bool:
    legal = [a.card for a in view.legal if isinstance(a, Play)] or [c]
    return points(1 << c) == min(points(1 << x) for x in legal)


def _keeps_higher(view: SeatView, c: Card) -> bool:
    """Whether the seat could have played a higher card of ``c``'s suit and kept it."""
    assert view.contract is not None
    rules = rules_for(view.contract.game)
    legal = [a.card for a in view.legal if isinstance(a, Play)]
    return any(rules.follow[c] >> x & 1 and rules.strength[x] > rules.strength[c] for x in legal)


def _is_top(view: SeatView, c: Card, unseen: CardSet) -> bool:
    """Whether no card the seat cannot see beats ``c`` in its suit."""
    assert view.contract is not None
    rules = rules_for(view.contract.game)
    same = rules.follow[c]
    higher = [x for x in card_list(same & unseen) if rules.strength[x] > rules.strength[c]]
    return not higher and bool(same & unseen)


def _points_fact(view: SeatView) -> Fact:
    declarer = view.declarer
    assert declarer is not None
    mine = view.points_taken(declarer)
    theirs = sum(view.points_taken(p) for p in (0, 1, 2) if p != declarer)
    if view.seat == declarer:
        # The two cards put away count for the declarer: known after picking up.
        mine += points(view.discard)
        return Fact(
            "points", seat=view.seat, number=mine, other=theirs, extra=max(0, 61 - mine), suit=0
        )
    return Fact(
        "points", seat=view.seat, number=mine, other=theirs, extra=max(0, 60 - theirs), suit=1
    )


def value_of_game(game: GameType, cards: CardSet, hand: bool = False) -> int:
    """A game's value as declared with ``cards`` (matadors from the twelve or the ten)."""
    return BASE_VALUES[game] * (abs(matadors(cards, game)) + 1 + int(hand))


__all__ = ["MAX_FACTS", "TRUMP_SUIT", "Fact", "Reason", "explain", "knowable", "value_of_game"]
