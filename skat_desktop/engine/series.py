"""A series of deals at a table of 3 or 4 players: seating, dealer rotation, score lists.

Players are numbered 0..n-1 around the table clockwise. Each deal seats three of them
as forehand, middlehand and rearhand; at a 4-player table the dealer sits out.

>>> s = Series(players=3, first_dealer=2)
>>> s.seating()  # dealer 2 is rearhand, player 0 on the dealer's left is forehand
(0, 1, 2)
>>> Series(players=4, first_dealer=0).seating()
(1, 2, 3)
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from .deal import Deal, DealOptions, deal_layout
from .notation import decode_action, encode_action
from .scoring import DealResult

# What a lost game gives each other active player in the Seeger-Fabian list.
SEEGER_FABIAN_DEFENDER_BONUS = {3: 40, 4: 30}
SEEGER_FABIAN_GAME_BONUS = 50


@dataclass(frozen=True, slots=True)
class FinishedDeal:
    """One deal as it stands on the score sheet, with the actions to replay it."""

    number: int
    dealer: int
    seating: tuple[int, int, int]
    history: tuple[str, ...]
    result: DealResult
    abandoned: bool = False

    @property
    def declarer_player(self) -> int | None:
        d = self.result.declarer
        return None if d is None or self.abandoned else self.seating[d]

    @property
    def counts(self) -> bool:
        """Whether the deal enters the lists (played to a result, not passed in or voided)."""
        return self.declarer_player is not None and self.result.contract is not None

    def replay(self, options: DealOptions | None = None) -> Deal:
        deal = Deal(options or DealOptions())
        for text in self.history:
            deal.apply(decode_action(text))
        return deal


@dataclass
class Series:
    """The deals of one sitting and the score lists built from them."""

    players: int = 3
    first_dealer: int = 0
    seed: int = 0
    deals: list[FinishedDeal] = field(default_factory=list)

    def __post_init__(self) -> None:
        if self.players not in (3, 4):
            raise ValueError(f"a Skat table has 3 or 4 players, not {self.players}")
        if not 0 <= self.first_dealer < self.players:
            raise ValueError(f"first dealer {self.first_dealer} is not a player of this table")

    @classmethod
    def random_start(cls, players: int = 3, seed: int | None = None) -> Series:
        """A new series whose first dealer is drawn at random, as the rules say."""
        rng = random.Random(seed)
        return cls(players=players, first_dealer=rng.randrange(players), seed=rng.getrandbits(48))

    # -- seating --------------------------------------------------------------------

    @property
    def dealer(self) -> int:
        """Who deals next: the deal passes clockwise after every deal, passed-in ones too."""
        return (self.first_dealer + len(self.deals)) % self.players

    def seating(self, dealer: int | None = None) -> tuple[int, int, int]:
        """Players at forehand, middlehand and rearhand for a deal dealt by ``dealer``."""
        d = self.dealer if dealer is None else dealer
        n = self.players
        if n == 3:
            return ((d + 1) % 3, (d + 2) % 3, d)
        return ((d + 1) % 4, (d + 2) % 4, (d + 3) % 4)

    def deal_seed(self, number: int | None = None) -> int:
        """The shuffle seed of deal ``number`` (default: the next), fixed by the series seed."""
        n = len(self.deals) if number is None else number
        return random.Random(f"skat-desktop:{self.seed}:{n}").getrandbits(64)

    def new_deal(self, options: DealOptions | None = None) -> Deal:
        return Deal.from_cards(deal_layout(self.deal_seed()), options or DealOptions())

    # -- recording ------------------------------------------------------------------

    def record(self, deal: Deal, abandoned: bool = False) -> FinishedDeal:
        """Enter a finished (or abandoned) deal on the sheet; the dealer moves on."""
        if deal.result is None and not abandoned:
            raise ValueError("only a finished deal can be entered on the score sheet")
        result = deal.result if deal.result is not None and not abandoned else _VOIDED
        finished = FinishedDeal(
            number=len(self.deals) + 1,
            dealer=self.dealer,
            seating=self.seating(),
            history=tuple(encode_action(a) for _, a in deal.history),
            result=result,
            abandoned=abandoned,
        )
        self.deals.append(finished)
        return finished

    # -- lists ----------------------------------------------------------------------

    def plain_totals(self) -> list[int]:
        """The plain list: only the declarer scores, + value won, - 2 x value lost."""
        totals = [0] * self.players
        for d in self.deals:
            p = d.declarer_player
            if p is not None and d.counts:
                totals[p] += d.result.score
        return totals

    def seeger_fabian_totals(self) -> list[int]:
        """Plain scores plus 50 a won game, minus 50 a lost one, and 40 (30 at four)
        to each other active player for every game a declarer lost."""
        totals = self.plain_totals()
        bonus = SEEGER_FABIAN_DEFENDER_BONUS[self.players]
        for d in self.deals:
            p = d.declarer_player
            if p is None or not d.counts:
                continue
            if d.result.won:
                totals[p] += SEEGER_FABIAN_GAME_BONUS
            else:
                totals[p] -= SEEGER_FABIAN_GAME_BONUS
                for other in d.seating:
                    if other != p:
                        totals[other] += bonus
        return totals

    def games_won_lost(self) -> list[tuple[int, int]]:
        out = [[0, 0] for _ in range(self.players)]
        for d in self.deals:
            p = d.declarer_player
            if p is not None and d.counts:
                out[p][0 if d.result.won else 1] += 1
        return [(w, lost) for w, lost in out]

    def sheet_rows(self) -> list[dict[str, Any]]:
        """One row a deal for the score sheet: the entry and every player's running total."""
        rows: list[dict[str, Any]] = []
        running = [0] * self.players
        for d in self.deals:
            p = d.declarer_player
            entries: list[int | None] = [None] * self.players
            if p is not None and d.counts:
                entries[p] = d.result.score
                running[p] += d.result.score
            contract = d.result.contract
            rows.append(
                {
                    "number": d.number,
                    "dealer": d.dealer,
                    "declarer": p,
                    "contract": contract.code if contract and d.counts else None,
                    "bid": d.result.bid,
                    "won": d.result.won if d.counts else None,
                    "value": d.result.value,
                    "entries": entries,
                    "totals": list(running),
                    "passed_in": d.result.passed_in,
                    "abandoned": d.abandoned,
                }
            )
        return rows

    # -- saving ---------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        return {
            "players": self.players,
            "first_dealer": self.first_dealer,
            "seed": self.seed,
            "deals": [{"history": list(d.history), "abandoned": d.abandoned} for d in self.deals],
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any], options: DealOptions | None = None) -> Series:
        """Rebuild a series by replaying every deal; raises ``ValueError`` on bad data."""
        try:
            series = cls(
                players=int(data["players"]),
                first_dealer=int(data["first_dealer"]),
                seed=int(data["seed"]),
            )
            for entry in data["deals"]:
                deal = Deal(options or DealOptions())
                for text in entry["history"]:
                    deal.apply(decode_action(str(text)))
                series.record(deal, abandoned=bool(entry.get("abandoned", False)))
        except (KeyError, TypeError) as error:
            raise ValueError(f"not a saved series: missing or wrong field {error}") from None
        return series


_VOIDED = DealResult(passed_in=False, ended_by="abandoned")

__all__ = ["FinishedDeal", "Series"]
