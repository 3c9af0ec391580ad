"""Table rules through the controller: Kontra and Re, Schieberamsch, Bock, fixed-length series."""

from __future__ import annotations

import random
from typing import Any

import pytest

from skat_desktop.controller.game import ControllerSettings, ControllerState, GameController
from skat_desktop.engine.actions import (
    DECLINE,
    KONTRA,
    PASS_ON,
    PICK_UP,
    RE,
    Action,
    Pass,
    Push,
    Re,
)
from skat_desktop.engine.deal import Phase
from skat_desktop.engine.view import SeatView

from .conftest import MakeController
from .helpers import EagerBot, declarer_human, human_step, passing_human

S = ControllerState


class KontraBot(EagerBot):
    """Passes in the auction, always says Kontra, and plays like EagerBot otherwise."""

    name = "kontra"

    def choose(self, view: SeatView, legal: tuple[Action, ...]) -> Action:
        if KONTRA in legal:
            return KONTRA
        if RE in legal:
            return DECLINE
        if any(isinstance(a, Pass) for a in legal):
            return next(a for a in legal if isinstance(a, Pass))
        return super().choose(view, legal)


class DeclineBot(EagerBot):
    """Bids like EagerBot, never doubles, answers a Kontra with Re."""

    name = "decline"

    def choose(self, view: SeatView, legal: tuple[Action, ...]) -> Action:
        if RE in legal:
            return RE
        if KONTRA in legal:
            return DECLINE
        return super().choose(view, legal)


def run_until(qtbot: Any, c: GameController, policy: Any, until: Any) -> None:
    def check() -> bool:
        if until(c):
            return True
        human_step(c, policy)
        return bool(until(c))

    qtbot.waitUntil(check, timeout=10000)


def over(c: GameController) -> bool:
    return c.state in (S.DEAL_OVER, S.SERIES_OVER)


def test_human_defender_says_kontra_and_the_declarer_answers_re(
    qtbot: Any, make_controller: MakeController
) -> None:
    c = make_controller(bot=DeclineBot, kontra=True)
    c.new_series()
    run_until(qtbot, c, passing_human, lambda c: c.state == S.KONTRA and bool(c.snapshot().legal))
    snap = c.snapshot()
    assert snap.phase == Phase.KONTRA and set(snap.legal) == {KONTRA, DECLINE}
    assert "Kontra" in snap.message
    applied: list[tuple[int, object]] = []
    c.action_applied.connect(lambda p, a: applied.append((p, a)))
    c.submit(KONTRA)
    run_until(qtbot, c, passing_human, lambda c: c.state == S.PLAYING or over(c))
    assert (0, KONTRA) in applied and any(isinstance(a, Re) for _p, a in applied)
    snap = c.snapshot()
    assert snap.kontra_by == 0 and snap.re
    run_until(qtbot, c, lambda s: s.legal[0], over)
    result = c.series.deals[-1].result
    assert result.kontra and result.re and result.factor == 4
    if not result.overbid:
        assert result.value == result.base_value * result.multiplier * 4
    assert result.score in (result.value, -2 * result.value)
    assert c.snapshot().sheet[-1]["kontra"] == 4


def test_human_declarer_answers_kontra_with_re(qtbot: Any, make_controller: MakeController) -> None:
    c = make_controller(bot=KontraBot, kontra=True)
    c.new_series()
    run_until(qtbot, c, declarer_human, lambda c: c.state == S.KONTRA and RE in c.snapshot().legal)
    snap = c.snapshot()
    assert snap.declarer == 0 and snap.kontra_by in (1, 2)
    assert set(snap.legal) == {RE, DECLINE}
    c.submit(RE)
    assert c.deal is not None and c.deal.re and c.state == S.PLAYING
    run_until(qtbot, c, declarer_human, over)
    result = c.series.deals[-1].result
    assert result.declarer is not None and result.kontra and result.re
    assert [level.name for level in result.levels if level.factor == 2] == ["kontra", "re"]
    entry = c.series.deals[-1].scores(3)[0]
    assert entry == result.score and abs(result.score) in (result.value, 2 * result.value)


def test_only_after_bidding_never_asks_a_defender_who_only_passed(
    qtbot: Any, make_controller: MakeController
) -> None:
    c = make_controller(bot=DeclineBot, kontra=True, kontra_after_bid=True)
    assert c.settings.series_options().deal.kontra_after_bid
    asked: list[Phase | None] = []
    c.snapshot_changed.connect(lambda s: asked.append(s.phase) if s.human_to_move else None)
    c.new_series()

    def three_deals(c: GameController) -> bool:
        if c.state == S.DEAL_OVER and len(c.series.deals) < 3:
            c.next_deal()
        return len(c.series.deals) >= 3 and over(c)

    run_until(qtbot, c, passing_human, three_deals)
    assert Phase.BIDDING in asked and Phase.KONTRA not in asked
    played = [d for d in c.series.deals if d.result.contract is not None]
    assert played  # the bots declared games the human could have doubled otherwise


