"""The offline answer (:func:`answer_offline`): with no model, the local date, summary and
the matching quoted lines of the top slices.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from datetime import tzinfo

from memory.recall._scan import Hit
from memory.textsafe import printable
from memory.timefmt import local_date_text, zone

NOTHING = "I don't remember anything about that."


def answer_offline(hits: Sequence[Hit], tz: tzinfo | str, query: str, *, limit: int = 3) -> str:
    """A templated answer from the top slices (at most three): each one's local date, its
    summary line and the quoted lines that matched the request's words."""
    # a slice with neither a summary nor a line to quote (the open one, holding only questions)
    # would be a bare date: nothing to tell
    hits = [hit for hit in _focused(hits) if hit.slice.summary or _told(hit.matched_lines)]
    if not hits:
        return NOTHING
    zone_info: tzinfo = zone(tz) if isinstance(tz, str) else tz
    parts = []
    for hit in list(hits)[:limit]:
        piece = hit.slice
        when = local_date_text(piece.started_at, zone_info)  # type: ignore[arg-type]  # any tzinfo works
        at = f"{piece.started_at.astimezone(zone_info):%H:%M}"
        # an open slice has no summary yet: its quoted lines say what it holds
        summary = printable(piece.summary) if piece.summary else ""
        block = [f"{when}, {at}: {summary}".rstrip()]
        for line in _told(hit.matched_lines):
            block.append(f"  “{printable(line)}”")
        parts.append("\n".join(block))
    return "\n".join(parts)


# a line the user asked, not told: "how much is the offsite budget" is no answer to what was said of it
_ASKED = re.compile(r"^\W*(?:what|when|where|who|whose|which|why|how)\b|\?\W*$", re.IGNORECASE)


def _told(lines: Sequence[str]) -> list[str]:
    """``lines`` without the questions among them."""
    return [line for line in lines if not _ASKED.search(line.strip())]


def _focused(hits: Sequence[Hit]) -> list[Hit]:
    """The hits that answer what was asked: when the request named a time ("last week") and
    some hits lie in it, only those (and of those, the ones whose text matched, if any); a
    slice from another week is no answer to "what did I say last week"."""
    inside = [hit for hit in hits if any(reason.startswith("window:") for reason in hit.reasons)]
    if not inside:
        return list(hits)
    matched = [hit for hit in inside if "text" in hit.reasons]
    return matched or inside
