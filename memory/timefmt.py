"""How times are written down: ISO 8601 strings for the database and the slice files."""

from __future__ import annotations

from datetime import UTC, datetime
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError


def iso_utc(when: datetime) -> str:
    """A fixed-width UTC string, so that string order in SQLite is time order."""
    if when.tzinfo is None:
        raise ValueError(f"naive datetime {when!r}")
    utc = when.astimezone(UTC)
    if utc.year >= 1000:  # the same text (strftime's %Y pads no year below 1000), made faster
        return utc.isoformat(timespec="microseconds")
    return utc.strftime("%Y-%m-%dT%H:%M:%S.%f+00:00")


def from_iso(text: str) -> datetime:
    """Parse an ISO 8601 time with an offset into aware UTC."""
    parsed = datetime.fromisoformat(text)
    if parsed.tzinfo is None:
        raise ValueError(f"time without an offset: {text!r}")
    return parsed.astimezone(UTC)


def opt_iso(when: datetime | None) -> str | None:
    return None if when is None else iso_utc(when)


def opt_from_iso(text: str | None) -> datetime | None:
    return None if text is None else from_iso(text)


def zone(name: str) -> ZoneInfo:
    """The IANA zone of that name; a clear ValueError for anything else."""
    try:
        return ZoneInfo(name)
    except (ZoneInfoNotFoundError, ValueError, OSError) as error:  # OSError: a name too long for a file
        raise ValueError(f"unknown timezone {name!r}; use an IANA name such as Europe/Berlin") from error


def local_date_text(when: datetime, tz: ZoneInfo) -> str:
    """'Tue 1 September 2026' — how a user is shown a day."""
    local = when.astimezone(tz)
    return f"{local:%a} {local.day} {local:%B %Y}"


def local_time_text(when: datetime, tz: ZoneInfo) -> str:
    local = when.astimezone(tz)
    return f"{local_date_text(when, tz)} {local:%H:%M}"
