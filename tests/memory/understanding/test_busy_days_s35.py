"""Days and several things in one message, typed as busy people type them (session 35): "sat" said
first is Saturday, not "sat (an exam)"; "the 10th" opening a message before its clause is the day;
a thing that "goes back", said after its day, is returned then; an outing with someone at a time, gear
hire and an occasion after "then" are diary lines; "X works again and Y's signed" is two reports; a
machine leaks oil; "call the electrician re the switchboard, it keeps tripping" names the switchboard."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import CompleteCommitment, MoveCommitment, NewCommitment, OpenEpisode, ResolveEpisode
from tests.memory.understanding.reading import Reading, kinds

ZONE = ZoneInfo("Pacific/Auckland")
READ = Reading(datetime(2026, 12, 8, 7, 45, tzinfo=ZONE), ZONE)  # a Tuesday morning


@pytest.mark.parametrize(
    ("text", "action", "due"),
    [
        ("sat 8:30 coffee w/ Mereana", "coffee with Mereana", "Sat 12 08:30"),
        ("sat 10am brunch w Kai", "brunch with Kai", "Sat 12 10:00"),
        ("sat lunch with Bo", "lunch with Bo", "Sat 12 00:00"),
    ],
)
def test_sat_said_first_is_saturday_not_an_exam_sat(text: str, action: str, due: str) -> None:
    assert READ.todos(READ(text)) == [(action, due)]


@pytest.mark.parametrize("text", ["sat the interview w/ Dr Lee this morning", "sat my driving lesson this morning"])
def test_sat_before_its_object_is_still_the_verb(text: str) -> None:
    assert kinds(READ(text)) == ["CompleteCommitment"]


@pytest.mark.parametrize(
    ("text", "action", "due"),
    [
        ("the 10th the float plane charter needs confirming", "confirm float plane charter", "Thu 10 00:00"),
        ("the 12th: the boat trailer needs servicing", "service boat trailer", "Sat 12 00:00"),
        ("the 15th my passport photos need collecting", "collect passport photos", "Tue 15 00:00"),
        ("the 10th, need to pay rent", "pay rent", "Thu 10 00:00"),
    ],
)
def test_the_ordinal_opening_a_message_before_its_clause_is_its_day(text: str, action: str, due: str) -> None:
    [read] = READ(text)
    todo = read.otherwise if isinstance(read, MoveCommitment) else read  # a move of an open one, else new
    assert isinstance(read, MoveCommitment | NewCommitment), read
    assert (READ.when(read), isinstance(todo, NewCommitment)) == (due, True)
    assert action.split()[0] in read.action


@pytest.mark.parametrize("text", ["the 10th anniversary party", "the 3rd floor kitchen is flooded", "the 10th call"])
def test_an_ordinal_before_what_it_ranks_is_no_day(text: str) -> None:
    assert all(READ.when(i) != "Thu 10 00:00" for i in READ(text)), READ(text)


@pytest.mark.parametrize(
    ("text", "action", "due"),
    [
        ("in 48h the loaner sat phone goes back", "return the loaner sat phone", "Thu 10 07:45"),
        ("in 2 days the rental car goes back", "return the rental car", "Thu 10 00:00"),
    ],
)
def test_a_thing_that_goes_back_said_after_its_day_is_returned_then(text: str, action: str, due: str) -> None:
    assert READ.todos(READ(text)) == [(action, due)]


@pytest.mark.parametrize(
    ("text", "action", "due"),
    [
        ("sat 8:30 coral transect w/ Mereana", "coral transect w/ Mereana", "Sat 12 08:30"),
        ("tmrw 2pm site walk with Jo", "site walk with Jo", "Wed 09 14:00"),
        ("fri 10am budget chat w/ Priya", "budget chat w/ Priya", "Fri 11 10:00"),
        ("thurs 7pm rock climbing with Ana", "rock climbing with Ana", "Thu 10 19:00"),
    ],
)
def test_a_thing_done_with_someone_at_a_time_is_a_diary_line(text: str, action: str, due: str) -> None:
    assert [(a.replace("with", "w/"), d) for a, d in READ.todos(READ(text))] == [(action.replace("with", "w/"), due)]


@pytest.mark.parametrize(
    "text",
    ["sat 8:30 met w/ Mereana", "sat 8:30 i'm with Mereana", "mon 9am busy with Tom", "sat coral transect w/ Mereana"],
)
def test_a_sentence_or_a_day_without_its_time_is_no_outing(text: str) -> None:
    assert not any(isinstance(i, NewCommitment) for i in READ(text)), READ(text)


@pytest.mark.parametrize(
    ("text", "todos"),
    [
        (
            "snorkel hire at 9 tmrw, then lunch w/ Kirra",
            [("snorkel hire", "Wed 09 09:00"), ("lunch with Kirra", "Wed 09 00:00")],
        ),
        (
            "kayak hire 2pm fri then dinner w/ Sam",
            [("kayak hire", "Fri 11 14:00"), ("dinner with Sam", "Fri 11 00:00")],
        ),
        ("dentist tues 10am, then coffee w/ Ana", [("dentist", "Tue 15 10:00"), ("coffee with Ana", "Tue 15 00:00")]),
        ("dentist tues 10am, then gym", [("dentist", "Tue 15 10:00")]),  # a bare activity: offered
        ("bike hire sat 10am", [("bike hire", "Sat 12 10:00")]),
    ],
)
def test_gear_hire_and_an_occasion_after_then_are_the_days_diary(text: str, todos: list[tuple[str, str]]) -> None:
    assert READ.todos(READ(text)) == todos


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("the new hire starts at 9 tmrw", []),
        ("need to hire a van tmrw", [("hire a van", "Wed 09 00:00")]),
        ("the hire car goes back at 9 tmrw", [("return the hire car", "Wed 09 09:00")]),
    ],
)
def test_hire_of_a_person_or_of_a_named_thing_is_no_occasion(text: str, kept: list[tuple[str, str]]) -> None:
    assert READ.todos(READ(text)) == kept


def test_an_errand_after_then_is_still_offered() -> None:
    found = READ("haircut sat 11am, then groceries")
    assert READ.todos(found) == [("haircut", "Sat 12 11:00")] and kinds(found)[-1] == "Unclear"


@pytest.mark.parametrize(
    ("text", "resolved", "done"),
    [
        ("dishwasher works again and the lease renewal's signed", "dishwasher", "lease renewal"),
        ("the van starts fine now and the tax disc's renewed", "van", "tax disc"),
        ("printer prints again, and the toner's ordered", "printer", "toner"),
    ],
)
def test_a_thing_working_again_and_another_report_are_two(text: str, resolved: str, done: str) -> None:
    found = READ(text)
    assert [i.topic for i in found if isinstance(i, ResolveEpisode)] == [resolved], found
    assert any(isinstance(i, CompleteCommitment) and done in i.action for i in found), found


def test_a_present_verb_without_again_or_now_is_no_statement_to_cut_after() -> None:
    assert kinds(READ("email Ana and Bo updates")) == ["NewCommitment"]


@pytest.mark.parametrize(
    ("text", "topic", "detail"),
    [
        ("tender service → next wed, also the outboard's leaking oil", "outboard", "leaking oil"),
        ("service the van by fri, also the boiler's leaking water", "boiler", "leaking water"),
    ],
)
def test_a_machine_leaking_what_it_holds_is_a_trouble_beside_the_to_do(text: str, topic: str, detail: str) -> None:
    assert [(i.topic, i.detail) for i in READ(text) if isinstance(i, OpenEpisode)] == [(topic, detail)]


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("call the electrician at 4 re the switchboard, it keeps tripping", "switchboard"),
        ("book the plumber about the boiler tmrw, it keeps cutting out", "boiler"),
    ],
)
def test_it_after_a_call_about_a_thing_is_that_things_fault(text: str, topic: str) -> None:
    assert READ.opened(text) == [topic]


def test_it_after_a_call_about_a_season_is_no_fault() -> None:
    assert READ.opened("call mum about xmas, it's so far away") == []


ADAK = ZoneInfo("America/Adak")
FRIDAY = Reading(datetime(2031, 3, 7, 10, 20, tzinfo=ADAK), ADAK, fmt="%a %d %b")  # Friday 7 March


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("apr 2 is the deadline for the fishing license, apply b4 then", "apply for the fishing license"),
        ("apr 2 is the deadline for the permit application, submit it by then", "submit the permit application"),
        (
            "apr 2 is the deadline for the permit application, i need to submit it b4 then",
            "submit the permit application",
        ),
        ("apr 2 is the deadline for the 10k, register asap", "register for the 10k"),
    ],
)
def test_a_deadline_then_its_verb_is_one_to_do_due_the_deadline(text: str, action: str) -> None:
    assert FRIDAY.todos(FRIDAY(text)) == [(action, "Wed 02 Apr")]


def test_a_deadline_then_a_day_of_its_own_stays_two() -> None:
    found = FRIDAY("apr 2 is the deadline for the permit application, submit it by mar 20")
    assert ("submit the permit application", "Wed 02 Apr") not in FRIDAY.todos(found)


@pytest.mark.parametrize(
    ("text", "action", "due"),
    [
        ("by sat, i.e. tomorrow, the grant report has to go in", "submit the grant report", "Sat 08 Mar"),
        ("by sat, so tmrw, the rental van goes back", "return the rental van", "Sat 08 Mar"),
        ("by the 7th, aka today, the census form has to go in", "submit the census form", "Fri 07 Mar"),
    ],
)
def test_a_day_said_again_in_an_aside_is_the_same_day(text: str, action: str, due: str) -> None:
    [read] = FRIDAY(text)
    todo = read.otherwise if isinstance(read, MoveCommitment) else read
    assert isinstance(todo, NewCommitment) and (todo.action, FRIDAY.when(todo)) == (action, due), read


def test_an_aside_naming_another_day_is_not_taken() -> None:
    assert not FRIDAY("by fri, i.e. tomorrow, the grant report has to go in")  # said on a Friday: which?


@pytest.mark.parametrize(
    ("text", "action", "due"),
    [
        ("the rental van goes back by sat", "return the rental van", "Sat 08 Mar"),
        ("the library books go back by fri", "return the library books", "Fri 14 Mar"),
        ("the kayaks go back by wed", "return the kayaks", "Wed 12 Mar"),
        ("by fri the library books go back", "return the library books", "Fri 14 Mar"),
    ],
)
def test_a_thing_that_goes_back_by_a_day_is_returned_by_then(text: str, action: str, due: str) -> None:
    assert FRIDAY.todos(FRIDAY(text)) == [(action, due)]


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("the permit form goes in on the 12th", "submit the permit form"),
        ("permit renewal form goes in on the 12th, i'll lodge it", "lodge the permit renewal form"),
        ("the invoices will go out on the 12th", "send the invoices"),
        ("the grant report is due on the 12th, i'll write it", "write the grant report"),
    ],
)
def test_a_thing_that_goes_in_or_out_is_its_to_do_when_none_is_open(text: str, action: str) -> None:
    [move] = FRIDAY(text)
    assert isinstance(move, MoveCommitment) and isinstance(move.otherwise, NewCommitment), move
    assert (move.otherwise.action, FRIDAY.when(move.otherwise)) == (action, "Wed 12 Mar")


def test_a_thing_going_out_instead_is_only_a_move() -> None:
    [move] = FRIDAY("newsletter to go out at 2pm instead")
    assert isinstance(move, MoveCommitment) and move.otherwise is None, move


@pytest.mark.parametrize(
    ("text", "owner", "action"),
    [
        ("air con in unit 4 is broken, Jarrah will look at it sat", "Jarrah", "look at air con in unit 4"),
        ("the printer on level 2 is jammed, need to get it fixed sat", "me", "get the printer on level 2 fixed"),
        ("the fridge at the clinic is leaking, Sam will look at it sat", "Sam", "look at the fridge at the clinic"),
    ],
)
def test_it_after_a_broken_thing_and_where_it_is_names_both(text: str, owner: str, action: str) -> None:
    assert FRIDAY.owned(FRIDAY(text)) == [(action, owner, "Sat 08 Mar")]


def test_it_after_a_cancelled_thing_is_never_the_verb_glued_to_it() -> None:
    assert all(
        "got" not in action
        for action, _ in FRIDAY.todos(FRIDAY("the meeting on friday got cancelled, need to reschedule it"))
    )


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("clinic door done 🎨 — need to varnish the benches by sun", ("varnish the benches", "Sun 09 Mar")),
        ("gate painted 🎉 - gotta oil the hinges by sun", ("oil the hinges", "Sun 09 Mar")),
        ("parcel sent ✅ - call the courier sun", ("call the courier", "Sun 09 Mar")),
    ],
)
def test_a_dash_after_a_mark_only_joins_the_next_to_do(text: str, todo: tuple[str, str]) -> None:
    found = FRIDAY(text)
    assert kinds(found)[0] == "CompleteCommitment" and FRIDAY.todos(found) == [todo], found


@pytest.mark.parametrize(
    ("text", "action", "due"),
    [
        ("count me in for stacking chairs after the meeting tmrw", "stack chairs after the meeting", "Sat 08 Mar"),
        ("put me down for the washing up sat", "wash up", "Sat 08 Mar"),
        ("sign me up for marshalling the 10k on sun", "marshalling the 10k", "Sun 09 Mar"),
    ],
)
def test_a_job_offered_as_count_me_in_is_the_users(text: str, action: str, due: str) -> None:
    assert FRIDAY.todos(FRIDAY(text)) == [(action, due)]


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("wed 4pm parent teacher thing for Kiona, can't miss it", "parent teacher thing for Kiona"),
        ("wed 4pm parents teacher meeting for Kiona", "parents teacher meeting for Kiona"),
        ("wed 4pm parent-teacher interview", "parent-teacher interview"),
    ],
)
def test_a_parent_teacher_meeting_by_any_name_is_a_diary_line(text: str, action: str) -> None:
    assert [a for a, _ in FRIDAY.todos(FRIDAY(text))] == [action]


def test_a_parent_teacher_meeting_told_of_is_no_diary_line() -> None:
    assert not FRIDAY.todos(FRIDAY("the parent teacher thing was great"))
