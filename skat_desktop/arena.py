"""Mirrored bot-against-bot matches with Seeger-Fabian points and a 95% confidence interval.

``python -m skat_desktop.arena --a heuristic --b random --deals 200 --seed 1 [--json]``

Mirroring: every seeded deal is played six times with the same cards. For each of
the three positions (forehand, middlehand, rearhand) kind A sits there alone against
two B players, and then B sits there alone against two A players. Each hand and
each position is thus played three times by A and three times by B, alone and in
pairs alike, so card luck and seat luck cancel within a deal group.

Figures: ``a_points_per_deal`` is the mean Seeger-Fabian score of one A seat in one
deal (a group's A total over its nine A seats), likewise for B; ``diff`` is A minus
B; ``ci95`` is ``diff`` ± 1.96 standard errors of the per-group differences (the
groups are independent, so the normal approximation holds for a few dozen deals).
``levels`` gives per kind how it bid and played: the share of its plays at each position
where it became declarer, how often the deal was passed in while it sat alone, the Grand
and Null shares of the games it declared, its declarer win rate and the mean value of
its games, and the points per seat and deal it earned as declarer and as defender.

A player with a ``see_deal(deal)`` method (the measuring-only ``oracle``) is shown the
whole deal before each of its decisions.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
import time
from dataclasses import dataclass, field
from typing import TextIO

from .bots.base import Player
from .bots.registry import kinds, make_player
from .engine.actions import Action
from .engine.deal import Deal, Phase
from .engine.rules import GameType
from .engine.scoring import DealResult
from .engine.series import SEEGER_FABIAN_DEFENDER_BONUS, SEEGER_FABIAN_GAME_BONUS
from .engine.view import view_of

SEATS_PER_KIND_PER_GROUP = 9  # 3 plays alone + 3 plays x 2 seats in a pair


def seeger_fabian(result: DealResult) -> tuple[int, int, int]:
    """Each position's Seeger-Fabian points from one deal at a 3-player table."""
    scores = [0, 0, 0]
    d = result.declarer
    if result.passed_in or d is None or result.contract is None:
        return (0, 0, 0)
    scores[d] = result.score + (
        SEEGER_FABIAN_GAME_BONUS if result.won else -SEEGER_FABIAN_GAME_BONUS
    )
    if not result.won:
        for p in (0, 1, 2):
            if p != d:
                scores[p] += SEEGER_FABIAN_DEFENDER_BONUS[3]
    return (scores[0], scores[1], scores[2])


def deal_seed(seed: int, index: int) -> int:
    return random.Random(f"skat-desktop-arena:{seed}:{index}").getrandbits(64)


def play_deal(
    seed: int, kinds_at: tuple[str, str, str], bot_seed: int, budget_ms: int | None
) -> DealResult:
    """Play one deal with the given bot kind at forehand, middlehand and rearhand."""
    players = [
        make_player(k, bot_seed * 3 + i, budget_ms=budget_ms) for i, k in enumerate(kinds_at)
    ]
    deal = Deal.from_seed(seed)
    play_on(players, deal)
    assert deal.result is not None
    return deal.result


def play_on(
    players: list[Player], deal: Deal, until: Phase | None = None
) -> list[tuple[int, Action]]:
    """Let the players move until the deal is over (or reaches ``until``); what each seat
    did. A player that may see every card (the Oracle) is shown the deal first."""
    done: list[tuple[int, Action]] = []
    while not deal.is_over:
        seat = deal.current_player
        view = view_of(deal, seat)
        if view.phase == until:
            break
        player = players[seat]
        see = getattr(player, "see_deal", None)
        if see is not None:
            see(deal)
        action = player.choose(view, view.legal)
        done.append((seat, action))
        deal.apply(action, seat)
    return done