def test_schieberamsch_human_pushes_and_pass_on_through_the_controller(
    qtbot: Any, make_controller: MakeController
) -> None:
    from .helpers import PassBot

    class PushBot(PassBot):
        """Passes in the auction, passes the skat on."""

        def choose(self, view: SeatView, legal: tuple[Action, ...]) -> Action:
            if PASS_ON in legal:
                return PASS_ON
            return super().choose(view, legal)

    c = make_controller(bot=PushBot, ramsch=True, schieberamsch=True)
    c.new_series()
    run_until(qtbot, c, passing_human, lambda c: c.state == S.SKAT and bool(c.snapshot().legal))
    assert set(c.snapshot().legal) == {PICK_UP, PASS_ON}
    c.submit(PICK_UP)
    assert c.state == S.DISCARDING
    snap = c.snapshot()
    assert snap.human_hand.bit_count() == 12 and snap.skat_in_middle == 0
    pushes = [a for a in snap.legal if isinstance(a, Push)]
    assert pushes
    c.submit(Push((pushes[0].cards[1], pushes[0].cards[0])))  # order does not matter
    assert c.snapshot().pushed == (1 << pushes[0].cards[0]) | (1 << pushes[0].cards[1])
    rng = random.Random(3)
    run_until(qtbot, c, lambda s: rng.choice(s.legal), over)
    finished = c.series.deals[-1]
    assert finished.is_ramsch and finished.result.pushes == 1
    assert finished.result.factor >= 2
    row = c.snapshot().sheet[-1]
    assert row["ramsch"] and sum(e or 0 for e in row["entries"]) == sum(
        finished.result.ramsch_scores or ()
    )


def test_fixed_length_series_ends_with_a_standing(
    qtbot: Any, make_controller: MakeController
) -> None:
    c = make_controller(bot=EagerBot, series_length=6)
    assert c.series.length == 6  # a multiple of 3: the engine's fixed length
    c.new_series()
    finished: list[object] = []
    c.series_finished.connect(lambda: finished.append(True))

    def step(c: GameController) -> bool:
        if c.state == S.DEAL_OVER:
            c.next_deal()
        return c.state == S.SERIES_OVER

    run_until(qtbot, c, passing_human, step)
    assert finished == [True] and c.series.is_over and len(c.series.deals) == 6
    snap = c.snapshot()
    assert [p for _r, p, _t in snap.standing_seeger_fabian] == [
        p for _r, p, _t in c.series.standing()
    ]
    totals = {p: t for _r, p, t in snap.standing_seeger_fabian}
    assert totals == {row["player"]: row["total"] for row in snap.seeger_fabian_table}
    assert [t for _r, _p, t in snap.standing_plain] == sorted(c.series.plain_totals(), reverse=True)
    # A non-multiple length is still kept by the controller (autoplay runs of 5 deals).
    odd = make_controller(bot=EagerBot, series_length=5)
    assert odd.series.length is None and odd.series_length == 5


def test_in_a_bock_round_the_message_counts_the_bock_doubling_too(
    qtbot: Any, make_controller: MakeController, monkeypatch: pytest.MonkeyPatch
) -> None:
    c = make_controller(bot=KontraBot, kontra=True)
    next_bock = c._next_bock
    monkeypatch.setattr(c, "_next_bock", lambda: (2, next_bock()[1]))  # this deal is Bock
    c.new_series()
    run_until(qtbot, c, declarer_human, lambda c: c.state == S.KONTRA and RE in c.snapshot().legal)
    c.submit(RE)
    assert c.state == S.PLAYING
    assert "Kontra, Re and Bock" in c.snapshot().message
    assert "counts 8 times" in c.snapshot().message


def test_bock_rounds_follow_an_event_on_the_sheet(
    qtbot: Any, make_controller: MakeController
) -> None:
    c = make_controller(
        bot=KontraBot, kontra=True, bock_lost_kontra=True, bock_sixty_all=True, seed=4
    )
    assert c.series.options.bock_lost_kontra
    c.new_series()

    def bock_seen(c: GameController) -> bool:
        if c.state == S.DEAL_OVER:
            if any(row["bock"] > 1 for row in c.snapshot().sheet):
                return True
            c.next_deal()
        return False

    run_until(qtbot, c, declarer_human, bock_seen)
    rows = c.snapshot().sheet
    first = next(i for i, row in enumerate(rows) if row["bock"] > 1)
    assert any(row["bock_event"] for row in rows[:first])
    row = rows[first]
    deal = c.series.deals[first]
    if row["declarer"] is not None and row["contract"] is not None:
        assert row["entries"][row["declarer"]] == deal.result.score * 2


def test_rule_settings_make_the_series_options() -> None:
    s = ControllerSettings(
        kontra=True,
        ramsch=True,
        schieberamsch=True,
        bock_grand_hand=True,
        bock_on_bock=True,
        series_length=36,
        tournament_seed=77,
    )
    series = s.new_series()
    assert series.options.deal.kontra and series.options.deal.schieberamsch
    assert series.options.bock_grand_hand and series.options.bock_on_bock
    assert series.length == 36 and series.tournament_seed == 77
    # Schieberamsch needs Ramsch; Bock after a lost Kontra needs Kontra.
    off = ControllerSettings(schieberamsch=True, bock_lost_kontra=True).series_options()
    assert not off.deal.schieberamsch and not off.bock_lost_kontra
