"""Open-hand solver for Null: a boolean search of whether the declarer can avoid every trick.

Same shape as the suit solver (one call per trick, hands rotated so the leader comes
first, a table keyed by the remaining hands), without points: a position is won or
lost. Cards that touch in the Null order among the cards still out (same suit, same
hand) play alike, so only one of each run is tried.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..engine.cards import CardSet, card_list
from ..engine.rules import GameType, rules_for
from . import native
from .solver import Position, SearchAborted, native_tag, register_pure_table, trim_pure_tables


def _run_tops() -> tuple[tuple[tuple[int, ...], ...], tuple[tuple[int, ...], ...]]:
    """Per (live byte, own byte): the ranks to try, highest first and lowest first; of
    own cards with no live card between them only the highest is kept."""
    high: list[tuple[int, ...]] = []
    low: list[tuple[int, ...]] = []
    for index in range(256 * 256):
        live, mine = index >> 8, index & 0xFF
        live |= mine
        keep = []
        for r in range(8):
            if not mine >> r & 1:
                continue
            above = next((q for q in range(r + 1, 8) if live >> q & 1), None)
            if above is None or not mine >> above & 1:
                keep.append(r)
        high.append(tuple(reversed(keep)))
        low.append(tuple(keep))
    return tuple(high), tuple(low)


_RANKS: list[tuple[tuple[tuple[int, ...], ...], tuple[tuple[int, ...], ...]]] = []


class NullSolver:
    """Whether the Null declarer can take no trick from a position, all hands open.

    Compiled or pure Python like ``solver.Solver`` (same answers); ``table`` is the
    compiled path's table (``null_solver`` passes the process's shared one).
    """

    def __init__(self, *, table: Any = None, compiled: bool | None = None) -> None:
        self.rules = rules_for(GameType.NULL)
        self.nodes = 0
        self.node_limit = 1 << 62
        self.table: dict[int, bool] = {}
        self._fast: Any = None
        if native.use_compiled(compiled):
            rules = self.rules
            self._fast = native.module().Search(
                table if table is not None else native.new_table(),
                native_tag(GameType.NULL, False),
                True,
                rules.strength,
                rules.follow,
                rules.trumps,
                [0] * 32,
                SearchAborted,
            )
            self._search: Callable[[int, int, int, int], bool] = self._fast.search
        else:
            self._build()
            register_pure_table(self)

    @property
    def compiled(self) -> bool:
        """Whether this solver runs the compiled search."""
        return self._fast is not None

    def table_entries(self) -> int:
        """Entries in this solver's pure-Python table (0 on the compiled path)."""
        return len(self.table)

    def clear(self) -> None:
        """Forget the positions solved (compiled path: the whole table this solver uses)."""
        self.table.clear()
        if self._fast is not None:
            self._fast.table.clear()

    def declarer_wins(self, pos: Position, max_nodes: int | None = None) -> bool:
        """Whether the declarer, from ``pos``, can avoid taking any further trick; with
        ``max_nodes``, raises ``SearchAborted`` once that many positions were searched."""
        self.node_limit = self.nodes + max_nodes if max_nodes is not None else 1 << 62
        h = pos.hands
        fast = self._fast
        if fast is None:
            trim_pure_tables()
            return self._partial([h[0], h[1], h[2]], pos.leader, list(pos.trick), pos.declarer)
        fast.nodes = self.nodes
        fast.node_limit = self.node_limit
        try:
            return self._partial([h[0], h[1], h[2]], pos.leader, list(pos.trick), pos.declarer)
        finally:
            self.nodes = fast.nodes

    def _partial(self, hands: list[CardSet], leader: int, trick: list[int], declarer: int) -> bool:
        if len(trick) == 3:
            winner = (leader + self.rules.trick_winner(trick)) % 3
            if winner == declarer:
                return False
            w = winner
            if not hands[0] | hands[1] | hands[2]:
                return True
            return self._search(
                hands[w], hands[(w + 1) % 3], hands[(w + 2) % 3], (declarer - w) % 3
            )
        if not trick:
            if not hands[0] | hands[1] | hands[2]:
                return True
            ld = leader
            return self._search(
                hands[ld], hands[(ld + 1) % 3], hands[(ld + 2) % 3], (declarer - ld) % 3
            )
        seat = (leader + len(trick)) % 3
        hand = hands[seat]
        legal = hand & self.rules.follow[trick[0]] or hand
        declarer_moves = seat == declarer
        for c in card_list(legal):
            hands[seat] = hand & ~(1 << c)
            trick.append(c)
            result = self._partial(hands, leader, trick, declarer)
            trick.pop()
            hands[seat] = hand
            if result == declarer_moves:
                return declarer_moves
        return not declarer_moves

    def _build(self) -> None:
        follow = self.rules.follow
        if not _RANKS:
            _RANKS.append(_run_tops())  # built once per process, on first use
        high, low = _RANKS[0]
        table = self.table
        get = table.get
        solver = self

        def listing(ranks: tuple[tuple[int, ...], ...], m: CardSet, live: CardSet) -> list[int]:
            out: list[int] = []
            for s in range(4):
                byte = m >> (8 * s) & 0xFF
                if byte:
                    base = 8 * s
                    out.extend(base + r for r in ranks[(live >> base & 0xFF) << 8 | byte])
            return out

        def search(a: CardSet, b: CardSet, c: CardSet, d: int) -> bool:
            """Can the declarer (``d`` relative to the leader) stay trickless from here?"""
            key = a | b << 32 | c << 64 | d << 96
            known = get(key)
            if known is not None:
                return known
            solver.nodes += 1
            if solver.nodes > solver.node_limit:
                raise SearchAborted
            live = a | b | c
            last = not a & (a - 1)
            dl = d == 0
            d2 = d == 1
            d3 = d == 2
            # The declarer leads low and follows low; defenders try high cards first
            # when they lead (to find the suit that catches the declarer).
            moves = listing(low if dl else high, a, live)
            result = not dl
            for c1 in moves:
                f = follow[c1]
                na = a ^ (1 << c1)
                m2 = b & f or b
                ok1 = not d2
                for c2 in listing(low if d2 else high, m2, live):
                    nb = b ^ (1 << c2)
                    # Winner so far: a card beats the lead only in the lead's suit.
                    if f >> c2 & 1 and c2 > c1:
                        top, w12 = c2, 1
                    else:
                        top, w12 = c1, 0
                    m3 = c & f or c
                    ok2 = not d3
                    for c3 in listing(low if d3 else high, m3, live):
                        w = 2 if (f >> c3 & 1 and c3 > top) else w12
                        if w == d:
                            res = False
                        elif last:
                            res = True
                        else:
                            nc = c ^ (1 << c3)
                            if w == 0:
                                res = search(na, nb, nc, d)
                            elif w == 1:
                                res = search(nb, nc, na, (d + 2) % 3)
                            else:
                                res = search(nc, na, nb, (d + 1) % 3)
                        if res == d3:
                            ok2 = d3
                            break
                    if ok2 == d2:
                        ok1 = d2
                        break
                if ok1 == dl:
                    result = dl
                    break
            table[key] = result
            return result

        self._search = search


_NULL: NullSolver | None = None


def null_solver() -> NullSolver:
    """The shared Null solver of this process."""
    global _NULL
    if _NULL is None:
        _NULL = NullSolver(table=native.shared_table() if native.NATIVE is not None else None)
    return _NULL


__all__ = ["NullSolver", "null_solver"]
