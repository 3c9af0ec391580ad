"""Runs a series between the human seat and the computer seats on top of the engine."""
