"""Corrections of a date ("no, that was March", "in April, not June") or of a value ("no,
Maya is the CFO"). They are tried on the whole sentence, since their forms span commas.
"""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

from memory.understanding._confirmed_fact import confirmed_fact
from memory.understanding._correction_bare import (
    bare_correction,
    clock_pair,
    counts_both,
    pronoun_fact,
    without_slip,
)
from memory.understanding._correction_by_old import corrected_by_old
from memory.understanding._correction_case import lower_case_claims, uncleft
from memory.understanding._correction_denied import denied_date
from memory.understanding._correction_ends import end_correction
from memory.understanding._correction_glued import glued_owner_claims
from memory.understanding._correction_name import name_correction
from memory.understanding._correction_owner import owner_correction
from memory.understanding._correction_part import part_correction
from memory.understanding._correction_shorthand import arrowed, named_wrong, other_one, wrong_about
from memory.understanding._correction_should_be import should_have_been
from memory.understanding._correction_spelt import spelt_correction
from memory.understanding._correction_swap import swapped
from memory.understanding._correction_verb_clock import verb_clock
from memory.understanding._correction_year import year_corrected
from memory.understanding._day_number import day_of_same_month
from memory.understanding._fact_return import back_value
from memory.understanding._fact_verbs import _ATTR_NOUNS
from memory.understanding._facts import _facts
from memory.understanding._kin import KIN_BEFORE_NAME
from memory.understanding._meant_promise import meant_promise
from memory.understanding._phrases import _I, WEEKDAY_NAME, _Ctx, _phrase
from memory.understanding._place_hours import hours_put_right
from memory.understanding._pointed_subject import pointed
from memory.understanding._prefilter import gated
from memory.understanding._referents import SOMEONE
from memory.understanding._said_day import said_day, their_day
from memory.understanding._sentences import _split_detail
from memory.understanding._time_only import corrected_at, other_time
from memory.understanding._todo_verbs import TODO_VERBS
from memory.understanding._vague_correction import asked_when_vague, either_day_said
from memory.understanding.intents import CorrectTime, CorrectValue, Intent, StateClaim
from memory.understanding.timex import DateSpec, Prefer, has_date_words, nearest_month

_CORR_PREFIX = re.compile(
    # "no, …", "no wait, …", and "no actually …" with no comma between (the "actually" marks it as well)
    # ("no wait the venue's by the 16th": "wait" marks it too, a comma or not)
    # ("no sorry, Saoirse is a bridesmaid": the apology said with the "no", one lead)
    r"^(?:no|nope|nah|wrong|not\s+quite)(?:\s+wait|\s+sorry|\s+soz|\s+my\s+bad)?\s*"
    r"(?:[,:;!.\-–—]+\s*|(?=actually\b)|(?<=wait)\s)"
    r"(?:actually\s*,?\s*)?(?P<a>.+)$"
    r"|^no\s+(?P<b>(?:that|it|this)\b.+)$"
    r"|^actually\s*[,:]?\s+(?P<c>.+)$"
    r"|^(?:(?:correction|small\s+correction|to\s+correct(?:\s+that)?|let\s+me\s+correct\s+that|sorry|oops|wait)"
    r"\s*[:,\-–—!]"
    # "sorry the deck is due monday": an apology, then the statement it puts right
    r"|(?:sorry|soz|oops|whoops|my\s+bad|my\s+mistake)\s(?!\s*(?:to|for|about|if|but|again|everyone|all|guys)\b)"
    # "misread the quote, the budget is 35k", "i misheard, ...", "got that wrong - ...": the slip, named
    r"|(?:i\s+)?(?:mis(?:read|heard|spoke|typed|counted|remembered|quoted|wrote)|got\s+(?:it|that|this)\s+wrong"
    r"|(?:got\s+)?mixed\s+(?:(?:it|that|them|things)\s+)?up)"
    r"(?:\s+(?:it|that|this|(?:the|my|your|their|his|her)\s+[\w'-]+(?:\s+[\w'-]+)?))?\s*[,:;\-–—])"
    r"\s*(?:actually\s*,?\s*)?(?P<d>.+)$",
    _I,
)
_THAT_WAS = re.compile(
    r"^(?:(?P<who>that|it|this)(?P<verb>'s|\s+is|\s+was|\s+were|\s+happened|\s+should\s+(?:have\s+)?be(?:en)?"
    r"|\s+must\s+have\s+been|\s+is\s+due|'s\s+due|\s+was\s+due|\s+took\s+place|\s+started|\s+changed)?\s+)?"
    r"(?:actually\s+)?(?:(?:in|on|at|from|by|due)\s+)?(?P<d>.+)$",
    _I,
)
_HAPPENED = re.compile(
    # "the numbers are due wed not thurs", "Q4 numbers due wed not thurs": plural or with its verb dropped
    r"^(?P<t>.+?)(?:\s+(?P<verb>(?:is|are|was|were)\s+(?:actually\s+)?due|happened|was|were|took\s+place|started|changed|occurred"
    # "the gas man is coming on Friday, not Thursday": the day of a visit
    r"|(?:is|are)\s+(?:actually\s+)?(?:coming|arriving|visiting)(?:\s+(?:in|over|round|around|by))?"
    r"|is|are"
    r"|began|due"
    # "it runs out the 3rd, not the 5th", "the lease ends the 30th not the 31st": the day a thing ends
    r"|(?:runs|ran)\s+out|expires|expired|lapses|lapsed|ends|ended)"
    r"|['’]s\s+(?P<due>due|(?:actually\s+)?(?:coming|arriving|visiting)(?:\s+(?:in|over|round|around|by))?))(?:\s+actually)?\s+(?:(?:in|on|at|from|by)\s+)?(?P<rest>.+)$",
    _I,
)
# "… is at 4 not 3": after "at", two bare numbers are hours of the day (a time and the wrong one)
_AT_HOURS = re.compile(
    r"\s+at\s+(?P<new>\d{1,2}(?:[:.]\d\d)?)\s*,?\s+(?:and\s+)?not\s+(?:at\s+)?(?P<old>\d{1,2}(?:[:.]\d\d)?)[\s.!]*$", _I
)
_HOURS_A_DAY = 24


