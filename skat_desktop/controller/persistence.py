"""Connects the controller to the saved-game database: autosave after every action, resume."""

from __future__ import annotations

import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

from ..storage import saves
from .game import GameController


def storage_autosave(
    path: Path | None = None, *, durable: bool = True, store: saves.GameStore | None = None
) -> Callable[[dict[str, Any]], None]:
    """The ``autosave`` callback for ``GameController``: one small transaction per action."""
    target = store or saves.GameStore(path, durable=durable)

    def save(payload: dict[str, Any]) -> None:
        target.save(payload)

    return save


class BackgroundAutosave:
    """An ``autosave`` callback that writes on its own thread, so fsync never stalls the GUI.

    Only the newest waiting payload is written (each one holds the whole game; the store
    writes only what changed since the last one it wrote). A payload
    that finishes a deal is written before the call returns, after everything older, so a
    finished deal is on disk before play goes on. A failed background write is raised on the
    next call, where the controller reports it.
    """

    FINISHED_STATES = ("deal_over", "series_over")

    def __init__(
        self,
        path: Path | None = None,
        *,
        durable: bool = True,
        writer: Callable[[dict[str, Any]], None] | None = None,
    ) -> None:
        self._write = writer or storage_autosave(path, durable=durable)
        self._cond = threading.Condition()
        self._pending: dict[str, Any] | None = None
        self._busy = False
        self._closed = False
        self._error: Exception | None = None
        self.written = 0
        self._thread = threading.Thread(target=self._run, name="skat-autosave", daemon=True)
        self._thread.start()

    def __call__(self, payload: dict[str, Any]) -> None:
        if self._closed:
            raise RuntimeError("autosave is closed")
        if payload.get("state") in self.FINISHED_STATES:
            self.flush()
            self._write(payload)
            self.written += 1
        else:
            with self._cond:
                self._pending = payload
                self._cond.notify_all()
        # The newest payload is on its way first; then an older failure is reported.
        self._raise_error()

    def flush(self) -> None:
        """Wait until every payload handed over so far is written."""
        with self._cond:
            while self._pending is not None or self._busy:
                self._cond.wait()

    def close(self) -> None:
        """Write what is waiting and stop the thread (call on quit)."""
        with self._cond:
            self._closed = True
            self._cond.notify_all()
        self._thread.join()
        self._raise_error()

    def _raise_error(self) -> None:
        with self._cond:
            error, self._error = self._error, None
        if error is not None:
            raise error

    def _run(self) -> None:
        while True:
            with self._cond:
                while self._pending is None and not self._closed:
                    self._cond.wait()
                if self._pending is None:
                    return
                payload, self._pending = self._pending, None
                self._busy = True
            try:
                self._write(payload)
                self.written += 1
            except Exception as error:  # handed to the GUI thread on its next call
                with self._cond:
                    self._error = error
            finally:
                with self._cond:
                    self._busy = False
                    self._cond.notify_all()


def resume_saved_game(controller: GameController, path: Path | None = None) -> bool:
    """Restore the saved series if there is a usable one; returns whether it was restored.

    A damaged or newer file has been moved aside by storage: the controller's ``problem``
    signal then carries the sentence naming it, and the caller starts a new series.
    """
    store = saves.GameStore(path)
    try:
        loaded = store.load()
        for problem in [*store.problems, loaded.problem]:
            if problem is not None:
                controller.problem.emit(str(problem))
        if loaded.value is None:
            return False
        try:
            # restore checks everything as it rebuilds; checking first would replay twice.
            controller.restore(dict(loaded.value))
        except ValueError as error:
            controller.problem.emit(str(store.set_aside(f"the saved game {error}")))
            return False
        return True
    finally:
        store.close()


__all__ = ["BackgroundAutosave", "resume_saved_game", "storage_autosave"]
