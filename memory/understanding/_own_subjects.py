"""A clause that starts with a subject of its own: where a sentence of two statements is cut.

"Mr. Dubois is the new VP and the photocopier's jammed again", "hot water's fixed at unit 4
but now the toilet in unit 9 is leaking", "Paulo's the new foreman and Ji-ho moved to the night
crew": after "and" or "but" a new subject and its verb start a second statement. Read whole, the
second statement is swallowed into the first one's value ("role: VP and the photocopier's
jammed") or lost. The to-do reader's own cut ("… and send the deck") only knows clauses that
start with a verb or a pronoun; this module knows the noun-phrase subjects:

- a determiner and up to five words, then a finite verb ("the budget for the Rosebank job is",
  "the pitch booking for sat needs", "the garage door opener stopped") or a contracted "is"
  ("the photocopier's jammed", "the roof leak's back");
- a name, then a contracted "is" before what the name is or where ("Tiago's at Farfetch",
  "Mrs Nkosi's now head", "Dr Mutua's the new ward in-charge"), or the name's thing and its verb
  ("Linda's new number is", "Aroha's swimming moved").

A list of objects never has a verb of its own ("buy milk, bread and the eggs"), so it is never
cut here; nor is a clause said inside a to-do or a report of speech ("tell Ana the deck is late
and the budget is ready", "check that the van is fuelled and the tyres are pumped"), where the
clause is what the verb before it takes.

Written by hand: the reader has no part-of-speech tagger (one would cost far more than the 1 ms
a message may take), and these few closed word classes are enough to see a subject and a verb.
"""

from __future__ import annotations

import re

from memory.understanding._commitment_intro import _imperative_shape
from memory.understanding._commitments import _IRREGULAR_PAST
from memory.understanding._phrases import _I, _NAME_STOP
from memory.understanding._prefilter import gated

_DETERMINER = r"(?:the|my|our|his|her|their|your|this|that)"
# a word of a noun phrase: never a joining word, which would make it a list
_NP_WORD = r"(?!(?:and|or|but|then|to|still|just|also|now|finally|already|never|not|&)\b)[\w\-/.&]+"
# "the boiler just died", "the lift finally works" ("the printer still jammed" is said again, not new)
_ADVERB = r"(?:(?:just|finally|already|also|now)\s+)?"
# a finite verb after a noun phrase: "is", "needs", "keeps", "stopped", "went"
_FINITE = (
    r"(?:is|are|was|were|isn't|aren't|wasn't|weren't|isnt|arent|wasnt|has|have|hasn't|haven't|had|keeps|kept"
    r"|needs|got|gets|goes|went|came|comes|broke|won't|wont|can't|cant|doesn't|doesnt|didn't|didnt|will|starts"
    # "the cake can wait till next week": what may be done with it
    r"|can|could|should|must"
    r"|[a-z]{3,}ed)"
)
# what follows a contracted "is" ("the photocopier's jammed", "the oven's dead"), never the
# possessed thing of a possessive ("the dog's bowl")
_STATE = (
    r"(?:[a-z]{3,}(?:ed|en|ing)|back|down|out|off|up|dead|broken|fixed|gone|late|due|still|now|not|no|again|on|in"
    r"|at|the|a|an|been|got|finally|also|totally|completely|all|playing|acting|full|empty|low|flat|busted|shot"
    # a figure: "… and his number's 0161 555 0101"
    r"|\+?\d+)"
)
_NOUN_PHRASE_SUBJECT = re.compile(
    r"^(?:now\s+)?" + _DETERMINER + r"\s+(?:" + _NP_WORD + r"\s+){0,5}?"
    r"(?:" + _NP_WORD + r"'(?:s|re)\s+" + _STATE + r"|" + _NP_WORD + r"\s+" + _ADVERB + _FINITE + r")\b",
    _I,
)
_NAME = r"(?:(?:Mr|Mrs|Ms|Dr|Prof)\.?\s+)?(?P<n>[A-ZÀ-ÖØ-Þ][\w\-]+)(?:\s+[A-ZÀ-ÖØ-Þ][\w\-]+){0,2}"
# "Tiago's at Farfetch", "Martina's now manager": the contraction, as no thing is possessed
_NAME_IS = gated(re.compile(
    r"^(?:now\s+)?" + _NAME + r"'s\s+(?i:the|a|an|our|my|now|at|in|on|with|back|off|out|away|still|also|no\s+longer"
    r"|not|finally|been|got|officially)\b"
))
# "Linda's new number is", "Aroha's swimming moved": the name's thing, then its verb
_NAME_THING = re.compile(
    r"^(?:now\s+)?" + _NAME + r"'s\s+(?:" + _NP_WORD + r"\s+){1,3}?" + r"(?i:is|are|was|were|has|got|moved|changed"
    r"|starts|started|finished|ended|got\s+moved|needs|[a-z]{3,}ed)\b"
)
# a subject without a determiner, then "is": "parents evening is on the 10th", "oat milk's up again"
# a pronoun's clause is the clause cutter's own ("… and it's fixed" says more of the thing before)
_NOT_A_NOUN = r"(?!(?:it|its|it's|this|that|there|here|he|she|they|we|i|you|what|who|which|all|everything|nothing)\b)"
# a bare subject's words: no determiner (that subject is the rule above's) nor a hedge ("maybe the boiler")
_BARE_WORD = (
    r"(?!(?:the|a|an|my|our|his|her|their|your|this|that|maybe|probably|perhaps|possibly|prob|def|definitely"
    r"|apparently|still|just|also|then|so|now)\b)" + _NP_WORD
)
_COPULA = r"(?:is|are|was|were|isn't|aren't|wasn't|weren't|isnt|arent|keeps|has\s+been|have\s+been|can\s+wait)"
_BARE_SUBJECT = re.compile(
    rf"^(?:now\s+)?{_NOT_A_NOUN}(?:{_BARE_WORD}\s+){{0,2}}?(?:{_BARE_WORD}'s\s+{_STATE}|{_BARE_WORD}\s+{_COPULA})\b",
    _I,
)
# a thing's thing, then its verb: "procurement's budget is 200k", "dad's flight got moved"
_BARE_THING = re.compile(
    rf"^(?:now\s+)?{_NOT_A_NOUN}{_BARE_WORD}'s\s+(?:{_NP_WORD}\s+){{1,3}}?(?:is|are|was|were|has|needs|got|[a-z]{{3,}}ed)\b",
    _I,
)
# a verb in the words before: they are a statement of their own, not the first half of a subject
# ("my mum and dad are visiting" is one subject); a name's "'s" before "our"/"my" is "is" ("Esther's our
# new head chef and the walk-in is leaking": a role said, then a trouble of its own)
_VERB = re.compile(
    r"\b(?:is|are|was|were|am|has|have|had|will|won't|can|can't|needs?|got|gets|goes|went|came|keeps|kept"
    r"|[a-z]{3,}ed)\b|'(?:re|ve|ll|m|d)\b|'s\s+(?:" + _STATE + r"|our|my|your|his|her|their)\b"
    # a present verb said with how things stand now: "dishwasher works again", "the van starts fine now"
    r"|\b[a-z]{3,}(?<!ss)s\s+(?:(?:fine|ok|okay|properly|perfectly|normally)\s+)?(?:again|now)\b",
    _I,
)
# the words before that take a clause as their object ("tell Ana …", "check that …")
_TAKES_A_CLAUSE = re.compile(
    r"\b(?:that|whether|if|sure|tell|told|ask|asked|say|said|says|know|knows|think|thinks|hope|check|confirm"
    r"|ensure|remind|when|while|because|bc|cos|since|until|till|unless|as\s+soon\s+as|once|whenever|where)\b",
    _I,
)


