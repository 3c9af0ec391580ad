"""Entry script of the frozen application built by PyInstaller."""

import sys

from skat_desktop.app import main

if __name__ == "__main__":
    sys.exit(main())
