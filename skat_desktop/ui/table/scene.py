"""The table scene: lays out and animates everything a TableSnapshot shows."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QParallelAnimationGroup,
    QPauseAnimation,
    QPointF,
    QPropertyAnimation,
    QRectF,
    QSequentialAnimationGroup,
    QTimer,
    Signal,
)
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsScene

from skat_desktop.controller.snapshot import TableSnapshot
from skat_desktop.engine.cards import Card, cards_of

from ..terms import terms
from .felt import Felt
from .items import AVATAR_COLOURS, Bubble, CardItem, Plate
from .pixmaps import CardPixmaps
from .sorting import sort_hand

# How long one card move takes, in ms, per animation speed setting.
MOVE_MS = {"off": 0, "fast": 140, "normal": 280, "slow": 520}
# Delay between two cards of the deal animation.
DEAL_STAGGER_MS = {"off": 0, "fast": 12, "normal": 28, "slow": 55}

# A computer player is shown thinking only after this long, so a quick move never makes
# the sign blink on and off (ms).
THINKING_DELAY_MS = 450
# Cards in a trick stack by the side they came from, not by play order: the bottom card
# over the top one and the side cards apart from both, so every card's index shows; the
# two top seats at five lie as the top one (the default).
TRICK_Z = {"top": 100.0, "left": 102.0, "right": 102.0, "bottom": 104.0}
# A card on its way to the trick flies above the name plates (200), below the texts (300):
# at five a top seat's plate lies under its row, in the card's path.
FLYING_Z_LIFT = 150.0
TRICK_Z_LOW = min(TRICK_Z.values())

SEATS_3 = ("bottom", "left", "right")
SEATS_4 = ("bottom", "left", "top", "right")
# Five players: two seats share the top, each with its row of cards left or right of the
# middle ("top" rows, centred at TOP_ROW_X times the width).
SEATS_5 = ("bottom", "left", "topleft", "topright", "right")
TOP_ROW_X = {"top": 0.5, "topleft": 0.36, "topright": 0.64}


def seat_side(player: int, players: int, human: int = 0) -> str:
    """Where a player sits on screen: the human at the bottom, then clockwise."""
    seats = {3: SEATS_3, 4: SEATS_4}.get(players, SEATS_5)
    return seats[(player - human) % players]


@dataclass
class _Spec:
    card: Card | None
    pos: QPointF
    z: float
    width: float
    rotation: float = 0.0
    dimmed: bool = False
    selected: bool = False
    focus: bool = False
    hint: bool = False
    from_skat: bool = False
    origin: QPointF | None = None
    delay: int = 0


class TableScene(QGraphicsScene):
    """Draws snapshots; reports clicks on the human's cards. Holds no rules of the game."""

    hand_card_clicked = Signal(int)
    background_clicked = Signal()

    def __init__(self, pixmaps: CardPixmaps, parent: object | None = None) -> None:
        super().__init__(parent)
        self.pixmaps = pixmaps
        self.snapshot: TableSnapshot | None = None
        self.speed = "normal"
        self.selected: set[Card] = set()
        self.focus_index = -1
        self.hint_card: Card | None = None
        self.show_last_trick = False
        self._items: dict[tuple[object, ...], CardItem] = {}
        self._plates: dict[int, Plate] = {}
        self._bubbles: dict[int, Bubble] = {}
        self._under_row: set[int] = set()  # five players: top plates put under their rows
        self._under_row_key: tuple[object, ...] = ()
        self._info = Plate(bold_first_line=True)
        self._info.setZValue(300)
        self.addItem(self._info)
        self._caption = Plate(bold_first_line=False)
        self._caption.setZValue(300)
        self.addItem(self._caption)
        self._caption2 = Plate(bold_first_line=False)
        self._caption2.setZValue(300)
        self.addItem(self._caption2)
        # "Skat" beside a Ramsch skat laid aside at a 4-player table: it lies by the dealer,
        # who sits out and holds no cards, and would look like his hand without it.
        self._skat_label = Plate(bold_first_line=False)
        self._skat_label.setZValue(300)
        self.addItem(self._skat_label)
        self._animation: QParallelAnimationGroup | None = None
        self._leaving: list[CardItem] = []
        self._landing: list[tuple[CardItem, float]] = []  # trick cards in flight, their z
        self._felt = Felt()
        # Optional (off by default: real players count for themselves): each side's card
        # points taken so far, in the game's box.
        self.count_points = False
        self._thinking_shown: set[int] = set()
        self._thinking_timer = QTimer(self)
        self._thinking_timer.setSingleShot(True)
        self._thinking_timer.timeout.connect(self._show_thinking)
        self.setSceneRect(0, 0, 1000, 600)
        self._aspect = pixmaps.aspect()
        pixmaps.changed.connect(self._cards_changed)

    # -- public -----------------------------------------------------------------------

    def set_size(self, width: float, height: float) -> None:
        self.setSceneRect(0, 0, max(200.0, width), max(150.0, height))
        self.finish_animations()
        self._layout(animate=False)

    def show_snapshot(self, snapshot: TableSnapshot) -> None:
        previous = self.snapshot
        self.snapshot = snapshot
        if previous is None or previous.deal_id != snapshot.deal_id:
            self.selected.clear()
            self.show_last_trick = False
        if self.hint_card is not None and not snapshot.human_hand >> self.hint_card & 1:
            self.hint_card = None
        turn_begins = snapshot.human_to_move and (
            previous is None
            or previous.deal_id != snapshot.deal_id
            or previous.state != snapshot.state
            or not previous.human_to_move
        )
        if turn_begins:
            self.reset_focus()
        elif self.focus_index not in self.focusable():
            self._focus_nearest()
        self._follow_thinking(snapshot)
        self._layout(animate=True, previous=previous)

    def refresh(self) -> None:
        """Lay the table out again without animation (new language, deck, marks)."""
        self._layout(animate=False)

    def _cards_changed(self) -> None:
        """Another deck or index language: every card on the table is drawn again at once."""
        if self.pixmaps.aspect() != self._aspect:
            self._aspect = self.pixmaps.aspect()
            self.refresh()  # a system deck of another shape needs a new layout
        for item in [*self._items.values(), *self._leaving]:
            item.reload()

    def focusable(self) -> list[int]:
        """Places in ``hand_order()`` the keyboard focus may rest on: in trick play on the
        human's turn the playable cards only, otherwise every card in the hand."""
        order = self.hand_order()
        snap = self.snapshot
        if snap is not None and snap.state == "playing" and snap.human_to_move:
            playable = [i for i, c in enumerate(order) if snap.legal_cards >> c & 1]
            if playable:
                return playable
        return list(range(len(order)))

    def reset_focus(self) -> None:
        """Put the focus on the first card the human may choose (-1: no cards)."""
        places = self.focusable()
        self.focus_index = places[0] if places else -1

    def move_focus(self, step: int) -> None:
        """Move the focus ``step`` places left (negative) or right among the cards the human
        may choose, wrapping round; from no focus it starts on the first such card."""
        places = self.focusable()
        if not places:
            self.focus_index = -1
        elif self.focus_index not in places:
            if self.focus_index < 0:
                self.reset_focus()
            else:
                self._focus_nearest(step)
        else:
            self.focus_index = places[(places.index(self.focus_index) + step) % len(places)]
        self.refresh()

    def _focus_nearest(self, step: int = 1) -> None:
        """Move the focus onto a choosable card: the next one in the direction of ``step``
        from where it stands, wrapping round (the first when it stood nowhere)."""
        places = self.focusable()
        if not places:
            self.focus_index = -1
            return
        if self.focus_index < 0:
            self.focus_index = places[0]
            return
        if step >= 0:
            ahead = [i for i in places if i > self.focus_index]
            self.focus_index = ahead[0] if ahead else places[0]
        else:
            behind = [i for i in places if i < self.focus_index]
            self.focus_index = behind[-1] if behind else places[-1]

    def hand_order(self) -> list[Card]:
        snap = self.snapshot
        if snap is None:
            return []
        game = snap.contract.game if snap.contract is not None else None
        return sort_hand(snap.human_hand, game)

    def finish_animations(self) -> None:
        """Jump every running card move to its end (skip the animation)."""
        if self._animation is not None:
            animation = self._animation
            animation.setCurrentTime(animation.totalDuration())
            animation.stop()
        self._animation_done()

    def animating(self) -> bool:
        return (
            self._animation is not None
            and self._animation.state() == QAbstractAnimation.State.Running
        )

    def card_item(self, card: Card) -> CardItem | None:
        return self._items.get(("c", card))

    def hand_items(self) -> list[CardItem]:
        return [self._items[("c", c)] for c in self.hand_order() if ("c", c) in self._items]

    def bubble_text(self, player: int) -> str:
        bubble = self._bubbles.get(player)
        return bubble.text() if bubble is not None and bubble.isVisible() else ""

    def plate_lines(self, player: int) -> list[str]:
        plate = self._plates.get(player)
        return plate.lines() if plate is not None else []

    def info_lines(self) -> list[str]:
        return self._info.lines()

    def plate_rect(self, player: int) -> QRectF:
        """Where a player's name plate lies on the table (empty when it has none)."""
        plate = self._plates.get(player)
        return plate.sceneBoundingRect() if plate is not None else QRectF()

    def text_rects(self) -> dict[str, QRectF]:
        """Every text box shown on the felt by name: plates, the game's box, the captions."""
        boxes = {f"plate{p}": plate for p, plate in self._plates.items()}
        boxes.update(info=self._info, caption=self._caption, caption2=self._caption2)
        boxes["skat"] = self._skat_label
        return {
            name: box.sceneBoundingRect()
            for name, box in boxes.items()
            if box.isVisible() and box.lines()
        }

    def skat_items(self) -> list[CardItem]:
        """The face-down skat as it lies on the table (none once it is picked up)."""
        return [item for key, item in self._items.items() if key[0] == "s"]

    def content_rect(self) -> QRectF:
        """The bounding box of everything drawn on the felt (for the fit-in-view test)."""
        rect = QRectF()
        for item in self.items():
            if item.isVisible() and item.opacity() > 0:
                rect = rect.united(item.sceneBoundingRect())
        return rect

    def visible_cards(self) -> list[CardItem]:
        return [i for i in self._items.values() if i.isVisible()]

    def thinking_shown(self) -> set[int]:
        """The players whose plates show the thinking sign now."""
        return set(self._thinking_shown)

    def _follow_thinking(self, snap: TableSnapshot) -> None:
        """The thinking sign shows once a computer player has thought for a moment
        (THINKING_DELAY_MS) and goes when the move is made: a quick move shows none."""
        now = set(snap.thinking)
        gone = self._thinking_shown - now
        if gone:
            self._thinking_shown -= gone
            for p in gone:
                if p in self._plates:
                    self._plates[p].set_thinking(False)
        waiting = now - self._thinking_shown
        if waiting and not self._thinking_timer.isActive():
            self._thinking_timer.start(THINKING_DELAY_MS)
        elif not waiting:
            self._thinking_timer.stop()

    def _show_thinking(self) -> None:
        snap = self.snapshot
        if snap is None:
            return
        for p in snap.thinking:
            self._thinking_shown.add(p)
            self._plate(p).set_thinking(True)

    # -- background -------------------------------------------------------------------

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:
        self._felt.paint(painter, self.sceneRect(), rect)

    def mousePressEvent(self, event: object) -> None:  # type: ignore[override]
        super().mousePressEvent(event)  # type: ignore[arg-type]
        if not event.isAccepted():  # type: ignore[attr-defined]
            self.background_clicked.emit()

    # -- layout -----------------------------------------------------------------------

    def _metrics(self) -> tuple[float, float, float, float]:
        """Card height, card width, margin and font size for the current scene size."""
        rect = self.sceneRect()
        players = self.snapshot.players if self.snapshot is not None else 3
        # The height a card may take: at three the hand, the trick and the side columns
        # share the table's height; at four a row of backs at the top takes its part; at
        # five a top row may also carry its plate under it. The width limit lets a hidden
        # score sheet (a wider table) give larger cards.
        share = {3: 0.262, 4: 0.245}.get(players, 0.205)
        ch = min(rect.height() * share, rect.width() * 0.14)
        # Whole pixels: the renderer draws each card at exactly its size on screen.
        cw = float(max(8, round(ch / self.pixmaps.aspect())))
        ch = float(self.pixmaps.height_for_width(int(cw)))
        margin = max(6.0, ch * 0.08)
        font = min(23.0, max(10.0, ch * 0.125))
        return ch, cw, margin, font

    def _layout(self, animate: bool, previous: TableSnapshot | None = None) -> None:
        snap = self.snapshot
        rect = self.sceneRect()
        W, H = rect.width(), rect.height()
        ch, cw, m, font = self._metrics()
        specs: dict[tuple[object, ...], _Spec] = {}
        if snap is None:
            self._apply(specs, animate=False, previous=None)
            for plate in self._plates.values():
                plate.setVisible(False)
            self._info.set_text([], font)
            self._caption.set_text([], font)
            self._caption2.set_text([], font)
            self._caption2.setVisible(False)
            self._skat_label.setVisible(False)
            return
        new_deal = previous is None or previous.deal_id != snap.deal_id
        self._drop_extra_seats(snap.players)
        deck_point = QPointF(W / 2 - cw / 2, H * 0.40 - ch / 2)
        stagger = DEAL_STAGGER_MS.get(self.speed, 28) if animate and new_deal else 0
        four = snap.players >= 4  # a player sits at the top (two at five)
        sides = {p: seat_side(p, snap.players, snap.human) for p in range(snap.players)}
        raise_by = ch * 0.2
        hand_y = H - ch - m
        hand_top = hand_y - raise_by

        # Every text box keeps its corner and wraps (or elides) its text to fit there; the
        # cards make room for the boxes, never the other way round. The game's box sits top
        # centre at a 3-player table; at four the top is a player's, so it sits bottom right.
        info = self._info
        info.max_width = W * 0.34 if not four else max(cw * 2.0, W * 0.2)
        info.set_text(self._game_lines(snap), font)
        info_w = info.size().width() if info.lines() else 0.0
        for p in range(snap.players):
            plate = self._plate(p)
            if sides[p] == "bottom":
                # Room for the badge and a line such as "Declarer: Diamonds" unbroken.
                plate.max_width = max(cw * 2.1, min(W * 0.24, 300.0))
            elif sides[p] in ("left", "right"):
                room = (W - info_w) / 2 - 3 * m if not four else W * 0.22
                plate.max_width = max(cw * 1.4, room - font)
            highlight = snap.to_move == p and snap.state != "deal_over"
            name = snap.names[p] if p < len(snap.names) else "?"
            plate.set_avatar(name[:1].upper(), AVATAR_COLOURS[p % len(AVATAR_COLOURS)])
            plate.set_text(self._player_lines(snap, p), font, highlight=highlight)
            plate.setVisible(True)

        # The skat lies in the middle until it is picked up; a skat nobody picks up (a Hand
        # game, Ramsch) is laid aside small by the declarer (Ramsch: the dealer) once the
        # cards are played, so the tricks have the middle to themselves.
        aside_of: int | None = None
        if snap.skat_in_middle and snap.state in ("playing", "trick_complete"):
            aside_of = snap.declarer if snap.declarer is not None else snap.dealer
        sw = float(max(8, round(cw * 0.6)))
        sh = float(self.pixmaps.height_for_width(int(sw)))
        skat_step = round(sw * 0.35)
        skat_w = sw + skat_step * (snap.skat_in_middle - 1) if aside_of is not None else 0.0
        aside_point: QPointF | None = None

        # The human's plate in the bottom left corner, the hand right of it (and left of
        # what lies in the bottom right corner).
        me = self._plate(snap.human)
        me_size = me.size()
        me.anchor = "left"
        me.place(QPointF(m, min(hand_y + ch / 2, H - m - me_size.height() / 2)))
        me_rect = me.sceneBoundingRect()
        right_reserve = 0.0
        info_point = QPointF(W - m, min(hand_y + ch / 2, H - m - info.size().height() / 2))
        if four:
            right_reserve += info_w + m
        if aside_of is not None and sides.get(aside_of) == "bottom":
            right_reserve += skat_w + m
            aside_point = QPointF(W - m - right_reserve + m, hand_y + ch - sh)
        order = self.hand_order()
        n = len(order)
        left_edge = m + me_size.width() + m
        right_edge = W - m - right_reserve
        step = cw * 0.62
        if n >= 2:
            # As wide as the table allows before the cards overlap (a small gap at most).
            step = min(cw * 1.04, (right_edge - left_edge - cw) / (n - 1))
        total = cw + step * max(0, n - 1)
        x0 = max(left_edge, min((W - total) / 2, right_edge - total))
        human_turn = snap.human_to_move
        playing = snap.state == "playing" and human_turn
        focusable = self.focusable()
        # The two cards picked up stay marked while the declarer chooses what to put away.
        from_skat = snap.skat_seen & snap.human_hand if snap.state == "discarding" else 0
        for i, c in enumerate(order):
            selected = c in self.selected
            specs[("c", c)] = _Spec(
                card=c,
                pos=QPointF(x0 + i * step, hand_y - (raise_by if selected else 0)),
                z=10 + i,
                width=cw,
                dimmed=playing and not snap.legal_cards >> c & 1,
                selected=selected,
                focus=i == self.focus_index and human_turn and i in focusable,
                hint=c == self.hint_card,
                from_skat=bool(from_skat >> c & 1),
                origin=deck_point if new_deal else None,
                delay=i * stagger,
            )
        if four:
            info.anchor = "right"
            info.place(info_point)
        else:
            info.anchor = "top"
            info.place(QPointF(W / 2, m))
        info_rect = info.sceneBoundingRect()

        # Side columns and the top row for the computer players.
        plate_points: dict[int, QPointF] = {snap.human: me_rect.center()}
        pile_points: dict[int, QPointF] = {snap.human: QPointF(W / 2 - cw / 2, H)}
        columns: dict[int, QRectF] = {}  # a side seat's cards, for its words' second place
        plates_right = m
        for p in range(snap.players):
            side = sides[p]
            if side not in ("left", "right"):
                continue
            plate = self._plate(p)
            size = plate.size()
            plate.anchor = side
            plate.place(QPointF(m if side == "left" else W - m, m + size.height() / 2))
            if side == "left":
                plates_right = m + size.width()
            top_y = m * 1.5 + size.height()
            # The column ends above the hand and above whatever sits in its bottom corner.
            bottom = hand_top
            if side == "left":
                bottom = min(bottom, me_rect.top())
            elif four:
                bottom = min(bottom, info_rect.top())
            bottom -= m
            cards = self._side_cards(snap, p)
            face_up = bool(snap.open_hands.get(p))
            fw = cw
            if face_up:
                # Laid open: a fan from the side towards the trick, every index in view;
                # the cards shrink a little when the room is short for ten of them.
                room = W / 2 - cw * 1.65 - 2 * m
                fw = self._fan_width(len(cards), room, cw)
                places = self._fan(len(cards), room, fw)
            else:
                places = self._column(len(cards), face_up, top_y, bottom, ch, cw)
            width = max((x for x, _ in places), default=0.0) + fw
            col_x = m if side == "left" else W - m - width
            for i, (c, (dx, dy)) in enumerate(zip(cards, places, strict=True)):
                key: tuple[object, ...] = ("c", c) if c is not None else ("b", p, i)
                specs[key] = _Spec(
                    card=c,
                    pos=QPointF(col_x + dx, top_y + dy),
                    z=10 + i,
                    width=fw,
                    origin=deck_point if new_deal else None,
                    delay=(i * 3 + p) * stagger // 3 if stagger else 0,
                )
            pile_points[p] = QPointF(col_x, top_y)
            columns[p] = QRectF(col_x, top_y, width, bottom - top_y)
            plate_points[p] = plate.sceneBoundingRect().center()
            if aside_of == p:
                ax = col_x + width + m if side == "left" else col_x - m - skat_w
                aside_point = QPointF(ax, top_y)
        plates_left = W - m  # the right column's plate's left edge
        bubble_sides: dict[int, str] = {}  # a plate placed unlike its side's others
        # A top plate that went under its row stays there for the deal at this size: it
        # went back up as soon as its lines grew shorter, jumping between tricks.
        stay_key = (snap.deal_id, snap.players, W, H)
        if stay_key != self._under_row_key:
            self._under_row_key = stay_key
            self._under_row.clear()
        # The least room beside a top row for a plate at five (a name and "Declarer: Grand").
        beside_least = max(cw * 1.6, font * 9.5)
        for p in range(snap.players):
            if sides[p] == "right":
                plates_left = self._plate(p).sceneBoundingRect().left()
        for p in range(snap.players):
            if sides[p] not in TOP_ROW_X:
                continue
            plate = self._plate(p)
            cards = self._side_cards(snap, p)
            face_up = bool(snap.open_hands.get(p))
            count = len(cards)
            hstep = cw * (0.42 if face_up else 0.14)
            if sides[p] != "top" and face_up:
                hstep = min(hstep, (W * 0.27 - cw) / max(1, count - 1))
            row_w = cw + hstep * max(0, count - 1)
            centre = W * TOP_ROW_X[sides[p]]
            rx = centre - row_w / 2
            for i, c in enumerate(cards):
                key = ("c", c) if c is not None else ("b", p, i)
                specs[key] = _Spec(
                    card=c,
                    pos=QPointF(rx + i * hstep, m),
                    z=10 + i,
                    width=cw,
                    origin=deck_point if new_deal else None,
                    delay=i * stagger,
                )
            pile_points[p] = QPointF(centre - cw / 2, m)
            if sides[p] == "topright":
                # Five players: the plate right of the row, before the right column's.
                left = max(rx + row_w, centre + cw / 2) + m
                plate.max_width = max(cw * 1.4, plates_left - left - m - font)
                plate.anchor = "left"
                plate.place(QPointF(left, m + plate.size().height() / 2))
                # Under the row when the room beside it is short for any plate, whatever its
                # words now: else the plate jumped between tricks as a line came or went.
                narrow = plates_left - m / 2 - left < beside_least or p in self._under_row
                too_wide = plate.sceneBoundingRect().right() > plates_left - m / 2
                if narrow or too_wide or plate.elided():
                    self._under_row.add(p)
                    self._plate_under_row(plate, centre, row_w, cw, ch, m, not cards, W * 0.2)
                    bubble_sides[p] = "left"  # beside the plate: under it lies the skat
                plate_points[p] = plate.sceneBoundingRect().center()
                if aside_of == p:
                    aside_point = QPointF(max(rx - m - skat_w, W / 2 + m), m + ch)
                continue
            if sides[p] == "top" and aside_of != p:
                # Four players: right of the row, where it reads as the row's own and not
                # as a neighbour of the left player's plate; its words go under it.
                left = max(rx + row_w, centre + cw / 2) + m
                plate.max_width = max(cw * 1.4, plates_left - left - m - font)
                plate.anchor = "left"
                plate.place(QPointF(left, m + plate.size().height() / 2))
                fits = plate.sceneBoundingRect().right() <= plates_left - m / 2
                if fits and not plate.elided():
                    bubble_sides[p] = "topright"
                    plate_points[p] = plate.sceneBoundingRect().center()
                    continue
            # Left of the row, between it and the left player's plate.
            right = min(rx, centre - cw / 2) - m
            plate.max_width = max(cw * 1.4, right - plates_right - m - font)
            plate.anchor = "right"
            plate.place(QPointF(right, m + plate.size().height() / 2))
            crowded = plate.sceneBoundingRect().left() < plates_right + m / 2
            crowded = crowded or right - plates_right - m / 2 < beside_least or plate.elided()
            if sides[p] in ("topleft", "top") and (crowded or p in self._under_row):
                # Four players: no room on either side of the row for the whole plate
                # (a cut "Rearha…" hid the seat's position), so under it as at five.
                self._under_row.add(p)
                self._plate_under_row(plate, centre, row_w, cw, ch, m, not cards, W * 0.2)
            elif sides[p] == "topleft":
                bubble_sides[p] = "topright"  # under the plate: left lies the left one's
            plate_points[p] = plate.sceneBoundingRect().center()
            if aside_of == p:
                aside_point = QPointF(max(rx + row_w, centre + cw / 2) + m, m)
        for p in range(snap.players):
            side = bubble_sides.get(p, sides[p])
            self._place_bubble(snap, p, side, self._plate(p), font, columns.get(p))

        # The centre: skat, trick, or the revealed skat at the end.
        top_taken = m + ch + m if four else m
        for p in range(snap.players):
            if sides[p] in TOP_ROW_X:  # a plate put under its row at five
                top_taken = max(top_taken, self._plate(p).sceneBoundingRect().bottom() + m)
        cy = max(H * 0.40, top_taken + ch * 0.9)
        cx = W / 2
        # The side cards lie clear of the middle one, the bottom card a little lower and
        # the top card higher: no card covers another's index (see TRICK_Z).
        apart = cw * 1.08
        trick_points = {
            "bottom": QPointF(cx - cw / 2, cy - ch / 2 + ch * 0.24),
            "left": QPointF(cx - cw / 2 - apart, cy - ch / 2 - ch * 0.06),
            "right": QPointF(cx - cw / 2 + apart, cy - ch / 2 - ch * 0.06),
            "top": QPointF(cx - cw / 2, cy - ch / 2 - ch * 0.4),
            "topleft": QPointF(cx - cw / 2 - cw * 0.5, cy - ch / 2 - ch * 0.4),
            "topright": QPointF(cx - cw / 2 + cw * 0.5, cy - ch / 2 - ch * 0.4),
        }
        self._place_skat_label(snap, aside_of, aside_point, skat_w, sh, sides, m, font)
        for i in range(snap.skat_in_middle):
            if aside_point is not None:
                pos = QPointF(aside_point.x() + i * skat_step, aside_point.y())
                width = sw
            else:
                pos = QPointF(cx - cw * 0.8 + i * cw * 0.6, cy - ch / 2)
                width = cw
            specs[("s", i)] = _Spec(
                card=None,
                pos=pos,
                z=5 + i,
                width=width,
                origin=deck_point if new_deal else None,
                delay=(31 - i) * stagger,
            )
        last_shown = self.show_last_trick and bool(snap.last_trick)
        over = snap.state in ("deal_over", "series_over")
        caption: list[str] = []
        second: list[str] = []
        skat_mid = away_mid = cx
        group_step = cw * 0.55
        caption_y = cy + ch / 2 + m * 0.5
        if over and not last_shown:
            # The skat as dealt on the left, the cards put away on the right: a card picked
            # up and put back shows in both, so each group reads on its own. A card shown
            # elsewhere too (a skat card the declarer kept, still in a hand) gets an item of
            # its own here ("k", "d"): one item cannot lie in two places.
            skat = list(cards_of(snap.skat_seen))
            put_away = list(cards_of(snap.discard)) if snap.discard != snap.skat_seen else []
            gap = cw * 0.6 if put_away else 0.0
            width = (
                cw
                + group_step * (len(skat) - 1)
                + (gap + cw + group_step * (len(put_away) - 1) if put_away else 0)
            )
            left = cx - width / 2
            for i, c in enumerate(skat):
                key = ("k", c) if ("c", c) in specs else ("c", c)
                specs[key] = _Spec(
                    card=c, pos=QPointF(left + i * group_step, cy - ch / 2), z=50 + i, width=cw
                )
            right = left + cw + group_step * (len(skat) - 1) + gap
            for i, c in enumerate(put_away):
                key = ("d", c) if ("c", c) in specs else ("c", c)
                specs[key] = _Spec(
                    card=c, pos=QPointF(right + i * group_step, cy - ch / 2), z=60 + i, width=cw
                )
            if skat:
                caption = [self.tr("Skat, put back") if snap.skat_put_back else self.tr("Skat")]
                skat_mid = left + (cw + group_step * (len(skat) - 1)) / 2
            if put_away:
                away_mid = right + (cw + group_step * (len(put_away) - 1)) / 2
                second = [self.tr("Put away")]
        trick_shown = snap.last_trick if last_shown else snap.trick
        if over and not last_shown and len(trick_shown) < 3:
            # A trick cut short (a concession, an early end) is settled in the result; its
            # cards would lie over the skat and the cards put away.
            trick_shown = ()
        for i, (p, c) in enumerate(trick_shown):
            side = sides.get(p, "bottom")
            key = ("l", c) if last_shown and trick_shown != snap.trick else ("c", c)
            specs[key] = _Spec(
                card=c,
                pos=trick_points[side],
                z=TRICK_Z.get(side, 100.0) + i * 0.1,
                width=cw,
                origin=pile_points.get(p),
            )
        caption_x = skat_mid if second else cx
        if last_shown and snap.last_trick_winner is not None:
            if snap.last_trick_winner == snap.human:
                # The human is "You" by default, a word no language puts mid-sentence as is.
                caption = [self.tr("Last trick: yours")]
            else:
                winner = snap.names[snap.last_trick_winner]
                caption = [self.tr("Last trick, won by %1").replace("%1", winner)]
            second = []
            caption_x = cx
            # Under the trick's lowest card, or over its highest when the hand is too near.
            sides_shown = [sides.get(p, "bottom") for p, _ in trick_shown]
            caption_y = max(trick_points[s].y() for s in sides_shown) + ch + m * 0.5
        self._caption.max_width = W * 0.4 if not second else max(cw * 1.5, group_step * 3)
        self._caption.set_text(caption, font)
        if last_shown and caption_y + self._caption.size().height() > hand_top - m * 0.5:
            sides_shown = [sides.get(p, "bottom") for p, _ in trick_shown]
            highest = min(trick_points[s].y() for s in sides_shown)
            caption_y = highest - m * 0.5 - self._caption.size().height()
        self._caption.anchor = "top"
        self._caption.place(QPointF(caption_x, caption_y))
        self._caption.setVisible(bool(caption))
        # The second group's label ("Put away"), under its own cards.
        self._caption2.max_width = max(cw * 1.5, group_step * 3)
        self._caption2.set_text(second, font)
        self._caption2.anchor = "top"
        self._caption2.place(QPointF(away_mid, caption_y))
        self._caption2.setVisible(bool(second))

        # A finished trick travels to its winner's plate, beneath the cards held.
        goal = None
        if (
            previous is not None
            and not new_deal
            and snap.last_trick_winner is not None
            and snap.last_trick
            and snap.last_trick != previous.last_trick
        ):
            goal = plate_points.get(snap.last_trick_winner)
            if goal is not None:
                goal = QPointF(goal.x() - cw / 2, goal.y() - ch / 2)
        self._apply(specs, animate, previous, goal)

    @staticmethod
    def _plate_under_row(
        plate: Plate,
        centre: float,
        row_w: float,
        cw: float,
        ch: float,
        m: float,
        empty: bool,
        room: float,
    ) -> None:
        """A top seat's plate with no room beside its row goes under it, or where the row
        would lie when the seat holds no cards (it sits the deal out), so it never reaches
        down into the trick. At least ``room`` wide (a fifth of the table, which leaves the
        neighbours clear): as wide as a card or its row cut "Middlehand" short."""
        plate.max_width = max(cw * 1.6, row_w, room)
        plate.anchor = "top"
        plate.place(QPointF(centre, m if empty else m + ch + m))  # clear of the frames

    def _place_skat_label(
        self,
        snap: TableSnapshot,
        aside_of: int | None,
        point: QPointF | None,
        width: float,
        height: float,
        sides: dict[int, str],
        m: float,
        font: float,
    ) -> None:
        """Name the skat laid aside in a 4-player Ramsch: under the small cards, or above
        them when they lie in the bottom row (the human sits out)."""
        label = self._skat_label
        shown = (
            snap.players >= 4
            and snap.declarer is None
            and aside_of is not None
            and point is not None
        )
        label.setVisible(shown)
        if not shown or aside_of is None or point is None:
            label.set_text([], font)
            return
        label.set_text([self.tr("Skat")], font * 0.85)
        x = point.x() + width / 2
        gap = m * 0.4 + 3  # clear of the cards' frames and the plate's own edge
        if sides.get(aside_of) == "bottom":
            label.anchor = "bottom"
            label.place(QPointF(x, point.y() - gap))
        else:
            label.anchor = "top"
            label.place(QPointF(x, point.y() + height + gap))

    @staticmethod
    def _column(
        count: int, face_up: bool, top: float, bottom: float, ch: float, cw: float
    ) -> list[tuple[float, float]]:
        """Where a side player's cards lie, relative to the column's top left corner.

        Backs stack closely. Cards laid open show each one's index corner, rank and suit:
        when one column cannot fan them that far apart, they go into two or three columns
        side by side, each shifted right by half a card.
        """
        if count == 0:
            return []
        room = max(0.0, bottom - top - ch)
        if not face_up:
            wanted = ch * 0.085
            vstep = wanted if count < 2 else max(2.0, min(wanted, room / (count - 1)))
            return [(0.0, i * vstep) for i in range(count)]
        index = ch * 0.37  # how much of a card shows its rank and suit
        for columns in (1, 2, 3):
            rows = -(-count // columns)
            if rows < 2 or (rows - 1) * index <= room:
                break
        rows = -(-count // columns)
        vstep = index if rows < 2 else min(index, room / (rows - 1))
        return [((i // rows) * cw * 0.5, (i % rows) * vstep) for i in range(count)]

    # How much of a fanned card stays in view: its rank and suit in the top left corner.
    FAN_INDEX = 0.4

    def _fan_width(self, count: int, room: float, cw: float) -> float:
        """The width of a laid-open side hand's cards: the table's, or less (not under
        60 %) when ``count`` cards fanned by their index would not fit in ``room``."""
        needed = 1 + self.FAN_INDEX * max(0, count - 1)
        width = max(cw * 0.6, min(cw, room / needed))
        return float(max(8, round(width)))

    def _fan(self, count: int, room: float, fw: float) -> list[tuple[float, float]]:
        """A hand laid open at a side: one row fanned across ``room``, at most half a card
        apart and never so close that a card's rank and suit hide."""
        if count < 2:
            return [(0.0, 0.0)] * count
        step = max(fw * self.FAN_INDEX, min(fw * 0.5, (room - fw) / (count - 1)))
        return [(i * step, 0.0) for i in range(count)]

    def _side_cards(self, snap: TableSnapshot, p: int) -> list[Card | None]:
        """A computer player's cards: face up when laid open, else as many backs."""
        shown = snap.open_hands.get(p, 0)
        if shown:
            game = snap.contract.game if snap.contract is not None else None
            return list(sort_hand(shown, game))
        size = snap.hand_sizes[p] if p < len(snap.hand_sizes) else 0
        return [None] * size

    def _player_lines(self, snap: TableSnapshot, p: int) -> list[str]:
        t = terms()
        lines = [snap.names[p] if p < len(snap.names) else "?"]
        if snap.state == "idle":
            # Before the first deal nobody has dealt: the first dealer is drawn at New game,
            # so seats and dealer are not shown yet.
            return lines
        seat = snap.position_of[p] if p < len(snap.position_of) else None
        second = t.position(seat)
        if p == snap.dealer:
            second += " · " + self.tr("Dealer")
        lines.append(second)
        third = ""
        if snap.declarer == p and snap.contract is not None:
            third = self.tr("Declarer: %1").replace("%1", t.contract(snap.contract))
        elif snap.declarer == p:
            third = self.tr("Declarer")
        if snap.state in ("playing", "trick_complete", "deal_over") and seat is not None:
            tricks = snap.tricks_won[p] if p < len(snap.tricks_won) else 0
            count = self.tr("Tricks: %1").replace("%1", str(tricks))
            third = third + " · " + count if third else count
        if third:
            lines.append(third)
        return lines

    def _game_lines(self, snap: TableSnapshot) -> list[str]:
        lines = self._contract_lines(snap)
        # Table rules the players must keep in mind: the doubling said and a Bock deal.
        extras = []
        if snap.kontra_by is not None:
            extras.append(
                self.tr("Kontra (%1) · Re").replace("%1", snap.names[snap.kontra_by])
                if snap.re
                else self.tr("Kontra (%1)").replace("%1", snap.names[snap.kontra_by])
            )
        if snap.ramsch and snap.pushes:
            extras.append(self.tr("Pushed: %1×").replace("%1", str(snap.pushes)))
        if snap.bock >= 4:
            extras.append(self.tr("Bock on Bock: counts four times"))
        elif snap.bock == 2:
            extras.append(self.tr("Bock: counts double"))
        if lines and extras:
            lines.append(" · ".join(extras))
        count = self._count_line(snap)
        if lines and count:
            lines.append(count)
        return lines

    def _count_line(self, snap: TableSnapshot) -> str:
        """Each side's card points in the tricks taken so far (the skat not counted), when
        the beginner's count is on and a suit or Grand game is being played."""
        if (
            not self.count_points
            or snap.declarer is None
            or snap.contract is None
            or snap.contract.is_null
            or snap.state not in ("playing", "trick_complete")
            or not snap.points_taken
        ):
            return ""
        declarer = snap.points_taken[snap.declarer]
        defenders = sum(snap.points_taken) - declarer
        return (
            self.tr("Card points: declarer %1 · defenders %2")
            .replace("%1", str(declarer))
            .replace("%2", str(defenders))
        )

    def _contract_lines(self, snap: TableSnapshot) -> list[str]:
        t = terms()
        if snap.ramsch:
            return [self.tr("Ramsch"), self.tr("The most card points lose")]
        if snap.contract is not None and snap.declarer is not None:
            return [
                t.contract(snap.contract),
                self.tr("Declarer: %1 · bid %2")
                .replace("%1", snap.names[snap.declarer])
                .replace("%2", str(snap.bid_value)),
            ]
        if snap.state == "bidding":
            if snap.bid_value:
                return [
                    self.tr("Auction"),
                    self.tr("Bid so far: %1").replace("%1", str(snap.bid_value)),
                ]
            return [self.tr("Auction"), self.tr("No bid yet")]
        if snap.declarer is not None:
            return [
                self.tr("%1 won the auction").replace("%1", snap.names[snap.declarer]),
                self.tr("Bid: %1").replace("%1", str(snap.bid_value)),
            ]
        return []

    def _drop_extra_seats(self, players: int) -> None:
        """A smaller table (five players, then four): the plates and bubbles of the seats
        that are gone leave the scene, or they would stay drawn over another seat."""
        for p in [p for p in self._plates if p >= players]:
            self.removeItem(self._plates.pop(p))
        for p in [p for p in self._bubbles if p >= players]:
            self.removeItem(self._bubbles.pop(p))
        self._thinking_shown = {p for p in self._thinking_shown if p < players}

    def _plate(self, p: int) -> Plate:
        plate = self._plates.get(p)
        if plate is None:
            plate = Plate()
            plate.setZValue(200)
            self.addItem(plate)
            self._plates[p] = plate
        return plate

    def _place_bubble(
        self,
        snap: TableSnapshot,
        p: int,
        side: str,
        plate: Plate,
        font: float,
        column: QRectF | None = None,
    ) -> None:
        bubble = self._bubbles.get(p)
        if bubble is None:
            bubble = Bubble()
            bubble.setZValue(400)
            self.addItem(bubble)
            self._bubbles[p] = bubble
        said = snap.said[p] if p < len(snap.said) else None
        # The auction's words stay up until the game is declared, then the cards speak.
        show = snap.state in ("bidding", "skat", "discarding", "declaring")
        bubble.set_text(terms().word(said) if show else "", font * 1.1)
        size = bubble.size()
        r = plate.sceneBoundingRect()
        gap = font
        if side == "left":
            bubble.set_tail("left")
            bubble.setPos(r.right() + gap, r.center().y() - size.height() / 2)
        elif side in ("right", "top", "topleft"):
            bubble.set_tail("right")
            bubble.setPos(r.left() - gap - size.width(), r.center().y() - size.height() / 2)
        elif side == "topright":
            # Five players: the right column's plate is beside it, so the words go below.
            bubble.set_tail("left")
            bubble.setPos(r.left() + gap, r.bottom() + gap / 2)
        else:
            bubble.set_tail("down")
            x = max(r.left(), r.center().x() - size.width() / 2)
            bubble.setPos(x, r.top() - gap - size.height())
        if side in ("left", "right") and column is not None and self._covers_a_plate(bubble, p):
            # At four the right seat's plate sits level with the top seat's: beside it the
            # words covered that name, so they go beside the speaker's cards instead.
            beside_plate = bubble.pos()
            y = max(r.bottom() + gap / 2, column.top())
            if side == "right":
                bubble.setPos(column.left() - gap - size.width(), y)
            else:
                bubble.setPos(column.right() + gap, y)
            if self._covers_a_plate(bubble, p):
                bubble.setPos(beside_plate)

    def _covers_a_plate(self, bubble: Bubble, speaker: int) -> bool:
        shape = bubble.sceneBoundingRect()
        return any(
            p != speaker and plate.isVisible() and plate.sceneBoundingRect().intersects(shape)
            for p, plate in self._plates.items()
        )

    # -- items and animation ----------------------------------------------------------

    def _apply(
        self,
        specs: dict[tuple[object, ...], _Spec],
        animate: bool,
        previous: TableSnapshot | None,
        goal: QPointF | None = None,
    ) -> None:
        self.finish_animations()
        duration = MOVE_MS.get(self.speed, 280) if animate else 0
        group = QParallelAnimationGroup(self)
        for key, item in list(self._items.items()):
            if key in specs:
                continue
            del self._items[key]
            if goal is not None and duration and key[0] == "c":
                # Cards of the trick just taken fly to the winner and fade there, under
                # the cards in hand and the plates, so they never cross a name or a card.
                item.setZValue(9)
                move = QPropertyAnimation(item, b"pos", group)
                move.setEndValue(goal)
                move.setDuration(duration * 2)
                move.setEasingCurve(QEasingCurve.Type.InOutQuad)
                group.addAnimation(move)
                fade = QPropertyAnimation(item, b"fade", group)
                fade.setStartValue(1.0)
                fade.setEndValue(0.0)
                fade.setDuration(duration * 2)
                group.addAnimation(fade)
                self._leaving.append(item)
            else:
                self._drop(item)
        for key, spec in specs.items():
            # Whole-pixel places: a card resting between pixels would be resampled and blur.
            spec.pos = QPointF(round(spec.pos.x()), round(spec.pos.y()))
            item = self._items.get(key)
            fresh = item is None
            if item is None:
                item = CardItem(key, spec.card, self.pixmaps)
                item.clicked.connect(self._card_clicked)
                self.addItem(item)
                self._items[key] = item
                item.setPos(spec.origin if spec.origin is not None and duration else spec.pos)
            item.set_card(spec.card)
            item.set_width(spec.width)
            item.setZValue(spec.z)
            item.setRotation(spec.rotation)
            item.setOpacity(1.0)
            item.set_marks(spec.dimmed, spec.selected, spec.focus, spec.hint, spec.from_skat)
            if duration and item.pos() != spec.pos:
                if TRICK_Z_LOW <= spec.z < TRICK_Z_LOW + FLYING_Z_LIFT:  # a trick card
                    item.setZValue(spec.z + FLYING_Z_LIFT)
                    self._landing.append((item, spec.z))
                move = QPropertyAnimation(item, b"pos")
                move.setStartValue(item.pos())
                move.setEndValue(spec.pos)
                move.setDuration(duration)
                move.setEasingCurve(QEasingCurve.Type.OutCubic)
                if spec.delay and fresh:
                    sequence = QSequentialAnimationGroup(group)
                    sequence.addAnimation(QPauseAnimation(spec.delay, sequence))
                    move.setParent(sequence)
                    sequence.addAnimation(move)
                    group.addAnimation(sequence)
                else:
                    move.setParent(group)
                    group.addAnimation(move)
            else:
                item.setPos(spec.pos)
        if group.animationCount():
            self._animation = group
            group.finished.connect(self._animation_done)
            group.start()
        else:
            group.deleteLater()

    def _animation_done(self) -> None:
        for item in self._leaving:
            if item.scene() is self:
                self._drop(item)
        self._leaving.clear()
        for item, z in self._landing:
            item.setZValue(z)
        self._landing.clear()
        finished = self._animation
        self._animation = None
        if finished is not None:
            finished.deleteLater()  # parented to the scene: it would stay for good

    def _drop(self, item: CardItem) -> None:
        """Take a card item off the table for good: removeItem hands it back to us, and
        without deleteLater its C++ object (and connection) would outlive the deal."""
        self.removeItem(item)
        item.deleteLater()

    def _card_clicked(self, card: int) -> None:
        snap = self.snapshot
        if snap is not None and snap.human_hand >> card & 1:
            self.hand_card_clicked.emit(card)
