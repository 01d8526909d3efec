"""Fact verbs and tenses, second round: "has reported to … since", "taking over as … from",
a place of work that moves, away statuses with their end, a preference after a "doesn't eat",
"X over Y" kept whole, a title before a name, a second fact about the person in the detail,
and facts whose subject is only a pronoun (memory.understanding._fact_verbs, _facts,
_fact_time, _referents)."""

from __future__ import annotations

from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import SOMEONE, Intent, StateClaim, extract

LONDON = ZoneInfo("Europe/London")
NEW_YORK = ZoneInfo("America/New_York")
NOW = datetime(2027, 6, 8, 9, 0, tzinfo=LONDON)  # a Tuesday


def run(text: str, tz: ZoneInfo = LONDON) -> list[Intent]:
    return extract(text, now=NOW.astimezone(tz), tz=tz)


def claim(text: str, tz: ZoneInfo = LONDON) -> StateClaim:
    found = run(text, tz)
    assert len(found) == 1 and isinstance(found[0], StateClaim), found
    return found[0]


def day(spec: object, tz: ZoneInfo = LONDON) -> str | None:
    start = getattr(spec, "start", None)
    return start.astimezone(tz).date().isoformat() if start is not None else None


@pytest.mark.parametrize(
    ("text", "subject", "boss", "since"),
    [
        ("Nadia has reported to Olu since March", "Nadia", "Olu", "2027-03-01"),
        ("Kwame has been reporting to Ines since January", "Kwame", "Ines", "2027-01-01"),
        ("Søren's been reporting to Aiyana since 3 May", "Søren", "Aiyana", "2027-05-03"),
        ("thabo has reported to lerato since april", "thabo", "lerato", "2027-04-01"),
    ],
)
def test_has_reported_to_since_is_a_manager_from_then(text: str, subject: str, boss: str, since: str) -> None:
    c = claim(text)
    assert (c.subject, c.predicate, c.value, day(c.effective)) == (subject, "manager", boss, since)


@pytest.mark.parametrize(
    ("text", "tz", "subject", "role", "since"),
    [
        ("Kemal's taking over as ops lead from 1/7", LONDON, "Kemal", "ops lead", "2027-07-01"),
        ("Kemal's taking over as ops lead from 7/1", NEW_YORK, "Kemal", "ops lead", "2027-07-01"),
        ("Priya is taking over as head of sales from 15/7", LONDON, "Priya", "head of sales", "2027-07-15"),
        ("Mr. Osei is new CFO from 1st July", LONDON, "Mr. Osei", "CFO", "2027-07-01"),
        ("Dr. Haddad is the new head of research from 1st July", LONDON, "Dr. Haddad", "head of research",
         "2027-07-01"),
    ],
)
def test_a_role_taken_on_from_a_date(text: str, tz: ZoneInfo, subject: str, role: str, since: str) -> None:
    c = claim(text, tz)
    assert (c.subject, c.predicate, c.value, day(c.effective, tz)) == (subject, "role", role, since)


@pytest.mark.parametrize(
    ("text", "subject", "role"),
    [
        ("Lucas has taken over from Marta as our account lead", "Lucas", "account lead"),
        ("Kemal's taken over from Marta Silva as ops lead", "Kemal", "ops lead"),
        ("Ayumi took over from Ravi as the team lead 🎉", "Ayumi", "team lead"),
    ],
)
def test_whom_a_role_was_taken_from_is_no_part_of_it(text: str, subject: str, role: str) -> None:
    c = claim(text)
    assert (c.subject, c.predicate, c.value) == (subject, "role", role)


@pytest.mark.parametrize("text", ["Lee is new here", "lee is new in town", "Osei's new manager is Jonas"])
def test_new_without_a_role_is_no_role(text: str) -> None:
    assert not any(isinstance(i, StateClaim) and i.predicate == "role" for i in run(text))


@pytest.mark.parametrize(
    ("text", "subject", "place", "since"),
    [
        ("our studio moves to Shoreditch from 1 October", "studio", "Shoreditch", "2027-10-01"),
        ("the office is moving to Manchester from 3 August", "office", "Manchester", "2027-08-03"),
        ("our team moved to the 5th floor", "team", "5th floor", None),
        ("the meeting room is on the 3rd floor", "meeting room", "3rd floor", None),
    ],
)
def test_a_place_of_work_that_moves(text: str, subject: str, place: str, since: str | None) -> None:
    c = claim(text)
    assert (c.subject, c.predicate, c.value, day(c.effective)) == (subject, "location", place, since)


