"""The one sentence under the table that says what happens now, in translatable pieces."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from ..engine.actions import Bid, Declare, Decline, Hold, Kontra, Pass, PassOn, Play, Push, Re
from ..engine.deal import Deal, IllegalActionError, Phase, Refusal
from ..engine.rules import Contract, GameType
from ..engine.scoring import DealResult
from ..engine.series import FinishedDeal

# lupdate reads the literal QCoreApplication.translate("GameController", "...") calls below;
# keep every sentence a literal with {placeholders} and format after translating.


def game_word(game: GameType) -> str:
    """The game type in words; for a suit game the suit's name, e.g. "Clubs"."""
    names = {
        GameType.CLUBS: QCoreApplication.translate("GameController", "Clubs"),
        GameType.SPADES: QCoreApplication.translate("GameController", "Spades"),
        GameType.HEARTS: QCoreApplication.translate("GameController", "Hearts"),
        GameType.DIAMONDS: QCoreApplication.translate("GameController", "Diamonds"),
        GameType.GRAND: QCoreApplication.translate("GameController", "Grand"),
        GameType.NULL: QCoreApplication.translate("GameController", "Null"),
    }
    return names[game]


def game_name(contract: Contract) -> str:
    """The contract in words, e.g. "Grand Hand" or "Null Ouvert"."""
    words = [game_word(contract.game)]
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
    bock: int = 1,
) -> str:
    """One sentence for the controller ``state`` (a ControllerState value).

    ``bock`` is the Bock multiplier of the deal in play (its list entry counts that many
    times); a finished deal's own is in ``finished``.
    """

    def name(player: int) -> str:
        return names[player] if 0 <= player < len(names) else "?"

    if state == "idle" or deal is None:
        return QCoreApplication.translate("GameController", "Start a new game.")
    if state == "series_over":
        over = QCoreApplication.translate("GameController", "The series is over.")
        if finished is None:
            return over
        # The last deal's result still heads the panel: a Ramsch's result page names no
        # loser without it.
        return _result_sentence(deal, seating, names, human, finished) + " " + over
    if state == "dealing":
        if dealer == human:
            return QCoreApplication.translate("GameController", "You deal.")
        return QCoreApplication.translate("GameController", "{name} deals.").format(
            name=name(dealer)
        )
    if state == "deal_over":
        return _result_sentence(deal, seating, names, human, finished)
    if state == "trick_complete":
        winner = seating[deal.tricks[-1].winner] if deal.tricks else None
        if winner is None:
            return ""
        if winner == human:
            return QCoreApplication.translate("GameController", "You won the trick.")
        return QCoreApplication.translate("GameController", "{name} won the trick.").format(
            name=name(winner)
        )
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
                return QCoreApplication.translate(
                    "GameController", "{name} bids {value} — hold or pass?"
                ).format(name=name(bidder), value=deal.bid_value)
            if deal.bid_stage == 3:
                return QCoreApplication.translate(
                    "GameController", "Both others passed — play at 18 or pass?"
                )
            if deal.bid_value == 0:
                return QCoreApplication.translate(
                    "GameController", "Your bid: 18 or more, or pass."
                )
            return QCoreApplication.translate(
                "GameController", "Bid more than {value}, or pass."
            ).format(value=deal.bid_value)
        if isinstance(last, Bid) and last_actor is not None and last_actor != human:
            return QCoreApplication.translate("GameController", "{name} bids {value}.").format(
                name=name(last_actor), value=last.value
            )
        if isinstance(last, Hold) and last_actor is not None and last_actor != human:
            return QCoreApplication.translate("GameController", "{name} holds {value}.").format(
                name=name(last_actor), value=deal.bid_value
            )
        if isinstance(last, Pass) and last_actor is not None and last_actor != human:
            return QCoreApplication.translate("GameController", "{name} passes.").format(
                name=name(last_actor)
            )
        if mover == human:
            return QCoreApplication.translate("GameController", "Your turn to bid.")
        return QCoreApplication.translate("GameController", "{name} to bid.").format(
            name=name(mover)
        )
    if deal.phase == Phase.SKAT:
        if mine:
            return QCoreApplication.translate(
                "GameController", "You won the auction at {value} — pick up the skat or play Hand?"
            ).format(value=deal.bid_value)
        if mover == human:  # played by the computer for the human (--autoplay)
            return QCoreApplication.translate(
                "GameController", "You won the auction at {value}."
            ).format(value=deal.bid_value)
        return QCoreApplication.translate(
            "GameController", "{name} won the auction at {value}."
        ).format(name=name(mover), value=deal.bid_value)
    if deal.phase == Phase.DISCARD:
        if mine:
            return QCoreApplication.translate("GameController", "Choose two cards to put away.")
        if mover == human:
            return QCoreApplication.translate("GameController", "You picked up the skat.")
        return QCoreApplication.translate("GameController", "{name} picked up the skat.").format(
            name=name(mover)
        )
    if deal.phase == Phase.DECLARE:
        if mine:
            return QCoreApplication.translate(
                "GameController", "Declare your game (bid {value})."
            ).format(value=deal.bid_value)
        if mover == human:
            return QCoreApplication.translate("GameController", "You declare the game.")
        return QCoreApplication.translate("GameController", "{name} declares the game.").format(
            name=name(mover)
        )
    if deal.phase == Phase.KONTRA:
        return _kontra_sentence(deal, seating, names, human, mine, last, last_actor, bock)
    if deal.phase == Phase.RAMSCH_SKAT:
        if mine:
            if deal.pushes == 1:
                return QCoreApplication.translate(
                    "GameController",
                    "Schieberamsch, pushed once so far: pick up the skat and push two cards "
                    "on, or pass it on?",
                )
            if deal.pushes == 2:
                return QCoreApplication.translate(
                    "GameController",
                    "Schieberamsch, pushed twice so far: pick up the skat and push two cards "
                    "on, or pass it on?",
                )
            if deal.pushes:
                return QCoreApplication.translate(
                    "GameController",
                    "Schieberamsch, pushed {count} times so far: pick up the skat and push "
                    "two cards on, or pass it on?",
                ).format(count=deal.pushes)
            return QCoreApplication.translate(
                "GameController",
                "Ramsch: pick up the skat and push two cards on (doubles), or pass it on?",
            )
        if isinstance(last, PassOn) and last_actor is not None and last_actor != human:
            return QCoreApplication.translate(
                "GameController", "{name} passes the skat on."
            ).format(name=name(last_actor))
        if isinstance(last, Push) and last_actor is not None and last_actor != human:
            return QCoreApplication.translate(
                "GameController", "{name} pushes two cards on."
            ).format(name=name(last_actor))
        if isinstance(last, Pass):
            return QCoreApplication.translate(
                "GameController", "Everyone passed: Ramsch! {name} decides on the skat."
            ).format(name=name(mover))
        if mover == human:
            return QCoreApplication.translate("GameController", "You decide on the skat.")
        return QCoreApplication.translate("GameController", "{name} decides on the skat.").format(
            name=name(mover)
        )
    if deal.phase == Phase.RAMSCH_PUSH:
        if mine:
            return QCoreApplication.translate("GameController", "Choose two cards to push on.")
        if mover == human:
            return QCoreApplication.translate("GameController", "You picked up the skat.")
        return QCoreApplication.translate("GameController", "{name} picked up the skat.").format(
            name=name(mover)
        )
    if deal.phase == Phase.PLAY and deal.ramsch:
        if not deal.tricks and not deal.trick:
            if mine:
                return QCoreApplication.translate(
                    "GameController",
                    "Ramsch: everyone plays alone, jacks are trumps, the most card points "
                    "lose. Your lead.",
                )
            return QCoreApplication.translate(
                "GameController",
                "Ramsch: everyone plays alone, jacks are trumps, the most card points lose.",
            )
        if mine or mover == human:
            return QCoreApplication.translate("GameController", "Your turn.")
        return QCoreApplication.translate("GameController", "{name} to play.").format(
            name=name(mover)
        )
    if deal.phase == Phase.PLAY and isinstance(last, (Kontra, Re, Decline)):
        return _kontra_sentence(deal, seating, names, human, mine, last, last_actor, bock)
    if deal.phase == Phase.PLAY:
        if isinstance(last, Declare) and deal.declarer is not None and not mine:
            return _plays_sentence(seating[deal.declarer], last, names, human)
        if mine:
            if not deal.trick:
                return QCoreApplication.translate("GameController", "Your lead.")
            return QCoreApplication.translate("GameController", "Your turn.")
        if isinstance(last, Play) or not deal.trick:
            if mover == human:
                return QCoreApplication.translate("GameController", "Your turn.")
            return QCoreApplication.translate("GameController", "{name} to play.").format(
                name=name(mover)
            )
    return ""


