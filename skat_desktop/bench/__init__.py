"""Benchmarks that print JSON figures: ``python -m skat_desktop.bench NAME [options]``."""
