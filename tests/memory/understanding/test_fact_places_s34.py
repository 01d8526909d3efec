"""Where someone lives said with the way there (session 34): "lives up in Medeu", "living out in
Kaskelen", "lives down in Almaty" are a location, never a thing back up, down or out; a place phrase
after it ("…, near the skating rink") is where, never a to-do; "works out at the gym" is no outage."""

from __future__ import annotations

from datetime import datetime

import pytest

from memory import understanding
from memory.timefmt import zone
from memory.understanding import NewCommitment, OpenEpisode, ResolveEpisode, StateClaim

ALMATY = zone("Asia/Almaty")
NOW = datetime(2030, 6, 30, 18, 0, tzinfo=ALMATY)


def _read(text: str) -> list[understanding.Intent]:
    return understanding.extract(text, now=NOW, tz=ALMATY)


@pytest.mark.parametrize(
    ("text", "subject", "value"),
    [
        ("Hyun-woo lives up in Medeu now, near the skating rink", "Hyun-woo", "Medeu"),
        ("Hyun-woo lives up in Medeu now", "Hyun-woo", "Medeu"),
        ("Hyun-woo lives out in Medeu", "Hyun-woo", "Medeu"),
        ("Hyun-woo lives down in Medeu these days", "Hyun-woo", "Medeu"),
        ("Hyun-woo lives over in Bondi", "Hyun-woo", "Bondi"),
        ("Lena lives out in Kaskelen, next to the school", "Lena", "Kaskelen"),
        ("Hyun-woo lives in Medeu now, near the rink", "Hyun-woo", "Medeu"),
        ("Aigerim is living out in Talgar now, opposite the bazaar", "Aigerim", "Talgar"),
    ],
)
def test_where_someone_lives_is_their_location_alone(text: str, subject: str, value: str) -> None:
    found = _read(text)
    assert [(i.subject, i.predicate, i.value) for i in found if isinstance(i, StateClaim)] == [
        (subject, "location", value)
    ]
    assert not [i for i in found if isinstance(i, NewCommitment | OpenEpisode | ResolveEpisode)]


@pytest.mark.parametrize(
    "text", ["near the rink", "opposite the station", "behind the sofa", "Tom works out at the gym"]
)
def test_a_place_phrase_or_a_workout_keeps_nothing(text: str) -> None:
    assert not [i for i in _read(text) if isinstance(i, NewCommitment | OpenEpisode | ResolveEpisode)]


def test_a_note_to_self_still_is_one() -> None:
    assert [i.action for i in _read("descale the kettle") if isinstance(i, NewCommitment)] == ["descale the kettle"]


@pytest.mark.parametrize(
    "text",
    [
        "Timur starts as deputy head next mon",  # said on a Sunday: tomorrow, or a week tomorrow?
        "next mon Timur takes over as deputy head",
        "Aigul moves to Astana next monday",
        "from next mon Aigul is head of sales",
    ],
)
def test_a_fact_dated_next_monday_on_a_sunday_is_asked(text: str) -> None:
    found = _read(text)
    assert [type(i).__name__ for i in found] == ["Unclear"] and "week tomorrow" in found[0].question


def test_a_fact_dated_next_tuesday_on_a_sunday_is_next_weeks() -> None:
    (claim,) = _read("Timur starts as deputy head next tues")
    assert isinstance(claim, StateClaim) and claim.effective is not None
    assert claim.effective.start.astimezone(ALMATY).date().isoformat() == "2030-07-02"


@pytest.mark.parametrize(
    ("text", "subject", "predicate", "value"),
    [
        ("Carlos has 2 kids, Leo and Ana", "Carlos", "kids", "Leo and Ana"),
        ("Carlos has 2 kids, Leo & Ana", "Carlos", "kids", "Leo and Ana"),
        ("Mele has a daughter called Sina", "Mele", "daughter", "Sina"),
        ("Tomás has two brothers: Rui and Zé", "Tomás", "brothers", "Rui and Zé"),
        ("Aigerim has a son named Arman", "Aigerim", "son", "Arman"),
    ],
)
def test_family_said_with_has_and_names(text: str, subject: str, predicate: str, value: str) -> None:
    assert [(i.subject, i.predicate, i.value) for i in _read(text) if isinstance(i, StateClaim)] == [
        (subject, predicate, value)
    ]


@pytest.mark.parametrize("text", ["Carlos has 2 kids", "the office has two printers, HP and Canon"])
def test_a_count_or_things_keep_no_family(text: str) -> None:
    assert not [i for i in _read(text) if isinstance(i, StateClaim)]


def test_a_month_typed_short_before_the_verb_dates_the_fact() -> None:
    (claim,) = _read("my new manager from jan is Ingrid")
    assert isinstance(claim, StateClaim)
    assert (claim.subject, claim.predicate, claim.value) == ("me", "manager", "Ingrid")
    assert claim.effective is not None and claim.effective.start.astimezone(ALMATY).month == 1  # a January
    (rent,) = _read("the rent from mar is 1450")
    assert isinstance(rent, StateClaim) and rent.effective is not None


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Javi's been made redundant", "made redundant"),
        ("Javi was made redundant", "made redundant"),
        ("Javi got laid off", "laid off"),
        ("Javi's been let go", "let go"),
    ],
)
def test_a_job_lost_is_a_status_never_a_role(text: str, value: str) -> None:
    assert [(i.predicate, i.value) for i in _read(text) if isinstance(i, StateClaim)] == [("status", value)]


def test_a_rank_made_is_still_a_role() -> None:
    assert [(i.predicate, i.value) for i in _read("Javi was made partner") if isinstance(i, StateClaim)] == [
        ("role", "partner")
    ]
