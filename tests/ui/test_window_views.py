"""The window's looks: resizing, deck and language switches mid-deal, the score sheet."""

from __future__ import annotations

from typing import ClassVar

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator
from PySide6.QtWidgets import QApplication

from skat_desktop.controller.game import ControllerSettings, GameController
from skat_desktop.ui import i18n
from skat_desktop.ui.cards import shared_renderer
from skat_desktop.ui.main_window import MainWindow


class FakeGerman(QTranslator):
    """Translates a few source strings so the test can see every label change."""

    WORDS: ClassVar[dict[tuple[str, str], str]] = {
        ("MainWindow", "&Game"): "&Spiel",
        ("MainWindow", "&Undo"): "&Rückgängig",
        ("TableScene", "Dealer"): "Geber",
        ("Terms", "Forehand"): "Vorhand",
        ("Terms", "Middlehand"): "Mittelhand",
        ("Terms", "Rearhand"): "Hinterhand",
        ("ScoreSheet", "Declarer"): "Alleinspieler",
    }

    def translate(self, context, source, disambiguation=None, n=-1):
        return self.WORDS.get((context, source), "")

    def isEmpty(self) -> bool:
        return False


@pytest.fixture
def window(qtbot, monkeypatch):
    controller = GameController(ControllerSettings(speed="off", seed=4))
    w = MainWindow(controller, None)
    qtbot.addWidget(w)
    w.scene.speed = "off"
    monkeypatch.setattr(w, "_confirm", lambda question: True)
    w.resize(1200, 760)
    w.show()
    qtbot.waitExposed(w)
    w.new_game()
    qtbot.waitUntil(lambda: w.snapshot.state not in ("idle", "dealing"))
    return w


@pytest.mark.parametrize("size", [(1024, 640), (1366, 768), (1920, 1080), (2560, 1440)])
def test_everything_stays_inside_the_view(qtbot, window, size):
    window.resize(*size)
    qtbot.waitUntil(lambda: window.view.viewport().width() > 0)
    qtbot.wait(20)
    visible = window.view.viewport().rect()
    assert window.scene.sceneRect().width() == visible.width()
    content = window.scene.content_rect()
    assert content.left() >= -4 and content.top() >= -4
    assert content.right() <= visible.width() + 4
    assert content.bottom() <= visible.height() + 4
    # Cards grow with the window: at full HD they are at least 110 px high.
    hand = window.scene.hand_items()
    assert len(hand) == 10
    if size[1] >= 1000:
        assert hand[0].sceneBoundingRect().height() > 110


def test_hand_is_sorted_jacks_first(window):
    order = window.scene.hand_order()
    jacks = [c for c in order if c & 7 == 4]
    assert order[: len(jacks)] == sorted(jacks)  # clubs, spades, hearts, diamonds jacks


def _drawn_keys(window: MainWindow) -> dict[tuple[object, ...], int]:
    """Paint the window, then each visible card item's picture's cache key."""
    window.grab()
    keys = {}
    for item in window.scene.visible_cards():
        pix = item.current_pixmap()
        assert pix is not None and not pix.isNull()
        keys[item.key] = pix.cacheKey()
    return keys


def test_deck_switch_mid_deal_redraws_every_card(qtbot, window):
    renderer = shared_renderer()
    before = _drawn_keys(window)
    backs = [k for k in before if k[0] != "c"]
    assert len(before) >= 10 and backs  # the hand, the opponents' backs, the skat
    items = {id(i) for i in window.scene.visible_cards()}
    window.set_deck("german")
    assert window.pixmaps.deck == "german" == renderer.style()
    assert window.deck_actions["german"].isChecked()
    # The switch itself drops every item's picture: nothing shows the old deck any more.
    assert all(i.current_pixmap() is None for i in window.scene.visible_cards())
    after = _drawn_keys(window)
    assert {id(i) for i in window.scene.visible_cards()} == items
    assert after.keys() == before.keys()
    assert all(after[k] != before[k] for k in before)
    # Each picture is the renderer's own, at the item's exact size.
    dpr = window.view.devicePixelRatioF()
    for item in window.scene.visible_cards():
        expected = renderer.pixmap(item.card, round(item.width), dpr)
        assert item.current_pixmap().cacheKey() == expected.cacheKey()
        assert item.width == round(item.width)
    renderer.set_style("french")  # another window or the settings dialog may switch too
    assert window.deck_actions["french"].isChecked()
    assert all(i.current_pixmap() is None for i in window.scene.visible_cards())


