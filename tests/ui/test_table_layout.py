"""The table from hand-made snapshots: what lies where, what is marked, where the focus rests."""

from __future__ import annotations

import itertools
from dataclasses import replace

import pytest
from PySide6.QtCore import QRectF
from table_snapshots import table_snapshot

from skat_desktop.controller.snapshot import TableSnapshot
from skat_desktop.engine.actions import HOLD, PASS, PLAYS, Discard
from skat_desktop.engine.cards import Card, cards_of, parse_cards
from skat_desktop.engine.deal import Phase
from skat_desktop.engine.rules import Contract, GameType
from skat_desktop.ui import i18n
from skat_desktop.ui.table.items import CardItem
from skat_desktop.ui.table.pixmaps import CardPixmaps
from skat_desktop.ui.table.scene import TableScene

HAND = parse_cards("CJ HJ CA CT C9 SA ST HK H7 D8")
# The table's size inside the window at 1024x600 and 1366x768 (score sheet shown), and
# without the sheet up to 1920x1080.
SIZES = [(738, 402), (912, 562), (1024, 424), (1366, 562), (1920, 874)]


def one(code: str) -> Card:
    return next(iter(cards_of(parse_cards(code))))


def snapshot(**changes) -> TableSnapshot:
    trick_play = {"state": "playing", "phase": Phase.PLAY, "human_hand": HAND, "skat_in_middle": 0}
    return table_snapshot(**{**trick_play, **changes})


def playing(hand: int = HAND, legal_cards: int | None = None, **changes) -> TableSnapshot:
    legal_cards = hand if legal_cards is None else legal_cards
    legal = tuple(PLAYS[c] for c in cards_of(legal_cards))
    return snapshot(human_hand=hand, legal=legal, legal_cards=legal_cards, **changes)


@pytest.fixture
def scene(qtbot):
    s = TableScene(CardPixmaps())
    s.speed = "off"
    s.set_size(738, 402)
    return s


def overlaps(a: QRectF, b: QRectF, slack: float = 1.0) -> bool:
    return a.adjusted(slack, slack, -slack, -slack).intersects(
        b.adjusted(slack, slack, -slack, -slack)
    )


def trick_rects(scene: TableScene, snap: TableSnapshot) -> list[QRectF]:
    return [scene.card_item(c).sceneBoundingRect() for _, c in snap.trick]


# -- 1. the skat of a Hand game ---------------------------------------------------------------


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("declarer", [0, 1, 2])
def test_hand_skat_lies_aside_and_leaves_the_trick_alone(scene, size, declarer):
    scene.set_size(*size)
    hand = parse_cards("HJ CA CT C9 SA ST HK H7 D8 DA")
    snap = playing(
        hand=hand,
        legal_cards=parse_cards("HJ DA D8"),
        declarer=declarer,
        contract=Contract(GameType.DIAMONDS, hand=True, schneider_announced=True),
        skat_in_middle=2,
        trick=((1, one("CJ")), (2, one("SJ"))),
        hand_sizes=(10, 9, 9),
    )
    scene.show_snapshot(snap)
    skat = scene.skat_items()
    assert len(skat) == 2 and all(i.isVisible() and i.card is None for i in skat)
    cards = [i for i in scene.visible_cards() if i not in skat]
    for item in skat:
        rect = item.sceneBoundingRect()
        assert item.width < scene.hand_items()[0].width  # laid aside small
        assert not any(overlaps(rect, t) for t in trick_rects(scene, snap))
        assert not any(overlaps(rect, c.sceneBoundingRect()) for c in cards)
        assert not any(overlaps(rect, box) for box in scene.text_rects().values())
    # Before the cards are played (the auction, declaring) it lies in the middle, full size.
    scene.show_snapshot(replace(snap, state="declaring", trick=(), legal=(HOLD,)))
    middle = scene.sceneRect().center().x()
    skat = scene.skat_items()
    assert skat[0].sceneBoundingRect().left() < middle < skat[1].sceneBoundingRect().right()


# -- 2. the result: the skat, the cards put away and the hand ---------------------------------


