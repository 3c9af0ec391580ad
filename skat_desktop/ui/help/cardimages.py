"""Card pictures for the help pages: an overridable provider with a plain drawn fallback."""

from __future__ import annotations

import weakref
from collections.abc import Callable

import shiboken6
from PySide6.QtCore import QObject, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPainter, QPen

CardImageProvider = Callable[[str, int], QImage]
CARD_SCHEME = "card"
# Card codes the pages may use: compact notation plus the back of the deck.
SUIT_LETTERS = "CSHD"
RANK_LETTERS = "789TJQKA"
_SUIT_SYMBOLS = {"C": "♣", "S": "♠", "H": "♥", "D": "♦"}
_RANK_TEXT = {"T": "10"}

_provider: CardImageProvider | None = None
_listeners: weakref.WeakSet[object] = weakref.WeakSet()


def is_card_code(code: str) -> bool:
    """True for `back` and for compact cards such as `CJ`, `ST`, `H7`."""
    if code == "back":
        return True
    return len(code) == 2 and code[0] in SUIT_LETTERS and code[1] in RANK_LETTERS


def fallback_card_image(code: str, height: int) -> QImage:
    """A white rounded card with its notation, for use until the deck art is available."""
    width = round(height * 0.7)
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    rect = QRectF(0.5, 0.5, width - 1.0, height - 1.0)
    radius = height * 0.08
    if code == "back":
        painter.setBrush(QColor("#2a4d8f"))
        painter.setPen(QPen(QColor("#10203f"), 1.0))
        painter.drawRoundedRect(rect, radius, radius)
    else:
        painter.setBrush(QColor("white"))
        painter.setPen(QPen(QColor("#555555"), 1.0))
        painter.drawRoundedRect(rect, radius, radius)
        red = code[:1] in ("H", "D")
        painter.setPen(QColor("#c0171d") if red else QColor("black"))
        font = QFont()
        font.setPixelSize(max(8, height // 4))
        font.setBold(True)
        painter.setFont(font)
        label = _RANK_TEXT.get(code[1:], code[1:]) + "\n" + _SUIT_SYMBOLS.get(code[:1], "?")
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, label)
    painter.end()
    return image


def card_image(code: str, height: int) -> QImage:
    """The picture of one card through the current provider, or the fallback drawing."""
    if _provider is not None:
        image = _provider(code, height)
        if not image.isNull():
            return image
    return fallback_card_image(code, height)


def set_card_image_provider(provider: CardImageProvider | None) -> None:
    """Draw help-page cards with `provider(code, height_px)`; None restores the fallback.

    Call it again when the user picks another deck style: open help windows redraw.
    """
    global _provider
    _provider = provider
    refresh_card_images()


def refresh_card_images() -> None:
    """Make every open help browser fetch its card pictures again."""
    for listener in list(_listeners):
        # A closed help window's browser can outlive its Qt object as a Python wrapper
        # until it is collected: it has nothing left to redraw.
        if isinstance(listener, QObject) and not shiboken6.isValid(listener):
            _listeners.discard(listener)
            continue
        reload = getattr(listener, "reload_card_images", None)
        if reload is not None:
            reload()


def register_listener(obj: object) -> None:
    _listeners.add(obj)
