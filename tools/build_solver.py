"""Builds the open-hand solver's C extension in place: ``python tools/build_solver.py``.

Run it from a checkout (any worktree) after changing ``skat_desktop/bots/_solver_c.c``:
the module lands next to the sources, where ``python -m skat_desktop`` and the tests
import it. Prints which solver path is then in use; exit 1 when it could not be built.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def main() -> int:
    sys.path.insert(0, str(ROOT))
    import hatch_build

    built = hatch_build.build_solver_extension(ROOT, ROOT)
    if built is None:
        return 1
    print(f"built {built.relative_to(ROOT)}")
    # A fresh interpreter, so that it imports the module just built.
    check = "from skat_desktop.bots import native; print(native.solver_description())"
    return subprocess.run([sys.executable, "-c", check], cwd=ROOT, check=False).returncode


if __name__ == "__main__":
    sys.exit(main())
