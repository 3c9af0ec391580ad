"""Whole deals through the real main window, with the human's seat played by clicks and keys."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt

from skat_desktop.controller.game import ControllerSettings, GameController
from skat_desktop.engine.actions import Action
from skat_desktop.engine.cards import cards_of
from skat_desktop.ui import autopilot
from skat_desktop.ui.main_window import MainWindow

Policy = Callable[[MainWindow], Action | None]


@pytest.fixture
def make_window(qtbot, monkeypatch):
    def make(seed: int = 7, players: int = 3, **extra) -> MainWindow:
        settings = ControllerSettings(speed="off", seed=seed, players=players, **extra)
        controller = GameController(settings)
        window = MainWindow(controller, None)
        qtbot.addWidget(window)
        window.scene.speed = "off"
        monkeypatch.setattr(window, "_confirm", lambda question: True)
        window.resize(1200, 760)
        window.show()
        qtbot.waitExposed(window)
        return window

    return make


def play_deal(qtbot, window: MainWindow, policy: Policy = autopilot.choose) -> list[str]:
    """Run one deal to its end; returns the states seen (the controller's names)."""
    seen: list[str] = []
    window.controller.state_changed.connect(seen.append)

    def step() -> bool:
        snap = window.snapshot
        assert snap is not None
        if snap.state in ("deal_over", "series_over"):
            return True
        if snap.human_to_move:
            action = policy(window)
            assert action is not None
            assert autopilot.perform(window, action), action
        return False

    for _ in range(400):
        if step():
            break
        qtbot.wait(5)
    else:
        raise AssertionError(f"the deal did not end: {seen}")
    return seen


def test_a_whole_deal_as_declarer_reaches_every_state(qtbot, make_window):
    window = make_window(seed=11)
    early: list[str] = []
    window.controller.state_changed.connect(early.append)
    window.new_game()
    seen = early + play_deal(qtbot, window, autopilot.eager)
    snap = window.snapshot
    assert snap.declarer == 0, "the eager human should win the auction"
    for state in ("dealing", "bidding", "skat", "discarding", "declaring", "playing"):
        assert state in seen
    assert "trick_complete" in seen
    assert snap.state == "deal_over"
    assert snap.result is not None and snap.result.contract is not None
    # The result panel names the levels and the product, and the sheet has the row.
    text = window.panel.result.text.text()
    assert "×" in text or "fixed value" in text
    assert str(abs(snap.result.score)) in text
    assert window.sheet.rowCount() == 3  # one deal, plain list, Seeger-Fabian
    assert window.sheet.item(0, 1).text() == "You"
    assert window.panel.current_page() is window.panel.result


def test_play_again_moves_the_dealer_and_starts_a_deal(qtbot, make_window):
    window = make_window(seed=3)
    window.new_game()
    play_deal(qtbot, window)
    first = window.snapshot
    qtbot.keyClick(window.view, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: window.snapshot.deal_id == first.deal_id + 1)
    assert window.snapshot.dealer == (first.dealer + 1) % 3
    play_deal(qtbot, window)
    assert len(window.snapshot.sheet) == 2


def test_abandon_before_trick_play_voids_the_deal(qtbot, make_window):
    window = make_window(seed=5)
    window.new_game()
    qtbot.waitUntil(lambda: window.snapshot.state in ("bidding", "playing", "skat"))
    window.act_abandon.trigger()
    qtbot.waitUntil(lambda: window.snapshot.state == "deal_over")
    assert window.snapshot.abandoned
    assert "abandoned" in window.panel.result.text.text()
    assert window.sheet.item(0, 2).text() == "abandoned"


def _until_human(qtbot, window: MainWindow, state: str, policy: Policy = autopilot.eager) -> None:
    for _ in range(400):
        snap = window.snapshot
        if snap.state == state and snap.human_to_move:
            return
        assert snap.state not in ("deal_over", "series_over"), f"never reached {state}"
        if snap.human_to_move:
            autopilot.perform(window, policy(window))
        qtbot.wait(5)
    raise AssertionError(f"never reached {state}")


def test_undo_at_every_phase(qtbot, make_window):
    window = make_window(seed=11)
    window.new_game()
    # Bidding: the human's bid is taken back with the answers after it.
    _until_human(qtbot, window, "bidding")
    before = window.snapshot
    autopilot.perform(window, autopilot.eager(window))
    qtbot.waitUntil(lambda: window.snapshot.can_undo)
    window.act_undo.trigger()
    qtbot.waitUntil(lambda: window.snapshot.human_to_move)
    assert window.snapshot.legal == before.legal
    assert window.snapshot.state == "bidding"
    # Picking up the skat is final once it is seen; the discard can be taken back.
    _until_human(qtbot, window, "discarding")
    assert not window.act_undo.isEnabled() and not window.controller.undo()
    _until_human(qtbot, window, "declaring")
    window.act_undo.trigger()
    qtbot.waitUntil(lambda: window.snapshot.state == "discarding")
    assert window.snapshot.human_to_move
    _until_human(qtbot, window, "playing")
    hand = window.snapshot.human_hand
    card = next(iter(cards_of(window.snapshot.legal_cards)))
    window.scene.card_item(card).clicked.emit(card)
    qtbot.waitUntil(lambda: not window.snapshot.human_hand >> card & 1)
    window.act_undo.trigger()
    qtbot.waitUntil(lambda: window.snapshot.human_hand == hand and window.snapshot.human_to_move)


def test_keyboard_plays_a_card_and_illegal_click_is_refused(qtbot, make_window):
    window = make_window(seed=11)
    window.new_game()
    # Play on until a trick where not every card in the hand may be played.
    for _ in range(30):
        _until_human(qtbot, window, "playing")
        snap = window.snapshot
        if snap.legal_cards != snap.human_hand:
            break
        window.scene.focus_index = 0
        qtbot.keyClick(window.view, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda s=snap: window.snapshot.human_hand != s.human_hand)
    snap = window.snapshot
    illegal = next(c for c in cards_of(snap.human_hand) if not snap.legal_cards >> c & 1)
    assert window.scene.card_item(illegal).dimmed
    window.scene.card_item(illegal).clicked.emit(illegal)
    qtbot.wait(10)
    assert window.snapshot.human_hand == snap.human_hand
    assert window.status_text  # the refusal is shown
    # Keys: the focus rests on playable cards only, from the first; Right skips the others.
    order = window.scene.hand_order()
    playable = [i for i, c in enumerate(order) if snap.legal_cards >> c & 1]
    assert window.scene.focus_index == playable[0]
    for place in playable[1:] + playable[:1]:
        qtbot.keyClick(window.view, Qt.Key.Key_Right)
        assert window.scene.focus_index == place
    target = playable[0]
    qtbot.keyClick(window.view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not window.snapshot.human_hand >> order[target] & 1)
    assert "Your hand" in window.accessible_text()


def test_number_keys_press_panel_buttons(qtbot, make_window):
    window = make_window(seed=11)
    window.new_game()
    _until_human(qtbot, window, "bidding")
    page = window.panel.auction
    visible = [b for b in page.buttons() if b.isVisible() and b.isEnabled()]
    number = visible.index(page.pass_) + 1
    assert page.pass_.text().startswith(str(number))
    qtbot.keyClick(window.view, Qt.Key(Qt.Key.Key_0 + number))
    qtbot.waitUntil(lambda: (0, "pass") in window.snapshot.auction)


def test_four_player_table_plays_out_when_the_human_deals(qtbot, make_window):
    window = make_window(seed=2, players=4)
    window.new_game()
    for _ in range(4):
        snap = window.snapshot
        if snap.dealer == 0:
            break
        play_deal(qtbot, window)
        window.play_again()
        qtbot.waitUntil(lambda d=snap.deal_id: window.snapshot.deal_id == d + 1)
    snap = window.snapshot
    assert snap.dealer == 0 and snap.position_of[0] is None
    assert snap.human_hand == 0
    sides = {window.scene.plate_lines(p)[0] for p in range(4)}
    assert sides == set(snap.names)
    play_deal(qtbot, window)
    assert window.snapshot.state == "deal_over"
    assert window.sheet.columnCount() == 4 + 4


def test_the_default_name_you_is_shown_in_the_users_language(qtbot, make_window):
    from skat_desktop.ui import i18n

    window = make_window()
    window.new_game()
    qtbot.waitUntil(lambda: window.snapshot is not None and window.snapshot.state != "idle")
    human = window.snapshot.human
    assert window.scene._player_lines(window.scene.snapshot, human)[0] == "You"
    try:
        i18n.set_language("de")
        qtbot.wait(20)
        assert window.scene._player_lines(window.scene.snapshot, human)[0] == "Sie"
        # The settings, the controller and the stats keep the English sentinel.
        assert window.snapshot.names[human] == "You"
        assert window.controller.settings.names[0] == "You"
        assert window._human_name() == "You"
    finally:
        i18n.set_language("en")
    qtbot.wait(20)
    assert window.scene._player_lines(window.scene.snapshot, human)[0] == "You"


def test_a_chosen_name_is_shown_as_saved(qtbot, make_window):
    from skat_desktop.ui import i18n

    window = make_window(names=("Ute", "Anna", "Ben", "Clara"))
    window.new_game()
    qtbot.waitUntil(lambda: window.snapshot is not None and window.snapshot.state != "idle")
    try:
        i18n.set_language("de")
        qtbot.wait(20)
        assert window.scene._player_lines(window.scene.snapshot, window.snapshot.human)[0] == "Ute"
    finally:
        i18n.set_language("en")


def test_enter_declares_the_hinted_game_instead_of_playing_a_card(qtbot, make_window):
    from skat_desktop.engine.actions import Declare

    window = make_window(seed=11)
    window.new_game()
    _until_human(qtbot, window, "declaring")
    window.scene.focus_index = 0  # a card has the focus, but no card can be played now
    declare = next(a for a in window.snapshot.legal if isinstance(a, Declare))
    window.controller.hint_ready.emit(declare)  # as a finished hint arrives
    qtbot.keyClick(window.view, Qt.Key.Key_Return)
    qtbot.waitUntil(
        lambda: window.snapshot.state != "declaring" or not window.snapshot.human_to_move
    )
    assert not window.status_text  # no refusal: Enter did not try to play a card
    assert window.controller.deal.contract == declare.contract


def test_up_and_down_keys_choose_a_jump_bid(qtbot, make_window):
    window = make_window(seed=11)
    window.new_game()
    for _ in range(40):  # deals until the human is the one to bid (not to answer)
        _until_human(qtbot, window, "bidding")
        if window.panel.auction.higher.isVisible():
            break
        window.abandon()
        qtbot.waitUntil(lambda: window.snapshot.state == "deal_over")
        qtbot.wait(900)  # past the result's pause for Enter
        window.play_again()
    higher = window.panel.auction.higher
    start = higher.currentIndex()
    qtbot.keyClick(window.view, Qt.Key.Key_Up)
    qtbot.keyClick(window.view, Qt.Key.Key_Up)
    assert higher.currentIndex() == start + 2
    qtbot.keyClick(window.view, Qt.Key.Key_Down)
    assert higher.currentIndex() == start + 1
