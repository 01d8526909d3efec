"""What is owed and what is still to do, typed in shorthand: "I owe Kim the deposit by sat" is
paying it, "Kim owes me the keys by sun" is handing them over, "owes me a rematch" is banter;
"venue deposit still to pay by mon" / "the forms are yet to be signed by fri" are to-dos."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment
from tests.memory.understanding.reading import Reading

SAIGON = ZoneInfo("Asia/Ho_Chi_Minh")
read = Reading(datetime(2028, 1, 25, 6, 40, tzinfo=SAIGON), SAIGON)  # a Tuesday


@pytest.mark.parametrize(
    ("text", "owned"),
    [
        ("I owe Kim the deposit by sat", [("pay Kim the deposit", "me", "Sat 29 00:00")]),
        ("i owe Ana my share of the rent by fri", [("pay Ana my share of the rent", "me", "Fri 28 00:00")]),
        ("owe Lena the slides by mon", [("send Lena the slides", "me", "Mon 31 00:00")]),
        ("owe Jo the keys by mon", [("give Jo the keys", "me", "Mon 31 00:00")]),
        ("Kim owes me the keys by sun", [("give me the keys", "Kim", "Sun 30 00:00")]),
        ("Sakiusa owes me the van keys by tmrw", [("give me the van keys", "Sakiusa", "Wed 26 00:00")]),
        ("Bea owes me the Q4 headcount numbers by wed",
         [("send me the Q4 headcount numbers", "Bea", "Wed 26 00:00")]),
        ("Jo owes me my share of the rent by fri", [("pay me my share of the rent", "Jo", "Fri 28 00:00")]),
        ("I owe Kim the deposit by sat and Kim owes me the keys by sun",
         [("pay Kim the deposit", "me", "Sat 29 00:00"), ("give me the keys", "Kim", "Sun 30 00:00")]),
    ],
)
def test_what_is_owed(text: str, owned: list[tuple[str, str, str]]) -> None:
    assert read.owned(read(text)) == owned


def test_owed_to_her_named_before() -> None:
    found = read("Mai's joined as our new accountant, i owe her the login details by eod")
    assert [(i.counterparty, read.when(i)) for i in found if isinstance(i, NewCommitment)] == [("Mai", "Tue 25 00:00")]


@pytest.mark.parametrize(
    "text",
    ["Ka-ming owes me a rematch at badminton and he knows it", "Tom owes me a pint", "Tom owes me one after that"],
)
def test_banter_debt_is_no_to_do(text: str) -> None:
    assert not [i for i in read(text) if isinstance(i, NewCommitment)]


def test_banter_debt_with_a_day_is_a_promise() -> None:
    assert [i.owner for i in read("Tom owes me a coffee by fri") if isinstance(i, NewCommitment)] == ["Tom"]


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("venue deposit still to pay by mon", ("pay the venue deposit", "Mon 31 00:00")),
        ("the venue deposit is still to be paid by mon", ("pay the venue deposit", "Mon 31 00:00")),
        ("the tax forms are yet to be signed by fri", ("sign the tax forms", "Fri 28 00:00")),
        ("the thank-you cards still to write by the 1st", ("write the thank-you cards", "Tue 01 00:00")),
        ("the car's still to wash by sat", ("wash the car", "Sat 29 00:00")),
        ("invoices still to send by thurs", ("send the invoice", "Thu 27 00:00")),
    ],
)
def test_still_to_do(text: str, todo: tuple[str, str]) -> None:
    assert read.todos(read(text)) == [todo]


def test_done_then_still_to_do() -> None:
    found = read("called the caterer ✅, called the florist ✅, venue deposit still to pay by mon")
    assert read.todos(found) == [("pay the venue deposit", "Mon 31 00:00")]


@pytest.mark.parametrize("text", ["the results are yet to come in by fri", "the report is still to be finished"])
def test_still_to_happen_of_itself_is_no_to_do(text: str) -> None:
    assert not [i for i in read(text) if isinstance(i, NewCommitment)]
