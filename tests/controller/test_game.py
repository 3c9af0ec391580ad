"""Whole deals through the GameController: states, turns, undo, abandon, play again, refusals."""

from __future__ import annotations

import itertools
import threading
from dataclasses import replace
from typing import Any

from skat_desktop.controller.game import (
    HUMAN_ACTS,
    TRANSITIONS,
    ControllerSettings,
    ControllerState,
    GameController,
)
from skat_desktop.controller.snapshot import TableSnapshot
from skat_desktop.engine.actions import (
    PASS,
    PICK_UP,
    Action,
    Bid,
    Declare,
    Discard,
    Pass,
    PickUpSkat,
    Play,
)
from skat_desktop.engine.cards import cards_of
from skat_desktop.engine.series import Series

from .conftest import MakeController
from .helpers import (
    EagerBot,
    GatedBot,
    HumanPolicy,
    PassBot,
    declarer_human,
    human_step,
    passing_human,
    random_human,
)

S = ControllerState
ALL_STATES = set(ControllerState)


def play(
    qtbot: Any,
    c: GameController,
    policy: HumanPolicy,
    until: Any,
    timeout: int = 10000,
    play_again: bool = True,
) -> None:
    """Run the table, the human acting by ``policy``, until ``until(c)`` holds."""

    def check() -> bool:
        if until(c):
            return True
        if play_again and c.state == S.DEAL_OVER:
            c.next_deal()
        human_step(c, policy)
        return bool(until(c))

    qtbot.waitUntil(check, timeout=timeout)


def human_turn(state: ControllerState) -> Any:
    return lambda c: c.state == state and bool(c.snapshot().legal)


def deal_over(c: GameController) -> bool:
    return c.state in (S.DEAL_OVER, S.SERIES_OVER)


def test_transition_table_names_every_state_and_edge() -> None:
    assert set(TRANSITIONS) == ALL_STATES
    targets = {dst for edges in TRANSITIONS.values() for dst in edges}
    assert targets == ALL_STATES
    for src, edges in TRANSITIONS.items():
        assert src not in edges  # staying put is no transition
        assert all(isinstance(name, str) and name for name in edges.values())
    assert TRANSITIONS[S.PLAYING][S.TRICK_COMPLETE] == "third card played"
    assert TRANSITIONS[S.DEAL_OVER] == {S.DEALING: "play again", S.IDLE: "reset"}


def test_series_as_declarer_reaches_every_state(
    qtbot: Any, make_controller: MakeController
) -> None:
    # With Kontra on, the defenders are asked after each declaration (the KONTRA state).
    c = make_controller(series_length=2, kontra=True)
    assert c.state == S.IDLE
    states: list[str] = []
    c.state_changed.connect(states.append)
    finished: list[Any] = []
    c.deal_finished.connect(finished.append)
    with qtbot.waitSignal(c.series_finished, timeout=10000):
        c.new_series()
        play(qtbot, c, declarer_human, lambda c: c.state == S.SERIES_OVER)
    c.new_series()  # back through IDLE into a fresh series
    seen = [S(s) for s in states]
    assert set(seen) | {S.IDLE} == ALL_STATES and S.IDLE in seen
    path = [S.IDLE, *seen]
    assert all(b in TRANSITIONS[a] for a, b in itertools.pairwise(path))
    assert len(finished) == 2
    rows = c.series.sheet_rows()  # the new series is empty; check the finished deals
    assert rows == []
    for deal in finished:
        assert deal.declarer_player == 0 and deal.result.contract is not None
        assert deal.result.score in (deal.result.value, -2 * deal.result.value)


def test_whole_deals_as_defender_score_the_sheet(
    qtbot: Any, make_controller: MakeController
) -> None:
    c = make_controller(series_length=3, bot=EagerBot)
    c.new_series()
    play(qtbot, c, passing_human, lambda c: c.state == S.SERIES_OVER)
    s = c.snapshot()
    assert s.state == "series_over" and len(s.sheet) == 3
    for row in s.sheet:
        assert row["declarer"] in (1, 2) and row["contract"] is not None
    totals = [sum(row["entries"][p] or 0 for row in s.sheet) for p in range(3)]
    assert list(s.plain_totals) == totals
    assert s.plain_totals[0] == 0  # the human never declared
    assert s.result is not None and s.legal == ()


