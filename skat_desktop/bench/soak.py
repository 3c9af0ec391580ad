"""Soak: many bot-only deals through the engine and the controller, every invariant checked."""

from __future__ import annotations

import argparse
import dataclasses
import json
import os
import random
import sys
import time
import traceback
from collections import Counter
from collections.abc import Callable
from typing import Any

from ..bots.house_rules import HouseRulesPlayer
from ..bots.registry import kinds, make_player
from ..engine import series as series_module
from ..engine.cards import ALL_CARDS, points
from ..engine.deal import Deal, DealOptions, Phase
from ..engine.iss import IssFormatError, IssResult, check_record, parse_record, write_record
from ..engine.series import (
    SEEGER_FABIAN_DEFENDER_BONUS,
    SEEGER_FABIAN_GAME_BONUS,
    FinishedDeal,
    Series,
)
from ..engine.view import view_of

# Slow searching bots get a small budget: the soak is about correctness, not strength.
BOT_BUDGET_MS = 20
MAX_SAMPLES = 20  # violation and exception texts kept in the figures


def option_fields() -> list[str]:
    """The boolean rule switches the engine offers now (new ones are picked up by name)."""
    return [f.name for f in dataclasses.fields(DealOptions) if f.type in (bool, "bool")]


HELD_BACK: set[str] = set()  # options kept off (--hold-back), e.g. while a known bug is open


def random_options(rng: random.Random) -> DealOptions:
    return DealOptions(
        **{name: rng.random() < 0.5 and name not in HELD_BACK for name in option_fields()}
    )


def series_option_fields() -> list[str]:
    """The series' boolean table rules (Bock events...), if the engine has them."""
    found = getattr(series_module, "SeriesOptions", None)
    if found is None:
        return []
    return [f.name for f in dataclasses.fields(found) if f.type in (bool, "bool")]


def random_series(rng: random.Random, players: int) -> tuple[Series, DealOptions]:
    """A series at ``players`` with random deal options and (where offered) table rules."""
    options = random_options(rng)
    seed = rng.getrandbits(32)
    found = getattr(series_module, "SeriesOptions", None)
    if found is None:
        return Series.random_start(players, seed), options
    table = found(deal=options, **{n: rng.random() < 0.5 for n in series_option_fields()})
    return Series.random_start(players, seed, options=table), options


def plain_rules(series: Series, options: DealOptions) -> bool:
    """No Bock, Kontra or Ramsch: the sheet can be recounted here from the results alone."""
    table = getattr(series, "options", None)
    extras = [n for n in option_fields() if n not in ("lenient_bids", "resign_after_show_ends")]
    bock = bool(getattr(table, "bock", False))
    return not bock and not any(getattr(options, n) for n in extras)


# -- invariants ---------------------------------------------------------------------------


def card_violations(deal: Deal) -> list[str]:
    """Every one of the 32 cards is in exactly one place (hand, trick, taken, skat)."""
    phase = deal.phase
    if phase == Phase.DEALING:
        return []
    hands = deal.hands
    places: list[tuple[str, int]] = [(f"hand {i}", hands[i]) for i in range(3)]
    passed_in = phase == Phase.SCORED and deal.contract is None and not deal.ramsch
    if phase in (Phase.BIDDING, Phase.SKAT) or passed_in:
        places.append(("skat", deal.dealt_skat))
    elif phase == Phase.DISCARD:
        if deal.declarer is None or deal.dealt_skat & ~hands[deal.declarer]:
            return ["discard phase: the skat is not in the declarer's hand"]
    else:
        trick = 0
        for c in deal.trick:
            trick |= 1 << c
        places += [(f"taken {i}", deal.taken[i]) for i in range(3)]
        places += [("trick", trick), ("skat", deal.skat)]
        if phase == Phase.SCORED and deal.declarer is not None:
            # Conceded or claimed deals hand the rest to the declarer: the cards still
            # held are then counted in the declarer's tricks as well, so drop the hands.
            rest = hands[0] | hands[1] | hands[2]
            if rest and rest & deal.taken[deal.declarer] == rest:
                places = places[3:]
            # So are the cards of a trick left unfinished by the defenders' concession.
            if trick and trick & deal.taken[deal.declarer] == trick:
                places = [(name, mask) for name, mask in places if name != "trick"]
    seen = 0
    problems = []
    for name, mask in places:
        if seen & mask:
            problems.append(f"{phase.value}: cards of {name} are also elsewhere")
        seen |= mask
    if seen != ALL_CARDS:
        problems.append(f"{phase.value}: {32 - seen.bit_count()} cards are nowhere")
    return problems


