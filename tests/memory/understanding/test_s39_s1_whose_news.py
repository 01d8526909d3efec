"""A "she" or "he" with news of a role or a job, after two people are named, is asked about:
the words do not say which of them it is (session 39, issue 10)."""

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory import understanding
from memory.understanding.intents import StateClaim, Unclear

TZ = ZoneInfo("America/Chicago")
NOW = datetime(2030, 6, 11, 14, 0, tzinfo=TZ)


@pytest.mark.parametrize(
    ("said", "names"),
    [
        ("Kwame and Jojo both interviewed and he got the foreman job", ("Jojo", "Kwame")),
        ("had lunch with the new hires, Priti and Anouk - she's the project lead", ("Anouk", "Priti")),
        ("Ines and Marta started today. She's our new office manager", ("Ines", "Marta")),
    ],
)
def test_which_of_two_is_asked(said: str, names: tuple[str, str]) -> None:
    found = understanding.extract(said, now=NOW, tz=TZ)
    assert len(found) == 1 and isinstance(found[0], Unclear)
    assert all(name in found[0].question for name in names)


@pytest.mark.parametrize(
    "said",
    [
        "Kwame and Jojo came round, he's the funny one",  # how he is, no news
        "Priti is the new project lead, she's the best",  # one person named: hers
    ],
)
def test_no_question_without_two_people_and_news(said: str) -> None:
    found = understanding.extract(said, now=NOW, tz=TZ)
    assert not any(isinstance(i, Unclear) for i in found)


def test_one_named_keeps_the_role() -> None:
    found = understanding.extract("Priti is the new project lead, she's the best", now=NOW, tz=TZ)
    assert [(i.subject, i.value) for i in found if isinstance(i, StateClaim)] == [("Priti", "project lead")]
