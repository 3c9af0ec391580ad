"""Table rules (options, off by default): Kontra and Re, Ramsch and Schieberamsch."""

from __future__ import annotations

import random

import pytest

from skat_desktop.engine.actions import (
    DECLINE,
    KONTRA,
    PASS,
    PASS_ON,
    PICK_UP,
    PLAY_HAND,
    RE,
    Action,
    Concede,
    ConcedeKind,
    Declare,
    Play,
    Push,
    push,
)
from skat_desktop.engine.cards import JACKS, parse_card, parse_cards, points
from skat_desktop.engine.deal import Deal, DealOptions, IllegalActionError, OutOfTurnError, Phase
from skat_desktop.engine.iss import IssFormatError, check_record, parse_record, write_record
from skat_desktop.engine.notation import decode_action, encode_action
from skat_desktop.engine.rules import Contract, GameType
from skat_desktop.engine.scoring import (
    KONTRA_LEVEL,
    RE_LEVEL,
    null_result,
    ramsch_result,
    suit_or_grand_result,
)
from skat_desktop.engine.view import HIDDEN_PUSH, view_of

from .helpers import deal_of, win_auction

KONTRA_ON = DealOptions(kontra=True)
KONTRA_AFTER_BID = DealOptions(kontra=True, kontra_after_bid=True)
RAMSCH = DealOptions(ramsch=True)
SCHIEBE = DealOptions(ramsch=True, schieberamsch=True)
SCHIEBE_JACKS = DealOptions(ramsch=True, schieberamsch=True, ramsch_push_jacks=True)

# Forehand holds every jack and the six top clubs: in a Ramsch it takes every trick.
FH_ALL = "CJ SJ HJ DJ CA CT CK CQ C9 C8"
MH = "SA ST SK SQ S9 S8 S7 HA HT HK"
RH = "HQ H9 H8 H7 DA DT DK DQ D9 D8"  # skat: C7 D7


def declared(options: DealOptions, declarer: int = 0, code: str = "GH") -> Deal:
    d = deal_of(FH_ALL, MH, RH, options)
    win_auction(d, declarer)
    d.apply(PLAY_HAND)
    d.apply(Declare(Contract.parse(code)))
    return d


def play_out(d: Deal, rng: random.Random | None = None) -> None:
    r = rng or random.Random(0)
    while d.result is None:
        d.apply(r.choice(d.legal_actions()))


# -- Kontra and Re ---------------------------------------------------------------------


def test_kontra_is_off_by_default_play_starts_after_the_declaration() -> None:
    d = declared(DealOptions())
    assert d.phase == Phase.PLAY and d.current_player == 0
    assert KONTRA not in d.legal_actions()


def test_each_defender_is_asked_in_turn_then_forehand_leads() -> None:
    d = declared(KONTRA_ON, declarer=1)
    assert (d.phase, d.current_player, d.legal_actions()) == (Phase.KONTRA, 0, [KONTRA, DECLINE])
    d.apply(DECLINE, 0)
    assert (d.phase, d.current_player) == (Phase.KONTRA, 2)
    d.apply(DECLINE, 2)
    assert (d.phase, d.current_player, d.doubling) == (Phase.PLAY, 0, 1)


def test_kontra_then_re_asks_the_declarer_and_quadruples() -> None:
    d = declared(KONTRA_ON, declarer=0)
    assert d.current_player == 1
    d.apply(KONTRA, 1)
    # the second defender is not asked again; the declarer answers
    assert (d.phase, d.current_player, d.legal_actions()) == (Phase.KONTRA, 0, [RE, DECLINE])
    assert d.doubling == 2
    d.apply(RE, 0)
    assert (d.phase, d.current_player, d.doubling, d.kontra_by) == (Phase.PLAY, 0, 4, 1)


def test_declarer_may_decline_re() -> None:
    d = declared(KONTRA_ON, declarer=2)
    d.apply(DECLINE, 0)
    d.apply(KONTRA, 1)
    d.apply(DECLINE, 2)
    assert d.phase == Phase.PLAY and d.doubling == 2 and not d.re


def test_kontra_actions_are_checked() -> None:
    d = declared(KONTRA_ON, declarer=0)
    with pytest.raises(IllegalActionError, match="Re answers a Kontra"):
        d.apply(RE)
    with pytest.raises(OutOfTurnError):
        d.apply(KONTRA, 0)  # the declarer cannot double its own game
    d.apply(KONTRA)
    with pytest.raises(IllegalActionError, match="the declarer answers"):
        d.apply(KONTRA)
    with pytest.raises(IllegalActionError, match="kontra phase"):
        d.apply(Play(parse_card("CJ")))


