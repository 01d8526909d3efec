"""A day said once in a message, shared by the to-dos said after it.

People name the day once and let it run on: "thursday i need to collect the cake from Dolce
and drop it at the barn by 2" (the barn at 2 on Thursday, not today), "grab milk and cups for
the café tomorrow, then do the banking" (the banking tomorrow too), "pick up Ada at 3:15, drop
Ben at karate at 4, then get groceries" (groceries that same day). Each clause is read alone,
so without this a time said alone falls on today and a "then" to-do has no date at all.

The rules, all over the to-dos already read from the same message, in the order said:

- A to-do whose due is a time said alone ("by 2", "at 3:15") takes the day of the nearest
  to-do before it that names a day, when that day leads the sentence ("thursday i need to …",
  "tmrw i have to …"): said first, it scopes all that follows. Said after a to-do ("lunch w/
  Dimitri at 1 tmrw & call the bank by noon") it is that to-do's own, and the bank is called
  by noon today. A to-do before it with a time alone (today, by default) stops the search.
- A to-do whose due is a time said alone after a reason that names a day ("pharmacy closing
  early tmrw so pick up the meds by 1") is due that time on that day.
- A to-do with no date of its own, said after "then" / "after that" / "afterwards", is due
  the day of the to-do right before it (its day, never its time: "then get groceries" is
  not due at 4pm); not when that day is a deadline ("sort invoices by the 3rd, after that
  chase the quote" says nothing of when the quote is chased).

- A to-do with no date of its own, said as the next item of a list cut by semicolons or commas
  whose sentence opens with the day ("tomorrow I need to call the bank; renew the passport"),
  is due that day, like the item before it; so is one joined by "and" ("tmrw i gotta call the
  plumber and pay the power bill"), on the day only (not the first to-do's time). A day said
  after the first to-do ("ring British Gas tmrw and tell Ana") is that to-do's own.

A time said before any day ("at 2 drop the cake, dentist thursday") keeps its own reading:
nothing said before it scopes it.
"""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import timedelta

from memory.model import Precision
from memory.understanding._day_statement import stated_day
from memory.understanding._due_doubt import unsure_dues
from memory.understanding._multi import time_alone
from memory.understanding._phrases import _I, _Ctx, _plausible
from memory.understanding._routine_events import same_day_routine
from memory.understanding.intents import Intent, NewCommitment, Unclear
from memory.understanding.timex import DateSpec, find_spans

# the words just before a clause that say it comes next in the same run of errands
_SEQUENCE = re.compile(r"(?:\bthen|\bafter\s+that|\bafterwards|\bnext(?:\s+up)?)\s*[,:\-–—]*\s*$", _I)
_DAYS = (Precision.DAY, Precision.INSTANT)
_ON = re.compile(r"^on\s+", _I)  # "on friday I need to …": the day leads
# a deadline, not the day the errands are run: "sort invoices by the 3rd, after that chase the quote"
_DEADLINE = re.compile(r"\b(?:by|before|b4|until|till|til|due|latest)\s*$", _I)


def on_event_day(intent: Intent, before: str, earlier: list[Intent], ctx: _Ctx) -> Intent:
    """``intent``, a to-do of the user's with no day, due on the day the words ``before`` it open
    with when the rest is what happens that day ("day after tomorrow Marxer's crew strip the
    scaffold, get the dial cover on", "22/11 the insurance assessor comes round, tidy the workshop
    first"); as it was when the message said a to-do before it (whose own day is its own: "friday I
    need to renew the plates and at some point call the bank"). Read after the to-do's "it" is named,
    so the day is no thing's ("friday the parts arrive, I have to collect it")."""
    if not isinstance(intent, NewCommitment) or intent.due is not None or intent.owner != "me":
        return intent
    if re.search(r"\b(?:it|them)\b", intent.action, _I):
        return intent  # "next fri the invoices are due, i'll get them out": the day and the thing, read together
    if any(isinstance(i, NewCommitment | Unclear) and getattr(i, "owner", "me") == "me" for i in earlier):
        return intent
    day = _event_day(before, ctx)
    return replace(intent, due=day) if day is not None else intent


def _event_day(said: str, ctx: _Ctx) -> DateSpec | None:
    """The day ``said`` opens with, the rest what happens then; None for a day gone or begun (today
    is said of what is over as well: "today was mad, need to call the bank") or more days said."""
    text = said.strip()
    spans = find_spans(text, now=ctx.now, tz=ctx.tz)
    if len(spans) != 1 or spans[0].start != 0 or (spec := spans[0].spec) is None:
        return None
    if spec.precision is not Precision.DAY or spec.start <= ctx.now or not text[spans[0].end :].strip(" ,:;-–—"):
        return None
    return spec