def test_help_pictures_come_from_the_deck_renderer(qtbot, window):
    from skat_desktop.engine.cards import parse_card
    from skat_desktop.ui.help import cardimages

    renderer = shared_renderer()
    image = cardimages.card_image("CJ", 120)
    assert image.height() == 120
    assert image == renderer.image(parse_card("CJ"), round(120 / renderer.aspect()), 1.0)
    assert cardimages.card_image("back", 120) == renderer.image(
        None, round(120 / renderer.aspect()), 1.0
    )
    refreshed = []

    class Listener:
        def reload_card_images(self) -> None:
            refreshed.append(renderer.style())

    listener = Listener()
    cardimages.register_listener(listener)
    window.set_deck("tournament")
    assert refreshed == ["tournament"]
    assert cardimages.card_image("CJ", 120) == renderer.image(
        parse_card("CJ"), round(120 / renderer.aspect()), 1.0
    )
    window.set_deck("french")


def test_card_index_language_follows_the_app(qtbot, window):
    try:
        i18n.set_language("de")
        assert shared_renderer().language() == "de"
    finally:
        i18n.set_language("en")
    assert shared_renderer().language() == "en"


def test_language_change_relabels_window_and_table(qtbot, window):
    fake = FakeGerman()
    QCoreApplication.installTranslator(fake)
    try:
        qtbot.waitUntil(lambda: window.menu_game.title() == "&Spiel")
        assert window.act_undo.text() == "&Rückgängig"
        lines = [line for p in range(3) for line in window.scene.plate_lines(p)]
        assert any("Vorhand" in line for line in lines)
        assert any("Geber" in line for line in lines)
        header = window.sheet.horizontalHeaderItem(1).text()
        assert header == "Alleinspieler"
    finally:
        QCoreApplication.removeTranslator(fake)
    qtbot.waitUntil(lambda: window.menu_game.title() == "&Game")
    lines = [line for p in range(3) for line in window.scene.plate_lines(p)]
    assert any("Forehand" in line for line in lines)


def test_language_menu_switches_the_app(qtbot, window):
    try:
        window.language_actions["de"].trigger()
        assert i18n.current_language() == "de"
        assert window.language_actions["de"].isChecked()
        assert window.pixmaps.language == "de"
        assert window.snapshot.state not in ("idle",)  # the deal goes on
    finally:
        window.set_language("en")
    assert i18n.current_language() == "en"


def test_last_trick_can_be_shown(qtbot, window):
    # Play until a trick has been taken, then show it with L. Seed 4 fixes the cards and
    # every choice (the computer players' and the autopilot's, both seeded bots): in its
    # first deal Anna wins the auction at 18 and plays Spades, so a trick is always taken.
    from skat_desktop.ui import autopilot

    def trick_taken_or_deal_over() -> bool:
        snap = window.snapshot
        if snap.human_to_move:
            autopilot.step(window)
        return bool(window.snapshot.last_trick) or window.snapshot.state == "deal_over"

    qtbot.waitUntil(trick_taken_or_deal_over, timeout=20_000)
    snap = window.snapshot
    assert snap.declarer is not None and snap.contract is not None
    assert len(snap.last_trick) == 3
    window.act_last.trigger()
    assert window.scene.show_last_trick
    assert "Last trick" in " ".join(window.scene._caption.lines())
    window.act_last.trigger()
    assert not window.scene.show_last_trick


def test_accessible_names(window):
    assert window.view.accessibleName() == "Card table"
    assert window.sheet.accessibleName() == "Score sheet"
    for button in window.panel.findChildren(type(window.panel.result.again)):
        assert button.accessibleName(), button.objectName()
    assert QApplication.instance() is not None
