"""Changes to a to-do said with what led to them, read over the whole sentence (its comma
included) before it is cut into clauses:

- "haven't done the expenses yet, will do it tonight": the expenses to-do moved to tonight
  (or, with none open, a new one), never a to-do "do it";
- "Farah needs it sooner, by the 23rd": the to-do for Farah moved to the 23rd;
- "Kasia needs the invoice a day early now": the to-do for Kasia moved a day earlier;
- "advisor gave me till the 15th": the to-do for the advisor moved to the 15th; "Kwame's ref
  letter — they gave me till the 1st": the thing named first moved;
- "tailor rang, the suit won't be ready till saturday": what waits on the suit moved to then;
- "pay the electric bill earlier, on the 7th, so no penalty": the to-do said again with its new day;
- "cant make thurs, do it friday instead": the day that does not work, then the one that does;
- "accountant's on holiday till the 1st, so I'll call her then": the to-do with them, then;
- "myras school closes early wed so pickup is 12:30 now": the pickup at its new time of day;
- and the reasons :func:`memory.understanding._lifecycle._because` reads ("… so cancel that").
"""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import timedelta

from memory.understanding._commitment_intro import TODO_VERBS, _base, _imperative_shape
from memory.understanding._due_doubt import unsure_dues
from memory.understanding._facts import _someone
from memory.understanding._lifecycle import _NUMBERS, _because, _plain, _read_date, _target
from memory.understanding._phrases import _I, BARE_THING, _Ctx, _person, _phrase
from memory.understanding._prefilter import gated
from memory.understanding._time_only import now_at
from memory.understanding.intents import Intent, MoveCommitment, NewCommitment
from memory.understanding.timex import find_spans

_NOT_YET = re.compile(
    r"^(?:i\s+)?(?:still\s+)?(?:haven't|havent|have\s+not|didn't|didnt|did\s+not)\s+"
    r"(?:(?:got|gotten)\s+(?:a)?round\s+to\s+|had\s+(?:the\s+)?time\s+(?:to|for)\s+)?(?P<v>[a-z]+)\s+(?P<a>.+?)"
    r"(?:\s+yet)?\s*(?:,|;|\s[-–—])\s*(?:but\s+|so\s+)?(?:(?:i'll|ill|i\s+will|will|gonna|i'm\s+gonna|i'm\s+going\s+to"
    r"|going\s+to|can|i\s+can)\s+)?(?:do|get\s+to|get|finish|send|sort|tackle|deal\s+with)\s+(?:it|them|that|those)"
    r"(?:\s+(?:by|on|before))?\s+(?P<d>.+)$",
    _I,
)
_DONE_VERBS = {"done", "do", "finished", "finish", "started", "start", "tackled", "tackle"}
# "Farah needs it sooner, by the 23rd", "the landlord wants the forms earlier - friday"
_SOONER = gated(re.compile(
    r"^(?P<p>[A-Za-z][\w'\-]*(?:\s+[A-Z][\w\-]*)?)\s+(?:needs|wants|asked\s+for|has\s+asked\s+for|would\s+like"
    r"|needs\s+to\s+have)\s+(?P<a>it|them|that|.+?)\s+(?:sooner|earlier|faster|quicker|back\s+sooner)\s*"
    r"(?:,|;|\s[-–—]|\s+now)?\s*(?:so\s+)?(?:by|on|before|for)?\s*(?P<d>\w.*)$",
    _I,
))


def changed(text: str, ctx: _Ctx) -> list[Intent] | None:
    """A change with what led to it (see the module doc), or None."""
    return (
        _said_earlier(text, ctx)
        or _cannot_make(text, ctx)
        or _back_then(text, ctx)
        or _not_yet(text, ctx)
        or _sooner(text, ctx)
        or _early(text, ctx)
        or _gave_until(text, ctx)
        or _when_ready(_not_ready(text, ctx), ctx)
        or _when_ready(_ready_on(text, ctx), ctx)
        or _because(text, ctx)
        or _so_now_at(text, ctx)
    )


# "myras school closes early wed so pickup is 12:30 now", "… so the call's at 4 instead": a reason,
# then the new time of a to-do (its own day kept, :func:`memory.understanding._time_only.now_at`)
_SO = re.compile(r"\s*(?:[,;]\s*)?\s+so\s+", _I)
_CHANGED = re.compile(r"\b(?:now|instead)\b", _I)


