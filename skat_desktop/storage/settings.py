"""The typed settings registry, its versioned file with migrations, and change callbacks.

Each setting is declared once below as a ``Setting`` (key, default, allowed values,
description). Read and write them through the declarations, so that types are checked::

    loaded = load_settings()
    settings = loaded.settings
    settings.get(LANGUAGE)            # 'system'
    settings.set(BOT_LEVELS, ("easy", "normal", "strong"))
    settings.subscribe(lambda key, value: print(key, value))
    settings.save()

The file (``paths.settings_file()``) is::

    {"format": "skat-desktop-settings", "version": 2, "settings": {"language": "de", ...}}

Version 1 (the first release) was flat: ``{"version": 1, "language": ..., "deck":
"french"|"german", "bot_level": "easy"|"medium"|"hard", "player_name": ..., "animations":
true|false, "seeger_fabian": true|false}``; ``_migrate_1_to_2`` upgrades it.

A new key whose default plays as the file did without it needs no new version: a file that
lacks it loads that default, and an older release that finds it drops only that key (the
finer table rules, from ``kontra_after_bid`` to ``tournament_number``, came so). A version
is due when an old value has to be read differently, and then a migration says how.
"""

from __future__ import annotations

import base64
import binascii
import re
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Generic, TypeVar

from skat_desktop.storage import paths
from skat_desktop.storage.atomic import (
    InvalidContent,
    NewerVersion,
    ProblemKind,
    StorageProblem,
    make_problem,
    quarantine,
    read_json,
    remove_stale_temp_files,
    write_json,
)
from skat_desktop.storage.schema import JsonValue, expect_object, type_name

T = TypeVar("T")

SETTINGS_FORMAT = "skat-desktop-settings"
SETTINGS_VERSION = 2
MAX_SETTINGS_BYTES = 1024 * 1024
OLD_VERSION_MARKER = ".old-"

_IDENT = re.compile(r"[a-z0-9][a-z0-9_.:-]{0,63}")
_BASE64 = re.compile(r"[A-Za-z0-9+/=\s]*")
MAX_NAME_LENGTH = 24
MAX_BLOB_LENGTH = 64 * 1024


@dataclass(frozen=True, slots=True)
class Setting(Generic[T]):
    """One declared setting. ``check`` turns a JSON value into a valid T or raises ValueError."""

    key: str
    default: T
    description: str
    check: Callable[[object], T] = field(repr=False, compare=False)
    choices: tuple[Any, ...] = ()
    minimum: int | None = None
    maximum: int | None = None

    def to_json(self, value: T) -> JsonValue:
        """The value as stored in the file (tuples become lists)."""
        if isinstance(value, tuple):
            return list(value)
        return value  # type: ignore[return-value]


REGISTRY: dict[str, Setting[Any]] = {}


def _declare(setting: Setting[T]) -> Setting[T]:
    if setting.key in REGISTRY:
        raise ValueError(f"setting {setting.key!r} declared twice")
    setting.check(setting.default)  # a default that fails its own check is a bug here
    REGISTRY[setting.key] = setting
    return setting


def _choice(key: str, default: str, choices: tuple[str, ...], description: str) -> Setting[str]:
    def check(value: object) -> str:
        if value not in choices or not isinstance(value, str):
            allowed = ", ".join(repr(c) for c in choices)
            raise ValueError(f"{value!r} is not one of {allowed}")
        return value

    return _declare(Setting(key, default, description, check, choices))


def _int_choice(key: str, default: int, choices: tuple[int, ...], description: str) -> Setting[int]:
    def check(value: object) -> int:
        if isinstance(value, bool) or not isinstance(value, int) or value not in choices:
            allowed = ", ".join(str(c) for c in choices)
            raise ValueError(f"{value!r} is not one of {allowed}")
        return value

    return _declare(Setting(key, default, description, check, choices))


def _number(key: str, default: int, minimum: int, maximum: int, description: str) -> Setting[int]:
    def check(value: object) -> int:
        if isinstance(value, bool) or not isinstance(value, int):
            raise ValueError(f"{type_name(value)} is not a whole number")
        if not minimum <= value <= maximum:
            raise ValueError(f"{value} is outside {minimum}..{maximum}")
        return value

    return _declare(Setting(key, default, description, check, (), minimum, maximum))


