"""A fact's time, taken out of its clause before the fact is read.

The rule: find the clause's time spans (:func:`memory.understanding.timex.find_spans`), take
each out with its connector ("since 1 Dec", "effective April 1", "as of Monday", bare "last
week"); "until"/"till" spans give when the fact ends, the others when it starts. What remains
is read for subject, predicate and value, so a date is never part of a value. A span recap
cannot read (the 31st of April), or date words left after a connector that no span took
("on 2026-13-40"), make the clause :class:`~memory.understanding.intents.Unclear`, never a
claim with a wrong date.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from datetime import timedelta

from memory.understanding._fact_lean import DAY_OF_MONTH, fact_date
from memory.understanding._phrases import _I, _Ctx
from memory.understanding._prefilter import gated
from memory.understanding._timex_words import HOLIDAY_PATTERN
from memory.understanding.timex import DateSpec, Prefer, TimeSpan, find_spans

_FUTURE_HINT = gated(re.compile(
    r"(?:\b(?:will|becomes|going\s+to|starts?|starting|begins|moves|joins|goes|takes\s+over|is\s+\w+ing"
    r"|changes|switches|transfers|shifts)\b|'ll\b"  # "Priya's manager switches to Oskar on monday": the coming one
    # "Esi's joining us as head of ops on monday", "i'm relocating to Huahine on the 20th"
    r"|(?:'s|'m|'re|\bim|\bam|\bare)\s+(?:starting|joining|moving|relocating|transferring|stepping|coming|taking)\b"
    # a place's state on a day: "the office is closed fri", "gym's shut monday" (it would be "was" gone by)
    r"|(?:'s|'re|\bis|\bare)\s+(?:closed|shut|open|back)\b)",
    _I,
))
# a person's time away on a day, said in the present: "Maya is on leave fri", "i'm off thurs" is the
# coming one (a day gone by would be "was"), or today when it is that day ("from thur" on a Thursday)
_AWAY = gated(re.compile(
    r"(?:'s|'re|'m|\bim|\bis|\bare|\bam)\s+(?:off|away|out|ooo|wfh|on\s+(?:leave|holiday|vacation|pto|call|duty"
    r"|break|sabbatical))\b",
    _I,
))
# a passive in progress or to come: "is being moved", "'s getting transferred", "will be promoted"
_TO_COME = gated(re.compile(
    r"(?:\b(?:is|are|am)|'s|'re|'m)\s+(?:being|getting)\s+\w+ed\b|(?:\bwill|'ll)\s+be\s+\w+ed\b", _I
))
_PAST_HINT = gated(re.compile(
    r"\b(?:became|was|were|changed|switched|moved|has\s+been|had|got|joined|started|began|relocated|took|transferred"
    r"|shifted|went|stepped|left|quit|resigned|retired|returned|came\s+back|graduated|passed\s+away|died|'s\s+been)\b"
    r"|'s\s+been\b",
    _I,
))
# what an ordinal names when it is no day: "the 3rd floor", "the 2nd round", a rank or a post
# ("2nd violin", "1st assistant", "her 40th birthday"), or a capitalised abbreviation after it
# ("1st AD", "2nd XI", "3rd VP"; never the "am"/"pm" or "EOD" that make it a time)
NOT_A_DAY = (
    r"\s+(?:(?:floor|storey|story|level|row|grade|round|edition|place|year|years|violin|viola|cello|chair|assistant"
    r"|team|squad|unit|base|gear|half|choice|attempt|draft|cousin|degree|birthday|anniversary|officer|mate"
    r"|lieutenant|in\s+command|in\s+line"
    # a time of day that names a shift or its people: "on the night shift", "the morning crew"
    r"|shifts?|crew|staff|duty|rota|class|classes"
    # a street: "the laundromat on 10th ave", "the bakery on 5th street"
    # ("the 1st Dr Galina …": a doctor's title before a name, no drive)
    r"|ave|avenue|st|street|rd|road|blvd|boulevard|lane|ln|drive|dr(?!\.?\s+(?-i:[A-Z][a-z]))|terrace|parkway|pkwy"
    r"|highway|hwy)\b"
    r"|(?-i:(?!(?:AM|PM|EOD|COB|EOW|EOM|EOB|GMT|UTC|BST|CET|EST|PST|CST)\b)[A-Z][A-Z0-9]{1,4})\b)"
)
_ORDINAL_NOUN = re.compile(NOT_A_DAY, _I)
_UNTIL = frozenset({"until", "till", "til", "untill", "through", "thru"})
# the edge of a period, said after "at": "at the end of the month", "at the start of august"
_EDGE = re.compile(r"\s*(?:the\s+)?(?:end|start|beginning)\s+of\b", _I)
# a feast day after "at": "went vegetarian at new year", "moved to Yakutsk at christmas" (the day it took hold)
_FEAST = re.compile(r"\s*(?:the\s+)?(?:" + HOLIDAY_PATTERN + r")\s*$", _I)
_NOT_A_START = frozenset({"for", "within", "around", "about", "by", "before", "after", "at", "@"})
_ROUGHLY = frozenset({"around", "about"})  # a start said roughly: no day to keep it from
_SINCE = frozenset({"since", "ever since"})  # a start that has come: never a date ahead
# date-looking words left over after a connector: "on 2026-13-40", "on the 32nd of May", "Nov 31"
_LEFT_DATE = gated(re.compile(
    r"\b(?:on|since|from|as\s+of|effective|starting|in)\s+(?:the\s+)?(?:\d{1,4}[-/.]\d{1,2}(?:[-/.]\d{1,4})?"
    r"|\d{1,2}(?:st|nd|rd|th)\b(?!" + NOT_A_DAY + r")"
    r"|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d"
    r"|\d{1,2}\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec))",
    _I,
))
# a weekday as users write it ("weds", "thur" as well as "wednesday"), after its connector
_WEEKDAY = re.compile(
    r"(?:as\s+of|from|since|on|starting)?\s*(?:mon|tues?|weds?|wednes|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?\.?$", _I
)
# a trailing "now", "these days", "at the moment": true from now on, never part of the value
_TRAILING_NOW = gated(re.compile(
    r"(?:\s*,)?\s+(?:now|as\s+of\s+now|from\s+now\s+on|right\s+now|these\s+days|nowadays|currently"
    r"|at\s+the\s+moment|atm|at\s+present|for\s+now"
    # open-ended: held from now with no end the user gave ("captain for the rest of the season")
    r"|for\s+the\s+time\s+being|for\s+the\s+foreseeable(?:\s+future)?|(?:until|till|til|'til|'till)\s+further\s+notice|going\s+forward"
    r"|effective\s+immediately|with\s+immediate\s+effect"
    r"|from\s+here\s+on(?:\s+in|\s+out)?|for\s+the\s+rest\s+of\s+the\s+(?:season|year|term|campaign|tour|project))$",
    _I,
))


# a period the value holds over that names no dates: "the club's budget is 12k this season", "Latu is
# captain for this term": how long it holds, never part of the value (a period with dates, "this
# year", is a time span and taken out with the others); so too the one it takes hold in, "moving to
# Parramatta next term", "Ana's captain from next season": when, not where or what
_THIS_PERIOD = gated(re.compile(
    r"(?<=\S)(?:\s*,)?\s+(?:for\s+|from\s+|in\s+|starting\s+)?(?:this|next|(?:the\s+)?(?:coming|following))\s+"
    r"(?:season|term|semester|trimester|sprint|cycle|tour|campaign"
    r"|(?:financial|fiscal|school|academic|tax|calendar)\s+year|fy)$",
    _I,
))


# the same said first: "effective immediately, Joy is acting head", "as of now Tom covers nights"
_LEADING_NOW = gated(re.compile(
    r"^(?:effective\s+immediately|with\s+immediate\s+effect|as\s+of\s+(?:right\s+)?now|from\s+now\s+on"
    r"|starting\s+(?:right\s+)?now)\s*[,:;-]?\s+(?=\S)",
    _I,
))


# a trailing aside ("Dana's the property manager actually", "Maya is CTO too"): how the user
# says it, never part of the value
_ASIDE = gated(re.compile(
    r"(?:\s*,)?\s+(?:actually|as\s+well|too|also|fwiw|jsyk|just\s+so\s+you\s+know|for\s+the\s+record)$", _I
))


def lean(clause: str) -> Prefer:
    """Which way a fact's year-less date leans: the tense decides ("became ... in March" is the
    past March, "will become ... in March" the coming one); with neither, the nearest."""
    if _TO_COME.search(clause):  # "Kavya's being moved to oncology starting monday": the coming one
        return "future"
    future, past = bool(_FUTURE_HINT.search(clause) or _AWAY.search(clause)), bool(_PAST_HINT.search(clause))
    if future != past:
        return "future" if future else "past"
    return "nearest"


@dataclass(frozen=True)
class FactTime:
    core: str  # the clause without its time words
    effective: DateSpec | None
    until: DateSpec | None
    now: bool  # a trailing "now": true from now on
    problem: str | None  # a date that cannot be read: ask, store nothing


# a month whose short form is also a name ("Jan", "Jun", "Mar"), said first with a connector and a
# clause after it: "from jan Jo is head of ops" can only be January (a person would be "from Jan,
# Jo heard ..."), so it is read spelt out; said last ("took over from jan") it stays a name
_NAME_MONTHS = {"jan": "january", "mar": "march", "jun": "june"}
_LEADING_NAME_MONTH = re.compile(
    r"^(?P<c>from|since|as\s+of|starting(?:\s+(?:from|in))?|effective(?:\s+from)?|beginning(?:\s+of)?|back\s+in|in)"
    r"\s+(?P<m>jan|mar|jun)\.?(?=\s*,?\s+[^\W\d_])",
    _I,
)


# … or typed in lower case inside the subject, right before its verb: "my new manager from jan is Ingrid" (a
# person there would be "manager from Jan", and is no subject's end before "is")
_INNER_NAME_MONTH = re.compile(
    r"(?<=\s)(?P<c>from|since|as\s+of|starting|effective)\s+(?P<m>(?-i:jan|mar|jun))\.?(?=\s+(?:is|are|was|will\s+be)\b)",
    _I,
)


def _spelt_month(clause: str) -> str:
    """``clause`` with a leading "from jan" spelt "from january" (see :data:`_LEADING_NAME_MONTH`), or one
    typed in lower case before the verb (:data:`_INNER_NAME_MONTH`)."""
    m = _LEADING_NAME_MONTH.match(clause)
    if m is not None:
        return f"{m['c']} {_NAME_MONTHS[m['m'].lower()]}{clause[m.end():]}"
    return _INNER_NAME_MONTH.sub(lambda i: f"{i['c']} {_NAME_MONTHS[i['m']]}", clause)


# "back in september", "back on the 3rd": "back" says the time is past, unless a move said it
# ("moved back in october", "came back on monday")
_BACK_THEN = re.compile(
    r"(?<!\bmoved)(?<!\bmoving)(?<!\bmoves)(?<!\bcame)(?<!\bcome)(?<!\bcomes)(?<!\bwent)(?<!\bgoes)(?<!\bgot)(?<!\bgets)"
    r"(?<!\bbe)(?<!\bis)(?<!\bwas)(?<!'s)(?<!\bare)(?<!\bwere)(?<!\bflew)(?<!\bflies)(?<!\bback)\s+back\s*$",
    _I,
)
_WEF = re.compile(r"\b(?:w\.?\s?e\.?\s?f\.?|with\s+effect\s+from)\s*(?=\S)", _I)
# connectors that look forward: "from monday", "starting fri", "effective thursday", "effective the
# 1st" (a weekday or a day of the month said with them is the coming one, where "since monday" or a
# bare "monday" is the nearest: "Jo is our new accountant effective the 1st" said on the 10th is next month's)
_FORWARD = frozenset({"from", "starting", "starting from", "starting on", "effective", "effective from",
                      "effective on", "w.e.f.", "w.e.f", "wef", "beginning"})


# after a time word that opens a clause, the rest of its subject and its verb: "(Q1) marketing budget is"
_NAMES_SUBJECT = re.compile(
    r"\s+(?!(?:we|i|he|she|they|it|you|the|my|our|his|her|their|is|are|was|were|will|i'm|we're)\b)(?-i:[a-z])[\w\-]*"
    r"(?:\s+(?-i:[a-z])[\w\-]*){0,2}(?:\s+(?:is|are|was|were)\b|'s\b)",
    re.IGNORECASE,
)


# a verb of beginning right before a date with no connector: "starts monday as …", "joins tmrw"
_STARTS_BEFORE = re.compile(
    r"\b(?:starts|started|starting|joins|joined|joining|begins|began|beginning|moves|moved|moving)\s+$", re.IGNORECASE
)


def fact_time(clause: str, ctx: _Ctx, prefer: Prefer | None = None) -> FactTime:
    """Take the time expressions out of ``clause`` (its dates leaning ``prefer``, else as its
    tense says)."""
    clause = _WEF.sub("from ", clause)  # "w.e.f. 15th June" (said in India): "from 15th June"
    clause = _spelt_month(clause)  # "from jan Jo is head of ops": January
    prefer = prefer or lean(clause)
    effective = until = None
    twice = False
    pieces: list[str] = []
    last = 0
    for span in _spans(clause, prefer, ctx):
        if span.problem is not None:  # the clause without the unreadable date, to tell whether it is a fact
            rest = re.sub(r"\s+", " ", clause[: span.start] + clause[span.end :]).strip(" ,")
            return FactTime(_TRAILING_NOW.sub("", rest), None, None, False, span.problem)
        if span.spec is None or _ORDINAL_NOUN.match(clause[span.end :]):
            continue  # "on the 3rd floor": an ordinal that names a floor, not a day
        connector = (span.connector or "").lower()
        said_at = clause[span.start : span.end][len(connector) :]
        if connector in ("at", "@") and (_EDGE.match(said_at) or _FEAST.match(said_at)):
            connector = "from"  # "relocating to Papeete at the end of the month": the day it takes hold
        inside = bool(clause[span.end :].strip(" ,.!") and clause[: span.start].strip())
        # "the Q1 marketing budget is …", "2028 travel budget's 40k": a time that opens the subject names it
        opens = not connector and not clause[: span.start].strip()
        inside = inside or (opens and bool(_NAMES_SUBJECT.match(clause[span.end :])))
        if inside and not connector and _STARTS_BEFORE.search(clause[: span.start]):
            inside = False  # "Beatriz starts monday as a designer": the day the verb starts on
        if inside and (not connector or connector in _NOT_A_START):
            continue  # a time word inside the clause names something: "for afternoon meetings"
        if connector in _ROUGHLY and not inside:  # "Tala starts at Acme around the 10th": which day?
            rest = re.sub(r"\s+", " ", clause[: span.start] + clause[span.end :]).strip(" ,")
            return FactTime(rest, None, None, False, f"“{clause[span.start : span.end].strip()}” gives no exact day")
        before = clause[last : span.start]
        if connector in ("in", "on") and _BACK_THEN.search(before):
            before = _BACK_THEN.sub("", before)  # "made partner back in september": "back" is the time's
        pieces.append(before)
        last = span.end
        written = clause[span.start : span.end]
        bare = written[len(connector) :].strip() if connector and written.lower().startswith(connector) else written
        if connector in _UNTIL:
            until = until or ctx.date(bare, "future") or span.spec
        elif connector not in _NOT_A_START and effective is not None and span.spec.start != effective.start:
            # "Maya moves to Berlin on monday and Tom on tuesday": two starts, one fact cannot hold both
            twice = True
        elif connector not in _NOT_A_START and effective is None:
            # the connector reader's lean ("became X from September 1" is the coming one)
            ahead = prefer == "nearest" and connector in _FORWARD and (
                _WEEKDAY.match(written.strip()) or DAY_OF_MONTH.match(bare)
            )
            if connector in _SINCE:  # "head of ops since jan": a start gone by, however near the next one
                spec = ctx.date(bare, "past") or span.spec
            else:
                spec = fact_date(bare, "future" if ahead else prefer, f"{clause[: span.start]} {connector}", ctx)
                spec = spec or span.spec
            effective = _today_if_weekday(written, spec, "nearest" if _AWAY.search(clause) else prefer, ctx)
    pieces.append(clause[last:])
    core = re.sub(r"\s+", " ", "".join(pieces)).strip(" ,")
    core = re.sub(r"\s+(?:but\s+)?(?:only)$", "", core, flags=_I)
    if twice:
        return FactTime(core, None, None, False, "it names two start dates")
    left = _LEFT_DATE.search(core)
    if left:
        return FactTime(core[: left.start()].strip(" ,"), None, None, False, "date")
    core = _THIS_PERIOD.sub("", _ASIDE.sub("", core))
    lead = _LEADING_NOW.match(core)  # "effective immediately Joy is acting head"
    core = core[lead.end() :] if lead else core
    now = bool(_TRAILING_NOW.search(core)) or lead is not None
    core = _ASIDE.sub("", _TRAILING_NOW.sub("", core))
    return FactTime(core, effective, until, now, None)


def _spans(clause: str, prefer: Prefer, ctx: _Ctx) -> list[TimeSpan]:
    """The clause's time spans; leaning nowhere, each span read both ways and the reading
    nearest to now kept ("effective Dec 1" on 30 November is tomorrow, not last year)."""
    if prefer != "nearest":
        return find_spans(clause, now=ctx.now, tz=ctx.tz, prefer=prefer)
    future = find_spans(clause, now=ctx.now, tz=ctx.tz, prefer="future")
    if not future:
        return []  # no span to choose a reading of: the clause is not scanned again
    past = {(s.start, s.end): s for s in find_spans(clause, now=ctx.now, tz=ctx.tz, prefer="past")}
    chosen = []
    for span in future:
        other = past.get((span.start, span.end))
        if (
            span.spec is not None
            and other is not None
            and other.spec is not None
            and abs(other.spec.start - ctx.now) < abs(span.spec.start - ctx.now)
        ):
            span = other
        chosen.append(span)
    return chosen


def _today_if_weekday(written: str, spec: DateSpec, prefer: Prefer, ctx: _Ctx) -> DateSpec:
    """ "as of Monday" said on a Monday, not leaning to the future, is today, not a week away."""
    if prefer != "future" and _WEEKDAY.match(written.strip()):
        today = ctx.now.astimezone(ctx.tz).date()
        for weeks in (-1, 1):
            if spec.start.astimezone(ctx.tz).date() == today + timedelta(days=7 * weeks):
                shift = timedelta(days=-7 * weeks)
                return replace(spec, start=spec.start + shift, end=spec.end + shift)
    return spec