def test_kontra_after_bid_asks_only_defenders_who_said_a_value() -> None:
    # forehand declares: middlehand bid 18, rearhand only passed
    d = declared(KONTRA_AFTER_BID, declarer=0)
    assert (d.phase, d.current_player) == (Phase.KONTRA, 1)
    d.apply(DECLINE)
    assert d.phase == Phase.PLAY  # rearhand is not asked
    # middlehand declares: forehand passed at 18 without holding, rearhand passed
    d = declared(KONTRA_AFTER_BID, declarer=1)
    assert d.phase == Phase.PLAY
    # rearhand declares after middlehand passed: forehand held? no, forehand passed
    d = deal_of(FH_ALL, MH, RH, KONTRA_AFTER_BID)
    d.apply(PASS, 1)
    d.apply(decode_action("bid 18"), 2)
    d.apply(decode_action("hold"), 0)
    d.apply(decode_action("bid 20"), 2)
    d.apply(PASS, 0)
    d.apply(PLAY_HAND)
    d.apply(Declare(Contract.parse("GH")))
    assert (d.phase, d.current_player) == (Phase.KONTRA, 0)  # forehand held 18
    d.apply(DECLINE)
    assert d.phase == Phase.PLAY  # middlehand passed without a word


def test_kontra_and_re_double_the_value_and_the_score() -> None:
    grand = Contract.parse("G")
    twelve = parse_cards("CJ SJ")
    plain = suit_or_grand_result(grand, 18, 0, twelve, 70, 6, 4)
    k = suit_or_grand_result(grand, 18, 0, twelve, 70, 6, 4, kontra=True)
    kr = suit_or_grand_result(grand, 18, 0, twelve, 70, 6, 4, kontra=True, re=True)
    assert (plain.value, k.value, kr.value) == (72, 144, 288)
    assert (k.factor, kr.factor, k.multiplier) == (2, 4, 3)
    assert k.levels[-1] == KONTRA_LEVEL and kr.levels[-2:] == (KONTRA_LEVEL, RE_LEVEL)
    assert sum(level.count for level in kr.levels) == kr.multiplier
    lost = suit_or_grand_result(grand, 18, 0, twelve, 60, 6, 4, kontra=True, re=True)
    assert (lost.won, lost.score) == (False, -576)


def test_kontra_doubles_the_overbid_value_too() -> None:
    # clubs with 1 is worth 24; bid 30 -> overbid value 36, doubled 72, lost twice that
    r = suit_or_grand_result(Contract.parse("C"), 30, 0, parse_cards("CJ"), 80, 7, 3, kontra=True)
    assert (r.overbid, r.value, r.score) == (True, 72, -144)


def test_kontra_doubles_null() -> None:
    r = null_result(Contract.parse("N"), 18, 0, 0, 0, kontra=True, re=True)
    assert (r.value, r.score, r.base_value, r.factor) == (92, 92, 23, 4)


def test_a_whole_deal_with_kontra_and_re_scores_four_times() -> None:
    d = declared(KONTRA_ON, declarer=0)  # Grand Hand with four, forehand wins all
    d.apply(KONTRA)
    d.apply(RE)
    play_out(d)
    r = d.result
    assert r is not None and r.won and r.kontra and r.re
    # with 4, game 5, hand 6, schneider 7, schwarz 8 -> 24 x 8 x 4
    assert r.value == 24 * 8 * 4 == r.score


def test_the_auction_and_the_kontra_phase_undo_and_replay() -> None:
    d = declared(KONTRA_ON, declarer=0)
    d.apply(KONTRA)
    d.apply(RE)
    again = Deal.replay(d.history, KONTRA_ON)
    assert (again.doubling, again.phase) == (4, Phase.PLAY)
    d.undo(2)
    assert (d.phase, d.current_player, d.doubling) == (Phase.KONTRA, 1, 1)


# -- Ramsch ----------------------------------------------------------------------------


def three_passes(d: Deal) -> None:
    for seat in (1, 2, 0):
        d.apply(PASS, seat)


def test_three_passes_are_passed_in_without_the_option() -> None:
    d = deal_of(FH_ALL, MH, RH)
    three_passes(d)
    assert d.result is not None and d.result.passed_in


