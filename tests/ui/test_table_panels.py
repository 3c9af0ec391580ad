"""The table and the panels drawn from hand-made snapshots: what is offered, valued and shown."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import QRect, Qt
from table_snapshots import table_snapshot

from skat_desktop.controller.snapshot import TableSnapshot
from skat_desktop.engine.actions import HOLD, PASS, Bid, Declare
from skat_desktop.engine.cards import parse_card, parse_cards
from skat_desktop.engine.deal import Phase
from skat_desktop.engine.rules import BID_VALUES, Contract, GameType, hand_contracts, skat_contracts
from skat_desktop.engine.scoring import DealResult, Level, declared_value
from skat_desktop.ui.panels import ActionPanel, DeclarePage
from skat_desktop.ui.table.pixmaps import CardPixmaps
from skat_desktop.ui.table.scene import TableScene
from skat_desktop.ui.table.sorting import sort_hand
from skat_desktop.ui.terms import terms

HAND = parse_cards("CJ HJ CA CT C9 SA ST HK H7 D8")


def snapshot(**changes) -> TableSnapshot:
    defaults = {"human_hand": HAND, "said": (None, "18", None), "legal": (HOLD, PASS)}
    return table_snapshot(**{**defaults, "message": "Anna bids 18 to you.", **changes})


def test_sorting_follows_the_contract():
    names = lambda cards: [terms().card(c) for c in cards]  # noqa: E731
    assert names(sort_hand(HAND, None))[:2] == ["J♣", "J♥"]
    hearts = names(sort_hand(HAND, GameType.HEARTS))
    assert hearts[:4] == ["J♣", "J♥", "K♥", "7♥"]  # jacks, then the trump suit
    null = names(sort_hand(HAND, GameType.NULL))
    assert "J♣" not in null[:1]  # no jacks on top in Null
    assert null.index("A♣") < null.index("J♣") < null.index("10♣")


def test_auction_page_offers_next_bid_pass_and_higher_values(qtbot):
    panel = ActionPanel()
    qtbot.addWidget(panel)
    bids = tuple(Bid(v) for v in BID_VALUES if v > 18)
    panel.show_snapshot(snapshot(legal=(*bids, PASS), auction=((1, "18"), (2, "pass"))), [])
    page = panel.auction
    assert panel.current_page() is page
    assert "20" in page.bid.text()
    assert page.higher.count() == len(bids) - 1
    assert page.higher.itemData(0) == 22
    assert "Anna: 18" in page.history.text() and "Ben: Pass" in page.history.text()
    chosen = []
    page.chosen.connect(chosen.append)
    page.higher.setCurrentIndex(page.higher.findData(30))
    page.bid_higher.click()
    page.bid.click()
    assert chosen == [Bid(30), Bid(20)]


def test_a_long_auction_keeps_to_two_lines_with_the_latest_words(qtbot):
    panel = ActionPanel()
    qtbot.addWidget(panel)
    panel.resize(700, 120)
    panel.show()
    said = [(1, "18"), (0, "pass")]
    for v in BID_VALUES[1:14]:
        said += [(2, str(v)), (1, "yes")]
    panel.show_snapshot(snapshot(auction=tuple(said)), [])
    history = panel.auction.history
    qtbot.waitUntil(lambda: history.text().startswith("Said so far: …"))
    metrics = history.fontMetrics()
    room = QRect(0, 0, history.width(), 10_000)
    height = metrics.boundingRect(room, Qt.TextFlag.TextWordWrap, history.text()).height()
    assert height <= 2 * metrics.lineSpacing()
    assert history.text().endswith("Ben: 46, Anna: Yes")  # the latest words stay
    assert "Anna: 18" not in history.text() and "Anna: 18" in history.toolTip()  # all there


def test_answering_shows_yes_and_pass(qtbot):
    panel = ActionPanel()
    qtbot.addWidget(panel)
    panel.show()
    panel.show_snapshot(snapshot(), [])
    page = panel.auction
    assert page.hold.isVisible() and page.pass_.isVisible()
    assert not page.bid.isVisible() and not page.higher.isVisible()
    chosen = []
    page.chosen.connect(chosen.append)
    assert panel.press_number(1)
    assert chosen == [HOLD]


def test_declaration_values_and_legal_options_after_pick_up(qtbot):
    page = DeclarePage()
    qtbot.addWidget(page)
    legal = tuple(Declare(c) for c in skat_contracts())
    snap = snapshot(
        state="declaring", legal=legal, bid_value=36, human_hand=HAND, discard=parse_cards("D7 S7")
    )
    page.show_snapshot(snap)
    twelve = HAND | parse_cards("D7 S7")
    assert (
        page.game_buttons[GameType.CLUBS]
        .text()
        .endswith(str(declared_value(Contract(GameType.CLUBS), twelve)))
    )
    # No Schneider or Schwarz to announce after picking up; Ouvert only for Null.
    page.game_buttons[GameType.CLUBS].click()
    assert not page.flag_boxes["schneider_announced"].isEnabled()
    assert not page.flag_boxes["ouvert"].isEnabled()
    page.game_buttons[GameType.NULL].click()
    assert page.flag_boxes["ouvert"].isEnabled()
    page.flag_boxes["ouvert"].click()
    assert page.selected_contract() == Contract(GameType.NULL, ouvert=True)
    chosen = []
    page.chosen.connect(chosen.append)
    page.declare.click()
    assert chosen == [Declare(Contract(GameType.NULL, ouvert=True))]


def test_declaration_warns_when_the_bid_is_out_of_reach(qtbot):
    page = DeclarePage()
    qtbot.addWidget(page)
    # With 1, game 2 x 9 = 18 in diamonds; the bid is 27.
    legal = tuple(Declare(c) for c in skat_contracts() if not c.is_null)
    page.show_snapshot(snapshot(state="declaring", legal=legal, bid_value=27))
    page.game_buttons[GameType.DIAMONDS].click()
    assert "Warning" in page.warning.text() and "27" in page.warning.text()
    page.game_buttons[GameType.GRAND].click()
    assert "Warning" not in page.warning.text()
    assert not page.game_buttons[GameType.NULL].isEnabled()  # Null 23 is below 27


def test_hand_announcements_follow_the_legal_contracts(qtbot):
    page = DeclarePage()
    qtbot.addWidget(page)
    legal = tuple(Declare(c) for c in hand_contracts())
    page.show_snapshot(snapshot(state="declaring", legal=legal, bid_value=18, skat_in_middle=2))
    page.game_buttons[GameType.GRAND].click()
    assert page.selected_contract() == Contract(GameType.GRAND, hand=True)
    page.flag_boxes["schwarz_announced"].click()  # brings Schneider announced with it
    assert page.flag_boxes["schneider_announced"].isChecked()
    contract = page.selected_contract()
    assert contract == Contract(GameType.GRAND, True, True, True)
    assert str(declared_value(contract, HAND)) in page.declare.text()
    page.flag_boxes["schneider_announced"].click()  # dropping Schneider drops Schwarz
    assert page.selected_contract() == Contract(GameType.GRAND, hand=True)


def deal_over(result: DealResult, **changes) -> TableSnapshot:
    """The table once the deal the result is of is over."""
    return snapshot(
        state="deal_over",
        declarer=result.declarer,
        contract=result.contract,
        result=result,
        legal=(),
        to_move=None,
        **changes,
    )


def test_result_names_every_level(qtbot):
    panel = ActionPanel()
    qtbot.addWidget(panel)
    result = DealResult(
        passed_in=False,
        declarer=0,
        contract=Contract(GameType.GRAND, hand=True),
        bid=48,
        won=True,
        value=96,
        score=96,
        matadors=2,
        declarer_points=75,
        declarer_tricks=6,
        levels=(Level("with", 2), Level("game"), Level("hand")),
        base_value=24,
        multiplier=4,
    )
    panel.show_snapshot(deal_over(result, skat_seen=parse_cards("D7 S7")), [])
    text = panel.result.text.text()
    assert "with 2, game 3, Hand 4 × 24 = 96" in text
    assert "You win Grand Hand" in text
    assert "75 to 45" in text and "+96" in text
    assert "7♦" in text and "7♠" in text


def test_overbid_is_explained(qtbot):
    panel = ActionPanel()
    qtbot.addWidget(panel)
    result = DealResult(
        passed_in=False,
        declarer=1,
        contract=Contract(GameType.DIAMONDS),
        bid=30,
        won=False,
        value=36,
        score=-72,
        matadors=1,
        overbid=True,
        declarer_points=70,
        levels=(Level("with", 1), Level("game")),
        base_value=9,
        multiplier=2,
    )
    snap = snapshot(state="deal_over", declarer=1, result=result, legal=(), to_move=None)
    panel.show_snapshot(snap, [])
    text = panel.result.text.text()
    assert "Anna loses Diamonds" in text
    assert "Overbid" in text and "36" in text and "30" in text


@pytest.fixture
def scene(qtbot):
    s = TableScene(CardPixmaps())
    s.set_size(1000, 600)
    return s


def test_scene_shows_bubbles_seats_and_backs(scene):
    scene.show_snapshot(snapshot())
    assert scene.bubble_text(1) == "18"
    assert scene.bubble_text(0) == ""
    assert scene.plate_lines(2)[1] == "Rearhand · Dealer"
    backs = [i for i in scene.visible_cards() if i.card is None]
    assert len(backs) == 10 + 10 + 2  # two hands and the skat
    assert len(scene.hand_items()) == 10


def test_scene_thinking_ouvert_and_dimmed_cards(scene, qtbot):
    ouvert = Contract(GameType.GRAND, True, True, True, True)
    open_cards = parse_cards("SJ DJ SK SQ S9 S8 S7 D7 DA DT")
    snap = snapshot(
        state="playing",
        phase=Phase.PLAY,
        declarer=1,
        contract=ouvert,
        open_hands={1: open_cards},
        skat_in_middle=0,
        thinking=frozenset({2}),
        trick=((1, 16 + 7),),  # Anna led the ace of hearts
        legal_cards=parse_cards("HK H7"),
        legal=(),
        to_move=0,
    )
    snap = replace(snap, legal=(Declare(ouvert),))  # anything: makes it the human's turn
    scene.show_snapshot(snap)
    faces = {i.card for i in scene.visible_cards() if i.card is not None}
    assert open_cards & sum(1 << c for c in faces) == open_cards  # the ouvert hand lies open
    # The thinking sign comes after a moment, drawn on the plate (no text, no new size).
    size = scene.plate_rect(2).size()
    assert 2 not in scene.thinking_shown()
    qtbot.waitUntil(lambda: 2 in scene.thinking_shown(), timeout=2000)
    assert scene._plates[2].thinking and scene.plate_rect(2).size() == size
    dimmed = {i.card for i in scene.hand_items() if i.dimmed}
    assert dimmed == set(c for c in range(32) if HAND >> c & 1) - {16 + 6, 16}


@pytest.mark.parametrize(
    ("code", "yours", "bens"),
    [
        ("en", "Last trick: yours", "Last trick, won by Ben"),
        ("de", "Letzter Stich: Ihrer", "Letzter Stich – ging an Ben"),
        ("es", "Última baza: tuya", "Última baza: Ben"),
        ("it", "Ultima presa: tua", "Ultima presa: Ben"),
    ],
)
def test_last_trick_caption_speaks_to_the_human(scene, code, yours, bens):
    from skat_desktop.ui import i18n
    from skat_desktop.ui.terms import shown_snapshot

    trick = ((0, parse_card("HA")), (1, parse_card("H7")), (2, parse_card("H8")))
    snap = snapshot(
        state="playing",
        phase=Phase.PLAY,
        declarer=1,
        contract=Contract(GameType.SPADES),
        skat_in_middle=0,
        hand_sizes=(9, 9, 9),
        last_trick=trick,
        last_trick_winner=0,
        legal=(),
        to_move=1,
    )
    scene.show_snapshot(snap)
    scene.show_last_trick = True  # as the Last trick button does; a new deal clears it
    try:
        i18n.set_language(code)
        scene.show_snapshot(shown_snapshot(snap))
        assert scene._caption.lines() == [yours]
        scene.show_snapshot(shown_snapshot(replace(snap, last_trick_winner=2)))
        assert scene._caption.lines() == [bens]
    finally:
        i18n.set_language("en")


def test_a_skat_put_back_as_it_was_is_not_taken_for_a_hand_game(qtbot, scene):
    """The declarer picked up and put the same two cards back: the result said only
    "Skat: 8♥ 10♥", as after a Hand game (tester)."""
    result = DealResult(
        passed_in=False,
        declarer=0,
        contract=Contract(GameType.CLUBS),
        bid=18,
        won=True,
        value=24,
        score=24,
        matadors=1,
        declarer_points=70,
        levels=(Level("with", 1), Level("game")),
        base_value=12,
        multiplier=2,
    )
    skat = parse_cards("H8 HT")
    over = deal_over(result, phase=Phase.SCORED, skat_seen=skat)
    panel = ActionPanel()
    qtbot.addWidget(panel)
    for discard, back in ((skat, True), (parse_cards("S7 D7"), False), (0, False)):
        snap = replace(over, discard=discard)
        panel.show_snapshot(snap, [])
        text = panel.result.text.text()
        assert ("picked up and put back" in text) == back, discard
        assert ("put away: " in text) == (not back and bool(discard)), discard
        scene.show_snapshot(snap)
        assert scene._caption.lines() == (["Skat, put back"] if back else ["Skat"]), discard
