"""Computer players: pure Python, they see the game only through a seat's view."""

from .base import Player, RandomPlayer
from .heuristic import HeuristicPlayer
from .registry import kinds, make_player, register, register_budgeted

__all__ = [
    "HeuristicPlayer",
    "Player",
    "RandomPlayer",
    "kinds",
    "make_player",
    "register",
    "register_budgeted",
]
