"""Score sheet game names: short as on a paper list, the full name in the tool tip."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from typing import Any

import pytest

from skat_desktop.controller.game import ControllerSettings, GameController
from skat_desktop.controller.snapshot import TableSnapshot
from skat_desktop.engine.rules import Contract
from skat_desktop.ui import i18n
from skat_desktop.ui.score_sheet import ScoreSheet
from skat_desktop.ui.terms import terms

# The longest names a deal can have, with Kontra and Re, and a passed-in deal.
CODES = ("HHS", "CHSZ", "GHSZO", "NOH", "SHS", "DHSZ", "NO", "G")


@pytest.fixture(autouse=True)
def english(qapp: Any) -> Iterator[None]:
    i18n.set_language("en")
    yield
    i18n.set_language("en")


def long_sheet(
    names: tuple[str, ...] = ("You", "Anna", "Ben"), won: int = 864, lost: int = -1152
) -> TableSnapshot:
    """A series whose rows hold every long game name, with four-digit totals by default."""
    snap = GameController(ControllerSettings(seed=3, speed="off")).snapshot()
    rows: list[dict[str, Any]] = []
    totals = [0] * len(names)
    for number, code in enumerate(CODES, start=1):
        declarer = number % len(names)
        entries: list[int | None] = [None] * len(names)
        entries[declarer] = lost if number % 2 else won
        totals[declarer] += entries[declarer] or 0
        rows.append(
            {
                "number": number,
                "declarer": declarer,
                "contract": code,
                "won": number % 2 == 0,
                "entries": entries,
                "totals": list(totals),
                "kontra": {3: 2, 4: 4}.get(number, 1),
                "bock": 4 if number == 5 else 1,
            }
        )
    rows.append({"number": 9, "declarer": None, "passed_in": True, "entries": [None] * 3})
    return replace(
        snap,
        names=names,
        players=len(names),
        sheet=tuple(rows),
        plain_totals=tuple(totals),
        seeger_fabian_totals=tuple(t - 1000 for t in totals),
    )


def test_game_is_short_on_the_sheet_and_full_in_its_tool_tip(qtbot: Any) -> None:
    sheet = ScoreSheet()
    qtbot.addWidget(sheet)
    sheet.show_snapshot(long_sheet())
    t = terms()
    full = t.contract(Contract.parse("HHS"))
    first = sheet.item(0, sheet.GAME)
    assert first.text() == sheet.short_game(Contract.parse("HHS")) + " ✗"
    assert len(first.text()) < len(full) / 2
    assert full in first.toolTip() and "lost" in first.toolTip()
    kontra = sheet.item(2, sheet.GAME)
    assert kontra.text().endswith("Kontra")
    assert t.contract(Contract.parse("GHSZO")) in kontra.toolTip()
    assert "Kontra: the game value counts double." in kontra.toolTip()
    # The declarer's cell, which may be elided, names the declarer in its tool tip, and so
    # does the game's (the declarer's column is hidden when the dock is narrow).
    assert sheet.item(0, sheet.DECLARER).toolTip() == "Anna"
    assert "Declarer: Anna" in first.toolTip()
    i18n.set_language("de")
    qtbot.wait(10)  # the sheet re-labels itself on the LanguageChange event
    assert t.contract(Contract.parse("HHS")) in sheet.item(0, sheet.GAME).toolTip()
    assert "verloren" in sheet.item(0, sheet.GAME).toolTip()
    header = sheet.horizontalHeaderItem(sheet.GAME)
    assert header is not None and "Schneider angesagt" in header.toolTip()
