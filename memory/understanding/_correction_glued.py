"""A correction's fact whose subject lost its apostrophe: "no, harpers surname is Ngo",
"sorry, tomas email is t@x.io" stays as said ("tomas" is a name of its own).

A lower-case word in a sentence with capitals is read as no name, so "harpers surname is Ngo"
reads as nothing (see :mod:`memory.understanding._dropped_apostrophes`). After a correction's
lead, though, the words are a fact about someone, and a word with an "s" glued on before one of
a person's attributes and "is" can only be that person's possessive. The name is put back as
"harper's" and the fact read again; it is kept only when its subject is that name.

Hand-written: the glued names and attributes are the apostrophe module's own lists, tried only
when the fact read as written found nothing.
"""

from __future__ import annotations

import re

from memory.understanding._dropped_apostrophes import _ATTRIBUTE, _glued
from memory.understanding._phrases import _Ctx
from memory.understanding.intents import StateClaim

_GLUED_OWNER = re.compile(
    r"^(?P<b>)(?=[a-z][a-zà-ÿ]+s\s)(?P<name>[a-z][a-zà-ÿ]+?)s(?=\s+" + _ATTRIBUTE + r"\s+(?:is|was|'s|should\s+be)\s)"
)


def glued_owner_claims(text: str, ctx: _Ctx) -> list[StateClaim]:
    """The facts ``text`` states about a lower-case name whose "'s" lost its apostrophe."""
    from memory.understanding._facts import _facts

    m = _GLUED_OWNER.match(text.strip())
    if m is None:
        return []
    restored = _glued(m, lowercase=True)
    if "'" not in restored:  # "tomas", "operations": no name with an "s" glued on
        return []
    said = restored + text.strip()[m.end() :]
    claims = [c for c in _facts(said, ctx) if isinstance(c, StateClaim)]
    return [c for c in claims if c.subject.casefold() == m["name"].casefold()]
