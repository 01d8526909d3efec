"""A to-do settled by someone else, read over the whole sentence (its comma included):

- they got in touch first, and that settled it: "ayanda rang me first so thats sorted", "Mrs
  Kowalski called me, got what I needed", "the school phoned me back, all sorted". The call
  the to-do was for happened, so the to-do to contact them is done;
- they did the job instead, so the user's to-do is no longer needed: "league sorted the
  fixture clash themselves, no need", "nvm, insurance is handling the roof", "Wei is dealing
  with the garage, not me". The to-do about the thing is cancelled, never done by the user
  (the corpus README: "no need" and "X is handling it" cancel).

Someone "handling" a thing with no sign that the user lets it go ("Ama's handling catering")
is their job, read elsewhere; a call with no word that it settled anything ("Priya rang me")
changes nothing here.
"""

from __future__ import annotations

import re

from memory.understanding._lifecycle import _target
from memory.understanding._phrases import _I, _Ctx
from memory.understanding.intents import CancelCommitment, CompleteCommitment, Intent
from memory.understanding.timex import find_spans

_WHO = (
    r"(?P<p>(?:the\s+|my\s+|our\s+)?(?!(?:i|we|you|it|they|he|she|someone|nobody|no\s+one)\b)[^\W\d][\w'.\-]*"
    r"(?:\s+[^\W\d][\w'.\-]*){0,2}?)"
)
_CONTACTED = (
    r"(?:rang|called|phoned|emailed|texted|messaged|whatsapped|pinged|dm'?d|buzzed|got\s+in\s+touch(?:\s+with)?"
    r"|contacted|got\s+back\s+to|reached\s+out(?:\s+to)?|came\s+back\s+to|returned\s+my\s+call\s+to)"
)
_FIRST = r"(?:\s+(?:me|us))(?:\s+(?:first|back|already|earlier|today|this\s+morning|before\s+i\s+could|just\s+now))*"
_SETTLED = (
    r"(?:(?:so\s+)?(?:that's|thats|that\s+is|it's|its|all|everything's|everything\s+is|we're|were)\s+)?"
    r"(?:sorted|settled|done|good|fine|covered|clear)(?:\s+(?:now|then|out))?"
    r"|got\s+(?:what|everything|all)\s+(?:i|we)\s+needed|no\s+need\s+to\s+(?:call|ring|phone|email|text|chase)"
    r"(?:\s+(?:them|her|him))?(?:\s+(?:now|then|any\s*more))?"
)
_THEY_CALLED = re.compile(
    r"^"
    + _WHO
    + r"\s+(?:(?:finally|already|just)\s+)?"
    + _CONTACTED
    + _FIRST
    + r"\s*(?:,|;|\s[-–—]|\s+and|\s+so)\s*(?:so\s+|and\s+)?(?:"
    + _SETTLED
    + r")[\s!.]*$",
    _I,
)