def _so_now_at(text: str, ctx: _Ctx) -> list[Intent] | None:
    cuts = list(_SO.finditer(text))
    if not cuts:
        return None
    change = text[cuts[-1].end() :].strip()
    if not _CHANGED.search(change):
        return None
    moved = now_at(change, ctx)
    return moved if moved and all(isinstance(i, MoveCommitment) for i in moved) else None


# "pay the electric bill earlier, on the 7th, so no penalty", "send the deck sooner - weds": a
# to-do said again with a word of change and its new date (and maybe why, after it); never
# "later", which new to-dos say ("ring mum later today")
_SAID_EARLIER = gated(re.compile(
    r"^(?P<a>[a-z][\w'\- ]+?)\s+(?:a\s+bit\s+|a\s+little\s+|a\s+day\s+|slightly\s+)?(?:earlier|sooner|instead)"
    r"\s*(?:[,;:]|[-–—])?\s*(?:(?:like|say|maybe|ideally|around)\s+)?(?:on|by|for|to|till|until)?\s*(?P<d>[^,;]+?)"
    r"(?:\s*(?:,|;|\s[-–—])?\s*(?:so|as|because|cos|coz|since|to\s+avoid)\b.*)?[\s!.]*$",
    _I,
))


def _said_earlier(text: str, ctx: _Ctx) -> list[Intent] | None:
    folded = text.casefold()
    if "earlier" not in folded and "sooner" not in folded and "instead" not in folded:
        return None
    m = _SAID_EARLIER.match(text.strip())
    if m is None or not _imperative_shape(m["a"]):
        return None
    due = _read_date(m["d"], ctx)
    target = _target(m["a"])
    if due is None or not target or target == "that":
        return None
    # with no such to-do open, the to-do itself, for then
    return [MoveCommitment(target, due, otherwise=NewCommitment(m["a"].strip(), "me", None, due))]


# "cant make thurs, do it friday instead", "can't do the 3rd - the 5th instead?", "not free weds,
# make it thursday": the day that does not work, then the one that does, for the to-do named or
# the one just talked about
_CANNOT_MAKE = gated(re.compile(
    r"^(?:(?:i|we)\s+)?(?:can't|cant|cannot|can\s+not|won't|wont|couldn't|couldnt)\s+(?:make|do)\s+(?P<a>.+?)"
    r"\s*(?:,|;|\s[-–—])\s*(?:so\s+)?(?:(?:can\s+we|could\s+we|let's|lets|we'll|i'll)\s+)?"
    r"(?:(?:do|make|have|move|push|shift)\s+(?:it|that|this|them)\s+(?:to\s+|on\s+)?|how\s+about\s+)?"
    r"(?P<d>[^,;]+?)(?:\s+instead)?[\s!.?]*$",
    _I,
))


# "tmrw's not gonna happen, sat instead", "thurs won't work - fri?", "the 3rd is a no go, the 5th instead":
# the day itself said not to work, then the one that does
_DAY_WONT = gated(re.compile(
    r"^(?P<a>[^,;]{2,25}?)(?:'s|\s+is)?\s+(?:(?:not|never)\s+(?:gonna|going\s+to)\s+(?:happen|work)|not\s+happening"
    r"|(?:won't|wont|doesn't|doesnt|isn't|isnt)\s+(?:gonna\s+)?(?:work|happen)|(?:a\s+)?no[\s-]go|no\s+good|out)"
    r"(?:\s+(?:for\s+me|for\s+us|anymore|any\s+more))?"
    r"\s*(?:,|;|\s[-–—])\s*(?:so\s+)?(?:(?:can\s+we|could\s+we|let's|lets|we'll|i'll)\s+)?"
    r"(?:(?:do|make|have|move|push|shift)\s+(?:it|that|this|them)\s+(?:to\s+|on\s+)?|how\s+about\s+)?"
    r"(?P<d>[^,;]+?)(?:\s+instead)?[\s!.?]*$",
    _I,
))


def _cannot_make(text: str, ctx: _Ctx) -> list[Intent] | None:
    folded = text.casefold()
    m = _DAY_WONT.match(text.strip())
    if m is not None:
        said = [span for span in find_spans(m["a"], now=ctx.now, tz=ctx.tz) if span.spec is not None]
        if len(said) != 1 or said[0].start > 0 or m["a"][said[0].end :].strip():
            return None  # "the van won't work, sat instead": a thing that does not work, no day
    elif not any(word in folded for word in ("n't", "cant", "cannot", "can not", "wont")):
        return None
    m = m or _CANNOT_MAKE.match(text.strip())
    if m is None:
        return None
    due = _read_date(m["d"], ctx)
    spans = [span for span in find_spans(m["a"], now=ctx.now, tz=ctx.tz) if span.spec is not None]
    if due is None or not spans:
        return None  # the day that does not work must be said: "can't make it, friday" may be anything
    thing = (m["a"][: spans[0].start] + m["a"][spans[0].end :]).strip(" ,")
    thing = re.sub(r"\s+(?:on|at|this|next)$", "", thing, flags=_I)
    target = _target(thing) if thing and not re.fullmatch(r"(?:it|that|this)", thing, _I) else "that"
    return [MoveCommitment(target or "that", due)]


