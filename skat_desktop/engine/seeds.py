"""Deals anyone can check: a seed gives the cards, a fingerprint commits to the seed.

A deal's seed is a whole number from 0 to 2**64 - 1 (the *deal number* a player can
type). Its cards come from a shuffle driven by SHA-256 only, so they are the same on
every platform and every Python version (``random``'s shuffle and ``randint`` are free
to change between versions; SHA-256 is not):

1. A byte stream: SHA-256 of ``b"skat-desktop/deal/v1:<seed in decimal>:<block>"`` for
   block 0, 1, 2, ..., the digests one after another.
2. Fisher-Yates over the deck 0..31 (cards in ``engine.cards`` order): for i from 31
   down to 1, read the stream two bytes at a time as a big-endian number u (0..65535);
   take j = u mod (i + 1) unless u falls in the last, incomplete block of 65536 (then
   read the next two bytes), so every j is equally likely; swap deck[i] and deck[j].
3. The shuffled deck is dealt as at the table, 3 cards each, 2 to the skat, 4 each,
   3 each (``deal._LAYOUT_POSITIONS``), into the ISS layout: forehand's ten cards,
   middlehand's, rearhand's, the skat.

The fingerprint is SHA-256 of ``b"skat-desktop/fingerprint/v1:<seed in decimal>"`` in
hex. Shown before the cards are dealt, it fixes the seed (and so the cards) without
telling them; the seed shown afterwards lets anyone recompute both. The short form
(the first 16 hex digits in groups of four) is what the table shows.

Seeds of a series are derived from its key the same way (``derive_seed``), and the
*deal of the day* derives deal k's seed from the date alone, so it is the same on
every installation.

>>> shuffled_layout(0)[:3]
(0, 16, 30)
>>> short_fingerprint(fingerprint(0))
'bd11-a548-1ec7-0dc8'
>>> day_seed("2026-12-01", 0)
4786838276846591361
"""

from __future__ import annotations

import datetime
import hashlib
from collections.abc import Iterator, Sequence

from .cards import Card
from .deal import _LAYOUT_POSITIONS

SEED_LIMIT = 1 << 64  # seeds are 0 .. SEED_LIMIT - 1
SHUFFLE_VERSION = 1
_SHUFFLE_KEY = b"skat-desktop/deal/v1:"
_FINGERPRINT_KEY = b"skat-desktop/fingerprint/v1:"
_DERIVE_KEY = "skat-desktop/seed/v1"


class SeedError(ValueError):
    """A deal number that is not a seed (with what was wrong)."""


def check_seed(seed: int) -> int:
    """``seed`` itself if it is a seed, else ``SeedError`` naming the defect."""
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise SeedError(f"a deal number is a whole number, not {seed!r}")
    if not 0 <= seed < SEED_LIMIT:
        raise SeedError(f"a deal number runs from 0 to {SEED_LIMIT - 1}, not {seed}")
    return seed


def parse_seed(text: str) -> int:
    """The seed a player typed: digits, spaces, dots and dashes between groups allowed.

    >>> parse_seed(" 1 234-567 ")
    1234567
    """
    cleaned = "".join(ch for ch in text.strip() if ch not in " .-_'\u00a0\u202f")
    if not cleaned:
        raise SeedError("no deal number given")
    if not cleaned.isascii() or not cleaned.isdigit():
        raise SeedError(f"a deal number has digits only, not {text.strip()!r}")
    return check_seed(int(cleaned))


def _stream(seed: int) -> Iterator[int]:
    block = 0
    while True:
        yield from hashlib.sha256(_SHUFFLE_KEY + f"{seed}:{block}".encode()).digest()
        block += 1


def shuffled_deck(seed: int) -> list[Card]:
    """The 32 cards in the order the seed shuffles them to (see the module)."""
    check_seed(seed)
    stream = _stream(seed)
    deck = list(range(32))
    for i in range(31, 0, -1):
        span = i + 1
        limit = 65536 - 65536 % span
        while True:
            u = next(stream) << 8 | next(stream)
            if u < limit:
                break
        j = u % span
        deck[i], deck[j] = deck[j], deck[i]
    return deck


def shuffled_layout(seed: int) -> tuple[Card, ...]:
    """The ISS layout the seed deals: 10 cards each to forehand, middlehand, rearhand,
    then the skat."""
    deck = shuffled_deck(seed)
    return tuple(deck[i] for i in _LAYOUT_POSITIONS)


def fingerprint(seed: int) -> str:
    """The deal's fingerprint: SHA-256 of the seed (64 hex digits)."""
    check_seed(seed)
    return hashlib.sha256(_FINGERPRINT_KEY + str(seed).encode()).hexdigest()


def short_fingerprint(full: str) -> str:
    """The fingerprint as the table shows it: 16 hex digits in groups of four."""
    head = full[:16]
    return "-".join(head[i : i + 4] for i in range(0, len(head), 4))


def derive_seed(*parts: object) -> int:
    """A seed fixed by ``parts`` (a series key and a deal's number, a date ...)."""
    text = ":".join([_DERIVE_KEY, *(str(p) for p in parts)])
    return int.from_bytes(hashlib.sha256(text.encode()).digest()[:8], "big")


def check_day(day: str) -> str:
    """``day`` if it is an ISO date (YYYY-MM-DD), else ``SeedError``."""
    try:
        parsed = datetime.date.fromisoformat(day)
    except (TypeError, ValueError):
        raise SeedError(f"a day is a date written YYYY-MM-DD, not {day!r}") from None
    if parsed.isoformat() != day:
        raise SeedError(f"a day is a date written YYYY-MM-DD, not {day!r}")
    return day


def day_seed(day: str, number: int) -> int:
    """The seed of deal ``number`` (0-based) of the deal of the day ``day``."""
    return derive_seed("day", check_day(day), number)


def day_first_dealer(day: str, players: int) -> int:
    """Who deals first in the deal of the day at a table of ``players``: fixed by the
    date, so the human (player 0) holds the same cards on every installation."""
    return derive_seed("day-dealer", check_day(day), players) % players


def verify(seed: int, cards: Sequence[Card] | None, fingerprint_hex: str | None) -> list[str]:
    """What does not fit: the cards the seed gives and its fingerprint against those
    recorded (``None``: not recorded, not checked). An empty list: all fits."""
    try:
        check_seed(seed)
    except SeedError as error:
        return [str(error)]
    problems: list[str] = []
    if cards is not None and tuple(cards) != shuffled_layout(seed):
        problems.append(f"seed {seed} does not give these cards")
    if fingerprint_hex is not None and fingerprint_hex.strip().lower() != fingerprint(seed):
        problems.append(f"seed {seed} does not have the fingerprint {fingerprint_hex}")
    return problems


__all__ = [
    "SEED_LIMIT",
    "SHUFFLE_VERSION",
    "SeedError",
    "check_day",
    "check_seed",
    "day_first_dealer",
    "day_seed",
    "derive_seed",
    "fingerprint",
    "parse_seed",
    "short_fingerprint",
    "shuffled_deck",
    "shuffled_layout",
    "verify",
]
