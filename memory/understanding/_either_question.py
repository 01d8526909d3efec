"""A question that offers two answers: "did Mele move to Sigatoka or was it Nausori", "is Ana
at Deloitte or KPMG now", "did Kofi join sales or marketing?".

The user half-remembers a fact and asks which of two it was. It reads like a statement ("Mele
moved to Sigatoka") with a second value after "or", so the statement forms take it for news
or a finished to-do. Asked with "did/is/was/has" before a name and a verb that names what kind
of fact it is (moving is a location, joining or working at an employer, reporting to a
manager), it is a question about that fact; recap answers with what it keeps, whichever of
the two that is. Hand-written: one shape, a short table of verbs.
"""

from __future__ import annotations

import re

from memory.understanding._phrases import _I
from memory.understanding.intents import Question

# the verb after the name, with its preposition, and the fact it asks about ("" for a join: a
# team or an employer, whichever recap keeps, so everything about the person is the answer)
_VERBS = (
    ("location", r"(?:move|moved|relocate|relocated)\s+(?:back\s+)?(?:to|into|over\s+to)"
     r"|(?:live|living|based|settle|settled)\s+in|in"),
    ("", r"join|joined|(?:start|started|work|working)\s+(?:at|for|in|on)|(?:sign|signed)\s+with"),
    ("manager", r"(?:report|reports|reporting)\s+to"),
    ("role", r"become|became|(?:get\s+|got\s+|been\s+)?(?:promoted|made)(?:\s+to)?"),
)
_NAME = r"(?P<p>[A-ZÀ-Ý][\w'’\-]+(?:\s+[A-ZÀ-Ý][\w'’\-]+)?)"
_EITHER = [
    (predicate, re.compile(
        r"^(?:so\s+|wait\s+|hm+\s*,?\s*)?(?:did|does|is|was|has|had)\s+" + _NAME + r"\s+(?:now\s+|still\s+|just\s+)?"
        r"(?:been\s+)?(?:" + verbs + r")\s+(?:the\s+)?(?P<a>[^,?]+?)"
        r"\s*,?\s+or\s+(?:was\s+it\s+|is\s+it\s+|did\s+\S+\s+\S+(?:\s+(?:to|at|for|into))?\s+)?(?:the\s+)?(?P<b>[^,?]+?)"
        r"(?:\s+(?:now|again|these\s+days|lol|tho))?\s*\??$",
        _I,
    ))
    for predicate, verbs in _VERBS
]


def either_question(text: str) -> Question | None:
    """The fact a two-answer question asks about, or None when ``text`` is no such question."""
    for predicate, shape in _EITHER:
        m = shape.match(text.strip())
        if m is not None and m["p"][:1].isupper():
            return Question("fact", m["p"], predicate, None, text) if predicate else Question(
                "about", m["p"], None, None, text)
    return None
