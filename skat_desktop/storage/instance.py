"""One instance per data folder: an OS lock on ``<data>/skat-desktop.lock``.

The lock is the operating system's (``flock`` on Linux and macOS, ``msvcrt.locking`` on
Windows), held on an open file for as long as the process lives. It goes with the process,
however it ends: a lock left by a killed instance is no lock at all, and the next start
simply takes it (the pid written in the file is only there to name the holder).
"""

from __future__ import annotations

import contextlib
import os
from pathlib import Path

from skat_desktop.storage import paths
from skat_desktop.storage.atomic import not_a_file_reason
from skat_desktop.storage.database import real_path


class FolderInUse(Exception):
    """Another running skat-desktop holds the data folder."""

    def __init__(self, folder: Path, holder: int | None) -> None:
        self.folder = folder
        self.holder = holder
        who = f" (process {holder})" if holder else ""
        super().__init__(f"the data folder {folder} is in use by another skat-desktop{who}")


def _lock(fd: int) -> bool:
    if os.name == "nt":
        import msvcrt

        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)  # type: ignore[attr-defined]
        except OSError:
            return False
        return True
    import fcntl

    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        return False
    return True


class InstanceLock:
    """The data folder's lock; ``acquire`` raises ``FolderInUse`` if another instance has it."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path or paths.lock_file()
        self._fd: int | None = None

    @property
    def held(self) -> bool:
        return self._fd is not None

    def holder(self) -> int | None:
        """The pid the holder wrote, if it can be read."""
        with contextlib.suppress(OSError, ValueError):
            text = real_path(self.path).read_text("ascii").strip()
            return int(text) if text else None
        return None

    def acquire(self) -> None:
        """Take the lock or raise ``FolderInUse``; OSError if the file cannot be made."""
        if self._fd is not None:
            return
        target = real_path(self.path)
        reason = not_a_file_reason(target)
        if reason is not None:
            raise OSError(f"the lock file {self.path} cannot be used: {reason}")
        target.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(target, os.O_RDWR | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0), 0o644)
        if not _lock(fd):
            os.close(fd)
            raise FolderInUse(target.parent, self.holder())
        # Ours now (a killed holder's lock went with it): say who holds it.
        os.ftruncate(fd, 0)
        os.write(fd, f"{os.getpid()}\n".encode("ascii"))
        self._fd = fd

    def release(self) -> None:
        if self._fd is None:
            return
        with contextlib.suppress(OSError):
            os.ftruncate(self._fd, 0)
        os.close(self._fd)  # closing the file gives the lock back
        self._fd = None
