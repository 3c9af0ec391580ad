"""Problems with the user's files shown in the window until read, not only on stderr.

Each message is a sentence from storage naming the file, what was wrong and where the
damaged copy was kept. They gather in one non-modal box that stays until the user closes
it; the same sentence is not added twice, nor shown again once read.
"""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QMessageBox, QWidget


class FileNotices(QObject):
    """The window's box of file problems."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self.window = window
        self.messages: list[str] = []
        self.box: QMessageBox | None = None
        # Read and closed: the same sentence again (a full disk fails every save) is not
        # put in front of the game after each action.
        self.read: set[str] = set()

    def tell(self, text: str) -> None:
        if not text or text in self.messages or text in self.read:
            return
        self.messages.append(text)
        if self.box is None:
            box = QMessageBox(self.window)
            box.setIcon(QMessageBox.Icon.Warning)
            box.setWindowTitle(self.tr("Skat: your files"))
            box.setStandardButtons(QMessageBox.StandardButton.Ok)
            box.finished.connect(self._closed)
            self.box = box
        self.box.setText(self.tr("A problem with your saved files:"))
        self.box.setInformativeText("\n\n".join(self.messages))
        self.box.open()  # non-modal for the app: the game goes on behind it

    def _closed(self) -> None:
        self.read.update(self.messages)
        self.messages.clear()
        if self.box is not None:
            self.box.deleteLater()
        self.box = None


def notices_of(window: QWidget) -> FileNotices:
    """The window's notices (made on first use)."""
    found = window.findChild(FileNotices)
    return found if found is not None else FileNotices(window)
