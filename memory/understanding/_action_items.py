"""Action items as meeting notes write them: "AI: me to write the postmortem by wed", "action
item: Kenji to update the runbook", "next steps - Ana: book the venue", "follow-up: chase legal".

The label says a job was given out; the words after it say whose: "me"/"I" or nobody named is the
user's, a person named before "to" or a colon is theirs. A job given out needs no date to be kept
("Kenji to update the runbook"), unlike the same words said alone, which may be a plan or news.
Hand-written: one closed list of labels and two ways of naming the owner.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from memory.understanding._phrases import _I, _Ctx, _person
from memory.understanding.intents import Intent

_LABEL = re.compile(
    r"^(?:ai|a\.i\.|action\s+items?|actions?|action\s+points?|aps?|follow[\s-]?ups?|next\s+steps?)\s*[:\-–—]+\s*"
    r"(?P<rest>\S.*)$",
    _I,
)
_MINE = re.compile(r"^(?:me|myself|i|moi)\s*(?:to\s+|[:\-–—]+\s*)(?P<todo>\S.*)$", _I)
_THEIRS = re.compile(r"^@?(?P<p>[^\s:,]+(?:\s+[A-Z][^\s:,]*)?)\s*(?:to\s+|[:\-–—]+\s*)(?P<todo>\S.*)$")

Read = Callable[[str, _Ctx, str], list[Intent] | None]


def action_item(body: str, ctx: _Ctx, read: Read) -> list[Intent] | None:
    """The to-do an action-item line gives out, with its owner, or None when ``body`` is no such
    line; ``read(todo, ctx, owner)`` reads the job's words (undated is fine)."""
    m = _LABEL.match(body.strip())
    if m is None:
        return None
    rest = m["rest"].strip()
    if (mine := _MINE.match(rest)) is not None:
        return read(mine["todo"], ctx, "me")
    theirs = _THEIRS.match(rest)
    person = _person(theirs["p"], ctx) if theirs is not None else None
    if theirs is not None and person is not None:
        return read(theirs["todo"], ctx, person)
    return read(rest, ctx, "me")
