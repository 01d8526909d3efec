"""What the lead found typing to recap as a busy person would (session 34), through the bot.

- "he"/"she" in a correction is whom the conversation named last: a question about Sana a
  minute before ("who's Sana working for?") makes "she starts the 11th" Sana's, however long
  ago her fact was stored, and a question about Priya after Sana's fact was touched makes "she"
  Priya, never the fact touched before the question.
- A thing and a day jotted with no verb ("dry cleaning tmrw") is offered as a to-do with its
  day, where recap used to ask what the message meant.
"""

from __future__ import annotations

from zoneinfo import ZoneInfo

import pytest

from memory.derive import commitments_of
from memory.service import Memory
from tests.driver import chat, chat_timed, local_minute

START = "2026-12-07T09:30:00+00:00"  # a Monday morning
TZ = "Europe/London"
LATER = 180  # minutes: long past the close touch of the facts said at the start


async def _starts(memory: Memory, user: str, subject: str) -> list[str]:
    """The effective days of ``subject``'s facts, as stored, oldest first."""
    claims = [c for c in await memory.store.claims(user) if c.subject == subject]
    return [local_minute(c.effective_from, ZoneInfo(TZ))[:10] for c in claims]


@pytest.mark.parametrize(
    "question",
    ["who's Sana working for?", "where does sana work", "sana's employer?", "when does Sana start"],
)
@pytest.mark.parametrize("correction", ["no wait she starts the 11th", "sorry she starts on the 11th"])
async def test_she_is_whom_a_question_just_named(memory: Memory, question: str, correction: str) -> None:
    lines = [(0, "Sana starts at Deloitte on the 4th"), (LATER, question), (LATER + 1, correction)]
    _, user, replies = await chat_timed(memory, START, TZ, lines)
    assert await _starts(memory, user, "Sana") == ["2027-01-04", "2027-01-11"], replies


async def test_she_is_the_one_asked_about_last_not_the_one_corrected_before(memory: Memory) -> None:
    lines = [
        (0, "Sana starts at Deloitte on the 4th"),
        (1, "Priya moves to Lisbon on the 20th"),
        (LATER, "who's Sana working for?"),
        (LATER + 1, "no wait she starts the 11th"),
        (LATER + 2, "where's priya moving"),
        (LATER + 3, "actually she moves on the 22nd"),
    ]
    _, user, replies = await chat_timed(memory, START, TZ, lines)
    assert await _starts(memory, user, "Priya") == ["2026-12-20", "2026-12-22"], replies
    assert await _starts(memory, user, "Sana") == ["2027-01-04", "2027-01-11"], replies


@pytest.mark.parametrize(
    "between",
    [
        "how's your day",  # no one named: who "she" is, the words do not say
        "who's Sana working for, and where's Priya moving?",  # two named at once
    ],
)
async def test_she_with_no_one_or_two_just_named_is_asked(memory: Memory, between: str) -> None:
    lines = [
        (0, "Sana starts at Deloitte on the 4th"),
        (1, "Priya moves to Lisbon on the 20th"),
        (LATER, between),
        (LATER + 1, "no wait she starts the 11th"),
    ]
    _, user, replies = await chat_timed(memory, START, TZ, lines)
    assert replies[0].startswith("Who is “she” there?"), replies
    assert await _starts(memory, user, "Sana") == ["2027-01-04"]


@pytest.mark.parametrize(
    ("said", "offered"),
    [
        ("dry cleaning tmrw", "Should I track “dry cleaning” for you, due Tue 8 December 2026?"),
        ("passport photos sat", "Should I track “passport photos” for you, due Sat 12 December 2026?"),
        ("window cleaner thurs", "Should I track “window cleaner” for you, due Thu 10 December 2026?"),
        ("the spare keys on the 18th", "Should I track “the spare keys” for you, due Fri 18 December 2026?"),
        ("ana school forms fri", "Should I track “ana school forms” for you, due Fri 11 December 2026?"),
    ],
)
async def test_a_thing_and_a_day_jotted_is_offered_with_its_day(memory: Memory, said: str, offered: str) -> None:
    _, user, replies = await chat(memory, START, TZ, [said])
    assert replies[0].split("\n")[0] == offered, replies
    assert await commitments_of(memory.store, user) == []


