"""The analysis window runs analyse_deal off the GUI thread and shows its rows."""

from __future__ import annotations

import threading

import pytest

import skat_desktop.ui  # noqa: F401  (the refcount guard before any widget)
from skat_desktop.bots.heuristic import HeuristicPlayer
from skat_desktop.bots.strong import analyse_deal
from skat_desktop.engine.deal import Deal
from skat_desktop.engine.series import FinishedDeal, Series
from skat_desktop.engine.view import view_of
from skat_desktop.ui import analysis
from skat_desktop.ui.analysis import AnalysisWindow
from skat_desktop.ui.terms import Terms

NAMES = ("You", "Anna", "Ben")


def _finished(seed: int) -> FinishedDeal:
    deal = Deal.from_seed(seed)
    players = [HeuristicPlayer(s) for s in range(3)]
    while not deal.is_over:
        seat = deal.current_player
        view = view_of(deal, seat)
        deal.apply(players[seat].choose(view, view.legal), seat)
    return Series().record(deal)


def test_table_matches_analyse_deal_and_runs_off_the_gui_thread(qtbot, monkeypatch) -> None:
    finished = _finished(8)  # a suit game in which some cards cost points
    expected = analyse_deal(finished.replay().history, finished.options, max_tricks=6)
    assert any(a.cost for a in expected)

    ran_on: list[int] = []

    def recording(history, options, max_tricks):  # type: ignore[no-untyped-def]
        ran_on.append(threading.get_ident())
        return analyse_deal(history, options, max_tricks)

    monkeypatch.setattr(analysis, "analyse_deal", recording)
    window = AnalysisWindow(finished, NAMES, max_tricks=6)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(lambda: window.rows is not None, timeout=60_000)

    assert ran_on and ran_on[0] != threading.get_ident()
    assert window.worker_thread_id == ran_on[0]
    assert window.rows == expected
    table = window.table
    assert table.rowCount() == len(expected)
    terms = Terms()
    for r, a in enumerate(expected):
        assert table.item(r, 0).text() == str(a.trick)
        assert table.item(r, 1).text() == NAMES[finished.seating[a.seat]]
        assert table.item(r, 2).text() == terms.card(a.card)
        assert table.item(r, 3).text() == f"{a.value_before} → {a.value_after}"
        assert table.item(r, 4).text() == " ".join(terms.card(c) for c in a.best_cards)
        assert table.item(r, 5).text() == str(a.cost)
        highlighted = table.item(r, 0).background().color() == analysis.COST_BRUSH.color()
        assert highlighted == (a.cost > 0)
    assert not window.busy.isVisible()
    for seat in {a.seat for a in expected}:
        total = sum(a.cost for a in expected if a.seat == seat)
        assert f"{NAMES[finished.seating[seat]]}: {total}" in window.summary.text()


def test_busy_while_analysing_and_closing_drops_the_result(qtbot, monkeypatch) -> None:
    release = threading.Event()

    def slow(history, options, max_tricks):  # type: ignore[no-untyped-def]
        release.wait(10)
        return []

    monkeypatch.setattr(analysis, "analyse_deal", slow)
    window = AnalysisWindow(_finished(8), NAMES, max_tricks=2)
    qtbot.addWidget(window)
    window.show()
    assert window.busy.isVisible()
    assert window.status.text() == "Analysing…"
    window.close()
    release.set()
    assert window.worker is not None
    window.worker.join(10)
    qtbot.wait(50)
    assert window.rows is None  # the result came after the close and was dropped


@pytest.mark.parametrize(("seed", "word"), [(10, "No game was played"), (5, "Null")])
def test_nothing_to_analyse(qtbot, seed: int, word: str) -> None:
    finished = _finished(seed)  # seed 10: passed in; seed 5: a Null game
    window = AnalysisWindow(finished, NAMES)
    qtbot.addWidget(window)
    window.show()
    assert not window.analysable
    assert window.worker is None
    assert word in window.intro.text()
    assert "nothing to analyse" in window.intro.text()
    assert not window.table.isVisible() and not window.busy.isVisible()
