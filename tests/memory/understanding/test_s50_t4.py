"""Session 50 (t4): issues and small talk of the blind48 corpus and the conversation misses the lead
saw ("cal mum tmrow", a routine's morning hour, a crash told with its recovery, a one-day closure,
a fact to come with no day), each rule with other wordings and the near misses that read as before."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory import episodes
from memory.asks import never_silent
from memory.understanding import (
    CompleteCommitment,
    NewCommitment,
    OpenEpisode,
    ResolveEpisode,
    StateClaim,
    Unclear,
    extract,
    small_talk,
)
from tests.memory.understanding.reading import Reading, kinds

LONDON = ZoneInfo("Europe/London")
MORNING = datetime(2026, 12, 7, 10, 0, tzinfo=LONDON)  # a Monday, 10:00: a 9:15 of today has gone by
read = Reading(MORNING, LONDON)
JUJUY = ZoneInfo("America/Argentina/Jujuy")
FIELD = Reading(datetime(2038, 11, 21, 9, 0, tzinfo=JUJUY), JUJUY)


def _asked(text: str, reading: Reading = read) -> str | None:
    """The question recap asks of ``text`` with nothing stored, or None when it keeps quiet."""
    ask = never_silent(text, reading(text), [], [], now=reading.now, tz=reading.tz)
    return ask.question if ask is not None else None


# --- "cal" for "call", where a verb stands ----------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "action", "due"),
    [
        ("cal mum tmrow evening", "call mum", "Tue 08 17:00"),
        ("cal the dentist friday", "call the dentist", "Fri 11 00:00"),
        ("pls cal Bob back tmrw", "call Bob back", "Tue 08 00:00"),
        ("ok, cal the vet tmrw", "call the vet", "Tue 08 00:00"),
    ],
)
def test_cal_is_call_where_a_verb_stands(text: str, action: str, due: str) -> None:
    assert read.todos(read(text)) == [(action, due)]


def test_cal_after_need_to_is_call() -> None:
    assert read.todos(read("need to cal the garage")) == [("call the garage", None)]


@pytest.mark.parametrize(
    "text", ["my cal is full tmrw", "cal invite for the standup", "Cal is coming friday", "check the cal for friday"]
)
def test_the_calendar_or_a_name_is_no_call(text: str) -> None:
    assert not any(isinstance(i, NewCommitment) and "call" in i.action for i in read(text))


# --- a routine's bare clock keeps its hour ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "due"),
    [
        ("standup every day at 9:15", "Tue 08 December 2026 09:15"),
        ("standup daily at 9:15", "Tue 08 December 2026 09:15"),
        ("standup every weekday at 9.30", "Tue 08 December 2026 09:30"),
    ],
)
def test_a_routine_said_after_its_hour_is_tomorrows(text: str, due: str) -> None:
    question = _asked(text)
    assert question is not None and due.replace(" 08 ", " 8 ") in question


def test_a_repeating_todo_keeps_its_morning_hour() -> None:
    (found,) = read("water the plants every day at 8")
    assert isinstance(found, Unclear) and found.proposal is not None
    assert read.when(found.proposal) == "Tue 08 08:00"


def test_a_routine_said_before_its_hour_is_todays() -> None:
    early = Reading(datetime(2026, 12, 7, 8, 0, tzinfo=LONDON), LONDON)
    question = _asked("standup every day at 9:15", early)
    assert question is not None and "7 December 2026 09:15" in question


def test_a_one_off_bare_clock_still_reads_by_what_is_left_of_today() -> None:
    assert read.todos(read("call Bob at 9:15")) == [("call Bob", "Mon 07 21:15")]


def test_a_routine_with_its_half_of_the_day_keeps_it() -> None:
    (found,) = read("standup every day at 9:15pm")
    assert isinstance(found, Unclear) and found.proposal is not None
    assert read.when(found.proposal) == "Mon 07 21:15"


# --- a trouble told with its recovery ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "thing"),
    [
        ("server crashed, back up and running now", "server"),
        ("the server crashed but it is back up now", "server"),
        ("router died, back online now", "router"),
        ("the vpn went down - working again now", "vpn"),
    ],
)
def test_a_crash_told_with_its_recovery_resolves(text: str, thing: str) -> None:
    found = read(text)
    assert kinds(found) == ["ResolveEpisode"] and read.resolved(text) == [thing]


@pytest.mark.parametrize(
    "text", ["server crashed, not back up yet", "server crashed, should be back up soon", "server crashed"]
)
def test_a_crash_not_yet_over_stays_open(text: str) -> None:
    assert read.opened(text) == ["server"]


def test_backing_up_after_a_crash_is_a_todo() -> None:
    found = read("server crashed, need to back up the db")
    assert read.opened("server crashed, need to back up the db") == ["server"]
    assert read.todos(found) == [("back up the db", None)]


def test_another_thing_back_up_leaves_the_crash_open() -> None:
    assert read.opened("server crashed and the db is back up") == ["server"]


# --- a place closed on one day --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "subject", "day"),
    [
        ("the office is closed on the 24th", "office", 24),
        ("the gym is closed tomorrow", "gym", 8),
    ],
)
def test_a_closure_on_one_day_ends_with_it(text: str, subject: str, day: int) -> None:
    (fact,) = read(text)
    assert isinstance(fact, StateClaim) and (fact.subject, fact.value) == (subject, "closed")
    assert fact.effective is not None and fact.until == fact.effective
    assert fact.effective.start.astimezone(LONDON).day == day


@pytest.mark.parametrize("text", ["the shop is closed from monday", "the pool is closed until the 2nd"])
def test_a_closure_with_its_length_keeps_it(text: str) -> None:
    (fact,) = read(text)
    assert isinstance(fact, StateClaim) and fact.until != fact.effective


def test_a_closure_typed_without_is_reads_as_with_it() -> None:
    """(Session 51: "office closed on the 24th" is the closure "the office is closed on the 24th" says.)"""
    with_is = read.facts("the office is closed on the 24th")
    assert with_is and read.facts("office closed on the 24th") == with_is


def test_a_deal_closed_is_no_closure() -> None:
    assert kinds(read("I closed the deal on friday")) == ["CompleteCommitment"]


# --- a fact to come with no day is asked about -------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    ["her manager will be Pieter", "Maya's manager will be Pieter", "my rent will be 1200"],
)
def test_a_fact_to_come_with_no_day_is_asked(text: str) -> None:
    found = read(text)
    assert kinds(found) == ["Unclear"] and "When does that start" in found[0].question  # type: ignore[union-attr]


@pytest.mark.parametrize(
    ("text", "predicate"),
    [
        ("Maya's manager will be Pieter from january", "manager"),
        ("Maya's manager is Pieter", "manager"),
        ("Raufa's joining the spa team from next mon and her manager will be Liusha", "manager"),
        ("Eugen is on the finance team and his manager will be Stela", "manager"),
        ("Leocadia is going to be their manager", "manager"),
    ],
)
def test_a_fact_with_its_day_or_said_as_now_is_kept(text: str, predicate: str) -> None:
    assert predicate in [p for _, p, _ in read.facts(text)]


# --- troubles nobody will follow -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "the Chilean network says their server is down, not our problem eh",
        "my phone screen broke ages ago, I just live with it",
        "the back door sticks, we learnt to live with it",
    ],
)
def test_a_trouble_disowned_or_lived_with_is_nothing(text: str) -> None:
    assert not any(isinstance(i, OpenEpisode) for i in FIELD(text))
    assert _asked(text, FIELD) is None


@pytest.mark.parametrize(
    "text",
    [
        "their build is broken, not my problem but we need to tell Ana",
        "the heating is broken, I can live with it till monday",
        "my laptop screen is cracked",
    ],
)
def test_a_trouble_still_wanted_stays_open(text: str) -> None:
    assert any(isinstance(i, OpenEpisode) for i in FIELD(text))


# --- a thing that fixed itself, or started at last --------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "thing"),
    [
        ("the festival wifi fixed itself around noon", "festival wifi"),
        ("the printer fixed itself this morning", "printer"),
        ("the vpn sorted itself out at 3pm", "vpn"),
    ],
)
def test_a_thing_that_fixed_itself_at_a_time_is_a_fix(text: str, thing: str) -> None:
    assert FIELD.resolved(text) == [thing]
    assert _asked(text, FIELD) is None


@pytest.mark.parametrize(
    ("text", "thing"),
    [("Tres Cruces genny finally started, needed a new glow plug", "Tres Cruces genny"),
     ("the van finally started", "van")],
)
def test_a_machine_started_at_last_is_fixed(text: str, thing: str) -> None:
    assert FIELD.resolved(text) == [thing]


def test_a_meeting_that_started_is_no_fix() -> None:
    assert not FIELD.resolved("the meeting finally started")
    assert kinds(FIELD("the meeting finally started")) == ["CompleteCommitment"]
    assert isinstance(FIELD("the meeting finally started")[0], CompleteCommitment)


def test_the_generator_that_would_not_start_is_the_genny() -> None:
    (found,) = extract("Tres Cruces genny finally started", now=FIELD.now, tz=JUJUY)
    assert isinstance(found, ResolveEpisode)
    assert episodes.topic_score(found.topic, "generator at Tres Cruces")[0] >= episodes.TOPIC_THRESHOLD


# --- a thing by its letters is the one spelt out -----------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "kept"),
    [("AC", "lab air conditioning"), ("aircon", "the air con"), ("truck's 4wd", "truck's four wheel drive"),
     ("4x4", "the four-wheel drive")],
)
def test_letters_name_the_thing_spelt_out(said: str, kept: str) -> None:
    assert episodes.topic_score(said, kept)[0] >= episodes.TOPIC_THRESHOLD


def test_other_letters_name_another_thing() -> None:
    assert episodes.topic_score("AC", "lab PC")[0] < episodes.TOPIC_THRESHOLD


# --- a fix, then a new trouble; two troubles with "both" --------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "fixed", "broken"),
    [
        ("drone charger works again, but the drone's camera gimbal is stuck", "drone charger", "drone's camera gimbal"),
        ("the printer works again, but the scanner is broken", "printer", "scanner"),
    ],
)
def test_a_fix_then_a_new_trouble_keeps_both(text: str, fixed: str, broken: str) -> None:
    assert FIELD.resolved(text) == [fixed] and FIELD.opened(text) == [broken]


def test_a_fix_then_it_still_slow_opens_nothing_of_it() -> None:
    assert FIELD.opened("wifi fixed, but it's still slow") == []


@pytest.mark.parametrize(
    ("text", "things"),
    [("both the printer and the scanner are down", ["printer", "scanner"]),
     ("wifi and printer both down", ["wifi", "printer"])],
)
def test_both_things_down_open_one_each(text: str, things: list[str]) -> None:
    assert FIELD.opened(text) == things


def test_two_things_without_both_stay_one_trouble() -> None:
    assert FIELD.opened("the fridge and the freezer are dead") == ["fridge and the freezer"]


# --- whom it happened to; their life events ------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    ["the evening flight got cancelled for the Chilean team, not us", "the bonus is for the sales team, not me"],
)
def test_whom_it_happened_to_is_no_correction(text: str) -> None:
    assert _asked(text, FIELD) is None


def test_a_value_put_right_is_still_a_correction() -> None:
    assert kinds(FIELD("Maya's role is COO, not CTO")) == ["CorrectValue"]


@pytest.mark.parametrize(
    "text",
    [
        "Talafou's sister is getting married in Funafuti in january",
        "Tom's wife is expecting twins in may",
        "my neighbour is turning 90 on sunday",
    ],
)
def test_their_life_event_is_small_talk(text: str) -> None:
    assert small_talk(text)
    assert _asked(text, FIELD) is None


def test_their_life_event_with_a_todo_keeps_the_todo() -> None:
    assert not small_talk("my neighbour is turning 90 on sunday, need to get a card")
    found = FIELD("my neighbour is turning 90 on sunday, need to get a card")
    assert [i.action for i in found if isinstance(i, NewCommitment)] == ["get a card"]


# --- a plan's day said before what it is done with ------------------------------------------------------------


PLAN = Reading(datetime(2035, 2, 12, 9, 20, tzinfo=JUJUY), JUJUY)  # a Monday


@pytest.mark.parametrize(
    ("text", "action", "due"),
    [
        ("I'll drive up thursday with a spare battery", "drive up with a spare battery", "Thu 15 00:00"),
        ("I'll call Bob monday with the numbers", "call Bob with the numbers", "Mon 19 00:00"),
        ("gonna head over friday with the spare key", "head over with the spare key", "Fri 16 00:00"),
    ],
)
def test_a_plans_day_before_its_with_is_its_due(text: str, action: str, due: str) -> None:
    assert PLAN.todos(PLAN(text)) == [(action, due)]


def test_a_report_then_a_plan_with_its_day_mid_way() -> None:
    found = PLAN("station JUY7 lost power, I'll drive up thursday with a spare battery")
    assert kinds(found) == ["OpenEpisode", "NewCommitment"]
    assert PLAN.todos(found) == [("drive up with a spare battery", "Thu 15 00:00")]


@pytest.mark.parametrize("text", ["I'll go thursday with Ana", "I'll be there thursday with bells on"])
def test_a_one_word_deed_or_a_being_there_stays_as_it_was(text: str) -> None:
    assert PLAN.todos(PLAN(text)) == []


# --- a hold-on said to whoever waits ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text", ["coming, one sec, chasing the envelope bag", "omw, just parking", "one sec, on a call"]
)
def test_a_hold_on_is_small_talk(text: str) -> None:
    assert small_talk(text)


@pytest.mark.parametrize("text", ["omw, need to grab milk", "on my way to the airport, flight at 6"])
def test_a_hold_on_with_a_todo_or_a_time_is_not(text: str) -> None:
    assert not small_talk(text)


# --- a call for attention before a comma ---------------------------------------------------------------------


@pytest.mark.parametrize("text", ["oy, what's left on my list", "oi, what's left on my list"])
def test_a_call_for_attention_leaves_the_question(text: str) -> None:
    assert kinds(FIELD(text)) == ["Question"]


def test_a_call_for_attention_leaves_the_todo() -> None:
    assert FIELD.todos(FIELD("oi, need to call Bob tmrw")) == [("call Bob", "Mon 22 00:00")]


# --- a sensor past its range ----------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "thing"),
    [
        ("accelerometer at La Quiaca is clipping on every truck that goes by", "accelerometer at La Quiaca"),
        ("the mic is clipping", "mic"),
        ("the sensor keeps saturating", "sensor"),
    ],
)
def test_a_sensor_clipping_is_a_trouble(text: str, thing: str) -> None:
    assert FIELD.opened(text) == [thing]


@pytest.mark.parametrize(
    "text", ["the yacht is clipping along nicely", "I'm clipping the hedge", "the kids are clipping their nails"]
)
def test_clipping_as_a_deed_or_a_pace_is_no_trouble(text: str) -> None:
    assert FIELD.opened(text) == []


@pytest.mark.parametrize(
    "text", ["dishwasher's working again, the filter was clogged", "sorted the snowblower, porch light still dead"]
)
def test_a_cause_or_a_thing_still_to_do_beside_a_fix_opens_nothing(text: str) -> None:
    assert FIELD.opened(text) == []


def test_two_fixes_then_a_trouble_keep_all_three() -> None:
    text = "router's back, phones fixed, but the aircon died"
    assert FIELD.resolved(text) == ["router", "phones"] and FIELD.opened(text) == ["aircon"]


def test_a_catch_up_said_sometime_is_still_offered() -> None:
    question = _asked("sometime in feb catch up w Yusuf for lunch", FIELD)
    assert question is not None and "catch up" in question
