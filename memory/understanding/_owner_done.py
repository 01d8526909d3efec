"""Someone reporting, in the plain past tense, the job they had promised: "Rahul deployed the
hotfix", "Mei Ling migrated the mailboxes", "the builder plastered the hallway", "Kofi
finally rewired the garage".

:mod:`memory.understanding._lifecycle_others` reads a closed list of verbs of handing something
over ("Tom sent the budget over"); a job of any other verb said by whoever owns it is as done.
The reading carries ``by`` and ``past_tense``, so :mod:`memory.derive` finishes only a to-do that
person owns and that the words name with its own verb ("deploy the hotfix"): "Rahul tested the
hotfix" finishes no "deploy the hotfix" (:func:`memory.fit.other_job`), and a report that fits
none of theirs changes nothing.
Not read: a verb of wanting, starting or moving ("Rahul wanted the hotfix", "Rahul moved the
hotfix to friday", :data:`_NOT_A_JOB`), a thing of their own ("Jorge finished his tax return"),
a negation ("Rahul never deployed it"), "I"/"we" (the user's own past reports are read
elsewhere), a pronoun for the thing ("Rahul deployed it": which, the plain forms decide).
Done "for me" ("Aurélie swapped the webcam lens for me"), the job was the user's own: their to-do of
those words, done.
Written by hand: one shape, tried after every other reading.
"""

from __future__ import annotations

import re

from memory.understanding._commitments import _is_past_tense
from memory.understanding._lifecycle import _clean
from memory.understanding._lifecycle_others import _SOFTENERS, _actor
from memory.understanding._phrases import _I, _Ctx, _phrase
from memory.understanding._prefilter import gated
from memory.understanding.intents import CompleteCommitment, Intent

_SOFT_WORDS = r"(?:finally|just|already|has|have|had|kindly|also|eventually|only)"
_DID = gated(re.compile(
    r"^(?P<p>(?:the\s+|our\s+|my\s+)?[^\W\d_][\w'\-]*(?:\s+(?!" + _SOFT_WORDS + r"\b)[^\W\d_][\w'\-]*)?)\s+"
    + _SOFTENERS
    + r"(?P<v>[a-z]{3,})\s+(?P<a>(?:the|a|an|our|my|all\s+the|both)\s+[^\W\d_][\w'\-]*(?:\s+[\w'\-/&]+){0,5}?)"
    r"(?:\s+(?:today|yesterday|this\s+morning|this\s+afternoon|last\s+night|earlier|already|just\s+now|at\s+last"
    r"|finally|on\s+time|in\s+the\s+end))?[\s.!✅👍🎉]*$",
    _I,
))
# past tenses that report no job done: a wish, a start, a plan, a move, a feeling, a visit
_NOT_A_JOB = frozenset(
    re.findall(
        r"\w+",
        """moved pushed shifted rescheduled postponed delayed cancelled canceled started began planned wanted
        needed liked loved hated asked mentioned said told forgot missed lost broke broken failed joined left visited
        saw watched heard met called emailed texted messaged rang pinged praised blamed criticised criticized
        questioned rejected refused declined ignored suggested proposed recommended did had got gave took""",
    )
)
# past tenses that also call a thing off ("dropped the course"), a job only of whoever owns one with that
# verb ("Ravi dropped the keys" finishes Ravi's "drop the keys"; :mod:`memory.derive` decides)
_DELIVERED = frozenset({"dropped"})
_NOT = re.compile(r"\b(?:not|n't|never|yet|almost|nearly|half|partly|partially|still|again)\b", _I)
# "… for me", "… on my behalf": the job was the user's, done by someone else
_FOR_ME = re.compile(r"\s+(?:for\s+(?:me|us)|on\s+(?:my|our)\s+behalf)$", _I)
_OWN_THING = re.compile(r"^(?:his|her|their)\b", _I)


def owner_did(s: str, ctx: _Ctx) -> list[Intent] | None:
    """ "Rahul deployed the hotfix": a to-do Rahul owns, done (see the module doc); None else."""
    text = _clean(s)
    m = _DID.match(text)
    if m is None or _NOT.search(text) or _OWN_THING.match(m["a"]):
        return None
    verb = m["v"].lower()
    if verb in _NOT_A_JOB or not (_is_past_tense(verb) or verb in _DELIVERED) or m["p"].endswith(("'s", "’s")):
        return None
    who = _actor(m["p"], ctx, capitalised=True)
    if not who or who.casefold() in ("i", "we", "me", "us"):
        return None
    if (mine := _FOR_ME.search(m["a"])) is not None:
        # "Aurélie swapped the webcam lens for me": done for the user, so the user's own to-do of those words
        return [CompleteCommitment(_phrase(f"{verb} {m['a'][: mine.start()]}"), past_tense=True)]
    # said in the past tense, so that the verb tells which of their to-dos it did (:func:`memory.fit.other_job`)
    return [CompleteCommitment(_phrase(f"{verb} {m['a']}"), past_tense=True, by=who)]
