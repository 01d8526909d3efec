"""A day said first, before whom or what a to-do is about: "next fri Sílvia's gonna present the
budget", "by the 26th the pension form has to go in", "thurs Pau is writing the press release".

The to-do readers take a date said first before the user's own to-do ("tmrw: call the vet"), but
a sentence that opens with its day and then names another person or a thing reads as nothing. Said
with the day last ("Sílvia's gonna present the budget next fri") it is read. So when a sentence
reads as nothing, opens with a day a to-do can be due (a connector such as "by" or none) and goes
on with a subject (a name, or "the"/"my"/"our" and a thing), the rest is read with the day put
after it, and kept only when it is to-dos alone, one of them due that very day. Hand-written: one
shape over the reader's own date spans.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from memory.understanding._phrases import _Ctx
from memory.understanding.intents import Intent, MoveCommitment, NewCommitment, Unclear
from memory.understanding.timex import find_spans

__all__ = ["date_said_last", "subject_taken_as_todo"]

# what may open a to-do's due: "by the 26th", "next fri", "on sat", "in 10 days"
_DUE_CONNECTORS = {None, "by", "before", "b4", "on", "in", "within", "no later than"}
# a subject after the day: a name ("Sílvia's gonna …", "Pau writes …") or a thing ("the pension form …")
# ("by the 7th, aka today, the census form …": the day said again in an aside, before the subject)
_SUBJECT = re.compile(r"[,:\-–—\s]*(?:(?:aka|a\.k\.a\.?|i\.?e\.?|so|which\s+is|that's|thats|that\s+is)\s+"
                      r"(?P<again>[^,]{1,20}),\s*)?"
                      r"(?P<rest>(?:(?:the|my|our|his|her|their)\s+\w|[A-ZÀ-ÖØ-Þ][\w'’\-]*\s)\S*.*)$", re.S)
_REST_WORDS = 3  # "Pau writes it" at least: a subject, a verb, what


def date_said_last(text: str, ctx: _Ctx, read: Callable[[str], list[Intent]]) -> list[Intent]:
    """The to-dos ``text`` says with its opening day put last (see the module doc), or []."""
    spans = find_spans(text, now=ctx.now, tz=ctx.tz)
    if not spans or spans[0].start != 0 or spans[0].spec is None or spans[0].connector not in _DUE_CONNECTORS:
        return []
    first = spans[0]
    m = _SUBJECT.match(text, first.end)
    if m is None or len(m["rest"].split()) < _REST_WORDS or m["rest"].split()[0].lower() in _NOT_SUBJECTS:
        return []
    if m["again"] and ((again := ctx.date(m["again"])) is None or again.start != first.spec.start):
        return []  # "by fri, i.e. tomorrow, …" said on a Friday: two days, asked about
    day = text[first.start : first.end].strip()
    head, comma, tail = m["rest"].rstrip(" .!").partition(",")  # "…, so today": the day goes before the aside
    found = read(f"{head.rstrip()} {day}{comma}{tail}")
    if not found and tail.strip() and not read(tail.strip()):
        found = read(f"{head.rstrip()} {day}")  # an aside that says nothing of its own ("so today") is left
    dues = [_due_text(intent) for intent in found]
    if not found or None in dues or not any(first.spec.text in due for due in dues if due):
        return []  # "the plumber's coming at 10 sat": due "at 10 sat", the day said first in it
    return found


def subject_taken_as_todo(found: list[Intent], text: str, ctx: _Ctx) -> bool:
    """Whether ``found`` is a to-do made of the words after an opening day that have a subject of
    their own ("in 48h the loaner sat phone goes back" read as the to-do "loaner sat phone goes
    back"): no one's deed, so the sentence is read again with its day last (see the module doc)."""
    if not found or not all(isinstance(intent, NewCommitment) for intent in found):
        return False
    spans = find_spans(text, now=ctx.now, tz=ctx.tz)
    if not spans or spans[0].start != 0 or spans[0].spec is None:
        return False
    m = _SUBJECT.match(text, spans[0].end)
    if m is None or not _THING_FIRST.match(m["rest"]):
        return False
    thing = _THING_FIRST.sub("", m["rest"]).strip(" .!").lower()
    return any(intent.action.lower() == thing for intent in found)  # type: ignore[union-attr]


_THING_FIRST = re.compile(r"^(?:the|my|our|his|her|their)\s+", re.I)


# a day then "I"/"we"/"it"/"there" opens the user's own line or a statement, read by their own forms
_NOT_SUBJECTS = frozenset({"i", "im", "i'm", "we", "it", "its", "it's", "there", "this", "that", "you", "u"})


def _due_text(intent: Intent) -> str | None:
    """The words of the due of a to-do ``intent`` (or of one it offers to keep), else None."""
    if isinstance(intent, Unclear):
        intent = intent.proposal  # type: ignore[assignment]
    if isinstance(intent, (NewCommitment, MoveCommitment)) and intent.due is not None:
        return intent.due.text
    return None
