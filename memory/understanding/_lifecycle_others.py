"""Changes other people make: someone calls off or moves a thing the user has with them ("Ines
cancelled our lunch", "the dentist moved my appt to the 9th", "Kwame pushed the 1:1 to
thursday", "the plumber rescheduled for friday morning"), or does what they owed ("Tom sent
the budget over", "Priya finally replied", "got the contract back from Luis").

Each intent carries ``by``, the person (or "the dentist", "the council"), so
:mod:`memory.derive` only changes a to-do that fits them: a gathering with them or of that
kind for a cancel or a move (else it asks, never a new to-do), a commitment they own for a
done. A pronoun ("she moved it") names no one: those are left to the plain forms. Hand-written
like the rest of the lifecycle: a closed vocabulary, read on every message.

A home or unit stands for whoever lives there ("flat 3 paid", "unit 7 paid up"); "the
deadline" someone moved is that of the to-do just talked about. Someone who acts for
the user (their accounts team, an assistant, a partner) doing a job is the user's to-do done
("accounts paid the warehouse deposit"); someone sending back "them" or paying is their answer
to being chased ("Mei sent them over", "flat 3 paid"); someone putting a thing in place ("landlord
put the new smoke alarm in") is their to-do about the thing, done.
"""

from __future__ import annotations

import re
from dataclasses import replace

from memory.understanding._lifecycle import _NOT_DONE_YET, _clean, _plain, _read_date, _target, that_moved_to
from memory.understanding._numbered import NUMBERED_NOUN
from memory.understanding._obstacles import WITHDREW
from memory.understanding._only_a_time import names_a_time
from memory.understanding._phrases import _I, _Ctx, _person, _phrase
from memory.understanding._prefilter import gated
from memory.understanding._sign_forms import _EVENT
from memory.understanding.intents import CancelCommitment, CompleteCommitment, Intent, MoveCommitment
from memory.understanding.timex import find_spans, has_date_words

# Whom a thing is with, besides a name: "the dentist", "our landlord", "the council".
_ROLES = (
    r"dentists?|doctors?|gp|surgery|clinic|hospital|plumber|electrician|builders?|landlord|landlady|council|client"
    r"|customer|school|teacher|coach|vet|garage|mechanic|hairdresser|barber|venue|restaurant|(?:estate\s+)?agent"
    r"|bank|(?:mortgage\s+)?broker|accountant|lawyer|solicitor|boss|manager|supplier|vendor|contractor|tutor|nanny|cleaner|physio"
    r"|therapist|optician|caterers?|photographer|organi[sz]ers?|host|recruiter|courier|insurer|hr|it|office"
    r"|groomer|dog\s+walker|childminder|babysitter|tailor|salon|stylist|midwife|advisor|adviser|supervisor|professor"
    # trades and callers who book a slot with the user
    r"|roofer|locksmith|gardener|painter|decorator|carpenter|joiner|handyman|farrier|surveyor|inspector|assessor"
    r"|technician|engineer|installer|tiler|glazier|exterminator|movers|removal\s+firm|valuer|appraiser|caseworker"
    # who runs a trip or a stay: "the airline moved my flight to friday", "the hotel cancelled the booking"
    r"|airline|airlines|carrier|airport|hotel|hostel|embassy|consulate|pharmacy|chemist|university|uni|college"
    # a trade said by what it mends: "the boiler guy", "gas man", "the aircon tech", "cable guys"
    r"|(?!(?:other|some|this|that|old|young|new|same|nice|random|one|another|a|the)\s)[a-z]+\s+(?:guy|guys|man|men"
    r"|lady|bloke|tech|techs|fitter|fitters|repairman|repair\s+man|people|folks"
    # a firm said by its trade: "the repair co", "the removals company", "the cleaning firm"
    r"|co|company|firm|agency)"
)
_ROLE = re.compile(r"^(?:the|my|our|their)\s+(?P<r>" + _ROLES + r")$", _I)
# "groomer moved us to thursday": a role said with no article, when nothing follows but the change
_BARE_ROLE = re.compile(r"^(?P<r>" + _ROLES + r")$", _I)
_TITLED = re.compile(r"^(?:mr|mrs|ms|miss|dr|prof)\.?\s+[A-Za-z][\w'-]+$", _I)
# a home or unit standing for whoever lives there: "flat 3", "unit 7B", "no. 12", "the tenants in 4"
_UNIT = re.compile(
    r"^(?:the\s+)?(?:tenants?\s+(?:in|at|of)\s+)?(?:flat|unit|apt|apartment|room|suite|plot|house|no\.?|number)\s*"
    r"\d{1,4}[a-z]?$",
    _I,
)
# a firm or a body said by its initials, in capitals: "BA", "DHL", "KLM", "NHS" ("I" and "OK" are no firm)
_INITIALS = re.compile(r"^(?-i:(?!OK$)[A-Z]{2,5})$")
_SOFTENERS = r"(?:(?:finally|just|already|has|have|had|kindly|also|eventually|only)\s+)*"


