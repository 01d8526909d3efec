"""Whether a to-do is done yet, asked as a yes/no question: "did i call mum yet", "have we
paid the deposit", "has raj sent the contract", "did Ana ever get back to me", "did i forget to
renew the permit" — with or without a question mark.

Read as a question about the to-do the words name (kind ``when_due``, predicate ``"done"``;
``scope`` the person asked about when it is someone else's to-do), never as a report: said
without its "?", "did i call mum yet" once read as "call mum yet", a new to-do, and "did raj
send the contract" as the contract sent.

The shape is an auxiliary, then who, then the verb: "did" with a plain verb, "have"/"has"
with a participle (its plain form is the to-do's verb: "sent" -> "send"). "did" followed by
anything but a person is the user's own report ("did the dishes", "did my CPD submission
this morning"), and the verbs of conversation are no to-do ("did u know …", "did i say 3",
"did i tell you Maya got promoted"). Hand-written: a closed grammar of English yes/no
questions; the action is matched to the to-dos by the answer, not here.
"""

from __future__ import annotations

import re
from dataclasses import replace

from memory.understanding._commitment_intro import KNOWN_VERBS
from memory.understanding._past_due import present
from memory.understanding._phrases import _I, _Ctx, _person, _phrase, _plausible
from memory.understanding._prefilter import gated
from memory.understanding._sentences import _Sentence
from memory.understanding.intents import Question

_DID = r"did|didn'?t|did\s+not|didnt"
_HAVE = r"have|has|haven'?t|hasn'?t|havent|hasnt|have\s+not|has\s+not"
# between who and the verb: "did i ever", "have we actually", "did i remember to", "did i forget to"
_BETWEEN = (
    r"(?:(?:ever|already|actually|even|finally|definitely|def|really|at\s+least|yet)\s+)*"
    r"(?:(?:remember|forget|manage|bother|remembered|managed|bothered|get\s+(?:round|around)|got\s+(?:round|around)"
    r"|gotten\s+(?:round|around))\s+to\s+)?"
)
_WHO = r"(?P<who>i|we|[\w'-]+(?:\s+(?-i:[A-Z])[\w'-]+)?)"  # "Ana", "Ana Lima"; never "raj send"
_ASKED = gated(re.compile(
    rf"^(?P<aux>{_DID}|{_HAVE})\s+{_WHO}\s+{_BETWEEN}(?P<act>[a-z][\w'-]*(?:\s+.+?)?)"
    r"(?:\s+(?:yet|already|at\s+all|or\s+not|ever|by\s+now|then|lol|again|or\s+what|do\s+you\s+know))*[\s?!.]*$",
    _I,
))
# verbs of talk and knowing: "did u know …", "did i say 3", "have i told you about …" ask the
# bot nothing about a to-do
_TALK = frozenset({
    "know", "knew", "known", "hear", "heard", "see", "seen", "saw", "say", "said", "mention", "mentioned", "think",
    "thought", "mean", "meant", "tell", "told", "like", "liked", "love", "loved", "hate", "enjoy", "enjoyed", "want",
    "wanted", "notice", "noticed", "miss", "missed", "ask", "asked", "watch", "watched", "be", "been", "have", "had",
    "wake", "sleep", "slept", "eat", "ate", "win", "won", "lose", "lost", "feel", "felt", "look", "looked",
})  # fmt: skip
_NOT_WHO = frozenset({
    "you", "u", "ya", "it", "that", "this", "they", "he", "she", "there", "the", "a", "an", "my", "our", "your",
    "his", "her", "their", "to", "anyone", "anybody", "someone", "somebody", "everyone", "everybody", "nobody", "any",
    "some", "all", "me", "us", "them", "him", "so", "not", "no", "its", "one", "more",
})  # fmt: skip
_PERFECT = re.compile(_HAVE, _I)
_VAGUE = frozenset({"anything", "something", "everything", "stuff", "it", "that", "this"})
_MIN_WORDS = 2  # a verb and its object: "did i call mum", never "did i tho"
_MAX_WORDS = 8


# whether a to-do is still to do: "do i still need to ring the landlord", "do we still have to pay Jo"
_STILL_TO_DO = gated(re.compile(
    r"^(?:do|does)\s+(?:i|we)\s+still\s+(?:need|have|got)\s+to\s+(?P<act>[a-z][\w'-]*\s+.+?)[\s?!.]*$", _I
))

