"""Builds the open-hand solver's C extension in place: ``python tools/build_solver.py``.

Run it from a checkout (any worktree) after changing ``skat_desktop/bots/_solver_c.c``:
the module lands next to the sources, where ``python -m skat_desktop`` and the tests
import it. ``--into DIR`` builds it into an installed copy instead (DIR holds the
``skat_desktop`` package; the Flatpak manifest uses it). Prints which solver path is
then in use; exit 1 when it could not be built.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Build the solver's C extension.")
    parser.add_argument("--into", type=Path, default=ROOT, help="folder holding skat_desktop/")
    args = parser.parse_args(argv)
    if not (args.into / "skat_desktop").is_dir():
        parser.error(f"{args.into} holds no skat_desktop package")
    sys.path.insert(0, str(ROOT))
    import hatch_build

    built = hatch_build.build_solver_extension(ROOT, args.into.resolve())
    if built is None:
        return 1
    print(f"built {built}")
    # A fresh interpreter, so that it imports the module just built.
    check = "from skat_desktop.bots import native; print(native.solver_description())"
    env = dict(os.environ, PYTHONPATH=str(args.into.resolve()))
    env.pop("SKAT_DESKTOP_PURE_SOLVER", None)
    done = subprocess.run(
        [sys.executable, "-c", check], cwd=args.into, env=env, capture_output=True, text=True
    )
    print(done.stdout.strip() or done.stderr.strip())
    return 0 if done.returncode == 0 and "compiled" in done.stdout else 1


if __name__ == "__main__":
    sys.exit(main())
