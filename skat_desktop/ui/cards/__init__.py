"""Card art: the project's French, tournament and German decks, system decks, and a cache.

Use :func:`shared_renderer` (or your own :class:`CardRenderer`) and connect to its
``changed`` signal to redraw when the user picks another deck or language.
"""

from skat_desktop.ui.cards.faces import ASPECT, card_height
from skat_desktop.ui.cards.indices import LANGUAGES, index_text, rank_letters
from skat_desktop.ui.cards.renderer import (
    BUILTIN_STYLES,
    CardRenderer,
    DeckStyle,
    shared_renderer,
)
from skat_desktop.ui.cards.system import ENV_VAR, SystemDeck, find_system_decks

__all__ = [
    "ASPECT",
    "BUILTIN_STYLES",
    "ENV_VAR",
    "LANGUAGES",
    "CardRenderer",
    "DeckStyle",
    "SystemDeck",
    "card_height",
    "find_system_decks",
    "index_text",
    "rank_letters",
    "shared_renderer",
]
