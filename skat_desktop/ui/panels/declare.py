"""The panel's page for declaring the game, with each contract's value."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QAbstractButton,
    QCheckBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
)

from skat_desktop.controller.snapshot import TableSnapshot
from skat_desktop.engine.actions import (
    Action,
    Declare,
)
from skat_desktop.engine.rules import Contract, GameType
from skat_desktop.engine.scoring import declared_value

from ..terms import terms
from .base import _FLAGS, _GAMES, _button, _numbered, _Page


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
