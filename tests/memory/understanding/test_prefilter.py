"""The reader's pattern gates: the strings a pattern needs, and a gate never turning away a match."""

from __future__ import annotations

import re
import sys

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import memory.understanding  # noqa: F401 - loads every reader module, and with it their gated patterns
from memory.understanding._prefilter import EVERY_TEXT, Needs, _Gated, gated, marks, needs, runs, sign_bits, signature
from memory.understanding._shortcuts import off


def test_needs_of_a_sequence_and_an_alternation() -> None:
    assert needs(re.compile(r"^(?P<p>\w+)\s+reports\s+to\s+(?P<v>.+)$", re.I)) == {"reports"}
    assert needs(re.compile(r"\b(?:is|was)\s+(?:signed|approved)\b", re.I)) == {"signed", "approved"}


def test_no_needs_where_a_part_is_optional_or_unseen() -> None:
    assert needs(re.compile(r"(?:please)?\s*\w+")) is None
    assert needs(re.compile(r"[a-z]+day")) == {"day"}
    assert needs(re.compile(r"(?:ok|[!?]+)$")) is None  # a branch that needs nothing seen
    assert gated(re.compile(r"\d+")).__class__ is re.Pattern  # nothing to gate on: the pattern itself


def test_case_folding_keeps_what_ignorecase_matches() -> None:
    pattern = gated(re.compile(r"\bis\s+signed\b", re.I))
    assert isinstance(pattern, _Gated)
    for text in ("the deal IS SIGNED", "the deal İs sıgned", "Deal ıs signed", "deal is ſigned", "DEAL IS ſIGNED"):
        assert bool(pattern.search(text)) == bool(pattern._pattern.search(text)), text


def test_a_gated_pattern_answers_as_the_pattern_does() -> None:
    pattern = re.compile(r"\s*,?\s*\b(?:thanks|cheers)\b[!.]*$", re.I)
    gate = gated(pattern)
    for text in ("send it friday, thanks!", "send it friday", ""):
        assert gate.sub("", text) == pattern.sub("", text)
        assert gate.subn("", text) == pattern.subn("", text)
        assert gate.split(text) == pattern.split(text)
        assert gate.findall(text) == pattern.findall(text)
        assert [m.span() for m in gate.finditer(text)] == [m.span() for m in pattern.finditer(text)]
        assert (gate.search(text) is None) == (pattern.search(text) is None)
    assert gate.pattern == pattern.pattern and gate.groups == pattern.groups


def _reader_gates() -> list[_Gated]:
    """Every gated pattern the reader's modules hold, alone or in a list or tuple."""
    found: dict[int, _Gated] = {}

    def visit(value: object) -> None:
        if isinstance(value, _Gated):
            found[id(value)] = value
        elif isinstance(value, list | tuple):
            for item in value:
                visit(item)

    for name, module in list(sys.modules.items()):
        if name.startswith("memory.understanding"):
            for value in vars(module).values():
                visit(value)
    return list(found.values())


GATES = _reader_gates()
# the words the reader's patterns are made of, and odd letters around them
WORDS = sorted({word for gate in GATES for need in needs(gate._pattern) or () for word in need.split()})
ALPHABET = st.sampled_from([*WORDS, "the", "İs", "ıs", "ſ", "K", "ß", "ﬀ", "'s", ",", ".", "-", "!", "😅", "5", "pm"])


def test_the_reader_gates_its_costly_patterns() -> None:
    assert len(GATES) >= 50


@settings(max_examples=300, deadline=None)
@given(st.lists(ALPHABET, min_size=1, max_size=12), st.booleans())
def test_no_gate_turns_away_what_its_pattern_matches(words: list[str], title: bool) -> None:
    text = " ".join(words)
    text = text.title() if title else text
    for gate in GATES:
        for method in ("match", "search"):
            got = getattr(gate, method)(text)
            want = getattr(gate._pattern, method)(text)
            assert (got is None) == (want is None), (gate.pattern, text)


@pytest.mark.parametrize("text", ["The Globex deal IS SIGNED", "Priya REPORTS to Sven now", "wifi is dοwn again"])
def test_gates_on_everyday_text(text: str) -> None:
    for gate in GATES:
        assert (gate.search(text) is None) == (gate._pattern.search(text) is None), gate.pattern


@settings(max_examples=100, deadline=None)
@given(st.lists(ALPHABET, max_size=5), st.lists(ALPHABET, max_size=5), st.booleans())
def test_a_text_holding_a_need_holds_its_sign(before: list[str], after: list[str], title: bool) -> None:
    for gate in GATES:
        for need in needs(gate._pattern) or ():
            text = " ".join([*before, need, *after])
            assert gate._sign & marks(text.title() if title else text), (need, text)


def test_a_sign_is_one_short_run_of_each_need() -> None:
    assert signature(frozenset({"reports", "is signed"})) == {"por", "sig"}  # the rarest-looking runs
    assert signature(frozenset({"to"})) == {"to"}
    assert "por" in runs("Priya REPORTS to Sven") and "ne" not in runs("Priya REPORTS to Sven")
    assert signature(frozenset({"a", "signed"})) is None  # too short to sign: every text is searched
    assert sign_bits(None) == EVERY_TEXT and EVERY_TEXT & marks("anything") and EVERY_TEXT & marks("")


def test_a_text_is_marked_with_the_bits_of_the_signed_runs_it_holds() -> None:
    bits = sign_bits(frozenset({"por", "sig"}))
    assert bits & marks("Priya REPORTS to Sven") and bits & marks("the deal is signed")
    assert not bits & marks("the wifi is down again")
    assert sign_bits(frozenset({"por"})) | sign_bits(frozenset({"sig"})) == bits  # one bit a run, kept
    assert marks("ZQX now")  # marked before any gate signs "zqx"
    late = sign_bits(frozenset({"zqx"}))  # a run first seen after texts were marked: they are marked again
    assert late & marks("ZQX now") and not late & marks("the wifi is down again")


_MEETUP = re.compile(r"^(?P<a>(?:lunch|coffee|drinks)\s+with\s+\w+)$", re.I)
_APPOINTMENT = re.compile(r"^(?P<a>\w+\s+(?:appt|appointment))$", re.I)


@pytest.mark.parametrize(
    ("text", "held"),
    [
        ("Lunch WITH Dimitri at 1 tmrw", True),
        ("dentist appt for monday", True),
        ("tea w/ the new hire", False),  # no meal the meetup names: the pattern could match none of its cuts
        ("the wifi is down again", False),
        ("", False),
    ],
)
def test_a_declared_need_is_one_of_the_words_its_patterns_need(text: str, held: bool) -> None:
    need = Needs(_MEETUP, _APPOINTMENT)
    assert need(text) is held
    with off():  # the long way: every text may hold it
        assert need(text)


def test_a_need_no_word_can_show_holds_for_every_text() -> None:
    assert Needs(_MEETUP, re.compile(r"^\w+$"))("the wifi is down again")
    assert Needs(re.compile(r"(?:ok|[!?]+)$"))("anything")
