"""To-dos that kept words no part of them, or lost their day (session 40, blind38's to-dos and dates):
"12 tonight" is after midnight, "their time" of a city recap knows, an occasion said last after the
due ("b4 her shift") or with its own time ("before the 10am delivery"), a condition with a bare
subject ("when salary lands"), "<Name> the <role> says he'll …", "get round to <doing>", and a
second to-do after an arrival's pick-up. Every wording is new (none is in a labelled set)."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from memory.understanding import NewCommitment, extract

TZ = ZoneInfo("America/Winnipeg")
NOW = datetime(2030, 5, 8, 20, 0, tzinfo=TZ)  # a Wednesday evening


def _todos(text: str) -> list[tuple[str, str | None, str]]:
    """(action, local due "YYYY-MM-DD HH:MM" or None, owner) of each to-do kept."""
    found = extract(text, now=NOW, tz=TZ)
    assert found and all(isinstance(i, NewCommitment) for i in found), found
    return [
        (i.action, i.due.start.astimezone(TZ).strftime("%Y-%m-%d %H:%M") if i.due else None, i.owner)
        for i in found
        if isinstance(i, NewCommitment)
    ]


def test_twelve_tonight_is_after_midnight() -> None:
    assert _todos("check on the lambs at half 12 tonight") == [("check on the lambs", "2030-05-09 00:30", "me")]
    assert _todos("lock the yard gate at 12 tonight") == [("lock the yard gate", "2030-05-09 00:00", "me")]


def test_their_time_is_the_named_citys() -> None:
    # 10am in Edinburgh (BST, UTC+1) is 4am in Winnipeg (CDT, UTC-5)
    assert _todos("call the supplier in Edinburgh fri at 10am their time") == [
        ("call the supplier in Edinburgh", "2030-05-10 04:00", "me")
    ]


def test_an_occasion_said_last_goes_when_the_due_is_said() -> None:
    assert _todos("tmrw at 7am ring my brother in Perth b4 his exam") == [
        ("ring my brother in Perth", "2030-05-09 07:00", "me")
    ]
    assert _todos("need to sweep the yard before the 9am inspection") == [("sweep the yard", "2030-05-09 09:00", "me")]
    # counted back from the occasion: the occasion stays the reader's
    found = extract("pay the caterer the day before the party", now=NOW, tz=TZ)
    assert "the day before the party" in str(found), found


def test_a_condition_with_a_bare_subject_is_no_part_of_the_action() -> None:
    assert _todos("will pay Tomas on the 28th when payday hits") == [("pay Tomas", "2030-05-28 00:00", "me")]


def test_a_named_person_with_their_role_promises_as_themselves() -> None:
    assert _todos("Mirela the plumber says she'll fit the tap by monday") == [
        ("fit the tap", "2030-05-13 00:00", "Mirela")
    ]


def test_get_round_to_says_the_verb_after_it() -> None:
    assert _todos("must get round to clearing the gutters") == [("clear the gutters", None, "me")]


def test_a_second_to_do_after_an_arrival_is_the_same_trips() -> None:
    assert _todos("Dad's train gets in fri 5:15pm, pick him up and grab the cake from Rosa's") == [
        ("pick Dad up", "2030-05-10 17:15", "me"),
        ("grab the cake from Rosa's", "2030-05-10 17:15", "me"),
    ]
