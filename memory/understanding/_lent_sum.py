"""A sum lent or borrowed, said as the debt it makes: "lent Tomas 50 quid, he'll pay me back fri" is
"Tomas owes me 50 quid, …"; "borrowed 20 quid off Jo, need to pay her back tmrw" and "Jo spotted me
20 for lunch" are "I owe Jo …".

Read as said, the lending is a deed in the past tense: the readers took "lent Tomas 50 quid" for a
to-do done (and asked whether it finished the to-do the same message made), and the debt itself
was lost. Only a sum is rewritten (a thing lent, "lent Jo my drill", is no debt of money), and
only a person named with a capital or, in a message typed with no capitals at all, a word that is
never one of the sentence's own ("sam lent me 40 bucks"; "he lent me 40" names no one).
Hand-written: a closed set of lending verbs around a name and an amount; the debt readers
(:mod:`._commitment_intro`, :mod:`._promised_back`) do the rest.
"""

from __future__ import annotations

import re

from memory.understanding._commitment_intro import _MONEY
from memory.understanding._phrases import _I, _NAME_STOP
from memory.understanding.timex import has_date_words
from memory.words import STOPWORDS

__all__ = ["lent_sum"]

_LEND = r"(?:lent|leant|loaned|fronted|spotted|covered|advanced)"


def _forms(name: str) -> tuple[re.Pattern[str], re.Pattern[str], re.Pattern[str]]:
    """The three shapes of a sum lent or borrowed, around a person said as ``name``."""
    return (
        # "borrowed 20 quid off Jo", "I borrowed $40 from Ana": the user owes Jo
        re.compile(
            r"^(?:i\s+)?(?:(?:just|already)\s+)?borrowed\s+(?P<sum>[^,;]+?)\s+(?:off|from)\s+"
            + name
            + r"(?P<rest>\W.*|)$",
            _I,
        ),
        # "Jo spotted me 20 for lunch", "Ana lent me €50": the user owes Jo
        re.compile(r"^" + name + r"\s+(?:(?:just|already)\s+)?" + _LEND + r"\s+me\s+(?P<rest>\S.*)$", _I),
        # "lent Tomas 50 quid", "I just loaned Ana $200": Tomas owes the user
        re.compile(r"^(?:i\s+)?(?:(?:just|already)\s+)?" + _LEND + r"\s+" + name + r"\s+(?P<rest>\S.*)$", _I),
    )


# a plain number lent is money when no thing follows it: "lent tariq 200", "spotted me 20 for lunch", "borrowed
# 50 off jo till friday" ("lent Jo 3 chairs" names the thing lent)
_BARE_SUM = re.compile(
    r"^\d[\d.,]*(?=\s*(?:$|[,;.!)]|-|\s(?:til|till|until|for|to|on|last|yesterday|today|this|b4|before|and|but|so"
    r"|which|cash|back)\b))",
    _I,
)


def _a_sum(said: str) -> bool:
    """Whether ``said`` starts with a sum of money, with its currency or as a plain number."""
    return bool(_MONEY.match(said) or _BARE_SUM.match(said))


_NAMED = _forms(r"(?P<p>(?-i:[A-Z][\w'-]+))")
# typed with no capitals at all, a name is a lower-case word: "sam lent me 40 bucks", "borrowed 20 off jo"
_TYPED_LOWER = _forms(r"(?P<p>[a-z][\w'-]+)")


def _sum_said(rest: str) -> str:
    """``rest`` (a sum, then what follows) without a time the lending was done at: "50 quid last
    week, pay her back fri" is "50 quid, pay her back fri" (never a due last week)."""
    head, comma, tail = rest.partition(",")
    if not has_date_words(head):
        return rest
    amount = _MONEY.match(head) or _BARE_SUM.match(head)
    return f"{head[: amount.end()] if amount else head}{comma}{tail}"


def lent_sum(text: str) -> str:
    """``text`` with a sum lent or borrowed at its start said as who owes whom."""
    if not re.search(r"lent|leant|loaned|fronted|spotted|covered|advanced|borrowed", text, _I):
        return text
    s = text.strip()
    lower = s == s.lower()
    borrowed, lent_me, lent = _TYPED_LOWER if lower else _NAMED
    m = borrowed.match(s)
    if m and _a_sum(m["sum"]) and _someone(m["p"], lower):
        return f"i owe {m['p']} {m['sum']}{m['rest']}"
    m = lent_me.match(s)
    if m and _a_sum(m["rest"]) and _someone(m["p"], lower):
        return f"i owe {m['p']} {_sum_said(m['rest'])}"
    m = lent.match(s)
    if m and m["p"].lower() not in ("me", "myself") and _a_sum(m["rest"]) and _someone(m["p"], lower):
        return f"{m['p']} owes me {_sum_said(m['rest'])}"
    return text


def _someone(word: str, lower: bool) -> bool:
    """Whether ``word``, typed in lower case, may be a name: never a word of the sentence's own
    ("he", "the", "everyone"); a capitalised one always may."""
    return not lower or (word not in _NAME_STOP and word not in STOPWORDS)
