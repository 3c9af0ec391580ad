"""The rules guide says, in every language, that at four the dealer who sat out gets the 30."""

from __future__ import annotations

from pathlib import Path

import pytest

HELP = Path(__file__).resolve().parents[2] / "resources" / "help"
# The word for the dealer in each language, which the four-player sentence must name.
DEALER = {"en": "dealer", "de": "Geber", "es": "repartidor", "it": "mazziere"}


@pytest.mark.parametrize("language", sorted(DEALER))
@pytest.mark.parametrize("page", ["scoring.html", "options.html"])
def test_four_player_bonus_names_the_dealer_who_sat_out(language: str, page: str) -> None:
    text = " ".join((HELP / language / page).read_text(encoding="utf-8").split())
    sentences = [part for part in text.split(".") if "30" in part and "40" in part]
    assert sentences, f"{language}/{page}: no sentence on the 30 points at four"
    assert any(DEALER[language] in part for part in sentences), f"{language}/{page}"
    # The old wording gave the 30 to the "active" players only.
    for old in ("other active", "aktiven Mitspieler", "jugadores activos", "giocatori attivi"):
        assert old not in text
