"""The open-hand solvers agree with plain minimax on random endgames of 2 to 4 tricks.

Every test runs twice through the ``solver_path`` fixture: compiled and pure Python.
"""

from __future__ import annotations

import itertools
import random

import pytest

from skat_desktop.bots.solver import Position, Solver, solver_for
from skat_desktop.bots.solver_null import NullSolver
from skat_desktop.engine.cards import RANK_POINTS, CardSet, card_list, parse_cards
from skat_desktop.engine.rules import GameType, rules_for

TRICK_GAMES = (GameType.CLUBS, GameType.SPADES, GameType.HEARTS, GameType.DIAMONDS, GameType.GRAND)


def minimax_points(pos: Position) -> int:
    """Plain minimax, card by card, no pruning: the declarer's final trick points."""
    rules = rules_for(pos.game)
    hands = list(pos.hands)
    if not (hands[0] | hands[1] | hands[2]) and not pos.trick:
        return pos.declarer_points
    seat = pos.to_move
    lead = pos.trick[0] if pos.trick else None
    values = [minimax_points(pos.play(c)) for c in card_list(rules.legal_cards(hands[seat], lead))]
    return max(values) if seat == pos.declarer else min(values)


def minimax_tricks_all(pos: Position, defender_tricks: int = 0) -> bool:
    """Plain minimax: does the declarer take every remaining trick?"""
    hands = pos.hands
    if not (hands[0] | hands[1] | hands[2]) and not pos.trick:
        return True
    seat = pos.to_move
    outcomes = []
    for c in card_list(pos.legal()):
        nxt = pos.play(c)
        if len(pos.trick) == 2 and nxt.leader != pos.declarer:
            outcomes.append(False)
        else:
            outcomes.append(minimax_tricks_all(nxt))
    return any(outcomes) if seat == pos.declarer else all(outcomes)


def minimax_null(pos: Position) -> bool:
    """Plain minimax: can the Null declarer avoid every remaining trick?"""
    hands = pos.hands
    if not (hands[0] | hands[1] | hands[2]) and not pos.trick:
        return True
    seat = pos.to_move
    outcomes = []
    for c in card_list(pos.legal()):
        nxt = pos.play(c)
        if len(pos.trick) == 2 and nxt.leader == pos.declarer:
            outcomes.append(False)
        else:
            outcomes.append(minimax_null(nxt))
    return any(outcomes) if seat == pos.declarer else all(outcomes)


def random_endgame(rng: random.Random, game: GameType) -> Position:
    """Tricks 2 to 4 left, random hands, leader and declarer, 0 to 2 cards of a trick played."""
    tricks = rng.randint(2, 4)
    deck = list(range(32))
    rng.shuffle(deck)
    hands: list[CardSet] = [0, 0, 0]
    for i in range(3):
        for c in deck[i * tricks : (i + 1) * tricks]:
            hands[i] |= 1 << c
    pos = Position(
        game,
        (hands[0], hands[1], hands[2]),
        leader=rng.randrange(3),
        declarer=rng.randrange(3),
        declarer_points=rng.choice((0, 0, 17, 40)),
    )
    for _ in range(rng.randrange(3)):
        pos = pos.play(rng.choice(card_list(pos.legal())))
    return pos


def test_solver_matches_minimax_on_suit_and_grand_endgames(solver_path: str) -> None:
    rng = random.Random(20240607)
    checked = 0
    for i in range(400):
        game = TRICK_GAMES[i % len(TRICK_GAMES)]
        pos = random_endgame(rng, game)
        solver = Solver(game) if i % 7 == 0 else solver_for(game)  # fresh and shared tables
        assert solver.compiled == (solver_path == "compiled")
        exact = minimax_points(pos)
        assert solver.value(pos) == exact, pos
        # Thresholds just around the value, and a few far off, answer like minimax.
        for target in (exact - 1, exact, exact + 1, pos.declarer_points, 61, 200):
            assert solver.reaches(pos, target) == (exact >= target), (pos, target)
        checked += 1
    assert checked == 400


def test_card_values_match_minimax_per_card(solver_path: str) -> None:
    rng = random.Random(99)
    for i in range(60):
        game = TRICK_GAMES[i % len(TRICK_GAMES)]
        pos = random_endgame(rng, game)
        values = solver_for(game).card_values(pos)
        assert set(values) == set(card_list(pos.legal()))
        for c, v in values.items():
            assert v == minimax_points(pos.play(c))


def _holds_twins(pos: Position) -> bool:
    """Whether some hand holds two plain cards of one suit, of different points, with no
    live card of that suit between them (A-10, 10-K, K-Q, Q-9: the compiled search leaves
    out the dominated one of such a pair where the trick's side is settled)."""
    order = (7, 3, 6, 5, 2, 1, 0)  # A 10 K Q 9 8 7
    live = pos.hands[0] | pos.hands[1] | pos.hands[2]
    for hand in pos.hands:
        for suit in range(4):
            ranks = [r for r in order if live >> (suit * 8 + r) & 1]
            for high, low in itertools.pairwise(ranks):
                mine = hand >> (suit * 8 + high) & 1 and hand >> (suit * 8 + low) & 1
                if mine and RANK_POINTS[high] != RANK_POINTS[low]:
                    return True
    return False


