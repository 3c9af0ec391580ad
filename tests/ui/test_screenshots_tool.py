"""tools/screenshots.py renders the main window offscreen and writes real pictures."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from PySide6.QtGui import QImage

TOOL = Path(__file__).resolve().parents[2] / "tools" / "screenshots.py"


def colours(image: QImage, step: int = 3) -> int:
    """How many distinct colours a grid of every ``step``-th pixel holds."""
    return len(
        {
            image.pixel(x, y)
            for y in range(0, image.height(), step)
            for x in range(0, image.width(), step)
        }
    )


def test_tool_writes_the_trick_play_and_netbook_result_screenshots(tmp_path: Path) -> None:
    run = subprocess.run(
        [sys.executable, str(TOOL), "--out", str(tmp_path), "--only", "play", "table-1024-result"],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert run.returncode == 0, run.stderr
    written = run.stdout.split()
    assert written == [str(tmp_path / "play.png"), str(tmp_path / "table-1024-result.png")]
    for name, size in (("play", (1366, 768)), ("table-1024-result", (1024, 600))):
        image = QImage(str(tmp_path / f"{name}.png"))
        assert (image.width(), image.height()) == size, name
        # Cards, felt gradient, plates, panel and sheet: hundreds of colours, not a blank grab.
        assert colours(image) > 300, name
        felt = image.pixelColor(size[0] // 3, size[1] // 2)
        assert felt.green() > felt.red() and felt.green() > felt.blue(), name


def test_an_unknown_screenshot_name_is_refused(tmp_path: Path) -> None:
    run = subprocess.run(
        [sys.executable, str(TOOL), "--out", str(tmp_path), "--only", "nothing"],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert run.returncode != 0 and "nothing" in run.stderr
    assert not list(tmp_path.iterdir())