def _actor(words: str, ctx: _Ctx, *, capitalised: bool = False) -> str | None:
    """Who ``words`` name: a person ("Ines", "Mrs Adeyemi") or a role ("the dentist" ->
    "dentist"); None for "I", a pronoun or anything else. In a message typed in lowercase a
    name is any word ("ines"), unless ``capitalised``: with nothing after the verb, "gym
    cancelled" or "deck sent" is a thing, not a person."""
    words = words.strip()
    ctx = replace(ctx, lowercase=False) if capitalised else ctx
    role = _ROLE.match(words)
    if role:
        return role["r"].lower()
    if _TITLED.match(words) or _UNIT.match(words):
        return re.sub(r"^the\s+", "", words, flags=_I)
    person = _person(words, ctx)
    return person if person not in (None, "me") else None


# -- called off ----------------------------------------------------------------------------

_CANCELLED = re.compile(
    r"^(?P<p>.+?)\s+" + _SOFTENERS + r"(?:cancell?ed|called\s+off|scrapped|axed|ditched|pulled\s+the\s+plug\s+on"
    r"|pulled\s+out\s+of|backed\s+out\s+of|bailed\s+on|dropped\s+out\s+of)\s+(?P<a>(?![-–—])[^-–—].*?)$",
    _I,
)
# "Ines cancelled", "the plumber cancelled on me again", "Jun bailed": nothing named but them
_CANCELLED_ALONE = re.compile(
    r"^(?P<p>.+?)\s+" + _SOFTENERS + r"(?:cancell?ed|bailed|pulled\s+out|backed\s+out|dropped\s+out"
    r"|called\s+it\s+off|cancell?ed\s+it)(?:\s+(?:on\s+(?:me|us)|again|today|last\s+minute|at\s+the\s+last\s+minute))*$",
    _I,
)
# a meal is a thing someone calls off ("Tom cancelled lunch"), though its name is a time of day
_MEAL = re.compile(r"\b(?:breakfast|brunch|lunch|dinner|supper|tea|drinks)\b", _I)
_NOT_A_THING = re.compile(r"^(?:on\s+(?:me|us)|it|that|them|me|us|again|today)\b", _I)
# why it is off, said last: "church bazaar called off cause of the rain" (the bazaar is off, nobody called off
# "the rain"), "Sam cancelled because of the flu" (Sam did)
_WHY_LAST = re.compile(
    r"\s*,?\s+(?:because|'?cause|cos|coz|cuz|due\s+to|thanks\s+to|owing\s+to|on\s+account\s+of)\b.*$", _I
)


