"""A series of deals at a table of 3, 4 or 5 players: seating, dealer rotation, score lists.

Players are numbered 0..n-1 around the table clockwise. Each deal seats three of them
as forehand, middlehand and rearhand; at a 4-player table the dealer sits out, at a
5-player table the dealer and the second player to the dealer's left sit out (the
first, third and fourth to the dealer's left are forehand, middlehand, rearhand).

Every deal's cards come from a seed (``engine.seeds``: a SHA-256 shuffle, the same on
every platform). Deal k's seed is derived from the series seed and k; a series started
from a deal number (``Series.from_deal_number``) plays that number's cards first; a deal
of the day (``Series.of_the_day``) derives every seed from the date. ``FinishedDeal.seed``
keeps the seed of every deal whose cards it gave.

Table rules of a series (``SeriesOptions``, all off by default):

- Bock rounds: after a chosen event (a game of 60 to 60; a lost game with Kontra;
  a Grand Hand won; a game worth 120 or more, Kontra and Re included) one round of
  deals, one deal per player at the table, counts double. The round begins with the
  next deal; passed-in and voided deals use up their place in it. An event during a
  running round queues one more round behind it. With ``bock_on_bock`` two rounds run
  side by side: a deal in both counts four times, further rounds wait. Bock multiplies
  each deal's list entry (declarer or Ramsch scores); the Seeger-Fabian 50 and 40/30
  bonuses stay as they are. Kontra and Re double the game value itself, so they enter
  both lists; a Ramsch enters both with its minus points and gives no bonuses.
- Fixed length: ``Series(length=36)``, a multiple of the table size; ``is_over``,
  ``standing()`` and ``seeger_fabian_table()`` close it.
- Tournament deals: with ``tournament_seed`` the cards of deal k depend only on that
  seed and on k's round (k // players): every deal of a round has the same cards in
  the same positions while the seats rotate, so each player holds each hand once, in
  the same position, per round. Anyone starting a series with the same tournament seed
  gets the same deals; a human at a table of bots sees every hand from every seat.
- Duplicate series (``duplicate=True``): the same rounds for any source of seeds (the
  series seed, a deal number, the day), compared seat by seat in ``engine.duplicate``.

>>> s = Series(players=3, first_dealer=2)
>>> s.seating()  # dealer 2 is rearhand, player 0 on the dealer's left is forehand
(0, 1, 2)
>>> Series(players=4, first_dealer=0).seating()
(1, 2, 3)
>>> Series(players=5, first_dealer=0).seating(), Series(players=5).sitting_out()
((1, 3, 4), (0, 2))
"""

from __future__ import annotations

import random
from dataclasses import asdict, dataclass, field, fields, replace
from typing import Any

from .actions import Action, DealCards, OutOfTurn
from .deal import DEFAULT_OPTIONS, Deal, DealOptions
from .notation import decode_action, encode_action
from .rules import GameType
from .scoring import DealResult
from .seeds import check_day, check_seed, day_first_dealer, derive_seed, shuffled_layout

# What a lost game gives each other active player in the Seeger-Fabian list.
SEEGER_FABIAN_DEFENDER_BONUS = {3: 40, 4: 30, 5: 20}
TABLE_SIZES = (3, 4, 5)
SEEGER_FABIAN_GAME_BONUS = 50
# A game worth this much (Kontra and Re included, Bock not) starts a Bock round.
BOCK_HIGH_VALUE = 120
LISTS = ("plain", "seeger-fabian")


