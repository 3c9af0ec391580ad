"""Command line: replay ISS game records through the engine and check their results.

Usage: ``python -m skat_desktop.records [--json] FILE...``. Each record prints its ID,
OK or MISMATCH, and the computed result in ``R[...]`` notation. Exit 0 when every
record replays and matches, 1 when a result differs, 2 when a record is malformed or
holds an illegal move (the message names the record and the move), when a line is not
UTF-8 (it is named, the other lines still checked) and when a file holds no records.

Files are read as a stream, a line at a time, so memory stays small however large the
file; a byte-order mark is skipped, two records on one line are both checked, and every
message quoting the file is cut to a readable length.

``--verify FILE...`` checks the deals instead: each record's seed (``SD[...]``, written
by the app's review export) must give exactly the cards the record deals and the
fingerprint (``FP[...]``) shown before the deal (``engine.seeds``). Exit 0 when all fit,
1 when one does not or has no seed, 2 on a malformed record. ``--seed N`` prints the
fingerprint and the cards of deal number N (with ``--fingerprint HEX``: exit 1 unless
it is N's).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any, BinaryIO, TextIO

from .engine.actions import DealCards
from .engine.cards import card_name
from .engine.iss import (
    IssFormatError,
    IssRecord,
    IssResult,
    LineSource,
    Replay,
    check_record,
    parse_record,
    record_texts,
    replay_record,
    shorten,
)
from .engine.seeds import SeedError, fingerprint, parse_seed, shuffled_layout, verify
from .storage.atomic import not_a_file_reason

EXIT_OK, EXIT_MISMATCH, EXIT_ERROR = 0, 1, 2


def _parsed(path: str, source: LineSource) -> Iterator[tuple[str, IssRecord | str]]:
    """(label, record or error message) for each record of a file, read as a stream."""
    for found in record_texts(source):
        where = f"{path} line {found.line}"
        if found.text is None:
            yield where, f"{path}: {found.error}"
            continue
        try:
            yield where, parse_record(found.text)
        except IssFormatError as error:
            yield where, f"{where}: {error}"


def _records(path: str, source: LineSource) -> Iterator[tuple[str, Replay | str]]:
    """(label, replay or error message) for each record of a file, read as a stream."""
    for label, item in _parsed(path, source):
        yield (label, item) if isinstance(item, str) else (item.id, check_record(item))


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


def _open(path: str, err: TextIO) -> BinaryIO | None:
    """The file opened to be read as a stream, or None after saying why it cannot be."""
    refused = not_a_file_reason(Path(path))
    if refused is not None:
        print(f"{path}: cannot read: {refused}", file=err)
        return None
    try:
        return open(path, "rb")  # the caller closes it
    except OSError as error:
        print(f"{path}: cannot read: {error.strerror or error}", file=err)
        return None


def run(paths: list[str], as_json: bool, out: TextIO, err: TextIO) -> int:
    status = EXIT_OK
    for path in paths:
        handle = _open(path, err)
        if handle is None:
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


def verify_record(record: IssRecord) -> tuple[str, str]:
    """("OK" | "MISMATCH" | "NO-SEED" | "ERROR", the details) for one record's deal."""
    seed_text = record.properties.get("SD", "").strip()
    if not seed_text:
        return "NO-SEED", "the record names no seed (SD[...]) to check its cards against"
    try:
        seed = parse_seed(seed_text)
        deal = replay_record(record)
    except (SeedError, IssFormatError) as error:
        return "ERROR", str(error)
    dealt = deal.history[0][1] if deal.history else None
    cards = dealt.cards if isinstance(dealt, DealCards) else None
    if cards is None:
        return "ERROR", "the record deals no cards"
    recorded = record.properties.get("FP") or None
    problems = verify(seed, cards, recorded)
    if problems:
        return "MISMATCH", "; ".join(problems)
    checked = "cards and fingerprint" if recorded else "cards"
    return "OK", f"seed {seed} fingerprint {fingerprint(seed)} ({checked} checked)"


def run_verify(paths: list[str], as_json: bool, out: TextIO, err: TextIO) -> int:
    status = EXIT_OK
    for path in paths:
        handle = _open(path, err)
        if handle is None:
            status = EXIT_ERROR
            continue
        with handle:
            for label, item in _parsed(path, handle):
                if isinstance(item, str):
                    word, detail, ident = "ERROR", shorten(item), label
                else:
                    word, detail = verify_record(item)
                    ident = shorten(item.id, 80)
                if word == "ERROR":
                    status = EXIT_ERROR
                elif word != "OK" and status == EXIT_OK:
                    status = EXIT_MISMATCH
                if as_json:
                    print(json.dumps({"id": ident, "verdict": word, "detail": detail}), file=out)
                else:
                    print(f"{ident} {word} {detail}", file=out)
    return status


def show_seed(text: str, expected: str | None, out: TextIO, err: TextIO) -> int:
    """Print deal number ``text``'s fingerprint and cards; check ``expected`` if given."""
    try:
        seed = parse_seed(text)
    except SeedError as error:
        print(f"--seed: {error}", file=err)
        return EXIT_ERROR
    cards = [card_name(c) for c in shuffled_layout(seed)]
    print(f"seed {seed}", file=out)
    print(f"fingerprint {fingerprint(seed)}", file=out)
    for name, part in (
        ("forehand", cards[:10]),
        ("middlehand", cards[10:20]),
        ("rearhand", cards[20:30]),
        ("skat", cards[30:]),
    ):
        print(f"{name} {' '.join(part)}", file=out)
    if expected is not None:
        problems = verify(seed, None, expected)
        if problems:
            print("MISMATCH " + "; ".join(problems), file=out)
            return EXIT_MISMATCH
        print("OK the fingerprint is this seed's", file=out)
    return EXIT_OK


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m skat_desktop.records",
        description="Replay ISS game records through the rules engine and check each result.",
    )
    parser.add_argument("files", nargs="*", metavar="FILE", help="ISS record files, one a line")
    parser.add_argument("--json", action="store_true", help="one JSON object per record")
    parser.add_argument(
        "--verify",
        action="store_true",
        help="check that each record's seed SD[...] gives its cards and fingerprint FP[...]",
    )
    parser.add_argument("--seed", metavar="N", help="print deal number N's fingerprint and cards")
    parser.add_argument(
        "--fingerprint", metavar="HEX", help="with --seed: check that HEX is N's fingerprint"
    )
    args = parser.parse_args(argv)
    if args.seed is not None:
        return show_seed(args.seed, args.fingerprint, sys.stdout, sys.stderr)
    if not args.files:
        parser.error("give one or more FILEs (or --seed N)")
    if args.verify:
        return run_verify(args.files, args.json, sys.stdout, sys.stderr)
    return run(args.files, args.json, sys.stdout, sys.stderr)


if __name__ == "__main__":
    sys.exit(main())
