"""Facts about someone named only by a pronoun, or not at all: "Kofi's her new manager" (a
manager fact about *her*, not a role of Kofi's), "she's the new CFO", "the new number is
555-0134" (whose number?).

The forms here read such a fact with a pronoun for its subject (:data:`SOMEONE`); the
dispatcher then puts in the person the message named before it (:func:`resolved`). With no one
named there, the fact keeps its pronoun: :mod:`memory.derive` puts in the one person the
conversation named in the last minutes, or asks whose it is (:func:`whose`) rather than keep a
fact about "her" or "new".
"""

from __future__ import annotations

import re
from dataclasses import replace

from memory.phrasing import possessive
from memory.understanding._fact_verbs import _verb_fact
from memory.understanding._phrases import _I, _NAME_STOP, _NAME_WORD, _P, _Ctx, _person, _value
from memory.understanding._prefilter import gated
from memory.understanding._shortcuts import taken
from memory.understanding.intents import Intent, StateClaim
from memory.understanding.timex import find_spans

# the subject of a fact said of "her"/"him"/"them"/"she" ... until the dispatcher resolves it
SOMEONE = frozenset({"her", "him", "them", "she", "he", "they"})
# the one talked about, said as the subject: "she starts jan 11", "he moved there in april not may"
PERSON_SUBJECTS = frozenset({"he", "she", "they"})
# a fact's value said as a pronoun ("Esi reports to him"): a person only the conversation can name
PERSON_VALUES = frozenset({"her", "him", "them", "she", "he"})

# "Kofi's her new manager", "Kofi is his line manager now", "Lee's their boss"
_THEIR_PERSON = re.compile(
    r"^" + _P + r"(?:\s*'s|\s+is|\s+will\s+be)\s+(?P<pr>her|his|their)\s+(?:new\s+)?"
    r"(?P<attr>manager|line\s+manager|boss|mentor|assistant|partner|husband|wife|doctor|lawyer|accountant"
    r"|landlord|dentist|therapist|coach|tutor)$",
    _I,
)
# "she's the new CFO", "he is our new head of sales", "they're the new owners"
_PRONOUN_ROLE = gated(re.compile(
    r"^(?P<pr>she|he)(?:'s|\s+is)\s+(?:now\s+)?(?:the|our)\s+new\s+(?P<v>[\w&\- ]{2,40})$",
    _I,
))
# "the new number is 555-0134", "new email: x@y.z", "the new address is 4 Mill Lane"
_NEW_ATTR = gated(re.compile(
    r"^(?:the\s+|her\s+|his\s+|their\s+)?(?P<pr>new\s+)?(?P<attr>(?:phone\s+|mobile\s+|cell\s+)?number|phone|mobile"
    r"|e-?mail(?:\s+address)?|address)(?:\s+is|'s|\s*:)\s+(?P<v>\S.*)$",
    _I,
))
# "his title is Director now", "her team is Payments": an attribute of someone said by a pronoun
# "his manager will be Stela" (from a day said before it): the value it takes, as "Eugen's manager will be Stela"
_WILL_BE = r"\s+will\s+be|'ll\s+be|\s+is\s+going\s+to\s+be"
_PRONOUN_ATTR = re.compile(
    r"^(?P<pr>his|her|their)\s+(?:new\s+)?(?P<attr>(?:job\s+)?title|role|position|job|team|department|dept|manager"
    r"|line\s+manager|boss|base|office|desk|location)(?:\s+is|'s|\s*:|" + _WILL_BE + r")\s+(?:now\s+)?(?P<v>\S.*)$",
    _I,
)
# "her assistant is Jonah", "his lawyer's Priya Nair now": a person of someone said by a pronoun, by name
_PRONOUN_PERSON = re.compile(
    r"^(?P<pr>his|her|their)\s+(?:new\s+)?(?P<attr>assistant|pa|ea|deputy|secretary|mentor|supervisor|partner"
    r"|husband|wife|doctor|gp|lawyer|solicitor|accountant|landlord|dentist|therapist|coach|tutor)"
    r"(?:\s+is|'s|\s*:|" + _WILL_BE + r")\s+(?:now\s+)?"
    r"(?P<v>(?-i:[A-Z])[\w'’\-]+(?:\s+(?-i:[A-Z])[\w'’\-]+)?)(?:\s+now)?\s*[.!]*$",
    _I,
)
# "she's based in Leeds now", "they moved to the 5th floor": a verb fact whose subject is a pronoun
_PRONOUN_SUBJECT = re.compile(r"^(?P<pr>she|he|they)(?=\s|'s|'re|'ll)", _I)
_STAND_IN = "Zabdiel"  # a name the verb forms read, put in for the pronoun and taken out again
_PERSON_FACTS = frozenset({"location", "team", "role", "manager", "status"})
_ATTRS = {"number": "phone", "phone number": "phone", "mobile number": "phone", "cell number": "phone",
          "mobile": "phone", "email address": "email", "e-mail": "email", "e-mail address": "email"}  # fmt: skip
