"""A second share that leaves out the thing's noun the first said: "Tomasz is doing the north side
flyers tmrw and i'll do the south side sat", "Sam's painting the front room walls and i'll paint the
back room".

Read clause by clause, the second to-do is "do the south side", a to-do nobody recognises later.
The two objects are said in parallel, the second as the first's opening words with one word
changed ("north side" / "south side"), so the one word the first goes on with ("flyers") is the
second's too. Kept only when the parallel is plain: the same verb, the same number of words up to
the last the two share, that last word the same, and one word after it.
"""

from __future__ import annotations

from dataclasses import replace

from memory.understanding.intents import Intent, NewCommitment

_DETERMINERS = frozenset({"the", "my", "our", "a", "an", "this", "that"})


def _verb_and_object(action: str) -> tuple[str, list[str]] | None:
    words = action.split()
    if len(words) < 3 or words[1].lower() not in _DETERMINERS:
        return None
    return words[0].lower(), words[2:]


def elided_noun(found: list[Intent]) -> list[Intent]:
    """``found`` with a to-do's object given the noun the to-do before it said and it left out (module doc)."""
    out = list(found)
    for at in range(1, len(out)):
        first, second = out[at - 1], out[at]
        if not (isinstance(first, NewCommitment) and isinstance(second, NewCommitment)):
            continue
        a, b = _verb_and_object(first.action), _verb_and_object(second.action)
        if a is None or b is None or a[0] != b[0]:
            continue
        theirs, mine = a[1], b[1]
        n = len(mine)
        if not 1 < n == len(theirs) - 1 or theirs[n - 1].lower() != mine[-1].lower() or theirs[:n] == mine:
            continue
        out[at] = replace(second, action=f"{second.action} {' '.join(theirs[n:])}")
    return out
