"""The Strong player's skat decisions: pick up or Hand, the discard, the game declared."""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass, replace

from ..engine.actions import (
    Action,
    Declare,
    Discard,
    PickUpSkat,
    PlayHand,
    discard,
)
from ..engine.cards import Card, CardSet, card_list, points
from ..engine.deal import Phase
from ..engine.rules import Contract, GameType, rules_for
from ..engine.scoring import declared_value
from ..engine.view import SeatView
from .evaluation import (
    TRICK_GAMES,
    final_chance,
    null_chance_of_risk,
    null_loss_risk,
    plan_hand,
    pre_chance,
)
from .playout import GOAL_POINTS, Job, sf_expectation, sf_score
from .pool import WORKERS, run_jobs
from .sampling import Sampler
from .strong_core import StrongBase, best_discard, overbid_score, timed_samples

SKAT_ROUND = 8  # worlds per round of the pick-up-or-Hand decision
SKAT_SAMPLES = 64  # worlds at most for that decision
SKAT_MIN_WORLDS = 12  # fewer worlds judged in time: the heuristic decides
SKAT_MIN_BUDGET_MS = 120  # below this budget the heuristic decides pick up or Hand
# A Hand game must win this often in the solved samples: open-handed, the declarer knows
# the skat in both options, so the samples miss what seeing it is worth after picking up
# (measured: Hand games at 75-80 % lost points against picking up).
HAND_MIN_CHANCE = 0.9
# Seeger-Fabian points a Hand game must expect above picking up (issue 15: Hearts Hand
# with five trumps and no club jack, 94 % open-handed against 97 % picked up, 70.3 points
# against 67.8, lost where picking up won).
HAND_MARGIN = 6.0
# HAND_MIN_CHANCE guards a choice between the same game Hand or picked up. It is not asked
# when picking up cannot play the Hand game at the bid (forehand CJ S9 ST SK H7 H9 HJ HA
# DJ DQ held to 24, which Spades reaches only Hand: Spades Hand 0.81 and +47 expected,
# picking up, that is Grand, 0.73 and +32; Strong lost that Grand twice in three arena
# plays, where Normal won Spades Hand every time), nor against a pick-up that expects no
# more than this (forehand C7 C8 C9 CT CJ CQ CK ST HQ HA held to 35 for Clubs Hand, 36:
# Hand 0.69 and +21 expected, picking up 0.13 and -104; it picked up and lost a Grand
# three times of three).
PICKUP_MIN_SCORE = 0.0
# A Null is played to be won, never to lose less: one whose expected score (the
# heuristic's calibrated chance) is negative is not offered against the trick games.
# Their open-hand rates are far below what they win at the table (the defence sees every
# card), so on paper a hopeless Null lost less than they: Clubs without four at 60 (four
# aces, no jack) lost to a Null without any chance at 23, a game Normal won every time
# with that hand; Hearts with two jacks held to 27 became a Null Hand at 0.56.
NULL_MIN_SCORE = 0.0
DISCARD_SAMPLES = 96  # deals at most per option in the discard
# An option's sampled win rate is drawn towards the heuristic curve's chance with the
# weight of this many deals: a Diamonds game judged on the one deal that fit in the time
# once beat a Clubs game that won 87 % of 70 deals (issue 15).
PRIOR_WEIGHT = 6
DISCARD_OPTIONS = 5  # (game, pair) options judged at most
PAIRS_PER_GAME = 2


@dataclass(frozen=True, slots=True)
class DiscardOption:
    """A game with a pair to put away: the ten kept, the value and the curve's chance."""

    game: GameType
    pair: CardSet
    kept: CardSet
    value: int
    prior: float


def discard_options(twelve: CardSet, bid: int, forehand: bool) -> list[DiscardOption]:
    """The suit and Grand games that reach the bid, each with its best pairs by the
    heuristic curve, the most promising (by the curve's expected score) first."""
    out: list[tuple[float, DiscardOption]] = []
    for game in TRICK_GAMES:
        value = declared_value(Contract(game), twelve)
        if value < bid:
            continue
        for pair in ranked_discards(twelve, game, forehand)[:PAIRS_PER_GAME]:
            kept = twelve & ~pair
            p = final_chance(kept, game, forehand, points(pair))
            e = sf_expectation(p, value)
            out.append((e, DiscardOption(game, pair, kept, value, p)))
    out.sort(key=lambda x: x[0], reverse=True)
    # Hopeless options only cost samples; the best one stays even when all look poor.
    kept_options = [o for e, o in out if o.prior >= 0.15] or [o for _, o in out[:1]]
    return kept_options[:DISCARD_OPTIONS]