def at_hours(s: str, m: re.Match[str]) -> CorrectTime | None:
    """ "the dentist is at 4 not 3", "sorry the plumber call is at 11 not 10": a thing's clock
    time put right, said with "at" and bare hours (which a pair of bare numbers alone is not)."""
    hours = _AT_HOURS.search(s, m.start("verb"))
    if hours is None or hours.start() != m.end("verb"):
        return None
    if any(int(re.split(r"[:.]", hours[k])[0]) > _HOURS_A_DAY for k in ("new", "old")):
        return None
    return CorrectTime(new_text=hours["new"], new=None, month_only=None, target=None, old=None, old_text=hours["old"])


# "dentist's at 4 not 3": the thing, "'s" for "is", and a clock time
_S_AT = gated(re.compile(r"^(?P<t>[^\W\d][\w\- ]{0,40}?)['’]s\s+at\s+(?=\d)", _I))
_S_DAY = re.compile(
    r"^(?P<t>[^\W\d][\w\- ]{0,40}?)['’]s\s+(?P<rest>(?:(?:on|in)\s+)?(?:the\s+|next\s+|this\s+)?\S+\s+.*\bnot\b.+)$", _I
)
_WEEKDAY = WEEKDAY_NAME + r"\b"
# "party sat not fri", "delivery mon, not thurs": a thing, its day and the day it is not, the "is" dropped
_BARE_DAY = re.compile(
    r"^(?P<t>[^\W\d][\w\- ]{0,40}?)\s+(?P<rest>(?P<new>" + _WEEKDAY + r")\s*,?\s+not\s+(?:on\s+)?"
    + _WEEKDAY + r")[\s.!]*$",
    _I,
)
# what makes the words before such a day no thing's name: a to-do's verb ("call mum mon not thurs" is a
# to-do due monday), someone doing it ("we sat not fri") or a connector the day belongs to ("for", "by")
_NOT_BEFORE_DAY = re.compile(
    r"\b(?:i|i'm|im|we|we're|you|u|he|she|they|it|it's|its|said|says|say|told|tell|meant|mean|thinks?|reckons?"
    r"|wants?|prefers?"
    # a slip owned, never a thing: "sorry mon not weds", "oops sat not sun"
    r"|sorry|soz|oops|no|nope|nah|wait|actually|hm+|um+|erm+|ok|okay|yes|yeah|correction|typo|meant"
    # "party now sat not fri": a move said with "now", read by the move forms
    r"|now)\b"
    r"|\s(?:for|by|on|from|to|until|till|til|before|after)$",
    _I,
)
# "the acme call, its 3pm not 2", "oh and the dentist, it's at 4 not 3": the thing named first, then
# taken up again by "it" (a left dislocation): "the acme call is 3pm not 2"
_TAKEN_UP = re.compile(
    # (not a slip named first: "wrong person, it's Ola not Olu", "Aoife's spelt wrong, its Aoibhe not Aoife")
    r"^(?:(?:oh|and|also|btw|ok|okay|so|re)\s*,?\s+)*(?P<t>(?!(?:no|nope|nah|sorry|oops|wait|actually|hmm|yes|yeah)\b)"
    r"(?![^,]*\b(?:wrong|spelt|spelled|mistake|typo|mixed|meant)\b)"
    r"[^\W\d][^,]{0,40}?)\s*,\s*(?:it's|its|it’s|it\s+is)\s+(?P<rest>\S.*\bnot\b.+)$",
    _I,
)
_NEW_NOT_OLD = gated(re.compile(r"^(?P<new>.+?)\s*,?\s+(?:and\s+)?not\s+(?:(?:in|on|at|from|by)\s+)?(?P<old>.+)$", _I))
_NOT_OLD_NEW = re.compile(r"^not\s+(?P<rest>.+)$", _I)
_DATE_LEAD = re.compile(r"^(?:(?:in|on|at|from|by)\s+)", _I)
_PAIR_CUT = re.compile(r"\s*[,;:]\s*(?:but\s+)?|\s+but\s+|\s+", _I)
_PAST_VERB = gated(re.compile(r"\b(?:was|were|happened|took|started|changed|began|occurred|had|did)\b", _I))
_FORTY_DAYS = timedelta(days=40)  # a month-precision date spanning one month, not a season
_DAY_ONLY = re.compile(r"^(?:on\s+)?(?:the\s+)?(?P<d>\d{1,2})(?:st|nd|rd|th)$", _I)


