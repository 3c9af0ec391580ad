"""Plays the human's seat through the real widgets (buttons, card clicks): for tests and demos."""

from __future__ import annotations

from typing import TYPE_CHECKING

from skat_desktop.engine.actions import (
    Action,
    Bid,
    Declare,
    Decline,
    Discard,
    Hold,
    Kontra,
    Pass,
    PassOn,
    PickUpSkat,
    Play,
    PlayHand,
    Push,
    Re,
)

if TYPE_CHECKING:
    from .main_window import MainWindow


def choose(window: MainWindow) -> Action | None:
    """The action the autopilot takes now: the computer's hint, else the first legal one."""
    snap = window.snapshot
    if snap is None or not snap.human_to_move:
        return None
    action = window.controller.hint()
    return action if action is not None else snap.legal[0]


def eager(window: MainWindow) -> Action | None:
    """Bids up to 60 and holds, picks up the skat, then as ``choose``: the human wins most
    auctions and declares (for tests and screenshots of the declarer's phases)."""
    snap = window.snapshot
    assert snap is not None
    bids = sorted((a for a in snap.legal if isinstance(a, Bid)), key=lambda b: b.value)
    if bids and bids[0].value <= 60:
        return bids[0]
    for action in snap.legal:
        if isinstance(action, (Hold, PickUpSkat)):
            return action
    return choose(window)


def perform(window: MainWindow, action: Action) -> bool:
    """Do ``action`` the way a user would: a click on a card or a panel button."""
    panel = window.panel
    if isinstance(action, Bid):
        page = panel.auction
        bids = [a for a in (window.snapshot.legal if window.snapshot else ()) if isinstance(a, Bid)]
        lowest = min((b.value for b in bids), default=0)
        if action.value == lowest:
            page.bid.click()
        else:
            page.higher.setCurrentIndex(page.higher.findData(action.value))
            page.bid_higher.click()
        return True
    if isinstance(action, Hold):
        panel.auction.hold.click()
        return True
    if isinstance(action, Pass):
        panel.auction.pass_.click()
        return True
    if isinstance(action, PickUpSkat):
        panel.skat.pick_up.click()
        return True
    if isinstance(action, PlayHand):
        panel.skat.hand.click()
        return True
    if isinstance(action, PassOn):
        panel.skat.pass_on.click()
        return True
    if isinstance(action, (Kontra, Re)):
        panel.kontra.double.click()
        return True
    if isinstance(action, Decline):
        panel.kontra.decline.click()
        return True
    if isinstance(action, (Discard, Push)):
        for c in list(window.selected):
            window.toggle_discard(c)
        for c in action.cards:
            item = window.scene.card_item(c)
            if item is None:
                return False
            item.clicked.emit(c)
        panel.discard.confirm.click()
        return True
    if isinstance(action, Declare):
        page = panel.declare
        contract = action.contract
        page.game_buttons[contract.game].click()
        for flag, box in page.flag_boxes.items():
            if getattr(contract, flag) != box.isChecked() and box.isEnabled():
                box.click()
        if page.selected_contract() != contract:
            return False
        page.declare.click()
        return True
    if isinstance(action, Play):
        item = window.scene.card_item(action.card)
        if item is None:
            return False
        item.clicked.emit(action.card)
        return True
    return False


def step(window: MainWindow) -> Action | None:
    """Take one turn for the human if it is the human's turn; returns what was done."""
    action = choose(window)
    if action is None:
        return None
    return action if perform(window, action) else None
