"""Open-hand (double-dummy) solver for suit and Grand games: null-window search over card masks.

The question asked is always a threshold: "does the declarer reach ``target`` trick
points?" (61 minus the skat's points for a win, 90 or 31 for Schneider, every trick for
Schwarz in the trick-counting mode). Exact values come from repeated thresholds
(bisection) on the pure path and from one search with a window on the compiled one;
both reuse the bounds that the transposition table keeps.

Search runs a whole trick per call: the leader's card, the second and the third are
nested loops, and the recursion only happens at trick boundaries, where the table is
keyed by the three remaining hands (rotated so the leader comes first) and where the
declarer sits relative to the leader. Values stored are bounds on the points still to
come, which do not depend on the points taken so far, so one table serves every
threshold and every sample of a deal that shares the position.

>>> from skat_desktop.engine.cards import parse_cards
>>> from skat_desktop.engine.rules import GameType
>>> pos = Position(GameType.GRAND, (parse_cards("CJ CA"), parse_cards("C7 ST"),
...                parse_cards("SA C8")), leader=0, declarer=0)
>>> solver_for(GameType.GRAND).value(pos)  # the declarer takes both tricks: 2 + 11 + 21
34
"""

from __future__ import annotations

import functools
import weakref
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Any

from ..engine.cards import JACK, JACKS, RANK_POINTS, Card, CardSet, card_list, points
from ..engine.rules import GameRules, GameType, rules_for
from . import native
from .native import solver_description, solver_path

TrickCards = tuple[Card, ...]

# Bits of the ranks 7 8 9 inside a suit's byte: the only cards of equal points that sit
# next to each other in every order of a suit or Grand game (7 < 8 < 9 both as plain
# cards and as trumps), so the only ones besides the jacks that can be grouped.
_LOW_RANKS = 0b111
# The pure-Python tables of a process together stay within this many bytes (checked
# before each solve; the largest table is emptied first). An entry of the three dicts
# costs about PURE_ENTRY_BYTES (measured with tracemalloc on whole-deal solves).
PURE_TABLE_BYTES = 64 << 20
PURE_ENTRY_BYTES = 110
_PURE_TABLES: weakref.WeakSet[Any] = weakref.WeakSet()

# The order in which the search tries a hand's cards, by what the card's trick does: the
# rank of a plain card and of a trump that surely take it for the mover's side, of a card
# whose trick depends on the replies, and of one that surely loses it (the compiled
# search has the same tables and says why). The second hand: sure tricks first, then by
# points (second_order).
SURE_FIRST = (0, 0, 1, 2)
# The leader: a trick it must give up before an undecided one.
LEADS = (0, 0, 2, 1)
# The declarer's lead once the defenders hold no trump: its sure trumps last.
DECLARER_LEADS_TRUMPS_OUT = (0, 3, 2, 1)


def register_pure_table(solver: Any) -> None:
    """Count ``solver``'s table (it has ``table_entries()`` and ``clear()``) in the budget."""
    _PURE_TABLES.add(solver)


def pure_table_entries() -> int:
    """Entries held by the pure-Python solvers' tables of this process."""
    return sum(t.table_entries() for t in list(_PURE_TABLES))


def trim_pure_tables() -> None:
    """Empty the largest pure-Python tables until all fit in ``PURE_TABLE_BYTES``."""
    limit = PURE_TABLE_BYTES // PURE_ENTRY_BYTES
    tables = list(_PURE_TABLES)
    total = sum(t.table_entries() for t in tables)
    if total <= limit:
        return
    for t in sorted(tables, key=lambda t: -t.table_entries()):
        total -= t.table_entries()
        t.clear()
        if total <= limit:
            return


def native_tag(game: GameType, count_tricks: bool) -> int:
    """The compiled table's tag of a contract type: entries of different types never mix."""
    return 1 + int(game) + (6 if count_tricks else 0)


class SearchAborted(Exception):
    """Raised inside a search that went past its node limit; the table stays valid."""


