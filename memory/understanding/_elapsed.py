"""Hours and minutes from now as elapsed time, not wall-clock time.

"in 4 hours" said at 22:40 on the night the clocks go back is 01:40 on the second pass of that
hour, four real hours later; Python's aware arithmetic in a ZoneInfo zone adds to the wall clock
instead (02:40, five hours). Days and weeks stay calendar arithmetic ("in 3 days" keeps the
day's meaning across a change), so only the clock units come here.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

__all__ = ["elapsed"]


def elapsed(now: datetime, delta: timedelta) -> datetime:
    """``now`` (aware) moved by ``delta`` of real time, shown in ``now``'s own zone."""
    return (now.astimezone(UTC) + delta).astimezone(now.tzinfo)
