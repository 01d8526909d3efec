"""Extraction without a model: the message forms of spec/chat-grammar.md.

:func:`extract` turns one chat message into a list of *intents* — plain frozen dataclasses
that say what the user asserted, promised, finished, reported, corrected or asked. It has no
I/O and no state: the message time and the user's timezone are passed in, and deciding what
an intent changes (which commitment "the deck" is, which claim a correction targets) is the
caller's job.

How a sentence is read:

1. The message is split into sentences; each is cleaned (curly quotes, a trailing period,
   "please", leading "ok,", "so,", "fyi" ...).
2. Questions become :class:`Question`.
3. Corrections are tried on the whole sentence (their forms span commas: "... in April,
   not June").
4. Otherwise the sentence is split at its first comma into a main clause and a detail, and
   the forms are tried on the main clause from the most specific (most fixed words) to the
   least: "The VPN is down" is an episode before it could be a role, "Daniel is the decision
   maker for X" a decision-maker claim before a role.

Dates go through :mod:`memory.timeparse`, only ever on the words after a connector ("by",
"to", "until", "since" ...) or at the end of a reminder, so dateparser is rarely reached.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace
from datetime import datetime, timedelta
from typing import Literal
from zoneinfo import ZoneInfo

from memory.timeparse import DateSpec, Prefer, find_windows, has_date_words, nearest_month, parse_date

__all__ = [
    "CancelCommitment",
    "CompleteCommitment",
    "CorrectTime",
    "CorrectValue",
    "Intent",
    "MoveCommitment",
    "NewCommitment",
    "OpenEpisode",
    "Question",
    "ResolveEpisode",
    "StateClaim",
    "extract",
]


# --------------------------------------------------------------------------- intents


@dataclass(frozen=True)
class StateClaim:
    """A fact that can change: ``subject``'s ``predicate`` is ``value`` (within ``scope``).

    ``effective`` is the date the user gave ("since March"); ``explicit_now`` says the user
    marked it as true from now on ("is now", "became", "changed to") without a date. With
    neither, the claim's effective time is unknown (the engine records it as uncertain).
    """

    subject: str
    predicate: str
    value: str
    scope: str | None = None
    effective: DateSpec | None = None
    explicit_now: bool = False
    until: DateSpec | None = None
    old_value: str | None = None  # "changed from <old> to <value>"
    # "<attribute> changed from <old> to <value>" names no subject: the attribute as written,
    # for the caller to find whose attribute it is ("headcount" -> Project Atlas's headcount).
    # ``subject``/``predicate`` are then only the fallback reading ("Renewal" / "measure").
    anchor: str | None = None
    preference: bool = False  # predicate "preference": value is the object, scope the context


@dataclass(frozen=True)
class NewCommitment:
    """A promise: ``owner`` ("me" for the user) will do ``action`` by ``due``."""

    action: str
    owner: str
    counterparty: str | None
    due: DateSpec


@dataclass(frozen=True)
class MoveCommitment:
    """The commitment matching ``action`` is now due ``due`` (its original due is kept)."""

    action: str
    due: DateSpec


@dataclass(frozen=True)
class CompleteCommitment:
    """The commitment matching ``action`` is done.

    ``past_tense`` marks a plain past-tense report ("I sent the deck to Daniel"): the caller
    applies it only when it matches an open commitment, and otherwise ignores it.
    """

    action: str
    past_tense: bool


@dataclass(frozen=True)
class CancelCommitment:
    """The commitment matching ``action`` is no longer required."""

    action: str


@dataclass(frozen=True)
class OpenEpisode:
    """An issue on ``topic`` has started (again); ``detail`` is what the user added."""

    topic: str
    detail: str


@dataclass(frozen=True)
class ResolveEpisode:
    """The open issue on ``topic`` is resolved."""

    topic: str


@dataclass(frozen=True)
class CorrectTime:
    """The date of something recent (or of ``target``, when named) is ``new``, not ``old``.

    ``new_text`` is the date as written, so the caller may resolve it again with its own
    preference once it knows the target. ``month_only`` (1..12) is set when the new date is a
    bare month, to be resolved with :func:`memory.timeparse.nearest_month` against the
    target's old date; ``day_only`` likewise for a bare day of the month ("the 12th").
    """

    new_text: str
    new: DateSpec | None
    month_only: int | None
    target: str | None
    old: DateSpec | None
    day_only: int | None = None


@dataclass(frozen=True)
class CorrectValue:
    """The value itself was wrong: ``subject``'s ``predicate`` is ``value``."""

    subject: str
    predicate: str
    value: str
    scope: str | None = None


QuestionKind = Literal["due_week", "overdue", "fact", "recall"]


@dataclass(frozen=True)
class Question:
    """A plain question. ``at`` is the time it asks about, when it names one.

    - ``due_week``: what is due (``at`` = the window asked about, e.g. "next week").
    - ``overdue``: what is overdue.
    - ``fact``: the value of ``subject``'s ``predicate`` (in ``scope``), now or at ``at``.
    - ``recall``: anything else; ``at`` is the first time window in the question.
    """

    kind: QuestionKind
    subject: str | None
    predicate: str | None
    at: DateSpec | None
    text: str
    scope: str | None = None


Intent = (
    StateClaim
    | NewCommitment
    | MoveCommitment
    | CompleteCommitment
    | CancelCommitment
    | OpenEpisode
    | ResolveEpisode
    | CorrectTime
    | CorrectValue
    | Question
)


# --------------------------------------------------------------------------- entry point


def extract(text: str, *, now: datetime, tz: ZoneInfo) -> list[Intent]:
    """Every intent in ``text`` (a chat message sent at ``now`` by a user in ``tz``)."""
    intents: list[Intent] = []
    for sentence in _sentences(text):
        ctx = _Ctx(now=now, tz=tz, lowercase=sentence.lowercase)
        for intent in _extract_sentence(sentence, ctx):
            if intent not in intents:
                intents.append(intent)
    return intents


# --------------------------------------------------------------------------- sentences


@dataclass(frozen=True)
class _Sentence:
    text: str  # cleaned: no trailing punctuation, no "please", no leading "ok,"
    raw: str  # as written
    question: bool
    lowercase: bool  # written without capitals: names may be lower-case too


@dataclass(frozen=True)
class _Ctx:
    now: datetime
    tz: ZoneInfo
    lowercase: bool  # the sentence has no capitals, so names may be lower-case

    def date(self, text: str, prefer: Prefer = "future", *, lean: bool = False) -> DateSpec | None:
        text = _TAIL_FILLER.sub("", text.strip()).strip()
        if not text or not has_date_words(text):
            return None
        return parse_date(text, now=self.now, tz=self.tz, prefer=prefer, lean=lean)