@dataclass(frozen=True, slots=True)
class Position:
    """A position in trick play with every hand open.

    ``hands`` by seat (0 forehand, 1 middlehand, 2 rearhand) hold the cards not yet
    played; ``trick`` holds the cards of the trick in progress, led by ``leader``;
    ``declarer_points`` are the card points the declarer has taken in tricks so far
    (the skat is the caller's business: it goes into the target).
    """

    game: GameType
    hands: tuple[CardSet, CardSet, CardSet]
    leader: int
    declarer: int
    trick: TrickCards = ()
    declarer_points: int = 0

    @property
    def to_move(self) -> int:
        return (self.leader + len(self.trick)) % 3

    @property
    def rules(self) -> GameRules:
        return rules_for(self.game)

    @property
    def remaining_points(self) -> int:
        """Card points still to be won: the hands and the trick in progress."""
        h = self.hands
        total = points(h[0] | h[1] | h[2])
        for c in self.trick:
            total += RANK_POINTS[c & 7]
        return total

    @property
    def tricks_left(self) -> int:
        """Tricks not yet complete, the one in progress included."""
        return (sum(h.bit_count() for h in self.hands) + len(self.trick)) // 3

    def legal(self) -> CardSet:
        hand = self.hands[self.to_move]
        if not self.trick:
            return hand
        same = hand & self.rules.follow[self.trick[0]]
        return same if same else hand

    def play(self, c: Card) -> Position:
        """The position after the player to move plays ``c`` (completing a trick if third)."""
        seat = self.to_move
        if not self.legal() >> c & 1:
            raise ValueError(f"card {c} is not a legal play for seat {seat}")
        hands = list(self.hands)
        hands[seat] &= ~(1 << c)
        trick = (*self.trick, c)
        if len(trick) < 3:
            return replace(self, hands=(hands[0], hands[1], hands[2]), trick=trick)
        winner = (self.leader + self.rules.trick_winner(list(trick))) % 3
        gained = sum(RANK_POINTS[x & 7] for x in trick) if winner == self.declarer else 0
        return Position(
            self.game,
            (hands[0], hands[1], hands[2]),
            winner,
            self.declarer,
            (),
            self.declarer_points + gained,
        )


@functools.cache
def _low_rank_lists(
    suit: int, order: tuple[int, ...]
) -> tuple[tuple[tuple[Card, ...], ...], tuple[tuple[Card, ...], ...]]:
    """Per (live 7-8-9 bits, own byte): the own cards of ``suit`` to try, highest first and
    lowest first, with a 7, 8 or 9 left out when the next live 7/8/9 above it is also own."""
    high: list[tuple[Card, ...]] = []
    low: list[tuple[Card, ...]] = []
    for index in range(8 * 256):
        live, mine = index >> 8, index & 0xFF
        keep = mine
        for r in range(3):
            if not mine >> r & 1:
                continue
            above = next((q for q in range(r + 1, 3) if (live | mine) >> q & 1), None)
            if above is not None and mine >> above & 1:
                keep &= ~(1 << r)
        cards = [suit * 8 + r for r in order if keep >> r & 1]
        high.append(tuple(cards))
        low.append(tuple(reversed(cards)))
    return tuple(high), tuple(low)


ALL_CARDS = (1 << 32) - 1


def _between(strength: Sequence[int], follow: Sequence[CardSet]) -> tuple[tuple[CardSet, ...], ...]:
    """between[x][y]: the cards of x's class (trumps, or one plain suit) strictly between
    x and y in strength, or every card when x and y are of different classes.

    Two cards of one hand with no live card between them win and lose the same tricks:
    after either, the same play gives the same tricks, and only the two cards' points
    change places. So where the trick goes to the same side whatever else is played to
    it, the side taking it is best served by the card with more points, the other side by
    the card with fewer, and the other card is not searched."""
    rows = []
    for x in range(32):
        row = []
        for y in range(32):
            if x == y or not follow[x] >> y & 1:
                row.append(ALL_CARDS)
                continue
            lo, hi = sorted((strength[x], strength[y]))
            row.append(
                sum(1 << z for z in range(32) if follow[x] >> z & 1 and lo < strength[z] < hi)
            )
        rows.append(tuple(row))
    return tuple(rows)


