"""The last reading: signs of a to-do no form could read become an offer to track it, and
small talk, past reports and dateless chatter stay quiet."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment, Unclear, extract

TZ = ZoneInfo("Australia/Melbourne")
NOW = datetime(2027, 2, 15, 7, 50, tzinfo=TZ)  # a Monday morning


@pytest.mark.parametrize(
    ("text", "action", "day"),
    [
        ("remember the recycling tonight", "the recycling", 15),
        ("plumber weds need to ring", "plumber need to ring", 17),
        ("don't forget the school fees friday", "the school fees", 19),
    ],
)
def test_a_to_do_no_form_reads_is_offered_with_its_date(text: str, action: str, day: int) -> None:
    (found,) = extract(text, now=NOW, tz=TZ)
    assert isinstance(found, Unclear) and found.question.startswith("Should I track")
    assert found.proposal is not None and found.proposal.action == action
    assert found.proposal.due is not None and found.proposal.due.start.astimezone(TZ).day == day


@pytest.mark.parametrize(
    "text",
    [
        "see ya thursday!",
        "have to say, the launch went well",
        "need to stop buying plants 😅",
        "remember that gig last friday",  # the past: a memory, not a to-do
        "thursday is gonna be brutal lol",
        "must be nice to have a long weekend",
    ],
)
def test_chatter_is_not_offered(text: str) -> None:
    assert not any(isinstance(intent, Unclear) for intent in extract(text, now=NOW, tz=TZ))


@pytest.mark.parametrize(
    ("text", "action", "day"),
    [
        ("gotta sort the council thing tmrw somehow", "sort the council thing", 16),
        ("must chase the quote by thursday or so ugh", "chase the quote", 18),
        ("ring the vet weds maybe", "ring the vet", 17),
        ("call dad sunday-ish", "call dad", 21),
        ("i reckon i'll book the tyres friday", "book the tyres", 19),
    ],
)
def test_softeners_after_a_date_never_end_in_the_action(text: str, action: str, day: int) -> None:
    (found,) = extract(text, now=NOW, tz=TZ)
    assert isinstance(found, NewCommitment) and found.action == action
    assert found.due is not None and found.due.start.astimezone(TZ).day == day


def test_an_unreadable_date_offers_the_to_do_without_it() -> None:
    (found,) = extract("post the forms by the 31st of february", now=NOW, tz=TZ)
    assert isinstance(found, Unclear)
    assert found.proposal == NewCommitment("post the forms", "me", None, None)


def test_tomorrow_in_the_small_hours_is_asked_about() -> None:
    late = datetime(2027, 2, 16, 0, 40, tzinfo=TZ)
    (found,) = extract("need to ring the landlord tmrw", now=late, tz=TZ)
    assert isinstance(found, Unclear) and "past midnight" in found.question
    assert found.proposal is not None and found.proposal.due is not None
    assert found.proposal.due.start.astimezone(TZ).day == 17  # what the calendar says, offered to confirm
    (morning,) = extract("need to ring the landlord tmrw", now=datetime(2027, 2, 16, 4, 0, tzinfo=TZ), tz=TZ)
    assert isinstance(morning, NewCommitment)
