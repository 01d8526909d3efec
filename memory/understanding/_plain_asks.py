"""Everyday questions about stored things that the older readers quoted old messages for:

- a deadline asked by name: "what's the deadline for the deck", "tv licence deadline?", "deck due
  when?", "due date for the grant?", "when does the tv licence need renewing" (``when_due``);
- a thing's state asked by its status: "status of the vpn?", "vpn status?", "what's happening
  with the boiler" (``issue``, whose answer falls back to a status said of it; "what's happening
  with Sam" asks ``about`` Sam);
- who is doing a thing: "who's doing the venue", "who's got the venue", "who is sorting the
  catering", "who's sending the contract" (a ``fact`` of its ``owner``; the answer falls back
  to whose open to-do it is);
- a to-do asked after as a thing: "how's the deck coming along", "where are we with the deck",
  "is the deck done" (``issue``, whose answer falls back to the to-do the words name; ``when_due``
  done yet), and "how many things are overdue" (the list counted);
- someone's doings: "what's omar up to" (``about``);
- whether a fact still holds: "is maya still head of design?", "is lee still in porto", "does
  lee still live in porto", "is raj still handling the venue" (the ``fact`` asked about, whose
  answer says what holds now).

Read only on a sentence marked as a question, before the facts and the lookups, which would
take "vpn status" for an attribute and "the deadline for the deck" for the deck's "deadline".
Written by hand like the other question readers: the slots are recap's own.
"""

from __future__ import annotations

import re
from dataclasses import replace

from memory.understanding._phrases import _I, _Ctx, _person, _phrase, _plausible
from memory.understanding._prefilter import gated
from memory.understanding._role_words import ROLE_WORDS
from memory.understanding._sentences import _Sentence
from memory.understanding.intents import Question
from memory.understanding.timex import find_spans, has_date_words
from memory.words import content_words

