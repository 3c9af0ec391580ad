"""The statistics window: figures per player, Seeger-Fabian chart, and the archive of series."""

from skat_desktop.ui.stats.chart import SeegerFabianChart
from skat_desktop.ui.stats.model import StatsTableModel, order_players
from skat_desktop.ui.stats.window import StatisticsWindow

__all__ = ["SeegerFabianChart", "StatisticsWindow", "StatsTableModel", "order_players"]
