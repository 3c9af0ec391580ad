"""Update translations/*.ts from the UI and controller sources with lupdate (and compile them)."""

from __future__ import annotations

import argparse
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from skat_desktop.ui import i18n  # noqa: E402 (needs the checkout on sys.path first)

SOURCE_DIRS = ("skat_desktop/ui", "skat_desktop/controller")
TARGET_LANGUAGES = tuple(code for code in i18n.SUPPORTED_LANGUAGES if code != "en")


def source_files(root: Path = ROOT) -> list[Path]:
    """Every .py file lupdate should read, in a stable order."""
    files: list[Path] = []
    for folder in SOURCE_DIRS:
        files.extend(sorted((root / folder).rglob("*.py")))
    return files


def update(ts_dir: Path, languages: tuple[str, ...] = TARGET_LANGUAGES) -> list[Path]:
    """Run lupdate for each language into `ts_dir`; returns the .ts files written."""
    tool = i18n._qt_tool("lupdate")
    if tool is None:
        raise SystemExit("lupdate not found: install PySide6-Essentials")
    ts_dir.mkdir(parents=True, exist_ok=True)
    sources = [str(p.relative_to(ROOT)) for p in source_files()]
    written: list[Path] = []
    for code in languages:
        ts_file = ts_dir / f"{i18n.CATALOGUE_PREFIX}{code}.ts"
        # -no-obsolete: strings removed from the code leave the catalogue instead of piling up.
        command = [
            tool,
            "-silent",
            "-no-obsolete",
            "-locations",
            "none",
            "-source-language",
            "en",
            "-target-language",
            code,
            *sources,
            "-ts",
            str(ts_file),
        ]
        subprocess.run(command, check=True, cwd=ROOT)
        written.append(ts_file)
    return written


def release(ts_files: list[Path], qm_dir: Path) -> list[Path]:
    """Compile .ts files to .qm with lrelease into `qm_dir`."""
    compiled: list[Path] = []
    for ts_file in ts_files:
        qm = qm_dir / ts_file.with_suffix(".qm").name
        if not i18n.compile_catalogue(ts_file, qm):
            raise SystemExit(f"lrelease failed for {ts_file}")
        compiled.append(qm)
    return compiled


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--ts-dir", type=Path, default=ROOT / "translations")
    parser.add_argument("--release", action="store_true", help="also compile .qm files")
    parser.add_argument("--qm-dir", type=Path, default=None, help="default: build/translations")
    args = parser.parse_args(argv)
    ts_files = update(args.ts_dir)
    for ts_file in ts_files:
        print(ts_file)
    if args.release:
        for qm in release(ts_files, args.qm_dir or i18n.qm_dir()):
            print(qm)
    return 0


if __name__ == "__main__":
    sys.exit(main())