_WHAT = r"(?:what|wat|wot)"
_THE = r"(?:(?:the|my|our|that|this)\s+)?"
_DEADLINE = r"(?:deadline|due\s+date|cut-?off(?:\s+date)?|drop-?dead\s+date)"
_DEADLINE_Q = gated(re.compile(
    r"^(?:" + _WHAT + r"|when)(?:'s|s|\s+is|\s+was)\s+(?:the\s+)?" + _DEADLINE + r"\s+(?:for|on|of)\s+" + _THE
    + r"(?P<a>.+)$"
    r"|^(?:(?:" + _WHAT + r"|when)(?:'s|s|\s+is|\s+was)\s+)?" + _THE + r"(?P<a2>.+?)(?:'s)?\s+" + _DEADLINE + r"$"
    r"|^" + _DEADLINE + r"\s+(?:for|on)\s+" + _THE + r"(?P<a3>.+)$"
    r"|^" + _THE + r"(?P<a4>.+?)\s+(?:is\s+)?(?:due\s+)?(?:when|(?:on\s+)?what\s+(?:day|date))$"
    r"|^when\s+(?:does|do|did|should|must)\s+" + _THE + r"(?P<a5>.+?)\s+(?:need|have|has)\s+(?:to\s+be\s+\w+|\w+ing)"
    r"(?:\s+by)?$",
    _I,
))
_STATE_WORD = r"(?:status|situation|progress|state\s+of\s+play)"
_STATUS_Q = gated(re.compile(
    r"^(?:" + _WHAT + r"(?:'s|s|\s+is)\s+)?(?:the\s+)?" + _STATE_WORD + r"\s+(?:of|on|with)\s+" + _THE + r"(?P<t>.+)$"
    r"|^(?!how(?:'s|s)?\s)" + _THE + r"(?P<t2>.+?)(?:'s)?\s+" + _STATE_WORD + r"(?:\s+(?:now|please|pls|then))?$"
    r"|^" + _WHAT + r"(?:'s|s|\s+is)\s+(?:happening|going\s+on)\s+(?:with|w)\s+" + _THE + r"(?P<t3>.+)$"
    # "how's the vpn", "hows the deck coming along", "where are we with the deck"
    # "hows the printer situation", "how's the leak saga": the thing, the word for its trouble set aside
    r"|^how(?:'s|s|\s+is|\s+are)\s+(?:the|my|our|that)\s+(?P<t4>.+?)(?:\s+(?:situation|saga|drama|business))?"
    r"(?:\s+(?:doing|going|looking|holding\s+up"
    r"|coming\s+along|getting\s+on|progressing))?(?:\s+(?:now|today|then))?$"
    r"|^where\s+(?:are\s+we|am\s+i|are\s+things|do\s+(?:we|things)\s+stand)(?:\s+at)?\s+(?:with|on)\s+" + _THE
    + r"(?P<t5>.+)$",
    _I,
))
# "what's omar up to": everything held about them
_UP_TO_Q = gated(re.compile(
    r"^" + _WHAT + r"(?:'s|s|\s+is)\s+(?P<p>[\w'-]+(?:\s+(?-i:[A-Z])[\w'-]+)?)\s+up\s+to"
    r"(?:\s+(?:these\s+days|now|lately|at\s+the\s+moment))?$",
    _I,
))
# "is the deck done", "is the report finished yet": whether the to-do it names is done
_DONE_Q = gated(re.compile(
    r"^(?:is|are)\s+(?:the|my|our|that)\s+(?P<a>.+?)\s+(?:all\s+)?(?:done|finished|complete|completed|sent|sorted"
    r"|ready|submitted|booked|paid|filed|out)(?:\s+(?:yet|now|already|or\s+not))?$",
    _I,
))
# "how many things are overdue", "how many tasks do i have": the list they count
_HOW_MANY_Q = gated(re.compile(
    r"^how\s+many\s+(?:things|tasks|to-?dos|items|jobs|deadlines|commitments)(?:\s+(?:are|do\s+(?:i|we)\s+have"
    r"|have\s+(?:i|we)\s+got|(?:i|we)\s+have|(?:i|we)'ve\s+got))?(?P<rest>(?:\s.*)?)$",
    _I,
))
_OVERDUE = re.compile(r"^\s*(?:still\s+)?(?:overdue|late|past\s+due|behind)\s*$", _I)
_OPEN = re.compile(r"^\s*(?:still\s+)?(?:open|left|outstanding|pending|on\s+my\s+(?:list|plate)|to\s+do)?\s*$", _I)
_DOING = (
    r"(?P<v>doing|sorting(?:\s+out)?|organi[sz]ing|arranging|covering|booking|taking\s+care\s+of|dealing\s+with|got"
    r"|bringing|sending|making|writing|fixing|getting|buying|picking\s+up|ordering|preparing|prepping)"
    r"(?:\s+(?:me|us))?"  # "who's sending me the seating chart"
)
_WHO_DOES_Q = gated(re.compile(
    r"^who(?:'s|s|\s+is)\s+(?:(?:supposed|meant|going)\s+to\s+(?:be\s+)?\w+\s+|" + _DOING + r"\s+)" + _THE
    + r"(?P<s>.+)$"
    r"|^who\s+(?:has(?:\s+got)?|will\s+\w+|'ll\s+\w+|did\s+(?:we\s+)?(?:give|hand)\s+|got)\s+" + _THE + r"(?P<s2>.+?)"
    r"(?:\s+to)?$",
    _I,
))
# "who will Kenji report to", "who'll Ana be reporting to": whom someone answers to, the fact readers' question
_WHOM_REPORTED_TO = re.compile(
    r"\s(?:report|reporting|answer|answering)\s+to(?:\s+(?:in|from|on|after|as\s+of|starting|next|this)\s.+)?[\s?!.]*$",
    _I,
)
# "who's covering for Maria", "who is filling in for Tom": one standing in for a person
_STOOD_IN_FOR = re.compile(r"^for\s+(?P<p>.+?)[\s?!.]*$", _I)
# "is maya still head of design", "is lee still in porto", "does lee still live in porto"
# (a name of one word, or two capitalised: "is Maya Chen still head of design")
_NAME = r"(?:(?-i:[A-Z])[\w'-]+\s+(?-i:[A-Z])[\w'-]+|[\w'-]+)"
_STILL_Q = gated(re.compile(
    r"^is\s+(?P<p>" + _NAME + r")\s+(?:still|now|currently)\s+(?:the\s+|a\s+|an\s+|our\s+)?(?P<v>.+)$"
    r"|^is\s+(?P<p2>" + _NAME + r")\s+(?P<v2>[^ ]+(?:\s+[^ ]+){0,3})$"
    r"|^(?:does|do)\s+(?P<p3>" + _NAME + r")\s+still\s+(?P<verb>live|work|stay)\s+(?:in|at|for|with)\s+(?P<v3>.+)$",
    _I,
))
# what "how's the …" asks after that is a person or the world, not a thing of recap's
_NOT_A_THING = re.compile(
    r"\b(?:kids?|children|family|folks|baby|wife|husband|missus|partner|boss|team|weather|day|week|weekend|trip"
    r"|holiday|party|meeting|interview|mum|mom|dad|parents|dog|cat|job|new\s+job|life)$",
    _I,
)
_ASKING = re.compile(r"\b(?:what|what's|when|when's|which|who|who's|where|how|next)\b", _I)
_PLACE = re.compile(
    r"^(?:in|at|on|with|based\s+(?:in|at)|living\s+in|located\s+in|over\s+in|working\s+(?:at|for|with|in))\s+", _I
)
_OWNS = re.compile(r"^(?:handling|running|leading|in\s+charge\s+of|doing|managing|owning|responsible\s+for)\s+", _I)


