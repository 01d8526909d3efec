"""A to-do said to repeat ("water the plants every sunday", "gym each monday at 7", "pay the
cleaner weekly", "bins out on tuesdays"): recap keeps no repeating to-dos, so it asks.

Without this the date reader takes the day ("sunday") as the due and leaves the recurrence
word in the action ("water the plants every", due this Sunday), and the user believes recap
will remind them each week. Storing only the next one silently would be a wrong memory of
what was asked, so the to-do becomes a question: "Should I track the next one?" with the
next occurrence as the offered due and the recurrence word out of the action. A thing's state
said with the days it repeats on ("bins out on tuesdays") is such a chore too, never a to-do done
now; a count per span ("gym 3x a week", "twice a month") repeats as "every" does.

Written by hand: recurrence is a handful of words next to a time word; no date library here
reads it (dateparser and the reader's own spans find only the single date).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from datetime import timedelta

from memory.phrasing import describe_due
from memory.understanding._phrases import _I, _Ctx
from memory.understanding.intents import CompleteCommitment, Intent, NewCommitment, Unclear
from memory.understanding.timex import DateSpec, Precision, has_date_words

_TIME_WORD = (
    r"(?:hour|day|morning|afternoon|evening|night|week|weekday|weekend|fortnight|month|quarter|year"
    r"|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|(?:mon|tues|wednes|thurs|fri|satur|sun)day"
    r"|other\s+\w+|\d+\s+(?:days|weeks|months|hours|mins|minutes)|(?:two|three|four|six)\s+(?:days|weeks|months))"
)
# "every sunday", "each week", "every other friday", "pay the cleaner weekly" (never the adjective:
# "the weekly numbers", "quarterly VAT payment")
# "gym 3x a week", "twice a month", "swim 4 times per week": a count in a span of time
_PER = (
    r"(?:\d+\s*x|\d+\s+times|once|twice|(?:two|three|four|five)\s+times)\s+(?:a|an|per|each|every)"
    r"\s+(?:day|week|month|year|fortnight)"
)
# "every 1st of the month", "on the 15th of each month", "the last friday of every month": a day of
# every month
_MONTHLY_DAY = (
    r"(?:every|each|evry)\s+(?:\d{1,2}(?:st|nd|rd|th)|first|second|third|fourth|last)\b"
    r"|\bof\s+(?:every|each|evry)\s+month\b"
)
_REPEATS = re.compile(
    rf"\b(?:every|each|evry)\s+{_TIME_WORD}\b|\b{_PER}\b|\b{_MONTHLY_DAY}"
    r"|\b(?:hourly|daily|nightly|weekly|fortnightly|monthly|quarterly|yearly|annually)"
    r"(?=\s*(?:[,.;:!?)]|$|(?:on|at|from|until|till|starting|please|pls|plz)\b))",
    _I,
)
# "on tuesdays", "bins out mondays", "gym mondays and thursdays": a weekday in the plural, said
# with "on" or ending its phrase; never counted ("2 mondays from now") nor a possessive that lost
# its apostrophe ("thursdays standup")
_WEEKDAYS_PLURAL = re.compile(
    r"(?P<before>\S+\s+)?(?P<on>on\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)days\b"
    r"(?P<ends>(?=\s*(?:[,.;:!?)]|$|(?:at|and|or|from|until|till|only|too|before)\b)))?",
    _I,
)
_COUNT = re.compile(r"^(?:\d+|a|two|three|four|five|six|seven|eight|nine|ten|few|couple|of|several)$", _I)
# "gym mon wed fri 6am", "run tues, thurs, sat": three weekdays or more in a row, the days of a week's
# routine (two, "water the plants sat and sun", are two days said once each)
_DAY = r"(?:mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun|(?:mon|tues|wednes|thurs|fri|satur|sun)day)"
_SEP = r"(?:\s*[,/&]\s*|\s+(?:and\s+|&\s+)?)"
_WEEKDAY_RUN = re.compile(rf"(?<![\w'])(?P<run>{_DAY}(?:{_SEP}{_DAY}){{2,}})\b(?P<rest>.*)$", _I)


def said_to_repeat(clause: str) -> bool:
    """Whether ``clause`` says a thing repeats ("every day", "daily", "on tuesdays", "mon wed fri")."""
    if _REPEATS.search(clause) or _WEEKDAY_RUN.search(clause):
        return True
    # a count before the days ("2 mondays from now") is no repeat; "at 3 on tuesdays" is (the "on")
    return any(
        m["on"] or (m["ends"] is not None and not (m["before"] and _COUNT.match(m["before"].strip())))
        for m in _WEEKDAYS_PLURAL.finditer(clause)
    )


# what a repeat leaves in the action ("water the plants every", "swim mondays and"): the
# recurrence words and the joiners around them
_IN_ACTION = re.compile(
    rf"\s+(?:{_PER}|(?:every|each|evry)(?:\s+other)?(?:\s+{_TIME_WORD})?"
    r"|(?:on\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)days"
    r"|hourly|daily|nightly|weekly|fortnightly|monthly|quarterly|yearly|annually)\b(?=(?:\s+(?:and|or|on|&))*\s*$)"
    r"|(?:\s+(?:and|or|on|&))+\s*$",
    _I,
)

# a recurrence said first ("every monday i need to submit the timesheet", "on fridays: pay the
# cleaner", "each morning at 7 take the meds"): said last, it is read as one said last is
# ("daily", "weekly" only before a colon or a comma: "weekly update going out wed" is the update's name)
_LEADING = re.compile(
    rf"^(?P<r>(?:(?:every|each|evry)\s+{_TIME_WORD}|(?:on\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)days"
    r"(?:\s+(?:and|&)\s+(?:mon|tues|wednes|thurs|fri|satur|sun)days)?)"
    r"(?:\s+(?:at|@)\s+\d{1,2}(?::\d{2})?\s*(?:am|pm)?)?|(?:daily|nightly|weekly|monthly)(?=\s*[,:\-–—]))"
    r"\s*[,:\-–—]?\s+(?P<rest>\S.*)$",
    _I,
)
# "remind me hourly to drink water", "remind me every monday to submit the timesheet": the
# recurrence between the request and the to-do
_REMIND_REPEAT = re.compile(
    rf"^(?P<ask>(?:pls\s+|please\s+)?remind\s+me)\s+(?P<r>(?:every|each|evry)(?:\s+other)?\s+{_TIME_WORD}|{_PER}"
    r"|hourly|daily|nightly|weekly|fortnightly|monthly|quarterly|yearly|annually)\s+(?P<rest>to\s+\S.*)$",
    _I,
)
_OWN_TODO = re.compile(
    r"^(?:(?:i|we)\s+(?:really\s+)?(?:need\s+to|have\s+to|gotta|got\s+to|must|should|will|'ll)|i'll|we'll"
    r"|remind\s+me)\b",
    _I,
)


# "on the 1st of every month", "the 15th of each month", "1st of every month": the day of every month the
# date reader reads said as "every 1st of the month"
_DAY_OF_EVERY_MONTH = re.compile(
    r"\b(?:on\s+)?(?:the\s+)?(?P<d>\d{1,2}(?:st|nd|rd|th)|last\s+\w+)\s+of\s+(?:every|each|evry)\s+month\b", _I
)


# "every tues and thurs", "each mon & wed": two weekdays after one "every", said as the plural days the
# repeat readers read ("on tuesdays and thursdays"); the date reader reads "tues and thurs" as one day
_EVERY_TWO_DAYS = re.compile(
    r"\b(?:every|each|evry)\s+(?P<a>(?:mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun)\w*)\s*(?:and|&|\+|,)\s*"
    r"(?P<b>(?:mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun)\w*)\b",
    _I,
)
_WEEKDAY_NAMES = {
    "mon": "mondays", "tue": "tuesdays", "wed": "wednesdays", "thu": "thursdays", "fri": "fridays",
    "sat": "saturdays", "sun": "sundays",
}  # fmt: skip


def _on_both_days(m: re.Match[str]) -> str:
    """ "every tues and thurs" as "on tuesdays and thursdays"; the words as said when not two days."""
    days = [_WEEKDAY_NAMES.get(m[k][:3].lower()) for k in ("a", "b")]
    return f"on {days[0]} and {days[1]}" if all(days) else m.group(0)


# an hour said first, then what repeats at it: "6am swim on tuesdays", "7:30 yoga every thurs"
_CLOCK_FIRST = re.compile(
    r"^(?:at\s+|@\s*)?(?P<t>\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)|\d{1,2}[:.]\d{2})\s+(?P<rest>[a-z].*)$", _I
)


def recurrence_last(text: str) -> str:
    """``text`` with a recurrence it opens with (see ``_LEADING``), or says between "remind me" and
    the to-do ("remind me hourly to drink water"), said after the to-do it is of,
    so :func:`repeating` asks about it instead of the day being read as a due and "every" left
    in the action ("every I need to submit the timesheet"); any other ``text`` as it is."""
    from memory.understanding._commitment_intro import _imperative_shape  # reads this module's neighbours

    text = _DAY_OF_EVERY_MONTH.sub(r"every \g<d> of the month", text)  # read as the next such day
    text = _EVERY_TWO_DAYS.sub(_on_both_days, text)  # "every tues and thurs": "on tuesdays and thursdays"
    asked = _REMIND_REPEAT.match(text.strip())
    if asked is not None:
        return f"{asked['ask']} {asked['rest'].rstrip(' .!')} {asked['r']}"
    clock = _CLOCK_FIRST.match(text.strip())
    if clock is not None and said_to_repeat(clock["rest"]):  # "6am swim on tuesdays": its hour said after
        return f"{clock['rest'].rstrip(' .!')} at {clock['t']}"
    m = _LEADING.match(text.strip())
    if m is None or not (_OWN_TODO.match(m["rest"]) or _imperative_shape(m["rest"])):
        return text
    return f"{m['rest'].rstrip(' .!')} {m['r']}"


def repeating(intent: Intent, sentence: str, ctx: _Ctx) -> Intent:
    """``intent``, or a question about its next occurrence when it is a to-do said to repeat."""
    if isinstance(intent, CompleteCommitment) and not intent.by and said_to_repeat(sentence):
        intent = _chore(intent, sentence, ctx) or intent  # "bins out on tuesdays": a chore, not one done
    if isinstance(intent, Unclear) and isinstance(intent.proposal, NewCommitment) and said_to_repeat(sentence):
        intent = intent.proposal  # "I need to take the meds on mondays and wednesdays", offered: asked as a repeat
    if not isinstance(intent, NewCommitment) or not said_to_repeat(sentence):
        return intent
    action = intent.action
    while (shorter := _IN_ACTION.sub("", action).strip()) != action:
        action = shorter
    run = _WEEKDAY_RUN.search(sentence)
    if run is not None:  # "gym mon wed fri 6am": the days out of the action, the next of them the due
        action = re.sub(rf"(?:{_SEP}{_DAY})+\s*$", "", action, flags=_I).strip() or action
    if not action:
        return intent
    todo = replace(intent, action=action)
    clock = _CLOCK_LAST.search(action)
    if clock is not None and (todo.due is None or todo.due.precision is not Precision.INSTANT):
        # "pick up kids at 3:15 every day this week": the time is the schedule's, not the action's
        at = ctx.date(clock.group("t"))
        if at is not None and at.precision is Precision.INSTANT:
            action = action[: clock.start()].strip()
            todo = replace(todo, action=action, due=at)
    if run is not None and (due := _next_of(run["run"], run["rest"], ctx)) is not None:
        todo = replace(todo, due=due)
    label, colon, rest = action.partition(":")
    if colon and rest.strip() and len(label.split()) <= _MAX_LABEL_WORDS:
        # "new years resolution: gym 3x a week": the date was the label's word, never the next one's day
        todo = replace(todo, action=rest.strip(), due=None)
        action = todo.action
    if todo.due is not None:
        todo = replace(todo, due=routine_clock(todo.due, ctx))  # "every day at 9:15" said at 10: tomorrow's 9:15
    if todo.due is not None and todo.due.start <= ctx.now:
        todo = replace(todo, due=_upcoming(todo.due, ctx))  # "every morning at 7 …" said at 9: tomorrow's 7:00
    if todo.due is None:
        question = f"I can't keep repeating to-dos yet. Should I track “{action}” once, with no date?"
    else:
        when = describe_due(todo.due.last_moment, ctx.tz)
        question = f"I can't keep repeating to-dos yet. Should I track the next “{action}”, due {when}?"
    return Unclear(question, sentence, todo)


_MAX_LABEL_WORDS = 3
# a clock time ending the action of a repeating to-do: "pick up kids at 3:15"
_CLOCK_LAST = re.compile(r"\s+(?:at|@)\s*(?P<t>\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.)?)$", _I)

# what a chore's state is said as: "bins out", "recycling out", "plants watered"
_STATE_SAID = re.compile(r"^(?P<thing>(?:the\s+)?[a-z][\w\-]*(?:\s+[a-z][\w\-]*)?)\s+(?P<state>out|in|done|off)\b", _I)
_DONE_WORD = re.compile(r"\b(?:already|just|finally|yesterday|today|this\s+morning|last)\b", _I)


def _chore(done: CompleteCommitment, clause: str, ctx: _Ctx) -> NewCommitment | None:
    """ "bins out on tuesdays", "recycling out every other friday": a thing's state said with
    the days it repeats on is a chore to do on them, never a to-do done now (a completion
    does not repeat), so it is read as the to-do, with the next such day as its due."""
    words = _IN_ACTION.sub("", _REPEAT_TAIL.sub("", clause)).strip()
    m = _STATE_SAID.match(words)
    if m is None or m.end() != len(words) or _DONE_WORD.search(clause):
        return None
    day = _WEEKDAYS_PLURAL.search(clause)
    due = ctx.date(day.group(0).split()[-1][:-1]) if day else None
    one = _REPEATS.search(clause)
    due = due or (ctx.date(re.sub(r"^(?:every|each|evry)\s+", "", one.group(0), flags=_I)) if one else None)
    return NewCommitment(action=words, owner="me", counterparty=None, due=due)


# a clock said alone, with no am/pm: "9:15", "at 8", "@ 10.30"
_BARE_CLOCK = re.compile(r"(?:(?:at|@)\s*)?\d{1,2}(?:[:.]\d{2})?", _I)


def routine_clock(due: DateSpec, ctx: _Ctx) -> DateSpec:
    """``due``, a routine's time ("standup every day at 9:15", "daily at 8"), read as a clock beside a
    day reads (8-11 the morning's, 1-7 the afternoon's) and not by what is left of today: a routine
    keeps its hour whenever it is told, so "at 9:15" said at 10:00 is tomorrow's 9:15, never
    tonight's 21:15. Any other due is given back as it is."""
    if due.precision is not Precision.INSTANT or not _BARE_CLOCK.fullmatch(due.text.strip()):
        return due
    clock = re.sub(r"^(?:at|@)\s*", "", due.text.strip(), flags=_I)
    beside = ctx.date(f"tomorrow at {clock}")
    if beside is None or beside.precision is not Precision.INSTANT:
        return due
    start, end = (t.astimezone(ctx.tz).replace(tzinfo=None) - timedelta(days=1) for t in (beside.start, beside.end))
    today = replace(due, start=start.replace(tzinfo=ctx.tz), end=end.replace(tzinfo=ctx.tz))
    return today if today.start > ctx.now else _upcoming(today, ctx)


