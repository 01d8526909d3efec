"""A to-do named as "the <kind> one", after a to-do of the same sort of thing.

"water bill due the 20th", then "the electric one is due on the 28th": "one" stands for the noun
the to-do before ended on (a bill), so the new to-do is the electric bill, due the 28th, said with
the words of the one before ("pay the water bill" gives "pay the electric bill"). Only "the/that
<one to three words> one": "the other one", "the next one" or "the same one" pick among things
already said, and are no kind of their own. Which to-do came before is :mod:`memory.derive`'s to
say (the one the conversation touched within minutes); with none, recap asks as before.

Read alone, "the electric one's due on the 28th" is no to-do called "electric one": the reader
asks about "the electric one" (:func:`kind_asked`), which :mod:`memory.derive` then names.
"""

from __future__ import annotations

import re
from dataclasses import replace

from memory.phrasing import describe_due
from memory.understanding._past_due import present
from memory.understanding._phrases import _Ctx
from memory.understanding._shortcuts import taken
from memory.understanding.intents import CompleteCommitment, Intent, MoveCommitment, NewCommitment, Unclear

__all__ = ["kind_asked", "kind_named", "of_same_kind", "one_of_kind_before"]

_KIND_ONE = re.compile(r"^(?:the|that|this)\s+(?P<kind>[a-z][\w'&-]*(?:\s+[a-z][\w'&-]*){0,2})\s+one$", re.IGNORECASE)
# words that pick one of things already named, never a kind: "the other one", "the big one"
_PICKS = frozenset({
    "other", "next", "last", "first", "second", "third", "same", "new", "old", "big", "small", "little", "right",
    "wrong", "earlier", "later", "final", "previous", "latest", "whole", "only", "main", "usual", "early",
    "late", "good", "bad", "one", "another",
})  # fmt: skip
_ENDS_ONE = re.compile(r"one$", re.IGNORECASE)  # the tail every match of _KIND_ONE has
_DETERMINER = frozenset({"the", "my", "our", "a", "an", "his", "her", "their", "your"})


def kind_named(words: str) -> str | None:
    """The kind "the electric one" names ("electric"); None for words of no such shape, or a
    pick ("the other one")."""
    m = _KIND_ONE.match(words.strip())
    if m is None or any(word.lower() in _PICKS for word in m["kind"].split()):
        return None
    return m["kind"]


def of_same_kind(kind: str, before: str) -> str | None:
    """The to-do ``before`` ("pay the water bill") with its noun's kind said as ``kind``
    ("pay the electric bill"); None when ``before`` has no noun to share, or already names the
    kind (then it is the same to-do, not another)."""
    words = before.split()
    if not words or kind.lower() in before.lower() or not (words[-1].isalpha() and words[-1].islower()):
        return None  # "ring Jo": a person, no sort of thing
    if len(words) == 1 or words[-2].lower() in _DETERMINER:
        return " ".join([*words[:-1], kind, words[-1]])  # "bill", "pay the bill": "pay the electric bill"
    return " ".join([*words[:-2], kind, words[-1]])  # "water bill" -> "electric bill"


def kind_asked(intent: Intent, clause: str, ctx: _Ctx) -> Intent:
    """A to-do of the user's read as "<kind> one" from a ``clause`` that says "the <kind> one"
    ("the electric one's due on the 28th"), asked about as "the electric one" (never kept so);
    ``intent`` itself otherwise ("buy one", "get the blue one")."""
    if not isinstance(intent, NewCommitment) or intent.owner != "me":
        return intent
    if taken() and _ENDS_ONE.search(intent.action) is None:
        return intent  # the words read end as the action does: no "<kind> one" unless it ends on "one"
    said = re.search(r"\b(?:the|that|this)\s+" + re.escape(intent.action) + r"\b", clause, re.IGNORECASE)
    words = said.group(0) if said else intent.action
    if _KIND_ONE.match(words) is None:
        return intent
    kind = kind_named(words)  # "the new one's due on the 28th": which, asked (never a to-do "new one")
    due = f", due {describe_due(intent.due.last_moment, ctx.tz)}" if intent.due is not None else ""
    proposal = NewCommitment(action=words, owner="me", counterparty=None, due=intent.due)
    asked = Unclear(f"Should I track “{words}” for you{due}?", words, proposal)
    # "the water one's due the 9th" with the water bill open: that one moved, as "the water one is due …" reads
    return MoveCommitment(kind, intent.due, otherwise=asked) if kind and intent.due is not None else asked


# "still need to do the water one": a to-do whose object is "the <kind> one", its verb maybe a stand-in
_ONE_OF_KIND = re.compile(
    r"^(?P<verb>[a-z]+)\s+(?P<one>(?:the|that)\s+[a-z][\w'&-]*(?:\s+[a-z][\w'&-]*){0,2}\s+one)$", re.IGNORECASE
)
_PLURAL = re.compile(r"[^su]s$")  # "flights", "tickets"; never "gas", "bus", "glass"
_STAND_IN = frozenset({"do", "sort", "handle", "deal"})  # "do the water one": the verb of the one before


def one_of_kind_before(intent: Intent, before: list[Intent]) -> Intent:
    """ "paid the electric bill, still need to do the water one": the to-do "pay the water bill",
    "one" standing for the noun of the to-do the same message named just before (done or to do),
    and a stand-in verb ("do", "sort") for its verb; ``intent`` itself otherwise."""
    m = _ONE_OF_KIND.match(intent.action) if isinstance(intent, NewCommitment) else None
    kind = kind_named(m["one"]) if m else None
    last = next((i for i in reversed(before) if isinstance(i, NewCommitment | CompleteCommitment)), None)
    if m is None or kind is None or last is None:
        return intent
    words = last.action.split()
    if len(words) < 2 or not (words[-1].isalpha() and words[-1].islower()) or kind.lower() in last.action.lower():
        return intent
    if _PLURAL.search(words[-1]):
        return intent  # "booked the flights, still need to sort the hotel one": "one" is no flight
    verb = present(words[0]) if m["verb"].lower() in _STAND_IN else m["verb"]
    return replace(intent, action=f"{verb} the {kind} {words[-1]}")
