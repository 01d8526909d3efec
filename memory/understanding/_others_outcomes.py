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

Also: a debtor who paid ("flat 3 paid up, can scratch that", "dan paid me back") answers the
to-do to chase them; whom a to-do was for letting the user off it ("harris said dont worry about
the flower money") cancels it; they did it before the user could ("hoa fixed the gate b4 I even
called") cancels the user's to-do about it; "they rang me first so that's handled" finishes the
one just talked about.
"""

from __future__ import annotations

import re

from memory.understanding._lifecycle import _target
from memory.understanding._lifecycle_others import _actor, put_in
from memory.understanding._phrases import _I, _Ctx
from memory.understanding._prefilter import gated
from memory.understanding.intents import CancelCommitment, CompleteCommitment, Intent
from memory.understanding.timex import find_spans, has_date_words

_WHO = (
    r"(?P<p>(?:the\s+|my\s+|our\s+)?(?!(?:i|we|you|it|they|he|she|someone|nobody|no\s+one)\b)[^\W\d][\w'.\-]*"
    r"(?:\s+[^\W\d][\w'.\-]*){0,2}?)"
)
_CONTACTED = (
    r"(?:rang|called|phoned|emailed|texted|messaged|whatsapped|pinged|dm'?d|buzzed|got\s+in\s+touch(?:\s+with)?"
    r"|contacted|got\s+back\s+to|reached\s+out(?:\s+to)?|came\s+back\s+to|returned\s+my\s+call\s+to)"
)
_FIRST = (  # "the broker called back, all sorted": "me" left out before "back"
    r"(?:\s+(?:me|us)|(?=\s+back\b))"
    r"(?:\s+(?:first|back|already|earlier|today|this\s+morning|before\s+i\s+could|just\s+now))*"
)
_SETTLED = (
    r"(?:(?:so\s+)?(?:that's|thats|that\s+is|it's|its|all|everything's|everything\s+is|we're|were)\s+)?"
    r"(?:sorted|settled|done(?:\s+and\s+dusted)?|good|fine|covered|clear|handled|dealt\s+with|taken\s+care\s+of)"
    r"(?:\s+(?:now|then|out))?"
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

# "…, so cross that off", "…, can scratch it": the user letting the to-do go
_CROSS_OFF = (
    r"(?:(?:you\s+|we\s+|i\s+)?can\s+)?(?:cross|scratch|tick|strike|cancel|drop|scrap|bin|forget)\s+(?:that|it|this|them)"
    r"(?:\s+off(?:\s+(?:the|my)\s+list)?)?"
    # "take it off my list", "remove that from my list": never "take it" alone
    r"|(?:(?:you\s+|we\s+|i\s+)?can\s+)?(?:take|knock)\s+(?:that|it|this|them)\s+off\s+(?:the|my|your)\s+(?:list|plate)"
    r"|(?:(?:you\s+|we\s+|i\s+)?can\s+)?remove\s+(?:that|it|this|them)\s+from\s+(?:the|my|your)\s+list"
)
# the same said of "they", "he" or "she": the people of the to-do the conversation is about
_THEY_FIRST = re.compile(
    r"^(?:they|he|she)\s+(?:(?:finally|already|just)\s+)?" + _CONTACTED + r"\s+(?:me|us)\s+(?:first|before\s+i\s+could"
    r"|before\s+i\s+(?:did|got\s+(?:a)?round\s+to\s+it))\s*(?:,|;|\s[-–—]|\s+and|\s+so)\s*(?:so\s+|and\s+)?(?:"
    + _SETTLED + r")[\s!.]*$",
    _I,
)
# "league sorted the fixture clash themselves, no need": they did it, so the user's to-do goes
_THEY_DID = re.compile(
    r"^" + _WHO + r"\s+(?:(?:already|just|have|has|finally)\s+)*(?:sorted(?:\s+out)?|fixed|resolved|handled"
    r"|dealt\s+with|took\s+care\s+of|settled|arranged|booked|organised|organized|paid\s+for)\s+(?P<a>.+?)\s+"
    r"(?:themselves|themself|himself|herself|itself|on\s+(?:their|his|her|its)\s+own"
    r"|(?:before|b4)\s+(?:i|we)\s+(?:even\s+)?(?:called|rang|phoned|emailed|asked|chased|got\s+(?:a)?round\s+to\s+it"
    r"|could)(?:\s+(?:them|him|her))?)(?:\s+(?:lol|haha|ha|lmao))?"
    r"\s*(?:,|;|\s[-–—]|\s+so)?\s*(?:so\s+)?(?:no\s+need(?:\s+(?:for\s+me\s+to|to)\s+.+)?(?:\s+(?:now|any\s*more))?"
    r"|not\s+needed|nothing\s+(?:for\s+me\s+)?to\s+do|" + _CROSS_OFF + r")?[\s!.]*$",
    _I,
)
# "nvm, insurance is handling the roof", "Wei is dealing with the garage, not me", "the
# landlord's sorting the boiler so no need": someone else takes the thing on, and the user says
# it is off their hands
_LET_GO = (
    r"(?:never\s*mind|nvm|nevermind|ignore\s+(?:that|it|the\s+last\s+one)|scratch\s+that|forget\s+(?:that|it)"
    r"|change\s+of\s+plans?|plan\s+change|new\s+plan)"
)
_TAKING = (
    r"(?:handling|dealing\s+with|taking\s+care\s+of|sorting(?:\s+out)?|covering|taking\s+over|looking\s+after"
    r"|doing|running|organi[sz]ing|arranging|cooking|bringing|making|collecting|picking\s+up|driving|chairing"
    r"|leading|hosting|booking|paying\s+for|paying|filing|writing|sending|fetching|buying|getting"
    # "Raj is picking mum up instead": the particle after the one picked up
    r"|picking(?=\s+(?:\S+\s+){1,2}up\b))"
)
# the same jobs said as what someone will do: "Raj will pick mum up instead", "Ana'll handle the caterers"
_WILL_TAKE = (
    r"(?:handle|deal\s+with|take\s+care\s+of|sort(?:\s+out)?|cover|take\s+over|look\s+after|do|run|organi[sz]e"
    r"|arrange|cook|bring|make|collect|pick\s+up|drive|chair|lead|host|book|pay\s+for|pay|file|write|send|fetch|buy"
    r"|get|pick(?=\s+(?:\S+\s+){1,2}up\b))"
)
_TAKEN_ON = re.compile(
    r"^(?:(?P<lead>"
    + _LET_GO
    + r")\s*[,:;\-–—]?\s*)?(?:actually\s*,?\s*)?"
    + _WHO
    + r"(?:(?:\s+(?:is|are|will\s+be)|'s|'re)\s+(?:now\s+)?"
    + _TAKING
    + r"|(?P<will>\s+will|'ll)\s+(?:now\s+)?"
    + _WILL_TAKE
    + r")\s+(?P<a>.+?)"
    r"(?P<tail>(?:\s*(?:,|;|\s[-–—]|\s+so)?\s*(?:so\s+)?(?:not\s+me|instead(?:\s+of\s+me)?|no\s+need(?:\s+for\s+me)?"
    r"|(?:(?:it's|its|it\s+is|that's|thats|that\s+is)\s+)?not\s+my\s+(?:problem|job)(?:\s+(?:any\s*more|now))?"
    r"|(?:(?:it's|its|it\s+is|that's|thats|that\s+is)\s+)?off\s+my\s+(?:plate|list|hands)"
    r"|for\s+(?:me|us)|this\s+(?:time|year|week)|themselves|themself|himself|herself|on\s+(?:their|his|her)\s+own"
    r"|" + _CROSS_OFF + r")"
    r"(?:\s+now)?)*)[\s!.]*$",
    _I,
)


_CUE = gated(re.compile(
    r"\b(?:me|us|themselves|themself|himself|herself|itself|own|handling|dealing|taking|sorting"
    r"|covering|looking|doing|instead|plate|problem|before|b4|back|\w+ing)\b",
    _I,
))


# "flat 3 paid up this morning", "dan paid me back", "the Okafors settled up": a debtor paid,
# which is their answer to being chased ("chase flat 3 for the rent"); the rest of the sentence
# may say when, how much or that it can go ("…, can scratch that")
_PAID_UP = gated(re.compile(
    r"^(?P<p>(?:the\s+|my\s+|our\s+)?(?!(?:i|we|you|it|they|he|she|someone|everyone)\b)[^\W\d][\w'.\-]*"
    r"(?:\s+[\w'.\-]+){0,2}?)\s+(?:(?:finally|already|just|have|has)\s+)*(?:paid\s+up|paid\s+(?:me|us)(?:\s+back)?|paid\s+back"
    r"|settled\s+up|coughed\s+up|paid\s+in\s+full|cleared\s+(?:their|his|her|the)\s+(?:arrears|balance|tab|bill|debt))"
    r"(?:\s+(?:in\s+full|at\s+last|finally|today|yesterday|this\s+morning|last\s+night|already|now|actually"
    r"|after\s+all|in\s+the\s+end))*"
    r"(?:\s*(?:,|;|\s[-–—]|\s+so)\s*(?:so\s+)?(?:(?:can|you\s+can|we\s+can|i\s+can)\s+)?(?:(?:scratch|cross|tick|strike"
    r"|cancel|drop|scrap)\s+(?:that|it|this|them)(?:\s+off(?:\s+(?:the|my)\s+list)?)?|nvm|never\s*mind"
    r"|forget\s+(?:it|that)))?[\s!.]*$",
    _I,
))


_PAID_ALONE = re.compile(
    r"^(?P<p>(?:the\s+)?[^\W\d][\w'.\-]*(?:\s+[\w'.\-]+)?)\s+(?:(?:finally|already|just|has|have)\s+)*paid"
    r"(?:\s+(?:today|yesterday|this\s+morning|last\s+night|at\s+last|finally|already|too|as\s+well|actually"
    r"|after\s+all|in\s+the\s+end))*[\s!.]*$",
    _I,
)


def _paid_up(s: str, ctx: _Ctx) -> list[Intent] | None:
    m = _PAID_UP.match(s)
    who = (_actor(m["p"], ctx) or _actor(re.sub(r"^(?:the|my|our)\s+", "", m["p"], flags=_I), ctx)) if m else None
    if who is None:
        # "flat 3 paid", "Dan paid": "paid" alone only of a home or a name written as one, never
        # of a thing ("rent paid" is the user's own payment)
        m = _PAID_ALONE.match(s)
        who = _actor(m["p"], ctx, capitalised=True) if m else None
    return [CompleteCommitment("reply", past_tense=True, by=who)] if who else None


# "harris said dont worry about the flower money, its a gift", "Ama told me to forget the £20",
# "Kofi says no need to pay him back": whom the to-do was for let the user off it
_LET_OFF = gated(re.compile(
    r"^(?P<p>(?:the\s+|my\s+|our\s+)?[^\W\d][\w'.\-]*(?:\s+[^\W\d][\w'.\-]*)?)\s+(?:said|says|told\s+(?:me|us)|reckons"
    r"|insisted|insists)\s+(?:to\s+)?(?:(?:don't|dont|do\s+not|not\s+to|no\s+need\s+to)\s+(?:worry|bother|stress)\s+about"
    r"|forget(?:\s+about)?|(?:there's\s+)?no\s+need\s+(?:for|to\s+(?:pay|give|send|return)(?:\s+(?:him|her|them))?(?:\s+back)?"
    r"(?:\s+for)?))\s+(?P<a>.+?)(?:\s*(?:,|;|\s[-–—])\s*.*)?[\s!.]*$",
    _I,
))
# what is only the money of it: "the flower money" is the to-do about the flowers
_MONEY_WORDS = re.compile(
    r"\s*\b(?:money|cash|payment|fee|bill|refund|repayment|the\s+£?\$?€?\d+\S*|£\S+|\$\S+|€\S+)\b", _I
)
_IT_ONLY = re.compile(r"^(?:it|that|this|them|paying\s+(?:him|her|them)\s+back|the\s+money)$", _I)


def _let_off(s: str, ctx: _Ctx) -> list[Intent] | None:
    m = _LET_OFF.match(s)
    who = (_actor(m["p"], ctx) or _actor(re.sub(r"^(?:the|my|our)\s+", "", m["p"], flags=_I), ctx)) if m else None
    if m is None or not who:
        return None
    if _IT_ONLY.match(m["a"].strip()):
        return [CancelCommitment(who)]  # "Kofi says no need to pay him back": the to-do for Kofi
    thing = _target(_MONEY_WORDS.sub(" ", m["a"]).strip())
    return [CancelCommitment(f"{thing} {who}" if thing and thing != "that" else who)]


def settled_by_others(text: str, ctx: _Ctx) -> list[Intent] | None:
    """A to-do settled by someone else (see the module doc), or None."""
    s = text.strip()
    let_off = _let_off(s, ctx) if "said" in s or "says" in s or "told" in s or "reckon" in s or "insist" in s else None
    if let_off:
        return let_off
    put = put_in(s, ctx)  # "landlord put the new smoke alarm in": before "… in/up" reads as a thing back up
    if put:
        return put
    folded = s.casefold()
    paid = _paid_up(s, ctx) if any(word in folded for word in ("paid", "settled up", "coughed up", "cleared")) else None
    if paid:
        return paid
    if not _CUE.search(s):
        return None  # most sentences: none of the words these forms need, read fast
    m = _THEY_CALLED.match(s)
    if m and (who := _target(m["p"])) and who != "that":
        return [CompleteCommitment(f"contact {who}", past_tense=True)]
    if _THEY_FIRST.match(s):  # "they rang me first so thats handled": whoever the to-do just talked about was with
        return [CompleteCommitment("that", past_tense=False)]
    m = _THEY_DID.match(s)
    if m and (thing := _target(m["a"])):
        return [CancelCommitment(thing)]  # "garage fixed it before i even rang": the one just talked about
    m = _TAKEN_ON.match(s)
    if m and m["will"] and has_date_words(m["a"]):
        return None  # "Sam will send the deck thursday instead": a plan said again with its day, a move's
    if m and _let_go(m) and (thing := _target(_undated(_NOW.sub("", _UP.sub("", m["a"])), ctx))):
        if thing == "that" or _PERSON_PRONOUN.fullmatch(thing):
            # "Raj will pick her up instead": the to-do just talked about, when the tail lets it go plainly
            return [CancelCommitment("that")] if _INSTEAD.search(m["tail"]) else None
        return [CancelCommitment(thing)]
    return None


_NOW = re.compile(r"\s+now$", _I)  # "the HOA is handling the gate code now so …"
_UP = re.compile(r"\s+up$", _I)  # "picking mum up": mum
_PERSON_PRONOUN = re.compile(r"(?:her|him|them|it)", _I)
_INSTEAD = re.compile(r"\b(?:instead|not\s+me)\b", _I)
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
