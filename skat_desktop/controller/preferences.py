"""The controller's settings as the user stored them (storage.settings.Settings)."""

from __future__ import annotations

from typing import Any, TypedDict

from .game import ControllerSettings


class TableRules(TypedDict):
    """The table-rule fields of ControllerSettings."""

    kontra: bool
    kontra_after_bid: bool
    ramsch: bool
    schieberamsch: bool
    ramsch_push_jacks: bool
    bock_sixty_all: bool
    bock_lost_kontra: bool
    bock_grand_hand: bool
    bock_high_value: bool
    bock_on_bock: bool
    tournament_seed: int | None


def controller_settings(settings: Any | None) -> ControllerSettings:
    """The controller's part of the user's settings; the defaults when there are none."""
    if settings is None:
        return ControllerSettings()
    from skat_desktop.storage import settings as keys

    names = tuple(settings.get(keys.PLAYER_NAMES))
    return ControllerSettings(
        players=int(settings.get(keys.TABLE_SIZE)),
        names=names,
        bot_kinds=tuple(settings.get(keys.BOT_LEVELS)),
        speed=str(settings.get(keys.ANIMATION_SPEED)),
        auto_play_single_card=bool(settings.get(keys.AUTO_PLAY_SINGLE_CARD)),
        series_length=int(settings.get(keys.SERIES_LENGTH)),
        **table_rules(settings),
    )


def table_rules(settings: Any) -> TableRules:
    """The table rules the stored settings hold, as ControllerSettings fields.

    Each finer choice counts only under its main switch, as the settings dialog shows it:
    Kontra after bidding under Kontra and Re, pushing jacks under Schieberamsch (itself under
    Ramsch), the four Bock events and Bock on Bock under Bock rounds. So a main switch that
    is off turns its whole group off while the finer choices stay stored for the next time.
    A lost game with Kontra can start Bock rounds only when Kontra is played; the controller
    checks that when it builds the series' options. Tournament number 0 means random deals.
    """
    from skat_desktop.storage import settings as keys

    def on(setting: Any) -> bool:
        return bool(settings.get(setting))

    kontra = on(keys.KONTRA_RE)
    ramsch = on(keys.RAMSCH)
    schieberamsch = ramsch and on(keys.SCHIEBERAMSCH)
    bock = on(keys.BOCK_ROUNDS)
    number = int(settings.get(keys.TOURNAMENT_NUMBER))
    return TableRules(
        kontra=kontra,
        kontra_after_bid=kontra and on(keys.KONTRA_AFTER_BID),
        ramsch=ramsch,
        schieberamsch=schieberamsch,
        ramsch_push_jacks=schieberamsch and on(keys.RAMSCH_PUSH_JACKS),
        bock_sixty_all=bock and on(keys.BOCK_SIXTY_ALL),
        bock_lost_kontra=bock and on(keys.BOCK_LOST_KONTRA),
        bock_grand_hand=bock and on(keys.BOCK_GRAND_HAND),
        bock_high_value=bock and on(keys.BOCK_HIGH_VALUE),
        bock_on_bock=bock and on(keys.BOCK_ON_BOCK),
        tournament_seed=number or None,
    )