# the recurrence said after the thing: "… on tuesdays", "… every other friday"
def _upcoming(due: DateSpec, ctx: _Ctx) -> DateSpec:
    """The next time a repeat comes round, when the one read for it has gone by: a day on (a
    week on for a weekday's), at the same local time."""
    step = timedelta(days=7 if re.search(_DAY, due.text, _I) else 1)
    start, end = due.start.astimezone(ctx.tz).replace(tzinfo=None), due.end.astimezone(ctx.tz).replace(tzinfo=None)
    while start.replace(tzinfo=ctx.tz) <= ctx.now:
        start, end = start + step, end + step
    return replace(due, start=start.replace(tzinfo=ctx.tz), end=end.replace(tzinfo=ctx.tz))


def _next_of(days: str, after: str, ctx: _Ctx) -> DateSpec | None:
    """The first to come of ``days`` ("mon wed fri"), at the time said after them ("6am")."""
    clock = re.match(r"\s*(?:at\s+|@\s*)?(\d{1,2}(?::\d{2})?\s*(?:am|pm)?)\b", after, _I)
    at = f" {clock.group(1)}" if clock else ""
    found = [ctx.date(f"{day}{at}") for day in re.findall(_DAY, days, _I)]
    return min((spec for spec in found if spec is not None), key=lambda spec: spec.start, default=None)


