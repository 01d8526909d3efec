"""A clause no form could read, in a message whose other clauses were read: never dropped in
silence. "bought the gloves, and the ute's booked in for tues" stores the purchase; were the
second clause lost, the user would never know. When the clause shows a sign of an intent (a
to-do, an issue, a change to something open), recap asks about that clause alone: with an offer
to track it when the words make a to-do, else by asking the user to say it on its own.
"""

from __future__ import annotations

import re

from memory.phrasing import describe_due
from memory.understanding._doubt import doubtful_todo
from memory.understanding._multi import more_of_the_same as _more_of_the_same
from memory.understanding._phrases import _Ctx
from memory.understanding._signs import sign_of
from memory.understanding.intents import Intent, Unclear
from memory.words import content_words

# signs worth a question; a "correction" or a "deadline" of nothing named needs the whole message,
# and a "done" beside other reports is a diary ("yesterday I paid the rent, cleaned the flat …")
_ASKED = frozenset({"todo", "issue", "cancel", "move"})


def unread_clause(clause: str, ctx: _Ctx) -> list[Intent]:
    """The question about ``clause`` (read as nothing), or [] when it shows no sign of an intent."""
    offered = doubtful_todo(clause, ctx)
    if offered:
        return offered
    sign = sign_of(clause, now=ctx.now, tz=ctx.tz)
    if sign is None or sign.kind not in _ASKED:
        return []
    if sign.kind == "todo" and sign.proposal is not None:
        due = f", due {describe_due(sign.due.last_moment, ctx.tz)}" if sign.due is not None else ""
        return [Unclear(f"Should I track “{sign.proposal.action}” for you{due}?", clause, sign.proposal)]
    if sign.kind == "issue":
        return [Unclear(f"Should I keep track of “{sign.words}” as an issue? Say it on its own, e.g. "
                        f"“{sign.words} is broken”, and I will.", clause)]  # fmt: skip
    return [Unclear(f"I couldn't tell what “{clause}” changes. Say it on its own, with the to-do's name, "
                    "and I'll note it.", clause)]  # fmt: skip


# where a sentence's parts meet: a comma, a semicolon, a dash, "and", "but", "then", "also"
_PART_CUT = re.compile(
    r"\s*[,;]\s*(?:(?:and|but|then|also|plus)\s+)*|\s[-–—]+\s+|\s+(?:and|but|then|also|plus)\s+", re.I
)
MIN_PART_WORDS = 3  # "and bread" is an object of the clause before, not a clause of its own


def unread_parts(text: str, found: list[Intent], ctx: _Ctx) -> list[tuple[Intent, str]]:
    """Questions about the parts of ``text`` that none of the intents read from it (``found``)
    touch: a part sharing no word with what they hold that shows a sign of an intent."""
    said = frozenset().union(*(content_words(" ".join(_words(intent))) for intent in found))
    asked: list[tuple[Intent, str]] = []
    for part in _PART_CUT.split(text):
        part = part.strip()
        if _more_of_the_same(part):
            continue  # "NDA's signed and sent to Lucia": a past verb with no object of its own
        if len(part.split()) >= MIN_PART_WORDS and content_words(part) and not content_words(part) & said:
            asked += [(intent, part) for intent in unread_clause(part, ctx)]
    return asked


def _words(intent: Intent) -> list[str]:
    """What ``intent`` holds in words: its action, topic, subject, value, due ... (not an
    issue's detail, where a clause left unread may sit: "wifi's down, and the kombi's …")."""
    out: list[str] = []
    for name, value in vars(intent).items():
        if name == "detail":
            continue
        if isinstance(value, str):
            out.append(value)
        elif hasattr(value, "text") and isinstance(value.text, str):
            out.append(value.text)  # a date, as said
        elif value is not None and not isinstance(value, bool | int | float):
            out += _words(value) if hasattr(value, "__dataclass_fields__") else []
    return out
