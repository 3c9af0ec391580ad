"""Tests of the system deck loader with small KDE- and aisleriot-style SVG decks written here."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QColor

from skat_desktop.engine.cards import ACE, CLUBS, HEARTS, JACK, KING, QUEEN, card, rank_of, suit_of
from skat_desktop.ui.cards import ENV_VAR, CardRenderer, find_system_decks

SUITS = ("club", "spade", "heart", "diamond")


def _rank_name(rank: int) -> str:
    return {ACE: "1", JACK: "jack", QUEEN: "queen", KING: "king"}.get(rank, str(rank + 7))


def _colour(c: int) -> str:
    """A distinct colour per card, so a test can tell which element was drawn."""
    return f"#{c * 7:02x}{200 - c * 5:02x}{40 + c * 3:02x}"


def _svg(kde_names: bool, back: bool, skip: int | None = None) -> str:
    parts = ['<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400">']
    for c in range(32):
        if c == skip:
            continue
        r, s = _rank_name(rank_of(c)), SUITS[suit_of(c)]
        element = f"{r}_{s}" if kde_names else f"{s}_{r}"
        x, y = (c % 16) * 60, (c // 16) * 100
        parts.append(
            f'<rect id="{element}" x="{x}" y="{y}" width="59" height="91" fill="{_colour(c)}"/>'
        )
    if back:
        parts.append('<rect id="back" x="0" y="250" width="59" height="91" fill="#0000ff"/>')
    parts.append("</svg>")
    return "\n".join(parts)


def _kde_deck(root: Path, folder: str, back: bool, skip: int | None = None) -> None:
    d = root / folder
    d.mkdir(parents=True)
    (d / "index.desktop").write_text(
        "[KDE Backdeck]\nName=Test\nName[de]=Test\nSVG=deck.svg\nBack=Tristan\n", encoding="utf-8"
    )
    (d / "deck.svg").write_text(_svg(True, back, skip), encoding="utf-8")


@pytest.fixture
def deck_dir(tmp_path: Path) -> Path:
    _kde_deck(tmp_path, "svg-xskat-german", back=True)
    (tmp_path / "atlasnye_skat.svg").write_text(_svg(kde_names=False, back=False), "utf-8")
    return tmp_path


def test_finds_kde_and_aisleriot_decks(qapp: object, deck_dir: Path) -> None:
    decks = {d.style_id: d for d in find_system_decks([deck_dir])}
    assert set(decks) == {"kde:svg-xskat-german", "aisleriot:atlasnye_skat"}
    assert decks["kde:svg-xskat-german"].kind == "german"
    assert decks["kde:svg-xskat-german"].elements[card(CLUBS, ACE)] == "1_club"
    assert decks["aisleriot:atlasnye_skat"].elements[card(HEARTS, KING)] == "heart_king"
    assert decks["aisleriot:atlasnye_skat"].back is None


def test_system_deck_is_offered_and_draws_its_elements(qapp: object, deck_dir: Path) -> None:
    renderer = CardRenderer(search_dirs=[deck_dir])
    ids = [s.id for s in renderer.styles()]
    assert ids[:3] == ["french", "tournament", "german"]
    assert "kde:svg-xskat-german" in ids and "aisleriot:atlasnye_skat" in ids
    renderer.set_style("kde:svg-xskat-german")
    assert renderer.height_for_width(59) == 91
    for c in (card(CLUBS, ACE), card(HEARTS, JACK), 31):
        img = renderer.image(c, 59)
        assert img.pixelColor(30, 45) == QColor(_colour(c))
    assert renderer.image(None, 59).pixelColor(30, 45) == QColor("#0000ff")


def test_deck_without_back_gets_the_projects_back(qapp: object, deck_dir: Path) -> None:
    renderer = CardRenderer(search_dirs=[deck_dir], style="aisleriot:atlasnye_skat")
    assert renderer.style() == "aisleriot:atlasnye_skat"
    back = renderer.image(None, 59)
    assert back.pixelColor(30, 45) != QColor("#0000ff")
    assert back.pixelColor(30, 45).alpha() == 255
    assert renderer.image(card(HEARTS, QUEEN), 59).pixelColor(30, 45) == QColor(
        _colour(card(HEARTS, QUEEN))
    )


def test_incomplete_or_absent_decks_are_not_listed(qapp: object, tmp_path: Path) -> None:
    _kde_deck(tmp_path, "svg-xskat-french", back=True, skip=card(HEARTS, QUEEN))
    (tmp_path / "svg-xskat-german").mkdir()  # no index.desktop
    assert find_system_decks([tmp_path, tmp_path / "missing"]) == []
    renderer = CardRenderer(search_dirs=[tmp_path], style="kde:svg-xskat-french")
    assert [s.id for s in renderer.styles()] == ["french", "tournament", "german"]
    assert renderer.style() == "french"  # a saved style that is gone falls back


def test_search_dirs_come_from_the_environment(
    qapp: object, deck_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(ENV_VAR, str(deck_dir))
    assert len(CardRenderer().styles()) == 5
    monkeypatch.setenv(ENV_VAR, "")
    assert len(CardRenderer().styles()) == 3
