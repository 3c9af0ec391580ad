"""A rule-based player that bids, declares and plays like a sensible club player."""

from __future__ import annotations

import random

from ..engine.actions import (
    PASS,
    Action,
    Bid,
    Declare,
    Discard,
    Hold,
    PickUpSkat,
    Play,
    PlayHand,
)
from ..engine.cards import ACE, JACK, JACKS, SUIT_MASKS, TEN, Card, CardSet, card, cards_of, points
from ..engine.deal import Phase
from ..engine.rules import GameRules, GameType
from ..engine.view import SeatView
from .evaluation import (
    BID_THRESHOLD,
    bid_limit,
    expected_pickup,
    expected_score,
    final_chance,
    game_value,
    null_chance_of_risk,
    null_loss_risk,
    plan_after_pickup,
    plan_hand,
)
from .tracking import Tracker, highest, lowest, track


def _mask(cards: list[Card]) -> CardSet:
    m = 0
    for c in cards:
        m |= 1 << c
    return m


def count_bid_limit(cards: CardSet) -> int:
    """A beginner's bidding by counts: a suit game with at least five trumps (jacks
    included), or four with two side aces, bid up to its value; a Grand with three jacks
    and an ace, or two jacks and three aces. No Null, no reading of the skat's chances."""
    jacks = (cards & JACKS).bit_count()
    aces = sum(1 for s in range(4) if cards >> card(s, ACE) & 1)
    best = 0
    for game in (GameType.CLUBS, GameType.SPADES, GameType.HEARTS, GameType.DIAMONDS):
        suit = SUIT_MASKS[int(game)] & ~JACKS
        trumps = jacks + (cards & suit).bit_count()
        side_aces = aces - (cards >> card(int(game), ACE) & 1)
        if trumps >= 5 or (trumps >= 4 and side_aces >= 2):
            best = max(best, game_value(game, cards))
    if (jacks >= 3 and aces >= 1) or (jacks >= 2 and aces >= 3):
        best = max(best, game_value(GameType.GRAND, cards))
    return best if best >= 18 else 0


