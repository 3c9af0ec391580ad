"""Paints card faces and backs of the project's own decks with QPainter paths."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QTransform,
)

from skat_desktop.engine.cards import (
    ACE,
    CLUBS,
    DIAMONDS,
    HEARTS,
    JACK,
    KING,
    QUEEN,
    SPADES,
    rank_of,
    suit_of,
)
from skat_desktop.ui.cards.indices import index_text
from skat_desktop.ui.cards.symbols import (
    FRENCH_PALETTE,
    GERMAN_PALETTE,
    TOURNAMENT_PALETTE,
    SuitPalette,
    Symbol,
    draw_symbol,
    symbol_for,
)

# The art is designed on a 590 x 910 grid, tenths of a millimetre of a 59 x 91 mm Skat card.
CARD_W = 590.0
CARD_H = 910.0
ASPECT = CARD_H / CARD_W
CORNER_RADIUS = 34.0

PAPER = QColor("#fdfcf6")
EDGE = QColor("#8c8c8c")
INK = QColor("#1d1d1f")
GOLD = QColor("#e0b030")
COSTUME_RED = QColor("#c62828")
COSTUME_BLUE = QColor("#1f4e9c")
COSTUME_GREEN = QColor("#2e7d32")
FLESH = QColor("#f6d7b8")
HAIR_BROWN = QColor("#6d4221")
HAIR_BLOND = QColor("#d9a53c")
BEARD_GREY = QColor("#9e9e9e")


@dataclass(frozen=True)
class DeckArt:
    """How one of the project's decks looks: suit system, colours and back."""

    kind: str  # 'french' or 'german': which suit symbols and index letters
    palette_name: str  # 'french', 'tournament' or 'german'
    back_colour: QColor
    back_accent: QColor

    @property
    def palette(self) -> SuitPalette:
        return {
            "tournament": TOURNAMENT_PALETTE,
            "german": GERMAN_PALETTE,
        }.get(self.palette_name, FRENCH_PALETTE)

    def symbol(self, suit: int) -> Symbol:
        return symbol_for(self.kind, self.palette_name, suit)


def card_height(width: float) -> int:
    """Pixel height of a card ``width`` pixels wide, in Skat proportions (59 x 91 mm)."""
    return round(width * ASPECT)


def _compactness(width_px: float) -> float:
    """0 for a card drawn large, 1 at 48 px and below: how much the index must dominate."""
    return min(1.0, max(0.0, (170.0 - width_px) / (170.0 - 48.0)))


# ---------------------------------------------------------------------------- text


def _index_font() -> QFont:
    font = QFont()
    font.setFamilies(["DejaVu Sans", "Segoe UI", "Helvetica Neue", "Arial", "Sans Serif"])
    font.setStyleHint(QFont.StyleHint.SansSerif)
    font.setBold(True)
    font.setPixelSize(200)
    return font


@cache
def _text_path(text: str) -> QPainterPath:
    """``text`` as a path whose letters are 100 units tall, left edge at 0, baseline at 100.

    Glyph outlines are cached once per string so that every size is one transform, and
    the letters look the same however the font engine hints them at small pixel sizes.
    """
    raw = QPainterPath()
    raw.addText(0, 0, _index_font(), text)
    box = raw.boundingRect()
    t = QTransform()
    scale = 100.0 / box.height()
    # Two-letter indices ("10") are narrowed a little so the column stays slim.
    squeeze = 0.78 if len(text) > 1 else 1.0
    t.scale(scale * squeeze, scale)
    t.translate(-box.left(), -box.top())
    return t.map(raw)


def _text_width(text: str, height: float) -> float:
    return _text_path(text).boundingRect().width() * height / 100.0


def _draw_text(
    painter: QPainter, text: str, centre_x: float, top: float, height: float, colour: QColor
) -> float:
    """Draw ``text`` ``height`` units tall, centred on ``centre_x``; return its width."""
    path = _text_path(text)
    box = path.boundingRect()
    scale = height / 100.0
    painter.save()
    painter.translate(centre_x - box.width() * scale / 2.0, top)
    painter.scale(scale, scale)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour)
    painter.drawPath(path)
    painter.restore()
    return box.width() * scale


