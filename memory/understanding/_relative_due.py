"""A move whose new date is counted from the to-do's own due: "push it to the following
sunday", "bake sale's been moved to the following friday", "i'll ring her the monday after",
"make it two days after that", "move the dentist to the day before", "a week later instead".

The date only means something once the to-do is known, so the reader says how to count it
(:attr:`MoveCommitment.shift` for an amount, :attr:`MoveCommitment.weekday_after` for "the
following sunday") and :mod:`memory.derive` counts from the chosen to-do's due. ``due`` is the
same count from today, for a to-do that had no due. "The monday after next" and "a week from
friday" are dates of their own (:mod:`memory.understanding.timex`), not counted from a due.
"""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import timedelta

from memory.understanding._lifecycle import _LEAD, _target
from memory.understanding._phrases import _I, _Ctx
from memory.understanding._prefilter import gated
from memory.understanding.intents import Intent, MoveCommitment, NewCommitment
from memory.understanding.timex import _WEEKDAYS, DateSpec

_WD = "|".join(sorted(_WEEKDAYS, key=len, reverse=True))
_N = r"(?P<n>a|an|one|two|three|four|five|six|a\s+couple\s+of|\d{1,2})"
# the date counted from the due: "the following sunday", "the monday after", "two days later",
# "the day before", "a week after that"
_REL = (
    r"(?:(?:the\s+)?following\s+(?P<wd1>" + _WD + r")|the\s+(?P<wd2>" + _WD + r")\s+after(?:\s+that)?(?!\s+next)"
    r"|(?:the\s+)?(?P<wd3>" + _WD + r")\s+after\s+that"
    r"|" + _N + r"\s+(?P<u>day|week)s?\s+(?P<dir>later|after(?:\s+that)?|earlier|before(?:\s+that)?|sooner)"
    r"|the\s+(?P<u1>day|week)\s+(?P<dir1>after|before)(?:\s+that)?)"
)
_INSTEAD = r"(?:\s+instead)?"
_MOVE_VERB = r"(?:push|move|bump|shift|put|change|make|reschedule|postpone|switch|slide)"
_MOVED = (  # "oil change can wait till the saturday after": a move said as leave to wait
    r"(?:moved|pushed|put\s+back|bumped|shifted|changed|rescheduled|postponed|switched|slid|slipped|pushed\s+back"
    r"|(?:can|could)\s+(?:wait|hold(?:\s+off)?))"
)
_FORMS = [
    # "push it to the following sunday", "move the dentist to the day before"
    re.compile(
        r"^(?:(?:can|could)\s+(?:we|you|i)\s+|let's\s+|lets\s+|(?:i'll|ill|we'll|i\s+will|we\s+will)\s+|(?:i'm|im|we're)"
        r"\s+(?:gonna|going\s+to)\s+|(?:i|we)\s+(?:have\s+|'ve\s+)?)?"
        + _MOVE_VERB
        + r"\s+(?P<a>.+?)\s+(?:back\s+|out\s+)?"
        r"(?:to|till|until|til|for|over\s+to)\s+" + _REL + _INSTEAD + r"$",
        _I,
    ),
    # "bake sale's been moved to the following friday", "the dentist got pushed to the day after"
    gated(re.compile(
        r"^(?P<a>.+?)(?:\s+(?:has|have|is|are|was|were|got)(?:\s+been)?|'s\s+been|'s)?\s+"
        + _MOVED
        + r"(?:\s+(?:back|out))?\s+(?:to|till|until|til)\s+"
        + _REL
        + r"$",
        _I,
    )),
    # "the dentist is now the day after", "parents' evening's now the following thursday"
    gated(re.compile(r"^(?P<a>.+?)(?:\s+is|'s)\s+now\s+(?:on\s+)?" + _REL + r"$", _I)),
    # "i'll ring her the monday after", "we'll visit gran the following sunday instead"
    re.compile(
        r"^(?:i'll|ill|we'll|i\s+will|we\s+will|(?:i'm|im|we're)\s+(?:gonna|going\s+to)|i\s+can|we\s+can|gonna)\s+"
        r"(?P<verb>[a-z]+)\s+(?P<a>.+?)\s+(?:on\s+)?" + _REL + _INSTEAD + r"$",
        _I,
    ),
    # "shosho wants us to come the following sunday instead": whom the to-do is with
    re.compile(
        r"^(?P<p>[^\W\d][\w'\-]*)\s+(?:wants|would\s+like|asked|prefers|said|says)\s+(?:us|me)\s+(?:to\s+)?"
        r"(?:come|go|visit|pop\s+round|come\s+round|come\s+over|do\s+it|meet)\s+(?:on\s+)?" + _REL + _INSTEAD + r"$",
        _I,
    ),
    # "make it the following sunday", "a week later instead", "actually the day before"
    re.compile(
        r"^(?:(?:make|move|push|change)\s+(?:it|that)\s+(?:to\s+)?|how\s+about\s+|let's\s+say\s+|say\s+|actually,?\s+)"
        + _REL
        + _INSTEAD
        + r"$",
        _I,
    ),
    re.compile(r"^" + _REL + r"\s+instead$", _I),
]
_TAIL = re.compile(
    r"(?:\s*(?:[!.…]+|[\U0001F300-\U0001FAFF\u2600-\u27BF\uFE0F]+|\b(?:pls|please|lol|tbh|thx|thanks)))+$", _I
)
_NUMBERS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "a couple of": 2}
# no thing of the user's: "it's two days later", "I said the day before"
_NOT_A_THING = re.compile(r"^(?:i|we|you|he|she|they|me|us|there|which)$|^(?:i|we)\s+(?:said|told|thought)\b", _I)
_PRONOUN = re.compile(r"^(?P<v>[a-z]+\s+)(?:her|him|them)\b", _I)  # "ring her": whom the to-do is with


