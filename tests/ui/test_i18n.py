"""Language manager and catalogues: switching, Qt's own strings, LanguageChange, .ts hygiene."""

from __future__ import annotations

import importlib.util
import re
import sys
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QLocale, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSpinBox,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMenu,
    QSpinBox,
    QTabWidget,
    QWidget,
)

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


# -- the walk: every open widget, after switching, shows no English left ----------------------

# Words Skat players of every language keep, and words spelled alike in English and the target.
SAME_IN_ALL = {
    "skat",
    "grand",
    "null",
    "hand",
    "ouvert",
    "schneider",
    "schwarz",
    "kontra",
    "re",
    "ramsch",
    "bock",
    "jungfrau",
    "durchmarsch",
    "schieberamsch",
    "seeger",
    "fabian",
    "ok",
    "csv",
    "iss",
    "sgf",
    "txt",
}
SAME_IN = {
    "de": {"normal", "navigation", "bonus", "pos1"},
    "es": {"normal"},
    "it": {"home", "bonus"},
}
WORD = re.compile(r"[^\W\d_]{2,}")
TAG = re.compile(r"<[^>]+>")


def _add(found: dict[tuple[int, str], str], owner: object, what: str, text: str | None) -> None:
    if text:
        found[(id(owner), what)] = TAG.sub(" ", text).replace("&", "")


def walk(window: QWidget, extra: list[QWidget]) -> dict[tuple[int, str], str]:
    """Every piece of visible text of the open windows, keyed by its widget and role."""
    found: dict[tuple[int, str], str] = {}
    roots = [window, *extra]
    widgets: list[QWidget] = []
    for root in roots:
        widgets.append(root)
        widgets.extend(w for w in root.findChildren(QWidget) if w.isVisibleTo(root))
    for w in widgets:
        if w.isWindow():
            _add(found, w, "title", w.windowTitle())
        _add(found, w, "tooltip", w.toolTip())
        if isinstance(w, (QLabel, QAbstractButton)):
            _add(found, w, "text", w.text())
        elif isinstance(w, (QGroupBox, QMenu)):
            _add(found, w, "title", w.title())
        elif isinstance(w, QLineEdit):
            _add(found, w, "placeholder", w.placeholderText())
        elif isinstance(w, QComboBox):
            for i in range(w.count()):
                _add(found, w, f"item{i}", w.itemText(i))
        elif isinstance(w, QTabWidget):
            for i in range(w.count()):
                _add(found, w, f"tab{i}", w.tabText(i))
        elif isinstance(w, QAbstractSpinBox):
            _add(found, w, "special", w.specialValueText())
            if isinstance(w, QSpinBox):
                _add(found, w, "suffix", w.suffix())
        elif isinstance(w, QAbstractItemView) and w.model() is not None:
            model = w.model()
            for section in range(model.columnCount()):
                head = model.headerData(section, Qt.Orientation.Horizontal)
                _add(found, w, f"hcol{section}", head if isinstance(head, str) else None)
            for row in range(min(model.rowCount(), 40)):
                head = model.headerData(row, Qt.Orientation.Vertical)
                _add(found, w, f"hrow{row}", head if isinstance(head, str) else None)
                for column in range(model.columnCount()):
                    cell = model.data(model.index(row, column))
                    _add(found, w, f"cell{row},{column}", cell if isinstance(cell, str) else None)
        for action in w.actions():
            _add(found, action, "text", action.text())
            _add(found, action, "tooltip", action.toolTip())
            _add(found, action, "status", action.statusTip())
    scene = getattr(window, "scene", None)
    if scene is not None and hasattr(scene, "plate_lines"):
        for player in range(len(window.snapshot.names)):
            _add(found, scene, f"plate{player}", " / ".join(scene.plate_lines(player)))
            _add(found, scene, f"bubble{player}", scene.bubble_text(player))
        _add(found, scene, "info", " / ".join(scene.info_lines()))
    return found


def english_left(text: str, allowed: set[str]) -> list[str]:
    return [w for w in WORD.findall(text) if w.lower() not in allowed]


