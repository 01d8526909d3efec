"""Session 45, helper c1: readings found by playing conversations typed in other Englishes."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import CancelCommitment, CompleteCommitment, CorrectTime, NewCommitment, OpenEpisode
from memory.understanding.normalise import normalise
from tests.memory.understanding.reading import Reading

LA = ZoneInfo("America/Los_Angeles")
read = Reading(datetime(2026, 12, 7, 16, 0, tzinfo=LA), LA)  # a Monday afternoon


@pytest.mark.parametrize(
    ("text", "target", "day"),
    [
        ("nvm essay due mon", "essay", "Mon 14"),
        ("never mind, essay due mon", "essay", "Mon 14"),
        ("scratch that, the inspection is on the 14th", "inspection", "Mon 14"),
        ("scrap that, inspection's the 14th", "inspection", "Mon 14"),
        # the "is" left out after a correction's lead, as notes leave it out
        ("actually essay due mon", "essay", "Mon 14"),
        ("no, lab report due friday", "lab report", "Fri 11"),
        ("sorry, the essay's due mon", "essay", "Mon 14"),  # with it, as before
    ],
)
def test_a_things_day_said_again_after_a_lead_puts_it_right(text: str, target: str, day: str) -> None:
    (found,) = read(text)
    assert isinstance(found, CorrectTime), found
    assert found.target == target and found.new is not None, found
    assert found.new.start.astimezone(LA).strftime("%a %d") == day, found


@pytest.mark.parametrize(
    "text",
    [
        "nvm the bakery's closed",  # a plan let go, and why
        "nvm, dinner's off",
        "essay due mon",  # no lead: a to-do of its own
        "actually, need to pay rent due friday",  # a to-do said after the lead
        "actually I have an essay due mon",
    ],
)
def test_what_follows_a_lead_that_names_no_things_day_is_no_date_put_right(text: str) -> None:
    assert not any(isinstance(i, CorrectTime) for i in read(text)), read(text)


def test_a_never_mind_with_a_reason_still_lets_the_plan_go() -> None:
    assert any(isinstance(i, CancelCommitment) for i in read("nvm the bakery's closed"))
    assert [i.action for i in read("essay due mon") if isinstance(i, NewCommitment)] == ["essay"]


CHICAGO = ZoneInfo("America/Chicago")
read_chicago = Reading(datetime(2026, 12, 7, 8, 0, tzinfo=CHICAGO), CHICAGO)


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        # the day said inside the reminder, a purpose after it: one to-do with its purpose
        (
            "remind me to call the dentist tomorrow at 9 to reschedule my cleaning",
            ("call the dentist to reschedule my cleaning", "Tue 08 09:00"),
        ),
        (
            "remind me to call the dentist tomorrow to book a cleaning",
            ("call the dentist to book a cleaning", "Tue 08 00:00"),
        ),
        # near-misses: the day said first, then the to-do
        ("remind me tomorrow to call the dentist", ("call the dentist", "Tue 08 00:00")),
        ("remind me on friday at 3 to ring mum", ("ring mum", "Fri 11 15:00")),
        ("remind me to go to the bank friday", ("go to the bank", "Fri 11 00:00")),
    ],
)
def test_a_reminder_with_its_day_inside_keeps_its_whole_to_do(text: str, todo: tuple[str, str]) -> None:
    assert read_chicago.todos(read_chicago(text)) == [todo]


MADRID = ZoneInfo("Europe/Madrid")
read_madrid = Reading(datetime(2026, 12, 7, 9, 0, tzinfo=MADRID), MADRID)


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        # a clock's half of the day said as Spanish or French says it ("de la mañana", "du matin")
        (
            "the meeting with the provider is the 15th at 10 of the morning",
            ("meeting with the provider", "Tue 15 10:00"),
        ),
        ("call the provider tomorrow at 4 of the afternoon", ("call the provider", "Tue 08 16:00")),
        ("call the provider tomorrow at 4 in the afternoon", ("call the provider", "Tue 08 16:00")),  # as before
    ],
)
def test_a_clock_of_the_morning_is_in_the_morning(text: str, todo: tuple[str, str]) -> None:
    assert read_madrid.todos(read_madrid(text)) == [todo]


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("top of the morning to you", "top of the morning to you"),  # no clock before it
        ("i worked at 3 of the night shifts", "i worked at 3 of the night shifts"),  # a thing of the night
        ("the 3 of the morning shifts are covered", "the 3 of the morning shifts are covered"),
    ],
)
def test_of_the_morning_with_no_clock_or_before_a_thing_stays(text: str, kept: str) -> None:
    assert normalise(text).lower() == kept


LONDON = ZoneInfo("Europe/London")
read_london = Reading(datetime(2026, 12, 7, 10, 0, tzinfo=LONDON), LONDON)


@pytest.mark.parametrize(
    "text",
    ["I am sorry, I made a mistake.", "I made a mistake", "made a silly mistake, sorry", "oops made a typo"],
)
def test_a_slip_owned_up_to_finishes_nothing(text: str) -> None:
    assert not any(isinstance(i, CompleteCommitment) for i in read_london(text)), read_london(text)


@pytest.mark.parametrize(
    ("text", "action"),
    [("made a cake for Ana", "made a cake for Ana"), ("I made the booking", "made the booking")],
)
def test_a_thing_made_is_still_done(text: str, action: str) -> None:
    assert [i.action for i in read_london(text) if isinstance(i, CompleteCommitment)] == [action]


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        # a reminder asked of a statement: what it states is kept
        ("Please remind me that the gas man is coming on Thursday at ten o'clock.", ("visit", "Thu 10 10:00")),
        ("remind me that the bins go out on Tuesday", ("take the bins out", "Tue 08 00:00")),
        ("remind me that I need to call Ana tomorrow", ("call Ana", "Tue 08 00:00")),  # as before
    ],
)
def test_a_reminder_of_what_is_so_keeps_it(text: str, todo: tuple[str, str]) -> None:
    assert read_london.todos(read_london(text)) == [todo]


def test_a_reminder_of_a_birthday_keeps_the_day() -> None:
    assert read_london.facts("remind me that Margaret's birthday is on the 20th") == [
        ("Margaret", "birthday", "20 December")
    ]


def test_a_reminder_of_something_undated_and_unplaced_is_no_to_do_of_that() -> None:
    assert not read_london.todos(read_london("remind me that the gas man is coming"))


@pytest.mark.parametrize(
    ("text", "target", "day"),
    [
        # the day of a visit put right, said with "on" and a comma as full sentences say it
        ("The gas man is coming on Friday, not Thursday.", "gas man", "Fri 11"),
        ("the gas man's coming round on Friday, not Thursday.", "gas man", "Fri 11"),
        ("Margaret is coming on Sunday not Saturday", "Margaret", "Sun 13"),
        ("the plumber is coming friday not thursday", "plumber", "Fri 11"),  # as before
    ],
)
def test_a_visits_day_put_right(text: str, target: str, day: str) -> None:
    (found,) = read_london(text)
    assert isinstance(found, CorrectTime) and found.target == target, found
    assert found.new is not None and found.new.start.astimezone(LONDON).strftime("%a %d") == day, found


def test_a_visit_said_once_is_no_correction() -> None:
    assert not any(isinstance(i, CorrectTime) for i in read_london("the plumber is coming on friday"))


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("tyler lowkey owes me 20 bucks", ("pay me 20 bucks", None)),
        ("essay due fri no cap", ("essay", "Fri 11 00:00")),
        ("lowkey need to call mom tmrw", ("call mom", "Tue 08 00:00")),
    ],
)
def test_slang_that_sets_the_tone_is_no_part_of_a_to_do(text: str, kept: tuple[str, str | None]) -> None:
    assert read.todos(read(text)) == [kept]


@pytest.mark.parametrize("text", ["my phone screen cracked fr", "my phone screen cracked fr fr"])
def test_a_slang_tag_after_a_problem_opens_it(text: str) -> None:
    assert read.opened(text) == ["phone screen"]


@pytest.mark.parametrize(
    ("text", "action"),
    [("need to send the fr form to Ana", "send the fr form to Ana")],  # "fr" inside is a word of the to-do
)
def test_a_slang_word_inside_stays(text: str, action: str) -> None:
    assert [t for t, _ in read.todos(read(text))] == [action]


@pytest.mark.parametrize(
    ("text", "owner", "action"),
    [
        # a full sentence opens with a capital "My" before whom it names by kin or role
        ("My daughter Margaret is coming to visit on Sunday for lunch.", "Margaret", "visit for lunch"),
        ("My neighbour Mrs Patel has kindly agreed to water my plants.", "Mrs Patel", "water my plants"),
        ("My boss Tom will send the report friday", "Tom", "send the report"),
        ("my sister Ana will water my plants", "Ana", "water my plants"),  # as before
    ],
)
def test_someone_named_after_my_and_their_kin_owns_their_promise(text: str, owner: str, action: str) -> None:
    found = [(i.owner, i.action) for i in read_london(text) if isinstance(i, NewCommitment)]
    assert found == [(owner, action)]


@pytest.mark.parametrize("text", ["The Smiths will bring the wine", "My plan is to visit Ana on Sunday"])
def test_a_capital_my_or_the_before_no_kin_names_no_one_new(text: str) -> None:
    assert not any(isinstance(i, NewCommitment) and i.owner in ("Smiths", "Ana") for i in read_london(text))


@pytest.mark.parametrize(
    ("text", "first", "todo"),
    [
        # dictated with no punctuation: a report, then "I need to …" with its "I"
        (
            "the dishwasher is leaking again I need to call somebody about that",
            "dishwasher",
            ("call somebody about that", None),
        ),
        (
            "the car is making a noise I must take it to the garage friday",
            "car",
            ("take the car to the garage", "Fri 11 00:00"),
        ),
    ],
)
def test_a_trouble_then_i_need_to_typed_with_no_stop(text: str, first: str, todo: tuple[str, str | None]) -> None:
    found = read_chicago(text)
    assert read_chicago.opened(text) == [first] and read_chicago.todos(found) == [todo], found


def test_a_done_then_i_need_to_typed_with_no_stop() -> None:
    found = read_chicago("paid the gas bill I need to pay the water bill by friday")
    assert [i.action for i in found if isinstance(i, CompleteCommitment)] == ["paid the gas bill"], found
    assert read_chicago.todos(found) == [("pay the water bill", "Fri 11 00:00")]


@pytest.mark.parametrize("text", ["Ana said I need to call her", "the thing I need to do is call Ana"])
def test_an_i_need_to_inside_one_clause_is_not_cut(text: str) -> None:
    assert not any(isinstance(i, OpenEpisode | CompleteCommitment) for i in read_chicago(text)), read_chicago(text)


KARACHI = ZoneInfo("Asia/Karachi")
read_karachi = Reading(datetime(2026, 12, 7, 10, 0, tzinfo=KARACHI), KARACHI)


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        # thanks to God or luck around the news: relief, no part of the thing
        ("fridge is working now alhamdulillah", "fridge"),
        ("Alhamdulillah the fridge is working now", "fridge"),
        ("phew the wifi is back", "wifi"),
        ("fridge is working now thank god", "fridge"),  # as before
    ],
)
def test_relief_around_a_fix_resolves_the_thing(text: str, topic: str) -> None:
    assert read_karachi.resolved(text) == [topic]


@pytest.mark.parametrize("text", ["thank god for Ana", "thank god"])
def test_relief_alone_keeps_nothing(text: str) -> None:
    assert read_karachi(text) == []


KL = ZoneInfo("Asia/Kuala_Lumpur")
read_kl = Reading(datetime(2026, 12, 7, 9, 0, tzinfo=KL), KL)


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        # Malaysian and Singapore English: a fault's plain verb before "again"
        (
            "the printer jam again at the office",
            "printer jam at the office",
        ),  # the place its scope, as "wifi down at home"
        ("aircon leak again", "aircon"),
        ("the server hang again", "server"),
    ],
)
def test_a_faults_plain_verb_before_again_opens_an_issue(text: str, topic: str) -> None:
    assert read_kl.opened(text) == [topic]


@pytest.mark.parametrize(
    "text",
    ["we jam again tonight", "let's jam again friday", "traffic jam again on the highway", "another paper jam again"],
)
def test_jamming_again_as_music_opens_nothing(text: str) -> None:
    assert read_kl.opened(text) == []


NY = ZoneInfo("America/New_York")
read_ny = Reading(datetime(2026, 12, 7, 13, 0, tzinfo=NY), NY)


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        # a student's tests are dated occasions, as an exam is
        ("bio midterm is on friday", ("bio midterm", "Fri 11 00:00")),
        ("the chem quiz is friday", ("chem quiz", "Fri 11 00:00")),
        ("my viva is on the 14th", ("viva", "Mon 14 00:00")),
    ],
)
def test_a_students_test_on_a_day_is_kept(text: str, todo: tuple[str, str]) -> None:
    assert read_ny.todos(read_ny(text)) == [todo]


@pytest.mark.parametrize("text", ["midterms are over", "the quiz was easy"])
def test_a_test_with_no_day_keeps_no_to_do(text: str) -> None:
    assert read_ny.todos(read_ny(text)) == []


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        # a day of the month typed without its ordinal, a clock time after it
        ("the meeting with the provider is the 15 at 10 of the morning", ("meeting with the provider", "Tue 15 10:00")),
        ("the dentist is on the 22 at 9:30", ("dentist", "Tue 22 09:30")),
    ],
)
def test_a_bare_day_number_before_a_clock_is_the_day(text: str, todo: tuple[str, str]) -> None:
    assert read_madrid.todos(read_madrid(text)) == [todo]


@pytest.mark.parametrize("text", ["catch the 15 at 10:40", "the score was the 3 at 2"])
def test_a_number_after_the_with_no_lead_is_no_day(text: str) -> None:
    assert "the 15th" not in normalise(text) and "the 3rd" not in normalise(text)


def test_a_provider_is_never_a_number() -> None:
    assert read_madrid.facts("the meeting with the provider is the 15") == []
    assert read_madrid.facts("the provider is Endesa now") == [("me", "provider", "Endesa")]
