"""A request the user turned down is no to-do: "Ruslan asked me to cover his shift, told him no
way", "Ines wanted me to review her deck - can't, sorry", "Sam asked if I could help him move,
turned it down", "Priya asked me to take her shift but I said no".

Several forms read "X asked me to …" as a promise to X; the answer said after it decides
whether one was made. Only the to-do read from the request is dropped: whatever else the
message says ("…, told him no. need to call mum tmrw") stays. Hand-written: a request shape
and a short list of the ways people say no, after it in the same sentence.
"""

from __future__ import annotations

import re

from memory.understanding._phrases import _I
from memory.understanding.intents import CompleteCommitment, Intent, NewCommitment, Unclear
from memory.words import content_words

__all__ = ["without_declined"]

_NO = (
    r"(?:(?:i\s+)?(?:told|tld)\s+(?:him|her|them|[A-Z][\w'-]+)\s+(?:no|nope|nah)\b"
    r"|(?:i\s+)?(?:said|say|saying)\s+(?:no|nope|nah)\b|(?:had\s+to\s+)?(?:say|said)\s+no\b|no\s+way\b"
    r"|(?:i\s+)?(?:declined|refused|passed|bowed\s+out)\b|(?:i\s+)?turned\s+(?:it|him|her|them)\s+down\b"
    # "…, hard pass", "…, gonna pass": passing on the ask
    r"|(?:hard|big|a)\s+pass\b|(?:i'?ll|i\s+will|gonna|going\s+to)\s+pass\b|not\s+a\s+chance\b"
    r"|(?:i\s+)?can'?t,?\s+(?:sorry|unfortunately)\b|not\s+happening\b|(?:i\s+)?(?:told|tld)\s+(?:him|her|them)\s+i\s+can'?t\b"
    # not answered yet: no promise either ("…, havent decided", "still thinking about it")
    r"|(?:i\s+)?(?:have\s+not|haven'?t|havent|not)\s+(?:decided|answered|replied)\b|(?:i'?m\s+)?not\s+sure\s+yet\b"
    r"|(?:i'?m\s+)?still\s+(?:deciding|thinking(?:\s+about\s+it)?)\b|(?:i'?m\s+)?thinking\s+about\s+it\b"
    r"|we'?ll\s+see\b)"
)
# "<who> asked me to <act>, <no>", "asked if I could <act> but I declined"
_DECLINED = re.compile(
    r"\b(?:asked|wanted|begged|needed|begging|asking|wants|asks)\s+(?:me\s+to|if\s+i\s+(?:could|can|would|'?d))\s+"
    r"(?P<act>[^,.;!?]+?)\s*(?:[,;.!]+|\s[-–—]+|\s(?:but|and|so)\b)\s*(?:but\s+|and\s+|so\s+)?" + _NO,
    _I,
)


def without_declined(intents: list[Intent], text: str) -> list[Intent]:
    """``intents`` without the to-dos read from a request ``text`` says the user turned down (or
    has not answered); nothing at all when the message is only the request and its answer."""
    found = list(_DECLINED.finditer(text))
    if not found:
        return intents
    whole = found[0]
    if _ASKER.fullmatch(text[: whole.start()]) and _END.fullmatch(text[whole.end() :]):
        return []  # "Fernanda asked if i could help her move on the 3rd, havent decided"
    asked = [content_words(m["act"]) for m in found]
    return [intent for intent in intents if not any(_from_request(intent, act) for act in asked)]


_ANSWER = re.compile(_NO + r"$", _I)
# who asked, said before the request: a name, a pronoun or a role of a word or three
_ASKER = re.compile(r"\s*(?:[\w'-]+\s+){0,3}", _I)
_END = re.compile(r"(?:\s+(?:yet|again|lol|tbh|honestly|for\s+now))*[\s.!?,;:)(\U0001F300-\U0001FAFF]*", _I)


def _from_request(intent: Intent, act: frozenset[str]) -> bool:
    if isinstance(intent, CompleteCommitment) and _ANSWER.match(intent.action):
        return True  # "turned it down": the answer, not a to-do done
    todo = intent.proposal if isinstance(intent, Unclear) else intent
    if not isinstance(todo, NewCommitment) or todo.owner != "me":
        return False
    words = content_words(todo.action)
    return bool(words) and len(words & act) * 2 >= len(words)
