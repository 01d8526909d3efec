""":func:`memory.claims.find_view` analyses only the groups it is asked about: its answer is the
one the whole analysis gives, also when a claim of another group corrects one of them."""

from __future__ import annotations

from memory import claims as cr
from tests.memory.test_claims import at, claim


def _whole_view(claims, when, subject, predicate, scope=None):
    """The group's view as :func:`view_at` gives it, over every claim."""
    key = (subject.lower(), predicate.lower(), (scope or "").lower())
    return next((view for view in cr.view_at(claims, when) if view.key == key), None)


def test_find_view_agrees_with_the_whole_analysis() -> None:
    cto = claim("CTO", observed="2026-01-05T09:00", effective="2026-01-01")
    claims = [
        cto,
        claim("COO", observed="2026-02-05T09:00", effective="2026-02-01"),
        claim("CEO", observed="2026-02-06T09:00", quoted=True),
        claim("Leeds", observed="2026-01-05T09:00", predicate="location"),
        # filed under another fact, yet it corrects Maya's first role
        claim("Lisbon", observed="2026-01-06T09:00", predicate="location", subject="Omar", corrects=cto.id),
        claim("email", observed="2026-01-07T09:00", predicate="prefers", scope="contracts"),
        claim("phone", observed="2026-01-08T09:00", predicate="prefers"),
    ]
    asked = [
        ("Maya", "role", None), ("Maya", "location", None), ("Omar", "location", None),
        ("Maya", "prefers", "contracts"), ("Maya", "prefers", None),
    ]  # fmt: skip
    for when in ("2026-01-03", "2026-01-10", "2026-03-01"):
        for subject, predicate, scope in asked:
            found = cr.find_view(claims, at(when), subject, predicate, scope)
            assert found == _whole_view(claims, at(when), subject, predicate, scope), (when, subject, predicate)
    assert cr.find_view(claims, at("2026-01-10"), "Maya", "role") is None  # its only claim was corrected
    broader = cr.find_view(claims, at("2026-01-10"), "Maya", "prefers", "calls", broader=True)
    assert broader is not None and broader.values == ("phone",)
