"""Command line: replay ISS game records through the engine and check their results.

Usage: ``python -m skat_desktop.records [--json] FILE...``. Each record prints its ID,
OK or MISMATCH, and the computed result in ``R[...]`` notation. Exit 0 when every
record replays and matches, 1 when a result differs, 2 when a record is malformed or
holds an illegal move (the message names the record and the move), when a line is not
UTF-8 (it is named, the other lines still checked) and when a file holds no records.

Files are read as a stream, a line at a time, so memory stays small however large the
file; a byte-order mark is skipped, two records on one line are both checked, and every
message quoting the file is cut to a readable length.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any, TextIO

from .engine.iss import (
    IssFormatError,
    IssResult,
    LineSource,
    Replay,
    check_record,
    parse_record,
    record_texts,
    shorten,
)
from .storage.atomic import not_a_file_reason

EXIT_OK, EXIT_MISMATCH, EXIT_ERROR = 0, 1, 2


def _records(path: str, source: LineSource) -> Iterator[tuple[str, Replay | str]]:
    """(label, replay or error message) for each record of a file, read as a stream."""
    for found in record_texts(source):
        where = f"{path} line {found.line}"
        if found.text is None:
            yield where, f"{path}: {found.error}"
            continue
        try:
            record = parse_record(found.text)
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
        refused = not_a_file_reason(Path(path))
        if refused is not None:
            print(f"{path}: cannot read: {refused}", file=err)
            status = EXIT_ERROR
            continue
        try:
            handle = open(path, "rb")  # noqa: SIM115 - closed below; read as a stream
        except OSError as error:
            print(f"{path}: cannot read: {error.strerror or error}", file=err)
            status = EXIT_ERROR
            continue
        with handle:
            status = _check_file(path, handle, as_json, out, status)
    return status


def _check_file(path: str, handle: LineSource, as_json: bool, out: TextIO, status: int) -> int:
    """Check every record of one open file; the exit status so far, updated."""
    count = 0
    try:
        for label, outcome in _records(path, handle):
            count += 1
            status = _report(label, outcome, as_json, out, status)
    except OSError as error:
        print(f"{path}: cannot read: {error.strerror or error}", file=out)
        return EXIT_ERROR
    if count == 0:
        # An empty file is a mistake (the wrong file, a failed download), not a success.
        print(f"{path}: holds no ISS game records", file=out)
        return EXIT_ERROR
    return status


def _report(label: str, outcome: Replay | str, as_json: bool, out: TextIO, status: int) -> int:
    """Print one record's outcome; the exit status so far, updated."""
    if isinstance(outcome, str):
        error_text: str | None = outcome
        computed, match, ident = None, None, label
    else:
        error_text, computed, match = outcome.error, outcome.computed, outcome.match
        ident = outcome.record.id
    ident = shorten(ident, 80)
    if error_text is not None:
        error_text = shorten(error_text)  # a message quoting a huge line stays readable
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
