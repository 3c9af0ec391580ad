"""The tester's wording defects: "(1 deals so far)", and Grand spoken of with trumps beside
its jacks (in Grand the jacks are the only trumps)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from test_stats import SERIES_A

from skat_desktop.bots.explain import Fact, Reason
from skat_desktop.engine.actions import PASS
from skat_desktop.engine.rules import GameType
from skat_desktop.ui.stats.window import StatisticsWindow
from skat_desktop.ui.why import reason_sentences, shown_chance


def test_one_deal_so_far_is_singular(qtbot: Any, tmp_path: Path) -> None:
    one = dict(SERIES_A, deals=SERIES_A["deals"][:1])
    window = StatisticsWindow(tmp_path / "empty", human="You", in_progress=one)
    qtbot.addWidget(window)
    text = window.empty_label.text()
    assert "(one deal so far)" in text
    assert "1 deals" not in text


def test_grand_names_only_its_jacks(qapp: Any) -> None:
    facts = (
        Fact("hand_game", number=72, other=2, extra=2, game=GameType.GRAND),
        Fact("declare_game", number=72, other=2, extra=2, game=GameType.GRAND, bid=18),
    )
    words = reason_sentences(Reason(0, PASS, facts), lambda seat: "")
    assert "trump" not in words
    assert "(2 jacks)" in words and "Grand with 2 jacks is worth 72" in words
    hearts = Fact("hand_game", number=40, other=6, extra=2, game=GameType.HEARTS)
    assert "6 trumps" in reason_sentences(Reason(0, PASS, (hearts,)), lambda seat: "")


def test_a_hint_never_claims_certainty(qapp: Any) -> None:
    # "estimated chance to win: 100%" for a hand worth 20: a sampled figure is never sure.
    assert shown_chance(1.0) == 99 and shown_chance(0.999) == 99
    assert shown_chance(0.0) == 1 and shown_chance(0.62) == 62
