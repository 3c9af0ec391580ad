"""A refused action is explained in the player's words and language, and changes nothing."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest

from skat_desktop.controller.game import ControllerState, GameController
from skat_desktop.controller.messages import refusal
from skat_desktop.controller.snapshot import TableSnapshot
from skat_desktop.engine.actions import (
    HOLD,
    KONTRA,
    PASS,
    PICK_UP,
    PLAY_HAND,
    PLAYS,
    RE,
    Action,
    Bid,
    Declare,
    Discard,
    Play,
    push,
)
from skat_desktop.engine.cards import (
    ALL_CARDS,
    card_list,
    cards_of,
    parse_card,
    parse_cards,
    suit_of,
)
from skat_desktop.engine.deal import Deal, DealOptions, IllegalActionError, Refusal
from skat_desktop.engine.rules import Contract, GameType
from skat_desktop.ui import i18n

from .conftest import MakeController
from .helpers import EagerBot, declarer_human, human_step, random_human

S = ControllerState

FH = "CJ SJ CA CT CK CQ C9 HA HT SA"
MH = "HJ DJ C8 C7 HK HQ H9 ST SK SQ"
RH = "H8 H7 S9 S8 S7 DA DT DK DQ D9"  # skat: D8 D7


@pytest.fixture
def language(qapp: Any) -> Iterator[Callable[[str], None]]:
    """Switch the app's language (the catalogues the user would get); English afterwards."""
    yield lambda code: i18n.set_language(code)
    i18n.set_language("en")


def card(text: str) -> int:
    return parse_card(text)


def dealt(options: DealOptions | None = None) -> Deal:
    hands = [parse_cards(h) for h in (FH, MH, RH)]
    skat = ALL_CARDS & ~(hands[0] | hands[1] | hands[2])
    layout = tuple(c for h in (*hands, skat) for c in card_list(h))
    return Deal.from_cards(layout, options or DealOptions())


def forehand_declares(contract: str | None, options: DealOptions | None = None) -> Deal:
    """Forehand wins at 18, plays Hand and declares ``contract`` (None: stops before)."""
    d = dealt(options)
    d.apply(Bid(18))
    d.apply(HOLD)
    d.apply(PASS)
    d.apply(PASS)
    d.apply(PLAY_HAND)
    if contract is not None:
        d.apply(Declare(Contract.parse(contract)))
    return d


def led(contract: str, lead: str) -> Deal:
    d = forehand_declares(contract)
    d.apply(PLAYS[card(lead)])
    return d


def picked_up() -> Deal:
    d = dealt()
    d.apply(Bid(24))
    d.apply(HOLD)
    d.apply(PASS)
    d.apply(PASS)
    d.apply(PICK_UP)
    return d


def discarded() -> Deal:
    d = picked_up()
    d.apply(Discard((card("D7"), card("D8"))))
    return d


def auction_won() -> Deal:
    d = forehand_declares(None)
    d.undo()  # back before PLAY_HAND: the skat decision is due
    return d


def only_18() -> Deal:
    d = dealt()
    d.apply(PASS)
    d.apply(PASS)
    return d


def held() -> Deal:
    d = dealt()
    d.apply(Bid(18))
    d.apply(HOLD)
    return d


def answering() -> Deal:
    d = dealt()
    d.apply(Bid(20))
    return d


def kontra_asked() -> Deal:
    return forehand_declares("GH", DealOptions(kontra=True))


def kontra_said() -> Deal:
    d = kontra_asked()
    d.apply(KONTRA)
    return d


def ramsch_picked_up() -> Deal:
    d = dealt(DealOptions(ramsch=True, schieberamsch=True))
    for _ in range(3):
        d.apply(PASS)
    d.apply(PICK_UP)
    return d


def ramsch_asked() -> Deal:
    d = ramsch_picked_up()
    d.undo()
    return d


