"""A clause beside others that were read, which no form read and no sign explains, asked about
when it still looks like something to keep: "pick up the cake sat, and the balloons need
collecting too", "email Sam the deck by fri and the kids have a dentist thing on the 9th".

The user sees only what recap kept; a clause dropped in silence is a promise forgotten (issue
10: recap is never silent about what seems to ask for something). Two shapes are cheap and
precise enough to ask about:

- a thing that needs doing, said with the gerund ("the balloons need collecting", "the car needs
  washing too"): offered as the to-do it names ("collect the balloons");
- a clause with a day still ahead that says more than its date ("the kids have a dentist thing
  on the 9th"): asked to be said on its own.

Anything else (a mood, a story, "which is annoying", "so that's good") stays unasked.
"""

from __future__ import annotations

import re

from memory.phrasing import describe_due
from memory.understanding._commitment_intro import TODO_VERBS, _base
from memory.understanding._commitments import _IRREGULAR_PAST
from memory.understanding._phrases import _I, _Ctx
from memory.understanding._reported_due import is_due_report
from memory.understanding._shared_day import after_event_lead
from memory.understanding.intents import Intent, NewCommitment, Unclear
from memory.understanding.timex import find_spans

__all__ = ["lost_clause"]

# "the balloons need collecting too", "car needs washing by sat"
_NEEDS_DOING = re.compile(
    r"^(?:and\s+|also\s+|plus\s+)?(?P<thing>(?:(?:the|my|our|his|her|their)\s+)?[\w'&-]+(?:\s+[\w'&-]+){0,2}?)\s+"
    r"(?:still\s+|also\s+)?needs?\s+(?P<ger>[a-z]{3,}ing)(?P<rest>(?:\s+(?:too|as\s+well|also|again))?(?:\s+\S.*)?)$",
    _I,
)
MIN_WORDS = 3  # "and bread" is more of the clause before
# "I'll do it tomorrow": a word for what the clauses before said, read with them
_REFERS = re.compile(r"\b(?:it|that|this|them|those|these)\b", _I)
# a clause told of the past, or a feeling: "we had a dentist thing on the 9th", "so glad it's friday"
_NOT_ASKED = re.compile(
    r"^(?:(?:and|but|so|then)\s+)?(?:(?:i|we)\s+)?(?:had|went|was|were|did|got|saw|met|felt|loved|hated)\b"
    r"|\b(?:glad|happy|excited|annoying|annoyed|tired|knackered|lol|haha|fingers\s+crossed|hopefully|if|unless)\b",
    _I,
)

# the weather to come, said as why ("dance called off, rain forecast all weekend", "…, storm expected sat")
_WEATHER = re.compile(
    r"^(?:(?:and|but|so|cos|because)\s+)?(?:the\s+|a\s+|more\s+|heavy\s+)?(?:rain|storms?|snow|weather|wind|winds"
    r"|hurricane|typhoon|cyclone|heatwave|fog|thunderstorms?|showers)\b(?:\s+[\w']+)?\s+"
    r"(?:forecast|forecasted|expected|coming|due|predicted|on\s+the\s+way|all\s+(?:day|night|week|weekend))\b",
    _I,
)


def lost_clause(clause: str, ctx: _Ctx) -> list[Intent]:
    """The question about ``clause`` (read as nothing beside clauses that were), or []."""
    words = clause.strip(" ,.;!")
    if len(words.split()) < MIN_WORDS or words.endswith("?") or _NOT_ASKED.search(words) or _REFERS.search(words):
        return []
    if is_due_report(words):  # "…, she said monday": the due of the clause before, read with it
        return []
    if after_event_lead(words):  # "after the parade tonite, need to …": the day of the to-do after it
        return []
    todo = _needs_doing(words, ctx)
    if todo is not None:
        when = f", due {describe_due(todo.due.last_moment, ctx.tz)}" if todo.due is not None else ""
        return [Unclear(f"Should I track “{todo.action}” for you{when}?", clause, todo)]
    if _told(words) or _WEATHER.match(words):
        return []  # "the shop was rammed today", "the strike ended on the 12th": news, told
    spans = [span for span in find_spans(words, now=ctx.now, tz=ctx.tz) if span.spec is not None]
    if len(spans) == 1 and spans[0].spec is not None and spans[0].spec.start > ctx.now:  # a day to come
        rest = _HOW_FIRM.sub(" ", f"{words[: spans[0].start]} {words[spans[0].end :]}").split()
        if len(rest) >= MIN_WORDS:  # more than a date and a word: "meetings all afternoon" is a diary line
            return [Unclear(f"I couldn't read “{words}”. Say it on its own and I'll keep it.", clause)]
    return []


def _told(words: str) -> bool:
    """Whether ``words`` tell of the past or of the user's state ("goats escaped", "I'm done for today")."""
    said = [word.lower().strip(",.!") for word in words.split()]
    past = [w for w in said if len(w) >= _PAST_LETTERS and w.endswith("ed") and not w.endswith("eed")]
    return bool(past) or any(w in _IRREGULAR_PAST or w in _TOLD for w in said) or bool(_MY_STATE.match(words))


# how firm a due is, which says nothing more than its date: "…, by fri at the latest", "…, sat ideally"
_HOW_FIRM = re.compile(
    r"\b(?:by|before|b4|no\s+later\s+than|at\s+the\s+latest|latest|at\s+the\s+outside|tops|max|ideally|hopefully"
    r"|pls|please)\b",
    _I,
)
# "said I would by sunday"; "tom can't do tmrw", "she won't make fri": why a thing beside it moved
_TOLD = frozenset({
    "was", "were", "said", "told", "would", "could", "should", "might",
    "can't", "cant", "cannot", "won't", "wont", "couldn't", "couldnt", "unable",
})
_PAST_LETTERS = 5  # "booked", "ended": a past tense; "wed", "bed", "need" are not
_MY_STATE = re.compile(r"^(?:i'm|im|i\s+am|we're|we\s+are)\s", _I)


def _needs_doing(words: str, ctx: _Ctx) -> NewCommitment | None:
    """ "the balloons need collecting too": the to-do "collect the balloons" (its date, if it says one)."""
    m = _NEEDS_DOING.match(words)
    verb = _base(m["ger"]) if m else ""
    if m is None or verb not in TODO_VERBS:
        return None
    rest = re.sub(r"^\s*(?:too|as\s+well|also|again)\b", "", m["rest"], flags=_I).strip()
    due = ctx.date(rest) if rest else None
    if rest and due is None:
        return None  # more than a date after it: "… needs fixing before we can …"
    thing = m["thing"].strip()
    thing = thing if re.match(r"(?:the|my|our|his|her|their)\s", thing, _I) else f"the {thing}"
    return NewCommitment(action=f"{verb} {thing}", owner="me", counterparty=None, due=due)
