"""Someone's arrival said alone: "mum's flight lands 6:40 sat, LHR T5", "Amir's flight lands
9:30pm tues", "dad's train gets in at 5:15 fri, kings cross", "my sister's landing at 7 tomorrow".

An arrival is an occasion in the user's diary (as "dentist appt tues 3pm" is), kept under its
own words ("mum's flight lands"), due when it happens. Where it lands ("LHR T5", "kings cross",
"terminal 2") is said after a comma and is no part of those words. A clock time said without
am/pm ("6:40", "at 7") may be either for a flight or a train, so recap offers it (the usual
reading, "Yes / Other date / No") rather than keeping a guess; with am/pm, or a part of the day,
it is kept. What to do about the arrival ("…, pick her up") is :mod:`._arrival_then`'s.

Only a person or their ride (flight, train, bus …) with an arrival's verb and one time still
ahead; anything else said in the sentence ("mum lands at 6 and stays till sunday") leaves it to
the other readers.
"""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import timedelta

from memory.phrasing import describe_due
from memory.understanding._arrival_then import _POINTING, _REST, _VERBS, _WORDS_OF_TIME, _arriving
from memory.understanding._commitment_intro import _imperative_shape
from memory.understanding._phrases import _I, _Ctx
from memory.understanding._prefilter import gated
from memory.understanding.intents import Intent, NewCommitment, Unclear
from memory.understanding.timex import find_spans

__all__ = ["arrival"]

_ARRIVES = gated(re.compile(r"^(?P<who>[^,;:]{1,40}?)(?:'s|'re|\s+is|\s+are)?\s+" + _VERBS + r"\b(?P<rest>[^,;]*)"
                            r"(?:\s*,\s*(?P<at>[^,;]+))?$", _I))  # fmt: skip
# where it lands, after the comma: "LHR T5", "kings cross", "terminal 2", "at Heathrow", "gate 14"
_PLACE = re.compile(r"^(?:at\s+|into\s+|in\s+)?(?:the\s+)?[\w'.&-]+(?:\s+[\w'.&-]+){0,3}$", _I)
_PLACE_WORDS = 4
# a clock time whose half of the day is said: "6:40pm", "18:40", "06:40", "7 in the evening", "tonight"
_HALF_SAID = re.compile(
    r"\d\s*(?:am|pm|a\.m|p\.m)|\b(?:noon|midday|midnight|morning|afternoon|evening|night|tonight"
    r"|(?:0\d|1[3-9]|2[0-3])[:.h]\d{2})",
    _I,
)


def arrival(text: str, ctx: _Ctx) -> list[Intent] | None:
    """The arrival as an occasion (kept, or offered when its clock time may be am or pm)."""
    m = _ARRIVES.match(text)
    # a person by name written with its capital, or kin ("mum", "my sister"): "rent is due friday" is no one
    if m is None or _DUE.search(m.group(0)[: m.start("rest")]) or _arriving(m["who"].strip(), _capitals(ctx)) is None:
        return None
    if m["at"] and (_dated(m["at"], ctx) or len(m["at"].split()) > _PLACE_WORDS or not _PLACE.match(m["at"])
                    or _imperative_shape(m["at"]) or _POINTING.search(m["at"])):
        return None  # "…, pick her up", "…, sat": more than where
    head = text[: m.end("rest")]
    spans = [span for span in find_spans(head, now=ctx.now, tz=ctx.tz, prefer="future") if span.spec is not None]
    if len(spans) != 1 or spans[0].spec is None or spans[0].spec.end <= ctx.now or spans[0].start < m.end("who"):
        return None
    span, due = spans[0], spans[0].spec
    said = f"{head[m.start('rest') : max(span.start, m.start('rest'))]} {head[span.end :]}"
    left = [word for word in said.split() if not _WORDS_OF_TIME.match(word)]
    if left and not _REST.match(" ".join(left)):
        return None  # "mum lands at 6 and stays till sunday"
    occasion = NewCommitment(action=text[: m.start("rest")].strip(), owner="me", counterparty=None, due=due)
    if due.end - due.start > _INSTANT:
        return None  # "Kwame lands on friday": a day, which the to-dos after it may count from (no time to keep)
    if _HALF_SAID.search(due.text):
        return [occasion]
    when = describe_due(due.last_moment, ctx.tz)
    return [Unclear(f"Should I track “{occasion.action}” for you, due {when}?", text, occasion)]


_DUE = re.compile(r"\b(?:is|are)\s+due\b", _I)  # "rent is due": a deadline, not someone arriving


def _capitals(ctx: _Ctx) -> _Ctx:
    """``ctx`` where names keep their capitals: in a message typed in lower case any word may be a name."""
    return replace(ctx, lowercase=False)


def _dated(words: str, ctx: _Ctx) -> bool:
    """Whether ``words`` say a date ("sat", "at 7"): "LHR T5" or "gate 14" is a place."""
    return any(span.spec is not None for span in find_spans(words, now=ctx.now, tz=ctx.tz))


_INSTANT = timedelta(seconds=1)  # a due at one minute (a clock time), not a whole day
