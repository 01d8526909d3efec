"""Changes to to-dos, issues, questions and small talk as busy people type them (session 14):
a to-do late by an amount or needing more time, a job someone else no longer needs to do, a
time of day changed with its reason, done with a verdict run on ("all sorted now nothing else
to do"), a passive done report with when ("was transferred … this eve"), progress that changes
nothing, fixes said by how things ran or a fever broken, a wrong bill as an issue, a preference
asked by "when", a fact asked by the last word of its attribute, "/due" with an empty week, and
chat that keeps nothing. Every wording is new here."""

from __future__ import annotations

import re
from datetime import datetime, timedelta
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import (
    CancelCommitment,
    MoveCommitment,
    NewCommitment,
    OpenEpisode,
    Question,
    ResolveEpisode,
    extract,
)
from tests.memory.understanding.played import failures

TZ = ZoneInfo("Europe/Dublin")
NOW = datetime(2027, 5, 11, 9, 30, tzinfo=TZ)  # a Tuesday morning
PLAYED_NOW, PLAYED_TZ = "2027-05-11T09:30:00+01:00", "Europe/Dublin"


def _read(text: str) -> list[object]:
    return list(extract(text, now=NOW, tz=TZ))


# -- late by an amount ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "target", "days"),
    [
        ("told ewa the timesheets will be a day late", "timesheets", 1),
        ("the brochure's gonna be 3 days late sorry", "brochure", 3),
        ("let the client know the wireframes will be a couple of days late", "wireframes", 2),
        ("need 2 more days for the board pack", "board pack", 2),
        ("gonna need an extra week on the kitchen plans", "kitchen plans", 7),
        ("i need one more day to finish the audit notes", "audit notes", 1),
        ("running a day behind on the payroll export", "payroll export", 1),
        ("I'll be two days late with the mural sketches", "mural sketches", 2),
        ("the tender response needs another week", "tender response", 7),
        ("the minutes will be late by 2 days", "minutes", 2),
    ],
)
def test_a_to_do_late_by_an_amount_moves_by_it(text: str, target: str, days: int) -> None:
    found = _read(text)
    assert len(found) == 1 and isinstance(found[0], MoveCommitment), found
    assert (found[0].action, found[0].shift) == (target, timedelta(days=days))


@pytest.mark.parametrize(
    "text",
    [
        "the ferry will be 20 mins late",
        "need 3 more chairs for the recital",
        "Declan will be a day late",
        "need a few more days for the essay",
        "we'll be a day late",
    ],
)
def test_lateness_of_no_thing_of_the_users_by_no_amount_of_days_moves_nothing(text: str) -> None:
    assert not [i for i in _read(text) if isinstance(i, MoveCommitment)]


async def test_late_by_moves_the_open_to_do_from_its_own_due(tmp_path: Path) -> None:
    cases: list[dict[str, object]] = [
        {"before": ["I'll send Niamh the timesheets by thurs"], "say": "told niamh the timesheets will be a day late",
         "expect": {"moved": [{"action": "send Niamh the timesheets", "due": "2027-05-14"}]}},
        {"before": ["finish the board pack by fri"], "say": "need 2 more days for the board pack",
         "expect": {"moved": [{"action": "finish the board pack", "due": "2027-05-16"}]}},
        {"before": ["submit the grant report by wed"], "say": "gonna need an extra week on the grant report",
         "expect": {"moved": [{"action": "submit the grant report", "due": "2027-05-19"}]}},
    ]  # fmt: skip
    assert await failures(tmp_path, PLAYED_NOW, PLAYED_TZ, cases) == []


# -- someone no longer needs to, with the reason -------------------------------------------


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("the hire van got cancelled so kofi doesnt need to collect it", "collect hire van"),
        ("party's off so Siobhan doesn't need to order the balloons anymore", "order the balloons"),
        ("client signed already, so Tomás won't need to chase them", "chase client"),
    ],
)
def test_a_reason_then_someone_need_not_cancels_the_job(text: str, action: str) -> None:
    assert _read(text) == [CancelCommitment(action)]