# "aunty bisi can't bring the jollof anymore", "ramon flaked, not bringing the ladder", "Tunde
# won't be doing the airport run after all": their own promise off
_CANT_NOW = gated(re.compile(
    r"^(?P<p>.+?)\s+(?:can't|cant|cannot|can\s+not|won't|wont|isn't|isnt|is\s+not|(?:is\s+|can\s+)?no\s+longer)\s+"
    r"(?:be\s+able\s+to\s+|be\s+(?=[a-z]+ing\b)|going\s+to\s+|gonna\s+)?(?P<v>[a-z]+?)(?:ing)?\s+(?P<a>.+?)"
    r"\s+(?:any\s*more|after\s+all|now)$"
    r"|^(?P<p2>.+?)\s+(?:flaked|bailed|pulled\s+out|backed\s+out|dropped\s+out)\s*(?:,|-|—)\s*"
    r"(?:(?:so|and)\s+)?(?:(?:he's|she's|they're|hes|shes)\s+)?not\s+(?P<v2>[a-z]+?)ing\s+(?P<a2>.+?)$",
    _I,
))
_CANT_VERBS = re.compile(r"^(?:make|come|attend|be|go|afford|find|get|wait|believe|stand|sleep|stop|help)$", _I)


def _cannot_now(s: str, ctx: _Ctx) -> list[Intent] | None:
    """ "aunty bisi can't bring the jollof anymore": the thing they were to do, called off."""
    m = _CANT_NOW.match(s)
    if m is None:
        return None
    who = _actor(m["p"] or m["p2"], ctx)
    verb, thing = m["v"] or m["v2"], _target(m["a"] or m["a2"])
    if not who or not thing or thing == "that" or _CANT_VERBS.match(verb):
        return None  # "Ana can't make it any more": the plain forms ("… can't make it")
    return [CancelCommitment(thing, by=who)]


def called_off(s: str, ctx: _Ctx) -> list[Intent] | None:
    """ "Ines cancelled our lunch", "Mrs Adeyemi called off parents evening", "Jun bailed",
    "aunty bisi can't bring the jollof anymore"."""
    cannot = _cannot_now(re.split(r"\s*,\s*(?=(?:she|he|they|it)(?:'s|\s+is|\s+are)\b)", s.strip())[0], ctx)
    if cannot:
        return cannot
    s = _WHY_LAST.sub("", _clean(s))
    m = _CANCELLED.match(s)
    if m and names_a_time(m["a"]) and not _MEAL.search(m["a"]) and (thing := _target(m["p"])) and thing != "that":
        return [CancelCommitment(thing)]  # "yoga cancelled tonight": yoga is off, nobody cancelled "tonight"
    if m and not _NOT_A_THING.match(m["a"]):
        who, thing = _actor(m["p"], ctx), _target(m["a"])
        if who and thing and thing != "that":
            return [CancelCommitment(thing, by=who)]
    m = _CANCELLED_ALONE.match(s)
    # "gym cancelled" is a thing called off; only a party bails or pulls out ("ines pulled out")
    who = _actor(m["p"], ctx, capitalised=not WITHDREW.search(m.group(0))) if m else None
    bare = _BARE_ROLE.match(m["p"].strip()) if m and not who else None  # "dentist cancelled on me", no "the"
    who = who or (bare["r"].lower() if bare else None)
    return [CancelCommitment(who, by=who)] if who else None


# -- moved -------------------------------------------------------------------------------

_MOVE_VERB = (
    r"(?:moved|pushed(?:\s+back)?|rescheduled|rebooked|re-booked|postponed|bumped|shifted|put\s+back|changed|switched"
    r"|brought\s+forward|extended)"
)
# "the dentist rang, pushed ella to mon", "garage called and they've moved it to fri", "Ines texted to say she
# cancelled lunch": how the news came is no part of it, the caller is who made the change
_CALLED_THEN = re.compile(
    r"^(?P<p>.+?)\s+(?:rang|rung|called|phoned|texted|emailed|e-mailed|messaged|pinged|wrote)(?:\s+(?:me|us))?"
    r"(?:\s*[,;:–—-]\s*(?:and\s+)?|\s+and\s+|\s+to\s+say\s+)(?:(?:they|she|he)(?:'ve|'s|\s+have|\s+has)?\s+)?"
    # ("garage rang, moved it to tues": "it" is the to-do just talked about, left to the plain forms)
    r"(?=" + _SOFTENERS + r"(?:" + _MOVE_VERB + r"|cancell?ed|called\s+off|scrapped)\b(?!\s+(?:it|that|this|them)\b))",
    _I,
)


