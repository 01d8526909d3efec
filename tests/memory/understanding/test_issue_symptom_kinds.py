"""Trouble said by the kind of its symptom, not with "broken": a system refusing the user, a
payment or run that didn't go through, an error code on a machine, a smell or a noise, a thing
back in use; where the trouble is, kept in the topic when it tells one from another ("floor 4",
"block B", "the Nakamura house"). And what is no trouble of the user's: a person refusing ("the
kids won't let me sleep"), a break-in, a person back on the road. Wordings of our own, in no
corpus."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import OpenEpisode, ResolveEpisode, extract
from tests.memory.understanding.played import failures

TZ = ZoneInfo("Africa/Lagos")
NOW = datetime(2029, 6, 12, 9, 15, tzinfo=TZ)


def _read(text: str) -> list[object]:
    return list(extract(text, now=NOW, tz=TZ))


def _opened(text: str) -> list[str]:
    return [i.topic for i in _read(text) if isinstance(i, OpenEpisode)]


def _resolved(text: str) -> list[str]:
    return [i.topic for i in _read(text) if isinstance(i, ResolveEpisode)]


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("the booking site won't let me check out", "booking site checkout"),
        ("Xero wont let us log in since the update", "Xero login"),
        ("the school app isnt letting me pay 😩", "school app pay"),
        ("the visa portal won't let me upload my photo", "visa portal upload"),
        ("intranet still wont let anyone sign in", "intranet sign-in"),
    ],
)
def test_a_system_refusing_the_user_opens_it_with_what_it_refuses(text: str, topic: str) -> None:
    assert _opened(text) == [topic]


@pytest.mark.parametrize(
    "text",
    [
        "the kids wont let me sleep",
        "mum won't let me forget it",
        "my boss won't let me leave early",
        "Chidi won't let me pay for lunch",
        "this week won't let up",
    ],
)
def test_a_person_refusing_is_no_issue(text: str) -> None:
    assert _opened(text) == []


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("rent didn't go through this month", "rent"),
        ("my card got declined at the servo", "card"),
        ("the supplier payment bounced again", "supplier payment"),
        ("wages didnt go thru for the weekend crew", "wages"),
        ("the BACS run got rejected by the bank", "BACS run"),
        ("the newsletter email bounced", "newsletter email bouncing"),  # named by its bouncing (session 23)
        ("my texts didnt go through to the depot", "texts"),
    ],
)
def test_money_or_a_run_that_did_not_go_through_opens_it(text: str, topic: str) -> None:
    assert _opened(text) == [topic]


@pytest.mark.parametrize(
    "text",
    [
        "Ana got rejected from the course",
        "my application got rejected",
        "the plan got knocked back",
        "my booking got declined",
        "the order got rejected",
        "the deal didn't go through",
    ],
)
def test_a_person_or_a_plan_turned_down_is_no_issue(text: str) -> None:
    assert _opened(text) == []


@pytest.mark.parametrize(
    ("text", "topic", "code"),
    [
        ("the dishwasher's flashing F05 again", "dishwasher", "F05"),
        ("dryer is showing an E-21 error", "dryer", "E-21"),
        ("combi oven throwing error 34", "combi oven", "34"),
        ("the ventilator keeps giving fault code A12", "ventilator", "A12"),
        ("label printer is showing err 0x1F", "label printer", "0x1F"),
    ],
)
def test_an_error_code_opens_the_machine_with_the_code_as_detail(text: str, topic: str, code: str) -> None:
    [episode] = [i for i in _read(text) if isinstance(i, OpenEpisode)]
    assert episode.topic == topic and code in episode.detail


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("burning smell from the dryer", "burning smell from the dryer"),
        ("weird grinding noise coming from the van", "weird grinding noise from the van"),
        ("there's a strong smell of gas in the hallway", "smell of gas in the hallway"),
        ("sewage smell in flat 3 again", "sewage smell in flat 3"),
        (
            "loud banging noise in the pipes at the Nakamura house",
            "loud banging noise in the pipes at the Nakamura house",
        ),
    ],
)
def test_a_smell_or_a_noise_opens_an_issue_where_it_is(text: str, topic: str) -> None:
    assert _opened(text) == [topic]


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("the lights in bay 4 are flickering", "lights in bay 4"),
        ("power's out on level 2", "power on level 2"),
        ("the toilet in room 12 is blocked", "toilet in room 12"),
        ("the printer on floor 4 is broken", "printer on floor 4"),
        ("sink at the Nguyen place is clogged again", "sink at the Nguyen place"),
        ("heating's off in block C", "heating in block C"),
    ],
)
def test_a_place_that_tells_one_thing_from_another_stays_in_the_topic(text: str, topic: str) -> None:
    assert _opened(text) == [topic]


@pytest.mark.parametrize(
    ("text", "topic"),
    [("the fridge in the kitchen is leaking", "fridge"), ("wifi's down again today", "wifi")],
)
def test_a_place_of_no_distinction_stays_out_of_the_topic(text: str, topic: str) -> None:
    assert _opened(text) == [topic]


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("truck 7's back on the road", "truck 7"),
        ("the clinic's back open", "clinic"),
        ("line 3 is back in production", "line 3"),
        ("the ute is finally on the road again", "ute"),
        ("heating back on in block C thank god", "heating"),
    ],
)
def test_a_thing_back_in_use_resolves_it(text: str, topic: str) -> None:
    assert _resolved(text) == [topic]


@pytest.mark.parametrize(
    "text",
    [
        "Ahmed's back on the road",
        "we're back on track",
        "my neighbour's car got broken into last night, scary",
        "someone broke into the shed last night",
        "thieves broke into the van",
    ],
)
def test_a_person_on_the_road_or_a_break_in_is_no_fault(text: str) -> None:
    assert _opened(text) == [] and _resolved(text) == []


def test_a_machine_that_double_charged_opens_it_but_a_person_who_double_booked_does_not() -> None:
    assert _opened("the EFTPOS double charged 2 people today") == ["EFTPOS"]
    assert _opened("Maya double booked me again") == []


async def test_reported_then_resolved_through_the_store(tmp_path: Path) -> None:
    cases: list[dict[str, object]] = [
        {"say": "the HR portal won't let me upload payslips", "expect": {"opened": ["HR portal upload"]}},
        {
            "before": ["the HR portal won't let me upload payslips"],
            "say": "uploads work again, phew",
            "expect": {"resolved": ["HR portal upload"]},
        },
        {
            "before": ["the printer on floor 2 is broken", "the printer on floor 5 is broken"],
            "say": "printer's working again",
            "expect": {"ask": True},
        },
        {
            "before": ["the projector in room 9 is dead"],
            "say": "tech swapped the projector lamp, all good now",
            "expect": {"resolved": ["projector room 9"]},
        },
        {"before": ["van 3 has a flat"], "say": "van 3's back on the road", "expect": {"resolved": ["van 3 flat"]}},
        {"say": "the neighbours' car got broken into, so scary", "expect": "nothing"},
    ]
    assert await failures(tmp_path, "2029-06-12T09:15:00+01:00", "Africa/Lagos", cases) == []


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("the projector in rm 12 is dead", "projector in room 12"),
        ("power's out on lvl 2", "power on level 2"),
        ("the lift in blk C is broken", "lift in block C"),
        ("aircon on flr 3 is dripping", "aircon on floor 3"),
        ("the heater in bldg 7 keeps tripping the breaker", "heater in building 7"),
    ],
)
def test_a_place_typed_short_is_spelt_out_in_the_topic(text: str, topic: str) -> None:
    assert _opened(text) == [topic]