def test_passed_in_deal_and_play_again_rotates_the_dealer(
    qtbot: Any, make_controller: MakeController
) -> None:
    c = make_controller()
    c.new_series()
    first = c.snapshot()
    play(qtbot, c, passing_human, deal_over, play_again=False)
    s = c.snapshot()
    assert s.state == "deal_over" and s.result is not None and s.result.passed_in
    assert "passed in" in s.message
    assert s.sheet[-1]["passed_in"] and s.plain_totals == (0, 0, 0)
    assert s.dealer == first.dealer  # the finished deal still shows its own dealer
    c.next_deal()
    again = c.snapshot()
    assert again.state == "dealing" and again.deal_id == first.deal_id + 1
    assert again.dealer == (first.dealer + 1) % 3
    assert again.seating == c.series.seating() and again.deal_number == 2
    refused: list[str] = []
    c.action_refused.connect(refused.append)
    c.next_deal()  # not over yet: refused, nothing changes
    assert refused and c.snapshot().deal_id == again.deal_id


def test_four_player_table_human_deals_and_sits_out(
    qtbot: Any, make_controller: MakeController
) -> None:
    seed = next(s for s in range(500) if Series.random_start(4, s).first_dealer == 0)
    c = make_controller(players=4, seed=seed, series_length=1, bot=EagerBot)
    snaps: list[TableSnapshot] = []
    c.snapshot_changed.connect(snaps.append)
    refused: list[str] = []
    c.action_refused.connect(refused.append)
    c.new_series()
    assert c.snapshot().dealer == 0 and c.snapshot().position_of[0] is None
    c.submit(PASS)
    assert refused
    play(qtbot, c, passing_human, lambda c: c.state == S.SERIES_OVER)
    assert all(not s.legal and s.human_hand == 0 and s.hand_sizes[0] == 0 for s in snaps)
    result = c.snapshot().result
    assert result is not None and result.declarer is not None
    assert c.series.deals[0].declarer_player in (1, 2, 3)
    assert {s.state for s in snaps} >= {"dealing", "bidding", "playing", "series_over"}


def test_undo_at_each_phase_restores_the_earlier_snapshot(
    qtbot: Any, make_controller: MakeController
) -> None:
    c = make_controller()
    c.new_series()
    assert not c.can_undo() and c.undo() is False
    steps = [
        (S.BIDDING, S.SKAT),
        (S.SKAT, S.DISCARDING),
        (S.DISCARDING, S.DECLARING),
        (S.DECLARING, S.PLAYING),
        (S.PLAYING, S.PLAYING),
    ]
    for phase, after in steps:
        play(qtbot, c, declarer_human, human_turn(phase))
        before = c.snapshot()
        action = declarer_human(before)
        tricks = len(c.deal.tricks) if c.deal else 0
        c.submit(action)
        length = len(c.deal.history) if c.deal else 0
        # Let the bots act too, until the human is asked again (or the deal ends); a card
        # that wins the trick makes the human lead at once.
        qtbot.waitUntil(
            lambda after=after, length=length, phase=phase, tricks=tricks: (
                (
                    c.state == after
                    and bool(c.snapshot().legal)
                    and (
                        after != phase
                        or len(c.deal.history) > length
                        or len(c.deal.tricks) > tricks
                    )
                )
                or deal_over(c)
            ),
            timeout=5000,
        )
        if isinstance(action, PickUpSkat):
            # The skat has been seen: picking it up is final (else Hand knowing the skat).
            assert not c.can_undo() and not c.snapshot().can_undo
            assert c.undo() is False and c.state == after
            continue
        assert c.can_undo() and c.snapshot().can_undo
        assert c.undo() is True
        # The same table as before, but the deal is now marked as played with undo.
        assert c.snapshot().with_undo
        assert replace(c.snapshot(), with_undo=before.with_undo) == before, phase
        assert c.state == phase


def test_abandon_as_declarer_loses_the_game(qtbot: Any, make_controller: MakeController) -> None:
    c = make_controller()
    c.new_series()
    play(qtbot, c, declarer_human, human_turn(S.PLAYING))
    c.abandon()
    s = c.snapshot()
    assert s.state == "deal_over" and s.result is not None
    assert not s.result.won and s.result.score == -2 * s.result.value < 0
    assert s.result.ended_by == "resigned" and not s.abandoned
    assert not c.series.deals[-1].abandoned and c.series.deals[-1].declarer_player == 0
    assert s.plain_totals[0] == s.result.score and s.sheet[-1]["entries"][0] == s.result.score


