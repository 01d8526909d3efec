"""An "it" in a to-do that means the thing the clause before it was about.

"truck 9 needs new brakes, book it in for monday", "the printer's jammed again, get it looked
at tmrw", "Gord says the walk-in keeps icing up, have it serviced friday": the to-do is read
from its own clause, so its action would say "book it in", a to-do nobody recognises a week
later. The clause right before names the thing as its subject; the to-do says it by name
("book truck 9 in"). So does a to-do verb said alone, its object left out: "car insurance
expires friday - renew asap" is "renew car insurance".

Only a thing: a subject that is a pronoun ("it's broken, fix it"), a person's name ("Gord needs
a lift, book it"), or a plural ("the tyres are bald": "them", not "it") is left alone, as is a
to-do that names its counterparty. Reported speech ("Gord says …", "Ana said that …") is read
past to what was said.
"""

from __future__ import annotations

import functools
import re
from dataclasses import replace
from datetime import datetime
from typing import Literal
from zoneinfo import ZoneInfo

from memory.understanding._commitment_intro import KNOWN_VERBS, TODO_VERBS, _base
from memory.understanding._commitments import past_verb
from memory.understanding._kin import KIN, KIN_WORDS
from memory.understanding._phrases import _I, _plausible
from memory.understanding._role_words import ROLE_WORDS
from memory.understanding._todo_verbs import DONE_ALONE
from memory.understanding.intents import CompleteCommitment, Intent, NewCommitment, Unclear
from memory.understanding.timex import find_spans, has_date_words, parse_date
from memory.words import stem

_IT = re.compile(r"\b[Ii]t\b")  # never "IT", the department ("I'll call IT tmrw")
# the last clause of the words before: after a comma, a semicolon, "but", "and", "so"
# (never at a comma between a number's thousands: "budget is 12,500, send it to Raj")
_LAST_CLAUSE = re.compile(
    r"(?:,(?!(?<=\d,)\d{3}(?!\d))|;|\s[-–—]\s|\b(?:but|and|so|also)\b)\s*(?=(?:[^,;]|(?<=\d),(?=\d{3}(?!\d)))*$)", _I
)
# "Gord says", "Ana said that", "apparently": what was said follows
_SAID = re.compile(
    r"^(?:apparently\s+|(?:\S+\s+){1,4}?(?:says|said|reckons|thinks|told\s+me|mentioned)\s+(?:that\s+)?)", _I
)
# the to-do's own opening, between the clause before and its verb: "…expired — need to renew it"
_INTRO_TAIL = re.compile(
    r"(?:\s*\b(?:i|we|i'll|we'll|i'm|and|so|then|now|also|just|still|really|gonna|going\s+to|need\s+to|have\s+to"
    # someone else's, said by a pronoun for them: "…, he'll pick it up sat"
    r"|he'll|she'll|they'll|he\s+will|she\s+will|they\s+will"
    r"|gotta|got\s+to|must|should|will|remind\s+me\s+to)\b)*\s*$",
    _I,
)
_DETERMINER = r"(?:the|my|our|his|her|their|your|this|that)"
# a word of the thing's name: no pronoun, joining word or verb-like word
_WORD = (
    r"(?!(?:it|he|she|they|we|i|you|there|this|that|the|a|an|my|our|his|her|their|your|and|or|but|then|also|just"
    r"|still|is|are|was|were|got|gets|has|had|been)\b)[\w\-/]+"
)
# a singular thing's verb: "needs", "is", "'s", "keeps", "broke", "failed", "won't"
_VERB = (
    # ("the payout should be £312", "the parcel shld come fri": what it is meant to do, of the thing all the same)
    r"(?:'s|\s+(?:needs|is|isn't|was|has|hasn't|keeps|kept|broke|won't|wont|can't|cant|doesn't|doesnt|didn't|came"
    r"|should|shld|shud|will|might"
    # "water bill still outstanding": a state said with its verb left out
    r"|(?:still\s+)?(?:outstanding|overdue|unpaid|pending)"
    # "fridge still dead", "the pump still busted": a fault said with its verb left out
    r"|still\s+(?:dead|broken|busted|down|stuffed|knackered|leaking|munted|kaput|playing\s+up|acting\s+up)"
    # "winter tyres need fitting": a plural's "need", and never "tyres" taken for the verb of "winter"
    r"|need(?=\s+[a-z]+ing\b)|[a-z]{2,}ed|[a-z]{3,}s(?!\s+(?:need|needs|are|were|have|keep|is|was|has)\b))\b)"
)
# the thing's name, maybe with what it is for or of, or where it is: "the venue for the alumni dinner",
# "air con in unit 4", "the printer on level 2"
_NP = (
    rf"(?:{_DETERMINER}\s+)?{_WORD}(?:\s+{_WORD}){{0,3}}?"
    rf"(?:\s+(?:for|of|in|at|on)\s+(?:{_DETERMINER}\s+)?{_WORD}(?:\s+{_WORD}){{0,2}}?)?"
)
# the thing said as what comes next, after "is": "next is the fishing boat for Seu Zé", "then it's the deck"
_NEXT_IS = re.compile(r"^(?:and\s+)?(?:next(?:\s+up)?|then|after\s+that)\s+(?:is|'s)\s+(?P<t>(?!it\b)\S.*)$", _I)
_SUBJECT = re.compile(rf"^(?P<np>{_NP})(?:{_VERB}|\s+(?:is|'s)\s+on\s+(?:me|us)\b)", _I)
# a clause that is the thing and its date alone: "power bill 20/4 - pay it", "water bill on the 3rd, pay it"
# kin's thing, then its verb: "mum's car needs a service", "my sister's bike is broken" (the thing, never its
# owner: "book it in" is the car; a name may be a place's, "Tilcara's broadband tower", and a thing's part is
# left to :data:`_SUBJECT`: "the van's clutch is slipping, book it in")
_POSSESSED = re.compile(
    rf"^(?P<np>(?:(?:my|our)\s+)?(?:{KIN})['’]s\s+{_WORD}(?:\s+{_WORD}){{0,2}}?)(?=['’]s\s|\s)(?:{_VERB})", _I
)
_DATED_THING = rf"^(?P<np>{_NP})(?:\s+(?:is\s+|'s\s+)?(?:due|on))?\s+"
_NAME = re.compile(r"^[A-ZÀ-ÖØ-Þ][\w\-]*$")
# a thing someone has the use of, said as what they do with it: "Jono's borrowing my quad bike", "Ana has
# our gazebo", "Sam is collecting the trailer" (the thing, not the person, is what "it" after means)
_HAD_BY = re.compile(
    r"^[A-ZÀ-ÖØ-Þ][\w\-]*(?:'s|\s+is|\s+has|\s+'s\s+got|\s+took|\s+borrowed)?\s+(?:borrowing|using|collecting|renting"
    r"|taking|got|has|had|took|borrowed)\s+"
    rf"(?P<np>(?:my|our|the|his|her|their)\s+{_WORD}(?:\s+{_WORD}){{0,2}})$"
)
# any day will do to tell whether words are a date at all ("fri", "the 3rd"), not which
_UTC = ZoneInfo("UTC")
_ANY_DAY = datetime(2026, 1, 5, 12, tzinfo=_UTC)


