"""The post-deal analysis: turning points on hand-made deals whose turning point is known."""

from __future__ import annotations

from skat_desktop.bots.analysis import (
    BID,
    CARD,
    DECLARE,
    DISCARD,
    MIN_WORLDS,
    AnalysisCancelled,
    analysable,
    analyse,
    declarer_wins,
    quick_card,
)
from skat_desktop.bots.solver import Position
from skat_desktop.engine.actions import HOLD, PASS, PICK_UP, Bid, Declare, discard
from skat_desktop.engine.cards import parse_card, parse_cards
from skat_desktop.engine.deal import Deal, Phase
from skat_desktop.engine.rules import Contract, GameType

from .bot_helpers import apply_all, deal_of

# Forehand holds the lowest cards of clubs, spades and hearts and two diamonds; the skat
# brings the ace and ten of diamonds. Null is safe once both are put away; keeping the
# ace loses it whatever the cards of the others (they lead diamonds until it falls).
NULL_HAND = "C7 C8 C9 S7 S8 S9 H7 H8 H9 D7"
OTHERS_A = "CT CJ CQ CK CA ST SJ D8 D9 DJ"
OTHERS_B = "SQ SK SA HT HJ HQ HK HA DQ DK"


def _null_deal(put_away: str) -> Deal:
    deal = deal_of(NULL_HAND, OTHERS_A, OTHERS_B, "DA DT")
    a, b = (parse_card(c) for c in put_away.split())
    apply_all(deal, [PASS, PASS, Bid(18), PICK_UP, discard(a, b)])
    deal.apply(Declare(Contract(GameType.NULL)))
    _play_out(deal)
    return deal


def _play_out(deal: Deal) -> None:
    while deal.phase == Phase.PLAY:
        deal.apply(deal.legal_actions()[0])


def test_keeping_the_ace_in_null_is_the_turning_point() -> None:
    deal = _null_deal("C9 DT")  # keeps D7 DA: the ace is caught
    result = analyse(deal.history, 0, deal.options, budget_s=2.0, seed=3)
    kinds = [j.kind for j in result.judgements]
    assert kinds[:4] == [BID, "skat", DISCARD, DECLARE]
    assert result.turning_point is not None
    turning = result.judgements[result.turning_point]
    assert turning.kind == DISCARD
    # In a few deals of the others the ace can be thrown away in time; in most it falls.
    assert turning.chance_before >= 0.95 and turning.chance_after <= 0.25
    assert turning.best.cards == tuple(sorted((parse_card("DA"), parse_card("DT"))))  # type: ignore[attr-defined]
    assert turning.cost > 0
    # The real cards agree: with every card open the chosen discard loses, the best wins.
    assert turning.open_before == 1.0 and turning.open_after == 0.0
    # Nothing before it fell: the first fall is the one marked.
    assert all(j.drop < 0.2 for j in result.judgements[: result.turning_point])
    assert deal.history[turning.index][1] == discard(parse_card("C9"), parse_card("DT"))


def test_a_safe_null_has_no_turning_point() -> None:
    deal = _null_deal("DA DT")
    result = analyse(deal.history, 0, deal.options, budget_s=2.0, seed=3)
    assert result.turning_point is None
    cards = [j for j in result.judgements if j.kind == CARD]
    assert len(cards) == 10
    assert all(j.chance_after == 1.0 and j.cost == 0 for j in cards)


# Forehand: all four jacks and the tops of clubs and spades, a Grand that cannot lose.
GRAND_HAND = "CJ SJ HJ DJ CA CT CK SA ST HA"


