"""Fits the evaluation's score-to-win-chance curves by playing forced contracts between bots.

``python -m skat_desktop.bots.calibrate --deals 300`` makes every seat of every seeded deal
declarer of every suit game and Grand at 18 (skat picked up, discard by the evaluation),
plays it out between heuristic players and fits a logistic curve to the outcomes.
"""

from __future__ import annotations

import argparse
import json
import math
from collections.abc import Sequence

from ..engine.actions import PASS, PICK_UP, Action, Bid, Declare, discard
from ..engine.cards import points
from ..engine.deal import Deal
from ..engine.rules import Contract, GameType
from ..engine.view import view_of
from .evaluation import TRICK_GAMES, _trick_discard, grand_score, suit_score
from .heuristic import HeuristicPlayer

# Auction scripts that make seat 0, 1 or 2 the declarer at 18.
_AUCTIONS: dict[int, tuple[Action, ...]] = {
    0: (PASS, PASS, Bid(18)),
    1: (Bid(18), PASS, PASS),
    2: (PASS, Bid(18), PASS),
}


def _score(cards: int, game: GameType, forehand: bool) -> float:
    if game == GameType.GRAND:
        return grand_score(cards, forehand)
    return suit_score(cards, game, forehand)


def forced_game(seed: int, seat: int, game: GameType) -> tuple[float, float, bool]:
    """Play ``game`` with ``seat`` as declarer: (score before skat, final score, won)."""
    deal = Deal.from_seed(seed)
    for action in _AUCTIONS[seat]:
        deal.apply(action)
    forehand = seat == 0
    pre = _score(deal.hands[seat], game, forehand)
    deal.apply(PICK_UP)
    (a, b), _ = _trick_discard(deal.hands[seat], game, forehand)
    deal.apply(discard(a, b))
    final = _score(deal.hands[seat], game, forehand) + 0.06 * points(deal.skat)
    deal.apply(Declare(Contract(game)))
    players = [HeuristicPlayer(seed * 3 + i) for i in range(3)]
    while not deal.is_over:
        p = deal.current_player
        view = view_of(deal, p)
        deal.apply(players[p].choose(view, view.legal))
    assert deal.result is not None
    return pre, final, deal.result.won


def fit_logistic(xs: Sequence[float], ys: Sequence[bool]) -> tuple[float, float]:
    """Maximum-likelihood (mid, scale) of P(win) = 1 / (1 + exp(-(x - mid) / scale))."""
    a, b = -4.5, 0.5  # P = sigmoid(a + b x), started near a plausible curve
    for _ in range(50):
        ga = gb = haa = hab = hbb = 0.0
        for x, y in zip(xs, ys, strict=True):
            p = 1.0 / (1.0 + math.exp(min(60.0, max(-60.0, -(a + b * x)))))
            r = (1.0 if y else 0.0) - p
            w = p * (1.0 - p)
            ga += r
            gb += r * x
            haa += w
            hab += w * x
            hbb += w * x * x
        det = haa * hbb - hab * hab
        if det <= 1e-12:
            break
        da = (hbb * ga - hab * gb) / det
        db = (haa * gb - hab * ga) / det
        # Damped steps keep Newton stable on small, nearly separable samples.
        step = min(1.0, 2.0 / (abs(da) + abs(db) + 1e-12))
        a, b = a + step * da, b + step * db
        if abs(da) + abs(db) < 1e-9:
            break
    return -a / b, 1.0 / b


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--deals", type=int, default=200)
    parser.add_argument("--seed", type=int, default=10_000)
    # Bidding decisions happen among the better hands; fitting the hopeless ones too
    # flattens the curve where it matters.
    parser.add_argument("--suit-min", type=float, default=5.0, help="lowest suit score fitted")
    parser.add_argument("--grand-min", type=float, default=2.5, help="lowest Grand score fitted")
    args = parser.parse_args(argv)
    rows: dict[str, list[tuple[float, float, bool]]] = {"suit": [], "grand": []}
    for seed in range(args.seed, args.seed + args.deals):
        for seat in (0, 1, 2):
            for game in TRICK_GAMES:
                key = "grand" if game == GameType.GRAND else "suit"
                rows[key].append(forced_game(seed, seat, game))
    out: dict[str, object] = {}
    for key, all_rows in rows.items():
        cut = args.grand_min if key == "grand" else args.suit_min
        data = [r for r in all_rows if r[0] >= cut]
        pre = fit_logistic([r[0] for r in data], [r[2] for r in data])
        final = fit_logistic([r[1] for r in data], [r[2] for r in data])
        out[key] = {
            "games": len(data),
            "won": sum(r[2] for r in data),
            "pre": [round(pre[0], 2), round(pre[1], 2)],
            "final": [round(final[0], 2), round(final[1], 2)],
        }
    print(json.dumps(out))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
