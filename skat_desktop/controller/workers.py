"""Computer players asked off the GUI thread, their answers handed back through a queued signal."""

from __future__ import annotations

import contextlib
import importlib
import pkgutil
import traceback
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject, Signal

from ..bots.base import Player, RandomPlayer
from ..engine.actions import Action
from ..engine.deal import Phase
from ..engine.view import SeatView

PlayerFactory = Callable[[str, int], Player]


@dataclass(frozen=True, slots=True)
class BotTag:
    """Which question an answer belongs to: an answer whose tag is no longer awaited is dropped."""

    deal_id: int
    serial: int  # the controller's change counter when the bot was asked; never goes back
    player: int


@dataclass(frozen=True, slots=True)
class BotAnswer:
    tag: BotTag
    action: Action | None
    error: str | None = None
    chance: float | None = None  # for a hint: the estimated chance that the seat's side wins
    reason: object | None = None  # for a hint: why (a bots.explain.Reason), if it could say


class BotRelay(QObject):
    """Lives on the GUI thread; a worker emits through it so the answer arrives queued there."""

    answered = Signal(object)  # BotAnswer


class BotJob:
    """One question to one computer player, run on a pool thread.

    Started as ``pool.start(job.run)`` (a callable), not as a QRunnable subclass: PySide6
    6.12's QThreadPool keeps a reference to every QRunnable wrapper it was given, so each
    job (with its bot and its view of the deal) stayed alive for good, some 20 a deal.
    """

    def __init__(
        self,
        relay: BotRelay,
        player: Player,
        view: SeatView,
        legal: tuple[Action, ...],
        tag: BotTag,
        with_chance: bool = False,
    ) -> None:
        # The job keeps the relay's Python wrapper alive, so emitting never hits a dead object.
        self.relay = relay
        self.player = player
        self.view = view
        self.legal = legal
        self.tag = tag
        self.with_chance = with_chance

    def run(self) -> None:
        try:
            if self.with_chance:
                action, chance = hint_choice(self.player, self.view, self.legal)
                answer = BotAnswer(
                    self.tag, action, chance=chance, reason=hint_reason(self.view, action)
                )
            else:
                answer = BotAnswer(self.tag, self.player.choose(self.view, self.legal))
        except Exception as error:  # a bot bug must not kill the worker thread or the game
            answer = BotAnswer(
                self.tag, None, f"{type(error).__name__}: {error}\n{traceback.format_exc()}"
            )
        with contextlib.suppress(RuntimeError):  # the controller went away meanwhile
            self.relay.answered.emit(answer)


def hint_choice(
    player: Player, view: SeatView, legal: tuple[Action, ...]
) -> tuple[Action, float | None]:
    """A hint: the bot's choice and, where the bot can estimate it (the Strong player in
    the ISkO game), the chance that the seat's side wins."""
    inner = getattr(player, "inner", player)  # under the table-rules wrapper
    estimate = getattr(inner, "hint_with_chance", None)
    if estimate is not None and not view.ramsch and view.phase != Phase.KONTRA:
        action, chance = estimate(view, legal)
        return action, float(chance)
    return player.choose(view, legal), None


def hint_reason(view: SeatView, action: Action) -> object | None:
    """Why the hint is what it is, from the seat's view only (None if it cannot say)."""
    try:
        from ..bots.explain import explain

        return explain(view, action)
    except Exception:  # an explanation is a help: a bug in it must not lose the hint
        return None


def _find_make_player() -> Callable[..., Any] | None:
    # The bots package grows a ``make_player(kind, seed)``; find it wherever it lives so the
    # controller needs no change when it moves, and fall back to random players until then.
    with contextlib.suppress(ImportError):
        registry = importlib.import_module("skat_desktop.bots.registry")
        if callable(getattr(registry, "make_player", None)):
            return registry.make_player  # type: ignore[no-any-return]
    package = importlib.import_module("skat_desktop.bots")
    found = getattr(package, "make_player", None)
    if callable(found):
        return found  # type: ignore[no-any-return]
    for info in pkgutil.iter_modules(package.__path__):
        try:
            module = importlib.import_module(f"skat_desktop.bots.{info.name}")
        except Exception:  # a half-written module of another developer must not stop play
            continue
        found = getattr(module, "make_player", None)
        if callable(found):
            return found  # type: ignore[no-any-return]
    return None


_make_player: Callable[..., Any] | None = None
_looked_up = False


def make_bot(kind: str, seed: int) -> Player:
    """A computer player of ``kind`` ("random", "easy", "normal", ...) seeded with ``seed``,
    wrapped so that it decides the table rules (Kontra, Re, Ramsch, pushes) too."""
    return _house_rules(_make_inner(kind, seed))


def _house_rules(inner: Player) -> Player:
    try:
        from ..bots.house_rules import HouseRulesPlayer
    except ImportError:  # an older bots package: the table rules stay off in practice
        return inner
    if isinstance(inner, HouseRulesPlayer):
        return inner
    return HouseRulesPlayer(inner)


def _make_inner(kind: str, seed: int) -> Player:
    global _make_player, _looked_up
    if not _looked_up:
        _make_player = _find_make_player()
        _looked_up = True
    if _make_player is not None:
        try:
            return _make_player(kind, seed)  # type: ignore[no-any-return]
        except (ValueError, KeyError):
            # An unknown kind (e.g. "strong" before it exists) falls back to the default.
            try:
                return _make_player("normal", seed)  # type: ignore[no-any-return]
            except (ValueError, KeyError):
                pass
    return RandomPlayer(seed)


def preload_bots() -> None:
    """Import the bots and build one now, so the first question does not stall the GUI."""
    make_bot("normal", 0)


__all__ = ["BotAnswer", "BotJob", "BotRelay", "BotTag", "PlayerFactory", "make_bot", "preload_bots"]