def test_abandon_as_defender_concedes_the_game_to_the_declarer(
    qtbot: Any, make_controller: MakeController
) -> None:
    c = make_controller(bot=EagerBot)
    c.new_series()
    play(qtbot, c, passing_human, human_turn(S.PLAYING))
    declarer = c.snapshot().declarer
    assert declarer is not None and declarer != 0
    c.abandon()
    s = c.snapshot()
    # Scored as the defenders' resignation: the declarer wins with every card not already
    # in the defenders' tricks; the deal is not voided.
    assert s.state == "deal_over" and not s.abandoned and not c.series.deals[-1].abandoned
    assert s.result is not None and s.result.won and s.result.ended_by == "resigned"
    assert c.series.deals[-1].declarer_player == declarer
    assert s.sheet[-1]["declarer"] == declarer and s.sheet[-1]["won"] is True
    assert s.plain_totals[declarer] == s.result.score > 0
    assert s.seeger_fabian_totals[declarer] == s.result.score + 50
    assert s.legal == ()


def test_abandon_during_the_auction_voids_and_idle_refuses(
    qtbot: Any, make_controller: MakeController
) -> None:
    c = make_controller()
    refused: list[str] = []
    c.action_refused.connect(refused.append)
    c.abandon()
    assert refused and c.state == S.IDLE
    c.new_series()
    play(qtbot, c, passing_human, human_turn(S.BIDDING))
    c.abandon()
    assert c.state == S.DEAL_OVER and c.series.deals[-1].abandoned
    assert c.series.deals[-1].result.ended_by == "abandoned"


def _gated_controller(make_controller: MakeController, gate: threading.Event) -> GameController:
    return make_controller(bot=lambda seed: GatedBot(PassBot(seed), gate))


def _bot_thinking_after_human(qtbot: Any, c: GameController, gate: threading.Event) -> None:
    """Drive the deal until a human action leaves a (gated, so slow) bot thinking."""

    def check() -> bool:
        s = c.snapshot()
        if s.legal and s.state in HUMAN_ACTS:
            gate.clear()
            c.submit(declarer_human(s))
            if c.snapshot().thinking:
                return True
            gate.set()
        elif deal_over(c):
            c.next_deal()
        return False

    qtbot.waitUntil(check, timeout=10000)


def test_late_bot_answer_after_undo_is_dropped(qtbot: Any, make_controller: MakeController) -> None:
    gate = threading.Event()
    gate.set()
    c = _gated_controller(make_controller, gate)
    c.new_series()
    _bot_thinking_after_human(qtbot, c, gate)
    thinking = set(c.snapshot().thinking)
    assert c.undo()
    after = c.snapshot()
    assert not after.thinking and after.legal
    gate.set()
    qtbot.waitUntil(lambda: c.dropped_answers == 1, timeout=5000)
    qtbot.wait(30)
    assert c.snapshot() == after  # the stale answer changed nothing
    assert thinking and thinking.isdisjoint(after.thinking)


def test_late_bot_answer_after_new_game_is_dropped(
    qtbot: Any, make_controller: MakeController
) -> None:
    gate = threading.Event()
    gate.set()
    c = _gated_controller(make_controller, gate)
    c.new_series()
    _bot_thinking_after_human(qtbot, c, gate)
    old_id = c.deal_id
    applied: list[tuple[int, Action]] = []
    c.action_applied.connect(lambda p, a: applied.append((p, a)))
    c.new_series()
    gate.set()
    qtbot.waitUntil(lambda: c.dropped_answers == 1, timeout=5000)
    play(qtbot, c, passing_human, deal_over, play_again=False)
    assert c.deal_id == old_id + 1
    assert c.deal is not None
    assert [a for _, a in applied] == [a for _, a in c.deal.history[1:]]


def test_late_bot_answer_after_abandon_is_dropped(
    qtbot: Any, make_controller: MakeController
) -> None:
    gate = threading.Event()
    gate.set()
    c = _gated_controller(make_controller, gate)
    c.new_series()
    _bot_thinking_after_human(qtbot, c, gate)
    c.abandon()
    over = c.snapshot()
    gate.set()
    qtbot.waitUntil(lambda: c.dropped_answers == 1, timeout=5000)
    assert c.snapshot() == over and c.state == S.DEAL_OVER


