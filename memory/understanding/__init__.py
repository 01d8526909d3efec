"""Understanding what a user types: one chat message in, the intents it carries out.

:func:`extract` turns one chat message into a list of *intents*: plain frozen dataclasses
that say what the user asserted, promised, finished, moved, cancelled, reported, corrected or
asked. It has no I/O and no state: the message time and the user's timezone are passed in, and
deciding what an intent changes (which commitment "the deck" is, which claim a correction
targets) is the caller's job (:mod:`memory.derive`).

The reader is layered, one module per layer:

1. ``_sentences``: the message split into sentences and cleaned (quotes, "please", leading
   "ok,"/"fyi", trailing thanks), each marked as a question or not.
2. :mod:`memory.understanding.timex`: time expressions resolved in the user's timezone.
3. ``_dispatch``: which intents a sentence carries, trying the forms from the most specific.
4. The forms, each filling its intent's slots: ``_questions``, ``_corrections``,
   ``_commitments``, ``_episodes``, ``_facts``; ``_phrases`` holds what they share (names,
   phrases, values, dates after a connector).
5. :mod:`memory.understanding.intents`: the intent dataclasses.
"""

from __future__ import annotations

from memory.understanding._pattern_store import kept

with kept():  # the reader's patterns compiled once per version of it, not once per process
    from memory.understanding._corrections import time_put_right
    from memory.understanding._dispatch import extract
    from memory.understanding._lifecycle_others import their_own
    from memory.understanding._memos import forget_readings
    from memory.understanding._net import dated_entry, likely_todo, small_talk, warning, without_laugh
    from memory.understanding._not_corrections import never_mind
    from memory.understanding._not_ours import left_alone
    from memory.understanding._not_todos import not_going
    from memory.understanding._referents import PERSON_VALUES, SOMEONE, THEIR_THING, whom, whose
    from memory.understanding._referring import PERSON_WORDS, dangling
    from memory.understanding._second_opinion import keeps_something
    from memory.understanding._sentences import opens_question
    from memory.understanding._signs import Sign, hypothetical, sign_of
    from memory.understanding._their_deadline import their_deadline
    from memory.understanding.intents import (
        CancelCommitment,
        CompleteCommitment,
        CorrectName,
        CorrectTime,
        CorrectValue,
        DayAlone,
        Intent,
        MoveCommitment,
        NewCommitment,
        OpenEpisode,
        Question,
        RenameCommitment,
        ResolveEpisode,
        StateClaim,
        Unclear,
    )
    from memory.understanding.timex import TimeSpan, find_spans

__all__ = [
    "PERSON_VALUES",
    "PERSON_WORDS",
    "SOMEONE",
    "THEIR_THING",
    "CancelCommitment",
    "CompleteCommitment",
    "CorrectName",
    "CorrectTime",
    "CorrectValue",
    "DayAlone",
    "Intent",
    "MoveCommitment",
    "NewCommitment",
    "OpenEpisode",
    "Question",
    "RenameCommitment",
    "ResolveEpisode",
    "Sign",
    "StateClaim",
    "TimeSpan",
    "Unclear",
    "dangling",
    "dated_entry",
    "extract",
    "find_spans",
    "forget_readings",
    "hypothetical",
    "keeps_something",
    "left_alone",
    "likely_todo",
    "never_mind",
    "not_going",
    "opens_question",
    "sign_of",
    "small_talk",
    "their_deadline",
    "their_own",
    "time_put_right",
    "warning",
    "whom",
    "whose",
    "without_laugh",
]