# ---------------------------------------------------------------------------- card base


def _card_outline() -> QPainterPath:
    p = QPainterPath()
    p.addRoundedRect(QRectF(0, 0, CARD_W, CARD_H), CORNER_RADIUS, CORNER_RADIUS)
    return p


def _paint_blank(painter: QPainter, fill: QColor, edge_width: float) -> None:
    painter.setPen(QPen(EDGE, edge_width))
    painter.setBrush(fill)
    inset = edge_width / 2.0
    painter.drawRoundedRect(
        QRectF(inset, inset, CARD_W - 2 * inset, CARD_H - 2 * inset),
        CORNER_RADIUS - inset,
        CORNER_RADIUS - inset,
    )


def _rotated_half(painter: QPainter) -> None:
    """Turn the painter 180° about the card centre, for the lower half of a double head."""
    painter.translate(CARD_W, CARD_H)
    painter.rotate(180)


def _index_column(compact: float) -> float:
    """Width of the strip the corner index takes at the card's edge."""
    return (78.0 + 112.0 * compact) * 0.95 + 28.0


def _draw_indices(
    painter: QPainter, art: DeckArt, card: int, language: str, compact: float
) -> None:
    """Draw the rank and suit in two opposite corners."""
    suit = suit_of(card)
    text = index_text(card, art.kind, language)
    colour = art.palette.text[suit]
    letter_h = 78.0 + 112.0 * compact
    pip_h = letter_h * (0.82 if art.kind == "french" else 0.95)
    column = max(letter_h * 0.95, pip_h) + 8.0
    cx = max(18.0 + column / 2.0, 16.0 + _text_width(text, letter_h) / 2.0)
    top = 30.0 + 4.0 * (1.0 - compact)
    for turn in (False, True):
        painter.save()
        if turn:
            _rotated_half(painter)
        if compact > 0.7:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(PAPER)
            width = max(column, _text_width(text, letter_h)) + 20.0
            painter.drawRoundedRect(
                QRectF(8.0, 10.0, width, top + letter_h + pip_h + 24.0), 20.0, 20.0
            )
        _draw_text(painter, text, cx, top, letter_h, colour)
        pip_centre = QPointF(cx, top + letter_h + 14.0 + pip_h / 2.0)
        draw_symbol(painter, art.symbol(suit), pip_centre, pip_h)
        painter.restore()


# ---------------------------------------------------------------------------- number cards

# Pip positions as (column, row) in a field: columns 0 left, 1 middle, 2 right; rows 0..1.
_FRENCH_PIPS: dict[int, tuple[tuple[int, float], ...]] = {
    0: ((0, 0), (2, 0), (1, 0.25), (0, 0.5), (2, 0.5), (0, 1), (2, 1)),
    1: ((0, 0), (2, 0), (1, 0.25), (0, 0.5), (2, 0.5), (1, 0.75), (0, 1), (2, 1)),
    2: ((0, 0), (2, 0), (0, 1 / 3), (2, 1 / 3), (1, 0.5), (0, 2 / 3), (2, 2 / 3), (0, 1), (2, 1)),
    3: (
        (0, 0),
        (2, 0),
        (1, 1 / 6),
        (0, 1 / 3),
        (2, 1 / 3),
        (0, 2 / 3),
        (2, 2 / 3),
        (1, 5 / 6),
        (0, 1),
        (2, 1),
    ),
}
# German-suited number cards stand their pips in two upright columns, the odd ones between.
_GERMAN_PIPS: dict[int, tuple[tuple[int, float], ...]] = {
    0: ((0, 0), (2, 0), (0, 0.5), (2, 0.5), (1, 0.25), (0, 1), (2, 1)),
    1: ((0, 0), (2, 0), (0, 1 / 3), (2, 1 / 3), (0, 2 / 3), (2, 2 / 3), (0, 1), (2, 1)),
    2: ((0, 0), (2, 0), (0, 1 / 3), (2, 1 / 3), (1, 0.5), (0, 2 / 3), (2, 2 / 3), (0, 1), (2, 1)),
    3: (
        (0, 0),
        (2, 0),
        (1, 1 / 6),
        (0, 1 / 3),
        (2, 1 / 3),
        (0, 2 / 3),
        (2, 2 / 3),
        (1, 5 / 6),
        (0, 1),
        (2, 1),
    ),
}


