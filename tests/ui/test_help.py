"""Help pages and help window: structure in every language, links, pictures, search, switching."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QUrl
from PySide6.QtGui import QColor, QImage, QTextDocument

from skat_desktop.ui import i18n
from skat_desktop.ui.help import (
    PAGE_IDS,
    PAGES,
    PHASE_SECTIONS,
    HelpWindow,
    fallback_card_image,
    section_for_phase,
    set_card_image_provider,
)
from skat_desktop.ui.help.cardimages import is_card_code

REQUIRED_LANGUAGES = ("en", "de", "es", "it")
HELP_ROOT = i18n.resources_dir() / "help"
ID_RE = re.compile(r"""\bid\s*=\s*["']([^"']+)["']""")
HREF_RE = re.compile(r"""<a\b[^>]*\bhref\s*=\s*["']([^"']+)["']""", re.IGNORECASE)
SRC_RE = re.compile(r"""<img\b[^>]*\bsrc\s*=\s*["']([^"']+)["']""", re.IGNORECASE)


def languages_present() -> list[str]:
    return sorted(p.name for p in HELP_ROOT.iterdir() if p.is_dir())


def ids_of(path: Path) -> list[str]:
    return ID_RE.findall(path.read_text(encoding="utf-8"))


def all_bid_values() -> set[int]:
    values = {23, 35, 46, 59}
    for base, top in ((9, 18), (10, 18), (11, 18), (12, 18), (24, 11)):
        values.update(base * m for m in range(2, top + 1))
    return values


@pytest.fixture(autouse=True)
def english() -> Iterator[None]:
    i18n.set_language("en")
    yield
    i18n.set_language("en")
    set_card_image_provider(None)


@pytest.fixture
def window(qtbot) -> HelpWindow:  # type: ignore[no-untyped-def]
    w = HelpWindow()
    qtbot.addWidget(w)
    w.show()
    return w


def test_all_four_languages_present() -> None:
    missing = sorted(set(REQUIRED_LANGUAGES) - set(languages_present()))
    assert not missing, f"help pages missing for: {missing}"


@pytest.mark.parametrize("lang", languages_present())
def test_every_page_has_the_required_ids_once(lang: str) -> None:
    for page in PAGES:
        path = HELP_ROOT / lang / f"{page}.html"
        assert path.exists(), f"{lang}/{page}.html missing"
        ids = ids_of(path)
        assert len(ids) == len(set(ids)), f"{lang}/{page}: duplicate ids"
        for anchor in PAGE_IDS[page]:
            assert anchor in ids, f"{lang}/{page}.html lacks id {anchor!r}"
        assert re.search(r"<h1\b[^>]*id=\"top\"", path.read_text(encoding="utf-8"))


@pytest.mark.parametrize("lang", [x for x in languages_present() if x != "en"])
def test_same_anchors_as_english(lang: str) -> None:
    for page in PAGES:
        english_ids = set(ids_of(HELP_ROOT / "en" / f"{page}.html"))
        assert set(ids_of(HELP_ROOT / lang / f"{page}.html")) == english_ids, page


@pytest.mark.parametrize("lang", languages_present())
def test_links_and_pictures_resolve(lang: str, qtbot) -> None:  # type: ignore[no-untyped-def]
    folder = HELP_ROOT / lang
    w = HelpWindow()
    qtbot.addWidget(w)
    card_pictures = 0
    for page in PAGES:
        source = (folder / f"{page}.html").read_text(encoding="utf-8")
        for href in HREF_RE.findall(source):
            if href.startswith(("http://", "https://", "mailto:")):
                continue
            target, _, anchor = href.partition("#")
            target_path = folder / (target or f"{page}.html")
            assert target_path.exists(), f"{lang}/{page}: broken link {href}"
            if anchor:
                assert anchor in ids_of(target_path), f"{lang}/{page}: no anchor {href}"
        for src in SRC_RE.findall(source):
            if src.startswith("card:"):
                code = src.removeprefix("card:")
                assert is_card_code(code), f"{lang}/{page}: bad card {src}"
                image = w.browser.loadResource(
                    QTextDocument.ResourceType.ImageResource.value, QUrl(src)
                )
                assert isinstance(image, QImage) and not image.isNull()
                card_pictures += 1
            else:
                assert (folder / src).exists(), f"{lang}/{page}: missing picture {src}"
    assert card_pictures >= 30


@pytest.mark.parametrize("lang", languages_present())
def test_bid_table_lists_every_bid_value(lang: str) -> None:
    source = (HELP_ROOT / lang / "bidding.html").read_text(encoding="utf-8")
    table = source.split('id="bid-values"', 1)[1].split("</table>", 1)[0]
    cells = {int(n) for n in re.findall(r"<td[^>]*>\s*(?:<b>)?(\d+)(?:</b>)?\s*</td>", table)}
    assert all_bid_values() <= cells
    assert min(all_bid_values()) == 18 and max(all_bid_values()) == 264


def test_phase_sections_point_at_real_anchors() -> None:
    for page, anchor in PHASE_SECTIONS.values():
        assert anchor in PAGE_IDS[page]
    assert section_for_phase("bidding") == ("bidding", "bid-order")
    assert section_for_phase("unknown") == ("index", "top")


def test_window_opens_a_section_by_anchor(window: HelpWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    window.open_section("bidding", "bid-values")
    assert window.current_page() == "bidding"
    assert window.current_anchor() == "bid-values"
    # The table sits below the introduction: scrolled to it means the bar left the top.
    qtbot.waitUntil(lambda: window.browser.verticalScrollBar().value() > 0)
    assert "Table of bid values" in window.browser.toPlainText()
    assert window.contents.currentItem().text(0) == "Bidding"


def test_phase_help_opens_the_matching_page(window: HelpWindow) -> None:
    window.open_phase_help("play")
    assert (window.current_page(), window.current_anchor()) == ("play", "follow-suit")


def test_back_and_forward(window: HelpWindow) -> None:
    window.open_section("cards")
    window.open_section("null")
    assert window.back_action.isEnabled()
    window.back_action.trigger()
    assert window.current_page() == "cards"
    assert window.forward_action.isEnabled()
    window.forward_action.trigger()
    assert window.current_page() == "null"


def test_contents_lists_every_page(window: HelpWindow) -> None:
    assert window.contents.topLevelItemCount() == len(PAGES)
    titles = [window.contents.topLevelItem(i).text(0) for i in range(len(PAGES))]
    assert "Glossary" in titles and "Worked examples" in titles


def test_search_finds_a_term_and_opens_the_hit(window: HelpWindow) -> None:
    assert window.search("Seeger-Fabian") > 0
    first = window.results.item(0)
    assert "Seeger-Fabian" in first.text()
    window.results.itemClicked.emit(first)
    assert window.current_page() == "scoring"
    assert window.current_anchor() == "seeger-fabian"
    assert window.search("no-such-word-anywhere") == 0


def test_search_needs_every_word(window: HelpWindow) -> None:
    assert window.search("matadors Hand") > 0
    for i in range(window.results.count()):
        assert window.results.item(i).data(256)


def test_language_switch_reloads_the_page(window: HelpWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    window.open_section("value", "matadors")
    assert "/en/value.html" in window.browser.source().toString()
    i18n.set_language("de")
    qtbot.waitUntil(lambda: "/de/value.html" in window.browser.source().toString())
    assert window.current_anchor() == "matadors"
    assert "Spitzen" in window.browser.toPlainText()
    assert window.windowTitle() == "Skatregeln"
    assert window.contents.topLevelItem(0).text(0) == "Skatregeln"
    # Search follows the language too, accents optional.
    assert window.search("uberreizt") > 0
    i18n.set_language("en")
    qtbot.waitUntil(lambda: "/en/value.html" in window.browser.source().toString())
    assert window.windowTitle() == "Skat rules"


def test_card_image_provider_hook(window: HelpWindow) -> None:
    asked: list[tuple[str, int]] = []

    def provider(code: str, height: int) -> QImage:
        asked.append((code, height))
        image = QImage(10, height, QImage.Format.Format_ARGB32)
        image.fill(QColor("green"))
        return image

    set_card_image_provider(provider)
    window.open_section("contracts", "trump-order")
    assert ("CJ", window.browser.card_height) in asked
    image = window.browser.loadResource(
        QTextDocument.ResourceType.ImageResource.value, QUrl("card:HA")
    )
    assert image.width() == 10 and image.pixelColor(5, 5) == QColor("green")
    set_card_image_provider(None)
    image = window.browser.loadResource(
        QTextDocument.ResourceType.ImageResource.value, QUrl("card:HA")
    )
    assert image.width() != 10


def test_fallback_card_image(qapp) -> None:  # type: ignore[no-untyped-def]
    image = fallback_card_image("ST", 80)
    assert image.height() == 80 and 40 < image.width() < 80
    # White card face in the middle of the picture, transparent corner.
    assert image.pixelColor(image.width() // 2, 5) == QColor("white")
    assert image.pixelColor(0, 0).alpha() == 0
