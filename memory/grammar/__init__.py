"""Extraction without a model: the message forms of spec/chat-grammar.md.

:func:`extract` turns one chat message into a list of *intents* — plain frozen dataclasses
that say what the user asserted, promised, finished, reported, corrected or asked. It has no
I/O and no state: the message time and the user's timezone are passed in, and deciding what
an intent changes (which commitment "the deck" is, which claim a correction targets) is the
caller's job.

One module per job:

- :mod:`memory.grammar.intents`: the intent dataclasses;
- ``_dispatch``: :func:`extract` and the order in which the forms are tried;
- ``_sentences``: a message split into cleaned sentences;
- ``_phrases``: what every form shares (the reading context, names, phrases, values, dates);
- ``_questions``, ``_corrections``, ``_commitments``, ``_episodes``, ``_facts``: the forms.
"""

from __future__ import annotations

from memory.grammar._dispatch import extract
from memory.grammar.intents import (
    CancelCommitment,
    CompleteCommitment,
    CorrectTime,
    CorrectValue,
    Intent,
    MoveCommitment,
    NewCommitment,
    OpenEpisode,
    Question,
    ResolveEpisode,
    StateClaim,
)

__all__ = [
    "CancelCommitment",
    "CompleteCommitment",
    "CorrectTime",
    "CorrectValue",
    "Intent",
    "MoveCommitment",
    "NewCommitment",
    "OpenEpisode",
    "Question",
    "ResolveEpisode",
    "StateClaim",
    "extract",
]
