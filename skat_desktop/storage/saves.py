"""The series in progress in SQLite: each action one small transaction, resumed at start.

The database (``paths.game_database()``, ``<data>/series.sqlite3``) holds the controller's
payload split in two: ``current`` one row with everything but the finished deals (the
deal in progress, the state, the table rules), and ``current_deals`` one row per finished
deal (``series.deals[i]``). Saving after an action rewrites the one row and inserts the
deals finished since the last save, so a save costs the same on deal 1 and on deal
10,000; loading puts the payload back together exactly as it was handed over.

The payload is plain data (objects, lists, text, whole numbers, booleans, null); what is
new in it is checked on save, so a bug shows at once. Nothing read is ever executed.

The JSON save of earlier versions (``<data>/saved-series.json``, a versioned envelope
``{"format": "skat-desktop-save", "version": 1, "saved_at": ..., "series": {...}}``) is
imported on the first start and then kept aside as ``saved-series.json.imported-<time>``.
A path ending in ``.json`` given to the functions here means that legacy file: its
database is the same name with ``.sqlite3``.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import sqlite3
import threading
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path

from skat_desktop import __version__
from skat_desktop.storage import paths
from skat_desktop.storage.atomic import (
    InvalidContent,
    Loaded,
    NewerVersion,
    ProblemKind,
    StorageProblem,
    atomic_write_text,
    dumps,
    not_a_file_reason,
    parse_json_bytes,
    quarantine,
    read_json,
    remove_stale_temp_files,
)
from skat_desktop.storage.database import (
    Schema,
    UnusableDatabase,
    open_database,
    transaction,
    write_error,
)
from skat_desktop.storage.schema import (
    JsonObject,
    JsonValue,
    check_plain_json,
    expect_int,
    expect_object,
    expect_str,
    field,
)

SAVE_FORMAT = "skat-desktop-save"
SAVE_VERSION = 1
# The legacy JSON save is read whole to be imported; beyond this it is set aside unread.
MAX_SAVE_BYTES = 200 * 1024 * 1024
IMPORTED_MARKER = ".imported-"

SeriesCheck = Callable[[JsonObject], None]

SCHEMA = Schema(
    what="saved game",
    version=1,
    create="""
    CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
    CREATE TABLE current (
        slot INTEGER PRIMARY KEY CHECK (slot = 1),
        saved_at TEXT NOT NULL,
        app_version TEXT NOT NULL,
        header TEXT NOT NULL
    );
    CREATE TABLE current_deals (number INTEGER PRIMARY KEY, entry TEXT NOT NULL)
    """,
)


def now_iso() -> str:
    """The current time as ISO 8601 in UTC, to the second."""
    return datetime.now(UTC).replace(microsecond=0).isoformat()


def check_series_payload(series: object, where: str = "series") -> JsonObject:
    """The basic shape every series payload must have: an object of plain JSON data."""
    obj = expect_object(series, where)
    check_plain_json(obj, where)
    return obj  # type: ignore[return-value]


def envelope(series: JsonObject, saved_at: str | None = None) -> JsonObject:
    """The legacy save file's content for a payload (checked); also the damaged-copy format."""
    check_series_payload(series)
    return {
        "format": SAVE_FORMAT,
        "version": SAVE_VERSION,
        "saved_at": saved_at or now_iso(),
        "app_version": __version__,
        "series": series,
    }


def parse_envelope(data: object, check: SeriesCheck | None = None) -> JsonObject:
    """Validate a parsed legacy save file and return its payload; InvalidContent if wrong."""
    top = expect_object(data, "the top level")
    if top.get("format") != SAVE_FORMAT:
        raise InvalidContent(f"is not a skat-desktop saved game (format {top.get('format')!r})")
    version = expect_int(field(top, "version", "the top level"), "version", minimum=1)
    if version > SAVE_VERSION:
        raise NewerVersion(
            f"was written by a newer skat-desktop (save version {version}; "
            f"this version reads up to {SAVE_VERSION})"
        )
    saved_at = expect_str(field(top, "saved_at", "the top level"), "saved_at", 64)
    try:
        datetime.fromisoformat(saved_at)
    except ValueError:
        raise InvalidContent(f"has {saved_at!r} at saved_at, which is not a date") from None
    series = check_series_payload(field(top, "series", "the top level"))
    if check is not None:
        _run_check(check, series)
    return series


