"""The settings dialog: choices from the bots and the deck renderer; OK applies and saves."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QLabel

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


FINER = {
    "kontra_after_bid": keys.KONTRA_AFTER_BID,
    "push_jacks": keys.RAMSCH_PUSH_JACKS,
    "bock_sixty_all": keys.BOCK_SIXTY_ALL,
    "bock_lost_kontra": keys.BOCK_LOST_KONTRA,
    "bock_grand_hand": keys.BOCK_GRAND_HAND,
    "bock_high_value": keys.BOCK_HIGH_VALUE,
    "bock_on_bock": keys.BOCK_ON_BOCK,
}


def test_the_finer_table_rules_show_the_stored_choices(qtbot: Any, stored: keys.Settings) -> None:
    stored.set(keys.KONTRA_RE, True)
    stored.set(keys.KONTRA_AFTER_BID, True)
    stored.set(keys.BOCK_ROUNDS, True)
    stored.set(keys.BOCK_GRAND_HAND, False)
    stored.set(keys.BOCK_ON_BOCK, True)
    stored.set(keys.TOURNAMENT_NUMBER, 4711)
    dialog = SettingsDialog(stored)
    qtbot.addWidget(dialog)
    shown = {name: getattr(dialog, name).isChecked() for name in FINER}
    assert shown == {
        "kontra_after_bid": True,
        "push_jacks": False,
        "bock_sixty_all": True,
        "bock_lost_kontra": True,
        "bock_grand_hand": False,
        "bock_high_value": True,
        "bock_on_bock": True,
    }
    assert dialog.tournament.value() == 4711 and dialog.tournament.text() == "4711"
    # They sit on the table-rules tab with their main switches.
    rules_tab = dialog.tabs.widget(1)
    assert dialog.tabs.tabText(1) == "Table rules"
    for name in (*FINER, "kontra", "ramsch", "schieberamsch", "bock", "tournament"):
        assert rules_tab.isAncestorOf(getattr(dialog, name)), name


def test_finer_choices_are_enabled_only_under_their_switch(
    qtbot: Any, stored: keys.Settings
) -> None:
    dialog = SettingsDialog(stored)
    qtbot.addWidget(dialog)

    def enabled() -> set[str]:
        names = (*FINER, "schieberamsch")
        return {name for name in names if getattr(dialog, name).isEnabled()}

    assert enabled() == set()
    dialog.kontra.setChecked(True)
    assert enabled() == {"kontra_after_bid"}
    dialog.ramsch.setChecked(True)
    assert enabled() == {"kontra_after_bid", "schieberamsch"}
    dialog.schieberamsch.setChecked(True)
    assert enabled() == {"kontra_after_bid", "schieberamsch", "push_jacks"}
    dialog.bock.setChecked(True)
    assert enabled() == set(FINER) | {"schieberamsch"}
    # A game lost with Kontra needs Kontra; the other Bock events do not.
    dialog.kontra.setChecked(False)
    assert enabled() == set(FINER) - {"kontra_after_bid", "bock_lost_kontra"} | {"schieberamsch"}
    dialog.ramsch.setChecked(False)
    assert enabled() == {"bock_sixty_all", "bock_grand_hand", "bock_high_value", "bock_on_bock"}
    dialog.bock.setChecked(False)
    assert enabled() == set()
    assert "Kontra" in dialog.bock_lost_kontra.toolTip()
    # The tournament number is always there; 0 reads as random deals.
    assert dialog.tournament.isEnabled()
    assert dialog.tournament.text() == "None (random deals)"


def test_ok_saves_the_finer_choices_greyed_ones_too(qtbot: Any, stored: keys.Settings) -> None:
    dialog = SettingsDialog(stored)
    qtbot.addWidget(dialog)
    dialog.kontra.setChecked(True)
    dialog.kontra_after_bid.setChecked(True)
    dialog.ramsch.setChecked(True)
    dialog.schieberamsch.setChecked(True)
    dialog.push_jacks.setChecked(True)
    dialog.bock.setChecked(True)
    dialog.bock_sixty_all.setChecked(False)
    dialog.bock_high_value.setChecked(False)
    dialog.bock_on_bock.setChecked(True)
    dialog.tournament.setValue(815)
    dialog.bock.setChecked(False)  # greyed now, but the choices below it are kept
    dialog.ramsch.setChecked(False)
    dialog.accept()
    assert stored.get(keys.KONTRA_AFTER_BID) and stored.get(keys.RAMSCH_PUSH_JACKS)
    assert not stored.get(keys.RAMSCH) and stored.get(keys.SCHIEBERAMSCH)
    assert not stored.get(keys.BOCK_ROUNDS)
    assert not stored.get(keys.BOCK_SIXTY_ALL) and not stored.get(keys.BOCK_HIGH_VALUE)
    assert stored.get(keys.BOCK_LOST_KONTRA) and stored.get(keys.BOCK_GRAND_HAND)
    assert stored.get(keys.BOCK_ON_BOCK)
    assert stored.get(keys.TOURNAMENT_NUMBER) == 815
    # Saved to disk as they are; with Bock rounds off, no Bock event counts.
    assert stored.path is not None
    stored.save()
    loaded = keys.load_settings(stored.path).settings
    assert loaded == stored
    config = controller_settings(loaded)
    assert config.kontra_after_bid and config.tournament_seed == 815
    assert not (config.ramsch or config.schieberamsch or config.ramsch_push_jacks)
    assert not (config.bock_on_bock or config.bock_lost_kontra or config.bock_grand_hand)
    # Switched on again, the dialog shows the kept choices ready to use.
    dialog = SettingsDialog(stored)
    qtbot.addWidget(dialog)
    assert dialog.schieberamsch.isChecked() and not dialog.schieberamsch.isEnabled()
    dialog.ramsch.setChecked(True)
    assert dialog.schieberamsch.isEnabled() and dialog.push_jacks.isEnabled()
    assert dialog.push_jacks.isChecked()
    dialog.accept()
    assert controller_settings(stored).ramsch_push_jacks
    # And back: a tournament number of 0 again means random deals.
    dialog = SettingsDialog(stored)
    qtbot.addWidget(dialog)
    dialog.tournament.setValue(0)
    dialog.accept()
    assert stored.get(keys.TOURNAMENT_NUMBER) == 0
    assert controller_settings(stored).tournament_seed is None


ENGLISH_RULE_TEXTS = {
    "kontra_after_bid": "Kontra only by a defender who bid",
    "push_jacks": "Jacks may be pushed",
    "bock_sixty_all": "After a game of 60 to 60",
    "bock_lost_kontra": "After a game lost with Kontra",
    "bock_grand_hand": "After a Grand Hand won",
    "bock_high_value": "After a game worth 120 or more",
    "bock_on_bock": "Bock on Bock (rounds stack)",
}


@pytest.mark.parametrize("code", ["de", "es", "it"])
def test_new_choices_are_translated(qtbot: Any, stored: keys.Settings, code: str) -> None:
    from skat_desktop.ui import i18n

    dialog = SettingsDialog(stored)
    qtbot.addWidget(dialog)
    assert {n: getattr(dialog, n).text() for n in ENGLISH_RULE_TEXTS} == ENGLISH_RULE_TEXTS
    english_tabs = [dialog.tabs.tabText(i) for i in range(dialog.tabs.count())]
    english_tips = [getattr(dialog, n).toolTip() for n in ("bock", "bock_on_bock", "tournament")]
    try:
        i18n.set_language(code)
        qtbot.wait(10)
        for name, english in ENGLISH_RULE_TEXTS.items():
            text = getattr(dialog, name).text()
            assert text and text != english, (code, name, text)
        tabs = [dialog.tabs.tabText(i) for i in range(dialog.tabs.count())]
        assert all(tabs) and not set(tabs) & set(english_tabs), tabs
        tips = [getattr(dialog, n).toolTip() for n in ("bock", "bock_on_bock", "tournament")]
        assert all(tips) and not set(tips) & set(english_tips)
        assert dialog.tournament.specialValueText() != "None (random deals)"
        label = dialog.findChild(QLabel, "label_tournament")
        assert label is not None and "&" in label.text() and "Tournament" not in label.text()
        # The catalogues' own words for jacks and for Bock on Bock.
        terms = {
            "de": ("Buben", "Bock auf Bock"),
            "es": ("jotas", "Bock sobre Bock"),
            "it": ("fanti", "Bock su Bock"),
        }
        jacks, bock_on_bock = terms[code]
        assert jacks in dialog.push_jacks.text()
        assert dialog.bock_on_bock.text().startswith(bock_on_bock)
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("code", ["en", "de", "es", "it"])
def test_dialog_fits_a_1024_by_600_screen(qtbot: Any, stored: keys.Settings, code: str) -> None:
    from PySide6.QtWidgets import QCheckBox

    from skat_desktop.ui import i18n

    try:
        i18n.set_language(code)
        dialog = SettingsDialog(stored)
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        for tab in range(dialog.tabs.count()):
            dialog.tabs.setCurrentIndex(tab)
            hint = dialog.sizeHint()
            # 600 pixels less a title bar and a panel.
            assert hint.width() <= 1000 and hint.height() <= 540, (code, tab, hint)
        dialog.tabs.setCurrentIndex(1)
        dialog.adjustSize()
        qtbot.wait(10)
        # No check box is cut off at the right edge: its whole text fits.
        for box in dialog.tabs.widget(1).findChildren(QCheckBox):
            assert box.width() >= box.sizeHint().width(), (code, box.objectName())
    finally:
        i18n.set_language("en")


def test_default_name_shows_translated_and_stays_stored_in_english(
    qtbot: Any, stored: keys.Settings
) -> None:
    from skat_desktop.ui import i18n

    try:
        i18n.set_language("de")
        dialog = SettingsDialog(stored)
        qtbot.addWidget(dialog)
        # The stored default "You" is not shown as English text: an empty field says "Sie".
        assert dialog.names[0].text() == ""
        assert dialog.names[0].placeholderText() == "Sie"
        dialog.names[2].setText("   ")  # an emptied computer name keeps its default too
        dialog.accept()
        assert stored.get(keys.PLAYER_NAMES) == ("You", "Anna", "Ben", "Clara", "David")
        # A chosen name is shown and kept as it is.
        stored.set(keys.PLAYER_NAMES, ("Kim", "Anna", "Ben", "Clara"))
        chosen = SettingsDialog(stored)
        qtbot.addWidget(chosen)
        assert chosen.names[0].text() == "Kim"
        chosen.accept()
        assert stored.get(keys.PLAYER_NAMES)[0] == "Kim"
        i18n.set_language("en")
        qtbot.wait(10)
        assert dialog.names[0].placeholderText() == "You"
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("code", ["en", "de", "es", "it"])
def test_the_rules_note_is_never_cut_off(qtbot: Any, stored: keys.Settings, code: str) -> None:
    """At the dialog's own size the whole note shows; on a shorter screen the tab scrolls
    instead of squeezing the word-wrapped note (German once lost its first and last lines)."""
    from skat_desktop.ui import i18n

    stored.set(keys.TABLE_SIZE, 4)
    try:
        i18n.set_language(code)
        dialog = SettingsDialog(stored)
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        dialog.tabs.setCurrentIndex(1)
        note = dialog.rules_note
        for height in (dialog.height(), 430):
            dialog.resize(dialog.width(), height)
            qtbot.wait(10)
            needed = note.heightForWidth(note.width())
            assert note.height() >= needed, (code, height, note.height(), needed)
            assert note.width() >= note.minimumSizeHint().width()
        # At its own size nothing needs scrolling: the note sits inside the visible page.
        dialog.adjustSize()
        qtbot.wait(10)
        page = dialog.tabs.widget(1)
        bottom = note.mapTo(page, note.rect().bottomLeft()).y()
        assert bottom <= page.height(), (code, bottom, page.height())
    finally:
        i18n.set_language("en")


def test_the_german_length_label_uses_the_notes_word(qtbot: Any, stored: keys.Settings) -> None:
    from skat_desktop.ui import i18n

    try:
        i18n.set_language("de")
        dialog = SettingsDialog(stored)
        qtbot.addWidget(dialog)
        label = dialog.findChild(QLabel, "label_length")
        assert label is not None
        assert "Serienlänge" in label.text().replace("&", "")
        assert "Serienlänge" in dialog.rules_note.text()
    finally:
        i18n.set_language("en")


def test_the_series_length_steps_by_rounds_of_the_table(qtbot: Any, stored: keys.Settings) -> None:
    """A step of the length adds a round: everybody deals once more (steps of 12 gave 96
    deals after eight clicks, and never a multiple of five)."""
    dialog = SettingsDialog(stored)
    qtbot.addWidget(dialog)
    assert dialog.series_length.singleStep() == 3
    for players in (5, 4, 3):
        dialog.table_size.setCurrentIndex(dialog.table_size.findData(players))
        dialog.series_length.setValue(0)
        for _ in range(4):
            dialog.series_length.stepUp()
        assert dialog.series_length.value() == 4 * players
    # A length set for one table size is rounded up for another: the box shows what OK
    # stores (15 at three showed 15, 19, 23 at four, none of them used).
    dialog.series_length.setValue(15)
    dialog.table_size.setCurrentIndex(dialog.table_size.findData(4))
    assert dialog.series_length.value() == 16
    dialog.series_length.stepUp()
    assert dialog.series_length.value() == 20
    dialog.table_size.setCurrentIndex(dialog.table_size.findData(5))
    assert dialog.series_length.value() == 20
    dialog.series_length.setValue(0)
    dialog.table_size.setCurrentIndex(dialog.table_size.findData(3))
    assert dialog.series_length.value() == 0  # no fixed end stays so
