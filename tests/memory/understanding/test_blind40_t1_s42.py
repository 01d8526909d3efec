"""Blind40 families, session 42 (t1): a country's own national days (Kenya's Mashujaa and Jamhuri
Day, Barbados' Kadooment Day) are dates wherever their people are; a reminder whose numeric date
reads both ways is asked about as any to-do's is; a named day of the month's round said before its
date ("on payday the 28th", "on bin day thursday") is no part of the action."""

from __future__ import annotations

from datetime import date, datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment, StateClaim, Unclear, extract, small_talk

KHARTOUM = ZoneInfo("Africa/Khartoum")
NOW = datetime(2029, 10, 16, 18, 50, tzinfo=KHARTOUM)  # a Tuesday
NEW_YORK = ZoneInfo("America/New_York")


def _todos(said: str, now: datetime = NOW, tz: ZoneInfo = KHARTOUM) -> list[tuple[str, date | None]]:
    return [
        (i.action, i.due.start.astimezone(tz).date() if i.due else None)
        for i in extract(said, now=now, tz=tz)
        if isinstance(i, NewCommitment)
    ]


@pytest.mark.parametrize(
    ("said", "action", "day"),
    [
        ("need to submit the per diem claims by mashujaa day", "submit the per diem claims", date(2029, 10, 20)),
        ("I'll call mum on jamhuri day", "call mum", date(2029, 12, 12)),
        ("gotta pay the caterer before jamhuri day", "pay the caterer", date(2029, 12, 11)),
        ("remind me to book the matatu on madaraka day", "book the matatu", date(2030, 6, 1)),
        ("costume pickup on kadooment day", "costume pickup", date(2030, 8, 5)),
    ],
)
def test_a_countrys_own_national_day_dates_a_todo(said: str, action: str, day: date) -> None:
    assert _todos(said) == [(action, day)]


@pytest.mark.parametrize(
    "said",
    [
        "remind me to call Tendai 11/12",
        "remind me on 11/12 to call Tendai",
        "pls remind me to pay the rent 3/4",
        "remind me to renew the permit on 12/11",
    ],
)
def test_a_reminder_on_a_date_read_both_ways_is_asked(said: str) -> None:
    found = extract(said, now=NOW, tz=KHARTOUM)
    assert len(found) == 1 and isinstance(found[0], Unclear)
    assert "can't tell whether" in found[0].question


@pytest.mark.parametrize(
    ("said", "action", "day"),
    [
        ("remind me to call Tendai 25/12", "call Tendai", date(2029, 12, 25)),
        ("remind me on 14/11 to call Tendai", "call Tendai", date(2029, 11, 14)),
    ],
)
def test_a_reminder_on_a_date_read_one_way_is_kept(said: str, action: str, day: date) -> None:
    assert _todos(said) == [(action, day)]


def test_a_reminder_in_month_first_zone_still_asks_when_both_ahead() -> None:
    found = extract("remind me to call mum 11/12", now=datetime(2029, 10, 16, 9, 0, tzinfo=NEW_YORK), tz=NEW_YORK)
    assert [type(i) for i in found] == [Unclear]


@pytest.mark.parametrize(
    ("said", "action", "day"),
    [
        ("I owe Baraka 2000 bob, will pay him back on payday the 28th", "pay Baraka back", date(2029, 10, 28)),
        ("need to pay Jo back on payday, the 25th", "pay Jo back", date(2029, 10, 25)),
        ("put the recycling out on bin day thursday", "put the recycling out", date(2029, 10, 18)),
        ("I'll settle the school fees on pay day 30th", "settle the school fees", date(2029, 10, 30)),
        ("gotta move the couch on moving day, sat", "move the couch", date(2029, 10, 20)),
    ],
)
def test_a_named_day_before_its_date_is_no_part_of_the_action(said: str, action: str, day: date) -> None:
    assert _todos(said) == [(action, day)]


