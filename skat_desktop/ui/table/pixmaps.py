"""Card pictures for the table and the help pages, drawn by the shared deck renderer."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QImage, QPixmap

from skat_desktop.engine.cards import Card, parse_card

from .. import i18n
from ..cards import CardRenderer, DeckStyle, shared_renderer

# Height over width of the project's decks (59 x 91 mm); system decks may differ.
CARD_ASPECT = 910.0 / 590.0


class CardPixmaps(QObject):
    """The table's window onto the renderer: the chosen deck, its language and its pictures.

    ``changed`` fires when the deck or the index language changed; every card shown must
    then fetch its picture again (the scene does that for all its items at once).
    """

    changed = Signal()

    def __init__(
        self,
        deck: str | None = None,
        language: str | None = None,
        *,
        renderer: CardRenderer | None = None,
    ) -> None:
        super().__init__()
        self.renderer = renderer if renderer is not None else shared_renderer()
        if deck is not None:
            self.set_deck(deck)
        if language is not None:
            self.renderer.set_language(language)
        self.renderer.changed.connect(self.changed)

    @property
    def deck(self) -> str:
        return self.renderer.style()

    @property
    def language(self) -> str:
        return self.renderer.language()

    def styles(self) -> list[DeckStyle]:
        return self.renderer.styles()

    def set_deck(self, deck: str) -> bool:
        """Switch to ``deck``; False (and no change) when no such deck is installed."""
        if deck not in {s.id for s in self.renderer.styles()}:
            return False
        self.renderer.set_style(deck)
        return True

    def set_language(self, language: str) -> None:
        self.renderer.set_language(language)

    def aspect(self) -> float:
        return self.renderer.aspect()

    def height_for_width(self, width: int) -> int:
        return self.renderer.height_for_width(width)

    def pixmap(self, card: Card | None, width: float, dpr: float) -> QPixmap:
        """The card (None: its back) ``width`` logical pixels wide, sharp at ``dpr``."""
        return self.renderer.pixmap(card, max(1, round(width)), round(dpr, 3))


def help_card_image(code: str, height: int) -> QImage:
    """A help page's card (``CJ``, ``back``) ``height`` pixels high, from the chosen deck."""
    renderer = shared_renderer()
    card = None if code == "back" else parse_card(code)
    width = max(1, round(height / renderer.aspect()))
    return renderer.image(card, width, 1.0)


_installed = False


def install_card_art() -> None:
    """Once per process: the deck's index letters follow the app language, and the help
    pages draw their cards with the chosen deck and redraw when it changes."""
    global _installed
    from ..help import cardimages

    renderer = shared_renderer()
    renderer.set_language(i18n.current_language())
    cardimages.set_card_image_provider(help_card_image)
    if _installed:
        return
    _installed = True
    i18n.on_language_changed(renderer.set_language)
    renderer.changed.connect(cardimages.refresh_card_images)
