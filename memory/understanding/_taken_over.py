"""Who took a dropped job over, said as the reason it was dropped: "forget the DJ, Sami's doing the
playlist", "no longer need a bookkeeper, Jorge's doing the books now", "forget the tiler, Costas is doing
the tiles himself".

Beside a cancellation, someone else's undated "-ing" job tells why the user's own plan is off; it is
no new promise made to the user (said alone, "Nafiz is doing the welcome drinks" is one: see
:func:`._jobs_taken.taking_on`). A day said keeps it ("Rūta's doing the newsletter sat"), and so does
a job of the user's own. Beside a dated promise of the same person's, the undated "doing" job is what
the promise is about ("Hamish is doing the quotes, will email them monday"): the promise alone is kept.
"""

from __future__ import annotations

from memory.understanding.intents import CancelCommitment, Intent, NewCommitment


def without_taken_over(intents: list[Intent]) -> list[Intent]:
    """``intents`` without the undated to-dos of others said beside a cancellation, and without
    someone's undated "doing" job said beside a dated promise of theirs ("Hamish is doing the
    quotes, will email them monday": the promise is the job, its due the day)."""
    if any(isinstance(i, CancelCommitment) for i in intents):
        return [i for i in intents if not (isinstance(i, NewCommitment) and i.owner != "me" and i.due is None)]
    dated = {i.owner for i in intents if isinstance(i, NewCommitment) and i.owner != "me" and i.due is not None}
    return [
        i for i in intents
        if not (isinstance(i, NewCommitment) and i.owner in dated and i.due is None and i.action.startswith("do "))
    ]
