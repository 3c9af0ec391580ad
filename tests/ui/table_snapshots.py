"""Table snapshots built by hand for widget tests: three players, "You" (player 0) forehand."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from skat_desktop.controller.snapshot import TableSnapshot
from skat_desktop.engine.deal import Phase


def table_snapshot(**changes: Any) -> TableSnapshot:
    """The auction's start with Ben dealing and nothing said yet, changed by ``changes``."""
    base = TableSnapshot(
        deal_id=1,
        state="bidding",
        phase=Phase.BIDDING,
        players=3,
        names=("You", "Anna", "Ben"),
        human=0,
        dealer=2,
        seating=(0, 1, 2),
        position_of=(0, 1, 2),
        to_move=0,
        human_hand=0,
        hand_sizes=(10, 10, 10),
        open_hands={},
        said=(None, None, None),
        bid_value=18,
        declarer=None,
        contract=None,
        skat_in_middle=2,
        skat_seen=0,
        discard=0,
        trick=(),
        last_trick=(),
        last_trick_winner=None,
        tricks_won=(0, 0, 0),
        legal=(),
        legal_cards=0,
        result=None,
        message="",
    )
    return replace(base, **changes)
