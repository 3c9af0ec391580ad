"""The end of a Ramsch in words: one loser, or everyone tied for the most points."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

from skat_desktop.controller.messages import _ramsch_sentence

NAMES = ("You", "Anna", "Ben")
SEATING = (0, 1, 2)  # forehand, middlehand, rearhand are players 0, 1, 2


def _result(points: tuple[int, int, int], scores: tuple[int, int, int]) -> Any:
    return SimpleNamespace(ramsch_points=points, ramsch_scores=scores, durchmarsch=False)


def test_one_loser_is_named_in_the_singular() -> None:
    said = _ramsch_sentence(_result((30, 29, 61), (0, 0, -61)), SEATING, NAMES, 0)
    assert said == "Ben loses the Ramsch with 61 points: -61."
    said = _ramsch_sentence(_result((61, 29, 30), (-61, 0, 0)), SEATING, NAMES, 0)
    assert said == "You lose the Ramsch with 61 points: -61."


def test_a_tie_names_every_loser_in_the_plural() -> None:
    said = _ramsch_sentence(_result((20, 50, 50), (0, -50, -50)), SEATING, NAMES, 0)
    assert said == "Anna & Ben lose the Ramsch, tied with 50 points: -50 each."
    said = _ramsch_sentence(_result((50, 50, 20), (-50, -50, 0)), SEATING, NAMES, 0)
    assert said == "You and Anna lose the Ramsch, tied with 50 points: -50 each."


def test_a_series_that_ends_on_a_ramsch_still_names_its_loser(
    make_controller: Any, qtbot: Any
) -> None:
    """At the end of a fixed series the panel said only "The series is over.", and the
    Ramsch's result page names no loser: the last deal's sentence comes first."""
    controller = make_controller(human_is_bot=True, ramsch=True, series_length=3)
    played: list[object] = []

    def finished(deal: object) -> None:
        played.append(deal)
        if len(played) < 3:
            controller.next_deal()

    controller.deal_finished.connect(finished)
    with qtbot.waitSignal(controller.series_finished, timeout=30_000):
        controller.new_series()
    snap = controller.snapshot()
    assert snap.state == "series_over" and snap.result is not None and snap.result.ramsch_scores
    assert "the Ramsch" in snap.message and snap.message.endswith("The series is over.")
