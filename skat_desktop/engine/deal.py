"""One deal of Skat as a state machine: dealing, auction, skat, declaration, tricks, result.

>>> d = Deal.from_seed(7)
>>> d.phase, d.current_player
(<Phase.BIDDING: 'bidding'>, 1)
>>> d.apply(PASS); d.apply(PASS); d.apply(PASS)
>>> d.phase, d.result.passed_in
(<Phase.SCORED: 'scored'>, True)
>>> d.undo(); d.current_player
0
"""

from __future__ import annotations

import enum
import random
from bisect import bisect_right
from dataclasses import dataclass

from .actions import (
    CHANCE,
    DECLINE,
    FOREHAND,
    HOLD,
    KONTRA,
    MIDDLEHAND,
    PASS,
    PASS_ON,
    PICK_UP,
    PLAY_HAND,
    PLAYS,
    POSITION_NAMES,
    RE,
    REARHAND,
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
    card_name,
)
from .cards import ALL_CARDS, JACKS, Card, CardSet, card_list, names, points, suit_of
from .rules import (
    BID_VALUES,
    RULES,
    Contract,
    ContractDefect,
    GameRules,
    GameType,
    hand_contracts,
    skat_contracts,
)
from .scoring import PASSED_IN, DealResult, null_result, ramsch_result, suit_or_grand_result


class Phase(enum.Enum):
    DEALING = "dealing"
    BIDDING = "bidding"
    SKAT = "skat"
    DISCARD = "discard"
    DECLARE = "declare"
    # Options only: defenders asked for Kontra, then the declarer for Re, before the lead.
    KONTRA = "kontra"
    # Schieberamsch only: the seat to move picks the skat up or passes it on unseen ...
    RAMSCH_SKAT = "ramsch skat"
    # ... and, having picked it up, pushes two cards on.
    RAMSCH_PUSH = "ramsch push"
    PLAY = "play"
    SCORED = "scored"


class Refusal(enum.Enum):
    """Why the rules refuse an action, for a front end to say in the player's own words."""

    OTHER = "other"
    WRONG_PHASE = "wrong phase"  # no action of this kind in the current phase
    OUT_OF_TURN = "out of turn"
    NOT_IN_HAND = "not in hand"  # ``card``: a card played, put away or pushed is not held
    SAME_CARD_TWICE = "same card twice"  # two different cards are put away or pushed
    FOLLOW_SUIT = "follow suit"  # ``suit``: the suit led, which the player holds
    FOLLOW_TRUMP = "follow trump"  # trump was led and the player holds trump
    ANSWER_DUE = "answer due"  # ``value``: a bid made while holding or passing is due
    ONLY_18 = "only 18"  # after two passes forehand plays at 18 or passes
    BID_TOO_LOW = "bid too low"  # ``value``: the bid to beat
    NOT_A_GAME_VALUE = "not a game value"  # ``value``: the next game value
    BELOW_18 = "below 18"
    NOTHING_TO_HOLD = "nothing to hold"
    NULL_ANNOUNCED = "null announced"  # Null with Schneider or Schwarz announced
    ANNOUNCED_WITHOUT_HAND = "announced without hand"
    SCHWARZ_WITHOUT_SCHNEIDER = "schwarz without schneider"
    OUVERT_WITHOUT_SCHWARZ = "ouvert without schwarz"
    HAND_AFTER_PICK_UP = "hand after pick-up"
    NOT_HAND = "not hand"  # the skat stayed down, so the game must be declared Hand
    NULL_BELOW_BID = "null below bid"  # ``value``: the bid the Null game does not reach
    KONTRA_SAID = "kontra said"
    RE_WITHOUT_KONTRA = "re without kontra"
    JACKS_PUSHED = "jacks pushed"


# The rules.ContractDefect a malformed Declare breaks, as the deal reports it.
_CONTRACT_REFUSALS = {
    ContractDefect.NULL_ANNOUNCED: Refusal.NULL_ANNOUNCED,
    ContractDefect.ANNOUNCED_WITHOUT_HAND: Refusal.ANNOUNCED_WITHOUT_HAND,
    ContractDefect.SCHWARZ_WITHOUT_SCHNEIDER: Refusal.SCHWARZ_WITHOUT_SCHNEIDER,
    ContractDefect.OUVERT_WITHOUT_SCHWARZ: Refusal.OUVERT_WITHOUT_SCHWARZ,
}


