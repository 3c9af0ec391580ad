"""The strip under the table: the buttons for the human's decision in each phase."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractButton,
    QCheckBox,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from skat_desktop.controller.snapshot import TableSnapshot
from skat_desktop.engine.actions import (
    DECLINE,
    HOLD,
    KONTRA,
    PASS,
    PASS_ON,
    PICK_UP,
    PLAY_HAND,
    RE,
    Action,
    Bid,
    Declare,
    Discard,
    Push,
    discard,
    push,
)
from skat_desktop.engine.cards import Card
from skat_desktop.engine.rules import Contract, GameType
from skat_desktop.engine.scoring import declared_value

from .terms import terms

_GAMES = (
    GameType.DIAMONDS,
    GameType.HEARTS,
    GameType.SPADES,
    GameType.CLUBS,
    GameType.GRAND,
    GameType.NULL,
)
_FLAGS = ("schneider_announced", "schwarz_announced", "ouvert")


def _numbered(number: int, text: str) -> str:
    """A button's text after the number key that presses it (key 0 for the tenth)."""
    return str(number % 10) + "  " + text


def _button(name: str) -> QPushButton:
    button = QPushButton()
    button.setObjectName(name)
    button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # keys stay with the table view
    button.setMinimumHeight(30)
    return button


class _Page(QWidget):
    def __init__(self) -> None:
        super().__init__()
        self._hinted: QAbstractButton | None = None

    def buttons(self) -> list[QAbstractButton]:
        """The page's buttons in the order the number keys 1, 2, 3... press them."""
        return []

    def main_button(self) -> QAbstractButton | None:
        """The button Enter presses when no hint says otherwise (None: Enter does nothing)."""
        return None

    def default_button(self) -> QAbstractButton | None:
        """The hinted button if there is one, else the page's main button."""
        return self._hinted or self.main_button()

    def hint_button(self, action: Action) -> QAbstractButton | None:
        """The button that does ``action`` (and any choice it needs made on the page)."""
        del action
        return None

    def show_hint(self, action: Action) -> bool:
        """Make the button for ``action`` the default one (Enter presses it); False if none."""
        button = self.hint_button(action)
        if button is None:
            return False
        self._hinted = button
        self.mark_default()
        return True

    def clear_hint(self) -> None:
        if self._hinted is not None:
            self._hinted = None
            self.mark_default()

    def mark_default(self) -> None:
        """Draw the default button with the style's default frame, the others without."""
        default = self.default_button()
        for button in self.findChildren(QPushButton):
            button.setDefault(button is default)


class IdlePage(_Page):
    new_game = Signal()

    def __init__(self) -> None:
        super().__init__()
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.start = _button("newGameButton")
        self.start.clicked.connect(self.new_game)
        layout.addStretch()
        layout.addWidget(self.start)
        layout.addStretch()
        self.retranslate()

    def retranslate(self) -> None:
        self.start.setText(self.tr("1  New game"))
        self.start.setAccessibleName(self.tr("New game"))

    def buttons(self) -> list[QAbstractButton]:
        return [self.start]

    def main_button(self) -> QAbstractButton | None:
        return self.start


