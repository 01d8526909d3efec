"""Small talk that keeps and asks nothing (a joke title of a dish, an animal's mischief, a day's thing gone
by, the sun out), facts said as busy people say them (whose name a vehicle is registered in, an amount
with its currency code after it, a "since" date whose two readings have both gone by) and "what's still
on my plate" asking for what is open (session 33), each beside what must still be read."""

from __future__ import annotations

from datetime import datetime

import pytest

from memory import understanding
from memory.asks import never_silent
from memory.timefmt import zone
from memory.understanding import CompleteCommitment, Question, StateClaim, Unclear

BERLIN = zone("Europe/Berlin")
NOW = datetime(2026, 12, 7, 8, 0, tzinfo=BERLIN)  # a Monday morning
AMMAN = zone("Asia/Amman")
IN_MAY = datetime(2028, 5, 25, 10, 30, tzinfo=AMMAN)


def _read(text: str, now: datetime = NOW) -> list[understanding.Intent]:
    return understanding.extract(text, now=now, tz=now.tzinfo)  # type: ignore[arg-type]


def _quiet(text: str) -> bool:
    """Nothing read and nothing asked, with nothing open."""
    found = _read(text)
    return not found and never_silent(text, found, [], [], now=NOW, tz=BERLIN) is None


@pytest.mark.parametrize(
    "text",
    [
        "Otabek is now officially the plov champion 🏆",
        "Nadia is the pancake queen of this house",
        "Amir's the reigning biryani king",
        "the apes up the Rock nicked my crisps, total disaster 🐒",
        "a seagull stole my chips on the pier lol",
        "deadline for being productive today: passed 😂",
        "my diet today: officially blown",
        "plans for tonight - out the window lol",
        "the sun's finally out, perfect timing ☀️",
        "everyone's phone died at the same time, peak navruz",
    ],
)
def test_small_talk_keeps_and_asks_nothing(text: str) -> None:
    assert _quiet(text), (_read(text), never_silent(text, _read(text), [], [], now=NOW, tz=BERLIN))


@pytest.mark.parametrize(
    ("text", "role"),
    [
        ("Lena is our new data protection champion", "data protection champion"),
        ("Jon is head of catering", "head of catering"),
    ],
)
def test_real_titles_are_still_roles(text: str, role: str) -> None:
    assert [i.value for i in _read(text) if isinstance(i, StateClaim)] == [role]


def test_a_day_s_diary_line_is_still_kept() -> None:
    found = _read("dentist today 3pm")
    assert [i.action for i in found if isinstance(i, understanding.NewCommitment)] == ["dentist"]


@pytest.mark.parametrize(
    ("text", "thing", "owner"),
    [
        ("the van's registered to Raed now", "van", "Raed"),
        ("the car is registered in Ama's name", "car", "Ama"),
        ("the Hilux has been registered to Tomasi", "Hilux", "Tomasi"),
        ("the boat's in Sione's name now", "boat", "Sione"),
    ],
)
def test_whose_name_a_thing_is_registered_in_is_its_owner(text: str, thing: str, owner: str) -> None:
    assert _read(text) == [StateClaim(thing, "owner", owner, explicit_now=True)]


def test_registering_a_thing_is_still_a_job_done() -> None:
    assert _read("van registered ✅") == [CompleteCommitment("registered van", past_tense=True)]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("rent on the studio goes up to 450 JD as of june", "450 JD"),
        ("the studio rent goes up to 1,200 AED from june", "1,200 AED"),
        ("rent on the studio goes up to 450 dinars from june", "450 dinars"),
        ("rent on the studio goes up to 450 from june", "450"),
    ],
)
def test_an_amount_with_its_currency_code_after_it(text: str, value: str) -> None:
    found = _read(text)
    assert len(found) == 1 and isinstance(found[0], StateClaim), found
    claim = found[0]
    assert (claim.subject, claim.predicate, claim.value) == ("studio", "rent", value)
    assert claim.effective is not None and claim.effective.start.astimezone(BERLIN).month == 6


@pytest.mark.parametrize("text", ["Bilal's been on leave since 5/4", "Rana has been off sick since 2/3"])
def test_since_a_date_read_both_ways_both_gone_by_is_asked(text: str) -> None:
    found = _read(text, IN_MAY)
    assert len(found) == 1 and isinstance(found[0], Unclear), found


@pytest.mark.parametrize("text", ["Bilal's been on leave since 14/4", "Bilal's been on leave since 5/4/2028"])
def test_since_a_date_that_reads_one_way_is_kept(text: str) -> None:
    found = _read(text, IN_MAY)
    assert len(found) == 1 and isinstance(found[0], StateClaim) and found[0].effective is not None, found


@pytest.mark.parametrize(
    "text", ["what's still on my plate?", "whats still on my plate", "what is still on my plate?", "whats still open"]
)
def test_what_is_still_on_my_plate_asks_what_is_open(text: str) -> None:
    found = _read(text)
    assert len(found) == 1 and isinstance(found[0], Question) and found[0].kind == "open", found


@pytest.mark.parametrize("text", ["lee still in leeds?", "is lee still in leeds?"])
def test_someone_still_somewhere_is_still_asked_of_them(text: str) -> None:
    found = _read(text)
    assert isinstance(found[0], Question) and found[0].subject == "lee", found


@pytest.mark.parametrize(
    "text",
    [
        "the new intern brought cake 🎂",
        "Raj baked brownies for everyone",
        "Sanne brought in doughnuts this morning",
        "Tomás is now officially the fantasy football champ",
    ],
)
def test_treats_and_fantasy_titles_are_small_talk(text: str) -> None:
    assert _quiet(text), _read(text)


def test_a_treat_to_bring_is_still_a_to_do() -> None:
    found = _read("bring cake to the party sat")
    assert [i.action for i in found if isinstance(i, understanding.NewCommitment)] == ["bring cake to the party"]


@pytest.mark.parametrize(
    ("text", "thing", "insurer"),
    [
        ("the car's now insured with Aviva", "car insurance", "Aviva"),
        ("the car is now insured with Aviva", "car insurance", "Aviva"),
        ("the house is insured with Direct Line from the 1st", "house insurance", "Direct Line"),
        ("the car insurance is with Admiral now", "car insurance", "Admiral"),
    ],
)
def test_whom_a_thing_is_insured_with_is_its_insurance_s_provider(text: str, thing: str, insurer: str) -> None:
    found = _read(text)
    assert [(i.subject, i.predicate, i.value) for i in found if isinstance(i, StateClaim)] == [
        (thing, "provider", insurer)
    ], found


@pytest.mark.parametrize(
    ("text", "status"),
    [
        ("Hana is off on maternity leave till june", "maternity leave"),
        ("Hana's off on sick leave", "sick leave"),
        ("Hana is away on holiday", "holiday"),
        ("Hana is on maternity leave till june", "maternity leave"),
    ],
)
def test_off_or_away_on_leave_is_a_status(text: str, status: str) -> None:
    found = _read(text)
    assert [(i.predicate, i.value) for i in found if isinstance(i, StateClaim)] == [("status", status)], found


@pytest.mark.parametrize(
    "text", ["have I got anything broken", "do we have any issues?", "do i have any open issues", "anything broken?"]
)
def test_asking_after_one_s_own_broken_things_lists_open_issues(text: str) -> None:
    found = _read(text)
    assert len(found) == 1 and isinstance(found[0], Question) and found[0].kind == "open_issues", found
