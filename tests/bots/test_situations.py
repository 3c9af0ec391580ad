"""Hand-made positions where a sensible club player has one clear answer."""

from __future__ import annotations

from skat_desktop.bots import HeuristicPlayer
from skat_desktop.bots.tracking import track
from skat_desktop.engine.actions import HOLD, PASS, PLAY_HAND, Bid, Declare, Discard, Play
from skat_desktop.engine.cards import JACKS, card_points, parse_card
from skat_desktop.engine.deal import Deal, Phase
from skat_desktop.engine.rules import Contract, GameType
from skat_desktop.engine.view import view_of

from .bot_helpers import apply_all, deal_of


def choose(deal: Deal, bot: HeuristicPlayer | None = None) -> object:
    view = view_of(deal, deal.current_player)
    return (bot or HeuristicPlayer(0)).choose(view, view.legal)


def clubs_hand_deal() -> Deal:
    deal = deal_of(
        "CJ SJ CA CT CK C9 C8 S7 H7 D7",
        "SA ST SK SQ HJ DJ HT HK D8 D9",
        "HA H8 H9 HQ DA DT DK DQ C7 CQ",
        "S8 S9",
    )
    apply_all(deal, [PASS, PASS, Bid(18), PLAY_HAND, Declare(Contract(GameType.CLUBS, hand=True))])
    return deal


def test_defender_smears_a_full_card_onto_partners_sure_trick() -> None:
    deal = clubs_hand_deal()
    apply_all(deal, [Play(parse_card("S7")), Play(parse_card("SA"))])
    action = choose(deal)
    assert isinstance(action, Play)
    # Rearhand is void in spades and last to play: the partner's ace cannot be beaten.
    assert card_points(action.card) >= 10


def test_defender_does_not_smear_when_declarer_wins() -> None:
    deal = clubs_hand_deal()
    # Declarer leads a trump jack: the defenders cannot beat it and give the least.
    apply_all(deal, [Play(parse_card("CJ")), Play(parse_card("DJ"))])
    action = choose(deal)
    assert isinstance(action, Play)
    assert action.card == parse_card("C7")  # not the queen: no points to the declarer


def test_declarer_with_all_four_jacks_draws_trumps() -> None:
    deal = deal_of(
        "CJ SJ HJ DJ CA CT CK SA HA DA",
        "C7 C8 C9 CQ S7 S8 S9 ST H7 H8",
        "SQ SK H9 HT HQ HK D7 D8 D9 DT",
        "DQ DK",
    )
    apply_all(deal, [PASS, PASS, Bid(18), PLAY_HAND, Declare(Contract(GameType.CLUBS, hand=True))])
    action = choose(deal)
    assert action == Play(parse_card("CJ"))


def test_four_jacks_and_long_clubs_bid_at_least_48() -> None:
    deal = deal_of(
        "CJ SJ HJ DJ CK C9 C8 C7 S7 H8",
        "CA CT CQ S8 S9 ST SQ H7 H9 HT",
        "SA SK HA HK HQ D7 D8 D9 DT DQ",
        "DK DA",
    )
    bot = HeuristicPlayer(0)
    assert bot.bid_limit(view_of(deal, 0)) >= 48
    deal.apply(Bid(48))
    assert choose(deal, bot) == HOLD


def test_weak_hand_passes_at_18() -> None:
    deal = deal_of(
        "C7 C8 S9 SQ H7 H8 HK D7 D8 DQ",
        "CJ SJ CA CT CK C9 SA ST HA HT",
        "HJ DJ CQ S7 S8 SK H9 HQ D9 DT",
        "DK DA",
    )
    deal.apply(Bid(18))
    assert choose(deal) == PASS  # forehand's hand is worth nothing
    # And the same weak cards as middlehand do not even start the bidding.
    weak_middle = deal_of(
        "CJ SJ CA CT CK C9 SA ST HA HT",
        "C7 C8 S9 SQ H7 H8 HK D7 D8 DQ",
        "HJ DJ CQ S7 S8 SK H9 HQ D9 DT",
        "DK DA",
    )
    assert choose(weak_middle) == PASS


