"""A thing that has to go to someone, said with the thing first: "the plumber quote needs to go to
Dana by wednesday", "contract has to get to Kofi before fri", "the invoices must go out to Ana
tmrw", "the survey forms go back to the ministry within 8 days", "the payroll file goes to the
accountant by noon".

No one is named as doing it, but the one who says a thing must go to someone is the one who
sends it: the user's to-do "send the plumber quote to Dana", due then. Only a thing one sends
(a document, a quote, a form; :data:`._commitment_intro._SENDABLE`) and a person named as one, or a
body or a role said with "the" ("the ministry", "the accountant");
"the kids need to go to Dana's" or "the car has to go to the garage" are no such line. Without a
day it may be chat, and is left to the other readers.

A thing handed in is said the same way, with no one to send it to: "grant acquittal has to be
in by fri", "in 10 days the visa paperwork has to go in", "the timesheets need to be handed
in monday": the user's to-do "submit the grant acquittal", due then, or the to-do for that thing
already kept, re-dated (before this, "has to be in" read as a thing done, or was only offered
back with the words whole). Only a thing one
hands in (a form, a claim, an application, a payment: :data:`_HANDED_IN`): "the car has to be
in by 8" is a booking, "the cows have to be in by dark" a chore, and "Tomás has to be in by 9"
someone's hours. The day may be said first or last. Hand-written: two shapes.
"""

from __future__ import annotations

import re

from memory.understanding._commitment_intro import _SENDABLE, _leading, _read
from memory.understanding._phrases import _I, _Ctx, _person
from memory.understanding._prefilter import gated
from memory.understanding._shortcuts import taken
from memory.understanding.intents import Intent, MoveCommitment, NewCommitment, Unclear

_GOES = gated(
    re.compile(
        r"^(?P<t>(?:(?:the|my|our|this|that|these|those|all\s+the)\s+)?(?:[\w'&-]+\s+){0,3}" + _SENDABLE + r")"
        r"\s+(?:(?:needs|need|has|have|must|should|'s\s+got|has\s+got|is\s+going|'s\s+going|gotta)\s+(?:to\s+)?"
        # said as what happens to it: "the survey forms go back to the ministry within 8 days"
        r"(?:go|get|be\s+sent|be\s+with)|goes|go)\s+(?:out\s+|over\s+|across\s+|(?P<back>back)\s+)?to\s+"
        # a person named, or a body or a role with "the": "the ministry", "the accountant", "the crew"
        r"(?:(?P<body>(?:the|our|my)\s+[^\W\d_][\w\-]*)"
        r"|(?P<p>[^\W\d_][\w\-]*(?:\s+(?-i:[A-ZÀ-ÖØ-Þ])[\w\-]*)?))(?P<rest>\s+\S.*)$",
        _I,
    )
)


# what is handed in: the things one sends, and papers, claims and payments one lodges
_HANDED_IN = (
    r"(?:" + _SENDABLE + r"|paperwork|application|applications|return|acquittal|claim|claims|essay|assignment"
    r"|homework|coursework|thesis|dissertation|submission|tender|bid|entry|entries|nomination|abstract|paper|papers"
    r"|rent|payment|deposit|fees?|order|request|rsvp|vote|ballot|renewal|expenses|portfolio|logbook|timesheet)"
)
_IS_IN = gated(
    re.compile(
        r"^(?P<t>(?:(?:the|my|our|this|that|these|those|all\s+the)\s+)?(?:[\w'&-]+\s+){0,3}" + _HANDED_IN + r")"
        r"\s+(?:needs|need|has|have|must|should|'s\s+got|has\s+got|gotta)\s+(?:to\s+)?"
        r"(?:be\s+(?:handed\s+|sent\s+|put\s+|turned\s+)?in|go\s+in|get\s+in)(?P<rest>\s+\S.*)?$",
        _I,
    )
)

# what every match of _IS_IN holds, in ``s`` or in the words after a day said first (a part of it)
_IN_SAID = re.compile(r"(?:be\s+(?:handed\s+|sent\s+|put\s+|turned\s+)?|go\s+|get\s+)in", _I)


def thing_goes(s: str, ctx: _Ctx) -> list[Intent] | None:
    """The to-do of sending a thing that must go to someone by a day, or of handing a thing in
    (see the module doc), or None."""
    m = _GOES.match(s.strip())
    if m is None:
        return _handed_in(s.strip(), ctx)
    person = m["body"] or _person(m["p"], ctx)
    if person in (None, "me") or not (m["body"] or ctx.lowercase or m["p"][:1].isupper()):
        return None
    thing = _the(m["t"])  # "contract has to …": the contract
    back = " back" if m["back"] else ""  # "… go back to the ministry": returned to them
    found = _read(f"send {thing}{back} to {person}{m['rest']}", ctx, "me", None, needs_date=True)
    if not found or not all(isinstance(i, NewCommitment) and i.due is not None for i in found):
        return None
    return found


def _handed_in(s: str, ctx: _Ctx) -> list[Intent] | None:
    """ "grant acquittal has to be in by fri", "fri cob - grant acquittal has to be in": submit it
    (a payment is paid: "the rent has to go in by monday"); with no day, asked about."""
    if taken() and _IN_SAID.search(s) is None:  # before the costly look for a day said first
        return None
    lead = _leading(s, ctx)
    m = _IS_IN.match(lead.rest.strip(" -–—:,") if lead is not None else s)
    if m is None or (lead is not None and (lead.due is None or m["rest"])):
        return None  # a day said first and last, or one not read: left to the other readers
    thing = _the(m["t"])
    verb = "pay" if _PAID.search(thing) else "submit"
    due = lead.due if lead else None
    found = _read(f"{verb} {thing}{m['rest'] or ''}", ctx, "me", None, needs_date=False, due=due)
    if not found or not all(isinstance(i, NewCommitment) for i in found):
        return None
    if len(found) != 1 or not isinstance(todo := found[0], NewCommitment):
        return found
    if todo.due is None:
        return [Unclear(f"Should I track “{todo.action}” for you?", s, todo)]  # "the forms have to be in"
    # the to-do for that thing re-dated when there is one ("… has to be in by the 20th now"), else this new one
    named = re.sub(r"^(?:the|these|those|all\s+the)\s+", "", thing, flags=_I)
    return [MoveCommitment(named, todo.due, otherwise=todo)]


_PAID = re.compile(r"\b(?:rent|payment|deposit|fees?)$", _I)


def _the(thing: str) -> str:
    """ "my timesheet" -> "the timesheet", "contract" -> "the contract": the thing as a to-do names it."""
    thing = re.sub(r"^(?:my|our|this|that)\s+", "the ", thing, flags=_I)
    return thing if re.match(r"^(?:the|these|those|all\s+the)\s", thing, _I) else f"the {thing}"
