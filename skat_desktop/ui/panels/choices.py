"""The panel's pages for the skat, Kontra and Re, and putting cards away."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QAbstractButton,
    QHBoxLayout,
    QLabel,
)

from skat_desktop.controller.snapshot import TableSnapshot
from skat_desktop.engine.actions import (
    DECLINE,
    KONTRA,
    PASS_ON,
    PICK_UP,
    PLAY_HAND,
    RE,
    Action,
    Discard,
    Push,
    discard,
    push,
)
from skat_desktop.engine.cards import Card

from ..terms import terms
from .base import _button, _Page


class SkatPage(_Page):
    """Pick up the skat or play Hand; in a Schieberamsch pick it up or pass it on."""

    chosen = Signal(object)

    def __init__(self) -> None:
        super().__init__()
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 2, 0, 0)
        layout.setAlignment(Qt.AlignmentFlag.AlignTop)  # right under the message line
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
        layout.setContentsMargins(0, 2, 0, 0)
        layout.setAlignment(Qt.AlignmentFlag.AlignTop)  # right under the message line
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
        layout.setContentsMargins(0, 2, 0, 0)
        layout.setAlignment(Qt.AlignmentFlag.AlignTop)  # right under the message line
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
