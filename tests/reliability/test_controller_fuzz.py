"""Hypothesis state machine on the GameController: random human input never corrupts the game."""

from __future__ import annotations

import json
import os
import time
from typing import Any

import pytest
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, rule
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication

from skat_desktop.bench.soak import card_violations
from skat_desktop.bots.registry import make_player
from skat_desktop.controller.game import (
    HUMAN_ACTS,
    ControllerSettings,
    ControllerState,
    GameController,
    check_saved_game,
)
from skat_desktop.engine.actions import (
    HOLD,
    PASS,
    PICK_UP,
    PLAY_HAND,
    PLAYS,
    Bid,
    Declare,
    Discard,
)
from skat_desktop.engine.deal import Deal, IllegalActionError
from skat_desktop.engine.rules import hand_contracts, skat_contracts
from skat_desktop.ui import i18n

S = ControllerState
SETTLE_S = 20.0  # a bot answer at speed "off" takes milliseconds; 20 s means stuck

# Every kind of action a human could send, most of them illegal at any given moment.
ANY_ACTION = st.one_of(
    st.sampled_from(PLAYS),
    st.builds(Bid, st.integers(min_value=-5, max_value=300)),
    st.sampled_from((HOLD, PASS, PICK_UP, PLAY_HAND)),
    st.builds(
        lambda a, b: Discard((a, b)),
        st.integers(min_value=-1, max_value=33),
        st.integers(min_value=-1, max_value=33),
    ),
    st.sampled_from([Declare(c) for c in (*hand_contracts(), *skat_contracts())]),
    st.sampled_from(("play the ace", None, 7, Discard((3, 3)))),
)
DECKS = ("french", "tournament", "german")


def _app() -> QCoreApplication:
    return QApplication.instance() or QApplication([])