def _draw_pips(painter: QPainter, art: DeckArt, card: int, column: float, compact: float) -> None:
    suit = suit_of(card)
    rank = rank_of(card)
    symbol = art.symbol(suit)
    german = art.kind == "german"
    if compact > 0.7:
        # Below about 80 px a full pip layout is mush; the big index tells the rank, and one
        # large pip keeps the suit visible when the card lies alone in a trick.
        draw_symbol(painter, symbol, QPointF(CARD_W / 2, CARD_H / 2), 190)
        return
    layout = (_GERMAN_PIPS if german else _FRENCH_PIPS)[rank]
    # The pip field sits between the two index columns and shrinks as they grow.
    size = 104.0 if german else 96.0
    left = max(column + size * 0.55, 185.0)
    right = CARD_W - left
    top, bottom = 140.0 + 30.0 * compact, CARD_H - 140.0 - 30.0 * compact
    xs = (left, (left + right) / 2.0, right)
    for col, row in layout:
        y = top + (bottom - top) * row
        draw_symbol(
            painter, symbol, QPointF(xs[col], y), size, upside_down=row > 0.5 and not german
        )


# ---------------------------------------------------------------------------- aces


def _draw_ace(painter: QPainter, art: DeckArt, card: int, compact: float) -> None:
    suit = suit_of(card)
    symbol = art.symbol(suit)
    centre = QPointF(CARD_W / 2, CARD_H / 2)
    ring_colour = QColor(GOLD)
    if compact > 0.7:
        painter.save()
        painter.setPen(QPen(ring_colour.darker(130), 14.0))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(centre, 150, 170)
        painter.restore()
        draw_symbol(painter, symbol, centre, 190)
        return
    # A laurel wreath makes the ace stand out from the sevens in a fanned hand.
    painter.save()
    painter.setPen(QPen(ring_colour.darker(130), 4.0))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawEllipse(centre, 205, 235)
    painter.setPen(QPen(ring_colour.darker(160), 2.0))
    painter.setBrush(ring_colour)
    for i in range(24):
        painter.save()
        painter.translate(centre)
        painter.rotate(i * 15)
        painter.translate(0, -222)
        painter.rotate(35 if i % 2 else -35)
        painter.drawEllipse(QPointF(0, 0), 9, 20)
        painter.restore()
    painter.restore()
    draw_symbol(painter, symbol, centre, 300.0 - 40.0 * compact)


def _draw_daus(painter: QPainter, art: DeckArt, card: int, compact: float) -> None:
    suit = suit_of(card)
    symbol = art.symbol(suit)
    # The German Daus carries two suit signs, as its name (the old "deuce") says.
    if compact > 0.7:
        draw_symbol(painter, symbol, QPointF(CARD_W / 2 + 40, CARD_H / 2 - 70), 170)
        draw_symbol(painter, symbol, QPointF(CARD_W / 2 - 40, CARD_H / 2 + 70), 170)
        return
    ribbon = QPainterPath()
    ribbon.moveTo(120, 470)
    ribbon.cubicTo(220, 400, 370, 540, 470, 450)
    ribbon.lineTo(470, 505)
    ribbon.cubicTo(370, 595, 220, 455, 120, 525)
    ribbon.closeSubpath()
    painter.save()
    painter.setPen(QPen(INK, 3.0))
    painter.setBrush(GOLD)
    painter.drawPath(ribbon)
    painter.setPen(QPen(COSTUME_RED, 6.0))
    painter.drawLine(QPointF(150, 488), QPointF(150, 510))
    painter.drawLine(QPointF(440, 468), QPointF(440, 490))
    painter.restore()
    size = 230.0 - 30.0 * compact
    draw_symbol(painter, symbol, QPointF(CARD_W / 2 - 55, 305), size)
    draw_symbol(painter, symbol, QPointF(CARD_W / 2 + 55, 640), size)


