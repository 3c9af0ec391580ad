"""The table uses the window at every size: cards at least 105 px tall at 1024 x 600, the
panel at most about 15 % of the height with nothing said twice, a score sheet that gives way
on a narrow window, and larger cards when the sheet is hidden."""

from __future__ import annotations

import itertools
from typing import Any

import pytest

from skat_desktop.controller.game import ControllerSettings, GameController
from skat_desktop.ui import autopilot
from skat_desktop.ui.main_window import MainWindow


def _in_trick_play(qtbot: Any, size: tuple[int, int]) -> MainWindow:
    controller = GameController(ControllerSettings(speed="off", seed=7))
    window = MainWindow(controller, None)
    qtbot.addWidget(window)
    window.scene.speed = "off"
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    window.new_game()
    for _ in range(600):
        snap = window.snapshot
        if snap.state == "playing" and snap.human_to_move:
            break
        assert snap.state not in ("deal_over", "series_over")
        if snap.human_to_move:
            autopilot.perform(window, autopilot.choose(window))
        qtbot.wait(5)
    qtbot.wait(20)
    return window


def _card_height(window: MainWindow) -> float:
    items = window.scene.hand_items()
    assert items
    return items[0].height()


@pytest.mark.parametrize(
    ("size", "least"), [((1024, 600), 105), ((1366, 768), 140), ((1920, 1080), 200)]
)
def test_cards_panel_and_sheet_use_the_window(
    qtbot: Any, size: tuple[int, int], least: int
) -> None:
    window = _in_trick_play(qtbot, size)
    assert _card_height(window) >= least
    assert window.panel.height() <= 0.15 * window.height() + 1
    if size[0] <= 1100:
        assert window.dock.width() <= 0.25 * window.width()
    # Said once: the line above the choices and the page's own text do not repeat.
    page_text = window.panel.play.text.text()
    message = window.panel.message.text()
    assert message and message.rstrip(".") not in page_text
    # The hand fans out until it meets the plate and the edge, without overlapping.
    items = window.scene.hand_items()
    xs = [i.pos().x() for i in items]
    steps = [b - a for a, b in itertools.pairwise(xs)]
    # Half a card apart at least at these sizes: every card shows far more than its index.
    assert len(items) < 2 or min(steps) >= 0.5 * items[0].width


def test_hiding_the_score_sheet_makes_the_cards_larger(qtbot: Any) -> None:
    window = _in_trick_play(qtbot, (1024, 600))
    shown = _card_height(window)
    window.act_sheet.trigger()
    qtbot.wait(20)
    assert not window.dock.isVisible()
    assert _card_height(window) > shown
