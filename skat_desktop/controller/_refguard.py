"""Keeps None, True and False alive under PySide6 6.12 on Python 3.11 (a refcount bug).

PySide6 6.12.0 drops one reference to the object it returns from many calls: None from
every void method (``QTimer.start``, ``processEvents``...) and True/False from
``Signal.emit``. Before Python 3.12 these objects are not immortal, so after a few
hundred signals the interpreter aborts with "bool_dealloc" or "none_dealloc". The
controller emits a signal per event, so it tops the counts up with a margin no session
can use up, as Python 3.12+ does by design. (The card renderer has the same guard for
None alone; this one also covers the booleans.)
"""

from __future__ import annotations

import ctypes
import sys

_HEADROOM = 1 << 40
_LOW_WATER = 1 << 30


def ensure_refcount_headroom() -> None:
    """Give None, True and False reference counts no run of Qt calls can exhaust."""
    if sys.version_info >= (3, 12) or sys.implementation.name != "cpython":
        return
    for obj in (None, True, False):
        if sys.getrefcount(obj) < _LOW_WATER:
            # ob_refcnt is the first field of every CPython object header.
            ctypes.c_ssize_t.from_address(id(obj)).value += _HEADROOM
