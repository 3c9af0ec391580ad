"""Quick memory check: RSS is measured in the live GUI and grows little from deal 20 to 60."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

from skat_desktop.bench import memory

# Warm-up (pixmap caches, first series) is over by deal 20; a leak of the table, the sheet
# or the controller would show as steady growth after it. 40 deals of a leak-free table
# stay well under this.
GROWTH_LIMIT_MB = 15.0


def test_rss_is_measured() -> None:
    first = memory.rss_mb()
    block = bytearray(64 * 1024 * 1024)
    block[::4096] = b"x" * len(block[::4096])  # touch every page so it is resident
    assert memory.rss_mb() - first > 50
    del block


def test_rss_grows_little_from_deal_20_to_60(qtbot: Any) -> None:
    figures = memory.measure([10, 20, 60], seed=3, bot_kind="random")
    rss = figures["rss_mb"]
    assert figures["deals"] == 60
    assert set(rss) == {"10", "20", "60"}
    assert rss["60"] - rss["20"] < GROWTH_LIMIT_MB, rss


def test_app_alone_stays_under_the_limit_after_10_deals(tmp_path: Path) -> None:
    # The suite's own process carries every earlier test's widgets and caches, so the
    # 250 MB limit of a user's session is checked in a fresh process, as a user runs it.
    env = dict(os.environ, SKAT_DESKTOP_HOME=str(tmp_path), QT_QPA_PLATFORM="offscreen")
    out = subprocess.run(
        [sys.executable, "-m", "skat_desktop.bench", "memory", "--deals", "20", "--early", "10"],
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    figures = json.loads(out.stdout.strip().splitlines()[-1])
    assert figures["rss_mb"]["10"] < memory.RSS_LIMIT_10_DEALS_MB, figures