def result_violations(deal: Deal) -> list[str]:
    """A scored deal: card points add up to 120 when played out; the result fits the tricks."""
    result = deal.result
    if result is None:
        return [f"{deal.phase.value}: the deal has no result"]
    if result.is_ramsch and result.ended_by is None:
        pts = result.ramsch_points or (0, 0, 0)
        problems = [] if sum(pts) == 120 else [f"Ramsch card points add up to {sum(pts)}"]
        if sum(deal.trick_counts) != 10:
            problems.append(f"{sum(deal.trick_counts)} Ramsch tricks counted, not 10")
        return problems
    if result.passed_in or deal.contract is None:
        return []
    problems = []
    taken = deal.taken[0] | deal.taken[1] | deal.taken[2]
    played_out = (taken | deal.skat) == ALL_CARDS
    if played_out:
        total = sum(points(t) for t in deal.taken) + points(deal.skat)
        if total != 120:
            problems.append(f"card points add up to {total}, not 120")
        if sum(deal.trick_counts) != 10:
            problems.append(f"{sum(deal.trick_counts)} tricks counted, not 10")
    d = deal.declarer
    if d is not None and result.declarer == d:
        own = points(deal.taken[d] | deal.skat)
        if result.declarer_points != own:
            problems.append(f"declarer points {result.declarer_points} != counted {own}")
        if result.score not in (result.value, -2 * result.value):
            problems.append(f"score {result.score} is neither +value nor -2 x value")
        if (result.score > 0) != result.won and result.value:
            problems.append(f"score {result.score} does not fit won={result.won}")
    return problems


def replay_violations(finished: FinishedDeal, deal: Deal, options: DealOptions) -> list[str]:
    """The deal replays from its notation history and from its ISS record to the same result."""
    problems = []
    again = finished.replay(options)
    if again.result != deal.result:
        problems.append("replaying the notation history gives another result")
    if deal.result is not None and not finished.abandoned:
        try:
            record = parse_record(write_record(deal))
        except IssFormatError:
            # ISS records cannot hold Kontra, Re or Ramsch; the notation replay covers those.
            return problems
        replay = check_record(record)
        if replay.error is not None:
            problems.append(f"ISS record does not replay: {replay.error}")
        elif replay.computed != IssResult.of(deal.result) or replay.match is False:
            problems.append("ISS record replays to another result")
    return problems


def sheet_violations(
    series: Series, results: list[tuple[int | None, int, bool]], recount: bool = True
) -> list[str]:
    """The score sheet equals the sum of its deals, counted here independently.

    ``results`` holds (declaring player or None, score, won) for each deal in order. With
    Bock, Kontra or Ramsch (``recount`` False) the rows' own entries are summed instead.
    """
    n = series.players
    rows = series.sheet_rows()
    if len(rows) != len(results):
        return [f"{len(rows)} sheet rows for {len(results)} deals"]
    summed = [0] * n
    for row in rows:
        for q, entry in enumerate(row["entries"]):
            summed[q] += entry or 0
        if row["totals"] != summed:
            return [f"sheet row {row['number']} totals {row['totals']} != sum {summed}"]
    if series.plain_totals() != summed:
        return [f"plain totals {series.plain_totals()} != sum of the rows {summed}"]
    if not recount:
        return []
    plain = [0] * n
    sf = [0] * n
    for player, score, won in results:
        if player is None:
            continue
        plain[player] += score
        sf[player] += score + (SEEGER_FABIAN_GAME_BONUS if won else -SEEGER_FABIAN_GAME_BONUS)
    for player, _score, won in results:
        if player is not None and not won:
            # Every other player at the table, the dealer who sat out at four included.
            for other in range(n):
                if other != player:
                    sf[other] += SEEGER_FABIAN_DEFENDER_BONUS[n]
    problems = []
    if series.plain_totals() != plain:
        problems.append(f"plain totals {series.plain_totals()} != sum of deals {plain}")
    if series.seeger_fabian_totals() != sf:
        problems.append(f"Seeger-Fabian totals {series.seeger_fabian_totals()} != {sf}")
    if rows and rows[-1]["totals"] != plain:
        problems.append(f"last sheet row totals {rows[-1]['totals']} != {plain}")
    return problems


