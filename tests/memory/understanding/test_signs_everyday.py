"""Tests for memory.understanding.sign_of on everyday wordings: obligation in any form,
agenda lines, a thing's date, a person's or a thing's new state, faults, and time words typed
past what the date reader forgives; and small talk, news told as a story, hypotheticals and
quotes, which carry no sign."""

from __future__ import annotations

from datetime import datetime

import pytest

from memory.timefmt import zone
from memory.understanding import sign_of
from memory.understanding._signs import Sign

TZ = zone("Europe/London")
NOW = datetime(2026, 11, 30, 9, 0, tzinfo=TZ)  # a Monday morning


def _sign(text: str) -> Sign | None:
    return sign_of(text, now=NOW, tz=TZ)


def _local_day(sign: Sign) -> str:
    assert sign.due is not None
    return sign.due.last_moment.astimezone(TZ).date().isoformat()


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("gonna have to renew my passport", "renew my passport"),
        ("i'll have to ring the garage", "ring the garage"),
        ("i really oughta call my aunt Ngozi", "call my aunt Ngozi"),
        ("we'll need to book the venue", "book the venue"),
        ("better chase the landlord about the deposit", "chase the landlord about the deposit"),
        ("mustn't forget to pay the gas bill", "pay the gas bill"),
        ("dont forget to feed Mochi", "feed Mochi"),
        ("I must not forget to email Søren", "email Søren"),
        ("mustn't forget the milk", "remember the milk"),
        ("so i should probably post the cards to Auntie Efua", "post the cards to Auntie Efua"),
        ("ok so we really gotta sort the shed", "sort the shed"),
    ],
)
def test_obligation_in_any_form_offers_the_to_do(text: str, action: str) -> None:
    sign = _sign(text)
    assert sign is not None and sign.kind == "todo" and sign.proposal is not None
    assert sign.proposal.action == action and sign.proposal.due is None


@pytest.mark.parametrize(
    ("text", "action", "day"),
    [
        ("have a dentist appt at 3", "dentist appt", "2026-11-30"),
        ("mtg w Rahul 2pm thurs", "mtg w Rahul", "2026-12-03"),
        ("appt w/ dr tues", "appt w/ dr", "2026-12-01"),
        ("interview with Deloitte thurs 10am", "interview with Deloitte", "2026-12-03"),
        ("flight to Lagos on the 18th", "flight to Lagos", "2026-12-18"),
        ("physio wednesday 4pm", "physio", "2026-12-02"),
        ("opticians thurs 11am", "opticians", "2026-12-03"),
        ("i have a call with the bank at 11", "call with the bank", "2026-11-30"),
        ("Wren's birthday party saturday", "Wren's birthday party", "2026-12-05"),
        ("school play next thursday 🎭", "school play", "2026-12-10"),
    ],
)
def test_an_agenda_line_offers_its_event_with_the_date(text: str, action: str, day: str) -> None:
    sign = _sign(text)
    assert sign is not None and sign.kind == "todo" and sign.proposal is not None
    assert sign.proposal.action == action and _local_day(sign) == day


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("dentist tmorrw @ 3", "dentist"),  # "@ 3" alone would be today: only part of the date
        ("gym nxt tusdy", "gym"),  # "nxt" is read ("next"), its day is not
        ("ring mum tmorrw", "ring mum"),
        ("need to call Oyelaran tomorow mornin", "call Oyelaran"),  # the day read, not its part
    ],
)
def test_a_date_read_only_in_part_is_never_offered(text: str, action: str) -> None:
    sign = _sign(text)
    assert sign is not None and sign.kind == "todo" and sign.proposal is not None
    assert sign.proposal.action.startswith(action) and sign.due is None and sign.proposal.due is None
    assert not any(w in sign.proposal.action for w in ("tmorrw", "tomorow", "nxt", "wk", "@"))


@pytest.mark.parametrize(
    ("text", "action", "due"),
    [("haircut nxt wk", "haircut", "nxt wk"), ("gym nxt mon", "gym", "nxt mon")],
)
def test_a_date_with_its_vowels_dropped_is_read_whole(text: str, action: str, due: str) -> None:
    sign = _sign(text)
    assert sign is not None and sign.kind == "todo" and sign.proposal is not None and sign.due is not None
    assert sign.proposal.action == action and sign.due.text == due


