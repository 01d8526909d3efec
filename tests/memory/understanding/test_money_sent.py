"""Tests for money transferred to someone: a payment (the open to-do done), never the owner of the
money; a thing handed or transferred to someone is still theirs."""

from __future__ import annotations

from pathlib import Path

import pytest

from memory.understanding._money_sent import money_sent
from tests.memory.understanding.played import failures

NOW = "2027-05-11T15:00:00+01:00"


async def test_money_sent_is_the_todo_done(tmp_path: Path) -> None:
    def case(before: str, say: str, done: str) -> dict[str, object]:
        return {"before": [before], "say": say, "expect": {"completed": [done]}}

    todo = "transfer the deposit to Mrs Byrne by the 20th"
    cases = [
        case(
            todo,
            "the deposit was transferred to mrs byrne this eve. thanks for the nudge",
            "transfer the deposit to Mrs Byrne",
        ),
        case(todo, "the deposit was transferred to mrs byrne this evening", "transfer the deposit to Mrs Byrne"),
        case(todo, "the deposit was transferred to Mrs Byrne", "transfer the deposit to Mrs Byrne"),
        case(
            "transfer the rent to Kofi by friday", "the rent has been transferred to Kofi", "transfer the rent to Kofi"
        ),
    ]
    assert await failures(tmp_path, NOW, "Europe/London", cases) == []


async def test_things_handed_over_are_still_owned(tmp_path: Path) -> None:
    def case(say: str, subject: str, value: str) -> dict[str, object]:
        return {"say": say, "expect": {"facts": [{"subject": subject, "predicate": "owner", "value": value}]}}

    cases = [
        case("the float was passed to Ama", "float", "Ama"),
        case("the Osaka account was transferred to Dev", "Osaka account", "Dev"),
    ]
    assert await failures(tmp_path, NOW, "Europe/London", cases) == []


@pytest.mark.parametrize(
    ("thing", "sent"),
    [
        ("deposit", True),
        ("rent", True),
        ("£450", True),
        ("security deposit", True),
        ("float", False),
        ("Osaka account", False),
        ("keys", False),
        ("rental car", False),
    ],
)
def test_money_sent(thing: str, sent: bool) -> None:
    assert money_sent(thing) is sent
