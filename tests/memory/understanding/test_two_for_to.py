"""A "2" typed for "to" before a to-do verb and its object: "remind me 2 clean the spare room",
"dont forget 2 call Ana tmrw"; a count ("remind me 2 days before", "have 2 cats") stays one."""

from __future__ import annotations

import pytest

from memory.understanding.normalise import normalise


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("remind me 2 clean the spare room before she arrives", "remind me to clean the spare room"),
        ("dont forget 2 call Ana tmrw", "forget to call Ana"),
        ("got 2 pick up the kids at 3", "got to pick up the kids"),
        ("ping me 2 send the invoice", "ping me to send the invoice"),
    ],
)
def test_to(text: str, said: str) -> None:
    assert said in normalise(text)


@pytest.mark.parametrize(
    "text",
    ["remind me 2 days before xmas to wrap presents", "i have 2 cats", "have 2 book club meetings this week"],
)
def test_count_kept(text: str) -> None:
    assert " 2 " in normalise(text)