def _plays_sentence(declarer: int, declared: Declare, names: Sequence[str], human: int) -> str:
    """Who plays which game, just declared: "You play ..." for the human, whose name ("You"
    or the user's own) takes no third-person verb in any language."""
    game = game_name(declared.contract)
    if declarer == human:
        return QCoreApplication.translate("GameController", "You play {game}.").format(game=game)
    who = names[declarer] if 0 <= declarer < len(names) else "?"
    return QCoreApplication.translate("GameController", "{name} plays {game}.").format(
        name=who, game=game
    )


def _kontra_sentence(
    deal: Deal,
    seating: tuple[int, int, int],
    names: Sequence[str],
    human: int,
    mine: bool,
    last: object,
    last_actor: int | None,
    bock: int = 1,
) -> str:
    """Kontra and Re: who is asked now, or what was just said before the first lead.

    The factor said once play begins includes a Bock round (``bock``): the list books
    Kontra and Re in a Bock round at eight times the game's value.
    """

    def name(player: int | None) -> str:
        return names[player] if player is not None and 0 <= player < len(names) else "?"

    declarer = seating[deal.declarer] if deal.declarer is not None else None
    game = game_name(deal.contract) if deal.contract is not None else ""
    kontra = seating[deal.kontra_by] if deal.kontra_by is not None else None
    if deal.phase == Phase.KONTRA:
        if mine and kontra is None:
            return QCoreApplication.translate(
                "GameController", "{name} plays {game}. Say Kontra (doubles)?"
            ).format(name=name(declarer), game=game)
        if mine:
            return QCoreApplication.translate(
                "GameController", "{name} says Kontra against you. Answer Re?"
            ).format(name=name(kontra))
        if kontra is not None:
            if last_actor == human:
                return QCoreApplication.translate(
                    "GameController", "You say Kontra. {name} may answer Re."
                ).format(name=name(declarer))
            return QCoreApplication.translate(
                "GameController", "{name} says Kontra. {declarer} may answer Re."
            ).format(name=name(kontra), declarer=name(declarer))
        mover = seating[deal.current_player] if 0 <= deal.current_player <= 2 else None
        if declarer == human:
            return QCoreApplication.translate(
                "GameController", "You play {game}. {name} may say Kontra."
            ).format(game=game, name=name(mover))
        return QCoreApplication.translate(
            "GameController", "{declarer} plays {game}. {name} may say Kontra."
        ).format(declarer=name(declarer), game=game, name=name(mover))
    # Play has begun: say what the doubling came to.
    lead = QCoreApplication.translate("GameController", "Your lead.") if mine else ""
    if deal.re and bock > 1:
        text = QCoreApplication.translate(
            "GameController", "Kontra, Re and Bock: {game} counts {times} times."
        ).format(game=game, times=4 * bock)
    elif kontra is not None and bock > 1:
        text = QCoreApplication.translate(
            "GameController", "Kontra and Bock: {game} counts {times} times."
        ).format(game=game, times=2 * bock)
    elif deal.re:
        text = QCoreApplication.translate(
            "GameController", "Kontra and Re: {game} counts four times."
        ).format(game=game)
    elif kontra is not None:
        text = QCoreApplication.translate("GameController", "Kontra: {game} counts double.").format(
            game=game
        )
    elif declarer == human:
        text = QCoreApplication.translate("GameController", "No Kontra: you play {game}.").format(
            game=game
        )
    else:
        text = QCoreApplication.translate(
            "GameController", "No Kontra: {name} plays {game}."
        ).format(name=name(declarer), game=game)
    return text + (" " + lead if lead else "")


