"""ISS game records (the International Skat Server's archive format): read, replay, write.

>>> line = ("(;GM[Skat]ID[1]P0[a]P1[b]P2[c]MV[w " + ".".join(
...     card_name(c) for c in range(32)) + " 1 p 2 p 0 p ]R[passed] ;)")
>>> record = parse_record(line)
>>> record.id, len(record.moves), record.result is not None and record.result.passed
('1', 4, True)
>>> check_record(record).match
True
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Protocol

from .actions import (
    CHANCE,
    HOLD,
    PASS,
    PICK_UP,
    PLAY_HAND,
    PLAYS,
    Action,
    Bid,
    Concede,
    ConcedeKind,
    DealCards,
    Declare,
    Discard,
    Hold,
    OutOfTurn,
    Pass,
    PickUpSkat,
    Play,
    PlayHand,
    ShowCards,
    discard,
)
from .cards import Card, card_name, names, parse_card
from .deal import Deal, DealOptions, IllegalActionError, Phase
from .rules import Contract
from .scoring import DealResult, suit_or_grand_result
from .seeds import fingerprint


class IssFormatError(ValueError):
    """A record that is not well-formed ISS text, or holds a move the rules reject."""


@dataclass(frozen=True, slots=True)
class IssMove:
    """One ``<actor> <action>`` pair of the ``MV`` list; ``actor`` is ``w`` or a seat digit."""

    actor: str
    text: str

    def __str__(self) -> str:
        return f"{self.actor} {self.text}"


@dataclass(frozen=True, slots=True)
class IssResult:
    """The result fields this engine decides, as the ``R[...]`` property gives them.

    ``declarer`` is -1 for a deal abandoned in the auction (``penalty``) and None when
    the deal was passed in.
    """

    passed: bool
    declarer: int | None = None
    win: bool = False
    penalty: bool = False
    value: int = 0
    matadors: int = 0
    overbid: bool = False
    points: int = 0
    tricks: int = 0
    schneider: bool = False
    schwarz: bool = False

    @property
    def summary(self) -> str:
        """The ``R[...]`` text of these fields."""
        if self.passed:
            return "passed"
        outcome = "penalty" if self.penalty else ("win" if self.win else "loss")
        return (
            f"d:{self.declarer} {outcome} v:{self.value} m:{self.matadors} "
            f"{'overbid' if self.overbid else 'bidok'} p:{self.points} t:{self.tricks} "
            f"s:{int(self.schneider)} z:{int(self.schwarz)}"
        )

    @classmethod
    def parse(cls, text: str) -> IssResult:
        """Read an ``R[...]`` value; extra server fields (``p0:``, ``l:``, ...) are skipped."""
        words = text.split()
        if words == ["passed"]:
            return cls(passed=True)
        fields: dict[str, str] = {}
        flags: set[str] = set()
        for word in words:
            key, colon, value = word.partition(":")
            if colon:
                fields[key] = value
            else:
                flags.add(word)
        try:
            return cls(
                passed=False,
                declarer=int(fields["d"]),
                win="win" in flags,
                penalty="penalty" in flags,
                value=int(fields["v"]),
                matadors=int(fields.get("m", "0")),
                overbid="overbid" in flags,
                points=int(fields.get("p", "0")),
                tricks=int(fields.get("t", "0")),
                schneider=fields.get("s", "0") == "1",
                schwarz=fields.get("z", "0") == "1",
            )
        except (KeyError, ValueError) as error:
            raise IssFormatError(f"cannot read result R[{text}]: {error}") from None

    @classmethod
    def of(cls, result: DealResult | None) -> IssResult | None:
        """The ISS fields of an engine result (None while the deal is not over)."""
        if result is None:
            return None
        if result.passed_in:
            return cls(passed=True)
        if result.declarer is None:  # abandoned in the auction: the server's penalty line
            return cls(passed=False, declarer=-1, penalty=True)
        return cls(
            passed=False,
            declarer=result.declarer,
            win=result.won,
            value=result.score,
            matadors=result.matadors,
            overbid=result.overbid,
            points=result.declarer_points,
            tricks=result.declarer_tricks,
            schneider=result.schneider,
            schwarz=result.schwarz,
        )


_PROPERTY = re.compile(r"([A-Za-z][A-Za-z0-9]*)\[([^\]]*)\]")


@dataclass(slots=True)
class IssRecord:
    """One record: its properties in file order, the moves and the recorded result."""

    properties: dict[str, str]
    moves: list[IssMove]
    result: IssResult | None

    @property
    def id(self) -> str:
        return self.properties.get("ID", "?")

    @property
    def players(self) -> tuple[str, str, str]:
        p = self.properties
        return (p.get("P0", ""), p.get("P1", ""), p.get("P2", ""))

    @property
    def server(self) -> str:
        return self.properties.get("PC", "")


def parse_record(line: str) -> IssRecord:
    """Read one record line; the opening ``(`` and closing ``;)`` may be missing."""
    text = line.strip()
    if text.startswith("("):
        text = text[1:]
    if not text.startswith(";"):
        raise IssFormatError(f"not an ISS record (expected '(;GM[Skat]...'): {line[:40]!r}")
    properties: dict[str, str] = {}
    for key, value in _PROPERTY.findall(text):
        properties[key] = value
    if properties.get("GM") != "Skat":
        raise IssFormatError(f"not a Skat record (GM[Skat] missing): {line[:40]!r}")
    if "MV" not in properties:
        raise IssFormatError(f"record {properties.get('ID', '?')}: no MV[...] moves")
    words = properties["MV"].split()
    if len(words) % 2:
        raise IssFormatError(
            f"record {properties.get('ID', '?')}: the moves are not <actor> <action> pairs"
        )
    moves = [IssMove(words[i], words[i + 1]) for i in range(0, len(words), 2)]
    result = IssResult.parse(properties["R"]) if properties.get("R") else None
    return IssRecord(properties, moves, result)


def iss_options(record: IssRecord) -> DealOptions:
    """The server's rule switches for a record: lenient bids; under ``ISS2`` one
    defender's resignation after the declarer showed the cards ends the deal."""
    return DealOptions(lenient_bids=True, resign_after_show_ends=record.server == "ISS2")


