"""Session 42's lead: readings found by playing conversations typed as busy people type."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import CompleteCommitment, DayAlone, MoveCommitment, NewCommitment, Question, StateClaim
from tests.memory.understanding.reading import Reading

VANCOUVER = ZoneInfo("America/Vancouver")
read = Reading(datetime(2026, 12, 7, 8, 5, tzinfo=VANCOUVER), VANCOUVER)  # a Monday morning


@pytest.mark.parametrize(
    ("text", "visit"),
    [
        ("the sterilizer tech comes tues at 9", ("visit", "sterilizer tech", "Tue 08 09:00")),
        ("the tech comes tmrw", ("visit", "tech", "Tue 08 00:00")),
        ("our electrician comes to fix the fuse box thurs at 8", ("fix the fuse box", "electrician", "Thu 10 08:00")),
        ("the inspector comes by friday morning", ("visit", "inspector", "Fri 11 05:00")),
        ("Kofi pops round sat arvo", ("visit", "Kofi", "Sat 12 12:00")),
        ("the cleaner visits on the 14th", ("visit", "cleaner", "Mon 14 00:00")),
    ],
)
def test_a_visit_said_in_the_simple_present_is_theirs_then(text: str, visit: tuple[str, str, str]) -> None:
    assert read.owned(read(text)) == [visit]


@pytest.mark.parametrize("text", ["price drops friday", "the bin lorry comes tues", "my mum visits every sunday"])
def test_what_comes_with_no_caller_or_no_one_day_is_no_visit(text: str) -> None:
    assert read.owned(read(text)) == []


@pytest.mark.parametrize(
    ("text", "day"),
    [
        ("tmrw", "Tue 08 00:00"),
        ("by friday", "Fri 11 00:00"),
        ("thurs 3pm pls", "Thu 10 15:00"),
        ("fri latest", "Fri 11 00:00"),
        ("tomorrow morning ideally", "Tue 08 05:00"),
        ("3pm", "Mon 07 15:00"),
        ("b4 the 9th", "Tue 08 00:00"),
    ],
)
def test_a_message_that_is_only_a_day_says_so(text: str, day: str) -> None:
    found = read(text)
    assert len(found) == 1 and isinstance(found[0], DayAlone), found
    assert found[0].due.start.astimezone(VANCOUVER).strftime(read.fmt) == day


@pytest.mark.parametrize("text", ["yesterday", "since monday", "last friday", "tmrw is the big day", "ok"])
def test_a_day_gone_by_or_said_with_more_is_no_day_alone(text: str) -> None:
    assert not any(isinstance(i, DayAlone) for i in read(text))


@pytest.mark.parametrize(
    "text",
    [
        "how are you", "hru", "how r u", "hey how's it going?", "how was your weekend", "how's your day",
        "you good?", "what's up", "you there?", "hi recap, how are you doing today",
    ],
)
def test_a_social_question_to_recap_asks_nothing_of_memory(text: str) -> None:
    assert read(text) == []


@pytest.mark.parametrize("text", ["what's up with the printer", "how was the meeting", "what's new with the project"])
def test_a_question_about_something_else_is_still_one(text: str) -> None:
    assert [type(i) for i in read(text)] == [Question]



@pytest.mark.parametrize(
    ("text", "done"),
    [
        ("ordered new cups from Kiwi Packaging, should land thurs", "order new cups from Kiwi Packaging"),
        ("bought a new printer - being delivered wed", "buy new printer"),
        ("got the tiles from Bunnings, should be here by sat", "get tiles from Bunnings"),
    ],
)
def test_a_thing_ordered_then_when_it_comes_is_the_order_done_and_no_todo(text: str, done: str) -> None:
    found = read(text)
    assert [(i.action, i.past_tense) for i in found if isinstance(i, CompleteCommitment)] == [(done, True)]
    assert read.todos(found) == []  # never "land", due thursday


def test_what_was_ordered_is_an_order_done() -> None:
    found = read("ordered a new router, arriving friday")
    done = [(i.action, i.past_tense) for i in found if isinstance(i, CompleteCommitment)]
    assert done == [("order new router", True)]


@pytest.mark.parametrize(
    "text", ["snow arriving thurs", "mum arrives fri", "Nani's flight lands sat", "ordered pizza lol"]
)
def test_no_thing_on_its_way_is_no_delivery(text: str) -> None:
    assert not any(isinstance(i, NewCommitment) and i.action.endswith("arriving") for i in read(text))



@pytest.mark.parametrize("text", ["mum arrived", "Kofi's here", "spring is here"])
def test_a_person_or_a_season_come_is_no_delivery(text: str) -> None:
    assert not any(isinstance(i, CompleteCommitment) for i in read(text))


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("gst filing for Mehta & Sons due 20th, pls remind", ("gst filing for Mehta and Sons", "Sun 20 00:00")),
        ("tds payment by 7th jan kindly remind", ("tds payment", "Thu 07 00:00")),
        ("pay rent by the 10th, remind pls", ("pay rent", "Thu 10 00:00")),
    ],
)
def test_a_bare_remind_after_the_todo_is_how_it_was_asked(text: str, todo: tuple[str, str]) -> None:
    assert read.todos(read(text)) == [todo]


@pytest.mark.parametrize(
    ("text", "visit"),
    [
        ("the electrician for the coc is coming thurs 8am", ("visit for the coc", "electrician", "Thu 10 08:00")),
        ("plumber for the geyser comes fri at 9", ("visit for the geyser", "plumber", "Fri 11 09:00")),
    ],
)
def test_a_caller_said_with_what_they_come_for_visits(text: str, visit: tuple[str, str, str]) -> None:
    assert read.owned(read(text)) == [visit]


@pytest.mark.parametrize("text", ["the guy from Telkom is coming tmrw", "Sipho from work is coming sat"])
def test_someone_coming_is_no_delivery(text: str) -> None:
    assert not any(isinstance(i, NewCommitment) and i.action.endswith("arriving") for i in read(text))


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("show house at 14 Jacaranda Rd sat 10-1", ("show house at 14 Jacaranda Rd", "Sat 12 10:00")),
        ("braai at Sipho's sat 2pm", ("braai at Sipho's", "Sat 12 14:00")),
        ("lease signing wed 11am", ("lease signing", "Wed 09 11:00")),
    ],
)
def test_more_occasions_are_diary_lines(text: str, todo: tuple[str, str]) -> None:
    assert read.todos(read(text)) == [todo]


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("the deadline for the tender is the 15th", ("deadline for the tender", "Tue 15 00:00")),
        ("the closing date for the tender is the 15th", ("closing date for the tender", "Tue 15 00:00")),
        ("transfer date for Pillay is 22 Jan", ("transfer date for Pillay", "Fri 22 00:00")),
        ("the party is the 19th", ("party", "Sat 19 00:00")),
    ],
)
def test_a_dated_thing_that_is_the_nth_is_on_that_day(text: str, todo: tuple[str, str]) -> None:
    assert read.todos(read(text)) == [todo]


@pytest.mark.parametrize("text", ["she is the 15th in line", "our table is the 15th", "Kofi was the 3rd"])
def test_someone_or_something_that_is_the_nth_is_a_rank(text: str) -> None:
    assert read.todos(read(text)) == []


@pytest.mark.parametrize(
    "text", ["landlord's raising rent to 1100 from jan", "landlord is putting rent up to 1100 from january"]
)
def test_a_figure_raised_by_its_setter_said_without_the_is_its_own(text: str) -> None:
    found = read(text)
    assert [(i.subject, i.predicate, i.value) for i in found if isinstance(i, StateClaim)] == [("me", "rent", "1100")]


@pytest.mark.parametrize("text", ["morning!", "evening!", "good night", "Morning all"])
def test_a_greeting_is_no_day_alone(text: str) -> None:
    assert read(text) == []


@pytest.mark.parametrize(
    ("text", "window"),
    [("what's next week like", "Mon 14 00:00"), ("whats tmrw like?", "Tue 08 00:00"),
     ("how's the weekend looking like", "Sat 12 00:00")],
)
def test_a_window_asked_as_a_look_is_its_agenda(text: str, window: str) -> None:
    found = read(text)
    assert [(i.kind, i.at.start.astimezone(VANCOUVER).strftime(read.fmt)) for i in found if isinstance(i, Question)
            and i.at is not None] == [("due_week", window)]


@pytest.mark.parametrize("text", ["mr lim meeting postpone to thurs", "the standup reschedule to thurs"])
def test_a_move_said_with_a_bare_verb_moves(text: str) -> None:
    found = read(text)
    assert [read.when(i) for i in found if isinstance(i, MoveCommitment)] == ["Thu 10 00:00"]


def test_a_trailing_also_is_no_part_of_the_todo() -> None:
    assert read.todos(read("later need to buy lunch for the team also")) == [("buy lunch for the team", None)]


@pytest.mark.parametrize("text", ["Wei Ling taking MC today", "Raj is on MC till fri", "Raj on mc today"])
def test_on_mc_is_sick_leave(text: str) -> None:
    found = read(text)
    assert [i.predicate for i in found if isinstance(i, StateClaim)] == ["status"]
    assert all("sick leave" in i.value for i in found if isinstance(i, StateClaim))


def test_getting_an_mc_is_still_a_todo() -> None:
    assert read.todos(read("need to get an mc from the clinic")) == [("get an mc from the clinic", None)]


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("prod deploy friday 4pm", ("prod deploy", "Fri 11 16:00")),
        ("v2 release tues", ("v2 release", "Tue 08 00:00")),
        ("go-live is friday 4pm", ("go-live", "Fri 11 16:00")),
    ],
)
def test_a_dated_moment_of_work_or_school_is_a_diary_line(text: str, todo: tuple[str, str]) -> None:
    assert read.todos(read(text))[:1] == [todo]


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("Biscuit's vet appt is thurs 11am", ("Biscuit's vet appt", "Thu 10 11:00")),
        ("Mia's dentist appt is on fri at 3", ("Mia's dentist appt", "Fri 11 15:00")),
        ("Leo's parent teacher meeting is wed 4pm", ("Leo's parent teacher meeting", "Wed 09 16:00")),
    ],
)
def test_someones_appointment_is_a_diary_line_never_their_role(text: str, todo: tuple[str, str]) -> None:
    found = read(text)
    assert read.todos(found) == [todo]
    assert not any(isinstance(i, StateClaim) for i in found)


@pytest.mark.parametrize("text", ["the plumber never turned up", "parcel still not here", "the electrician showed up"])
def test_nothing_come_or_a_caller_come_is_no_delivery_come(text: str) -> None:
    assert not any(isinstance(i, CompleteCommitment) and i.action.endswith("arriving") for i in read(text))


@pytest.mark.parametrize(
    "text", ["must cancel the newspaper delivery by the 2nd", "hotfix landed, mobile app no longer crashing"]
)
def test_a_deed_or_a_change_shipped_is_no_delivery(text: str) -> None:
    found = [i for i in read(text) if isinstance(i, NewCommitment | CompleteCommitment)]
    assert not any(i.action.endswith("arriving") for i in found)


@pytest.mark.parametrize(
    "text",
    [
        "got an extension on the essay — it's due June 7 now",
        "the etsy orders for the enamel pins need to ship by tmrw",
        "christmas came early, the new espresso machine is a dream ☕",
    ],
)
def test_a_deadline_a_job_to_send_or_a_day_come_is_no_delivery(text: str) -> None:
    found = [i for i in read(text) if isinstance(i, NewCommitment | CompleteCommitment)]
    assert not any(i.action.endswith("arriving") for i in found)


@pytest.mark.parametrize(
    "text",
    ["church bake sale sold out by noon, the auntie crew never misses", "the kids have school holidays from the 1st"],
)
def test_news_of_a_sale_or_the_holidays_is_no_diary_line(text: str) -> None:
    assert read.todos(read(text)) == []


@pytest.mark.parametrize("text", ["i can have the car till monday", "I can stay till 5"])
def test_having_a_thing_or_staying_till_a_day_is_no_leave(text: str) -> None:
    assert not any(isinstance(i, MoveCommitment) for i in read(text))


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("remind me to book a plumber for thurs 10am", ("book a plumber", "Thu 10 10:00")),
        ("remind me to book a commissioner for thurs 10am", ("book a commissioner", "Thu 10 10:00")),
        ("remind me to sign up for the 10k", ("sign up for the 10k", None)),
    ],
)
def test_a_reminders_date_takes_its_connector_with_it(text: str, todo: tuple[str, str | None]) -> None:
    assert read.todos(read(text)) == [todo]


@pytest.mark.parametrize(
    ("text", "done", "todo"),
    [
        ("ordered 20 bales of lucerne, pick up fri", "order 20 bales of lucerne",
         ("pick up 20 bales of lucerne", "Fri 11 00:00")),
        ("ordered the flowers - pickup thurs 10am", "order flowers", ("pick up the flowers", "Thu 10 10:00")),
        ("got the tyres ordered, collect monday", "order tyres", ("collect the tyres", "Mon 14 00:00")),
    ],
)
def test_a_thing_ordered_then_fetched_on_a_day_is_fetched_then(text: str, done: str, todo: tuple[str, str]) -> None:
    found = read(text)
    assert [i.action for i in found if isinstance(i, CompleteCommitment)] == [done]
    assert read.todos(found) == [todo]
