"""Graphics items of the table: cards, speech bubbles and text plates."""

from __future__ import annotations

from PySide6.QtCore import Property, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
)
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from skat_desktop.engine.cards import Card

from .pixmaps import CardPixmaps


class CardItem(QGraphicsObject):
    """One card on the table, face up or down; the view animates its ``pos``."""

    clicked = Signal(int)

    def __init__(self, key: tuple[object, ...], card: Card | None, pixmaps: CardPixmaps) -> None:
        super().__init__()
        self.key = key
        self.card = card
        self._pixmaps = pixmaps
        self._width = 60.0
        self.dimmed = False
        self.selected_mark = False
        self.focus_mark = False
        self.hint_mark = False
        self.skat_mark = False  # picked up from the skat, shown until the discard is made
        # The picture last drawn and what it was drawn for (card, pixel width, dpr).
        self._pix: QPixmap | None = None
        self._pix_for: tuple[Card | None, int, float] | None = None
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setCacheMode(QGraphicsItem.CacheMode.NoCache)

    @property
    def width(self) -> float:
        return self._width

    def set_width(self, width: float) -> None:
        if width != self._width:
            self.prepareGeometryChange()
            self._width = width

    def height(self) -> float:
        return self._width * self._pixmaps.aspect()

    def set_card(self, card: Card | None) -> None:
        if card != self.card:
            self.card = card
            self.update()

    def reload(self) -> None:
        """Fetch the picture again (another deck or language) and repaint."""
        self._pix = None
        self.update()

    def current_pixmap(self) -> QPixmap | None:
        """The picture painted last (None before the first paint or after ``reload``)."""
        return self._pix

    def set_marks(
        self,
        dimmed: bool = False,
        selected: bool = False,
        focus: bool = False,
        hint: bool = False,
        from_skat: bool = False,
    ) -> None:
        marks = (dimmed, selected, focus, hint, from_skat)
        if marks != (
            self.dimmed,
            self.selected_mark,
            self.focus_mark,
            self.hint_mark,
            self.skat_mark,
        ):
            (
                self.dimmed,
                self.selected_mark,
                self.focus_mark,
                self.hint_mark,
                self.skat_mark,
            ) = marks
            self.update()

    def boundingRect(self) -> QRectF:
        pad = 3.0
        return QRectF(-pad, -pad, self._width + 2 * pad, self.height() + 2 * pad)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        dpr = widget.devicePixelRatioF() if widget is not None else 1.0
        # A rotated or scaled card is resampled anyway; render at the on-screen size.
        scale = painter.worldTransform().m11() if self.rotation() == 0 else 1.0
        wanted = (self.card, round(self._width * max(scale, 0.1)), round(dpr, 3))
        pix = self._pix
        if pix is None or wanted != self._pix_for:
            pix = self._pixmaps.pixmap(self.card, wanted[1], dpr)
            self._pix, self._pix_for = pix, wanted
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
        height = self.height()
        painter.drawPixmap(QRectF(0, 0, self._width, height), pix, QRectF(pix.rect()))
        path = QPainterPath()
        path.addRoundedRect(
            QRectF(0, 0, self._width, height), self._width * 0.07, self._width * 0.07
        )
        if self.dimmed:
            painter.fillPath(path, QColor(0, 0, 0, 110))
        if self.skat_mark:
            # A light wash over the whole card: in a fanned hand only its left strip shows.
            painter.fillPath(path, QColor(120, 200, 255, 60))
            painter.setPen(QPen(QColor("#81d4fa"), 2.0))
            painter.drawPath(path)
        if self.hint_mark:
            painter.setPen(QPen(QColor("#40c4ff"), 3.0))
            painter.drawPath(path)
        if self.selected_mark:
            painter.setPen(QPen(QColor("#ff9800"), 3.0))
            painter.drawPath(path)
        if self.focus_mark:
            painter.setPen(QPen(QColor("#ffeb3b"), 3.0, Qt.PenStyle.DashLine))
            painter.drawPath(path)

    def mousePressEvent(self, event: object) -> None:
        if self.card is not None:
            self.clicked.emit(self.card)

    def _get_opacity(self) -> float:
        return self.opacity()

    def _set_opacity(self, value: float) -> None:
        self.setOpacity(value)

    fade = Property(float, _get_opacity, _set_opacity)


# Avatar colours by player number: the human's and three computer players'.
AVATAR_COLOURS = ("#2f6db5", "#b5452f", "#7a4fb0", "#2f8f6d")
TURN_GOLD = QColor("#f2c94c")