def _before_action(action: str, before: str, clause: str) -> str:
    """The words said before a to-do's ``action``, without the to-do's own opening."""
    at = clause.lower().find(action.lower())
    return _INTRO_TAIL.sub("", f"{before} {clause[:at]}" if at > 0 else before)


# what someone else's to-do opens with after their name: "Pita will", "Ana's going to", "Ola can"
_OWNER_TO = (
    r"(?:['’]ll|['’]s|['’]d|\s+(?:is|will|would|can|could|should|has\s+to|needs\s+to|promised\s+to|offered\s+to"
    r"|going\s+to))*"
)
# what they said of their own promise, between their name and it: "Rilwan says he'll", "Ali said she'd"
_OWNER_SAYS = (
    r"(?:\s+(?:says|said|reckons|thinks|told\s+me|mentioned|promised|swears|texted|messaged)(?:\s+(?:that|me))?"
    r"\s+(?:he|she|they))?"
)

# who passed on that someone else will do it, said right before them: "…, building mgmt says"
_SAYS_TAIL = re.compile(
    r"(?:^|(?<=[,;.])|\s+(?:and|so)\b)\s*(?:\S+\s+){1,4}?(?:says|said|reckons|thinks|told\s+me|mentioned)"
    r"(?:\s+that)?\s*$",
    _I,
)

# the end of a clause of its own: a comma, a semicolon, a dash, a full stop
_SET_OFF = re.compile(r"[,;:.\-–—]\s*$")


def _clause_before(action: str, before: str, clause: str, owner: str = "me") -> str:
    """The last clause said before a to-do's ``action`` (read from ``clause``, said after
    ``before``), without the to-do's own opening ("need to", "so i'll", "Pita will")."""
    at = clause.lower().find(action.lower())  # "Gord says truck 9 needs …, book it in" read as one clause
    said = f"{before} {clause[:at]}" if at > 0 else before
    said = _INTRO_TAIL.sub("", said)
    if owner.lower() != "me":  # "espresso machine's broken, Pita will get it repaired": Pita does it
        said = re.sub(rf"\b{re.escape(owner)}{_OWNER_SAYS}{_OWNER_TO}\s*$", "", _INTRO_TAIL.sub("", said), flags=re.I)
        said = _SAYS_TAIL.sub("", said)  # "the aircon is dead, building mgmt says Joon will sort it": the aircon
    said = said.rstrip(" ,;-–—")
    cuts = list(_LAST_CLAUSE.finditer(said))
    return said[cuts[-1].end() :] if cuts else said


def _undated(said: str) -> str:
    """``said`` without the day it opens with ("fri the boiler needs its service", "in 3 wks the van
    needs its MOT"): the day is the to-do's, the thing is what follows it."""
    spans = find_spans(said.strip(), now=_ANY_DAY, tz=_UTC)
    if not spans or spans[0].start != 0 or not (rest := said.strip()[spans[0].end :].strip(" ,:-–—")):
        return said
    return rest