def test_illegal_or_untimely_human_actions_are_refused(
    qtbot: Any, make_controller: MakeController
) -> None:
    gate = threading.Event()
    gate.set()
    c = _gated_controller(make_controller, gate)
    refused: list[str] = []
    c.action_refused.connect(refused.append)
    c.new_series()
    play(qtbot, c, declarer_human, human_turn(S.BIDDING))
    before = c.snapshot()
    history = list(c.deal.history) if c.deal else []
    changes: list[TableSnapshot] = []
    c.snapshot_changed.connect(changes.append)
    c.submit(Bid(19))
    c.submit(Play(0))
    c.submit(PICK_UP)
    c.submit("nonsense")  # type: ignore[arg-type]
    assert len(refused) == 4 and all(refused)
    assert refused[0] == "19 is not a game value: the next one is 18."
    assert changes == [] and c.snapshot() is before
    assert c.deal is not None and c.deal.history == history
    # Out of turn: while a bot thinks, the human's action is refused with its name.
    _bot_thinking_after_human(qtbot, c, gate)
    thinker = next(iter(c.snapshot().thinking))
    c.submit(PASS)
    assert c.settings.names[thinker] in refused[-1]
    gate.set()


def test_playing_a_card_that_does_not_follow_suit_is_refused(
    qtbot: Any, make_controller: MakeController
) -> None:
    c = make_controller(bot=EagerBot, series_length=0)
    refused: list[str] = []
    c.action_refused.connect(refused.append)
    c.new_series()

    def must_follow(c: GameController) -> bool:
        s = c.snapshot()
        return s.state == "playing" and bool(s.legal) and s.legal_cards != s.human_hand

    play(qtbot, c, random_human(3), must_follow, timeout=20000)
    s = c.snapshot()
    wrong = next(card for card in cards_of(s.human_hand & ~s.legal_cards))
    c.submit(Play(wrong))
    # The player's words, not the engine's developer text ("C7 was led and must be followed").
    assert refused[-1].startswith(("You must follow suit (", "Trump was led: you must play"))
    assert c.snapshot() is s


def test_bots_think_off_the_gui_thread(qtbot: Any, make_controller: MakeController) -> None:
    main = threading.get_ident()
    asked: list[int] = []
    applied: list[int] = []

    class Recorder(PassBot):
        def choose(self, view: Any, legal: tuple[Action, ...]) -> Action:
            asked.append(threading.get_ident())
            return super().choose(view, legal)

    c = make_controller(bot=Recorder)
    c.action_applied.connect(lambda p, a: applied.append(threading.get_ident()))
    c.new_series()
    play(qtbot, c, declarer_human, deal_over)
    assert asked and main not in asked
    assert applied and set(applied) == {main}


def test_real_bots_play_a_series_with_the_human_seat_automated(
    qtbot: Any, make_controller: MakeController
) -> None:
    c = make_controller(bot=None, human_is_bot=True, series_length=3)
    submitted: list[str] = []
    c.action_refused.connect(submitted.append)
    with qtbot.waitSignal(c.series_finished, timeout=20000):
        c.new_series()
        play(qtbot, c, random_human(), lambda c: c.state == S.SERIES_OVER, timeout=20000)
    assert len(c.series.deals) == 3 and submitted == []
    assert all(not row["abandoned"] for row in c.snapshot().sheet)


def test_hint_comes_from_the_humans_view(qtbot: Any, make_controller: MakeController) -> None:
    c = make_controller()
    assert c.hint() is None
    c.new_series()
    play(qtbot, c, declarer_human, human_turn(S.DISCARDING))
    hint = c.hint()
    assert isinstance(hint, Discard) and hint in c.snapshot().legal
    c.submit(hint)
    play(qtbot, c, declarer_human, human_turn(S.PLAYING))
    card = c.hint()
    assert isinstance(card, Play) and card in c.snapshot().legal