_ABBREVIATIONS = re.compile(r"(?:\b(?:a\.m|p\.m|e\.g|i\.e|etc|vs|dr|mr|mrs|ms|st|jr|sr|no|approx)|\b[A-Za-z])$", re.I)
_SENTENCE_END = re.compile(r"[.!?]+(?=\s)|\n+")
_LEADING_MARKERS = re.compile(
    r"^(?:ok(?:ay)?|so|fyi|btw|by\s+the\s+way|also|and|hey|hi|well|oh|alright|all\s+right|right|great|cool"
    r"|thanks|thank\s+you|please|pls|quick\s+update|update|note|heads\s+up|reminder|just\s+so\s+you\s+know)"
    r"\b\s*[,:;!\-–—]*\s*",
    re.I,
)
_PLEASE = re.compile(r"\s*,?\s*\b(?:please|pls|plz)\b\s*,?", re.I)
_TRAILING_THANKS = re.compile(r"\s*,?\s*\b(?:thanks|thank\s+you|thx|ty|cheers)\b\s*$", re.I)
_DATE_COMMAS = re.compile(
    r"\b((?:mon|tue|wed|thu|fri|sat|sun)[a-z]{0,6}),(?=\s+(?:the\s+)?(?:\d|jan|feb|mar|apr|may|jun|jul|aug|sep|oct"
    r"|nov|dec))|(\d(?:st|nd|rd|th)?),(?=\s*\d{4}\b)",
    re.I,
)


def _sentences(text: str) -> Iterable[_Sentence]:
    text = text.replace("’", "'").replace("‘", "'").replace("“", '"').replace("”", '"')
    start = 0
    pieces: list[str] = []
    for m in _SENTENCE_END.finditer(text):
        chunk = text[start : m.end()]
        if m.group(0).startswith(".") and _ABBREVIATIONS.search(text[start : m.start()]):
            continue
        pieces.append(chunk)
        start = m.end()
    pieces.append(text[start:])
    for piece in pieces:
        raw = piece.strip()
        if not raw:
            continue
        cleaned = _clean(raw)
        if cleaned:
            yield _Sentence(
                text=cleaned,
                raw=raw,
                question=raw.rstrip().endswith("?") or bool(_WH_START.match(cleaned)),
                lowercase=not any(ch.isupper() for ch in raw),
            )


def _clean(raw: str) -> str:
    s = re.sub(r"\s+", " ", raw).strip()
    s = re.sub(r"[\s.!?…]+$", "", s)
    s = s.strip(" \"'")
    for _ in range(4):
        m = _LEADING_MARKERS.match(s)
        if m is None or m.end() == len(s):
            break
        s = s[m.end() :]
    s = _TRAILING_THANKS.sub("", s)
    s = _PLEASE.sub(" ", s).strip(" ,")
    s = _DATE_COMMAS.sub(lambda m: m.group(1) or m.group(2), s)
    return re.sub(r"\s+", " ", s).strip()


def _split_detail(s: str) -> tuple[str, str]:
    """The main clause and the detail after its first comma (or dash)."""
    m = re.search(r"\s*(?:,|;|\s[-–—]\s)\s*", s)
    if m is None:
        return s, ""
    return s[: m.start()].strip(), s[m.end() :].strip()


# --------------------------------------------------------------------------- small helpers

_I = re.IGNORECASE
_TAIL_FILLER = re.compile(
    r"(?:\s+|^)(?:at\s+the\s+latest|latest|or\s+so|or\s+earlier|if\s+possible|hopefully|for\s+sure)$", _I
)
_NAME_STOP = {
    "the", "a", "an", "this", "that", "these", "those", "it", "he", "she", "they", "we", "you", "there",
    "here", "someone", "somebody", "everyone", "everybody", "nobody", "nothing", "everything",
    "something", "anyone", "anybody", "today", "tomorrow", "yesterday", "also", "then", "maybe", "now",
    "and", "but", "so", "ok", "okay", "well", "what", "who", "which", "when", "where", "why", "how", "my",
    "our", "your", "his", "her", "their", "its", "no", "yes", "not", "please", "just", "actually",
    "correction", "done", "problem", "issue", "cancel", "drop", "push", "move", "remind", "finished",
    "let's", "lets", "if", "once", "after", "before", "since", "all", "each", "every", "some", "any",
    "both", "either", "neither", "one", "team", "is", "was", "will", "did", "does", "do",
    "can", "could", "should", "would", "must", "may", "might", "again", "still", "only", "even",
    "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "january",
    "february", "march", "april", "june", "july", "august", "september", "october", "november",
    "december", "there's", "that's", "it's", "here's", "i'm", "i've", "i'd", "i'll",
}  # fmt: skip
_NAME_WORD = re.compile(r"^[A-Z][a-z]+(?:[-'][A-Za-z]+)*$")
_NAME_WORD_LOWER = re.compile(r"^[a-z]+(?:[-'][a-z]+)*$")


def _person(raw: str | None, ctx: _Ctx) -> str | None:
    """A name of one or two capitalised words ("me" for I/me), else None."""
    if raw is None:
        return None
    words = raw.split()
    if len(words) == 1 and words[0].lower() in ("i", "me", "myself"):
        return "me"
    if not 1 <= len(words) <= 2:
        return None
    pattern = _NAME_WORD_LOWER if ctx.lowercase else _NAME_WORD
    for word in words:
        if word.lower() in _NAME_STOP or not pattern.match(word):
            return None
    return " ".join(words)


def _phrase(text: str | None) -> str:
    """A topic, subject or action as the user wrote it, without a leading "the"."""
    if not text:
        return ""
    s = re.sub(r"\s+", " ", text).strip(" ,.;:!?\"'")
    s = re.sub(r"^(?:the)\s+", "", s, flags=_I)
    s = re.sub(r"\s+(?:any\s*more|again|now)$", "", s, flags=_I)
    return s.strip(" ,.;:")


def _value(text: str) -> str:
    """A value without a leading article or possessive ("the COO", "our new head of sales")."""
    s = _phrase(text)
    s = re.sub(r"^(?:(?:a|an|the|our|my|their|his|her|its|your)\s+)?(?:new\s+)?", "", s, flags=_I)
    return s.strip()


_MAX_DATE_WORDS = 10  # "the 3rd of June 2027 at 5:30 pm" is nine; longer tails are not dates


def _date_after(
    text: str, connectors: str | None, ctx: _Ctx, prefer: Prefer = "future", *, lean: bool = False
) -> tuple[str, DateSpec] | None:
    """Split ``text`` into (head, date) where the date follows one of ``connectors``.

    The longest date wins (the leftmost connector whose tail parses). With connectors None,
    any trailing run of words may be the date ("call Maya tomorrow at 5pm").
    """
    if not has_date_words(text):
        return None
    if connectors is None:
        cuts = [(m.start(), m.start()) for m in re.finditer(r"(?<=\s)\S", text)]
    else:
        cuts = [(m.start(), m.end()) for m in re.finditer(r"\s(?:" + connectors + r")\s+", text, _I)]
    for head_end, tail_start in cuts:
        head, tail = text[:head_end].strip(), text[tail_start:].strip()
        if not head or len(tail.split()) > _MAX_DATE_WORDS or not has_date_words(tail):
            continue
        spec = ctx.date(tail, prefer, lean=lean)
        if spec is None and connectors is not None:  # "in two weeks" needs its "in"
            spec = ctx.date(text[head_end:].strip(), prefer, lean=lean)
        if spec is not None:
            written = (
                re.sub(r"^(?:on|by|at|before|in)\s+", "", spec.text, flags=_I) if connectors is None else spec.text
            )
            return head, replace(spec, text=written)
    return None


