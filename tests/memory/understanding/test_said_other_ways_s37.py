"""Session 37 (blind35): facts and faults said in other shapes.

- a band of people keeps its noun ("the volunteer fire crew", "the night crew"); a department's
  "team" does not ("the finance team" is finance);
- "<attribute> for <Name> is <value>" is the named one's attribute, as "<Name>'s <attribute> is";
- "one kind of noise" (Nigerian English: a strange noise) is a noise a thing makes;
- a sound device giving feedback, static or interference is a fault ("my boss is giving feedback" never);
- "the whole time" says how long a fault lasts;
- a body worn out from doing something, in a machine's words ("my voice is banjaxed from the
  singing"), is small talk.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import OpenEpisode, StateClaim, extract, small_talk

TZ = ZoneInfo("Africa/Lagos")
NOW = datetime(2030, 4, 30, 11, 20, tzinfo=TZ)


def _claims(said: str) -> list[tuple[str, str, str]]:
    return [(c.subject, c.predicate, c.value) for c in extract(said, now=NOW, tz=TZ) if isinstance(c, StateClaim)]


def _opened(said: str) -> list[str]:
    return [i.topic for i in extract(said, now=NOW, tz=TZ) if isinstance(i, OpenEpisode)]


@pytest.mark.parametrize(
    ("said", "team"),
    [
        ("Kwame joined the volunteer fire crew in march", "volunteer fire crew"),
        ("Kwame joined the pit crew", "pit crew"),
        ("Ji-ho moved to the night crew", "night crew"),
        ("Kwame joined the rescue squad", "rescue squad"),
        ("Kwame joined the finance team", "finance"),
        ("Kwame joined the sales squad", "sales"),
    ],
)
def test_a_band_keeps_its_noun_a_department_does_not(said: str, team: str) -> None:
    assert [c[2] for c in _claims(said) if c[1] == "team"] == [team]


@pytest.mark.parametrize(
    ("said", "who", "attr", "value"),
    [
        ("emergency contact for Sunita is her husband Raj", "Sunita", "emergency contact", "Raj"),
        ("emergency contact for Sunita is Raj", "Sunita", "emergency contact", "Raj"),
        ("next of kin for Ama is her brother Kofi", "Ama", "next of kin", "Kofi"),
    ],
)
def test_an_attribute_for_a_named_person(said: str, who: str, attr: str, value: str) -> None:
    assert _claims(said) == [(who, attr, value)]


@pytest.mark.parametrize("said", ["call for Tom is at 5", "the plan for Tom is to rest"])
def test_no_attribute_for_a_plan(said: str) -> None:
    assert _claims(said) == []


@pytest.mark.parametrize(
    ("said", "topic"),
    [
        ("our fridge is making one kind of loud knocking noise", "fridge"),
        ("the generator is making one kind of noise", "generator"),
        ("the church sound system is giving feedback the whole time, pastor is vexed", "church sound system"),
        ("the mic keeps picking up static", "mic"),
        ("the speakers are making terrible feedback", "speakers"),
        ("the radio is getting interference again", "radio"),
        ("the church sound system is broken the whole time", "church sound system"),
        ("the lift was down the entire day", "lift"),
    ],
)
def test_noise_feedback_and_how_long(said: str, topic: str) -> None:
    assert _opened(said) == [topic]


@pytest.mark.parametrize("said", ["my boss is giving feedback", "the teacher is giving feedback on essays"])
def test_people_giving_feedback_is_no_fault(said: str) -> None:
    assert _opened(said) == []


@pytest.mark.parametrize(
    "said",
    [
        "my voice is totally banjaxed from the singing",
        "my legs are knackered after the hike",
        "my back is cooked from moving boxes",
    ],
)
def test_a_body_worn_out_is_small_talk(said: str) -> None:
    assert small_talk(said)


def test_a_machine_worn_out_is_no_small_talk() -> None:
    assert not small_talk("the mixer is broken from the gig")
