"""Session 48 (s1): readings the lead found playing conversations typed as busy people type."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import MoveCommitment, NewCommitment, Question, StateClaim, Unclear
from tests.memory.understanding.reading import Reading, kinds

LONDON = ZoneInfo("Europe/London")
read = Reading(datetime(2026, 12, 7, 8, 5, tzinfo=LONDON), LONDON)  # a Monday morning in December


@pytest.mark.parametrize(
    "text", ["Steve the plumber's number?", "Dave the electrician's number?", "steve the plumber's number?"]
)
def test_someones_number_asked_with_a_mark_only_asks(text: str) -> None:
    (asked,) = read.asked(text)
    assert asked.kind in ("fact", "lookup")


def test_someones_number_said_is_kept() -> None:
    assert read.facts("Steve the plumber's number is 07700 900123") == [
        ("Steve the plumber", "phone", "07700 900123")
    ]


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("Dr Patel is the new consultant on ward 9", ("Dr Patel", "role", "consultant on ward 9")),
        ("Priya is the new charge nurse on ward 4b", ("Priya", "role", "charge nurse on ward 4b")),
        ("Dr Okafor's the new registrar on ward 12", ("Dr Okafor", "role", "registrar on ward 12")),
        ("Wanjiru took over as matron on ward 4", ("Wanjiru", "role", "matron on ward 4")),  # as before
    ],
)
def test_a_post_on_a_ward_by_its_number_keeps_the_ward(text: str, fact: tuple[str, str, str]) -> None:
    assert read.facts(text) == [fact]


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("Brandi's the new charge nurse on 3 west", ("Brandi", "role", "charge nurse")),
        ("Tolu is our team lead on the pharma project", ("Tolu", "role", "team lead")),
        ("Lou is the new receptionist at the clinic", ("Lou", "role", "receptionist")),
    ],
)
def test_the_users_own_place_still_goes_without_saying(text: str, fact: tuple[str, str, str]) -> None:
    assert read.facts(text) == [fact]


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("remind me to text sarah about sat", ("text sarah about sat", None)),
        ("need to ask Jo about friday", ("ask Jo about friday", None)),
        ("gotta txt sarah re: sat", ("text sarah re: sat", None)),
        ("remind me to email Tom regarding the 14th", ("email Tom regarding the 14th", None)),
    ],
)
def test_a_day_a_to_do_is_about_is_no_due(text: str, todo: tuple[str, str | None]) -> None:
    found = read(text)
    assert read.todos(found) == [todo]
    assert kinds(found) == ["NewCommitment"]


@pytest.mark.parametrize(
    ("text", "offered"),
    [
        ("txt sarah re: sat", "text sarah re: sat"),
        ("text sarah re sat", "text sarah re sat"),
        ("ask Jo about friday", "ask Jo about friday"),
        ("call mum re xmas", "call mum re xmas"),  # as session 38 has it
    ],
)
def test_a_bare_to_do_about_a_day_is_offered_as_said_with_no_due(text: str, offered: str) -> None:
    (asked,) = read(text)
    assert isinstance(asked, Unclear) and asked.proposal == NewCommitment(offered, "me", None, None)


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("txt sarah sat", ("text sarah", "Sat 12 00:00")),
        ("text sarah tmrw", ("text sarah", "Tue 08 00:00")),
        ("call the bank on monday re the mortgage offer", ("call the bank re the mortgage offer", "Mon 14 00:00")),
    ],
)
def test_a_day_said_as_when_is_still_the_due(text: str, todo: tuple[str, str | None]) -> None:
    assert read.todos(read(text)) == [todo]


@pytest.mark.parametrize("text", ["call mum about 3", "ask Jo about friday's meeting"])
def test_a_clock_about_or_a_day_naming_a_thing_is_no_topic_day(text: str) -> None:
    assert not read.todos(read(text))


def test_a_file_named_txt_keeps_its_name() -> None:
    from memory.understanding.normalise import normalise

    assert normalise("readme.txt is on the share") == "readme.txt is on the share"
    assert normalise("txted Jo") == "texted Jo"


@pytest.mark.parametrize(
    "text",
    [
        "who will Kenji report to",
        "who will kenji report to?",
        "who'll Kenji report to",
        "who will Kenji be reporting to",
        "who will Kenji report to in march",
    ],
)
def test_whom_someone_will_report_to_asks_their_manager(text: str) -> None:
    (asked,) = read.asked(text)
    assert (asked.kind, asked.subject.lower(), asked.predicate) == ("fact", "kenji", "manager")


def test_who_will_do_a_report_still_asks_its_doer() -> None:
    (asked,) = read.asked("who will send the report to Omar")
    assert asked.predicate != "manager"


@pytest.mark.parametrize(
    ("text", "year"),
    [
        ("what's Kenji's manager in march", 2027),
        ("who's Kenji's manager in march", 2027),
        ("who will Kenji report to in march", 2027),
        ("what was Kenji's manager in march", 2026),
        ("who was Kenji's manager last march", 2026),
    ],
)
def test_a_month_asked_in_the_present_is_the_one_ahead(text: str, year: int) -> None:
    (asked,) = read.asked(text)
    assert asked.at is not None and asked.at.start.astimezone(LONDON).year == year


@pytest.mark.parametrize(
    ("text", "promise"),
    [
        ("emailed IT about the vpn, they said they'll look at it tmrw", ("look at the vpn", "IT", "Tue 08 00:00")),
        ("emailed IT about the vpn. they said they'll look at it tmrw", ("look at the vpn", "IT", "Tue 08 00:00")),
        ("rang HR re the payslip, they'll sort it by fri", ("sort the payslip", "HR", "Fri 11 00:00")),
        (
            "called the landlord about the boiler, he said he'll fix it thurs",
            ("fix the boiler", "landlord", "Thu 10 00:00"),
        ),
    ],
)
def test_an_office_reached_promises_what_the_report_was_about(text: str, promise: tuple[str, str, str]) -> None:
    found = read(text)
    assert read.owned(found) == [promise]
    assert kinds(found)[0] == "CompleteCommitment"  # the user's own email or call, done


def test_a_promise_after_a_report_about_nothing_keeps_its_own_words() -> None:
    assert read.owned(read("called the broker, he'll send the forms tmrw")) == [
        ("send the forms", "broker", "Tue 08 00:00")
    ]


@pytest.mark.parametrize(
    ("text", "action", "day"),
    [
        ("ugh broker's off till wed, call him then", "call broker", "Wed 09"),
        ("Sam's away till fri, ring him then", "ring Sam", "Fri 11"),
    ],
)
def test_a_to_do_with_someone_put_off_till_they_are_back_is_a_move(text: str, action: str, day: str) -> None:
    found = read(text)
    assert kinds(found) == ["StateClaim", "MoveCommitment"]
    move = found[1]
    assert isinstance(move, MoveCommitment) and move.action == action
    assert (read.when(move) or "").startswith(day)
    assert isinstance(move.otherwise, NewCommitment)  # a new to-do when none with them is open


def test_a_to_do_on_another_day_than_the_return_stays_a_to_do() -> None:
    assert kinds(read("Sam's away till fri, ring him mon")) == ["StateClaim", "NewCommitment"]


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("mortgage rate is 4.1% fixed", ("mortgage", "rate", "4.1% fixed")),
        ("mortgage rate's 4.1% fixed", ("mortgage", "rate", "4.1% fixed")),
        ("the mortgage rate is now 4.1% fixed", ("mortgage", "rate", "4.1% fixed")),
    ],
)
def test_a_fixed_rate_is_a_fact_never_a_repair(text: str, fact: tuple[str, str, str]) -> None:
    assert read.facts(text) == [fact]
    assert read.resolved(text) == []


@pytest.mark.parametrize(("text", "topic"), [("the printer's fixed", "printer"), ("boiler 2 fixed", "boiler 2")])
def test_a_thing_fixed_is_still_mended(text: str, topic: str) -> None:
    assert read.resolved(text) == [topic]


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("recap the meeting notes for Dana by fri", ("recap the meeting notes for Dana", "Fri 11 00:00")),
        ("recap the call for Jo tmrw", ("recap the call for Jo", "Tue 08 00:00")),
        ("summarize my notes for Priya", ("summarize my notes for Priya", None)),
    ],
)
def test_recap_as_a_verb_of_the_users_thing_is_their_to_do(text: str, todo: tuple[str, str | None]) -> None:
    assert read.todos(read(text)) == [todo]


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("recap, what's due fri", "due_week"),
        ("recap: what do I owe Omar", "owed"),
        ("recap this week", "recall"),
        ("summarise the last week", "recall"),
        ("recap what happened with Omar", "recall"),
    ],
)
def test_recap_asked_of_recap_stays_a_question(text: str, kind: str) -> None:
    (asked,) = read.asked(text)
    assert isinstance(asked, Question) and asked.kind == kind


def test_nothing_here_is_unclear_or_a_fact_by_mistake() -> None:
    for text in ("gotta txt sarah re: sat", "recap the meeting notes for Dana by fri"):
        assert not [i for i in read(text) if isinstance(i, Unclear | StateClaim)]
