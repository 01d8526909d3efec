"""A plan of the user's said in the present progressive after the day it is on: "thurs is nevruz,
i'm bringing baklava for the office", "next sunday church lunch, i'm bringing the umu pork", "the
14th is the school fair, we're running the cake stall".

English says a fixed arrangement in the present progressive; after a line that names a day to
come (what falls on it, or the day and the occasion), the plan is for that day. Read alone the
plan has no day and is left unread, and the head alone is only the occasion; so the plan is put as
the to-do it is ("need to bring baklava …"), which the readers of a dated circumstance or occasion
then date with the head's day (:mod:`._circumstance_todo`, :mod:`._occasion_todo`).

Only when the head names a day and no past ("sat was nevruz, i'm bringing …" is not for sat), the
plan has no date of its own, and its verb is one recap knows as a plan's
(:func:`._own_plans.plan_verb`): "fri is payday, i'm going broke" names no to-do.
"""

from __future__ import annotations

import re

from memory.understanding._own_plans import plan_verb
from memory.understanding._phrases import _I
from memory.understanding.timex import has_date_words

__all__ = ["plan_after_day"]

_PLAN_AFTER = re.compile(
    r"(?P<head>(?:^|(?<=[.!?\n])\s*)[^,;.!?\n]+?)\s*[,;\-–—]+\s*(?:so\s+|and\s+)?"
    r"(?:i'?m|i\s+am|we'?re|we\s+are)\s+(?:(?:also|just|def|definitely)\s+)?(?P<v>[a-z]+ing)\b(?P<rest>[^.!?\n]*)",
    _I,
)
# "…, I'm taking them": a pronoun for what the head named, read with it by the readers of plans
_WHOM = re.compile(r"^\s*(?:(?:them|him|her|it|us)\b|$)", _I)
# a head that is someone's own plan or promise ("Ezra's doing drinks sat, im doing food"): two
# shares of one day, read clause by clause, never a circumstance
_SOMEONES = re.compile(r"(?:'s|\bis|\bare|'re)\s+(?P<ing>[a-z]+ing)\b|(?:\bwill|'ll)\s+[a-z]", _I)
_PAST = re.compile(r"\b(?:was|were|had|did|went|last|ago|yesterday)\b", _I)


def _someones(head: str) -> bool:
    """Whether ``head`` tells someone's own plan ("Ezra's doing drinks sat", "Bo will cook sun");
    "thurs is thanksgiving" names a day's occasion."""
    m = _SOMEONES.search(head)
    return m is not None and (m["ing"] is None or plan_verb(m["ing"]) is not None)


def plan_after_day(text: str) -> str:
    """``text`` with a plan said after its day put as the to-do it is (see the module doc)."""

    def put(m: re.Match[str]) -> str:
        verb = plan_verb(m["v"])
        head, rest = m["head"], m["rest"]
        if verb is None or not has_date_words(head) or _PAST.search(head) or _someones(head):
            return m.group(0)
        if has_date_words(rest) or _WHOM.match(rest):
            return m.group(0)
        return f"{head}, need to {verb}{rest}"

    return _PLAN_AFTER.sub(put, text)
