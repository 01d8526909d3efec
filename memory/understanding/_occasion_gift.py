"""A gift or greeting said beside a person's yearly day: "mark's bday is the 14th, get a card",
"our anniversary's on sat, order flowers for Jo". The day tells whom the card is for; the to-do
names no one, so without this it would be kept for no one and never found by "what do I need to
do for Mark".

Only a thing given on such a day (a card, a present, flowers, a cake) is taken as theirs: "Mark's
bday is the 14th, renew the car tax" is two unrelated notes. A gift said with no date of its own is
due by the day ("sis bday sat, get a card": by Saturday): with no date it would never come up in a
briefing, and a card after the day is no use. A date of its own ("order a cake by the 11th") stays.
"""

from __future__ import annotations

import re
from dataclasses import replace

from memory.understanding._phrases import _I, _Ctx
from memory.understanding._prefilter import gated
from memory.understanding.intents import Intent, NewCommitment, StateClaim, Unclear

_YEARLY = frozenset({"birthday", "anniversary", "name day"})
_GIFT = gated(re.compile(
    r"\b(?:cards?|presents?|gifts?|pressies?|prezzies?|flowers|bouquet|cake|balloons|voucher|hamper"
    # "get her something": beside a birthday, a present
    r"|(?:get|buy|find|pick\s+up|order)\s+(?:(?:her|him|them)\s+)?(?:a\s+little\s+)?something)\b",
    _I,
))
# a gift with its article dropped, as many Englishes say it: "buy gift", "get card", "order cake"
_BARE_GIFT = re.compile(
    r"^(?P<v>buy|get|order|send|pick\s+up|find|bake|make)\s+(?P<g>gift|present|card|cake|bouquet)\b", _I
)
_PERSON_PRONOUN = re.compile(r"\b(?:her|him|them)\b", _I)  # "get her a card": whom it is for, already said


def for_occasion(intent: Intent, said: list[Intent], ctx: _Ctx) -> Intent:
    """``intent`` made for the person whose yearly day the same message says (``said``), and due by
    that day when it has no date of its own, when it is a gift or greeting of the user's for no one
    yet or for them ("get him a gift", "him" read as them already); else ``intent`` unchanged. A
    gift said with its article dropped ("buy gift"), asked about alone, is as clear beside their
    day ("kuya Ben's bday is on the 19th, buy gift")."""
    if isinstance(intent, Unclear) and isinstance(intent.proposal, NewCommitment):
        bare = _BARE_GIFT.match(intent.proposal.action)
        if bare is not None and (made := for_occasion(intent.proposal, said, ctx)) is not intent.proposal:
            return replace(made, action=_BARE_GIFT.sub(r"\g<v> a \g<g>", made.action, count=1))
        return intent
    if not isinstance(intent, NewCommitment) or intent.owner != "me" or not _GIFT.search(intent.action):
        return intent
    if (their := _their_day(said)) is None:
        return intent
    person, day = their
    if intent.counterparty is not None and intent.counterparty.lower() != person.lower():
        return intent  # a gift for someone else than whose day it is
    due = intent.due or ctx.date(day, "future")
    named = intent.counterparty is not None or person.lower() in intent.action.lower()
    if named or _PERSON_PRONOUN.search(intent.action):
        return replace(intent, counterparty=person, due=due)
    return replace(intent, action=f"{intent.action} for {person}", counterparty=person, due=due)


# an occasion named as someone's yearly day: "Aleksa's birthday", "mum's bday", "Jo's name day"
_WHOSE_DAY = re.compile(
    r"^(?P<who>(?!(?:my|our|your|his|her|their|its)\b)[^\W\d_][\w-]*)'s\s+(?:birthday|bday|b-day|anniversary|name\s+day)$",
    _I,
)


def gift_on_their_day(todo: NewCommitment, occasion: str) -> NewCommitment | None:
    """A gift said under someone's yearly day ("2/4 - Aleksa's birthday, gotta buy her a present")
    made for them ("buy Aleksa a present", for Aleksa), as :func:`for_occasion` makes it when the
    day is said as a fact; None when ``occasion`` is no one's yearly day or ``todo`` no gift."""
    m = _WHOSE_DAY.match(occasion.strip())
    if m is None or todo.owner != "me" or todo.counterparty is not None or not _GIFT.search(todo.action):
        return None
    who = m["who"]
    if _PERSON_PRONOUN.search(todo.action):  # "buy her a present": "her" is whose day it is
        return replace(todo, action=_PERSON_PRONOUN.sub(who, todo.action, count=1), counterparty=who)
    if who.lower() in todo.action.lower():
        return replace(todo, counterparty=who)
    return replace(todo, action=f"{todo.action} for {who}", counterparty=who)