def call_as_change(s: str) -> str:
    """``s`` with a caller's "rang, …" joined to what they did: "the dentist pushed ella to mon"."""
    return _CALLED_THEN.sub(r"\g<p> ", s.strip(), count=1)


_TO = r"(?:back\s+|forward\s+)?(?:to|till|until|til|for|->|→)\s+"
_MOVED_THING = re.compile(r"^(?P<p>.+?)\s+" + _SOFTENERS + _MOVE_VERB + r"\s+(?P<a>.+?)\s+" + _TO + r"(?P<d>.+)$", _I)
# "the plumber rescheduled for friday morning", "Kwame moved us to thursday"
_MOVED_ALONE = re.compile(
    r"^(?P<p>.+?)\s+" + _SOFTENERS + r"(?:rescheduled|postponed|moved|pushed|bumped|shifted)(?:\s+(?:it|us|me|things))?"
    r"(?:\s+back)?\s+(?:to|till|until|til|for)\s+(?P<d>.+)$",
    _I,
)


_THE_DEADLINE = re.compile(r"^(?:the|our|my|this|that)\s+(?:deadline|due\s+date|date)$", _I)


# "standup moved from 9 to 9:30", "dentist moved from thurs to fri": the old time said after "from"
_FROM_OLD = re.compile(r"^from\s+(?P<o>.+)$", _I)
_BARE_HOUR_NUMBER = re.compile(r"^\d{1,2}(?::\d\d)?$")


def _moved_from(m: re.Match[str], ctx: _Ctx) -> list[Intent] | None:
    """ "<thing> moved from <old> to <new>": the thing is what moved, never who moved it; a bare
    new hour is a clock time of the working day ("from 2 to 3": 15:00)."""
    old = _FROM_OLD.match(m["a"].strip())
    if old is None or not (has_date_words(old["o"]) or _BARE_HOUR_NUMBER.match(old["o"].strip())):
        return None
    new = m["d"].strip()
    if _BARE_HOUR_NUMBER.match(new):  # a working-day hour as people say it: 1-7 afternoon, 8-11 morning
        hour = int(new.split(":")[0])
        new += "pm" if hour <= 7 or hour == 12 else "am" if hour <= 11 else ""
    due = _read_date(new, ctx)
    thing = _target(m["p"])
    return [MoveCommitment(thing, due)] if thing and due is not None else None


def moved_by(s: str, ctx: _Ctx) -> list[Intent] | None:
    """ "the dentist moved my appt to the 9th", "the plumber rescheduled for friday morning",
    "the childminder said the 28th is fine" (:func:`their_date`); "standup moved from 9 to
    9:30" (:func:`_moved_from`)."""
    raw, s = s, _clean(s)
    m = _MOVED_THING.match(s)
    if m and (moved := _moved_from(m, ctx)):
        return moved
    if m and not _NOT_A_THING.match(m["a"]):
        # "dentist rebooked Kayleigh for the 19th": a one-word job without "the" (a longer one, "AC guys", may
        # name the to-do's thing, left to the plain forms)
        bare = _BARE_ROLE.match(m["p"].strip()) if " " not in m["p"].strip() else None
        who = bare["r"].lower() if bare else _actor(m["p"], ctx)
        # "BA moved the flight to the 19th": a firm by its initials moves a thing of the user's
        who = who or (m["p"].strip() if _INITIALS.match(m["p"].strip()) else None)
        thing, due = _target(m["a"]), _read_date(m["d"], ctx)
        if who and _THE_DEADLINE.match(m["a"].strip()) and due is not None:
            # "client moved the deadline to the 28th": the one just talked about (theirs, when two were)
            return [MoveCommitment("that", due, by=who)]
        if who and thing and thing != "that" and due is not None:
            return [MoveCommitment(thing, due, by=who)]
    m = _MOVED_ALONE.match(s)
    bare = _BARE_ROLE.match(m["p"].strip()) if m else None
    who = bare["r"].lower() if bare else _actor(m["p"], ctx, capitalised=True) if m else None
    due = _read_date(m["d"], ctx) if m and who else None
    return [MoveCommitment(who, due, by=who)] if who and due is not None else their_date(raw, ctx)