# (name, deal, action, English, German): every reason a human's action can be refused for.
CASES: list[tuple[str, Callable[[], Deal], Action, str, str]] = [
    (
        "follow suit",
        lambda: led("GH", "C9"),
        PLAYS[card("HK")],
        "You must follow suit (Clubs).",
        "Sie müssen Farbe bedienen (Kreuz).",
    ),
    (
        "follow trump in a suit game",
        lambda: led("CH", "CA"),
        PLAYS[card("HK")],
        "Trump was led: you must play trump.",
        "Trumpf ist ausgespielt: Sie müssen Trumpf bedienen.",
    ),
    (
        "follow trump in Grand",
        lambda: led("GH", "CJ"),
        PLAYS[card("C8")],
        "Trump was led: you must play a jack.",
        "Trumpf ist ausgespielt: Sie müssen Trumpf bedienen, also einen Buben spielen.",
    ),
    (
        "a jack is a club in Null",
        lambda: led("NH", "CJ"),
        PLAYS[card("HJ")],
        "You must follow suit (Clubs).",
        "Sie müssen Farbe bedienen (Kreuz).",
    ),
    (
        "card not in hand",
        lambda: led("GH", "C9"),
        PLAYS[card("CA")],
        "That card is not in your hand.",
        "Diese Karte haben Sie nicht auf der Hand.",
    ),
    (
        "play in the declare phase",
        lambda: forehand_declares(None),
        PLAYS[card("CA")],
        "You cannot play a card now. Choose your game first.",
        "Sie können jetzt keine Karte spielen. Sagen Sie zuerst Ihr Spiel an.",
    ),
    (
        "play in the auction",
        dealt,
        PLAYS[card("HJ")],
        "You cannot play a card now. Bid or pass first.",
        "Sie können jetzt keine Karte spielen. Reizen oder passen Sie zuerst.",
    ),
    (
        "pass in the skat phase",
        auction_won,
        PASS,
        "That is not possible now. Pick up the skat or play Hand first.",
        "Das ist jetzt nicht möglich. Nehmen Sie zuerst den Skat auf oder spielen Sie Hand.",
    ),
    (
        "play while putting away",
        picked_up,
        PLAYS[card("CA")],
        "You cannot play a card now. Put two cards away first.",
        "Sie können jetzt keine Karte spielen. Drücken Sie zuerst zwei Karten.",
    ),
    (
        "bid in trick play",
        lambda: forehand_declares("GH"),
        Bid(18),
        "That is not possible now. Play a card.",
        "Das ist jetzt nicht möglich. Spielen Sie eine Karte.",
    ),
    (
        "play before Kontra",
        kontra_asked,
        PLAYS[card("C8")],
        "You cannot play a card now. Say Kontra or not first.",
        "Sie können jetzt keine Karte spielen. Entscheiden Sie zuerst, ob Sie Kontra sagen.",
    ),
    (
        "play before Re",
        kontra_said,
        PLAYS[card("CA")],
        "You cannot play a card now. Answer the Kontra first.",
        "Sie können jetzt keine Karte spielen. Antworten Sie zuerst auf das Kontra.",
    ),
    (
        "play before the Ramsch skat",
        ramsch_asked,
        PLAYS[card("CA")],
        "You cannot play a card now. Pick up the skat or pass it on first.",
        "Sie können jetzt keine Karte spielen. Nehmen Sie zuerst den Skat auf oder geben Sie "
        "ihn ungesehen weiter.",
    ),
    (
        "play before pushing",
        ramsch_picked_up,
        PLAYS[card("CA")],
        "You cannot play a card now. Push two cards on first.",
        "Sie können jetzt keine Karte spielen. Schieben Sie zuerst zwei Karten weiter.",
    ),
    (
        "bid too low",
        held,
        Bid(18),
        "Your bid must be higher than 18.",
        "Sie müssen mehr als 18 sagen.",
    ),
    (
        "not a game value",
        dealt,
        Bid(19),
        "19 is not a game value: the next one is 18.",
        "19 ist kein Reizwert: Der nächste ist 18.",
    ),
    (
        "only 18 after two passes",
        only_18,
        Bid(20),
        "Both others passed: you can only play at 18 or pass.",
        "Beide anderen haben gepasst: Sie können nur 18 spielen oder passen.",
    ),
    (
        "bid while an answer is due",
        answering,
        Bid(22),
        "20 was bid to you: hold or pass.",
        "Ihnen wurde 20 gesagt: Sagen Sie ja oder passen Sie.",
    ),
    (
        "hold with nothing bid",
        dealt,
        HOLD,
        "There is no bid to hold.",
        "Es wurde noch nichts gesagt, wozu Sie ja sagen könnten.",
    ),
    (
        "put away a card not held",
        picked_up,
        Discard((card("HJ"), card("D7"))),
        "That card is not in your hand.",
        "Diese Karte haben Sie nicht auf der Hand.",
    ),
    (
        "put away one card twice",
        picked_up,
        Discard((card("D7"), card("D7"))),
        "Choose two different cards.",
        "Wählen Sie zwei verschiedene Karten.",
    ),
    (
        "Schneider announced without Hand",
        discarded,
        Declare(Contract(GameType.CLUBS, schneider_announced=True)),
        "Schneider and Schwarz can only be announced in a Hand game.",
        "Schneider und Schwarz können nur in einem Handspiel angesagt werden.",
    ),
    (
        "Null with an announcement",
        lambda: forehand_declares(None),
        Declare(Contract(GameType.NULL, hand=True, schwarz_announced=True)),
        "Null cannot be played with Schneider or Schwarz announced.",
        "Null kann nicht mit angesagtem Schneider oder Schwarz gespielt werden.",
    ),
    (
        "Schwarz without Schneider",
        lambda: forehand_declares(None),
        Declare(Contract(GameType.HEARTS, hand=True, schwarz_announced=True)),
        "Announcing Schwarz includes announcing Schneider.",
        "Wer Schwarz ansagt, sagt auch Schneider an.",
    ),
    (
        "ouvert without Schwarz",
        lambda: forehand_declares(None),
        Declare(Contract(GameType.GRAND, hand=True, ouvert=True)),
        "An open suit or Grand game is a Hand game with Schwarz announced.",
        "Ein offenes Farb- oder Grandspiel ist ein Handspiel mit Schwarz angesagt.",
    ),
    (
        "Hand after picking up",
        discarded,
        Declare(Contract.parse("GH")),
        "You picked up the skat, so this cannot be a Hand game.",
        "Sie haben den Skat aufgenommen, also kann es kein Handspiel sein.",
    ),
    (
        "not Hand without picking up",
        lambda: forehand_declares(None),
        Declare(Contract.parse("G")),
        "You did not pick up the skat, so your game is a Hand game.",
        "Sie haben den Skat nicht aufgenommen, also ist Ihr Spiel ein Handspiel.",
    ),
    (
        "Null below the bid",
        discarded,
        Declare(Contract.parse("N")),
        "Null is worth 23, less than your bid of 24.",
        "Null ist nur 23 wert, gereizt ist 24.",
    ),
    (
        "Kontra twice",
        kontra_said,
        KONTRA,
        "Kontra has already been said.",
        "Kontra wurde schon gesagt.",
    ),
    (
        "Re without Kontra",
        kontra_asked,
        RE,
        "You can only say Re after a Kontra.",
        "Re können Sie nur nach einem Kontra sagen.",
    ),
    (
        "push a jack",
        ramsch_picked_up,
        push(card("CJ"), card("C9")),
        "Jacks may not be pushed on.",
        "Buben dürfen nicht geschoben werden.",
    ),
]


