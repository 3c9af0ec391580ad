"""The pieces every page of the panel is built from: numbered buttons and the page base."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QPushButton,
    QWidget,
)

from skat_desktop.engine.actions import (
    Action,
)
from skat_desktop.engine.rules import GameType

_GAMES = (
    GameType.DIAMONDS,
    GameType.HEARTS,
    GameType.SPADES,
    GameType.CLUBS,
    GameType.GRAND,
    GameType.NULL,
)


_FLAGS = ("schneider_announced", "schwarz_announced", "ouvert")


def _numbered(number: int, text: str) -> str:
    """A button's text after the number key that presses it (key 0 for the tenth)."""
    return str(number % 10) + "  " + text


def _button(name: str) -> QPushButton:
    button = QPushButton()
    button.setObjectName(name)
    button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # keys stay with the table view
    button.setMinimumHeight(30)
    return button


class _Page(QWidget):
    def __init__(self) -> None:
        super().__init__()
        self._hinted: QAbstractButton | None = None

    def buttons(self) -> list[QAbstractButton]:
        """The page's buttons in the order the number keys 1, 2, 3... press them."""
        return []

    def main_button(self) -> QAbstractButton | None:
        """The button Enter presses when no hint says otherwise (None: Enter does nothing)."""
        return None

    def default_button(self) -> QAbstractButton | None:
        """The hinted button if there is one, else the page's main button."""
        return self._hinted or self.main_button()

    def hint_button(self, action: Action) -> QAbstractButton | None:
        """The button that does ``action`` (and any choice it needs made on the page)."""
        del action
        return None

    def show_hint(self, action: Action) -> bool:
        """Make the button for ``action`` the default one (Enter presses it); False if none."""
        button = self.hint_button(action)
        if button is None:
            return False
        self._hinted = button
        self.mark_default()
        return True

    def clear_hint(self) -> None:
        if self._hinted is not None:
            self._hinted = None
            self.mark_default()

    def mark_default(self) -> None:
        """Draw the default button with the style's default frame, the others without."""
        default = self.default_button()
        for button in self.findChildren(QPushButton):
            button.setDefault(button is default)
