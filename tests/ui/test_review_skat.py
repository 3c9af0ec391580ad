"""The review lays the skat as dealt apart from the two cards put away, labelled as the
live table labels them."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from test_review_you import archived

from skat_desktop.engine.cards import card_list
from skat_desktop.ui import i18n
from skat_desktop.ui.review.steps import DEAL, DECLARATION, RESULT, SKAT
from skat_desktop.ui.review.window import ReviewWindow


@pytest.fixture(autouse=True)
def english(qapp: Any) -> Iterator[None]:
    i18n.set_language("en")
    yield
    i18n.set_language("en")


@pytest.mark.parametrize(("code", "put_away"), [("en", "Put away"), ("de", "Gedrückt")])
def test_the_skat_as_dealt_and_the_cards_put_away_lie_apart(
    qtbot: Any, tmp_path: Path, code: str, put_away: str
) -> None:
    loaded = archived(tmp_path)
    i18n.set_language(code)
    window = ReviewWindow.for_archived(loaded)
    qtbot.addWidget(window)
    deal = window.deals[0].deal
    window.select_deal(0)
    step = window.current_step
    assert step is not None and step.kind == DEAL
    assert window.table.skat_groups(step) == [("Skat", card_list(deal.dealt_skat))]
    for kind in (SKAT, DECLARATION, RESULT):
        window.go_to_step(next(i for i, s in enumerate(window.steps) if s.kind == kind))
        step = window.current_step
        assert step is not None
        assert window.table.skat_groups(step) == [
            ("Skat", card_list(deal.dealt_skat)),
            (put_away, card_list(deal.skat)),
        ], kind
    # A Hand game leaves the skat as dealt: one group, the skat.
    window.select_deal(1)
    window.last_step()
    step = window.current_step
    assert step is not None
    assert window.table.skat_groups(step) == [("Skat", card_list(window.deals[1].deal.skat))]
