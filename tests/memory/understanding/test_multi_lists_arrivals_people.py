"""Several intents in one message: a list opened by "<day> I need to:", a day leading a list cut by
semicolons, someone's arrival then what to do about them, a fact whose value is "him"/"her", a
subject said once for two things someone did, a list of things done, and an "it" that is the
thing named just before (memory.understanding._sentences, _shared_day, _arrival_then, _referents,
_multi, _referring, _thing_referent; the value hook in memory.derive)."""

from __future__ import annotations

from datetime import datetime

import pytest

from memory.service import Memory
from memory.timefmt import zone
from memory.understanding import CompleteCommitment, NewCommitment, StateClaim, Unclear
from tests.driver import chat
from tests.memory.understanding.reading import Reading

LA = zone("America/Los_Angeles")
NOW = datetime(2026, 11, 30, 19, 30, tzinfo=LA)  # a Monday evening
START = "2026-11-30T19:30:00-08:00"
run = Reading(NOW, LA)
todos = run.todos


def facts(text: str) -> list[tuple[str, str, str]]:
    return [(i.subject, i.predicate, i.value) for i in run(text) if isinstance(i, StateClaim)]


# -- "<day> I need to: a, b and c": the day and the obligation said once for every item -----------


@pytest.mark.parametrize(
    ("text", "day"),
    [
        ("ok so tomorrow i need to: email Ines, order toner, and ping facilities", "Tue 01 00:00"),
        ("tomorrow I have to - email Ines, order toner and ping facilities", "Tue 01 00:00"),
        ("by friday i gotta: email Ines, order toner, ping facilities", "Fri 04 00:00"),
        ("on wednesday I must: email Ines, order toner and ping facilities", "Wed 02 00:00"),
    ],
)
def test_a_day_then_an_obligation_and_a_colon_open_a_list(text: str, day: str) -> None:
    assert todos(run(text)) == [("email Ines", day), ("order toner", day), ("ping facilities", day)]


@pytest.mark.parametrize(
    "text",
    [
        "i gotta: email Ines, order toner, ping facilities",
        "I need to: email Ines, order toner and ping facilities",
        "we have to - email Ines, order toner, ping facilities",
        "i really need to: email Ines, order toner, ping facilities",
    ],
)
def test_the_speaker_and_an_obligation_then_a_colon_open_an_undated_list(text: str) -> None:
    assert todos(run(text)) == [("email Ines", None), ("order toner", None), ("ping facilities", None)]


@pytest.mark.parametrize(
    "text",
    [
        "tomorrow i need to: call the bank; renew the passport; book flights",
        "tomorrow I need to call the bank; renew the passport; book flights",
        "by tmrw i gotta: call the bank; renew the passport; book flights",
    ],
)
def test_a_day_leading_a_list_cut_by_semicolons_dates_every_item(text: str) -> None:
    day = "Tue 01 00:00"
    assert todos(run(text)) == [("call the bank", day), ("renew the passport", day), ("book flights", day)]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the day is the first item's own, said after it: the rest are undated
        (
            "call the bank tomorrow; renew the passport",
            [("call the bank", "Tue 01 00:00"), ("renew the passport", None)],
        ),
        # someone else's to-do after the semicolon takes no day of the user's
        (
            "on friday I have to call the bank; Ana will fix the sink",
            [("call the bank", "Fri 04 00:00"), ("fix the sink", None)],
        ),
    ],
)
def test_a_day_said_of_one_item_is_not_the_lists(text: str, expected: list[tuple[str, str | None]]) -> None:
    assert todos(run(text)) == expected


# -- someone arrives at a time, then what to do about them -----------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Mum's flight lands at 6:40pm thurs, pick her up", ("pick Mum up", "Thu 03 18:40")),
        ("Mum's flight lands at 6:40pm thurs, need to pick her up", ("pick Mum up", "Thu 03 18:40")),
        ("Mum lands at 6:40pm thurs, I'll pick her up", ("pick Mum up", "Thu 03 18:40")),
        (
            "Dad's train gets in at 5pm on friday, collect him from the station",
            ("collect Dad from the station", "Fri 04 17:00"),
        ),
        ("Ana arrives at 9am tomorrow, meet her at the airport", ("meet Ana at the airport", "Tue 01 09:00")),
        ("the kids finish school at 3pm wed, pick them up", ("pick the kids up", "Wed 02 15:00")),
        ("Kemi lands at 7am tomorrow - grab her from arrivals", ("grab Kemi from arrivals", "Tue 01 07:00")),
    ],
)
def test_a_todo_about_someone_arriving_is_due_when_they_arrive(text: str, expected: tuple[str, str]) -> None:
    assert todos(run(text)) == [expected]


@pytest.mark.parametrize(
    "text",
    [
        "Mum's flight lands at 6:40pm thurs, book the restaurant",  # not about her
        "Mum lands at 6:40pm thurs, pick her up at 8 fri",  # a date of its own
        "Mum's flight landed at 6:40pm, picked her up",  # said of the past
    ],
)
def test_no_arrival_date_for_a_todo_not_about_the_arrival(text: str) -> None:
    assert ("pick Mum up", "Thu 03 18:40") not in todos(run(text))