# "childminder said the 28th is fine", "dona cida asked for them on monday now", "Pani Nowak
# asks if we can come on friday in place of thursday": someone names the new date themselves
_THEY_SAY = re.compile(
    r"^(?P<p>.+?)\s+" + _SOFTENERS + r"(?:said|says|asked|asks|wants|needs|would\s+(?:rather|prefer|like)|prefers"
    r"|suggested|suggests|proposed|offered)\s+(?P<rest>.+?)"
    # "… in place of thursday", "lena wants it by wed now not thurs", "…, instead of the 3rd": the day it was
    r"(?:(?:\s+in\s+place\s+of|\s*,?\s+(?:not|instead\s+of|rather\s+than))\s+(?P<old>.+))?$",
    _I,
)
_A_CHANGE = re.compile(
    r"\b(?:instead|now|actually|(?:is|'s|are)\s+(?:fine|ok|okay|better|good)|works(?:\s+better)?|would\s+work)\W*$", _I
)
_THEIR_REASON = re.compile(r"^(?:that\s+|if\s+)?(?:we|i|us|me|you|it|they|them)\b|^for\s+(?:it|them|us)\b", _I)


def their_date(s: str, ctx: _Ctx) -> list[Intent] | None:
    """ "the childminder said the 28th is fine": a thing with them, moved to the one date they
    name (which thing, :mod:`memory.derive` decides: a gathering with them, or a to-do at theirs)."""
    s = _clean(s) if not re.search(r"\b(?:now|actually)\W*$", s, _I) else s.strip()
    m = _THEY_SAY.match(s)
    if m is None or not (m["old"] or _A_CHANGE.search(m["rest"])) or (m["old"] and not has_date_words(m["old"])):
        return None
    rest = _A_CHANGE.sub("", m["rest"]).strip()
    spans = [span for span in find_spans(rest, now=ctx.now, tz=ctx.tz) if span.spec is not None]
    if _PRONOUN.fullmatch(m["p"].strip()) and _IT_ON.match(rest) and len(spans) == 1:
        # "he needs it tmrw now", "she wants them by the 3rd instead": the thing just talked about, at
        # the time its person now asks (which one, :mod:`memory.derive` decides, and asks when none fits)
        return that_moved_to(rest[spans[0].start : spans[0].end], s, ctx)
    who = _actor(m["p"], ctx)
    if not who or len(spans) != 1 or _UNREAD_BEFORE.search(rest[: spans[0].start]):
        return None  # "the following sunday": a date the span does not hold whole
    said = (rest[: spans[0].start] + rest[spans[0].end :]).strip()
    if said and not _THEIR_REASON.match(said) and not _TOLD_DATE.match(said):
        return None  # "Ana said the budget is due friday now": a thing of its own, for the plain forms
    return [MoveCommitment(who, spans[0].spec, by=who)]


_PRONOUN = re.compile(r"(?:he|she|they)", _I)
# only the thing, then its date: "it tmrw", "them by friday" ("it to go out monday" says more)
_IT_ON = re.compile(r"(?:it|them|that|this)\s+(?:(?:by|for|on|till|until|before)\s+)?(?!to\b)\S", _I)
_UNREAD_BEFORE = re.compile(r"\b(?:following|after|other|that|this|the|next|every)\s*$", _I)
# What may stand between "said" and the date: "that", "if we can come", "for them", "us to come"
_TOLD_DATE = re.compile(r"^(?:that|the|for)?$", _I)


