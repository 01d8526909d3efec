"""The reader's shortcuts read every message as the long way does, for less work.

The corpus and the perf bench's messages are read with the shortcuts on and off in this process
(``jobs/reader_equivalence.py`` does all of them, every corpus); run-on messages made of two
labelled lines typed without a separator, the shape whose cuts the shortcuts skip, are drawn
by hypothesis.
"""

from __future__ import annotations

import re
from functools import cache

from hypothesis import given, settings
from hypothesis import strategies as st

from jobs.reader_equivalence import FIXTURES, Said, bench_messages, corpus_messages, differences
from memory.understanding._multi import run_on
from memory.understanding._shortcuts import off, taken
from memory.understanding.intents import Intent, NewCommitment, StateClaim

BENCH_MESSAGES = 150  # of each history: plain chat, facts, to-dos, corrections, questions, small talk


def test_the_corpus_and_the_bench_read_the_same_both_ways() -> None:
    messages = corpus_messages([FIXTURES / "understanding"]) + bench_messages(BENCH_MESSAGES)
    assert len(messages) > 1000
    assert list(differences(messages)) == []


@cache
def _lines() -> list[Said]:
    """The corpus's short one-line messages, without their closing marks."""
    found = []
    for said in corpus_messages([FIXTURES / "understanding"]):
        text = re.sub(r"[.!?]+$", "", said.text.strip())
        if "\n" not in text and 2 <= len(text.split()) <= 8:
            found.append(Said(text, said.now, said.tz))
    return found


@settings(max_examples=40, deadline=None)
@given(st.data())
def test_two_lines_typed_as_one_read_the_same_both_ways(data: st.DataObject) -> None:
    lines = _lines()
    first, second = (lines[data.draw(st.integers(0, len(lines) - 1))] for _ in range(2))
    said = Said(f"{first.text} {second.text}", first.now, first.tz)
    assert list(differences([said])) == []


def _reads(text: str, read_as: dict[str, list[Intent]]) -> tuple[list[tuple[Intent, str]] | None, list[str]]:
    """What :func:`run_on` makes of ``text`` with a reader that knows only ``read_as``, and the
    words it asked that reader to read."""
    asked: list[str] = []

    def read(part: str) -> list[Intent]:
        asked.append(part)
        return read_as.get(part, [])

    return run_on(text, read, lambda part: [(intent, part) for intent in read(part)]), asked


def test_a_run_on_cut_reads_its_shorter_side_first() -> None:
    """Plain chat with no separator reads as nothing at every cut either way; with the
    shortcuts each cut reads the fewer words, never more."""
    text = "the atlas pricing page looks solid after Maya's changes"
    assert taken()
    found, asked = _reads(text, {})
    with off():
        assert not taken()
        long_found, long_asked = _reads(text, {})
    assert found is None and long_found is None
    assert sum(len(part) for part in asked) < sum(len(part) for part in long_asked)
    assert "the atlas" in asked and "the atlas" not in long_asked


def test_a_report_then_a_to_do_is_found_at_the_same_cut_both_ways() -> None:
    report = StateClaim("printer", "status", "broken")
    todo = NewCommitment("call the engineer", "me", None, None)
    read_as: dict[str, list[Intent]] = {"the printers broken again": [report], "call the engineer tmrw": [todo]}
    text = "the printers broken again call the engineer tmrw"
    found, _ = _reads(text, read_as)
    with off():
        long_found, _ = _reads(text, read_as)
    assert found == long_found == [(report, "the printers broken again"), (todo, "call the engineer tmrw")]
