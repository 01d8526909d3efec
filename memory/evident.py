"""When a question about one open to-do need not be asked: its answer is in the message.

:func:`memory.asks.never_silent` asks "Did that finish “update the vendor list”?", "Should I
move “service the AC units” to Wed 8 December?" or "Did that change “send the xmas cards”?"
when a message's words touch one open to-do but its reading changed nothing. Often the words
settle it: "priya wrapped up the vendor list", "AC guys rescheduled the servicing to the 8th",
"not doing xmas cards this year tbh", "payroll file: make it fri 11am instead". Asking then
only adds a tap.

:func:`evident` gives the change to make instead of asking, when all of these hold:

- the question is about one open to-do, and offers the change;
- the message says one kind of change, in any wording: done ("wrapped up", "sorted", "handed
  in", "✅", "crossed off", "is live", "in Layla's inbox"), called off ("not happening", "no
  need to", "skip", "not doing"), or moved to the one date it says ("bumped", "slipped", "can
  slide a week", "make it fri instead", "goes back sun now"); two kinds ("moved … then
  cancelled") or none leave the question;
- every specific word of the message is the to-do's own, a word of that change, a person said
  loosely ("the AC guys", "the etisalat rep") or a filler ("tbh", "after all"), and at least
  one is a thing of the to-do's beyond a name: "the state budget got pushed back a week"
  moves no "approve the excursion budget" ("state" is not its), and "Joy sent me a sweet
  welcome msg" finishes no "send the welcome pack to Joy".

Otherwise None, and recap asks as before: a wrong change is worse than a question.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from datetime import datetime
from zoneinfo import ZoneInfo

from memory import commitments as commitment_rules
from memory import understanding
from memory.commitments import COMMON_NOUNS, expanded
from memory.model import Commitment
from memory.understanding._changed_mind import CANCEL_TODO
from memory.understanding.timex import find_spans
from memory.verb_families import clashes
from memory.words import GENERIC_WORDS, IRREGULAR, content_words, stem

__all__ = ["evident", "may_settle", "visit_over", "visitor_came"]

_I = re.IGNORECASE

# Done, in the words busy people use: a verb of finishing, or a state the finished to-do leaves
# ("OKR review wrapped", "wrapped up the plan"; "wrapped the parcels" wraps them, nothing finished).
_DONE = re.compile(
    r"(?:✅|✔️?|☑️?|\b(?:done\b|finished\b|completed?\b|wrapped\s+up\b|wrapped(?=[\s!.]*$)|sorted\b|handled\b|dealt\s+with\b"
    r"|taken\s+care\s+of\b|handed\s+in\b|turned\s+in\b|submitted\b|filed\b|sent\b|paid(?:\s+up)?\b"
    r"|merged\b|shipped\b|deployed\b|released\b|published\b|posted\b|delivered\b|crossed\s+off\b"
    r"|ticked\s+off\b|knocked\s+(?:out|off)\b|nailed\b|signed\b|booked\b|ordered\b|returned\b"
    r"|renewed\b|fixed\b|collected\b|picked\s+up\b|dropped\s+off\b|got\s+back\s+to\b|spoke\s+(?:to|with)\b"
    r"|talked\s+to\b|all\s+(?:good|set)\b|good\s+to\s+go\b|(?:is|are|'s|went)\s+live\b|in\s+hand\b"
    r"|in\s+(?:[\w']+\s+)?(?:inbox|hands)\b|got\s+access\b|has\s+access\b|over\s+the\s+line\b"
    # the thing with whom it was for: "Kalani's got the paddle", "Tom has got the keys now"
    r"|(?:'s|\s+has|\s+have)\s+got\s+(?=(?:the|his|her|their|its|my|our)\b)))",
    _I,
)
# Called off: the to-do no longer wanted, or no longer needed.
_CANCEL = re.compile(
    r"\b(?:cancel(?:led|ed)?|called\s+off|scrap(?:ped)?|ditch(?:ed)?|binned"
    r"|drop(?:ped|ping)?\s+(?:it|that)\b(?!\s+(?:off|at|with|round|by|back|to|in|into|over|for)\b)"
    r"|not\s+happening|not\s+(?:doing|bothering\s+with)|no\s+need(?:\s+to)?|not\s+needed|(?:aren'?t|isn'?t|not)\s+"
    r"needed|(?:don'?t|doesn'?t|no\s+longer)\s+need|skip(?:ping)?|(?:is|are|'s)\s+off"
    r"|never\s*mind|nvm|forget\s+(?:it|about\s+it))\b",
    _I,
)
# Moved: to the one date the message says.
_MOVE = re.compile(
    r"\b(?:mov(?:ed|ing)|push(?:ed|ing)?|postpon\w*|reschedul\w*|bump(?:ed)?|shift(?:ed)?|slip(?:ped|s)?|slid(?:e|es)?"
    r"|delay(?:ed)?|extend(?:ed)?|extension|instead|make\s+it|goes\s+back|now\s+(?:on|at|due)|(?:is|are)\s+now)\b",
    _I,
)
# a thing back, of a to-do to return it or get it back ("library books back 👍", "deposit's back")
_BACK = re.compile(r"\bback\b(?!\s+(?:on|to|in|at|from|up|down|again|soon|tomorrow|tmrw|next|later)\b)", _I)
_RETURNS = re.compile(r"^(?:return|give\s+back)\b|\bback\b", _I)
# kept after all: only a to-do to cancel the thing is called off by it
_KEEPING = re.compile(r"\bkeep(?:ing)?\b", _I)
_KINDS = {"done": _DONE, "cancel": _CANCEL, "move": _MOVE}
# Words that say the change is not made yet, or only maybe: "the deck isn't finished", "might push it"
_NOT_YET = re.compile(
    r"n't\b|\b(?:not|never|no\s+longer\s+sure|yet|almost|nearly|half|halfway|still|soon|will|'ll|gonna|going\s+to"
    r"|should|might|may|maybe|perhaps|possibly|probably|prob|if|unless|hopefully|think|thinking|wondering)\b",
    _I,
)
_CHANGE_OF = {
    "done": understanding.CompleteCommitment,
    "cancel": understanding.CancelCommitment,
    "move": understanding.MoveCommitment,
}

_WORD = re.compile(r"[^\W\d_][\w'&\-]*", _I)
# why, said after: someone else did it or does it ("…, her supervisor already did", "…, Tom's on it")
_BY_SOMEONE_ELSE = re.compile(
    r"\s*[,;]\s*(?:(?:as|because|cos|since|bc|so)\s+)?(?:(?:her|his|their|my|our|the)\s+)?[\w'-]+\s+"
    r"(?:(?:already|just)\s+)?(?:did|done|has\s+done\s+it|did\s+it|has\s+it|(?:is|'s)\s+on\s+it|sorted\s+it"
    r"|took\s+care\s+of\s+it|(?:is|'s)\s+doing\s+it|will\s+do\s+it|'ll\s+do\s+it)\W*$",
    _I,
)
# relief said after it: "…, that's one less thing", "… one less thing to worry about"
_RELIEF = re.compile(
    r"\s*[,;.!-]*\s*(?:(?:that's|thats|that\s+is)\s+)?one\s+(?:less|fewer)\s+thing(?:\s+to\s+(?:worry\s+about|do"
    r"|think\s+about))?\W*$",
    _I,
)
# a trade who did the job, said beside the to-do's words ("vet's done the jabs"): no other thing named, but
# never the to-do's own thing either ("dentist moved to tues" of the to-do "dentist" still names it)
_TRADES = frozenset(
    stem(w)
    for w in _WORD.findall("vet vets doctor doc gp dentist nurse mechanic plumber electrician builder builders tech")
)
# common nouns that stand for a to-do of any kind ("the Jebel Ali run", "the Accra trip", "that job") or say when
_LOOSE = frozenset(
    stem(w)
    for w in _WORD.findall(
        """trip run errand thing stuff job task item one time day date week today tomorrow tonight back round off out
        up"""
    )
)
# Words that may stand beside a to-do's own without naming something else: a person said
# loosely, a filler, an amount of time, or a word of the change itself.
_ASIDE = frozenset(
    stem(w)
    for w in _WORD.findall(
        """guy guys man men lady rep reps team folks people person bloke chap crew lot
        tbh tho though anyway anymore any more all after yet finally just already now today tonight instead
        year week weeks day days month time times this that so can could will quick look
        said says say asked told same full up off out over in"""
    )
)


def evident(
    text: str, choices: Sequence[tuple[str, Sequence[understanding.Intent]]],
    open_commitments: Sequence[Commitment], *, now: datetime, tz: ZoneInfo,
) -> tuple[understanding.Intent, ...] | None:
    """The change a question's ``choices`` (label, intents) offer that ``text`` itself says
    (see the module doc), or None to ask."""
    offered = [i for _, intents in choices for i in intents]
    actions = {getattr(i, "action", None) for i in offered}
    if len(actions) != 1 or not all(isinstance(i, tuple(_CHANGE_OF.values())) for i in offered):
        return None
    target = [c for c in open_commitments if c.action in actions]
    if len(target) != 1 or not may_settle(text):  # (a gate: two kinds are told apart below)
        return None
    if visit_over(text, target[0]):  # "plumber came" of the plumber's visit: the visit happened
        done = [
            intents for _, intents in choices
            if intents and all(isinstance(i, understanding.CompleteCommitment) for i in intents)
        ]
        return tuple(done[0]) if len(done) == 1 else None
    kinds = [kind for kind, words in _KINDS.items() if words.search(text)]
    if (deed := _own_deed(text, target[0], now=now, tz=tz)) is not None:
        kinds = [kind for kind, words in _KINDS.items() if words.search(deed)] or ["done"]
    if not kinds and _BACK.search(text) and _RETURNS.search(target[0].action):
        kinds = ["done"]  # "library books back 👍" of "return the library books": the thing is where it belongs
    if not kinds and CANCEL_TODO.match(target[0].action):
        kinds = ["cancel"]  # "keeping the gym after all": the to-do to cancel it goes
    if len(kinds) != 1:
        return None
    if kinds == ["done"] and (_other_job(text, target[0]) or _done_by_another(text, target[0])):
        return None  # "paid the landlord" is no "email the landlord"; "Tom sent the budget over" is Tom's doing
    change = _CHANGE_OF[kinds[0]]
    chosen = [intents for _, intents in choices if intents and all(isinstance(i, change) for i in intents)]
    if len(chosen) != 1 or not _names(text, target[0], kinds[0], now=now, tz=tz):
        return None
    return tuple(chosen[0])


# verbs whose past calls something off elsewhere ("dropped the gym", "ditched the plan"), so the
# reader keeps no done of them: "dropped the kids" of "drop kids" is the drop-off made
_DROPPING = frozenset({"drop", "ditch", "bin"})
_DROPPED = re.compile(r"\b(?:dropped|ditched|binned)\b", _I)


def _own_deed(text: str, commitment: Commitment, *, now: datetime, tz: ZoneInfo) -> str | None:
    """``text`` without the to-do's own verb, when that verb is a word of change said with no
    date: "moved the car" (or "car moved") of "move the car" is the deed done, no move of it;
    None when the to-do's verb is no such word, or a date is said ("moved the car to friday")."""
    verb = commitment.action.split()[0]
    changing = any(words.search(verb) or words.search(f"{verb}d") for words in (_MOVE, _CANCEL))
    if not changing and verb.lower() not in _DROPPING:
        return None
    # its past only ("moved", "cancelled"): "moving the sofa later" is still to do
    own = [w for w in _WORD.findall(text) if stem(w.lower()) == stem(verb.lower()) and w.lower().endswith("ed")]
    if not own or find_spans(text, now=now, tz=tz):
        return None
    return re.sub(rf"\b(?:{'|'.join(map(re.escape, own))})\b", " ", text)


