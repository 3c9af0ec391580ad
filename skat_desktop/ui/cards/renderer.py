"""Card pictures on demand: the deck styles, the chosen style and language, and a pixmap cache."""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal
from PySide6.QtGui import QColor, QImage, QPainter, QPixmap

from skat_desktop.qtguard import ensure_refcount_headroom
from skat_desktop.ui.cards.faces import ASPECT, DeckArt, paint_card
from skat_desktop.ui.cards.indices import LANGUAGES
from skat_desktop.ui.cards.system import SystemDeck, find_system_decks


def _noop(context: str, text: str) -> str:
    """Marks ``text`` for lupdate (the QT_TRANSLATE_NOOP idiom) and returns it unchanged."""
    return text


@dataclass(frozen=True)
class DeckStyle:
    """A deck the user can choose: a stable id for settings and a name for menus."""

    id: str
    name: str  # English; show display_name() in the UI
    kind: str  # 'french' or 'german' suits
    system: bool = False  # installed on the system rather than drawn by the project

    def display_name(self) -> str:
        if self.system:
            return self.name
        return QCoreApplication.translate("CardStyles", self.name)


BUILTIN_STYLES: tuple[DeckStyle, ...] = (
    DeckStyle("french", _noop("CardStyles", "French (two colours)"), "french"),
    DeckStyle("tournament", _noop("CardStyles", "French tournament (four colours)"), "french"),
    DeckStyle("german", _noop("CardStyles", "German (Altenburg)"), "german"),
)

_ART: dict[str, DeckArt] = {
    "french": DeckArt("french", "french", QColor("#1d3f7a"), QColor("#5277b8")),
    "tournament": DeckArt("french", "tournament", QColor("#1e6b3a"), QColor("#54a06d")),
    "german": DeckArt("german", "german", QColor("#8c1c24"), QColor("#c25a62")),
}

DEFAULT_STYLE = "french"
DEFAULT_LANGUAGE = "en"
CACHE_SIZE = 800  # pixmaps: several sizes of a few decks, a few megabytes at most

CacheKey = tuple[str, str, int, int, float]