class AuctionPage(_Page):
    """Next bid and Pass, Yes and Pass when answering, and any higher bid from a list."""

    chosen = Signal(object)

    def __init__(self) -> None:
        super().__init__()
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.history = QLabel()
        self.history.setObjectName("auctionHistory")
        self.history.setWordWrap(True)
        self.history.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.bid = _button("bidButton")
        self.hold = _button("holdButton")
        self.pass_ = _button("passButton")
        self.higher = QComboBox()
        self.higher.setObjectName("higherBidCombo")
        self.higher.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.bid_higher = _button("bidHigherButton")
        layout.addWidget(self.history, 1)
        for w in (self.bid, self.hold, self.pass_, self.higher, self.bid_higher):
            layout.addWidget(w)
        self.bid.clicked.connect(self._bid_next)
        self.hold.clicked.connect(lambda: self.chosen.emit(HOLD))
        self.pass_.clicked.connect(lambda: self.chosen.emit(PASS))
        self.bid_higher.clicked.connect(self._bid_chosen)
        self._bids: list[Bid] = []
        self._listed: list[int] = []
        self._answering = False
        self.retranslate()

    def retranslate(self) -> None:
        self.pass_.setAccessibleName(self.tr("Pass"))
        self.hold.setAccessibleName(self.tr("Yes, hold the bid"))
        self.bid.setAccessibleName(self.tr("Bid the next value"))
        self.higher.setAccessibleName(self.tr("Higher bid"))
        self.bid_higher.setAccessibleName(self.tr("Bid the chosen value"))
        self._label()

    def _label(self) -> None:
        keys = iter(range(1, 10))
        if self._bids:
            self.bid.setText(
                str(next(keys)) + "  " + self.tr("Bid %1").replace("%1", str(self._bids[0].value))
            )
        if self._answering:
            self.hold.setText(str(next(keys)) + "  " + self.tr("Yes"))
        self.pass_.setText(str(next(keys)) + "  " + self.tr("Pass"))
        if len(self._bids) > 1:
            key = str(next(keys))
            self.bid_higher.setText(key + "  " + self.tr("Bid"))
            # The list never takes the focus (the arrow keys choose cards): the window
            # passes Up and Down, + and - to step_bid instead.
            self.higher.setToolTip(
                self.tr(
                    "Choose any higher legal bid: Up and Down (or + and -) change it, %1 bids it"
                ).replace("%1", key)
            )

    def show_snapshot(self, snap: TableSnapshot) -> None:
        self._bids = sorted((a for a in snap.legal if isinstance(a, Bid)), key=lambda b: b.value)
        self._answering = HOLD in snap.legal
        self.bid.setVisible(bool(self._bids))
        self.hold.setVisible(self._answering)
        self.pass_.setVisible(PASS in snap.legal)
        more = len(self._bids) > 1
        self.higher.setVisible(more)
        self.bid_higher.setVisible(more)
        values = [b.value for b in self._bids[1:]]
        if values != self._listed:
            self._listed = values
            self.higher.blockSignals(True)
            self.higher.clear()
            for v in values:
                self.higher.addItem(str(v), v)
            self.higher.blockSignals(False)
        t = terms()
        words = [
            (snap.names[p] if p < len(snap.names) else "?") + ": " + t.word(w)
            for p, w in snap.auction
        ]
        self.history.setText(
            self.tr("Said so far: %1").replace("%1", ", ".join(words))
            if words
            else self.tr("Nothing said yet.")
        )
        self._label()

    def _bid_next(self) -> None:
        if self._bids:
            self.chosen.emit(self._bids[0])

    def hint_button(self, action: Action) -> QAbstractButton | None:
        # No main button: bidding on and passing both commit, so Enter only follows a hint.
        if action == HOLD and self._answering:
            return self.hold
        if action == PASS and self.pass_.isVisibleTo(self):
            return self.pass_
        if isinstance(action, Bid) and action in self._bids:
            if action == self._bids[0]:
                return self.bid
            self.higher.setCurrentIndex(self.higher.findData(action.value))
            return self.bid_higher
        return None

    def step_bid(self, step: int) -> bool:
        """Choose the next higher (``step`` 1) or lower (-1) value in the list of higher
        bids, staying within it; False when no list of higher bids is offered."""
        if len(self._bids) < 2 or self.higher.count() == 0:
            return False
        index = max(0, min(self.higher.currentIndex() + step, self.higher.count() - 1))
        self.higher.setCurrentIndex(index)
        return True

    def _bid_chosen(self) -> None:
        value = self.higher.currentData()
        if value is not None:
            self.chosen.emit(Bid(int(value)))

    def buttons(self) -> list[QAbstractButton]:
        out: list[QAbstractButton] = []
        if self._bids:
            out.append(self.bid)
        if self._answering:
            out.append(self.hold)
        out.append(self.pass_)
        if len(self._bids) > 1:
            out.append(self.bid_higher)
        return out


class SkatPage(_Page):
    """Pick up the skat or play Hand; in a Schieberamsch pick it up or pass it on."""

    chosen = Signal(object)

    def __init__(self) -> None:
        super().__init__()
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.pick_up = _button("pickUpButton")
        self.hand = _button("handButton")
        self.pass_on = _button("passOnButton")
        layout.addWidget(self.text, 1)
        layout.addWidget(self.pick_up)
        layout.addWidget(self.hand)
        layout.addWidget(self.pass_on)
        self.pick_up.clicked.connect(lambda: self.chosen.emit(PICK_UP))
        self.hand.clicked.connect(lambda: self.chosen.emit(PLAY_HAND))
        self.pass_on.clicked.connect(lambda: self.chosen.emit(PASS_ON))
        self._ramsch = False
        self._pushes = 0
        self.retranslate()

    def show_snapshot(self, snap: TableSnapshot) -> None:
        self._ramsch = PASS_ON in snap.legal
        self._pushes = snap.pushes
        self.hand.setVisible(not self._ramsch)
        self.pass_on.setVisible(self._ramsch)
        self.retranslate()

    def retranslate(self) -> None:
        if self._ramsch:
            text = self.tr(
                "Schieberamsch: pick up the skat and push two cards on to the next player "
                "(each push doubles the Ramsch), or pass the skat on unseen."
            )
            if self._pushes:
                text += " " + self.tr("Pushed so far: %1×.").replace("%1", str(self._pushes))
            self.text.setText(text)
        else:
            # The message line already says the auction is won: only what Hand brings.
            self.text.setText(self.tr("Hand: the skat stays unseen, the game is worth more."))
        self.pick_up.setText(self.tr("1  Pick up the skat"))
        self.pick_up.setAccessibleName(self.tr("Pick up the skat"))
        self.hand.setText(self.tr("2  Play Hand"))
        self.hand.setAccessibleName(self.tr("Play Hand"))
        self.pass_on.setText(self.tr("2  Pass it on"))
        self.pass_on.setAccessibleName(self.tr("Pass the skat on unseen"))

    def buttons(self) -> list[QAbstractButton]:
        return [self.pick_up, self.pass_on if self._ramsch else self.hand]

    def main_button(self) -> QAbstractButton | None:
        return self.pick_up

    def hint_button(self, action: Action) -> QAbstractButton | None:
        return {PICK_UP: self.pick_up, PLAY_HAND: self.hand, PASS_ON: self.pass_on}.get(action)


