"""Deals to review, from an archived series or a file of ISS records, and ISS export (no Qt)."""

from __future__ import annotations

import io
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import BinaryIO

from skat_desktop.engine.deal import Deal
from skat_desktop.engine.iss import (
    IssFormatError,
    LineSource,
    parse_record,
    record_texts,
    recordable,
    replay_record,
    shorten,
    write_record,
)
from skat_desktop.engine.seeds import SEED_LIMIT
from skat_desktop.engine.series import FinishedDeal, Series
from skat_desktop.storage.atomic import atomic_write_bytes, not_a_file_reason

# A file of records bigger than this is not one for the review window (the ISS archive's
# yearly files are a few megabytes): every deal of it is kept in memory to step through.
MAX_RECORDS_BYTES = 50 * 1024 * 1024


@dataclass(frozen=True, slots=True)
class ReviewDeal:
    """One deal to step through: the whole replayed deal and who sat where.

    ``names`` are by seat (forehand, middlehand, rearhand); ``dealer`` names the dealer
    when the dealer sat out at a 4-player table, else it is None. ``label`` identifies the
    deal in its source (a deal number or an ISS record id). ``bock`` is the Bock
    multiplier the series gave the deal (1 outside a Bock round and for ISS records).
    ``seed`` is the deal number the cards came from (None: from no seed) and
    ``fingerprint`` the fingerprint recorded with it (an ISS record's FP), if any.
    """

    number: int
    label: str
    names: tuple[str, str, str]
    deal: Deal
    abandoned: bool = False
    dealer: str | None = None
    bock: int = 1
    # Who sat where by player number and who dealt, when the deal comes from a series of
    # this app (None for ISS records): Play from here seats the human where it sat.
    seating: tuple[int, int, int] | None = None
    dealer_player: int | None = None
    with_undo: bool = False  # the human took back a decision in it (RULES.md, Undo)
    seed: int | None = None
    fingerprint: str | None = None


def seat_names(finished: FinishedDeal, names: Sequence[str]) -> tuple[str, str, str]:
    """The players at forehand, middlehand and rearhand of a finished deal."""
    a, b, c = (names[p] if p < len(names) else str(p + 1) for p in finished.seating)
    return (a, b, c)


def deals_from_series(series: Series, names: Sequence[str]) -> list[ReviewDeal]:
    """Every deal of a series replayed, in order; ``names`` by player number."""
    out: list[ReviewDeal] = []
    for finished in series.deals:
        sitting_out = finished.dealer not in finished.seating
        out.append(
            ReviewDeal(
                number=finished.number,
                label=str(finished.number),
                names=seat_names(finished, names),
                deal=finished.replay(),
                abandoned=finished.abandoned,
                dealer=names[finished.dealer] if sitting_out else None,
                bock=finished.bock,
                seating=finished.seating,
                dealer_player=finished.dealer,
                with_undo=finished.with_undo,
                seed=finished.seed,
            )
        )
    return out


def series_records(series: Series, names: Sequence[str], date: str = "") -> list[str]:
    """One ISS record line per deal of a series (an abandoned deal has no result field);
    deals with Kontra, Re or Ramsch, which the format cannot hold, are left out."""
    lines = []
    for finished in series.deals:
        deal = finished.replay()
        if not recordable(deal):
            continue
        lines.append(
            write_record(
                deal,
                game_id=str(finished.number),
                players=seat_names(finished, names),
                date=date,
                seed=finished.seed,
            )
        )
    return lines


def export_records(lines: Sequence[str], path: Path) -> None:
    """Write record lines to a file atomically, one a line, UTF-8."""
    atomic_write_bytes(path, "".join(line + "\n" for line in lines).encode("utf-8"))


MAX_PROBLEMS = 200  # a file of junk lists its first problems and a count, not a million


def _deal_of(text: str, where: str) -> tuple[ReviewDeal | None, str | None, str]:
    """(deal, problem, record id) of one record's text."""
    try:
        record = parse_record(text)
        deal = replay_record(record)
    except IssFormatError as error:
        return None, shorten(f"{where}: {error}"), ""
    if deal.dealt_hands == (0, 0, 0):
        return None, shorten(f"{where}: record {record.id} deals no cards"), ""
    seed_text = record.properties.get("SD", "").strip()
    seed = int(seed_text) if seed_text.isdigit() and int(seed_text) < SEED_LIMIT else None
    fingerprint = record.properties.get("FP") or None
    review = ReviewDeal(0, record.id, record.players, deal, seed=seed, fingerprint=fingerprint)
    return review, None, record.id


class RecordsReading:
    """What reading a file of records found so far: deals, problems and how far it got."""

    def __init__(self) -> None:
        self.deals: list[ReviewDeal] = []
        self.problems: list[str] = []
        self.more_problems = 0
        self.records = 0
        self.cancelled = False

    def problem(self, text: str) -> None:
        if len(self.problems) < MAX_PROBLEMS:
            self.problems.append(text)
        else:
            self.more_problems += 1

    def all_problems(self) -> list[str]:
        more = [f"... and {self.more_problems} more"] if self.more_problems else []
        return [*self.problems, *more]


def read_records(
    source: LineSource,
    name: str,
    reading: RecordsReading | None = None,
    *,
    progress: Callable[[], None] | None = None,
    cancelled: Callable[[], bool] | None = None,
) -> RecordsReading:
    """Read the records of an open binary file as a stream (see ``engine.iss.record_texts``).

    ``progress`` is called after each record, ``cancelled`` asked before each one: a
    cancelled reading stops at once with ``cancelled`` set.
    """
    found = reading or RecordsReading()
    for item in record_texts(source):
        if cancelled is not None and cancelled():
            found.cancelled = True
            return found
        found.records += 1
        where = f"{name} line {item.line}"
        if item.text is None:
            found.problem(f"{name}: {item.error}")
        else:
            deal, problem, _ = _deal_of(item.text, where)
            if problem is not None:
                found.problem(problem)
            if deal is not None:
                found.deals.append(replace(deal, number=len(found.deals) + 1))
        if progress is not None:
            progress()
    return found


def deals_from_records(text: str, source: str = "") -> tuple[list[ReviewDeal], list[str]]:
    """The deals of a text of ISS records, one a line, and a message per unreadable line.

    A record whose moves stop before the deal is over is still reviewed as far as it goes.
    """
    reading = read_records(io.BytesIO(text.encode("utf-8")), source or "records")
    return reading.deals, reading.all_problems()


def open_records_file(path: Path) -> tuple[BinaryIO | None, int, str | None]:
    """(open file, size, problem) for a file of records; a problem means no file."""
    refused = not_a_file_reason(path)
    if refused is not None:
        return None, 0, f"{path}: cannot be read ({refused})"
    try:
        size = path.stat().st_size
        if size > MAX_RECORDS_BYTES:
            return None, 0, f"{path}: the file is too big for records ({size} bytes)"
        return open(path, "rb"), size, None  # the caller closes it
    except OSError as error:
        return None, 0, f"{path}: cannot be read ({error.strerror or error})"


def read_records_file(path: Path) -> tuple[list[ReviewDeal], list[str]]:
    """The deals of a file of ISS records; an unreadable file gives one problem, no deals."""
    handle, _, problem = open_records_file(path)
    if handle is None:
        return [], [problem or f"{path}: cannot be read"]
    try:
        with handle:
            reading = read_records(handle, path.name)
    except OSError as error:
        return [], [f"{path}: cannot be read ({error.strerror or error})"]
    if reading.records == 0:
        return [], [f"{path}: holds no ISS game records"]
    return reading.deals, reading.all_problems()
