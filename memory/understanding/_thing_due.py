"""A thing and the day it is due, with no verb: "rent due the 1st", "gas bill due fri", "DBS
renewal due 3/2", "council tax is due 03/03, don't forget".

The corpora keep such a line as a to-do named by the thing, due that day: "due" is the
obligation, as "need to" is. Read before this form, the thing's first word was taken for a
verb ("rent due …", "report due …") or nothing read it and recap asked.

What is due to arrive is no to-do of the user's: a train, a flight, a baby, a parcel, guests,
results (":data:`_ARRIVING`"), nor is a person ("Ama is due back monday") or a pronoun ("we're
due the 3rd"). Only one readable date, ahead, ends the line. Hand-written: one shape and a
closed list of arrivals, tried only when the line says "due".

A thing "in" or "out" by a day says the same with a particle: "timesheet in by half 3",
"the newsletter out by fri" (the to-do kept as said, "timesheet in"), tried only when the line
says "in by" or "out by"; a person ("Ama in by 9") or a pronoun is no thing.

A thing lent or hired that "goes back" on a day is one "due back" ("the hire car goes back tmrw",
"the library books have to go back fri": return it), but never a term or the clocks ("school goes
back tues", "the clocks go back sunday": starting again, nothing returned).
"""

from __future__ import annotations

import re
from dataclasses import replace

from memory.understanding._issue_fixes import PEOPLE
from memory.understanding._keep_in_mind import without_reminder_request
from memory.understanding._kin import KIN
from memory.understanding._phrases import _I, _Ctx, _phrase, _plausible
from memory.understanding.intents import Intent, NewCommitment
from memory.understanding.timex import DateSpec, TimeSpan, find_spans

# "timesheet in by half 3", "the newsletter out by fri": the thing handed in or sent out by then,
# "due" said by the particle and its deadline
_IN_BY = re.compile(
    r"^(?P<t>(?:(?:the|my|our)\s+)?[\w'&\-/]+(?:\s+[\w'&\-/]+){0,5}?)\s+(?:has\s+to\s+be\s+|must\s+be\s+)?"
    r"(?P<p>in|out)\s+(?P<d>by\s+\S.*)$",
    _I,
)
# "bins out tonite", "recycling goes out tmrw": a thing put out on a day (the chore's usual words)
_OUT_ON = re.compile(
    r"^(?P<t>(?:(?:the|my|our)\s+)?[\w'&\-/]+(?:\s+[\w'&\-/]+){0,3}?)\s+(?P<p>(?:goes\s+|go\s+)?out)"
    r"\s+(?P<d>(?!by\b|of\b|for\b|with\b|to\b|at\b)\S.*)$",
    _I,
)
_LINE = re.compile(
    r"^(?P<t>(?:(?:the|my|our)\s+)?[\w'&\-/]+(?:\s+[\w'&\-/]+){0,5}?)\s+(?:(?:(?:is|are)\s+|'s\s+|'re\s+)?due"
    # "library books due back fri": a thing lent or hired, to return by then; said of its going
    # too: "the loaner sat phone goes back in 48h", "the hire car has to go back tmrw"
    r"(?P<back>\s+back)?|(?:goes|go|(?:has|have|needs?)\s+to\s+go)(?P<gone>\s+back))(?:\s+(?:on|by))?\s+(?!back\b)"
    r"(?P<d>\S.*)$",
    _I,
)
# a sum to pay, named with its day and no "due": "council tax fri", "car insurance renewal the 20th",
# "gas bill next week" (what it is says it is to be paid)
_PAYABLE_NOUN = (
    r"(?:bill|bills|tax|rent|invoice|fine|fee|fees|subscription|renewal|premium|mortgage|payment|instalment"
    r"|installment|rates)"
)
# a verb or a modal in the words before a payable noun: a to-do said with its verb, never the thing's name
_NOT_A_THINGS_WORD = frozenset({
    "need", "needs", "gotta", "must", "should", "have", "has", "pay", "paid", "renew", "renewed", "cancel", "file",
    "sort", "submit", "send", "check", "remind", "remember", "do", "did", "get", "got", "i", "we", "to",
})  # fmt: skip
_PAYABLE = re.compile(r"\s" + _PAYABLE_NOUN + r"\s", _I)
_PAID_THING = re.compile(r"^(?:(?:the|my|our)\s+)?(?:[\w'&\-/]+\s+){0,3}?" + _PAYABLE_NOUN + r"$", _I)


def to_pay(thing: str) -> str | None:
    """ "pay the council tax" for "council tax" (a sum to pay, named by its noun: a bill, a tax, the
    rent, a fee), "pay my gas bill" for "my gas bill"; None for anything else ("the grant report")."""
    if _PAID_THING.match(thing.strip()) is None:
        return None
    thing = re.sub(r"(?<=\w)\s+(?:payment|instalment|installment)$", "", thing.strip(), flags=_I)  # "pay the loan"
    return f"pay {thing}" if re.match(r"(?:the|my|our)\s", thing, _I) else f"pay the {thing}"
