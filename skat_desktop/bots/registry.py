"""Bot kinds by name: ``make_player("normal")``; later levels add themselves with ``register``."""

from __future__ import annotations

from collections.abc import Callable

from .base import Player, RandomPlayer

Factory = Callable[[int | None], Player]
BudgetedFactory = Callable[[int | None, int | None], Player]

_FACTORIES: dict[str, Factory] = {}
_BUDGETED: dict[str, BudgetedFactory] = {}


def register(kind: str, factory: Factory) -> None:
    """Make ``kind`` available to ``make_player``; a later registration replaces an earlier."""
    _BUDGETED.pop(kind.lower(), None)
    _FACTORIES[kind.lower()] = factory


def register_budgeted(kind: str, factory: BudgetedFactory) -> None:
    """Like ``register`` for players with a thinking time: ``factory(seed, budget_ms)``,
    where ``budget_ms`` None means the player's default."""
    _BUDGETED[kind.lower()] = factory
    _FACTORIES[kind.lower()] = lambda seed: factory(seed, None)


def kinds() -> list[str]:
    return sorted(_FACTORIES)


def make_player(kind: str, seed: int | None = None, budget_ms: int | None = None) -> Player:
    """A new player of ``kind`` ("random", "easy", "normal", "heuristic", ...).

    ``budget_ms`` reaches players registered with ``register_budgeted``; others ignore it.
    """
    key = kind.lower()
    budgeted = _BUDGETED.get(key)
    if budgeted is not None:
        return budgeted(seed, budget_ms)
    factory = _FACTORIES.get(key)
    if factory is None:
        raise ValueError(f"unknown bot kind {kind!r}; choose one of: {', '.join(kinds())}")
    return factory(seed)


def _easy(seed: int | None) -> Player:
    from .heuristic import HeuristicPlayer  # late, like the Strong player: a faster start-up

    # Easy is a beginner: it bids by counting jacks, trumps and aces, forgets the cards of
    # finished tricks and the voids shown, and takes a plausible second card in one
    # decision of four (measured: Normal beats it by +22.5 a deal over 400 mirrored deals;
    # the earlier Easy, which only slipped and wobbled, lost to Normal by +3.5).
    return HeuristicPlayer(
        seed, name="easy", slip_rate=0.25, inference=False, memory=0, simple_bidding=True
    )


def _normal(seed: int | None) -> Player:
    from .heuristic import HeuristicPlayer

    return HeuristicPlayer(seed, name="normal")


register("random", RandomPlayer)
register("easy", _easy)
register("normal", _normal)
register("heuristic", _normal)


def _strong(seed: int | None, budget_ms: int | None) -> Player:
    # The Strong player's module (solver, sampling, multiprocessing) is imported only when
    # one is made, so importing the registry stays cheap.
    from .strong import StrongPlayer

    return StrongPlayer(seed, budget_ms)


register_budgeted("strong", _strong)


def _oracle(seed: int | None, budget_ms: int | None) -> Player:
    # For measurement only (it sees every card when the arena shows it the deal); the
    # settings offer only the levels they can store, so it never reaches a table.
    from .oracle import OraclePlayer

    return OraclePlayer(seed, budget_ms)


register_budgeted("oracle", _oracle)

__all__ = ["BudgetedFactory", "Factory", "kinds", "make_player", "register", "register_budgeted"]
