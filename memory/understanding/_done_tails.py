"""Done, said with a word after it on how it went: "agenda done early for once", "van returned
early no charges", "menus printed and on the tables", "smoke detectors ordered, arriving tues",
"paid the hall electric online", "camp forms signed and back with the office".

The done forms read a report that ends on its participle or its thing. People add how, when or
what came of it, and the addition is none of the to-do's words: a manner ("early", "online",
"in full", "for once"), a verdict ("no charges", "all good"), where the thing now is ("and on the
tables", "and back with the office") or when what was ordered comes (", arriving tues"). The
addition is cut and the rest read by the done forms; only a done reading is kept, so a clause
the cut leaves saying something else is left to the other forms.

Three outcomes name the job only by its noun: "oil order's in", "rabies vaccine order placed"
(the to-do to order the oil), "cards are in the mail" (the to-do to send or post them), and
"permit came through" (the to-do to get it).

How it was done is cut too ("… thru Thandi's agency", "… via the app"), and what arrived names
the job done with it ("rice n oil came in, shelves restocked": restocked the rice and oil). A cut
report that the fact forms read ("we sold the back paddock to the Te Awas, settled last week") is
left to them: a change of hands is kept as a fact, where a done report of no open to-do is lost.
"""

from __future__ import annotations

import re

from memory.understanding._done_idioms import done_idiom
from memory.understanding._facts import _facts
from memory.understanding._issue_fixes import _TRADE
from memory.understanding._kin import KIN_WORDS
from memory.understanding._lifecycle import _done as said_done
from memory.understanding._lifecycle import _target
from memory.understanding._obstacles import obstacle
from memory.understanding._pass_on import passes_on
from memory.understanding._phrases import _I, _Ctx, _person, reading
from memory.understanding._prefilter import gated
from memory.understanding._result_states import result_state
from memory.understanding._thing_status import thing_status
from memory.understanding.intents import CompleteCommitment, Intent