class ControllerMachine(RuleBasedStateMachine):
    """One human seat driven at random; bots (random and heuristic) in the others."""

    def __init__(self) -> None:
        super().__init__()
        self.app = _app()
        self.controller: GameController | None = None
        self.refusals: list[str] = []
        self.problems: list[str] = []
        self.saved: dict[str, Any] | None = None

    @initialize(
        players=st.sampled_from((3, 4)),
        kind=st.sampled_from(("random", "normal")),
        seed=st.integers(min_value=0, max_value=2**32 - 1),
        auto_single=st.booleans(),
        length=st.sampled_from((0, 2, 5)),
    )
    def start(self, players: int, kind: str, seed: int, auto_single: bool, length: int) -> None:
        config = ControllerSettings(
            players=players,
            bot_kinds=(kind,) * 3,
            speed="off",
            seed=seed,
            auto_play_single_card=auto_single,
            series_length=length,
        )
        c = GameController(
            config,
            autosave=self._autosave,
            player_factory=lambda k, s: make_player(k, s),
            hint_factory=lambda k, s: make_player("random", s),
        )
        c.action_refused.connect(self.refusals.append)
        c.problem.connect(self.problems.append)
        self.controller = c
        c.new_series()
        self._settle()

    def _autosave(self, data: dict[str, Any]) -> None:
        self.saved = json.loads(json.dumps(data))

    @property
    def c(self) -> GameController:
        assert self.controller is not None
        return self.controller

    def _settle(self) -> None:
        """Run the event loop until the human must act or the deal is over."""
        c = self.c
        deadline = time.monotonic() + SETTLE_S
        while time.monotonic() < deadline:
            self.app.processEvents()
            snap = c.snapshot()
            if c.state in (S.DEAL_OVER, S.SERIES_OVER, S.IDLE) or snap.human_to_move:
                # Nothing pending: a second pass makes sure no queued answer still lands.
                self.app.processEvents()
                if c.snapshot() is snap:
                    return
            time.sleep(0.001)
        raise AssertionError(f"the controller is stuck in {c.state.value}")

    def _human_turn(self) -> bool:
        return self.c.state in HUMAN_ACTS and self.c.snapshot().human_to_move

    # -- rules ----------------------------------------------------------------------

    @rule(pick=st.integers(min_value=0, max_value=1000))
    def legal_action(self, pick: int) -> None:
        if not self._human_turn():
            return
        legal = self.c.snapshot().legal
        before = len(self.refusals)
        self.c.submit(legal[pick % len(legal)])
        assert len(self.refusals) == before, self.refusals[before:]
        self._settle()

    @rule(action=ANY_ACTION)
    def any_action(self, action: Any) -> None:
        c = self.c
        deal = c.deal
        legal = deal.legal_actions() if deal is not None and self._human_turn() else []
        history = list(deal.history) if deal is not None else None
        state = c.state
        before = len(self.refusals)
        c.submit(action)
        if action in legal:
            assert len(self.refusals) == before
        else:
            # Refused with a message, and nothing moved.
            assert len(self.refusals) == before + 1
            assert self.refusals[-1].strip()
            assert c.state == state
            assert (list(c.deal.history) if c.deal is not None else None) == history
        self._settle()

    @rule()
    def undo(self) -> None:
        deal = self.c.deal
        length = len(deal.history) if deal is not None else 0
        could = self.c.can_undo()
        done = self.c.undo()
        assert done == could
        if done:
            assert self.c.deal is not None and len(self.c.deal.history) < length
        self._settle()

    @rule()
    def abandon(self) -> None:
        in_deal = self.c.state not in (S.IDLE, S.DEAL_OVER, S.SERIES_OVER)
        snap = self.c.snapshot()
        deal = self.c.deal
        # Sitting out a game in play, the human may not void the others' game.
        sitting_out = (
            in_deal
            and deal is not None
            and snap.position_of[0] is None
            and deal.phase.value in ("kontra", "play")
            and not deal.ramsch
        )
        before = len(self.refusals)
        deals = len(self.c.series.deals)
        self.c.abandon()
        if sitting_out:
            assert len(self.refusals) == before + 1 and len(self.c.series.deals) == deals
        elif in_deal:
            assert self.c.state in (S.DEAL_OVER, S.SERIES_OVER)
            assert len(self.c.series.deals) == deals + 1
        else:
            assert len(self.refusals) == before + 1
        self._settle()

    @rule()
    def new_game(self) -> None:
        self.c.new_series()
        assert self.c.series.deals == []
        self._settle()

    @rule()
    def play_again(self) -> None:
        over = self.c.state in (S.DEAL_OVER, S.SERIES_OVER)
        before = len(self.refusals)
        self.c.next_deal()
        if not over:
            assert len(self.refusals) == before + 1
        self._settle()

    @rule()
    def hint(self) -> None:
        action = self.c.hint()
        if action is not None:
            assert action in self.c.snapshot().legal

    @rule(fresh=st.booleans())
    def save_and_restore(self, fresh: bool) -> None:
        data = json.loads(json.dumps(self.c.to_dict()))
        check_saved_game(data)
        if fresh:
            # Resume in a new controller, as a restart does, and carry on with it.
            other = GameController(
                self.c.settings,
                autosave=self._autosave,
                player_factory=lambda k, s: make_player(k, s),
                hint_factory=lambda k, s: make_player("random", s),
            )
            other.action_refused.connect(self.refusals.append)
            other.problem.connect(self.problems.append)
            other.restore(data)
            self.c.shutdown()
            self.controller = other
        else:
            self.c.restore(data)
        assert self.c.to_dict() == data
        self._settle()

    @rule(code=st.sampled_from(i18n.SUPPORTED_LANGUAGES))
    def switch_language(self, code: str) -> None:
        assert i18n.set_language(code) == code
        self.c.apply_settings(self.c.settings)
        assert self.c.snapshot().message

    @rule(deck=st.sampled_from(DECKS))
    def switch_deck(self, deck: str) -> None:
        from skat_desktop.ui.cards import shared_renderer

        shared_renderer().set_style(deck)
        assert shared_renderer().style() == deck

    # -- invariants -----------------------------------------------------------------

    @invariant()
    def table_is_consistent(self) -> None:
        if self.controller is None:
            return
        c = self.c
        snap = c.snapshot()
        assert snap.state == c.state.value
        assert list(snap.plain_totals) == c.series.plain_totals()
        assert len(snap.sheet) == len(c.series.deals)
        deal = c.deal
        if deal is None:
            return
        assert card_violations(deal) == []
        pos = snap.position_of[c.HUMAN]
        if pos is not None:
            assert snap.human_hand == deal.hands[pos]
        # The deal replays from its own history to the same position.
        again = Deal.replay(deal.history, deal.options)
        assert (again.phase, again.hands, again.result) == (deal.phase, deal.hands, deal.result)
        check_saved_game(json.loads(json.dumps(c.to_dict())))
        assert not self.problems, self.problems

    def teardown(self) -> None:
        if self.controller is not None:
            self.controller.shutdown()
        i18n.set_language("en")


# The quick suite runs 25 random sessions; SKAT_FUZZ_EXAMPLES=500 is the long run.
ControllerMachine.TestCase.settings = settings(
    max_examples=int(os.environ.get("SKAT_FUZZ_EXAMPLES", "25")),
    stateful_step_count=30,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
TestControllerFuzz = ControllerMachine.TestCase


def test_discard_of_a_card_that_does_not_exist_is_refused(qtbot: Any) -> None:
    """Regression: the refusal message of Discard((0, 32)) once raised IndexError."""
    deal = Deal.from_seed(1)
    with pytest.raises(IllegalActionError):
        deal.apply(Discard((0, 32)))
    refusals: list[str] = []
    c = GameController(ControllerSettings(speed="off", seed=0, bot_kinds=("random",) * 3))
    c.action_refused.connect(refusals.append)
    c.new_series()
    qtbot.waitUntil(lambda: c.snapshot().human_to_move, timeout=20_000)
    try:
        c.submit(Discard((0, 32)))
    finally:
        c.shutdown()
    assert len(refusals) == 1