# ---------------------------------------------------------------------------- court cards


def _court_frame(column: float, compact: float) -> QRectF:
    # Small cards let the figure run under the index, which then sits on a paper patch.
    left = 110.0 if compact > 0.7 else max(column + 12.0, 118.0)
    return QRectF(left, 66.0, CARD_W - 2 * left, CARD_H - 132.0)


def _costume(suit: int, german: bool) -> tuple[QColor, QColor]:
    """Robe and trim colours, varied by suit as on printed decks."""
    if german:
        return {
            CLUBS: (COSTUME_RED, COSTUME_GREEN),
            SPADES: (COSTUME_GREEN, COSTUME_RED),
            HEARTS: (COSTUME_RED, COSTUME_BLUE),
            DIAMONDS: (COSTUME_BLUE, COSTUME_RED),
        }[suit]
    return {
        CLUBS: (COSTUME_BLUE, COSTUME_RED),
        SPADES: (COSTUME_RED, COSTUME_BLUE),
        HEARTS: (COSTUME_RED, COSTUME_BLUE),
        DIAMONDS: (COSTUME_BLUE, COSTUME_RED),
    }[suit]


def _fill(painter: QPainter, path: QPainterPath, colour: QColor, line: float = 3.0) -> None:
    painter.setPen(
        QPen(INK, line, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin)
    )
    painter.setBrush(colour)
    painter.drawPath(path)


