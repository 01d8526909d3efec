"""A thing that needs something done to it by a day: "company car needs an oil change this wk",
"the van needs new tyres before the 20th", "boiler needs a service by end of month", "gen needs
diesel before thursday".

Said to a memory bot, that is most likely a job for the user (get the oil change done), but
whose job it is and what exactly they will do (book it, do it, pay for it) the words leave open:
recap asks, offering the to-do "<what> for <thing>" due then, never keeps it unasked. A need
that is itself a job done to the thing, one noun that is a to-do verb ("needs a service", "needs
a clean"), leaves nothing open: the to-do is that job ("service the boiler"), kept as said. Without
a day ("the car needs a wash") it may be chat, and is left to the other readers.

Only a thing, never a person or a pronoun ("Sam needs a lift", "we need a holiday" are other
readers'); a need said with an -ing or a passive ("needs washing", "needs to be paid") is a
to-do the state forms read (:mod:`._commitment_states`). Hand-written: one shape.
"""

from __future__ import annotations

import re

from memory.phrasing import describe_due
from memory.understanding._commitment_intro import TODO_VERBS
from memory.understanding._kin import KIN
from memory.understanding._phrases import _I, _Ctx, _phrase, _plausible
from memory.understanding.intents import Intent, NewCommitment, Unclear
from memory.understanding.timex import find_spans

_NEEDS = re.compile(
    r"^(?P<t>(?:(?:the|my|our|this|that|his|her|their)\s+)?(?:[\w'&\-]+\s+){0,3}?[\w'&\-]+)\s+(?:needs|need|is\s+due)"
    r"\s+(?P<rest>(?:a|an|its|their|new|some|another|the)\s.+|(?P<bare>(?!(?:to|it|him|her|them|me|us|you|help)\b)"
    r"(?![a-z]+(?:ing|ed)\b)[a-z][\w\-]*\s.+))$",
    _I,
)
# someone of the family, no thing: "mum needs bread by tonight", "nan needs meds before sunday"
_KIN_SAID = re.compile(rf"^(?:(?:my|our|the)\s+)?(?:{KIN})$", _I)
# who or what is no thing: a person, a pronoun ("we need a holiday", "Sam needs a lift")
_NOT_THING = re.compile(
    r"^(?:i|we|you|he|she|they|it|this|that|everyone|everybody|someone|somebody|nobody|one|us|me|the\s+kids"
    r"|the\s+team|(?-i:[A-Z])[a-z]+)$",
    _I,
)


# a need said ahead, its modal last before "need": "she'll", "Marta's going to", "the team will"
_MODAL_LAST = re.compile(
    r"(?:'ll|'d|(?:'s|\s+is)?\s+(?:gonna|going\s+to)|\s+(?:will|would|might|may|could|should))$", _I
)
# needs that are verbs but no job done to the thing itself: "needs a drink", "needs a call", "needs a hand"
_NOT_JOBS = frozenset(
    {"drink", "call", "hand", "lift", "ride", "break", "rest", "hug", "chat", "word", "look", "go", "try"}
)
_MOST_WORDS = 5  # "a full service and an MOT": what a thing needs, said short


def thing_needs(s: str, ctx: _Ctx) -> list[Intent] | None:
    """The question about a thing's need by a day (see the module doc), or None."""
    m = _NEEDS.match(s.strip())
    # "the van will need new tyres": the van's; "she'll need a laptop", "Marta's gonna need …": someone's, no thing's
    said = _MODAL_LAST.sub("", m["t"]).strip() if m is not None else ""
    if m is None or _NOT_THING.match(said) or said.split()[0].lower() in ("i", "we", "you", "he", "she", "they"):
        return None
    rest = m["rest"]
    if _KIN_SAID.match(said):
        return None
    if ctx.lowercase and len(said.split()) == 1 and rest.lower().startswith("the "):
        return None  # "kemi needs the report by fri": a name typed in lower case, wanting a thing of the user's
    spans = find_spans(rest, now=ctx.now, tz=ctx.tz)
    if len(spans) != 1 or spans[0].spec is None or rest[spans[0].end :].strip(" ,.!") or spans[0].spec.end <= ctx.now:
        return None  # only one day, and only after what is needed
    needed = rest[: spans[0].start].strip(" ,")
    if not needed or len(needed.split()) > _MOST_WORDS:
        return None
    thing = re.sub(r"^(?:my|our|this|that)\s+", "the ", said, flags=_I)
    what = re.sub(r"^(?:a|an|its|their|some|another|the)\s+", "", needed, flags=_I)
    thing = thing if thing.lower().startswith("the ") else f"the {thing}"
    action = _phrase(f"{what} for {thing}")
    if not _plausible(action, max_words=9):
        return None
    due = spans[0].spec
    job = what.lower()
    # a bare need ("gen needs diesel before thursday") is only ever asked: the same words may be a
    # person's, typed in lower case ("kemi needs cash by fri")
    # "needs a service": service it
    if not m["bare"] and job in TODO_VERBS and job not in _NOT_JOBS and len(needed.split()) == 2:
        return [NewCommitment(_phrase(f"{job} {thing}"), "me", None, due)]
    proposal = NewCommitment(action, "me", None, due)
    when = describe_due(due.last_moment, ctx.tz)
    return [Unclear(f"Should I track “{action}” for you, due {when}?", s, proposal)]
