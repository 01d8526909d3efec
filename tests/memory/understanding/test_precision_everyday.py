"""Precision (pure ``extract``): only the user's own words, whole, are ever stored (never a cut
of one: "evening" is no "even"); greetings, sign-offs and feelings store nothing; a supply
that is out is an outage, never a thing sent; "works at" names an employer, "works in" a
place; a school year is no date; someone's job change or stand-in is news, not a promise."""

from __future__ import annotations

import re
from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest
import yaml

from memory.understanding import (
    CompleteCommitment,
    CorrectValue,
    Intent,
    NewCommitment,
    OpenEpisode,
    StateClaim,
    Unclear,
    extract,
)
from memory.understanding._commitment_intro import KNOWN_VERBS
from memory.understanding._fact_handover import LEFT  # a leaving stored as the status it leaves
from memory.understanding._fact_verbs import HOLDERS  # "heads up the Madrid office" -> "head of …"
from memory.understanding.normalise import normalise

TZ = ZoneInfo("Europe/London")
NOW = datetime(2027, 3, 9, 10, 0, tzinfo=TZ)  # a Tuesday
CORPORA = [Path("tests/fixtures/understanding"), Path("tests/fixtures/understanding-fresh")]

_WORD = re.compile(r"[^\W_]+", re.UNICODE)
# words recap itself puts in a reading ("owe Beatriz a reply" -> "reply to Beatriz", "I owe
# Priya 40 bucks" -> "pay Priya 40 bucks", "will lead the data team" -> "lead of the data team")
_GLUE = frozenset({"to", "of", "me"})


def _words(text: str) -> set[str]:
    return {w.lower() for w in _WORD.findall(text)}


def _stored(intent: Intent | None) -> list[str]:
    """The text an intent would store: an action, a value, a topic."""
    match intent:
        case Unclear(proposal=proposal):
            return _stored(proposal)
        case NewCommitment(action=action):
            return [action]
        case StateClaim(value=value) | CorrectValue(value=value):
            return [value]
        case OpenEpisode(topic=topic):
            return [topic]
    return []


def _foreign(message: str) -> list[tuple[str, set[str]]]:
    """Each stored text of ``message`` with its words that are not the user's: neither a word
    of the message (as typed or in standard spelling) nor a plain verb recap knows."""
    allowed = _words(message) | _words(normalise(message)) | KNOWN_VERBS | _GLUE | set(LEFT.values()) | HOLDERS
    found = []
    for intent in extract(message, now=NOW, tz=TZ):
        for text in _stored(intent):
            extra = _words(text) - allowed
            if extra:
                found.append((text, extra))
    return found


def _corpus_messages() -> list[str]:
    said: list[str] = []
    for folder in CORPORA:
        for path in sorted(folder.glob("*.yaml")):
            for case in yaml.safe_load(path.read_text())["cases"]:
                said += [*(case.get("before") or []), case["say"]]
    return said


OWN = [
    "parents evening @ 6",
    "Dmitri is retiring in March",
    "Priya is confirming the venue tmrw",
    "Olamide's finalising the budget by friday",
    "Kenji is planning the offsite for next week",
    "Marta's closing the books on the 31st",
    "Sven is wedding-planning all weekend",
    "kids' swimming @ 5 tmrw",
    "Aoife's christening on sunday",
    "Bongani is relocating in june",
    "Tomás is housesitting from the 3rd",
    "I'm on the hook for organising the raffle",
    "I haven't received the parcel and it was due monday",
    "not renewing the gym after all",
    "Chloé is sending over the deck tonight 🚀",
    "Mehmet's proofreading the brochure by thurs",
    "ffs the heating's out again",
]


def test_every_stored_word_is_a_whole_word_of_the_message() -> None:
    leaks = {message: found for message in [*_corpus_messages(), *OWN] if (found := _foreign(message))}
    assert leaks == {}


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("Priya is confirming the venue tmrw", "confirm the venue"),
        ("Kenji is planning the offsite by friday", "plan the offsite"),
        ("Olamide's taking the minutes on thursday", "take the minutes"),
        ("Lars is setting up the demo tomorrow", "set up the demo"),
    ],
)
def test_a_verb_is_made_plain_only_into_a_verb_recap_knows(text: str, action: str) -> None:
    assert [i.action for i in extract(text, now=NOW, tz=TZ) if isinstance(i, NewCommitment)] == [action]


