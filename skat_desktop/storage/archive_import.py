"""Importing the JSON archive of earlier versions into the SQLite archive, once.

Each ``<YYYYmmdd-HHMMSS>-<id>.json`` is checked as the JSON archive always checked it (a
damaged one is moved aside and reported), imported in its own transaction with its
SHA-256, then moved into ``imported-json/``. A file whose SHA-256 is in the archive was
imported by a run killed before it moved the file: it is only moved. A second file with
an id already in the archive is reported, kept aside and not counted twice. The old
``index.json`` was only a cache of headlines: it is never believed, only kept.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import sqlite3
from pathlib import Path

# The archive imports this module when it opens, after it is loaded itself.
from skat_desktop.storage.archive import (
    _FILE,
    _ID,
    IMPORTED_FOLDER,
    INDEX_NAME,
    MAX_SERIES_BYTES,
    SERIES_FORMAT,
    SERIES_VERSION,
    _Archive,
    _insert,
    _parse_time,
)
from skat_desktop.storage.atomic import (
    InvalidContent,
    NewerVersion,
    ProblemKind,
    StorageProblem,
    quarantine,
    read_json,
    remove_stale_temp_files,
)
from skat_desktop.storage.database import transaction
from skat_desktop.storage.saves import check_series_payload
from skat_desktop.storage.schema import JsonObject, expect_int, expect_object, expect_str
from skat_desktop.storage.schema import field as required
from skat_desktop.storage.stats import SeriesSummary, parse_series_summary


def _parse_series_file(data: object) -> tuple[str, str, str, SeriesSummary | None, JsonObject]:
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
    summary: SeriesSummary | None = None
    if raw_summary is not None:
        parse_series_summary(raw_summary)
        summary = raw_summary  # type: ignore[assignment]  # checked; kept whole
    series = check_series_payload(required(top, "series", "the top level"))
    return series_id, started, finished, summary, series


def _series_files(folder: Path) -> list[Path]:
    if not folder.is_dir():
        return []
    return sorted(p for p in folder.iterdir() if _FILE.fullmatch(p.name) and p.is_file())


def _put_away(folder: Path, path: Path) -> None:
    """Move an imported file into ``imported-json/`` without overwriting anything there."""
    target_folder = folder / IMPORTED_FOLDER
    with contextlib.suppress(OSError):
        target_folder.mkdir(exist_ok=True)
        target = target_folder / path.name
        if target.exists():
            target = quarantine(path, marker=".imported-")
            os.rename(target, target_folder / target.name)
            return
        os.rename(path, target)


def import_files(archive: _Archive) -> None:
    folder = archive.folder
    db = archive.connection()
    files = _series_files(folder)
    index = folder / INDEX_NAME
    for path in files:
        remove_stale_temp_files(path)
        try:
            content = path.read_bytes()
        except OSError as error:
            archive.problems.append(
                StorageProblem(
                    path, ProblemKind.UNREADABLE, f"it could not be read ({error.strerror})"
                )
            )
            continue
        digest = hashlib.sha256(content).hexdigest()
        found = db.execute("SELECT source, source_sha FROM series WHERE source_sha = ?", (digest,))
        if found.fetchone() is not None:
            _put_away(folder, path)  # imported by a run killed before it moved the file
            continue
        try:
            parsed = read_json(
                path, _parse_series_file, max_bytes=MAX_SERIES_BYTES, what="archived series"
            )
        except StorageProblem as problem:
            archive.problems.append(problem)
            continue
        if parsed is None:
            continue
        series_id, started, finished, summary, payload = parsed
        twin = db.execute("SELECT source FROM series WHERE id = ?", (series_id,)).fetchone()
        if twin is not None:
            try:
                moved = quarantine(path, marker=".duplicate-")
            except OSError as error:
                moved = None
                archive.problems.append(
                    StorageProblem(path, ProblemKind.INVALID, str(error), keep_error=str(error))
                )
            archive.problems.append(
                StorageProblem(
                    path,
                    ProblemKind.INVALID,
                    f"it holds the series {series_id}, which {twin[0] or 'the archive'} holds "
                    "already; it is not counted twice",
                    moved,
                )
            )
            continue
        try:
            with transaction(db):
                _insert(db, series_id, started, finished, summary, payload, (path.name, digest))
        except sqlite3.Error as error:
            archive.problems.append(
                StorageProblem(path, ProblemKind.UNREADABLE, f"it was not imported ({error})")
            )
            continue
        _put_away(folder, path)
    if index.is_file():
        _put_away(folder, index)  # only ever a cache of the files' headlines
