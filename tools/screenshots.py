"""Regenerates docs/screenshots/: the main window in each phase, its dialogs, the rules,
statistics, review and analysis windows, rendered offscreen from fixed seeds.

Run from a checkout: ``python tools/screenshots.py [--out DIR] [--only NAME ...]``.
The human's seat is played through the real widgets (``ui.autopilot``); the computer
players are the app's own. Every screenshot has its own seed, so a run gives the same
deals and the same pictures as the last one unless the app itself changed.
"""

from __future__ import annotations

import argparse
import atexit
import json
import os
import shutil
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
SCREEN = (1366, 768)  # a common laptop screen; the -1024 shots use a netbook's 1024 x 600
SMALL = (1024, 600)

# Before Qt is imported: an offscreen screen of a known size at 96 dpi, so that the window
# is placed and sized as on a real 1366 x 768 desktop, whatever display the caller has.
_SCREEN_FILE = Path(tempfile.gettempdir()) / f"skat-screenshots-screen-{os.getpid()}.json"
_SCREEN_FILE.write_text(
    json.dumps(
        {
            "screens": [
                {
                    "name": "screenshots",
                    "x": 0,
                    "y": 0,
                    "width": SCREEN[0],
                    "height": SCREEN[1],
                    "logicalDpi": 96,
                    "dpr": 1,
                }
            ]
        }
    ),
    encoding="utf-8",
)
atexit.register(_SCREEN_FILE.unlink, missing_ok=True)
os.environ["QT_QPA_PLATFORM"] = f"offscreen:configfile={_SCREEN_FILE}"
# Nothing of the user's (settings, saved games, archive) is read or written.
_HOME = tempfile.mkdtemp(prefix="skat-screenshots-home-")
atexit.register(shutil.rmtree, _HOME, ignore_errors=True)
os.environ["SKAT_DESKTOP_HOME"] = _HOME
# Run from a checkout without installing: the package sits next to tools/.
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import (  # noqa: E402
    QCoreApplication,
    QMessageLogContext,
    QPoint,
    QtMsgType,
    qInstallMessageHandler,
)
from PySide6.QtGui import QImage, QPainter  # noqa: E402
from PySide6.QtWidgets import QApplication, QWidget  # noqa: E402

import skat_desktop.ui  # noqa: E402,F401  (the refcount guard before any widget)
from skat_desktop.controller.game import ControllerSettings, GameController  # noqa: E402
from skat_desktop.controller.snapshot import TableSnapshot  # noqa: E402
from skat_desktop.engine.actions import (  # noqa: E402
    HOLD,
    PASS,
    PICK_UP,
    Action,
    Declare,
    Discard,
)
from skat_desktop.engine.cards import JACKS, cards_of  # noqa: E402
from skat_desktop.ui import autopilot, i18n  # noqa: E402
from skat_desktop.ui.main_window import MainWindow  # noqa: E402

NAMES = ("You", "Anna", "Ben")
Policy = Callable[[MainWindow], Action | None]


class Unreached(RuntimeError):
    """A screenshot's state did not come up in time: the old picture is kept."""


# -- waiting ------------------------------------------------------------------------------


def pump(ms: int = 50) -> None:
    """Let Qt run for ``ms``: bot answers, queued calls, layout and paint."""
    end = time.monotonic() + ms / 1000
    while time.monotonic() < end:
        QCoreApplication.processEvents()
        time.sleep(0.002)


def wait_until(check: Callable[[], bool], what: str, timeout: float = 60.0) -> None:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        QCoreApplication.processEvents()
        if check():
            return
        time.sleep(0.002)
    raise Unreached(f"{what} was not reached within {timeout:.0f} s")


# -- the main window ----------------------------------------------------------------------


@contextmanager
def table(seed: int, size: tuple[int, int] = SCREEN, **rules: Any) -> Iterator[MainWindow]:
    """A main window on a new series with ``seed`` and table ``rules``, shown at ``size``."""
    # The quick hint bot: the strong one thinks against the clock, which is not repeatable.
    settings = ControllerSettings(speed="off", seed=seed, hint_kind="normal", **rules)
    controller = GameController(settings)
    window = MainWindow(controller, None)
    window.scene.speed = "off"
    window._confirm = lambda question: True  # type: ignore[method-assign]
    window.move(0, 0)
    window.resize(*size)
    window.show()
    pump()
    window.new_game()
    try:
        yield window
    finally:
        if window.standing is not None:
            window.standing.close()
        controller.shutdown()
        window.close()
        window.deleteLater()
        pump(20)