# "league sorted the fixture clash themselves, no need": they did it, so the user's to-do goes
_THEY_DID = re.compile(
    r"^" + _WHO + r"\s+(?:(?:already|just|have|has|finally)\s+)*(?:sorted(?:\s+out)?|fixed|resolved|handled"
    r"|dealt\s+with|took\s+care\s+of|settled|arranged|booked|organised|organized|paid\s+for)\s+(?P<a>.+?)\s+"
    r"(?:themselves|themself|himself|herself|itself|on\s+(?:their|his|her|its)\s+own)"
    r"\s*(?:,|;|\s[-–—]|\s+so)?\s*(?:so\s+)?(?:no\s+need(?:\s+(?:for\s+me\s+to|to)\s+.+)?(?:\s+(?:now|any\s*more))?"
    r"|not\s+needed|nothing\s+(?:for\s+me\s+)?to\s+do)?[\s!.]*$",
    _I,
)
# "nvm, insurance is handling the roof", "Wei is dealing with the garage, not me", "the
# landlord's sorting the boiler so no need": someone else takes the thing on, and the user says
# it is off their hands
_LET_GO = r"(?:never\s*mind|nvm|nevermind|ignore\s+(?:that|it|the\s+last\s+one)|scratch\s+that|forget\s+(?:that|it))"
_TAKING = (
    r"(?:handling|dealing\s+with|taking\s+care\s+of|sorting(?:\s+out)?|covering|taking\s+over|looking\s+after"
    r"|doing|running|organi[sz]ing|arranging|cooking|bringing|making|collecting|picking\s+up|driving|chairing"
    r"|leading|hosting|booking|paying\s+for|paying|filing|writing|sending|fetching|buying|getting)"
)
_TAKEN_ON = re.compile(
    r"^(?:(?P<lead>"
    + _LET_GO
    + r")\s*[,:;\-–—]?\s*)?(?:actually\s*,?\s*)?"
    + _WHO
    + r"(?:\s+(?:is|are|will\s+be)|'s|'re)\s+(?:now\s+)?"
    + _TAKING
    + r"\s+(?P<a>.+?)"
    r"(?P<tail>(?:\s*(?:,|;|\s[-–—]|\s+so)?\s*(?:so\s+)?(?:not\s+me|instead(?:\s+of\s+me)?|no\s+need(?:\s+for\s+me)?"
    r"|(?:(?:it's|its|it\s+is|that's|thats|that\s+is)\s+)?not\s+my\s+(?:problem|job)(?:\s+(?:any\s*more|now))?"
    r"|(?:(?:it's|its|it\s+is|that's|thats|that\s+is)\s+)?off\s+my\s+(?:plate|list|hands)"
    r"|for\s+(?:me|us)|this\s+(?:time|year|week))"
    r"(?:\s+now)?)*)[\s!.]*$",
    _I,
)


_CUE = re.compile(
    r"\b(?:me|us|themselves|themself|himself|herself|itself|own|handling|dealing|taking|sorting"
    r"|covering|looking|doing|instead|plate|problem|\w+ing)\b",
    _I,
)


def settled_by_others(text: str, ctx: _Ctx) -> list[Intent] | None:
    """A to-do settled by someone else (see the module doc), or None."""
    s = text.strip()
    if not _CUE.search(s):
        return None  # most sentences: none of the words these forms need, read fast
    m = _THEY_CALLED.match(s)
    if m and (who := _target(m["p"])) and who != "that":
        return [CompleteCommitment(f"contact {who}", past_tense=True)]
    m = _THEY_DID.match(s)
    if m and (thing := _target(m["a"])) and thing != "that":
        return [CancelCommitment(thing)]
    m = _TAKEN_ON.match(s)
    if m and _let_go(m) and (thing := _target(_undated(_NOW.sub("", m["a"]), ctx))) and thing != "that":
        return [CancelCommitment(thing)]
    return None


_NOW = re.compile(r"\s+now$", _I)  # "the HOA is handling the gate code now so …"
_ONLY_MINE = re.compile(r"^(?:\s*[,;\-–—]?\s*(?:so\s+)?(?:for\s+(?:me|us)|this\s+(?:time|year|week)))+$", _I)


def _let_go(m: re.Match[str]) -> bool:
    """Whether the user says the thing is off their hands: a "never mind" first, or a tail that
    says more than "for me" / "this time" ("Ana's cooking for us this time" is news)."""
    tail = m["tail"].strip(" ,;-–—")
    return bool(m["lead"]) or (bool(tail) and not _ONLY_MINE.match(m["tail"]))


def _undated(thing: str, ctx: _Ctx) -> str:
    """``thing`` without the date it was said with ("monday's assembly": the assembly)."""
    for span in reversed(find_spans(thing, now=ctx.now, tz=ctx.tz)):
        thing = (thing[: span.start] + thing[span.end :]).strip()
    return re.sub(r"^'s\s+|\s+'s\b", " ", thing).strip()
