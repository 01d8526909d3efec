"""Tests for a due written as a numeric date that reads both ways round ("3/4"): while both
readings are days still to come, recap asks which one (naming both), whatever the zone's habit;
the calendar settles it when the other reading has gone by, and a weekday written with it settles
it too. A date that reads one way only ("3/15", "25/12"), a pair of equal numbers ("4/4") and a
fact's "from 1/3" are read as before."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import Unclear
from tests.memory.understanding.reading import Reading

LONDON = ZoneInfo("Europe/London")
NEW_YORK = ZoneInfo("America/New_York")
BERLIN = ZoneInfo("Europe/Berlin")
# Wed 2 December 2026
IN_LONDON = Reading(datetime(2026, 12, 2, 9, 5, tzinfo=LONDON), LONDON)
IN_NEW_YORK = Reading(datetime(2026, 12, 2, 9, 5, tzinfo=NEW_YORK), NEW_YORK)
IN_BERLIN = Reading(datetime(2026, 12, 2, 9, 5, tzinfo=BERLIN), BERLIN)


def _asked(read: Reading, text: str) -> str:
    found = read(text)
    assert len(found) == 1 and isinstance(found[0], Unclear), found
    return found[0].question


@pytest.mark.parametrize(
    ("read", "text", "one", "other"),
    [
        (IN_LONDON, "pay the rent by 5/6 pls remind me", "5 June", "6 May"),
        (IN_LONDON, "need to renew the rego on 2/3", "2 March", "3 February"),
        (IN_LONDON, "3/4 i'll drop the keys at the leasing office", "3 April", "4 March"),
        (IN_NEW_YORK, "submit the 401k form by 4/5", "4 May", "5 April"),
        (IN_NEW_YORK, "gotta pay Ana back by 1/2", "1 February", "2 January"),
        (IN_NEW_YORK, "dentist 2/3 at 3pm", "2 March", "3 February"),
        (IN_BERLIN, "send Jonas the deck by 6/1", "6 January", "1 June"),
        (IN_BERLIN, "have to get the tax docs to Jonas by 5/2", "5 February", "2 May"),
        (IN_LONDON, "hand in the visa docs by 03/01", "3 January", "1 March"),
    ],
)
def test_a_due_that_reads_both_ways_is_asked_naming_both(read: Reading, text: str, one: str, other: str) -> None:
    question = _asked(read, text)
    assert one in question and other in question


@pytest.mark.parametrize(
    ("read", "text", "todo"),
    [
        # the other reading has gone by: 10 December is the one still to come (12 October is past)
        (IN_NEW_YORK, "need to send the W-9 by 12/10", ("send the W-9", "Thu 10 00:00")),
        (IN_LONDON, "pay the nursery by 10/12", ("pay the nursery", "Thu 10 00:00")),
        # a weekday written with it says which
        (IN_NEW_YORK, "by Fri 12/11 send the W-9 to the client", ("send the W-9 to the client", "Fri 11 00:00")),
        (IN_BERLIN, "by Fri 11/12 get the bank statements to the accountant",
         ("get the bank statements to the accountant", "Fri 11 00:00")),
        # one way only, or the same either way
        (IN_NEW_YORK, "renew the permit by 3/15", ("renew the permit", "Mon 15 00:00")),
        (IN_LONDON, "order the turkey by 23/12", ("order the turkey", "Wed 23 00:00")),
        (IN_LONDON, "pay the cleaner on 4/4", ("pay the cleaner", "Sun 04 00:00")),
    ],
)
def test_a_numeric_date_the_calendar_or_a_weekday_settles_is_kept(
    read: Reading, text: str, todo: tuple[str, str]
) -> None:
    assert read.todos(read(text)) == [todo]


@pytest.mark.parametrize(
    "text",
    ["Maya's rent goes up to £1,450 from 3/4", "Tahlia switched to the night team from 1/2"],
)
def test_a_facts_start_keeps_the_zones_reading(text: str) -> None:
    assert not any(isinstance(i, Unclear) for i in IN_LONDON(text))