class IllegalActionError(ValueError):
    """An action that the rules do not allow now; the deal is left unchanged.

    The message is English for logs and records; ``reason`` and its details (``suit``,
    ``value``, ``card``) say the same for a front end that explains it in the player's language.
    """

    def __init__(
        self,
        message: str,
        reason: Refusal = Refusal.OTHER,
        *,
        suit: int | None = None,
        value: int | None = None,
        card: Card | None = None,
    ) -> None:
        super().__init__(message)
        self.reason = reason
        self.suit = suit
        self.value = value
        self.card = card


class OutOfTurnError(IllegalActionError):
    """An action by a seat whose turn it is not."""


@dataclass(frozen=True, slots=True)
class Trick:
    leader: int
    cards: tuple[Card, ...]
    winner: int

    def seat_of(self, index: int) -> int:
        return (self.leader + index) % 3

    @property
    def mask(self) -> CardSet:
        m = 0
        for c in self.cards:
            m |= 1 << c
        return m


@dataclass(frozen=True, slots=True)
class DealOptions:
    """Rule switches of a deal.

    ``lenient_bids`` accepts any rising number as a bid, as the ISS server did; the
    default accepts only game values. ``resign_after_show_ends``: once the declarer has
    shown the cards, one defender's resignation ends the deal (as on ISS2); otherwise
    both defenders must resign, as on the older ISS.

    Table rules (all off by default; off, the deal follows the ISkO exactly):

    ``kontra``: after the declaration each defender in turn (forehand side first) is
    asked Kontra or no; after a Kontra the declarer is asked Re or no; then forehand
    leads. Kontra doubles the game value, Re doubles it again. ``kontra_after_bid``:
    only a defender who said a value in the auction (bid or held, so at least 18) is
    asked; a defender who only ever passed is not.

    ``ramsch``: three passes start a Ramsch instead of passing the deal in (see
    ``scoring.ramsch_result``). ``schieberamsch``: before the lead forehand, then
    middlehand, then rearhand either picks up the skat and pushes two cards on (the
    pushed skat goes to the next seat; rearhand's push stays aside for the last trick),
    doubling the result, or passes it on unseen, which doubles nothing.
    ``ramsch_push_jacks``: whether jacks may be among the pushed cards.
    """

    lenient_bids: bool = False
    resign_after_show_ends: bool = True
    kontra: bool = False
    kontra_after_bid: bool = False
    ramsch: bool = False
    schieberamsch: bool = False
    ramsch_push_jacks: bool = False


DEFAULT_OPTIONS = DealOptions()
_DECLARES_HAND = tuple(Declare(c) for c in hand_contracts())
_DECLARES_SKAT = tuple(Declare(c) for c in skat_contracts())
_BIDS = {v: Bid(v) for v in BID_VALUES}
_BID_ACTIONS = tuple(_BIDS.values())
# The legal plays of one suit's byte of a hand, so a hand's plays are four look-ups
# instead of a bit-by-bit loop (legal_actions in trick play is the hot path).
_PLAYS_BY_BYTE: tuple[tuple[tuple[Play, ...], ...], ...] = tuple(
    tuple(tuple(PLAYS[s * 8 + r] for r in range(8) if b >> r & 1) for b in range(256))
    for s in range(4)
)
_DISCARDS: tuple[tuple[Discard, ...], ...] = tuple(
    tuple(Discard((a, b) if a < b else (b, a)) for b in range(32)) for a in range(32)
)
_PUSHES: tuple[tuple[Push, ...], ...] = tuple(
    tuple(Push((a, b) if a < b else (b, a)) for b in range(32)) for a in range(32)
)
# Deck positions (after the cut) of the ISS layout: 3 each, 2 to the skat, 4 each, 3 each.
_LAYOUT_POSITIONS = (
    *range(0, 3), *range(11, 15), *range(23, 26),
    *range(3, 6), *range(15, 19), *range(26, 29),
    *range(6, 9), *range(19, 23), *range(29, 32),
    9, 10,
)  # fmt: skip
_PLAY, _BIDDING = Phase.PLAY, Phase.BIDDING


def deal_layout(seed: int | None = None, rng: random.Random | None = None) -> tuple[Card, ...]:
    """Shuffle, cut and deal 3 - skat 2 - 4 - 3; returns the ISS layout of the 32 cards."""
    r = rng if rng is not None else random.Random(seed)
    deck = list(range(32))
    r.shuffle(deck)
    cut = r.randint(4, 28)  # the dealer's right-hand neighbour cuts, leaving 4+ cards
    deck = deck[cut:] + deck[:cut]
    return tuple([deck[i] for i in _LAYOUT_POSITIONS])