def entry_of(finished: FinishedDeal) -> tuple[int | None, int, bool]:
    if not finished.counts:
        return (None, 0, False)
    return (finished.declarer_player, finished.result.score, finished.result.won)


def round_trip_violations(series: Series, options: DealOptions) -> list[str]:
    again = Series.from_dict(json.loads(json.dumps(series.to_dict())), options)
    if [d.result for d in again.deals] != [d.result for d in series.deals]:
        return ["the series read back from its saved form has other results"]
    if again.plain_totals() != series.plain_totals():
        return ["the series read back from its saved form has other totals"]
    return []


# -- the tally ------------------------------------------------------------------------------


@dataclasses.dataclass
class Tally:
    deals: int = 0
    played_out: int = 0
    passed_in: int = 0
    abandoned: int = 0
    series: int = 0
    actions: int = 0
    exceptions: int = 0
    violations: int = 0
    samples: list[str] = dataclasses.field(default_factory=list)
    contracts: Counter[str] = dataclasses.field(default_factory=Counter)
    tables: Counter[str] = dataclasses.field(default_factory=Counter)
    kinds: Counter[str] = dataclasses.field(default_factory=Counter)
    options: Counter[str] = dataclasses.field(default_factory=Counter)
    # Called after each deal counted (the progress lines).
    on_deal: Callable[[], None] | None = None

    def violate(self, where: str, problems: list[str]) -> None:
        self.violations += len(problems)
        for p in problems:
            if len(self.samples) < MAX_SAMPLES:
                self.samples.append(f"{where}: {p}")

    def crash(self, where: str) -> None:
        self.exceptions += 1
        if len(self.samples) < MAX_SAMPLES:
            self.samples.append(f"{where}: {traceback.format_exc(limit=4)}")

    def count_deal(self, deal: Deal, finished: FinishedDeal) -> None:
        self.deals += 1
        self.actions += len(deal.history)
        r = finished.result
        if finished.abandoned:
            self.abandoned += 1
        elif r.passed_in:
            self.passed_in += 1
        else:
            self.played_out += 1
        if r.contract is not None:
            self.contracts[r.contract.code[:1]] += 1
        if self.on_deal is not None:
            self.on_deal()

    def figures(self) -> dict[str, Any]:
        return {
            "deals": self.deals,
            "series": self.series,
            "played": self.played_out,
            "passed_in": self.passed_in,
            "abandoned": self.abandoned,
            "actions": self.actions,
            "exceptions": self.exceptions,
            "violations": self.violations,
            "contracts": dict(sorted(self.contracts.items())),
            "tables": dict(sorted(self.tables.items())),
            "bot_kinds": dict(sorted(self.kinds.items())),
            "options_on": dict(sorted(self.options.items())),
            "samples": self.samples,
        }


def _count_options(tally: Tally, options: DealOptions) -> None:
    for name in option_fields():
        if getattr(options, name):
            tally.options[name] += 1


# -- engine part ----------------------------------------------------------------------------


def play_engine_deal(deal: Deal, players: list[Any], check_every_action: bool) -> list[str]:
    problems: list[str] = []
    while not deal.is_over:
        seat = deal.current_player
        view = view_of(deal, seat)
        legal = tuple(deal.legal_actions())
        action = players[seat].choose(view, legal)
        if action not in legal:
            problems.append(f"bot {players[seat].name} chose illegal {action}")
            action = legal[0]
        deal.apply(action, seat)
        if check_every_action:
            problems += card_violations(deal)
    return problems