# --------------------------------------------------------------------------- questions

_WH_START = re.compile(r"^(?:what|what's|whats|when|who|who's|whom|which|where|why|how)\b", _I)
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
    r"^(?:what|which|who)(?:'s|s|\s+is|\s+was|\s+were|\s+are)\s+(?:the\s+)?(?P<s>.+?)(?:'s|s')\s+"
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


def _predicate(attr: str) -> str:
    p = _phrase(attr).lower()
    p = re.sub(r"^(?:current|present)\s+", "", p)
    p = re.sub(r"decision[\s-]maker", "decision maker", p)
    return {"preferences": "preference", "owners": "owner"}.get(p, p)


# --------------------------------------------------------------------------- corrections

_CORR_PREFIX = re.compile(
    r"^(?:no|nope|nah|wrong|not\s+quite)\s*[,:;!.\-–—]+\s*(?:actually\s*,?\s*)?(?P<a>.+)$"
    r"|^no\s+(?P<b>(?:that|it|this)\b.+)$"
    r"|^actually\s*[,:]?\s+(?P<c>.+)$"
    r"|^(?:correction|small\s+correction|to\s+correct(?:\s+that)?|let\s+me\s+correct\s+that|sorry|oops|wait)"
    r"\s*[:,\-–—!]\s*(?:actually\s*,?\s*)?(?P<d>.+)$",
    _I,
)
_THAT_WAS = re.compile(
    r"^(?:(?P<who>that|it|this)(?P<verb>'s|\s+is|\s+was|\s+were|\s+happened|\s+should\s+(?:have\s+)?be(?:en)?"
    r"|\s+must\s+have\s+been|\s+is\s+due|'s\s+due|\s+was\s+due|\s+took\s+place|\s+started|\s+changed)?\s+)?"
    r"(?:actually\s+)?(?:(?:in|on|at|from|by|due)\s+)?(?P<d>.+)$",
    _I,
)
_HAPPENED = re.compile(
    r"^(?P<t>.+?)\s+(?P<verb>happened|was|were|took\s+place|started|changed|occurred|is|began|is\s+due|was\s+due)"
    r"\s+(?:(?:in|on|at|from|by)\s+)?(?P<rest>.+)$",
    _I,
)
_NEW_NOT_OLD = re.compile(r"^(?P<new>.+?)\s*,?\s+(?:and\s+)?not\s+(?:(?:in|on|at|from|by)\s+)?(?P<old>.+)$", _I)
_NOT_OLD_NEW = re.compile(r"^not\s+(?P<rest>.+)$", _I)
_DATE_LEAD = re.compile(r"^(?:(?:in|on|at|from|by)\s+)", _I)
_PAIR_CUT = re.compile(r"\s*[,;:]\s*(?:but\s+)?|\s+but\s+|\s+", _I)
_PAST_VERB = re.compile(r"\b(?:was|were|happened|took|started|changed|began|occurred|had|did)\b", _I)
_FORTY_DAYS = timedelta(days=40)  # a month-precision date spanning one month, not a season
_DAY_ONLY = re.compile(r"^(?:on\s+)?(?:the\s+)?(?P<d>\d{1,2})(?:st|nd|rd|th)$", _I)


def _correction(s: str, ctx: _Ctx) -> list[Intent] | None:
    """Corrections of a date or a value; None when the sentence is not one."""
    m = _HAPPENED.match(s)
    if m:
        found = _new_not_old(m["rest"], ctx, _tense(m["verb"]))
        if found:
            target = re.sub(r"^(?:that|this)\s+", "", _phrase(m["t"]), flags=_I)
            if target.lower() in ("it", "that", "this"):
                target = ""
            return [_correct_time(found[0], found[1], target or None, ctx)]
    pair = _not_old_new(s, ctx) or _new_not_old(s, ctx, _tense(s))
    if pair is not None:
        return [_correct_time(pair[0], pair[1], None, ctx)]
    m = _CORR_PREFIX.match(s)
    if m is None:
        return None
    rest = (m["a"] or m["b"] or m["c"] or m["d"]).strip()
    inner = _correction_rest(rest, ctx)
    if inner is not None:
        return inner
    return None


def _correction_rest(rest: str, ctx: _Ctx) -> list[Intent] | None:
    nested = _correction(rest, ctx) if re.search(r"\bnot\b", rest, _I) else None
    if nested:
        return nested
    m = _THAT_WAS.match(rest)
    if m and m["d"]:
        prefer = _tense(m["verb"] or "")
        new = ctx.date(m["d"], prefer)
        if new is not None:
            return [_correct_time(new, None, None, ctx)]
    main, _detail = _split_detail(rest)
    claims = [c for c in _facts(main, ctx) if isinstance(c, StateClaim)]
    if claims:
        c = claims[0]
        return [CorrectValue(c.subject, c.predicate, c.value, c.scope)]
    return None


_FUTURE_VERB = re.compile(r"(?:\b(?:is|will|should|due|are|be)\b|'s\b|'ll\b)", _I)


def _tense(text: str) -> Prefer:
    """Which way a correction's date leans: "it was March" (past) or "it's due Friday" (future);
    with no verb ("not January 15, January 22"), the nearest occurrence."""
    future, past = bool(_FUTURE_VERB.search(text)), bool(_PAST_VERB.search(text))
    if future and not past:
        return "future"
    return "past" if past else "nearest"


def _not_old_new(text: str, ctx: _Ctx) -> tuple[DateSpec, DateSpec] | None:
    """ "not <old>, <new>": both dates, cut where the punctuation says ("not January 15,
    January 22", "not the 12th, the 2nd"), else at the first place where both halves are dates."""
    m = _NOT_OLD_NEW.match(text)
    if m is None:
        return None
    rest, prefer = m["rest"], _tense(text)
    cuts = sorted(_PAIR_CUT.finditer(rest), key=lambda c: (not c.group(0).strip(), c.start()))
    for cut in cuts:
        old_text, new_text = rest[: cut.start()], rest[cut.end() :]
        old = ctx.date(_DATE_LEAD.sub("", old_text), prefer)
        new = ctx.date(_DATE_LEAD.sub("", new_text), prefer)
        if old is not None and new is not None:
            return new, old
    return None


def _new_not_old(text: str, ctx: _Ctx, prefer: Prefer) -> tuple[DateSpec, DateSpec | None] | None:
    m = _NEW_NOT_OLD.match(text)
    if m is None:
        return None
    new = ctx.date(m["new"], prefer)
    old = ctx.date(m["old"], prefer)
    if new is None or old is None:
        return None
    return new, old


def _bare_month(spec: DateSpec, ctx: _Ctx) -> int | None:
    """The month number when ``spec`` is a month given without a year ("March")."""
    if spec.precision.value == "month" and not spec.year_given and spec.end - spec.start < _FORTY_DAYS:
        return spec.start.astimezone(ctx.tz).month
    return None


