"""A question the user means to put to someone, then that they will ask: "swap my sat shift w/
Grace?? need to ask her", "can Omar cover friday? gotta check with him", "is the hall free on the
12th? will email Mrs Obi".

The question is not put to recap (it was answered "I don't remember anything about that") and the
to-do after it was kept as "ask her", with whom and what left out. Read as one line it is one
to-do: to ask that person about that (the one name the question says, when the to-do says "her",
"him" or "them"). Hand-written: one shape, rewritten to the words the to-do reader reads.
"""

from __future__ import annotations

import re

from memory.understanding._phrases import _I

__all__ = ["question_then_ask"]

_QUESTION_THEN_ASK = re.compile(
    # a question put to someone, never one put to recap ("what's Omar's number? need to call him")
    r"^(?!(?:what|whats|what's|where|when|who|whose|which|how|why)\b)(?P<q>[^?!.]{3,120}?)\s*\?+\s*(?:(?:so\s+)?(?:i\s+)?(?:need\s+to|have\s+to|gotta|got\s+to|must|should|will|'ll|ll"
    r"|(?:am|'m)\s+(?:going\s+to|gonna))\s+)?(?P<v>ask|check\s+with|text|message|msg|email|ping|call|ring)\s+"
    r"(?P<who>her|him|them|(?:(?:mr|mrs|ms|miss|dr|prof)\.?\s+)?(?-i:[A-Z])[\w'-]+)(?P<when>\s+(?:first|later|tonight|tmrw|tomorrow|today|asap))?[\s.!]*$",
    _I,
)
_NAME = re.compile(r"\b(?-i:[A-Z])[a-z][\w-]*")
_NOT_NAMES = frozenset({"I", "Can", "Could", "Would", "Will", "Is", "Are", "Do", "Does", "Did", "Should", "Maybe"})


def question_then_ask(text: str) -> str:
    """``text`` as the one to-do it says ("need to ask Grace re swap my sat shift"), else as is."""
    m = _QUESTION_THEN_ASK.match(text.strip())
    if m is None:
        return text
    who = m["who"]
    if who.lower() in ("her", "him", "them"):
        names = {n for n in _NAME.findall(m["q"]) if n not in _NOT_NAMES}
        if len(names) != 1:
            return text  # "her": whom, the question does not say (or says two)
        (who,) = names
    question = re.sub(rf"\s+(?:w/|w|with)\s+{re.escape(who)}\b", "", m["q"].strip(), flags=_I)
    return f"need to {m['v'].lower()} {who} re {question}{m['when'] or ''}"
