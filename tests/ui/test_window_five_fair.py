"""Through the real main window: a 5-player series, the deal number dialog, the deal of
the day, a duplicate series with its standing, and the review's Verify button."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from test_window_play import make_window, play_deal

from skat_desktop.engine.deal import Deal
from skat_desktop.engine.seeds import fingerprint, short_fingerprint, shuffled_layout
from skat_desktop.ui import autopilot
from skat_desktop.ui.fair_deals import DealNumberDialog
from skat_desktop.ui.review.sources import deals_from_series, series_records
from skat_desktop.ui.review.window import ReviewWindow

__all__ = ["make_window"]  # the fixture, shared with the other window tests


def play_series(qtbot, window) -> None:
    for _ in range(40):
        play_deal(qtbot, window)
        if window.snapshot.state == "series_over":
            return
        deal_id = window.snapshot.deal_id
        window.play_again()
        qtbot.waitUntil(lambda d=deal_id: window.snapshot.deal_id == d + 1)
    raise AssertionError("the series did not end")


def test_a_whole_five_player_series_through_the_window(qtbot, make_window):
    window = make_window(seed=4, players=5, series_length=5)
    window.new_game()
    seen_out = set()
    overlaps = []

    def watch(snap) -> None:
        if snap.state == "playing":
            seen_out.update(snap.sitting_out)
            rects = [window.scene.plate_rect(p) for p in range(5)]
            for i in range(5):
                for j in range(i + 1, 5):
                    if rects[i].intersects(rects[j]):
                        overlaps.append((i, j))

    window.controller.snapshot_changed.connect(watch)
    play_series(qtbot, window)
    snap = window.snapshot
    assert snap.state == "series_over" and len(snap.sheet) == 5
    assert seen_out == {0, 1, 2, 3, 4}  # everybody sat out in a round
    assert not overlaps, overlaps  # five name plates, none over another
    assert window.sheet.columnCount() == 4 + 5
    lines = {p: window.scene.plate_lines(p) for p in range(5)}
    assert {line[0] for line in lines.values()} == set(snap.names)
    # The last deal's two players sitting out are shown as such.
    for p in snap.sitting_out:
        assert "Sits out" in lines[p][1]
    scene_rect = QRectF(window.scene.sceneRect())
    assert all(scene_rect.contains(window.scene.plate_rect(p)) for p in range(5))
    qtbot.waitUntil(lambda: window.standing is not None and window.standing.isVisible())
    assert window.standing.table.rowCount() == 5


def test_the_status_bar_shows_the_fingerprint_then_the_deal_number(qtbot, make_window):
    window = make_window(seed=9)
    window.new_game()
    qtbot.waitUntil(lambda: window.snapshot.state == "bidding" or window.snapshot.human_to_move)
    note = window.fair_deals.note.text()
    seed = window.controller.series.deal_seed()
    assert short_fingerprint(fingerprint(seed)) in note and str(seed) not in note
    play_deal(qtbot, window)
    note = window.fair_deals.note.text()
    assert f"Deal number {seed}" in note and "Next deal's fingerprint" in note


def test_game_deal_number_plays_exactly_those_cards(qtbot, make_window, monkeypatch):
    window = make_window(seed=3, players=4)
    window.new_game()
    assert window.fair_deals.act_number in window.menu_game.actions()
    assert window.fair_deals.act_day in window.menu_game.actions()
    dialog = DealNumberDialog(window)
    assert dialog.number_label.text() == "Deal &number:" and dialog.position.count() == 3
    assert dialog.number_label.buddy() is dialog.number_edit
    dialog.number_edit.setText("12 abc")
    assert dialog.chosen() is None and "whole number" in dialog.problem.text()
    dialog.number_edit.setText("4 786 838 276 846 591 361")
    dialog.position.setCurrentIndex(2)
    assert dialog.chosen() == (4786838276846591361, 2)
    monkeypatch.setattr(DealNumberDialog, "exec", lambda self: 1)
    monkeypatch.setattr(DealNumberDialog, "chosen", lambda self: (4786838276846591361, 2))
    window.fair_deals.act_number.trigger()
    qtbot.waitUntil(lambda: window.snapshot.human_hand != 0)
    snap = window.snapshot
    assert snap.position_of[0] == 2 and snap.deal_source == "number"
    assert snap.human_hand == Deal.from_cards(shuffled_layout(4786838276846591361)).hands[2]
    assert "From deal number 4786838276846591361" in window.fair_deals.note.text()


def test_the_deal_of_the_day_from_the_menu(qtbot, make_window):
    window = make_window(seed=3)
    window.new_game()
    window.fair_deals.deal_of_the_day(day="2026-12-01")
    snap = window.snapshot
    assert snap.deal_source == "day" and snap.source_key == "2026-12-01"
    assert "Deal of the day 2026-12-01" in window.fair_deals.note.text()
    other = make_window(seed=99)
    other.new_game()
    other.fair_deals.deal_of_the_day(day="2026-12-01")
    assert other.controller.deal.dealt_hands == window.controller.deal.dealt_hands
    assert other.snapshot.dealer == snap.dealer


def test_a_duplicate_series_through_the_window_and_its_standing(qtbot, make_window):
    window = make_window(seed=8, series_length=3)
    window.new_game()
    window.fair_deals.act_duplicate.trigger()
    assert window.controller.series.duplicate
    play_series(qtbot, window)
    qtbot.waitUntil(lambda: window.standing is not None and window.standing.isVisible())
    view = window.standing.duplicate
    assert view.isVisible()
    table = window.snapshot.duplicate_standing
    assert view.table.rowCount() == len(table.hands) + 1 == 4
    assert view.cell(3, 2) == str(table.totals[0])
    assert "Luck" in view.summary.text() and "Skill" in view.summary.text()
    hands = {d.replay().dealt_hands for d in window.controller.series.deals}
    assert len(hands) == 1  # three deals, one set of cards


def test_the_review_shows_the_deal_number_and_verifies_it(qtbot, make_window):
    window = make_window(seed=5, series_length=3)
    window.new_game()
    play_deal(qtbot, window, autopilot.choose)
    series = window.controller.series
    deals = deals_from_series(series, window.snapshot.names)
    review = ReviewWindow(deals)
    qtbot.addWidget(review)
    bar = review.seed_bar
    seed = series.deals[0].seed
    assert str(seed) in bar.label.text()
    bar.button.click()
    assert bar.problems == [] and "Checked" in bar.verdict.text()
    # A record whose cards were changed is caught by the same button.
    line = series_records(series, window.snapshot.names)[0]
    forged = line.replace(f"SD[{seed}]", f"SD[{seed + 1}]")
    from skat_desktop.ui.review.sources import deals_from_records

    forged_deals, problems = deals_from_records(forged)
    assert problems == []
    forged_review = ReviewWindow(forged_deals)
    qtbot.addWidget(forged_review)
    assert forged_review.seed_bar.check() is False
    assert "Does not fit" in forged_review.seed_bar.verdict.text()


def test_the_note_is_visible_and_the_title_names_the_series(qtbot, make_window):
    # The status bar is hidden: the tester never saw the fingerprint or the deal number,
    # and a deal of the day or a duplicate series had no label on the table.
    window = make_window(seed=3)
    window.show()
    window.new_game()
    qtbot.waitUntil(lambda: bool(window.fair_deals.note.text()))
    assert window.fair_deals.note.isVisible()
    assert window.windowTitle() == "Skat"
    window.fair_deals.deal_of_the_day(day="2026-12-01")
    assert window.windowTitle() == "Skat — Deal of the day 2026-12-01"
    window.fair_deals.duplicate_series()
    assert "Duplicate series" in window.windowTitle()


def test_a_long_note_gives_way_part_by_part_and_stays_in_view(qtbot, make_window, monkeypatch):
    """After a result the note of a deal played from a number is long; at 1200 px it went
    whole into the toolbar's "»" menu. Now its least telling parts give way: what the
    title says, then the deal's own fingerprint; the deal number stays."""
    window = make_window(seed=3)
    monkeypatch.setattr(DealNumberDialog, "exec", lambda self: 1)
    monkeypatch.setattr(DealNumberDialog, "chosen", lambda self: (9, 0))
    window.fair_deals.act_number.trigger()
    play_deal(qtbot, window)
    note = window.fair_deals.note
    full = note.full_text()
    assert full.startswith("From deal number 9 · Deal number ")
    assert "· Fingerprint " in full and "Next deal's fingerprint" in full
    for width in (1900, 1200, 1000):
        window.resize(width, 760)
        qtbot.wait(30)
        shown = note.text()
        assert note.isVisible() and shown, width
        assert "Deal number " in shown, width
        assert note.fontMetrics().horizontalAdvance(shown) <= note.width(), width
        if shown != full:  # the title's part first, then this deal's fingerprint
            assert "From deal number" not in shown, width
            if "Fingerprint" not in shown.replace("Next deal's fingerprint", ""):
                assert "Next deal's fingerprint" in shown or width <= 1000, width
    assert note.text() != full  # at 1000 px not everything fits