def sentence_before(said: list[str]) -> str:
    """The sentence said before this one, as the words a to-do's "it" may mean the thing of ("rubbish
    sorted. Dan will weigh it sat"); none when it opens with a verb ("sent Panayiotis the contract;
    he'll sign it": what was sent, not "sent") or holds date words ("dentist on Tarawa in 10 days 😬
    book the flight for it": the thing is said with its day, which no action keeps)."""
    if not said:
        return ""
    first = said[-1].split()[0].lower() if said[-1].split() else ""
    if not first or _DONE_WORD.match(first) or _base(first) in KNOWN_VERBS or has_date_words(said[-1]):
        return ""
    return said[-1]


# a verb's past said first, the deed done and no thing: "sent Panayiotis the contract; he'll sign it" (never
# "speed", "breed": "-eed" is a noun's ending)
_DONE_WORD = re.compile(
    r"^(?:[a-z]{2,}(?<!ee)ed|sent|paid|got|took|made|did|gave|bought|brought|told|left|sold|spent|rang|met|found"
    r"|kept|lent|wrote|drove|went|came)$",
    _I,
)


def thing_named(intent: Intent, before: str, clause: str) -> Intent:
    """``intent`` (read from ``clause``, said after ``before``) with its "it" put as the thing
    the clause said just before the to-do's words was about, when that clause names one."""
    if not isinstance(intent, NewCommitment) or intent.counterparty:
        return intent
    if (one := _NEW_ONE.search(intent.action)) is not None:
        return _one_named(intent, one, before, clause)
    bare = _BARE_VERB.match(intent.action)  # "car insurance expires friday - renew asap": renew it
    bare = bare if bare is not None and bare["v"].lower() in TODO_VERBS else None
    if bare is not None and " ".join(intent.action.lower().split()) in _NO_OBJECT:
        return intent
    set_off = _SET_OFF.search(_before_action(intent.action, before, clause)) is not None
    if bare is not None and not set_off:
        return intent  # the verb alone after a clause of its own ("…, renew asap"), never a noun ("… for the plan")
    them = _GENERIC_DO.match(intent.action) is not None and "them" in intent.action.lower().split()
    done_to_them = _PRONOUN_OBJECT.match(intent.action.strip())
    done_to_them = done_to_them if done_to_them is not None and done_to_them["p"] == "them" and not them else None
    if len(_IT.findall(intent.action)) != 1 and bare is None and not them and done_to_them is None:
        return intent
    said = _SAID.sub("", _clause_before(intent.action, before, clause, intent.owner).strip())
    said = _NEXT_IS.sub(lambda m: f"{m['t']} is next", said)  # "next is the fishing boat": the boat is
    # "council tax - pay it by the 1st": a thing named alone, set off before the to-do (read only when wanted)
    alone = functools.cache(lambda: thing_alone(said) if set_off else None)
    if done_to_them is not None and bare is None and not _IT.search(intent.action):
        # "the invoices for acme, send them fri": things named alone before, done to "them"; "the budget for new
        # fenders is 9000 EC, order them": the things a figure is for
        things = alone() or (_FIGURE_FOR.match(said) if set_off else None)
        if things is None or not _plural(_own_noun(things["np"])):
            return intent
        return replace(intent, action=f"{done_to_them['v']} {things['np']}{done_to_them['rest']}")
    if _IT.search(intent.action) and _SUBJECT.match(said) is None and _SUBJECT.match(undated := _undated(said)):
        said = undated  # "fri the boiler needs its service, book it": the thing after the day said first
    m = _HAD_BY.match(said) or _POSSESSED.match(said) or _SUBJECT.match(said) or _dated_thing(said, intent)
    if m is not None and (
        _TITLE_LAST.search(m["np"]) or (_OWNED_START.match(said) and not _doing(said) and alone() is not None)
    ):
        m = None  # "the quote for mr jones", "landlord's deposit": a name after a title, a whose, never a verb
    m = m or alone()
    if m is None:
        return intent
    if m.re in (_SUBJECT, _POSSESSED) and (done_to := _object_of(said, m)) is not None:
        if not done_to:
            return intent  # "the storm hit the coast road hard, fix it": which, the storm's or the road? left
        m = done_to  # "the port owns the old pilot tug, stop taking it out": the tug, not the port
    thing = m["np"]
    if _DONE_WORD.match(thing.split()[0]):
        return intent  # "sent Panayiotis the contract; he'll sign it": a deed said, no thing before its verb
    if bare is not None and _MENDED.match(said[m.end("np") :]):
        return intent  # "porch light's fixed, and i'll mow sat": nothing left to do to it, the verb's own thing
    if has_date_words(thing) and parse_date(thing, now=_ANY_DAY, tz=_UTC) is not None:
        return intent  # "fri is the deadline for the grant app, must submit it thurs": a day is no thing
    needed = _NEEDS_DOING.match(said[m.end("np") :]) if _GENERIC_DO.match(intent.action) else None
    plural = _plural(_own_noun(thing))
    if _NAME.match(thing) or (plural and needed is None):
        return intent  # a person ("Gord"), or a plural ("the tyres"): not what "it" means
    if _WHO_DOES.sub("", thing).lower().startswith(intent.owner.lower()) or _PERSON_NOUN.search(_COMING.sub("", thing)):
        # "Bongani from CoolTech is coming monday to look at it", "the ac guy will come back monday to
        # refill it": who does it, not what
        return intent
    if bare is not None:
        return replace(intent, action=f"{intent.action} {thing}")
    if needed is not None and (verb := _needed_verb(needed["v"])) is not None:
        # "the car needs washing, do it tmrw": the doing the thing needs, not "do the car"
        return replace(intent, action=f"{verb}{needed['p'] or ''} {thing}")
    if them:
        return intent  # "do them": only the doing the things need names them
    done = _DO_IT.match(intent.action)
    words = thing.split()
    if done is not None and len(words) > 1 and (verb := _NOMINAL_DEED.get(words[-1].lower())) is not None:
        # "car insurance renewal, do it online": the deed the thing is named by ("renew the car insurance online")
        return replace(intent, action=f"{verb} {' '.join(words[:-1])}{done['rest']}")
    return replace(intent, action=_IT.sub(thing, intent.action, count=1))