class KontraPage(_Page):
    """Table rule Kontra and Re: a defender doubles (Kontra), the declarer redoubles (Re)."""

    chosen = Signal(object)

    def __init__(self) -> None:
        super().__init__()
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.text = QLabel()
        self.text.setObjectName("kontraText")
        self.text.setWordWrap(True)
        self.double = _button("kontraButton")
        self.decline = _button("noDoubleButton")
        layout.addWidget(self.text, 1)
        layout.addWidget(self.double)
        layout.addWidget(self.decline)
        self.double.clicked.connect(self._double)
        self.decline.clicked.connect(lambda: self.chosen.emit(DECLINE))
        self._re = False
        self.retranslate()

    def show_snapshot(self, snap: TableSnapshot) -> None:
        self._re = RE in snap.legal
        self.retranslate()

    def retranslate(self) -> None:
        if self._re:
            self.text.setText(
                self.tr(
                    "A defender says Kontra: your game counts double. Answer Re to double it "
                    "again (four times), or let it be."
                )
            )
            self.double.setText(self.tr("1  Re"))
            self.double.setAccessibleName(self.tr("Re: double again"))
            self.decline.setText(self.tr("2  No Re"))
            self.decline.setAccessibleName(self.tr("No Re"))
        else:
            self.text.setText(
                self.tr(
                    "Before the first card: say Kontra if you think the declarer loses. "
                    "The game then counts double (and the declarer may answer Re)."
                )
            )
            self.double.setText(self.tr("1  Kontra"))
            self.double.setAccessibleName(self.tr("Kontra: double the game"))
            self.decline.setText(self.tr("2  No Kontra"))
            self.decline.setAccessibleName(self.tr("No Kontra"))

    def _double(self) -> None:
        self.chosen.emit(RE if self._re else KONTRA)

    def buttons(self) -> list[QAbstractButton]:
        return [self.double, self.decline]

    def main_button(self) -> QAbstractButton | None:
        return self.decline  # letting it be carries on with the deal, as Enter should

    def hint_button(self, action: Action) -> QAbstractButton | None:
        if action in (KONTRA, RE):
            return self.double
        return self.decline if action == DECLINE else None


class DiscardPage(_Page):
    """Two cards chosen on the table, changeable until the button confirms them."""

    chosen = Signal(object)

    def __init__(self) -> None:
        super().__init__()
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.confirm = _button("discardButton")
        layout.addWidget(self.text, 1)
        layout.addWidget(self.confirm)
        self.confirm.clicked.connect(self._confirm)
        self._selected: list[Card] = []
        self._legal: tuple[Action, ...] = ()
        self._push = False  # Schieberamsch: the two cards go on to the next player
        self.retranslate()

    def retranslate(self) -> None:
        if self._push:
            self.confirm.setText(self.tr("1  Push these two on"))
            self.confirm.setAccessibleName(self.tr("Push the two chosen cards on"))
        else:
            self.confirm.setText(self.tr("1  Put these two away"))
            self.confirm.setAccessibleName(self.tr("Put the two chosen cards away"))
        self._update()

    def set_state(self, selected: list[Card], legal: tuple[Action, ...]) -> None:
        self._selected = list(selected)
        self._legal = legal
        pushing = any(isinstance(a, Push) for a in legal)
        if pushing != self._push:
            self._push = pushing
            self.retranslate()
        self._update()

    def action(self) -> Discard | Push | None:
        if len(self._selected) != 2:
            return None
        a, b = self._selected
        choice: Discard | Push = push(a, b) if self._push else discard(a, b)
        return choice if choice in self._legal else None

    def _update(self) -> None:
        n = len(self._selected)
        if self._push:
            if n == 2 and self.action() is None:
                text = self.tr("Jacks may not be pushed: choose other cards.")
            elif n == 2:
                text = self.tr(
                    "Push %1 on? Click or press Space on a card again to change your choice."
                ).replace("%1", self._chosen())
            else:
                text = self.tr(
                    "Choose two cards to push on to the next player (click them, or "
                    "Left/Right and Space): %1 of 2."
                ).replace("%1", str(n))
        elif n == 2:
            text = self.tr(
                "Put away %1? Click or press Space on a card again to change your choice."
            ).replace("%1", self._chosen())
        else:
            text = self.tr(
                "Choose two cards to put away (click them, or Left/Right and Space): %1 of 2."
            ).replace("%1", str(n))
        self.text.setText(text)
        self.confirm.setEnabled(self.action() is not None)

    def _chosen(self) -> str:
        """The chosen cards in the order they were clicked, as the table writes cards."""
        t = terms()
        return " ".join(t.card(c) for c in self._selected)

    def _confirm(self) -> None:
        action = self.action()
        if action is not None:
            self.chosen.emit(action)

    def buttons(self) -> list[QAbstractButton]:
        return [self.confirm]

    def main_button(self) -> QAbstractButton | None:
        return self.confirm

    def hint_button(self, action: Action) -> QAbstractButton | None:
        # The window selects the hinted cards on the table; the button then confirms them.
        return self.confirm if isinstance(action, (Discard, Push)) else None


