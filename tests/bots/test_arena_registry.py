"""The bot registry and the mirrored arena: heuristic beats random, figures are consistent."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from skat_desktop import arena
from skat_desktop.bots import HeuristicPlayer, RandomPlayer, kinds, make_player, register
from skat_desktop.bots.registry import register_budgeted
from skat_desktop.engine.actions import Play
from skat_desktop.engine.deal import Deal
from skat_desktop.engine.view import view_of


def test_levels_are_registered() -> None:
    assert {"random", "easy", "normal", "heuristic"} <= set(kinds())
    assert isinstance(make_player("random", 1), RandomPlayer)
    normal = make_player("normal", 1)
    assert isinstance(normal, HeuristicPlayer) and normal.slip_rate == 0.0
    assert make_player("Heuristic").name == "normal"
    easy = make_player("easy", 1)
    assert isinstance(easy, HeuristicPlayer) and 0.1 <= easy.slip_rate <= 0.25
    assert easy.simple_bidding and easy.memory == 0 and not easy.inference
    with pytest.raises(ValueError, match="unknown bot kind"):
        make_player("grandmaster")


def test_register_adds_a_kind_and_budget_reaches_budgeted_players() -> None:
    seen: list[int | None] = []

    def factory(seed: int | None, budget_ms: int | None) -> RandomPlayer:
        seen.append(budget_ms)
        return RandomPlayer(seed)

    register("test-plain", RandomPlayer)
    register_budgeted("test-budget", factory)
    assert isinstance(make_player("test-plain", 3, budget_ms=50), RandomPlayer)
    make_player("test-budget", 3, budget_ms=50)
    make_player("test-budget", 3)
    assert seen == [50, None]


def test_easy_slips_sometimes_but_not_often() -> None:
    """Easy picks a different card from Normal in a minority of trick-play decisions."""
    differ = total = 0
    for seed in range(40):
        deal = Deal.from_seed(seed)
        normal = HeuristicPlayer(seed)
        easy = make_player("easy", seed)
        while not deal.is_over:
            view = view_of(deal, deal.current_player)
            action = normal.choose(view, view.legal)
            if isinstance(action, Play) and len(view.legal) > 1:
                total += 1
                differ += easy.choose(view, view.legal) != action
            deal.apply(action)
    assert total > 100
    assert 0.05 < differ / total < 0.45


def test_heuristic_beats_random_in_a_short_mirrored_match() -> None:
    figures = arena.run("heuristic", "random", deals=20, seed=1)
    assert figures["deals"] == 20 and figures["plays"] == 120
    low, high = figures["ci95"]  # type: ignore[misc]
    diff = figures["diff"]
    assert isinstance(diff, float) and low <= diff <= high
    assert diff > 100 and low > 0
    assert abs(figures["a_points_per_deal"] - figures["b_points_per_deal"] - diff) < 0.01  # type: ignore[operator]


def test_declarer_and_defender_points_add_up_to_each_kinds_score() -> None:
    figures = arena.run("heuristic", "random", deals=6, seed=3)
    levels = figures["levels"]
    assert isinstance(levels, dict)
    for side in ("a", "b"):
        st = levels[side]
        split = st["declarer_points_per_deal"] + st["defender_points_per_deal"]
        assert abs(split - figures[f"{side}_points_per_deal"]) < 0.01  # type: ignore[operator]
    # Random loses nearly every game it declares: its defenders collect the bonus often.
    assert levels["b"]["declarer_points_per_deal"] < 0 < levels["a"]["defender_points_per_deal"]


def test_arena_mirror_is_fair_for_equal_kinds() -> None:
    """The same kind on both sides scores alike: the mirror gives no side an edge in cards."""
    figures = arena.run("normal", "normal", deals=8, seed=5)
    assert figures["diff"] == 0.0


def test_arena_json_output(capsys: pytest.CaptureFixture[str]) -> None:
    assert arena.main(["--a", "heuristic", "--b", "random", "--deals", "3", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    for key in ("a", "b", "deals", "games", "a_points_per_deal", "b_points_per_deal", "diff"):
        assert key in data
    assert len(data["ci95"]) == 2 and data["ci95"][0] <= data["diff"] <= data["ci95"][1]


def test_strong_is_registered_and_plays_in_the_arena(capsys: pytest.CaptureFixture[str]) -> None:
    assert "strong" in kinds()
    assert (
        arena.main(["--a", "strong", "--b", "heuristic", "--deals", "1", "--budget-ms", "5"]) == 0
    )
    out = capsys.readouterr().out
    assert "strong vs heuristic: 1 deals x 6 mirrored plays" in out


def test_progress_lines_hold_the_running_figures(tmp_path: Path) -> None:
    log = tmp_path / "progress.jsonl"
    args = ["--a", "heuristic", "--b", "random", "--deals", "3", "--progress", str(log)]
    assert arena.main([*args, "--json"]) == 0
    lines = [json.loads(x) for x in log.read_text().splitlines()]
    assert [x["deals"] for x in lines] == [1, 2, 3]
    assert lines[0]["ci95"] is None and lines[-1]["ci95"][0] <= lines[-1]["diff"]


def test_level_figures_count_every_play_and_game() -> None:
    """Per kind: declarations per position add up to the games played, shares are shares."""
    figures = arena.run("normal", "random", deals=6, seed=3)
    levels = figures["levels"]
    assert isinstance(levels, dict)
    declared = levels["a"]["games_declared"] + levels["b"]["games_declared"]
    assert declared == figures["games"]
    for side in ("a", "b"):
        st = levels[side]
        assert all(0.0 <= x <= 1.0 for x in st["declared_share_by_position"])
        for key in ("grand_share", "null_share", "declarer_win_rate", "passed_in_share_alone"):
            assert 0.0 <= st[key] <= 1.0
    # Random bids wildly and loses most of its games; Normal wins most of its own.
    assert levels["a"]["declarer_win_rate"] > levels["b"]["declarer_win_rate"]


def test_oracle_without_the_deal_plays_like_normal() -> None:
    oracle = make_player("oracle", 4)
    for seed in range(3):
        deal = Deal.from_seed(seed)
        normal = HeuristicPlayer(4)
        while not deal.is_over:
            view = view_of(deal, deal.current_player)
            action = normal.choose(view, view.legal)
            assert oracle.choose(view, view.legal) == action
            deal.apply(action)


def test_oracle_shown_the_deal_wins_the_games_it_declares() -> None:
    """Open-handed it bids only games it makes against any defence, and then makes them."""
    declared = 0
    for seed in range(4):
        result = arena.play_deal(
            arena.deal_seed(9, seed), ("oracle", "normal", "normal"), seed, None
        )
        if not result.passed_in and result.declarer == 0:
            declared += 1
            assert result.won
    assert declared >= 1


def test_count_bidding_takes_trumps_and_aces_but_not_a_poor_hand() -> None:
    from skat_desktop.bots.heuristic import count_bid_limit
    from skat_desktop.engine.cards import parse_cards

    # Five clubs with the club jack and spade jack: Clubs "with 2, game 3" = 36.
    assert count_bid_limit(parse_cards("CJ SJ CA CT C9 DA D7 H8 S9 S8")) == 36
    # Three jacks and an ace: Grand "with 2, game 3" = 72 (the heart jack missing).
    assert count_bid_limit(parse_cards("CJ SJ DJ CA C9 D8 H8 H7 S9 S8")) == 72
    # Scattered cards, one jack: no game to count.
    assert count_bid_limit(parse_cards("DJ CA C9 D8 D7 HT H7 S9 S8 S7")) == 0


def test_normal_beats_easy_in_a_short_mirrored_match() -> None:
    figures = arena.run("normal", "easy", deals=30, seed=2)
    ci = figures["ci95"]
    assert isinstance(ci, list) and ci[0] > 0