# a verb said of its subject's doing to a thing after it ("owns", "wants", "damaged"), not of its state ("needs",
# "keeps", "is"): the thing done to is what an "it" after means
_DEED_VERB = re.compile(
    r"\s+(?!(?:needs|keeps|kept|was|has|is|does|goes|comes|looks|seems|sounds|gets)\b)(?:[a-z]{3,}s|[a-z]{2,}ed)", _I
)
_THING_NEXT = re.compile(r"\s+(?:the|a|an|my|our|his|her|their|this|that)\s", _I)
_DONE_TO_THING = re.compile(
    rf"^\s+(?P<np>(?:the|a|an|my|our|his|her|their|this|that)\s+{_WORD}(?:\s+{_WORD}){{0,3}})$", _I
)


def _object_of(said: str, m: re.Match[str]) -> re.Match[str] | Literal[False] | None:
    """The thing the subject of ``said`` (``m``) does something to, in group "np" ("the port owns the old
    pilot tug": the tug); False when its verb is followed by more than one such thing; None when its verb
    says the subject's own state ("the truck needs new brakes") or has no thing after it."""
    verb = _DEED_VERB.match(said, m.end("np"))
    if verb is None or verb.end() != m.end() or not _THING_NEXT.match(said, m.end()):
        return None  # "the gym renews on the 3rd", "the car failed its MOT": no other thing it is done to
    return _DONE_TO_THING.match(said[m.end() :]) or False


# a figure said of things: "the budget for new fenders is 9000 EC", "the quote for the tyres came to $600"
_FIGURE_FOR = re.compile(
    r"^(?:the|our|my)\s+(?:budget|price|cost|quote|estimate|bill|total)\s+(?:for|on)\s+"
    rf"(?P<np>(?:(?:the|our|my)\s+)?{_WORD}(?:\s+{_WORD}){{0,2}}?)\s+(?:is|was|'s|came\s+to|comes\s+to)\s+\S",
    _I,
)


_WHO_DOES = re.compile(r"^(?:the|our|my|a|an|that|this)\s+", _I)
_PERSON_NOUN = re.compile(
    r"\b(?:guy|guys|man|men|lady|ladies|woman|women|bloke|chap|fella|person|people|folks|team|crew"
    # a trade, whom a visit brings: "plumber coming thurs 10am, need to tidy up b4 he arrives"
    r"|plumber|electrician|sparky|sparkie|mechanic|locksmith|builder|handyman|roofer|glazier|chippy|tradie|fitter"
    r"|installer|joiner|carpenter|painter|decorator|gardener|cleaner|nanny|babysitter|surveyor|inspector"
    r"|technician|courier|postman|postie)s?$",
    _I,
)


# the visit a clause names with its subject ("plumber coming thurs"): who comes, never a thing
_COMING = re.compile(r"\s+(?:coming|arriving|visiting|popping\s+(?:round|over|in|by))$", _I)


# "need to find a new one", "gotta buy another one": one of the kind the clause before named
_NEW_ONE = re.compile(r"\b(?P<kind>a\s+new|another|a\s+replacement|a\s+different|a\s+spare)\s+one\b", _I)


def _one_named(intent: NewCommitment, one: re.Match[str], before: str, clause: str) -> NewCommitment:
    """``intent`` with its "a new one" named by the thing the clause before was about ("dj cancelled on
    us, need to find a new one": find a new dj), when that clause opens with one thing and its verb; a
    person by name or things in the plural are not what "one" stands for."""
    said = _SAID.sub("", _clause_before(intent.action, before, clause, intent.owner).strip())
    m = _SUBJECT.match(said)
    if m is None:
        return intent
    thing = re.sub(rf"^{_DETERMINER}\s+", "", _own_noun(m["np"]), flags=_I)
    if _NAME.match(thing) or _plural(thing) or has_date_words(thing):
        return intent
    return replace(intent, action=f"{intent.action[: one.start()]}{one['kind']} {thing}{intent.action[one.end() :]}")


def _own_noun(thing: str) -> str:
    """The thing's own words, before what it is for or of: "the quote" of "the quote for mr jones"."""
    return re.split(r"\s+(?:for|of|from|with|at|in|on)\s+", thing, maxsplit=1, flags=_I)[0]


def _plural(noun: str) -> bool:
    return noun.lower().endswith("s") and not re.search(r"\d|'s$", noun)


