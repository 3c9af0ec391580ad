"""A search hit's words are marked where they stand, also after a leading "…" (which folds to
three dots) or a "ß" (which folds to "ss"): the tester saw "Sc[hneider.]"; and F1 shows a
section's heading whole."""

from __future__ import annotations

from typing import Any

import pytest

from skat_desktop.ui import i18n
from skat_desktop.ui.help.window import HelpWindow, block_anchors, mark_words

MARK = "<b style='background:#ffe27a'>"


def test_the_mark_is_not_shifted_by_an_ellipsis() -> None:
    out = mark_words("…won Schneider.", ["schneider"])
    assert out == f"…won {MARK}Schneider</b>."


def test_the_mark_is_not_shifted_by_a_sharp_s() -> None:
    out = mark_words("Große Stiche überreizt", ["uberreizt"])
    assert out == f"Große Stiche {MARK}überreizt</b>"


def _heading_top(window: HelpWindow, anchor: str) -> float:
    document = window.browser.document()
    block = document.begin()
    while block.isValid():
        if anchor in block_anchors(block):
            rect = document.documentLayout().blockBoundingRect(block)
            return float(rect.top() - block.blockFormat().topMargin())
        block = block.next()
    raise AssertionError(f"no heading {anchor}")


@pytest.mark.parametrize("language", ["en", "es", "it"])
def test_f1_shows_the_page_title_and_a_whole_heading(qtbot: Any, language: str) -> None:
    # F1 in the auction opened at "Who bids to whom" with the "Bidding" title out of view
    # (en) and a heading's upper half cut off (es, it).
    i18n.set_language(language)
    try:
        window = HelpWindow()
        qtbot.addWidget(window)
        window.resize(1000, 560)
        window.show()
        qtbot.waitExposed(window)
        bar = window.browser.verticalScrollBar()
        window.open_phase_help("bidding")
        qtbot.wait(20)
        assert bar.value() == 0  # the first section: the page's title stays in view
        window.open_section("bidding", "bid-values")  # a heading further down
        qtbot.wait(20)
        assert 0 < bar.value() <= _heading_top(window, "bid-values")
    finally:
        i18n.set_language("en")
