"""Corrections that do not say what they correct, read and applied (``extract``, then the real
store through the dispatcher): a value that names its own attribute ("vegan actually", "the
legal team") puts right only a fact of that attribute; a time put right against the wrong one
("3pm not 2"); a fact to come put right before it starts ("no wait, Cape Town"); a correction
followed by a fact about someone else; and "actually" never part of the value."""

from __future__ import annotations

from datetime import datetime, timedelta

import pytest

from memory.derive import commitments_of
from memory.service import Memory
from memory.timefmt import zone
from memory.understanding import CorrectTime, CorrectValue, StateClaim, extract
from tests.driver import chat, current_value

START = "2028-09-04T08:15:00+12:00"  # a Monday
TZ = zone("Pacific/Auckland")
NOW = datetime.fromisoformat(START)


@pytest.mark.parametrize(
    ("text", "predicate", "value"),
    [
        ("vegan actually", "diet", "vegan"),
        ("no, gluten-free", "diet", "gluten-free"),
        ("sorry, halal", "diet", "halal"),
        ("nah nights actually", "shift", "nights"),
        ("oops, the late shift", "shift", "late shift"),
    ],
)
def test_a_value_that_names_its_attribute_corrects_only_that_attribute(text: str, predicate: str, value: str) -> None:
    assert extract(text, now=NOW, tz=TZ) == [CorrectValue("", predicate, value)]


@pytest.mark.parametrize(
    ("text", "new"),
    [
        ("sorry 4pm not 3", "4pm"),
        ("oops 10:30 not 10", "10:30"),
        ("no, 9 not 8", "9"),
        ("soz 2pm, not 1pm", "2pm"),
        ("wait 7 not 6", "7"),
    ],
)
def test_a_time_against_the_wrong_one_puts_the_time_right(text: str, new: str) -> None:
    (found,) = extract(text, now=NOW, tz=TZ)
    assert isinstance(found, CorrectTime) and found.new_text == new


@pytest.mark.parametrize(
    ("text", "corrected", "news"),
    [
        (
            "sorry, Tevita is the registrar, Dr Mahuika is matron",
            ("Tevita", "role", "registrar"),
            ("Dr Mahuika", "role", "matron"),
        ),
        (
            "no, Hine is the bursar, Rawiri is the caretaker",
            ("Hine", "role", "bursar"),
            ("Rawiri", "role", "caretaker"),
        ),
    ],
)
def test_a_correction_then_news_of_someone_else(
    text: str, corrected: tuple[str, str, str], news: tuple[str, str, str]
) -> None:
    found = extract(text, now=NOW, tz=TZ)
    assert [(i.subject, i.predicate, i.value) for i in found if isinstance(i, CorrectValue)] == [corrected]
    assert [(i.subject, i.predicate, i.value) for i in found if isinstance(i, StateClaim)] == [news]


def test_actually_is_no_part_of_a_corrected_role() -> None:
    found = extract("aroha's the clinic manager actually, not the receptionist", now=NOW, tz=TZ)
    assert found == [CorrectValue("aroha", "role", "clinic manager")]


async def _chat(memory: Memory, lines: list[str]) -> tuple[str, str]:
    _, user_id, replies = await _run(memory, lines)
    return user_id, " | ".join(replies)


async def _run(memory: Memory, lines: list[str]) -> tuple[object, str, list[str]]:
    return await chat(memory, START, str(TZ.key), lines)


async def test_a_diet_put_right_without_its_subject(memory: Memory) -> None:
    user_id, reply = await _chat(memory, ["Wiremu moved to Napier", "Mele is vegetarian", "pescatarian actually"])
    later = NOW + timedelta(hours=1)
    assert await current_value(memory, user_id, "Mele", "diet", later, TZ) == "pescatarian"
    assert await current_value(memory, user_id, "Wiremu", "location", later, TZ) == "Napier"
    assert "Updated" in reply


async def test_a_diet_word_never_lands_on_another_attribute(memory: Memory) -> None:
    user_id, reply = await _chat(memory, ["Wiremu moved to Napier", "vegan actually"])
    assert await current_value(memory, user_id, "Wiremu", "location", NOW + timedelta(hours=1), TZ) == "Napier"
    assert "?" in reply  # nothing of that kind to put right: recap asks


async def test_a_fact_to_come_is_put_right_before_it_starts(memory: Memory) -> None:
    user_id, reply = await _chat(memory, ["Anaru is moving to Dunedin from 1 October", "no wait, it's Nelson"])
    claims = [c for c in await memory.store.claims(user_id) if c.predicate == "location"]
    assert "Updated" in reply
    october = datetime(2028, 10, 2, 12, tzinfo=TZ)
    assert await current_value(memory, user_id, "Anaru", "location", october, TZ) == "Nelson"
    assert await current_value(memory, user_id, "Anaru", "location", NOW + timedelta(hours=1), TZ) is None
    assert all(c.effective_from.astimezone(TZ).date().isoformat() == "2028-10-01" for c in claims)


async def test_a_time_put_right_against_the_wrong_one_moves_the_appointment(memory: Memory) -> None:
    user_id, _ = await _chat(memory, ["physio appt wednesday at 2pm", "sorry 3pm not 2"])
    (appt,) = await commitments_of(memory.store, user_id)
    assert appt.due is not None and appt.due.astimezone(TZ).strftime("%Y-%m-%d %H:%M") == "2028-09-06 15:00"


@pytest.mark.parametrize(
    ("text", "new", "target"),
    [
        ("sorry meant monday for the forecast", "monday", "the forecast"),
        ("oops meant the 9th for the dentist", "the 9th", "the dentist"),
        ("sorry, meant thursday for Omar's call", "thursday", "Omar's call"),
        ("no, friday for the report", "friday", "the report"),
    ],
)
def test_a_date_meant_for_a_thing_named_puts_that_things_date_right(text: str, new: str, target: str) -> None:
    """ "sorry meant monday for the forecast": the date, and what it belongs to — never a value
    "monday for the forecast", nor a to-do "meant for Omar's call"."""
    (found,) = extract(text, now=NOW, tz=TZ)
    assert isinstance(found, CorrectTime) and (found.new_text, found.target) == (new, target)


def test_a_date_for_something_unnamed_is_no_target() -> None:
    """ "monday for lunch" names no thing with a determiner: no target is made up from it."""
    found = extract("sorry meant monday for lunch", now=NOW, tz=TZ)
    assert not any(isinstance(i, CorrectTime) and i.target for i in found)


async def test_the_date_meant_for_one_of_two_to_dos_moves_that_one(memory: Memory) -> None:
    lines = ["need to send the Q4 forecast to Omar by fri", "dentist tues at 3", "sorry meant monday for the forecast"]
    user_id, reply = await _chat(memory, lines)
    kept = await commitments_of(memory.store, user_id)
    found = {c.action: c.due.astimezone(TZ).strftime("%Y-%m-%d %H:%M") for c in kept if c.due}
    assert found == {"send the Q4 forecast to Omar": "2028-09-11 23:59", "dentist": "2028-09-05 15:00"}
    assert reply.startswith("Updated: send the Q4 forecast to Omar is due Mon 11 September 2028")
