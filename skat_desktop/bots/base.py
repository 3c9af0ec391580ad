"""The Player protocol every computer player follows, and the random-legal player."""

from __future__ import annotations

import random
from typing import Protocol

from ..engine.actions import Action
from ..engine.view import SeatView


class Player(Protocol):
    """A computer player: given a seat's view and its legal actions, it picks one.

    ``view.legal`` holds the same actions as ``legal``; both are passed so that a
    caller can narrow the choice. A player must return one of ``legal``.
    """

    name: str

    def choose(self, view: SeatView, legal: tuple[Action, ...]) -> Action: ...


class RandomPlayer:
    """Plays a uniformly random legal action: the baseline every real bot must beat."""

    name = "random"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: SeatView, legal: tuple[Action, ...]) -> Action:
        if not legal:
            raise ValueError(f"{self.name} player asked to move with no legal action")
        return self.rng.choice(legal)
