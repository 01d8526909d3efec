"""A promise someone named by who they are made, with its date: "the landlord said he'll fix the
boiler by thursday", "my sister said she'd pick up the kids at 4 tomorrow", "the council says
they will collect the sofa on friday", "Diego's dad said he'd drive the kids tomorrow" (someone's
relation, named through the person they belong to).

``_others`` in :mod:`._commitment_intro` reads promises made by a name ("Lukas said he'll share
the plan by tues"); a person named by a role or a relation ("the plumber", "my sister", "our
neighbour") is no name, so their promise was read as nothing. It is theirs (the owner is who
they are, as said: "landlord", "my sister"), and kept only with a date the reader can place:
"my brother said he'd fix the roof at some point" keeps nothing (and "…, we'll see" is hedged
away by :mod:`._hedged_plans`).

The same promise said of the thing ("the landlord says the boiler will be fixed by fri", "Mo says
the report will be sent monday", "the garage said the car would be done by thurs") is theirs too:
the thing done as the participle says ("fix the boiler"; "done" is finishing it), with the date it
is kept by. (Said as "ready", it names the to-do it moves: :mod:`._lifecycle_reasons`.)

A thing they send, said by when it goes out ("Priya from HR said the offer letter goes out thurs",
"the bank says the statement will go out friday") is their sending too: said by the user alone,
"the offer letter goes out thurs" is the user's to send (:func:`._lifecycle.goes_out`), but
passed on from someone it is theirs, so it moves the to-do for it or keeps it as theirs.
"""

from __future__ import annotations

import re

from memory.understanding._commitment_intro import _read
from memory.understanding._episodes import _SENT_THING
from memory.understanding._hearsay import paid_out
from memory.understanding._phrases import _I, BARE_THING, _Ctx, _phrase
from memory.understanding._result_states import base_of
from memory.understanding.intents import Intent, MoveCommitment, NewCommitment

_THEIR_WORD = re.compile(
    # "my sister", "the landlord", "Diego's dad", "Ayesha's mum": who they are, by role or relation
    r"^(?P<p>(?:my|our|the|(?-i:[A-Z])[\w\-]*'s)\s+[a-z][a-z\-]+(?:\s+[a-z][a-z\-]+)?)\s+"
    r"(?:(?:has\s+)?(?:said|says|promised(?:\s+me)?|reckons|swears|swore|told\s+(?:me|us)|confirmed|texted|emailed))\s+"
    r"(?:that\s+)?(?:he|she|they)\s*(?:'ll|'d|will|would|is\s+going\s+to|'s\s+going\s+to|are\s+going\s+to|'re\s+going\s+to)"
    r"\s+(?:definitely\s+|probably\s+|also\s+)?(?P<rest>.+)$",
    _I,
)
# who cannot promise: "the forecast said it'll rain", "the app says they'll …"
_STATE = re.compile(r"^(?:be|have\s+been|feel|like)\b", _I)
_NOT_SOMEONE = re.compile(r"\s(?:forecast|app|website|site|email|letter|news|sign|label|system|message)$", _I)


