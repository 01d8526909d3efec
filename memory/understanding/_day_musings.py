"""Small talk about what day it is, put right in the same breath: "monday again tomorrow...
wait no it's tuesday lol", "tomorrow's friday! oh wait, it's only thursday 😩", "feliz dia dos
namorados? no, that's june here lol", "good morning! wait, it's afternoon already".

These read like a correction ("wait no it's tuesday") but correct nothing recap keeps: the
first part says what day today or tomorrow is (or asks about a day of the year), not when a
to-do or an event is. The whole message is small talk: nothing is stored and nothing asked.
"The dentist is monday... wait no it's tuesday" names a thing, and stays a correction.
"""

from __future__ import annotations

import re

from memory.understanding._phrases import _I
from memory.understanding._prefilter import gated

_WD = (
    r"(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tues|tue|wed|thurs|thu|fri|sat|sun"
    r"|the\s+weekend|a\s+weekday|a\s+school\s+day|a\s+work\s+day|a\s+(?:bank\s+|public\s+)?holiday)"
)
_MONTH = r"(?:january|february|march|april|may|june|july|august|september|october|november|december)"
_INTERJECTION = r"(?:(?:ugh|omg|yay|oh|argh|urgh|woo|great|so|wow|ah|hm+)\W+)*"
# what day today or tomorrow is: "monday again tomorrow", "tomorrow's friday!", "is it friday yet"
_DAY_TALK = (
    r"(?:(?:tomorrow|tmrw|today)(?:'s|s|\s+is)\s+(?:a\s+|only\s+)?"
    + _WD
    + r"|"
    + _WD
    + r"\s+again(?:\s+(?:tomorrow|tmrw|today|already))?"
    + r"|(?:is\s+it|it's|its|it\s+is)\s+(?:only\s+|still\s+|already\s+)?"
    + _WD
    + r"(?:\s+(?:yet|already|again))?"
    + r"|(?:i\s+)?thought\s+(?:today|tomorrow|tmrw|it)\s+(?:was|is|'s)\s+"
    + _WD
    # a greeting of the time of day: "good morning! wait, it's afternoon already"
    + r"|(?:good\s+)?(?:morning|afternoon|evening|night)(?:\s+(?:all|everyone|folks|y'all|team))?|gm"
    + r")"
)
# a time of day: "afternoon already", "only 10am", "lunchtime"
_TOD = (
    r"(?:(?:the\s+)?(?:morning|afternoon|evening|night|noon|midday|midnight|lunchtime|lunch\s+time)"
    r"|\d{1,2}(?::\d{2})?\s*(?:am|pm))(?:\s+already)?"
)
_PUT_RIGHT = (
    r"(?:(?:wait|oh|hang\s+on|hold\s+on|oops|lol|haha|actually|no|nope|nah)\W+)*"
    r"(?:it's|its|it\s+is|tomorrow's|tomorrow\s+is|today's|today\s+is)\s+(?:only\s+|actually\s+|still\s+|already\s+)?"
    + r"(?:" + _WD + r"|" + _TOD + r")"
)
_DAY_MUSING = gated(re.compile(r"^" + _INTERJECTION + _DAY_TALK + r"\W+" + _PUT_RIGHT + r"\b", _I))
# "feliz dia dos namorados? no, that's june here": a day of the year, kept elsewhere
_ELSEWHERE = re.compile(
    r"^[^?]{3,60}\?\s*(?:no|nah|nope)\W+(?:that's|thats|it's|its)\s+(?:in\s+)?"
    + _MONTH
    + r"\s+(?:here|for\s+us|over\s+here|where\s+i\s+(?:am|live)|back\s+home)\b",
    _I,
)
# whatever follows must be only a laugh, a sigh or a "thank god": nothing more to read
_TAIL = re.compile(
    r"^(?:\W|lol|lmao|haha+|thank\s+(?:god|goodness)|phew|ugh|sigh|smh|oops|my\s+bad|whoops|[\U0001F1E6-\U0001F1FF\U0001F300-\U0001FAFF\u2600-\u27BF\uFE0F])*$",
    _I,
)


def day_musing(text: str) -> bool:
    """Whether the whole message is small talk that puts right what day it is."""
    t = text.strip()
    m = _DAY_MUSING.match(t) or _ELSEWHERE.match(t)
    return m is not None and bool(_TAIL.match(t[m.end() :]))
