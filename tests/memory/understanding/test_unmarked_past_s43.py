"""Tests for a thing said done with its verb after it and no past ending ("light bill settle",
"invoice send to Kenrick", "dance call off"): read as done or called off, as the English past is;
never when the verb is a plan, has a day, or is a noun outside a creole message ("the gutter fix");
and for "X gone to <day or time>", a move."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import CancelCommitment, CompleteCommitment, MoveCommitment, NewCommitment, Unclear
from memory.understanding._unmarked_past import unmarked_past
from tests.memory.understanding.reading import Reading

ZONE = ZoneInfo("America/Barbados")
READ = Reading(datetime(2031, 5, 14, 9, 40, tzinfo=ZONE), ZONE)  # a Wednesday


@pytest.mark.parametrize(
    ("text", "thing"),
    [
        ("water bill settle", "water bill"),
        ("car loan pay off, paper inna mi drawer", "car loan"),
        ("quote send to Mr Bascombe", "quote"),
        ("school fees pay, receipt in di drawer", "school fees"),
    ],
)
def test_a_thing_then_its_bare_verb_is_done(text: str, thing: str) -> None:
    found = READ(text)
    assert [i.action for i in found if isinstance(i, CompleteCommitment)] == [thing], found


def test_a_noun_verb_after_its_thing_in_creole_reads_as_its_english_past() -> None:
    assert READ("roof fix, Junior help mi") == READ("roof fixed, Junior helped me")


@pytest.mark.parametrize("text", ["fish fry call off", "the cricket match cancel, wicket wet"])
def test_a_thing_then_call_off_is_cancelled(text: str) -> None:
    assert [i for i in READ(text) if isinstance(i, CancelCommitment)], READ(text)


@pytest.mark.parametrize(
    "text",
    [
        "need to settle the water bill",
        "quote send to Mr Bascombe fri",
        "the roof fix was cheap",
        "rent pay",
        "cross the dentist call off",
    ],
)
def test_a_plan_a_day_or_a_noun_is_no_deed_done(text: str) -> None:
    assert not [i for i in READ(text) if isinstance(i, CompleteCommitment)]


@pytest.mark.parametrize(
    ("text", "when"),
    [
        ("choir practice gone to half 7", "Wed 14 19:30"),
        ("the meeting's gone to thursday", "Thu 15 00:00"),
        ("dentist has gone to monday", "Mon 19 00:00"),
    ],
)
def test_gone_to_a_day_or_time_is_a_move(text: str, when: str) -> None:
    found = READ(text)
    assert [READ.when(i) for i in found if isinstance(i, MoveCommitment)] == [when], found
    assert not [i for i in found if isinstance(i, NewCommitment | CompleteCommitment)]


@pytest.mark.parametrize("text", ["mum's gone to Lagos till friday", "he's gone to bed"])
def test_gone_to_a_place_is_no_move(text: str) -> None:
    assert not [i for i in READ(text) if isinstance(i, MoveCommitment)]


@pytest.mark.parametrize(
    "text",
    ["dance called off, rain forecast all weekend", "bbq off, storm expected saturday",
     "regatta cancelled, heavy winds all weekend"],
)
def test_the_weather_said_as_why_is_not_asked(text: str) -> None:
    assert not [i for i in READ(text) if isinstance(i, Unclear)], READ(text)


@pytest.mark.parametrize(
    "text",
    ["engine running sweet again, mechanic finish it yesterday", "pump working fine now, plumber fixed it yesterday"],
)
def test_a_thing_working_again_told_of_yesterday_is_no_plan(text: str) -> None:
    assert not [i for i in READ(text) if isinstance(i, NewCommitment)], READ(text)


def test_someones_plan_for_a_day_to_come_is_still_theirs() -> None:
    assert READ.owned(READ("Tom's doing the pickup tmrw")) == [("do the pickup", "Tom", "Thu 15 00:00")]


def test_a_bare_verb_with_its_doer_and_a_day_gone_reads_as_the_past() -> None:
    assert READ("pump fine now, Tomas fix it yesterday") == READ("pump fine now, Tomas fixed it yesterday")
    assert READ("Marcus sort out the bill already") == READ("Marcus sorted out the bill already")


@pytest.mark.parametrize(
    ("creole", "english"),
    [
        ("Auntie Pearl say next friday better", "Auntie Pearl says next friday better"),
        ("bank give we till the 30th fi di loan", "bank gave us till the 30th for the loan"),
        ("landlord give mi until monday for the rent", "landlord gave me until monday for the rent"),
    ],
)
def test_someones_word_or_time_given_with_a_bare_verb_reads_as_english(creole: str, english: str) -> None:
    assert READ(creole) == READ(english)


@pytest.mark.parametrize("text", ["pls say hi to mum", "give me till friday"])
def test_a_request_keeps_its_bare_verb(text: str) -> None:
    assert not [i for i in READ(text) if isinstance(i, MoveCommitment)]


@pytest.mark.parametrize("text", ["what'd Darlene say she'd bring", "what did the school give us till"])
def test_a_questions_bare_verb_is_left_as_asked(text: str) -> None:
    assert unmarked_past(text) == text
