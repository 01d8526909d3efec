"""A job someone wants done by a date, said on its own: "Adaeze wants the allergen sheet
updated by sat" is the user's to-do "get the allergen sheet updated", due saturday (the reading
is :mod:`._job_wish`'s). Without a date it is left alone: "Ana wants the kitchen painted" is as
likely news about Ana as a job taken on.
"""

from __future__ import annotations

from memory.understanding._commitment_intro import _dated
from memory.understanding._job_wish import JOB, as_my_job
from memory.understanding._phrases import _Ctx, _person
from memory.understanding.intents import Intent, NewCommitment

__all__ = ["wanted_done"]

# a word each of :data:`JOB`'s wish verbs has ("wants", "would like", "asked for", …): a
# necessary condition of the reading, tested on the words before their date is cut
_WISH_WORDS = ("want", "need", "like", "asked", "expect", "asking")


def wanted_done(s: str, ctx: _Ctx) -> list[Intent] | None:
    """A named person's wish for a thing done by a date, as the user's to-do (see the module
    doc); None otherwise."""
    folded = s.casefold()
    if not any(word in folded for word in _WISH_WORDS):
        return None  # no wish said: the dated reading below is the costly part, and cuts words, never adds them
    dated = _dated(s, ctx)
    if dated.due is None or dated.unreadable or dated.due.end <= ctx.now:
        return None
    job = as_my_job(dated.action)
    m = JOB.match(dated.action.strip())
    if job == dated.action or m is None:
        return None
    who = m["who"]
    # "…, and they want the venue confirmed by the 30th": whoever "they" are, the job is the user's
    someone = who.lower() in ("they", "he", "she") or who.lower().startswith(("my ", "our ", "the "))
    someone = someone or (who.isupper() and len(who) > 1)  # "HR wants the forms signed by fri": an office
    someone = someone or who.lower() in ("i", "we")  # "i want the garage cleared by sat": the user's own wish
    if not someone and _person(who, ctx) in (None, "me"):
        return None
    return [NewCommitment(job, "me", None, dated.due)]