def run_engine(deals: int, seed: int, tally: Tally, deadline: float) -> None:
    """Series of random length at 3, 4 and 5 players with random bots and rule options."""
    rng = random.Random(seed)
    bot_kinds = kinds()
    while tally.deals < deals and time.monotonic() < deadline:
        n = rng.choice((3, 4, 5))
        series, options = random_series(rng, n)
        length = min(rng.randint(1, 12), deals - tally.deals)
        seat_kinds = [rng.choice(bot_kinds) for _ in range(n)]
        tally.series += 1
        tally.tables[f"{n} players"] += 1
        results: list[tuple[int | None, int, bool]] = []
        where = (
            f"engine series seed {series.seed} ({n} players, {getattr(series, 'options', options)})"
        )
        try:
            for number in range(length):
                deal = series.new_deal(options)
                seating = series.seating()
                # Wrapped as the app wraps them: the bots then play Kontra, Re and Ramsch.
                players = [
                    HouseRulesPlayer(
                        make_player(seat_kinds[p], rng.getrandbits(32), budget_ms=BOT_BUDGET_MS)
                    )
                    for p in seating
                ]
                for p in seating:
                    tally.kinds[seat_kinds[p]] += 1
                _count_options(tally, options)
                # Every action is checked in one deal of four: enough to find a leak of a
                # card while the soak still runs thousands of deals a minute.
                problems = play_engine_deal(deal, players, check_every_action=number % 4 == 0)
                problems += card_violations(deal) + result_violations(deal)
                finished = series.record(deal)
                problems += replay_violations(finished, deal, options)
                tally.count_deal(deal, finished)
                results.append(entry_of(finished))
                tally.violate(f"{where} deal {number + 1}", problems)
            recount = plain_rules(series, options)
            tally.violate(where, sheet_violations(series, results, recount))
            tally.violate(where, round_trip_violations(series, options))
        except Exception:
            tally.crash(where)


# -- controller part -------------------------------------------------------------------------


def controller_rules(rng: random.Random, settings_type: Any) -> dict[str, Any]:
    """Random table rules for a controller series: every boolean rule field of
    ControllerSettings (Kontra, Ramsch, Bock events ...), and a tournament seed at times."""
    rules = {
        f.name: rng.random() < 0.5
        for f in dataclasses.fields(settings_type)
        if f.type in (bool, "bool")
        and f.name not in ("auto_play_single_card", "human_is_bot")
        and f.name not in HELD_BACK
    }
    rules["tournament_seed"] = rng.getrandbits(16) if rng.random() < 0.25 else None
    return rules


