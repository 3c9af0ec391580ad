"""The skat-desktop command line: help, version, the display check, self-test and autoplay."""

from __future__ import annotations

import ctypes
import os
import subprocess
import sys
from pathlib import Path

import pytest

from skat_desktop import __version__, app
from skat_desktop.bots.native import solver_path

ROOT = Path(__file__).resolve().parents[2]


def run(*args: str, home: Path, timeout: float = 180) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", SKAT_DESKTOP_HOME=str(home))
    env["PYTHONPATH"] = str(ROOT) + os.pathsep + env.get("PYTHONPATH", "")
    return subprocess.run(
        [sys.executable, "-m", "skat_desktop", *args],
        capture_output=True,
        text=True,
        timeout=timeout,
        env=env,
        cwd=ROOT,
    )


def test_help_names_every_option(capsys):
    with pytest.raises(SystemExit) as stop:
        app.main(["--help"])
    assert stop.value.code == 0
    out = capsys.readouterr().out
    for option in ("--version", "--lang", "--reset-settings", "--selftest", "--autoplay"):
        assert option in out


def test_version(capsys):
    with pytest.raises(SystemExit):
        app.main(["--version"])
    first, second = capsys.readouterr().out.strip().splitlines()
    assert first == f"skat-desktop {__version__}"
    assert second.startswith("open-hand solver: ")
    assert second.startswith("open-hand solver: compiled") == (solver_path() == "compiled")


def test_bad_language_is_refused(capsys):
    with pytest.raises(SystemExit) as stop:
        app.main(["--lang", "fr"])
    assert stop.value.code == 2
    assert "invalid choice" in capsys.readouterr().err


def test_missing_xcb_library_gives_a_clear_message(monkeypatch):
    monkeypatch.setattr(sys, "platform", "linux")
    monkeypatch.delenv("QT_QPA_PLATFORM", raising=False)
    monkeypatch.delenv("WAYLAND_DISPLAY", raising=False)
    monkeypatch.setenv("DISPLAY", ":0")
    real = ctypes.CDLL

    def fake(name, *args, **kwargs):
        if name == "libxcb-cursor.so.0":
            raise OSError("not found")
        return real(name, *args, **kwargs)

    monkeypatch.setattr(ctypes, "CDLL", fake)
    monkeypatch.setattr(ctypes.util, "find_library", lambda name: None)
    text = app.display_problem()
    assert text is not None
    assert "libxcb-cursor0" in text and "QT_QPA_PLATFORM=offscreen" in text
    assert "libxcb-icccm4" not in text or "libxcb-icccm.so.4" in text


def test_no_display_gives_a_clear_message(monkeypatch):
    monkeypatch.setattr(sys, "platform", "linux")
    monkeypatch.delenv("QT_QPA_PLATFORM", raising=False)
    monkeypatch.delenv("WAYLAND_DISPLAY", raising=False)
    monkeypatch.delenv("DISPLAY", raising=False)
    monkeypatch.setattr(app, "missing_xcb_libraries", lambda: [])
    assert "DISPLAY" in (app.display_problem() or "")
    monkeypatch.setenv("QT_QPA_PLATFORM", "offscreen")
    assert app.display_problem() is None


def test_selftest_plays_a_deal_and_exits_0(tmp_path):
    done = run("--selftest", home=tmp_path)
    assert done.returncode == 0, done.stderr
    assert "selftest passed" in done.stdout
    assert "result: d:" in done.stdout or "result: passed" in done.stdout
    assert "bidding" in done.stdout
    # The self-test never touches the user's saved game.
    assert not (tmp_path / "data" / "series.sqlite3").exists()


def test_autoplay_plays_and_archives(tmp_path):
    done = run("--autoplay", "2", home=tmp_path)
    assert done.returncode == 0, done.stderr
    assert "autoplay: 2 deals played, 1 series archived" in done.stdout
    from skat_desktop.storage import archive
    from skat_desktop.ui.stats.model import StatsTableModel

    folder = tmp_path / "data" / "archive"
    [entry] = archive.list_series(folder).entries
    loaded = archive.load_series(entry.id, folder).value
    assert loaded is not None
    data = loaded.series
    assert len(data["series"]["deals"]) == 2
    # Archived with its summary: the statistics count both deals for every player.
    summaries, problems = archive.load_summaries(folder)
    assert problems == [] and len(summaries) == 1
    assert summaries[0]["started_at"] == data["started_at"]
    model = StatsTableModel()
    model.set_summaries(summaries, human="You")
    assert model.players[0] == "You"
    assert all(stats.deals_played == 2 for stats in model.stats.values())


def test_reset_settings_keeps_the_old_file(tmp_path):
    config = tmp_path / "config"
    config.mkdir(parents=True)
    (config / "settings.json").write_text("{}")
    done = run("--reset-settings", "--autoplay", "1", home=tmp_path)
    assert done.returncode == 0, done.stderr
    assert "old file was kept" in done.stdout
    assert any(p.name.startswith("settings.json.old-") for p in config.iterdir())
