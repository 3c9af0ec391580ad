"""Language manager: picks the UI language, installs Qt translators and re-labels the app live."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

import PySide6
from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QLibraryInfo,
    QLocale,
    QObject,
    QTranslator,
    Signal,
)

from skat_desktop.qtguard import ensure_refcount_headroom
from skat_desktop.storage import paths

SUPPORTED_LANGUAGES: tuple[str, ...] = ("en", "de", "es", "it")
SOURCE_LANGUAGE = "en"
# Names in their own language: a user who cannot read the current one still finds theirs.
LANGUAGE_NAMES: dict[str, str] = {
    "en": "English",
    "de": "Deutsch",
    "es": "Español",
    "it": "Italiano",
}
CATALOGUE_PREFIX = "skat_desktop_"


def resources_dir() -> Path:
    """The folder holding help pages and other data files."""
    return paths.resource_dir()


def help_dir(language: str) -> Path:
    """The folder of the rules guide in one language."""
    return paths.resource_path("help", language)


def qm_dir() -> Path:
    """Where compiled catalogues live: shipped ones, or build/translations in a checkout."""
    return paths.translations_dir()


def _writable_qm_dir() -> Path:
    # A checkout compiles into build/translations; if that is read-only, the user cache will do.
    for folder in (qm_dir(), paths.cache_dir() / "translations"):
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError:
            continue
        if os.access(folder, os.W_OK):
            return folder
    return Path(tempfile.mkdtemp(prefix="skat-desktop-qm-"))


def _qt_tool(name: str) -> str | None:
    exe = name + (".exe" if sys.platform == "win32" else "")
    bundled = Path(PySide6.__file__).parent / exe
    if bundled.exists():
        return str(bundled)
    return shutil.which("pyside6-" + name) or shutil.which(name)


def compile_catalogue(ts_file: Path, qm_file: Path) -> bool:
    """Compile one .ts file with lrelease; returns whether the .qm file now exists."""
    tool = _qt_tool("lrelease")
    if tool is None:
        return False
    qm_file.parent.mkdir(parents=True, exist_ok=True)
    subprocess.run(
        [tool, "-silent", str(ts_file), "-qm", str(qm_file)],
        check=False,
        capture_output=True,
    )
    return qm_file.exists()


def catalogue_file(language: str) -> Path | None:
    """The compiled app catalogue for a language, compiling it from its .ts when stale."""
    name = f"{CATALOGUE_PREFIX}{language}"
    compiled = qm_dir() / f"{name}.qm"
    sources = paths.translation_sources_dir()
    ts_file = sources / f"{name}.ts" if sources is not None else None
    if ts_file is None or not ts_file.exists():
        return compiled if compiled.exists() else None
    ts_time = ts_file.stat().st_mtime
    for candidate in (compiled, paths.cache_dir() / "translations" / f"{name}.qm"):
        if candidate.exists() and candidate.stat().st_mtime >= ts_time:
            return candidate
    target = _writable_qm_dir() / f"{name}.qm"
    if compile_catalogue(ts_file, target):
        return target
    return compiled if compiled.exists() else None


def system_language() -> str:
    """The supported language closest to the system locale, English if none fits."""
    for tag in QLocale.system().uiLanguages():
        code = tag.replace("_", "-").split("-")[0].lower()
        if code in SUPPORTED_LANGUAGES:
            return code
    return SOURCE_LANGUAGE


class LanguageManager(QObject):
    """Owns the installed translators; emits language_changed after every switch."""

    language_changed = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._language = SOURCE_LANGUAGE
        self._translators: list[QTranslator] = []

    @property
    def language(self) -> str:
        return self._language

    def set_language(self, code: str) -> str:
        """Switch the whole app to `code` (falls back to English); returns the language set."""
        ensure_refcount_headroom()  # every switch re-labels the whole UI: many void Qt calls
        code = code.lower().replace("_", "-").split("-")[0]
        if code not in SUPPORTED_LANGUAGES:
            code = SOURCE_LANGUAGE
        app = QCoreApplication.instance()
        announced = False
        if app is not None:
            for old in self._translators:
                announced |= QCoreApplication.removeTranslator(old)
        self._translators = []
        if code != SOURCE_LANGUAGE:
            for translator in self._load_translators(code):
                # Parent to the manager so that Python keeps the translator alive.
                translator.setParent(self)
                self._translators.append(translator)
                if app is not None:
                    announced |= QCoreApplication.installTranslator(translator)
        self._language = code
        QLocale.setDefault(QLocale(code))
        if app is not None and not announced:
            # Empty catalogues install silently; widgets still need their LanguageChange.
            QCoreApplication.sendEvent(app, QEvent(QEvent.Type.LanguageChange))
        self.language_changed.emit(code)
        return code

    def _load_translators(self, code: str) -> list[QTranslator]:
        loaded: list[QTranslator] = []
        qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        qtbase = QTranslator()
        if qtbase.load(f"qtbase_{code}", qt_dir):
            loaded.append(qtbase)
        qm = catalogue_file(code)
        app_translator = QTranslator()
        if qm is not None and app_translator.load(str(qm)):
            loaded.append(app_translator)
        return loaded


_manager: LanguageManager | None = None


def language_manager() -> LanguageManager:
    """The one language manager of the process."""
    global _manager
    if _manager is None:
        _manager = LanguageManager()
    return _manager


def current_language() -> str:
    return language_manager().language


def set_language(code: str) -> str:
    """Switch the UI language at once; returns the language actually set."""
    return language_manager().set_language(code)


def on_language_changed(slot: Callable[[str], None]) -> None:
    """Call `slot(code)` after every switch (for objects that get no LanguageChange event)."""
    language_manager().language_changed.connect(slot)