def name_is(words: str) -> bool:
    """Whether ``words`` open with a name and a contracted "is" ("Tiago's at Farfetch"), never
    a possessive ("Liam's leaving do" is Liam's thing)."""
    m = _NAME_IS.match(words)
    return m is not None and m["n"].lower() not in _NAME_STOP


_REMIND_TO = re.compile(r"^\s*(?:pls\s+|please\s+)?(?:remind\s+me|don'?t\s+let\s+me\s+forget)\s+to\s+(?=[a-z])", _I)


def own_subject(before: str, after: str) -> bool:
    """Whether ``after`` (the words after an "and", "but" or a comma) starts a statement with a
    subject of its own, and ``before`` is a statement it may follow (not a verb that takes it)."""
    # "remind me to call the vet tmrw and the car needs an MOT": a reminder is a to-do said as owed, its
    # "to …" taken by "remind", never the clause after
    before = _REMIND_TO.sub("need to ", before)
    said = _VERB.search(before) or _IRREGULAR_PAST & {word.lower() for word in before.split()}
    named = _NAME_DOES.match(before)  # "Isadora prefers whatsapp": a name and its verb, a statement
    said = said or (named is not None and named["n"].lower() not in _NAME_STOP)
    if _TAKES_A_CLAUSE.search(before) or not (said or _imperative_shape(before)):
        return False
    if _NOUN_PHRASE_SUBJECT.match(after):
        return True
    if not _imperative_shape(before) and (_BARE_SUBJECT.match(after) or _BARE_THING.match(after)):
        return True  # (never after a to-do, where a bare noun is more likely the next thing on its list)
    m = _NAME_IS.match(after) or _NAME_THING.match(after)
    if m is None and not _imperative_shape(before):
        # "Danish is now mobile team lead; Mahnoor replaces him as QA lead": a statement, then a
        # name and a verb of its own (never after a to-do: "email Ana and Bo updates")
        m = _NAME_VERB.match(after) or _NAME_DOES.match(after)
    return m is not None and m["n"].lower() not in _NAME_STOP


# "LaToya starts as night dispatcher", "the new principal is Mrs Te Rangi": said of a person
_NAME_VERB = re.compile(
    r"^" + _NAME + r"\s+(?:is|was|has|starts|started|joins|joined|moves|moved|left|leaves|becomes|became|got|gets"
    r"|takes\s+over|took\s+over|runs|heads|manages|works)\b"
)
# a name, then a verb by its ending: "Greta replaces him", "Zara prefers slack", "Ji-ho transferred"
_NAME_DOES = re.compile(r"^" + _NAME + r"\s+(?:(?:now|also|just|still|finally)\s+)?(?-i:[a-z]{2,}(?:[^s']s|ed))\b")
_NEW_SOMEONE = re.compile(r"^(?:our\s+|the\s+|my\s+)?new\s+(?:\S+\s+){1,3}?(?:is|'s)\s+", _I)


def about_someone(words: str) -> bool:
    """Whether ``words`` state something of a named person ("Tiago's at Farfetch now",
    "LaToya starts as night dispatcher on the 15th", "the new principal is Mrs Te Rangi"): what
    a memory keeps, so never dropped in silence when no form reads it."""
    m = _NAME_IS.match(words) or _NAME_THING.match(words) or _NAME_VERB.match(words)
    if m is not None:
        return m["n"].lower() not in _NAME_STOP
    return bool(_NEW_SOMEONE.match(words))