class Plate(QGraphicsItem):
    """Text on a rounded, half-transparent plate: names, seats, the message, captions.

    A player's plate (``avatar`` set) shows a round badge with the player's initial left
    of the text; the player to move gets a gold frame and ring (``highlight``), and a
    computer player thinking three dots under the badge, drawn without changing the
    plate's size, so nothing around it moves.
    """

    def __init__(self, bold_first_line: bool = True) -> None:
        super().__init__()
        self.avatar = ""  # the initial on the badge ("" : no badge)
        self.avatar_colour = QColor(AVATAR_COLOURS[0])
        self.thinking = False
        self._lines: list[str] = []
        self._font_size = 13.0
        self._bold_first = bold_first_line
        self._rect = QRectF()
        self.highlight = False
        self._max_width = 0.0  # wrap the text at this width (0: no wrapping)
        # Text is painted by Python; a device cache repaints it only when it changes.
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.anchor = "center"  # which point of the plate ``place`` puts at the given point

    def set_text(self, lines: list[str], font_size: float, highlight: bool = False) -> None:
        if lines == self._lines and font_size == self._font_size and highlight == self.highlight:
            return
        self.prepareGeometryChange()
        self._lines = list(lines)
        self._font_size = font_size
        self.highlight = highlight
        self._rect = self._measure()
        self.update()

    def lines(self) -> list[str]:
        return list(self._lines)

    def elided(self) -> bool:
        """Whether a word is cut with "…" to fit the plate's width."""
        return any(
            text.endswith("…") and text not in self._lines for text, _font in self._wrapped()
        )

    def set_avatar(self, initial: str, colour: str) -> None:
        if initial == self.avatar and QColor(colour) == self.avatar_colour:
            return
        self.prepareGeometryChange()
        self.avatar = initial
        self.avatar_colour = QColor(colour)
        self._rect = self._measure()
        self.update()

    def set_thinking(self, on: bool) -> None:
        if on != self.thinking:
            self.thinking = on
            self.update()

    def _badge(self) -> float:
        """The avatar badge's diameter (0 without one)."""
        return self._font_size * 2.6 if self.avatar else 0.0

    @property
    def max_width(self) -> float:
        """The widest a line of text may be before it wraps (0: never wrap)."""
        return self._max_width

    @max_width.setter
    def max_width(self, width: float) -> None:
        if width != self._max_width:
            self.prepareGeometryChange()
            self._max_width = width
            self._rect = self._measure()
            self.update()

    def _fonts(self) -> tuple[QFont, QFont]:
        normal = QFont()
        normal.setPixelSize(max(8, round(self._font_size)))
        bold = QFont(normal)
        bold.setBold(True)
        return bold, normal

    def _wrapped(self) -> list[tuple[str, QFont]]:
        bold, normal = self._fonts()
        out: list[tuple[str, QFont]] = []
        for i, line in enumerate(self._lines):
            font = bold if i == 0 and self._bold_first else normal
            if self.max_width <= 0:
                out.append((line, font))
                continue
            # The badge takes its share of the plate's width from the text's.
            limit = self._max_width - (self._badge() + self._font_size * 0.5 if self.avatar else 0)
            out.extend((text, font) for text in self._wrap(line, QFontMetricsF(font), limit))
        return out

    def _wrap(self, line: str, metrics: QFontMetricsF, limit: float) -> list[str]:
        """``line`` in rows no wider than ``limit``: parts joined by " · " stay whole
        where they fit, long parts break between words, and a word too long is elided."""
        limit = max(limit, metrics.averageCharWidth() * 3)
        rows: list[str] = []
        for part in line.split(" · "):
            joined = rows[-1] + " · " + part if rows else part
            if rows and metrics.horizontalAdvance(joined) <= limit:
                rows[-1] = joined
                continue
            current = ""
            for word in part.split(" "):
                trial = (current + " " + word).strip()
                if current and metrics.horizontalAdvance(trial) > limit:
                    rows.append(current)
                    current = word
                else:
                    current = trial
            rows.append(current)
        return [metrics.elidedText(r, Qt.TextElideMode.ElideRight, limit) for r in rows]

    def _measure(self) -> QRectF:
        width, height = 0.0, 0.0
        for text, font in self._wrapped():
            metrics = QFontMetricsF(font)
            width = max(width, metrics.horizontalAdvance(text))
            height += metrics.height()
        pad = self._font_size * 0.5
        badge = self._badge()
        if badge:
            return QRectF(0, 0, width + 3 * pad + badge, max(height, badge * 1.12) + pad)
        return QRectF(0, 0, width + 2 * pad, height + pad)

    def size(self) -> QRectF:
        return self._rect

    def place(self, point: QPointF) -> None:
        r = self._rect
        if self.anchor == "center":
            self.setPos(point.x() - r.width() / 2, point.y() - r.height() / 2)
        elif self.anchor == "top":
            self.setPos(point.x() - r.width() / 2, point.y())
        elif self.anchor == "bottom":
            self.setPos(point.x() - r.width() / 2, point.y() - r.height())
        elif self.anchor == "left":
            self.setPos(point.x(), point.y() - r.height() / 2)
        else:  # right
            self.setPos(point.x() - r.width(), point.y() - r.height() / 2)

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-2, -2, 2, 2)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        if not self._lines:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        badge = self._badge()
        radius = self._font_size * 0.5
        pad = self._font_size * 0.5
        if badge:
            # A player's plate: dark glass, gold-framed while the player is to move.
            painter.setPen(QPen(TURN_GOLD, 2.5) if self.highlight else Qt.PenStyle.NoPen)
            painter.setBrush(QColor(20, 40, 28, 215) if self.highlight else QColor(0, 0, 0, 130))
            painter.drawRoundedRect(self._rect.adjusted(1, 1, -1, -1), radius, radius)
            self._paint_badge(painter, badge, pad)
            left, text_colour = pad * 2 + badge, QColor("#f5f5f5")
        else:
            fill = QColor(255, 236, 140, 235) if self.highlight else QColor(0, 0, 0, 120)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(fill)
            painter.drawRoundedRect(self._rect, radius, radius)
            left = pad
            text_colour = QColor("#202020") if self.highlight else QColor("#f5f5f5")
        lines = self._wrapped()
        height = sum(QFontMetricsF(font).height() for _, font in lines)
        y = (self._rect.height() - height) / 2 if badge else pad / 2
        for i, (text, font) in enumerate(lines):
            metrics = QFontMetricsF(font)
            painter.setFont(font)
            # The name of the player to move shines gold; the rest reads plain.
            painter.setPen(TURN_GOLD if badge and self.highlight and i == 0 else text_colour)
            line_rect = QRectF(left, y, self._rect.width() - left - pad, metrics.height())
            align = Qt.AlignmentFlag.AlignLeft if badge else Qt.AlignmentFlag.AlignHCenter
            painter.drawText(line_rect, align, text)
            y += metrics.height()

    def _paint_badge(self, painter: QPainter, badge: float, pad: float) -> None:
        """The round badge with the initial; a gold ring for the player to move and three
        dots beneath it while a computer player thinks."""
        top = (self._rect.height() - badge) / 2 - (badge * 0.06 if self.thinking else 0.0)
        circle = QRectF(pad, top, badge, badge)
        painter.setPen(QPen(TURN_GOLD, 3) if self.highlight else QPen(QColor(255, 255, 255, 90), 1))
        painter.setBrush(self.avatar_colour)
        painter.drawEllipse(circle)
        font = QFont()
        font.setPixelSize(max(8, round(badge * 0.52)))
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(QColor("#ffffff"))
        painter.drawText(circle, Qt.AlignmentFlag.AlignCenter, self.avatar)
        if self.thinking:
            dot = badge * 0.12
            y = circle.bottom() - dot * 1.6
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(TURN_GOLD)
            for k in (-1, 0, 1):
                x = circle.center().x() + k * dot * 1.7 - dot / 2
                painter.drawEllipse(QRectF(x, y, dot, dot))


