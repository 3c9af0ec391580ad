"""Five players in the settings dialog (table size, the fourth computer player), and the
statistics' luck and skill rows from duplicate series."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest

from skat_desktop.controller.game import GameController
from skat_desktop.controller.preferences import controller_settings
from skat_desktop.controller.summary import series_summary
from skat_desktop.engine.duplicate import duplicate_standing
from skat_desktop.engine.series import Series
from skat_desktop.storage import settings as keys
from skat_desktop.ui.main_window import MainWindow
from skat_desktop.ui.settings_dialog import SettingsDialog
from skat_desktop.ui.stats import StatsTableModel

NAMES = ["You", "Anna", "Ben"]


def test_five_players_and_the_fourth_computer_player(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    stored = keys.Settings(path=tmp_path / "settings.json")
    controller = GameController(controller_settings(stored))
    window = MainWindow(controller, stored)
    qtbot.addWidget(window)
    window.show()

    def choose(dialog: SettingsDialog) -> bool:
        assert len(dialog.names) == 5 and len(dialog.levels) == 4
        dialog.table_size.setCurrentIndex(dialog.table_size.findData(5))
        assert "5 players" in dialog.table_size.currentText()
        dialog.names[4].setText("Dora")
        dialog.levels[3].setCurrentIndex(dialog.levels[3].findData("easy"))
        dialog.series_length.setValue(12)  # rounded up to a multiple of five
        dialog.accept()
        return True

    monkeypatch.setattr(SettingsDialog, "exec", choose)
    window.act_settings.trigger()
    loaded = keys.load_settings(stored.path).settings
    assert loaded.get(keys.TABLE_SIZE) == 5
    assert loaded.get(keys.PLAYER_NAMES)[4] == "Dora"
    assert loaded.get(keys.BOT_LEVELS)[3] == "easy"
    assert loaded.get(keys.SERIES_LENGTH) == 15
    window.new_game()  # the table size applies from the next series
    snap = controller.snapshot()
    assert snap.players == 5 and snap.names[4] == "Dora"
    assert controller.bot_kind(4) == "easy"
    controller.shutdown()


def played(duplicate: bool, seed: int) -> Series:
    from skat_desktop.engine.deal import Deal

    series = Series(players=3, first_dealer=0, seed=seed, duplicate=duplicate)
    rng = random.Random(seed)
    for _ in range(6):
        deal: Deal = series.new_deal()
        while deal.result is None:
            deal.apply(rng.choice(deal.legal_actions()))
        series.record(deal)
    return series


def test_statistics_show_luck_and_skill_of_duplicate_series(qtbot: Any) -> None:
    dup = played(True, 3)
    plain = played(False, 4)
    summaries = [
        series_summary(
            dup, NAMES, series_id="d", started_at="2026-12-01", finished_at="2026-12-01T20"
        ),
        series_summary(
            plain, NAMES, series_id="p", started_at="2026-12-02", finished_at="2026-12-02T20"
        ),
    ]
    model = StatsTableModel()
    model.set_summaries(summaries, "You")
    table = duplicate_standing(dup)
    luck, skill = model.text("luck", "You"), model.text("skill", "You")
    assert luck.endswith("over 6 hands") and skill.endswith("over 6 hands")
    expected = f"{table.luck():+.1f}".removesuffix(".0")
    assert luck.startswith(expected if table.luck() else "0")
    only_plain = StatsTableModel()
    only_plain.set_summaries(summaries[1:], "You")
    assert only_plain.text("luck", "You") == "–" and only_plain.text("skill", "You") == "–"
    assert "luck" in model.row_label("luck").lower()
