"""A reason said right after a cancellation or a move, which is no news of its own: "scrap the
hoodies, budget's frozen", "interviews cancelled, role's on hold", "push the site visit to
friday - the road is flooded", "hoodies are off; budget is frozen".

A clause joined to the change by a comma, a dash or a semicolon alone, that states a condition
(an issue, a thing's status), says why the to-do was called off or moved: it is not kept as an
issue or a fact, nor asked about. It is news of its own when something says so: a conjunction
("cancel the gym, and the boiler's broken again", "…, also the wifi's down"), a word that it
goes on ("again", "still", "keeps"), or a date of its own ("…, Ana's on leave till the 9th").
A to-do after the change is never a reason ("scrap the drinks, book lunch instead").

Written by hand: one shape over what the clauses were read as; the joint between them is all
that tells a reason from a second piece of news, and it is a closed set of marks.
"""

from __future__ import annotations

import re

from memory.understanding._phrases import _I
from memory.understanding.intents import (
    CancelCommitment,
    Intent,
    MoveCommitment,
    OpenEpisode,
    StateClaim,
    Unclear,
)
from memory.understanding.timex import has_date_words

__all__ = ["without_reasons"]

# the need for the thing gone, said of it: "…, omar doesn't need it anymore", "…, not needed any more"
_NO_NEED = re.compile(
    r"\b(?:(?:doesn'?t|does\s+not|don'?t|do\s+not|no\s+longer)\s+(?:need|want)s?\s+(?:it|them|that|one)"
    r"|(?:it'?s|its|they'?re|that'?s)?\s*(?:not|no\s+longer)\s+(?:needed|wanted|required))\b",
    _I,
)
_JOINT = re.compile(r"(?:[,;]|\s[-–—]+)\s*$")  # what ends the words before a reason: a comma, semicolon or dash
_OWN_NEWS = re.compile(
    r"^(?:and|also|plus|oh|btw|but|then|ps|meanwhile|separately|unrelated(?:ly)?)\b"
    r"|\b(?:again|still|keeps?|anymore|any\s+more|too|as\s+well)\b",
    _I,
)


def without_reasons(found: list[tuple[Intent, str]], text: str) -> list[tuple[Intent, str]]:
    """``found`` (each intent with the clause it was read from, in ``text``) without the
    conditions said as the reason for a cancellation or move just before them."""
    changes = [clause for intent, clause in found if isinstance(intent, CancelCommitment | MoveCommitment)]
    if not changes:
        return found
    return [
        (intent, clause)
        for intent, clause in found
        if not (_condition(intent) and clause not in changes and _explains(clause, changes, text))
    ]


def _condition(intent: Intent) -> bool:
    """Whether ``intent`` keeps a condition: an issue, a thing's status, or a question about one."""
    if isinstance(intent, OpenEpisode):
        return True
    if isinstance(intent, StateClaim):
        return intent.predicate == "status" and intent.effective is None and intent.until is None
    return isinstance(intent, Unclear) and intent.proposal is None


def _explains(reason: str, changes: list[str], text: str) -> bool:
    """Whether ``reason`` follows one of ``changes`` in ``text`` across a bare joint, with
    nothing that makes it news of its own."""
    at = text.rfind(reason)
    if at <= 0 or (_OWN_NEWS.search(reason) and not _NO_NEED.search(reason)) or has_date_words(reason):
        return False
    before = text[:at]
    joint = _JOINT.search(before)
    if joint is None:
        return False
    said = before[: joint.start()].strip()
    return any(said.endswith(change.strip()) or change.strip().startswith(said) for change in changes)
