"""The settings dialog: names, computer strength, speed, deck, language, lists, table size,
series length and the optional table rules.

The table rules are those the storage settings hold (KONTRA_RE, RAMSCH, SCHIEBERAMSCH,
BOCK_ROUNDS); ``controller.preferences.table_rules`` turns them into ControllerSettings, and the
controller builds the next series' SeriesOptions from those. Like the table size and the
series length they apply from the next series, and the dialog says so.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from skat_desktop.bots.registry import kinds
from skat_desktop.storage import settings as keys

from . import i18n
from .cards import shared_renderer

# Registry names that are other names of a level, or no level for a person to pick.
_NOT_LEVELS = ("random", "heuristic")


def bot_levels() -> list[str]:
    """The computer strengths to offer: every registered kind the settings can store."""
    order = {k: i for i, k in enumerate(keys.BOT_LEVEL_CHOICES)}
    offered = [k for k in kinds() if k not in _NOT_LEVELS and k in order]
    return sorted(offered, key=order.__getitem__)


class SettingsDialog(QDialog):
    """Edits a storage Settings object; the values are written back only on OK."""

    def __init__(self, settings: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("settingsDialog")
        self.settings = settings
        layout = QVBoxLayout(self)
        self.form = QFormLayout()
        layout.addLayout(self.form)
        self.language = QComboBox()
        self.language.addItem("", "system")
        for code in i18n.SUPPORTED_LANGUAGES:
            self.language.addItem(i18n.LANGUAGE_NAMES[code], code)
        self.deck = QComboBox()
        self.deck_styles = shared_renderer().styles()
        for style in self.deck_styles:
            self.deck.addItem(style.display_name(), style.id)
        names = tuple(settings.get(keys.PLAYER_NAMES))
        self.names = [QLineEdit(n) for n in names]
        for edit in self.names:
            edit.setMaxLength(keys.MAX_NAME_LENGTH)
        levels = tuple(settings.get(keys.BOT_LEVELS))
        self.levels: list[QComboBox] = []
        for level in levels:
            box = QComboBox()
            for choice in bot_levels():
                box.addItem("", choice)
            # A level no longer installed (strong) falls back to normal.
            found = box.findData(level)
            box.setCurrentIndex(found if found >= 0 else max(0, box.findData("normal")))
            self.levels.append(box)
        self.speed = QComboBox()
        for speed in keys.ANIMATION_SPEEDS:
            self.speed.addItem("", speed)
        self.auto_single = QCheckBox()
        self.confirm = QCheckBox()
        self.score_list = QComboBox()
        for name in keys.SCORE_LISTS:
            self.score_list.addItem("", name)
        self.table_size = QComboBox()
        self.table_size.addItem("", 3)
        self.table_size.addItem("", 4)
        self.series_length = QSpinBox()
        self.series_length.setRange(0, 1000)
        self.series_length.setValue(int(settings.get(keys.SERIES_LENGTH)))
        # Everybody deals equally often: 12 is a multiple of both table sizes.
        self.series_length.setSingleStep(12)
        self.kontra = QCheckBox()
        self.kontra.setObjectName("kontraRe")
        self.kontra.setChecked(bool(settings.get(keys.KONTRA_RE)))
        self.ramsch = QCheckBox()
        self.ramsch.setObjectName("ramsch")
        self.ramsch.setChecked(bool(settings.get(keys.RAMSCH)))
        self.schieberamsch = QCheckBox()
        self.schieberamsch.setObjectName("schieberamsch")
        self.schieberamsch.setChecked(bool(settings.get(keys.SCHIEBERAMSCH)))
        self.bock = QCheckBox()
        self.bock.setObjectName("bockRounds")
        self.bock.setChecked(bool(settings.get(keys.BOCK_ROUNDS)))
        self.rules_note = QLabel()
        self.rules_note.setObjectName("rulesNote")
        self.rules_note.setWordWrap(True)
        self.ramsch.toggled.connect(self.schieberamsch.setEnabled)
        self.schieberamsch.setEnabled(self.ramsch.isChecked())
        self._rows: list[tuple[Any, QWidget]] = []
        self._add("language", self.language)
        self._add("deck", self.deck)
        self._add("name0", self.names[0])
        for i, edit in enumerate(self.names[1:]):
            self._add("name" + str(i + 1), edit)
            if i < len(self.levels):
                self._add("level" + str(i + 1), self.levels[i])
        self._add("speed", self.speed)
        self._add("auto", self.auto_single)
        self._add("confirm", self.confirm)
        self._add("list", self.score_list)
        self._add("table", self.table_size)
        self._add("length", self.series_length)
        self._add("rules", self.kontra)
        self._add("ramsch", self.ramsch)
        self._add("schieberamsch", self.schieberamsch)
        self._add("bock", self.bock)
        layout.addWidget(self.rules_note)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self._select(self.language, settings.get(keys.LANGUAGE))
        self._select(self.deck, settings.get(keys.DECK_STYLE))
        self._select(self.speed, settings.get(keys.ANIMATION_SPEED))
        self._select(self.score_list, settings.get(keys.SCORE_LIST))
        self._select(self.table_size, settings.get(keys.TABLE_SIZE))
        self.auto_single.setChecked(bool(settings.get(keys.AUTO_PLAY_SINGLE_CARD)))
        self.confirm.setChecked(bool(settings.get(keys.CONFIRM_CARD_PLAY)))
        self.retranslate()

    def _add(self, key: str, widget: QWidget) -> None:
        label = QLabel()
        label.setObjectName("label_" + key)
        label.setBuddy(widget)
        self.form.addRow(label, widget)
        self._rows.append((label, widget))

    @staticmethod
    def _select(box: QComboBox, value: object) -> None:
        index = box.findData(value)
        if index >= 0:
            box.setCurrentIndex(index)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Settings"))
        self.language.setItemText(0, self.tr("As the system"))
        for i, style in enumerate(self.deck_styles):
            self.deck.setItemText(i, style.display_name())
        level_names = {
            "easy": self.tr("Easy"),
            "normal": self.tr("Normal"),
            "strong": self.tr("Strong"),
        }
        for box in self.levels:
            for i in range(box.count()):
                box.setItemText(i, level_names.get(str(box.itemData(i)), str(box.itemData(i))))
        speeds = {
            "off": self.tr("No animation"),
            "fast": self.tr("Fast"),
            "normal": self.tr("Normal"),
            "slow": self.tr("Slow"),
        }
        for i in range(self.speed.count()):
            self.speed.setItemText(i, speeds[str(self.speed.itemData(i))])
        self.score_list.setItemText(0, self.tr("Plain list"))
        self.score_list.setItemText(1, self.tr("Seeger-Fabian"))
        self.table_size.setItemText(0, self.tr("3 players"))
        self.table_size.setItemText(1, self.tr("4 players (the dealer sits out)"))
        self.series_length.setSpecialValueText(self.tr("No fixed end"))
        self.series_length.setSuffix(self.tr(" deals"))
        self.auto_single.setText(self.tr("Play my only legal card by itself"))
        self.confirm.setText(self.tr("Ask before a card is played"))
        self.kontra.setText(self.tr("Kontra and Re"))
        self.kontra.setToolTip(
            self.tr("A defender may double the game before the first card; the declarer redoubles.")
        )
        self.ramsch.setText(self.tr("Ramsch when all pass"))
        self.ramsch.setToolTip(
            self.tr("Instead of a redeal everyone plays alone; the most card points lose.")
        )
        self.schieberamsch.setText(self.tr("Schieberamsch (skat pushed on)"))
        self.bock.setText(self.tr("Bock rounds"))
        self.bock.setToolTip(
            self.tr(
                "After a game of 60 to 60, a game lost after Kontra, a Grand Hand won or a "
                "game worth 120 or more, one round of deals counts double."
            )
        )
        self.rules_note.setText(
            self.tr(
                "Table rules, table size and series length apply to the next series "
                "(Game > New game). A fixed length is rounded up to a multiple of the "
                "players at the table. See Help > Rules, optional table rules."
            )
        )
        labels = {
            "language": self.tr("&Language:"),
            "deck": self.tr("&Deck style:"),
            "name0": self.tr("&Your name:"),
            "name1": self.tr("Player &1:"),
            "level1": self.tr("Strength of player 1:"),
            "name2": self.tr("Player &2:"),
            "level2": self.tr("Strength of player 2:"),
            "name3": self.tr("Player &3 (4-player table):"),
            "level3": self.tr("Strength of player 3:"),
            "speed": self.tr("&Animation speed:"),
            "auto": self.tr("Card play:"),
            "confirm": "",
            "list": self.tr("&Score list:"),
            "table": self.tr("&Table size (next game):"),
            "length": self.tr("Series le&ngth (next game):"),
            "rules": self.tr("Table rules (next series):"),
            "ramsch": "",
            "schieberamsch": "",
            "bock": "",
        }
        for label, widget in self._rows:
            key = label.objectName().removeprefix("label_")
            label.setText(labels.get(key, ""))
            widget.setAccessibleName(labels.get(key, "").replace("&", "").rstrip(":"))

    def accept(self) -> None:
        s = self.settings
        s.set(keys.LANGUAGE, self.language.currentData())
        s.set(keys.DECK_STYLE, self.deck.currentData())
        s.set(keys.PLAYER_NAMES, tuple(e.text().strip() or e.placeholderText() for e in self.names))
        s.set(keys.BOT_LEVELS, tuple(b.currentData() for b in self.levels))
        s.set(keys.ANIMATION_SPEED, self.speed.currentData())
        s.set(keys.AUTO_PLAY_SINGLE_CARD, self.auto_single.isChecked())
        s.set(keys.CONFIRM_CARD_PLAY, self.confirm.isChecked())
        s.set(keys.SCORE_LIST, self.score_list.currentData())
        s.set(keys.TABLE_SIZE, int(self.table_size.currentData()))
        players = int(self.table_size.currentData())
        length = self.series_length.value()
        if length % players:
            # A fixed series lets everybody deal equally often (the engine insists).
            length = min(length + players - length % players, 1000 - 1000 % players)
        s.set(keys.SERIES_LENGTH, length)
        s.set(keys.KONTRA_RE, self.kontra.isChecked())
        s.set(keys.RAMSCH, self.ramsch.isChecked())
        s.set(keys.SCHIEBERAMSCH, self.ramsch.isChecked() and self.schieberamsch.isChecked())
        s.set(keys.BOCK_ROUNDS, self.bock.isChecked())
        super().accept()
