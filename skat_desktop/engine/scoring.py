"""Game values and results: matadors, multiplier levels, Schneider, Schwarz, overbid.

>>> from .cards import parse_cards
>>> matadors(parse_cards("CJ SJ DJ CA"), GameType.CLUBS)
2
>>> matadors(parse_cards("HJ DJ"), GameType.GRAND)
-2
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .cards import CardSet
from .rules import Contract, GameType, trump_order


def matadors(cards: CardSet, game: GameType) -> int:
    """Matadors of the declarer's twelve cards: +n "with n", -n "without n" (0 for Null)."""
    order = trump_order(game)
    if not order:
        return 0
    holds = bool(cards >> order[0] & 1)
    n = 0
    for c in order:
        if bool(cards >> c & 1) != holds:
            break
        n += 1
    return n if holds else -n


@dataclass(frozen=True, slots=True)
class Level:
    """One step of the multiplier, e.g. ("with", 2) or ("hand", 1), for the breakdown."""

    name: str
    count: int = 1


@dataclass(frozen=True, slots=True)
class DealResult:
    """Everything that a score sheet or a result dialog shows about one finished deal.

    ``value`` is the game value that counts (the overbid value when overbid) and
    ``score`` what the declarer's list entry is: ``value`` if won, ``-2 * value`` if lost.
    """

    passed_in: bool
    declarer: int | None = None
    contract: Contract | None = None
    bid: int = 0
    won: bool = False
    value: int = 0
    score: int = 0
    matadors: int = 0
    overbid: bool = False
    declarer_points: int = 0
    declarer_tricks: int = 0
    schneider: bool = False
    schwarz: bool = False
    levels: tuple[Level, ...] = field(default_factory=tuple)
    base_value: int = 0
    multiplier: int = 0
    # How the deal ended when it did not end with the tenth trick: "null-trick",
    # "schwarz-missed", "resigned", "conceded", "timeout", "left", "abandoned".
    ended_by: str | None = None

    @property
    def iss_summary(self) -> str:
        """The result in ISS ``R[...]`` notation, the fields this engine decides."""
        if self.passed_in:
            return "passed"
        if self.declarer is None:  # abandoned in the auction: the server's penalty line
            return "d:-1 penalty v:0 m:0 bidok p:0 t:0 s:0 z:0"
        return (
            f"d:{self.declarer} {'win' if self.won else 'loss'} v:{self.score} "
            f"m:{self.matadors} {'overbid' if self.overbid else 'bidok'} "
            f"p:{self.declarer_points} t:{self.declarer_tricks} "
            f"s:{int(self.schneider)} z:{int(self.schwarz)}"
        )


PASSED_IN = DealResult(passed_in=True)


def suit_or_grand_result(
    contract: Contract,
    bid: int,
    declarer: int,
    twelve_cards: CardSet,
    declarer_points: int,
    declarer_tricks: int,
    defender_tricks: int,
    ended_by: str | None = None,
    lost_anyway: bool = False,
    complete: bool = True,
) -> DealResult:
    """Score a suit or Grand game from the card points and tricks it ended with.

    ``lost_anyway`` forces a loss whatever the cards say (the declarer resigned,
    timed out or left); ``complete`` is False when the deal stopped before every
    trick was taken or given away.
    """
    m = matadors(twelve_cards, contract.game)
    levels = [Level("with" if m > 0 else "without", abs(m)), Level("game")]
    # Schneider and Schwarz are judged on the cards only when every trick is accounted
    # for; a deal stopped early (or conceded) reached neither, as the ISS records it.
    schneider = complete and (declarer_points >= 90 or declarer_points <= 30)
    schwarz = complete and (defender_tricks == 0 or declarer_tricks == 0)
    if contract.hand:
        levels.append(Level("hand"))
    # An announced level counts whether it is made or missed, and announcing it counts
    # the level itself too: Schwarz announced is Schneider, Schneider announced, Schwarz
    # and Schwarz announced.
    if schneider or contract.schneider_announced:
        levels.append(Level("schneider"))
    if contract.schneider_announced:
        levels.append(Level("schneider announced"))
    if schwarz or contract.schwarz_announced:
        levels.append(Level("schwarz"))
    if contract.schwarz_announced:
        levels.append(Level("schwarz announced"))
    if contract.ouvert:
        levels.append(Level("ouvert"))
    multiplier = sum(level.count for level in levels)
    base = contract.base_value
    value = base * multiplier

    if contract.schwarz_announced:
        made = defender_tricks == 0 and declarer_tricks == 10
    elif contract.schneider_announced:
        made = declarer_points >= 90
    else:
        made = declarer_points >= 61
    if lost_anyway:
        made = False
    overbid = value < bid
    if overbid:
        value = -(-bid // base) * base
    won = made and not overbid
    return DealResult(
        passed_in=False,
        declarer=declarer,
        contract=contract,
        bid=bid,
        won=won,
        value=value,
        score=value if won else -2 * value,
        matadors=m,
        overbid=overbid,
        declarer_points=declarer_points,
        declarer_tricks=declarer_tricks,
        schneider=schneider,
        schwarz=schwarz,
        levels=tuple(levels),
        base_value=base,
        multiplier=multiplier,
        ended_by=ended_by,
    )


def null_result(
    contract: Contract,
    bid: int,
    declarer: int,
    declarer_points: int,
    declarer_tricks: int,
    ended_by: str | None = None,
    lost_anyway: bool = False,
) -> DealResult:
    value = contract.null_value
    won = declarer_tricks == 0 and not lost_anyway
    return DealResult(
        passed_in=False,
        declarer=declarer,
        contract=contract,
        bid=bid,
        won=won,
        value=value,
        score=value if won else -2 * value,
        matadors=0,
        overbid=False,
        declarer_points=declarer_points,
        declarer_tricks=declarer_tricks,
        schneider=False,
        schwarz=False,
        levels=(),
        base_value=value,
        multiplier=1,
        ended_by=ended_by,
    )


def declared_value(contract: Contract, twelve_cards: CardSet) -> int:
    """The value a contract is worth as declared, before any Schneider or Schwarz is won.

    This is what the declaration screen shows and what a declarer compares with the bid.
    """
    if contract.is_null:
        return contract.null_value
    m = abs(matadors(twelve_cards, contract.game))
    # Each announcement counts twice: the level announced and the level itself.
    multiplier = m + 1 + contract.hand + contract.ouvert
    multiplier += 2 * contract.schneider_announced + 2 * contract.schwarz_announced
    return contract.base_value * multiplier


__all__ = [
    "PASSED_IN",
    "DealResult",
    "Level",
    "declared_value",
    "matadors",
    "null_result",
    "suit_or_grand_result",
]