@pytest.mark.parametrize("text", ["the launch moves to Q3", "our standup moves to Zoom"])
def test_a_thing_that_is_no_place_of_work_has_no_location(text: str) -> None:
    assert not any(isinstance(i, StateClaim) and i.predicate == "location" for i in run(text))


@pytest.mark.parametrize(
    ("text", "subject", "status", "until"),
    [
        ("Ravi's off sick this week", "Ravi", "off sick", "2027-06-13"),
        ("Ravi's off sick today", "Ravi", "off sick", "2027-06-08"),
        ("Ana's on leave till the 9th", "Ana", "leave", "2027-06-09"),
        ("Bo is out of office", "Bo", "out of office", None),
        ("Siobhan is OOO until Monday", "Siobhan", "out of office", "2027-06-14"),
        ("Mehmet is out of the office", "Mehmet", "out of office", None),
    ],
)
def test_away_statuses_hold_until_their_end(text: str, subject: str, status: str, until: str | None) -> None:
    c = claim(text)
    ends = (c.until.end - timedelta(minutes=1)).astimezone(LONDON).date().isoformat() if c.until else None
    assert (c.subject, c.predicate, c.value, ends) == (subject, "status", status, until)
    assert c.effective is None


@pytest.mark.parametrize(
    ("text", "subject", "value"),
    [
        ("Ying doesn't eat meat, she prefers fish", "Ying", "fish"),
        ("ingrid doesn't drink coffee, she has tea", "ingrid", "tea"),
        ("Kwabena doesn't eat pork, he prefers chicken", "Kwabena", "chicken"),
    ],
)
def test_what_someone_takes_instead(text: str, subject: str, value: str) -> None:
    c = claim(text)
    assert (c.subject, c.predicate, c.value) == (subject, "preference", value)


@pytest.mark.parametrize(
    ("text", "subject", "value", "scope"),
    [
        ("I prefer calls over email", "me", "calls", None),
        ("Jun prefers Slack over email", "Jun", "Slack", None),
        ("Jun prefers Slack rather than email", "Jun", "Slack", None),
        ("Grandma prefers calls instead of texts", "Grandma", "calls", None),
        ("Aiko prefers email over chat for anything formal", "Aiko", "email", "anything formal"),
    ],
)
def test_a_preference_over_another_keeps_the_side_chosen(
    text: str, subject: str, value: str, scope: str | None
) -> None:
    """The corpora (blind6, blind7, blind9, blind10, blind11) label the side chosen alone."""
    c = claim(text)
    assert (c.subject, c.predicate, c.value, c.scope) == (subject, "preference", value, scope)


def test_a_second_fact_in_the_detail_is_about_the_same_person() -> None:
    found = run("Femi is our new landlord's agent, her number is 07700 900123")
    assert [(c.subject, c.predicate, c.value) for c in found if isinstance(c, StateClaim)] == [
        ("Femi", "role", "landlord's agent"),
        ("Femi", "phone", "07700 900123"),
    ]


@pytest.mark.parametrize(
    ("text", "predicate", "value"),
    [
        ("his title is Director now", "role", "Director"),
        ("they moved to the 5th floor", "location", "5th floor"),
        ("she's based in Leeds now", "location", "Leeds"),
        ("he's off sick", "status", "off sick"),
        ("her team is Payments", "team", "Payments"),
        # the lead's probe: "her assistant is Jonah" kept nothing
        ("her assistant is Jonah", "assistant", "Jonah"),
        ("his lawyer's Priya Nair now", "lawyer", "Priya Nair"),
    ],
)
def test_a_fact_about_a_pronoun_keeps_it_for_derive(text: str, predicate: str, value: str) -> None:
    c = claim(text)
    assert c.subject in SOMEONE and (c.predicate, c.value) == (predicate, value)


def test_a_pronoun_fact_after_a_named_person_is_theirs() -> None:
    found = run("I met Chioma yesterday. she's based in Leeds now")
    assert StateClaim("Chioma", "location", "Leeds", explicit_now=True) in found


@pytest.mark.parametrize("text", ["she took over payroll", "her flight is at 6", "they're going to Leeds"])
def test_a_pronoun_with_no_person_fact_is_none(text: str) -> None:
    assert not any(isinstance(i, StateClaim) for i in run(text))


@pytest.mark.parametrize("text", ["her partner is lovely", "his doctor is on holiday"])
def test_a_persons_person_described_is_no_fact(text: str) -> None:
    assert not [i for i in run(text) if isinstance(i, StateClaim)]
