"""The archive of finished series (one JSON file each plus an index) and CSV score sheets.

Each series is ``<data>/archive/<YYYYmmdd-HHMMSS>-<id>.json`` (its start time, UTC)::

    {"format": "skat-desktop-series", "version": 1, "id": ..., "started_at": ...,
     "finished_at": ..., "summary": <SeriesSummary or null>, "series": <controller payload>}

``index.json`` beside them caches each file's headline (players, deals, totals) so that
the statistics window opens without parsing every series. It is only a cache: it is
checked against the files' sizes and times and rebuilt from them when it disagrees or is
damaged, so losing it loses nothing.

Versions: a change that an older reader would misread gets a new ``version`` and an
upgrade step, as the settings file does; fields that older readers may ignore do not.
The deal records' ``scores`` (each player's list entry, see ``stats``) is such a field,
and so are their table-rule facts (``bock``, ``kontra``, ``re``, ``ramsch`` and the
Ramsch's ``durchmarsch``, ``jungfrau``, ``pushes``): files with and without them are
both version 1, older releases still read the new files, and a record without them is
summed and labelled as before. Reading never rewrites a series file; one that fails its
checks is moved aside and reported, never replaced.
"""

from __future__ import annotations

import contextlib
import csv
import io
import re
import uuid
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import TypedDict

from skat_desktop.storage import paths
from skat_desktop.storage.atomic import (
    InvalidContent,
    Loaded,
    NewerVersion,
    StorageProblem,
    atomic_write_bytes,
    read_json,
    remove_stale_temp_files,
    write_json,
)
from skat_desktop.storage.saves import check_series_payload, now_iso
from skat_desktop.storage.schema import (
    JsonObject,
    JsonValue,
    expect_int,
    expect_list,
    expect_object,
    expect_str,
)
from skat_desktop.storage.schema import (
    field as required,
)
from skat_desktop.storage.stats import (
    SITTING_OUT,
    SeriesSummary,
    deal_scores,
    parse_series_summary,
    seeger_fabian_deal,
)

SERIES_FORMAT = "skat-desktop-series"
SERIES_VERSION = 1
INDEX_FORMAT = "skat-desktop-archive-index"
INDEX_VERSION = 1
INDEX_NAME = "index.json"
MAX_SERIES_BYTES = 20 * 1024 * 1024

_ID = re.compile(r"[A-Za-z0-9_-]{1,40}")
_FILE = re.compile(r"\d{8}-\d{6}-([A-Za-z0-9_-]{1,40})\.json")


@dataclass(frozen=True, slots=True)
class ArchiveEntry:
    """The headline of one archived series."""

    id: str
    path: Path
    started_at: str
    finished_at: str
    players: tuple[str, ...] = ()
    deals: int = 0
    plain_totals: tuple[int, ...] = ()
    seeger_fabian_totals: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class ArchivedSeries:
    """One archived series as loaded: its headline, summary (if any) and full payload."""

    entry: ArchiveEntry
    summary: SeriesSummary | None
    series: JsonObject


@dataclass(frozen=True, slots=True)
class ArchiveListing:
    """Every readable archived series, oldest first, and the files that had to be set aside."""

    entries: list[ArchiveEntry] = field(default_factory=list)
    problems: list[StorageProblem] = field(default_factory=list)


def _parse_time(text: str, where: str) -> datetime:
    try:
        moment = datetime.fromisoformat(text)
    except ValueError:
        raise InvalidContent(f"has {text!r} at {where}, which is not a date") from None
    return moment if moment.tzinfo else moment.replace(tzinfo=UTC)


def _file_name(series_id: str, started_at: str) -> str:
    stamp = _parse_time(started_at, "started_at").astimezone(UTC).strftime("%Y%m%d-%H%M%S")
    return f"{stamp}-{series_id}.json"