def _correct_time(new: DateSpec, old: DateSpec | None, target: str | None, ctx: _Ctx) -> CorrectTime:
    # "in April, not June": the old month is the June nearest to now, the new one the April
    # nearest to that June (so neither flips into another year by the past/future rule).
    if old is not None and (old_month := _bare_month(old, ctx)) is not None:
        old = replace(nearest_month(old_month, ctx.now, ctx.tz), text=old.text)
    if old is not None and (new_month := _bare_month(new, ctx)) is not None:
        new = replace(nearest_month(new_month, old.start, ctx.tz), text=new.text)
    text = re.sub(r"^(?:in|on|at|from|by)\s+", "", new.text, flags=_I)
    month_only = _bare_month(new, ctx)
    day = _DAY_ONLY.match(text)
    return CorrectTime(
        new_text=text,
        new=replace(new, text=text),
        month_only=month_only,
        target=target,
        old=old,
        day_only=int(day["d"]) if day else None,
    )


# --------------------------------------------------------------------------- commitments

_NOT_NAME = r"(?!(?:now|will|is|was|has|had|also|just|still|prefers?|owns|became|would|should|must|needs)\b)"
_NAME_TOKEN = r"[A-Za-z][\w\-]*(?:'(?!(?:s|d|m|ll|ve|re)\b)[A-Za-z]+)?"  # O'Brien, not Maya's or I'd
_P = r"(?P<p>" + _NAME_TOKEN + r"(?:\s+" + _NOT_NAME + _NAME_TOKEN + r")?)"
_DEADLINE = r"by|before|no\s+later\s+than|on|in|within|due(?:\s+on|\s+by)?"

_PROMISE = re.compile(
    r"^i(?:\s+have|'ve)?\s+(?:promised|told|assured)\s+" + _P + r"\s+(?:that\s+)?"
    r"(?:to|i'd|i\s+would|i'll|i\s+will|i\s+was\s+going\s+to|i\s+am\s+going\s+to|i'm\s+going\s+to)\s+(?P<rest>.+)$",
    _I,
)
_PROMISE_THING = re.compile(r"^i\s+(?:promised|owe)\s+" + _P + r"\s+(?P<rest>(?:the|a|an|my|our)\s.+)$", _I)
_SELF_WILL = re.compile(
    r"^(?:i\s*'ll|i\s+will|i\s+shall|i'm\s+going\s+to|i\s+am\s+going\s+to|i\s+(?:need|have|got|ought)\s+to"
    r"|i've\s+got\s+to|i\s+have\s+got\s+to|i\s+must|i\s+should|i\s+plan\s+to|i'm\s+planning\s+to"
    r"|i\s+promise\s+to|i\s+promised\s+to|i\s+commit\s+to|i\s+intend\s+to|i\s+gotta|(?:need|have)\s+to|must"
    r"|gotta)\s+(?P<rest>.+)$",
    _I,
)
_OTHER_WILL = re.compile(
    r"^" + _P + r"\s+(?P<how>will|'ll|is\s+going\s+to|needs\s+to|has\s+to|must|should"
    r"|promised\s+(?:me\s+)?to|promised\s+(?:me\s+)?(?:that\s+)?(?:she|he|they)(?:'d|\s+would|'ll|\s+will))"
    r"\s+(?P<rest>.+)$",
    _I,
)
_REMIND = re.compile(r"^remind\s+me\s+(?:to|that\s+i\s+(?:need|have)\s+to|about)\s+(?P<rest>.+)$", _I)
_REMIND_DATE_FIRST = re.compile(r"^remind\s+me\s+(?P<d>.+?)\s+to\s+(?P<a>.+)$", _I)

_DEADLINE_NOW = re.compile(
    r"^(?:the\s+)?(?:deadline\s+(?:for|of|on)\s+(?P<a1>.+?)|(?P<a2>.+?)(?:'s)?\s+deadline)\s+"
    r"(?:is\s+now|now\s+is|has\s+(?:been\s+)?(?:moved|changed|pushed|shifted)\s+to|(?:was|got|is)\s+"
    r"(?:moved|changed|pushed|shifted)\s+to|moved\s+to|changed\s+to|pushed\s+to|shifted\s+to)\s+(?P<d>.+)$",
    _I,
)
_DUE_NOW = re.compile(r"^(?:the\s+)?(?P<a>.+?)\s+is\s+now\s+due\s+(?:on\s+|by\s+)?(?P<d>.+)$", _I)
_MOVED_TO = re.compile(
    r"^(?:the\s+)?(?P<a>.+?)\s+(?:(?:is|has\s+been|was|got|has)\s+)?(?:moved|pushed(?:\s+back|\s+out)?|postponed"
    r"|rescheduled|delayed|shifted|bumped)\s+(?:to|until|till|til)\s+(?P<d>.+)$",
    _I,
)
_MOVE_VERB = re.compile(
    r"^(?:(?:i|we)(?:\s+have|'ve)?\s+(?:just\s+)?(?:moved|pushed|postponed|rescheduled|shifted|bumped|delayed)"
    r"|(?:(?:let's|let\s+us|i'll|i\s+will|we'll|we\s+will|i\s+need\s+to|we\s+need\s+to|can\s+you|could\s+you"
    r"|i\s+want\s+to)\s+)?(?:move|push|postpone|reschedule|shift|bump|delay))\s+(?P<rest>.+)$",
    _I,
)


def _commitment(s: str, ctx: _Ctx) -> list[Intent] | None:
    m = _PROMISE.match(s) or _PROMISE_THING.match(s)
    if m:
        person = _person(m["p"], ctx)
        found = _date_after(m["rest"], _DEADLINE, ctx)
        if person and person != "me" and found:
            return [NewCommitment(_phrase(found[0]), "me", person, found[1])]
    m = _REMIND.match(s)
    if m:
        found = _date_after(m["rest"], None, ctx)
        if found:
            return [NewCommitment(_phrase(found[0]), "me", None, found[1])]
    m = _REMIND_DATE_FIRST.match(s)
    if m:
        due = ctx.date(m["d"])
        if due is not None:
            return [NewCommitment(_phrase(m["a"]), "me", None, due)]
    return None


def _move(s: str, ctx: _Ctx) -> list[Intent] | None:
    m = _DEADLINE_NOW.match(s)
    if m:
        due = ctx.date(m["d"])
        if due is not None:
            return [MoveCommitment(_phrase(m["a1"] or m["a2"]), due)]
    m = _DUE_NOW.match(s)
    if m:
        due = ctx.date(m["d"])
        if due is not None:
            return [MoveCommitment(_phrase(m["a"]), due)]
    m = _MOVE_VERB.match(s)
    if m:
        found = _date_after(m["rest"], r"to|until|till|til|back\s+to", ctx)
        if found:
            action = re.sub(r"\s+(?:back|out)$", "", found[0], flags=_I)
            return [MoveCommitment(_phrase(action), found[1])]
    m = _MOVED_TO.match(s)
    if m and not re.match(r"^(?:i|we)$", m["a"], _I):
        due = ctx.date(m["d"])
        if due is not None:
            return [MoveCommitment(_phrase(m["a"]), due)]
    return None


