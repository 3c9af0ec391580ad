"""The score sheet always shows who declared (defect 2), writes the game in full (defect 6)
and marks a deal played with undo."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest
from test_score_sheet_layout import LANGUAGES, docked, long_sheet

from skat_desktop.ui import i18n
from skat_desktop.ui.score_sheet import ScoreSheet

FOUR = ("You", "Anna", "Ben", "Clara")


def _declarer_shown(sheet: ScoreSheet, row: int, declarer: int) -> bool:
    if not sheet.isColumnHidden(sheet.DECLARER):
        return True
    cell = sheet.item(row, sheet.FIXED_COLUMNS + declarer)
    return cell is not None and cell.font().bold() and "Declarer" in cell.toolTip()


@pytest.mark.parametrize("code", LANGUAGES)
@pytest.mark.parametrize("names", [("You", "Anna", "Ben"), FOUR])
def test_the_declarer_of_every_row_is_always_visible(
    qtbot: Any, code: str, names: tuple[str, ...]
) -> None:
    _window, _dock, sheet = docked(qtbot, 250)
    i18n.set_language(code)
    snap = long_sheet(names)
    sheet.show_snapshot(snap)
    qtbot.wait(10)
    i18n.set_language("en")  # the tool tips are read in English below
    qtbot.wait(10)
    counted = [r for r, row in enumerate(snap.sheet) if row.get("contract")]
    assert counted
    for r in counted:
        declarer = snap.sheet[r]["declarer"]
        cell = sheet.item(r, sheet.FIXED_COLUMNS + declarer)
        # Marked in the declarer's own column whether or not the Declarer column fits.
        assert cell is not None and cell.font().bold(), (code, r)
        assert f"Declarer: {names[declarer]}" in cell.toolTip()
        assert _declarer_shown(sheet, r, declarer)


@pytest.mark.parametrize(("width", "won", "lost"), [(300, 864, -1152), (280, 96, -192)])
def test_the_game_column_is_never_elided(qtbot: Any, width: int, won: int, lost: int) -> None:
    _window, _dock, sheet = docked(qtbot, width)
    snap = long_sheet(won=won, lost=lost)
    sheet.show_snapshot(snap)
    qtbot.wait(10)
    header = sheet.horizontalHeader()
    # Every game, "Grand H O ✗ K" included, reads in full (else Qt elides it: "Grand ✗ K…").
    assert header.sectionSize(sheet.GAME) >= sheet.sizeHintForColumn(sheet.GAME)


def test_a_deal_played_with_undo_is_marked(qtbot: Any) -> None:
    sheet = ScoreSheet()
    qtbot.addWidget(sheet)
    snap = long_sheet()
    rows = list(snap.sheet)
    rows[1] = {**rows[1], "with_undo": True}
    sheet.show_snapshot(replace(snap, sheet=tuple(rows)))
    assert "↶" in sheet.item(1, 0).text() and "↶" not in sheet.item(0, 0).text()
    assert "Played with undo" in sheet.item(1, 0).toolTip()
