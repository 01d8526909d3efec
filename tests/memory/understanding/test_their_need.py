"""Someone needing a thing from the user by a date ("the school wants the form back by fri", "just
got off a call w/ the bank, they need the signed form by mon"): the user's to-do to get it to them,
due then; the lead-in that says how the user heard keeps nothing."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment, ResolveEpisode, Unclear
from tests.memory.understanding.reading import Reading

LONDON = ZoneInfo("Europe/London")
read = Reading(datetime(2026, 12, 2, 8, 5, tzinfo=LONDON), LONDON)  # a Wednesday
CHICAGO = ZoneInfo("America/Chicago")
read_chicago = Reading(datetime(2026, 12, 2, 8, 5, tzinfo=CHICAGO), CHICAGO)


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("just got off a call w/ the bank, they need the signed form by mon",
         ("send the bank the signed form", "Mon 07 00:00")),
        ("the school wants the form back by fri", ("send the form back to the school", "Fri 04 00:00")),
        ("HR needs my bank details by the 10th", ("send HR my bank details", "Thu 10 00:00")),
        ("the council wants proof of address by 15 jan", ("send the council proof of address", "Fri 15 00:00")),
        ("the nursery needs the consent form back by wed",
         ("send the consent form back to the nursery", "Wed 09 00:00")),
        ("spoke to the accountant, she needs the receipts by thurs",
         ("send the accountant the receipts", "Thu 03 00:00")),
        ("just back from the GP, they need a urine sample by fri", ("send the GP a urine sample", "Fri 04 00:00")),
        ("mortgage broker needs payslips from me by the 20th", ("send the mortgage broker payslips", "Sun 20 00:00")),
        ("The school wants the trip money back before friday",
         ("send the trip money back to the school", "Thu 03 00:00")),
        ("spoke to Sarah, she needs the receipts by thurs", ("send Sarah the receipts", "Thu 03 00:00")),
        ("the vet needs the rabies form back from me by the 7th",
         ("send the rabies form back to the vet", "Mon 07 00:00")),
    ],
)
def test_their_need_is_my_to_do(text: str, todo: tuple[str, str]) -> None:
    assert read.todos(read(text)) == [todo]


def test_in_chicago() -> None:
    found = read_chicago("just got off the phone with the vet, they want the records by monday")
    assert read_chicago.todos(found) == [("send the vet the records", "Mon 07 00:00")]


def test_a_call_said_first_may_be_a_to_do_done() -> None:
    """ "called kwesi, he wants the proposal by thurs": the call (a to-do done, when one is open) and the proposal."""
    found = read("called kwesi, he wants the proposal by thurs")
    assert read.todos(found) == [("send kwesi the proposal", "Thu 03 00:00")]
    assert [type(i).__name__ for i in found] == ["CompleteCommitment", "NewCommitment"]


def test_a_named_person_is_the_counterparty() -> None:
    (todo,) = read("spoke to Sarah, she needs the receipts by thurs")
    assert isinstance(todo, NewCommitment) and todo.counterparty == "Sarah"


@pytest.mark.parametrize(
    "text",
    [
        "the school needs a new roof",  # no date: news
        "they need more time",
        "the bank needs 3 days to process it",
        "Tom needs a lift by 6",  # a person's favour, not a thing sent: news
        "the lawn needs mowing by sat",  # a thing's job, not someone's need
        "The Lawn needs mowing by sat",
        "Aditi needs till the 17th for the logo files",  # their extension
    ],
)
def test_not_a_need_sent_back(text: str) -> None:
    assert not any(isinstance(i, NewCommitment) and i.action.startswith("send") for i in read(text))


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("Lena wants the draft by 17/06", "send Lena the draft"),  # June went by: which year?
        ("the school wants the form back by 31/11", "send the form back to the school"),
        ("Lena wants the draft by 17/06, also need to call the bank", "send Lena the draft"),
        ("need to call the bank, Lena wants the draft by 31/11", "send Lena the draft"),
        ("Omar wants me to chase the vendor by 30/2", "chase the vendor"),
        ("Kai promised the keys back by 31/9", "bring the keys back"),
    ],
)
def test_a_deadline_that_cannot_be_read_is_asked_with_the_to_do(text: str, action: str) -> None:
    (asked,) = [intent for intent in read(text) if isinstance(intent, Unclear)]
    assert asked.proposal is not None and asked.proposal.action == action and asked.proposal.due is None
    assert "couldn't read the date" in asked.question


@pytest.mark.parametrize(
    ("text", "action", "person"),
    [
        ("Tom from legal wants the NDA back by monday", "send the NDA back", "Tom"),
        ("Ana at Acme Corp needs the signed contract by fri", "send Ana the signed contract", "Ana"),
        ("Priya in finance wants the receipts by eod", "send Priya the receipts", "Priya"),
        ("legal wants the NDA back by monday", "send the NDA back to legal", None),
        ("marketing needs the copy by thurs", "send marketing the copy", None),
    ],
)
def test_a_person_said_with_where_they_work_or_a_department(text: str, action: str, person: str | None) -> None:
    """ "Tom from legal": the person is Tom; a department is named bare ("send legal the NDA")."""
    [todo] = read(text)
    assert isinstance(todo, NewCommitment) and todo.action == action and todo.counterparty == person, todo
    assert todo.due is not None


@pytest.mark.parametrize("text", ["legal wants the NDA back", "the landlord wants his keys back",
                                  "she'd like her jumper back"])
def test_wanting_a_thing_back_resolves_no_issue(text: str) -> None:
    assert not any(isinstance(i, ResolveEpisode) for i in read(text))
