"""Someone else's to-do said as a duty they hold: "Freya's on the hook for the demo script, due
wed", "Marco is on point for the vendor contracts by friday", "Aisha volunteered to run the
raffle", "Lin owns the launch checklist, due the 12th", "Dev's got the catering by thursday".

The user's own such duties ("I'm on the hook for …", "I volunteered to …", and said of
the thing with a deadline: "hotels are on me by mon") are read by ``_taken_on``; this reads
them of a named person, with that person as the owner. Which words make a to-do on their own
and which only with a due:

- "on the hook / on point / on deck for", "volunteered / offered / signed up / stepped up to",
  "tasked with": a job taken on; kept undated as well;
- "owns", "in charge of", "responsible for", "has (got)", "'s got": said without a due these
  tell who holds a thing (a fact the fact forms keep: "Ines owns billing") or nothing to track
  ("Pedro's got a cold", "Mum's got the kids this weekend"); a to-do only with a deadline ("by",
  "before", "due").

Hand-written: a closed list of idioms, one regex, tried before the fact forms (which would take
"owns … due the 12th" for ownership dated the 12th).
"""

from __future__ import annotations

import re
from dataclasses import replace

from memory.understanding._commitment_intro import _NOT_OTHER, _taken_on
from memory.understanding._phrases import _I, _Ctx, _person
from memory.understanding._prefilter import gated
from memory.understanding.intents import Intent, NewCommitment
from memory.understanding.timex import find_spans

_DUTY = gated(re.compile(
    r"^(?P<p>[A-Za-z][\w\-]*(?:\s+(?-i:[A-Z])[\w\-]*)?)(?:'s\s+been|\s+has\s+been|'s|\s+is|\s+was)?\s+"
    r"(?:(?:now|also|still|officially|apparently)\s+)?"
    r"(?:(?P<hook>on\s+the\s+hook\s+for|on\s+point\s+for|on\s+deck\s+for|tasked\s+with|volunteered\s+for"
    r"|signed\s+up\s+for|roped\s+into)"
    r"|(?P<vow>volunteered|offered|signed\s+up|stepped\s+up|agreed|promised)\s+to"
    r"|(?P<held>in\s+charge\s+of|responsible\s+for|owns|got|has\s+got|has))\s+(?P<rest>\S.+)$",
    _I,
))
# the user's share said of the thing: "hotels are on me by mon", "the cake's on me for sat"
_ON_ME = gated(re.compile(
    r"^(?P<thing>(?:the\s+|my\s+|our\s+)?[a-z][\w\-]*(?:\s+[a-z][\w\-]*){0,2}?)(?:\s+(?:is|are)|'s|'re)\s+(?:all\s+)?on\s+me"
    # "it's on me to book the hall": no thing, the job said after it (read by ``_taken_on``)
    r"\s+(?P<rest>(?!to\s)\S.*)$",
    _I,
))
# the deadline a held thing needs to be a to-do: "… by fri", "…, due the 12th", "… before monday"
_DEADLINE = frozenset({"by", "before", "b4", "due", "due by", "due on", "due before", "no later than"})
_DUE_WORD = re.compile(r"[,\s-]+due\s*$", _I)
_DEADLINE_DETAIL = re.compile(r"^(?:due|by|before|b4|no\s+later\s+than)\s", _I)


# what must be done to a thing, said after "has": "… has to be in", "… has to be paid by fri"
_DONE_TO = re.compile(r"to\s+be\s+(?:in|[a-z]+ed|done|sent|paid|signed|seen\s+to)\b", _I)


def their_charge(clause: str, detail: str, ctx: _Ctx) -> list[Intent]:
    """The named person's to-do when ``clause`` says they hold it (see the module doc), else [];
    a ``detail`` after the comma that is only its deadline ("…, due the 12th") is read with it."""
    if detail and _DEADLINE_DETAIL.match(detail):
        clause = f"{clause}, {detail}"
    mine = _ON_ME.match(clause.strip())
    if mine and _deadline(mine["rest"], ctx):  # "hotels are on me by mon": the user's, with its deadline
        return _taken_on(f"I'm on the hook for {mine['thing']} {mine['rest']}", ctx, None) or []
    m = _DUTY.match(clause.strip())
    if m is None or m["p"].split()[0].lower() in _NOT_OTHER:
        return []
    person = _person(m["p"], ctx)
    if not person or person == "me" or not (ctx.lowercase or m["p"][0].isupper()):
        return []
    rest = m["rest"]
    if m["held"] and not _deadline(rest, ctx):
        return []
    if m["held"] and not m["p"][0].isupper() and _DONE_TO.match(rest):
        return []  # "timesheet has to be in by the 25th": what must be done to a thing, no one's charge
    said = f"I {m['vow']} to {rest}" if m["vow"] else f"I'm on the hook for {rest}"
    read = _taken_on(said, ctx, None) or []
    if not read or not all(isinstance(i, NewCommitment) for i in read):
        return []
    return [replace(i, owner=person) for i in read if isinstance(i, NewCommitment)]


def _deadline(rest: str, ctx: _Ctx) -> bool:
    """Whether ``rest`` ends with a deadline ("by fri", ", due the 12th")."""
    spans = find_spans(rest, now=ctx.now, tz=ctx.tz)
    if not spans or spans[-1].spec is None or rest[spans[-1].end :].strip(" .!"):
        return False
    last = spans[-1]
    return last.connector in _DEADLINE or bool(_DUE_WORD.search(rest[: last.start]))
