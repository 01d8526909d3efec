"""Turns at one job, split between the user and someone else: "school run tmrw is mine, Dani's
doing thurs", "I'll do the school run tmrw and Dani will do thurs", "pickup today is on me, Tom's
got friday".

The second clause names only a person and a day; the job is the one the first clause said, so
read alone it was nothing, or a to-do "do" of Dani's. And "<job> <day> is mine" is the user's
own turn at the job, which no form read. Written by hand: the first clause must read as one
dated to-do of the user's (or say "<job> <day> is mine / on me"), and the second must be a name,
a verb of taking a turn and a day, nothing else; then the second is the same job, the person's,
on that day.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from memory.understanding._phrases import _I, _NAME_STOP, _NAME_WORD, _NAME_WORD_LOWER, _Ctx, _plausible
from memory.understanding.intents import Intent, NewCommitment
from memory.understanding.timex import DateSpec, find_spans

_JOIN = re.compile(r"\s*[,;]\s*(?:and\s+|but\s+)?|\s+(?:and|but|&)\s+", _I)
# "school run tmrw is mine", "the bins this week are on me"
_MINE = re.compile(r"^(?:the\s+)?(?P<head>.+?)\s+(?:is|'s|are|'re)\s+(?:mine|on\s+me|my\s+turn)$", _I)
# "Dani's doing thurs", "Tom's got friday", "Ana will take the weekend", "Bo does wed"
_THEIRS = re.compile(
    r"^(?P<who>[\w\-]+)(?:'s|\s+is|\s+will|'ll)?\s+(?:doing|do|does|taking|take|takes|got|has|have|covering|cover"
    r"|covers)\s+(?P<d>.+)$",
    _I,
)
_MAX_JOB_WORDS = 4

Reader = Callable[[str], list[Intent]]


def _day(words: str, ctx: _Ctx) -> DateSpec | None:
    """The date ``words`` are, when they are a date and nothing else."""
    spans = find_spans(words, now=ctx.now, tz=ctx.tz)
    if len(spans) != 1 or spans[0].spec is None or words[: spans[0].start].strip() or words[spans[0].end :].strip():
        return None
    return spans[0].spec


def _my_turn(left: str, ctx: _Ctx, read: Reader) -> NewCommitment | None:
    """The user's dated turn at the job ``left`` says, or None."""
    m = _MINE.match(left)
    if m is not None:
        spans = [span for span in find_spans(m["head"], now=ctx.now, tz=ctx.tz) if span.spec is not None]
        if len(spans) != 1 or m["head"][spans[0].end :].strip():
            return None
        job = m["head"][: spans[0].start].strip()
        if not job or not _plausible(job, max_words=_MAX_JOB_WORDS):
            return None
        return NewCommitment(job, "me", None, spans[0].spec)  # the job as said: "school run"
    found = read(left)
    mine = len(found) == 1 and isinstance(found[0], NewCommitment) and found[0].owner == "me"
    return found[0] if mine and isinstance(found[0], NewCommitment) and found[0].due is not None else None


def turns(text: str, ctx: _Ctx, read: Reader) -> list[Intent] | None:
    """The user's turn and the other person's, as two to-dos, or None."""
    for join in _JOIN.finditer(text):
        left, right = text[: join.start()].strip(), text[join.end() :].strip()
        theirs = _THEIRS.match(right)
        if theirs is None:
            continue
        who = theirs["who"]
        if who.lower() in _NAME_STOP or not (_NAME_WORD.match(who) or (ctx.lowercase and _NAME_WORD_LOWER.match(who))):
            continue
        day = _day(theirs["d"], ctx)
        mine = _my_turn(left, ctx, read) if day is not None else None
        if mine is not None and day is not None:
            return [mine, replace(mine, owner=who, counterparty=None, due=day)]
    return None
