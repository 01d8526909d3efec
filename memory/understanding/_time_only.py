"""A to-do's time of day changed, with nothing said about its day: "no wait, lunch is at
12:30", "lunch's at 4 now", "lunch now half 12", "can we do 5 instead", "same day but 10am".

The family: a change sign (a correction's lead, "now", "instead", "same day") and a time of
day with no day word. Read against the message's time, "12:30" said at 18:04 is tomorrow's:
the wrong day for a lunch due on Thursday. So the reading keeps the time as written in the
due's words (a clock-only ``DateSpec.text``, or a bare hour, :data:`BARE_HOUR`), and
:mod:`memory.derive` puts the to-do at that time on the day it is due; a to-do with no due
takes the next such time, as read here. Three shapes:

- with a correction's lead, "<thing> is at <time>": a :class:`CorrectTime` of the thing (it
  was said wrong); the thing names the to-do, never a fact;
- with "now" or "instead" and no lead, the same words: a :class:`MoveCommitment` (the plan
  changed);
- no thing, "can we do 5 instead", "same day but 10am": a :class:`CorrectTime` of what the
  conversation touched last.

A bare number is an hour only after "at" or before "o'clock" ("lunch is 5 now" may be a count).
"""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import timedelta

from memory.understanding._agenda import agenda
from memory.understanding._bare_hour import BARE_HOUR
from memory.understanding._lifecycle import _NOT_A_TARGET, _target
from memory.understanding._offer import offer
from memory.understanding._phrases import _I, _Ctx, _phrase
from memory.understanding._prefilter import gated
from memory.understanding._sign_forms import agenda_entry
from memory.understanding._todo_verbs import TODO_VERBS
from memory.understanding.intents import CorrectTime, Intent, MoveCommitment, NewCommitment
from memory.understanding.timex import DateSpec, Precision, find_spans, has_date_words

__all__ = ["clock_only", "corrected_at", "now_at", "other_time", "said_at", "time_of_day"]

# The words of a time of day ("4:30", "half 5", "quarter past 4", "twenty to 6", "noon"): what
# a date says besides them is its day; with nothing else, it names no day
_CLOCK_WORDS = re.compile(
    r"\b(?:at|around|about|by|half(?:\s+past)?|quarter(?:\s+(?:past|to))?|past|to|noon|midday|sharp|ish"
    r"|o'?clock|\d{1,2}(?:[:.h]?\d{2})?\s*(?:am|pm|a\.m\.?|p\.m\.?|hrs|hours)?)(?=\W|$)|@",
    _I,
)


# "in 8 hours", "8 hours from now", "6 hrs later": a span counted from now, an instant of its own day (its
# hours are no "1900 hours" of a clock)
_HOURS_AWAY = re.compile(
    r"\bin\s+(?:an?|\d+(?:\.\d+)?)\s*(?:hours?|hrs?)\b|\b(?:hours?|hrs?)\s+(?:from\s+now|later|time)\b", _I
)


def clock_only(text: str) -> bool:
    """Whether a date as written says only a time of day: "4:30", "half 5", "at 7pm"."""
    return not has_date_words(_CLOCK_WORDS.sub(" ", text)) and _HOURS_AWAY.search(text) is None


_THING = r"(?P<a>[^\W\d][\w'’\-&/ ]*?)"
# "'s" is "is" only before the time ("lunch's at 4", "timesheet's due at 8pm"): in "Noah's dentist is
# at 3:30" it is whose
_BE = (
    r"(?:\s+is(?:\s+due)?|\s*['’]s(?:\s+due)?(?=\s+(?:now\s+)?(?:at\b|@|\d|half\b|quarter\b|noon\b|midday\b))"
    r"|\s+will\s+be|\s*['’]ll\s+be|\s+should\s+be)"
)
_AT = r"(?:(?P<at>at|@)\s*)"
_TIME = r"(?P<t>[\w:.' ]+?)"
_CHANGE = r"(?P<c>\s+(?:now|instead))"
_END = r"[\s!.]*$"
_SAID_AT = [
    # "lunch is at 12:30", "lunch's at 4 now", "the dentist will be at half 3 instead"
    re.compile(r"^" + _THING + _BE + r"\s+(?:now\s+)?" + _AT + "?" + _TIME + _CHANGE + "?" + _END, _I),
    # "lunch now 12:30", "lunch now at 1"
    re.compile(r"^" + _THING + r"\s+(?P<c>now)\s+" + _AT + "?" + _TIME + _END, _I),
    # "lunch at 12:30 now", "the call at 4 instead" (after a lead: "sorry, lunch at 12:30")
    re.compile(r"^" + _THING + r"\s+" + _AT + _TIME + _CHANGE + "?" + _END, _I),
]
_A_CLOCK = re.compile(r"\d|\b(?:noon|midday|half|quarter|o['’]?clock)\b", _I)
_CHANGE_WORD = re.compile(r"\b(?:now|instead)\b", _I)
_PEOPLE = frozenset({"i", "we", "you", "he", "she", "they", "it", "that", "this", "there", "me", "us", "what", "who"})
_MAX_THING_WORDS = 6
_O_CLOCK = re.compile(r"\s*o['’]?clock$", _I)
_MILITARY = re.compile(r"(?P<h>[01]\d|2[0-3])(?P<m>[0-5]\d)(?:\s*(?P<hrs>hrs|hours|h))?", _I)


