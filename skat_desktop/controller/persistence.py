"""Connects the controller to the saved-game file: autosave after every action, resume at start."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from ..storage import saves
from .game import GameController, check_saved_game


def storage_autosave(
    path: Path | None = None, *, durable: bool = True
) -> Callable[[dict[str, Any]], None]:
    """The ``autosave`` callback for ``GameController``: writes the payload atomically."""

    def save(payload: dict[str, Any]) -> None:
        saves.save_game(payload, path, durable=durable)

    return save


def resume_saved_game(controller: GameController, path: Path | None = None) -> bool:
    """Restore the saved series if there is a usable one; returns whether it was restored.

    A damaged or newer file has been moved aside by storage: the controller's ``problem``
    signal then carries the sentence naming it, and the caller starts a new series.
    """
    loaded = saves.load_game(path, check=check_saved_game)
    if loaded.problem is not None:
        controller.problem.emit(str(loaded.problem))
    if loaded.value is None:
        return False
    try:
        controller.restore(dict(loaded.value))
    except ValueError as error:  # the check passed, so this is a bug; keep the app usable
        controller.problem.emit(str(error))
        return False
    return True


__all__ = ["resume_saved_game", "storage_autosave"]