def _flag(key: str, default: bool, description: str) -> Setting[bool]:
    def check(value: object) -> bool:
        if not isinstance(value, bool):
            raise ValueError(f"{type_name(value)} is not true or false")
        return value

    return _declare(Setting(key, default, description, check, (False, True)))


def _ident(key: str, default: str, description: str) -> Setting[str]:
    def check(value: object) -> str:
        if not isinstance(value, str) or not _IDENT.fullmatch(value):
            raise ValueError(f"{value!r} is not an id (lower-case letters, digits, _ . : -)")
        return value

    return _declare(Setting(key, default, description, check))


def _padded(value: object, default: tuple[str, ...]) -> object:
    """A list one short of ``default`` (stored before the 5-player table) gets the
    default's last entry, so that the names and levels chosen then are kept."""
    if isinstance(value, list | tuple) and len(value) == len(default) - 1:
        return [*value, default[-1]]
    return value


def _names(key: str, default: tuple[str, ...], description: str) -> Setting[tuple[str, ...]]:
    def check(value: object) -> tuple[str, ...]:
        value = _padded(value, default)
        if not isinstance(value, list | tuple) or len(value) != len(default):
            raise ValueError(f"{type_name(value)} is not a list of {len(default)} names")
        names = []
        for name in value:
            if not isinstance(name, str):
                raise ValueError(f"{type_name(name)} is not a name")
            clean = " ".join(name.split())  # tabs, newlines and runs of spaces become one
            if not clean or len(clean) > MAX_NAME_LENGTH or not clean.isprintable():
                raise ValueError(f"{name!r} is not a name of 1 to {MAX_NAME_LENGTH} characters")
            names.append(clean)
        return tuple(names)

    return _declare(Setting(key, default, description, check))


def _levels(
    key: str, default: tuple[str, ...], choices: tuple[str, ...], description: str
) -> Setting[tuple[str, ...]]:
    def check(value: object) -> tuple[str, ...]:
        value = _padded(value, default)
        if not isinstance(value, list | tuple) or len(value) != len(default):
            raise ValueError(f"{type_name(value)} is not a list of {len(default)} levels")
        for level in value:
            if level not in choices or not isinstance(level, str):
                raise ValueError(f"{level!r} is not one of {', '.join(choices)}")
        return tuple(value)

    return _declare(Setting(key, default, description, check, choices))


def _blob(key: str, description: str) -> Setting[str]:
    # Qt's saveGeometry()/saveState() bytes, base64-encoded by the UI layer.
    def check(value: object) -> str:
        if not isinstance(value, str) or len(value) > MAX_BLOB_LENGTH:
            raise ValueError(f"{type_name(value)} is not base64 text up to {MAX_BLOB_LENGTH}")
        if not _BASE64.fullmatch(value):
            raise ValueError("the text is not base64")
        try:
            base64.b64decode(value, validate=False)
        except binascii.Error as error:
            raise ValueError(f"the text is not base64 ({error})") from error
        return value

    return _declare(Setting(key, "", description, check))


LANGUAGES = ("system", "en", "de", "es", "it")
BOT_LEVEL_CHOICES = ("easy", "normal", "strong")
ANIMATION_SPEEDS = ("off", "fast", "normal", "slow")
SCORE_LISTS = ("plain", "seeger-fabian")
COMPUTER_SEATS = 4

