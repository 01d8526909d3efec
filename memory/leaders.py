"""Who leads a part of the organisation, from what recap knows of people's roles and teams.

"who runs engineering?" is asked as the owner of "engineering"; recap may instead know it as a
role ("Maya is head of engineering", "Lee is VP Engineering", "Priya is the payroll manager")
or as a team and a role ("Sam joined the payments team", "Sam is the team lead"). The rule: a
person leads a unit when their current role holds a leading word (head, lead, director ...)
and names the unit, or holds a leading word and nothing else (a "team lead") while their
current team is the unit. Pure: the caller passes the views that hold now.
"""

from __future__ import annotations

from collections.abc import Iterable

from memory.claims import ClaimView
from memory.words import content_words, normalize_key

# the stems of the words that make a role a leading one ("head of", "lead", "VP", "chief" ...)
_LEADING = content_words("head lead leader director manager vp svp evp chief boss owner gm md principal chair")
# words that name the kind of unit, not which one ("the data team" is "data")
_UNIT_KINDS = content_words("team department dept group function division squad office unit org")


def _unit_words(unit: str) -> frozenset[str]:
    return content_words(unit) - _UNIT_KINDS


def leaders(unit: str, views: Iterable[ClaimView]) -> list[ClaimView]:
    """The role views (one per person) of those who lead ``unit`` now, in the order given."""
    wanted = _unit_words(unit)
    if not wanted:
        return []
    views = list(views)
    teams = {
        normalize_key(v.subject)
        for v in views
        if normalize_key(v.predicate) == "team" and wanted <= _unit_words(" ".join(v.values))
    }
    found = []
    for view in views:
        if normalize_key(view.predicate) != "role" or not view.claims:
            continue
        words = content_words(" ".join(view.values))
        if not words & _LEADING:
            continue
        named = wanted <= words
        generic = not (words - _LEADING - _UNIT_KINDS) and normalize_key(view.subject) in teams
        if named or generic:
            found.append(view)
    return found
