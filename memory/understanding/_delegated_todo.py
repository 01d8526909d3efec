"""To-dos the user hands to someone, and things someone expects of the user.

- Told to someone: "told Sade she's handling the client onboarding, due thurs", "told Musa he'll
  do the slides by wed", "told Ife to book the van for sat": the named person's to-do (the user
  said so; "asked Leo to …" is a request not yet agreed to, and is left to the other readers).
- Handed over: "delegated the slide cleanup to Musa, need it done by wed", "assigned the bug
  triage to Kofi", "handed off the expense report to Tom": a new to-do owned by that person (the
  thing as said, due when the sentence says), never a to-do of the user's done.
- Needed of someone: "need Raj to sign off on the budget by fri", "I need Ama to send the
  floor plans": theirs.
- Expected of the user: "Daniel's expecting the signed NDA back from me by monday", "Raj is
  waiting on the figures from me", "Ana is expecting me to send the deck tmrw", "Sanjeewa is
  waiting on me for the site photos" (owed to them: read as "I owe …"): the user's to-do
  (send the thing, back when said so), with that person as its counterparty ("Raj needs the
  figures from me" is :mod:`._wanted`'s).

Only a name said as one (one or two capitalised words, or any word in an all-lowercase
message): "told the team …" or "need it to …" name no one. Hand-written: each is one fixed
shape of a closed set of verbs, and every to-do is read by the to-do reader
(:func:`memory.understanding._commitment_intro._read`), so its date and action follow the same
rules as any other.
"""

from __future__ import annotations

import re

from memory.understanding._commitment_intro import _base, _imperative_shape, _read, owed_to, todos_or_asked
from memory.understanding._phrases import _I, _Ctx, _person
from memory.understanding._prefilter import gated
from memory.understanding.intents import Intent

_WHO = r"(?P<p>[^\W\d_][\w\-]*(?:'(?!s\b)[\w\-]+)?(?:\s+(?-i:[A-ZÀ-ÖØ-Þ])[\w\-]*)?)"  # "O'Neill", never "Daniel's"
_ME = r"^(?:i\s+|i've\s+|i\s+have\s+)?(?:just\s+|already\s+|now\s+|also\s+)?"
# "told Sade she's handling …", "told Musa he'll do …", "told Ife to book …", "told Bo that he needs to …"
_TOLD = gated(re.compile(
    _ME + r"told\s+" + _WHO + r"\s+(?:(?:that\s+)?(?:she|he|they)\s*(?P<aux>'s|\s+is|'re|\s+are|'ll|\s+will"
    r"|\s+needs\s+to|\s+has\s+to|\s+must|\s+should)\s+|(?P<to>to)\s+)(?P<rest>.+)$",
    _I,
))
# "delegated the slide cleanup to Musa", "assigned the bug triage to Kofi, due fri"
_HANDED = gated(re.compile(
    _ME + r"(?:delegated|assigned|handed\s+off|offloaded|farmed\s+out|outsourced)\s+"
    r"(?P<t>(?:the|my|our|this|that|these|those|a|an)\s+.+?)\s+to\s+" + _WHO + r"(?P<tail>(?:\s*,\s*|\s+)\S.*)?$",
    _I,
))
# "need Raj to sign off on the budget by fri"
_NEEDED = re.compile(r"^(?:i\s+|we\s+)?(?:really\s+)?(?:need|needs|want)\s+" + _WHO + r"\s+to\s+(?P<rest>.+)$", _I)
# "Daniel's expecting the signed NDA back from me by monday", "Raj is waiting on the figures from me"
_EXPECTED = gated(re.compile(
    r"^" + _WHO + r"(?:'s|\s+is|\s+has\s+been)?\s+(?:still\s+)?(?:expecting|waiting\s+(?:on|for))\s+"
    r"(?P<t>(?:the|my|a|an|some|our|his|her|their|this|that|those|these)\s+.+?)(?P<back>\s+back)?"
    r"\s+from\s+(?:me|us)(?P<tail>(?:\s*,\s*|\s+)\S.*)?$",
    _I,
))
# "Ana is expecting me to send the deck tmrw", "Kwame's waiting for me to sign the lease"
_EXPECTS_ME = gated(re.compile(
    r"^" + _WHO + r"(?:'s|\s+is)?\s+(?:still\s+)?(?:expecting|waiting\s+(?:on|for)|counting\s+on|relying\s+on)\s+"
    r"(?:me|us)\s+to\s+(?P<rest>.+)$",
    _I,
))
# "Sanjeewa is waiting on me for the site photos", "he's waiting on me for the vendor list, due thurs":
# what they wait for is owed to them, as "I owe Sanjeewa the site photos" says (a pronoun as well:
# whom it names, the message says before; see :mod:`._dispatch`)
_WAITING_FOR_ME = gated(re.compile(
    r"^(?:(?P<pron>she|he|they)|" + _WHO + r")(?:'s|'re|\s+is|\s+are|\s+has\s+been|\s+have\s+been)?\s+(?:still\s+)?"
    r"(?:waiting\s+(?:on|for)|counting\s+on|relying\s+on)\s+(?:me|us)\s+for\s+"
    r"(?P<t>(?:the|my|a|an|some|our|his|her|their|this|that|those|these)\s+.+|[$£€¥₹]\s?\d.*)$",
    _I,
))
_OBJECT = {"she": "her", "he": "him", "they": "them"}
# a thing said as no thing: "delegated it to Tom", "need them back from me"
_NO_THING = re.compile(r"^(?:it|them|this|that|these|those|one)$", _I)