_OWNER_WORD = {"her": "her", "his": "him", "their": "them", "she": "her", "he": "him", "they": "them"}
_MAX_ROLE_WORDS = 5


def someone_claim(s: str, ctx: _Ctx) -> StateClaim | None:
    """The fact ``s`` states about someone it names by a pronoun, or by nobody."""
    m = _THEIR_PERSON.match(s)
    if m and (boss := _person(m["p"], ctx)) and boss != "me":
        attr = re.sub(r"\s+", " ", m["attr"].lower())
        predicate = "manager" if attr in ("manager", "line manager", "boss") else attr
        return StateClaim(_OWNER_WORD[m["pr"].lower()], predicate, boss)
    m = _PRONOUN_ROLE.match(s)
    if m and len(m["v"].split()) <= _MAX_ROLE_WORDS:
        return StateClaim(_OWNER_WORD[m["pr"].lower()], "role", _value(m["v"]))
    m = _PRONOUN_ATTR.match(s)
    if m and len(m["v"].split()) <= _MAX_ROLE_WORDS and not re.search(r"[?!]", m["v"]):
        return StateClaim(_OWNER_WORD[m["pr"].lower()], m["attr"].lower(), _value(m["v"]))
    m = _PRONOUN_PERSON.match(s)
    if m:
        attr = m["attr"].lower()
        return StateClaim(_OWNER_WORD[m["pr"].lower()], attr.upper() if attr in ("pa", "ea", "gp") else attr, m["v"])
    m = _PRONOUN_SUBJECT.match(s)
    if m:
        stand_in = _STAND_IN.lower() if ctx.lowercase else _STAND_IN  # "they moved to the 5th floor"
        claim = _verb_fact(stand_in + s[m.end() :], ctx)
        if claim is not None and claim.subject == stand_in and claim.predicate in _PERSON_FACTS:
            return replace(claim, subject=_OWNER_WORD[m["pr"].lower()])
    m = _NEW_ATTR.match(s)
    if m and (m["pr"] or not s.lower().startswith("the ")) and re.search(r"[\d@]", m["v"]):
        attr = re.sub(r"\s+", " ", m["attr"].lower())
        pronoun = s.split()[0].lower()
        subject = _OWNER_WORD.get(pronoun, "them")
        return StateClaim(subject, _ATTRS.get(attr, attr), m["v"].strip())
    m = _THEIR_CODE.match(s)
    if m and not find_spans(m["v"], now=ctx.now, tz=ctx.tz):  # "his flight is 6pm": when, a time, no code of his
        return StateClaim(_OWNER_WORD[m["pr"].lower()], re.sub(r"\s+", " ", m["attr"].lower()), m["v"])
    return None


# "her callsign is VLV-3", "his locker is 14", "their room's 4B": a code or number of someone said by a
# pronoun, whatever the attribute is called (the value has a digit: a name, a word, is no such code)
_THEIR_CODE = gated(
    re.compile(
        r"^(?P<pr>his|her|their)\s+(?P<attr>[a-z][a-z-]*(?:\s+[a-z][a-z-]*)?)(?:\s+is|'s|\s*:)\s+"
        r"(?P<v>[\w/-]*\d[\w/-]*)\s*[.!]*$",
        _I,
    )
)