def _entry(
    path: Path, series_id: str, started: str, finished: str, summary: object
) -> ArchiveEntry:
    if summary is None:
        return ArchiveEntry(series_id, path, started, finished)
    s: SeriesSummary = summary  # type: ignore[assignment]
    return ArchiveEntry(
        series_id,
        path,
        started,
        finished,
        tuple(s["players"]),
        len(s["deals"]),
        tuple(s["plain_totals"]),
        tuple(s["seeger_fabian_totals"]),
    )


def _parse_series_file(data: object, path: Path) -> ArchivedSeries:
    top = expect_object(data, "the top level")
    if top.get("format") != SERIES_FORMAT:
        raise InvalidContent(f"is not an archived series (format {top.get('format')!r})")
    version = expect_int(required(top, "version", "the top level"), "version", minimum=1)
    if version > SERIES_VERSION:
        raise NewerVersion(
            f"was written by a newer skat-desktop (archive version {version}; "
            f"this version reads up to {SERIES_VERSION})"
        )
    series_id = expect_str(required(top, "id", "the top level"), "id", 40)
    if not _ID.fullmatch(series_id):
        raise InvalidContent(f"has {series_id!r} at id, which is not an id")
    started = expect_str(required(top, "started_at", "the top level"), "started_at", 64)
    finished = expect_str(required(top, "finished_at", "the top level"), "finished_at", 64)
    _parse_time(started, "started_at")
    _parse_time(finished, "finished_at")
    raw_summary = required(top, "summary", "the top level")
    summary = None if raw_summary is None else parse_series_summary(raw_summary)
    series = check_series_payload(required(top, "series", "the top level"))
    return ArchivedSeries(_entry(path, series_id, started, finished, summary), summary, series)


def _read_series_file(path: Path) -> ArchivedSeries | None:
    return read_json(
        path,
        lambda data: _parse_series_file(data, path),
        max_bytes=MAX_SERIES_BYTES,
        what="archived series",
    )


def _series_files(folder: Path) -> list[Path]:
    if not folder.is_dir():
        return []
    return sorted(p for p in folder.iterdir() if _FILE.fullmatch(p.name) and p.is_file())


def archive_series(
    series: JsonObject,
    summary: SeriesSummary | None = None,
    *,
    series_id: str | None = None,
    started_at: str | None = None,
    finished_at: str | None = None,
    folder: Path | None = None,
) -> ArchiveEntry:
    """Archive a finished series atomically and add it to the index.

    The id and start time come from the arguments, else from ``summary``, else from the
    payload's ``id``/``started_at``, else a new random id and now. Archiving the same id
    again replaces that series' file (so a retry after a crash makes no duplicate).
    Raises ValueError on data that cannot be archived.
    """
    target_folder = folder or paths.archive_dir()
    try:
        check_series_payload(series)
        if summary is not None:
            parse_series_summary(summary)
    except InvalidContent as error:
        raise ValueError(f"the series cannot be archived: it {error}") from error
    payload_id = series.get("id")
    chosen_id = (
        series_id
        or (summary["id"] if summary else None)
        or (payload_id if isinstance(payload_id, str) and _ID.fullmatch(payload_id) else None)
        or uuid.uuid4().hex[:12]
    )
    if not _ID.fullmatch(chosen_id):
        raise ValueError(f"{chosen_id!r} is not a series id (letters, digits, _ and -)")
    payload_start = series.get("started_at")
    started = (
        started_at
        or (summary["started_at"] if summary else None)
        or (payload_start if isinstance(payload_start, str) else None)
        or now_iso()
    )
    finished = finished_at or (summary["finished_at"] if summary else None) or now_iso()
    try:
        name = _file_name(chosen_id, started)
        _parse_time(finished, "finished_at")
    except InvalidContent as error:
        raise ValueError(f"the series cannot be archived: it {error}") from error
    existing = [p for p in _series_files(target_folder) if p.name.endswith(f"-{chosen_id}.json")]
    path = existing[0] if existing else target_folder / name
    content: dict[str, object] = {
        "format": SERIES_FORMAT,
        "version": SERIES_VERSION,
        "id": chosen_id,
        "started_at": started,
        "finished_at": finished,
        "summary": summary,
        "series": series,
    }
    write_json(path, content, compact=True)
    # Listing notices the new file is missing from the index and rewrites the index.
    list_series(target_folder)
    return _entry(path, chosen_id, started, finished, summary)


