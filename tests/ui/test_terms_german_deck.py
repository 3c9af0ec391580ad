"""The German deck's suits as the help names them in each language (Herz in German), and
short forms on the score sheet that cannot be read as Grand or Null."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication

from skat_desktop.engine.cards import parse_cards
from skat_desktop.engine.rules import GameType
from skat_desktop.ui import i18n
from skat_desktop.ui.cards import shared_renderer
from skat_desktop.ui.terms import terms

HELP = Path(__file__).resolve().parents[2] / "resources" / "help"
SUITS = (GameType.CLUBS, GameType.SPADES, GameType.HEARTS, GameType.DIAMONDS)


@pytest.fixture(autouse=True)
def french_english(qapp) -> Iterator[None]:  # type: ignore[no-untyped-def]
    shared_renderer().set_style("french")
    i18n.set_language("en")
    yield
    shared_renderer().set_style("french")
    i18n.set_language("en")


def test_german_deck_says_herz_in_german_and_matches_the_help() -> None:
    t = terms()
    shared_renderer().set_style("german")
    i18n.set_language("de")
    assert [t.game(g) for g in SUITS] == ["Eichel", "Grün", "Herz", "Schellen"]
    assert t.cards(parse_cards("H9")) == "Herz 9"
    for code in ("en", "de", "es", "it"):
        i18n.set_language(code)
        page = (HELP / code / "cards.html").read_text(encoding="utf-8").lower()
        for game in SUITS:
            assert t.game(game).lower() in page, (code, t.game(game))


@pytest.mark.parametrize("code", ["en", "de", "es", "it"])
def test_german_deck_short_forms_are_apart_from_grand_and_null(code: str) -> None:
    """A paper list writes "Gr" for Grand: Grün's mark must not read as it (or Null)."""
    t = terms()
    shared_renderer().set_style("german")
    i18n.set_language(code)
    marks = [t.suit_mark(g) for g in SUITS]
    assert len(set(marks)) == 4, marks
    others = [t.game(GameType.GRAND), t.game(GameType.NULL), "Gr", "Nu"]
    for mark in marks:
        for other in others:
            assert not other.lower().startswith(mark.lower()), (mark, other)
    if code == "de":
        assert marks == ["Ei", "Grü", "He", "Sch"]
    sheet = [QCoreApplication.translate("ScoreSheet", "H", "short for Hand on the score sheet")]
    assert not set(marks) & set(sheet)
