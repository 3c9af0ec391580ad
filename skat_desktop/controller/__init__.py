"""Runs a series between the human seat and the computer seats on top of the engine."""

from ..qtguard import ensure_refcount_headroom

ensure_refcount_headroom()
