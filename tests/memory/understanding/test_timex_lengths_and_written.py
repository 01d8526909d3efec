"""Everyday time expressions measured against public corpora of them (never copied from them):
lengths of time from now ("in 1.5 hours", "in about 2 hours", "in 3 more days", "in 2hrs", "half an
hour from now"), the meridiem written with dots ("9 p.m."), an hour word after a day and "at"
("tonight at nine"), "<day> early morning", a day and its month joined by a dash or slash, a month's
comma before its year ("4th June, 2031"), the coming holiday ("this thanksgiving") and a dotted
weekday before its date ("Sat., Oct. 3")."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment, Unclear
from memory.understanding.timex import has_date_words
from tests.memory.understanding.reading import Reading

LISBON = ZoneInfo("Europe/Lisbon")
CHICAGO = ZoneInfo("America/Chicago")
WED_LISBON = datetime(2027, 4, 14, 10, 20, tzinfo=LISBON)  # Wednesday 14 April 2027
SAT_CHICAGO = datetime(2026, 9, 19, 16, 45, tzinfo=CHICAGO)  # Saturday 19 September 2026

FULL = "%Y-%m-%d %H:%M"


def _stored(text: str, now: datetime) -> tuple[str, str]:
    """The one to-do ``text`` stores: its action and its due's last moment, local."""
    found = Reading(now, now.tzinfo, FULL)(text)  # type: ignore[arg-type]
    assert len(found) == 1 and isinstance(found[0], NewCommitment), found
    todo = found[0]
    assert todo.due is not None, todo
    assert not has_date_words(todo.action), todo.action
    return todo.action, todo.due.last_moment.astimezone(now.tzinfo).strftime(FULL)


@pytest.mark.parametrize(
    ("text", "now", "action", "due"),
    [
        # a fraction of hours
        ("ping the plumber in 1.5 hours", WED_LISBON, "ping the plumber", "2027-04-14 11:50"),
        ("in 2.5 hrs take the bread out", SAT_CHICAGO, "take the bread out", "2026-09-19 19:15"),
        ("need to feed the cat in 3 and a half hours", WED_LISBON, "feed the cat", "2027-04-14 13:50"),
        # a part of an hour counted from now
        ("half an hour from now check the oven", SAT_CHICAGO, "check the oven", "2026-09-19 17:15"),
        ("move the car a quarter of an hour from now", WED_LISBON, "move the car", "2027-04-14 10:35"),
        # run together
        ("text Ravi in 2hrs", WED_LISBON, "text Ravi", "2027-04-14 12:20"),
        ("need to collect the dry cleaning in 45mins", SAT_CHICAGO, "collect the dry cleaning", "2026-09-19 17:30"),
        ("renew the bike lock code in 3days", WED_LISBON, "renew the bike lock code", "2027-04-17 23:59"),
        # one more
        ("chase the landlord in 2 more days", SAT_CHICAGO, "chase the landlord", "2026-09-21 23:59"),
        ("in ten more minutes turn the sprinkler off", WED_LISBON, "turn the sprinkler off", "2027-04-14 10:30"),
        # softened hours and minutes: about then
        ("call the garage in about 2 hours", WED_LISBON, "call the garage", "2027-04-14 12:20"),
        ("in around 20 mins start the rice", SAT_CHICAGO, "start the rice", "2026-09-19 17:05"),
        ("message Ines roughly 3 hours from now", WED_LISBON, "message Ines", "2027-04-14 13:20"),
        # the meridiem written with dots
        ("ring the council at 9 a.m. tomorrow", WED_LISBON, "ring the council", "2027-04-15 09:00"),
        ("pick up Noor at 6.30 p.m. on friday", SAT_CHICAGO, "pick up Noor", "2026-09-25 18:30"),
        ("lock the shed at 8 p.m.", WED_LISBON, "lock the shed", "2027-04-14 20:00"),
        ("need to post the forms 9th June, 4 p.m.", WED_LISBON, "post the forms", "2027-06-09 16:00"),
        ("need to call the vet seven thirty p.m.", SAT_CHICAGO, "call the vet", "2026-09-19 19:30"),
        # a day's early morning is that day's morning
        ("sort the recycling tuesday early morning", WED_LISBON, "sort the recycling", "2027-04-20 11:59"),
        ("tmrw early in the morning I have to drop the van off", SAT_CHICAGO, "drop the van off", "2026-09-20 11:59"),
        # an hour word after a day and "at"
        ("tonight at nine feed the neighbour's fish", WED_LISBON, "feed the neighbour's fish", "2027-04-14 21:00"),
        ("ring the school friday at ten thirty", SAT_CHICAGO, "ring the school", "2026-09-25 10:30"),
        ("in the evening at seven I have to iron the shirts", WED_LISBON, "iron the shirts", "2027-04-14 19:00"),
        ("email the tutor tomorrow at eight thirty pm", SAT_CHICAGO, "email the tutor", "2026-09-20 20:30"),
        # a day, then "before" its time: due then
        ("return the keys tomorrow before 10am", WED_LISBON, "return the keys", "2027-04-15 10:00"),
        ("monday before noon I need to sign the lease", SAT_CHICAGO, "sign the lease", "2026-09-21 12:00"),
        ("send Bea the photos friday no later than 6pm", WED_LISBON, "send Bea the photos", "2027-04-16 18:00"),
    ],
)
def test_moments(text: str, now: datetime, action: str, due: str) -> None:
    assert _stored(text, now) == (action, due)


