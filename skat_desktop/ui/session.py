"""Ties a controller to the user's files: saves after every action, resumes, archives series."""

from __future__ import annotations

import uuid
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal

from skat_desktop.controller.game import GameController


class Session(QObject):
    """The series in progress on disk: saved as it goes, archived when it is over."""

    problem = Signal(str)

    def __init__(self, save_path: Path | None = None, archive_folder: Path | None = None) -> None:
        super().__init__()
        self.save_path = save_path
        self.archive_folder = archive_folder
        self.controller: GameController | None = None
        self.series_id = uuid.uuid4().hex[:12]
        self.saves = 0
        self.archived = 0

    def attach(self, controller: GameController) -> None:
        self.controller = controller
        controller.series_finished.connect(self.archive)

    def autosave(self, data: dict[str, Any]) -> None:
        """The controller's autosave hook: the whole game, written atomically."""
        from skat_desktop.storage import saves

        payload = dict(data)
        payload["id"] = self.series_id
        # Written after every action: an fsync each time would make the table stutter;
        # the atomic rename still guarantees the file is whole.
        saves.save_game(payload, self.save_path, durable=False)
        self.saves += 1

    def resume(self) -> bool:
        """Restore the saved game into the controller; False if there is none to resume."""
        from skat_desktop.storage import saves

        if self.controller is None:
            return False
        loaded = saves.load_game(self.save_path)
        if loaded.problem is not None:
            self.problem.emit(loaded.problem.message)
        data = loaded.value
        if not data:
            return False
        try:
            self.controller.restore(dict(data))
        except ValueError as error:
            self.problem.emit(str(error))
            return False
        found = data.get("id")
        if isinstance(found, str) and found:
            self.series_id = found
        return True

    def archive(self) -> None:
        """File the finished series in the archive and remove the save."""
        from skat_desktop.storage import archive, saves

        if self.controller is None:
            return
        if not self.controller.series.deals:
            return
        try:
            data = dict(self.controller.to_dict())
            data["id"] = self.series_id
            archive.archive_series(data, series_id=self.series_id, folder=self.archive_folder)
            saves.clear_game(self.save_path)
            self.archived += 1
        except (OSError, ValueError) as error:
            self.problem.emit(str(error))
        self.series_id = uuid.uuid4().hex[:12]

    def new_series(self) -> None:
        """Archive the series being played (if it has deals), then start a fresh one."""
        if self.controller is None:
            return
        if self.controller.series.deals and self.controller.state.value != "series_over":
            self.archive()
        self.controller.new_series()
