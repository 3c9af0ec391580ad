"""The action panel's keys: every button shows its number key, Enter presses the default
button, and a hint selects the suggested choice on the panel."""

from __future__ import annotations

import pytest
from table_snapshots import table_snapshot

from skat_desktop.controller.snapshot import TableSnapshot
from skat_desktop.engine.actions import (
    DECLINE,
    HOLD,
    KONTRA,
    PASS,
    PASS_ON,
    PICK_UP,
    PLAY_HAND,
    RE,
    Bid,
    Declare,
    discard,
    push,
)
from skat_desktop.engine.cards import cards_of, parse_cards
from skat_desktop.engine.rules import BID_VALUES, Contract, GameType, hand_contracts, skat_contracts
from skat_desktop.ui.panels import ActionPanel

HAND = parse_cards("CJ HJ CA CT C9 SA ST HK H7 D8")
TWO = list(cards_of(parse_cards("C9 D8")))


def snapshot(**changes) -> TableSnapshot:
    return table_snapshot(
        **{"human_hand": HAND, "said": (None, "18", None), "legal": (HOLD, PASS), **changes}
    )


BIDS = tuple(Bid(v) for v in BID_VALUES if v > 18)
SKAT_DECLARES = tuple(Declare(c) for c in skat_contracts())
HAND_DECLARES = tuple(Declare(c) for c in hand_contracts())
PUSHES = (push(TWO[0], TWO[1]),)
DISCARDS = (discard(TWO[0], TWO[1]),)

# Each panel state the human meets, with the cards chosen on the table.
STATES = {
    "answering": (snapshot(), []),
    "bidding": (snapshot(legal=(*BIDS, PASS)), []),
    "skat": (snapshot(state="skat", legal=(PICK_UP, PLAY_HAND)), []),
    "ramsch skat": (snapshot(state="skat", legal=(PICK_UP, PASS_ON)), []),
    "discard": (snapshot(state="discarding", legal=DISCARDS), TWO),
    "ramsch push": (snapshot(state="discarding", legal=PUSHES), TWO),
    "declaring": (snapshot(state="declaring", legal=SKAT_DECLARES), []),
    "hand declaring": (snapshot(state="declaring", legal=HAND_DECLARES), []),
    "kontra": (snapshot(state="kontra", legal=(KONTRA, DECLINE)), []),
    "re": (snapshot(state="kontra", legal=(RE, DECLINE)), []),
    "playing": (snapshot(state="playing", legal=(), last_trick=((1, TWO[0]),)), []),
    "result": (snapshot(state="deal_over", legal=(), to_move=None), []),
    "series over": (snapshot(state="series_over", legal=(), to_move=None), []),
    "idle": (snapshot(state="idle", legal=(), to_move=None), []),
}


@pytest.fixture
def panel(qtbot):
    panel = ActionPanel()
    qtbot.addWidget(panel)
    panel.resize(900, 128)
    panel.show()
    return panel


@pytest.mark.parametrize("name", list(STATES))
def test_every_button_shows_the_number_key_that_presses_it(panel, name):
    snap, selected = STATES[name]
    panel.show_snapshot(snap, selected)
    page = panel.current_page()
    shown = [b for b in page.buttons() if b.isVisible()]
    assert shown, name
    for number, button in enumerate(shown, 1):
        assert button.text().startswith(f"{number % 10}  "), (name, number, button.text())
        assert not button.accessibleName()[:1].isdigit(), button.accessibleName()
    # The number key presses the button labelled with it.
    pressed = []
    last = shown[-1]
    last.clicked.connect(lambda: pressed.append(True))
    if last.isEnabled():
        assert panel.press_number(len(shown))
        assert pressed


def test_declaration_games_declare_and_announcements_are_numbered(panel):
    panel.show_snapshot(snapshot(state="declaring", legal=HAND_DECLARES), [])
    page = panel.declare
    labels = [page.game_buttons[g].text()[:3] for g in page.game_buttons]
    assert labels == ["1  ", "2  ", "3  ", "4  ", "5  ", "6  "]
    assert page.declare.text().startswith("7  ")
    assert [page.flag_boxes[f].text()[:3] for f in page.flag_boxes] == ["8  ", "9  ", "0  "]
    chosen = []
    page.chosen.connect(chosen.append)
    assert panel.press_number(5)  # Grand
    assert panel.press_number(9)  # Schwarz announced, Schneider with it
    assert page.flag_boxes["schneider_announced"].isChecked()
    assert panel.press_number(7)
    assert chosen == [Declare(Contract(GameType.GRAND, True, True, True))]
    assert page.declare.text().startswith("7  ")


def test_enter_presses_declare_once_a_contract_is_chosen(panel):
    panel.show_snapshot(snapshot(state="declaring", legal=SKAT_DECLARES), [])
    chosen = []
    panel.action_chosen.connect(chosen.append)
    assert not panel.press_default()  # nothing chosen yet: Declare cannot be pressed
    assert chosen == []
    panel.declare.game_buttons[GameType.CLUBS].click()
    assert panel.declare.declare.isDefault()
    assert panel.press_default()
    assert chosen == [Declare(Contract(GameType.CLUBS))]


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ("skat", PICK_UP),
        ("ramsch skat", PICK_UP),
        ("kontra", DECLINE),
        ("re", DECLINE),
        ("discard", DISCARDS[0]),
        ("ramsch push", PUSHES[0]),
    ],
)
def test_enter_presses_the_main_button(panel, name, expected):
    snap, selected = STATES[name]
    panel.show_snapshot(snap, selected)
    chosen = []
    panel.action_chosen.connect(chosen.append)
    assert panel.press_default()
    assert chosen == [expected]


