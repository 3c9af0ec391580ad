"""Seeds, fingerprints and the deal of the day: a fixed table that must never change."""

from __future__ import annotations

import hashlib

import pytest

from skat_desktop.engine.cards import card_name, parse_card
from skat_desktop.engine.seeds import (
    SEED_LIMIT,
    SeedError,
    check_day,
    day_first_dealer,
    day_seed,
    fingerprint,
    parse_seed,
    short_fingerprint,
    shuffled_deck,
    shuffled_layout,
    verify,
)

# seed -> (fingerprint, forehand | middlehand | rearhand | skat). Written down once; a
# change to the shuffle, the hash input or the dealing would change them, and every
# deal number, archive and deal of the day ever shown would then lie.
FIXED = {
    0: (
        "bd11a5481ec70dc868a678a876af04c619a1bcec352d7cb6753d4ed47a3332ce",
        "C7 H7 DK C8 C9 D8 CK SK CT DA | DJ DT S7 SQ HQ D9 SA HA S9 D7 | "
        "HK DQ HJ CJ H9 SJ H8 CA CQ HT | S8 ST",
    ),
    1: (
        "fcd345da74026fedeaa1d5259c7fd742ac13054a5743ec3ad45f35b81a2acdc0",
        "SJ D7 HK DA HJ SA C9 DK HQ H7 | D8 DT SK CQ C7 H8 D9 CA ST SQ | "
        "DQ C8 S7 CT HT H9 CJ DJ CK S9 | HA S8",
    ),
    42: (
        "fe275e005efbf6e812c8d831ba6323d3cc6c325d2fb5e9dccdeab9de959d060a",
        "HT H8 SA CJ DJ S9 S7 CQ CK C8 | S8 HQ DK D9 C9 H7 DQ DT D7 ST | "
        "SJ SQ D8 SK CT C7 HK DA HA HJ | H9 CA",
    ),
    SEED_LIMIT - 1: (
        "b4233282958acddc75a7029ae8859af5896982faa4cff6c37ba439b99c5224f9",
        "DT H8 HA HJ CQ SQ CT S7 D7 HK | D9 DA CK HQ DQ CA SA DJ C9 CJ | "
        "C7 D8 ST HT C8 H9 S8 DK H7 S9 | SJ SK",
    ),
}

# (date, deal index) -> seed and the cards it gives; and the first dealer at 3, 4, 5.
DAYS = {
    ("2026-12-01", 0): (
        4786838276846591361,
        "SJ C7 DJ CK H7 SQ D9 HK D7 D8 | ST HJ S7 C9 DQ DT C8 CQ CJ DA | "
        "CT SA HT S9 H9 HA DK HQ S8 CA | H8 SK",
    ),
    ("2026-12-01", 1): (
        18247666991256049684,
        "DA S9 H7 SQ S7 HQ HJ CT DJ CJ | CK C9 DT SA CQ H8 CA C7 D9 DQ | "
        "SK C8 SJ HA HK D8 ST DK H9 S8 | D7 HT",
    ),
    ("2027-01-01", 0): (
        10683187869836664308,
        "H9 H7 ST HK S7 CJ HJ D8 SQ SJ | DK HT CQ DA SA HQ H8 C8 CK HA | "
        "DQ C9 D9 CA CT S8 DT D7 S9 SK | C7 DJ",
    ),
}
FIRST_DEALERS = {"2026-12-01": (2, 2, 0), "2027-01-01": (0, 1, 3)}


def layout_text(seed: int) -> str:
    cards = [card_name(c) for c in shuffled_layout(seed)]
    return " | ".join(
        " ".join(part) for part in (cards[:10], cards[10:20], cards[20:30], cards[30:])
    )


@pytest.mark.parametrize("seed", sorted(FIXED))
def test_fixed_seeds_give_the_fixed_cards_and_fingerprints(seed: int) -> None:
    print_, cards = FIXED[seed]
    assert fingerprint(seed) == print_
    assert layout_text(seed) == cards