def ranked_discards(twelve: CardSet, game: GameType, forehand: bool) -> list[CardSet]:
    """Pairs of non-trumps to put away, best first by the heuristic curve (the two
    lowest trumps when there is no other pair)."""
    cards = card_list(twelve)
    rules = rules_for(game)
    scored: list[tuple[float, CardSet]] = []
    for i, a in enumerate(cards):
        if rules.trumps >> a & 1:
            continue
        for b in cards[i + 1 :]:
            if rules.trumps >> b & 1:
                continue
            pair = (1 << a) | (1 << b)
            scored.append((final_chance(twelve & ~pair, game, forehand, points(pair)), pair))
    if not scored:
        plain = [c for c in cards if not rules.trumps >> c & 1]
        low = plain + sorted(
            (c for c in cards if rules.trumps >> c & 1), key=rules.strength.__getitem__
        )
        return [(1 << low[0]) | (1 << low[1])]
    scored.sort(key=lambda x: x[0], reverse=True)
    return [pair for _, pair in scored]


class SkatChoice(StrongBase):
    """Pick up or Hand, discard and declaration by sampling."""

    def _skat(
        self, view: SeatView, legal: tuple[Action, ...], deadline: float
    ) -> tuple[Action, float]:
        """Pick up or Hand by the expected Seeger-Fabian score of each on the same sampled
        deals; the heuristic's call when the budget is too small to judge them."""
        pick = next((a for a in legal if isinstance(a, PickUpSkat)), None)
        hand = next((a for a in legal if isinstance(a, PlayHand)), None)
        if pick is None or hand is None or self.budget_ms < SKAT_MIN_BUDGET_MS:
            return self.heuristic.choose(view, legal), self.last_chance or 0.5
        judged = self._judge_skat(view, deadline)
        if judged is None:
            return self.heuristic.choose(view, legal), self.last_chance or 0.5
        (hand_e, hand_p), (pick_e, pick_p), n, hand_game = judged
        # The Hand game's rate drawn towards even by a few deals' weight: at the default
        # budget some 20 deals are judged, and a game that wins 86 % of them in a long
        # run reached 90 % often enough to be played Hand (issue 15: Hearts Hand with
        # five trumps and no club jack, lost where picking up won).
        # The margin stands for what seeing the skat is worth after picking up, which the
        # open-hand samples miss (the declarer knows the skat in both options).
        # A Null Hand's chance is the heuristic's calibrated one, not an open-hand rate:
        # the margin applies, the minimum chance does not (Strong bids Null up to 35 on
        # that chance, and then picking up leaves only a suit game or Grand above 23).
        # Nor is it asked when picking up expects a loss, or cannot play the Hand game
        # at this bid: the auction may have bid on the Hand game's value, and picking up
        # then leaves another game, often an overbid or a long shot.
        sure = (
            hand_game == GameType.NULL
            or pick_e <= PICKUP_MIN_SCORE
            or not _reaches_picked_up(view.hand, hand_game, view.bid_value)
            or (hand_p * n + 2) / (n + 4) >= HAND_MIN_CHANCE
        )
        if hand_e > pick_e + HAND_MARGIN and sure:
            self.last_chance = hand_p
            return hand, hand_p
        self.last_chance = pick_p
        return pick, pick_p

    def _judge_skat(
        self, view: SeatView, deadline: float
    ) -> tuple[tuple[float, float], tuple[float, float], int, GameType | None] | None:
        """(expected score, win chance) of the best Hand game and of picking up, the
        number of deals judged and the best Hand game (None when none reaches the bid),
        or None when too few deals could be judged in time.

        Every option is solved on the same sampled deals. Hand: each candidate game with
        the skat unseen (its points still count for the declarer, the matadors are
        counted with it). Pick up: each candidate game with that deal's skat taken and the
        pair the heuristic curve likes best put away; and, as a third way, the game the
        heuristic would declare with that skat (it may change the game). An option is a
        fixed way across the deals, so that the best one is not chosen knowing the
        defenders' cards. Null is judged by the heuristic's calibrated chance.
        """
        seat, bid, ten = view.seat, view.bid_value, view.hand
        forehand = seat == 0
        sampler = Sampler(view)
        if not sampler.consistent:
            return None
        hand_games = _hand_candidates(ten, bid, forehand)
        null_hand = _null_hand(ten, bid)
        if not hand_games and null_hand is None:
            return (-1e9, 0.0), (0.0, 0.5), 0, None  # no Hand game reaches the bid
        pick_games = _pickup_candidates(ten, forehand)
        # Its own generator per hand and bid: the same decision whatever came before.
        rng = (
            random.Random(f"skat:{self.seed}:{seat}:{ten}:{bid}")
            if self.seed is not None
            else self.rng
        )
        options: list[SkatOption] = [(True, g) for g in hand_games]
        options += [(False, g) for g in pick_games] + [POLICY]
        # Per option, per world: (Seeger-Fabian score, 1 if won).
        scores: dict[SkatOption, dict[int, tuple[float, int]]] = {o: {} for o in options}
        policy_of: dict[int, GameType] = {}  # worlds where the policy's game is a candidate
        parts = WORKERS if self.parallel else 1
        n_worlds = 0
        complete: list[int] = []
        while True:
            round_start = time.time()
            # Per option and game solved: the world's index, hands, target and game value.
            tasks: dict[tuple[SkatOption, GameType], list[tuple[int, Hands, int, int]]] = {}
            for w in timed_samples(sampler, rng, SKAT_ROUND, deadline):
                i = n_worlds
                n_worlds += 1
                seats = list(w.hands)
                twelve = ten | w.skat
                for hand, g in options[:-1]:
                    value = declared_value(Contract(g, hand=hand), twelve)
                    if value < bid:
                        scores[(hand, g)][i] = (overbid_score(g, bid), 0)
                        continue
                    if hand:
                        seats[seat], target = ten, 61 - points(w.skat)
                    else:
                        kept, pair = best_discard(twelve, g, forehand)
                        seats[seat], target = kept, 61 - points(pair)
                    world = (i, (seats[0], seats[1], seats[2]), target, value)
                    tasks.setdefault(((hand, g), g), []).append(world)
                choice = _pickup_choice(twelve, bid, forehand)
                if not isinstance(choice, tuple):
                    scores[POLICY][i] = (choice, 0)  # Null or an overbid: no solving
                elif choice[0] in pick_games:
                    policy_of[i] = choice[0]  # the same discard: solved once
                else:
                    g, pair, value = choice
                    seats[seat] = twelve & ~pair
                    world = (i, (seats[0], seats[1], seats[2]), 61 - points(pair), value)
                    tasks.setdefault((POLICY, g), []).append(world)
            jobs: list[Job] = []
            owners: list[tuple[SkatOption, list[tuple[int, Hands, int, int]]]] = []
            for (option, game), items in tasks.items():
                for k in range(parts):
                    share = items[k::parts]
                    if share:
                        worlds = tuple((h, t) for _, h, t, _ in share)
                        jobs.append(
                            Job(
                                game,
                                GOAL_POINTS,
                                seat,
                                0,
                                (),
                                0,
                                worlds,
                                (),
                                deadline,
                                self.full_solve,
                            )
                        )
                        owners.append((option, share))
            for (option, share), rows in zip(owners, run_jobs(jobs, self.parallel), strict=True):
                for (i, _, _, value), row in zip(share, rows, strict=False):
                    scores[option][i] = (sf_score(bool(row[0]), value), row[0])
            for i, g in list(policy_of.items()):
                if i in scores[(False, g)]:
                    scores[POLICY][i] = scores[(False, g)][i]
                    del policy_of[i]
            complete = [i for i in range(n_worlds) if all(i in scores[o] for o in options)]
            now = time.time()
            if (
                len(complete) >= SKAT_SAMPLES
                or now + (now - round_start) > deadline
                or _skat_clear(scores, complete, null_hand)
            ):
                break
        if len(complete) < SKAT_MIN_WORLDS:
            return None
        (best_hand, hand_game), best_pick = _best_options(scores, complete)
        if null_hand is not None and null_hand[0] > best_hand[0]:
            best_hand, hand_game = null_hand, GameType.NULL
        return best_hand, best_pick, len(complete), hand_game

    def _discard(
        self, view: SeatView, legal: tuple[Action, ...], deadline: float
    ) -> tuple[Action, float]:
        """The pair to put away and the game to declare, judged together: the suit games
        and Grand that reach the bid, each with its best pairs by the heuristic curve, are
        played out on the same sampled deals (the others' hands do not depend on the
        pair), in rounds so that every option gets as many deals; each option's win rate
        is drawn towards the heuristic curve's chance by a few deals' weight, so an
        option judged on few deals cannot win on luck. Null by the heuristic's
        calibrated chance. Expected list score decides."""
        twelve = view.hand
        seat, bid = view.seat, view.bid_value
        forehand = seat == 0
        nl = [a for a in legal if isinstance(a, Discard)]
        options = discard_options(twelve, bid, forehand)
        null_pick = _null_choice(twelve, bid)
        if not options and null_pick is None:
            # Nothing reaches the bid: the heuristic's discard and declaration (it also
            # knows Null ouvert and Hand-level plans).
            self._plan = None
            return self.heuristic.choose(view, legal), 0.5
        wins = [0] * len(options)
        n = 0
        if options:
            sampler = Sampler(_with_discard(view, options[0].pair))
            if sampler.consistent:
                n = self._judge_options(view, sampler, options, wins, deadline)
        best: tuple[float, Discard, Contract, float] | None = None
        for option, w in zip(options, wins, strict=True):
            p = (w + PRIOR_WEIGHT * option.prior) / (n + PRIOR_WEIGHT)
            e = sf_expectation(p, option.value)
            a, b = card_list(option.pair)
            if best is None or e > best[0]:
                best = (e, discard(a, b), Contract(option.game), p)
        if null_pick is not None:
            e, pair, contract, p = null_pick
            if best is None or e > best[0]:
                best = (e, discard(*pair), contract, p)
        assert best is not None
        e, action, contract, p = best
        self._plan = (twelve & ~((1 << action.cards[0]) | (1 << action.cards[1])), contract)
        self.last_chance = p
        return (action if action in nl else nl[0]), p

    def _judge_options(
        self,
        view: SeatView,
        sampler: Sampler,
        options: list[DiscardOption],
        wins: list[int],
        deadline: float,
    ) -> int:
        """Play every option out on the same sampled deals, a round at a time, adding the
        wins to ``wins``; the number of deals every option was judged on."""
        seat = view.seat
        parts = WORKERS if self.parallel else 1
        judged = 0
        while judged < DISCARD_SAMPLES:
            round_start = time.time()
            worlds = timed_samples(sampler, self.rng, SKAT_ROUND, deadline)
            jobs: list[Job] = []
            owners: list[int] = []
            for k, option in enumerate(options):
                items = []
                for w in worlds:
                    hands = list(w.hands)
                    hands[seat] = option.kept
                    items.append(((hands[0], hands[1], hands[2]), 61 - points(option.pair)))
                for i in range(parts):
                    share = tuple(items[i::parts])
                    if share:
                        jobs.append(
                            Job(
                                option.game,
                                GOAL_POINTS,
                                seat,
                                0,
                                (),
                                0,
                                share,
                                (),
                                deadline,
                                self.full_solve,
                            )
                        )
                        owners.append(k)
            done = [0] * len(options)
            got = [0] * len(options)
            for k, rows in zip(owners, run_jobs(jobs, self.parallel), strict=True):
                got[k] += sum(r[0] for r in rows)
                done[k] += len(rows)
            complete = min(done)
            if complete < len(worlds):
                # The deadline cut the round short: a partly judged round would compare
                # the options on different deals; keep it only if every option has it all.
                break
            for k in range(len(options)):
                wins[k] += got[k]
            judged += complete
            now = time.time()
            if now + (now - round_start) > deadline:
                break
        return judged

    def _declare(
        self, view: SeatView, legal: tuple[Action, ...], deadline: float
    ) -> tuple[Action, float]:
        declares = [a for a in legal if isinstance(a, Declare)]
        if self._plan is not None and self._plan[0] == view.hand:
            want = self._plan[1]
            for d in declares:
                if d.contract == want:
                    return d, self.last_chance or 0.5
        if view.picked_up:
            # No plan (for example a different player discarded): ask the heuristic.
            return self.heuristic.choose(view, legal), 0.5
        # Hand game: sample the skat and the other hands for the likeliest games.
        games = self._candidate_games(view.hand, view.seat == 0)
        chances = self._game_chances(view, games, deadline, None, hand_game=True)
        best: tuple[float, Declare, float] | None = None
        for d in declares:
            c = d.contract
            if c.schneider_announced or (c.ouvert and not c.is_null):
                continue
            if c.is_null:
                judged = _null_option(view.hand, c, view.bid_value)
                if judged is None:
                    continue
                e, p = judged
            elif c.game in chances:
                p, signed = chances[c.game]
                e = 0.0
                for sv in signed:
                    value = abs(sv)
                    if value < view.bid_value:
                        e += overbid_score(c.game, view.bid_value)
                    else:
                        e += sf_score(sv > 0, value)
                e /= max(1, len(signed))
            else:
                p = final_chance(view.hand, c.game, view.seat == 0, 7.5)
                value = declared_value(c, view.hand)
                e = sf_expectation(p, value)
            if best is None or e > best[0]:
                best = (e, d, p)
        if best is None:
            return self.heuristic.choose(view, legal), 0.5
        return best[1], best[2]