@pytest.mark.parametrize(
    "text", ["Siobhan doesn't need to order the balloons", "so kofi doesnt need to", "it doesn't need to be perfect"]
)
def test_someone_need_not_with_no_reason_cancels_nothing(text: str) -> None:
    assert not [i for i in _read(text) if isinstance(i, CancelCommitment)]


async def test_someone_need_not_cancels_their_to_do(tmp_path: Path) -> None:
    cases: list[dict[str, object]] = [
        {"before": ["Kofi will set up the projectors by thurs"],
         "say": "the conference got cancelled so kofi doesnt need to set them up",
         "expect": {"cancelled": ["set up the projectors"]}},
        {"before": ["Siobhan will order the balloons by fri"],
         "say": "party's off so siobhan doesn't need to order the balloons anymore",
         "expect": {"cancelled": ["order the balloons"]}},
    ]  # fmt: skip
    assert await failures(tmp_path, PLAYED_NOW, PLAYED_TZ, cases) == []


# -- a time changed with its reason, done reports with a verdict or a when ------------------


async def test_changes_and_dones_said_with_more(tmp_path: Path) -> None:
    cases: list[dict[str, object]] = [
        {"before": ["collect Aoife from creche at 17:00 thurs"],
         "say": "creche closes early thurs so collection is 3pm now",
         "expect": {"moved": [{"action": "collect Aoife from creche", "due": "2027-05-13T15:00"}]}},
        {"before": ["pick up Ravi from swimming at 18:00 wed"], "say": "gala runs late wed so pickup is 7pm now",
         "expect": {"moved": [{"action": "pick up Ravi from swimming", "due": "2027-05-12T19:00"}]}},
        {"before": ["ring the council about the bins on thurs"],
         "say": "rang the council about the bins all sorted nothing more to do",
         "expect": {"completed": ["ring the council about the bins"]}},
        {"before": ["email the landlord about the damp by fri"],
         "say": "emailed the landlord re the damp, nothing else to do there",
         "expect": {"completed": ["email the landlord about the damp"]}},
        {"before": ["transfer the deposit to Mrs Byrne by the 20th"],
         "say": "the deposit was transferred to mrs byrne this eve. thanks for the nudge",
         "expect": {"completed": ["transfer the deposit to Mrs Byrne"]}},
        {"before": ["pay the crèche fees by the 15th"], "say": "the crèche fees were paid this morning",
         "expect": {"completed": ["pay the crèche fees"]}},
    ]  # fmt: skip
    assert await failures(tmp_path, PLAYED_NOW, PLAYED_TZ, cases) == []


# -- progress, news and chat: nothing stored, nothing asked ----------------------------------


async def test_progress_news_and_chat_keep_nothing(tmp_path: Path) -> None:
    cases: list[dict[str, object]] = [
        {"before": ["draft the funding bid by fri"], "say": "funding bid is coming along nicely", "expect": "nothing"},
        {"before": ["write the eulogy by sat"], "say": "the eulogy's going ok so far", "expect": "nothing"},
        {"before": ["finish the quilt by sun"], "say": "quilt is taking shape 💪", "expect": "nothing"},
        {"say": "ordered the new printer, arrives fri", "expect": "nothing"},
        {"say": "festival's over, back to reality", "expect": "nothing"},
        {"say": "easter hols done, back to the grind 😩", "expect": "nothing"},
        {"say": "haha Ciarán's slides in the all-hands today 😂", "expect": "nothing"},
        {"say": "lol the dog at the groomers", "expect": "nothing"},
    ]
    assert await failures(tmp_path, PLAYED_NOW, PLAYED_TZ, cases) == []


@pytest.mark.parametrize(
    ("text", "action"),
    [("haha need to call the vet tmrw", "call the vet"), ("lol gotta pay Fintan back fri", "pay Fintan back")],
)
def test_a_laugh_before_a_plan_keeps_the_plan(text: str, action: str) -> None:
    assert [i.action for i in _read(text) if isinstance(i, NewCommitment)] == [action]


