"""Promises of the user's said through someone else or shared with them: "Wen asked me to
review her deck, said I would by sunday" (mine, to Wen), "told Bea she'd have the contract
from me by friday" (mine: send Bea the contract), "me and Luca need to finish the budget by
the 20th", "Luca and I have to …", "we need to …" (mine: recap keeps the user's own to-dos).

A shared to-do with no date is kept only when it plainly names a thing to do ("we need to
renew the lease"); "we need to talk", "me and Kai should hang out" are chat.
"""

from __future__ import annotations

import re

from memory.understanding._commitment_intro import (
    _bare_todo,
    _imperative_shape,
    _owed_action,
    _planned,
    _read,
    _strong,
    todos_or_asked,
)
from memory.understanding._phrases import _I, _Ctx, _person
from memory.understanding._prefilter import gated
from memory.understanding._their_promises import promised_thing
from memory.understanding.intents import Intent, MoveCommitment, NewCommitment

_WOULD = r"(?:'d|d|\s+would|'ll|\s+will)"
# "Wen asked me to review her deck, said I would by sunday", "Omar wants me to chase the vendor by fri"
_ASKED_ME = gated(re.compile(
    # ("Mr Kamau wants me back to check the calves": back, over or round to do it)
    r"^(?P<p>(?:the|my|our)\s+[a-z][\w\-]*|[A-Za-z][\w'\-]*(?:\s+[A-Z][\w\-]*)?)\s+(?:asked|wants|needs|begged"
    r"|has\s+asked|'s\s+asked)\s+me"
    r"(?:\s+(?:back|over|round|around|in))?\s+to\s+"
    r"(?P<rest>.+?)(?:\s*(?:,|\s)\s*(?:and\s+)?(?:i\s+)?(?:said|promised|told\s+(?:her|him|them))\s+i"
    + _WOULD
    + r"(?:\s+(?:do\s+it|do\s+that|have\s+it\s+done|get\s+it\s+done|get\s+to\s+it))?(?P<d>\s+.+)?)?$",
    _I,
))
# "told Bea she'd have the contract from me by friday": the user sends it
_THEYD_HAVE = re.compile(
    r"^(?:i\s+)?(?:told|promised|assured)\s+(?P<p>[A-Za-z][\w'\-]*)\s+(?:that\s+)?(?:she|he|they)"
    + _WOULD
    + r"\s+(?:have|get|receive)\s+(?P<a>.+?)\s+from\s+me(?P<d>\s+.+)?$",
    _I,
)
# "me and Luca", "Luca and I", "Luca & me", "we", "the two of us": the user among those who must
_JOINT = re.compile(
    r"^(?:me\s+(?:and|&)\s+[A-Za-z][\w\-]*|[A-Za-z][\w\-]*\s+(?:and|&)\s+(?:i|me)|(?:i|me)\s+(?:and|&)\s+[A-Za-z][\w\-]*"
    r"|we|the\s+two\s+of\s+us|both\s+of\s+us)\s+(?P<rest>(?:really\s+|still\s+|also\s+)*(?:need|have|has|got|gotta|must"
    r"|should|ought|are\s+going|'re\s+going)\b.+)$",
    _I,
)


# "director wants the revised shot list from me by thurs", "Olumide needs the signed lease from
# me": a thing someone waits for from the user is the user's to send them
_WANTS_FROM_ME = re.compile(
    r"^(?P<p>(?:(?:the|my|our)\s+)?[A-Za-z][\w'\-]*(?:\s+(?-i:[A-Z])[\w\-]*)?)\s+(?:still\s+|really\s+)?"
    r"(?:wants|needs|expects|is\s+expecting|'s\s+expecting|is\s+waiting\s+(?:on|for)|'s\s+waiting\s+(?:on|for)"
    r"|asked\s+for|has\s+asked\s+for)\s+"
    r"(?P<t>(?:the|a|an|my|our|some|his|her|their)\s+(?:(?!from\b)\S+\s+){0,5}?\S+)\s+from\s+(?:me|us)\b(?P<d>.*)$",
    _I,
)
_PRONOUNS = frozenset({"i", "we", "you", "it", "they", "he", "she", "everyone"})
# a role named by a common noun ("director", "the landlord"), not a name
_ROLE = re.compile(r"^(?:(?:the|my|our)\s+)?[a-z][\w\-]*$")