def shared_day(intent: Intent, before: str, clause: str, earlier: list[Intent], ctx: _Ctx) -> Intent:
    """``intent`` (read from ``clause``, which follows ``before`` in its sentence) with the day
    the to-dos in ``earlier`` (the message's intents so far) said, when it said none itself."""
    if isinstance(intent, Unclear) and isinstance(intent.proposal, NewCommitment):
        return _next_errand(intent, intent.proposal, before, clause, earlier, ctx)
    if not isinstance(intent, NewCommitment):
        return intent
    # a to-do asked about ("tmrw …" typed past midnight) still says its day to the ones after it
    earlier = [i.proposal if isinstance(i, Unclear) and i.proposal else i for i in earlier]
    todos = [i for i in earlier if isinstance(i, NewCommitment)]
    if intent.due is None:
        last = earlier[-1] if earlier else None
        at = _said_at(intent.action, clause)  # a list read whole: "…tomorrow, then do the banking"
        said = f"{before} {clause[:at]}" if at > 0 else before
        if _SEQUENCE.search(said) and isinstance(last, NewCommitment) and _dated(last.due):
            assert last.due is not None  # narrowed by _dated
            if not _DEADLINE.search(said[: said.lower().rfind(last.due.text.lower())]):
                return replace(intent, due=whole_day(last.due, ctx))
        day = stated_day(said, ctx) if intent.owner == "me" else None  # "friday is payday, pay the nanny"
        day = day or (_after_event_day(before, ctx) if intent.owner == "me" else None)  # "after the parade tonite, …"
        day = day or _taken_along(intent, before, earlier)  # "gig at 8 tonite, remind me to bring earplugs"
        day = day or _my_share(intent, f"{before} {clause[:at]}" if at > 0 else before, earlier, ctx)
        return replace(intent, due=day) if day is not None else _listed_under(intent, before, todos, ctx)
    if intent.due.text == "today" and not _SAID_TODAY.search(clause) and same_day_routine(clause):
        # "… tomorrow … and i have to pick up groceries on the way home": the way home of the day said before
        last = next((todo for todo in reversed(todos) if _dated(todo.due)), None)
        return replace(intent, due=whole_day(last.due, ctx)) if last is not None and last.due is not None else intent
    if intent.due.precision is not Precision.INSTANT or not time_alone(intent.due.text):
        return intent
    reason = _reason_day(before, ctx)  # "pharmacy closing early tmrw so pick up the meds by 1"
    if reason is not None:
        return replace(intent, due=_at(reason, intent.due, ctx))
    later = _after_last(intent, before, clause, earlier, ctx)  # "gym tonight at 7 then dinner at 9"
    if later is not None:
        return replace(intent, due=later)
    ahead = _lead_time(intent, todos, ctx)  # "flight is sat 6:40am, need to be at the airport by 4:30"
    if ahead is not None:
        return replace(intent, due=ahead)
    fetched = _return_leg(intent, todos, ctx)  # "drive the kids to the meet sat and i'll pick them up at 4"
    if fetched is not None:
        return replace(intent, due=fetched)
    opening = _ON.sub("", f"{before} {clause}".strip()).lower()
    for todo in reversed(todos):
        if not _dated(todo.due):
            continue
        assert todo.due is not None  # narrowed by _dated
        if time_alone(todo.due.text) or not opening.startswith(todo.due.text.lower().split()[0]):
            return intent  # the time before it is today's, or the day was one to-do's own
        return replace(intent, due=_at(todo.due, intent.due, ctx))
    heading = _heading_day(opening, ctx)  # "fri: drinks with Tomasz at 8": the day, said as a heading
    return replace(intent, due=_at(heading, intent.due, ctx)) if heading is not None else intent


# getting somewhere ahead of a thing at a set time: "be at the airport", "leave the house", "check in"
_SETTING_OFF = re.compile(
    r"^(?:(?:be|get|arrive|go|head)\s+(?:at|to|in|into|down\s+to|over\s+to)\b|leave\b|set\s+off\b|head\s+(?:out|off)\b"
    r"|check\s+in\b|get\s+going\b)",
    _I,
)
_LEAD_TIME = timedelta(hours=6)
_SAID_HALF = re.compile(r"\d\s*[ap]\.?m\b|\b(?:noon|midday|midnight|morning|evening|tonight|afternoon)\b", _I)


