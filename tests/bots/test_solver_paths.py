"""The compiled and the pure-Python solver: same answers, the path reported, tables bounded."""

from __future__ import annotations

import importlib.abc
import os
import random
import subprocess
import sys

import pytest

from skat_desktop.bench.solver import benchmark_deal
from skat_desktop.bots import native, solver, solver_check
from skat_desktop.bots.solver import SearchAborted, Solver, solver_for
from skat_desktop.bots.solver_null import NullSolver, null_solver
from skat_desktop.engine.cards import JACKS, SUIT_MASKS, card_list
from skat_desktop.engine.rules import GameType, rules_for

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


def test_window_search_is_exact_inside_and_a_bound_outside() -> None:
    # Full deals at the start of a trick: the window's answer against the pure path's
    # exact value, for windows below, around and above it, on a table kept between them
    # (bounds and exact values from one window serve the next).
    require_compiled()
    for seed in range(6):
        pos, _ = benchmark_deal(100 + seed)
        pure = Solver(pos.game, compiled=False).value(pos) - pos.declarer_points
        s = Solver(pos.game, compiled=True)
        h, ld = pos.hands, pos.leader
        args = (h[ld], h[(ld + 1) % 3], h[(ld + 2) % 3], (pos.declarer - ld) % 3)
        left = s._future_total(pos)
        for alpha, beta in ((-1, left + 1), (pure - 5, pure + 5), (pure - 1, pure + 1),
                            (pure, pure + 7), (pure - 7, pure), (pure + 3, pure + 9),
                            (pure - 9, pure - 2)):  # fmt: skip
            g = s._fast.window(*args, alpha, beta, left)
            if alpha < g < beta:
                assert g == pure, (seed, alpha, beta, g)
            elif g <= alpha:
                assert pure <= g, (seed, alpha, beta, g)
            else:
                assert pure >= g, (seed, alpha, beta, g)
            assert (alpha < pure < beta) == (alpha < g < beta)


def test_window_search_rejects_a_closed_window() -> None:
    require_compiled()
    s = Solver(GameType.GRAND, compiled=True)
    with pytest.raises(ValueError, match="must be open"):
        s._fast.window(0b1, 0b10, 0b100, 0, 5, 5, 10)
    with pytest.raises(ValueError, match="two hands"):
        s._fast.window(0b11, 0b110, 0b11000, 0, -1, 11, 10)
    null = NullSolver(compiled=True)
    with pytest.raises(TypeError, match="no window"):
        null._fast.window(0b1, 0b10, 0b100, 0, -1, 11, 10)


def test_compiled_suit_search_needs_skat_card_order() -> None:
    require_compiled()
    null = rules_for(GameType.NULL)  # the ten between the 9 and the jack: not Skat's order
    with pytest.raises(ValueError, match="Skat's card order"):
        native.module().Search(
            native.new_table(), 1, False, null.strength, null.follow, null.trumps,
            [1] * 32, SearchAborted,
        )  # fmt: skip


def _quasi_twins(pos: solver.Position) -> list[solver.Position]:
    """Positions alike but for one card: a live card swapped for a gone card of its
    group (the same suit's others, or the jacks) with no live card of the group between
    them, so that who holds the k-th live card of each group stays the same."""
    rules = pos.rules
    hands = pos.hands
    live = hands[0] | hands[1] | hands[2]
    twins = []
    for seat in range(3):
        for x in card_list(hands[seat]):
            group = JACKS if JACKS >> x & 1 else SUIT_MASKS[x >> 3] & ~JACKS
            for y in card_list(group & ~live):
                lo, hi = sorted((rules.strength[x], rules.strength[y]))
                if any(lo < rules.strength[z] < hi for z in card_list(group & live)):
                    continue
                swapped = list(hands)
                swapped[seat] = hands[seat] & ~(1 << x) | 1 << y
                twins.append(solver.Position(pos.game, (swapped[0], swapped[1], swapped[2]),
                                             pos.leader, pos.declarer))  # fmt: skip
    return twins


def test_quasi_symmetric_positions_share_bounds_and_keep_exact_values() -> None:
    # Positions alike but for which cards are gone share the compiled table's buckets and
    # settle each other with bounds widened by the points that differ: their values,
    # solved one after another on one table, must still be the pure search's, and the
    # shared table must save positions over solving each from an empty one.
    require_compiled()
    rng = random.Random(5)
    checked = shared_nodes = cold_nodes = 0
    for i in range(12):
        pos, _ = benchmark_deal(rng.getrandbits(32) ^ i)
        for _ in range(3 * rng.choice((5, 6))):
            pos = pos.play(rng.choice(card_list(pos.legal())))
        family = [pos, *_quasi_twins(pos)]
        rng.shuffle(family)
        shared = Solver(pos.game, compiled=True)
        cold = Solver(pos.game, compiled=True)
        pure = Solver(pos.game, compiled=False)
        for p in family[:8]:
            value = shared.value(p)
            cold.clear()
            before = cold.nodes
            assert cold.value(p) == value == pure.value(p)
            cold_nodes += cold.nodes - before
            checked += 1
        shared_nodes += shared.nodes
    assert checked >= 60
    assert shared_nodes < 0.7 * cold_nodes


class _RefuseSolverModule(importlib.abc.MetaPathFinder):
    """An import of the compiled module fails as given (as on a machine it cannot run on)."""

    def __init__(self, error: ImportError) -> None:
        self.error = error

    def find_spec(self, name: str, path: object, target: object = None) -> None:
        if name == "skat_desktop.bots._solver_c":
            raise self.error


@pytest.mark.parametrize(
    ("error", "reason"),
    [
        (ImportError("needs a processor with the POPCNT instruction"), "did not load: needs"),
        (ModuleNotFoundError("no module"), "is not installed"),
    ],
)
def test_the_pure_path_says_why_the_compiled_one_is_not_used(
    monkeypatch: pytest.MonkeyPatch, error: ImportError, reason: str
) -> None:
    import skat_desktop.bots

    monkeypatch.delitem(sys.modules, "skat_desktop.bots._solver_c", raising=False)
    monkeypatch.delattr(skat_desktop.bots, "_solver_c", raising=False)
    monkeypatch.setattr(sys, "meta_path", [_RefuseSolverModule(error), *sys.meta_path])
    module, why = native._load()
    assert module is None
    assert reason in why


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
