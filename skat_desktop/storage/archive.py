"""The archive of finished series in SQLite, with the statistics as queries over its deals.

The database is ``<archive folder>/archive.sqlite3`` (``paths.archive_dir()``):

- ``series``: one row per finished series: id, dates, players, the totals its summary
  stated, and the controller's payload (JSON) to replay and review it;
- ``deals``: one row per deal record, the whole ``DealRecord`` as JSON (so optional fields
  added later round-trip without a schema change) beside the columns the statistics query;
- ``seats``: one row per player and deal (name, position, bid, plain and Seeger-Fabian
  points), and ``players``: one row per player and series with the totals of its deals.

What is shown is worked out from the deals: totals are the sums of the deals' entries, deal
counts are counted. A summary whose stated totals disagree with its deals is reported and
the deals win. (Deal records of releases before each player's entry was kept cannot be
summed into the list; such a series keeps the totals it stated, as it always showed.)
Series ids are unique in the table; archiving an id again replaces it (a
retry after a crash makes no duplicate).

Earlier versions kept one JSON file per series (``<YYYYmmdd-HHMMSS>-<id>.json``) and an
``index.json``; they are imported on the first start, each checked as before (a damaged
one is moved aside and reported), and then moved into ``imported-json/``. Two files with
the same id are reported; the second is kept aside and not counted.
"""

from __future__ import annotations

import contextlib
import json
import re
import sqlite3
import uuid
from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path

from skat_desktop.storage import paths
from skat_desktop.storage.archive_stats import query_statistics
from skat_desktop.storage.atomic import (
    InvalidContent,
    Loaded,
    ProblemKind,
    StorageProblem,
)
from skat_desktop.storage.database import (
    Schema,
    UnusableDatabase,
    open_database,
    transaction,
    write_error,
)
from skat_desktop.storage.saves import check_series_payload, now_iso
from skat_desktop.storage.schema import JsonObject
from skat_desktop.storage.scoresheet import (
    ScoreSheetRow,
    export_score_sheet_csv,
    score_sheet_header,
    score_sheet_rows,
)
from skat_desktop.storage.stats import (
    DealRecord,
    PlayerStats,
    SeriesSummary,
    contract_kinds,
    deal_scores,
    parse_deal_record,
    parse_series_summary,
    plain_totals,
    seeger_fabian_deal,
    seeger_fabian_totals,
)

SERIES_FORMAT = "skat-desktop-series"
SERIES_VERSION = 1
INDEX_NAME = "index.json"
DATABASE_NAME = paths.ARCHIVE_DATABASE_NAME
IMPORTED_FOLDER = "imported-json"
MAX_SERIES_BYTES = 20 * 1024 * 1024  # the JSON writer of earlier versions kept to this

_ID = re.compile(r"[A-Za-z0-9_-]{1,40}")
_FILE = re.compile(r"\d{8}-\d{6}-([A-Za-z0-9_-]{1,40})\.json")

SCHEMA = Schema(
    what="archive",
    version=1,
    create="""
    CREATE TABLE series (
        id TEXT PRIMARY KEY,
        started_at TEXT NOT NULL,
        finished_at TEXT NOT NULL,
        players TEXT NOT NULL,
        table_size INTEGER NOT NULL,
        title TEXT,
        has_summary INTEGER NOT NULL,
        stated_plain TEXT,
        stated_seeger_fabian TEXT,
        summary_head TEXT,
        summary_id TEXT,
        summary_finished_at TEXT,
        payload TEXT NOT NULL,
        source TEXT,
        source_sha TEXT
    );
    CREATE TABLE deals (
        series_id TEXT NOT NULL REFERENCES series (id) ON DELETE CASCADE,
        number INTEGER NOT NULL,
        record TEXT NOT NULL,
        declarer INTEGER,
        game INTEGER NOT NULL,
        counted INTEGER NOT NULL,
        kind TEXT,
        hand INTEGER NOT NULL,
        ouvert INTEGER NOT NULL,
        won INTEGER NOT NULL,
        value INTEGER NOT NULL,
        PRIMARY KEY (series_id, number)
    );
    CREATE TABLE seats (
        series_id TEXT NOT NULL,
        number INTEGER NOT NULL,
        seat INTEGER NOT NULL,
        name TEXT NOT NULL,
        position TEXT NOT NULL,
        highest_bid INTEGER NOT NULL,
        plain INTEGER NOT NULL,
        seeger_fabian INTEGER NOT NULL,
        PRIMARY KEY (series_id, number, seat),
        FOREIGN KEY (series_id, number) REFERENCES deals ON DELETE CASCADE
    );
    CREATE TABLE players (
        series_id TEXT NOT NULL REFERENCES series (id) ON DELETE CASCADE,
        seat INTEGER NOT NULL,
        name TEXT NOT NULL,
        plain_total INTEGER NOT NULL,
        seeger_fabian_total INTEGER NOT NULL,
        PRIMARY KEY (series_id, seat)
    );
    CREATE INDEX seats_by_name ON seats (name);
    CREATE INDEX series_by_start ON series (started_at, id)
    """,
)


