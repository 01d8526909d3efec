"""Jobs other people take on, said in the "-ing" form with no date: "Jia's bringing the cake",
"Ama's handling catering", "Kofi's booking the venue" are their commitments, undated.

Only for verbs that take a task on for others (bring, handle, book, organise, sort, pick up …)
and with a thing to do it to; "do" only with a thing of the group's named by its article ("Caetano's doing
the seating plan", "Nafiz is doing the welcome drinks"; never "doing great", "doing a PhD", "doing the
right thing"): the "-ing" form is just as often what someone is doing now or
their news ("Ben's running late", "Kofi's doing great", "Ana's cooking dinner", "Sam's sorting
it"), which is kept only with a date. Hand-written: a closed list of verbs, read on every
message.
"""

from __future__ import annotations

import re

from memory.understanding._phrases import _I

# Verbs of a job taken on for others ("Jia's bringing the cake"), in their plain form.
_TAKING_ON = frozenset({
    "bring", "handle", "book", "organise", "organize", "arrange", "sort", "order", "collect", "pick", "host", "plan",
    "prepare", "send", "invite", "pay", "chase", "print", "cover", "buy", "bake",
})  # fmt: skip
# a thing done to, after the verb (and its particle): "the cake", "catering", "the kids up"
_OBJECT = re.compile(
    r"^[a-z]+(?:\s+(?:up|off|out|care\s+of|after|with|over|in|on))?\s+(?!(?:it|that|this|them|him|her|me|us|well"
    r"|great|fine|ok|okay|badly|late|home|away|around|about|now|today)\b)\w",
    _I,
)


# "do" and a thing of the group's, by its article: "do the seating plan", "do our playlist" (never a manner
# or an idiom: "do the right thing", "do the rounds", "do her best", "do the maths")
_DO_THING = re.compile(
    r"^do\s+(?:the|our|my)\s+(?!(?:best|right|wrong|same|most|least|rounds|honou?rs|math|maths|trick|job|work"
    r"|thing|things|deed|bare\s+minimum|minimum|splits|talking)\b)[a-z]",
    _I,
)


def taking_on(rest: str) -> bool:
    """Whether ``rest`` ("bring the cake", "handle catering") is a job taken on, no date needed."""
    verb = rest.split()[0].lower() if rest.split() else ""
    if verb == "do":
        return _DO_THING.match(rest) is not None
    return verb in _TAKING_ON and bool(_OBJECT.match(rest))
