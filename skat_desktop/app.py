"""The skat-desktop command: options, start-up checks, the main window, self-test and autoplay."""

from __future__ import annotations

import argparse
import ctypes
import ctypes.util
import os
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from skat_desktop import __version__

LANGUAGES = ("en", "de", "es", "it")

# The libraries Qt's xcb platform plugin loads, and the Debian/Ubuntu packages holding them.
XCB_LIBRARIES = (
    ("libxcb.so.1", "libxcb1"),
    ("libxcb-cursor.so.0", "libxcb-cursor0"),
    ("libxcb-icccm.so.4", "libxcb-icccm4"),
    ("libxcb-keysyms.so.1", "libxcb-keysyms1"),
    ("libxcb-image.so.0", "libxcb-image0"),
    ("libxcb-render-util.so.0", "libxcb-render-util0"),
    ("libxcb-xkb.so.1", "libxcb-xkb1"),
    ("libxcb-shape.so.0", "libxcb-shape0"),
    ("libxcb-randr.so.0", "libxcb-randr0"),
    ("libxkbcommon-x11.so.0", "libxkbcommon-x11-0"),
)


class _VersionAction(argparse.Action):
    """``--version``: the version, then which open-hand solver runs (compiled or pure)."""

    def __init__(self, option_strings: list[str], dest: str, help: str | None = None) -> None:
        super().__init__(option_strings, dest, nargs=0, default=argparse.SUPPRESS, help=help)

    def __call__(self, parser: argparse.ArgumentParser, *_args: Any) -> None:
        from skat_desktop.bots.native import solver_description

        print(f"skat-desktop {__version__}\n{solver_description()}")
        parser.exit()


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="skat-desktop",
        description="Offline Skat against computer players, with the rules of the "
        "International Skat Order.",
    )
    parser.add_argument(
        "--version", action=_VersionAction, help="show the version and the solver in use, then exit"
    )
    parser.add_argument(
        "--lang", choices=LANGUAGES, help="language of the app for this run (en, de, es, it)"
    )
    parser.add_argument(
        "--reset-settings",
        action="store_true",
        help="start with default settings; the old settings file is kept aside",
    )
    parser.add_argument(
        "--selftest",
        action="store_true",
        help="play one whole deal with computer players in every seat offscreen, then exit",
    )
    parser.add_argument(
        "--autoplay",
        type=int,
        metavar="N",
        help="computer players in every seat play N deals at full speed, then exit",
    )
    return parser


def uses_xcb() -> bool:
    """Whether Qt will try its X11 (xcb) platform plugin on this system."""
    if not sys.platform.startswith("linux"):
        return False
    wanted = os.environ.get("QT_QPA_PLATFORM", "")
    if wanted:
        return wanted.split(":")[0].split(";")[0] == "xcb"
    return not os.environ.get("WAYLAND_DISPLAY")


def missing_xcb_libraries() -> list[tuple[str, str]]:
    """(library, Debian package) for each library of the xcb plugin that cannot be loaded."""
    missing = []
    for soname, package in XCB_LIBRARIES:
        try:
            ctypes.CDLL(soname)
        except OSError:
            if ctypes.util.find_library(soname.removeprefix("lib").split(".so")[0]) is None:
                missing.append((soname, package))
    return missing


def display_problem() -> str | None:
    """A clear sentence when Qt could not open a window here, instead of Qt's abort."""
    if not uses_xcb():
        return None
    missing = missing_xcb_libraries()
    if missing:
        names = " ".join(p for _, p in missing)
        libs = ", ".join(s for s, _ in missing)
        return (
            f"skat-desktop cannot open a window: Qt's X11 (xcb) support needs {libs}.\n"
            f"On Debian or Ubuntu install them with:\n  sudo apt install {names}\n"
            "or run without a window with QT_QPA_PLATFORM=offscreen "
            "(for --selftest and --autoplay)."
        )
    if not os.environ.get("DISPLAY"):
        return (
            "skat-desktop cannot open a window: no X display is set (DISPLAY is empty).\n"
            "Start it from a desktop session, or run without a window with "
            "QT_QPA_PLATFORM=offscreen (for --selftest and --autoplay)."
        )
    return None


def _load_settings(reset: bool) -> Any:
    from skat_desktop.storage import settings as store

    if reset:
        kept = store.reset_settings_file()
        if kept is not None:
            print(f"settings reset; the old file was kept as {kept}")
        else:
            print("settings reset (there was no settings file)")
    loaded = store.load_settings()
    if loaded.problem is not None:
        print(loaded.problem.message, file=sys.stderr)
    return loaded.settings