def relative_move(s: str, ctx: _Ctx) -> list[Intent] | None:
    """The move a clause of the forms above says, or None."""
    text = _TAIL.sub("", _LEAD.sub("", s.strip()))  # not "earlier" or "later": they say which way
    for k, pattern in enumerate(_FORMS):
        m = pattern.match(text)
        if m is None:
            continue
        groups = m.groupdict()
        if groups.get("p"):
            target = groups["p"]  # "shosho wants us to come …": the to-do with Shosho
        elif groups.get("a") is not None:
            words = f"{groups['verb']} {groups['a']}" if groups.get("verb") else groups["a"]
            target = _target(words)
        else:
            target = "that"
        if not target or _NOT_A_THING.match(target) or (k == 3 and groups["a"].lower() in ("it", "that")):
            return None
        return _counted(m, target, ctx)
    return None


def _counted(m: re.Match[str], target: str, ctx: _Ctx) -> list[Intent] | None:
    groups = m.groupdict()
    wd = groups.get("wd1") or groups.get("wd2") or groups.get("wd3")
    if wd:
        day = _WEEKDAYS[wd.lower()]
        # with no due to count from: that weekday in the week after the coming one
        due = _day(ctx, (day - ctx.now.weekday() - 1) % 7 + 8)
        return [MoveCommitment(target, due, weekday_after=day)] if due else None
    shift = _step(groups.get("n"), groups.get("u") or groups.get("u1"), groups.get("dir") or groups.get("dir1"))
    due = _day(ctx, abs(shift.days)) if shift else None
    if shift is None or due is None:
        return None
    return [MoveCommitment(target, due, shift=shift)]


def _step(n: str | None, unit: str | None, way: str | None) -> timedelta | None:
    """ "two", "day", "later": how far and which way a date is counted from another."""
    count = _NUMBERS.get(re.sub(r"\s+", " ", n.lower())) if n else 1
    if n and n.isdigit():
        count = int(n)
    if not count or not unit or not way:
        return None
    step = _UNITS[unit.lower()] * count
    return -step if way.lower().startswith(("earlier", "before", "sooner", "prior")) else step


_UNITS = {
    "min": timedelta(minutes=1), "minute": timedelta(minutes=1), "hour": timedelta(hours=1), "hr": timedelta(hours=1),
    "day": timedelta(days=1), "week": timedelta(weeks=1), "wk": timedelta(weeks=1),
}  # fmt: skip
# a correction said as a step from the date it puts right: "the day before (that)", "an hour earlier", "2 days later"
_STEP = re.compile(
    r"^(?:" + _N + r"\s+(?P<u>min|minute|hour|hr|day|week|wk)s?\s+(?P<dir>later|after|earlier|before|sooner|prior)"
    r"(?:\s+than\s+(?:that|then|it))?"  # "2 days later than that" ("two days after that" counts from the due: a move)
    r"|the\s+(?P<u1>day|week)\s+(?P<dir1>after|before)(?:\s+(?:that|then|it))?)$",  # "the day before that"
    _I,
)


def relative_shift(text: str) -> timedelta | None:
    """How far ``text`` ("no, the day before" said as a correction: "the day before", "2 hours
    later") moves the date it corrects, or None. The words name no date of their own: only the
    date being corrected (a to-do's due, the day a fact became true) tells which day they mean,
    so :mod:`memory.derive` moves that date by this much."""
    m = _STEP.match(text.strip().rstrip(" .!"))
    if m is None:
        return None
    return _step(m["n"], m["u"] or m["u1"], m["dir"] or m["dir1"])


def _day(ctx: _Ctx, days: int) -> DateSpec | None:
    return ctx.date(f"in {days} days")


# "nadia's away", "tariq is off sick": a person (said in lower case too), by where they are
_AWAY = re.compile(
    r"^(?P<p>[^\W\d][\w\-]+)(?:'s|\s+is|\s+was|\s+will\s+be|'ll\s+be)\s+(?:away|off|abroad|on\s+holiday|on\s+leave"
    r"|off\s+sick|ill|sick|travelling|traveling|out\s+of\s+(?:town|office))\b",
    _I,
)
_NOT_A_NAME = frozenset({"it", "that", "this", "he", "she", "they", "everyone", "everybody", "someone", "who", "there"})


def with_name(intent: Intent, person: str | None, before: str) -> Intent:
    """ "nadia's away, i'll ring her the monday after": the move of the to-do with the person
    the message named before (``person``, or the one ``before`` says is away): "ring nadia"."""
    if not isinstance(intent, MoveCommitment) or not _PRONOUN.search(intent.action):
        return intent
    away = _AWAY.match(before.strip())
    person = person or (away["p"] if away and away["p"].lower() not in _NOT_A_NAME else None)
    if not person:
        return intent
    def name(action: str) -> str:
        return _PRONOUN.sub(lambda m: m["v"] + person, action, count=1)

    named = replace(intent, action=name(intent.action))
    other = intent.otherwise
    if isinstance(other, NewCommitment) and _PRONOUN.search(other.action):
        # with nothing kept to move, the new to-do names the person too: "call Granny", not "call her"
        named = replace(named, otherwise=replace(other, action=name(other.action)))
    return named
