"""The form gates skip a form only on a clause it reads nothing of.

Each gate is a claim about its form's code (:mod:`memory.understanding._form_gates`): here it is
checked on every clause of the corpora and of the perf bench that the form, run the long way,
reads something of.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import pytest

from jobs.reader_equivalence import FIXTURES, bench_messages, corpus_messages
from memory import understanding
from memory.understanding import _commitments, _day_agreed, _dispatch, _lifecycle_others, _reminders
from memory.understanding._form_gates import _DECLARED, GATES, may_read, tried, words_needed
from memory.understanding._shortcuts import off

BENCH_MESSAGES = 100  # of each history the perf bench plays


@contextmanager
def _watched(read: list[tuple[Callable[..., Any], str]]) -> Iterator[None]:
    """The dispatcher's gated forms, each call that reads something noted in ``read``."""
    names = {name: form for name, form in vars(_dispatch).items() if callable(form) and form in GATES}

    def watch(form: Callable[..., Any]) -> Callable[..., Any]:
        def watched(text: str, *rest: Any, **named: Any) -> Any:
            found = form(text, *rest, **named)
            if found is not None and found is not False and found != [] and found != ():  # "" may say something
                read.append((form, text))
            return found

        return watched

    try:
        for name, form in names.items():
            setattr(_dispatch, name, watch(form))
        yield
    finally:
        for name, form in names.items():
            setattr(_dispatch, name, form)


def test_every_gated_form_reads_only_clauses_with_its_words() -> None:
    read: list[tuple[Callable[..., Any], str]] = []
    messages = corpus_messages(sorted(FIXTURES.glob("understanding*"))) + bench_messages(BENCH_MESSAGES)
    with _watched(read), off():
        for said in messages:
            understanding.forget_readings()
            understanding.extract(said.text, now=said.now, tz=said.tz)
    assert len({form for form, _ in read}) > len(GATES) // 2  # most gated forms read something here
    assert [(form.__name__, text) for form, text in read if not may_read(form, text)] == []


def test_every_declared_form_has_a_gate() -> None:
    """A form or pattern renamed, or a pattern edited so that its words cannot be seen, leaves
    its form ungated (safe, and slower): noticed here."""
    assert len(GATES) == len(_DECLARED)
    assert _commitments._cancel in GATES and _reminders.reminder in GATES


@pytest.mark.parametrize(
    "text",
    [
        "cancel the dentist",
        "Scrap the team lunch on friday",
        "CALLED OFF the fitting",
        "pls cancell the gym",  # a typo still holds "cancel"
        "the offsite is off",
        "dont need to book the hall any more",
        "forget about the cake",
        "we dropped the idea of a party",
    ],
)
def test_a_clause_with_the_words_reaches_the_form(text: str) -> None:
    assert may_read(_commitments._cancel, text)


@pytest.mark.parametrize(
    "text",
    [
        "the wifi is down again",
        "Maya is the new CFO",
        "pay rent tmrw",
        "lol ok",
        "the printer's jammed",
        "Tom sent the budget over",
        "renew my passport by friday",
        "dentist moved to 3pm",
    ],
)
def test_a_clause_without_them_skips_the_form_only_with_the_shortcuts(text: str) -> None:
    assert not may_read(_commitments._cancel, text)
    assert tried(_commitments._cancel, text, None) is None  # never called: no context needed
    with off():
        assert may_read(_commitments._cancel, text)


def test_an_ungated_form_always_runs() -> None:
    def form(text: str) -> list[str]:
        return [text]

    assert may_read(form, "anything at all")
    assert tried(form, "anything at all") == ["anything at all"]


def test_the_words_a_pattern_needs() -> None:
    assert words_needed(re.compile(r"^(?:i\s+)?(?:cancel|scrap)\s+(?P<a>.+)$", re.I)) == {"cancel", "scrap"}
    # a need with a space is kept as its longest run, which cutting words from a clause cannot make
    assert words_needed(re.compile(r"called off", re.I)) == {"called"}
    # one pattern whose words cannot be seen leaves the whole requirement ungated
    assert words_needed([re.compile(r"cancel"), re.compile(r"^\w+$")]) is None
    # a set of words is looked for as it is; a pattern's source text is no word
    assert words_needed([re.compile(r"\bsold\b"), frozenset({"Let", "leased"})]) == {"sold", "let", "leased"}
    assert words_needed(r"(?:sold|let)") is None


@pytest.mark.parametrize(
    ("form", "reads", "skips"),
    [
        (_day_agreed.day_agreed, "childminder said the 28th is fine", "pay the childminder by the 28th"),
        (_day_agreed.day_agreed, "lets say friday for the estimate", "the estimate is due friday"),
        (_lifecycle_others.called_off, "Ines cancelled our lunch", "lunch with Ines on friday"),
        (_lifecycle_others.called_off, "Jun bailed", "Jun is coming at 6"),
        (_lifecycle_others.moved_by, "the plumber rescheduled for friday morning", "the plumber comes friday morning"),
        (_lifecycle_others.moved_by, "Kwame moved us to thursday", "Kwame is in Accra till thursday"),
        (_lifecycle_others.their_done, "Tom sent the budget over", "Tom will look at the budget"),
        (_lifecycle_others.their_done, "got the contract back from Luis", "Luis has the contract"),
    ],
)
def test_the_forms_tried_on_nearly_every_clause_are_gated(form: Callable[..., Any], reads: str, skips: str) -> None:
    assert form in GATES
    assert may_read(form, reads)
    assert not may_read(form, skips)
    with off():
        assert may_read(form, skips)
