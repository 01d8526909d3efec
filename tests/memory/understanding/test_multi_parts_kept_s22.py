"""Parts of a message that carry an intent of their own beside another are kept, not lost: a
thing whose name holds a state word ("golf buggy battery's dead"), a thing run said with "'s …
now", a fact said with "she"/"he" of the one a done report reached, a fault said with "it" of
the thing a to-do mends, what mended a trouble, a thing wanted in a state ("need it re-sealed"),
a move said from-then-now."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import sign_of
from memory.understanding.intents import (
    CompleteCommitment,
    NewCommitment,
    OpenEpisode,
    ResolveEpisode,
    StateClaim,
)
from tests.memory.understanding.reading import Reading

TZ = ZoneInfo("Europe/London")
NOW = datetime(2029, 6, 29, 10, 0, tzinfo=TZ)  # a Friday
read = Reading(NOW, TZ)


def _facts(text: str) -> list[tuple[str, str, str]]:
    return [(i.subject, i.predicate, i.value) for i in read(text) if isinstance(i, StateClaim)]


def _topics(text: str) -> list[str]:
    return [i.topic for i in read(text) if isinstance(i, OpenEpisode)]


@pytest.mark.parametrize(
    ("text", "topics"),
    [
        ("golf buggy battery's dead and the kiosk fridge is warm 😩", ["golf buggy battery", "kiosk fridge"]),
        ("golf buggy battery is dead", ["golf buggy battery"]),
        ("the staff buggy battery is dead", ["staff buggy battery"]),
    ],
)
def test_a_state_word_inside_a_things_name_is_part_of_it(text: str, topics: list[str]) -> None:
    assert _topics(text) == topics


@pytest.mark.parametrize("text", ["it died down", "prices are down but"])
def test_a_verb_said_of_it_is_no_name(text: str) -> None:
    assert _topics(text) == []


@pytest.mark.parametrize(
    ("text", "thing", "who"),
    [
        ("Mereana's running the kids club now and she'll send out the schedule by the 1st", "kids club", "Mereana"),
        ("Sam's running the front desk now", "front desk", "Sam"),
        ("Priya's leading the mobile squad these days", "mobile squad", "Priya"),
        ("Kemi's heading up the night shift now", "night shift", "Kemi"),
    ],
)
def test_a_thing_run_said_with_s_and_now_has_its_owner(text: str, thing: str, who: str) -> None:
    assert (thing, "owner", who) in _facts(text)


def test_a_thing_run_said_with_s_and_no_now_is_a_job_to_do() -> None:
    assert not _facts("Jo's running the bar tonight")


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("sent the menu to anika. she's head chef now btw", ("anika", "role", "head chef")),
        ("sent the menu to anika, she's head chef now btw", ("anika", "role", "head chef")),
        ("Sent the menu to Anika. She's head chef now", ("Anika", "role", "head chef")),
        ("Sent the menu to Anika, she's head chef now", ("Anika", "role", "head chef")),
        ("Called Tom, he's in Leeds now", ("Tom", "location", "Leeds")),
        ("Rang Priya. She's in Madrid now", ("Priya", "location", "Madrid")),
        ("rang tomas, he's in porto now", ("tomas", "location", "porto")),
        ("emailed jess the deck, she's on the growth team now", ("jess", "team", "growth")),
    ],
)
def test_what_she_or_he_is_now_is_of_the_one_a_done_report_reached(text: str, fact: tuple[str, str, str]) -> None:
    assert _facts(text) == [fact]


@pytest.mark.parametrize("text", ["rang Conor, he moved out today", "called mum. she's in hospital now"])
def test_a_passing_state_of_the_one_reached_is_no_fact(text: str) -> None:
    assert _facts(text) == []


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("Lachlan's gonna fix the boat winch by the 15th, it's been jammed since xmas", "boat winch"),
        ("need to get the gate repaired by fri, it's broken again", "gate"),
        ("need to fix the gutter by sat, it's been leaking for weeks", "gutter"),
        ("Marek will repair the kiln by the 9th, it's cracked again", "kiln"),
    ],
)
def test_a_fault_said_with_it_after_a_mend_is_of_the_thing_mended(text: str, topic: str) -> None:
    found = read(text)
    assert any(isinstance(i, NewCommitment) for i in found), found
    assert _topics(text) == [topic]


@pytest.mark.parametrize(
    "text", ["gotta call the bank tmrw, it's been ages", "need to fix the fence by sat, it's been a while"]
)
def test_it_said_after_a_to_do_without_a_fault_opens_nothing(text: str) -> None:
    assert _topics(text) == []


@pytest.mark.parametrize(
    ("text", "fixed", "means"),
    [
        ("weather station's back online, the reset did it", "weather station", "reset"),
        ("printer's back up, a restart sorted it", "printer", "restart"),
        ("the reboot did the trick", "it", "reboot"),
    ],
)
def test_what_mended_a_trouble_is_done(text: str, fixed: str, means: str) -> None:
    found = read(text)
    assert ResolveEpisode(fixed) in found, found
    assert [i.action for i in found if isinstance(i, CompleteCommitment)] == [means]


@pytest.mark.parametrize(
    ("text", "topic", "action"),
    [
        (
            "lodge roof's leaking in room 4, need it re-sealed by end of jan",
            "lodge roof in room 4",
            "have lodge roof re-sealed",
        ),
        ("the car's rattling, need it serviced by the 20th", "car", "have the car serviced"),
    ],
)
def test_a_thing_wanted_in_a_state_after_its_trouble_is_a_to_do(text: str, topic: str, action: str) -> None:
    assert _topics(text) == [topic]
    assert [a for a, _ in read.todos(read(text))] == [action]


@pytest.mark.parametrize(
    ("text", "fact", "old"),
    [
        ("Anh moved over from Data, she's on Growth now", ("Anh", "team", "Growth"), "Data"),
        ("Joao moved across from Finance, he's in Ops now", ("Joao", "team", "Ops"), "Finance"),
        ("Lena relocated from Berlin - she's in Munich now", ("Lena", "location", "Munich"), "Berlin"),
    ],
)
def test_a_move_said_from_then_now_is_one_move(text: str, fact: tuple[str, str, str], old: str) -> None:
    (claim,) = read(text)
    assert isinstance(claim, StateClaim) and (claim.subject, claim.predicate, claim.value) == fact
    assert claim.old_value == old


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("rent on the yangon flat goes up to 850k kyat from tmrw", "850k kyat"),
        ("rent on the flat goes up to 12,000 baht from monday", "12,000 baht"),
    ],
)
def test_an_amount_in_a_currency_said_by_name_is_the_value(text: str, value: str) -> None:
    assert [v for _, _, v in _facts(text)] == [value]


@pytest.mark.parametrize(
    "text",
    ["Kaung's role changes 1/8, he'll be a team lead", "her title is changing next month", "Ana's job changes monday"],
)
def test_a_role_said_to_change_is_a_sign_of_change(text: str) -> None:
    sign = sign_of(text, now=NOW, tz=TZ)
    assert sign is not None and sign.kind == "change"


@pytest.mark.parametrize(
    ("text", "kind", "topics"),
    [
        ("radio and bowser both working again", ResolveEpisode, ["radio", "bowser"]),
        ("the radio and the bowser both working again", ResolveEpisode, ["radio", "bowser"]),
        ("the till and card reader both down again", OpenEpisode, ["till", "card reader"]),
        ("wifi and printer both down", OpenEpisode, ["wifi", "printer"]),
    ],
)
def test_two_things_said_of_at_once_are_two_issues(text: str, kind: type, topics: list[str]) -> None:
    found = read(text)
    assert all(isinstance(i, kind) for i in found) and [i.topic for i in found] == topics, found


@pytest.mark.parametrize(
    "text", ["salt and pepper grinder is broken", "the R and D server is down", "the fridge and the freezer are dead"]
)
def test_one_name_with_and_in_it_is_one_issue(text: str) -> None:
    assert len(_topics(text)) == 1