@dataclass(slots=True)
class LevelStats:
    """How one kind bid and played over a set of plays (summed over deal groups)."""

    plays_at: list[int] = field(default_factory=lambda: [0, 0, 0])  # plays per position
    declared_at: list[int] = field(default_factory=lambda: [0, 0, 0])
    alone: int = 0  # plays where this kind sat alone against two of the other
    passed_in_alone: int = 0
    grand: int = 0
    null: int = 0
    won: int = 0
    value_sum: int = 0
    # Seeger-Fabian points of its seats earned as declarer and as defenders (the bonus
    # for a game the declarer lost): where a kind's lead over the other comes from.
    declarer_points: int = 0
    defender_points: int = 0

    def add(self, other: LevelStats) -> None:
        for p in (0, 1, 2):
            self.plays_at[p] += other.plays_at[p]
            self.declared_at[p] += other.declared_at[p]
        self.alone += other.alone
        self.passed_in_alone += other.passed_in_alone
        self.grand += other.grand
        self.null += other.null
        self.won += other.won
        self.value_sum += other.value_sum
        self.declarer_points += other.declarer_points
        self.defender_points += other.defender_points

    def figures(self) -> dict[str, object]:
        games = sum(self.declared_at)
        seats = sum(self.plays_at)
        return {
            "declared_share_by_position": [
                round(d / n, 3) if n else 0.0
                for d, n in zip(self.declared_at, self.plays_at, strict=True)
            ],
            "declared_share": round(games / sum(self.plays_at), 3) if sum(self.plays_at) else 0.0,
            "games_declared": games,
            "passed_in_share_alone": round(self.passed_in_alone / self.alone, 3)
            if self.alone
            else 0.0,
            "grand_share": round(self.grand / games, 3) if games else 0.0,
            "null_share": round(self.null / games, 3) if games else 0.0,
            "declarer_win_rate": round(self.won / games, 3) if games else 0.0,
            "mean_game_value": round(self.value_sum / games, 2) if games else 0.0,
            # Per seat and deal, like a_points_per_deal (the two add up to it).
            "declarer_points_per_deal": round(self.declarer_points / seats, 3) if seats else 0.0,
            "defender_points_per_deal": round(self.defender_points / seats, 3) if seats else 0.0,
        }


@dataclass(frozen=True, slots=True)
class GroupResult:
    """One seeded deal played six ways: the totals of each kind and how many were games."""

    a_points: int
    b_points: int
    games: int
    plays: int
    a_stats: LevelStats = field(default_factory=LevelStats)
    b_stats: LevelStats = field(default_factory=LevelStats)


def seating(
    a: str, b: str, position: int, a_alone: bool, cards_seed: int
) -> tuple[tuple[str, str, str], int]:
    """One of a group's six plays: the kinds at forehand, middlehand and rearhand (``a``
    alone at ``position`` against two of ``b``, or ``b`` alone there) and the bots' seed."""
    alone, pair = (a, b) if a_alone else (b, a)
    kinds_at = (
        alone if position == 0 else pair,
        alone if position == 1 else pair,
        alone if position == 2 else pair,
    )
    return kinds_at, (cards_seed ^ (position * 2 + a_alone)) & 0xFFFFFFFF


def play_group(a: str, b: str, seed: int, index: int, budget_ms: int | None) -> GroupResult:
    cards_seed = deal_seed(seed, index)
    a_points = b_points = games = plays = 0
    stats = {True: LevelStats(), False: LevelStats()}  # by "is kind A"
    for position in (0, 1, 2):
        for a_alone in (True, False):
            kinds_at, bot_seed = seating(a, b, position, a_alone, cards_seed)
            result = play_deal(cards_seed, kinds_at, bot_seed, budget_ms)
            plays += 1
            games += not result.passed_in
            sf = seeger_fabian(result)
            for p in (0, 1, 2):
                stats[(p == position) == a_alone].plays_at[p] += 1
            stats[a_alone].alone += 1
            stats[a_alone].passed_in_alone += result.passed_in
            d = result.declarer
            if not result.passed_in and d is not None and result.contract is not None:
                st = stats[(d == position) == a_alone]
                st.declared_at[d] += 1
                st.grand += result.contract.game == GameType.GRAND
                st.null += result.contract.is_null
                st.won += result.won
                st.value_sum += result.value
            for p in (0, 1, 2):
                seat_stats = stats[(p == position) == a_alone]
                if p == d:
                    seat_stats.declarer_points += sf[p]
                else:
                    seat_stats.defender_points += sf[p]
                # Seats, not names, are scored, so a kind against itself still splits 9/9.
                if (p == position) == a_alone:
                    a_points += sf[p]
                else:
                    b_points += sf[p]
    return GroupResult(a_points, b_points, games, plays, stats[True], stats[False])


def _group_job(job: tuple[str, str, int, int, int | None]) -> GroupResult:
    return play_group(*job)


def run(
    a: str,
    b: str,
    deals: int,
    seed: int,
    budget_ms: int | None = None,
    workers: int = 1,
    progress: TextIO | None = None,
) -> dict[str, object]:
    """Play ``deals`` mirrored deal groups and return the figures as a JSON-ready dict.

    With ``progress``, one JSON line of running figures is written after every group, so
    a long run that has to be stopped still leaves the figures of the groups completed.
    """
    start = time.perf_counter()
    jobs = [(a, b, seed, i, budget_ms) for i in range(deals)]
    groups: list[GroupResult] = []

    def done(g: GroupResult) -> None:
        groups.append(g)
        if progress is not None:
            progress.write(json.dumps(summarise(a, b, seed, groups, start)) + "\n")
            progress.flush()

    if workers > 1:
        import multiprocessing

        with multiprocessing.get_context("spawn").Pool(workers) as pool:
            # Ordered and one group at a time: a stopped run has completed a prefix.
            for g in pool.imap(_group_job, jobs):
                done(g)
    else:
        for j in jobs:
            done(_group_job(j))
    return summarise(a, b, seed, groups, start)


