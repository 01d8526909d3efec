"""The start or end of a value put right: "last digit's a 3 not a 2", "the postcode ends 4AB not
4AD", "first two digits are 07 not 01", "it starts with 0803, not 0802", "number ends in 45 not 54".

The user names where the wrong part sits (the first or last digits or letters, what the value
starts or ends with) and gives the right part and the wrong one after "not". Both must be short
runs of letters and digits. Which value holds the wrong part there (the one the conversation
touched last) is :mod:`memory.derive`'s choice; with none recap asks.
"""

from __future__ import annotations

import re

from memory.understanding._correction_bare import _LEAD
from memory.understanding._phrases import _I
from memory.understanding.intents import CorrectName

_PART = r"(?:an?\s+)?(?P<{}>[A-Za-z0-9]{{1,8}})"
_WHAT = (
    r"(?:(?:the|his|her|their|my)\s+)?(?:(?P<what>post\s*code|zip(?:\s+code)?|(?:phone\s+|mobile\s+|account\s+)?number"
    r"|mobile|code|pin|plate|reg|sort\s+code)\s+|(?:it|that)\s+)?"
)
_HOUR = re.compile(r"^\d{1,2}$")
_ENDS = re.compile(
    r"^" + _WHAT + r"(?:(?:should|will|does|must)\s+)?(?P<verb>ends?|finish(?:es)?|starts?|begins?)"
    r"(?:\s+(?:in|with|on))?\s+" + _PART.format("new") + r"\s*,?\s+not\s+" + _PART.format("old") + r"$",
    _I,
)
_DIGITS = re.compile(
    r"^(?:the\s+)?(?P<pos>last|first|final|end|start)\s+(?:(?:one|two|three|four|[1-4])\s+)?"
    r"(?:digits?|numbers?|letters?|characters?|chars?|bits?)"
    r"(?:['’]s|\s+is|\s+are|\s+should\s+be|\s+should've\s+been|\s+was\s+meant\s+to\s+be)?\s+"
    + _PART.format("new")
    + r"\s*,?\s+not\s+"
    + _PART.format("old")
    + r"$",
    _I,
)
_TRAIL = re.compile(r"[\s.!]+$|\s*(?:,\s*)?(?:sorry|my\s+bad|oops|typo|actually)[.!]*$", _I)


def end_correction(s: str) -> CorrectName | None:
    """The wrong start or end of a value and the right one, or None."""
    rest = _TRAIL.sub("", _LEAD.sub("", s.strip()))
    m = _DIGITS.match(rest)
    if m is not None:
        at = "start" if m["pos"].lower() in ("first", "start") else "end"
    elif (m := _ENDS.match(rest)) is not None:
        if not m["what"] and _HOUR.match(m["new"]):  # "it starts 8 not 7": an hour, not a value's start
            return None
        at = "start" if m["verb"].lower().startswith(("start", "begin")) else "end"
    else:
        return None
    new, old = m["new"], m["old"]
    if new.casefold() == old.casefold() or len(new) != len(old):
        return None
    return CorrectName(wrong=old, right=new, at=at)


def with_end(value: str, wrong: str, right: str, at: str) -> str | None:
    """``value`` with its first or last letters and digits (spaces and punctuation skipped)
    put right, when they are ``wrong``; else None ("0802 111 2222", "2", "3", "end" ->
    "0802 111 2223")."""
    places = [k for k, ch in enumerate(value) if ch.isalnum()]
    if len(places) <= len(wrong):
        return None
    chosen = places[-len(wrong) :] if at == "end" else places[: len(wrong)]
    if "".join(value[k] for k in chosen).casefold() != wrong.casefold():
        return None
    letters = list(value)
    for k, ch in zip(chosen, right, strict=True):
        letters[k] = ch
    return "".join(letters)
