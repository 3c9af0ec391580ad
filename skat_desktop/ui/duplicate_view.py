"""The duplicate standing: each hand of a duplicate series, what each player made of it,
and the human's result split into luck and skill (engine.duplicate)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

# Rows shown before the table scrolls (a long series has three hands a round).
_VISIBLE_ROWS = 8


def signed(value: float) -> str:
    """+12, -3.5, 0: whole numbers without decimals."""
    if not value:
        return "0"
    text = f"{value:+.1f}"
    return text[:-2] if text.endswith(".0") else text


class DuplicateView(QWidget):
    """Hand by hand: every player's entry holding it, the human's against the others' mean."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("duplicateView")
        self.heading = QLabel()
        font = self.heading.font()
        font.setBold(True)
        self.heading.setFont(font)
        self.table = QTableWidget()
        self.table.setObjectName("duplicateTable")
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.table.verticalHeader().setVisible(False)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        # The dialog may be wider than the columns (its own table above): no empty strip.
        self.table.horizontalHeader().setStretchLastSection(True)
        self.summary = QLabel()
        self.summary.setObjectName("duplicateSummary")
        self.summary.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.heading)
        layout.addWidget(self.table)
        layout.addWidget(self.summary)
        self._shown: tuple[Any, tuple[str, ...], int] | None = None

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and self._shown is not None:
            self.show_standing(*self._shown)
        super().changeEvent(event)

    def show_standing(self, standing: Any, names: tuple[str, ...], human: int = 0) -> None:
        """Fill from an ``engine.duplicate.DuplicateStanding``."""
        from .terms import terms

        self._shown = (standing, names, human)
        t = terms()
        players = standing.players
        self.heading.setText(self.tr("On the same cards (duplicate)"))
        headers = [self.tr("Round"), self.tr("Position")]
        headers += [names[p] for p in range(players)]
        headers.append(self.tr("%1 against the others").replace("%1", names[human]))
        self.table.clear()
        self.table.setColumnCount(len(headers))
        self.table.setHorizontalHeaderLabels(headers)
        hands = standing.hands
        self.table.setRowCount(len(hands) + 1)
        right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        for r, hand in enumerate(hands):
            cells = [str(hand.round), t.position(hand.position)]
            cells += [str(hand.entries.get(p, "")) for p in range(players)]
            cells.append(signed(hand.entries.get(human, 0) - hand.par(human)))
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if c != 1:
                    item.setTextAlignment(right)
                self.table.setItem(r, c, item)
        bold = QFont(self.table.font())
        bold.setBold(True)
        total_row = [self.tr("Total"), ""]
        total_row += [str(standing.totals[p]) for p in range(players)]
        total_row.append(signed(standing.skill(human)))
        for c, text in enumerate(total_row):
            item = QTableWidgetItem(text)
            item.setFont(bold)
            if c != 1:
                item.setTextAlignment(right)
            self.table.setItem(len(hands), c, item)
        self.table.resizeColumnsToContents()
        frame = 2 * self.table.frameWidth() + 4
        header = self.table.horizontalHeader()
        # The columns' own widths (the stretched last column would feed back its width).
        width = frame + sum(
            max(header.sectionSizeHint(c), self.table.sizeHintForColumn(c))
            for c in range(self.table.columnCount())
        )
        row_height = self.table.verticalHeader().defaultSectionSize()
        rows = min(len(hands) + 1, _VISIBLE_ROWS)
        height = self.table.horizontalHeader().height() + rows * row_height + frame
        if len(hands) + 1 > _VISIBLE_ROWS:  # room for the scroll bar the rows then need
            width += self.table.verticalScrollBar().sizeHint().width()
        self.table.setMinimumSize(width, height)
        self.table.setMaximumHeight(height)
        luck, skill = standing.luck(human), standing.skill(human)
        text = (
            self.tr(
                "Your hands brought you %2 (%3 list). Luck %4: what the same hands "
                "brought the computer players. Skill %5: what you made beyond them."
            )
            .replace("%2", str(standing.totals[human]))
            .replace(
                "%3",
                self.tr("plain") if standing.list_name == "plain" else self.tr("Seeger-Fabian"),
            )
            .replace("%4", signed(luck))
            .replace("%5", signed(skill))
        )
        if standing.deals_left_out:
            text += " " + self.tr(
                "The last %1 deals, an unfinished round, are not compared."
            ).replace("%1", str(standing.deals_left_out))
        self.summary.setText(text)
        self.summary.setMaximumWidth(max(width, 400))

    def cell(self, row: int, column: int) -> str:
        item = self.table.item(row, column)
        return item.text() if item is not None else ""


__all__ = ["DuplicateView", "signed"]
