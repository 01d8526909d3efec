"""Session 51 (t4): issues, small talk and questions of the blind49 corpus and the conversation misses the
lead saw: a hold-on aside is no to-do, a machine that started late resolves its issue (and is news with
none open), a fact to come said with "gonna be", a place's closure said without its "is"; each rule with
other wordings and the near misses that read as before."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.asks import never_silent
from memory.understanding import NewCommitment, StateClaim, Unclear
from tests.memory.understanding.reading import Reading, kinds

LONDON = ZoneInfo("Europe/London")
read = Reading(datetime(2026, 12, 7, 10, 0, tzinfo=LONDON), LONDON)  # a Monday
PERTH = ZoneInfo("Australia/Perth")
WEST = Reading(datetime(2041, 3, 14, 16, 30, tzinfo=PERTH), PERTH)  # a Thursday


def _asked(text: str, reading: Reading = read) -> str | None:
    """The question recap asks of ``text`` with nothing stored, or None when it keeps quiet."""
    ask = never_silent(text, reading(text), [], [], now=reading.now, tz=reading.tz)
    return ask.question if ask is not None else None


# --- a hold-on and what the user is at that moment ---------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "hang on, finding my keys",
        "hold on, looking for a parking spot",
        "one sec, I'm grabbing my charger",
        "hang on, just emailing Jo back",
        "hang on - grabbing my charger",
    ],
)
def test_a_hold_on_aside_is_no_todo(text: str) -> None:
    assert read(text) == []


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("hang on, need to find my keys", "find my keys"),
        ("hang on - need to grab my charger", "grab my charger"),
        ("hold on to the receipts till friday", "hold on to the receipts"),
    ],
)
def test_a_need_or_a_day_after_a_hold_on_is_still_a_todo(text: str, action: str) -> None:
    assert [i.action for i in read(text) if isinstance(i, NewCommitment)] == [action]


def test_a_trouble_after_a_hold_on_is_still_opened() -> None:
    assert read.opened("hang on, the printer is broken") == ["printer"]


# --- a machine that started late ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "thing"),
    [
        ("the car eventually fired up", "car"),
        ("the van fired up in the end", "van"),
        ("the genny finally fired up this morning", "genny"),
        ("our boat eventually started", "boat"),
    ],
)
def test_a_start_late_in_coming_resolves_the_thing(text: str, thing: str) -> None:
    assert WEST.resolved(text) == [thing]


@pytest.mark.parametrize("text", ["the meeting eventually started", "the rain finally came on"])
def test_an_event_started_late_is_no_fix(text: str) -> None:
    assert not WEST.resolved(text)


@pytest.mark.parametrize(
    "text",
    [
        "they fixed the air con in the cinema in the end, heaven",
        "they finally fixed the lift at the station",
    ],
)
def test_a_fix_by_unnamed_others_with_nothing_open_is_news(text: str) -> None:
    assert _asked(text) is None


def test_a_fix_of_my_own_with_nothing_open_is_still_said() -> None:
    assert _asked("I fixed the wobbly table") is not None


# --- a fact to come said with "gonna be" / "going to be" --------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Maya's boss is gonna be Pieter",
        "Maya's boss is going to be Pieter",
        "my manager is gonna be Pieter",
    ],
)
def test_a_fact_to_come_with_gonna_and_no_day_is_asked(text: str) -> None:
    found = read(text)
    assert kinds(found) == ["Unclear"] and "When does that start" in found[0].question  # type: ignore[union-attr]


def test_a_fact_to_come_with_gonna_and_its_day_keeps_the_value() -> None:
    (fact,) = read("Maya's boss is gonna be Pieter from january")
    assert isinstance(fact, StateClaim) and (fact.subject, fact.predicate, fact.value) == ("Maya", "manager", "Pieter")
    assert fact.effective is not None and fact.effective.start.month == 1


@pytest.mark.parametrize(
    "text", ["Maya's boss is gonna be mad", "Tom's sister is going to Denver", "Tom's gonna be late"]
)
def test_a_mood_or_a_trip_to_come_is_no_value(text: str) -> None:
    assert not [i for i in read(text) if isinstance(i, StateClaim)]


# --- a place's closure said without its "is" ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "subject", "day"),
    [
        ("office closed on the 24th", "office", 24),
        ("gym closed tmrw", "gym", 8),
        ("the post office closed on friday", "post office", 11),
        ("Library shut 24th", "Library", 24),
        ("the pharmacy shut on sunday", "pharmacy", 13),
    ],
)
def test_a_closure_without_is_is_for_that_day(text: str, subject: str, day: int) -> None:
    (fact,) = read(text)
    assert isinstance(fact, StateClaim) and (fact.subject, fact.predicate) == (subject, "status")
    assert fact.effective is not None and fact.until == fact.effective
    assert fact.effective.start.astimezone(LONDON).day == day


@pytest.mark.parametrize(
    "text", ["the deal closed on the 24th", "office closed yesterday", "I closed the office on friday"]
)
def test_a_deal_or_a_past_closure_is_no_closure_ahead(text: str) -> None:
    assert not [i for i in read(text) if isinstance(i, (StateClaim, Unclear))]


# --- issues ----------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "thing"),
    [
        ("the left studio monitor is buzzing bad", "left studio monitor"),
        ("the PA keeps buzzing", "PA"),
        ("the kitchen lights are buzzing again", "kitchen lights"),
        ("the clutch is slipping bad", "clutch"),
    ],
)
def test_a_buzz_or_a_slip_said_bad_is_a_fault(text: str, thing: str) -> None:
    assert read.opened(text) == [thing]


@pytest.mark.parametrize(
    "text",
    ["my phone is buzzing", "the bees are buzzing", "the office is buzzing today", "Tom's buzzing about the trip"],
)
def test_a_phone_a_place_or_a_person_buzzing_is_no_fault(text: str) -> None:
    assert not read.opened(text)


@pytest.mark.parametrize(
    "text",
    ["the monitors are down again ay yah", "the monitors are down again aiyo", "aiyah the monitors are down again"],
)
def test_a_sigh_closing_a_trouble_is_no_part_of_it(text: str) -> None:
    assert read.opened(text) == ["monitors"]


def test_a_name_like_a_sigh_stays() -> None:
    assert [i.action for i in read("need to call Aiyah") if isinstance(i, NewCommitment)] == ["call Aiyah"]


@pytest.mark.parametrize(
    ("text", "thing"),
    [
        ("new battery in the UPS and it works again", "UPS"),
        ("new fuse in the kettle, all good", "kettle"),
        ("put a new battery in the UPS and it works again", "UPS"),
    ],
)
def test_a_new_part_in_a_thing_that_works_again_fixes_the_thing(text: str, thing: str) -> None:
    assert read.resolved(text) == [thing]


def test_a_new_part_alone_fixes_nothing() -> None:
    assert not read.resolved("new battery in the UPS") and not read.resolved("new manager for the team, all good")


def test_a_trouble_in_place_of_another_opens() -> None:
    text = "generator running again, now the aircon is broken instead"
    assert (read.resolved(text), read.opened(text)) == (["generator"], ["aircon"])


def test_both_things_of_three_words_open_one_each() -> None:
    text = "both the JUY2 digitizer and the JUY5 solar panel are down"
    assert read.opened(text) == ["JUY2 digitizer", "JUY5 solar panel"]


@pytest.mark.parametrize(
    "text",
    [
        "the Maun studio says their console is down, not our business",
        "the Leeds office says their printer is broken, not my problem",
    ],
)
def test_another_places_trouble_disowned_is_nothing(text: str) -> None:
    assert not read.opened(text)


@pytest.mark.parametrize(
    "text", ["the Maun studio says their console is down", "the depot says their lift is broken, need to call them"]
)
def test_another_places_trouble_not_disowned_still_opens(text: str) -> None:
    assert read.opened(text)


# --- questions -------------------------------------------------------------------------------------------------


def _asked_for(text: str) -> tuple[str | None, str | None, str | None]:
    (question,) = [i for i in read(text) if type(i).__name__ == "Question"]
    return question.kind, question.subject, question.predicate  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    ("text", "asked"),
    [
        ("what's the number for Faizal's assistant", ("fact", "Faizal", "assistant's number")),
        ("what's the email for Ana's manager", ("fact", "Ana", "manager's email")),
        ("who decides on beach closures", ("fact", "beach closures", "decision maker")),
        ("who makes the call on road closures", ("fact", "road closures", "decision maker")),
        ("who decides on the new office lease", ("fact", "office lease", "decision maker")),
        ("where's Maryanne at the mo", ("fact", "Maryanne", "location")),
        ("wa, what's Siti's job these days", ("fact", "Siti", "role")),
        ("who's the doctor here", ("lookup", "doctor", "value")),
        ("who's the doctor round here", ("lookup", "doctor", "value")),
        ("what's left on my list eso", ("open", None, None)),
    ],
)
def test_questions_said_the_busy_way(text: str, asked: tuple[str, str | None, str | None]) -> None:
    assert _asked_for(text) == asked


def test_the_budget_for_a_project_is_still_the_projects() -> None:
    assert _asked_for("what's the budget for the Jones project") == ("fact", "Jones project", "budget")


def test_a_thing_getting_here_keeps_its_here() -> None:
    assert _asked_for("when's the new sofa getting here") == ("when_due", "new sofa", None)


@pytest.mark.parametrize(
    ("text", "thing", "body"),
    [
        ("the cooperative owns the old press in the shed", "old press in the shed", "cooperative"),
        ("the shire owns the crab bridges on Murray Road", "crab bridges on Murray Road", "shire"),
        ("the club owns the boat shed", "boat shed", "club"),
    ],
)
def test_a_body_that_owns_a_thing_is_its_owner(text: str, thing: str, body: str) -> None:
    assert read.facts(text) == [(thing, "owner", body)]


def test_a_mood_of_a_boss_is_still_no_value() -> None:
    assert read.facts("my boss is furious") == []


# --- small talk ------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text", ["paid 3 KM for a burek, bargain", "paid $40 for the tickets", "spent a fortune on parking lol"]
)
def test_a_price_paid_with_nothing_open_is_news(text: str) -> None:
    assert _asked(text) is None


def test_a_payment_with_nothing_open_is_still_said() -> None:
    assert _asked("paid the rent") is not None


@pytest.mark.parametrize(
    "text",
    [
        "Ousmane says Ouagadougou's film festival is way bigger, FESPACO vibes",
        "Lagos's market is way bigger",
        "the new office is much nicer",
    ],
)
def test_a_comparison_is_no_fact(text: str) -> None:
    assert not [i for i in read(text) if isinstance(i, StateClaim)]


def test_a_figure_or_a_job_like_a_comparison_is_still_a_fact() -> None:
    assert read.facts("Ana's rent is 1200") == [("Ana", "rent", "1200")]
    assert read.facts("our new cleaner is Bogdan") == [("Bogdan", "role", "cleaner")]


@pytest.mark.parametrize(
    "text",
    [
        "Thandi's flying to Mbabane next week to see her mum",
        "Thandi is flying to Mbabane on friday to visit her family",
    ],
)
def test_someone_elses_trip_to_their_people_is_news(text: str) -> None:
    assert read(text) == []


@pytest.mark.parametrize(
    "text", ["I'm flying to Mbabane on friday to see my mum", "Thandi's going to Mbabane on friday to see a client"]
)
def test_my_own_trip_or_a_work_trip_is_still_read(text: str) -> None:
    assert [i for i in read(text) if isinstance(i, NewCommitment)]


def test_a_thing_missing_from_the_network_opens_it() -> None:
    assert read.opened("the NAS not showing on the network") == ["NAS"]


def test_a_person_missing_from_the_network_is_no_trouble() -> None:
    assert not read.opened("Tom's not showing on the network")


@pytest.mark.parametrize(
    ("text", "place"),
    [("Maryanne works at the school now", "school"), ("Maryanne's working at the university now", "university")],
)
def test_working_at_the_school_names_the_employer(text: str, place: str) -> None:
    assert read.facts(text) == [("Maryanne", "employer", place)]


@pytest.mark.parametrize("text", ["Maryanne started at the school", "Maryanne works at school"])
def test_a_pupil_at_school_is_no_employer(text: str) -> None:
    assert not read.facts(text)


@pytest.mark.parametrize(
    "text", ["next month it's the Albuquerque crew's turn to host us", "it's Ana's turn to cook tonight"]
)
def test_someone_elses_turn_is_news(text: str) -> None:
    assert read(text) == [] and _asked(text) is None


def test_my_own_turn_or_a_need_beside_theirs_is_still_read() -> None:
    assert _asked("it's my turn to host next month") is not None
    found = read("it's Ana's turn to cook so I need to buy wine")
    assert [i.action for i in found if isinstance(i, NewCommitment)] == ["buy wine"]
