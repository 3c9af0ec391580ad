"""GameController: the state machine that runs a series between the human and computer players."""

from __future__ import annotations

import enum
import random
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Qt, QThreadPool, QTimer, Signal

from ..bots.base import Player
from ..engine.actions import (
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
from ..engine.cards import points
from ..engine.deal import CHANCE, Deal, DealOptions, IllegalActionError, Phase
from ..engine.notation import decode_action, encode_action
from ..engine.series import FinishedDeal, Series, SeriesOptions
from ..engine.view import view_of
from ..qtguard import ensure_refcount_headroom
from .dealsources import deal_facts
from .learning import practice_finished, practice_message
from .messages import describe, refusal
from .snapshot import TableSnapshot
from .workers import (
    BotAnswer,
    BotJob,
    BotRelay,
    BotTag,
    PlayerFactory,
    make_bot,
    preload_bots,
)

SAVE_FORMAT = "skat-desktop-controller"
SAVE_VERSION = 1


class ControllerState(enum.StrEnum):
    IDLE = "idle"
    DEALING = "dealing"
    BIDDING = "bidding"
    SKAT = "skat"
    DISCARDING = "discarding"
    DECLARING = "declaring"
    KONTRA = "kontra"  # table rule: defenders asked for Kontra, then the declarer for Re
    PLAYING = "playing"
    TRICK_COMPLETE = "trick_complete"
    DEAL_OVER = "deal_over"
    SERIES_OVER = "series_over"


S = ControllerState
# States in which a deal is under way and a seat is to act (or a trick is on show).
IN_DEAL = (
    S.BIDDING,
    S.SKAT,
    S.DISCARDING,
    S.DECLARING,
    S.KONTRA,
    S.PLAYING,
    S.TRICK_COMPLETE,
)
# States in which the human may act when it is the human's turn.
HUMAN_ACTS = (S.BIDDING, S.SKAT, S.DISCARDING, S.DECLARING, S.KONTRA, S.PLAYING)
# Earlier states an Undo may return to, from each in-deal state. In a Schieberamsch the
# skat goes round (SKAT -> DISCARDING -> SKAT ...), so SKAT and DISCARDING undo into
# each other as well.
_BACK = {
    S.BIDDING: (),
    S.SKAT: (S.BIDDING, S.DISCARDING),
    S.DISCARDING: (S.BIDDING, S.SKAT),
    S.DECLARING: (S.BIDDING, S.SKAT, S.DISCARDING),
    S.KONTRA: (S.BIDDING, S.SKAT, S.DISCARDING, S.DECLARING),
    S.PLAYING: (S.BIDDING, S.SKAT, S.DISCARDING, S.DECLARING, S.KONTRA),
    S.TRICK_COMPLETE: (S.BIDDING, S.SKAT, S.DISCARDING, S.DECLARING, S.KONTRA, S.PLAYING),
}


def _edges(state: ControllerState, forward: dict[ControllerState, str]) -> dict[S, str]:
    edges = dict(forward)
    for earlier in _BACK.get(state, ()):
        edges.setdefault(earlier, "undo")
    edges.setdefault(S.IDLE, "reset")
    return edges


# The state machine: TRANSITIONS[from][to] names the event that makes that move.
# Anything else is a bug and raises. "reset" is New game (or a restore) clearing the table.
TRANSITIONS: dict[ControllerState, dict[ControllerState, str]] = {
    S.IDLE: {
        S.DEALING: "deal",
        **{s: "restore" for s in (*IN_DEAL, S.DEAL_OVER, S.SERIES_OVER)},
    },
    S.DEALING: _edges(
        S.DEALING,
        {S.BIDDING: "dealt", S.DEAL_OVER: "abandon", S.SERIES_OVER: "last deal abandoned"},
    ),
    S.BIDDING: _edges(
        S.BIDDING,
        {
            S.SKAT: "auction won, or Ramsch begins with the skat going round",
            S.PLAYING: "Ramsch begins",
            S.DEAL_OVER: "passed in or abandoned",
            S.SERIES_OVER: "last deal passed in or abandoned",
        },
    ),
    S.SKAT: _edges(
        S.SKAT,
        {
            S.DISCARDING: "skat picked up",
            S.DECLARING: "Hand chosen",
            S.PLAYING: "skat passed on by the last player",
            S.DEAL_OVER: "abandon",
            S.SERIES_OVER: "last deal abandoned",
        },
    ),
    S.DISCARDING: _edges(
        S.DISCARDING,
        {
            S.DECLARING: "discarded",
            S.SKAT: "pushed on",
            S.PLAYING: "last push",
            S.DEAL_OVER: "abandon",
            S.SERIES_OVER: "last deal abandoned",
        },
    ),
    S.DECLARING: _edges(
        S.DECLARING,
        {
            S.PLAYING: "declared",
            S.KONTRA: "declared, Kontra asked",
            S.DEAL_OVER: "abandon",
            S.SERIES_OVER: "last deal abandoned",
        },
    ),
    S.KONTRA: _edges(
        S.KONTRA,
        {
            S.PLAYING: "no Kontra, Kontra without Re, or Re",
            S.DEAL_OVER: "abandon",
            S.SERIES_OVER: "last deal abandoned",
        },
    ),
    S.PLAYING: _edges(
        S.PLAYING,
        {
            S.TRICK_COMPLETE: "third card played",
            S.DEAL_OVER: "abandon",
            S.SERIES_OVER: "last deal abandoned",
        },
    ),
    S.TRICK_COMPLETE: _edges(
        S.TRICK_COMPLETE,
        {
            S.PLAYING: "trick taken",
            S.DEAL_OVER: "deal scored",
            S.SERIES_OVER: "last deal scored",
        },
    ),
    S.DEAL_OVER: {S.DEALING: "play again", S.IDLE: "reset"},
    S.SERIES_OVER: {S.IDLE: "reset"},
}

PHASE_STATE = {
    Phase.BIDDING: S.BIDDING,
    Phase.SKAT: S.SKAT,
    Phase.DISCARD: S.DISCARDING,
    Phase.DECLARE: S.DECLARING,
    Phase.KONTRA: S.KONTRA,
    # Schieberamsch: the skat decision looks like the declarer's, the push like a discard.
    Phase.RAMSCH_SKAT: S.SKAT,
    Phase.RAMSCH_PUSH: S.DISCARDING,
    Phase.PLAY: S.PLAYING,
}

_HUMAN_ACTIONS = (
    Bid,
    Hold,
    Pass,
    PickUpSkat,
    PlayHand,
    Discard,
    Declare,
    Play,
    Kontra,
    Re,
    Decline,
    PassOn,
    Push,
)


@dataclass(frozen=True, slots=True)
class Timing:
    """Milliseconds a human needs to follow the table at one speed."""

    bot_pause: int  # from one action to the next computer action
    trick_display: int  # a full trick stays on the table
    dealing: int  # the dealing animation


TIMINGS = {
    "off": Timing(0, 0, 0),
    "fast": Timing(150, 400, 300),
    "normal": Timing(600, 1200, 1000),
    "slow": Timing(1200, 2000, 1800),
}


# The human's default name. It is kept in English in the settings, the saved games and the
# archive (so that stats and saved names stay the same in every language); the UI shows it
# translated (skat_desktop.ui.terms.shown_snapshot).
DEFAULT_HUMAN_NAME = "You"


@dataclass
class ControllerSettings:
    players: int = 3  # 3, 4 or 5 at the table; player 0 is the human
    names: tuple[str, ...] = (DEFAULT_HUMAN_NAME, "Anna", "Ben", "Clara", "David")
    # bot_kinds[i] is the kind of player i + 1; player 0 uses human_bot_kind when a bot.
    bot_kinds: tuple[str, ...] = ("normal", "normal", "normal", "normal")
    speed: str = "normal"  # "off", "fast", "normal", "slow" (see TIMINGS)
    auto_play_single_card: bool = False
    series_length: int = 0  # 0 = unlimited; else SERIES_OVER after that many deals
    human_is_bot: bool = False  # autoplay/selftest: a bot plays the human's seat too
    seed: int | None = None  # series seed (None = random)
    human_bot_kind: str = "normal"  # the kind that plays player 0 when human_is_bot
    # The kind asked for hints (off the GUI thread); an unknown kind falls back to normal.
    hint_kind: str = "strong"
    # Duplicate series (Game > New duplicate series): each round's deals share their
    # cards while the seats rotate; not a stored table rule.
    duplicate: bool = False
    # Table rules (all off: the International Skat Order). They apply from the next series.
    kontra: bool = False
    kontra_after_bid: bool = False  # only a defender who bid (18 or more) may say Kontra
    ramsch: bool = False
    schieberamsch: bool = False
    ramsch_push_jacks: bool = False
    bock_sixty_all: bool = False
    bock_lost_kontra: bool = False
    bock_grand_hand: bool = False
    bock_high_value: bool = False
    bock_on_bock: bool = False
    tournament_seed: int | None = None  # the same deals for everyone with this number

    def series_options(self) -> SeriesOptions:
        """The table rules as the engine takes them."""
        deal = DealOptions(
            kontra=self.kontra,
            kontra_after_bid=self.kontra and self.kontra_after_bid,
            ramsch=self.ramsch,
            schieberamsch=self.ramsch and self.schieberamsch,
            ramsch_push_jacks=self.ramsch and self.schieberamsch and self.ramsch_push_jacks,
        )
        return SeriesOptions(
            deal=deal,
            bock_sixty_all=self.bock_sixty_all,
            bock_lost_kontra=self.bock_lost_kontra and self.kontra,
            bock_grand_hand=self.bock_grand_hand,
            bock_high_value=self.bock_high_value,
            bock_on_bock=self.bock_on_bock,
        )

    def new_series(self) -> Series:
        """A series with these players, seed, length and table rules.

        A length that is a multiple of the table size is the engine's fixed length (with
        ``is_over``); any other positive length (an autoplay run of 5 deals) is kept by
        the controller alone.
        """
        n = self.players
        length = self.series_length if self.series_length > 0 else 0
        return Series.random_start(
            n,
            self.seed,
            length=length if length and length % n == 0 else None,
            options=self.series_options(),
            tournament_seed=self.tournament_seed,
            duplicate=self.duplicate,
        )


# How long after start-up the bots are imported: after the first window has been painted.
_PRELOAD_DELAY_MS = 200


class GameController(QObject):
    """Runs a series: deals, asks bots on a worker, applies the human's actions, keeps time.

    Player numbers go round the table, 0 is the human. The engine's positions (forehand,
    middlehand, rearhand) are mapped to players by the deal's seating.
    """

    snapshot_changed = Signal(object)
    state_changed = Signal(str)
    action_applied = Signal(int, object)
    trick_completed = Signal(int)
    deal_finished = Signal(object)
    series_finished = Signal()
    action_refused = Signal(str)
    problem = Signal(str)
    thinking_changed = Signal(int, bool)
    hint_ready = Signal(object)  # the answer to request_hint: an Action, or None

    HUMAN = 0

    def __init__(
        self,
        settings: ControllerSettings | None = None,
        parent: QObject | None = None,
        autosave: Callable[[dict[str, Any]], None] | None = None,
        *,
        player_factory: PlayerFactory | None = None,
        hint_factory: PlayerFactory | None = None,
    ) -> None:
        ensure_refcount_headroom()
        super().__init__(parent)
        self._settings = settings if settings is not None else ControllerSettings()
        self._autosave = autosave
        if player_factory is None or hint_factory is None:
            # Importing the bots at the first bot turn would stall it; importing them here
            # would delay the first window. Load them once the event loop runs instead (a
            # bot asked for sooner imports them itself, as make_bot always can).
            if QCoreApplication.instance() is None:
                preload_bots()
            else:
                QTimer.singleShot(_PRELOAD_DELAY_MS, preload_bots)
        self._player_factory: PlayerFactory = player_factory or make_bot
        self._hint_factory: PlayerFactory = hint_factory or make_bot
        self._state = S.IDLE
        self._series = self._settings.new_series()
        self._series_length = self._settings.series_length
        self._deal: Deal | None = None
        self._deal_id = 0
        self._dealer = self._series.dealer
        self._seating = self._series.seating()
        self._finished: FinishedDeal | None = None
        self._with_undo = False  # this deal had a decision taken back (RULES.md, Undo)
        # Counts every change of the table; a bot answer is accepted only for the serial it
        # was asked at, so answers that arrive after Undo, New game or Abandon are dropped.
        self._serial = 0
        self._awaiting: BotTag | None = None
        self._thinking: set[int] = set()
        self._last_action_at = 0.0
        self.dropped_answers = 0  # late bot answers thrown away (for tests and diagnostics)
        self._pause_timer = QTimer(self)
        self._pause_timer.setSingleShot(True)
        self._pause_timer.timeout.connect(self._pause_over)
        self._pause_callback: Callable[[], None] | None = None
        self._pause_kind = ""
        self._pool = QThreadPool(self)
        # Two threads: a stale answer still being computed never holds up the current one.
        self._pool.setMaxThreadCount(2)
        self._relay = BotRelay()
        self._relay.answered.connect(self._on_bot_answer, Qt.ConnectionType.QueuedConnection)
        self._hint_relay = BotRelay()
        self._hint_relay.answered.connect(self._on_hint_answer, Qt.ConnectionType.QueuedConnection)
        self._hint_awaiting: BotTag | None = None
        # The last hint given and the moment it was for: asked again, the same answer (a
        # sampling bot would otherwise say 58 % and then 68 % of one card).
        self._hint_given: tuple[BotTag, Action | None, float | None, object | None] | None = None
        self.last_hint_chance: float | None = None
        self.last_hint_reason: object | None = None  # bots.explain.Reason of the last hint
        # A practice deal (Play from here, Replay this deal) is played like any other but
        # never recorded on the score sheet, saved or archived (see controller/learning.py).
        self._practice = False
        self._practice_from = S.IDLE
        self._sheet_cache: (
            tuple[
                tuple[int, int],
                Series,
                tuple[tuple[dict[str, Any], ...], tuple[int, ...], tuple[int, ...]],
            ]
            | None
        ) = None
        self._bock_cache: tuple[Series, int, tuple[int, int]] | None = None
        self._snapshot = self._build_snapshot()

    # -- public properties ----------------------------------------------------------

    @property
    def settings(self) -> ControllerSettings:
        return self._settings

    @property
    def state(self) -> ControllerState:
        return self._state

    @property
    def series(self) -> Series:
        return self._series

    @property
    def deal(self) -> Deal | None:
        return self._deal

    @property
    def deal_id(self) -> int:
        return self._deal_id

    @property
    def timing(self) -> Timing:
        return TIMINGS.get(self._settings.speed, TIMINGS["normal"])

    @property
    def series_length(self) -> int:
        """The length of the series being played (settings change it from the next series)."""
        return self._series_length

    def snapshot(self) -> TableSnapshot:
        return self._snapshot

    def apply_settings(self, settings: ControllerSettings) -> None:
        """Names, speed and bot kinds apply at once; players, series length and the table
        rules (Kontra, Ramsch, Bock, tournament number) from the next series."""
        was_bot = self._settings.human_is_bot
        self._settings = settings
        if settings.human_is_bot != was_bot and self._state in HUMAN_ACTS:
            # Hand the human's seat to a bot, or take it back, right where the deal stands.
            self._cancel_pending()
            self._advance()
            return
        self._publish()

    # -- series and deals -----------------------------------------------------------

    def new_series(self) -> None:
        """A fresh series with a random first dealer; its first deal starts at once."""
        self.start_series(self._settings.new_series())

    def start_series(self, series: Series) -> None:
        """Start ``series`` (from a deal number, the deal of the day: controller.dealsources)
        in place of the one being played; its first deal starts at once."""
        self._cancel_pending()
        self._series = series
        self._series_length = max(0, self._settings.series_length)
        self._deal = None
        self._finished = None
        self._set_state(S.IDLE)
        self._start_deal()

    def next_deal(self) -> None:
        """Play again: the next deal of the series, the dealer one seat on."""
        if self._practice and self._state in (S.DEAL_OVER, S.SERIES_OVER):
            self._practice = False  # back to the series where it stood
        if self._state == S.SERIES_OVER:
            self.new_series()
            return
        if self._state != S.DEAL_OVER:
            self.action_refused.emit(
                QCoreApplication.translate("GameController", "Finish or abandon this deal first.")
            )
            return
        self._start_deal()

    def _start_deal(self) -> None:
        self._practice = False
        self._deal = self._series.new_deal()
        self._deal_id += 1
        self._serial += 1
        self._dealer = self._series.dealer
        self._seating = self._series.seating()
        self._finished = None
        self._with_undo = False
        self._set_state(S.DEALING)
        self._publish()
        self._save()
        self._start_pause(self.timing.dealing, self._advance, "dealing")

    # -- practice -----------------------------------------------------------------

    @property
    def practice(self) -> bool:
        """Whether the deal on the table is a practice deal (never on the score sheet)."""
        return self._practice

    @property
    def last_finished(self) -> FinishedDeal | None:
        """The deal just finished (a practice deal too), None while one is under way."""
        return self._finished

    def play_practice(self, deal: Deal, seating: tuple[int, int, int], dealer: int) -> bool:
        """Continue ``deal`` (replayed to some moment) as a practice deal with the same
        computer players; False, with a refusal, while a deal of the series is running."""
        if self._state not in (S.IDLE, S.DEAL_OVER, S.SERIES_OVER) and not self._practice:
            self.action_refused.emit(
                QCoreApplication.translate("GameController", "Finish or abandon this deal first.")
            )
            return False
        if deal.phase == Phase.SCORED or deal.phase == Phase.DEALING:
            raise ValueError(f"a practice deal must be under way, not {deal.phase.value}")
        self._cancel_pending()
        if not self._practice:
            # Where the series stood: what a save during the practice records.
            self._practice_from = self._state
        self._practice = True
        self._deal = deal
        self._deal_id += 1
        self._serial += 1
        self._seating = seating
        self._dealer = dealer
        self._finished = None
        self._set_state(S.IDLE)
        self._advance()
        return True

    # -- the human's actions --------------------------------------------------------

    def submit(self, action: Action) -> None:
        """Apply the human's action; if it is not allowed now, say why and change nothing."""
        refusal = self._refusal(action)
        if refusal is not None:
            self.action_refused.emit(refusal)
            return
        if isinstance(action, Discard):
            action = discard(*action.cards)
        elif isinstance(action, Push):
            action = push(*action.cards)
        self._cancel_pause()  # a trick on show or a pending automatic play ends here
        self._apply(self.HUMAN, action)

    def _refusal(self, action: object) -> str | None:
        deal = self._deal
        if deal is None or self._state not in (*HUMAN_ACTS, S.TRICK_COMPLETE):
            return QCoreApplication.translate(
                "GameController", "There is nothing for you to do now."
            )
        if not isinstance(action, _HUMAN_ACTIONS):
            return QCoreApplication.translate("GameController", "That is not a move of the game.")
        pos = self._position(self.HUMAN)
        if pos is None:
            return QCoreApplication.translate("GameController", "You sit out this deal.")
        if self._settings.human_is_bot:
            return QCoreApplication.translate(
                "GameController", "The computer is playing your seat."
            )
        if deal.current_player != pos:
            mover = self._player_at(deal.current_player)
            if mover is None:
                return QCoreApplication.translate(
                    "GameController", "There is nothing for you to do now."
                )
            return QCoreApplication.translate("GameController", "It is {name}'s turn.").format(
                name=self._name(mover)
            )
        if isinstance(action, Discard):
            action = discard(*action.cards)
        elif isinstance(action, Push):
            action = push(*action.cards)
        if action in deal.legal_actions():
            return None
        try:
            deal.clone().apply(action, pos)
        except IllegalActionError as error:
            # The engine's text is English for logs; the player is told the reason in words.
            return refusal(error, action, deal, pos)
        return QCoreApplication.translate("GameController", "Not allowed now.")

    def can_undo(self) -> bool:
        return self._undo_point() is not None

    def undo(self) -> bool:
        """Take back the human's last decision and everything the bots did after it."""
        point = self._undo_point()
        deal = self._deal
        if point is None or deal is None:
            return False
        self._cancel_pending()
        pos = self._position(self.HUMAN)
        # Taking back what was decided before the others answered changes nothing seen; a
        # decision taken back after another seat acted marks the deal (RULES.md, Undo).
        if any(actor not in (pos, CHANCE) for actor, _ in deal.history[point + 1 :]):
            self._with_undo = True
        deal.undo_to(point)
        self._serial += 1
        self._advance()
        self._save()
        return True

    def _undo_point(self) -> int | None:
        deal = self._deal
        if deal is None or self._state not in IN_DEAL or self._finished is not None:
            return None
        pos = self._position(self.HUMAN)
        if pos is None or self._settings.human_is_bot:
            return None
        forced_skipped = self._settings.auto_play_single_card
        points: list[int] = []
        # Once the human has seen the skat, picking it up cannot be taken back: they could
        # then play Hand knowing it. Decisions after it can still be undone.
        floor = -1
        replay = Deal(deal.options) if forced_skipped else None
        for i, (actor, action) in enumerate(deal.history):
            if actor == pos and isinstance(action, PickUpSkat):
                floor = i
            # A card played automatically was no decision: Undo goes past it, or it would
            # be played again at once and Undo would seem to do nothing.
            automatic = (
                replay is not None and isinstance(action, Play) and len(replay.legal_actions()) == 1
            )
            if (
                actor == pos
                and not isinstance(action, (DealCards, Concede, ShowCards))
                and not automatic
            ):
                points.append(i)
            if replay is not None:
                replay.apply(action, None if actor < 0 else actor)
        points = [i for i in points if i > floor]
        return points[-1] if points else None

    def abandon(self) -> None:
        """End the deal now. In trick play the human declarer loses the game, and the human
        defender concedes it: the declarer wins, scored as the defenders' resignation (every
        card not in the defenders' tricks goes to the declarer), so that abandoning never
        erases a computer player's game (RULES.md). Before trick play the deal is voided."""
        deal = self._deal
        if deal is None or self._state not in (S.DEALING, *IN_DEAL):
            self.action_refused.emit(
                QCoreApplication.translate("GameController", "There is no deal to abandon.")
            )
            return
        pos = self._position(self.HUMAN)
        if pos is None and deal.phase in (Phase.KONTRA, Phase.PLAY) and not deal.ramsch:
            # Sitting out, the human has no game to give up, and voiding the others' would
            # erase a computer player's game: the deal is played to its end.
            self.action_refused.emit(
                QCoreApplication.translate(
                    "GameController",
                    "You sit this deal out: it is played to its end, and the next deal is yours.",
                )
            )
            return
        self._cancel_pending()
        if (
            deal.phase == Phase.PLAY
            and pos is not None
            and deal.declarer is not None
            and not deal.ramsch
            and not self._settings.human_is_bot
        ):
            # The declarer resigns alone; a defender's concession is the side's: the partner
            # resigns with the human (one resignation may already end it, after a claim).
            partner = [d for d in deal.defenders if d != pos]
            seats = [pos] if pos == deal.declarer else [pos, *partner]
            for seat in seats:
                if deal.phase != Phase.PLAY:
                    break
                concede = Concede(seat, ConcedeKind.RESIGN)
                deal.apply(concede)
                self._serial += 1
                player = self._player_at(seat)
                self.action_applied.emit(self.HUMAN if player is None else player, concede)
        elif deal.phase != Phase.SCORED:
            # Before trick play no game has begun (or, in a Ramsch, nobody declared one):
            # the deal is voided and marked abandoned.
            self._finished = self._series.record(deal, abandoned=True, with_undo=self._with_undo)
        self._finish_deal()

    def _hint_question(self) -> tuple[Deal, int, tuple[Action, ...]] | None:
        deal = self._deal
        pos = self._position(self.HUMAN)
        if deal is None or pos is None or self._state not in (*HUMAN_ACTS, S.TRICK_COMPLETE):
            return None
        if deal.current_player != pos:
            return None
        legal = tuple(deal.legal_actions())
        return (deal, pos, legal) if legal else None

    def hint(self) -> Action | None:
        """What the computer would do for the human now, seen from the human's seat only.

        Asked on the calling thread with the normal bot (quick); the window uses
        :meth:`request_hint`, which may ask a slow, strong bot without freezing.
        """
        question = self._hint_question()
        if question is None:
            return None
        deal, pos, legal = question
        player = self._hint_factory("normal", self._bot_seed(self.HUMAN) ^ 0x5EED)
        try:
            action = player.choose(view_of(deal, pos), legal)
        except Exception as error:  # a hint is a help, never a reason to stop the game
            self.problem.emit(
                QCoreApplication.translate("GameController", "No hint available: {error}").format(
                    error=str(error)
                )
            )
            return None
        return action if action in legal else None

    def request_hint(self) -> bool:
        """Ask the hint bot (``settings.hint_kind``) on a worker; ``hint_ready`` brings the
        answer. False when there is nothing to hint now. An answer that arrives after the
        table changed (a move, Undo, New game) is dropped."""
        question = self._hint_question()
        if question is None:
            return False
        deal, pos, legal = question
        tag = BotTag(self._deal_id, self._serial, self.HUMAN)
        if tag == self._hint_awaiting:
            return True  # the same question is being thought about already
        if self._hint_given is not None and self._hint_given[0] == tag:
            _, action, self.last_hint_chance, self.last_hint_reason = self._hint_given
            # After this call returns, as a fresh answer would (the table first says it is
            # thinking).
            QTimer.singleShot(0, lambda: self._repeat_hint(tag, action))
            return True
        self._hint_awaiting = tag
        player = self._hint_factory(self._settings.hint_kind, self._bot_seed(self.HUMAN) ^ 0x5EED)
        job = BotJob(self._hint_relay, player, view_of(deal, pos), legal, tag, with_chance=True)
        self._pool.start(job.run)
        return True

    def _repeat_hint(self, tag: BotTag, action: Action | None) -> None:
        if BotTag(self._deal_id, self._serial, self.HUMAN) == tag:  # still that moment
            self.hint_ready.emit(action)

    def hint_pending(self) -> bool:
        return self._hint_awaiting is not None and self._hint_awaiting.serial == self._serial

    def _on_hint_answer(self, answer: BotAnswer) -> None:
        if answer.tag != self._hint_awaiting:
            self.dropped_answers += 1
            return
        self._hint_awaiting = None
        question = self._hint_question()
        if answer.tag.serial != self._serial or answer.tag.deal_id != self._deal_id or not question:
            self.dropped_answers += 1
            return
        if answer.error is not None:
            first = answer.error.splitlines()[0]
            self.problem.emit(
                QCoreApplication.translate("GameController", "No hint available: {error}").format(
                    error=first
                )
            )
        action = answer.action if answer.action in question[2] else None
        # Read by the table when hint_ready arrives: the hint bot's win chance, if it has one.
        self.last_hint_chance = answer.chance if action is not None else None
        self.last_hint_reason = answer.reason if action is not None else None
        self._hint_given = (answer.tag, action, self.last_hint_chance, self.last_hint_reason)
        self.hint_ready.emit(action)

    def skip_animation(self) -> None:
        """Cut the current pause (dealing, trick on show, pause before a bot move) short."""
        if self._pause_callback is not None:
            self._pause_timer.stop()
            self._pause_over()

    def shutdown(self) -> None:
        """Stop timers, drop pending answers and wait for the worker threads (call on quit)."""
        self._cancel_pending()
        self._pool.clear()
        self._pool.waitForDone(5000)

    # -- the flow of a deal ---------------------------------------------------------

    def _advance(self) -> None:
        """Move the controller to what the deal's phase asks for and start the next turn."""
        deal = self._deal
        assert deal is not None
        if deal.phase == Phase.SCORED:
            self._finish_deal()
            return
        self._set_state(PHASE_STATE[deal.phase])
        mover = self._player_at(deal.current_player)
        if mover is not None and self._is_bot(mover):
            self._ask_bot(mover)
            return
        self._publish()
        if (
            mover == self.HUMAN
            and self._settings.auto_play_single_card
            and deal.phase == Phase.PLAY
            and len(deal.legal_actions()) == 1
        ):
            serial = self._serial
            self._start_pause(self.timing.bot_pause, lambda: self._auto_play(serial), "auto")

    def _auto_play(self, serial: int) -> None:
        deal = self._deal
        if deal is None or serial != self._serial or self._state != S.PLAYING:
            return
        legal = deal.legal_actions()
        if len(legal) == 1 and self._player_at(deal.current_player) == self.HUMAN:
            self._apply(self.HUMAN, legal[0])

    def _apply(self, player: int, action: Action) -> None:
        deal = self._deal
        assert deal is not None
        deal.apply(action, self._position(player))
        self._serial += 1
        self._last_action_at = time.monotonic()
        self.action_applied.emit(player, action)
        if isinstance(action, Play) and not deal.trick and deal.tricks:
            winner = self._seating[deal.tricks[-1].winner]
            self._set_state(S.TRICK_COMPLETE)
            self._publish()
            self._save()
            self.trick_completed.emit(winner)
            self._start_pause(self.timing.trick_display, self._advance, "trick")
            return
        self._advance()
        if self._state in IN_DEAL:
            self._save()  # a finished deal was saved when it was recorded

    def _finish_deal(self) -> None:
        deal = self._deal
        assert deal is not None
        if self._practice:
            # Shown like any result, but the series does not hear of it.
            self._finished = practice_finished(deal, self._dealer, self._seating)
            self._set_state(S.SERIES_OVER if self._series.is_over else S.DEAL_OVER)
            self._publish()
            return
        if self._finished is None:
            self._finished = self._series.record(deal, with_undo=self._with_undo)
        over = self._series.is_over or 0 < self._series_length <= len(self._series.deals)
        self._set_state(S.SERIES_OVER if over else S.DEAL_OVER)
        self._publish()
        self._save()
        self.deal_finished.emit(self._finished)
        if over:
            self.series_finished.emit()

    # -- computer players -----------------------------------------------------------

    def _is_bot(self, player: int) -> bool:
        return player != self.HUMAN or self._settings.human_is_bot

    def bot_kind(self, player: int) -> str:
        s = self._settings
        if player == self.HUMAN:
            return s.human_bot_kind
        kinds = s.bot_kinds
        if not kinds:
            return "normal"
        return kinds[player - 1] if player - 1 < len(kinds) else kinds[-1]

    def _bot_seed(self, player: int) -> int:
        # Fixed by the series seed and the point of the deal, so a seeded series replays.
        deal = self._deal
        at = len(deal.history) if deal is not None else 0
        key = f"{self._series.seed}:{len(self._series.deals)}:{at}:{player}"
        return random.Random(key).getrandbits(32)

    def _ask_bot(self, player: int) -> None:
        deal = self._deal
        pos = self._position(player)
        assert deal is not None and pos is not None
        self._serial += 1
        tag = BotTag(self._deal_id, self._serial, player)
        self._awaiting = tag
        view = view_of(deal, pos)
        legal = tuple(deal.legal_actions())
        # A fresh player per question: a stale question still running on a worker never
        # shares a bot object with the current one.
        bot: Player = self._player_factory(self.bot_kind(player), self._bot_seed(player))
        self._set_thinking(player, True)
        self._publish()
        self._pool.start(BotJob(self._relay, bot, view, legal, tag).run)

    def _on_bot_answer(self, answer: BotAnswer) -> None:
        if answer.tag != self._awaiting or answer.tag.deal_id != self._deal_id:
            self.dropped_answers += 1
            return
        deal = self._deal
        assert deal is not None
        legal = deal.legal_actions()
        action = answer.action
        if answer.error is not None or action not in legal:
            # Keep the game going with a legal move and tell the user something went wrong.
            self.problem.emit(
                QCoreApplication.translate(
                    "GameController",
                    "{name} made a mistake and played a legal move instead: {error}",
                ).format(
                    name=self._name(answer.tag.player),
                    error=answer.error or str(action),
                )
            )
            action = legal[0]
        assert action is not None
        wait_ms = self.timing.bot_pause - (time.monotonic() - self._last_action_at) * 1000
        tag = answer.tag
        chosen: Action = action
        if wait_ms > 1:
            self._start_pause(wait_ms, lambda: self._apply_bot(tag, chosen), "bot")
        else:
            self._apply_bot(tag, chosen)

    def _apply_bot(self, tag: BotTag, action: Action) -> None:
        if tag != self._awaiting:
            return
        self._awaiting = None
        self._set_thinking(tag.player, False)
        self._apply(tag.player, action)

    def _set_thinking(self, player: int, thinking: bool) -> None:
        if thinking == (player in self._thinking):
            return
        if thinking:
            self._thinking.add(player)
        else:
            self._thinking.discard(player)
        self.thinking_changed.emit(player, thinking)

    def _cancel_pending(self) -> None:
        """Forget the bot being asked and any pause: their results must never land."""
        self._cancel_pause()
        self._awaiting = None
        self._serial += 1
        for player in sorted(self._thinking):
            self._set_thinking(player, False)

    # -- pauses ---------------------------------------------------------------------

    def _start_pause(self, ms: float, callback: Callable[[], None], kind: str) -> None:
        self._pause_timer.stop()
        self._pause_callback = callback
        self._pause_kind = kind
        self._pause_timer.start(max(0, int(ms)))

    def _cancel_pause(self) -> None:
        self._pause_timer.stop()
        self._pause_callback = None
        self._pause_kind = ""

    def _pause_over(self) -> None:
        callback = self._pause_callback
        self._pause_callback = None
        self._pause_kind = ""
        if callback is not None:
            callback()

    # -- state ----------------------------------------------------------------------

    def _set_state(self, state: ControllerState) -> None:
        if state == self._state:
            return
        if state not in TRANSITIONS[self._state]:
            raise RuntimeError(
                f"controller bug: no transition {self._state.value} -> {state.value}"
            )
        self._state = state
        self.state_changed.emit(state.value)

    def _position(self, player: int) -> int | None:
        return self._seating.index(player) if player in self._seating else None

    def _player_at(self, position: int) -> int | None:
        return self._seating[position] if 0 <= position <= 2 else None

    def _name(self, player: int) -> str:
        names = self._settings.names
        if 0 <= player < len(names):
            return names[player]
        return QCoreApplication.translate("GameController", "Player {number}").format(
            number=player + 1
        )

    def _names(self) -> tuple[str, ...]:
        return tuple(self._name(p) for p in range(self._series.players))

    def _save(self) -> None:
        if self._autosave is None or self._practice:
            return  # the saved game stays the series as it stood before the practice
        try:
            self._autosave(self.to_dict())
        except Exception as error:  # a full disk must not stop the game; tell the user
            self.problem.emit(
                QCoreApplication.translate(
                    "GameController", "The game could not be saved: {error}"
                ).format(error=str(error))
            )

    # -- snapshot -------------------------------------------------------------------

    def republish(self) -> None:
        """Build and publish the snapshot again, nothing else changed: its translated texts
        (the status message) follow a language switch."""
        self._publish()

    def _publish(self) -> None:
        self._snapshot = self._build_snapshot()
        self.snapshot_changed.emit(self._snapshot)

    def _build_snapshot(self) -> TableSnapshot:
        n = self._series.players
        deal = self._deal
        seating = self._seating
        state = self._state
        names = self._names()
        position_of = tuple(self._position(p) for p in range(n))
        sheet, plain, sf = self._sheet()
        series = self._series
        over = state == S.SERIES_OVER
        series_extra: dict[str, Any] = {
            "series_length": self._series_length,
            "standing_plain": tuple(series.standing("plain")) if over else (),
            "standing_seeger_fabian": tuple(series.standing()) if over else (),
            "seeger_fabian_table": tuple(series.seeger_fabian_table()) if over else (),
        }
        series_extra.update(deal_facts(series, self._finished, deal, over))
        if self._finished is not None:
            series_extra["bock"] = self._finished.bock
            series_extra["bock_rounds"] = self._finished.bock_rounds
        elif deal is not None:
            series_extra["bock"], series_extra["bock_rounds"] = self._next_bock()
        human_plays = not self._settings.human_is_bot
        message = describe(
            state.value,
            deal,
            seating,
            names,
            self.HUMAN,
            self._dealer,
            self._finished,
            human_plays,
            bock=series_extra.get("bock", 1),
        )
        if self._practice:
            series_extra["practice"] = True
            message = practice_message(message)
        if deal is None:
            return TableSnapshot(
                deal_id=self._deal_id,
                state=state.value,
                phase=None,
                players=n,
                names=names,
                human=self.HUMAN,
                dealer=self._dealer,
                seating=seating,
                position_of=position_of,
                to_move=None,
                human_hand=0,
                hand_sizes=(0,) * n,
                open_hands={},
                said=(None,) * n,
                bid_value=0,
                declarer=None,
                contract=None,
                skat_in_middle=0,
                skat_seen=0,
                discard=0,
                trick=(),
                last_trick=(),
                last_trick_winner=None,
                tricks_won=(0,) * n,
                legal=(),
                legal_cards=0,
                result=self._finished.result if self._finished else None,
                thinking=frozenset(self._thinking),
                sheet=sheet,
                plain_totals=plain,
                seeger_fabian_totals=sf,
                message=message,
                deal_number=len(self._series.deals),
                **series_extra,
            )
        pos = self._position(self.HUMAN)
        scored = deal.phase == Phase.SCORED
        current = deal.current_player
        to_move: int | None = None
        if (state in HUMAN_ACTS or (state == S.TRICK_COMPLETE and not scored)) and current >= 0:
            to_move = seating[current]
        hand_sizes = [0] * n
        tricks_won = [0] * n
        said: list[str | None] = [None] * n
        words = deal.last_words()
        points_taken = [0] * n
        for i, p in enumerate(seating):
            hand_sizes[p] = deal.hands[i].bit_count()
            tricks_won[p] = deal.trick_counts[i]
            points_taken[p] = sum(points(t.mask) for t in deal.tricks if t.winner == i)
            said[p] = words[i]
        open_hands: dict[int, int] = {}
        if scored:
            open_hands = {seating[i]: deal.hands[i] for i in range(3) if deal.hands[i]}
        elif deal.contract is not None and deal.contract.ouvert and deal.declarer is not None:
            open_hands = {seating[deal.declarer]: deal.hands[deal.declarer]}
        knows_skat = scored or (pos is not None and pos == deal.declarer and deal.picked_up)
        skat_seen = deal.dealt_skat if knows_skat else 0
        discarded = deal.skat if knows_skat and deal.phase != Phase.DISCARD else 0
        skat_in_middle = 2 if not deal.picked_up and not scored else 0
        pushed = 0
        if deal.ramsch:
            # Nobody puts cards away: at the end the skat on show is the one that went to
            # the last trick (after any pushes); during the deal it lies in the middle
            # except while a player holds it to push two cards on.
            skat_seen = deal.skat if scored else 0
            discarded = 0
            skat_in_middle = 2 if deal.skat and not scored else 0
            if pos is not None:
                pushed = deal.ramsch_pushed[pos]
        if state == S.TRICK_COMPLETE and deal.tricks:
            shown = deal.tricks[-1]
            trick = tuple((seating[shown.seat_of(i)], c) for i, c in enumerate(shown.cards))
            previous = deal.tricks[-2] if len(deal.tricks) > 1 else None
        else:
            trick = tuple((seating[(deal.leader + i) % 3], c) for i, c in enumerate(deal.trick))
            previous = deal.tricks[-1] if deal.tricks else None
        last_trick = (
            tuple((seating[previous.seat_of(i)], c) for i, c in enumerate(previous.cards))
            if previous
            else ()
        )
        human_turn = (
            state in HUMAN_ACTS
            and pos is not None
            and current == pos
            and human_plays
            and self._finished is None
        )
        legal = tuple(deal.legal_actions()) if human_turn else ()
        result = deal.result
        if self._finished is not None and (result is None or self._finished.abandoned):
            result = self._finished.result
        auction = tuple(
            (seating[actor], word)
            for actor, action in deal.history
            if (word := _auction_word(action)) is not None
        )
        return TableSnapshot(
            deal_id=self._deal_id,
            state=state.value,
            phase=deal.phase,
            players=n,
            names=names,
            human=self.HUMAN,
            dealer=self._dealer,
            seating=seating,
            position_of=position_of,
            to_move=to_move,
            human_hand=deal.hands[pos] if pos is not None else 0,
            hand_sizes=tuple(hand_sizes),
            open_hands=open_hands,
            said=tuple(said),
            bid_value=deal.bid_value,
            declarer=seating[deal.declarer] if deal.declarer is not None else None,
            contract=deal.contract,
            skat_in_middle=skat_in_middle,
            skat_seen=skat_seen,
            discard=discarded,
            trick=trick,
            last_trick=last_trick,
            last_trick_winner=seating[previous.winner] if previous else None,
            tricks_won=tuple(tricks_won),
            legal=legal,
            legal_cards=deal.legal_cards() if legal and deal.phase == Phase.PLAY else 0,
            result=result,
            thinking=frozenset(self._thinking),
            sheet=sheet,
            plain_totals=plain,
            seeger_fabian_totals=sf,
            message=message,
            tricks=tuple(deal.tricks),
            can_undo=self._undo_point() is not None,
            auction=auction,
            deal_number=len(self._series.deals) + (0 if self._finished else 1),
            abandoned=bool(self._finished and self._finished.abandoned),
            with_undo=self._finished.with_undo if self._finished else self._with_undo,
            points_taken=tuple(points_taken),
            ramsch=deal.ramsch,
            kontra_by=seating[deal.kontra_by] if deal.kontra_by is not None else None,
            re=deal.re,
            pushes=deal.pushes,
            pushed=pushed,
            **series_extra,
        )

    def _next_bock(self) -> tuple[int, int]:
        """The next deal's Bock multiplier and rounds pending, worked out once per deal
        entered (the engine walks the whole series for them)."""
        series = self._series
        cached = self._bock_cache
        if cached is None or cached[0] is not series or cached[1] != len(series.deals):
            cached = (series, len(series.deals), (series.next_bock, series.bock_rounds_pending))
            self._bock_cache = cached
        return cached[2]

    def _sheet(self) -> tuple[tuple[dict[str, Any], ...], tuple[int, ...], tuple[int, ...]]:
        """The score sheet rows and both totals, built again only when a deal was entered
        (every snapshot carries them; rebuilding them on each card grows with the series)."""
        series = self._series
        key = (id(series), len(series.deals))
        cached = self._sheet_cache
        if cached is not None and cached[0] == key and cached[1] is series:
            return cached[2]
        built = (
            tuple(series.sheet_rows()),
            tuple(series.plain_totals()),
            tuple(series.seeger_fabian_totals()),
        )
        self._sheet_cache = (key, series, built)
        return built

    # -- saving ---------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        """The saved game: the series, the deal in progress and the controller state."""
        deal = self._deal
        in_progress = deal is not None and self._finished is None
        state = self._state
        if self._practice:
            # A practice deal is never saved: the series as it stood before it is.
            state, deal, in_progress = self._practice_from, None, False
        return {
            "format": SAVE_FORMAT,
            "version": SAVE_VERSION,
            "state": state.value,
            "deal_id": self._deal_id,
            "series_length": self._series_length,
            "series": self._series.to_dict(),
            "deal": (
                {"history": [encode_action(a) for _, a in deal.history]}
                | ({"with_undo": True} if self._with_undo else {})
                if in_progress and deal is not None
                else None
            ),
        }

    def restore(self, data: dict[str, Any]) -> None:
        """Resume a saved game exactly; raises ValueError with a clear message on bad data."""
        state, deal_id, series_length, series, deal, finished = _load_checked(data)
        self._cancel_pending()
        self._set_state(S.IDLE)
        self._series = series
        self._series_length = series_length
        self._deal = deal
        self._deal_id = deal_id
        self._finished = finished
        saved_deal = data.get("deal")
        self._with_undo = isinstance(saved_deal, dict) and saved_deal.get("with_undo") is True
        if finished is not None:
            self._dealer, self._seating = finished.dealer, finished.seating
        else:
            self._dealer, self._seating = series.dealer, series.seating()
        self._last_action_at = 0.0
        if state == S.IDLE:
            self._publish()
        elif state == S.DEALING:
            self._set_state(S.DEALING)
            self._publish()
            self._start_pause(self.timing.dealing, self._advance, "dealing")
        elif state == S.TRICK_COMPLETE:
            self._set_state(S.TRICK_COMPLETE)
            self._publish()
            self._start_pause(self.timing.trick_display, self._advance, "trick")
        elif state in (S.DEAL_OVER, S.SERIES_OVER):
            self._set_state(state)
            self._publish()
        else:
            self._advance()


def _auction_word(action: object) -> str | None:
    if isinstance(action, Bid):
        return str(action.value)
    if isinstance(action, Hold):
        return "yes"
    if isinstance(action, Pass):
        return "pass"
    return None


def _load(
    data: dict[str, Any],
) -> tuple[ControllerState, int, int, Series, Deal | None, FinishedDeal | None]:
    """Check and rebuild a saved game without touching the running one."""
    if not isinstance(data, dict):
        raise ValueError("not a saved game: expected an object")
    fmt = data.get("format", SAVE_FORMAT)
    if fmt != SAVE_FORMAT:
        raise ValueError(f"not a saved game of this app (format {fmt!r})")
    version = data.get("version", SAVE_VERSION)
    if not isinstance(version, int) or version < 1:
        raise ValueError(f"not a saved game: bad version {version!r}")
    if version > SAVE_VERSION:
        raise ValueError(f"the saved game is from a newer version (format version {version})")
    try:
        state = ControllerState(data["state"])
    except ValueError:
        raise ValueError(f"not a saved game: unknown state {data['state']!r}") from None
    deal_id = data.get("deal_id", 0)
    series_length = data.get("series_length", 0)
    for key, value in (("deal_id", deal_id), ("series_length", series_length)):
        if not isinstance(value, int) or isinstance(value, bool) or value < 0:
            raise ValueError(f"not a saved game: {key} must be a whole number, not {value!r}")
    series_data = data["series"]
    if not isinstance(series_data, dict):
        raise ValueError("not a saved game: the series must be an object")
    series = Series.from_dict(series_data)
    entry = data.get("deal")
    deal: Deal | None = None
    finished: FinishedDeal | None = None
    if state in (S.DEAL_OVER, S.SERIES_OVER):
        if not series.deals:
            raise ValueError(f"the saved game is in state {state.value} but has no finished deal")
        finished = series.deals[-1]
        deal = finished.replay()
    elif state != S.IDLE:
        if not isinstance(entry, dict) or not isinstance(entry.get("history"), list):
            raise ValueError(f"the saved game is in state {state.value} but holds no deal")
        history = entry["history"]
        if not history or not all(isinstance(t, str) for t in history):
            raise ValueError("the saved deal's history must be a list of actions")
        actions = [decode_action(t) for t in history]
        if not isinstance(actions[0], DealCards):
            raise ValueError("the saved deal does not start with the cards dealt")
        deal = Deal(series.options.deal)
        for action in actions:
            deal.apply(action)
        _check_state(state, deal)
    return state, deal_id, series_length, series, deal, finished


def check_saved_game(data: dict[str, Any]) -> None:
    """Raise ValueError if ``restore`` could not resume ``data`` (for the save file loader)."""
    _load_checked(data)


def _load_checked(
    data: dict[str, Any],
) -> tuple[ControllerState, int, int, Series, Deal | None, FinishedDeal | None]:
    try:
        return _load(data)
    except ValueError:
        raise
    except (KeyError, TypeError, AttributeError, IndexError) as error:
        raise ValueError(f"not a saved game: missing or wrong field {error}") from None


def _check_state(state: ControllerState, deal: Deal) -> None:
    if state == S.DEALING:
        ok = len(deal.history) == 1
    elif state == S.TRICK_COMPLETE:
        ok = bool(deal.tricks) and not deal.trick and isinstance(deal.history[-1][1], Play)
    else:
        ok = PHASE_STATE.get(deal.phase) == state
    if not ok:
        raise ValueError(
            f"the saved state {state.value} does not fit the deal's {deal.phase.value} phase"
        )


__all__ = [
    "IN_DEAL",
    "PHASE_STATE",
    "TIMINGS",
    "TRANSITIONS",
    "ControllerSettings",
    "ControllerState",
    "GameController",
    "Timing",
    "check_saved_game",
]