def _promise_by_will(s: str, ctx: _Ctx) -> list[Intent] | None:
    m = _SELF_WILL.match(s)
    if m:
        found = _date_after(m["rest"], _DEADLINE, ctx)
        if found:
            return [NewCommitment(_phrase(found[0]), "me", None, found[1])]
        return None
    m = _OTHER_WILL.match(s)
    if m:
        person = _person(m["p"], ctx)
        found = _date_after(m["rest"], _DEADLINE, ctx)
        if person and found:
            promised = m["how"].lower().startswith("promised")
            return [NewCommitment(_phrase(found[0]), person, "me" if promised and person != "me" else None, found[1])]
    return None


_CANCEL_FORMS = [
    re.compile(
        r"^(?:(?:let's|let\s+us|we\s+can|you\s+can|i'll|i\s+will|we'll|we\s+will|i\s+want\s+to|can\s+you)\s+)?"
        r"(?:cancel|drop|scrap|scratch|call\s+off|forget\s+about|never\s*mind(?:\s+about)?)\s+(?P<a>.+)$",
        _I,
    ),
    re.compile(
        r"^(?:i|we)(?:\s+have|'ve)?\s+(?:just\s+)?(?:cancell?ed|dropped|scrapped|called\s+off)\s+(?P<a>.+)$", _I
    ),
    re.compile(
        r"^(?:the\s+)?(?P<a>.+?)\s+(?:is|are|was|were|has\s+been|have\s+been|got)\s+(?:now\s+)?(?:no\s+longer\s+"
        r"(?:needed|required|necessary|happening|relevant)|not\s+needed\s+any\s*more|cancell?ed|called\s+off|off)$",
        _I,
    ),
    re.compile(r"^(?:there's\s+|there\s+is\s+)?no\s+(?:more\s+)?need\s+to\s+(?P<a>.+?)(?:\s+any\s*more)?$", _I),
    re.compile(r"^i\s+(?:don't|do\s+not|no\s+longer)\s+(?:need|have)\s+to\s+(?P<a>.+?)(?:\s+any\s*more)?$", _I),
]


def _cancel(s: str, ctx: _Ctx) -> list[Intent] | None:
    for pattern in _CANCEL_FORMS:
        m = pattern.match(s)
        if m and not re.match(r"^(?:by|off|in|out|me|it)\b", m["a"], _I):
            action = _phrase(m["a"])
            if action and action.lower() not in ("it", "that", "this"):
                return [CancelCommitment(action)]
    return None


_DONE_FORMS = [
    re.compile(r"^(?:done|finished|completed|complete)\s*(?:[:\-–—]|\s+with\s)\s*(?P<a>.+)$", _I),
    re.compile(r"^(?P<a>.+?)\s*[:\-–—]\s*(?:done|finished|complete|completed)$", _I),
    re.compile(
        r"^(?:the\s+)?(?P<a>.+?)\s+(?:is|are|was|were|has\s+been|have\s+been|got)\s+(?:now\s+|finally\s+|already\s+)?"
        r"(?:done|complete|completed|finished|sent|submitted|delivered|filed|paid|shipped|signed|booked|handed\s+in)$",
        _I,
    ),
    re.compile(
        r"^(?:i(?:\s+have|'ve)?\s+)?(?:(?:just|finally|already)\s+)*(?:finished|completed|wrapped\s+up|finished\s+up)"
        r"\s+(?P<a>.+)$",
        _I,
    ),
    re.compile(
        r"^(?:i\s+)?(?:mark|marked|tick\s+off|ticked\s+off)\s+(?P<a>.+?)(?:\s+(?:as\s+)?(?:done|complete|completed))?$",
        _I,
    ),
]
_IRREGULAR_PAST = {
    "sent", "wrote", "made", "paid", "bought", "did", "gave", "told", "met", "got", "took", "found",
    "brought", "built", "sold", "spoke", "ran", "drove", "left", "kept", "caught", "taught", "won",
    "chose", "flew", "threw", "drew", "sang", "rang", "swam", "ate", "drank", "wore", "shook", "rode",
    "held", "spent", "stood", "fought", "sought", "went", "came", "saw", "grew", "broke", "froze",
    "woke", "struck", "swept", "dealt", "hung", "shot", "led", "lent", "lit", "fed", "bound", "dug",
    "sewed", "sprang", "stuck", "strove", "undertook", "oversaw", "rewrote", "resent", "forwarded",
}  # fmt: skip
_NOT_COMPLETION = {
    "needed", "wanted", "liked", "loved", "hated", "hoped", "wished", "tried", "planned", "decided",
    "intended", "expected", "agreed", "promised", "offered", "asked", "wondered", "considered",
    "started", "scheduled", "missed", "failed", "used", "seemed", "noticed", "realized", "realised",
    "remembered", "reminded", "guessed", "believed", "preferred", "learned", "moved", "pushed",
    "postponed", "rescheduled", "delayed", "cancelled", "canceled", "dropped", "owed", "talked",
    "worried", "forgot", "thought", "began", "meant", "felt", "heard", "lost", "struggled", "waited",
    "called", "stayed", "watched", "enjoyed", "visited", "played", "traveled", "travelled", "lived",
    "worked", "helped", "joined", "looked", "kenned", "ned", "wed", "bled", "fled",
}  # fmt: skip
_PAST_REPORT = re.compile(
    r"^i(?:\s+have|\s+had|'ve|'d)?\s+(?:(?:just|already|finally|also|now|actually|successfully)\s+)*"
    r"(?P<v>[a-z]+)\s+(?P<rest>.+)$",
    _I,
)


def _is_past_tense(verb: str) -> bool:
    v = verb.lower()
    if v in _NOT_COMPLETION:
        return False
    if v in _IRREGULAR_PAST:
        return True
    return len(v) >= 5 and v.endswith("ed") and not v.endswith("eed")


def _done(s: str, ctx: _Ctx) -> list[Intent] | None:
    for pattern in _DONE_FORMS:
        m = pattern.match(s)
        if m:
            action = _phrase(m["a"])
            if action and action.lower() not in ("it", "that", "this", "i", "we"):
                return [CompleteCommitment(action, past_tense=False)]
    return None


_SUBORDINATE = re.compile(r"\s+(?:because|but|so\s+that|and\s+then|when|while|since|although|though|[-–—])\s+", _I)


def _past_report(s: str, ctx: _Ctx) -> list[Intent] | None:
    m = _PAST_REPORT.match(s)
    if m and _is_past_tense(m["v"]) and not re.match(r"^(?:not|never|n't)\b", m["rest"], _I):
        rest = _SUBORDINATE.split(m["rest"], maxsplit=1)[0]
        return [CompleteCommitment(_phrase(f"{m['v']} {rest}"), past_tense=True)]
    return None


# --------------------------------------------------------------------------- episodes