def _ramsch_sentence(
    result: DealResult,
    seating: tuple[int, int, int],
    names: Sequence[str],
    human: int,
    bock: int = 1,
) -> str:
    """Who lost the Ramsch (or won it by Durchmarsch), with the list's entry, Bock included."""
    scores = tuple(entry * bock for entry in result.ramsch_scores or (0, 0, 0))
    points = result.ramsch_points or (0, 0, 0)
    if result.durchmarsch:
        winner = seating[scores.index(max(scores))]
        if winner == human:
            return QCoreApplication.translate(
                "GameController", "Durchmarsch! You took every trick: +{score}."
            ).format(score=max(scores))
        return QCoreApplication.translate(
            "GameController", "Durchmarsch! {name} took every trick: +{score}."
        ).format(name=names[winner] if 0 <= winner < len(names) else "?", score=max(scores))
    losers = [seating[i] for i in range(3) if scores[i] < 0]
    worst = min(scores)
    most = max(points)
    if human in losers and len(losers) == 1:
        return QCoreApplication.translate(
            "GameController", "You lose the Ramsch with {points} points: {score}."
        ).format(points=most, score=worst)
    others = [names[p] if 0 <= p < len(names) else "?" for p in losers if p != human]
    if len(losers) == 1:
        return QCoreApplication.translate(
            "GameController", "{name} loses the Ramsch with {points} points: {score}."
        ).format(name=others[0], points=most, score=worst)
    # A tie for the most points: every one of them loses, each the full score.
    who = " & ".join(others)
    if human in losers:
        text = QCoreApplication.translate(
            "GameController",
            "You and {names} lose the Ramsch, tied with {points} points: {score} each.",
        )
    else:
        text = QCoreApplication.translate(
            "GameController", "{names} lose the Ramsch, tied with {points} points: {score} each."
        )
    return text.format(names=who, points=most, score=worst)