def _language(args: argparse.Namespace, settings: Any) -> str:
    from skat_desktop.storage import settings as store
    from skat_desktop.ui import i18n

    if args.lang:
        return str(args.lang)
    chosen = str(settings.get(store.LANGUAGE)) if settings is not None else "system"
    return i18n.system_language() if chosen == "system" else chosen


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    if args.autoplay is not None and args.autoplay < 1:
        print("--autoplay needs a number of deals of 1 or more", file=sys.stderr)
        return 2
    if args.selftest and not os.environ.get("QT_QPA_PLATFORM"):
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    problem = display_problem()
    if problem is not None:
        print(problem, file=sys.stderr)
        return 3

    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("skat-desktop")
    app.setApplicationVersion(__version__)
    app.setOrganizationName("skat-desktop")
    from skat_desktop.ui import i18n

    if args.selftest:
        i18n.set_language(args.lang or "en")
        return selftest(app)
    try:
        settings = _load_settings(args.reset_settings)
    except Exception as error:  # the game must start even if the settings module fails
        print(f"settings could not be loaded ({error}); using the defaults", file=sys.stderr)
        settings = None
    i18n.set_language(_language(args, settings))
    if args.autoplay is not None:
        return autoplay(app, settings, args.autoplay)
    return run_window(app, settings)


def run_window(app: Any, settings: Any) -> int:
    """The normal start: the window until the user quits, then the game and settings saved."""
    benchmark = os.environ.get("SKAT_DESKTOP_EXIT_AFTER_SHOW") == "1"

    def report(word: str) -> None:
        # For the start-up benchmark: "shown" when the frame is first painted, "ready"
        # when the table is; then quit.
        if benchmark:
            print(word, flush=True)
            if word == "ready":
                app.quit()

    window = start_window(settings, report)
    code = int(app.exec())
    if window.built:
        _save_on_quit(window.session, window.controller, settings)
    elif settings is not None:
        settings.save()
    return code


def start_window(settings: Any, report: Callable[[str], None] | None = None) -> Any:
    """Show the window's frame at once; as soon as it is on the screen, build the table
    around the saved game (resumed) or a table waiting for New game. ``report`` hears
    "shown" once the frame is painted, then "ready" once the table is. Returns the window."""
    from PySide6.QtCore import QTimer

    from skat_desktop.ui.main_window import MainWindow

    window = MainWindow(settings=settings, deferred=True)

    def build() -> None:
        if window.built:
            return
        from skat_desktop.controller.game import GameController
        from skat_desktop.controller.preferences import controller_settings
        from skat_desktop.ui.session import Session

        session = Session()
        controller = GameController(controller_settings(settings), autosave=session.autosave)
        session.attach(controller)
        window.build(controller)
        window.session = session
        session.problem.connect(window.show_status)
        session.resume()
        if report is not None:
            when_painted(window.view.viewport(), lambda: report("ready"))

    # The table is built once the frame has been painted, so the user sees the window at
    # once; or after a moment if it is not painted (started minimised, say).
    when_painted(window.placeholder, build)
    QTimer.singleShot(300, build)
    if report is not None:
        # Installed after the one above, this filter sees the paint first: "shown" is
        # said before the table is built.
        when_painted(window.placeholder, lambda: report("shown"))
    window.show()
    return window