class ControllerSoak:
    """Drives GameControllers (speed off, bots in every seat) through many series."""

    def __init__(self, deals: int, seed: int, tally: Tally, deadline: float) -> None:
        from PySide6.QtCore import QCoreApplication, QTimer

        from ..controller.game import ControllerSettings, GameController, check_saved_game

        self._check_saved_game = check_saved_game
        self._settings_type = ControllerSettings
        self._timer = QTimer
        self.app = QCoreApplication.instance() or QCoreApplication([])
        self.deals = deals
        self.rng = random.Random(seed ^ 0xC0)
        self.tally = tally
        self.deadline = deadline
        self.last_save: dict[str, Any] | None = None
        self.saves = 0
        self.problems: list[str] = []
        self.controller = GameController(ControllerSettings(speed="off"), autosave=self._autosave)
        self.controller.deal_finished.connect(self._deal_finished)
        self.controller.series_finished.connect(self._series_finished)
        self.controller.problem.connect(lambda text: self.problems.append(f"problem: {text}"))
        self.controller.action_applied.connect(self._action_applied)
        self.results: list[tuple[int | None, int, bool]] = []
        self.where = ""
        self.watchdog_at = 0.0
        self.stuck = 0

    def _autosave(self, data: dict[str, Any]) -> None:
        self.saves += 1
        # Kept as JSON text, as the save file would hold it: nothing shared with the game.
        self.last_save = json.loads(json.dumps(data))

    def _action_applied(self, _player: int, _action: object) -> None:
        deal = self.controller.deal
        if deal is not None and self.rng.random() < 0.25:
            self.problems += card_violations(deal)

    def run(self) -> None:
        self._start_series()
        guard = self._timer()
        guard.timeout.connect(self._watchdog)
        guard.start(1000)
        self.app.exec()
        guard.stop()
        self.controller.shutdown()

    def _watchdog(self) -> None:
        # A table that stops moving for 30 s is stuck: count it and start a fresh series.
        if time.monotonic() - self.watchdog_at > 30:
            self.stuck += 1
            self.tally.violate(self.where, [f"stuck in state {self.controller.state.value}"])
            self._start_series()

    def _start_series(self) -> None:
        if self.tally.deals >= self.deals or time.monotonic() >= self.deadline:
            self.app.quit()
            return
        rng = self.rng
        n = rng.choice((3, 4, 5))
        all_kinds = kinds()
        seat_kinds = tuple(rng.choice(all_kinds) for _ in range(n))
        length = min(rng.randint(1, 12), self.deals - self.tally.deals)
        settings = self._settings_type(
            players=n,
            bot_kinds=seat_kinds[1:],
            human_bot_kind=seat_kinds[0],
            speed="off",
            human_is_bot=True,
            series_length=length,
            seed=rng.getrandbits(32),
            **controller_rules(rng, self._settings_type),
        )
        self.controller.apply_settings(settings)
        for k in seat_kinds:
            self.tally.kinds[k] += 1
        self.tally.series += 1
        self.tally.tables[f"{n} players"] += 1
        self.results = []
        self.where = (
            f"controller series seed {settings.seed} ({n} players, "
            f"{settings.series_options()}, tournament {settings.tournament_seed})"
        )
        self.watchdog_at = time.monotonic()
        self.controller.new_series()

    def _deal_finished(self, finished: FinishedDeal) -> None:
        self.watchdog_at = time.monotonic()
        c = self.controller
        deal = c.deal
        problems, self.problems = self.problems, []
        try:
            assert deal is not None
            if not finished.abandoned:
                problems += card_violations(deal) + result_violations(deal)
            problems += replay_violations(finished, deal, deal.options)
            if self.last_save is None or len(self.last_save["series"]["deals"]) != len(
                c.series.deals
            ):
                problems.append("the finished deal was not saved")
            else:
                self._check_saved_game(self.last_save)
            snap = c.snapshot()
            if list(snap.plain_totals) != c.series.plain_totals():
                problems.append("the table's totals differ from the series")
            self.results.append(entry_of(finished))
            self.tally.count_deal(deal, finished)
            _count_options(self.tally, deal.options)
        except Exception:
            self.tally.crash(self.where)
        self.tally.violate(f"{self.where} deal {len(c.series.deals)}", problems)
        if not (0 < c.series_length <= len(c.series.deals)):
            self._timer.singleShot(0, c.next_deal)

    def _series_finished(self) -> None:
        c = self.controller
        try:
            options = c.series.options.deal
            recount = plain_rules(c.series, options)
            self.tally.violate(self.where, sheet_violations(c.series, self.results, recount))
            self.tally.violate(self.where, round_trip_violations(c.series, options))
        except Exception:
            self.tally.crash(self.where)
        self._timer.singleShot(0, self._start_series)


def run_controller(deals: int, seed: int, tally: Tally, deadline: float) -> int:
    """Returns how often the table got stuck."""
    soak = ControllerSoak(deals, seed, tally, deadline)
    previous = sys.excepthook
    # An exception in a Qt slot is printed and swallowed by PySide; count it instead.
    sys.excepthook = lambda *exc: _count_hook(tally, exc)
    try:
        soak.run()
    finally:
        sys.excepthook = previous
    return soak.stuck


def _count_hook(tally: Tally, exc: tuple[Any, ...]) -> None:
    tally.exceptions += 1
    if len(tally.samples) < MAX_SAMPLES:
        tally.samples.append("".join(traceback.format_exception(*exc, limit=4)))


# -- main -----------------------------------------------------------------------------------


def rss_mb() -> float | None:
    try:
        with open("/proc/self/status", encoding="ascii") as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) / 1024
    except OSError:
        return None
    return None


