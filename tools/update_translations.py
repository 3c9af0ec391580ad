"""Update translations/*.ts from the UI and controller sources with lupdate (and compile them)."""

from __future__ import annotations

import argparse
import ast
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from skat_desktop.ui import i18n  # noqa: E402 (needs the checkout on sys.path first)

SOURCE_DIRS = ("skat_desktop/ui", "skat_desktop/controller")
TARGET_LANGUAGES = tuple(code for code in i18n.SUPPORTED_LANGUAGES if code != "en")
# Marker functions lupdate should read like QT_TRANSLATE_NOOP(context, text).
NOOP_ALIASES = ("_noop",)
# `tr = widget.tr` inside a module function: lupdate sees no class there. The class whose tr()
# runs is found from the call sites (`f(self, ...)` in a method); name it here if it is not.
WIDGET_TR_CONTEXTS: dict[tuple[str, str], str] = {}


@dataclass(frozen=True)
class AliasCall:
    """A translate call lupdate cannot read as written, and how it is read instead."""

    file: str
    line: int
    spelling: str  # the call as written, e.g. "tr" or "_tr"
    replacement: str  # what lupdate reads instead, up to the first argument kept
    skip_args: int = 0  # leading arguments the replacement stands for

    def __str__(self) -> str:
        return f"{self.file}:{self.line}: {self.spelling}(...) read as {self.replacement}...)"


def _translate_wrappers(tree: ast.Module) -> dict[str, str]:
    """Module functions like `def _tr(t): return QCoreApplication.translate("Ctx", t)`."""
    found: dict[str, str] = {}
    for node in tree.body:
        if not isinstance(node, ast.FunctionDef) or len(node.body) != 1:
            continue
        ret = node.body[0]
        if not isinstance(ret, ast.Return) or not isinstance(ret.value, ast.Call):
            continue
        call = ret.value
        if (
            isinstance(call.func, ast.Attribute)
            and call.func.attr == "translate"
            and len(call.args) == 2
            and isinstance(call.args[0], ast.Constant)
            and isinstance(call.args[1], ast.Name)
        ):
            found[node.name] = f'QCoreApplication.translate("{call.args[0].value}", '
    return found


def _widget_contexts(tree: ast.Module, file: str) -> dict[str, str]:
    """For module functions taking a widget first (`def f(page, ...)`), the class it comes from.

    Found from the call sites: `f(self, ...)` in a method of class C gives C, and
    `f(page, ...)` inside another such function passes that function's class on.
    """
    contexts: dict[str, str] = {
        func: context for (name, func), context in WIDGET_TR_CONTEXTS.items() if name == file
    }
    functions = {
        node.name: node
        for node in tree.body
        if isinstance(node, ast.FunctionDef) and node.args.args
    }
    # (caller context source, callee): the class of a method, or another module function.
    edges: list[tuple[str, str, bool]] = []
    for node in tree.body:
        if isinstance(node, ast.ClassDef):
            for call in ast.walk(node):
                if (
                    isinstance(call, ast.Call)
                    and isinstance(call.func, ast.Name)
                    and call.func.id in functions
                    and call.args
                    and isinstance(call.args[0], ast.Name)
                    and call.args[0].id == "self"
                ):
                    edges.append((node.name, call.func.id, True))
        elif isinstance(node, ast.FunctionDef) and node.name in functions:
            first = node.args.args[0].arg
            for call in ast.walk(node):
                if (
                    isinstance(call, ast.Call)
                    and isinstance(call.func, ast.Name)
                    and call.func.id in functions
                    and call.args
                    and isinstance(call.args[0], ast.Name)
                    and call.args[0].id == first
                ):
                    edges.append((node.name, call.func.id, False))
    changed = True
    while changed:
        changed = False
        for source, callee, is_class in edges:
            context = source if is_class else contexts.get(source)
            if context is not None and callee not in contexts:
                contexts[callee] = context
                changed = True
    return contexts


def _local_aliases(func: ast.FunctionDef, file: str, widgets: dict[str, str]) -> dict[str, str]:
    """`tr = QCoreApplication.translate` or `tr = page.tr` inside one function."""
    found: dict[str, str] = {}
    for node in ast.walk(func):
        if not (isinstance(node, ast.Assign) and len(node.targets) == 1):
            continue
        target, value = node.targets[0], node.value
        if not isinstance(target, ast.Name) or not isinstance(value, ast.Attribute):
            continue
        if value.attr == "translate":
            found[target.id] = "QCoreApplication.translate("
        elif value.attr == "tr":
            context = widgets.get(func.name)
            if context is None:
                print(f"warning: {file}:{node.lineno}: unknown context for {target.id}()")
                continue
            found[target.id] = f'QCoreApplication.translate("{context}", '
    return found


