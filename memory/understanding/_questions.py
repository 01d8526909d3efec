"""Questions: what is due, what is overdue, the value of a fact (now or at a time), and
anything else as a recall question with the first time window it names.
"""

from __future__ import annotations

import re

from memory.understanding._phrases import _I, _Ctx, _date_after, _person, _phrase, _plausible, _predicate
from memory.understanding._sentences import _Sentence
from memory.understanding.intents import Question
from memory.understanding.timex import DateSpec, find_windows

_DUE_Q = re.compile(
    r"^(?:what(?:'s|s|\s+is|\s+are|\s+else\s+is|\s+do\s+i\s+have|\s+have\s+i\s+got|\s+is\s+still)?"
    r"|(?:is\s+there\s+)?anything|do\s+i\s+have\s+anything)\s+(?:still\s+)?"
    r"(?:due|coming\s+up|on\s+my\s+plate|pending|left\s+to\s+do)\b(?P<rest>.*)$"
    r"|^what(?:'s|\s+is|\s+are)\s+my\s+(?:open\s+)?(?:commitments|deadlines|tasks|to-?dos)\b(?P<rest2>.*)$",
    _I,
)
_OVERDUE_Q = re.compile(r"\b(?:overdue|past\s+due|late\s+on|missed\s+(?:any\s+)?deadlines?)\b", _I)
_WHEN_WORDS = r"(?:in|on|at|as\s+of|during|back\s+in|last|this|before|after|around|by|\w+\s+ago)"
_FACT_POSS_Q = re.compile(
    r"^(?:what|which|who)(?:'s|s|\s+is|\s+was|\s+were|\s+are)\s+(?:the\s+)?(?P<s>.+?)(?:'s|(?<=s)')\s+"
    r"(?:current\s+|present\s+)?(?P<attr>.+)$",
    _I,
)
_FACT_OF_Q = re.compile(
    r"^(?:what|which|who)(?:'s|s|\s+is|\s+was|\s+were|\s+are)\s+the\s+(?:current\s+)?"
    r"(?P<attr>.+?)\s+(?:of|for|on)\s+(?P<s>.+)$",
    _I,
)
_WHO_OWNS_Q = re.compile(r"^who\s+(?:owns|owned|is\s+owning)\s+(?P<s>.+)$", _I)
_WHO_IS_Q = re.compile(r"^who(?:'s|\s+is|\s+was)\s+(?P<p>\S+(?:\s+\S+)?)$", _I)
_PREFER_Q = re.compile(
    r"^(?:what|which|how)\s+(?:does|did|do)\s+(?P<p>\S+(?:\s+\S+)?)\s+prefer(?:\s+(?:for|on)\s+(?P<c>.+))?$", _I
)
_ROLE_Q = re.compile(r"^what\s+(?:role|title|position|job)\s+(?:does|did)\s+(?P<p>\S+(?:\s+\S+)?)\s+(?:have|hold)$", _I)
_RECALL_IMPERATIVE = re.compile(
    r"^(?:remind\s+me\s+(?:what|about|of|how|when|who|where|why)|tell\s+me\s+(?:what|about|how|when)|recap\b"
    r"|summari[sz]e\b|catch\s+me\s+up\b)",
    _I,
)


def _question(s: _Sentence, ctx: _Ctx) -> Question:
    text = s.text
    if _OVERDUE_Q.search(text):
        return Question("overdue", None, None, None, s.raw)
    m = _DUE_Q.match(text)
    if m:
        windows = find_windows(m["rest"] or m["rest2"] or "", now=ctx.now, tz=ctx.tz)
        return Question("due_week", None, None, windows[0] if windows else None, s.raw)
    fact = _fact_question(text, ctx)
    if fact is not None:
        subject, predicate, scope, at = fact
        return Question("fact", subject, predicate, at, s.raw, scope)
    windows = find_windows(text, now=ctx.now, tz=ctx.tz)
    return Question("recall", None, None, windows[0] if windows else None, s.raw)


def _trailing_when(text: str, ctx: _Ctx) -> tuple[str, DateSpec | None]:
    """Split a trailing time ("in February", "last month", "now") off a question's words."""
    stripped = re.sub(r"\s+(?:now|currently|today|these\s+days|right\s+now|at\s+the\s+moment)$", "", text, flags=_I)
    if stripped != text:
        return stripped, None
    found = _date_after(text, _WHEN_WORDS, ctx, "past")
    if found is None:
        words = text.split()
        for k in range(1, min(4, len(words))):  # a bare trailing date: "Maya's role 2025"
            spec = ctx.date(" ".join(words[-k:]), "past")
            if spec is not None and len(words) > k:
                return " ".join(words[:-k]), spec
        return text, None
    return found


def _fact_question(text: str, ctx: _Ctx) -> tuple[str, str, str | None, DateSpec | None] | None:
    m = _WHO_OWNS_Q.match(text)
    if m:
        subject, at = _trailing_when(m["s"], ctx)
        return _phrase(subject), "owner", None, at
    m = _PREFER_Q.match(text)
    if m and _person(m["p"], ctx):
        scope, at = _trailing_when(m["c"], ctx) if m["c"] else (None, None)
        return _person(m["p"], ctx) or "", "preference", _phrase(scope) or None, at
    m = _ROLE_Q.match(text)
    if m and _person(m["p"], ctx):
        return _person(m["p"], ctx) or "", "role", None, None
    m = _FACT_POSS_Q.match(text)
    if m:
        attr, at = _trailing_when(m["attr"], ctx)
        subject = "me" if m["s"].lower() in ("my", "me") else _phrase(m["s"])
        if subject != "me" and not _plausible(subject, max_words=5):
            return None
        return _attribute_with_scope(subject, attr, at)
    m = re.match(r"^(?:what|which|who)(?:'s|\s+is|\s+was|\s+are)\s+my\s+(?P<attr>.+)$", text, _I)
    if m:
        attr, at = _trailing_when(m["attr"], ctx)
        return _attribute_with_scope("me", attr, at)
    m = _FACT_OF_Q.match(text)
    if m and _plausible(m["attr"], max_words=3, pronoun_start_ok=True):
        subject, at = _trailing_when(m["s"], ctx)
        if not _plausible(subject, max_words=5) or subject.lower().startswith(("you", "me", "them", "us", "him")):
            return None
        return _phrase(subject), _predicate(m["attr"]), None, at
    m = _WHO_IS_Q.match(text)
    if m:
        who, at = _trailing_when(m["p"], ctx)
        person = _person(who, ctx)
        if person:
            return person, "role", None, at
    return None


def _attribute_with_scope(
    subject: str, attr: str, at: DateSpec | None
) -> tuple[str, str, str | None, DateSpec | None] | None:
    if not subject or not attr:
        return None
    m = re.match(r"^(?P<a>preference|preferences)\s+(?:for|on)\s+(?P<c>.+)$", attr, _I)
    if m:
        return subject, "preference", _phrase(m["c"]), at
    return subject, _predicate(attr), None, at