# "her old team", "his accounts": a thing whose owner a pronoun names
THEIR_THING = re.compile(r"^(?:his|her|their)\s+(?P<thing>\S.*)$", re.IGNORECASE)


def resolved(intent: Intent, person: str | None) -> Intent:
    """A fact about "her" or about no one, said of ``person`` (whom the message named before);
    a fact whose value is "him" or "her" ("Esi reports to him"), with ``person`` as its value
    (never the fact's own subject: "Esi joined, she reports to him" names no one else)."""
    if not isinstance(intent, StateClaim) or not person:
        return intent
    if intent.subject in SOMEONE:
        intent = replace(intent, subject=person)
    whose = THEIR_THING.match(intent.subject)
    if whose and person.lower() != intent.value.lower() and person != "me":
        # "Sofia is now head of design and Marco takes over her old team": Sofia's old team
        intent = replace(intent, subject=f"{possessive(person)} {whose['thing']}")
    if intent.value.lower() in PERSON_VALUES and person.lower() != intent.subject.lower():
        intent = replace(intent, value=person)
    return intent


def whom(intent: StateClaim) -> str:
    """The question for a fact whose value is a person said only as "him" or "her"."""
    return (
        f"Who is “{intent.value}” in “{intent.subject}'s {intent.predicate}”? Say it again with the name, "
        f"e.g. “{intent.subject}'s {intent.predicate} is Maya”."
    )


def whose(intent: StateClaim) -> str:
    """The question for a fact about someone nobody named: whose it is."""
    if intent.predicate == "role":
        question = f"Who is the new {intent.value}? Say it with the name, e.g. “Maya is the new {intent.value}”."
    elif intent.predicate == "manager":
        question = (
            f"Whose manager is {intent.value}? Say it with the name, e.g. “{intent.value} is Maya's new manager”."
        )
    else:
        question = (
            f"Whose {intent.predicate} is {intent.value}? Say it with the name, e.g. “Maya's "
            f"{intent.predicate} is {intent.value}”."
        )
    return question


def only_name(texts: list[str], besides: str | None = None) -> str | None:
    """The one person a message's earlier sentences name ("I met Ana yesterday", "Lena changed
    phones", "Met Ngozi Okafor"): a capitalised name of one or two words, opening a sentence only
    when a verb follows it; None when they name nobody, or several. ``besides`` is left out (the
    one whose to-do it is: "Ayumi's manager is Jorge, and Jorge will send her …" names Ayumi)."""
    names = names_in(texts, besides)
    return names.pop() if len(names) == 1 else None


def names_in(texts: list[str], besides: str | None = None) -> set[str]:
    """The people ``texts`` name, as :func:`only_name` finds them."""
    names = set()
    for text in texts:
        raw = re.findall(r"[\w'\-]+", text)
        words = [re.sub(r"'s$", "", w) for w in raw]
        k = 0
        while k < len(words):
            two = k + 1 < len(words) and _named(words[k + 1])
            after = k + 2 if two else k + 1  # "Mei Ling joined …": the word after a two-word name
            # "Priya and Tomasz started …": a pair opening the sentence names two people
            pair = k == 0 and len(words) > 2 and words[1].lower() == "and" and _named(words[2])
            opens = len(words) > after and _OPENING_VERB.match(words[after])
            # "moving to Leeds" is a place; "at Oskar's" is still Oskar
            place = _a_place(words[:k]) and not raw[k].endswith("'s")
            if not _named(words[k]) or (k == 0 and not (opens or pair)) or place:
                k += 1
                # "in Hilo Medical Center", "at St Mary's Hospital": the whole capitalised run is the place, none
                # of its later words a person
                while place and k < len(words) and _named(words[k]):
                    k += 1
                continue
            names.add(" ".join(words[k : k + 2 if two else k + 1]))
            k += 2 if two else 1
    names.discard(besides or "")
    return names


