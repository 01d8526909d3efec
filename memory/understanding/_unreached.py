"""A call that reached no one: "rang Tariq twice, no answer", "called the bank, went to
voicemail", "phoned the GP but couldnt get through", "tried calling Rekha, will try again tmrw".

A call to-do ("call Tariq about the invoice") is done when the user spoke to them, not when the
phone rang out: such a message finishes nothing (:func:`unreached`), and recap neither marks
the call done nor asks whether it was. Said with a try later ("…, will try again tmrw", "ring
her back mon"), it is the call still to make, due then (:func:`retry_later`): "call Rekha tmrw",
which moves the open one or keeps a new one.

Only a voice call: "emailed Jo, no reply yet" sent the email, which was the to-do. Hand-written:
a call verb, whom, then a failure said after it (or a "tried"); regexes.
"""

from __future__ import annotations

import re

from memory.understanding._phrases import _I
from memory.understanding._prefilter import gated
from memory.understanding.intents import CompleteCommitment, Intent
from memory.understanding.timex import has_date_words

__all__ = ["retry_later", "unreached", "without_unreached"]

# the call itself, as done or as tried: "rang", "gave her a bell", "tried calling", "tried to get hold of"
_TRIED = (
    r"tried\s+(?:calling|ringing|phoning|to\s+(?:call|ring|phone|reach|get\s+(?:hold\s+of|through\s+to)))"
    r"|tried"
)
_CALLED = r"rang|rung|called|phoned|buzzed|dialled|dialed|gave\s+\w+\s+a\s+(?:call|ring|bell)"
_CALL_VERB = re.compile(r"^(?:call|ring|rang|rung|phon|buzz|dial|tried)", _I)  # "rang Tariq", "phoned the bank"

# the call not answered: "no answer", "went to voicemail", "couldnt get through", "line engaged"
_FAILED = (
    r"no\s+(?:answer|reply|response|pick\s*-?\s*up|luck|joy)|(?:did\s*n'?t|did\s+not|wouldn'?t)\s+(?:answer|pick\s+up)"
    r"|(?:not|wasn'?t|isn'?t|aren'?t|weren'?t)\s+(?:picking\s+up|answering)"
    r"|went\s+(?:straight\s+)?(?:to|into)\s+(?:voicemail|vm|answerphone|the\s+machine)"
    r"|(?:got|hit|left)\s+(?:the\s+|his\s+|her\s+|their\s+|a\s+)?(?:voicemail|vm|answerphone|machine)"
    r"|(?:could\s*n'?t|could\s+not|cant|can'?t)\s+get\s+(?:through|hold\s+of)|line\s+(?:was\s+|is\s+)?(?:busy|engaged|dead)"
    r"|(?:was|is)\s+engaged|rang\s+out|unanswered|(?:nobody|no\s*one|noone)\s+(?:answered|picked\s+up|home)"
    # a wait given up on: "45 min on hold and gave up for today", "gave up waiting" (not "gave up my membership")
    r"|gave\s+up(?:\s+(?:for\s+(?:today|now|the\s+day|tonight)|waiting|on\s+(?:it|them|him|her|hold)))?\s*\W*$"
)
_TIMES = re.compile(
    r"(?:\s+(?:twice|again|back|x\s?\d|\d+\s*x|\d+\s+times|a\s+(?:few|couple(?:\s+of)?)\s+times|several\s+times"
    r"|this\s+morning|earlier|today|yesterday|last\s+night|just\s+now))+$",
    _I,
)
_ATTEMPT = gated(re.compile(
    r"^(?:(?:i|we)\s+)?(?:(?:just|already|finally)\s+)?(?P<verb>" + _TRIED + "|" + _CALLED + r")\s+(?P<tail>\S.*)$", _I
))
# where whom the call was to ends: "rang Tariq twice, no answer", "phoned the GP but …"
_CUT = re.compile(r"\s*(?:[,;.!:]+|\s-+|\s+(?:but|and|so|then)\b)\s*", _I)
_FAILURE = re.compile(r"(?:^|\W)(?:" + _FAILED + r")\b", _I)
# a try later: "will try again tmrw", "try her again mon", "ill ring back after lunch", "calling again fri"
_LATER = re.compile(
    r"^(?:(?:i'?ll|ill|i\s+will|will|gonna|going\s+to|(?:i'?ll|will)\s+have\s+to|need\s+to|gotta)\s+)?"
    r"(?:try|call|ring|phone|calling|ringing|trying)\s+(?:(?:him|her|them|again|back|later)\s+)*(?P<when>\S.*?)\W*$",
    _I,
)


def _attempt(text: str) -> tuple[str, list[str]] | None:
    """Whom a call that reached no one was to, and the parts said after; None for no such call."""
    m = _ATTEMPT.match(text.strip())
    if m is None:
        return None
    whom, *after = _CUT.split(m["tail"])
    failed = _FAILURE.search(" " + whom)  # "called dentist no answer"
    whom = whom[: max(failed.start() - 1, 0)] if failed else whom
    failed = failed or any(_FAILURE.search(" " + part) for part in after)
    if not (failed or m["verb"].lower().startswith("tried")):
        return None
    return _TIMES.sub("", whom).strip(), after


def unreached(text: str) -> bool:
    """Whether ``text`` tells of a call that reached no one (see the module doc)."""
    return _attempt(text) is not None


def retry_later(text: str) -> str:
    """``text`` said as the call still to make, due when the try later says ("tried calling
    Rekha, will try again tmrw": "call Rekha tmrw"); ``text`` when it says no try later."""
    found = _attempt(text)
    if found is None or not found[0]:
        return text
    whom, after = found
    for part in after:
        later = _LATER.match(part.strip())
        if later is not None and len(later["when"].split()) <= 4 and has_date_words(later["when"]):
            return f"call {whom} {later['when']}"
    return text


def without_unreached(intents: list[Intent], text: str) -> list[Intent]:
    """``intents`` without the call read as done when ``text`` says it reached no one."""
    if not unreached(text):
        return intents
    return [i for i in intents if not (isinstance(i, CompleteCommitment) and _CALL_VERB.match(i.action))]