# -- issues ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("saoirse's fever broke overnight", "saoirse's fever"),
        ("his temperature has come down now", "temperature"),
        ("nightly backups ran fine last night", "nightly backups"),
        ("the sync worked ok this morning, looks fixed", "sync"),
        ("payroll went through without errors", "payroll"),
        ("reception reset my fob, all good", "fob"),
    ],
)
def test_fixes_said_by_how_it_ran_or_a_fever_broken(text: str, topic: str) -> None:
    assert _read(text) == [ResolveEpisode(topic)]


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("invoice 2281 from Brennan Joinery is wrong, they billed 14 hours not 9", "invoice 2281"),
        ("my payslip is wrong again", "payslip"),
        ("the gas bill's incorrect", "gas bill"),
        ("the quote from the roofer is way off", "quote"),
    ],
)
def test_a_wrong_bill_is_an_issue(text: str, topic: str) -> None:
    assert [i for i in _read(text) if isinstance(i, OpenEpisode)] == [OpenEpisode(topic, "")]


@pytest.mark.parametrize("text", ["the invoice date is wrong", "the fever is back", "the bill total is off"])
def test_a_value_put_right_or_a_fever_back_is_no_fix_nor_bill_issue(text: str) -> None:
    found = _read(text)
    assert not [i for i in found if isinstance(i, ResolveEpisode)]
    assert not [i for i in found if isinstance(i, OpenEpisode) and re.search(r"bill|invoice", i.topic)]


async def test_issues_opened_and_resolved(tmp_path: Path) -> None:
    cases: list[dict[str, object]] = [
        {"before": ["Saoirse's fever is back"], "say": "saoirse's fever broke, she's eating again",
         "expect": {"resolved": ["Saoirse's fever"]}},
        {"before": ["the door fob isn't working"], "say": "reception reset my fob, all good",
         "expect": {"resolved": ["door fob"]}},
        {"before": ["nightly backups are failing"], "say": "backups ran fine last night, looks fixed",
         "expect": {"resolved": ["nightly backups"]}},
        {"say": "the lift is stuck and the caretaker's number is 01 555 0148, ringing them tmrw",
         "expect": {"opened": ["lift"], "facts": [{"subject": "caretaker", "predicate": "phone",
                                                   "value": "01 555 0148"}],
                    "commitments": [{"action": ["ring them", "ring the caretaker"], "due": "2027-05-12"}]}},
    ]  # fmt: skip
    assert await failures(tmp_path, PLAYED_NOW, PLAYED_TZ, cases) == []


# -- questions ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "person", "scope"),
    [
        ("when does clara like calls", "clara", "calls"),
        ("what time does Omar prefer his meetings?", "Omar", "meetings"),
        ("which day does gran like visitors", "gran", "visitors"),
    ],
)
def test_when_someone_likes_a_thing_asks_their_preference(text: str, person: str, scope: str) -> None:
    (question,) = _read(text)
    assert isinstance(question, Question)
    assert (question.kind, question.subject, question.predicate, question.scope) == (
        "fact",
        person,
        "preference",
        scope,
    )


def test_when_someone_wants_a_thing_is_still_a_due_question() -> None:
    (question,) = _read("when does clara want the report")
    assert isinstance(question, Question) and question.kind == "when_due"


async def test_answers_by_preference_head_noun_and_the_week_after(tmp_path: Path) -> None:
    cases: list[dict[str, object]] = [
        {"before": ["Bronagh prefers evenings for calls"], "say": "when does bronagh like calls",
         "expect": {"answer": ["evenings"]}},
        {"before": ["Grandad's warfarin dose is 3mg"], "say": "what dose is grandad on now?",
         "expect": {"answer": ["3mg"]}},
        {"before": ["Grandad's warfarin dose is 3mg", "Grandad's statin dose is 20mg"],
         "say": "what dose is grandad on now?", "expect": {"answer": ["dose"], "answer_excludes": ["3mg", "20mg"]}},
        {"before": ["renew the car tax by 30/6"], "say": "/due", "expect": {"answer": ["car tax"]}},
    ]  # fmt: skip
    assert await failures(tmp_path, PLAYED_NOW, PLAYED_TZ, cases) == []