# "do it", "sort it", "get it done" said of a thing named by a deed: that deed is the to-do
_DO_IT = re.compile(r"^(?:do|sort|handle|get)\s+it(?:\s+(?:done|sorted))?(?P<rest>(?:\s+\S+)*)$", _I)
_NOMINAL_DEED = {
    "renewal": "renew", "payment": "pay", "booking": "book", "registration": "register", "submission": "submit",
    "cancellation": "cancel", "repair": "repair", "service": "service", "check": "check", "inspection": "inspect",
}  # fmt: skip


def _needed_verb(gerund: str) -> str | None:
    """The verb of what a thing needs ("washing": "wash"; "fitting", "cutting": "fit", "cut", a
    consonant doubled before "-ing"), or None when it is no verb the reader knows or can undouble."""
    verb = _base(gerund)
    if verb in KNOWN_VERBS:
        return verb
    stem = gerund.lower()[:-3]
    if len(stem) >= _SHORT_STEM and stem[-1] == stem[-2] and stem[-1] not in "aeiouls":
        return stem[:-1]  # "fitting" -> "fit", "plugging" -> "plug" ("filling", "dressing" keep theirs)
    return None


_SHORT_STEM = 3


# a to-do that only says to do "it" ("them" of things): what the thing needs doing names it
_GENERIC_DO = re.compile(r"^(?:do|sort|handle|tackle|deal\s+with|get)\s+(?:it|them)(?:\s+(?:done|sorted|out))?$", _I)
_NEEDS_DOING = re.compile(r"^\s+(?:needs|need)\s+(?P<v>[a-z]+ing)(?P<p>\s+(?:out|up|off|down))?\b", _I)


def thing_alone(said: str) -> re.Match[str] | None:
    """``said`` as a thing named alone, no verb ("council tax", "the lease renewal", "landlord's
    deposit", "PR review for Lena's branch"; its words in group "np"), never a deed or a state
    ("called mum", "Sam's laptop died") nor words that open with a verb ("review the PR"; after "the"
    or a whose, a verb's spelling is a noun: "the quote", "the return")."""
    m = _BARE_THING.match(said.strip().rstrip(" :"))
    if m is None:
        return None
    words = m["np"].lower().split()
    if any(_DONE_WORD.match(w) or w in _STATE_WORDS or w.endswith("n't") for w in words):
        return None
    if not _plausible(m["np"], max_words=8) or (len(words) == 1 and (words[0].endswith("ly") or words[0] in _ASIDES)):
        return None  # "actually, I'll send it by Monday", "ok so - pay it tmrw": a word of chat, no thing
    if not _DETERMINER_START.match(m["np"]) and _base(words[0]) in KNOWN_VERBS:
        return None
    spans = find_spans(m["np"], now=_ANY_DAY, tz=_UTC)
    if any(span.end >= len(m["np"]) or any(c.isdigit() for c in m["np"][span.start : span.end]) for span in spans):
        return None  # "lunch w/ Pacha tmrw 11am": a plan and its time; "xmas cards" is a thing all the same
    return m


# one word said before a to-do that is no thing: "anyway, …", "also - …"
_ASIDES = frozenset({
    "anyway", "anyways", "also", "so", "then", "now", "btw", "fyi", "tbh", "honestly", "basically", "like", "ps",
    "note", "reminder", "today", "tonight", "tomorrow", "tmrw", "later", "soon", "first", "next", "again", "still",
    "ugh", "argh", "damn", "dammit", "sigh", "phew", "ooh", "oops", "sorry", "please", "pls", "plz", "guys",
})  # fmt: skip
# a clause's verb that _WORD lets through: "the van needs …", "Sam's laptop keeps …"
_STATE_WORDS = frozenset({
    "needs", "need", "keeps", "broke", "went", "wants", "looks", "seems", "feels", "wont", "cant", "dont", "doesnt",
    "didnt", "isnt", "wasnt", "arent", "hasnt", "havent", "aint",
})  # fmt: skip
_TITLE_LAST = re.compile(r"\b(?:mr|mrs|ms|miss|dr|prof|st|mt|sr|jr|fr)\.?$", _I)
_OWNED_WORD = r"[\w\-]+['’]s"
# a thing alone, no verb: "council tax", "the quote for mr jones", "landlord's deposit", "PR review for Lena's branch"
_BARE_THING = re.compile(
    rf"^(?P<np>(?:{_DETERMINER}\s+|{_OWNED_WORD}\s+)?{_WORD}(?:\s+{_WORD}){{0,3}}"
    rf"(?:\s+(?:for|of|from|with|at)\s+(?:{_DETERMINER}\s+)?(?:{_OWNED_WORD}\s+)?{_WORD}(?:\s+{_WORD}){{0,2}})?)$",
    _I,
)
_DETERMINER_START = re.compile(rf"^(?:{_DETERMINER}|{_OWNED_WORD})\s+", _I)
_OWNED_START = re.compile(rf"^{_OWNED_WORD}\s", _I)
# nouns in "-ing", unlike what a thing is doing: "Sam's wedding", not "generator's overheating"
_ING_NOUNS = frozenset({
    "wedding", "meeting", "booking", "briefing", "hearing", "screening", "fitting", "reading", "recording", "painting",
    "building", "opening", "offering", "ceiling", "evening", "morning", "training", "funding", "christening",
    "bedding", "clothing", "parking", "filing", "heating", "plumbing", "lighting", "wiring", "flooring", "siding",
})  # fmt: skip