def _time(text: str, at: bool, ctx: _Ctx) -> DateSpec | None:
    """A time of day and nothing else, as read now (the next such time); a bare hour keeps
    its words (which half of the day, the to-do's own time says), and only after "at" or
    before "o'clock" is one."""
    said = text.strip()
    hour = _O_CLOCK.sub("", said)
    military = _MILITARY.fullmatch(said)
    if military and (at or military["h"].startswith("0") or military["hrs"]):
        # "at 1930", "0730", "0600 hrs": a 24-hour clock; "1930" alone may be a year, so only
        # after "at", or with its leading 0 or its "hrs" (no year or count is written so)
        said = f"{military['h']}:{military['m']}"
    if BARE_HOUR.match(hour):
        spec = ctx.date(f"{hour}:00") if at or hour != said else None
        return replace(spec, text=hour) if spec is not None else None
    spec = ctx.date(said)
    if spec is None or spec.precision is not Precision.INSTANT or not clock_only(said):
        return None
    return spec


def _thing_at(s: str, ctx: _Ctx, *, changed: bool) -> tuple[str, DateSpec] | None:
    """The to-do ``s`` names and the time it gives it; ``changed`` when only a lead said it
    changed (else the words must: "now", "instead")."""
    if not _A_CLOCK.search(s) or not (changed or _CHANGE_WORD.search(s)):
        return None  # most clauses: no time of day, or no word that it changed
    for pattern in _SAID_AT:
        m = pattern.match(s.strip())
        if m is None or not (changed or m["c"]):
            continue
        thing = m["a"].strip()
        words = thing.lower().split()
        if re.split(r"['’]", words[0])[0] in _PEOPLE or len(words) > _MAX_THING_WORDS or _NOT_A_TARGET.match(thing):
            return None  # "it's 4pm now" is the time, "we're at 4 now" no to-do
        if "to" in words:
            return None  # "newsletter to go out at 2pm instead": a clause, the move forms read it
        if find_spans(thing, now=ctx.now, tz=ctx.tz):
            return None  # "thursday's lunch is at 1 now": named by its day, read elsewhere
        target = _target(thing)
        spec = _time(m["t"], bool(m["at"]), ctx)
        if not target or target == "that" or spec is None:
            return None
        return target, spec
    return None


def corrected_at(rest: str, ctx: _Ctx) -> list[Intent] | None:
    """ "lunch is at 12:30", after a correction's lead ("no wait, …", "sorry, …"): the time of
    the to-do it names put right, on the day it is due."""
    found = _thing_at(rest, ctx, changed=True)
    if found is None:
        return None
    target, spec = found
    return [CorrectTime(new_text=spec.text, new=spec, month_only=None, target=target, old=None)]


def now_at(s: str, ctx: _Ctx) -> list[Intent] | None:
    """ "lunch's at 4 now", "lunch now 12:30": the to-do it names moved to that time of its day;
    with no change word, "lunch with Sam is at 12:30" (:func:`said_at`)."""
    found = _thing_at(s, ctx, changed=False)
    return [MoveCommitment(found[0], found[1])] if found is not None else said_at(s, ctx)


# "lunch with Sam is at 12:30", "standup's at 9:45 tmrw", "the viewing is at 4 on friday": a
# thing's time said plainly, no change word; the time may carry a day
# what every _BE holds ("is", "'s", "be"): a cheap check before _PLAIN_AT's lazy parts
_A_BE = re.compile(r"\b(?:is|be)\b|['’]s\b", _I)
_PLAIN_AT = re.compile(
    r"^" + _THING + _BE + r"\s+" + _AT + "?" + r"(?P<t>(?:\d|noon|midday|half|quarter)[\w:.' ]*?)" + _END, _I
)


