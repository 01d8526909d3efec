"""A thing received from whoever promised it, which finishes their promise to send it: "the
spare parts from Bao arrived today", "Dana's contract came in", "have the figures from Omar
now", "revised quote came through from Kenji", "got the signed SOW from Lakshmi".

Getting, receiving, having or the arrival of a thing, with the person it came from (after
"from" or as its owner, "Dana's contract"), is their to-do of that thing done: "Bao will
deliver the spare parts", "Lakshmi will send the signed SOW". The reading is a done report by
them (``by``), so only a commitment they own fits (:mod:`memory.derive`), and nothing changes
when none does. A thing led by a participle keeps its article ("the signed SOW"): the
participle is an adjective, never the verb of another job ("signed" is no "sign").

Not read: what arrives by itself rather than being sent (a baby, guests, a flight, the rain, a cold),
a doubt, negation or plan ("hasn't arrived yet", "should come in friday"), an arrival with no
one it came from ("the parcel arrived": the sent forms read it), a person who arrived ("Dana
arrived").
"""

from __future__ import annotations

import re

from memory.understanding._lifecycle_others import _actor
from memory.understanding._phrases import _I, _Ctx, _phrase
from memory.understanding._prefilter import gated
from memory.understanding.intents import CompleteCommitment, Intent
from memory.words import IRREGULAR

__all__ = ["received"]

_ARRIVED = (
    r"(?:(?:has|have|'s|'ve)\s+)?(?:(?:just|finally|already|now|eventually)\s+)*"
    r"(?:arrived|came\s+in|came\s+through|come\s+in|come\s+through|turned\s+up|showed\s+up|landed|got\s+here"
    r"|(?:is|are)\s+(?:here|in))"
)
_WHEN = r"(?:\s+(?:today|this\s+morning|this\s+afternoon|yesterday|last\s+night|at\s+last|now|finally|just\s+now))?"
_THING = r"(?P<a>[^\W\d_][\w'\-]*(?:\s+[\w'\-]+){0,4}?)"
_FORMS = [
    # "the spare parts from Bao arrived today", "signed lease from the landlord came through"
    gated(re.compile(r"^(?:the\s+|my\s+|our\s+)?" + _THING + r"\s+from\s+(?P<p>.+?)\s+" + _ARRIVED + _WHEN + r"$", _I)),
    # "revised quote came in from Kenji", "the keys arrived from the agent"
    gated(re.compile(r"^(?:the\s+|my\s+|our\s+)?" + _THING + r"\s+" + _ARRIVED + r"\s+from\s+(?P<p>.+?)" + _WHEN + r"$",
                     _I)),
    # "Dana's contract came in", "the council's letter arrived"
    _OWNED := gated(re.compile(
        r"^(?P<p>(?:the\s+)?[^\W\d_][\w\-]*)['’]s\s+" + _THING + r"\s+" + _ARRIVED + _WHEN + r"$", _I
    )),
    # "have the figures from Omar now", "we've got the keys from the agent", "got signed SOW from Lakshmi"
    gated(re.compile(
        r"^(?:(?:i|we)\s+|(?:i|we)(?=['’]ve))?(?:(?:now|finally|also|just)\s+)?(?:have|['’]ve\s+got|have\s+got|got"
        r"|received)\s+(?:(?:the|their|his|her)\s+)?" + _THING + r"(?:\s+back)?\s+(?:from|off)\s+(?P<p>.+?)(?:\s+now)?"
        + _WHEN + r"$",
        _I,
    )),
]
# what comes by itself, not sent: no promise of the person's is done by its arrival
_COMES_ITSELF = re.compile(
    r"\b(?:baby|babies|guests?|visitors?|family|kids?|children|parents|friends?|flight|train|bus|plane|ferry|taxi"
    r"|cab|uber|ride|storm|snow|rain|weather|spring|summer|winter|autumn|fall|weekend|holiday|day|time|moment"
    r"|turn|news|flu|cold|cough|bug|virus|covid|lurgy|germs?)$",
    _I,
)
_NOT = gated(re.compile(r"\b(?:not|n't|never|yet|maybe|might|should|will|'ll|hopefully|once|when|if|supposed)\b", _I))
# a word for an answer, not a thing promised: "got a reply from Priya" (:mod:`._lifecycle_others` reads it)
_ANSWER = re.compile(r"^(?:an?\s+)|^(?:reply|answer|response|call|ring|text|message|word|news|update)$", _I)


def _as_thing(thing: str) -> str:
    """The thing received as a done report's words: led by a participle ("signed SOW"), with
    its article ("the signed SOW"), so that the participle is read as what it is, never as the
    verb of another job ("signed" is no "sign")."""
    said = thing.strip()
    first = said.split()[0].lower()
    participle = first.endswith(("ed", "en")) or first in IRREGULAR
    return f"the {said}" if participle and len(said.split()) > 1 else said


def received(s: str, ctx: _Ctx, *, owned: bool = True) -> list[Intent] | None:
    """ "the spare parts from Bao arrived today": Bao's to-do of the parts, done. Without
    ``owned``, only a thing said to come from someone: "Joanna's work permit came through" is
    as likely hers to get as from her (the done readers' own)."""
    text = s.strip().rstrip(" .!✅👍🎉")
    if _NOT.search(text):
        return None
    for form in _FORMS if owned else [form for form in _FORMS if form is not _OWNED]:
        m = form.match(text)
        if m is None:
            continue
        who = _actor(m["p"], ctx)
        thing = _phrase(m["a"])
        if who is None or not thing or _ANSWER.search(thing) or _COMES_ITSELF.search(thing):
            return None
        if _actor(thing, ctx, capitalised=True) is not None:
            return None  # "the new hire from Acme arrived": a person
        return [CompleteCommitment(_as_thing(thing), past_tense=True, by=who)]
    return None
