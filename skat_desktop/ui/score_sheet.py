"""The score sheet beside the table: one row a deal, running totals, plain and Seeger-Fabian."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetrics
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QStyle,
    QTableWidget,
    QTableWidgetItem,
)

from skat_desktop.controller.snapshot import TableSnapshot
from skat_desktop.engine.rules import Contract, GameType

from .terms import terms

# The width the sheet asks its dock for, whatever the rows hold: the columns are fitted to
# the width it gets, so a long game name or a language switch never widens the dock.
HINT_WIDTH = 290
MINIMUM_WIDTH = 120


class ScoreSheet(QTableWidget):
    """Deal rows (declarer, game, value, entry and total per player), then the two totals."""

    FIXED_COLUMNS = 4
    DECLARER, GAME, SCORE = 1, 2, 3

    def __init__(self, parent: object | None = None) -> None:
        super().__init__(parent)  # type: ignore[arg-type]
        self.setObjectName("scoreSheet")
        self._total_labels: list[tuple[int, str, str]] = []  # (row, full label, short label)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.verticalHeader().setVisible(False)
        # Widths are set by _fit_columns; ResizeToContents would make the header (and so the
        # dock) as wide as the longest game name.
        header = self.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        header.setStretchLastSection(False)
        header.setMinimumSectionSize(8)
        header.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.setWordWrap(False)  # a name too long for its cell is elided, not cut on a new line
        self.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.setHorizontalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self._cells: list[int] = []  # each column's width for its cells' text
        self._natural: list[int] = []  # ... and for its header's
        self._fitting = False
        self._snap: TableSnapshot | None = None
        self._key: object = None
        self._shown: tuple[dict[str, object], ...] = ()  # the deal rows written now
        self._shown_names: tuple[str, ...] = ()
        self.preferred = "plain"  # which list the Totals row follows
        self._bock_brush = QBrush(QColor(255, 236, 179))  # Bock rows stand out (amber)
        self._won_brush = QBrush(QColor(200, 235, 200))  # the declarer's cell: won ...
        self._lost_brush = QBrush(QColor(245, 205, 205))  # ... or lost
        self.retranslate()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def sizeHint(self) -> QSize:
        return QSize(HINT_WIDTH, super().sizeHint().height())

    def minimumSizeHint(self) -> QSize:
        return QSize(MINIMUM_WIDTH, super().minimumSizeHint().height())

    def needed_width(self) -> int:
        """The least width showing every player's column and the game in full (the
        declarer's and the score's columns given way): the dock is never made narrower."""
        count = self.columnCount()
        if count <= self.SCORE or len(self._natural) != count:
            return MINIMUM_WIDTH
        least = self.fontMetrics().horizontalAdvance("An…") + 8  # the game's least width
        width = sum(
            max(self._cells[c], least) if c == self.GAME else self._natural[c]
            for c in range(count)
            if c not in (self.DECLARER, self.SCORE)
        )
        bar = self.verticalScrollBar()
        extra = bar.sizeHint().width() if bar.isVisible() else 0
        return width + 2 * self.frameWidth() + extra + 6

    def viewportEvent(self, event: QEvent) -> bool:
        # The viewport's width, not the sheet's: it narrows when the vertical scroll bar shows.
        handled = super().viewportEvent(event)
        if event.type() == QEvent.Type.Resize:
            self._fit_columns()
        return handled

    def _measure(self) -> None:
        """Each column's width for its cells and for its header too, once per change of rows
        or texts, so dragging the dock does not measure every row again."""
        header = self.horizontalHeader()
        # A hidden section's size hint is 0: measured while the dock was narrow, the
        # declarer's column would keep its names' width and elide its header when widened.
        hidden = [
            c
            for c in (self.DECLARER, self.SCORE)
            if self.columnCount() > c and self.isColumnHidden(c)
        ]
        fitting, self._fitting = self._fitting, True  # no refit while the section shows
        try:
            for c in hidden:
                self.setColumnHidden(c, False)
            self._cells = [self.sizeHintForColumn(c) for c in range(self.columnCount())]
            self._natural = [
                max(cells, header.sectionSizeHint(c)) for c, cells in enumerate(self._cells)
            ]
        finally:
            for c in hidden:
                self.setColumnHidden(c, True)
            self._fitting = fitting
        # A long header (a player's name, a long word for "Score") is elided (its tool tip
        # names it): the numbers below it decide the width.
        cap = header.fontMetrics().averageCharWidth() * 7 + 12
        for c, cells in enumerate(self._cells):
            if c not in (self.DECLARER, self.GAME):
                self._natural[c] = max(cells, min(self._natural[c], cap))

    def _fit_columns(self) -> None:
        """Fit the columns to the width the dock gives: the players' columns, # and the score
        get their full width first; then the game a short name's width, the declarer the
        names' width, the game its longest name's (the rows are read before the headers:
        the headers' tool tips name them), the declarer its header's, and only then the
        game the rest. The game is never elided while the room allows it: it comes before
        the declarer, whose column is hidden with too little room. The declarer then still
        shows: the new total stands in the declarer's own column, marked (see
        ``_mark_declarer``), as on a paper list."""
        count = self.columnCount()
        if self._fitting or count <= self.GAME or len(self._natural) != count:
            return
        self._fitting = True
        try:
            header = self.horizontalHeader()
            widths = list(self._natural)
            room = self.viewport().width() - sum(
                w for c, w in enumerate(widths) if c not in (self.DECLARER, self.GAME)
            )
            metrics = self.fontMetrics()
            least = metrics.horizontalAdvance("An…") + 8  # the start of a name
            short_game = metrics.horizontalAdvance("Grand H ✓") + 8
            short_game = max(short_game, self._cells[self.GAME])
            wanted = [  # (column, width it may grow to), in turn
                (self.GAME, short_game),
                (self.DECLARER, self._cells[self.DECLARER]),
                (self.GAME, self._natural[self.GAME]),
                (self.DECLARER, self._natural[self.DECLARER]),
            ]
            # Whether the declarer's column shows is decided for the figures a series
            # reaches (the reference widths), not for the rows of the moment: else it came
            # and went between deals as a total or score grew a digit.
            reference = self._reference_widths(count)
            room_ahead = self.viewport().width() - sum(
                max(w, reference[c])
                for c, w in enumerate(widths)
                if c not in (self.DECLARER, self.GAME)
            )
            given, room = self._allot(wanted, room)
            # Hidden too when the rows leave the declarer too little room after all.
            hidden = room_ahead - short_game < least or given[self.DECLARER] < min(
                self._natural[self.DECLARER], least
            )
            if hidden:
                room += given[self.DECLARER]
                given[self.DECLARER] = 0
            self.setColumnHidden(self.DECLARER, hidden)
            widths[self.DECLARER] = given[self.DECLARER]
            widths[self.GAME] = max(least, given[self.GAME] + room)
            # Still too narrow for the longest game: the deal's score gives way too (it is
            # the change of the declarer's total, and the declarer's cell names it).
            shown = sum(w for c, w in enumerate(widths) if not (c == self.DECLARER and hidden))
            no_score = hidden and (
                widths[self.GAME] < self._cells[self.GAME] or shown > self.viewport().width()
            )
            self.setColumnHidden(self.SCORE, no_score)
            if no_score:
                others = sum(
                    w
                    for c, w in enumerate(widths)
                    if c not in (self.DECLARER, self.SCORE, self.GAME)
                )
                widths[self.GAME] = max(least, self.viewport().width() - others)
            for c, w in enumerate(widths):
                if (c == self.DECLARER and hidden) or (c == self.SCORE and no_score):
                    continue
                if header.sectionSize(c) != w:
                    header.resizeSection(c, w)
            self._fit_total_labels()
        finally:
            self._fitting = False

    def _fit_total_labels(self) -> None:
        """The totals' labels in their short forms when the full ones would be elided
        (five players at a narrow dock): "S-F" reads better than "Seeg…"."""
        header = self.horizontalHeader()
        room = sum(
            header.sectionSize(c) for c in range(self.FIXED_COLUMNS) if not self.isColumnHidden(c)
        )
        for row_index, full, short in self._total_labels:
            item = self.item(row_index, 0)
            if item is None:
                continue
            metrics = QFontMetrics(item.font())
            fits = metrics.horizontalAdvance(full) + 2 * metrics.averageCharWidth() <= room
            item.setText(full if fits else short)

    def _allot(self, wanted: list[tuple[int, int]], room: int) -> tuple[dict[int, int], int]:
        """The game's and the declarer's widths from ``room``, in the turns of ``wanted``;
        and the room left."""
        given = {self.DECLARER: 0, self.GAME: 0}
        for column, width in wanted:
            width = min(width, self._natural[column])
            more = max(0, min(width - given[column], room))
            given[column] += more
            room -= more
        return given, room

    def _reference_widths(self, count: int) -> list[int]:
        """The widths of the columns beside the game and the declarer for figures a series
        soon reaches: a Bock deal's number, three-digit scores and totals."""
        metrics = self.fontMetrics()
        pad = 2 * self.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin) + 2
        out = [0] * count
        out[0] = metrics.horizontalAdvance("99 B") + pad
        if count > 3:
            out[3] = metrics.horizontalAdvance("-999") + pad
        for c in range(self.FIXED_COLUMNS, count):
            out[c] = metrics.horizontalAdvance("-999") + pad
        return out

    def retranslate(self) -> None:
        self.setAccessibleName(self.tr("Score sheet"))
        if self._snap is not None:
            self.show_snapshot(self._snap, force=True)
        else:
            self._headers(())
            self._measure()
            self._fit_columns()

    def _tip(self, row: dict[str, object], bock: int) -> str:
        """What the markers of a row mean, for its tool tip."""
        parts = []
        if bock >= 4:
            parts.append(self.tr("Bock on Bock: this deal counts four times."))
        elif bock == 2:
            parts.append(self.tr("Bock round: this deal counts double."))
        rounds = int(str(row.get("bock_rounds", 0) or 0))
        if rounds > 1:
            parts.append(self.tr("Bock rounds waiting or running: %1.").replace("%1", str(rounds)))
        if row.get("bock_event"):
            parts.append(self.tr("This deal starts a Bock round."))
        factor = int(str(row.get("kontra", 1) or 1))
        if factor >= 4:
            parts.append(self.tr("Kontra and Re: the game value counts four times."))
        elif factor == 2:
            parts.append(self.tr("Kontra: the game value counts double."))
        if row.get("ramsch"):
            parts.append(self.tr("Ramsch: the most card points lose them."))
        if row.get("with_undo"):
            parts.append(self.tr("↶ Played with undo: a decision was taken back."))
        return " ".join(parts)

    def _mark_declarer(self, item: QTableWidgetItem, won: bool, name: str, score: str) -> None:
        """The declarer's cell in the players' columns: bold and tinted green (won) or red
        (lost), so the declarer shows whether the Declarer column fits or not."""
        font = QFont(self.font())
        font.setBold(True)
        item.setFont(font)
        item.setBackground(self._won_brush if won else self._lost_brush)
        text = self.tr("Declarer: %1").replace("%1", name)
        text += " · " + (self.tr("won") if won else self.tr("lost"))
        if score:
            text += " · " + score
        tip = item.toolTip()
        item.setToolTip(text + ("\n" + tip if tip else ""))

    def _headers(self, names: tuple[str, ...]) -> None:
        labels = [self.tr("#"), self.tr("Declarer"), self.tr("Game"), self.tr("Score"), *names]
        tips = [
            self.tr(
                "Deal number; B: a Bock deal, BB: Bock on Bock; ★: starts a Bock round; "
                "↶: played with undo"
            ),
            self.tr("Declarer"),
            self.tr(
                "Game: %1 the trump suit, H Hand, S Schneider announced, "
                "Z Schwarz announced, O Ouvert; ✓ won, ✗ lost; K Kontra, Re Kontra and Re"
            ).replace("%1", " ".join(terms().suit_mark(GameType(suit)) for suit in range(4))),
            self.tr("Score of the deal"),
            *names,
        ]
        self.setColumnCount(len(labels))
        for c, (label, tip) in enumerate(zip(labels, tips, strict=True)):
            item = QTableWidgetItem(label)
            item.setToolTip(tip)
            self.setHorizontalHeaderItem(c, item)

    def short_game(self, contract: Contract) -> str:
        """The game as a paper list writes it, e.g. "♥ H S" for Hearts Hand Schneider
        announced or "Null H O" for Null Ouvert Hand; the full name is in the cell's tool
        tip."""
        t = terms()
        game = contract.game
        parts = [t.suit_mark(game) if game.is_suit else t.game(game)]
        if contract.hand:
            parts.append(self.tr("H", "short for Hand on the score sheet"))
        if contract.ouvert:
            parts.append(self.tr("O", "short for Ouvert on the score sheet"))
        elif contract.schwarz_announced:
            parts.append(self.tr("Z", "short for Schwarz announced on the score sheet"))
        elif contract.schneider_announced:
            parts.append(self.tr("S", "short for Schneider announced on the score sheet"))
        return " ".join(parts)

    def show_snapshot(self, snap: TableSnapshot, force: bool = False) -> None:
        key = (snap.names, snap.sheet, snap.plain_totals, snap.seeger_fabian_totals)
        if not force and self._snap is not None and key == self._key:
            return  # rebuilding the table on every card played would stall the GUI
        self._key = key
        self._snap = snap
        names = snap.names
        rows = list(snap.sheet)
        shown = self._shown
        # A deal entered adds one row: write only the new rows (and the totals), so a long
        # series does not rebuild every row after every deal.
        start = 0
        if (
            not force
            and names == self._shown_names
            and len(rows) >= len(shown)
            and tuple(rows[: len(shown)]) == shown
        ):
            start = len(shown)
        else:
            self._headers(names)
        self._shown = tuple(rows)
        self._shown_names = names
        self.clearSpans()
        self.setRowCount(len(rows) + 2)
        t = terms()
        for r, row in enumerate(rows):
            if r < start:
                continue
            declarer = row.get("declarer")
            ramsch = bool(row.get("ramsch"))
            full = ""  # the game's full name, for the tool tip of its short form
            if row.get("abandoned"):
                game = self.tr("abandoned")
            elif row.get("passed_in"):
                game = self.tr("passed in")
            elif ramsch:
                game = self.tr("Ramsch")
            elif row.get("contract"):
                contract = Contract.parse(str(row["contract"]))
                won = bool(row.get("won"))
                game = self.short_game(contract) + (" ✓" if won else " ✗")
                full = (self.tr("%1: won") if won else self.tr("%1: lost")).replace(
                    "%1", t.contract(contract)
                )
                factor = int(row.get("kontra", 1) or 1)
                # Short, so the game column reads in full; the tool tip says it in words.
                if factor >= 4:
                    game += " " + self.tr("Re", "short for Kontra and Re on the score sheet")
                elif factor == 2:
                    game += " " + self.tr("K", "short for Kontra on the score sheet")
            else:
                game = "–"
            counted = declarer is not None and row.get("contract")
            entries = row.get("entries", [])
            totals = row.get("totals", [])
            score = entries[declarer] if counted and declarer < len(entries) else None
            if ramsch:
                # No declarer: the sheet shows the biggest entry (the loss, or a Durchmarsch).
                found = [e for e in entries if e]
                score = max(found, key=abs) if found else 0
            bock = int(row.get("bock", 1) or 1)
            # "B" per Bock round this deal counts in ("BB": Bock on Bock, four times).
            marker = "B" * (bock.bit_length() - 1)
            # A deal starting a Bock round is marked too: its own row is no Bock deal, and
            # the "B" rows only begin with the next deal.
            if row.get("bock_event"):
                marker += "★"
            if row.get("with_undo"):
                marker += "↶"
            number = str(row.get("number", r + 1))
            cells = [
                number + (" " + marker if marker else ""),
                self.tr("Ramsch")
                if ramsch
                else (names[declarer] if declarer is not None and declarer < len(names) else "–"),
                game,
                ("+" if score > 0 else "") + str(score) if score is not None else "",
            ]
            tip = self._tip(row, bock)
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
                # The game and the declarer may be short, elided or (the declarer) hidden:
                # the tips name them in full.
                named = text if c == self.DECLARER else ""
                if c == self.GAME and full:
                    named = full + "\n" + self.tr("Declarer: %1").replace("%1", cells[1])
                cell_tip = "\n".join(part for part in (named, tip) if part)
                if cell_tip:
                    item.setToolTip(cell_tip)
                if bock > 1:
                    item.setBackground(self._bock_brush)
                if counted and c == self.FIXED_COLUMNS + declarer:
                    self._mark_declarer(item, bool(row.get("won")), cells[1], cells[3])
                self.setItem(r, c, item)
        bold = QFont(self.font())
        bold.setBold(True)
        plain_row = len(rows)
        sf_row = len(rows) + 1
        self._total_labels = [
            (plain_row, self.tr("Plain list"), self.tr("Plain", "short for Plain list")),
            (sf_row, self.tr("Seeger-Fabian"), self.tr("S-F", "short for Seeger-Fabian")),
        ]
        for row_index, label, totals in (
            (plain_row, self.tr("Plain list"), snap.plain_totals),
            (sf_row, self.tr("Seeger-Fabian"), snap.seeger_fabian_totals),
        ):
            head = QTableWidgetItem(label)
            head.setFont(bold)
            head.setToolTip(label)
            self.setItem(row_index, 0, head)
            # A deal's cells left under the label (the sheet had more rows: a new series)
            # would still count when the columns are measured.
            for c in range(1, self.FIXED_COLUMNS):
                self.takeItem(row_index, c)
            self.setSpan(row_index, 0, 1, self.FIXED_COLUMNS)
            for p in range(len(names)):
                value = totals[p] if p < len(totals) else 0
                item = QTableWidgetItem(str(value))
                item.setFont(bold)
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.setItem(row_index, self.FIXED_COLUMNS + p, item)
        self._measure()
        self._fit_columns()
        if rows:
            self.scrollToItem(self.item(len(rows) - 1, 0))
