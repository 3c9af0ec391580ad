"""Seeded series played by a scripted policy, shared by the review and statistics tests."""

from __future__ import annotations

import random

from skat_desktop.engine.actions import Bid, Declare, Hold, Pass, PickUpSkat, PlayHand
from skat_desktop.engine.deal import Deal
from skat_desktop.engine.scoring import declared_value
from skat_desktop.engine.series import Series

NAMES = ("You", "Anna", "Ben", "Clara")


def choose(deal: Deal, rng: random.Random, limits: list[int]) -> object:
    """Bid up to a seat's limit, mostly pick up the skat, otherwise any legal action."""
    legal = deal.legal_actions()
    seat = deal.current_player
    if any(isinstance(a, (Bid, Hold)) for a in legal):
        for action in legal:
            if isinstance(action, Hold) and deal.bid_value <= limits[seat]:
                return action
            if isinstance(action, Bid) and action.value <= limits[seat]:
                return action
        return next(a for a in legal if isinstance(a, Pass))
    if any(isinstance(a, PickUpSkat) for a in legal):
        wanted = PlayHand if rng.random() < 0.2 else PickUpSkat
        return next(a for a in legal if isinstance(a, wanted))
    if any(isinstance(a, Declare) for a in legal):
        # Prefer games worth the bid so that most deals are fought out, not overbid.
        twelve = deal.twelve_cards()
        worth = [
            a
            for a in legal
            if isinstance(a, Declare) and declared_value(a.contract, twelve) >= deal.bid_value
        ]
        plain = [
            a
            for a in worth
            if isinstance(a, Declare)
            and not (a.contract.is_null or a.contract.ouvert or a.contract.schneider_announced)
        ]
        return rng.choice(plain or worth or legal)
    return rng.choice(legal)


def play_deal(series: Series, rng: random.Random) -> Deal:
    deal = series.new_deal()
    limits = [rng.choice([0, 0, 18, 20, 24, 30, 46]) for _ in range(3)]
    while not deal.is_over:
        deal.apply(choose(deal, rng, limits))  # type: ignore[arg-type]
    return deal


def play_series(players: int = 3, deals: int = 6, seed: int = 3) -> Series:
    """A series of ``deals`` finished deals, the same for the same arguments."""
    rng = random.Random(seed)
    series = Series(players=players, first_dealer=seed % players, seed=seed)
    for _ in range(deals):
        series.record(play_deal(series, rng))
    return series
