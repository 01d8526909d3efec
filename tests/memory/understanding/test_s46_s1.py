"""Session 46, helper s1: misreadings found by talking to recap (repeating to-dos, whose "she",
a breakdown said as "packed up", a status before "so", a bill's due day)."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment, OpenEpisode, StateClaim, Unclear
from tests.memory.understanding.played import failures
from tests.memory.understanding.reading import Reading

LONDON = ZoneInfo("Europe/London")
read = Reading(datetime(2026, 3, 2, 9, 0, tzinfo=LONDON), LONDON)  # a Monday morning
NOW, TZ = "2026-03-02T09:00:00+00:00", "Europe/London"


@pytest.mark.parametrize(
    ("text", "action", "due"),
    [
        ("every tues and fri 6am swim", "swim", "Tue 03 06:00"),
        ("pick up Leo at 3 on tuesdays and thursdays", "pick up Leo", "Tue 03 15:00"),
        ("pick up Leo at 3 on tuesdays", "pick up Leo", "Tue 03 15:00"),  # "3 on": an hour, never a count
        ("pick up Leo on tuesdays and thursdays", "pick up Leo", "Tue 03 00:00"),
        ("every tuesday at 6am swim", "swim", "Tue 03 06:00"),
        ("every wed & fri 7pm yoga", "yoga", "Wed 04 19:00"),
        ("every mon and thu 8am swim", "swim", "Thu 05 08:00"),  # Monday's 8am has gone by
        ("gym mon wed fri 6am", "gym", "Wed 04 06:00"),  # as before
    ],
)
def test_a_to_do_repeating_on_days_asks_to_track_its_next_one(text: str, action: str, due: str) -> None:
    (found,) = read(text)
    assert isinstance(found, Unclear) and isinstance(found.proposal, NewCommitment), found
    assert found.proposal.action == action, found
    assert read.when(found.proposal) == due, found
    assert "repeating" in found.question


@pytest.mark.parametrize(
    "text",
    [
        "i swear every tuesday something breaks at work",
        "mondays are the worst, tuesdays are somehow worse",
        "i hate mondays and fridays",
        "if it's nice i'll swim every tues and fri 6am",
    ],
)
def test_days_said_without_a_to_do_of_the_users_read_no_repeat(text: str) -> None:
    assert not any(isinstance(i, NewCommitment | Unclear) for i in read(text)), read(text)


@pytest.mark.parametrize(
    ("text", "subject", "predicate", "value"),
    [
        ("Sam's wife is Lena, she works at the bank", "Lena", "employer", "bank"),
        ("Sam's brother is Tom, he works at Google", "Tom", "employer", "Google"),
        ("Ana's husband is Joao, he's a nurse", "Joao", "role", "nurse"),
        ("Sam's new manager is Priya, she starts monday", "Priya", "start date", "9 March 2026"),
    ],
)
def test_she_after_someone_named_as_anothers_kin_is_the_one_named(
    text: str, subject: str, predicate: str, value: str
) -> None:
    found = [(i.subject, i.predicate, i.value) for i in read(text) if isinstance(i, StateClaim)]
    assert (subject, predicate, value) in found, found
    owner = text.split("'s")[0]
    assert all(s != owner for s, p, _ in found if p == predicate), found


def test_a_pronoun_that_cannot_be_the_one_named_is_not_given_to_them() -> None:
    """ "Sam's wife is Lena, he's over the moon": a wife is "she", so "he" is no fact of Lena's."""
    found = [i for i in read("Sam's wife is Lena, he's over the moon") if isinstance(i, StateClaim)]
    assert all(i.subject != "Lena" for i in found), found
    (theirs,) = [i for i in read("Ye-jin reports to Taesung now and she'll send me the Q1 plan by thurs")
                 if isinstance(i, NewCommitment)]  # fmt: skip
    assert theirs.owner == "Ye-jin"


