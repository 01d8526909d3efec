"""Session 47's lead: readings found by playing conversations typed as busy people type."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import CompleteCommitment, NewCommitment, Question, StateClaim, Unclear, sign_of
from tests.memory.understanding.reading import Reading, kinds

LONDON = ZoneInfo("Europe/London")
read = Reading(datetime(2026, 12, 7, 8, 5, tzinfo=LONDON), LONDON)  # a Monday morning


@pytest.mark.parametrize(
    ("text", "offered", "due"),
    [
        ("Olly has a dentist appt on the 14th at 3.40", "Olly's dentist appt", "Mon 14 15:40"),
        ("Olly's got the dentist tmrw at 4", "Olly's dentist", "Tue 08 16:00"),
        ("James has a hospital appointment thurs", "James' hospital appointment", "Thu 10 00:00"),
    ],
)
def test_a_named_persons_care_visit_is_offered_never_kept(text: str, offered: str, due: str) -> None:
    """Olly may be the user's child or a colleague: the visit is offered, not kept unasked."""
    (asked,) = read(text)
    assert isinstance(asked, Unclear) and isinstance(asked.proposal, NewCommitment)
    assert (asked.proposal.action, read.when(asked.proposal)) == (offered, due)


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("mum has cardiology appt thurs at 2:15", ("mum's cardiology appt", "Thu 10 14:15")),  # a parent's care
        ("Ella has ballet sat at 10", ("Ella's ballet", "Sat 12 10:00")),  # a child's club
        ("we have a dentist appt on the 14th", ("dentist appt", "Mon 14 00:00")),  # the user's own
        ("we have the vet thurs at 10", ("vet", "Thu 10 10:00")),
    ],
)
def test_a_parents_a_childs_and_our_own_diary_lines_are_kept(text: str, kept: tuple[str, str]) -> None:
    assert read.todos(read(text)) == [kept]


@pytest.mark.parametrize(
    "text", ["Tom has a meeting at 3 tmrw", "Olly had a dentist appt on the 4th", "we have a new manager from monday"]
)
def test_someones_meeting_a_past_visit_or_a_new_manager_is_no_diary_line(text: str) -> None:
    found = read(text)
    assert not [i for i in found if isinstance(i, NewCommitment)]
    assert not [i for i in found if isinstance(i, Unclear) and i.proposal is not None]


@pytest.mark.parametrize(
    "text",
    ["will the parcel arrive fri", "will the plumber come tmrw", "should the bins go out tmrw", "will it rain tmrw"],
)
def test_a_modal_before_its_subject_asks_and_keeps_nothing(text: str) -> None:
    assert kinds(read(text)) == ["Question"]


@pytest.mark.parametrize(
    ("text", "action"), [("will do the report fri", "do the report"), ("will call the bank tmrw", "call the bank")]
)
def test_will_with_no_subject_is_still_my_plan(text: str, action: str) -> None:
    assert [i.action for i in read(text) if isinstance(i, NewCommitment)] == [action]


@pytest.mark.parametrize(
    "text",
    [
        "tmrw 9am standup w/ design then lunch w priya at 1",
        "tmrw 9am standup w/ design and lunch w priya at 1",
    ],
)
def test_a_second_diary_line_with_only_a_clock_takes_the_first_ones_day(text: str) -> None:
    assert read.todos(read(text)) == [("standup with design", "Tue 08 09:00"), ("lunch with priya", "Tue 08 13:00")]


def test_two_diary_lines_each_with_its_day_keep_their_own() -> None:
    assert read.todos(read("fri 10:30 dentist and haircut at 2")) == [
        ("dentist", "Fri 11 10:30"),
        ("haircut", "Fri 11 14:00"),
    ]


@pytest.mark.parametrize(
    "text",
    ["wait what's due tomorrow", "wait, what's due tomorrow?", "hang on what do i have friday", "hmm whats on fri"],
)
def test_a_hesitation_before_a_question_leaves_the_question(text: str) -> None:
    (asked,) = read(text)
    assert isinstance(asked, Question) and asked.kind != "recall"


