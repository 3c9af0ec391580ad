"""The strip under the table: shows the page for the controller's state."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QRect, Qt, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QLabel,
    QSizePolicy,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from skat_desktop.controller.snapshot import TableSnapshot
from skat_desktop.engine.actions import (
    Action,
)
from skat_desktop.engine.cards import Card

from .auction import AuctionPage, IdlePage
from .base import _Page
from .choices import DiscardPage, KontraPage, SkatPage
from .declare import DeclarePage
from .result import PlayPage, ResultPage


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
        self._message_text = ""
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
        self._message_text = text
        self.message.setVisible(bool(text))
        self._fit_message()

    def _fit_message(self) -> None:
        """Cut the message to the lines left above the page's buttons (ending in "…", the
        whole text in its tooltip): the panel's height is fixed, and a hint wrapping onto
        more lines would push the buttons below the window's edge."""
        text = self._message_text
        layout = self.layout()
        margins = layout.contentsMargins()
        page = self.stack.currentWidget()
        page_h = page.sizeHint().height() if page is not None else 0
        room = self.height() - margins.top() - margins.bottom() - layout.spacing() - page_h
        width = max(40, self.width() - margins.left() - margins.right())
        metrics = self.message.fontMetrics()
        most = max(1, room // metrics.lineSpacing()) * metrics.lineSpacing()

        def fits(shown: str) -> bool:
            flags = int(Qt.TextFlag.TextWordWrap)
            box = metrics.boundingRect(QRect(0, 0, width, 10_000), flags, shown)
            return box.height() <= most

        shown = text
        if text and not fits(text):
            low, high = 0, len(text)  # the longest beginning that fits with its "…"
            while low < high:
                mid = (low + high + 1) // 2
                if fits(text[:mid].rstrip() + "…"):
                    low = mid
                else:
                    high = mid - 1
            shown = text[:low].rstrip() + "…"
        self.message.setText(shown)
        self.message.setToolTip(text if shown != text else "")
        self.message.setMaximumHeight(most if shown != text else 16_777_215)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_message()

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
        self._fit_message()  # the new page's buttons may leave the message less room

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
