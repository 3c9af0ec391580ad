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


def test_the_sheet_gives_the_dealer_who_sat_out_the_30_at_four(qtbot: Any) -> None:
    from skat_desktop.engine.rules import Contract
    from skat_desktop.engine.scoring import DealResult
    from skat_desktop.engine.series import FinishedDeal, Series

    series = Series(players=4, first_dealer=0)
    lost = DealResult(
        passed_in=False, declarer=2, contract=Contract.parse("G"), bid=18, value=24, score=-48
    )
    # Dealer 0 sits out; seating (1, 2, 3): position 2, player 3, loses Grand.
    series.deals.append(FinishedDeal(1, 0, series.seating(0), (), lost))
    snap = long_sheet(FOUR)
    snap = replace(
        snap,
        sheet=tuple(series.sheet_rows()),
        plain_totals=tuple(series.plain_totals()),
        seeger_fabian_totals=tuple(series.seeger_fabian_totals()),
    )
    sheet = ScoreSheet()
    qtbot.addWidget(sheet)
    sheet.show_snapshot(snap)
    sf_row = len(snap.sheet) + 1
    shown = [sheet.item(sf_row, sheet.FIXED_COLUMNS + p).text() for p in range(4)]
    assert shown == ["30", "30", "30", str(-48 - 50)]
