"""The review table places the seats as the live table does: the human at the bottom, the
next seat clockwise top left, the one after it top right (defect 7)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from test_review_you import archived, english  # noqa: F401 (english: an autouse fixture)

from skat_desktop.ui.review.window import ReviewWindow
from skat_desktop.ui.table.scene import seat_side


def test_the_human_sits_at_the_bottom_of_the_review_table(qtbot: Any, tmp_path: Path) -> None:
    window = ReviewWindow.for_archived(archived(tmp_path))
    qtbot.addWidget(window)
    window.resize(1100, 680)
    window.show()
    sides = {0: "bottom", 1: "left", 2: "right"}
    checked = 0
    for index, review in enumerate(window.deals):
        window.select_deal(index)
        names = review.names
        if "You" not in names:
            continue
        you = names.index("You")
        table = window.table
        assert table.side(you) == 0, (index, names)
        width = table.card_width()
        bottom = table._hand_origin(you, 10, width)
        for seat in range(3):
            if seat == you:
                continue
            origin = table._hand_origin(seat, 10, width)
            assert origin.y() < bottom.y()  # the others sit above the human
            # Clockwise after the human as on the live table (3 players: left, then right).
            assert sides[table.side(seat)] == seat_side((seat - you) % 3, 3)
        checked += 1
    assert checked


def test_a_deal_played_with_undo_is_marked_in_the_deal_list(qtbot: Any) -> None:
    from dataclasses import replace

    from test_review_samples import NAMES, play_series

    series = play_series(deals=2)
    series.deals[1] = replace(series.deals[1], with_undo=True)
    from skat_desktop.ui.review.sources import deals_from_series

    window = ReviewWindow(deals_from_series(series, NAMES), title="undo")
    qtbot.addWidget(window)
    assert "played with undo" not in window.deal_list.item(0).text()
    assert window.deal_list.item(1).text().endswith("↶ played with undo")
