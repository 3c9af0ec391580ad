"""Builds the archive's statistics records (DealRecord, SeriesSummary) from engine series."""

from __future__ import annotations

from collections.abc import Sequence

from skat_desktop.engine.actions import Bid, Hold
from skat_desktop.engine.deal import Deal
from skat_desktop.engine.duplicate import duplicate_standing
from skat_desktop.engine.seeds import fingerprint
from skat_desktop.engine.series import FinishedDeal, Series
from skat_desktop.storage.stats import DealRecord, Position, SeriesSummary

_SEAT_POSITIONS: tuple[Position, Position, Position] = ("forehand", "middlehand", "rearhand")


def positions_of(finished: FinishedDeal, players: int) -> list[Position]:
    """Each player's position in the deal; at four and five the dealer sits out as
    "dealer", at five the second to the dealer's left as "out"."""
    out: list[Position] = []
    for p in range(players):
        if p in finished.seating:
            out.append(_SEAT_POSITIONS[finished.seating.index(p)])
        else:
            out.append("dealer" if p == finished.dealer else "out")
    return out


def highest_bids(deal: Deal, seating: Sequence[int], players: int) -> list[int]:
    """The highest value each player bid or said yes to; 0 for a player who only passed."""
    best = [0] * players
    value = 0
    for seat, action in deal.history:
        if isinstance(action, Bid):
            value = action.value
            best[seating[seat]] = max(best[seating[seat]], value)
        elif isinstance(action, Hold):
            best[seating[seat]] = max(best[seating[seat]], value)
    return best


def deal_record(finished: FinishedDeal, names: Sequence[str]) -> DealRecord:
    """The statistics record of one finished deal; ``names`` are the players by number.

    An abandoned deal is voided by the engine (it enters neither list), so it has no
    declarer here either. ``scores`` are the engine's list entries (Bock, Kontra/Re and
    Ramsch included), so the archive sums what ``Series`` sums and never works out a
    game's value itself; the table-rule facts (Bock, Kontra/Re, Ramsch) are the engine's
    too, so the archive labels the deal as it was played.
    """
    players = len(names)
    result = finished.result
    replayed = finished.replay()
    declarer = finished.declarer_player
    counts = finished.counts and declarer is not None and result.contract is not None
    ramsch = finished.is_ramsch
    record = DealRecord(
        number=finished.number,
        players=list(names),
        positions=positions_of(finished, players),
        declarer=declarer if counts else None,
        passed_in=result.passed_in,
        abandoned=finished.abandoned,
        contract=result.contract.code if counts and result.contract is not None else None,
        bid=result.bid if counts else 0,
        won=result.won if counts else False,
        value=result.value if counts else 0,
        score=result.score if counts else 0,
        declarer_points=result.declarer_points if counts else 0,
        highest_bids=highest_bids(replayed, finished.seating, players),
        scores=finished.scores(players),
        bock=finished.bock,
        kontra=result.kontra if counts else False,
        re=result.re if counts else False,
        ramsch=ramsch,
        durchmarsch=result.durchmarsch if ramsch else False,
        jungfrau=result.jungfrau if ramsch else False,
        pushes=result.pushes if ramsch else 0,
    )
    if finished.with_undo:  # written only when set, as older archives have no such field
        record["with_undo"] = True
    if finished.seed is not None:
        record["seed"] = finished.seed
        record["fingerprint"] = fingerprint(finished.seed)
    return record


def _luck_and_skill(series: Series, records: list[DealRecord]) -> None:
    """Duplicate series: each record's luck and skill per player (engine.duplicate)."""
    table = duplicate_standing(series)
    n = series.players
    for hand in table.hands:
        for player, number in hand.deals.items():
            record = records[number - 1]
            luck = record.setdefault("luck", [None] * n)
            skill = record.setdefault("skill", [None] * n)
            par = hand.par(player)
            luck[player] = par
            skill[player] = hand.entries[player] - par


def series_summary(
    series: Series,
    names: Sequence[str],
    *,
    series_id: str,
    started_at: str,
    finished_at: str,
    title: str | None = None,
) -> SeriesSummary:
    """The archive summary of a series; ``names`` has at least one name per player.

    Dates are ISO 8601 texts (``storage.saves.now_iso()``). Raises ValueError when there
    are fewer names than players.
    """
    if len(names) < series.players:
        raise ValueError(f"{series.players} players need {series.players} names, not {names!r}")
    players = list(names[: series.players])
    records = [deal_record(d, players) for d in series.deals]
    if series.rounds:
        _luck_and_skill(series, records)
    summary = SeriesSummary(
        id=series_id,
        started_at=started_at,
        finished_at=finished_at,
        players=players,
        table_size=series.players,
        deals=records,
        plain_totals=series.plain_totals(),
        seeger_fabian_totals=series.seeger_fabian_totals(),
    )
    if title:
        summary["title"] = title
    return summary


__all__ = ["deal_record", "highest_bids", "positions_of", "series_summary"]
