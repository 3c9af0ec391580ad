"""skat-desktop: offline Skat against two computer players."""

__version__ = "0.1.0"
