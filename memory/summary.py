"""The one-line summary of a closed slice, written without a model.

A summary is derived, never typed: the gist of what the user said, followed by notes on the
facts and commitments the slice gave rise to in their *current* form. When a correction
changes one of those facts, the summary is composed again and stops repeating the old value.
"""

from __future__ import annotations

import re

from memory.model import Event, EventKind

MAX_SUMMARY = 240
NO_MESSAGES = "(no messages)"
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+")
_CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f]+")


def summarize(events: list[Event], notes: list[str]) -> str:
    said = [first_sentence(event.text) for event in events if event.kind in (EventKind.MESSAGE, EventKind.SOURCE)]
    said = [sentence for sentence in said if sentence]
    gist = " · ".join(said)
    if len(gist) > MAX_SUMMARY:
        gist = gist[: MAX_SUMMARY - 1].rstrip() + "…"
    if notes:
        gist = (gist + " — " if gist else "") + "; ".join(notes)
    return gist or NO_MESSAGES


def first_sentence(text: str) -> str:
    flat = " ".join(_CONTROL.sub(" ", text).split())
    return _SENTENCE_END.split(flat, maxsplit=1)[0] if flat else ""
