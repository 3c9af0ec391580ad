"""Random and mutilated file contents never crash a loader and never lose the bytes."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from skat_desktop.storage.atomic import quarantined_files
from skat_desktop.storage.saves import IMPORTED_MARKER, envelope, load_game
from skat_desktop.storage.settings import Settings, load_settings

FUZZ = settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
VALID_SAVE = json.dumps(envelope({"deals": [[1, 2, 3], {"a": "b"}], "n": 7})).encode()
VALID_SETTINGS = json.dumps(
    {"format": "skat-desktop-settings", "version": 2, "settings": Settings().as_json()}
).encode()


def _check_outcome(path: Path, content: bytes, value: object, problem: object) -> None:
    if problem is None:
        # An accepted legacy save is imported and its bytes kept aside unchanged.
        [kept] = path.parent.glob(path.name + IMPORTED_MARKER + "*")
        assert kept.read_bytes() == content
        assert not path.exists()
    else:
        kept = quarantined_files(path)
        assert [p.read_bytes() for p in kept] == [content]
        assert not path.exists()


@FUZZ
@given(content=st.binary(max_size=300))
def test_random_bytes_as_a_save(tmp_path_factory: pytest.TempPathFactory, content: bytes) -> None:
    path = tmp_path_factory.mktemp("fuzz") / "save.json"
    path.write_bytes(content)
    loaded = load_game(path)
    if content.strip():
        assert loaded.value is None and loaded.problem is not None
        _check_outcome(path, content, loaded.value, loaded.problem)


@FUZZ
@given(data=st.data())
def test_mutilated_saves(tmp_path_factory: pytest.TempPathFactory, data: st.DataObject) -> None:
    content = bytearray(VALID_SAVE)
    cut = data.draw(st.integers(0, len(content)))
    if data.draw(st.booleans()):
        del content[cut:]
    elif cut < len(content):
        content[cut] = data.draw(st.integers(0, 255))
    path = tmp_path_factory.mktemp("fuzz") / "save.json"
    path.write_bytes(bytes(content))
    loaded = load_game(path)
    assert (loaded.value is None) != (loaded.problem is None)
    _check_outcome(path, bytes(content), loaded.value, loaded.problem)


@FUZZ
@given(data=st.data())
def test_mutilated_settings(tmp_path_factory: pytest.TempPathFactory, data: st.DataObject) -> None:
    content = bytearray(VALID_SETTINGS)
    cut = data.draw(st.integers(0, len(content) - 1))
    content[cut] = data.draw(st.integers(0, 255))
    path = tmp_path_factory.mktemp("fuzz") / "settings.json"
    path.write_bytes(bytes(content))
    loaded = load_settings(path)
    for setting, value in loaded.settings:
        assert setting.check(value) == value  # whatever happened, every value is valid
    if loaded.problem is not None:
        assert loaded.problem.moved_to is not None
        assert loaded.problem.moved_to.read_bytes() == bytes(content)


@FUZZ
@given(content=st.binary(max_size=3000))
def test_random_bytes_as_the_database(
    tmp_path_factory: pytest.TempPathFactory, content: bytes
) -> None:
    path = tmp_path_factory.mktemp("fuzz") / "series.sqlite3"
    path.write_bytes(content)
    loaded = load_game(path)
    assert loaded.value is None
    if content:
        # Never a database: moved aside whole, and a fresh one made in its place.
        assert loaded.problem is not None and loaded.problem.moved_to is not None
        assert loaded.problem.moved_to.read_bytes() == content