@dataclass(frozen=True, slots=True)
class ArchiveEntry:
    """The headline of one archived series (deals counted, totals summed from its deals)."""

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
    """Every readable archived series, oldest first, and the problems met reading them."""

    entries: list[ArchiveEntry] = field(default_factory=list)
    problems: list[StorageProblem] = field(default_factory=list)


def _parse_time(text: str, where: str) -> datetime:
    try:
        moment = datetime.fromisoformat(text)
    except ValueError:
        raise InvalidContent(f"has {text!r} at {where}, which is not a date") from None
    return moment if moment.tzinfo else moment.replace(tzinfo=UTC)


def _is_time(text: object) -> bool:
    if not isinstance(text, str) or len(text) > 64:
        return False
    try:
        _parse_time(text, "")
    except InvalidContent:
        return False
    return True


def _compact(value: object) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"), allow_nan=False)


# -- opening ----------------------------------------------------------------------------


class _Archive:
    """An open archive database and the problems met opening it (imports included)."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.path = folder / DATABASE_NAME
        self.problems: list[StorageProblem] = []
        self.db: sqlite3.Connection | None = None
        try:
            self.db, problem = open_database(self.path, SCHEMA)
        except UnusableDatabase as refused:
            self.db = None
            self.problems.append(refused.problem)
            return
        except OSError as error:  # a read-only or full disk
            self.db = None
            self.problems.append(
                StorageProblem(
                    self.path, ProblemKind.UNREADABLE, f"it could not be opened or made ({error})"
                )
            )
            return
        if problem is not None:
            self.problems.append(problem)
        self.db.execute("PRAGMA foreign_keys = ON")
        from skat_desktop.storage.archive_import import import_files

        import_files(self)  # the JSON archive of earlier versions, once

    def connection(self) -> sqlite3.Connection:
        if self.db is None:
            problem = self.problems[0] if self.problems else None
            raise OSError(problem.message if problem else f"{self.path} cannot be opened")
        return self.db

    def close(self) -> None:
        if self.db is not None:
            with contextlib.suppress(sqlite3.Error):
                self.db.close()
            self.db = None


@contextlib.contextmanager
def _opened(folder: Path | None, *, create: bool = False) -> Iterator[_Archive]:
    target = folder or paths.archive_dir()
    if not create and not target.is_dir():
        # Nothing archived yet: no folder is made just to look.
        archive = _Archive.__new__(_Archive)
        archive.folder, archive.path, archive.problems, archive.db = target, target, [], None
        yield archive
        return
    archive = _Archive(target)
    try:
        yield archive
    finally:
        archive.close()


# -- writing ----------------------------------------------------------------------------


def _insert(
    db: sqlite3.Connection,
    series_id: str,
    started: str,
    finished: str,
    summary: SeriesSummary | None,
    payload: JsonObject,
    source: tuple[str, str] | None = None,
) -> None:
    """One series with its deals, seats and players' totals (inside a transaction)."""
    db.execute("DELETE FROM seats WHERE series_id = ?", (series_id,))
    db.execute("DELETE FROM deals WHERE series_id = ?", (series_id,))
    db.execute("DELETE FROM players WHERE series_id = ?", (series_id,))
    db.execute("DELETE FROM series WHERE id = ?", (series_id,))
    players = list(summary["players"]) if summary else []
    db.execute(
        "INSERT INTO series VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        (
            series_id,
            started,
            finished,
            _compact(players),
            summary["table_size"] if summary else 0,
            summary.get("title") if summary else None,
            1 if summary else 0,
            _compact(summary["plain_totals"]) if summary else None,
            _compact(summary["seeger_fabian_totals"]) if summary else None,
            # The summary as handed over but for its deals (kept in their own rows).
            _compact({k: v for k, v in summary.items() if k != "deals"}) if summary else None,
            # The statistics label and order series by their summary's id and finish.
            summary["id"] if summary else None,
            summary["finished_at"] if summary else None,
            _compact(payload),
            source[0] if source else None,
            source[1] if source else None,
        ),
    )
    if summary is None:
        return
    deals = summary["deals"]
    deal_rows = []
    seat_rows = []
    for number, deal in enumerate(deals):
        declarer = deal["declarer"]
        game = declarer is not None and not deal["passed_in"]
        counted = game and deal["contract"] is not None
        kinds = contract_kinds(deal["contract"]) if counted and deal["contract"] else ()
        deal_rows.append(
            (
                series_id,
                number,
                _compact(deal),
                declarer,
                int(game),
                int(counted),
                kinds[0] if kinds else None,
                int("hand" in kinds),
                int("ouvert" in kinds),
                int(deal["won"]),
                deal["value"],
            )
        )
        plain = deal_scores(deal)
        seeger = seeger_fabian_deal(deal)
        for seat, name in enumerate(deal["players"]):
            seat_rows.append(
                (
                    series_id,
                    number,
                    seat,
                    name,
                    deal["positions"][seat],
                    deal["highest_bids"][seat],
                    plain[seat],
                    seeger[seat],
                )
            )
    db.executemany("INSERT INTO deals VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", deal_rows)
    db.executemany("INSERT INTO seats VALUES (?, ?, ?, ?, ?, ?, ?, ?)", seat_rows)
    count = len(players)
    if all("scores" in d for d in deals):
        totals = plain_totals(deals, count)
        seeger_totals = seeger_fabian_totals(deals, count)
    else:
        # Records of earlier releases lack each player's entry (Bock, Ramsch): their sum
        # would not be the list, so the totals stand as the series stated them.
        totals = list(summary["plain_totals"])
        seeger_totals = list(summary["seeger_fabian_totals"])
    db.executemany(
        "INSERT INTO players VALUES (?, ?, ?, ?, ?)",
        [
            (series_id, seat, name, totals[seat], seeger_totals[seat])
            for seat, name in enumerate(players)
        ],
    )


