"""Facts said in everyday words: a thing's standing with no "is" ("washing machine sold"), a team
said with "on" ("Lena is on platform now"), a leading month that is also a name ("from jan Jo is
head of ops"), a promotion and its job after the comma, and a rank "made" (pure ``extract``)."""

from __future__ import annotations

from datetime import date, datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import CompleteCommitment, StateClaim, extract

TZ = ZoneInfo("Europe/London")
NOW = datetime(2026, 11, 30, 11, 0, tzinfo=TZ)


def _read(text: str) -> list[object]:
    return list(extract(text, now=NOW, tz=TZ))


def _claims(text: str) -> list[tuple[str, str, str]]:
    return [(i.subject, i.predicate, i.value) for i in _read(text) if isinstance(i, StateClaim)]


@pytest.mark.parametrize(
    ("text", "thing", "status"),
    [
        ("washing machine sold", "washing machine", "sold"),
        ("the old van sold at last", "old van", "sold"),
        ("Elm Rd sold 🎉", "Elm Rd", "sold"),
        ("lease signed", "lease", "signed"),
        ("planning approved", "planning", "approved"),
        ("the spare fridge sold too", "spare fridge", "sold"),
    ],
)
def test_a_things_standing_without_is_finishes_a_todo_or_else_is_its_status(
    text: str, thing: str, status: str
) -> None:
    done = [i for i in _read(text) if isinstance(i, CompleteCommitment)]
    assert len(done) == 1 and done[0].action == thing
    status_kept = done[0].otherwise
    assert isinstance(status_kept, StateClaim)
    assert (status_kept.subject, status_kept.predicate, status_kept.value) == (thing, "status", status)


@pytest.mark.parametrize(
    ("text", "thing", "status"),
    [
        ("flat 2 let", "flat 2", "let"),
        ("unit 4 under offer", "unit 4", "under offer"),
        ("the Kingston Rd house on the market", "Kingston Rd house", "on the market"),
        ("offer accepted", "offer", "accepted"),
        ("flat 3 rented out", "flat 3", "rented out"),
    ],
)
def test_a_standing_no_todo_ends_is_the_things_status(text: str, thing: str, status: str) -> None:
    assert _claims(text) == [(thing, "status", status)]
    assert not any(isinstance(i, CompleteCommitment) for i in _read(text))


@pytest.mark.parametrize("text", ["Lena signed", "Bob sold", "Sam approved", "I sold it", "tickets sold"])
def test_a_person_or_a_paperless_signing_is_no_things_status(text: str) -> None:
    assert not any(isinstance(i, CompleteCommitment) and i.otherwise is not None for i in _read(text))


@pytest.mark.parametrize(
    ("text", "who", "team"),
    [
        ("Lena is on platform now", "Lena", "platform"),
        ("Lena moved to the platform team", "Lena", "platform"),
        ("Kwesi's on payments", "Kwesi", "payments"),
        ("Ana is on the data team", "Ana", "data"),
    ],
)
def test_a_team_is_stored_by_its_name_without_the_word_team(text: str, who: str, team: str) -> None:
    assert _claims(text) == [(who, "team", team)]


@pytest.mark.parametrize("text", ["Ben is on training this week", "Jo's on admin today", "Sam is on security"])
def test_on_a_duty_is_no_team(text: str) -> None:
    assert not [c for c in _claims(text) if c[1] == "team"]


@pytest.mark.parametrize(
    ("text", "fact", "starts"),
    [
        ("from jan Jo is head of ops", ("Jo", "role", "head of ops"), date(2027, 1, 1)),
        ("from jan, Jo is head of ops", ("Jo", "role", "head of ops"), date(2027, 1, 1)),
        ("as of mar the rent is 1,450", ("me", "rent", "1,450"), date(2027, 3, 1)),
        ("since jun Ana has been in Lisbon", ("Ana", "location", "Lisbon"), date(2026, 6, 1)),
        ("starting next month rent is 1,450", ("me", "rent", "1,450"), date(2026, 12, 1)),
        ("Rafael made partner back in september", ("Rafael", "role", "partner"), date(2026, 9, 1)),
    ],
)
def test_a_facts_date_is_when_it_holds_never_part_of_its_value(
    text: str, fact: tuple[str, str, str], starts: date
) -> None:
    claims = [i for i in _read(text) if isinstance(i, StateClaim)]
    assert [(c.subject, c.predicate, c.value) for c in claims] == [fact]
    assert claims[0].effective is not None and claims[0].effective.start.astimezone(TZ).date() == starts


def test_a_trailing_from_jan_stays_a_name() -> None:
    assert not [c for c in _claims("Jo took over from jan") if "jan" in c[2].lower() and c[1] != "owner"]


@pytest.mark.parametrize(
    ("text", "who", "role"),
    [
        ("Chloé's been promoted, she's a principal now", "Chloé", "principal"),
        ("Jin got promoted - now head of sales", "Jin", "head of sales"),
        ("Ade got bumped up, he's the charge nurse", "Ade", "charge nurse"),
        ("Tui finally made captain", "Tui", "captain"),
        ("Sam made lead engineer", "Sam", "lead engineer"),
    ],
)
def test_a_promotion_keeps_the_new_job_only(text: str, who: str, role: str) -> None:
    assert _claims(text) == [(who, "role", role)]


@pytest.mark.parametrize(
    "text", ["Mia got promoted, she's thrilled", "Rafael made dinner", "Jo made the team", "Ade got bumped up"]
)
def test_no_job_no_role(text: str) -> None:
    assert not [c for c in _claims(text) if c[1] == "role"]
