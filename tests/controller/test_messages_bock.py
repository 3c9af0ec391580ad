"""The controller's sentences count what the list books: a Bock round in the Kontra announcement
and in a finished deal's score."""

from __future__ import annotations

from skat_desktop.controller.messages import describe
from skat_desktop.engine.actions import KONTRA, PASS, PLAY_HAND, RE, Bid, Declare
from skat_desktop.engine.cards import parse_cards
from skat_desktop.engine.deal import Deal, DealOptions, Phase
from skat_desktop.engine.rules import Contract, GameType
from skat_desktop.engine.scoring import suit_or_grand_result
from skat_desktop.engine.series import FinishedDeal

NAMES = ("You", "Anna", "Ben")
SEATING = (0, 1, 2)  # the human is forehand, Anna middlehand, Ben rearhand and dealer


def anna_plays_spades_with_kontra(re: bool) -> Deal:
    """Anna (middlehand) plays Spades Hand; the human says Kontra, Anna answers Re or not."""
    deal = Deal.from_seed(7, DealOptions(kontra=True))
    deal.apply(Bid(18), 1)
    deal.apply(PASS, 0)
    deal.apply(PASS, 2)
    deal.apply(PLAY_HAND, 1)
    deal.apply(Declare(Contract(GameType.SPADES, hand=True)), 1)
    deal.apply(KONTRA, 0)
    deal.apply(RE if re else deal.legal_actions()[-1], 1)
    assert deal.phase == Phase.PLAY and deal.re == re
    return deal


def said(deal: Deal, bock: int) -> str:
    return describe("playing", deal, SEATING, NAMES, 0, 2, None, True, bock=bock)


def test_kontra_and_re_in_a_bock_round_count_eight_times() -> None:
    deal = anna_plays_spades_with_kontra(re=True)
    assert said(deal, 1) == "Kontra and Re: Spades Hand counts four times. Your lead."
    assert said(deal, 2) == "Kontra, Re and Bock: Spades Hand counts 8 times. Your lead."
    assert said(deal, 4) == "Kontra, Re and Bock: Spades Hand counts 16 times. Your lead."


def test_kontra_alone_in_a_bock_round_counts_four_times() -> None:
    deal = anna_plays_spades_with_kontra(re=False)
    assert said(deal, 1) == "Kontra: Spades Hand counts double. Your lead."
    assert said(deal, 2) == "Kontra and Bock: Spades Hand counts 4 times. Your lead."


def test_a_finished_deals_sentence_gives_the_lists_entry_with_bock() -> None:
    result = suit_or_grand_result(
        Contract(GameType.SPADES),
        18,
        1,
        parse_cards("SJ SA ST SK SQ S9 S8 S7 CA CT HA DA"),  # without 1
        90,
        7,
        3,
        kontra=True,
        re=True,
    )
    finished = FinishedDeal(1, 2, SEATING, (), result, bock=2)
    entry = finished.scores(3)[1]
    assert (result.score, entry) == (132, 264)
    deal = Deal.from_seed(7)
    sentence = describe("deal_over", deal, SEATING, NAMES, 0, 2, finished, True)
    assert sentence == f"Anna won Spades with 90 points: {entry}."
