"""Tests for misreadings the lead found typing as a busy person would (session 32): "Tomasz is
leaving end of month" kept nothing (now his status, left from the 1st; a leaving on a day may be a
trip, so it is asked); "sry dentist is 9:30 not 9" read nothing ("sry" is sorry); a dated
circumstance then an undated to-do ("kids have no school fri - sort childcare", "mum arrives sat,
clean the spare room") kept the to-do with no day; "the gym is closed fri" was last Friday;
"the train is delayed again" asked to when a to-do moved."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import CorrectTime, MoveCommitment, NewCommitment, StateClaim, Unclear
from tests.memory.understanding.reading import Reading

ZONE = ZoneInfo("Europe/Dublin")
READ = Reading(datetime(2026, 12, 7, 7, 45, tzinfo=ZONE), ZONE, fmt="%a %d %b")  # a Monday morning


def _day(claim: StateClaim) -> str:
    assert claim.effective is not None
    return claim.effective.start.astimezone(ZONE).strftime("%a %d %b")


@pytest.mark.parametrize(
    ("text", "status", "day"),
    [
        ("Tomasz is leaving end of month", "left", "Fri 01 Jan"),
        ("Tomasz is leaving at the end of the month", "left", "Fri 01 Jan"),
        ("Sam is leaving in january", "left", "Fri 01 Jan"),
        ("Kenji quits on friday", "quit", "Fri 11 Dec"),
        ("Ruth's leaving end of the year", "left", "Fri 01 Jan"),
        ("mia's leaving end of month", "left", "Fri 01 Jan"),  # a name typed in lower case
    ],
)
def test_a_leaving_with_its_date_is_the_leavers_status(text: str, status: str, day: str) -> None:
    [claim] = READ(text)
    assert isinstance(claim, StateClaim), claim
    assert (claim.predicate, claim.value, _day(claim)) == ("status", status, day)


def test_a_leaving_then_a_handover_keeps_both() -> None:
    gone, handed = READ("ok so Tomasz is leaving end of month, Priya takes over his accounts")
    assert isinstance(gone, StateClaim) and isinstance(handed, StateClaim)
    assert (gone.subject, gone.value) == ("Tomasz", "left")
    assert (handed.subject, handed.predicate, handed.value) == ("Tomasz's accounts", "owner", "Priya")


@pytest.mark.parametrize(
    "text", ["Mia leaves on friday", "mum is leaving on the 3rd", "Jo leaves tmrw", "dad's leaving end of month"]
)
def test_a_leaving_that_may_be_a_trip_is_asked(text: str) -> None:
    [asked] = READ(text)
    assert isinstance(asked, Unclear) and "for good" in asked.question, asked


@pytest.mark.parametrize("text", ["Tariq is leaving", "Ravi is leaving for Berlin end of month", "I'm leaving at 5"])
def test_a_leaving_with_no_day_or_a_destination_is_no_status(text: str) -> None:
    assert not [i for i in READ(text) if isinstance(i, StateClaim) and i.value in ("left", "quit")]


@pytest.mark.parametrize(
    ("text", "new", "old"),
    [
        ("sry dentist is 9:30 not 9", "9:30", "9"),
        ("srry, the call is 4 not 3", "4", "3"),
        ("sory dentist is at 10 not 9", "10", "9"),
    ],
)
def test_an_apology_typed_short_still_corrects(text: str, new: str, old: str) -> None:
    [fix] = READ(text)
    assert isinstance(fix, CorrectTime) and (fix.new_text, fix.old_text) == (new, old), fix


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("mum arrives sat, clean the spare room", ("clean the spare room", "Sat 12 Dec")),
        ("the in-laws come thurs so gotta tidy the house", ("tidy the house", "Thu 10 Dec")),
        ("Lena's in town tmrw, book a table somewhere", ("book a table somewhere", "Tue 08 Dec")),
        ("big storm tmrw - bring the patio chairs in", ("bring the patio chairs in", "Tue 08 Dec")),
        ("it's bin day thurs, put the recycling out", ("put the recycling out", "Thu 10 Dec")),
        ("sunny tmrw so mow the lawn", ("mow the lawn", "Tue 08 Dec")),
    ],
)
def test_a_dated_circumstance_dates_the_todo_after_it(text: str, todo: tuple[str, str]) -> None:
    found = READ(text)
    assert READ.todos(found) == [todo], found


def test_a_todo_only_offered_is_offered_with_the_circumstances_day() -> None:
    [asked] = READ("kids have no school fri - sort childcare")
    assert isinstance(asked, Unclear) and isinstance(asked.proposal, NewCommitment)
    assert READ.when(asked.proposal) == "Fri 11 Dec" and "Fri 11 December" in asked.question


def test_a_place_closed_on_a_day_then_a_todo_keeps_both_on_the_coming_day() -> None:
    closed, todo = READ("school is closed fri so need to sort childcare")
    assert isinstance(closed, StateClaim) and (closed.value, _day(closed)) == ("closed", "Fri 11 Dec")
    assert READ.todos([todo]) == [("sort childcare", "Fri 11 Dec")]


@pytest.mark.parametrize(
    "text",
    [
        "we had no power on monday, call the landlord",  # the day is gone: news, not the to-do's day
        "the meeting got moved to fri, email the team",  # the day is the meeting's
        "tmrw morning, call the bank",  # a heading of a day, read as its own to-do
    ],
)
def test_a_day_that_is_not_the_todos_does_not_date_it(text: str) -> None:
    found = READ(text)
    todos = [i for i in found if isinstance(i, NewCommitment)]
    assert todos, found
    if text.startswith("tmrw"):
        assert READ.todos(todos) == [("call the bank", "Tue 08 Dec")]
    else:
        assert all(todo.due is None for todo in todos), found


@pytest.mark.parametrize(
    ("text", "day"), [("the gym is closed fri", "Fri 11 Dec"), ("the office is closed monday", "Mon 14 Dec")]
)
def test_a_place_closed_on_a_weekday_is_the_coming_one(text: str, day: str) -> None:
    [claim] = READ(text)
    assert isinstance(claim, StateClaim) and _day(claim) == day, claim


@pytest.mark.parametrize(
    "text",
    ["fml the train is delayed again", "the train is delayed again", "my flight got delayed", "ugh, bus delayed"],
)
def test_the_users_ride_delayed_is_no_move(text: str) -> None:
    assert not [i for i in READ(text) if isinstance(i, Unclear)]


@pytest.mark.parametrize("text", ["Ama's flight got moved", "the 1:1 got pushed", "the delivery got delayed"])
def test_a_thing_moved_to_no_day_is_still_asked(text: str) -> None:
    [asked] = READ(text)
    assert isinstance(asked, Unclear) and asked.question.startswith("To when did"), asked


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("the landlord says the boiler will be fixed by fri", ("fix the boiler", "landlord", "Fri 11 Dec")),
        ("landlord said the boiler would be fixed by fri", ("fix the boiler", "landlord", "Fri 11 Dec")),
        ("Mo says the report will be sent monday", ("send the report", "Mo", "Mon 14 Dec")),
        ("Ana says the contract will be signed by the 20th", ("sign the contract", "Ana", "Sun 20 Dec")),
        ("the garage says the car will be done by thurs", ("finish the car", "garage", "Thu 10 Dec")),
    ],
)
def test_a_promise_said_of_the_thing_is_theirs(text: str, todo: tuple[str, str, str]) -> None:
    found = READ(text)
    assert READ.owned(found) == [todo], found


@pytest.mark.parametrize(
    "text",
    [
        "the boiler will be fixed by fri",  # no one promised it
        "he says the report will be sent monday",  # who is "he"?
        "the forecast says the match will be played sunday",  # no one to hold to it
    ],
)
def test_a_thing_to_be_done_with_no_one_to_do_it_is_no_promise(text: str) -> None:
    assert not [i for i in READ(text) if isinstance(i, NewCommitment) and i.owner != "me"]


@pytest.mark.parametrize(
    ("text", "thing"),
    [
        ("note to self: passport expires in march, renew it", "passport"),
        ("nts - the car tax runs out on the 20th, renew it", "car tax"),
        ("mental note: gym membership ends in jan, cancel it", "gym membership"),
    ],
)
def test_a_note_label_is_no_part_of_the_thing(text: str, thing: str) -> None:
    found = READ(text)
    actions = [getattr(i, "action", "") for i in found]
    assert actions and not [a for a in actions if "note" in a or "nts" in a], found
    assert any(thing in action for action in actions), found


def test_a_note_label_before_a_todo_still_reads_it() -> None:
    assert READ.todos(READ("note to self: call the bank tmrw")) == [("call the bank", "Tue 08 Dec")]


@pytest.mark.parametrize(
    ("text", "day"),
    [
        ("Ines back tmrw", "Tue 08 Dec"),
        ("Kofi back in the office on monday", "Mon 14 Dec"),
        ("Kofi's back in the office on monday", "Mon 14 Dec"),
        ("Ines back from leave on the 14th", "Mon 14 Dec"),
    ],
)
def test_someone_back_on_a_day_is_their_status_from_then(text: str, day: str) -> None:
    [claim] = READ(text)
    assert isinstance(claim, StateClaim) and claim.predicate == "status" and _day(claim) == day, claim


@pytest.mark.parametrize(
    ("text", "who"),
    [
        ("what do i need to tell ines", "ines"),
        ("what do i have to send Raj", "Raj"),
        ("what have i got to give Mo", "Mo"),
    ],
)
def test_what_is_to_go_to_someone_is_asked_of_what_is_owed_them(text: str, who: str) -> None:
    [asked] = READ.asked(text)
    assert (asked.kind, asked.subject) == ("owed", who), asked


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("sched 1:1 w/ Priya for fri", "schedule 1:1 with Priya"),
        ("sched the team lunch by fri", "schedule the team lunch"),
    ],
)
def test_a_verb_typed_short_is_the_verb(text: str, action: str) -> None:
    assert READ.todos(READ(text)) == [(action, "Fri 11 Dec")]


def test_them_is_the_one_name_said_in_a_clause_before() -> None:
    found = READ("laptop keeps freezing, IT ticket raised, chase them fri if no reply")
    assert ("chase IT", "Fri 11 Dec") in READ.todos(found), found


def test_them_after_two_names_stays_them() -> None:
    assert READ.todos(READ("met Ana and Bo, Ana says hi, email them tmrw")) == [("email them", "Tue 08 Dec")]


@pytest.mark.parametrize(
    ("text", "target", "new"),
    [
        ("oops flight's at 6:40", "flight", "6:40"),  # "oops" is nobody's: never "oop's flight"
        ("whoops dentist's at 4 not 3", "dentist", "4"),
        ("whoops, dentist's at 4 not 3", "dentist", "4"),
        ("woops meant fri", None, "fri"),
    ],
)
def test_an_oops_typed_any_way_leads_a_correction(text: str, target: str | None, new: str) -> None:
    [fix] = READ(text)
    assert isinstance(fix, CorrectTime) and (fix.target, fix.new_text) == (target, new), fix


@pytest.mark.parametrize(
    ("text", "what", "window"),
    [
        ("what bdays are coming up", "birthday", None),
        ("whose birthday is next", "birthday", None),
        ("any birthdays this month", "birthday", "this month"),
        ("any anniversaries in january", "anniversary", "in january"),
    ],
)
def test_the_birthdays_coming_up_are_asked_of_the_days_kept(text: str, what: str, window: str | None) -> None:
    [asked] = READ.asked(text)
    assert (asked.kind, asked.predicate, asked.at.text if asked.at else None) == ("yearly", what, window), asked


@pytest.mark.parametrize("text", ["birthday party at 5", "when is Lucy's bday"])
def test_a_birthday_said_otherwise_is_no_list_of_them(text: str) -> None:
    assert not [i for i in READ(text) if getattr(i, "kind", None) == "yearly"]


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("Dad's op is on the 14th, need to book time off for it", ("book time off for Dad's op", "Mon 14 Dec")),
        ("the recital's on friday, gotta iron a shirt for it", ("iron a shirt for the recital", "Fri 11 Dec")),
        ("the party is on the 14th, need to buy a gift for it", ("buy a gift for the party", "Mon 14 Dec")),
    ],
)
def test_a_todo_for_a_thing_on_its_day_is_for_that_thing_then(text: str, todo: tuple[str, str]) -> None:
    found = READ(text)
    assert todo in READ.todos(found), found
    assert not [i for i in found if isinstance(i, StateClaim)], found  # never "Dad's op is need to book …"


@pytest.mark.parametrize(
    ("text", "target", "day"),
    [
        ("garage can't do wed, now fri", "garage", "Fri 11 Dec"),
        ("garage can't do wed so it's fri now", "garage", "Fri 11 Dec"),
        ("the garage can't take it wed, moved to fri", "garage", "Fri 11 Dec"),
        ("plumber can't make thurs, coming fri instead", "plumber", "Fri 11 Dec"),
        ("the dentist can't fit me in tues so it's thurs", "dentist", "Thu 10 Dec"),
    ],
)
def test_someone_who_cannot_keep_the_day_moves_the_todo_with_them(text: str, target: str, day: str) -> None:
    [move] = READ(text)
    assert isinstance(move, MoveCommitment) and (move.action, READ.when(move)) == (target, day), move


@pytest.mark.parametrize("text", ["sam can't make it tonight", "the garage can't do it, too busy"])
def test_someone_who_cannot_with_no_new_day_moves_nothing(text: str) -> None:
    assert not [i for i in READ(text) if isinstance(i, MoveCommitment)]


@pytest.mark.parametrize(
    ("text", "value"),
    [("Bruno's desk is in room 4.12", "room 4.12"), ("Bruno's desk is room 4.12", "room 4.12")],
)
def test_a_things_number_is_no_day(text: str, value: str) -> None:
    [claim] = READ(text)
    assert isinstance(claim, StateClaim) and (claim.value, claim.effective) == (value, None), claim


def test_a_number_after_a_place_with_its_article_may_be_a_day() -> None:
    [todo] = [i for i in READ("send the soil samples to the lab 28/12") if isinstance(i, NewCommitment)]
    assert READ.when(todo) == "Mon 28 Dec"


@pytest.mark.parametrize("text", ["pick up kids at 3:15 every day this week", "pick up kids every day at 3:15"])
def test_a_repeating_todos_time_is_its_next_due_not_its_action(text: str) -> None:
    [asked] = READ(text)
    assert isinstance(asked, Unclear) and isinstance(asked.proposal, NewCommitment), asked
    assert asked.proposal.action == "pick up kids" and READ.when(asked.proposal) == "Mon 07 Dec", asked


@pytest.mark.parametrize(
    ("text", "first"),
    [("book the cabin 28th-3rd jan", "Mon 28 Dec"), ("book the cabin 2nd-3rd jan", "Sat 02 Jan")],
)
def test_a_range_over_a_month_end_starts_in_the_month_before(text: str, first: str) -> None:
    assert READ.todos(READ(text)) == [("book the cabin", first)]


def test_an_absence_over_the_new_year_runs_from_december() -> None:
    [claim] = READ("I'm off work 21st-2nd jan")
    assert isinstance(claim, StateClaim) and _day(claim) == "Mon 21 Dec", claim


@pytest.mark.parametrize(
    ("text", "org", "rel", "name"),
    [
        ("new client: Brightwave, contact is Oliver Shaw", "Brightwave", "contact", "Oliver Shaw"),
        ("new client Brightwave - contact Oliver Shaw", "Brightwave", "contact", "Oliver Shaw"),
        ("Brightwave - our rep Kim Ito", "Brightwave", "rep", "Kim Ito"),
        ("Acme, contact: Jo Bloggs", "Acme", "contact", "Jo Bloggs"),
    ],
)
def test_an_organisations_go_between_noted_is_its_fact(text: str, org: str, rel: str, name: str) -> None:
    [claim] = READ(text)
    assert isinstance(claim, StateClaim) and (claim.subject, claim.predicate, claim.value) == (org, rel, name), claim


@pytest.mark.parametrize("text", ["Acme - contact Jo", "Monday, contact Jo"])
def test_contact_said_as_what_to_do_stays_a_todo(text: str) -> None:
    assert [type(i).__name__ for i in READ(text)] == ["NewCommitment"]


def test_a_list_of_errands_keeps_each_one() -> None:
    found = READ("need to: book movers, redirect post, cancel broadband, tell the bank")
    assert [a for a, _ in READ.todos(found)] == ["book movers", "redirect post", "cancel broadband", "tell the bank"]


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("the kids' passports expire in may, need renewing b4 the summer trip", "renew the kids' passports"),
        ("hey can u track smth for me - the kids' passports expire in may, need renewing", "renew the kids' passports"),
        ("car tax runs out on the 20th, needs renewing by the 18th", "renew car tax"),
    ],
)
def test_a_thing_that_runs_out_and_needs_doing_is_the_job(text: str, action: str) -> None:
    assert [a for a, _ in READ.todos(READ(text))] == [action]


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("flights to lisbon, book by end of feb", ("book flights to lisbon", "Sun 28 Feb")),
        ("mum's present, order by sat", ("order mum's present", "Sat 12 Dec")),
        ("the quarterly report, send tmrw", ("send the quarterly report", "Tue 08 Dec")),
        ("can you note this: dentist fri 3pm", ("dentist", "Fri 11 Dec")),
    ],
)
def test_a_thing_named_first_then_its_verb_is_one_todo(text: str, todo: tuple[str, str]) -> None:
    assert READ.todos(READ(text)) == [todo]


def test_a_thing_in_a_state_then_a_verb_is_no_todo_of_the_state() -> None:
    assert all("broken" not in a for a, _ in READ.todos(READ("the boiler's broken, call by fri")))