def test_touching_cards_of_different_points_match_minimax(solver_path: str) -> None:
    # Endgames dealt from the counting cards (and the sevens and jacks), so that hands
    # often hold touching cards worth different points.
    rng = random.Random(314)
    deck = [c for c in range(32) if c & 7 in (0, 3, 4, 5, 6, 7)]
    checked = 0
    while checked < 60:
        game = TRICK_GAMES[checked % len(TRICK_GAMES)]
        tricks = 3 if checked % 4 else 4
        cards = rng.sample(deck, 3 * tricks)
        hands = [sum(1 << c for c in cards[i * tricks : (i + 1) * tricks]) for i in range(3)]
        pos = Position(game, (hands[0], hands[1], hands[2]), rng.randrange(3), rng.randrange(3))
        for _ in range(rng.randrange(3)):
            pos = pos.play(rng.choice(card_list(pos.legal())))
        if not _holds_twins(pos):
            continue
        solver = solver_for(game)
        exact = minimax_points(pos)
        assert solver.value(pos) == exact, pos
        assert solver.reaches(pos, exact) and not solver.reaches(pos, exact + 1), pos
        for c, v in solver.card_values(pos).items():
            assert v == minimax_points(pos.play(c)), (pos, c)
        checked += 1
    assert checked == 60


def _leader_can_cash(pos: Position) -> bool:
    """Whether the leader holds the highest live trump, or its opponents hold no trump:
    where the compiled search bounds the points by the leader cashing its sure tricks."""
    rules = rules_for(pos.game)
    live = pos.hands[0] | pos.hands[1] | pos.hands[2]
    trumps = card_list(live & rules.trumps)
    lead = pos.hands[pos.leader]
    if pos.leader == pos.declarer:
        opponents = [pos.hands[s] for s in range(3) if s != pos.declarer]
    else:
        opponents = [pos.hands[pos.declarer]]
    if not any(h & rules.trumps for h in opponents):
        return True
    top = max(trumps, key=lambda c: rules.strength[c])
    return bool(lead >> top & 1)


def test_leader_cashing_its_sure_tricks_matches_minimax(solver_path: str) -> None:
    # Trump-heavy endgames where the leader holds the top trumps or its opponents have
    # none left, so that the bound from cashing them (and the plain cards no live card
    # beats) decides many positions without a search.
    rng = random.Random(2718)
    checked = 0
    while checked < 80:
        game = TRICK_GAMES[checked % len(TRICK_GAMES)]
        rules = rules_for(game)
        tricks = 3 if checked % 3 else 4
        trumps = card_list(rules.trumps)
        plain = [c for c in range(32) if not rules.trumps >> c & 1]
        cards = rng.sample(trumps, min(len(trumps), 2 * tricks - 1))
        cards += rng.sample(plain, 3 * tricks - len(cards))
        rng.shuffle(cards)
        hands = [sum(1 << c for c in cards[i * tricks : (i + 1) * tricks]) for i in range(3)]
        pos = Position(
            game, (hands[0], hands[1], hands[2]), rng.randrange(3), rng.randrange(3),
            declarer_points=rng.choice((0, 30)),
        )  # fmt: skip
        if not _leader_can_cash(pos):
            continue
        solver = solver_for(game)
        exact = minimax_points(pos)
        assert solver.value(pos) == exact, pos
        for target in (exact - 1, exact, exact + 1):
            assert solver.reaches(pos, target) == (exact >= target), (pos, target)
        for c, v in solver.card_values(pos).items():
            assert v == minimax_points(pos.play(c)), (pos, c)
        counting = solver_for(game, count_tricks=True)
        assert counting.takes_all(pos) == minimax_tricks_all(pos), pos
        checked += 1
    assert checked == 80


def test_trick_counting_mode_matches_minimax(solver_path: str) -> None:
    rng = random.Random(5)
    wins = 0
    for i in range(120):
        game = TRICK_GAMES[i % len(TRICK_GAMES)]
        pos = random_endgame(rng, game)
        expected = minimax_tricks_all(pos)
        assert solver_for(game, count_tricks=True).takes_all(pos) == expected, pos
        wins += expected
    assert 0 < wins < 120  # both outcomes were exercised


def test_null_solver_matches_minimax(solver_path: str) -> None:
    rng = random.Random(77)
    solver = NullSolver()
    assert solver.compiled == (solver_path == "compiled")
    wins = 0
    for _ in range(200):
        pos = random_endgame(rng, GameType.NULL)
        expected = minimax_null(pos)
        assert solver.declarer_wins(pos) == expected, pos
        wins += expected
    assert 0 < wins < 200


def test_known_position_values(solver_path: str) -> None:
    # The declarer takes both tricks whatever the defenders do: CJ and CA collect all 34.
    pos = Position(
        GameType.GRAND,
        (parse_cards("CJ CA"), parse_cards("C7 ST"), parse_cards("SA C8")),
        leader=0,
        declarer=0,
    )
    assert solver_for(GameType.GRAND).value(pos) == 34 == minimax_points(pos)
    assert solver_for(GameType.GRAND).reaches(pos, 34)
    assert not solver_for(GameType.GRAND).reaches(pos, 35)


def test_play_rejects_illegal_cards(solver_path: str) -> None:
    pos = Position(GameType.GRAND, (parse_cards("C7"), parse_cards("C8"), parse_cards("S7")), 0, 0)
    with pytest.raises(ValueError):
        pos.play(parse_cards("C8").bit_length() - 1)
    assert sum(RANK_POINTS[c & 7] for c in range(32)) == 120
