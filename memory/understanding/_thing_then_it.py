"""A thing and its deadline said first, then what to do to "it": "dec 22nd is the deadline for
the permit application, i need to submit it", "a fortnight from today the library books are due
back, i need to return them", "my manager asked for the headcount plan by fri, I'll get it done",
"the deadline for the visa form is the 9th, have to post it".

Read clause by clause, the head names a thing and a date but no verb (kept as a to-do named by
the thing, or a resolved issue, or nothing), and the tail is a to-do of "it" with no date. Read
as one line it is one to-do: the tail's verb done to the head's thing ("submit the permit
application"), due the head's date. "X is due D, verb it" with the date after "due" is
:mod:`._due_then_verb`'s; this module reads the heads that one cannot: a deadline named as
such, the date said first, or someone asking for the thing by a day.

Kept only when sure: one readable date ahead, a thing of a few words that is no person or
pronoun, and a tail that is the user's own to-do verb with "it"/"them" and at most a particle
("done", "off", "back", "in") after it. Hand-written: a few fixed shapes over the reader's own
date spans and to-do verbs.
"""

from __future__ import annotations

import re

from memory.understanding._phrases import _I, _Ctx, _phrase, _plausible
from memory.understanding._prefilter import gated
from memory.understanding.intents import DateSpec, Intent, MoveCommitment, NewCommitment
from memory.understanding.timex import find_spans

# the tail: "…, i need to submit it", "…. I'll get it done", "… - have to return them"
# (and a verb that takes its thing with "for", said with nothing after it: "…, need to apply b4 then"; a bare
# imperative after a deadline is put as the obligation by :func:`._day_headed.deadline_headed`)
# (before a deadline is by it: "…, submit it b4 then" is due the deadline's day, as the corpora label it)
_TAIL = gated(re.compile(
    r"^(?P<head>.+?)\s*(?:[,;.]|\s[-–—]\s)\s*(?:so\s+|and\s+)?(?:i\s+|i(?='))?(?:really\s+|just\s+)?"
    r"(?:need\s+to|have\s+to|gotta|got\s+to|must|should|will|'ll|'m\s+going\s+to|'m\s+gonna|better)\s+"
    r"(?P<verb>[a-z]+)(?:\s+(?P<for>for\s+)?(?P<it>it|them))?(?P<tail>\s+(?:done|off|back|in|sorted|finished|over|ready))?"
    r"(?:\s+(?:asap|then|in\s+time|on\s+time|(?:by|before|b4)\s+then|this\s+time|for\s+once|for\s+a\s+change)){0,2}"
    # "then" put back as the head's day by the reader before ("…, apply it before apr 2"): the same day again
    r"(?:\s+(?:by|before|b4)\s+(?P<again>[^,;.]{1,25}?))?[\s!.]*$",
    _I,
))
# the tail a bare imperative, after a thing said due: "aug 15 the fees due, pay it"
_BARE_TAIL = gated(re.compile(
    r"^(?P<head>.+?\bdue)\s*(?:[,;.]|\s[-–—]\s)\s*(?P<verb>[a-z]+)\s+(?P<for>for\s+)?(?P<it>it|them)"
    r"(?P<tail>\s+(?:off|back|in|on\s+time))?(?P<again>)[\s!.]*$",
    _I,
))
# the verbs whose thing is said after "for": "apply for the licence", "register for the 10k"
_FOR_VERBS = frozenset({"apply", "register", "enrol", "enroll", "sign-up"})
_THING = r"(?P<thing>(?:(?:the|my|our|this|that|these|those|a|an)\s+)?[\w'&\-/]+(?:\s+[\w'&\-/]+){0,5}?)"
# "dec 22nd is the deadline for the permit application"
_DEADLINE_SAID_FIRST = re.compile(
    r"^(?P<d>.+?)\s+(?:is|'s)\s+(?:the\s+)?(?:deadline|last\s+day|cut-?off(?:\s+date)?|due\s+date)\s+(?:for|on|to\s+\w+)\s+"
    + _THING + r"$",
    _I,
)
# "the deadline for the permit application is dec 22nd"
_DEADLINE_SAID_LAST = re.compile(
    r"^(?:the\s+)?(?:deadline|last\s+day|cut-?off(?:\s+date)?|due\s+date)\s+(?:for|on)\s+" + _THING
    + r"\s+(?:is|'s)\s+(?P<d>.+)$",
    _I,
)
# "my manager asked for the headcount plan by fri", "Kemi wants the slides by monday"
_ASKED_FOR = re.compile(
    r"^(?P<who>(?i:my|our|the)\s+[\w-]+|[A-Z][\w'-]*)\s+(?:asked\s+(?:me\s+)?for|wants|needs|requested|is\s+expecting)\s+"
    + _THING + r"\s+(?P<d>(?:by|before|for|on)\s+.+)$",
)
# "a fortnight from today the library books are due back": the date first, then the thing due
# (the verb left out in a note: "aug 15 Jaheim's school trip money due, pay it")
_DUE_AFTER_DAY = re.compile(r"^" + _THING + r"\s+(?:(?:are|is|'s|'re)\s+)?due(?:\s+back|\s+in)?$", _I)
_NOT_A_THING = re.compile(
    r"^(?:(?:the|my|our)\s+)?(?:i|we|you|u|he|she|they|it|this|that|everyone|everybody|someone|who|what)\b", _I
)