# the words before a place: "moving to Leeds", "based in Porto", "flying into Lagos", "reach Dubai" (a name
# after them is no one "her" can mean)
_BEFORE_PLACE = re.compile(
    r"(?:\b(?:in|at|into|near|reach|reaches|reached|reaching)"
    r"|\b(?:mov\w*|relocat\w*|fly\w*|flew|going|gone|went|head\w*|travel\w*|emigrat\w*)\s+to"
    # a place or a body said to be someone's: "Ayanna's school is Castries Comprehensive", "his club is Vieux Fort
    # United" (a name after it is no one "her" can mean)
    r"|\b(?:school|college|uni|university|church|parish|club|team|company|firm|employer|bank|gym|hospital|clinic"
    r"|hotel|office|street|town|village|island|hometown|airline|league)\s+(?:is|was))$",
    re.IGNORECASE,
)


def _a_place(before: list[str]) -> bool:
    """Whether the words ``before`` a capitalised word say it is a place."""
    return bool(_BEFORE_PLACE.search(" ".join(before[-2:])))


def _named(word: str) -> bool:
    return bool(_NAME_WORD.match(word)) and word.lower() not in _NAME_STOP


# what follows a name that opens a sentence ("Lena changed phones", "Omar's moving", "Wayan's driving for us")
_OPENING_VERB = re.compile(
    r"^(?:[a-z]+ed|[a-z]{2,}ing|is|was|has|had|will|just|got|left|said|told|sent|rang|called|s|gonna|gotta|wants|needs"
    r"|can|should|must|might)$"
)


# "him" or "her" as whom a thing goes to, right after the verb and before the thing ("send him the
# Q3 numbers", "email her the roster"); "her CV", "send her flowers", "get the keys from him",
# "set her up" are left as said
_OBJECT_PRONOUN = re.compile(
    r"^(?P<verb>\S+)\s+(?:him|her)(?=\s+(?:the|a|an|my|our|this|that|these|those|some)\s)",
    _I,
)


def named_object(action: str, person: str) -> str:
    """``action`` with the pronoun that stands for ``person`` (the to-do's counterparty, named
    before in the message) as whom the thing goes to put as the name: "send him the Q3 numbers"
    -> "send Omar the Q3 numbers". Unchanged when it says no such pronoun, or both "him" and "her"."""
    if re.search(r"\bhim\b", action, _I) and re.search(r"\bher\b", action, _I):
        return action
    named = _OBJECT_PRONOUN.sub(lambda m: f"{m['verb']} {person}", action, count=1)
    # "get him goggles", "buy him flowers": "him" before a thing is always whom it goes to ("her
    # goggles" may be hers: left)
    named = _HIM_THEN_THING.sub(lambda m: f"{m['verb']} {person}", named, count=1) if named == action else named
    # "pay him for the fuel drums", "thank her for the lift": whom one pays or thanks, whatever follows ("see her
    # friday 3pm": whom one meets)
    return _PAID_PRONOUN.sub(lambda m: f"{m['verb']} {person}", named, count=1) if named == action else named


# (never "pay her back": a debt said again, one to-do with the sum owed, :func:`._owed_then.owed_said_again`)
_PAID_PRONOUN = re.compile(
    r"^(?P<verb>pay|repay|reimburse|refund|tip|thank|compensate|see|meet)\s+(?:him|her)\b(?!')(?!\s+(?:back|off)\b)", _I
)


_HIM_THEN_THING = re.compile(
    r"^(?P<verb>get|buy|send|bring|give|order|make|find|pay|lend|show|text|email|owe|book|pick)\s+him"
    r"(?=\s+(?!(?:back|up|over|round|about|re|on|at|after|before|when|with|to|for|from|in|out|off|and|or|tonight"
    r"|tomorrow|tmrw|today|asap|later|now|by|b4|till|until|this|next|something|anything|one|stuff)\b)[a-z])",
    _I,
)


# "him"/"her" as whom a promise's deed is done to, right after its verb and before no thing of theirs:
# "call him back", "ring her about the lease", "visit her" ("review her CV" is whose: left)
_DONE_TO_PRONOUN = re.compile(
    r"^(?P<verb>[a-z]+)\s+(?P<pronoun>him|her)(?=$|\s+(?:back|up|over|round|about|re|on|at|after|before|when|with|tonight"
    r"|tomorrow|tmrw|today)\b)",
    _I,
)
# the promise said to someone by name: "promised Dinh i'd …", "told Mrs. Abernathy I'd …"
_PROMISED_TO = r"\b(?:promised|told|assured)\s+{person}\s+(?:that\s+)?(?:i'd|id|i\s+would|i'll|ill|i\s+will|to)\b"


