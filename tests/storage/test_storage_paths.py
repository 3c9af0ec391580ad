"""Where files are found: resources, translations and the user's folders."""

from __future__ import annotations

import sys
from pathlib import Path

import platformdirs
import pytest

from skat_desktop.storage import paths


def test_home_override_puts_every_user_folder_under_it(home: Path) -> None:
    assert paths.config_dir() == home.resolve() / "config"
    assert paths.data_dir() == home.resolve() / "data"
    assert paths.state_dir() == home.resolve() / "state"
    assert paths.cache_dir() == home.resolve() / "cache"
    assert paths.settings_file() == home.resolve() / "config" / "settings.json"
    assert paths.save_file() == home.resolve() / "data" / "saved-series.json"
    assert paths.archive_dir() == home.resolve() / "data" / "archive"


def test_without_override_platformdirs_decides(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(paths.HOME_ENV, raising=False)
    expected = platformdirs.user_config_dir("skat-desktop", appauthor=False, roaming=True)
    assert paths.config_dir() == Path(expected)
    assert paths.data_dir().name == "skat-desktop"
    assert "skat-desktop" in str(paths.cache_dir())


def test_blank_override_is_ignored(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(paths.HOME_ENV, "  ")
    assert paths.config_dir() == Path(
        platformdirs.user_config_dir("skat-desktop", appauthor=False, roaming=True)
    )


def test_checkout_resources_are_found() -> None:
    repo = Path(__file__).resolve().parents[2]
    assert paths.resource_dir() == repo / "resources"
    assert paths.resource_path("help", "de") == repo / "resources" / "help" / "de"
    assert paths.translations_dir() == repo / "build" / "translations"
    assert paths.translation_sources_dir() == repo / "translations"


def _fake_package(root: Path) -> Path:
    package = root / "site-packages" / "skat_desktop"
    package.mkdir(parents=True)
    return package


def test_package_data_wins(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    package = _fake_package(tmp_path)
    (package / "resources").mkdir()
    (package / "translations").mkdir()
    monkeypatch.setattr(paths, "PACKAGE_DIR", package)
    assert paths.resource_dir() == package / "resources"
    assert paths.translations_dir() == package / "translations"
    # Installed: no pyproject.toml beside the package, so no .ts sources.
    assert paths.translation_sources_dir() is None


def test_frozen_bundle_is_the_last_resort(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    package = _fake_package(tmp_path)
    bundle = tmp_path / "bundle"
    (bundle / "resources").mkdir(parents=True)
    (bundle / "translations").mkdir()
    # A stray resources/ beside site-packages' package must not count as a checkout.
    (package.parent / "resources").mkdir()
    monkeypatch.setattr(paths, "PACKAGE_DIR", package)
    monkeypatch.setattr(sys, "_MEIPASS", str(bundle), raising=False)
    assert paths.resource_dir() == bundle / "resources"
    assert paths.translations_dir() == bundle / "translations"


def test_missing_resources_name_every_place(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    package = _fake_package(tmp_path)
    monkeypatch.setattr(paths, "PACKAGE_DIR", package)
    monkeypatch.delattr(sys, "_MEIPASS", raising=False)
    with pytest.raises(FileNotFoundError, match="resources folder is missing") as info:
        paths.resource_dir()
    assert str(package / "resources") in str(info.value)
    assert paths.translations_dir() == package / "translations"