# someone come as they said they would: "plumber came", "the boiler guy's been", "electrician turned up"
_CAME = re.compile(
    r"^(?:the\s+|our\s+|my\s+)?(?P<who>[\w'\- ]{2,40}?)(?:'s\s+been(?:\s+and\s+gone)?|\s+has\s+been(?:\s+and\s+gone)?"
    r"|\s+(?:(?:already|finally|just)\s+)?(?:came(?:\s+and\s+went)?|turned\s+up|showed\s+up|was\s+here|visited"
    r"|came\s+(?:round|by|over|out)|popped\s+(?:round|by|in)))"
    r"(?:\s+(?:today|this\s+morning|this\s+afternoon|earlier|at\s+last|finally|on\s+time))?[\s!.👍✅]*$",
    _I,
)
# a visit kept as its visitor's to-do ("plumber: visit", from "plumber coming tmrw 10am")
_VISIT = re.compile(
    r"^(?:visit|come(?:\s+(?:round|over|by|in))?|call\s+(?:round|in|by)|drop\s+by|pop\s+(?:round|by|in))$", _I
)


def visitor_came(text: str) -> bool:
    """Whether ``text`` says only that someone came ("plumber came", "the boiler guy's been")."""
    return _CAME.match(text.strip()) is not None


def visit_over(text: str, commitment: Commitment) -> bool:
    """Whether ``text`` says the visitor of ``commitment`` (a visit kept as theirs) came."""
    m = _CAME.match(text.strip())
    if m is None or not _VISIT.match(commitment.action.strip()) or commitment.owner in ("", "me"):
        return False
    return content_words(m["who"]) == content_words(commitment.owner)


