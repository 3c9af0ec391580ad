"""The help page on table rules names each setting as the settings dialog shows it."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from skat_desktop.storage import settings as keys
from skat_desktop.ui import i18n
from skat_desktop.ui.settings_dialog import SettingsDialog

HELP_ROOT = i18n.resources_dir() / "help"


def _plain(html: str) -> str:
    return " ".join(re.sub(r"<[^>]+>", " ", html).split())


@pytest.mark.parametrize("code", ["en", "de", "es", "it"])
def test_help_uses_the_dialogs_names(qtbot: Any, tmp_path: Path, code: str) -> None:
    page = _plain((HELP_ROOT / code / "options.html").read_text("utf-8"))
    try:
        i18n.set_language(code)
        dialog = SettingsDialog(keys.Settings(path=tmp_path / "settings.json"))
        qtbot.addWidget(dialog)
        label = dialog.findChild(type(dialog.rules_note), "label_tournament")
        assert label is not None
        names = {
            "tab": dialog.tabs.tabText(1),
            "kontra after bid": dialog.kontra_after_bid.text(),
            "push jacks": dialog.push_jacks.text(),
            "bock rounds": dialog.bock.text(),
            # The check box adds a short explanation in brackets; the page explains more.
            "bock on bock": dialog.bock_on_bock.text().split(" (")[0],
            "tournament": label.text().replace("&", "").rstrip(":"),
        }
    finally:
        i18n.set_language("en")
    if code != "en":
        assert names["push jacks"] != "Jacks may be pushed"  # the catalogue was loaded
    missing = {what: name for what, name in names.items() if name not in page}
    assert not missing, f"{code}/options.html does not name {missing}"