LANGUAGE = _choice("language", "system", LANGUAGES, "Language of the app; system follows the OS.")
DECK_STYLE = _ident(
    "deck_style", "french", "Card deck: 'french', 'tournament', 'german' or a system deck id."
)
CARD_BACK = _ident("card_back", "blue", "Design of the card backs.")
PLAYER_NAMES = _names(
    "player_names",
    ("You", "Anna", "Ben", "Clara", "David"),
    "Names of the human and the four computer seats (the third plays at a 4-player table, "
    "the fourth at a 5-player table).",
)
BOT_LEVELS = _levels(
    "bot_levels",
    ("normal",) * COMPUTER_SEATS,
    BOT_LEVEL_CHOICES,
    "Strength of each computer seat, in the order of player_names[1:].",
)
ANIMATION_SPEED = _choice("animation_speed", "normal", ANIMATION_SPEEDS, "Speed of card moves.")
AUTO_PLAY_SINGLE_CARD = _flag(
    "auto_play_single_card", False, "Play the human's card when it is the only legal one."
)
CONFIRM_CARD_PLAY = _flag("confirm_card_play", False, "Ask before a chosen card is played.")
COUNT_CARD_POINTS = _flag(
    "count_card_points", False, "Show each side's card points taken so far (for beginners)."
)
SCORE_LIST = _choice("score_list", "plain", SCORE_LISTS, "Plain list or Seeger-Fabian totals.")
TABLE_SIZE = _int_choice(
    "table_size",
    3,
    (3, 4, 5),
    "Players at the table; at 4 the dealer sits out, at 5 also the second to the dealer's left.",
)
KONTRA_RE = _flag("kontra_re", False, "Defenders may double (Kontra), the declarer redouble (Re).")
RAMSCH = _flag("ramsch", False, "Play Ramsch when all pass instead of passing the deal in.")
SCHIEBERAMSCH = _flag("schieberamsch", False, "Ramsch with passing the skat on (Schieberamsch).")
BOCK_ROUNDS = _flag("bock_rounds", False, "Bock rounds with doubled scores after special events.")
# The finer table rules. Each counts only with its main switch above (KONTRA_RE, SCHIEBERAMSCH,
# BOCK_ROUNDS), and their defaults are how the main switches played before they existed.
KONTRA_AFTER_BID = _flag(
    "kontra_after_bid", False, "Only a defender who bid or held (18 or more) may say Kontra."
)
RAMSCH_PUSH_JACKS = _flag("ramsch_push_jacks", False, "Jacks may be pushed on in Schieberamsch.")
BOCK_SIXTY_ALL = _flag("bock_sixty_all", True, "A game of 60 to 60 starts a Bock round.")
BOCK_LOST_KONTRA = _flag("bock_lost_kontra", True, "A game lost with Kontra starts a Bock round.")
BOCK_GRAND_HAND = _flag("bock_grand_hand", True, "A Grand Hand won starts a Bock round.")
BOCK_HIGH_VALUE = _flag(
    "bock_high_value", True, "A game worth 120 or more (Kontra and Re included) starts one."
)
BOCK_ON_BOCK = _flag(
    "bock_on_bock", False, "Two Bock rounds run side by side; a deal in both counts four times."
)
MAX_TOURNAMENT_NUMBER = 999_999
TOURNAMENT_NUMBER = _number(
    "tournament_number",
    0,
    0,
    MAX_TOURNAMENT_NUMBER,
    "Deals shared by everyone who uses this number; 0 deals at random.",
)
SERIES_LENGTH = _number(
    "series_length", 0, 0, 1000, "Deals in a series; 0 plays on without a fixed end."
)
WINDOW_GEOMETRY = _blob("window_geometry", "Main window size and position (Qt, base64).")
WINDOW_STATE = _blob("window_state", "Main window toolbars and docks (Qt, base64).")
HELP_GEOMETRY = _blob("help_geometry", "Help window size and position (Qt, base64).")


Callback = Callable[[str, object], None]


