"""News about someone that also reads as a finished to-do.

"paolo transferred to the makati branch", "we elected Mele chair": the past tense makes the
lifecycle forms read a quiet completion ("transferred paolo …" done, if a to-do says so), but the
sentence is first news of where someone is or what they do now. Both are kept, as a settled
status keeps both (:func:`._fact_verbs.settled_status`): the completion only if a to-do matches
it, the fact either way. Only a move, a team or a role counts: those read a named person first;
money sent on (:func:`._money_sent.money_sent`: "rent transferred to Pilu") is a payment, no news.
"""

from __future__ import annotations

from memory.understanding._facts import _facts
from memory.understanding._money_sent import money_sent
from memory.understanding._phrases import _Ctx
from memory.understanding._sign_forms import story_or_feeling
from memory.understanding.intents import CompleteCommitment, Intent, MoveCommitment, StateClaim

_NEWS = frozenset({"location", "team", "role"})


def with_news(found: list[Intent], clause: str, ctx: _Ctx, detail: str) -> list[Intent]:
    """``found`` and, when it is only quiet completions, the fact about someone the clause states;
    a thing's time told with a feeling after it ("the match is at 3 on saturday, cant wait") is
    news to share, not a time to keep (as an agenda line told so is: :func:`._agenda.occasion`)."""
    if detail and story_or_feeling(detail) and any(isinstance(i, MoveCommitment) and i.otherwise for i in found):
        return [i for i in found if not (isinstance(i, MoveCommitment) and i.otherwise)]
    if not found or not all(isinstance(i, CompleteCommitment) and i.past_tense for i in found):
        return found
    facts = _facts(clause, ctx, detail)
    if facts and all(
        isinstance(f, StateClaim) and f.predicate in _NEWS and f.subject != "me" and not money_sent(f.subject)
        for f in facts
    ):  # "rent transferred to Pilu": a payment made, not where the rent is
        # "mei ling transferred to penang branch": the person moved is the news, no job called "mei ling" done
        moved = {f.subject.lower() for f in facts if isinstance(f, StateClaim)}
        return [*(i for i in found if not (isinstance(i, CompleteCommitment) and i.action.lower() in moved)), *facts]
    return found