def defender(window: MainWindow) -> Action | None:
    """Passes in every auction, then follows the computer's advice."""
    snap = window.snapshot
    assert snap is not None
    if PASS in snap.legal:
        return PASS
    return autopilot.choose(window)


def drive(
    window: MainWindow,
    done: Callable[[TableSnapshot], bool],
    policy: Policy,
    what: str,
    timeout: float = 90.0,
) -> TableSnapshot:
    """Play the human's seat with ``policy``, deal after deal, until ``done(snapshot)``."""

    def step() -> bool:
        snap = window.snapshot
        if snap is None:
            return False
        if done(snap):
            return True
        if snap.state == "series_over":
            raise Unreached(f"{what}: the series ended first")
        if snap.state == "deal_over":
            window.play_again()
        elif snap.human_to_move:
            action = policy(window)
            if action is None or not autopilot.perform(window, action):
                raise Unreached(f"{what}: the autopilot could not play {action}")
        return False

    wait_until(step, what, timeout)
    settle(window)
    assert window.snapshot is not None
    return window.snapshot


def settle(window: MainWindow) -> None:
    window.scene.finish_animations()
    pump(150)
    window.scene.finish_animations()
    pump(50)


def human_turn(state: str) -> Callable[[TableSnapshot], bool]:
    return lambda snap: snap.state == state and snap.human_to_move


def grab(widget: QWidget) -> QImage:
    return widget.grab().toImage()


def with_dialog(window: QWidget, dialog: QWidget) -> QImage:
    """The window with a dialog drawn where it stands on the screen (no window manager
    composes them offscreen)."""
    image = grab(window).convertToFormat(QImage.Format.Format_RGB32)
    painter = QPainter(image)
    origin = window.mapToGlobal(QPoint(0, 0))
    painter.drawImage(dialog.mapToGlobal(QPoint(0, 0)) - origin, grab(dialog))
    painter.end()
    return image


# -- the table's phases ---------------------------------------------------------------------


def shot_auction(seed: int, answering: bool = False) -> Callable[[], QImage]:
    def make() -> QImage:
        with table(seed) as window:
            # Not at forehand's first word: the others' words show in their bubbles; when
            # ``answering``, the human is asked to hold a bid.
            drive(
                window,
                lambda s: (
                    human_turn("bidding")(s)
                    and bool(s.auction)
                    and ((s.bid_value > 0 and HOLD in s.legal) or not answering)
                ),
                defender,
                "the human's turn in the auction",
            )
            return grab(window)

    return make


def shot_skat_decision() -> QImage:
    with table(11) as window:
        drive(window, human_turn("skat"), autopilot.eager, "the skat decision")
        return grab(window)


def shot_discard() -> QImage:
    with table(11) as window:
        drive(window, human_turn("discarding"), autopilot.eager, "putting two cards away")
        # Two cards chosen but not yet put away, as the computer would choose them.
        action = autopilot.choose(window)
        if not isinstance(action, Discard):
            raise Unreached(f"putting two cards away: the hint was {action}")
        for card in action.cards:
            window.toggle_discard(card)
        settle(window)
        return grab(window)


def shot_declaration() -> QImage:
    with table(11) as window:
        drive(window, human_turn("declaring"), autopilot.eager, "the declaration")
        # The game the computer would declare, chosen but not yet declared.
        action = autopilot.choose(window)
        if not isinstance(action, Declare):
            raise Unreached(f"the declaration: the hint was {action}")
        window.panel.declare.game_buttons[action.contract.game].click()
        settle(window)
        return grab(window)


def shot_trick_play(seed: int, size: tuple[int, int] = SCREEN) -> Callable[[], QImage]:
    def make() -> QImage:
        with table(seed, size) as window:
            # The human declares and is to play to a trick well under way.
            drive(
                window,
                lambda s: (
                    human_turn("playing")(s)
                    and s.declarer == s.human
                    and 2 <= len(s.tricks) <= 5
                    and len(s.trick) >= 1
                ),
                autopilot.eager,
                "the human's turn in trick play",
            )
            return grab(window)

    return make


def shot_result(seed: int, size: tuple[int, int] = SCREEN) -> Callable[[], QImage]:
    def make() -> QImage:
        with table(seed, size) as window:
            drive(
                window,
                lambda s: (
                    s.state == "deal_over"
                    and s.declarer == s.human
                    and s.result is not None
                    and s.result.won
                    and bool(s.discard)
                ),
                autopilot.eager,
                "a deal won by the human",
            )
            return grab(window)

    return make


