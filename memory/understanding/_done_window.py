"""What the user got done in a window: "what did I get done today", "what have I finished this
week", "what did we tick off yesterday", "what got done so far this week".

Answered from the to-dos finished then (:func:`memory.answers_about.done_in`), not by quoting old
messages. No window means today. "What have I done" is asked this way only with a window ("what
have I done today"): alone it is an exclamation as often as a question. "What did I do" asks what
happened, not what was ticked off. Hand-written: a closed list of finishing verbs; the window is the date reader's.
"""

from __future__ import annotations

import re

from memory.understanding._phrases import _I, _Ctx
from memory.understanding._sentences import _Sentence
from memory.understanding.intents import Question
from memory.understanding.timex import find_windows

__all__ = ["done_in_window"]

_FINISHED = (
    r"(?:get|got|gotten)\s+(?:done|through|finished|sorted)|finish(?:ed)?|complete(?:d)?|tick(?:ed)?\s+off"
    r"|cross(?:ed)?\s+off|knock(?:ed)?\s+(?:out|off)|wrap(?:ped)?\s+up|achieve(?:d)?|accomplish(?:ed)?|clear(?:ed)?"
)
_DONE_Q = re.compile(
    r"^(?:(?:so|ok|okay|and|hey)\s*,?\s+)?(?:what|wat|which\s+(?:to-?dos?|tasks?|things?|ones?|jobs))\s+"
    r"(?:(?:did|have|do)\s+(?:i|we)|(?:i|we)(?:'ve|\s+have))\s+(?:actually\s+|already\s+|managed\s+to\s+)?"
    r"(?:" + _FINISHED + r")(?P<rest>.*)$"
    r"|^(?:what|which\s+(?:to-?dos?|tasks?|things?|ones?|jobs))\s+(?:got|has\s+been|have\s+been|'s\s+been|was|were)\s+"
    r"(?:done|finished|completed|ticked\s+off|crossed\s+off)(?P<rest2>.*)$",
    _I,
)
# "what have I done today", "what's done so far this week": with a window
# said, a question (alone, "what have I done" is as often an exclamation)
_DID_Q = re.compile(
    r"^(?:(?:so|ok|okay|and|hey)\s*,?\s+)?(?:what|wat)(?:\s+(?:have\s+(?:i|we)\s+done"
    r"|(?:i|we)'ve\s+done|(?:is|has)\s+been\s+done)|'s\s+(?:been\s+)?done|'ve\s+(?:i|we)\s+done)(?P<rest>.*)$",
    _I,
)
# what may follow besides a window: "so far", "yet", "lately", "for real", a question's noise
_FILLER = re.compile(r"^(?:\s|so\s+far|yet|lately|recently|then|at\s+all|lol|[?!.])*$", _I)


def done_in_window(text: str, s: _Sentence, ctx: _Ctx) -> Question | None:
    """A question of what was finished in a window (None: today), or None for any other words."""
    m = _DONE_Q.match(text.strip()) or _DID_Q.match(text.strip())
    if m is None:
        return None
    rest = m["rest"] if m["rest"] is not None else m["rest2"]
    windows = find_windows(rest, now=ctx.now, tz=ctx.tz)
    if m.re is _DID_Q and not windows:
        return None  # "what have I done": an exclamation as often as a question
    left = rest
    for window in windows:
        left = left.replace(window.text, " ")
    if not _FILLER.match(re.sub(r"\b(?:in|on|over|during|for|this|the)\b", " ", left, flags=_I)):
        return None  # "what did I finish for Omar": a question about Omar's to-dos, not a window
    return Question("done", None, None, windows[0] if windows else None, s.raw)
