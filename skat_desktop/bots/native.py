"""Which open-hand search runs: the compiled one (``_solver_c``) or the pure-Python fallback.

The compiled module is built by the package's build hook when a C compiler and Python's
headers are present (``python tools/build_solver.py`` builds it in place in a checkout).
Without it, or with ``SKAT_DESKTOP_PURE_SOLVER=1`` in the environment, the solvers run
their pure-Python search, which gives the same answers, only slower.

The compiled search keeps its bounds in one transposition table per process, bounded in
bytes and shared by every contract type (each entry carries its contract's tag), so the
memory a Strong player's worker holds is known in advance: ``TABLE_BYTES``.
"""

from __future__ import annotations

import os
from types import ModuleType

PURE_ENV = "SKAT_DESKTOP_PURE_SOLVER"
TABLE_ENV = "SKAT_DESKTOP_SOLVER_TABLE_MB"
COMPILED = "compiled"
PURE = "pure-python"
# 16 MB: a million 16-byte entries, ample for the Strong player's capped solves and for
# solving whole deals in the analysis; resident from its creation (memory stays flat).
TABLE_BYTES = 16 << 20


def _load() -> tuple[ModuleType | None, str]:
    try:
        from . import _solver_c
    except ModuleNotFoundError:  # not built: no compiler where the package was installed
        return None, "the compiled solver is not installed"
    except ImportError as exc:  # built, but this processor lacks what it was built for
        return None, f"the compiled solver did not load: {exc}"
    return _solver_c, ""


# _MODULE: the compiled module when built; NATIVE: it when the process uses it.
_MODULE, _REASON = _load()
NATIVE = _MODULE
if _MODULE is not None and os.environ.get(PURE_ENV, "").strip() not in ("", "0"):
    NATIVE, _REASON = None, f"{PURE_ENV} is set"


def available() -> bool:
    """Whether the compiled module is built (whether or not the process uses it)."""
    return _MODULE is not None


def solver_path() -> str:
    """``"compiled"`` when the compiled search is in use, else ``"pure-python"``."""
    return COMPILED if NATIVE is not None else PURE


def solver_description() -> str:
    """One line for ``--version`` and the About box: the path in use, and why pure."""
    if NATIVE is not None:
        return "open-hand solver: compiled (C extension)"
    return f"open-hand solver: pure Python ({_REASON})"


def table_bytes() -> int:
    """The byte budget of one transposition table (``SKAT_DESKTOP_SOLVER_TABLE_MB``
    overrides the default of 16 MB; at least 1 MB)."""
    raw = os.environ.get(TABLE_ENV, "").strip()
    if raw:
        try:
            return max(1, int(raw)) << 20
        except ValueError:
            pass
    return TABLE_BYTES


def use_compiled(wanted: bool | None) -> bool:
    """Whether a solver asked for ``wanted`` (None: whatever the process uses, False: pure
    Python, True: compiled) runs the compiled search; True without it is an error."""
    if wanted is None:
        return NATIVE is not None
    if wanted and _MODULE is None:
        raise RuntimeError("the compiled solver is not available: " + _REASON)
    return wanted


def module() -> ModuleType:
    """The compiled module (loaded even when the environment asks for the pure path)."""
    if _MODULE is None:
        raise RuntimeError("the compiled solver is not available: " + _REASON)
    return _MODULE


_SHARED: list[object] = []


def shared_table() -> object:
    """The compiled search's process-wide table (made on first use); needs ``NATIVE``."""
    if not _SHARED:
        _SHARED.append(module().Table(table_bytes()))
    return _SHARED[0]


def new_table() -> object:
    """A private table of the default size, for a solver made on its own."""
    return module().Table(table_bytes())


__all__ = [
    "COMPILED",
    "NATIVE",
    "PURE",
    "PURE_ENV",
    "available",
    "module",
    "new_table",
    "shared_table",
    "solver_description",
    "solver_path",
    "table_bytes",
    "use_compiled",
]