# "start date is actually 10 May", "deadline's the 30th actually", "the due date should be friday":
# a date named only by what kind of date it is
_NAMED_DATE = re.compile(
    r"^(?:the\s+|my\s+|our\s+|his\s+|her\s+|their\s+)?(?P<t>(?:[\w-]+\s+)?(?:deadline|due\s+date|date|day))"
    r"(?:'s|\s+is|\s+was|\s+should\s+be|\s+will\s+be)\s+(?P<actually>actually\s+)?(?:(?:on|by|due)\s+)?(?P<d>.+?)"
    r"(?:\s*,?\s*actually)?$",
    _I,
)
_DATE_KIND = re.compile(r"\s*(?:deadline|due\s+date|date|day)$", _I)


def named_date(s: str, ctx: _Ctx, *, marked: bool) -> list[Intent] | None:
    """A date corrected by its kind: the thing it belongs to is the one the words before the
    kind name ("start date" -> start), else the dated thing the conversation touched last. Only
    as a correction: "actually" in it, or ``marked`` by the sentence ("sorry, …")."""
    m = _NAMED_DATE.match(s.strip())
    if m is None or not (marked or m["actually"] or re.search(r"\bactually$", s.strip(), _I)):
        return None
    new = ctx.date(m["d"], _tense(s))
    if new is None:
        return None
    target = _DATE_KIND.sub("", _phrase(m["t"])).strip()
    return [_correct_time(new, None, target or None, ctx)]


# "*22nd", "Amani*": one asterisk before or after a short value, nothing else but an apology
# ("9:45* sorry", "*Basel my bad")
_SORRY = r"(?:\s*[,.!\-–—]?\s*(?:sorry|soz|oops|whoops|my\s+bad|mb|typo|lol|apologies))*[\s.!]*"
_STARRED = re.compile(rf"^\*(?=[^\s*])(?P<v>[^*]{{1,40}}?){_SORRY}$|^(?P<w>[^*\s][^*]{{0,39}})\*{_SORRY}$", re.I)
# "Savannah* not Atlanta", "23rd* same time": the starred value, then the old one or "same time"
_STARRED_MORE = re.compile(
    r"^(?P<w>[^*\s][^*]{0,39}?)\*\s*,?\s*(?:(?P<old>not\s+[^*]{1,30})|(?:at\s+)?(?:the\s+)?same\s+time)[\s.!]*$", _I
)


# "half 4 not half 3" (British and Irish "half past"): a time put right, never a name
_HALF_HOUR = re.compile(
    r"\bhalf\s+(1[0-2]|[1-9])\b(?!\s*(?:[:.]\d|an?\b|of\b|the\b|hours?\b|past\b|price\b|dozen\b))", _I
)


