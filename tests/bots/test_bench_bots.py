"""The decision-time benchmark reports every level's percentiles, p99 included."""

from __future__ import annotations

from skat_desktop.bench import bots


def test_bench_bots_quick_mode_reports_ordered_percentiles() -> None:
    figures = bots.run(deals=2, seed=2, levels=["easy", "normal"], budget_ms=None, sample=12)
    assert figures["positions"] == 12
    for level in ("easy", "normal"):
        p50, p95, p99, top = (figures[f"{level}_{k}_ms"] for k in ("p50", "p95", "p99", "max"))
        assert isinstance(p50, float) and isinstance(top, float)
        assert 0.0 <= p50 <= p95 <= p99 <= top  # type: ignore[operator]