def test_a_hesitation_before_a_correction_still_corrects() -> None:
    assert kinds(read("wait the deck is due weds not tmrw")) != ["Question"]


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("Priya is now heading the payments team", ("payments team", "owner", "Priya")),
        ("Priya is heading the payments team", ("payments team", "owner", "Priya")),
        ("Priya's heading up the new team", ("new team", "owner", "Priya")),
    ],
)
def test_heading_a_team_is_holding_it(text: str, fact: tuple[str, str, str]) -> None:
    assert read.facts(text) == [fact]


@pytest.mark.parametrize(
    "text", ["Priya is heading to Lisbon tmrw", "Priya's heading home", "Priya is heading out at 5"]
)
def test_heading_somewhere_holds_nothing_and_finishes_nothing(text: str) -> None:
    assert not [i for i in read(text) if isinstance(i, StateClaim | CompleteCommitment)]


@pytest.mark.parametrize("text", ["the party is at jake's", "actually the party is at jake's"])
def test_a_place_said_by_its_people_is_no_owner(text: str) -> None:
    assert not [i for i in read(text) if getattr(i, "predicate", None) == "owner"]


def test_a_thing_said_to_be_someones_still_has_its_owner() -> None:
    assert read.facts("the drill is jake's") == [("drill", "owner", "jake")]


DUBLIN = ZoneInfo("Europe/Dublin")
read_dublin = Reading(datetime(2026, 12, 7, 8, 5, tzinfo=DUBLIN), DUBLIN)


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("pls remind me to chase IT wed if vpn still broken", ("chase IT", "Wed 09 00:00")),
        ("remind me to chase IT on wed if the vpn is still down", ("chase IT", "Wed 09 00:00")),
        ("ring the landlord fri if the heating's not fixed by then", ("ring the landlord", "Fri 11 00:00")),
        ("call the plumber tmrw if it's still leaking", ("call the plumber", "Tue 08 00:00")),
        ("chase Omar for the figures if nothing by wed", ("chase Omar for the figures", "Wed 09 00:00")),  # as before
    ],
)
def test_a_fallbacks_trigger_is_why_never_what_or_an_issue(text: str, todo: tuple[str, str]) -> None:
    found = read_dublin(text)
    assert read_dublin.todos(found) == [todo]
    assert kinds(found) == ["NewCommitment"]


@pytest.mark.parametrize("text", ["if the vpn is still down tmrw I'll scream", "if the trains strike again i'd drive"])
def test_a_what_if_is_still_no_to_do(text: str) -> None:
    assert not read_dublin.todos(read_dublin(text))


@pytest.mark.parametrize("text", ["nan rang me instead lol", "sent the invoice haha", "finally paid the gas bill lmao"])
def test_a_laugh_after_a_deed_still_hints_it_was_done(text: str) -> None:
    sign = sign_of(text, now=read.now, tz=LONDON)
    assert sign is not None and sign.kind == "done"


@pytest.mark.parametrize(
    "text",
    [
        "remind me never to go to ikea on a saturday lol",
        "gym at 6 lol",
        "cancelled netflix haha",
        "the plumber called my neighbour instead of me lol",
    ],
)
def test_a_laugh_after_anything_else_hints_nothing(text: str) -> None:
    assert sign_of(text, now=read.now, tz=LONDON) is None


@pytest.mark.parametrize("text", ["dropped the parcel off", "dropped the kids at school"])
def test_dropping_something_off_is_no_sign_of_calling_it_off(text: str) -> None:
    sign = sign_of(text, now=read.now, tz=LONDON)
    assert sign is None or sign.kind != "cancel"


@pytest.mark.parametrize(
    "text", ["anything I'm owed", "anything im owed?", "am i owed anything", "is anyone owing me money"]
)
def test_what_the_user_is_owed_asks_what_others_owe(text: str) -> None:
    (asked,) = read.asked(text)
    assert asked.kind == "theirs"