def _correction(s: str, ctx: _Ctx) -> list[Intent] | None:
    """Corrections of a date, a value or a name; None when the sentence is not one."""
    s = year_corrected(s, ctx.now.astimezone(ctx.tz))  # "it was april last year actually, not this year"
    if " not " in s:  # "half 4 not half 3": the pair read as times ("sorry, it's at half 3" stays as said)
        s = _HALF_HOUR.sub(r"\1:30", s)
    why = _WHY_AFTER.match(s)
    if why is not None and _CORR_PREFIX.match(why["head"]):
        # "no wait the service is fri 8am, they were full thurs": the correction, then why (never a second change)
        found = _correction(why["head"], ctx)
        if found and all(isinstance(i, (CorrectTime, CorrectValue)) for i in found):
            return found
    agreed = confirmed_fact(s, ctx)  # "yep that's right, jess is project lead": checked, not news
    if agreed:
        return list(agreed)
    # "no the other one", "that number's wrong", "that's not right abt Fatma": which, or what, recap asks
    other = other_one(s) or named_wrong(s) or wrong_about(s)
    if other is not None:
        return other
    retimed = other_time(s, ctx)  # "can we do 5 instead", "same day but 10am": a time on the same day
    if retimed:
        return retimed
    inside = _ACTUALLY_INSIDE.match(s)
    if inside and has_date_words(inside["rest"]):  # "it's actually due monday": "actually, it's due monday"
        return _correction(f"actually, {inside['it']} {inside['rest']}", ctx)
    valued = _IS_ACTUALLY.match(s)
    if valued is not None:  # "fiesta budget's actually Q15,000": "actually, fiesta budget's Q15,000", a value
        found = _correction(f"actually {valued['head']} {valued['tail']}", ctx)
        if found and all(isinstance(i, CorrectValue) for i in found):
            return found
    arrow = arrowed(s)  # "20th -> 21st": "not 20th, 21st"
    if arrow is not None:
        return _correction(arrow, ctx)
    if (hours := hours_put_right(s)) is not None:  # "no it closes at 10pm": the place's closing time
        return [hours]
    should = should_have_been(s)  # "it was supposed to be the 26th, my bad": "sorry, the 26th"
    if should is not None:
        return _correction(should, ctx)
    meant = meant_promise(s, ctx)  # "oops i meant Ethan will send it by thurs": its date put right
    if meant:
        return meant
    said = said_day(s, ctx) or their_day(s, ctx)  # "hmm no, I said weds", "X can't do jul 2, he said the 9th"
    if said is not None:
        return _correction(said, ctx)
    denied = denied_date(s)  # "Georgia didn't start in feb, it was march"
    if denied is not None:
        return _denied_time(*denied, ctx)
    star = _STARRED.match(s)
    if star:  # "*22nd", "*Amani": a typo put right the way chats do, with an asterisk
        return _correction(f"sorry, {(star['v'] or star['w']).strip()}", ctx)
    more = _STARRED_MORE.match(s)
    if more:  # a day put right keeps its time of day, so "same time" says nothing more
        return _correction(f"sorry, {more['w'].strip()} {more['old'] or ''}".strip(), ctx)
    taken_up = _TAKEN_UP.match(s)
    if taken_up:
        return _correction(f"{taken_up['t']} is {taken_up['rest']}", ctx)
    day = _S_DAY.match(s)
    if day and has_date_words(" ".join(day["rest"].split()[:2])) and not _DATE_KIND.search(day["t"]):
        s = f"{day['t']} is {day['rest']}"  # "the party's sunday not sat": "'s" is "is" before a day
    # "mum lands at 7:15 not 6:40": her landing's time put right ("number ends in 7 not 1" is its end)
    ended = end_correction(s)
    clocked = None if ended else verb_clock(_LED.sub("", s))
    if clocked is not None:
        return [clocked]
    name = ended or owner_correction(s) or name_correction(s) or part_correction(s) or spelt_correction(s)
    if name is not None:
        return [name]
    swap = swapped(s)
    if swap is not None:
        return swap
    named = named_date(s, ctx, marked=False)
    if named:
        return named
    said_is = _S_AT.sub(r"\g<t> is at ", s, count=1)  # "dentist's at 4 not 3": "dentist is at …"
    m = _HAPPENED.match(said_is)
    if m:
        found = _new_not_old(m["rest"], ctx, _tense(m["verb"] or m["due"]))
        target = re.sub(r"^(?:that|this)\s+", "", _LED.sub("", _phrase(m["t"])), flags=_I)
        target = None if target.lower() in ("it", "that", "this", "") else target
        if found:
            return [_correct_time(found[0], found[1], target, ctx)]
        clock = clock_pair(m["rest"]) or at_hours(said_is, m)  # "lunch w Chloé is 12:30 not 1", "… is at 4 not 3"
        if clock:
            return [replace(clock, target=target)]
    either = either_day_said(_LED.sub("", s), ctx)  # "not the 20th, the 10th or 11th": which, recap asks
    if either:
        return either
    bare = _BARE_DAY.match(s)
    if bare and not _NOT_BEFORE_DAY.search(bare["t"]) and bare["t"].split()[0].lower() not in TODO_VERBS:
        # "party sat not fri": "party is sat not fri" (only where no other reading took the words)
        return _correction(f"{bare['t']} is {bare['rest']}", ctx)
    pair = _not_old_new(s, ctx) or _new_not_old(s, ctx, _tense(s))
    if pair is not None:
        return [_correct_time(pair[0], pair[1], None, ctx)]
    m = _CORR_PREFIX.match(_kin_led(_MUSED.sub("", s)))  # "hmm no, …": a hesitation before the lead
    if m is None:
        # "nvm essay due mon", "scratch that, the inspection is on the 14th": a thing's day said again
        # after a "never mind" is that day put right (what else follows one is a plan let go)
        let_go = _LET_GO_LEAD.match(s)
        # "wait essay due mon": second thoughts on a thing's due (only its due: "wait the plumber's at the door")
        waited = _WAIT_LEAD.match(s)
        again = (let_go and _said_again(let_go["rest"], ctx)) or (waited and _said_again(waited["rest"], ctx, due=True))
        return again or _fact_not_old(s, ctx) or bare_correction(s, ctx)
    rest = (m["a"] or m["b"] or m["c"] or m["d"]).strip()
    inner = corrected_at(rest, ctx) or _correction_rest(rest, ctx)  # "sorry, lunch at 11": lunch's time
    inner = asked_when_vague(inner, ctx)  # "sorry, mid-march": no one day, so asked
    if inner is not None:
        return inner
    return bare_correction(s, ctx)


