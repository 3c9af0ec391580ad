"""Review of past deals: a series' score sheet and every deal stepped through trick by trick."""

from skat_desktop.ui.review.sources import (
    ReviewDeal,
    deals_from_records,
    deals_from_series,
    export_records,
    read_records_file,
    series_records,
)
from skat_desktop.ui.review.steps import ReviewStep, review_steps

__all__ = [
    "ReviewDeal",
    "ReviewStep",
    "deals_from_records",
    "deals_from_series",
    "export_records",
    "read_records_file",
    "review_steps",
    "series_records",
]
