"""The table's finish: the thinking sign does not flicker, plates carry an initial and a
clear mark for the player to move, every trick card's index shows (in play and in the last
trick), laid-open hands are sorted fans, and the optional card-point count."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest
from PySide6.QtCore import QRectF
from table_snapshots import table_snapshot as snapshot

from skat_desktop.engine.cards import parse_cards
from skat_desktop.engine.deal import Phase
from skat_desktop.engine.rules import Contract, GameType
from skat_desktop.ui.table.pixmaps import CardPixmaps
from skat_desktop.ui.table.scene import THINKING_DELAY_MS, TableScene
from skat_desktop.ui.table.sorting import sort_hand


@pytest.fixture
def scene(qapp: Any) -> TableScene:
    s = TableScene(CardPixmaps())
    s.speed = "off"
    s.set_size(1024, 430)
    return s


def corner_hidden(scene: TableScene, card: int) -> bool:
    item = scene.card_item(card)
    assert item is not None
    pos = item.pos()
    corner = QRectF(pos.x() + 1, pos.y() + 1, item.width * 0.3, item.height() * 0.3)
    return any(
        other is not item
        and other.zValue() > item.zValue()
        and other.sceneBoundingRect().adjusted(3, 3, -3, -3).intersects(corner)
        for other in scene.visible_cards()
    )


def test_a_quick_move_never_shows_the_thinking_sign(qtbot: Any, scene: TableScene) -> None:
    base = snapshot(state="playing", phase=Phase.PLAY, to_move=1)
    scene.show_snapshot(replace(base, thinking=frozenset({1})))
    qtbot.wait(THINKING_DELAY_MS // 3)
    scene.show_snapshot(replace(base, thinking=frozenset()))  # the move came quickly
    qtbot.wait(THINKING_DELAY_MS)
    assert scene.thinking_shown() == set() and not scene._plates[1].thinking
    # A long think shows it, and it goes with the move.
    scene.show_snapshot(replace(base, thinking=frozenset({1})))
    qtbot.waitUntil(lambda: scene.thinking_shown() == {1}, timeout=2000)
    scene.show_snapshot(replace(base, thinking=frozenset()))
    assert scene.thinking_shown() == set()


def test_plates_carry_an_initial_and_the_player_to_move_is_marked(scene: TableScene) -> None:
    scene.show_snapshot(snapshot(state="playing", phase=Phase.PLAY, to_move=2))
    plates = scene._plates
    assert [plates[p].avatar for p in (0, 1, 2)] == ["Y", "A", "B"]
    assert plates[2].highlight and not plates[1].highlight and not plates[0].highlight


@pytest.mark.parametrize("size", [(718, 402), (1024, 430), (1614, 800)])
@pytest.mark.parametrize("players", [3, 4])
def test_every_card_of_a_trick_shows_its_index(
    scene: TableScene, size: tuple[int, int], players: int
) -> None:
    scene.set_size(*size)
    c1, c2, c3 = 16 + 7, 16 + 3, 16 + 6  # the ace, ten and king of hearts
    # Every order of the three sides: whoever leads, nobody's index is covered.
    sides = [(1, 2, 0), (2, 0, 1), (0, 1, 2)] if players == 3 else [(1, 2, 3), (3, 0, 1)]
    for order in sides:
        trick = tuple(zip(order, (c1, c2, c3), strict=True))
        base = snapshot(
            state="playing",
            phase=Phase.PLAY,
            to_move=None,
            skat_in_middle=0,
            human_hand=parse_cards("CA CT CK SA ST SK DA"),
        )
        if players == 4:
            base = replace(
                base,
                players=4,
                names=("You", "Anna", "Ben", "Clara"),
                hand_sizes=(10, 10, 10, 0),
                tricks_won=(0, 0, 0, 0),
                said=(None,) * 4,
                position_of=(0, 1, 2, None),
            )
        scene.show_snapshot(replace(base, trick=trick))
        for _, card in trick:
            assert not corner_hidden(scene, card), (size, order, card)
        # The same in the last-trick view.
        scene.show_snapshot(replace(base, trick=(), last_trick=trick, last_trick_winner=order[0]))
        scene.show_last_trick = True
        scene.refresh()
        for _, card in trick:
            item = scene._items.get(("l", card)) or scene.card_item(card)
            assert item is not None
        scene.show_last_trick = False


def test_laid_open_hands_at_the_end_are_sorted_fans(scene: TableScene) -> None:
    anna = parse_cards("CJ SJ CT HA HQ SQ DT D8 D7 C7")
    snap = snapshot(
        state="deal_over",
        phase=Phase.SCORED,
        to_move=None,
        declarer=1,
        contract=Contract(GameType.GRAND),
        human_hand=parse_cards("CK CQ"),
        hand_sizes=(2, 10, 0),
        open_hands={1: anna},
    )
    scene.show_snapshot(snap)
    order = sort_hand(anna, GameType.GRAND)
    items = [scene.card_item(c) for c in order]
    ys = {round(i.pos().y()) for i in items if i is not None}
    xs = [i.pos().x() for i in items if i is not None]
    assert len(ys) == 1  # one row: a fan, not a stack of columns
    assert xs == sorted(xs) and len(set(xs)) == len(xs)  # in the sorted order, left to right


def test_the_running_card_point_count_is_off_by_default(scene: TableScene) -> None:
    snap = snapshot(
        state="playing",
        phase=Phase.PLAY,
        declarer=1,
        contract=Contract(GameType.HEARTS),
        points_taken=(21, 14, 0),
    )
    scene.show_snapshot(snap)
    assert not any("Card points" in line for line in scene.info_lines())
    scene.count_points = True
    scene.refresh()
    assert "Card points: declarer 14 · defenders 21" in scene.info_lines()


def test_the_view_menu_turns_the_count_on(qtbot: Any) -> None:
    from skat_desktop.controller.game import ControllerSettings, GameController
    from skat_desktop.ui.main_window import MainWindow

    window = MainWindow(GameController(ControllerSettings(speed="off", seed=1)), None)
    qtbot.addWidget(window)
    assert not window.act_count.isChecked() and not window.scene.count_points
    window.act_count.trigger()
    assert window.act_count.isChecked() and window.scene.count_points
