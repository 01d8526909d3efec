"""A due someone set, said after the to-do with who said it: "waiting on Priyanka for the audit
numbers, she said monday", "waiting on Diego to sign off the budget — he said by the 8th", "Leon's
doing the invoice, he promised it by fri", "…, Kemi reckons thursday", "… (per Bao: tues)".

The words before the date only say who gave it ("she said", "he promised it", "per Bao:"): no
to-do of their own, so the sentence is never cut there (:func:`reports_due`), and no part of the
action (:data:`REPORTED_LEAD_IN`, taken off the head before the due). Only a date may follow
them: "she said she'd call friday" is a clause of its own, "she said monday was fine" news.
Hand-written: a closed set of reporting verbs, one regex.
"""

from __future__ import annotations

import re
from dataclasses import replace

from memory.understanding._phrases import _Ctx
from memory.understanding._prefilter import gated
from memory.understanding.intents import Intent, NewCommitment
from memory.understanding.timex import find_spans, has_date_words

_I = re.IGNORECASE

# who gave the date: a pronoun, "the client", a name (never a unit: "per week")
_WHO = r"(?:he|she|they|the\s+\w+|(?!(?:week|month|day|year|hour|person|head|cent|annum|se)\b)[A-Za-z][\w\-]*)"
# what only dates the to-do before it, whoever's it is: "she said monday", "Kemi reckons thursday",
# "boss wants it by fri", "per Bao: tues"
_DATING = (
    r"(?:" + _WHO + r"\s+(?:said|says|say|reckons|reckoned|reckon|thinks|thought|estimates|estimated|guesses"
    r"|guessed|told\s+me|texted|messaged|emailed|confirmed|mentioned|wants\s+(?:it|them)|needs\s+(?:it|them)"
    r"|asked\s+for\s+(?:it|them))|(?:as\s+)?per\s+" + _WHO
    # its subject left out, as chat does after naming who does the thing: "Yusuf's handling the visa
    # letters, says by thurs"
    + r"|(?:says|said|reckons|reckoned|thinks|estimates))"
)
# a promise of the thing by the one who owes it: "he promised it by fri", "she swore it'd be ready by
# the 10th", "he says it'll be done thurs": the due of their own to-do, never of the user's ("need to
# chase Ahmed for the contract, he promised it by weds" is the user's chase, and Ahmed's to-do)
_PROMISING = (
    r"(?:(?:" + _WHO + r"\s+)?(?:(?:said|says|reckons|thinks|swears|swore|promised|promises)\s+(?:(?:it|they)"
    r"(?:'?ll|\s+will|'?d|\s+would)|should|will|would|must)\s+be(?:\s+(?:ready|done|in|here|over|through|back|sorted|finished|fixed|sent))?"
    r"|(?:promised|promises|swears|swore)(?:\s+(?:it|them|that))?)"
    # "Kenji's booking the offsite hotel, should be sorted by weds": the same promise, its subject left out
    r"|(?:(?:it|that|they)\s+)?(?:should|will|'ll|would|'d|must)\s+be\s+(?:ready|done|sorted(?:\s+out)?|finished"
    r"|booked|fixed|sent|in|here|back|over|through|confirmed|delivered|up))"
)
_BY_WHOM = rf"(?:and\s+)?(?:{_PROMISING}|{_DATING})"
# the words that end a to-do's head before its due: ", she said", " — he promised it", " (per Bao:"
REPORTED_LEAD_IN = rf"(?:(?:,|;|\s[-–—]+|\s*\()\s*{_BY_WHOM}|\s+\(?(?:as\s+)?per\s+{_WHO})\s*[,:]?$"
_DATED = gated(re.compile(rf"^\s*\(?\s*(?:and\s+)?{_DATING}\s*[,:]?\s+(?P<d>.+?)[\s)]*$", _I))
_PROMISED = re.compile(rf"^\s*\(?\s*(?:and\s+)?{_PROMISING}\s*[,:]?\s+(?P<d>.+?)[\s)]*$", _I)
# the clause before names someone else's to-do: "waiting on Leon for …", "Anya's doing …", "Rhys is …"
_THEIRS = re.compile(
    r"^\s*(?:(?:i'm|im|i\s+am|we're|we\s+are)\s+)?(?:still\s+)?waiting\s+(?:on|for)\b"
    r"|^\s*(?!(?:I|I'm|I'll|I've)\b)(?-i:[A-Z])[\w\-]*(?:'s|\s+(?:is|was|will|has|said|says|promised))\b",
    _I,
)
# a connector that makes whatever follows a due: "…, she said by the 14th" (as ever)
_DEADLINE = re.compile(r"^(?:by|before|no\s+later\s+than)\s+\S", _I)
# words a date may be said with: "end of the week", "next tues", "around the 8th", "at the latest"
_FILLER = frozenset({
    "the", "of", "next", "this", "end", "start", "early", "late", "mid", "on", "by", "before", "around", "about",
    "at", "latest", "or", "so", "ish", "for", "in", "a", "sometime", "probably", "prob", "maybe", "hopefully",
})  # fmt: skip