def test_skip_animation_cuts_dealing_and_trick_display(
    qtbot: Any, make_controller: MakeController
) -> None:
    c = make_controller(speed="slow")
    c.new_series()
    assert c.state == S.DEALING
    qtbot.wait(20)
    assert c.state == S.DEALING
    c.skip_animation()
    assert c.state == S.BIDDING

    def trick_shown(c: GameController) -> bool:
        if c.state == S.TRICK_COMPLETE:
            return True
        c.skip_animation()  # the pauses between bot moves too
        return False

    winners: list[int] = []
    c.trick_completed.connect(winners.append)
    play(qtbot, c, declarer_human, trick_shown)
    shown = c.snapshot()
    assert len(shown.trick) == 3 and "won the trick" in shown.message
    qtbot.wait(30)
    assert c.state == S.TRICK_COMPLETE
    c.skip_animation()
    assert c.state in (S.PLAYING, S.DEAL_OVER)
    after = c.snapshot()
    assert after.trick == () and after.last_trick == shown.trick
    assert after.last_trick_winner == winners[-1]


def test_forced_single_card_is_played_automatically(
    qtbot: Any, make_controller: MakeController
) -> None:
    c = make_controller(bot=EagerBot, auto_play_single_card=True, series_length=2)
    submitted = 0
    plays = 0

    def count(player: int, action: object) -> None:
        nonlocal plays
        if player == 0 and isinstance(action, Play):
            plays += 1

    c.action_applied.connect(count)

    def policy(s: TableSnapshot) -> Action:
        nonlocal submitted
        if s.state == "playing" and len(s.legal) == 1:
            raise AssertionError("not yet")  # leave forced cards to the controller
        if s.state == "playing":
            submitted += 1
        return passing_human(s)

    c.new_series()
    play(qtbot, c, policy, lambda c: c.state == S.SERIES_OVER, timeout=20000)
    assert plays > submitted


def test_messages_explain_the_auction_and_the_trick(
    qtbot: Any, make_controller: MakeController
) -> None:
    c = make_controller(bot=EagerBot, series_length=3)
    snaps: list[TableSnapshot] = []
    c.snapshot_changed.connect(snaps.append)
    c.new_series()
    play(qtbot, c, passing_human, lambda c: c.state == S.SERIES_OVER, timeout=20000)
    answers = [s for s in snaps if any(a.__class__.__name__ == "Hold" for a in s.legal)]
    assert answers
    for s in answers:
        bidder = next(p for p, word in reversed(s.auction) if word.isdigit())
        assert s.message == f"{s.names[bidder]} bids {s.bid_value} — hold or pass?"
    assert any(s.message.endswith("won the trick.") for s in snaps)
    assert all(s.message for s in snaps)


def test_settings_names_apply_at_once_players_next_series(
    qtbot: Any, make_controller: MakeController
) -> None:
    c = make_controller()
    c.new_series()
    with qtbot.waitSignal(c.snapshot_changed, timeout=1000):
        c.apply_settings(
            ControllerSettings(players=4, names=("Me", "A", "B", "C"), speed="off", seed=1)
        )
    assert c.snapshot().names == ("Me", "A", "B") and c.series.players == 3
    c.new_series()
    assert c.series.players == 4 and c.snapshot().names == ("Me", "A", "B", "C")


def test_pass_and_declare_types_in_snapshot_legal(
    qtbot: Any, make_controller: MakeController
) -> None:
    c = make_controller()
    c.new_series()
    play(qtbot, c, declarer_human, human_turn(S.DECLARING))
    legal = c.snapshot().legal
    assert legal and all(isinstance(a, Declare) for a in legal)
    assert not any(isinstance(a, Pass) for a in legal)


def test_handing_the_humans_seat_to_a_bot_mid_deal_and_back(
    qtbot: Any, make_controller: MakeController
) -> None:
    c = make_controller(bot=EagerBot)
    c.new_series()
    play(qtbot, c, passing_human, human_turn(S.BIDDING))
    settings = c.settings
    c.apply_settings(ControllerSettings(**{**settings.__dict__, "human_is_bot": True}))
    assert not c.snapshot().legal and not c.can_undo()
    qtbot.waitUntil(lambda: deal_over(c), timeout=5000)  # nobody submits: the bot plays on
    c.apply_settings(ControllerSettings(**{**settings.__dict__, "human_is_bot": False}))
    c.next_deal()
    play(qtbot, c, passing_human, human_turn(S.BIDDING))
    assert c.snapshot().legal
