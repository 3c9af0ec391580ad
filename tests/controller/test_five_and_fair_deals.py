"""Through the controller: a whole 5-player series, series from a deal number and the deal
of the day, the fingerprint before and the seed after each deal, duplicate series."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from skat_desktop.controller import dealsources
from skat_desktop.controller.game import ControllerSettings, ControllerState, GameController
from skat_desktop.controller.snapshot import TableSnapshot
from skat_desktop.controller.summary import deal_record, series_summary
from skat_desktop.engine.deal import Deal
from skat_desktop.engine.duplicate import DuplicateStanding
from skat_desktop.engine.seeds import day_seed, fingerprint, shuffled_layout
from skat_desktop.engine.series import Series
from skat_desktop.storage import archive, stats

from .conftest import MakeController
from .helpers import EagerBot, declarer_human, passing_human
from .test_game import play

S = ControllerState
NAMES = ("You", "Anna", "Ben", "Clara", "David")


def test_a_whole_five_player_series_the_human_sits_out_twice_a_round(
    qtbot: Any, make_controller: MakeController
) -> None:
    c = make_controller(players=5, seed=3, series_length=10, bot=EagerBot)
    snaps: list[TableSnapshot] = []
    c.snapshot_changed.connect(snaps.append)
    c.new_series()
    play(qtbot, c, passing_human, lambda c: c.state == S.SERIES_OVER, timeout=30000)
    s = c.snapshot()
    assert s.players == 5 and len(s.sheet) == 10 and len(s.names) == 5
    for snap in snaps:
        assert len(snap.sitting_out) == 2
        assert snap.dealer in snap.sitting_out and (snap.dealer + 2) % 5 in snap.sitting_out
        if 0 in snap.sitting_out:  # the human holds no cards and is never asked
            assert snap.position_of[0] is None and not snap.legal and snap.human_hand == 0
    out = [d for d in c.series.deals if 0 not in d.seating]
    assert len(out) == 4
    for row in s.sheet:
        assert row["declarer"] in (1, 2, 3, 4)
        assert sum(e is not None for e in row["entries"]) == 1
    assert len(s.standing_seeger_fabian) == 5
    assert list(s.seeger_fabian_totals) == c.series.seeger_fabian_totals()
    # Every deal's seed is revealed and gives its cards.
    for d in c.series.deals:
        assert (
            d.seed is not None
            and d.replay().dealt_hands[0] == Deal.from_cards(shuffled_layout(d.seed)).dealt_hands[0]
        )


def test_five_player_records_and_the_archive(tmp_path: Path) -> None:
    series = Series(players=5, first_dealer=0, seed=5)
    deal = series.new_deal()
    for _ in range(3):
        deal.apply(deal.legal_actions()[-1])  # pass, pass, pass
    series.record(deal)
    record = deal_record(series.deals[0], NAMES)
    assert record["positions"] == ["dealer", "forehand", "out", "middlehand", "rearhand"]
    assert record["seed"] == series.deals[0].seed
    assert record["fingerprint"] == fingerprint(record["seed"])
    summary = series_summary(
        series,
        NAMES,
        series_id="five",
        started_at="2026-12-01T20:00",
        finished_at="2026-12-01T21:00",
    )
    assert summary["table_size"] == 5
    archive.archive_series({"series": series.to_dict()}, summary, folder=tmp_path)
    summaries, problems = archive.load_summaries(tmp_path)
    assert problems == [] and summaries == [summary]
    figures = stats.player_statistics(summaries)
    assert figures["You"].deals_played == 0 and figures["Ben"].deals_played == 0
    assert figures["Anna"].deals_played == 1


def test_the_fingerprint_comes_before_the_cards_and_the_seed_after(
    qtbot: Any, make_controller: MakeController
) -> None:
    c = make_controller(series_length=2, bot=EagerBot)
    snaps: list[TableSnapshot] = []
    c.snapshot_changed.connect(snaps.append)
    c.new_series()
    play(qtbot, c, passing_human, lambda c: c.state == S.SERIES_OVER)
    first_seed = c.series.deals[0].seed
    assert first_seed is not None
    during = [
        s for s in snaps if s.state in ("dealing", "bidding", "playing") and s.deal_number == 1
    ]
    assert during and all(s.fingerprint == fingerprint(first_seed) for s in during)
    assert all(s.deal_seed is None for s in during)  # the seed stays hidden while playing
    over = [s for s in snaps if s.state == "deal_over"]
    assert over and over[0].deal_seed == first_seed
    assert over[0].next_fingerprint == fingerprint(c.series.deals[1].seed or 0)
    assert c.snapshot().deal_seed == c.series.deals[1].seed


def test_a_deal_number_plays_exactly_those_cards_from_the_chosen_seat(
    qtbot: Any, make_controller: MakeController
) -> None:
    for players in (3, 5):
        c = make_controller(players=players, series_length=0, bot=EagerBot)
        c.start_series(dealsources.numbered_series(c.settings, 987654321, position=1))
        s = c.snapshot()
        assert s.deal_source == "number" and s.source_key == "987654321"
        assert s.position_of[0] == 1
        expected = Deal.from_cards(shuffled_layout(987654321)).hands[1]
        qtbot.waitUntil(lambda c=c: c.deal is not None and c.deal.phase.value != "dealing")
        assert c.snapshot().human_hand == expected
        assert c.snapshot().fingerprint == fingerprint(987654321)


def test_the_deal_of_the_day_is_the_same_on_every_installation(
    qtbot: Any, make_controller: MakeController
) -> None:
    hands = []
    for _ in range(2):
        c = make_controller(players=4, bot=EagerBot)
        c.start_series(dealsources.day_series(c.settings, "2026-12-01"))
        assert c.snapshot().deal_source == "day" and c.snapshot().source_key == "2026-12-01"
        assert c.series.deal_seed() == day_seed("2026-12-01", 0)
        hands.append((c.snapshot().dealer, c.deal.dealt_hands if c.deal else None))
    assert hands[0] == hands[1]
    assert dealsources.today().count("-") == 2


def test_a_duplicate_series_compares_the_human_with_the_bots(
    qtbot: Any, make_controller: MakeController
) -> None:
    c = make_controller(series_length=6, bot=EagerBot, duplicate=True)
    c.new_series()
    play(qtbot, c, declarer_human, lambda c: c.state == S.SERIES_OVER, timeout=30000)
    s = c.snapshot()
    assert s.duplicate
    table = s.duplicate_standing
    assert isinstance(table, DuplicateStanding) and table.rounds == 2
    # Each round: one set of cards, the human holding each of the three hands once.
    for r in range(2):
        deals = c.series.deals[3 * r : 3 * r + 3]
        assert len({d.seed for d in deals}) == 1
        assert sorted(d.seating.index(0) for d in deals) == [0, 1, 2]
    assert table.luck() + table.skill() == table.totals[0]
    summary = series_summary(c.series, NAMES[:3], series_id="dup", started_at="a", finished_at="b")
    assert all("luck" in d and "skill" in d for d in summary["deals"])
    figures = stats.player_statistics([stats.parse_series_summary(summary)])
    you = figures["You"]
    assert you.duplicate_hands == 6
    assert abs(you.luck - table.luck()) < 1e-9 and abs(you.skill - table.skill()) < 1e-9


def test_a_duplicate_series_survives_save_and_restore(
    qtbot: Any, make_controller: MakeController
) -> None:
    c = make_controller(series_length=3, bot=EagerBot, duplicate=True, players=3)
    c.new_series()
    play(
        qtbot,
        c,
        passing_human,
        lambda c: len(c.series.deals) == 1 and c.state == S.DEAL_OVER,
        play_again=False,
    )
    saved = c.to_dict()
    other = GameController(ControllerSettings(speed="off"), player_factory=lambda k, s: EagerBot(s))
    try:
        other.restore(saved)
        assert other.series.duplicate and other.series.deals[0].seed == c.series.deals[0].seed
        assert other.snapshot().deal_seed == c.series.deals[0].seed
    finally:
        other.shutdown()


def test_a_five_player_game_saves_and_resumes_mid_deal(
    qtbot: Any, make_controller: MakeController
) -> None:
    c = make_controller(players=5, seed=12, bot=EagerBot)
    c.new_series()
    qtbot.waitUntil(lambda: c.deal is not None and len(c.deal.history) > 4)
    saved, before = c.to_dict(), c.snapshot()
    dealt = c.deal.dealt_hands if c.deal is not None else None
    c.shutdown()  # the table stands still where it was saved
    assert saved["series"]["players"] == 5
    other = GameController(
        ControllerSettings(players=5, speed="off"), player_factory=lambda k, s: EagerBot(s)
    )
    try:
        other.restore(saved)
        assert other.series.players == 5
        assert other.snapshot().sitting_out == before.sitting_out
        assert len(before.sitting_out) == 2
        assert other.deal is not None and other.deal.dealt_hands == dealt
        assert other.snapshot().fingerprint == before.fingerprint is not None
    finally:
        other.shutdown()


def test_the_five_player_csv_leaves_both_players_sitting_out_empty(tmp_path: Path) -> None:
    series = Series(players=5, first_dealer=0, seed=2)
    for _ in range(2):
        deal = series.new_deal()
        for _ in range(3):
            deal.apply(deal.legal_actions()[-1])
        series.record(deal)
    summary = series_summary(series, NAMES, series_id="csv5", started_at="a", finished_at="b")
    rows = archive.score_sheet_rows(summary)
    # Deal 1: dealer 0 and player 2 sit out; deal 2: dealer 1 and player 3.
    assert [r["seated"] for r in rows] == [
        [False, True, False, True, True],
        [True, False, True, False, True],
    ]
    path = tmp_path / "five.csv"
    archive.export_score_sheet_csv(rows, path, list(NAMES))
    text = path.read_text("utf-8-sig")
    assert "David" in text and len(text.splitlines()) == 3