# "accountant's on holiday till the 1st, so I'll call her then", "Omar is away until monday, will
# chase him after": whom the to-do is with is away till a day, and the user will do it then
_BACK_THEN = gated(re.compile(
    r"^(?:the\s+|my\s+|our\s+)?(?P<s>[^\W\d][\w'\- ]{0,30}?)(?:'s|s|\s+is|\s+are|'re)\s+"
    r"(?:on\s+(?:holiday|vacation|leave|annual\s+leave)|away|off(?:\s+sick)?|out(?:\s+of\s+(?:the\s+)?office)?|abroad|travelling|traveling|in\s+hospital"
    r"|not\s+(?:in|back|around|available))\s+(?:till|until|til|through|thru)\s+(?P<d>[^,;]+?)\s*(?:,|;|\s[-–—])?\s*"
    r"(?:so\s+|and\s+)?(?:(?:i'll|ill|i\s+will|will|gonna|i'm\s+gonna|im\s+gonna|going\s+to|i\s+can|can)\s+)"
    r"(?P<v>[a-z]+)\s+(?:her|him|them|it|that)\s+(?:then|after(?:wards)?|after\s+that|when\s+(?:she|he|they)"
    r"(?:'s|'re|\s+is|\s+are|\s+gets?|\s+comes?)\s+back|(?:on\s+)?(?P<d2>\S[^,;]*?))[\s!.]*$",
    _I,
))


def _back_then(text: str, ctx: _Ctx) -> list[Intent] | None:
    folded = text.casefold()
    if not any(word in folded for word in ("till", "until", "til ", "thru", "through")):
        return None
    m = _BACK_THEN.match(text.strip())
    if m is None or _base(m["v"].lower()) not in TODO_VERBS:
        return None
    due = _read_date(m["d2"], ctx) if m["d2"] else _read_date(m["d"], ctx)  # "then", said as its date already
    todo = f"{m['v']} {m['s'].strip()}"
    target = _target(todo)
    if due is None or not target or target == "that":
        return None
    # with no such to-do open, it is one, for then ("Sam's away till friday so I'll see him then")
    return [MoveCommitment(target, due, otherwise=NewCommitment(todo, "me", None, due))]


# "Kasia needs the invoice a day early now", "the school wants the forms two days earlier"
_EARLY = gated(re.compile(
    r"^(?P<p>[A-Za-z][\w'\-]*(?:\s+[A-Z][\w\-]*)?)\s+(?:needs|wants|asked\s+for|has\s+asked\s+for|would\s+like)"
    r"\s+(?P<a>it|them|that|.+?)\s+(?P<n>a|an|one|two|three|four|five|six|\d{1,2})\s+(?P<u>day|week)s?"
    r"\s+(?:early|earlier|sooner)(?:\s+now)?$",
    _I,
))


def _early(text: str, ctx: _Ctx) -> list[Intent] | None:
    m = _EARLY.match(text.strip())
    person = _person(m["p"], ctx) if m else None
    if m is None or person in (None, "me"):
        return None
    count = m["n"].lower()
    n = int(count) if count.isdigit() else _NUMBERS[count]
    unit = m["u"].lower()
    due = ctx.date(f"in {n} {unit}{'s' if n > 1 else ''}")
    if due is None:
        return None
    thing = _target(m["a"])
    action = person if thing in (None, "that", "them") else f"{thing} {person}"
    return [MoveCommitment(action, due, shift=-timedelta(days=n * (7 if unit == "week" else 1)))]


