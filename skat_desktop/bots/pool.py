"""The Strong player's worker processes: started once, sampled deals judged in them."""

from __future__ import annotations

import atexit
import multiprocessing
import threading
import time
from collections.abc import Sequence
from multiprocessing.pool import Pool

from ..engine.rules import GameType
from .playout import Job, evaluate_job
from .solver import solver_for
from .solver_null import null_solver

WORKERS = 2

_POOL: Pool | None = None
_POOL_FAILED = False
# Starting the pool (often on the app's warm-up thread) and stopping it (at quit) exclude
# each other: a stop that came while the workers were being spawned would leave children
# without a parent, and they print tracebacks as they die.
_POOL_LOCK = threading.Lock()


def _pool() -> Pool | None:
    """The shared worker pool, started on first use; None where processes are unavailable
    (for example inside a daemonic worker of the arena)."""
    global _POOL, _POOL_FAILED
    with _POOL_LOCK:
        if _POOL is not None or _POOL_FAILED:
            return _POOL
        if multiprocessing.current_process().daemon:
            _POOL_FAILED = True
            return None
        try:
            _POOL = multiprocessing.get_context("spawn").Pool(WORKERS)
        except (OSError, ValueError, AssertionError, RuntimeError):
            _POOL_FAILED = True
            return None
        return _POOL


def _warm() -> int:
    # Imports the solver modules and builds their tables in the worker.
    solver_for(GameType.GRAND)
    null_solver()
    return multiprocessing.current_process().pid or 0


def start_pool() -> bool:
    """Start the worker processes now (the app calls this at start, so the first Strong
    move does not pay the ~1 s spawn); True when a pool is running. Safe to call again."""
    pool = _pool()
    if pool is None:
        return False
    try:
        # One warm-up task per worker so imports and solver tables are ready.
        for r in [pool.apply_async(_warm) for _ in range(WORKERS)]:
            r.get(timeout=30)
    except Exception:  # a pool that cannot start must not stop the app
        shutdown_pool()
        return False
    return True


def shutdown_pool() -> None:
    """Stop the worker processes (safe to call more than once)."""
    global _POOL
    with _POOL_LOCK:  # waits for a pool being started, then stops it
        pool, _POOL = _POOL, None
    if pool is not None:
        pool.terminate()
        pool.join()


# At exit, before the interpreter stops daemon threads such as the app's warm-up.
atexit.register(shutdown_pool)


def run_jobs(jobs: Sequence[Job], parallel: bool) -> list[list[list[int]]]:
    """Evaluate jobs in the pool (one per worker) or here when there is none."""
    pool = _pool() if parallel and len(jobs) > 1 else None
    if pool is None:
        return [evaluate_job(j) for j in jobs]
    try:
        pending = [pool.apply_async(evaluate_job, (j,)) for j in jobs]
        wait = max(5.0, jobs[0].deadline - time.time() + 5.0)
        return [p.get(timeout=wait) for p in pending]
    except Exception:  # a broken pool must never cost a move: play on in-process
        shutdown_pool()
        return [evaluate_job(j) for j in jobs]
