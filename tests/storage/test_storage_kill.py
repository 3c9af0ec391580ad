"""A saving process killed with SIGKILL at random moments never leaves an unreadable save.

The save is the SQLite database (a transaction per save, WAL, synchronous FULL).

The child loads the save (as the app does on start), then saves an ever-growing counter
in a loop and reports each finished save on stdout. After each kill the save must load
and hold at least the last counter the child reported: no finished save is lost.
``SKAT_STORAGE_KILLS`` sets the number of kills (default 20; the reliability run uses 200+).
"""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from skat_desktop.storage.saves import load_game

KILLS = int(os.environ.get("SKAT_STORAGE_KILLS", "20"))
REPO = Path(__file__).resolve().parents[2]

CHILD = textwrap.dedent(
    """
    import sys
    from pathlib import Path
    from skat_desktop.bench.storage import typical_payload
    from skat_desktop.storage.saves import GameStore

    path = Path(sys.argv[1])
    store = GameStore(path)
    loaded = store.load()
    if loaded.problem is not None:
        print("PROBLEM", loaded.problem.message, flush=True)
        sys.exit(3)
    counter = loaded.value["counter"] if loaded.value else 0
    payload = typical_payload(20_000)
    while True:
        counter += 1
        payload["counter"] = counter
        # A growing list makes the file size change, so a torn write would show.
        payload["history"] = list(range(counter % 500))
        store.save(payload)
        print(counter, flush=True)
    """
)


def _reported(output: bytes) -> list[int]:
    # The last line may be cut off by the kill; only whole lines count.
    lines = output.decode("utf-8", "replace").split("\n")[:-1]
    return [int(line) for line in lines if line.strip().isdigit()]


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_sigkill_at_random_moments_never_loses_a_finished_save(tmp_path: Path) -> None:
    rng = random.Random(20250301)
    path = tmp_path / "series.sqlite3"
    env = {**os.environ, "PYTHONPATH": str(REPO), "SKAT_DESKTOP_HOME": str(tmp_path / "home")}
    last = 0
    for _ in range(KILLS):
        child = subprocess.Popen(
            [sys.executable, "-c", CHILD, str(path)],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            env=env,
        )
        assert child.stdout is not None
        first = child.stdout.readline()  # wait until it is saving
        assert first.strip().isdigit(), first + child.stderr.read()  # type: ignore[union-attr]
        time.sleep(rng.uniform(0, 0.05))
        child.send_signal(signal.SIGKILL)
        out, _ = child.communicate(timeout=10)
        assert child.returncode == -signal.SIGKILL
        reported = [int(first), *_reported(out)]
        assert reported[0] > last  # it resumed from the previous save
        loaded = load_game(path)
        assert loaded.problem is None, loaded.problem
        assert loaded.value is not None
        counter = loaded.value["counter"]
        assert isinstance(counter, int)
        assert counter >= reported[-1]
        assert loaded.value["history"] == list(range(counter % 500))
        last = counter
    # Nothing but the database and its WAL: no damaged copy was ever set aside.
    names = {p.name for p in tmp_path.iterdir() if p.name != "home"}
    assert names <= {path.name, path.name + "-wal", path.name + "-shm"}, names
