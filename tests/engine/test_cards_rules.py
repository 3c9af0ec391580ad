"""RULES.md "Cards", "Trick play" and the contract notation, line by line."""

from __future__ import annotations

import pytest

from skat_desktop.engine.cards import (
    ALL_CARDS,
    CLUBS,
    DIAMONDS,
    HEARTS,
    JACK,
    SPADES,
    TOTAL_POINTS,
    card,
    card_list,
    card_name,
    card_points,
    cards_of,
    parse_card,
    parse_cards,
    points,
)
from skat_desktop.engine.rules import (
    BASE_VALUES,
    BID_VALUES,
    Contract,
    GameType,
    rules_for,
    trump_order,
)


def c(text: str) -> int:
    return parse_card(text)


def m(text: str) -> int:
    return parse_cards(text)


def test_thirty_two_cards_in_four_suits_of_eight_ranks() -> None:
    assert ALL_CARDS.bit_count() == 32
    assert {card_name(x)[0] for x in range(32)} == set("CSHD")
    assert {card_name(x)[1] for x in range(32)} == set("789TJQKA")
    assert [card_name(card(s, JACK)) for s in (CLUBS, SPADES, HEARTS, DIAMONDS)] == [
        "CJ",
        "SJ",
        "HJ",
        "DJ",
    ]


@pytest.mark.parametrize(
    ("rank", "value"),
    [("A", 11), ("T", 10), ("K", 4), ("Q", 3), ("J", 2), ("9", 0), ("8", 0), ("7", 0)],
)
def test_card_points(rank: str, value: int) -> None:
    for suit in "CSHD":
        assert card_points(c(suit + rank)) == value


def test_card_points_total_120() -> None:
    assert points(ALL_CARDS) == TOTAL_POINTS == 120
    assert sum(card_points(x) for x in range(32)) == 120


def test_compact_notation_round_trip() -> None:
    for x in range(32):
        assert parse_card(card_name(x)) == x
    assert parse_card("s10") == c("ST")
    assert card_list(m("CJ ST H7")) == sorted([c("CJ"), c("ST"), c("H7")])
    assert list(cards_of(m("DA.C7"))) == [c("C7"), c("DA")]


@pytest.mark.parametrize("bad", ["", "X7", "C1", "CJJ", "11"])
def test_bad_card_text_is_rejected(bad: str) -> None:
    with pytest.raises(ValueError, match="not a card"):
        parse_card(bad)


def test_duplicate_card_in_set_is_rejected() -> None:
    with pytest.raises(ValueError, match="twice"):
        parse_cards("CJ CJ")


def test_base_values() -> None:
    assert BASE_VALUES == {
        GameType.DIAMONDS: 9,
        GameType.HEARTS: 10,
        GameType.SPADES: 11,
        GameType.CLUBS: 12,
        GameType.GRAND: 24,
    }


def test_bid_values_are_game_values_only() -> None:
    listed = [18, 20, 22, 23, 24, 27, 30, 33, 35, 36, 40, 44, 45, 46, 48, 50, 54, 55, 59, 60]
    assert list(BID_VALUES[: len(listed)]) == listed
    assert BID_VALUES[-1] == 264
    assert 19 not in BID_VALUES and 21 not in BID_VALUES and 25 not in BID_VALUES
    # Every value is some base value times a reachable multiplier, or a Null value.
    for v in BID_VALUES:
        assert v in (23, 35, 46, 59) or any(
            v % b == 0 and 2 <= v // b <= (11 if b == 24 else 18) for b in (9, 10, 11, 12, 24)
        )


def test_contract_notation() -> None:
    assert Contract.parse("G") == Contract(GameType.GRAND)
    assert Contract.parse("CHZ") == Contract(GameType.CLUBS, True, True, True)
    assert Contract.parse("NOH") == Contract(GameType.NULL, hand=True, ouvert=True)
    assert Contract.parse("NO") == Contract(GameType.NULL, ouvert=True)
    # Ouvert implies Hand, Schneider and Schwarz announced.
    assert Contract.parse("GO") == Contract(GameType.GRAND, True, True, True, True)
    for code in ("D", "HH", "SHS", "CHZ", "GHO", "N", "NH", "NO", "NHO"):
        assert Contract.parse(Contract.parse(code).code) == Contract.parse(code)
    with pytest.raises(ValueError, match="not a contract"):
        Contract.parse("X")
    with pytest.raises(ValueError, match="modifiers"):
        Contract.parse("GHH")


# -- trick play --------------------------------------------------------------------


