"""A thing someone has of the user's, then their promise of it with a date, said as one promise:
"Ibrahim owes me the camera lens, promised it back by weds" is "Ibrahim promised to return the
camera lens by weds"; "Jo borrowed my drill, said she'd bring it back sat" is "Jo promised to
return my drill sat"; "Carla owes me 50 quid, promised it by fri" is "Carla owes me 50 quid by fri".

Read clause by clause, the first was an undated "send me the camera lens" of Ibrahim's (or, with
"borrowed", a to-do of the user's done) and the second, with no subject and only "it", nothing:
the date was lost and the wrong deed kept. The second clause must name no new thing (only
"it"/"them", "back" and a date), and whose promise it is (none said, or "he"/"she"/"they") is the
first clause's person's. Hand-written: two clause shapes and a pronoun, no library reads this.
"""

from __future__ import annotations

import re

from memory.understanding._commitment_intro import _MONEY
from memory.understanding._phrases import _I
from memory.understanding.normalise import PAYMENT_APPS
from memory.understanding.timex import has_date_words

__all__ = ["promised_back"]

# "Ibrahim owes me the camera lens", "Jo borrowed my drill", "Ana has still got my charger"
_HAS = (
    r"(?P<who>(?-i:[A-Z][\w'-]+))(?:\s+still)?(?:\s+(?P<owes>owes\s+me)\s+(?!a\s+favou?r|one\b)"
    r"|(?:\s+borrowed|\s+has(?:\s+got)?|'s\s+got|\s+took|\s+nicked|\s+pinched)\s+(?=(?:the|my|our)\s))"
    r"(?P<thing>[^,;]+?)"
)
# "…, promised it back by weds", "…, he said he'd bring it back on sat", "…, swore she'd return them tmrw"
_PROMISE = (
    r"\s*[,;]\s*(?:and\s+|but\s+)?(?:(?:he|she|they)(?:'s|\s+has|\s+have)?\s+)?"
    r"(?:(?:promised|swore|said|says)\s+(?:(?:he|she|they)(?:'d|'ll|\s+would|\s+will)\s+)?(?:to\s+)?"
    r"(?:(?P<verb>return|bring|give|send|drop|get)\s+)?)(?P<it>it|them)(?P<back>\s+back)?\s+(?P<when>\S.*?)[\s.!]*$"
)
_SHAPE = re.compile(r"^" + _HAS + _PROMISE, _I)
# "Kamran owes me the deposit back, promised by eom", "…, said by fri", "…, promised for sat": the
# promise said by its date alone
_PROMISED_BY = re.compile(
    r"^" + _HAS + r"\s*[,;]\s*(?:and\s+|but\s+)?(?:(?:he|she|they)(?:'s|\s+has|\s+have)?\s+)?"
    r"(?:promised|swore|said|says|reckons)\s+(?P<when>(?:by|for|on|before|b4)\s+\S.*?)[\s.!]*$",
    _I,
)
# "Karel owes me 500 kč, said he'd pay by mon", "…, promised to pay me back fri", "… and he'll repay it
# on the 3rd": a debt, then its payment promised with a date and no new thing (also as a later
# sentence or clause: "pick up babička sun; also Karel owes me 500 kč, said he'd pay by mon", "call the
# bank at 4, and Ilie owes me 300 lei, promised to pay by sun")
_PAYS = re.compile(
    r"(?:^|(?<=[;.!?:,])\s*(?:(?:also|and|plus|btw|oh\s+and)\s+)?|(?<=\s)(?:and|also|plus)\s+)"
    + _HAS
    + r"\s*(?:[,;]\s*(?:and\s+|but\s+)?|\s+(?:and|but|[-–—])\s+)"
    r"(?:(?:(?:he|she|they)(?:'s|\s+has|\s+have)?\s+)?(?:promised|swore|said|says|reckons|claims)\s+"
    r"(?:(?:he|she|they)(?:'d|'ll|\s+would|\s+will)\s+)?(?:to\s+)?|(?:he|she|they)(?:'d|'ll|\s+would|\s+will)\s+)"
    # "she'll venmo me by sun": paid through an app, the same payment
    r"(?:pay|repay|transfer|send|" + PAYMENT_APPS + r")"
    r"(?:\s+(?:me|us))?(?:\s+(?:it|that|them))?(?:\s+back)?\s+(?P<when>\S.*?)[\s.!]*$",
    _I,
)


# "Kamran owes me the deposit back by eom": the same, said in one clause
_OWED_BACK_BY = re.compile(
    r"^(?P<who>(?-i:[A-Z][\w'-]+))(?:\s+still)?\s+(?P<owes>owes\s+me)\s+"
    r"(?P<thing>(?:(?!\s(?:and|but|said|says|promised|swore|he|she|they)\b)[^,;])+?\s+back)\s+"
    r"(?P<when>(?:by|for|on|before|b4)\s+\S.*?)[\s.!]*$",
    _I,
)
_BACK = re.compile(r"\s+back$", _I)


def promised_back(text: str) -> str:
    """``text`` with a thing someone has, then their dated promise of it, said as one promise."""
    if not re.search(r"promise|said|swore|owes", text, _I):
        return text
    m = _SHAPE.match(text.strip())
    dated = (_PROMISED_BY.match(text.strip()) or _OWED_BACK_BY.match(text.strip())) if m is None else None
    if dated is not None and dated["owes"] and has_date_words(dated["when"]):
        thing = dated["thing"]
        if thing.lower().endswith(" back") and not _MONEY.match(thing):  # "the deposit back": returned
            return f"{dated['who']} promised to return {thing[: -len(' back')]} {dated['when']}"
        sum_owed = _BACK.sub("", thing)  # "200 euro back": the sum, paid
        return f"{dated['who']} owes me {sum_owed} {dated['when']}"
    if m is None:
        pays = _PAYS.search(text.strip())
        if pays is not None and pays["owes"] and has_date_words(pays["when"]):
            head = text.strip()[: pays.start("who")]
            return f"{head}{pays['who']} owes me {pays['thing']} {pays['when']}"
        return text
    if not has_date_words(m["when"]):
        return text
    if m["back"] or (m["verb"] or "").lower() == "return":
        return f"{m['who']} promised to return {m['thing']} {m['when']}"
    if m["owes"] and not m["verb"]:  # "Carla owes me 50 quid, promised it by fri": the debt, by fri
        return f"{m['who']} owes me {m['thing']} {m['when']}"
    return text
