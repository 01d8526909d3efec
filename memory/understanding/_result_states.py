"""Done, said as the state the to-do left its thing in: "kit bags restocked", "meter topped up",
"licence disc renewed 👍", "gutters cleaned out", "spare keys dropped off at Ngozi's".

People report a finished job by its thing and a bare past participle, with no "done" word and
no subject. The participle must be one of a to-do verb ("restock", "top up", "renew"); a harm
("car got scratched") or a repair ("tap fixed", read as a resolved issue first) is none. The
reading is the participle, then the thing ("restocked kit bags"), so :func:`memory.fit.likely_fit`
can score it against the open to-dos: one that fits well is done, two that fit alike are asked.
"""

from __future__ import annotations

import re

from memory.understanding._commitment_intro import TODO_VERBS
from memory.understanding._lifecycle import _RESULT_VERBS, _clean, _target
from memory.understanding._lifecycle import _done as said_done
from memory.understanding._obstacles import LET_GO, WITHDREW, obstacle
from memory.understanding._phrases import _Ctx, _person
from memory.understanding._prefilter import gated
from memory.understanding.intents import CompleteCommitment, Intent, OpenEpisode
from memory.understanding.timex import has_date_words

_I = re.IGNORECASE

# Irregular participles of to-do verbs: "laptop's all set up", "invoices sent", "cake made", "shelves put up"
_IRREGULAR_DONE = {"set": "set", "put": "put", "sent": "send", "paid": "pay", "bought": "buy", "built": "build",
                   "made": "make", "written": "write", "sold": "sell", "hung": "hang", "swept": "sweep",
                   "fed": "feed", "brought": "bring", "sewn": "sew"}  # fmt: skip
# the same jobs done again ("shed door's rehung", "the intro's rewritten", "invoice resent")
# ("rebuilt" is as often a repair: "search index rebuilt")
_REDONE_IRREGULAR = frozenset({"sent", "paid", "made", "written", "sold", "hung", "bought", "sewn"})
_IRREGULAR_ALT = "|".join(_IRREGULAR_DONE) + "|" + "|".join(f"re{p}" for p in _REDONE_IRREGULAR)
# verbs that are a job only with their particle: "set up", "put up"/"put away"; "tanked up", "gassed up" (a
# fill of fuel; "sales tanked" is a fall)
_PARTICLE_ONLY = frozenset({"set", "put", "tank", "gas"})

# a state asked for, not reported: "make sure the gate is locked", "ensure the files are backed up"
_WANTED_STATE = re.compile(r"\b(?:make|makes|making|mk)\s+(?:sure|certain)\b|\bensure\b|\bsee\s+to\s+it\b", _I)

_RESULT_STATE = re.compile(
    r"^(?!(?:i|i'm|im|we|we're|you|you're|he|she|it|they|there|this|that|these|those|he's|she's|it's|they're"
    r"|nothing|everything|someone|everyone)\b)"
    r"(?P<a>(?:the\s+|my\s+|our\s+|all\s+(?:the\s+)?)?[^\W\d][\w'\-]*?(?:\s+[\w'\-]+?){0,4}?)"
    r"(?:(?:\s+(?:is|are|has\s+been|have\s+been|got)|'s|'re)(?:\s+(?:now|all|finally|already|fully))?)?"
    r"\s+(?P<v>[a-z]{3,}ed|" + _IRREGULAR_ALT + r")"
    r"(?P<p>\s+(?:up|out|off|down|over|back|through|in(?=\s+(?:at|to)\s)))?"  # "handed in at the office"
    r"(?P<w>\s+(?:at|to|for|with|on)\s+[\w'\-]+(?:\s+[\w'\-]+){0,2})?$",
    _I,
)
# a chore's result said as an adjective: "pool's clean", "the spare room is tidy now" (a thing, never
# someone: "I'm clean", "the kids are clean"; never "clean" of a record: "my record's clean")
_KEPT_DEED = {"clean": "cleaned", "spotless": "cleaned", "tidy": "tidied"}
_NOT_KEPT = frozenset({"kid", "kids", "baby", "babies", "dog", "cat", "record", "conscience", "slate", "test", "tests",
                       "sheet", "scan", "results", "result", "water", "air", "code", "build", "bill", "criminal"})
