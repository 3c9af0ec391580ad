"""The settings registry: typed access, callbacks, the file, migrations and bad files."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import settings as hyp_settings
from hypothesis import strategies as st

from skat_desktop.storage import paths
from skat_desktop.storage.atomic import ProblemKind
from skat_desktop.storage.settings import (
    ANIMATION_SPEED,
    BOT_LEVELS,
    DECK_STYLE,
    LANGUAGE,
    PLAYER_NAMES,
    REGISTRY,
    SCORE_LIST,
    SERIES_LENGTH,
    SETTINGS_VERSION,
    TABLE_SIZE,
    WINDOW_GEOMETRY,
    Settings,
    load_settings,
    reset_settings_file,
)

EXPECTED_KEYS = {
    "language", "deck_style", "card_back", "player_names", "bot_levels", "animation_speed",
    "auto_play_single_card", "confirm_card_play", "score_list", "table_size", "kontra_re",
    "ramsch", "schieberamsch", "bock_rounds", "series_length", "window_geometry",
    "window_state", "help_geometry", "kontra_after_bid", "ramsch_push_jacks", "bock_sixty_all",
    "bock_lost_kontra", "bock_grand_hand", "bock_high_value", "bock_on_bock", "tournament_number",
    "count_card_points",
}  # fmt: skip


def test_registry_declares_every_setting_with_a_description() -> None:
    assert set(REGISTRY) == EXPECTED_KEYS
    for setting in REGISTRY.values():
        assert setting.description.strip()
        assert setting.check(setting.default) == setting.default


def test_defaults() -> None:
    settings = Settings()
    assert settings.get(LANGUAGE) == "system"
    assert settings.get(PLAYER_NAMES) == ("You", "Anna", "Ben", "Clara", "David")
    assert settings.get(BOT_LEVELS) == ("normal",) * 4
    assert settings.get(TABLE_SIZE) == 3
    assert settings.get(SERIES_LENGTH) == 0
    assert settings.get(SCORE_LIST) == "plain"


@pytest.mark.parametrize(
    ("setting_key", "bad"),
    [
        ("language", "fr"),
        ("table_size", 6),
        ("table_size", True),
        ("series_length", -1),
        ("series_length", "12"),
        ("bot_levels", ["easy", "hard"]),
        ("bot_levels", ["easy"]),
        ("player_names", ["You", "", "Ben", "Clara"]),
        ("player_names", ["x" * 25, "Anna", "Ben", "Clara"]),
        ("deck_style", "Bad Id!"),
        ("window_geometry", "not base64 ***"),
        ("confirm_card_play", 1),
    ],
)
def test_invalid_values_are_refused(setting_key: str, bad: object) -> None:
    settings = Settings()
    before = settings.value(setting_key)
    with pytest.raises(ValueError, match=setting_key):
        settings.set_value(setting_key, bad)
    assert settings.value(setting_key) == before


def test_names_are_tidied() -> None:
    settings = Settings()
    settings.set(PLAYER_NAMES, ("  Max \t Mustermann ", "Anna", "Ben", "Clara"))
    assert settings.get(PLAYER_NAMES)[0] == "Max Mustermann"


def test_change_callbacks() -> None:
    settings = Settings()
    seen: list[tuple[str, object]] = []
    languages: list[object] = []
    unsubscribe = settings.subscribe(lambda k, v: seen.append((k, v)))
    settings.subscribe(lambda k, v: languages.append(v), key="language")
    assert settings.set(LANGUAGE, "de") is True
    assert settings.set(LANGUAGE, "de") is False  # no change, no callback
    settings.set(BOT_LEVELS, ("easy", "normal", "strong"))
    unsubscribe()
    settings.set(ANIMATION_SPEED, "fast")
    assert seen == [("language", "de"), ("bot_levels", ("easy", "normal", "strong", "normal"))]
    assert languages == ["de"]
    with pytest.raises(KeyError, match="no setting called 'nope'"):
        settings.subscribe(lambda k, v: None, key="nope")


def test_reset_fires_callbacks_for_changed_settings_only() -> None:
    settings = Settings({"language": "it", "table_size": 4})
    seen: list[str] = []
    settings.subscribe(lambda k, v: seen.append(k))
    settings.reset()
    assert sorted(seen) == ["language", "table_size"]
    assert settings == Settings()


def test_round_trip(home: Path) -> None:
    settings = Settings()
    settings.set(LANGUAGE, "es")
    settings.set(DECK_STYLE, "tournament")
    settings.set(PLAYER_NAMES, ("Zoë", "Anna", "Ben", "Clara"))
    settings.set(WINDOW_GEOMETRY, "AdnQywADAAAAAAAA")
    settings.set(TABLE_SIZE, 4)
    path = settings.save()
    assert path == paths.settings_file()
    data = json.loads(path.read_text("utf-8"))
    assert data["format"] == "skat-desktop-settings"
    assert data["version"] == SETTINGS_VERSION
    loaded = load_settings()
    assert loaded.problem is None
    assert loaded.notes == ()
    assert loaded.settings == settings
    assert loaded.settings.get(PLAYER_NAMES)[0] == "Zoë"


@hyp_settings(max_examples=40, deadline=None)
@given(
    language=st.sampled_from(["system", "en", "de", "es", "it"]),
    levels=st.lists(st.sampled_from(["easy", "normal", "strong"]), min_size=3, max_size=3),
    length=st.integers(0, 1000),
    name=st.text(st.characters(blacklist_categories=("C", "Z")), min_size=1, max_size=24),
)
def test_round_trip_any_valid_values(
    tmp_path_factory: pytest.TempPathFactory,
    language: str,
    levels: list[str],
    length: int,
    name: str,
) -> None:
    path = tmp_path_factory.mktemp("s") / "settings.json"
    settings = Settings(
        {"language": language, "bot_levels": levels, "series_length": length,
         "player_names": [name, "Anna", "Ben", "Clara"]}
    )  # fmt: skip
    settings.save(path)
    loaded = load_settings(path)
    assert loaded.problem is None
    assert loaded.settings == settings


def test_no_file_gives_defaults(home: Path) -> None:
    loaded = load_settings()
    assert loaded.settings == Settings()
    assert loaded.problem is None
    assert not paths.settings_file().exists()  # loading alone writes nothing


def _write(path: Path, content: object) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(content), "utf-8")


def test_migration_from_version_1(home: Path) -> None:
    path = paths.settings_file()
    old = {
        "version": 1,
        "language": "de",
        "deck": "german",
        "bot_level": "hard",
        "player_name": "Heinz",
        "animations": False,
        "seeger_fabian": True,
        "auto_play_single_card": True,
    }
    _write(path, old)
    loaded = load_settings()
    settings = loaded.settings
    assert loaded.problem is None
    assert settings.get(LANGUAGE) == "de"
    assert settings.get(DECK_STYLE) == "german"
    assert settings.get(BOT_LEVELS) == ("strong",) * 4
    assert settings.get(PLAYER_NAMES) == ("Heinz", "Anna", "Ben", "Clara", "David")
    assert settings.get(ANIMATION_SPEED) == "off"
    assert settings.get(SCORE_LIST) == "seeger-fabian"
    assert "settings upgraded from version 1 to 2" in loaded.notes
    # The file is now version 2 and the version 1 original is kept aside.
    assert json.loads(path.read_text("utf-8"))["version"] == 2
    kept = list(path.parent.glob("settings.json.old-*"))
    assert len(kept) == 1
    assert json.loads(kept[0].read_text("utf-8")) == old
    again = load_settings()
    assert again.settings == settings
    assert again.notes == ()


def test_migration_with_an_unknown_level_keeps_the_default(home: Path) -> None:
    _write(paths.settings_file(), {"version": 1, "deck": "french", "bot_level": "godlike"})
    loaded = load_settings()
    assert loaded.settings.get(BOT_LEVELS) == ("normal",) * 4
    assert any("godlike" in note for note in loaded.notes)


def test_wrong_typed_values_are_reset_and_the_file_copied_aside(home: Path) -> None:
    path = paths.settings_file()
    content = {
        "format": "skat-desktop-settings",
        "version": 2,
        "settings": {"language": 7, "table_size": 4, "bot_levels": "strong", "colour": "red"},
    }
    _write(path, content)
    original = path.read_bytes()
    loaded = load_settings()
    assert loaded.settings.get(TABLE_SIZE) == 4  # the good value survives
    assert loaded.settings.get(LANGUAGE) == "system"
    assert loaded.settings.get(BOT_LEVELS) == ("normal",) * 4
    problem = loaded.problem
    assert problem is not None
    assert problem.kind is ProblemKind.VALUES_RESET
    assert "language: 7 is not one of" in problem.message
    assert "bot_levels" in problem.message
    assert problem.moved_to is not None and problem.moved_to.read_bytes() == original
    assert "colour: unknown setting dropped" in loaded.notes
    # Written back clean: the next start has nothing to report.
    again = load_settings()
    assert again.problem is None
    assert again.settings == loaded.settings


@pytest.mark.parametrize(
    ("content", "reason"),
    [
        (b"", "is empty"),
        (b'{"format": "skat-desktop-settings", "version": 2, "sett', "not valid JSON"),
        (b"\x00\xff\xfe garbage", "not UTF-8"),
        (b'["a", "list"]', "has a list at the top level"),
        (b'{"format": "skat-desktop-settings", "version": "2"}', "no valid version number"),
        (b'{"format": "skat-desktop-settings", "version": 2, "settings": []}', "has a list at"),
        (b'{"format": "something-else", "version": 2}', "not a skat-desktop settings file"),
        (b'{"format": "skat-desktop-settings", "version": 3, "settings": {}}', "newer"),
    ],
)
def test_damaged_files_are_moved_aside_and_defaults_used(
    home: Path, content: bytes, reason: str
) -> None:
    path = paths.settings_file()
    path.parent.mkdir(parents=True)
    path.write_bytes(content)
    loaded = load_settings()
    assert loaded.settings == Settings()
    problem = loaded.problem
    assert problem is not None
    assert reason in problem.message
    assert f"The file {path} could not be used" in problem.message
    assert problem.moved_to is not None and problem.moved_to.read_bytes() == content
    assert not path.exists()
    loaded.settings.save()
    assert load_settings().problem is None


def test_oversized_settings_file(home: Path) -> None:
    path = paths.settings_file()
    path.parent.mkdir(parents=True)
    path.write_bytes(b" " * (2 * 1024 * 1024))
    loaded = load_settings()
    assert loaded.problem is not None
    assert loaded.problem.kind is ProblemKind.TOO_LARGE
    assert loaded.settings == Settings()


def test_reset_settings_file_keeps_the_old_one(home: Path) -> None:
    assert reset_settings_file() is None
    settings = Settings({"language": "it"})
    settings.save()
    kept = reset_settings_file()
    assert kept is not None and kept.name.startswith("settings.json.old-")
    assert json.loads(kept.read_text("utf-8"))["settings"]["language"] == "it"
    assert load_settings().settings == Settings()
