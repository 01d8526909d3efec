"""Questions recap missed (session 32): "what's for 2moro" (read as a search of the timeline, so
the lease due monday could be quoted with the keys due tomorrow), "what's Fausto fixing" (a to-do
verb other than doing/sending/bringing: read as a lookup of "Fausto fixing"), and "what's Caetano
doing?" after "Caetano's doing the seating plan" (that job taken on was not kept). Each is answered
from what recap stores, without the user's own to-dos or the other days."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import Question
from tests.memory.understanding.played import failures
from tests.memory.understanding.reading import Reading

ZONE = ZoneInfo("Atlantic/Madeira")
READ = Reading(datetime(2032, 10, 27, 10, 0, tzinfo=ZONE), ZONE, fmt="%Y-%m-%d")  # a Wednesday
SESSION = "2032-10-27T10:00:00+01:00"


@pytest.mark.parametrize(
    ("text", "day"),
    [
        ("what's for 2moro", "2032-10-28"),
        ("whats for tmrw?", "2032-10-28"),
        ("what's planned for fri", "2032-10-29"),
        ("what's lined up for saturday", "2032-10-30"),
        ("what is scheduled tomorrow", "2032-10-28"),
        ("what's in store for monday", "2032-11-01"),
    ],
)
def test_what_is_for_a_day_asks_what_is_due_then(text: str, day: str) -> None:
    """"What's for <day>" (or planned, lined up, scheduled for it) asks what is due that day."""
    [question] = READ.asked(text)
    assert question.kind == "due_week"
    assert question.at is not None and question.at.start.astimezone(ZONE).strftime("%Y-%m-%d") == day


@pytest.mark.parametrize("text", ["what's for dinner", "what's for lunch tmrw", "what's planned"])
def test_what_is_for_a_meal_asks_no_day(text: str) -> None:
    """With no day alone after it, "what's for …" is no question of what is due."""
    assert all(q.kind != "due_week" for q in READ(text) if isinstance(q, Question))


@pytest.mark.parametrize(
    ("text", "who"),
    [
        ("what's Fausto fixing", "Fausto"),
        ("whats Omar booking?", "Omar"),
        ("what is Ines baking for sat", "Ines"),
        ("what's Kemal ordering for us", "Kemal"),
        ("what are Ana and Leo printing", "Ana, Leo"),
        ("what's Kasia picking up", "Kasia"),
    ],
)
def test_what_someone_is_doing_by_a_to_do_verb_asks_their_to_dos(text: str, who: str) -> None:
    """"What's <name> <to-do verb>ing" asks what they are doing for the user, whatever the verb."""
    [question] = READ.asked(text)
    assert (question.kind, question.subject) == ("theirs", who)


@pytest.mark.parametrize("text", ["what's Ana saying", "what's Kai thinking", "what's Bruno wearing"])
def test_a_verb_of_no_to_do_asks_no_to_dos(text: str) -> None:
    """A verb that names no to-do ("saying", "thinking") asks nothing about someone's to-dos."""
    assert all(q.kind != "theirs" for q in READ(text) if isinstance(q, Question))


async def test_each_question_is_answered_from_what_is_stored(tmp_path: Path) -> None:
    """The answers name the right to-do and leave out the user's own and the other days'."""
    cases = [
        {"before": ["i'll drop the keys at the agency tmrw", "need to sign the lease mon"], "say": "what's for 2moro",
         "expect": {"answer": ["keys"], "answer_excludes": ["lease"]}},
        {"before": ["need to water the plants sat", "book the vet tmrw"], "say": "whats planned for saturday",
         "expect": {"answer": ["water the plants"], "answer_excludes": ["vet"]}},
        {"before": ["Fausto will fix the gate by sun", "i'll fix the fence mon"], "say": "what's Fausto fixing",
         "expect": {"answer": ["gate"], "answer_excludes": ["fence"]}},
        {"before": ["Omar will book the ferry by fri", "i'll book the hotel thurs"], "say": "whats Omar booking?",
         "expect": {"answer": ["ferry"], "answer_excludes": ["hotel"]}},
        {"before": ["Caetano's doing the seating plan", "i'll do the playlist by sat"], "say": "what's Caetano doing?",
         "expect": {"answer": ["seating plan"], "answer_excludes": ["playlist"]}},
        {"before": ["Nafiz is doing the welcome drinks", "need to do the name cards"], "say": "what is Nafiz doing",
         "expect": {"answer": ["welcome drinks"], "answer_excludes": ["name cards"]}},
        # a job kept as whose thing it is ("handling the venue" keeps the venue's owner) answers too
        {"before": ["Jonas is handling the venue", "i'll handle the catering"], "say": "what's Jonas handling",
         "expect": {"answer": ["venue"], "answer_excludes": ["catering"]}},
        {"before": ["Priya owns the budget", "Jonas will book the band by fri"], "say": "what is Priya doing",
         "expect": {"answer": ["budget"], "answer_excludes": ["band"]}},
        {"before": ["Jonas is handling the venue", "Jonas will book the band by fri"], "say": "what's Jonas doing",
         "expect": {"answer": ["band", "venue"]}},
        {"before": ["Kasia's picking up the kids fri and i'll do thurs"], "say": "what's Kasia picking up",
         "expect": {"answer": ["kids", "29 October"]}},
        # a visit kept as someone's, asked about by whom
        {"before": ["the plumber's coming tues between 8 and 12", "need to call the bank tues"],
         "say": "when is the plumber coming", "expect": {"answer": ["2 November"], "answer_excludes": ["bank"]}},
        # a fact that only starts later answers with when it starts
        {"before": ["rent's going up to 1450 from jan"], "say": "how much is the rent now",
         "expect": {"answer": ["1450", "January"]}},
        {"before": ["the gym fee goes up to 45 a month from feb", "the rent is 900"], "say": "what's the gym fee",
         "expect": {"answer": ["45", "February"], "answer_excludes": ["900"]}},
        {"before": ["Omar will book the ferry by fri", "i'll book the hotel thurs"],
         "say": "whats everyone doing for me", "expect": {"answer": ["ferry"], "answer_excludes": ["hotel"]}},
    ]
    assert await failures(tmp_path, SESSION, "Atlantic/Madeira", cases) == []


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("Caetano's doing the seating plan", "do the seating plan"),
        ("Nafiz is doing the welcome drinks", "do the welcome drinks"),
        ("Mum's doing our cake", "do our cake"),
        ("Ravi is doing the slides", "do the slides"),
    ],
)
def test_someone_doing_a_thing_of_the_group_takes_the_job_on(text: str, action: str) -> None:
    """"<name>'s doing the <thing>", with no day, is their job taken on (kept undated)."""
    owner = text.split("'")[0].split()[0]
    assert READ.owned(READ(text)) == [(action, owner, None)]


@pytest.mark.parametrize(
    "text",
    [
        "Kofi's doing great",
        "Ana's doing the right thing",
        "Sam is doing a PhD",
        "Lucia is doing her best",
        "Tomás is doing the rounds",
        "menu's sent and forget the DJ, Sami's doing the playlist",
        "no longer need a bookkeeper, Jorge's doing the books now",
    ],
)
def test_doing_as_news_or_who_took_a_dropped_job_over_is_no_new_to_do(text: str) -> None:
    """How someone is, an idiom, or who took over a job the user dropped keeps no to-do of theirs."""
    assert READ.owned(READ(text)) == []
