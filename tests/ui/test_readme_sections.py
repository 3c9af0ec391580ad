"""The README's user part says how a series ends and where statistics come from, and keeps
developer notes in the developers' part (defect 10)."""

from __future__ import annotations

from pathlib import Path

README = Path(__file__).resolve().parents[2] / "README.md"


def _parts() -> tuple[str, str]:
    text = README.read_text(encoding="utf-8")
    user, _, developers = text.partition("## For developers")
    assert developers, "the README has a developers' part"
    return user, developers


def test_developer_notes_stay_in_the_developers_part() -> None:
    user, developers = _parts()
    for note in ("PySide6 6.12", "qtguard", "binding"):
        assert note not in user, note
    assert "qtguard" in developers


def test_the_user_part_says_how_a_series_ends_and_where_statistics_come_from() -> None:
    user, _ = _parts()
    assert "New game" in user and "fixed length" in user
    assert "Statistics" in user and "series in progress" in user
    assert "played with undo" in user and "concedes" in user