@functools.cache
def _jack_drops() -> dict[int, CardSet]:
    """Jacks to leave out, keyed by ``own jacks | live jacks << 1``: a jack whose next live
    jack above is own plays the same (both worth 2 points, nothing between them)."""
    jack_bits = [s * 8 + JACK for s in range(4)]  # clubs (highest) to diamonds
    table: dict[int, CardSet] = {}
    for own in range(16):
        for other in range(16):
            if own & other:
                continue
            own_mask = sum(1 << jack_bits[i] for i in range(4) if own >> i & 1)
            live = own | other
            drop = 0
            for i in range(1, 4):
                if not own >> i & 1:
                    continue
                above = next((q for q in range(i - 1, -1, -1) if live >> q & 1), None)
                if above is not None and own >> above & 1:
                    drop |= 1 << jack_bits[i]
            live_mask = sum(1 << jack_bits[i] for i in range(4) if live >> i & 1)
            table[own_mask | live_mask << 1] = drop
    return table


class Solver:
    """Threshold and exact open-hand search for one suit or Grand contract.

    ``count_tricks`` turns every card into one point, so that a trick is worth 3 and
    "all tricks" is a threshold like any other (Schwarz announced, ouvert).

    The search is the compiled one when ``native.NATIVE`` is loaded, else pure Python;
    both give the same answers; ``compiled=False`` asks for the pure-Python search,
    ``True`` for the compiled one (an error when it is not built). ``table`` (compiled
    path only) is the table to keep bounds in: ``solver_for`` passes the process's
    shared one, a solver made directly gets a private one.
    """

    def __init__(
        self,
        game: GameType,
        count_tricks: bool = False,
        *,
        table: Any = None,
        compiled: bool | None = None,
    ) -> None:
        if game == GameType.NULL:
            raise ValueError("Null has no card points: use solver_null.NullSolver")
        self.game = game
        self.count_tricks = count_tricks
        self.rules = rules_for(game)
        self.nodes = 0
        self.node_limit = 1 << 62
        # Bounds on the points still to come, per trick-start position (pure path).
        self.lower: dict[int, int] = {}
        self.upper: dict[int, int] = {}
        self.best: dict[int, Card] = {}
        self._value_of = tuple(self.card_value(c) for c in range(32))
        self._fast: Any = None
        if native.use_compiled(compiled):
            rules = self.rules
            self._fast = native.module().Search(
                table if table is not None else native.new_table(),
                native_tag(game, count_tricks),
                False,
                rules.strength,
                rules.follow,
                rules.trumps,
                self._value_of,
                SearchAborted,
            )
        else:
            self._build()
            register_pure_table(self)

    @property
    def compiled(self) -> bool:
        """Whether this solver runs the compiled search."""
        return self._fast is not None

    def card_value(self, c: Card) -> int:
        return 1 if self.count_tricks else RANK_POINTS[c & 7]

    def table_entries(self) -> int:
        """Entries in this solver's pure-Python table (0 on the compiled path)."""
        return len(self.lower) + len(self.upper) + len(self.best)

    def clear(self) -> None:
        """Forget the bounds found so far (on the compiled path: the whole table this
        solver uses, shared with the other contract types when it came from solver_for)."""
        self.lower.clear()
        self.upper.clear()
        self.best.clear()
        if self._fast is not None:
            self._fast.table.clear()

    # -- public questions -------------------------------------------------------------

    def reaches(self, pos: Position, target: int, max_nodes: int | None = None) -> bool:
        """Whether the declarer, playing on from ``pos``, ends with at least ``target``
        trick points in all (``declarer_points`` included; in the trick-counting mode
        ``target`` counts card units of the remaining play only, see ``takes_all``).

        With ``max_nodes``, raises ``SearchAborted`` once that many positions were searched.
        """
        self.node_limit = self.nodes + max_nodes if max_nodes is not None else 1 << 62
        return self._root(pos, target - (0 if self.count_tricks else pos.declarer_points))

    def takes_all(self, pos: Position, max_nodes: int | None = None) -> bool:
        """Whether the declarer takes every remaining trick (needs ``count_tricks``)."""
        if not self.count_tricks:
            raise ValueError("takes_all needs a solver made with count_tricks=True")
        self.node_limit = self.nodes + max_nodes if max_nodes is not None else 1 << 62
        h = pos.hands
        return self._root(pos, (h[0] | h[1] | h[2]).bit_count() + len(pos.trick))

    def value(self, pos: Position) -> int:
        """The declarer's trick points at the end with best play on both sides
        (``declarer_points`` included; future card units only when counting tricks).
        Compiled path: one search with the window of all possible values; pure path:
        bisection over thresholds."""
        base = 0 if self.count_tricks else pos.declarer_points
        self.node_limit = 1 << 62
        lo, hi = 0, self._future_total(pos)
        if self._fast is not None:
            return base + self._root_window(pos, -1, hi + 1)
        while lo < hi:
            mid = (lo + hi + 1) >> 1
            if self._root(pos, mid):
                lo = mid
            else:
                hi = mid - 1
        return base + lo

    def card_values(self, pos: Position) -> dict[Card, int]:
        """Exact final declarer points after each legal card of the player to move."""
        return {c: self.value(pos.play(c)) for c in card_list(pos.legal())}

    # -- internals --------------------------------------------------------------------

    def _future_total(self, pos: Position) -> int:
        h = pos.hands
        total = 0
        for c in card_list(h[0] | h[1] | h[2]):
            total += self.card_value(c)
        for c in pos.trick:
            total += self.card_value(c)
        return total

    def _root(self, pos: Position, need: int) -> bool:
        """Completes the trick in progress card by card, then hands over to the trick search."""
        h = pos.hands
        fast = self._fast
        if fast is None:
            trim_pure_tables()
            return self._partial(
                [h[0], h[1], h[2]], pos.leader, list(pos.trick), pos.declarer, need
            )
        return self._root_window(pos, need - 1, need) >= need

    def _root_window(self, pos: Position, alpha: int, beta: int) -> int:
        """Compiled path: the declarer's points still to come (the trick in progress
        included), fail-soft in the window alpha..beta: exact if alpha < g < beta, else
        at most g (g <= alpha) or at least g (g >= beta)."""
        h = pos.hands
        fast = self._fast
        fast.nodes = self.nodes
        fast.node_limit = self.node_limit
        try:
            return self._partial_window(
                [h[0], h[1], h[2]], pos.leader, list(pos.trick), pos.declarer, alpha, beta
            )
        finally:
            self.nodes = fast.nodes

    def _partial_window(
        self,
        hands: list[CardSet],
        leader: int,
        trick: list[Card],
        declarer: int,
        alpha: int,
        beta: int,
    ) -> int:
        """``_partial`` for the compiled search: a fail-soft value in a window instead of
        yes or no (the trick in progress completed card by card, alpha-beta)."""
        value_of = self._value_of
        if len(trick) == 3 or not trick:
            shift = 0
            w = leader
            if trick:
                w = (leader + self.rules.trick_winner(trick)) % 3
                if w == declarer:
                    shift = value_of[trick[0]] + value_of[trick[1]] + value_of[trick[2]]
            rest = 0
            for c in card_list(hands[0] | hands[1] | hands[2]):
                rest += value_of[c]
            alpha -= shift
            beta -= shift
            if beta <= 0 or not hands[w]:
                return shift
            if alpha >= rest:
                return shift + rest
            a, b, c3 = hands[w], hands[(w + 1) % 3], hands[(w + 2) % 3]
            g = self._fast.window(a, b, c3, (declarer - w) % 3, alpha, beta, rest)
            return shift + int(g)
        seat = (leader + len(trick)) % 3
        hand = hands[seat]
        legal = hand & self.rules.follow[trick[0]] or hand
        maximise = seat == declarer
        g = -1 if maximise else 1 << 20
        for c in card_list(legal):
            hands[seat] = hand & ~(1 << c)
            trick.append(c)
            r = self._partial_window(hands, leader, trick, declarer, alpha, beta)
            trick.pop()
            hands[seat] = hand
            if maximise:
                g = max(g, r)
                alpha = max(alpha, g)
            else:
                g = min(g, r)
                beta = min(beta, g)
            if alpha >= beta:
                return g
        return g

    def _partial(
        self, hands: list[CardSet], leader: int, trick: list[Card], declarer: int, need: int
    ) -> bool:
        rules = self.rules
        if len(trick) == 3:
            winner = (leader + rules.trick_winner(trick)) % 3
            v = self._value_of[trick[0]] + self._value_of[trick[1]] + self._value_of[trick[2]]
            if winner == declarer:
                need -= v
            rest = hands[0] | hands[1] | hands[2]
            remaining = 0
            for c in card_list(rest):
                remaining += self._value_of[c]
            if need <= 0:
                return True
            if need > remaining:
                return False
            w = winner
            return self._search(
                hands[w], hands[(w + 1) % 3], hands[(w + 2) % 3], (declarer - w) % 3,
                need, remaining,
            )  # fmt: skip
        if not trick:
            rest = hands[0] | hands[1] | hands[2]
            remaining = 0
            for c in card_list(rest):
                remaining += self._value_of[c]
            if need <= 0:
                return True
            if need > remaining:
                return False
            if not rest:
                return need <= 0
            return self._search(
                hands[leader], hands[(leader + 1) % 3], hands[(leader + 2) % 3],
                (declarer - leader) % 3, need, remaining,
            )  # fmt: skip
        seat = (leader + len(trick)) % 3
        hand = hands[seat]
        legal = hand & rules.follow[trick[0]] or hand
        maximise = seat == declarer
        for c in card_list(legal):
            hands[seat] = hand & ~(1 << c)
            trick.append(c)
            result = self._partial(hands, leader, trick, declarer, need)
            trick.pop()
            hands[seat] = hand
            if result == maximise:
                return maximise
        return not maximise

    def _build(self) -> None:
        rules = self.rules
        strength = rules.strength
        follow = rules.follow
        trumps = rules.trumps
        value_of = self._value_of
        # eff[lead][c]: strength of c in a trick led by lead, -1 when it cannot win it.
        eff = tuple(
            tuple(
                strength[c] if (follow[lead] >> c & 1 or trumps >> c & 1) else -1 for c in range(32)
            )
            for lead in range(32)
        )
        # Sort keys of a follower trying to win, per lead card and strength to beat: the
        # winning cards first, the most points first and of equal points the weakest, then
        # the losers by points (a table, not a lambda, because this sort runs at every
        # node; the compiled search's sort_win).
        distinct = sorted(set(strength))
        value_key = value_of.__getitem__
        win_key: list[list[Callable[[int], int]]] = []
        for lead in range(32):
            el = eff[lead]
            # Strengths no card has are never asked for; they keep a harmless key.
            row: list[Callable[[int], int]] = [value_key] * (max(distinct) + 1)
            for st in distinct:
                row[st] = tuple(
                    -value_of[x] * 256 + el[x] if el[x] > st else 1000 + value_of[x]
                    for x in range(32)
                ).__getitem__
            win_key.append(row)
        wk = tuple(tuple(r) for r in win_key)
        # Own cards of a suit byte, strongest first and weakest first, 7-8-9 runs grouped.
        highs = []
        lows = []
        for s in range(4):
            order = tuple(r for _, r in sorted((-strength[s * 8 + r], r) for r in range(8)))
            h, lo = _low_rank_lists(s, order)
            highs.append(h)
            lows.append(lo)
        h0, h1, h2, h3 = highs
        l0, l1, l2, l3 = lows
        between = _between(strength, follow)

        def dominated(moves: list[Card], keep: list[int], live: CardSet) -> list[Card]:
            """The moves without the dominated ones (see ``_between``): keep[i] is 1 when
            move i's trick surely goes to the mover's side, 0 when surely to the other side,
            -1 when that depends on the cards still to come to the trick."""
            out = []
            for i, y in enumerate(moves):
                k = keep[i]
                if k >= 0:
                    vy = value_of[y]
                    row = between[y]
                    for j, x in enumerate(moves):
                        if j != i and not live & row[x]:
                            vx = value_of[x]
                            if (j < i) if vx == vy else ((vx > vy) if k else (vx < vy)):
                                break
                    else:
                        out.append(y)
                else:
                    out.append(y)
            return out

        def sure_first(
            moves: list[Card], keep: list[int], rank: tuple[int, ...]
        ) -> tuple[list[Card], list[int]]:
            """The moves in the order of ``rank`` (LEADS or DECLARER_LEADS_TRUMPS_OUT) by
            what their trick does (keep as for ``dominated``); stable within a rank."""
            if 1 not in keep and 0 not in keep:
                return moves, keep
            kinds = [
                rank[(trumps >> x & 1) if k == 1 else (2 if k < 0 else 3)]
                for x, k in zip(moves, keep, strict=True)
            ]
            order = sorted(range(len(moves)), key=kinds.__getitem__)
            return [moves[i] for i in order], [keep[i] for i in order]

        def second_order(moves: list[Card], keep: list[int]) -> tuple[list[Card], list[int]]:
            """The second hand's moves: sure tricks first, lost ones last (SURE_FIRST), and
            within each the most points first where the trick surely goes to the mover's
            side, the fewest first elsewhere (the compiled search's by_points); stable."""

            def order_key(i: int) -> tuple[int, int]:
                x, k = moves[i], keep[i]
                kind = SURE_FIRST[(trumps >> x & 1) if k == 1 else (2 if k < 0 else 3)]
                return kind, -value_of[x] if k == 1 else value_of[x]

            order = sorted(range(len(moves)), key=order_key)
            return [moves[i] for i in order], [keep[i] for i in order]

        def twins(moves: list[Card], live: CardSet) -> CardSet:
            """The moves that have a twin among the others (touching in their class)."""
            found = 0
            for i in range(len(moves) - 1):
                x = moves[i]
                row = between[x]
                for j in range(i + 1, len(moves)):
                    y = moves[j]
                    if not live & row[y]:
                        found |= 1 << x | 1 << y
            return found

        jack_drop = _jack_drops()
        lower = self.lower
        upper = self.upper
        best_move = self.best
        lower_get = lower.get
        upper_get = upper.get
        best_get = best_move.get
        solver = self
        # Leads: the declarer draws trumps and cashes high cards; defenders cash plain
        # aces and tens before anything else and keep their trumps.
        lead_d = tuple(
            -strength[c] - (300 if value_of[c] >= 10 and not trumps >> c & 1 else 0)
            for c in range(32)
        ).__getitem__
        lead_f = tuple(
            (-value_of[c] * 10 - strength[c]) if not trumps >> c & 1 else 200 - strength[c]
            for c in range(32)
        ).__getitem__

        def search(a: CardSet, b: CardSet, c: CardSet, d: int, need: int, left: int) -> bool:
            """Does the declarer (``d``: 0 leader, 1 second, 2 third) take ``need`` of the
            ``left`` points still in the hands ``a`` (leader), ``b``, ``c``? 0 < need <= left."""
            if not a & (a - 1):
                # Last trick: the declarer needs it and gets it only by winning it.
                c1 = a.bit_length() - 1
                e = eff[c1]
                s1 = strength[c1]
                s2 = e[b.bit_length() - 1]
                s3 = e[c.bit_length() - 1]
                if s2 > s1:
                    return (2 if s3 > s2 else 1) == d
                return (2 if s3 > s1 else 0) == d
            key = a | b << 32 | c << 64 | d << 96
            lo = lower_get(key, 0)
            if lo >= need:
                return True
            hi = upper_get(key, left)
            if hi < need:
                return False
            solver.nodes += 1
            if solver.nodes > solver.node_limit:
                raise SearchAborted
            live = a | b | c
            v0 = (live & 7) << 8
            v1 = (live >> 8 & 7) << 8
            v2 = (live >> 16 & 7) << 8
            v3 = (live >> 24 & 7) << 8
            s1d = d == 0
            s2d = d == 1
            s3d = d == 2
            # Leader's cards: strongest first; jacks in a run with another own jack once.
            m = a
            if m & JACKS:
                m &= ~jack_drop[(m & JACKS) | (live & JACKS) << 1]
            moves = [
                *h0[v0 | m & 0xFF], *h1[v1 | m >> 8 & 0xFF],
                *h2[v2 | m >> 16 & 0xFF], *h3[v3 | m >> 24],
            ]  # fmt: skip
            moves.sort(key=lead_d if s1d else lead_f)
            # Per class of the lead card: the third hand's weakest and strongest reply
            # (inline below, not a helper: this runs at every position of the pure path).
            third: dict[CardSet, tuple[int, int]] = {}
            if len(moves) > 1:
                # The leader's cards: the trick's side over every reply of both others.
                # Those that surely take the trick for the leader's side are tried first,
                # those that surely lose it last, and so are the second hand's below.
                keep = []
                seconds: dict[CardSet, list[int]] = {}
                for x in moves:
                    fx = follow[x]
                    if fx not in third:
                        # The same for every lead of x's class: the second hand's replies
                        # and the third hand's weakest and strongest, which decide whether
                        # it can take the trick whatever the second hand played.
                        ex = eff[x]
                        e3 = [ex[z] for z in card_list(c & fx or c)]
                        third[fx] = (min(e3), max(e3))
                        seconds[fx] = [ex[y] for y in card_list(b & fx or b)]
                    low3, high3 = third[fx]
                    e2s = seconds[fx]
                    sx = strength[x]
                    sides = 0  # bit 1: the declarer's side can take it, bit 0: the other
                    for ey in e2s:
                        st, w = (ey, s2d) if ey > sx else (sx, s1d)
                        if w == s3d or high3 <= st:
                            sides |= 1 << w
                        elif low3 > st:
                            sides |= 1 << s3d
                        else:
                            sides = 3
                        if sides == 3:
                            break
                    keep.append(-1 if sides == 3 else int((sides == 2) == s1d))
                moves, keep = sure_first(
                    moves,
                    keep,
                    DECLARER_LEADS_TRUMPS_OUT if s1d and not (b | c) & trumps else LEADS,
                )
                if twins(moves, live):
                    moves = dominated(moves, keep, live)
            bm = best_get(key)
            if bm is not None and bm in moves and moves[0] != bm:
                moves.remove(bm)
                moves.insert(0, bm)
            result = not s1d
            for c1 in moves:
                f = follow[c1]
                e = eff[c1]
                wk1 = wk[c1]
                st1 = strength[c1]
                p1 = value_of[c1]
                na = a ^ (1 << c1)
                m2 = b & f or b
                if m2 & JACKS:
                    m2 &= ~jack_drop[(m2 & JACKS) | (live & JACKS) << 1]
                # Second hand: an opponent of the leader tries to win first, a partner low.
                moves2 = [
                    *l0[v0 | m2 & 0xFF], *l1[v1 | m2 >> 8 & 0xFF],
                    *l2[v2 | m2 >> 16 & 0xFF], *l3[v3 | m2 >> 24],
                ]  # fmt: skip
                if s1d == s2d:
                    moves2.sort(key=value_key)
                else:
                    moves2.sort(key=wk1[st1])
                m3 = c & f or c
                if len(moves2) > 1:
                    if f not in third:
                        e3 = [e[z] for z in card_list(m3)]
                        third[f] = (min(e3), max(e3))
                    low3, high3 = third[f]
                    keep = []
                    for x in moves2:
                        side = -1  # open unless settled below
                        e2 = e[x]
                        st, w = (e2, s2d) if e2 > st1 else (st1, s1d)
                        if w == s3d or high3 <= st:
                            side = int(w == s2d)
                        elif low3 > st:
                            side = int(s3d == s2d)
                        keep.append(side)
                    moves2, keep = second_order(moves2, keep)
                    if twins(moves2, live):
                        moves2 = dominated(moves2, keep, live)
                if m3 & JACKS:
                    m3 &= ~jack_drop[(m3 & JACKS) | (live & JACKS) << 1]
                r1 = not s2d
                twins3 = -1
                for c2 in moves2:
                    e2 = e[c2]
                    if e2 > st1:
                        w12 = 1
                        st12 = e2
                    else:
                        w12 = 0
                        st12 = st1
                    p12 = p1 + value_of[c2]
                    nb = b ^ (1 << c2)
                    # Third hand: if its side already wins, points first; else try to win.
                    if (w12 == 0 and s1d == s3d) or (w12 == 1 and s2d == s3d):
                        moves3 = [
                            *h0[v0 | m3 & 0xFF], *h1[v1 | m3 >> 8 & 0xFF],
                            *h2[v2 | m3 >> 16 & 0xFF], *h3[v3 | m3 >> 24],
                        ]  # fmt: skip
                        moves3.sort(key=value_key, reverse=True)
                    else:
                        # Cheapest card that wins the trick first, then the cheapest loser.
                        moves3 = [
                            *l0[v0 | m3 & 0xFF], *l1[v1 | m3 >> 8 & 0xFF],
                            *l2[v2 | m3 >> 16 & 0xFF], *l3[v3 | m3 >> 24],
                        ]  # fmt: skip
                        moves3.sort(key=wk1[st12])
                    # The third hand's twins are the same for every second card (only
                    # the order of its moves changes): found once per lead.
                    if twins3 < 0:
                        twins3 = twins(moves3, live) if len(moves3) > 1 else 0
                    if twins3:
                        w = s2d if w12 else s1d
                        keep = [
                            int((s3d if e[z] > st12 else w) == s3d) if twins3 >> z & 1 else -1
                            for z in moves3
                        ]
                        moves3 = dominated(moves3, keep, live)
                    r2 = not s3d
                    for c3 in moves3:
                        v = p12 + value_of[c3]
                        nc = c ^ (1 << c3)
                        rest = left - v
                        if e[c3] > st12:
                            # The third hand wins and leads next.
                            if s3d:
                                n = need - v
                                res = n <= 0 or (n <= rest and search(nc, na, nb, 0, n, rest))
                            else:
                                res = need <= rest and search(nc, na, nb, (d + 1) % 3, need, rest)
                        elif w12:
                            if s2d:
                                n = need - v
                                res = n <= 0 or (n <= rest and search(nb, nc, na, 0, n, rest))
                            else:
                                res = need <= rest and search(nb, nc, na, (d + 2) % 3, need, rest)
                        elif s1d:
                            n = need - v
                            res = n <= 0 or (n <= rest and search(na, nb, nc, 0, n, rest))
                        else:
                            res = need <= rest and search(na, nb, nc, d, need, rest)
                        if res == s3d:
                            r2 = s3d
                            break
                    if r2 == s2d:
                        r1 = s2d
                        break
                if r1 == s1d:
                    result = s1d
                    best_move[key] = c1
                    break
            if result:
                if need > lo:
                    lower[key] = need
            elif need - 1 < hi:
                upper[key] = need - 1
            return result

        self._search = search


_SOLVERS: dict[tuple[GameType, bool], Solver] = {}


def solver_for(game: GameType, count_tricks: bool = False) -> Solver:
    """The shared solver of a contract type in this process (its table persists; on the
    compiled path every contract type shares one table of ``native.table_bytes()``)."""
    key = (game, count_tricks)
    s = _SOLVERS.get(key)
    if s is None:
        table = native.shared_table() if native.NATIVE is not None else None
        s = _SOLVERS[key] = Solver(game, count_tricks, table=table)
    return s


if native.NATIVE is not None:
    # The process's table is made (and made resident) when the solver is imported, not
    # at its first solve: a process that imports the solver uses it, and its memory then
    # stays flat from the start (the app's own process may solve first after hundreds
    # of deals, when a Strong player's single job runs in-process).
    native.shared_table()


__all__ = [
    "Position",
    "SearchAborted",
    "Solver",
    "native_tag",
    "pure_table_entries",
    "register_pure_table",
    "solver_description",
    "solver_for",
    "solver_path",
    "trim_pure_tables",
]