def _fresh_id(db: sqlite3.Connection) -> str:
    while True:
        candidate = uuid.uuid4().hex[:12]
        if db.execute("SELECT 1 FROM series WHERE id = ?", (candidate,)).fetchone() is None:
            return candidate


def archive_series(
    series: JsonObject,
    summary: SeriesSummary | None = None,
    *,
    series_id: str | None = None,
    started_at: str | None = None,
    finished_at: str | None = None,
    folder: Path | None = None,
) -> ArchiveEntry:
    """File a finished series (with its summary) in one transaction.

    The id and start time come from the arguments, else from ``summary``, else from the
    payload's ``id``/``started_at``; one that is not an id or not a date is replaced (a new
    random id, the finish time) rather than refused, so a finished series is never lost
    for a damaged label. Archiving the same id again replaces that series. Raises
    ValueError on data that cannot be archived, OSError if it could not be written.
    """
    try:
        check_series_payload(series)
        if summary is not None:
            # Checked, but stored as handed over: fields this version does not know (a
            # newer deal flag) round-trip.
            parse_series_summary(summary)
            check_series_payload(summary, "summary")
    except InvalidContent as error:
        raise ValueError(f"the series cannot be archived: it {error}") from error
    finished = next(
        (t for t in (finished_at, summary and summary["finished_at"]) if _is_time(t)), now_iso()
    )
    started = next(
        (
            t
            for t in (started_at, summary and summary["started_at"], series.get("started_at"))
            if _is_time(t)
        ),
        finished,
    )
    with _opened(folder, create=True) as archive:
        db = archive.connection()
        chosen = next(
            (
                i
                for i in (series_id, summary and summary["id"], series.get("id"))
                if isinstance(i, str) and _ID.fullmatch(i)
            ),
            None,
        ) or _fresh_id(db)
        # The summary's own id and dates are not kept: the row's are the ones shown.
        try:
            with transaction(db):
                _insert(db, chosen, str(started), str(finished), summary, series)
        except sqlite3.Error as error:
            raise write_error(error, archive.path) from error
        return _entries(archive, chosen)[0]


# -- reading ----------------------------------------------------------------------------


def _entries(archive: _Archive, series_id: str | None = None) -> list[ArchiveEntry]:
    db = archive.connection()
    where = "WHERE s.id = ?" if series_id is not None else ""
    rows = db.execute(
        f"""
        SELECT s.id, s.started_at, s.finished_at, s.players, s.has_summary,
               (SELECT count(*) FROM deals d WHERE d.series_id = s.id),
               (SELECT json_group_array(plain_total) FROM
                   (SELECT plain_total FROM players p WHERE p.series_id = s.id ORDER BY seat)),
               (SELECT json_group_array(seeger_fabian_total) FROM
                   (SELECT seeger_fabian_total FROM players p
                    WHERE p.series_id = s.id ORDER BY seat))
        FROM series s {where} ORDER BY s.started_at, s.id
        """,  # the only text put in is the constant WHERE clause
        (series_id,) if series_id is not None else (),
    ).fetchall()
    entries = []
    for sid, started, finished, players, has_summary, deals, plain, seeger in rows:
        names = tuple(json.loads(players))
        entries.append(
            ArchiveEntry(
                sid,
                archive.path,
                started,
                finished,
                names,
                deals if has_summary else 0,
                tuple(json.loads(plain)) if has_summary else (),
                tuple(json.loads(seeger)) if has_summary else (),
            )
        )
    return entries


