"""Which open to-do a done report in everyday words means, when its words are not the to-do's.

:func:`memory.commitments.sole_fit` wants every specific word of a phrase to be the to-do's
own. People report an outcome in other words: "spoke to the boiler guy" for "ring the boiler
man", "dropped the books back at the library on my way home" for "return the library books",
"got through to the insurers" for "chase the insurer about the claim", "sent Kamau the money
on mpesa" for "pay Kamau for the fundi work", "the plumber came" for "call the plumber".

:func:`likely_fit` reads such a phrase as a verb, an object and the rest (where, when, how:
"at the library", "on mpesa", "this morning", never compared), and a to-do as its verb and
object, and takes a to-do when:

- the phrase's object ends in the to-do's own head noun (the last word of its object: "books"
  in "return the library books", "insurer" in "chase the insurer about the claim"), said as
  that word, its plural or a near word ("guy" for "man");
- every other word of the phrase's object is the to-do's too;
- the phrase's verb does the to-do's job: the same verb ("stocked" for "restock"), one of its
  family (:mod:`memory.verb_families`: "spoke to" for "ring"), a done word ("sorted"), or a
  word recap does not know as an English verb ("paguei o condominio"); an English verb of
  another job ("renewed the library books") fits nothing.

Two more shapes say the job without its verb in front:

- the job named as a noun, with its thing: "car wash done" for "wash the car", "did my CPD
  submission" for "submit my CPD points", "walk-in deep clean" for "deep clean the walk-in":
  the noun is the to-do's verb (or its "-ion", "-ment", "-al", "-ing" noun), and every other
  word is the to-do's;
- the thing said as "them" or "it": "dropped them off at station 4" fits a to-do of the same
  verb, when every word of where, to whom or how ("station") is the to-do's too.

So "Maya's birthday dinner" names no "buy Maya a birthday present" (its head is "dinner"),
and "watched the football" no "buy football tickets" ("football" is not the head). When
several to-dos fit, the one sharing the most words with the phrase wins only by a clear
margin; else all of them are returned and the caller asks.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import lru_cache

from memory.model import Commitment
from memory.verb_families import DONE_WORDS, family_verb
from memory.words import GENERIC_WORDS, IRREGULAR, STOPWORDS, stem, unaccented

__all__ = ["likely_fit", "other_job", "particle_verb", "report_keys", "todo_keys"]

_I = re.IGNORECASE


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


# Everyday ways of saying a to-do's verb, rewritten to the verb itself before reading.
_SAID_AS = [
    # "sent Kamau the money", "transferred the cash to Ana": paid
    (
        re.compile(
            r"^(?:sent|transferred|wired|gave|e-?transferred)\s+(?P<x>.+?)\s+(?:the|his|her|their)\s+(?:money|cash"
            r"|payment|funds|balance|deposit)\b",
            _I,
        ),
        r"paid \g<x>",
    ),
    (
        re.compile(
            r"^(?:sent|transferred|wired)\s+(?:the\s+)?(?:money|cash|payment|funds|balance|deposit)\s+to\s+", _I
        ),
        "paid ",
    ),
    # "dropped the books back", "took the parcel back", "handed the keys back": returned
    (
        re.compile(r"^(?:dropped|took|take|brought|bring|handed|hand|gave|give|sent|drop)\s+(?P<x>.+?)\s+back\b", _I),
        r"returned \g<x>",
    ),
    (re.compile(r"^(?:dropped|took|brought|handed|gave|sent)\s+back\s+", _I), "returned "),
    # "wrapped up the hiring plan", "wrapped the review up": finished ("wrapped the parcels" is wrapping them)
    (re.compile(r"^wrap(?:s|ped|ping)?\s+up\s+", _I), "finished "),
    (re.compile(r"^wrap(?:s|ped|ping)?\s+(?P<x>.+?)\s+up\b", _I), r"finished \g<x>"),
]
# "the plumber came", "boiler man's been", "electrician turned up today": whom the to-do was
# to call, book or get in came, which is what calling, booking or getting them was for.
_CAME = re.compile(
    r"^(?:the\s+|our\s+|my\s+)?(?P<x>[\w'\- ]+?)(?:'s\s+been|\s+has\s+been|\s+(?:already\s+|finally\s+|just\s+)*"
    r"(?:came|turned\s+up|showed\s+up|popped\s+round|came\s+(?:round|by|over|out)|visited))\b",
    _I,
)
_SENT_FOR = frozenset(stem(w) for w in _words("call ring phone book get arrange contact chase email text message"))
_COME = "come"

# Words said for a to-do's word: "guy" for "man", "insurers" for "insurer" (:func:`stem`).
_SAME_NOUN = {
    stem(a): stem(b)
    for a, b in (
        ("guy", "man"), ("bloke", "man"), ("fella", "man"), ("fellow", "man"), ("chap", "man"), ("lady", "woman"),
        ("folks", "people"), ("mechanic", "garage"),
    )
}  # fmt: skip

# Where a phrase's object ends: what follows says where, when or how, and is not compared.
_ADJUNCT = _words(
    """at on in from for by via to into onto over through during before after about with this that today
    tonight yesterday earlier already finally just now again last first my our when while as since"""
)
# Articles of other languages a report may be typed in ("paguei o condominio", "payé le syndic")
_ARTICLES_ELSEWHERE = _words("o os a as la le les el los l der die das het de")
_PARTICLES = _words("up out off back over round down in away")
_DETERMINERS = _words("the a an my our his her their your this that these those some")
_WORD = re.compile(r"[^\W\d_][\w'\-]*|\d[\w\-]*")
_PAST = re.compile(r"^[a-z]{3,}ed$")

MARGIN = 1
"""How many more words the best of several fitting to-dos must share with the phrase."""


def likely_fit(phrase: str, commitments: Iterable[Commitment]) -> list[Commitment]:
    """The open to-do a done report in other words means (see the module doc): one, several
    that fit about as well (the caller asks), or none."""
    said = _read(phrase)
    if said is None:
        return []
    keys = _keys(said[2])
    scored = []
    for commitment in commitments:
        action = _whose_named(commitment)
        if keys.isdisjoint(_todo_keys(action)):
            continue  # no word of the report can be one of the to-do's: :func:`_fit` gives 0
        shared = _fit(said, _read_todo(action))
        if shared:
            scored.append((shared, commitment))
    if not scored:
        return []
    scored.sort(key=lambda pair: -pair[0])
    best = scored[0][0]
    if len(scored) > 1 and best - scored[1][0] < MARGIN:
        return [c for shared, c in scored if shared == best]
    return [scored[0][1]]


_WHOSE = re.compile(r"\b(?:her|his|their)\b", _I)


def _whose_named(commitment: Commitment) -> str:
    """A to-do's action with "her"/"his"/"their" as its counterparty's name ("review her grant draft" for
    Sunita: "review Sunita's grant draft"), so a report naming them ("reviewed Sunita's draft") fits it;
    the action as it is when it has no counterparty or names whose by two pronouns."""
    if not commitment.counterparty or len(_WHOSE.findall(commitment.action)) != 1:
        return commitment.action
    return _WHOSE.sub(f"{commitment.counterparty}'s", commitment.action, count=1)


_Said = tuple[str | None, bool, tuple[str, ...], bool]
"""A report: its verb, whether that is an English past tense, its object's words, and whether
the object was "it"/"them" (the words are then where, to whom or how)."""
_PRONOUNS = _words("it them those these")


@lru_cache(maxsize=2048)
def _read(phrase: str) -> _Said | None:
    """A report (:data:`_Said`); None when it has no object."""
    text = phrase.strip().casefold().replace("\u2019", "'")
    text = re.sub(r"^(?:i|we)\s+", "", text)
    text = re.sub(r"^(?:(?:just|finally|already|also)\s+)+", "", text)
    came = _CAME.match(text)
    if came:
        words = _object(_tokens(came["x"]))
        return (_COME, True, words, False) if words else None
    for pattern, said_as in _SAID_AS:
        text = pattern.sub(said_as, text, count=1)
    tokens = _tokens(text)
    if not tokens:
        return None
    verb: str | None = None
    english = tokens[0] in IRREGULAR or bool(_PAST.match(tokens[0])) or tokens[0] == "did"
    if tokens[0] not in _DETERMINERS and (english or _verb_like(tokens[0], tokens[1:])):
        verb, tokens = ("do" if tokens[0] == "did" else stem(tokens[0])), tokens[1:]
    if verb is not None and tokens and tokens[0] in _PRONOUNS:  # "dropped them off at station 4"
        rest = [t for t in tokens[1:] if t not in _PARTICLES]
        where = _object(rest[1:]) if rest and rest[0] in _ADJUNCT else ()
        return (verb, english, where, True) if where else None
    words = _object(tokens)
    return (verb, english, words, False) if words else None


def _verb_like(word: str, rest: list[str]) -> bool:
    """Whether the first word of a report (not a past tense) is its verb: one recap knows, or
    an unknown word before an article ("paguei o condominio"); not a noun ("census form")."""
    if _known_verb(stem(word)):
        return True
    return bool(rest) and rest[0] in _DETERMINERS | _ARTICLES_ELSEWHERE


def _known_verb(word: str) -> bool:
    return word in GENERIC_WORDS or word in DONE_WORDS or bool(family_verb(word))


_Todo = tuple[str | None, tuple[str, ...], frozenset[str]]


@lru_cache(maxsize=4096)
def _read_todo(action: str) -> _Todo:
    """A to-do as (verb stem, object word stems, every word's stem): "return the library books"
    -> (return, (library, book), …); a trailing participle ("get the bins collected") is no
    object word; a manner word before the verb ("deep clean the oven") is part of it."""
    text = action.casefold().replace("\u2019", "'")
    for pattern, said_as in _SAID_AS:  # "take the dvds back to the library": return them
        text = pattern.sub(said_as, text, count=1)
    tokens = _tokens(text)
    if len(tokens) > 1 and tokens[0] in _MANNER:
        tokens = tokens[1:]
    if not tokens:
        return None, (), frozenset()
    words = _object(tokens[1:])
    if len(words) > 1 and _PAST.match(tokens[-1]):
        words = words[:-1]
    every = frozenset(stem(t) for t in tokens[1:] if t not in STOPWORDS and t not in _DETERMINERS and len(t) > 1)
    return stem(tokens[0]), words, every


# Words said before a to-do's verb that make one job of it: "deep clean", "spring clean"
_MANNER = _words("deep spring power steam hand double")
# Endings that make a noun of a verb: "submission" (submit), "payment", "renewal", "booking"
_NOUN_ENDINGS = (("ission", "it"), ("ication", "y"), ("tration", "ter"), ("ation", "e"), ("ation", ""), ("ion", ""),
                 ("ment", ""), ("al", ""), ("ing", ""), ("y", ""))  # fmt: skip


# A verb and its particle made one noun: "pickup" (pick up), "dropoff", "cleanup", "checkup", "payout"
_PARTICLE_NOUN = re.compile(r"^(?P<v>[a-z]{3,}?)-?(?:up|off?|out)$")  # "dropof": the stem of "dropoff"


def particle_verb(word: str) -> str | None:
    """The verb (a stem) of a noun made of a verb and its particle ("pickup": pick), or None."""
    m = _PARTICLE_NOUN.match(word)
    return stem(m["v"]) if m else None


# Nouns of a verb no ending makes: "flight" of "fly", "sale" of "sell" (stems, noun to verbs); read only where a
# message's words are matched to an open to-do's (memory.commitments), not by :func:`noun_of`
IRREGULAR_NOUNS: dict[str, frozenset[str]] = {
    stem(noun): frozenset(stem(v) for v in verbs.split())
    for noun, verbs in {
        "flight": "fly", "sale": "sell", "choice": "choose", "proof": "prove", "receipt": "receive",
        "departure": "depart", "signature": "sign", "sight": "see", "loss": "lose", "speech": "speak",
    }.items()
}  # fmt: skip


def noun_of(word: str, verb: str) -> bool:
    """Whether ``word`` (a stem) is the noun made of ``verb`` (a stem) by one of the endings
    :data:`_NOUN_ENDINGS`: "submission" of "submit", "application" of "apply", "registration"
    of "register", "delivery" of "deliver"."""
    return verb in verbs_of_noun(word)


@lru_cache(maxsize=1 << 16)  # asked of every word said against every open to-do's words, per message
def verbs_of_noun(word: str) -> frozenset[str]:
    """Every verb (a stem) that ``word`` (a stem) is the noun of (:func:`noun_of`)."""
    verbs = set()
    for ending, plain in _NOUN_ENDINGS:
        if word.endswith(ending):
            made = word[: len(word) - len(ending)] + plain
            verbs |= {made, stem(made)}
    return frozenset(verbs)


def _tokens(text: str) -> list[str]:
    """The words of ``text``, accents dropped ("Tía" as "tia") and without a possessive 's."""
    return [re.sub(r"'s$", "", t) for t in _WORD.findall(unaccented(text))]


def _object(tokens: list[str]) -> tuple[str, ...]:
    """The object's words (stems, a near word read as the to-do's word), up to where the
    rest starts ("at the library", "on mpesa"); particles and small words left out."""
    words: list[str] = []
    for token in tokens:
        if token in _ADJUNCT and words:
            break
        if token in STOPWORDS or token in _DETERMINERS | _ARTICLES_ELSEWHERE or token in _PARTICLES or len(token) < 2:
            continue
        key = stem(token)
        words.append(_SAME_NOUN.get(key, key))
    return tuple(words)


def _fit(said: _Said, todo: tuple[str | None, tuple[str, ...]]) -> int:
    """How many words a report shares with a to-do it fits; 0 when it does not fit."""
    verb, english, words, pronoun = said
    todo_verb, todo_words, every = todo
    if not todo_words or not words:
        return 0
    if pronoun:  # "dropped them off at station 4": the same job, done where the to-do says
        same = verb is not None and verb not in DONE_WORDS and _does_its_job(verb, todo_verb, english=english)
        return len(words) if same and all(any(_same_word(w, t) for t in every) for w in words) else 0
    job = _job_noun(words, todo_verb) if verb is None or verb in DONE_WORDS else None
    if job is not None:  # "car wash done", "did my CPD submission": the job said as a noun
        rest = [w for w in words[:job] + words[job + 1 :] if w not in _MANNER]
        fits = bool(rest) and all(any(_same_word(w, t) for t in todo_words) for w in rest)
        return len(rest) + 1 if fits else 0
    person = verb is not None and _same_word(words[-1], todo_words[0])  # "paid Kamau": "pay Kamau for the work"
    if not _same_word(words[-1], todo_words[-1]) and not person:
        return 0
    if not all(any(_same_word(w, t) for t in todo_words) for w in words):
        return 0
    if not _does_its_job(verb, todo_verb, english=english):
        return 0
    return len(words) + (verb is not None and verb == todo_verb)


def _job_noun(words: tuple[str, ...], todo_verb: str | None) -> int | None:
    """Where among a report's words the to-do's verb is said as a noun ("wash" in "car wash",
    "submission" for "submit"), or None."""
    if todo_verb is None or len(words) < 2:  # the job and its thing
        return None
    for n, word in enumerate(words):
        if word == todo_verb or noun_of(word, todo_verb):
            return n
    return None


# Every way :func:`_fit` can fit needs one word of the report to be one of the to-do's
# (:func:`_same_word`: the same word, or, both of four letters or more, one the start of the
# other). Such words have the same key: the word when shorter than four letters, else its first
# four. A to-do whose keys share none of the report's is passed over without reading it further,
# which is exact, and most open to-dos share none.


def _key(word: str) -> str:
    return word if len(word) < 4 else word[:4]


def _keys(words: Iterable[str]) -> frozenset[str]:
    return frozenset(_key(word) for word in words)


@lru_cache(maxsize=4096)
def _todo_keys(action: str) -> frozenset[str]:
    """The keys of every word of a to-do :func:`_fit` may compare a report's words with."""
    _verb, words, every = _read_todo(action)
    return _keys(words) | _keys(every)


def todo_keys(action: str) -> frozenset[str]:
    """The word keys of a to-do (see above): a report that shares none with it fits it not."""
    return _todo_keys(action)


def report_keys(phrase: str) -> frozenset[str] | None:
    """The word keys of a report (see above); None when it fits no to-do at all."""
    said = _read(phrase)
    return None if said is None else _keys(said[2])


def _same_word(said: str, word: str) -> bool:
    return said == word or (len(said) >= 4 and len(word) >= 4 and (said.startswith(word) or word.startswith(said)))


def _does_its_job(verb: str | None, todo_verb: str | None, *, english: bool) -> bool:
    """Whether a report's verb can have done a to-do of ``todo_verb`` (see the module doc)."""
    if verb is None or todo_verb is None or verb == todo_verb or verb in DONE_WORDS:
        return True
    if verb == _COME:
        return todo_verb in _SENT_FOR
    if todo_verb in (f"re{verb}", verb.removeprefix("re")):
        return True  # "stocked" for "restock", "filled" for "refill"
    if verb in family_verb(todo_verb):
        return True
    return not (english or _known_verb(verb))  # "renewed the library books" returned none


def other_job(report: str, action: str) -> bool:
    """Whether a done report said in the past tense ("tested the hotfix") names another job than
    the to-do ``action`` ("deploy the hotfix"): its verb is an English past tense that is not the
    to-do's verb, of its family, nor a done word. "deployed the hotfix" and "sorted the hotfix"
    name the same job; a report whose verb is not a past tense ("send the budget") says nothing
    against any to-do."""
    said = _read(report)
    if said is None or said[0] is None or not said[1]:
        return False
    return not _does_its_job(said[0], _read_todo(action)[0], english=True)