def reports_due(clause: str, before: str = "") -> bool:
    """Whether ``clause`` only says who set the due of ``before`` (the clause before it) and when:
    "she said monday", "per Bao: tues" after any to-do; "he promised it by fri" only after someone
    else's ("waiting on Leon for the invoice")."""
    return _reports(clause, theirs=_THEIRS.match(before) is not None)


def is_due_report(clause: str) -> bool:
    """Whether ``clause`` is only who set a due, or promised a thing by it, and the date ("she said
    monday", "he promised it by weds"): read with the clause before it, never a thing of its own."""
    return _reports(clause, theirs=True)


def _reports(clause: str, *, theirs: bool) -> bool:
    """Whether ``clause`` is who set a due and the date alone; a promise only of a to-do ``theirs``."""
    patterns = (_DATED, _PROMISED) if theirs else (_DATED,)
    return any((m := p.match(clause)) is not None and _only_a_date(m["d"]) for p in patterns)


def _only_a_date(when: str) -> bool:
    """Whether ``when`` is a date and nothing more ("monday", "end of next week", "by the 8th …")."""
    if _DEADLINE.match(when):
        return True
    words = [w.strip(",.!?") for w in when.lower().split()]
    return has_date_words(when) and all(w in _FILLER or has_date_words(w) for w in words if w)


_SAID_BEFORE = re.compile(REPORTED_LEAD_IN, _I)
# who gave the date, said after it: "…, by the 25th she reckons", "… friday Omar says"
_SAID_AFTER = gated(re.compile(
    rf"(?<!\blike)(?<!\bas)\s*,?\s+(?!(?:i|we|you)\b){_WHO}\s+"
    r"(?:said|says|reckons|reckoned|reckon|thinks|thought|estimates|guesses)\s*$",
    _I,
))
_DATE_END_WORDS = 3  # "by the 25th", "end of month": the words a date at the end is said in


def reported_after(sentence: str) -> str:
    """``sentence`` without who gave its date when that is said after it, at the end ("the
    wedding photos, by the 25th she reckons"): the date is the due, the rest only its source."""
    m = _SAID_AFTER.search(sentence)
    if m is None or m.start() == 0:
        return sentence
    head = sentence[: m.start()]
    last = " ".join(head.split()[-_DATE_END_WORDS:])
    return head if has_date_words(last) else sentence


def said_before(head: str) -> bool:
    """Whether ``head`` (the words before a date) ends with who said the date ("the dentist
    called, she said"): the date is reported, so the words before it are no diary line."""
    return _SAID_BEFORE.search(head.rstrip()) is not None


def dated_by_report(intents: list[Intent], sentence: str, ctx: _Ctx) -> list[Intent] | None:
    """ "waiting on Leon for the invoice. he promised it by fri": a sentence that only says who
    set a due gives it to the to-do the sentence before left undated (None when it does not)."""
    last = intents[-1] if intents else None
    if not isinstance(last, NewCommitment) or last.due is not None:
        return None
    # "… he promised it by fri" dates only a to-do of someone else's
    if not _reports(sentence, theirs=last.owner != "me"):
        return None
    spans = find_spans(sentence, now=ctx.now, tz=ctx.tz)
    if len(spans) != 1 or spans[0].spec is None:
        return None
    return [*intents[:-1], replace(last, due=spans[0].spec)]