# a reason said after a correction: a comma, a dash or "cos", then someone or something and how it was
# ("they were full thurs", "cos the garage was booked up", "she's off that day")
_WHY_AFTER = re.compile(
    r"^(?P<head>.+?)(?:\s*[,;]\s*|\s+[-–—]+\s+|\s+(?=(?:cos|coz|cuz|because|since)\s))"
    r"(?:(?:cos|coz|cuz|because|since)\s+)?(?:they|he|she|we|i|it|(?:the|my|our)\s+[\w'-]+(?:\s+[\w'-]+)?)"
    r"(?:\s+(?:were|was|are|is|had|have|has|couldn'?t|can'?t|didn'?t|don'?t|won'?t|got)|'re|'s|'d)\s+\S.*$",
    _I,
)


_FACT_NOT_OLD = gated(re.compile(
    # (a comma between a figure's thousands is no cut: "$15,000 not $12,000")
    r"^(?P<new>.+?)\s*,?\s+(?:and\s+)?not\s+(?P<old>(?:[^,]|(?<=\d),(?=\d{3}(?!\d)))+)$"
    r"|^not\s+(?P<old2>(?:[^,—–-]|(?<=\d),(?=\d{3}(?!\d)))+?)\s*[,—–-]+\s*(?P<new2>.+)$",
    _I,
))


# "Callum's at St Michael's, not Victoria College": where someone is (a school, a firm, a place), said by "at";
# the old value tells which of their facts
_WHO_AT = re.compile(r"^(?P<who>[A-Z][\w-]+(?:\s+[A-Z][\w-]+)?)\s*['’]s\s+(?:at|with)\s+(?P<v>[A-Z0-9].*)$")


def _fact_not_old(s: str, ctx: _Ctx) -> list[Intent] | None:
    """ "Omar is COO, not CEO": the value was wrong. With "now" ("is on the mobile team now,
    not web") it is a change, read as a plain fact."""
    m = _FACT_NOT_OLD.match(s)
    if m is None:
        return None
    new, old = without_slip(m["new"] or m["new2"]), m["old"] or m["old2"]
    if len(old.split()) > 4 or re.search(r"\bnow\b", new, _I):
        return None
    if _FROM_DATE.search(new):  # "from monday Dad's dose is 5mg, not 10": a change from then, the old value news
        return [c for c in _facts(new, ctx) if isinstance(c, StateClaim) and c.effective is not None] or None
    if (at := _WHO_AT.match(_LED.sub("", new))) and ctx.date(old) is None:
        return [CorrectValue(at["who"], "", _phrase(at["v"]), old=_phrase(old))]
    found = pronoun_fact(new, ctx)
    if not found and _BARE_ATTRIBUTE.match(new):  # "code is 4417 sorry, not 4471": the attribute without "the"
        found = pronoun_fact(f"the {new}", ctx)
    if any(isinstance(i, CorrectValue) and back_value(i.value) for i in found or []):
        # "actually Lena's back on the 11th, not the 14th": her return, a status from then (never her leave undone)
        return [c for c in _facts(new, ctx) if isinstance(c, StateClaim) and back_value(c.value)] or None
    if (old_day := ctx.date(old)) is not None:
        # "Ravi's moving to Pune in March not Feb": the fact said again with its day, the day put right
        dated = [c for c in _facts(_LED.sub("", new), ctx) if isinstance(c, StateClaim) and c.effective is not None]
        if len(dated) == 1 and dated[0].effective is not None and dated[0].subject:
            return [_correct_time(dated[0].effective, old_day, dated[0].subject, ctx)]
        if (going := _GOING_ON.match(_LED.sub("", new))) and (new_day := ctx.date(going["d"])) is not None:
            # "Ravi's moving in March not Feb": the day of his move put right, its place left as kept
            return [_correct_time(new_day, old_day, going["who"], ctx)]
    if found and _IT_IS.match(new):
        # "it's the Davao branch, not Cebu": "it" names no kind of fact; the old value says which
        return [replace(i, predicate="", old=_phrase(old)) if isinstance(i, CorrectValue) and not i.subject else i
                for i in found]
    return found