def shot_standing() -> QImage:
    rules = {"series_length": 6, "kontra": True, "bock_sixty_all": True, "bock_lost_kontra": True}
    with table(21, **rules) as window:  # type: ignore[arg-type]
        drive(
            window,
            lambda s: s.state == "series_over",
            autopilot.choose,  # the human plays as the computer would advise
            "the end of a series of 6 deals",
            timeout=180,
        )
        wait_until(
            lambda: window.standing is not None and window.standing.isVisible(),
            "the standing dialog",
            10,
        )
        settle(window)
        assert window.standing is not None
        return with_dialog(window, window.standing)


def shot_five() -> QImage:
    """Five at the table: the human holds cards, two others sit the deal out."""
    with table(4, players=5) as window:
        drive(
            window,
            lambda s: human_turn("playing")(s) and 1 <= len(s.tricks) <= 4 and len(s.trick) >= 1,
            autopilot.eager,
            "the human's turn in trick play at five",
        )
        return grab(window)


def shot_duplicate_standing() -> QImage:
    """The end of a duplicate series: the human against the computer on the same cards."""
    with table(8, series_length=6, duplicate=True) as window:
        # The human passes in every auction: the same hands end differently in their hands.
        drive(
            window,
            lambda s: s.state == "series_over",
            defender,
            "the end of a duplicate series of 6 deals",
            timeout=180,
        )
        wait_until(
            lambda: window.standing is not None and window.standing.isVisible(),
            "the standing dialog",
            10,
        )
        settle(window)
        assert window.standing is not None
        return with_dialog(window, window.standing)


def shot_kontra() -> QImage:
    with table(5, kontra=True) as window:
        drive(window, human_turn("kontra"), defender, "the Kontra question")
        return grab(window)


def shot_ramsch_push() -> QImage:
    with table(5, ramsch=True, schieberamsch=True) as window:
        # Deals until nobody bids: the human picks up the skat and chooses two to push on.
        snap = drive(
            window,
            lambda s: (
                s.ramsch
                and ((human_turn("skat")(s) and PICK_UP in s.legal) or human_turn("discarding")(s))
            ),
            defender,
            "a Schieberamsch skat for the human",
            timeout=180,
        )
        if snap.state == "skat":
            window.panel.skat.pick_up.click()
            snap = drive(window, human_turn("discarding"), defender, "pushing on", 10)
        chosen = [c for c in cards_of(snap.human_hand) if not JACKS >> c & 1][-2:]
        for card in chosen:
            item = window.scene.card_item(card)
            if item is None:
                raise Unreached("pushing on: a card of the hand is not on the table")
            item.clicked.emit(card)
        settle(window)
        return grab(window)


# -- the rules window ---------------------------------------------------------------------


def shot_help(language: str) -> Callable[[], QImage]:
    def make() -> QImage:
        from skat_desktop.ui.help.window import HelpWindow

        i18n.set_language(language)
        try:
            window = HelpWindow()
            window.resize(1100, 760)
            window.show()
            window.open_section("contracts", "trump-order")
            pump(150)
            image = grab(window)
            window.close()
            window.deleteLater()
            return image
        finally:
            i18n.set_language("en")

    return make


# -- statistics, review and analysis ----------------------------------------------------------


@dataclass
class Archive:
    """A few bot-only series in a temporary archive folder, made once per run."""

    folder: Path
    series: list[Any]


_archive: Archive | None = None


def archive() -> Archive:
    global _archive
    if _archive is None:
        _archive = _make_archive()
    return _archive


def _play_series(seed: int, deals: int) -> Any:
    from skat_desktop.bots.registry import make_player
    from skat_desktop.engine.series import Series
    from skat_desktop.engine.view import view_of

    series = Series.random_start(3, seed, length=deals)
    for number in range(deals):
        deal = series.new_deal()
        bots = [make_player("normal", seed * 1000 + number * 10 + s) for s in range(3)]
        while not deal.is_over:
            seat = deal.current_player
            view = view_of(deal, seat)
            deal.apply(bots[seat].choose(view, view.legal), seat)
        series.record(deal)
    return series


def _make_archive() -> Archive:
    from skat_desktop.controller.summary import series_summary
    from skat_desktop.storage import archive as store

    scratch = tempfile.mkdtemp(prefix="skat-screenshots-")
    atexit.register(shutil.rmtree, scratch, ignore_errors=True)
    folder = Path(scratch) / "archive"
    played = []
    days = ("2025-03-04", "2025-03-11", "2025-03-18", "2025-03-25", "2025-04-01", "2025-04-08")
    for n, day in enumerate(days):
        series = _play_series(seed=40 + n, deals=9)
        summary = series_summary(
            series,
            NAMES,
            series_id=f"series{n + 1}",
            started_at=f"{day}T19:00:00+00:00",
            finished_at=f"{day}T20:15:00+00:00",
        )
        store.archive_series({"series": series.to_dict()}, summary, folder=folder)
        played.append(series)
    return Archive(folder, played)


