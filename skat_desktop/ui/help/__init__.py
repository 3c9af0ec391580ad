"""Rules help: the help window, its page structure and the card pictures in it.

The names load lazily, so ``from skat_desktop.ui.help import cardimages`` (the card table
does it at start-up) does not import the help window and its pages before F1 is pressed.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from skat_desktop.ui.help.cardimages import (
        CardImageProvider,
        fallback_card_image,
        refresh_card_images,
        set_card_image_provider,
    )
    from skat_desktop.ui.help.pages import PAGE_IDS, PAGES, PHASE_SECTIONS, section_for_phase
    from skat_desktop.ui.help.window import HelpBrowser, HelpWindow, help_window, show_help

_LAZY = {
    "CardImageProvider": "cardimages",
    "fallback_card_image": "cardimages",
    "refresh_card_images": "cardimages",
    "set_card_image_provider": "cardimages",
    "PAGE_IDS": "pages",
    "PAGES": "pages",
    "PHASE_SECTIONS": "pages",
    "section_for_phase": "pages",
    "HelpBrowser": "window",
    "HelpWindow": "window",
    "help_window": "window",
    "show_help": "window",
}


def __getattr__(name: str) -> Any:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{module}"), name)
    globals()[name] = value
    return value


__all__ = [
    "PAGES",
    "PAGE_IDS",
    "PHASE_SECTIONS",
    "CardImageProvider",
    "HelpBrowser",
    "HelpWindow",
    "fallback_card_image",
    "help_window",
    "refresh_card_images",
    "section_for_phase",
    "set_card_image_provider",
    "show_help",
]
