"""A slipped key in a word the reader keys on reads as the word meant; real words, names,
codes and addresses are never "corrected"."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import CompleteCommitment, NewCommitment, dangling, extract
from memory.understanding._typos import WORDS_FILE, fix_typos, slips
from memory.understanding.normalise import normalise

NOW = datetime(2027, 5, 10, 8, 15, tzinfo=UTC)  # a Monday
TZ = ZoneInfo("Australia/Sydney")


@pytest.mark.parametrize(
    ("typed", "meant"),
    [
        ("nwed to chase the courier", "need to chase the courier"),  # a neighbouring key
        ("remnd me to water the ferns", "remind me to water the ferns"),  # a letter dropped
        ("Olamide promsied the floor plan", "Olamide promised the floor plan"),  # two letters swapped
        ("finnished the tax return", "finished the tax return"),  # a letter doubled
        ("sorrry, the 14th", "sorry, the 14th"),
        ("pay the gardener by firday", "pay the gardener by friday"),
    ],
)
def test_one_slip_in_a_known_word_is_put_right(typed: str, meant: str) -> None:
    assert fix_typos(typed) == meant


@pytest.mark.parametrize(
    "text",
    [
        "Maya loves Lisbon",  # "loves" is a word, though one key from "lives"
        "the dome light is out",  # "dome" beside "done"
        "filing the expenses tonight",  # "filing" beside "failing"
        "email nwed@kestrel.io about it",  # an address
        "deploy build nwed-2 to staging",  # a code
        "Nwed will bring the cake",  # a capitalised word may be a name
        "see #promsied in slack",  # a channel
        "ned and jo are coming",  # three letters: too short to guess
        "desal unit's leaking again",  # a known word ("deal") with a letter struck extra: another word
        "dinner at my nanas house",  # "nana" with an s: a plural or a possessive, never a slip
        "the sendt folder is full",  # "send" with a t beside the d: left as typed
    ],
)
def test_real_words_names_and_codes_stay(text: str) -> None:
    assert fix_typos(text) == text


def test_a_slip_that_fits_two_known_words_is_left_alone() -> None:
    """ "neeed" is "need" with an e doubled or "needed" with a d dropped: no guess."""
    assert fix_typos("neeed") == "neeed"


def test_the_real_words_listed_are_exactly_what_the_fixer_leaves() -> None:
    """Every listed real word is one slip from a known word, and no known word is listed as real."""
    data = json.loads(WORDS_FILE.read_text(encoding="utf-8"))
    known, real = set(data["words"]), set(data["real"])
    assert not known & real
    assert len(known) > 1000
    near = {slip for word in known for slip in slips(word)}
    assert real <= near


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("nwed to renew the car rego by friday", "renew the car rego"),
        ("remidn me to book the vet tmrw", "book the vet"),
        ("i hvae to send the invoice to Tavita by friday", "send the invoice to Tavita"),
        ("gotat pick up the dry cleaning tmrw", "pick up the dry cleaning"),
        ("dont let me froget to order the birthday cake by thursday", "order the birthday cake"),
    ],
)
def test_a_to_do_with_a_slipped_key_is_still_a_to_do(text: str, action: str) -> None:
    found = [i for i in extract(text, now=NOW, tz=TZ) if isinstance(i, NewCommitment)]
    assert [c.action for c in found] == [action], found


def test_a_done_word_with_a_slipped_key_still_finishes() -> None:
    found = extract("fnished the quarterly BAS", now=NOW, tz=TZ)
    assert [type(i) for i in found] == [CompleteCommitment], found


@pytest.mark.parametrize(
    ("typed", "meant"),
    [
        ("i nee to call the bank", "I need to call the bank"),
        ("ned to book the MOT", "need to book the MOT"),
        ("neeed to meet Bogdan for coffee", "need to meet Bogdan for coffee"),
        ("we meed to pay the nanny", "we need to pay the nanny"),
    ],
)
def test_need_slipped_before_to_and_a_verb_is_need(typed: str, meant: str) -> None:
    assert normalise(typed) == meant


def test_a_name_like_ned_before_to_stays_a_name() -> None:
    assert normalise("Ned to bring the chairs") == "Ned to bring the chairs"


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("sortt that out for them by friday", "sort that out for them"),
        ("remmind me to do it tomorrow", "do it"),
    ],
)
def test_a_to_do_pointing_at_nothing_is_found_through_a_slip(text: str, action: str) -> None:
    """The action is read from the words as spelt right, so "sortt that out" still points at nothing."""
    todos = [i for i in extract(text, now=NOW, tz=TZ) if isinstance(i, NewCommitment)]
    assert [t.action for t in todos] == [action]
    assert dangling(todos[0], text, now=NOW, tz=TZ)
