"""A change of fact typed without its "is": "rent going up to 1450 from jan", "Priya starting at
Google on monday", "Aisha joining the Berlin team in january"; and a state held since a day typed
without its "has": "Raimundo been night shift supervisor since july".

Busy people drop the auxiliary before the verb of a change ("Sam moving to Leeds", "the gym fee
going up to 45 a month"). Read as typed, the subject swallows the verb ("gym fee going") or
the line reads as a to-do or as nothing; with "is" put back it is the ordinary fact the fact
forms read ("rent is going up to 1450 from jan"). Only a closed list of change verbs is
restored, after a subject of a few words with no verb of its own, and the result is kept only
when it is a fact: "Tom leaving for the airport at 5" stays unread. Hand-written: it is one
shape of English, no library restores dropped auxiliaries.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from memory.understanding._phrases import _I, _Ctx
from memory.understanding.intents import Intent, StateClaim

# the verbs of a change of fact, in the -ing form a dropped "is" leaves, and the states of being away
_CHANGE = (
    r"(?:going\s+(?:up|down)|gone\s+(?:up|down)|rising|increasing|dropping|starting|joining|rejoining|leaving|moving"
    r"|relocating|transferring|switching|changing|becoming|taking\s+over|heading\s+up|retiring|stepping\s+down"
    r"|returning|shifting|replacing|going\s+(?:part|full)[\s\-]time"
    # a state said the same way: "Kai off sick till wednesday", "Tom away till friday"
    r"|off\s+sick|out\s+sick|on\s+(?:leave|holiday|vacation|annual\s+leave|sick\s+leave|maternity\s+leave"
    r"|paternity\s+leave|mat\s+leave)|away"
    # coming back on a day: "Ines back tmrw", "Kofi back in the office on monday" (never "back from Lisbon")
    r"|back(?=\s+(?:(?:at\s+work|in\s+the\s+office|in\s+office|at\s+the\s+office|from\s+(?:leave|holiday"
    r"|vacation|\w+\s+leave))\s+)?(?:(?:on|from)\s+)?(?:the\s+\d|\d|tmrw|tomorrow|today|tonight|next\s+\w+|this\s+\w+"
    r"|mon|tue|wed|thu|fri|sat|sun)\w*\b))"
)
# words a subject never holds: pronouns of the speaker and listener, auxiliaries, and words that
# make the line a report of what someone is doing now ("just", "still", "currently")
_NOT_SUBJECT = (
    r"(?!(?:i|im|i'm|we|you|u|they|it|its|it's|me|us|just|still|currently|now|also|is|are|was|were|will|has|have"
    r"|had|be|been|being|not|and|or|then|so|when|if|who|that|this|there|here|pls|please"
    # a verb said with "back": "call back tmrw", "pay back fri" are to-dos, nobody coming back
    r"|call|ring|phone|text|email|message|ping|get|go|come|pay|bring|send|give|put|write|check|report|circle|loop"
    r"|hit|reach|follow|play|switch|turn|cut|sign|log)\b)"
)
_WORD = _NOT_SUBJECT + r"[\w\-]+(?<!ing)"
_DROPPED = re.compile(
    r"^(?P<s>(?:(?:the|our|my|their|his|her)\s+)?" + _WORD + r"(?:\s+" + _WORD + r"){0,2})\s+"
    r"(?P<v>(?:now\s+)?" + _CHANGE + r")\b(?P<rest>.*)$",
    _I,
)

# "Raimundo been night shift supervisor since july": the "has" of a state held since a day, dropped as
# spoken (Caribbean, Southern US, Cornish English alike)
# (never after a modal, whose "have" was said: "mustve been their server", "could have been worse")
_MODAL = (
    r"(?!(?:must|could|should|would|might|may|can|will|shall|(?:must|could|should|would|might|may)(?:ve|'ve|a)"
    r"|ive|i've|weve|we've|youve|you've|theyve|they've|never|ever|always|already|only|gotta|had|has|have)\b)"
)
_DROPPED_HAS = re.compile(
    r"^(?P<s>(?:(?:the|our|my|their|his|her)\s+)?" + _MODAL + _WORD + r"(?:\s+" + _MODAL + _WORD + r"){0,2})"
    r"\s+(?P<rest>been\s.+)$",
    _I,
)

Reader = Callable[[str, _Ctx, str], list[Intent]]


def dropped_be_fact(clause: str, ctx: _Ctx, detail: str, read: Reader) -> list[Intent]:
    """The facts ``clause`` states once its dropped "is" (or "are") is put back, else nothing."""
    m = _DROPPED.match(clause.strip())
    if m is None:
        has = _DROPPED_HAS.match(clause.strip())
        said = [f"{has['s']} {aux} {has['rest']}" for aux in ("has", "have")] if has else []
    else:
        said = [f"{m['s']} {be} {m['v']}{m['rest']}" for be in ("is", "are")]
    for restored in said:
        found = read(restored, ctx, detail)
        if found and all(isinstance(intent, StateClaim) for intent in found):
            return found
    return []
