"""The main window's learning paths: the hint's "why", the review of this series, practice deals.

Kept apart from ``main_window`` (which only calls in here) so that the window stays the
size it is; imported on first use.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from skat_desktop.controller.learning import PracticeRequest

from .terms import shown_name
from .why import reason_sentences


def _tr(text: str) -> str:
    return QCoreApplication.translate("Learning", text)


def hint_reason_text(window: Any) -> str:
    """ " Why: ..." for the hint just shown, from the human's view only ("" if none)."""
    reason = getattr(window.controller, "last_hint_reason", None)
    snap = window.snapshot
    if reason is None or snap is None:
        return ""

    def name_of(seat: int) -> str:
        player = snap.seating[seat]
        return shown_name(snap.names[player]) if 0 <= player < len(snap.names) else ""

    words = reason_sentences(reason, name_of)
    return " " + words if words else ""


def review_of_series(window: Any) -> QWidget:
    """A review window of the series being played, wired to play any deal again."""
    from .review.sources import deals_from_series
    from .review.window import ReviewWindow

    controller = window.controller
    series = controller.series
    snap = window.snapshot
    names = list(snap.names) if snap is not None and snap.names else []
    while len(names) < series.players:
        names.append(
            QCoreApplication.translate("ReviewWindow", "Player {number}").format(
                number=len(names) + 1
            )
        )
    review = ReviewWindow(
        deals_from_series(series, names),
        title=_tr("this series"),
        players=names,
        parent=window,
    )
    review.play_requested.connect(window.play_practice)
    review.select_deal(len(review.deals) - 1)  # the deal just played, not the first one
    return review


def start_practice(window: Any, request: object) -> bool:
    """Start ``request`` as a practice deal at the main window's table; False (and a
    message in the window) when the table is busy or the moment cannot be played on."""
    if not isinstance(request, PracticeRequest):
        return False
    try:
        deal = request.deal()
    except ValueError as error:
        window.show_status(_tr("This moment cannot be played on: {error}").format(error=error))
        return False
    if not window.controller.play_practice(deal, request.seating, request.dealer):
        return False
    window.raise_()
    window.activateWindow()
    return True


__all__ = ["hint_reason_text", "review_of_series", "start_practice"]
