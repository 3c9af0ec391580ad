"""Guards against PySide6 6.12.0 on Python < 3.12 dropping a reference to None per void call.

Every Qt method that returns nothing (``QPainter.save``, ``drawPath``, ``setPen``,
``QObject.setObjectName``...) hands ``None`` back without taking a reference, so None's
reference count falls by one per call. Before Python 3.12 None is not immortal: after
a few thousand calls (one deck of cards) the interpreter aborts with "none_dealloc:
deallocating None". Painting a card makes hundreds of such calls, so the renderer tops
None's count up with a large margin before it paints, as Python 3.12+ does by design.
"""

from __future__ import annotations

import ctypes
import sys

_HEADROOM = 1 << 40
_LOW_WATER = 1 << 30


def ensure_none_headroom() -> None:
    """Give None a reference count no run of Qt calls can exhaust (no-op on 3.12+)."""
    if sys.version_info >= (3, 12) or sys.implementation.name != "cpython":
        return
    if sys.getrefcount(None) >= _LOW_WATER:
        return
    # ob_refcnt is the first field of every CPython object header.
    ctypes.c_ssize_t.from_address(id(None)).value += _HEADROOM
