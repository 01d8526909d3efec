"""Someone's arrival with its time, then what to do about them: "Mum's flight lands at 6:40pm
thurs, pick her up", "Ana arrives at 9am tomorrow, meet her at the airport", "the kids finish
school at 3 wed, collect them".

Read clause by clause, the arrival is a thing of its own (an "appointment" called "Mum's flight
lands", which is no to-do of the user's) and the to-do after it loses both its date and whom
it is for ("pick her up", undated). Said together, the to-do is the one thing to keep: due when
the person arrives, and about them by name ("pick Mum up").

Only when:

- the head is a person, or their flight, train, bus …, then an arrival's verb (lands, arrives,
  gets in, finishes …) and one readable time still ahead, and nothing else;
- the part after the cut reads as the user's own to-dos, with no date of their own but a time of day
  on the arrival's day ("Mum's flying in on the 10th, pick her up at the airport 6:40am"), and the first
  refers to the person: "her", "him", "them", or their name (the ones after it are the same trip's:
  "pick her up and drop the casserole to Aunty Lu").

Hand-written: no library reads who arrives when; the verbs are a short closed list.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from memory.understanding._clock_on_day import clock_on_day
from memory.understanding._kin import KIN, KIN_HE_RE, KIN_SHE_RE
from memory.understanding._phrases import _I, _Ctx, _person
from memory.understanding._prefilter import gated
from memory.understanding._time_only import clock_only
from memory.understanding.intents import Intent, NewCommitment, Unclear
from memory.understanding.timex import Precision, find_spans, has_date_words

_VERBS = (
    r"(?:lands?|landing|arrives?|arriving|gets?\s+in|getting\s+in|gets?\s+back|getting\s+back|comes?\s+in"
    r"|coming\s+in|(?:fly|flies|flying|flew)\s+in|touches\s+down|pulls\s+in|finish(?:es)?|finishing|gets?\s+out|getting\s+out|is\s+due\s+in"
    r"|are\s+due\s+in|is\s+due|are\s+due)"
)
_ARRIVAL = gated(
    re.compile(
        r"^(?P<who>[^,;:]{1,40}?)(?:\s+(?:is|are|'s|'re)|['’](?:s|re))?\s+" + _VERBS + r"\b(?P<rest>[^,;]*?)"
        r"(?P<cut>\s*[,;]\s*(?:(?:so|and|then)\s+)?|\s+[-–—]+\s+|\s+so\s+)(?P<tail>\S.*)$",
        _I,
    )
)
# "Mum's flight", "Dad's train", "my sister's bus": the person whose transport arrives
_RIDE = re.compile(r"^(?P<p>.+?)(?:'s|s')\s+(?:flight|plane|train|bus|coach|ferry|boat|taxi|uber|cab)$", _I)
# what the rest of the head may say besides its time: "school", "work", "from Lagos", "at Heathrow"
_REST = re.compile(
    r"^(?:school|work|practice|training|nursery|class|uni|college|(?:from|at|into|in)\s+\S+(?:\s+\S+){0,2})$", _I
)
# people said without a name
_KIN = re.compile(r"^(?:(?:my|our|the)\s+)?(?:" + KIN + r"|boys|girls|boss|guests?)$", _I)
_POINTING = re.compile(r"\b(?:her|him|them)\b", _I)
# the pronoun a kin word is said again by: "Dad lands at 6, pick her up" means someone else
_SAID_AS = {
    "her": KIN_SHE_RE,
    "him": KIN_HE_RE,
    "them": r"kids|boys|girls|parents|folks|in-laws|guests",
}
_WORDS_OF_TIME = re.compile(r"^(?:at|@|on|by|around|about|approx|circa|~)$", _I)


def arrival_then_todo(text: str, ctx: _Ctx, statement: Callable[[str], list[Intent]]) -> list[Intent] | None:
    """The to-dos said about someone after their arrival, due when they arrive; None when
    ``text`` is no such sentence."""
    m = _ARRIVAL.match(text)
    if m is None:
        return None
    person = _arriving(m["who"].strip(), ctx)
    if person is None:
        return None
    clocked = has_date_words(m["tail"])
    if clocked and not _clock_of_the_day(m["tail"], ctx):
        return None
    head = text[: m.start("cut")]
    # the time after the verb only: "gets in sun 6:20am" is no time "in sun 6:20am"
    rest = head[m.start("rest") :]
    spans = [span for span in find_spans(rest, now=ctx.now, tz=ctx.tz, prefer="future") if span.spec is not None]
    if len(spans) != 1 or spans[0].spec is None or spans[0].spec.end <= ctx.now:
        return None
    if clocked and spans[0].spec.precision is not Precision.DAY:
        return None  # "Mum lands at 6, pick her up 6:40": two times of one day, not a day and its time
    span = spans[0]
    left = f"{rest[: span.start]} {rest[span.end :]}".split()
    left = [word for word in left if not _WORDS_OF_TIME.match(word)]
    if left and not _REST.match(" ".join(left)):
        return None  # "Mum lands at 6 and is staying till sunday, …": more than an arrival
    todos = []
    # the to-dos read as said under the arrival's time, as a diary line is ("thurs 6:40pm: pick her up")
    for intent in statement(f"{span.spec.text}: {m['tail']}"):
        todo = intent.proposal if isinstance(intent, Unclear) else intent
        if not isinstance(todo, NewCommitment) or todo.owner != "me":
            return None
        pointing = _POINTING.search(todo.action)
        if pointing is not None:
            if not _said_as(person, pointing.group(0).lower()):
                return None
            todo = replace(todo, action=_POINTING.sub(person, todo.action, count=1))
        elif person.lower() not in todo.action.lower() and not todos:
            return None  # "Mum lands at 6, book the restaurant": not about her
        # (a to-do after the first, "pick her up and drop the casserole to Lu", is the same trip's)
        # a time of day the to-do says is on the arrival's day, as read under it ("the 10th 6:40am")
        due = span.spec
        if clocked and todo.due is not None:  # read under the arrival's day, or the time put on it
            on_day = todo.due.start.astimezone(ctx.tz).date() == span.spec.start.astimezone(ctx.tz).date()
            due = todo.due if on_day else clock_on_day(span.spec.text, todo.due.text, ctx)
        if due is None:
            return None
        todos.append(replace(todo, due=due))
    return todos or None


def _clock_of_the_day(tail: str, ctx: _Ctx) -> bool:
    """Whether the to-dos' only date is one time of day ("pick her up at the airport 6:40am"),
    said of the arrival's day: "Mum's flying in on the 10th, pick her up at the airport 6:40am"."""
    spans = [span for span in find_spans(tail, now=ctx.now, tz=ctx.tz, prefer="future") if span.spec is not None]
    return len(spans) == 1 and spans[0].spec is not None and clock_only(spans[0].spec.text)


def _arriving(who: str, ctx: _Ctx) -> str | None:
    """The person ``who`` names ("Mum's flight": Mum), or None when it names no person."""
    ride = _RIDE.match(who)
    if ride is not None:
        who = ride["p"]
    if _KIN.match(who):
        return who
    person = _person(who, ctx)
    return person if person not in (None, "me") else None


def _said_as(person: str, pronoun: str) -> bool:
    """Whether ``pronoun`` may stand for ``person``: any for a name, the one that fits a kin word."""
    kin = person.lower().split()[-1]
    fits = [said for said, words in _SAID_AS.items() if re.fullmatch(words, kin)]
    return not fits or pronoun in fits