@pytest.mark.parametrize(
    ("text", "todos"),
    [
        ("Mon: dentist 9:15, team lunch 12:30", [("dentist", "Mon 07 09:15"), ("team lunch", "Mon 07 12:30")]),
        ("team lunch 12:30 mon", [("team lunch", "Mon 07 12:30")]),
        ("tmrw lunch w/ Carme 1pm", [("lunch with Carme", "Mon 07 13:00")]),  # as before
    ],
)
def test_a_lunch_with_its_clock_is_the_occasion_never_lunchtime(text: str, todos: list[tuple[str, str]]) -> None:
    sunday_night = Reading(datetime(2026, 12, 6, 20, 5, tzinfo=DUBLIN), DUBLIN)
    assert sunday_night.todos(sunday_night(text)) == todos


@pytest.mark.parametrize(("text", "due"), [("email Jo before lunch tmrw", "Tue 08"), ("call mum at lunch", "Mon 07")])
def test_lunch_said_as_a_time_stays_lunchtime(text: str, due: str) -> None:
    (todo,) = read_dublin(text)
    assert read_dublin.when(todo) is not None and read_dublin.when(todo).startswith(due)


@pytest.mark.parametrize(
    "text", ["who's Kenji reporting to", "whos kenji reporting to", "who does Kenji report to from feb"]
)
def test_whom_someone_reports_to_asks_their_manager(text: str) -> None:
    (asked,) = read.asked(text)
    assert (asked.kind, asked.subject.lower(), asked.predicate) == ("fact", "kenji", "manager")


@pytest.mark.parametrize("text", ["swapped my sat shift with Grace", "covered Tom's shift fri"])
def test_a_past_deed_with_a_day_is_no_diary_line_to_offer(text: str) -> None:
    sign = sign_of(text, now=read.now, tz=LONDON)
    assert sign is None or sign.kind != "todo"


@pytest.mark.parametrize(("text", "entry"), [("shift sat 7am", "shift"), ("dentist thurs at 3", "dentist")])
def test_a_diary_line_with_no_verb_is_still_kept(text: str, entry: str) -> None:
    assert read.todos(read(text))[0][0] == entry


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("don't forget the school play is on thursday", ("school play", "Thu 10 00:00")),
        ("don't forget that book club's on the 14th", ("book club", "Mon 14 00:00")),
        ("grandad's 80th on the 19th", ("grandad's 80th", "Sat 19 00:00")),
        ("Sam's 40th is sat", ("Sam's 40th", "Sat 12 00:00")),
        ("Forwarded from Mum: don't forget grandad's 80th is on the 19th!", ("grandad's 80th", "Sat 19 00:00")),
        ("fwd: need to renew the TV licence by the 31st", ("renew the TV licence", "Thu 31 00:00")),
    ],
)
def test_an_occasion_not_to_forget_and_a_birthday_by_its_age_are_in_the_diary(text: str, todo: tuple[str, str]) -> None:
    found = read(text)
    assert read.todos(found) == [todo]
    assert kinds(found) == ["NewCommitment"]


@pytest.mark.parametrize("text", ["Sam's 40th was great", "the 40th is sat", "dont forget the meeting was moved"])
def test_a_past_birthday_a_bare_ordinal_or_a_move_keeps_no_diary_line(text: str) -> None:
    assert not read.todos(read(text))


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("cant make the 3pm with Jo, call her tmrw", ("call her", "Tue 08 00:00")),
        ("cant make the 3pm with Jo, ask her if 4 works", ("ask her if 4 works", None)),
    ],
)
def test_a_to_do_after_a_plan_the_user_cannot_keep_is_kept(text: str, todo: tuple[str, str | None]) -> None:
    assert read.todos(read(text)) == [todo]


def test_a_plan_not_kept_with_a_feeling_after_keeps_nothing() -> None:
    assert not read.todos(read("can't make it tonight, so tired"))


@pytest.mark.parametrize(
    ("text", "target"),
    [
        ("knocked the spare room on the head, no guests now", "spare room"),
        ("we've knocked the trip on the head", "trip"),
    ],
)
def test_a_plan_knocked_on_the_head_is_called_off_never_done(text: str, target: str) -> None:
    found = read(text)
    assert kinds(found) == ["CancelCommitment"]
    assert found[0].action == target


