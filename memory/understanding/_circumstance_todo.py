"""A dated circumstance, then the to-do it makes: "kids have no school fri - sort childcare",
"mum arrives sat, clean the spare room", "the office is closed monday so need to move the team lunch".

A day off school ("no school next friday so take the kids to the zoo") is such a circumstance too,
never a to-do called "school" cancelled.

Read clause by clause, the head is a line recap cannot keep ("kids have no school fri") or a
status to come ("the office is closed monday"), and the to-do after it loses its day: kept with
no due, it is never brought up when it matters. Said together, the circumstance's day is when
the to-do is for.

Only when:

- the head says one day after today (a day or a time on it; never a week, a month or a window, and
  never today: "busy morning, send the invoice" is the day as it goes),
  with no deadline word of its own ("by", "before") and no past tense ("the meeting got moved to
  fri, email the team" is news, and the day is not the to-do's);
- the head keeps nothing of the user's to do (a to-do, a move, a completion): only nothing, a
  question about itself, a fact or an occasion on its day, which are kept beside the to-do;
- the part after the cut is the user's own to-do, a bare instruction or an obligation, with no
  date words of its own and no word pointing back at the head ("the raffle closes sat, gotta buy
  them" is the raffle's to-do, read by :mod:`._due_then_verb`), but a to-do "for it" of a thing on
  its day: "Dad's op is on the 14th, need to book time off for it" is for Dad's op.

Hand-written: one shape over the readers of a statement and of a time expression.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from memory.understanding._commitment_intro import _ask as ask_date
from memory.understanding._commitment_intro import _imperative_shape
from memory.understanding._copula_day import DAY_SUBJECT
from memory.understanding._need_someone import says_need_of_someone
from memory.understanding._occasion_todo import _OBLIGED
from memory.understanding._offer import offer
from memory.understanding._phrases import _I, _Ctx
from memory.understanding._shared_day import whole_day
from memory.understanding._timex_words import HOLIDAY_PATTERN
from memory.understanding.intents import CancelCommitment, Intent, NewCommitment, StateClaim, Unclear
from memory.understanding.timex import DateSpec, Precision, TimeSpan, find_spans, has_date_words, says_a_date

__all__ = ["circumstance_then_todo"]

# where the circumstance ends and the to-do starts: a dash, a comma, "so" ("…, so", "… so")
_CUT = re.compile(r"\s+[-–—]+\s+|\s*[,;]\s*(?:so\s+|and\s+)?|\s+so\s+", _I)
# a head that tells of something done, not of a day to come
_PAST = re.compile(
    r"\b(?:was|were|had|did|got|went|came|said|told|\w{3,}ed)\b(?!\s+(?:on|till|until)\b)", _I
)
# a tail that points back at the head, or counts from its day ("by then", "the day before")
# ("some", "one" only standing alone: "send her some money" says which money, "buy some" the head's thing)
_BACK_TO_HEAD = re.compile(
    r"\b(?:it|them|that|those|these|then|before|beforehand|after|afterwards)\b"
    r"|\b(?:one|some)\b(?!\s+(?!(?:for|from|to|at|in|on|of|up|too|then|now|as|with|before|after|each|off|out)\b)[a-z])",
    _I,
)
# the day put to use, said before the to-do: "good friday the church is shut, use it to glue the chest"
_USE_IT = re.compile(
    r"^(?:(?:i'?ll|i\s+will|gonna|going\s+to)\s+)?use\s+(?:it|the\s+(?:day|time|gap))\s+to\s+(?=\S)", _I
)
# the people a to-do of its own thing is for, named back: "the committee meets thurs, print the quote for them"
# ("buy them", "pay for them", "deal with them" name no thing but the head's)
_FOR_THEM = re.compile(r"\b(?:the|a|an|our|my)\s+[\w'-]+(?:\s+[\w'-]+){0,2}?(?P<them>\s+(?:for|to)\s+them)\s*$", _I)
# "the before/after photos", "before and after shots": a kind of thing, pointing back at no day
_BEFORE_AND_AFTER = re.compile(r"\bbefore\s*(?:/|&|\+|-|-and-|\band\b|\bn\b)\s*after\b", _I)
# a thing said to be on a day ("Dad's op is on the 14th"), and a to-do "for it" after it
_THING_ON_DAY = re.compile(
    r"^(?P<t>(?:(?:the|my|our)\s+)?[\w'\-]+(?:\s+[\w'\-]+){0,3}?)(?:\s+is|'s)\s+(?:on\s+)?\S", _I
)
_FOR_IT = re.compile(r"\bfor\s+(?:it|that|this)\s*$", _I)
# the user's own "can't": "cant make standup tmrw, need to tell the team" is to be done now, not then
_CANNOT = re.compile(r"\b(?:can't|cant|cannot|can\s+not|won't|wont|unable|not\s+going\s+to)\b", _I)
# a head that is a when of its own: "after the parade tonite, …", "once Mo lands fri, …"
_WHEN_HEAD = re.compile(r"^(?:after|before|once|when|until|till|as\s+soon\s+as|if)\b", _I)
_DAY_CONNECTORS = {None, "on", "this", "next", "at", "@"}
_HOLIDAY = re.compile(r"(?:the\s+)?(?:" + HOLIDAY_PATTERN + r")", _I)
# a thing said to fall today ("eom is today", "payday's today", "eofy is tonite", "the gala's this
# evening"): an occasion on its day, unlike "today is a mess" or "busy morning", the day as it goes
_IS_TODAY = re.compile(
    r"^(?!today\b|tonight\b|tonite\b)\S.*?(?:\s+is|'s)\s+(?:(?:actually|literally|already)\s+)?"
    r"(?:today|tonight|tonite|this\s+(?:morning|afternoon|evening))$",
    _I,
)


def circumstance_then_todo(
    text: str, ctx: _Ctx, statement: Callable[[str], list[Intent]]
) -> list[Intent] | None:
    """The to-do said after a dated circumstance, due on its day (and the circumstance's fact,
    when it is one); None when ``text`` is no such line."""
    m = _CUT.search(text)
    if m is None:
        return None
    head, tail = text[: m.start()].strip(), _USE_IT.sub("", text[m.end() :].strip(" .!"), count=1)
    # "…, gotta transfer 1200 to Gus": an amount, no date of the to-do's own
    if not tail or says_a_date(tail, now=ctx.now, tz=ctx.tz) or not has_date_words(head):
        return None
    # ("nursery shut mon, need a sitter": someone or some care to find, a to-do with its verb left out)
    if not (_imperative_shape(tail) or _OBLIGED.match(tail) or says_need_of_someone(tail)):
        return None
    if _PAST.search(_without_closed(head)):
        return None
    if (thing := _THING_ON_DAY.match(head)) is not None:
        # "Dad's op is on the 14th, need to book time off for it": for Dad's op
        tail = _FOR_IT.sub(lambda _: f"for {thing['t']}", tail)
    pointed_back = _BACK_TO_HEAD.search(_BEFORE_AND_AFTER.sub(" ", _without_for_them(tail)))
    if pointed_back or _WHEN_HEAD.match(head) or _CANNOT.search(head):
        return None  # "the raffle closes sat, gotta buy them": the head names the thing (read elsewhere)
    spans = _head_days(head, ctx)
    if not spans:
        return _day_unread(head, tail, ctx, statement)
    if len(spans) != 1 or not _day_connector(spans[0]):
        return None
    if not f"{head[: spans[0].start]} {head[spans[0].end :]}".strip(" ,.-–—"):
        return None  # "tmrw morning, call the bank": only a day, the heading of a to-do (read elsewhere)
    day = spans[0].spec
    if day is None or day.precision not in (Precision.DAY, Precision.INSTANT):
        return None
    today = day.start.astimezone(ctx.tz).date() == ctx.now.astimezone(ctx.tz).date()
    if day.start.astimezone(ctx.tz).date() < ctx.now.astimezone(ctx.tz).date() or (today and not _IS_TODAY.match(head)):
        return None  # "busy morning, send the invoice", "today is a mess, call mum": the day as it goes
    said = statement(head)
    if _NO_CLASSES.match(head):  # "no school next friday": a day off school, no to-do of the user's called off
        said = [intent for intent in said if not isinstance(intent, CancelCommitment)]
    if not all(isinstance(intent, (Unclear, StateClaim)) or _on_the_day(intent, day) for intent in said):
        return None
    # the head's fact ("the office is closed monday") or occasion ("the party is on the 14th") is kept too
    facts: list[Intent] = [intent for intent in said if isinstance(intent, StateClaim) or _on_the_day(intent, day)]
    # "thurs week the cargo plane is in, have the samples labelled", "aug 3 Mia flies in, pick her up": a to-do
    # read only with a day ("have the samples labelled" alone may be what the user has) read with the head's
    todos = [_offered(intent) for intent in statement(tail) or statement(f"{tail} {day.text}")]
    if not todos or not all(
        isinstance(todo, NewCommitment) and todo.owner == "me" and todo.due in (None, day) for todo, _ in todos
    ):
        return None
    if day.precision is Precision.INSTANT and any(isinstance(fact, NewCommitment) for fact in facts):
        day = whole_day(day, ctx)  # "dentist 9am tmrw, pick up parcel": the day's next errand, not at 9am
    dated = [(replace(todo, due=day), asked) for todo, asked in todos if isinstance(todo, NewCommitment)]
    # a to-do the tail only offered ("sort childcare") is offered again, with the circumstance's day
    return [*facts, *(offer(todo, ctx) if asked else todo for todo, asked in dated)]


def _day_connector(span: TimeSpan) -> bool:
    """Whether the head's day is said as a day ("fri", "on the 3rd", "next wed"), or counted ahead
    to one ("in 3 wks Keisha flies in, clean the apartment"): "in march" is a month, never a day."""
    if span.connector in _DAY_CONNECTORS:
        return True
    return span.connector == "in" and span.spec is not None and span.spec.precision is Precision.DAY


def _day_unread(head: str, tail: str, ctx: _Ctx, statement: Callable[[str], list[Intent]]) -> list[Intent] | None:
    """The user's to-do after a circumstance whose day recap cannot date ("heroes day Tre wants to go
    to the parade, sort the flights", a holiday the user's country keeps on no day recap knows): asked
    about with its day, never kept undated (its day is what it is for); None when ``head`` starts with
    no such day, or the tail is not one undated to-do of the user's."""
    found = find_spans(head, now=ctx.now, tz=ctx.tz)
    if len(found) != 1 or found[0].spec is not None or found[0].problem is None or found[0].start != 0:
        return None
    if _HOLIDAY.fullmatch(head[found[0].start : found[0].end].strip()) is None:
        return None  # "4/5 i'm hosting …", "on the 31st: …": a day read two ways or none, asked by its own readers
    if not head[found[0].end :].strip(" ,.-–—"):
        return None  # only the day: a heading, read elsewhere
    todos = statement(tail)
    if len(todos) != 1 or not isinstance(todo := todos[0], NewCommitment) or todo.owner != "me" or todo.due:
        return None
    return [ask_date(f"{head}, {tail}", todo, found[0].problem)]


