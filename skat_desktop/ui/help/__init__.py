"""Rules help: the help window, its page structure and the card pictures in it."""

from skat_desktop.ui.help.cardimages import (
    CardImageProvider,
    fallback_card_image,
    refresh_card_images,
    set_card_image_provider,
)
from skat_desktop.ui.help.pages import PAGE_IDS, PAGES, PHASE_SECTIONS, section_for_phase
from skat_desktop.ui.help.window import HelpBrowser, HelpWindow, help_window, show_help

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
