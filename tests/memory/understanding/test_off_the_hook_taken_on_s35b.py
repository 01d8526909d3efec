""""I'm off the hook" after someone else taking the job on ("landlord's sending his own guy")
cancels the to-do just talked about, as after a thing that happened. The user's own doing, the
weather, or someone else let off cancel nothing. Wordings of our own."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import CancelCommitment, extract

TZ = ZoneInfo("America/Chicago")
NOW = datetime(2029, 1, 17, 7, 40, tzinfo=TZ)


def _read(text: str) -> list[object]:
    return list(extract(text, now=NOW, tz=TZ))


@pytest.mark.parametrize(
    "text",
    ["landlord's sending his own guy for the garage door, i'm off the hook", "Dad's driving them, i'm off the hook",
     "the caterers are handling it - i'm off the hook", "my sister's already covering the shift; im off the hook"],
)
def test_someone_else_taking_it_on_lets_me_off(text: str) -> None:
    assert _read(text) == [CancelCommitment("that")]


@pytest.mark.parametrize(
    "text", ["it's raining, i'm off the hook", "i'm driving, i'm off the hook", "Sam's driving, he's off the hook"]
)
def test_no_one_else_on_it_cancels_nothing(text: str) -> None:
    assert not any(isinstance(i, CancelCommitment) for i in _read(text))
