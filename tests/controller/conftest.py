"""A factory of controllers at speed "off" whose worker threads are joined after each test."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest

from skat_desktop.bots.base import Player
from skat_desktop.controller.game import ControllerSettings, GameController

from .helpers import PassBot

MakeController = Callable[..., GameController]


@pytest.fixture
def make_controller(qtbot: Any) -> Iterator[MakeController]:
    made: list[GameController] = []

    def make(
        autosave: Callable[[dict[str, Any]], None] | None = None,
        bot: Callable[[str, int], Player] | None = PassBot,
        **settings: Any,
    ) -> GameController:
        settings.setdefault("speed", "off")
        settings.setdefault("seed", 1)
        controller = GameController(
            ControllerSettings(**settings), autosave=autosave, player_factory=_factory(bot)
        )
        made.append(controller)
        return controller

    yield make
    for controller in made:
        controller.shutdown()


def _factory(bot: Callable[..., Player] | None) -> Callable[[str, int], Player] | None:
    if bot is None:
        return None  # the real bots
    return lambda kind, seed: bot(seed)
