"""A fact asked for by a word its value holds: "what's Sarah's office" after "Sarah moved to the
Leeds office" (kept as her location, "Leeds office"), "what's Omar's school" after "Omar moved
to St Mary's school", "Kofi's team?" after "Kofi leads the payments team" (kept as his role).

People name an attribute by what its value is ("office", "school", "branch", "team") while
recap keeps it under the attribute the sentence said (a move is a location, a job a role).
When nothing is kept under the name asked, one current fact of the subject whose value holds
the word answers, and the answer names the attribute it gives. Two such facts with different
attributes answer nothing (the question stays unanswered rather than guessed).
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime

from memory import claims as claim_rules
from memory.model import Claim
from memory.words import content_words, normalize_key


def by_value_word(
    claims: list[Claim], at: datetime, subject: str, attribute: str, tz: object
) -> claim_rules.ClaimView | None:
    """The one view of ``subject`` holding at ``at`` whose value names ``attribute``'s words,
    else None."""
    wanted = content_words(attribute)
    if not wanted:
        return None
    return the_one_view(claims, at, subject, tz, lambda view: wanted <= content_words(view.value))


def the_one_view(
    claims: list[Claim], at: datetime, subject: str, tz: object, fits: Callable[[claim_rules.ClaimView], bool]
) -> claim_rules.ClaimView | None:
    """The current, unconflicted view of ``subject`` at ``at`` that ``fits``, when all that fit
    keep one attribute; else None (two attributes answer nothing rather than a guess)."""
    key = normalize_key(subject)
    found = [
        view
        for view in claim_rules.view_at(claims, at, tz=tz)  # type: ignore[arg-type]
        if normalize_key(view.subject) == key and view.claims and not view.conflicting and fits(view)
    ]
    return found[0] if len({normalize_key(v.predicate) for v in found}) == 1 else None


def named_with_value(views: list[claim_rules.ClaimView], phrase: str) -> claim_rules.ClaimView | None:
    """ "Sarah's office?" asked as a phrase: the one current view whose subject shares a word
    with the phrase and whose subject, attribute and value together hold all its words, else
    None (:func:`by_value_word` for a phrase with no grammar)."""
    wanted = content_words(phrase)
    found = []
    for view in views:
        subject = content_words(view.subject)
        if not view.claims or view.conflicting or not wanted & subject:
            continue
        if wanted <= subject | content_words(f"{view.predicate} {view.scope or ''} {view.value}"):
            found.append(view)
    return found[0] if len(found) == 1 else None