_REPEAT_TAIL = re.compile(
    rf"\s+(?:on\s+)?(?:(?:every|each|evry)(?:\s+other)?\s+{_TIME_WORD}|(?:mon|tues|wednes|thurs|fri|satur|sun)days)\b.*$",
    _I,
)


# the days a to-do repeats on, said together: "every tues and fri", "on tuesdays and thursdays",
# "mondays & wednesdays", "each monday" (one day after "every"; plural days joined, with or without "on")
_PLURAL_DAY = r"(?:mon|tues|wednes|thurs|fri|satur|sun)days"
_JOIN = r"\s*(?:,\s*(?:and\s+|&\s*)?|\s(?:and|&|\+|n)\s|&|\+|/)\s*"
_HOUR = r"(?:(?:at|@)\s*\d{1,2}(?:[:.]\d{2})?(?:\s*(?:am|pm))?|\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm))(?!\s*[-–]\s*\d)"
_DAYS_SAID = re.compile(
    rf"(?:^|\s)(?P<hb>{_HOUR}\s+)?"
    rf"(?P<days>(?:every|each|evry)\s+{_DAY}(?:{_JOIN}{_DAY})*"
    rf"|(?:on\s+)?{_PLURAL_DAY}(?:{_JOIN}{_PLURAL_DAY})*)\b"
    rf"(?P<ha>\s+{_HOUR})?(?=\s*(?:[,.;:!]|$|[a-z]))",
    _I,
)


