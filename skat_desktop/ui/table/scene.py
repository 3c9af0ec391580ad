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
    Signal,
)
from PySide6.QtGui import QBrush, QColor, QRadialGradient
from PySide6.QtWidgets import QGraphicsScene

from skat_desktop.controller.snapshot import TableSnapshot
from skat_desktop.engine.cards import Card, cards_of

from ..terms import terms
from .items import Bubble, CardItem, Plate
from .pixmaps import CardPixmaps
from .sorting import sort_hand

# How long one card move takes, in ms, per animation speed setting.
MOVE_MS = {"off": 0, "fast": 140, "normal": 280, "slow": 520}
# Delay between two cards of the deal animation.
DEAL_STAGGER_MS = {"off": 0, "fast": 12, "normal": 28, "slow": 55}

SEATS_3 = ("bottom", "left", "right")
SEATS_4 = ("bottom", "left", "top", "right")


def seat_side(player: int, players: int, human: int = 0) -> str:
    """Where a player sits on screen: the human at the bottom, then clockwise."""
    seats = SEATS_3 if players == 3 else SEATS_4
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
        self._info = Plate(bold_first_line=True)
        self._info.setZValue(300)
        self.addItem(self._info)
        self._caption = Plate(bold_first_line=False)
        self._caption.setZValue(300)
        self.addItem(self._caption)
        self._caption2 = Plate(bold_first_line=False)
        self._caption2.setZValue(300)
        self.addItem(self._caption2)
        self._animation: QParallelAnimationGroup | None = None
        self._leaving: list[CardItem] = []
        self.setSceneRect(0, 0, 1000, 600)
        self._paint_felt()
        self._aspect = pixmaps.aspect()
        pixmaps.changed.connect(self._cards_changed)

    # -- public -----------------------------------------------------------------------

    def set_size(self, width: float, height: float) -> None:
        self.setSceneRect(0, 0, max(200.0, width), max(150.0, height))
        self._paint_felt()
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
        order = self.hand_order()
        if self.focus_index >= len(order):
            self.focus_index = len(order) - 1
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

    def content_rect(self) -> QRectF:
        """The bounding box of everything drawn on the felt (for the fit-in-view test)."""
        rect = QRectF()
        for item in self.items():
            if item.isVisible() and item.opacity() > 0:
                rect = rect.united(item.sceneBoundingRect())
        return rect

    def visible_cards(self) -> list[CardItem]:
        return [i for i in self._items.values() if i.isVisible()]

    # -- background -------------------------------------------------------------------

    def _paint_felt(self) -> None:
        rect = self.sceneRect()
        gradient = QRadialGradient(rect.center(), max(rect.width(), rect.height()) * 0.7)
        gradient.setColorAt(0.0, QColor("#2f7d46"))
        gradient.setColorAt(1.0, QColor("#174a2a"))
        self.setBackgroundBrush(QBrush(gradient))

    def mousePressEvent(self, event: object) -> None:  # type: ignore[override]
        super().mousePressEvent(event)  # type: ignore[arg-type]
        if not event.isAccepted():  # type: ignore[attr-defined]
            self.background_clicked.emit()

    # -- layout -----------------------------------------------------------------------

    def _metrics(self) -> tuple[float, float, float, float]:
        """Card height, card width, margin and font size for the current scene size."""
        rect = self.sceneRect()
        players = self.snapshot.players if self.snapshot is not None else 3
        share = 0.205 if players == 4 else 0.225
        ch = min(rect.height() * share, rect.width() * 0.15)
        # Whole pixels: the renderer draws each card at exactly its size on screen.
        cw = float(max(8, round(ch / self.pixmaps.aspect())))
        ch = float(self.pixmaps.height_for_width(int(cw)))
        margin = max(6.0, ch * 0.08)
        font = min(18.0, max(10.0, ch * 0.125))
        return ch, cw, margin, font

    def _hand_step(
        self, snap: TableSnapshot, n: int, W: float, cw: float, m: float, font: float
    ) -> float:
        """How far apart the human's cards lie: wider (less overlap, up to 85 % of a card)
        when the table has room for that and for the human's plate on the hand's left; never
        narrower than before (62 %, or what fits)."""
        if n < 2:
            return cw * 0.62
        fit = min(cw * 0.62, (W - 2 * m - cw) / (n - 1))
        plate = self._plate(snap.human)
        plate.set_text(self._player_lines(snap, snap.human), font)
        reserve = plate.size().width() + 2 * m
        wide = min(cw * 0.85, (W - 2 * m - 2 * reserve - cw) / (n - 1))
        return max(fit, wide)

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
            return
        new_deal = previous is None or previous.deal_id != snap.deal_id
        deck_point = QPointF(W / 2 - cw / 2, H * 0.40 - ch / 2)
        stagger = DEAL_STAGGER_MS.get(self.speed, 28) if animate and new_deal else 0

        # The human's hand along the bottom edge.
        order = self.hand_order()
        n = len(order)
        raise_by = ch * 0.2
        hand_y = H - ch - m
        step = self._hand_step(snap, n, W, cw, m, font)
        total = cw + step * max(0, n - 1)
        x0 = (W - total) / 2
        human_turn = snap.human_to_move
        playing = snap.state == "playing" and human_turn
        for i, c in enumerate(order):
            selected = c in self.selected
            specs[("c", c)] = _Spec(
                card=c,
                pos=QPointF(x0 + i * step, hand_y - (raise_by if selected else 0)),
                z=10 + i,
                width=cw,
                dimmed=playing and not snap.legal_cards >> c & 1,
                selected=selected,
                focus=i == self.focus_index and human_turn,
                hint=c == self.hint_card,
                origin=deck_point if new_deal else None,
                delay=i * stagger,
            )

        # Side columns and the top row for the computer players.
        sides = {p: seat_side(p, snap.players, snap.human) for p in range(snap.players)}
        plate_points: dict[int, QPointF] = {}
        pile_points: dict[int, QPointF] = {}
        hand_top = hand_y - raise_by
        for p in range(snap.players):
            plate = self._plate(p)
            lines = self._player_lines(snap, p)
            plate.set_text(lines, font, highlight=snap.to_move == p and snap.state != "deal_over")
            plate.setVisible(True)
            side = sides[p]
            size = plate.size()
            if side == "bottom":
                # Beside the hand when there is room on its left, else above its right end.
                if n == 0:
                    plate.anchor = "center"
                    point = QPointF(W / 2, hand_y + ch / 2)
                elif x0 - 2 * m >= size.width():
                    plate.anchor = "right"
                    point = QPointF(x0 - m, hand_y + ch / 2)
                else:
                    plate.anchor = "right"
                    point = QPointF(min(W - m, x0 + total), hand_top - m - size.height() / 2)
                plate.place(point)
                pile_points[p] = QPointF(W / 2 - cw / 2, H)
            elif side in ("left", "right"):
                plate.anchor = "left" if side == "left" else "right"
                x = m if side == "left" else W - m
                plate.place(QPointF(x, m + size.height() / 2))
                top_y = m * 1.5 + size.height()
                cards = self._side_cards(snap, p)
                face_up = bool(snap.open_hands.get(p))
                count = len(cards)
                room = hand_top - m - top_y - ch
                wanted = ch * (0.22 if face_up else 0.085)
                vstep = wanted if count < 2 else max(2.0, min(wanted, room / (count - 1)))
                col_x = m if side == "left" else W - m - cw
                for i, c in enumerate(cards):
                    key: tuple[object, ...] = ("c", c) if c is not None else ("b", p, i)
                    specs[key] = _Spec(
                        card=c,
                        pos=QPointF(col_x, top_y + i * vstep),
                        z=10 + i,
                        width=cw,
                        origin=deck_point if new_deal else None,
                        delay=(i * 3 + p) * stagger // 3 if stagger else 0,
                    )
                pile_points[p] = QPointF(col_x, top_y)
            else:  # top
                plate.anchor = "right"
                cards = self._side_cards(snap, p)
                face_up = bool(snap.open_hands.get(p))
                count = len(cards)
                hstep = cw * (0.32 if face_up else 0.14)
                row_w = cw + hstep * max(0, count - 1)
                rx = W / 2 - row_w / 2
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
                plate.place(QPointF(min(rx, W / 2 - cw / 2) - m, m + ch * 0.35))
                pile_points[p] = QPointF(W / 2 - cw / 2, m)
            plate_points[p] = plate.pos()
            self._place_bubble(snap, p, side, plate, font)

        # The centre: skat, trick, or the revealed skat at the end.
        top_taken = m + ch + m if snap.players == 4 else m
        cy = max(H * 0.40, top_taken + ch * 0.9)
        cx = W / 2
        trick_points = {
            "bottom": QPointF(cx - cw / 2, cy - ch / 2 + ch * 0.28),
            "left": QPointF(cx - cw / 2 - cw * 0.72, cy - ch / 2 - ch * 0.05),
            "right": QPointF(cx - cw / 2 + cw * 0.72, cy - ch / 2 - ch * 0.05),
            "top": QPointF(cx - cw / 2, cy - ch / 2 - ch * 0.32),
        }
        if snap.skat_in_middle:
            for i in range(snap.skat_in_middle):
                specs[("s", i)] = _Spec(
                    card=None,
                    pos=QPointF(cx - cw * 0.8 + i * cw * 0.6, cy - ch / 2),
                    z=5 + i,
                    width=cw,
                    origin=deck_point if new_deal else None,
                    delay=(31 - i) * stagger,
                )
        over = snap.state in ("deal_over", "series_over")
        caption: list[str] = []
        second: list[str] = []
        skat_mid = away_mid = cx
        if over:
            # The skat as dealt on the left, the cards put away on the right: a card picked
            # up and put back shows in both, so each group reads on its own.
            skat = list(cards_of(snap.skat_seen))
            put_away = list(cards_of(snap.discard)) if snap.discard != snap.skat_seen else []
            step = cw * 0.55
            gap = cw * 0.6 if put_away else 0.0
            width = (
                cw
                + step * (len(skat) - 1)
                + (gap + cw + step * (len(put_away) - 1) if put_away else 0)
            )
            left = cx - width / 2
            for i, c in enumerate(skat):
                specs[("c", c)] = _Spec(
                    card=c, pos=QPointF(left + i * step, cy - ch / 2), z=50 + i, width=cw
                )
            right = left + cw + step * (len(skat) - 1) + gap
            for i, c in enumerate(put_away):
                key = ("d", c) if ("c", c) in specs else ("c", c)
                specs[key] = _Spec(
                    card=c, pos=QPointF(right + i * step, cy - ch / 2), z=60 + i, width=cw
                )
            if skat:
                caption = [self.tr("Skat")]
                skat_mid = left + (cw + step * (len(skat) - 1)) / 2
            if put_away:
                away_mid = right + (cw + step * (len(put_away) - 1)) / 2
                second = [self.tr("Put away")]
        trick_shown = snap.last_trick if self.show_last_trick and snap.last_trick else snap.trick
        for i, (p, c) in enumerate(trick_shown):
            side = sides.get(p, "bottom")
            key = (
                ("l", c)
                if trick_shown is snap.last_trick and trick_shown != snap.trick
                else ("c", c)
            )
            specs[key] = _Spec(
                card=c,
                pos=trick_points[side],
                z=100 + i,
                width=cw,
                origin=pile_points.get(p),
            )
        if self.show_last_trick and snap.last_trick and snap.last_trick_winner is not None:
            caption = [
                self.tr("Last trick, won by %1").replace("%1", snap.names[snap.last_trick_winner])
            ]
            second = []
        self._caption.max_width = W * 0.4 if not second else max(cw * 1.5, step * 3)
        self._caption.set_text(caption, font)
        self._caption.anchor = "top"
        self._caption.place(QPointF(skat_mid if second else cx, cy + ch * 0.6))
        self._caption.setVisible(bool(caption))
        # The second group's label ("Put away"), under its own cards.
        self._caption2.max_width = max(cw * 1.5, step * 3)
        self._caption2.set_text(second, font)
        self._caption2.anchor = "top"
        self._caption2.place(QPointF(away_mid, cy + ch * 0.6))
        self._caption2.setVisible(bool(second))

        # The game being played (or the bid during the auction), top centre.
        self._info.max_width = W * 0.34
        self._info.set_text(self._game_lines(snap), font)
        self._info.anchor = "top"
        if snap.players == 4:
            self._info.anchor = "right"
            self._info.place(QPointF(W - m, m + ch * 0.35))
        else:
            self._info.place(QPointF(cx, m))

        # A finished trick travels to its winner's side.
        goal = None
        if (
            previous is not None
            and not new_deal
            and snap.last_trick_winner is not None
            and snap.last_trick
            and snap.last_trick != previous.last_trick
        ):
            goal = plate_points.get(snap.last_trick_winner)
        self._apply(specs, animate, previous, goal)

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
        if p in snap.thinking:
            third = (third + " · " if third else "") + self.tr("thinking…")
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
        return lines

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

    def _plate(self, p: int) -> Plate:
        plate = self._plates.get(p)
        if plate is None:
            plate = Plate()
            plate.setZValue(200)
            self.addItem(plate)
            self._plates[p] = plate
        return plate

    def _place_bubble(
        self, snap: TableSnapshot, p: int, side: str, plate: Plate, font: float
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
        elif side == "right" or side == "top":
            bubble.set_tail("right")
            bubble.setPos(r.left() - gap - size.width(), r.center().y() - size.height() / 2)
        else:
            bubble.set_tail("down")
            bubble.setPos(r.center().x() - size.width() / 2, r.top() - gap - size.height())

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
                # Cards of the trick just taken fly to the winner and fade there.
                item.setZValue(150)
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
            item.set_marks(spec.dimmed, spec.selected, spec.focus, spec.hint)
            if duration and item.pos() != spec.pos:
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
