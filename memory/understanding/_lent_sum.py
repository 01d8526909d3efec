"""A sum lent or borrowed, said as the debt it makes: "lent Tomas 50 quid, he'll pay me back fri" is
"Tomas owes me 50 quid, …"; "borrowed 20 quid off Jo, need to pay her back tmrw" and "Jo spotted me
20 for lunch" are "I owe Jo …".

Read as said, the lending is a deed in the past tense: the readers took "lent Tomas 50 quid" for a
to-do done (and asked whether it finished the to-do the same message made), and the debt itself
was lost. Only a sum is rewritten (a thing lent, "lent Jo my drill", is no debt of money), and
only a person named with a capital. Hand-written: a closed set of lending verbs around a name and
an amount; the debt readers (:mod:`._commitment_intro`, :mod:`._promised_back`) do the rest.
"""

from __future__ import annotations

import re

from memory.understanding._commitment_intro import _MONEY
from memory.understanding._phrases import _I
from memory.understanding.timex import has_date_words

__all__ = ["lent_sum"]

_NAME = r"(?P<p>(?-i:[A-Z][\w'-]+))"
_LEND = r"(?:lent|leant|loaned|fronted|spotted|covered|advanced)"
# "lent Tomas 50 quid", "I just loaned Ana $200": Tomas owes the user
_LENT = re.compile(r"^(?:i\s+)?(?:(?:just|already)\s+)?" + _LEND + r"\s+" + _NAME + r"\s+(?P<rest>\S.*)$", _I)
# "Jo spotted me 20 for lunch", "Ana lent me €50": the user owes Jo
_LENT_ME = re.compile(r"^" + _NAME + r"\s+(?:(?:just|already)\s+)?" + _LEND + r"\s+me\s+(?P<rest>\S.*)$", _I)
# "borrowed 20 quid off Jo", "I borrowed $40 from Ana": the user owes Jo
_BORROWED = re.compile(
    r"^(?:i\s+)?(?:(?:just|already)\s+)?borrowed\s+(?P<sum>[^,;]+?)\s+(?:off|from)\s+" + _NAME + r"(?P<rest>\W.*|)$",
    _I,
)


def _sum_said(rest: str) -> str:
    """``rest`` (a sum, then what follows) without a time the lending was done at: "50 quid last
    week, pay her back fri" is "50 quid, pay her back fri" (never a due last week)."""
    head, comma, tail = rest.partition(",")
    if not has_date_words(head):
        return rest
    amount = _MONEY.match(head)
    return f"{head[: amount.end()] if amount else head}{comma}{tail}"


def lent_sum(text: str) -> str:
    """``text`` with a sum lent or borrowed at its start said as who owes whom."""
    if not re.search(r"lent|leant|loaned|fronted|spotted|covered|advanced|borrowed", text, _I):
        return text
    s = text.strip()
    m = _BORROWED.match(s)
    if m and _MONEY.match(m["sum"]):
        return f"i owe {m['p']} {m['sum']}{m['rest']}"
    m = _LENT_ME.match(s)
    if m and _MONEY.match(m["rest"]):
        return f"i owe {m['p']} {_sum_said(m['rest'])}"
    m = _LENT.match(s)
    if m and m["p"].lower() not in ("me", "myself") and _MONEY.match(m["rest"]):
        return f"{m['p']} owes me {_sum_said(m['rest'])}"
    return text