def _doing(said: str) -> bool:
    """Whether ``said`` is "X's <doing>" ("generator's overheating", "the pump's leaking"): what
    it is doing, never a thing of X's."""
    words = said.split()
    return len(words) == 2 and words[1].lower().endswith("ing") and words[1].lower() not in _ING_NOUNS


def _dated_thing(said: str, intent: NewCommitment) -> re.Match[str] | None:
    """The clause ``said`` as a thing and the to-do's own date alone ("power bill 20/4"), or the
    date said first, as a diary line's ("2/4 electricity bill", "jan 8th car insurance renewal")."""
    if intent.due is None:
        return None
    when = re.escape(intent.due.text)
    return re.match(rf"{_DATED_THING}{when}$", said, _I) or re.match(rf"^{when}\s+(?P<np>{_NP})$", said, _I)


# a thing said mended or over, so that a verb said alone after it is never done to it
_MENDED = re.compile(
    r"^\s*(?:'s|\s+is|\s+was|\s+got|\s+has\s+been|\s+finally)?(?:\s+(?:now|finally|all))*\s+"
    r"(?:fixed|repaired|mended|sorted|resolved|working(?:\s+again)?|back\s+up|back\s+on|done|finished|sold)\b",
    _I,
)
# a to-do verb said alone (maybe with its particle), its object the thing before: "…, renew asap",
# "…, pay by the 25th", "…, top up"
_BARE_VERB = re.compile(r"^(?P<v>[a-z]+)(?:\s+(?:up|out|off|in|back|over))?$", _I)
# phrasal verbs that take no object: "lease ends on the 30th, must move out by then" moves nothing out
_NO_OBJECT = frozenset({
    "move out", "move in", "check in", "check out", "sign up", "log in", "log on", "log off", "show up", "turn up",
    "set off", "head out", "head off", "clock in", "clock out", "clock off", "sign in", "sign out", "move back",
    # answering back, to a person, never done to a thing: "…, she'll feed back mon"
    "feed back", "get back", "write back", "call back", "ring back", "reply back", "report back",
})  # fmt: skip


# "she wants the annex too", "Ravi needs the floor plans", "the client asked for a quote": what
# someone wants, the thing a "that" or an "it" in the promise after it means
_WANTED = re.compile(
    r"\b(?:wants?|wanted|needs?|needed|asked\s+(?:me\s+|us\s+)?for|requested|is\s+after|'s\s+after|would\s+like"
    r"|'d\s+like|is\s+waiting\s+(?:on|for)|'s\s+waiting\s+(?:on|for))\s+(?P<np>(?:the|a|an|some|his|her|their|its"
    r"|another|more|a\s+copy\s+of\s+the)\s+[\w\-/]+(?:\s+[\w\-/]+){0,3}?)(?:\s+(?:too|as\s+well|also|now|asap|urgently"
    r"|back))*\s*$",
    _I,
)
# the thing a promise says only as "that", "it" or "one" ("get her that"), or things as "them"
# ("send them over"; never "send them the deck": "them" is whom, before a thing)
_OWN_THAT = re.compile(r"\b(?:[Ii]t|that|one)\b")
_OWN_THEM = re.compile(r"\bthem\b(?!\s+(?:the|a|an|my|our|his|her|their|some)\b)")
_THEM = re.compile(r"\bthem\b", re.IGNORECASE)
# a to-do that hands a thing over: what someone wants is what it hands ("get her that", "send it")
_HANDING = re.compile(
    r"^(?:send|get|bring|give|email|e-mail|post|mail|forward|fwd|drop|pass|share|print|order|buy|grab|fetch|pick\s+up"
    r"|courier|ship|upload|text|whatsapp|dm|lend|return|make|draft|write|prepare|prep)\b",
    re.IGNORECASE,
)
_PLURAL = re.compile(r"[^s']s$|\b(?:some|more)\s", re.IGNORECASE)


def wanted_named(intent: Intent, before: str, clause: str) -> Intent:
    """``intent`` with its "that"/"it" put as the thing the clause before said someone wants
    ("she wants the annex too so i'll get her that": "get her the annex"), when it names one."""
    if not isinstance(intent, NewCommitment) or not _HANDING.match(intent.action):
        return intent  # "Gord needs a lift, sort it tmrw": "it" is the job, not the lift
    own = _OWN_THEM if _THEM.search(intent.action) else _OWN_THAT
    if len(own.findall(intent.action)) != 1:
        return intent
    m = _WANTED.search(_clause_before(intent.action, before, clause).strip())
    if m is None or (own is _OWN_THEM and _PLURAL.search(m["np"]) is None):
        return intent  # "them" means things ("the floor plans"), never one
    return replace(intent, action=own.sub(m["np"], intent.action, count=1))


def without_asked_twice(intents: list[Intent]) -> list[Intent]:
    """``intents`` without a question about a to-do another clause of the message already gave,
    with its date: "the car needs washing (track it?), do it tmrw" is only the to-do due tmrw, and
    "my passport expires in march (track renewing it in march?), renew it before then" only the
    to-do due before March: the clause that dates it says when."""
    given = {i.action.lower() for i in intents if isinstance(i, NewCommitment) and i.due is not None}
    return [
        i for i in intents
        if not (isinstance(i, Unclear) and isinstance(i.proposal, NewCommitment)
                and i.proposal.action.lower() in given)
    ]  # fmt: skip


