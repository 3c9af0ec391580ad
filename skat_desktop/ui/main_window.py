"""The main window: the card table, the panel of choices, the score sheet, menus and toolbar."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6 import QtCore
from PySide6.QtCore import QByteArray, QEvent, QTimer, qVersion
from PySide6.QtGui import (
    QAction,
    QActionGroup,
    QCloseEvent,
    QColor,
    QIcon,
    QKeyEvent,
    QKeySequence,
    QPalette,
)
from PySide6.QtWidgets import (
    QApplication,
    QDockWidget,
    QFileDialog,
    QMainWindow,
    QMessageBox,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from skat_desktop import __version__

from . import i18n

# The table's modules (controller, engine, card art, panels) are imported when the table is
# built, not with this module: the app shows the window's frame first and builds the
# table right after, so the window is up in about the time a bare Qt window takes. For the
# same reason Qt's namespace is reached as QtCore.Qt: PySide builds its 94 enum types on
# first use, about 20 ms, which then falls after the frame is on the screen.
if TYPE_CHECKING:
    from skat_desktop.controller.game import GameController
    from skat_desktop.controller.snapshot import TableSnapshot
    from skat_desktop.engine.actions import Action
    from skat_desktop.engine.cards import Card
    from skat_desktop.engine.series import FinishedDeal
    from skat_desktop.storage.stats import SeriesSummary

    from .panels import ActionPanel
    from .score_sheet import ScoreSheet
    from .table.pixmaps import CardPixmaps
    from .table.scene import TableScene
    from .table.view import TableView

# Post-deal analysis (from the search bots): called with the window and the deal just
# finished; the window shows a menu entry for it once one is set (see set_analysis_handler).
AnalysisHandler = Callable[[QWidget, "FinishedDeal"], None]

# How long Enter and Space are ignored once a deal's result is up: a key meant for a card
# of the deal must not deal the next hand before the result is seen.
RESULT_KEY_PAUSE_S = 0.8

# The felt's middle tone (the table scene paints a gradient around it).
FELT = "#23633a"


class FeltPlaceholder(QWidget):
    """The centre of the window until the table is built: plain felt."""

    def __init__(self) -> None:
        super().__init__()
        # A palette fill, not a paintEvent: QPainter's overloads reach Qt's namespace.
        palette = self.palette()
        palette.setColor(QPalette.ColorRole.Window, QColor(FELT))
        self.setPalette(palette)
        self.setAutoFillBackground(True)


def _warm_strong_player() -> None:
    from ..bots import start_pool

    threading.Thread(target=start_pool, name="strong-pool-warm-up", daemon=True).start()


def hint_why(window: Any) -> str:
    from .learning import hint_reason_text

    return hint_reason_text(window)


def series_review(window: Any) -> QWidget:
    from .learning import review_of_series

    return review_of_series(window)


def play_request(window: Any, request: object) -> None:
    from .learning import start_practice

    start_practice(window, request)


def _open_analysis(window: QWidget, finished: FinishedDeal) -> None:
    # Imported when first used: the analysis pulls in the Strong player's solver.
    from .analysis import open_analysis

    open_analysis(window, finished)


class MainWindow(QMainWindow):
    """Renders the controller's snapshots and sends the human's choices back to it."""

    def __init__(
        self,
        controller: GameController | None = None,
        settings: Any | None = None,
        parent: QWidget | None = None,
        *,
        deferred: bool = False,
    ) -> None:
        """The whole window, or with ``deferred`` only its frame (title, size, placement and
        a felt centre) until ``build`` is called: the app shows that frame at once."""
        super().__init__(parent)
        self.setObjectName("mainWindow")
        self.settings = settings
        self.built = False
        self.setWindowTitle(self.tr("Skat"))
        self._fit_to_screen()
        self._restore_geometry()
        if deferred:
            self.placeholder: FeltPlaceholder | None = FeltPlaceholder()
            self.setCentralWidget(self.placeholder)
        else:
            self.placeholder = None
            self.build(controller)

    def build(self, controller: GameController | None = None) -> None:
        """Build the table, panels, score sheet, menus and toolbar around ``controller``
        (a new one from the settings when None) and show its current state."""
        from skat_desktop.controller.game import GameController
        from skat_desktop.controller.preferences import controller_settings

        from .panels import ActionPanel
        from .score_sheet import ScoreSheet
        from .table.pixmaps import CardPixmaps, install_card_art
        from .table.scene import TableScene
        from .table.view import TableView

        settings = self.settings
        self.controller = controller or GameController(controller_settings(settings), self)
        if self.controller.parent() is None:
            self.controller.setParent(self)
        install_card_art()
        self.pixmaps: CardPixmaps = CardPixmaps(
            self._setting("DECK_STYLE", "french"), i18n.current_language()
        )
        # The deck may change from the settings dialog or another window: follow it.
        self.pixmaps.renderer.styleChanged.connect(self._deck_changed)
        self.scene: TableScene = TableScene(self.pixmaps, self)
        self.scene.speed = self.controller.settings.speed
        self.view: TableView = TableView(self.scene)
        self.view.key_handler = self._key
        self.panel: ActionPanel = ActionPanel()
        self.sheet: ScoreSheet = ScoreSheet()
        self.sheet.preferred = self._setting("SCORE_LIST", "plain")
        self.snapshot: TableSnapshot | None = None
        self.selected: list[Card] = []
        self.status_text = ""
        self._status_kept = False  # the status stays until the user acts (a hint)
        self._hint_action: Action | None = None  # the hint on show, to re-label it
        self._over_since = 0.0  # when the table last went to a deal's result
        self.session: Any | None = None  # ui.session.Session when the game is saved to disk
        self.archive_folder: Path | None = None  # None: the user's archive
        self.analysis_handler: AnalysisHandler | None = None
        self.child_windows: list[QWidget] = []  # statistics and review windows kept alive
        self.standing: Any | None = None  # the final standing of a series (StandingDialog)
        central = QWidget()
        layout = QVBoxLayout(central)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.panel)
        self.setCentralWidget(central)  # deletes the felt placeholder of a deferred window
        self.placeholder = None
        self.dock = QDockWidget()
        self.dock.setObjectName("scoreSheetDock")
        self.dock.setWidget(self.sheet)
        self.dock.setFeatures(
            QDockWidget.DockWidgetFeature.DockWidgetMovable
            | QDockWidget.DockWidgetFeature.DockWidgetClosable
        )
        self.addDockWidget(QtCore.Qt.DockWidgetArea.RightDockWidgetArea, self.dock)
        self._dock_chosen = False  # the user's width for the sheet came with the window
        # Wide enough for the Declarer column in every language (three-digit totals).
        self.resizeDocks([self.dock], [300], QtCore.Qt.Orientation.Horizontal)
        self._make_actions()
        self._make_menus()
        from .fair_deals import FairDeals

        self.fair_deals = FairDeals(self)  # Deal number, deal of the day, duplicate series
        self._connect()
        self.built = True
        self.retranslate()
        # There from the start (appearing later it would shrink the table) but hidden: the
        # panel's message line says everything once, and the bar took a line of the table.
        self.statusBar().hide()
        self._set_icon()
        self._status_timer = QTimer(self)
        self._status_timer.setSingleShot(True)
        self._status_timer.timeout.connect(self._clear_status)
        self.set_analysis_handler(_open_analysis)
        if "strong" in self.controller.settings.bot_kinds:
            # Start the Strong player's worker processes once the window is up, off the GUI
            # thread, so its first move does not pay their start-up of about a second.
            QTimer.singleShot(1500, _warm_strong_player)
        if self.isVisible():
            # Widgets added to a window already on the screen (a deferred build) are shown
            # by a queued call; restored while still hidden, the score sheet's dock would
            # come back far wider than it was left.
            for child in (central, self.dock, self.toolbar, self.menuBar()):
                child.show()
        self._restore_state()
        self._show(self.controller.snapshot())
        self.view.setFocus()

    # -- settings ---------------------------------------------------------------------

    def _setting(self, name: str, default: Any) -> Any:
        if self.settings is None:
            return default
        from skat_desktop.storage import settings as keys

        return self.settings.get(getattr(keys, name))

    def _set_setting(self, name: str, value: Any) -> None:
        if self.settings is None:
            return
        from skat_desktop.storage import settings as keys

        self.settings.set(getattr(keys, name), value)

    def _fit_to_screen(self) -> None:
        """The size of a first start: 1200 x 760, or as much as the screen's free area
        holds (a 1024 x 600 netbook, a scaled laptop screen)."""
        from .screen_fit import fit_to_screen

        fit_to_screen(self, 1200, 760)
        self.setMinimumSize(min(1024 - 200, self.width()), min(600, self.height()))

    def _restore_geometry(self) -> None:
        blob = self._setting("WINDOW_GEOMETRY", "")
        if blob:
            self.restoreGeometry(QByteArray.fromBase64(blob.encode("ascii")))

    def _restore_state(self) -> None:
        # Where the toolbar and the score sheet were: they exist once the table is built.
        state = self._setting("WINDOW_STATE", "")
        if state:
            self.restoreState(QByteArray.fromBase64(state.encode("ascii")))
        self._dock_chosen = bool(state)
        if self.dock.width() > max(360, self.width() // 3):
            # Saved by an earlier version, whose sheet could push the dock ever wider.
            self._dock_chosen = False
        self._fit_dock()

    def save_geometry(self) -> None:
        self._set_setting("WINDOW_GEOMETRY", bytes(self.saveGeometry().toBase64().data()).decode())
        self._set_setting("WINDOW_STATE", bytes(self.saveState().toBase64().data()).decode())

    # -- actions and menus ------------------------------------------------------------

    def _action(
        self, name: str, keys: Sequence[QKeySequence | QKeySequence.StandardKey | str], slot: Any
    ) -> QAction:
        action = QAction(self)
        action.setObjectName(name)
        sequences: list[QKeySequence] = []
        for k in keys:  # a standard key may already be one of the others (F1 on Linux)
            sequence = QKeySequence(k)
            if sequence not in sequences:
                sequences.append(sequence)
        action.setShortcuts(sequences)
        action.triggered.connect(slot)
        self.addAction(action)
        return action

    def _make_actions(self) -> None:
        self.act_new = self._action(
            "newGame", [QKeySequence.StandardKey.New], self.request_new_game
        )
        self.act_again = self._action("playAgain", ["Ctrl+R", "F5"], self.play_again)
        self.act_undo = self._action("undo", [QKeySequence.StandardKey.Undo], self.undo)
        self.act_hint = self._action("hint", ["H"], self.hint)
        self.act_abandon = self._action("abandon", ["Ctrl+D"], self.abandon)
        self.act_last = self._action("lastTrick", ["L"], self.toggle_last_trick)
        self.act_settings = self._action("settings", ["Ctrl+,"], self.open_settings)
        self.act_sheet = self._action("scoreSheet", ["F9"], self._toggle_sheet)
        self.act_sheet.setCheckable(True)
        self.act_sheet.setChecked(True)
        # Off by default: at a real table everyone counts the card points in their head.
        self.act_count = self._action("countPoints", [], self._toggle_count)
        self.act_count.setCheckable(True)
        self.act_count.setChecked(bool(self._setting("COUNT_CARD_POINTS", False)))
        self.scene.count_points = self.act_count.isChecked()
        self.act_rules = self._action(
            "rules", [QKeySequence.StandardKey.HelpContents, "F1"], self.rules
        )
        self.act_about = self._action("about", ["Ctrl+F1"], self.about)
        self.act_quit = self._action("quit", ["Ctrl+Q"], self.close)
        self.act_stats = self._action("statistics", ["Ctrl+I"], self.open_statistics)
        self.act_records = self._action(
            "openRecords", [QKeySequence.StandardKey.Open], self.open_records
        )
        self.act_analysis = self._action("analysis", ["Ctrl+Y"], self.analyse_deal)
        self.act_analysis.setVisible(False)  # until set_analysis_handler gives it a handler
        self.act_review = self._action("reviewSeries", ["Ctrl+E"], self.review_series)
        self.deck_group = QActionGroup(self)
        self.deck_actions: dict[str, QAction] = {}
        # The project's decks, then any installed on the system; Ctrl+1.. for the first nine.
        for i, style in enumerate(self.pixmaps.styles()):
            keys = ["Ctrl+" + str(i + 1)] if i < 9 else []
            a = self._action(
                "deck_" + style.id, keys, lambda _c=False, d=style.id: self.set_deck(d)
            )
            a.setCheckable(True)
            a.setChecked(style.id == self.pixmaps.deck)
            self.deck_group.addAction(a)
            self.deck_actions[style.id] = a
        self.language_group = QActionGroup(self)
        self.language_actions: dict[str, QAction] = {}
        for i, code in enumerate(i18n.SUPPORTED_LANGUAGES):
            a = self._action(
                "lang_" + code,
                ["Ctrl+Shift+" + str(i + 1)],
                lambda _c=False, c=code: self.set_language(c),
            )
            a.setText(i18n.LANGUAGE_NAMES[code])
            a.setCheckable(True)
            a.setChecked(code == i18n.current_language())
            self.language_group.addAction(a)
            self.language_actions[code] = a

    def _make_menus(self) -> None:
        bar = self.menuBar()
        self.menu_game = bar.addMenu("")
        for a in (self.act_new, self.act_again, self.act_undo, self.act_hint, self.act_abandon):
            self.menu_game.addAction(a)
        self.menu_game.addSeparator()
        for a in (self.act_analysis, self.act_review, self.act_stats, self.act_records):
            self.menu_game.addAction(a)
        self.menu_game.addSeparator()
        self.menu_game.addAction(self.act_quit)
        self.menu_view = bar.addMenu("")
        self.menu_view.addAction(self.act_last)
        self.menu_view.addAction(self.act_sheet)
        self.menu_view.addAction(self.act_count)
        self.menu_deck = self.menu_view.addMenu("")
        for a in self.deck_actions.values():
            self.menu_deck.addAction(a)
        self.menu_settings = bar.addMenu("")
        self.menu_settings.addAction(self.act_settings)
        self.menu_language = self.menu_settings.addMenu("")
        for a in self.language_actions.values():
            self.menu_language.addAction(a)
        self.menu_help = bar.addMenu("")
        self.menu_help.addAction(self.act_rules)
        self.menu_help.addAction(self.act_about)
        self.toolbar = QToolBar()
        self.toolbar.setObjectName("mainToolBar")
        self.toolbar.setMovable(False)
        self.toolbar.setFocusPolicy(QtCore.Qt.FocusPolicy.NoFocus)
        for a in (self.act_new, self.act_again, self.act_undo, self.act_hint, self.act_abandon):
            self.toolbar.addAction(a)
        self.toolbar.addSeparator()
        self.toolbar.addAction(self.act_last)
        self.toolbar.addAction(self.act_rules)
        self.addToolBar(self.toolbar)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Skat"))
        texts = {
            self.act_new: (self.tr("&New game"), self.tr("Start a new series of deals")),
            self.act_again: (
                self.tr("&Play again"),
                self.tr("Deal the next hand, dealer one seat on"),
            ),
            self.act_undo: (self.tr("&Undo"), self.tr("Take back your last decision")),
            self.act_hint: (self.tr("&Hint"), self.tr("Show what the computer would do")),
            self.act_abandon: (
                self.tr("&Abandon deal"),
                self.tr("Give up this deal (as declarer you lose it)"),
            ),
            self.act_last: (self.tr("Show &last trick"), self.tr("Show or hide the last trick")),
            self.act_settings: (
                self.tr("&Settings…"),
                self.tr("Change names, speed, deck and more"),
            ),
            self.act_sheet: (self.tr("Score &sheet"), self.tr("Show or hide the score sheet")),
            self.act_count: (
                self.tr("&Count card points"),
                self.tr("Show each side's card points taken so far (for beginners)"),
            ),
            self.act_rules: (self.tr("&Rules"), self.tr("The rules of Skat for this phase")),
            self.act_about: (self.tr("&About"), self.tr("About this program")),
            self.act_quit: (self.tr("&Quit"), self.tr("Save the game and quit")),
            self.act_stats: (
                self.tr("Stat&istics and archive…"),
                self.tr("Your figures, past series and their deals"),
            ),
            self.act_records: (
                self.tr("&Open ISS game records…"),
                self.tr("Review the deals of a file of ISS game records"),
            ),
            self.act_analysis: (
                self.tr("Post-deal anal&ysis…"),
                self.tr("Where the deal just finished was won or lost, decision by decision"),
            ),
            self.act_review: (
                self.tr("R&eview this series…"),
                self.tr(
                    "Step through this series' deals, see why the computer played so, play again"
                ),
            ),
        }
        for action, (text, tip) in texts.items():
            action.setText(text)
            keys = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
            action.setToolTip(tip + (" (" + keys + ")" if keys else ""))
            action.setStatusTip(tip)
        for style in self.pixmaps.styles():
            if style.id in self.deck_actions:
                self.deck_actions[style.id].setText(style.display_name())
        self.menu_game.setTitle(self.tr("&Game"))
        self.menu_view.setTitle(self.tr("&View"))
        self.menu_deck.setTitle(self.tr("&Deck style"))
        self.menu_settings.setTitle(self.tr("&Settings"))
        self.menu_language.setTitle(self.tr("&Language"))
        self.menu_help.setTitle(self.tr("&Help"))
        self.toolbar.setWindowTitle(self.tr("Toolbar"))
        self.dock.setWindowTitle(self.tr("Score sheet"))
        self.view.setAccessibleName(self.tr("Card table"))
        self.sheet.setAccessibleName(self.tr("Score sheet"))
        self.scene.refresh()
        self._describe()

    def resizeEvent(self, event: QtCore.QEvent) -> None:  # type: ignore[override]
        super().resizeEvent(event)  # type: ignore[arg-type]
        if getattr(self, "built", False):
            self.panel.fit_height(self.height())
            self._fit_dock()

    def _fit_dock(self) -> None:
        """The score sheet gives way on a narrow window: by default a little over a fifth
        of the width (at most 340 px); a width the user chose (saved with the window) is
        kept while it leaves the table 70 %. Never less than the sheet needs."""
        if self.dock.isHidden() or self.dock.isFloating():
            return
        most = max(200, round(self.width() * 0.3))
        if self._dock_chosen:
            wanted = min(self.dock.width(), most)
        else:
            wanted = min(340, round(self.width() * 0.22))
        wanted = min(max(wanted, self.sheet.needed_width()), most)
        if abs(self.dock.width() - wanted) > 2:
            self.resizeDocks([self.dock], [wanted], QtCore.Qt.Orientation.Horizontal)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and self.built:
            self.retranslate()
            self._relabel_hint()
            # The status line (snapshot.message) is translated when the controller builds
            # the snapshot: have it build and publish one in the new language.
            self.controller.republish()
        super().changeEvent(event)

    # -- controller -------------------------------------------------------------------

    def _connect(self) -> None:
        c = self.controller
        c.snapshot_changed.connect(self._show)
        c.action_refused.connect(self._refused)
        c.problem.connect(self._problem)
        c.hint_ready.connect(self._show_hint)
        c.series_finished.connect(self.show_standing)
        self.scene.hand_card_clicked.connect(self._card_clicked)
        self.scene.background_clicked.connect(self._background_clicked)
        self.panel.action_chosen.connect(self.submit)
        self.panel.new_game.connect(self.request_new_game)
        self.panel.play_again.connect(self.play_again)
        self.panel.show_last_trick.connect(self.toggle_last_trick)

    def _show(self, snap: TableSnapshot) -> None:
        from .terms import shown_snapshot

        previous = self.snapshot
        self.snapshot = snap
        over = ("deal_over", "series_over")
        if snap.state in over and (previous is None or previous.state not in over):
            self._over_since = time.monotonic()
        if snap.state != "discarding" or (
            previous is not None and previous.deal_id != snap.deal_id
        ):
            self.selected = []
        self.selected = [c for c in self.selected if snap.human_hand >> c & 1]
        if previous is None or previous.last_trick != snap.last_trick:
            self.scene.show_last_trick = False
        self.scene.selected = set(self.selected)
        shown = shown_snapshot(snap)  # the default name "You" in the user's language
        self.scene.show_snapshot(shown)
        self.panel.show_snapshot(shown, self.selected)
        if self.status_text:
            if self._status_kept and (
                previous is None
                or (previous.deal_id, previous.state, previous.human_hand)
                != (snap.deal_id, snap.state, snap.human_hand)
                or not snap.human_to_move
            ):
                self._clear_status()  # the moment the hint was for has passed
            else:  # the panel has just put the prompt back: the note still stands
                self.panel.set_message(self.status_text)
        self.sheet.show_snapshot(shown)
        if self.sheet.needed_width() > self.dock.width():  # a new row needs more room
            self._fit_dock()
        in_deal = snap.state not in ("idle", "deal_over", "series_over")
        self.act_undo.setEnabled(bool(getattr(snap, "can_undo", False)))
        self.act_again.setEnabled(snap.state in ("deal_over", "series_over"))
        self.act_abandon.setEnabled(in_deal)
        self.act_hint.setEnabled(snap.human_to_move)
        self.act_last.setEnabled(bool(snap.last_trick))
        self.act_analysis.setEnabled(
            snap.state in ("deal_over", "series_over") and self._finished_deal() is not None
        )
        self.act_review.setEnabled(bool(self.controller.series.deals))
        self._describe()

    def submit(self, action: Action) -> None:
        self.scene.hint_card = None
        if self.status_text:  # a hint or a refusal is answered by this move: clear it
            self._status_timer.stop()
            self._clear_status()
        self.controller.submit(action)
        self.view.setFocus()

    def _card_clicked(self, card: Card) -> None:
        from skat_desktop.engine.actions import PLAYS

        snap = self.snapshot
        if snap is None or snap.state in ("deal_over", "series_over"):
            return  # no card is played after the deal: the result's headline stays
        if snap.state == "discarding" and snap.human_to_move:
            self.toggle_discard(card)
            return
        if snap.state == "trick_complete":
            self.controller.skip_animation()
        if (
            self._setting("CONFIRM_CARD_PLAY", False)
            and snap.human_to_move
            and not self._confirm_card(card)
        ):
            return
        self.submit(PLAYS[card])

    def toggle_discard(self, card: Card) -> None:
        from .terms import shown_snapshot

        if card in self.selected:
            self.selected.remove(card)
        else:
            self.selected.append(card)
            if len(self.selected) > 2:
                self.selected.pop(0)  # the earliest choice gives way to the newest
        self.scene.selected = set(self.selected)
        # The focus ring follows the card chosen (by click or key), not the first card.
        order = self.scene.hand_order()
        if card in order:
            self.scene.focus_index = order.index(card)
        self.scene.refresh()
        if self.snapshot is not None:
            self.panel.show_snapshot(shown_snapshot(self.snapshot), self.selected)
        self._describe()

    def _background_clicked(self) -> None:
        if self.scene.show_last_trick:
            self.toggle_last_trick()
            return
        self.skip()

    def skip(self) -> None:
        """Skip the dealing animation or the pause over a finished trick."""
        self.scene.finish_animations()
        if self.snapshot is not None and self.snapshot.state in ("dealing", "trick_complete"):
            self.controller.skip_animation()

    # -- keys -------------------------------------------------------------------------

    def _key(self, event: QKeyEvent) -> bool:
        key = event.key()
        snap = self.snapshot
        if snap is None:
            return False
        order = self.scene.hand_order()
        if key in (QtCore.Qt.Key.Key_Left, QtCore.Qt.Key.Key_Right) and order:
            # Only among the cards that may be chosen (in trick play: the playable ones).
            self.scene.move_focus(-1 if key == QtCore.Qt.Key.Key_Left else 1)
            self.scene.refresh()
            self._describe()
            return True
        if key in (QtCore.Qt.Key.Key_Return, QtCore.Qt.Key.Key_Enter, QtCore.Qt.Key.Key_Space):
            if (
                snap.state in ("deal_over", "series_over")
                and time.monotonic() - self._over_since < RESULT_KEY_PAUSE_S
            ):
                # A key meant for the last card of a deal that ended early (a Null lost on
                # the first trick) must not skip the result the user has not seen yet.
                return True
            if snap.state in ("dealing", "trick_complete") or self.scene.animating():
                self.skip()
                if snap.state != "trick_complete":
                    return True
            if self.scene.show_last_trick:
                self.toggle_last_trick()
                return True
            # Enter presses the panel's default button (Declare, Put away once two cards
            # are chosen, Pick up, No Kontra, a hinted bid, Play again); Space, and Enter
            # when there is no default, chooses the focused card in trick play and discarding.
            enter = key != QtCore.Qt.Key.Key_Space
            in_play = snap.state in ("playing", "trick_complete")
            if enter and not in_play and self.panel.press_default():
                return True
            index = self.scene.focus_index
            cards = snap.state in ("playing", "trick_complete", "discarding")
            if cards and 0 <= index < len(order) and snap.human_to_move:
                self._card_clicked(order[index])
                return True
            if not enter:
                self.panel.press_default()
            return True
        if QtCore.Qt.Key.Key_0 <= key <= QtCore.Qt.Key.Key_9:
            # 0 is the tenth button: Ouvert on the declaration panel.
            return self.panel.press_number((key - QtCore.Qt.Key.Key_0) or 10)
        if key in (QtCore.Qt.Key.Key_Up, QtCore.Qt.Key.Key_Plus):
            return self.panel.step_bid(1)  # a jump bid: the next higher value
        if key in (QtCore.Qt.Key.Key_Down, QtCore.Qt.Key.Key_Minus):
            return self.panel.step_bid(-1)
        if key == QtCore.Qt.Key.Key_Escape:
            if self.scene.show_last_trick:
                self.toggle_last_trick()
            return True
        return False

    # -- commands ---------------------------------------------------------------------

    def request_new_game(self) -> None:
        """New game from the menu, toolbar or panel: asks first while a series is running."""
        snap = self.snapshot
        running = snap is not None and snap.state not in ("idle", "series_over")
        if running and not self._confirm(
            self.tr(
                "Start a new series? The series in progress ends here: its finished deals "
                "are kept in the archive, a deal being played does not count."
            )
        ):
            return
        self.new_game()

    def new_game(self) -> None:
        """Start a new series at once (the series so far is filed by the session)."""
        self.scene.hint_card = None
        if self.session is not None:
            self.session.new_series()
        else:
            self.controller.new_series()
        self.view.setFocus()

    def play_again(self) -> None:
        self.controller.next_deal()
        self.view.setFocus()

    def undo(self) -> None:
        if not self.controller.undo():
            self.show_status(self.tr("There is nothing to undo."))

    def hint(self) -> None:
        """Ask the computer for a hint; it thinks off the GUI thread, then the hint shows."""
        if not self.controller.request_hint():
            self.show_status(self.tr("No hint now: it is not your turn."))
            return
        self.show_status(self.tr("Hint: thinking…"), keep=True)

    def _hint_text(self, action: Action) -> str:
        """The hint's line and its reason, in the language and deck of the moment."""
        from skat_desktop.engine.actions import Pass

        from .terms import terms
        from .why import shown_chance

        what = terms().action(action)
        chance = self.controller.last_hint_chance
        if chance is None:
            text = self.tr("Hint: %1").replace("%1", what)
        else:
            if isinstance(action, Pass):
                # Passing wins nothing: the figure is the chance of the best game of one's own.
                text = self.tr("Hint: pass (a game of your own would be won about %2% of the time)")
            else:
                text = self.tr("Hint: %1 (estimated chance to win: %2%)")
            text = text.replace("%1", what).replace("%2", str(shown_chance(chance)))
        return text + hint_why(self)

    def _relabel_hint(self) -> None:
        """A hint on show names its card and gives its reason again after the language or
        the deck changed (it said "A♠" under a German deck before)."""
        if self._hint_action is not None and self._status_kept:
            self.status_text = self._hint_text(self._hint_action)
            self.panel.set_message(self.status_text)

    def _show_hint(self, action: Action | None) -> None:
        from skat_desktop.engine.actions import Discard, Play, Push

        from .terms import shown_snapshot

        if action is None:
            self.show_status(self.tr("No hint available."))
            return
        text = self._hint_text(action)
        if isinstance(action, Play):
            self.scene.hint_card = action.card
            order = self.scene.hand_order()
            if action.card in order:
                self.scene.focus_index = order.index(action.card)
        elif isinstance(action, (Discard, Push)):
            self.selected = list(action.cards)
            self.scene.selected = set(self.selected)
            if self.snapshot is not None:
                self.panel.show_snapshot(shown_snapshot(self.snapshot), self.selected)
        if not isinstance(action, Play):
            # A decision on the panel: its button (a Declare's game and options) is marked
            # and becomes the default, so Enter follows the hint.
            self.panel.show_hint(action)
        # Last: showing the selection above puts the panel's prompt back in its line.
        self.show_status(text, keep=True)
        self._hint_action = action
        self.scene.refresh()
        self._describe()

    def abandon(self) -> None:
        if not self._confirm(
            self.tr(
                "Abandon this deal? In trick play, as declarer you lose the game; as a "
                "defender you concede it and the declarer wins. Before trick play the deal "
                "does not count."
            )
        ):
            return
        self.controller.abandon()

    def toggle_last_trick(self) -> None:
        snap = self.snapshot
        if snap is None or not snap.last_trick:
            self.scene.show_last_trick = False
        else:
            self.scene.show_last_trick = not self.scene.show_last_trick
        self.scene.refresh()
        self._describe()

    def _toggle_sheet(self, on: bool) -> None:
        self.dock.setVisible(on)

    def _toggle_count(self, on: bool) -> None:
        self.scene.count_points = on
        self._set_setting("COUNT_CARD_POINTS", on)
        self.scene.refresh()

    def set_deck(self, deck: str) -> None:
        """Switch the deck at once, mid-deal too: the renderer's ``changed`` redraws every
        card on the table and in the help pages."""
        if not self.pixmaps.set_deck(deck):
            self.show_status(self.tr("That card deck is not installed."))
            return
        self._deck_changed(deck)

    def _deck_changed(self, deck: str) -> None:
        action = self.deck_actions.get(deck)
        if action is not None:
            action.setChecked(True)
        self._set_setting("DECK_STYLE", deck)
        self._relabel_hint()

    def set_language(self, code: str) -> None:
        """Switch the language at once; widgets re-label on LanguageChange."""
        code = i18n.set_language(code)
        self.pixmaps.set_language(code)
        self.language_actions[code].setChecked(True)
        self._set_setting("LANGUAGE", code)
        # The controller's message is built in the language of the moment it was said.
        self.controller.apply_settings(self.controller.settings)
        self.scene.refresh()

    def apply_settings(self) -> None:
        """Take every setting over at once (after the settings dialog)."""
        if self.settings is None:
            return
        from skat_desktop.controller.preferences import controller_settings

        new = controller_settings(self.settings)
        old = self.controller.settings
        new.human_is_bot = old.human_is_bot
        new.seed = old.seed
        self.scene.speed = new.speed
        deck = self._setting("DECK_STYLE", "french")
        if deck != self.pixmaps.deck and deck in self.deck_actions:
            self.set_deck(deck)
        language = self._setting("LANGUAGE", "system")
        wanted = i18n.system_language() if language == "system" else language
        if wanted != i18n.current_language():
            i18n.set_language(wanted)
            self.pixmaps.set_language(wanted)
            self.language_actions[wanted].setChecked(True)
        self.sheet.preferred = self._setting("SCORE_LIST", "plain")
        self.controller.apply_settings(new)

    def open_settings(self) -> None:
        from .settings_dialog import SettingsDialog

        if self.settings is None:
            self.show_status(self.tr("Settings are not available."))
            return
        dialog = SettingsDialog(self.settings, self)
        if dialog.exec():
            self.apply_settings()
            try:
                self.settings.save()
            except OSError as error:
                self._problem(str(error))

    def rules(self) -> None:
        try:
            from .help.window import help_window
        except ImportError:
            self.show_status(self.tr("The rules are not installed."))
            return
        window = help_window()
        phase = self.snapshot.phase if self.snapshot is not None else None
        if phase is not None:
            window.open_phase_help(phase)
        else:
            window.open_section("index")
        window.show()
        window.raise_()

    def open_statistics(self) -> None:
        from .stats import StatisticsWindow

        folder = self.archive_folder
        if folder is None and self.session is not None:
            folder = self.session.archive_folder
        window = StatisticsWindow(
            folder, human=self._human_name(), parent=self, in_progress=self._series_in_progress()
        )
        window.play_requested.connect(self.play_practice)
        self._keep(window)

    def _series_in_progress(self) -> SeriesSummary | None:
        """The series being played as the archive will file it, for the statistics: with
        no fixed end it is filed only at New game, and its deals would not show till then.
        None once it is filed (a fixed-length series at its end): the archive counts it."""
        from skat_desktop.controller.summary import series_summary
        from skat_desktop.storage.saves import now_iso

        series = self.controller.series
        if not series.deals or (self.session is not None and self.session.filed()):
            return None
        started = self.session.started_at if self.session is not None else now_iso()
        return series_summary(
            series,
            self.controller.snapshot().names,
            series_id="in-progress",
            started_at=started,
            finished_at=now_iso(),
        )

    def open_records(self) -> None:
        path, _filter = QFileDialog.getOpenFileName(
            self,
            self.tr("Open ISS game records"),
            "",
            self.tr("ISS game records (*.txt *.sgf);;All files (*)"),
        )
        if path:
            self.open_records_file(Path(path))

    def open_records_file(self, path: Path) -> None:
        # Read on a worker with a progress dialog and Cancel: a large file never freezes
        # the table; the review opens when it is read.
        from .review.loading import import_records
        from .review.window import ReviewWindow

        import_records(
            path,
            self,
            lambda r: self._keep(
                ReviewWindow(r.deals, title=path.name, problems=r.all_problems(), parent=self)
            ),
        )

    def review_series(self) -> None:
        """Review this series' deals so far (Play from here works from any of them)."""
        self._keep(series_review(self))

    def play_practice(self, request: object) -> None:
        """Play a deal on from some moment as a practice deal (from a review or analysis)."""
        play_request(self, request)

    def _keep(self, window: QWidget) -> None:
        # Parented top-level windows; closing one deletes it and drops it from the list.
        window.setWindowFlag(QtCore.Qt.WindowType.Window, True)
        window.setAttribute(QtCore.Qt.WidgetAttribute.WA_DeleteOnClose, True)
        self.child_windows.append(window)
        window.destroyed.connect(lambda _o=None, w=window: self._forget(w))
        window.show()
        window.raise_()

    def _forget(self, window: QWidget) -> None:
        if window in self.child_windows:
            self.child_windows.remove(window)

    def _human_name(self) -> str:
        snap = self.snapshot
        if snap is not None and snap.names:
            return snap.names[snap.human]
        return self.controller.settings.names[0]

    def set_analysis_handler(self, handler: AnalysisHandler | None) -> None:
        """The hook for post-deal analysis: ``handler(window, finished_deal)`` runs from the
        Game menu after a deal is over (it should do heavy work off the GUI thread)."""
        self.analysis_handler = handler
        self.act_analysis.setVisible(handler is not None)
        if self.snapshot is not None:
            self._show(self.snapshot)

    def _finished_deal(self) -> FinishedDeal | None:
        practice = getattr(self.controller, "last_finished", None)
        if getattr(self.controller, "practice", False) and practice is not None:
            return practice  # the practice deal just played, not the series' last
        deals = self.controller.series.deals
        return deals[-1] if deals else None

    def analyse_deal(self) -> None:
        finished = self._finished_deal()
        snap = self.snapshot
        if self.analysis_handler is None or finished is None or snap is None:
            return
        if snap.state not in ("deal_over", "series_over"):
            self.show_status(self.tr("The analysis is ready once the deal is over."))
            return
        self.analysis_handler(self, finished)

    def _set_icon(self) -> None:
        # Set with the table, not the frame: the SVG is drawn for the window manager on
        # the spot, which would delay the first window.
        from skat_desktop.storage import paths

        icon = paths.resource_path("icons", "skat-desktop.svg")
        if icon.is_file():
            QApplication.setWindowIcon(QIcon(str(icon)))

    def about(self) -> None:
        import PySide6

        text = self.tr(
            "<h3>Skat %1</h3>"
            "<p>Offline Skat against computer players, with the rules of the International "
            "Skat Order.</p>"
            "<p>Free software under the GNU General Public License, version 3 or later. "
            "The card decks are drawn by the project.</p>"
            "<p>Built with Qt %2 and PySide6 %3.</p>"
        )
        text = text.replace("%1", __version__).replace("%2", qVersion())
        text = text.replace("%3", PySide6.__version__) + self._solver_line()
        QMessageBox.about(self, self.tr("About Skat"), text)

    def _solver_line(self) -> str:
        """Which open-hand solver the computer players use (compiled or pure Python)."""
        from skat_desktop.bots.native import solver_path

        if solver_path() == "compiled":
            return self.tr("<p>Open-hand solver: compiled (fast).</p>")
        return self.tr("<p>Open-hand solver: pure Python (slower, plays the same).</p>")

    def show_standing(self) -> None:
        """The final standing and the Seeger-Fabian table of the series just over (one
        dialog, reused, not modal: the table stays usable behind it)."""
        from .standing import StandingDialog
        from .terms import shown_snapshot

        snap = self.controller.snapshot()
        if not snap.standing_plain:
            return
        if self.standing is None:
            self.standing = StandingDialog(self, above=self.panel)
            # The standing belongs to the series just over: left open, it would float over
            # the next series' hand and its Put away choice.
            self.controller.snapshot_changed.connect(self.standing.follow)
        self.standing.show_snapshot(shown_snapshot(snap), self.sheet.preferred)
        self.standing.show()
        self.standing.raise_()

    # -- messages ---------------------------------------------------------------------

    def _confirm(self, question: str) -> bool:
        """Yes or No to a step that cannot be taken back (a new series, abandoning, quitting
        a practice deal): No is the default button, so that an Enter meant for the table
        (a menu still holding the focus) does not end a series."""
        return self._yes(question, QMessageBox.StandardButton.No)

    def _confirm_card(self, card: Card) -> bool:
        """The optional question before a card is played: Yes is the default, Enter plays."""
        from .terms import terms

        question = self.tr("Play %1?").replace("%1", terms().card(card))
        return self._yes(question, QMessageBox.StandardButton.Yes)

    def _yes(self, question: str, default: QMessageBox.StandardButton) -> bool:
        buttons = QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No
        answer = QMessageBox.question(self, self.tr("Skat"), question, buttons, default)
        return answer == QMessageBox.StandardButton.Yes

    def show_status(self, text: str, *, keep: bool = False) -> None:
        """A short note (refusal, hint) shown in the panel's message line for a while; with
        ``keep`` (a hint, or "thinking about a hint") until the user acts or the moment
        passes: a hint that vanished after a few seconds could not be read."""
        self.status_text = text
        self._status_kept = keep
        self._hint_action = None  # _show_hint sets it after this
        self.panel.set_message(text)  # not in the status bar too: said once is enough
        if keep:
            self._status_timer.stop()
        else:
            self._status_timer.start(5000)

    def _refused(self, text: str) -> None:
        from .terms import shown_text

        self.show_status(shown_text(text))

    def _clear_status(self) -> None:
        from .terms import shown_snapshot

        self.status_text = ""
        self._status_kept = False
        self._hint_action = None
        if self.snapshot is not None:
            self.panel.set_message(shown_snapshot(self.snapshot).message)

    def _problem(self, text: str) -> None:
        # A problem (a save that failed, say) stays on the screen until it is read.
        from .notices import notices_of

        notices_of(self).tell(text)

    def _describe(self) -> None:
        """Mirror the hand and the trick in the view's accessible description."""
        from .panels import result_html
        from .terms import shown_snapshot, terms

        snap = self.snapshot
        if snap is None:
            return
        t = terms()
        parts = [shown_snapshot(snap).message]
        order = self.scene.hand_order()
        if order:
            parts.append(self.tr("Your hand: %1").replace("%1", " ".join(t.card(c) for c in order)))
            index = self.scene.focus_index
            if 0 <= index < len(order):
                parts.append(self.tr("Chosen card: %1").replace("%1", t.card(order[index])))
        if snap.trick:
            names = shown_snapshot(snap).names
            played = ", ".join(names[p] + " " + t.card(c) for p, c in snap.trick)
            parts.append(self.tr("Trick: %1").replace("%1", played))
        if self.selected:
            chosen = " ".join(t.card(c) for c in self.selected)
            parts.append(self.tr("To put away: %1").replace("%1", chosen))
        if snap.state in ("deal_over", "series_over"):
            parts.append(result_html(self.panel.result, snap).replace("<br>", ". "))
        self.view.setAccessibleDescription(". ".join(p for p in parts if p))

    def accessible_text(self) -> str:
        return self.view.accessibleDescription()

    # -- closing ----------------------------------------------------------------------

    def _may_drop_practice(self) -> bool:
        """Quitting in the middle of a practice deal loses it (the save holds the series as
        it stood): say so and let the user stay, rather than drop it without a word."""
        controller = self.controller
        if not getattr(controller, "practice", False):
            return True
        if getattr(controller, "last_finished", None) is not None:
            return True  # the practice deal is over: nothing is lost
        return self._confirm(
            self.tr(
                "Quit now? The practice deal on the table is not kept; the series is saved "
                "as it stood before it."
            )
        )

    def closeEvent(self, event: QCloseEvent) -> None:
        if not self.built:  # closed before the table was up: nothing to save or stop
            super().closeEvent(event)
            return
        if not self._may_drop_practice():
            event.ignore()
            return
        self.save_geometry()
        self.scene.finish_animations()
        if hasattr(self.controller, "shutdown"):
            self.controller.shutdown()
        super().closeEvent(event)
