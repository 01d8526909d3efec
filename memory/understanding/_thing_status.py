"""A thing's new standing said in two words, with no "is": "washing machine sold", "flat 2 let",
"the old van sold at last", "lease signed", "planning approved".

The same words close a to-do ("sell the old washing machine" is done by "washing machine sold"),
so "sold", "signed" and "approved" read as a quiet completion that, when no open commitment fits,
is kept as the thing's status instead (:attr:`CompleteCommitment.otherwise`): nothing is lost
either way, and a to-do that fits is never also given a fact. The other standings ("let",
"under offer") finish no to-do by themselves and are kept as the status straight away.

Only standings a thing holds afterwards count ("sold", "let", "signed"), never a job done
("washing machine fixed" is no status); "signed", "approved" and "rejected" only of a paper one
signs ("Lena signed" is a person signing). A time said with it ("house sold yesterday") is when
the status holds from, never part of the value.

Hand-written: the standings are a closed list of participles, checked first against a word set
so the other clauses pay nothing.
"""

from __future__ import annotations

import re

from memory.understanding._fact_time import fact_time
from memory.understanding._kin import AMBIGUOUS_KIN, KIN_WORDS
from memory.understanding._phrases import _I, _Ctx, _person, _phrase, _plausible
from memory.understanding.intents import CompleteCommitment, Intent, StateClaim

# held by a thing only: a person is never "let" or "decommissioned"
_THING_ONLY = r"sold|let|leased|rented\s+out|decommissioned|condemned|written\s+off|under\s+offer|on\s+the\s+market"
# done by people too ("Lena signed"): only of a paper
_PAPER_ONLY = r"signed|approved|rejected|accepted|declined"
# what a to-do to sell, sign or approve the thing is done by: "sell the old washing machine"
_DONE_WORDS = re.compile(r"sold|signed|approved", _I)
_GATE = frozenset({
    "sold", "let", "leased", "rented", "decommissioned", "condemned", "written", "under", "market", "signed",
    "approved", "rejected", "accepted", "declined",
})  # fmt: skip
_PAPERS = frozenset({
    "contract", "contracts", "lease", "leases", "deal", "nda", "ndas", "offer", "quote", "proposal", "application",
    "permit", "loan", "mortgage", "visa", "budget", "planning", "claim", "sow", "agreement", "paperwork", "form",
    "forms", "tender", "bid", "po", "licence", "license", "grant", "tenancy", "extension", "variation", "order",
    "addendum", "waiver", "consent", "deed", "deeds", "policy", "estimate", "change", "request", "refund", "bill",
})  # fmt: skip
_WORD = r"[\w&'.-]+"
_SAID = re.compile(
    rf"^(?:(?:the|our|my|their)\s+)?(?P<s>{_WORD}(?:\s+{_WORD}){{0,3}}?)"
    r"(?:\s+(?:finally|now|just|officially|already))?"
    rf"\s+(?P<v>{_THING_ONLY}|{_PAPER_ONLY})"
    # where it sold is no part of the status: "old laptop sold on ebay"
    r"(?:\s+(?:on|via|through)\s+(?:ebay|gumtree|marketplace|(?:facebook|fb)(?:\s+marketplace)?|craigslist|vinted|depop"
    r"|trade\s*me|olx|the\s+app))?"
    r"(?P<tail>(?:\s+(?:too|as\s+well|also|now|finally|at\s+last|already|officially))*)"
    r"[\s!.🎉🙌🥳✅👍]*$",
    _I,
)
_NOT_A_THING = frozenset({
    "i", "we", "you", "he", "she", "they", "it", "this", "that", "everything", "all", "both", "someone", "nobody",
    "one", "mine", "ours", "which", "what", "who", "sth", "something", "nothing", "tickets", "gig", "show", "concert",
    "got", "get", "gotten", "had",  # "got the contract signed": the user got it done (a result), no thing "got the …"
    # "need the school forms signed by 20/5": a result wanted, a to-do, never a thing "need the …" signed
    "need", "needs", "want", "wants", "gotta",
})  # fmt: skip
_PERSON_WORDS = KIN_WORDS - AMBIGUOUS_KIN | frozenset({
    "boss", "client", "tenant", "buyer", "seller", "landlord", "agent", "he's", "she's", "they're",
})  # fmt: skip


# a wish said before the thing: "the client wants the contract signed", "HR needs the form signed"
_WISHED = frozenset({"needs", "need", "wants", "want", "expects", "expect", "asked", "like"})


def thing_status(s: str, ctx: _Ctx) -> list[Intent] | None:
    """ "washing machine sold": the to-do it finishes, else the thing's status; or None."""
    words = set(re.findall(r"[a-z]+", s.lower()))
    if not words & _GATE:
        return None
    timed = fact_time(s, ctx, "past")
    if timed.problem is not None:
        return None
    m = _SAID.match(timed.core.strip())
    if m is None:
        return None
    thing = _phrase(m["s"])
    said = thing.lower().split()
    if not thing or said[0] in _NOT_A_THING or said[-1] in _PERSON_WORDS or not _plausible(thing, max_words=4):
        return None
    if _WISHED & set(said):
        return None  # "HR needs the form signed by fri": a job wished for (:mod:`._wanted_done`), nothing done
    if len(said) == 1 and not re.search(r"\d", thing) and _person(thing, ctx) is not None and not ctx.lowercase:
        return None  # "Bob sold", "Lena let": a person did something
    status = re.sub(r"\s+", " ", m["v"].lower())
    if re.fullmatch(_PAPER_ONLY, status) and said[-1] not in _PAPERS:
        return None  # "Lena signed", "Sam approved": a person
    claim = StateClaim(thing, "status", status, explicit_now=timed.effective is None)
    if timed.effective is not None:
        claim = StateClaim(thing, "status", status, effective=timed.effective)
    if _DONE_WORDS.fullmatch(status):
        return [CompleteCommitment(thing, past_tense=True, otherwise=claim)]
    return [claim]  # "flat 2 let": no to-do is done by the words alone
