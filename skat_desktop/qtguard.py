"""Keeps None, True and False alive under PySide6 6.12 on Python 3.11 (a binding refcount bug).

PySide6 6.12.0 drops one reference to the singleton it hands back from many calls: None
from every void method (``QPainter.setPen``, ``QTimer.start``...) and True/False from
``Signal.emit``. Before Python 3.12 these objects are not immortal, so after a few
thousand calls the interpreter aborts with "none_dealloc" or "bool_dealloc". Python 3.12
made them immortal; on 3.11 we give them a reference count no session can use up.
``skat_desktop.ui`` and ``skat_desktop.controller`` call this when they are imported.
"""

from __future__ import annotations

import ctypes
import sys

_HEADROOM = 1 << 40  # a trillion dropped references: weeks of continuous play
_LOW_WATER = 1 << 30


def ensure_refcount_headroom() -> None:
    """Top up the counts of None, True and False (a no-op on Python 3.12+ and PyPy)."""
    if sys.version_info >= (3, 12) or sys.implementation.name != "cpython":
        return
    for obj in (None, True, False):
        if sys.getrefcount(obj) < _LOW_WATER:
            # ob_refcnt is the first field of every CPython object header.
            ctypes.c_ssize_t.from_address(id(obj)).value += _HEADROOM