@pytest.mark.parametrize(
    "text",
    [
        "Dad lands at 6pm thurs, pick her up",  # "her" is not Dad
        "Mum lands at 6:40pm thurs and is staying till sunday, pick her up",  # more than an arrival
    ],
)
def test_no_arrival_reading_when_the_words_say_more(text: str) -> None:
    assert not any(action.startswith(("pick Dad", "pick Mum")) for action, _ in todos(run(text)))


# -- "him"/"her" as a fact's value: the person named, or asked -------------------------------------


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("Tomás relocated to Lisbon, Ana reports to him", ("Ana", "manager", "Tomás")),
        ("Valentina's head of sales now, Camila reports to her", ("Camila", "manager", "Valentina")),
        ("Kofi moved to Accra. Esi reports to him", ("Esi", "manager", "Kofi")),
    ],
)
def test_him_or_her_as_a_value_is_the_person_named_before(text: str, fact: tuple[str, str, str]) -> None:
    assert fact in facts(text)


def test_him_as_a_value_is_never_the_facts_own_subject() -> None:
    assert ("Esi", "manager", "Esi") not in facts("Esi joined today, she reports to him")


async def test_him_as_a_value_is_the_person_the_chat_just_named(memory: Memory) -> None:
    _, user_id, _ = await chat(
        memory, START, "America/Los_Angeles", ["Kwame joined the platform team", "Esi reports to him"]
    )
    managers = [(c.subject, c.value) for c in await memory.store.claims(user_id) if c.predicate == "manager"]
    assert managers == [("Esi", "Kwame")]


async def test_him_as_a_value_with_nobody_named_is_asked(memory: Memory) -> None:
    _, user_id, replies = await chat(memory, START, "America/Los_Angeles", ["Esi reports to him"])
    assert not [c for c in await memory.store.claims(user_id) if c.predicate == "manager"]
    assert "“him”" in "\n".join(replies)


# -- a subject said once for two things --------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Ingrid got bumped to senior PM and is relocating to Oslo",
            [("Ingrid", "role", "senior PM"), ("Ingrid", "location", "Oslo")],
        ),
        (
            "Priya got promoted to staff engineer and is moving to Berlin",
            [("Priya", "role", "staff engineer"), ("Priya", "location", "Berlin")],
        ),
        (
            "Kofi joined the platform team and has moved to Accra",
            [("Kofi", "team", "platform"), ("Kofi", "location", "Accra")],
        ),
        # the departure said beside where they went is one move (memory/understanding/_departures.py)
        ("Sam left Acme and joined Globex", [("Sam", "employer", "Globex")]),
    ],
)
def test_what_someone_named_did_next_is_theirs(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert facts(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "Tom sent the deck and called Ana",
        "Ana fixed the printer and paid the invoice",
        "Mei booked the venue and ordered the cake",
    ],
)
def test_what_someone_named_did_is_never_the_users_todo_done(text: str) -> None:
    assert all(i.by for i in run(text) if isinstance(i, CompleteCommitment))


def test_the_users_own_promise_after_a_fact_stays_theirs() -> None:
    found = run("Tomás relocated to Lisbon, promised to send him the new laptop by the 10th")
    assert all(i.owner == "me" for i in found if isinstance(i, NewCommitment)), found


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "promised Siobhan I'd review her budget by wed and told Luca I'd send the pricing doc by fri",
            [("review her budget", "Siobhan"), ("send the pricing doc", "Luca")],
        ),
        (
            "need to call the bank tmrw and told Ana I'd water her plants on sat",
            [("call the bank", None), ("water her plants", "Ana")],
        ),
    ],
)
def test_a_promise_told_to_someone_is_a_clause_of_its_own(text: str, expected: list[tuple[str, str | None]]) -> None:
    assert [(i.action, i.counterparty) for i in run(text) if isinstance(i, NewCommitment)] == expected


# -- things done, said as a list ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("done: timesheet, expenses", ["timesheet", "expenses"]),
        ("done: timesheet and expenses", ["timesheet", "expenses"]),
        ("finished - the slides, the budget, the PTO form", ["slides", "budget", "PTO form"]),
    ],
)
def test_a_list_of_things_done_is_one_completion_each(text: str, expected: list[str]) -> None:
    assert [i.action for i in run(text) if isinstance(i, CompleteCommitment)] == expected


def test_things_done_then_a_todo() -> None:
    found = run("done: timesheet, expenses. still need to do the PTO request by thurs")
    assert [i.action for i in found if isinstance(i, CompleteCommitment)] == ["timesheet", "expenses"]
    assert todos(found) == [("do the PTO request", "Thu 03 00:00")]


# -- "it" for the thing named just before ------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "done w the deck, starting on the budget model, should have it by thurs",
            ("have the budget model", "Thu 03 00:00"),
        ),
        ("working on the slides, should have them done by fri", ("finish the slides", "Fri 04 00:00")),
        ("I'm drafting the proposal now, need to send it to Ana by tmrw", ("send the proposal to Ana", "Tue 01 00:00")),
        ("budget is 12,500, need to send it to Raj by fri", ("send budget to Raj", "Fri 04 00:00")),
    ],
)
def test_it_is_the_thing_said_just_before(text: str, expected: tuple[str, str]) -> None:
    assert todos(run(text))[-1] == expected


def test_and_also_still_cuts_two_todos() -> None:
    found = run("need to change the hydraulic oil on the winch and also order new gloves for the crew")
    assert todos(found) == [("change the hydraulic oil on the winch", None), ("order new gloves for the crew", None)]
    assert not any(isinstance(i, Unclear) for i in found)