class Deal:
    """The state of one deal; positions are 0 forehand, 1 middlehand, 2 rearhand.

    Drive it with ``legal_actions()`` and ``apply()``; ``undo()`` takes actions back.
    Every seat but the chance player sees it only through ``view(seat)``.
    """

    def __init__(self, options: DealOptions = DEFAULT_OPTIONS) -> None:
        self.options = options
        self.history: list[tuple[int, Action | OutOfTurn]] = []
        self.phase = Phase.DEALING
        self.current_player = CHANCE
        self.hands: list[CardSet] = [0, 0, 0]
        self.dealt_hands: tuple[CardSet, CardSet, CardSet] = (0, 0, 0)
        self.dealt_skat: CardSet = 0
        self.skat: CardSet = 0  # the two cards that count for the declarer at the end
        self.picked_up = False
        # Auction: ``bidder`` names values to ``answerer``; stage 3 is forehand alone.
        self.bid_value = 0
        self.bid_stage = 1
        self.bidder = MIDDLEHAND
        self.answerer = FOREHAND
        self.awaiting_answer = False
        self.declarer: int | None = None
        self.contract: Contract | None = None
        self.rules: GameRules | None = None
        self.leader = FOREHAND
        self.trick: list[Card] = []
        self.tricks: list[Trick] = []
        self.taken: list[CardSet] = [0, 0, 0]
        self.trick_counts: list[int] = [0, 0, 0]
        self.resigned: set[int] = set()
        self.claimed = False
        self.result: DealResult | None = None
        self._ends_on_declarer_trick = False
        self._ends_on_defender_trick = False
        # Kontra and Re (option): who said Kontra, whether Re followed, and the
        # defenders still to be asked.
        self.kontra_by: int | None = None
        self.re = False
        self._kontra_queue: tuple[int, ...] = ()
        # Ramsch (option): the skat each position saw and pushed on (Schieberamsch).
        self.ramsch = False
        self.pushes = 0
        self.ramsch_seen: tuple[CardSet, CardSet, CardSet] = (0, 0, 0)
        self.ramsch_pushed: tuple[CardSet, CardSet, CardSet] = (0, 0, 0)

    # -- construction ---------------------------------------------------------------

    @classmethod
    def from_seed(cls, seed: int | None, options: DealOptions = DEFAULT_OPTIONS) -> Deal:
        """A deal shuffled from ``seed`` and dealt; the same seed always deals the same."""
        deal = cls(options)
        deal.apply(DealCards(deal_layout(seed)))
        return deal

    @classmethod
    def from_cards(cls, cards: tuple[Card, ...], options: DealOptions = DEFAULT_OPTIONS) -> Deal:
        deal = cls(options)
        deal.apply(DealCards(cards))
        return deal

    def clone(self) -> Deal:
        other = Deal.__new__(Deal)
        other.__dict__.update(self.__dict__)
        other.history = list(self.history)
        other.hands = list(self.hands)
        other.trick = list(self.trick)
        other.tricks = list(self.tricks)
        other.taken = list(self.taken)
        other.trick_counts = list(self.trick_counts)
        other.resigned = set(self.resigned)
        return other

    # -- queries --------------------------------------------------------------------

    @property
    def is_over(self) -> bool:
        return self.phase == Phase.SCORED

    @property
    def doubling(self) -> int:
        """The factor Kontra and Re put on the game value: 1, 2 or 4."""
        if self.kontra_by is None:
            return 1
        return 4 if self.re else 2

    @property
    def defenders(self) -> tuple[int, ...]:
        return tuple(p for p in (0, 1, 2) if p != self.declarer)

    @property
    def trick_lead(self) -> Card | None:
        return self.trick[0] if self.trick else None

    @property
    def played(self) -> CardSet:
        """Every card played so far, the current trick included."""
        m = self.taken[0] | self.taken[1] | self.taken[2]
        for c in self.trick:
            m |= 1 << c
        return m

    def twelve_cards(self) -> CardSet:
        """The declarer's dealt ten plus the skat: what matadors are counted over."""
        if self.declarer is None:
            return 0
        return self.dealt_hands[self.declarer] | self.dealt_skat

    def legal_actions(self) -> list[Action]:
        """What the player to move may do now (empty when the deal is over)."""
        phase = self.phase
        if phase is _PLAY:
            hand = self.hands[self.current_player]
            trick = self.trick
            if trick:
                assert self.rules is not None
                same = hand & self.rules.follow[trick[0]]
                if same:
                    hand = same
            t = _PLAYS_BY_BYTE
            return [
                *t[0][hand & 0xFF],
                *t[1][hand >> 8 & 0xFF],
                *t[2][hand >> 16 & 0xFF],
                *t[3][hand >> 24],
            ]
        if phase is _BIDDING:
            if self.awaiting_answer:
                return [HOLD, PASS]
            if self.bid_stage == 3:
                return [_BIDS[18], PASS]
            bids: list[Action] = list(_BID_ACTIONS[bisect_right(BID_VALUES, self.bid_value) :])
            bids.append(PASS)
            return bids
        if phase == Phase.SKAT:
            return [PICK_UP, PLAY_HAND]
        if phase == Phase.DISCARD:
            assert self.declarer is not None
            cards = card_list(self.hands[self.declarer])
            table = _DISCARDS
            return [table[a][b] for i, a in enumerate(cards) for b in cards[i + 1 :]]
        if phase == Phase.DECLARE:
            options = _DECLARES_SKAT if self.picked_up else _DECLARES_HAND
            return [
                d
                for d in options
                if not (d.contract.is_null and d.contract.null_value < self.bid_value)
            ]
        if phase == Phase.KONTRA:
            return [KONTRA, DECLINE] if self.kontra_by is None else [RE, DECLINE]
        if phase == Phase.RAMSCH_SKAT:
            return [PICK_UP, PASS_ON]
        if phase == Phase.RAMSCH_PUSH:
            hand = self.hands[self.current_player]
            if not self.options.ramsch_push_jacks:
                hand &= ~JACKS
            cards = card_list(hand)
            pushes = _PUSHES
            return [pushes[a][b] for i, a in enumerate(cards) for b in cards[i + 1 :]]
        return []

    def legal_cards(self) -> CardSet:
        """In trick play: the cards the player to move may play, as a set."""
        if self.phase != Phase.PLAY or self.rules is None:
            return 0
        lead = self.trick[0] if self.trick else None
        return self.rules.legal_cards(self.hands[self.current_player], lead)

    def last_words(self) -> list[str | None]:
        """What each seat said last in the auction ("18", "yes", "pass"), for speech bubbles."""
        said: list[str | None] = [None, None, None]
        for seat, action in self.history:
            if isinstance(action, Bid):
                said[seat] = str(action.value)
            elif isinstance(action, Hold):
                said[seat] = "yes"
            elif isinstance(action, Pass):
                said[seat] = "pass"
        return said

    # -- applying -------------------------------------------------------------------

    def apply(self, action: Action | OutOfTurn, seat: int | None = None) -> None:
        """Apply one action of the player to move (or of ``seat``, checked to be that player).

        Raises ``IllegalActionError`` naming the action and the reason; the deal is
        then unchanged.
        """
        actor = self.current_player
        # The common case first, without the checks below: a card in trick play.
        if type(action) is Play and self.phase is _PLAY and (seat is None or seat == actor):
            self._play(action.card)
            self.history.append((actor, action))
            return
        if isinstance(action, (Concede, ShowCards)):
            self._apply_out_of_turn(action)
            return
        if seat is not None and seat != actor:
            raise OutOfTurnError(
                f"{action} by {_seat_name(seat)}: it is {_seat_name(actor)}'s turn"
                if actor != CHANCE
                else f"{action} by {_seat_name(seat)}: the cards have not been dealt",
                Refusal.OUT_OF_TURN,
            )
        phase = self.phase
        if phase == Phase.PLAY and isinstance(action, Play):
            self._play(action.card)
        elif phase == Phase.BIDDING and isinstance(action, (Bid, Hold, Pass)):
            self._bid(action)
        elif phase == Phase.DEALING and isinstance(action, DealCards):
            self._deal(action)
        elif phase == Phase.SKAT and isinstance(action, (PickUpSkat, PlayHand)):
            self._skat(action)
        elif phase == Phase.DISCARD and isinstance(action, Discard):
            self._discard(action)
        elif phase == Phase.DECLARE and isinstance(action, Declare):
            self._declare(action)
        elif phase == Phase.KONTRA and isinstance(action, (Kontra, Re, Decline)):
            self._double(action)
        elif phase == Phase.RAMSCH_SKAT and isinstance(action, (PickUpSkat, PassOn)):
            self._ramsch_skat(action)
        elif phase == Phase.RAMSCH_PUSH and isinstance(action, Push):
            self._push(action)
        else:
            raise IllegalActionError(
                f"{action} is not possible in the {phase.value} phase", Refusal.WRONG_PHASE
            )
        self.history.append((actor, action))

    def _illegal(
        self,
        action: Action,
        why: str,
        reason: Refusal,
        *,
        suit: int | None = None,
        value: int | None = None,
        card: Card | None = None,
    ) -> IllegalActionError:
        return IllegalActionError(
            f"{action} by {_seat_name(self.current_player)}: {why}",
            reason,
            suit=suit,
            value=value,
            card=card,
        )

    def _deal(self, action: DealCards) -> None:
        cards = action.cards
        if len(cards) != 32 or len(set(cards)) != 32 or not all(0 <= c < 32 for c in cards):
            raise IllegalActionError("deal: the 32 cards must each appear exactly once")
        hands = tuple(sum(1 << c for c in cards[i * 10 : i * 10 + 10]) for i in range(3))
        self.dealt_hands = (hands[0], hands[1], hands[2])
        self.hands = list(hands)
        self.dealt_skat = self.skat = (1 << cards[30]) | (1 << cards[31])
        self.phase = Phase.BIDDING
        self.current_player = MIDDLEHAND

    def _bid(self, action: Bid | Hold | Pass) -> None:
        if isinstance(action, Bid):
            if self.awaiting_answer:
                raise self._illegal(
                    action,
                    f"{self.bid_value} was bid; answer yes or pass",
                    Refusal.ANSWER_DUE,
                    value=self.bid_value,
                )
            v = action.value
            if self.bid_stage == 3:
                if v != 18 and not self.options.lenient_bids:
                    raise self._illegal(
                        action, "after two passes forehand may only play at 18", Refusal.ONLY_18
                    )
            elif v <= self.bid_value:
                raise self._illegal(
                    action,
                    f"a bid must be higher than {self.bid_value}",
                    Refusal.BID_TOO_LOW,
                    value=self.bid_value,
                )
            elif v not in _BIDS and not self.options.lenient_bids:
                nxt = self._next_bid()
                raise self._illegal(
                    action,
                    f"{v} is not a game value (next is {nxt})",
                    Refusal.NOT_A_GAME_VALUE,
                    value=nxt,
                )
            if v < 18 and not self.options.lenient_bids:
                raise self._illegal(action, "the lowest bid is 18", Refusal.BELOW_18)
            self.bid_value = v
            if self.bid_stage == 3:
                self._win_auction(FOREHAND)
                return
            self.awaiting_answer = True
            self.current_player = self.answerer
            return
        if isinstance(action, Hold):
            if not self.awaiting_answer:
                raise self._illegal(
                    action, "no value has been bid to answer", Refusal.NOTHING_TO_HOLD
                )
            self.awaiting_answer = False
            self.current_player = self.bidder
            return
        # Pass
        if self.bid_stage == 3:
            if self.options.ramsch:
                self._start_ramsch()
                return
            self.phase = Phase.SCORED
            self.current_player = CHANCE
            self.result = PASSED_IN
            return
        survivor = self.bidder if self.awaiting_answer else self.answerer
        self.awaiting_answer = False
        if self.bid_stage == 1:
            self.bid_stage = 2
            self.bidder, self.answerer = REARHAND, survivor
            self.current_player = REARHAND
        elif self.bid_value == 0:
            self.bid_stage = 3
            self.bidder = self.answerer = FOREHAND
            self.current_player = FOREHAND
        else:
            self._win_auction(survivor)

    def _next_bid(self) -> int:
        return next((v for v in BID_VALUES if v > self.bid_value), BID_VALUES[-1])

    def _win_auction(self, seat: int) -> None:
        self.declarer = seat
        self.phase = Phase.SKAT
        self.current_player = seat

    def _skat(self, action: PickUpSkat | PlayHand) -> None:
        assert self.declarer is not None
        if isinstance(action, PickUpSkat):
            self.picked_up = True
            self.hands[self.declarer] |= self.dealt_skat
            self.phase = Phase.DISCARD
        else:
            self.phase = Phase.DECLARE

    def _discard(self, action: Discard) -> None:
        assert self.declarer is not None
        a, b = action.cards
        hand = self.hands[self.declarer]
        if a == b:
            raise self._illegal(
                action, "two different cards must be put away", Refusal.SAME_CARD_TWICE
            )
        for c in (a, b):
            if not (0 <= c < 32 and hand >> c & 1):
                raise self._illegal(
                    action,
                    f"{card_name(c)} is not in the declarer's hand",
                    Refusal.NOT_IN_HAND,
                    card=c,
                )
        self.skat = (1 << a) | (1 << b)
        self.hands[self.declarer] = hand & ~self.skat
        self.phase = Phase.DECLARE

    def _declare(self, action: Declare) -> None:
        contract = action.contract
        defect = contract.defect()
        if defect is not None:
            raise self._illegal(action, defect.value, _CONTRACT_REFUSALS[defect])
        if contract.hand == self.picked_up:
            if self.picked_up:
                raise self._illegal(
                    action,
                    "the skat was picked up, so this is not a Hand game",
                    Refusal.HAND_AFTER_PICK_UP,
                )
            raise self._illegal(
                action, "the skat was not picked up, so the game is a Hand game", Refusal.NOT_HAND
            )
        if contract.is_null and contract.null_value < self.bid_value:
            raise self._illegal(
                action,
                f"{contract.code} is worth {contract.null_value}, below the bid {self.bid_value}",
                Refusal.NULL_BELOW_BID,
                value=self.bid_value,
            )
        self.contract = contract
        self.rules = RULES[contract.game]
        self._ends_on_declarer_trick = contract.is_null
        self._ends_on_defender_trick = not contract.is_null and contract.schwarz_announced
        if self.options.kontra:
            asked = self._kontra_candidates()
            if asked:
                self.phase = Phase.KONTRA
                self.current_player = asked[0]
                self._kontra_queue = asked[1:]
                return
        self._start_play()

    def _start_play(self) -> None:
        self.phase = Phase.PLAY
        self.leader = self.current_player = FOREHAND

    # -- Kontra and Re (option) -------------------------------------------------------

    def _kontra_candidates(self) -> tuple[int, ...]:
        """The defenders who may say Kontra, forehand side first."""
        defenders = self.defenders
        if not self.options.kontra_after_bid:
            return defenders
        # A bid or a hold is always a value of 18 or more; a seat that only passed
        # never took part in the auction and may not double.
        spoke = {seat for seat, a in self.history if isinstance(a, (Bid, Hold))}
        return tuple(p for p in defenders if p in spoke)

    def _double(self, action: Kontra | Re | Decline) -> None:
        seat = self.current_player
        if isinstance(action, Kontra):
            if self.kontra_by is not None:
                raise self._illegal(
                    action, "Kontra has been said; the declarer answers", Refusal.KONTRA_SAID
                )
            self.kontra_by = seat
            self._kontra_queue = ()
            assert self.declarer is not None
            self.current_player = self.declarer
            return
        if isinstance(action, Re):
            if self.kontra_by is None:
                raise self._illegal(
                    action, "Re answers a Kontra, and none was said", Refusal.RE_WITHOUT_KONTRA
                )
            self.re = True
            self._start_play()
            return
        # Decline: the next defender is asked, or play begins.
        if self.kontra_by is None and self._kontra_queue:
            self.current_player = self._kontra_queue[0]
            self._kontra_queue = self._kontra_queue[1:]
            return
        self._start_play()

    # -- Ramsch (option) ----------------------------------------------------------------

    def _start_ramsch(self) -> None:
        self.ramsch = True
        self.rules = RULES[GameType.GRAND]  # jacks the only trumps, Grand trick rules
        if self.options.schieberamsch:
            self.phase = Phase.RAMSCH_SKAT
            self.current_player = FOREHAND
        else:
            self._start_play()

    def _ramsch_skat(self, action: PickUpSkat | PassOn) -> None:
        seat = self.current_player
        if isinstance(action, PickUpSkat):
            seen = list(self.ramsch_seen)
            seen[seat] = self.skat
            self.ramsch_seen = (seen[0], seen[1], seen[2])
            self.hands[seat] |= self.skat
            self.skat = 0
            self.phase = Phase.RAMSCH_PUSH
            return
        self._next_pusher(seat)

    def _push(self, action: Push) -> None:
        seat = self.current_player
        a, b = action.cards
        hand = self.hands[seat]
        if a == b:
            raise self._illegal(
                action, "two different cards must be pushed", Refusal.SAME_CARD_TWICE
            )
        for c in (a, b):
            if not (0 <= c < 32 and hand >> c & 1):
                raise self._illegal(
                    action, f"{card_name(c)} is not in the hand", Refusal.NOT_IN_HAND, card=c
                )
        pushed = (1 << a) | (1 << b)
        if pushed & JACKS and not self.options.ramsch_push_jacks:
            raise self._illegal(action, "jacks may not be pushed", Refusal.JACKS_PUSHED)
        self.hands[seat] = hand & ~pushed
        self.skat = pushed
        done = list(self.ramsch_pushed)
        done[seat] = pushed
        self.ramsch_pushed = (done[0], done[1], done[2])
        self.pushes += 1
        self._next_pusher(seat)

    def _next_pusher(self, seat: int) -> None:
        if seat < REARHAND:
            self.phase = Phase.RAMSCH_SKAT
            self.current_player = seat + 1
        else:
            self._start_play()

    def _finish_ramsch(self, ended_by: str | None) -> None:
        last = self.tricks[-1].winner
        pts = [points(self.taken[p] | (self.skat if p == last else 0)) for p in (0, 1, 2)]
        counts = self.trick_counts
        self.result = ramsch_result(
            (pts[0], pts[1], pts[2]), (counts[0], counts[1], counts[2]), self.pushes, ended_by
        )
        self.phase = Phase.SCORED
        self.current_player = CHANCE

    def _play(self, c: int) -> None:
        seat = self.current_player
        hand = self.hands[seat]
        rules = self.rules
        assert rules is not None
        if not (0 <= c < 32 and hand >> c & 1):
            raise self._illegal(
                PLAYS[c] if 0 <= c < 32 else Play(c),
                "that card is not in the hand",
                Refusal.NOT_IN_HAND,
                card=c,
            )
        trick = self.trick
        if trick:
            lead = trick[0]
            follow = hand & rules.follow[lead]
            if follow and not follow >> c & 1:
                trump = rules.is_trump(lead)
                raise self._illegal(
                    PLAYS[c],
                    f"{card_name(lead)} was led and must be followed",
                    Refusal.FOLLOW_TRUMP if trump else Refusal.FOLLOW_SUIT,
                    suit=None if trump else suit_of(lead),
                    card=lead,
                )
        self.hands[seat] = hand & ~(1 << c)
        trick.append(c)
        if len(trick) < 3:
            self.current_player = seat + 1 if seat < 2 else 0
            return
        leader = self.leader
        winner = (leader + rules.trick_winner(trick)) % 3
        a, b, last = trick
        self.tricks.append(Trick(leader, (a, b, last), winner))
        self.taken[winner] |= (1 << a) | (1 << b) | (1 << last)
        self.trick_counts[winner] += 1
        self.trick = []
        self.leader = self.current_player = winner
        # Early ends, decided once at the declaration: Null stops at the declarer's
        # first trick, Schwarz announced (and ouvert) at the defenders' first.
        if self._ends_on_declarer_trick:
            if winner == self.declarer:
                self._finish("null-trick")
                return
        elif self._ends_on_defender_trick and winner != self.declarer:
            self._finish("schwarz-missed")
            return
        if len(self.tricks) == 10:
            self._finish(None)

    def _apply_out_of_turn(self, action: Concede | ShowCards) -> None:
        if self.phase in (Phase.DEALING, Phase.SCORED):
            raise IllegalActionError(
                f"{action}: not possible in the {self.phase.value} phase", Refusal.WRONG_PHASE
            )
        if not 0 <= action.seat <= 2:
            raise IllegalActionError(f"{action}: no such seat")
        if isinstance(action, ShowCards):
            if action.seat != self.declarer or self.phase != Phase.PLAY:
                raise IllegalActionError(f"{action}: only the declarer shows cards, in trick play")
            self.claimed = True
            self.history.append((action.seat, action))
            return
        seat, kind = action.seat, action.kind
        self.history.append((seat, action))
        if self.phase != Phase.PLAY:
            if kind == ConcedeKind.RESIGN:
                self.history.pop()
                raise IllegalActionError(f"{action}: resigning is only possible in trick play")
            # Leaving or running out of time before the first card voids the deal.
            self.result = DealResult(passed_in=False, ended_by=kind.value)
            self.phase = Phase.SCORED
            self.current_player = CHANCE
            return
        if self.ramsch:
            if kind == ConcedeKind.RESIGN:
                self.history.pop()
                raise IllegalActionError(f"{action}: nobody can resign in a Ramsch")
            self.result = DealResult(passed_in=False, ended_by=kind.value)
            self.phase = Phase.SCORED
            self.current_player = CHANCE
            return
        if seat == self.declarer:
            self._finish(kind.value if kind != ConcedeKind.RESIGN else "resigned", lost=True)
            return
        if kind == ConcedeKind.RESIGN:
            self.resigned.add(seat)
            if len(self.resigned) < 2 and not (
                self.claimed and self.options.resign_after_show_ends
            ):
                return
        self._give_rest_to_declarer(kind.value if kind != ConcedeKind.RESIGN else "resigned")

    def _give_rest_to_declarer(self, ended_by: str) -> None:
        assert self.declarer is not None and self.contract is not None
        d = self.declarer
        if self.contract.is_null:
            # Null has no card points to hand over: the defenders giving up means the
            # declarer has won with the tricks as they stand.
            self._finish(ended_by)
            return
        defenders_taken = 0
        for p in self.defenders:
            defenders_taken |= self.taken[p]
        self.taken[d] = ALL_CARDS & ~self.skat & ~defenders_taken
        defender_tricks = sum(self.trick_counts[p] for p in self.defenders)
        self.trick_counts[d] = 10 - defender_tricks
        self._finish(ended_by, complete=True)

    def _finish(
        self, ended_by: str | None, lost: bool = False, complete: bool | None = None
    ) -> None:
        if self.ramsch:
            self._finish_ramsch(ended_by)
            return
        d = self.declarer
        contract = self.contract
        assert d is not None and contract is not None
        declarer_points = points(self.taken[d] | self.skat)
        declarer_tricks = self.trick_counts[d]
        if contract.is_null:
            self.result = null_result(
                contract,
                self.bid_value,
                d,
                declarer_points,
                declarer_tricks,
                ended_by,
                lost,
                kontra=self.kontra_by is not None,
                re=self.re,
            )
        else:
            defender_tricks = sum(self.trick_counts[p] for p in self.defenders)
            self.result = suit_or_grand_result(
                contract,
                self.bid_value,
                d,
                self.twelve_cards(),
                declarer_points,
                declarer_tricks,
                defender_tricks,
                ended_by,
                lost,
                complete=(declarer_tricks + defender_tricks == 10)
                if complete is None
                else complete,
                kontra=self.kontra_by is not None,
                re=self.re,
            )
        self.phase = Phase.SCORED
        self.current_player = CHANCE

    # -- history --------------------------------------------------------------------

    def undo(self, count: int = 1) -> None:
        """Take back the last ``count`` actions (the deal itself counts as one)."""
        if not 0 <= count <= len(self.history):
            raise IllegalActionError(
                f"cannot undo {count} actions: the deal has {len(self.history)}"
            )
        self.undo_to(len(self.history) - count)

    def undo_to(self, length: int) -> None:
        """Go back to the state after the first ``length`` actions of the history."""
        if not 0 <= length <= len(self.history):
            raise IllegalActionError(f"no point {length} in a history of {len(self.history)}")
        replayed = Deal.replay(self.history[:length], self.options)
        self.__dict__.update(replayed.__dict__)

    @classmethod
    def replay(
        cls, history: list[tuple[int, Action | OutOfTurn]], options: DealOptions = DEFAULT_OPTIONS
    ) -> Deal:
        deal = cls(options)
        for seat, action in history:
            deal.apply(action, None if seat == CHANCE else seat)
        return deal

    def __repr__(self) -> str:
        return (
            f"<Deal {self.phase.value} turn={self.current_player} "
            f"hands=[{'; '.join(names(h) for h in self.hands)}] skat=[{names(self.skat)}]>"
        )


def _seat_name(seat: int) -> str:
    return POSITION_NAMES[seat] if 0 <= seat <= 2 else "nobody"


__all__ = [
    "DEFAULT_OPTIONS",
    "Deal",
    "DealOptions",
    "IllegalActionError",
    "OutOfTurnError",
    "Phase",
    "Refusal",
    "Trick",
    "deal_layout",
]
