"""Saved games: every autosave restores to the very table it was taken from, bad data is refused."""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest

from skat_desktop.controller.game import ControllerState, GameController
from skat_desktop.controller.snapshot import TableSnapshot

from .conftest import MakeController
from .helpers import EagerBot, declarer_human, passing_human
from .test_game import play

S = ControllerState
Saved = list[tuple[dict[str, Any], TableSnapshot]]


def _recording(make_controller: MakeController, **settings: Any) -> tuple[GameController, Saved]:
    saved: Saved = []
    box: list[GameController] = []

    def autosave(payload: dict[str, Any]) -> None:
        # Through JSON text, as the save file does: the payload must survive it unchanged.
        saved.append((json.loads(json.dumps(payload)), box[0].snapshot()))

    box.append(make_controller(autosave=autosave, **settings))
    return box[0], saved


@pytest.mark.parametrize(
    ("bot", "policy"),
    [(None, declarer_human), (EagerBot, passing_human)],
    ids=["declarer", "defender"],
)
def test_every_autosave_restores_the_same_table(
    qtbot: Any, make_controller: MakeController, bot: Any, policy: Any
) -> None:
    settings: dict[str, Any] = {"series_length": 2}
    if bot is not None:
        settings["bot"] = bot
    c, saved = _recording(make_controller, **settings)
    c.new_series()
    play(qtbot, c, policy, lambda c: c.state == S.SERIES_OVER)
    states = {snap.state for _, snap in saved}
    expected = {"dealing", "bidding", "playing", "trick_complete", "deal_over", "series_over"}
    if policy is declarer_human:
        expected |= {"skat", "discarding", "declaring"}
    assert states >= expected
    # Slow speed, so that nothing moves on between the restore and the comparison.
    r = make_controller(speed="slow", **({"bot": bot} if bot else {}))
    for payload, snap in saved:
        r.restore(payload)
        assert r.snapshot() == snap, snap.state
        assert r.to_dict() == payload


def test_autosave_after_every_action_and_finished_deal(
    qtbot: Any, make_controller: MakeController
) -> None:
    c, saved = _recording(make_controller, series_length=1)
    applied: list[Any] = []
    c.action_applied.connect(lambda p, a: applied.append(a))
    c.new_series()
    play(qtbot, c, declarer_human, lambda c: c.state == S.SERIES_OVER)
    # One save as the deal starts, one after each action, one when the deal is recorded.
    assert len(saved) == len(applied) + 2
    assert saved[-1][0]["state"] == "series_over" and saved[-1][0]["deal"] is None
    assert len(saved[-1][0]["series"]["deals"]) == 1


def test_restored_game_in_a_bots_turn_continues(
    qtbot: Any, make_controller: MakeController
) -> None:
    c, saved = _recording(make_controller, bot=EagerBot)
    c.new_series()
    play(qtbot, c, passing_human, lambda c: c.state == S.DEAL_OVER, play_again=False)
    bot_turns = [
        (payload, snap)
        for payload, snap in saved
        if snap.thinking and snap.state in ("bidding", "playing")
    ]
    assert bot_turns
    payload, _ = bot_turns[len(bot_turns) // 2]
    r = make_controller(bot=EagerBot)
    r.restore(payload)
    length = len(payload["deal"]["history"])
    qtbot.waitUntil(lambda: r.deal is not None and len(r.deal.history) > length, timeout=5000)
    assert r.deal is not None and r.deal.history[:length] == c.deal.history[:length]


def test_restore_keeps_undo_history(qtbot: Any, make_controller: MakeController) -> None:
    c = make_controller()
    c.new_series()
    play(qtbot, c, declarer_human, lambda c: c.state == S.DECLARING and bool(c.snapshot().legal))
    r = make_controller()
    r.restore(json.loads(json.dumps(c.to_dict())))
    assert r.can_undo()
    assert r.undo() and c.undo()
    assert r.snapshot() == c.snapshot() and r.state == S.DISCARDING


def test_restore_into_trick_complete_shows_the_trick(
    qtbot: Any, make_controller: MakeController
) -> None:
    c = make_controller()
    captured: list[tuple[dict[str, Any], TableSnapshot]] = []
    c.trick_completed.connect(lambda winner: captured.append((c.to_dict(), c.snapshot())))
    c.new_series()
    play(qtbot, c, declarer_human, lambda c: bool(captured))
    payload, snap = captured[0]
    r = make_controller(speed="slow")
    r.restore(payload)
    assert r.state == S.TRICK_COMPLETE and r.snapshot() == snap and len(snap.trick) == 3
    r.skip_animation()
    assert r.state != S.TRICK_COMPLETE


def _bad(payload: dict[str, Any], **changes: Any) -> dict[str, Any]:
    out = copy.deepcopy(payload)
    out.update(changes)
    return out


def test_bad_saved_games_raise_value_error_and_change_nothing(
    qtbot: Any, make_controller: MakeController
) -> None:
    c = make_controller()
    c.new_series()
    play(qtbot, c, declarer_human, lambda c: c.state == S.PLAYING and bool(c.snapshot().legal))
    good = json.loads(json.dumps(c.to_dict()))
    history = good["deal"]["history"]
    bad_cases: list[tuple[Any, str]] = [
        ({}, "missing"),
        ([], "object"),
        (_bad(good, version=99), "newer"),
        (_bad(good, format="spreadsheet"), "not a saved game"),
        (_bad(good, state="dancing"), "unknown state"),
        (_bad(good, state="bidding"), "does not fit"),
        (_bad(good, deal={"history": [*history, history[-1]]}), "not in the hand"),
        (_bad(good, deal={"history": ["deal XX"]}), "cannot read action"),
        (_bad(good, deal={"history": history[1:]}), "does not start with the cards"),
        (_bad(good, deal=None), "holds no deal"),
        (_bad(good, deal_id="seven"), "whole number"),
        (
            _bad(good, series={"players": 6, "first_dealer": 0, "seed": 0, "deals": []}),
            "3, 4 or 5 players",
        ),
        (_bad(good, series=[]), "series"),
        (_bad(good, state="deal_over", series={**good["series"], "deals": []}), "no finished"),
    ]
    before = c.snapshot()
    for data, words in bad_cases:
        with pytest.raises(ValueError, match=words):
            c.restore(data)
        assert c.snapshot() is before
    c.restore(good)
    assert c.snapshot() == before