_RESOLVE_FORMS = [
    re.compile(
        r"^(?:the\s+)?(?P<t>.+?)\s+(?:is|are|'s)\s+(?:now\s+|finally\s+|all\s+)?(?:fixed|resolved|solved|sorted"
        r"(?:\s+out)?|back\s+up|back\s+online|up\s+again|up\s+and\s+running(?:\s+again)?|working\s+again|working"
        r"|restored|back\s+to\s+normal|fine\s+again|ok\s+again|okay\s+again)(?:\s+again)?(?:\s+now)?$",
        _I,
    ),
    re.compile(r"^(?:the\s+)?(?P<t>.+?)\s+(?:works|is\s+working|are\s+working|work)\s+again(?:\s+now)?$", _I),
    re.compile(
        r"^(?:the\s+)?(?P<t>.+?)\s+(?:has\s+been|have\s+been|was|were|got)\s+(?:finally\s+)?(?:fixed|resolved"
        r"|solved|restored|sorted(?:\s+out)?)$",
        _I,
    ),
    re.compile(r"^(?:fixed|resolved|solved)\s*:\s*(?P<t>.+)$", _I),
]
_OPEN_FORMS = [
    re.compile(
        r"^(?:the\s+)?(?P<t>.+?)\s+(?:is|are|'s)\s+(?:still\s+|completely\s+|totally\s+)?(?:broken|down|failing"
        r"|not\s+working|offline|unavailable|unreachable|erroring|flaky|acting\s+up|broken\s+down)(?P<tail>\s+.*)?$",
        _I,
    ),
    re.compile(
        r"^(?:the\s+)?(?P<t>.+?)\s+(?:stopped\s+working|broke|went\s+down|keeps\s+failing|crashed|is\s+failing)"
        r"(?P<tail>\s+.*)?$",
        _I,
    ),
    re.compile(
        r"^(?:there(?:'s|\s+is|\s+are)\s+)?(?:(?:a|an|another|some)\s+)?(?:new\s+)?(?:problem|problems|issue|issues"
        r"|trouble|outage|bug)\s+with\s+(?P<t>.+)$",
        _I,
    ),
    re.compile(r"^(?:the\s+)?(?P<t>.+?)\s+(?:issue|problem|outage|bug|incident)\s*:\s*(?P<d>.+)$", _I),
]
_EPISODE_TAIL = re.compile(
    r"^(?:again|this\s+time|this\s+morning|this\s+afternoon|since|today|for|with|on|in|after|right\s+now"
    r"|at\s+the\s+moment)\b",
    _I,
)
_TOPIC_TAIL = re.compile(r"\s+(?:again|once\s+more|(?=this\s+time\b)|(?=today\b)|(?=since\b))", _I)


def _episode(s: str, detail: str, ctx: _Ctx) -> list[Intent] | None:
    for pattern in _RESOLVE_FORMS:
        m = pattern.match(s)
        if m:
            topic = _topic(m["t"])[0]
            if topic and _plausible(topic, max_words=6, pronoun_start_ok=True):
                return [ResolveEpisode(topic)]
    for pattern in _OPEN_FORMS:
        m = pattern.match(s)
        if m is None:
            continue
        groups = m.groupdict()
        tail = (groups.get("tail") or "").strip()
        if tail and not _EPISODE_TAIL.match(tail):
            continue  # "is down to two options" is not an outage
        topic, extra = _topic(m["t"])
        if not topic or not _plausible(topic, max_words=6, pronoun_start_ok=True) or topic.lower() == "everything":
            continue
        tail = re.sub(r"^again\b\s*,?\s*", "", tail, flags=_I)
        parts = [p for p in (extra, tail, groups.get("d") or "", detail) if p]
        return [OpenEpisode(topic, ", ".join(p.strip(" ,") for p in parts))]
    return None


def _topic(text: str) -> tuple[str, str]:
    """The topic words and what trails them ("again", "this time for the new admins")."""
    m = _TOPIC_TAIL.search(text)
    if m is None:
        return _phrase(text), ""
    return _phrase(text[: m.start()]), text[m.end() :].strip()


# --------------------------------------------------------------------------- facts

_ROLE_WORDS = re.compile(
    r"\b(?:manager|director|head|lead|leader|engineer|officer|president|vp|ceo|cto|cfo|coo|cmo|ciso|chief|founder"
    r"|owner|designer|developer|analyst|consultant|architect|administrator|admin|assistant|associate"
    r"|coordinator|specialist|partner|principal|intern|editor|writer|scientist|researcher|accountant"
    r"|controller|counsel|lawyer|attorney|chair|chairman|chairwoman|chairperson|member|secretary"
    r"|treasurer|advisor|adviser|representative|rep|executive|strategist|producer|marketer|recruiter"
    r"|teacher|professor|doctor|nurse|supervisor|owner|contractor|freelancer|student|sponsor|champion"
    r"|contact|investor|ambassador|evangelist)s?\b",
    _I,
)
_ROLE_ING = {"acting", "managing", "consulting", "founding", "visiting", "presiding", "supervising", "ranking"}
_NOT_ROLE_START = re.compile(
    r"^(?:in|at|on|out|off|back|away|with|from|to|into|for|by|not|no|so|very|too|really|quite|also|still|just|now"
    r"|always|never|going|being|getting|sick|ill|busy|available|unavailable|ready|happy|sad|ok|okay|fine|free"
    r"|late|early|done|here|there|gone|home|online|offline|aware|sure|right|wrong|tired|late|on\s+leave"
    r"|travell?ing|working|coming|leaving|waiting|looking|asking|saying|out\s+of|up|down|over|under|about)\b",
    _I,
)
_FUTURE_HINT = re.compile(r"(?:\b(?:will|becomes|going\s+to|starts?|starting)\b|'ll\b)", _I)
_PAST_HINT = re.compile(r"\b(?:became|was|were|changed|switched|moved|has\s+been|had|got)\b", _I)
_UNTIL = r"(?:but\s+)?(?:only\s+)?(?:until|till|til|through|thru)"
_EFFECTIVE = r"on|from|since|as\s+of|effective(?:\s+from|\s+on)?|starting(?:\s+on|\s+from)?|beginning|in|back\s+in"
_LEADING_EFFECTIVE = re.compile(
    r"^(?:as\s+of|since|from|starting(?:\s+on|\s+from)?|effective(?:\s+from|\s+on)?|on|in|back\s+in)\s+"
    r"(?P<d>[^,]+?)\s*,\s*(?P<rest>.+)$",
    _I,
)


def _effective_lean(clause: str) -> Prefer:
    """Which way a fact's year-less date leans: the tense decides ("became ... in March" is the
    past March, "will become ... in March" the coming one); with no tense, or both, the
    nearest occurrence ("owns the pricing page from July 8")."""
    future, past = bool(_FUTURE_HINT.search(clause)), bool(_PAST_HINT.search(clause))
    if future != past:
        return "future" if future else "past"
    return "nearest"


@dataclass(frozen=True)
class _Modifiers:
    core: str
    effective: DateSpec | None
    until: DateSpec | None


