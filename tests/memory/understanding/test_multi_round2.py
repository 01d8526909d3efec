"""Several intents in one message, round 2: a list under a day said as its heading, a to-do said
again while it is open, someone's visit with a date, and each part that matched nothing said so
(memory.understanding._sentences, _shared_day, _their_visits, _restated_todo; memory.open_again;
the reply parts in memory.derive and memory.asks)."""

from __future__ import annotations

from datetime import datetime

import pytest

from memory.derive import commitments_of
from memory.service import Memory
from memory.timefmt import zone
from memory.understanding import CompleteCommitment, NewCommitment
from tests.driver import chat
from tests.memory.understanding.reading import Reading

LONDON = zone("Europe/London")
NOW = datetime(2026, 12, 1, 18, 12, tzinfo=LONDON)  # a Tuesday evening
START = "2026-12-01T18:00:00+00:00"


run = Reading(NOW, LONDON, fmt="%a %H:%M")
when = run.when


# -- a day said as a heading dates every item of the list after it -------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("tomorrow: gym at 6, standup at 9:30, lunch w/ Priya at 1",
         [("gym", "Wed 18:00"), ("standup", "Wed 09:30"), ("lunch with Priya", "Wed 13:00")]),
        ("mon - dentist 10am, call the bank", [("dentist", "Mon 10:00"), ("call the bank", "Mon 00:00")]),
        ("fri → gym at 6, drinks w/ Tomasz at 8", [("gym", "Fri 18:00"), ("drinks with Tomasz", "Fri 08:00")]),
        ("sat -> brunch w/ Oluwaseun 11am; haircut 2:30",
         [("brunch with Oluwaseun", "Sat 11:00"), ("haircut", "Sat 14:30")]),
        ("thurs: 1:1 with Aiko at 11 and dentist at 2", [("1:1 with Aiko", "Thu 11:00"), ("dentist", "Thu 14:00")]),
        ("next thurs: standup 9:15, 1:1 with Małgorzata at 10:30",
         [("standup", "Thu 09:15"), ("1:1 with Małgorzata", "Thu 10:30")]),
        ("tmrw: buy milk, eggs and bread, then swim at 6",
         [("buy milk, eggs and bread", "Wed 00:00"), ("swim", "Wed 18:00")]),
    ],
)
def test_a_day_heading_dates_every_item(text: str, expected: list[tuple[str, str]]) -> None:
    found = run(text)
    assert all(isinstance(i, NewCommitment) for i in found), found
    assert [(i.action, when(i)) for i in found if isinstance(i, NewCommitment)] == expected


def test_a_time_under_a_day_heading_is_never_tonight() -> None:
    (found,) = run("fri: drinks with Tomasz at 8")
    assert isinstance(found, NewCommitment) and when(found) == "Fri 08:00"  # the reader's one rule: 8 is 8am


def test_a_list_of_bare_todos_under_a_day_is_unchanged() -> None:
    found = run("this weekend: clean the car, mow the lawn")
    assert [i.action for i in found if isinstance(i, NewCommitment)] == ["clean the car", "mow the lawn"]


# -- someone's visit or delivery with a date is theirs --------------------------------------------


@pytest.mark.parametrize(
    ("text", "owner", "action", "at"),
    [
        ("landlord called, he's coming wed at 10", "landlord", "visit", "Wed 10:00"),
        ("rang the electrician, he's coming tues at 8", "electrician", "visit", "Tue 08:00"),
        ("the plumber's coming fri at 9 to fix the boiler", "plumber", "fix the boiler", "Fri 09:00"),
        ("Ama's popping round sat morning", "Ama", "visit", "Sat 05:00"),
        ("the courier is delivering the sofa friday", "courier", "deliver the sofa", "Fri 00:00"),
        ("texted Bogdan, he's dropping by thurs 6pm", "Bogdan", "visit", "Thu 18:00"),
        ("Dr Osei is visiting on the 14th", "Dr Osei", "visit", "Mon 00:00"),
    ],
)
def test_a_visit_with_a_date_is_the_visitors(text: str, owner: str, action: str, at: str) -> None:
    theirs = [i for i in run(text) if isinstance(i, NewCommitment)]
    assert [(i.owner, i.action, when(i)) for i in theirs] == [(owner, action, at)]


@pytest.mark.parametrize("text", ["she's coming round later", "he's coming wed at 10", "the kids are coming home at 4"])
def test_a_visit_of_no_one_named_or_with_no_date_is_not_kept(text: str) -> None:
    assert not [i for i in run(text) if isinstance(i, NewCommitment)]


def test_a_plus_joins_two_reports() -> None:
    found = run("toner ordered + landlord called")
    assert [type(i) for i in found] == [CompleteCommitment, CompleteCommitment]


# -- "X still to do": the to-do, never the tail in its action ------------------------------------


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("call the landlord still to do", "call the landlord"),
        ("file the tax return, still pending", "file the tax return"),
        ("renew the passport still on my list", "renew the passport"),
        ("book the MOT, still outstanding", "book the MOT"),
        ("ring Mrs Nakamura not done yet", "ring Mrs Nakamura"),
    ],
)
def test_still_to_do_is_the_todo_alone(text: str, action: str) -> None:
    (found,) = run(text)
    assert isinstance(found, NewCommitment) and found.action == action and found.due is None


# -- through a real store: what is open decides ---------------------------------------------------