_PAYABLE_ON = re.compile(
    r"^(?P<t>(?:(?:the|my|our)\s+)?(?:[\w'&\-/]+\s+){0,3}?" + _PAYABLE_NOUN + r")"
    r"\s+(?:(?:is\s+)?(?:on|by)\s+)?(?P<d>\S.*)$",
    _I,
)
# a bill that came, with its sum, then its day: "electricity bill came - 8400 yen, due the 20th", "got the
# water bill, $84 due fri", "council tax bill came in, £140 due 1st jan": the bill, due then, its sum kept
_ARRIVED = re.compile(
    r"^(?:(?:just\s+)?(?:got|received|recieved)\s+)?(?P<t>(?:(?:the|my|our|a|an)\s+)?(?:[\w'&\-/]+\s+){0,3}?"
    r"(?:bill|invoice|statement|fine|renewal|notice))"
    r"(?P<came>\s+(?:just\s+)?(?:came(?:\s+in|\s+through|\s+thru)?|arrived|landed|is\s+in|'s\s+in|turned\s+up|showed\s+up)"
    r"(?:\s+(?:today|this\s+morning|yesterday))?)?"
    r"\s*(?:[-–—:,]+\s*|\s)(?:(?P<sum>[$£€¥₹]?\s?\d[\d,.]*k?(?:\s*(?!due\b)[a-z]{2,9})?)\s*[-–—:,]*\s*)?"
    r"(?:(?:and\s+)?(?:it's|its|it\s+is|which\s+is)\s+)?(?P<due>due\s+\S.*)$",
    _I,
)
# what is due to come, not to be done: its arrival is no to-do of the user's
_ARRIVING = frozenset({
    "train", "bus", "tram", "flight", "plane", "ferry", "coach", "boat", "ship", "baby", "bub", "babies", "twins",
    "parcel", "package", "delivery", "shipment", "guests", "visitors", "results", "result", "rain", "storm",
    "snow", "weather", "heatwave", "refund", "payout", "salary", "paycheck", "pay", "bonus", "check", "cheque",
    "period", "update", "release", "patch", "version", "episode", "season", "film", "movie", "book", "album",
    "back", "in", "out", "home",
})  # fmt: skip
_NOT_THING = re.compile(
    # "anything from Omar due this week": a question typed without its "?", never a thing's name
    r"^(?:i|we|you|u|he|she|they|it|this|that|everyone|everybody|someone|somebody|who|what|when|which"
    r"|anything|something|nothing|everything|any|anyone|anybody)(?:'\w+)?$",
    _I,
)
_MOST_WORDS = 6
# a verb in the past before the particle: "sold out", "checked in", "got out", "went out" (a report)
_DONE_VERB = re.compile(r"[a-z]{2,}ed|sold|went|got|ran|came|was|were|been|gone|left|kept|lost", _I)
# "… going out wed", "Maya's heading out fri": someone or something on its way, not a thing put out
# ("recycling", "bedding" are things); "runs out on the 30th", "sells out fast": the verb of ending
_GOING = re.compile(
    r"^(?:going|heading|getting|coming|popping|nipping|stepping|being|runs?|running|sells?|selling|times?|timing)$", _I
)


def _names_thing(line: str, span: TimeSpan, thing_end: int) -> bool:
    """Whether ``span`` lies inside the thing with a word of the thing after it (a modifier)."""
    return span.connector is None and span.end < thing_end and bool(line[span.end : thing_end].strip(" '"))


