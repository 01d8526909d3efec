"""A fact asked for by the last word of its attribute: "what dose is dad on now?" after "Dad's
losartan dose is 50mg" (kept as his "losartan dose"), "what's the gate code?" after "the gate's
side code is 4471".

People ask by the general word ("dose", "number", "code") for an attribute said with a word
before it that tells which ("losartan dose", "gate code"). When nothing is kept under the word
asked, the one current fact of the subject whose attribute ends with it answers, and the answer
names the attribute it gives. Two such attributes ("losartan dose", "metformin dose") answer
nothing: the question stays unanswered rather than guessed.
"""

from __future__ import annotations

from datetime import datetime

from memory import claims as claim_rules
from memory.answers_value_word import the_one_view
from memory.model import Claim
from memory.predicate_alias import named_by_last_words
from memory.words import normalize_key


def by_head_noun(
    claims: list[Claim], at: datetime, subject: str, attribute: str, tz: object
) -> claim_rules.ClaimView | None:
    """The one view of ``subject`` holding at ``at`` whose attribute ends with ``attribute``'s
    words and says more before them, else None."""
    if not normalize_key(attribute):
        return None
    return the_one_view(claims, at, subject, tz, lambda view: named_by_last_words(view.predicate, attribute))
