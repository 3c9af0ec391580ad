"""Stored settings to ControllerSettings: every table rule, the main switches, tournaments."""

from __future__ import annotations

import itertools
from dataclasses import fields

import pytest

from skat_desktop.controller.game import ControllerSettings
from skat_desktop.controller.preferences import TableRules, controller_settings, table_rules
from skat_desktop.storage import settings as keys


def _before(kontra: bool, ramsch: bool, schieberamsch: bool, bock: bool) -> TableRules:
    """The mapping of the release without the finer keys: one switch per group."""
    return TableRules(
        kontra=kontra,
        kontra_after_bid=False,
        ramsch=ramsch,
        schieberamsch=ramsch and schieberamsch,
        ramsch_push_jacks=False,
        bock_sixty_all=bock,
        bock_lost_kontra=bock,
        bock_grand_hand=bock,
        bock_high_value=bock,
        bock_on_bock=False,
        tournament_seed=None,
    )


def test_every_table_rule_of_the_controller_is_mapped() -> None:
    names = [f.name for f in fields(ControllerSettings)]
    rules = names[names.index("kontra") :]
    assert rules[-1] == "tournament_seed" and "bock_on_bock" in rules
    assert list(TableRules.__annotations__) == rules
    assert list(table_rules(keys.Settings())) == rules


@pytest.mark.parametrize("switches", list(itertools.product((False, True), repeat=4)))
def test_the_main_switches_alone_play_as_before(switches: tuple[bool, bool, bool, bool]) -> None:
    kontra, ramsch, schieberamsch, bock = switches
    stored = keys.Settings(
        {"kontra_re": kontra, "ramsch": ramsch, "schieberamsch": schieberamsch,
         "bock_rounds": bock}
    )  # fmt: skip
    assert table_rules(stored) == _before(*switches)


def test_each_finer_choice_reaches_the_series_options() -> None:
    stored = keys.Settings(
        {"kontra_re": True, "kontra_after_bid": True, "ramsch": True, "schieberamsch": True,
         "ramsch_push_jacks": True, "bock_rounds": True, "bock_sixty_all": False,
         "bock_grand_hand": False, "bock_on_bock": True, "tournament_number": 4711}
    )  # fmt: skip
    config = controller_settings(stored)
    assert config.kontra_after_bid and config.ramsch_push_jacks and config.bock_on_bock
    assert not config.bock_sixty_all and not config.bock_grand_hand
    assert config.bock_lost_kontra and config.bock_high_value
    assert config.tournament_seed == 4711
    options = config.series_options()
    assert options.deal.kontra_after_bid and options.deal.ramsch_push_jacks
    assert options.bock_on_bock and options.bock_lost_kontra and options.bock_high_value
    assert not options.bock_sixty_all and not options.bock_grand_hand
    assert config.new_series().tournament_seed == 4711


def test_a_main_switch_that_is_off_turns_its_finer_choices_off() -> None:
    stored = keys.Settings(
        {"kontra_re": False, "kontra_after_bid": True, "ramsch": False, "schieberamsch": True,
         "ramsch_push_jacks": True, "bock_rounds": False, "bock_on_bock": True}
    )  # fmt: skip
    rules = table_rules(stored)
    assert not any(value for key, value in rules.items() if key != "tournament_seed")
    # With Ramsch but without Schieberamsch, jacks are not pushed either.
    stored.set(keys.RAMSCH, True)
    stored.set(keys.SCHIEBERAMSCH, False)
    rules = table_rules(stored)
    assert rules["ramsch"] and not rules["schieberamsch"] and not rules["ramsch_push_jacks"]
    # The finer choices themselves stay stored for when the switch comes on again.
    assert stored.get(keys.RAMSCH_PUSH_JACKS) and stored.get(keys.BOCK_ON_BOCK)


def test_tournament_number_zero_deals_at_random_and_a_number_repeats_the_deals() -> None:
    assert controller_settings(keys.Settings()).tournament_seed is None
    stored = keys.Settings({"tournament_number": 12})
    one = controller_settings(stored)
    other = controller_settings(stored)
    one.seed, other.seed = 1, 2  # two different series
    a, b = one.new_series(), other.new_series()
    assert a.tournament_seed == b.tournament_seed == 12
    assert [a.deal_seed(k) for k in range(6)] == [b.deal_seed(k) for k in range(6)]
    stored.set(keys.TOURNAMENT_NUMBER, 0)
    random_one, random_other = controller_settings(stored), controller_settings(stored)
    random_one.seed, random_other.seed = 1, 2
    assert random_one.new_series().deal_seed(0) != random_other.new_series().deal_seed(0)
