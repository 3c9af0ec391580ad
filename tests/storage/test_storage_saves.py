"""The saved series in progress: round trip, validation, damaged files and clearing."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from skat_desktop.bench.storage import typical_payload
from skat_desktop.storage import paths
from skat_desktop.storage.atomic import InvalidContent, ProblemKind
from skat_desktop.storage.saves import SAVE_FORMAT, clear_game, load_game, save_game
from skat_desktop.storage.schema import JsonObject

PAYLOAD: JsonObject = {
    "players": ["You", "Anna", "Ben"],
    "dealer": 2,
    "deals": [{"actions": [["bid", 18], ["pass"], ["play", "CJ"]], "skat": None}],
    "sheet": {"totals": [24, -48, 0]},
    "finished": False,
}


def test_round_trip(home: Path) -> None:
    path = save_game(PAYLOAD)
    assert path == paths.save_file()
    data = json.loads(path.read_text("utf-8"))
    assert data["format"] == SAVE_FORMAT
    assert data["version"] == 1
    assert data["series"] == PAYLOAD
    loaded = load_game()
    assert loaded.problem is None
    assert loaded.value == PAYLOAD


def test_large_typical_payload_round_trip(home: Path) -> None:
    payload = typical_payload(60_000)
    save_game(payload)
    assert load_game().value == payload


def test_no_save_is_none(home: Path) -> None:
    loaded = load_game()
    assert loaded.value is None and loaded.problem is None


@pytest.mark.parametrize(
    ("payload", "reason"),
    [
        ({"x": 1.5}, "decimal number at series.x"),
        ({"x": (1, 2)}, "has tuple at series.x"),
        ({"x": {1: "a"}}, "non-text key 1 at series.x"),
        ({"x": {"y": object()}}, "has object at series.x.y"),
        ({"x": "a" * 1_000_001}, "characters at series.x"),
    ],
)
def test_saving_bad_data_is_refused(home: Path, payload: JsonObject, reason: str) -> None:
    save_game(PAYLOAD)
    with pytest.raises(ValueError, match="cannot be saved") as info:
        save_game(payload)
    assert reason in str(info.value)
    assert load_game().value == PAYLOAD  # the previous save is untouched


def test_too_deep_payload_is_refused(home: Path) -> None:
    deep: JsonObject = {}
    node = deep
    for _ in range(100):
        child: JsonObject = {}
        node["c"] = child
        node = child
    with pytest.raises(ValueError, match="nested more than 64 levels"):
        save_game(deep)


def _envelope(**changes: object) -> bytes:
    content: dict[str, object] = {
        "format": SAVE_FORMAT,
        "version": 1,
        "saved_at": "2025-01-31T20:15:00+00:00",
        "series": PAYLOAD,
    }
    content.update(changes)
    return json.dumps({k: v for k, v in content.items() if v is not ...}).encode()


DAMAGED = {
    "empty": (b"", "saved game is empty"),
    "truncated": (_envelope()[:-20], "not valid JSON"),
    "garbage": (b"\x89PNG\r\n\x1a\n\x00\x00", "not UTF-8"),
    "wrong top type": (b'"just text"', "has text at the top level"),
    "wrong format": (_envelope(format="other"), "not a skat-desktop saved game"),
    "missing series": (_envelope(series=...), "lacks the field 'series'"),
    "series is a list": (_envelope(series=[1, 2]), "has a list at series"),
    "version is text": (_envelope(version="1"), "has text at version"),
    "bad date": (_envelope(saved_at="yesterday"), "'yesterday' at saved_at"),
    "float inside": (_envelope(series={"a": 0.5}), "decimal number at series.a"),
    "future": (_envelope(version=7), "newer skat-desktop (save version 7"),
}


@pytest.mark.parametrize("name", sorted(DAMAGED))
def test_damaged_save_is_moved_aside(home: Path, name: str) -> None:
    content, reason = DAMAGED[name]
    path = paths.save_file()
    path.parent.mkdir(parents=True)
    path.write_bytes(content)
    loaded = load_game()
    assert loaded.value is None
    problem = loaded.problem
    assert problem is not None
    assert reason in problem.message, problem.message
    assert str(path) in problem.message
    assert problem.moved_to is not None and problem.moved_to.read_bytes() == content
    assert (problem.kind is ProblemKind.NEWER_VERSION) == (name == "future")
    # The app starts a new series: no file, and saving works again.
    assert load_game().value is None and load_game().problem is None
    save_game(PAYLOAD)
    assert load_game().value == PAYLOAD


def test_enormous_save_is_moved_aside_unread(home: Path) -> None:
    path = paths.save_file()
    path.parent.mkdir(parents=True)
    with open(path, "wb") as handle:
        handle.truncate(25 * 1024 * 1024)
    loaded = load_game()
    assert loaded.problem is not None
    assert loaded.problem.kind is ProblemKind.TOO_LARGE
    assert "25.0 MB, more than the limit of 20.0 MB" in loaded.problem.message
    assert loaded.problem.moved_to is not None and loaded.problem.moved_to.exists()


def test_controller_check_can_refuse_a_payload(home: Path) -> None:
    save_game(PAYLOAD)

    def check(series: JsonObject) -> None:
        if series.get("dealer") == 2:
            raise KeyError("seat 2 has no hand")

    loaded = load_game(check=check)
    assert loaded.value is None
    assert loaded.problem is not None
    assert "holds a series the game cannot use ('seat 2 has no hand')" in loaded.problem.message

    save_game(PAYLOAD)

    def strict(series: JsonObject) -> None:
        raise InvalidContent("has no deal in progress")

    loaded = load_game(check=strict)
    assert loaded.problem is not None
    assert "saved game has no deal in progress" in loaded.problem.message


def test_clear_game(home: Path) -> None:
    assert clear_game() is False
    save_game(PAYLOAD)
    assert clear_game() is True
    assert not paths.save_file().exists()
    assert load_game().value is None