def _result_sentence(
    deal: Deal,
    seating: tuple[int, int, int],
    names: Sequence[str],
    human: int,
    finished: FinishedDeal | None,
) -> str:
    if finished is not None and finished.abandoned:
        return QCoreApplication.translate("GameController", "The deal was abandoned.")
    result = deal.result if deal.result is not None else (finished.result if finished else None)
    if result is None:
        return ""
    if result.passed_in:
        return QCoreApplication.translate(
            "GameController", "Everyone passed — the deal is passed in."
        )
    bock = finished.bock if finished is not None else 1
    if result.is_ramsch:
        return _ramsch_sentence(result, seating, names, human, bock)
    if result.declarer is None or result.contract is None:
        return QCoreApplication.translate("GameController", "The deal was abandoned.")
    declarer = seating[result.declarer]
    game = game_name(result.contract)
    score = result.score * bock  # the list's entry
    if declarer == human:
        if result.won:
            return QCoreApplication.translate(
                "GameController", "You won {game} with {points} points: {score}."
            ).format(game=game, points=result.declarer_points, score=score)
        return QCoreApplication.translate(
            "GameController", "You lost {game} with {points} points: {score}."
        ).format(game=game, points=result.declarer_points, score=score)
    who = names[declarer] if 0 <= declarer < len(names) else "?"
    if result.won:
        return QCoreApplication.translate(
            "GameController", "{name} won {game} with {points} points: {score}."
        ).format(name=who, game=game, points=result.declarer_points, score=score)
    return QCoreApplication.translate(
        "GameController", "{name} lost {game} with {points} points: {score}."
    ).format(name=who, game=game, points=result.declarer_points, score=score)


def refusal(error: IllegalActionError, action: object, deal: Deal, position: int) -> str:
    """Why the rules refuse the player's ``action``, in the player's words and language.

    ``error`` is what the engine raised for it (its English text is for logs);
    ``position`` is the player's seat in ``deal``.
    """
    reason = error.reason
    if reason == Refusal.WRONG_PHASE:
        return _wrong_phase(action, deal, position)
    if reason == Refusal.FOLLOW_SUIT and error.suit is not None and 0 <= error.suit <= 3:
        return QCoreApplication.translate(
            "GameController", "You must follow suit ({suit})."
        ).format(suit=game_word(GameType(error.suit)))
    if reason == Refusal.FOLLOW_TRUMP:
        if deal.rules is not None and deal.rules.game == GameType.GRAND:
            # In Grand and Ramsch only the jacks are trump: say so, not just "trump".
            return QCoreApplication.translate(
                "GameController", "Trump was led: you must play a jack."
            )
        return QCoreApplication.translate("GameController", "Trump was led: you must play trump.")
    fixed = _fixed_refusals().get(reason)
    if fixed is not None:
        return fixed
    value = error.value if error.value is not None else deal.bid_value
    if reason == Refusal.BID_TOO_LOW:
        return QCoreApplication.translate(
            "GameController", "Your bid must be higher than {value}."
        ).format(value=value)
    if reason == Refusal.NOT_A_GAME_VALUE and isinstance(action, Bid):
        return QCoreApplication.translate(
            "GameController", "{bid} is not a game value: the next one is {value}."
        ).format(bid=action.value, value=value)
    if reason == Refusal.ANSWER_DUE:
        return QCoreApplication.translate(
            "GameController", "{value} was bid to you: hold or pass."
        ).format(value=value)
    if reason == Refusal.NULL_BELOW_BID and isinstance(action, Declare):
        return QCoreApplication.translate(
            "GameController", "{game} is worth {worth}, less than your bid of {value}."
        ).format(game=game_name(action.contract), worth=action.contract.null_value, value=value)
    return QCoreApplication.translate("GameController", "Not allowed now.")


