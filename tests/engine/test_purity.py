"""The engine is pure Python: no Qt (source scan and a fresh interpreter), and doctests run."""

from __future__ import annotations

import ast
import doctest
import importlib
import pkgutil
import subprocess
import sys
from pathlib import Path

import pytest

import skat_desktop.engine as engine_package

ENGINE_DIR = Path(engine_package.__file__).parent
MODULES = sorted(
    f"skat_desktop.engine.{m.name}" for m in pkgutil.iter_modules(engine_package.__path__)
)


def test_engine_source_imports_no_qt() -> None:
    files = sorted(ENGINE_DIR.glob("*.py"))
    assert len(files) >= 10
    for path in files:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names: list[str] = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            for name in names:
                top = name.split(".")[0]
                assert top not in ("PySide6", "PyQt5", "PyQt6", "shiboken6"), (path, name)


def test_importing_the_engine_loads_no_qt() -> None:
    code = (
        "import sys\n"
        + "".join(f"import {m}\n" for m in MODULES)
        + "import skat_desktop.records\n"
        + "bad = [m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6')]\n"
        + "print(len([m for m in sys.modules if m.startswith('skat_desktop.engine.')]))\n"
        + "assert not bad, bad\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=False, timeout=60
    )
    assert out.returncode == 0, out.stderr
    assert int(out.stdout) == len(MODULES)


@pytest.mark.parametrize("name", MODULES)
def test_doctests(name: str) -> None:
    module = importlib.import_module(name)
    failures, attempted = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
    assert failures == 0
    if name.rsplit(".", 1)[1] in ("cards", "deal", "scoring", "notation", "series", "iss"):
        assert attempted > 0
