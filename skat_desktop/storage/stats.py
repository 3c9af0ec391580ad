"""Statistics per player computed from the summaries of finished series.

The controller fills one ``DealRecord`` per finished deal and one ``SeriesSummary`` per
series (plain JSON data, stored in the archive). ``player_statistics`` turns any number of
summaries into a ``PlayerStats`` per player name. Players are told apart by name, so the
human keeps their history across series as long as their name stays the same.

Storage never works out a game's value: each record carries every player's list entry as
the engine scored it (``scores``: Bock, Kontra/Re and Ramsch included), and the lists here
only add those up. Records archived before ``scores`` existed lack it; ``deal_scores``
reads them as they were always read (the declarer's ``score`` alone), so an old archive
keeps its old figures. Likewise each record names the table rules the deal was played
under (Bock, Kontra/Re, Ramsch with Durchmarsch, Jungfrau and pushes) as the engine saw
them; a sheet shows those marks, and a record without them is labelled as before.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Literal, NotRequired, TypedDict

from skat_desktop.storage.atomic import InvalidContent
from skat_desktop.storage.schema import (
    expect_bool,
    expect_int,
    expect_list,
    expect_object,
    expect_str,
)
from skat_desktop.storage.schema import (
    field as required,
)

# "dealer": the dealer sits out (4 and 5 players); "out": the second player to the
# dealer's left sits out too (5 players).
Position = Literal["forehand", "middlehand", "rearhand", "dealer", "out"]
POSITIONS: tuple[Position, ...] = ("forehand", "middlehand", "rearhand", "dealer", "out")
SITTING_OUT: tuple[Position, ...] = ("dealer", "out")
TABLE_SIZES = (3, 4, 5)

# Contract kinds counted for declarers; a game counts once under its base kind (suit, grand,
# null) and additionally under hand and/or ouvert.
KINDS = ("suit", "grand", "null", "hand", "ouvert")

SEEGER_FABIAN_GAME = 50
SEEGER_FABIAN_DEFENCE = {3: 40, 4: 30, 5: 20}


class DealRecord(TypedDict):
    """One finished deal as the controller reports it; player indexes refer to ``players``."""

    number: int  # 1-based within the series
    players: list[str]  # names by player index (3, 4 or 5)
    positions: list[Position]  # each player's position this deal (see Position)
    declarer: int | None  # player index, None when passed in
    passed_in: bool
    abandoned: bool  # given up from the menu; scored as lost
    contract: str | None  # ISS code: C/S/H/D/G/N then H, S, Z, O (e.g. "G", "CHZ", "NHO")
    bid: int  # the winning bid, 0 when passed in
    won: bool
    value: int  # game value (positive; for an overbid game the value scored), without Bock
    score: int  # the declarer's game score (+value or -2 x value), without Bock
    declarer_points: int  # card points of the declarer incl. the skat
    highest_bids: list[int]  # highest value each player bid or held, 0 if none
    # Each player's entry on the plain list as the engine scored it (Bock, Kontra/Re and
    # Ramsch included), None for a player with no entry. Absent in older archives.
    scores: NotRequired[list[int | None]]
    # The table rules of the deal as the engine played it, so that a sheet can label the
    # deal without working the rules out again. Absent in older archives.
    bock: NotRequired[int]  # the Bock multiplier: 1, 2 or 4 (Bock on Bock)
    kontra: NotRequired[bool]  # a defender said Kontra (the game value doubled) ...
    re: NotRequired[bool]  # ... and the declarer answered Re (doubled again)
    ramsch: NotRequired[bool]  # all passed and a Ramsch was played: no declarer
    durchmarsch: NotRequired[bool]  # Ramsch: one player took every trick and wins
    jungfrau: NotRequired[bool]  # Ramsch: a player took no trick, the loss doubled
    pushes: NotRequired[int]  # Schieberamsch: how often the skat was pushed on (each doubles)
    # The human took back a card or decision after seeing what followed (RULES.md, Undo).
    # Absent when not, and in older archives.
    with_undo: NotRequired[bool]
    # Fair deals (engine.seeds): the seed the cards came from and its fingerprint, shown
    # before the deal. Absent for older records and cards that came from no seed.
    seed: NotRequired[int]
    fingerprint: NotRequired[str]
    # Duplicate series (engine.duplicate), per player: luck, what the hand the player
    # held was worth to the others holding it in the same round (their mean Seeger-Fabian
    # entry), and skill, the player's own entry minus that; None for a player sitting
    # out. Absent outside duplicate series and in an unfinished last round.
    luck: NotRequired[list[float | None]]
    skill: NotRequired[list[float | None]]


class SeriesSummary(TypedDict):
    """A finished series: its deals and final totals, by player index."""

    id: str
    started_at: str  # ISO 8601
    finished_at: str  # ISO 8601
    players: list[str]
    table_size: int  # 3, 4 or 5
    deals: list[DealRecord]
    plain_totals: list[int]
    seeger_fabian_totals: list[int]
    title: NotRequired[str]


@dataclass(slots=True)
class Tally:
    """Won and lost games of one kind."""

    won: int = 0
    lost: int = 0

    @property
    def played(self) -> int:
        return self.won + self.lost


@dataclass(slots=True)
class PlayerStats:
    """Everything the statistics window shows for one player."""

    name: str
    series_played: int = 0
    deals_played: int = 0  # deals where the player held cards, passed-in deals included
    declarer: Tally = field(default_factory=Tally)
    by_kind: dict[str, Tally] = field(default_factory=lambda: {k: Tally() for k in KINDS})
    total_game_value: int = 0
    auctions_entered: int = 0  # deals where the player bid or held at least 18
    auctions_won: int = 0  # ...of which the player became declarer
    seeger_fabian_per_series: list[tuple[str, int]] = field(default_factory=list)  # (id, pts)
    seeger_fabian_over_time: list[tuple[str, int]] = field(default_factory=list)  # (date, pts)
    best_series: tuple[str, int] | None = None  # (series id, Seeger-Fabian points)
    # Duplicate series: how many hands were compared, and their luck and skill summed.
    duplicate_hands: int = 0
    luck: float = 0.0
    skill: float = 0.0

    @property
    def average_game_value(self) -> float | None:
        """Mean value of the games the player declared, won or lost; None if none."""
        return self.total_game_value / self.declarer.played if self.declarer.played else None

    @property
    def bid_success_rate(self) -> float | None:
        """Share of auctions the player bid in that made them declarer; None if none."""
        return self.auctions_won / self.auctions_entered if self.auctions_entered else None

    @property
    def seeger_fabian_total(self) -> int:
        return sum(points for _, points in self.seeger_fabian_per_series)


def contract_kinds(code: str) -> tuple[str, ...]:
    """The kinds a contract counts under, e.g. ``"CH"`` -> ("suit", "hand")."""
    text = code.strip().upper()
    if not text or text[0] not in "CSHDGN":
        raise ValueError(f"not a contract code: {code!r}")
    base = {"G": "grand", "N": "null"}.get(text[0], "suit")
    kinds = [base]
    # Ouvert suit and Grand games are always Hand; Null Ouvert is Hand only if marked.
    if "H" in text[1:] or ("O" in text[1:] and base != "null"):
        kinds.append("hand")
    if "O" in text[1:]:
        kinds.append("ouvert")
    return tuple(kinds)


def _is_game(deal: DealRecord) -> bool:
    return deal["declarer"] is not None and not deal["passed_in"]


def deal_scores(deal: DealRecord) -> list[int]:
    """Each player's change on the plain list from one deal, by player index (0: none).

    These are the stored entries; a record from an older archive has none, and then the
    declarer's game score stands alone, as such records were always summed.
    """
    entries = deal.get("scores")
    if entries is not None:
        return [0 if entry is None else entry for entry in entries]
    points = [0] * len(deal["players"])
    declarer = deal["declarer"]
    if declarer is not None and not deal["passed_in"]:
        points[declarer] = deal["score"]
    return points


def seeger_fabian_deal(deal: DealRecord) -> list[int]:
    """Each player's Seeger-Fabian points from one deal.

    Every player's plain-list entry (``deal_scores``), plus 50 to the declarer for a won
    game or minus 50 for a lost one; for a lost game every other player at the table gets
    40 (30 at a 4-player table, 20 at five, those who sat out included), following
    RULES.md. The bonuses are never doubled by Bock, and a Ramsch, having no declarer,
    gives none.
    """
    points = deal_scores(deal)
    declarer = deal["declarer"]
    if declarer is None or deal["passed_in"]:
        return points
    won = deal["won"]
    points[declarer] += SEEGER_FABIAN_GAME if won else -SEEGER_FABIAN_GAME
    if not won:
        bonus = SEEGER_FABIAN_DEFENCE.get(len(deal["players"]), 40)
        for player in range(len(deal["players"])):
            if player != declarer:
                points[player] += bonus
    return points


def seeger_fabian_totals(deals: Iterable[DealRecord], players: int) -> list[int]:
    """Seeger-Fabian totals of a series by player index."""
    totals = [0] * players
    for deal in deals:
        for player, points in enumerate(seeger_fabian_deal(deal)):
            totals[player] += points
    return totals


def plain_totals(deals: Iterable[DealRecord], players: int) -> list[int]:
    """Plain-list totals of a series by player index: the sum of ``deal_scores``."""
    totals = [0] * players
    for deal in deals:
        for player, points in enumerate(deal_scores(deal)):
            totals[player] += points
    return totals


def player_statistics(series: Sequence[SeriesSummary]) -> dict[str, PlayerStats]:
    """Statistics per player name over the given series, in order of first appearance."""
    result: dict[str, PlayerStats] = {}
    for summary in sorted(series, key=lambda s: (s["finished_at"], s["id"])):
        names = summary["players"]
        for name in names:
            result.setdefault(name, PlayerStats(name)).series_played += 1
        for deal in summary["deals"]:
            _count_deal(result, deal)
        # The summary's totals come from the engine's series, which also counts Bock
        # rounds, Kontra/Re and Ramsch; recounting the deal records here would miss them.
        totals = summary["seeger_fabian_totals"]
        date = summary["finished_at"][:10]
        for name, points in zip(names, totals, strict=True):
            stats = result[name]
            stats.seeger_fabian_per_series.append((summary["id"], points))
            stats.seeger_fabian_over_time.append((date, points))
            if stats.best_series is None or points > stats.best_series[1]:
                stats.best_series = (summary["id"], points)
    return result


def _count_deal(result: dict[str, PlayerStats], deal: DealRecord) -> None:
    names = deal["players"]
    for player, name in enumerate(names):
        stats = result.setdefault(name, PlayerStats(name))
        if deal["positions"][player] not in SITTING_OUT:
            stats.deals_played += 1
        luck, skill = deal.get("luck"), deal.get("skill")
        if luck is not None and skill is not None:
            held_luck, held_skill = luck[player], skill[player]
            if held_luck is not None and held_skill is not None:
                stats.duplicate_hands += 1
                stats.luck += held_luck
                stats.skill += held_skill
        if deal["highest_bids"][player] > 0:
            stats.auctions_entered += 1
            if _is_game(deal) and deal["declarer"] == player:
                stats.auctions_won += 1
    declarer = deal["declarer"]
    if declarer is None or deal["passed_in"] or deal["contract"] is None:
        return
    stats = result[names[declarer]]
    tally_name = "won" if deal["won"] else "lost"
    for tally in [stats.declarer, *(stats.by_kind[k] for k in contract_kinds(deal["contract"]))]:
        setattr(tally, tally_name, getattr(tally, tally_name) + 1)
    stats.total_game_value += deal["value"]


def parse_deal_record(data: object, where: str = "deal") -> DealRecord:
    """Check parsed JSON against ``DealRecord``; InvalidContent names the first fault."""
    obj = expect_object(data, where)

    def get(key: str) -> object:
        return required(obj, key, where)

    players = [expect_str(p, f"{where}.players", 64) for p in expect_list(get("players"), where)]
    count = len(players)
    if count not in TABLE_SIZES:
        raise InvalidContent(f"has {count} players at {where}.players (3, 4 or 5 expected)")
    positions: list[Position] = []
    for value in expect_list(get("positions"), f"{where}.positions"):
        if value not in POSITIONS:
            raise InvalidContent(f"has {value!r} at {where}.positions, not a position")
        positions.append(value)
    bids = [
        expect_int(b, f"{where}.highest_bids", 0, 999)
        for b in expect_list(get("highest_bids"), f"{where}.highest_bids")
    ]
    if len(positions) != count or len(bids) != count:
        raise InvalidContent(f"has lists of different lengths at {where}")
    declarer_value = get("declarer")
    declarer = None if declarer_value is None else expect_int(declarer_value, where, 0, count - 1)
    contract_value = get("contract")
    contract = None if contract_value is None else expect_str(contract_value, where, 8)
    if contract is not None:
        try:
            contract_kinds(contract)
        except ValueError as error:
            raise InvalidContent(f"has {error} at {where}.contract") from None
    record = DealRecord(
        number=expect_int(get("number"), f"{where}.number", 0),
        players=players,
        positions=positions,
        declarer=declarer,
        passed_in=expect_bool(get("passed_in"), f"{where}.passed_in"),
        abandoned=expect_bool(get("abandoned"), f"{where}.abandoned"),
        contract=contract,
        bid=expect_int(get("bid"), f"{where}.bid", 0, 999),
        won=expect_bool(get("won"), f"{where}.won"),
        value=expect_int(get("value"), f"{where}.value", 0, 9999),
        score=expect_int(get("score"), f"{where}.score", -99999, 99999),
        declarer_points=expect_int(get("declarer_points"), f"{where}.declarer_points", 0, 120),
        highest_bids=bids,
    )
    # Optional: records archived before it was kept fall back to the declarer's score.
    if "scores" in obj:
        entries = expect_list(obj["scores"], f"{where}.scores", count)
        if len(entries) != count:
            raise InvalidContent(f"has {len(entries)} entries at {where}.scores, not {count}")
        record["scores"] = [
            None if entry is None else expect_int(entry, f"{where}.scores", -99999, 99999)
            for entry in entries
        ]
    _parse_table_rules(obj, record, where)
    _parse_fair_deal(obj, record, where, count)
    return record


def _parse_fair_deal(obj: dict[str, object], record: DealRecord, where: str, count: int) -> None:
    """Read the optional seed, fingerprint, luck and skill into ``record``."""
    if "seed" in obj:
        record["seed"] = expect_int(obj["seed"], f"{where}.seed", 0, (1 << 64) - 1)
    if "fingerprint" in obj:
        text = expect_str(obj["fingerprint"], f"{where}.fingerprint", 64)
        if len(text) != 64 or any(ch not in "0123456789abcdef" for ch in text):
            raise InvalidContent(f"has {text!r} at {where}.fingerprint, not 64 hex digits")
        record["fingerprint"] = text
    for key in ("luck", "skill"):
        if key not in obj:
            continue
        values = expect_list(obj[key], f"{where}.{key}", count)
        if len(values) != count:
            raise InvalidContent(f"has {len(values)} entries at {where}.{key}, not {count}")
        parsed: list[float | None] = []
        for value in values:
            if value is None:
                parsed.append(None)
            elif isinstance(value, (int, float)) and not isinstance(value, bool):
                if not -99999 <= value <= 99999:
                    raise InvalidContent(f"has {value} at {where}.{key}, out of range")
                parsed.append(float(value))
            else:
                raise InvalidContent(f"has {value!r} at {where}.{key}, not a number")
        if key == "luck":
            record["luck"] = parsed
        else:
            record["skill"] = parsed


BOCK_MULTIPLIERS = (1, 2, 4)
MAX_PUSHES = 3  # forehand, middlehand and rearhand may each push once


def _parse_table_rules(obj: dict[str, object], record: DealRecord, where: str) -> None:
    """Read the optional table-rule facts into ``record``; each is checked on its own."""
    if "bock" in obj:
        bock = expect_int(obj["bock"], f"{where}.bock", 1, 4)
        if bock not in BOCK_MULTIPLIERS:
            raise InvalidContent(f"has {bock} at {where}.bock, not a Bock multiplier (1, 2, 4)")
        record["bock"] = bock
    for key in ("kontra", "re", "ramsch", "durchmarsch", "jungfrau"):
        if key in obj:
            record[key] = expect_bool(obj[key], f"{where}.{key}")
    if "pushes" in obj:
        record["pushes"] = expect_int(obj["pushes"], f"{where}.pushes", 0, MAX_PUSHES)
    # Facts that contradict each other would label the deal falsely; the writer never
    # stores them, so they mean a damaged file.
    if record.get("re") and not record.get("kontra"):
        raise InvalidContent(f"has Re without Kontra at {where}.re")
    ramsch = record.get("ramsch", False)
    if ramsch and (record["declarer"] is not None or record["passed_in"]):
        raise InvalidContent(f"has a Ramsch with a declarer or passed in at {where}.ramsch")
    if ramsch and record.get("kontra"):
        raise InvalidContent(f"has Kontra in a Ramsch at {where}.kontra")
    for key in ("durchmarsch", "jungfrau", "pushes"):
        if record.get(key) and not ramsch:
            raise InvalidContent(f"has {key} without a Ramsch at {where}.{key}")
    if record.get("durchmarsch") and record.get("jungfrau"):
        raise InvalidContent(f"has both Durchmarsch and Jungfrau at {where}.jungfrau")


def parse_series_summary(data: object, where: str = "summary") -> SeriesSummary:
    """Check parsed JSON against ``SeriesSummary``; InvalidContent names the first fault."""
    obj = expect_object(data, where)

    def get(key: str) -> object:
        return required(obj, key, where)

    players = [expect_str(p, f"{where}.players", 64) for p in expect_list(get("players"), where)]
    deals = [
        parse_deal_record(d, f"{where}.deals[{i}]")
        for i, d in enumerate(expect_list(get("deals"), f"{where}.deals", 100_000))
    ]
    for deal in deals:
        if len(deal["players"]) != len(players):
            raise InvalidContent(f"has a deal {deal['number']} with a different player count")

    def totals(key: str) -> list[int]:
        values = [expect_int(v, f"{where}.{key}") for v in expect_list(get(key), where)]
        if len(values) != len(players):
            raise InvalidContent(f"has {len(values)} entries at {where}.{key}")
        return values

    summary = SeriesSummary(
        id=expect_str(get("id"), f"{where}.id", 64),
        started_at=expect_str(get("started_at"), f"{where}.started_at", 64),
        finished_at=expect_str(get("finished_at"), f"{where}.finished_at", 64),
        players=players,
        table_size=expect_int(get("table_size"), f"{where}.table_size", 3, 5),
        deals=deals,
        plain_totals=totals("plain_totals"),
        seeger_fabian_totals=totals("seeger_fabian_totals"),
    )
    if "title" in obj:
        summary["title"] = expect_str(obj["title"], f"{where}.title", 200)
    return summary