def shot_stats(tab: int, damaged: bool = False) -> Callable[[], QImage]:
    def make() -> QImage:
        from skat_desktop.ui.stats import StatisticsWindow

        folder = archive().folder
        if damaged:
            # A copy, so that the other screenshots still see a clean archive.
            folder = folder.parent / "damaged"
            shutil.rmtree(folder, ignore_errors=True)
            shutil.copytree(archive().folder, folder)
            (folder / "20250415-190000-broken.json").write_text(
                '{"format": "skat-desktop-series", ', encoding="utf-8"
            )
            (folder / "index.json").unlink(missing_ok=True)
        window = StatisticsWindow(folder, human="You")
        window.resize(900, 560)
        window.show()
        tabs = window.findChild(_tab_widget_class())
        if tabs is None:
            raise Unreached("the statistics window has no tabs")
        tabs.setCurrentIndex(tab)
        if tab == 2 and window.archive_table.rowCount():
            window.archive_table.selectRow(0)
        pump(150)
        if damaged and not window.problems:
            raise Unreached("the damaged archive file was not reported")
        image = grab(window)
        window.close()
        window.deleteLater()
        return image

    return make


def _tab_widget_class() -> type:
    from PySide6.QtWidgets import QTabWidget

    return QTabWidget


def _review_deal(series: Any) -> int:
    """The first deal won by a declarer who picked up the skat: every step has something."""
    for index, finished in enumerate(series.deals):
        result = finished.result
        if (
            finished.counts
            and result.contract is not None
            and not result.contract.hand
            and not result.contract.is_null
            and len(finished.replay().tricks) == 10
        ):
            return index
    raise Unreached("no deal with a skat picked up to review")


def shot_review(which: str) -> Callable[[], QImage]:
    def make() -> QImage:
        from skat_desktop.storage import archive as store
        from skat_desktop.ui.review.steps import SKAT
        from skat_desktop.ui.review.window import ReviewWindow

        made = archive()
        loaded = store.load_series("series5", made.folder).value
        if loaded is None:
            raise Unreached("the archived series could not be loaded for review")
        window = ReviewWindow.for_archived(loaded)
        window.resize(1100, 680)
        window.show()
        window.select_deal(_review_deal(made.series[4]))
        if which == "skat":
            steps = window.steps
            window.go_to_step(next(i for i, s in enumerate(steps) if s.kind == SKAT))
        elif which == "trick":
            window.go_to_trick(3)
        else:
            window.last_step()
        pump(150)
        image = grab(window)
        window.close()
        window.deleteLater()
        return image

    return make


def _declared_by_the_human(main: Any) -> Any:
    """Play the table on to the end of a deal the human declared; that finished deal."""
    drive(
        main,
        lambda s: s.state == "deal_over" and s.declarer == s.human and s.result is not None,
        autopilot.eager,
        "a deal declared by the human",
    )
    return main.controller.series.deals[-1]


def shot_analysis() -> QImage:
    """The analysis of a deal the user declared: the turning point marked and worded."""
    from skat_desktop.ui.analysis import AnalysisWindow

    with table(11) as main:
        finished = _declared_by_the_human(main)
        window = AnalysisWindow(finished, NAMES, play_handler=main.play_practice, budget_s=4.0)
        window.resize(860, 640)
        window.show()
        wait_until(lambda: window.state == "done", "the analysis", 120)
        rows = window.judgements
        costly = next((i for i, j in enumerate(rows) if j.cost), None)
        if window.turning_point is None and costly is not None:
            window.table.selectRow(costly)
        pump(150)
        image = grab(window)
        window.close()
        window.deleteLater()
        return image


def shot_analysis_running() -> QImage:
    """The analysis at work: the bar moving, Cancel at hand."""
    from skat_desktop.ui.analysis import AnalysisWindow

    with table(11) as main:
        finished = _declared_by_the_human(main)
        window = AnalysisWindow(finished, NAMES, budget_s=20.0)
        window.resize(860, 640)
        window.show()
        wait_until(lambda: window.progress.value() >= 3, "the analysis under way", 120)
        image = grab(window)
        window.cancel()
        wait_until(lambda: window.state == "cancelled", "the analysis cancelled", 60)
        window.close()
        window.deleteLater()
        return image