@pytest.mark.parametrize("size", SIZES[:2])
def test_result_shows_a_kept_skat_card_in_the_skat_and_in_the_hand(scene, size):
    scene.set_size(*size)
    hand = parse_cards("CK CQ ST S8 DA DQ D9 D7")
    snap = snapshot(
        state="deal_over",
        phase=Phase.SCORED,
        to_move=None,
        declarer=0,
        contract=Contract(GameType.NULL),
        human_hand=hand,
        hand_sizes=(8, 8, 8),
        open_hands={1: parse_cards("CJ CT HA HQ SJ SQ DT D8"), 2: parse_cards("SA HK S7 DJ")},
        skat_seen=parse_cards("HT DQ"),  # the queen of diamonds was kept
        discard=parse_cards("H9 HT"),
    )
    scene.show_snapshot(snap)
    hand_items = scene.hand_items()
    assert [i.card for i in hand_items] == scene.hand_order()
    tops = {round(i.pos().y()) for i in hand_items}
    assert len(tops) == 1  # all in the row at the bottom, none taken away
    xs = [i.pos().x() for i in hand_items]
    steps = {round(b - a) for a, b in itertools.pairwise(xs)}
    assert max(steps) - min(steps) <= 1  # evenly spaced: no gap where a card went missing
    queen = one("DQ")
    shown = [i for i in scene.visible_cards() if i.card == queen]
    assert len(shown) == 2  # in the hand and in the skat
    hand_rect = hand_items[0].sceneBoundingRect().united(hand_items[-1].sceneBoundingRect())
    skat_group = [i for i in shown if not overlaps(i.sceneBoundingRect(), hand_rect)]
    assert len(skat_group) == 1
    faces = [i.card for i in scene.visible_cards() if i.pos().y() == skat_group[0].pos().y()]
    assert sorted(c for c in faces if c is not None) == sorted(
        [*cards_of(snap.skat_seen), *cards_of(snap.discard)]
    )


# -- 3. revealed hands show rank and suit -------------------------------------------------------


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("count", [8, 10])
def test_revealed_hands_show_every_cards_index_corner(scene, size, count):
    scene.set_size(*size)
    anna = parse_cards("CJ SJ CT HA HQ SQ DT D8 D7 C7")
    ben = parse_cards("HJ DJ CA SA HK S7 S8 C8 H8 H9")
    keep = lambda cards: sum(1 << c for c in list(cards_of(cards))[:count])  # noqa: E731
    snap = snapshot(
        state="deal_over",
        phase=Phase.SCORED,
        to_move=None,
        declarer=1,
        contract=Contract(GameType.GRAND),
        human_hand=parse_cards("CK CQ"),
        hand_sizes=(2, count, count),
        open_hands={1: keep(anna), 2: keep(ben)},
        skat_seen=parse_cards("DK S9"),
        discard=parse_cards("DK DA"),
    )
    scene.show_snapshot(snap)
    items = [i for i in scene.visible_cards() if i.card is not None]
    for p in (1, 2):
        for c in cards_of(snap.open_hands[p]):
            item = scene.card_item(c)
            pos = item.pos()
            # Rank with the suit under it, in the top left corner of the card.
            corner = QRectF(pos.x() + 1, pos.y() + 1, item.width * 0.34, item.height() * 0.34)
            covering = [
                o
                for o in items
                if o is not item
                and o.zValue() > item.zValue()
                and o.sceneBoundingRect().adjusted(3, 3, -3, -3).intersects(corner)
            ]
            assert covering == [], (size, p, c)


# -- 4. plates and captions keep their places ---------------------------------------------------


@pytest.mark.parametrize("language", ["en", "de", "es", "it"])
@pytest.mark.parametrize("size", SIZES)
def test_plates_keep_their_corners_and_cover_no_card(scene, size, language):
    try:
        i18n.set_language(language)
        scene.set_size(*size)
        W, H = size
        long = Contract(GameType.HEARTS, hand=True, schneider_announced=True)
        bidding = snapshot(
            state="bidding", phase=Phase.BIDDING, legal=(HOLD, PASS), skat_in_middle=2
        )
        scene.show_snapshot(bidding)
        corner = scene.plate_rect(0).topLeft()
        for snap in (
            playing(
                declarer=0,
                contract=long,
                skat_in_middle=2,
                trick=((1, one("DA")), (2, one("DT"))),
                tricks_won=(8, 1, 1),
                hand_sizes=(10, 9, 9),
            ),
            playing(
                declarer=1,
                contract=Contract(GameType.DIAMONDS, hand=True),
                skat_in_middle=2,
                trick=((1, one("DA")),),
                tricks_won=(1, 8, 1),
                hand_sizes=(10, 9, 10),
                kontra_by=0,
                re=True,
            ),
        ):
            scene.show_snapshot(snap)
            plate = scene.plate_rect(0)
            # The human's plate stays in the bottom left corner, on the table.
            assert plate.left() == pytest.approx(corner.x(), abs=1)
            assert plate.left() < W * 0.25 and plate.bottom() <= H
            boxes = scene.text_rects()
            names = sorted(boxes)
            for i, a in enumerate(names):
                for b in names[i + 1 :]:
                    assert not overlaps(boxes[a], boxes[b]), (a, b, language, size)
            for name, box in boxes.items():
                assert box.left() >= 0 and box.right() <= W and box.top() >= 0, name
                for item in scene.visible_cards():
                    assert not overlaps(box, item.sceneBoundingRect(), slack=2), (name, item.card)
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("size", SIZES[:2])
def test_last_trick_caption_covers_no_card(scene, size):
    scene.set_size(*size)
    last = ((0, one("S7")), (1, one("S9")), (2, one("SA")))
    snap = playing(
        hand=parse_cards("CK CQ C9 ST S8 DA DQ D9 D7"),
        declarer=0,
        contract=Contract(GameType.NULL),
        last_trick=last,
        last_trick_winner=2,
        hand_sizes=(9, 9, 9),
    )
    scene.show_snapshot(snap)
    scene.show_last_trick = True
    scene.refresh()
    caption = scene.text_rects()["caption"]
    assert "Last trick" in " ".join(scene._caption.lines())
    for item in scene.visible_cards():
        assert not overlaps(caption, item.sceneBoundingRect()), item.card


