"""The card-play benchmark finds the decisions that matter and tells the levels apart."""

from __future__ import annotations

import json

import pytest

from skat_desktop.bench import regret


def test_only_critical_views_are_judged_and_random_errs_more_than_normal() -> None:
    views = regret.critical_views(deals=12, seed=4, first_trick=0, last_trick=9)
    assert len(views) > 10
    for view, losing in views:
        legal = {a.card for a in view.legal if hasattr(a, "card")}
        assert losing and losing < legal  # some cards keep the goal, some lose it
    figures = regret.run(deals=12, seed=4, levels=["normal", "random"])
    assert figures["critical_views"] == len(views)
    normal, random_ = figures["normal_critical_errors"], figures["random_critical_errors"]
    assert isinstance(normal, int) and isinstance(random_, int)
    assert normal < random_ <= len(views)


def test_bad_arguments_are_named(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        regret.main(["--levels", "grandmaster"])
    assert "grandmaster" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        regret.main(["--first-trick", "5", "--last-trick", "2"])
    assert "--first-trick" in capsys.readouterr().err


def test_main_prints_one_json_object(capsys: pytest.CaptureFixture[str]) -> None:
    assert regret.main(["--deals", "2", "--levels", "normal", "--first-trick", "3"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["tricks"] == [3, 9] and "normal_error_rate" in data
