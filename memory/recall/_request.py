"""Reading a recall request: its topic words and its time windows.

- *time windows*: every time expression ("a few days ago", "on Thursday", "last spring",
  "since March") becomes a window in the user's timezone (:func:`memory.understanding.timex.find_windows`),
  widened or narrowed as a recall question means it (:func:`request_windows`), and a window
  anchored on an event ("two weeks before the trip") is placed by finding the event ("the
  trip") with the full-text index first (:func:`anchored_windows`);
- *topic words* (:func:`query_terms`): the request's content words, minus stopwords, question
  words ("when", "how many", "order") and the words of its relative time phrases, each
  searched in the FTS5 index as a quoted phrase (:func:`fts_query`), so nothing the user
  typed is ever read as FTS5 syntax.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import replace
from datetime import UTC, datetime, timedelta, tzinfo

from memory.model import Precision
from memory.store import Store, User
from memory.understanding.timex import DateSpec, find_windows
from memory.words import STOPWORDS, stem

# Words that shape a question but say nothing about its topic.
_QUESTION_WORDS_TEXT = """
    what when where who whom whose which why how whats
    tell remind remember recall know knew think talk talked talking say said mention mentioned
    discuss discussed many much ever anything something
    happen happened happening passed long often order earliest latest total combined altogether
    different kind kinds type types number times exactly approximately roughly currently
    two three four five six seven eight nine ten
    ago before after since during until