def list_series(folder: Path | None = None) -> ArchiveListing:
    """Every archived series, oldest first, with what opening the archive met."""
    with _opened(folder) as archive:
        if archive.db is None:
            return ArchiveListing([], list(archive.problems))
        return ArchiveListing(_entries(archive), list(archive.problems))


def _summary_of(
    archive: _Archive, row: tuple[object, ...], entry: ArchiveEntry
) -> tuple[SeriesSummary | None, StorageProblem | None]:
    """The summary rebuilt from the deal rows, totals from the deals; a mismatch reported."""
    db = archive.connection()
    sid, head_text, stated_plain, stated_seeger = row
    records: list[DealRecord] = []
    for number, text in db.execute(
        "SELECT number, record FROM deals WHERE series_id = ? ORDER BY number", (sid,)
    ):
        try:
            raw = json.loads(text)
            parse_deal_record(raw, f"deals[{number}]")
            records.append(raw)  # whole: fields added by later versions stay
        except (ValueError, InvalidContent) as error:
            return None, StorageProblem(
                archive.path,
                ProblemKind.INVALID,
                f"the archived series {sid} has a damaged deal {number + 1} ({error}); "
                "it is left out of the statistics",
            )
    head = json.loads(str(head_text))
    # The stored fields of the summary but for its deals, which come from their rows.
    summary: SeriesSummary = {  # type: ignore[typeddict-item]
        **head,  # type: ignore[typeddict-item]
        "deals": records,
        "plain_totals": list(entry.plain_totals),
        "seeger_fabian_totals": list(entry.seeger_fabian_totals),
    }
    stated = (json.loads(str(stated_plain)), json.loads(str(stated_seeger)))
    if stated != (summary["plain_totals"], summary["seeger_fabian_totals"]):
        return summary, StorageProblem(
            archive.path,
            ProblemKind.CORRECTED,
            f"the archived series {sid} states the totals {stated[0]} (Seeger-Fabian "
            f"{stated[1]}) but its deals add up to {summary['plain_totals']} (Seeger-Fabian "
            f"{summary['seeger_fabian_totals']}); the deals' figures are shown",
        )
    return summary, None


def _load(archive: _Archive, series_id: str) -> Loaded[ArchivedSeries]:
    db = archive.connection()
    row = db.execute(
        "SELECT id, summary_head, stated_plain, stated_seeger_fabian, payload, has_summary"
        " FROM series WHERE id = ?",
        (series_id,),
    ).fetchone()
    if row is None:
        return Loaded(None)
    [entry] = _entries(archive, series_id)
    try:
        payload = check_series_payload(json.loads(row[4]))
    except (ValueError, InvalidContent) as error:
        return Loaded(
            None,
            StorageProblem(
                archive.path,
                ProblemKind.INVALID,
                f"the archived series {series_id} cannot be read ({error})",
            ),
        )
    summary, problem = _summary_of(archive, row[:4], entry) if row[5] else (None, None)
    if row[5] and summary is None:
        return Loaded(None, problem)
    return Loaded(ArchivedSeries(entry, summary, payload), problem)


def load_series(series_id: str, folder: Path | None = None) -> Loaded[ArchivedSeries]:
    """One archived series by id; value None if there is none or it is damaged."""
    if not _ID.fullmatch(series_id):
        return Loaded(None)
    with _opened(folder) as archive:
        if archive.db is None:
            return Loaded(None, archive.problems[0] if archive.problems else None)
        return _load(archive, series_id)


def load_summaries(folder: Path | None = None) -> tuple[list[SeriesSummary], list[StorageProblem]]:
    """The summaries of all archived series, oldest first, totals from their deals."""
    with _opened(folder) as archive:
        problems = list(archive.problems)
        if archive.db is None:
            return [], problems
        summaries: list[SeriesSummary] = []
        for entry in _entries(archive):
            loaded = _load(archive, entry.id)
            if loaded.problem is not None:
                problems.append(loaded.problem)
            if loaded.value is not None and loaded.value.summary is not None:
                summaries.append(loaded.value.summary)
        return summaries, problems


def player_statistics(folder: Path | None = None) -> dict[str, PlayerStats]:
    """``stats.player_statistics`` over the whole archive, as queries over its deals.

    Same figures as the Python function on ``load_summaries`` (a test holds them equal);
    the series in order of finish, players in order of first appearance.
    """
    with _opened(folder) as archive:
        if archive.db is None:
            return {}
        return query_statistics(archive.connection())


__all__ = [
    "ArchiveEntry",
    "ArchiveListing",
    "ArchivedSeries",
    "ScoreSheetRow",
    "archive_series",
    "export_score_sheet_csv",
    "list_series",
    "load_series",
    "load_summaries",
    "player_statistics",
    "score_sheet_header",
    "score_sheet_rows",
]
