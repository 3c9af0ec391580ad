"""Shared test set-up: Qt runs offscreen so that the suite needs no display."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from skat_desktop.qtguard import ensure_refcount_headroom

ensure_refcount_headroom()
