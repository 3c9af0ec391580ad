"""Atomic file writes, size-limited JSON reads and quarantine of damaged files."""

from __future__ import annotations

import contextlib
import enum
import json
import os
import shutil
import stat
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Generic, TypeVar

T = TypeVar("T")

MAX_FILE_BYTES = 20 * 1024 * 1024
TEMP_SUFFIX = ".tmp"
DAMAGED_MARKER = ".damaged-"


class ProblemKind(enum.Enum):
    """What was wrong with a file."""

    TOO_LARGE = "too large"
    UNREADABLE = "unreadable"
    NOT_JSON = "not JSON"
    INVALID = "invalid content"
    NEWER_VERSION = "newer version"
    VALUES_RESET = "values reset"
    CORRECTED = "corrected"  # read whole, but a stated figure was wrong and is worked out


class StorageProblem(Exception):
    """A user file could not be used as it was; its bytes were kept aside where possible.

    ``message`` is a complete sentence for the user naming the file, what was wrong and
    where the original went. The exception is also handed back as a plain value by the
    loaders that carry on with defaults.
    """

    def __init__(
        self,
        path: Path,
        kind: ProblemKind,
        reason: str,
        moved_to: Path | None = None,
        *,
        copied: bool = False,
        keep_error: str | None = None,
    ) -> None:
        self.path = path
        self.kind = kind
        self.reason = reason
        self.moved_to = moved_to
        self.copied = copied
        self.keep_error = keep_error
        super().__init__(self.message)

    @property
    def message(self) -> str:
        if self.kind is ProblemKind.VALUES_RESET:
            text = f"The file {self.path} was read in part: {self.reason}."
        elif self.kind is ProblemKind.CORRECTED:
            text = f"In the file {self.path}, {self.reason}."
        else:
            text = f"The file {self.path} could not be used: {self.reason}."
        if self.moved_to is not None:
            verb = "A copy was kept" if self.copied else "It was moved aside"
            text += f" {verb} as {self.moved_to}."
        elif self.keep_error is not None:
            text += f" It could not be moved aside ({self.keep_error}) and was left in place."
        return text

    def __str__(self) -> str:
        return self.message


class InvalidContent(ValueError):
    """Raised by validators: the JSON is well formed but not what the file should hold."""


class NewerVersion(InvalidContent):
    """Raised by validators: the file was written by a newer version of the app."""


@dataclass(frozen=True, slots=True)
class Loaded(Generic[T]):
    """What a loader found: the value (None if absent or unusable) and any problem."""

    value: T | None
    problem: StorageProblem | None = None


def fsync_dir(folder: Path) -> None:
    # The rename is only durable once the directory entry is on disk; Windows cannot open
    # a directory this way and makes renames durable by itself.
    if os.name == "nt":
        return
    fd = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(fd)
    except OSError:
        pass  # some file systems (e.g. network mounts) refuse fsync on directories
    finally:
        os.close(fd)


def _replace(source: Path, target: Path) -> None:
    # On Windows a virus scanner or indexer briefly holding the target makes the rename
    # fail with PermissionError; a few short retries ride that out.
    attempts = 5 if os.name == "nt" else 1
    for attempt in range(attempts):
        try:
            os.replace(source, target)
            return
        except PermissionError:
            if attempt == attempts - 1:
                raise
            time.sleep(0.05 * (attempt + 1))


def not_a_file_reason(path: Path) -> str | None:
    """Why ``path`` cannot be used as a file (a FIFO, device, folder...), or None if it can.

    Looks through symlinks; a missing file is fine (it will be made). Asked before any
    open: opening a FIFO for reading waits for a writer that never comes.
    """
    try:
        mode = os.stat(path).st_mode
    except FileNotFoundError:
        return None
    except OSError as error:
        return f"it could not be read ({error.strerror or error})"
    if stat.S_ISREG(mode):
        return None
    if stat.S_ISDIR(mode):
        return "it is a folder, not a file"
    if stat.S_ISFIFO(mode):
        return "it is a named pipe (FIFO), not a file"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "it is a device, not a file"
    if stat.S_ISSOCK(mode):
        return "it is a socket, not a file"
    return "it is not a regular file"


def write_target(path: Path) -> Path:
    """Where a write of ``path`` goes: through a symlink to its target, so the link stays."""
    if not path.is_symlink():
        return path
    try:
        return Path(os.path.realpath(path))
    except OSError:
        return path