class HeuristicPlayer:
    """Club-player rules over a card tracker.

    ``slip_rate`` is the share of card and discard decisions where the player takes a
    plausible second choice; ``bid_noise`` shifts its bidding nerve per deal;
    ``inference`` off makes it forget which voids the others have shown; ``memory``
    (tricks) makes it forget the cards of older tricks; ``simple_bidding`` bids by counting
    jacks, trumps and aces (``count_bid_limit``) instead of the calibrated curves.
    """

    def __init__(
        self,
        seed: int | None = None,
        *,
        name: str = "normal",
        slip_rate: float = 0.0,
        bid_noise: float = 0.0,
        inference: bool = True,
        memory: int | None = None,
        simple_bidding: bool = False,
        bid_threshold: float = BID_THRESHOLD,
    ) -> None:
        self.name = name
        self.rng = random.Random(seed)
        self.slip_rate = slip_rate
        self.bid_noise = bid_noise
        self.inference = inference
        self.memory = memory
        self.simple_bidding = simple_bidding
        self.bid_threshold = bid_threshold
        self._nerve: dict[CardSet, float] = {}

    # -- dispatch -------------------------------------------------------------------

    def choose(self, view: SeatView, legal: tuple[Action, ...]) -> Action:
        if not legal:
            raise ValueError(f"{self.name} player asked to move with no legal action")
        phase = view.phase
        if phase == Phase.PLAY:
            action: Action = self._play(view, legal)
        elif phase == Phase.BIDDING:
            action = self._bid(view, legal)
        elif phase == Phase.SKAT:
            action = self._skat(view, legal)
        elif phase == Phase.DISCARD:
            action = self._discard(view, legal)
        elif phase == Phase.DECLARE:
            action = self._declare(view, legal)
        else:
            action = legal[0]
        # The rules are the engine's; a heuristic mistake must never become an illegal move.
        return action if action in legal else legal[0]

    # -- auction --------------------------------------------------------------------

    def _threshold(self, hand: CardSet) -> float:
        if not self.bid_noise:
            return self.bid_threshold
        if hand not in self._nerve:
            self._nerve.clear()
            self._nerve[hand] = self.bid_threshold + self.rng.uniform(
                -self.bid_noise, self.bid_noise
            )
        return self._nerve[hand]

    def bid_limit(self, view: SeatView) -> int:
        """The highest value this player will bid or hold with the hand in ``view``."""
        if self.simple_bidding:
            return count_bid_limit(view.hand)
        return bid_limit(view.hand, view.seat == 0, self._threshold(view.hand)).limit

    def _bid(self, view: SeatView, legal: tuple[Action, ...]) -> Action:
        limit = self.bid_limit(view)
        if any(isinstance(a, Hold) for a in legal):
            return (
                next(a for a in legal if isinstance(a, Hold)) if view.bid_value <= limit else PASS
            )
        bids = [a for a in legal if isinstance(a, Bid) and a.value <= limit]
        if bids:
            return min(bids, key=lambda b: b.value)
        return PASS

    # -- skat, discard, declaration --------------------------------------------------

    def _skat(self, view: SeatView, legal: tuple[Action, ...]) -> Action:
        forehand = view.seat == 0
        hand_plan = plan_hand(view.hand, view.bid_value, forehand)
        pickup = expected_pickup(view.hand, view.bid_value, forehand)
        # Hand adds a level but gives up two cards and the chance to fix the hand:
        # only with a game that is already very likely won (or needs the level).
        if hand_plan.chance >= 0.85 and hand_plan.expectation > pickup:
            return next(a for a in legal if isinstance(a, PlayHand))
        if pickup < -1e8 and hand_plan.expectation > -1e8 and hand_plan.chance >= 0.6:
            return next(a for a in legal if isinstance(a, PlayHand))
        return next(a for a in legal if isinstance(a, PickUpSkat))

    def _discard(self, view: SeatView, legal: tuple[Action, ...]) -> Action:
        plan = plan_after_pickup(view.hand, view.bid_value, view.seat == 0)
        assert plan.discard is not None
        a, b = sorted(plan.discard)
        choice: Action = Discard((a, b))
        if self.slip_rate and self.rng.random() < self.slip_rate:
            # A slip keeps the contract but puts away a slightly worse pair.
            choice = self._slip_discard(view, plan.contract.game, (a, b)) or choice
        return choice

    def _slip_discard(
        self, view: SeatView, game: GameType, best: tuple[Card, Card]
    ) -> Discard | None:
        forehand = view.seat == 0
        hand = view.hand
        if game == GameType.NULL:
            return None
        scored: list[tuple[float, tuple[Card, Card]]] = []
        cl = list(cards_of(hand))
        for i, a in enumerate(cl):
            for b in cl[i + 1 :]:
                if (a, b) == best:
                    continue
                pair = (1 << a) | (1 << b)
                scored.append((final_chance(hand & ~pair, game, forehand, points(pair)), (a, b)))
        scored.sort(reverse=True)
        if not scored:
            return None
        return Discard(self.rng.choice(scored[:3])[1])

    def _declare(self, view: SeatView, legal: tuple[Action, ...]) -> Action:
        forehand = view.seat == 0
        declares = [a for a in legal if isinstance(a, Declare)]
        twelve = view.hand | view.discard
        best: Declare | None = None
        best_e = -1e18
        for d in declares:
            c = d.contract
            if c.schneider_announced and not c.ouvert:
                continue
            if c.is_null:
                risk = null_loss_risk(view.hand)
                if c.ouvert and risk > 0.0:
                    continue
                p = null_chance_of_risk(risk)
                value = c.null_value
            else:
                if c.ouvert:
                    continue
                skat_points = points(view.discard) if view.picked_up else 7.5
                p = final_chance(view.hand, c.game, forehand, skat_points)
                value = game_value(c.game, twelve if view.picked_up else view.hand, c.hand)
                if value < view.bid_value:
                    base = c.base_value
                    value = -(-view.bid_value // base) * base
                    p = 0.0
            e = expected_score(p, value)
            if e > best_e:
                best, best_e = d, e
        return best if best is not None else declares[0]

    # -- trick play -----------------------------------------------------------------

    def _play(self, view: SeatView, legal: tuple[Action, ...]) -> Action:
        cards = [a.card for a in legal if isinstance(a, Play)]
        if len(cards) == 1:
            return Play(cards[0])
        tr = track(view, use_voids=self.inference, memory=self.memory)
        assert view.contract is not None
        if view.contract.is_null:
            c = self._null_play(view, tr, cards)
        else:
            c = self._trick_play(view, tr, cards)
        if self.slip_rate and self.rng.random() < self.slip_rate:
            c = self._slip_card(tr.rules, cards, c)
        return Play(c)

    def _slip_card(self, rules: GameRules, cards: list[Card], best: Card) -> Card:
        # A human slip: the wrong card of the right suit, or another card when there is none.
        same = [c for c in cards if c != best and rules.follow[c] == rules.follow[best]]
        pool = same or [c for c in cards if c != best]
        return self.rng.choice(pool) if pool else best

    # -- suit and Grand ---------------------------------------------------------------

    def _trick_play(self, view: SeatView, tr: Tracker, cards: list[Card]) -> Card:
        if not view.trick:
            if tr.is_declarer:
                return self._declarer_lead(tr, cards)
            return self._defender_lead(view, tr, cards)
        return self._follow(view, tr, cards)

    def _outside_trumps(self, tr: Tracker) -> CardSet:
        return tr.in_play_elsewhere(tr.rules.trumps)

    def _sure_side_winners(
        self, tr: Tracker, cards: list[Card], opponents: list[int]
    ) -> list[Card]:
        """Side-suit cards that win if led now: top of their suit and no ruff expected."""
        rules = tr.rules
        out: list[Card] = []
        for c in cards:
            if rules.trumps >> c & 1:
                continue
            follow = rules.follow[c]
            if any(tr.can_beat(s, c, c) for s in opponents):
                continue
            # An opponent who has shown a void in the suit and may have trumps will ruff.
            ruff = any(tr.void[s] & follow and tr.possible[s] & rules.trumps for s in opponents)
            if ruff:
                continue
            if not any(tr.possible[s] & follow for s in opponents) and any(
                tr.possible[s] & rules.trumps for s in opponents
            ):
                continue
            out.append(c)
        return out

    def _declarer_lead(self, tr: Tracker, cards: list[Card]) -> Card:
        rules = tr.rules
        trumps = rules.trumps
        hand = _mask(cards)
        mine = hand & trumps
        outside = self._outside_trumps(tr)
        opponents = list(tr.others())
        if mine and outside:
            top_mine = highest(rules, mine)
            top_out = highest(rules, outside)
            assert top_mine is not None and top_out is not None
            n_mine, n_out = mine.bit_count(), outside.bit_count()
            if rules.strength[top_mine] > rules.strength[top_out] and (n_mine >= 2 or n_out <= 1):
                return top_mine
            if n_mine > n_out + 1 or (n_mine >= 3 and n_mine >= n_out):
                # Pull the higher trumps out with a cheap one while length keeps control.
                low = self._cheapest(rules, mine)
                return low
        sure = self._sure_side_winners(tr, cards, opponents)
        if sure:
            return max(sure, key=lambda c: (points(1 << c), -rules.strength[c]))
        if mine and not outside:
            # Trumps are drawn: run side suits from the longest, low card first.
            side = hand & ~trumps
            if not side:
                return self._cheapest(rules, mine)
        side = hand & ~trumps
        if side:
            return self._safe_low_lead(tr, side)
        return self._cheapest(rules, mine)

    def _safe_low_lead(self, tr: Tracker, side: CardSet) -> Card:
        """A low card from a short side suit, sparing tens that the ace still threatens."""
        rules = tr.rules
        best: Card | None = None
        best_key: tuple[float, ...] = ()
        for c in cards_of(side):
            follow = rules.follow[c]
            suit_cards = side & follow
            n = suit_cards.bit_count()
            p = points(1 << c)
            risky_ten = (c & 7) == TEN and bool(tr.unseen >> card(c >> 3, ACE) & 1)
            key = (float(risky_ten), float(n), float(p), float(rules.strength[c]))
            if best is None or key < best_key:
                best, best_key = c, key
        assert best is not None
        return best

    def _cheapest(self, rules: GameRules, mask: CardSet) -> Card:
        """The card of ``mask`` that costs least to give: few points, low strength."""
        best: Card | None = None
        best_key = (1 << 30, 1 << 30)
        for c in cards_of(mask):
            key = (points(1 << c), rules.strength[c])
            if key < best_key:
                best, best_key = c, key
        assert best is not None
        return best

    def _defender_lead(self, view: SeatView, tr: Tracker, cards: list[Card]) -> Card:
        rules = tr.rules
        trumps = rules.trumps
        declarer = tr.declarer
        partner = tr.partner
        assert partner is not None
        hand = _mask(cards)
        side = hand & ~trumps
        decl_trumps = tr.possible[declarer] & trumps
        # Cash a sure side winner unless the declarer is known void and can ruff.
        sure = []
        for c in cards_of(side):
            follow = rules.follow[c]
            if tr.can_beat(declarer, c, c) or tr.can_beat(partner, c, c):
                continue
            if tr.void[declarer] & follow and decl_trumps:
                continue
            sure.append(c)
        if sure:
            return max(sure, key=lambda c: points(1 << c))
        # Partner void in a suit the declarer still holds: lead it for the partner to ruff.
        if tr.possible[partner] & trumps:
            for c in sorted(cards_of(side), key=lambda c: points(1 << c)):
                follow = rules.follow[c]
                if tr.void[partner] & follow and not (tr.void[declarer] & follow):
                    return c
        if not side:
            return self._cheapest(rules, hand)
        declarer_next = (tr.seat + 1) % 3 == declarer
        best: Card | None = None
        best_key: tuple[float, ...] = ()
        for c in cards_of(side):
            follow = rules.follow[c]
            suit_cards = side & follow
            n = suit_cards.bit_count()
            ace_out = bool(tr.unseen & follow & (1 << card(c >> 3, ACE)))
            # Leading away the guard of a ten gives the ten to the ace later.
            ten_guard = bool(suit_cards >> card(c >> 3, TEN) & 1) and ace_out
            declarer_void = bool(tr.void[declarer] & follow)
            is_ten_or_ace_risky = (c & 7) == TEN and ace_out
            # "Short way, long suit; long way, short suit": with the declarer right
            # behind, the partner sits over him in the long suit; otherwise go short.
            length_key = -n if declarer_next else n
            key = (
                float(declarer_void and bool(decl_trumps)),
                float(is_ten_or_ace_risky),
                float(ten_guard),
                float(length_key),
                float(points(1 << c)),
                float(rules.strength[c]),
            )
            if best is None or key < best_key:
                best, best_key = c, key
        assert best is not None
        return best

    def _follow(self, view: SeatView, tr: Tracker, cards: list[Card]) -> Card:
        rules = tr.rules
        trick = list(view.trick)
        lead = trick[0]
        widx = rules.trick_winner(trick)
        wcard = trick[widx]
        wseat = (view.trick_leader + widx) % 3
        me = tr.seat
        later = [(me + i) % 3 for i in range(1, 3 - len(trick))]

        def side_of(s: int) -> bool:
            return (s == tr.declarer) == tr.is_declarer

        opp_later = [s for s in later if not side_of(s)]
        trick_points = points(_mask(trick))
        if side_of(wseat):
            sure = not any(tr.can_beat(s, wcard, lead) for s in opp_later)
            if sure:
                return self._smear(tr, cards)
            # Partner's card may be beaten: take over surely when the trick is worth it.
            takers = [
                c
                for c in cards
                if rules.beats(c, wcard, lead)
                and not any(tr.can_beat(s, c, lead, strict=True) for s in opp_later)
            ]
            if takers and trick_points + max(points(1 << c) for c in takers) >= 10:
                return max(takers, key=lambda c: (points(1 << c), -rules.strength[c]))
            return self._shed(tr, cards, giving_to_opponent=bool(opp_later))
        winners = [c for c in cards if rules.beats(c, wcard, lead)]
        sure_wins = [c for c in winners if not any(tr.can_beat(s, c, lead) for s in opp_later)]
        if sure_wins:
            trumping = [
                c for c in sure_wins if rules.trumps >> c & 1 and not rules.follow[lead] >> c & 1
            ]
            following = [c for c in sure_wins if c not in trumping]
            if following:
                # A sure winner in the suit led: bank the most points with it.
                return max(following, key=lambda c: (points(1 << c), -rules.strength[c]))
            cheapest = min(
                trumping,
                key=lambda c: (rules.strength[c] // 100, points(1 << c), rules.strength[c]),
            )
            # Ruffing a blank trick is worth only a small trump, never a jack.
            worth = trick_points >= 3 or ((cheapest & 7) != JACK and points(1 << cheapest) == 0)
            if tr.is_declarer or worth:
                return cheapest
        elif winners and not opp_later and not tr.is_declarer:
            return min(winners, key=lambda c: rules.strength[c])
        elif winners and opp_later and trick_points >= 10:
            # Second in the trick with points in it: go up with the best card, which
            # forces the last player to spend a higher one.
            top = max(winners, key=lambda c: rules.strength[c])
            if not rules.trumps >> top & 1 or tr.is_declarer:
                return top
        return self._shed(tr, cards, giving_to_opponent=True)

    def _smear(self, tr: Tracker, cards: list[Card]) -> Card:
        """Give the most points to a trick the own side surely takes, jacks excepted."""
        rules = tr.rules

        def key(c: Card) -> tuple[int, int]:
            jack = bool(JACKS >> c & 1)
            # Trump aces and tens are worth keeping if they still may win tricks.
            trump = bool(rules.trumps >> c & 1)
            value = points(1 << c) - (8 if jack else 0) - (3 if trump else 0)
            if not trump and (c & 7) == TEN and tr.unseen >> card(c >> 3, ACE) & 1:
                value += 3  # a ten the ace still hunts is safest on the partner's trick
            elif not trump and (c & 7) == ACE and tr.hand >> card(c >> 3, TEN) & 1:
                value -= 3  # keep the ace that protects our own ten
            return (value, -rules.strength[c])

        return max(cards, key=key)

    def _shed(self, tr: Tracker, cards: list[Card], giving_to_opponent: bool) -> Card:
        """Throw the card that costs least: few points, no trump, not a ten's guard."""
        rules = tr.rules
        hand = tr.hand

        def cost(c: Card) -> float:
            p = points(1 << c)
            value = float(p) if giving_to_opponent else p * 0.3
            if rules.trumps >> c & 1:
                value += 6.0 + rules.strength[c] * 0.05 - 100 * 0.05
            follow = rules.follow[c]
            suit = hand & follow & ~rules.trumps
            s = c >> 3
            ten = card(s, TEN)
            if (
                not rules.trumps >> c & 1
                and suit >> ten & 1
                and c != ten
                and suit.bit_count() == 2
                and tr.unseen >> card(s, ACE) & 1
            ):
                value += 5.0  # the last guard of a ten the ace still hunts
            if suit.bit_count() == 1 and not rules.trumps >> c & 1:
                value -= 0.5  # a void lets us ruff later
            return value + rules.strength[c] * 0.01

        return min(cards, key=cost)

    # -- Null ---------------------------------------------------------------------------

    def _null_play(self, view: SeatView, tr: Tracker, cards: list[Card]) -> Card:
        if tr.is_declarer:
            return self._null_declarer(view, tr, cards)
        return self._null_defender(view, tr, cards)

    def _null_declarer(self, view: SeatView, tr: Tracker, cards: list[Card]) -> Card:
        rules = tr.rules
        hand = _mask(cards)
        opponents = tr.others()
        if not view.trick:
            # Lead the card with the most cards above it and the fewest below.
            def lead_key(c: Card) -> tuple[int, int, int]:
                suit = SUIT_MASKS[c >> 3]
                out = (tr.possible[opponents[0]] | tr.possible[opponents[1]]) & suit
                below = sum(1 for o in cards_of(out) if (o & 7) < (c & 7))
                above = sum(1 for o in cards_of(out) if (o & 7) > (c & 7))
                return (below, -min(above, 2), c & 7)

            return min(cards, key=lead_key)
        trick = list(view.trick)
        lead = trick[0]
        widx = rules.trick_winner(trick)
        wcard = trick[widx]
        follow = rules.follow[lead]
        mine = hand & follow
        if mine:
            under = [c for c in cards_of(mine) if (c & 7) < (wcard & 7)]
            if under:
                return max(under, key=lambda c: c & 7)  # the highest card that stays under
            # Forced over: as last player the trick is lost anyway; second, hope for more.
            if len(trick) == 2:
                return max(cards, key=lambda c: c & 7)
            return min(cards, key=lambda c: c & 7)
        # Void: throw the most dangerous card, the one highest in its unsafe suit.
        return max(cards, key=lambda c: (self._null_danger(hand, c), c & 7))

    @staticmethod
    def _null_danger(hand: CardSet, c: Card) -> float:
        suit = hand & SUIT_MASKS[c >> 3]
        before = null_loss_risk(suit)
        after = null_loss_risk(suit & ~(1 << c))
        return before - after

    def _null_defender(self, view: SeatView, tr: Tracker, cards: list[Card]) -> Card:
        rules = tr.rules
        declarer = tr.declarer
        decl = tr.possible[declarer]
        if not view.trick:
            # Attack a suit the declarer holds where his lowest card is high: lead our
            # lowest card under it so he must take or the partner must cover.
            def attack_key(c: Card) -> tuple[float, int]:
                suit = SUIT_MASKS[c >> 3]
                d = decl & suit
                if not d:
                    return (99.0, c & 7)
                dlow = lowest(rules, d)
                assert dlow is not None
                gap = (dlow & 7) - (c & 7)
                if view.open_hand:
                    return (-float(gap) if gap > 0 else 50.0 - gap, c & 7)
                # Unknown hand: low cards of short suits probe best.
                n_mine = (tr.hand & suit).bit_count()
                return (float(c & 7) + 0.3 * n_mine, c & 7)

            return min(cards, key=attack_key)
        trick = list(view.trick)
        lead = trick[0]
        widx = rules.trick_winner(trick)
        wcard = trick[widx]
        wseat = (view.trick_leader + widx) % 3
        follow = rules.follow[lead]
        hand = _mask(cards)
        mine = hand & follow
        declarer_played = len(trick) > (declarer - view.trick_leader) % 3
        if mine:
            if wseat == declarer:
                # Keep the declarer on top: our highest card still under his.
                under = [c for c in cards_of(mine) if (c & 7) < (wcard & 7)]
                if under:
                    return max(under, key=lambda c: c & 7)
                return min(cards, key=lambda c: c & 7)
            if not declarer_played:
                # The declarer follows after us: play low so that he may be forced over.
                if view.open_hand:
                    dsuit = decl & follow
                    if dsuit:
                        dlow = lowest(rules, dsuit)
                        assert dlow is not None
                        below = [c for c in cards_of(mine) if (c & 7) < (dlow & 7)]
                        if below and (wcard & 7) < (dlow & 7):
                            return max(below, key=lambda c: c & 7)
                return min(cards, key=lambda c: c & 7)
            # Partner already over the declarer: unload our highest card of the suit.
            return max(cards, key=lambda c: c & 7)
        # Void: discard high cards, keep low ones for attacks.
        return max(cards, key=lambda c: (c & 7, -(tr.hand & SUIT_MASKS[c >> 3]).bit_count()))


__all__ = ["HeuristicPlayer", "count_bid_limit"]
