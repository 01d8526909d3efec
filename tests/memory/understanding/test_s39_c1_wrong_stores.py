"""Wrong stores found playing busy people's conversations (session 39, c1): a clock said alone
after a clause naming a day, a figure said with "due <day>", a payment of only part of a debt."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import CompleteCommitment, NewCommitment, StateClaim, Unclear
from tests.memory.understanding.reading import Reading, kinds

LIMA = ZoneInfo("America/Lima")
read = Reading(datetime(2026, 12, 8, 7, 30, tzinfo=LIMA), LIMA)  # a Tuesday morning


@pytest.mark.parametrize(
    ("text", "action", "due"),
    [
        ("the Okafors land fri, meet them at arrivals 6:40pm", "meet them at arrivals", "Fri 11 18:40"),
        ("new stock comes thurs, unpack it at 8am", None, "Thu 10 08:00"),
        (
            "school trip group gets in sat, collect from the coach station 3pm",
            "collect from the coach station",
            "Sat 12 15:00",
        ),
        ("the tiles arrive wed, lay them at 9am", "lay them", "Wed 09 09:00"),
        ("scaffold delivery coming monday, sign for the scaffold delivery at 7am", None, "Mon 14 07:00"),
    ],
)
def test_clock_about_the_day_said_before_is_that_day(text: str, action: str | None, due: str) -> None:
    found = [i.proposal if isinstance(i, Unclear) else i for i in read(text)]  # a to-do offered on that day too
    todos = [i for i in found if isinstance(i, NewCommitment) and i.due and i.due.precision.value == "instant"]
    assert [read.when(todo) for todo in todos] == [due]
    if action:
        assert todos[0].action == action


@pytest.mark.parametrize(
    "text",
    ["recital sat, pick up the flowers at 10am", "dinner party fri, get the wine at 4pm", "exam thurs, revise at 6pm"],
)
def test_clock_not_about_it_is_asked(text: str) -> None:
    asked = [i for i in read(text) if isinstance(i, Unclear) and i.proposal is not None]
    assert len(asked) == 1 and "today" in asked[0].question
    assert all(
        not (isinstance(i, NewCommitment) and read.when(i) and read.when(i).startswith("Tue")) for i in read(text)
    )


@pytest.mark.parametrize(
    ("text", "due"),
    [
        ("lunch w/ Rosa at 1 tmrw & call the bank by noon", "Tue 08 12:00"),  # a day with its own time
        ("dentist thurs, call the bank by noon", "Tue 08 12:00"),  # a deadline not about the dentist
    ],
)
def test_today_kept(text: str, due: str) -> None:
    assert due in [read.when(i) for i in read(text) if isinstance(i, NewCommitment)]


@pytest.mark.parametrize(
    ("text", "action", "due"),
    [
        ("the cake order for Mrs Quispe is 3 dozen, due sat", "cake order for Mrs Quispe", "Sat 12 00:00"),
        ("the wedding cake is 3 tiers - due sat 2pm", "wedding cake", "Sat 12 14:00"),
        ("catering job for the Ramos is 80 plates, due thurs", None, "Thu 10 00:00"),
    ],
)
def test_figure_due_is_the_thing_due_never_a_fact_from_then(text: str, action: str | None, due: str) -> None:
    found = read(text)
    assert all(not (isinstance(i, StateClaim) and i.effective is not None) for i in found), found
    todos = [i for i in found if isinstance(i, NewCommitment)]
    assert [read.when(todo) for todo in todos] == [due]
    if action:
        assert todos[0].action == action


def test_figure_due_of_a_long_thing_keeps_the_figure_and_asks() -> None:
    found = read("the empanada order for the Miraflores hotel is 200 pieces, due fri 10am")
    claims = [i for i in found if isinstance(i, StateClaim)]
    assert len(claims) == 1 and claims[0].value == "200 pieces" and claims[0].effective is None
    assert not any(isinstance(i, NewCommitment) for i in found)


def test_figure_due_keeps_bills_and_other_readings() -> None:
    assert kinds(read("the water bill is $90, due on the 15th")) == ["StateClaim", "NewCommitment"]
    assert not any(
        isinstance(i, NewCommitment) and i.action == "Maya" for i in read("Maya is 30, due to retire in june")
    )


@pytest.mark.parametrize(
    "text",
    [
        "wilmer paid 300, still owes 200",  # the rest said of a name in lower case: not kept
        "Rosa only paid half the rent",
        "Carmen paid half, rest next week",
        "paid 150 of the 400 to the mechanic",
        "Lucho paid part of it",
        "paid some of the school fees, balance on friday",
    ],
)
def test_part_paid_is_not_done(text: str) -> None:
    found = read(text)
    assert not any(isinstance(i, CompleteCommitment) for i in found), found
    assert any(isinstance(i, Unclear) and "part" in i.question for i in found)


@pytest.mark.parametrize(
    "text", ["paid the rent", "Wilmer paid me back", "paid the half-term club fees", "paid the first installment"]
)
def test_whole_payments_still_done(text: str) -> None:
    assert any(isinstance(i, CompleteCommitment) for i in read(text))


def test_part_paid_with_the_rest_kept_closes_the_old_debt() -> None:
    found = read("Nico paid me back 50, still owes 30")
    assert kinds(found) == ["CompleteCommitment", "NewCommitment"]
    assert read.owned(found) == [("pay me 30", "Nico", None)]