def _fixed_refusals() -> dict[Refusal, str]:
    """The refusals said in a fixed sentence, in the language of the moment."""
    return {
        Refusal.NOT_IN_HAND: QCoreApplication.translate(
            "GameController", "That card is not in your hand."
        ),
        Refusal.OUT_OF_TURN: QCoreApplication.translate("GameController", "It is not your turn."),
        Refusal.BELOW_18: QCoreApplication.translate("GameController", "The lowest bid is 18."),
        Refusal.ONLY_18: QCoreApplication.translate(
            "GameController", "Both others passed: you can only play at 18 or pass."
        ),
        Refusal.NOTHING_TO_HOLD: QCoreApplication.translate(
            "GameController", "There is no bid to hold."
        ),
        Refusal.SAME_CARD_TWICE: QCoreApplication.translate(
            "GameController", "Choose two different cards."
        ),
        Refusal.JACKS_PUSHED: QCoreApplication.translate(
            "GameController", "Jacks may not be pushed on."
        ),
        Refusal.NULL_ANNOUNCED: QCoreApplication.translate(
            "GameController", "Null cannot be played with Schneider or Schwarz announced."
        ),
        Refusal.ANNOUNCED_WITHOUT_HAND: QCoreApplication.translate(
            "GameController", "Schneider and Schwarz can only be announced in a Hand game."
        ),
        Refusal.SCHWARZ_WITHOUT_SCHNEIDER: QCoreApplication.translate(
            "GameController", "Announcing Schwarz includes announcing Schneider."
        ),
        Refusal.OUVERT_WITHOUT_SCHWARZ: QCoreApplication.translate(
            "GameController", "An open suit or Grand game is a Hand game with Schwarz announced."
        ),
        Refusal.HAND_AFTER_PICK_UP: QCoreApplication.translate(
            "GameController", "You picked up the skat, so this cannot be a Hand game."
        ),
        Refusal.NOT_HAND: QCoreApplication.translate(
            "GameController", "You did not pick up the skat, so your game is a Hand game."
        ),
        Refusal.KONTRA_SAID: QCoreApplication.translate(
            "GameController", "Kontra has already been said."
        ),
        Refusal.RE_WITHOUT_KONTRA: QCoreApplication.translate(
            "GameController", "You can only say Re after a Kontra."
        ),
    }


def _wrong_phase(action: object, deal: Deal, position: int) -> str:
    """An action of another phase: say what cannot be done, then what comes first."""
    if isinstance(action, Play):
        refused = QCoreApplication.translate("GameController", "You cannot play a card now.")
    else:
        refused = QCoreApplication.translate("GameController", "That is not possible now.")
    phase = deal.phase
    if phase == Phase.BIDDING:
        task = QCoreApplication.translate("GameController", "Bid or pass first.")
    elif phase == Phase.SKAT:
        task = QCoreApplication.translate("GameController", "Pick up the skat or play Hand first.")
    elif phase == Phase.DISCARD:
        task = QCoreApplication.translate("GameController", "Put two cards away first.")
    elif phase == Phase.DECLARE:
        task = QCoreApplication.translate("GameController", "Choose your game first.")
    elif phase == Phase.KONTRA and position == deal.declarer:
        task = QCoreApplication.translate("GameController", "Answer the Kontra first.")
    elif phase == Phase.KONTRA:
        task = QCoreApplication.translate("GameController", "Say Kontra or not first.")
    elif phase == Phase.RAMSCH_SKAT:
        task = QCoreApplication.translate("GameController", "Pick up the skat or pass it on first.")
    elif phase == Phase.RAMSCH_PUSH:
        task = QCoreApplication.translate("GameController", "Push two cards on first.")
    elif phase == Phase.PLAY:
        task = QCoreApplication.translate("GameController", "Play a card.")
    else:
        return refused
    return refused + " " + task


__all__ = ["describe", "game_name", "game_word", "refusal"]
