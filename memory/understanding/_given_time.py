"""A deadline moved by someone else's word: they gave the user more time, or said a later day
is fine. "prof gave us an extension till the 24th", "crane company gave us till the 21st to
confirm", "they gave me till the 18th for the interview schedule", "the bank gave me until march
3 to send the docs", "Ingrid says no rush, the 5th of next month is fine", "got the extension til the 19th".

The to-do is named by the thing said ("for the interview schedule"), else by the job and the
one who gave the time ("to confirm" + "crane company": "confirm crane"), else by who gave it
("Ingrid", "my advisor" in "send the thesis to my advisor"). When no open to-do names them
("prof" with "hand in the lab report"), recap asks which to-do it was rather than guess; a
pronoun ("they gave me till friday") names the to-do the conversation is about ("that").
"""

from __future__ import annotations

import re

from memory.understanding._lifecycle import _target
from memory.understanding._phrases import _I, _Ctx
from memory.understanding._prefilter import gated
from memory.understanding.intents import Intent, MoveCommitment, Unclear

_GAVE = (
    r"(?:gave|has\s+given|have\s+given|'s\s+given|'ve\s+given|granted|(?:is|are|'s|'re)\s+giving|will\s+give|'ll\s+give"
    r"|extended)"
)
_MORE_TIME = (
    r"(?:an?\s+)?(?:(?:[\w'-]+\s+){0,2}?(?:extension|more\s+time|extra\s+time|grace\s+period)"
    r"|(?:extra|more|another|couple\s+(?:of\s+)?more|few\s+more)\s+(?:[\w'-]+\s+)?(?:days?|weeks?|months?))"
)
_TILL = r"(?:till|until|til|to|through|up\s+to)"
_GIVEN = gated(re.compile(
    r"^(?P<who>[^,;]+?)(?:\s+|(?='))" + _GAVE + r"\s+(?:us|me|them)\s+(?:" + _MORE_TIME + r"\s+)?"
    r"(?:(?:on|for)\s+(?P<a>.+?)\s+)?" + _TILL + r"\s+(?P<d>.+?)"
    r"(?:\s+(?:for|on)\s+(?P<b>.+?)|\s+to\s+(?P<v>[a-z]+)(?P<o>(?:\s+[\w'\-]+)*?))?[\s!.]*$",
    _I,
))
# "Ingrid says no rush, the 5th of next month is fine": with no "no rush" ("the childminder said
# the 9th is fine") the day may be another thing's, and recap offers the move instead
_FINE = re.compile(
    r"^(?P<who>[^,;]+?)\s+(?:says|said|told\s+(?:me|us)|reckons)\s+(?:there's\s+)?no\s+(?:rush|hurry)\s*[,;-]?\s*"
    r"(?:that\s+)?(?P<d>.+?)\s+(?:is|'s|are)\s+(?:fine|ok|okay|good|alright|grand)(?:\s+(?:too|for\s+(?:him|her|them)))?"
    r"[\s!.]*$",
    _I,
)
# "legal said i can have till monday to send it", "wfm said i can have till fri for the sched", "sir says
# we can take until the 9th": leave given in the user's own words; "i've got till thurs for the essay" with no
# one named is the to-do the conversation is about, or the thing said
_CAN_HAVE = gated(re.compile(
    r"^(?:(?P<who>[^,;]+?)\s+(?:said|says|told\s+(?:me|us))\s+(?:that\s+)?(?:i|we)\s+(?:can|could|may|get\s+to)"
    r"|(?P<own>i|we)(?:(?:'ve|\s+have)?\s+(?:got|get)|\s+(?:can|could|may|get\s+to)))"
    r"\s+(?:have|take)?\s*(?:(?:it|them)\s+)?" + _TILL + r"\s+(?P<d>.+?)"
    r"(?:\s+(?:for|on)\s+(?P<b>.+?)|\s+to\s+(?P<v>[a-z]+)(?P<o>(?:\s+[\w'\-]+)*?))?[\s!.]*$",
    _I,
))
# "got the extension til the 19th", "we've been given more time till friday on the report": more time, whoever
# gave it unsaid (the to-do the conversation is about, or the thing said)
_GOT_MORE = gated(re.compile(
    r"^(?:(?:i|we)(?:'ve|\s+have)?\s+)?(?:finally\s+)?(?:got|get|been\s+given|was\s+given|were\s+given)\s+"
    + _MORE_TIME + r"\s+(?:(?:on|for)\s+(?P<a>.+?)\s+)?" + _TILL + r"\s+(?P<d>.+?)"
    r"(?:\s+(?:for|on)\s+(?P<b>.+?))?[\s!.]*$",
    _I,
))
_PRONOUN = re.compile(r"^(?:they|he|she|)$", _I)
# "the crane company", "the council people": the one they name is the word before
_ORG_NOUN = re.compile(r"\s+(?:company|firm|people|guys|folks|office|team|lot|agency)$", _I)


def given_time(text: str, ctx: _Ctx) -> list[Intent] | None:
    """The move someone's leave says (see the module doc), or None."""
    s = text.strip()
    m = _GIVEN.match(s) or _FINE.match(s) or _CAN_HAVE.match(s) or _GOT_MORE.match(s)
    if m is None:
        return None
    due = ctx.date(m["d"])
    if due is None:
        return None
    target = _named(m)
    if not target:
        return None
    if target == "that":
        return [MoveCommitment(target, due)]
    who = _AND.split((m.groupdict().get("who") or "they").strip())[-1]
    ask = Unclear(f"Which to-do did {who} give you until then for? Say it with its name, e.g. “the essay is now "
                  "due the 24th”.", s)
    return [MoveCommitment(target, due, otherwise=ask)]


_AND = re.compile(r"\s+(?:and|but|so|then)\s+", _I)
_MOST_WHO_WORDS = 4


def _named(m: re.Match[str]) -> str | None:
    """The words naming the to-do that moved (see the module doc); None when who gave the time
    is no short name ("Told the client and they": "they")."""
    groups = m.groupdict()
    said = _AND.split((m.groupdict().get("who") or "").strip())[-1]
    if len(said.split()) > _MOST_WHO_WORDS:
        return None
    who = _ORG_NOUN.sub("", re.sub(r"^(?:the|my|our)\s+", "", said, flags=_I))
    if thing := groups.get("a") or groups.get("b"):
        return _target(thing)
    if verb := groups.get("v"):
        said = (groups.get("o") or "").strip()
        if said.lower() in ("it", "them", "that", "this"):
            return "that"  # "… till monday to send it": the to-do the conversation is about
        return _target(f"{verb} {said or who}")
    return "that" if _PRONOUN.match(said) else _target(who)
