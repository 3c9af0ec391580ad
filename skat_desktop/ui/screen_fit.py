"""Sizes a window for the screen it opens on: its usual size, or as much as the screen holds."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

# Room for the title bar and borders, unknown before a window is first shown.
FRAME_ALLOWANCE = 40


def fit_to_screen(window: QWidget, width: int, height: int) -> None:
    """Give ``window`` ``width`` x ``height``, or the free area of its screen if that is
    smaller (a 1024 x 600 netbook), and centre it there when it had to shrink."""
    screen = window.screen()
    if screen is None:
        window.resize(width, height)
        return
    area = screen.availableGeometry()
    fitted_width = min(width, area.width())
    fitted_height = min(height, area.height() - FRAME_ALLOWANCE)
    window.resize(fitted_width, fitted_height)
    if (fitted_width, fitted_height) != (width, height):
        window.move(
            area.x() + (area.width() - window.width()) // 2,
            area.y() + (area.height() - window.height() - FRAME_ALLOWANCE) // 2,
        )