def _index_record(entry: ArchiveEntry) -> JsonObject:
    stat = entry.path.stat()
    return {
        "id": entry.id,
        "file": entry.path.name,
        "size": stat.st_size,
        "mtime_ns": stat.st_mtime_ns,
        "started_at": entry.started_at,
        "finished_at": entry.finished_at,
        "players": list(entry.players),
        "deals": entry.deals,
        "plain_totals": list(entry.plain_totals),
        "seeger_fabian_totals": list(entry.seeger_fabian_totals),
    }


def _parse_index(data: object) -> dict[str, JsonObject]:
    top = expect_object(data, "the top level")
    if top.get("format") != INDEX_FORMAT:
        raise InvalidContent(f"is not an archive index (format {top.get('format')!r})")
    version = expect_int(required(top, "version", "the top level"), "version", minimum=1)
    if version > INDEX_VERSION:
        raise NewerVersion(f"was written by a newer skat-desktop (index version {version})")
    records: dict[str, JsonObject] = {}
    for i, raw in enumerate(expect_list(required(top, "entries", "the top level"), "entries")):
        where = f"entries[{i}]"
        record = expect_object(raw, where)
        name = expect_str(required(record, "file", where), where, 100)
        expect_int(required(record, "size", where), where)
        expect_int(required(record, "mtime_ns", where), where)
        for key in ("id", "started_at", "finished_at"):
            expect_str(required(record, key, where), where, 64)
        for key in ("players",):
            for item in expect_list(required(record, key, where), where):
                expect_str(item, where, 64)
        expect_int(required(record, "deals", where), where)
        for key in ("plain_totals", "seeger_fabian_totals"):
            for item in expect_list(required(record, key, where), where):
                expect_int(item, where)
        records[name] = record  # type: ignore[assignment]
    return records


def _entry_from_record(folder: Path, record: Mapping[str, JsonValue]) -> ArchiveEntry:
    def texts(key: str) -> tuple[str, ...]:
        return tuple(str(v) for v in record[key])  # type: ignore[union-attr]

    def numbers(key: str) -> tuple[int, ...]:
        return tuple(int(v) for v in record[key])  # type: ignore[arg-type, union-attr]

    return ArchiveEntry(
        str(record["id"]),
        folder / str(record["file"]),
        str(record["started_at"]),
        str(record["finished_at"]),
        texts("players"),
        int(record["deals"]),  # type: ignore[arg-type]
        numbers("plain_totals"),
        numbers("seeger_fabian_totals"),
    )


def _write_index(folder: Path, entries: Sequence[ArchiveEntry]) -> None:
    records = []
    for entry in entries:
        try:
            records.append(_index_record(entry))
        except OSError:
            continue  # the file went away meanwhile; the next listing notices
    content = {"format": INDEX_FORMAT, "version": INDEX_VERSION, "entries": records}
    write_json(folder / INDEX_NAME, content, compact=True)


