"""Quick soak: a few hundred bot-only deals through engine and controller, no violation."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from skat_desktop.bench import soak
from skat_desktop.engine.actions import PASS
from skat_desktop.engine.cards import ALL_CARDS
from skat_desktop.engine.deal import Deal, DealOptions
from skat_desktop.engine.series import Series


def test_soak_quick_has_no_exception_or_violation(capsys: pytest.CaptureFixture[str]) -> None:
    # Every rule option is on in some series, Ramsch included (the bots are wrapped in
    # HouseRulesPlayer, as the app wraps them).
    args = ["--deals", "200", "--controller-deals", "120", "--seed", "7"]
    code = soak.main([*args, "--every", "50"])
    captured = capsys.readouterr()
    figures: dict[str, Any] = json.loads(captured.out)
    # Progress as it goes, engine and controller apart.
    lines = [json.loads(line) for line in captured.err.splitlines() if line.startswith("{")]
    engine_lines = [line["deals"] for line in lines if line["part"] == "engine"]
    controller_lines = [line["deals"] for line in lines if line["part"] == "controller"]
    assert {50, 100, 150, 200} <= set(engine_lines) and engine_lines == sorted(engine_lines)
    assert {50, 100} <= set(controller_lines)
    assert all(line["of"] in (200, 120) and "eta_s" in line for line in lines)
    assert (figures["engine_deals"], figures["controller_deals"]) == (200, 120)
    assert figures["exceptions"] == 0, (
        figures["engine"]["samples"] + figures["controller"]["samples"]
    )
    assert figures["violations"] == 0, (
        figures["engine"]["samples"] + figures["controller"]["samples"]
    )
    assert code == 0
    assert figures["engine"]["deals"] == 200
    assert figures["controller"]["deals"] == 120
    # Both table sizes and every registered bot kind took part.
    assert set(figures["engine"]["tables"]) == {"3 players", "4 players", "5 players"}
    assert set(figures["engine"]["bot_kinds"]) == set(figures["bot_kinds"])
    assert figures["engine"]["played"] > 100


def _played_deal(seed: int) -> Deal:
    deal = Series(players=3, first_dealer=0, seed=seed).new_deal()
    rng = random.Random(seed)
    while not deal.is_over:
        legal = deal.legal_actions()
        # Bid rather than pass, so that most deals are played out.
        bids = [a for a in legal if type(a).__name__ in ("Bid", "Hold")]
        deal.apply(rng.choice(bids or legal))
    return deal


def test_checks_find_a_lost_card() -> None:
    # The soak's checks must be able to fail: a card removed from a hand is found.
    deal = Series(players=3, first_dealer=0, seed=3).new_deal()
    assert soak.card_violations(deal) == []
    card = (deal.hands[0] & -deal.hands[0]).bit_length() - 1
    deal.hands[0] &= ~(1 << card)
    assert any("nowhere" in p for p in soak.card_violations(deal))
    deal.hands[1] |= 1 << card
    deal.hands[0] |= 1 << card
    assert any("elsewhere" in p for p in soak.card_violations(deal))


def test_checks_find_wrong_points_and_sheet() -> None:
    seed = next(s for s in range(50) if _played_deal(s).contract is not None)
    deal = _played_deal(seed)
    assert soak.card_violations(deal) == []
    assert soak.result_violations(deal) == []
    d = deal.declarer
    assert d is not None
    # Drop the skat: the card points no longer add up to the declarer's result.
    deal.skat = 0
    assert soak.result_violations(deal) != []
    assert any("nowhere" in p for p in soak.card_violations(deal))
    series = Series(players=3, first_dealer=0, seed=seed)
    finished = series.record(_played_deal(seed))
    right = soak.entry_of(finished)
    assert soak.sheet_violations(series, [right]) == []
    wrong = (right[0], right[1] + 1, right[2]) if right[0] is not None else (0, 1, True)
    assert soak.sheet_violations(series, [wrong]) != []


def test_every_engine_option_is_varied() -> None:
    names = soak.option_fields()
    assert names, "DealOptions has no boolean switches to vary"
    seen = {soak.random_options(random.Random(i)) for i in range(40)}
    for name in names:
        assert {getattr(o, name) for o in seen} == {True, False}
    assert all(isinstance(o, DealOptions) for o in seen)
    assert ALL_CARDS.bit_count() == 32


def test_heuristic_bots_play_ramsch_when_wrapped_as_the_app_wraps_them() -> None:
    # Was a strict-xfail BUG repro: the bare heuristic bot failed an assertion in Ramsch.
    # The app (controller.workers.make_bot) and the soak wrap every bot in HouseRulesPlayer,
    # which plays the Ramsch itself.
    from skat_desktop.bots.house_rules import HouseRulesPlayer
    from skat_desktop.bots.registry import make_player
    from skat_desktop.controller.workers import make_bot
    from skat_desktop.engine.view import view_of

    assert isinstance(make_bot("normal", 1), HouseRulesPlayer)
    options = DealOptions(ramsch=True, schieberamsch=True)
    for seed in range(30):
        deal = Series(players=3, first_dealer=0, seed=seed).new_deal(options)
        bots = [HouseRulesPlayer(make_player("normal", seed * 3 + i)) for i in range(3)]
        while not deal.is_over:
            seat = deal.current_player
            view = view_of(deal, seat)
            legal = tuple(deal.legal_actions())
            # Everybody passes, so the deal is a Ramsch; the bots play it.
            choice = PASS if PASS in legal else bots[seat].choose(view, legal)
            assert choice in legal
            deal.apply(choice, seat)
        assert deal.result is not None and deal.result.is_ramsch
        assert soak.card_violations(deal) == []