def may_settle(text: str) -> bool:
    """Whether ``text`` says one kind of change plainly (or keeps something "after all"), as
    :func:`evident` needs before it settles anything: a pure test of the words, so a rebuild,
    which asks nothing, looks for the question only where live chat may have settled one."""
    if text.rstrip().endswith("?"):
        return False
    kinds = [kind for kind, words in _KINDS.items() if words.search(text)]
    if not kinds:  # "keeping the gym after all", "library books back 👍", "plumber came"
        said = _KEEPING.search(text) or _BACK.search(text) or _CAME.match(text.strip()) or _DROPPED.search(text)
        return said is not None and not _NOT_YET.search(text)
    if len(kinds) == 2 and "done" in kinds:  # "car moved ✅": done, the change word the to-do's own verb
        return not _NOT_YET.search(_KINDS[kinds[1]].sub(" ", _DONE.sub(" ", text)))
    return len(kinds) == 1 and not _NOT_YET.search(_KINDS[kinds[0]].sub(" ", text))


def _other_job(text: str, commitment: Commitment) -> bool:
    """Whether the message's verb is of another job than the to-do's ("paid the landlord" is no
    "email the landlord"; :func:`memory.verb_families.clashes`)."""
    return clashes(commitment_rules.lead_word(text), commitment_rules.lead_word(commitment.action))


