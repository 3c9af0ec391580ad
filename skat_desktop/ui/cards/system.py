"""Finds card decks installed on the system (KDE carddecks, aisleriot) and draws them.

Only Skat decks are offered: KDE's ``svg-xskat-german`` and ``svg-xskat-french``
(``<dir>/<name>/index.desktop`` with ``[KDE Backdeck] SVG=...``) and aisleriot's
``atlasnye_skat.svg(z)``. Element ids follow the KDE/GNOME card convention: a rank
(``1`` for the ace, ``7`` ... ``10``, ``jack``, ``queen``, ``king``) and a suit
(``club``, ``spade``, ``heart``, ``diamond``) joined by ``_`` in either order
(``1_club`` in KDE and older aisleriot, ``club_1`` in newer aisleriot), and ``back``.
Some decks ship no back; the project's own back is drawn for them.

The search directories come from the ``SKAT_CARD_DECK_DIRS`` environment variable
(``os.pathsep``-separated) when set, else the XDG data directories, so tests and
users can point the loader at other decks.
"""

from __future__ import annotations

import configparser
import os
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter
from PySide6.QtSvg import QSvgRenderer

from skat_desktop.engine.cards import ACE, JACK, KING, QUEEN, rank_of, suit_of

ENV_VAR = "SKAT_CARD_DECK_DIRS"

# (style id suffix, folder or file stem, display name, suit system)
KDE_DECKS = (
    ("svg-xskat-german", "XSkat German (KDE)", "german"),
    ("svg-xskat-french", "XSkat French (KDE)", "french"),
)
AISLERIOT_DECKS = (("atlasnye_skat", "Atlasnye Skat (aisleriot)", "french"),)

_SUIT_IDS = ("club", "spade", "heart", "diamond")
_BACK_IDS = ("back", "back_c1", "blue_back", "red_back", "green_back")


def _rank_ids(rank: int) -> tuple[str, ...]:
    if rank == ACE:
        return ("1", "ace")
    if rank == JACK:
        return ("jack",)
    if rank == QUEEN:
        return ("queen",)
    if rank == KING:
        return ("king",)
    return (str(rank + 7),)


def element_candidates(card: int) -> list[str]:
    """SVG element ids that may hold ``card`` in a KDE or aisleriot deck, most usual first."""
    suit = _SUIT_IDS[suit_of(card)]
    out: list[str] = []
    for r in _rank_ids(rank_of(card)):
        out += [f"{r}_{suit}", f"{suit}_{r}"]
    return out


def default_search_dirs() -> list[Path]:
    """Where installed decks live: ``$SKAT_CARD_DECK_DIRS`` or the XDG data directories."""
    env = os.environ.get(ENV_VAR)
    if env is not None:
        return [Path(p) for p in env.split(os.pathsep) if p]
    data_dirs = [os.environ.get("XDG_DATA_HOME", str(Path.home() / ".local" / "share"))]
    data_dirs += os.environ.get("XDG_DATA_DIRS", "/usr/local/share:/usr/share").split(":")
    out: list[Path] = []
    for d in data_dirs:
        if d:
            out += [Path(d) / "carddecks", Path(d) / "aisleriot" / "cards"]
    return out


@dataclass
class SystemDeck:
    """An installed SVG deck: where it is and which element draws each card."""

    style_id: str
    name: str
    kind: str
    path: Path
    elements: dict[int, str] = field(default_factory=dict)
    back: str | None = None
    _renderer: QSvgRenderer | None = field(default=None, repr=False)

    def renderer(self) -> QSvgRenderer:
        if self._renderer is None:
            self._renderer = QSvgRenderer(str(self.path))
        return self._renderer

    def aspect(self) -> float:
        """Height over width of the deck's cards, from the back or the first card."""
        element = self.back or self.elements[0]
        box = self.renderer().boundsOnElement(element)
        if box.width() <= 0:
            return 91.0 / 59.0
        return box.height() / box.width()

    def paint(self, painter: QPainter, card: int | None, width: float, height: float) -> bool:
        """Draw ``card`` (None: the back) into ``width`` x ``height``; False if it has none."""
        element = self.back if card is None else self.elements.get(card)
        if element is None:
            return False
        self.renderer().render(painter, element, QRectF(0, 0, width, height))
        return True


def _load(style_id: str, name: str, kind: str, path: Path) -> SystemDeck | None:
    """Check that ``path`` draws all 32 Skat cards; None if it is unreadable or incomplete."""
    renderer = QSvgRenderer(str(path))
    if not renderer.isValid():
        return None
    elements: dict[int, str] = {}
    for card in range(32):
        found = next((e for e in element_candidates(card) if renderer.elementExists(e)), None)
        if found is None:
            return None
        elements[card] = found
    back = next((e for e in _BACK_IDS if renderer.elementExists(e)), None)
    return SystemDeck(style_id, name, kind, path, elements, back, renderer)


def _kde_svg(folder: Path) -> Path | None:
    index = folder / "index.desktop"
    if not index.is_file():
        return None
    parser = configparser.ConfigParser(interpolation=None, strict=False)
    parser.optionxform = str  # type: ignore[assignment,method-assign]
    try:
        parser.read(index, encoding="utf-8")
        svg = parser.get("KDE Backdeck", "SVG")
    except (configparser.Error, UnicodeDecodeError):
        return None
    path = folder / svg
    return path if path.is_file() else None


def find_system_decks(search_dirs: Sequence[Path | str] | None = None) -> list[SystemDeck]:
    """The installed Skat decks found in ``search_dirs`` (default: :func:`default_search_dirs`).

    Each directory may hold KDE deck folders and aisleriot ``.svg``/``.svgz`` files; the
    first deck found under each id wins, so a user's own copy shadows the system one.
    """
    dirs = default_search_dirs() if search_dirs is None else [Path(d) for d in search_dirs]
    found: dict[str, SystemDeck] = {}
    for d in dirs:
        if not d.is_dir():
            continue
        for folder, name, kind in KDE_DECKS:
            style_id = f"kde:{folder}"
            svg = _kde_svg(d / folder)
            if style_id not in found and svg is not None:
                deck = _load(style_id, name, kind, svg)
                if deck is not None:
                    found[style_id] = deck
        for stem, name, kind in AISLERIOT_DECKS:
            style_id = f"aisleriot:{stem}"
            for suffix in (".svgz", ".svg"):
                path = d / f"{stem}{suffix}"
                if style_id not in found and path.is_file():
                    deck = _load(style_id, name, kind, path)
                    if deck is not None:
                        found[style_id] = deck
    return list(found.values())