def promised_named(action: str, person: str, clause: str) -> str:
    """``action`` with "him"/"her" put as ``person`` when the clause says the promise was made to
    them by name ("i promised Dinh i'd call him back": "call Dinh back"), or by the pronoun the
    counterparty was found for ("Mrs Patel rang, told her id pop round"): whom the deed is done to
    can be no one else. Unchanged otherwise ("Kai's our new supplier, need to call him")."""
    if taken() and _DONE_TO_PRONOUN.match(action) is None and _GIVEN_TO_PRONOUN.search(action) is None:
        return action  # no name to put in: no pattern of it compiled
    if re.search(r"\bhim\b", action, _I) and re.search(r"\bher\b", action, _I):
        return action
    # "mrs patel rang, told her id pop round": the "her" the promise was made to, whom the counterparty names
    done_to = _DONE_TO_PRONOUN.match(action)
    same = f"|{done_to['pronoun']}" if done_to else ""
    if not re.search(_PROMISED_TO.format(person=f"(?:{re.escape(person)}{same})"), clause, _I):
        return action
    if done_to is None:  # "promised Pfarrer Frick I'd get the chime schedule to him": to Pfarrer Frick
        return _GIVEN_TO_PRONOUN.sub(f"to {person}", action, count=1)
    return _DONE_TO_PRONOUN.sub(lambda m: f"{m['verb']} {person}", action, count=1)


# "… to him" ending a promised deed: whom the thing goes to, never whose ("to her office" is left)
_GIVEN_TO_PRONOUN = re.compile(r"\bto\s+(?:him|her)$", _I)


# a fact's subject said as the user's own: "i prefer …", "my …", "i'm …"
_OWN_WORDS = re.compile(r"\b(?:i|i'm|im|i've|my|me)\b", _I)


def mine_beside_mine(intents: list[Intent], text: str) -> list[Intent]:
    """``intents`` with a contact detail of no one named ("new email: moc.q@tabaiba.es") put as the
    user's own when everything else the message says is of the user ("… — and i prefer whatsapp
    for urgent stuff") and it names no one: said alone, recap asks whose it is."""
    unnamed = [i for i in intents if isinstance(i, StateClaim) and i.subject in SOMEONE]
    rest = [i for i in intents if i not in unnamed]
    if len(unnamed) != 1 or not rest or not all(isinstance(i, StateClaim) and i.subject == "me" for i in rest):
        return intents
    if unnamed[0].predicate not in ("email", "phone", "address") or not _OWN_WORDS.search(text):
        return intents
    if any(_named(word.strip(",.:;!?—-")) for word in text.split()[1:]):
        return intents  # someone named ("new email for Raj: …"): theirs, the other readers'
    return [replace(i, subject="me") if i is unnamed[0] else i for i in intents]


# whose "her"/"his" a title says: "Miss Solomon", "Mrs Obi", "Ms Tan" are "her"; "Mr Lee" is "his"
_TITLE_HERS = re.compile(r"^(?:miss|mrs|ms|madam|aunty|auntie)\.?\s+\S", _I)
_TITLE_HIS = re.compile(r"^(?:mr|sir|uncle)\.?\s+\S", _I)


def titled_possessive(action: str, person: str) -> str:
    """``action`` with the "her"/"his" of the titled person it is for put as their name, when the
    action names them nowhere else ("clean her condo" for Miss Solomon: "clean Miss Solomon's condo");
    the title says which pronoun is theirs. Unchanged otherwise."""
    pronoun = "her" if _TITLE_HERS.match(person) else "his" if _TITLE_HIS.match(person) else None
    if pronoun is None or re.search(rf"(?<!\w){re.escape(person)}(?!\w)", action, _I):
        return action
    return re.sub(rf"\b{pronoun}\s+(?=[a-z])", f"{person}'s ", action, count=1, flags=_I)