_DOER = re.compile(r"^(?P<who>[^\W\d_][\w-]*)\s+(?:(?:just|finally|already)\s+)?(?P<verb>[a-z]+)\b", _I)
# where a to-do's thing ends and whom or where it goes begins: "send the budget | to tom"
_BEFORE_WHOM = re.compile(r"\s+(?:to|for|with|from|by|at|of|on|in)\s+", _I)
_NO_DOER = frozenset({"i", "we", "just", "finally", "already", "all", "the", "my", "our", "also", "ok", "so", "got"})


def _done_by_another(text: str, commitment: Commitment) -> bool:
    """Whether the message says someone other than the to-do's owner did it ("Tom sent the
    budget over" of the user's "send the budget over to Tom"): theirs to report, asked."""
    m = _DOER.match(text.strip())
    if m is None or m["who"].lower() in _NO_DOER:
        return False
    head = _BEFORE_WHOM.split(commitment.action, maxsplit=1)[0].split()[-1:]  # "send tom the budget": budget
    if head and content_words(m["who"]) & content_words(head[0]) - content_words(commitment.counterparty or ""):
        return False  # "deck sent ✅" of "Q4 deck": the thing itself, said first, no one who did it
    if re.match(r"\s+by\s", text.strip()[m.end() :]):
        return False  # "boiler serviced by the plumber": said in the passive, the thing first, whoever did it after
    verb = m["verb"].lower()
    if not (verb in IRREGULAR or verb.endswith("ed")):
        return False
    return not content_words(m["who"]) <= content_words(commitment.owner)


def _names(text: str, commitment: Commitment, kind: str, *, now: datetime, tz: ZoneInfo) -> bool:
    """Whether every specific word of ``text`` is the to-do's, the change's or an aside, and
    one of them is a thing of the to-do's beyond a name."""
    said = text
    for span in sorted(find_spans(text, now=now, tz=tz), key=lambda s: -s.start):  # "to the 8th", "fri 11am"
        said = said[: span.start] + " " + said[span.end :]
    said = _KINDS[kind].sub(" ", _BY_SOMEONE_ELSE.sub("", _RELIEF.sub("", said)))
    if kind == "cancel" and CANCEL_TODO.match(commitment.action):
        said = _KEEPING.sub(" ", said)  # "keeping the gym after all"
    words = " ".join(w for w in _WORD.findall(said))
    left = commitment_rules.unexplained(words, commitment) - _ASIDE - _TRADES
    # a common noun the to-do lacks names another thing: "investor meeting moved" is no "prep the investor deck"
    left |= (content_words(words) & COMMON_NOUNS) - content_words(commitment.action) - _LOOSE
    # "merged omar's PR": two capitals that are the initials of the to-do's own words ("pull request")
    left -= {stem(a.lower()) for a in re.findall(r"\b[A-Z]{2}\b", words) if expanded(a, commitment.action)}
    people = content_words(f"{commitment.counterparty or ''} {commitment.owner}") | _people(commitment.action, text)
    own = content_words(words) - left - _ASIDE - GENERIC_WORDS - COMMON_NOUNS - people
    return not left and bool(own)


def _people(action: str, text: str) -> frozenset[str]:
    """The names in a to-do that may be people ("Omar" in "review Omar's pull request"): no
    thing of it alone. One ``text`` or the to-do itself says after "the" is a firm's or a place's
    ("the Accra trip", "the etisalat guy", "renew the Cambridge exam contract"), a thing of the to-do's."""
    names = re.findall(r"(?<!^)\b[A-Z][a-z][\w\-]*", action)
    return content_words(" ".join(
        n for n in names if not any(re.search(rf"\bthe\s+{re.escape(n)}\b(?!')", said, _I) for said in (text, action))
    ))
