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
    """One step of the multiplier, e.g. ("with", 2) or ("hand", 1), for the breakdown.

    A doubling (Kontra, Re, a Schieberamsch push, Jungfrau) adds nothing to the
    multiplier (``count`` 0) and multiplies the value by ``factor`` instead, so the sum
    of the counts stays the multiplier.
    """

    name: str
    count: int = 1
    factor: int = 1


KONTRA_LEVEL = Level("kontra", 0, 2)
RE_LEVEL = Level("re", 0, 2)


@dataclass(frozen=True, slots=True)
class DealResult:
    """Everything that a score sheet or a result dialog shows about one finished deal.

    ``value`` is the game value that counts (the overbid value when overbid) and
    ``score`` what the declarer's list entry is: ``value`` if won, ``-2 * value`` if lost.
    ``value`` is ``base_value * multiplier * factor`` (the overbid value times ``factor``
    when overbid), where ``factor`` is 2 after Kontra and 4 after Re.

    A Ramsch (option) has no declarer: ``ramsch_scores`` holds each position's list
    entry and ``ramsch_points`` its card points (the skat counted for the last trick's
    winner); ``value`` is the loss (or the Durchmarsch win) and ``factor`` the product
    of the pushes and Jungfrau.
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
    factor: int = 1
    kontra: bool = False
    re: bool = False
    ramsch_scores: tuple[int, int, int] | None = None
    ramsch_points: tuple[int, int, int] | None = None
    pushes: int = 0
    durchmarsch: bool = False
    jungfrau: bool = False

    @property
    def is_ramsch(self) -> bool:
        return self.ramsch_scores is not None

    @property
    def iss_summary(self) -> str:
        """The result in ISS ``R[...]`` notation, the fields this engine decides."""
        if self.passed_in:
            return "passed"
        if self.ramsch_scores is not None:  # ISS has no Ramsch; a readable line all the same
            return "ramsch " + " ".join(f"{p}:{v}" for p, v in enumerate(self.ramsch_scores))
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
    kontra: bool = False,
    re: bool = False,
) -> DealResult:
    """Score a suit or Grand game from the card points and tricks it ended with.

    ``lost_anyway`` forces a loss whatever the cards say (the declarer resigned,
    timed out or left); ``complete`` is False when the deal stopped before every
    trick was taken or given away. ``kontra`` and ``re`` double the value once each;
    the bid is compared with the value before doubling.
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
    doublings = _doublings(kontra, re)
    factor = _factor(doublings)
    value *= factor
    levels.extend(doublings)
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
        factor=factor,
        kontra=kontra,
        re=re,
    )


def _doublings(kontra: bool, re: bool) -> list[Level]:
    out = []
    if kontra:
        out.append(KONTRA_LEVEL)
        if re:
            out.append(RE_LEVEL)
    return out


def _factor(levels: list[Level]) -> int:
    f = 1
    for level in levels:
        f *= level.factor
    return f


def null_result(
    contract: Contract,
    bid: int,
    declarer: int,
    declarer_points: int,
    declarer_tricks: int,
    ended_by: str | None = None,
    lost_anyway: bool = False,
    kontra: bool = False,
    re: bool = False,
) -> DealResult:
    doublings = _doublings(kontra, re)
    factor = _factor(doublings)
    value = contract.null_value * factor
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
        levels=tuple(doublings),
        base_value=contract.null_value,
        multiplier=1,
        ended_by=ended_by,
        factor=factor,
        kontra=kontra,
        re=re,
    )


def ramsch_result(
    points_by_seat: tuple[int, int, int],
    tricks_by_seat: tuple[int, int, int],
    pushes: int = 0,
    ended_by: str | None = None,
) -> DealResult:
    """Score a Ramsch: the most card points lose them, doubled by Jungfrau and each push.

    A player who took every trick (Durchmarsch) wins 120 instead, and the others score
    nothing. Otherwise every player with the highest count (ties included: all of them,
    the common club rule) scores minus that count; if a player took no trick at all
    (Jungfrau) the loss is doubled. Each Schieberamsch push doubles whatever is scored.

    >>> ramsch_result((50, 40, 30), (4, 3, 3)).ramsch_scores
    (-50, 0, 0)
    >>> ramsch_result((60, 60, 0), (5, 5, 0)).ramsch_scores
    (-120, -120, 0)
    """
    levels: list[Level] = [Level("push", 0, 2)] * pushes
    durchmarsch = 10 in tricks_by_seat
    jungfrau = not durchmarsch and 0 in tricks_by_seat
    if jungfrau:
        levels.append(Level("jungfrau", 0, 2))
    factor = _factor(levels)
    if durchmarsch:
        levels.insert(0, Level("durchmarsch", 0))
        value = 120 * factor
        scores = tuple(value if t == 10 else 0 for t in tricks_by_seat)
    else:
        most = max(points_by_seat)
        value = most * factor
        scores = tuple(-value if p == most else 0 for p in points_by_seat)
    return DealResult(
        passed_in=False,
        won=durchmarsch,
        value=value,
        levels=tuple(levels),
        multiplier=1,
        ended_by=ended_by,
        factor=factor,
        ramsch_scores=(scores[0], scores[1], scores[2]),
        ramsch_points=points_by_seat,
        pushes=pushes,
        durchmarsch=durchmarsch,
        jungfrau=jungfrau,
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
    "KONTRA_LEVEL",
    "PASSED_IN",
    "RE_LEVEL",
    "DealResult",
    "Level",
    "declared_value",
    "matadors",
    "null_result",
    "ramsch_result",
    "suit_or_grand_result",
]