class Settings:
    """The current settings: typed access, validation, change callbacks and saving."""

    def __init__(
        self, values: Mapping[str, object] | None = None, path: Path | None = None
    ) -> None:
        """Start from the defaults, overlaid with ``values`` (which must all be valid)."""
        self._values: dict[str, object] = {k: s.default for k, s in REGISTRY.items()}
        self._callbacks: list[tuple[str | None, Callback]] = []
        self.path = path
        # Set when the file at ``path`` could not be read and was left in place: saving
        # then refuses to write over it (the user's settings may still be in it).
        self.keep_file: str | None = None
        for key, value in (values or {}).items():
            self._values[key] = _setting(key).check(value)

    def get(self, setting: Setting[T]) -> T:
        value: T = self._values[setting.key]  # type: ignore[assignment]
        return value

    def set(self, setting: Setting[T], value: T) -> bool:
        """Change a setting; ValueError if the value is not allowed. Returns whether it changed."""
        return self.set_value(setting.key, value)

    def value(self, key: str) -> object:
        """A setting by name, for code that walks the registry (the settings dialog)."""
        return self._values[_setting(key).key]

    def set_value(self, key: str, value: object) -> bool:
        try:
            checked = _setting(key).check(value)
        except ValueError as error:
            raise ValueError(f"setting {key!r}: {error}") from error
        if self._values[key] == checked:
            return False
        self._values[key] = checked
        for wanted, callback in list(self._callbacks):
            if wanted is None or wanted == key:
                callback(key, checked)
        return True

    def reset(self, setting: Setting[Any] | None = None) -> None:
        """Back to the default: one setting, or all of them (callbacks fire for each change)."""
        targets = [setting] if setting is not None else list(REGISTRY.values())
        for target in targets:
            self.set_value(target.key, target.default)

    def subscribe(self, callback: Callback, key: str | None = None) -> Callable[[], None]:
        """Call ``callback(key, new_value)`` after each change (of ``key`` only, if given).

        Returns a function that unsubscribes.
        """
        if key is not None:
            _setting(key)
        entry = (key, callback)
        self._callbacks.append(entry)

        def unsubscribe() -> None:
            if entry in self._callbacks:
                self._callbacks.remove(entry)

        return unsubscribe

    def as_json(self) -> dict[str, JsonValue]:
        return {key: REGISTRY[key].to_json(value) for key, value in self._values.items()}

    def __iter__(self) -> Iterator[tuple[Setting[Any], object]]:
        for key, setting in REGISTRY.items():
            yield setting, self._values[key]

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Settings) and self._values == other._values

    __hash__ = None  # type: ignore[assignment]

    def save(self, path: Path | None = None) -> Path:
        """Write the settings file atomically; returns where it went."""
        target = path or self.path or paths.settings_file()
        if self.keep_file is not None and target == self.path:
            raise PermissionError(
                f"the settings were not saved: {target} could not be read ({self.keep_file}) "
                "and is kept as it is"
            )
        envelope = {"format": SETTINGS_FORMAT, "version": SETTINGS_VERSION}
        write_json(target, {**envelope, "settings": self.as_json()})
        self.path = target
        return target


def _setting(key: str) -> Setting[Any]:
    try:
        return REGISTRY[key]
    except KeyError:
        raise KeyError(f"no setting called {key!r}") from None


def _migrate_1_to_2(old: dict[str, object]) -> tuple[dict[str, object], list[str]]:
    """v1 had one deck word, one bot level for all, one player name and on/off animations."""
    new = {k: v for k, v in old.items() if k in ("language", "auto_play_single_card")}
    notes = []
    if "deck" in old:
        new["deck_style"] = old["deck"]
    level = {"easy": "easy", "medium": "normal", "hard": "strong"}.get(str(old.get("bot_level")))
    if level is not None:
        new["bot_levels"] = [level] * COMPUTER_SEATS
    elif "bot_level" in old:
        notes.append(f"bot_level: {old['bot_level']!r} is unknown; using the default")
    if isinstance(old.get("player_name"), str):
        new["player_names"] = [old["player_name"], *PLAYER_NAMES.default[1:]]
    if isinstance(old.get("animations"), bool):
        new["animation_speed"] = "normal" if old["animations"] else "off"
    if isinstance(old.get("seeger_fabian"), bool):
        new["score_list"] = "seeger-fabian" if old["seeger_fabian"] else "plain"
    return new, notes


# MIGRATIONS[n] upgrades the values of a version-n file to version n + 1.
MIGRATIONS: dict[int, Callable[[dict[str, object]], tuple[dict[str, object], list[str]]]] = {
    1: _migrate_1_to_2,
}


@dataclass(frozen=True, slots=True)
class _Parsed:
    version: int
    values: dict[str, object]