def test_a_taken_trick_leaves_beneath_the_hand_and_the_plates(scene):
    scene.speed = "normal"
    hand = parse_cards("CK CQ C9 ST S8 DA DQ D9 D7")
    trick = ((0, one("S7")), (1, one("S9")), (2, one("SA")))
    before = playing(hand=hand, trick=trick, declarer=0, contract=Contract(GameType.NULL))
    scene.show_snapshot(replace(before, state="trick_complete", legal=(), legal_cards=0))
    scene.finish_animations()
    after = replace(before, trick=(), last_trick=trick, last_trick_winner=0, to_move=0)
    scene.show_snapshot(after)
    assert scene.animating()
    leaving = list(scene._leaving)
    assert len(leaving) == 3
    lowest_in_hand = min(i.zValue() for i in scene.hand_items())
    for item in leaving:
        assert item.zValue() < lowest_in_hand
    scene.finish_animations()


# -- 5. the keyboard focus ---------------------------------------------------------------------


def test_focus_starts_on_the_first_playable_card_and_moves_among_them(scene):
    playable = parse_cards("SA ST")
    snap = playing(legal_cards=playable, trick=((1, one("S7")),), to_move=0)
    scene.focus_index = 0
    scene.show_snapshot(replace(snap, to_move=1, legal=(), legal_cards=0))
    scene.show_snapshot(snap)
    order = scene.hand_order()
    places = [i for i, c in enumerate(order) if playable >> c & 1]
    assert scene.focusable() == places
    assert scene.focus_index == places[0]
    assert [i.focus_mark for i in scene.hand_items()].index(True) == places[0]
    scene.move_focus(1)
    assert scene.focus_index == places[1]
    scene.move_focus(1)
    assert scene.focus_index == places[0]  # round again, past the greyed-out cards
    scene.move_focus(-1)
    assert scene.focus_index == places[1]
    # A focus left on a card that cannot be played jumps to a playable one.
    scene.focus_index = 0
    scene.show_snapshot(replace(snap, thinking=frozenset({2})))
    assert scene.focus_index in places


def test_focus_starts_on_the_first_card_after_play_again(scene):
    scene.show_snapshot(playing())
    scene.move_focus(1)
    scene.move_focus(1)
    assert scene.focus_index == 2
    bidding = snapshot(deal_id=2, state="bidding", phase=Phase.BIDDING, legal=(HOLD, PASS))
    scene.show_snapshot(replace(bidding, to_move=1, legal=()))
    scene.show_snapshot(bidding)
    assert scene.focus_index == 0
    scene.move_focus(2)
    scene.show_snapshot(playing(deal_id=2, legal_cards=parse_cards("HK H7")))
    order = scene.hand_order()
    assert order[scene.focus_index] == min(
        (c for c in order if parse_cards("HK H7") >> c & 1), key=order.index
    )


# -- 6. the cards picked up from the skat ------------------------------------------------------