def test_suit_game_trumps_are_jacks_then_the_suit() -> None:
    order = trump_order(GameType.HEARTS)
    assert " ".join(card_name(x) for x in order) == "CJ SJ HJ DJ HA HT HK HQ H9 H8 H7"
    assert rules_for(GameType.HEARTS).trumps == m(" ".join(card_name(x) for x in order))


def test_grand_trumps_are_the_four_jacks() -> None:
    assert [card_name(x) for x in trump_order(GameType.GRAND)] == ["CJ", "SJ", "HJ", "DJ"]
    assert rules_for(GameType.GRAND).trumps == m("CJ SJ HJ DJ")


def test_null_has_no_trumps() -> None:
    assert trump_order(GameType.NULL) == ()
    assert rules_for(GameType.NULL).trumps == 0


def winner(game: GameType, cards: str) -> str:
    trick = [c(t) for t in cards.split()]
    return card_name(trick[rules_for(game).trick_winner(trick)])


@pytest.mark.parametrize(
    ("game", "trick", "wins"),
    [
        # The jacks top the trumps in the order CJ > SJ > HJ > DJ.
        (GameType.CLUBS, "DJ CJ HJ", "CJ"),
        (GameType.CLUBS, "SJ HJ DJ", "SJ"),
        (GameType.GRAND, "HJ DJ SJ", "SJ"),
        # A jack beats the trump ace; a trump beats the led suit's ace.
        (GameType.SPADES, "SA DJ ST", "DJ"),
        (GameType.SPADES, "HA S7 HT", "S7"),
        # Plain suit order A 10 K Q 9 8 7.
        (GameType.GRAND, "CK CT C9", "CT"),
        (GameType.GRAND, "CQ CK C7", "CK"),
        (GameType.DIAMONDS, "C9 CQ C8", "CQ"),
        (GameType.DIAMONDS, "ST SA SK", "SA"),
        # A card of another suit never wins, however high.
        (GameType.GRAND, "C7 HA SA", "C7"),
        (GameType.CLUBS, "H8 DA SA", "H8"),
        # Grand: only jacks trump; a jack wins over any ace.
        (GameType.GRAND, "SA ST DJ", "DJ"),
        # Null: A K Q J 10 9 8 7, jacks in their own suit.
        (GameType.NULL, "CT CJ C9", "CJ"),
        (GameType.NULL, "CJ CQ C7", "CQ"),
        (GameType.NULL, "H7 H8 SA", "H8"),
        (GameType.NULL, "DT D9 CJ", "DT"),
    ],
)
def test_trick_winner(game: GameType, trick: str, wins: str) -> None:
    assert winner(game, trick) == wins


def legal(game: GameType, hand: str, lead: str | None) -> set[str]:
    mask = rules_for(game).legal_cards(m(hand), None if lead is None else c(lead))
    return {card_name(x) for x in cards_of(mask)}


def test_leader_may_play_any_card() -> None:
    assert legal(GameType.CLUBS, "CJ HA S7", None) == {"CJ", "HA", "S7"}


def test_follow_suit_if_possible() -> None:
    assert legal(GameType.GRAND, "CA C7 HA", "CK") == {"CA", "C7"}  # no duty to overtake


def test_jack_is_not_its_printed_suit_in_suit_and_grand() -> None:
    # Clubs led in a hearts game: CJ is a trump, so a hand of CJ and H7 has no club.
    assert legal(GameType.HEARTS, "CJ H7 SA", "C7") == {"CJ", "H7", "SA"}
    # Trump led: the jack must follow as a trump.
    assert legal(GameType.HEARTS, "CJ C7 SA", "H7") == {"CJ"}
    assert legal(GameType.GRAND, "DJ SA CT", "SJ") == {"DJ"}
    # A jack led in Grand is not a diamond.
    assert legal(GameType.GRAND, "DA D7 SA", "DJ") == {"DA", "D7", "SA"}


def test_trump_suit_cards_follow_a_jack_lead() -> None:
    assert legal(GameType.SPADES, "S7 HA", "CJ") == {"S7"}
    assert legal(GameType.SPADES, "ST SJ HA", "S7") == {"ST", "SJ"}


def test_null_jacks_follow_their_own_suit() -> None:
    assert legal(GameType.NULL, "CJ HA", "C7") == {"CJ"}
    assert legal(GameType.NULL, "CJ HA", "DJ") == {"CJ", "HA"}


def test_no_duty_to_trump() -> None:
    # No hearts: any card, trump or not.
    assert legal(GameType.CLUBS, "C7 SA D8", "H9") == {"C7", "SA", "D8"}
    assert legal(GameType.GRAND, "CJ SA", "H9") == {"CJ", "SA"}
