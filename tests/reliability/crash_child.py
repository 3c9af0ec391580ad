"""Child process for the crash tests: bots play series through the real Session, resuming first."""

from __future__ import annotations

import os
import sys

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QCoreApplication, QTimer

from skat_desktop.controller.game import ControllerSettings, GameController
from skat_desktop.ui.session import Session


def main() -> int:
    app = QCoreApplication(sys.argv[:1])
    # Short series, so that kills land while archiving as well as while saving.
    config = ControllerSettings(human_is_bot=True, speed="off", series_length=3)
    session = Session()
    controller = GameController(config, autosave=session.autosave)
    session.attach(controller)

    def finished(_deal: object) -> None:
        print(f"deal {session.series_id} {len(controller.series.deals)}", flush=True)
        if controller.state.value == "deal_over":
            QTimer.singleShot(0, controller.next_deal)

    controller.deal_finished.connect(finished)
    # Connected after attach(): the series is archived before the next one starts.
    controller.series_finished.connect(lambda: QTimer.singleShot(0, controller.new_series))
    session.problem.connect(lambda text: print("problem:", text, file=sys.stderr, flush=True))
    controller.problem.connect(lambda text: print("problem:", text, file=sys.stderr, flush=True))

    def start() -> None:
        if not session.resume():
            controller.new_series()
            return
        state = controller.state.value
        print(f"resumed {session.series_id} {state} {len(controller.series.deals)}", flush=True)
        if state == "idle":
            controller.new_series()
        elif state == "deal_over":
            controller.next_deal()
        elif state == "series_over":
            # Killed between saving the last deal and archiving: archive it now (the
            # archive replaces a file of the same id, so a finished archive is not doubled).
            session.archive()
            controller.new_series()

    QTimer.singleShot(0, start)
    return int(app.exec())


if __name__ == "__main__":
    sys.exit(main())