@dataclass(slots=True)
class Replay:
    """A record replayed through the engine, and how its result compares."""

    record: IssRecord
    deal: Deal
    computed: IssResult | None
    # True, False, or None when the record has no result to compare with.
    match: bool | None
    error: str | None = None
    notes: list[str] = field(default_factory=list)


def _seat(record: IssRecord, index: int, move: IssMove) -> int:
    if move.actor not in ("0", "1", "2"):
        raise _move_error(record, index, move, "the actor must be w, 0, 1 or 2")
    return int(move.actor)


def _move_error(record: IssRecord, index: int, move: IssMove, why: str) -> IssFormatError:
    return IssFormatError(f"record {record.id}, move {index + 1} '{move}': {why}")


def _cards(text: str) -> list[Card]:
    return [parse_card(t) for t in text.split(".") if t]


def replay_record(record: IssRecord) -> Deal:
    """Replay every move through the engine, validating each; raises ``IssFormatError``
    naming the record and the move when one is malformed or illegal."""
    deal = Deal(iss_options(record))
    # A declaration said before its discard (``2 D`` then ``2 D9.DQ``) waits here.
    pending: Contract | None = None

    def apply(action: Action | OutOfTurn, seat: int | None, index: int, move: IssMove) -> None:
        try:
            deal.apply(action, seat)
        except IllegalActionError as error:
            raise _move_error(record, index, move, str(error)) from None

    for index, move in enumerate(record.moves):
        text = move.text
        try:
            if move.actor == "w":
                if deal.phase == Phase.DEALING:
                    apply(DealCards(tuple(_cards(text))), None, index, move)
                elif text.startswith(("TI.", "LE.")):
                    seat = int(text[3:])
                    kind = ConcedeKind.TIMEOUT if text[:2] == "TI" else ConcedeKind.LEFT
                    if pending is not None and deal.declarer is not None:
                        # The declarer named the game but never discarded: the skat
                        # stays as it was (it still counts for him) and the game stands.
                        skat = _cards_of(deal.dealt_skat)
                        apply(discard(skat[0], skat[1]), deal.declarer, index, move)
                        apply(Declare(pending), deal.declarer, index, move)
                        apply(Concede(seat, kind), None, index, move)
                        _score_unfinished_declaration(deal, pending)
                        pending = None
                        continue
                    apply(Concede(seat, kind), None, index, move)
                else:
                    shown = _cards(text)
                    if deal.phase != Phase.DISCARD or sum(1 << c for c in shown) != (
                        deal.dealt_skat
                    ):
                        raise _move_error(record, index, move, "not the skat the declarer took")
                continue
            seat = _seat(record, index, move)
            if text == "RE":
                apply(Concede(seat, ConcedeKind.RESIGN), None, index, move)
            elif text == "SC" or text.startswith("SC."):
                apply(ShowCards(seat), None, index, move)
            elif text == "??":
                # A hidden card, recorded just before a player left; the leaving ends
                # the deal, so the card never counts.
                continue
            elif deal.phase == Phase.BIDDING:
                if text == "y":
                    apply(HOLD, seat, index, move)
                elif text == "p":
                    apply(PASS, seat, index, move)
                elif text.isdigit():
                    apply(Bid(int(text)), seat, index, move)
                else:
                    raise _move_error(record, index, move, "expected a bid, y or p")
            elif deal.phase == Phase.SKAT:
                if text == "s":
                    apply(PICK_UP, seat, index, move)
                else:
                    head, *rest = text.split(".")
                    contract = _hand_contract(head)
                    apply(PLAY_HAND, seat, index, move)
                    apply(Declare(contract), seat, index, move)
                    _check_open(record, index, move, deal, _cards(".".join(rest)))
            elif deal.phase == Phase.DISCARD:
                head, *rest = text.split(".")
                if pending is None and head[:1] in "CSHDGN" and len(head) <= 4 and head:
                    if len(head) == 2 and head[1] in "789TJQKA":
                        # Two bare cards: a discard with no declaration before it.
                        raise _move_error(record, index, move, "a discard needs a declaration")
                    contract = Contract.parse(head)
                    cards = _cards(".".join(rest))
                    if not cards:
                        pending = contract
                        continue
                else:
                    if pending is None:
                        raise _move_error(record, index, move, "expected a declaration")
                    contract, pending = pending, None
                    cards = _cards(text)
                if len(cards) < 2:
                    raise _move_error(record, index, move, "the discard needs two cards")
                apply(discard(cards[0], cards[1]), seat, index, move)
                apply(Declare(contract), seat, index, move)
                _check_open(record, index, move, deal, cards[2:])
            elif deal.phase == Phase.PLAY:
                apply(PLAYS[parse_card(text)], seat, index, move)
            else:
                raise _move_error(record, index, move, f"no move expected ({deal.phase.value})")
        except IssFormatError:
            raise
        except ValueError as error:
            raise _move_error(record, index, move, str(error)) from None
    return deal


