"""Score sheets of archived series: one row per deal with running totals, and the CSV export."""

from __future__ import annotations

import csv
import io
from collections.abc import Sequence
from pathlib import Path
from typing import TypedDict

from skat_desktop.storage.atomic import atomic_write_bytes
from skat_desktop.storage.stats import (
    SITTING_OUT,
    SeriesSummary,
    deal_scores,
    seeger_fabian_deal,
)


class ScoreSheetRow(TypedDict):
    """One line of a score sheet; lists are by player index."""

    deal: int
    dealer: str
    declarer: str | None  # None: passed in
    contract: str | None
    bid: int | None
    won: bool | None
    value: int | None  # the game value, without Bock
    scores: list[int]  # this deal's change on the plain list (Bock, Kontra/Re, Ramsch)
    seated: list[bool]  # False for a player who sits the deal out (4 and 5 players)
    totals: list[int]  # running plain totals
    seeger_fabian: list[int]  # running Seeger-Fabian totals
    # The deal's table rules as its record states them; a record from an older archive
    # states none: bock None, the rest False or 0.
    bock: int | None  # the Bock multiplier (1, 2, 4)
    kontra: bool
    re: bool
    ramsch: bool  # a Ramsch: no declarer, every seated player has an entry
    durchmarsch: bool
    jungfrau: bool
    pushes: int


def score_sheet_rows(summary: SeriesSummary) -> list[ScoreSheetRow]:
    """The score sheet of a series, one row per deal, with running totals."""
    count = len(summary["players"])
    totals = [0] * count
    seeger = [0] * count
    rows: list[ScoreSheetRow] = []
    for deal in summary["deals"]:
        # The stored entries (Bock, Kontra/Re, Ramsch); an old record: the declarer's score.
        scores = deal_scores(deal)
        declarer = deal["declarer"]
        played = declarer is not None and not deal["passed_in"]
        totals = [t + s for t, s in zip(totals, scores, strict=True)]
        seeger = [t + s for t, s in zip(seeger, seeger_fabian_deal(deal), strict=True)]
        dealer = next(
            (deal["players"][i] for i, p in enumerate(deal["positions"]) if p == "dealer"),
            # At a 3-player table the dealer is rearhand.
            deal["players"][deal["positions"].index("rearhand")],
        )
        rows.append(
            ScoreSheetRow(
                deal=deal["number"],
                dealer=dealer,
                declarer=deal["players"][declarer] if played and declarer is not None else None,
                contract=deal["contract"] if played else None,
                bid=deal["bid"] if played else None,
                won=deal["won"] if played else None,
                value=deal["value"] if played else None,
                scores=scores,
                seated=[position not in SITTING_OUT for position in deal["positions"]],
                totals=totals,
                seeger_fabian=seeger,
                bock=deal.get("bock"),
                kontra=deal.get("kontra", False),
                re=deal.get("re", False),
                ramsch=deal.get("ramsch", False),
                durchmarsch=deal.get("durchmarsch", False),
                jungfrau=deal.get("jungfrau", False),
                pushes=deal.get("pushes", 0),
            )
        )
    return rows


def _cell(value: object) -> str | int:
    if value is None:
        return ""
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, int):
        return value
    text = str(value)
    # A spreadsheet would run a cell starting with these as a formula (CSV injection).
    return "'" + text if text[:1] in ("=", "+", "-", "@", "\t", "\r") else text


def _contract_cell(row: ScoreSheetRow) -> str | None:
    """The Contract cell: the ISS code, or "Ramsch" with what doubled or decided it."""
    if not row["ramsch"]:
        return row["contract"]
    details = ["Durchmarsch"] if row["durchmarsch"] else []
    if row["jungfrau"]:
        details.append("Jungfrau")
    if row["pushes"]:
        details.append(f"pushed {row['pushes']}x")
    return "Ramsch" + (f" ({', '.join(details)})" if details else "")


def _kontra_cell(row: ScoreSheetRow) -> str:
    return "Re" if row["re"] else "Kontra" if row["kontra"] else ""


def score_sheet_header(players: Sequence[str]) -> list[str]:
    """The CSV columns: deal facts, per player score, running total, Seeger-Fabian, then
    the table-rule marks.

    "Bock" is the deal's Bock multiplier (1, 2, 4; empty for a deal archived before it
    was recorded) and "Kontra/Re" says which was said; they come last so that the older
    columns keep their places. A Ramsch's Contract is "Ramsch".
    """
    return [
        "Deal",
        "Dealer",
        "Declarer",
        "Contract",
        "Bid",
        "Won",
        "Value",
        *(f"{name} score" for name in players),
        *(f"{name} total" for name in players),
        *(f"{name} Seeger-Fabian" for name in players),
        "Bock",
        "Kontra/Re",
    ]


def export_score_sheet_csv(
    rows: Sequence[ScoreSheetRow], path: Path, players: Sequence[str] | None = None
) -> None:
    """Write a score sheet as CSV (UTF-8 with BOM so spreadsheets detect it), atomically.

    ``players`` names the per-player columns; without it they are "Player 1", ...
    """
    count = len(rows[0]["scores"]) if rows else len(players or ())
    names = list(players) if players is not None else [f"Player {i + 1}" for i in range(count)]
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\r\n")
    writer.writerow([_cell(h) for h in score_sheet_header(names)])
    for row in rows:
        for key in ("scores", "seated", "totals", "seeger_fabian"):
            if len(row[key]) != len(names):
                raise ValueError(f"deal {row['deal']}: {key} has not {len(names)} entries")
        writer.writerow(
            [
                row["deal"],
                _cell(row["dealer"]),
                _cell(row["declarer"]),
                _cell(_contract_cell(row)),
                _cell(row["bid"]),
                _cell(row["won"]),
                _cell(row["value"]),
                # A player who sat the deal out has no entry: an empty cell, not a 0.
                *(
                    score if seated else ""
                    for score, seated in zip(row["scores"], row["seated"], strict=True)
                ),
                *row["totals"],
                *row["seeger_fabian"],
                _cell(row["bock"]),
                _cell(_kontra_cell(row)),
            ]
        )
    atomic_write_bytes(path, buffer.getvalue().encode("utf-8-sig"))
