"""The day a due keeps when a correction names only its month ("no, march", "make that june").

A due said at a day of the month keeps that day ("the 12th of jan", then "no, feb": the 12th of
February). A due said at month grain ("renew my passport by febuary") is due the end of that
month, and moves to the end of the month named: the end of March, never the 28th of March that
keeping February's last day would give. A commitment keeps no grain of its own, so the last day
of a month stands for it; a month with fewer days than the old day ends the move (the 31st of
January, then "no, april": the 30th of April).
"""

from __future__ import annotations

import calendar
from datetime import date

__all__ = ["day_in_month"]


def day_in_month(old: date, year: int, month: int) -> date:
    """The day of ``year``-``month`` a due on ``old`` moves to when only its month is corrected."""
    last = calendar.monthrange(year, month)[1]
    if old.day == calendar.monthrange(old.year, old.month)[1]:
        return date(year, month, last)  # at month grain: the end of the new month
    return date(year, month, min(old.day, last))