# someone's change said by its verb and day alone: "Ravi's moving in March", "Ana is starting on the 9th"
_GOING_ON = re.compile(
    r"^(?P<who>(?!(?:it|he|she|they|we|i|you|that|this|there|who|what|every\w+|some\w+|no\w+)\b)[A-Za-z][\w-]+)"
    r"(?:'s|\s+is|\s+are)\s+"
    r"(?:moving|relocating|leaving|starting|retiring|joining|back)\s+(?P<d>(?:in|on|from|at\s+the\s+end\s+of)\s+\S.*)$"
)
_FROM_DATE = re.compile(r"^(?:from|as\s+of|starting|effective)\s+\w", _I)
# "it's actually due the 9th", "that's actually friday", "oh they actually need them by tmrw": the
# correction's "actually" said after its "it" (or whoever holds the deadline), a hesitation before it
_ACTUALLY_INSIDE = re.compile(
    r"^(?:(?:oh+|ah+|hm+|um+|so|ok|okay)\s*,?\s+)?(?P<it>(?:it|that|this)(?:'s|s|\s+is|\s+was)|he|she|they)"
    r"\s+actually\s+(?P<rest>\S.*)$",
    _I,
)
_IT_IS = re.compile(r"^(?:it|that|this)(?:'s|s|\s+is|\s+was)\s", _I)
# a thing's value said with "actually" after its verb: "fiesta budget's actually Q15,000" (a fact put right)
# (only an attribute of a thing: "Maya's actually in Berlin" is where she is, read as a fact)
_IS_ACTUALLY = re.compile(
    r"^(?P<head>(?!(?:it|that|this|i|we|you|he|she|they)\b)[^,;]{0,60}?\b(?:" + _ATTR_NOUNS + r")"
    r"(?:\s+(?:is|are)|'s|'re))\s+actually\s+(?P<tail>\S.*)$",
    _I,
)


_MUSED = re.compile(
    r"^(?:hm+|um+|erm*|uh+|ah+|oh+|ach|och)\s*[,.!…]*\s*(?=(?:no|nope|nah|actually|sorry|oops|wait)\b)", _I
)
# "ute's due back sat", "the deck is actually due fri": a thing's due said again, after a correction's lead
_DUE_SAID = re.compile(
    r"^(?:the\s+|my\s+|our\s+)?(?P<t>(?!(?:it|that|this|which)\b)[^\W\d][\w'\-]*?(?:\s+[\w'\-]+?){0,3}?)"
    # ("actually essay due mon": the "is" left out, as notes leave it)
    r"(?P<is>'s|’s|\s+is|\s+was)?\s+(?:actually\s+)?due\s+(?:back\s+|in\s+|out\s+)?(?:on\s+|by\s+)?(?P<d>.+?)[\s.!]*$",
    _I,
)
# "actually Noah's dentist is at 3:30", "the vet's on the 15th", "the venue's by the 16th", "sorry the
# play's the 18th": a thing's time or day said again (a bare number is an age or an amount, never a time)
_AT_SAID = re.compile(
    r"^(?:the\s+|my\s+|our\s+)?(?P<t>(?!(?:it|that|this|which|he|she|they|i|we)\b)[^\W\d][\w'\-]*(?:\s+[\w'\-]+){0,3}?)"
    r"(?:'s|’s|\s+is|\s+was)\s+(?:actually\s+|now\s+)?(?P<d>(?:at|@|on|by)\s+.+?|(?![\d\s.!]+$).+?)[\s.!]*$",
    _I,
)
_ACTUALLY_LAST = re.compile(r"[\s,]+(?:actually|in\s+fact|after\s+all)[\s.!]*$", _I)
_MORE_LEAD = re.compile(
    r"^(?:sorry|soz|oops|wait|my\s+bad|(?:my\s+|a\s+)?typo|(?:i\s+)?(?:got\s+)?mixed\s+(?:(?:it|that|them|things)\s+)?up"
    r"|(?:i\s+)?mis(?:read|heard|spoke|typed|remembered))\s*[,:;!\-–—]+\s*",
    _I,
)


# "no his brother Alasdair owns it": a no, then the right one named by kin, with no comma between
_NO_KIN = re.compile(r"^(?P<no>no|nope|nah)\s+(?=\S)", _I)


