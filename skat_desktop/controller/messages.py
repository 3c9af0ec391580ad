"""The one sentence under the table that says what happens now, in translatable pieces."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from ..engine.actions import Bid, Declare, Hold, Pass, Play
from ..engine.deal import Deal, Phase
from ..engine.rules import Contract, GameType
from ..engine.series import FinishedDeal

# lupdate reads the literal QCoreApplication.translate("GameController", "...") calls below;
# keep every sentence a literal with {placeholders} and format after translating.


def game_name(contract: Contract) -> str:
    """The contract in words, e.g. "Grand Hand" or "Null Ouvert"."""
    names = {
        GameType.CLUBS: QCoreApplication.translate("GameController", "Clubs"),
        GameType.SPADES: QCoreApplication.translate("GameController", "Spades"),
        GameType.HEARTS: QCoreApplication.translate("GameController", "Hearts"),
        GameType.DIAMONDS: QCoreApplication.translate("GameController", "Diamonds"),
        GameType.GRAND: QCoreApplication.translate("GameController", "Grand"),
        GameType.NULL: QCoreApplication.translate("GameController", "Null"),
    }
    words = [names[contract.game]]
    if contract.hand:
        words.append(QCoreApplication.translate("GameController", "Hand"))
    if contract.ouvert:
        words.append(QCoreApplication.translate("GameController", "Ouvert"))
    elif contract.schwarz_announced:
        words.append(QCoreApplication.translate("GameController", "Schwarz announced"))
    elif contract.schneider_announced:
        words.append(QCoreApplication.translate("GameController", "Schneider announced"))
    return " ".join(words)


def describe(
    state: str,
    deal: Deal | None,
    seating: tuple[int, int, int],
    names: Sequence[str],
    human: int,
    dealer: int,
    finished: FinishedDeal | None,
    human_plays: bool,
) -> str:
    """One sentence for the controller ``state`` (a ControllerState value)."""
    tr = QCoreApplication.translate

    def name(player: int) -> str:
        return names[player] if 0 <= player < len(names) else "?"

    if state == "idle" or deal is None:
        return tr("GameController", "Start a new game.")
    if state == "series_over":
        return tr("GameController", "The series is over.")
    if state == "dealing":
        if dealer == human:
            return tr("GameController", "You deal.")
        return tr("GameController", "{name} deals.").format(name=name(dealer))
    if state == "deal_over":
        return _result_sentence(deal, seating, names, human, finished)
    if state == "trick_complete":
        winner = seating[deal.tricks[-1].winner] if deal.tricks else None
        if winner is None:
            return ""
        if winner == human:
            return tr("GameController", "You won the trick.")
        return tr("GameController", "{name} won the trick.").format(name=name(winner))
    mover = seating[deal.current_player] if 0 <= deal.current_player <= 2 else None
    if mover is None:
        return ""
    mine = mover == human and human_plays
    last = deal.history[-1][1] if deal.history else None
    last_actor = seating[deal.history[-1][0]] if deal.history and deal.history[-1][0] >= 0 else None
    if deal.phase == Phase.BIDDING:
        if mine:
            if deal.awaiting_answer:
                bidder = seating[deal.bidder]
                return tr("GameController", "{name} bids {value} — hold or pass?").format(
                    name=name(bidder), value=deal.bid_value
                )
            if deal.bid_stage == 3:
                return tr("GameController", "Both others passed — play at 18 or pass?")
            if deal.bid_value == 0:
                return tr("GameController", "Your bid: 18 or more, or pass.")
            return tr("GameController", "Bid more than {value}, or pass.").format(
                value=deal.bid_value
            )
        if isinstance(last, Bid) and last_actor is not None and last_actor != human:
            return tr("GameController", "{name} bids {value}.").format(
                name=name(last_actor), value=last.value
            )
        if isinstance(last, Hold) and last_actor is not None and last_actor != human:
            return tr("GameController", "{name} holds {value}.").format(
                name=name(last_actor), value=deal.bid_value
            )
        if isinstance(last, Pass) and last_actor is not None and last_actor != human:
            return tr("GameController", "{name} passes.").format(name=name(last_actor))
        return tr("GameController", "{name} to bid.").format(name=name(mover))
    if deal.phase == Phase.SKAT:
        if mine:
            return tr(
                "GameController", "You won the auction at {value} — pick up the skat or play Hand?"
            ).format(value=deal.bid_value)
        return tr("GameController", "{name} won the auction at {value}.").format(
            name=name(mover), value=deal.bid_value
        )
    if deal.phase == Phase.DISCARD:
        if mine:
            return tr("GameController", "Choose two cards to put away.")
        return tr("GameController", "{name} picked up the skat.").format(name=name(mover))
    if deal.phase == Phase.DECLARE:
        if mine:
            return tr("GameController", "Declare your game (bid {value}).").format(
                value=deal.bid_value
            )
        return tr("GameController", "{name} declares the game.").format(name=name(mover))
    if deal.phase == Phase.PLAY:
        if isinstance(last, Declare) and deal.declarer is not None and not mine:
            return tr("GameController", "{name} plays {game}.").format(
                name=name(seating[deal.declarer]), game=game_name(last.contract)
            )
        if mine:
            if not deal.trick:
                return tr("GameController", "Your lead.")
            return tr("GameController", "Your turn.")
        if isinstance(last, Declare) and deal.declarer is not None:
            return tr("GameController", "{name} plays {game}.").format(
                name=name(seating[deal.declarer]), game=game_name(last.contract)
            )
        if isinstance(last, Play) or not deal.trick:
            return tr("GameController", "{name} to play.").format(name=name(mover))
    return ""


def _result_sentence(
    deal: Deal,
    seating: tuple[int, int, int],
    names: Sequence[str],
    human: int,
    finished: FinishedDeal | None,
) -> str:
    tr = QCoreApplication.translate
    if finished is not None and finished.abandoned:
        return tr("GameController", "The deal was abandoned.")
    result = deal.result if deal.result is not None else (finished.result if finished else None)
    if result is None:
        return ""
    if result.passed_in:
        return tr("GameController", "Everyone passed — the deal is passed in.")
    if result.declarer is None or result.contract is None:
        return tr("GameController", "The deal was abandoned.")
    declarer = seating[result.declarer]
    game = game_name(result.contract)
    if declarer == human:
        if result.won:
            return tr("GameController", "You won {game} with {points} points: {score}.").format(
                game=game, points=result.declarer_points, score=result.score
            )
        return tr("GameController", "You lost {game} with {points} points: {score}.").format(
            game=game, points=result.declarer_points, score=result.score
        )
    who = names[declarer] if 0 <= declarer < len(names) else "?"
    if result.won:
        return tr("GameController", "{name} won {game} with {points} points: {score}.").format(
            name=who, game=game, points=result.declarer_points, score=result.score
        )
    return tr("GameController", "{name} lost {game} with {points} points: {score}.").format(
        name=who, game=game, points=result.declarer_points, score=result.score
    )


__all__ = ["describe", "game_name"]
