"""Multi-intent messages about people and troubles: names with Vietnamese tone marks read as
names; "<who>'s joined as …" is "has joined" (the role, never "joined as our …"); "<who> left <a>
for <b>" is where they went; a trouble, then who will see to it and when ("…, IT said Tuấn will
swap it by thurs") keeps both."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment, OpenEpisode, StateClaim
from tests.memory.understanding.reading import Reading, kinds

SAIGON = ZoneInfo("Asia/Ho_Chi_Minh")
read = Reading(datetime(2028, 1, 25, 6, 40, tzinfo=SAIGON), SAIGON)  # a Tuesday


@pytest.mark.parametrize(
    ("text", "owned"),
    [
        ("Lộc will get a tech in by tmrw", [("get a tech", "Lộc", "Wed 26 00:00")]),
        ("Ngọc will handle the sound system by sat", [("handle the sound system", "Ngọc", "Sat 29 00:00")]),
        ("Dũng will bring the lanterns and Ngọc will handle the sound system, both by sat",
         [("bring the lanterns", "Dũng", "Sat 29 00:00"), ("handle the sound system", "Ngọc", "Sat 29 00:00")]),
        ("Thảo will send the minutes by fri", [("send the minutes", "Thảo", "Fri 28 00:00")]),
        ("Nguyễn is going to book the venue by thurs", [("book the venue", "Nguyễn", "Thu 27 00:00")]),
    ],
)
def test_names_with_tone_marks_own_their_promises(text: str, owned: list[tuple[str, str, str]]) -> None:
    assert read.owned(read(text)) == owned


def test_tone_marked_names_in_two_facts() -> None:
    found = read("Thảo reports to Khánh now and Khánh's based in Saigon")
    assert [(i.subject, i.predicate, i.value) for i in found if isinstance(i, StateClaim)] == [
        ("Thảo", "manager", "Khánh"), ("Khánh", "location", "Saigon")
    ]


def test_promise_told_to_a_tone_marked_name_is_to_them() -> None:
    found = read("told Yến i'd cover her shift thurs")
    assert read.promised(found) == [("cover her shift", "me", "Yến", "Thu 27 00:00")]


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("Mai's joined as our new accountant", ("Mai", "role", "accountant")),
        ("Kofi's joined as head of sales", ("Kofi", "role", "head of sales")),
        ("Mai's started as a nurse", ("Mai", "role", "nurse")),
        ("ana's joined as a designer", ("ana", "role", "designer")),
        ("Mai's joined Acme", ("Mai", "employer", "Acme")),
        ("Priya's switched to the platform team", ("Priya", "team", "platform")),
        ("Tom's become head of ops", ("Tom", "role", "head of ops")),
        ("Hoa left the design team for marketing", ("Hoa", "team", "marketing")),
        ("Sam left Acme for Globex", ("Sam", "employer", "Globex")),
        ("Lerato quit Deloitte for KPMG last month", ("Lerato", "employer", "KPMG")),
    ],
)
def test_what_someone_has_done_is_the_fact(text: str, fact: tuple[str, str, str]) -> None:
    found = read(text)
    assert [(i.subject, i.predicate, i.value) for i in found if isinstance(i, StateClaim)] == [fact]


@pytest.mark.parametrize(
    "text",
    ["Sam left the office for the day", "Mum left the house for the airport", "the printer's fixed"],
)
def test_leaving_for_a_while_is_no_new_employer(text: str) -> None:
    assert not [i for i in read(text) if isinstance(i, StateClaim) and i.predicate in ("employer", "team")]


def test_joined_with_a_to_do_to_them() -> None:
    found = read("Mai's joined as our new accountant, i owe her the login details by eod")
    assert [(i.subject, i.value) for i in found if isinstance(i, StateClaim)] == [("Mai", "accountant")]
    assert [(i.counterparty, read.when(i)) for i in found if isinstance(i, NewCommitment)] == [("Mai", "Tue 25 00:00")]


@pytest.mark.parametrize(
    ("text", "topic", "owned"),
    [
        ("my laptop keeps overheating, IT said Tuấn will swap it by thurs", "laptop",
         ("swap my laptop", "Tuấn", "Thu 27 00:00")),
        ("the printer's jammed again, facilities said Ravi will fix it by fri", "printer",
         ("fix the printer", "Ravi", "Fri 28 00:00")),
        ("the office aircon is dead, building mgmt says Joon will sort it tmrw", "office aircon",
         ("sort the office aircon", "Joon", "Wed 26 00:00")),
        ("the gate's broken again, Bongani will weld it on sat", "gate", ("weld the gate", "Bongani", "Sat 29 00:00")),
        ("wifi is down again, Sam will reboot the router tonight", "wifi",
         ("reboot the router", "Sam", "Tue 25 18:00")),
        ("the wifi keeps dropping, I'll ring Vodafone tmrw", "wifi", ("ring Vodafone", "me", "Wed 26 00:00")),
        ("server room AC died, Lộc will get a tech in by tmrw", "server room AC",
         ("get a tech", "Lộc", "Wed 26 00:00")),
        ("the van won't start, the mechanic said Obi will look at it on mon", "van",
         ("look at the van", "Obi", "Mon 31 00:00")),
    ],
)
def test_trouble_then_who_sees_to_it(text: str, topic: str, owned: tuple[str, str, str]) -> None:
    found = read(text)
    assert [i.topic for i in found if isinstance(i, OpenEpisode)] == [topic]
    assert read.owned(found) == [owned]


@pytest.mark.parametrize(
    "text",
    [
        "the printer's broken, Sam says it's the toner",
        "the boiler's broken, engineer came fri",
        "the van's brakes are squealing, Kwame reckons it's the pads",
    ],
)
def test_trouble_with_a_detail_only(text: str) -> None:
    assert kinds(read(text)) == ["OpenEpisode"]


@pytest.mark.parametrize(
    ("text", "facts"),
    [
        ("elevator at the warehouse is stuck again, Tâm's the new facilities manager",
         [("Tâm", "role", "facilities manager")]),
        ("the boiler's broken again, Gary's our new landlord", [("Gary", "role", "landlord")]),
        ("the sales dashboard is broken, Waqas owns it", [("sales dashboard", "owner", "Waqas")]),
    ],
)
def test_trouble_then_who_is_in_charge(text: str, facts: list[tuple[str, str, str]]) -> None:
    found = read(text)
    assert len([i for i in found if isinstance(i, OpenEpisode)]) == 1
    assert [(i.subject, i.predicate, i.value) for i in found if isinstance(i, StateClaim)] == facts


@pytest.mark.parametrize(
    ("text", "role"),
    [
        ("Trí's now product owner for it", "product owner"),
        ("Camila's now the art director on this one", "art director"),
        ("Ana is the lead on that", "lead"),
    ],
)
def test_role_of_the_thing_said_before(text: str, role: str) -> None:
    assert [i.value for i in read(text) if isinstance(i, StateClaim)] == [role]

