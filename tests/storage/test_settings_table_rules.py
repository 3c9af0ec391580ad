"""The finer table-rule settings: defaults as before, checks, files of today's version 2."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from skat_desktop.storage import paths
from skat_desktop.storage.atomic import ProblemKind
from skat_desktop.storage.settings import (
    BOCK_GRAND_HAND,
    BOCK_HIGH_VALUE,
    BOCK_LOST_KONTRA,
    BOCK_ON_BOCK,
    BOCK_ROUNDS,
    BOCK_SIXTY_ALL,
    KONTRA_AFTER_BID,
    KONTRA_RE,
    LANGUAGE,
    MAX_TOURNAMENT_NUMBER,
    RAMSCH,
    RAMSCH_PUSH_JACKS,
    SCHIEBERAMSCH,
    SETTINGS_VERSION,
    TOURNAMENT_NUMBER,
    Settings,
    load_settings,
)

NEW_KEYS = (
    "kontra_after_bid",
    "ramsch_push_jacks",
    "bock_sixty_all",
    "bock_lost_kontra",
    "bock_grand_hand",
    "bock_high_value",
    "bock_on_bock",
    "tournament_number",
)

# A settings file as the release before these keys wrote it, byte for byte in content.
TODAYS_FILE = {
    "format": "skat-desktop-settings",
    "version": 2,
    "settings": {
        "language": "de",
        "deck_style": "german",
        "card_back": "blue",
        "player_names": ["Heinz", "Anna", "Ben", "Clara"],
        "bot_levels": ["normal", "strong", "easy"],
        "animation_speed": "fast",
        "auto_play_single_card": True,
        "confirm_card_play": False,
        "score_list": "seeger-fabian",
        "table_size": 4,
        "kontra_re": True,
        "ramsch": True,
        "schieberamsch": True,
        "bock_rounds": True,
        "series_length": 36,
        "window_geometry": "",
        "window_state": "",
        "help_geometry": "",
    },
}


def _write(path: Path, content: object) -> bytes:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(content, indent=1), "utf-8")
    return path.read_bytes()


def test_defaults_play_as_the_main_switches_did() -> None:
    settings = Settings()
    assert settings.get(KONTRA_AFTER_BID) is False
    assert settings.get(RAMSCH_PUSH_JACKS) is False
    # Every Bock event counts once Bock rounds are switched on, one round after the other.
    for event in (BOCK_SIXTY_ALL, BOCK_LOST_KONTRA, BOCK_GRAND_HAND, BOCK_HIGH_VALUE):
        assert settings.get(event) is True
    assert settings.get(BOCK_ROUNDS) is False
    assert settings.get(BOCK_ON_BOCK) is False
    assert settings.get(TOURNAMENT_NUMBER) == 0


@pytest.mark.parametrize(
    ("key", "bad", "reason"),
    [
        ("kontra_after_bid", 1, "is not true or false"),
        ("ramsch_push_jacks", "yes", "is not true or false"),
        ("bock_on_bock", None, "is not true or false"),
        ("bock_grand_hand", "false", "is not true or false"),
        ("tournament_number", -1, "outside 0..999999"),
        ("tournament_number", MAX_TOURNAMENT_NUMBER + 1, "outside 0..999999"),
        ("tournament_number", "4711", "is not a whole number"),
        ("tournament_number", 12.5, "is not a whole number"),
        ("tournament_number", True, "is not a whole number"),
    ],
)
def test_bad_values_are_refused(key: str, bad: object, reason: str) -> None:
    settings = Settings()
    before = settings.value(key)
    with pytest.raises(ValueError, match=f"setting '{key}': .*{reason}"):
        settings.set_value(key, bad)
    assert settings.value(key) == before


def test_a_file_of_todays_version_loads_unchanged_with_the_new_defaults(home: Path) -> None:
    path = paths.settings_file()
    original = _write(path, TODAYS_FILE)
    loaded = load_settings()
    assert loaded.problem is None
    assert loaded.notes == ()  # nothing dropped, reset or upgraded
    settings = loaded.settings
    for key, value in TODAYS_FILE["settings"].items():  # type: ignore[attr-defined]
        expected = tuple(value) if isinstance(value, list) else value
        if key == "player_names":
            expected = (*expected, "David")  # the 5-player table's seat, added by default
        elif key == "bot_levels":
            expected = (*expected, "normal")
        assert settings.value(key) == expected, key
    assert settings.get(KONTRA_RE) and settings.get(SCHIEBERAMSCH) and settings.get(BOCK_ROUNDS)
    assert not settings.get(KONTRA_AFTER_BID) and not settings.get(RAMSCH_PUSH_JACKS)
    assert settings.get(BOCK_SIXTY_ALL) and settings.get(BOCK_HIGH_VALUE)
    assert not settings.get(BOCK_ON_BOCK) and settings.get(TOURNAMENT_NUMBER) == 0
    # No new version: the file is neither rewritten nor copied aside, so that the release
    # before can still read it (a version 3 file would be moved aside there as "newer").
    assert SETTINGS_VERSION == 2
    assert path.read_bytes() == original
    assert list(path.parent.glob("settings.json.*")) == []


def test_saving_adds_the_new_keys_and_keeps_every_old_value(home: Path) -> None:
    path = paths.settings_file()
    _write(path, TODAYS_FILE)
    settings = load_settings().settings
    settings.set(BOCK_ON_BOCK, True)
    settings.save()
    data = json.loads(path.read_text("utf-8"))
    assert data["version"] == 2
    for key, value in TODAYS_FILE["settings"].items():  # type: ignore[attr-defined]
        if key in ("player_names", "bot_levels"):  # the 5-player table's seat added
            assert data["settings"][key][:-1] == value, key
        else:
            assert data["settings"][key] == value, key
    assert {key: data["settings"][key] for key in NEW_KEYS} == {
        "kontra_after_bid": False,
        "ramsch_push_jacks": False,
        "bock_sixty_all": True,
        "bock_lost_kontra": True,
        "bock_grand_hand": True,
        "bock_high_value": True,
        "bock_on_bock": True,
        "tournament_number": 0,
    }


def test_round_trip_of_every_new_key(home: Path) -> None:
    settings = Settings()
    settings.set(KONTRA_AFTER_BID, True)
    settings.set(RAMSCH_PUSH_JACKS, True)
    settings.set(BOCK_SIXTY_ALL, False)
    settings.set(BOCK_LOST_KONTRA, False)
    settings.set(BOCK_GRAND_HAND, False)
    settings.set(BOCK_HIGH_VALUE, False)
    settings.set(BOCK_ON_BOCK, True)
    settings.set(TOURNAMENT_NUMBER, MAX_TOURNAMENT_NUMBER)
    settings.save()
    loaded = load_settings()
    assert loaded.problem is None and loaded.notes == ()
    assert loaded.settings == settings
    assert loaded.settings.get(TOURNAMENT_NUMBER) == 999_999
    assert loaded.settings.get(BOCK_SIXTY_ALL) is False


def test_bad_new_values_in_the_file_are_reset_and_reported(home: Path) -> None:
    path = paths.settings_file()
    content = json.loads(json.dumps(TODAYS_FILE))
    content["settings"].update(
        {
            "kontra_after_bid": "yes",
            "bock_on_bock": True,
            "bock_grand_hand": 0,
            "tournament_number": -5,
        }
    )
    original = _write(path, content)
    loaded = load_settings()
    settings = loaded.settings
    # The good values stay, old and new; each bad one is back at its default.
    assert settings.get(LANGUAGE) == "de" and settings.get(RAMSCH)
    assert settings.get(BOCK_ON_BOCK) is True
    assert settings.get(KONTRA_AFTER_BID) is False
    assert settings.get(BOCK_GRAND_HAND) is True
    assert settings.get(TOURNAMENT_NUMBER) == 0
    problem = loaded.problem
    assert problem is not None and problem.kind is ProblemKind.VALUES_RESET
    assert "kontra_after_bid: text is not true or false; reset to False" in problem.message
    assert "bock_grand_hand: a whole number is not true or false; reset to True" in problem.message
    assert "tournament_number: -5 is outside 0..999999; reset to 0" in problem.message
    # Nothing is lost: the original is kept aside before the clean file is written back.
    assert problem.moved_to is not None and problem.moved_to.read_bytes() == original
    again = load_settings()
    assert again.problem is None and again.settings == settings


def test_a_version_1_file_gets_the_new_defaults(home: Path) -> None:
    _write(paths.settings_file(), {"version": 1, "language": "it", "bot_level": "easy"})
    loaded = load_settings()
    assert loaded.problem is None
    assert loaded.settings.get(LANGUAGE) == "it"
    assert loaded.settings.get(BOCK_SIXTY_ALL) is True
    assert loaded.settings.get(TOURNAMENT_NUMBER) == 0
    assert json.loads(paths.settings_file().read_text("utf-8"))["version"] == SETTINGS_VERSION