def thing_due(s: str, ctx: _Ctx) -> list[Intent] | None:
    """The to-do "<thing>", due then, when ``s`` is such a line (see the module doc), or None."""
    low = f" {s.lower()} "
    words_of_it = (" due ", " go back ", " goes back ", " in by ", " out ")
    if not any(word in low for word in words_of_it) and not _PAYABLE.search(low):
        return None
    line = without_reminder_request(s.strip()).rstrip(" .!")
    m = _LINE.match(line) or _IN_BY.match(line) or _OUT_ON.match(line) or _PAYABLE_ON.match(line)
    if m is None:
        return None
    words = re.sub(r"'s$", "", m["t"]).split()  # "the rent's due": the rent
    if _NOT_THING.match(words[0]) or len(words) > _MOST_WORDS or words[-1].lower() in _ARRIVING:
        return None
    if re.fullmatch(KIN, words[-1], _I):
        return None  # "mum out tonight": a person's plans
    if m.re is not _LINE and _DONE_VERB.fullmatch(words[-1]):
        return None  # "the new bakery sold out by 9 lol": what it did, no thing handed in or sent out
    if len(words) == 1 and words[0][:1].isupper() and not words[0].isupper():
        return None  # "Ama due back monday": a person
    spans = find_spans(line, now=ctx.now, tz=ctx.tz)  # "due the 1st": its date read with "due"
    # "Q4 report due 12/31", "june rent due the 1st": a date before the thing's noun is its name
    spans = [span for span in spans if not _names_thing(line, span, m.end("t"))]
    if m.re is _PAYABLE_ON and (not spans or not m.end("t") <= spans[0].start <= m.start("d")):
        return None  # "the tax office called fri": the day of something else said of it
    if m.re is _PAYABLE_ON and any(w.lower() in _NOT_A_THINGS_WORD for w in words):
        return None  # "need renew car tax on 14/3": a to-do said with its verb, the to-do readers'
    if m.re is _OUT_ON and (not spans or spans[0].start != m.start("d") or _GOING.match(words[-1])):
        # "clean out the garage sat": "clean out" is the verb, "the garage" its object; "weekly
        # update going out wed", "Maya's going out fri": a thing sent, a person's evening
        return None
    if len(spans) != 1 or spans[0].spec is None or spans[0].start < m.end("t") or line[spans[0].end :].strip(" ,.!"):
        return None
    due = spans[0].spec
    if due.end <= ctx.now:
        return None  # "rent was due the 1st": a past day is a report, not a to-do
    if m.groupdict().get("back") or m.groupdict().get("gone"):
        return _due_back(words, spans[0], m, due)
    particle = m.groupdict().get("p")  # "timesheet in": the thing as said, with its particle
    action = _phrase(" ".join([*words, " ".join(particle.lower().split())] if particle else words))
    whom = _DUE_TO.match(line[m.start("d") : spans[0].start]) if m.re is _LINE else None
    counterparty = whom["who"] if whom is not None else None  # "the deck is due to Sam next fri": Sam's
    return [NewCommitment(action, "me", counterparty, due)] if action and _plausible(action, max_words=8) else None


# whom a thing is due to, said between "due" and its day: "due to Sam next fri", "due to the client on the 18th"
# (a name, or a role with its article; never a cause: "due to the weather" names no day after it anyway)
_DUE_TO = re.compile(
    r"^to\s+(?P<who>(?-i:[A-Z])[\w'-]*|(?:the|my|our)\s+(?:client|customer|boss|manager|landlord|team|board"
    r"|school|bank|council|accountant|lawyer|editor|publisher|funder|supervisor|tutor|teacher))\s*(?:by|on)?\s*$",
    _I,
)


# what "goes back" on a day without being returned: a term starting again, the clocks turned back
_RESUMING = frozenset({"school", "uni", "college", "term", "semester", "kids", "clocks", "clock", "work", "parliament"})


def _due_back(words: list[str], span: TimeSpan, m: re.Match[str], due: DateSpec) -> list[Intent] | None:
    """Returning a thing "due back" by ``due`` ("the library books are due back fri": "return the
    library books"); None for people ("the team's due back fri") and for a thing due back from
    somewhere ("the car's due back from the garage fri": coming back, nothing to return)."""
    # (its day right after "back", "by" or not: "goes back by sat"; "due back on the 9th" is asked about)
    said_at = re.match(r"(?:by\s+)?", m.string[span.start : m.start("d")], _I)
    if m.start("d") - span.start != said_at.end() or " ".join(words).lower() in PEOPLE or words[-1].lower() in PEOPLE:
        return None
    if m.groupdict().get("gone") and words[-1].lower() in _RESUMING:
        return None  # "school goes back tues", "the clocks go back sunday": starting again, nothing returned
    thing = " ".join(words)
    action = _phrase(f"return {thing if _OWNED.match(thing) else 'the ' + thing}")
    return [NewCommitment(action, "me", None, due)] if action and _plausible(action, max_words=8) else None


def bill_arrived(s: str, ctx: _Ctx) -> list[Intent] | None:
    """Paying a bill that came, by its day, its sum kept in the action ("electricity bill came -
    8400 yen, due the 20th": "pay the electricity bill (8400 yen)"), when ``s`` says one came
    (:data:`_ARRIVED`); else None. Read before the forms that take "came in" for a thing handed in
    or "got the water bill - $84" for a fact about "got the water"."""
    if " due " not in f" {s.lower()} ":
        return None
    m = _ARRIVED.match(without_reminder_request(s.strip()).rstrip(" .!"))
    if m is None or not (m["came"] or m.start("t") > 0):
        return None
    found = thing_due(f"{m['t']} {m['due']}", ctx)
    if not found:
        return None
    said = f" ({' '.join(m['sum'].split()).rstrip(',.')})" if m["sum"] else ""
    return [
        replace(i, action=f"pay {i.action if _OWNED.match(i.action) else 'the ' + i.action}{said}")
        if isinstance(i, NewCommitment) else i
        for i in found
    ]


_OWNED = re.compile(r"^(?:the|my|our)\s", _I)
