"""The statistics window: figures per player, a Seeger-Fabian chart, and the series archive."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableView,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from skat_desktop.controller.summary import series_summary
from skat_desktop.engine.series import Series
from skat_desktop.storage import archive
from skat_desktop.storage.archive import ArchivedSeries, ArchiveEntry
from skat_desktop.storage.stats import SeriesSummary, plain_totals, seeger_fabian_totals
from skat_desktop.ui.review.sources import export_records, series_records
from skat_desktop.ui.review.window import ReviewWindow
from skat_desktop.ui.screen_fit import fit_to_screen
from skat_desktop.ui.stats.chart import ChartLine, SeegerFabianChart
from skat_desktop.ui.stats.model import StatsTableModel
from skat_desktop.ui.terms import shown_name


def without_undo(summary: SeriesSummary) -> SeriesSummary:
    """``summary`` without its deals played with undo, the totals summed again from the
    deals that remain (each deal's stored list entries, Bock and Kontra included)."""
    deals = [d for d in summary["deals"] if not d.get("with_undo")]
    if len(deals) == len(summary["deals"]):
        return summary
    players = len(summary["players"])
    kept = SeriesSummary(**summary)  # type: ignore[typeddict-item]
    kept["deals"] = deals
    kept["plain_totals"] = plain_totals(deals, players)
    kept["seeger_fabian_totals"] = seeger_fabian_totals(deals, players)
    return kept


class StatisticsWindow(QWidget):
    """Reads the archive (``folder``, default the user's) and shows what it holds.

    ``human`` is the human's name, listed first. ``in_progress`` is the series being played
    (not yet in the archive: a series is filed when it ends); its deals count too, and the
    window says so. Damaged archive files are set aside by the storage layer and named in a
    message above the tabs; the rest still list.
    """

    play_requested = Signal(object)  # Play from here in one of its review windows

    def __init__(
        self,
        folder: Path | None = None,
        human: str | None = None,
        parent: QWidget | None = None,
        in_progress: SeriesSummary | None = None,
    ) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("statisticsWindow")
        self.folder = folder
        self.human = human
        self.in_progress = in_progress if in_progress and in_progress["deals"] else None
        self._filed: list[SeriesSummary] = []
        self.entries: list[ArchiveEntry] = []
        self.problems: list[str] = []
        self.reviews: list[ReviewWindow] = []
        self._status = ""
        self.model = StatsTableModel(self)
        self._build()
        self.reload()
        fit_to_screen(self, 900, 600)
        # A plain window has no Escape as a dialog has; a shortcut works whatever has focus.
        QShortcut(QKeySequence(Qt.Key.Key_Escape), self).activated.connect(self.close)

    # -- layout -----------------------------------------------------------------------

    def _build(self) -> None:
        self.problem_label = QLabel()
        self.problem_label.setObjectName("statsProblems")
        self.problem_label.setWordWrap(True)
        self.problem_label.setStyleSheet("color: #9a3412;")
        self.problem_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.tabs = QTabWidget()

        self.figures = QTableView()
        self.figures.setObjectName("statsFigures")
        self.figures.setModel(self.model)
        self.figures.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.figures.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.figures.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.empty_label = QLabel()
        self.empty_label.setWordWrap(True)
        # Deals in which the human took back a decision: counted or left out (RULES.md).
        self.undo_choice = QComboBox()
        self.undo_choice.setObjectName("statsUndoChoice")
        self.undo_choice.addItems(["", ""])
        self.undo_choice.currentIndexChanged.connect(lambda _i: self._count())
        self.undo_label = QLabel()
        self.undo_label.setBuddy(self.undo_choice)
        undo_row = QHBoxLayout()
        undo_row.addWidget(self.undo_label)
        undo_row.addWidget(self.undo_choice)
        undo_row.addStretch(1)
        players_page = QWidget()
        players_layout = QVBoxLayout(players_page)
        players_layout.addWidget(self.empty_label)
        players_layout.addLayout(undo_row)
        players_layout.addWidget(self.figures, 1)

        self.chart = SeegerFabianChart()
        self.chart_mode = QComboBox()
        self.chart_mode.addItems(["", ""])
        self.chart_mode.currentIndexChanged.connect(
            lambda index: self.chart.set_cumulative(index == 0)
        )
        self.chart_mode_label = QLabel()
        self.chart_mode_label.setBuddy(self.chart_mode)
        chart_page = QWidget()
        chart_layout = QVBoxLayout(chart_page)
        mode_row = QHBoxLayout()
        mode_row.addWidget(self.chart_mode_label)
        mode_row.addWidget(self.chart_mode)
        mode_row.addStretch(1)
        chart_layout.addLayout(mode_row)
        chart_layout.addWidget(self.chart, 1)

        self.archive_table = QTableWidget()
        self.archive_table.setObjectName("statsArchive")
        self.archive_table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.archive_table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.archive_table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.archive_table.verticalHeader().setVisible(False)
        self.archive_table.verticalHeader().setDefaultSectionSize(
            self.archive_table.fontMetrics().height() + 8
        )
        self.archive_table.horizontalHeader().setStretchLastSection(True)
        self.archive_table.itemSelectionChanged.connect(self._selection_changed)
        self.archive_table.cellDoubleClicked.connect(lambda row, column: self.review_selected())
        self.review_button = QPushButton()
        self.review_button.clicked.connect(self.review_selected)
        self.csv_button = QPushButton()
        self.csv_button.clicked.connect(self._export_csv_clicked)
        self.iss_button = QPushButton()
        self.iss_button.clicked.connect(self._export_iss_clicked)
        self.import_button = QPushButton()
        self.import_button.clicked.connect(self._import_clicked)
        self.reload_button = QPushButton()
        self.reload_button.clicked.connect(self.reload)
        buttons = QHBoxLayout()
        for button in (self.review_button, self.csv_button, self.iss_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        buttons.addWidget(self.import_button)
        buttons.addWidget(self.reload_button)
        self.status_label = QLabel()
        self.status_label.setWordWrap(True)
        archive_page = QWidget()
        archive_layout = QVBoxLayout(archive_page)
        archive_layout.addWidget(self.archive_table, 1)
        archive_layout.addLayout(buttons)
        archive_layout.addWidget(self.status_label)

        self.tabs.addTab(players_page, "")
        self.tabs.addTab(chart_page, "")
        self.tabs.addTab(archive_page, "")
        layout = QVBoxLayout(self)
        layout.addWidget(self.problem_label)
        layout.addWidget(self.tabs, 1)

    # -- language ---------------------------------------------------------------------

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Statistics"))
        self.tabs.setTabText(0, self.tr("Players"))
        self.tabs.setTabText(1, self.tr("Seeger-Fabian chart"))
        self.tabs.setTabText(2, self.tr("Archive"))
        self.chart_mode_label.setText(self.tr("&Show:"))
        self.chart_mode.setItemText(0, self.tr("Points over time (running total)"))
        self.chart_mode.setItemText(1, self.tr("Points per series"))
        self.review_button.setText(self.tr("&Review…"))
        self.csv_button.setText(self.tr("Export score sheet (&CSV)…"))
        self.iss_button.setText(self.tr("Export deals (&ISS records)…"))
        self.import_button.setText(self.tr("&Open ISS records…"))
        self.reload_button.setText(self.tr("Re&load"))
        self.undo_label.setText(self.tr("Deals played with &undo:"))
        self.undo_choice.setItemText(0, self.tr("counted"))
        self.undo_choice.setItemText(1, self.tr("left out"))
        ends = self.tr(
            "A series is filed in the archive when it ends: at New game, or after its "
            "number of deals when the settings give it a fixed length."
        )
        if self.in_progress is not None:
            deals = len(self.in_progress["deals"])
            if deals == 1:  # a plural of its own: "(1 deals so far)" read wrong
                text = self.tr("Including the series in progress (one deal so far).")
            else:
                text = self.tr("Including the series in progress (%1 deals so far).").replace(
                    "%1", str(deals)
                )
            self.empty_label.setText(text + " " + ends)
        else:
            self.empty_label.setText(self.tr("No deals played yet.") + " " + ends)
        self.empty_label.setVisible(not self.model.players or self.in_progress is not None)
        if self.problems:
            self.problem_label.setText(
                self.tr("Some archived series could not be read and were set aside:")
                + "\n"
                + "\n".join(self.problems)
            )
        self.problem_label.setVisible(bool(self.problems))
        self.status_label.setText(self._status)
        self.model.retranslate()
        self._fill_chart()  # its legend names the human in the current language
        self._fill_archive()
        self._selection_changed()

    # -- data -------------------------------------------------------------------------

    def reload(self) -> None:
        """Read the archive again (a series may have been filed since the window opened)."""
        summaries, problems = archive.load_summaries(self.folder)
        listing = archive.list_series(self.folder)
        self.problems = [p.message for p in [*problems, *listing.problems]]
        # Newest first: the series just finished is the one most often looked at.
        self.entries = list(reversed(listing.entries))
        self._filed = list(summaries)
        self._queried = archive.player_statistics(self.folder)
        self._count()

    def _count(self) -> None:
        """Figures from the archive and the series in progress, with or without the deals
        played with undo as chosen: the archive's own queries when the archive alone is
        counted, else counted here from the summaries."""
        summaries = [*self._filed, *([self.in_progress] if self.in_progress else [])]
        stats = None if self.in_progress else self._queried
        if self.undo_choice.currentIndex() == 1:
            summaries = [without_undo(s) for s in summaries]
            stats = None
        self.model.set_summaries(summaries, self.human, stats)
        self.retranslate()
        if self.entries:
            self.archive_table.selectRow(0)

    def _fill_chart(self) -> None:
        ordered = self.model.summaries_in_order()
        labels = [s["finished_at"][:10] for s in ordered]
        position = {s["id"]: i for i, s in enumerate(ordered)}
        lines = []
        for name in self.model.players:
            points: list[int | None] = [None] * len(ordered)
            for series_id, value in self.model.stats[name].seeger_fabian_per_series:
                points[position[series_id]] = value
            lines.append(ChartLine(shown_name(name), tuple(points)))
        self.chart.set_data(labels, lines)

    def _fill_archive(self) -> None:
        headers = [
            self.tr("Started"),
            self.tr("Players"),
            self.tr("Deals"),
            self.tr("Seeger-Fabian"),
        ]
        table = self.archive_table
        table.setColumnCount(len(headers))
        table.setHorizontalHeaderLabels(headers)
        table.setRowCount(len(self.entries))
        for row, entry in enumerate(self.entries):
            # The archive keeps the English default name; the list says it as the table does.
            names = [shown_name(name) for name in entry.players]
            totals = ", ".join(
                f"{name} {points}"
                for name, points in zip(names, entry.seeger_fabian_totals, strict=False)
            )
            cells = [
                entry.started_at[:16].replace("T", " "),
                ", ".join(names) or "–",
                str(entry.deals) if entry.players else "–",
                totals or "–",
            ]
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setData(Qt.ItemDataRole.UserRole, entry.id)
                table.setItem(row, column, item)
        table.resizeColumnsToContents()
        table.horizontalHeader().setStretchLastSection(True)

    def _selection_changed(self) -> None:
        chosen = self.selected_id() is not None
        for button in (self.review_button, self.csv_button, self.iss_button):
            button.setEnabled(chosen)

    def selected_id(self) -> str | None:
        row = self.archive_table.currentRow()
        if not 0 <= row < len(self.entries) or not self.archive_table.selectedItems():
            return None
        return self.entries[row].id

    def _set_status(self, text: str) -> None:
        self._status = text
        self.status_label.setText(text)

    # -- actions ----------------------------------------------------------------------

    def _archived(self, series_id: str) -> ArchivedSeries | None:
        """One archived series, or None after telling the user why not."""
        loaded = archive.load_series(series_id, self.folder)
        if loaded.value is None:
            message = loaded.problem.message if loaded.problem is not None else ""
            self._set_status(message or self.tr("That series is no longer in the archive."))
        return loaded.value

    def _replayed(self, value: ArchivedSeries) -> Series | None:
        """The engine series of an archived one, or None after telling the user why not."""
        raw = value.series.get("series", value.series)
        try:
            return Series.from_dict(dict(raw) if isinstance(raw, dict) else {})
        except ValueError as error:
            self._set_status(
                self.tr("The series cannot be replayed: {error}").format(error=str(error))
            )
            return None

    def _names(self, value: ArchivedSeries) -> list[str]:
        if value.summary is not None:
            return list(value.summary["players"])
        # Archived before summaries were kept: the names were not stored.
        return [self.tr("Player {number}").format(number=i + 1) for i in range(4)]

    def _summary(self, value: ArchivedSeries) -> SeriesSummary | None:
        if value.summary is not None:
            return value.summary
        series = self._replayed(value)
        if series is None:
            return None
        return series_summary(
            series,
            self._names(value),
            series_id=value.entry.id,
            started_at=value.entry.started_at,
            finished_at=value.entry.finished_at,
        )

    def open_review(self, series_id: str) -> ReviewWindow | None:
        value = self._archived(series_id)
        if value is None:
            return None
        window = ReviewWindow.for_archived(value, self)
        self._show_review(window)
        return window

    def open_records(self, path: Path) -> ReviewWindow:
        window = ReviewWindow.for_records_file(path, self)
        self._show_review(window)
        return window

    def _show_review(self, window: ReviewWindow) -> None:
        window.play_requested.connect(self.play_requested.emit)  # on to the main window
        window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        window.destroyed.connect(lambda: self._forget(window))
        self.reviews.append(window)
        window.show()

    def _forget(self, window: ReviewWindow) -> None:
        if window in self.reviews:
            self.reviews.remove(window)

    def review_selected(self) -> None:
        series_id = self.selected_id()
        if series_id is not None:
            self.open_review(series_id)

    def export_score_sheet(self, series_id: str, path: Path) -> bool:
        """Write a series' score sheet as CSV; False (and a message) when it failed."""
        value = self._archived(series_id)
        summary = self._summary(value) if value is not None else None
        if summary is None:
            return False
        # The archive keeps the English default name; the sheet says it as the table does.
        rows = archive.score_sheet_rows(summary)
        for row in rows:
            row["dealer"] = shown_name(row["dealer"])
            if row["declarer"] is not None:
                row["declarer"] = shown_name(row["declarer"])
        try:
            archive.export_score_sheet_csv(rows, path, [shown_name(n) for n in summary["players"]])
        except (OSError, ValueError) as error:
            self._set_status(
                self.tr("Could not write {path}: {error}").format(path=str(path), error=str(error))
            )
            return False
        self._set_status(self.tr("Score sheet saved to {path}.").format(path=str(path)))
        return True

    def _records(self, series_id: str) -> tuple[list[str], int] | None:
        """A series' deals as ISS record lines and how many the format cannot hold; None
        (and a message) when there is nothing to export."""
        value = self._archived(series_id)
        series = self._replayed(value) if value is not None else None
        if value is None or series is None:
            return None
        lines = series_records(series, self._names(value), date=value.entry.started_at[:10])
        if not lines:
            self._set_status(
                self.tr(
                    "Nothing to export: ISS records have no Kontra, Re or Ramsch, and every "
                    "deal of this series had one."
                )
            )
            return None
        return lines, len(series.deals) - len(lines)

    def export_records(self, series_id: str, path: Path) -> bool:
        """Write a series' deals as ISS game records; False (and a message) when it failed."""
        records = self._records(series_id)
        if records is None:
            return False
        return self._write_records(records, path)

    def _write_records(self, records: tuple[list[str], int], path: Path) -> bool:
        lines, left_out = records
        try:
            export_records(lines, path)
        except OSError as error:
            self._set_status(
                self.tr("Could not write {path}: {error}").format(path=str(path), error=str(error))
            )
            return False
        saved = self.tr("{count} deals saved to {path}.").format(count=len(lines), path=str(path))
        if left_out:
            saved += " " + self.tr(
                "{count} left out: ISS records have no Kontra, Re or Ramsch."
            ).format(count=left_out)
        self._set_status(saved)
        return True

    def suggested_file_name(self, series_id: str, extension: str) -> str:
        """ "skat-<date>-<short id>.<extension>": the date tells exported series apart at a
        glance, six characters of the id keep two series of one day apart."""
        started = next((e.started_at[:10] for e in self.entries if e.id == series_id), "")
        date = f"{started}-" if started else ""
        return f"skat-{date}{series_id[:6]}.{extension}"

    def _export_csv_clicked(self) -> None:
        series_id = self.selected_id()
        if series_id is None:
            return
        name, _ = QFileDialog.getSaveFileName(
            self,
            self.tr("Export score sheet"),
            str(Path.home() / self.suggested_file_name(series_id, "csv")),
            self.tr("CSV files (*.csv)"),
        )
        if name:
            self.export_score_sheet(series_id, Path(name))

    def _export_iss_clicked(self) -> None:
        series_id = self.selected_id()
        if series_id is None:
            return
        records = self._records(series_id)  # nothing to export: said before a file is asked
        if records is None:
            return
        name, _ = QFileDialog.getSaveFileName(
            self,
            self.tr("Export deals as ISS game records"),
            str(Path.home() / self.suggested_file_name(series_id, "txt")),
            self.tr("ISS game records (*.txt *.sgf);;All files (*)"),
        )
        if name:
            self._write_records(records, Path(name))

    def _import_clicked(self) -> None:
        name, _ = QFileDialog.getOpenFileName(
            self,
            self.tr("Open ISS game records"),
            str(Path.home()),
            self.tr("ISS game records (*.txt *.sgf);;All files (*)"),
        )
        if name:
            self.open_records_in_background(Path(name))

    def open_records_in_background(self, path: Path) -> None:
        """Read a file of records with a progress dialog (Cancel), then review it."""
        from skat_desktop.ui.review.loading import import_records

        import_records(
            path,
            self,
            lambda r: self._show_review(
                ReviewWindow(r.deals, title=path.name, problems=r.all_problems(), parent=self)
            ),
        )
