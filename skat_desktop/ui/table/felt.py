"""The table's felt: a green cloth with a woven grain and the light of a lamp above it."""

from __future__ import annotations

import random

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QBrush, QColor, QImage, QPainter, QPixmap, QRadialGradient

CENTRE = QColor("#2f7d46")
EDGE = QColor("#123b22")
TILE = 96  # the grain repeats every TILE pixels; too small to see the repeat on cloth


def grain_tile(seed: int = 17) -> QPixmap:
    """A tile of fine noise, light and dark specks on transparent, drawn once: the same
    seed gives the same cloth on every start (and in every screenshot)."""
    rng = random.Random(seed)
    image = QImage(TILE, TILE, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    for y in range(TILE):
        for x in range(TILE):
            # Threads run across and down: every other row and column a shade apart.
            shade = rng.randint(-22, 22) + (6 if (x + y) % 2 else -6)
            if shade > 0:
                image.setPixelColor(x, y, QColor(255, 255, 255, min(255, shade)))
            else:
                image.setPixelColor(x, y, QColor(0, 0, 0, min(255, -shade)))
    return QPixmap.fromImage(image)


class Felt:
    """Paints the felt into a rectangle: gradient cloth, grain, lamp light, dark rim."""

    def __init__(self) -> None:
        self._grain: QPixmap | None = None

    def paint(self, painter: QPainter, table: QRectF, exposed: QRectF) -> None:
        cloth = QRadialGradient(table.center(), max(table.width(), table.height()) * 0.75)
        cloth.setColorAt(0.0, CENTRE)
        cloth.setColorAt(1.0, EDGE)
        painter.fillRect(exposed, QBrush(cloth))
        if self._grain is None:
            self._grain = grain_tile()
        painter.drawTiledPixmap(exposed, self._grain, exposed.topLeft())
        # The lamp: a soft pool of light a little above the middle, where the tricks lie.
        lamp = QRadialGradient(
            QPointF(table.center().x(), table.height() * 0.38),
            max(table.width(), table.height()) * 0.55,
        )
        lamp.setColorAt(0.0, QColor(255, 250, 220, 46))
        lamp.setColorAt(0.6, QColor(255, 250, 220, 10))
        lamp.setColorAt(1.0, QColor(0, 0, 0, 0))
        painter.fillRect(exposed, QBrush(lamp))
        # The rim of the table falls into shadow.
        rim = QRadialGradient(table.center(), max(table.width(), table.height()) * 0.8)
        rim.setColorAt(0.7, QColor(0, 0, 0, 0))
        rim.setColorAt(1.0, QColor(0, 0, 0, 70))
        painter.fillRect(exposed, QBrush(rim))
