"""Someone's turn at a job, then the user's: "Hadiza will collect the kids from swimming at 5 tmrw
and ill do wednesday at 4:30", "Tom's doing pickup today, I'll take friday".

The second clause names only the user's taking a turn and a day; the job is the one the first
clause said. Read alone, "ill do wednesday at 4:30" is a move of the to-do just said ("do it
wednesday instead"), which it is not: the other person's turn stays, and the user's is a to-do
of its own, the same job on that day. The mirror of :mod:`._turns` (the user's turn first), and
read the same way: the first clause must read as one dated to-do of someone else's, the second
must be "I'll do / take / cover" and a day, nothing else.
"""

from __future__ import annotations

import re
from dataclasses import replace

from memory.understanding._phrases import _I, _Ctx
from memory.understanding._turns import _JOIN, Reader, _day
from memory.understanding.intents import Intent, NewCommitment

# "ill do wednesday at 4:30", "I'll take friday", "i can cover thurs", "im doing the weekend"
_MINE = re.compile(
    r"^(?:i'll|ill|i\s+will|i\s+can|i'm|im|i\s+am|me)\s+(?:do|doing|take|taking|cover|covering|have|got)\s+(?P<d>\S.*)$",
    _I,
)


def my_turn_after(text: str, ctx: _Ctx, read: Reader) -> list[Intent] | None:
    """The other person's turn and the user's, as two to-dos, or None."""
    for join in _JOIN.finditer(text):
        left, right = text[: join.start()].strip(), text[join.end() :].strip()
        m = _MINE.match(right)
        day = _day(m["d"], ctx) if m is not None else None
        if day is None:
            continue
        found = read(left)
        if len(found) == 1 and isinstance(found[0], NewCommitment) and found[0].owner != "me" and found[0].due:
            return [found[0], replace(found[0], owner="me", counterparty=None, due=day)]
    return None
