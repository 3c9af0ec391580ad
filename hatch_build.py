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
    except ImportError:
        return _compile_with_sysconfig(source, out_dir)
    flags = [] if sys.platform == "win32" else ["-O3", "-fno-strict-aliasing"]
    with tempfile.TemporaryDirectory(prefix="skat-solver-build-") as temp:
        dist = Distribution(
            {
                "name": "skat-desktop-solver",
                "ext_modules": [Extension(SOLVER_MODULE, [str(source)], extra_compile_args=flags)],
            }
        )
        cmd = build_ext(dist)
        cmd.build_lib = str(Path(temp) / "lib")
        cmd.build_temp = str(Path(temp) / "obj")
        cmd.force = True
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
        if not built.is_file():
            return None
        return _move_into(built, out_dir / built.relative_to(Path(temp) / "lib"))


def _move_into(built: Path, target: Path) -> Path:
    """Put the module in place by renaming: a running process that has the old file
    mapped keeps it (overwriting a loaded shared library in place can crash it)."""
    target.parent.mkdir(parents=True, exist_ok=True)
    staged = target.with_name(target.name + ".new")
    shutil.copy2(built, staged)
    os.replace(staged, target)
    return target


def _compile_with_sysconfig(source: Path, out_dir: Path) -> Path | None:
    """Without setuptools (POSIX only): the compiler and flags Python was built with."""
    import shlex
    import sysconfig

    cc = sysconfig.get_config_var("CC")
    ldshared = sysconfig.get_config_var("LDSHARED")
    suffix = sysconfig.get_config_var("EXT_SUFFIX")
    if sys.platform == "win32" or not cc or not ldshared or not suffix:
        _warn("no setuptools and no compiler settings: the solver stays pure Python")
        return None
    target = out_dir / "skat_desktop" / "bots" / f"_solver_c{suffix}"
    target.parent.mkdir(parents=True, exist_ok=True)
    staged = target.with_name(target.name + ".new")
    include = sysconfig.get_paths()["include"]
    command = [
        *shlex.split(ldshared),
        *shlex.split(sysconfig.get_config_var("CFLAGS") or ""),
        "-fPIC",
        "-O3",
        f"-I{include}",
        str(source),
        "-o",
        str(staged),
    ]
    try:
        subprocess.run(command, check=True, capture_output=True, text=True)
    except (OSError, subprocess.CalledProcessError) as exc:
        detail = getattr(exc, "stderr", "") or str(exc)
        _warn(f"could not compile the solver's C extension: {detail.strip()[:500]}")
        return None
    os.replace(staged, target)
    return target


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
