"""Session 13's commitment readings: a clause after the to-do that restates it (its due in the
passive, whom it was promised to), gerund and label intros said of oneself, a title in a name,
what someone is like ("will do anything"), a thing's end date, and an hour in words after "at"."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment, extract

TZ = ZoneInfo("Europe/London")
NOW = datetime(2026, 12, 2, 9, 15, tzinfo=TZ)  # a Wednesday


def _todos(text: str) -> list[NewCommitment]:
    return [i for i in extract(text, now=NOW, tz=TZ) if isinstance(i, NewCommitment)]


@pytest.mark.parametrize(
    ("text", "action", "day"),
    [
        ("i'll handle the catering order for the offsite, it needs to be placed by the 15th",
         "handle the catering order for the offsite", 15),
        ("sort the invoices, they need to be sent off by mon", "sort the invoices", 7),
    ],
)
def test_a_passive_clause_after_a_to_do_is_its_due(text: str, action: str, day: int) -> None:
    [todo] = _todos(text)
    assert todo.action == action and todo.due is not None and todo.due.start.day == day


@pytest.mark.parametrize(
    ("text", "person"),
    [
        ("will do the school run on wed, told Kemi I would", "Kemi"),
        ("I'll bring the cake on sat, promised Ana I would", "Ana"),
        ("need to fix the gate by sunday, told Mr Okafor i'd do it", "Mr Okafor"),
    ],
)
def test_told_them_i_would_names_the_counterparty(text: str, person: str) -> None:
    [todo] = _todos(text)
    assert todo.counterparty == person and todo.owner == "me"


def test_told_her_i_would_names_no_one() -> None:
    [todo] = _todos("will pick up the kids at 4, told her I would")
    assert todo.counterparty is None


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("committing to writing 3 blog posts by the 31st", "write 3 blog posts"),
        ("i'm committing to finishing the report by fri", "finish the report"),
        ("volunteering to organise the bake sale on sat", "organise the bake sale"),
        ("assigning myself: migrate the DNS records by the 16th", "migrate the DNS records"),
        ("self-assigned: review the backlog by monday", "review the backlog"),
    ],
)
def test_an_intro_said_of_oneself_is_mine(text: str, action: str) -> None:
    [todo] = _todos(text)
    assert todo.action == action and todo.owner == "me" and todo.due is not None


@pytest.mark.parametrize(
    ("text", "counterparty"),
    [
        ("i said i'd call Dr. Mehta's office back tmrw about the MRI results", None),
        ("i said i'd ring Mrs. Okafor's surgery tmrw", None),
        ("i said i'd call Dr. Mehta back tmrw", "Dr. Mehta"),
    ],
)
def test_a_title_is_part_of_the_name(text: str, counterparty: str | None) -> None:
    [todo] = _todos(text)
    assert todo.counterparty == counterparty


@pytest.mark.parametrize(
    "text",
    [
        "Rohan will do anything for a laugh honestly",
        "my sister would do anything for her kids",
        "Kai will try anything once",
        "note to self: passport expires 14 may",
        "note to self: the gym membership renews on the 3rd",
    ],
)
def test_what_someone_is_like_or_when_a_thing_ends_is_no_to_do(text: str) -> None:
    assert _todos(text) == []


def test_anything_with_a_day_is_still_a_to_do() -> None:
    [todo] = _todos("need to do whatever it takes to finish by friday")
    assert todo.due is not None


@pytest.mark.parametrize(
    ("text", "action", "hour", "minute"),
    [
        ("call mum at five", "call mum", 17, 0),
        ("ring the vet at nine tomorrow", "ring the vet", 9, 0),
        ("meet Jo at eleven thirty on friday", "meet Jo", 11, 30),
        ("call the bank at ten tmrw", "call the bank", 10, 0),
        ("call mum at ten to five", "call mum", 16, 50),
    ],
)
def test_an_hour_in_words_after_at_is_the_due(text: str, action: str, hour: int, minute: int) -> None:
    [todo] = _todos(text)
    assert todo.action == action and todo.due is not None
    local = todo.due.start.astimezone(TZ)
    assert (local.hour, local.minute) == (hour, minute)


@pytest.mark.parametrize("text", ["i'm good at two things", "drop flyers at five stores", "look at one of them"])
def test_a_count_after_at_is_no_time(text: str) -> None:
    assert all(todo.due is None for todo in _todos(text))