def _draw_bust(painter: QPainter, rank: int, suit: int, german: bool, w: float) -> None:
    """One half of a double-headed court figure; origin at the frame's middle, up is -y.

    Jack/Unter wear a cap, queen a small tiara over long hair, king/Ober distinct
    headgear: the silhouette alone tells the rank at a glance.
    """
    robe, trim = _costume(suit, german)
    half = w / 2.0
    # The figure is cut at the waist by the middle line, like printed double-headed cards.
    painter.translate(0, 45)
    # Robe and shoulders.
    body = QPainterPath()
    body.moveTo(-half + 22, 0)
    body.lineTo(-half + 14, -120)
    body.cubicTo(-half + 14, -160, -half + 40, -172, -40, -180)
    body.lineTo(40, -180)
    body.cubicTo(half - 40, -172, half - 14, -160, half - 14, -120)
    body.lineTo(half - 22, 0)
    body.closeSubpath()
    _fill(painter, body, robe)
    # Front panel and collar.
    panel = QPainterPath()
    panel.moveTo(-34, -178)
    panel.lineTo(34, -178)
    panel.lineTo(52, 0)
    panel.lineTo(-52, 0)
    panel.closeSubpath()
    _fill(painter, panel, trim)
    painter.setPen(QPen(INK, 2.0))
    painter.setBrush(GOLD)
    for y in (-140, -100, -60, -20):
        painter.drawEllipse(QPointF(0, y), 7, 7)
    collar = QPainterPath()
    collar.moveTo(-70, -182)
    collar.quadTo(0, -140, 70, -182)
    collar.quadTo(0, -160, -70, -182)
    _fill(painter, collar, GOLD if rank != QUEEN else QColor("#ffffff"), 2.5)
    # Head and headgear a size up from the body, as printed court cards draw them.
    painter.save()
    painter.translate(0, -180)
    painter.scale(1.2, 1.2)
    painter.translate(0, 180)
    # Long hair behind the queen's head.
    if rank == QUEEN and not german:
        hair = QPainterPath()
        hair.moveTo(-52, -250)
        hair.cubicTo(-80, -200, -70, -170, -40, -160)
        hair.lineTo(40, -160)
        hair.cubicTo(70, -170, 80, -200, 52, -250)
        hair.closeSubpath()
        _fill(painter, hair, HAIR_BLOND)
    # Head.
    head_y = -242.0
    _fill(painter, _ellipse(0, head_y, 44, 54), FLESH)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(INK)
    painter.drawEllipse(QPointF(-16, head_y - 6), 5, 6)
    painter.drawEllipse(QPointF(16, head_y - 6), 5, 6)
    painter.setPen(QPen(INK, 2.5))
    painter.drawLine(QPointF(0, head_y - 2), QPointF(-4, head_y + 14))
    painter.setPen(QPen(COSTUME_RED, 4.0))
    painter.drawLine(QPointF(-10, head_y + 28), QPointF(10, head_y + 28))
    if rank == KING:
        beard = QPainterPath()
        beard.moveTo(-44, head_y + 2)
        beard.cubicTo(-46, head_y + 70, -16, head_y + 86, 0, head_y + 88)
        beard.cubicTo(16, head_y + 86, 46, head_y + 70, 44, head_y + 2)
        beard.cubicTo(30, head_y + 40, 14, head_y + 22, 0, head_y + 22)
        beard.cubicTo(-14, head_y + 22, -30, head_y + 40, -44, head_y + 2)
        _fill(painter, beard, BEARD_GREY if german else HAIR_BROWN, 2.5)
        painter.setPen(QPen(COSTUME_RED, 4.0))
        painter.drawLine(QPointF(-8, head_y + 30), QPointF(8, head_y + 30))
    # Headgear.
    top = head_y - 50
    if rank == KING:
        crown = QPainterPath()
        crown.moveTo(-50, top + 8)
        points = [(-50.0, top - 70), (-25.0, top - 30), (0.0, top - 82), (25.0, top - 30)]
        points.append((50.0, top - 70))
        for px, py in points:
            crown.lineTo(px, py)
        crown.lineTo(50, top + 8)
        crown.closeSubpath()
        _fill(painter, crown, GOLD)
        painter.setPen(QPen(INK, 2.0))
        painter.setBrush(COSTUME_RED)
        for px, py in points[::2]:
            painter.drawEllipse(QPointF(px, py), 9, 9)
        painter.setBrush(COSTUME_BLUE)
        painter.drawEllipse(QPointF(0, top - 15), 10, 10)
    elif rank == QUEEN and not german:
        tiara = QPainterPath()
        tiara.moveTo(-40, top + 10)
        tiara.lineTo(-34, top - 18)
        tiara.lineTo(-16, top - 6)
        tiara.lineTo(0, top - 36)
        tiara.lineTo(16, top - 6)
        tiara.lineTo(34, top - 18)
        tiara.lineTo(40, top + 10)
        tiara.closeSubpath()
        _fill(painter, tiara, GOLD)
        painter.setPen(QPen(INK, 2.0))
        painter.setBrush(QColor("#ffffff"))
        painter.drawEllipse(QPointF(0, top - 36), 8, 8)
    elif german and rank == JACK:
        # The Unter's simple round cap.
        cap = QPainterPath()
        cap.moveTo(-48, top + 16)
        cap.cubicTo(-50, top - 30, 50, top - 30, 48, top + 16)
        cap.closeSubpath()
        _fill(painter, cap, trim)
    elif german:
        # The Ober's broad hat with a tall plume.
        brim = _ellipse(0, top + 10, 78, 18)
        crown_ = QPainterPath()
        crown_.moveTo(-40, top + 8)
        crown_.cubicTo(-42, top - 44, 42, top - 44, 40, top + 8)
        crown_.closeSubpath()
        plume = QPainterPath()
        plume.moveTo(-20, top - 20)
        plume.cubicTo(-60, top - 85, -10, top - 100, 10, top - 88)
        plume.cubicTo(-20, top - 80, -20, top - 50, -6, top - 24)
        plume.closeSubpath()
        _fill(painter, plume, QColor("#ffffff"), 2.5)
        _fill(painter, crown_, trim)
        _fill(painter, brim, trim)
        moustache = QPainterPath()
        moustache.moveTo(-20, head_y + 24)
        moustache.quadTo(0, head_y + 12, 20, head_y + 24)
        moustache.quadTo(0, head_y + 18, -20, head_y + 24)
        _fill(painter, moustache, HAIR_BROWN, 2.0)
    else:
        # A jack's beret with a feather (the French jack).
        beret = _ellipse(4, top + 4, 66, 24)
        _fill(painter, beret, trim)
        feather = QPainterPath()
        feather.moveTo(40, top - 6)
        feather.cubicTo(80, top - 60, 120, top - 60, 130, top - 40)
        feather.cubicTo(110, top - 40, 80, top - 26, 48, top + 4)
        feather.closeSubpath()
        _fill(painter, feather, QColor("#ffffff"), 2.5)

    painter.restore()