def test_bid_stays_within_the_hand_value() -> None:
    """Diamonds with 1 is worth 18: the bot holds 18 and passes at 20."""
    deal = deal_of(
        "CJ DT DK DQ D9 D8 HA S7 S8 H9",
        "SJ HJ CA CT CK C9 ST SK HT HK",
        "DJ C7 C8 CQ SA S9 SQ H7 H8 DA",
        "HQ D7",
    )
    bot = HeuristicPlayer(0)
    assert bot.bid_limit(view_of(deal, 0)) == 18
    deal.apply(Bid(18))
    assert choose(deal, bot) == HOLD
    deal.apply(HOLD)
    deal.apply(Bid(20))
    assert choose(deal, bot) == PASS


def test_safe_null_hand_is_played_as_null() -> None:
    deal = deal_of(
        "C7 C9 CJ S7 S9 H7 H9 HJ D7 D8",
        "C8 CT CQ CK CA S8 ST SQ SK SA",
        "H8 HT HQ HK HA D9 DT DQ DK DA",
        "SJ DJ",
    )
    bot = HeuristicPlayer(0)
    assert bot.bid_limit(view_of(deal, 0)) >= 23
    apply_all(deal, [PASS, PASS, Bid(18)])
    while deal.phase in (Phase.SKAT, Phase.DISCARD, Phase.DECLARE):
        deal.apply(choose(deal, bot))  # type: ignore[arg-type]
    assert deal.contract is not None and deal.contract.is_null


def null_deal() -> Deal:
    deal = deal_of(
        "H9 HA HQ C8 CT CQ S8 ST SQ D8",
        "H8 HK C7 C9 S7 S9 D7 D9 DJ DQ",
        "H7 HT HJ CJ CK CA SJ SK SA DT",
        "DK DA",
    )
    apply_all(deal, [Bid(18), PASS, PASS, PLAY_HAND, Declare(Contract(GameType.NULL, hand=True))])
    return deal


def test_null_declarer_ducks_with_the_highest_card_under_the_lead() -> None:
    deal = null_deal()
    deal.apply(Play(parse_card("H9")))
    assert choose(deal) == Play(parse_card("H8"))


def test_null_defender_unloads_a_high_card_when_partner_covers() -> None:
    deal = null_deal()
    apply_all(deal, [Play(parse_card("H9")), Play(parse_card("H8"))])
    assert choose(deal) == Play(parse_card("HJ"))


def test_tracker_records_a_shown_void() -> None:
    deal = clubs_hand_deal()
    apply_all(deal, [Play(parse_card("S7")), Play(parse_card("SA")), Play(parse_card("HA"))])
    tr = track(view_of(deal, deal.current_player))
    spades = parse_card("SK")
    assert tr.void[2] >> spades & 1  # rearhand showed no spade
    assert not tr.possible[2] >> parse_card("S8") & 1
    assert tr.defender_points == 11 + 11 and tr.declarer_points == 0


def test_discard_keeps_jacks_in_trump_games() -> None:
    """Over many pick-ups, a suit or Grand declarer never puts a jack away."""
    from skat_desktop.engine.actions import PICK_UP

    checked = 0
    for seed in range(150):
        deal = Deal.from_seed(seed)
        apply_all(deal, [PASS, PASS, Bid(18), PICK_UP])
        bot = HeuristicPlayer(seed)
        action = choose(deal, bot)
        assert isinstance(action, Discard)
        deal.apply(action)
        decl = choose(deal, bot)
        assert isinstance(decl, Declare)
        if not decl.contract.is_null:
            checked += 1
            assert not any(JACKS >> c & 1 for c in action.cards), (seed, action)
    assert checked > 60
