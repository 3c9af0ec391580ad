"""Opening a file of ISS records in the background: a progress dialog with Cancel.

The records are read and replayed on a worker thread, a line at a time; the dialog shows
how far into the file it is and Cancel stops it at the next record. The review window
opens on the GUI thread once everything is read, so a large file never freezes the table.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import QProgressDialog, QWidget

from skat_desktop.ui.review.sources import RecordsReading, open_records_file, read_records

PROGRESS_STEPS = 1000  # the dialog's range; bytes are scaled to it


class _Work:
    """What the worker thread shares with the dialog: plain values, never a Qt object
    (a PySide object touched from another thread can crash the process)."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.reading = RecordsReading()
        self.cancel = threading.Event()
        self.done = threading.Event()
        self.position = 0

    def run(self, handle: Any) -> None:
        try:
            with handle:

                def progress() -> None:
                    self.position = handle.tell()

                read_records(
                    handle,
                    self.path.name,
                    self.reading,
                    progress=progress,
                    cancelled=self.cancel.is_set,
                )
            if self.reading.records == 0 and not self.reading.cancelled:
                self.reading.problems.append(f"{self.path}: holds no ISS game records")
        except OSError as error:
            self.reading.problems.append(f"{self.path}: cannot be read ({error.strerror})")
        self.done.set()


class RecordsImport(QObject):
    """One file being read; ``finished`` carries the reading (or None if cancelled)."""

    finished = Signal(object)

    def __init__(self, path: Path, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.path = path
        self.work = _Work(path)
        self.reading = self.work.reading
        self._size = 1
        self.dialog = QProgressDialog(parent)
        self.dialog.setWindowTitle(self.tr("Open ISS game records"))
        self.dialog.setLabelText(self.tr("Reading %1 ...").replace("%1", path.name))
        self.dialog.setRange(0, PROGRESS_STEPS)
        self.dialog.setMinimumDuration(300)  # a small file opens with no dialog at all
        self.dialog.setWindowModality(Qt.WindowModality.WindowModal)
        self.dialog.canceled.connect(self.cancel)
        self._timer = QTimer(self)
        self._timer.setInterval(100)
        self._timer.timeout.connect(self._tick)
        self._result: RecordsReading | str | None = None

    def start(self) -> None:
        handle, size, problem = open_records_file(self.path)
        if handle is None:
            self.reading.problems.append(problem or str(self.path))
            QTimer.singleShot(0, lambda: self._finish(self.reading))
            return
        self._size = max(1, size)
        thread = threading.Thread(
            target=self.work.run, args=(handle,), name="skat-records", daemon=True
        )
        self._timer.start()
        thread.start()

    def cancel(self) -> None:
        self.work.cancel.set()

    def _tick(self) -> None:
        # Polled on the GUI thread: the worker only writes plain numbers.
        if self.dialog.wasCanceled():
            self.cancel()
        step = self.work.position * PROGRESS_STEPS // self._size
        self.dialog.setValue(min(PROGRESS_STEPS - 1, step))
        if self.work.done.is_set():
            self._timer.stop()
            self._finish(None if self.reading.cancelled else self.reading)

    def _finish(self, reading: RecordsReading | None) -> None:
        self.dialog.reset()
        self.dialog.hide()
        self.finished.emit(reading)
        self.deleteLater()


def import_records(
    path: Path, parent: QWidget | None, then: Callable[[RecordsReading], None]
) -> RecordsImport:
    """Read ``path`` in the background; ``then`` gets the reading unless it was cancelled."""
    job = RecordsImport(path, parent)
    _RUNNING.add(job)  # kept until it ends, whoever holds it (or nobody)
    job.finished.connect(lambda reading: reading is not None and then(reading))
    job.finished.connect(lambda _: _RUNNING.discard(job))
    job.start()
    return job


_RUNNING: set[RecordsImport] = set()