def _ellipse(x: float, y: float, rx: float, ry: float) -> QPainterPath:
    p = QPainterPath()
    p.addEllipse(QPointF(x, y), rx, ry)
    return p


def _draw_attribute(painter: QPainter, rank: int, w: float) -> None:
    """What a French court figure holds: halberd, flower or sceptre."""
    half = w / 2.0
    if rank == JACK:
        painter.setPen(QPen(HAIR_BROWN, 9.0, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        painter.drawLine(QPointF(-half + 36, -10), QPointF(-half + 36, -300))
        blade = QPainterPath()
        blade.moveTo(-half + 36, -330)
        blade.lineTo(-half + 56, -290)
        blade.lineTo(-half + 36, -280)
        blade.lineTo(-half + 14, -290)
        blade.closeSubpath()
        _fill(painter, blade, QColor("#cfd8dc"))
    elif rank == QUEEN:
        painter.setPen(QPen(COSTUME_GREEN, 6.0))
        painter.drawLine(QPointF(half - 52, -40), QPointF(half - 52, -170))
        painter.setPen(QPen(INK, 2.0))
        painter.setBrush(COSTUME_RED)
        for dx, dy in ((0, -16), (15, -4), (-15, -4), (9, 13), (-9, 13)):
            painter.drawEllipse(QPointF(half - 52 + dx, -180 + dy), 11, 11)
        painter.setBrush(GOLD)
        painter.drawEllipse(QPointF(half - 52, -180), 8, 8)
    else:
        painter.setPen(QPen(GOLD.darker(140), 9.0, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        painter.drawLine(QPointF(half - 46, -10), QPointF(half - 46, -250))
        painter.setPen(QPen(INK, 2.5))
        painter.setBrush(GOLD)
        painter.drawEllipse(QPointF(half - 46, -262), 17, 17)
        painter.drawLine(QPointF(half - 46, -279), QPointF(half - 46, -296))
        painter.drawLine(QPointF(half - 55, -288), QPointF(half - 37, -288))


def _draw_court(painter: QPainter, art: DeckArt, card: int, column: float, compact: float) -> None:
    suit = suit_of(card)
    rank = rank_of(card)
    german = art.kind == "german"
    symbol = art.symbol(suit)
    frame = _court_frame(column, compact)
    colour = art.palette.pip[suit]
    # A pale tint of the suit colour behind the figure.
    tint = QColor(colour)
    tint.setAlpha(34)
    painter.save()
    painter.setPen(QPen(colour if suit != DIAMONDS or german else colour.darker(115), 5.0))
    painter.setBrush(tint)
    painter.drawRect(frame)
    painter.restore()
    mid_y = frame.center().y()
    for turn in (False, True):
        painter.save()
        if turn:
            _rotated_half(painter)
        clip = QRectF(frame.left() + 3, frame.top() + 3, frame.width() - 6, mid_y - frame.top() - 3)
        painter.setClipRect(clip)
        painter.translate(frame.center().x(), mid_y)
        scale = min(1.0, frame.width() / 340.0)
        painter.scale(scale, 1.0 if scale > 0.9 else scale + 0.1)
        w = frame.width() / scale
        if not german:
            _draw_attribute(painter, rank, w)
        _draw_bust(painter, rank, suit, german, w)
        if german:
            if rank == QUEEN:
                # The Ober holds his suit sign high, above his head.
                draw_symbol(painter, symbol, QPointF(w / 2 - 62, -330), 96)
            elif rank == JACK:
                # The Unter holds it low, at his chest.
                draw_symbol(painter, symbol, QPointF(w / 2 - 64, -84), 96)
            else:
                draw_symbol(painter, symbol, QPointF(-w / 2 + 58, -330), 80)
        else:
            draw_symbol(painter, symbol, QPointF(-w / 2 + 50, -340), 72)
        painter.restore()
    painter.save()
    painter.setPen(QPen(colour, 4.0))
    painter.drawLine(QPointF(frame.left(), mid_y), QPointF(frame.right(), mid_y))
    painter.restore()


# ---------------------------------------------------------------------------- back


def _paint_back(painter: QPainter, art: DeckArt, width_px: float) -> None:
    units_per_px = CARD_W / width_px
    _paint_blank(painter, PAPER, max(2.0, units_per_px))
    margin = 28.0
    inner = QRectF(margin, margin, CARD_W - 2 * margin, CARD_H - 2 * margin)
    radius = CORNER_RADIUS - margin / 2
    gradient = QLinearGradient(inner.topLeft(), inner.bottomRight())
    gradient.setColorAt(0.0, art.back_colour.lighter(115))
    gradient.setColorAt(1.0, art.back_colour.darker(115))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QBrush(gradient))
    painter.drawRoundedRect(inner, radius, radius)
    painter.save()
    clip = QPainterPath()
    clip.addRoundedRect(inner, radius, radius)
    painter.setClipPath(clip)
    # A lattice whose mesh never falls below a few pixels, so it does not turn to mush.
    step = max(46.0, 7.0 * units_per_px)
    painter.setPen(QPen(art.back_accent, max(3.0, 1.0 * units_per_px)))
    x = -CARD_H
    while x < CARD_W + CARD_H:
        painter.drawLine(QPointF(x, 0), QPointF(x + CARD_H, CARD_H))
        painter.drawLine(QPointF(x, CARD_H), QPointF(x + CARD_H, 0))
        x += step
    painter.restore()
    painter.setPen(QPen(PAPER, max(4.0, 1.2 * units_per_px)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(inner.adjusted(16, 16, -16, -16), radius, radius)
    # Central medallion with the four suits.
    centre = QPointF(CARD_W / 2, CARD_H / 2)
    painter.setPen(QPen(art.back_accent.darker(150), 6.0))
    painter.setBrush(PAPER)
    painter.drawEllipse(centre, 150, 190)
    painter.setPen(QPen(art.back_colour, 4.0))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawEllipse(centre, 132, 172)
    offsets = ((0, -88), (62, 0), (0, 88), (-62, 0))
    for suit, (dx, dy) in zip((CLUBS, SPADES, HEARTS, DIAMONDS), offsets, strict=True):
        draw_symbol(painter, art.symbol(suit), QPointF(centre.x() + dx, centre.y() + dy), 78)


# ---------------------------------------------------------------------------- entry point


def paint_card(
    painter: QPainter, art: DeckArt, card: int | None, language: str, width_px: float
) -> None:
    """Paint ``card`` (None: the back) into a card ``width_px`` wide at the painter's origin."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
    painter.scale(width_px / CARD_W, width_px / CARD_W)
    if card is None:
        _paint_back(painter, art, width_px)
        painter.restore()
        return
    units_per_px = CARD_W / width_px
    _paint_blank(painter, PAPER, max(2.0, units_per_px))
    compact = _compactness(width_px)
    column = _index_column(compact)
    rank = rank_of(card)
    if rank == ACE:
        if art.kind == "german":
            _draw_daus(painter, art, card, compact)
        else:
            _draw_ace(painter, art, card, compact)
    elif rank >= JACK:
        _draw_court(painter, art, card, column, compact)
    else:
        _draw_pips(painter, art, card, column, compact)
    # The indices go on top: at small sizes they are what the player reads.
    _draw_indices(painter, art, card, language, compact)
    painter.restore()