def _run_check(check: SeriesCheck, series: JsonObject) -> None:
    try:
        check(series)
    except InvalidContent:
        raise
    except (ValueError, KeyError, TypeError, IndexError) as error:
        # The controller's own check may fail in any of these ways on odd data.
        raise InvalidContent(f"holds a series the game cannot use ({error})") from error


def _split(payload: JsonObject) -> tuple[JsonObject, list[JsonValue]]:
    """The payload without its finished deals, and those deals (``series.deals``)."""
    series = payload.get("series")
    if isinstance(series, dict) and isinstance(series.get("deals"), list):
        rest = dict(series)
        deals: list[JsonValue] = rest.pop("deals")  # type: ignore[assignment]
        header = dict(payload)
        header["series"] = rest
        return header, deals
    return payload, []


def _join(header: JsonObject, deals: list[JsonValue]) -> JsonObject:
    series = header.get("series")
    if isinstance(series, dict) and "deals" not in series:
        # The key order of the payload comes back as it was handed over.
        joined = dict(series)
        joined["deals"] = deals
        payload = dict(header)
        payload["series"] = joined
        return payload
    return header


def _compact(value: object) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"), allow_nan=False)


def locations(path: Path | None) -> tuple[Path, Path | None]:
    """The database for ``path`` and the legacy JSON save to import into it (if any)."""
    if path is None:
        return paths.game_database(), paths.save_file()
    if path.suffix == ".json":
        return path.with_suffix(".sqlite3"), path
    return path, None


