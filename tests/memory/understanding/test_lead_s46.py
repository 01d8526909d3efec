"""Session 46's lead: readings found by playing conversations typed as busy people type."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment, OpenEpisode, ResolveEpisode, StateClaim, Unclear
from memory.understanding.timex import find_spans
from tests.memory.understanding.reading import Reading

CHICAGO = ZoneInfo("America/Chicago")


def _clock(text: str, hour: int) -> str:
    now = datetime(2026, 12, 7, hour, 20, tzinfo=CHICAGO)
    (span,) = find_spans(text, now=now, tz=CHICAGO)
    assert span.spec is not None
    return span.spec.start.astimezone(CHICAGO).strftime("%d %H:%M")


@pytest.mark.parametrize(
    ("text", "hour", "when"),
    [
        # said at 6:20: today's 7:15 still ahead is the morning one, as "at 7:15" alone is
        ("today at 7:15", 6, "07 07:15"),
        ("7:15 today", 6, "07 07:15"),
        ("2day at 8", 6, "07 08:00"),
        # noon: the morning's has gone, so the evening's
        ("today at 9", 12, "07 21:00"),
        ("today at 7:15", 12, "07 19:15"),
        # before waking hours still the afternoon, as before
        ("today at 6:45", 6, "07 18:45"),
        ("today at 5", 6, "07 17:00"),
        # a part of the day says which half itself
        ("this morning at 7", 12, "07 07:00"),
        ("tonight at 7", 6, "07 19:00"),
        # another day keeps its reading
        ("tmrw at 7:15", 6, "08 19:15"),
    ],
)
def test_today_at_a_clock_is_the_next_such_time_today(text: str, hour: int, when: str) -> None:
    assert _clock(text, hour) == when


DENVER = ZoneInfo("America/Denver")
read = Reading(datetime(2026, 12, 7, 8, 5, tzinfo=DENVER), DENVER)  # a Monday morning


@pytest.mark.parametrize(
    ("text", "action", "due"),
    [
        ("the party's locked in for sat", "party", "2026-12-12"),
        ("party locked in for sat", "party", "2026-12-12"),
        ("the wedding is set for june 3rd", "wedding", "2027-06-03"),
        ("kickoff is pencilled in for the 14th", "kickoff", "2026-12-14"),
        ("the vet appt is confirmed for the 9th at 10", "vet appt", "2026-12-09T10:00"),
        ("dinner is confirmed for fri 7pm", "dinner", "2026-12-11T19:00"),
        ("physio scheduled for fri", "physio", "2026-12-11"),  # as before
    ],
)
def test_an_occasion_settled_for_a_day_is_a_diary_line(text: str, action: str, due: str) -> None:
    (todo,) = read(text)
    assert isinstance(todo, NewCommitment) and todo.action == action and todo.due is not None
    assert todo.due.start.astimezone(DENVER).isoformat().startswith(due)


@pytest.mark.parametrize(
    "text", ["the table is set for 8", "all set for the 14th", "the wedding is confirmed", "we're all set"]
)
def test_settled_with_no_occasion_or_no_day_keeps_no_diary_line(text: str) -> None:
    assert not [i for i in read(text) if isinstance(i, NewCommitment)]


LAGOS = ZoneInfo("Africa/Lagos")
read_lagos = Reading(datetime(2026, 12, 7, 12, 5, tzinfo=LAGOS), LAGOS)


@pytest.mark.parametrize("typed", ["tmorow", "tommorw", "2morro", "tomrw", "tomorro"])
def test_tomorrow_two_letters_off_is_still_tomorrow(typed: str) -> None:
    (todo,) = read_lagos(f"pls remind me {typed} to send the vendor contracts to legal")
    assert isinstance(todo, NewCommitment) and todo.action == "send the vendor contracts to legal"
    assert todo.due is not None and todo.due.start.astimezone(LAGOS).date().isoformat() == "2026-12-08"


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("the ac guy will come back monday to refill it", "refill it"),
        ("the repair man will come monday to fix it", "fix it"),
        ("the boiler's broken, need to fix it tmrw", "fix the boiler"),  # a thing: still what "it" is
    ],
)
def test_it_is_never_the_person_who_does_it(text: str, action: str) -> None:
    assert [i.action for i in read_lagos(text) if isinstance(i, NewCommitment)] == [action]


@pytest.mark.parametrize(
    ("text", "owner", "action"),
    [
        ("ac guy came, says its the gas, he'll come back monday to refill", "ac guy", "refill"),
        ("mechanic rang, says it's the clutch, they'll have it ready fri", "mechanic", "have it ready"),
    ],
)
def test_what_the_visitor_found_between_their_visit_and_their_promise(text: str, owner: str, action: str) -> None:
    assert [(i.owner, i.action) for i in read_lagos(text) if isinstance(i, NewCommitment)] == [(owner, action)]


def test_a_finding_said_last_keeps_no_promise() -> None:
    assert not [i for i in read_lagos("ac guy came, says its the gas") if isinstance(i, NewCommitment)]


NEW_YORK = ZoneInfo("America/New_York")
read_ny = Reading(datetime(2026, 12, 7, 15, 0, tzinfo=NEW_YORK), NEW_YORK)


@pytest.mark.parametrize(
    "text",
    ["dont forget laundry tmrw lol", "don't forget the thing i said tmrw", "don't forget tmrw", "need laundry tmrw"],
)
def test_a_thing_not_to_be_forgotten_is_asked_about(text: str) -> None:
    assert not [i for i in read_ny(text) if isinstance(i, NewCommitment)]


LONDON = ZoneInfo("Europe/London")
read_london = Reading(datetime(2026, 12, 7, 8, 0, tzinfo=LONDON), LONDON)


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("mum's hip op is confirmed for jan 6", "mum's hip op"),
        ("biopsy thurs 10am", "biopsy"),
        ("Leo's dentist is booked for the 14th at 4", "Leo's dentist"),
    ],
)
def test_a_procedure_settled_for_a_day_is_in_the_diary_never_a_fact(text: str, action: str) -> None:
    found = read_london(text)
    assert not [i for i in found if isinstance(i, StateClaim)], found
    kept = [i for i in found if isinstance(i, NewCommitment)] or [
        i.otherwise for i in found if isinstance(getattr(i, "otherwise", None), NewCommitment)
    ]
    assert [i.action for i in kept] == [action]


@pytest.mark.parametrize("text", ["mum's hip op is confirmed", "the op went well"])
def test_a_procedure_with_no_day_keeps_no_fact_of_it(text: str) -> None:
    assert not [i for i in read_london(text) if isinstance(i, StateClaim)]


BRISBANE = ZoneInfo("Australia/Brisbane")
read_brisbane = Reading(datetime(2026, 12, 7, 7, 0, tzinfo=BRISBANE), BRISBANE)


@pytest.mark.parametrize(
    ("text", "owner", "when"),
    [
        ("plumber can come wed between 10 and 2", "plumber", "2026-12-09T10:00"),
        ("the electrician can come thurs at 8am", "electrician", "2026-12-10T08:00"),
        ("Jo can come round sat", "Jo", "2026-12-12"),
    ],
)
def test_the_day_someone_can_come_is_their_visit(text: str, owner: str, when: str) -> None:
    (visit,) = read_brisbane(text)
    assert isinstance(visit, NewCommitment) and visit.owner == owner and visit.due is not None
    assert visit.due.start.astimezone(BRISBANE).isoformat().startswith(when)


@pytest.mark.parametrize(
    "text", ["he can come wed if we want", "plumber can come wed or thurs", "can the plumber come wed"]
)
def test_a_visit_offered_on_a_condition_or_asked_keeps_nothing(text: str) -> None:
    assert not [i for i in read_brisbane(text) if isinstance(i, NewCommitment)]


@pytest.mark.parametrize(
    ("said", "offered"),
    [
        ("call the bank after the weekend", "Mon 14 December"),
        ("call the bank after friday", "Sat 12 December"),
        ("chase Tom after next week", "Mon 21 December"),
    ],
)
def test_after_a_day_offers_the_day_after_it(said: str, offered: str) -> None:
    (asked,) = Reading(datetime(2026, 12, 7, 10, 20, tzinfo=CHICAGO), CHICAGO)(said)
    assert isinstance(asked, Unclear) and offered in asked.question
    assert asked.proposal is not None and asked.proposal.due is not None
    assert asked.proposal.due.start.astimezone(CHICAGO).strftime("%a %d %B") == offered


@pytest.mark.parametrize(
    ("day", "due"),
    [((2026, 12, 7), "2026-12-08"), ((2026, 12, 11), "2026-12-14"), ((2026, 12, 24), "2026-12-29")],
)
def test_the_next_business_day_skips_weekends_and_days_off(day: tuple[int, int, int], due: str) -> None:
    (span,) = find_spans("reply next business day", now=datetime(*day, 10, 0, tzinfo=LONDON), tz=LONDON)
    assert span.spec is not None and span.spec.start.astimezone(LONDON).date().isoformat() == due


@pytest.mark.parametrize(
    ("text", "subject", "value"),
    [
        ("Sarah's baby is due in March", "Sarah", "March 2027"),
        ("Sarah's twins are due on the 3rd of march", "Sarah", "3 March 2027"),
        ("her baby's due in may", "her", "May 2027"),
    ],
)
def test_a_baby_due_is_its_mothers_due_date(text: str, subject: str, value: str) -> None:
    facts = [(i.subject, i.predicate, i.value) for i in read_london(text) if isinstance(i, StateClaim)]
    assert facts == [(subject, "due date", value)]


def test_a_thing_due_is_still_no_due_date() -> None:
    assert not [i for i in read_london("the dog's vaccinations are due on the 5th") if isinstance(i, StateClaim)]


SINGAPORE = ZoneInfo("Asia/Singapore")
read_sg = Reading(datetime(2026, 12, 7, 10, 0, tzinfo=SINGAPORE), SINGAPORE)


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("can remind me to book the chalet for Dec hols by this fri", "book the chalet for Dec hols"),
        ("pls can remind me call mum tmrw", "call mum"),
        ("can help remind me to pay the aircon man fri", "pay the aircon man"),
    ],
)
def test_a_request_with_its_you_left_out_is_still_asked_of_recap(text: str, action: str) -> None:
    (todo,) = read_sg(text)
    assert isinstance(todo, NewCommitment) and todo.action == action and todo.due is not None


@pytest.mark.parametrize(
    ("text", "owner"),
    [
        ("IT coming tmrw 10am to look", "IT"),
        ("HR coming fri to do the audit", "HR"),
        ("boiler guy coming monday 8am", "boiler guy"),
    ],
)
def test_a_department_coming_keeps_its_capitals(text: str, owner: str) -> None:
    assert [i.owner for i in read_london(text) if isinstance(i, NewCommitment)] == [owner]


@pytest.mark.parametrize(
    "text",
    [
        "Hank became road boss for the township last month and now the grader's broke",
        "Hank became road boss and now the grader's broken",
    ],
)
def test_a_trouble_after_news_of_someone_is_its_own_issue(text: str) -> None:
    found = Reading(datetime(2026, 12, 7, 10, 0, tzinfo=CHICAGO), CHICAGO)(text)
    assert [i.topic for i in found if isinstance(i, OpenEpisode)] == ["grader"]
    assert [(i.subject, i.predicate) for i in found if isinstance(i, StateClaim)] == [("Hank", "role")]
    assert all("grader" not in i.value for i in found if isinstance(i, StateClaim))


def test_a_second_trouble_after_a_first_is_still_asked() -> None:
    found = read_london("ice machine at the bar is down, the beer cooler is warm")
    assert [i.topic for i in found if isinstance(i, OpenEpisode)] == ["ice machine"]
    assert [i for i in found if isinstance(i, Unclear)]


@pytest.mark.parametrize(
    ("text", "topic"), [("POS machine no dey work since morning", "POS machine"), ("the gen no dey work", "gen")]
)
def test_a_machine_that_no_dey_work_is_broken(text: str, topic: str) -> None:
    assert [i.topic for i in read_lagos(text) if isinstance(i, OpenEpisode)] == [topic]


@pytest.mark.parametrize(
    "text",
    [
        "gotta renew the hunting licence tmrw, the online form keeps logging me out so i'm doing it in person",
        "i prefer morning flights, the afternoon ones always get fogged in",
        "I no dey work today",
    ],
)
def test_a_trouble_said_as_the_reason_opens_no_issue(text: str) -> None:
    assert not [i for i in read_lagos(text) if isinstance(i, OpenEpisode)]


@pytest.mark.parametrize(
    "text", ["first thing tmrw fuel up at the Pilot in Georgetown", "stock up on nappies sat", "load up the van tmrw"]
)
def test_filling_up_is_no_fix(text: str) -> None:
    assert not [i for i in read_lagos(text) if isinstance(i, ResolveEpisode)]