class Bubble(QGraphicsItem):
    """A speech bubble with the last word a player said, its tail pointing at the speaker."""

    def __init__(self) -> None:
        super().__init__()
        self._text = ""
        self._font_size = 14.0
        self._rect = QRectF()
        self.tail = "down"  # where the speaker is: "down", "left", "right", "up"
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def text(self) -> str:
        return self._text

    def set_tail(self, tail: str) -> None:
        if tail != self.tail:
            self.tail = tail
            self.update()

    def set_text(self, text: str, font_size: float) -> None:
        if text == self._text and font_size == self._font_size:
            return
        self.prepareGeometryChange()
        self._text = text
        self._font_size = font_size
        font = self._font()
        metrics = QFontMetricsF(font)
        pad = font_size * 0.6
        self._rect = QRectF(0, 0, metrics.horizontalAdvance(text) + 2 * pad, metrics.height() + pad)
        self.setVisible(bool(text))
        self.update()

    def _font(self) -> QFont:
        font = QFont()
        font.setPixelSize(max(8, round(self._font_size)))
        font.setBold(True)
        return font

    def size(self) -> QRectF:
        return self._rect

    def boundingRect(self) -> QRectF:
        t = self._font_size
        return self._rect.adjusted(-t, -t, t, t)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        if not self._text:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self._rect
        t = self._font_size * 0.6
        path = QPainterPath()
        path.addRoundedRect(r, t, t)
        tail = QPainterPath()
        c = r.center()
        if self.tail == "down":
            tail.moveTo(c.x() - t * 0.6, r.bottom() - 1)
            tail.lineTo(c.x(), r.bottom() + t)
            tail.lineTo(c.x() + t * 0.6, r.bottom() - 1)
        elif self.tail == "up":
            tail.moveTo(c.x() - t * 0.6, r.top() + 1)
            tail.lineTo(c.x(), r.top() - t)
            tail.lineTo(c.x() + t * 0.6, r.top() + 1)
        elif self.tail == "left":
            tail.moveTo(r.left() + 1, c.y() - t * 0.6)
            tail.lineTo(r.left() - t, c.y())
            tail.lineTo(r.left() + 1, c.y() + t * 0.6)
        else:
            tail.moveTo(r.right() - 1, c.y() - t * 0.6)
            tail.lineTo(r.right() + t, c.y())
            tail.lineTo(r.right() - 1, c.y() + t * 0.6)
        tail.closeSubpath()
        shape = path.united(tail)
        painter.setPen(QPen(QColor("#303030"), 1.5))
        painter.setBrush(QColor("#ffffff"))
        painter.drawPath(shape)
        painter.setFont(self._font())
        painter.setPen(QColor("#202020"))
        painter.drawText(r, Qt.AlignmentFlag.AlignCenter, self._text)
