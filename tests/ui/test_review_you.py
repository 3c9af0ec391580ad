"""The review speaks to the human ("You win", "Sie gewinnen") and shows the skat as dealt
apart from the cards put away, as the live table does."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from skat_desktop.controller.summary import series_summary
from skat_desktop.engine.actions import HOLD, PASS, PICK_UP, PLAY_HAND, Bid, Declare, Discard, Play
from skat_desktop.engine.deal import Deal, Phase
from skat_desktop.engine.rules import Contract
from skat_desktop.engine.scoring import DealResult, ramsch_result
from skat_desktop.engine.series import Series
from skat_desktop.storage import archive
from skat_desktop.storage.archive import ArchivedSeries
from skat_desktop.ui import i18n
from skat_desktop.ui.review.sources import ReviewDeal
from skat_desktop.ui.review.steps import (
    AUCTION,
    DECLARATION,
    RESULT,
    SKAT,
    TRICK,
    ReviewStep,
)
from skat_desktop.ui.review.window import ReviewWindow

NAMES = ["You", "Anna", "Ben"]
# Third-person verbs after the human's name, in every language the review speaks.
WRONG = (
    "You wins",
    "You loses",
    "You takes",
    "You picks",
    "You plays",
    "You declares",
    "You deals",
    "Sie gewinnt",
    "Sie verliert",
    "Sie bekommt",
    "Sie nimmt",
    "Sie spielt",
    "Sie sagt",
    "Sie gibt",
    "Tú gana",
    "Tú pierde",
    "Tú se lleva",
    "Tú toma",
    "Tú juega",
    "Tú declara",
    "Tú reparte",
    "Tu vince",
    "Tu perde",
    "Tu prende",
    "Tu gioca",
    "Tu dichiara",
    "Tu distribuisce",
)


@pytest.fixture(autouse=True)
def english(qapp: Any) -> Iterator[None]:
    i18n.set_language("en")
    yield
    i18n.set_language("en")


def play_out(deal: Deal) -> None:
    """Lowest legal card each turn, so the deal is decided by the cards alone."""
    while deal.phase == Phase.PLAY:
        deal.apply(next(a for a in deal.legal_actions() if isinstance(a, Play)))


def human_series() -> Series:
    """Deal 1: You, forehand, win the auction at 18, pick up the skat, put two other cards
    away and lose Clubs. Deal 2: You, rearhand, win at 18 and win Spades Hand."""
    series = Series(players=3, first_dealer=2, seed=24000)
    first = series.new_deal()
    for action in (Bid(18), HOLD, PASS, PASS, PICK_UP):
        first.apply(action)
    first.apply(next(a for a in first.legal_actions() if isinstance(a, Discard)))
    first.apply(Declare(Contract.parse("C")))
    play_out(first)
    series.record(first)
    second = series.new_deal()
    for then in (PASS, Bid(18), PASS, PLAY_HAND):
        second.apply(then)
    second.apply(Declare(Contract.parse("SH")))
    play_out(second)
    series.record(second)
    one, two = series.deals
    assert one.declarer_player == 0 and not one.result.won
    assert first.skat != first.dealt_skat  # the cards put away are not the skat as dealt
    assert two.declarer_player == 0 and two.result.won
    return series


def archived(folder: Path) -> ArchivedSeries:
    series = human_series()
    summary = series_summary(
        series,
        NAMES,
        series_id="you",
        started_at="2025-07-01T18:00:00+00:00",
        finished_at="2025-07-01T19:00:00+00:00",
    )
    archive.archive_series({"series": series.to_dict()}, summary, folder=folder)
    loaded = archive.load_series("you", folder)
    assert loaded.problem is None and loaded.value is not None
    return loaded.value


def captions(window: ReviewWindow, deal: int) -> dict[str, list[str]]:
    """Every step's caption of a deal, by the kind of step."""
    window.select_deal(deal)
    said: dict[str, list[str]] = {}
    for i in range(len(window.steps)):
        window.go_to_step(i)
        step = window.current_step
        assert step is not None
        said.setdefault(step.kind, []).append(window.caption.text())
    return said


def test_the_human_is_spoken_to_in_english(qtbot: Any, tmp_path: Path) -> None:
    window = ReviewWindow.for_archived(archived(tmp_path))
    qtbot.addWidget(window)
    assert window.deal_list.item(0).text() == "Deal 1 · You · Clubs ✗ " + str(
        window.deals[0].deal.result.score  # type: ignore[union-attr]
    )
    lost = captions(window, 0)
    assert lost[AUCTION][0].endswith("You win the auction at 18.")
    assert lost[SKAT][0].startswith("You pick up the skat (")
    assert " and put away " in lost[SKAT][0]
    assert lost[DECLARATION] == ["You declare Clubs."]
    assert any(". You take " in text for text in lost[TRICK])
    assert lost[RESULT][0].startswith("You lose Clubs with 45 card points. Value ")
    won = captions(window, 1)
    assert won[AUCTION][0].endswith("You win the auction at 18.")
    assert won[SKAT][0].startswith("You play Hand; the skat (")
    assert won[DECLARATION] == ["You declare Spades Hand."]
    assert won[RESULT][0].startswith("You win Spades Hand with 70 card points. Value ")
    for text in [*lost.values(), *won.values()]:
        assert not any(wrong in line for line in text for wrong in WRONG), text


