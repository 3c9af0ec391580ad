"""Card pictures for the table: the deck renderer's pixmaps, cached per card, size and dpr."""

from __future__ import annotations

import importlib
from typing import Any

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen, QPixmap

from skat_desktop.engine.cards import RANK_LETTERS, Card, rank_of, suit_of

# Height over width of a Skat card (59 x 91 mm).
CARD_ASPECT = 910.0 / 590.0
_SYMBOLS = "♣♠♥♦"
_RED = (False, False, True, True)


def _renderer_module() -> Any | None:
    # The card-art developer's renderer; the table draws plain placeholders until it lands.
    try:
        return importlib.import_module("skat_desktop.ui.cards.renderer")
    except ImportError:
        return None


class CardPixmaps:
    """Draws each card once per (deck, size, dpr) and hands out the cached pixmap."""

    def __init__(self, deck: str = "french", language: str = "en") -> None:
        self.deck = deck
        self.language = language
        self._cache: dict[tuple[Any, ...], QPixmap] = {}
        self._renderer: Any | None = None
        module = _renderer_module()
        if module is not None:
            self._renderer = _make_renderer(module)

    def set_deck(self, deck: str) -> None:
        self.deck = deck
        self._cache.clear()

    def set_language(self, language: str) -> None:
        # Index letters depend on the language (B D K A in German).
        self.language = language
        self._cache.clear()

    def pixmap(self, card: Card | None, width: float, dpr: float) -> QPixmap:
        """The card (None: its back) ``width`` logical pixels wide, sharp at ``dpr``."""
        w_px = max(8, round(width * dpr))
        key = (self.deck, self.language, card, w_px)
        found = self._cache.get(key)
        if found is None:
            found = self._render(card, w_px)
            found.setDevicePixelRatio(dpr)
            if len(self._cache) > 600:
                self._cache.clear()
            self._cache[key] = found
        return found

    def _render(self, card: Card | None, w_px: int) -> QPixmap:
        if self._renderer is not None:
            try:
                result = self._renderer(card, w_px, self.deck, self.language)
                if isinstance(result, QPixmap) and not result.isNull():
                    return result
            except Exception:  # a broken deck must not break the table
                pass
        return placeholder(card, w_px)


def _make_renderer(module: Any) -> Any | None:
    """Adapt the renderer module's API to ``f(card, width_px, deck, language) -> QPixmap``."""
    fn = getattr(module, "card_pixmap", None)
    if callable(fn):
        return lambda card, w, deck, lang: fn(card, w, deck=deck, language=lang)
    return None


def placeholder(card: Card | None, w_px: int) -> QPixmap:
    """A plain card: white with index and suit symbol, or a blue back."""
    h_px = round(w_px * CARD_ASPECT)
    pix = QPixmap(w_px, h_px)
    pix.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pix)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    rect = QRectF(0.5, 0.5, w_px - 1, h_px - 1)
    path = QPainterPath()
    path.addRoundedRect(rect, w_px * 0.07, w_px * 0.07)
    if card is None:
        painter.fillPath(path, QColor("#1f4e9c"))
        painter.setPen(QPen(QColor("#f4f4f4"), max(1.0, w_px * 0.03)))
        inner = rect.adjusted(w_px * 0.08, w_px * 0.08, -w_px * 0.08, -w_px * 0.08)
        painter.drawRoundedRect(inner, w_px * 0.05, w_px * 0.05)
        painter.setPen(QPen(QColor("#5b82c8"), max(1.0, w_px * 0.02)))
        step = max(4.0, w_px * 0.12)
        x = inner.left() - inner.height()
        painter.setClipRect(inner)
        while x < inner.right():
            painter.drawLine(int(x), int(inner.bottom()), int(x + inner.height()), int(inner.top()))
            x += step
        painter.end()
        return pix
    painter.fillPath(path, QColor("#fdfcf6"))
    painter.setPen(QPen(QColor("#8c8c8c"), max(1.0, w_px * 0.01)))
    painter.drawPath(path)
    colour = QColor("#c62828") if _RED[suit_of(card)] else QColor("#1d1d1f")
    painter.setPen(colour)
    rank = RANK_LETTERS[rank_of(card)].replace("T", "10")
    font = QFont()
    font.setBold(True)
    font.setPixelSize(max(6, round(w_px * 0.26)))
    painter.setFont(font)
    corner = QRectF(w_px * 0.05, w_px * 0.03, w_px * 0.4, w_px * 0.3)
    painter.drawText(corner, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, rank)
    font.setPixelSize(max(6, round(w_px * 0.24)))
    painter.setFont(font)
    below = QRectF(w_px * 0.05, w_px * 0.3, w_px * 0.4, w_px * 0.3)
    painter.drawText(
        below, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, _SYMBOLS[suit_of(card)]
    )
    font.setPixelSize(max(8, round(w_px * 0.55)))
    painter.setFont(font)
    painter.drawText(
        QRectF(0, h_px * 0.25, w_px, h_px * 0.65),
        Qt.AlignmentFlag.AlignCenter,
        _SYMBOLS[suit_of(card)],
    )
    painter.end()
    return pix
