"""Corner index letters of the cards per deck kind and language (what players there expect).

French-suited decks print the initials of the card names in the players' language:
German decks Bube, Dame, König, As (B D K A); English decks jack, queen, king, ace
(J Q K A). Spanish and Italian players of French-suited decks (poker and rummy packs
from Fournier, Heraclio Fournier, Modiano, Dal Negro) know them as J Q K A as well,
so those languages keep the international letters rather than Sota/Caballo/Rey or
Fante/Donna/Re initials, which belong to their own Latin-suited decks.

German-suited (Altenburg) decks always read U O K A: Unter, Ober, König and the Daus are
the names of those cards, also for players who speak another language.
"""

from __future__ import annotations

from skat_desktop.engine.cards import rank_of

LANGUAGES = ("en", "de", "es", "it")

_NUMBERS = ("7", "8", "9", "10")
_FRENCH_COURTS = {
    "de": ("B", "D", "K", "A"),
    "en": ("J", "Q", "K", "A"),
    "es": ("J", "Q", "K", "A"),
    "it": ("J", "Q", "K", "A"),
}
_GERMAN_COURTS = ("U", "O", "K", "A")


def rank_letters(deck_kind: str, language: str) -> tuple[str, ...]:
    """The eight index texts, seven to ace, for ``deck_kind`` ('french'/'german').

    An unknown language falls back to English; a region suffix ('de_AT') is ignored.
    """
    if deck_kind == "german":
        return _NUMBERS + _GERMAN_COURTS
    lang = language.replace("-", "_").split("_")[0].lower()
    return _NUMBERS + _FRENCH_COURTS.get(lang, _FRENCH_COURTS["en"])


def index_text(card: int, deck_kind: str, language: str) -> str:
    """The corner index of ``card``, e.g. 'B' for the jack in a German French-suited deck."""
    return rank_letters(deck_kind, language)[rank_of(card)]
