"""The strip under the table keeps its buttons in view: a long message (a hint's two
lines while declaring at 1024x600) is cut to the room left, never pushing Declare out."""

from __future__ import annotations

from table_snapshots import table_snapshot

from skat_desktop.engine.actions import Declare
from skat_desktop.engine.cards import parse_cards
from skat_desktop.engine.rules import skat_contracts
from skat_desktop.ui.panels import ActionPanel

HAND = parse_cards("CJ HJ CA CT C9 SA ST HK H7 D8")
HINT = (
    "Hint: declare Grand (estimated chance to win: 50%) Grand with 2 trumps and 2 jacks is "
    "worth 72; the bid was 18. Putting 10♣ Q♣ away keeps 13 points safe in the skat."
)


def test_a_long_hint_leaves_the_declare_button_in_view(qtbot) -> None:
    panel = ActionPanel()
    qtbot.addWidget(panel)
    panel.fit_height(600)
    panel.resize(750, panel.height())
    panel.show()
    snap = table_snapshot(
        state="declaring",
        human_hand=HAND,
        legal=tuple(Declare(c) for c in skat_contracts()),
        bid_value=18,
        to_move=0,
        discard=parse_cards("D7 S7"),
        message="Choose your game.",
    )
    panel.show_snapshot(snap, [])
    panel.set_message(HINT)
    qtbot.wait(20)
    button = panel.declare.declare
    bottom = button.mapTo(panel, button.rect().bottomLeft()).y()
    assert bottom < panel.height()
    assert panel.message.text() != HINT  # cut to fit, ending in an ellipsis
    assert panel.message.text().endswith("…")
    assert panel.message.toolTip() == HINT  # the whole hint stays readable
    panel.set_message("Short.")
    assert panel.message.text() == "Short."