# -- done by them ------------------------------------------------------------------------

# "called back", "rang me back", "texted us back": an answer to the user
_ANSWERED_BACK = r"(?:called|rang|phoned|texted|messaged|emailed|wrote)(?:\s+(?:me|us))?\s+back"
# What someone does for the user, in the past tense: a closed list, so "budget deadline
# slipped" or "Maya moved to Berlin" is no one's to-do done.
_THEIR_VERBS = (
    _ANSWERED_BACK + r"|sent|paid|repaid|signed|returned|emailed|e-mailed|texted|messaged|shared|approved|delivered"
    r"|submitted|filed|forwarded|confirmed|answered|replied|responded|posted|transferred|reimbursed|uploaded|dropped\s+off|fixed"
    r"|booked|finished|completed|got\s+back\s+to|paid\s+(?:me\s+)?back"
    # a thing lent, given back: "Farid brought the drill back", "Jo gave back the ladder"
    r"|(?:brought|gave|handed)(?=\s+back\b|\s+(?:the|my|our|me|us|his|her|their)\b.*\bback$)"
    r"|ordered|bought|picked\s+up|collected|replaced|installed|arranged|organi[sz]ed|did"
)
_REPLIED = re.compile(r"^(?:replied|responded|answered|confirmed|got\s+back\s+to|" + _ANSWERED_BACK
                      + r"|paid\s+(?:me\s+)?back)$", _I)  # fmt: skip
_THEY_DID = gated(re.compile(r"^(?P<p>.+?)\s+" + _SOFTENERS + r"(?P<v>" + _THEIR_VERBS + r")\b(?P<rest>.*)$", _I))
# An object after the verb: "tom sent the budget over", not "deck sent over to tom"; a numbered
# document is one too ("acme paid invoice 31"), never a count ("booked for 4 pax")
_OBJECT = re.compile(
    r"^\s*(?:(?i:the|my|our|me|us|a|an|his|her|their|this|those|these)\b|[A-Z0-9]"
    r"|" + NUMBERED_NOUN + r"\s+(?:no\.?\s*|#\s*)?\d)"
)
# "got the contract back from Luis", "heard back from Priya", "received the permit from the council"
_FROM_THEM = re.compile(
    r"^(?:i\s+|we\s+)?" + _SOFTENERS + r"(?:got|received|had)\s+(?P<a>.+?)(?:\s+back)?\s+from\s+(?P<p>.+?)$"
    r"|^(?:i\s+|we\s+)?" + _SOFTENERS + r"(?:heard\s+back|got\s+a\s+reply|got\s+an\s+answer)\s+from\s+(?P<p2>.+?)$",
    _I,
)


# "Tom called", "Tom from legal rang me": a person named who called the user (their answer; "the bank
# called" is the user's terse note of a call made, read by the done forms)
_CALLED_ME = re.compile(
    r"^(?P<p>.+?)\s+" + _SOFTENERS + r"(?:called|rang|phoned|rung)(?:\s+(?:me|us))?(?:\s+(?:today|earlier|this\s+"
    r"(?:morning|afternoon|evening)|just\s+now))?$",
    _I,
)
_NAMED = re.compile(
    r"^(?P<n>(?-i:[A-ZÀ-Ý][a-zà-ÿ'-]+)(?:\s+(?-i:[A-ZÀ-Ý][a-zà-ÿ'-]+))?)(?:\s+from\s+[\w&'-]+(?:\s+[\w&'-]+)?)?$"
)


