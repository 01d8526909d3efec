"""A change announced, then its new value after the comma: "Biscuit's owner changed, it's Mrs
Ferreira now", "Kofi's number has changed - it's 0821 555 019", "our GP changed, now it's Dr
Mensah". One fact, "<whose> <attribute> is <value>", read by the fact readers as if so said.

Only "it's"/"it is"/"now it's" (or "they're") opens the value: "the rota changed, it's a mess"
still reaches the readers, which keep no judgement.

Likewise a person's change announced, then the fact it made, said without its subject or with
a pronoun: "Yusuf changed jobs, works for Deloitte now", "Ama switched teams, she's on payments
now", "Omar got promoted, he's head of sales now": the fact about that person, as if so said
("Yusuf works for Deloitte now"). Hand-written: three shapes.
"""

from __future__ import annotations

import re

from memory.understanding._fact_verbs import _P
from memory.understanding._phrases import _I

_ANNOUNCED = re.compile(
    r"^(?P<s>(?:the\s+|our\s+|my\s+)?[\w\-.' ]{1,40}?)\s+(?:has\s+|'s\s+|just\s+)?(?:changed|switched)"
    r"(?:\s+again)?$",
    _I,
)
_NEW_VALUE = re.compile(
    r"^(?:and\s+|so\s+)?(?:now\s+|the\s+new\s+one\s+is\s+)?(?:(?:it|they|he|she)(?:'s|\s+is|'re|\s+are)\s+)?"
    r"(?:now\s+)?(?P<v>\S.*)$",
    _I,
)
_OPENS = re.compile(r"^(?:and\s+|so\s+)?(?:now\s+)?(?:it's|it\s+is|its|they're|they\s+are|the\s+new\s+one\s+is)\s", _I)


def changed_then(clause: str, detail: str) -> str | None:
    """ "Biscuit's owner changed" + "it's Mrs Ferreira now" as "Biscuit's owner is Mrs Ferreira
    now"; None when the clause announces no change or the detail opens no value."""
    m = _ANNOUNCED.match(clause.strip())
    said = detail.strip()
    if m is None or not _OPENS.match(said) or (v := _NEW_VALUE.match(said)) is None:
        return None
    return f"{m['s']} is {v['v']}"


# "Yusuf changed jobs", "Ama's switched teams", "Omar got promoted": a person's change, no value
_THEIR_CHANGE = re.compile(
    r"^" + _P + r"(?:\s+has|\s*'s|\s+just|\s+finally|\s+recently)*\s+(?:(?:changed|switched|swapped|moved)\s+"
    r"(?:(?:his|her|their)\s+)?(?:jobs?|house|houses|teams?|roles?|departments?|depts?|offices?|companies|employers?"
    r"|careers?|firms?|practices?|schools?|wards?|shifts?)"
    r"|got\s+(?:a\s+new\s+job|promoted|a\s+promotion|moved|transferred|poached|headhunted|a\s+new\s+role)"
    r"|(?:was|has\s+been|'s\s+been)\s+(?:promoted|moved|transferred|poached|headhunted)|moved\s+on)$",
    _I,
)
# what follows: with a pronoun ("she's at KPMG now") or no subject ("works for Deloitte now")
_PRONOUN_BE = re.compile(r"^(?:and\s+|so\s+)?(?:now\s+)?(?:he|she|they)(?:'s|\s+is|'re|\s+are)\s+(?P<v>\S.*)$", _I)
_PRONOUN_VERB = re.compile(r"^(?:and\s+|so\s+)?(?:now\s+)?(?:he|she|they)\s+(?P<v>\S.*)$", _I)
_BARE_VERB = re.compile(
    r"^(?:and\s+|so\s+)?(?:now\s+)?(?P<v>(?:works|working|is|'s|lives|living|runs|heads|leads|manages|reports"
    r"|based|joined|joins|started|starts)\b.*)$",
    _I,
)


def their_change_then(clause: str, detail: str) -> str | None:
    """ "Yusuf changed jobs" + "works for Deloitte now" as "Yusuf works for Deloitte now"; None
    when the clause announces no change of a person's or the detail says nothing of them."""
    m = _THEIR_CHANGE.match(clause.strip())
    said = detail.strip()
    if m is None or not said:
        return None
    if (be := _PRONOUN_BE.match(said)) is not None:
        return f"{m['p']} is {be['v']}"
    if (verb := _PRONOUN_VERB.match(said) or _BARE_VERB.match(said)) is not None:
        rest = verb["v"]
        if rest.startswith("'s"):  # "'s at KPMG now"
            rest = f"is {rest[2:].strip()}"
        return f"{m['p']} {rest}"
    return None