@pytest.mark.parametrize("said", ["free tmrw", "same again fri", "dry cleaning was yesterday", "i'm off thurs"])
async def test_no_thing_or_a_day_gone_is_not_offered_as_a_todo(memory: Memory, said: str) -> None:
    _, user, replies = await chat(memory, START, TZ, [said])
    assert not any(r.startswith("Should I track") for r in replies), replies
    assert await commitments_of(memory.store, user) == []


@pytest.mark.parametrize(
    ("asked", "said"),
    [
        ("what's on sunday", "Nothing due on Sun 13 December 2026, and nothing overdue."),
        ("what do i have tmrw", "Nothing due on Tue 8 December 2026, and nothing overdue."),
        ("anything on the 20th?", "Nothing due on Sun 20 December 2026, and nothing overdue."),
        (
            "anything due next week",
            "Nothing due next week (Mon 14 December 2026 to Sun 20 December 2026), and nothing overdue.",
        ),
    ],
)
async def test_nothing_due_names_the_days_it_looked_at(memory: Memory, asked: str, said: str) -> None:
    _, _, replies = await chat(memory, START, TZ, [asked])
    assert replies == [said]


@pytest.mark.parametrize(
    "asked", ["when is Lena back?", "when's lena back", "when will Lena be back from leave", "when does lena get back"]
)
async def test_when_someone_is_back_is_answered_from_their_absence(memory: Memory, asked: str) -> None:
    _, _, replies = await chat(memory, START, TZ, ["Lena's OOO till the 14th", asked])
    assert len(replies) == 1 and "until 14 December 2026" in replies[0], replies


@pytest.mark.parametrize("asked", ["when is the printer back", "when will it be back"])
async def test_when_a_thing_is_back_is_not_asked_of_a_person(memory: Memory, asked: str) -> None:
    _, _, replies = await chat(memory, START, TZ, ["Lena's OOO till the 14th", asked])
    assert not any("Lena" in r and "until" in r for r in replies), replies


@pytest.mark.parametrize(
    ("told", "asked", "said"),
    [
        (
            "my landlord is now Mr Okafor, new number 0831234567",
            "whats my landlords number",
            "Your landlord is Mr Okafor. Mr Okafor's phone is 0831234567",
        ),
        (
            "my GP is Dr Shah, number 020 7946 0000",
            "what's my GP's number?",
            "Your GP is Dr Shah. Dr Shah's phone is 020 7946 0000",
        ),
        (
            "new dentist is called Dr Aziz, number 020 7946 0001",
            "what's the dentist's number",
            "Your dentist is Dr Aziz. Dr Aziz's phone is 020 7946 0001",
        ),
    ],
)
async def test_a_number_said_after_whom_a_role_is_is_theirs_and_found_by_the_role(
    memory: Memory, told: str, asked: str, said: str
) -> None:
    _, user, replies = await chat(memory, START, TZ, [told, asked])
    assert replies[0].startswith(said), replies
    assert [c.value for c in await memory.store.claims(user) if c.subject == "me" and c.predicate == "phone"] == []


@pytest.mark.parametrize(
    ("asked", "said"),
    [
        ("what's my accountant's email", "I don't know your accountant's email."),
        ("what's my landlord's number", "Your landlord's phone is 0831234567"),
    ],
)
async def test_a_fact_of_my_someone_is_said_back_as_yours(memory: Memory, asked: str, said: str) -> None:
    _, _, replies = await chat(memory, START, TZ, ["my landlord's number is 0831234567", asked])
    assert replies[0].startswith(said), replies