# "landlord finally put the new smoke alarm in", "Marek got the tiles up": a thing of theirs put
# in place, which names their to-do by the thing alone ("replace the smoke alarm")
_PUT_IN = re.compile(
    r"^(?P<p>.+?)\s+" + _SOFTENERS + r"(?:put|fitted|stuck|got|had)\s+(?P<a>(?:the|a|an|my|our|that|those|these)\s+.+?)"
    r"\s+(?:in|up|on|out|fitted|installed|in\s+place)$",
    _I,
)
_NEW = re.compile(r"^(?:new|replacement|spare|brand\s+new)\s+", _I)


def put_in(s: str, ctx: _Ctx) -> list[Intent] | None:
    """ "landlord finally put the new smoke alarm in": their to-do about the thing, done."""
    put = _PUT_IN.match(_clean(s)) if " put " in s or " fitted " in s or " got " in s or " had " in s else None
    who = _actor(put["p"], ctx) if put else None
    thing = _target(put["a"]) if put and who else None
    if not who or not thing or thing == "that":
        return None
    return [CompleteCommitment(_NEW.sub("", thing), past_tense=True, by=who)]


def their_done(s: str, ctx: _Ctx) -> list[Intent] | None:
    """ "Tom sent the budget over", "Priya finally replied", "got the contract back from Luis":
    a commitment of theirs done. Only past-tense news (``past_tense``): nothing when none fits."""
    s = _SAID_AFTER.sub("", _clean(s))  # "sam paid me back actually": how it is told, no part of the deed
    put = put_in(s, ctx)
    if put:
        return put
    m = _FROM_THEM.match(s)
    if m:
        who = _actor(m["p"] or m["p2"], ctx)
        thing = _target(m["a"]) if m["a"] else None
        if who and thing != "that":
            return [CompleteCommitment(thing or "reply", past_tense=True, by=who)]
        return None
    m = _CALLED_ME.match(s)
    caller = m["p"].strip() if m is not None else ""
    named = _NAMED.match(caller)
    # "Tom from legal called": their answer; "mrs patel rang": a title names a person however typed
    who = _actor(named["n"], ctx, capitalised=True) if named else _actor(caller, ctx) if _TITLED.match(caller) else None
    if who:
        return [CompleteCommitment("reply", past_tense=True, by=who)]
    m = _THEY_DID.match(s)
    if m is None or _NOT_DONE_YET.match(s) or re.search(r"\b(?:not|n't|never|yet)\b", s, _I):
        return None
    verb = re.sub(r"\s+", " ", m["v"].lower())
    rest = re.sub(r"^\s*(?:to\s+)?(?:me|us)\b", "", m["rest"]) if _REPLIED.match(verb) else m["rest"]
    who = _actor(m["p"], ctx, capitalised=not (_OBJECT.match(m["rest"]) or _REPLIED.match(verb)))
    if _FOR_ME.match(m["p"].strip()) and _OBJECT.match(m["rest"]) and not re.match(r"\s*(?:me|us)\b", m["rest"], _I):
        # "accounts paid the warehouse deposit direct", "my wife booked the vet": done for the user,
        # so the user's own to-do of those words is the one done
        rest = _ON_MY_BEHALF.sub("", m["rest"].strip())
        return [CompleteCommitment(_phrase(f"{_plain(verb.split()[0])} {rest}"), past_tense=True)]
    if who and _OBJECT.match(m["rest"]) and (mine := _DONE_FOR_ME.search(m["rest"].strip())) is not None:
        # "Kévin finished the inventory of the field kits for me": the user's own job, done by someone else
        rest = m["rest"].strip()[: mine.start()]
        return [CompleteCommitment(_phrase(f"{_plain(verb.split()[0])} {rest}"), past_tense=True)]
    if not who or _booked_thing(who):  # "vet appointment confirmed for wed": a thing, no one's reply
        return None
    rest = _phrase(
        re.sub(r"\s+(?:back|over\s+to\s+me|to\s+me|to\s+us|me|us|over|across|through)$", "", rest.strip(), flags=_I)
    )
    if verb == "did":  # "bea did the rota": "did" names no verb of the to-do ("update the rota"), the thing does
        return None if _IT.match(rest) or _DID_A.match(rest) else [CompleteCommitment(rest, past_tense=True, by=who)]
    if (_ANSWERED.match(verb) and _IT.match(rest)) or (verb in ("paid", "repaid") and not rest):
        # "Mei finally sent them over", "flat 3 paid": what they were chased for came, whatever it was
        return [CompleteCommitment("reply", past_tense=True, by=who)]
    base = "reply" if _REPLIED.match(verb) else _plain(verb.split()[0])
    return [CompleteCommitment(f"{base} {rest}".strip(), past_tense=True, by=who)]