def test_an_overbid_declaration_is_the_turning_point() -> None:
    deal = deal_of(
        GRAND_HAND, "C7 C8 C9 CQ S7 S8 S9 SQ SK H7", "H8 H9 HT HQ HK D7 D8 D9 DT DQ", "DK DA"
    )
    # Middlehand and rearhand pass; forehand plays at 18... then declares Diamonds though
    # a bid of 72 was made: Diamonds with four is worth 45 only.
    apply_all(deal, [PASS, PASS, Bid(18), PICK_UP, discard(parse_card("DK"), parse_card("DA"))])
    deal.apply(Declare(Contract(GameType.DIAMONDS)))
    _play_out(deal)
    result = analyse(deal.history, 0, deal.options, budget_s=2.0, seed=1)
    declare = next(j for j in result.judgements if j.kind == DECLARE)
    best = declare.best
    assert isinstance(best, Declare) and best.contract.game == GameType.GRAND
    # Both win: Diamonds is only worth less; the cost says so, the chance does not fall.
    assert declare.cost > 0
    assert declare.chance_before == 1.0


def test_declaring_below_the_bid_loses_and_is_marked() -> None:
    deal = deal_of(
        GRAND_HAND, "C7 C8 C9 CQ S7 S8 S9 SQ SK H7", "H8 H9 HT HQ HK D7 D8 D9 DT DQ", "DK DA"
    )
    apply_all(
        deal, [Bid(72), HOLD, PASS, PASS, PICK_UP, discard(parse_card("DK"), parse_card("DA"))]
    )
    deal.apply(Declare(Contract(GameType.DIAMONDS)))  # worth 45 < 72: overbid, lost
    _play_out(deal)
    result = analyse(deal.history, 0, deal.options, budget_s=2.0, seed=1)
    assert result.turning_point is not None
    turning = result.judgements[result.turning_point]
    assert turning.kind == DECLARE
    assert turning.chance_after == 0.0 and turning.chance_before >= 0.9
    assert isinstance(turning.best, Declare) and turning.best.contract.game == GameType.GRAND


def test_cancel_stops_the_analysis() -> None:
    deal = _null_deal("DA DT")
    calls: list[int] = []

    def progress(done: int, total: int) -> None:
        calls.append(done)

    try:
        analyse(deal.history, 0, deal.options, progress=progress, cancelled=lambda: len(calls) >= 2)
    except AnalysisCancelled:
        pass
    else:  # pragma: no cover - the assertion below names the failure
        raise AssertionError("the analysis ran on after cancel")
    assert calls == [1, 2]


def test_progress_counts_every_decision() -> None:
    deal = _null_deal("DA DT")
    seen: list[tuple[int, int]] = []
    result = analyse(
        deal.history, 0, deal.options, budget_s=1.0, progress=lambda d, t: seen.append((d, t))
    )
    assert seen[-1] == (len(result.judgements), len(result.judgements))
    assert [d for d, _ in seen] == list(range(1, len(seen) + 1))


def test_passed_in_deal_is_not_analysable() -> None:
    deal = deal_of(NULL_HAND, OTHERS_A, OTHERS_B, "DA DT")
    apply_all(deal, [PASS, PASS, PASS])
    assert not analysable(deal.history, deal.options)


def test_declarer_wins_and_quick_card_on_an_open_position() -> None:
    pos = Position(
        GameType.GRAND, (parse_cards("CJ CA"), parse_cards("C7 ST"), parse_cards("SA C8")), 0, 0
    )
    assert quick_card(pos) == parse_card("CJ")  # the declarer leads its top trump
    assert declarer_wins(pos, Contract(GameType.GRAND), parse_cards("H7 H8")) is False  # 34 < 61


def test_the_same_samples_give_the_same_judgement() -> None:
    # With no time to spare every decision gets its first MIN_WORLDS samples: the same
    # ones in every run, whatever the machine's speed.
    deal = _null_deal("C9 DT")
    first = analyse(deal.history, 0, deal.options, budget_s=0.001, seed=5)
    again = analyse(deal.history, 0, deal.options, budget_s=0.001, seed=5)
    assert [j.worlds for j in first.judgements if j.kind == DISCARD] == [MIN_WORLDS]
    strip = [(j.kind, j.chosen, j.best, j.chance_before, j.chance_after) for j in first.judgements]
    assert strip == [
        (j.kind, j.chosen, j.best, j.chance_before, j.chance_after) for j in again.judgements
    ]
