"""The settings dialog: choices from the bots and the deck renderer; OK applies and saves."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from skat_desktop.bots.registry import kinds
from skat_desktop.controller.game import GameController
from skat_desktop.controller.preferences import controller_settings
from skat_desktop.storage import settings as keys
from skat_desktop.ui.cards import shared_renderer
from skat_desktop.ui.main_window import MainWindow
from skat_desktop.ui.settings_dialog import SettingsDialog, bot_levels


@pytest.fixture
def stored(tmp_path: Path) -> keys.Settings:
    return keys.Settings(path=tmp_path / "settings.json")


def test_levels_and_decks_offered(qtbot: Any, stored: keys.Settings) -> None:
    dialog = SettingsDialog(stored)
    qtbot.addWidget(dialog)
    offered = [dialog.levels[0].itemData(i) for i in range(dialog.levels[0].count())]
    assert offered == bot_levels()
    assert "random" not in offered and "heuristic" not in offered
    assert {"easy", "normal"} <= set(offered)
    assert ("strong" in offered) == ("strong" in kinds())
    decks = [dialog.deck.itemData(i) for i in range(dialog.deck.count())]
    assert decks == [s.id for s in shared_renderer().styles()]
    assert dialog.deck.itemText(2) == "German (Altenburg)"


def test_changed_settings_apply_at_once_and_persist(
    qtbot: Any, stored: keys.Settings, monkeypatch: pytest.MonkeyPatch
) -> None:
    controller = GameController(controller_settings(stored))
    window = MainWindow(controller, stored)
    qtbot.addWidget(window)
    window.show()
    window.new_game()
    level = bot_levels()[-1]

    def choose(dialog: SettingsDialog) -> bool:
        dialog.deck.setCurrentIndex(dialog.deck.findData("tournament"))
        dialog.levels[1].setCurrentIndex(dialog.levels[1].findData(level))
        dialog.speed.setCurrentIndex(dialog.speed.findData("fast"))
        dialog.series_length.setValue(12)
        dialog.names[1].setText("Berta")
        dialog.accept()
        return True

    monkeypatch.setattr(SettingsDialog, "exec", choose)
    window.act_settings.trigger()
    # At once: the deck on the table, the controller's bots, names and speed.
    assert shared_renderer().style() == "tournament"
    assert window.deck_actions["tournament"].isChecked()
    assert controller.bot_kind(2) == level
    assert controller.settings.speed == "fast" and window.scene.speed == "fast"
    assert controller.snapshot().names[1] == "Berta"
    assert controller.settings.series_length == 12
    # And on disk.
    loaded = keys.load_settings(stored.path).settings
    assert loaded.get(keys.DECK_STYLE) == "tournament"
    assert loaded.get(keys.BOT_LEVELS)[1] == level
    assert loaded.get(keys.SERIES_LENGTH) == 12
    assert loaded.get(keys.PLAYER_NAMES)[1] == "Berta"
    window.set_deck("french")
    controller.shutdown()


@pytest.mark.parametrize("code", ["en", "de", "es", "it"])
def test_label_accelerators_are_unique(qtbot: Any, stored: keys.Settings, code: str) -> None:
    from PySide6.QtWidgets import QAbstractButton, QLabel

    from skat_desktop.ui import i18n

    dialog = SettingsDialog(stored)
    qtbot.addWidget(dialog)
    try:
        i18n.set_language(code)
        qtbot.wait(10)
        texts = [label.text() for label in dialog.findChildren(QLabel)]
        texts += [button.text() for button in dialog.findChildren(QAbstractButton)]
        keys_used = [
            text[text.index("&") + 1].lower()
            for text in texts
            if "&" in text.replace("&&", "") and text.index("&") + 1 < len(text)
        ]
        assert len(keys_used) >= 9
        assert len(keys_used) == len(set(keys_used)), f"{code}: {sorted(keys_used)}"
    finally:
        i18n.set_language("en")