def delegated(s: str, ctx: _Ctx) -> list[Intent] | None:
    """The to-do ``s`` hands to someone or owes them (see the module doc), or None."""
    return _told(s, ctx) or _handed(s, ctx) or _needed(s, ctx) or _expected(s, ctx)


def _named(raw: str, ctx: _Ctx) -> str | None:
    """The person ``raw`` names (not the user), or None."""
    person = _person(raw, ctx)
    if person in (None, "me") or not (ctx.lowercase or raw[:1].isupper()):
        return None
    return person



def _told(s: str, ctx: _Ctx) -> list[Intent] | None:
    m = _TOLD.match(s)
    if m is None or (person := _named(m["p"], ctx)) is None:
        return None
    rest = m["rest"]
    aux = (m["aux"] or "").strip().lower()
    if aux in ("'s", "is", "'re", "are"):  # "she's handling the onboarding": she will handle it
        verb, _, after = rest.partition(" ")
        if not verb.lower().endswith("ing") or _base(verb) == verb.lower() or not after:
            return None  # "told Sade she's the lead", "… she's amazing": no to-do
        rest = f"{_base(verb)} {after}"
    if not _imperative_shape(rest):
        return None
    return todos_or_asked(_read(rest, ctx, person, None, needs_date=False))


def _handed(s: str, ctx: _Ctx) -> list[Intent] | None:
    m = _HANDED.match(s)
    if m is None or (person := _named(m["p"], ctx)) is None:
        return None
    tail = (m["tail"] or "").strip()
    if tail and not (tail.startswith(",") or re.match(r"^(?:by|before|due|for|on|to\s+do)\b", tail, _I)):
        return None  # "assigned the ticket to Kofi who …": more than a due
    return todos_or_asked(_read(f"{m['t']} {tail}".strip(), ctx, person, None, needs_date=False))


def _needed(s: str, ctx: _Ctx) -> list[Intent] | None:
    m = _NEEDED.match(s)
    if m is None or (person := _named(m["p"], ctx)) is None or not _imperative_shape(m["rest"]):
        return None
    return todos_or_asked(_read(m["rest"], ctx, person, None, needs_date=False))


def _expected(s: str, ctx: _Ctx) -> list[Intent] | None:
    m = _WAITING_FOR_ME.match(s)
    if m is not None:
        whom = _OBJECT[m["pron"].lower()] if m["pron"] else _named(m["p"], ctx)
        return owed_to(f"owe {whom} {m['t']}", ctx) if whom else None
    m = _EXPECTS_ME.match(s)
    if m is not None:
        person = _named(m["p"], ctx)
        if person is None or not _imperative_shape(m["rest"]):
            return None
        return todos_or_asked(_read(m["rest"], ctx, "me", person, needs_date=False))
    m = _EXPECTED.match(s)
    if m is None or (person := _named(m["p"], ctx)) is None or _NO_THING.match(m["t"]):
        return None
    action = f"send {m['t']}{' back' if m['back'] else ''} {m['tail'] or ''}".strip()
    return todos_or_asked(_read(action, ctx, "me", person, needs_date=False))
