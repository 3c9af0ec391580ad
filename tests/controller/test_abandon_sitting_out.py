"""Sitting a deal out at four, the human cannot abandon the others' game: it is refused and
the deal plays on (RULES.md: abandoning is never a way to erase a game)."""

from __future__ import annotations

from typing import Any

from skat_desktop.controller.game import ControllerState

from .conftest import MakeController
from .helpers import EagerBot, passing_human
from .test_game import play

S = ControllerState


def test_abandon_while_sitting_out_is_refused(qtbot: Any, make_controller: MakeController) -> None:
    c = make_controller(bot=EagerBot, players=4)
    refused: list[str] = []
    c.action_refused.connect(refused.append)
    # (deals before, deals after, state after) of one abandon tried during trick play of a
    # deal the human sits out. It is tried the moment a card is played: with the computer
    # players at full speed such a deal can end between two polls of the test.
    tried: list[tuple[int, int, str]] = []

    def on_action(*_: Any) -> None:
        s = c.snapshot()
        if tried or s.position_of[0] is not None or c.state != S.PLAYING or s.result:
            return
        before = len(c.series.deals)
        c.abandon()
        tried.append((before, len(c.series.deals), c.state))

    c.action_applied.connect(on_action)
    c.new_series()
    play(qtbot, c, passing_human, lambda c: bool(tried), timeout=20000)
    assert refused and "sit this deal out" in refused[-1]
    before, after, state = tried[0]
    assert after == before and state in (S.PLAYING, S.TRICK_COMPLETE)