def list_series(folder: Path | None = None) -> ArchiveListing:
    """Every readable archived series, oldest first.

    A damaged archive file is moved aside and reported in ``problems``; the others still
    load. The index is rebuilt when it does not match the files.
    """
    target = folder or paths.archive_dir()
    index_path = target / INDEX_NAME
    problems: list[StorageProblem] = []
    remove_stale_temp_files(index_path)
    try:
        index = read_json(index_path, _parse_index, what="archive index") or {}
    except StorageProblem as problem:
        problems.append(problem)
        index = {}
    entries: list[ArchiveEntry] = []
    stale = False
    files = _series_files(target)
    for path in files:
        remove_stale_temp_files(path)
        record = index.get(path.name)
        try:
            stat = path.stat()
        except OSError:
            continue
        if (
            record is not None
            and record.get("size") == stat.st_size
            and record.get("mtime_ns") == stat.st_mtime_ns
        ):
            entries.append(_entry_from_record(target, record))
            continue
        stale = True
        try:
            loaded = _read_series_file(path)
        except StorageProblem as problem:
            problems.append(problem)
            continue
        if loaded is not None:
            entries.append(loaded.entry)
    if len(index) != len(entries):
        stale = True
    entries.sort(key=lambda e: (e.started_at, e.id))
    if stale and target.is_dir():
        # A read-only archive still lists; the index is only a cache.
        with contextlib.suppress(OSError):
            _write_index(target, entries)
    return ArchiveListing(entries, problems)


def load_series(series_id: str, folder: Path | None = None) -> Loaded[ArchivedSeries]:
    """One archived series by id; value None if there is none or it was damaged."""
    target = folder or paths.archive_dir()
    if not _ID.fullmatch(series_id):
        return Loaded(None)
    for path in _series_files(target):
        if path.name.endswith(f"-{series_id}.json"):
            try:
                return Loaded(_read_series_file(path))
            except StorageProblem as problem:
                return Loaded(None, problem)
    return Loaded(None)


def load_summaries(folder: Path | None = None) -> tuple[list[SeriesSummary], list[StorageProblem]]:
    """The summaries of all archived series, oldest first, for ``stats.player_statistics``."""
    listing = list_series(folder)
    summaries: list[SeriesSummary] = []
    problems = list(listing.problems)
    for entry in listing.entries:
        loaded = load_series(entry.id, folder)
        if loaded.problem is not None:
            problems.append(loaded.problem)
        if loaded.value is not None and loaded.value.summary is not None:
            summaries.append(loaded.value.summary)
    return summaries, problems


class ScoreSheetRow(TypedDict):
    """One line of a score sheet; lists are by player index."""

    deal: int
    dealer: str
    declarer: str | None  # None: passed in
    contract: str | None
    bid: int | None
    won: bool | None
    value: int | None  # the game value, without Bock
    scores: list[int]  # this deal's change on the plain list (Bock, Kontra/Re, Ramsch)
    seated: list[bool]  # False for the dealer who sits out at a 4-player table
    totals: list[int]  # running plain totals
    seeger_fabian: list[int]  # running Seeger-Fabian totals
    # The deal's table rules as its record states them; a record from an older archive
    # states none: bock None, the rest False or 0.
    bock: int | None  # the Bock multiplier (1, 2, 4)
    kontra: bool
    re: bool
    ramsch: bool  # a Ramsch: no declarer, every seated player has an entry
    durchmarsch: bool
    jungfrau: bool
    pushes: int


def score_sheet_rows(summary: SeriesSummary) -> list[ScoreSheetRow]:
    """The score sheet of a series, one row per deal, with running totals."""
    count = len(summary["players"])
    totals = [0] * count
    seeger = [0] * count
    rows: list[ScoreSheetRow] = []
    for deal in summary["deals"]:
        # The stored entries (Bock, Kontra/Re, Ramsch); an old record: the declarer's score.
        scores = deal_scores(deal)
        declarer = deal["declarer"]
        played = declarer is not None and not deal["passed_in"]
        totals = [t + s for t, s in zip(totals, scores, strict=True)]
        seeger = [t + s for t, s in zip(seeger, seeger_fabian_deal(deal), strict=True)]
        dealer = next(
            (deal["players"][i] for i, p in enumerate(deal["positions"]) if p == "dealer"),
            # At a 3-player table the dealer is rearhand.
            deal["players"][deal["positions"].index("rearhand")],
        )
        rows.append(
            ScoreSheetRow(
                deal=deal["number"],
                dealer=dealer,
                declarer=deal["players"][declarer] if played and declarer is not None else None,
                contract=deal["contract"] if played else None,
                bid=deal["bid"] if played else None,
                won=deal["won"] if played else None,
                value=deal["value"] if played else None,
                scores=scores,
                seated=[position not in SITTING_OUT for position in deal["positions"]],
                totals=totals,
                seeger_fabian=seeger,
                bock=deal.get("bock"),
                kontra=deal.get("kontra", False),
                re=deal.get("re", False),
                ramsch=deal.get("ramsch", False),
                durchmarsch=deal.get("durchmarsch", False),
                jungfrau=deal.get("jungfrau", False),
                pushes=deal.get("pushes", 0),
            )
        )
    return rows


