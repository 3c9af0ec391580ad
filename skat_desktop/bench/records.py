"""Memory of ``python -m skat_desktop.records`` on a large file, printed as one JSON object.

The file (``--mb`` megabytes, 500 by default) is mostly what a careless download or a
wrong file gives: a ``--record-mb`` part of real records (written by the engine from
random deals), a single line of ``--long-mb`` megabytes with no newline, and lines with
bytes that are not UTF-8 for the rest. The records tool runs on it in a child process;
its peak resident memory (``ru_maxrss``), time and exit status are printed.
"""

from __future__ import annotations

import argparse
import json
import random
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from skat_desktop.engine.deal import Deal, deal_layout
from skat_desktop.engine.iss import write_record

MB = 1024 * 1024


def sample_records(count: int, seed: int) -> list[bytes]:
    rng = random.Random(seed)
    lines = []
    for number in range(count):
        deal = Deal.from_cards(deal_layout(rng.getrandbits(64)))
        while not deal.is_over:
            deal.apply(rng.choice(list(deal.legal_actions())))
        lines.append(write_record(deal, game_id=str(number)).encode("utf-8") + b"\n")
    return lines


def write_file(path: Path, total_mb: int, record_mb: int, long_mb: int, seed: int) -> int:
    """Write the test file; returns how many record lines it holds."""
    records = sample_records(300, seed)
    written = 0
    count = 0
    with open(path, "wb") as out:
        out.write(b"\xef\xbb\xbf")
        while written < record_mb * MB:
            line = records[count % len(records)]
            out.write(line)
            written += len(line)
            count += 1
        chunk = b"(;GM[Skat]" + b"x" * (MB - 10)
        for _ in range(long_mb):
            out.write(chunk)
            written += len(chunk)
        out.write(b"\n")
        bad = b"(;GM[Skat]ID[bad]\xff\xfe" + b"y" * 1000 + b"\n"
        block = bad * (MB // len(bad))
        while written < total_mb * MB:
            out.write(block)
            written += len(block)
    return count


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m skat_desktop.bench records")
    parser.add_argument("--mb", type=int, default=500, help="file size in MB (500)")
    parser.add_argument("--record-mb", type=int, default=10, help="MB of real records (10)")
    parser.add_argument("--long-mb", type=int, default=200, help="MB of one endless line (200)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--folder", type=Path, default=None, help="where to write (a temp dir)")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(dir=args.folder) as folder:
        path = Path(folder) / "records.sgf"
        records = write_file(path, args.mb, args.record_mb, args.long_mb, args.seed)
        size = path.stat().st_size
        started = time.perf_counter()
        run = subprocess.run(
            [sys.executable, "-m", "skat_desktop.records", str(path)],
            capture_output=True,
        )
        seconds = time.perf_counter() - started
    out_lines = run.stdout.splitlines()
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    # ru_maxrss is in kilobytes on Linux, bytes on macOS.
    rss_mb = usage.ru_maxrss / (MB if sys.platform == "darwin" else 1024)
    result = {
        "benchmark": "records",
        "file_mb": round(size / MB, 1),
        "record_lines": records,
        "output_lines": len(out_lines),
        "ok_lines": sum(1 for line in out_lines if b" OK " in line),
        "longest_output_line": max((len(line) for line in out_lines), default=0),
        "max_rss_mb": round(rss_mb, 1),
        "seconds": round(seconds, 1),
        "exit": run.returncode,
    }
    print(json.dumps(result))
    return 0 if rss_mb <= 200 else 1
