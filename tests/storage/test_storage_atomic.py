"""Atomic writes, quarantine of damaged files and strict JSON reading."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from skat_desktop.storage import atomic
from skat_desktop.storage.atomic import (
    InvalidContent,
    NewerVersion,
    ProblemKind,
    StorageProblem,
    atomic_write_bytes,
    quarantine,
    read_json,
    remove_stale_temp_files,
    stale_temp_files,
    write_json,
)


def _any_dict(data: object) -> dict[str, object]:
    if not isinstance(data, dict):
        raise InvalidContent("is not an object")
    if data.get("version", 1) > 1:
        raise NewerVersion(f"was written by a newer version ({data['version']})")
    return data


def test_write_then_read_round_trip(tmp_path: Path) -> None:
    target = tmp_path / "sub" / "file.json"
    write_json(target, {"ä": [1, 2, {"x": None}], "b": True})
    assert read_json(target, _any_dict) == {"ä": [1, 2, {"x": None}], "b": True}
    assert "ä" in target.read_text("utf-8")  # real characters, not \\u escapes
    assert stale_temp_files(target) == []


def test_missing_file_reads_as_none(tmp_path: Path) -> None:
    assert read_json(tmp_path / "nothing.json", _any_dict) is None


@pytest.mark.parametrize("failure", [OSError("disk full"), KeyboardInterrupt()])
def test_crash_before_rename_keeps_old_file_and_leaves_no_temp(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, failure: BaseException
) -> None:
    target = tmp_path / "file.json"
    atomic_write_bytes(target, b"old")

    def broken_replace(src: object, dst: object) -> None:
        raise failure

    monkeypatch.setattr(os, "replace", broken_replace)
    with pytest.raises(type(failure)):
        atomic_write_bytes(target, b"new content")
    assert target.read_bytes() == b"old"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["file.json"]


def test_crash_during_write_keeps_old_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    target = tmp_path / "file.json"
    atomic_write_bytes(target, b"old")

    def broken_fsync(fd: int) -> None:
        raise OSError("I/O error")

    monkeypatch.setattr(os, "fsync", broken_fsync)
    with pytest.raises(OSError, match="I/O error"):
        atomic_write_bytes(target, b"new")
    assert target.read_bytes() == b"old"
    assert stale_temp_files(target) == []


def test_stale_temp_files_from_a_killed_writer_are_removed(tmp_path: Path) -> None:
    target = tmp_path / "file.json"
    leftover = tmp_path / ".file.json.abc123.tmp"
    leftover.write_bytes(b"half")
    other = tmp_path / ".other.json.abc.tmp"
    other.write_bytes(b"not ours")
    assert remove_stale_temp_files(target, older_than=3600) == 0  # young: maybe in progress
    assert remove_stale_temp_files(target, older_than=0) == 1
    assert not leftover.exists()
    assert other.exists()


def test_quarantine_never_overwrites(tmp_path: Path) -> None:
    target = tmp_path / "file.json"
    kept = []
    for content in (b"first", b"second", b"third"):
        target.write_bytes(content)
        kept.append(quarantine(target))
    assert not target.exists()
    assert len(set(kept)) == 3
    assert [p.read_bytes() for p in kept] == [b"first", b"second", b"third"]
    assert all(p.name.startswith("file.json.damaged-") for p in kept)


def test_quarantine_copy_keeps_the_original(tmp_path: Path) -> None:
    target = tmp_path / "file.json"
    target.write_bytes(b"data")
    copy = quarantine(target, copy=True, marker=".old-")
    assert target.read_bytes() == b"data"
    assert copy.read_bytes() == b"data"
    assert copy.name.startswith("file.json.old-")


BAD_FILES = {
    "empty": (b"", "is empty"),
    "blank": (b"  \n\t ", "is empty"),
    "truncated": (b'{"version": 1, "items": [1, 2, 3', "not valid JSON"),
    "garbage": (bytes(range(256)) * 4, "not UTF-8"),
    "text garbage": (b"hello, this is not json", "not valid JSON"),
    "nan": (b'{"x": NaN}', "NaN is not allowed"),
    "deep": (b"[" * 100_000 + b"]" * 100_000, "not acceptable JSON"),
    "wrong type": (b"[1, 2, 3]", "is not an object"),
    "future": (b'{"version": 99}', "newer version (99)"),
}


@pytest.mark.parametrize("name", sorted(BAD_FILES))
def test_bad_file_is_moved_aside_with_a_clear_message(tmp_path: Path, name: str) -> None:
    content, reason = BAD_FILES[name]
    target = tmp_path / "file.json"
    target.write_bytes(content)
    with pytest.raises(StorageProblem) as info:
        read_json(target, _any_dict, what="test file")
    problem = info.value
    assert problem.path == target
    assert reason in problem.message
    assert str(target) in problem.message
    assert problem.moved_to is not None
    assert str(problem.moved_to) in problem.message
    assert problem.moved_to.read_bytes() == content
    assert not target.exists()
    assert read_json(target, _any_dict) is None  # the caller goes on with defaults
    if name == "future":
        assert problem.kind is ProblemKind.NEWER_VERSION


def test_enormous_file_is_not_read(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    target = tmp_path / "file.json"
    with open(target, "wb") as handle:
        handle.truncate(21 * 1024 * 1024)  # sparse: 21 MB without writing them

    def no_open(*args: object, **kwargs: object) -> None:
        raise AssertionError("an oversized file must not be opened")

    monkeypatch.setattr("builtins.open", no_open)
    with pytest.raises(StorageProblem) as info:
        read_json(target, _any_dict, what="saved game")
    monkeypatch.undo()
    assert info.value.kind is ProblemKind.TOO_LARGE
    assert "21.0 MB, more than the limit of 20.0 MB" in info.value.message
    assert info.value.moved_to is not None
    assert info.value.moved_to.stat().st_size == 21 * 1024 * 1024


def test_a_file_that_cannot_be_moved_aside_says_so(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "file.json"
    target.write_bytes(b"{")

    def refuse(*args: object, **kwargs: object) -> Path:
        raise PermissionError("read-only folder")

    monkeypatch.setattr(atomic, "quarantine", refuse)
    with pytest.raises(StorageProblem) as info:
        read_json(target, _any_dict)
    assert info.value.moved_to is None
    assert "could not be moved aside (read-only folder)" in info.value.message
    assert target.read_bytes() == b"{"


def test_bom_is_accepted(tmp_path: Path) -> None:
    target = tmp_path / "file.json"
    target.write_bytes(b'\xef\xbb\xbf{"a": 1}')
    assert read_json(target, _any_dict) == {"a": 1}


def test_repeated_writes_leave_exactly_one_file(tmp_path: Path) -> None:
    target = tmp_path / "file.json"
    for i in range(50):
        write_json(target, {"i": i}, durable=False)
    assert read_json(target, _any_dict) == {"i": 49}
    assert [p.name for p in tmp_path.iterdir()] == ["file.json"]
