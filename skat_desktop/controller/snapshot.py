"""The table as the human sees it at one moment: what the widgets draw, and nothing more.

The controller builds a ``TableSnapshot`` from the human seat's view after every event;
widgets render it and send the human's chosen action back. Players are numbered around
the table (0 is the human); ``position_of`` maps them to forehand/middlehand/rearhand.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..engine.actions import Action
from ..engine.cards import Card, CardSet
from ..engine.deal import Phase, Trick
from ..engine.rules import Contract
from ..engine.scoring import DealResult


@dataclass(frozen=True, slots=True)
class TableSnapshot:
    deal_id: int
    state: str  # the controller state's name, e.g. "bidding", "playing", "deal_over"
    phase: Phase | None
    players: int  # 3, 4 or 5 at the table
    names: tuple[str, ...]
    human: int  # the human's player number (0)
    dealer: int
    # Player number at forehand, middlehand, rearhand this deal; at a 4-player table the
    # dealer is not among them. ``position_of[p]`` is None for the dealer sitting out.
    seating: tuple[int, int, int]
    position_of: tuple[int | None, ...]
    to_move: int | None  # player number whose turn it is, None when nobody's
    human_hand: CardSet
    hand_sizes: tuple[int, ...]  # cards in hand per player number
    open_hands: dict[int, CardSet]  # player -> cards shown face up (ouvert, end of deal)
    said: tuple[str | None, ...]  # per player: last word in the auction ("18", "yes", "pass")
    bid_value: int
    declarer: int | None  # player number
    contract: Contract | None
    skat_in_middle: int  # face-down skat cards lying on the table (2 before pick-up, else 0)
    skat_seen: CardSet  # skat cards the human may see (declarer after pick-up; end of deal)
    discard: CardSet  # the human declarer's discard, or the revealed one at the end
    trick: tuple[tuple[int, Card], ...]  # (player, card) in play order
    last_trick: tuple[tuple[int, Card], ...]  # the previous trick, for "show last trick"
    last_trick_winner: int | None
    tricks_won: tuple[int, ...]  # per player number
    legal: tuple[Action, ...]  # what the human may do now (empty when not the human's turn)
    legal_cards: CardSet  # in trick play: the human's playable cards
    result: DealResult | None
    thinking: frozenset[int] = frozenset()  # computer players thinking now
    sheet: tuple[dict[str, Any], ...] = ()  # score sheet rows (see engine.series.sheet_rows)
    plain_totals: tuple[int, ...] = ()
    seeger_fabian_totals: tuple[int, ...] = ()
    message: str = ""  # one sentence explaining what happens now, already translated
    tricks: tuple[Trick, ...] = field(default_factory=tuple)
    can_undo: bool = False  # Undo would take back a decision of the human now
    auction: tuple[tuple[int, str], ...] = ()  # (player, "18" / "yes" / "pass") as said
    deal_number: int = 0  # 1 for the series' first deal; 0 before any
    abandoned: bool = False  # the deal on show was abandoned (voided)
    # The human took back a decision after seeing what followed (RULES.md, Undo).
    with_undo: bool = False
    # Card points in the tricks each player number has taken so far (skat not included):
    # every card of a finished trick was seen by all, so any player could count them.
    points_taken: tuple[int, ...] = ()
    # Table rules. ``ramsch``: the deal is a Ramsch (no declarer); ``kontra_by`` the player
    # who said Kontra, ``re`` whether the declarer answered Re; ``pushes`` how often the
    # Schieberamsch skat was pushed on, ``pushed`` the cards the human pushed.
    ramsch: bool = False
    kontra_by: int | None = None
    re: bool = False
    pushes: int = 0
    pushed: CardSet = 0
    # The Bock multiplier of the deal on the table (1, 2, 4) and the Bock rounds running or
    # waiting with it (more than one: stacked).
    bock: int = 1
    bock_rounds: int = 0
    series_length: int = 0  # deals of a fixed-length series, 0 without a fixed end
    # At the end of a series (else empty): (rank, player, total) best first, by each list,
    # and the Seeger-Fabian table's rows (see engine.series.seeger_fabian_table).
    standing_plain: tuple[tuple[int, int, int], ...] = ()
    standing_seeger_fabian: tuple[tuple[int, int, int], ...] = ()
    seeger_fabian_table: tuple[dict[str, int], ...] = ()
    # A practice deal (Play from here, Replay this deal): never on the score sheet.
    practice: bool = False
    # Players who sit the deal out (the dealer at four; the dealer and the second to the
    # dealer's left at five).
    sitting_out: tuple[int, ...] = ()
    # Fair deals (controller.dealsources): the fingerprint of the deal on the table, shown
    # from the dealing on; its seed once it is over; the next deal's fingerprint between
    # deals; where the seeds come from ("random", "number", "day", "tournament") and its
    # key (the deal number or the day); whether the series is a duplicate one.
    fingerprint: str | None = None
    deal_seed: int | None = None
    next_fingerprint: str | None = None
    deal_source: str = "random"
    source_key: str = ""
    duplicate: bool = False
    # At the end of a duplicate series: engine.duplicate.DuplicateStanding, else None.
    duplicate_standing: Any = None

    @property
    def human_to_move(self) -> bool:
        return self.to_move == self.human and bool(self.legal)

    @property
    def skat_put_back(self) -> bool:
        """The declarer picked the skat up and put the same two cards back (shown as such:
        else it reads as a Hand game)."""
        return bool(self.discard) and self.discard == self.skat_seen