@pytest.mark.parametrize(
    ("code", "auction", "lose", "win", "you"),
    [
        (
            "de",
            "Sie gewinnen das Reizen bei 18.",
            "Sie verlieren Kreuz mit 45 Augen.",
            "Sie gewinnen Pik Hand mit 70 Augen.",
            "Sie",
        ),
        (
            "es",
            "Ganas la subasta en 18.",
            "Pierdes Tréboles con 45 puntos.",
            "Ganas Picas Hand con 70 puntos.",
            "Tú",
        ),
        (
            "it",
            "Vinci l'asta a 18.",
            "Perdi Fiori con 45 punti carta.",
            "Vinci Picche Hand con 70 punti carta.",
            "Tu",
        ),
    ],
)
def test_the_human_is_spoken_to_in_every_language(
    qtbot: Any, tmp_path: Path, code: str, auction: str, lose: str, win: str, you: str
) -> None:
    loaded = archived(tmp_path)
    i18n.set_language(code)
    window = ReviewWindow.for_archived(loaded)
    qtbot.addWidget(window)
    # The default name reads as the table shows it, in the user's language.
    assert window.deal_list.item(0).text().split(" · ")[1] == you
    header = window.sheet_table.horizontalHeaderItem(4)
    assert header is not None and header.text() == you
    lost = captions(window, 0)
    won = captions(window, 1)
    assert lost[AUCTION][0].endswith(auction)
    assert lost[RESULT][0].startswith(lose)
    assert won[AUCTION][0].endswith(auction)
    assert won[RESULT][0].startswith(win)
    for text in [*lost.values(), *won.values()]:
        assert not any(wrong in line for line in text for wrong in WRONG), text
        assert not any("You" in line for line in text), text


def result_step(result: DealResult | None) -> ReviewStep:
    """The last step of a deal that ended with ``result``."""
    return ReviewStep(
        kind=RESULT,
        trick_number=10,
        hands=(0, 0, 0),
        trick=(),
        trick_winner=None,
        skat=0,
        dealt_skat=0,
        picked_up=False,
        auction=(),
        bid_value=0,
        declarer=None,
        contract=None,
        points_taken=(0, 0, 0),
        result=result,
    )


def test_the_human_loses_or_wins_a_ramsch_in_the_second_person(qtbot: Any) -> None:
    durchmarsch = Deal()
    durchmarsch.result = ramsch_result((120, 0, 0), (10, 0, 0))
    tie = Deal()
    tie.result = ramsch_result((60, 60, 0), (5, 5, 0))  # Ben took no trick: Jungfrau
    alone = Deal()
    alone.result = ramsch_result((20, 70, 30), (2, 5, 3))
    names = ("Anna", "You", "Ben")
    deals = [
        ReviewDeal(1, "1", ("You", "Anna", "Ben"), durchmarsch),
        ReviewDeal(2, "2", ("You", "Anna", "Ben"), tie),
        ReviewDeal(3, "3", names, alone),
    ]
    window = ReviewWindow(deals)
    qtbot.addWidget(window)

    def results() -> list[str]:
        return [window.describe_step(result_step(d.deal.result), d).split("\n")[0] for d in deals]

    said = results()
    assert said[0] == "Durchmarsch! You took every trick: +120."
    assert said[1] == "You and Anna lose the Ramsch with 60 points each: -120 each."
    assert said[2] == "You lose the Ramsch with 70 points: -70."
    i18n.set_language("de")
    said = results()
    assert said[0] == "Durchmarsch! Sie haben alle Stiche gemacht: +120."
    assert said[1] == "Sie und Anna verlieren den Ramsch mit je 60 Augen: je -120."
    assert said[2] == "Sie verlieren den Ramsch mit 70 Augen: -70."


def test_a_null_result_names_tricks_not_card_points(qtbot: Any) -> None:
    from skat_desktop.engine.rules import GameType

    null = Contract(GameType.NULL)
    won, lost = Deal(), Deal()
    won.result = DealResult(
        passed_in=False, declarer=0, contract=null, won=True, value=23, score=23
    )
    lost.result = DealResult(
        passed_in=False,
        declarer=1,
        contract=null,
        value=23,
        score=-46,
        declarer_points=5,
        declarer_tricks=1,
    )
    deals = [ReviewDeal(1, "1", tuple(NAMES), won), ReviewDeal(2, "2", tuple(NAMES), lost)]
    window = ReviewWindow(deals)
    qtbot.addWidget(window)
    said = [window.describe_step(result_step(d.deal.result), d).split("\n")[0] for d in deals]
    assert said[0].startswith("You win Null without taking a trick.")
    assert said[1].startswith("Anna loses Null by taking a trick.")
    assert not any("card points" in line for line in said)
    i18n.set_language("de")
    said = [window.describe_step(result_step(d.deal.result), d).split("\n")[0] for d in deals]
    assert said[0].startswith("Sie gewinnen Null ohne Stich.")