def _lead_time(intent: NewCommitment, todos: list[NewCommitment], ctx: _Ctx) -> DateSpec | None:
    """ "flight to lisbon is sat 6:40am, need to be at the airport by 4:30": setting off for a
    thing said just before at a time on another day is due that day, in the hours before it
    (4:30 that morning, never 4:30 this afternoon); None when no such reading fits. Only getting
    there ahead of it: "lunch w/ Dimitri at 1 tmrw & call the bank by noon" calls the bank today."""
    last = todos[-1] if todos else None
    if intent.due is None or not _SETTING_OFF.match(intent.action) or last is None or last.due is None:
        return None
    return ahead_of(last.due, intent.due, ctx)


# taking someone or something somewhere, and fetching them back ("them", "her": the ones just taken)
_TAKEN = re.compile(r"^(?:drive|drop(?:\s+off)?|take|run|ferry|walk)\s+\S", _I)
_FETCHED = re.compile(
    r"^(?:pick\s+(?:them|her|him|it)\s+up|pick\s+up\s+(?:them|her|him)|collect|fetch|get|bring)\s*(?:them|her|him|it)?"
    r"(?:\s+(?:back|home|up))?\b",
    _I,
)
_BACK_PRONOUN = re.compile(r"\b(?:them|her|him|it)\b", _I)


def _return_leg(intent: NewCommitment, todos: list[NewCommitment], ctx: _Ctx) -> DateSpec | None:
    """ "Omar's driving the kids to the meet sat and i'll pick them up at 4": fetching back (by a
    pronoun) the ones a to-do just before takes somewhere on a day is due that day at the time said
    alone; None otherwise (a pick-up of someone new, or a to-do before it with no day of its own)."""
    last = todos[-1] if todos else None
    if intent.due is None or last is None or not _dated(last.due) or last.due is None or time_alone(last.due.text):
        return None
    if not (_TAKEN.match(last.action) and _FETCHED.match(intent.action) and _BACK_PRONOUN.search(intent.action)):
        return None
    return _at(last.due, intent.due, ctx)


def ahead_of(event: DateSpec, time: DateSpec, ctx: _Ctx) -> DateSpec | None:
    """``time`` (a clock time said alone, read as today's) on the day of ``event`` (a day and a
    time), in the hours before it: "by 4:30" before a 6:40am flight is 4:30 that morning, "by 7"
    before an 8pm concert 7 that evening. None when ``event`` has no time of its own, is today,
    or no reading of ``time`` falls in the hours before it."""
    if event.precision is not Precision.INSTANT or time_alone(event.text) or not time_alone(time.text):
        return None
    if _local_day(event, ctx) == _local_day(time, ctx):
        return None
    due = _at(event, time, ctx)
    if due is time:
        return None
    shifts = (timedelta(0),) if _SAID_HALF.search(time.text) else (timedelta(0), -_HALF_DAY, _HALF_DAY)
    for shift in shifts:
        start = due.start + shift
        if start < event.start <= start + _LEAD_TIME:
            return replace(due, start=start, end=due.end + shift)
    return None


_ARTICLE = re.compile(r"^(?:the|my|a|an)\s+", _I)
_RUN = 2  # dated to-dos before a thing that make the message a day's schedule
_ERRAND_WORDS = 4  # "the vet w/ Canela": a short thing, an errand of the run


def _next_errand(
    asked: Unclear, todo: NewCommitment, before: str, clause: str, earlier: list[Intent], ctx: _Ctx
) -> Intent:
    """ "gym 7am tmrw, then drop Leo at school 8:30, then the vet w/ Canela at 10": a short thing
    with a time alone, said after "then" right after a dated to-do in a run of two or more (a
    day's schedule), is the next errand of the run (that day, after it), kept as the to-dos
    before it are rather than asked about. After one to-do ("… tomorrow then swim at 4") the
    thing stays an offer (:mod:`._offered_day` dates it)."""
    timed = [i for i in earlier if isinstance(i, NewCommitment) and i.owner == "me" and _dated(i.due)]
    if len(timed) < _RUN or todo.due is None or not time_alone(todo.due.text):
        return asked
    if not _plausible(todo.action, max_words=_ERRAND_WORDS):
        return asked
    due = _after_last(todo, before, _ARTICLE.sub("", clause), earlier, ctx)  # "then the vet …": "then" before it
    return replace(todo, due=due) if due is not None and due is not todo.due else asked


