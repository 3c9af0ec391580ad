"""ISS game records: the conformance file replays and matches; CLI; write-read round trip."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

from skat_desktop import records
from skat_desktop.engine.actions import Concede, ConcedeKind, ShowCards
from skat_desktop.engine.deal import Deal, DealOptions, Phase
from skat_desktop.engine.iss import (
    IssFormatError,
    IssResult,
    check_record,
    parse_record,
    replay_record,
    write_record,
)

# A copy of ../shared/conformance/iss-records.sgf, so that the suite runs from any checkout.
CONFORMANCE = Path(__file__).resolve().parent / "data" / "iss-records.sgf"
JSON_KEYS = {
    "id",
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
    "match",
    "error",
}


def conformance_lines() -> list[str]:
    if CONFORMANCE.exists():
        return [line for line in CONFORMANCE.read_text().splitlines() if line.strip()]
    return SAMPLE


# A few records of the conformance file, kept here so the tests run from any checkout.
SAMPLE = [
    "(;GM[Skat]PC[Internet Skat Server]CO[]SE[53]ID[9]DT[2007-10-29/04:58:00/UTC]P0[jeff]"
    "P1[Montana]P2[vaun]R0[0.0]R1[0.0]R2[0.0]MV[w S7.ST.CA.DT.CQ.S8.C8.D9.HT.SQ.HQ.DK.H9.DJ"
    ".HK.HJ.C9.DQ.HA.H8.SA.CJ.CK.DA.H7.C7.S9.CT.SK.D7.SJ.D8 1 18 0 p 2 20 1 p 2 CH 0 SQ 1 H9"
    " 2 SA 2 SK 0 ST 1 HK 0 D9 1 DQ 2 DA 2 D7 0 DT 1 DK 0 HT 1 H8 2 H7 0 S8 1 HQ 2 S9 2 C7 0 "
    "CA 1 DJ 1 C9 2 CT 0 C8 2 CK 0 CQ 1 HJ 1 HA 2 CJ 0 S7 ]R[d:2 loss v:-96 m:2 bidok p:56 "
    "t:5 s:0 z:0 p0:0 p1:0 p2:0 l:-1 to:-1 r:0] ;)",
]


def test_conformance_file_is_present() -> None:
    assert CONFORMANCE.exists()
    assert len(conformance_lines()) >= 40


@pytest.mark.parametrize("line", conformance_lines(), ids=lambda s: s.split("ID[")[1][:9])
def test_every_conformance_record_replays_and_matches(line: str) -> None:
    record = parse_record(line)
    outcome = check_record(record)
    assert outcome.error is None
    assert record.result is not None and outcome.computed is not None
    assert outcome.computed.summary == record.result.summary
    assert outcome.match is True


def test_server_quirks_are_covered() -> None:
    text = "\n".join(conformance_lines())
    for quirk in (" RE ", " SC ", "TI.", "LE.", " ?? ", "R[passed]", "penalty", "PC[ISS2]"):
        assert quirk in text, quirk
    assert any(not line.startswith("(") for line in conformance_lines())


# -- the CLI -----------------------------------------------------------------------


def run_cli(tmp_path: Path, lines: list[str], *args: str) -> tuple[int, str]:
    path = tmp_path / "records.sgf"
    path.write_text("\n".join(lines) + "\n")
    out = subprocess.run(
        [sys.executable, "-m", "skat_desktop.records", *args, str(path)],
        capture_output=True,
        text=True,
        check=False,
        timeout=60,
    )
    return out.returncode, out.stdout + out.stderr


def run_main(
    tmp_path: Path, lines: list[str], capsys: pytest.CaptureFixture[str], *args: str
) -> tuple[int, str]:
    path = tmp_path / "records.sgf"
    path.write_text("\n".join(lines) + "\n")
    code = records.main([*args, str(path)])
    captured = capsys.readouterr()
    return code, captured.out + captured.err


def test_cli_good_file_exits_0(tmp_path: Path) -> None:
    lines = conformance_lines()
    code, out = run_cli(tmp_path, lines)
    assert code == 0, out
    rows = out.splitlines()
    assert len(rows) == len(lines)
    assert all(row.split()[1] == "OK" for row in rows)
    assert "9 OK R[d:2 loss v:-96 m:2 bidok p:56 t:5 s:0 z:0]" in rows


def test_cli_corrupted_move_exits_2_naming_record_and_move(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    good = SAMPLE[0]
    bad = good.replace("0 SQ 1 H9", "0 SQ 1 CA")  # CA is not middlehand's card
    code, out = run_main(tmp_path, [bad], capsys)
    assert code == 2
    assert "record 9" in out and "'1 CA'" in out and "not in the hand" in out
    garbled = good.replace(" 2 CH ", " 2 XQ ")
    code, out = run_main(tmp_path, [garbled], capsys)
    assert code == 2 and "record 9" in out and "2 XQ" in out


def test_cli_wrong_result_exits_1(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    wrong = SAMPLE[0].replace("v:-96", "v:-48")
    code, out = run_main(tmp_path, [wrong], capsys)
    assert code == 1
    assert out.startswith("9 MISMATCH R[d:2 loss v:-96") and "recorded R[d:2 loss v:-48" in out
    # An error outranks a mismatch.
    code, _ = run_main(tmp_path, [wrong, "not a record"], capsys)
    assert code == 2


def test_cli_json(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    lines = [SAMPLE[0], SAMPLE[0].replace("R[d:2 loss", "R[d:1 loss"), "garbage"]
    code, out = run_main(tmp_path, lines, capsys, "--json")
    assert code == 2
    objs = [json.loads(row) for row in out.splitlines()]
    assert len(objs) == 3 and all(set(o) == JSON_KEYS for o in objs)
    assert objs[0]["match"] is True and objs[0]["error"] is None
    assert objs[0]["declarer"] == 2 and objs[0]["value"] == -96 and objs[0]["win"] is False
    assert objs[1]["match"] is False
    assert objs[2]["match"] is None and "line 3" in objs[2]["error"]


def test_cli_record_without_result(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    no_result = SAMPLE[0].split("]R[d:")[0] + "] ;)"
    code, out = run_main(tmp_path, [no_result], capsys, "--json")
    assert code == 0 and json.loads(out)["match"] is None


def test_cli_missing_file(capsys: pytest.CaptureFixture[str]) -> None:
    assert records.main(["/nonexistent/file.sgf"]) == 2
    assert "cannot read" in capsys.readouterr().err


# -- reading details ---------------------------------------------------------------


def test_result_field_parsing() -> None:
    r = IssResult.parse("d:1 win v:46 m:0 bidok p:14 t:0 s:0 z:0 p0:0 l:-1 to:-1 r:1")
    assert (r.declarer, r.win, r.value, r.points) == (1, True, 46, 14)
    assert IssResult.parse("passed").passed
    with pytest.raises(IssFormatError, match="cannot read result"):
        IssResult.parse("win v:x")


@pytest.mark.parametrize("bad", ["", "hello", "(;GM[Chess]MV[w a]R[passed];)", "(;GM[Skat]ID[3];)"])
def test_malformed_records(bad: str) -> None:
    with pytest.raises(IssFormatError):
        parse_record(bad)


def test_lenient_bids_only_when_reading_records() -> None:
    line = SAMPLE[0].replace("1 18 0 p 2 20 1 p", "1 19 0 p 2 21 1 p")
    deal = replay_record(parse_record(line))
    assert deal.bid_value == 21
    assert not DealOptions().lenient_bids


# -- writing -----------------------------------------------------------------------


def random_finished(seed: int) -> Deal:
    rng = random.Random(seed)
    d = Deal.from_seed(seed)
    while d.result is None:
        if d.phase == Phase.PLAY and rng.random() < 0.03:
            seat = rng.randrange(3)
            kind = rng.choice(list(ConcedeKind))
            if rng.random() < 0.3 and d.declarer is not None:
                d.apply(ShowCards(d.declarer))
            d.apply(Concede(seat, kind))
            continue
        d.apply(rng.choice(d.legal_actions()))
    return d


@pytest.mark.parametrize("seed", range(40))
def test_write_then_read_round_trip(seed: int) -> None:
    d = random_finished(seed)
    line = write_record(d, game_id=str(seed), players=("a", "b", "c"), date="2026-01-01")
    record = parse_record(line)
    assert record.id == str(seed) and record.players == ("a", "b", "c")
    again = replay_record(record)
    assert again.history == d.history
    assert again.result == d.result
    assert check_record(record).match is True