Hands = tuple[CardSet, CardSet, CardSet]
# A way to play the deal: (Hand?, game); POLICY picks up and declares as the heuristic.
SkatOption = tuple[bool, GameType]
POLICY: SkatOption = (False, GameType.NULL)


def _hand_candidates(ten: CardSet, bid: int, forehand: bool) -> list[GameType]:
    """The suit or Grand Hand games worth solving: the heuristic's Hand game and the
    likeliest other one that reaches the bid (at most two)."""
    reach = [g for g in TRICK_GAMES if declared_value(Contract(g, hand=True), ten) >= bid]
    reach.sort(key=lambda g: final_chance(ten, g, forehand, 7.5), reverse=True)
    plan = plan_hand(ten, bid, forehand).contract.game
    games = [plan] if plan in reach else []
    for g in reach:
        if len(games) >= 2:
            break
        if g not in games:
            games.append(g)
    return games


def _reaches_picked_up(ten: CardSet, game: GameType | None, bid: int) -> bool:
    """Whether ``game`` picked up, with the matadors of the ten cards, reaches the bid."""
    return game is not None and declared_value(Contract(game), ten) >= bid


def _pickup_choice(
    twelve: CardSet, bid: int, forehand: bool
) -> tuple[GameType, CardSet, int] | float:
    """After picking up: the game, the pair put away and the game's value that the
    heuristic curve expects most from (as ``_discard`` picks its candidates), or the
    expected score itself when that is Null or every game would be an overbid."""
    scored = sorted(((pre_chance(twelve, g, forehand), g) for g in TRICK_GAMES), reverse=True)
    games = [g for p, g in scored[:2] if p >= 0.2] or [scored[0][1]]
    if all(declared_value(Contract(g), twelve) < bid for g in games):
        reach = [g for _, g in scored if declared_value(Contract(g), twelve) >= bid]
        games += reach[:1]
    best: tuple[float, tuple[GameType, CardSet, int] | float] | None = None
    for g in games:
        value = declared_value(Contract(g), twelve)
        if value < bid:
            e = overbid_score(g, bid)
            option: tuple[GameType, CardSet, int] | float = e
        else:
            ten, pair = best_discard(twelve, g, forehand)
            p = final_chance(ten, g, forehand, points(pair))
            e = sf_expectation(p, value)
            option = (g, pair, value)
        if best is None or e > best[0]:
            best = (e, option)
    null_pick = _null_choice(twelve, bid)
    if null_pick is not None and (best is None or null_pick[0] > best[0]):
        return null_pick[0]
    assert best is not None
    return best[1]