_HALF_DAY = timedelta(hours=12)
_ITEM_END = re.compile(r"(?:[;,]\s*(?:and\s+)?|\s(?:and|&)\s*)$", _I)
_LEADING_DAY = re.compile(r"^(?:on|by|before|b4)\s+", _I)  # "by friday I have to: …; …"


def _listed_under(intent: NewCommitment, before: str, todos: list[NewCommitment], ctx: _Ctx) -> Intent:
    """ "this week I need to: call the bank; renew the passport; book flights": an undated to-do
    of the user's, said as the next item of a list whose sentence opens with its day, is due
    that day like the item before it. Someone else's takes the day only when it is in doubt ("next
    sun i'll host brunch, and Manon will bring dessert" on a Saturday): asked about with the
    user's, never kept undated while the day is asked (one said for sure may be theirs alone)."""
    if not todos or not _ITEM_END.search(before):
        return intent
    due = todos[-1].due
    if due is None and todos[-1].owner == intent.owner == "me":
        return _asked_along(intent, before, ctx)
    if due is None or todos[-1].owner != "me" or (intent.owner != "me" and not due.doubt):
        return intent
    opening = _LEADING_DAY.sub("", before.strip()).lower()
    if not opening.startswith(due.text.lower()):
        # "tmrw need to: dentist 9am, pick up parcel": the day opens the sentence, the time is the
        # first item's own (read with the day as "tmrw 9am"): the next item takes the day only
        lead = opening_day(opening, ctx, day_only=True)
        spans = find_spans(lead, now=ctx.now, tz=ctx.tz) if lead else []
        if not spans or spans[0].spec is None or _local_day(spans[0].spec, ctx) != _local_day(due, ctx):
            return intent
        return unsure_dues([replace(intent, due=whole_day(due, ctx))], ctx)[0]
    # "tmrw i gotta call the plumber and pay the power bill": the day the sentence opens with, never
    # the first to-do's own time ("tmrw at 9 ring the vet and pay the bill": the bill is tomorrow's)
    listed = replace(intent, due=due if _ITEM_END.search(before).group(0).strip()[:1] in ",;" else whole_day(due, ctx))
    return unsure_dues([listed], ctx)[0]  # the day was asked about for the first: so it is for this one


def _asked_along(intent: NewCommitment, before: str, ctx: _Ctx) -> Intent:
    """ "4/5 i'm hosting the book club, need to prep the snacks", "on the 31st pay the mooring fee
    and renew the permit" in a month with no 31st: the next item after a to-do whose day, opening
    the sentence, cannot be read is on that day too, so asked about with it (kept undated, it would
    be stored while the first waits for its day)."""
    opening = before.strip()  # "on the 31st …": read with its "on" (a bare "the 31st" is no date)
    spans = find_spans(opening, now=ctx.now, tz=ctx.tz)
    if not spans or spans[0].start != 0 or spans[0].spec is not None or not spans[0].problem:
        return intent
    problem = spans[0].problem
    return Unclear(f"{problem[:1].upper()}{problem[1:]}. When is “{intent.action}” due?", intent.action, intent)


def _after_last(
    intent: NewCommitment, before: str, clause: str, earlier: list[Intent], ctx: _Ctx
) -> DateSpec | None:
    """The time alone of a to-do said after "then" on the day of the to-do right before it, and
    after that one's own time: "gym tonight at 7 then dinner with Sara at 9" (9 that evening,
    never 9 the next morning); None when no dated to-do comes right before it."""
    last = earlier[-1] if earlier else None
    at = clause.lower().find(intent.action.lower())
    said = f"{before} {clause[:at]}" if at > 0 else before
    if not (_SEQUENCE.search(said) and isinstance(last, NewCommitment) and _dated(last.due)) or intent.due is None:
        return None
    assert last.due is not None  # narrowed by _dated
    due = _at(last.due, intent.due, ctx) if not time_alone(last.due.text) else intent.due
    if last.due.precision is Precision.INSTANT and due.start < last.due.start <= due.start + _HALF_DAY:
        due = replace(due, start=due.start + _HALF_DAY, end=due.end + _HALF_DAY)  # "… at 7 then … at 9": pm
    return due


