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


def test_the_top_players_plate_sits_beside_its_own_row_at_four(scene) -> None:
    from dataclasses import replace

    for size in ((756, 422), (1024, 424), (1366, 562)):
        scene.set_size(*size)
        scene.show_snapshot(replace(at_four(), state="bidding", said=(None, None, "18", None)))
        top_row = [
            r for r in (c.sceneBoundingRect() for c in scene.visible_cards()) if r.top() < 20
        ]
        assert top_row
        row_right = max(r.right() for r in top_row)
        ben = scene.plate_rect(2)
        # Right of its row, close to it, clear of Anna's plate and of Clara's.
        assert row_right <= ben.left() <= row_right + 30, size
        assert ben.left() > scene.plate_rect(1).right() + 100, size
        assert ben.right() < scene.plate_rect(3).left(), size
        assert scene.bubble_text(2) == "18"
        # Its words go under it (the bubble's box holds room for its tail and shadow).
        bubble = scene._bubbles[2].sceneBoundingRect()
        assert bubble.center().y() > ben.bottom(), size
        for p in (1, 3):
            assert not bubble.intersects(scene.plate_rect(p)), (size, p)


def test_at_four_no_plate_is_cut_and_no_words_cover_a_name(scene) -> None:
    """Four players in a 1366 x 768 window (the table about 930 x 590): the top seat's plate
    read "Rearha…" between its row and the right seat's, and the right seat's "Pass"
    covered the top seat's name."""
    from dataclasses import replace

    from skat_desktop.engine.deal import Phase

    anna_deals = replace(
        at_four(),
        dealer=1,
        seating=(2, 3, 0),
        position_of=(2, None, 0, 1),
        hand_sizes=(10, 0, 10, 10),
        sitting_out=(1,),
        state="bidding",
        phase=Phase.BIDDING,
        declarer=None,
        contract=None,
        skat_in_middle=2,
        said=(None, None, None, "pass"),
    )
    for size in ((930, 590), (1024, 424), (1366, 562), (756, 422)):
        scene.set_size(*size)
        for snap in (replace(at_four(), state="bidding", phase=Phase.BIDDING), anna_deals):
            scene.show_snapshot(snap)
            assert not any(scene._plate(p).elided() for p in range(4)), size
            for p, bubble in scene._bubbles.items():
                if bubble.isVisible() and bubble.text():
                    box = bubble.sceneBoundingRect()
                    for other in range(4):
                        if other != p:
                            assert not box.intersects(scene.plate_rect(other)), (size, p, other)
