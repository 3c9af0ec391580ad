"""``python -m skat_desktop``: the same as the ``skat-desktop`` command."""

import sys

from skat_desktop.app import main

sys.exit(main())