_MANNER = (
    r"(?:early|late|online|on\s*line|in\s+full|for\s+once|at\s+(?:long\s+)?last|finally|already|today|yesterday"
    r"|this\s+(?:morning|afternoon|arvo|avo|evening|eve|week)|last\s+(?:night|week)|on\s+time|ahead\s+of\s+(?:time|schedule)"
    r"|no\s+(?:extra\s+)?charges?|no\s+(?:problems?|issues?|dramas?|fuss|hassle)|all\s+good|without\s+a\s+hitch"
    r"|by\s+(?:card|cash|cheque|check|bank\s+transfer|transfer|direct\s+debit)|in\s+cash|thank\s+god|phew)"
)
_TAIL = gated(re.compile(r"(?:\s*[,;]?\s+" + _MANNER + r")+[\s!.]*$", _I))
# "…, all sorted", "… - that's done": a verdict after a comma, never the participle of "got X sorted";
# one that says it whole ("… all sorted now nothing else to do") may follow with no comma at all
_SETTLED = r"(?:sorted|settled|squared\s+away|dealt\s+with|done|good\s+to\s+go|clean|spotless)(?:\s+now)?"
_NOTHING_LEFT = (
    r"nothing\s+(?:else|more|further|left)\s+(?:to\s+do|needed|required|for\s+me\s+to\s+do)"
    r"(?:\s+(?:there|on\s+(?:it|that|my\s+end)|now))?"
)
_VERDICT = gated(re.compile(
    r"(?:\s*(?:[,;]|\s[-–—])\s*(?:(?:it's|its|that's|thats|all|everything's|everything\s+is)\s+)?" + _SETTLED
    + r"|\s*(?:[,;]|\s[-–—])?\s+(?:(?:all|everything's|everything\s+is)\s+" + _SETTLED + r"|" + _NOTHING_LEFT + r"))+"
    r"[\s!.]*$",
    _I,
))
# "… and on the tables", "…, back with the office": where the thing is now
_WHERE_NOW = re.compile(
    r"\s*(?:,|\s+and|\s+&)\s+(?:now\s+)?(?:back\s+)?(?:on|in|at|with|up\s+on|out\s+on)\s+(?:the|my|our)\s+"
    r"[\w'\- ]{1,25}?[\s!.]*$",
    _I,
)
# "… thru Thandi's agency", "… via the app", "… with help from Sipho": how it was done, never its thing
_MEANS = re.compile(
    r"\s+(?:thru|through|via|using|courtesy\s+of|with\s+(?:some\s+)?help\s+(?:from|of)|with\s+the\s+help\s+of)\s+"
    r"(?!(?:it|them|the\s+lot|all|everything)\b)[\w'\- ]{2,40}?[\s!.]*$",
    _I,
)
# "…, arriving tues", "… - coming on the monday bus": when what was ordered comes
_ARRIVING = gated(re.compile(
    r"\s*(?:,|;|\s[-–—])\s*(?:(?:it's|its|they're|theyre|should\s+be)\s+)?(?:arriving|arrives|coming|due\s+in"
    r"|landing|here|being\s+delivered|delivered)\b.*$",
    _I,
))
# "called the repair co, they're coming thurs": whom the user reached comes, a visit of theirs
# (:mod:`._their_visits`), never a thing ordered that arrives
_REACHED = re.compile(
    r"^(?:(?:i|we)\s+)?(?:(?:just|finally|already)\s+)?(?:called|rang|rung|phoned|texted|messaged|emailed|contacted"
    r"|booked|got\s+(?:hold\s+of|through\s+to)|spoke\s+(?:to|with)|heard\s+(?:back\s+)?from)\s",
    _I,
)
# "oil order's in", "rabies vaccine order placed", "the stationery order went in"
_ORDER_IN = re.compile(
    r"^(?:the\s+|my\s+|our\s+)?(?P<a>[^\W\d][\w'\- ]{0,40}?)\s+order(?:'s|\s+is|\s+was|\s+has\s+been|\s+got)?"
    r"\s+(?:placed|in|put\s+in|gone\s+in|went\s+in|sent(?:\s+off)?|done|submitted)"
    # with whom it went in: "feed order placed w/ farmlands", "the paint order's in with Dulux"
    r"(?:\s+(?:with|w/|w|at|from|through|thru|via)\s+[\w'&\-]+(?:\s+[\w'&\-]+){0,2})?[\s!.]*$",
    _I,
)
# "cards are in the mail", "the forms are in the post", "registry forms went in the post this morning"
_IN_THE_MAIL = re.compile(
    r"^(?P<a>[^\W\d][\w'\- ]{0,40}?)(?:\s+(?:is|are)|'s|'re|\s+went|\s+(?:has|have)\s+gone|'s\s+gone|\s+got\s+put)"
    r"\s+(?:now\s+|all\s+)?(?:in\s+the\s+(?:mail|post)"
    # "samples went off on the bus", "the parts went off with the courier": sent by a carrier ("the milk went
    # off", "the alarm went off" say no carrier)
    r"|(?<=went\s)off\s+(?:on\s+the\s+(?:bus|coach|train|ferry|plane|truck|van)|with\s+the\s+(?:courier|driver|post)"
    r"|by\s+(?:courier|post|bus|air\s*mail)|in\s+the\s+(?:mail|post)))"
    r"(?:\s+(?:this\s+(?:morning|afternoon)|today|yesterday|earlier|first\s+thing|at\s+last|finally))?"
    r"[\s!.\u2600-\u27BF\uFE0F\U0001F300-\U0001FAFF]*$",  # "… ✅", "… 🎉": a tick or a cheer after it
    _I,
)


# what the done forms read of a to-do that is no job done ("lab meeting cancelled this week"),
# repairs, which end an issue ("wifi's fixed finally"), and a thing sent ("the report went out
# this morning", which only a to-do to send may be): read by their own forms
_NO_JOB_DONE = re.compile(
    r"\b(?:cancell?ed|called\s+off|postponed|moved|pushed|delayed|rescheduled|off|fixed|repaired|mended|patched"
    r"|resolved|working|back\s+up|up\s+again|sorted|went\s+out|gone\s+out|out"
    # a trouble undone is a repair: "unclogged the drain finally"
    r"|unclogged|unblocked|unjammed|unstuck|unfroze|unbricked"
    # a thing got to work again, its manner cut: "got the safe open finally", "got the van going eventually"
    r"|(?<=\s)(?:open|going)(?=\s*$))\b",
    _I,
)


# "the permit came through", "visa got approved", "the new cards arrived": what was applied for
# or ordered is here, so the to-do to get it is done (only one that names it); an application or a
# payment gone through is done too ("firearms licence renewal went thru online", "the transfer went through")
_CAME_THROUGH = re.compile(
    r"^(?:the\s+|my\s+|our\s+)?(?P<a>[^\W\d][\w'\- ]{0,40}?)(?:\s+(?:has|have)\s+(?:finally\s+)?"
    r"|\s+(?:finally\s+|just\s+)?)(?:came\s+(?:through|thru)|come\s+(?:through|thru)|went\s+(?:through|thru)"
    r"|gone\s+(?:through|thru)|got\s+approved|been\s+approved|was\s+approved"
    r"|were\s+approved|got\s+granted|was\s+granted)"
    r"(?:\s+(?:online|today|finally|at\s+last|fine|ok|okay|no\s+problem|first\s+time|this\s+morning|yesterday"
    r"|just\s+now|no\s+bother|in\s+the\s+end"
    # whom it was for: "permit renewal went thru for mum", "… for my nan"
    r"|for\s+(?:(?:my|our|his|her|their)\s+)?[\w'\-]+))*[\s!.]*$",
    _I,
)