def _pickup_candidates(ten: CardSet, forehand: bool) -> list[GameType]:
    """The suit or Grand games worth solving after picking up: the two likeliest before
    the skat (whether they reach the bid depends on the skat's jacks)."""
    scored = sorted(((pre_chance(ten, g, forehand), g) for g in TRICK_GAMES), reverse=True)
    return [g for _, g in scored[:2]]


def _best_options(
    scores: dict[SkatOption, dict[int, tuple[float, int]]], complete: list[int]
) -> tuple[tuple[tuple[float, float], GameType | None], tuple[float, float]]:
    """(mean score, win rate) of the best Hand option with its game (None when there is
    no Hand option), and of the best pick-up option."""
    n = max(1, len(complete))
    best: dict[bool, tuple[float, float]] = {True: (-1e9, 0.0), False: (-1e9, 0.0)}
    hand_game: GameType | None = None
    for option, per_world in scores.items():
        e = sum(per_world[i][0] for i in complete) / n
        if e > best[option[0]][0]:
            best[option[0]] = (e, sum(per_world[i][1] for i in complete) / n)
            if option[0]:
                hand_game = option[1]
    return (best[True], hand_game), best[False]


def _skat_clear(
    scores: dict[SkatOption, dict[int, tuple[float, int]]],
    complete: list[int],
    null_hand: tuple[float, float] | None,
) -> bool:
    """Whether the best Hand option and the best pick-up option are far apart (three
    standard errors of their paired difference) on the worlds judged so far."""
    n = len(complete)
    if n < 2 * SKAT_ROUND:
        return False
    rows: dict[bool, list[list[float]]] = {True: [], False: []}
    for option, per_world in scores.items():
        rows[option[0]].append([per_world[i][0] for i in complete])
    if null_hand is not None:
        rows[True].append([null_hand[0]] * n)
    if not rows[True]:
        return True
    hand, pick = max(rows[True], key=sum), max(rows[False], key=sum)
    diffs = [h - p for h, p in zip(hand, pick, strict=True)]
    mean = sum(diffs) / n
    var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
    return abs(mean) > 3.0 * math.sqrt(var / n)


