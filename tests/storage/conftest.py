"""Storage tests run against a throwaway home so that they never touch the real one."""

from __future__ import annotations

from pathlib import Path

import pytest

from skat_desktop.storage import paths


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """SKAT_DESKTOP_HOME pointing at an empty temporary folder."""
    folder = tmp_path / "home"
    monkeypatch.setenv(paths.HOME_ENV, str(folder))
    return folder


@pytest.fixture(autouse=True)
def _never_real_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # Even a test that forgets the `home` fixture writes under its tmp_path.
    monkeypatch.setenv(paths.HOME_ENV, str(tmp_path / "home"))