class Progress:
    """One JSON line on stderr every ``every`` deals (and at most ``seconds`` apart): the
    part (engine or controller), its deals so far of those asked, the rate, the estimated
    time left and the exceptions and violations met, so a long soak shows how it goes."""

    def __init__(self, say: Callable[[str], None], every: int, seconds: float = 30.0) -> None:
        self.say = say
        self.every = max(1, every)
        self.seconds = seconds
        self._last = time.monotonic()

    def watch(self, part: str, tally: Tally, asked: int) -> None:
        started = time.monotonic()

        def report() -> None:
            now = time.monotonic()
            if tally.deals % self.every and now - self._last < self.seconds:
                return
            self._last = now
            elapsed = max(now - started, 1e-9)
            rate = tally.deals / elapsed
            left = (asked - tally.deals) / rate if rate else None
            line = {
                "part": part,
                "deals": tally.deals,
                "of": asked,
                "seconds": round(elapsed, 1),
                "deals_per_s": round(rate, 2),
                "eta_s": None if left is None else round(left),
                "exceptions": tally.exceptions,
                "violations": tally.violations,
                "rss_mb": round(rss_mb() or 0.0, 1),
            }
            self.say(json.dumps(line))

        tally.on_deal = report


def run(
    deals: int,
    seed: int,
    controller_deals: int,
    max_seconds: float,
    progress: Callable[[str], None] | None = None,
    every: int = 100,
) -> dict[str, Any]:
    started = time.monotonic()
    deadline = started + max_seconds
    engine = Tally()
    controller = Tally()
    if progress:
        lines = Progress(progress, every)
        lines.watch("engine", engine, deals)
    run_engine(deals, seed, engine, deadline)
    engine_s = time.monotonic() - started
    if progress:
        progress(f"engine: {engine.deals} deals in {engine_s:.0f} s")
    stuck = 0
    if controller_deals > 0:
        if progress:
            lines.watch("controller", controller, controller_deals)
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        stuck = run_controller(controller_deals, seed, controller, deadline)
    controller_s = time.monotonic() - started - engine_s
    if progress:
        progress(f"controller: {controller.deals} deals in {controller_s:.0f} s")
    complete = engine.deals >= deals and controller.deals >= controller_deals
    return {
        "benchmark": "soak",
        "seed": seed,
        "deals_asked": deals,
        "controller_deals_asked": controller_deals,
        "complete": complete,
        "exceptions": engine.exceptions + controller.exceptions,
        "violations": engine.violations + controller.violations,
        "stuck": stuck,
        "bot_kinds": kinds(),
        "rule_options": option_fields() + series_option_fields(),
        "engine": {**engine.figures(), "seconds": round(engine_s, 1)},
        "controller": {**controller.figures(), "seconds": round(controller_s, 1)},
        "engine_deals": engine.deals,
        "controller_deals": controller.deals,
        "seconds": round(time.monotonic() - started, 1),
        "rss_mb": round(rss_mb() or 0.0, 1),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m skat_desktop.bench soak",
        description="Bot-only deals through the engine and the controller with every "
        "invariant checked; progress lines on stderr, then one JSON object (engine and "
        "controller deals counted apart); exit 1 on any exception or violation.",
    )
    parser.add_argument("--deals", type=int, default=2000, help="engine deals (2000)")
    parser.add_argument(
        "--controller-deals",
        type=int,
        default=None,
        help="deals through the GameController (default: as many as --deals)",
    )
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--max-seconds", type=float, default=6 * 3600.0)
    parser.add_argument(
        "--progress",
        action=argparse.BooleanOptionalAction,
        default=True,
        help="progress lines on stderr as it goes (default; --no-progress for none)",
    )
    parser.add_argument("--every", type=int, default=100, help="deals between progress lines")
    parser.add_argument(
        "--hold-back", action="append", default=[], metavar="OPTION", help="keep a rule off"
    )
    args = parser.parse_args(argv)
    if args.deals < 0:
        parser.error("--deals must be 0 or more")
    HELD_BACK.clear()
    HELD_BACK.update(args.hold_back)
    controller_deals = args.deals if args.controller_deals is None else args.controller_deals

    def progress(text: str) -> None:
        print(text, file=sys.stderr, flush=True)

    try:
        figures = run(
            args.deals,
            args.seed,
            controller_deals,
            args.max_seconds,
            progress if args.progress else None,
            args.every,
        )
        figures["held_back"] = sorted(HELD_BACK)
    finally:
        HELD_BACK.clear()
    print(json.dumps(figures))
    ok = figures["complete"] and not figures["exceptions"] and not figures["violations"]
    return 0 if ok and not figures["stuck"] else 1


if __name__ == "__main__":
    sys.exit(main())
