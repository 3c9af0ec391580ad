"""Quitting during a practice deal says that the deal is not kept (the save holds the series
as it stood): the tester's Ctrl+Q dropped a "Replay this deal" without a word."""

from __future__ import annotations

from typing import Any

from skat_desktop.controller.game import ControllerSettings, GameController
from skat_desktop.controller.learning import deal_at
from skat_desktop.ui import autopilot
from skat_desktop.ui.main_window import MainWindow


def test_quit_during_practice_asks_first(qtbot: Any, monkeypatch: Any) -> None:
    controller = GameController(ControllerSettings(speed="off", seed=11))
    window = MainWindow(controller, None)
    qtbot.addWidget(window)
    window.scene.speed = "off"
    asked: list[str] = []
    answer = [False]

    def confirm(question: str) -> bool:
        asked.append(question)
        return answer[0]

    monkeypatch.setattr(window, "_confirm", confirm)
    window.show()
    window.new_game()
    for _ in range(2000):
        if window.snapshot.state in ("deal_over", "series_over"):
            break
        if window.snapshot.human_to_move:
            autopilot.perform(window, autopilot.eager(window))
        qtbot.wait(2)
    assert window.snapshot.state in ("deal_over", "series_over")
    finished = controller.series.deals[-1]
    history = list(finished.replay().history)
    assert controller.play_practice(deal_at(history, finished.options, 1), finished.seating, 0)
    assert controller.practice and controller.last_finished is None
    assert not window.close()  # the user said No: the practice deal stays on the table
    assert len(asked) == 1 and "practice deal" in asked[0] and "not kept" in asked[0]
    assert window.isVisible() and controller.practice
    answer[0] = True
    assert window.close()
    assert len(asked) == 2


def test_quit_during_a_series_deal_asks_nothing(qtbot: Any, monkeypatch: Any) -> None:
    controller = GameController(ControllerSettings(speed="off", seed=11))
    window = MainWindow(controller, None)
    qtbot.addWidget(window)
    asked: list[str] = []
    monkeypatch.setattr(window, "_confirm", lambda question: asked.append(question) or True)
    window.show()
    window.new_game()
    assert window.close()
    assert asked == []
