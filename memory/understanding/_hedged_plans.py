"""Plans said with disbelief, as a habit or as a daydream: nothing anyone can be held to.

- disbelief: "my brother is supposed to fix the roof at some point, we'll see", "Nia says
  she'll pay me back friday, yeah right", "not holding my breath";
- a promise made again and again, or long ago: "my sister keeps saying she'll visit in
  march", "my ex used to promise she'd call every sunday", "he always says he'll ring";
- a daydream: "i should probably start jogging again one day haha", "someday I'll learn the
  cello";
- someone else's plan said with a laugh: "Aunt Rosa said she'd host thanksgiving next year lol";
- someone else's plan with an eye-roll: "Kemi says she'll be on time, sure she will 🙄" (dropped).

A to-do read from the first three is dropped: recap keeps nothing rather than a promise the user
does not believe in. The last is asked about (:func:`joked`): a laugh may be disbelief or only
tone ("Keisha will send the SOW by friday lol"), and a question is better than either guess. A
plain plan of someone's ("Marek will order the tiles monday he said") or the user's own with a
laugh ("need to book the dentist tmrw lol") stays.
Hand-written: closed lists of the markers these are said with.
"""

from __future__ import annotations

import functools
import re

from memory.understanding._memos import per_message
from memory.understanding._phrases import _I
from memory.understanding._prefilter import gated
from memory.understanding.intents import Intent, NewCommitment, Unclear

_DISBELIEF = gated(re.compile(
    r"\b(?:we'?ll\s+see|we\s+shall\s+see|yeah\s+right|as\s+if|i'?ll\s+believe\s+it\s+when\s+i\s+see\s+it"
    r"|not\s+holding\s+my\s+breath|don'?t\s+hold\s+your\s+breath|doubt\s+it|sure\s+jan|allegedly)\b",
    _I,
))
# "keeps saying she'll", "used to promise", "always says he'll": a promise as a habit
_HABIT = gated(re.compile(
    r"\b(?:keeps?\s+(?:saying|promising|telling\s+(?:me|us))|kept\s+(?:saying|promising)|used\s+to\s+(?:say|promise"
    r"|tell\s+(?:me|us))|always\s+(?:says|said|promises|promised|tells\s+(?:me|us)))\b",
    _I,
))
# "one day", "someday", "one of these days": no day at all
_DAYDREAM = gated(re.compile(r"\b(?:one\s+day|some\s*day|one\s+of\s+these\s+days|in\s+another\s+life)\b", _I))
_LAUGH = gated(re.compile(r"\b(?:lol|lmao|lmfao|rofl|haha\w*|hehe\w*)\b|[\U0001F602\U0001F923]", _I))
# an eye-roll, or "sure she will" closing the line: someone else's word not believed (the user's
# own "need to redo the slides 🙄" is a groan, and stays)
_EYE_ROLL = re.compile(
    r"\U0001F644|\bsure\s+(?:he|she|they|it|you)\s+(?:will|would|does|do|is|are|can)"
    r"(?=\s*(?:$|[.!,;…\U0001F300-\U0001FAFF]))",
    _I,
)
# "should probably", "might", "i guess i could": the user's own plan, said without intent
_HALF_MEANT = gated(re.compile(r"\b(?:should\s+probably|probably\s+should|might|maybe|could)\b", _I))


@per_message
@functools.lru_cache(maxsize=256)  # asked once per to-do read from the sentence: a long message reads hundreds
def not_meant(sentence: str) -> bool:
    """Whether ``sentence`` says a plan in disbelief, as a habit or as a daydream (no sign of a
    to-do to ask about either)."""
    return bool(
        _DISBELIEF.search(sentence)
        or _HABIT.search(sentence)
        or (_DAYDREAM.search(sentence) and (_HALF_MEANT.search(sentence) or _LAUGH.search(sentence)))
    )


def hedged(intent: Intent, sentence: str) -> bool:
    """Whether ``intent`` (read from ``sentence``) is a to-do the sentence does not mean."""
    todo = intent.proposal if isinstance(intent, Unclear) else intent
    if not isinstance(todo, NewCommitment):
        return False
    if todo.owner.lower() not in ("me", "i") and _EYE_ROLL.search(sentence):
        return True  # "Kemi says she'll be on time next week, sure she will 🙄"
    musing = todo.due is None and _SOMETIME.search(sentence) and _SHOULD_PROBABLY.search(sentence)
    if musing and not _OWED.search(todo.action):
        # "honestly should prob clean the shed at some point": a musing on a chore, no to-do ("gotta …" is one;
        # "i should probably call Ines back at some point" is a call owed to someone, kept)
        return True
    return not_meant(sentence) or (_DAYDREAM.search(sentence) and todo.due is None) or _quip(todo, sentence)


# "should prob", "should probs", "prolly should": a plan half meant, as "should probably" is
_SHOULD_PROBABLY = re.compile(
    r"\b(?:should\s+(?:prob|probs|probably|prolly)|(?:prob|probs|probably|prolly)\s+should)\b", _I
)
# a to-do owed to someone: a person named by name, or a reply or call to make
_OWED = re.compile(
    r"(?<!^)\b(?-i:[A-Z])[\w'-]+|\b(?:back|him|her|them|reply|respond)\b|^(?:call|ring|phone|text|email)\b", _I
)
_SOMETIME = re.compile(r"\b(?:at\s+some\s+point|sometime|some\s+time|eventually)\b", _I)


def _quip(todo: NewCommitment, sentence: str) -> bool:
    """ "valentines right after new year this time, double the spending lol": an undated line of
    the user's with a verb the to-do lexicon lacks, no word of need, and a laugh, is banter."""
    from memory.understanding._commitment_intro import TODO_VERBS  # imports this module's importers: late

    verb = todo.action.split()[0].lower() if todo.action.split() else ""
    return (
        todo.due is None
        and todo.owner.lower() in ("me", "i")
        and verb not in TODO_VERBS
        and _LAUGH.search(sentence) is not None
        and _NEED.search(sentence) is None
    )


_NEED = re.compile(
    r"\b(?:need|needs|needa|gotta|got\s+to|have\s+to|has\s+to|must|remind|todo|to-do|don'?t\s+forget)\b", _I
)


def joked(intent: Intent, sentence: str) -> Intent:
    """``intent``, or a question about it when it is someone else's to-do said with a laugh."""
    if isinstance(intent, NewCommitment) and intent.owner.lower() not in ("me", "i") and _LAUGH.search(sentence):
        return Unclear(f"Should I track “{intent.action}” for {intent.owner}, or was that a joke?", sentence, intent)
    return intent
