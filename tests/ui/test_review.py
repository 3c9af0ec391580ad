"""The review window steps through replayed deals; ISS export and import give the same deals."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from test_review_samples import NAMES, play_series

from skat_desktop.controller.summary import series_summary
from skat_desktop.engine.cards import card_points
from skat_desktop.engine.notation import encode_action
from skat_desktop.storage import archive
from skat_desktop.ui.review import (
    deals_from_series,
    export_records,
    read_records_file,
    review_steps,
    series_records,
)
from skat_desktop.ui.review.steps import AUCTION, DEAL, DECLARATION, RESULT, SKAT, TRICK
from skat_desktop.ui.review.window import ReviewWindow


def test_steps_of_a_played_deal() -> None:
    series = play_series(deals=4)
    finished = next(d for d in series.deals if d.counts)
    deal = finished.replay()
    steps = review_steps(deal)
    kinds = [s.kind for s in steps]
    assert kinds[:2] == [DEAL, AUCTION]
    assert kinds[2:4] == [SKAT, DECLARATION]
    assert kinds.count(TRICK) == len(deal.tricks)
    assert kinds[-1] == RESULT
    assert steps[0].hands == deal.dealt_hands
    assert steps[-1].result == deal.result
    # Every trick step shows the trick as played and who won it.
    tricks = [s for s in steps if s.kind == TRICK]
    for number, (step, trick) in enumerate(zip(tricks, deal.tricks, strict=True), start=1):
        assert step.trick_number == number
        assert [c for _, c in step.trick] == list(trick.cards)
        assert step.trick[0][0] == trick.leader
        assert step.trick_winner == trick.winner
        # Thirty cards were in the hands after the skat was settled.
        assert sum(h.bit_count() for h in step.hands) == 30 - 3 * number


def test_passed_in_deal_has_three_steps() -> None:
    from skat_desktop.engine.actions import PASS
    from skat_desktop.engine.deal import Deal

    deal = Deal.from_seed(4)
    for _ in range(3):
        deal.apply(PASS)
    assert [s.kind for s in review_steps(deal)] == [DEAL, AUCTION, RESULT]


def test_window_shows_the_right_trick_and_steps_with_keys(qtbot: Any) -> None:
    series = play_series(deals=3)
    deals = deals_from_series(series, NAMES[:3])
    window = ReviewWindow(deals, title="test")
    qtbot.addWidget(window)
    window.show()
    index = next(i for i, d in enumerate(deals) if len(d.deal.tricks) >= 4)
    window.select_deal(index)
    window.go_to_trick(4)
    step = window.current_step
    assert step is not None and step.kind == TRICK
    trick = deals[index].deal.tricks[3]
    assert [c for _, c in step.trick] == list(trick.cards)
    assert window.table.step is step
    winner = deals[index].names[trick.winner]
    worth = sum(card_points(c) for c in trick.cards)
    caption = window.caption.text()
    assert "Trick 4:" in caption and f"{winner} takes {worth} points" in caption

    # Right and Left step through the deal from the table, which keeps the focus.
    window.first_step()
    assert window.current_step is not None and window.current_step.kind == DEAL
    qtbot.keyClick(window.table, Qt.Key.Key_Right)
    assert window.current_step is not None and window.current_step.kind == AUCTION
    qtbot.keyClick(window.table, Qt.Key.Key_Right)
    qtbot.keyClick(window.table, Qt.Key.Key_Left)
    assert window.current_step.kind == AUCTION
    qtbot.keyClick(window.table, Qt.Key.Key_End)
    assert window.current_step.kind == RESULT
    # Right at a result goes on to the next deal; Left comes back to the result.
    if index + 1 < len(deals):
        qtbot.keyClick(window.table, Qt.Key.Key_Right)
        assert (window.deal_index, window.step_index) == (index + 1, 0)
        qtbot.keyClick(window.table, Qt.Key.Key_Left)
        assert window.deal_index == index and window.current_step.kind == RESULT
    qtbot.keyClick(window.table, Qt.Key.Key_Down)
    assert window.deal_index == min(index + 1, len(deals) - 1)


def test_archived_series_opens_with_its_score_sheet(qtbot: Any, tmp_path: Path) -> None:
    series = play_series(deals=5, seed=8)
    summary = series_summary(
        series,
        NAMES,
        series_id="rev1",
        started_at="2025-04-01T10:00:00+00:00",
        finished_at="2025-04-01T11:00:00+00:00",
    )
    archive.archive_series({"series": series.to_dict()}, summary, folder=tmp_path)
    loaded = archive.load_series("rev1", tmp_path).value
    assert loaded is not None
    window = ReviewWindow.for_archived(loaded)
    qtbot.addWidget(window)
    assert len(window.deals) == 5
    assert window.players == ["You", "Anna", "Ben"]
    # One row a deal plus the Seeger-Fabian totals.
    assert window.sheet_table.rowCount() == 6
    last = window.sheet_table.rowCount() - 1
    totals = [int(window.sheet_table.item(last, 4 + p).text()) for p in range(3)]
    assert totals == series.seeger_fabian_totals()
    # Clicking a sheet row opens that deal.
    window._sheet_clicked(3, 0)
    assert window.deal_index == 3 and window.current_step is not None
    assert window.current_step.kind == DEAL


def test_iss_export_then_import_gives_the_same_deals(qtbot: Any, tmp_path: Path) -> None:
    series = play_series(deals=6, seed=5)
    path = tmp_path / "deals.txt"
    export_records(series_records(series, NAMES[:3], date="2025-04-01"), path)
    deals, problems = read_records_file(path)
    assert problems == []
    assert len(deals) == len(series.deals)
    for imported, finished in zip(deals, series.deals, strict=True):
        assert tuple(encode_action(a) for _, a in imported.deal.history) == finished.history
        assert imported.deal.result == finished.result
        assert imported.names == tuple(NAMES[p] for p in finished.seating)
    window = ReviewWindow.for_records_file(path)
    qtbot.addWidget(window)
    assert window.deal_list.count() == 6
    assert not window.problem_label.isVisibleTo(window)


def test_damaged_records_are_reported_and_the_rest_reviewed(qtbot: Any, tmp_path: Path) -> None:
    series = play_series(deals=2, seed=5)
    good = series_records(series, NAMES[:3])
    path = tmp_path / "mixed.txt"
    path.write_text("\n".join(["garbage line", good[0], good[1][:60], good[1]]) + "\n")
    deals, problems = read_records_file(path)
    assert len(deals) == 2
    assert len(problems) == 2 and "line 1" in problems[0] and "line 3" in problems[1]
    window = ReviewWindow.for_records_file(path)
    qtbot.addWidget(window)
    assert window.problem_label.isVisibleTo(window)
    assert "line 1" in window.problem_label.text()
    assert window.deal_list.count() == 2
    missing, trouble = read_records_file(tmp_path / "nothing.txt")
    assert missing == [] and "cannot be read" in trouble[0]
