"""A person named after whose kin they are, by another person's name, at the head of a clause:
"Askar's wife Gulmira is the new accountant", "Marat's brother Erlan starts on the dryers monday",
"Bolat's son Tama's birthday is the 3rd", "… and his wife Alie is our new bookkeeper".

What is said is of the one named last (Gulmira's role, Tama's birthday), as "my sister Hildur is
…" tells of Hildur; read as written, "Askar's wife Gulmira" was kept as Askar's attribute "wife
gulmira". The kinship itself is no fact recap keeps, so the clause is read from the name on.
Only a capitalised name after a family word (:mod:`._kin`), each side a name: "Askar's wife is the
accountant" (no name after) and "pick up Askar's son Tama" (no clause head) are left as typed.
"""

from __future__ import annotations

import re

from memory.understanding._kin import AMBIGUOUS_KIN, KIN_WORDS, alternation

__all__ = ["kin_named"]

_NAME = r"(?-i:[A-ZÀ-ÖØ-Þ])[\w-]+"
_KIN_NAMED = re.compile(
    # (after the words a clause is begun with: "ok so Marat's wife Zhanna is moving to Astana")
    # (or after "and", of the one just named: "Server's now shift lead and his wife Alie is our new bookkeeper")
    r"(?P<lead>^(?:(?:ok|okay|so|and|oh|btw|also|fyi|yeah|well)[,]?\s+)*|(?<=[,;.!?]\s)|(?<=\sand\s))"
    r"(?:" + _NAME + r"['’]s|his|her|their)\s+(?:" + alternation(KIN_WORDS - AMBIGUOUS_KIN) + r")\s+"
    r"(?=" + _NAME + r"(?:\s+" + _NAME + r")?(?:['’]s\s|\s+(?-i:[a-z])))",
    re.IGNORECASE,
)


def kin_named(text: str) -> str:
    """``text`` with "<Name>'s <kin> " left out before the name of the one it tells of."""
    return _KIN_NAMED.sub(lambda m: m["lead"], text)
