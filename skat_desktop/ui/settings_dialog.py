"""The settings dialog: names, computer strength, speed, deck, language, lists, table size,
series length, the optional table rules and the tournament number, on two tabs.

Each table rule is a storage setting: the main switches (KONTRA_RE, RAMSCH, BOCK_ROUNDS) and
the finer choices under them (Kontra after bidding, Schieberamsch and pushing jacks, the four
Bock events and Bock on Bock). A finer choice is greyed out while its main switch is off and
keeps its value for when the switch comes on again; ``controller.preferences.table_rules``
turns them into ControllerSettings, and the controller builds the next series' SeriesOptions
from those. Like the table size and the series length they apply from the next series, and
the dialog says so. Tabs keep the dialog within a 1024x600 screen.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QScrollArea,
    QSpinBox,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from skat_desktop.bots.registry import kinds
from skat_desktop.storage import settings as keys

from . import i18n
from .cards import shared_renderer
from .terms import shown_name

# Registry names that are other names of a level, or no level for a person to pick.
_NOT_LEVELS = ("random", "heuristic")
# How far a finer table rule sits in from the switch it depends on, per level.
_INDENT = 22


def bot_levels() -> list[str]:
    """The computer strengths to offer: every registered kind the settings can store."""
    order = {k: i for i, k in enumerate(keys.BOT_LEVEL_CHOICES)}
    offered = [k for k in kinds() if k not in _NOT_LEVELS and k in order]
    return sorted(offered, key=order.__getitem__)


class _FittingScrollArea(QScrollArea):
    """A tab's page that asks for its whole content (wrapped notes included) and scrolls
    only when the screen leaves less room.

    A tab widget knows nothing of height-for-width, so a word-wrapped note on a page was
    squeezed and cut off whenever the dialog came out shorter than the page needs.
    """

    def __init__(self, page: QWidget) -> None:
        super().__init__()
        self.setWidget(page)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)

    def sizeHint(self) -> QSize:
        # QScrollArea caps its hint at 24 lines; the page's own need is what counts.
        page = self.widget()
        width = page.sizeHint().width()
        height = page.sizeHint().height()
        if page.hasHeightForWidth():
            height = max(height, page.heightForWidth(width))
        return QSize(width + self.verticalScrollBar().sizeHint().width(), height)

    def minimumSizeHint(self) -> QSize:
        # The page's width and room for a scroll bar, so that no check box text is cut off;
        # any height, scrolling.
        width = (
            self.widget().minimumSizeHint().width() + self.verticalScrollBar().sizeHint().width()
        )
        return QSize(width, 0).expandedTo(super().minimumSizeHint())


def rounded_length(length: int, players: int) -> int:
    """A fixed series length rounded up to a multiple of the table size, so that everybody
    deals equally often (the engine insists); 0 (no fixed end) stays 0."""
    if length % players:
        length = min(length + players - length % players, 1000 - 1000 % players)
    return length


class SettingsDialog(QDialog):
    """Edits a storage Settings object; the values are written back only on OK."""

    def __init__(self, settings: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("settingsDialog")
        self.settings = settings
        layout = QVBoxLayout(self)
        self.tabs = QTabWidget()
        self.tabs.setObjectName("settingsTabs")
        layout.addWidget(self.tabs)
        self.general_form = self._tab("generalTab")
        self.rules_form = self._tab("rulesTab")
        self.language = QComboBox()
        self.language.addItem("", "system")
        for code in i18n.SUPPORTED_LANGUAGES:
            self.language.addItem(i18n.LANGUAGE_NAMES[code], code)
        self.deck = QComboBox()
        self.deck_styles = shared_renderer().styles()
        for style in self.deck_styles:
            self.deck.addItem(style.display_name(), style.id)
        names = tuple(settings.get(keys.PLAYER_NAMES))
        # The human's default name is stored in English ("You") so that archives and
        # statistics agree whatever the language; the field shows it translated, as the
        # placeholder of an empty field, and an empty field keeps the default.
        defaults = keys.PLAYER_NAMES.default
        self.names = [
            QLineEdit("" if i == 0 and n == defaults[0] else n) for i, n in enumerate(names)
        ]
        for edit, default in zip(self.names, defaults, strict=False):
            edit.setMaxLength(keys.MAX_NAME_LENGTH)
            edit.setPlaceholderText(default)
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
        self.table_size.addItem("", 5)
        self.series_length = QSpinBox()
        self.series_length.setRange(0, 1000)
        self.series_length.setValue(int(settings.get(keys.SERIES_LENGTH)))
        # A step is a round of the table size chosen (everybody deals once more); steps of
        # 12 went past every multiple of five.
        self.table_size.currentIndexChanged.connect(self._step_by_table)
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
        # The finer choices, each under the switch it depends on (see _update_enabled).
        self.kontra_after_bid = self._check("kontraAfterBid", keys.KONTRA_AFTER_BID)
        self.push_jacks = self._check("pushJacks", keys.RAMSCH_PUSH_JACKS)
        self.bock_sixty_all = self._check("bockSixtyAll", keys.BOCK_SIXTY_ALL)
        self.bock_lost_kontra = self._check("bockLostKontra", keys.BOCK_LOST_KONTRA)
        self.bock_grand_hand = self._check("bockGrandHand", keys.BOCK_GRAND_HAND)
        self.bock_high_value = self._check("bockHighValue", keys.BOCK_HIGH_VALUE)
        self.bock_on_bock = self._check("bockOnBock", keys.BOCK_ON_BOCK)
        self.bock_events = (
            self.bock_sixty_all,
            self.bock_lost_kontra,
            self.bock_grand_hand,
            self.bock_high_value,
        )
        self.tournament = QSpinBox()
        self.tournament.setObjectName("tournamentNumber")
        self.tournament.setRange(0, keys.MAX_TOURNAMENT_NUMBER)
        self.tournament.setValue(int(settings.get(keys.TOURNAMENT_NUMBER)))
        self.rules_note = QLabel()
        self.rules_note.setObjectName("rulesNote")
        self.rules_note.setWordWrap(True)
        for switch in (self.kontra, self.ramsch, self.schieberamsch, self.bock):
            switch.toggled.connect(self._update_enabled)
        self._update_enabled()
        self._rows: list[tuple[Any, QWidget]] = []
        general, rules = self.general_form, self.rules_form
        self._add(general, "language", self.language)
        self._add(general, "deck", self.deck)
        self._add(general, "name0", self.names[0])
        for i, edit in enumerate(self.names[1:]):
            self._add(general, "name" + str(i + 1), edit)
            if i < len(self.levels):
                self._add(general, "level" + str(i + 1), self.levels[i])
        self._add(general, "speed", self.speed)
        self._add(general, "auto", self.auto_single)
        self._add(general, "confirm", self.confirm)
        self._add(general, "list", self.score_list)
        self._add(rules, "table", self.table_size)
        self._add(rules, "length", self.series_length)
        self._add(rules, "rules", self.kontra)
        self._add(rules, "kontraAfterBid", self.kontra_after_bid, 1)
        self._add(rules, "ramsch", self.ramsch)
        self._add(rules, "schieberamsch", self.schieberamsch, 1)
        self._add(rules, "pushJacks", self.push_jacks, 2)
        self._add(rules, "bock", self.bock)
        for finer in (*self.bock_events, self.bock_on_bock):
            self._add(rules, finer.objectName(), finer, 1)
        self._add(rules, "tournament", self.tournament)
        rules.addRow(self.rules_note)
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
        self._step_by_table()
        self.auto_single.setChecked(bool(settings.get(keys.AUTO_PLAY_SINGLE_CARD)))
        self.confirm.setChecked(bool(settings.get(keys.CONFIRM_CARD_PLAY)))
        self.retranslate()

    def _tab(self, name: str) -> QFormLayout:
        page = QWidget()
        page.setObjectName(name)
        form = QFormLayout(page)
        self.tabs.addTab(_FittingScrollArea(page), "")
        return form

    def _check(self, name: str, setting: keys.Setting[bool]) -> QCheckBox:
        box = QCheckBox()
        box.setObjectName(name)
        box.setChecked(bool(self.settings.get(setting)))
        return box

    def _add(self, form: QFormLayout, key: str, widget: QWidget, indent: int = 0) -> None:
        label = QLabel()
        label.setObjectName("label_" + key)
        label.setBuddy(widget)
        field: QWidget = widget
        if indent:
            # Set in under the switch it depends on, so that the groups read at a glance.
            field = QWidget()
            row = QHBoxLayout(field)
            row.setContentsMargins(indent * _INDENT, 0, 0, 0)
            row.addWidget(widget)
        form.addRow(label, field)
        self._rows.append((label, widget))

    def _update_enabled(self) -> None:
        """Grey out each finer choice whose main switch is off (its value is kept)."""
        kontra, bock = self.kontra.isChecked(), self.bock.isChecked()
        ramsch = self.ramsch.isChecked()
        self.kontra_after_bid.setEnabled(kontra)
        self.schieberamsch.setEnabled(ramsch)
        self.push_jacks.setEnabled(ramsch and self.schieberamsch.isChecked())
        for finer in (*self.bock_events, self.bock_on_bock):
            finer.setEnabled(bock)
        # Without Kontra no game is lost with Kontra: the event cannot happen.
        self.bock_lost_kontra.setEnabled(bock and kontra)

    @staticmethod
    def _select(box: QComboBox, value: object) -> None:
        index = box.findData(value)
        if index >= 0:
            box.setCurrentIndex(index)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _step_by_table(self) -> None:
        """Steps of the table size chosen, and a length already set rounded up to a
        multiple of it (what OK would store), so that the box shows what will be used."""
        players = int(self.table_size.currentData() or 3)
        self.series_length.setSingleStep(players)
        self.series_length.setValue(rounded_length(self.series_length.value(), players))

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Settings"))
        self.tabs.setTabText(0, self.tr("General"))
        self.tabs.setTabText(1, self.tr("Table rules"))
        self.language.setItemText(0, self.tr("As the system"))
        self.names[0].setPlaceholderText(shown_name(keys.PLAYER_NAMES.default[0]))
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
        self.table_size.setItemText(
            2, self.tr("5 players (the dealer and the second to the left sit out)")
        )
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
        self.kontra_after_bid.setText(self.tr("Kontra only by a defender who bid"))
        self.kontra_after_bid.setToolTip(
            self.tr("A defender who passed without bidding or holding 18 may not say Kontra.")
        )
        self.push_jacks.setText(self.tr("Jacks may be pushed"))
        self.push_jacks.setToolTip(
            self.tr("In Schieberamsch the two cards pushed on may include jacks.")
        )
        self.bock.setText(self.tr("Bock rounds"))
        self.bock.setToolTip(
            self.tr(
                "After each event chosen below, one round of deals (one deal per player) "
                "counts double."
            )
        )
        self.bock_sixty_all.setText(self.tr("After a game of 60 to 60"))
        self.bock_lost_kontra.setText(self.tr("After a game lost with Kontra"))
        self.bock_lost_kontra.setToolTip(self.tr("Needs Kontra and Re."))
        self.bock_grand_hand.setText(self.tr("After a Grand Hand won"))
        self.bock_high_value.setText(self.tr("After a game worth 120 or more"))
        self.bock_high_value.setToolTip(self.tr("Kontra and Re are counted in the value."))
        self.bock_on_bock.setText(self.tr("Bock on Bock (rounds stack)"))
        self.bock_on_bock.setToolTip(
            self.tr(
                "Two Bock rounds run at the same time; a deal in both counts four times. "
                "Without it, rounds follow one another."
            )
        )
        self.tournament.setSpecialValueText(self.tr("None (random deals)"))
        self.tournament.setToolTip(
            self.tr(
                "With a number, every round repeats the same cards while the seats move on, "
                "and everyone who uses the same number gets the same deals."
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
            "name4": self.tr("Player &4 (5-player table):"),
            "level4": self.tr("Strength of player 4:"),
            "speed": self.tr("&Animation speed:"),
            "auto": self.tr("Card play:"),
            "confirm": "",
            "list": self.tr("&Score list:"),
            "table": self.tr("&Table size (next series):"),
            "length": self.tr("Series le&ngth (next series):"),
            "rules": self.tr("Table rules (next series):"),
            "ramsch": "",
            "schieberamsch": "",
            "bock": "",
            "tournament": self.tr("Tournament n&umber (next series):"),
        }
        for label, widget in self._rows:
            key = label.objectName().removeprefix("label_")
            label.setText(labels.get(key, ""))
            widget.setAccessibleName(labels.get(key, "").replace("&", "").rstrip(":"))

    def accept(self) -> None:
        s = self.settings
        s.set(keys.LANGUAGE, self.language.currentData())
        s.set(keys.DECK_STYLE, self.deck.currentData())
        # An empty field keeps the stored default (the human's in English, not the placeholder).
        names = tuple(
            e.text().strip() or default
            for e, default in zip(self.names, keys.PLAYER_NAMES.default, strict=True)
        )
        s.set(keys.PLAYER_NAMES, names)
        s.set(keys.BOT_LEVELS, tuple(b.currentData() for b in self.levels))
        s.set(keys.ANIMATION_SPEED, self.speed.currentData())
        s.set(keys.AUTO_PLAY_SINGLE_CARD, self.auto_single.isChecked())
        s.set(keys.CONFIRM_CARD_PLAY, self.confirm.isChecked())
        s.set(keys.SCORE_LIST, self.score_list.currentData())
        s.set(keys.TABLE_SIZE, int(self.table_size.currentData()))
        length = rounded_length(self.series_length.value(), int(self.table_size.currentData()))
        s.set(keys.SERIES_LENGTH, length)
        s.set(keys.KONTRA_RE, self.kontra.isChecked())
        s.set(keys.RAMSCH, self.ramsch.isChecked())
        s.set(keys.BOCK_ROUNDS, self.bock.isChecked())
        # The finer choices are kept as shown, greyed or not: their switch decides if they count.
        s.set(keys.SCHIEBERAMSCH, self.schieberamsch.isChecked())
        s.set(keys.KONTRA_AFTER_BID, self.kontra_after_bid.isChecked())
        s.set(keys.RAMSCH_PUSH_JACKS, self.push_jacks.isChecked())
        s.set(keys.BOCK_SIXTY_ALL, self.bock_sixty_all.isChecked())
        s.set(keys.BOCK_LOST_KONTRA, self.bock_lost_kontra.isChecked())
        s.set(keys.BOCK_GRAND_HAND, self.bock_grand_hand.isChecked())
        s.set(keys.BOCK_HIGH_VALUE, self.bock_high_value.isChecked())
        s.set(keys.BOCK_ON_BOCK, self.bock_on_bock.isChecked())
        s.set(keys.TOURNAMENT_NUMBER, self.tournament.value())
        super().accept()
