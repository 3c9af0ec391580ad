"""The player asked about a pushed Schieberamsch skat hears the pushes in words."""

from __future__ import annotations

from skat_desktop.controller.messages import describe
from skat_desktop.engine.actions import PASS, PICK_UP, Push
from skat_desktop.engine.deal import Deal, DealOptions, Phase

NAMES = ("You", "Anna", "Ben")
SEATING = (0, 1, 2)


def test_schieberamsch_pushes_are_counted_in_words() -> None:
    deal = Deal.from_seed(3, DealOptions(ramsch=True, schieberamsch=True))
    for _ in range(3):
        deal.apply(PASS)
    asked = []  # what each player is told when the skat comes to them, after each push
    for _ in range(3):
        assert deal.phase == Phase.RAMSCH_SKAT
        player = deal.current_player
        asked.append(describe("ramsch", deal, SEATING, NAMES, player, 2, None, True))
        deal.apply(PICK_UP)
        deal.apply(next(a for a in deal.legal_actions() if isinstance(a, Push)))
    assert asked[0].startswith("Ramsch: pick up the skat")
    assert asked[1].startswith("Schieberamsch, pushed once so far:")
    assert asked[2].startswith("Schieberamsch, pushed twice so far:")