def shared_promise(s: str, ctx: _Ctx) -> list[Intent] | None:
    """A promise of the user's said through or with someone else (see the module doc)."""
    from memory.understanding._agreed_promises import agreed_promise  # reads this module's neighbours

    return (
        agreed_promise(s, ctx)
        or _asked_me(s, ctx)
        or _theyd_have(s, ctx)
        or _jointly(s, ctx)
        or _wanted_from_me(s, ctx)
        or promised_thing(s, ctx)
    )


def _wanted_from_me(s: str, ctx: _Ctx) -> list[Intent] | None:
    m = _WANTS_FROM_ME.match(s)
    if m is None:
        return None
    who = m["p"]
    person = _person(who, ctx)
    if who.lower() in _PRONOUNS:  # "she wants the doc from me": whom "she" is, the words before say
        return None
    if _ROLE.match(who) and not who[0].isupper():  # "director wants …": the director, no name to keep
        person = None
        who = who if re.match(r"^(?:the|my|our)\s", who, _I) else f"the {who}"
    elif person in (None, "me") or who.lower() in _PRONOUNS:
        return None
    found = _read(f"{_owed_action(who, m['t'])}{m['d']}", ctx, "me", person, needs_date=False)
    return todos_or_asked(found)


# "Ama wants me to call monday instead": a way to reach them with no object is reaching them
_REACH_THEM = re.compile(
    r"^(?P<v>call|ring|phone|text|email|message|msg|visit|see|meet)\s+(?P<d>(?!(?:her|him|them|back)\b)\S.*?)"
    r"(?P<instead>\s+instead)?$",
    _I,
)


def _asked_me(s: str, ctx: _Ctx) -> list[Intent] | None:
    m = _ASKED_ME.match(s)
    person = _person(m["p"], ctx) if m else None
    reach = _REACH_THEM.match(m["rest"].strip()) if m and person not in (None, "me") else None
    if reach is not None and person is not None and (due := ctx.date(reach["d"])) is not None:
        todo = NewCommitment(f"{reach['v'].lower()} {person}", "me", person, due)
        return [MoveCommitment(todo.action, due, otherwise=todo)] if reach["instead"] else [todo]
    if m is not None and person is None and _ROLE.match(m["p"]) and " " in m["p"]:
        person = ""  # "my boss asked me to send the report", "the teacher asked me to …": no name to keep
    if m is None or person in (None, "me") or not _imperative_shape(m["rest"]):
        return None
    body = f"{m['rest']}{m['d'] or ''}"
    found = _read(body, ctx, "me", person or None, needs_date=not _bare_todo(m["rest"]))
    return todos_or_asked(found)


def _theyd_have(s: str, ctx: _Ctx) -> list[Intent] | None:
    m = _THEYD_HAVE.match(s)
    person = _person(m["p"], ctx) if m else None
    if m is None or person in (None, "me"):
        return None
    return _read(f"send {person} {m['a']}{m['d'] or ''}", ctx, "me", person, needs_date=False)


def _jointly(s: str, ctx: _Ctx) -> list[Intent] | None:
    m = _JOINT.match(s)
    if m is None:
        return None
    rest = re.sub(r"^(?:'re|are)\s+going\b", "'m going", m["rest"], flags=_I)
    found = _strong(rest, ctx, None) or _planned(f"I {rest}", ctx)
    todos = [i for i in found or [] if isinstance(i, NewCommitment)]
    if not todos or len(todos) != len(found or []):
        return None
    if any(t.due is None and not _bare_todo(t.action) for t in todos):
        return None  # "we need to talk", "me and Kai should hang out": chat
    return todos