async def test_a_breakdown_finishes_no_to_do_that_shares_only_its_verb(tmp_path: Path) -> None:
    """ "the saw packed up" with "pack up the site" open: the saw broke, the site is not packed."""
    cases = [
        {"say": "the saw packed up", "before": ["pack up the site by friday"], "expect": {"opened": ["saw"]}},
        {"say": "the mower packed in", "before": ["pack the van by friday"], "expect": {"opened": ["mower"]}},
        # one naming the thing itself is still done by it
        {"say": "the tent packed up", "before": ["pack up the tent by friday"],
         "expect": {"completed": ["pack up the tent"]}},
    ]  # fmt: skip
    assert await failures(tmp_path, NOW, TZ, cases) == []


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("Hemi's off sick today so short a man on site", StateClaim),
        ("Hemi's off sick today so we're short a man on site", StateClaim),
        ("the wifi's down so working from the cafe", OpenEpisode),
    ],
)
def test_a_report_before_so_and_no_to_do_after_it_keeps_the_report(text: str, kind: type) -> None:
    (found,) = read(text)
    assert isinstance(found, kind), found


@pytest.mark.parametrize(
    "text",
    [
        "it's raining so staying in",
        "Hemi was off sick last week so we were short",  # the past: told, nothing kept
        "boss is away so chilling today lol",
    ],
)
def test_what_follows_so_keeps_nothing_of_its_own(text: str) -> None:
    assert not any(isinstance(i, NewCommitment) for i in read(text)), read(text)


def test_a_to_do_after_so_is_read_as_before() -> None:
    found = read("Hemi's off sick so I need to cover his shift")
    assert any(isinstance(i, NewCommitment) for i in found), found


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("council tax is due on the 1st", "pay the council tax"),
        ("my gas bill is due on the 20th", "pay my gas bill"),
        ("the car insurance premium is due on the 14th", "pay the car insurance premium"),
        ("the grant report is due friday", "the grant report"),  # no sum to pay: the thing, as before
    ],
)
def test_a_sum_due_with_nothing_open_is_offered_as_paying_it(text: str, todo: str) -> None:
    offered = [i for i in read(text) if isinstance(i, Unclear) or getattr(i, "otherwise", None)]
    asks = [i if isinstance(i, Unclear) else i.otherwise for i in offered]
    assert any(isinstance(a, Unclear) and a.proposal is not None and a.proposal.action == todo for a in asks), asks


async def test_someone_elses_schedule_moved_offers_none_of_the_users_to_dos(tmp_path: Path) -> None:
    """ "prof Chen moved office hours to wed 2-4": their hours, not a to-do of the user's to move."""
    before = ["finish the lab report by friday", "email the TA by thursday"]
    cases = [
        {"say": "prof Chen moved office hours to wed 2-4", "before": before, "expect": "nothing"},
        {"say": "Dr. Okafor has moved her clinic to thursday 2pm", "before": before, "expect": "nothing"},
        # a thing of the user's, or one a to-do waits on, is still asked about
        {"say": "her flight is delayed, 4:50 now", "before": ["pick up mum from the airport at 3"],
         "expect": {"ask": True}},
    ]  # fmt: skip
    assert await failures(tmp_path, NOW, TZ, cases) == []


async def test_a_day_put_right_for_an_occasion_asks_about_the_to_do_for_it(tmp_path: Path) -> None:
    """ "the hen do is the 8th not the 9th" with "buy a present for the hen do" due the 7th: asked
    whether that to-do moves, never "no open commitment matching"."""
    cases = [
        {"say": "the hen do is the 8th not the 9th", "before": ["buy a present for the hen do by the 7th"],
         "expect": {"ask": True}},
    ]  # fmt: skip
    assert await failures(tmp_path, NOW, TZ, cases) == []


