"""The settings dialog says "next series" for every setting that waits for the next series."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from skat_desktop.storage import settings as keys
from skat_desktop.ui import i18n
from skat_desktop.ui.settings_dialog import SettingsDialog

# Table size, series length, table rules and tournament number: read by
# ControllerSettings.new_series, so they change nothing before Game > New game.
NEXT_SERIES_ROWS = ("table", "length", "rules", "tournament")
WORDS = {
    "en": ("(next series)", "next game"),
    "de": ("(nächste Serie)", "nächstes Spiel"),
    "es": ("(próxima serie)", "próxima partida"),
    "it": ("(prossima serie)", "prossima partita"),
}


@pytest.mark.parametrize("code", list(WORDS))
def test_settings_for_the_next_series_all_say_so(qtbot: Any, tmp_path: Path, code: str) -> None:
    series, game = WORDS[code]
    assert i18n.set_language(code) == code
    try:
        dialog = SettingsDialog(keys.Settings(path=tmp_path / "settings.json"))
        qtbot.addWidget(dialog)
        labels = {
            label.objectName().removeprefix("label_"): label.text() for label, _ in dialog._rows
        }
        for row in NEXT_SERIES_ROWS:
            assert labels[row].replace("&", "").endswith(series + ":"), (row, labels[row])
        assert not [t for t in labels.values() if game in t.replace("&", "")]
    finally:
        i18n.set_language("en")
