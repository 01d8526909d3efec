"""Blind38 families, session 40 (t2): a due put right to a numeric day that has just gone by is
asked about as a new to-do's would be ("wait, 5/6" in October); "make the call w/ mum 9 instead"
is the call moved to 9; "grabe the traffic" exclaims over the roads, no errand; the user's own
manager asked in the first person ("who do i report to"); "supervisor" is a name of the manager
fact; "who is the tenant in 2A" asks 2A's tenant; a question framed by the asker's state before
it ("sorry brain is mush, what have i got on?") or a hedge with when it is asked ("quick one b4
the ferry, …"), a thinking noise before a wh-word ("eh what i need to do today") and "wen" for
"when" before a question's verb."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import MoveCommitment, NewCommitment, Question, extract
from tests.memory.understanding.played import failures

COCOS = ZoneInfo("Indian/Cocos")
CEUTA = ZoneInfo("Africa/Ceuta")
MANILA = ZoneInfo("Asia/Manila")
NOW = datetime(2033, 4, 20, 14, 5, tzinfo=COCOS)
ASKED_AT = datetime(2032, 5, 31, 7, 5, tzinfo=CEUTA)


def _case(before: list[str], say: str, expect: object) -> dict[str, object]:
    return {"before": before, "say": say, "expect": expect}


async def test_a_due_put_right_to_a_day_gone_by_is_asked(tmp_path: Path) -> None:
    """ "wait, 5/6" in October, of a due on the 20th: this year's 5/6 went by months ago, so it
    asks (as "renew the passport by 5/6" would), never moves the due half a year on; a day still to
    come this year moves it."""
    cases = [
        _case(["renew the passport by the 20th"], "wait, 5/6", {"ask": True}),
        _case(["renew the passport by the 20th"], "sorry, 11/22",
              {"moved": [{"action": "renew the passport", "due": "2030-11-22"}]}),
    ]
    assert await failures(tmp_path, "2030-10-31T19:50:00-08:00", "America/Yakutat", cases) == []


@pytest.mark.parametrize(
    ("said", "target"),
    [
        ("make the call w/ mum 9 instead, her phone is dead till then", "call with mum"),
        ("make the standup 10 instead", "standup"),
        ("have the team lunch 1 instead", "team lunch"),
    ],
)
def test_a_thing_made_an_hour_instead_is_moved(said: str, target: str) -> None:
    found = extract(said, now=NOW, tz=COCOS)
    assert [i.action for i in found if isinstance(i, MoveCommitment)] == [target]
    assert not [i for i in found if isinstance(i, NewCommitment)]


def test_an_hour_instead_is_no_count() -> None:
    """ "make the 3 cakes 9 instead": a number of things, no to-do named by "the" and a word."""
    assert not [i for i in extract("make the 3 cakes 9 instead", now=NOW, tz=COCOS) if isinstance(i, MoveCommitment)]


async def test_made_an_hour_instead_moves_the_todo(tmp_path: Path) -> None:
    cases = [_case(["call mum at 7 tonight"], "make the call w/ mum 9 instead, her phone is dead till then",
                   {"moved": [{"action": "call mum", "due": "2033-04-20T21:00"}]})]
    assert await failures(tmp_path, "2033-04-20T14:05:00+06:30", "Indian/Cocos", cases) == []


@pytest.mark.parametrize("said", ["grabe the traffic at EDSA, good thing im not there", "jeez the humidity today",
                                  "grabe the queue at the bank"])
def test_an_exclamation_over_the_roads_is_no_errand(said: str) -> None:
    at = datetime(2032, 5, 31, 7, 5, tzinfo=MANILA)
    assert not [i for i in extract(said, now=at, tz=MANILA) if isinstance(i, NewCommitment)]


def test_an_unknown_verb_still_makes_an_errand() -> None:
    at = datetime(2032, 5, 31, 7, 5, tzinfo=MANILA)
    found = extract("descale the kettle", now=at, tz=MANILA)
    assert [i.action for i in found if isinstance(i, NewCommitment)] == ["descale the kettle"]


@pytest.mark.parametrize(
    ("said", "subject", "predicate"),
    [
        ("who do i report to?", "me", "manager"),
        ("who should i report to", "me", "manager"),
        ("who does Rashid report to?", "Rashid", "manager"),
        ("who is the tenant in 2A?", "2A", "tenant"),
        ("who's the keyholder in the chapel", "chapel", "keyholder"),
    ],
)
def test_fact_questions(said: str, subject: str, predicate: str) -> None:
    (asked,) = extract(said, now=ASKED_AT, tz=CEUTA)
    assert isinstance(asked, Question)
    assert (asked.kind, asked.subject, asked.predicate) == ("fact", subject, predicate)


@pytest.mark.parametrize("said", ["who was the manager in march?", "who was the coach in 2019"])
def test_in_a_period_is_when_not_whose(said: str) -> None:
    (asked,) = extract(said, now=ASKED_AT, tz=CEUTA)
    assert isinstance(asked, Question) and asked.kind != "fact"


@pytest.mark.parametrize(
    ("said", "kind"),
    [
        ("sorry brain is mush after 4 nights, what have i got on?", "open"),
        ("im so tired, what's due tomorrow", "due_week"),
        ("eh what i need to do today", "due_week"),
        ("quick one b4 the ferry, whats the wifi at the studio", "lookup"),
        ("wen is Precious back from leave", "fact"),
    ],
)
def test_what_frames_a_question_goes(said: str, kind: str) -> None:
    (asked,) = extract(said, now=ASKED_AT, tz=CEUTA)
    assert isinstance(asked, Question) and asked.kind == kind
    assert "sorry" not in (asked.subject or "") and "ferry" not in (asked.subject or "")


def test_wen_as_a_name_stays() -> None:
    """ "wen is back from leave": Wen, typed in lower case, is back; no question."""
    assert not [i for i in extract("wen is back from leave", now=ASKED_AT, tz=CEUTA) if isinstance(i, Question)]


async def test_questions_answered_from_the_store(tmp_path: Path) -> None:
    cases = [
        _case(["i report to Jolene", "Rashid reports to Jolene"], "who do i report to?",
              {"answer": ["Jolene"], "answer_excludes": ["Rashid"]}),
        _case(["Kezia's supervisor is Prof Adeyemi", "Jonas's supervisor is Dr Lund"], "who's Kezia's supervisor",
              {"answer": ["Prof Adeyemi"], "answer_excludes": ["Dr Lund"]}),
        _case(["the tenant in 2A is Mrs Pillay", "the tenant in 2B is Mr Dube"], "who is the tenant in 2A?",
              {"answer": ["Mrs Pillay"], "answer_excludes": ["Mr Dube"]}),
        _case(["the studio wifi password is bluemoon9"], "quick one b4 the ferry, whats the wifi at the studio",
              {"answer": ["bluemoon9"]}),
        _case(["handover training wed at 2"], "sorry brain is mush after 4 nights, what have i got on?",
              {"answer": ["handover"]}),
    ]
    assert await failures(tmp_path, "2032-05-31T07:05:00+02:00", "Africa/Ceuta", cases) == []


@pytest.mark.parametrize(
    ("said", "target", "shift_hours"),
    [
        ("lab meeting got put back an hour", "lab meeting", 1),
        ("put the lab meeting back an hour", "lab meeting", 1),
        ("the dentist was put back a week", "dentist", 24 * 7),
    ],
)
def test_put_back_is_postponed(said: str, target: str, shift_hours: int) -> None:
    (moved,) = extract(said, now=NOW, tz=COCOS)
    assert isinstance(moved, MoveCommitment) and moved.action == target
    assert moved.shift is not None and moved.shift.total_seconds() == shift_hours * 3600


def test_putting_a_thing_back_is_no_move() -> None:
    assert not [i for i in extract("put the chairs back", now=NOW, tz=COCOS) if isinstance(i, MoveCommitment)]


@pytest.mark.parametrize(
    "said", ["the viewing got bumped to after anzac day, tues at 10", "the viewing got bumped to next week, tues at 10"]
)
def test_a_rough_move_narrowed_after_a_comma(said: str) -> None:
    """Anzac Day is Monday 25 April 2033: "tues at 10" is Tuesday the 26th, after it and in next week."""
    (moved,) = extract(said, now=NOW, tz=COCOS)
    assert isinstance(moved, MoveCommitment) and moved.action == "viewing"
    assert moved.due.start.astimezone(COCOS).isoformat().startswith("2033-04-26T10:00")


def test_a_day_before_the_rough_one_is_not_taken() -> None:
    """ "after anzac day, sat at 10": Saturday the 23rd comes before it, so recap still asks."""
    found = extract("the viewing got bumped to after anzac day, sat at 10", now=NOW, tz=COCOS)
    assert not [i for i in found if isinstance(i, MoveCommitment)]


YAKUTAT = ZoneInfo("America/Yakutat")
HALLOWEEN = datetime(2030, 10, 31, 19, 50, tzinfo=YAKUTAT)


@pytest.mark.parametrize("said", ["call mum the morra", "phone the GP the morrow at 10"])
def test_the_morra_is_tomorrow(said: str) -> None:
    (todo,) = extract(said, now=HALLOWEEN, tz=YAKUTAT)
    assert isinstance(todo, NewCommitment) and todo.due is not None
    assert todo.due.start.astimezone(YAKUTAT).date().isoformat() == "2030-11-01"


async def test_a_scots_no_puts_the_day_right(tmp_path: Path) -> None:
    """ "ach no, it's the morra": a hesitation, then the correction; the to-do moves to tomorrow."""
    cases = [_case(["phone the GP about Maw's tablets on sat"], "ach no, it's the morra",
                   {"moved": [{"action": "phone the GP about Maw's tablets", "due": "2030-11-01"}]})]
    assert await failures(tmp_path, "2030-10-31T19:50:00-08:00", "America/Yakutat", cases) == []


def test_an_amount_made_instead_is_no_move() -> None:
    """ "make the deposit 10 instead": a sum, not an hour; only a thing that happens at one moves."""
    found = extract("make the deposit 10 instead", now=NOW, tz=COCOS)
    assert not [i for i in found if isinstance(i, MoveCommitment)]