def _parse_file(data: object) -> _Parsed:
    top = expect_object(data, "the top level")
    version = top.get("version")
    if isinstance(version, bool) or not isinstance(version, int) or version < 1:
        raise InvalidContent(f"has no valid version number (found {version!r})")
    if version > SETTINGS_VERSION:
        raise NewerVersion(
            f"was written by a newer skat-desktop (settings version {version}; "
            f"this version reads up to {SETTINGS_VERSION})"
        )
    if version == 1 and "format" not in top:
        return _Parsed(1, {k: v for k, v in top.items() if k != "version"})
    if top.get("format") != SETTINGS_FORMAT:
        raise InvalidContent(f"is not a skat-desktop settings file (format {top.get('format')!r})")
    return _Parsed(version, dict(expect_object(top.get("settings"), "settings")))


@dataclass(frozen=True, slots=True)
class SettingsLoad:
    """What ``load_settings`` found.

    ``problem`` is set when the file could not be used whole: it was moved aside (damaged
    or newer) or copied aside (some values reset). ``notes`` lists each value that was
    reset or dropped and each migration step, for a log or a details box.
    """

    settings: Settings
    problem: StorageProblem | None = None
    notes: tuple[str, ...] = ()


def load_settings(path: Path | None = None) -> SettingsLoad:
    """Load the settings file, migrating older versions; never fails.

    Unknown keys are dropped, values that fail their check are reset to the default (a
    copy of the original file is kept aside first), a damaged or newer file is moved
    aside and the defaults are used. A migrated or repaired file is written back at once so
    that the next start is clean; the pre-migration file is kept as ``<name>.old-<time>``.
    """
    target = path or paths.settings_file()
    remove_stale_temp_files(target)
    try:
        parsed = read_json(target, _parse_file, max_bytes=MAX_SETTINGS_BYTES, what="settings file")
    except StorageProblem as damaged:
        settings = Settings(path=target)
        if damaged.moved_to is None:
            settings.keep_file = damaged.reason  # left in place: never written over
        return SettingsLoad(settings, damaged, (damaged.message,))
    if parsed is None:
        return SettingsLoad(Settings(path=target))

    notes: list[str] = []
    values = parsed.values
    for version in range(parsed.version, SETTINGS_VERSION):
        values, step_notes = MIGRATIONS[version](values)
        notes.append(f"settings upgraded from version {version} to {version + 1}")
        notes.extend(step_notes)

    good: dict[str, object] = {}
    reset: list[str] = []
    for key, value in values.items():
        if key not in REGISTRY:
            notes.append(f"{key}: unknown setting dropped")
            continue
        try:
            good[key] = REGISTRY[key].check(value)
        except ValueError as error:
            reset.append(f"{key}: {error}; reset to {REGISTRY[key].default!r}")
    notes.extend(reset)
    settings = Settings(good, path=target)

    problem: StorageProblem | None = None
    if reset:
        problem = make_problem(
            target,
            ProblemKind.VALUES_RESET,
            "some settings had values that are not allowed and were reset to their defaults ("
            + "; ".join(reset)
            + ")",
            copy=True,
        )
    elif parsed.version < SETTINGS_VERSION:
        try:
            kept = quarantine(target, copy=True, marker=OLD_VERSION_MARKER)
            notes.append(f"the version {parsed.version} file was kept as {kept}")
        except OSError as error:
            notes.append(f"the version {parsed.version} file could not be copied aside: {error}")
    if reset or parsed.version < SETTINGS_VERSION:
        try:
            settings.save()
        except OSError as error:
            notes.append(f"the repaired settings could not be written back: {error}")
    return SettingsLoad(settings, problem, tuple(notes))


def reset_settings_file(path: Path | None = None) -> Path | None:
    """For ``--reset-settings``: move the settings file aside as ``<name>.old-<time>``.

    Returns where it went, or None if there was no file. Nothing is deleted.
    """
    target = path or paths.settings_file()
    if not target.exists():
        return None
    return quarantine(target, marker=OLD_VERSION_MARKER)
