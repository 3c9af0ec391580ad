"""Hints think off the GUI thread: the window says so at once, then shows the hint."""

from __future__ import annotations

import threading
import time
from typing import Any

from skat_desktop.bots.base import Player
from skat_desktop.bots.registry import make_player
from skat_desktop.controller.game import ControllerSettings, GameController
from skat_desktop.engine.actions import Action
from skat_desktop.engine.view import SeatView
from skat_desktop.ui.main_window import MainWindow
from skat_desktop.ui.why import shown_chance


class SlowBot:
    """A hint bot that thinks until released, then answers like the normal bot."""

    def __init__(self, seed: int) -> None:
        self.inner = make_player("normal", seed)

    release = threading.Event()

    def choose(self, view: SeatView, legal: tuple[Action, ...]) -> Action:
        assert SlowBot.release.wait(10)
        return self.inner.choose(view, legal)


def _window_at_the_humans_turn(qtbot: Any, hint_factory: Any) -> MainWindow:
    """A shown window whose new game waits for the human, hints from ``hint_factory``."""
    controller = GameController(ControllerSettings(speed="off", seed=6), hint_factory=hint_factory)
    window = MainWindow(controller, None)
    qtbot.addWidget(window)
    window.show()
    window.new_game()
    qtbot.waitUntil(lambda: window.snapshot.human_to_move, timeout=20_000)
    return window


def test_hint_thinks_off_the_gui_thread(qtbot: Any) -> None:
    asked: list[str] = []

    def hint_factory(kind: str, seed: int) -> Player:
        asked.append(kind)
        return SlowBot(seed)

    window = _window_at_the_humans_turn(qtbot, hint_factory)
    controller = window.controller
    SlowBot.release.clear()
    started = time.perf_counter()
    window.act_hint.trigger()
    assert time.perf_counter() - started < 0.05  # the window did not wait for the bot
    assert asked == ["strong"]  # the hint asks the strongest kind (normal if not installed)
    assert window.status_text == "Hint: thinking…"
    assert controller.hint_pending()
    SlowBot.release.set()
    qtbot.waitUntil(
        lambda: window.status_text.startswith("Hint: ") and "…" not in window.status_text
    )
    assert not controller.hint_pending()
    legal = window.snapshot.legal
    shown = window.status_text.removeprefix("Hint: ")
    assert shown
    assert legal  # still the human's turn: the hint applies to this very moment
    controller.shutdown()


def test_late_hint_after_a_move_is_dropped(qtbot: Any) -> None:
    controller = GameController(
        ControllerSettings(speed="off", seed=6), hint_factory=lambda k, s: SlowBot(s)
    )
    window = MainWindow(controller, None)
    qtbot.addWidget(window)
    window.show()
    window.new_game()
    qtbot.waitUntil(lambda: window.snapshot.human_to_move, timeout=20_000)
    SlowBot.release.clear()
    shown: list[object] = []
    controller.hint_ready.connect(shown.append)
    window.hint()
    dropped = controller.dropped_answers
    window.submit(window.snapshot.legal[-1])  # the human moves before the hint is ready
    SlowBot.release.set()
    qtbot.waitUntil(lambda: controller.dropped_answers > dropped)
    assert shown == []
    assert window.scene.hint_card is None
    controller.shutdown()


def test_hint_from_the_strong_player_shows_its_win_chance(qtbot: Any) -> None:
    from skat_desktop.bots.house_rules import HouseRulesPlayer
    from skat_desktop.bots.strong import StrongPlayer

    def hint_factory(kind: str, seed: int) -> Player:
        return HouseRulesPlayer(StrongPlayer(seed, budget_ms=40, parallel=False))

    window = _window_at_the_humans_turn(qtbot, hint_factory)
    controller = window.controller
    window.act_hint.trigger()
    qtbot.waitUntil(lambda: not controller.hint_pending(), timeout=20_000)
    chance = controller.last_hint_chance
    assert chance is not None and 0.0 <= chance <= 1.0
    assert f"{shown_chance(chance)}%" in window.status_text, window.status_text
    if window.status_text.startswith("Hint: pass"):  # passing: the chance of one's own game
        assert "a game of your own would be won about" in window.status_text
        why = window.status_text.split("of the time)", 1)[1].strip()
    else:
        assert f"{shown_chance(chance)}%)" in window.status_text, window.status_text
        why = window.status_text.split("%)", 1)[1].strip()
    # Then why, from the human's own view: the hand, the auction so far.
    assert why and why.endswith(".") and controller.last_hint_reason is not None
    controller.shutdown()


def test_hint_stays_until_the_user_acts(qtbot: Any) -> None:
    # The tester's hint vanished after five seconds, before its reason could be read; and
    # "thinking about a hint" must stand as long as the hint bot thinks, however slow.
    def hint_factory(kind: str, seed: int) -> Player:
        return SlowBot(seed)

    window = _window_at_the_humans_turn(qtbot, hint_factory)
    controller = window.controller
    SlowBot.release.clear()
    window.act_hint.trigger()
    assert not window._status_timer.isActive()  # no timeout on "thinking…"
    assert window.panel.message.text() == "Hint: thinking…"
    SlowBot.release.set()
    qtbot.waitUntil(lambda: "…" not in window.status_text)
    hint = window.status_text
    assert hint.startswith("Hint: ")
    assert not window._status_timer.isActive()  # no timeout on the hint either
    window._show(window.snapshot)  # a redraw of the same moment keeps the hint
    assert window.panel.message.text() == hint
    window.submit(window.snapshot.legal[0])  # the user acts: the hint has served
    assert window.status_text == ""
    assert window.panel.message.text() != hint
    controller.shutdown()


class WavingBot:
    """A sampling bot's hint in miniature: every answer's chance differs from the last."""

    asked = 0

    def __init__(self, seed: int) -> None:
        self.normal = make_player("normal", seed)

    def choose(self, view: SeatView, legal: tuple[Action, ...]) -> Action:
        return self.normal.choose(view, legal)

    def hint_with_chance(self, view: SeatView, legal: tuple[Action, ...]) -> tuple[Action, float]:
        WavingBot.asked += 1
        return self.normal.choose(view, legal), 0.5 + 0.1 * WavingBot.asked


def test_asking_again_at_the_same_moment_gives_the_same_hint(qtbot: Any) -> None:
    """The tester asked twice at one card and was told 58 %, then 68 %."""
    WavingBot.asked = 0
    window = _window_at_the_humans_turn(qtbot, lambda kind, seed: WavingBot(seed))
    window.act_hint.trigger()
    qtbot.waitUntil(lambda: "%" in window.status_text)
    first = window.status_text
    assert shown_chance(0.6) and f"{shown_chance(0.6)}%" in first
    window.act_hint.trigger()
    qtbot.waitUntil(lambda: "%" in window.status_text)
    assert window.status_text == first
    assert WavingBot.asked == 1
    window.controller.shutdown()