def atomic_write_bytes(path: Path, data: bytes, *, durable: bool = True) -> None:
    """Replace ``path`` with ``data`` so that a reader sees either the old or the new file.

    The bytes go to a temporary file in the same folder (same file system, so the rename
    is atomic), which is flushed, fsynced and renamed over the target; then the folder is
    fsynced. On any error the temporary file is removed and the old file stays untouched.
    ``durable=False`` skips the fsyncs, for tests and throwaway files only. A symlink is
    written through: its target is replaced and the link kept (a synced or dotfile-managed
    link goes on being updated). A FIFO, device or folder in the way is refused (OSError).
    """
    path = write_target(path)
    reason = not_a_file_reason(path)
    if reason is not None:
        raise IsADirectoryError(f"{path} was not written: {reason}")
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, temp_name = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=TEMP_SUFFIX)
    temp = Path(temp_name)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            if durable:
                os.fsync(handle.fileno())
        _replace(temp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            temp.unlink()
        raise
    if durable:
        fsync_dir(path.parent)


def atomic_write_text(path: Path, text: str, *, durable: bool = True) -> None:
    """``atomic_write_bytes`` for UTF-8 text."""
    atomic_write_bytes(path, text.encode("utf-8"), durable=durable)


def dumps(value: object, *, compact: bool = False) -> str:
    """The project's JSON text: real characters, no NaN, a final newline.

    Readable (indented, sorted keys) for files people may open; ``compact`` for the
    save written after every action, where size and speed matter more.
    """
    if compact:
        text = json.dumps(value, ensure_ascii=False, separators=(",", ":"), allow_nan=False)
    else:
        text = json.dumps(value, ensure_ascii=False, sort_keys=True, indent=1, allow_nan=False)
    return text + "\n"


def write_json(path: Path, value: object, *, compact: bool = False, durable: bool = True) -> None:
    """Write JSON atomically (see ``atomic_write_bytes``)."""
    atomic_write_text(path, dumps(value, compact=compact), durable=durable)


def stale_temp_files(path: Path) -> list[Path]:
    """Temporary files a killed writer of ``path`` left behind."""
    if not path.parent.is_dir():
        return []
    return sorted(path.parent.glob(f".{path.name}.*{TEMP_SUFFIX}"))


def remove_stale_temp_files(path: Path, older_than: float = 60.0) -> int:
    """Delete leftovers of writers killed mid-write; returns how many went.

    Only files older than ``older_than`` seconds go, so that another running instance's
    write in progress is never pulled from under it. They never hold the only copy of
    anything: the target file is replaced only after the temporary file is complete.
    """
    removed = 0
    now = time.time()
    for temp in stale_temp_files(path):
        try:
            if now - temp.stat().st_mtime >= older_than:
                temp.unlink()
                removed += 1
        except OSError:
            continue
    return removed


def _timestamp() -> str:
    return time.strftime("%Y%m%d-%H%M%S")


def _aside_name(path: Path, attempt: int, marker: str) -> Path:
    suffix = f"{marker}{_timestamp()}" + (f"-{attempt}" if attempt else "")
    return path.with_name(path.name + suffix)


def _move_without_overwriting(source: Path, target: Path) -> None:
    # os.link refuses an existing target, so nothing is ever overwritten even if two
    # instances quarantine at once; file systems without hard links fall back to a
    # checked rename.
    try:
        os.link(source, target)
    except FileExistsError:
        raise
    except OSError:
        if target.exists():
            raise FileExistsError(target) from None
        os.rename(source, target)
        return
    source.unlink()


def quarantine(path: Path, *, copy: bool = False, marker: str = DAMAGED_MARKER) -> Path:
    """Move (or copy) a damaged file to ``<name>.damaged-<timestamp>`` beside it.

    Never overwrites an earlier quarantined file (a counter is added) and never deletes
    anything. ``marker`` names other kinds of kept copies (e.g. ``.old-`` on a reset).
    Returns the new path; raises OSError if the file could not be kept aside.
    """
    for attempt in range(1000):
        target = _aside_name(path, attempt, marker)
        if copy:
            try:
                with open(path, "rb") as source, open(target, "xb") as out:
                    shutil.copyfileobj(source, out)
            except FileExistsError:
                continue
            return target
        try:
            _move_without_overwriting(path, target)
        except FileExistsError:
            continue
        return target
    raise FileExistsError(f"too many quarantined copies of {path}")


def quarantined_files(path: Path) -> list[Path]:
    """Earlier damaged copies of ``path``, oldest name first."""
    if not path.parent.is_dir():
        return []
    return sorted(path.parent.glob(f"{path.name}{DAMAGED_MARKER}*"))


def make_problem(
    path: Path, kind: ProblemKind, reason: str, *, copy: bool = False
) -> StorageProblem:
    """Keep the file aside and describe what happened; moving can fail, the message says so."""
    try:
        moved = quarantine(path, copy=copy)
    except OSError as error:
        return StorageProblem(path, kind, reason, None, copied=copy, keep_error=str(error))
    return StorageProblem(path, kind, reason, moved, copied=copy)


def _size_text(size: int) -> str:
    if size >= 1024 * 1024:
        return f"{size / (1024 * 1024):.1f} MB"
    return f"{size} bytes"


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not allowed")


def parse_json_bytes(data: bytes) -> object:
    """Strict JSON from bytes: UTF-8, no NaN/Infinity. Raises ValueError or RecursionError."""
    text = data.decode("utf-8")
    if text.startswith("\ufeff"):
        text = text[1:]  # a BOM added by a Windows editor is harmless
    # The C decoder guards its recursion: absurd nesting raises RecursionError, which the
    # caller reports; the schema checks then bound the depth of what is accepted.
    return json.loads(text, parse_constant=_reject_constant)


def read_json(
    path: Path,
    validate: Callable[[object], T],
    *,
    max_bytes: int = MAX_FILE_BYTES,
    what: str = "file",
) -> T | None:
    """Read and validate a JSON file; None if it does not exist.

    ``validate`` turns the parsed JSON into the wanted value or raises ``InvalidContent``
    (``NewerVersion`` for a file from a newer app). A file that is too large, not UTF-8
    JSON, or invalid is moved aside and ``StorageProblem`` is raised, so that the next
    read finds no file and the caller can go on with defaults. ``what`` names the file
    kind in the message ("settings file", "saved game").
    """
    refused = not_a_file_reason(path)
    if refused is not None:
        # Not moved: a pipe or folder is not a damaged file, and it is not ours to move.
        raise StorageProblem(path, ProblemKind.UNREADABLE, refused)
    try:
        size = path.stat().st_size
    except FileNotFoundError:
        return None
    except OSError as error:
        raise StorageProblem(
            path, ProblemKind.UNREADABLE, f"it could not be read ({error})"
        ) from error
    if size > max_bytes:
        # Read nothing: a huge file could exhaust memory before it is found to be junk.
        raise make_problem(
            path,
            ProblemKind.TOO_LARGE,
            f"the {what} is {_size_text(size)}, more than the limit of {_size_text(max_bytes)}",
        )
    try:
        with open(path, "rb") as handle:
            data = handle.read(max_bytes + 1)
    except FileNotFoundError:
        return None
    except OSError as error:
        raise StorageProblem(
            path, ProblemKind.UNREADABLE, f"it could not be read ({error})"
        ) from error
    if len(data) > max_bytes:
        raise make_problem(
            path,
            ProblemKind.TOO_LARGE,
            f"the {what} grew beyond the limit of {_size_text(max_bytes)} while being read",
        )
    if not data.strip():
        raise make_problem(path, ProblemKind.NOT_JSON, f"the {what} is empty")
    try:
        parsed = parse_json_bytes(data)
    except UnicodeDecodeError as error:
        raise make_problem(
            path, ProblemKind.NOT_JSON, f"the {what} is not UTF-8 text (byte {error.start})"
        ) from error
    except json.JSONDecodeError as error:
        raise make_problem(
            path,
            ProblemKind.NOT_JSON,
            f"the {what} is not valid JSON ({error.msg}: line {error.lineno}, "
            f"column {error.colno}); it may have been cut short",
        ) from error
    except (ValueError, RecursionError) as error:
        raise make_problem(
            path, ProblemKind.NOT_JSON, f"the {what} is not acceptable JSON ({error})"
        ) from error
    try:
        return validate(parsed)
    except NewerVersion as error:
        raise make_problem(path, ProblemKind.NEWER_VERSION, f"the {what} {error}") from error
    except InvalidContent as error:
        raise make_problem(path, ProblemKind.INVALID, f"the {what} {error}") from error