# "is rahul done with the slides", "are we finished with the budget yet", "jo done w the deck yet?": the
# person's to-do named by its thing; without "is" only with "yet" or a question mark ("rahul done with
# the slides" alone is a report)
_DONE_WITH = gated(re.compile(
    # "is wei ming done with …": two names, in lower case too
    r"^(?P<aux>(?:is|are|am)\s+)?(?P<who>i|we|[\w'-]+(?:\s+[\w'-]+)?)"
    r"\s+(?:all\s+)?(?:done|finished|through)\s+with\s+(?P<thing>.+?)"
    r"(?:\s+(?:yet|already|now|then|lol))*[\s?!.]*$",
    _I,
))
_YET = re.compile(r"\byet\b", _I)  # said in the raw message: the question's reader cuts a trailing "yet"


def done_asked(text: str, s: _Sentence, ctx: _Ctx) -> Question | None:
    """The to-do ``text`` asks is done yet ("did i call mum yet": "call mum"), or None."""
    with_thing = _done_with(text, s, ctx)
    if with_thing is not None:
        return with_thing
    still = _STILL_TO_DO.match(text.strip())
    if still is not None and still["act"].split()[0].lower() in KNOWN_VERBS:
        # "do i still need to ring the landlord": whether it is done yet, asked the other way round
        return Question("when_due", _phrase(still["act"]), "done", None, s.raw)
    m = _ASKED.match(text.strip())
    if m is None:
        return None
    who = m["who"]
    if who.split()[0].lower() in _NOT_WHO:
        return None
    owner = None
    if who.lower() not in ("i", "we"):
        if who.split()[0].lower() in KNOWN_VERBS or who.split()[0].lower() in _TALK:
            return None  # "didn't get to the bank today": no one named, the user's own report
        named = _person(who, ctx) or _person(who, replace(ctx, lowercase=not ctx.lowercase))
        if named is None or named == "me":
            return None  # "did the dishes": a report of the user's own, no one asked about
        owner = named
    words = m["act"].split()
    verb = words[0].lower()
    if verb in _NOT_WHO:
        return None  # "did Sam to …": no verb where one must be
    if not _MIN_WORDS <= len(words) <= _MAX_WORDS or words[1].lower() in _VAGUE:
        return None  # "did i tho", "did i forget anything": no to-do named
    if verb in _TALK and not (verb in ("hear", "heard") and words[1].lower() == "back"):
        return None  # "did u know …", "did i say 3" (never "did i hear back from the council")
    if _PERFECT.fullmatch(m["aux"]) and not _participle(verb):
        return None  # "have i time for lunch", "has Kofi any news": no participle, no to-do asked
    action = _phrase(" ".join([present(verb), *words[1:]]))
    if not action or not _plausible(" ".join(words[1:]), max_words=_MAX_WORDS, pronoun_start_ok=True):
        return None
    return Question("when_due", action, "done", None, s.raw, owner)


def _participle(verb: str) -> bool:
    """Whether ``verb`` is a past participle ("called", "sent", "paid")."""
    return verb.endswith("ed") or present(verb) != verb


def _done_with(text: str, s: _Sentence, ctx: _Ctx) -> Question | None:
    """ "is rahul done with the slides": whether the to-do of the thing named is done, or None."""
    m = _DONE_WITH.match(text.strip())
    if m is None or not (m["aux"] or _YET.search(s.raw) or s.raw.rstrip().endswith("?")):
        return None
    who, thing = m["who"], m["thing"]
    if who.split()[0].lower() in _NOT_WHO - {"me"} or thing.split()[0].lower() in _VAGUE:
        return None  # "is it done with", "are you done with that"
    owner = None
    if who.lower() not in ("i", "we"):
        owner = _person(who, ctx) or _person(who, replace(ctx, lowercase=not ctx.lowercase))
        if owner is None or owner == "me":
            return None  # "is the oven done with its cycle": no one asked about
    action = _phrase(thing)
    if not action or not _plausible(thing, max_words=_MAX_WORDS, pronoun_start_ok=True):
        return None
    return Question("when_due", action, "done", None, s.raw, owner)
