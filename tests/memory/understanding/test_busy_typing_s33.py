"""Tests for misreadings the lead found typing as a busy person would (session 33): "dentist is
actually 2:45 not 2:15" was asked what it corrects; "q: who owns release notes?" quoted an old
message; "Maya is on leave fri" was last Friday; "deploy checklist done ✅" kept "done" in the
name; "i'm on the deploy checklist for thurs" kept nothing; "im on the 8:15 train tmrw" kept a
to-do called "15 train" (the clock's colon read as a label's); "electrician moved to fri same
window" kept nothing."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import CompleteCommitment, CorrectTime, MoveCommitment, NewCommitment, Question, StateClaim
from tests.memory.understanding.reading import Reading, kinds

ZONE = ZoneInfo("Asia/Kolkata")
READ = Reading(datetime(2026, 12, 7, 9, 30, tzinfo=ZONE), ZONE, fmt="%a %d %b %H:%M")  # a Monday morning


@pytest.mark.parametrize(
    ("text", "target", "new"),
    [
        ("dentist is actually 2:45 not 2:15", "dentist", "2:45"),
        ("the demo was actually tuesday not monday", "demo", "tuesday"),
        ("the party is actually on the 9th, not the 8th", "party", "the 9th"),
        ("lunch w sam is actually 1 not 12:30", "lunch with sam", "1"),  # "w" before a name is "with"
    ],
)
def test_a_things_time_put_right_with_actually_after_its_verb(text: str, target: str, new: str) -> None:
    [fix] = READ(text)
    assert isinstance(fix, CorrectTime), fix
    assert (fix.target, fix.new_text) == (target, new)


def test_a_value_put_right_with_actually_stays_a_value() -> None:
    [fix] = READ("maya is actually CTO not CEO")
    assert (type(fix).__name__, fix.value) == ("CorrectValue", "CTO")  # type: ignore[union-attr]


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("q: who owns release notes?", "fact"),
        ("quick q - whats due tmrw", "due_week"),
        ("question: when is the dentist", "when_due"),
        ("Q: anything overdue", "overdue"),
    ],
)
def test_a_question_labelled_as_one_is_still_asked(text: str, kind: str) -> None:
    [asked] = READ.asked(text)
    assert isinstance(asked, Question) and asked.kind == kind


@pytest.mark.parametrize(
    ("text", "day"),
    [
        ("i'm on leave fri", "Fri 11 Dec"),
        ("Maya is on leave fri", "Fri 11 Dec"),
        ("Maya is on leave from fri", "Fri 11 Dec"),
        ("Maya's on leave since fri", "Fri 04 Dec"),  # "since": a start gone by
    ],
)
def test_time_away_said_in_the_present_with_a_weekday_is_the_coming_one(text: str, day: str) -> None:
    [claim] = READ(text)
    assert isinstance(claim, StateClaim) and claim.effective is not None, claim
    assert claim.effective.start.astimezone(ZONE).strftime("%a %d %b") == day


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("deploy checklist done ✅", "deploy checklist"),
        ("deploy checklist's done ✅", "deploy checklist"),
        ("quarterly taxes sorted ✔️", "quarterly taxes"),
        ("deploy checklist ✅", "deploy checklist"),
    ],
)
def test_a_done_word_before_a_check_mark_is_no_part_of_the_name(text: str, action: str) -> None:
    [done] = READ(text)
    assert isinstance(done, CompleteCommitment) and done.action == action, done


@pytest.mark.parametrize(
    ("text", "action", "due"),
    [
        ("i'm on the deploy checklist for thurs", "the deploy checklist", "Thu 10 Dec 23:59"),
        ("snacks are on me for sat", "snacks", "Sat 12 Dec 23:59"),
        ("the deploy checklist is on me for thurs", "the deploy checklist", "Thu 10 Dec 23:59"),
        ("the venue deposit's on me by fri", "venue deposit", "Fri 11 Dec 23:59"),
    ],
)
def test_a_task_taken_on_with_its_deadline_is_a_todo(text: str, action: str, due: str) -> None:
    found = READ(text)
    assert [(a, d[:10] if d else d) for a, d in READ.todos(found)] == [(action, due[:10])], found


@pytest.mark.parametrize(
    "text",
    [
        "drinks are on me tonight",
        "i'm on the phone for 2 hours",
        "i'm on the team for next season",
        "im on the 8:15 train tmrw",
    ],
)
def test_being_on_something_with_no_deadline_is_no_todo(text: str) -> None:
    assert not any(isinstance(i, NewCommitment) for i in READ(text)), READ(text)


@pytest.mark.parametrize(
    "text",
    ["actually the electrician moved to fri same window", "electrician moved to fri, same slot"],
)
def test_a_move_that_keeps_its_window_keeps_its_time(text: str) -> None:
    [move] = READ(text)
    assert isinstance(move, MoveCommitment) and move.action == "electrician", move
    assert move.due is not None and move.due.text.endswith("same time")


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("ugh forgot to tell u, the car's MOT is due 3rd jan", "MoveCommitment"),  # offered to track, nothing open
        ("meant to say - Kofi moved to Leeds", "StateClaim"),
        ("just remembered: dentist fri 3pm", "NewCommitment"),
        ("before i forget, pay the gas bill by the 20th", "NewCommitment"),
    ],
)
def test_news_said_late_is_read_without_its_lead(text: str, kind: str) -> None:
    [read] = READ(text)
    assert type(read).__name__ == kind, read
    assert "forgot" not in str(read) and "remember" not in str(read) and "say" not in str(read), read


def test_forgetting_to_tell_someone_is_no_lead() -> None:
    assert READ("i forgot to tell Sam about the party") == []


@pytest.mark.parametrize(
    ("text", "thing", "time"),
    [
        ("dentist running late, now 4:30", "dentist", "Tue 08 Dec 16:30"),
        ("the 3pm call is running behind - now at 3:45", "call", "Tue 08 Dec 15:45"),
        ("vet's running late, new time 5pm", "vet", "Tue 08 Dec 17:00"),
        ("the school meeting is running a bit late, starts at 6:15", "school meeting", "Tue 08 Dec 18:15"),
    ],
)
def test_a_booked_thing_running_late_moves_to_its_new_time(text: str, thing: str, time: str) -> None:
    read = Reading(datetime(2026, 12, 8, 13, 0, tzinfo=ZONE), ZONE, fmt="%a %d %b %H:%M")
    [move] = read(text)
    assert isinstance(move, MoveCommitment) and move.action == thing, move
    assert read.when(move) == time


@pytest.mark.parametrize("text", ["Ana's running a bit behind", "the dentist is running late", "im running late"])
def test_running_late_with_no_new_time_or_said_of_a_person_is_no_todo(text: str) -> None:
    assert not any(isinstance(i, NewCommitment | MoveCommitment) for i in READ(text)), READ(text)


@pytest.mark.parametrize(
    ("text", "thing", "owner"),
    [
        ("payroll is Ravi's from 1 jan", "payroll", "Ravi"),
        ("payroll is Ravi's", "payroll", "Ravi"),
        ("onboarding's Maya's now", "onboarding", "Maya"),
        ("vendor onboarding is Kemi's", "vendor onboarding", "Kemi"),
    ],
)
def test_a_charge_named_without_an_article_is_its_owners(text: str, thing: str, owner: str) -> None:
    [claim] = READ(text)
    assert isinstance(claim, StateClaim), claim
    assert (claim.subject, claim.predicate, claim.value) == (thing, "owner", owner)


@pytest.mark.parametrize("text", ["dinner is Tom's", "friday is Sam's", "it is Sam's", "the call is Amara's"])
def test_a_turn_a_day_or_a_pronoun_is_no_owned_thing(text: str) -> None:
    assert not any(isinstance(i, StateClaim) for i in READ(text)), READ(text)


@pytest.mark.parametrize(
    ("text", "thing", "due"),
    [
        ("Leo's football moved to sat 10am from sun", "Leo's football", "Sat 12 Dec 10:00"),
        ("swimming moved to 5pm from 4", "swimming", "Mon 07 Dec 17:00"),
        ("the call got pushed to thurs instead of wed", "call", "Thu 10 Dec 00:00"),
    ],
)
def test_a_move_that_says_its_old_day_after_the_new_one_moves_to_the_new(text: str, thing: str, due: str) -> None:
    [move] = READ(text)
    assert isinstance(move, MoveCommitment) and move.action == thing, move
    assert READ.when(move) == due


@pytest.mark.parametrize(
    ("text", "subject", "place"),
    [
        ("Sam moved to Leeds from London", "Sam", "Leeds"),
        ("the office relocated to Shoreditch from Soho", "office", "Shoreditch"),
    ],
)
def test_the_place_moved_from_is_no_part_of_where_one_is(text: str, subject: str, place: str) -> None:
    [claim] = READ(text)
    assert isinstance(claim, StateClaim) and (claim.subject, claim.value) == (subject, place), claim


SYDNEY = ZoneInfo("Australia/Sydney")
MONDAY_SYDNEY = Reading(datetime(2026, 12, 7, 7, 30, tzinfo=SYDNEY), SYDNEY, fmt="%a %d %b %H:%M")


@pytest.mark.parametrize(
    ("text", "todos"),
    [
        (
            "ok so this week: mon gym, tue call accountant, wed nothing, thu dinner w/ Jo & Sam 8pm",
            [("gym", "Mon 07 Dec"), ("call accountant", "Tue 08 Dec"), ("dinner with Jo and Sam", "Thu 10 Dec 20:00")],
        ),
        (
            "next wk: mon dentist 9am, weds pay rent, sat free",
            [("dentist", "Mon 14 Dec 09:00"), ("pay rent", "Wed 16 Dec")],
        ),
        (
            "this week: mon - finish slides, tues - client call 2pm",
            [("finish slides", "Mon 07 Dec"), ("client call", "Tue 08 Dec 14:00")],
        ),
    ],
)
def test_a_weeks_list_of_days_is_a_line_a_day_in_that_week(text: str, todos: list[tuple[str, str]]) -> None:
    found = MONDAY_SYDNEY.todos(MONDAY_SYDNEY(text))
    assert [(action, (due or "")[: len(day)]) for (action, due), (_, day) in zip(found, todos, strict=True)] == todos


@pytest.mark.parametrize("text", ["thu: dinner with Jo and Sam at 8pm", "thu: dinner w/ Jo & Sam 8pm"])
def test_people_joined_by_and_before_a_time_are_one_items_company(text: str) -> None:
    assert MONDAY_SYDNEY.todos(MONDAY_SYDNEY(text)) == [("dinner with Jo and Sam", "Thu 10 Dec 20:00")]


CHICAGO = ZoneInfo("America/Chicago")
MONDAY_CHICAGO = Reading(datetime(2026, 12, 7, 8, 5, tzinfo=CHICAGO), CHICAGO, fmt="%a %d %b")


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("Fatima back tmrw actually", "CorrectValue"),
        ("Fatima back early, tmrw actually", "CorrectValue"),
        ("Fatima's back early, tmrw", "StateClaim"),
        ("Raj back mon", "StateClaim"),
    ],
)
def test_someone_back_on_a_day_however_typed_is_their_return(text: str, kind: str) -> None:
    [back] = MONDAY_CHICAGO(text)
    assert type(back).__name__ == kind, back
    assert (back.subject, back.value) == (text.split()[0].removesuffix("'s"), "back at work"), back  # type: ignore[union-attr]


@pytest.mark.parametrize("text", ["Call back tmrw", "Ring back tmrw"])
def test_a_verb_with_back_is_a_todo_nobody_coming_back(text: str) -> None:
    assert kinds(MONDAY_CHICAGO(text)) == ["NewCommitment"]


@pytest.mark.parametrize(
    ("text", "kinds_read"),
    [
        ("k so Fatima's out til weds, need to cover her 1:1s", ["StateClaim", "NewCommitment"]),
        ("k, call the bank tmrw", ["NewCommitment"]),
        ("kk dentist fri 3pm", ["NewCommitment"]),
    ],
)
def test_k_for_ok_leads_a_message(text: str, kinds_read: list[str]) -> None:
    assert kinds(MONDAY_CHICAGO(text)) == kinds_read


@pytest.mark.parametrize(
    ("text", "window"),
    [
        ("how many things do i have this week", "this week"),
        ("how many tasks are due tmrw", "tmrw"),
        ("how much stuff have i got on fri", "fri"),
    ],
)
def test_a_count_of_things_due_asked_is_the_list_of_them(text: str, window: str) -> None:
    [asked] = READ.asked(text)
    assert asked.kind == "due_week" and asked.at is not None and asked.at.text == window, asked


@pytest.mark.parametrize(
    "text",
    ["no wait the venue's by the 16th", "no wait, the venue's by the 16th", "no wait the venue is by the 16th"],
)
def test_no_wait_then_a_things_day_puts_its_day_right(text: str) -> None:
    [fix] = READ(text)
    assert isinstance(fix, CorrectTime) and fix.target == "venue" and fix.new_text == "the 16th", fix


@pytest.mark.parametrize("text", ["no wait the venue's by the 16th", "sorry, the deck by the 9th"])
def test_a_thing_and_its_day_is_never_a_value_put_right(text: str) -> None:
    assert not any(type(i).__name__ == "CorrectValue" for i in READ(text)), READ(text)


@pytest.mark.parametrize(
    ("text", "thing", "minutes"),
    [
        ("meeting w/ Ravi pushed 30 mins", "meeting with Ravi", 30),
        ("meeting w/ Ravi pushed back an hour", "meeting with Ravi", 60),
        ("standup pushed by 15 mins", "standup", 15),
    ],
)
def test_a_booked_thing_put_back_by_minutes_moves_by_them(text: str, thing: str, minutes: int) -> None:
    [move] = READ(text)
    assert isinstance(move, MoveCommitment) and move.action == thing, move
    assert move.shift is not None and move.shift.total_seconds() == minutes * 60


@pytest.mark.parametrize("text", ["my flight was delayed 4 hrs", "the report got pushed 2 hours"])
def test_a_delay_by_hours_of_no_booked_thing_is_news(text: str) -> None:
    assert not any(isinstance(i, MoveCommitment) for i in READ(text)), READ(text)


@pytest.mark.parametrize(
    ("text", "thing"),
    [
        ("Jen from HR says the offsite is now on the 22nd", "offsite"),
        ("Tom at the bank says the transfer is now due the 12th", "transfer"),
    ],
)
def test_who_said_it_is_no_part_of_the_thing_moved(text: str, thing: str) -> None:
    [move] = READ(text)
    assert isinstance(move, MoveCommitment) and move.action == thing, move


@pytest.mark.parametrize(
    ("text", "thing", "day"),
    [
        ("library books - renewed online, now due the 26th", "library books", "Sat 26 Dec"),
        ("renewed the library books, now due the 26th", "library books", "Sat 26 Dec"),
        ("library books renewed, due the 26th now", "library books", "Sat 26 Dec"),
        ("parking permit extended, due back the 3rd now", "parking permit", "Sun 03 Jan"),
    ],
)
def test_a_renewal_with_its_new_due_moves_the_thing(text: str, thing: str, day: str) -> None:
    [move] = READ(text)
    assert isinstance(move, MoveCommitment) and move.action == thing, move
    assert (READ.when(move) or "")[:10] == day


@pytest.mark.parametrize(
    "text",
    ["is ana allergic to anything", "what is ana allergic to", "does ana have allergies", "is Ana allergic to nuts"],
)
def test_an_allergy_asked_after_is_the_allergy_fact(text: str) -> None:
    [asked] = READ.asked(text)
    assert (asked.kind, asked.subject.lower(), asked.predicate) == ("fact", "ana", "allergy"), asked  # type: ignore[union-attr]


@pytest.mark.parametrize(
    ("text", "todos"),
    [
        (
            "moving house on the 19th!! need to book a van and cancel the broadband",
            [("book a van", "Sat 19 Dec"), ("cancel the broadband", "Sat 19 Dec")],
        ),
        ("party sat!! gotta buy balloons", [("buy balloons for the party", "Sat 12 Dec")]),
    ],
)
def test_an_exclaimed_dated_circumstance_dates_the_todo_after_it(text: str, todos: list[tuple[str, str]]) -> None:
    assert [(a, (d or "")[:10]) for a, d in READ.todos(READ(text))] == todos


@pytest.mark.parametrize(
    ("text", "shift"),
    [
        ("I'm switching to the night shift from january", "night shift"),
        ("im moving to days next month", "days"),
    ],
)
def test_the_users_own_shift_change_is_their_shift(text: str, shift: str) -> None:
    [claim] = READ(text)
    assert isinstance(claim, StateClaim) and (claim.subject, claim.predicate, claim.value) == ("me", "shift", shift)


@pytest.mark.parametrize(
    ("text", "day"),
    [
        ("gotta take the car in for a service sometime before xmas", "Thu 24 Dec"),
        ("send cards sometime before the 20th", "Sat 19 Dec"),
        ("call mum anytime by friday", "Fri 11 Dec"),
    ],
)
def test_a_loose_deadline_is_the_deadline(text: str, day: str) -> None:
    [todo] = READ(text)
    assert isinstance(todo, NewCommitment) and (READ.when(todo) or "")[:10] == day, todo


@pytest.mark.parametrize(
    ("text", "passed"),
    [
        ("finish the deck, email to the client by fri", "email the deck to the client"),
        ("write the report, send to Jo tmrw", "send the report to Jo"),
    ],
)
def test_a_thing_passed_on_is_the_one_the_todo_before_names(text: str, passed: str) -> None:
    assert [action for action, _ in READ.todos(READ(text))][-1] == passed


@pytest.mark.parametrize(
    ("text", "action", "when"),
    [
        ("renew passport (expires march)", "renew passport", "march"),
        ("pay the gas bill (due the 20th)", "pay the gas bill", "the 20th"),
        ("insure the van (runs out fri)", "insure the van", "fri"),
    ],
)
def test_what_runs_out_said_in_brackets_is_the_todos_deadline(text: str, action: str, when: str) -> None:
    [todo] = READ(text)
    assert isinstance(todo, NewCommitment) and todo.action == action and todo.due is not None, todo
    assert todo.due.text == when


def test_a_bracketed_deadline_in_a_brain_dump_keeps_its_todo() -> None:
    found = READ("quick brain dump: call plumber re boiler, renew passport (expires march), Sam owes me £20")
    assert "renew passport" in [action for action, _ in READ.todos(found)], found
