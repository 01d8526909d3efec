"""A job done, then the next thing the same job is for: "fixed the leak at 3A, next up the
boiler at 5C on thurs", "paid the gas bill - next: the water bill by the 25th", "serviced
the Hilux, then the Ranger on monday".

The verb is said once, for the thing done; the thing after "next up" / "next" / "then" is a
noun phrase with no verb, so no form reads it and the second half of the message would be
lost. The verb is carried over in its plain form ("fix the boiler at 5C on thurs"), as
:func:`memory.understanding._sentences._ungapped` carries "pay" across "pay the nanny friday,
the cleaner saturday". Only when the words after make a to-do with it.

The thing done may come first too, its participle after it ("gas bill paid, water bill next, by
tues"): the next thing is then said with "next" after it, and gets the verb the same way ("pay
the water bill, by tues"); or before it ("grant report done ✔️ next up, the budget draft by the
15th": "do the budget draft by the 15th"). A check mark between the two stands for the comma.
"""

from __future__ import annotations

import re

from memory.understanding._commitment_intro import _imperative_shape
from memory.understanding._past_due import present
from memory.understanding._phrases import _I
from memory.understanding._prefilter import gated
from memory.words import IRREGULAR

_NEXT = gated(re.compile(
    r"^(?P<done>(?:(?:i|we)\s+)?(?:(?:just|finally|also)\s+)?(?P<v>[a-z]+)\s+[^,;]+?)"
    r"(?P<cut>\s*(?:[,;]|\s[-–—]+)\s*(?:(?:and|so)\s+)?(?:next(?:\s+up)?|up\s+next|then|after\s+that)\s*[:,]?\s+)"
    r"(?P<thing>(?:the|my|our|his|her|their)\s+\S.*)$",
    _I,
))
# the job done said thing first, its participle last: "grant report done", "rent's paid", "the
# invoices are all sent"
_THING_DONE = (
    r"(?:(?:the|my|our|his|her|their)\s+)?[\w'-]+(?:\s+[\w'-]+){0,3}?(?:\s+(?:is|are|has\s+been|have\s+been)"
    r"|'s|'re)?(?:\s+(?:all|now|finally|just))?\s+(?P<v>[a-z]+)"
)
# "gas bill paid, water bill next, by tues": the thing, its participle; the next thing, "next"
_THING_FIRST = re.compile(
    r"^(?P<done>" + _THING_DONE + r")"
    r"(?P<cut>\s*(?:[,;]|\s[-–—]+)\s*(?:(?:and|so)\s+)?)(?:(?:the|my|our|his|her|their)\s+)?"
    r"(?P<thing>[\w'-]+(?:\s+[\w'-]+){0,3}?)(?:\s+(?:is|'s))?\s+next(?:\s+up)?"
    # "next" ends its phrase: "kitchen next week" is a date, not the next thing
    r"(?P<rest>\s*[,;]\s*\S.*|\s+[-–—]+\s+\S.*|\s+(?:on|by|at|before|in|tmrw|tomorrow|today|tonight|this|then|pls|please)\b.*)?$",
    _I,
)
_DONE_LAST = re.compile(r"^" + _THING_DONE + r"$", _I)
# a check mark right after the job done, before what comes next: the comma it stands for
_CHECKED = re.compile(r"\s*[\u2705\u2714\u2611\u2713]\uFE0F?\s*,?(?=\s*(?:next|up\s+next|then|after\s+that|[\w'-]+"
                      r"(?:\s+[\w'-]+){0,3}?\s+next)\b)", _I)
# a job done said with no verb of its own ("grant report done"): the next thing is to be finished
# ("do the budget draft by the 15th" would read as a change asked for)
_GENERIC = {"done": "finish"}
# past tenses that tell of a wish or an attempt, not a job done ("needed the van, then the …")
_NOT_DONE = frozenset({"needed", "wanted", "tried", "planned", "hoped", "forgot", "missed", "noticed"})


def verb_carried(s: str) -> str:
    """``s`` with the verb of the job done said again before the next thing, when ``s`` is a
    job done, "next up" and a thing; ``s`` unchanged otherwise."""
    said = _CHECKED.sub(",", s)
    m = _NEXT.match(said)
    if m is None:
        carried = _thing_first(said) if " next" in said.lower() else said
        return s if carried == said else carried
    verb = m["v"].lower()
    if not _done_verb(verb) and (last := _DONE_LAST.match(m["done"])) is not None:
        verb = last["v"].lower()  # "grant report done, next up the budget draft": "done"
    if not _done_verb(verb):
        return s
    todo = f"{_GENERIC.get(verb, present(verb))} {m['thing']}"
    return f"{m['done']}{m['cut']}{todo}" if _imperative_shape(todo) else s


def _done_verb(verb: str) -> bool:
    """A past participle that tells of a job done ("paid", "sent", "fixed"; never "needed")."""
    return verb not in _NOT_DONE and (verb in IRREGULAR or (verb.endswith("ed") and len(verb) > 4))


def _thing_first(s: str) -> str:
    """:func:`verb_carried` for a job done said thing first ("gas bill paid, water bill next, by
    tues" -> "gas bill paid, pay the water bill, by tues")."""
    m = _THING_FIRST.match(s)
    if m is None:
        return s
    verb = m["v"].lower()
    if not _done_verb(verb):
        return s
    todo = f"{_GENERIC.get(verb, present(verb))} the {m['thing']}"
    rest = re.sub(r"^\s+[-–—]+\s+", ", ", m["rest"] or "")  # "… next - due the 12th": its date, after a comma
    return f"{m['done']}{m['cut']}{todo}{rest}" if _imperative_shape(todo) else s