def _score_unfinished_declaration(deal: Deal, contract: Contract) -> None:
    """The server's score of a game declared but never discarded for: it counted the
    matadors over no cards at all ("without" every trump), so the records say so."""
    result = deal.result
    if result is None or contract.is_null or result.declarer is None:
        return
    deal.result = suit_or_grand_result(
        contract,
        result.bid,
        result.declarer,
        0,
        result.declarer_points,
        result.declarer_tricks,
        0,
        result.ended_by,
        lost_anyway=not result.won,
        complete=False,
    )


def _hand_contract(head: str) -> Contract:
    contract = Contract.parse(head)
    if contract.hand:
        return contract
    # Declared without picking up the skat: the server writes Hand only sometimes.
    return Contract(
        contract.game,
        hand=True,
        schneider_announced=contract.schneider_announced,
        schwarz_announced=contract.schwarz_announced,
        ouvert=contract.ouvert,
    )


def _check_open(
    record: IssRecord, index: int, move: IssMove, deal: Deal, cards: list[Card]
) -> None:
    """An ouvert declaration may list the open hand; when it does it must be the hand."""
    if not cards:
        return
    assert deal.declarer is not None
    shown = sum(1 << c for c in cards)
    if shown != deal.hands[deal.declarer]:
        raise _move_error(
            record, index, move, f"open cards {names(shown)} are not the declarer's hand"
        )