def _modifiers(clause: str, detail: str, ctx: _Ctx) -> _Modifiers:
    """Take "until <date>" and "since/on/from <date>" off a fact (or out of its detail)."""
    core, effective, until = clause, None, None
    prefer = _effective_lean(clause)
    m = _LEADING_EFFECTIVE.match(core)
    if m:
        spec = ctx.date(m["d"], prefer, lean=True)
        if spec is not None:
            core, effective = m["rest"].strip(), spec
    found = _date_after(core, _UNTIL, ctx, "future")
    if found:
        core, until = re.sub(r"\s+(?:but|only|but\s+only)$", "", found[0], flags=_I), found[1]
    if effective is None:
        found = _date_after(core, _EFFECTIVE, ctx, prefer, lean=True)
        if found:
            core, effective = found
    if detail:
        m = re.match(r"^(?:but\s+)?(?:only\s+)?(?:until|till|til|through)\s+(?P<d>.+)$", detail, _I)
        if m and until is None:
            until = ctx.date(m["d"], "future")
        m = re.match(r"^(?:" + _EFFECTIVE + r")\s+(?P<d>.+)$", detail, _I)
        if m and effective is None:
            effective = ctx.date(m["d"], prefer, lean=True)
    return _Modifiers(core.strip(), effective, until)


_DECIDER = re.compile(
    r"^" + _P + r"(?:\s*'s|\s*'m|\s+is|\s+are|\s+am)\s+(?P<now>now\s+)?(?:the\s+)?(?:new\s+)?"
    r"(?:sole\s+|final\s+|main\s+)?"
    r"(?P<attr>decision[\s\-]maker|owner|point\s+of\s+contact|main\s+contact|contact\s+person|approver)"
    r"\s+(?:for|of|on)\s+(?P<s>.+)$",
    _I,
)
_OWNS = re.compile(r"^" + _P + r"\s+(?P<now>now\s+)?owns\s+(?P<s>.+)$", _I)
_OWNED_BY = re.compile(r"^(?:the\s+)?(?P<s>.+?)\s+is\s+(?P<now>now\s+)?owned\s+by\s+" + _P + "$", _I)
_ATTR_FOR_IS = re.compile(
    r"^the\s+(?P<attr>decision[\s\-]maker|owner|point\s+of\s+contact|main\s+contact|approver)\s+(?:for|of|on)\s+"
    r"(?P<s>.+?)\s+is\s+(?P<now>now\s+)?" + _P + "$",
    _I,
)
_PREFERS = re.compile(
    r"^"
    + _P
    + r"(?:\s+(?P<now>now\s+)?(?:prefers?|would\s+prefer|would\s+rather\s+(?:have|use|get))|\s*'d\s+prefer)\s+"
    r"(?P<o>.+?)(?:\s+(?:over|rather\s+than|instead\s+of)\s+(?P<alt>.+?))?(?:\s+(?:for|when\s+it\s+comes\s+to)\s+"
    r"(?P<c>.+))?$",
    _I,
)
_CHANGE_VERB = r"(?:has\s+)?(?:changed|switched|moved|gone|went|was\s+changed|has\s+been\s+changed)"
_POSS_CHANGE = re.compile(
    r"^(?:the\s+)?(?P<s>.+?)(?:'s|s')\s+(?P<attr>.+?)\s+" + _CHANGE_VERB + r"\s+(?:from\s+(?P<old>.+?)\s+)?"
    r"to\s+(?P<v>.+)$",
    _I,
)
_POSS_IS = re.compile(
    r"^(?:the\s+)?(?P<s>.+?)(?:'s|s')\s+(?P<attr>.+?)\s+(?:is|are|'s)\s+(?P<now>now\s+)?(?P<v>.+)$", _I
)
_MY_IS = re.compile(r"^my\s+(?P<attr>.+?)\s+(?:is|are|'s)\s+(?P<now>now\s+)?(?P<v>.+)$", _I)
_MY_CHANGE = re.compile(r"^my\s+(?P<attr>.+?)\s+" + _CHANGE_VERB + r"\s+(?:from\s+(?P<old>.+?)\s+)?to\s+(?P<v>.+)$", _I)
_OF_IS = re.compile(r"^the\s+(?P<attr>.+?)\s+(?:of|for)\s+(?P<s>.+?)\s+(?:is|are)\s+(?P<now>now\s+)?(?P<v>.+)$", _I)
_CHANGE_FROM = re.compile(
    r"^(?:the\s+)?(?P<attr>.+?)\s+" + _CHANGE_VERB + r"\s+from\s+(?P<old>.+?)\s+to\s+(?P<v>.+)$", _I
)
_CHANGE_TO = re.compile(r"^(?:the\s+)?(?P<attr>.+?)\s+(?:has\s+)?(?:changed|switched)\s+to\s+(?P<v>.+)$", _I)
_ROLE_NOW = re.compile(
    r"^" + _P + r"(?:\s*'s\s+now|\s*'m\s+now|\s+(?:is|am|are)\s+now|\s+(?:became|has\s+become|have\s+become"
    r"|becomes|will\s+become)|\s+(?:was|has\s+been|have\s+been|got|is|were|am)\s+(?:promoted|made|named"
    r"|appointed|elected|hired)(?:\s+to|\s+as)?)\s+(?P<v>.+)$",
    _I,
)
_ROLE_IS = re.compile(r"^" + _P + r"(?:\s*'s|\s*'m|\s+is|\s+am)\s+(?P<v>.+)$", _I)


_CLAUSE_WORDS = {
    "i", "i'm", "i've", "i'd", "i'll", "you", "you're", "we", "we're", "they", "they're", "he", "she", "it", "it's",
    "is", "are", "was", "were", "been", "be", "that", "which", "when", "who", "where", "because", "if", "but",
    "let", "let's", "there", "here", "what", "how", "feels", "think", "hope", "looks", "seems", "so",
}  # fmt: skip
_PRONOUN_START = {"her", "his", "their", "our", "your", "its", "this", "that", "these", "those", "one", "today"}
_STATE_ING = {"pending", "ongoing", "outstanding", "missing", "remaining", "upcoming", "existing"}
_VAGUE_VALUE = re.compile(
    r"^(?:so|very|really|also|too|more|less|such|quite|pretty|super|totally|always|never|still|just|not|kind\s+of"
    r"|a\s+lot|like|going|getting|being|to\s+\w+|the\s+best|the\s+worst|all|about|in|on|at|for|with|from)\b",
    _I,
)


def _plausible(text: str, *, max_words: int, pronoun_start_ok: bool = False) -> bool:
    """Whether ``text`` reads as a short noun phrase rather than a clause."""
    words = [w.strip(",.;:!?\"'").lower() for w in text.split()]
    if not words or len(words) > max_words or any(w in _CLAUSE_WORDS for w in words):
        return False
    return pronoun_start_ok or words[0] not in _PRONOUN_START


def _plain_value(value: str) -> bool:
    """A value that names something ("weekly adoption"), not a mood or an activity ("so excited", "doing well")."""
    if not value or len(value.split()) > 10 or _VAGUE_VALUE.match(value):
        return False
    first = value.split()[0]
    return not (first.lower().endswith("ing") and first.islower() and first.lower() not in _STATE_ING)


