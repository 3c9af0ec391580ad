"""Game words follow the chosen deck and the grammar of each language: German suits on German
cards, live on a deck switch, sentences about the human, and Null results without points."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

import pytest
from PySide6.QtCore import QCoreApplication
from table_snapshots import table_snapshot

from skat_desktop.controller.game import ControllerSettings, GameController
from skat_desktop.controller.messages import game_name
from skat_desktop.controller.snapshot import TableSnapshot
from skat_desktop.engine.cards import parse_card
from skat_desktop.engine.deal import Phase
from skat_desktop.engine.rules import Contract, GameType
from skat_desktop.engine.scoring import DealResult
from skat_desktop.ui import autopilot, i18n
from skat_desktop.ui.cards import shared_renderer
from skat_desktop.ui.main_window import MainWindow
from skat_desktop.ui.terms import shown_snapshot, terms

SPADES_JACK, SPADES_8, HEARTS_9 = (parse_card(c) for c in ("SJ", "S8", "H9"))


@pytest.fixture(autouse=True)
def french_english(qapp) -> Iterator[None]:  # type: ignore[no-untyped-def]
    """Each test starts and ends with the French deck in English (the shared defaults)."""
    shared_renderer().set_style("french")
    i18n.set_language("en")
    yield
    shared_renderer().set_style("french")
    i18n.set_language("en")


def deal_over(result: DealResult, declarer: int = 0, **changes: object) -> TableSnapshot:
    """The end of a deal as the controller hands it over (the human is player 0, "You")."""
    over = {
        "state": "deal_over",
        "phase": Phase.SCORED,
        "to_move": None,
        "hand_sizes": (0, 0, 0),
        "declarer": declarer,
        "contract": result.contract,
        "skat_in_middle": 0,
        "result": result,
        "message": "the controller's sentence",
    }
    return table_snapshot(**{**over, **changes})


def test_german_deck_names_suits_and_cards_in_german_and_english() -> None:
    t = terms()
    i18n.set_language("de")
    assert t.game(GameType.SPADES) == "Pik"  # French cards keep the French names
    assert t.card(SPADES_JACK) == "♠B"
    shared_renderer().set_style("german")
    suits = (GameType.CLUBS, GameType.SPADES, GameType.HEARTS, GameType.DIAMONDS)
    assert [t.game(g) for g in suits] == ["Eichel", "Grün", "Herz", "Schellen"]
    assert t.card(SPADES_JACK) == "Grün U"
    assert t.cards((1 << SPADES_8) | (1 << HEARTS_9)) == "Grün 8, Herz 9"
    assert t.contract(Contract(GameType.HEARTS, hand=True)) == "Herz Hand"
    assert t.suit_mark(GameType.DIAMONDS) == "Sch"
    i18n.set_language("en")
    assert t.game(GameType.CLUBS) == "Acorns" and t.game(GameType.DIAMONDS) == "Bells"
    assert t.card(SPADES_JACK) == "U of Leaves"
    assert t.cards((1 << SPADES_8) | (1 << HEARTS_9)) == "8 of Leaves, 9 of Hearts"
    shared_renderer().set_style("tournament")
    assert t.game(GameType.SPADES) == "Spades" and t.card(SPADES_JACK) == "J♠"


def test_the_controllers_message_names_the_contract_as_the_deck_does() -> None:
    contract = Contract(GameType.SPADES)
    snap = replace(
        deal_over(DealResult(passed_in=False, declarer=1, contract=contract)),
        state="playing",
        result=None,
        declarer=1,
        message="Anna plays " + game_name(contract) + ".",
    )
    assert shown_snapshot(snap).message == "Anna plays Spades."
    shared_renderer().set_style("german")
    assert shown_snapshot(snap).message == "Anna plays Leaves."


def test_deck_switch_relabels_the_window_live(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Seed 9: Ben plays Spades and wins; switching to German cards at the end of the deal
    renames the contract in the message, the result and on the table at once."""
    window = MainWindow(GameController(ControllerSettings(seed=9, speed="off")), None)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.set_language("de")
    window.new_game()
    for _ in range(600):
        snap = window.snapshot
        if snap is not None and snap.state == "deal_over":
            break
        if snap is not None and snap.human_to_move:
            assert autopilot.perform(window, autopilot.choose(window))
        qtbot.wait(5)
    assert window.panel.message.text() == "Ben hat Pik mit 72 Augen gewonnen: +22."
    window.pixmaps.set_deck("german")
    qtbot.waitUntil(lambda: "Grün" in window.panel.message.text())
    assert window.panel.message.text() == "Ben hat Grün mit 72 Augen gewonnen: +22."
    result = window.panel.result.text.text()
    assert "Ben gewinnt Grün" in result and "Pik" not in result
    assert "♠" not in result and "♥" not in result
    window.pixmaps.set_deck("french")
    qtbot.waitUntil(lambda: "Pik" in window.panel.message.text())