# "advisor gave me till the 15th", "Ms Okoro has given us until friday", "lindiwe gave me till
# monday for the form": more time from them (for the thing named after the date)
_GAVE_UNTIL = gated(re.compile(
    r"^(?:(?:the|my|our)\s+)?(?P<p>[A-Za-z][\w'\-]*(?:\s+[A-Z][\w\-]*)?)\s+(?:gave|has\s+given|have\s+given|'s\s+given)"
    r"\s+(?:me|us)\s+(?:an?\s+extension\s+|(?:more|extra)\s+time\s+|a\s+bit\s+longer\s+)?(?:till|until|til|to)\s+(?P<d>.+?)"
    r"(?:\s+(?:for|on|with)\s+(?P<a>(?:the|my|our|that|this)\s+.+?))?$",
    _I,
))


# the thing first, then who gave more time: "Kwame's ref letter — they gave me till the 1st"
_THING_THEN_GAVE = gated(re.compile(
    r"^(?P<a>[^,;:–—]+?)\s*(?:[,;:]|\s[-–—])\s*(?:they|he|she|(?:the|my|our)\s+\w+|[A-Za-z][\w'\-]*)\s+(?:gave"
    r"|has\s+given|have\s+given|'ve\s+given|'s\s+given)\s+(?:me|us)\s+(?:an?\s+extension\s+|(?:more|extra)\s+time\s+"
    r"|a\s+bit\s+longer\s+)?(?:till|until|til|to)\s+(?P<d>.+?)$",
    _I,
))


def _gave_until(text: str, ctx: _Ctx) -> list[Intent] | None:
    first = _THING_THEN_GAVE.match(text.strip())
    due = _read_date(first["d"], ctx) if first else None
    thing = _target(first["a"]) if first else None
    if due is not None and thing and thing != "that":
        return [MoveCommitment(thing, due)]
    m = _GAVE_UNTIL.match(text.strip())
    due = _read_date(m["d"], ctx) if m else None
    who = _person(m["p"], ctx) if m else None
    if due is None or who in (None, "me"):
        return None
    thing = _target(m["a"]) if m["a"] else None
    return [MoveCommitment(f"{thing} {who}" if thing and thing != "that" else who, due)]


# "the suit won't be ready till saturday", "tailor rang, the suit won't be ready until sat":
# what waits on the thing (collecting it) moves to when it is ready; a thing that has yet to come
# is ready when it comes: "lumber yard says the beams won't be in till the 18th", "the parts won't
# arrive until monday" (said of a person, "the boss won't be in till thurs", where they are)
_NOT_READY = gated(re.compile(
    r"^(?:[^,;]+?(?:[,;]|\s[-–—])\s*"
    r"|[^,;]+?\s+(?:says|said|reckons|told\s+me|texted|rang|called|emailed)\s*[,:]?\s+(?:that\s+)?)?"
    r"(?P<a>[^,;]+?)\s+(?:won't|wont|will\s+not|isn't|isnt|is\s+not|aren't|arent|are\s+not)\s+"
    r"(?:(?:be\s+)?(?:ready|done|back|available|finished|(?P<come>in|here|in\s+stock|delivered|arriving|coming))"
    r"|(?P<comes>arrive|come|come\s+in|get\s+here|turn\s+up|show\s+up|ship|land))"
    r"\s+(?:till|until|til)\s+(?P<d>.+)$",
    _I,
))


# the thing left out: "framing shop says not ready till wed, so wed", "they said it won't be done until
# friday": the thing just talked about (the to-do that waits on it), ready then
_NOT_READY_IT = gated(re.compile(
    r"^(?:[^,;]+?\s+(?:says|said|reckons|told\s+me|texted|rang|called|emailed)\s*[,:]?\s+(?:that\s+)?)?"
    r"(?:(?:it|they)(?:'s|'re|\s+is|\s+are)?\s+)?(?:(?:won't|wont|will\s+not)\s+be|isn't|isnt|aren't|not)\s+"
    r"(?:ready|done|back|available|finished)\s+(?:till|until|til)\s+(?P<d>[^,;]+?)"
    r"(?:\s*[,;]\s*(?:so\s+)?(?P<d2>[^,;]+?))?[\s!.]*$",
    _I,
))


_FOR_FETCHING = r"(?:to\s+(?:collect|pick\s+up)|for\s+(?:collection|pickup|pick-up))"  # ready to be fetched
# ready on a day, said plainly: "garage says it'll be ready mon", "the suit will be ready on saturday",
# "prescription ready for collection from tues" (ready from a day is ready then)
_READY_ON = gated(re.compile(
    r"^(?:(?P<who>[^,;]+?)\s+(?:says|said|reckons|told\s+me|texted|rang|called|emailed)\s*[,:]?\s+(?:that\s+)?)?"
    # the thing with or without its article: "the quote", "quote"
    r"(?P<a>it|they|(?:the|my|our)\s+[^,;]+?|" + BARE_THING + r")"
    r"(?:\s*(?:'ll|\s+will|\s+should)\s+be\s+ready(?:\s+" + _FOR_FETCHING + r")?"
    # ready now, said of a thing to fetch: only with what it is ready for ("report ready by fri" is a to-do)
    r"|(?:\s*'s|\s*'re|\s+is|\s+are)?\s+ready\s+" + _FOR_FETCHING + r")"
    r"\s+(?:on\s+|by\s+|from\s+)?(?P<d>[^,;]+?)[\s!.]*$",
    _I,
))