# the one thing a to-do is done to, right after its verb (and particle): "send the budget",
# "finish the Agaete brochure", "send the lease draft to Valentina"
_OBJECT = re.compile(
    r"^(?P<v>[a-z]+)(?:\s+(?:up|out|off|over|back|in|round|through))?\s+"
    rf"(?P<np>(?:the|my|our|this|that|[A-ZÀ-ÖØ-Þ][\w\-]*'s)\s+{_WORD}(?:\s+{_WORD}){{0,3}}?)"
    r"(?:\s+(?:to|for|with|from|at|on|in|by|before|after)\b.*)?$",
)
# an "it" said as what a to-do is done to: right after its verb ("print it", "sign it and get it
# back"), never after a word that makes it part of a phrase ("ask about it", "make it", "do it")
_OBJECT_IT = re.compile(r"\b(?P<w>[a-z]+)\s+it\b(?!')")
_NOT_VERBS = frozenset({"about", "with", "for", "on", "of", "at", "to", "from", "into", "onto", "and", "or", "if",
                        "make", "that", "when", "till", "until", "before", "after"})
# a to-do done to someone, no thing: "call Hamid", "ring mum", "email the plumber about the leak"
_PERSON_DONE_TO = re.compile(
    rf"^[a-z]+(?:\s+(?:up|back|in))?\s+(?:(?!I\b)[A-ZÀ-ÖØ-Þ][\w\-]*|(?:my\s+|the\s+)?(?:{KIN}|{ROLE_WORDS.pattern}))"
    r"(?:\s+(?:about|back|re|to|for|on)\b.*)?$"
)
_DOING_IT = re.compile(r"^(?:do|make|sort|handle|manage|take|get\s+it\s+done|deal)\b", _I)


# the verbs of reaching someone: what follows is whom ("call the bank", "email the school"), no thing
_REACHING = frozenset({"call", "ring", "phone", "email", "e-mail", "text", "message", "msg", "contact", "ping", "dm",
                       "whatsapp", "chase", "ask", "tell", "remind", "meet", "see", "visit", "thank", "invite"})


def _done_to(action: str) -> str | None:
    """The one singular thing ``action`` is done to ("send the budget": "the budget"), or None."""
    m = _OBJECT.match(action)
    if m is None or m["v"] not in TODO_VERBS or m["v"].lower() in _REACHING:
        return None  # "call the bank and cancel it": whom one reaches, never what "it" is
    thing = m["np"]
    head = thing.split()[-1]
    if re.search(r"\b(?:and|or)\b", thing, _I) or ROLE_WORDS.search(head) or head.lower() in KIN_WORDS:
        return None  # "the brief and the budget", "the plumber", "mum"
    if head.lower().endswith("s") and not head.lower().endswith(("ss", "us", "is")):
        return None  # "the tender docs": "them", never "it"
    return thing


# a report's verb and the thing it was done to, up to whom or where: "sent the contract to Priya"; whom
# it went to may come first ("sent Farida the forecast", "gave her the keys": the forecast, the keys)
_THING_DONE = re.compile(
    r"^(?P<v>[a-z]+)(?:\s+(?:off|out|up|over|back|in))?(?:\s+(?:(?-i:[A-ZÀ-ÖØ-Þ])[\w'-]*|him|her|them|me|us)(?=\s+(?:the|my"
    r"|our|his|her|their|this|that|these|those)\s))?\s+(?P<np>(?:the|my|our|his|her|their|this|that|these|those)"
    r"\s+[\w'-]+(?:\s+[\w'-]+){0,2}?)(?=\s+(?:to|for|at|with|from|on|in|by|off|over|back)\b|$)",
    _I,
)


# "to check the wiring", "to fix the rest": a purpose, a verb after "to"
_PURPOSE = re.compile(r"^to\s+(?P<v>[a-z]+)\b(?!')")
_VERB_THEN_WHOM = re.compile(r"^(?P<v>[a-z]+)\s+(?P<whom>(?:over\s+|back\s+)?(?:to|for)\s+\S.*)$", _I)


def done_thing_named(intent: Intent, earlier: list[Intent]) -> Intent:
    """``intent``, a to-do verb said alone ("sign"), with the one thing the message just said was
    done: "sent the contract to Priya, she'll sign by thurs" is "sign the contract". Left as said
    when the message said anything but that one report before it."""
    if not isinstance(intent, NewCommitment):
        return intent
    if (said := _pronoun_done_to(intent, earlier)) is not None:
        return said
    # "sign", or "send to Omar": the verb alone, or with only whom it goes to
    to_whom = _VERB_THEN_WHOM.match(intent.action.strip())
    purpose = _PURPOSE.match(to_whom["whom"]) if to_whom is not None else None
    if purpose is not None and purpose["v"].lower() in KNOWN_VERBS:
        return intent  # "return to check the wiring": what for, never whom a thing goes to
    verb = (to_whom["v"] if to_whom else intent.action.strip()).lower()
    if (" " in intent.action.strip() and to_whom is None) or verb not in TODO_VERBS or verb in DONE_ALONE:
        return intent
    if verb in _REACHING or len(earlier) != 1:
        return intent  # "…, need to chase fri": whom one chases, never the thing
    (done,) = earlier
    if not isinstance(done, CompleteCommitment):
        return intent
    m = _THING_DONE.match(done.action)
    if m is not None and (stem(m["v"]) in KNOWN_VERBS or past_verb(m["v"].lower())):  # "sold the bike": the bike
        thing = m["np"]  # "sent the contract to Priya": the contract
    elif (not done.past_tense or stem(done.action.split()[0]) not in KNOWN_VERBS) and len(done.action.split()) <= 3:
        thing = f"the {done.action}"  # "finished the draft", read as the thing alone: the draft
    else:
        return intent
    whom = f" {to_whom['whom']}" if to_whom else ""  # "done w the slides, sending to Omar tmrw"
    return replace(intent, action=f"{to_whom['v'] if to_whom else intent.action} {thing}{whom}")


