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
    c.new_series()

    def sitting_out_in_play(c: Any) -> bool:
        s = c.snapshot()
        return s.position_of[0] is None and s.state == "playing" and not s.result

    play(qtbot, c, passing_human, sitting_out_in_play, timeout=20000)
    deals = len(c.series.deals)
    c.abandon()
    assert refused and "sit this deal out" in refused[-1]
    assert len(c.series.deals) == deals and c.state in (S.PLAYING, S.TRICK_COMPLETE)
