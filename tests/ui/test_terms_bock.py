"""Results in a Bock round say what the list books: the headline, the score line and the
breakdown give the list's entry, the Bock doubling named in the breakdown like Kontra and Re."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

import pytest
from table_snapshots import table_snapshot

from skat_desktop.controller.snapshot import TableSnapshot
from skat_desktop.engine.cards import parse_cards
from skat_desktop.engine.deal import Phase
from skat_desktop.engine.rules import Contract, GameType
from skat_desktop.engine.scoring import DealResult, ramsch_result, suit_or_grand_result
from skat_desktop.engine.series import FinishedDeal
from skat_desktop.ui import i18n
from skat_desktop.ui.cards import shared_renderer
from skat_desktop.ui.panels import ActionPanel, result_html
from skat_desktop.ui.terms import shown_snapshot, terms

SEATING = (0, 1, 2)
# Anna (middlehand) without 1 in Spades: game 2, Schneider 3 × 11 = 33.
ANNAS_CARDS = parse_cards("SJ SA ST SK SQ S9 S8 S7 CA CT HA DA")


@pytest.fixture(autouse=True)
def french_english(qapp) -> Iterator[None]:  # type: ignore[no-untyped-def]
    shared_renderer().set_style("french")
    i18n.set_language("en")
    yield
    shared_renderer().set_style("french")
    i18n.set_language("en")


def annas_spades(points: int, bock: int) -> tuple[TableSnapshot, int]:
    """Anna's Spades with Kontra (by the human) and Re, and the entry the list books for it."""
    result = suit_or_grand_result(
        Contract(GameType.SPADES), 18, 1, ANNAS_CARDS, points, 7, 3, kontra=True, re=True
    )
    entry = FinishedDeal(2, 2, SEATING, (), result, bock=bock).scores(3)[1]
    assert entry is not None
    snap = table_snapshot(
        state="deal_over",
        phase=Phase.SCORED,
        to_move=None,
        hand_sizes=(0, 0, 0),
        declarer=1,
        contract=result.contract,
        skat_in_middle=0,
        result=result,
        kontra_by=0,
        re=True,
        bock=bock,
        message="the controller's sentence",
    )
    return snap, entry


def panel_text(snap: TableSnapshot) -> str:
    return result_html(ActionPanel().result, shown_snapshot(snap))


def test_a_won_game_in_a_bock_round_says_the_lists_entry_everywhere() -> None:
    snap, entry = annas_spades(90, bock=2)
    assert entry == 264  # 33 × Kontra 2 × Re 2 = 132, doubled by the Bock round
    assert shown_snapshot(snap).message == "Anna won Spades with 90 points: +264."
    text = panel_text(snap)
    assert "Kontra ×2, Re ×2, Bock ×2 = 264" in text
    assert "Score: +264 for Anna" in text
    assert "Bock round: the list counts it double" in text
    assert "132" not in text  # no second, smaller figure to puzzle over
    i18n.set_language("de")
    assert shown_snapshot(snap).message == "Anna hat Pik mit 90 Augen gewonnen: +264."
    assert "Wertung: +264 für Anna" in panel_text(snap)


def test_a_lost_game_on_bock_on_bock_books_four_times_its_double() -> None:
    snap, entry = annas_spades(40, bock=4)
    assert entry == -2 * 88 * 4  # game 2 × 11 × Kontra, Re; lost counts double; Bock on Bock
    assert shown_snapshot(snap).message == f"Anna lost Spades with 40 points: {entry}."
    text = panel_text(snap)
    assert "Kontra ×2, Re ×2, Bock ×4 = 352" in text  # the value; the loss is twice it
    assert f"Score: {entry} for Anna (a lost game counts double)" in text
    assert "Bock on Bock: the list counts it four times" in text


def test_a_ramsch_in_a_bock_round_shows_the_booked_entries() -> None:
    result = ramsch_result((70, 30, 20), (5, 3, 2), pushes=1)
    scores = FinishedDeal(2, 2, SEATING, (), result, bock=2).scores(3)
    assert scores == [-280, 0, 0]  # 70 points, pushed once, Bock round
    snap = table_snapshot(
        state="deal_over",
        phase=Phase.SCORED,
        hand_sizes=(0, 0, 0),
        skat_in_middle=0,
        result=result,
        ramsch=True,
        pushes=1,
        bock=2,
    )
    text = panel_text(snap)
    assert "You 70 points (-280)" in text
    assert "Ramsch: 70 points, pushed ×2, Bock ×2 = 280" in text
    assert "Pushed on once: each push doubles" in text


def test_deal_result_without_bock_is_unchanged() -> None:
    result = DealResult(
        passed_in=False, declarer=1, contract=Contract(GameType.CLUBS), won=True, score=24
    )
    assert terms().score_line(result, "Anna", human=False) == "Score: +24 for Anna"
    assert terms().score_line(result, "Anna", human=False, bock=2) == "Score: +48 for Anna"


def test_a_game_that_starts_a_bock_round_says_so_in_its_result() -> None:
    snap, _entry = annas_spades(40, bock=1)
    row = {"number": 2, "declarer": 1, "contract": "S", "bock_event": "lost-kontra"}
    snap = replace(snap, deal_number=2, sheet=({"number": 1}, row))
    text = panel_text(snap)
    assert "This game starts a Bock round: the next 3 deals count double." in text
    # At four players a round is four deals; with a round running, it is one more round.
    four = replace(snap, players=4, names=("You", "Anna", "Ben", "Clara"), bock_rounds=1)
    text = panel_text(four)
    assert "This game starts one more Bock round: 4 more deals count double." in text
    i18n.set_language("de")
    text = panel_text(snap)
    assert "Dieses Spiel löst eine Bockrunde aus: die nächsten 3 Spiele zählen doppelt." in text
    # A deal that starts none says nothing about it.
    i18n.set_language("en")
    plain = replace(snap, sheet=({"number": 1}, {**row, "bock_event": None}))
    assert "starts" not in panel_text(plain)


@pytest.mark.parametrize(
    ("code", "won"),
    [
        ("en", "Anna won Spades with 90 points: +132."),
        ("de", "Anna hat Pik mit 90 Augen gewonnen: +132."),
        ("es", "Anna ha ganado Picas con 90 puntos: +132."),
        ("it", "Anna ha vinto Picche con 90 punti: +132."),
    ],
)
def test_the_won_headline_signs_its_entry_as_the_breakdown_does(code: str, won: str) -> None:
    i18n.set_language(code)
    snap, entry = annas_spades(90, bock=1)
    assert shown_snapshot(snap).message == won
    assert f": +{entry}." in won
    lost, entry = annas_spades(40, bock=1)
    assert shown_snapshot(lost).message.endswith(f": {entry}.") and entry < 0


def test_german_notes_after_a_colon_start_in_lower_case() -> None:
    i18n.set_language("de")
    text = panel_text(annas_spades(90, bock=2)[0])
    assert "Bockrunde: die Liste zählt es doppelt" in text
    assert "Bock auf Bock: die Liste zählt es vierfach" in panel_text(annas_spades(90, bock=4)[0])


def test_the_put_away_prompt_names_the_key_too() -> None:
    from skat_desktop.engine.actions import discard
    from skat_desktop.engine.cards import cards_of

    two = list(cards_of(parse_cards("C9 D8")))
    panel = ActionPanel()
    panel.discard.set_state(two, (discard(two[0], two[1]),))
    assert "Click or press Space on a card again to change your choice." in (
        panel.discard.text.text()
    )
