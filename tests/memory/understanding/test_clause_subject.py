"""A clause without a subject of its own, or with "he"/"she" for one, is read with the subject of
the clause before it (the name that clause opens with, never a name said later in it): "Ye-jin
reports to Taesung now and she'll send me the Q1 plan" is Ye-jin's promise; "Tanya took over as
regional manager, wants the pipeline report by eow" is the user's to-do for Tanya (pure
``extract``)."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment, StateClaim
from memory.understanding._clause_subject import clause_subject, with_subject
from tests.memory.understanding.reading import Reading

# Wed 2 Dec 2026, morning in London
READ = Reading(datetime(2026, 12, 2, 9, 5, tzinfo=ZoneInfo("Europe/London")), ZoneInfo("Europe/London"), "%a %d")


@pytest.mark.parametrize(
    ("clause", "subject"),
    [
        ("Ye-jin reports to Taesung now", "Ye-jin"),
        ("Aitana is the decision maker for the rebrand", "Aitana"),
        ("Tanya took over as regional manager", "Tanya"),
        ("Mr. Rao is new director from 1st May", "Mr. Rao"),
        ("Elena's new mobile is +34 612 345 678", "Elena"),
        ("Mei Ling joined finance today", "Mei Ling"),
        ("and Tom will bring the rug", "Tom"),
        ("called Kwesi", None),  # the user called him: no subject said
        ("I need to call the bank", None),
        ("The rent goes up in May", None),
        ("the boiler is broken", None),
    ],
)
def test_the_subject_a_clause_opens_with(clause: str, subject: str | None) -> None:
    assert clause_subject(clause) == subject


@pytest.mark.parametrize(
    ("clause", "given"),
    [
        ("she'll send me the Q1 plan by thurs", "Ye-jin will send me the Q1 plan by thurs"),
        ("wants everyone's timesheets by friday", "Ye-jin wants everyone's timesheets by friday"),
        ("and is moving to Oslo in june", "Ye-jin is moving to Oslo in june"),
        ("sends the minutes on mondays", "Ye-jin sends the minutes on mondays"),
        ("books ordered", None),  # a plural noun and what happened to it
        ("need to call her", None),  # the user's own to-do
        ("called the bank", None),
        ("Tom will do it", None),  # a subject of its own
    ],
)
def test_a_clause_given_the_subject_before(clause: str, given: str | None) -> None:
    assert with_subject(clause, "Ye-jin") == given


@pytest.mark.parametrize(
    ("text", "owner", "action"),
    [
        ("Ye-jin reports to Taesung now and she'll send me the Q1 plan by thurs", "Ye-jin", "send me the Q1 plan"),
        ("Hana reports to Mateo now and she'll send the budget by thurs", "Hana", "send the budget"),
        ("Kofi is the new ops lead and he'll send me the rota by friday", "Kofi", "send me the rota"),
        ("Mr Okafor is our new landlord and he's sending the lease tomorrow", "Mr Okafor", "send the lease"),
        ("Amara is the new treasurer so she'll chase the invoices by the 15th", "Amara", "chase the invoices"),
        ("Sofia moved to Lisbon, says she'll send the photos on sunday", "Sofia", "send the photos"),
    ],
)
def test_she_is_the_subject_before_not_its_object(text: str, owner: str, action: str) -> None:
    found = READ(text)
    assert any(isinstance(i, StateClaim) for i in found), found
    todos = [(i.owner, i.action) for i in found if isinstance(i, NewCommitment)]
    assert todos == [(owner, action)]


@pytest.mark.parametrize(
    ("text", "action", "person", "day"),
    [
        ("Tanya took over as regional manager, wants everyone's pipeline report by eow",
         "send Tanya the pipeline report", "Tanya", "Fri 04"),
        ("Lindiwe runs payroll now, wants everyone's timesheets by friday",
         "send Lindiwe the timesheets", "Lindiwe", "Fri 04"),
        ("Priya took over the Leeds account, needs the contract by the 12th",
         "send Priya the contract", "Priya", "Sat 12"),
        ("Aitana is the decision maker for the rebrand and she wants the moodboards by the 10th",
         "send Aitana the moodboards", "Aitana", "Thu 10"),
        ("Ravi joined the design team and he wants the brand guide by monday",
         "send Ravi the brand guide", "Ravi", "Mon 07"),
    ],
)  # fmt: skip
def test_what_the_one_named_before_wants_is_my_todo(text: str, action: str, person: str, day: str) -> None:
    found = READ(text)
    assert [(a, c, d) for a, _, c, d in READ.promised(found)] == [(action, person, day)]


@pytest.mark.parametrize(
    "text",
    [
        "I met Bea and Carla, she wants the deck by friday",  # two women named: whose, recap cannot tell
        "Tom and Ana are coming, she'll bring the cake",
        "Chen Wei's our new CFO, starts 12 April",  # when the role begins, no second fact
        "books ordered, calls done",
    ],
)
def test_no_subject_carried_where_none_fits(text: str) -> None:
    found = READ(text)
    assert not [i for i in found if isinstance(i, NewCommitment) and i.owner not in ("me",)], found
    assert len([i for i in found if isinstance(i, StateClaim)]) <= 1, found


def test_his_own_thing_in_his_own_promise_stays_his() -> None:
    found = READ("Kenji's moved to Osaka and he'll send me his new address friday")
    assert READ.promised(found) == [("send me his new address", "Kenji", None, "Fri 04")]


@pytest.mark.parametrize(
    ("text", "action", "person"),
    [
        ("Elena's new mobile is +34 612 345 678, text her the gate code tonight", "text Elena the gate code", "Elena"),
        ("Jo's email is jo@x.io, send her the deck by friday", "send Jo the deck", "Jo"),
    ],
)
def test_him_or_her_is_the_name_the_words_before_open_with(text: str, action: str, person: str) -> None:
    todos = [(a, c) for a, _, c, _ in READ.promised(READ(text))]
    assert todos == [(action, person)]


def test_a_title_says_whom_her_cannot_be() -> None:
    found = READ("Mr Taufa's GP is Dr Fong now, need to get his records transferred & book a first appt with her")
    assert [c for _, _, c, _ in READ.promised(found)] == ["Mr Taufa", "Dr Fong"]


@pytest.mark.parametrize(
    "text",
    ["Óscar is now CTO", "Łukasz is the new site manager", "Émile moved to Lyon"],
)
def test_a_name_may_open_with_any_letter(text: str) -> None:
    assert [i.subject for i in READ(text) if isinstance(i, StateClaim)] == [text.split()[0]]
