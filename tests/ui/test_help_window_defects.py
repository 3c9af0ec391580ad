"""The help window closes on Esc, opens a page in another language at the section read (its
title when read from the top), and shows search hits formatted with the term marked, on the
list and on the page opened (defect 8)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import Qt

from skat_desktop.ui import i18n
from skat_desktop.ui.help.pages import HelpIndex, plain_text
from skat_desktop.ui.help.window import _ROLE_HTML, HelpWindow


@pytest.fixture
def window(qtbot: Any) -> Iterator[HelpWindow]:
    i18n.set_language("en")
    w = HelpWindow()
    qtbot.addWidget(w)
    w.resize(700, 400)
    w.show()
    qtbot.waitExposed(w)
    yield w
    i18n.set_language("en")


def test_escape_closes_the_help(qtbot: Any, window: HelpWindow) -> None:
    window.browser.setFocus()
    qtbot.keyClick(window.browser, Qt.Key.Key_Escape)
    assert not window.isVisible()


def test_language_switch_after_reading_from_the_top_opens_at_the_title(
    qtbot: Any, window: HelpWindow
) -> None:
    window.open_section("options", "bock")
    qtbot.wait(20)
    assert window.browser.verticalScrollBar().value() > 0
    window.browser.verticalScrollBar().setValue(0)  # the reader scrolls back up to the title
    i18n.set_language("de")
    qtbot.waitUntil(lambda: "/de/options.html" in window.browser.source().toString())
    qtbot.wait(20)
    assert window.browser.verticalScrollBar().value() == 0
    assert window.current_anchor() == "top"


def test_plain_text_has_no_space_before_punctuation() -> None:
    assert plain_text("the <b>40</b>. Then <i>Hand</i>, or <a href='x'>Null</a>!") == (
        "the 40. Then Hand, or Null!"
    )
    index = HelpIndex(i18n.help_dir("en"))
    for hit in index.search("Seeger-Fabian"):
        for mark in ".,;:!?)":
            assert f" {mark}" not in hit.snippet, hit.snippet


def test_search_hits_are_formatted_and_the_term_is_marked_on_the_page(
    qtbot: Any, window: HelpWindow
) -> None:
    assert window.search("matadors") > 0
    first = window.results.item(0)
    rich = str(first.data(_ROLE_HTML))
    assert rich.startswith("<b>")  # the section's title in bold
    assert "background:#ffe27a'>matadors</b>" in rich.lower()
    window.results.itemClicked.emit(first)
    marked = [text.lower() for text in window.highlighted()]
    assert marked and all(text == "matadors" for text in marked)
    # A page opened without a search marks nothing.
    window.search_field.clear()
    window.open_section("index")
    assert window.highlighted() == []
