"""A to-do the user cannot start before a day, which moves it to that day: "cant get to the
invoices till thurs, move them", "won't get round to the gutters until saturday", "can't call
Ama before monday", "no time to do the rota till fri".

What it says is a limit ("not before D"), and the to-do named is the one it limits; a person
who says it about their own to-do means it is now for that day, and most add as much ("move
them", "push it"). The to-do is named by its words after the verb of doing ("get to", "deal
with", "look at": the thing; a to-do verb: the verb and the thing). A plan or a doubt ("might
not get to it till fri"), a question, a reason of someone else's ("she can't come till 6") or a
date that cannot be read moves nothing. A thing the to-do needs, not in hand till a day, limits it
the same way ("won't have the refund form till fri, so fri": the to-do of the form), and the day
may be said again after it. The time the user says they need ("gonna need till tmrw for the
expenses") moves the to-do the same way. Hand-written: a closed set of ways to say "not till".
"""

from __future__ import annotations

import re

from memory.phrasing import describe_due
from memory.understanding._commitment_intro import TODO_VERBS
from memory.understanding._lifecycle import _read_date, _target
from memory.understanding._phrases import _I, _Ctx
from memory.understanding._prefilter import gated
from memory.understanding.intents import Intent, MoveCommitment, Unclear

# the verbs of getting to a thing, which name no to-do of their own ("get to the invoices": the invoices)
_GET_TO = (
    r"get\s+(?:round\s+|around\s+)?to|do|deal\s+with|look\s+at|tackle|sort(?:\s+out)?|start(?:\s+on)?|touch"
    r"|work\s+on|make\s+a\s+start\s+on"
)
_THEN = r"(?:\s*(?:[,;]|\s[-–—])\s*(?:so\s+)?|\s+so\s+)"  # "…, move them", "… so fri"
# what the to-do needs in hand, which names the thing ("won't have the refund form till fri": the form's to-do)
_HAVE = r"have|get\s+hold\s+of|receive|get\s+back"
# … never time itself ("won't have time to … till fri" is read by its verb after "to")
_TIME = re.compile(r"^(?:(?:the|a|any|enough|much)\s+)?(?:time|chance|minute|sec|second|moment|energy|money)\b", _I)
_NOT_TILL = gated(re.compile(
    r"^(?:(?:i|we)\s+)?(?:can't|cant|cannot|can\s+not|won't|wont|will\s+not|couldn't|couldnt|(?:i'm|im|we're)\s+not"
    r"\s+(?:able\s+to|gonna|going\s+to)|not\s+(?:able\s+to|gonna|going\s+to)|(?:have\s+|got\s+)?no\s+time\s+to"
    r"|unable\s+to)\s+(?:(?P<get>" + _GET_TO + r")|(?P<have>" + _HAVE + r")|(?P<v>[a-z]+))\s+(?P<a>.+?)\s+"
    r"(?:till|until|til|'til|before)\s+(?P<d>.+?)"
    # "…, move them", "… so push it": what the limit already said
    r"(?:" + _THEN + r"?(?:(?:pls\s+|please\s+)?(?:move|push|bump|shift)\s+"
    r"(?:it|them|that|those)(?:\s+(?:back|out|pls|please))?)?"
    # "…, so fri", "… so make it friday", "…, friday then": the day said again
    r"|" + _THEN + r"(?:make\s+it\s+|call\s+it\s+)?(?P<again>(?!(?:move|push|bump|shift)\b)[\w'/.-]+"
    r"(?:\s+[\w'/.-]+)?)(?:\s+(?:it\s+is|then|instead))?)[\s!.]*$",
    _I,
))
# "gonna need till tmrw for the expenses", "I'll need until monday on the report", "need till fri
# w/ the deck": the time the user needs for the to-do, which is its new due
_NEED_TILL = gated(re.compile(
    r"^(?:(?:i|we)(?:'ll|\s+will|'m|\s+am|'re|\s+are)?\s+)?(?:(?:going\s+to|gonna|gunna|probably|prob|def|defo"
    r"|definitely)\s+)*(?:need|needs)\s+(?:(?:a\s+bit\s+|a\s+little\s+)?(?:more\s+)?time\s+)?"
    r"(?:till|until|til|'til|to)\s+(?P<d>.+?)\s+(?:for|on|with|w/|to\s+(?:finish|do|get)|to\s+get\s+through)"
    r"\s+(?P<a>.+?)[\s!.]*$",
    _I,
))
# a doubt, a plan about the limit, or someone else's: no move said
_DOUBT = re.compile(r"\b(?:might|may|maybe|probably|prob|if|unless|think|guess|reckon|hope|prolly)\b|\?\s*$", _I)


def not_till(text: str, ctx: _Ctx) -> list[Intent] | None:
    """The move a "can't get to X till D" says (see the module doc), or None."""
    s = text.strip()
    need = _NEED_TILL.match(s)
    if need is not None and not _DOUBT.search(s):
        due, target = _read_date(need["d"], ctx), _target(need["a"])
        return [MoveCommitment(target, due)] if due is not None and target and target != "that" else None
    m = _NOT_TILL.match(s)
    if m is None or _DOUBT.search(s):
        return None
    if m["v"] is not None and m["v"].lower() not in TODO_VERBS:
        return None  # "can't believe the invoices till thurs": no to-do of the user's named
    if m["have"] is not None and _TIME.match(m["a"]):
        return None  # "won't have time to call Ama till fri": read by the verb it is time for, or not at all
    due = _read_date(m["d"], ctx)
    if m["again"] is not None and (due is None or _read_date(m["again"], ctx) != due):
        return None  # "…, so fri": only the day said again, never another day or words of another kind
    target = _target(m["a"] if m["get"] or m["have"] else f"{m['v']} {m['a']}")
    if due is None or not target:
        return None
    if target == "that":  # "can't get to it till fri": the to-do just talked about, or recap asks which
        when = describe_due(due.last_moment, ctx.tz)
        return [MoveCommitment("that", due, otherwise=Unclear(f"What should move to {when}? Say it with its name.", s))]
    return [MoveCommitment(target, due)]
