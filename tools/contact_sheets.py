"""Regenerates the contact sheets in docs/decks/: every card and the back of each deck style.

Run offscreen: ``QT_QPA_PLATFORM=offscreen python tools/contact_sheets.py [OUT_DIR]``.
Each style gets a small sheet (48 px cards, the smallest the table uses), a large one
(200 px) and a 48 px sheet at device pixel ratio 2; ``indices.png`` shows the court
and ace indices of the French-suited deck in every language.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Run from a checkout without installing: the package sits next to tools/.
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QFont, QGuiApplication, QImage, QPainter

from skat_desktop.engine.cards import ACE, JACK, KING, QUEEN, SUITS, card
from skat_desktop.ui.cards import LANGUAGES, CardRenderer

FELT = QColor("#2e6b45")
SIZES = (("small", 48, 1.0), ("small@2x", 48, 2.0), ("large", 200, 1.0))


def sheet(renderer: CardRenderer, width: int, dpr: float) -> QImage:
    """All 32 cards in suit rows, seven to ace, and the back at the end of the first row."""
    height = renderer.height_for_width(width)
    gap = max(4, width // 12)
    cols, rows = 9, 4
    img = QImage(
        round((gap + cols * (width + gap)) * dpr),
        round((gap + rows * (height + gap)) * dpr),
        QImage.Format.Format_ARGB32_Premultiplied,
    )
    img.setDevicePixelRatio(dpr)
    img.fill(FELT)
    painter = QPainter(img)
    for row, suit in enumerate(SUITS):
        for col in range(8):
            pix = renderer.pixmap(card(suit, col), width, dpr)
            painter.drawPixmap(QPointF(gap + col * (width + gap), gap + row * (height + gap)), pix)
    painter.drawPixmap(QPointF(gap + 8 * (width + gap), gap), renderer.pixmap(None, width, dpr))
    painter.end()
    return img


def index_sheet(renderer: CardRenderer, width: int = 90) -> QImage:
    """Jack, queen, king and ace of clubs in each language, one language per row."""
    height = renderer.height_for_width(width)
    gap, label = 8, 40
    img = QImage(
        label + gap + 4 * (width + gap),
        gap + len(LANGUAGES) * (height + gap),
        QImage.Format.Format_RGB32,
    )
    img.fill(FELT)
    painter = QPainter(img)
    font = QFont()
    font.setPixelSize(16)
    font.setBold(True)
    painter.setFont(font)
    painter.setPen(Qt.GlobalColor.white)
    for row, lang in enumerate(LANGUAGES):
        renderer.set_language(lang)
        y = gap + row * (height + gap)
        painter.drawText(QPointF(6, y + height / 2), lang)
        for col, rank in enumerate((JACK, QUEEN, KING, ACE)):
            pix = renderer.pixmap(card(SUITS[2], rank), width)
            painter.drawPixmap(QPointF(label + gap + col * (width + gap), y), pix)
    painter.end()
    return img


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    out = Path(args[0]) if args else Path(__file__).resolve().parent.parent / "docs" / "decks"
    out.mkdir(parents=True, exist_ok=True)
    _app = QGuiApplication.instance() or QGuiApplication([])
    # Only the project's own decks: system decks are not ours to publish.
    renderer = CardRenderer(search_dirs=[], language="de")
    for style in renderer.styles():
        renderer.set_style(style.id)
        for name, width, dpr in SIZES:
            path = out / f"{style.id}-{name}.png"
            sheet(renderer, width, dpr).save(str(path))
            print(path)
    renderer.set_style("french")
    index_sheet(renderer).save(str(out / "indices.png"))
    print(out / "indices.png")
    return 0


if __name__ == "__main__":
    sys.exit(main())
