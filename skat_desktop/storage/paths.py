"""The one module that finds files: shipped resources, translations and the user's folders.

Shipped files are looked for in this order:

1. package data inside the installed package (``skat_desktop/resources/``,
   ``skat_desktop/translations/``), which is how a wheel ships them;
2. a source checkout: ``resources/`` beside the ``skat_desktop/`` package folder, compiled
   translations in ``build/translations/`` (filled by the build step) and their ``.ts``
   sources in ``translations/``;
3. a frozen PyInstaller bundle: ``sys._MEIPASS/resources`` and ``sys._MEIPASS/translations``.

The user's own files live in the folders platformdirs gives for the app name
``skat-desktop``:

Linux (XDG defaults):
  config ``~/.config/skat-desktop``, data ``~/.local/share/skat-desktop``,
  state ``~/.local/state/skat-desktop``, cache ``~/.cache/skat-desktop``.
Windows:
  config and data ``%APPDATA%\\skat-desktop`` (``C:\\Users\\<name>\\AppData\\Roaming``),
  state ``%LOCALAPPDATA%\\skat-desktop``, cache ``%LOCALAPPDATA%\\skat-desktop\\Cache``.
macOS:
  config, data and state ``~/Library/Application Support/skat-desktop``,
  cache ``~/Library/Caches/skat-desktop``.

On Linux ``$XDG_CONFIG_HOME``, ``$XDG_DATA_HOME``, ``$XDG_STATE_HOME`` and
``$XDG_CACHE_HOME`` move them as usual. The files in them:

- ``<config>/settings.json``: the settings;
- ``<data>/series.sqlite3``: the series in progress, saved after every action (SQLite);
- ``<data>/archive/archive.sqlite3``: finished series and their deals (SQLite);
- ``<data>/skat-desktop.lock``: held while a window (or ``--autoplay``) uses the folder.

Earlier versions kept the series in progress in ``<data>/saved-series.json`` and each
finished series in ``<data>/archive/<time>-<id>.json``; those are imported on the first
start and kept aside (``saved-series.json.imported-<time>``, ``archive/imported-json/``).

A damaged file is never deleted: it is renamed ``<name>.damaged-<timestamp>`` in the same
folder. If the environment variable ``SKAT_DESKTOP_HOME`` is set, every user folder is a
subfolder of it instead (``config/``, ``data/``, ``state/``, ``cache/``), so that tests and
the ``--autoplay`` soak never touch the real home.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import platformdirs

APP_NAME = "skat-desktop"
HOME_ENV = "SKAT_DESKTOP_HOME"

SETTINGS_FILE_NAME = "settings.json"
SAVE_FILE_NAME = "saved-series.json"
GAME_DATABASE_NAME = "series.sqlite3"
ARCHIVE_FOLDER_NAME = "archive"
ARCHIVE_DATABASE_NAME = "archive.sqlite3"
LOCK_FILE_NAME = "skat-desktop.lock"

PACKAGE_DIR = Path(__file__).resolve().parent.parent


def _checkout_root() -> Path | None:
    # A wheel installs the package into site-packages, where a stray top-level resources/
    # folder could belong to anything; pyproject.toml marks a real source checkout.
    root = PACKAGE_DIR.parent
    return root if (root / "pyproject.toml").is_file() else None


def _frozen_root() -> Path | None:
    base = getattr(sys, "_MEIPASS", None)
    return Path(base) if isinstance(base, str) else None


def _resource_candidates() -> list[Path]:
    found = [PACKAGE_DIR / "resources"]
    checkout = _checkout_root()
    if checkout is not None:
        found.append(checkout / "resources")
    frozen = _frozen_root()
    if frozen is not None:
        found.append(frozen / "resources")
    return found


def resource_dir() -> Path:
    """The folder of shipped data files (card art, help pages, icons).

    Raises FileNotFoundError naming every place looked in if none exists, because the app
    cannot run without them.
    """
    candidates = _resource_candidates()
    for folder in candidates:
        if folder.is_dir():
            return folder
    looked = ", ".join(str(c) for c in candidates)
    raise FileNotFoundError(f"the skat-desktop resources folder is missing; looked in: {looked}")


def resource_path(*parts: str) -> Path:
    """A path inside the resources folder, e.g. ``resource_path("help", "de", "index.html")``."""
    return resource_dir().joinpath(*parts)


def translations_dir() -> Path:
    """The folder of compiled ``.qm`` catalogues.

    Installed package data first, then ``build/translations/`` of a checkout (returned even
    before the build step has created it), then a frozen bundle. When none applies the
    package-data path is returned, so callers simply find no catalogues and show English.
    """
    packaged = PACKAGE_DIR / "translations"
    if packaged.is_dir():
        return packaged
    checkout = _checkout_root()
    if checkout is not None:
        return checkout / "build" / "translations"
    frozen = _frozen_root()
    if frozen is not None and (frozen / "translations").is_dir():
        return frozen / "translations"
    return packaged


def translation_sources_dir() -> Path | None:
    """The ``translations/`` folder of ``.ts`` sources in a checkout; None when installed."""
    checkout = _checkout_root()
    if checkout is None:
        return None
    folder = checkout / "translations"
    return folder if folder.is_dir() else None


def _home_override() -> Path | None:
    value = os.environ.get(HOME_ENV, "").strip()
    return Path(value).expanduser().resolve() if value else None


def config_dir() -> Path:
    """The folder of the settings file (not created here)."""
    home = _home_override()
    if home is not None:
        return home / "config"
    return Path(platformdirs.user_config_dir(APP_NAME, appauthor=False, roaming=True))


def data_dir() -> Path:
    """The folder of the saved series and the archive (not created here)."""
    home = _home_override()
    if home is not None:
        return home / "data"
    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False, roaming=True))


def state_dir() -> Path:
    """The folder for machine-local state such as logs (not created here)."""
    home = _home_override()
    if home is not None:
        return home / "state"
    return Path(platformdirs.user_state_dir(APP_NAME, appauthor=False))


def cache_dir() -> Path:
    """The folder for files that can be rebuilt at any time (not created here)."""
    home = _home_override()
    if home is not None:
        return home / "cache"
    return Path(platformdirs.user_cache_dir(APP_NAME, appauthor=False))


def settings_file() -> Path:
    """Where the settings are kept."""
    return config_dir() / SETTINGS_FILE_NAME


def save_file() -> Path:
    """Where earlier versions saved the series in progress (JSON, imported at start)."""
    return data_dir() / SAVE_FILE_NAME


def game_database() -> Path:
    """Where the series in progress is saved."""
    return data_dir() / GAME_DATABASE_NAME


def lock_file() -> Path:
    """The lock that lets one instance at a time use the data folder."""
    return data_dir() / LOCK_FILE_NAME


def archive_dir() -> Path:
    """The folder of finished series."""
    return data_dir() / ARCHIVE_FOLDER_NAME
