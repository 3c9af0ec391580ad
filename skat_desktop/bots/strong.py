"""The Strong player: sampled deals solved open-handed (or played out fast), within a time budget.

Card play: deal the hidden cards many times consistently with the seat's view
(``sampling``), try every legal card on the same samples and count in how many the
seat's side makes its goal (61 for the declarer, or Schneider, Schwarz, Null). Late in
the deal the solver answers exactly; earlier the samples are first played on by a fast
greedy rule until few tricks are left, then solved. Work goes to a lazily started pool
of two worker processes (in-process when processes are unavailable) and stops when the
budget is spent. Bidding, skat and contract: the same sampled play-outs estimate each
game's win chance, and the player bids and declares where the expected Seeger-Fabian
score (+value+50 won, -2 value-50 lost) is best and positive. Pick up or Hand: the
candidate Hand games and picking up (each sampled skat taken, the heuristic's discard)
are solved on the same sampled deals and the better expected score is played.

The bot registry lists the kind ``"strong"`` and imports this module when one is made.
"""

from __future__ import annotations

import time

from ..engine.actions import (
    Action,
)
from ..engine.deal import Phase
from ..engine.view import SeatView
from .playout import Job, evaluate_job, greedy_card
from .pool import run_jobs, shutdown_pool, start_pool
from .strong_auction import Auction
from .strong_core import CONTRACT_BUDGET_FACTOR, DEFAULT_BUDGET_MS
from .strong_play import CardPlay, equivalent_representatives, group_of
from .strong_skat import SkatChoice


class StrongPlayer(CardPlay, Auction, SkatChoice):
    """Search-based player; ``budget_ms`` is the thinking time per decision."""

    # -- protocol ------------------------------------------------------------------------

    def choose(self, view: SeatView, legal: tuple[Action, ...]) -> Action:
        if not legal:
            raise ValueError(f"{self.name} player asked to move with no legal action")
        if view.phase == Phase.SKAT and not self.sampled_skat:
            # The earlier decision: the heuristic's call; the chance is only for hints.
            return self.heuristic.choose(view, legal)
        action, _ = self.hint_with_chance(view, legal)
        return action if action in legal else legal[0]

    def hint_with_chance(
        self, view: SeatView, legal: tuple[Action, ...] | None = None
    ) -> tuple[Action, float]:
        """Its choice for ``view`` and the estimated chance that the seat's side wins."""
        acts = view.legal if legal is None else legal
        if not acts:
            raise ValueError("no legal action to hint")
        phase = view.phase
        budget_ms = float(self.budget_ms)
        if phase in (Phase.SKAT, Phase.DISCARD, Phase.DECLARE):
            budget_ms *= CONTRACT_BUDGET_FACTOR
        # Leave room for the world in progress when the deadline passes.
        deadline = time.time() + 0.75 * budget_ms / 1000.0
        if phase == Phase.PLAY:
            return self._play(view, acts, deadline)
        if phase == Phase.BIDDING:
            return self._bid(view, acts, deadline)
        if phase == Phase.DISCARD:
            return self._discard(view, acts, deadline)
        if phase == Phase.DECLARE:
            return self._declare(view, acts, deadline)
        if self.sampled_skat:
            return self._skat(view, acts, deadline)
        # Pick up or Hand: the heuristic's judgement, with the chance of its plan.
        action = self.heuristic.choose(view, acts)
        chance = self._contract_chances(view, deadline).get("best", 0.5)
        return action, chance


__all__ = [
    "DEFAULT_BUDGET_MS",
    "Job",
    "StrongPlayer",
    "equivalent_representatives",
    "evaluate_job",
    "greedy_card",
    "group_of",
    "run_jobs",
    "shutdown_pool",
    "start_pool",
]
