"""Command line: replay ISS game records through the engine and check their results.

Usage: ``python -m skat_desktop.records [--json] FILE...``. Each record prints its ID,
OK or MISMATCH, and the computed result in ``R[...]`` notation. Exit 0 when every
record replays and matches, 1 when a result differs, 2 when a record is malformed or
holds an illegal move (the message names the record and the move).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Iterator
from typing import Any, TextIO

from .engine.iss import IssFormatError, IssResult, Replay, check_record, parse_record

EXIT_OK, EXIT_MISMATCH, EXIT_ERROR = 0, 1, 2


def _records(path: str, text: str) -> Iterator[tuple[str, Replay | str]]:
    """(label, replay or error message) for each non-empty line of a file."""
    for number, line in enumerate(text.splitlines(), start=1):
        if not line.strip():
            continue
        where = f"{path} line {number}"
        try:
            record = parse_record(line)
        except IssFormatError as error:
            yield where, f"{where}: {error}"
            continue
        yield record.id, check_record(record)


def _fields(result: IssResult | None) -> dict[str, Any]:
    keys = (
        "passed",
        "declarer",
        "win",
        "value",
        "matadors",
        "overbid",
        "points",
        "tricks",
        "schneider",
        "schwarz",
    )
    if result is None:
        return dict.fromkeys(keys)
    if result.passed:
        return {"passed": True} | dict.fromkeys(keys[1:])
    return {
        "passed": False,
        "declarer": result.declarer,
        "win": result.win,
        "value": result.value,
        "matadors": result.matadors,
        "overbid": result.overbid,
        "points": result.points,
        "tricks": result.tricks,
        "schneider": result.schneider,
        "schwarz": result.schwarz,
    }


def run(paths: list[str], as_json: bool, out: TextIO, err: TextIO) -> int:
    status = EXIT_OK
    for path in paths:
        try:
            with open(path, encoding="utf-8") as handle:
                text = handle.read()
        except (OSError, UnicodeDecodeError) as error:
            print(f"{path}: cannot read: {error}", file=err)
            status = EXIT_ERROR
            continue
        for label, outcome in _records(path, text):
            if isinstance(outcome, str):
                error_text: str | None = outcome
                computed, match, ident = None, None, label
            else:
                error_text, computed, match = outcome.error, outcome.computed, outcome.match
                ident = outcome.record.id
            if error_text is not None:
                status = EXIT_ERROR
            elif match is False and status == EXIT_OK:
                status = EXIT_MISMATCH
            if as_json:
                obj = {"id": ident} | _fields(computed) | {"match": match, "error": error_text}
                print(json.dumps(obj), file=out)
            elif error_text is not None:
                print(f"{ident} ERROR {error_text}", file=out)
            else:
                assert computed is not None
                word = {True: "OK", False: "MISMATCH", None: "REPLAYED"}[match]
                line = f"{ident} {word} R[{computed.summary}]"
                if match is False and not isinstance(outcome, str):
                    recorded = outcome.record.result
                    assert recorded is not None
                    line += f" (recorded R[{recorded.summary}])"
                print(line, file=out)
    return status


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m skat_desktop.records",
        description="Replay ISS game records through the rules engine and check each result.",
    )
    parser.add_argument("files", nargs="+", metavar="FILE", help="ISS record files, one a line")
    parser.add_argument("--json", action="store_true", help="one JSON object per record")
    args = parser.parse_args(argv)
    return run(args.files, args.json, sys.stdout, sys.stderr)


if __name__ == "__main__":
    sys.exit(main())
