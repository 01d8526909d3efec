"""Everyday facts about people and the user's household that the role and place verbs miss.

- leaving and coming back (``status``): "Rosa retired", "Gabriel quit", "Fatima handed in her
  notice", "Keiko left Acme", "Wei is back from leave";
- whom someone works for (``employer``): "nkechi works at the bbc now", "jamal started at google",
  "Hiroshi joins Sega in april", "siobhan got a job at the council"; a job won ("Tomasz got the
  deputy head job") is a ``role``;
- a role said the other way round: "the new receptionist is Zoe" (Zoe's role);
- someone in the user's life named by relation: "our GP is now Dr Mensah" (the user's GP);
- a relative's move or job: "my sister moved to Bristol" (the subject is "my sister", as
  written, never the user's "sister" attribute);
- what the household pays: "rent's going up to 1450 from jan", "council tax went up to 180 a
  month" (the user's rent);
- a supplier switched: "we switched suppliers to Brakes" (the user's supplier).

The clause reaching here has its time words taken out (:mod:`._fact_time`). Hand-written: a
closed list of verbs and nouns per family, no library maps chat onto these predicates.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from memory.understanding._fact_verbs import _P, _who
from memory.understanding._kin import KIN
from memory.understanding._phrases import _I, _Ctx, _phrase, _plausible, reading
from memory.understanding._prefilter import gated
from memory.understanding._role_named import named
from memory.understanding.intents import StateClaim

_ADV = r"(?:\s+(?:has|have|just|recently|finally|officially|actually))*"
_DEPARTED = gated(re.compile(
    r"^" + _P + _ADV + r"(?:\s*'s(?:\s+(?:just|finally|officially))?)?\s+(?P<v>retired|quit|resigned|stepped\s+down"
    r"|handed\s+in\s+(?:her|his|their)\s+notice|gave\s+(?:her|his|their)\s+notice|(?:been|got|was)\s+(?:made\s+"
    r"redundant|laid\s+off|let\s+go)|left\s+(?P<org>.+?))"
    # "retired from the power plant": where from, no part of the status ("resigned from the board" is
    # the board's, not the job's: never read so)
    r"(?:(?<=retired)\s+from\s+(?:the|her|his|their)\s+[\w'-]+(?:\s+[\w'-]+){0,3}?)?(?:\s+now)?$",
    _I,
))
_BACK = gated(re.compile(
    r"^" + _P + r"(?:\s*'s|\s+is|\s+are)\s+(?:now\s+)?(?P<v>back\s+(?:at\s+work|in\s+the\s+office"
    r"|at\s+(?:her|his|their)\s+desk|from\s+(?:(?:her|his|their)\s+)?(?:\w+\s+)?(?:leave|holiday|holidays|vacation|sabbatical|hols)))$",
    _I,
))
# "Daniella's back in Georgetown for good", "Kofi back in Accra now": where a person lives again
_BACK_IN = gated(re.compile(
    r"^" + _P + r"(?:\s*'s|\s+is|\s+are)?\s+(?:now\s+)?back\s+(?:home\s+)?(?:in|to)\s+"
    r"(?P<v>(?-i:[A-ZÀ-Ý])[\w'-]+(?:\s+(?-i:[A-ZÀ-Ý])[\w'-]+)?)(?:\s+(?:for\s+good|permanently|now|again))*$",
    _I,
))
_EMPLOYED = gated(re.compile(
    r"^" + _P + r"(?:\s+now)?(?:\s+(?:just|recently|finally|officially))?(?:\s+|(?='))(?:(?:now\s+)?works"
    r"|is\s+(?:now\s+)?working|'s\s+(?:now\s+)?working|has\s+been\s+working|started|has\s+started|'s\s+started"
    r"|is\s+starting|'s\s+starting|starts"
    # "started a new job at Kelda", "starts a new role with Arup": the job names no more than the employer
    r"|(?:started|has\s+started|'s\s+started|starts|is\s+starting|'s\s+starting)\s+(?:a|the|her|his|their)\s+new"
    r"\s+(?:job|role|position)"
    r"|will\s+start|(?:got|has\s+got|'s\s+got|landed)\s+(?:a|the)\s+(?:new\s+)?job"
    r"|is\s+(?:now\s+)?employed"
    # "Mei is interning at Canva", "Raj got hired by Stripe", "Ana's been taken on at Bosch"
    r"|is\s+(?:now\s+)?interning|'s\s+(?:now\s+)?interning|interns"
    r"|(?:got|has\s+been|'s\s+been|was|just\s+got)\s+(?:hired|taken\s+on|recruited|snapped\s+up)"
    # "Aroha's new job is at Te Papa": where the job is, the employer
    r"|'s\s+(?:new\s+)?(?:job|work|workplace)\s+is)"
    r"\s+(?:at|for|with|by)\s+(?P<v>.+?)(?:\s+(?:this|next)\s+(?:summer|year|term|semester|autumn|fall|spring))?"
    r"(?P<now>\s+now)?$"
    r"|^" + _P.replace("<p>", "<p2>") + r"(?:\s+(?:just|recently|finally|officially))?\s+(?:joined|has\s+joined"
    r"|'s\s+joined|is\s+joining|joins|will\s+join|'ll\s+be\s+joining)"
    r"\s+(?P<v2>[A-Z][\w&.\-]*(?:\s+[A-Z][\w&.\-]*){0,2})(?P<now2>\s+now)?$",
    _I,
))
# where one starts or works that is no employer: "started at 9", "works at home", "joined the call"
_NOT_EMPLOYER = re.compile(
    r"^(?:the\s+)?(?:home|work|school|uni|university|college|nursery|gym|moment|bottom|top|beginning|start|end"
    r"|weekend|weekends|night|nights|noon|midnight|once|last|first|same|office|desk|front|back|call|meeting|chat"
    r"|channel|zoom|teams|slack|party|club|queue|line|\d.*|(?:my|our|your|his|her|their|me|us|him|them|himself|herself"
    r"|themselves|myself|ourselves)\b.*)$",
    _I,
)
# "Priya handed over to Dev as team lead": the role is the one it was handed to
_HANDED_ROLE = re.compile(
    r"^[\w\-]+(?:\s+[\w\-]+)?\s+(?:has\s+|'s\s+|is\s+|just\s+)?(?:handed|handing|hands|passed|passing)\s+(?:over|the\s+reins)"
    r"\s+to\s+" + _P + r"\s+as\s+(?:the\s+|our\s+)?(?P<v>[\w\- ]+?)$",
    _I,
)
_GOT_JOB = gated(re.compile(
    r"^" + _P + r"(?:\s+(?:just|finally|officially))?\s+(?:got|landed|was\s+given|has\s+got|'s\s+got|bagged|won)\s+"
    r"(?:the|a|that)\s+(?P<v>[\w\- ]+?)\s+(?:job|role|post|position)(?P<now>\s+now)?$",
    _I,
))
# people one has for a service, named by role: "the new receptionist is Zoe"
SERVICE = (
    r"receptionist|cleaner|landlord|landlady|gp|doctor|dentist|nanny|childminder|babysitter|tutor|coach|teacher"
    r"|headteacher|head|neighbou?r|tenant|lodger|flatmate|housemate|roommate|accountant|solicitor|lawyer|mechanic"
    r"|plumber|electrician|builder|gardener|cook|chef|caretaker|janitor|porter|secretary|assistant|pa|intern"
    r"|hire|starter|joiner|recruit|temp|locum|consultant|surgeon|midwife|health\s+visitor|social\s+worker"
    r"|therapist|physio|vet|trainer|driver|courier|postman|postie|manager|boss|supervisor|nurse|matron"
)
_SERVICE_RE = SERVICE_ROLE = re.compile(r"\b(?:" + SERVICE + r")$", _I)  # someone one goes to, by their job
_NEW_ROLE_IS = re.compile(
    r"^(?:the|our|my)\s+new\s+(?P<v>(?:[\w\-]+\s+){0,3}?(?:"
    + SERVICE
    + r")(?:\s+(?:of|for)\s+[\w\-]+(?:\s+[\w\-]+)?)?)\s+(?:is|'s|will\s+be)\s+"
    + _P
    + r"(?:\s+now)?$",
    _I,
)
# "my dentist's Dr Patel": the contracted "is" after one's service person, then only a name
_MY_SERVICE_NAMED = re.compile(
    r"^(?:my|our)\s+(?P<a>(?:[\w\-]+\s+)?(?:" + SERVICE + r"))'s\s+(?:now\s+)?"
    r"(?P<v>(?:(?:mr|mrs|ms|mx|miss|dr|prof)\.?\s+)?[\w'\-]+(?:\s+[\w'\-]+)?)$",
    _I,
)
# "Dr Mwangi is Gran's consultant", "Ana's Tomás's physio now": whom a named person goes to for
# a service, kept as theirs ("Gran · consultant"), as "my dentist's Dr Patel" is the user's; a kin
# word stays a role ("Efua is Ruby's godmother"), and a boss is read by "Marta is Dan's manager"
_THEIR_SERVICE = gated(re.compile(
    r"^" + _P + r"(?:\s*'s|\s+is)(?P<now>\s+now)?\s+(?P<q>(?-i:[A-ZÀ-Ý])[\w\-]*)(?:'s|’s)\s+(?:new\s+)?"
    r"(?!(?:manager|boss|supervisor)\b)(?P<a>" + SERVICE + r")(?P<now2>\s+now)?$",
    _I,
))
# who pays for a thing: "my PhD is funded by the Wellcome Trust now" (the user's funder), "the
# festival's sponsored by Acme" (the festival's sponsor)
_FUNDED = gated(re.compile(
    r"^(?:(?P<mine>my|our)\s+|the\s+)?(?P<s>[\w\-]+(?:\s+[\w\-]+){0,2}?)(?:\s+is|\s+are|\s*'s)(?P<now>\s+now)?\s+"
    r"(?:being\s+)?(?P<verb>funded|sponsored|bankrolled)\s+by\s+(?P<org>.+?)(?P<now2>\s+now)?$",
    _I,
))
_FUNDER = {"funded": "funder", "bankrolled": "funder", "sponsored": "sponsor"}
_NAME_ALONE = re.compile(r"^[A-ZÀ-Ý][\w'\-]+$")
_TITLED = re.compile(r"^(?:mr|mrs|ms|mx|miss|dr|prof)\.?\s+[\w'\-]+$", _I)  # "dr patel", typed in lower case
_OUR_IS_NOW = re.compile(
    r"^our\s+(?P<a>(?:[\w\-]+\s+){0,2}?(?:" + SERVICE + r"|insurer|insurance|provider|supplier|bank|vet|vets"
    r"|energy\s+supplier|broadband|isp|network|carrier|agent|agency|letting\s+agent|school|nursery|surgery|practice"
    r"|gym))(?:\s+is|\s*'s)\s+(?P<now>now\s+)?(?P<v>[^,;]+?)$",
    _I,
)
# kin (the shared vocabulary of :mod:`._kin`) and the other people one calls "my …"
RELATIONS = (
    KIN + r"|best\s+friend|friend|mate|bestie|flatmate|roommate|housemate|neighbou?r|colleague|boss|manager|mentor|ex"
)
_RELATIVE = re.compile(
    r"^(?P<r>(?:my|our)\s+(?:(?:older|younger|big|little|baby|elder|eldest|youngest|oldest|twin|step)\s+)?(?:"
    + RELATIONS
    + r"))(?P<rest>(?:'s\s|\s).+)$",
    _I,
)
_STAND_IN = "Xanthe"  # a name the relation is read as, then put back as the user wrote it
_RELATIVE_PREDICATES = frozenset({"location", "team", "status", "employer"})
_HOUSEHOLD = (
    r"rent|mortgage(?:\s+payments?)?|council\s+tax|(?:water|gas|electric(?:ity)?|energy|phone|broadband|internet"
    r"|mobile|heating)\s+bills?|bills|salary|pay|wages?|day\s+rate|hourly\s+rate|allowance|pocket\s+money"
    r"|childcare(?:\s+costs?)?|nursery\s+fees|school\s+fees|(?:gym\s+)?membership|service\s+charge|ground\s+rent"
    r"|(?:car\s+|home\s+|house\s+|pet\s+)?insurance(?:\s+premium)?|premium|netflix|spotify|subscription"
)
_AMOUNT = (
    r"[£$€]?\s?\d[\d,.]*\s?(?:k|%)?(?:\s?(?:pounds|quid|dollars|euros|bucks))?(?:\s*(?:a|per|/)\s*(?:month|mo|week|wk"
    r"|year|yr|hour|hr|day|night)|\s+(?:pcm|pm|pw|pa|ph|monthly|weekly|yearly|annually))?"
)
_PAYS = re.compile(
    r"^(?:the\s+|our\s+|my\s+)?(?P<a>" + _HOUSEHOLD + r")(?:\s*'s|\s+is|\s+are|\s+has|\s+have|\s+will\s+be|\s+went"
    r"|\s+goes|\s+go|\s+is\s+going|\s*'s\s+going|\s+are\s+going|\s+has\s+gone|\s*'s\s+gone|\s+rose|\s+jumped"
    r"|\s+dropped|\s+fell|\s+(?:was|got|has\s+been|is\s+being)\s+(?:raised|cut|increased|reduced|put\s+up|bumped(?:\s+up)?"
    r"|lowered))?(?P<now>\s+now)?(?:\s+(?:up|down))?(?:\s+to)?\s+(?P<v>" + _AMOUNT + r")(?P<now2>\s+now)?$",
    _I,
)
_SWITCHED = re.compile(
    r"^(?:we|i)(?:'ve|\s+have)?(?:\s+(?:just|finally|now))?\s+(?:switched|changed|moved|swapped|went\s+over)"
    r"(?:\s+(?:our|my|the))?\s+(?P<a>(?:[\w\-]+\s+){0,2}?(?:supplier|provider|insurer|bank|energy|broadband|isp"
    r"|mobile\s+network|network|vet|gp|dentist|accountant|solicitor|letting\s+agent|courier|wholesaler|printer"
    r"|distributor)s?)\s+(?:over\s+)?to\s+(?P<v>[\w&.\-]+(?:\s+[\w&.\-]+){0,2}?)(?:\s+now)?$",
    _I,
)
_AWAY_WORDS = {"handed in her notice": "handed in notice", "handed in his notice": "handed in notice",
               "handed in their notice": "handed in notice", "gave her notice": "handed in notice",
               "gave his notice": "handed in notice", "gave their notice": "handed in notice"}  # fmt: skip


@reading
def people_fact(s: str, ctx: _Ctx) -> StateClaim | None:
    """The fact ``s`` states with one of the families above, or None."""
    return _household(s) or _person_fact(s, ctx)


def relative_fact(s: str, ctx: _Ctx, read: Callable[[str, _Ctx], StateClaim | None]) -> StateClaim | None:
    """ "my sister moved to Bristol": the fact ``read`` finds with the relation read as a name,
    about "my sister" as written; only a move, a team, a status or an employer (never "my
    landlord is now Mr Okoye", which names who the landlord is)."""
    m = _RELATIVE.match(s.strip())
    if m is None:
        return None
    stand_in = _STAND_IN.lower() if ctx.lowercase else _STAND_IN
    claim = read(stand_in + m["rest"], ctx)
    if claim is not None and claim.subject.startswith(stand_in + " ") and m["rest"][:1] == " ":
        # "my daughter Paloma moved to Tucson": the name said after the relation is whom it is about
        return StateClaim(claim.subject[len(stand_in) + 1 :], claim.predicate, claim.value,
                          explicit_now=claim.explicit_now)
    if claim is None or claim.subject != stand_in:
        return None
    kin_role = claim.predicate == "role" and not claim.value[:1].isupper() and not _SERVICE_RE.search(m["r"])
    if claim.predicate not in _RELATIVE_PREDICATES and not kin_role:
        return None  # "my boss is Liam" names who the boss is; "my sister is a nurse" is her job
    return StateClaim(m["r"], claim.predicate, claim.value, explicit_now=claim.explicit_now)


_AS_JOB = re.compile(r"\s+as\s+(?:a|an|the|their|its|our)\s+[\w\- ]+$", _I)


def _person_fact(s: str, ctx: _Ctx) -> StateClaim | None:
    m = _DEPARTED.match(s)
    if m and (p := _who(m["p"], ctx)):
        org = m["org"]
        if org is None:
            value = re.sub(r"^(?:been|got|was)\s+", "", _phrase(m["v"]).lower())  # "been made redundant"
            return StateClaim(p, "status", _AWAY_WORDS.get(value, value), explicit_now=True)
        if _organisation(org, ctx):
            left = org.strip(" ,.;:!?") if org.lower().startswith("the ") else _bare(org)  # "left the company"
            return StateClaim(p, "status", f"left {left}", explicit_now=True)
    m = _BACK_IN.match(s)
    if m and (p := _who(m["p"], ctx)):
        return StateClaim(p, "location", m["v"], explicit_now=True)
    m = _BACK.match(s)
    if m and (p := _who(m["p"], ctx)):
        return StateClaim(p, "status", _phrase(m["v"]).lower(), explicit_now=True)
    m = _EMPLOYED.match(s)
    if m:
        who, org = (m["p"], m["v"]) if m["p"] else (m["p2"], m["v2"])
        org = _AS_JOB.sub("", org)  # "started at Shell as a geologist": the job is no part of the employer
        staff = _STAFF_AT.match(org.strip()) is not None and _WORKS_AT.search(s[: m.start("v") if m["p"] else 0])
        if (p := _who(who, ctx)) and (_organisation(org, ctx) or staff):
            # "starts at the Fukuoka branch": a place of the same employer, not a new one
            # ("started at the cheese factory": a works named by what it makes is the employer itself)
            site = _SITE.search(org.strip()) and not _WORKS_OF_A_KIND.search(org.strip())
            predicate = "location" if site else "employer"
            return StateClaim(p, predicate, _bare(org), explicit_now=True)
    m = _HANDED_ROLE.match(s)
    if m and (p := _who(m["p"], ctx)) and _plausible(m["v"], max_words=4):
        return StateClaim(p, "role", _phrase(m["v"]), explicit_now=True)
    m = _GOT_JOB.match(s)
    if m and (p := _who(m["p"], ctx)) and _plausible(m["v"], max_words=4) and m["v"].lower() not in ("new", "dream"):
        return StateClaim(p, "role", _phrase(re.sub(r"^new\s+", "", m["v"], flags=_I)), explicit_now=True)
    m = _NEW_ROLE_IS.match(s)
    if m and named(m["p"]) and (p := _who(m["p"], ctx)):  # "the new intern is super sharp", "… is late": no name
        return StateClaim(p, "role", _phrase(m["v"]))
    m = _FUNDED.match(s)
    if m and _organisation(m["org"], ctx):
        whose = "me" if m["mine"] else _phrase(m["s"])
        return StateClaim(whose, _FUNDER[m["verb"].lower()], _bare(m["org"]), explicit_now=bool(m["now"] or m["now2"]))
    m = _THEIR_SERVICE.match(s)
    if m and (p := _who(m["p"], ctx)) and (q := _who(m["q"], ctx)):
        return StateClaim(q, m["a"].lower(), p, explicit_now=bool(m["now"] or m["now2"]))
    m = _MY_SERVICE_NAMED.match(s)
    if m and (_TITLED.match(m["v"]) or _FULL_NAME.match(m["v"]) or _NAME_ALONE.match(m["v"])):
        # "my dentist's Dr Patel", "our vet's Anna Berg": who the user goes to, as "my dentist is …" keeps it
        return StateClaim("me", _phrase(m["a"]).lower(), _phrase(m["v"]))
    m = _OUR_IS_NOW.match(s)
    # without "now" only a name ("our plumber is Gareth Jones", "our plumber is Steve"): "our vet is Scottish"
    # names no one, nor does a word said as a nationality is
    if m and _plausible(m["v"], max_words=4) and ((m["now"] and (m["v"][:1].isupper() or ctx.lowercase))
                                                  or _FULL_NAME.match(m["v"]) or _ONE_NAME.match(m["v"])):
        attr = _phrase(m["a"]).lower()
        if (goods := _GOODS_SUPPLIER.match(attr)) is not None:  # "our amoxicillin supplier": whose is the stock's
            return StateClaim(goods["thing"], "supplier", _phrase(m["v"]), explicit_now=bool(m["now"]))
        return StateClaim("me", attr, _phrase(m["v"]), explicit_now=bool(m["now"]))
    return None


# the goods a supplier supplies name what the fact is about; a plain modifier ("new", "energy") does not
_GOODS_SUPPLIER = re.compile(
    r"^(?!(?:new|main|usual|regular|current|preferred|local|old|energy|gas|electricity|power|broadband|internet"
    r"|mobile|phone|water)\b)(?P<thing>[\w\-]+(?:\s+[\w\-]+)?)\s+supplier$"
)


# one capitalised word that is no nationality's ("Scottish", "Portuguese", "Italian", "French"): a first name
_ONE_NAME = re.compile(
    r"^(?!(?:French|Dutch|Greek|Thai|Swiss|Czech|Welsh|Irish|English|British|Kiwi|Aussie|Polish|Danish|Finnish"
    r"|Spanish|Swedish|Turkish|Lovely|Great|Brilliant|Amazing|Useless|Rubbish|Fine|Good|Nice|Sound|Sorted)$)"
    r"(?-i:[A-ZÀ-Ý])[a-zà-ÿ'\-]{2,}(?<!ish)(?<!ese)(?<!ian)(?<!ean)$"
)
_FULL_NAME = re.compile(
    r"^(?:(?:Mr|Mrs|Ms|Mx|Miss|Dr|Prof)\.?\s+[A-ZÀ-Ý][\w'\-]+|[A-ZÀ-Ý][\w'\-]+\s+[A-ZÀ-Ý][\w'\-]+)$"
)


def _household(s: str) -> StateClaim | None:
    m = _PAYS.match(s)
    if m:
        now = bool(m["now"] or m["now2"]) or s[: m.start("v")].rstrip().lower().endswith(("to", "up", "down"))
        return StateClaim("me", _phrase(m["a"]).lower(), _phrase(m["v"]), explicit_now=now)
    m = _SWITCHED.match(s)
    if m:
        attr = re.sub(r"s$", "", _phrase(m["a"]).lower()) if m["a"].lower().endswith("ers") else _phrase(m["a"]).lower()
        return StateClaim("me", attr, _phrase(m["v"]), explicit_now=True)
    return None


# "..., she's at Oxfam now", "..., hes with the council": where one who left works now
_NOW_AT = re.compile(
    r"^(?:and\s+)?(?:now\s+)?(?:he'?s|she'?s|they'?re|theyre|(?:he|she)\s+is|they\s+are)\s+(?:now\s+)?"
    r"(?:at|with|working\s+(?:at|for)|over\s+at|gone\s+to|moved\s+to|joined)\s+(?P<org>.+?)(?:\s+now)?$",
    _I,
)


_THEN = re.compile(r"\s*(?:,|;|\s-\s|\s+and)\s+")


def moved_on(text: str, ctx: _Ctx) -> list[StateClaim] | None:
    """ "grant's left the trust, hes at oxfam now": the new employer the second part names, for
    one who left; "left the trust" is then only what came before, kept as the old value."""
    cut = _THEN.search(text)
    if cut is None or (m := _NOW_AT.match(text[cut.end() :].strip(" .!"))) is None:
        return None
    left = people_fact(text[: cut.start()].strip(), ctx)
    if left is None or left.predicate != "status" or not left.value.lower().startswith("left "):
        return None
    if not _organisation(m["org"], ctx) or _SITE.search(m["org"].strip()):
        return None
    return [StateClaim(left.subject, "employer", _bare(m["org"]), explicit_now=True, old_value=left.value[5:])]


_SITE = re.compile(r"\b(?:branch|office|site|campus|store|depot|warehouse|ward|clinic|plant|factory)$", _I)
# a factory or plant named by what it makes, in lower case ("the cheese factory", "the cement plant"), where
# "the Monterrey plant" is a site of the same employer
_WORKS_OF_A_KIND = re.compile(r"^(?:the\s+)?(?!the\b)(?:(?-i:[a-z])[\w'-]*\s+){1,2}(?:factory|plant)$", _I)


def _bare(org: str) -> str:
    """An organisation as written, without its "the" ("the bbc" -> "bbc")."""
    return _phrase(re.sub(r"^the\s+", "", org.strip(), flags=_I))


# a place one works at, said with its "the", that also has pupils or members: "Maryanne works at the school now"
# (never "started at school", "works at the gym" without its "the": a pupil, a workout)
_STAFF_AT = re.compile(r"^the\s+(?:school|uni|university|college|nursery|gym)$", _I)
_WORKS_AT = re.compile(r"\b(?:works|working)\s+at\s*$", _I)


def _organisation(org: str, ctx: _Ctx) -> bool:
    """Whether ``org`` names an employer: "Acme", "the bbc", "the council"; not "home", "9",
    "the call" or a person's thing."""
    org = org.strip()
    if not org or _NOT_EMPLOYER.match(org) or not _plausible(org, max_words=4):
        return False
    bare = re.sub(r"^the\s+", "", org, flags=_I)
    return bare[:1].isupper() or ctx.lowercase or org.lower().startswith("the ")
