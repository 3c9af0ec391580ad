"""The session on disk: durable background saves, archive with summaries, resume, New game."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from skat_desktop.controller.game import ControllerSettings, GameController
from skat_desktop.storage import archive, saves
from skat_desktop.ui.session import Session
from skat_desktop.ui.stats.window import StatisticsWindow


def _session(tmp_path: Path, deals: int, seed: int = 3) -> tuple[Session, GameController]:
    session = Session(save_path=tmp_path / "save.json", archive_folder=tmp_path / "archive")
    config = ControllerSettings(human_is_bot=True, speed="off", series_length=deals, seed=seed)
    controller = GameController(config, autosave=session.autosave)
    session.attach(controller)
    return session, controller


def _play(qtbot: Any, controller: GameController, deals: int) -> None:
    played: list[object] = []

    def finished(deal: object) -> None:
        played.append(deal)
        if len(played) < deals:
            controller.next_deal()

    controller.deal_finished.connect(finished)
    with qtbot.waitSignal(controller.series_finished, timeout=60_000):
        controller.new_series()


def test_played_series_is_archived_with_its_statistics(qtbot: Any, tmp_path: Path) -> None:
    session, controller = _session(tmp_path, 3)
    _play(qtbot, controller, 3)
    session.close()
    controller.shutdown()
    assert session.archived == 1
    assert saves.load_game(tmp_path / "save.json").value is None  # filed: nothing to resume
    [entry] = archive.list_series(tmp_path / "archive").entries
    assert entry.id == session.series_id
    loaded = archive.load_series(entry.id, tmp_path / "archive").value
    assert loaded is not None and loaded.summary is not None
    summary = loaded.summary
    assert len(summary["deals"]) == 3
    assert summary["started_at"] == loaded.series["started_at"]
    assert summary["players"] == ["You", "Anna", "Ben"]
    assert summary["plain_totals"] == list(controller.series.plain_totals())
    # The statistics window shows the three deals for every player.
    window = StatisticsWindow(tmp_path / "archive", human="You")
    qtbot.addWidget(window)
    assert window.model.players[0] == "You"
    assert all(window.model.stats[name].deals_played == 3 for name in ("You", "Anna", "Ben"))
    assert window.model.stats["You"].series_played == 1


def test_saves_carry_id_and_start_and_resume_keeps_them(qtbot: Any, tmp_path: Path) -> None:
    session, controller = _session(tmp_path, 0)
    with qtbot.waitSignal(controller.deal_finished, timeout=60_000):
        controller.new_series()
    session.flush()
    controller.shutdown()
    saved = saves.load_game(tmp_path / "save.json").value
    assert saved is not None
    assert saved["id"] == session.series_id and saved["started_at"] == session.started_at
    assert saved["state"] == "deal_over"  # a finished deal is on disk before play goes on
    session.close()

    again = Session(save_path=tmp_path / "save.json", archive_folder=tmp_path / "archive")
    resumed = GameController(
        ControllerSettings(human_is_bot=True, speed="off"), autosave=again.autosave
    )
    again.attach(resumed)
    assert again.resume()
    assert (again.series_id, again.started_at) == (saved["id"], saved["started_at"])
    assert len(resumed.series.deals) == 1
    # New game files the unfinished series and gives the next one its own id.
    again.new_series()
    qtbot.waitUntil(lambda: again.saves > 0)
    again.flush()
    resumed.shutdown()
    [entry] = archive.list_series(tmp_path / "archive").entries
    assert entry.id == saved["id"]
    assert again.series_id != saved["id"]
    assert saves.load_game(tmp_path / "save.json").value["id"] == again.series_id
    again.close()


def test_play_again_after_the_series_starts_a_new_one_once(qtbot: Any, tmp_path: Path) -> None:
    session, controller = _session(tmp_path, 1)
    _play(qtbot, controller, 1)
    first_id = session.series_id
    controller.next_deal()  # Play again at the end of a series: a fresh series
    qtbot.waitUntil(lambda: session.series_id != first_id)
    with qtbot.waitSignal(controller.series_finished, timeout=60_000):
        pass
    session.close()
    controller.shutdown()
    ids = sorted(e.id for e in archive.list_series(tmp_path / "archive").entries)
    assert ids == sorted([first_id, session.series_id])
