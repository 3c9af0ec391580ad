"""Reliability tests never touch the real home: SKAT_DESKTOP_HOME points at a temp folder."""

from __future__ import annotations

from pathlib import Path

import pytest

from skat_desktop.storage import paths


@pytest.fixture(autouse=True)
def _never_real_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(paths.HOME_ENV, str(tmp_path / "home"))