def check_record(record: IssRecord) -> Replay:
    """Replay a record and compare the engine's result with the recorded one.

    A malformed record or an illegal move gives ``error`` (and ``match`` None).
    """
    try:
        deal = replay_record(record)
    except IssFormatError as error:
        return Replay(record, Deal(), None, None, str(error))
    computed = IssResult.of(deal.result)
    if computed is None:
        return Replay(
            record, deal, None, None, f"record {record.id}: the moves end before the deal is over"
        )
    match = None if record.result is None else computed == record.result
    return Replay(record, deal, computed, match)


# -- writing --------------------------------------------------------------------------


def recordable(deal: Deal) -> bool:
    """Whether an ISS record can hold the deal: the server plays no Kontra, Re or Ramsch."""
    return not deal.ramsch and deal.kontra_by is None


def record_moves(deal: Deal) -> list[IssMove]:
    """The ``MV`` list of a deal, in the server's notation.

    ISS knows no table rules: a Kontra, Re or Ramsch raises ``IssFormatError``; a
    Kontra question that everybody declined leaves the ISkO deal and is left out.
    """
    if not recordable(deal):
        raise IssFormatError("ISS records have no Kontra, Re or Ramsch; this deal used one")
    moves: list[IssMove] = []
    pending_discard: Discard | None = None
    for seat, action in deal.history:
        actor = "w" if seat == CHANCE else str(seat)
        if isinstance(action, DealCards):
            moves.append(IssMove("w", ".".join(card_name(c) for c in action.cards)))
        elif isinstance(action, Bid):
            moves.append(IssMove(actor, str(action.value)))
        elif isinstance(action, Hold):
            moves.append(IssMove(actor, "y"))
        elif isinstance(action, Pass):
            moves.append(IssMove(actor, "p"))
        elif isinstance(action, PickUpSkat):
            moves.append(IssMove(actor, "s"))
            moves.append(IssMove("w", ".".join(card_name(c) for c in _cards_of(deal.dealt_skat))))
        elif isinstance(action, PlayHand):
            continue  # the declaration says Hand
        elif isinstance(action, Discard):
            pending_discard = action
        elif isinstance(action, Declare):
            text = action.contract.code
            if pending_discard is not None:
                text += "".join("." + card_name(c) for c in pending_discard.cards)
                pending_discard = None
            if action.contract.ouvert:
                assert deal.declarer is not None
                text += "".join("." + card_name(c) for c in _cards_of(_open_hand(deal)))
            moves.append(IssMove(actor, text))
        elif isinstance(action, Play):
            moves.append(IssMove(actor, card_name(action.card)))
        elif isinstance(action, ShowCards):
            moves.append(IssMove(str(action.seat), "SC"))
        elif isinstance(action, Concede):
            if action.kind == ConcedeKind.RESIGN:
                moves.append(IssMove(str(action.seat), "RE"))
            else:
                word = "TI" if action.kind == ConcedeKind.TIMEOUT else "LE"
                moves.append(IssMove("w", f"{word}.{action.seat}"))
    return moves


def _cards_of(mask: int) -> list[Card]:
    return [c for c in range(32) if mask >> c & 1]


def _open_hand(deal: Deal) -> int:
    """The declarer's ten cards as laid open: dealt hand (plus skat, minus discard)."""
    assert deal.declarer is not None
    hand = deal.dealt_hands[deal.declarer]
    if deal.picked_up:
        hand = (hand | deal.dealt_skat) & ~deal.skat
    return hand


