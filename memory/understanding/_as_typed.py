"""The user's own words kept in what is stored, where a slip was put right only for reading.

:func:`memory.understanding.normalise.normalise` makes a word one slip from a known word that
word ("nwed to" -> "need to") so the forms can key on it. That is right for the words a form
reads, but a to-do's action or a fact's value is what the user wrote, and a word the reader
does not know is not a slip there: "repaint the fale steps" (a Samoan house) is not "the false
steps", "yusuf only eats halaal" is not "halal". A date word never reaches an action (the time
reader takes it), and a to-do's verb is a word the reader reads ("sortt that out" is "sort that
out", whose "that" then points at nothing), so only the other words are given back as typed. A
word the message also spells right ("the false alarm on the fale door") is left as read: which
one was the slip, the words alone cannot tell. So are the Scots words read as English
(:mod:`._scots`): "meet Emre tae go over the loop drawings" is kept as said.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from memory.understanding._commitment_intro import TODO_VERBS
from memory.understanding._scots import scots_typed
from memory.understanding._typos import typed_as
from memory.understanding.intents import Intent, NewCommitment, StateClaim, Unclear

__all__ = ["as_typed"]


def as_typed(intents: list[Intent], text: str) -> list[Intent]:
    """``intents`` with each word in an action or a value that the typo fixes made of a word in
    ``text``, other than a to-do verb, spelt as typed again."""
    slipped = typed_as(text) | scots_typed(text)  # "the fale steps"; "meet Emre tae go over the drawings"
    fixed = {meant: typed for meant, typed in slipped.items() if meant not in TODO_VERBS}
    if not fixed or not intents:
        return intents
    pattern = re.compile(r"\b(?:" + "|".join(map(re.escape, fixed)) + r")\b")

    def typed(words: str) -> str:
        return pattern.sub(lambda m: fixed[m.group(0)], words)

    return [_restored(intent, typed) for intent in intents]


def _restored(intent: Intent, typed: Callable[[str], str]) -> Intent:
    if isinstance(intent, NewCommitment):
        return replace(intent, action=typed(intent.action))
    if isinstance(intent, StateClaim):
        return replace(intent, value=typed(intent.value))
    if isinstance(intent, Unclear) and intent.proposal is not None:
        return replace(intent, proposal=replace(intent.proposal, action=typed(intent.proposal.action)))
    return intent
