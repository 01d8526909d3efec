"""Two questions asked in one breath: "what's overdue or due soon?", "anything late or due this
week", "what's overdue and what's due tmrw", "is the vpn still down and is the printer fixed?",
and someone's to-dos both ways ("what's open with Chinedu": what the user owes him, and what he
owes the user; "what do I owe Chinedu and what does he owe me", "he" being the one just named).

Read as one question, the first part wins and the second is lost ("Nothing overdue." to "what's
overdue or due soon?", with the insurance claim due tomorrow). So the sentence is cut at "or",
"and", "&", "+" or a comma before a second question, each part read as a question of its own
(a part without its own head borrows the first part's: "anything late or due this week" asks
"anything due this week"), and all are answered. Parts that overlap are answered once: what is
due lists the overdue first anyway, and everything open holds both.

Only when every part reads as a question narrower than a recall: "what do I owe Sam and Raj"
is one question about two people, and "what's the plan and who's coming" is left to the
other readers whole.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from memory.understanding._coming_asks import AHEAD
from memory.understanding._phrases import _I, _Ctx
from memory.understanding._prefilter import gated
from memory.understanding._questions import _TRAILING_NOISE, _question, _unmarked_question, person_questions
from memory.understanding._sentences import _Sentence
from memory.understanding.intents import Question

# where a second question starts: "… or due soon", "…, and what's due tmrw", "… + whats due this wk"
_CUT = gated(re.compile(
    r"\s*,?\s+(?:or|and|plus|and\s+also|or\s+else|&|\+|/)\s+|\s*,\s*(?=(?:what|wat|whats|any|is|are|am|has|have"
    r"|when|where|who)\b)",
    _I,
))
# the head a part without one borrows from the first: "anything late or due this week"
_HEAD = re.compile(
    r"^(?:(?:what|wat|wot)(?:'s|s|\s+is|\s+are)(?:\s+else)?|(?:is\s+there\s+|are\s+there\s+|do\s+(?:i|we)\s+have\s+"
    r"|have\s+(?:i|we)\s+got\s+)?any(?:thing)?(?:\s+else)?|what\s+(?:do|have)\s+(?:i|we)\s+(?:have|got))\s+",
    _I,
)
# a part that asks on its own: its own question word or verb first
_OWN_HEAD = re.compile(
    r"^(?:what|wat|wot|whats|any|anything|is|are|am|do|does|did|has|have|how|when|where|who|which)\b", _I
)
# a part without a head that still asks: a state of to-dos ("due soon", "coming up", "late")
_STATE = re.compile(
    r"^(?:still\s+)?(?:due|overdue|late|past\s+due|coming|upcoming|open|outstanding|pending|left|behind|missed"
    r"|on\s+my\s+(?:plate|list))\b",
    _I,
)
_DUE = frozenset({"overdue", "due_week"})
_PEOPLE = frozenset({"owed", "theirs"})  # kinds whose subject is a person a later "he" may stand for
_PRONOUN = re.compile(r"\b(?:he|she|they|him|her|them)\b", _I)
# kinds a part may read as when it asks nothing narrower: a recall, or a phrase looked up anywhere
_TOO_WIDE = frozenset({"recall", "lookup"})


def asked_together(s: _Sentence, ctx: _Ctx, *, marked: bool) -> list[Question] | None:
    """The questions of a sentence that asks two (or more) at once, or someone's to-dos both
    ways; None when it asks one (or is no question: ``marked`` False reads only the narrow
    kinds a sentence without a question mark may ask)."""
    text = _TRAILING_NOISE.sub("", s.text).strip(" ,") or s.text
    both = person_questions(text, s, ctx)
    if len(both) > 1:
        return both  # "what's open with Chinedu": what the user owes him, then what he owes
    parts = [p.strip(" ,") for p in _CUT.split(text)]
    if len(parts) < 2 or not all(parts):
        return None
    head = _HEAD.match(parts[0])
    read: Callable[[_Sentence, _Ctx], Question | None] = _question if marked else _unmarked_question
    found: list[Question] = []
    for i, part in enumerate(parts):
        if i and not _OWN_HEAD.match(part):
            if head is None or not _STATE.match(part):
                return None  # "what do I owe Sam and Raj": one question about two people
            part = head.group(0) + part
        named = next((q.subject for q in reversed(found) if q.kind in _PEOPLE and q.subject), None)
        if named is not None and "," not in named:  # "… and what does he owe me": the one just named
            part = _PRONOUN.sub(named, part)
        asked = read(replace(s, text=part), ctx)
        if asked is None or asked.kind in _TOO_WIDE:
            return None
        found.append(replace(asked, text=s.raw))
    return _merged(found)


def _merged(found: list[Question]) -> list[Question] | None:
    """The questions to answer: what is due (which lists the overdue first) for the overdue and
    what is due together, everything open for the open and either, each other question once;
    None when the parts were one question after all ("what's due today or tomorrow", whose
    windows the due reader joins)."""
    kinds = {q.kind for q in found}
    if "open" in kinds and kinds <= _DUE | {"open"}:
        return [next(q for q in found if q.kind == "open")]
    if kinds <= _DUE:
        if "overdue" not in kinds:
            return None
        due = [q for q in found if q.kind == "due_week"]
        if not due:
            return [found[0]]
        ahead = [q for q in due if q.predicate == AHEAD]
        return ahead[:1] if ahead else due
    distinct: list[Question] = []
    for q in found:
        if all((q.kind, q.subject, q.predicate, q.at) != (d.kind, d.subject, d.predicate, d.at) for d in distinct):
            distinct.append(q)
    return distinct if len(distinct) > 1 else None