_KEPT_STATE = re.compile(
    r"^(?!(?:i|i'm|im|we|we're|you|he|she|it|they|there|this|that|he's|she's|it's|they're|everything|everyone)\b)"
    r"(?P<a>(?:the\s+|my\s+|our\s+)?[^\W\d][\w\-]*(?:\s+[^\W\d][\w\-]*){0,2}?)(?:'s|\s+is|\s+are|'re)\s+(?:now\s+|all\s+|finally\s+)?"
    r"(?P<s>clean|spotless|tidy)(?:\s+(?:now|again|finally))?$",
    _I,
)
# what was cleared off a thing, said as the thing now clear of it: "panels are clear of snow now", "the gutters
# are free of leaves" (the chore "clear snow off the panels", done; never a person "clear of" a charge)
_CLEAR_OF = re.compile(
    r"^(?!(?:i|i'm|im|we|we're|you|he|she|it|they|there|this|that|he's|she's|it's|they're|everything|everyone)\b)"
    r"(?P<a>(?:the\s+|my\s+|our\s+)?[^\W\d][\w\-]*(?:\s+[^\W\d][\w\-]*){0,2}?)(?:'s|\s+is|\s+are|'re)\s+"
    r"(?:now\s+|all\s+|finally\s+)?(?:clear|free|cleared)\s+of\s+(?:all\s+(?:the\s+)?|the\s+)?"
    r"(?P<o>snow|ice|leaves|moss|weeds|rubbish|junk|debris|mud|dust|sand|clutter|boxes|cobwebs|grass|algae|frost)"
    r"(?:\s+(?:now|again|finally|at\s+last))?$",
    _I,
)
# "got the contract signed", "finally got the car serviced": a thing got done, its to-do "get … <done>"
_GOT_DONE = re.compile(r"^(?:(?:finally|just|also)\s+)?got\s+(?P<o>(?:the|my|our|his|her|their)\s+.+)$", _I)
_MOST_WORDS = 12  # a thing of five words, an aux, the participle, a particle and where
_PARTICIPLE = gated(re.compile(r"(?:[a-z]ed|\b(?:" + _IRREGULAR_ALT + r"))\b(?:\s+\S+){0,5}$", _I))

# Fuel put in: what is fuelled is a vehicle or a machine, even by a capitalised name ("Hägglunds tanked up")
_FUELLED = frozenset({"fuel", "refuel", "tank", "gas"})
# Repairs are an issue's end before a to-do's ("the tap's fixed"): the episode forms read them.
_REPAIRS = frozenset({"fix", "repair", "mend", "sort", "solve", "resolve", "patch"})
# Whom a call or a message was with leaves no thing in a state: "mum called", "tomasz emailed"
# say they got in touch, never that the user did
_IN_TOUCH = frozenset({"email", "mail", "message", "text", "ping", "call", "ring", "phone", "reply", "respond",
                       "contact", "dm", "whatsapp", "buzz", "tell", "ask", "chase", "visit", "meet", "answer",
                       "confirm", "check", "follow"})  # fmt: skip
# Participles that say no job was done ("delayed", "cancelled"), or only that it is planned
_NOT_DONE = frozenset({
    "need", "want", "move", "push", "postpone", "delay", "cancel", "cancell", "start", "miss", "plan", "schedule",
    "ask", "remind", "reschedule", "bump", "extend", "book in", "change", "check in",
})  # fmt: skip
# Words in the thing that make it a clause of its own, not a thing ("the kids got changed")
_NOT_A_THING = re.compile(
    r"\b(?:not|no|never|n't|was|were|will|would|should|must|if|when|because|kids?|baby|and|or|but|then|need|needs"
    r"|get|gets|getting|has|have|had|gotta|want|wants|wanna|going|gonna|asap|to|being|be)\b|&|'s$"
    # a verb going on, with its object: "email server's bouncing everything (sent to gmail)"
    r"|(?:\b(?:is|are|keeps|kept)|'s|'re)\s+[a-z]{2,}ing\s+(?:everything|every|all|any|anything|the|my|our|it|them)\b"
    # a status said ("Thapa's visa status is approved", "order state: shipped"): the attribute's value, no job
    r"|\b(?:status|state)$",
    _I,
)  # "need to get the brakes checked", "Rahul has reported to Mei-Lin": a clause, no thing in a state


