"""Apostrophes typed away where the words around say which one was meant.

Busy people type "hell send it monday", "shed review the PR", "told the client wed have it
live", "its 95k", "said id get back to him", "Priyas sending the contract", "omars email is
…". Each of those words is also a word of its own (hell, shed, wed, its, ID, a name ending in
s), so each is restored only where its neighbours leave one reading:

- "hell", "shell", "shed", "wed", "id" are "he'll", "she'll", "she'd", "we'd", "I'd" after a
  clause boundary or a reporting verb ("said", "promised", "told the client") and before a
  verb ("send", "have", "rather"); "hed" is "he'd" only after a reporting verb ("Ropata said
  hed mow the lawn"), where no other word can stand;
- "its" is "it's" before what follows a verb (an article, "not", a number, "done", "been", an
  e-mail address) or at the end; before a noun it stays the possessive ("its battery");
- a name with an "s" glued on is the name's possessive before one of a person's attributes
  ("Anas phone is", "Lenas new manager"), and its "is"/"has" before a contraction's usual
  company ("Sams our new CFO", "Micks been made partner", "Priyas sending the contract",
  "Lees now in Porto"). Names that end in s themselves ("Lukas", "Carlos", "James") and words
  ending in "ss"/"us" stay, and so does a lower-case word in a message that has capitals
  (there a lower-case word is not a name).
"""

from __future__ import annotations

import re

from memory.understanding._attribute_asks import ATTRIBUTE_OF
from memory.understanding._commitment_intro import TODO_VERBS
from memory.understanding._fact_verbs import _department
from memory.understanding._kin import KIN_WORDS
from memory.understanding._prefilter import gated

__all__ = ["own_s", "restore_apostrophes"]

_I = re.IGNORECASE

# verbs that follow "he'll", "she'd", "we'd", "I'd" besides the to-do verbs
_MODAL_COMPANIONS = frozenset({
    "be", "have", "get", "do", "make", "need", "let", "try", "give", "come", "go", "probably", "definitely", "never",
    "always", "just", "also", "still", "rather", "like", "love", "prefer", "better", "say", "guess", "think", "take",
    "bring", "sort", "handle", "look", "pick", "drop", "call", "send", "finish", "sign", "loop", "share", "cover",
})  # fmt: skip
_VERB = "|".join(sorted(TODO_VERBS | _MODAL_COMPANIONS, key=len, reverse=True))
_BOUNDARY = r"(?:^|[.!?;,:]\s*|\s[-–—]\s*|\b(?:and|so|then|but|ok|okay|also|btw|fyi|that)\s+)"
# after "said", "promised", "told the client" a pronoun is all that can come: any word but these follows it
_REPORTED = r"\b(?:said|says|promised|reckons|thinks|hopes|told\s+(?:me|us|him|her|them|the\s+\w+|[A-Z]\w+))\s+"
_NOT_AFTER = r"(?:no|yes|of|is|was|and|or|but|to|the|a|an|in|on|out|yeah|nah)"
_PRONOUN = {"hell": "he'll", "shell": "she'll", "shed": "she'd", "hed": "he'd", "wed": "we'd", "id": "I'd"}
_MODAL = re.compile(
    r"(?P<b>" + _BOUNDARY + r")(?P<w>hell|shell|shed|wed|id)(?=\s+(?:" + _VERB + r")\b)"
    r"|(?P<r>" + _REPORTED + r")(?P<v>hell|shell|shed|hed|wed|id)(?=\s+(?!" + _NOT_AFTER + r"\b)[a-z]+\b)",
    _I,
)


def _pronoun(m: re.Match[str]) -> str:
    word = (m["w"] or m["v"]).lower()
    if word == "wed" and _WEEKDAY_NOTE.match(m.string, m.start("w") if m["w"] else 0) and m.start() == 0:
        return m.group(0)  # "wed follow up with Ayesha": a note for Wednesday, no "we'd" (no other day said)
    if word == "wed" and _DAY_NOT_DAY.match(m.string, m.end()):
        return m.group(0)  # "she said wed not tmrw": Wednesday, said in place of the day before
    return (m["b"] if m["w"] else m["r"]) + _PRONOUN[word]


