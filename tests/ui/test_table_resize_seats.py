"""The table after its size changes between deals: no plate or bubble of a seat that is
gone stays drawn (five players, then four, showed a stale "David" over Clara)."""

from __future__ import annotations

from test_table_five import at_five
from test_table_layout import scene, snapshot

from skat_desktop.engine.rules import Contract, GameType
from skat_desktop.ui.table.items import Bubble, Plate

__all__ = ["scene"]  # the fixture


def at_four() -> object:
    return snapshot(
        deal_id=2,
        players=4,
        names=("You", "Anna", "Ben", "Clara"),
        dealer=3,
        seating=(0, 1, 2),
        position_of=(0, 1, 2, None),
        hand_sizes=(10, 10, 10, 0),
        said=(None,) * 4,
        tricks_won=(0,) * 4,
        declarer=1,
        contract=Contract(GameType.GRAND),
        to_move=0,
        sitting_out=(3,),
    )


def test_five_then_four_players_leaves_no_stale_plate(scene) -> None:
    scene.set_size(1024, 424)
    scene.show_snapshot(at_five(dealer=4))
    scene.show_snapshot(at_four())
    plates = [i for i in scene.items() if isinstance(i, Plate) and i.isVisible()]
    text = " ".join(" ".join(p.lines()) for p in plates)
    assert "David" not in text
    assert sum("Clara" in p.lines()[0] for p in plates if p.lines()) == 1
    bubbles = [i for i in scene.items() if isinstance(i, Bubble)]
    assert len(bubbles) <= 4