def test_ramsch_is_played_with_grand_trick_rules_and_no_declarer() -> None:
    d = deal_of(FH_ALL, MH, RH, RAMSCH)
    three_passes(d)
    assert (d.phase, d.current_player, d.declarer, d.contract) == (Phase.PLAY, 0, None, None)
    assert d.ramsch and d.rules is not None and d.rules.trumps == JACKS
    # jacks are trumps: a led jack must be followed by a jack, and there is none to follow
    d.apply(Play(parse_card("DJ")))
    assert len(d.legal_actions()) == 10


def test_durchmarsch_wins_120() -> None:
    d = deal_of(FH_ALL, MH, RH, RAMSCH)
    three_passes(d)
    play_out(d)
    r = d.result
    assert r is not None and r.durchmarsch and not r.jungfrau
    assert r.ramsch_scores == (120, 0, 0) and r.ramsch_points == (120, 0, 0)


@pytest.mark.parametrize("seed", range(20))
def test_random_ramsch_the_skat_goes_to_the_last_trick(seed: int) -> None:
    d = Deal.from_seed(seed, RAMSCH)
    three_passes(d)
    play_out(d, random.Random(seed))
    r = d.result
    assert r is not None and r.ramsch_points is not None and r.ramsch_scores is not None
    assert sum(r.ramsch_points) == 120
    last = d.tricks[-1].winner
    assert r.ramsch_points[last] == points(d.taken[last] | d.dealt_skat)
    assert r.iss_summary.startswith("ramsch ")
    if not r.durchmarsch:
        most = max(r.ramsch_points)
        factor = 2 if 0 in d.trick_counts else 1
        assert r.ramsch_scores == tuple(-most * factor if p == most else 0 for p in r.ramsch_points)


def test_ramsch_scoring_most_points_lose_them() -> None:
    r = ramsch_result((50, 40, 30), (4, 3, 3))
    assert (r.ramsch_scores, r.value, r.factor, r.jungfrau) == ((-50, 0, 0), 50, 1, False)


def test_ramsch_tie_every_player_with_the_most_points_loses() -> None:
    assert ramsch_result((45, 45, 30), (4, 3, 3)).ramsch_scores == (-45, -45, 0)
    assert ramsch_result((40, 40, 40), (4, 3, 3)).ramsch_scores == (-40, -40, -40)


def test_jungfrau_doubles_the_loss() -> None:
    r = ramsch_result((70, 0, 50), (6, 0, 4))
    assert (r.ramsch_scores, r.jungfrau, r.factor) == ((-140, 0, 0), True, 2)
    assert [level.name for level in r.levels] == ["jungfrau"]


def test_pushes_double_each_time() -> None:
    r = ramsch_result((70, 20, 30), (6, 1, 3), pushes=2)
    assert (r.ramsch_scores, r.factor) == ((-280, 0, 0), 4)
    r = ramsch_result((70, 0, 50), (6, 0, 4), pushes=3)
    assert r.ramsch_scores == (-70 * 16, 0, 0)
    r = ramsch_result((0, 120, 0), (0, 10, 0), pushes=1)
    assert r.ramsch_scores == (0, 240, 0) and r.durchmarsch and not r.jungfrau


def test_nobody_resigns_a_ramsch_and_leaving_voids_it() -> None:
    d = deal_of(FH_ALL, MH, RH, RAMSCH)
    three_passes(d)
    with pytest.raises(IllegalActionError, match="Ramsch"):
        d.apply(Concede(1, ConcedeKind.RESIGN))
    d.apply(Concede(1, ConcedeKind.LEFT))
    assert d.result is not None and d.result.ended_by == "left" and d.result.ramsch_scores is None


# -- Schieberamsch ---------------------------------------------------------------------


def test_schieberamsch_each_seat_picks_up_or_passes_on() -> None:
    d = deal_of(FH_ALL, MH, RH, SCHIEBE)
    three_passes(d)
    assert (d.phase, d.current_player, d.legal_actions()) == (
        Phase.RAMSCH_SKAT,
        0,
        [PICK_UP, PASS_ON],
    )
    d.apply(PASS_ON)
    assert (d.phase, d.current_player) == (Phase.RAMSCH_SKAT, 1)
    d.apply(PICK_UP)
    assert d.phase == Phase.RAMSCH_PUSH and d.hands[1].bit_count() == 12
    d.apply(push(parse_card("C7"), parse_card("SA")))
    assert (d.phase, d.current_player, d.pushes) == (Phase.RAMSCH_SKAT, 2, 1)
    assert d.skat == parse_cards("C7 SA")
    d.apply(PICK_UP)
    assert d.hands[2] & parse_cards("C7 SA") == parse_cards("C7 SA")
    d.apply(push(parse_card("SA"), parse_card("DA")))
    assert (d.phase, d.current_player, d.pushes) == (Phase.PLAY, 0, 2)
    play_out(d)
    r = d.result
    assert r is not None and r.durchmarsch and r.ramsch_scores == (480, 0, 0)
    # forehand took the last trick, so the pushed SA DA count for it: 120 in all
    assert r.ramsch_points == (120, 0, 0)


