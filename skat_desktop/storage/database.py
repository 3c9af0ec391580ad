"""Opening the app's SQLite databases: WAL, schema version, integrity check, damaged copies aside.

Both databases (the series in progress, the archive) go through ``open_database``. It
refuses a FIFO, device or folder where the file belongs before SQLite touches it (opening
a FIFO would block for ever), resolves a symlink so that the database and its ``-wal``
file live beside the real file and the link stays a link, runs ``PRAGMA integrity_check``
and compares ``PRAGMA user_version`` with the schema this app writes. A database that is
damaged, not a database at all, or from a newer app is moved aside with its ``-wal`` and
``-shm`` files (never deleted) and a fresh one is made; a database that cannot be read
(permission denied) is left untouched and ``UnusableDatabase`` says so, so that nothing is
ever written over what could not be read.
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

from skat_desktop.storage.atomic import (
    ProblemKind,
    StorageProblem,
    not_a_file_reason,
    quarantine,
)

# Each write is one short transaction; another process holding the lock for longer than
# this (a second instance that slipped past the instance lock) makes the write fail with
# a message instead of hanging the table.
BUSY_TIMEOUT_MS = 5000

SQLITE_HEADER = b"SQLite format 3\x00"

Migration = Callable[[sqlite3.Connection], None]


class UnusableDatabase(OSError):
    """The database could not be opened and was left as it was; ``problem`` says why."""

    def __init__(self, problem: StorageProblem) -> None:
        super().__init__(problem.message)
        self.problem = problem


@dataclass(frozen=True, slots=True)
class Schema:
    """What a database holds: its name for messages, version and the statements making it."""

    what: str  # "saved game", "archive"
    version: int
    create: str  # the statements of the current version, run on an empty database
    # upgrades[v] brings a version v database to v + 1 (none yet)
    upgrades: tuple[tuple[int, Migration], ...] = ()


def real_path(path: Path) -> Path:
    """The file a symlink points at (through every link), or ``path`` itself."""
    try:
        return Path(os.path.realpath(path))
    except OSError:
        return path


def companions(path: Path) -> list[Path]:
    """The files SQLite keeps beside a database in WAL mode."""
    return [path.with_name(path.name + suffix) for suffix in ("-wal", "-shm", "-journal")]


def _set_aside(path: Path, kind: ProblemKind, reason: str) -> StorageProblem:
    try:
        moved = quarantine(path)
    except OSError as error:
        return StorageProblem(path, kind, reason, None, keep_error=str(error))
    for extra in companions(path):
        # The -wal belongs with the damaged copy: it may hold its last transactions.
        with contextlib.suppress(OSError):
            if extra.exists():
                os.rename(extra, moved.with_name(moved.name + extra.name[len(path.name) :]))
    return StorageProblem(path, kind, reason, moved)


def _foreign(path: Path) -> bool:
    """Whether a file is there that is not an SQLite database (an empty one is fine)."""
    try:
        with open(path, "rb") as handle:
            head = handle.read(len(SQLITE_HEADER))
    except FileNotFoundError:
        return False
    return bool(head) and head != SQLITE_HEADER


def _connect(path: Path) -> sqlite3.Connection:
    # isolation_level None: transactions are opened explicitly (see ``transaction``).
    connection = sqlite3.connect(
        str(path), timeout=BUSY_TIMEOUT_MS / 1000, isolation_level=None, check_same_thread=False
    )
    connection.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
    return connection


# Databases checked whole by this process, as they were then (path, inode, size, time):
# the statistics window opens the archive several times in a row; one check is enough
# until the file changes.
_CHECKED: set[tuple[str, int, int, int]] = set()


def _identity(path: Path) -> tuple[str, int, int, int] | None:
    try:
        info = os.stat(path)
    except OSError:
        return None
    return (str(path), info.st_ino, info.st_size, info.st_mtime_ns)


def _check(connection: sqlite3.Connection, path: Path) -> str | None:
    """What is wrong with an open database, or None: its integrity check, once a process."""
    identity = _identity(path)
    if identity is not None and identity in _CHECKED:
        connection.execute("PRAGMA schema_version").fetchone()  # still a database?
        return None
    rows = connection.execute("PRAGMA integrity_check").fetchall()
    if rows != [("ok",)]:
        first = "; ".join(str(r[0]) for r in rows[:3])
        return f"its integrity check failed ({first[:200]})"
    if identity is not None:
        _CHECKED.add(identity)
    return None


def _prepare(connection: sqlite3.Connection, schema: Schema) -> None:
    connection.execute("PRAGMA journal_mode = WAL")
    # FULL: every commit is synced, so a deal acknowledged on the table survives a power cut.
    connection.execute("PRAGMA synchronous = FULL")
    connection.execute("PRAGMA foreign_keys = ON")
    version = int(connection.execute("PRAGMA user_version").fetchone()[0])
    if version == schema.version:
        return
    with transaction(connection):
        if version == 0:
            for statement in _statements(schema.create):
                connection.execute(statement)
        else:
            for start, step in schema.upgrades:
                if start >= version:
                    step(connection)
        connection.execute(f"PRAGMA user_version = {schema.version}")


def _statements(script: str) -> Iterator[str]:
    for part in script.split(";"):
        if part.strip():
            yield part


@contextlib.contextmanager
def transaction(connection: sqlite3.Connection) -> Iterator[sqlite3.Connection]:
    """One write transaction: committed whole or rolled back whole."""
    connection.execute("BEGIN IMMEDIATE")
    try:
        yield connection
    except BaseException:
        with contextlib.suppress(sqlite3.Error):
            connection.execute("ROLLBACK")
        raise
    connection.execute("COMMIT")


def open_database(path: Path, schema: Schema) -> tuple[sqlite3.Connection, StorageProblem | None]:
    """Open (making it if need be) a database; returns it and any problem met on the way.

    A damaged, foreign or newer database is moved aside and a fresh one is returned with the
    problem naming where the old one went. Raises ``UnusableDatabase`` when the file cannot
    be used and must not be replaced (unreadable, a FIFO or a folder in its place), and
    OSError when the folder cannot be written (a read-only or full disk).
    """
    target = real_path(path)
    reason = not_a_file_reason(target)
    if reason is not None:
        raise UnusableDatabase(StorageProblem(path, ProblemKind.UNREADABLE, reason))
    if target.exists() and not os.access(target, os.R_OK | os.W_OK):
        raise UnusableDatabase(
            StorageProblem(
                path,
                ProblemKind.UNREADABLE,
                "it could not be opened for reading and writing (permission denied)",
            )
        )
    target.parent.mkdir(parents=True, exist_ok=True)
    problem: StorageProblem | None = None
    if _foreign(target):
        # Set aside before SQLite opens it: SQLite would drop a -wal it cannot match.
        problem = _set_aside(
            target, ProblemKind.INVALID, f"the {schema.what} is not an SQLite database"
        )
        if problem.moved_to is None:
            raise UnusableDatabase(problem)
    for attempt in range(2):
        try:
            connection = _connect(target)
        except sqlite3.Error as error:
            raise OSError(f"the {schema.what} {path} could not be opened ({error})") from error
        try:
            defect = _check(connection, target)
            version = int(connection.execute("PRAGMA user_version").fetchone()[0])
        except sqlite3.DatabaseError as error:
            defect = f"it is not a database this app can read ({error})"
            version = 0
        if defect is None and version > schema.version:
            connection.close()
            problem = _set_aside(
                target,
                ProblemKind.NEWER_VERSION,
                f"the {schema.what} was written by a newer skat-desktop (schema version "
                f"{version}; this version reads up to {schema.version})",
            )
            if problem.moved_to is None:
                raise UnusableDatabase(problem)
            continue
        if defect is not None:
            connection.close()
            if attempt:
                raise UnusableDatabase(StorageProblem(path, ProblemKind.INVALID, defect))
            problem = _set_aside(target, ProblemKind.INVALID, f"the {schema.what}: {defect}")
            if problem.moved_to is None:
                raise UnusableDatabase(problem)
            continue
        try:
            _prepare(connection, schema)
        except sqlite3.OperationalError as error:
            connection.close()
            raise OSError(f"the {schema.what} {path} could not be written ({error})") from error
        except sqlite3.DatabaseError as error:
            connection.close()
            if attempt:
                raise
            problem = _set_aside(target, ProblemKind.INVALID, f"the {schema.what}: {error}")
            continue
        return connection, problem
    raise UnusableDatabase(
        problem or StorageProblem(path, ProblemKind.INVALID, "it could not be opened")
    )


def write_error(error: sqlite3.Error, path: Path) -> OSError:
    """An SQLite write failure as the OSError the callers report ("disk full" and such)."""
    text = str(error)
    if "full" in text:
        return OSError(f"{path} could not be written: the disk is full")
    if "readonly" in text or "read-only" in text:
        return OSError(f"{path} could not be written: it is read-only")
    if "locked" in text or "busy" in text:
        return OSError(f"{path} could not be written: another program holds it ({text})")
    return OSError(f"{path} could not be written ({text})")