def shot_review_why() -> QImage:
    """A review step with the computer players' reasons and Play from here."""
    from skat_desktop.ui.review.window import ReviewWindow

    made = archive()
    from skat_desktop.storage import archive as store

    loaded = store.load_series("series5", made.folder).value
    if loaded is None:
        raise Unreached("the archived series could not be loaded for review")
    window = ReviewWindow.for_archived(loaded)
    window.resize(1100, 720)
    window.show()
    window.select_deal(_review_deal(made.series[4]))
    window.go_to_trick(2)
    pump(150)
    image = grab(window)
    window.close()
    window.deleteLater()
    return image


def shot_hint_why() -> QImage:
    """A hint in trick play with its reason."""
    with table(11) as window:
        drive(
            window,
            lambda s: (
                human_turn("playing")(s) and s.declarer == s.human and 1 <= len(s.tricks) <= 4
            ),
            autopilot.eager,
            "the human's turn in trick play",
        )
        window.hint()
        wait_until(lambda: not window.controller.hint_pending(), "the hint", 60)
        settle(window)
        return grab(window)


def shot_practice() -> QImage:
    """A practice deal played on from a trick of the deal just finished."""
    from skat_desktop.controller.learning import PracticeRequest
    from skat_desktop.engine.actions import Play as PlayCard

    with table(11) as window:
        drive(
            window,
            lambda s: s.state == "deal_over" and s.declarer == s.human and s.result is not None,
            autopilot.eager,
            "a deal declared by the human",
        )
        finished = window.controller.series.deals[-1]
        history = tuple(finished.replay().history)
        plays = [i for i, (seat, a) in enumerate(history) if isinstance(a, PlayCard)]
        moment = plays[9]  # the fourth trick under way
        window.play_practice(
            PracticeRequest(history, finished.options, finished.seating, finished.dealer, moment)
        )
        drive(window, lambda s: s.practice and s.human_to_move, autopilot.eager, "practice")
        return grab(window)


# -- the list and the command line ----------------------------------------------------------

SHOTS: dict[str, Callable[[], QImage]] = {
    "play": shot_trick_play(7),
    "bidding": shot_auction(3),
    "table-auction": shot_auction(11, answering=True),
    "table-skat-decision": shot_skat_decision,
    "table-discard": shot_discard,
    "table-declaration": shot_declaration,
    "table-trick-play": shot_trick_play(11),
    "table-result": shot_result(11),
    "table-standing": shot_standing,
    "table-kontra": shot_kontra,
    "table-five": shot_five,
    "table-duplicate-standing": shot_duplicate_standing,
    "table-ramsch-push": shot_ramsch_push,
    "table-1024-trick-play": shot_trick_play(11, SMALL),
    "table-1024-result": shot_result(11, SMALL),
    "help-en": shot_help("en"),
    "help-de": shot_help("de"),
    "help-es": shot_help("es"),
    "help-it": shot_help("it"),
    "stats-players": shot_stats(0),
    "stats-chart": shot_stats(1),
    "stats-archive": shot_stats(2),
    "stats-damaged": shot_stats(2, damaged=True),
    "review-skat": shot_review("skat"),
    "review-trick": shot_review("trick"),
    "review-result": shot_review("result"),
    "analysis": shot_analysis,
    "analysis-running": shot_analysis_running,
    "review-why": shot_review_why,
    "hint-why": shot_hint_why,
    "practice": shot_practice,
}


def _quiet(kind: QtMsgType, context: QMessageLogContext, message: str) -> None:
    # The offscreen platform has no window manager to pass size hints or raise() to.
    if not message.startswith("This plugin does not support"):
        print(message, file=sys.stderr)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "screenshots")
    parser.add_argument("--only", nargs="+", metavar="NAME", choices=sorted(SHOTS))
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    qInstallMessageHandler(_quiet)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("Skat")
    i18n.set_language("en")
    failed: list[str] = []
    for name in args.only or list(SHOTS):
        path = args.out / f"{name}.png"
        try:
            image = SHOTS[name]()
        except Unreached as error:
            print(f"{name}: not made, {error}; {path} is left as it was", file=sys.stderr)
            failed.append(name)
            continue
        if image.isNull() or not image.save(str(path)):
            print(f"{name}: could not write {path}", file=sys.stderr)
            failed.append(name)
            continue
        print(path, flush=True)
    if failed:
        print(f"not made: {', '.join(failed)}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
