"""Suit symbols of the French and German decks as layered vector paths, drawn by the project."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QPainter,
    QPainterPath,
    QPainterPathStroker,
    QPen,
    QTransform,
)

from skat_desktop.engine.cards import CLUBS, DIAMONDS, HEARTS, SPADES

# Every symbol is designed in a box from -50 to 50 on both axes, centred on the origin,
# so a pip of any size is the same path under one scaling transform.


@dataclass(frozen=True)
class Layer:
    """One filled (and optionally outlined) part of a symbol."""

    path: QPainterPath
    fill: QColor
    outline: QColor | None = None
    outline_width: float = 0.0


Symbol = tuple[Layer, ...]


def _heart_path(plump: float = 0.0) -> QPainterPath:
    p = QPainterPath()
    w = 50.0 + plump
    p.moveTo(0, 46)
    p.cubicTo(-18, 28, -w, 8, -w, -16)
    p.cubicTo(-w, -38, -34, -47, -24, -47)
    p.cubicTo(-12, -47, -3, -40, 0, -27)
    p.cubicTo(3, -40, 12, -47, 24, -47)
    p.cubicTo(34, -47, w, -38, w, -16)
    p.cubicTo(w, 8, 18, 28, 0, 46)
    p.closeSubpath()
    return p


def _diamond_path() -> QPainterPath:
    p = QPainterPath()
    p.moveTo(0, -50)
    p.quadTo(16, -20, 38, 0)
    p.quadTo(16, 20, 0, 50)
    p.quadTo(-16, 20, -38, 0)
    p.quadTo(-16, -20, 0, -50)
    p.closeSubpath()
    return p


def _spade_path() -> QPainterPath:
    p = QPainterPath()
    p.moveTo(0, -50)
    p.cubicTo(-12, -32, -48, -14, -48, 9)
    p.cubicTo(-48, 26, -35, 33, -24, 33)
    p.cubicTo(-14, 33, -7, 28, -4, 22)
    p.quadTo(-6, 38, -18, 49)
    p.lineTo(18, 49)
    p.quadTo(6, 38, 4, 22)
    p.cubicTo(7, 28, 14, 33, 24, 33)
    p.cubicTo(35, 33, 48, 26, 48, 9)
    p.cubicTo(48, -14, 12, -32, 0, -50)
    p.closeSubpath()
    return p


def _club_paths() -> tuple[QPainterPath, QPainterPath]:
    """The three leaves and the stem, kept apart: uniting them leaves seams at small sizes."""
    leaves = QPainterPath()
    leaves.setFillRule(Qt.FillRule.WindingFill)
    leaves.addEllipse(QPointF(0, -25), 21, 21)
    leaves.addEllipse(QPointF(-24, 10), 21, 21)
    leaves.addEllipse(QPointF(24, 10), 21, 21)
    leaves.addEllipse(QPointF(0, 4), 14, 14)
    stem = QPainterPath()
    stem.moveTo(-4, 5)
    stem.quadTo(-6, 36, -18, 49)
    stem.lineTo(18, 49)
    stem.quadTo(6, 36, 4, 5)
    stem.closeSubpath()
    return leaves, stem


def _acorn_layers(dark: QColor) -> Symbol:
    nut = QPainterPath()
    nut.moveTo(0, -50)
    nut.cubicTo(20, -48, 27, -22, 25, 2)
    nut.lineTo(-25, 2)
    nut.cubicTo(-27, -22, -20, -48, 0, -50)
    nut.closeSubpath()
    cup = QPainterPath()
    cup.moveTo(-30, -2)
    cup.cubicTo(-32, 22, -16, 32, 0, 32)
    cup.cubicTo(16, 32, 32, 22, 30, -2)
    cup.quadTo(0, -9, -30, -2)
    cup.closeSubpath()
    stem = QPainterPath()
    stem.moveTo(-5, 30)
    stem.quadTo(-4, 42, -12, 50)
    stem.lineTo(-4, 50)
    stem.quadTo(4, 42, 5, 30)
    stem.closeSubpath()
    # The scaly cup of a real acorn, as a lattice of small dots.
    scales = QPainterPath()
    for row, y in enumerate((4.0, 13.0, 22.0)):
        half = 24 - row * 5
        x = -half + (row % 2) * 4
        while x <= half:
            scales.addEllipse(QPointF(x, y), 2.6, 2.2)
            x += 8
    shine = QPainterPath()
    shine.addEllipse(QRectF(-15, -38, 8, 26))
    return (
        Layer(stem, QColor("#6b4a1f"), dark, 2.5),
        Layer(nut, QColor("#d9a441"), dark, 3.0),
        Layer(shine, QColor(255, 240, 200, 150)),
        Layer(cup, QColor("#7a5526"), dark, 3.0),
        Layer(scales, QColor("#4a3113")),
    )


def _leaf_layers(dark: QColor) -> Symbol:
    leaf = QPainterPath()
    leaf.moveTo(0, -50)
    # A serrated broad leaf, tip up and stalk down, as on German-suited cards.
    right = [(12, -40), (18, -36), (26, -24), (32, -20), (38, -4), (42, 2), (38, 18), (30, 30)]
    for x, y in right:
        leaf.lineTo(x, y)
    leaf.quadTo(18, 38, 5, 34)
    leaf.lineTo(4, 50)
    leaf.lineTo(-4, 50)
    leaf.lineTo(-5, 34)
    leaf.quadTo(-18, 38, -30, 30)
    for x, y in reversed(right[:-1]):
        leaf.lineTo(-x, y)
    leaf.closeSubpath()
    veins = QPainterPath()
    veins.moveTo(0, -42)
    veins.lineTo(0, 36)
    for y, dy, dx in ((-22, -10, 16), (-4, -12, 26), (14, -12, 24)):
        veins.moveTo(0, y)
        veins.lineTo(dx, y + dy)
        veins.moveTo(0, y)
        veins.lineTo(-dx, y + dy)
    stroker_pen = QPen(Qt.GlobalColor.black, 3.2)
    stroker_pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    stroker = QPainterPathStroker(stroker_pen)
    vein_area = stroker.createStroke(veins)
    return (
        Layer(leaf, QColor("#2f9e44"), dark, 3.0),
        Layer(vein_area, QColor("#1b5e20")),
    )


def _bell_layers(dark: QColor) -> Symbol:
    ring = QPainterPath()
    ring.addEllipse(QPointF(0, -41), 8, 8)
    ring.addEllipse(QPointF(0, -41), 4, 4)
    body = QPainterPath()
    body.addEllipse(QPointF(0, 6), 42, 42)
    band = QPainterPath()
    band.addRect(QRectF(-44, -10, 88, 14))
    band = band.intersected(body)
    slit = QPainterPath()
    slit.addEllipse(QPointF(0, 26), 7, 7)
    slit.addRect(QRectF(-2.5, 30, 5, 17))
    shine = QPainterPath()
    shine.addEllipse(QRectF(-28, -26, 16, 12))
    return (
        Layer(ring, QColor("#d7a21c"), dark, 2.5),
        Layer(body, QColor("#f2bd27"), dark, 3.0),
        Layer(band, QColor("#c0392b"), dark, 2.0),
        Layer(shine, QColor(255, 250, 220, 190)),
        Layer(slit, QColor("#5a3b0a")),
    )


@dataclass(frozen=True)
class SuitPalette:
    """The colours of one deck: pip fill, outline and index text per suit."""

    pip: tuple[QColor, QColor, QColor, QColor]
    text: tuple[QColor, QColor, QColor, QColor]
    outline: tuple[QColor | None, QColor | None, QColor | None, QColor | None]


BLACK = QColor("#16161a")
RED = QColor("#d0121b")
GREEN = QColor("#14853b")
YELLOW = QColor("#f5a800")

FRENCH_PALETTE = SuitPalette(
    pip=(BLACK, BLACK, RED, RED),
    text=(BLACK, BLACK, RED, RED),
    outline=(None, None, None, None),
)
# German tournament play uses four colours so that a suit is seen from across the table.
TOURNAMENT_PALETTE = SuitPalette(
    pip=(BLACK, GREEN, RED, YELLOW),
    text=(BLACK, GREEN, RED, QColor("#e58e00")),
    outline=(None, None, None, QColor("#b36a00")),
)
GERMAN_PALETTE = SuitPalette(
    pip=(QColor("#8a5a22"), QColor("#2f9e44"), QColor("#d0121b"), QColor("#f2bd27")),
    text=(QColor("#6b4416"), QColor("#1d7a34"), RED, QColor("#c27a00")),
    outline=(None, None, None, None),
)


@cache
def french_symbol(suit: int, palette_name: str) -> Symbol:
    palette = TOURNAMENT_PALETTE if palette_name == "tournament" else FRENCH_PALETTE
    colour = palette.pip[suit]
    outline = palette.outline[suit]
    width = 2.5 if outline else 0.0
    if suit == CLUBS:
        leaves, stem = _club_paths()
        return (Layer(stem, colour, outline, width), Layer(leaves, colour, outline, width))
    path = {SPADES: _spade_path, HEARTS: _heart_path, DIAMONDS: _diamond_path}[suit]()
    return (Layer(path, colour, outline, width),)


@cache
def german_symbol(suit: int) -> Symbol:
    dark = QColor("#2a1c0c")
    if suit == CLUBS:
        return _acorn_layers(dark)
    if suit == SPADES:
        return _leaf_layers(dark)
    if suit == HEARTS:
        heart = _heart_path(3.0)
        shine = QPainterPath()
        shine.addEllipse(QRectF(-36, -36, 14, 20))
        return (
            Layer(heart, QColor("#d7141e"), QColor("#7a0a0f"), 2.5),
            Layer(shine, QColor(255, 210, 210, 170)),
        )
    return _bell_layers(dark)


def symbol_for(deck_kind: str, palette_name: str, suit: int) -> Symbol:
    """The symbol of ``suit`` for a deck kind ('french' or 'german') and palette name."""
    if deck_kind == "german":
        return german_symbol(suit)
    return french_symbol(suit, palette_name)


def draw_symbol(
    painter: QPainter, symbol: Symbol, centre: QPointF, size: float, upside_down: bool = False
) -> None:
    """Draw ``symbol`` ``size`` units tall centred on ``centre``, turned 180° if asked."""
    painter.save()
    t = QTransform()
    t.translate(centre.x(), centre.y())
    scale = size / 100.0
    t.scale(scale, scale)
    if upside_down:
        t.rotate(180)
    painter.setTransform(t, True)
    for layer in symbol:
        if layer.outline is not None and layer.outline_width > 0:
            pen = QPen(layer.outline, layer.outline_width)
            pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
            painter.setPen(pen)
        else:
            painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QBrush(layer.fill))
        painter.drawPath(layer.path)
    painter.restore()