class DeclarePage(_Page):
    """Suit, Grand or Null with the announcements the rules allow now, each with its value."""

    chosen = Signal(object)

    def __init__(self) -> None:
        super().__init__()
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.setSpacing(3)
        games = QHBoxLayout()
        options = QHBoxLayout()
        outer.addLayout(games)
        outer.addLayout(options)
        self.game_buttons: dict[GameType, QPushButton] = {}
        for g in _GAMES:
            b = _button("game" + g.name.title())
            b.setCheckable(True)
            b.clicked.connect(lambda _checked=False, game=g: self._pick_game(game))
            games.addWidget(b)
            self.game_buttons[g] = b
        self.flag_boxes: dict[str, QCheckBox] = {}
        for flag in _FLAGS:
            box = QCheckBox()
            box.setObjectName(flag)
            box.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            box.toggled.connect(lambda on, f=flag: self._flag_changed(f, on))
            options.addWidget(box)
            self.flag_boxes[flag] = box
        self.warning = QLabel()
        self.warning.setObjectName("declareWarning")
        self.warning.setWordWrap(True)
        # Ignored: the warning wraps into whatever room the buttons leave, never pushes them.
        self.warning.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.warning.setMinimumWidth(120)
        options.addWidget(self.warning, 1)
        self.declare = _button("declareButton")
        self.declare.clicked.connect(self._declare)
        options.addWidget(self.declare)
        self._legal: list[Contract] = []
        self._cards = 0
        self._bid = 0
        self._hand = False
        self._game: GameType | None = None
        self._flags = dict.fromkeys(_FLAGS, False)
        self._updating = False
        self.retranslate()

    def retranslate(self) -> None:
        names = {
            "schneider_announced": self.tr("Schneider"),
            "schwarz_announced": self.tr("Schwarz"),
            "ouvert": self.tr("Ouvert"),
        }
        for flag, box in self.flag_boxes.items():
            box.setText(_numbered(self._number(box), names[flag]))
            box.setAccessibleName(names[flag])
        self._update()

    def _number(self, button: QAbstractButton) -> int:
        """The number key that presses ``button``: its place in ``buttons()``, 10 as key 0."""
        return self.buttons().index(button) + 1

    def show_snapshot(self, snap: TableSnapshot) -> None:
        self._legal = [a.contract for a in snap.legal if isinstance(a, Declare)]
        # What the declarer holds: ten cards plus the two put away (the skat is unseen in Hand).
        self._cards = snap.human_hand | snap.discard
        self._bid = snap.bid_value
        self._hand = any(c.hand for c in self._legal)
        if self._game is None or not any(c.game == self._game for c in self._legal):
            self._game = None
            self._flags = dict.fromkeys(_FLAGS, False)
        self._update()

    def reset(self) -> None:
        self._game = None
        self._flags = dict.fromkeys(_FLAGS, False)
        self._hinted = None
        self._update()

    def selected_contract(self) -> Contract | None:
        if self._game is None:
            return None
        for c in self._legal:
            if c.game == self._game and all(getattr(c, f) == self._flags[f] for f in _FLAGS):
                return c
        return None

    def _base_contract(self, game: GameType) -> Contract | None:
        """The legal contract of ``game`` with the fewest announcements."""
        found = [c for c in self._legal if c.game == game]
        found.sort(key=lambda c: sum(getattr(c, f) for f in _FLAGS))
        return found[0] if found else None

    def _pick_game(self, game: GameType) -> None:
        self._game = game
        base = self._base_contract(game)
        keep = dict(self._flags)
        self._flags = dict.fromkeys(_FLAGS, False)
        if base is not None:
            self._flags = {f: getattr(base, f) for f in _FLAGS}
        # Keep announcements the new game allows as they were ticked.
        for f, on in keep.items():
            if on:
                self._flag_changed(f, True, update=False)
        self._update()

    def _flag_changed(self, flag: str, on: bool, update: bool = True) -> None:
        if self._updating or self._game is None:
            return
        # The nearest legal contract with this announcement switched as asked: announcing
        # Schwarz brings Schneider with it, dropping Schneider drops Schwarz (the engine's
        # list of legal contracts says so, the panel only follows it).
        candidates = [c for c in self._legal if c.game == self._game and getattr(c, flag) == on]
        if candidates:
            best = min(
                candidates,
                key=lambda c: sum(getattr(c, f) != self._flags[f] for f in _FLAGS),
            )
            self._flags = {f: getattr(best, f) for f in _FLAGS}
        if update:
            self._update()

    def _update(self) -> None:
        self._updating = True
        t = terms()
        games_legal = {c.game for c in self._legal}
        for g, b in self.game_buttons.items():
            b.setChecked(g == self._game)
            b.setEnabled(g in games_legal)
            contract = self._contract_for(g)
            label = t.game(g)
            if contract is not None:
                label += " " + str(declared_value(contract, self._cards))
            b.setText(_numbered(self._number(b), label))
            b.setAccessibleName(label)
            if g not in games_legal:
                b.setToolTip(self.tr("Not allowed now: its value is below the bid"))
            else:
                b.setToolTip("")
        for f, box in self.flag_boxes.items():
            allowed = self._game is not None and any(
                c.game == self._game and getattr(c, f) for c in self._legal
            )
            box.setEnabled(allowed)
            box.setChecked(self._flags[f] and allowed)
        contract = self.selected_contract()
        self.declare.setEnabled(contract is not None)
        if contract is not None:
            declare = (
                self.tr("Declare %1").replace("%1", t.contract(contract))
                + " ("
                + str(declared_value(contract, self._cards))
                + ")"
            )
        else:
            declare = self.tr("Declare")
        self.declare.setText(_numbered(self._number(self.declare), declare))
        self.declare.setAccessibleName(declare)
        self.warning.setText(self._warning(contract))
        self._updating = False

    def _contract_for(self, game: GameType) -> Contract | None:
        if game == self._game:
            found = self.selected_contract()
            if found is not None:
                return found
        return self._base_contract(game)

    def _warning(self, contract: Contract | None) -> str:
        if contract is None:
            if self._hand:
                return self.tr("Hand game: choose the contract and any announcement.")
            return self.tr("Choose the contract.")
        value = declared_value(contract, self._cards)
        if contract.is_null or value >= self._bid:
            return (
                self.tr("Worth %1 with your cards; the bid is %2.")
                .replace("%1", str(value))
                .replace("%2", str(self._bid))
            )
        return (
            self.tr(
                "Warning: worth only %1 with your cards, below the bid of %2. "
                "You lose as overbid unless you make Schneider or Schwarz."
            )
            .replace("%1", str(value))
            .replace("%2", str(self._bid))
        )

    def _declare(self) -> None:
        contract = self.selected_contract()
        if contract is not None:
            self.chosen.emit(Declare(contract))

    def buttons(self) -> list[QAbstractButton]:
        """Fixed places, enabled or not: games 1-6, Declare 7, the announcements 8, 9, 0."""
        out: list[QAbstractButton] = [self.game_buttons[g] for g in _GAMES]
        out.append(self.declare)
        out.extend(self.flag_boxes[f] for f in _FLAGS)
        return out

    def main_button(self) -> QAbstractButton | None:
        return self.declare

    def hint_button(self, action: Action) -> QAbstractButton | None:
        """Select the hinted contract with its announcements; Declare then confirms it."""
        if not isinstance(action, Declare) or action.contract not in self._legal:
            return None
        self._game = action.contract.game
        self._flags = {f: bool(getattr(action.contract, f)) for f in _FLAGS}
        self._update()
        return self.declare


