"""The table at five: every seat's plate and cards in view and apart, at every size, with
the human seated or sitting out, and the Ramsch skat beside the dealer who sits out."""

from __future__ import annotations

import itertools
from dataclasses import replace

import pytest
from test_table_layout import HAND, SIZES, one, overlaps, scene, snapshot

from skat_desktop.controller.snapshot import TableSnapshot
from skat_desktop.engine.cards import cards_of, parse_cards
from skat_desktop.engine.deal import Phase
from skat_desktop.engine.rules import Contract, GameType
from skat_desktop.engine.series import Series
from skat_desktop.ui import i18n
from skat_desktop.ui.table.scene import seat_side

__all__ = ["scene"]  # the fixture
NAMES = ("You", "Anna", "Ben", "Clara", "David")
OPEN = parse_cards("SJ DJ SK SQ S9 S8 S7 HA HT H9")  # an ouvert declarer's cards


def at_five(dealer: int, *, ramsch: bool = False, ouvert_by: int | None = None) -> TableSnapshot:
    """Trick play at five, dealt by ``dealer``: two sit out, one card in the trick."""
    series = Series(players=5, first_dealer=dealer)
    seating = series.seating()
    position_of = tuple(seating.index(p) if p in seating else None for p in range(5))
    human_in = 0 in seating
    open_hands = {} if ouvert_by is None else {ouvert_by: OPEN}
    leader = seating[0]
    trick_card = next(iter(cards_of(parse_cards("DA"))))  # in no hand shown
    return snapshot(
        players=5,
        names=NAMES,
        dealer=dealer,
        seating=seating,
        position_of=position_of,
        hand_sizes=tuple(10 if p in seating else 0 for p in range(5)),
        said=(None,) * 5,
        tricks_won=(0,) * 5,
        human_hand=HAND if human_in else 0,
        skat_in_middle=2 if ramsch else 0,
        declarer=None if ramsch else seating[1],
        contract=None
        if ramsch
        else Contract(GameType.GRAND, ouvert=ouvert_by is not None, hand=ouvert_by is not None),
        open_hands=open_hands,
        trick=((leader, trick_card),) if leader != 0 else (),
        to_move=seating[1],
        sitting_out=series.sitting_out(),
    )


def test_five_seats_around_the_table() -> None:
    assert [seat_side(p, 5) for p in range(5)] == ["bottom", "left", "topleft", "topright", "right"]
    assert [seat_side(p, 5, human=2) for p in range(5)] == [
        "topright", "right", "bottom", "left", "topleft"
    ]  # fmt: skip


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("dealer", range(5))
@pytest.mark.parametrize("language", ["en", "de"])
def test_every_plate_and_card_in_view_and_apart(scene, size, dealer, language):
    try:
        i18n.set_language(language)
        scene.set_size(*size)
        snap = at_five(dealer)
        scene.show_snapshot(snap)
        area = scene.sceneRect()
        plates = [scene.plate_rect(p) for p in range(5)]
        for p, rect in enumerate(plates):
            assert area.contains(rect), (p, rect)
            assert scene.plate_lines(p)[0] == NAMES[p]
        for a, b in itertools.combinations(range(5), 2):
            assert not overlaps(plates[a], plates[b]), (a, b)
        for p in snap.sitting_out:
            assert scene.plate_lines(p)[1].startswith(
                "Sits out" if language == "en" else "Setzt aus"
            )
        cards = [item.sceneBoundingRect() for item in scene.visible_cards()]
        assert len(cards) == sum(snap.hand_sizes) + len(snap.trick)
        for card in cards:
            assert area.contains(card)
            assert not any(overlaps(card, plate, slack=2.0) for plate in plates)
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("dealer", range(5))
def test_a_ramsch_skat_lies_beside_the_dealer_sitting_out(scene, size, dealer):
    scene.set_size(*size)
    scene.show_snapshot(at_five(dealer, ramsch=True))
    skat = [item.sceneBoundingRect() for item in scene.skat_items()]
    assert len(skat) == 2
    assert scene._skat_label.lines() == ["Skat"]
    label = scene.text_rects()["skat"]
    assert scene.sceneRect().contains(label)
    plates = [scene.plate_rect(p) for p in range(5)]
    assert not any(overlaps(label, plate) for plate in plates)


@pytest.mark.parametrize("dealer", range(5))
def test_an_ouvert_declarer_at_the_top_shows_every_card(scene, dealer):
    scene.set_size(*SIZES[1])
    series = Series(players=5, first_dealer=dealer)
    declarer = next(p for p in series.seating() if p != 0)  # a computer player's cards
    snap = at_five(dealer, ouvert_by=declarer)
    scene.show_snapshot(replace(snap, declarer=declarer))
    shown = {item.card for item in scene.visible_cards() if item.card is not None}
    assert set(cards_of(OPEN)) <= shown
    rects = [scene.card_item(c).sceneBoundingRect() for c in cards_of(OPEN)]
    assert all(scene.sceneRect().contains(r) for r in rects)


