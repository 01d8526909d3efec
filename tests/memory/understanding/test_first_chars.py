"""The first-character dispatch of the date rules (:mod:`memory.understanding._first_chars`):
a rule is never skipped for a phrase it matches."""

from __future__ import annotations

import random
import re

import pytest

from memory.understanding import timex
from memory.understanding._first_chars import by_first, first_chars

_PHRASES = [
    "tomorrow", "tmrw", "next friday", "2026-03-04", "3/4", "the 9th", "9th of june", "june 9th", "december 9th",
    "in 2 weeks", "2 weeks from now", "3 days ago", "week after next", "week of the 14th", "end of the month",
    "q3", "end of q2", "mid march", "late next week", "this time next week", "later this week", "christmas eve",
    "friday or saturday", "the 21st-23rd", "dec 28-jan 2", "within 3 days", "last 2 weeks", "earlier today",
    "spring", "next spring", "2027", "first monday of june", "monday week", "tuesday after next", "the day after",
    "4th of july", "a couple of days", "few days", "¡mañana", "épiphanie", " leading space", "",
]  # fmt: skip


@pytest.mark.parametrize("pattern", [pattern for pattern, _ in timex._RULES], ids=lambda p: p.pattern[:40])
def test_no_rule_matches_a_phrase_outside_its_first_characters(pattern: re.Pattern[str]) -> None:
    found = first_chars(pattern)
    if found is None:
        return
    rng = random.Random(11)
    alphabet = "abcdefghijklmnopqrstuvwxyz0123456789 -/:'.,"
    tried = list(_PHRASES) + ["".join(rng.choice(alphabet) for _ in range(rng.randint(1, 12))) for _ in range(400)]
    for phrase in tried:
        if phrase and pattern.match(phrase) and ord(phrase[0]) < 128:
            assert phrase[0] in found, (pattern.pattern, phrase)


def test_the_table_keeps_each_rules_order_and_skips_only_impossible_ones() -> None:
    table = by_first(timex._RULES)
    for phrase in _PHRASES:
        if not phrase or ord(phrase[0]) >= 128:
            continue
        everyone = [rule for pattern, rule in timex._RULES if pattern.match(phrase)]
        dispatched = [rule for pattern, rule in table[phrase[0]] if pattern.match(phrase)]
        assert dispatched == everyone, phrase


@pytest.mark.parametrize(
    ("pattern", "chars"),
    [
        (r"^(?:abc|d)", "ad"),
        (r"^(?:x?y)", "xy"),
        (r"^\d+z", "0123456789"),
        (r"^(?=q)[a-c]", "abc"),
        (r"^[^a]", None),  # any but "a": nearly all of ASCII, fine either way
    ],
)
def test_derivation(pattern: str, chars: str | None) -> None:
    found = first_chars(re.compile(pattern))
    if chars is None:
        assert found is None or "a" not in found
    else:
        assert found == frozenset(chars)


def test_what_it_cannot_tell_may_start_anywhere() -> None:
    assert first_chars(re.compile(r"abc", re.IGNORECASE)) is None  # case-insensitive
    assert first_chars(re.compile(r"a*")) is None  # matches nothing
    assert first_chars(re.compile(r"(a)\1")) == frozenset("a")
    assert first_chars(re.compile(r"(?P<x>a)?(?(x)b|c)")) is None  # a conditional
