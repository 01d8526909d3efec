"""A correction with no subject that says the due again ("wait no, it's due april 30") or what
someone said ("sorry, pavel said tues not mon") puts the date right; a person whose first name is a
month ("Jun Wei", "Jan Novak") is no date left unread (pure ``extract``)."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import CorrectTime, CorrectValue, StateClaim
from tests.memory.understanding.reading import Reading

READ = Reading(datetime(2026, 12, 2, 9, 5, tzinfo=ZoneInfo("Europe/London")), ZoneInfo("Europe/London"))


@pytest.mark.parametrize(
    ("text", "new"),
    [
        ("wait no, it's due april 30", "april 30"),
        ("sorry, it's due on the 14th", "the 14th"),
        ("no, it's due friday", "friday"),
        ("oops its due by tues", "tues"),  # "by next tues" names no one day: asked (test_vague_correction)
        ("sorry, pavel said tues not mon", "tues"),
        ("oops, mum said thursday", "thursday"),
        ("no sorry, the landlord said the 9th", "the 9th"),
        ("sorry, i said friday", "friday"),
    ],
)
def test_the_due_said_again(text: str, new: str) -> None:
    found = READ(text)
    assert [i.new_text for i in found if isinstance(i, CorrectTime)] == [new], found


@pytest.mark.parametrize("text", ["sorry, it's due diligence", "no, it's due to rain"])
def test_due_as_a_word_is_no_date(text: str) -> None:
    assert not [i for i in READ(text) if isinstance(i, CorrectTime)]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Jun Wei is the decision maker for office moves", "Jun Wei"),
        ("correction: Jun Wei is the decision maker for office moves", "Jun Wei"),
        ("Jan Novak is the decision maker for hiring", "Jan Novak"),
    ],
)
def test_a_month_named_person(text: str, value: str) -> None:
    found = READ(text)
    assert [i.value for i in found if isinstance(i, StateClaim | CorrectValue)] == [value], found