def test_a_named_day_without_its_date_stays_in_the_action() -> None:
    assert _todos("remind me to pay the rent on payday") == [("pay the rent on payday", None)]


# -- "it" in a to-do said after a clause that names the thing ------------------------------------------

MAWSON = ZoneInfo("Antarctica/Mawson")
MAWSON_NOW = datetime(2035, 4, 19, 21, 15, tzinfo=MAWSON)  # a Thursday


def _actions(said: str) -> list[tuple[str, str]]:
    return [(i.action, i.owner) for i in extract(said, now=MAWSON_NOW, tz=MAWSON) if isinstance(i, NewCommitment)]


@pytest.mark.parametrize(
    ("said", "action", "owner"),
    [
        ("Jono's borrowing my quad bike, he'll pick it up sat arvo", "pick my quad bike up", "Jono"),
        ("Ana has our gazebo, she'll bring it back sunday", "bring our gazebo back", "Ana"),
        ("Kev's using the trailer, he'll drop it back tmrw", "drop the trailer back", "Kev"),
        ("Jono is borrowing my drill, need to get it back by fri", "get my drill back", "me"),
    ],
)
def test_it_is_the_thing_someone_has_the_use_of(said: str, action: str, owner: str) -> None:
    assert _actions(said) == [(action, owner)]


@pytest.mark.parametrize(
    ("said", "action"),
    [
        ("fume hood's fixed, fridge still dead, I'll chase Brett about it monday", "chase Brett about fridge"),
        ("the pump's still busted, Tama will look at it tmrw", "look at the pump"),
    ],
)
def test_it_is_the_thing_said_still_broken(said: str, action: str) -> None:
    assert [a for a, _ in _actions(said)] == [action]


@pytest.mark.parametrize(
    ("said", "action", "owner"),
    [
        ("rubbish sorted. Dan will weigh it sat", "weigh rubbish", "Dan"),
        ("the generator's making a noise. Pete will check it tmrw", "check the generator", "Pete"),
    ],
)
def test_it_is_the_thing_the_sentence_before_was_about(said: str, action: str, owner: str) -> None:
    assert _actions(said) == [(action, owner)]


# -- a promise told as broken is a story ----------------------------------------------------------------

BISSAU = ZoneInfo("Africa/Bissau")


@pytest.mark.parametrize(
    "said",
    [
        "Tunde promised to bring suya but na lie",
        "Tunde promised to bring suya but he lied",
        "Ama said she'd bring the jollof but it was all talk",
        "Tunde promised to bring suya but as usual nothing",
    ],
)
def test_a_promise_told_as_broken_keeps_nothing(said: str) -> None:
    assert extract(said, now=datetime(2027, 11, 5, 13, 0, tzinfo=BISSAU), tz=BISSAU) == []
    assert small_talk(said)  # nothing asked either: chat, not a message recap failed to read


def test_a_promise_then_a_plan_of_ones_own_is_kept() -> None:
    found = extract(
        "Tunde promised to bring suya but I'll bring chin chin",
        now=datetime(2027, 11, 5, 13, 0, tzinfo=BISSAU),
        tz=BISSAU,
    )
    assert [(i.action, i.owner) for i in found if isinstance(i, NewCommitment)] == [
        ("bring suya", "Tunde"),
        ("bring chin chin", "me"),
    ]


# -- where someone works is one attribute, however it is called ----------------------------------------


@pytest.mark.parametrize("name", ["workplace", "company", "Workplace"])
def test_workplace_is_the_employer(name: str) -> None:
    from memory.claims import same_predicate

    assert "employer" in same_predicate(name)
    assert same_predicate(name) == same_predicate("employer")


# -- whom one pays or thanks; a post without where it is held; a camp's turns; a code of "her" ----------


def _facts(said: str) -> list[tuple[str, str, str]]:
    return [
        (i.subject, i.predicate, i.value) for i in extract(said, now=MAWSON_NOW, tz=MAWSON) if isinstance(i, StateClaim)
    ]


