"""A to-do said in the passive, the thing first: "the wine club order has to be placed by 5:30pm
today", "the invoices need to be sent out by fri", "rent check has to be in the mail by the
30th", "the form must be signed b4 monday", "Mia's costume needs to be ready by the 18th" (get it ready).

Said with no person, the one who must do it is the user: the to-do is the verb's plain form and
the thing ("place the wine club order", "send out the invoices", "mail the rent check"), due the
day that ends the line. Read before this form, the passive was taken for a report of something
done ("placed by 5:30pm") or only offered as a question with the passive kept whole.

A person or a pronoun first ("Ama has to be picked up by 3", "it has to be done by fri") is no
thing the user names, and a verb recap does not know is no to-do it can word: both are left to
the other forms. Hand-written: one shape, tried only when the line says "to be"/"be" after an
obligation word; the verb's plain form comes from the lexicon of to-do verbs.
"""

from __future__ import annotations

import re

from memory.understanding._phrases import _I, _Ctx, _phrase, _plausible
from memory.understanding._plural_done import _plain_verb
from memory.understanding._prefilter import gated
from memory.understanding.intents import Intent, NewCommitment
from memory.understanding.timex import find_spans

__all__ = ["passive_todo"]

_PASSIVE = gated(re.compile(
    r"^(?P<t>(?:(?:the|my|our|this|that|these|those)\s+)?[\w'&\-/]+(?:\s+[\w'&\-/]+){0,5}?)\s+"
    r"(?:has|have|needs?|must|should|gotta|got|has\s+got|have\s+got)\s+(?:to\s+)?be\s+"
    r"(?:(?P<v>[a-z]{3,})(?:\s+(?P<p>in|out|off|up|back|over|through|away))?"
    r"|in\s+the\s+(?P<m>mail|post))\s+(?P<d>\S.*)$",
    _I,
))
_NOT_THING = re.compile(
    r"^(?:i|we|you|u|he|she|they|it|this|that|everything|everyone|everybody|someone|somebody|all|nothing)$", _I
)
_MAILED = {"mail": "mail", "post": "post"}
_FOR = re.compile(r"^for\s+(?:(?:the|my|our|his|her|their)\s+)?[\w'\-]+(?:\s+[\w'\-]+)?\s+(?=by\b|before\b|b4\b)", _I)


# Regular participles whose plain form is sure from their letters; any other is left unread (is
# "completed" "complet" or "complete"?). Keeps its "e": "placed", "lodged", "saved", "sized", "nursed".
_KEEPS_E = re.compile(r"(?:[cgv]|[^z]z|[^aeious]s)ed$", _I)
_DOUBLED = re.compile(r"([bdgklmnprt])\1ed$", _I)
# drops only "ed": "cleaned", "mailed", "washed", "fixed", "printed", "signed", "packed", "mowed"
_DROPS_ED = re.compile(r"(?:[aeiou]{2}[a-z]|sh|ch|ss|x|w|[^aeiouy][^aeiouycgsvz])ed$", _I)
_SHORTEST = 5  # "red", "bed", "used": too short to cut


def _regular_plain(word: str) -> str | None:
    """The plain form of a regular participle the lexicon lacks ("placed" -> "place", "emptied"
    -> "empty", "shredded" -> "shred", "vacuumed" -> "vacuum"), or None when unsure."""
    w = word.lower()
    if len(w) < _SHORTEST or not w.endswith("ed") or w.endswith("eed"):
        return None
    if w.endswith("ied"):
        return w[:-3] + "y"
    if _DOUBLED.search(w):
        return w[:-3]
    if _KEEPS_E.search(w):
        return w[:-1]
    return w[:-2] if _DROPS_ED.search(w) else None


def passive_todo(s: str, ctx: _Ctx) -> list[Intent] | None:
    """The user's to-do that ``s`` says in the passive (see the module doc), or None."""
    m = _PASSIVE.match(s.strip(" .!"))
    if m is None or _NOT_THING.match(m["t"]) or (m["t"][:1].isupper() and " " not in m["t"]):
        return None  # "it has to be done by fri", "Ama has to be picked up by 3"
    ready = (m["v"] or "").lower() == "ready" and not m["p"]
    # "… ready for the guests by fri": whom or what it is ready for, said before the day
    purpose = _FOR.match(m["d"]) if ready else None
    when = m["d"][purpose.end() :] if purpose else m["d"]
    spans = find_spans(when, now=ctx.now, tz=ctx.tz)
    if len(spans) != 1 or spans[0].start != 0 or spans[0].spec is None or spans[0].spec.end <= ctx.now:
        return None  # one day, ahead, straight after the verb
    if when[spans[0].end :].strip(" ,.!"):
        return None  # "… by fri or we lose the slot": more said than the day
    # "the costume", "Mia's costume" (a name's: no "the")
    thing = re.sub(r"^(?!(?i:the|my|our|these|those)\s|[A-Z][\w\-]*'s\s)", "the ", m["t"].strip())
    if ready:  # "Mia's costume needs to be ready by the 18th": get it ready
        action = _phrase(f"get {thing} ready {purpose.group(0).strip()}" if purpose else f"get {thing} ready")
        return [NewCommitment(action, "me", None, spans[0].spec)] if _plausible(action, max_words=12) else None
    if m["m"]:
        verb, particle = _MAILED[m["m"].lower()], None
    else:
        verb, particle = _plain_verb(m["v"]) or _regular_plain(m["v"]), m["p"]
    if verb is None:
        return None
    action = _phrase(f"{verb} {particle} {thing}" if particle else f"{verb} {thing}")
    if not _plausible(action, max_words=9):
        return None
    return [NewCommitment(action, "me", None, spans[0].spec)]