"""
QUESTION_WORDS = frozenset(_QUESTION_WORDS_TEXT.split())

_TOKEN = re.compile(r"[^\W_]+")
_POSSESSIVE = re.compile(r"(?<=\w)['’]s\b")
_MAX_TERMS = 24
_FTS_LIMIT = 200

_NUMBER_WORDS = {
    "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
    "seven": 7, "eight": 8, "nine": 9, "ten": 10, "couple of": 2, "a couple of": 2,
    "a few": 3, "few": 3, "several": 3,
}  # fmt: skip
_UNITS = {"day": timedelta(days=1), "night": timedelta(days=1), "week": timedelta(weeks=1),
          "fortnight": timedelta(weeks=2), "month": timedelta(days=30), "year": timedelta(days=365)}  # fmt: skip
_NUM = r"\d+|" + "|".join(sorted((re.escape(k) for k in _NUMBER_WORDS), key=len, reverse=True))
_ANCHORED = re.compile(
    r"\b(?:(?P<n>" + _NUM + r")\s+(?P<unit>day|night|week|fortnight|month|year)s?"
    r"|the\s+(?P<unit1>day|night|week|weekend|month|year)"
    r"|(?P<near>just|right|shortly|soon))"
    r"\s+(?P<dir>before|after)\s+(?P<anchor>[^,.;:!?]+)",
    re.IGNORECASE,
)
_ANCHOR_STOP = re.compile(r"\s+(?:and|but|when|while|where|because|so|then|did|do|does|was|were)\s+", re.IGNORECASE)
_SINCE = re.compile(r"^(?:ever\s+)?(?:since|from)\b", re.IGNORECASE)
_AFTER = re.compile(r"^after\b", re.IGNORECASE)
_UNTIL = re.compile(r"^(?:as\s+of|by|until|till|til|up\s+to)\b", re.IGNORECASE)
_BEFORE = re.compile(r"^before\b", re.IGNORECASE)
# "night" in "a card-playing night" is no time window; "last night" and "Friday evening" are.
_BARE_PART_OF_DAY = re.compile(
    r"^(?:(?:on|in|at|during|at\s+on)\s+)?(?:the\s+)?(?:morning|afternoon|evening|night)s?$", re.IGNORECASE
)
_MONTH_NAMES = (
    "january|february|march|april|may|june|july|august|september|october|november|december"
    "|jan|feb|mar|apr|jun|jul|aug|sept|sep|oct|nov|dec"
)
# "1 May, 2022" / "May 1st, 2022": the comma belongs to the date, not to the sentence.
_DATE_COMMA = re.compile(
    r"(\b(?:\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?)?(?:" + _MONTH_NAMES + r")\.?(?:\s+\d{1,2}(?:st|nd|rd|th)?)?)"
    r",\s*((?:19|20)\d{2})\b",
    re.IGNORECASE,
)
_RELATIVE = re.compile(
    r"\b(?:ago|last|past|previous|recent|recently|lately|few|couple|several|this|next|today|yesterday|tonight"
    r"|earlier|now)\b",
    re.I,
)
_BEGINNING = datetime(1900, 1, 1, tzinfo=UTC)


def query_terms(request: str, *, skip: Iterable[str] = ()) -> list[str]:
    """The topic words of a request, casefolded, in order, one per stem: no stopwords, no
    question words, nothing in ``skip`` (the words of its time expressions)."""
    skipped = {word for phrase in skip for word in _TOKEN.findall(phrase.casefold())}
    text = _POSSESSIVE.sub("", request.casefold())
    seen: set[str] = set()
    terms: list[str] = []
    for word in _TOKEN.findall(text):
        if word in STOPWORDS or word in QUESTION_WORDS or word in skipped:
            continue
        if len(word) < 2 and not word.isdigit():
            continue
        key = stem(word)
        if key in seen:
            continue
        seen.add(key)
        terms.append(word)
    return terms[:_MAX_TERMS]


def fts_query(terms: Iterable[str]) -> str:
    """A safe FTS5 query: each term quoted (inner quotes doubled) and OR-ed.

    Quoting makes every term a plain phrase, so operators (NEAR, AND, ``*``, ``^``, column
    filters, parentheses) typed by a user are just words. Empty when there are no terms.
    """
    quoted = []
    for term in terms:
        cleaned = "".join(ch for ch in term if ch.isprintable()).strip()
        if cleaned:
            quoted.append('"' + cleaned.replace('"', '""') + '"')
    return " OR ".join(quoted)


def _widen(spec: DateSpec, now: datetime) -> DateSpec | None:
    """The period a recall question means by a time phrase, or None for no window.

    "since March" reaches up to now, "after March" starts when March ends, "as of / by /
    until March" reaches back to the beginning, "before March" ends when March starts; a
    bare part of the day ("night" in "a card-playing night") is no window at all.
    """
    text = spec.text
    if _BARE_PART_OF_DAY.match(text):
        return None
    if _SINCE.match(text):
        return replace(spec, end=max(spec.end, now))
    if _AFTER.match(text):
        return replace(spec, start=spec.end, end=max(spec.end, now))
    if _UNTIL.match(text):
        return replace(spec, start=_BEGINNING)
    if _BEFORE.match(text):
        return replace(spec, start=_BEGINNING, end=spec.start)
    return spec


def request_windows(request: str, now: datetime, tz: tzinfo) -> list[DateSpec]:
    """The time windows of a recall question as it means them (see :func:`_widen`)."""
    joined = _DATE_COMMA.sub(r"\1 \2", request)
    found = _parts_of_periods(joined, find_windows(joined, now=now, tz=tz), tz)  # type: ignore[arg-type]
    widened = [_widen(spec, now) for spec in found]
    return [spec for spec in widened if spec is not None and spec.end > spec.start]


_ORDINALS = {"first": 0, "second": 1, "third": 2, "fourth": 3, "last": -1, "final": -1}
_PART_OF = re.compile(
    r"(?:\b(?:the\s+)?(?P<ord>first|second|third|fourth|last|final)\s+(?P<unit>week|weekend|half|fortnight)\s+of"
    r"|\b(?P<edge>early|mid|middle\s+of|late|(?:towards?\s+)?the\s+(?:end|beginning|start)\s+of|end\s+of"
    r"|beginning\s+of|start\s+of))"
    r"\s+(?:the\s+month\s+of\s+|the\s+)?(?:in\s+)?$",
    re.IGNORECASE,
)


def _overlaps(lowered: str, spec: DateSpec, start: int, end: int) -> bool:
    where = lowered.find(spec.text.casefold())
    return where >= 0 and where < end and where + len(spec.text) > start


def _parts_of_periods(text: str, specs: list[DateSpec], tz: tzinfo) -> list[DateSpec]:
    """Narrow "the last week of October", "the first weekend of August", "early May",
    "towards the end of summer" to that part of the period, dropping the stray window the
    scan read into the words before it ("the last week" on its own)."""
    lowered = text.casefold()
    result = list(specs)
    for spec in specs:
        if spec.precision not in (Precision.MONTH, Precision.YEAR) or spec not in result:
            continue
        position = lowered.find(spec.text.casefold())
        if position < 0:
            continue
        match = _PART_OF.search(text[:position])
        if match is None:
            continue
        start, end = spec.start.astimezone(tz), spec.end.astimezone(tz)
        length = end - start
        if match["ord"]:
            index, unit = _ORDINALS[match["ord"].lower()], match["unit"].lower()
            if unit == "half":
                start, end = (start, start + length / 2) if index == 0 else (start + length / 2, end)
            elif unit == "weekend":
                saturdays = [
                    start + timedelta(days=d) for d in range(length.days) if (start + timedelta(days=d)).weekday() == 5
                ]
                if not saturdays:
                    continue
                saturday = saturdays[index] if -len(saturdays) <= index < len(saturdays) else saturdays[-1]
                start, end = saturday, saturday + timedelta(days=2)
            else:
                span = timedelta(weeks=2 if unit == "fortnight" else 1)
                start, end = (end - span, end) if index < 0 else (start + span * index, start + span * (index + 1))
        else:
            edge = match["edge"].casefold()
            third = length / 3
            if edge.startswith(("early", "beginning", "start")) or "beginning" in edge or "start" in edge:
                end = start + third
            elif edge.startswith(("mid", "middle")):
                start, end = start + third, start + 2 * third
            else:
                start = end - third
        narrowed = DateSpec(
            text=text[match.start() : position + len(spec.text)].strip(),
            start=start.astimezone(UTC),
            end=min(end, spec.end.astimezone(tz)).astimezone(UTC),
            precision=Precision.DAY,
            year_given=spec.year_given,
        )
        # the stray reading of the words before the period ("in the last week") goes
        result = [other for other in result if other is spec or not _overlaps(lowered, other, match.start(), position)]
        result[result.index(spec)] = narrowed
    return result


async def anchored_windows(store: Store, user: User, request: str, now: datetime) -> tuple[list[DateSpec], list[str]]:
    """Windows placed relative to an event the request names ("two weeks before the trip").

    The anchor ("the trip") is found with the full-text index among slices before ``now``;
    the window is centred the stated distance before or after it, as wide as its unit.
    Returns the windows and the phrases used (so their words are not topic words).
    """
    windows: list[DateSpec] = []
    phrases: list[str] = []
    for match in _ANCHORED.finditer(request):
        anchor_text = _ANCHOR_STOP.split(match["anchor"], maxsplit=1)[0]
        anchor_terms = query_terms(" ".join(anchor_text.split()[:6]))
        if not anchor_terms:
            continue
        found = [
            (piece, score)
            for piece, score in await store.search_spans(user.id, fts_query(anchor_terms), _FTS_LIMIT)
            if piece.started_at < now
        ]
        if not found:
            continue
        anchor = max(found, key=lambda pair: (pair[1], pair[0].started_at))[0]
        unit_name = (match["unit"] or match["unit1"] or "day").lower()
        unit = _UNITS.get(unit_name, timedelta(days=2))  # "the weekend" ~ two days
        count = (
            _NUMBER_WORDS.get(match["n"].lower(), 1)
            if match["n"] and not match["n"].isdigit()
            else (int(match["n"]) if match["n"] else 1)
        )
        if match["near"]:
            unit, count = timedelta(days=3), 0
        distance = unit * count
        if match["dir"].lower() == "before":
            centre = anchor.started_at - distance
            start, end = centre - unit / 2 - distance / 4, min(centre + unit / 2 + distance / 4, anchor.started_at)
        else:
            centre = anchor.ended_at + distance
            start, end = max(centre - unit / 2 - distance / 4, anchor.ended_at), centre + unit / 2 + distance / 4
        if match["near"]:
            start, end = (
                (anchor.started_at - unit, anchor.started_at)
                if match["dir"].lower() == "before"
                else (anchor.ended_at, anchor.ended_at + unit)
            )
        windows.append(DateSpec(text=match[0].strip(), start=start, end=end, precision=Precision.DAY, year_given=True))
        phrases.append(match[0])
    return windows, phrases
