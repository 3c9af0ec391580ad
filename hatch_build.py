"""Build hook: compiles translations/*.ts to .qm and the solver's C extension, and ships them.

The compiled catalogues are build output, never committed. They land in
``build/translations`` (where a source checkout finds them) and inside the wheel as
``skat_desktop/translations``; the ``resources/`` folder ships as ``skat_desktop/resources``.

The open-hand solver's fast path, ``skat_desktop/bots/_solver_c.c``, is compiled with
setuptools' ``build_ext`` (the platform's compiler: gcc/clang, MSVC on Windows). A wheel
with it is tagged for the platform; when compiling fails (no compiler, no Python
headers) the hook prints a warning and the wheel is pure Python, whose solver gives the
same answers more slowly. ``SKAT_DESKTOP_NO_COMPILE=1`` skips compiling on purpose.
An editable install (``pip install -e .``) builds the extension in place, as
``python tools/build_solver.py`` does.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

try:
    from hatchling.builders.hooks.plugin.interface import BuildHookInterface
except ImportError:  # tools/build_solver.py imports this module without hatchling
    BuildHookInterface = object

SOLVER_MODULE = "skat_desktop.bots._solver_c"
SOLVER_SOURCE = Path("skat_desktop") / "bots" / "_solver_c.c"
NO_COMPILE_ENV = "SKAT_DESKTOP_NO_COMPILE"


def _lrelease() -> list[str]:
    exe = shutil.which("pyside6-lrelease")
    if exe:
        return [exe]
    # The console script may be missing from PATH inside an isolated build environment.
    return [sys.executable, "-c", "from PySide6.scripts.pyside_tool import lrelease; lrelease()"]


def compile_translations(root: Path) -> list[Path]:
    sources = sorted((root / "translations").glob("*.ts"))
    out_dir = root / "build" / "translations"
    out_dir.mkdir(parents=True, exist_ok=True)
    compiled = []
    for ts in sources:
        qm = out_dir / (ts.stem + ".qm")
        subprocess.run([*_lrelease(), "-silent", str(ts), "-qm", str(qm)], check=True)
        compiled.append(qm)
    return compiled


def _warn(text: str) -> None:
    print(f"WARNING: {text}", file=sys.stderr, flush=True)


def build_solver_extension(root: Path, out_dir: Path) -> Path | None:
    """Compile the solver's C extension into ``out_dir`` (``root`` itself: in place);
    returns the built file, or None with a warning when it cannot be built."""
    if os.environ.get(NO_COMPILE_ENV, "").strip() not in ("", "0"):
        _warn(f"{NO_COMPILE_ENV} is set: the solver stays pure Python (slower, same answers)")
        return None
    source = root / SOLVER_SOURCE
    try:
        from setuptools import Distribution, Extension
        from setuptools.command.build_ext import build_ext
    except ImportError as exc:
        _warn(f"setuptools missing ({exc}): the solver stays pure Python")
        return None
    flags = [] if sys.platform == "win32" else ["-O2", "-fno-strict-aliasing"]
    with tempfile.TemporaryDirectory(prefix="skat-solver-build-") as temp:
        dist = Distribution(
            {
                "name": "skat-desktop-solver",
                "ext_modules": [Extension(SOLVER_MODULE, [str(source)], extra_compile_args=flags)],
            }
        )
        cmd = build_ext(dist)
        cmd.build_lib = str(out_dir)
        cmd.build_temp = temp
        try:
            cmd.ensure_finalized()
            cmd.run()
        except Exception as exc:  # CompileError, LinkError, a missing compiler: all fall back
            _warn(
                f"could not compile the solver's C extension ({type(exc).__name__}: {exc}); "
                "building a pure-Python package (the solver is slower, same answers)"
            )
            return None
        built = Path(cmd.get_ext_fullpath(SOLVER_MODULE))
    return built if built.is_file() else None


class CustomBuildHook(BuildHookInterface):  # type: ignore[misc,type-arg]
    def initialize(self, version: str, build_data: dict[str, Any]) -> None:
        root = Path(self.root)
        for qm in compile_translations(root):
            build_data["force_include"][str(qm)] = f"skat_desktop/translations/{qm.name}"
        if self.target_name == "wheel" and version != "editable":
            build_data["force_include"][str(root / "resources")] = "skat_desktop/resources"
        if self.target_name != "wheel":
            return
        if version == "editable":
            # The editable install imports from the checkout: build next to the sources.
            built = build_solver_extension(root, root)
        else:
            built = build_solver_extension(root, root / "build" / "solver")
            if built is not None:
                build_data["force_include"][str(built)] = f"skat_desktop/bots/{built.name}"
        if built is not None:
            build_data["pure_python"] = False
            build_data["infer_tag"] = True
