"""A day said in one clause, a clock said alone in the to-do after it: "group of 6 arriving
thurs, pick up at the airport 2:15pm", "big delivery comes wed, unload it at 7am", "wedding sat,
pick up the suit at 11am".

Each clause read alone puts the clock on today (a time said alone is today's), so the pick-up was
kept for 14:15 today, two days before anyone lands. :mod:`._shared_day` gives such a to-do the
day only when the day leads the sentence ("thursday i need to … by 2"), and :mod:`._event_clock`
handles a thing before it with a day *and* a time. This is the case between: the clause before
names a day and no time.

- The to-do is about the thing said before (it points back: "it", "them", "her"; it shares a
  word with it: "the delivery"; or it is a bare fetch or meet with no one named, "pick up at
  TIA"): it is due that day, at the clock said.
- Otherwise either reading may be meant (the suit may be picked up today, ahead of the wedding):
  recap offers that day's clock and asks, never stores today's as a guess.

A deadline not about the thing before ("dentist thurs, call the bank by noon") keeps today's
reading, as :mod:`._event_clock` keeps it. Hand-written: the pointing words are a short list.
"""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import timedelta

from memory.model import Precision
from memory.phrasing import describe_due, offer_to_track
from memory.understanding._due_doubt import unsure_dues
from memory.understanding._multi import time_alone
from memory.understanding._phrases import _I, _Ctx
from memory.understanding._shared_day import _at
from memory.understanding._todo_verbs import TODO_VERBS
from memory.understanding.intents import Intent, MoveCommitment, NewCommitment, Unclear
from memory.understanding.timex import DateSpec, find_spans
from memory.words import content_words

_POINTS_BACK = re.compile(r"\b(?:it|them|her|him|there|they|their)\b", _I)
# a fetch or a meeting with no one named: "pick up at TIA", "collect from the station", "meet at the gate"
_BARE_FETCH = re.compile(r"^(?:pick\s+up|collect|fetch|meet(?:\s+up)?|greet)\s+(?:at|from|outside|by|in)\b", _I)
_OFFER = "Should I track"  # the words a to-do offered rather than kept is asked with
_DEADLINE = re.compile(r"\b(?:by|before|b4|till|until|til|no\s+later\s+than)\s*$", _I)


def clock_on_said_day(intent: Intent, before: str, clause: str, earlier: list[Intent], ctx: _Ctx) -> Intent:
    """``intent`` (read from ``clause``, said after ``before`` in its sentence) with its clock
    said alone put on the day ``before`` names without a time: kept when the to-do is about
    what ``before`` says, else asked; ``intent`` unchanged when no such day was said. A to-do
    already offered rather than kept ("collect from the station 3pm": from whom?) is offered on
    that day."""
    offered = isinstance(intent, Unclear) and intent.question.startswith(_OFFER)
    todo = intent.proposal if isinstance(intent, Unclear) and offered else intent
    if not isinstance(todo, NewCommitment) or todo.owner != "me" or todo.due is None:
        return intent
    due = todo.due
    if due.precision is not Precision.INSTANT or not time_alone(due.text) or due.doubt:
        return intent
    if not timedelta(0) <= due.start - ctx.now <= timedelta(days=1):
        return intent  # a clock alone is read as its next coming; else a rule before put it on a day
    at = clause.lower().find(todo.action.lower())  # a sentence read whole: "new stock comes thurs, unpack it …"
    before = f"{before} {clause[:at]}" if at > 0 else before
    day = _day_said(before, ctx)
    if (
        day is None
        or _timed_todo(earlier)
        or _own_errand_dated(earlier)
        or any(isinstance(i, MoveCommitment) for i in earlier)
    ):
        return intent
    moved = _at(day, due, ctx)
    if moved is due:
        return intent
    about = _about_before(todo.action, before, day)
    at = clause.lower().find(due.text.lower())
    if not about and at >= 0 and _DEADLINE.search(clause[:at]):
        return intent  # "dentist thurs, call the bank by noon": by noon today
    if about and not offered:
        return replace(todo, due=moved)
    doubt = None if about else f"It may be today at {due.text.strip()} instead"
    if doubt is None:
        when = describe_due(moved.last_moment, ctx.tz)
        return Unclear(
            f"{_OFFER} {offer_to_track(todo.action, todo.owner)}, due {when}?", moved.text, replace(todo, due=moved)
        )
    return unsure_dues([replace(todo, due=replace(moved, doubt=doubt))], ctx)[0]


def _day_said(before: str, ctx: _Ctx) -> DateSpec | None:
    """The one day ``before`` names, with no time, after today; None otherwise."""
    specs = [span.spec for span in find_spans(before, now=ctx.now, tz=ctx.tz) if span.spec is not None]
    if len(specs) != 1 or specs[0].precision is not Precision.DAY or specs[0].doubt:
        return None
    day = specs[0]
    return day if day.start.astimezone(ctx.tz).date() > ctx.now.astimezone(ctx.tz).date() else None


def _timed_todo(earlier: list[Intent]) -> bool:
    """Whether a to-do said before has a time of its own (then :mod:`._event_clock` decides)."""
    return any(
        isinstance(i, NewCommitment) and i.due is not None and i.due.precision is Precision.INSTANT for i in earlier
    )


def _own_errand_dated(earlier: list[Intent]) -> bool:
    """Whether a to-do said before is an errand of the user's with its day ("collect the suit on
    fri & drop it at Ahmed's by 6pm"): the day is that errand's own (:mod:`._shared_day`), and a
    clock after it keeps today's reading; a thing that happens ("wedding sat") lends its day."""
    return any(
        isinstance(i, NewCommitment)
        and i.owner == "me"
        and i.due is not None
        and i.action.split()[0].lower() in TODO_VERBS
        for i in earlier
    )


def _about_before(action: str, before: str, day: DateSpec) -> bool:
    """Whether the to-do ``action`` is about what ``before`` says (its date words aside)."""
    if _POINTS_BACK.search(action) or _BARE_FETCH.match(action):
        return True
    said = content_words(before.replace(day.text, " ")) if day.text else content_words(before)
    return bool(said & content_words(action))
