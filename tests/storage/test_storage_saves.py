"""The saved series in progress: round trip, validation, damaged files and clearing."""

from __future__ import annotations

import json
import os
import sqlite3
from pathlib import Path

import pytest

from skat_desktop.bench.storage import typical_payload
from skat_desktop.storage import paths, saves
from skat_desktop.storage.atomic import InvalidContent, ProblemKind
from skat_desktop.storage.saves import SAVE_FORMAT, GameStore, clear_game, load_game, save_game
from skat_desktop.storage.schema import JsonObject, JsonValue

PAYLOAD: JsonObject = {
    "players": ["You", "Anna", "Ben"],
    "dealer": 2,
    "deals": [{"actions": [["bid", 18], ["pass"], ["play", "CJ"]], "skat": None}],
    "sheet": {"totals": [24, -48, 0]},
    "finished": False,
}


def test_round_trip(home: Path) -> None:
    path = save_game(PAYLOAD)
    assert path == paths.game_database()
    with sqlite3.connect(path) as db:
        assert db.execute("PRAGMA journal_mode").fetchone() == ("wal",)
        assert db.execute("PRAGMA user_version").fetchone() == (saves.SCHEMA.version,)
    loaded = load_game()
    assert loaded.problem is None
    assert loaded.value == PAYLOAD


def test_large_typical_payload_round_trip(home: Path) -> None:
    payload = typical_payload(60_000)
    save_game(payload)
    assert load_game().value == payload


def _controller_payload(deals: int, series_id: str = "s1") -> JsonObject:
    entries: list[JsonValue] = [
        {"history": [f"D{i}", "P", "P"], "abandoned": False} for i in range(deals)
    ]
    return {
        "id": series_id,
        "state": "bidding",
        "series": {"players": 3, "first_dealer": 0, "seed": 7, "deals": entries},
        "deal": {"history": ["D", "18"]},
    }


def test_each_save_writes_only_what_changed(home: Path) -> None:
    store = GameStore()
    payload = _controller_payload(3)
    store.save(payload)
    with sqlite3.connect(store.path) as db:
        assert db.execute("SELECT count(*) FROM current_deals").fetchone() == (3,)
    # A fourth deal finished: one row more, the first three untouched (same rowid text).
    more = _controller_payload(4)
    store.save(more)
    assert store.load().value == more
    # A new series (another id, no deals): the old deals go.
    fresh = _controller_payload(0, "s2")
    store.save(fresh)
    assert store.load().value == fresh
    with sqlite3.connect(store.path) as db:
        assert db.execute("SELECT count(*) FROM current_deals").fetchone() == (0,)
    store.close()


def test_a_changed_earlier_deal_is_written_again(home: Path) -> None:
    store = GameStore()
    store.save(_controller_payload(3))
    changed = _controller_payload(4)
    changed["series"]["deals"][2]["abandoned"] = True  # type: ignore[index]
    store.save(changed)
    store.close()
    assert load_game().value == changed


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
def test_damaged_legacy_save_is_moved_aside(home: Path, name: str) -> None:
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


def test_controller_check_can_refuse_a_payload(home: Path) -> None:
    save_game(PAYLOAD)

    def check(series: JsonObject) -> None:
        if series.get("dealer") == 2:
            raise KeyError("seat 2 has no hand")

    loaded = load_game(check=check)
    assert loaded.value is None
    assert loaded.problem is not None
    assert "holds a series the game cannot use ('seat 2 has no hand')" in loaded.problem.message
    # The refused game is kept whole beside the database, and named in the message.
    kept = loaded.problem.moved_to
    assert kept is not None and str(kept) in loaded.problem.message
    copy = json.loads(kept.read_text("utf-8"))
    assert json.loads(copy["header"]) == PAYLOAD
    assert load_game().value is None  # and the next start begins afresh

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
    assert load_game().value is None


def _legacy(home: Path, payload: JsonObject) -> Path:
    path = paths.save_file()
    path.parent.mkdir(parents=True, exist_ok=True)
    content = {"format": SAVE_FORMAT, "version": 1, "saved_at": "2025-01-31T20:15:00+00:00"}
    path.write_text(json.dumps({**content, "series": payload}), "utf-8")
    return path


def test_legacy_json_save_is_imported_once_and_kept_aside(home: Path) -> None:
    payload = _controller_payload(5)
    legacy = _legacy(home, payload)
    original = legacy.read_bytes()
    loaded = load_game()
    assert loaded.problem is None and loaded.value == payload
    assert not legacy.exists()
    [kept] = legacy.parent.glob("saved-series.json.imported-*")
    assert kept.read_bytes() == original
    # Played on; the kept file is never imported again over the newer game.
    save_game(_controller_payload(6))
    assert load_game().value == _controller_payload(6)


def test_import_interrupted_before_the_file_went_aside_is_not_repeated(home: Path) -> None:
    payload = _controller_payload(2)
    legacy = _legacy(home, payload)
    store = GameStore()
    # A run killed between the import's commit and the move: the file is still there.
    store._open = lambda: None  # type: ignore[method-assign]
    store.close()
    first = GameStore()
    first._opened = True
    first._db, _ = saves.open_database(first.path, saves.SCHEMA)
    first._write(payload, record_import=saves.hashlib.sha256(legacy.read_bytes()).hexdigest())
    first.save(_controller_payload(3))  # and played one more deal
    first.close()
    assert legacy.exists()
    loaded = load_game()
    assert loaded.value == _controller_payload(3)  # not replaced by the old import
    assert not legacy.exists()


