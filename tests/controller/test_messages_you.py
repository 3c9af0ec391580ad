"""Sentences about the human say "You play", never "You plays" (defect 1), in every language."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from skat_desktop.controller.messages import describe
from skat_desktop.engine.actions import PASS, PLAY_HAND, Bid, Declare
from skat_desktop.engine.deal import Deal, Phase
from skat_desktop.engine.rules import Contract, GameType
from skat_desktop.ui import i18n

NAMES = ("You", "Anna", "Ben")
SEATING = (1, 0, 2)  # Anna forehand, the human middlehand, Ben rearhand and dealer
# The third-person verb that must never follow the human's name, by language.
WRONG = {"en": "plays", "de": "spielt", "es": "juega", "it": "gioca"}
RIGHT = {"en": "You play ", "de": "Sie spielen ", "es": "Juegas ", "it": "Giochi "}


@pytest.fixture
def language(qapp: Any) -> Iterator[None]:
    yield
    i18n.set_language("en")


def human_declares(contract: Contract) -> Deal:
    deal = Deal.from_seed(3)
    deal.apply(Bid(18), 1)
    deal.apply(PASS, 0)
    deal.apply(PASS, 2)
    deal.apply(PLAY_HAND, 1)
    deal.apply(Declare(contract), 1)
    assert deal.phase == Phase.PLAY and deal.current_player == 0  # Anna leads
    return deal


@pytest.mark.parametrize("code", ["en", "de", "es", "it"])
def test_the_human_declarer_is_told_you_play(language: None, code: str) -> None:
    i18n.set_language(code)
    deal = human_declares(Contract(GameType.NULL, hand=True, ouvert=True))
    text = describe("playing", deal, SEATING, NAMES, 0, 2, None, True)
    assert WRONG[code] not in text
    assert text.startswith(RIGHT[code]), text
    # Anna declaring reads in the third person as before.
    other = describe("playing", deal, (2, 1, 0), NAMES, 0, 2, None, True)
    assert NAMES[1] in other


def test_sentences_for_the_human_played_by_the_computer(language: None) -> None:
    # With the human's seat played by a bot (--autoplay) no sentence says "You <verb>s".
    deal = human_declares(Contract(GameType.GRAND, hand=True))
    text = describe("playing", deal, SEATING, NAMES, 0, 2, None, False)
    assert text == "You play Grand Hand."