@dataclass(frozen=True, slots=True)
class SeriesOptions:
    """Table rules of a series: the deals' options and which events start Bock rounds."""

    deal: DealOptions = DEFAULT_OPTIONS
    bock_sixty_all: bool = False
    bock_lost_kontra: bool = False
    bock_grand_hand: bool = False
    bock_high_value: bool = False
    bock_on_bock: bool = False

    @property
    def bock(self) -> bool:
        return (
            self.bock_sixty_all
            or self.bock_lost_kontra
            or self.bock_grand_hand
            or self.bock_high_value
        )

    def bock_event(self, result: DealResult) -> str | None:
        """The chosen event this result is ("sixty-all", ...), or None."""
        contract = result.contract
        if contract is None or result.declarer is None or result.passed_in:
            return None
        if (
            self.bock_sixty_all
            and not contract.is_null
            and result.ended_by is None
            and result.declarer_points == 60
        ):
            return "sixty-all"
        if self.bock_lost_kontra and result.kontra and not result.won:
            return "lost-kontra"
        if (
            self.bock_grand_hand
            and result.won
            and contract.game == GameType.GRAND
            and contract.hand
        ):
            return "grand-hand"
        if self.bock_high_value and result.value >= BOCK_HIGH_VALUE:
            return "high-value"
        return None

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {k: v for k, v in asdict(self).items() if k != "deal"}
        out["deal"] = asdict(self.deal)
        return out

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> SeriesOptions:
        """Read ``to_dict`` output; unknown keys (a newer version's rules) are ignored."""
        deal_fields = {f.name for f in fields(DealOptions)}
        own = {f.name for f in fields(cls)} - {"deal"}
        deal_data = data.get("deal") or {}
        if not isinstance(deal_data, dict):
            raise ValueError("not saved series options: 'deal' must be a mapping")
        deal = DealOptions(**{k: bool(v) for k, v in deal_data.items() if k in deal_fields})
        return cls(deal=deal, **{k: bool(v) for k, v in data.items() if k in own})


DEFAULT_SERIES_OPTIONS = SeriesOptions()


