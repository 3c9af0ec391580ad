"""Tests of the game controller."""
