"""The series' remembered Bock queue and saved entries follow every change of its deals."""

from __future__ import annotations

import random
from dataclasses import replace

from skat_desktop.engine.series import Series, SeriesOptions


def _play(series: Series, rng: random.Random, count: int) -> None:
    for _ in range(count):
        deal = series.new_deal()
        while not deal.is_over:
            deal.apply(rng.choice(list(deal.legal_actions())))
        series.record(deal)


def _fresh(series: Series) -> Series:
    copy = Series(series.players, series.first_dealer, series.seed, options=series.options)
    copy.deals = list(series.deals)
    return copy


def test_saved_entries_and_bock_follow_added_and_removed_deals() -> None:
    rng = random.Random(4)
    options = replace(SeriesOptions(), bock_sixty_all=True, bock_high_value=True)
    series = Series.random_start(3, 11, options=options)
    for _ in range(6):
        _play(series, rng, rng.randint(1, 5))
        fresh = _fresh(series)  # nothing remembered: worked out from the deals alone
        assert series.to_dict() == fresh.to_dict()
        assert (series.next_bock, series.bock_rounds_pending) == (
            fresh.next_bock,
            fresh.bock_rounds_pending,
        )
        # A deal taken back and another entered in its place is seen, not remembered.
        series.deals.pop()
        assert series.to_dict()["deals"] == _fresh(series).to_dict()["deals"]
        _play(series, rng, 1)
        assert series.to_dict()["deals"] == _fresh(series).to_dict()["deals"]
    entries = series.to_dict()["deals"]
    entries.append({"history": [], "abandoned": True})  # the caller's list, not the memo
    assert len(series.to_dict()["deals"]) == len(series.deals)
