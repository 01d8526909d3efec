"""Two to-dos done at once, named by a plural pronoun: "renewed em online", "posted them both",
"shipped those".

"them"/"em"/"those" after a done verb point at the to-dos just talked about that the verb
names. The reading is "<verb> both" ("renew both"): :mod:`memory.derive` then takes the open
to-dos those words name, completes both when exactly two fit, takes the one when a single
to-do holds them ("renew passport and driving licence") and asks otherwise. Verbs of getting
in touch ("called them", "paid them", "texted them") take people for "them", not to-dos, and
are left to the other readers.

Hand-written: one closed set of pronouns and a past tense recap already knows
(:data:`memory.words.IRREGULAR`, the to-do verbs). "the two calls are done" is not read here:
the noun alone ("calls") cannot keep derive from taking a to-do it does not name; that needs
derive to complete only the to-dos the noun names (see the session report).
"""

from __future__ import annotations

import re

from memory.understanding._commitment_intro import TODO_VERBS
from memory.understanding._phrases import _I
from memory.understanding.intents import CompleteCommitment, Intent
from memory.words import IRREGULAR

# verbs whose "them" is people: never two to-dos
_PEOPLE_VERBS = frozenset({
    "call", "ring", "phone", "email", "mail", "text", "message", "ping", "contact", "tell", "ask", "pay", "meet",
    "visit", "thank", "invite", "remind", "chase", "see", "help", "pick", "drop", "collect", "feed", "dm", "buzz",
    "answer", "reply", "congratulate", "hire", "fire", "interview", "book", "follow",
})  # fmt: skip
_TAIL = r"(?:\s+(?:online|already|today|earlier|this\s+morning|last\s+night|finally|now|both|all|off|in))*"
_THEM_DONE = re.compile(
    r"^(?:(?:i|we)\s+)?(?:just\s+|finally\s+|already\s+)?(?P<v>[a-z]{3,})\s+(?:them|em|'em|those|these)"
    r"(?:\s+(?:both|two))?" + _TAIL + r"[\s!.]*$",
    _I,
)
def _plain_verb(word: str) -> str | None:
    """The to-do verb of a past tense ("renewed" -> "renew", "sent" -> "send"), or None."""
    w = word.lower()
    if w in IRREGULAR and IRREGULAR[w] in TODO_VERBS:
        return IRREGULAR[w]
    if not w.endswith("ed"):
        return None
    stems = [w[:-2], w[:-1], w[:-3] + "y" if w.endswith("ied") else ""]
    if len(w) > 4 and w[-3] == w[-4]:
        stems.append(w[:-3])  # "shipped": "ship"
    return next((s for s in stems if s and s in TODO_VERBS), None)


def plural_done(sentence: str) -> list[Intent] | None:
    """ "renewed em online": the to-dos the verb names, done; None for any other sentence."""
    s = sentence.strip()
    if (m := _THEM_DONE.match(s)) is not None:
        verb = _plain_verb(m["v"])
        if verb is None or verb in _PEOPLE_VERBS:
            return None
        return [CompleteCommitment(f"{verb} both", past_tense=True)]
    return None
