"""Whom "her"/"him" names in someone else's to-do: "Ayumi's manager is Jorge now, and Jorge said
he'll send her the onboarding plan by the 7th" is Jorge's to-do, to Ayumi.

The to-do's owner is never the one the pronoun in its action stands for (Jorge does not send
the plan to himself), so the person meant is the one other person the message named before: in
the facts and to-dos read from it ("Ayumi's manager is Jorge": Ayumi and Jorge), or in its words.
With none, or two or more besides the owner, no one is put (a promise to no one is better than
to the wrong one).
"""

from __future__ import annotations

from memory.understanding._phrases import _NAME_STOP, _NAME_WORD
from memory.understanding._referents import only_name
from memory.understanding.intents import CorrectValue, Intent, NewCommitment, StateClaim

# predicates whose value is a person: "Ayumi's manager is Jorge"
_PERSON_VALUES = frozenset({"manager", "owner", "mentor", "contact", "approver", "decision maker", "buddy"})


def other_named(owner: str, earlier: list[Intent], texts: list[str]) -> str | None:
    """The one person besides ``owner`` that the intents read before (``earlier``) and the words
    before the to-do (``texts``) name, else None."""
    names: set[str] = set()
    for intent in earlier:
        if isinstance(intent, (StateClaim, CorrectValue)):
            names.add(intent.subject)
            if intent.predicate in _PERSON_VALUES:
                names.add(intent.value)
        elif isinstance(intent, NewCommitment):
            names.update(who for who in (intent.owner, intent.counterparty) if who)
    names = {name for name in names if _is_name(name)}
    said = only_name(texts, besides=owner)
    if said:
        names.add(said)
    names.discard(owner)
    return names.pop() if len(names) == 1 else None


def _is_name(text: str) -> bool:
    words = text.split()
    return 1 <= len(words) <= 2 and all(_NAME_WORD.match(w) and w.lower() not in _NAME_STOP for w in words)