SETUP = ["send the Kowalski invoice by friday", "book the vet for Biscuit", "call the landlord about the boiler"]


async def _open_actions(memory: Memory, user_id: str) -> list[str]:
    return sorted(c.action for c in await commitments_of(memory.store, user_id) if c.is_open)


@pytest.mark.parametrize(
    "text",
    [
        "still need to call the landlord",
        "sent the kowalski invoice and booked the vet, still need to call the landlord",
        "call the landlord still to do",
        "still gotta call the landlord",
        "call the landlord",
    ],
)
async def test_a_todo_said_again_is_the_open_one(memory: Memory, text: str) -> None:
    _, user_id, replies = await chat(memory, START, "Europe/London", [*SETUP, text])
    reply = "\n".join(replies)
    assert "Still open: call the landlord about the boiler" in reply
    assert "call the landlord" not in [c.action for c in await commitments_of(memory.store, user_id)]


async def test_a_todo_said_again_with_a_new_date_is_re_dated(memory: Memory) -> None:
    lines = [*SETUP, "still need to call the landlord thursday"]
    _, user_id, replies = await chat(memory, START, "Europe/London", lines)
    # it had no due: dated now ("Updated: …, due Thu …"), not moved from one
    assert "Updated: call the landlord about the boiler, due Thu" in "\n".join(replies)
    (landlord,) = [c for c in await commitments_of(memory.store, user_id) if "landlord" in c.action]
    assert landlord.due is not None and landlord.due.astimezone(LONDON).strftime("%a") == "Thu"


@pytest.mark.parametrize(
    ("todo", "said_again", "kept"),
    [
        ("need to renew passport", "passport renewal needs to be done by jan 10", "renew passport"),
        ("gotta book the venue", "the venue booking needs doing by friday", "book the venue"),
        ("need to pay the plumber", "plumber payment due friday", "pay the plumber"),
    ],
)
async def test_a_todo_said_again_by_the_noun_of_its_verb_is_dated(
    memory: Memory, todo: str, said_again: str, kept: str
) -> None:
    """ "passport renewal needs to be done by jan 10" after "need to renew passport" dates that
    to-do: no second copy beside it."""
    _, user_id, _ = await chat(memory, START, "Europe/London", [todo, said_again])
    (only,) = await commitments_of(memory.store, user_id)
    assert only.action == kept and only.due is not None


async def test_another_verb_of_the_family_is_another_todo(memory: Memory) -> None:
    _, user_id, _ = await chat(memory, START, "Europe/London", ["email the landlord", "call the landlord friday"])
    assert await _open_actions(memory, user_id) == ["call the landlord", "email the landlord"]


async def test_the_same_todo_on_another_date_is_another_one(memory: Memory) -> None:
    lines = ["lunch with Ines on friday at 1pm", "lunch with Ines next thursday at 1pm"]
    _, user_id, _ = await chat(memory, START, "Europe/London", lines)
    assert await _open_actions(memory, user_id) == ["lunch with Ines", "lunch with Ines"]


@pytest.mark.parametrize("text", ["water bill still outstanding", "the tax return is still pending"])
def test_still_to_do_never_ends_in_an_action(text: str) -> None:
    assert all("still" not in i.action for i in run(text) if isinstance(i, NewCommitment))


async def test_a_todo_with_more_words_is_a_new_one(memory: Memory) -> None:
    _, user_id, _ = await chat(memory, START, "Europe/London", [*SETUP, "call the landlord about the rent"])
    assert "call the landlord about the rent" in await _open_actions(memory, user_id)


async def test_a_visit_after_a_done_call_is_kept_as_theirs(memory: Memory) -> None:
    _, user_id, replies = await chat(
        memory, START, "Europe/London", [*SETUP, "toner ordered + landlord called, he's coming wed at 10"]
    )
    reply = "\n".join(replies)
    assert "Done: call the landlord about the boiler" in reply
    assert "landlord: visit" in reply
    assert "no open commitment matching “toner”" in reply  # the part that matched nothing says so
    (visit,) = [c for c in await commitments_of(memory.store, user_id) if c.owner == "landlord"]
    assert visit.due is not None and visit.due.astimezone(LONDON).strftime("%a %H:%M") == "Wed 10:00"


@pytest.mark.parametrize(
    ("text", "unmatched"),
    [
        ("cancel the gym, move the dentist to friday", "gym"),
        ("scrap the yoga class and push the haircut to monday", "yoga class"),
        ("drop the book club, move the piano lesson to the 9th", "book club"),
    ],
)
async def test_each_part_that_matches_nothing_says_so(memory: Memory, text: str, unmatched: str) -> None:
    _, _, replies = await chat(memory, START, "Europe/London", [text])
    assert f"no open commitment matching “{unmatched}”" in "\n".join(replies)


@pytest.mark.parametrize(
    "text",
    [
        "paid rent, emailed Jo, called the bank",
        "topped up the oyster card and renewed my passport",
        "posted the parcel, rang Dimitri, paid the window cleaner",
    ],
)
async def test_done_things_with_nothing_open_are_said_plainly(memory: Memory, text: str) -> None:
    _, user_id, replies = await chat(memory, START, "Europe/London", [text])
    reply = "\n".join(replies)
    assert "Nothing open matched" in reply and "couldn't read" not in reply
    assert await _open_actions(memory, user_id) == []
    assert text in [e.text for e in await memory.store.events(user_id)]  # the message is kept
