"""What is coming: "what have I got coming up", "anything on the horizon", "what's ahead",
"upcoming deadlines?", "what's next", "what's in the pipeline", "what's most urgent" — one question, asked many ways,
with one answer: every open to-do still ahead, soonest first (:data:`AHEAD`).

"What's due" names a near look ahead (the next seven days); these words name none: the user
asks what lies ahead, and "renew the TV licence by the 20th" is as much coming up as "book the
MOT by the 9th". The answer lists them all, soonest first, up to a chat list's length with a
line saying how many more (:mod:`memory.answers_coming`). A window said after the words ("coming
up next week", "anything on the horizon in january") keeps its window, as "what's due next
week" does.

Each wording is a head ("what's", "anything", "what have I got", "any deadlines"), the words
for what is ahead, and a tail that may only be a window or filler ("for me", "soon", "on my
list"): "what's coming up in the meeting" or "what's next for Maya" ask something else and are
left to the other readers. Written by hand like the other question readers: the slots are
recap's own and the reader runs on every message.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from memory.understanding._phrases import _I, _Ctx
from memory.understanding._prefilter import gated
from memory.understanding._sentences import _Sentence
from memory.understanding.intents import Question
from memory.understanding.timex import DateSpec, find_windows

AHEAD = "ahead"  # a due question's predicate when it asks for everything ahead, not a near look ahead

_WHAT = r"(?:what|wat|wot|wht)"
# what may be asked about by its kind: "any deadlines coming up", "what bills are coming up"
_KINDS = (
    r"(?:deadlines?|due\s+dates?|tasks?|to-?dos?|jobs|things|stuff|bills|payments|appts?|appointments?|meetings?"
    r"|events?|plans|commitments|reminders|errands|items)"
)
_HEAD = (
    r"(?:" + _WHAT + r"(?:'s|s|\s+is|\s+are)(?:\s+else)?(?:\s+(?:still|all))?"
    r"|" + _WHAT + r"\s+(?:else\s+)?(?:do|did)\s+(?:i|we)\s+have(?:\s+got)?"
    r"|" + _WHAT + r"\s+(?:else\s+)?(?:have|'ve|ve)\s+(?:i|we)\s+got|" + _WHAT + r"'ve\s+(?:i|we)\s+got"
    r"|" + _WHAT + r"\s+(?:i|we)\s+(?:have|got)"
    r"|" + _WHAT + r"\s+" + _KINDS + r"\s+(?:are|do\s+(?:i|we)\s+have|have\s+(?:i|we)\s+got)"
    r"|(?:is\s+there\s+|are\s+there\s+|do\s+(?:i|we)\s+have\s+|have\s+(?:i|we)\s+got\s+|got\s+)?any(?:thing)?"
    r"(?:\s+(?:else|big|important|major|urgent|much))?(?:\s+" + _KINDS + r")?)"
)
# the words for what is ahead ("up next", "coming up", "on the horizon") after a head
_AHEAD = (
    r"(?:coming\s+up|comin'?\s+up|coming|upcoming|up\s+coming|on\s+the\s+horizon|ahead(?:\s+of\s+(?:me|us))?"
    r"|in\s+the\s+pipeline|on\s+the\s+cards|in\s+store(?:\s+for\s+(?:me|us))?|lined\s+up|on\s+the\s+radar"
    r"|around\s+the\s+corner|down\s+the\s+(?:line|road|track)|up\s+next|next\s+up|next)"
)
_COMING_Q = gated(re.compile(
    r"^" + _HEAD + r"\s+(?:still\s+)?" + _AHEAD + r"(?P<rest>(?:\s.*)?)$"
    r"|^" + _WHAT + r"\s+lies\s+ahead(?P<rest2>(?:\s.*)?)$"
    # "upcoming deadlines?", "my upcoming tasks", "next deadline?", "what's my next deadline"
    r"|^(?:(?:" + _WHAT + r"|when)(?:'s|s|\s+is|\s+are)\s+)?(?:my\s+|the\s+)?(?:upcoming|coming|next)\s+" + _KINDS
    + r"(?P<rest3>(?:\s.*)?)$",
    _I,
))
# what comes first: "what's due first", "what should i do first", "what's most urgent", "top priority?"
_FIRST_Q = gated(re.compile(
    r"^" + _WHAT + r"(?:'s|s|\s+is)?\s+(?:due\s+)?first$"
    r"|^" + _WHAT + r"\s+(?:should|do|must|shall)\s+(?:i|we)\s+(?:do|tackle|start\s+with|work\s+on|focus\s+on"
    r"|prioriti[sz]e)\s+(?:first|next)$"
    r"|^(?:(?:" + _WHAT + r"|which)(?:'s|s|\s+is)\s+)?(?:my\s+|the\s+)?(?:most\s+urgent|most\s+pressing|top\s+priority"
    r"|highest\s+priority|biggest\s+priority|top\s+of\s+(?:my|the)\s+list)"
    r"(?:\s+(?:thing|task|one|item|to-?do|job))?(?:\s+(?:right\s+now|now|today))?$"
    # "anything urgent", "is there anything pressing", "what should i be working on": the soonest first
    r"|^(?:is\s+there\s+)?any(?:thing)?\s+(?:urgent|pressing|time[-\s]sensitive)(?:\s+(?:right\s+now|now|atm))?$"
    r"|^" + _WHAT + r"\s+should\s+(?:i|we)\s+be\s+(?:doing|working\s+on|focus(?:s)?ing\s+on)"
    r"(?:\s+(?:right\s+now|now|next))?$",
    _I,
))
# what may follow and ask nothing more: "for me", "soon", "on my list", "then", "lol"
_FILLER = re.compile(
    r"^(?:\s*(?:for\s+(?:me|us)|soon(?:ish)?|then|now|still|again|lol|at\s+all|later|in\s+the\s+future"
    r"|on\s+my\s+(?:list|plate|calendar|agenda|radar|to-?do\s+list)|in\s+my\s+(?:diary|calendar)|for\s+the\s+next\s+while"
    r"|(?:that\s+)?i\s+should\s+know\s+about|i\s+need\s+to\s+know\s+about|to\s+do"
    # where the user is, said as where the to-dos are ("… coming up on the ship", "… at work"; "in the
    # meeting" asks about a meeting's agenda, left to the other readers)
    r"|(?:on|at|aboard)\s+(?:the\s+)?(?:ship|boat|vessel|base|station|farm|ranch|site|rig|work|job|office)"
    r"|at\s+home|\W))*$",
    _I,
)
_WINDOW_FILLER = re.compile(r"^(?:\s*(?:for|on|in|over|during|at|the|then|me|us|soon|\W))*$", _I)


def coming_question(
    text: str, s: _Sentence, ctx: _Ctx, window_of: Callable[[str, _Ctx], DateSpec | None]
) -> Question | None:
    """The due question ``text`` asks when it asks what is coming: everything ahead (predicate
    :data:`AHEAD`) or, with a window said after it, what is due in that window (read by
    ``window_of``, the due questions' own reader); None for any other question."""
    if _FIRST_Q.match(text):
        return Question("due_week", None, AHEAD, None, s.raw)  # the soonest first answers it
    m = _COMING_Q.match(text)
    if m is None:
        return None
    rest = next((r for r in (m["rest"], m["rest2"], m["rest3"]) if r is not None), "")
    if _FILLER.match(rest):
        return Question("due_week", None, AHEAD, None, s.raw)
    left = rest
    for found in find_windows(rest, now=ctx.now, tz=ctx.tz):
        left = left.replace(found.text, " ")
    if left == rest or not _WINDOW_FILLER.match(left):
        return None  # "what's coming up in the meeting", "what's next for Maya": not the user's list
    window = window_of(rest, ctx)
    return Question("due_week", None, None, window, s.raw) if window is not None else None
