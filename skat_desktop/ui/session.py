"""Ties a controller to the user's files: saves after every action, resumes, archives series."""

from __future__ import annotations

import uuid
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal

from skat_desktop.controller.game import GameController, check_saved_game
from skat_desktop.controller.persistence import BackgroundAutosave


def _new_id() -> str:
    return uuid.uuid4().hex[:12]


class Session(QObject):
    """The series in progress on disk: saved as it goes, archived when it is over.

    Saves are durable (fsync) but written on a background thread, so the table never waits
    for the disk; a save that finishes a deal is on disk before the game goes on.
    """

    problem = Signal(str)

    def __init__(self, save_path: Path | None = None, archive_folder: Path | None = None) -> None:
        super().__init__()
        from skat_desktop.storage import saves

        self.save_path = save_path
        self.archive_folder = archive_folder
        self.controller: GameController | None = None
        self.series_id = _new_id()
        self.started_at = saves.now_iso()
        # Whether the series with ``series_id`` is in the archive already (so New game
        # after the end of a series files it once, not twice).
        self._archived_current = False
        self._series: object | None = None  # the controller's Series that series_id names
        self.saves = 0
        self.archived = 0
        self.store = saves.GameStore(save_path)
        self._writer = BackgroundAutosave(writer=self.store.save)
        self._told: set[str] = set()

    def attach(self, controller: GameController) -> None:
        self.controller = controller
        self._series = controller.series
        controller.series_finished.connect(self.archive)

    def _follow_series(self) -> None:
        # New game, or Play again after the end of a series, gives the controller a new
        # Series object, whoever started it: that series gets its own id and start time.
        from skat_desktop.storage import saves

        controller = self.controller
        if controller is None or controller.series is self._series:
            return
        self._series = controller.series
        self.series_id = _new_id()
        self.started_at = saves.now_iso()
        self._archived_current = False

    def filed(self) -> bool:
        """Whether the series being played is in the archive already (it ended)."""
        self._follow_series()
        return self._archived_current

    def autosave(self, data: dict[str, Any]) -> None:
        """The controller's autosave hook: the whole game, written atomically and durably."""
        self._follow_series()
        if self._archived_current:
            return  # the series is filed and its save removed; nothing to bring back
        if self.store.refusal is not None:
            return  # the file is kept as it is, and the user was told so at the start
        payload = dict(data)
        payload["id"] = self.series_id
        payload["started_at"] = self.started_at
        self._writer(payload)
        self.saves += 1

    def flush(self) -> None:
        """Wait until every save handed over so far is on disk."""
        self._writer.flush()

    def close(self) -> None:
        """Write what is waiting and stop the writer thread (on quit)."""
        try:
            self._writer.close()
        finally:
            self.store.close()

    def _tell(self, problem: object) -> None:
        """Say a problem with the user's files once (opening the store may find several)."""
        if problem is None:
            return
        text = str(problem)
        if text not in self._told:
            self._told.add(text)
            self.problem.emit(text)

    def report_store_problems(self) -> None:
        """Say what opening the saved game found (damaged copies kept aside, refusals)."""
        self.store.refusal  # noqa: B018 - opens the store, which fills ``problems``
        for problem in self.store.problems:
            self._tell(problem)

    def resume(self) -> bool:
        """Restore the saved game into the controller; False if there is none to resume.

        A file the controller could not resume is moved aside (and named in ``problem``)
        rather than overwritten by the next save. A save of a series that was over but not
        yet archived (the app was killed in between) is archived now.
        """
        if self.controller is None:
            return False
        loaded = self.store.load()
        self.report_store_problems()
        self._tell(loaded.problem)
        data = loaded.value
        if not data:
            return False
        try:
            # restore checks everything as it rebuilds (checking first would replay twice).
            self.controller.restore(dict(data))
        except ValueError as error:
            self._tell(self.store.set_aside(f"the saved game {error}"))
            return False
        found = data.get("id")
        if isinstance(found, str) and found:
            self.series_id = found
        started = data.get("started_at")
        if isinstance(started, str) and started:
            self.started_at = started
        self._archived_current = False
        self._series = self.controller.series
        if self.controller.state.value == "series_over":
            self.archive()
        return True

    def archive(self) -> None:
        """File the finished series, with its statistics summary, and remove the save."""
        controller = self.controller
        if controller is None or self._archived_current or not controller.series.deals:
            return
        self._follow_series()
        if self._archive(controller.to_dict(), controller.series, controller.snapshot().names):
            self._archived_current = True

    def _archive(self, payload: dict[str, Any], series: Any, names: tuple[str, ...]) -> bool:
        from skat_desktop.controller.summary import series_summary
        from skat_desktop.storage import archive, saves

        try:
            data = dict(payload)
            data["id"] = self.series_id
            data["started_at"] = self.started_at
            summary = series_summary(
                series,
                names,
                series_id=self.series_id,
                started_at=self.started_at,
                finished_at=saves.now_iso(),
            )
            archive.archive_series(
                data, summary=summary, series_id=self.series_id, folder=self.archive_folder
            )
            # A save still on its way must not bring the archived series back after this.
            self.flush()
            self.store.clear()
            self.archived += 1
            return True
        except (OSError, ValueError) as error:
            self.problem.emit(str(error))
            return False

    def archive_saved(self, names: tuple[str, ...]) -> None:
        """File a saved series left by an earlier run without resuming it (for --autoplay,
        which plays a fresh series but must not lose the finished deals of the last one)."""
        from skat_desktop.engine.series import Series

        loaded = self.store.load(check=check_saved_game)
        self.report_store_problems()
        self._tell(loaded.problem)
        data = loaded.value
        if not data:
            return
        series = Series.from_dict(dict(data["series"]))  # type: ignore[arg-type]
        if not series.deals:
            return
        own_id, own_start = self.series_id, self.started_at
        found, started = data.get("id"), data.get("started_at")
        self.series_id = found if isinstance(found, str) and found else _new_id()
        self.started_at = started if isinstance(started, str) and started else own_start
        names = tuple(names) + tuple(f"Player {i + 1}" for i in range(len(names), series.players))
        self._archive(dict(data), series, names)
        self.series_id, self.started_at = own_id, own_start

    def new_series(self) -> None:
        """Archive the series being played (if it has deals), then start a fresh one."""
        if self.controller is None:
            return
        self.archive()
        self.controller.new_series()
