"""A small read-only card table that draws one review step: open hands, skat, trick, labels."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent, QPen, QRadialGradient
from PySide6.QtWidgets import QSizePolicy, QWidget

from skat_desktop.engine.cards import Card, CardSet, card_list
from skat_desktop.ui.cards import shared_renderer
from skat_desktop.ui.review.steps import RESULT, TRICK, ReviewStep
from skat_desktop.ui.table.sorting import sort_hand
from skat_desktop.ui.terms import is_default_human, terms

FELT_CENTRE = QColor("#2f7d46")
FELT_EDGE = QColor("#174a2a")
LABEL = QColor("#f4f1e6")
HIGHLIGHT = QColor("#f2c94c")
# Cards in a hand overlap by this share of their width, so twelve fit in half the table.
OVERLAP = 0.42
# The two cards of a skat group lie this share of a card's width apart (a little overlap),
# and two groups this share apart.
SKAT_STEP = 0.7
SKAT_GAP = 0.3


class ReviewTable(QWidget):
    """Draws a ``ReviewStep`` with every hand face up; it never changes the deal.

    The seats lie where the live table puts them: the human (the default name, "You") at
    the bottom, the next seat clockwise top left and the one after it top right; without
    the human in the deal, forehand sits at the bottom. The widget takes keyboard focus and
    leaves arrow keys to its window.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("reviewTable")
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(520, 360)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self._step: ReviewStep | None = None
        self._names: tuple[str, str, str] = ("", "", "")
        self._bottom = 0  # the seat (position) drawn at the bottom
        shared_renderer().changed.connect(self.update)
        self.retranslate()

    # -- content ----------------------------------------------------------------------

    @property
    def step(self) -> ReviewStep | None:
        return self._step

    def show_step(
        self,
        step: ReviewStep | None,
        names: tuple[str, str, str],
        saved_names: tuple[str, ...] = (),
    ) -> None:
        """Show ``step``; ``names`` as shown, ``saved_names`` as the archive keeps them
        (the human under the default name, in English), which place the seats."""
        self._step = step
        self._names = names
        you = [seat for seat, name in enumerate(saved_names) if is_default_human(name)]
        self._bottom = you[0] if you else 0
        self.retranslate()
        self.update()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.setAccessibleName(self.tr("Review table"))
        self.setAccessibleDescription(self.describe())

    def describe(self) -> str:
        """The step in words, for screen readers (the cards are only painted)."""
        step = self._step
        if step is None:
            return self.tr("No deal selected")
        t = terms()
        parts = []
        for seat in range(3):
            parts.append(
                self.tr("{name}, {position}: {cards}").format(
                    name=self._names[seat],
                    position=t.position(seat),
                    cards=t.cards(step.hands[seat]) or self.tr("no cards"),
                )
            )
        if step.trick:
            trick = ", ".join(t.card(c) for _, c in step.trick)
            parts.append(self.tr("Trick: {cards}").format(cards=trick))
        return ". ".join(parts)

    # -- geometry ---------------------------------------------------------------------

    def card_width(self) -> int:
        """Cards shrink with the widget: the longest top row fits half the width."""
        w, h = self.width(), self.height()
        step = self._step
        top = [s for s in range(3) if self.side(s) != 0]
        longest = max((step.hands[s].bit_count() for s in top), default=10) if step else 10
        longest = max(longest, 10)
        return max(24, int(min(w / 2.0 / (1 + (longest - 1) * OVERLAP) * 0.9, h / 5.6)))

    def side(self, seat: int) -> int:
        """Where ``seat`` (0 forehand .. 2 rearhand) is drawn: 0 bottom, 1 top left, 2 top
        right, clockwise from the seat at the bottom as on the live table."""
        return (seat - self._bottom) % 3

    def _hand_origin(self, seat: int, count: int, width: float) -> QPointF:
        w, h = float(self.width()), float(self.height())
        row = width * (1 + max(0, count - 1) * OVERLAP)
        label = self.fontMetrics().height() + 6
        margin = 10.0
        seat = self.side(seat)
        if seat == 0:
            return QPointF((w - row) / 2, h - margin - width * shared_renderer().aspect())
        y = margin + label
        if seat == 1:
            return QPointF(margin + max(0.0, (w / 2 - 2 * margin - row) / 2), y)
        return QPointF(w / 2 + margin + max(0.0, (w / 2 - 2 * margin - row) / 2), y)

    # -- painting ---------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        try:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
            painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
            self._paint_felt(painter)
            if self._step is not None:
                self._paint_step(painter, self._step)
        finally:
            painter.end()

    def _paint_felt(self, painter: QPainter) -> None:
        rect = QRectF(self.rect())
        gradient = QRadialGradient(rect.center(), max(rect.width(), rect.height()) * 0.7)
        gradient.setColorAt(0.0, FELT_CENTRE)
        gradient.setColorAt(1.0, FELT_EDGE)
        painter.fillRect(rect, gradient)

    def _paint_step(self, painter: QPainter, step: ReviewStep) -> None:
        width = self.card_width()
        height = shared_renderer().height_for_width(width)
        dpr = self.devicePixelRatioF()
        game = step.contract.game if step.contract is not None else None
        for seat in range(3):
            cards = sort_hand(step.hands[seat], game)
            origin = self._hand_origin(seat, len(cards), width)
            self._paint_row(painter, cards, origin, width, dpr)
            self._paint_label(painter, step, seat, origin, width, height)
        self._paint_skat(painter, step, width, height, dpr)
        self._paint_trick(painter, step, width, height, dpr)

    def _paint_row(
        self, painter: QPainter, cards: list[Card], origin: QPointF, width: int, dpr: float
    ) -> None:
        renderer = shared_renderer()
        for i, card in enumerate(cards):
            pix = renderer.pixmap(card, width, dpr)
            painter.drawPixmap(QPointF(origin.x() + i * width * OVERLAP, origin.y()), pix)

    def _paint_label(
        self,
        painter: QPainter,
        step: ReviewStep,
        seat: int,
        origin: QPointF,
        width: int,
        height: int,
    ) -> None:
        t = terms()
        text = f"{self._names[seat]} · {t.position(seat)}"
        if step.declarer == seat:
            text += " · " + self.tr("declarer")
        if step.kind in (TRICK, RESULT) and step.declarer is not None:
            taken = step.points_taken[seat]
            result = step.result
            if step.kind == RESULT and seat == step.declarer and result is not None:
                taken = result.declarer_points  # the skat counts for the declarer at the end
            text += " · " + self.tr("{points} points").format(points=taken)
        font = QFont(self.font())
        font.setBold(step.declarer == seat)
        painter.setFont(font)
        painter.setPen(HIGHLIGHT if step.trick_winner == seat else LABEL)
        metrics = painter.fontMetrics()
        # A long label (rearhand's, on a narrow table) ends at the edge, not beyond it.
        x = max(4.0, min(origin.x(), self.width() - 6.0 - metrics.horizontalAdvance(text)))
        painter.drawText(QPointF(x, origin.y() - 6 - metrics.descent()), text)

    def _paint_skat(
        self, painter: QPainter, step: ReviewStep, width: int, height: int, dpr: float
    ) -> None:
        groups = self.skat_groups(step)
        if not groups:
            return
        renderer = shared_renderer()
        # Left of the middle, where the trick never lies; two cards of a group overlap a
        # little and the groups shrink to fit in the room the trick leaves.
        room = self.width() / 2 - width * 1.35 - 20
        per_group = 1 + SKAT_STEP
        needed = len(groups) * per_group + (len(groups) - 1) * SKAT_GAP
        small = max(20, int(min(width * 0.8, room / needed)))
        total = small * needed
        x = max(10.0, 10 + (room - total) / 2)
        y = self.height() / 2 - renderer.height_for_width(small) / 2
        painter.setPen(LABEL)
        painter.setFont(self.font())
        for label, cards in groups:
            painter.drawText(QPointF(x, y - 6), label)
            for i, card in enumerate(cards):
                at = QPointF(x + i * small * SKAT_STEP, y)
                painter.drawPixmap(at, renderer.pixmap(card, small, dpr))
            x += small * (per_group + SKAT_GAP)

    def skat_groups(self, step: ReviewStep) -> list[tuple[str, list[Card]]]:
        """The skat cards the table shows beside the trick, each group with its label.

        Once the declarer has picked up the skat, the skat as dealt and the two cards put
        away lie apart, labelled as on the live table ("Skat", "Put away"); a card picked
        up and put back shows in both. No skat lies there while the tricks are played.
        """
        if step.kind == TRICK or not step.skat:
            return []
        skat = self.tr("Skat")
        if not step.picked_up or step.dealt_skat == step.skat or not step.dealt_skat:
            return [(skat, _cards(step.skat))]
        return [(skat, _cards(step.dealt_skat)), (_put_away(), _cards(step.skat))]

    def _paint_trick(
        self, painter: QPainter, step: ReviewStep, width: int, height: int, dpr: float
    ) -> None:
        if not step.trick:
            return
        renderer = shared_renderer()
        cx, cy = self.width() / 2, self.height() / 2
        # Each card lies towards the seat that played it.
        offsets = {
            0: QPointF(-width / 2, -height * 0.25),
            1: QPointF(-width * 1.35, -height * 0.75),
            2: QPointF(width * 0.35, -height * 0.75),
        }
        for seat, card in step.trick:
            at = QPointF(cx, cy) + offsets[self.side(seat)]
            painter.drawPixmap(at, renderer.pixmap(card, width, dpr))
            if seat == step.trick_winner:
                painter.setPen(QPen(HIGHLIGHT, 3))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(QRectF(at.x(), at.y(), width, height), 5, 5)


def _cards(mask: CardSet) -> list[Card]:
    return card_list(mask)


def _put_away() -> str:
    """The live table's label for the cards put away (ui/table/scene.py), so both read
    the same."""
    return QCoreApplication.translate("TableScene", "Put away")
