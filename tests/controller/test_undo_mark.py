"""A deal in which the human took back a decision after seeing what followed is marked as
played with undo: in the snapshot, the sheet, the saved game and the archive record."""

from __future__ import annotations

from typing import Any

from skat_desktop.controller.game import ControllerState
from skat_desktop.controller.summary import deal_record
from skat_desktop.engine.series import Series

from .conftest import MakeController
from .helpers import EagerBot, declarer_human, passing_human
from .test_game import deal_over, human_turn, play

S = ControllerState


def test_a_deal_played_without_undo_is_not_marked(
    qtbot: Any, make_controller: MakeController
) -> None:
    c = make_controller(bot=EagerBot)
    c.new_series()
    play(qtbot, c, passing_human, deal_over, play_again=False)
    finished = c.series.deals[-1]
    assert not finished.with_undo and not c.snapshot().with_undo
    assert c.snapshot().sheet[-1]["with_undo"] is False
    assert "with_undo" not in deal_record(finished, ["You", "Anna", "Ben"])


def test_undo_after_the_others_answered_marks_the_deal_everywhere(
    qtbot: Any, make_controller: MakeController
) -> None:
    saved: list[dict[str, Any]] = []
    c = make_controller(autosave=saved.append)
    c.new_series()
    play(qtbot, c, declarer_human, human_turn(S.PLAYING))
    # The human's card must be answered by another seat: a card that closes the trick
    # (two already lie in it) is followed by no one else, so play such cards first.
    while len(c.snapshot().trick) == 2:
        c.submit(declarer_human(c.snapshot()))
        qtbot.waitUntil(lambda: bool(c.snapshot().legal) or deal_over(c), timeout=5000)
    c.submit(declarer_human(c.snapshot()))  # a card; the bots answer it
    qtbot.waitUntil(lambda: bool(c.snapshot().legal) or deal_over(c), timeout=5000)
    assert not c.snapshot().with_undo
    assert c.undo() is True
    assert c.snapshot().with_undo
    # The mark survives a save and resume in the middle of the deal.
    again = make_controller()
    again.restore(saved[-1])
    assert again.snapshot().with_undo
    play(qtbot, c, declarer_human, deal_over, play_again=False)
    finished = c.series.deals[-1]
    assert finished.with_undo and c.snapshot().with_undo
    assert c.snapshot().sheet[-1]["with_undo"] is True
    assert deal_record(finished, ["You", "Anna", "Ben"])["with_undo"] is True
    # ... and the series' own save.
    assert Series.from_dict(c.series.to_dict()).deals[-1].with_undo
    # The next deal starts unmarked.
    c.next_deal()
    assert not c.snapshot().with_undo
