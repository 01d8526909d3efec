"""To-dos handed to someone ("told Sade she's handling …", "delegated the slides to Musa", "need Raj
to sign off …", "Bea's doing the docs, due monday"), things someone expects of the user ("Daniel's
expecting the NDA back from me"), turns at a duty ("im on school run monday") and things that must
go to someone ("the quote needs to go to Dana by wed"): whose to-do each is, what and when (pure
``extract``)."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment
from tests.memory.understanding.reading import Reading

# Sat 12 Dec 2026, evening in Lagos
READ = Reading(datetime(2026, 12, 12, 19, 5, tzinfo=ZoneInfo("Africa/Lagos")), ZoneInfo("Africa/Lagos"), "%a %d")


def _todos(text: str) -> list[tuple[str, str, str | None, str | None]]:
    """(action, owner, counterparty, due day) of each to-do read from ``text``."""
    return [(i.action, i.owner, i.counterparty, READ.when(i)) for i in READ(text) if isinstance(i, NewCommitment)]


@pytest.mark.parametrize(
    ("text", "action", "owner", "day"),
    [
        ("told Sade she's handling the client onboarding, due thurs", "handle the client onboarding", "Sade", "Thu 17"),
        ("told Musa he'll do the slides by wed", "do the slides", "Musa", "Wed 16"),
        ("told Ife to book the van for sat", "book the van", "Ife", "Sat 19"),
        ("told tunde he needs to renew the domain by monday", "renew the domain", "tunde", "Mon 14"),
        ("delegated the slide cleanup to Musa, need it done by wed", "slide cleanup", "Musa", "Wed 16"),
        ("assigned the bug triage to Kofi, due fri", "bug triage", "Kofi", "Fri 18"),
        ("delegated the expense report to Tom", "expense report", "Tom", None),
        ("need Raj to sign off on the budget by fri", "sign off on the budget", "Raj", "Fri 18"),
        ("I need Ama to send the floor plans tmrw", "send the floor plans", "Ama", "Sun 13"),
        ("Bea's doing the onboarding docs, due monday", "do the onboarding docs", "Bea", "Mon 14"),
        ("Jorge is doing the bank run tomorrow", "do the bank run", "Jorge", "Sun 13"),
    ],
)
def test_a_todo_handed_to_someone_is_theirs(text: str, action: str, owner: str, day: str | None) -> None:
    assert _todos(text) == [(action, owner, None, day)]


@pytest.mark.parametrize(
    ("text", "action", "person", "day"),
    [
        ("Daniel's expecting the signed NDA back from me by monday", "send the signed NDA back", "Daniel", "Mon 14"),
        ("Raj is waiting on the figures from me, due the 15th", "send Raj the figures", "Raj", "Tue 15"),
        ("Ana is expecting me to send the deck tmrw", "send the deck", "Ana", "Sun 13"),
        ("Kwame's waiting for me to sign the lease by wed", "sign the lease", "Kwame", "Wed 16"),
    ],
)
def test_what_someone_expects_of_the_user_is_the_users_own(text: str, action: str, person: str, day: str) -> None:
    assert _todos(text) == [(action, "me", person, day)]


@pytest.mark.parametrize(
    "text",
    [
        "told Sade she's amazing",
        "told Sade she's the lead now",
        "Ana is expecting a baby in may",
        "delegated it to Tom",  # what "it" is, no one said
    ],
)
def test_no_todo_is_handed_where_none_is_said(text: str) -> None:
    assert not any(isinstance(i, NewCommitment) and i.owner != "me" for i in READ(text))


@pytest.mark.parametrize(
    ("text", "action", "owner", "day"),
    [
        ("im on school run monday", "do the school run", "me", "Mon 14"),
        ("Dani's on pickup thurs", "do the pickup", "Dani", "Thu 17"),
        ("Ama is on lunch duty fri", "do lunch duty", "Ama", "Fri 18"),
        ("I'm on the airport run tmrw", "do the airport run", "me", "Sun 13"),
    ],
)
def test_a_dated_turn_at_a_duty_is_a_todo_of_whoever_is_on_it(text: str, action: str, owner: str, day: str) -> None:
    assert _todos(text) == [(action, owner, None, day)]


@pytest.mark.parametrize(
    "text", ["i'm on dishes", "I'm on call saturday", "I'm on leave monday", "Jo's on the school run"]
)
def test_an_undated_duty_or_a_state_is_no_turn(text: str) -> None:
    assert not any(isinstance(i, NewCommitment) and i.action.startswith("do ") for i in READ(text))


@pytest.mark.parametrize(
    ("text", "action", "day"),
    [
        ("ok so the plumber quote needs to go to Dana by wednesday and thats it", "send the plumber quote to Dana",
         "Wed 16"),
        ("contract has to get to Kofi before fri", "send the contract to Kofi", "Thu 17"),
        ("the invoices must go out to Ana tmrw", "send the invoices to Ana", "Sun 13"),
    ],
)  # fmt: skip
def test_a_thing_that_must_go_to_someone_is_the_users_to_send(text: str, action: str, day: str) -> None:
    assert _todos(text) == [(action, "me", None, day)]


@pytest.mark.parametrize(
    "text",
    ["the kids need to go to Dana by 5", "the car has to go to the garage by fri", "the report needs to go to Dana"],
)
def test_no_thing_or_no_day_is_nothing_to_send(text: str) -> None:
    assert not any(isinstance(i, NewCommitment) and i.action.startswith("send ") for i in READ(text))