def test_cards_picked_up_are_marked_until_the_discard(scene):
    skat = parse_cards("DQ HT")
    snap = snapshot(
        state="discarding",
        phase=Phase.DISCARD,
        declarer=0,
        human_hand=HAND | skat,
        hand_sizes=(12, 10, 10),
        skat_seen=skat,
        legal=(Discard(tuple(cards_of(skat))),),
    )
    scene.show_snapshot(snap)
    marked = {i.card for i in scene.hand_items() if i.skat_mark}
    assert marked == set(cards_of(skat))
    kept = one("DQ")
    after = replace(
        snap,
        state="declaring",
        phase=Phase.DECLARE,
        human_hand=(HAND | skat) & ~parse_cards("HT CA"),
        hand_sizes=(10, 10, 10),
        discard=parse_cards("HT CA"),
    )
    scene.show_snapshot(after)
    assert not scene.card_item(kept).skat_mark
    assert not any(i.skat_mark for i in scene.hand_items())


def test_the_skat_mark_is_painted(qtbot):
    from PySide6.QtGui import QImage, QPainter

    pixmaps = CardPixmaps()
    pictures = []
    for mark in (False, True):
        item = CardItem(("c", 0), 0, pixmaps)
        item.set_width(60)
        item.set_marks(from_skat=mark)
        image = QImage(66, 100, QImage.Format.Format_ARGB32)
        image.fill(0)
        painter = QPainter(image)
        painter.translate(3, 3)
        item.paint(painter, None, None)  # type: ignore[arg-type]
        painter.end()
        pictures.append(image)
    assert pictures[0] != pictures[1]


# -- 7. the idle table names no dealer ---------------------------------------------------------


def test_idle_table_claims_no_dealer_or_seats(scene):
    idle = snapshot(
        state="idle",
        phase=None,
        to_move=None,
        human_hand=0,
        hand_sizes=(0, 0, 0),
        dealer=1,
        position_of=(1, 2, 0),
    )
    scene.show_snapshot(idle)
    assert [scene.plate_lines(p) for p in range(3)] == [["You"], ["Anna"], ["Ben"]]
    dealt = playing(dealer=2)
    scene.show_snapshot(dealt)
    assert "Dealer" in scene.plate_lines(2)[1]


def ramsch_of_four(dealer: int) -> TableSnapshot:
    """Trick play of a Ramsch at four: the dealer sits out, the skat lies aside by him."""
    seating = tuple((dealer + k) % 4 for k in (1, 2, 3))
    position_of = tuple(seating.index(p) if p in seating else None for p in range(4))
    return snapshot(
        players=4,
        names=("You", "Anna", "Ben", "Clara"),
        dealer=dealer,
        seating=seating,
        position_of=position_of,
        hand_sizes=tuple(0 if p == dealer else 10 for p in range(4)),
        said=(None,) * 4,
        tricks_won=(0,) * 4,
        human_hand=0 if dealer == 0 else HAND,
        skat_in_middle=2,
        declarer=None,
        to_move=seating[0],
    )


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("dealer", [0, 1, 2, 3])
@pytest.mark.parametrize("language", ["en", "de"])
def test_a_ramsch_skat_beside_the_player_sitting_out_is_labelled(scene, size, dealer, language):
    try:
        i18n.set_language(language)
        scene.set_size(*size)
        scene.show_snapshot(ramsch_of_four(dealer))
        skat = [item.sceneBoundingRect() for item in scene.skat_items()]
        assert len(skat) == 2
        label = scene.text_rects()["skat"]
        assert scene._skat_label.lines() == ["Skat"]  # the centre's word, in both languages
        # Right under (or, in the bottom row, over) the two cards, touching none of them.
        cards = skat[0].united(skat[1])
        assert label.left() < cards.center().x() < label.right()
        assert 0 < min(abs(label.top() - cards.bottom()), abs(cards.top() - label.bottom())) < 20
        assert scene.sceneRect().contains(label)
        others = [
            i.sceneBoundingRect() for i in scene.visible_cards() if i not in scene.skat_items()
        ]
        assert not any(overlaps(label, card) for card in [*skat, *others])
        boxes = {name: box for name, box in scene.text_rects().items() if name != "skat"}
        assert not any(overlaps(label, box) for box in boxes.values())
    finally:
        i18n.set_language("en")


def test_no_skat_label_at_three_or_in_a_hand_game(scene):
    scene.show_snapshot(snapshot(skat_in_middle=2, declarer=None, dealer=2))
    assert "skat" not in scene.text_rects()  # a Ramsch at three: not asked for
    four = ramsch_of_four(2)
    scene.show_snapshot(replace(four, declarer=1, contract=Contract(GameType.GRAND, hand=True)))
    assert "skat" not in scene.text_rects()
