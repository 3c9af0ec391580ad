"""Computer players: pure Python, they see the game only through a seat's view."""

from .base import Player, RandomPlayer
from .heuristic import HeuristicPlayer
from .registry import kinds, make_player, register, register_budgeted

# Importing strong registers the "strong" kind, so make_player("strong") works for every
# caller that imports the bots package (the arena, the controller, the benchmarks).
from .strong import StrongPlayer, shutdown_pool, start_pool

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
