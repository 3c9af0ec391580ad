"""Qt widgets: the card table, card art, dialogs and the help browser."""

from ..qtguard import ensure_refcount_headroom

ensure_refcount_headroom()