@pytest.mark.parametrize(
    ("code", "won", "lost"),
    [
        (
            "en",
            "You won Hearts Hand, Schneider announced, with 94 points: +60.",
            "Score: +60 for you",
        ),
        (
            "de",
            "Sie haben Herz Hand, Schneider angesagt, mit 94 Augen gewonnen: +60.",
            "Wertung: +60 für Sie",
        ),
        (
            "es",
            "Has ganado Corazones Hand, Schneider anunciado, con 94 puntos: +60.",
            "Puntuación: +60 para ti",
        ),
        (
            "it",
            "Hai vinto Cuori Hand, Schneider annunciato, con 94 punti: +60.",
            "Punteggio: +60 per te",
        ),
    ],
)
def test_sentences_about_the_human_are_grammatical(code: str, won: str, lost: str) -> None:
    contract = Contract(GameType.HEARTS, hand=True, schneider_announced=True)
    result = DealResult(
        passed_in=False, declarer=0, contract=contract, won=True, score=60, declarer_points=94
    )
    i18n.set_language(code)
    assert shown_snapshot(deal_over(result)).message == won
    assert terms().score_line(result, "You", human=True) == lost
    # The result panel says it so too, not "para Tú" / "per Tu".
    from skat_desktop.ui.panels import ActionPanel, result_html

    panel = ActionPanel()
    shown = shown_snapshot(deal_over(result))
    assert lost in result_html(panel.result, shown)


def test_null_result_names_tricks_not_points() -> None:
    null = Contract(GameType.NULL)
    lost = DealResult(
        passed_in=False, declarer=0, contract=null, score=-46, declarer_points=10, declarer_tricks=1
    )
    won = replace(lost, won=True, score=23, declarer_points=0, declarer_tricks=0)
    assert shown_snapshot(deal_over(lost)).message == "You lost Null by taking a trick: -46."
    assert shown_snapshot(deal_over(won)).message == "You won Null without taking a trick: +23."
    assert shown_snapshot(deal_over(lost, declarer=1)).message == (
        "Anna lost Null by taking a trick: -46."
    )
    i18n.set_language("de")
    assert shown_snapshot(deal_over(lost)).message == (
        "Sie haben einen Stich bekommen und Null verloren: -46."
    )
    i18n.set_language("es")
    assert shown_snapshot(deal_over(won, declarer=2)).message == (
        "Ben ha ganado Null sin hacer ninguna baza: +23."
    )


def test_table_words_read_naturally() -> None:
    tr = QCoreApplication.translate
    i18n.set_language("de")
    assert tr("MainWindow", "&Play again").replace("&", "") == tr("ResultPage", "Play again")
    assert tr("GameController", "Your bid: 18 or more, or pass.") == (
        "Sie reizen: 18 oder mehr sagen oder passen."
    )
    assert tr("TableScene", "Last trick, won by %1").replace("%1", "Ben") == (
        "Letzter Stich – ging an Ben"
    )
    kontra = tr("ResultPage", "Kontra by %1: double the value")
    assert kontra.replace("%1", tr("ResultPage", "you")) == "Kontra von Ihnen: doppelter Wert"
    i18n.set_language("es")
    kontra = tr("ResultPage", "Kontra by %1: double the value")
    assert kontra.replace("%1", tr("ResultPage", "you")) == "Kontra de ti: el doble del valor"
    auction = tr("TableScene", "%1 won the auction")
    assert auction.replace("%1", tr("GameController", "You")) == "Subasta ganada: Tú"
    i18n.set_language("it")
    kontra = tr("ResultPage", "Kontra by %1: double the value")
    assert kontra.replace("%1", tr("ResultPage", "you")) == "Kontra di te: il doppio del valore"


def test_refusals_and_the_restored_message_line_use_the_decks_names(qtbot) -> None:  # type: ignore[no-untyped-def]
    from skat_desktop.controller.messages import game_word

    window = MainWindow(GameController(ControllerSettings(seed=4, speed="off")))
    qtbot.addWidget(window)
    window.new_game()
    qtbot.waitUntil(lambda: window.snapshot is not None and window.snapshot.human_to_move)
    shared_renderer().set_style("german")
    i18n.set_language("de")
    # The controller words a refusal with the French suits it knows ("Kreuz").
    refusal = "Sie müssen Farbe bedienen (" + game_word(GameType.CLUBS) + ")."
    window.controller.action_refused.emit(refusal)
    assert window.panel.message.text() == "Sie müssen Farbe bedienen (Eichel)."
    # When the note goes, the line is the table's wording again, not the controller's.
    window._clear_status()
    assert window.panel.message.text() == shown_snapshot(window.snapshot).message  # type: ignore[arg-type]
    window.controller.shutdown()


@pytest.mark.parametrize(
    ("code", "queen"), [("en", "Q♥"), ("de", "♥D"), ("es", "Q♥"), ("it", "Q♥")]
)
def test_a_card_is_named_by_the_letter_its_corner_shows(code: str, queen: str) -> None:
    """Italian text said "D♥" for a queen whose corner reads Q (the French deck's indices
    are J Q K A in Italian, B D K A in German)."""
    from skat_desktop.ui.cards import index_text

    i18n.set_language(code)
    assert terms().card(parse_card("HQ")) == queen
    assert index_text(parse_card("HQ"), "french", code) in queen


def test_a_hint_on_show_follows_a_deck_and_language_switch(qtbot) -> None:  # type: ignore[no-untyped-def]
    """The hint line kept "A♠" under German cards and stayed English after a switch."""
    from skat_desktop.engine.actions import Play

    window = MainWindow(GameController(ControllerSettings(seed=4, speed="off")))
    qtbot.addWidget(window)
    window.new_game()
    qtbot.waitUntil(lambda: window.snapshot is not None and window.snapshot.human_to_move)
    window._show_hint(Play(SPADES_8))
    assert window.panel.message.text().startswith("Hint: play 8♠")
    window.pixmaps.set_deck("german")
    assert window.panel.message.text().startswith("Hint: play 8 of Leaves")
    window.set_language("de")
    qtbot.waitUntil(lambda: window.panel.message.text().startswith("Tipp: "))
    assert "Grün" in window.panel.message.text() and "Leaves" not in window.panel.message.text()
    window.controller.shutdown()
