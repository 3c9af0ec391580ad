"""The final standing dialog over the main window: where it sits, and that it goes away."""

from __future__ import annotations

import random
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QRect, Qt

from skat_desktop.controller.game import ControllerSettings, GameController
from skat_desktop.engine.actions import HOLD, PICK_UP, Action, Bid, Pass
from skat_desktop.engine.cards import cards_of
from skat_desktop.engine.view import SeatView
from skat_desktop.ui import autopilot
from skat_desktop.ui.main_window import MainWindow


class PassBot:
    """Passes in every auction, then plays seeded random legal cards."""

    name = "pass"

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: SeatView, legal: tuple[Action, ...]) -> Action:
        passes = [a for a in legal if isinstance(a, Pass)]
        return passes[0] if passes else self.rng.choice(legal)


def declarer(window: MainWindow) -> Action | None:
    """Bids 18 or holds while the computer players pass, picks up the skat, then follows
    the computer's advice: the human declares every deal and puts two cards away."""
    snap = window.snapshot
    assert snap is not None
    bids = sorted((a for a in snap.legal if isinstance(a, Bid)), key=lambda b: b.value)
    if bids:
        return bids[0]
    if HOLD in snap.legal:
        return HOLD
    if PICK_UP in snap.legal:
        return PICK_UP
    return autopilot.choose(window)


def drive(qtbot: Any, window: MainWindow, done: Any) -> None:
    """Act for the human with ``declarer`` until ``done(snapshot)`` holds."""

    def step() -> bool:
        snap = window.snapshot
        assert snap is not None
        if done(snap):
            return True
        if snap.human_to_move:
            action = declarer(window)
            assert action is not None and autopilot.perform(window, action), action
        return False

    qtbot.waitUntil(step, timeout=20_000)


@pytest.fixture
def window(qtbot: Any, monkeypatch: pytest.MonkeyPatch) -> MainWindow:
    # One deal is the whole series; the computer players only ever pass.
    settings = ControllerSettings(speed="off", seed=3, series_length=1)
    controller = GameController(settings, player_factory=lambda kind, seed: PassBot(seed))
    w = MainWindow(controller, None)
    qtbot.addWidget(w)
    w.scene.speed = "off"
    monkeypatch.setattr(w, "_confirm", lambda question: True)
    w.move(0, 0)
    w.resize(800, 700)  # inside the offscreen platform's 800 x 800 screen
    w.show()
    qtbot.waitExposed(w)
    w.new_game()
    drive(qtbot, w, lambda snap: snap.state == "series_over")
    qtbot.waitUntil(lambda: w.standing is not None and w.standing.isVisible())
    w.scene.finish_animations()
    return w


def global_rect(widget: Any) -> QRect:
    return QRect(widget.mapToGlobal(QPoint(0, 0)), widget.size())


def centre_card_rects(window: MainWindow) -> list[QRect]:
    """Where the last deal's skat and the two cards put away lie on the screen."""
    snap = window.snapshot
    assert snap is not None and snap.discard and snap.skat_seen
    shown = set(cards_of(snap.skat_seen | snap.discard))
    viewport = window.view.viewport()
    rects = []
    for item in window.scene.visible_cards():
        if item.card in shown:
            in_view = window.view.mapFromScene(item.sceneBoundingRect()).boundingRect()
            rects.append(QRect(viewport.mapToGlobal(in_view.topLeft()), in_view.size()))
    assert len(rects) == 4
    return rects


def test_standing_leaves_the_skat_put_away_and_panel_in_sight(qtbot: Any, window: MainWindow):
    dialog = window.standing
    assert dialog is not None
    frame = dialog.frameGeometry()
    # Qt's default spot, centred on the window, lay over the skat and the cards put away.
    for rect in centre_card_rects(window):
        assert not frame.intersects(rect), (frame, rect)
    assert not frame.intersects(global_rect(window.panel))
    assert frame.bottom() < global_rect(window.panel).top()
    assert window.panel.result.again.text().endswith("New series")


def test_standing_closes_when_the_next_series_starts(qtbot: Any, window: MainWindow):
    dialog = window.standing
    assert dialog is not None
    window.panel.result.again.click()  # New series
    assert not dialog.isVisible()
    drive(qtbot, window, lambda snap: snap.state == "discarding" and snap.human_to_move)
    assert window.panel.current_page() is window.panel.discard
    assert not dialog.isVisible()
    # The next series' end shows the same dialog again, with that series' standing.
    drive(qtbot, window, lambda snap: snap.state == "series_over")
    assert window.standing is dialog and dialog.isVisible()


def test_standing_stays_while_the_series_over_is_republished(window: MainWindow):
    dialog = window.standing
    assert dialog is not None
    window.controller.republish()  # a language change rebuilds the same table
    assert dialog.isVisible()


def test_standing_table_is_read_not_edited(window: MainWindow) -> None:
    dialog = window.standing
    assert dialog is not None and dialog.isVisible()
    # No current cell with a focus frame when it opens, and Tab or a click cannot give one.
    assert dialog.focusWidget() is not dialog.table
    assert dialog.table.focusPolicy() == Qt.FocusPolicy.NoFocus


def test_a_shared_first_place_names_every_winner(qtbot: Any) -> None:
    from table_snapshots import table_snapshot

    from skat_desktop.ui import i18n
    from skat_desktop.ui.standing import StandingDialog

    # Four players by the plain list: Ben and Clara tie on 120, both rank 1.
    snap = table_snapshot(
        state="series_over",
        players=4,
        names=("You", "Anna", "Ben", "Clara"),
        sheet=tuple({"number": n} for n in range(1, 9)),
        standing_plain=((1, 2, 120), (1, 3, 120), (3, 0, 40), (4, 1, -20)),
        standing_seeger_fabian=((1, 2, 300), (2, 3, 250), (3, 0, 90), (4, 1, 10)),
    )
    dialog = StandingDialog()
    qtbot.addWidget(dialog)
    try:
        dialog.show_snapshot(snap, "plain")
        assert dialog.heading.text() == (
            "The series of 8 deals is over. First place shared by Ben and Clara."
        )
        bold = [dialog.table.item(r, 1).font().bold() for r in range(4)]
        assert bold == [True, True, False, False]
        i18n.set_language("de")
        dialog.show_snapshot(snap, "plain")
        assert dialog.heading.text() == (
            "Die Serie mit 8 Spielen ist vorbei. Den ersten Platz teilen sich Ben und Clara."
        )
        # By the Seeger-Fabian list Ben alone is first.
        i18n.set_language("en")
        dialog.show_snapshot(snap)
        assert dialog.heading.text() == "The series of 8 deals is over. First place: Ben."
        bold = [dialog.table.item(r, 1).font().bold() for r in range(4)]
        assert bold == [True, False, False, False]
        assert dialog.name_list(["Ben", "Clara", "Dora"]) == "Ben, Clara and Dora"
    finally:
        i18n.set_language("en")
