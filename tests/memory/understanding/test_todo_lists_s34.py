"""Tests for to-do lists read wrong (session 34): "tmrw need to: dentist 9am, pick up parcel, email
Sofia the contract" kept only the dentist on Tuesday (the day that opens the sentence is every
item's, though the first item's own time made its due "tmrw 9am"); "finish Q4 review + send to
Marta" kept a to-do "send to Marta" of nothing (the thing passed on is the one the to-do before
names, whatever joins them, dated or not); "call plumber re boiler, renew passport by march" put the
plumber by march too (after a bare comma the date is the last item's own; "and" joins the two);
"dentist 9am tmrw, pick up parcel" put the parcel at 9am."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from tests.memory.understanding.reading import Reading

ZONE = ZoneInfo("Europe/Berlin")
READ = Reading(datetime(2026, 12, 7, 9, 30, tzinfo=ZONE), ZONE, fmt="%a %d %H:%M")  # a Monday morning


@pytest.mark.parametrize(
    ("text", "todos"),
    [
        (
            "tmrw need to: dentist 9am, pick up parcel, email Sofia the contract",
            [
                ("dentist", "Tue 08 09:00"),
                ("pick up parcel", "Tue 08 00:00"),
                ("email Sofia the contract", "Tue 08 00:00"),
            ],
        ),
        (
            "on thursday: standup 9:30, chase the invoice, book the van",
            [("standup", "Thu 10 09:30"), ("chase the invoice", "Thu 10 00:00"), ("book the van", "Thu 10 00:00")],
        ),
        (
            "tomorrow i have to: gym at 7, call the bank, renew the passport",
            [("gym", "Tue 08 07:00"), ("call the bank", "Tue 08 00:00"), ("renew the passport", "Tue 08 00:00")],
        ),
    ],
)
def test_a_day_opening_a_list_is_every_items_though_the_first_has_a_time(text: str, todos: list) -> None:
    assert READ.todos(READ(text)) == todos


@pytest.mark.parametrize(
    ("text", "due"),
    [
        ("dentist 9am tmrw, pick up parcel", "Tue 08 00:00"),  # the day's next errand, never at 9am
        ("haircut at 2 on thursday, pick up parcel", "Thu 10 00:00"),
        ("call the bank at 9, pick up parcel", None),  # a time alone, no day opening the sentence
    ],
)
def test_an_appointments_time_is_not_the_next_errands(text: str, due: str | None) -> None:
    assert READ.todos(READ(text))[-1] == ("pick up parcel", due)


@pytest.mark.parametrize(
    ("text", "passed"),
    [
        ("finish Q4 review + send to Marta", "send Q4 review to Marta"),
        ("finish Q4 review and send to Marta", "send Q4 review to Marta"),
        ("need to print the invoices + post to the accountant", "post the invoices to the accountant"),
        ("bake the cake, deliver to Ana", "deliver the cake to Ana"),
        ("draft the lease & email to the landlord", "email the lease to the landlord"),
    ],
)
def test_a_thing_passed_on_is_the_one_the_todo_before_names(text: str, passed: str) -> None:
    assert [action for action, _ in READ.todos(READ(text))][-1] == passed


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("call the bank and send to Marta", "send to Marta"),  # a bank is not sent: nothing carried
        ("fix the bug, send the deck to Jo", "send the deck to Jo"),  # it names its own thing
        ("call the bank and send to Marta the deck", "send to Marta the deck"),
    ],
)
def test_a_todo_that_names_no_thing_made_before_is_kept_as_said(text: str, kept: str) -> None:
    assert [action for action, _ in READ.todos(READ(text))][-1] == kept



@pytest.mark.parametrize(
    ("text", "last"),
    [
        ("call plumber re boiler, renew passport by march", "renew passport"),
        ("buy stamps, post the forms by wed", "post the forms"),
        ("call mum, book the dentist tmrw", "book the dentist"),
        ("email Ines, order toner, ping facilities by fri", "ping facilities"),
    ],
)
def test_a_date_after_a_bare_comma_is_the_last_items_own(text: str, last: str) -> None:
    todos = READ.todos(READ(text))
    assert todos[-1][0] == last and todos[-1][1] is not None, todos
    assert all(due is None for _, due in todos[:-1]), todos


@pytest.mark.parametrize(
    "text",
    [
        "buy stamps and post the forms by wed",  # joined by "and": the two are done by then
        "email Ines, order toner and ping facilities by fri",
        "book the venue; sort the catering; send invites by the 10th",
        "need to pay the electricity + renew the gym membership, both by eom",
    ],
)
def test_a_date_after_a_joined_list_is_every_items(text: str) -> None:
    todos = READ.todos(READ(text))
    assert len(todos) >= 2 and len({due for _, due in todos}) == 1 and todos[0][1] is not None, todos


@pytest.mark.parametrize(
    ("text", "last"),
    [
        ("tmrw am: call insurance, 2pm pick up Maddie from practice", ("pick up Maddie from practice", "Tue 08 14:00")),
        ("tmrw need to: email Ana, 3pm collect the keys", ("collect the keys", "Tue 08 15:00")),
        ("thursday i have to: ring the vet, 4:30 drop off the parcel", ("drop off the parcel", "Thu 10 16:30")),
    ],
)
def test_an_items_time_said_first_is_its_time_on_the_lists_day(text: str, last: tuple[str, str]) -> None:
    assert READ.todos(READ(text))[-1] == last
