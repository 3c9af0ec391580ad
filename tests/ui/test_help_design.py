"""One rules guide in every language: the same stylesheet, page structure, pictures and links."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from skat_desktop.ui import i18n
from skat_desktop.ui.help import PAGES

HELP_ROOT = i18n.resources_dir() / "help"
OTHER_LANGUAGES = ("de", "es", "it")

_STYLE = re.compile(r"<style\b[^>]*>(.*?)</style>", re.IGNORECASE | re.DOTALL)
_LINK_CSS = re.compile(r"<link\b[^>]*>", re.IGNORECASE)
_CLASS = re.compile(r"""\bclass\s*=\s*["']([^"']+)["']""", re.IGNORECASE)
_HEADING = re.compile(r"<h([1-6])\b([^>]*)>", re.IGNORECASE)
_ID = re.compile(r"""\bid\s*=\s*["']([^"']+)["']""", re.IGNORECASE)
_CARD = re.compile(r"""<img\b[^>]*\bsrc\s*=\s*["']card:([^"']+)["']""", re.IGNORECASE)
_CARD_ROW = re.compile(r"<p\b([^>]*)>((?:\s|&nbsp;)*<img\b.*?)</p>", re.IGNORECASE | re.DOTALL)
_NAV = re.compile(r"<hr\s*/?>\s*<p\s+class=\"nav\">(.*?)</p>", re.IGNORECASE | re.DOTALL)
_HREF = re.compile(r"""\bhref\s*=\s*["']([^"']+)["']""", re.IGNORECASE)
_TABLE = re.compile(r"<table\b.*?</table>", re.IGNORECASE | re.DOTALL)


def _source(lang: str, page: str) -> str:
    return (HELP_ROOT / lang / f"{page}.html").read_text(encoding="utf-8")


def _stylesheet(source: str) -> tuple[str, tuple[str, ...]]:
    style = _STYLE.search(source)
    css = " ".join(style.group(1).split()) if style else ""
    return css, tuple(_LINK_CSS.findall(source))


def _headings(source: str) -> list[tuple[int, str]]:
    found = []
    for match in _HEADING.finditer(source):
        anchor = _ID.search(match.group(2))
        found.append((int(match.group(1)), anchor.group(1) if anchor else ""))
    return found


def _card_rows(source: str) -> list[tuple[str, list[str]]]:
    return [(attrs.strip(), _CARD.findall(row)) for attrs, row in _CARD_ROW.findall(source)]


def _table_columns(source: str) -> list[int]:
    return [len(re.findall(r"<th\b", table, re.IGNORECASE)) for table in _TABLE.findall(source)]


def _nav_links(source: str) -> list[str]:
    nav = _NAV.search(source)
    return _HREF.findall(nav.group(1)) if nav else []


def test_every_english_page_uses_the_guides_stylesheet() -> None:
    sheet = _stylesheet(_source("en", "index"))
    assert sheet[0], "en/index.html has no stylesheet"
    for page in PAGES:
        assert _stylesheet(_source("en", page)) == sheet, page


@pytest.mark.parametrize("lang", OTHER_LANGUAGES)
def test_pages_share_the_english_design(lang: str) -> None:
    differences: list[str] = []
    for page in PAGES:
        english, other = _source("en", page), _source(lang, page)
        checks = {
            "stylesheet": (_stylesheet(english), _stylesheet(other)),
            "CSS classes": (set(_CLASS.findall(english)), set(_CLASS.findall(other))),
            "headings (level, anchor)": (_headings(english), _headings(other)),
            "card picture rows": (_card_rows(english), _card_rows(other)),
            "table columns": (_table_columns(english), _table_columns(other)),
            "navigation links": (_nav_links(english), _nav_links(other)),
        }
        for what, (want, got) in checks.items():
            if want != got:
                differences.append(f"{lang}/{page}.html {what}: {got!r} != en {want!r}")
    assert not differences, "\n".join(differences)


@pytest.mark.parametrize("lang", ("en", *OTHER_LANGUAGES))
def test_every_page_ends_with_previous_contents_next(lang: str) -> None:
    for index, page in enumerate(PAGES):
        links = _nav_links(_source(lang, page))
        expected = []
        if index > 0:
            expected += [f"{PAGES[index - 1]}.html", "index.html"]
        if index + 1 < len(PAGES):
            expected.append(f"{PAGES[index + 1]}.html")
        assert links == expected, f"{lang}/{page}.html"


def test_the_guide_has_sixteen_pages_in_each_language() -> None:
    for lang in ("en", *OTHER_LANGUAGES):
        names = sorted(p.stem for p in Path(HELP_ROOT / lang).glob("*.html"))
        assert names == sorted(PAGES), lang


@pytest.mark.parametrize("lang", OTHER_LANGUAGES)
def test_contents_page_links_the_same_sections(lang: str) -> None:
    assert _HREF.findall(_source(lang, "index")) == _HREF.findall(_source("en", "index"))