def said_at(s: str, ctx: _Ctx) -> list[Intent] | None:
    """ "lunch with Sam is at 12:30", "standup's at 9:45 tmrw": a thing's time said plainly.

    Said to a memory bot, that is news of a to-do's time: when one open to-do is named by the
    thing, it is set (or moved) to that time; a time of day alone keeps the to-do's own day
    (:mod:`memory.derive`, as for "lunch's at 4 now"). When none is, a time with a day names
    the occasion's own day and time: a new to-do when the thing is an occasion ("standup", "lunch
    with Sam"), else recap asks whether to keep it; a time of day alone, with nothing to set,
    says no day: recap asks (offering the next such time). Several to-dos named alike: recap
    asks which (:meth:`memory.derive.Deriver._change_commitment`)."""
    if not _A_CLOCK.search(s) or not _A_BE.search(s):
        return None
    m = _PLAIN_AT.match(s.strip())
    if m is None:
        return None
    thing = m["a"].strip()
    words = thing.lower().split()
    if re.split(r"['’]", words[0])[0] in _PEOPLE or len(words) > _MAX_THING_WORDS or _NOT_A_TARGET.match(thing):
        return None  # "it's 4pm", "we're at 5": no thing named
    if "to" in words or find_spans(thing, now=ctx.now, tz=ctx.tz):
        return None  # a clause ("… to go out at 2"), or a thing named by its day: read elsewhere
    if len(words) > 1 and words[0] in TODO_VERBS and words[1] not in ("with", "w/"):
        return None  # "pick up jake from nan's at 6": a to-do, the "'s" whose (a "call with Omar" is an occasion)
    if len(words) > 1 and words[-2] in ("at", "from", "to", "in") and m.group(0)[m.end("a") :].startswith(("'s", "’s")):
        return None  # "dinner at Jo's at 7pm fri": where it is, whose place, never "dinner at Jo is at 7pm"
    target = _target(thing)
    spec = _time(m["t"], bool(m["at"]), ctx) or _day_and_time(m["t"], ctx)
    if not target or target == "that" or spec is None or spec.end <= ctx.now:
        return None
    if agenda_entry(thing) is not None:
        # an occasion: what its diary line would keep ("dentist appt 3:15 on the 9th", "flight 6pm")
        line = agenda(f"{thing} {m['t']}", ctx)
        if line and len(line) == 1 and isinstance(line[0], NewCommitment):
            return [MoveCommitment(target, spec, otherwise=line[0])]
    return [MoveCommitment(target, spec, otherwise=offer(NewCommitment(_phrase(thing), "me", None, spec), ctx))]


def _day_and_time(text: str, ctx: _Ctx) -> DateSpec | None:
    """ "9:45 tmrw", "4 on friday": a day with a clock time on it (never a day alone)."""
    spec = ctx.date(text.strip())
    if spec is None or spec.precision is not Precision.INSTANT or spec.end - spec.start > _ONE_MINUTE:
        return None
    return spec if _A_CLOCK.search(text) and not clock_only(text) else None


_ONE_MINUTE = timedelta(minutes=1)


_OTHER_TIME = [
    # "can we do 5 instead", "let's say half 2 instead", "how about 3pm instead", "4 instead?"
    gated(re.compile(
        r"^(?:(?:(?:can|could|shall)\s+(?:we|i|you)|let['’]?s|how\s+about|what\s+about|maybe|ok(?:ay)?|so|we['’]ll"
        r"|i['’]ll|we\s+can|i\s+can)\s+)?(?:(?:do|make\s+it|go\s+for|say|try|meet|have\s+it)\s+)?" + _AT + "?"
        + _TIME + r"\s+instead" + _END,
        _I,
    )),
    # "same day but 10am", "same day, at 4", "same day just 11:30 instead"
    re.compile(
        r"^(?:the\s+)?same\s+day(?:\s*[,;:\-–—]\s*|\s+)(?:(?:but|just|only|though)\s+)*(?:make\s+it\s+)?" + _AT + "?"
        + _TIME + r"(?:\s+instead)?" + _END,
        _I,
    ),
]


def other_time(s: str, ctx: _Ctx) -> list[Intent] | None:
    """ "can we do 5 instead", "same day but 10am": the time of what the conversation touched
    last put right, on its own day."""
    for pattern in _OTHER_TIME:
        m = pattern.match(s.strip())
        spec = _time(m["t"], bool(m["at"]) or pattern is _OTHER_TIME[0], ctx) if m else None
        if spec is not None:
            return [CorrectTime(new_text=spec.text, new=spec, month_only=None, target=None, old=None)]
    return None


def time_of_day(text: str, ctx: _Ctx) -> DateSpec | None:
    """ "half 10", "4:30pm", "quarter to 5": a time of day written whole (never a bare number,
    which may be a count), as read now; :mod:`memory.derive` puts it on the to-do's own day."""
    return _time(text, False, ctx)
