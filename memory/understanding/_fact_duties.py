"""Who does what for the user, said without a job title's verb (``role``):

- the work named instead of the job: "wei ling does our accounts now" (accountant), "Bongani
  does the books" (bookkeeper), "Mele does our garden" (gardener); only "does" in the present,
  the habit ("did our accounts" is one time, "will do the accounts" a promise);
- the job said with "our"/"the" and a helper's noun: "Callum's been our IT guy", "Ama is the
  tech person", "Rhys has been our go-to plumber"; the job word (or "guy", "person", "lady")
  must end the value, so "Sam's our friend" and "Jo's the problem" hold no role.

The clause reaching here has its time words taken out (:mod:`._fact_time`). Hand-written: a
closed list of duties and job words.
"""

from __future__ import annotations

import re

from memory.understanding._fact_verbs import _P, _who
from memory.understanding._phrases import _I, _Ctx, _phrase, reading
from memory.understanding._prefilter import gated
from memory.understanding._role_words import ROLE_WORDS
from memory.understanding.intents import StateClaim

# the work one does for a household, a club or a firm, and the job it makes
_DUTIES = {
    "accounts": "accountant", "books": "bookkeeper", "bookkeeping": "bookkeeper", "payroll": "payroll",
    "taxes": "tax accountant", "tax": "tax accountant", "tax return": "tax accountant",
    "tax returns": "tax accountant", "cleaning": "cleaner", "garden": "gardener", "gardening": "gardener",
    "catering": "caterer", "hair": "hairdresser", "nails": "nail technician", "plumbing": "plumber",
    "electrics": "electrician", "wiring": "electrician", "it": "IT", "tech": "IT", "website": "web designer",
    "web site": "web designer", "photos": "photographer", "photography": "photographer", "minutes": "minute taker",
    "newsletter": "newsletter editor", "rota": "rota coordinator", "rotas": "rota coordinator",
    "marketing": "marketing", "social media": "social media", "social": "social media", "admin": "admin",
    "ironing": "ironing", "childcare": "childminder", "school run": "school run", "lawns": "gardener",
    "lawn": "gardener", "windows": "window cleaner", "deliveries": "delivery driver", "delivery": "delivery driver",
    "sound": "sound engineer", "lights": "lighting", "lighting": "lighting", "flowers": "florist",
    "legal": "lawyer", "conveyancing": "conveyancer", "audit": "auditor", "vet work": "vet", "design": "designer",
}  # fmt: skip
_DOES = gated(re.compile(
    r"^" + _P + r"(?P<now>\s+now)?(?:\s+(?:also|still|basically|usually|always|now))?\s+does\s+(?:all\s+)?"
    r"(?:our|the|my|all\s+(?:our|the|my))\s+(?P<d>[\w ]+?)(?:\s+(?:for\s+(?:us|me)|now|these\s+days))*$",
    _I,
))
_HELPER = r"guy|girl|person|lady|man|woman|bloke|fella|chap|gal|dude"
# job words that also name a tie, not work done for the user: "Emma's my partner", "Jo's our sponsor"
_TIES = frozenset({"partner", "partners", "member", "members", "student", "owner", "champion", "sponsor", "investor",
                   "contact", "staff"})  # fmt: skip
_OURS = re.compile(
    r"^" + _P + r"(?:\s*'s\s+been|\s+has\s+been|\s+have\s+been|\s*'s|\s+is|\s+are)(?P<now>\s+now)?\s+"
    r"(?:our|the|my|their)\s+(?:new\s+|regular\s+|usual\s+|main\s+)?(?P<v>(?:[\w&\-]+\s+){0,3}?[\w\-]+)"
    r"(?P<now2>\s+now)?$",
    _I,
)
_LAST_HELPER = re.compile(r"\b(?:" + _HELPER + r")$", _I)


@reading
def duty_fact(s: str, ctx: _Ctx) -> StateClaim | None:
    """The job ``s`` gives someone, by the work they do or by "our <job>", or None."""
    m = _DOES.match(s.strip())
    if m and (job := _DUTIES.get(_phrase(m["d"]).lower())) and (p := _who(m["p"], ctx)):
        return StateClaim(p, "role", job, explicit_now=bool(m["now"]) or s.rstrip().lower().endswith("now"))
    m = _OURS.match(s.strip())
    if m and (p := _who(m["p"], ctx)):
        value = _phrase(m["v"])
        last = value.split()[-1]
        helper = _LAST_HELPER.search(value) and len(value.split()) >= 2  # "IT guy", not a bare "guy"
        if helper or (ROLE_WORDS.fullmatch(last) and last.lower() not in _TIES):
            return StateClaim(p, "role", value, explicit_now=bool(m["now"] or m["now2"]))
    return None
