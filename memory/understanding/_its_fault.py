"""A fault said with "it" right after a to-do to mend a thing: "Lachlan's gonna fix the boat winch
by the 15th, it's been jammed since xmas" (the boat winch is jammed: an issue beside the to-do),
"need to get the gate repaired, it's broken again". And what mended a trouble, said beside its
fix: "weather station's back online, the reset did it" (a to-do to reset it is done).

"It" alone names no thing, so "it's been jammed since xmas" reads as nothing on its own; said
right after a to-do whose work is to mend something, it is that thing. The clause is read again
with the thing put for "it" by the same readers as any message, and kept only when it reads as
an issue opened: a to-do to mend something says nothing of other troubles.

Written by hand: one closed set of mending verbs over a to-do already read.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from memory.understanding._clause_asks import untouched_parts
from memory.understanding._fact_it import one_thing
from memory.understanding._issue_bare import mended_by
from memory.understanding._issue_fixes import PEOPLE
from memory.understanding._phrases import _I
from memory.understanding.intents import Intent, NewCommitment, OpenEpisode, ResolveEpisode, StateClaim, Unclear

__all__ = ["its_faults"]

_MENDS = r"(?:fix|repair|mend|service|unjam|unblock|unclog|replace|patch|reset|re-?seal|re-?wire|sort(?:\s+out)?)"
# "fix the boat winch", "get the gate repaired": the thing the to-do mends
_MEND = re.compile(
    r"^(?:" + _MENDS + r"\s+(?P<t>.+?)|get\s+(?P<g>.+?)\s+(?:fixed|repaired|mended|serviced|unjammed|unblocked"
    r"|replaced|patched|re-?sealed|sorted(?:\s+out)?|looked\s+at|seen\s+to)"
    # "call the electrician re the switchboard", "book the plumber about the boiler": the thing a call or
    # a booking is about, for someone to mend
    r"|(?:call|ring|phone|email|text|message|book|get|chase)\s+\S.*?\s+(?:re|about|regarding|to\s+look\s+at"
    r"|to\s+check)\s+(?P<r>(?:the|my|our)\s+.+?))$",
    _I,
)
_IT = re.compile(r"^(?:and\s+|but\s+|as\s+|cos\s+|because\s+)?it(?=(?:'s|\s+is|\s+has|\s+keeps|\s+was)\b)", _I)
_OWNED = re.compile(r"^(?:the|my|our|his|her|their)\s", _I)
# words a clause may open with that are no thing of its own ("it's", "he's", "that was", "there's")
_NOT_A_THING = frozenset({
    "it", "that", "this", "there", "he", "she", "they", "we", "i", "you", "what", "who", "everything",
})


def its_faults(
    found: list[tuple[Intent, str]], text: str, read: Callable[[str], list[Intent]]
) -> list[tuple[Intent, str]]:
    """``found`` (what was read from ``text``, each with its part) with the issue a part says
    with "it" of the thing a to-do in ``found`` mends (put for the issue "it" read from that
    part, or added for a part nothing was read from), and with what mended a trouble fixed in
    ``found`` as done."""
    intents = [intent for intent, _ in found]
    fixed = any(isinstance(intent, ResolveEpisode) for intent in intents)
    # a clause read as a trouble of "it" is read again too ("laptop's ancient, it's playing up again")
    its = [part.strip() for part in re.split(r"[,;]|\s[-–—]\s", text) if _IT.match(part.strip())]
    parts = dict.fromkeys([*untouched_parts(text, intents), *(its if any(map(_of_it, intents)) else ())])
    named = {part: _its_fault(part, text, intents, read) or _means(part, fixed) for part in parts}
    if any(named.get(part) for part in its):  # the trouble of "it", and the question about it, now named
        found = [(i, part) for i, part in found if not (_of_it(i) or (isinstance(i, Unclear) and i.text in its))]
    kept = [(i, part) for i, part in found if not (named.get(part) and _of_it(i))]
    return kept + [(intent, part) for part, issues in named.items() for intent in issues]


def _of_it(intent: Intent) -> bool:
    """Whether ``intent`` is a trouble of "it", no thing named."""
    return isinstance(intent, OpenEpisode) and intent.topic.lower() == "it"


def _its_fault(clause: str, text: str, earlier: list[Intent], read: Callable[[str], list[Intent]]) -> list[Intent]:
    """The issue ``clause`` opens when it says "it" of the thing the last to-do in ``earlier``
    mends, or of the thing the clause before it in ``text`` is about, read by ``read`` with the
    thing named; else nothing."""
    it = _IT.match(clause.strip())
    if it is None:
        return []
    todos = [i for i in earlier if isinstance(i, NewCommitment)]
    m = _MEND.match(todos[-1].action) if todos else None
    # (or the one thing the facts before are about: "Ruslan owns the gas monitoring system now, and it's throwing
    # errors again")
    thing = (m["t"] or m["g"] or m["r"]) if m is not None else _subject_before(clause, text) or _fact_thing(earlier)
    if thing is None:
        return []
    thing = thing if _OWNED.match(thing) else f"the {thing}"
    return [i for i in read(thing + clause.strip()[it.end() :]) if isinstance(i, OpenEpisode)]


_JOINED = re.compile(r"(?:^|\s+)(?:and|but|so|then|cos|because|as)$", _I)
def _fact_thing(earlier: list[Intent]) -> str | None:
    """The one thing the facts before are about (never a trouble's: "the heating's broken, it's freezing in
    here" is the weather in the room, no second trouble of the heating)."""
    return one_thing([i for i in earlier if isinstance(i, StateClaim)])


# the thing a clause is about, said first: "laptop's ancient", "the fridge -", "my bike is old"
_SUBJECT = re.compile(
    r"^(?:(?:the|my|our)\s+)?(?P<t>[a-z][\w-]*(?:\s+[a-z][\w-]*)?)(?:'s\s+\S|\s+(?:is|was)\s+\S|\s*$)", _I
)


def _subject_before(clause: str, text: str) -> str | None:
    """The thing the clause right before ``clause`` in ``text`` is about, when it opens with one
    ("laptop's ancient, it's playing up again": the laptop); a person is never "it"."""
    at = text.find(clause.strip())
    before = re.split(r"\s*(?:[,;]|\s[-–—]\s?|\s[-–—]$|^)\s*", text[:at].strip(" ,;-–—"))[-1] if at > 0 else ""
    before = _JOINED.sub("", before)  # "…, and it's jammed": the clause before the "and", never "and"
    m = _SUBJECT.match(before)
    if m is None or m["t"].lower() in PEOPLE or m["t"].split()[0].lower() in _NOT_A_THING:
        return None
    if m["t"][0].isupper() and m.start("t") == 0:
        return None  # "Tom's back, it's chaos": a name, no thing
    return m["t"]


def _means(part: str, fixed: bool) -> list[Intent]:
    """What mended the trouble ``part`` says was, as done, beside a fix (``fixed``)."""
    means = mended_by(part) if fixed else None
    return [means] if means is not None else []
