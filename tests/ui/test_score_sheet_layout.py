"""Score sheet layout and names: every player's column in view at a narrow dock, the columns
filling it, size hints that never widen the dock, short game names as on a paper list with the
full name in the tool tip."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QDockWidget, QMainWindow, QWidget

from skat_desktop.controller.game import ControllerSettings, GameController
from skat_desktop.controller.snapshot import TableSnapshot
from skat_desktop.engine.rules import Contract
from skat_desktop.ui import i18n
from skat_desktop.ui.score_sheet import ScoreSheet
from skat_desktop.ui.terms import terms

LANGUAGES = ("en", "de", "es", "it")
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


def docked(qtbot: Any, width: int) -> tuple[QMainWindow, QDockWidget, ScoreSheet]:
    """The sheet in a right-hand dock of a 1366x768 window, as the main window holds it."""
    window = QMainWindow()
    qtbot.addWidget(window)
    window.setCentralWidget(QWidget())
    sheet = ScoreSheet()
    dock = QDockWidget()
    dock.setWidget(sheet)
    window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
    window.resize(1366, 768)
    window.show()
    qtbot.waitExposed(window)
    window.resizeDocks([dock], [width], Qt.Orientation.Horizontal)
    qtbot.wait(10)
    return window, dock, sheet


def assert_players_in_view(sheet: ScoreSheet) -> None:
    header = sheet.horizontalHeader()
    view = sheet.viewport().width()
    for column in range(sheet.FIXED_COLUMNS, sheet.columnCount()):
        right = header.sectionPosition(column) + header.sectionSize(column)
        assert right <= view, (i18n.current_language(), column, right, view)
        # The numbers below the name are never cut: the column is as wide as they are.
        assert header.sectionSize(column) >= sheet.sizeHintForColumn(column)
    # No sideways scrolling, and no blank strip at the right: the columns fill the view.
    assert sheet.horizontalScrollBar().maximum() == 0
    assert header.length() == view


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_player_column_is_in_view_at_a_narrow_dock(qtbot: Any, code: str) -> None:
    _window, dock, sheet = docked(qtbot, 300)
    i18n.set_language(code)
    sheet.show_snapshot(long_sheet())
    qtbot.wait(10)
    assert 295 <= dock.width() <= 305
    assert_players_in_view(sheet)
    # The game keeps the most room of the written columns, and the declarer's name is elided
    # rather than pushing the players out.
    header = sheet.horizontalHeader()
    assert header.sectionSize(sheet.GAME) >= header.sectionSize(sheet.DECLARER)


def test_declarer_column_shows_when_there_is_room(qtbot: Any) -> None:
    window, dock, sheet = docked(qtbot, 280)
    sheet.show_snapshot(long_sheet())
    qtbot.wait(10)
    # Narrow: the declarer's column gives way to the game (the total names the declarer).
    assert sheet.isColumnHidden(sheet.DECLARER)
    assert_players_in_view(sheet)
    window.resizeDocks([dock], [480], Qt.Orientation.Horizontal)
    qtbot.wait(10)
    header = sheet.horizontalHeader()
    assert not sheet.isColumnHidden(sheet.DECLARER)
    for column in (sheet.DECLARER, sheet.GAME):  # wide: nothing elided
        assert header.sectionSize(column) >= sheet.sizeHintForColumn(column)
    assert_players_in_view(sheet)


def test_long_names_and_four_players_stay_in_view(qtbot: Any) -> None:
    _window, _dock, sheet = docked(qtbot, 330)
    i18n.set_language("es")
    names = ("Maximiliane", "Anna", "Bartholomäus", "Ben")
    sheet.show_snapshot(long_sheet(names, won=96, lost=-144))
    qtbot.wait(10)
    assert_players_in_view(sheet)
    # An elided header still names its player in full.
    item = sheet.horizontalHeaderItem(sheet.FIXED_COLUMNS + 2)
    assert item is not None and item.toolTip() == "Bartholomäus"


def test_the_dock_keeps_its_width_through_language_switches(qtbot: Any) -> None:
    window, dock, sheet = docked(qtbot, 280)
    sheet.show_snapshot(long_sheet())
    widths = []
    for code in ("de", "es", "it", "en", "es"):
        i18n.set_language(code)
        qtbot.wait(10)
        widths.append(dock.width())
        assert sheet.minimumSizeHint().width() <= 160
        assert sheet.minimumWidth() <= 160
        assert dock.minimumSizeHint().width() <= 170
        assert sheet.sizeHint().width() <= 360
        assert_players_in_view(sheet)
    assert max(widths) - min(widths) <= 2, widths
    # And the user can drag it narrower again.
    window.resizeDocks([dock], [240], Qt.Orientation.Horizontal)
    qtbot.wait(10)
    assert dock.width() <= 245


def test_size_hint_does_not_grow_with_long_rows(qtbot: Any) -> None:
    sheet = ScoreSheet()
    qtbot.addWidget(sheet)
    empty = sheet.sizeHint()
    sheet.show_snapshot(long_sheet(("Maximiliane", "Bartholomäus", "Ben")))
    assert sheet.sizeHint().width() == empty.width() <= 360
    assert sheet.minimumSizeHint().width() <= 160


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
    assert kontra.text().endswith(" K")  # short: Kontra in words in the tool tip
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


def widths(sheet: ScoreSheet) -> list[int]:
    header = sheet.horizontalHeader()
    return [
        0 if sheet.isColumnHidden(c) else header.sectionSize(c) for c in range(sheet.columnCount())
    ]


def assert_declarer_in_full(sheet: ScoreSheet) -> None:
    header = sheet.horizontalHeader()
    assert not sheet.isColumnHidden(sheet.DECLARER)
    for column in (sheet.DECLARER, sheet.GAME):  # the header and every row read in full
        wanted = max(header.sectionSizeHint(column), sheet.sizeHintForColumn(column))
        assert header.sectionSize(column) >= wanted, (i18n.current_language(), column)


def fresh_widths(qtbot: Any, width: int, snap: TableSnapshot) -> list[int]:
    """The columns of a sheet built in the language of the moment, as after a restart."""
    _window, _dock, fresh = docked(qtbot, width)
    fresh.show_snapshot(snap)
    qtbot.wait(10)
    return widths(fresh)


def test_columns_are_refitted_after_a_language_switch(qtbot: Any) -> None:
    window, dock, sheet = docked(qtbot, 480)
    sheet.show_snapshot(long_sheet())
    qtbot.wait(10)
    assert_declarer_in_full(sheet)
    i18n.set_language("de")
    qtbot.wait(10)
    item = sheet.horizontalHeaderItem(sheet.DECLARER)
    assert item is not None and item.text() == "Alleinspieler"
    assert_declarer_in_full(sheet)
    assert_players_in_view(sheet)
    assert widths(sheet) == fresh_widths(qtbot, 480, long_sheet())
    # Switched while the dock is narrow (the declarer's column hidden), then widened: the
    # German header was measured too and shows in full.
    i18n.set_language("en")
    window.resizeDocks([dock], [280], Qt.Orientation.Horizontal)
    qtbot.wait(10)
    assert sheet.isColumnHidden(sheet.DECLARER)
    i18n.set_language("de")
    qtbot.wait(10)
    window.resizeDocks([dock], [480], Qt.Orientation.Horizontal)
    qtbot.wait(10)
    assert_declarer_in_full(sheet)
    assert_players_in_view(sheet)
    assert widths(sheet) == fresh_widths(qtbot, 480, long_sheet())


def test_columns_are_refitted_after_a_bock_row(qtbot: Any) -> None:
    window, dock, sheet = docked(qtbot, 280)
    series = long_sheet()
    before = replace(series, sheet=series.sheet[:4])  # deal 5 is the first Bock deal
    sheet.show_snapshot(before)
    qtbot.wait(10)
    narrow = sheet.horizontalHeader().sectionSize(0)
    sheet.show_snapshot(series)  # "5 BB" widens the # column
    qtbot.wait(10)
    assert sheet.item(4, 0).text() == "5 BB"
    assert sheet.horizontalHeader().sectionSize(0) >= sheet.sizeHintForColumn(0) > narrow
    assert_players_in_view(sheet)
    # The rows were added while the declarer's column was hidden; widened, it shows its
    # header in full, as a sheet built with these rows does.
    assert sheet.isColumnHidden(sheet.DECLARER)
    window.resizeDocks([dock], [480], Qt.Orientation.Horizontal)
    qtbot.wait(10)
    assert_declarer_in_full(sheet)
    assert_players_in_view(sheet)
    assert widths(sheet) == fresh_widths(qtbot, 480, series)


def test_a_new_series_is_measured_by_its_own_rows(qtbot: Any) -> None:
    _window, _dock, sheet = docked(qtbot, 300)
    sheet.show_snapshot(long_sheet())
    qtbot.wait(10)
    empty = replace(long_sheet(), sheet=())
    sheet.show_snapshot(empty)
    qtbot.wait(10)
    # No cell of the old series is left under the totals' labels to widen its columns.
    for row in range(sheet.rowCount()):
        for column in range(1, sheet.FIXED_COLUMNS):
            assert sheet.item(row, column) is None
    assert widths(sheet) == fresh_widths(qtbot, 300, empty)


def test_a_deal_starting_a_bock_round_is_marked_on_its_row(qtbot: Any) -> None:
    _window, _dock, sheet = docked(qtbot, 300)
    series = long_sheet()
    rows = list(series.sheet)
    rows[1] = {**rows[1], "bock_event": "lost-kontra"}  # deal 2 starts a round
    rows[4] = {**rows[4], "bock_event": "high-value"}  # deal 5, itself Bock on Bock, too
    sheet.show_snapshot(replace(series, sheet=tuple(rows)))
    qtbot.wait(10)
    assert sheet.item(0, 0).text() == "1"
    assert sheet.item(1, 0).text() == "2 ★"
    assert sheet.item(4, 0).text() == "5 BB★"
    assert "This deal starts a Bock round." in sheet.item(1, 0).toolTip()
    header = sheet.horizontalHeaderItem(0)
    assert header is not None and "★: starts a Bock round" in header.toolTip()
    assert_players_in_view(sheet)


def four_player_deals(deals: int) -> TableSnapshot:
    """The tester's four-player series after deal 1 (You win Diamonds, Re: +72) or deal 2
    (Anna loses Diamonds with Kontra: -144)."""
    names = ("You", "Anna", "Ben", "Clara")
    snap = long_sheet(names)
    rows = (
        {
            "number": 1,
            "declarer": 0,
            "contract": "D",
            "won": True,
            "kontra": 4,
            "entries": [72, None, None, None],
            "totals": [72, 0, 0, 0],
        },
        {
            "number": 2,
            "declarer": 1,
            "contract": "D",
            "won": False,
            "kontra": 2,
            "entries": [None, -144, None, None],
            "totals": [72, -144, 0, 0],
        },
    )[:deals]
    plain = rows[-1]["totals"]
    sf = ((122, 0, 0, 0), (122, -194, 30, 30))[deals - 1]
    return replace(snap, sheet=rows, plain_totals=tuple(plain), seeger_fabian_totals=sf)


@pytest.mark.parametrize("width", [300, 340, 380, 480])
def test_the_declarer_column_does_not_come_and_go_between_deals(qtbot: Any, width: int) -> None:
    _window, _dock, sheet = docked(qtbot, width)
    shown = []
    for deals in (1, 2):
        sheet.show_snapshot(four_player_deals(deals))
        qtbot.wait(10)
        shown.append(not sheet.isColumnHidden(sheet.DECLARER))
        assert_players_in_view(sheet)
    assert shown[0] == shown[1], (width, shown)
    if width >= 480:
        assert shown == [True, True]


@pytest.mark.parametrize("code", LANGUAGES)
def test_totals_labels_take_their_short_forms_at_five_players(qtbot: Any, code: str) -> None:
    _window, _dock, sheet = docked(qtbot, 240)
    i18n.set_language(code)
    names = ("You", "Anna", "Ben", "Clara", "David")
    sheet.show_snapshot(long_sheet(names, won=96, lost=-144))
    qtbot.wait(10)
    header = sheet.horizontalHeader()
    room = sum(
        header.sectionSize(c) for c in range(sheet.FIXED_COLUMNS) if not sheet.isColumnHidden(c)
    )
    for row in (sheet.rowCount() - 2, sheet.rowCount() - 1):
        item = sheet.item(row, 0)
        # Never elided: the label shown (full or short) fits its cells; the tool tip is full.
        assert QFontMetrics(item.font()).horizontalAdvance(item.text()) + 6 <= room, (
            code,
            item.text(),
            room,
        )
        assert len(item.text()) <= len(item.toolTip())  # the tool tip names it in full
    assert (
        sheet.item(sheet.rowCount() - 1, 0).text() != sheet.item(sheet.rowCount() - 1, 0).toolTip()
    )