# the words of a reason just before the to-do it leads to: "pharmacy closing early tmrw so "
_SO = re.compile(r"(?:,\s*|\s)(?:and\s+)?so\s*$", _I)


def _reason_day(before: str, ctx: _Ctx) -> DateSpec | None:
    """The one day a reason said before "so" names ("pharmacy closing early tmrw so pick up
    the meds by 1": by 1 tomorrow, when the pharmacy closes early), or None."""
    if not _SO.search(before):
        return None
    spans = [span for span in find_spans(before, now=ctx.now, tz=ctx.tz) if span.spec is not None]
    if len(spans) != 1 or spans[0].spec is None or spans[0].spec.precision is not Precision.DAY:
        return None
    return spans[0].spec


# a day said as a heading before what happens on it: "fri:", "mon -", "sat →", "tomorrow ->"
_HEADING = re.compile(r"^(?P<day>[^:→]{1,30}?)\s*(?::|→|[-=]>|\s[-–—]+\s)", _I)


def _heading_day(opening: str, ctx: _Ctx) -> DateSpec | None:
    """The day a heading at the start of ``opening`` names, or None: one span, a whole day,
    that is all the heading says."""
    m = _HEADING.match(opening)
    if m is None:
        return None
    spans = find_spans(m["day"], now=ctx.now, tz=ctx.tz)
    if len(spans) != 1 or spans[0].spec is None or spans[0].spec.precision is not Precision.DAY:
        return None
    said = m["day"][spans[0].start : spans[0].end]
    return spans[0].spec if said.strip() == m["day"].strip() else None


# what one has with one at a thing: "bring earplugs", "pack the charger", "wear the blue suit"
_TAKE_ALONG = re.compile(r"^(?:bring|pack|wear)\b", _I)


def _taken_along(intent: NewCommitment, before: str, earlier: list[Intent]) -> DateSpec | None:
    """ "gig at 8 tonite, remind me to bring earplugs": a thing of the user's to bring, pack or
    wear, said right after a to-do of theirs with a day (a thing on then), is for it: due when it
    is. Not after a deadline ("send the report by fri, bring snacks" says nothing of when)."""
    last = earlier[-1] if earlier else None
    if intent.owner != "me" or not _TAKE_ALONG.match(intent.action) or not isinstance(last, NewCommitment):
        return None
    if last.owner != "me" or not _dated(last.due):
        return None
    assert last.due is not None  # narrowed by _dated
    said = before.lower().rfind(last.due.text.lower())
    return None if said < 0 or _DEADLINE.search(before[:said]) else last.due


def _said_at(action: str, clause: str) -> int:
    """Where ``action`` starts in ``clause``: as said, or by its object after a verb said another way
    ("i'm doing the hot browns" for "do the hot browns"); -1 when it is not there."""
    at = clause.lower().find(action.lower())
    verb, _, thing = action.partition(" ")
    if at >= 0 or not thing:
        return at
    m = re.search(r"[\w'-]+\s+" + re.escape(thing), clause, re.IGNORECASE)
    return m.start() if m is not None and m.group(0).lower().startswith(verb.lower()[:2]) else -1


# a share of a thing done together, said by its verb: "bringing the burgers", "i'll do the slaw"
_SHARE = re.compile(r"^(?:bring|do|make|bake|cook|cover|handle|sort|take)\b", _I)
# the user's own share said right after "and": "… and i'll", "… & i'm"
_AND_MINE = re.compile(r"(?:\band|&)\s+i(?:['’]ll|\s+will|['’]m|\s+am)(?:\s+(?:gonna|going\s+to))?\s*$", _I)


def _my_share(intent: NewCommitment, said: str, earlier: list[Intent], ctx: _Ctx) -> DateSpec | None:
    """ "Bronagh's bringing the burgers sat and i'll do the slaw": the user's share of a thing done
    together, said with "and" right after someone else's share on a day, is for the same day (its
    day, never its time); None otherwise. Only shares (bring, do, make, …) on both sides: "Ana's
    calling the bank fri and i'll pay the rent" says nothing of when the rent is paid."""
    last = earlier[-1] if earlier else None
    if intent.owner != "me" or not _SHARE.match(intent.action) or not isinstance(last, NewCommitment):
        return None
    if last.owner == "me" or not _dated(last.due) or not _SHARE.match(last.action) or not _AND_MINE.search(said):
        return None
    assert last.due is not None  # narrowed by _dated
    at = said.lower().rfind(last.due.text.lower())
    return None if at < 0 or _DEADLINE.search(said[:at]) else whole_day(last.due, ctx)


