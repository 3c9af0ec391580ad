"""Opening at 18 below the bidding floor: a marginal hand (the heuristic's Hearts chance
0.49 as forehand, 0.44 as middlehand, under the floor of 0.56) says 18 where the option
allows it and nowhere else. ``last_word_floor`` (default 0.45) is forehand's last word
only (both others passed without a bid: 18 or the deal is passed in); ``opening_floor``
(default off) is any seat before anyone has bid. Neither bids higher than 18."""

from __future__ import annotations

from typing import Any

from skat_desktop.bots.strong import StrongPlayer
from skat_desktop.bots.strong_core import STRONG_LAST_WORD_FLOOR
from skat_desktop.engine.actions import HOLD, PASS, Bid
from skat_desktop.engine.deal import Deal
from skat_desktop.engine.view import view_of

from .bot_helpers import apply_all, deal_of, legal_now

MARGINAL = "CT CJ CA ST SK HQ HK HA D9 DK"  # Hearts with the club jack: 0.49 as forehand
OTHER = "C8 CQ S8 SJ SQ H8 D7 D8 DT DA"
THIRD = "C7 CK S7 S9 SA H7 H9 HJ DJ DQ"
SKAT = "C9 HT"


def _player(
    monkeypatch: Any,
    opening_floor: float | None = None,
    last_word_floor: float | None = STRONG_LAST_WORD_FLOOR,
) -> StrongPlayer:
    player = StrongPlayer(
        1,
        budget_ms=40,
        parallel=False,
        opening_floor=opening_floor,
        last_word_floor=last_word_floor,
    )
    # The sampled limit found no game worth bidding (as the samples often say for such
    # hands): what remains is the heuristic's floor and the opening options.
    monkeypatch.setattr(player, "bid_limit", lambda view, deadline: (0, 0.3))
    return player


def _answer(player: StrongPlayer, deal: Deal) -> object:
    seat = deal.current_player
    return player.choose(view_of(deal, seat), legal_now(deal))


def _last_word() -> Deal:
    """Middlehand and rearhand passed without a bid: forehand's 18 or pass."""
    deal = deal_of(MARGINAL, OTHER, THIRD, SKAT)
    apply_all(deal, [PASS, PASS])
    assert deal.current_player == 0 and deal.bid_value == 0
    return deal


def _middlehand_opens() -> Deal:
    """The marginal hand in middlehand, first to speak."""
    deal = deal_of(OTHER, MARGINAL, THIRD, SKAT)
    assert deal.current_player == 1 and deal.bid_value == 0
    return deal


def test_without_the_options_the_marginal_hand_passes(monkeypatch: Any) -> None:
    assert _answer(_player(monkeypatch, last_word_floor=None), _last_word()) == PASS
    assert _answer(_player(monkeypatch, last_word_floor=None), _middlehand_opens()) == PASS


def test_forehand_plays_its_marginal_hand_at_18_on_its_last_word(monkeypatch: Any) -> None:
    assert StrongPlayer(1, parallel=False).last_word_floor == STRONG_LAST_WORD_FLOOR == 0.45
    assert _answer(_player(monkeypatch), _last_word()) == Bid(18)  # the default
    assert _answer(_player(monkeypatch, last_word_floor=0.45), _last_word()) == Bid(18)
    # Below the option's chance it still passes the deal in.
    assert _answer(_player(monkeypatch, last_word_floor=0.52), _last_word()) == PASS


def test_the_last_word_floor_does_not_open_elsewhere(monkeypatch: Any) -> None:
    assert _answer(_player(monkeypatch), _middlehand_opens()) == PASS
    assert _answer(_player(monkeypatch, last_word_floor=0.40), _middlehand_opens()) == PASS


def test_opening_floor_opens_at_18_and_goes_no_higher(monkeypatch: Any) -> None:
    player = _player(monkeypatch, opening_floor=0.40, last_word_floor=None)
    deal = _middlehand_opens()
    assert _answer(player, deal) == Bid(18)
    deal.apply(Bid(18))
    deal.apply(HOLD)  # forehand holds 18
    assert _answer(player, deal) == PASS  # 20 is above what it opened with