def _null_option(cards: CardSet, contract: Contract, bid: int) -> tuple[float, float] | None:
    """(expected score, chance) of the Null ``contract`` played with ``cards``, or None
    when it does not reach the bid, is open with a risk left (the heuristic opens only a
    hand without any) or is not worth playing (``NULL_MIN_SCORE``)."""
    risk = null_loss_risk(cards)
    if contract.null_value < bid or (contract.ouvert and risk > 0.0):
        return None
    p = null_chance_of_risk(risk)
    e = sf_expectation(p, contract.null_value)
    return (e, p) if e >= NULL_MIN_SCORE else None


def _null_hand(ten: CardSet, bid: int) -> tuple[float, float] | None:
    """(expected score, chance) of the best Null Hand worth playing (``_null_option``)."""
    judged = (
        _null_option(ten, Contract(GameType.NULL, hand=True, ouvert=ouvert), bid)
        for ouvert in (False, True)
    )
    return max((j for j in judged if j is not None), default=None)


def _null_choice(
    twelve: CardSet, bid: int
) -> tuple[float, tuple[Card, Card], Contract, float] | None:
    """After picking up: the Null (open only with no risk left) with the pair that leaves
    the least risk, as (expected score, pair, contract, chance), or None when no Null
    reaches the bid or it is not worth playing (``NULL_MIN_SCORE``)."""
    if bid > Contract(GameType.NULL, ouvert=True).null_value:
        return None
    cards = card_list(twelve)
    best: tuple[float, tuple[Card, Card]] | None = None
    for i, a in enumerate(cards):
        for b in cards[i + 1 :]:
            risk = null_loss_risk(twelve & ~(1 << a) & ~(1 << b))
            if best is None or risk < best[0]:
                best = (risk, (a, b))
    assert best is not None
    a, b = best[1]
    contract = Contract(GameType.NULL, ouvert=best[0] == 0.0)
    judged = _null_option(twelve & ~(1 << a) & ~(1 << b), contract, bid)
    if judged is None:
        return None
    return judged[0], best[1], contract, judged[1]


def _with_discard(view: SeatView, skat: CardSet) -> SeatView:
    """The declarer's view as if ``skat`` had been put away (for sampling the others)."""
    sizes = list(view.hand_sizes)
    sizes[view.seat] = 10
    return replace(
        view,
        phase=Phase.DECLARE,
        hand=view.hand & ~skat,
        hand_sizes=(sizes[0], sizes[1], sizes[2]),
        discard=skat,
    )
