"""Lines of a work day typed between meetings: a team owed something in lower case among
capitals ("… , i owe design the copy by weds"), a due question with whose it is ("anything from
me due this week"), a question typed without its "?" that names no thing to do, and a day put
right with "actually" ("the vet's actually the 15th")."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import MoveCommitment, NewCommitment, Question, extract

ZONE = ZoneInfo("Asia/Singapore")
NOW = datetime(2026, 12, 7, 9, 30, tzinfo=ZONE)  # a Monday


def run(text: str) -> list:
    return extract(text, now=NOW, tz=ZONE)


@pytest.mark.parametrize(
    ("text", "action", "whom"),
    [
        ("Aiko is blocked on the API keys, i owe design the copy by weds", "send design the copy", "design"),
        ("I owe legal the signed NDA by fri", "send legal the signed NDA", "legal"),
        ("Standup ran long. I owe finance the forecast by thurs", "send finance the forecast", "finance"),
    ],
)
def test_a_team_owed_something_is_whom_it_goes_to(text: str, action: str, whom: str) -> None:
    todos = [i for i in run(text) if isinstance(i, NewCommitment)]
    assert [(t.action, t.counterparty) for t in todos] == [(action, whom)]
    assert todos[0].due is not None


@pytest.mark.parametrize(
    "text", ["anything from me due this week", "anything for me due tmrw?", "anything i have due friday"]
)
def test_whose_list_said_in_a_due_question(text: str) -> None:
    found = run(text)
    assert len(found) == 1 and isinstance(found[0], Question) and found[0].kind == "due_week"


@pytest.mark.parametrize("text", ["anything from Omar due this week", "something due fri", "nothing due today"])
def test_an_indefinite_is_no_thing_due(text: str) -> None:
    assert not any(isinstance(i, NewCommitment) for i in run(text))


@pytest.mark.parametrize(
    ("text", "thing"),
    [
        ("the vet's actually the 15th", "vet"),
        ("hmm the vet is actually on the 15th", "vet"),
        ("the party's actually sat", "party"),
    ],
)
def test_a_day_put_right_with_actually_moves_the_thing(text: str, thing: str) -> None:
    found = run(text)
    assert [i.action for i in found if isinstance(i, MoveCommitment)] == [thing]
