"""What a person or an office needs from the user by a date: "the school wants the form back by
fri", "HR needs my bank details by the 10th", "just got off a call w/ the bank, they need the
signed form by mon", "the council wants proof of address by 15 jan".

Said to a memory bot, someone's need of a thing with a deadline is the user's to-do to get it
to them, due then (as :mod:`._wanted` reads "Bree needs the receipts by the 10th" of a named
person and a document). Here the one who needs it may be an office or a role ("the school",
"HR", "my accountant") or "they"/"she" after words that name whom the user just dealt with
("spoke to the accountant, she needs …", "just back from the GP, they need …"); those words
are only how the user came to know, and say nothing to keep.

Only with a deadline ("by", "before", "no later than", or "EOD"/"tmrw"/a weekday said bare): "the school
needs a new roof", "they need more time" or "the bank needs 3 days to process it" keep nothing.
Only of people and offices, never of a thing ("the car needs an MOT by the 9th" is the car's
service, :mod:`._thing_needs`), and never someone wanting time ("Aditi needs till the 17th").
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from memory.understanding._commitment_intro import _MONEY, _SENDABLE, _owed_action, _read
from memory.understanding._offer import offer
from memory.understanding._phrases import _I, _NAME_STOP, _Ctx, _person
from memory.understanding.intents import CompleteCommitment, Intent, MoveCommitment, NewCommitment, Unclear

__all__ = ["their_need"]

# a company's departments, named without "the": "legal wants the NDA back by monday"
_DEPARTMENTS = r"legal|procurement|compliance|ops|operations|marketing|sales|facilities|security|reception|ir|pr"
# offices and roles that ask things of the user
_OFFICES = (
    r"school|nursery|daycare|creche|uni|university|college|bank|building\s+society|council|hr|payroll|finance|accounts"
    r"|landlord|landlady|letting\s+agent|(?:estate\s+)?agents?|accountant|gp|doctors?|surgery|hospital|clinic|vet"
    r"|dentist|lawyer|solicitor|(?:mortgage\s+)?broker|insurers?|insurance(?:\s+company)?|tax\s+office|hmrc|irs|dvla"
    r"|embassy|consulate|passport\s+office|office|client|customer|boss|manager|teacher|coach|club|employer|recruiter"
    r"|court|tenants?|buyers?|sellers?|contractor|builders?|pension\s+provider|energy\s+company|utility\s+company"
    r"|leasing\s+office|management\s+company|pta|committee|board|registrar|admissions|it|admin"
    r"|suppliers?|vendors?|distributor|wholesaler|auditors?|inspector|examiner|editor|publisher|organi[sz]ers?"
    r"|caterers?|venue|photographer|planner|tutor|principal|headteacher|head|lecturer|professor|prof|supervisor"
    r"|director|ceo|cfo|partners?|investors?|lender|sponsor|agency|church|pastor|(?:guy|lady|man|woman|people)"
    r"|" + _DEPARTMENTS
)
# which one of the role, said before it: "ward manager", "site manager", "line manager", "head teacher"
_OF_WHAT = r"(?:(?!(?:and|or|but|so|if|then|now|also|still|i|we|you|they|she|he)\b)[a-z]+\s+)?"
_WHO = (
    r"(?P<who>(?:(?:the|my|our|their|her|his)\s+)?(?:new\s+)?" + _OF_WHAT + r"(?:" + _OFFICES + r")"
    # "the Hendersons": a family, by its name
    r"|(?:mr|mrs|ms|miss|dr)\.?\s+[A-Za-z][\w'-]+|(?-i:(?:the\s+)?[A-Z][\w'-]+(?:\s+[A-Z][\w'-]+)?)|they|she|he)"
)
_NEEDS = (
    # "Theo asked me for the headcount plan by fri": asked of the user, said with "me"
    r"(?:needs?|wants?|requires?|expects?|(?:has\s+|have\s+|'ve\s+|'s\s+)?(?:asked|asks)(?:\s+(?:me|us))?\s+for"
    r"|(?:is|are|'s|'re)\s+(?:waiting\s+(?:on|for)|after|expecting|chasing(?:\s+me\s+for)?)|would\s+like|'d\s+like)"
)
_ASAP = r"(?P<asap>asap|a\.s\.a\.p\.?|urgently|right\s+away|straight\s+away)"
_DEADLINE = (
    r"(?P<d>(?:by|before|b4|no\s+later\s+than)\s+\S.*"
    # "Biscuit needs his booster in 2 weeks": that long from now
    r"|in\s+(?:\d+|a|an|one|two|three|four|five|six)\s+(?:days?|weeks?|months?)"
    r"|(?:eod|eow|cob|eom|end\s+of\s+(?:the\s+)?(?:day|week|month)|today|tonight|tomorrow|tmrw|tmr|2moro)"
    # "boss wants the deck friday morning", "the client wants it thurs": a weekday said bare, its "by" dropped
    r"|(?:(?:this|on)\s+)?(?:mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun)(?:[a-z]*day)?"
    r"(?:\s+(?:morning|afternoon|am|pm|eod|cob|first\s+thing))?"
    # "boss wants numbers asap": no day, but wanted now: the user's to-do all the same (undated)
    r"|" + _ASAP + r")$"
)
_NEED = re.compile(
    r"^" + _WHO + r"\s+(?:(?:now|also|still|urgently)\s+)?" + _NEEDS + r"\s+(?P<thing>(?!me\b|us\b|more\s+time\b"
    # one clause: "the landlord asked for the readings | so I'll text them tonight"
    r"|(?:till|until|til|another|a\s+few|\d+(?=\s*(?:days?|weeks?|hours?|hrs?|mins?|minutes?|months?|working|business|more"
    r"|extra|of)\b))\b)(?:(?!\s(?:so|and|but|then|i'll|ill|i\s+will|we'll)\s)[^,;])+?)"
    r"(?P<back>\s+back)?(?P<me>\s+from\s+(?:me|us))?(?P<back2>\s+back)?\s+"
    + _DEADLINE,
    _I,
)
# how the user came to know, said first: "just got off a call w/ the bank", "spoke to the accountant"
_LEAD = re.compile(
    r"^(?P<lead>(?:(?:i|we)\s+)?(?:just\s+|finally\s+)?(?:got\s+off\s+(?:a|the)\s+(?:call|phone)|was\s+on\s+the\s+phone"
    r"|had\s+a\s+(?:call|chat|meeting)|spoke|talked|chatted|met|heard\s+(?:back\s+)?|got\s+an?\s+(?:email|letter|text"
    r"|message|call)|(?:just\s+)?back|home)\s+(?:with|to|from)\s+(?P<party>[^,;]+?))\s*(?:[,;]|\s[-–—])\s*(?P<rest>.+)$",
    _I,
)
# a meeting or call said first with how it went: "client call went well, they want …", "mtg w/ the
# bank was fine - they need …"; whom it was with is the one who needs, when it names one
_WENT = re.compile(
    r"^(?P<lead>(?:(?:the|my|our)\s+)?(?:(?P<party>[\w'-]+(?:\s+[\w'-]+)?)\s+)??(?:call|meeting|mtg|chat|catch-?up"
    r"|review|pitch|demo|session)(?:\s+(?:with|w/|w)\s+(?P<with>[^,;]+?))?\s+(?:went|was|were)\s+(?:really\s+|very\s+"
    r"|so\s+|pretty\s+)?(?:well|ok|okay|fine|great|good|badly|alright|brilliantly|amazingly|amazing))"
    r"\s*(?:[,;.!]|\s[-–—])\s*(?P<rest>(?:they|she|he)\s.+)$",
    _I,
)
# the sentence going on after the deadline: "…, so i'll export them", "… and …"
_GOES_ON = re.compile(r"[,;]|\s[-–—]\s|\s(?:so|and|but|then|because|cos|as|which|if|or)\s", _I)
# a call said first, which may be a to-do done: "called kwesi, he wants …", "rang the school - they need …"
_CALLED = re.compile(
    r"^(?P<lead>(?:(?:i|we)\s+)?(?:just\s+|finally\s+)?(?:called|rang|phoned|emailed|texted|messaged)\s+"
    r"(?P<party>[^,;]+?))\s*(?:[,;]|\s[-–—])\s*(?P<rest>(?:they|she|he)\s.+)$",
    _I,
)
# a name or a role said with where they work, before their need: "Tom from legal wants …", "Ana at
# Acme needs …", "client from westlands wants …", "the guy from the garage needs …"
_NAME_FROM = re.compile(
    r"^(?P<name>(?-i:[A-Z][\w'-]+)(?:\s+(?-i:[A-Z][\w'-]+))?|(?:(?:the|my|our)\s+)?(?:" + _OFFICES + r"))"
    r"\s+(?:from|at|in|over\s+(?:at|in))\s+(?:the\s+)?"
    r"[\w&'.-]+(?:\s+[\w&'.-]+){0,2}?(?=\s+" + _NEEDS + r"\s)",
    _I,
)
_PRONOUN = re.compile(r"^(?:they|she|he)$", _I)
_A_NAME = re.compile(r"(?-i:[A-Z][\w'-]+)(?:\s+(?-i:[A-Z][\w'-]+))?")
_THING_START = re.compile(r"^(?:(?:the|a|an|my|our|your|his|her|their|some|all\s+the)\s+)?\S", _I)
# a thing, never time or a deed: "a few days", "3 days to process it", "to see me"
_NOT_THING = re.compile(r"^(?:to\s|a\s+word\b|a\s+break\b|space\b|time\b|help\b|[a-z]+ing$)", _I)
# "she wants the staff room tidied": a job done to a thing, not a thing sent
# "signed off", "the rent paid": the thing wanted done, :mod:`._wanted_done`'s
_DONE_TO = re.compile(
    r"\s(?:[a-z]{3,}ed|done|sorted|paid|sent|sold|made|written|fixed)(?:\s+(?:off|up|out|in|over|back|through))?$", _I
)


# a thing said as the one just talked about: "it", "that", "this"
_SAID_BEFORE = re.compile(r"^(?:it|that|this)$", _I)


def their_need(text: str, ctx: _Ctx, read: Callable[[str], list[Intent]] | None = None) -> list[Intent] | None:
    """The to-do to get someone what they need by a date (see the module doc), or None; a call
    said first ("called kwesi, he wants the proposal by thurs") is read with ``read`` too, as
    the call may be a to-do done."""
    party, said = None, []
    lead = _LEAD.match(text)
    called = _CALLED.match(text) if lead is None else None
    went = _WENT.match(text) if lead is None and called is None else None
    if went is not None:
        # "call with Priya", "mtg w/ the bank": the one it was with; "client call": the client, but a
        # "sales call" names no one who needs
        said_with = (went["with"] or "").strip()
        party = said_with if _OFFICE.match(said_with) or _A_NAME.fullmatch(said_with) else None
        prefix = (went["party"] or "").strip()
        party = party or (prefix if _OFFICE.match(prefix) and not _DEPARTMENT.match(prefix) else None)
        text = went["rest"]
    elif lead is not None or called is not None:
        m = lead or called
        assert m is not None  # narrowed above
        party, text = m["party"].strip(), m["rest"]
        said = [i for i in read(m["lead"]) if isinstance(i, CompleteCommitment)] if called and read else []
    said_from = _NAME_FROM.match(text)
    m = _NEED.match(_NAME_FROM.sub(r"\g<name>", text, count=1))
    if m is None and ctx.lowercase and text[:1].islower():
        # "maya needs $20 for the book fair by fri": a name typed in lower case, taken as one only for a sum
        m = _NEED.match(text[:1].upper() + text[1:])
        m = m if m is not None and _MONEY.match(m["thing"]) else None
    if m is None or _NOT_THING.match(m["thing"]) or _DONE_TO.search(m["thing"]) or not _THING_START.match(m["thing"]):
        return None
    who = _DETERMINED.sub(lambda d: d.group(0).lower(), m["who"].strip())  # "The school wants …": the school
    if who.split()[0].lower() in _NAME_STOP - {"they", "she", "he"} and not (_OFFICE.match(who) or _FAMILY.match(who)):
        return None  # "The Lawn needs mowing by sat": no one
    if _PRONOUN.match(who):
        who = party or ""
    if _GOES_ON.search(m["d"]):
        return None  # "… by 09:00 on the 17th so i'll export them thurs": more than the deadline
    if _SAID_BEFORE.match(m["thing"].strip()):
        # "the landlord wants it by the 28th": the to-do just talked about, wanted sooner (or later)
        dated = _read(f"it {m['d']}", ctx, "me", None, needs_date=True) or []
        when = dated[0].due if len(dated) == 1 and isinstance(dated[0], NewCommitment) else None
        return [MoveCommitment("it", when)] if when is not None else None
    dated = _read(f"{m['thing']} {m['d']}", ctx, "me", None, needs_date=True) or []
    due = dated[0] if len(dated) == 1 else None
    if m["asap"] and _OFFICE.match(who) and (_OWN_THING.match(m["thing"]) or _BARE_THINGS.match(m["thing"])):
        # "boss wants numbers asap", "the client wants the deck asap": wanted now, with no day to keep
        due = NewCommitment(m["thing"].strip(), "me", None, None)
    # "Lena wants the draft by 17/06": a deadline recap cannot read is asked about, with the to-do
    unread = isinstance(due, Unclear) and due.proposal is not None
    if not unread and (not isinstance(due, NewCommitment) or (due.due is None and not m["asap"])):
        return None
    thing = re.sub(r"^(?:her|his|their|everyone's|everybody's)\s+", "the ", m["thing"].strip(), flags=_I)
    named = _person(who, ctx) if who and not _OFFICE.match(who) and not _DETERMINED.match(who) else None
    person = named if named not in (None, "me") else None  # "Sarah", "kwesi" in a message typed in lower case
    if person and isinstance(due, NewCommitment) and due.due and _CARE.search(thing):
        # "Leo needs his flu shot by friday": taken for it (whose job, the words leave open: asked), never sent it
        return [offer(NewCommitment(f"take {person} for {m['thing'].strip()}", "me", person, due.due), ctx, text)]
    sent = m["me"] or re.search(_SENDABLE + r"$", thing, _I) or _OWN_THING.match(m["thing"])
    if (person or _FAMILY.match(who)) and not sent:
        if person and isinstance(due, NewCommitment) and due.due and _TO_GET.match(thing) and not _FAVOUR.search(thing):
            # "Aoife needs new school shoes by monday": likely the user's to get, but maybe news; asked
            todo = NewCommitment(f"get {thing} for {person}", "me", person, due.due)
            return [offer(todo, ctx, text)]
        if person and isinstance(due, NewCommitment) and due.due and _MONEY.match(thing):
            # "maya needs $20 for the book fair by fri": likely the user's to give, but maybe news; asked
            return [offer(NewCommitment(f"give {person} {thing}", "me", person, due.due), ctx, text)]
        return None  # "Tom needs a lift by 6": a person's need of a favour is news, of a document a to-do
    if who.islower() and _OFFICE.match(who) and not _DETERMINED.match(who) and not _DEPARTMENT.match(who):
        who = f"the {who}"  # "landlord needs the deposit …": send the landlord the deposit
    role_from = said_from if said_from is not None and not said_from["name"][0].isupper() else None
    if role_from is not None:
        # "the guy from the garage": a role is known by where it is, "the client from westlands" kept whole
        who = role_from.group(0) if _DETERMINED.match(role_from.group(0)) else f"the {role_from.group(0)}"
    action = _owed_action(who, thing) if who else f"send {thing}"
    if role_from is not None and action == f"send {who} {thing}":
        action = f"send {thing} to {who}"  # "send quotation to the client from westlands"
    if m["back"] or m["back2"]:  # "the vet needs the rabies form back from me": returned to them
        action = f"send {thing} back" + (f" to {who}" if who and not person else "")
    if isinstance(due, Unclear):
        return [*said, replace(due, proposal=NewCommitment(action, "me", person, None))]
    assert isinstance(due, NewCommitment)  # narrowed above
    return [*said, NewCommitment(action, "me", person, due.due)]


# a thing named by a bare plural ("numbers", "the figures" are :data:`_OWN_THING`): what is sent, never "a new roof"
_BARE_THINGS = re.compile(r"^(?:[a-z][\w-]*\s+)?[a-z][\w-]*s$", _I)
# a thing said as one the user has or makes ("the moodboards", "everyone's timesheets", "my notes"),
# never a favour ("a lift", "a hand") nor someone to bring ("the kids")
_OWN_THING = re.compile(
    r"^(?:the|my|our|his|her|their|everyone's|everybody's|all\s+the)\s+(?!(?:kids|children|boys|girls|baby|dog|cat"
    r"|car|keys|house|flat|day|afternoon|morning|weekend|time)\b)[\w-]+(?:\s+[\w-]+){0,3}$",
    _I,
)
_DEPARTMENT = re.compile(r"^(?:" + _DEPARTMENTS + r")$", _I)
# a thing to get someone, said with "a", "new" or "some": "a white shirt", "new school shoes"
# what a person is taken for, never sent: "his flu shot", "her booster", "a check-up"
_CARE = re.compile(
    r"\b(?:shots?|jabs?|vaccines?|vaccinations?|boosters?|check-?ups?|injections?|physio|haircut|eye\s+test|bloods"
    r"|(?:meds?|medication|care|health|annual|dental|hearing)\s+(?:review|check|assessment))$",
    _I,
)
_TO_GET = re.compile(r"^(?:a|an|some|new|a\s+new)\s+[\w-]+(?:\s+[\w-]+){0,3}$", _I)
_FAVOUR = re.compile(r"\b(?:lift|ride|hand|favou?r|break|minute|sec|word|chat|call|hug|rest|nap|help|time|day)s?\b", _I)
_FAMILY = re.compile(r"^the\s+(?-i:[A-Z][\w'-]+s)$")  # "the Hendersons", "the Okafors"
_DETERMINED = re.compile(r"^(?:the|my|our|their|her|his)\s", _I)
_OFFICE = re.compile(r"^(?:(?:the|my|our|their|her|his)\s+)?(?:new\s+)?" + _OF_WHAT + r"(?:" + _OFFICES + r")$", _I)
