"""A small line chart of Seeger-Fabian points per series or running over time, QPainter only."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QEvent, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPaintEvent, QPalette, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

# Distinct on light and dark palettes and for the common colour-vision deficiencies
# (Okabe-Ito), one per player.
COLOURS = ("#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9", "#000000")


@dataclass(frozen=True, slots=True)
class ChartLine:
    """One player's points, one per series position on the x axis (None: not at the table)."""

    name: str
    points: tuple[int | None, ...]


def nice_step(span: float, ticks: int = 5) -> int:
    """A round grid step (1, 2 or 5 times a power of ten) giving about ``ticks`` lines."""
    raw = max(span / max(ticks, 1), 1.0)
    power = 10 ** math.floor(math.log10(raw))
    return int(next(m * power for m in (1, 2, 5, 10) if m * power >= raw))


class SeegerFabianChart(QWidget):
    """Lines of points per player over the archived series, oldest left.

    ``cumulative`` shows each player's running total (points over time), otherwise the
    points of each series on its own.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("seegerFabianChart")
        self.setMinimumSize(360, 220)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.labels: list[str] = []
        self.lines: list[ChartLine] = []
        self.cumulative = True
        self.retranslate()

    def set_data(self, labels: Sequence[str], lines: Sequence[ChartLine]) -> None:
        self.labels = list(labels)
        self.lines = list(lines)
        self.retranslate()
        self.update()

    def set_cumulative(self, on: bool) -> None:
        self.cumulative = on
        self.retranslate()
        self.update()

    def plotted(self) -> list[list[tuple[int, int]]]:
        """The (x index, value) points drawn per line, after summing when cumulative."""
        out = []
        for line in self.lines:
            running = 0
            points = []
            for x, value in enumerate(line.points):
                if value is None:
                    continue
                running = running + value if self.cumulative else value
                points.append((x, running))
            out.append(points)
        return out

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.setAccessibleName(self.tr("Seeger-Fabian chart"))
        parts = []
        for line, points in zip(self.lines, self.plotted(), strict=True):
            if points:
                parts.append(
                    self.tr("{name}: {points} after {count} series").format(
                        name=line.name, points=points[-1][1], count=len(points)
                    )
                )
        self.setAccessibleDescription("; ".join(parts))

    # -- painting ---------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        try:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
            self._paint(painter)
        finally:
            painter.end()

    def _paint(self, painter: QPainter) -> None:
        palette = self.palette()
        text = palette.color(QPalette.ColorRole.Text)
        painter.fillRect(self.rect(), palette.color(QPalette.ColorRole.Base))
        metrics = self.fontMetrics()
        plotted = self.plotted()
        values = [v for points in plotted for _, v in points]
        if not values:
            painter.setPen(text)
            painter.drawText(
                QRectF(self.rect()),
                Qt.AlignmentFlag.AlignCenter,
                self.tr("No finished series yet."),
            )
            return
        low, high = min(0, *values), max(0, *values)
        step = nice_step(high - low or 10)
        low = math.floor(low / step) * step
        high = math.ceil(high / step) * step
        if high == low:
            high = low + step
        legend_height = metrics.height() + 10
        left = max(metrics.horizontalAdvance(str(v)) for v in (low, high)) + 14
        area = QRectF(
            left,
            8 + legend_height,
            self.width() - left - 16,
            self.height() - 8 - legend_height - metrics.height() - 20,
        )
        count = max(len(self.labels), 1)

        def x_of(index: int) -> float:
            if count == 1:
                return area.center().x()
            return area.left() + area.width() * index / (count - 1)

        def y_of(value: float) -> float:
            return area.bottom() - area.height() * (value - low) / (high - low)

        grid = QColor(text)
        grid.setAlpha(40)
        painter.setFont(self.font())
        for value in range(int(low), int(high) + 1, step):
            y = y_of(value)
            painter.setPen(QPen(text if value == 0 else grid, 1.2 if value == 0 else 1))
            painter.drawLine(QPointF(area.left(), y), QPointF(area.right(), y))
            painter.setPen(text)
            label = str(value)
            painter.drawText(
                QPointF(
                    area.left() - 6 - metrics.horizontalAdvance(label), y + metrics.ascent() / 2.5
                ),
                label,
            )
        # Label as many series as fit without overlapping, always the first and the last.
        widest = max((metrics.horizontalAdvance(label) for label in self.labels), default=1) + 12
        every = max(1, math.ceil(count * widest / max(area.width(), 1)))
        painter.setPen(text)
        for i, label in enumerate(self.labels):
            if i % every and i != count - 1:
                continue
            width = metrics.horizontalAdvance(label)
            x = min(max(x_of(i) - width / 2, area.left() - left + 4), self.width() - width - 4)
            painter.drawText(QPointF(x, area.bottom() + metrics.ascent() + 12), label)

        legend_x = area.left()
        for n, (line, points) in enumerate(zip(self.lines, plotted, strict=True)):
            colour = QColor(COLOURS[n % len(COLOURS)])
            pen = QPen(colour, 2.2)
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            path = QPainterPath()
            for k, (x, value) in enumerate(points):
                at = QPointF(x_of(x), y_of(value))
                if k == 0:
                    path.moveTo(at)
                else:
                    path.lineTo(at)
            painter.drawPath(path)
            painter.setBrush(colour)
            for x, value in points:
                painter.drawEllipse(QPointF(x_of(x), y_of(value)), 3.2, 3.2)
            # Legend: a swatch and the name, left to right above the plot.
            painter.fillRect(QRectF(legend_x, 10, 14, metrics.height() - 4), colour)
            painter.setPen(text)
            painter.drawText(QPointF(legend_x + 18, 8 + metrics.ascent()), line.name)
            legend_x += 18 + metrics.horizontalAdvance(line.name) + 18
