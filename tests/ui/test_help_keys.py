"""The help's keyboard table: the same keys in every language, and every shortcut of the
main window in it."""

from __future__ import annotations

import html
import re
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtGui import QKeySequence

from skat_desktop.controller.game import ControllerSettings, GameController
from skat_desktop.ui import i18n
from skat_desktop.ui.main_window import MainWindow

HELP_ROOT = i18n.resources_dir() / "help"
LANGUAGES = ("en", "de", "es", "it")
# Each language's names of keys, as Qt's menus write them, back to the English ones.
KEY_WORDS = {
    "en": {},
    "de": {
        "Pfeil links / rechts": "Left / Right arrow",
        "Pfeil hoch / runter": "Up / Down",
        "Leertaste": "Space",
        "Eingabe": "Enter",
        "Strg": "Ctrl",
        "Umschalt": "Shift",
        " oder ": " or ",
    },
    "es": {
        "Flecha izquierda / derecha": "Left / Right arrow",
        "Arriba / Abajo": "Up / Down",
        "Espacio": "Space",
        "Intro": "Enter",
        "Mayús": "Shift",
        " o ": " or ",
    },
    "it": {
        "Freccia sinistra / destra": "Left / Right arrow",
        "Su / Giù": "Up / Down",
        "Spazio": "Space",
        "Invio": "Enter",
        "Maiusc": "Shift",
        " o ": " or ",
    },
}


def key_table(lang: str) -> list[tuple[str, str]]:
    """(key, action) per row of the table under the page's "keys" heading."""
    source = Path(HELP_ROOT / lang / "app.html").read_text(encoding="utf-8")
    section = source.split('id="keys"', 1)[1]
    table = section[: section.index("</table>")]
    rows = []
    for row in re.findall(r"<tr>(.*?)</tr>", table, re.DOTALL):
        cells = [html.unescape(c).strip() for c in re.findall(r"<td>(.*?)</td>", row, re.DOTALL)]
        if cells:
            rows.append((cells[0], cells[1]))
    return rows


def english_keys(lang: str) -> list[str]:
    keys = []
    for key, _action in key_table(lang):
        for word, english in KEY_WORDS[lang].items():
            key = key.replace(word, english)
        keys.append(key)
    return keys


def named_keys(cell: str) -> set[str]:
    """The key sequences a cell names: "Ctrl+R or F5", "1 – 9, 0", "Ctrl+1 – Ctrl+3"."""
    found = set()
    for part in re.split(r" or |, ", cell):
        span = re.fullmatch(r"(.*?)(\d) – (.*?)(\d)", part)
        if span and span.group(1) == span.group(3):
            for digit in range(int(span.group(2)), int(span.group(4)) + 1):
                found.add(span.group(1) + str(digit))
        else:
            found.add(part)
    return found


@pytest.mark.parametrize("lang", LANGUAGES[1:])
def test_the_key_table_has_the_same_keys_in_every_language(lang: str) -> None:
    assert english_keys(lang) == english_keys("en")
    for _key, action in key_table(lang):
        assert action and action != _key


def test_the_key_table_names_the_keys_of_today() -> None:
    keys = english_keys("en")
    for wanted in ("Space", "Enter", "Left / Right arrow", "L", "F9", "Esc", "Ctrl+D"):
        assert wanted in keys
    assert "0" in named_keys("1 – 9, 0") and "1 – 9, 0" in keys
    assert "Ctrl+R or F5" in keys
    actions = dict(key_table("en"))
    assert "tenth" in actions["1 – 9, 0"] and "Ouvert" in actions["1 – 9, 0"]
    assert "Put away" in actions["Enter"] and "Play again" in actions["Enter"]


def test_every_shortcut_of_the_window_is_in_the_key_table(qtbot: Any) -> None:
    window = MainWindow(GameController(ControllerSettings(seed=1, speed="off")), None)
    qtbot.addWidget(window)
    named: set[str] = set()
    for key in english_keys("en"):
        named |= named_keys(key)
    missing = []
    for action in window.actions():
        if (
            action.objectName().startswith("deck_")
            and action not in list(window.deck_actions.values())[:3]
        ):
            continue  # decks installed on the system: "further numbers"
        for sequence in action.shortcuts():
            text = sequence.toString(QKeySequence.SequenceFormat.PortableText)
            if text not in named:
                missing.append((action.objectName(), text))
    assert not missing
