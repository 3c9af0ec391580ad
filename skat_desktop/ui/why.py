"""The "why" of a decision in the user's language: a bots.explain Reason put into words.

One to three short sentences, one per fact, said of "the hand" and "the declarer" or
"the defenders" so that the same words serve a hint to the user and the review of a
computer player's move. Card and suit names follow the deck (``terms``).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject

from skat_desktop.controller.learning import TRUMP_SUIT, Fact, Reason
from skat_desktop.engine.cards import card_list
from skat_desktop.engine.rules import GameType

from .terms import terms

NameOf = Callable[[int], str]


class WhyText(QObject):
    """Words for explanation facts (a QObject for ``tr``: the strings sit in one context)."""

    def reason(self, reason: Reason | None, name_of: NameOf) -> str:
        """The reason's facts as sentences, most telling first ("" when there are none)."""
        if reason is None:
            return ""
        sentences = [self.fact(f, name_of) for f in reason.facts]
        return " ".join(s for s in sentences if s)

    # -- pieces ---------------------------------------------------------------------

    def _suit(self, suit: int | None) -> str:
        if suit is None:
            return ""
        if suit == TRUMP_SUIT:
            return self.tr("trumps")
        return terms().game(GameType(suit))

    def _jacks(self, n: int) -> str:
        if n == 1:
            return self.tr("one jack")
        return self.tr("{n} jacks").format(n=n)

    def _trumps(self, n: int) -> str:
        if n == 1:
            return self.tr("one trump")
        return self.tr("{n} trumps").format(n=n)

    def fact(self, f: Fact, name_of: NameOf) -> str:
        t = terms()
        card = t.card(f.cards[0]) if f.cards else ""
        name = name_of(f.seat) if f.seat is not None else ""
        k = f.kind
        if k == "hand_game":
            assert f.game is not None
            if f.game == GameType.GRAND:  # in Grand the jacks are the only trumps
                return self.tr("The hand is worth up to {value} as {game} ({jacks}).").format(
                    value=f.number, game=t.game(f.game), jacks=self._jacks(f.extra)
                )
            return self.tr("The hand is worth up to {value} as {game} ({trumps}, {jacks}).").format(
                value=f.number,
                game=t.game(f.game),
                trumps=self._trumps(f.other),
                jacks=self._jacks(f.extra),
            )
        if k == "hand_weak":
            return self.tr("The hand is too weak for a game of its own.")
        if k == "bid_within":
            return self.tr("{bid} is within that.").format(bid=f.number)
        if k == "bid_beyond":
            return self.tr("{bid} would be more than it is worth.").format(bid=f.number)
        if k == "bidder_holds":
            jacks = self._jacks(f.extra)
            if f.other and f.suit is not None:
                text = self.tr(
                    "{name} bid {said} and passed at {passed}: likely {jacks} and long {suit}."
                )
            elif f.other:
                text = self.tr("{name} bid {said} and passed at {passed}: likely {jacks}.")
            elif f.suit is not None:
                text = self.tr("{name} bid up to {said}: likely {jacks} and long {suit}.")
            else:
                text = self.tr("{name} bid up to {said}: likely {jacks}.")
            return text.format(
                name=name, said=f.number, passed=f.other, jacks=jacks, suit=self._suit(f.suit)
            )
        if k == "hand_safe":
            return self.tr(
                "A Hand game wins about {chance}% of the time with these ten cards."
            ).format(chance=f.number)
        if k == "pick_up":
            return self.tr(
                "Hand would win only about {chance}%: the skat can make the hand better."
            ).format(chance=f.number)
        if k == "discard_points":
            cards = " ".join(t.card(c) for c in f.cards) if f.cards else ""
            return self.tr("Putting {cards} away keeps {points} points safe in the skat.").format(
                cards=cards, points=f.number
            )
        if k == "discard_weak":
            cards = " ".join(t.card(c) for c in f.cards) if f.cards else ""
            return self.tr("{cards} carry no points and are the least worth keeping.").format(
                cards=cards
            )
        if k == "discard_void":
            return self.tr("It leaves the hand without {suit}.").format(suit=self._suit(f.suit))
        if k == "declare_game":
            assert f.game is not None
            if f.number < f.bid:
                return self.tr("{game} is worth only {value}, less than the bid of {bid}.").format(
                    game=t.game(f.game), value=f.number, bid=f.bid
                )
            if f.game == GameType.GRAND:  # in Grand the jacks are the only trumps
                return self.tr("{game} with {jacks} is worth {value}; the bid was {bid}.").format(
                    game=t.game(f.game), jacks=self._jacks(f.extra), value=f.number, bid=f.bid
                )
            return self.tr(
                "{game} with {trumps} and {jacks} is worth {value}; the bid was {bid}."
            ).format(
                game=t.game(f.game),
                trumps=self._trumps(f.other),
                jacks=self._jacks(f.extra),
                value=f.number,
                bid=f.bid,
            )
        if k == "declare_null":
            return self.tr("Null is worth {value}; the bid was {bid}.").format(
                value=f.number, bid=f.bid
            )
        if k == "trumps_out":
            if f.number == 1:
                return self.tr("One trump is still out.")
            return self.tr("{n} trumps are still out.").format(n=f.number)
        if k == "trumps_gone":
            return self.tr("No trump is left with the others.")
        if k == "void_shown":
            return self.tr("{name} has shown no {suit}.").format(name=name, suit=self._suit(f.suit))
        if k == "points":
            if f.suit == 0:
                if f.extra <= 0:
                    return self.tr(
                        "The declarer has {mine} points, enough to win; the defenders {theirs}."
                    ).format(mine=f.number, theirs=f.other)
                return self.tr(
                    "The declarer has {mine} points, needs {need} more; the defenders {theirs}."
                ).format(mine=f.number, need=f.extra, theirs=f.other)
            if f.extra <= 0:
                return self.tr(
                    "The defenders have {theirs} points, enough to win; the declarer {mine}."
                ).format(mine=f.number, theirs=f.other)
            return self.tr(
                "The defenders have {theirs} points, need {need} more; the declarer {mine}."
            ).format(mine=f.number, need=f.extra, theirs=f.other)
        if k == "draw_trumps":
            if f.number == 1:
                return self.tr("Draw trumps first: one is still out.").format(card=card)
            return self.tr("Draw trumps first: {n} are still out.").format(card=card, n=f.number)
        if k == "top_card":
            return self.tr("No card of its suit left with the others beats {card}.").format(
                card=card
            )
        if k == "take_trick":
            return self.tr("{card} takes the trick and its {points} points.").format(
                card=card, points=f.number
            )
        if k == "smear":
            return self.tr("{name} takes this trick: {card} adds points to it.").format(
                name=name, card=card
            )
        if k == "duck":
            return self.tr("The trick is lost anyway: {card} gives away the fewest points.").format(
                card=card
            )
        if k == "partner_void":
            return self.tr("{name} has shown no {suit} and may trump {card}.").format(
                name=name, suit=self._suit(f.suit), card=card
            )
        if k == "null_low":
            return self.tr("In Null the declarer must take no trick: {card} stays low.").format(
                card=card
            )
        if k == "low_card":
            return self.tr("{card} keeps the higher cards for later.").format(card=card)
        if k == "only_card":
            return self.tr("{card} is the only card that may be played.").format(card=card)
        return ""


_WHY: WhyText | None = None


def why_text() -> WhyText:
    """The shared renderer (its strings follow the installed translators)."""
    global _WHY
    if _WHY is None:
        _WHY = WhyText()
    return _WHY


def reason_sentences(reason: object, name_of: NameOf) -> str:
    """``reason`` (a Reason, or anything else: "") in words."""
    return why_text().reason(reason if isinstance(reason, Reason) else None, name_of)


def named_cards(reason: object) -> list[int]:
    """The cards a reason names (for tests)."""
    return card_list(reason.cards()) if isinstance(reason, Reason) else []


__all__ = ["WhyText", "named_cards", "reason_sentences", "shown_chance", "why_text"]


def shown_chance(chance: float) -> int:
    """A hint's estimated chance in whole per cent, kept within 1..99: it comes from samples
    of the hidden cards, so "100%" (or "0%") would claim a certainty it does not have."""
    return min(99, max(1, round(chance * 100)))