def _subject(raw: str, ctx: _Ctx) -> str:
    if raw.strip().lower() in ("i", "me", "my"):
        return "me"
    return _phrase(raw)


def _looks_like_role(value: str, ctx: _Ctx, *, strict: bool) -> bool:
    if not value or _NOT_ROLE_START.match(value):
        return False
    first_word = value.split()[0].lower()
    if first_word.endswith("ing") and first_word not in _ROLE_ING:
        return False  # "going to Tokyo", "mentoring the new hires", but "acting CFO"
    if len(value.split()) > 8:
        return False
    if not strict:
        return True
    first = value.split()[0]
    if first[0].isupper() and not ctx.lowercase:
        return True
    return bool(_ROLE_WORDS.search(value))


def _facts(clause: str, ctx: _Ctx, detail: str = "") -> list[Intent]:
    mods = _modifiers(clause, detail, ctx)
    for text, effective, until in ((mods.core, mods.effective, mods.until), (clause, None, None)):
        claim = _fact(text, ctx)
        if claim is None:
            continue
        if effective is not None:
            claim = replace(claim, effective=effective, explicit_now=False)
        if until is not None:
            claim = replace(claim, until=until)
        return [claim]
    return []


def _fact(s: str, ctx: _Ctx) -> StateClaim | None:
    m = _DECIDER.match(s)
    if m and _person(m["p"], ctx):
        attr = _predicate(m["attr"])
        return StateClaim(_phrase(m["s"]), attr, _person(m["p"], ctx) or "", explicit_now=bool(m["now"]))
    m = _ATTR_FOR_IS.match(s)
    if m and _person(m["p"], ctx):
        return StateClaim(
            _phrase(m["s"]), _predicate(m["attr"]), _person(m["p"], ctx) or "", explicit_now=bool(m["now"])
        )
    m = _OWNS.match(s)
    if m and _person(m["p"], ctx):
        return StateClaim(_phrase(m["s"]), "owner", _person(m["p"], ctx) or "", explicit_now=bool(m["now"]))
    m = _OWNED_BY.match(s)
    if m and _person(m["p"], ctx):
        return StateClaim(_phrase(m["s"]), "owner", _person(m["p"], ctx) or "", explicit_now=bool(m["now"]))
    m = _PREFERS.match(s)
    if m and _person(m["p"], ctx) and m["o"]:
        person = _person(m["p"], ctx) or ""
        verb_ok = person == "me" or re.search(r"\bprefers\b|would|'d", s[: m.start("o")], _I)
        if verb_ok:
            return StateClaim(
                person,
                "preference",
                _phrase(m["o"]),
                scope=_phrase(m["c"]) or None,
                explicit_now=bool(m["now"]),
                preference=True,
            )
    for pattern, has_subject in ((_POSS_CHANGE, True), (_MY_CHANGE, False)):
        m = pattern.match(s)
        if m and _attribute_ok(m, has_subject):
            subject = _subject(m["s"], ctx) if has_subject else "me"
            return StateClaim(
                subject,
                _predicate(m["attr"]),
                _value(m["v"]),
                explicit_now=True,
                old_value=_value(m["old"] or "") or None,
            )
    for pattern, has_subject in ((_POSS_IS, True), (_MY_IS, False)):
        m = pattern.match(s)
        if m and _attribute_ok(m, has_subject) and _plain_value(_value(m["v"])):
            subject = _subject(m["s"], ctx) if has_subject else "me"
            return StateClaim(subject, _predicate(m["attr"]), _value(m["v"]), explicit_now=bool(m["now"]))
    m = _OF_IS.match(s)
    if m and _attribute_ok(m, True) and _plain_value(_value(m["v"])):
        return StateClaim(_phrase(m["s"]), _predicate(m["attr"]), _value(m["v"]), explicit_now=bool(m["now"]))
    for pattern in (_CHANGE_FROM, _CHANGE_TO):
        m = pattern.match(s)
        if m and _plausible(m["attr"], max_words=5):
            subject, predicate = _split_compound(m["attr"], ctx)
            old = _value(m.groupdict().get("old") or "") or None
            anchor = _predicate(m["attr"])
            return StateClaim(subject, predicate, _value(m["v"]), explicit_now=True, old_value=old, anchor=anchor)
    m = _ROLE_NOW.match(s)
    if m and _person(m["p"], ctx) and _looks_like_role(_value(m["v"]), ctx, strict=False):
        return StateClaim(_person(m["p"], ctx) or "", "role", _value(m["v"]), explicit_now=True)
    m = _ROLE_IS.match(s)
    if m and _person(m["p"], ctx) and _looks_like_role(_value(m["v"]), ctx, strict=True):
        return StateClaim(_person(m["p"], ctx) or "", "role", _value(m["v"]))
    return None


def _attribute_ok(m: re.Match[str], has_subject: bool) -> bool:
    if not _plausible(m["attr"], max_words=4, pronoun_start_ok=True):
        return False
    return not has_subject or _plausible(m["s"], max_words=5)


def _split_compound(attr: str, ctx: _Ctx) -> tuple[str, str]:
    """ "Renewal measure" -> ("Renewal", "measure"): the last word names the attribute."""
    words = _phrase(attr).split()
    if not words:
        return "", ""
    if len(words) == 1:
        person = _person(words[0], ctx)
        return (person, "role") if person else ("", "")
    return " ".join(words[:-1]), words[-1].lower()


# --------------------------------------------------------------------------- dispatch

_Form = Callable[[str, _Ctx], list[Intent] | None]


def _statement_forms(clause: str, detail: str, ctx: _Ctx) -> list[Intent]:
    """The forms, most specific first; the first that fits the clause wins."""
    forms: list[_Form] = [_commitment, _move, _cancel, _done]
    for form in forms:
        found = form(clause, ctx)
        if found:
            return found
    found = _episode(clause, detail, ctx)
    if found:
        return found
    facts = _facts(clause, ctx, detail)
    if facts:
        return facts
    for form in (_promise_by_will, _past_report):
        found = form(clause, ctx)
        if found:
            return found
    return []


def _extract_sentence(s: _Sentence, ctx: _Ctx) -> list[Intent]:
    text = s.text
    if s.question:
        return [_question(s, ctx)]
    if _RECALL_IMPERATIVE.match(text) and not (_REMIND.match(text) and _commitment(text, ctx)):
        windows = find_windows(text, now=ctx.now, tz=ctx.tz)
        return [Question("recall", None, None, windows[0] if windows else None, s.raw)]
    corrected = _correction(text, ctx)
    if corrected:
        return corrected
    m = _CORR_PREFIX.match(text)
    if m:  # "actually, I'll send it Monday": the rest, read as a plain statement
        text = (m["a"] or m["b"] or m["c"] or m["d"]).strip()
    main, detail = _split_detail(text)
    found = _statement_forms(main, detail, ctx)
    if not found and detail:
        found = _statement_forms(text, "", ctx)
    if not found and ":" in text:
        label, _, rest = text.partition(":")
        if rest.strip() and len(label.split()) <= 4:
            main, detail = _split_detail(rest.strip())
            found = _statement_forms(main, detail, ctx)
    return found