def refused(make: Callable[[], Deal], action: Action) -> tuple[Deal, IllegalActionError]:
    d = make()
    try:
        d.clone().apply(action, d.current_player)
    except IllegalActionError as error:
        return d, error
    raise AssertionError(f"{action} was allowed")


@pytest.mark.parametrize(
    ("make", "action", "english", "german"), [c[1:] for c in CASES], ids=[c[0] for c in CASES]
)
def test_each_refusal_is_a_sentence_in_the_users_language(
    language: Callable[[str], None],
    make: Callable[[], Deal],
    action: Action,
    english: str,
    german: str,
) -> None:
    d, error = refused(make, action)
    assert refusal(error, action, d, d.current_player) == english
    language("de")
    assert refusal(error, action, d, d.current_player) == german
    # Spanish and Italian have their own sentence too, not the English one.
    for code in ("es", "it"):
        language(code)
        assert refusal(error, action, d, d.current_player) not in (english, german)


def test_every_reason_has_its_own_sentence(language: Callable[[str], None]) -> None:
    covered = {refused(c[1], c[2])[1].reason for c in CASES}
    # The lowest bid is checked after the game values, all of them 18 or more: no deal
    # reaches it, but its sentence is there for a deal with other bids.
    assert covered | {Refusal.BELOW_18, Refusal.OUT_OF_TURN, Refusal.OTHER} == set(Refusal)
    d = dealt()
    fallback = refusal(IllegalActionError("?"), PASS, d, 1)
    assert fallback == "Not allowed now."
    for reason in (Refusal.BELOW_18, Refusal.OUT_OF_TURN):
        text = refusal(IllegalActionError("?", reason), Bid(2), d, 0)
        assert text != fallback and text.endswith(".")
    assert refusal(IllegalActionError("?", Refusal.OUT_OF_TURN), PASS, d, 0) == (
        "It is not your turn."
    )


