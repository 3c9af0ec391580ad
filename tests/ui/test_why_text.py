"""Explanations in words, for fixed situations of each phase in all four languages: the
sentences carry the facts' numbers and names, and never a card the seat cannot know."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

import skat_desktop.ui  # noqa: F401  (the refcount guard before any widget)
from skat_desktop.bots.explain import explain, knowable
from skat_desktop.engine.actions import HOLD, PASS, PICK_UP, Bid, Declare, Play, discard
from skat_desktop.engine.cards import card_list, parse_card, parse_cards
from skat_desktop.engine.deal import Deal
from skat_desktop.engine.rules import Contract, GameType
from skat_desktop.engine.view import SeatView, view_of
from skat_desktop.ui import i18n
from skat_desktop.ui.terms import terms
from skat_desktop.ui.why import reason_sentences

LANGUAGES = ("en", "de", "es", "it")
NAMES = ("Ute", "Anna", "Ben")
# Words each language uses for facts the situations below must name.
TRUMP_WORD = {"en": "trumps", "de": "Trümpfe", "es": "triunfos", "it": "briscole"}
DECLARER_WORD = {"en": "declarer", "de": "Alleinspieler", "es": "declarante", "it": "dichiarante"}


@pytest.fixture(params=LANGUAGES)
def language(request: Any, qapp: Any) -> Iterator[str]:
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language("en")


def _deal() -> Deal:
    piles = ["CJ SJ CA CT CK SA ST S9 S8 H7", "HJ DJ S7 SQ SK HA HT HK D7 D8"]
    piles += ["C7 C8 C9 CQ H8 H9 HQ DA DT DK", "D9 DQ"]
    return Deal.from_cards(tuple(c for p in piles for c in card_list(parse_cards(p))))


def _words(view: SeatView, action: Any) -> str:
    reason = explain(view, action, seed=1)
    text = reason_sentences(reason, lambda seat: NAMES[seat])
    assert text and "{" not in text and "%" not in text.replace("%.", "").replace("%:", "")
    # No card the seat cannot know is named.
    t = terms()
    hidden = [c for c in range(32) if not knowable(view) >> c & 1]
    for c in hidden:
        assert t.card(c) not in text.split(), (t.card(c), text)
    return text


def test_auction_reads_the_others_bids(language: str) -> None:
    deal = _deal()
    for a in (Bid(18), HOLD, Bid(20), HOLD, Bid(22), HOLD, Bid(23), HOLD, PASS):
        deal.apply(a)
    text = _words(view_of(deal, 2), PASS)
    # Anna (middlehand) bid 23 and passed at 24; Ute held 23.
    assert "Anna" in text and "23" in text and "24" in text


def test_skat_and_discard_and_game(language: str) -> None:
    deal = _deal()
    for a in (PASS, PASS, Bid(18)):
        deal.apply(a)
    assert "%" in reason_sentences(explain(view_of(deal, 0), PICK_UP), lambda s: NAMES[s])
    deal.apply(PICK_UP)
    put = discard(parse_card("H7"), parse_card("D9"))
    text = _words(view_of(deal, 0), put)
    assert terms().card(parse_card("H7")) in text and terms().card(parse_card("D9")) in text
    deal.apply(put)
    text = _words(view_of(deal, 0), Declare(Contract(GameType.SPADES)))
    assert terms().game(GameType.SPADES) in text and "33" in text and "18" in text


def test_trick_play_names_trumps_voids_and_points(language: str) -> None:
    deal = _deal()
    for a in (PASS, PASS, Bid(18), PICK_UP, discard(parse_card("H7"), parse_card("D9"))):
        deal.apply(a)
    deal.apply(Declare(Contract(GameType.SPADES)))
    first = _words(view_of(deal, 0), Play(parse_card("CJ")))
    assert TRUMP_WORD[language] in first or "5" in first
    for c in ("CA", "S7", "C7", "HA", "H8", "S8"):
        deal.apply(Play(parse_card(c)))
    text = _words(view_of(deal, 0), Play(parse_card("CK")))
    assert "Anna" in text and terms().game(GameType.CLUBS) in text  # she showed no clubs
    assert DECLARER_WORD[language] in text and "11" in text and "50" in text
    # A defender's view of the same moment names none of the declarer's cards.
    rear = view_of(deal, 2)
    assert rear.hand & parse_cards("C8 C9 CQ")
    deal.apply(Play(parse_card("CK")))
    deal.apply(Play(parse_card("D7")))
    _words(view_of(deal, 2), Play(parse_card("C8")))


def test_every_language_is_translated(qapp: Any) -> None:
    deal = _deal()
    view = view_of(deal, 1)
    seen = set()
    for lang in LANGUAGES:
        i18n.set_language(lang)
        seen.add(_words(view, Bid(18)))
    i18n.set_language("en")
    assert len(seen) == 4