@pytest.mark.parametrize("text", ["garage says the clicking is a cv joint, booked in for thurs", "booked in for thurs"])
def test_a_booking_that_names_nothing_booked_keeps_no_to_do_named_by_its_particle(text: str) -> None:
    for intent in read(text):
        todo = intent.otherwise if isinstance(intent, CompleteCommitment) else intent
        assert not (isinstance(todo, NewCommitment) and todo.action.lower() in ("in", "booked in"))


def test_a_thing_booked_in_is_still_its_appointment() -> None:
    (done,) = read("car's booked in for thurs")
    assert isinstance(done, CompleteCommitment) and isinstance(done.otherwise, NewCommitment)
    assert done.otherwise.action == "car booked in"


@pytest.mark.parametrize(
    ("text", "topic"),
    [("laptop's behaving itself since the update", "laptop"), ("the printer has been behaving all week", "printer")],
)
def test_a_thing_behaving_again_is_its_issue_resolved(text: str, topic: str) -> None:
    assert read.resolved(text) == [topic]


@pytest.mark.parametrize("text", ["the kids are behaving", "Tom's behaving himself"])
def test_people_behaving_resolve_nothing(text: str) -> None:
    assert read.resolved(text) == []


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("Aroha's new job is at Te Papa", ("Aroha", "employer", "Te Papa")),
        ("Aroha's job is at the museum", ("Aroha", "employer", "museum")),
    ],
)
def test_where_someones_job_is_is_their_employer(text: str, fact: tuple[str, str, str]) -> None:
    assert read.facts(text) == [fact]


def test_a_job_judged_is_no_employer() -> None:
    assert read.facts("Aroha's new job is great") == []


@pytest.mark.parametrize("text", ["where will Aroha be living", "where will Aroha live"])
def test_where_someone_will_live_asks_their_location(text: str) -> None:
    (asked,) = read.asked(text)
    assert (asked.kind, asked.subject, asked.predicate) == ("fact", "Aroha", "location")


@pytest.mark.parametrize("text", ["laptop's behaving strangely", "the laptop's behaving oddly again"])
def test_a_thing_behaving_oddly_is_its_issue(text: str) -> None:
    assert read.opened(text) == ["laptop"]


def test_children_behaving_badly_open_nothing() -> None:
    assert read.opened("the kids are behaving badly") == []


def test_a_booking_in_for_a_thing_is_that_appointment() -> None:
    (done,) = read("booked in for a haircut sat 10am")
    assert isinstance(done, CompleteCommitment) and isinstance(done.otherwise, NewCommitment)
    assert (done.otherwise.action, read.when(done.otherwise)) == ("haircut", "Sat 12 10:00")


def test_a_hesitation_alone_asks_nothing() -> None:
    assert not [i for i in read("wait what") if isinstance(i, Question)]


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("our plumber is Steve", ("me", "plumber", "Steve")),
        ("our accountant is Priya", ("me", "accountant", "Priya")),
        ("our plumber is Gareth Jones", ("me", "plumber", "Gareth Jones")),  # as before
    ],
)
def test_our_service_person_named_by_a_first_name_is_kept(text: str, fact: tuple[str, str, str]) -> None:
    assert read.facts(text) == [fact]


@pytest.mark.parametrize("text", ["our vet is Scottish", "our vet is French", "our plumber is useless"])
def test_our_service_person_said_by_a_nationality_or_a_judgement_names_no_one(text: str) -> None:
    assert read.facts(text) == []


@pytest.mark.parametrize(
    ("text", "todos"),
    [
        (
            "yo recap, need to book flights to lisbon + sort a hotel",
            [("book flights to lisbon", None), ("sort a hotel", None)],
        ),
        ("recap: call mum tmrw", [("call mum", "Tue 08 00:00")]),
    ],
)
def test_recap_called_by_its_name_is_no_part_of_what_is_said(text: str, todos: list[tuple[str, str | None]]) -> None:
    assert read.todos(read(text)) == todos


def test_recap_called_by_its_name_before_a_question_leaves_the_question() -> None:
    (asked,) = read.asked("hey recap what's due tmrw")
    assert asked.kind == "due_week"
