"""The strip under the table: the buttons for the human's decision in each phase.

One module per group of pages (``auction``, ``choices``, ``declare``, ``result``) on the
pieces in ``base``; ``action.ActionPanel`` shows the page for the controller's state.
"""

from .action import ActionPanel
from .auction import AuctionPage, IdlePage
from .choices import DiscardPage, KontraPage, SkatPage
from .declare import DeclarePage
from .result import PlayPage, ResultPage, result_html

__all__ = [
    "ActionPanel",
    "AuctionPage",
    "DeclarePage",
    "DiscardPage",
    "IdlePage",
    "KontraPage",
    "PlayPage",
    "ResultPage",
    "SkatPage",
    "result_html",
]