def find_alias_calls(path: Path, root: Path = ROOT) -> list[tuple[ast.Call, AliasCall]]:
    """Every call through an alias of tr/translate in one file (lupdate reads none of them)."""
    file = path.relative_to(root).as_posix()
    tree = ast.parse(path.read_text(encoding="utf-8"))
    wrappers = _translate_wrappers(tree)
    widgets = _widget_contexts(tree, file)
    calls: list[tuple[ast.Call, AliasCall]] = []
    seen: set[int] = set()

    def collect(scope: ast.AST, names: dict[str, str]) -> None:
        if not names:
            return
        for node in ast.walk(scope):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Name)
                and node.func.id in names
                and id(node) not in seen
            ):
                seen.add(id(node))
                found = AliasCall(file, node.lineno, node.func.id, names[node.func.id])
                calls.append((node, found))

    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef):
            collect(node, _local_aliases(node, file, widgets))
    collect(tree, wrappers)
    # Marker functions with the context in a module constant: lupdate wants a literal.
    constants = {
        node.targets[0].id: node.value.value
        for node in tree.body
        if isinstance(node, ast.Assign)
        and len(node.targets) == 1
        and isinstance(node.targets[0], ast.Name)
        and isinstance(node.value, ast.Constant)
        and isinstance(node.value.value, str)
    }
    for node in ast.walk(tree):
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Name)
            and node.func.id in NOOP_ALIASES
            and len(node.args) == 2
            and isinstance(node.args[0], ast.Name)
            and node.args[0].id in constants
        ):
            context = constants[node.args[0].id]
            spelled = f'QT_TRANSLATE_NOOP("{context}", '
            calls.append((node, AliasCall(file, node.lineno, node.func.id, spelled, 1)))
    return calls


def readable_copy(path: Path, calls: list[tuple[ast.Call, AliasCall]]) -> str:
    """The file's text with every alias call spelled as QCoreApplication.translate(...)."""
    lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
    # Replace from the end so that earlier offsets stay valid (offsets are UTF-8 bytes).
    for call, alias in sorted(calls, key=lambda c: (c[0].lineno, c[0].col_offset), reverse=True):
        func = call.func
        assert func.end_lineno == func.lineno and func.end_col_offset is not None
        raw = lines[func.lineno - 1].encode("utf-8")
        if alias.skip_args:
            kept = call.args[alias.skip_args]
            assert kept.lineno == func.lineno, f"{alias}: arguments on one line, please"
            end = kept.col_offset
        else:
            # Swallow the "(" after the name: the replacement brings its own.
            end = raw.index(b"(", func.end_col_offset) + 1
        raw = raw[: func.col_offset] + alias.replacement.encode("utf-8") + raw[end:]
        lines[func.lineno - 1] = raw.decode("utf-8")
    return "".join(lines)


def alias_calls(root: Path = ROOT) -> list[AliasCall]:
    """Every alias call in the sources, to report (the proper fix is in those files)."""
    found = [alias for path in source_files(root) for _, alias in find_alias_calls(path, root)]
    return sorted(found, key=lambda a: (a.file, a.line))


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
    ts_dir = ts_dir.resolve()
    ts_dir.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="skat-lupdate-") as scratch:
        sources: list[str] = []
        for path in source_files():
            calls = find_alias_calls(path)
            if not calls:
                sources.append(str(path.relative_to(ROOT)))
                continue
            # lupdate reads a copy with the aliases spelled out (no locations are written).
            copy = Path(scratch) / path.relative_to(ROOT)
            copy.parent.mkdir(parents=True, exist_ok=True)
            copy.write_text(readable_copy(path, calls), encoding="utf-8")
            sources.append(str(copy))
        return _run_lupdate(tool, sources, ts_dir, languages)


def _run_lupdate(
    tool: str, sources: list[str], ts_dir: Path, languages: tuple[str, ...]
) -> list[Path]:
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
            "-tr-function-alias",
            ",".join(f"QT_TRANSLATE_NOOP+={name}" for name in NOOP_ALIASES),
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
    for alias in alias_calls():
        print(f"note: {alias}", file=sys.stderr)
    ts_files = update(args.ts_dir)
    for ts_file in ts_files:
        print(ts_file)
    if args.release:
        for qm in release(ts_files, args.qm_dir or i18n.qm_dir()):
            print(qm)
    return 0


if __name__ == "__main__":
    sys.exit(main())
