"""Slice files: rendering and parsing back is the identity, whatever the text."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime, timedelta
from zoneinfo import ZoneInfo

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from memory import slicefile
from memory.model import Event, EventKind, Slice

BERLIN = ZoneInfo("Europe/Berlin")
START = datetime(2026, 3, 2, 8, 0, tzinfo=UTC)

TRICKY_LINES = st.sampled_from(
    [
        "---",
        "--- ",
        "# heading",
        "### 09:00:00 · message · mallory",
        "<!-- recap {\"id\": 1} -->",
        "> quoted",
        ">| \"json\"",
        "key: value",
        "- [ ] task",
        "```python",
        "שלום עולם",
        "مرحبا بالعالم",
        "emoji 🎉👩‍👩‍👧",
        "trailing spaces   ",
        "\ttabbed",
        "crlf\r",
        "nul\x00byte",
        "escape \x1b[31mred",
        "x" * 5000,
        "",
    ]
)
TEXTS = st.one_of(st.text(), st.lists(st.one_of(TRICKY_LINES, st.text()), max_size=8).map("\n".join))


def _slice(events: list[Event], summary: str = "") -> Slice:
    return Slice(
        id="2026/03/02/0900",
        user="alice",
        started_at=events[0].at,
        ended_at=events[-1].at,
        status="open",
        summary=summary,
        tags=("maya", "role"),
    )


def _event(number: int, text: str, kind: EventKind = EventKind.MESSAGE) -> Event:
    return Event(
        id=number,
        user="alice",
        at=START + timedelta(seconds=number, microseconds=123),
        kind=kind,
        author="alice",
        text=text,
        payload={"tz": "Europe/Berlin"} if kind is EventKind.MESSAGE else {},
        platform_ref=f"console:{number}" if number % 2 else None,
        slice_id="2026/03/02/0900",
    )


@settings(max_examples=300, deadline=None)
@given(texts=st.lists(TEXTS, min_size=1, max_size=4), summary=st.text())
def test_render_then_parse_is_identity(texts: list[str], summary: str) -> None:
    """Any texts (markdown, YAML-looking, fences, RTL, emoji, CRLF, controls) and summary survive a round trip."""
    events = [_event(number, text) for number, text in enumerate(texts, start=1)]
    piece = _slice(events, summary=summary)
    parsed_slice, parsed_events = slicefile.parse(slicefile.render(piece, events, BERLIN))
    assert parsed_events == events
    assert parsed_slice == replace(piece, timezone="Europe/Berlin")  # the zone it was written in


def test_rendered_file_is_readable_markdown() -> None:
    """Frontmatter carries the slice fields with local offsets; the body shows each event."""
    events = [_event(1, "Maya is VP Operations."), _event(2, "Noted.", EventKind.REPLY)]
    text = slicefile.render(_slice(events), events, BERLIN)
    assert text.startswith("---\nid: 2026/03/02/0900\n")
    assert "started_at: '2026-03-02T09:00:01.000123+01:00'" in text
    assert "> Maya is VP Operations." in text
    assert "### 09:00:02 · reply · alice" in text


def test_damaged_file_is_refused_with_a_reason() -> None:
    """A file whose event metadata was mangled raises SliceFormatError naming the line."""
    events = [_event(1, "hello")]
    text = slicefile.render(_slice(events), events, BERLIN).replace('"kind": "message"', '"kind": "nonsense"')
    with pytest.raises(slicefile.SliceFormatError):
        slicefile.parse(text)