def test_legacy_save_beside_a_newer_game_is_kept_not_imported(home: Path) -> None:
    save_game(_controller_payload(4))
    legacy = _legacy(home, _controller_payload(1, "old"))
    content = legacy.read_bytes()
    loaded = load_game()
    assert loaded.value == _controller_payload(4)
    assert loaded.problem is not None and "not imported" in loaded.problem.message
    assert loaded.problem.moved_to is not None and loaded.problem.moved_to.read_bytes() == content


def test_damaged_database_is_moved_aside_with_its_wal(home: Path) -> None:
    path = paths.game_database()
    path.parent.mkdir(parents=True)
    path.write_bytes(b"PK\x03\x04 not a database" + b"\xff" * 5000)
    (path.parent / (path.name + "-wal")).write_bytes(b"junk wal")
    loaded = load_game()
    problem = loaded.problem
    assert problem is not None and problem.moved_to is not None
    assert str(path) in problem.message and str(problem.moved_to) in problem.message
    assert problem.moved_to.read_bytes().startswith(b"PK\x03\x04")
    assert (problem.moved_to.parent / (problem.moved_to.name + "-wal")).read_bytes() == b"junk wal"
    save_game(PAYLOAD)
    assert load_game().value == PAYLOAD


def test_database_failing_its_integrity_check_is_moved_aside(home: Path) -> None:
    save_game(_controller_payload(300))
    path = paths.game_database()
    with sqlite3.connect(path) as db:
        db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        page = db.execute("PRAGMA page_size").fetchone()[0]
    data = bytearray(path.read_bytes())
    assert len(data) > 3 * page
    for start in range(page, len(data), page):  # every page header but the first scribbled
        data[start : start + 12] = b"\x07" * 12
    path.write_bytes(bytes(data))
    loaded = load_game()
    assert loaded.problem is not None and loaded.problem.moved_to is not None
    assert loaded.problem.moved_to.read_bytes() == bytes(data)
    assert loaded.value is None
    save_game(PAYLOAD)
    assert load_game().value == PAYLOAD


def test_database_from_a_newer_version_is_kept_aside(home: Path) -> None:
    save_game(PAYLOAD)
    with sqlite3.connect(paths.game_database()) as db:
        db.execute("PRAGMA user_version = 99")
    loaded = load_game()
    assert loaded.problem is not None and loaded.problem.kind is ProblemKind.NEWER_VERSION
    assert "schema version 99" in loaded.problem.message
    assert loaded.problem.moved_to is not None
    with sqlite3.connect(loaded.problem.moved_to) as db:
        assert db.execute("PRAGMA user_version").fetchone() == (99,)


def test_edited_rows_that_are_not_json_are_kept_aside(home: Path) -> None:
    save_game(_controller_payload(2))
    with sqlite3.connect(paths.game_database()) as db:
        db.execute("UPDATE current_deals SET entry = '{broken' WHERE number = 1")
    loaded = load_game()
    assert loaded.value is None and loaded.problem is not None
    kept = loaded.problem.moved_to
    assert kept is not None and "{broken" in kept.read_text("utf-8")


@pytest.mark.parametrize("kind", ["fifo", "folder"])
def test_fifo_or_folder_in_place_of_the_database_is_refused_at_once(home: Path, kind: str) -> None:
    path = paths.game_database()
    path.parent.mkdir(parents=True)
    if kind == "fifo":
        os.mkfifo(path)
    else:
        path.mkdir()
    store = GameStore()
    assert not store.usable
    assert store.refusal is not None and str(path) in store.refusal.message
    assert ("named pipe" if kind == "fifo" else "folder") in store.refusal.message
    with pytest.raises(OSError, match="not being saved"):
        store.save(PAYLOAD)
    assert path.is_fifo() if kind == "fifo" else path.is_dir()  # left as it was


def test_fifo_in_place_of_the_legacy_save_is_refused(home: Path) -> None:
    path = paths.save_file()
    path.parent.mkdir(parents=True)
    os.mkfifo(path)
    loaded = load_game()
    assert loaded.problem is not None and "named pipe" in loaded.problem.message
    assert path.is_fifo()


def test_unreadable_database_is_left_untouched(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    save_game(PAYLOAD)
    before = paths.game_database().read_bytes()
    real_access = os.access
    with monkeypatch.context() as patch:
        patch.setattr(
            saves.open_database.__globals__["os"],
            "access",
            lambda p, mode: False if str(p).endswith("series.sqlite3") else real_access(p, mode),
        )
        store = GameStore()
        assert store.refusal is not None and "permission denied" in store.refusal.message
        with pytest.raises(OSError):
            store.save(_controller_payload(1))
    assert paths.game_database().read_bytes() == before


def test_unreadable_legacy_save_is_left_in_place(
    home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    legacy = _legacy(home, PAYLOAD)
    real = Path.read_bytes

    def refuse(self: Path) -> bytes:
        if self == legacy:
            raise PermissionError(13, "Permission denied")
        return real(self)

    with monkeypatch.context() as patch:
        patch.setattr(Path, "read_bytes", refuse)
        loaded = load_game()
        assert loaded.problem is not None and "could not be read" in loaded.problem.message
        assert legacy.exists()
        save_game(_controller_payload(1))  # saving goes to the database, never over the file
    assert json.loads(legacy.read_text("utf-8"))["series"] == PAYLOAD


def test_symlinked_database_keeps_its_link(home: Path, tmp_path: Path) -> None:
    real = tmp_path / "synced" / "series.sqlite3"
    real.parent.mkdir()
    link = paths.game_database()
    link.parent.mkdir(parents=True)
    link.symlink_to(real)
    save_game(PAYLOAD)
    assert link.is_symlink() and real.is_file()
    assert load_game().value == PAYLOAD
    assert (real.parent / "series.sqlite3-wal").exists() or real.stat().st_size > 0