def result_shaped(s: str) -> bool:
    """Whether ``s`` has the shape of a done report by its thing's state ("the handouts are
    printed", "kit bags restocked"): a clause of its own after "so", not a reason's tail."""
    return len(s.split()) <= _MOST_WORDS and _RESULT_STATE.match(_clean(s)) is not None


_REPLACEMENT = re.compile(r"(?:the\s+|a\s+|our\s+|my\s+)?(?:new|replacement)\s", _I)


def result_state(s: str, ctx: _Ctx) -> list[Intent] | None:
    """ "first aid box restocked", "meter topped up", "airtime topped up": the to-do that left
    the thing so, done (its participle first, for :func:`memory.fit.likely_fit`). The done
    forms read first what they know ("the boiler's been serviced"): before the issue forms,
    which would take "meter topped up" for a meter's fault put right."""
    if _WANTED_STATE.search(s):
        return None  # "make sure the gate is locked", "ensure the vents are cleaned": a state to see to, not reached
    if obstacle(s) or WITHDREW.search(s):
        # "garage closed today": why a plan can't go ahead (its day, cut below, says so); "ines backed out"
        return None
    s = _clean(s)
    kept = _KEPT_STATE.match(s)
    if kept is not None and kept["a"].split()[-1].lower() not in _NOT_KEPT and (target := _target(kept["a"])):
        # "pool's clean", "the spare room is tidy now": the chore that leaves it so, done
        return [CompleteCommitment(f"{_KEPT_DEED[kept['s'].lower()]} {target}", past_tense=True)]
    clear = _CLEAR_OF.match(s)
    if clear is not None and clear["a"].split()[-1].lower() not in _NOT_KEPT and (target := _target(clear["a"])):
        # named by the thing alone: "snow" would let "the roads are clear of snow" finish the panels' to-do
        return [CompleteCommitment(f"cleared {target}", past_tense=True)]
    if len(s.split()) > _MOST_WORDS or not _PARTICIPLE.search(s):
        return None  # most clauses: no "-ed" word near the end, read fast
    if LET_GO.match(s) or obstacle(s):
        return None  # "nvm the bakery's closed this week": why a plan is off, no thing left in a state
    m = _RESULT_STATE.match(s)
    if m is None or _NOT_A_THING.search(m["a"]) or (m["w"] and has_date_words(m["w"])):
        return None
    verb = base_of(m["v"])
    # "X Y's <participle>" with nothing between ("… monitor's all set up" has its "all")
    glued = re.match(rf"'s\s+{re.escape(m['v'])}\b", s[m.end("a") :], _I) is not None
    if len(m["a"].split()) > 1 and glued and not _done_again(m["v"]):
        return None  # "kafka lag's cleared": an issue's end as often as a job's; "shed door's rehung" a job again
    if (verb in _PARTICLE_ONLY and not m["p"]) or (verb, (m["p"] or "").strip().lower()) == ("make", "up"):
        return None  # "the table is set", "it's put": no job named without "up", "away" ...
    if verb is None or verb in _REPAIRS or verb in _NOT_DONE or verb in _IN_TOUCH:
        return None
    if verb in ("switch", "swap") and re.match(r"\s*to\s", m["w"] or "", _I):
        return None  # "jake switched to tank main", "dad swapped to decaf": what it changed to, no job done
    if verb == "register" and re.match(r"\s*(?:to|under)\s", m["w"] or "", _I):
        return None  # "the van's registered to Raed now": whose name it is in (a fact), no job done
    had = _GOT_DONE.match(m["a"])  # "got the contract signed": the to-do "get the contract signed", done
    if had is not None and not m["w"]:
        return [CompleteCommitment(f"get {had['o']} {m['v'].lower()}{m['p'] or ''}", past_tense=True)]
    if (verb, (m["p"] or "").strip().lower()) == ("pack", "in"):
        return None  # "the geyser packed in": a machine that failed, read by the issue forms
    if verb in ("install", "fit", "deliver") and _REPLACEMENT.match(m["a"]):
        return None  # "new thermostat installed, all good now": a broken thing replaced, read by the fix forms
    thing = re.sub(r"(?:'s|'re)(?:\s+(?:now|all|finally|already|fully))?$", "", m["a"], flags=_I)  # "monitor's all"
    target = _target(thing)
    if not target or target == "that" or (
        not ctx.lowercase and verb not in _FUELLED and _person(target, ctx) not in (None, "me")
    ):
        return None  # "Tomasz emailed": news about a person, not a thing in a state ("Hilux fuelled up": a vehicle)
    known = said_done(s, ctx)
    if known:
        return known
    particle = (m["p"] or "").strip().lower()
    where = (m["w"] or "").strip()
    participle = m["v"].lower()
    if verb in _FUELLED:  # "tanked up", "gassed up", "fuelled up": refuelled, the to-do's word for it ("tank" and
        participle, particle = "refuelled", ""  # "gas" are nouns too often to be one family with "refuel")
    said = " ".join(part for part in (participle, particle, target, where) if part)
    if (verb, particle) == ("pack", "up") and not where and not target.endswith("s"):
        # "the stall packed up" after "pack up the stall" is done; "the compressor packed up" with
        # no such to-do is a machine that gave out (things packed as a job are mostly plural:
        # "boxes packed up", "kit bags packed up")
        return [CompleteCommitment(said, past_tense=True, otherwise=OpenEpisode(target, ""))]
    return [CompleteCommitment(said, past_tense=True)]