def _cell(value: object) -> str | int:
    if value is None:
        return ""
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, int):
        return value
    text = str(value)
    # A spreadsheet would run a cell starting with these as a formula (CSV injection).
    return "'" + text if text[:1] in ("=", "+", "-", "@", "\t", "\r") else text


def _contract_cell(row: ScoreSheetRow) -> str | None:
    """The Contract cell: the ISS code, or "Ramsch" with what doubled or decided it."""
    if not row["ramsch"]:
        return row["contract"]
    details = ["Durchmarsch"] if row["durchmarsch"] else []
    if row["jungfrau"]:
        details.append("Jungfrau")
    if row["pushes"]:
        details.append(f"pushed {row['pushes']}x")
    return "Ramsch" + (f" ({', '.join(details)})" if details else "")


def _kontra_cell(row: ScoreSheetRow) -> str:
    return "Re" if row["re"] else "Kontra" if row["kontra"] else ""


def score_sheet_header(players: Sequence[str]) -> list[str]:
    """The CSV columns: deal facts, per player score, running total, Seeger-Fabian, then
    the table-rule marks.

    "Bock" is the deal's Bock multiplier (1, 2, 4; empty for a deal archived before it
    was recorded) and "Kontra/Re" says which was said; they come last so that the older
    columns keep their places. A Ramsch's Contract is "Ramsch".
    """
    return [
        "Deal",
        "Dealer",
        "Declarer",
        "Contract",
        "Bid",
        "Won",
        "Value",
        *(f"{name} score" for name in players),
        *(f"{name} total" for name in players),
        *(f"{name} Seeger-Fabian" for name in players),
        "Bock",
        "Kontra/Re",
    ]


def export_score_sheet_csv(
    rows: Sequence[ScoreSheetRow], path: Path, players: Sequence[str] | None = None
) -> None:
    """Write a score sheet as CSV (UTF-8 with BOM so spreadsheets detect it), atomically.

    ``players`` names the per-player columns; without it they are "Player 1", ...
    """
    count = len(rows[0]["scores"]) if rows else len(players or ())
    names = list(players) if players is not None else [f"Player {i + 1}" for i in range(count)]
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\r\n")
    writer.writerow([_cell(h) for h in score_sheet_header(names)])
    for row in rows:
        for key in ("scores", "seated", "totals", "seeger_fabian"):
            if len(row[key]) != len(names):
                raise ValueError(f"deal {row['deal']}: {key} has not {len(names)} entries")
        writer.writerow(
            [
                row["deal"],
                _cell(row["dealer"]),
                _cell(row["declarer"]),
                _cell(_contract_cell(row)),
                _cell(row["bid"]),
                _cell(row["won"]),
                _cell(row["value"]),
                # A player who sat the deal out has no entry: an empty cell, not a 0.
                *(
                    score if seated else ""
                    for score, seated in zip(row["scores"], row["seated"], strict=True)
                ),
                *row["totals"],
                *row["seeger_fabian"],
                _cell(row["bock"]),
                _cell(_kontra_cell(row)),
            ]
        )
    atomic_write_bytes(path, buffer.getvalue().encode("utf-8-sig"))
