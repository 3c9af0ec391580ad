"""The review's line about a deal's seed: its deal number and fingerprint, and a button
that checks the seed gives exactly the cards dealt (engine.seeds.verify)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QWidget

from skat_desktop.engine.actions import DealCards
from skat_desktop.engine.seeds import fingerprint, short_fingerprint, verify

from .sources import ReviewDeal


class SeedBar(QWidget):
    """Deal number, fingerprint and Verify for the deal on show."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("reviewSeed")
        self.label = QLabel()
        self.label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.verdict = QLabel()
        self.verdict.setObjectName("reviewVerdict")
        self.verdict.setWordWrap(True)
        self.button = QPushButton()
        self.button.setObjectName("reviewVerify")
        self.button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.button.clicked.connect(self.check)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.label)
        layout.addWidget(self.button)
        layout.addWidget(self.verdict, 1)
        self.review: ReviewDeal | None = None
        self.problems: list[str] | None = None  # the last check's findings, None: unchecked
        self.retranslate()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.button.setText(self.tr("&Verify"))
        self.button.setToolTip(
            self.tr("Check that this deal number gives exactly these cards and fingerprint")
        )
        self._show()

    def show_deal(self, review: ReviewDeal | None) -> None:
        if review is not self.review:
            self.problems = None
        self.review = review
        self._show()

    def _show(self) -> None:
        review = self.review
        seed = review.seed if review is not None else None
        self.setVisible(review is not None)
        self.button.setEnabled(seed is not None)
        if review is None:
            return
        if seed is None:
            self.label.setText(self.tr("No deal number: these cards came from no seed."))
        else:
            self.label.setText(
                self.tr("Deal number %1 · fingerprint %2")
                .replace("%1", str(seed))
                .replace("%2", short_fingerprint(fingerprint(seed)))
            )
        if self.problems is None:
            self.verdict.setText("")
        elif self.problems:
            self.verdict.setText(
                self.tr("Does not fit: this deal number does not give these cards.")
                if any("cards" in p for p in self.problems)
                else self.tr("Does not fit: the recorded fingerprint is not this deal number's.")
            )
            self.verdict.setStyleSheet("color: #9a3412;")
        else:
            self.verdict.setText(
                self.tr("Checked: the deal number gives exactly these cards and fingerprint.")
            )
            self.verdict.setStyleSheet("color: #166534;")

    def check(self) -> bool:
        """Verify the deal on show; True when its seed gives its cards and fingerprint."""
        review = self.review
        if review is None or review.seed is None:
            return False
        first = review.deal.history[0][1] if review.deal.history else None
        cards = first.cards if isinstance(first, DealCards) else ()
        recorded = review.fingerprint or fingerprint(review.seed)
        self.problems = verify(review.seed, cards, recorded)
        self._show()
        return not self.problems


__all__ = ["SeedBar"]
