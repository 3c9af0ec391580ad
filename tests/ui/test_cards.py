"""Tests of the project's own card decks, the index letters, the cache and style switching."""

from __future__ import annotations

import hashlib
import sys

import pytest
from PySide6.QtGui import QColor, QImage
from pytestqt.qtbot import QtBot

from skat_desktop.engine.cards import (
    ACE,
    CLUBS,
    DIAMONDS,
    HEARTS,
    JACK,
    SEVEN,
    SPADES,
    card,
)
from skat_desktop.ui.cards import (
    ASPECT,
    BUILTIN_STYLES,
    LANGUAGES,
    CardRenderer,
    index_text,
    rank_letters,
)

SIZES = (48, 120, 300)
ALL_FACES: list[int | None] = [None, *range(32)]


@pytest.fixture
def renderer(qapp: object) -> CardRenderer:
    return CardRenderer(search_dirs=[])


def _digest(img: QImage) -> str:
    return hashlib.sha1(bytes(img.constBits())).hexdigest()


@pytest.mark.parametrize("style", [s.id for s in BUILTIN_STYLES])
@pytest.mark.parametrize("width", SIZES)
def test_every_card_renders_and_differs_from_the_rest(
    renderer: CardRenderer, style: str, width: int
) -> None:
    renderer.set_style(style)
    digests = {}
    for c in ALL_FACES:
        img = renderer.image(c, width)
        assert not img.isNull()
        assert img.width() == width
        assert img.height() == round(width * ASPECT)
        digests[c] = _digest(img)
    # 33 different pictures: no two cards (nor a card and the back) look the same.
    assert len(set(digests.values())) == len(ALL_FACES)


def test_card_is_opaque_inside_and_transparent_at_the_rounded_corner(
    renderer: CardRenderer,
) -> None:
    img = renderer.image(card(HEARTS, SEVEN), 200)
    assert img.pixelColor(0, 0).alpha() == 0
    assert img.pixelColor(100, 150).alpha() == 255