def test_enter_plays_again_or_starts_a_game_and_does_nothing_in_the_auction(panel):
    again, new = [], []
    panel.play_again.connect(lambda: again.append(True))
    panel.new_game.connect(lambda: new.append(True))
    panel.show_snapshot(*STATES["result"])
    assert panel.result.again.isDefault()
    assert panel.press_default() and again == [True]
    panel.show_snapshot(*STATES["idle"])
    assert panel.press_default() and new == [True]
    # Bidding on and passing both commit: without a hint Enter presses neither.
    chosen = []
    panel.action_chosen.connect(chosen.append)
    for name in ("answering", "bidding", "playing"):
        panel.show_snapshot(*STATES[name])
        assert not panel.press_default(), name
    assert chosen == []
    panel.show_snapshot(*STATES["discard"][:1], [])  # no two cards chosen: nothing to confirm
    assert not panel.press_default()


def test_declare_hint_selects_the_contract_and_its_announcements(panel):
    panel.show_snapshot(snapshot(state="declaring", legal=HAND_DECLARES), [])
    page = panel.declare
    contract = Contract(GameType.HEARTS, hand=True, schneider_announced=True)
    assert panel.show_hint(Declare(contract))
    assert page.selected_contract() == contract
    assert page.game_buttons[GameType.HEARTS].isChecked()
    assert page.flag_boxes["schneider_announced"].isChecked()
    assert not page.flag_boxes["schwarz_announced"].isChecked()
    assert page.declare.isEnabled() and page.declare.isDefault()
    chosen = []
    panel.action_chosen.connect(chosen.append)
    assert panel.press_default()  # Enter follows the hint
    assert chosen == [Declare(contract)]


def test_bid_hints_mark_their_button_until_the_decision_changes(panel):
    auction = panel.auction
    panel.show_snapshot(*STATES["answering"])
    assert panel.show_hint(PASS)
    assert auction.pass_.isDefault() and not auction.hold.isDefault()
    panel.show_snapshot(*STATES["answering"])  # the same decision shown again keeps it
    assert auction.pass_.isDefault()
    assert panel.show_hint(HOLD)
    assert auction.hold.isDefault() and not auction.pass_.isDefault()
    chosen = []
    panel.action_chosen.connect(chosen.append)
    assert panel.press_default()
    assert chosen == [HOLD]
    # A higher bid than the next one: chosen in the list, its button marked.
    panel.show_snapshot(*STATES["bidding"])
    assert not auction.hold.isDefault()  # a new decision: the old hint is gone
    assert panel.show_hint(Bid(24))
    assert auction.higher.currentData() == 24 and auction.bid_higher.isDefault()
    assert panel.press_default()
    assert chosen == [HOLD, Bid(24)]
    assert panel.show_hint(BIDS[0]) and auction.bid.isDefault()


@pytest.mark.parametrize(
    ("name", "action", "button"),
    [
        ("skat", PLAY_HAND, "hand"),
        ("ramsch skat", PASS_ON, "pass_on"),
        ("kontra", KONTRA, "double"),
        ("re", RE, "double"),
        ("re", DECLINE, "decline"),
    ],
)
def test_decision_hints_mark_the_suggested_button(panel, name, action, button):
    panel.show_snapshot(*STATES[name])
    page = panel.current_page()
    assert panel.show_hint(action)
    marked = getattr(page, button)
    assert marked.isDefault()
    assert [b for b in page.buttons() if b.isDefault()] == [marked]
    chosen = []
    panel.action_chosen.connect(chosen.append)
    assert panel.press_default()
    assert chosen == [action]


def test_a_hint_the_page_cannot_show_is_refused(panel):
    panel.show_snapshot(*STATES["declaring"])
    hand_only = Declare(Contract(GameType.GRAND, hand=True))  # not legal after a pick-up
    assert not panel.show_hint(hand_only)
    assert panel.declare.selected_contract() is None
    panel.show_snapshot(*STATES["answering"])
    assert not panel.show_hint(Bid(20))  # answering: no bid of one's own


def test_up_and_down_step_the_higher_bid_the_bid_button_bids(panel):
    auction = panel.auction
    chosen = []
    panel.action_chosen.connect(chosen.append)
    panel.show_snapshot(*STATES["bidding"])
    # 1 bids the next value (20); the list, which never takes the focus, offers 22 and up.
    assert auction.higher.currentData() == BIDS[1].value == 22
    assert not panel.step_bid(-1) or auction.higher.currentData() == 22  # stays at its start
    assert panel.step_bid(1) and panel.step_bid(1)
    assert auction.higher.currentData() == BIDS[3].value
    assert panel.step_bid(-1)
    assert auction.higher.currentData() == BIDS[2].value
    assert panel.press_number(3)
    assert chosen == [BIDS[2]]
    tip = auction.higher.toolTip()
    assert "Up and Down" in tip and "3 bids it" in tip
    # Steps past the top stay at the highest legal bid.
    for _ in range(len(BIDS) + 2):
        panel.step_bid(1)
    assert auction.higher.currentData() == BIDS[-1].value
    # Answering (Yes or Pass) offers no value to change, nor does any other page.
    panel.show_snapshot(*STATES["answering"])
    assert not panel.step_bid(1)
    panel.show_snapshot(*STATES["skat"])
    assert not panel.step_bid(1)
