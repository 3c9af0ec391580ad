"""A Schieberamsch's pushes counted in words on the result panel: once, twice, 3 times."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from skat_desktop.ui import i18n
from skat_desktop.ui.cards import shared_renderer
from skat_desktop.ui.panels import ActionPanel


@pytest.fixture(autouse=True)
def french_english(qapp) -> Iterator[None]:  # type: ignore[no-untyped-def]
    shared_renderer().set_style("french")
    i18n.set_language("en")
    yield
    shared_renderer().set_style("french")
    i18n.set_language("en")


@pytest.mark.parametrize(
    ("code", "once", "twice", "thrice"),
    [
        ("en", "Pushed on once", "Pushed on twice", "Pushed on 3 times"),
        ("de", "Einmal geschoben", "Zweimal geschoben", "3-mal geschoben"),
        ("es", "Cartas pasadas una vez", "Cartas pasadas dos veces", "Cartas pasadas 3 veces"),
        ("it", "Carte passate una volta", "Carte passate due volte", "Carte passate 3 volte"),
    ],
)
def test_pushes_are_counted_in_the_singular_and_plural(
    code: str, once: str, twice: str, thrice: str
) -> None:
    i18n.set_language(code)
    page = ActionPanel().result
    said = [page.pushes_line(n).split(":")[0] for n in (1, 2, 3)]
    assert said == [once, twice, thrice]
