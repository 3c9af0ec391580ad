"""Table rules in the real window: Kontra panel, Schieberamsch push by clicks, Bock rows on the
sheet, the final standing of a fixed series, and the rule switches of the settings dialog."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest

from skat_desktop.bots.base import Player
from skat_desktop.controller.game import ControllerSettings, GameController
from skat_desktop.controller.preferences import controller_settings
from skat_desktop.engine.actions import (
    DECLINE,
    KONTRA,
    PASS,
    PASS_ON,
    RE,
    Action,
    Kontra,
    Pass,
    Push,
)
from skat_desktop.engine.cards import JACKS, cards_of
from skat_desktop.engine.view import SeatView
from skat_desktop.storage import settings as keys
from skat_desktop.ui import autopilot
from skat_desktop.ui.main_window import MainWindow
from skat_desktop.ui.settings_dialog import SettingsDialog


class Passer:
    """Passes in the auction and passes the skat on; random legal moves otherwise."""

    name = "passer"

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: SeatView, legal: tuple[Action, ...]) -> Action:
        for wanted in (PASS, PASS_ON, DECLINE):
            if wanted in legal:
                return wanted
        return self.rng.choice(legal)


class Doubler(Passer):
    """Bids 18 and holds, declares the first contract, always says Kontra, declines Re."""

    name = "doubler"

    def choose(self, view: SeatView, legal: tuple[Action, ...]) -> Action:
        if KONTRA in legal:
            return KONTRA
        if RE in legal:
            return DECLINE
        for action in legal:
            name = type(action).__name__
            if name == "Bid" and view.bid_value < 18:
                return action
            if name in ("Hold", "PickUpSkat", "Discard", "Declare"):
                return action
        return super().choose(view, legal)


@pytest.fixture
def make_window(qtbot: Any, monkeypatch: pytest.MonkeyPatch) -> Any:
    made: list[GameController] = []

    def make(bot: type = Passer, settings: Any = None, **extra: Any) -> MainWindow:
        config = ControllerSettings(speed="off", seed=extra.pop("seed", 5), **extra)
        if settings is not None:
            config = controller_settings(settings)
            config.speed = "off"
            config.seed = 5

        def factory(kind: str, seed: int) -> Player:
            return bot(seed)  # type: ignore[no-any-return]

        controller = GameController(config, player_factory=factory, hint_factory=factory)
        made.append(controller)
        window = MainWindow(controller, settings)
        qtbot.addWidget(window)
        window.scene.speed = "off"
        monkeypatch.setattr(window, "_confirm", lambda question: True)
        window.resize(1366, 768)
        window.show()
        qtbot.waitExposed(window)
        return window

    yield make
    for controller in made:
        controller.shutdown()


def _human_turn(window: MainWindow, state: str) -> bool:
    snap = window.snapshot
    return snap is not None and snap.state == state and snap.human_to_move


def test_ramsch_with_the_human_pushing_two_cards_by_clicks(qtbot: Any, make_window: Any) -> None:
    window = make_window(ramsch=True, schieberamsch=True)
    window.new_game()
    qtbot.waitUntil(lambda: _human_turn(window, "bidding") or _human_turn(window, "skat"))
    while not _human_turn(window, "skat"):
        window.panel.auction.pass_.click()
        qtbot.waitUntil(lambda: _human_turn(window, "bidding") or _human_turn(window, "skat"))
    page = window.panel.current_page()
    assert page is window.panel.skat and window.panel.skat.pass_on.isVisible()
    assert not window.panel.skat.hand.isVisible()
    window.panel.skat.pick_up.click()
    assert _human_turn(window, "discarding")
    snap = window.snapshot
    assert snap is not None and snap.human_hand.bit_count() == 12
    assert window.panel.discard.confirm.text().endswith("Push these two on")
    # Two cards that are not jacks (jacks may not be pushed by default), by clicks.
    chosen = [c for c in cards_of(snap.human_hand) if not JACKS >> c & 1][:2]
    for c in chosen:
        item = window.scene.card_item(c)
        assert item is not None
        item.clicked.emit(c)
    assert sorted(window.selected) == sorted(chosen)
    assert window.panel.discard.confirm.isEnabled()
    window.panel.discard.confirm.click()
    snap = window.snapshot
    assert snap is not None and snap.pushes == 1 and snap.pushed == sum(1 << c for c in chosen)

    def step() -> bool:
        if window.snapshot is not None and window.snapshot.state == "deal_over":
            return True
        action = autopilot.step(window)
        del action
        return window.snapshot is not None and window.snapshot.state == "deal_over"

    qtbot.waitUntil(step, timeout=15000)
    snap = window.snapshot
    assert snap is not None and snap.ramsch and snap.result is not None
    assert snap.result.is_ramsch and snap.result.pushes == 1
    text = window.panel.result.text.text()
    assert "Ramsch" in text and "Pushed on once" in text
    for player in snap.seating:
        name = "You" if player == snap.human else snap.names[player]
        assert name in text
    # The sheet names the Ramsch row.
    assert window.sheet.item(0, 1).text() == "Ramsch"


def test_kontra_panel_as_defender(qtbot: Any, make_window: Any) -> None:
    window = make_window(bot=Doubler, kontra=True)
    window.new_game()

    def at_kontra() -> bool:
        snap = window.snapshot
        if snap is not None and snap.state == "deal_over":
            window.play_again()
            return False
        if snap is not None and snap.human_to_move and snap.state == "bidding":
            window.panel.auction.pass_.click()
            return False
        if snap is not None and snap.human_to_move and snap.state == "playing":
            autopilot.step(window)
            return False
        return _human_turn(window, "kontra")

    qtbot.waitUntil(at_kontra, timeout=15000)
    page = window.panel.kontra
    assert window.panel.current_page() is page
    assert page.double.text().endswith("Kontra") and page.decline.text().endswith("No Kontra")
    applied: list[Action] = []
    window.controller.action_applied.connect(lambda _p, a: applied.append(a))
    page.double.click()
    assert any(isinstance(a, Kontra) for a in applied)
    qtbot.waitUntil(
        lambda: (
            autopilot.step(window) is None and window.snapshot.state == "deal_over"
            if window.snapshot.state != "deal_over"
            else True
        ),
        timeout=15000,
    )
    snap = window.snapshot
    assert snap.result is not None and snap.result.kontra and snap.kontra_by == 0
    text = window.panel.result.text.text()
    assert "Kontra ×2" in text and "Kontra by you: double the value" in text
    game_cell = window.sheet.item(0, 2)
    assert game_cell.text().endswith(" K")  # short on the sheet, in words in its tool tip
    assert "Kontra: the game value counts double." in game_cell.toolTip()


def test_fixed_series_shows_the_final_standing(qtbot: Any, make_window: Any) -> None:
    window = make_window(bot=Doubler, series_length=3)
    window.new_game()

    def done() -> bool:
        snap = window.snapshot
        if snap is None:
            return False
        if snap.state == "deal_over":
            window.play_again()
        elif snap.human_to_move:
            action: Action = Pass() if PASS in snap.legal else snap.legal[0]
            window.controller.submit(action)
        return window.snapshot is not None and window.snapshot.state == "series_over"

    qtbot.waitUntil(done, timeout=20000)
    dialog = window.standing
    assert dialog is not None and dialog.isVisible()
    series = window.controller.series
    ranking = series.standing("plain")  # the window's sheet prefers the plain list
    assert [dialog.cell(i, 1) for i in range(3)] == [
        window.snapshot.names[p] for _r, p, _t in ranking
    ]
    assert [int(dialog.cell(i, 4)) for i in range(3)] == [t for _r, _p, t in ranking]
    sf = {row["player"]: row for row in series.seeger_fabian_table()}
    first = ranking[0][1]
    assert (
        int(dialog.cell(0, 2)) == sf[first]["won"] and int(dialog.cell(0, 8)) == sf[first]["total"]
    )
    assert "The series of 3 deals is over" in dialog.heading.text()
    assert window.panel.result.again.text().endswith("New series")


def test_bock_deals_are_marked_on_the_sheet(qtbot: Any, make_window: Any) -> None:
    window = make_window(
        bot=Doubler, kontra=True, bock_lost_kontra=True, bock_sixty_all=True, seed=4
    )
    window.new_game()

    def bock_row() -> bool:
        snap = window.snapshot
        if snap is None:
            return False
        if snap.state == "deal_over":
            if any(row["bock"] > 1 for row in snap.sheet):
                return True
            window.play_again()
        elif snap.human_to_move:
            window.controller.submit(PASS if PASS in snap.legal else snap.legal[0])
        return False

    qtbot.waitUntil(bock_row, timeout=30000)
    rows = window.snapshot.sheet
    for r, row in enumerate(rows):
        # A ★ after the number marks a deal that starts a Bock round (its own mark).
        number = window.sheet.item(r, 0).text().removesuffix("★")
        if row["bock"] == 2:
            assert number.endswith(" B")
            assert "Bock round" in window.sheet.item(r, 0).toolTip()
        else:
            assert "B" not in number


def test_rule_switches_reach_the_next_series(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    stored = keys.Settings(path=tmp_path / "settings.json")
    controller = GameController(controller_settings(stored))
    window = MainWindow(controller, stored)
    qtbot.addWidget(window)
    window.new_game()
    assert not controller.series.options.deal.kontra

    def choose(dialog: SettingsDialog) -> bool:
        assert not dialog.schieberamsch.isEnabled()  # needs Ramsch first
        dialog.kontra.setChecked(True)
        dialog.ramsch.setChecked(True)
        assert dialog.schieberamsch.isEnabled()
        dialog.schieberamsch.setChecked(True)
        dialog.bock.setChecked(True)
        dialog.series_length.setValue(10)  # rounded up to 12 for three players
        assert "next series" in dialog.rules_note.text()
        dialog.accept()
        return True

    monkeypatch.setattr(SettingsDialog, "exec", choose)
    window.act_settings.trigger()
    assert stored.get(keys.KONTRA_RE) and stored.get(keys.SCHIEBERAMSCH)
    assert stored.get(keys.SERIES_LENGTH) == 12
    s = controller.settings
    assert s.kontra and s.ramsch and s.schieberamsch and s.bock_lost_kontra and s.bock_grand_hand
    # The series being played keeps its rules; the next one has the new ones.
    assert not controller.series.options.deal.kontra
    window.new_game()
    options = controller.series.options
    assert options.deal.kontra and options.deal.ramsch and options.deal.schieberamsch
    assert options.bock_sixty_all and options.bock_high_value
    assert controller.series.length == 12
    controller.shutdown()


def test_finer_rule_choices_reach_the_next_series(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    stored = keys.Settings(path=tmp_path / "settings.json")
    controller = GameController(controller_settings(stored))
    window = MainWindow(controller, stored)
    qtbot.addWidget(window)
    window.new_game()
    assert not controller.series.options.bock_on_bock

    def choose(dialog: SettingsDialog) -> bool:
        assert not dialog.bock_on_bock.isEnabled()  # needs Bock rounds first
        dialog.kontra.setChecked(True)
        dialog.kontra_after_bid.setChecked(True)
        dialog.ramsch.setChecked(True)
        dialog.schieberamsch.setChecked(True)
        dialog.push_jacks.setChecked(True)
        dialog.bock.setChecked(True)
        assert dialog.bock_on_bock.isEnabled()
        dialog.bock_on_bock.setChecked(True)
        dialog.bock_sixty_all.setChecked(False)
        dialog.bock_grand_hand.setChecked(False)
        dialog.accept()
        return True

    monkeypatch.setattr(SettingsDialog, "exec", choose)
    window.act_settings.trigger()
    s = controller.settings
    assert s.kontra_after_bid and s.ramsch_push_jacks and s.bock_on_bock
    assert s.bock_lost_kontra and s.bock_high_value
    assert not s.bock_sixty_all and not s.bock_grand_hand
    assert not controller.series.options.bock_on_bock  # the series being played keeps its own
    window.new_game()
    options = controller.series.options
    assert options.bock_on_bock and options.bock_lost_kontra and options.bock_high_value
    assert not options.bock_sixty_all and not options.bock_grand_hand
    assert options.deal.kontra_after_bid and options.deal.ramsch_push_jacks
    # And the next start reads them from the file.
    loaded = keys.load_settings(stored.path).settings
    assert controller_settings(loaded).series_options() == options
    controller.shutdown()


def test_a_stored_tournament_number_deals_the_same_cards(qtbot: Any, tmp_path: Path) -> None:
    def first_deal(number: int, seed: int) -> tuple[object, ...]:
        stored = keys.Settings({"tournament_number": number}, path=tmp_path / "settings.json")
        config = controller_settings(stored)
        config.seed = seed  # two different series
        controller = GameController(config)
        window = MainWindow(controller, stored)
        qtbot.addWidget(window)
        window.new_game()
        assert controller.series.tournament_seed == (number or None)
        deal = controller.deal
        assert deal is not None
        controller.shutdown()
        return (*deal.dealt_hands, deal.dealt_skat)

    assert first_deal(4711, seed=1) == first_deal(4711, seed=2)
    assert first_deal(0, seed=1) != first_deal(0, seed=2)  # no number: random deals


def test_push_hint_selects_the_cards() -> None:
    # Terms name the new actions for hints and the accessible text.
    from skat_desktop.ui.terms import terms

    t = terms()
    assert t.action(KONTRA) == "say Kontra" and t.action(RE) == "say Re"
    assert t.action(PASS_ON) == "pass the skat on"
    assert t.action(Push((0, 1))).startswith("push ")
    assert isinstance(Pass(), Pass)


def test_sheet_adds_rows_without_rebuilding_the_old_ones(qtbot: Any, make_window: Any) -> None:
    window = make_window(bot=Passer)
    window.new_game()

    def deals(n: int) -> Any:
        def check() -> bool:
            snap = window.snapshot
            if snap is not None and snap.state == "deal_over" and len(snap.sheet) < n:
                window.play_again()
            elif snap is not None and snap.human_to_move:
                window.controller.submit(PASS if PASS in snap.legal else snap.legal[0])
            return window.snapshot is not None and len(window.snapshot.sheet) >= n

        return check

    qtbot.waitUntil(deals(1), timeout=10000)
    first = window.sheet.item(0, 0)
    qtbot.waitUntil(deals(3), timeout=10000)
    assert window.sheet.item(0, 0) is first  # the old row was kept, not written again
    sheet = window.sheet

    def texts() -> list[list[str]]:
        return [
            [
                sheet.item(r, c).text() if sheet.item(r, c) else ""
                for c in range(sheet.columnCount())
            ]
            for r in range(sheet.rowCount())
        ]

    before = texts()
    sheet.retranslate()  # a full rebuild writes the same
    assert texts() == before
    texts_ = before
    assert texts_[3][0] == "Plain list" and sheet.rowCount() == 5


def test_result_shows_skat_and_put_away_as_two_groups(qtbot: Any, make_window: Any) -> None:
    from skat_desktop.engine.actions import PICK_UP, Bid, Declare, Discard, discard
    from skat_desktop.ui.table.items import CardItem

    window = make_window(bot=Passer)
    window.new_game()
    c = window.controller

    def declarer_step() -> bool:
        snap = window.snapshot
        if snap is None:
            return False
        if snap.state == "deal_over":
            if snap.declarer == snap.human and snap.discard & snap.skat_seen:
                return True
            window.play_again()
        elif snap.human_to_move:
            legal = snap.legal
            bids = [a for a in legal if isinstance(a, Bid)]
            if bids:
                c.submit(min(bids, key=lambda b: b.value))
            elif PICK_UP in legal:
                c.submit(PICK_UP)
            elif any(isinstance(a, Discard) for a in legal):
                # One card of the skat goes back, with one card of the hand.
                skat = [x for x in cards_of(snap.human_hand) if snap.skat_seen >> x & 1]
                other = [x for x in cards_of(snap.human_hand) if not snap.skat_seen >> x & 1]
                c.submit(discard(skat[0], other[0]))
            elif any(isinstance(a, Declare) for a in legal):
                c.submit(next(a for a in legal if isinstance(a, Declare)))
            else:
                c.submit(legal[0])
        return False

    qtbot.waitUntil(declarer_step, timeout=15000)
    snap = window.snapshot
    shared = snap.discard & snap.skat_seen
    assert shared and snap.discard != snap.skat_seen
    items = [i for i in window.scene.items() if isinstance(i, CardItem) and i.isVisible()]
    card = next(iter(cards_of(shared)))
    copies = [i for i in items if i.card == card]
    assert len(copies) == 2  # in the skat and among the cards put away
    skat_items = [i for i in items if i.key[0] == "c" and snap.skat_seen >> i.card & 1]
    away_items = [
        i
        for i in items
        if i.key[0] == "d" or (i.key[0] == "c" and (snap.discard & ~snap.skat_seen) >> i.card & 1)
    ]
    assert len(skat_items) == 2 and len(away_items) == 2
    # The groups do not overlap: the put-away cards lie right of the whole skat group.
    skat_right = max(i.sceneBoundingRect().right() for i in skat_items)
    away_left = min(i.sceneBoundingRect().left() for i in away_items)
    assert away_left > skat_right
    captions = [window.scene._caption.isVisible(), window.scene._caption2.isVisible()]
    assert captions == [True, True]


def test_a_tournament_number_chosen_in_the_dialog_deals_from_the_next_series(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    stored = keys.Settings(path=tmp_path / "settings.json")
    controller = GameController(controller_settings(stored))
    window = MainWindow(controller, stored)
    qtbot.addWidget(window)
    window.new_game()
    assert controller.series.tournament_seed is None

    def choose(dialog: SettingsDialog) -> bool:
        dialog.tournament.setValue(4711)
        dialog.accept()
        return True

    monkeypatch.setattr(SettingsDialog, "exec", choose)
    window.act_settings.trigger()
    assert controller.settings.tournament_seed == 4711
    window.new_game()
    assert controller.series.tournament_seed == 4711
    controller.shutdown()


class Redoubler(Doubler):
    """Says Kontra, and Re to a Kontra."""

    def choose(self, view: SeatView, legal: tuple[Action, ...]) -> Action:
        return RE if RE in legal else super().choose(view, legal)


def test_the_sheet_widens_for_the_row_just_written(qtbot: Any, make_window: Any) -> None:
    """At five the sheet's game column is narrow; a tester saw a new row's "♣ ✓ Re" cut
    ("♣ ✓ …"). The dock is fitted after the new row is written, so it shows in full."""
    window = make_window(bot=Redoubler, kontra=True, players=5, seed=4)
    window.resize(1200, 760)
    window.new_game()

    def over() -> bool:
        snap = window.snapshot
        if snap is not None and snap.human_to_move and snap.state != "deal_over":
            window.controller.submit(PASS if PASS in snap.legal else snap.legal[0])
        return snap is not None and snap.state == "deal_over"

    qtbot.waitUntil(over, timeout=20000)
    qtbot.wait(20)
    assert window.snapshot.sheet and window.snapshot.sheet[-1]["kontra"] == 4  # Kontra and Re
    sheet = window.sheet
    assert window.dock.width() >= sheet.needed_width()
    game = sheet.item(0, sheet.GAME).text()
    assert game.endswith("Re") and sheet.columnWidth(
        sheet.GAME
    ) >= sheet.fontMetrics().horizontalAdvance(game)
