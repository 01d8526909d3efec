"""Two to-dos said with one verb: "Bea owes me the supplier review by the 4th and Quim the
budget by the 8th", "I'll send Ana the deck by fri and Ben the invoice by mon".

The second clause leaves out the verb of the first (and, when the first says whom the thing
goes to, its subject too): "Quim the budget by the 8th" is "Quim owes me the budget by the 8th",
"Ben the invoice by mon" is "I'll send Ben the invoice by mon". Read whole, the sentence is one
to-do whose action swallows the second ("send me the supplier review by the 4th and Quim the
budget"), due on the second date. Written by hand because the shape is fixed and narrow: each
side must end with a date of its own, the second side must be a name and a thing and nothing
else (no verb), and the two clauses put back must each read as one dated to-do; otherwise the
sentence is left to the other readers.

A to-do's verb carried by "and" to a second thing: "gotta call the broker tmrw and the plumber re
the leak", "need to email Ines, and Marco too", "call the bank tmrw. and the dentist"
(:func:`verb_said_once`). Read as it stands, the second thing was swallowed into the first to-do
with the date between ("call the broker tmrw and the plumber …", due nothing) or dropped after a
comma or a full stop. The line is said again with the verb before the second thing, each to-do
read on its own; the second keeps only a date said with it, never the first one's (a date not
said is not guessed). Only where the split is sure: the first to-do ends at a date, a comma or a
full stop (never "email Ines and Marco", one message to two people); what follows "and" is a
thing or a name with no verb of its own ("and Marco will review it" is news); the verb is one
the to-do lexicon knows.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import datetime
from itertools import pairwise
from zoneinfo import ZoneInfo

from memory.understanding._commitment_intro import TODO_VERBS, _imperative_shape
from memory.understanding._kin import alternation
from memory.understanding._phrases import _I, _NAME_STOP, _NAME_WORD, _NAME_WORD_LOWER, _Ctx
from memory.understanding.intents import Intent, NewCommitment
from memory.understanding.timex import find_spans, has_date_words

# where the two clauses meet: "… by the 4th and Quim …", "… by fri, Ben …", "… & Ana …"
_JOIN = re.compile(r"\s*,\s*(?:and\s+)?|\s+(?:and|&|\+)\s+", _I)
_THING = r"(?:the|a|an|my|our|his|her|their|this|that|these|those|some)\s"
_THING_START = re.compile(_THING, re.I)
# the first clause: its subject, its verb (with "me"), whom the thing goes to, the thing
_FIRST = re.compile(
    r"^(?P<s>i|[\w\-]+)(?P<vp>(?:'ll|'s|'re|'m|\s+(?:will|is|are|am|shall|has\s+to|have\s+to|needs\s+to|must"
    r"|should|can))?\s+[a-z]+(?:\s+(?:me|us))?)\s+(?:(?P<io>[\w\-]+)\s+)?(?P<o>" + _THING + r".+)$",
    _I,
)
# the second: a name and a thing, the verb left out
_SECOND = re.compile(r"^(?P<n>[\w\-]+)\s+(?P<o>" + _THING + r".+)$", _I)
# the user's own verb said with a word that reads the same for anyone ("I'll", "must")
_ANYONE_AUX = re.compile(r"^(?:'ll|\s+(?:will|shall|must|should|can))\s", _I)
_MAX_THING_WORDS = 6

Reader = Callable[[str], list[Intent]]


def _name(word: str | None, ctx: _Ctx) -> bool:
    """Whether ``word`` may be a person's name here (lowercase in a lowercase message)."""
    if not word or word.lower() in _NAME_STOP:
        return False
    return bool(_NAME_WORD.match(word) or (ctx.lowercase and _NAME_WORD_LOWER.match(word)))


def _ends_dated(words: str, ctx: _Ctx) -> int | None:
    """Where the date that ends ``words`` starts, or None when they do not end with one."""
    spans = [span for span in find_spans(words, now=ctx.now, tz=ctx.tz) if span.spec is not None]
    if not spans or words[spans[-1].end :].strip(" .!"):
        return None
    return spans[-1].start


def _second_clause(left: str, right: str, ctx: _Ctx) -> str | None:
    """``right`` said in full with the verb (and subject) ``left`` gave it, or None."""
    first, second = _FIRST.match(left), _SECOND.match(right)
    if first is None or second is None or _imperative_shape(right):
        return None
    at = _ends_dated(right, ctx)
    if at is None or _ends_dated(left, ctx) is None or len(right[:at].split()) - 1 > _MAX_THING_WORDS:
        return None
    mine = first["s"].lower() == "i"
    if not (mine or _name(first["s"], ctx)) or not _name(second["n"], ctx):
        return None
    if first["io"] is not None:  # "I'll send Ana the deck …, Ben the invoice …": whom the thing goes to
        return f"{first['s']}{first['vp']} {second['n']} {second['o']}" if _name(first["io"], ctx) else None
    if mine and not _ANYONE_AUX.match(first["vp"]):
        return None  # "I owe Ana the deck …, Ben the invoice …": whose the second is, the verb cannot say
    return f"{second['n']}{first['vp']} {second['o']}"


def gapped_pair(text: str, ctx: _Ctx, read: Reader) -> list[Intent] | None:
    """The two dated to-dos ``text`` says with one verb, each as ``read`` takes its clause said
    in full, or None."""
    for join in _JOIN.finditer(text):
        left, right = text[: join.start()].strip(), text[join.end() :].strip()
        said = _second_clause(left, right, ctx)
        if said is None:
            continue
        found = [read(left), read(said)]
        if all(len(one) == 1 and isinstance(one[0], NewCommitment) and one[0].due is not None for one in found):
            return [found[0][0], found[1][0]]
    return None


