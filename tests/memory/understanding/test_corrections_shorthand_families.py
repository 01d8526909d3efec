"""Corrections in chat shorthand, with no subject of their own: an arrow, "the other one", a
value after its preposition, "<Name>'s the <role>", a value then how the slip happened, "scrap
that," as a marker, a weekday or a day put right that keeps the old time, and agreement that
corrects nothing. Wordings of our own, in no corpus."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import CancelCommitment, CorrectTime, CorrectValue, NewCommitment, Unclear, extract
from tests.memory.understanding.played import failures

TZ = ZoneInfo("Australia/Perth")
NOW = datetime(2028, 5, 9, 9, 15, tzinfo=TZ)  # a Tuesday


def _read(text: str) -> list[object]:
    return list(extract(text, now=NOW, tz=TZ))


@pytest.mark.parametrize(
    ("text", "old", "new"),
    [("fri -> mon", "fri", "mon"), ("the 3rd → the 4th", "the 3rd", "the 4th"), ("2pm -> 3pm", "2pm", "3pm"),
     ("tues=>weds", "tues", "weds"), ("12th -> 13th pls", "12th", "13th")],
)
def test_an_arrow_puts_the_old_date_right(text: str, old: str, new: str) -> None:
    """ "fri -> mon" reads as "not fri, mon": a date corrected, with the old one to find it by."""
    [found] = _read(text)
    assert isinstance(found, CorrectTime)
    assert found.new_text == new and found.old is not None and found.old.text == old


@pytest.mark.parametrize(
    "text", ["wrong one lol", "not that one", "nah i meant the other task", "sorry, the previous one",
             "no the other meeting"],
)
def test_the_other_one_is_asked_about(text: str) -> None:
    """ "the other one" names nothing: one question, no change."""
    assert [type(i) for i in _read(text)] == [Unclear]


@pytest.mark.parametrize(
    ("text", "value"),
    [("no, to Achieng", "Achieng"), ("sorry, in Rotterdam", "Rotterdam"), ("nope — at Siemens", "Siemens"),
     ("no, from Kraków", "Kraków"), ("no, under Mrs Adeyemi", "Mrs Adeyemi")],
)
def test_a_value_after_its_preposition_is_the_value(text: str, value: str) -> None:
    assert _read(text) == [CorrectValue("", "", value)]


@pytest.mark.parametrize(
    ("text", "who", "role"),
    [("correction, Björn's the shift supervisor", "Björn", "shift supervisor"),
     ("sorry, Mei is the deputy head", "Mei", "deputy head"),
     ("no, Tariq's the lead carpenter", "Tariq", "lead carpenter"),
     ("actually Ngaio's our practice manager", "Ngaio", "practice manager"),
     ("my bad, Rosa is the sous chef", "Rosa", "sous chef")],
)
def test_a_name_and_the_role_after_a_marker_corrects_the_role(text: str, who: str, role: str) -> None:
    assert _read(text) == [CorrectValue(who, "role", role)]


@pytest.mark.parametrize("text", ["sorry, Mei is the one who called", "no, Tariq's the reason we're late"])
def test_a_name_and_a_clause_is_no_role(text: str) -> None:
    assert not any(isinstance(i, CorrectValue) and i.predicate == "role" for i in _read(text))


@pytest.mark.parametrize(
    ("text", "value"),
    [("its 07700 900123, swapped the digits", "07700 900123"), ("it's 4412, misread it", "4412"),
     ("sorry it's 0412 555 019, typed it wrong", "0412 555 019"), ("it's Kowalczyk, autocorrect", "Kowalczyk"),
     ("its 3B, mixed up the numbers", "3B")],
)
def test_a_value_then_how_the_slip_happened(text: str, value: str) -> None:
    assert _read(text) == [CorrectValue("", "", value)]


def test_scrap_that_with_its_comma_is_a_marker() -> None:
    assert _read("scrap that, he's the CFO") == [CorrectValue("", "role", "CFO")]
    assert _read("strike that, she reports to Dana") == [CorrectValue("", "manager", "Dana")]
    [dated] = _read("scrap that - it's the 9th")
    assert isinstance(dated, CorrectTime) and dated.day_only == 9


def test_scrap_that_without_a_comma_still_cancels() -> None:
    assert [type(i) for i in _read("scrap that meeting")] == [CancelCommitment]


def test_a_clause_after_a_marker_is_no_value() -> None:
    assert not any(isinstance(i, CorrectValue) for i in _read("sorry, 3 people are coming"))


@pytest.mark.parametrize(
    "text",
    ["yep, friday it is", "right, 850 it is", "confirmed, 10am it is then", "correct 👍", "exactly, Lisbon it is"],
)
def test_agreement_corrects_nothing(text: str) -> None:
    assert _read(text) == []


def test_agreement_then_a_promise_still_reads() -> None:
    assert [type(i) for i in _read("yes, I'll send it friday")] == [NewCommitment]


async def test_corrections_without_a_subject_change_what_was_said_last(tmp_path: Path) -> None:
    """Played through the dispatcher: the day put right keeps the old time of day, the date
    said without its month finds the to-do due that day, the value goes to the fact of its kind."""
    cases: list[dict[str, object]] = [
        {"before": ["pilates thurs 6:30pm"], "say": "*fri",
         "expect": {"moved": [{"action": "pilates", "due": "2028-05-12T18:30"}]}},
        {"before": ["call with Hiroshi mon 9am"], "say": "sorry, tues",
         "expect": {"moved": [{"action": "call with Hiroshi", "due": "2028-05-16T09:00"}]}},
        {"before": ["dinner at Amaia's sat 8pm"], "say": "no wait, sunday",
         "expect": {"moved": [{"action": "dinner at Amaia's", "due": "2028-05-14T20:00"}]}},
        {"before": ["parents evening on the 18th at 5pm"], "say": "not the 18th, the 19th 🙈",
         "expect": {"moved": [{"action": "parents evening", "due": "2028-05-19T17:00"}]}},
        {"before": ["renew the rego on the 22nd"], "say": "22nd -> 23rd",
         "expect": {"moved": [{"action": "renew the rego", "due": "2028-05-23"}]}},
        {"before": ["Wanjiru reports to Otieno"], "say": "no, to Achieng",
         "expect": {"corrected": [{"subject": "Wanjiru", "predicate": "manager", "value": "Achieng"}]}},
        {"before": ["Björn's the new site manager"], "say": "correction, Björn's the shift supervisor",
         "expect": {"corrected": [{"subject": "Björn", "predicate": "role", "value": "shift supervisor"}]}},
        {"before": ["Oksana's phone is 0412 555 091"], "say": "sorry it's 0412 555 019, typed it wrong",
         "expect": {"corrected": [{"subject": "Oksana", "predicate": "phone", "value": "0412 555 019"}]}},
        {"before": ["book the courts for 4 tomorrow"], "say": "yep, 4 it is", "expect": "nothing"},
        {"before": ["email Priyanka the quote tomorrow"], "say": "not that one", "expect": {"ask": True}},
    ]
    assert await failures(tmp_path, "2028-05-09T09:15:00+08:00", "Australia/Perth", cases) == []