def _without_for_them(tail: str) -> str:
    """``tail`` without the people its own thing is for ("print the quote for them" → "print the quote")."""
    m = _FOR_THEM.search(tail)
    return tail[: m.start("them")] if m else tail


def _head_days(head: str, ctx: _Ctx) -> list[TimeSpan]:
    """The days ``head`` says, one span for all that name the same day ("eom is today" on the
    31st); a day of the month said as the subject is read as "on" it."""
    # a day of the month said as the subject, "the 19th is Zainab's birthday": the next such day (a
    # bare "the 19th" is no date to the time reader, which wants it after "on" or "by")
    said = DAY_SUBJECT.sub(lambda m: f"on the {m['d']}", head, count=1) if DAY_SUBJECT.match(head) else head
    spans = [span for span in find_spans(said, now=ctx.now, tz=ctx.tz) if span.spec is not None]
    if said != head:
        spans = [replace(span, start=0, end=max(span.end - 3, 0)) for span in spans]  # where "the 19th" was said
    return spans if len({(span.spec.start, span.spec.end) for span in spans if span.spec}) > 1 else spans[:1]


def _on_the_day(intent: Intent, day: DateSpec) -> bool:
    """Whether ``intent`` is the head's occasion kept on its day ("the party is on the 14th"), never
    a to-do of its own ("call the bank tomorrow; renew the passport": two to-dos)."""
    return (
        isinstance(intent, NewCommitment) and intent.due is not None and intent.due.start == day.start
        and not _imperative_shape(intent.action)
    )


def _offered(intent: Intent) -> tuple[Intent | None, bool]:
    """The to-do ``intent`` keeps or only offers (True when offered), or (None, False)."""
    if isinstance(intent, Unclear) and intent.proposal is not None:
        return intent.proposal, True
    return (intent, False) if isinstance(intent, NewCommitment) else (None, False)


# a day without lessons or care, not a thing of the user's called off: "no school next friday", "no nursery mon"
_NO_CLASSES = re.compile(
    r"^(?:(?:the\s+)?kids\s+(?:have|got)\s+)?no\s+(?:school|classes|class|lessons|nursery|daycare|day\s*care|preschool"
    r"|kindy|kindergarten|college|uni)\b",
    _I,
)
# "closed", "booked" as a state on a day ("the office is closed monday"), no past tense
# (a place "closed" or "shut" with its verb left out too: "school closed fri for teacher training")
_STATE = re.compile(
    r"\b(?:is|are|'s|'re)\s+(?:\w+\s+)?(?:closed|shut|booked|cancelled|canceled)\b|\b(?:closed|shut)\b", _I
)


def _without_closed(head: str) -> str:
    return _STATE.sub(" ", head)
