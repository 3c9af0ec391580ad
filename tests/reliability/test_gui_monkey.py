"""GUI monkey: random clicks, drags, keys and resizes on the real window during games."""

from __future__ import annotations

import os
import random
import sys
import time
import traceback
from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QSize, Qt, QtMsgType, qInstallMessageHandler
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget

from skat_desktop.controller.game import ControllerSettings, GameController
from skat_desktop.ui import i18n
from skat_desktop.ui.main_window import MainWindow

# The quick suite sends 400 events; SKAT_MONKEY_EVENTS=5000 is the long run.
EVENTS = int(os.environ.get("SKAT_MONKEY_EVENTS", "400"))
# The human "makes up their mind" after this long on a turn, so that games always move on.
PATIENCE_S = 1.5
STUCK_S = 30.0  # no new deal within this time is a stuck table

K = Qt.Key
KEYS: list[tuple[Qt.Key, Qt.KeyboardModifier]] = [
    *((k, Qt.KeyboardModifier.NoModifier) for k in (K.Key_Left, K.Key_Right, K.Key_Return)),
    *((k, Qt.KeyboardModifier.NoModifier) for k in (K.Key_Space, K.Key_Escape, K.Key_Enter)),
    *((k, Qt.KeyboardModifier.NoModifier) for k in (K.Key_L, K.Key_H, K.Key_F9, K.Key_F5)),
    *((K(K.Key_0 + n), Qt.KeyboardModifier.NoModifier) for n in range(10)),
    *((k, Qt.KeyboardModifier.ControlModifier) for k in (K.Key_Z, K.Key_R, K.Key_N, K.Key_D)),
    *((K(K.Key_1 + n), Qt.KeyboardModifier.ControlModifier) for n in range(3)),  # decks
    *(
        (K(K.Key_1 + n), Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
        for n in range(4)  # languages
    ),
    (K.Key_Tab, Qt.KeyboardModifier.NoModifier),
    (K.Key_A, Qt.KeyboardModifier.NoModifier),
]


class Recorder:
    """Collects uncaught exceptions and Qt warnings/criticals while the monkey runs."""

    def __init__(self) -> None:
        self.errors: list[str] = []

    def hook(self, kind: type[BaseException], value: BaseException, tb: Any) -> None:
        self.errors.append("".join(traceback.format_exception(kind, value, tb)))

    def qt(self, mode: QtMsgType, _context: Any, message: str) -> None:
        if mode in (QtMsgType.QtWarningMsg, QtMsgType.QtCriticalMsg, QtMsgType.QtFatalMsg):
            self.errors.append(f"Qt {mode.name}: {message}")


@pytest.fixture
def recorder() -> Iterator[Recorder]:
    rec = Recorder()
    previous_hook = sys.excepthook
    sys.excepthook = rec.hook
    previous_handler = qInstallMessageHandler(rec.qt)
    try:
        yield rec
    finally:
        sys.excepthook = previous_hook
        qInstallMessageHandler(previous_handler)
        i18n.set_language("en")


def _random_point(widget: QWidget, rng: random.Random) -> QPoint:
    return QPoint(rng.randrange(max(1, widget.width())), rng.randrange(max(1, widget.height())))


def _targets(window: MainWindow) -> list[QWidget]:
    # Mostly the table, where the cards are; also the panel of choices and the score sheet.
    return [window.view.viewport()] * 4 + [window.panel] * 2 + [window.sheet]


@pytest.mark.parametrize("human_plays", [True, False], ids=["human-seat", "bots-only"])
def test_monkey_on_the_real_window(human_plays: bool, recorder: Recorder, qtbot: Any) -> None:
    rng = random.Random(9 if human_plays else 10)
    app = QApplication.instance()
    assert app is not None
    config = ControllerSettings(
        speed="off", seed=rng.getrandbits(32), human_is_bot=not human_plays, bot_kinds=("random",)
    )
    controller = GameController(config)
    window = MainWindow(controller, None)
    qtbot.addWidget(window)
    # Modal questions would stop the monkey: answer them at random instead.
    window._confirm = lambda _question: rng.random() < 0.5  # type: ignore[method-assign]
    window.show()
    deals_started: list[float] = [time.monotonic()]
    controller.state_changed.connect(
        lambda s: deals_started.append(time.monotonic()) if s == "dealing" else None
    )
    finished: list[object] = []
    controller.deal_finished.connect(finished.append)
    controller.new_series()
    turn_since = time.monotonic()
    longest_gap = 0.0
    counts = {"click": 0, "drag": 0, "key": 0, "resize": 0, "helped": 0}
    for _ in range(EVENTS):
        r = rng.random()
        target = rng.choice(_targets(window))
        if r < 0.45:
            button = rng.choice((Qt.MouseButton.LeftButton,) * 4 + (Qt.MouseButton.RightButton,))
            QTest.mouseClick(
                target, button, Qt.KeyboardModifier.NoModifier, _random_point(target, rng)
            )
            counts["click"] += 1
        elif r < 0.55:
            start, end = _random_point(target, rng), _random_point(target, rng)
            QTest.mousePress(
                target, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start
            )
            QTest.mouseMove(target, end)
            QTest.mouseRelease(
                target, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end
            )
            counts["drag"] += 1
        elif r < 0.95:
            key, modifier = rng.choice(KEYS)
            QTest.keyClick(window.view, key, modifier)
            counts["key"] += 1
        else:
            window.resize(QSize(rng.randint(500, 1600), rng.randint(400, 1100)))
            counts["resize"] += 1
        app.processEvents()
        snap = controller.snapshot()
        now = time.monotonic()
        if not snap.human_to_move and snap.state not in ("deal_over", "series_over"):
            turn_since = now
        elif now - turn_since > PATIENCE_S:
            # The user finally decides: a legal move, or the next deal.
            if snap.human_to_move:
                window.submit(rng.choice(snap.legal))
            else:
                window.play_again()
            counts["helped"] += 1
            turn_since = now
        longest_gap = max(longest_gap, now - deals_started[-1])
        assert longest_gap < STUCK_S, f"no new deal for {longest_gap:.0f} s in {snap.state}"
    controller.shutdown()
    window.close()
    assert recorder.errors == [], recorder.errors[:5]
    assert len(deals_started) > 2, "the games did not move on"
    print(counts, "deals started:", len(deals_started) - 1, "finished:", len(finished))
