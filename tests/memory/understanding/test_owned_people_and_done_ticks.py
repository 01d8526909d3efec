"""Tests for the reader: a "he"/"she"/"they" after "X's <person or appointment>" is never X
(:mod:`memory.understanding._whose_people`); "that's the <thing> done" ticks it off; a stretch
"till noon" is no diary time; a level that "went down like half a metre" is no outage; "nah
cancel that" is the drop alone; "what's for Noah" asks about Noah's to-dos."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import (
    CancelCommitment,
    CompleteCommitment,
    NewCommitment,
    OpenEpisode,
    StateClaim,
    extract,
    sign_of,
)
from memory.understanding._chatter import chatter

LONDON = ZoneInfo("Europe/London")
NOW = datetime(2026, 12, 4, 8, 10, tzinfo=LONDON)


def _read(text: str) -> list[object]:
    return list(extract(text, now=NOW, tz=LONDON))


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Biscuit's vet got cancelled, they'll call to rebook", "Biscuit"),
        ("Luna's groomer cancelled, they'll text to rebook", "Luna"),
        ("Mia's dentist got cancelled, they'll ring to rebook", "Mia"),
        ("Ava's swim lesson is off this week, they'll email a new slot", "Ava"),
        ("Tom's mum called, she'll bring the cake by friday", "Tom"),
        ("Sam's boss rang, he'll send the contract friday", "Sam"),
    ],
)
def test_a_pronoun_after_someones_person_or_appointment_is_never_them(text: str, name: str) -> None:
    found = _read(text)
    assert not any(isinstance(i, NewCommitment) and i.owner == name for i in found), found


@pytest.mark.parametrize(
    ("text", "owner"),
    [
        ("Maya's laptop died, she'll send the deck tomorrow", "Maya"),  # a thing owned: still Maya
        ("ball's in Gabriel's court - he's sending the contract tmrw", "Gabriel"),
        ("Beatriz's manager is Otto from tmrw and she'll send me the handover notes by fri", "Beatriz"),
        ("heard from Diego, he'll send the invoice friday", "Diego"),
    ],
)
def test_a_pronoun_still_stands_for_the_one_named(text: str, owner: str) -> None:
    assert any(isinstance(i, NewCommitment) and i.owner == owner for i in _read(text))


def test_the_appointment_called_off_is_still_read() -> None:
    assert _read("Biscuit's vet got cancelled, they'll call to rebook") == [CancelCommitment("Biscuit's vet")]


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("that's the q3 budget review wrapped", "q3 budget review"),
        ("that's the report done", "report"),
        ("thats the invoices sent off", "invoices"),
        ("that's the quarterly report wrapped up", "quarterly report"),
        ("that is the tax return finally done", "tax return"),
        ("that's the VAT return in", "VAT return"),
    ],
)
def test_thats_the_thing_done_ticks_it_off(text: str, action: str) -> None:
    assert _read(text) == [CompleteCommitment(action, past_tense=True)]


@pytest.mark.parametrize(
    "text",
    [
        "totally crashed after the work party, sleeping till noon",
        "meetings until 3pm tmrw",
        "in the library till 6 tonight",
    ],
)
def test_how_long_is_no_diary_time(text: str) -> None:
    assert not any(isinstance(i, NewCommitment) for i in _read(text))


@pytest.mark.parametrize(
    "text",
    [
        "the lagoon went down like half a metre at low tide, crazy",
        "river went down by about 2 metres overnight",
        "ping went down to 20ms",
    ],
)
def test_a_level_that_went_down_is_no_outage(text: str) -> None:
    assert not any(isinstance(i, OpenEpisode) for i in _read(text))


@pytest.mark.parametrize("text", ["the server went down again", "the site went down at 3am"])
def test_a_thing_that_went_down_is_still_an_outage(text: str) -> None:
    assert any(isinstance(i, OpenEpisode) for i in _read(text))


@pytest.mark.parametrize(
    "text", ["nah cancel that", "nah scrap that", "nope, drop it", "no cancel that pls", "meh, forget it",
             "nah, just scrap it"],
)  # fmt: skip
def test_a_drop_said_after_no_is_the_drop_alone(text: str) -> None:
    assert _read(text) == [CancelCommitment("that")]


@pytest.mark.parametrize(
    ("text", "who"),
    [
        ("what's for Noah", "Noah"),
        ("anything for noah", "noah"),
        ("is there anything for Sam", "Sam"),
        ("any tasks for Priya", "Priya"),
        ("whats there for Mia", "Mia"),
    ],
)
def test_whats_for_someone_asks_both_ways(text: str, who: str) -> None:
    asked = [(q.kind, q.subject) for q in _read(text)]  # type: ignore[attr-defined]
    assert asked == [("owed", who), ("theirs", who)]


@pytest.mark.parametrize("text", ["whats for dinner", "what's for dessert", "what's for lunch tmrw", "anything for me"])
def test_whats_for_a_meal_asks_about_no_one(text: str) -> None:
    assert not any(getattr(q, "kind", None) in ("owed", "theirs") for q in _read(text))


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("bug: invoices export with the wrong currency", "invoices export with the wrong currency"),
        ("bug: login page shows a blank screen", "login page"),
        ("the label printer's spitting out blank labels", "label printer"),
        ("the scanner keeps sending empty pdfs", "scanner"),
    ],
)
def test_a_labelled_or_blank_output_fault_opens_an_issue(text: str, topic: str) -> None:
    (opened,) = _read(text)
    assert isinstance(opened, OpenEpisode) and opened.topic == topic


@pytest.mark.parametrize("text", ["bug: ugh", "issue: Sam", "the kids are giving me blank stares"])
def test_no_thing_in_trouble_opens_nothing(text: str) -> None:
    assert not any(isinstance(i, OpenEpisode) for i in _read(text))


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("the hall booking's off the list", "hall booking"),
        ("the trip to rome is off the table", "trip to rome"),
        ("reunion's off so the hall booking's off the list", "hall booking"),
    ],
)
def test_off_the_list_calls_it_off(text: str, action: str) -> None:
    assert CancelCommitment(action) in _read(text)


@pytest.mark.parametrize(
    ("text", "asked"),
    [
        ("totally crashed after the work party, sleeping till noon", False),
        ("in the library till 6pm tonight", False),
        ("pushed the call till 4pm", True),  # a move, said with "till"
    ],
)
def test_a_clock_time_after_till_is_how_long_not_a_todo(text: str, asked: bool) -> None:
    assert (sign_of(text, now=NOW, tz=LONDON) is not None) is asked


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("Rūta's doing the newsletter this month instead, take it off my list", "newsletter"),
        ("Ana is doing the slides instead, drop it", "slides"),
        ("Kemal's handling the school run today instead, cross it off", "school run"),
    ],
)
def test_someone_taking_the_job_on_names_the_job(text: str, action: str) -> None:
    assert _read(text) == [CancelCommitment(action)]


@pytest.mark.parametrize(
    ("text", "chat"),
    [
        ("i owe my sanity to noise cancelling headphones", True),
        ("this app saved my life lol", True),
        ("coffee is saving my sanity rn", True),
        ("i owe Sam 20 quid", False),
        ("i owe my sister a call", False),
        ("Jo saved my bacon with the slides, need to thank her friday", False),
    ],
)
def test_thanks_said_as_a_debt_is_chat(text: str, chat: bool) -> None:
    assert chatter(text) is chat


@pytest.mark.parametrize(
    "text",
    [
        "the 14th of feb is our anniversary lol",
        "the 5th of november is bonfire night, can't wait",
        "the 1st of august is my nan's birthday, she'd have been 90",
        "the 1st of june is Sam's last day",
    ],
)
def test_a_day_of_a_month_said_first_is_no_fact_of_the_month(text: str) -> None:
    assert not any(isinstance(i, StateClaim) for i in _read(text))


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("Zara's piano teacher cancelled, she'll rebook for next week", False),
        ("Sam's coach rang", False),
        ("Zara's the piano teacher now", True),
        ("Priya's our new accountant", True),
    ],
)
def test_what_someones_teacher_did_is_no_role(text: str, kept: bool) -> None:
    assert any(isinstance(i, StateClaim) and i.predicate == "role" for i in _read(text)) is kept


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("the basement's flooded again", "basement"),
        ("the car park's flooded", "car park"),
        ("McDonald's app is down", "McDonald's app"),
        ("the server finally crashed", "server"),
    ],
)
def test_an_issue_topic_is_the_thing_alone(text: str, topic: str) -> None:
    (opened,) = _read(text)
    assert isinstance(opened, OpenEpisode) and opened.topic == topic


@pytest.mark.parametrize("text", ["the kids finally went down at 7", "the baby finally went down at 8, miracle"])
def test_a_child_gone_down_is_asleep_not_an_outage(text: str) -> None:
    assert not any(isinstance(i, OpenEpisode) for i in _read(text))


@pytest.mark.parametrize(
    "text", ["the dog's groomer cancelled on us", "Mia's piano lesson cancelled on us", "the plumber bailed on me"]
)
def test_cancelled_on_us_finishes_nothing(text: str) -> None:
    assert not any(isinstance(i, CompleteCommitment) for i in _read(text))
