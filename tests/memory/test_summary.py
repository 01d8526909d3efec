"""A closed slice's one-line summary: the first sentence of what was said, then notes."""

from __future__ import annotations

from datetime import UTC, datetime

from memory.model import Event, EventKind
from memory.summary import MAX_SUMMARY, NO_MESSAGES, first_sentence, summarize

AT = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)


def _event(text: str, kind: EventKind = EventKind.MESSAGE) -> Event:
    return Event(id=0, user="alice", at=AT, kind=kind, author="alice", text=text)


def test_first_sentences_of_messages_and_sources_are_joined() -> None:
    """Each message and source record contributes its first sentence; replies and commands do not."""
    events = [
        _event("Maya is VP Operations. She joined in 2024."),
        _event("Noted: Maya's role is VP Operations.", EventKind.REPLY),
        _event("/due", EventKind.COMMAND),
        _event("[crm] Maya — role: COO", EventKind.SOURCE),
    ]
    assert summarize(events, []) == "Maya is VP Operations. · [crm] Maya — role: COO"


def test_notes_follow_the_gist() -> None:
    """Notes on derived facts come after a dash, separated by semicolons."""
    summary = summarize([_event("Busy day.")], ["Maya's role is COO", "send the deck — due Fri 10 April 2026"])
    assert summary == "Busy day. — Maya's role is COO; send the deck — due Fri 10 April 2026"


def test_notes_alone_when_nothing_was_said() -> None:
    """With only notes the summary is the notes, without a leading dash."""
    assert summarize([_event("", EventKind.MESSAGE)], ["a note"]) == "a note"


def test_no_messages_gives_the_placeholder() -> None:
    """A slice with nothing the user said and no notes reads '(no messages)'."""
    assert summarize([_event("hello", EventKind.REPLY)], []) == NO_MESSAGES
    assert summarize([], []) == NO_MESSAGES


def test_long_gist_is_cut_with_an_ellipsis() -> None:
    """The gist never exceeds MAX_SUMMARY characters and ends with '…' when cut."""
    summary = summarize([_event("word " * 200)], [])
    assert len(summary) <= MAX_SUMMARY
    assert summary.endswith("…")


def test_first_sentence_flattens_whitespace_and_control_characters() -> None:
    """Line breaks, tabs and control characters become single spaces; only the first sentence stays."""
    assert first_sentence("  Hello\r\n\tthere\x1b[0m  world!  Second one.") == "Hello there [0m world!"
    assert first_sentence(" \n ") == ""