# "need gifts for both", "gotta get cards for them both", "presents for each": one gift per occasion said
_FOR_EACH = gated(re.compile(
    r"(?:^|[,;&]\s*|\s(?:and|so|also)\s+)(?:(?:i\s+)?(?:need|gotta|got\s+to|have\s+to|must|should)\s+(?:to\s+)?)?"
    r"(?:(?:get|buy|find|order|pick\s+up|sort)\s+)?"
    r"(?P<g>gifts|presents|pressies|prezzies|cards|flowers)\s+for\s+(?:both|them\s+both|both\s+of\s+them|each"
    r"|each\s+of\s+them|all\s+(?:three|of\s+them)|them\s+all)\s*[.!]*$",
    _I,
))
_BOTH = 2  # "both": two occasions at least
_ONE_GIFT = {"gifts": "a gift", "presents": "a present", "pressies": "a present", "prezzies": "a present",
             "cards": "a card", "flowers": "flowers"}  # fmt: skip
# what a to-do named as someone's occasion is: "Leo's wedding", "Ama's leaving do"
_OCCASION = re.compile(
    r"^(?P<p>[A-ZÀ-ÖØ-Þ][\w\-]*)['’]s\s+(?:\w+\s+)?(?:wedding|party|leaving\s+do|leaving\s+party|baby\s+shower"
    r"|shower|graduation|christening|housewarming|engagement\s+party|birthday|bday|anniversary|retirement"
    r"(?:\s+party)?)$",
)


def gifts_for_each(read: list[tuple[Intent, str]], text: str, ctx: _Ctx) -> list[tuple[Intent, str]]:
    """``read`` (a sentence's intents, each with its clause) with one gift to-do per occasion it
    names, when ``text`` ends by asking for gifts "for both" ("Bea's bday sat & Leo's wedding sun,
    need gifts for both": a gift for Bea by Saturday, one for Leo's wedding by Sunday); else as it
    was. Only for two or more occasions, each with its day; one alone is :func:`for_occasion`'s."""
    m = _FOR_EACH.search(text.strip())
    if m is None:
        return read
    gift = _ONE_GIFT[m["g"].lower()]
    wanted: list[tuple[Intent, str]] = []
    said = m.group(0)
    for intent, _clause in read:
        if isinstance(intent, StateClaim) and intent.predicate in _YEARLY and intent.subject != "me":
            due = ctx.date(intent.value, "future")
            if due is not None:
                wanted.append((NewCommitment(f"get {gift} for {intent.subject}", "me", intent.subject, due), said))
        elif isinstance(intent, NewCommitment) and intent.due is not None and (o := _OCCASION.match(intent.action)):
            wanted.append((NewCommitment(f"get {gift} for {intent.action}", "me", o["p"], intent.due), said))
    if len(wanted) < _BOTH:
        return read
    # "get cards for both", read as one to-do for no one: the gifts it asks for, one per occasion
    kept = [(i, c) for i, c in read if not (isinstance(i, NewCommitment) and _FOR_EACH.search(i.action))]
    return [*kept, *wanted]


# "…, get him something", "…, buy her a little something nice": a gift with no thing named, which
# alone is no note to keep ("get him something" could be anything) but beside someone's day is theirs
_SOMETHING = re.compile(
    r"(?:^|,\s*|\s(?:so|and)\s+)(?:(?:i\s+)?(?:need\s+to|gotta|got\s+to|have\s+to|must|should)\s+)?"
    r"(?P<v>get|buy|find|pick\s+up|order)\s+(?:him|her|them)\s+(?P<g>(?:a\s+little\s+)?something(?:\s+(?:nice|small|special))?)"
    r"\s*[.!]*$",
    _I,
)


def something_for_their_day(read: list[tuple[Intent, str]], text: str, ctx: _Ctx) -> list[tuple[Intent, str]]:
    """``read`` with the gift ``text`` ends with when it names no thing ("Dad's birthday is the
    19th, get him something": get Dad something, by the 19th), when the sentence says one
    person's yearly day and no to-do; else as it was."""
    m = _SOMETHING.search(text.strip())
    if m is None or any(isinstance(intent, NewCommitment) for intent, _ in read):
        return read
    their = _their_day([intent for intent, _ in read])
    if their is None or (due := ctx.date(their[1], "future")) is None:
        return read
    person = their[0]
    gift = NewCommitment(f"{m['v'].lower()} {person} {m['g']}", "me", person, due)
    return [*read, (gift, m.group(0).strip(" ,"))]


def _their_day(said: list[Intent]) -> tuple[str, str] | None:
    """(whose, which day) of the one yearly day of someone else's that ``said`` holds, else None."""
    days = {(i.subject, i.value) for i in said if isinstance(i, StateClaim) and i.predicate in _YEARLY}
    return days.pop() if len(days) == 1 and next(iter(days))[0] != "me" else None