_THEIR_PASSIVE = re.compile(
    r"^(?P<p>(?:(?:my|our|the)\s+)?[\w\-]+(?:\s+[a-z][\w\-]+)?)\s+"
    r"(?:(?:has\s+)?(?:said|says|promised(?:\s+me)?|reckons|swears|swore|told\s+(?:me|us)|confirmed|texted|emailed))\s+"
    # the thing with or without its article: "the quote", "quote"
    r"(?:that\s+)?(?P<o>(?:the|my|our|your|his|her|their)\s+[^,;]+?|" + BARE_THING + r")"
    r"\s*(?:\s+will|'ll|\s+would|'d|\s+should)\s+be\s+"
    r"(?:all\s+)?(?P<v>[a-z]{3,}ed|sent|paid|built|made|written|done)\s+(?P<d>(?:by|on|before|at)?\s*\S.*)$",
    _I,
)
# who said it, and where they are from ("Priya from HR", "Tom at the bank": Priya, Tom)
_SAYER = (
    r"^(?P<p>(?:(?:my|our|the)\s+)?[\w\-]+(?:\s+[a-z][\w\-]+)?)(?:\s+(?:from|at|in)\s+(?:the\s+)?[\w&'\-]+)?\s+"
    r"(?:(?:has\s+)?(?:just\s+)?(?:said|says|told\s+(?:me|us)|confirmed|mentioned|texted|emailed|reckons))\s+"
)
# "Priya from HR said the offer letter goes out thurs", "hr says the contract will go out on fri"
_THEIR_SENDING = re.compile(
    _SAYER + r"(?:that\s+)?(?P<o>(?:the|my|our|your|his|her|their)\s+[^,;]+?|" + BARE_THING + r")\s*"
    r"(?:\s+(?:goes|go)|(?:\s+is|'s|\s+are|'re)\s+going|(?:\s+will|'ll|\s+should|\s+is\s+going\s+to|\s+are\s+going\s+to)"
    r"\s+go)\s+out\s+(?P<d>(?:by|on|before|at)?\s*\S.*)$",
    _I,
)
_NO_ONE = frozenset({"i", "we", "you", "he", "she", "they", "it", "this", "that", "who", "everyone", "someone"})
# what the thing is done by, as a to-do, for the participles that are no verb's
_DONE_AS = {"done": "finish", "finished": "finish"}


def their_word(s: str, ctx: _Ctx) -> list[Intent] | None:
    """Someone's dated promise, named by their role or relation; None otherwise."""
    m = _THEIR_WORD.match(s)
    if m is None or _NOT_SOMEONE.search(m["p"]):
        return None
    owner = _phrase(m["p"])
    read = _read(m["rest"], ctx, owner, None, needs_date=True)
    if not read or not all(isinstance(intent, NewCommitment) and intent.due is not None for intent in read):
        return None
    if any(_STATE.match(intent.action) for intent in read if isinstance(intent, NewCommitment)):
        return None  # "the plumber reckons he'll be done by friday": a state, nothing to do
    return read


def their_passive_promise(s: str, ctx: _Ctx) -> list[Intent] | None:
    """ "the landlord says the boiler will be fixed by fri": the landlord's "fix the boiler", due fri.
    Read before the words of who said it are taken for hearsay ("hr says my start date is jan 5")."""
    m = _THEIR_PASSIVE.match(s)
    if m is None or m["p"].lower() in _NO_ONE or _NOT_SOMEONE.search(f" {m['p']}"):
        return None
    participle = m["v"].lower()
    verb = _DONE_AS.get(participle) or base_of(participle)
    if verb is None:
        return None
    read = _read(f"{verb} {m['o']} {m['d']}", ctx, _phrase(m["p"]), None, needs_date=True)
    if not read or not all(isinstance(intent, NewCommitment) and intent.due is not None for intent in read):
        return None
    return read


def their_sending(s: str, ctx: _Ctx) -> list[Intent] | None:
    """ "Priya from HR said the offer letter goes out thurs": the to-do for the letter moved to
    thursday, or else Priya's "send the offer letter", due thursday; None otherwise."""
    m = _THEIR_SENDING.match(s)
    if m is not None and paid_out(s):
        return None  # "kestrel say payment goes out on the 15th": their paying, told; no one's to-do kept
    if m is None or m["p"].lower() in _NO_ONE or _NOT_SOMEONE.search(f" {m['p']}") or not _SENT_THING.search(m["o"]):
        return None
    read = _read(f"send {m['o']} {m['d']}", ctx, _phrase(m["p"]), None, needs_date=True)
    if not read or len(read) != 1 or not isinstance(new := read[0], NewCommitment) or new.due is None:
        return None
    return [MoveCommitment(_phrase(m["o"]), new.due, otherwise=new)]
