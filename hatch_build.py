"""Build hook: compiles translations/*.ts to .qm with pyside6-lrelease and ships them.

The compiled catalogues are build output, never committed. They land in
``build/translations`` (where a source checkout finds them) and inside the wheel as
``skat_desktop/translations``; the ``resources/`` folder ships as ``skat_desktop/resources``.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

from hatchling.builders.hooks.plugin.interface import BuildHookInterface


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


class CustomBuildHook(BuildHookInterface):  # type: ignore[type-arg]
    def initialize(self, version: str, build_data: dict[str, Any]) -> None:
        root = Path(self.root)
        for qm in compile_translations(root):
            build_data["force_include"][str(qm)] = f"skat_desktop/translations/{qm.name}"
        if self.target_name == "wheel" and version != "editable":
            build_data["force_include"][str(root / "resources")] = "skat_desktop/resources"