def write_record(
    deal: Deal,
    *,
    game_id: str = "0",
    players: tuple[str, str, str] = ("P0", "P1", "P2"),
    date: str = "",
    server: str | None = None,
    seed: int | None = None,
) -> str:
    """One record line for a deal; the result field is written once the deal is over.

    ``seed`` (the deal's seed, ``engine.seeds``) adds ``SD[seed]`` and ``FP[fingerprint]``,
    properties of this app that ISS readers skip, so that anyone can check the cards
    (``python -m skat_desktop.records --verify``).

    ``server`` defaults to the ISS variant whose rules the deal followed: ``ISS2`` when a
    single resignation after the declarer showed the cards ends a deal (so that reading
    the record back replays it the same way).
    """
    if server is None:
        ends = deal.options.resign_after_show_ends
        server = "ISS2" if ends else "International Skat Server"
    computed = IssResult.of(deal.result)
    moves = " ".join(str(m) for m in record_moves(deal))
    result = f"R[{computed.summary}]" if computed is not None else ""
    p0, p1, p2 = (_escape(p) for p in players)
    seeded = "" if seed is None else f"SD[{seed}]FP[{fingerprint(seed)}]"
    return (
        f"(;GM[Skat]PC[{_escape(server)}]CO[]SE[]ID[{_escape(game_id)}]DT[{_escape(date)}]"
        f"{seeded}P0[{p0}]P1[{p1}]P2[{p2}]R0[]R1[]R2[]MV[{moves} ]{result} ;)"
    )


def _escape(text: str) -> str:
    # The format has no escape for brackets; keep values readable rather than broken.
    return text.replace("[", "(").replace("]", ")")


# -- reading a file of records as a stream ------------------------------------------------

MAX_LINE_BYTES = 1 << 20  # a real record is a few kilobytes; a longer line is not one
MAX_MESSAGE = 240  # messages quote the file; a quote is cut to this many characters
_BOM = b"\xef\xbb\xbf"


def shorten(text: str, limit: int = MAX_MESSAGE) -> str:
    """``text`` cut to ``limit`` characters with an ellipsis, for messages that quote input."""
    return text if len(text) <= limit else text[: limit - 1] + "…"


@dataclass(frozen=True, slots=True)
class RecordText:
    """One record's text as it stands in a file, or why its line cannot be read."""

    line: int  # 1-based line of the file
    text: str | None
    error: str | None = None


class LineSource(Protocol):
    """What ``record_texts`` reads from: ``readline(size)`` of a binary file."""

    def readline(self, size: int = -1, /) -> bytes: ...


def _split_records(text: str) -> list[str]:
    """The records of one line: each starts at ``(;`` (two on a line are two records)."""
    starts = [m.start() for m in re.finditer(r"\(;", text)]
    if not starts:
        return [text] if text.strip() else []
    pieces = [text[: starts[0]]] if text[: starts[0]].strip() else []
    pieces += [text[a:b] for a, b in zip(starts, [*starts[1:], len(text)], strict=True)]
    return [p for p in pieces if p.strip()]


def record_texts(source: LineSource, max_line: int = MAX_LINE_BYTES) -> Iterator[RecordText]:
    """Every record of a file read line by line, in bounded memory.

    A UTF-8 byte-order mark at the start is skipped; a line with bytes that are not UTF-8,
    or longer than ``max_line`` bytes, gives a ``RecordText`` naming it (the other lines
    still read); two records on one line give two.
    """
    number = 0
    while True:
        raw = source.readline(max_line + 1)
        if not raw:
            return
        number += 1
        if number == 1 and raw.startswith(_BOM):
            raw = raw[len(_BOM) :]
        if len(raw) > max_line and not raw.endswith(b"\n"):
            # Skip the rest of the line a piece at a time: it is never held whole.
            while raw and not raw.endswith(b"\n"):
                raw = source.readline(max_line + 1)
            yield RecordText(
                number, None, f"line {number} is longer than {max_line} bytes: not a record"
            )
            continue
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError as error:
            yield RecordText(
                number, None, f"line {number} has bytes that are not UTF-8 (at byte {error.start})"
            )
            continue
        for piece in _split_records(text):
            yield RecordText(number, piece.strip())


__all__ = [
    "MAX_LINE_BYTES",
    "IssFormatError",
    "IssMove",
    "IssRecord",
    "IssResult",
    "LineSource",
    "RecordText",
    "Replay",
    "check_record",
    "iss_options",
    "parse_record",
    "record_moves",
    "record_texts",
    "replay_record",
    "shorten",
    "write_record",
]