def plain_ask(text: str, s: _Sentence, ctx: _Ctx) -> Question | None:
    """The question of one of this module's families, else None."""
    return (
        _deadline(text, s) or _done(text, s) or _ends(text, s) or _status(text, s, ctx) or _up_to(text, s, ctx)
        or _who_does(text, s, ctx) or _still(text, s, ctx) or _how_many(text, s)
    )


def _thing(said: str | None, *, max_words: int = 5) -> str | None:
    """A thing named in a question: a short phrase with no date and no question word in it."""
    thing = _phrase(said)
    if not thing or not content_words(thing) or has_date_words(thing) or _ASKING.search(thing):
        return None
    if not _plausible(thing, max_words=max_words):
        return None
    return thing


def _deadline(text: str, s: _Sentence) -> Question | None:
    m = _DEADLINE_Q.match(text)
    if m is None:
        return None
    thing = _thing(next(g for g in (m["a"], m["a2"], m["a3"], m["a4"], m["a5"]) if g is not None))
    return Question("when_due", thing, None, None, s.raw) if thing else None


# "when does my BLS expire", "when's the permit run out": when a thing lapses, which the to-do to renew it is due
# before (asked by :data:`ENDS`, answered from that to-do or else from what was said)
_ENDS_Q = gated(re.compile(
    r"^when\s+(?:does|do|will|is|'s|s)\s+" + _THE + r"(?P<a>.+?)\s+(?:expire|run\s+out|lapse|end|finish|close)"
    r"(?:\s+(?:again|exactly))?$",
    _I,
))
ENDS = "ends"
"""The predicate of a when-question of a thing's end ("when does my BLS expire")."""


def _ends(text: str, s: _Sentence) -> Question | None:
    m = _ENDS_Q.match(text)
    thing = _thing(m["a"]) if m else None
    return Question("when_due", thing, ENDS, None, s.raw) if thing else None


def _status(text: str, s: _Sentence, ctx: _Ctx) -> Question | None:
    m = _STATUS_Q.match(text)
    if m is None:
        return None
    said = next(g for g in (m["t"], m["t2"], m["t3"], m["t4"], m["t5"]) if g is not None)
    person = _person(said, replace(ctx, lowercase=False))  # written with a capital: "vpn" is no one
    if person and person != "me":
        return Question("about", person, None, None, s.raw)  # "what's the status with Sam"
    thing = _thing(said, max_words=4)
    if thing is None or (m["t4"] is not None and _NOT_A_THING.search(thing)):
        return None  # "how are the kids", "how's the weather": no thing of recap's
    return Question("issue", thing, None, None, s.raw)


