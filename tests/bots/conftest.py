"""Bots tests: the ``solver_path`` fixture runs a solver test on both search paths."""

from __future__ import annotations

import os
from collections.abc import Iterator

import pytest

from skat_desktop.bots import native, solver, solver_null

# CI sets this so that a missing compiled solver fails the tests instead of skipping them.
REQUIRE_ENV = "SKAT_DESKTOP_REQUIRE_COMPILED"


def require_compiled() -> None:
    if native.available():
        return
    if os.environ.get(REQUIRE_ENV):
        pytest.fail(f"{REQUIRE_ENV} is set but the compiled solver is not built")
    pytest.skip("compiled solver not built (python tools/build_solver.py)")


@pytest.fixture(params=[native.COMPILED, native.PURE])
def solver_path(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    """The process's solver path switched to the parameter, with empty shared solvers."""
    if request.param == native.COMPILED:
        require_compiled()
        monkeypatch.setattr(native, "NATIVE", native.module())
    else:
        monkeypatch.setattr(native, "NATIVE", None)
    monkeypatch.setattr(solver, "_SOLVERS", {})
    monkeypatch.setattr(solver_null, "_NULL", None)
    monkeypatch.setattr(native, "_SHARED", [])
    yield request.param
