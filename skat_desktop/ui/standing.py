"""The final standing of a series: the ranking and the Seeger-Fabian table, in a dialog."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint, Qt
from PySide6.QtGui import QFont, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QStyle,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from skat_desktop.controller.snapshot import TableSnapshot

# The Seeger-Fabian table's columns (engine.series.seeger_fabian_table keys) after rank
# and player.
_COLUMNS = ("won", "lost", "points", "won_bonus", "lost_malus", "others_lost_bonus", "total")


# Room left between the dialog's lower edge and the action panel under the table.
_GAP = 8


class StandingDialog(QDialog):
    """Ranks the players by the chosen list and shows each one's games, points and bonuses.

    Given the table's action panel (``above``) it sits just above it, clear of the table's
    centre; fed the table's snapshots (``follow``) it closes once the table moves on.
    """

    def __init__(self, parent: QWidget | None = None, *, above: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("standingDialog")
        self.setModal(False)
        self.above = above
        layout = QVBoxLayout(self)
        self.heading = QLabel()
        self.heading.setObjectName("standingHeading")
        self.heading.setWordWrap(True)
        font = self.heading.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.2)
        self.heading.setFont(font)
        self.table = QTableWidget()
        self.table.setObjectName("standingTable")
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        # A table to read, not to edit: no current cell with its focus frame.
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.table.verticalHeader().setVisible(False)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.note = QLabel()
        self.note.setWordWrap(True)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.heading)
        layout.addWidget(self.table)
        layout.addWidget(self.note)
        from .duplicate_view import DuplicateView

        self.duplicate = DuplicateView()  # a duplicate series: the same cards compared
        self.duplicate.setVisible(False)
        layout.addWidget(self.duplicate)
        layout.addWidget(self.buttons)
        self._snap: TableSnapshot | None = None
        self._list = "seeger-fabian"
        self.resize(760, 240)
        self.retranslate()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not event.spontaneous():  # shown by the window, not brought back by the user
            self.place()

    def follow(self, snap: TableSnapshot) -> None:
        """Close once the table has left the finished series (a new series, Undo)."""
        if snap.state != "series_over" and self.isVisible():
            self.close()

    def place(self) -> None:
        """Put the dialog right above the action panel, centred over it.

        Qt centres a dialog on its parent, which covers the middle of the table: the last
        deal's skat and the cards put away. Below them, above the panel, only the human's
        name plate lies under the dialog; the panel with New series stays clear.
        """
        panel = self.above
        if panel is None or not panel.isVisible():
            return
        top_left = panel.mapToGlobal(QPoint(0, 0))
        chrome = self.frameGeometry().height() - self.height()
        if chrome <= 0:
            # Before its first showing the window manager's frame is not known yet: allow
            # for a title bar, so that the frame does not reach down over the panel.
            chrome = self.style().pixelMetric(QStyle.PixelMetric.PM_TitleBarHeight, None, self)
        width = self.frameGeometry().width()
        x = top_left.x() + (panel.width() - width) // 2
        y = top_left.y() - _GAP - chrome - self.height()
        screen = self.screen().availableGeometry()
        x = max(screen.left(), min(x, screen.right() + 1 - width))
        y = max(screen.top(), y)
        self.move(x, y)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Final standing"))
        self.table.setAccessibleName(self.tr("Final standing"))
        if self._snap is not None:
            self.show_snapshot(self._snap, self._list)

    def ranking(self) -> tuple[tuple[int, int, int], ...]:
        """(rank, player, total) best first, by the list chosen."""
        snap = self._snap
        if snap is None:
            return ()
        if self._list == "plain":
            return snap.standing_plain
        return snap.standing_seeger_fabian

    def show_snapshot(self, snap: TableSnapshot, list_name: str = "seeger-fabian") -> None:
        self._snap = snap
        self._list = "plain" if list_name == "plain" else "seeger-fabian"
        deals = len(snap.sheet)
        ranking = self.ranking()
        # Equal totals share a rank: every player ranked first is named, not just the
        # first row.
        first = ranking[0][0] if ranking else 0
        winners = [snap.names[player] for rank, player, _ in ranking if rank == first]
        if len(winners) == 1:
            self.heading.setText(
                self.tr("The series of %1 deals is over. First place: %2.")
                .replace("%1", str(deals))
                .replace("%2", winners[0])
            )
        elif winners:
            self.heading.setText(
                self.tr("The series of %1 deals is over. First place shared by %2.")
                .replace("%1", str(deals))
                .replace("%2", self.name_list(winners))
            )
        if self._list == "plain":
            self.note.setText(self.tr("Ranked by the plain list (the declarers' scores)."))
        else:
            self.note.setText(
                self.tr(
                    "Ranked by the Seeger-Fabian list: points, +50 for each game won, "
                    "-50 for each game lost, and 40 (30 at four) for each game another "
                    "player lost."
                )
            )
            if snap.players == 5:
                self.note.setText(
                    self.note.text()
                    + " "
                    + self.tr("At five, each of the other four players gets 20.")
                )
        headers = [
            self.tr("Rank"),
            self.tr("Player"),
            self.tr("Won"),
            self.tr("Lost"),
            self.tr("Points"),
            self.tr("Won ×50"),
            self.tr("Lost ×50"),
            self.tr("Others lost (bonus)"),
            self.tr("Seeger-Fabian"),
        ]
        table = {row["player"]: row for row in snap.seeger_fabian_table}
        self.table.clear()
        self.table.setColumnCount(len(headers))
        self.table.setHorizontalHeaderLabels(headers)
        self.table.setRowCount(len(ranking))
        bold = QFont(self.table.font())
        bold.setBold(True)
        for r, (rank, player, total) in enumerate(ranking):
            row = table.get(player, {})
            cells = [str(rank) + ".", snap.names[player]]
            cells += [str(row.get(key, 0)) for key in _COLUMNS]
            del total  # the ranked list's total is one of the columns
            ranked = 4 if self._list == "plain" else len(cells) - 1
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if c != 1:
                    item.setTextAlignment(
                        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                    )
                if c == ranked or rank == first:
                    item.setFont(bold)
                self.table.setItem(r, c, item)
        self.table.resizeColumnsToContents()
        # Room for every column and row, so nothing scrolls in a table of three or four.
        frame = 2 * self.table.frameWidth() + 4
        width = self.table.horizontalHeader().length() + frame
        height = self.table.verticalHeader().length() + self.table.horizontalHeader().height()
        self.table.setMinimumSize(width, height + frame)
        self.table.setMaximumHeight(height + frame)
        self.heading.setMaximumWidth(width)
        self.note.setMaximumWidth(width)
        duplicate = snap.duplicate_standing
        self.duplicate.setVisible(duplicate is not None)
        if duplicate is not None:
            self.duplicate.show_standing(duplicate, snap.names, snap.human)
            width = max(width, self.duplicate.table.minimumWidth())
            self.duplicate.summary.setMaximumWidth(width)
        self.resize(width + 24, self.sizeHint().height())

    def name_list(self, names: list[str]) -> str:
        """The names as a list in the language: Ben and Clara; Ben, Clara and Dora."""
        text = names[-1]
        for i in range(len(names) - 2, -1, -1):
            pair = self.tr("%1 and %2") if i == len(names) - 2 else self.tr("%1, %2")
            text = pair.replace("%1", names[i]).replace("%2", text)
        return text

    def cell(self, row: int, column: int) -> str:
        item = self.table.item(row, column)
        return item.text() if item is not None else ""
