"""Session 48's lead: what whole conversations typed as busy people type keep and ask."""

from __future__ import annotations

import pytest

from memory.service import Memory
from tests.driver import chat, todo_states

NEW_YORK = "America/New_York"
MONDAY = "2026-12-07T09:15:00-05:00"


@pytest.mark.parametrize(
    ("moved", "asked"),
    [
        ("Sam wants the deck a day earlier now", "Thu 17 December"),
        ("Sam wants the deck two days later", "Sun 20 December"),
    ],
)
async def test_a_shift_asked_about_is_offered_from_the_to_dos_own_day(memory: Memory, moved: str, asked: str) -> None:
    states, replies = await todo_states(memory, MONDAY, NEW_YORK, ["Q1 planning deck due to Sam fri 18th", moved])
    question = "\n".join(replies)
    if states["Q1 planning deck"] == ("open", "2026-12-18 23:59"):  # asked: the day offered is the deck's, shifted
        assert f"to {asked}" in question, replies
    else:  # or moved outright, to that same day
        assert f"now due {asked}" in question, replies
    assert "Thu 10 December" not in question and "Wed 9 December" not in question, replies


@pytest.mark.parametrize(
    ("todo", "nudge"),
    [
        ("need to get the numbers from finance", "pinged finance for the numbers"),
        ("get the figures from Omar by fri", "chased Omar for the figures"),
        ("need the signed lease back from the landlord", "nudged the landlord about the signed lease"),
    ],
)
async def test_asking_again_for_a_thing_is_not_getting_it(memory: Memory, todo: str, nudge: str) -> None:
    states, replies = await todo_states(memory, MONDAY, NEW_YORK, [todo, nudge])
    assert all(status == "open" for status, _ in states.values()), (states, replies)


async def test_a_nudge_finishes_a_to_do_to_chase(memory: Memory) -> None:
    states, replies = await todo_states(memory, MONDAY, NEW_YORK, ["need to chase Omar for the figures", "chased Omar"])
    assert states["chase Omar for the figures"][0] == "completed", (states, replies)


async def test_a_pronoun_after_the_person_who_does_a_job_for_the_user_is_them(memory: Memory) -> None:
    lines = ["our accountant is Ruth Hale", "her email is ruth@hale.ie"]
    _, user, replies = await chat(memory, MONDAY, NEW_YORK, lines)
    emails = [c for c in await memory.store.claims(user) if c.predicate == "email"]
    assert [(c.subject, c.value) for c in emails] == [("Ruth Hale", "ruth@hale.ie")], replies


async def test_calling_off_nothing_open_says_so(memory: Memory) -> None:
    states, replies = await todo_states(memory, MONDAY, NEW_YORK, ["scrap the slides, head says no presentations"])
    assert states == {} and "Nothing open matched “slides” to call off" in replies[-1], replies


async def test_what_was_said_of_a_thing_quotes_no_question_asked_of_it(memory: Memory) -> None:
    lines = ["budget for the offsite is 12k", "how much is the offsite budget", "what did I tell you about the offsite"]
    _, _, replies = await chat(memory, MONDAY, NEW_YORK, lines)
    assert "budget for the offsite is 12k" in replies[-1] and "how much" not in replies[-1], replies