@pytest.mark.parametrize(
    "text",
    [
        "parents evening @ 6",
        "Dmitri is retiring in March",
        "Bongani is relocating in june",
        "Sven is wedding-planning all weekend",
        "Hiroshi is leaving Sony, joins Sega in april",
        "Ana's covering for Ben this week",
        "mei is filling in for Joe on friday",
        "Kwabena is quitting Deloitte next month",
        "Jo is starting at Google in may",
    ],
)
def test_an_ing_word_that_is_no_todo_verb_or_is_news_promises_nothing(text: str) -> None:
    found = extract(text, now=NOW, tz=TZ)
    assert not [i for i in found if isinstance(i, NewCommitment | Unclear)], found


@pytest.mark.parametrize(
    "text",
    [
        "lovely to see you yesterday",
        "so good catching up last night!",
        "Great to finally meet you all",
        "it was really nice to chat with you on friday",
        "gotta run, ttyl",
        "got to dash x",
        "brb",
        "speak soon!",
        "gotta love tuesdays",
        "you gotta laugh 😂",
        "gotta hate mondays lol",
        "my heart is broken lol",
        "heart's so full 🥹",
        "my coffee is cold",
        "my tea is stone cold",
        "my phone is bricked",
        "my car is totally wrecked",
    ],
)
def test_greetings_sign_offs_and_feelings_store_nothing(text: str) -> None:
    found = extract(text, now=NOW, tz=TZ)
    stored = NewCommitment | StateClaim | CorrectValue | CompleteCommitment
    assert not [i for i in found if isinstance(i, stored)], found


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("nice to meet you, I'll send the deck friday", "send the deck"),
        ("great to hear from you, need to call Omar tmrw", "call Omar"),
        ("Lovely to see you Kwame, will send the notes by wed", "send the notes"),
    ],
)
def test_a_promise_after_a_greeting_is_still_read(text: str, action: str) -> None:
    assert [i.action for i in extract(text, now=NOW, tz=TZ) if isinstance(i, NewCommitment)] == [action]


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("power's out", "power"),
        ("electricity is out again", "electricity"),
        ("the wifi's out", "wifi"),
        ("broadband is out", "broadband"),
        ("hot water's out", "hot water"),
    ],
)
def test_a_supply_that_is_out_is_an_outage_never_a_thing_sent(text: str, topic: str) -> None:
    assert extract(text, now=NOW, tz=TZ) == [OpenEpisode(topic, "")]


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("nkechi works at the bbc now", ("nkechi", "employer", "bbc")),
        ("Priya is working at Deloitte", ("Priya", "employer", "Deloitte")),
        ("Tunde works in Lagos now", ("Tunde", "location", "Lagos")),
        ("olu is now head of year 9", ("olu", "role", "head of year 9")),
        ("Siân is now head of year 11", ("Siân", "role", "head of year 11")),
    ],
)
def test_works_at_is_an_employer_works_in_a_place_and_year_9_no_date(text: str, fact: tuple[str, str, str]) -> None:
    found = extract(text, now=NOW, tz=TZ)
    assert [(i.subject, i.predicate, i.value) for i in found if isinstance(i, StateClaim)] == [fact], found


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("Priya's sending the contract tmrw", "send the contract"),
        ("Li is starting the migration on monday", "start the migration"),
        ("Tom is leaving a review for the plumber tomorrow", "leave a review for the plumber"),
        ("Kofi is covering the late shift friday", "cover the late shift"),
    ],
)
def test_someones_todo_said_with_ing_is_still_theirs(text: str, action: str) -> None:
    assert [i.action for i in extract(text, now=NOW, tz=TZ) if isinstance(i, NewCommitment)] == [action]