@pytest.mark.parametrize(
    ("text", "action", "day"),
    [
        ("passport expires on 3 March", "renew passport", "2027-03-03"),
        ("my visa expires next month", "renew my visa", "2026-12-31"),
        ("car insurance renewal's on the 20th", "renew car insurance", "2026-12-20"),
        ("library books due back on the 9th", "return library books", "2026-12-09"),
        ("the rental car is due back monday", "return the rental car", "2026-12-07"),
        ("MOT due 12 Jan", "MOT", "2027-01-12"),
        ("rent due friday", "rent", "2026-12-04"),
    ],
)
def test_a_things_date_offers_what_falls_due(text: str, action: str, day: str) -> None:
    sign = _sign(text)
    assert sign is not None and sign.kind == "todo" and sign.proposal is not None
    assert sign.proposal.action == action and _local_day(sign) == day


@pytest.mark.parametrize(
    ("text", "day"), [("deadline is the 14th", "2026-12-14"), ("the deadline's friday", "2026-12-04")]
)
def test_a_bare_deadline_is_a_date_of_nothing_named(text: str, day: str) -> None:
    sign = _sign(text)
    assert sign is not None and sign.kind == "deadline" and _local_day(sign) == day


@pytest.mark.parametrize(
    "text",
    [
        "Oluwaseun is leaving",
        "Priyanka's last day is friday",
        "Tomasz left",
        "Chen has left the company",
        "Chen left the company last week",
        "Kenji started at Google",
        "Jorge got the job",
        "Aisha got promoted",
        "Fatima resigned",
        "lars quit",
        "Mei is back",
        "my sister's back from Peru",
        "Siobhan is on maternity leave",
        "we went with the blue carpet",
        "we've gone with the second quote",
        "we settled on the Tuesday slot",
        "Nadia now works at Shopify",
    ],
)
def test_a_new_state_is_a_change(text: str) -> None:
    sign = _sign(text)
    assert sign is not None and sign.kind == "change"


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("the kettle gave up the ghost", "kettle"),
        ("the app is glitching", "app"),
        ("the car battery is flat", "car battery"),
        ("our boiler is on its last legs", "boiler"),
        ("hot water's gone", "hot water"),
        ("power's out again", "power"),
        ("my laptop is toast", "laptop"),
        ("the dishwasher won't drain", "dishwasher"),
    ],
)
def test_a_thing_out_of_order_is_an_issue(text: str, topic: str) -> None:
    sign = _sign(text)
    assert sign is not None and sign.kind == "issue" and sign.words == topic


@pytest.mark.parametrize(
    "text",
    [
        # greetings, thanks, feelings, weather
        "good morning!",
        "thx 🙏",
        "so tired today",
        "it's freezing out there",
        "lovely weather today",
        "can't wait for the weekend",
        "happy friday!",
        "have a great weekend",
        "good luck with the interview tomorrow!",
        "enjoy the concert tonight",
        # past news told as a story
        "went to the dentist yesterday, all good",
        "lunch was great today",
        "the party saturday was so fun",
        "great game last night",
        "Ravi's baby was born yesterday",
        "Kofi left early today",
        "everyone left at 5",
        "the bus left without me",
        "we went with friends to the beach",
        "we went with the kids to the zoo on sunday",
        "big match saturday, so excited!",
        # hypotheticals, jokes, quotes, wishes
        "if I had time I'd repaint the fence",
        "if Mei is back by friday we can celebrate",
        "maybe we'll go to Lisbon in the summer",
        'he said "I\'ll call you tomorrow" lol',
        "my mum always says you've gotta eat your greens",
        # bodies and moods in fault words
        "my brain is fried",
        "my legs are dead after that run",
        "this heat is killing me",
        "I'm stuck in traffic",
        # a season or a weekday back; forgetting as a feeling
        "Summer is back!",
        "i'll never forget that day",
        "i need a holiday",
        "gotta love mondays",
        "better late than never",
        "see you at the party saturday",
    ],
)
def test_small_talk_carries_no_sign(text: str) -> None:
    assert _sign(text) is None
