"""A second start on the same data folder brings the running window to the front.

The running instance listens on a local socket named after its data folder; a second start
that finds the folder locked (``storage.instance``) connects, says ``raise`` and exits.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject
from PySide6.QtNetwork import QLocalServer, QLocalSocket

RAISE = b"raise\n"


def server_name(folder: Path) -> str:
    """The socket's name: one per data folder (and user), short enough for every system."""
    digest = hashlib.sha256(str(folder.resolve()).encode("utf-8")).hexdigest()[:16]
    return f"skat-desktop-{digest}"


class RaiseServer(QObject):
    """Listens for later starts and calls ``bring_to_front`` when one asks."""

    def __init__(self, folder: Path, bring_to_front: Callable[[], None]) -> None:
        super().__init__()
        self._bring = bring_to_front
        self.server = QLocalServer(self)
        name = server_name(folder)
        # We hold the folder's lock, so a socket left under this name is a dead one's.
        QLocalServer.removeServer(name)
        self.server.listen(name)
        self.server.newConnection.connect(self._connected)

    def _connected(self) -> None:
        while self.server.hasPendingConnections():
            socket = self.server.nextPendingConnection()
            socket.readyRead.connect(lambda s=socket: self._read(s))
            socket.disconnected.connect(socket.deleteLater)

    def _read(self, socket: QLocalSocket) -> None:
        if bytes(socket.readAll().data()).startswith(RAISE.strip()):
            self._bring()
        socket.disconnectFromServer()


def ask_running_instance(folder: Path, timeout_ms: int = 2000) -> bool:
    """Ask the instance holding ``folder`` to show its window; whether it answered."""
    socket = QLocalSocket()
    socket.connectToServer(server_name(folder))
    if not socket.waitForConnected(timeout_ms):
        return False
    socket.write(RAISE)
    ok = socket.waitForBytesWritten(timeout_ms)
    socket.disconnectFromServer()
    return bool(ok)


def bring_to_front(window: object) -> None:
    """Show a window that may be minimised or behind others, and give it the focus."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QWidget

    if not isinstance(window, QWidget):
        return
    state = window.windowState() & ~Qt.WindowState.WindowMinimized
    window.setWindowState(state | Qt.WindowState.WindowActive)
    window.show()
    window.raise_()
    window.activateWindow()
