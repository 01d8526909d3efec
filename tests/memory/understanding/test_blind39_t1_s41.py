"""Blind39 families, session 41 (t1): Southern "fixin' to" is a plan ("fixin to call the co-op tmrw"),
never someone called "fixin"; "omg" before a to-do is an exclamation, no word of it; a supervisor
of study named "my" is the user's manager fact ("Bhavna became my PhD supervisor in december");
"our team lead on the pharma project" and "the new charge nurse on 3 west" keep the post without the
project or ward; "…, took over yesterday" dates the post named before; "the emergency contact for
Amaka" is Amaka's; a married name said after the wedding is the surname from the wedding's day."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import (
    CompleteCommitment,
    MoveCommitment,
    NewCommitment,
    OpenEpisode,
    StateClaim,
    Unclear,
    extract,
    sign_of,
    small_talk,
)

VOLGOGRAD = ZoneInfo("Europe/Volgograd")
CHICAGO = ZoneInfo("America/Chicago")
NOW = datetime(2031, 2, 11, 11, 10, tzinfo=VOLGOGRAD)  # a Tuesday
US_NOW = datetime(2030, 10, 30, 8, 0, tzinfo=CHICAGO)  # a Wednesday


def _claims(said: str, now: datetime = NOW, tz: ZoneInfo = VOLGOGRAD) -> list[tuple[str, str, str, str | None]]:
    return [
        (i.subject, i.predicate, i.value, i.effective.start.astimezone(tz).date().isoformat() if i.effective else None)
        for i in extract(said, now=now, tz=tz)
        if isinstance(i, StateClaim)
    ]


def _todos(said: str) -> list[tuple[str, str, str | None]]:
    """Each new to-do, or the one a move stores when there is nothing to move ("otherwise")."""
    found = [i.otherwise if isinstance(i, MoveCommitment) else i for i in extract(said, now=US_NOW, tz=CHICAGO)]
    return [
        (i.action, i.owner, i.due.start.astimezone(CHICAGO).date().isoformat() if i.due else None)
        for i in found
        if isinstance(i, NewCommitment)
    ]


@pytest.mark.parametrize(
    ("said", "todo"),
    [
        ("fixin to call the co-op bout the seed corn tmrw", ("call the co-op about the seed corn", "me", "2030-10-31")),
        ("I'm fixin to haul hay friday", ("haul hay", "me", "2030-11-01")),
        ("fixin' to mow the yard tmrw", ("mow the yard", "me", "2030-10-31")),
        ("omg bio project due frdy 😭 need to finish it", ("finish the bio project", "me", "2030-11-01")),
    ],
)
def test_a_plan_or_an_exclamation_before_a_todo_is_no_part_of_it(said: str, todo: tuple[str, str, str]) -> None:
    assert _todos(said) == [todo]


@pytest.mark.parametrize(
    ("said", "claims"),
    [
        ("Bhavna became my PhD supervisor in december", [("me", "manager", "Bhavna", "2030-12-01")]),
        ("Ola is my thesis supervisor", [("me", "manager", "Ola", None)]),
        ("Sam became my boss on monday", [("me", "manager", "Sam", "2031-02-10")]),
        # someone else's, or a team's: their role, as before
        ("Sam became our supervisor", [("Sam", "role", "supervisor", None)]),
    ],
)
def test_a_supervisor_of_mine_is_my_manager(said: str, claims: list[tuple[str, str, str, str | None]]) -> None:
    assert _claims(said) == claims


@pytest.mark.parametrize(
    ("said", "value"),
    [
        ("Tolu is our team lead on the pharma project", "team lead"),
        ("Brandi's the new charge nurse on 3 west", "charge nurse"),
        ("Kofi is our account manager on the Dangote account", "account manager on the Dangote account"),
        # not ours: the project is part of what is said of them
        ("Tolu is team lead on the pharma project", "team lead on the pharma project"),
    ],
)
def test_our_post_on_a_project_or_ward_is_the_post(said: str, value: str) -> None:
    assert [c[2] for c in _claims(said)] == [value]


@pytest.mark.parametrize(
    ("said", "day"),
    [
        ("Jatin is the cricket captain now, took over yesterday", "2031-02-10"),
        ("Jatin is the cricket captain now, took over on monday", "2031-02-10"),
        ("Ana is the new cfo, took over in january", "2031-01-01"),
    ],
)
def test_took_over_and_a_date_after_a_post_dates_it(said: str, day: str) -> None:
    found = extract(said, now=NOW, tz=VOLGOGRAD)
    assert [c[3] for c in _claims(said)] == [day]
    assert not [i for i in found if isinstance(i, CompleteCommitment)]


def test_took_over_a_thing_stays_a_clause_of_its_own() -> None:
    found = extract("Tanya is the new lead, took over the rota friday", now=NOW, tz=VOLGOGRAD)
    assert [i.action for i in found if isinstance(i, CompleteCommitment)] == ["took over the rota friday"]


@pytest.mark.parametrize(
    ("said", "claims"),
    [
        ("Nkechi is the emergency contact for Amaka", [("Amaka", "emergency contact", "Nkechi", None)]),
        ("Sam is our point of contact for Acme", [("Acme", "point of contact", "Sam", None)]),
        # for a thing, no person: as before
        (
            "Nkechi is the emergency contact for the school",
            [("Nkechi", "role", "emergency contact for the school", None)],
        ),
    ],
)
def test_a_contact_for_someone_is_theirs(said: str, claims: list[tuple[str, str, str, str | None]]) -> None:
    assert _claims(said) == claims


@pytest.mark.parametrize(
    ("said", "claims"),
    [
        ("Lakshmi got married on sunday, she's Lakshmi Menon now", [("Lakshmi", "surname", "Menon", "2031-02-09")]),
        ("Tom got married in june, he's Tom Okafor-Reid now", [("Tom", "surname", "Okafor-Reid", "2030-06-01")]),
        ("Ana got married, she's Ana Silva now", [("Ana", "surname", "Silva", None)]),
    ],
)
def test_a_married_name_is_the_surname(said: str, claims: list[tuple[str, str, str, str | None]]) -> None:
    assert _claims(said) == claims


def test_another_name_after_a_wedding_is_no_surname() -> None:
    assert all(c[1] != "surname" for c in _claims("Lakshmi got married on sunday, she's Priya Menon now"))


DENVER = ZoneInfo("America/Denver")
SPRING = datetime(2035, 3, 11, 10, 0, tzinfo=DENVER)  # a Sunday


@pytest.mark.parametrize(
    "said",
    [
        "my cousin Lupe is going to Denver for spring break",
        "my sister is going to Denver for spring break",
        "my boss is going to Paris next week",
        "Ana's manager is going to Paris",
        # a state of the body, never a job
        "mom's asleep finally, carer life",
        "the baby is awake again",
        # how the days go, signed off "<someone> life"
        "grading essays at midnight, teacher life 🙃",
        "night feeds again, #parentlife",
        "calving at 2am, farm life",
    ],
)
def test_a_trip_a_state_or_a_day_signed_off_keeps_nothing(said: str) -> None:
    assert extract(said, now=SPRING, tz=DENVER) == []


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("my rent is going to 1500", ("me", "rent", "1500", None)),
        ("Ana's number is going to 555 0101", ("Ana", "phone", "555 0101", None)),
    ],
)
def test_a_value_going_to_another_is_still_a_change(said: str, claim: tuple[str, str, str, None]) -> None:
    assert _claims(said, SPRING, DENVER) == [claim]


def test_an_obligation_signed_off_keeps_its_todo() -> None:
    found = extract("need to mark the mocks by fri, teacher life", now=SPRING, tz=DENVER)
    assert [i.action for i in found if isinstance(i, NewCommitment)] == ["mark the mocks"]


@pytest.mark.parametrize(
    ("said", "todo"),
    [
        ("brine the turkey the night before thanksgiving", ("brine the turkey", "me", "2030-11-27")),
        ("call mum the morning after christmas", ("call mum", "me", "2030-12-26")),
        ("no school next friday so take the kids to the zoo", ("take the kids to the zoo", "me", "2030-11-08")),
        ("no nursery monday, need to ask mum to babysit", ("ask mum to babysit", "me", "2030-11-04")),
        ("remind me to go vote on election day, polls open at 6", ("go vote", "me", "2030-11-05")),
        ("remind me to go vote on election day", ("go vote", "me", "2030-11-05")),
    ],
)
def test_a_day_counted_from_a_holiday_or_a_day_off(said: str, todo: tuple[str, str, str]) -> None:
    assert _todos(said) == [todo]


def test_election_day_outside_the_us_is_asked() -> None:
    london = ZoneInfo("Europe/London")
    found = extract("remind me to go vote on election day", now=datetime(2030, 10, 30, 8, tzinfo=london), tz=london)
    assert [type(i).__name__ for i in found] == ["Unclear"]


def test_election_day_in_an_odd_year_is_that_years() -> None:
    ny = ZoneInfo("America/New_York")
    found = extract("remind me to go vote on election day", now=datetime(2031, 10, 30, 8, tzinfo=ny), tz=ny)
    assert [i.due.start.astimezone(ny).date().isoformat() for i in found if isinstance(i, NewCommitment) and i.due] == [
        "2031-11-04"
    ]


MARCH = datetime(2034, 3, 10, 9, 0, tzinfo=CHICAGO)  # a Friday


def _read(said: str) -> list[tuple[str, str | None]]:
    return [
        (i.action, i.due.start.astimezone(CHICAGO).strftime("%a %d %H:%M") if i.due else None)
        for i in extract(said, now=MARCH, tz=CHICAGO)
        if isinstance(i, NewCommitment)
    ]


def test_two_todos_each_headed_by_its_day_keep_their_own() -> None:
    assert _read("tmrw 7am help Vern with the branding, sun after church brunch at Darla's") == [
        ("help Vern with the branding", "Sat 11 07:00"),
        ("brunch at Darla's", "Sun 12 00:00"),
    ]
    assert _read("tmrw call mum, sat clean the car") == [
        ("call mum", "Sat 11 00:00"),
        ("clean the car", "Sat 11 00:00"),
    ]


@pytest.mark.parametrize(
    "said",
    [
        "Dwight's wintering in Arizona and heard the Hendricksons are selling out",
        "Dwight's wintering in Arizona and I heard the Hendricksons are selling out",
    ],
)
def test_news_heard_and_a_neighbour_selling_out_keep_nothing(said: str) -> None:
    assert not [i for i in extract(said, now=MARCH, tz=CHICAGO) if not isinstance(i, CompleteCommitment)]


@pytest.mark.parametrize(
    ("said", "topics"),
    [("power's out", ["power"]), ("the lights keep cutting out", ["lights"])],
)
def test_a_supply_out_is_still_an_outage(said: str, topics: list[str]) -> None:
    assert [i.topic for i in extract(said, now=MARCH, tz=CHICAGO) if isinstance(i, OpenEpisode)] == topics


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("Teacher's contact: Mrs Adeyemi 0803 555 7711", ("Mrs Adeyemi", "phone", "0803 555 7711", None)),
        ("plumber's number - Dave 07700 900123", ("Dave", "phone", "07700 900123", None)),
        # the label names the person: as before
        ("Ana's number: 0803 555 7711", ("Ana", "phone", "0803 555 7711", None)),
    ],
)
def test_a_number_labelled_with_a_name_is_that_persons(said: str, claim: tuple[str, str, str, None]) -> None:
    assert _claims(said) == [claim]


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("Ramesh sir is our new HOD from monday", ("Ramesh", "role", "HOD", "2031-02-17")),
        ("Suresh reports to Meenakshi ma'am now", ("Suresh", "manager", "Meenakshi", None)),
        ("Deepak will be handling the hostel mess from tomorrow", ("hostel mess", "owner", "Deepak", "2031-02-12")),
    ],
)
def test_an_honorific_after_a_name_and_a_duty_to_come(said: str, claim: tuple[str, str, str, str | None]) -> None:
    assert _claims(said) == [claim]


@pytest.mark.parametrize(
    ("said", "todo"),
    [
        ("gonnae remind me tae phone the bank the morra", ("phone the bank", "me", "2030-10-31")),
        (
            "I go send the pictures to Chioma tomorrow abeg remind me",
            ("send the pictures to Chioma", "me", "2030-10-31"),
        ),
        # a name, never "to"; and English "go to" stays
        ("call Tae tomorrow", ("call Tae", "me", "2030-10-31")),
    ],
)
def test_scots_and_pidgin_plans(said: str, todo: tuple[str, str, str]) -> None:
    assert _todos(said) == [todo]


def test_going_somewhere_in_pidgin_form_is_no_todo() -> None:
    assert _todos("I go to the gym on mondays") == []


@pytest.mark.parametrize(
    "said",
    [
        "it's giving main character energy 💅",
        "the new nurse on my floor is sweet as pie",
    ],
)
def test_a_slang_verdict_is_small_talk(said: str) -> None:
    assert small_talk(said)


def test_a_verdict_with_an_obligation_is_no_small_talk() -> None:
    assert not small_talk("the new nurse is sweet as pie, need to get her a card")


def test_not_bad_closing_a_report_corrects_nothing() -> None:
    assert sign_of("we broke even at the taco stand this weekend, not bad", now=SPRING, tz=DENVER) is None


def test_sore_feet_after_a_shift_are_no_issue_to_ask_about() -> None:
    found = extract("12 hr shift done, feet are broken", now=SPRING, tz=DENVER)
    assert not [i for i in found if isinstance(i, Unclear | OpenEpisode)]


def test_a_start_time_after_a_dated_todo_is_when_on_its_day() -> None:
    found = [
        i for i in extract("workin the walmart shift the day after thanksgiving, 4am start", now=US_NOW, tz=CHICAGO)
    ]
    assert [
        (i.action, i.due.start.astimezone(CHICAGO).strftime("%m-%d %H:%M") if i.due else None)
        for i in found
        if isinstance(i, NewCommitment)
    ] == [("working the walmart shift", "11-29 04:00")]


def test_a_bare_number_before_start_is_no_clock() -> None:
    found = extract("call the bank fri, 4 start", now=US_NOW, tz=CHICAGO)
    assert all(
        i.due is None or i.due.start.astimezone(CHICAGO).hour == 0 for i in found if isinstance(i, NewCommitment)
    )


def test_a_day_signed_off_is_no_sign_of_a_todo() -> None:
    """Read as nothing, the line is not offered as a to-do either (the net of signs asks otherwise)."""
    assert sign_of("grading essays at midnight, teacher life 🙃", now=SPRING, tz=DENVER) is None
    assert small_talk("grading essays at midnight, teacher life 🙃")


def test_whom_a_boss_is_going_to_be_is_no_trip() -> None:
    almaty = ZoneInfo("Asia/Almaty")
    found = extract(
        "Ilse's boss is gonna be Dauren starting wed", now=datetime(2030, 6, 30, 18, tzinfo=almaty), tz=almaty
    )
    assert [(i.subject, i.predicate) for i in found if isinstance(i, StateClaim)] == [("Ilse", "manager")]
