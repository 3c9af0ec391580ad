"""The window's import of ISS records: read in the background with progress, Cancel stops it."""

from __future__ import annotations

import itertools
import time
from pathlib import Path
from typing import Any

from skat_desktop.ui.review import sources
from skat_desktop.ui.review.loading import RecordsImport, import_records
from tests.engine.test_iss import SAMPLE


def _file(tmp_path: Path, count: int) -> Path:
    path = tmp_path / "many.sgf"
    lines = [SAMPLE[0].replace("ID[9]", f"ID[{i}]") for i in range(count)]
    path.write_text("\n".join([*lines, "not a record"]) + "\n", "utf-8")
    return path


def test_records_open_in_the_background_with_their_problems(qtbot: Any, tmp_path: Path) -> None:
    path = _file(tmp_path, 30)
    got: list[sources.RecordsReading] = []
    job = import_records(path, None, got.append)
    assert job.dialog.maximum() == 1000
    qtbot.waitUntil(lambda: bool(got), timeout=30_000)
    [reading] = got
    assert len(reading.deals) == 30 and reading.records == 31
    assert [d.label for d in reading.deals[:3]] == ["0", "1", "2"]
    assert len(reading.problems) == 1 and "line 31" in reading.problems[0]


def test_cancel_stops_the_reading_and_opens_nothing(
    qtbot: Any, tmp_path: Path, monkeypatch: Any
) -> None:
    path = _file(tmp_path, 200)
    real = sources._deal_of

    def slow(text: str, where: str) -> Any:
        time.sleep(0.01)  # a big file: the user has time to press Cancel
        return real(text, where)

    monkeypatch.setattr(sources, "_deal_of", slow)
    got: list[object] = []
    finished: list[object] = []
    job = RecordsImport(path, None)
    job.finished.connect(finished.append)
    job.finished.connect(lambda r: r is not None and got.append(r))
    job.start()
    qtbot.waitUntil(lambda: job.reading.records > 5, timeout=10_000)
    job.dialog.cancel()  # what the Cancel button does
    qtbot.waitUntil(lambda: bool(finished), timeout=10_000)
    assert finished == [None] and got == []
    assert job.reading.cancelled and job.reading.records < 200


def test_the_gui_thread_keeps_running_while_a_file_is_read(
    qtbot: Any, tmp_path: Path, monkeypatch: Any
) -> None:
    from PySide6.QtCore import QTimer

    path = _file(tmp_path, 100)
    real = sources._deal_of
    monkeypatch.setattr(sources, "_deal_of", lambda t, w: (time.sleep(0.005), real(t, w))[1])
    ticks: list[float] = []
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(time.monotonic()))
    timer.start(20)
    got: list[object] = []
    import_records(path, None, got.append)
    qtbot.waitUntil(lambda: bool(got), timeout=30_000)
    timer.stop()
    gaps = [b - a for a, b in itertools.pairwise(ticks)]
    assert len(ticks) > 10 and max(gaps) < 0.5, max(gaps)


def test_two_records_on_one_line_both_open_for_review(qtbot: Any, tmp_path: Path) -> None:
    path = tmp_path / "joined.sgf"
    second = SAMPLE[0].replace("ID[9]", "ID[10]")
    path.write_bytes(b"\xef\xbb\xbf" + (SAMPLE[0] + second).encode("utf-8"))
    got: list[sources.RecordsReading] = []
    import_records(path, None, got.append)
    qtbot.waitUntil(lambda: bool(got), timeout=30_000)
    assert [d.label for d in got[0].deals] == ["9", "10"] and got[0].problems == []
