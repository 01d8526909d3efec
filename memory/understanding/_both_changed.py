"""One change said of two to-dos: "move the dentist to tuesday and the vet too", "cancel both
the gym and the pool", "push the MOT and the car wash to friday", "the quiz and the raffle are
both cancelled".

Each to-do gets the change said once for both: the sentence is said again for each ("move the
dentist to tuesday", "move the vet to tuesday") and read by the ordinary forms, so each change
is exactly what the same words would be said of one to-do. Only with a word that says two
things change ("both", "too", "as well", "also", or "the … and the …"): "cancel the fish and
chips order" names one to-do.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from memory.understanding._phrases import _I
from memory.understanding.intents import CancelCommitment, CompleteCommitment, Intent, MoveCommitment

_VERB = (
    r"(?:move|push|bump|shift|postpone|reschedule|delay|cancel|scrap|drop|ditch|skip|scratch|bin|axe|bring\s+forward"
    r"|pull\s+forward)"
)
_LEAD = r"(?P<lead>(?:(?:can\s+you|please|pls|plz|let's|lets|just|also|ok|okay|so)\s+)*)"
_TOO = r"(?:\s+(?:too|as\s+well|also|aswell))"
_THING = r"(?:the|my|our|that|this)\s+[^,;]+?"
_FORMS = [
    # "move the dentist to tuesday and the vet too", "cancel the gym and the pool as well"
    re.compile(
        r"^" + _LEAD + r"(?P<v>" + _VERB + r")\s+(?P<a>" + _THING + r")(?P<d>\s+(?:to|till|until|for)\s+[^,;]+?)?"
        r"\s*(?:,\s*|\s+)(?:and\s+)?(?P<b>" + _THING + r")" + _TOO + r"$",
        _I,
    ),
    # "cancel both the gym and the pool", "push both the MOT and the car wash to friday"
    re.compile(
        r"^" + _LEAD + r"(?P<v>" + _VERB + r")\s+both\s+(?P<a>(?:the\s+|my\s+|our\s+)?[^,;]+?)\s+(?:and|&|\+)\s+"
        r"(?P<b>(?:the\s+|my\s+|our\s+)?[^,;]+?)(?P<d>\s+(?:to|till|until|for)\s+[^,;]+?)?$",
        _I,
    ),
    # "move the dentist and the vet to tuesday", "cancel the gym and the pool"
    re.compile(
        r"^" + _LEAD + r"(?P<v>" + _VERB + r")\s+(?P<a>" + _THING + r")\s+(?:and|&|\+)\s+(?P<b>" + _THING + r")"
        r"(?P<d>\s+(?:to|till|until|for)\s+[^,;]+?)?(?:\s+both)?$",
        _I,
    ),
]
# "scratch the tempo wed and intervals fri": each named with its own day, two things called off
_DAY = (
    r"(?:mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun|(?:mon|tues|wednes|thurs|fri|satur|sun)day"
    r"|today|tonight|tmrw|tomorrow|2moro|tmr|the\s+\d{1,2}(?:st|nd|rd|th))"
)
_DAY_END = re.compile(r"\s+(?:on\s+)?" + _DAY + r"$", _I)
_FORMS.append(re.compile(
    r"^" + _LEAD + r"(?P<v>" + _VERB + r")\s+(?P<a>" + _THING + r"\s+(?:on\s+)?" + _DAY + r")\s+(?:and|&|\+)\s+"
    r"(?P<b>(?:the\s+|my\s+|our\s+)?[^,;]+?\s+(?:on\s+)?" + _DAY + r")(?P<d>)$",
    _I,
))
# "the quiz and the raffle are both cancelled", "gym and pool both moved to friday"
_BOTH_SAID = re.compile(
    r"^(?P<a>(?:the\s+|my\s+|our\s+)?[^,;]+?)\s+(?:and|&|\+)\s+(?P<b>(?:the\s+|my\s+|our\s+)?[^,;]+?)\s+"
    r"(?:(?:are|were|have|have\s+been|got)\s+)?(?:now\s+)?both\s+(?P<rest>.+)$|"
    r"^both\s+(?P<a2>(?:the\s+|my\s+|our\s+)?[^,;]+?)\s+(?:and|&|\+)\s+(?P<b2>(?:the\s+|my\s+|our\s+)?[^,;]+?)\s+"
    r"(?:are|were|have\s+been|got)\s+(?P<rest2>.+)$",
    _I,
)
_CHANGES = (MoveCommitment, CancelCommitment, CompleteCommitment)
_MAX_WORDS = 5  # a thing named in a few words: longer is more likely a clause of its own


def both_changed(text: str, read: Callable[[str], list[Intent]]) -> list[Intent] | None:
    """The change ``text`` says of two to-dos, one per to-do (each as ``read`` takes the
    sentence said of it alone), or None."""
    for pattern in _FORMS:
        m = pattern.match(text.strip())
        if m is None:
            continue
        a, b = m["a"].strip(), m["b"].strip()
        if a.lower() == b.lower() or max(len(a.split()), len(b.split())) > _MAX_WORDS + 1:
            continue
        if pattern is _FORMS[-1]:  # "the tempo wed", "intervals fri": the day says which, no word of it
            a, b = _DAY_END.sub("", a), _DAY_END.sub("", b)
        said = f"{m['lead'] or ''}{m['v']} {{}}{m['d'] or ''}"
        return _each([said.format(a), said.format(b)], read)
    m = _BOTH_SAID.match(text.strip())
    if m is None:
        return None
    a, b, rest = (m["a"], m["b"], m["rest"]) if m["a"] else (m["a2"], m["b2"], m["rest2"])
    if max(len(a.split()), len(b.split())) > _MAX_WORDS:
        return None
    return _each([f"{a.strip()} is {rest}", f"{b.strip()} is {rest}"], read)


def _each(clauses: list[str], read: Callable[[str], list[Intent]]) -> list[Intent] | None:
    found: list[Intent] = []
    for clause in clauses:
        one = read(clause)
        if len(one) != 1 or not isinstance(one[0], _CHANGES) or one[0].action in ("that", "both"):
            return None
        found.append(one[0])
    return found if found[0] != found[1] else None
