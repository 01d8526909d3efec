"""Tests for memory.understanding.normalise: chat spellings standardised before the forms read them."""

from __future__ import annotations

import pytest

from memory.understanding.normalise import normalise


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("gonna send it", "going to send it"),
        ("gotta call the broker tmrw", "got to call the broker tmrw"),
        ("need 2 book the car in", "need to book the car in"),
        ("needa call abt the lease", "need to call about the lease"),
        ("wanna grab lunch", "want to grab lunch"),
        ("ill send the deck", "I'll send the deck"),
        ("ok, ill call Sam", "ok, I'll call Sam"),
        ("im done", "I'm done"),
        ("ive sent it", "I've sent it"),
        ("i dont know", "I don't know"),
        ("cant make it", "can't make it"),
        ("didnt work", "didn't work"),
        ("it isnt ready", "it isn't ready"),
        ("I wont forget", "I won't forget"),
        ("can u send ur notes", "can you send your notes"),
        ("call Sam w/ the numbers", "call Sam with the numbers"),
        ("send it b4 friday", "send it before friday"),
        ("sales & marketing", "sales and marketing"),
        ("send   the\tdeck ", "send the deck"),
    ],
)
def test_normalise_rewrites_chat_spellings(text: str, expected: str) -> None:
    """Shorthand, missing apostrophes, "&", "w/" and a lone "i" become standard English."""
    assert normalise(text) == expected


@pytest.mark.parametrize(
    "text",
    ["feeling ill today", "the user id is 42", "R&D is hiring", "i.e. the deck", "asap", "done ✅", "shipped ✔️ 🎉",
     "send the deck tmrw", "a wont of his", "got 2 tickets", "need 2 of those"],
)  # fmt: skip
def test_normalise_leaves_meaningful_words_alone(text: str) -> None:
    """Words whose rewrite could change the meaning, emoji, check marks and date shorthand stay."""
    assert normalise(text) == text


def test_normalise_keeps_capital_at_sentence_start() -> None:
    """A capitalised shorthand word keeps its capital."""
    assert normalise("Gonna be late") == "Going to be late"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("bake cookies w the twins", "bake cookies with the twins"),
        ("coffee w Tomasz tmrw", "coffee with Tomasz tmrw"),
        ("sync w my manager", "sync with my manager"),
    ],
)
def test_a_lone_w_before_a_person_or_thing_is_with(text: str, expected: str) -> None:
    assert normalise(text) == expected


@pytest.mark.parametrize("text", ["meet at Building W tomorrow", "plan w", "W the letter", "w/e works"])
def test_a_w_that_is_not_with_stays(text: str) -> None:
    assert normalise(text) == text


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("swim lessons r cancelled this sat", "swim lessons are cancelled this sat"),
        ("the kids r sick again", "the kids are sick again"),
        ("tickets r booked for fri", "tickets are booked for fri"),
    ],
)
def test_a_lone_r_between_words_is_are(text: str, expected: str) -> None:
    assert normalise(text) == expected


@pytest.mark.parametrize("text", ["R&D is late", "section r of the form", "plan r"])
def test_an_r_that_is_not_are_stays(text: str) -> None:
    assert normalise(text) == text


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("flight to Lagos is on the 18th, 6:40am from LHR", "flight to Lagos is on the 18th at 6:40am from LHR"),
        ("dentist tues, 3:15 at the Elm St clinic", "dentist tues at 3:15 at the Elm St clinic"),
    ],
)
def test_a_clock_time_after_a_day_and_a_comma_is_that_days(text: str, expected: str) -> None:
    assert normalise(text) == expected


@pytest.mark.parametrize("text", ["pay by the 18th, 2 invoices", "call mum sat, 5 things to ask"])
def test_a_number_after_a_day_and_a_comma_stays(text: str) -> None:
    assert normalise(text) == text


@pytest.mark.parametrize(
    ("text", "expected"),
    [("sorted the receipts, sent em over", "sorted the receipts, sent them over"), ("call em tmrw", "call them tmrw")],
)
def test_em_after_a_verb_is_them(text: str, expected: str) -> None:
    assert normalise(text) == expected


@pytest.mark.parametrize("text", ["use the em dash", "em, not sure"])
def test_other_ems_stay(text: str) -> None:
    assert normalise(text) == text
