"""A search hit's words are marked where they stand, also after a leading "…" (which folds to
three dots) or a "ß" (which folds to "ss"): the tester saw "Sc[hneider.]"."""

from __future__ import annotations

from skat_desktop.ui.help.window import mark_words

MARK = "<b style='background:#ffe27a'>"


def test_the_mark_is_not_shifted_by_an_ellipsis() -> None:
    out = mark_words("…won Schneider.", ["schneider"])
    assert out == f"…won {MARK}Schneider</b>."


def test_the_mark_is_not_shifted_by_a_sharp_s() -> None:
    out = mark_words("Große Stiche überreizt", ["uberreizt"])
    assert out == f"Große Stiche {MARK}überreizt</b>"
