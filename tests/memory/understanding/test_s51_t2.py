"""Session 51 (t2): corrections and lifecycle changes of the blind49 corpus, each rule with other
wordings and the near misses that must read as before."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.model import Commitment
from memory.service import Memory
from memory.understanding import CorrectTime, NewCommitment
from memory.understanding.normalise import normalise
from tests.memory.understanding.reading import Reading
from tests.memory.understanding.test_s50_t2 import _talk as talk

MONCTON = ZoneInfo("America/Moncton")
START = datetime(2031, 6, 3, 8, 30, tzinfo=MONCTON)  # a Tuesday
read = Reading(START, MONCTON)


async def _talk(memory: Memory, *messages: str) -> tuple[list[str], list[Commitment]]:
    """The replies to the last message, and the commitments after it, said in Moncton (:func:`test_s50_t2._talk`)."""
    return await talk(memory, *messages, start=START)


def _open(commitments: list[Commitment]) -> list[tuple[str, str | None]]:
    return [
        (c.action, c.due.astimezone(MONCTON).strftime("%d %H:%M") if c.due else None)
        for c in commitments
        if c.is_open
    ]


def _new_day(text: str) -> str | None:
    """The day (local "%d") of the date ``text`` puts right, read alone; None when it reads none."""
    found = read(text)
    if len(found) != 1 or not isinstance(found[0], CorrectTime):
        return None
    fix = found[0]
    return fix.new.start.astimezone(MONCTON).strftime("%d") if fix.new is not None else fix.new_text


# --- a date put right, then why after a comma ------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "day"),
    [
        ("by the 15th actually, the form changed", "15"),
        ("the 12th actually, she's away after", "12"),
        ("by friday actually, he's off island after", "06"),
        ("not sunday, tonight, she's at her aunt's tmrw", "03"),
        ("not the 20th, the 18th, the yard is full", "18"),
        ("no do it in 2 hrs, they're early", "03"),
        ("nah do it thursday", "05"),
        ("no, next thurs suits the trainee better", "12"),
        ("nope, friday works better for Ana", "06"),
        ("the 10th no the 6th", "06"),
        ("the 6th nah the 7th", "07"),
    ],
)
def test_a_date_put_right_with_why_after_it(text: str, day: str) -> None:
    assert _new_day(text) == day


def test_a_step_after_a_filler_puts_the_date_right() -> None:
    assert _new_day("ben, a day later, the office is shut monday") == "a day later"
    assert _new_day("ok, two days later") == "two days later"


@pytest.mark.parametrize(
    "text",
    [
        "the 15th actually, need to call Ana",  # a to-do of its own after the comma
        "not sunday, maybe monday",  # a wonder, no day chosen
        "no, tomorrow I'm at the dentist",  # news, a day inside it
        "no worries, friday is fine",
        "not bad, friday was fun",
        "the dentist no the vet",  # no dates either side
        "Ben, a day later",  # a capital: said to Ben
    ],
)
def test_near_misses_put_no_date_right(text: str) -> None:
    assert _new_day(text) is None


def test_a_todo_said_with_actually_stays_a_todo() -> None:
    found = read("actually need to renew the licence by the 15th")
    assert [i.action for i in found if isinstance(i, NewCommitment)] == ["renew the licence"]


async def test_the_todo_just_said_moves_with_why_after(memory: Memory) -> None:
    _, kept = await _talk(memory, "renew the pilot licence by the 30th", "by the 15th actually, the form changed")
    assert _open(kept) == [("renew the pilot licence", "15 23:59")]


async def test_the_todo_moves_in_two_hours(memory: Memory) -> None:
    _, kept = await _talk(memory, "radio the trawler tonight at 9", "no do it in 2 hrs, they're early")
    assert _open(kept) == [("radio the trawler", "03 10:30")]


# --- Acadian "asteur" is "now" ---------------------------------------------------------------------------


def test_asteur_is_now() -> None:
    assert normalise("apr 21 at 11 asteur") == "apr 21 at 11 now"
    assert normalise("Asteur is a word") == "Now is a word"
    assert normalise("asteurs") == "asteurs"


async def test_a_new_day_said_with_asteur_moves_the_todo(memory: Memory) -> None:
    _, kept = await _talk(memory, "survey the channel markers june 20 at 10", "june 21 at 11 asteur")
    assert _open(kept) == [("survey the channel markers", "21 11:00")]


# --- "X no Y": two dates, either way round ---------------------------------------------------------------


def test_two_dates_with_no_between_read_either_way() -> None:
    (fix,) = read("the 10th no the 6th")
    assert isinstance(fix, CorrectTime) and fix.either_way
    (plain,) = read("the 6th not the 10th")
    assert isinstance(plain, CorrectTime) and not plain.either_way


@pytest.mark.parametrize(
    ("said", "correction", "due"),
    [
        ("pay the marina fees the 10th", "the 10th no the 6th", "06 23:59"),  # "the 10th, no, the 6th"
        ("send Mrs Le Sueur the invoice on the 4th", "the 8th no the 4th", "08 23:59"),  # the 8th, not the 4th
        ("pay the marina fees friday", "saturday no friday", "07 23:59"),
    ],
)
async def test_the_day_kept_is_the_wrong_one(memory: Memory, said: str, correction: str, due: str) -> None:
    _, kept = await _talk(memory, said, correction)
    assert [d for _, d in _open(kept)] == [due]


async def test_neither_day_kept_changes_nothing(memory: Memory) -> None:
    _, kept = await _talk(memory, "pay the marina fees the 10th", "the 6th no the 7th")
    assert _open(kept) == [("pay the marina fees", "10 23:59")]


# --- a new day and who set it ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("correction", "due"),
    [
        ("june 20 at 11 they said", "20 11:00"),
        ("end of next month they reckon, the quarry's flooded", "31 23:59"),
        ("the 19th she said", "19 23:59"),
    ],
)
async def test_a_day_someone_said_moves_the_todo(memory: Memory, correction: str, due: str) -> None:
    _, kept = await _talk(memory, "collect the new lintel from the quarry june 9", correction)
    assert [d for _, d in _open(kept)] == [due]


@pytest.mark.parametrize(
    "text", ["she said friday", "friday they said was the busiest day", "yesterday they said", "she said hi"]
)
async def test_what_someone_said_moves_nothing(memory: Memory, text: str) -> None:
    _, kept = await _talk(memory, "collect the new lintel from the quarry june 9", text)
    assert _open(kept) == [("collect the new lintel from the quarry", "09 23:59")]


# --- a plan "not happening" without its "is" -------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("group photo at the marker not happening, total whiteout", "group photo at the marker"),
        ("team lunch not happening", "team lunch"),
        ("the group photo is not happening", "group photo"),
    ],
)
def test_not_happening_without_is_calls_it_off(text: str, action: str) -> None:
    assert [(type(i).__name__, i.action) for i in read(text)] == [("CancelCommitment", action)]


async def test_not_happening_cancels_the_todo(memory: Memory) -> None:
    _, kept = await _talk(memory, "take the group photo at the pole marker", "group photo at the marker not happening")
    assert _open(kept) == []


@pytest.mark.parametrize("text", ["it was not happening yesterday", "nothing happening today", "what's happening"])
def test_happening_news_cancels_nothing(text: str) -> None:
    assert not [i for i in read(text) if type(i).__name__ == "CancelCommitment"]


# --- facts: a public body owns a thing; a pupil goes to a school ---------------------------------------


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("the territory owns the pilot launch", ("pilot launch", "owner", "territory")),
        ("the county owns the quarry", ("quarry", "owner", "county")),
        ("the minibus is owned by the club", ("minibus", "owner", "club")),
        ("Chloé goes to the collège in Lano", ("Chloé", "school", "the collège in Lano")),
        ("Kai attends St Anne's Academy", ("Kai", "school", "St Anne's Academy")),
        ("Ruby goes to Lano High", ("Ruby", "school", "Lano High")),
        ("Tane goes to the uni in Dunedin", ("Tane", "school", "the uni in Dunedin")),
    ],
)
def test_owner_and_school_facts(text: str, fact: tuple[str, str, str]) -> None:
    assert read.facts(text) == [fact]


@pytest.mark.parametrize(
    "text",
    ["Kai goes to school", "Kai goes to the gym", "Kai goes to Paris on friday", "Kai goes to the school disco",
     "Kai goes to Harvard"],
)
def test_going_somewhere_is_no_school(text: str) -> None:
    assert not [f for f in read.facts(text) if f[1] == "school"]


async def test_a_school_put_right(memory: Memory) -> None:
    replies, _ = await _talk(memory, "Chloé goes to the collège in Moncton", "nah she goes to the collège in Dieppe")
    assert "Chloé's school is the collège in Dieppe" in replies[0]


async def test_an_owner_put_right(memory: Memory) -> None:
    said = "the port authority owns the pilot launch"
    replies, _ = await _talk(memory, said, "no, the territory owns the pilot launch")
    assert "owner is territory" in replies[0]


# --- a count put right; a day with why pointing back at it ------------------------------------------------


@pytest.mark.parametrize(("correction", "due"), [("in 5 days not 3", "08 23:59"), ("in 2 weeks not 1", "17 23:59")])
async def test_a_count_put_right(memory: Memory, correction: str, due: str) -> None:
    _, kept = await _talk(memory, "return the hired mixer in 3 days", correction)
    assert [d for _, d in _open(kept)] == [due]


@pytest.mark.parametrize(
    "correction", ["the 23rd, they're shut till then anyway", "june 23, the yard's closed until then"]
)
async def test_a_day_with_why_pointing_back_moves(memory: Memory, correction: str) -> None:
    _, kept = await _talk(memory, "get the chisels resharpened june 9", correction)
    assert [d for _, d in _open(kept)] == ["23 23:59"]


@pytest.mark.parametrize("text", ["friday, the shop is shut", "the 23rd, they're shut"])
async def test_a_day_with_other_news_moves_nothing(memory: Memory, text: str) -> None:
    _, kept = await _talk(memory, "get the chisels resharpened june 9", text)
    assert [d for _, d in _open(kept)] == ["09 23:59"]


# --- a message sent to the wrong chat, and whom it was for ----------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "oops wrong chat, that was meant for Mélanie",
        "wrong thread - meant for my sister",
        "sorry wuna, wrong chat, that one was for Grace",
        "sorry wrong chat, that was for my cousin-brother",
    ],
)
def test_a_message_for_someone_else_keeps_nothing(text: str) -> None:
    assert read(text) == []


def test_a_todo_after_the_wrong_chat_is_kept() -> None:
    found = read("wrong chat, that was for Ana, call the bank tmrw")
    assert [i.action for i in found if isinstance(i, NewCommitment)] == ["call the bank"]


# --- a count of hours put right is counted from now, never a time of day ---------------------------------


@pytest.mark.parametrize("correction", ["it's in 60 hrs, not 48", "no, in 60 hrs"])
async def test_hours_put_right_count_from_now(memory: Memory, correction: str) -> None:
    _, kept = await _talk(memory, "the barge pickup in 48 hrs", correction)
    assert [d for _, d in _open(kept)] == ["05 20:30"]  # Tuesday 08:30 and 60 hours


async def test_a_bare_hour_put_right_keeps_the_day(memory: Memory) -> None:
    _, kept = await _talk(memory, "radio the trawler tonight at 9", "no, 10")
    assert _open(kept) == [("radio the trawler", "03 22:00")]