class GameStore:
    """The series in progress on disk. Thread-safe: the autosave thread writes through it.

    Opened on first use. ``problems`` collects what opening met: a damaged database or
    legacy save moved aside, an unreadable one left in place (then ``usable`` is False and
    every save raises OSError naming it, so nothing is written over it).
    """

    def __init__(self, path: Path | None = None, *, durable: bool = True) -> None:
        self.path, self.legacy = locations(path)
        self.durable = durable
        self.problems: list[StorageProblem] = []
        self._lock = threading.RLock()
        self._db: sqlite3.Connection | None = None
        self._refusal: StorageProblem | None = None
        self._opened = False
        # What is on disk, so a save sends only what changed: the series id, the number
        # of finished deals and the text of the last one.
        self._known: tuple[object, int, str | None] | None = None

    # -- opening ----------------------------------------------------------------------

    @property
    def usable(self) -> bool:
        self._open()
        return self._db is not None

    @property
    def refusal(self) -> StorageProblem | None:
        """Why the store cannot be written (an unreadable file kept as it is), or None."""
        self._open()
        return self._refusal

    def _open(self) -> None:
        with self._lock:
            if self._opened:
                return
            self._opened = True
            try:
                self._db, problem = open_database(self.path, SCHEMA)
            except UnusableDatabase as refused:
                self._refusal = refused.problem
                self.problems.append(refused.problem)
                return
            except OSError as error:  # a read-only or full disk: nothing to write over
                self._refusal = StorageProblem(
                    self.path, ProblemKind.UNREADABLE, f"it could not be opened or made ({error})"
                )
                self.problems.append(self._refusal)
                return
            if problem is not None:
                self.problems.append(problem)
            if not self.durable:
                self._db.execute("PRAGMA synchronous = NORMAL")
            if self.legacy is not None:
                self._import_legacy(self.legacy)

    def close(self) -> None:
        with self._lock:
            if self._db is not None:
                with contextlib.suppress(sqlite3.Error):
                    self._db.close()
            self._db = None
            self._opened = False
            self._known = None

    def _import_legacy(self, legacy: Path) -> None:
        """Bring an earlier version's JSON save in, once; the file is then kept aside."""
        db = self._db
        assert db is not None
        reason = not_a_file_reason(legacy)
        if reason is not None:
            self.problems.append(StorageProblem(legacy, ProblemKind.UNREADABLE, reason))
            return
        remove_stale_temp_files(legacy)
        if not legacy.exists():
            return
        try:
            digest = hashlib.sha256(legacy.read_bytes()).hexdigest()
        except OSError as error:
            self.problems.append(
                StorageProblem(
                    legacy, ProblemKind.UNREADABLE, f"it could not be read ({error.strerror})"
                )
            )
            return
        done = db.execute("SELECT value FROM meta WHERE key = 'imported_save'").fetchone()
        if done is None or done[0] != digest:
            try:
                series = read_json(
                    legacy, parse_envelope, max_bytes=MAX_SAVE_BYTES, what="saved game"
                )
            except StorageProblem as problem:
                self.problems.append(problem)  # moved aside, or left if unreadable
                return
            if series is None:
                return
            if self._has_current():
                # This database already holds a game: the file is kept, not imported over it.
                self._keep_aside(legacy, "it was not imported: a newer saved game exists")
                return
            try:
                self._write(series, record_import=digest)
            except OSError as error:
                self.problems.append(
                    StorageProblem(legacy, ProblemKind.UNREADABLE, f"it was not imported ({error})")
                )
                return
        # Imported (now or by a run killed before this step): the original goes aside.
        with contextlib.suppress(OSError):
            quarantine(legacy, marker=IMPORTED_MARKER)

    def _keep_aside(self, legacy: Path, reason: str) -> None:
        try:
            moved = quarantine(legacy)
        except OSError as error:
            self.problems.append(
                StorageProblem(legacy, ProblemKind.INVALID, reason, keep_error=str(error))
            )
            return
        self.problems.append(StorageProblem(legacy, ProblemKind.INVALID, reason, moved))

    def _has_current(self) -> bool:
        assert self._db is not None
        return self._db.execute("SELECT 1 FROM current").fetchone() is not None

    # -- writing ------------------------------------------------------------------------

    def _connection(self) -> sqlite3.Connection:
        self._open()
        if self._db is None:
            problem = self._refusal
            text = problem.message if problem else f"{self.path} could not be opened"
            raise OSError(f"the game is not being saved: {text}")
        return self._db

    def save(self, payload: JsonObject) -> Path:
        """Save the payload; ValueError on data that is not plain, OSError if not written."""
        header, deals = _split(payload)
        with self._lock:
            known = self._known
            series_id = payload.get("id")
            start = 0
            if known is not None and known[0] == series_id and known[1] <= len(deals):
                count, last = known[1], known[2]
                if count == 0 or _compact(deals[count - 1]) == last:
                    start = count
            try:
                check_series_payload(header)
                check_plain_json(deals[start:], f"series.series.deals[{start}:]")
            except InvalidContent as error:
                raise ValueError(f"the series payload cannot be saved: it {error}") from error
            self._write(payload, header=header, deals=deals, start=start)
        return self.path

    def _write(
        self,
        payload: JsonObject,
        *,
        header: JsonObject | None = None,
        deals: list[JsonValue] | None = None,
        start: int = 0,
        record_import: str | None = None,
    ) -> None:
        if header is None or deals is None:
            header, deals = _split(payload)
        db = self._connection()
        new = [(i, _compact(d)) for i, d in enumerate(deals[start:], start)]
        try:
            with transaction(db):
                if start == 0:
                    db.execute("DELETE FROM current_deals")
                else:
                    db.execute("DELETE FROM current_deals WHERE number >= ?", (start,))
                db.executemany("INSERT INTO current_deals VALUES (?, ?)", new)
                db.execute(
                    "INSERT OR REPLACE INTO current VALUES (1, ?, ?, ?)",
                    (now_iso(), __version__, _compact(header)),
                )
                if record_import is not None:
                    db.execute(
                        "INSERT OR REPLACE INTO meta VALUES ('imported_save', ?)",
                        (record_import,),
                    )
        except sqlite3.Error as error:
            self._known = None
            raise write_error(error, self.path) from error
        last = new[-1][1] if new else (self._known[2] if self._known and start else None)
        self._known = (payload.get("id"), len(deals), last)

    def clear(self) -> bool:
        """Remove the series in progress (filed in the archive); returns whether there was one."""
        with self._lock:
            db = self._connection()
            try:
                with transaction(db):
                    had = db.execute("DELETE FROM current").rowcount > 0
                    db.execute("DELETE FROM current_deals")
            except sqlite3.Error as error:
                raise write_error(error, self.path) from error
            self._known = None
            return had

    # -- reading ------------------------------------------------------------------------

    def _rows(self) -> tuple[str, list[str]] | None:
        db = self._connection()
        with self._lock:
            row = db.execute("SELECT header FROM current").fetchone()
            if row is None:
                return None
            deals = [r[0] for r in db.execute("SELECT entry FROM current_deals ORDER BY number")]
        return str(row[0]), [str(d) for d in deals]

    def load(self, check: SeriesCheck | None = None) -> Loaded[JsonObject]:
        """The saved payload, or None if there is none.

        A saved game that is not plain data, or that ``check`` (the controller's deeper
        validation) refuses, is written out whole as ``<database>.damaged-<time>.json`` and
        removed, and ``problem`` says where it went; the caller starts a new series.
        """
        try:
            self._open()
        except OSError as error:
            problem = StorageProblem(
                self.path, ProblemKind.UNREADABLE, f"it could not be opened ({error})"
            )
            return Loaded(None, problem)
        if self._db is None:
            return Loaded(None, self._refusal)
        with self._lock:
            try:
                rows = self._rows()
            except sqlite3.Error as error:
                return Loaded(None, self.set_aside(f"it could not be read ({error})"))
            if rows is None:
                return Loaded(None)
            header_text, deal_texts = rows
            try:
                header = check_series_payload(parse_json_bytes(header_text.encode()))
                deals: list[JsonValue] = [parse_json_bytes(t.encode()) for t in deal_texts]  # type: ignore[misc]
                check_plain_json(deals, "series.deals")
                payload = _join(header, deals)
                if check is not None:
                    _run_check(check, payload)
            except (InvalidContent, ValueError, RecursionError) as error:
                return Loaded(None, self.set_aside(f"the saved game {error}"))
            self._known = (
                payload.get("id"),
                len(deals),
                _compact(deals[-1]) if deals else None,
            )
            return Loaded(payload)

    def set_aside(self, reason: str) -> StorageProblem:
        """Copy the saved game out to a file beside the database and remove it from there.

        For a saved game the app cannot resume: it is kept, whole and as stored, where the
        user (or a later version) can find it, and the next save starts afresh.
        """
        with self._lock:
            try:
                rows = self._rows()
            except (OSError, sqlite3.Error):
                rows = None
            copy = self.path.with_name(self.path.name + ".damaged-" + now_iso()[:19] + ".json")
            copy = copy.with_name(copy.name.replace(":", ""))
            try:
                if rows is not None:
                    header, deals = rows
                    atomic_write_text(
                        copy,
                        dumps({"format": SAVE_FORMAT, "header": header, "deals": deals}),
                    )
                self.clear()
            except OSError as error:
                return StorageProblem(self.path, ProblemKind.INVALID, reason, keep_error=str(error))
            return StorageProblem(self.path, ProblemKind.INVALID, reason, copy, copied=True)


def save_game(series: JsonObject, path: Path | None = None, *, durable: bool = True) -> Path:
    """Save the series in progress; returns the database. ValueError on bad data."""
    store = GameStore(path, durable=durable)
    try:
        return store.save(series)
    finally:
        store.close()


def load_game(path: Path | None = None, check: SeriesCheck | None = None) -> Loaded[JsonObject]:
    """The saved series payload, or None if there is none (see ``GameStore.load``).

    A problem met on the way (a damaged database or legacy save moved aside, an unreadable
    one left in place) is handed back in ``problem``.
    """
    store = GameStore(path)
    try:
        loaded = store.load(check)
        problem = loaded.problem or (store.problems[0] if store.problems else None)
        return Loaded(loaded.value, problem)
    finally:
        store.close()


def clear_game(path: Path | None = None) -> bool:
    """Remove the save once its series is finished and archived; returns whether one existed."""
    store = GameStore(path)
    try:
        return store.clear() if store.usable else False
    finally:
        store.close()
