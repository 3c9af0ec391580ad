"""Fake computer players and human policies that steer controller tests into each phase."""

from __future__ import annotations

import random
import threading
from collections.abc import Callable

from skat_desktop.controller.game import HUMAN_ACTS, GameController
from skat_desktop.controller.snapshot import TableSnapshot
from skat_desktop.engine.actions import (
    Action,
    Bid,
    Declare,
    Discard,
    Hold,
    Pass,
    PickUpSkat,
    Play,
)
from skat_desktop.engine.view import SeatView

HumanPolicy = Callable[[TableSnapshot], Action]


class PassBot:
    """Passes in every auction, then plays random legal cards."""

    name = "pass"

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: SeatView, legal: tuple[Action, ...]) -> Action:
        if any(isinstance(a, Pass) for a in legal):
            return next(a for a in legal if isinstance(a, Pass))
        return self.rng.choice(legal)


class EagerBot:
    """Opens at 18 and holds everything, picks up, discards and declares the first option."""

    name = "eager"

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: SeatView, legal: tuple[Action, ...]) -> Action:
        for action in legal:
            if isinstance(action, Hold):
                return action
            if isinstance(action, Bid) and view.bid_value < 18:
                return action
            if isinstance(action, (PickUpSkat, Discard, Declare)):
                return action
        if any(isinstance(a, Pass) for a in legal):
            return next(a for a in legal if isinstance(a, Pass))
        return self.rng.choice(legal)


class GatedBot:
    """Waits for ``gate`` before answering: a slow bot whose answer can arrive late."""

    name = "gated"

    def __init__(self, inner: PassBot | EagerBot, gate: threading.Event) -> None:
        self.inner = inner
        self.gate = gate

    def choose(self, view: SeatView, legal: tuple[Action, ...]) -> Action:
        self.gate.wait(10)
        return self.inner.choose(view, legal)


def random_human(seed: int = 0) -> HumanPolicy:
    rng = random.Random(seed)
    return lambda s: rng.choice(s.legal)


def declarer_human(s: TableSnapshot) -> Action:
    """Bids 18, holds, picks up, puts the first two cards away, declares, plays the first card."""
    for action in s.legal:
        if isinstance(action, Bid) and action.value == 18:
            return action
        if isinstance(action, (Hold, PickUpSkat, Discard, Declare, Play)):
            return action
    return s.legal[0]


def passing_human(s: TableSnapshot) -> Action:
    for action in s.legal:
        if isinstance(action, Pass):
            return action
    return s.legal[0]


def human_step(c: GameController, policy: HumanPolicy) -> None:
    """If it is the human's turn, act by ``policy``."""
    s = c.snapshot()
    if s.legal and s.state in HUMAN_ACTS:
        c.submit(policy(s))