class PlayPage(_Page):
    """During trick play: what to do, and the last trick on demand."""

    show_last_trick = Signal()

    def __init__(self) -> None:
        super().__init__()
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.text = QLabel()
        self.text.setObjectName("playText")
        self.text.setWordWrap(True)
        self.last = _button("lastTrickButton")
        self.last.clicked.connect(self.show_last_trick)
        layout.addWidget(self.text, 1)
        layout.addWidget(self.last)
        self._snap: TableSnapshot | None = None
        self.retranslate()

    def retranslate(self) -> None:
        self.last.setText(self.tr("1  Last trick (L)"))
        self.last.setAccessibleName(self.tr("Show the last trick"))
        if self._snap is not None:
            self.show_snapshot(self._snap)  # the prompt, in the new language

    def show_snapshot(self, snap: TableSnapshot) -> None:
        self._snap = snap
        self.last.setEnabled(bool(snap.last_trick))
        if snap.human_to_move and snap.state == "playing":
            # The message line says whose turn it is; this only says how to play a card.
            self.text.setText(self.tr("Click a card, or choose with Left/Right and press Enter."))
        else:
            self.text.setText("")

    def buttons(self) -> list[QAbstractButton]:
        return [self.last]


class ResultPage(_Page):
    """The deal's result in words, level by level, with Play again."""

    play_again = Signal()

    def __init__(self) -> None:
        super().__init__()
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        # The whole result (for the accessible text and tests) and, shown, the same lines
        # in two columns so they fit the low panel: who won and why beside what it scored.
        self.text = QLabel()
        self.text.setObjectName("resultText")
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.text.hide()
        self.left = QLabel()
        self.left.setObjectName("resultLeft")
        self.left.setWordWrap(True)
        self.left.setTextFormat(Qt.TextFormat.RichText)
        self.left.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        self.right = QLabel()
        self.right.setObjectName("resultRight")
        self.right.setWordWrap(True)
        self.right.setTextFormat(Qt.TextFormat.RichText)
        self.right.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        self.again = _button("playAgainButton")
        self.again.clicked.connect(self.play_again)
        layout.addWidget(self.left, 3)
        layout.addWidget(self.right, 2)
        layout.addWidget(self.again)
        self._snap: TableSnapshot | None = None
        self.retranslate()

    def retranslate(self) -> None:
        self.again.setText(self.tr("1  Play again"))
        self.again.setAccessibleName(self.tr("Play again"))
        if self._snap is not None:
            self.show_snapshot(self._snap)

    def show_snapshot(self, snap: TableSnapshot) -> None:
        self._snap = snap
        if snap.state == "series_over":
            self.again.setText(self.tr("1  New series"))
        else:
            self.again.setText(self.tr("1  Play again"))
        html = result_html(self, snap)
        self.text.setText(html)
        lines = html.split("<br>")
        # Who won and the card points on the left; the value, the score and the skat right.
        half = (len(lines) + 1) // 2 if len(lines) > 2 else len(lines)
        self.left.setText("<br>".join(lines[:half]))
        self.right.setText("<br>".join(lines[half:]))
        self.right.setVisible(len(lines) > half)

    def buttons(self) -> list[QAbstractButton]:
        return [self.again]

    def main_button(self) -> QAbstractButton | None:
        return self.again

    def bock_lines(self, snap: TableSnapshot) -> list[str]:
        """Why the breakdown ends with a Bock doubling (its figures already include it)."""
        if snap.bock <= 1:
            return []
        if snap.bock >= 4:
            return [self.tr("Bock on Bock: the list counts it four times")]
        return [self.tr("Bock round: the list counts it double")]

    def bock_start_lines(self, snap: TableSnapshot) -> list[str]:
        """That this game starts a Bock round, and for how many deals: the sheet marks it
        only from the next deal on, so the result is where the player learns it."""
        row = next((row for row in snap.sheet if row.get("number") == snap.deal_number), None)
        if row is None or not row.get("bock_event"):
            return []
        deals = str(snap.players)  # a round: one deal per player at the table
        if snap.bock_rounds:
            # A round runs with this deal: the new one comes on top of it.
            text = self.tr("This game starts one more Bock round: %1 more deals count double.")
        else:
            text = self.tr("This game starts a Bock round: the next %1 deals count double.")
        return [text.replace("%1", deals)]

    def pushes_line(self, pushes: int) -> str:
        """How often the Schieberamsch skat was pushed on, in words ("once", "twice")."""
        if pushes == 1:
            return self.tr("Pushed on once: each push doubles")
        if pushes == 2:
            return self.tr("Pushed on twice: each push doubles")
        return self.tr("Pushed on %1 times: each push doubles").replace("%1", str(pushes))

    def ramsch_html(self, snap: TableSnapshot) -> str:
        """A Ramsch: each player's card points and score, Jungfrau, Durchmarsch, pushes."""
        t = terms()
        r = snap.result
        assert r is not None
        scores = r.ramsch_scores or (0, 0, 0)
        points = r.ramsch_points or (0, 0, 0)
        if r.durchmarsch:
            head = self.tr("Ramsch: Durchmarsch, one player took every trick")
        else:
            head = self.tr("Ramsch: the most card points lose")
        lines = ["<b>" + head + "</b>"]
        parts = []
        for position, player in enumerate(snap.seating):
            name = self.tr("You") if player == snap.human else snap.names[player]
            entry = scores[position] * snap.bock  # the list's entry
            score = ("+" if entry > 0 else "") + str(entry) if entry else "0"
            parts.append(
                self.tr("%1 %2 points (%3)")
                .replace("%1", name)
                .replace("%2", str(points[position]))
                .replace("%3", score)
            )
        lines.append(" · ".join(parts))
        lines.append(t.breakdown(r, snap.bock))
        notes = []
        if r.jungfrau:
            notes.append(self.tr("Jungfrau: a player took no trick, the loss counts double"))
        if r.pushes:
            notes.append(self.pushes_line(r.pushes))
        notes += self.bock_lines(snap)
        if notes:
            lines.append(" · ".join(notes))
        skat = t.cards(snap.skat_seen)
        if skat:
            text = self.tr("Skat (to the last trick): %1").replace("%1", skat)
            if snap.pushed:
                text += " · " + self.tr("you pushed: %1").replace("%1", t.cards(snap.pushed))
            lines.append(text)
        return "<br>".join(lines)