def _done_again(participle: str) -> bool:
    """Whether ``participle`` says a job done again ("rehung", "repainted", "restocked"): a job's
    result, never an issue's end."""
    said = participle.lower()
    return said.startswith("re") and (said[2:] in _REDONE_IRREGULAR or (base_of(said) or "")[2:] in _REDONE)


def base_of(participle: str) -> str | None:
    """The to-do verb of a past participle, regular or not ("sent" -> "send", "fixed" -> "fix")."""
    said = participle.lower()
    if said.startswith("re") and said[2:] in _REDONE_IRREGULAR:
        said = said[2:]  # "rehung": hung again
    return _IRREGULAR_DONE.get(said) or _base(said)


def _base(participle: str) -> str | None:
    """The to-do verb a regular past participle is of ("restocked" -> "restock", "topped" ->
    "top"), or None when it is of no to-do verb recap knows."""
    cut = participle[:-2]
    # a short verb's past doubles its last letter ("mop" -> "mopped"): "moped" is the scooter, no "mop" done
    undoubled = re.fullmatch(r"[^aeiou][aeiou][^aeiouwxy]", cut) is not None
    ied = participle[:-3] + "y" if participle.endswith("ied") else ""
    candidates = ["" if undoubled else cut, participle[:-1], ied]
    if len(cut) > 2 and cut[-1] == cut[-2]:  # "topped": "top"
        candidates.append(cut[:-1])
    for base in candidates:
        if base and (
            base in TODO_VERBS
            or base in _RESULT_VERBS
            or base in _MORE_VERBS
            or (base.startswith("re") and base[2:] in _REDONE)
        ):
            return base
    return None


# Verbs that "re-" makes a to-do's verb again ("restocked", "refilled"); never "recovered"
# (no "cover" done again), "resolved", "reported"
_REDONE = frozenset({"stock", "fill", "charge", "load", "pack", "print", "paint", "order", "submit", "send", "book",
                     "file", "install", "label", "seal", "string", "upholster", "wire", "grout", "tile"})  # fmt: skip

# To-do verbs that leave a thing in a state, beyond :data:`TODO_VERBS`: "top up", "restock"
_MORE_VERBS = frozenset({"top", "wash", "iron", "fold", "mow", "water", "feed", "pack", "unpack", "label", "tidy",
                         "defrost", "descale", "drain", "paint", "sand", "order", "renew", "register", "submit",
                         "return", "post", "deliver", "install", "replace", "upload", "print", "scan",
                         "sign", "bank", "deposit", "lodge", "laminate", "photocopy", "stamp", "hoover", "vacuum",
                         "mop", "sweep", "weed", "prune", "trim", "swap", "vaccinate", "worm", "deworm",
                         "microchip", "dip", "fuel", "refuel", "tank", "gas",
                         # a trade's jobs: "rudder's fitted", "seams are caulked" (never "rig": "the game is rigged")
                         # (never "weld": "crack in the tank welded" is a leak's fix, read by the issue forms)
                         "fit", "varnish", "caulk", "glaze", "grease"})  # fmt: skip