class CardRenderer(QObject):
    """Draws cards of the chosen deck style and language, each size once.

    ``changed`` fires after the style or the language changed: every card shown must
    then be fetched again with :meth:`pixmap` (the cache already holds the new art's
    keys apart, so the old pixmaps simply stop being asked for).

    >>> r = CardRenderer()                                   # doctest: +SKIP
    >>> r.changed.connect(table.redraw_cards)                # doctest: +SKIP
    >>> item.setPixmap(r.pixmap(card, 80, view.devicePixelRatioF()))  # doctest: +SKIP
    """

    changed = Signal()
    styleChanged = Signal(str)
    languageChanged = Signal(str)

    def __init__(
        self,
        parent: QObject | None = None,
        *,
        style: str = DEFAULT_STYLE,
        language: str = DEFAULT_LANGUAGE,
        search_dirs: Sequence[Path | str] | None = None,
    ) -> None:
        super().__init__(parent)
        ensure_refcount_headroom()
        self._search_dirs = search_dirs
        self._system: dict[str, SystemDeck] | None = None
        self._style = DEFAULT_STYLE
        self._language = DEFAULT_LANGUAGE
        self._pixmaps: OrderedDict[CacheKey, QPixmap] = OrderedDict()
        self._images: OrderedDict[CacheKey, QImage] = OrderedDict()
        # A style saved in the settings may name a system deck uninstalled since.
        if style in _ART or style in self._system_decks():
            self._set_style(style)
        self._set_language(language)

    # ------------------------------------------------------------------ styles

    def _system_decks(self) -> dict[str, SystemDeck]:
        if self._system is None:
            self._system = {d.style_id: d for d in find_system_decks(self._search_dirs)}
        return self._system

    def styles(self) -> list[DeckStyle]:
        """The project's three decks, then any Skat decks installed on the system."""
        extra = [DeckStyle(d.style_id, d.name, d.kind, True) for d in self._system_decks().values()]
        return [*BUILTIN_STYLES, *extra]

    def style(self) -> str:
        return self._style

    def style_info(self) -> DeckStyle:
        return next(s for s in self.styles() if s.id == self._style)

    def language(self) -> str:
        return self._language

    def _set_style(self, style_id: str) -> bool:
        if style_id not in _ART and style_id not in self._system_decks():
            raise ValueError(
                f"unknown card style {style_id!r}; choose one of "
                + ", ".join(s.id for s in self.styles())
            )
        if style_id == self._style:
            return False
        self._style = style_id
        return True

    def _set_language(self, code: str) -> bool:
        lang = code.replace("-", "_").split("_")[0].lower() or DEFAULT_LANGUAGE
        if lang not in LANGUAGES:
            lang = DEFAULT_LANGUAGE
        if lang == self._language:
            return False
        self._language = lang
        return True

    def set_style(self, style_id: str) -> None:
        """Switch the deck; listeners of ``changed`` redraw at once (mid-deal too)."""
        if self._set_style(style_id):
            self.styleChanged.emit(style_id)
            self.changed.emit()

    def set_language(self, code: str) -> None:
        """Use the index letters of language ``code`` ('en', 'de', 'es', 'it'; else English)."""
        if self._set_language(code):
            self.languageChanged.emit(self._language)
            self.changed.emit()

    # ------------------------------------------------------------------ geometry

    def aspect(self) -> float:
        """Height over width of a card of the current style (91/59 for the project's decks)."""
        deck = self._system_decks().get(self._style)
        return deck.aspect() if deck is not None else ASPECT

    def height_for_width(self, width: int) -> int:
        return round(width * self.aspect())

    # ------------------------------------------------------------------ pictures

    def _key(self, card: int | None, width: int, dpr: float) -> CacheKey:
        if card is not None and not 0 <= card < 32:
            raise ValueError(f"not a card: {card!r} (expected 0..31 or None for the back)")
        if width < 1:
            raise ValueError(f"card width must be positive, not {width}")
        return (self._style, self._language, -1 if card is None else card, width, round(dpr, 3))

    def image(self, card: int | None, width: int, dpr: float = 1.0) -> QImage:
        """``card`` (None: the back) as an image ``width`` logical pixels wide."""
        key = self._key(card, width, dpr)
        cached = self._images.get(key)
        if cached is not None:
            self._images.move_to_end(key)
            return cached
        img = self._render(card, width, dpr)
        self._images[key] = img
        if len(self._images) > CACHE_SIZE:
            self._images.popitem(last=False)
        return img

    def pixmap(self, card: int | None, width: int, dpr: float = 1.0) -> QPixmap:
        """``card`` (None: the back) ``width`` logical pixels wide at device pixel ratio ``dpr``.

        The same QPixmap object comes back for the same style, language, card, width and
        ratio until it falls out of the cache.
        """
        key = self._key(card, width, dpr)
        cached = self._pixmaps.get(key)
        if cached is not None:
            self._pixmaps.move_to_end(key)
            return cached
        pix = QPixmap.fromImage(self._render(card, width, dpr))
        self._pixmaps[key] = pix
        if len(self._pixmaps) > CACHE_SIZE:
            self._pixmaps.popitem(last=False)
        return pix

    def clear_cache(self) -> None:
        self._pixmaps.clear()
        self._images.clear()

    def _render(self, card: int | None, width: int, dpr: float) -> QImage:
        ensure_refcount_headroom()
        height = self.height_for_width(width)
        img = QImage(
            max(1, round(width * dpr)),
            max(1, round(height * dpr)),
            QImage.Format.Format_ARGB32_Premultiplied,
        )
        img.setDevicePixelRatio(dpr)
        img.fill(Qt.GlobalColor.transparent)
        painter = QPainter(img)
        try:
            deck = self._system_decks().get(self._style)
            if deck is None:
                paint_card(painter, _ART[self._style], card, self._language, float(width))
            else:
                painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
                if not deck.paint(painter, card, float(width), float(height)):
                    # A system deck without a back gets the project's back of its suit system.
                    art = _ART["german" if deck.kind == "german" else "french"]
                    painter.scale(1.0, height / (width * ASPECT))
                    paint_card(painter, art, card, self._language, float(width))
        finally:
            painter.end()
        return img


_shared: CardRenderer | None = None


def shared_renderer() -> CardRenderer:
    """The application's one renderer, so the table, settings and help share the style."""
    global _shared
    if _shared is None:
        _shared = CardRenderer(QCoreApplication.instance())
    return _shared
