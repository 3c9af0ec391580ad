"""Putting two cards away names them in the order clicked with the focus on the last one
(defect 4); cards are written rank first as their index reads, and a hint to pass gives a
chance that makes sense for passing (defect 5)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from skat_desktop.controller.game import ControllerSettings, GameController
from skat_desktop.engine.actions import PASS, PLAYS
from skat_desktop.engine.cards import parse_card as card
from skat_desktop.ui import autopilot, i18n
from skat_desktop.ui.main_window import MainWindow
from skat_desktop.ui.terms import terms


@pytest.fixture
def window(qtbot: Any, monkeypatch: Any) -> Iterator[MainWindow]:
    controller = GameController(ControllerSettings(speed="off", seed=11))
    window = MainWindow(controller, None)
    qtbot.addWidget(window)
    window.scene.speed = "off"
    monkeypatch.setattr(window, "_confirm", lambda question: True)
    window.resize(1200, 760)
    window.show()
    yield window
    i18n.set_language("en")


def _play_to_the_put_away(qtbot: Any, window: MainWindow) -> None:
    """A new game played by the autopilot until the human puts two cards away."""
    window.new_game()
    for _ in range(400):
        snap = window.snapshot
        if snap.state == "discarding" and snap.human_to_move:
            return
        assert snap.state not in ("deal_over", "series_over")
        if snap.human_to_move:
            autopilot.perform(window, autopilot.eager(window))
        qtbot.wait(5)


def test_put_away_prompt_in_click_order_and_focus_on_the_card_clicked(
    qtbot: Any, window: MainWindow
) -> None:
    _play_to_the_put_away(qtbot, window)
    order = window.scene.hand_order()
    first, second = order[7], order[2]  # the second click left of the first
    window.scene.hand_card_clicked.emit(first)
    window.scene.hand_card_clicked.emit(second)
    t = terms()
    text = window.panel.discard.text.text()
    assert f"Put away {t.card(first)} {t.card(second)}?" in text
    assert window.scene.focus_index == order.index(second)


@pytest.mark.parametrize(
    ("code", "ace", "ten"), [("en", "A♥", "10♣"), ("es", "A♥", "10♣"), ("it", "A♥", "10♣")]
)
def test_cards_are_written_rank_first(qapp: Any, code: str, ace: str, ten: str) -> None:
    i18n.set_language(code)
    try:
        heart_ace, club_ten = card("HA"), card("CT")
        assert terms().card(heart_ace) == ace
        assert terms().card(club_ten) == ten
        assert terms().action(PLAYS[heart_ace]).endswith(ace)
    finally:
        i18n.set_language("en")


def test_german_says_the_suit_first(qapp: Any) -> None:
    i18n.set_language("de")
    try:
        heart_ace = card("HA")
        assert terms().card(heart_ace) == "♥A"  # Herz-Ass
    finally:
        i18n.set_language("en")


def test_a_hint_to_pass_speaks_of_the_game_one_would_play(window: MainWindow) -> None:
    window.new_game()
    window.controller.last_hint_chance = 0.0  # shown within 1..99: sampled, never sure
    window._show_hint(PASS)
    text = window.panel.message.text()
    assert "estimated chance to win" not in text
    assert text == "Hint: pass (a game of your own would be won about 1% of the time)"


def test_a_put_away_hint_shows_its_reason(qtbot: Any, window: MainWindow) -> None:
    # The tester's "Put away 10♣ Q♣" hint came with no reason: the panel's selection prompt
    # had overwritten the hint line as the hinted cards were selected.
    _play_to_the_put_away(qtbot, window)
    window.controller._settings.hint_kind = "normal"  # quick: the path is the same
    window.act_hint.trigger()
    qtbot.waitUntil(lambda: "…" not in window.status_text, timeout=20_000)
    shown = window.panel.message.text()
    assert shown == window.status_text
    assert shown.startswith("Hint: ")
    assert "keeps" in shown or "least worth keeping" in shown  # the reason is there
    assert len(window.selected) == 2