@pytest.mark.parametrize(("day", "index"), sorted(DAYS))
def test_the_deal_of_the_day_is_fixed_by_the_date(day: str, index: int) -> None:
    seed, cards = DAYS[(day, index)]
    assert day_seed(day, index) == seed
    assert layout_text(seed) == cards
    assert tuple(day_first_dealer(day, n) for n in (3, 4, 5)) == FIRST_DEALERS[day]


def _reference_deck(seed: int) -> list[int]:
    """The module's documented shuffle written out again from its description."""
    data = b""
    block = 0
    while len(data) < 4096:
        data += hashlib.sha256(f"skat-desktop/deal/v1:{seed}:{block}".encode()).digest()
        block += 1
    deck, at = list(range(32)), 0
    for i in range(31, 0, -1):
        while True:
            u = data[at] * 256 + data[at + 1]
            at += 2
            if u < 65536 - 65536 % (i + 1):
                break
        j = u % (i + 1)
        deck[i], deck[j] = deck[j], deck[i]
    return deck


@pytest.mark.parametrize("seed", [0, 7, 123456789, SEED_LIMIT - 1])
def test_the_shuffle_is_the_documented_one(seed: int) -> None:
    assert shuffled_deck(seed) == _reference_deck(seed)
    reference = hashlib.sha256(f"skat-desktop/fingerprint/v1:{seed}".encode()).hexdigest()
    assert fingerprint(seed) == reference


def test_every_seed_deals_all_32_cards_and_they_differ() -> None:
    layouts = {shuffled_layout(s) for s in range(200)}
    assert len(layouts) == 200
    assert all(sorted(layout) == list(range(32)) for layout in layouts)
    # Each card lands in the skat now and then: no card is stuck in one hand.
    skat_cards = {c for layout in layouts for c in layout[30:]}
    assert skat_cards == set(range(32))


def test_short_fingerprint_groups_sixteen_hex_digits() -> None:
    assert short_fingerprint(FIXED[0][0]) == "bd11-a548-1ec7-0dc8"


def test_verify_names_what_does_not_fit() -> None:
    cards = shuffled_layout(42)
    assert verify(42, cards, fingerprint(42)) == []
    assert verify(42, None, None) == []
    assert verify(43, cards, None) == ["seed 43 does not give these cards"]
    wrong = verify(42, cards, FIXED[0][0])
    assert len(wrong) == 1 and "fingerprint" in wrong[0]
    swapped = (cards[1], cards[0], *cards[2:])
    assert verify(42, swapped, fingerprint(42)) == ["seed 42 does not give these cards"]
    assert "0 to" in verify(-1, cards, None)[0]


def test_typed_deal_numbers() -> None:
    assert parse_seed("42") == 42
    assert parse_seed(" 4 786 838-276.846'591'361 ") == 4786838276846591361
    for bad, words in (("", "no deal"), ("12a", "digits only"), ("-", "no deal")):
        with pytest.raises(SeedError, match=words):
            parse_seed(bad)
    with pytest.raises(SeedError, match="runs from 0"):
        parse_seed(str(SEED_LIMIT))
    with pytest.raises(SeedError, match="digits only"):
        parse_seed("\u0664\u0662")  # Arabic-Indic digits: not what the dialog offers


def test_days_are_iso_dates() -> None:
    assert check_day("2026-02-28") == "2026-02-28"
    for bad in ("2026-2-28", "2026-02-30", "yesterday"):
        with pytest.raises(SeedError, match="YYYY-MM-DD"):
            check_day(bad)


def test_card_names_round_trip_in_the_table() -> None:
    # The table is written in card names; they must parse back to the same cards.
    names = FIXED[42][1].replace("|", " ").split()
    assert tuple(parse_card(n) for n in names) == shuffled_layout(42)