@pytest.mark.parametrize(
    ("text", "now", "proposed"),
    [
        ("book the dentist in about 3 days", WED_LISBON, "2027-04-17"),
        ("in roughly a week I need to return the drill", SAT_CHICAGO, "2026-09-26"),
        ("send Tomás the draft in around 2 weeks", WED_LISBON, "2027-04-28"),
        ("pay the cleaner by around the 20th", WED_LISBON, "2027-04-20"),  # after "by" too
    ],
)
def test_softened_days_are_asked(text: str, now: datetime, proposed: str) -> None:
    """A softened count of days, or a softened day, names no exact day: recap asks, offering the day it would be."""
    found = Reading(now, now.tzinfo)(text)  # type: ignore[arg-type]
    assert len(found) == 1 and isinstance(found[0], Unclear), found
    proposal = found[0].proposal
    assert proposal is not None and proposal.due is not None
    assert proposal.due.last_moment.astimezone(now.tzinfo).date().isoformat() == proposed


@pytest.mark.parametrize("text", ["the repair took about 3 days", "it's about 2 hours by train"])
def test_a_softened_length_alone_is_no_due(text: str) -> None:
    """Without "in" or "from now" a length is how long something lasts, not when it is due."""
    found = Reading(WED_LISBON, LISBON)(text)
    assert not any(isinstance(i, NewCommitment) and i.due is not None for i in found), found


@pytest.mark.parametrize(
    ("text", "now", "action", "day"),
    [
        # a day and its month name joined by a dash or slash
        ("pay the gym fee 3-may-2027", WED_LISBON, "pay the gym fee", "2027-05-03"),
        ("need to renew the visa 21/oct 2027", WED_LISBON, "renew the visa", "2027-10-21"),
        ("file the claim nov-2, 2026", SAT_CHICAGO, "file the claim", "2026-11-02"),
        ("return the projector 30-sept", SAT_CHICAGO, "return the projector", "2026-09-30"),
        # a comma between the month and its year
        ("book the venue for 4th June, 2028", WED_LISBON, "book the venue", "2028-06-04"),
        ("need to submit the thesis by 12 January, 2028", SAT_CHICAGO, "submit the thesis", "2028-01-12"),
        # a dotted weekday, a comma, then its date
        ("Sat., Oct. 3, 2026 return the library books", SAT_CHICAGO, "return the library books", "2026-10-03"),
        # the coming holiday
        ("this thanksgiving I need to call aunt Rosa", SAT_CHICAGO, "call aunt Rosa", "2026-11-26"),
        ("order the turkey next thanksgiving", WED_LISBON, "order the turkey", "2027-11-25"),
        ("need to book flights home this coming christmas", WED_LISBON, "book flights home", "2027-12-25"),
    ],
)
def test_days(text: str, now: datetime, action: str, day: str) -> None:
    stored_action, due = _stored(text, now)
    assert (stored_action, due[:10]) == (action, day)


def test_next_holiday_said_close_to_it_is_asked() -> None:
    """ "next christmas" a week before it: this one, or the one a year on? Asked, not guessed."""
    found = Reading(datetime(2027, 12, 18, 9, 0, tzinfo=LISBON), LISBON)("buy the tree next christmas")
    assert len(found) == 1 and isinstance(found[0], Unclear), found