# Sizes and dealers at which a top plate went under its row and back between tricks.
JUMPS = [((990, 562), 0), ((790, 402), 1), ((1110, 562), 1), ((950, 562), 2), ((740, 402), 3)]


@pytest.mark.parametrize(("size", "dealer"), JUMPS)
def test_a_top_plate_under_its_row_stays_there_for_the_deal(scene, size, dealer) -> None:
    """The declarer's plate grew a line and went under its row, then went back up when the
    line was shorter again: it jumped between tricks. Once under, it stays for the deal."""
    scene.set_size(*size)
    plain = at_five(dealer=dealer)
    declarer = plain.seating[0]
    declaring = replace(
        plain,
        declarer=declarer,
        contract=Contract(GameType.NULL, ouvert=True, hand=True),
        tricks_won=(3,) * 5,
    )
    places: list[dict[int, float]] = []
    for snap in (plain, declaring, plain, declaring, plain):
        scene.show_snapshot(snap)
        places.append({p: round(scene.plate_rect(p).top()) for p in range(5)})
        for p in range(5):
            if seat_side(p, 5) not in ("topleft", "topright"):
                continue
            for card in scene.visible_cards():
                assert not overlaps(scene.plate_rect(p), card.sceneBoundingRect()), (size, p)
    assert places[1] == places[2] == places[3] == places[4], (size, places)


@pytest.mark.parametrize("dealer", range(5))
@pytest.mark.parametrize("size", [*SIZES, (760, 402), (780, 422), (990, 562)])
def test_words_of_a_plate_under_its_row_keep_off_the_skat(scene, size, dealer) -> None:
    """Bidding at five: the words of a top seat whose plate lies under its row stand beside
    the plate, not under it against the skat."""
    scene.set_size(*size)
    plain = at_five(dealer=dealer)
    said = tuple("pass" if p in plain.seating[1:] else None for p in range(5))
    snap = replace(
        plain, state="bidding", phase=Phase.BIDDING, skat_in_middle=2, trick=(), said=said,
        declarer=None, contract=None,
    )  # fmt: skip
    scene.show_snapshot(snap)
    bubbles = [b for b in scene._bubbles.values() if b.isVisible() and b.text()]
    assert bubbles
    for p, bubble in scene._bubbles.items():
        if not (bubble.isVisible() and bubble.text()):
            continue
        box = bubble.sceneBoundingRect()
        for card in scene.visible_cards():
            assert not overlaps(box, card.sceneBoundingRect(), slack=4.0), (size, p)
        for other in range(5):  # a top seat's words not on another's plate (on Anna's)
            if other != p and seat_side(p, 5) in ("topleft", "topright"):
                assert not overlaps(box, scene.plate_rect(other), slack=4.0), (size, p, other)
    # No plate cuts a word ("Middleh…"): a top plate short of room goes under its row.
    assert not any(scene._plate(p).elided() for p in range(5)), size


def test_a_card_flies_to_the_trick_above_the_plates_and_lands_at_its_place(scene):
    """At five a top seat's plate can lie under its row, in the path of the card it plays:
    the card flew beneath the plate. It flies above the plates, then takes its trick z."""
    from skat_desktop.ui.table.scene import TRICK_Z

    scene.set_size(930, 590)
    scene.speed = "normal"
    snap = at_five(0)  # the human deals and sits out; middlehand sits top right
    first, second = snap.seating[0], snap.seating[1]
    assert 0 not in snap.seating and seat_side(second, 5) == "topright"
    led = ((first, one("CA")),)
    scene.show_snapshot(replace(snap, trick=led, to_move=second))
    scene.finish_animations()
    scene.show_snapshot(replace(snap, trick=(*led, (second, one("CT"))), to_move=snap.seating[2]))
    assert scene.animating()
    card = scene.card_item(one("CT"))
    assert card is not None
    assert card.zValue() > max(scene._plate(p).zValue() for p in range(5))
    scene.finish_animations()
    assert card.zValue() == TRICK_Z["top"] + 0.1


@pytest.mark.parametrize("dealer", range(5))
def test_at_the_end_of_a_deal_no_top_plate_is_cut(scene, dealer) -> None:
    """With its row played out a top seat's plate lies where the row was, as wide as one
    card: "Middleh…" (tester, 1366 x 768). It is as wide as a fifth of the table now."""
    played = replace(
        at_five(dealer), state="deal_over", hand_sizes=(0,) * 5, human_hand=0, trick=()
    )
    for size in [*SIZES, (930, 590)]:
        scene.set_size(*size)
        scene.show_snapshot(played)
        assert not any(scene._plate(p).elided() for p in range(5)), (size, dealer)
        plates = [scene.plate_rect(p) for p in range(5)]
        for a, b in itertools.combinations(range(5), 2):
            assert not overlaps(plates[a], plates[b]), (size, a, b)
