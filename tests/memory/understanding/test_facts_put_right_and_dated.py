"""Facts said in conversation (session 26): a place put right with "actually", the user's manager
"there" or "at <work>", a job signed for as a role, a newcomer's start said after who they are,
the move that dated a place said after it, a successor's role, how a drink is taken, and a
bare clock under a heading with a day and a time."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment, StateClaim, Unclear, extract

LONDON = ZoneInfo("Europe/London")
NOW = datetime(2026, 12, 4, 8, 10, tzinfo=LONDON)  # a Friday morning


def _read(text: str, tz: ZoneInfo = LONDON, now: datetime = NOW) -> list:
    return list(extract(text, now=now, tz=tz))


def _facts(text: str) -> list[tuple[str, str, str]]:
    found = _read(text)
    assert found and all(isinstance(i, StateClaim) for i in found), found
    return [(i.subject, i.predicate, i.value) for i in found]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Maya is actually in Berlin", ("Maya", "location", "Berlin")),
        ("Maya's actually in Berlin", ("Maya", "location", "Berlin")),
        ("maya is actually in berlin", ("maya", "location", "berlin")),
        ("Kwame is in fact in Accra", ("Kwame", "location", "Accra")),
        ("Maya actually lives in Berlin", ("Maya", "location", "Berlin")),
        ("Jo actually works at Arup", ("Jo", "employer", "Arup")),
    ],
)
def test_a_place_put_right_with_actually(text: str, expected: tuple[str, str, str]) -> None:
    assert _facts(text) == [expected]


@pytest.mark.parametrize(
    "text", ["Maya is actually in a meeting", "the demo actually worked", "Maya was actually in Berlin"]
)
def test_actually_is_no_place_of_its_own(text: str) -> None:
    assert not any(isinstance(i, StateClaim) and i.predicate == "location" for i in _read(text))


@pytest.mark.parametrize(
    ("text", "boss"),
    [
        ("my manager there is Ifeoma", "Ifeoma"),
        ("my manager at Kelda is Ifeoma", "Ifeoma"),
        ("my boss at work is Tom Reed", "Tom Reed"),
        ("my supervisor over there is Ana", "Ana"),
        ("my new manager at the new job is Priya", "Priya"),
        ("my line manager here is dave", "dave"),
    ],
)
def test_the_users_manager_at_a_job(text: str, boss: str) -> None:
    assert _facts(text) == [("me", "manager", boss)]


@pytest.mark.parametrize("text", ["my manager there is furious", "my boss at work is a nightmare"])
def test_a_mood_is_no_manager(text: str) -> None:
    assert not any(isinstance(i, StateClaim) and i.predicate == "manager" for i in _read(text))


@pytest.mark.parametrize(
    ("text", "who", "org", "role", "day"),
    [
        ("tomasz signed with Arup as a site engineer from the 1st", "tomasz", "Arup", "site engineer", "2026-12-01"),
        ("Tomasz signed with Arup as a site engineer from the 1st", "Tomasz", "Arup", "site engineer", "2026-12-01"),
        ("Lena signed on with Bupa as a nurse in march", "Lena", "Bupa", "nurse", "2026-03-01"),
        ("Kofi signed with Chelsea as a goalkeeper", "Kofi", "Chelsea", "goalkeeper", None),
    ],
)
def test_signed_with_an_employer_as_a_role(text: str, who: str, org: str, role: str, day: str | None) -> None:
    found = _read(text)
    assert [(i.subject, i.predicate, i.value) for i in found] == [(who, "employer", org), (who, "role", role)]
    for claim in found:
        assert (claim.effective.start.astimezone(LONDON).date().isoformat() if claim.effective else None) == day


@pytest.mark.parametrize(
    ("text", "who", "day"),
    [
        ("new hire Carla starts monday", "Carla", "7 December 2026"),
        ("our new starter Tom starts on the 14th", "Tom", "14 December 2026"),
        ("new intern Ana started on the 1st", "Ana", "1 December 2026"),
    ],
)
def test_a_newcomer_named_after_who_they_are_starts(text: str, who: str, day: str) -> None:
    assert _facts(text) == [(who, "start date", day)]


def test_a_start_keeps_its_fact_beside_what_it_cannot_read() -> None:
    found = _read("new hire Carla starts monday, Leon is out till jan 8 tho so I'm onboarding her")
    assert isinstance(found[0], StateClaim) and (found[0].subject, found[0].value) == ("Carla", "7 December 2026")
    assert all(isinstance(i, Unclear) for i in found[1:])


@pytest.mark.parametrize(
    ("text", "who", "org"),
    [
        ("I started a new job at Kelda last month", "me", "Kelda"),
        ("Tom started a new job at Kelda", "Tom", "Kelda"),
        ("Tom's starting a new role with Arup on monday", "Tom", "Arup"),
    ],
)
def test_a_new_job_names_the_employer(text: str, who: str, org: str) -> None:
    assert _facts(text) == [(who, "employer", org)]


@pytest.mark.parametrize(
    ("text", "month"),
    [
        ("Olga's in Brisbane now, moved there in august", "2026-08"),
        ("Olga is in Brisbane now and she moved there in august", "2026-08"),
        ("Olga's in Brisbane now, relocated in march", "2026-03"),
        ("Olga lives in Brisbane, moved there in may", "2026-05"),
    ],
)
def test_the_move_there_dates_the_place(text: str, month: str) -> None:
    (claim,) = _read(text)
    assert isinstance(claim, StateClaim) and (claim.subject, claim.predicate, claim.value) == (
        "Olga", "location", "Brisbane"
    )
    assert claim.effective is not None and claim.effective.start.astimezone(LONDON).strftime("%Y-%m") == month


def test_a_move_there_dates_no_role() -> None:
    found = _read("Olga is CFO now, moved there in august")
    assert isinstance(found[0], StateClaim) and found[0].effective is None


@pytest.mark.parametrize(
    ("text", "who", "role"),
    [
        ("Despina's his replacement as branch lead", "Despina", "branch lead"),
        ("Despina is her successor as chair", "Despina", "chair"),
        ("Tom is Ana's maternity cover as head of HR", "Tom", "head of HR"),
    ],
)
def test_a_successor_takes_the_role(text: str, who: str, role: str) -> None:
    assert _facts(text) == [(who, "role", role)]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Oksana prefers green tea, no sugar", "green tea, no sugar"),
        ("Tom prefers black coffee, two sugars", "black coffee, two sugars"),
        ("Ade prefers a flat white, oat milk", "a flat white, oat milk"),
        ("Ade prefers email, thanks", "email"),
        ("Ade prefers calls, no texts", "calls"),
    ],
)
def test_how_a_drink_is_taken_is_part_of_the_preference(text: str, value: str) -> None:
    (claim,) = _facts(text)
    assert claim[2] == value


@pytest.mark.parametrize(
    ("text", "action", "due"),
    [
        ("gig sat 8pm: book taxi home at 11", "book taxi home", "2026-12-05T23:00"),
        ("gig sat 8pm: book taxi home at 11pm", "book taxi home", "2026-12-05T23:00"),
        ("dinner thu 7pm: book a table at 5", "book a table", "2026-12-10T17:00"),
        ("meeting tue 9am: prep slides at 11", "prep slides", "2026-12-08T11:00"),
        ("party sat 10pm: pick up Jo at 9", "pick up Jo", "2026-12-05T21:00"),
        ("tmrw 9am: call Jo at 11", "call Jo", "2026-12-05T11:00"),
        ("gig sat 8pm: book taxi home", "book taxi home", "2026-12-05T20:00"),
    ],
)
def test_a_clock_under_a_dated_heading_is_on_its_day(text: str, action: str, due: str) -> None:
    (todo,) = _read(text)
    assert isinstance(todo, NewCommitment) and todo.action == action and todo.due is not None
    assert todo.due.start.astimezone(LONDON).strftime("%Y-%m-%dT%H:%M") == due


def test_a_clock_as_near_either_way_is_asked() -> None:
    (asked,) = _read("lunch sat 12pm: call Jo at 6")
    assert isinstance(asked, Unclear) and asked.proposal is not None


def test_a_clock_under_a_heading_in_another_zone() -> None:
    tokyo = ZoneInfo("Asia/Tokyo")
    (todo,) = _read("concert sat 7pm: order a cab at 10", tz=tokyo, now=datetime(2026, 12, 4, 9, 0, tzinfo=tokyo))
    assert isinstance(todo, NewCommitment) and todo.due is not None
    assert todo.due.start.astimezone(tokyo).strftime("%Y-%m-%dT%H:%M") == "2026-12-05T22:00"


@pytest.mark.parametrize(
    ("text", "unit", "who"),
    [
        ("Björn's heading the safety committee as of october", "safety committee", "Björn"),
        ("Björn's heading up the safety committee", "safety committee", "Björn"),
        ("Ana's heading the Lisbon team from jan", "Lisbon team", "Ana"),
    ],
)
def test_someone_s_heading_a_unit(text: str, unit: str, who: str) -> None:
    assert _facts(text) == [(unit, "owner", who)]


@pytest.mark.parametrize("text", ["Björn's heading to Oslo", "Björn's heading the wrong way", "Ana's heading out"])
def test_heading_somewhere_heads_nothing(text: str) -> None:
    assert not any(isinstance(i, StateClaim) and i.predicate == "owner" for i in _read(text))


@pytest.mark.parametrize(
    ("text", "action", "due"),
    [
        ("gig sat 8pm, book taxi home at 11", "book taxi home", "2026-12-05T23:00"),
        ("gig sat 8pm and book taxi home at 11", "book taxi home", "2026-12-05T23:00"),
        ("dentist tues 3pm, call Jo at 5", "call Jo", "2026-12-08T17:00"),
    ],
)
def test_a_clock_after_an_event_is_offered_on_its_day(text: str, action: str, due: str) -> None:
    asked = _read(text)[-1]
    assert isinstance(asked, Unclear) and isinstance(asked.proposal, NewCommitment)
    assert asked.proposal.action == action and asked.proposal.due is not None
    assert asked.proposal.due.start.astimezone(LONDON).strftime("%Y-%m-%dT%H:%M") == due


def test_a_clock_after_an_event_with_a_day_of_its_own_keeps_it() -> None:
    todo = _read("dentist tues 3pm, call Jo tmrw at 5")[-1]
    assert isinstance(todo, NewCommitment) and todo.due is not None
    assert todo.due.start.astimezone(LONDON).strftime("%Y-%m-%dT%H:%M") == "2026-12-05T17:00"


def test_a_deadline_after_an_event_keeps_today() -> None:
    todo = _read("lunch w/ Dimitri at 1 tmrw & call the bank by 12")[-1]
    assert isinstance(todo, NewCommitment) and todo.due is not None
    assert todo.due.start.astimezone(LONDON).strftime("%Y-%m-%dT%H:%M") == "2026-12-04T12:00"


def test_steps_after_a_dated_first_step_keep_its_day() -> None:
    found = _read("gym 7am tmrw, then drop Leo at school 8:30, then the vet w/ Canela at 10")
    assert all(isinstance(i, NewCommitment) for i in found)
    assert [i.due.start.astimezone(LONDON).strftime("%d %H:%M") for i in found] == ["05 07:00", "05 08:30", "05 10:00"]
