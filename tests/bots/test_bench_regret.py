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
    # The split by who decides and when adds up to the totals.
    by_kind = figures["critical_by_kind"]
    assert isinstance(by_kind, dict) and sum(by_kind.values()) == len(views)
    by_random = figures["random_errors_by_kind"]
    assert isinstance(by_random, dict) and sum(by_random.values()) == random_
    leads = [v for v, _ in views if not v.trick]
    assert by_kind["declarer_lead"] + by_kind["defender_lead"] == len(leads)


def test_decision_kind_names_the_role_and_the_place_in_the_trick() -> None:
    views = regret.critical_views(deals=12, seed=4, first_trick=0, last_trick=9)
    kinds = {regret.decision_kind(v) for v, _ in views}
    assert kinds <= set(regret.DECISION_KINDS)
    for view, _ in views:
        kind = regret.decision_kind(view)
        assert kind.startswith("declarer") == (view.seat == view.declarer)
        assert kind.endswith("lead") == (not view.trick)


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