def summarise(
    a: str, b: str, seed: int, groups: list[GroupResult], start: float
) -> dict[str, object]:
    """The figures of the groups played so far."""
    n = len(groups)
    a_per = [g.a_points / SEATS_PER_KIND_PER_GROUP for g in groups]
    b_per = [g.b_points / SEATS_PER_KIND_PER_GROUP for g in groups]
    diffs = [x - y for x, y in zip(a_per, b_per, strict=True)]
    mean_a = sum(a_per) / n if n else 0.0
    mean_b = sum(b_per) / n if n else 0.0
    diff = sum(diffs) / n if n else 0.0
    a_stats, b_stats = LevelStats(), LevelStats()
    for g in groups:
        a_stats.add(g.a_stats)
        b_stats.add(g.b_stats)
    if n > 1:
        var = sum((d - diff) ** 2 for d in diffs) / (n - 1)
        half = 1.96 * math.sqrt(var / n)
    else:
        half = math.inf
    return {
        "a": a,
        "b": b,
        "deals": n,
        "games": sum(g.games for g in groups),
        "plays": sum(g.plays for g in groups),
        "a_points_per_deal": round(mean_a, 3),
        "b_points_per_deal": round(mean_b, 3),
        "diff": round(diff, 3),
        # No interval from a single group (JSON has no infinity).
        "ci95": [round(diff - half, 3), round(diff + half, 3)] if n > 1 else None,
        "seed": seed,
        "seconds": round(time.perf_counter() - start, 2),
        "levels": {"a": a_stats.figures(), "b": b_stats.figures()},
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m skat_desktop.arena",
        description="Mirrored matches between two bot kinds, scored in Seeger-Fabian points.",
    )
    parser.add_argument("--a", default="heuristic", help="first bot kind (default heuristic)")
    parser.add_argument("--b", default="random", help="second bot kind (default random)")
    parser.add_argument("--deals", type=int, default=200, help="seeded deals, each played 6 ways")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--budget-ms", type=int, default=None, help="thinking time for bots that use one"
    )
    parser.add_argument("--workers", type=int, default=1, help="processes to play in (default 1)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument(
        "--progress", default=None, help="file to append running figures to, one line a group"
    )
    args = parser.parse_args(argv)
    for kind in (args.a, args.b):
        if kind.lower() not in kinds():
            parser.error(f"unknown bot kind {kind!r}; choose one of: {', '.join(kinds())}")
    if args.deals < 1:
        parser.error("--deals must be at least 1")
    workers = max(1, args.workers)
    if args.progress:
        with open(args.progress, "a", encoding="utf-8") as progress:
            figures = run(args.a, args.b, args.deals, args.seed, args.budget_ms, workers, progress)
    else:
        figures = run(args.a, args.b, args.deals, args.seed, args.budget_ms, workers)
    if args.json:
        print(json.dumps(figures))
        return 0
    ci = figures["ci95"]
    low, high = (float(ci[0]), float(ci[1])) if isinstance(ci, list) else (-math.inf, math.inf)
    print(
        f"{figures['a']} vs {figures['b']}: {figures['deals']} deals x 6 mirrored plays "
        f"({figures['games']} games played, seed {figures['seed']}, {figures['seconds']} s)"
    )
    print(
        f"  {figures['a']:>12}: {figures['a_points_per_deal']:+.1f} Seeger-Fabian points per deal"
    )
    print(
        f"  {figures['b']:>12}: {figures['b_points_per_deal']:+.1f} Seeger-Fabian points per deal"
    )
    print(f"  difference a - b: {figures['diff']:+.1f}  (95% CI {low:+.1f} .. {high:+.1f})")
    levels = figures["levels"]
    assert isinstance(levels, dict)
    for side in ("a", "b"):
        st = levels[side]
        by_pos = " / ".join(f"{x:.0%}" for x in st["declared_share_by_position"])
        print(
            f"  {figures[side]:>12}: declares {by_pos} (fore/middle/rear), passed in "
            f"{st['passed_in_share_alone']:.0%} alone, Grand {st['grand_share']:.0%}, "
            f"Null {st['null_share']:.0%}, wins {st['declarer_win_rate']:.0%}, "
            f"mean value {st['mean_game_value']:.1f}; per deal "
            f"{st['declarer_points_per_deal']:+.1f} as declarer, "
            f"{st['defender_points_per_deal']:+.1f} as defender"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
