"""Done, said in an idiom rather than a done word: "QA build is out the door", "got the invoices
out the door", "autopay took care of the water bill", "the direct debit paid the council tax", "water bill autopaid",
"VAT return's in the bag".

- "out the door" is sent: only a to-do to send, ship or release the thing fits (the ``sent``
  mark, as for "the newsletter went out"), so "the cat's out the door" finishes nothing;
- "that's the q3 review wrapped", "thats the invoices sent off": the thing, then the word that
  says it is done, after "that's" (said as one ticks it off), done;
- a payment that ran by itself (autopay, a direct debit, a standing order, the app) did the
  user's own to-do: that to-do is done. A person who "took care of" it is another reading
  (:mod:`memory.understanding._others_outcomes`), never this one.

Each is a report (``past_tense``): it changes something only when it names an open to-do.
Hand-written: a few closed idioms, behind a substring test.
"""

from __future__ import annotations

import re

from memory.understanding._lifecycle import _clean, _target
from memory.understanding._phrases import _I, _Ctx
from memory.understanding._prefilter import gated
from memory.understanding.intents import CompleteCommitment, Intent

__all__ = ["done_idiom"]

_DOOR = r"out\s+(?:the|of\s+the)\s+door"
_OUT_THE_DOOR = gated(re.compile(
    r"^(?:(?:i|we)(?:'ve|\s+have)?\s+(?:finally\s+|just\s+)?got\s+(?P<g>.+?)\s+" + _DOOR
    + r"|(?P<a>(?!(?:i|we|you|he|she|they|it|that|this)\b).+?)(?:'s|'re|\s+is|\s+are|\s+was|\s+were|\s+has\s+been"
    r"|\s+have\s+been|\s+went|\s+got)\s+(?:now\s+|finally\s+|officially\s+|all\s+)?" + _DOOR
    + r"|got\s+(?P<b>.+?)\s+" + _DOOR
    # said as a headline, without its verb: "invoice out the door", "v2 finally out the door" (never a to-do
    # to do it: "get the invoice out the door")
    + r"|(?P<h>(?!(?:i|we|you|he|she|they|it|that|this|get|getting|send|ship|push|put|take|have|need|needs|want"
    r"|gotta|must|should|will|to|let's|lets|go|going)\b)[^,;]+?)\s+(?:now\s+|finally\s+|officially\s+)?" + _DOOR
    + r")$",
    _I,
))
# a payment that ran by itself: "autopay took care of the water bill", "the direct debit paid the rates"
_BY_ITSELF = gated(re.compile(
    r"^(?:the\s+|my\s+)?(?:auto[\s-]?pay|auto[\s-]?renew(?:al)?|direct\s+debit|standing\s+order|auto[\s-]?debit)"
    r"\s+(?:already\s+|just\s+)?(?:took\s+care\s+of|handled|covered|paid(?:\s+off)?|sorted(?:\s+out)?|dealt\s+with)"
    r"\s+(?P<a>.+)$",
    _I,
))
# "that's the q3 budget review wrapped", "that's the invoices sent off", "thats the VAT return in"
_THATS_DONE = gated(re.compile(
    r"^(?:and\s+|so\s+|right\s*,?\s+|ok\s*,?\s+)?(?:that's|thats|that\s+is)\s+(?P<a>(?:the|my|our|all\s+the)\s+.+?)\s+"
    r"(?:all\s+|finally\s+|now\s+)?(?:done(?:\s+and\s+dusted)?|wrapped(?:\s+up)?|finished|sent(?:\s+off)?|submitted"
    r"|paid(?:\s+off)?|filed|posted|handed\s+in|in|signed(?:\s+off)?|ticked\s+off|crossed\s+off|put\s+to\s+bed)"
    r"(?:\s+(?:now|finally|at\s+last|then))?$",
    _I,
))
# "water bill autopaid", "domain auto-renewed", "the gym sub was auto-debited": paid or renewed by itself
_AUTO_DONE = gated(re.compile(
    r"^(?P<a>(?!(?:i|we|you|he|she|they|it|that|this)\b)[^,;]+?)(?:'s|\s+is|\s+was|\s+has|\s+got|\s+have|\s+were)?"
    r"(?:\s+been)?(?:\s+(?:just|already))?\s+auto[\s-]?(?:paid|renewed|debited|charged|billed|topped\s+up)"
    r"(?:\s+(?:today|this\s+morning|already|overnight|last\s+night))?$",
    _I,
))
# "VAT return's in the bag", "the audit is put to bed", "Q3 deck's a wrap", "payroll - check": done, in an idiom
_IN_THE_BAG = gated(re.compile(
    r"^(?P<a>(?!(?:i|we|you|he|she|they|it|that|this|there)\b)[^,;:]+?)"
    r"(?:(?:'s|\s+is|\s+was|\s+are|\s+were)(?:\s+(?:now|finally|officially|all))?\s+(?:in\s+the\s+bag|put\s+to\s+bed|a\s+wrap)"
    r"|\s+(?:now\s+|finally\s+)?put\s+to\s+bed"
    r"|\s*[,:\-–—]\s*check(?:ed)?)[\s!.✓✔️]*$",
    _I,
))
_CUES = ("door", "auto", "debit", "standing", "that", "bag", "bed", "wrap", "check")


def done_idiom(text: str, ctx: _Ctx) -> list[Intent] | None:
    """The done report an idiom above says, or None."""
    folded = text.casefold()
    if not any(cue in folded for cue in _CUES):
        return None  # most clauses: neither idiom, read fast
    s = _clean(text)
    m = _OUT_THE_DOOR.match(s)
    if m is not None:
        target = _target(m["g"] or m["a"] or m["b"] or m["h"])
        return [CompleteCommitment(target, past_tense=True, sent=True)] if target and target != "that" else None
    m = _THATS_DONE.match(s)
    if m is not None:
        target = _target(m["a"])
        return [CompleteCommitment(target, past_tense=True)] if target and target != "that" else None
    m = _BY_ITSELF.match(s) or _AUTO_DONE.match(s) or _IN_THE_BAG.match(s)
    if m is not None:
        target = _target(m["a"])
        return [CompleteCommitment(target, past_tense=True)] if target and target != "that" else None
    return None