def test_jacks_may_be_pushed_only_if_the_setting_allows() -> None:
    for options, allowed in ((SCHIEBE, False), (SCHIEBE_JACKS, True)):
        d = deal_of(FH_ALL, MH, RH, options)
        three_passes(d)
        d.apply(PICK_UP)
        pushes = [a for a in d.legal_actions() if isinstance(a, Push)]
        with_jack = [a for a in pushes if any(parse_cards("CJ SJ HJ DJ") >> c & 1 for c in a.cards)]
        assert bool(with_jack) == allowed
        assert len(pushes) == (66 if allowed else 28)  # 12 cards, 4 of them jacks
        jack_push = push(parse_card("CJ"), parse_card("C7"))
        if allowed:
            d.apply(jack_push)
            assert d.skat == parse_cards("CJ C7")
        else:
            with pytest.raises(IllegalActionError, match="jacks may not be pushed"):
                d.apply(jack_push)
            assert d.phase == Phase.RAMSCH_PUSH


def test_push_must_come_from_the_hand() -> None:
    d = deal_of(FH_ALL, MH, RH, SCHIEBE)
    three_passes(d)
    d.apply(PICK_UP)
    with pytest.raises(IllegalActionError, match="not in the hand"):
        d.apply(push(parse_card("SA"), parse_card("C7")))


def test_pushed_cards_are_known_only_to_who_saw_them() -> None:
    d = deal_of(FH_ALL, MH, RH, SCHIEBE)
    three_passes(d)
    d.apply(PICK_UP)
    d.apply(push(parse_card("CA"), parse_card("CT")))
    fh, mh, rh = (view_of(d, s) for s in range(3))
    assert (fh.skat, fh.discard) == (parse_cards("C7 D7"), parse_cards("CA CT"))
    assert mh.skat == mh.discard == rh.skat == 0
    assert mh.history[-1] == (0, HIDDEN_PUSH) and isinstance(fh.history[-1][1], Push)
    d.apply(PICK_UP)
    mh = view_of(d, 1)
    assert mh.skat == parse_cards("CA CT") and mh.hand & parse_cards("CA CT")
    assert mh.pushes == 1 and mh.ramsch


def test_notation_round_trip_of_the_new_actions() -> None:
    actions: list[Action] = [KONTRA, RE, DECLINE, PASS_ON, push(parse_card("CJ"), parse_card("S7"))]
    for a in actions:
        assert decode_action(encode_action(a)) == a
    assert encode_action(push(parse_card("S7"), parse_card("CJ"))) == "push CJ S7"
    assert [str(a) for a in actions[:2]] == ["Kontra", "Re"]


def test_no_table_rule_changes_an_isko_deal() -> None:
    for seed in range(30):
        rng_a, rng_b = random.Random(seed), random.Random(seed)
        a = Deal.from_seed(seed)
        b = Deal.from_seed(seed, DealOptions(ramsch_push_jacks=True, kontra_after_bid=True))
        while a.result is None:
            choice = rng_a.choice(a.legal_actions())
            assert choice == rng_b.choice(b.legal_actions())
            a.apply(choice)
            b.apply(choice)
        assert a.result == b.result


def test_kontra_applies_to_grand_type_results_only_through_the_deal() -> None:
    d = declared(KONTRA_ON, declarer=0, code="NH")
    d.apply(KONTRA)
    d.apply(DECLINE)
    play_out(d)
    r = d.result
    assert r is not None and r.contract is not None and r.contract.game == GameType.NULL
    assert r.value == 35 * 2 and r.score == -140  # forehand takes the first trick


def test_iss_records_refuse_table_rules_but_keep_a_declined_kontra() -> None:
    d = declared(KONTRA_ON, declarer=0)
    d.apply(DECLINE)
    d.apply(DECLINE)
    play_out(d)
    record = parse_record(write_record(d))
    assert check_record(record).match  # nothing of the declined question is written
    d = declared(KONTRA_ON, declarer=0)
    d.apply(KONTRA)
    with pytest.raises(IssFormatError, match="no Kontra"):
        write_record(d)
    r = deal_of(FH_ALL, MH, RH, RAMSCH)
    three_passes(r)
    with pytest.raises(IssFormatError, match="Ramsch"):
        write_record(r)