# "laminate them", "sign it by thurs", "hand them out": a to-do verb, its object a pronoun
_PRONOUN_OBJECT = re.compile(
    r"^(?P<v>[a-z]+)\s+(?P<p>it|them)(?P<rest>(?:\s+(?:up|out|off|over|back|in|round|through|on))?"
    r"(?:\s+(?:to|for|with|at|on|in|by|before|after|tmrw|tomorrow|today|tonight)\b.*)?)$",
)


def _pronoun_done_to(intent: NewCommitment, earlier: list[Intent]) -> NewCommitment | None:
    """``intent``, a to-do done to "it" or "them", with the thing the one report before it said
    was done: "printed the menus; Shiuna will laminate them by fri" is "laminate the menus", "sent
    the contract to Priya, she'll sign it" is "sign the contract"; None when that is not so (a
    pronoun of the other number, whom one reaches: "called the suppliers, Ana will email them")."""
    m = _PRONOUN_OBJECT.match(intent.action.strip())
    if m is None or m["v"] in _REACHING or m["v"] in _DOING or m["v"] in _NOT_VERBS or len(earlier) != 1:
        return None  # any verb ("laminate", "ice"): the word before "it" at a to-do's start
    (done,) = earlier
    if not isinstance(done, CompleteCommitment):
        return None
    found = _THING_DONE.match(done.action)
    if found is not None and (stem(found["v"]) in KNOWN_VERBS or found["v"].lower().endswith("ed")):
        thing = found["np"]  # "baked the cupcakes": a verb's past, whatever the verb
    elif not done.past_tense and len(done.action.split()) <= _THING_WORDS and not _IT.search(done.action):
        thing = f"the {done.action}"  # "finished the report", read as the thing alone: the report
    else:
        return None
    head = thing.split()[-1].lower()
    if ROLE_WORDS.search(head) or head in KIN_WORDS or re.search(r"\b(?:and|or)\b", thing, _I):
        return None  # "picked up the kids, mum will feed them": whom, never a thing; "the deck and the notes"
    plural = head.endswith("s") and (not head.endswith(("ss", "us", "is")) or head[:-1] in _U_NOUNS)
    if plural != (m["p"] == "them"):
        return None  # "printed the menu, Ana will laminate them": not the menu
    return replace(intent, action=f"{m['v']} {thing}{m['rest']}")


_THING_WORDS = 3
# things whose plural ends in "-us", never the singular "bus", "campus", "status": "the menus"
_U_NOUNS = frozenset({"menu", "emu", "guru", "tutu", "haiku", "gnu", "tofu", "tiramisu", "sudoku", "bayou", "igloo"})
# doing "it" is the job itself, never a thing: "do it", "make it", "sort it"
_DOING = frozenset({"do", "make", "sort", "handle", "manage", "take", "get", "deal", "have", "let"})


def object_named(intent: Intent, earlier: list[Intent]) -> Intent:
    """``intent`` with the "it" it is done to put as the one thing the to-dos said before it in
    the same message are done to: "i'll finish the Agaete brochure by tues and Airam will print
    it weds" is "print the Agaete brochure". Left as said when the message said anything but
    to-dos before it, or two things, or the "it" is the doing itself ("I'll send it, Ana will do it")."""
    if not isinstance(intent, NewCommitment) or _DOING_IT.match(intent.action):
        return intent
    its = _IT.findall(intent.action)
    objects = [w for w in _OBJECT_IT.findall(intent.action) if w not in _NOT_VERBS]
    if not its or len(objects) != len(its) or not earlier:
        return intent
    if not all(isinstance(i, NewCommitment) for i in earlier):
        return intent  # "the printer's jammed, Ana emailed the tech, fix it": which?
    actions = [i.action for i in earlier if isinstance(i, NewCommitment)]
    reached = [a for a in actions if a.split()[0].lower() in _REACHING]
    if not all(_done_to(action) or _PERSON_DONE_TO.match(action) or action in reached for action in actions):
        return intent  # "send the budget, order toner and install it": the budget or the toner?
    things = {thing.lower(): thing for action in actions if (thing := _done_to(action))}
    if len(things) != 1:
        return intent  # two things: "it" is either
    (thing,) = things.values()
    return replace(intent, action=_IT.sub(thing, intent.action, count=1))  # "sign the draft and get it back"
