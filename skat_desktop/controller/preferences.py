"""The controller's settings as the user stored them (storage.settings.Settings)."""

from __future__ import annotations

from typing import Any

from .game import ControllerSettings


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


def table_rules(settings: Any) -> dict[str, bool]:
    """The table rules the stored settings hold, as ControllerSettings fields.

    Storage has one switch for Kontra and Re, Ramsch, Schieberamsch and Bock rounds; the
    finer choices (Kontra only after bidding, pushing jacks, single Bock events, Bock on
    Bock, a tournament number) have no key yet and keep the usual club choice: Kontra for
    every defender, no jacks pushed, every Bock event on, rounds one after the other.
    """
    from skat_desktop.storage import settings as keys

    bock = bool(settings.get(keys.BOCK_ROUNDS))
    ramsch = bool(settings.get(keys.RAMSCH))
    return {
        "kontra": bool(settings.get(keys.KONTRA_RE)),
        "ramsch": ramsch,
        "schieberamsch": ramsch and bool(settings.get(keys.SCHIEBERAMSCH)),
        "bock_sixty_all": bock,
        "bock_lost_kontra": bock,
        "bock_grand_hand": bock,
        "bock_high_value": bock,
    }