@dataclass(frozen=True, slots=True)
class FinishedDeal:
    """One deal as it stands on the score sheet, with the actions to replay it."""

    number: int
    dealer: int
    seating: tuple[int, int, int]
    history: tuple[str, ...]
    result: DealResult
    abandoned: bool = False
    # The Bock multiplier of this deal (1, 2 or 4) and how many Bock rounds were running
    # or waiting when it was dealt (more than one: stacked rounds).
    bock: int = 1
    bock_rounds: int = 0
    options: DealOptions = DEFAULT_OPTIONS
    # The human took back a card or decision after seeing what followed (RULES.md, Undo):
    # the deal counts as played, but is marked wherever it is shown or counted.
    with_undo: bool = False
    # The seed the cards came from (None: cards from elsewhere, e.g. an older save).
    seed: int | None = None

    @property
    def declarer_player(self) -> int | None:
        d = self.result.declarer
        return None if d is None or self.abandoned else self.seating[d]

    @property
    def counts(self) -> bool:
        """Whether the deal enters the lists (played to a result, not passed in or voided)."""
        return self.declarer_player is not None and self.result.contract is not None

    @property
    def is_ramsch(self) -> bool:
        return not self.abandoned and self.result.ramsch_scores is not None

    def scores(self, players: int) -> list[int | None]:
        """Each player's entry in the plain list for this deal, Bock included (None: none)."""
        out: list[int | None] = [None] * players
        ramsch = self.result.ramsch_scores
        if ramsch is not None and not self.abandoned:
            for position, player in enumerate(self.seating):
                out[player] = ramsch[position] * self.bock
        elif self.counts:
            p = self.declarer_player
            assert p is not None
            out[p] = self.result.score * self.bock
        return out

    def replay(self, options: DealOptions | None = None) -> Deal:
        deal = Deal(options or self.options)
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
    length: int | None = None
    options: SeriesOptions = DEFAULT_SERIES_OPTIONS
    tournament_seed: int | None = None
    # (deals walked, the last of them, the Bock queue after them): see _bock_queue.
    _bock_memo: tuple[int, FinishedDeal | None, list[int]] = field(
        default=(0, None, []), init=False, repr=False, compare=False
    )
    # (deals, the last of them, their saved entries): see _deal_entries.
    _entries_memo: tuple[int, FinishedDeal | None, list[dict[str, Any]]] = field(
        default=(0, None, []), init=False, repr=False, compare=False
    )
    # Where the seeds come from besides the series seed: a deal number typed (deal 1 has
    # exactly its cards) or the deal of the day (an ISO date); and duplicate rounds.
    deal_number: int | None = None
    day: str | None = None
    duplicate: bool = False

    def __post_init__(self) -> None:
        if self.players not in TABLE_SIZES:
            raise ValueError(f"a Skat table has 3, 4 or 5 players, not {self.players}")
        if self.deal_number is not None:
            check_seed(self.deal_number)
        if self.day is not None:
            check_day(self.day)
        if not 0 <= self.first_dealer < self.players:
            raise ValueError(f"first dealer {self.first_dealer} is not a player of this table")
        if self.length is not None and (self.length <= 0 or self.length % self.players):
            n = self.players
            raise ValueError(
                f"a series of fixed length needs a positive multiple of the {n} players "
                f"so that everybody deals equally often (e.g. {12 * n}), not {self.length}"
            )

    @classmethod
    def random_start(
        cls,
        players: int = 3,
        seed: int | None = None,
        *,
        length: int | None = None,
        options: SeriesOptions = DEFAULT_SERIES_OPTIONS,
        tournament_seed: int | None = None,
        duplicate: bool = False,
    ) -> Series:
        """A new series whose first dealer is drawn at random, as the rules say."""
        rng = random.Random(seed)
        return cls(
            players=players,
            first_dealer=rng.randrange(players),
            seed=rng.getrandbits(48),
            length=length,
            options=options,
            tournament_seed=tournament_seed,
            duplicate=duplicate,
        )

    @classmethod
    def from_deal_number(
        cls,
        number: int,
        players: int = 3,
        position: int = 0,
        *,
        length: int | None = None,
        options: SeriesOptions = DEFAULT_SERIES_OPTIONS,
        duplicate: bool = False,
    ) -> Series:
        """A series whose first deal has exactly the cards of ``number``, with player 0
        at ``position`` (0 forehand, 1 middlehand, 2 rearhand); the later deals' seeds
        follow from the number."""
        check_seed(number)
        if position not in (0, 1, 2):
            raise ValueError(f"a position is 0, 1 or 2 (forehand to rearhand), not {position}")
        probe = cls(players=players)
        dealer = next(d for d in range(players) if probe.seating(d)[position] == 0)
        return cls(
            players=players,
            first_dealer=dealer,
            seed=derive_seed("number-series", number),
            length=length,
            options=options,
            deal_number=number,
            duplicate=duplicate,
        )

    @classmethod
    def of_the_day(
        cls,
        day: str,
        players: int = 3,
        *,
        length: int | None = None,
        options: SeriesOptions = DEFAULT_SERIES_OPTIONS,
        duplicate: bool = False,
    ) -> Series:
        """The deal of the day ``day`` (YYYY-MM-DD): the same deals and first dealer on
        every installation."""
        check_day(day)
        return cls(
            players=players,
            first_dealer=day_first_dealer(day, players),
            seed=derive_seed("day-series", day),
            length=length,
            options=options,
            day=day,
            duplicate=duplicate,
        )

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
        if n == 4:
            return ((d + 1) % 4, (d + 2) % 4, (d + 3) % 4)
        return ((d + 1) % 5, (d + 3) % 5, (d + 4) % 5)

    def sitting_out(self, dealer: int | None = None) -> tuple[int, ...]:
        """The players who sit a deal dealt by ``dealer`` out (none at three)."""
        seated = self.seating(dealer)
        return tuple(p for p in range(self.players) if p not in seated)

    @property
    def rounds(self) -> bool:
        """Whether the deals of a round share their cards (tournament or duplicate)."""
        return self.tournament_seed is not None or self.duplicate

    def deal_seed(self, number: int | None = None) -> int:
        """The seed of deal ``number`` (0-based, default: the next), fixed by the series'
        source of seeds (see the module)."""
        n = len(self.deals) if number is None else number
        k = n // self.players if self.rounds else n
        if self.tournament_seed is not None:
            # One layout per round: the seats rotate over the same cards (see the module).
            return derive_seed("tournament", self.tournament_seed, k)
        if self.deal_number is not None:
            return self.deal_number if k == 0 else derive_seed("number", self.deal_number, k)
        if self.day is not None:
            return derive_seed("day", self.day, k)
        return derive_seed("series", self.seed, k)

    def new_deal(self, options: DealOptions | None = None) -> Deal:
        """The next deal, with the series' deal options unless ``options`` is given."""
        cards = shuffled_layout(self.deal_seed())
        return Deal.from_cards(cards, options or self.options.deal)

    # -- fixed length ---------------------------------------------------------------

    @property
    def is_over(self) -> bool:
        """Whether a series of fixed length has had all its deals (never, without one)."""
        return self.length is not None and len(self.deals) >= self.length

    @property
    def deals_left(self) -> int | None:
        return None if self.length is None else max(0, self.length - len(self.deals))

    # -- Bock rounds ----------------------------------------------------------------

    def _bock_queue(self) -> list[int]:
        """Deals left in each Bock round running or waiting now, oldest first."""
        # Walked on from the last answer while the deals only grew, so that recording
        # deal n costs the same as deal 1 (resuming a long series replays every deal).
        done, last, rounds = self._bock_memo
        deals = self.deals
        if done > len(deals) or (done and deals[done - 1] is not last):
            done, rounds = 0, []
        rounds = list(rounds)
        running = 2 if self.options.bock_on_bock else 1
        for d in deals[done:]:
            for i in range(min(running, len(rounds))):
                rounds[i] -= 1
            rounds = [r for r in rounds if r > 0]
            if not d.abandoned and self.options.bock_event(d.result) is not None:
                rounds.append(self.players)
        self._bock_memo = (len(deals), deals[-1] if deals else None, list(rounds))
        return rounds

    @property
    def next_bock(self) -> int:
        """The Bock multiplier of the next deal: 1, 2, or 4 with Bock on Bock."""
        running = 2 if self.options.bock_on_bock else 1
        return 1 << min(running, len(self._bock_queue()))

    @property
    def bock_rounds_pending(self) -> int:
        """Bock rounds running or waiting, the next deal's own included."""
        return len(self._bock_queue())

    # -- recording ------------------------------------------------------------------

    def record(
        self,
        deal: Deal,
        abandoned: bool = False,
        with_undo: bool = False,
        *,
        history: tuple[str, ...] | None = None,
        saved_seed: int | None = None,
    ) -> FinishedDeal:
        """Enter a finished (or abandoned) deal on the sheet; the dealer moves on.

        ``with_undo`` marks a deal in which a decision was taken back (RULES.md, Undo).
        ``history`` is the deal's actions as ``encode_action`` writes them, when the caller
        has them already (``from_dict``); they must be exactly that. ``saved_seed`` is the
        seed a save says the cards came from: when it is this deal's seed, the cards are
        not shuffled again to compare (a resume replays thousands of deals).
        """
        if deal.result is None and not abandoned:
            raise ValueError("only a finished deal can be entered on the score sheet")
        if self.is_over:
            raise ValueError(f"the series of {self.length} deals is over")
        result = deal.result if deal.result is not None and not abandoned else _VOIDED
        seed = self.deal_seed()
        dealt = deal.history[0][1] if deal.history else None
        seed_of_cards: int | None = None
        if isinstance(dealt, DealCards) and (
            saved_seed == seed or dealt.cards == shuffled_layout(seed)
        ):
            seed_of_cards = seed
        finished = FinishedDeal(
            number=len(self.deals) + 1,
            dealer=self.dealer,
            seating=self.seating(),
            history=(
                history if history is not None else tuple(encode_action(a) for _, a in deal.history)
            ),
            result=result,
            abandoned=abandoned,
            with_undo=with_undo,
            bock=self.next_bock,
            bock_rounds=self.bock_rounds_pending,
            options=deal.options,
            seed=seed_of_cards,
        )
        self.deals.append(finished)
        return finished

    # -- lists ----------------------------------------------------------------------

    def plain_totals(self) -> list[int]:
        """The plain list: only the declarer scores, + value won, - 2 x value lost
        (times Bock); a Ramsch enters every seated player's score."""
        totals = [0] * self.players
        for d in self.deals:
            for p, entry in enumerate(d.scores(self.players)):
                if entry is not None:
                    totals[p] += entry
        return totals

    def seeger_fabian_totals(self) -> list[int]:
        """Plain scores plus 50 a won game, minus 50 a lost one, and 40 (30 at four, 20 at
        five) to each other player at the table for every game a declarer lost: at four and
        five the players who sat the deal out get it too (RULES.md, Scoring)."""
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
                for other in range(self.players):
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
            entries = d.scores(self.players)
            for q, entry in enumerate(entries):
                if entry is not None:
                    running[q] += entry
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
                    "with_undo": d.with_undo,
                    # Table rules: the Bock multiplier (1, 2, 4), rounds running or
                    # waiting (>1: stacked), the event this deal starts a round with,
                    # the Kontra/Re factor, and a Ramsch's scores by player.
                    "bock": d.bock,
                    "bock_rounds": d.bock_rounds,
                    "bock_event": None if d.abandoned else self.options.bock_event(d.result),
                    "kontra": d.result.factor if d.counts else 1,
                    "ramsch": d.is_ramsch,
                }
            )
        return rows

    # -- the end of a series --------------------------------------------------------

    def seeger_fabian_table(self) -> list[dict[str, int]]:
        """Per player, the columns of a Seeger-Fabian list: games won and lost, the plain
        points, +50 per game won, -50 per game lost, the bonus for the others' lost games
        and the total."""
        bonus = SEEGER_FABIAN_DEFENDER_BONUS[self.players]
        won_lost = self.games_won_lost()
        others_lost = [0] * self.players
        for d in self.deals:
            p = d.declarer_player
            if p is not None and d.counts and not d.result.won:
                for other in range(self.players):
                    if other != p:
                        others_lost[other] += 1
        plain = self.plain_totals()
        table = []
        for player in range(self.players):
            won, lost = won_lost[player]
            row = {
                "player": player,
                "won": won,
                "lost": lost,
                "points": plain[player],
                "won_bonus": SEEGER_FABIAN_GAME_BONUS * won,
                "lost_malus": -SEEGER_FABIAN_GAME_BONUS * lost,
                "others_lost": others_lost[player],
                "others_lost_bonus": bonus * others_lost[player],
            }
            row["total"] = (
                row["points"] + row["won_bonus"] + row["lost_malus"] + row["others_lost_bonus"]
            )
            table.append(row)
        return table

    def standing(self, list_name: str = "seeger-fabian") -> list[tuple[int, int, int]]:
        """The ranking as (rank, player, total), best first; equal totals share a rank."""
        if list_name not in LISTS:
            raise ValueError(f"no list {list_name!r}: choose one of {', '.join(LISTS)}")
        totals = self.plain_totals() if list_name == "plain" else self.seeger_fabian_totals()
        order = sorted(range(self.players), key=lambda p: (-totals[p], p))
        out: list[tuple[int, int, int]] = []
        for i, p in enumerate(order):
            rank = out[-1][0] if out and totals[out[-1][1]] == totals[p] else i + 1
            out.append((rank, p, totals[p]))
        return out

    # -- saving ---------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "players": self.players,
            "first_dealer": self.first_dealer,
            "seed": self.seed,
            "deals": self._deal_entries(),
        }
        # Written only when set, so a default series saves exactly as before.
        if self.length is not None:
            out["length"] = self.length
        if self.tournament_seed is not None:
            out["tournament_seed"] = self.tournament_seed
        if self.options != DEFAULT_SERIES_OPTIONS:
            out["options"] = self.options.to_dict()
        if self.deal_number is not None:
            out["deal_number"] = self.deal_number
        if self.day is not None:
            out["day"] = self.day
        if self.duplicate:
            out["duplicate"] = True
        return out

    def _deal_entries(self) -> list[dict[str, Any]]:
        """The saved form of each finished deal. The entries are made once per deal and
        shared by every later ``to_dict`` (the game is saved after each action, so building
        them all again would make a save slower with every deal): treat them as read-only."""
        done, last, entries = self._entries_memo
        deals = self.deals
        if done > len(deals) or (done and deals[done - 1] is not last):
            done, entries = 0, []
        if done < len(deals):
            entries = entries[:done] + [_deal_entry(d) for d in deals[done:]]
            self._entries_memo = (len(deals), deals[-1] if deals else None, entries)
        return list(entries)

    @classmethod
    def from_dict(cls, data: dict[str, Any], options: DealOptions | None = None) -> Series:
        """Rebuild a series by replaying every deal; raises ``ValueError`` on bad data.

        The saved table rules apply; ``options`` (if given) replaces the deal options.
        """
        try:
            saved = data.get("options")
            series_options = (
                SeriesOptions.from_dict(saved) if isinstance(saved, dict) else SeriesOptions()
            )
            if options is not None:
                series_options = replace(series_options, deal=options)
            length = data.get("length")
            tournament = data.get("tournament_seed")
            number = data.get("deal_number")
            day = data.get("day")
            if day is not None and not isinstance(day, str):
                raise ValueError(f"not a saved series: the day must be a date, not {day!r}")
            series = cls(
                players=int(data["players"]),
                first_dealer=int(data["first_dealer"]),
                seed=int(data["seed"]),
                length=None if length is None else int(length),
                options=series_options,
                tournament_seed=None if tournament is None else int(tournament),
                deal_number=None if number is None else int(number),
                day=day,
                duplicate=bool(data.get("duplicate", False)),
            )
            # Most texts recur (the same card played, the same bid) across a long series:
            # each is read and written back once (the history kept is the one record()
            # would write, so a save after resuming is the same as before).
            known: dict[str, tuple[Action | OutOfTurn, str]] = {}
            for entry in data["deals"]:
                deal = Deal(series_options.deal)
                history: list[str] = []
                for raw in entry["history"]:
                    text = str(raw)
                    found = known.get(text)
                    if found is None:
                        action = decode_action(text)
                        found = (action, encode_action(action))
                        if not text.startswith("deal "):
                            known[text] = found
                    deal.apply(found[0])
                    history.append(found[1])
                series.record(
                    deal,
                    abandoned=bool(entry.get("abandoned", False)),
                    with_undo=bool(entry.get("with_undo", False)),
                    history=tuple(history),
                    saved_seed=entry.get("seed"),
                )
        except (KeyError, TypeError) as error:
            raise ValueError(f"not a saved series: missing or wrong field {error}") from None
        return series


def _deal_entry(deal: FinishedDeal) -> dict[str, Any]:
    """A finished deal as saved; the undo mark only when set, the seed when the cards came
    from one (a resume then needs no shuffle to know it)."""
    entry: dict[str, Any] = {"history": list(deal.history), "abandoned": deal.abandoned}
    if deal.with_undo:
        entry["with_undo"] = True
    if deal.seed is not None:
        entry["seed"] = deal.seed
    return entry


_VOIDED = DealResult(passed_in=False, ended_by="abandoned")

__all__ = [
    "BOCK_HIGH_VALUE",
    "DEFAULT_SERIES_OPTIONS",
    "LISTS",
    "SEEGER_FABIAN_DEFENDER_BONUS",
    "SEEGER_FABIAN_GAME_BONUS",
    "TABLE_SIZES",
    "FinishedDeal",
    "Series",
    "SeriesOptions",
]
