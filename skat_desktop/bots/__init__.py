"""Computer players: pure Python, they see the game only through a seat's view.

The package loads lazily: ``import skat_desktop.bots.base`` (all the controller needs at
start-up) pulls in neither the heuristic nor the Strong player. The registry lists "strong"
from the start and imports ``skat_desktop.bots.strong`` only when a Strong player is made.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from .base import Player, RandomPlayer

if TYPE_CHECKING:
    from .heuristic import HeuristicPlayer
    from .registry import kinds, make_player, register, register_budgeted
    from .strong import StrongPlayer, shutdown_pool, start_pool

_LAZY = {
    "HeuristicPlayer": ".heuristic",
    "kinds": ".registry",
    "make_player": ".registry",
    "register": ".registry",
    "register_budgeted": ".registry",
    "StrongPlayer": ".strong",
    "shutdown_pool": ".strong",
    "start_pool": ".strong",
}


def __getattr__(name: str) -> Any:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(module, __name__), name)
    globals()[name] = value
    return value


__all__ = [
    "HeuristicPlayer",
    "Player",
    "RandomPlayer",
    "StrongPlayer",
    "kinds",
    "make_player",
    "register",
    "register_budgeted",
    "shutdown_pool",
    "start_pool",
]