def result_html(page: ResultPage, snap: TableSnapshot) -> str:
    """The result as a few lines of rich text (used by the panel and the accessible text)."""
    t = terms()
    r = snap.result
    if snap.abandoned:
        return (
            "<b>"
            + QCoreApplication.translate("ResultPage", "The deal was abandoned and does not count.")
            + "</b>"
        )
    if r is not None and r.is_ramsch:
        return page.ramsch_html(snap)
    if r is None or r.passed_in or r.contract is None or snap.declarer is None:
        return (
            "<b>"
            + QCoreApplication.translate(
                "ResultPage", "Everybody passed: the deal is passed in, nobody scores."
            )
            + "</b>"
        )
    name = snap.names[snap.declarer]
    game = t.contract(r.contract)
    if snap.declarer == snap.human:
        head = (
            QCoreApplication.translate("ResultPage", "You win %1")
            if r.won
            else QCoreApplication.translate("ResultPage", "You lose %1")
        )
        head = head.replace("%1", game)
    elif r.won:
        head = (
            QCoreApplication.translate("ResultPage", "%1 wins %2")
            .replace("%1", name)
            .replace("%2", game)
        )
    else:
        head = (
            QCoreApplication.translate("ResultPage", "%1 loses %2")
            .replace("%1", name)
            .replace("%2", game)
        )
    lines = ["<b>" + head + "</b>"]
    if r.contract.is_null:
        facts = QCoreApplication.translate(
            "ResultPage", "Tricks taken by the declarer: %1"
        ).replace("%1", str(r.declarer_tricks))
    else:
        facts = (
            QCoreApplication.translate("ResultPage", "Card points: %1 to %2")
            .replace("%1", str(r.declarer_points))
            .replace("%2", str(120 - r.declarer_points))
        )
    lines.append(facts)
    given_up = _given_up_line(snap)
    if given_up:
        lines.append(given_up)
    lines.append(t.breakdown(r, snap.bock))
    if r.overbid:
        lines.append(
            QCoreApplication.translate(
                "ResultPage",
                "Overbid: the game is worth less than the bid of %1, so it is lost and counts "
                "as %2, the lowest multiple of %3 that reaches the bid.",
            )
            .replace("%1", str(r.bid))
            .replace("%2", str(r.value // max(1, r.factor)))
            .replace("%3", str(r.base_value))
        )
    scored = t.score_line(r, name, snap.declarer == snap.human, snap.bock)
    # One line for the score and the table rules that changed it, so the result fits the panel.
    notes = [scored]
    if r.kontra:
        said = snap.names[snap.kontra_by] if snap.kontra_by is not None else "?"
        if snap.kontra_by == snap.human:
            said = QCoreApplication.translate("ResultPage", "you")
        if r.re:
            notes.append(
                QCoreApplication.translate(
                    "ResultPage", "Kontra by %1, Re: four times the value"
                ).replace("%1", said)
            )
        else:
            notes.append(
                QCoreApplication.translate("ResultPage", "Kontra by %1: double the value").replace(
                    "%1", said
                )
            )
    notes += page.bock_lines(snap)
    notes += page.bock_start_lines(snap)
    lines.append(" · ".join(notes))
    shown = t.cards(snap.skat_seen)
    if shown:
        skat = QCoreApplication.translate("ResultPage", "Skat: %1").replace("%1", shown)
        if snap.discard and snap.discard != snap.skat_seen:
            skat += " · " + QCoreApplication.translate("ResultPage", "put away: %1").replace(
                "%1", t.cards(snap.discard)
            )
        lines.append(skat)
    return "<br>".join(lines)


def _given_up_line(snap: TableSnapshot) -> str:
    """Why a game given up early scores as it does: the card points shown are not those of
    ten tricks, so the reader needs the rule that turned them into the result."""
    r = snap.result
    if r is None or r.ended_by != "resigned" or r.contract is None:
        return ""
    if not r.won:
        if snap.declarer == snap.human:
            text = QCoreApplication.translate(
                "ResultPage",
                "You gave the game up: a declarer who gives up loses the game at its value. "
                "The card points are those taken so far; Schneider counts only if reached.",
            )
        else:
            text = QCoreApplication.translate(
                "ResultPage",
                "The declarer gave the game up and loses it at its value. The card points "
                "are those taken so far; Schneider counts only if reached.",
            )
        return text
    if r.contract.is_null:
        return QCoreApplication.translate(
            "ResultPage", "The defenders conceded: the declarer wins the Null game."
        )
    return QCoreApplication.translate(
        "ResultPage",
        "The defenders conceded: every card not yet in their tricks goes to the declarer.",
    )


class ActionPanel(QWidget):
    """Shows the page for the controller's state; emits the human's chosen action."""

    action_chosen = Signal(object)
    new_game = Signal()
    play_again = Signal()
    show_last_trick = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("actionPanel")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 3, 8, 3)
        layout.setSpacing(2)
        self.message = QLabel()
        self.message.setObjectName("tableMessage")
        self.message.setWordWrap(True)
        font = self.message.font()
        font.setBold(True)
        self.message.setFont(font)
        layout.addWidget(self.message)
        self.stack = QStackedWidget()
        layout.addWidget(self.stack)
        self.idle = IdlePage()
        self.wait = _Page()
        self.auction = AuctionPage()
        self.skat = SkatPage()
        self.kontra = KontraPage()
        self.discard = DiscardPage()
        self.declare = DeclarePage()
        self.play = PlayPage()
        self.result = ResultPage()
        for page in (
            self.idle,
            self.wait,
            self.auction,
            self.skat,
            self.kontra,
            self.discard,
            self.declare,
            self.play,
            self.result,
        ):
            self.stack.addWidget(page)
        self.idle.new_game.connect(self.new_game)
        for page in (self.auction, self.skat, self.kontra, self.discard, self.declare):
            page.chosen.connect(self.action_chosen)
        self.play.show_last_trick.connect(self.show_last_trick)
        self.result.play_again.connect(self.play_again)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.fit_height(600)
        self._decision: object = None
        self.retranslate()

    # The panel takes this share of the window's height (within the limits below): the
    # table gets the rest, and the panel never holds more than two rows of buttons.
    SHARE = 0.15
    LOWEST, HIGHEST = 78, 124

    def set_message(self, text: str) -> None:
        """The line above the choices; hidden when empty, so the choices get its room."""
        self.message.setText(text)
        self.message.setVisible(bool(text))

    def fit_height(self, window_height: int) -> None:
        """Set the panel's height for a window ``window_height`` pixels high."""
        wanted = round(window_height * self.SHARE)
        self.setFixedHeight(max(self.LOWEST, min(self.HIGHEST, wanted)))

    def retranslate(self) -> None:
        self.setAccessibleName(self.tr("Your choices"))
        self.message.setAccessibleName(self.tr("What happens now"))
        for page in (self.idle, self.auction, self.skat, self.kontra, self.discard, self.declare):
            page.retranslate()
        self.play.retranslate()
        self.result.retranslate()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def show_snapshot(self, snap: TableSnapshot | None, selected: list[Card]) -> None:
        if snap is None:
            self.set_message(self.tr("Welcome to Skat. Start a new game to play."))
            self.idle.mark_default()
            self.stack.setCurrentWidget(self.idle)
            return
        self.set_message(snap.message)
        state = snap.state
        mine = snap.human_to_move
        if state == "idle":
            page: QWidget = self.idle
        elif state in ("deal_over", "series_over"):
            self.result.show_snapshot(snap)
            page = self.result
            # The result's first line says who won what: the message would repeat it.
            self.set_message("")
        elif state == "bidding" and mine:
            self.auction.show_snapshot(snap)
            page = self.auction
        elif state == "skat" and mine:
            self.skat.show_snapshot(snap)
            page = self.skat
        elif state == "kontra" and mine:
            self.kontra.show_snapshot(snap)
            page = self.kontra
        elif state == "discarding" and mine:
            self.discard.set_state(selected, snap.legal)
            page = self.discard
        elif state == "declaring" and mine:
            self.declare.show_snapshot(snap)
            page = self.declare
        elif state in ("playing", "trick_complete"):
            self.play.show_snapshot(snap)
            page = self.play
        elif state == "bidding":
            self.auction.show_snapshot(snap)
            page = self.auction
        else:
            page = self.wait
        if page is not self.declare:
            self.declare.reset()
        # A hint holds for the decision it was given for; any other clears it.
        decision = (snap.deal_id, state, snap.legal, snap.auction)
        if decision != self._decision:
            self._decision = decision
            for each in self._pages():
                each.clear_hint()
        if isinstance(page, _Page):
            page.mark_default()
        self.stack.setCurrentWidget(page)

    def _pages(self) -> list[_Page]:
        pages = (self.stack.widget(i) for i in range(self.stack.count()))
        return [p for p in pages if isinstance(p, _Page)]

    def current_page(self) -> QWidget:
        return self.stack.currentWidget()

    def show_hint(self, action: Action) -> bool:
        """Show the hinted choice on the page: a Declare selects its contract and
        announcements, a bid, skat, Kontra or discard hint marks its button. The marked
        button becomes the default one, so Enter follows the hint. False if the page has
        no button for ``action`` (a card to play is shown on the table instead)."""
        page = self.stack.currentWidget()
        return isinstance(page, _Page) and page.show_hint(action)

    def press_default(self) -> bool:
        """Press the page's default button (Enter): the hinted one, else the main one
        (Declare, Put away, Pick up, No Kontra, Play again...). False if there is none
        or it cannot be pressed now."""
        page = self.stack.currentWidget()
        if not isinstance(page, _Page):
            return False
        button = page.default_button()
        if button is None or not button.isVisibleTo(page) or not button.isEnabled():
            return False
        button.click()
        return True

    def step_bid(self, step: int) -> bool:
        """Up/Down, + and - in the auction: change the value the Bid button bids (1 higher,
        -1 lower). False when the auction page offers no higher bid now."""
        if self.stack.currentWidget() is not self.auction:
            return False
        return self.auction.step_bid(step)

    def press_number(self, number: int) -> bool:
        """Press the page's button ``number`` (1-based); False if there is none to press."""
        page = self.stack.currentWidget()
        if not isinstance(page, _Page):
            return False
        buttons = [b for b in page.buttons() if b.isVisible() and b.isEnabled()]
        if page is self.declare:
            buttons = page.buttons()  # fixed places: games 1-6, Declare 7, announcements 8-0
        if 1 <= number <= len(buttons) and buttons[number - 1].isEnabled():
            buttons[number - 1].click()
            return True
        return False
