"""The statistics table's model: one column per player, one row per figure, from summaries."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)

from skat_desktop.storage.stats import KINDS, PlayerStats, SeriesSummary, Tally, player_statistics
from skat_desktop.ui.terms import shown_name

# Row keys in display order; the labels are translated in ``row_label``.
ROWS = (
    "series",
    "deals",
    "declarer",
    "suit",
    "grand",
    "null",
    "hand",
    "ouvert",
    "average",
    "bids",
    "seeger_fabian",
    "best",
    "luck",
    "skill",
)

Index = QModelIndex | QPersistentModelIndex


def order_players(stats: dict[str, PlayerStats], human: str | None) -> list[str]:
    """The human first, then the others in order of first appearance."""
    names = list(stats)
    if human is not None and human in stats:
        names.remove(human)
        names.insert(0, human)
    return names


class StatsTableModel(QAbstractTableModel):
    """Figures per player computed by ``storage.stats.player_statistics``.

    ``stats`` holds the raw numbers (for tests and the chart); ``text(row, player)`` is
    what a cell shows.
    """

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.summaries: list[SeriesSummary] = []
        self.stats: dict[str, PlayerStats] = {}
        self.players: list[str] = []
        self._dates: dict[str, str] = {}

    def set_summaries(
        self,
        summaries: Sequence[SeriesSummary],
        human: str | None = None,
        stats: dict[str, PlayerStats] | None = None,
    ) -> None:
        """Show these series; ``stats`` are their figures if already worked out (the
        archive's queries), else they are counted here."""
        self.beginResetModel()
        self.summaries = list(summaries)
        self.stats = stats if stats is not None else player_statistics(self.summaries)
        self.players = order_players(self.stats, human)
        self._dates = {s["id"]: s["finished_at"][:10] for s in self.summaries}
        self.endResetModel()

    def summaries_in_order(self) -> list[SeriesSummary]:
        """The series oldest first, in the order ``player_statistics`` counts them."""
        return sorted(self.summaries, key=lambda s: (s["finished_at"], s["id"]))

    def retranslate(self) -> None:
        """Every label and cell is text made by ``tr``: redraw them all."""
        if self.rowCount() and self.columnCount():
            self.dataChanged.emit(
                self.index(0, 0), self.index(len(ROWS) - 1, len(self.players) - 1)
            )
        self.headerDataChanged.emit(Qt.Orientation.Vertical, 0, len(ROWS) - 1)

    # -- Qt model ---------------------------------------------------------------------

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(ROWS)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.players)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return self.text(ROWS[index.row()], self.players[index.column()])
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Horizontal:
            if not 0 <= section < len(self.players):
                return None
            # The archive keeps the English default name; the column says it as the table does.
            return shown_name(self.players[section])
        return self.row_label(ROWS[section]) if 0 <= section < len(ROWS) else None

    # -- texts ------------------------------------------------------------------------

    def row_label(self, key: str) -> str:
        labels = {
            "series": self.tr("Series played"),
            "deals": self.tr("Deals played"),
            "declarer": self.tr("Games as declarer (won / lost)"),
            "suit": self.tr("Suit games (won / lost)"),
            "grand": self.tr("Grand (won / lost)"),
            "null": self.tr("Null (won / lost)"),
            "hand": self.tr("Hand games (won / lost)"),
            "ouvert": self.tr("Ouvert games (won / lost)"),
            "average": self.tr("Average game value"),
            "bids": self.tr("Auctions won / bid in"),
            "seeger_fabian": self.tr("Seeger-Fabian points"),
            "best": self.tr("Best series"),
            "luck": self.tr("Duplicate: luck (the hands' worth to the others)"),
            "skill": self.tr("Duplicate: skill (made beyond the others)"),
        }
        return labels[key]

    def _tally(self, tally: Tally) -> str:
        if not tally.played:
            return "–"
        return self.tr("{won} / {lost}").format(won=tally.won, lost=tally.lost)

    def text(self, key: str, player: str) -> str:
        s = self.stats[player]
        if key == "series":
            return str(s.series_played)
        if key == "deals":
            return str(s.deals_played)
        if key == "declarer":
            return self._tally(s.declarer)
        if key in KINDS:
            return self._tally(s.by_kind[key])
        if key == "average":
            average = s.average_game_value
            return "–" if average is None else f"{average:.1f}"
        if key == "bids":
            rate = s.bid_success_rate
            if rate is None:
                return "–"
            return self.tr("{won} of {entered} ({percent}%)").format(
                won=s.auctions_won, entered=s.auctions_entered, percent=round(rate * 100)
            )
        if key == "seeger_fabian":
            return str(s.seeger_fabian_total)
        if key == "best":
            if s.best_series is None:
                return "–"
            series_id, points = s.best_series
            return self.tr("{points} ({date})").format(
                points=points, date=self._dates.get(series_id, series_id)
            )
        if key in ("luck", "skill"):
            if not s.duplicate_hands:
                return "–"
            from skat_desktop.ui.duplicate_view import signed

            value = s.luck if key == "luck" else s.skill
            return self.tr("{value} over {hands} hands").format(
                value=signed(round(value, 1)), hands=s.duplicate_hands
            )
        raise KeyError(key)
