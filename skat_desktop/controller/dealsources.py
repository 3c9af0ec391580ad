"""Where a series' deals come from: a deal number, the deal of the day, duplicate rounds;
and the fair-deal facts (fingerprint, seed) the table shows about them."""

from __future__ import annotations

import datetime
from typing import TYPE_CHECKING, Any

from ..engine.actions import DealCards
from ..engine.deal import Deal
from ..engine.duplicate import duplicate_standing
from ..engine.seeds import fingerprint, shuffled_layout
from ..engine.series import FinishedDeal, Series

if TYPE_CHECKING:
    from .game import ControllerSettings


def _length(settings: ControllerSettings) -> int | None:
    n, length = settings.players, settings.series_length
    return length if length > 0 and length % n == 0 else None


def numbered_series(settings: ControllerSettings, number: int, position: int = 0) -> Series:
    """A series whose first deal has exactly the cards of deal ``number``, the human at
    ``position`` (0 forehand, 1 middlehand, 2 rearhand); the settings' table rules."""
    return Series.from_deal_number(
        number,
        settings.players,
        position,
        length=_length(settings),
        options=settings.series_options(),
        duplicate=settings.duplicate,
    )


def today() -> str:
    """The local date (YYYY-MM-DD): the deal of the day follows the player's calendar."""
    return datetime.date.today().isoformat()


def day_series(settings: ControllerSettings, day: str | None = None) -> Series:
    """The deal of the day ``day`` (default: today), the same on every installation."""
    return Series.of_the_day(
        day or today(),
        settings.players,
        length=_length(settings),
        options=settings.series_options(),
        duplicate=settings.duplicate,
    )


def source_of(series: Series) -> tuple[str, str]:
    """(kind, key) of a series' seeds: ("number", "42"), ("day", "2026-12-01"),
    ("tournament", "7") or ("random", "")."""
    if series.tournament_seed is not None:
        return "tournament", str(series.tournament_seed)
    if series.deal_number is not None:
        return "number", str(series.deal_number)
    if series.day is not None:
        return "day", series.day
    return "random", ""


def deal_facts(
    series: Series, finished: FinishedDeal | None, deal: Deal | None, over: bool
) -> dict[str, Any]:
    """The snapshot's fair-deal fields: the deal on the table's fingerprint, its seed once
    it is over (``finished``), the next deal's fingerprint between deals, the source, the
    players sitting out, and the duplicate standing at the end of a duplicate series."""
    kind, key = source_of(series)
    facts: dict[str, Any] = {
        "deal_source": kind,
        "source_key": key,
        "duplicate": series.rounds,
    }
    if finished is not None:
        facts["sitting_out"] = tuple(p for p in range(series.players) if p not in finished.seating)
        if finished.seed is not None:
            facts["fingerprint"] = fingerprint(finished.seed)
            facts["deal_seed"] = finished.seed
        if not over:
            facts["next_fingerprint"] = fingerprint(series.deal_seed())
    else:
        facts["sitting_out"] = series.sitting_out()
        seed = series.deal_seed()
        if deal is None:
            facts["next_fingerprint"] = fingerprint(seed)
        elif _dealt(deal) == shuffled_layout(seed):
            # Only cards that came from the seed get its fingerprint (a deal resumed from
            # an older save may hold cards shuffled otherwise).
            facts["fingerprint"] = fingerprint(seed)
    if over and series.rounds:
        facts["duplicate_standing"] = duplicate_standing(series)
    return facts


def _dealt(deal: Deal) -> tuple[int, ...] | None:
    first = deal.history[0][1] if deal.history else None
    return first.cards if isinstance(first, DealCards) else None


__all__ = ["day_series", "deal_facts", "numbered_series", "source_of", "today"]
