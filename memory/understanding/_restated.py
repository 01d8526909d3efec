"""Facts said as a change or a duration, read as the plain statement they come to.

People rarely say "X is V" when a value changes: they say how it changed or how long it has
held. Each shape here is rewritten to the plain statement and read by :mod:`._facts`, so the
predicate, the value and its checks are the facts' own:

- "Matías has been the club treasurer since 2025" → "Matías is the club treasurer since 2025"
  (a role that has held since a date past; a date ahead is no "since" and is dropped).
- "Olu's number changed, it's 0803 555 1290 now", "Ines's email has changed to …" →
  "Olu's number is 0803 555 1290".
- "the fundraiser budget got cut to $2,000", "rent went up to £950" → "the fundraiser budget
  is $2,000" (an amount said with the verb that moved it).

Only :class:`~memory.understanding.intents.StateClaim` readings are kept. Written by hand: the
shapes are a few fixed phrasings of chat English, which no library parses into facts.
"""

from __future__ import annotations

import functools
import re
from dataclasses import replace

from memory.understanding._facts import _facts
from memory.understanding._phrases import _I, _Ctx
from memory.understanding._prefilter import gated
from memory.understanding.intents import Intent, StateClaim

_PUNCT = " ,.;:!?-–—"

# "Matías has been the club treasurer since 2025", "the Osei twins have been our clients since May"
_SINCE = re.compile(r"^(?P<who>.+?)\s+(?:has|'s)\s+been\s+(?P<v>(?!\w+ing\b).+?\s+since\s+.+)$", _I)
# "Olu's number changed, it's 0803 …", "Ines's email has changed to ines@x.io", "Bayo's phone is now …"
_ATTRS = r"number|phone(?:\s+number)?|mobile|cell|email(?:\s+address)?|address|extension|ext|whatsapp"
_CHANGED = re.compile(
    r"^(?P<who>.+?)'s?\s+(?P<attr>(?:new\s+)?(?:" + _ATTRS + r"))\s+(?:has\s+)?changed"
    r"(?:\s*(?:,|;|:|—|-|\bto\b)\s*(?:(?:it'?s|its|it\s+is|the\s+new\s+one\s+is|now)\s+)?)(?P<v>.+?)(?:\s+now)?$",
    _I,
)
_PHONE = re.compile(r"(?:new\s+)?(?:number|mobile|cell|whatsapp)", _I)
# "the fundraiser budget got cut to $2,000", "our rent went up to £950", "the fee was raised to 40 euros"
_AMOUNTS = r"budget|rent|price|fee|fees|rate|salary|pay|limit|cap|cost|deposit|quote|allowance|target"
_MOVED_TO = gated(re.compile(
    r"^(?P<x>(?:(?:the|our|my|their|his|her)\s+)?(?:[\w'-]+\s+){0,3}(?:" + _AMOUNTS + r"))"
    r"(?P<aux>\s+(?:got|was|were|has\s+been|have\s+been|is\s+being|just\s+got)|'s\s+been)?\s+"
    r"(?:cut|reduced|raised|increased|bumped(?:\s+up)?|upped|lowered|dropped|slashed|trimmed|capped|set|changed"
    r"|went\s+(?:up|down)|gone\s+(?:up|down)|increased|decreased|revised(?:\s+(?:up|down))?)\s+to\s+(?P<v>\S.*)$",
    _I,
))


def restated(clause: str, detail: str, ctx: _Ctx) -> list[Intent] | None:
    """The facts a change or a duration comes to, or None when ``clause`` is neither."""
    text = f"{clause}, {detail}" if detail else clause
    text = text.strip(_PUNCT)
    gone_by = _since_past
    if m := _CHANGED.match(text):
        attr = "phone number" if _PHONE.fullmatch(m["attr"]) else m["attr"]  # "bayo's number changed"
        plain = f"{m['who']}'s {attr} is {m['v'].strip(_PUNCT)}"
    elif m := _MOVED_TO.match(text):
        plain = f"{m['x']} is {m['v'].strip(_PUNCT)}"
        if not (m["aux"] or "").strip().lower().startswith("is"):  # "went up to 45k on the 1st": the 1st past
            gone_by = functools.partial(_on_past, text=text)
    elif m := _SINCE.match(text):
        plain = f"{m['who']} is {m['v'].strip(_PUNCT)}"
    else:
        return None
    found = _facts(plain, ctx, "")
    if not found or not all(isinstance(intent, StateClaim) for intent in found):
        return None
    return [gone_by(intent, ctx) for intent in found]


def _since_past(claim: Intent, ctx: _Ctx) -> Intent:
    """ "since March" said in November is the March past: a date ahead is dropped, not kept."""
    if isinstance(claim, StateClaim) and claim.effective is not None and claim.effective.start > ctx.now:
        return replace(claim, effective=None)
    return claim


# the connector before a day that a change said in the past happened on ("went up to 45k on the
# 1st", "was cut to $2,000 last friday"); "from"/"starting"/"effective" name a start that may be ahead
_HAPPENED_ON = re.compile(r"(?:^|\s)(?:on|in)\s+$|\d\s+$|[^\W\d_]\s+$", _I)
_AHEAD = re.compile(r"\b(?:from|starting|effective|as\s+of|beginning|until|till|til)\s+$", _I)


def _on_past(claim: Intent, ctx: _Ctx, *, text: str) -> Intent:
    """ "my rent went up to 45k som on the 1st" said on 31 August is the 1st of August: a change
    said in the past happened on a day gone by, never tomorrow (a start said with "from" is kept
    as read: "was raised to 950 from october" is the coming one)."""
    if not isinstance(claim, StateClaim) or claim.effective is None or claim.effective.start <= ctx.now:
        return claim
    at = text.lower().rfind(claim.effective.text.lower())
    before = text[:at] if at >= 0 else ""
    if at < 0 or _AHEAD.search(before) or not _HAPPENED_ON.search(before):
        return _since_past(claim, ctx)
    past = ctx.date(claim.effective.text, "past")
    if past is None or past.start > ctx.now:
        return _since_past(claim, ctx)
    return replace(claim, effective=past)
