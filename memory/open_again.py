"""A to-do said again while recap still holds it open.

People restate what is on their list: "sent the invoice and booked the vet, still need to call
the landlord", "call the landlord" a day after "call the landlord about the boiler", "pay the
nanny friday" when paying the nanny is already kept. Stored as new, each restatement leaves a
second copy that the briefing lists twice and a "done" later finishes only one of. So a new
to-do whose words are all those of one open to-do of the same owner is that to-do: recap says
it is still open, or dates it when it had no date (:meth:`memory.derive.Deriver`).

Only words of the open one: "call the landlord about the rent" says more ("rent"), another
call (a to-do kept as its thing alone, "SOW" from "waiting on Dev for the SOW", is said again
with a generic verb: "Dev's sending the SOW thurs"); and never by generic words alone ("send
it", "call him" name no one to-do). A noun made
of the open one's verb is that verb ("passport renewal needs doing by the 10th" is "renew
passport" dated), as a done report names it; another verb of its family is not ("call the
landlord" is no restatement of "email the landlord"). A task said
again with a day before its deadline ("going to finish the grant report tonight") is that task,
still due as it was: a plan to do it in time. Said with light words ("will try and get the invoices
done over the weekend" with "do the invoices" due monday) it is that task too: "try and", "make
sure to" and "get … done" name no other.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from datetime import datetime

from memory.fit import verbs_of_noun
from memory.model import Commitment
from memory.understanding._commitment_intro import _imperative_shape
from memory.words import GENERIC_WORDS, content_words


def open_again(action: str, owner: str, due: datetime | None, open_ones: Sequence[Commitment]) -> Commitment | None:
    """The one open commitment of ``owner`` that a new to-do ``action`` (due ``due``) says
    again, or None (none, or two it may equally be: then it is new). A date said of a to-do
    that has another already is another time of it ("lunch with Ines" friday, then "lunch with
    Ines" next thursday: two lunches), never a move recap would guess."""
    named = named_words(action)
    if not named:
        return None
    said = _said(action)
    fits = [
        c for c in open_ones
        if c.owner == owner and not named.isdisjoint(content_words(c.action)) and _says_again(said, c.action)
        and (due is None or c.due is None or c.due == due or sooner(action, due, c))
    ]
    return fits[0] if len(fits) == 1 else None


def deadline_of(action: str, owner: str, open_ones: Sequence[Commitment]) -> Commitment | None:
    """The one open to-do of ``owner`` a deadline someone sets names by its thing and person, whatever
    verb either says: "Tomás wants the quote by wed" (read "send Tomás the quote") dates the open
    "email Tomás the quote". Every word of the deadline's own (no generic verb) must be the to-do's."""
    specific = _said(action) - GENERIC_WORDS
    if not specific:
        return None
    fits = [c for c in open_ones if c.owner == owner and specific <= content_words(c.action)]
    return fits[0] if len(fits) == 1 else None


def named_words(action: str) -> frozenset[str]:
    """What :func:`open_again` needs an open to-do's action to hold one of (as
    :func:`memory.words.content_words` has it) to be said again by ``action``: a word said, or a
    verb a word said is the noun of; none when ``action`` says nothing of its own ("send it"), so
    a caller holding the open to-dos by their words may hand it only those."""
    said = _said(action)
    if not said - GENERIC_WORDS:
        return frozenset()
    return said.union(*map(verbs_of_noun, said))


def _said(action: str) -> frozenset[str]:
    return content_words(_plainly(action)) - _VAGUE_NOUNS  # "the visa thing": the visa one


def _says_again(said: frozenset[str], open_action: str) -> bool:
    """Whether the words ``said`` name the open to-do ``open_action`` again: only its words, or,
    for one kept as a thing alone ("waiting on Dev for the SOW": "SOW"), that thing with a
    generic verb ("Dev's sending the SOW thurs": the SOW, dated)."""
    held = content_words(open_action)
    if _only_its_words(said, held):
        return True
    return bool(held) and held <= said and said - held <= GENERIC_WORDS and not _imperative_shape(open_action)


_VAGUE_NOUNS = content_words("thing things stuff one bit business")


def vaguely_named(action: str) -> bool:
    """Whether ``action`` names its to-do by a vague noun ("the visa thing", "the tax stuff")."""
    return bool(content_words(action) & _VAGUE_NOUNS)


# the light words a to-do is said again with: "try and get the invoices done" is "the invoices" of "do the
# invoices"; "make sure to call mum" is "call mum"
_TRY = re.compile(r"^(?:(?:try|trying)\s+(?:and|to|n|an')\s+|make\s+sure\s+(?:to\s+|i\s+|we\s+)?)+", re.IGNORECASE)
_GET_DONE = re.compile(
    r"^get\s+(?P<thing>.+?)\s+(?:done|sorted|finished|completed|out\s+of\s+the\s+way|over\s+with)$", re.IGNORECASE
)


def _plainly(action: str) -> str:
    """``action`` without the light words it may be said again with (see :data:`_TRY`, :data:`_GET_DONE`)."""
    plain = _TRY.sub("", action.strip())
    m = _GET_DONE.match(plain)
    return m["thing"] if m is not None else plain


def sooner(action: str, due: datetime, open_one: Commitment) -> bool:
    """Whether a task said again with a day before the open one's deadline is a plan to do it in
    time ("going to finish the grant report tonight" with it due friday), not another of it: a
    task said by its verb, never an occasion ("lunch with Ines" thursday is another lunch)."""
    return open_one.due is not None and due < open_one.due and _imperative_shape(_TRY.sub("", action.strip()))


def _only_its_words(said: frozenset[str], held: frozenset[str]) -> bool:
    """Whether every word ``said`` is one of ``held``, or a noun made of exactly one of them
    ("renewal" of "renew", "payment" of "pay"): of a word of five letters or more, or by an
    ending of three ("party" is no noun of "part")."""
    for word in said - held:
        if len([verb for verb in verbs_of_noun(word) & held if _long_enough(word, verb)]) != 1:
            return False
    return True


def _long_enough(noun: str, verb: str) -> bool:
    return len(verb) >= 5 or len(noun) - len(verb) >= 3