@pytest.mark.parametrize(
    ("text", "action", "due"),
    [
        ("Mr Osei is covering my year 10 class tmrw period 3", "cover my year 10 class period 3", "Tue 03 00:00"),
        ("need to mark the year 9 tests period 5 tmrw", "mark the year 9 tests period 5", "Tue 03 00:00"),
        ("cover 8B fri period 2", "cover 8B period 2", "Fri 06 00:00"),
        ("night shift sat 7-7", "night shift", "Sat 07 19:00"),
        ("night shift sat 10-6", "night shift", "Sat 07 22:00"),
        ("early shift tmrw 6-2", "early shift", "Tue 03 06:00"),
        ("late shift tmrw 2-10", "late shift", "Tue 03 14:00"),
    ],
)
def test_a_school_period_and_a_shifts_hours_are_no_clock_read_wrongly(text: str, action: str, due: str) -> None:
    (found,) = [i for i in read(text) if isinstance(i, NewCommitment)]
    assert found.action == action and read.when(found) == due, found


def test_a_shift_of_no_kind_keeps_its_hours_unread() -> None:
    """ "shift sat 7-7": morning or evening, the words do not say; nothing kept at a guessed hour."""
    assert not any(isinstance(i, NewCommitment) and read.when(i) == "Sat 07 07:00" for i in read("shift sat 7-7"))


@pytest.mark.parametrize(
    "text", ["made a silly error in the booking", "i made a typo on the invoice", "made a mistake in the rota"]
)
def test_a_slip_of_the_users_opens_no_issue(text: str) -> None:
    assert not any(isinstance(i, OpenEpisode) for i in read(text)), read(text)


def test_a_system_throwing_an_error_still_opens_one() -> None:
    assert any(isinstance(i, OpenEpisode) for i in read("the booking system is throwing an error"))


async def test_second_thoughts_on_a_due_and_a_plain_form_move_move_the_to_do(tmp_path: Path) -> None:
    """ "wait essay due mon" and "the meeting change to the 16" put the open to-do's day right."""
    cases = [
        {"say": "wait essay due mon", "before": ["finish the essay by friday"],
         "expect": {"moved": [{"action": "finish the essay", "due": "2026-03-09"}]}},
        {"say": "oh wait, report due thurs", "before": ["send the report by friday"],
         "expect": {"moved": [{"action": "send the report", "due": "2026-03-05"}]}},
        {"say": "the meeting change to the 16", "before": ["meeting with the supplier on the 12th"],
         "expect": {"moved": [{"action": "meeting with the supplier", "due": "2026-03-16"}]}},
        {"say": "dentist is move to friday", "before": ["dentist on the 12th at 3pm"],
         "expect": {"moved": [{"action": "dentist", "due": "2026-03-06T15:00"}]}},
        # waiting for a thing is a to-do, no second thoughts
        {"say": "wait for the invoice due fri", "expect": {"commitments": [{"action": "wait for the invoice",
                                                                             "due": "2026-03-06"}]}},
    ]  # fmt: skip
    assert await failures(tmp_path, NOW, TZ, cases) == []


async def test_who_owes_me_money_lists_only_money(tmp_path: Path) -> None:
    """ "who owes me money" with a sum and a drill owed: the sum, never the drill."""
    before = ["Sam owes me 20 quid", "Kemi will return the drill by friday"]
    cases = [
        {"say": "who owes me money", "before": before, "expect": {"answer": ["Sam"], "answer_excludes": ["drill"]}},
        {"say": "does anyone owe me cash", "before": before, "expect": {"answer": ["20"], "answer_excludes": ["Kemi"]}},
        {"say": "who owes me what", "before": before, "expect": {"answer": ["Sam", "drill"]}},
    ]  # fmt: skip
    assert await failures(tmp_path, NOW, TZ, cases) == []


@pytest.mark.parametrize(
    "text",
    [
        "my plans change to fit yours",  # no day moved to: never a value of "my plans"
        "the price change to the new plan is annoying",
        "the schedule change to summer hours",
        "the day shift had 3-4 people off sick",  # a count, not a shift's hours
        "night shift pays 2-3 times more",
    ],
)
def test_plain_forms_and_counts_that_move_nothing_keep_nothing(text: str) -> None:
    assert not any(isinstance(i, StateClaim | NewCommitment) for i in read(text)), read(text)
