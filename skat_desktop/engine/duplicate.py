"""Duplicate series: every player holds every seat's cards once a round; compare on them.

In a series with rounds (``Series.duplicate`` or a tournament number) the deals of one
round share their cards while the seats rotate, so in a complete round each player holds
each of the three hands once, in the same position (at four and five a player also sits
out once or twice). Card luck then cancels out: comparing what each player made of the
same cards measures play.

A player's *entry* for holding a position in a deal is what that hand brought on the
chosen list: on the plain list the declarer's score (a Ramsch: each player's), on the
Seeger-Fabian list also +50/-50 for the declarer and the defender's bonus for a lost game
to the two defenders holding cards (the bonus to players sitting out is left out: it
does not come from the cards). Bock counts as in the lists.

For the human (player 0) the comparison splits the result into *luck*, what the same
hands were worth to the computer players (their mean entry, position by position), and
*skill*, what the human made beyond that (the human's entries minus luck).
"""

from __future__ import annotations

from dataclasses import dataclass

from .series import (
    LISTS,
    SEEGER_FABIAN_DEFENDER_BONUS,
    SEEGER_FABIAN_GAME_BONUS,
    FinishedDeal,
    Series,
)


def seat_entries(deal: FinishedDeal, players: int, list_name: str) -> tuple[int, int, int]:
    """The entry of the hand at forehand, middlehand and rearhand in this deal."""
    if list_name not in LISTS:
        raise ValueError(f"no list {list_name!r}: choose one of {', '.join(LISTS)}")
    scores = deal.scores(players)
    entries = [scores[p] or 0 for p in deal.seating]
    declarer = deal.result.declarer
    if list_name == "seeger-fabian" and deal.counts and declarer is not None:
        if deal.result.won:
            entries[declarer] += SEEGER_FABIAN_GAME_BONUS
        else:
            entries[declarer] -= SEEGER_FABIAN_GAME_BONUS
            for pos in range(3):
                if pos != declarer:
                    entries[pos] += SEEGER_FABIAN_DEFENDER_BONUS[players]
    return entries[0], entries[1], entries[2]


@dataclass(frozen=True, slots=True)
class HandComparison:
    """One hand of one round: what each player made holding it."""

    round: int  # 1-based
    position: int  # 0 forehand, 1 middlehand, 2 rearhand
    seed: int | None
    entries: dict[int, int]  # player -> entry holding this hand
    deals: dict[int, int]  # player -> the deal's number (1-based) in which they held it

    def par(self, player: int = 0) -> float:
        """The others' mean entry with these cards (the cards' worth without ``player``)."""
        others = [v for p, v in self.entries.items() if p != player]
        return sum(others) / len(others) if others else 0.0


@dataclass(frozen=True, slots=True)
class DuplicateStanding:
    """The duplicate comparison of a series over its complete rounds."""

    players: int
    list_name: str
    rounds: int  # complete rounds compared
    deals_left_out: int  # deals of an unfinished last round
    hands: tuple[HandComparison, ...]
    totals: tuple[int, ...]  # per player, the entries over the compared hands

    def ranking(self) -> list[tuple[int, int, int]]:
        """(rank, player, total), best first; equal totals share a rank."""
        order = sorted(range(self.players), key=lambda p: (-self.totals[p], p))
        out: list[tuple[int, int, int]] = []
        for i, p in enumerate(order):
            same = out and self.totals[out[-1][1]] == self.totals[p]
            out.append((out[-1][0] if same else i + 1, p, self.totals[p]))
        return out

    def luck(self, player: int = 0) -> float:
        """What ``player``'s hands were worth to the others (sum of the pars)."""
        return sum(h.par(player) for h in self.hands if player in h.entries)

    def skill(self, player: int = 0) -> float:
        """What ``player`` made beyond the others on the same hands."""
        return self.totals[player] - self.luck(player)


def duplicate_standing(series: Series, list_name: str = "seeger-fabian") -> DuplicateStanding:
    """Compare the players hand by hand over the complete rounds of ``series``.

    Raises ``ValueError`` for a series without rounds (its deals share no cards).
    """
    if not series.rounds:
        raise ValueError("only a duplicate or tournament series deals the same cards again")
    n = series.players
    complete = len(series.deals) // n
    hands: list[HandComparison] = []
    totals = [0] * n
    for r in range(complete):
        deals = series.deals[r * n : (r + 1) * n]
        by_position: list[tuple[dict[int, int], dict[int, int]]] = [({}, {}) for _ in range(3)]
        for d in deals:
            for pos, entry in enumerate(seat_entries(d, n, list_name)):
                player = d.seating[pos]
                by_position[pos][0][player] = entry
                by_position[pos][1][player] = d.number
                totals[player] += entry
        for pos, (entries, numbers) in enumerate(by_position):
            hands.append(HandComparison(r + 1, pos, deals[0].seed, entries, numbers))
    return DuplicateStanding(
        players=n,
        list_name=list_name,
        rounds=complete,
        deals_left_out=len(series.deals) - complete * n,
        hands=tuple(hands),
        totals=tuple(totals),
    )


__all__ = ["DuplicateStanding", "HandComparison", "duplicate_standing", "seat_entries"]
