"""Whether words are nothing but a day or a time ("thurs", "3pm", "the 5th", "weds 10am"): such
words name no thing, so "thurs works" mends no issue and "yoga cancelled tonight" calls off yoga,
not a thing called "tonight"."""

from __future__ import annotations

from datetime import UTC, datetime
from zoneinfo import ZoneInfo

from memory.understanding.timex import parse_date

# whether words are a date or time does not depend on the day they are read on
_ANY_DAY = datetime(2026, 1, 1, tzinfo=UTC)
_UTC = ZoneInfo("UTC")


def names_a_time(topic: str) -> bool:
    """Whether ``topic`` is nothing but a day or a time."""
    said = topic.strip()
    spec = parse_date(said, now=_ANY_DAY, tz=_UTC)
    return spec is not None and len(spec.text.split()) == len(said.split())
