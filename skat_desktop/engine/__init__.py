"""The rules of Skat as a pure-Python state machine: no Qt, no I/O."""