# -- through the controller: the refusal is shown and nothing moves ---------------------------


def play_until(
    qtbot: Any, c: GameController, policy: Callable[[TableSnapshot], Action], until: Any
) -> None:
    def check() -> bool:
        if until(c):
            return True
        if c.state == S.DEAL_OVER:
            c.next_deal()
        human_step(c, policy)
        return bool(until(c))

    qtbot.waitUntil(check, timeout=20000)


def test_a_card_played_while_declaring_is_refused_in_the_users_language(
    qtbot: Any, make_controller: MakeController, language: Callable[[str], None]
) -> None:
    c = make_controller(series_length=0)
    shown: list[str] = []
    c.action_refused.connect(shown.append)
    c.new_series()
    play_until(qtbot, c, declarer_human, lambda c: c.state == S.DECLARING and c.snapshot().legal)
    before = c.snapshot()
    assert c.deal is not None
    history = list(c.deal.history)
    own = next(iter(cards_of(before.human_hand)))
    c.submit(Play(own))
    assert shown[-1] == "You cannot play a card now. Choose your game first."
    language("de")
    c.submit(Play(own))
    assert shown[-1] == "Sie können jetzt keine Karte spielen. Sagen Sie zuerst Ihr Spiel an."
    assert c.snapshot() is before and c.deal.history == history and c.state == S.DECLARING


def test_not_following_suit_is_refused_in_the_users_language(
    qtbot: Any, make_controller: MakeController, language: Callable[[str], None]
) -> None:
    c = make_controller(bot=EagerBot, series_length=0)
    shown: list[str] = []
    c.action_refused.connect(shown.append)
    c.new_series()

    def must_follow(c: GameController) -> bool:
        s = c.snapshot()
        return s.state == "playing" and bool(s.legal) and s.legal_cards != s.human_hand

    play_until(qtbot, c, random_human(3), must_follow)
    before = c.snapshot()
    deal = c.deal
    assert deal is not None and deal.rules is not None
    history = list(deal.history)
    lead = deal.trick[0]
    wrong = next(iter(cards_of(before.human_hand & ~before.legal_cards)))
    if deal.rules.is_trump(lead):
        jack = deal.rules.game == GameType.GRAND
        english = f"Trump was led: you must play {'a jack' if jack else 'trump'}."
        german = "Trumpf ist ausgespielt: Sie müssen Trumpf bedienen" + (
            ", also einen Buben spielen." if jack else "."
        )
    else:
        suit = suit_of(lead)
        english = f"You must follow suit ({('Clubs', 'Spades', 'Hearts', 'Diamonds')[suit]})."
        german = f"Sie müssen Farbe bedienen ({('Kreuz', 'Pik', 'Herz', 'Karo')[suit]})."
    c.submit(Play(wrong))
    assert shown[-1] == english
    language("de")
    c.submit(Play(wrong))
    assert shown[-1] == german
    assert c.snapshot() is before and deal.history == history
