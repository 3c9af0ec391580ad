"""The compiled and the pure-Python solver: same answers, the path reported, tables bounded."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from skat_desktop.bench.solver import benchmark_deal
from skat_desktop.bots import native, solver, solver_check
from skat_desktop.bots.solver import SearchAborted, Solver, solver_for
from skat_desktop.bots.solver_null import NullSolver, null_solver
from skat_desktop.engine.rules import GameType

from .conftest import require_compiled


def test_both_paths_agree_on_200_seeded_positions() -> None:
    require_compiled()
    report = solver_check.check(200, seed=3)
    assert report.positions == 200
    assert report.questions > 1000
    assert report.mismatches == []


def test_positions_cover_every_contract_and_mid_trick_play() -> None:
    positions = [solver_check.position(1, i) for i in range(60)]
    assert {p.game for p in positions} == set(GameType)
    assert any(p.trick for p in positions)
    assert any(not p.trick for p in positions)
    assert {p.tricks_left for p in positions} >= {1, 4, 8}


def test_node_limit_aborts_and_the_solver_goes_on(solver_path: str) -> None:
    pos, target = benchmark_deal(11)
    s = solver_for(pos.game)
    with pytest.raises(SearchAborted):
        s.reaches(pos, target, max_nodes=5)
    assert s.nodes >= 5
    assert s.reaches(pos, target) == Solver(pos.game, compiled=False).reaches(pos, target)
    ns = null_solver()
    null_pos = pos.__class__(GameType.NULL, pos.hands, 0, pos.declarer)
    with pytest.raises(SearchAborted):
        ns.declarer_wins(null_pos, max_nodes=1)
    assert ns.declarer_wins(null_pos) == NullSolver(compiled=False).declarer_wins(null_pos)


def test_solver_for_shares_one_table_across_contracts() -> None:
    require_compiled()
    grand = Solver(GameType.GRAND, compiled=True, table=native.shared_table())
    clubs = Solver(GameType.CLUBS, compiled=True, table=native.shared_table())
    assert grand._fast.table is clubs._fast.table
    pos, target = benchmark_deal(5)
    table = grand._fast.table
    table.clear()
    grand.reaches(pos.__class__(GameType.GRAND, pos.hands, 0, pos.declarer), target)
    used = table.used
    assert used > 0
    clubs.reaches(pos.__class__(GameType.CLUBS, pos.hands, 0, pos.declarer), target)
    assert table.used > used  # the same hands under other trumps are other entries


def test_compiled_table_is_bounded_in_bytes() -> None:
    require_compiled()
    mod = native.module()
    table = mod.Table(1 << 16)
    assert table.nbytes == 1 << 16
    assert mod.Table(100_000).nbytes == 1 << 16  # rounded down to whole buckets
    s = Solver(GameType.GRAND, compiled=True, table=table)
    pure = Solver(GameType.GRAND, compiled=False)
    for seed in range(3):
        pos, target = benchmark_deal(seed)
        pos = pos.__class__(GameType.GRAND, pos.hands, 0, pos.declarer)
        # A tiny table loses entries all the time and still answers right.
        assert s.reaches(pos, target) == pure.reaches(pos, target)
        assert table.used <= table.nbytes // mod.ENTRY_BYTES
    with pytest.raises(ValueError, match="below one bucket"):
        mod.Table(10)


def test_compiled_search_rejects_bad_hands() -> None:
    require_compiled()
    s = Solver(GameType.GRAND, compiled=True)
    with pytest.raises(ValueError, match="as many cards"):
        s._fast.search(0b11, 0b100, 0, 0, 1, 10)
    with pytest.raises(ValueError, match="1 to 10 each"):
        s._fast.search((1 << 11) - 1, ((1 << 11) - 1) << 11, 0b1111111111 << 22, 0, 1, 10)
    with pytest.raises(ValueError, match="two hands"):
        s._fast.search(0b11, 0b110, 0b11000, 0, 1, 10)
    with pytest.raises(ValueError, match="32-bit"):
        s._fast.search(1 << 40, 1, 2, 0, 1, 10)
    with pytest.raises(ValueError, match="declarer's place"):
        s._fast.search(1, 2, 4, 3, 1, 10)


def test_pure_tables_stay_within_their_byte_budget(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(solver, "PURE_TABLE_BYTES", 2000 * solver.PURE_ENTRY_BYTES)
    s = Solver(GameType.GRAND, compiled=False)
    for seed in range(6):
        pos, target = benchmark_deal(seed)
        s.reaches(pos.__class__(GameType.GRAND, pos.hands, 0, pos.declarer), target)
        solver.trim_pure_tables()
        assert solver.pure_table_entries() <= 2000


def test_environment_forces_the_pure_path() -> None:
    code = (
        "from skat_desktop.bots import native, solver_null\n"
        "from skat_desktop.bots.solver import solver_for, solver_path\n"
        "from skat_desktop.engine.rules import GameType\n"
        "print(solver_path(), solver_for(GameType.GRAND).compiled,"
        " solver_null.null_solver().compiled)\n"
        "print(native.solver_description())\n"
    )
    env = dict(os.environ, SKAT_DESKTOP_PURE_SOLVER="1")
    out = subprocess.run(
        [sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True
    ).stdout.splitlines()
    assert out[0] == "pure-python False False"
    # The reason named is the variable, unless the compiled solver is not built at all.
    assert "pure Python" in out[1]
    assert ("SKAT_DESKTOP_PURE_SOLVER" in out[1]) == native.available()


def test_default_path_is_compiled_when_built() -> None:
    require_compiled()
    env = {k: v for k, v in os.environ.items() if k != native.PURE_ENV}
    code = "from skat_desktop.bots.solver import solver_path; print(solver_path())"
    out = subprocess.run(
        [sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True
    ).stdout.strip()
    assert out == "compiled"


def test_threads_share_the_compiled_table_safely() -> None:
    # The C search runs without the GIL (the analysis thread must not stall the GUI);
    # the table's lock keeps two searches apart, so answers stay exact.
    require_compiled()
    import threading

    positions = [solver_check.position(7, i) for i in range(60)]
    positions = [p for p in positions if p.game != GameType.NULL]
    expected = [Solver(p.game, compiled=False).value(p) for p in positions]
    table = native.module().Table(1 << 20)
    got: dict[int, list[int]] = {}

    def work(k: int) -> None:
        solvers = {g: Solver(g, compiled=True, table=table) for g in GameType if g != GameType.NULL}
        got[k] = [solvers[p.game].value(p) for p in positions]

    threads = [threading.Thread(target=work, args=(k,)) for k in range(3)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert got == {k: expected for k in range(3)}
