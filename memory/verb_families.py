"""Verbs that do the same job on a to-do, so "dealt with the landlord thing" or "rang the
landlord" can finish "email the landlord about the boiler", while "paid the landlord" cannot.

Two kinds of word, both as :func:`memory.words.stem` keys:

- **done words** ("dealt with", "handled", "sorted", "took care of", "wrapped up", "got it out of the way"):
  they say a to-do is finished and nothing about which one, so a phrase is matched by its
  other words (:func:`without_done_words`);
- **families** of verbs that do one job (communicate, pay, book, submit, buy, fix): a said
  verb stands for a to-do's verb of the same family (:func:`synonym_in`), and a said verb of
  one family never names a to-do whose verb is of another only (:func:`clashes`).

Pure and hand-written: a small closed vocabulary checked on every lifecycle message, where a
thesaurus would bring senses no to-do means ("settle" as "calm down"). "write" is left out of
communicate on purpose: "wrote the report" is no "email the report" done.
"""

from __future__ import annotations

import re
from functools import lru_cache

from memory.words import GENERIC_WORDS, STOPWORDS, stem

__all__ = ["DONE_WORDS", "clashes", "family_verb", "lead_word", "only_begun", "synonym_in", "without_done_words"]


def _stems(words: str) -> frozenset[str]:
    return frozenset(stem(w) for w in words.split())


FAMILIES: tuple[frozenset[str], ...] = (
    _stems(
        "email mail message text ping call ring phone reply respond contact dm whatsapp buzz send tell ask chase"
    ),
    _stems("pay settle transfer wire venmo reimburse repay"),
    _stems("book schedule reserve arrange organise organize"),
    _stems("submit file send lodge upload hand post"),
    _stems("buy get pick collect order purchase grab"),
    _stems("fix repair mend patch resolve"),
    # a thing lent given back: "Farid brought the drill back" is "return the drill" done
    _stems("return bring"),
    # a delivery said by its act noun: "the surfboard drop-off" is "deliver the surfboards"; a gift
    # left at a charity is one: "coats dropped at the shelter" is "donate the winter coats" done
    _stems("deliver drop donate"),
    _stems("stock restock refill replenish top"),
    # not verbs but one chore said by any of its names: "bins done" is "take the recycling out"
    _stems("bin bins rubbish trash garbage recycling refuse"),
    # a utility said by its everyday name: "paid the power" is "pay the electricity bill" (AU, NZ, UK)
    _stems("electricity electric power"),
)
"""Verbs (stemmed) that do one job on a to-do: communicate, pay, book, submit, buy, fix, restock."""

DONE_WORDS = _stems("deal handle sort finish complete tick knock nail action clear do")
"""Verbs (stemmed) that say a to-do is finished without saying which one."""

# Verbs that say a to-do is done, moved or received rather than which job it was: never a
# clash ("got the SOW from Kwesi" is the SOW received, not bought).
_NO_JOB = _stems("get go take give put let need want start set make look cancel drop push move")

# Done phrases of several words, cut from the text before its words are compared.
_DONE_PHRASES = re.compile(
    r"\b(?:(?:took|take|taken|taking|takes)\s+care\s+of|out\s+of\s+the\s+way|off\s+(?:my|the)\s+(?:list|plate)"
    # "wrapped up the hiring plan" is done; "wrapped the parcels" is wrapping them, a step before posting
    r"|wrap(?:s|ped|ping)?\s+up"
    r"|(?:crossed|ticked|checked|knocked|struck)\s+off|all\s+set)\b",
    re.IGNORECASE,
)
_TOKEN = re.compile(r"[^\W_]+(?:'[^\W_]+)?")


def without_done_words(text: str) -> str:
    """``text`` without its done phrases of several words ("took care of the MOT" -> "the MOT")."""
    return _DONE_PHRASES.sub(" ", text)


@lru_cache(maxsize=4096)
def family_verb(word: str) -> frozenset[str]:
    """The stems of every family ``word`` (a stem) belongs to, merged; empty when none."""
    found: frozenset[str] = frozenset()
    for family in FAMILIES:
        if word in family:
            found |= family
    return found


def synonym_in(word: str, words: frozenset[str]) -> str | None:
    """The one word of ``words`` that does the same job as ``word`` (stems), or None: "settl"
    in {"pay", "gas", "bill"} is "pay"."""
    same = [w for w in words if w != word and w in family_verb(word)]
    return same[0] if len(same) == 1 else None


def lead_word(text: str) -> str | None:
    """The stem of the first meaningful word of ``text``: its verb in "I rang the bank"."""
    for token in _TOKEN.findall(text.casefold().replace("\u2019", "'")):
        token = re.sub(r"'s$", "", token)
        if token not in STOPWORDS:
            return stem(token)
    return None


# Verbs of making a start or having a look, never of finishing: "opened the wiki page, stared at
# it, closed it" finishes no "update the wiki page" (the same verb, "opened the account", may).
_ONLY_BEGUN = _stems("open start begin stare glance peek skim browse attempt tri")
# Verbs of asking someone again for a thing: done of a to-do to chase or ask, never of getting
# the thing itself ("chased Omar for the figures" finishes no "get the figures from Omar").
_NUDGE = _stems("ping chase nudge remind hassle poke bug prod")


def only_begun(text: str) -> bool:
    """Whether ``text`` reports a start or a look, never a finish ("opened the wiki page")."""
    return lead_word(text) in _ONLY_BEGUN


def clashes(said_lead: str | None, action_lead: str | None) -> bool:
    """Whether a phrase led by the verb ``said_lead`` cannot name a to-do led by
    ``action_lead`` (stems): both are verbs of a job (a family's or a generic to-do verb such
    as "review") and not of the same one. "paid the landlord" names no "email the landlord",
    "reviewed the budget" no "send the budget over"; "rang the landlord" does. A done word, a
    word of no job ("got", "pushed") or any other word clashes with nothing; a start or a look
    ("opened", "started", "skimmed") clashes with every other verb: nothing is finished yet; a nudge
    ("pinged", "chased") with every verb but one of asking."""
    if not said_lead or not action_lead or said_lead == action_lead:
        return False
    if said_lead in _ONLY_BEGUN:
        return True
    if said_lead in _NUDGE and action_lead not in family_verb(said_lead) | _NUDGE:
        return True  # "pinged finance for the numbers": asked again for them, no "get the numbers" done
    if said_lead in DONE_WORDS or {said_lead, action_lead} & _NO_JOB:
        return False
    if not (_has_job(said_lead) and _has_job(action_lead)):
        return False
    return said_lead not in family_verb(action_lead)


def _has_job(word: str) -> bool:
    return word in GENERIC_WORDS or bool(family_verb(word))
