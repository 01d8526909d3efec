"""A fact of "it" said right after a fact of a thing: "the budget for the reef cleanup is 12k
and Sofia owns it", "the launch date is set, Omar runs it".

Each clause is read on its own, so the second fact's subject was the word "it" (kept as a
fact of a thing called "it"). The clauses before name one thing as the subject of their facts;
"it" is that thing, as it is the thing an issue said alone before was about ("booking system works
again, Shaheem owns it from now on"). Only a thing: when the facts before are of a person ("Ana moved to Lisbon
and Tom owns it"), of the user, of several subjects, or when there are none, recap asks what
"it" is rather than keep a fact of nothing.
"""

from __future__ import annotations

from dataclasses import replace

from memory.understanding.intents import Intent, OpenEpisode, ResolveEpisode, StateClaim, Unclear

__all__ = ["its_thing", "one_thing"]


def its_thing(read: list[tuple[Intent, str]]) -> list[tuple[Intent, str]]:
    """``read`` (a sentence's intents, each with its clause) with a fact's subject "it" taken as
    the one thing the facts before it are about, when there is one; else asked about."""
    out: list[tuple[Intent, str]] = []
    for intent, clause in read:
        if isinstance(intent, StateClaim) and intent.subject in ("it", "It"):  # never "IT", the department
            thing = one_thing([i for i, _ in out])
            intent = replace(intent, subject=thing) if thing else _asked(intent, clause)
        out.append((intent, clause))
    return out


def _asked(claim: StateClaim, clause: str) -> Unclear:
    return Unclear(f"What is “it” in “{clause}”? Say it with the thing's name, e.g. “the {claim.predicate} of "
                   f"<thing> is {claim.value}”.", clause)  # fmt: skip


def one_thing(earlier: list[Intent]) -> str | None:
    """The one thing (no person, not the user) the facts in ``earlier`` are about, or the one trouble alone."""
    subjects = {i.subject for i in earlier if isinstance(i, StateClaim)}
    troubles = {i.topic for i in earlier if isinstance(i, OpenEpisode | ResolveEpisode)}
    if not subjects and len(troubles) == 1 and len(earlier) == 1:
        # "booking system works again, Shaheem owns it from now on": the thing the issue was about
        subjects = troubles
    if len(subjects) != 1:
        return None
    thing = subjects.pop()
    return None if thing.lower() in ("me", "it") or _person_like(thing) else thing


def _person_like(subject: str) -> bool:
    """A name as people write one ("Sofia", "Min-jun Park"): capitalised, not an acronym ("POS")."""
    return subject[:1].isupper() and not subject.split()[0].isupper()
