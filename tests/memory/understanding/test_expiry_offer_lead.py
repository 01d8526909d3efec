"""A thing said to expire, offered as the to-do to renew it, without the words that open the
message ("also my car rego expires on the 19th": "renew my car rego")."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding._sign_forms import deadline_of

TZ = ZoneInfo("Australia/Melbourne")
NOW = datetime(2026, 12, 4, 20, 0, tzinfo=TZ)


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("also my car rego expires on the 19th", "renew my car rego"),
        ("oh and the lease is up for renewal on jan 31", "renew the lease"),
        ("btw passport expires 3 march", "renew passport"),
    ],
)
def test_the_opening_words_are_no_part_of_the_thing(text: str, action: str) -> None:
    found = deadline_of(text, now=NOW, tz=TZ)
    assert found is not None and found[0] == action