def ready_said(text: str, ctx: _Ctx) -> list[Intent] | None:
    """ "garage says it'll be ready mon", read before who said it is taken off (they name the to-do)."""
    m = _READY_ON.match(text.strip())
    return _when_ready(_ready_on(text, ctx), ctx) if m is not None and m["who"] else None


def _when_ready(moves: list[Intent] | None, ctx: _Ctx) -> list[Intent] | None:
    """``moves`` with a day read two ways asked about: "won't be ready till next sat" said on a Friday
    may mean tomorrow (these moves are returned whole, past the dispatcher's own check of doubtful dues)."""
    return unsure_dues(moves, ctx) if moves else moves


def _ready_on(text: str, ctx: _Ctx) -> list[Intent] | None:
    """ "garage says it'll be ready mon", "the suit will be ready on saturday": what waits on the thing
    moves to when it is ready; "it'll be ready mon" said of no one names nothing (never the last to-do)."""
    m = _READY_ON.match(text.strip())
    due = _read_date(m["d"], ctx) if m else None
    if m is None or due is None:
        return None
    # "garage says it'll be ready": the to-do naming the garage, never the one last talked about
    said_by = _target(m["who"]) if m["who"] and _person(m["who"], replace(ctx, lowercase=False)) is None else None
    thing = said_by if m["a"].lower() in ("it", "they") else _target(m["a"])
    if not thing or thing == "that" or _person(thing, replace(ctx, lowercase=False)) is not None:
        return None
    return [MoveCommitment(thing, due, when_ready=True)]


def _not_ready(text: str, ctx: _Ctx) -> list[Intent] | None:
    left_out = _NOT_READY_IT.match(text.strip())
    if left_out is not None:
        due = _read_date(left_out["d"], ctx)
        # "…, so wed": the day the user settles on, said after (no later than it is ready: "…, so thurs" too)
        settled = _read_date(left_out["d2"], ctx) if left_out["d2"] else due
        if due is None or settled is None or settled.start < due.start:
            return None
        return [MoveCommitment("it", settled, when_ready=True)]
    m = _NOT_READY.match(text.strip())
    due = _read_date(m["d"], ctx) if m else None
    thing = _target(m["a"]) if m else None
    if due is None or not thing or thing == "that" or _person(thing, replace(ctx, lowercase=False)) is not None:
        return None  # "Priya isn't in till thursday": where a person is, no thing to wait for
    if (m["come"] or m["comes"]) and _someone_said(thing):
        return None  # "the boss won't be in till thurs", "the plumber won't come till 3": where they are
    return [MoveCommitment(thing, due, when_ready=True)]


def _someone_said(thing: str) -> bool:
    """Whether ``thing`` names a person by kin or job ("mum", "the plumber", "my boss"): its last word."""
    words = thing.split()
    return bool(words) and _someone(words[-1])


def _not_yet(text: str, ctx: _Ctx) -> list[Intent] | None:
    m = _NOT_YET.match(text.strip())
    due = _read_date(m["d"], ctx) if m else None
    if m is None or due is None:
        return None
    thing = _phrase(m["a"])
    verb = m["v"].lower()
    todo = f"do {m['a'].strip()}" if verb in _DONE_VERBS else f"{_plain(verb)} {m['a'].strip()}"
    target = _target(thing if verb in _DONE_VERBS else todo)
    if not target or target == "that":
        return None
    return [MoveCommitment(target, due, otherwise=NewCommitment(todo, "me", None, due))]


def _sooner(text: str, ctx: _Ctx) -> list[Intent] | None:
    m = _SOONER.match(text.strip())
    if m is None:
        return None
    person, due = _person(m["p"], ctx), _read_date(m["d"], ctx)
    if person in (None, "me") or due is None:
        return None
    thing = _target(m["a"])
    return [MoveCommitment(person if thing in (None, "that", "them") else f"{thing} {person}", due)]