def thing_then_it(text: str, ctx: _Ctx) -> list[Intent] | None:
    """The one to-do such a line says (see the module doc), or None."""
    # the to-do reader's verbs, imported late: that module imports this package's forms
    from memory.understanding._commitment_intro import _todo_verb

    m = _TAIL.match(text.strip())
    bare = m is None and (m := _BARE_TAIL.match(text.strip())) is not None
    # "i'll have it in", "will have them ready": "have" with the state it leaves the thing in is a to-do
    if m is None or not (_todo_verb(m["verb"]) or (m["verb"].lower() == "have" and m["tail"])):
        return None
    if m["it"] is None and m["verb"].lower() not in _FOR_VERBS:
        return None  # "…, submit by then": submit what? (the thing is said with "it", or by "for")
    verb = f"{m['verb'].lower()} for" if m["for"] or m["verb"].lower() in _FOR_VERBS else m["verb"].lower()
    read = _head(m["head"].strip(" ,"), ctx)
    if read is None:
        return None
    thing, due, moved, who = read
    if bare and not (moved and m["it"]):
        return None  # a bare "pay it" only after a thing said due on a day said first ("aug 15 the fees due, pay it")
    if _NOT_A_THING.match(thing) or due is None or due.end <= ctx.now:
        return None
    if m["again"] and ((again := ctx.date(m["again"])) is None or again.start != due.start):
        return None  # "…, submit it by the 1st": a day of its own, read by the to-do readers
    action = _phrase(f"{verb} {thing}{m['tail'] or ''}")
    if not action or not _plausible(action, max_words=10):
        return None
    todo = NewCommitment(action, "me", who, due)  # "Kemi wants the slides by monday, I'll send them": to Kemi
    # a thing said due, as "the grant report is due friday, write it": an open to-do of its name is re-dated
    return [MoveCommitment(_phrase(thing), due, otherwise=todo)] if moved else [todo]


def _head(head: str, ctx: _Ctx) -> tuple[str, DateSpec | None, bool, str | None] | None:
    """(the thing, its due, whether it was said "due", who asked for it when named) the head names, or None."""
    for pattern in (_DEADLINE_SAID_FIRST, _DEADLINE_SAID_LAST, _ASKED_FOR):
        m = pattern.match(head)
        if m is not None:
            who = m.groupdict().get("who")
            named = who if who and who[:1].isupper() and " " not in who else None
            return m["thing"], ctx.date(re.sub(r"^(?:by|before|for|on)\s+", "", m["d"].strip(), flags=_I)), False, named
    spans = find_spans(head, now=ctx.now, tz=ctx.tz)
    if len(spans) != 1 or spans[0].start != 0 or spans[0].spec is None:
        return None
    m = _DUE_AFTER_DAY.match(head[spans[0].end :].strip(" ,"))
    return (m["thing"], spans[0].spec, True, None) if m else None
