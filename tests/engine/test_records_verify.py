"""``python -m skat_desktop.records --verify``: a record's seed must give its cards."""

from __future__ import annotations

import contextlib
import io
import json
import random
from pathlib import Path

from skat_desktop import records
from skat_desktop.engine.iss import parse_record, write_record
from skat_desktop.engine.seeds import fingerprint, shuffled_layout
from skat_desktop.engine.series import Series

from .helpers import play_random


def recorded_deals(count: int) -> list[str]:
    s = Series(players=3, first_dealer=0, seed=31)
    rng = random.Random(5)
    lines = []
    for k in range(count):
        d = s.new_deal()
        play_random(d, rng)
        finished = s.record(d)
        lines.append(write_record(d, game_id=str(k + 1), seed=finished.seed))
    return lines


def run(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = records.main(list(argv))
    return code, out.getvalue(), err.getvalue()


def test_written_records_carry_seed_and_fingerprint(tmp_path: Path) -> None:
    line = recorded_deals(1)[0]
    record = parse_record(line)
    seed = int(record.properties["SD"])
    assert record.properties["FP"] == fingerprint(seed)
    path = tmp_path / "deals.txt"
    path.write_text("\n".join(recorded_deals(3)) + "\n", encoding="utf-8")
    code, out, _ = run("--verify", str(path))
    assert code == 0
    assert [w.split()[1] for w in out.splitlines()] == ["OK", "OK", "OK"]
    assert "cards and fingerprint checked" in out
    # The plain replay still reads these records (ISS readers skip SD and FP).
    code, out, _ = run(str(path))
    assert code == 0 and out.count(" OK ") == 3


def test_a_changed_card_a_wrong_fingerprint_or_no_seed_is_caught(tmp_path: Path) -> None:
    line = recorded_deals(1)[0]
    seed = int(parse_record(line).properties["SD"])
    other = shuffled_layout(seed + 1)
    swapped = line.replace(f"SD[{seed}]", f"SD[{seed + 1}]")
    forged_print = line.replace(fingerprint(seed), fingerprint(seed + 1))
    unseeded = line.replace(f"SD[{seed}]FP[{fingerprint(seed)}]", "")
    assert unseeded != line and other != shuffled_layout(seed)
    path = tmp_path / "bad.txt"
    path.write_text("\n".join([swapped, forged_print, unseeded]), encoding="utf-8")
    code, out, _ = run("--verify", "--json", str(path))
    verdicts = [json.loads(x) for x in out.splitlines()]
    assert code == 1
    assert [v["verdict"] for v in verdicts] == ["MISMATCH", "MISMATCH", "NO-SEED"]
    assert "does not give these cards" in verdicts[0]["detail"]
    assert "fingerprint" in verdicts[1]["detail"]
    garbage = tmp_path / "garbage.txt"
    garbage.write_text("hello\n", encoding="utf-8")
    code, out, _ = run("--verify", str(garbage))
    assert code == 2 and "ERROR" in out


def test_seed_prints_the_cards_and_checks_a_fingerprint() -> None:
    code, out, _ = run("--seed", "42")
    assert code == 0
    assert f"fingerprint {fingerprint(42)}" in out
    assert "forehand HT H8 SA CJ DJ S9 S7 CQ CK C8" in out and "skat H9 CA" in out
    code, out, _ = run("--seed", "42", "--fingerprint", fingerprint(42))
    assert code == 0 and "OK" in out
    code, out, _ = run("--seed", "42", "--fingerprint", fingerprint(41))
    assert code == 1 and "MISMATCH" in out
    code, _, err = run("--seed", "forty-two")
    assert code == 2 and "digits only" in err
