"""Runs one benchmark by name: each is ``skat_desktop/bench/<name>.py`` with ``main(argv)``."""

from __future__ import annotations

import importlib
import pkgutil
import sys

import skat_desktop.bench as bench_package


def available() -> list[str]:
    return sorted(m.name for m in pkgutil.iter_modules(bench_package.__path__) if m.name[0] != "_")


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    names = available()
    if not args or args[0] in ("-h", "--help"):
        print("usage: python -m skat_desktop.bench NAME [options]\nbenchmarks: " + ", ".join(names))
        return 0 if args else 2
    if args[0] not in names:
        print(f"unknown benchmark {args[0]!r}; choose one of: {', '.join(names)}", file=sys.stderr)
        return 2
    module = importlib.import_module(f"skat_desktop.bench.{args[0]}")
    result: int = module.main(args[1:])
    return result


if __name__ == "__main__":
    sys.exit(main())