@pytest.mark.parametrize(
    ("said", "action"),
    [
        ("Tama's doing the ice runway survey this weekend, I'll pay him for the fuel drums friday",
         "pay Tama for the fuel drums"),
        ("Lena fixed my bike, need to thank her for it", "thank Lena for it"),
    ],
)  # fmt: skip
def test_him_paid_or_thanked_is_the_person_named(said: str, action: str) -> None:
    assert action in [a for a, _ in _actions(said)]


@pytest.mark.parametrize(
    ("said", "value"),
    [
        ("called Dad early, and Jess is now the doctor on station", "doctor"),
        ("Kev is the new medic on site", "medic"),
        ("Pat's the chief engineer on board now", "chief engineer"),
        ("Ben's the new charge nurse on nights", "charge nurse"),
    ],
)
def test_a_post_is_kept_without_where_it_is_held(said: str, value: str) -> None:
    assert [v for _, p, v in _facts(said) if p == "role"] == [value]


def test_officer_on_duty_keeps_its_words() -> None:
    assert _facts("Tia is the officer on duty") == [("Tia", "role", "officer on duty")]


@pytest.mark.parametrize(
    ("said", "action", "owner"),
    [
        ("gave Jack his headlamp, and I'm on galley tomorrow night", "do galley", "me"),
        ("Pete's on slushy sat", "do slushy", "Pete"),
        ("I'm on night watch tomorrow", "do night watch", "me"),
    ],
)
def test_a_dated_turn_at_a_camps_duty_is_a_todo(said: str, action: str, owner: str) -> None:
    assert (action, owner) in _actions(said)


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        ("Mia's now the comms tech and her callsign is VLV-3", ("Mia", "callsign", "VLV-3")),
        ("Mia is the comms tech, her callsign is VLV-3", ("Mia", "callsign", "VLV-3")),
        ("Ana joined today, her room's 4B", ("Ana", "room", "4B")),
        ("Jo's the new 2IC and his badge number is 2231", ("Jo", "badge number", "2231")),
    ],
)
def test_a_code_of_someone_said_by_a_pronoun(said: str, fact: tuple[str, str, str]) -> None:
    assert fact in _facts(said)


def test_a_time_of_someone_is_no_code() -> None:
    assert not any(p == "flight" for _, p, _ in _facts("Sam's the new cook and his flight is 6pm"))


# -- "in a couple of days" is two days on ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "action"),
    [
        ("I'll reconcile the petty cash in a couple of days", "reconcile the petty cash"),
        ("need to renew my CDL in a couple days", "renew my CDL"),
        ("within a couple of days send the report", "send the report"),
    ],
)
def test_in_a_couple_of_days_is_two_days_on(said: str, action: str) -> None:
    assert _todos(said) == [(action, date(2029, 10, 18))]


@pytest.mark.parametrize(
    "said",
    [
        "in a couple of weeks vaccinate the dogs",
        "call mum in a few days",
        "sort the invoices in the next couple of days",
    ],
)
def test_a_wider_fuzzy_count_is_still_asked(said: str) -> None:
    assert [type(i) for i in extract(said, now=NOW, tz=KHARTOUM)] == [Unclear]


@pytest.mark.parametrize(
    ("said", "action"),
    [
        # a deed said first is no thing: what was sent is
        ("sent Panayiotis the contract; he'll sign it by tues", "sign the contract"),
        # a sentence before with its day in it names no thing an action keeps
        ("dentist on Tarawa in 10 days 😬 book the flight for it by sat", "book the flight for it"),
        (
            "rent for flat 2 goes up to £1,100 from feb 1st. need to write to Mr Okafor about it by the 28th",
            "write to Mr Okafor about it",
        ),
    ],
)
def test_it_is_never_a_deed_or_a_dated_sentence(said: str, action: str) -> None:
    assert action in [a for a, _ in _actions(said)]
