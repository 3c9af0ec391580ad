"""The fixed structure of the rules guide, its table of contents and full-text search."""

from __future__ import annotations

import html
import re
import unicodedata
from dataclasses import dataclass
from pathlib import Path

# Every language has these pages with these ids; tests hold all four languages to it.
PAGE_IDS: dict[str, tuple[str, ...]] = {
    "index": ("top",),
    "cards": ("top", "card-ranks", "card-points", "decks"),
    "seats": ("top", "seats", "dealing"),
    "bidding": ("top", "bid-order", "bid-values", "passing"),
    "skat": ("top", "pickup", "hand"),
    "contracts": (
        "top",
        "suit-games",
        "grand",
        "null-games",
        "trump-order",
        "announcements",
    ),
    "play": ("top", "follow-suit", "trick-winner"),
    "winning": ("top", "win-points", "schneider", "schwarz"),
    "value": ("top", "base-values", "matadors", "multiplier"),
    "null": ("top", "null-values"),
    "overbid": ("top", "overbid"),
    "scoring": ("top", "plain-list", "seeger-fabian"),
    "options": ("top", "kontra-re", "ramsch", "bock", "four-players", "fixed-series"),
    "examples": (
        "top",
        "example-1",
        "example-2",
        "example-3",
        "example-4",
        "example-5",
        "example-6",
    ),
    "glossary": ("top", "glossary"),
    "app": ("top", "table", "keys", "undo", "hint"),
}
PAGES: tuple[str, ...] = tuple(PAGE_IDS)

# Deal phases (engine Phase values) -> the section F1 opens while the deal is in that phase.
PHASE_SECTIONS: dict[str, tuple[str, str]] = {
    "dealing": ("seats", "dealing"),
    "bidding": ("bidding", "bid-order"),
    "skat": ("skat", "pickup"),
    "discard": ("skat", "pickup"),
    "declare": ("contracts", "top"),
    "play": ("play", "follow-suit"),
    "scored": ("value", "top"),
}

_HEADING = re.compile(r"<h([1-6])\b([^>]*)>(.*?)</h\1\s*>", re.IGNORECASE | re.DOTALL)
_ID = re.compile(r"""\bid\s*=\s*["']([^"']+)["']""", re.IGNORECASE)
_TAG = re.compile(r"<[^>]+>")
_DROP = re.compile(r"<(head|style|script)\b.*?</\1\s*>", re.IGNORECASE | re.DOTALL)
_SPACE = re.compile(r"\s+")
# Tags that end a block of text: a space stands in for them; other tags (<b>, <a>) vanish
# without one, so "the <b>40</b>." reads "the 40." and not "the 40 .".
_BLOCK_TAG = re.compile(r"</?(p|br|li|ul|ol|tr|td|th|table|h[1-6]|div|dd|dt|dl)\b[^>]*>", re.I)
_SPACE_BEFORE_MARK = re.compile(r"\s+([.,;:!?)\]»])")


def section_for_phase(phase: str) -> tuple[str, str]:
    """(page, anchor) of the help about a deal phase; accepts an engine Phase or its value."""
    key = str(getattr(phase, "value", phase)).lower()
    return PHASE_SECTIONS.get(key, ("index", "top"))


def plain_text(fragment: str) -> str:
    """Visible text of an HTML fragment, whitespace collapsed."""
    text = _TAG.sub("", _BLOCK_TAG.sub(" ", _DROP.sub(" ", fragment)))
    text = _SPACE.sub(" ", html.unescape(text)).strip()
    return _SPACE_BEFORE_MARK.sub(r"\1", text)


def fold(text: str) -> str:
    """Case- and accent-free form, so that `uberreizt` finds `überreizt` and `puntuacion` too."""
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


@dataclass(frozen=True)
class Section:
    page: str
    anchor: str
    title: str
    level: int
    text: str


@dataclass(frozen=True)
class SearchHit:
    page: str
    anchor: str
    page_title: str
    title: str
    snippet: str


def page_path(folder: Path, page: str) -> Path:
    return folder / f"{page}.html"


def parse_sections(page: str, source: str) -> list[Section]:
    """Split one page at its headings with ids; text before the first heading is dropped."""
    body = _DROP.sub(" ", source)
    marks: list[tuple[int, int, str, str, int]] = []
    for match in _HEADING.finditer(body):
        found = _ID.search(match.group(2))
        if found is None:
            continue
        marks.append(
            (
                match.start(),
                match.end(),
                found.group(1),
                plain_text(match.group(3)),
                int(match.group(1)),
            )
        )
    sections: list[Section] = []
    for i, (_start, end, anchor, title, level) in enumerate(marks):
        stop = marks[i + 1][0] if i + 1 < len(marks) else len(body)
        sections.append(Section(page, anchor, title, level, plain_text(body[end:stop])))
    return sections


class HelpIndex:
    """The pages of one language: titles, sections for the contents, and search."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.sections: dict[str, list[Section]] = {}
        for page in PAGES:
            path = page_path(folder, page)
            if path.exists():
                self.sections[page] = parse_sections(page, path.read_text(encoding="utf-8"))

    def page_title(self, page: str) -> str:
        for section in self.sections.get(page, []):
            if section.anchor == "top":
                return section.title
        return page

    def search(self, query: str, limit: int = 50) -> list[SearchHit]:
        """Sections whose title or text contain every word of `query`, title hits first."""
        words = [fold(w) for w in query.split() if w.strip()]
        if not words:
            return []
        ranked: list[tuple[int, int, SearchHit]] = []
        order = 0
        for page in PAGES:
            for section in self.sections.get(page, []):
                title = fold(section.title)
                haystack = title + " " + fold(section.text)
                if not all(w in haystack for w in words):
                    continue
                in_title = sum(w in title for w in words)
                hit = SearchHit(
                    page,
                    section.anchor,
                    self.page_title(page),
                    section.title,
                    _snippet(section.text, words),
                )
                ranked.append((-in_title, order, hit))
                order += 1
        ranked.sort(key=lambda item: (item[0], item[1]))
        return [hit for _, _, hit in ranked[:limit]]


def _snippet(text: str, words: list[str], width: int = 90) -> str:
    # fold() keeps one character per base letter for our languages, so indices line up closely.
    folded = fold(text)
    pos = min((folded.find(w) for w in words if w in folded), default=0)
    start = max(0, pos - width // 3)
    end = min(len(text), start + width)
    # Whole words only: move the cut to the nearest spaces outside the window.
    if start > 0:
        space = text.rfind(" ", 0, start)
        start = space + 1 if space >= 0 else 0
    if end < len(text):
        space = text.find(" ", end)
        end = space if space >= 0 else len(text)
    piece = text[start:end].strip()
    return ("…" if start > 0 else "") + piece + ("…" if end < len(text) else "")