def _kin_led(s: str) -> str:
    """``s`` with the comma a plain "no" leaves out before whom it names by kin and name ("nah his
    sister Deirdre owns it" is "nah, his sister …"); else ``s`` as it is."""
    m = _NO_KIN.match(s)
    if m is None or not KIN_BEFORE_NAME.match(s[m.end() :]):
        return s
    return f"{m['no']}, {s[m.end():]}"


# a verb or a person in what comes before "due" with no "is": "I have an essay due mon" is news
# ("the nursery fees are due the 8th": a plural's verb is read where it is, by the move forms)
_COPULA_IN = re.compile(r"\b(?:are|were|is|was|be|been)$", _I)
_NOT_A_THING = re.compile(r"\b(?:to|i|we|you|he|she|they|have|has|had|got|need|needs|must)\b", _I)


def _due_said(text: str) -> re.Match[str] | None:
    """:data:`_DUE_SAID` matched, where what is due is a thing."""
    m = _DUE_SAID.match(text)
    return m if m is not None and (m["is"] or not (_NOT_A_THING.search(m["t"]) or _COPULA_IN.search(m["t"]))) else None


_LET_GO_LEAD = re.compile(
    r"^(?:nvm|nvrm|never\s*mind|(?:scratch|scrap|strike)\s+that)\s*[,:;!.\-–—]*\s+(?P<rest>\S.*)$", _I
)


_WAIT_LEAD = re.compile(
    r"^(?:oh+\s+)?wait\s*(?:[,:;!.\-–—]+\s*|\s(?!(?:for|till|until|on|up|and|in|a|an)\b))(?P<rest>\S.*)$", _I
)


def _said_again(rest: str, ctx: _Ctx, *, due: bool = False) -> list[Intent] | None:
    """ "the inspection is on the 14th", "essay due mon": a thing named with its due or day said
    again (with ``due``, only its due), that day put right; None for anything else."""
    for said in (_due_said(rest.strip()), None if due else _AT_SAID.match(rest.strip())):
        if said and (new := ctx.date(said["d"], "future")) is not None and new.text.strip() == said["d"].strip(" .!"):
            return asked_when_vague([_correct_time(new, None, said["t"], ctx)], ctx)
    return None


# an attribute named bare at the start, lower case: "budget is 4.6 million roubles", "wifi password is kauri777"
_BARE_ATTRIBUTE = re.compile(
    r"^(?!(?:it|this|that|he|she|they|there|here|what|who|which|everything|nothing|all)\b)[a-z]+(?:\s+[a-z]+)?\s+is\s+\S"
)


def _correction_rest(rest: str, ctx: _Ctx) -> list[Intent] | None:
    rest = _MORE_LEAD.sub("", rest.strip())  # "no sorry, …": one lead said twice
    rest = _ACTUALLY_LAST.sub("", rest)  # "oops the flight is on the 15th actually": the 15th
    rest = uncleft(rest)  # "it's Anneliese who owns the billing service"
    rest = KIN_BEFORE_NAME.sub("", rest)  # "nah, her cousin Marama owns it": Marama
    nested = _correction(rest, ctx) if re.search(r"\bnot\b", rest, _I) else named_date(rest, ctx, marked=True)
    if nested:
        return nested
    due = _due_said(rest)  # "no, ute's due back sat": the thing named, due then
    if due and (new := ctx.date(due["d"], "future")) is not None and new.text.strip() == due["d"].strip(" .!"):
        return asked_when_vague([_correct_time(new, None, due["t"], ctx)], ctx)
    said = _AT_SAID.match(rest)  # "actually Noah's dentist is at 3:30": that thing, at that time
    if said and (new := ctx.date(said["d"], "future")) is not None and new.text.strip() == said["d"].strip(" .!"):
        return asked_when_vague([_correct_time(new, None, said["t"], ctx)], ctx)
    m = _THAT_WAS.match(rest)
    if m and m["d"]:
        prefer = _tense(m["verb"] or "")
        new = ctx.date(m["d"], prefer)
        if new is not None:
            return [_correct_time(new, None, None, ctx)]
    main, detail = _split_detail(rest)
    claims = [c for c in _facts(main, ctx) if isinstance(c, StateClaim)] or lower_case_claims(main, ctx)
    claims = claims or glued_owner_claims(main, ctx)  # "no, harpers surname is Ngo"
    if not claims and _BARE_ATTRIBUTE.match(main):  # "no, budget is 4.6 million": the attribute said without "the"
        claims = [c for c in _facts(f"the {main}", ctx) if isinstance(c, StateClaim) and c.anchor]
    if claims:
        c = claims[0]  # "no, she reports to Maya": the subject is whom the conversation touched last
        if c.anchor:  # "sorry, the wifi password is kauri777": the fact of that attribute, whoever's
            return [CorrectValue("", c.anchor, c.value, c.scope), *_also_stated(detail, c, ctx)]
        unnamed = c.subject in SOMEONE or pointed(c.subject)  # "sorry, Achieng owns it": the thing touched last
        return [CorrectValue("" if unnamed else c.subject, c.predicate, c.value, c.scope),
                *_also_stated(detail, c, ctx)]
    by_old = corrected_by_old(rest)  # "sorry, ruby goes to Bronte Public not Bondi"
    return [by_old] if by_old else None