# "whiteboards came today", "the new chairs arrived", "printer cartridges finally turned up": a thing that
# arrives was ordered, so only a to-do to order it is done (a bill that came is still to pay, a guest that
# came was never ordered); said alone, with at most when
_ARRIVED = re.compile(
    r"^(?:the\s+|my\s+|our\s+)?(?P<a>[^\W\d][\w'\- ]{0,40}?)\s+(?:(?:finally|just|have|has)\s+)*"
    r"(?:came(?:\s+in)?|(?:(?<=has\s)|(?<=have\s))come(?:\s+in)?|arrived|turned\s+up|showed\s+up|got\s+here)"
    r"(?:\s+(?:today|this\s+morning|this\s+afternoon|yesterday|earlier|at\s+last|finally|just\s+now))?"
    r"[\s!.\u2600-\u27BF\uFE0F\U0001F300-\U0001FAFF]*$",
    _I,
)


# whoever comes, said by their trade, kin or a word for a person ("the AC guy", "plumber", "my sister"), last
_BEING = re.compile(
    r"\b(?:guys?|man|men|lady|ladies|woman|women|bloke|chap|person|people|folks?|team|crew|lot|baby|babies|kids?"
    r"|everyone|everybody|friends?|guests?|visitors?|fundi|" + _TRADE + r")$",
    _I,
)
_NOT_COME = re.compile(r"\b(?:never|not|no|still|yet|hasn't|hasnt|haven't|havent|didn't|didnt)$", _I)


# a thing applied or paid for, never a person's name ("visa application", "licence renewal", "the transfer")
_APPLIED = re.compile(
    r"\b(?:\w+(?:ation|ition|ission|ment|newal|posal)|transfer|refund|claim|request|permit|licen[cs]e|visa"
    r"|passport|mortgage|loan|grant|rebate)s?$",
    _I,
)


# what an outcome's subject never holds: a request or a verb of finding out, with the outcome its object
_EMBEDDED = re.compile(
    r"\b(?:remind|ping|nudge|check|see|make\s+sure|confirm|verify|find\s+out|ask|whether|if|to|need|needs|have|has)\b",
    _I,
)


def order_in(s: str, ctx: _Ctx) -> list[Intent] | None:
    """ "oil order's in", "cards are in the mail", "permit came through": the to-do the outcome
    names by its noun."""
    s = s.strip()
    # each pattern is tried only when the words it cannot match without are there (a necessary
    # condition, told by a substring test; ``casefold`` is at least as lenient as the patterns'
    # case-blindness): their lazy names are slow to fail on the many clauses that say none
    words = s.casefold()
    m = _CAME_THROUGH.match(s) if any(w in words for w in ("through", "thru", "approved", "granted")) else None
    if m and _EMBEDDED.search(m["a"]):
        m = None  # "remind me to check the refund came through": the outcome is what is to be checked
    if m and (thing := _target(m["a"])) and thing != "that" and (_APPLIED.search(thing) or not _person(thing, ctx)):
        return [CompleteCommitment(thing, past_tense=True)]
    m = _ORDER_IN.match(s) if "order" in words else None
    if m and (thing := _target(m["a"])) and thing != "that":
        return [CompleteCommitment(f"order {thing}", past_tense=True)]
    m = _IN_THE_MAIL.match(s) if "mail" in words or "post" in words or "went off" in words else None
    if m and (thing := _target(m["a"])) and thing != "that":
        return [CompleteCommitment(thing, past_tense=True, sent=True)]
    return None