# how the news is said, after the deed: "sam paid me back actually", "Ola sent it over in the end"
_SAID_AFTER = re.compile(r"(?:\s+(?:actually|after\s+all|in\s+the\s+end|already|finally|just\s+now|at\s+last))+$", _I)


# Who acts for the user, so that what they do is the user's to-do done: the user's own team or
# office ("accounts", "payroll"), an assistant, a partner at home
_FOR_ME = re.compile(
    r"^(?:(?:the|our|my)\s+)?(?:accounts(?:\s+(?:team|dept|department))?|finance(?:\s+team)?|payroll|admin(?:\s+team)?"
    r"|(?:my\s+)?(?:assistant|pa|secretary|office\s+manager)|hr|(?:my\s+)?(?:wife|husband|hubby|partner|other\s+half"
    r"|missus|missis))$",
    _I,
)
_DONE_FOR_ME = re.compile(r"\s+(?:for\s+(?:me|us)|on\s+(?:my|our)\s+behalf)[\s.!]*$", _I)
_ON_MY_BEHALF = re.compile(r"\s+(?:direct(?:ly)?|for\s+(?:me|us)|on\s+my\s+behalf|already|online)$", _I)
# verbs of handing something back to the user, and the pronoun that is the thing they were asked for
_ANSWERED = re.compile(r"^(?:sent|emailed|e-mailed|forwarded|shared|returned|delivered|uploaded|submitted|signed"
                       r"|posted|texted|messaged)$", _I)  # fmt: skip
# what is booked, never who acts: "vet appointment confirmed", "the table booked"
_BOOKED_THING = re.compile(
    r"\b(?:appt|appointment|app't|booking|reservation|meeting|mtg|session|slot|table|class|lesson|flight|viewing"
    r"|inspection|interview)s?$",
    _I,
)


def _booked_thing(who: str) -> bool:
    """Whether ``who`` names an occasion, not a person: "vet appt", "parents evening", "team
    lunch"; a one-word role ("the dentist", "the vet") is whoever works there."""
    words = who.split()
    return bool(_BOOKED_THING.search(who)) or (len(words) > 1 and bool(_EVENT.fullmatch(words[-1])))


# "Maya did a great job", "Sam did well": how they did, no thing done
_DID_A = re.compile(r"^(?:an?|well|great|good|amazing|brilliant|badly|fine|ok|okay|nothing|everything)\b", _I)
_IT = re.compile(r"^(?:it|them|those|these|that|everything|the\s+lot|both|all\s+of\s+them)?$", _I)


# "Jorge finished his tax return", "my brother fixed his bike", "Fiona sent me her report":
# someone did a thing of their own, which finishes none of the user's to-dos
_THEIR_OWN = re.compile(
    r"^(?!(?:i|we|you)\b)(?P<p>.{1,40}?)\s+" + _SOFTENERS + r"(?:[a-z]{3,}ed|sent|did|made|paid|wrote|bought|got"
    r"|took|gave|sold)(?:\s+(?:off|up|in|out|back))?\s+(?:(?:me|us)\s+)?(?:his|her|their)\s+(?:own\s+)?[^\W\d_]",
    _I,
)


def their_own(text: str) -> bool:
    """Whether ``text`` says someone did a thing of their own (see above): nothing to ask about."""
    return bool(_THEIR_OWN.match(_clean(text)))
