"""ISS records read as a stream: BOM, bad bytes, two records on a line, empty and huge files."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from skat_desktop import records
from skat_desktop.engine.iss import MAX_MESSAGE, RecordText, record_texts, shorten

from .test_iss import SAMPLE


def _texts(data: bytes, max_line: int = 1 << 20) -> list[RecordText]:
    return list(record_texts(io.BytesIO(data), max_line))


def test_a_bom_is_skipped_and_the_first_record_read() -> None:
    [found] = _texts(b"\xef\xbb\xbf" + SAMPLE[0].encode() + b"\n")
    assert found.text == SAMPLE[0] and found.line == 1


def test_two_records_on_one_line_are_both_read() -> None:
    line = (SAMPLE[0] + " " + SAMPLE[0].replace("ID[9]", "ID[10]")).encode()
    found = _texts(line + b"\n")
    assert [t.line for t in found] == [1, 1]
    assert [t.text for t in found] == [SAMPLE[0], SAMPLE[0].replace("ID[9]", "ID[10]")]


def test_a_line_with_bad_bytes_is_named_and_the_others_read() -> None:
    data = SAMPLE[0].encode() + b"\n\xff\xfe broken \x80\n" + SAMPLE[0].encode()
    found = _texts(data)
    assert [t.line for t in found] == [1, 2, 3]
    assert found[1].text is None and "line 2" in str(found[1].error)
    assert "not UTF-8 (at byte 0)" in str(found[1].error)
    assert found[2].text == SAMPLE[0]


def test_an_overlong_line_is_skipped_in_pieces() -> None:
    data = b"x" * 5000 + b"\n" + SAMPLE[0].encode() + b"\n"
    found = _texts(data, max_line=1000)
    assert found[0].text is None and "longer than 1000 bytes" in str(found[0].error)
    assert found[1].text == SAMPLE[0] and found[1].line == 2


def test_messages_quoting_input_are_cut() -> None:
    assert shorten("a" * 5000) == "a" * (MAX_MESSAGE - 1) + "…"
    assert shorten("short") == "short"


def _run(tmp_path: Path, data: bytes, capsys: pytest.CaptureFixture[str]) -> tuple[int, str]:
    path = tmp_path / "records.sgf"
    path.write_bytes(data)
    code = records.main([str(path)])
    captured = capsys.readouterr()
    return code, captured.out + captured.err


def test_cli_empty_file_is_an_error(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out = _run(tmp_path, b"", capsys)
    assert code == 2 and "holds no ISS game records" in out
    code, out = _run(tmp_path, b"\n  \n", capsys)
    assert code == 2 and "holds no ISS game records" in out


def test_cli_bom_and_two_on_a_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    second = SAMPLE[0].replace("ID[9]", "ID[10]")
    code, out = _run(tmp_path, b"\xef\xbb\xbf" + (SAMPLE[0] + second).encode(), capsys)
    assert code == 0, out
    assert out.splitlines()[0].startswith("9 OK") and out.splitlines()[1].startswith("10 OK")


def test_cli_names_a_bad_byte_line_and_checks_the_rest(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = SAMPLE[0].encode() + b"\n\xc3\x28 junk\n" + SAMPLE[0].encode() + b"\n"
    code, out = _run(tmp_path, data, capsys)
    assert code == 2
    rows = out.splitlines()
    assert rows[0].startswith("9 OK") and rows[2].startswith("9 OK")
    assert "line 2" in rows[1] and "not UTF-8" in rows[1]


def test_cli_error_lines_stay_readable(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    huge_move = SAMPLE[0].replace(" 2 CH ", " 2 " + "X" * 100_000 + " ")
    code, out = _run(tmp_path, huge_move.encode() + b"\n" + b"y" * 3_000_000, capsys)
    assert code == 2
    assert all(len(row) < 400 for row in out.splitlines()), [len(r) for r in out.splitlines()]


def test_cli_refuses_a_fifo_at_once(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    import os

    path = tmp_path / "pipe.sgf"
    os.mkfifo(path)
    assert records.main([str(path)]) == 2
    assert "named pipe" in capsys.readouterr().err
