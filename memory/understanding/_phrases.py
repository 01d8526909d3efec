"""What every form shares: the reading context, and names, phrases, values, predicates and
dates as the forms take them out of a clause.

Dates go through :mod:`memory.understanding.timex`, only ever on the words after a connector ("by",
"to", "until", "since" ...) or at the end of a reminder (:func:`_date_after`), so dateparser
is rarely reached.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from datetime import datetime
from typing import TypeVar
from zoneinfo import ZoneInfo

from memory.understanding._meal_purpose import meal_purpose
from memory.understanding._memos import per_message
from memory.understanding._two_days import one_of_two_days
from memory.understanding.timex import DateSpec, Precision, Prefer, find_spans, has_date_words, parse_date, topic_before

_I = re.IGNORECASE
# a weekday's name as typed, short or whole ("tues", "weds", "thursday"); callers add their own ending
WEEKDAY_NAME = r"(?:mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun)(?:day|nesday|sday|rsday|urday)?"
_TAIL_FILLER = re.compile(
    r"(?:\s+|^)(?:at\s+the\s+latest|latest|or\s+so|or\s+earlier|if\s+possible|hopefully|for\s+sure)$", _I
)
_NAME_STOP = {
    "the", "a", "an", "this", "that", "these", "those", "it", "he", "she", "they", "we", "you", "there",
    "here", "someone", "somebody", "everyone", "everybody", "nobody", "nothing", "everything",
    "something", "anyone", "anybody", "today", "tomorrow", "yesterday", "also", "then", "maybe", "now",
    "already", "alr", "oredi", "finally", "eventually",
    "and", "but", "so", "ok", "okay", "well", "what", "who", "which", "when", "where", "why", "how", "my",
    "our", "your", "his", "her", "their", "its", "no", "yes", "not", "please", "just", "actually",
    "correction", "done", "problem", "issue", "cancel", "drop", "push", "move", "remind", "finished",
    "let's", "lets", "if", "once", "after", "before", "since", "all", "each", "every", "some", "any",
    "both", "either", "neither", "one", "team", "is", "was", "will", "did", "does", "do",
    "can", "could", "should", "would", "must", "may", "might", "again", "still", "only", "even",
    "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "january",
    "february", "march", "april", "june", "july", "august", "september", "october", "november",
    "december", "there's", "that's", "it's", "here's", "i'm", "i've", "i'd", "i'll",
    # a day as it is typed short or counted from now ("next fri is the dentist"): a when, never a who
    "next", "last", "tmrw", "tmr", "tmrow", "tonight", "tonite", "mon", "tue", "tues", "wed", "thu", "thur", "thurs",
    "fri", "sat", "weekend",
    # what opens hearsay ("word is the new teacher plays the pipes", "rumour is …"): no one named
    "word", "rumour", "rumor", "gossip", "apparently",
    "got", "gotta", "gonna", "need", "needs", "have", "has", "had",
    "up", "down", "out", "off", "back", "over", "away", "around", "through", "going",
    # hedges and stresses before a verb ("prob should book flights", "defo gonna call her"): the speaker's
    "prob", "probs", "probably", "prolly", "def", "defo", "deffo", "definitely", "perhaps", "possibly",
    "likely", "really", "honestly", "seriously", "totally",
    # "whoever's bringing the ice, hurry up": no one in particular
    "whoever", "whomever", "whatever", "anyone's", "everyone's", "someone's",
    # the weather and the roads as a verb's subject ("rain's supposed to clear by 4", "traffic should
    # ease by 6"): never a person with a to-do
    "weather", "rain", "snow", "fog", "drizzle", "sleet", "hail", "thunder", "lightning", "wind", "traffic",
    "forecast", "heatwave",
}  # fmt: skip
# the weather's words that are names too ("Sun Li", "Sky", "Storm"): not a name when typed in lower case
_WEATHER_LOWER = frozenset({"sun", "sky", "storm", "frost", "mist", "tide", "clouds"})
# Björn, Tomás, Min-jun; Ayşe, Łukasz, Dvořák (Latin Extended-A/B, \u0100-\u024f, mixes both cases);
# Lộc, Ngọc, Thảo, Nguyễn (Latin Extended Additional, \u1e00-\u1eff: the Vietnamese tone marks)
# A name's prefix before a second capital: "LaToya", "DeShawn", "McKenzie", "MacLeod", "DiMaggio",
# "VanDyke" (a closed list: "PowerPoint", "YouTube" and "GitHub" are products, not people)
_NAME_PREFIX = r"(?:(?:Mc|Mac|La|Le|De|Da|Di|Du|Van|Von|Fitz)(?=[A-Z]))"
_NAME_WORD = re.compile(
    rf"^{_NAME_PREFIX}?[A-ZÀ-ÖØ-Þ\u0100-\u024f\u1e00-\u1eff][a-zß-öø-ÿ\u0100-\u024f\u1e00-\u1eff]+"
    r"(?:[-'][A-Za-zÀ-ÖØ-öø-ÿ\u0100-\u024f\u1e00-\u1eff]+)*$"
)
_NAME_WORD_LOWER = re.compile(
    r"^[a-zß-öø-ÿ\u0100-\u024f\u1e00-\u1eff]+(?:[-'][a-zß-öø-ÿ\u0100-\u024f\u1e00-\u1eff]+)*$"
)


@dataclass(frozen=True)
class _Ctx:
    now: datetime
    tz: ZoneInfo
    lowercase: bool  # the sentence has no capitals, so names may be lower-case
    # the hash, computed once: every memo of a clause's reading hashes the context on each call
    _hash: int = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "_hash", hash((self.now, self.tz, self.lowercase)))

    def __hash__(self) -> int:
        return self._hash

    def date(self, text: str, prefer: Prefer = "future", *, lean: bool = False) -> DateSpec | None:
        text = _TAIL_FILLER.sub("", text.strip()).strip()
        if not text or not has_date_words(text):
            return None
        return _before(text, self, prefer) or parse_date(text, now=self.now, tz=self.tz, prefer=prefer, lean=lean)


_Read = TypeVar("_Read")
def reading(read: Callable[[str, _Ctx], _Read]) -> Callable[[str, _Ctx], _Read]:
    """``read`` (a pure reading of a clause in a context, returning frozen values) memoised:
    the forms of one message try the same clause several times over. ``now``'s zone is part of
    the key, as two datetimes of one instant in two zones compare equal."""
    cached = per_message(functools.lru_cache(maxsize=512)(lambda s, ctx, _zone: read(s, ctx)))

    @functools.wraps(read)
    def memoised(s: str, ctx: _Ctx) -> _Read:
        return cached(s, ctx, ctx.now.tzinfo)

    return memoised


# "his sister Hildur", "our neighbour Bo": who they are to someone, then the name
_APPOSITIVE = re.compile(
    r"^(?:my|his|her|our|their)\s+(?:[a-z][\w\-]*\s+){1,2}(?P<n>[A-ZÀ-ÖØ-Þ][\w\-]*(?:\s+[A-ZÀ-ÖØ-Þ][\w\-]*)?)$"
)


def _person(raw: str | None, ctx: _Ctx) -> str | None:
    """A name of one or two capitalised words ("me" for I/me), else None; said after whose kin or
    what role they are ("his sister Hildur", "my grandson Einar"), the name."""
    if raw is None:
        return None
    said = _APPOSITIVE.match(raw.strip())
    words = (said["n"] if said else raw).split()
    if len(words) == 1 and words[0].lower() in ("i", "me", "myself"):
        return "me"
    if not 1 <= len(words) <= 2:
        return None
    pattern = _NAME_WORD_LOWER if ctx.lowercase else _NAME_WORD
    for word in words:
        if word.lower() in _NAME_STOP or word in _WEATHER_LOWER or not pattern.match(word):
            return None
    return " ".join(words)


def _phrase(text: str | None) -> str:
    """A topic, subject or action as the user wrote it, without a leading "the"."""
    if not text:
        return ""
    s = _SPACES.sub(" ", text).strip(" ,.;:!?\"'")
    s = _DANGLING_DASH.sub("", s)  # "renew car insurance - due 14/12": the dash before the date taken out
    s = _LEADING_THE.sub("", s)
    s = _TRAILING_AGAIN.sub("", s)
    return s.strip(" ,.;:")


# a placeholder noun after the words that name a to-do: "the tax thing", "that dentist stuff"
# ("ting": Caribbean "thing"); the words before it are the name
PLACEHOLDER_END = re.compile(r"\s+(?:thing|ting|stuff)$", _I)


# compiled once: every form makes phrases of what it matched (re.sub's cache look-up each time)
_SPACES = re.compile(r"\s+")
_LEADING_THE = re.compile(r"^(?:the)\s+", _I)
_DANGLING_DASH = re.compile(r"\s+[-–—]+$")
# "again", "now", "actually", the words that join what is said to what came before ("too", "as well",
# "anyway", "tho") and the speaker's own hedge on saying it ("tbh", "imo"): never part of an
# action, a topic or a value
_TRAILING_AGAIN = re.compile(
    r"(?:\s+(?:any\s*more|again|(?:right\s+)?now|too|as\s+well|anyways?|tho|though|tbh|tbf|imo|imho|ngl|actually))+$",
    _I,
)
# "officially the warehouse coordinator", "now formally our COO": how the news stands, no part of the value
# ("A neg", "A positive" is a blood group, its "A" no article)
_LEADING_ARTICLE = re.compile(
    r"^(?:(?:now\s+)?(?:officially|formally)\s+)?"
    r"(?:(?:a(?!\s+(?:neg|negative|pos|positive)\b)|an|the|our|my|their|his|her|its|your)\s+)?(?:new\s+)?",
    _I,
)


# since an event, not a date: "raj is my skip level since the reorg", "CFO ever since the IPO"
_SINCE_EVENT = re.compile(r"\s+(?:ever\s+)?since\s+(?:the|our|my|his|her|their|that)\s+[\w'\- ]{2,30}$", _I)


# a clause of its own after a comma, with a subject of its own: "class rep, nobody else volunteered", "treasurer,
# no one else would do it", "team lead, everyone agreed" (an aside on the value, no part of it)
_CLAUSE_AFTER = re.compile(
    r"\s*,\s*(?:(?:and|but|so|cos|coz|because|as)\s+)?(?:nobody|no\s+one|no-one|noone|everyone|everybody|someone"
    r"|somebody|nothing|none\s+of\s+(?:us|them|the\s+\w+))(?:\s+else)?\s+[a-z]\w*.*$",
    _I,
)


def _value(text: str) -> str:
    """A value without a leading article or possessive ("the COO", "our new head of sales"), nor
    the event it has held since ("skip level since the reorg": when is no part of what), nor an
    aside with a subject of its own ("class rep, nobody else volunteered")."""
    s = _phrase(_CLAUSE_AFTER.sub("", text))
    s = _LEADING_ARTICLE.sub("", s)
    if (event := _SINCE_EVENT.search(s)) is not None and not has_date_words(event.group(0)):
        s = s[: event.start()]
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
        if one_of_two_days(text, tail_start, len(text)):
            return None  # "water the plants sat and sun": the head keeps a day, the date is two days
        said_before = head.split()[-1] if connectors is None else text[head_end:tail_start]
        if meal_purpose(said_before.strip().lower(), tail):
            continue  # "remind me to pay Tom back £20 for lunch": what it was for, never lunchtime
        spec = ctx.date(tail, prefer, lean=lean)
        if spec is not None and spec.precision is not Precision.INSTANT and topic_before(text, tail_start):
            return None  # "remind me to text sarah about sat": the day it is about, never its due
        if spec is None and connectors is not None:  # "in two weeks" needs its "in"
            spec = ctx.date(text[head_end:].strip(), prefer, lean=lean)
        if spec is not None:
            written = (
                re.sub(r"^(?:on|by|at|before|in)\s+", "", spec.text, flags=_I) if connectors is None else spec.text
            )
            return head, replace(spec, text=written)
    return None


_BEFORE = re.compile(r"(?:due\s+)?(?:before|b4)\s", _I)


def _before(text: str, ctx: _Ctx, prefer: Prefer) -> DateSpec | None:
    """ "before march", "b4 the 9th" as a whole phrase: the last day before it (the end of
    February, the 8th), as a scan of free text reads it; a single date parse drops the "before"."""
    if not _BEFORE.match(text):
        return None
    spans = find_spans(text, now=ctx.now, tz=ctx.tz, prefer=prefer)
    if len(spans) == 1 and spans[0].start == 0 and spans[0].end >= len(text.rstrip(" .,!?")):
        return spans[0].spec
    return None


def _predicate(attr: str) -> str:
    p = _phrase(attr).lower()
    p = re.sub(r"^(?:current|present|new|latest|updated)\s+(?=\S)", "", p)  # "the new supplier for cups": supplier
    p = re.sub(r"decision[\s-]maker", "decision maker", p)
    # "Rolando's position on the team": the group it is held in goes without saying (his position)
    p = re.sub(r"\s+(?:on|in|at|for)\s+(?:the|our|my)\s+(?:team|squad|side|band|crew|club)$", "", p)
    return {"preferences": "preference", "owners": "owner"}.get(p, p)


_NOT_NAME = r"(?!(?:now|will|is|was|has|had|also|just|still|prefers?|owns|became|would|should|must|needs)\b)"
# O'Brien, not Maya's or I'd; a name may open with any letter ("Óscar", "Łukasz", "Émile")
_NAME_TOKEN = r"[^\W\d_][\w\-]*(?:'(?!(?:s|d|m|ll|ve|re)\b)[^\W\d_]+)?"
_P = r"(?P<p>" + _NAME_TOKEN + r"(?:\s+" + _NOT_NAME + _NAME_TOKEN + r")?)"


_CLAUSE_WORDS = {
    "i", "i'm", "i've", "i'd", "i'll", "you", "you're", "we", "we're", "they", "they're", "he", "she", "it", "it's",
    "is", "are", "was", "were", "been", "be", "that", "which", "when", "who", "where", "because", "if", "but",
    "let", "let's", "there", "here", "what", "how", "feels", "think", "hope", "looks", "seems", "so",
}  # fmt: skip
_PRONOUN_START = {"her", "his", "their", "our", "your", "its", "this", "that", "these", "those", "one", "today"}
# "haha ok", "yeah fine", "all good", "sounds good": chat, not a thing that works again
_CHAT_WORDS = {
    "haha", "hahaha", "hehe", "lol", "lmao", "rofl", "yeah", "yea", "yep", "yes", "yup", "ok", "okay", "k", "all",
    "sounds", "everything", "anything", "cool", "great", "thanks", "thx", "nice", "sure", "alright", "hmm", "hm",
    "well", "oh", "ah", "wow", "omg", "fine", "good", "right", "totally", "whatever",
}  # fmt: skip


def _plausible(text: str, *, max_words: int, pronoun_start_ok: bool = False) -> bool:
    """Whether ``text`` reads as a short noun phrase rather than a clause."""
    words = [w.strip(",.;:!?\"'").lower() for w in text.split()]
    # "the IT helpdesk": the department in capitals inside a longer phrase, never the pronoun
    said = [w for w, raw in zip(words, text.split(), strict=True) if raw.strip(",.;:!?\"'") != "IT" or len(words) == 1]
    if not words or len(words) > max_words or any(w in _CLAUSE_WORDS for w in said):
        return False
    if all(w in _CHAT_WORDS for w in words):
        return False
    return pronoun_start_ok or words[0] not in _PRONOUN_START


# a thing named without its article, a few words: "quote", "report", "hire car" ("Jo says report will be sent by
# thurs", "Tomás says quote will be ready by wed"); never a pronoun or a word for everything or nothing
BARE_THING = (
    r"(?!(?:everything|everyone|all|nothing|something|that|this|which|what|it|he|she|they|we|you|i)\b)"
    r"[a-z][\w-]*(?:\s+[a-z][\w-]*){0,2}?"
)
