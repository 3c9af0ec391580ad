"""Abandoning a deal at the table: the declarer loses, a defender concedes, and the result
says which rule scored it (RULES.md, "Abandoning a deal")."""

from __future__ import annotations

import pytest

from skat_desktop.controller.game import ControllerSettings, GameController
from skat_desktop.engine.actions import PASS
from skat_desktop.ui import autopilot
from skat_desktop.ui.main_window import MainWindow


@pytest.fixture
def make_window(qtbot, monkeypatch):
    def make(seed: int) -> MainWindow:
        controller = GameController(ControllerSettings(speed="off", seed=seed))
        window = MainWindow(controller, None)
        qtbot.addWidget(window)
        window.scene.speed = "off"
        monkeypatch.setattr(window, "_confirm", lambda question: True)
        window.resize(1200, 760)
        window.show()
        return window

    return make


def _until_trick_play(qtbot, window: MainWindow, policy) -> None:
    for _ in range(400):
        snap = window.snapshot
        if snap.state == "playing" and snap.human_to_move:
            return
        assert snap.state not in ("deal_over", "series_over"), "the deal ended first"
        if snap.human_to_move:
            autopilot.perform(window, policy(window))
        qtbot.wait(5)
    raise AssertionError("trick play never reached")


def test_declarer_abandoning_gets_a_line_on_how_it_was_scored(qtbot, make_window) -> None:
    window = make_window(seed=11)
    window.new_game()
    _until_trick_play(qtbot, window, autopilot.eager)
    assert window.snapshot.declarer == window.snapshot.human
    window.act_abandon.trigger()
    qtbot.waitUntil(lambda: window.snapshot.state == "deal_over")
    result = window.snapshot.result
    assert result is not None and not result.won and result.ended_by == "resigned"
    text = window.panel.result.text.text()
    assert "Card points:" in text
    assert "You gave the game up" in text and "Schneider counts only if reached" in text


def _passing(w: MainWindow):
    snap = w.snapshot
    return PASS if PASS in snap.legal else autopilot.choose(w)


def _defending(qtbot, make_window, seeds: range, card_led: bool = False) -> MainWindow:
    """The first seeded series in which a computer player declares while the human passes
    (in others all pass and the deal ends before trick play), at the human's first card;
    with ``card_led``, one where a card already lies in the trick then."""
    for seed in seeds:
        window = make_window(seed=seed)
        window.new_game()
        try:
            _until_trick_play(qtbot, window, _passing)
        except AssertionError:
            window.close()
            continue
        if not card_led or window.snapshot.trick:
            return window
        window.close()
    raise AssertionError(f"no seed in {seeds} gives the human a defence like that")


def test_defender_abandoning_concedes_and_the_sheet_shows_the_declarer_won(
    qtbot, make_window
) -> None:
    window = _defending(qtbot, make_window, range(5, 40))
    declarer = window.snapshot.declarer
    assert declarer is not None and declarer != window.snapshot.human
    window.act_abandon.trigger()
    qtbot.waitUntil(lambda: window.snapshot.state == "deal_over")
    snap = window.snapshot
    assert snap.result is not None and snap.result.won and not snap.abandoned
    assert "The defenders conceded" in window.panel.result.text.text()
    assert snap.plain_totals[declarer] == snap.result.score > 0


def test_a_trick_cut_short_is_not_drawn_over_the_result(qtbot, make_window) -> None:
    """Conceding with a card led lay that card over the cards put away; and a click on a
    hand card at the result replaced its headline with "nothing for you to do"."""

    window = _defending(qtbot, make_window, range(5, 60), card_led=True)
    assert window.snapshot.declarer != window.snapshot.human
    led = [card for _, card in window.snapshot.trick]
    window.act_abandon.trigger()
    qtbot.waitUntil(lambda: window.snapshot.state == "deal_over")
    window.scene.finish_animations()
    assert all(window.scene.card_item(card) is None for card in led)
    headline = window.panel.message.text()
    assert headline
    held = [c for c in range(32) if window.snapshot.human_hand >> c & 1]
    window._card_clicked(held[0])
    assert window.panel.message.text() == headline