def _done(text: str, s: _Sentence) -> Question | None:
    m = _DONE_Q.match(text)
    thing = _thing(m["a"]) if m else None
    return Question("when_due", thing, "done", None, s.raw) if thing else None


def _up_to(text: str, s: _Sentence, ctx: _Ctx) -> Question | None:
    m = _UP_TO_Q.match(text)
    person = (_person(m["p"], ctx) or _person(m["p"], replace(ctx, lowercase=not ctx.lowercase))) if m else None
    return Question("about", person, None, None, s.raw) if person and person != "me" else None


def _how_many(text: str, s: _Sentence) -> Question | None:
    m = _HOW_MANY_Q.match(text)
    if m is None:
        return None
    if _OVERDUE.match(m["rest"]):
        return Question("overdue", None, None, None, s.raw)
    return Question("open", None, None, None, s.raw) if _OPEN.match(m["rest"]) else None


def _who_does(text: str, s: _Sentence, ctx: _Ctx) -> Question | None:
    m = _WHO_DOES_Q.match(text)
    if m is None or _WHOM_REPORTED_TO.search(text):
        return None  # "who will Kenji report to": his manager to come, never the owner of "report"
    stood_in = _STOOD_IN_FOR.match(m["s"] or "")
    person = _person(stood_in["p"], replace(ctx, lowercase=False)) if stood_in else None
    if person and person != "me":
        return Question("about", person, None, None, s.raw)  # "who's covering for Maria": what recap holds of her
    said = stood_in["p"] if stood_in else m["s"] or m["s2"]
    said = _without_day(said, ctx)  # "who's doing the school run monday": whose to-do it is, on any day
    if not said and m["v"] and m["v"].lower().endswith("ing"):
        said = m["v"][:-3]  # "who's covering sat": the to-do of covering
    thing = _thing(said)  # "who's covering for the launch": its owner
    if thing is None or _person(thing, replace(ctx, lowercase=False)) or thing.lower() in ("that", "it", "them"):
        return None
    return Question("fact", thing, "owner", None, s.raw)


def _without_day(said: str, ctx: _Ctx) -> str:
    """``said`` without a day or time it ends with ("the school run monday", "on sat")."""
    spans = [span for span in find_spans(said, now=ctx.now, tz=ctx.tz) if span.spec is not None]
    if not spans or said[spans[-1].end :].strip(" ?!."):
        return said
    return re.sub(r"\s+(?:on|for|this|next)$", "", said[: spans[-1].start].rstrip(), flags=_I).strip()


def _still(text: str, s: _Sentence, ctx: _Ctx) -> Question | None:
    m = _STILL_Q.match(text)
    if m is None:
        return None
    said, value = (m["p"], m["v"]) if m["p"] else (m["p2"], m["v2"]) if m["p2"] else (m["p3"], m["v3"])
    person = _person(said, ctx) or _person(said, replace(ctx, lowercase=not ctx.lowercase))
    if not person or person == "me" or has_date_words(value):
        return None
    if m["p3"]:
        return Question("fact", person, "employer" if m["verb"].lower() == "work" else "location", None, s.raw)
    owned = _OWNS.match(value)
    if owned and m["p"] and (thing := _thing(value[owned.end() :])):
        return Question("fact", thing, "owner", None, s.raw)  # "is raj still handling the venue"
    if _PLACE.match(value) and m["p"]:
        # "still in Kraków", "still at Stripe", "still in marketing": a town, an employer or a team,
        # whichever recap holds — everything held about them says
        return Question("about", person, None, None, s.raw)
    if ROLE_WORDS.search(value) and len(value.split()) <= 5:
        return Question("fact", person, "role", None, s.raw)
    return None
