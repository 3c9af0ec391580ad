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