_SAID_TODAY = re.compile(r"\b(?:today|tonight|tonite|this\s+(?:morning|afternoon|evening|arvo))\b", _I)


def _dated(due: DateSpec | None) -> bool:
    return due is not None and due.precision in _DAYS


def _local_day(spec: DateSpec, ctx: _Ctx) -> str:
    return spec.start.astimezone(ctx.tz).strftime("%-d %B %Y")


# what the to-dos after it follow, said first with its day: "after the parade tonite, ", "right after the
# game on sat - "
_AFTER_EVENT = re.compile(
    r"^\s*(?:(?:right|straight|just|soon)\s+)?after\s+(?P<event>(?:the|my|our|his|her|their|a|an|work|school|class"
    r"|church|practice|training|mass|prayers)\b[^,;:]{0,40}?)\s*(?:[,;:]|\s[-–—]+)?\s*$",
    _I,
)


def after_event_lead(words: str) -> bool:
    """Whether ``words`` are only an event said before the to-dos that follow it ("after the parade
    tonite"): read with them (:func:`shared_day`), nothing to ask about alone."""
    return _AFTER_EVENT.match(words) is not None


def _after_event_day(said: str, ctx: _Ctx) -> DateSpec | None:
    """The day of the event that ``said`` (the words before a to-do) says the to-do follows
    ("after the parade tonite, need to drop the flags back"), or None: the day ends the event's
    words, is one day ahead and is the only date said."""
    m = _AFTER_EVENT.match(said)
    if m is None:
        return None
    spans = find_spans(m["event"], now=ctx.now, tz=ctx.tz)
    if len(spans) != 1 or (spec := spans[0].spec) is None or spec.end <= ctx.now:
        return None
    if m["event"][spans[0].end :].strip() or time_alone(spec.text):
        return None  # "after the game at 3 with Ana": no day of its own, or more said after it
    return whole_day(spec, ctx)


def whole_day(spec: DateSpec, ctx: _Ctx) -> DateSpec:
    """The whole day ``spec`` falls on (itself when it names a day)."""
    if spec.precision is Precision.DAY:
        return spec
    return _reread(f"on {_local_day(spec, ctx)}", spec, ctx) or spec


def _at(day: DateSpec, time: DateSpec, ctx: _Ctx) -> DateSpec:
    """``time`` (a time said alone) on the day ``day`` names, as the date reader reads the two
    said together; ``time`` unchanged when it cannot."""
    if _local_day(day, ctx) == _local_day(time, ctx):
        return time
    both = _reread(f"on {_local_day(day, ctx)} at {time.text}", day, ctx)
    if both is None or both.precision is not Precision.INSTANT:
        return time
    words = day.text if day.precision is Precision.DAY else _local_day(day, ctx)  # "fri at 6" names 6 too
    return replace(both, text=f"{words} {time.text}", doubt=time.doubt or day.doubt)


def _reread(words: str, said: DateSpec, ctx: _Ctx) -> DateSpec | None:
    """The one date ``words`` name, with the year as ``said`` gave it (given, or inferred)."""
    spans = find_spans(words, now=ctx.now, tz=ctx.tz)
    if len(spans) != 1 or spans[0].spec is None:
        return None
    return replace(spans[0].spec, year_given=said.year_given)


_OPENING_DAY_WORDS = 3  # "tmrw", "on monday", "next tues morning": a day said first, in a few words


def opening_day(first: str, ctx: _Ctx, *, day_only: bool = False) -> str:
    """The day words ``first`` (a sentence's first clause) opens with, when they scope the to-dos
    said after it ("tmrw finish the slides", "on monday i need to …"): "" when it opens with none.
    ``day_only``: the day without a time said with it ("tomorrow" of "tomorrow at 9 I need to ring
    the vet", the time being the first to-do's own)."""
    words = first.split()
    kinds = (Precision.DAY,) if day_only else _DAYS
    for k in range(min(_OPENING_DAY_WORDS, len(words) - 1), 0, -1):
        said = " ".join(words[:k])
        spans = find_spans(said, now=ctx.now, tz=ctx.tz)
        whole = len(spans) == 1 and spans[0].spec is not None and spans[0].start == 0 and spans[0].end >= len(said) - 1
        if whole and spans[0].spec is not None and spans[0].spec.precision in kinds and not time_alone(said):
            return said
    return ""
