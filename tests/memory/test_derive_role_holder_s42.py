"""Session 42 (s1): after "Otieno is our new accountant", "accountant's email is …" was kept as
the email of someone called "accountant". A fact said of a role is of the one person holding it
now; with two holders recap asks whose; asked "the accountant's email?", it answers with his."""

from __future__ import annotations

import pytest

from memory.service import Memory
from tests.driver import at, chat, current_value

START = "2026-12-07T08:00:00+03:00"
TZ = "Africa/Nairobi"


@pytest.mark.parametrize(
    ("role", "said", "person", "predicate", "value"),
    [
        (
            "Otieno is our new accountant",
            "accountant's email is otieno@kwezi.co.za",
            "Otieno",
            "email",
            "otieno@kwezi.co.za",
        ),
        ("Priya is our CTO", "the CTO's mobile is 0803 555 1234", "Priya", "mobile", "0803 555 1234"),
        (
            "Ms. Leblanc is the new clerk at the Superior Court",
            "the clerk's email is l@court.ca",
            "Ms. Leblanc",
            "email",
            "l@court.ca",
        ),
        ("Bayo is the new site manager", "site manager's mobile is 0803 111 2222", "Bayo", "mobile", "0803 111 2222"),
        ("Dr Mensah is our GP", "the GP's email is mensah@clinic.gh", "Dr Mensah", "email", "mensah@clinic.gh"),
    ],
)
async def test_a_fact_of_a_role_is_its_holders(
    memory: Memory, role: str, said: str, person: str, predicate: str, value: str
) -> None:
    clock, user, replies = await chat(memory, START, TZ, [role, said])
    assert await current_value(memory, user, person, predicate, clock.now(), clock.now().tzinfo) == value, replies
    assert any(person in r for r in replies), replies


async def test_two_holders_are_asked_about(memory: Memory) -> None:
    lines = ["Otieno is our new accountant", "Wanjiru is our accountant too", "accountant's phone is 0722 000 111"]
    clock, user, replies = await chat(memory, START, TZ, lines)
    assert any("Otieno or Wanjiru" in r for r in replies), replies
    for person in ("Otieno", "Wanjiru", "accountant"):
        assert await current_value(memory, user, person, "phone", clock.now(), clock.now().tzinfo) is None


async def test_a_role_nobody_holds_stays_as_said(memory: Memory) -> None:
    clock, user, _ = await chat(memory, START, TZ, ["landlord's number is 0803 222 3333"])
    assert await current_value(memory, user, "landlord", "phone", clock.now(), clock.now().tzinfo) is not None


async def test_the_role_is_answered_through_its_holder(memory: Memory) -> None:
    lines = ["Otieno is our new accountant", "accountant's email is o@kwezi.co.za", "what is the accountant's email"]
    _, _, replies = await chat(memory, START, TZ, lines)
    assert any("Otieno" in r and "o@kwezi.co.za" in r for r in replies), replies


def test_start_is_a_monday() -> None:
    assert at(START).weekday() == 0