def _centre(img: QImage) -> QColor:
    return img.pixelColor(img.width() // 2, img.height() // 2)


def test_tournament_deck_has_four_suit_colours(renderer: CardRenderer) -> None:
    renderer.set_style("tournament")
    # The ace's big pip covers the card's centre.
    clubs, spades, hearts, diamonds = (
        _centre(renderer.image(card(s, ACE), 200)) for s in (CLUBS, SPADES, HEARTS, DIAMONDS)
    )
    assert max(clubs.red(), clubs.green(), clubs.blue()) < 60  # black
    assert spades.green() > 100 and spades.green() > spades.red() + 60  # green
    assert spades.green() > spades.blue() + 40
    assert hearts.red() > 180 and hearts.green() < 60 and hearts.blue() < 60  # red
    assert diamonds.red() > 200 and 120 < diamonds.green() < 210 and diamonds.blue() < 60
    assert 30 <= diamonds.hue() <= 55  # yellow-orange, not red


def test_french_deck_has_two_colours(renderer: CardRenderer) -> None:
    spades = _centre(renderer.image(card(SPADES, ACE), 200))
    diamonds = _centre(renderer.image(card(DIAMONDS, ACE), 200))
    assert max(spades.red(), spades.green(), spades.blue()) < 60
    assert diamonds.red() > 180 and diamonds.green() < 60


def test_index_letters_per_deck_and_language() -> None:
    assert rank_letters("french", "de") == ("7", "8", "9", "10", "B", "D", "K", "A")
    for lang in ("en", "es", "it", "fr", "en_GB"):
        assert rank_letters("french", lang)[4:] == ("J", "Q", "K", "A")
    assert rank_letters("french", "de_AT")[4:] == ("B", "D", "K", "A")
    for lang in LANGUAGES:
        assert rank_letters("german", lang)[4:] == ("U", "O", "K", "A")
    assert index_text(card(CLUBS, JACK), "french", "de") == "B"
    assert index_text(card(CLUBS, JACK), "german", "en") == "U"


def test_language_changes_court_indices_but_not_numbers(renderer: CardRenderer) -> None:
    jack, seven = card(HEARTS, JACK), card(HEARTS, SEVEN)
    renderer.set_language("de")
    de_jack, de_seven = _digest(renderer.image(jack, 120)), _digest(renderer.image(seven, 120))
    renderer.set_language("en")
    assert _digest(renderer.image(jack, 120)) != de_jack
    assert _digest(renderer.image(seven, 120)) == de_seven
    renderer.set_language("es")  # same letters as English
    assert renderer.language() == "es"


def test_german_deck_ignores_language(renderer: CardRenderer) -> None:
    renderer.set_style("german")
    renderer.set_language("de")
    de = _digest(renderer.image(card(CLUBS, JACK), 120))
    renderer.set_language("it")
    assert _digest(renderer.image(card(CLUBS, JACK), 120)) == de


def test_cache_returns_the_same_pixmap(renderer: CardRenderer) -> None:
    first = renderer.pixmap(card(CLUBS, JACK), 80)
    assert renderer.pixmap(card(CLUBS, JACK), 80) is first
    assert renderer.pixmap(card(CLUBS, JACK), 81) is not first
    assert renderer.pixmap(None, 80) is renderer.pixmap(None, 80)


def test_pixmap_honours_device_pixel_ratio(renderer: CardRenderer) -> None:
    pix = renderer.pixmap(card(SPADES, ACE), 60, 2.0)
    assert pix.devicePixelRatio() == 2.0
    assert pix.width() == 120
    assert pix.height() == round(60 * ASPECT) * 2


def test_style_switch_notifies_listeners(renderer: CardRenderer, qtbot: QtBot) -> None:
    before = renderer.pixmap(card(HEARTS, ACE), 80)
    seen: list[str] = []
    renderer.styleChanged.connect(seen.append)
    with qtbot.waitSignal(renderer.changed, timeout=1000):
        renderer.set_style("german")
    assert seen == ["german"]
    assert renderer.style() == "german"
    assert renderer.pixmap(card(HEARTS, ACE), 80) is not before
    # Choosing the style already shown is not a change.
    with qtbot.assertNotEmitted(renderer.changed):
        renderer.set_style("german")
    with qtbot.waitSignal(renderer.languageChanged, timeout=1000) as blocker:
        renderer.set_language("it")
    assert blocker.args == ["it"]


def test_unknown_style_and_bad_card_are_refused(renderer: CardRenderer) -> None:
    with pytest.raises(ValueError, match="unknown card style"):
        renderer.set_style("tarot")
    with pytest.raises(ValueError, match="not a card"):
        renderer.pixmap(32, 80)
    assert renderer.style() == "french"


def test_styles_lists_the_three_project_decks(renderer: CardRenderer) -> None:
    styles = renderer.styles()
    assert [s.id for s in styles] == ["french", "tournament", "german"]
    assert all(s.display_name() for s in styles)
    assert renderer.style_info().kind == "french"


def test_small_card_is_dominated_by_its_index(renderer: CardRenderer) -> None:
    # At 48 px the top-left corner must carry a large share of red ink for a heart.
    img = renderer.image(card(HEARTS, SEVEN), 48)
    red = sum(
        1
        for x in range(2, 18)
        for y in range(2, 34)
        if (c := img.pixelColor(x, y)).red() > 150 and c.green() < 100
    )
    assert red > 120


@pytest.mark.skipif(sys.version_info >= (3, 12), reason="None is immortal from Python 3.12")
def test_rendering_many_cards_leaves_none_alive(renderer: CardRenderer) -> None:
    # PySide6 6.12.0 drops a reference to None per void Qt call; a few decks used to abort
    # the interpreter with "deallocating None".
    for width in range(40, 60):
        for c in ALL_FACES:
            renderer.image(c, width)
    assert sys.getrefcount(None) > 1 << 29