def days_repeat(clause: str, ctx: _Ctx, statement: Callable[[str], list[Intent]]) -> list[Intent] | None:
    """ "every tues and fri 6am swim", "pick up Leo at 3 on tuesdays and thursdays": a to-do said with
    the weekdays it repeats on (and maybe its hour), read as the to-do without them, due the next of
    those days (at that hour); :func:`repeating` then asks whether to track that next one. The rest is
    read as a message of its own with that day after it (a to-do such as "swim" reads only dated); it
    is kept only when it reads as one to-do of the user's.

    Without this the days joined ("tues and fri") were read as one date and the other left in the
    action ("and fridays 6am swim"), or as nothing at all, and an hour said before them as a count."""
    said = _DAYS_SAID.finditer(clause)
    found = [m for m in said if len(re.findall(_DAY, m["days"], _I)) > 1 or m["hb"] or m["ha"]]
    if len(found) != 1:
        return None
    m = found[0]
    rest = f"{clause[: m.start()]} {clause[m.end() :]}".strip(" ,;:-–")
    hour = (m["hb"] or m["ha"] or "").strip()
    hour = re.sub(r"^(?:at|@)\s*", "", hour, flags=_I)
    if not rest or has_date_words(rest):
        return None
    dues = [ctx.date(f"{day} {hour}".strip()) for day in re.findall(_DAY, m["days"], _I)]
    nexts = [_upcoming(due, ctx) if due.start <= ctx.now else due for due in dues if due is not None]
    if not nexts:
        return None
    due = min(nexts, key=lambda spec: spec.start)
    read = statement(f"{rest} {due.start.astimezone(ctx.tz):%A}")
    if len(read) != 1 or not isinstance(read[0], NewCommitment) or read[0].owner != "me":
        return None
    return [replace(read[0], due=due)]