# "rice n oil came in, shelves restocked", "the new tyres arrived, fitted them": what arrived, then
# the job done with it, said of where it went or of "them"; the job is done to what arrived
_ARRIVED_THEN = re.compile(
    r"^(?:the\s+|my\s+|our\s+)?(?P<x>[^\W\d][\w'\- ]{1,40}?)\s+(?:(?:finally|just)\s+)?(?:came\s+in|came|arrived"
    r"|turned\s+up|showed\s+up|got\s+delivered|(?:was|were)\s+delivered)\s*(?:,|;|\s+and|\s[-–—]|\s+so)\s*"
    r"(?:(?:i|we)\s+)?(?:(?:the|my|our)\s+)?(?:(?P<place>shel(?:f|ves)|fridge|freezer|cupboards?|pantry|store\s*room"
    r"|stock\s*room|racks?|bins?|tanks?)\s+(?:(?:is|are|got|all|now)\s+)*(?P<v>[a-z]{3,}ed)(?:\s+(?:up|away|out))?"
    r"|(?P<v2>[a-z]{3,}ed)(?:\s+(?:up|away|out))?\s+(?:it|them|the\s+lot|everything)(?:\s+(?:up|away|out|in))?)"
    r"[\s!.]*$",
    _I,
)


def _arrived_then(s: str, ctx: _Ctx) -> list[Intent] | None:
    folded = s.casefold()
    arrived = any(word in folded for word in ("came", "arrived", "turned up", "showed up", "delivered"))
    m = _ARRIVED_THEN.match(s.strip()) if arrived else None
    if m is None:
        return None
    verb = (m["v"] or m["v2"]).lower()
    if result_state(f"the {m['x']} {verb}", ctx) is None:
        return None  # a participle of no to-do verb ("it arrived, loved it"): nothing done with it
    thing = _target(re.sub(r"\s+n\s+", " and ", m["x"]))
    if not thing or thing == "that":
        return None
    done = [CompleteCommitment(f"{verb} {thing}", past_tense=True)]
    if m["place"]:  # "freezer stocked" may be the to-do's own words ("stock the freezer"): that reading too
        done.append(CompleteCommitment(f"{verb} {m['place'].lower()}", past_tense=True))
    return done


def arrived_alone(s: str, ctx: _Ctx) -> list[Intent] | None:
    """ "whiteboards came today", "the new chairs arrived": a thing come, said alone and read as
    nothing else, is the to-do to order it done (never a person, a trade or kin: their visit)."""
    m = _ARRIVED.match(s.strip())
    if m is None or not (thing := _target(m["a"])) or thing == "that" or _EMBEDDED.search(thing) or passes_on(s):
        return None  # (never "text mum that the parcel has arrived": news to pass on)
    if _NOT_COME.search(thing):
        return None  # "the plumber never turned up", "parcel still hasn't come": nothing came
    if (not ctx.lowercase and _person(thing, ctx)) or _BEING.search(thing) or thing.lower().split()[-1] in KIN_WORDS:
        return None  # "Kevin came today", "the plumber came", "mum arrived": a visit, no thing ordered
    return [CompleteCommitment(f"order {thing}", past_tense=True)]


def tailed_done(s: str, ctx: _Ctx) -> list[Intent] | None:
    """The outcome named by its noun (:func:`order_in`), or the done report ``s`` makes once
    what it adds on how it went is cut (see the module doc); None when nothing was cut or the
    rest is no done report."""
    found = _tailed_done(s, ctx)
    return list(found) if found is not None else None


@reading  # tried twice a message: over the whole sentence (a change with its reason), then as a form
def _tailed_done(s: str, ctx: _Ctx) -> tuple[Intent, ...] | None:
    found = done_idiom(s, ctx) or order_in(s, ctx) or _arrived_then(s, ctx)  # "QA build is out the door"
    if found:
        return tuple(found)
    if obstacle(s):
        return None  # "garage closed today": why a plan can't go ahead, its day no manner of a job done
    arriving = _ARRIVING.search(s.strip())
    if arriving and _REACHED.match(s.strip()):
        return None  # "rang the plumber, they're coming fri at 9": their visit, read clause by clause
    cut = _VERDICT.sub("", _MEANS.sub("", _ARRIVING.sub("", s.strip())))
    for _ in range(2):  # "…, back with the office early"
        shorter = _TAIL.sub("", _WHERE_NOW.sub("", cut)).strip()
        if shorter == cut:
            break  # nothing more to cut: a second pass would find the same
        cut = shorter
    if cut == s.strip() or len(cut.split()) < 2 or _NO_JOB_DONE.search(cut):
        return None
    found = order_in(cut, ctx) or thing_status(cut, ctx) or result_state(cut, ctx) or said_done(cut, ctx)
    if not found or not all(isinstance(i, CompleteCommitment) for i in found):
        return None
    if all(i.past_tense for i in found) and _facts(re.split(r"\s*[,;]\s*", cut)[0], ctx, ""):
        return None  # "we sold the back paddock to the Te Awas, settled last week": a change of hands, kept as a fact
    return tuple(found)