_ONE_WORD_VERB = "(?:" + alternation(frozenset(v for v in TODO_VERBS if v.isalpha())) + ")"
# the to-do said first in the message, its verb first or after the words that make it one ("gotta", "need to")
_SAID_ONCE = re.compile(
    r"^(?P<head>(?P<lead>(?:(?:gotta|got\s+to|need\s+to|needa|have\s+to|must|should|remind\s+me\s+to|pls|please"
    r"|also|oh\s+and|todo:?|to\s+do:?)\s+)*)(?P<verb>" + _ONE_WORD_VERB + r")"
    r"(?:\s+(?P<particle>up|off|in|back|out))?\s+(?P<first>[^,.;:!?]+?))"
    r"(?P<sep>\s*[,.;]\s*|\s+)and\s+(?:also\s+)?(?P<second>[^,.;:!?]+?)(?P<too>\s+(?:too|as\s+well|also))?\s*[.!]*$",
    _I,
)
# a thing or a name: "the plumber re the leak", "Marco" (a name and a thing, "Giulia the budget", is a
# verb and its subject left out: :func:`gapped_pair`'s)
_A_THING = re.compile(r"^(?:(?:the|a|an|my|our)\s+\S|(?-i:[A-Z])[\w'-]*$)", _I)
_WINDOW = re.compile(r"\b(?:between|from)\b", _I)  # "between the 3rd and the 5th": one window, no two things
# verbs whose second thing is done as the first was, to its date ("move the dentist to tuesday and the vet
# too"): left to the lifecycle forms
_CHANGE_VERBS = frozenset({"move", "push", "shift", "reschedule", "postpone", "bump", "cancel", "drop", "scrap"})
# a verb, a subject or a state of its own in the words after "and" ("and the boiler's broken again"): news or
# another clause, never a second object (a possessive goes too: "and Marco's report" is left to the other forms)
_A_VERB = re.compile(
    r"\b(?:is|are|was|were|am|be|been|will|won't|would|can|can't|could|should|shall|must|might|may|has|have|had"
    r"|do|does|did|don't|doesn't|didn't|get|gets|got|go|goes|went|need|needs|want|wants|said|says"
    r"|i|we|you|he|she|they|it|again|broken|down|off|out)\b|\w['’](?:s|re|ll|ve|d|m)\b|\b\w{3,}(?:ed|ing)\b",
    _I,
)


def verb_said_once(text: str, *, now: datetime, tz: ZoneInfo) -> str:
    """``text`` with a to-do's verb said again before the second thing "and" gave it (module
    doc); ``text`` unchanged otherwise."""
    if (dated := _each_dated(text.strip(), now=now, tz=tz)) is not None:
        return dated
    m = _SAID_ONCE.match(text.strip())
    if m is None or m["verb"].lower() not in TODO_VERBS or m["verb"].lower() in _CHANGE_VERBS:
        return text
    second = m["second"]
    if _A_VERB.search(second) or any(word.lower() in TODO_VERBS for word in second.split()[1:]):
        return text  # "…, and Marco will review it", "and the 31st: pay the rent": a clause of its own
    if not (_A_THING.match(second) or (m["too"] and len(second.split()) == 1)):
        return text
    if _WINDOW.search(m["first"]) or has_date_words(" ".join(second.split()[:2])):
        return text  # "call the clinic between the 3rd and the 5th": a window's end, no second thing
    joint = m.end("first")
    if any(span.start < joint < span.end for span in find_spans(text.strip(), now=now, tz=tz)):
        return text  # "call Jo in an hour and a half": one time said across the "and"
    if not m["sep"].strip() and _ends_dated(m["first"], _Ctx(now=now, tz=tz, lowercase=False)) is None:
        return text  # "email Ines and Marco": one to-do to both
    verb = " ".join(w for w in (m["verb"], m["particle"]) if w)
    return f"{m['head']}, {verb} {second}"


# "by the 5th pay the plumber and by the 8th the sparky": a day heads each side, the verb said once
_EACH_FIRST = re.compile(
    r"^(?P<head>(?:(?:gotta|got\s+to|need\s+to|have\s+to|must|should|remind\s+me\s+to|pls|please)\s+)*"
    r"(?P<verb>" + _ONE_WORD_VERB + r")(?:\s+(?P<particle>up|off|in|back|out))?\s+[^,.;:!?]+?)"
    r"\s*(?:,\s*(?:and\s+)?|\s+(?:and|&)\s+)$",
    _I,
)


def _each_dated(text: str, *, now: datetime, tz: ZoneInfo) -> str | None:
    """``text`` said with its verb again when a day heads each of its two to-dos and the second
    leaves the verb out ("by the 5th pay the plumber and by the 8th the sparky", "tmrw call mum, on
    fri the dentist"), so that each is read with its own day; None for any other shape."""
    spans = [span for span in find_spans(text, now=now, tz=tz) if span.spec is not None]
    if len(spans) != 2 or spans[0].start != 0:
        return None
    m = _EACH_FIRST.match(text[spans[0].end : spans[1].start].strip() + " ")
    if m is None or m["verb"].lower() not in TODO_VERBS or m["verb"].lower() in _CHANGE_VERBS:
        return None
    thing = text[spans[1].end :].strip(" .!")
    words = thing.lower().split()
    # a to-do verb of its own ("…, on fri Marco will do it"), never one a determiner makes a noun ("the water bill")
    own_verb = any(w in TODO_VERBS and not _THING_START.match(f"{before} ") for before, w in pairwise(words))
    if not _A_THING.match(thing) or _A_VERB.search(thing) or own_verb:
        return None
    verb = " ".join(w for w in (m["verb"], m["particle"]) if w)
    return f"{text[: spans[0].end]} {m['head']}, {text[spans[1].start : spans[1].end]} {verb} {thing}"
