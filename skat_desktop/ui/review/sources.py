"""Deals to review, from an archived series or a file of ISS records, and ISS export (no Qt)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from skat_desktop.engine.deal import Deal
from skat_desktop.engine.iss import IssFormatError, parse_record, replay_record, write_record
from skat_desktop.engine.seeds import SEED_LIMIT
from skat_desktop.engine.series import FinishedDeal, Series
from skat_desktop.storage.atomic import atomic_write_bytes

# A file of records bigger than this is not a file of records (the ISS archive's yearly
# files are a few megabytes); reading it whole could freeze the window.
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
    """One ISS record line per deal of a series (an abandoned deal has no result field)."""
    lines = []
    for finished in series.deals:
        lines.append(
            write_record(
                finished.replay(),
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


def deals_from_records(text: str, source: str = "") -> tuple[list[ReviewDeal], list[str]]:
    """The deals of a text of ISS records, one a line, and a message per unreadable line.

    A record whose moves stop before the deal is over is still reviewed as far as it goes.
    """
    deals: list[ReviewDeal] = []
    problems: list[str] = []
    where = source or "records"
    for number, line in enumerate(text.splitlines(), start=1):
        if not line.strip():
            continue
        try:
            record = parse_record(line)
            deal = replay_record(record)
        except IssFormatError as error:
            problems.append(f"{where} line {number}: {error}")
            continue
        if deal.dealt_hands == (0, 0, 0):
            problems.append(f"{where} line {number}: record {record.id} deals no cards")
            continue
        seed_text = record.properties.get("SD", "").strip()
        seed = int(seed_text) if seed_text.isdigit() and int(seed_text) < SEED_LIMIT else None
        deals.append(
            ReviewDeal(
                len(deals) + 1,
                record.id,
                record.players,
                deal,
                seed=seed,
                fingerprint=record.properties.get("FP") or None,
            )
        )
    return deals, problems


def read_records_file(path: Path) -> tuple[list[ReviewDeal], list[str]]:
    """The deals of a file of ISS records; an unreadable file gives one problem, no deals."""
    try:
        size = path.stat().st_size
        if size > MAX_RECORDS_BYTES:
            return [], [f"{path}: the file is too big for records ({size} bytes)"]
        text = path.read_bytes().decode("utf-8-sig", errors="replace")
    except OSError as error:
        return [], [f"{path}: cannot be read ({error.strerror or error})"]
    deals, problems = deals_from_records(text, path.name)
    if not deals and not problems:
        problems.append(f"{path}: holds no ISS game records")
    return deals, problems
