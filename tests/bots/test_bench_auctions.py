"""The paired auction test counts only the seatings bid differently, and counts them right."""

from __future__ import annotations

import json

import pytest

from skat_desktop import arena
from skat_desktop.bench import auctions


@pytest.fixture
def bold_normal(monkeypatch: pytest.MonkeyPatch) -> str:
    """A Normal player that bids down to a lower chance and plays its cards alike."""
    from skat_desktop.bots import registry
    from skat_desktop.bots.heuristic import HeuristicPlayer

    def bold(seed: int | None) -> HeuristicPlayer:
        return HeuristicPlayer(seed, name="normal", bid_threshold=0.42)

    monkeypatch.setitem(registry._FACTORIES, "bold", bold)
    return "bold"


def test_a_group_differs_by_what_the_arena_scores_for_each_variant(bold_normal: str) -> None:
    # Deterministic players that differ only in bidding: two separate arena runs on the
    # same deals and seeds must differ by exactly what the paired test finds.
    found = 0
    for index in range(6):
        d, differing = auctions.group_difference(bold_normal, "normal", "easy", 5, index)
        a = arena.play_group(bold_normal, "easy", 5, index, None)
        b = arena.play_group("normal", "easy", 5, index, None)
        expected = (a.a_points - a.b_points - b.a_points + b.b_points) / 9
        assert d == pytest.approx(expected)
        assert 0 <= differing <= 6
        found += differing
    assert found > 0  # the bolder bids did change some auctions


def test_a_variant_against_itself_differs_nowhere() -> None:
    figures = auctions.run("normal", "normal", "easy", deals=3, seed=2)
    assert figures["groups_differing"] == 0 and figures["seatings_differing"] == 0
    assert figures["diff"] == 0.0


def test_swapping_the_variants_turns_the_sign(bold_normal: str) -> None:
    one = auctions.run(bold_normal, "normal", "easy", deals=4, seed=3)
    other = auctions.run("normal", bold_normal, "easy", deals=4, seed=3)
    assert one["groups_differing"] == other["groups_differing"] > 0
    d1, d2 = one["diff"], other["diff"]
    assert isinstance(d1, float) and isinstance(d2, float) and d1 == pytest.approx(-d2)


def test_bad_arguments_are_named(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        auctions.main(["--a", "grandmaster", "--b", "normal"])
    assert "grandmaster" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        auctions.main(["--a", "normal", "--b", "easy", "--deals", "0"])
    assert "--deals" in capsys.readouterr().err


def test_main_prints_one_json_object(capsys: pytest.CaptureFixture[str]) -> None:
    assert (
        auctions.main(["--a", "normal", "--b", "easy", "--against", "random", "--deals", "2"]) == 0
    )
    data = json.loads(capsys.readouterr().out)
    assert data["benchmark"] == "auctions" and len(data["ci95"]) == 2