@pytest.fixture
def open_app(qtbot, tmp_path: Path, monkeypatch):  # type: ignore[no-untyped-def]
    """The main window with a deal in trick play, settings, statistics and help windows open."""
    from test_review_samples import NAMES, play_series

    from skat_desktop.controller.game import ControllerSettings, GameController
    from skat_desktop.controller.summary import series_summary
    from skat_desktop.storage import archive
    from skat_desktop.storage import settings as keys
    from skat_desktop.ui import autopilot
    from skat_desktop.ui.help.window import help_window
    from skat_desktop.ui.main_window import MainWindow
    from skat_desktop.ui.settings_dialog import SettingsDialog
    from skat_desktop.ui.stats import StatisticsWindow

    controller = GameController(ControllerSettings(speed="off", seed=11))
    window = MainWindow(controller, None)
    window.archive_folder = tmp_path / "archive"
    qtbot.addWidget(window)
    window.scene.speed = "off"
    monkeypatch.setattr(window, "_confirm", lambda question: True)
    window.resize(1200, 760)
    window.show()
    qtbot.waitExposed(window)
    window.new_game()
    for _ in range(400):
        snap = window.snapshot
        if snap is not None and snap.state == "playing" and snap.human_to_move and snap.last_trick:
            break
        if snap is not None and snap.state in ("deal_over", "series_over"):
            window.play_again()
        elif snap is not None and snap.human_to_move:
            action = autopilot.choose(window)
            assert action is not None and autopilot.perform(window, action)
        qtbot.wait(5)
    series = play_series(deals=4, seed=7)
    summary = series_summary(
        series,
        NAMES[:3],
        series_id="s1",
        started_at="2025-03-01T10:00:00+00:00",
        finished_at="2025-03-01T11:00:00+00:00",
    )
    archive.archive_series(
        {"id": "s1", "series": series.to_dict()}, summary=summary, folder=window.archive_folder
    )
    stats = StatisticsWindow(window.archive_folder, human=NAMES[0])
    qtbot.addWidget(stats)
    stats.show()
    dialog = SettingsDialog(keys.Settings(path=tmp_path / "settings.json"), window)
    dialog.show()
    helper = help_window()
    helper.open_section("index")
    helper.show()
    yield window, [dialog, stats, helper]
    helper.close()
    dialog.close()
    stats.close()


@pytest.mark.parametrize("code", TARGETS)
def test_no_english_left_after_switching(qtbot, open_app, code: str) -> None:  # type: ignore[no-untyped-def]
    from skat_desktop.ui.cards import shared_renderer

    window, others = open_app
    snap = window.snapshot
    assert snap is not None and snap.state == "playing", "the walk wants a deal in trick play"
    english = walk(window, others)
    assert len(english) > 150, "the walk found too little text"
    assert any(text == "Game" for text in english.values())  # the menu, accelerator dropped
    allowed = SAME_IN_ALL | SAME_IN[code]
    allowed |= {w.lower() for name in snap.names for w in WORD.findall(name)}
    # The computer players' default names (the settings show them as placeholders).
    from skat_desktop.controller.game import ControllerSettings

    names = ControllerSettings().names
    allowed |= {w.lower() for name in names[1:] for w in WORD.findall(name)}
    allowed |= {w.lower() for name in i18n.LANGUAGE_NAMES.values() for w in WORD.findall(name)}
    for style in shared_renderer().styles():
        if style.system:  # installed decks keep their own names
            allowed |= {w.lower() for w in WORD.findall(style.name)}
    i18n.set_language(code)
    qtbot.wait(50)
    switched = walk(window, others)
    left = {
        key: text
        for key, text in switched.items()
        if english.get(key) == text and english_left(text, allowed)
    }
    changed = sum(1 for key, text in switched.items() if english.get(key) not in (None, text))
    assert changed > 150
    # And back: the English text returns.
    i18n.set_language("en")
    qtbot.wait(50)
    back = walk(window, others)
    assert {k: t for k, t in back.items() if k in english} == {
        k: t for k, t in english.items() if k in back
    }
    assert not left, f"English left in {code}: {sorted(set(left.values()))}"
