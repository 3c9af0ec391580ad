"""A plain-text form of every deal action, for saved games, archives and tests.

Table-rule actions read ``kontra``, ``re``, ``decline``, ``passon`` and ``push CJ S7``.

>>> encode_action(Bid(18)), encode_action(discard(parse_card("CJ"), parse_card("S7")))
('bid 18', 'discard CJ S7')
>>> decode_action("declare GH") == Declare(Contract.parse("GH"))
True
"""

from __future__ import annotations

from .actions import (
    DECLINE,
    HOLD,
    KONTRA,
    PASS,
    PASS_ON,
    PICK_UP,
    PLAY_HAND,
    PLAYS,
    RE,
    Action,
    Bid,
    Concede,
    ConcedeKind,
    DealCards,
    Declare,
    Decline,
    Discard,
    Hold,
    Kontra,
    OutOfTurn,
    Pass,
    PassOn,
    PickUpSkat,
    Play,
    PlayHand,
    Push,
    Re,
    ShowCards,
    discard,
    push,
)
from .cards import card_name, parse_card
from .rules import Contract


def encode_action(action: Action | OutOfTurn) -> str:
    if isinstance(action, Play):
        return "play " + card_name(action.card)
    if isinstance(action, Bid):
        return f"bid {action.value}"
    if isinstance(action, Hold):
        return "hold"
    if isinstance(action, Pass):
        return "pass"
    if isinstance(action, PickUpSkat):
        return "pickup"
    if isinstance(action, PlayHand):
        return "hand"
    if isinstance(action, Discard):
        return "discard " + " ".join(card_name(c) for c in action.cards)
    if isinstance(action, Declare):
        return "declare " + action.contract.code
    if isinstance(action, DealCards):
        return "deal " + ".".join(card_name(c) for c in action.cards)
    if isinstance(action, Concede):
        return f"concede {action.seat} {action.kind.value}"
    if isinstance(action, Kontra):
        return "kontra"
    if isinstance(action, Re):
        return "re"
    if isinstance(action, Decline):
        return "decline"
    if isinstance(action, PassOn):
        return "passon"
    if isinstance(action, Push):
        return "push " + " ".join(card_name(c) for c in action.cards)
    return f"show {action.seat}"


_SIMPLE: dict[str, Action] = {
    "hold": HOLD,
    "pass": PASS,
    "pickup": PICK_UP,
    "hand": PLAY_HAND,
    "kontra": KONTRA,
    "re": RE,
    "decline": DECLINE,
    "passon": PASS_ON,
}


def decode_action(text: str) -> Action | OutOfTurn:
    """Read an action written by ``encode_action``; raises ``ValueError`` naming the text."""
    word, _, rest = text.strip().partition(" ")
    try:
        if word == "play":
            return PLAYS[parse_card(rest)]
        if word == "bid":
            return Bid(int(rest))
        if word in _SIMPLE and not rest:
            return _SIMPLE[word]
        if word == "discard":
            a, b = (parse_card(t) for t in rest.split())
            return discard(a, b)
        if word == "push":
            a, b = (parse_card(t) for t in rest.split())
            return push(a, b)
        if word == "declare":
            return Declare(Contract.parse(rest))
        if word == "deal":
            return DealCards(tuple(parse_card(t) for t in rest.split(".")))
        if word == "concede":
            seat, kind = rest.split()
            return Concede(int(seat), ConcedeKind(kind))
        if word == "show":
            return ShowCards(int(rest))
    except (ValueError, KeyError) as error:
        raise ValueError(f"cannot read action {text!r}: {error}") from None
    raise ValueError(f"cannot read action {text!r}: unknown word {word!r}")