# "… wed not tmrw", "… wed, not thurs": a day in place of another day
_DAY_NOT_DAY = re.compile(r"\s*,?\s+not\s+(?:today|tonight|tomorrow|tmrw|mon|tue|wed|thu|fri|sat|sun)", _I)
# "wed" opening a line, a to-do verb after it and no other day named: the weekday
_WEEKDAY_NOTE = re.compile(
    r"wed\s+(?=(?:" + "|".join(sorted(TODO_VERBS - {"have", "get", "let", "try"}, key=len, reverse=True)) + r")\b)"
    r"(?!.*\b(?:today|tonight|tomorrow|tmrw|mon|tue|wed|thu|fri|sat|sun)\w*\b)",
    _I,
)
_ITS = re.compile(
    r"(?<![\w'’])its(?=\s+(?:a|an|the|not|been|gonna|going|now|just|still|already|actually|done|fine|ok|okay|over"
    r"|back|broken|down|fixed|all|only|really|so|too|very|due|finally|my|your|our|his|her|their|on|in|at|with|from"
    # a participle no noun shares ("its expiring end of month", "its been moved"): never "its expiring date"
    r"|expiring|expired|overdue|lapsing|happening|getting|leaking|coming|booked|cancell?ed|canceled|postponed|moved"
    r"|for|about|like|meant|supposed|up|working|ready|live|sorted|gone|here|there|late|alright)\b|\s+[\d$£€+]|\s+\S+@"
    # a verb in -ing with its object or particle ("its making a grinding noise", "its playing up again"); a
    # noun in -ing has a verb of its own after it ("its wiring is dodgy", "its opening hours")
    r"|\s+[a-z]{2,}ing\s+(?:a|an|the|up|out|off|weird|funny|strange|noises?|me|us|it|that|this|again|loads|lots"
    r"|everything|random)\b"
    r"|\s*[.!?]*$)",
    _I,
)

# names that end in s of their own, and short words that are not a name with an "s" added
_S_NAMES = frozenset({
    "james", "thomas", "tomas", "chris", "lucas", "lukas", "jonas", "carlos", "marcos", "nicholas", "niklas",
    "douglas", "louis", "luis", "charles", "andreas", "andres", "matthias", "elias", "tobias", "agnes", "frances",
    "francis", "dolores", "mercedes", "ines", "lars", "nils", "hans", "jens", "mats", "klaus", "dennis", "doris",
    "iris", "lois", "max", "alexis", "atlas", "yes", "was", "has", "does", "goes", "its", "this", "thus", "plus",
    "his", "hers", "ours", "yours", "theirs",  # whose, never a name with "'s" lost: "his new role starts monday"
    "less", "bus", "gas", "news", "lens", "alias", "canvas", "series", "species", "always", "perhaps", "sometimes",
    # a weekday shortened to its "s" ("thurs briefing at 4"), never the day's name with "'s" lost
    "tues", "weds", "thurs",
    "towards", "besides", "whereas", "ones", "mins", "hrs", "thanks", "ids", "specs", "docs", "stats", "kids",
    "parents", "folks", "guys", "others", "friends", "things", "plans", "prices", "pics", "boris", "denis", "lewis",
    "morris", "travis", "curtis", "otis", "paris", "tennis", "analysis", "crisis", "basis", "thesis", "elvis",
    "williams", "jones", "adams", "roberts", "evans", "edwards", "collins", "harris", "matthews", "phillips", "rogers",
    "owens", "hughes", "davies", "jenkins", "simmons", "reynolds", "brooks", "myers", "sanders", "peters", "andrews",
    "stevens", "richards", "walters", "watkins", "perkins", "hopkins", "dawkins", "lagos", "athens", "texas",
    # a word said before the sentence, never anyone's: "oops flight's at 6:40", "cheers mate"
    "oops", "whoops", "yikes", "cheers", "jeez", "geez", "kudos", "congrats",
})  # fmt: skip
_ATTRIBUTES = sorted(
    {*ATTRIBUTE_OF, "extension", "ext", "budget", "account manager", "salary", "rate", "surname", "wife", "husband",
     "partner", "office", "desk", "deadline", "flight", "start date", "last day", "handle", "pronouns"},
    key=len, reverse=True,
)  # fmt: skip
_ATTRIBUTE = r"(?:(?:new|current|old|work|personal|home|office)\s+)?(?:" + "|".join(map(re.escape, _ATTRIBUTES)) + ")"
# what follows a contracted "is" or "has": "been", "gonna", "now", "our new", a verb in -ing and its object
_CONTRACTED = (
    r"(?:been|gonna|got\s+a|now|still|back|off|currently|finally|our|my|your|the\s+new|a\s+new|the\s+(?:one|person)"
    r"|in\s+charge|\w{2,}ing\s+(?:the|a|an|my|our|his|her|their|in|at|from|to|on|for|with|care))\b"
    r"|(?:in|at)\s+(?-i:[A-Z])"  # "Lees in Lisbon", "Aikos at Heathrow"
)
# the glued word is the subject: it opens the message or a clause ("works in Lagos now" stays)
_SUBJECT_START = r"(?P<b>^|[.!?;,:]\s*|\s[-–—]\s*|\b(?:and|but|so|then|also|btw|fyi|ok|okay|that|actually)\s+)"
_GLUED = re.compile(
    _SUBJECT_START
    + r"(?=[A-Za-z][a-zà-ÿ]+s\s)(?P<name>[A-Za-z][a-zà-ÿ]+?)s(?=\s+(?:(?P<attr>"
    + _ATTRIBUTE
    + r")\s+(?:is|was|are|has|went|'s"
    r"|changed|moved)\b|(?P<then>" + _CONTRACTED + r")))",
    re.MULTILINE,
)


