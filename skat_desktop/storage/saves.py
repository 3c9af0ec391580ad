"""The saved series in progress: one versioned JSON envelope, written after every action.

The file (``paths.save_file()``) is::

    {"format": "skat-desktop-save", "version": 1, "saved_at": "2025-01-31T20:15:00+00:00",
     "app_version": "0.1.0", "series": {...}}

``series`` is whatever plain data the controller hands over: objects, lists, text, whole
numbers, booleans and null. It is checked on save (so a bug shows at once, not on the next
start) and on load; nothing read from the file is ever executed.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path

from skat_desktop import __version__
from skat_desktop.storage import paths
from skat_desktop.storage.atomic import (
    InvalidContent,
    Loaded,
    NewerVersion,
    StorageProblem,
    fsync_dir,
    read_json,
    remove_stale_temp_files,
    write_json,
)
from skat_desktop.storage.schema import (
    JsonObject,
    check_plain_json,
    expect_int,
    expect_object,
    expect_str,
    field,
)

SAVE_FORMAT = "skat-desktop-save"
SAVE_VERSION = 1
MAX_SAVE_BYTES = 20 * 1024 * 1024

SeriesCheck = Callable[[JsonObject], None]


def now_iso() -> str:
    """The current time as ISO 8601 in UTC, to the second."""
    return datetime.now(UTC).replace(microsecond=0).isoformat()


def check_series_payload(series: object, where: str = "series") -> JsonObject:
    """The basic shape every series payload must have: an object of plain JSON data."""
    obj = expect_object(series, where)
    check_plain_json(obj, where)
    return obj  # type: ignore[return-value]


def envelope(series: JsonObject, saved_at: str | None = None) -> JsonObject:
    """The save file's content for a payload (checked)."""
    check_series_payload(series)
    return {
        "format": SAVE_FORMAT,
        "version": SAVE_VERSION,
        "saved_at": saved_at or now_iso(),
        "app_version": __version__,
        "series": series,
    }


def parse_envelope(data: object, check: SeriesCheck | None = None) -> JsonObject:
    """Validate a parsed save file and return its series payload; InvalidContent if wrong."""
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
        try:
            check(series)
        except InvalidContent:
            raise
        except (ValueError, KeyError, TypeError, IndexError) as error:
            # The controller's own check may fail in any of these ways on odd data.
            raise InvalidContent(f"holds a series the game cannot use ({error})") from error
    return series


def save_game(series: JsonObject, path: Path | None = None, *, durable: bool = True) -> Path:
    """Save the series in progress atomically; returns the file. ValueError on bad data."""
    target = path or paths.save_file()
    try:
        content = envelope(series)
    except InvalidContent as error:
        raise ValueError(f"the series payload cannot be saved: it {error}") from error
    write_json(target, content, compact=True, durable=durable)
    return target


def load_game(path: Path | None = None, check: SeriesCheck | None = None) -> Loaded[JsonObject]:
    """The saved series payload, or None if there is none.

    A damaged, oversized or newer file is moved aside; ``problem`` then says where to, and
    the caller starts a new series. ``check`` is the controller's deeper validation of the
    payload, raising ValueError (or InvalidContent) on data it cannot restore.
    """
    target = path or paths.save_file()
    remove_stale_temp_files(target)
    try:
        series = read_json(
            target,
            lambda data: parse_envelope(data, check),
            max_bytes=MAX_SAVE_BYTES,
            what="saved game",
        )
    except StorageProblem as problem:
        return Loaded(None, problem)
    return Loaded(series)


def clear_game(path: Path | None = None) -> bool:
    """Remove the save once its series is finished and archived; returns whether one existed."""
    target = path or paths.save_file()
    try:
        target.unlink()
    except FileNotFoundError:
        return False
    # Make the removal durable, or a power cut could bring a finished series back.
    with contextlib.suppress(OSError):
        fsync_dir(target.parent)
    return True
