"""Language manager and catalogues: switching, Qt's own strings, LanguageChange, .ts hygiene."""

from __future__ import annotations

import importlib.util
import sys
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QLocale
from PySide6.QtWidgets import QWidget

from skat_desktop.ui import i18n

ROOT = Path(__file__).resolve().parents[2]
TS_DIR = ROOT / "translations"
TARGETS = ("de", "es", "it")


class Relabelling(QWidget):
    """Counts the LanguageChange events a widget gets, as every UI widget must re-label."""

    def __init__(self) -> None:
        super().__init__()
        self.changes = 0

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.changes += 1
        super().changeEvent(event)


@pytest.fixture(autouse=True)
def english(qapp) -> Iterator[None]:  # type: ignore[no-untyped-def]
    i18n.set_language("en")
    yield
    i18n.set_language("en")


def load_tool():  # type: ignore[no-untyped-def]
    spec = importlib.util.spec_from_file_location(
        "update_translations", ROOT / "tools" / "update_translations.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["update_translations"] = module
    spec.loader.exec_module(module)
    return module


def messages(ts_file: Path) -> dict[tuple[str, str], ET.Element]:
    root = ET.parse(ts_file).getroot()
    found: dict[tuple[str, str], ET.Element] = {}
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            found[(name, message.findtext("source") or "")] = message
    return found


def test_system_language_is_supported() -> None:
    assert i18n.system_language() in i18n.SUPPORTED_LANGUAGES


def test_unknown_language_falls_back_to_english() -> None:
    assert i18n.set_language("xx") == "en"
    assert i18n.set_language("de_AT") == "de"
    assert i18n.current_language() == "de"


@pytest.mark.parametrize(
    ("code", "title", "cancel"),
    [
        ("de", "Skatregeln", "Abbrechen"),
        ("es", "Reglas del Skat", "Cancelar"),
        ("it", "Regole dello Skat", "Annulla"),
    ],
)
def test_switch_installs_app_and_qt_catalogues(code: str, title: str, cancel: str) -> None:
    assert i18n.set_language(code) == code
    assert QCoreApplication.translate("HelpWindow", "Skat rules") == title
    # Qt's own strings (dialog buttons) come from qtbase_<lang>.
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == cancel
    assert QLocale().name().startswith(code)
    i18n.set_language("en")
    assert QCoreApplication.translate("HelpWindow", "Skat rules") == "Skat rules"
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Cancel"


def test_widgets_get_language_change_both_ways(qtbot) -> None:  # type: ignore[no-untyped-def]
    widget = Relabelling()
    qtbot.addWidget(widget)
    widget.show()
    heard: list[str] = []
    i18n.language_manager().language_changed.connect(heard.append)
    i18n.set_language("it")
    qtbot.waitUntil(lambda: widget.changes >= 1)
    before = widget.changes
    i18n.set_language("en")
    qtbot.waitUntil(lambda: widget.changes > before)
    assert heard[-2:] == ["it", "en"]


def test_catalogue_is_compiled_from_ts() -> None:
    for code in TARGETS:
        qm = i18n.catalogue_file(code)
        assert qm is not None and qm.exists() and qm.suffix == ".qm"
    assert i18n.catalogue_file("en") is None


@pytest.mark.parametrize("code", TARGETS)
def test_catalogue_complete(code: str) -> None:
    ts_file = TS_DIR / f"skat_desktop_{code}.ts"
    root = ET.parse(ts_file).getroot()
    assert root.get("language") == code
    for (context, source), message in messages(ts_file).items():
        translation = message.find("translation")
        assert translation is not None
        kind = translation.get("type")
        assert kind not in ("unfinished", "obsolete", "vanished"), (context, source, kind)
        if message.get("numerus") == "yes":
            forms = [f.text for f in translation.iter("numerusform")]
            assert forms and all(forms), (context, source)
        else:
            assert translation.text, (context, source)


def test_every_source_string_is_in_the_catalogues(tmp_path: Path) -> None:
    tool = load_tool()
    fresh = tool.update(tmp_path)
    for ts_new in fresh:
        committed = messages(TS_DIR / ts_new.name)
        current = messages(ts_new)
        missing = sorted(set(current) - set(committed))
        stale = sorted(set(committed) - set(current))
        assert not missing, f"{ts_new.name}: run tools/update_translations.py; missing {missing}"
        assert not stale, f"{ts_new.name}: strings no longer in the code: {stale}"