def when_painted(widget: Any, then: Callable[[], None]) -> None:
    """Call ``then`` from the event loop right after ``widget`` is first painted."""
    from PySide6.QtCore import QEvent, QObject, QTimer

    class FirstPaint(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint:
                watched.removeEventFilter(self)
                self.deleteLater()
                QTimer.singleShot(0, then)
            return False

    widget.installEventFilter(FirstPaint(widget))


def _save_on_quit(session: Any, controller: Any, settings: Any) -> None:
    try:
        if controller.series.deals or controller.deal is not None:
            session.autosave(controller.to_dict())
        session.close()
    except (OSError, ValueError, RuntimeError) as error:
        print(f"the game could not be saved: {error}", file=sys.stderr)
    if settings is not None:
        try:
            settings.save()
        except OSError as error:
            print(f"the settings could not be saved: {error}", file=sys.stderr)


def autoplay(app: Any, settings: Any, deals: int) -> int:
    """Computer players in every seat play ``deals`` deals through the real window."""
    from PySide6.QtCore import QTimer

    from skat_desktop.controller.game import GameController
    from skat_desktop.controller.preferences import controller_settings
    from skat_desktop.ui.main_window import MainWindow
    from skat_desktop.ui.session import Session

    config = controller_settings(settings)
    config.human_is_bot = True
    config.speed = "off"
    config.series_length = deals
    session = Session()
    controller = GameController(config, autosave=session.autosave)
    session.attach(controller)
    window = MainWindow(controller, settings)
    window.session = session
    window.scene.speed = "off"
    window.show()
    played: list[str] = []

    def finished(deal: Any) -> None:
        played.append(deal.result.iss_summary)
        print(f"deal {len(played)}: {deal.result.iss_summary}", flush=True)
        if len(played) < deals:
            QTimer.singleShot(0, controller.next_deal)

    controller.deal_finished.connect(finished)
    controller.series_finished.connect(lambda: QTimer.singleShot(0, app.quit))
    controller.problem.connect(lambda text: print("problem:", text, file=sys.stderr))
    session.problem.connect(lambda text: print("problem:", text, file=sys.stderr))
    # The series an earlier run left behind is filed first, so none of its deals is lost.
    session.archive_saved(config.names)
    QTimer.singleShot(0, controller.new_series)
    app.exec()
    controller.shutdown()
    session.close()
    print(f"autoplay: {len(played)} deals played, {session.archived} series archived")
    window.close()
    return 0 if len(played) == deals else 1


def _solver_selftest() -> str:
    """Solve two known endgames with the solver in use (compiled or pure); raises if wrong."""
    from skat_desktop.bots.native import solver_description
    from skat_desktop.bots.solver import Position, solver_for
    from skat_desktop.bots.solver_null import null_solver
    from skat_desktop.engine.cards import parse_cards
    from skat_desktop.engine.rules import GameType

    hands = (parse_cards("CJ CA"), parse_cards("C7 ST"), parse_cards("SA C8"))
    grand = solver_for(GameType.GRAND).value(Position(GameType.GRAND, hands, 0, 0))
    # Null, middlehand declares: its C7 falls under forehand's clubs, its ST is discarded.
    null = null_solver().declarer_wins(Position(GameType.NULL, hands, 0, 1))
    if grand != 34 or not null:
        raise RuntimeError(f"the solver answers wrong: Grand {grand} (34), Null {null} (True)")
    return solver_description() + ", answers checked"


def selftest(app: Any, timeout_s: float = 120.0) -> int:
    """Play one deal with bots in every seat through the controller and the table."""
    from PySide6.QtCore import QTimer

    from skat_desktop.controller.game import ControllerSettings, GameController
    from skat_desktop.ui.main_window import MainWindow
    from skat_desktop.ui.session import Session
    from skat_desktop.ui.terms import terms

    try:
        print("selftest: " + _solver_selftest())
    except RuntimeError as exc:
        print(f"selftest FAILED: {exc}", file=sys.stderr)
        return 1
    folder = Path(tempfile.mkdtemp(prefix="skat-selftest-"))
    session = Session(save_path=folder / "save.json", archive_folder=folder / "archive")
    config = ControllerSettings(human_is_bot=True, speed="off", series_length=1)
    controller = GameController(config, autosave=session.autosave)
    session.attach(controller)
    window = MainWindow(controller, None)
    window.resize(1024, 640)
    window.show()
    states: list[str] = []
    finished: list[Any] = []
    failures: list[str] = []
    started = time.monotonic()

    def said(player: int, action: Any) -> None:
        name = window.snapshot.names[player] if window.snapshot else str(player)
        print(f"  {name}: {terms().action(action)}", flush=True)

    def state(name: str) -> None:
        if not states or states[-1] != name:
            states.append(name)

    def done(deal: Any) -> None:
        finished.append(deal)
        QTimer.singleShot(50, app.quit)

    controller.action_applied.connect(said)
    controller.state_changed.connect(state)
    controller.deal_finished.connect(done)
    controller.problem.connect(lambda text: failures.append("problem: " + text))
    QTimer.singleShot(0, controller.new_series)
    QTimer.singleShot(int(timeout_s * 1000), app.quit)
    print("selftest: one deal, computer players in every seat")
    app.exec()
    controller.shutdown()
    elapsed = time.monotonic() - started
    if not finished:
        failures.append(f"the deal did not finish within {timeout_s:.0f} s (states: {states})")
    else:
        result = finished[0].result
        print(f"result: {result.iss_summary}")
        snap = window.snapshot
        if snap is None or snap.state not in ("deal_over", "series_over"):
            failures.append("the table did not show the end of the deal")
        elif not snap.sheet:
            failures.append("the score sheet has no row for the deal")
        if window.sheet.rowCount() < 1:
            failures.append("the score sheet widget is empty")
        if session.saves == 0:
            failures.append("the game was never saved")
    session.close()
    print("states: " + " -> ".join(states))
    window.close()
    if failures:
        for text in failures:
            print("selftest FAILED: " + text, file=sys.stderr)
        return 1
    print(f"selftest passed in {elapsed:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