# one of a person's attributes where a noun phrase starts: at a clause's start, after a question
# word or "of"/"for"/"about" ("what was Mayas role", "whos kwames manager", "remind me of Bjorns
# address"); never after another word ("aiko prefers email", "the Paris office")
_OWNER = re.compile(
    r"(?P<b>^|[.!?;,:]\s*|\s[-–—]\s*|\b(?:and|but|so|also|btw|fyi|ok|okay|that|actually|what's|whats|what\s+is"
    r"|what\s+was|who's|whos|who\s+is|is|was|of|for|about)\s+)"
    r"(?=[A-Za-z][a-zà-ÿ]+s\s)(?P<name>[A-Za-z][a-zà-ÿ]+?)s(?=\s+" + _ATTRIBUTE + r"\b)",
    re.MULTILINE,
)
# "memos been axed", "contracts gone out": a plural has no "been"/"gone" of its own, so the s was "'s"
_HAS_BEEN = re.compile(
    r"\b(?=[A-Za-z][a-zà-ÿ]+s\s+(?:been|gone)\b)(?<![\w'’@.#/-])(?P<b>)(?P<name>[A-Za-z][a-zà-ÿ]+?)s(?=\s+(?:been|gone)\b)"
)


# verbs a clause opens with when its subject is the thing just named: "…, works now", "…, looks fine now"
_VERBS_IN_S = frozenset({
    "works", "looks", "seems", "feels", "runs", "sounds", "starts", "stops", "loads", "prints", "charges", "boots",
    "opens", "closes", "drains", "flushes", "syncs", "connects", "locks", "holds", "fits", "goes", "comes",
})


def own_s(word: str) -> bool:
    """Whether ``word``'s last "s" is its own ("James", "Carlos", "sis"), never an "'s" typed away."""
    return word.lower() in _S_NAMES or word.lower() in KIN_WORDS


def _glued(m: re.Match[str], lowercase: bool, *, any_word: bool = False) -> str:
    name = m["name"]
    whole = name + "s"
    if whole.lower() in _VERBS_IN_S:
        return m["b"] + whole  # "card reader swapped, works now": a verb of the thing before, no one's
    if own_s(whole) or name.lower().endswith(("s", "u")) or len(name) < 2 or _department(whole):
        return m["b"] + whole  # "operations manager", "sales lead": a department's role, no one's
    if name[0].islower() and not lowercase and not any_word:
        return m["b"] + whole
    return m["b"] + f"{name}'s"


_MAY_BE_MODAL = gated(re.compile(r"\b(?:hell|shell|shed|hed|wed|id)\b", _I))


def restore_apostrophes(text: str) -> str:
    """``text`` with the apostrophes its words plainly lost put back; every other word as it was."""
    s = _MODAL.sub(_pronoun, text) if _MAY_BE_MODAL.search(text) else text
    if "its" in s.lower():
        s = _ITS.sub(lambda m: "It's" if m.group(0)[0] == "I" else "it's", s)
    lowercase = not any(ch.isupper() for ch in text)
    s = _GLUED.sub(lambda m: _glued(m, lowercase), s)
    s = _OWNER.sub(lambda m: _glued(m, lowercase), s)
    return _HAS_BEEN.sub(lambda m: _glued(m, lowercase, any_word=True), s)
