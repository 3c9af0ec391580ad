"""Language manager: picks the UI language, installs Qt translators and re-labels the app live."""

from __future__ import annotations

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


def _checkout_root() -> Path:
    return Path(__file__).resolve().parents[2]


def _resource_path(*parts: str) -> Path:
    # The storage developer's `paths` module is the single place that finds files; until it
    # exists, fall back to the checkout layout (resources/ beside the package).
    try:
        from skat_desktop.storage import paths  # type: ignore[attr-defined]

        return Path(paths.resource_path(*parts))
    except (ImportError, AttributeError):
        return _checkout_root().joinpath("resources", *parts)


def resources_dir() -> Path:
    """The folder holding help pages and other data files."""
    return _resource_path()


def help_dir(language: str) -> Path:
    """The folder of the rules guide in one language."""
    return _resource_path("help", language)


def translations_dir() -> Path:
    """The folder of the .ts source catalogues (and of shipped .qm files in a bundle)."""
    try:
        from skat_desktop.storage import paths  # type: ignore[attr-defined]

        return Path(paths.translations_path())
    except (ImportError, AttributeError):
        return _checkout_root() / "translations"


def qm_cache_dir() -> Path:
    """Where .ts files compiled at run time go: build/ in a checkout, else a temp folder."""
    build = _checkout_root() / "build" / "translations"
    try:
        build.mkdir(parents=True, exist_ok=True)
        return build
    except OSError:
        fallback = Path(tempfile.gettempdir()) / "skat-desktop-translations"
        fallback.mkdir(parents=True, exist_ok=True)
        return fallback


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
    shipped = translations_dir() / f"{name}.qm"
    ts_file = translations_dir() / f"{name}.ts"
    if shipped.exists() and (
        not ts_file.exists() or shipped.stat().st_mtime >= ts_file.stat().st_mtime
    ):
        return shipped
    if not ts_file.exists():
        return None
    cached = qm_cache_dir() / f"{name}.qm"
    if cached.exists() and cached.stat().st_mtime >= ts_file.stat().st_mtime:
        return cached
    return cached if compile_catalogue(ts_file, cached) else None


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