def _also_stated(detail: str, corrected: StateClaim, ctx: _Ctx) -> list[Intent]:
    """ "sorry, Dr Eze is the consultant, Sister Ada is matron": after the fact put right, a
    fact about someone else named in full, said as news."""
    if not detail:
        return []
    found = [c for c in _facts(detail, ctx) if isinstance(c, StateClaim)]
    return [c for c in found if c.subject not in SOMEONE and c.subject != corrected.subject]


# "Jess starts the 11th not the 4th": a present tense of what is yet to happen leans ahead too
_FUTURE_VERB = re.compile(
    r"(?:\b(?:is|will|should|due|are|be|starts|begins|joins|leaves|arrives|lands|moves|opens|closes|ends"
    r"|finishes|kicks\s+off|coming|arriving|visiting)\b|'s\b|'ll\b)",
    _I,
)


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
    if new is not None and _THIS_ONE.match(m["old"].strip()):
        # "the dentist is next fri not this one": the old date is the one it has, and "next fri"
        # is the later of the two it could mean (no doubt left)
        return replace(new, doubt=None), None
    if new is not None and counts_both(m["new"], m["old"]):
        return new, None  # "in 5 days not 3": the count put right, no 3rd of any month
    # "jan 5 not 4", "jan 5 not the 4th": a day said bare is of the month the new one names
    old = (day_of_same_month(m["old"], new, ctx.tz) if new is not None else None) or ctx.date(m["old"], prefer)
    if new is None or old is None:
        return None
    return new, old


# a correction's marker before the thing it names: "actually | the dentist is …"
_LED = re.compile(r"^(?:(?:actually|sorry|oops|no|wait|so|ok|okay|ah|oh|ugh|argh|hm+|um+)\s*,?\s+)+", _I)
# the old side said by pointing at it: "not this one", "not that one", "not this week's"
_THIS_ONE = re.compile(r"^(?:this|that|the\s+one|the\s+other)(?:\s+(?:one|week'?s?(?:\s+one)?|time|day))?$", _I)


def _bare_month(spec: DateSpec, ctx: _Ctx) -> int | None:
    """The month number when ``spec`` is a month given without a year ("March")."""
    if spec.precision.value == "month" and not spec.year_given and spec.end - spec.start < _FORTY_DAYS:
        return spec.start.astimezone(ctx.tz).month
    return None


def _denied_time(target: str, new_text: str, old_text: str, ctx: _Ctx) -> list[Intent] | None:
    """The date put right by "<target> didn't start <old>, it was <new>": both in the past."""
    old, new = ctx.date(old_text, "past"), ctx.date(new_text, "past")
    if old is None or new is None:
        return None
    return [_correct_time(new, old, target, ctx, past=True)]


def time_put_right(new: DateSpec, old: DateSpec, target: str, *, now: datetime, tz: ZoneInfo) -> CorrectTime:
    """The correction of ``target``'s date ``old`` to ``new``, built as the reader builds one from
    "in March, not February", for a caller that knows the old date from what is kept ("jake's move
    got pushed to march": :mod:`memory.planned_change`)."""
    return _correct_time(new, old, target, _Ctx(now=now, tz=tz, lowercase=False))


def _correct_time(
    new: DateSpec, old: DateSpec | None, target: str | None, ctx: _Ctx, *, past: bool = False
) -> CorrectTime:
    # "in April, not June": the old month is the June nearest to now, the new one the April
    # nearest to that June (so neither flips into another year by the past/future rule); an old
    # date said ``past`` ("didn't start in feb") is the one read as past.
    if old is not None and not past and (old_month := _bare_month(old, ctx)) is not None:
        old = replace(nearest_month(old_month, ctx.now, ctx.tz), text=old.text)
    if old is not None and (new_month := _bare_month(new, ctx)) is not None:
        new = replace(nearest_month(new_month, old.start, ctx.tz), text=new.text)
    # "no, since the 5th": the day a fact became true, put right as the date it puts right is read
    text = re.sub(r"^(?:in|on|at|from|by|since|as\s+of)\s+", "", new.text, flags=_I)
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
