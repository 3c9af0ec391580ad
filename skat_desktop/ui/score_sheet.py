"""The score sheet beside the table: one row a deal, running totals, plain and Seeger-Fabian."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableWidget, QTableWidgetItem

from skat_desktop.controller.snapshot import TableSnapshot
from skat_desktop.engine.rules import Contract

from .terms import terms


class ScoreSheet(QTableWidget):
    """Deal rows (declarer, game, value, entry and total per player), then the two totals."""

    FIXED_COLUMNS = 4

    def __init__(self, parent: object | None = None) -> None:
        super().__init__(parent)  # type: ignore[arg-type]
        self.setObjectName("scoreSheet")
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.verticalHeader().setVisible(False)
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.horizontalHeader().setStretchLastSection(True)
        self._snap: TableSnapshot | None = None
        self._key: object = None
        self.preferred = "plain"  # which list the Totals row follows
        self.retranslate()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.setAccessibleName(self.tr("Score sheet"))
        if self._snap is not None:
            self.show_snapshot(self._snap, force=True)
        else:
            self._headers(())

    def _headers(self, names: tuple[str, ...]) -> None:
        labels = [self.tr("#"), self.tr("Declarer"), self.tr("Game"), self.tr("Score"), *names]
        self.setColumnCount(len(labels))
        self.setHorizontalHeaderLabels(labels)

    def show_snapshot(self, snap: TableSnapshot, force: bool = False) -> None:
        key = (snap.names, snap.sheet, snap.plain_totals, snap.seeger_fabian_totals)
        if not force and self._snap is not None and key == self._key:
            return  # rebuilding the table on every card played would stall the GUI
        self._key = key
        self._snap = snap
        names = snap.names
        self._headers(names)
        self.clearSpans()
        rows = list(snap.sheet)
        self.setRowCount(len(rows) + 2)
        t = terms()
        for r, row in enumerate(rows):
            declarer = row.get("declarer")
            if row.get("abandoned"):
                game = self.tr("abandoned")
            elif row.get("passed_in"):
                game = self.tr("passed in")
            elif row.get("contract"):
                game = t.contract(Contract.parse(str(row["contract"])))
                game += " ✓" if row.get("won") else " ✗"
            else:
                game = "–"
            counted = declarer is not None and row.get("contract")
            entries = row.get("entries", [])
            totals = row.get("totals", [])
            score = entries[declarer] if counted and declarer < len(entries) else None
            cells = [
                str(row.get("number", r + 1)),
                names[declarer] if declarer is not None and declarer < len(names) else "–",
                game,
                ("+" if score > 0 else "") + str(score) if score is not None else "",
            ]
            # A Skat list writes the new running total in the declarer's column only.
            for p in range(len(names)):
                entry = entries[p] if p < len(entries) else None
                total = totals[p] if p < len(totals) else 0
                cells.append(str(total) if entry is not None else "")
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if c >= self.FIXED_COLUMNS or c in (0, 3):
                    item.setTextAlignment(
                        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                    )
                self.setItem(r, c, item)
        bold = QFont(self.font())
        bold.setBold(True)
        plain_row = len(rows)
        sf_row = len(rows) + 1
        for row_index, label, totals in (
            (plain_row, self.tr("Plain list"), snap.plain_totals),
            (sf_row, self.tr("Seeger-Fabian"), snap.seeger_fabian_totals),
        ):
            head = QTableWidgetItem(label)
            head.setFont(bold)
            self.setItem(row_index, 0, head)
            self.setSpan(row_index, 0, 1, self.FIXED_COLUMNS)
            for p in range(len(names)):
                value = totals[p] if p < len(totals) else 0
                item = QTableWidgetItem(str(value))
                item.setFont(bold)
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.setItem(row_index, self.FIXED_COLUMNS + p, item)
        if rows:
            self.scrollToItem(self.item(len(rows) - 1, 0))
        # Wide enough for every column, so the players' totals are never scrolled away.
        self.resizeColumnsToContents()
        self.setMinimumWidth(min(460, self.horizontalHeader().length() + 8))
