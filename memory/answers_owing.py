"""Which of the user's open to-dos are debts to someone: what "do I owe anyone money?" and "who
do I owe?" are answered with.

A debt is a to-do of the user's that gives something to a person: money ("pay Ahmed back £40",
"transfer 200 to sunita", "venmo jake for pizza", "owe Kofi 20 quid") or a thing borrowed
("return Ana's drill", "give mum her keys back"). "Pay the gas bill" pays no one the user
knows by name and is no debt; a promise made to someone ("promised Raj I'd send the deck")
is owed to them, though not in money; a thing to hand a person named ("send Funmi the stems") is listed
beside the debts when there are some (:func:`handed_over`).

Hand-written: the verbs of paying and giving back are a closed list, and whom an action is
towards is a slot of recap's own (a commitment's counterparty, a name in its action).
"""

from __future__ import annotations

import re

from memory.understanding._kin import KIN

_I = re.IGNORECASE
# verbs that pay whatever follows them: "pay Ahmed back", "venmo jake", "reimburse Ana"
_PAY_VERB = re.compile(
    r"^(?:pay|repay|owe|refund|reimburse|venmo|paypal|e-?transfer|zelle|revolut|settle(?:\s+up\s+with)?|top\s+up)\b",
    _I,
)
# verbs whose object is the person paid: "venmo jake for pizza", "reimburse Ana"
_PERSON_VERB = re.compile(r"^(?:repay|reimburse|venmo|paypal|e-?transfer|zelle|revolut|settle\s+up\s+with)\b", _I)
# verbs that move money only with an amount: "transfer 200 to sunita", "send mum £50"
_MOVE_VERB = re.compile(r"^(?:transfer|send|give|lend|wire|bank)\b", _I)
# a currency said by its letters, before or after the figure: "R350", "KSh 500", "Rs 200", "USD 40",
# "300 ZAR", as written ("R350" is rand, "r350" may be anything; a lone letter needs more digits:
# "the R2 report", "N95 masks" pay no one)
_CODE_BEFORE = (
    r"(?-i:R\s?\d{2}|N\s?\d{3}|(?:Rs|KSh|Ksh|KES|UGX|TSh|TZS|GHS|NGN|ZAR|USD|US\$|A\$|AU\$|C\$|CA\$|NZ\$|S\$|HK\$"
    r"|R\$|EUR|GBP|INR|CHF|RM|MYR|Rp|IDR|PHP|AED|SAR|QAR|EGP|MAD|Dh|DH|SEK|NOK|DKK|PLN|CZK|HUF|TRY|JPY|CNY|RMB"
    r"|KRW|THB|VND|BRL|MXN|ARS|CLP|COP|PEN)\s?\d)"
)
_CODE_AFTER = (
    r"(?-i:KES|UGX|TZS|GHS|NGN|ZAR|USD|EUR|GBP|INR|CHF|MYR|IDR|PHP|AED|SAR|QAR|EGP|MAD|SEK|NOK|DKK|PLN|CZK|HUF|TRY"
    r"|JPY|CNY|RMB|KRW|THB|VND|BRL|MXN|ARS|CLP|COP|PEN|Ft|Kč)"
)
# an amount of money: "£40", "$15", "20 quid", "200 euros", "5k", "R350", "KSh 500", "50 PLN"
_AMOUNT = re.compile(
    r"[£$€₹¥₦₱₺₵]\s?\d|\b\d[\d,.]*\s?(?:k|quid|bucks|euros?|dollars?|pounds?|rand|naira|rupees|kr|sek|nok|dkk|zł|pln"
    r"|yen|won|pesos?|reais|baht|shillings?|bob|cedis?|ringgit|dirhams?|riyals?|lira|francs?|zloty|forint|dong"
    r"|rupiah|yuan)\b|\b(?:money|cash|deposit|rent)\b|^(?:transfer|wire)\s+\d"
    rf"|(?<![\w$]){_CODE_BEFORE}|\b\d[\d,.]*\s?{_CODE_AFTER}\b",
    _I,
)
# giving back a thing lent: "return Ana's drill", "give mum her keys back", "bring the ladder back to Ravi"
_GIVE_BACK = re.compile(
    r"^(?:return|give\s+back|hand\s+back|bring\s+back|drop\s+back|take\s+back|post\s+back)\b"
    r"|^(?:give|hand|bring|drop|take|post)\b.*\bback\b",
    _I,
)
# whom: "back" (a debt is paid back), "to Ravi", a name's possessive ("Ana's drill"), or the person
# right after the verb ("pay Ahmed", "pay mum")
_BACK = re.compile(r"\bback\b", _I)
_TO_SOMEONE = re.compile(r"\bto\s+(?!the\b|a\b|an\b|my\b|our\b|do\b|be\b)[^\W\d_][\w'-]*", _I)
_POSSESSIVE_NAME = re.compile(r"\b[A-ZÀ-Þ\u0100-\u024f][\w-]*'s\b")
_KIN = (  # kin (the shared vocabulary) and the people one lives or works beside
    r"(?:" + KIN + r"|landlord|landlady|flatmate|roommate|housemate|neighbour|neighbor|friend|mate|boss)"
)
# a capitalised word counts as a name only when capitalised as written ("pay Ahmed", not "pay rent")
_PERSON_AFTER_VERB = re.compile(
    r"^(?i:\w+(?:\s+back)?\s+(?:(?:my|our|the)\s+)?)(?:(?i:" + _KIN + r")\b|[A-ZÀ-Þ\u0100-\u024f])"
)


def is_debt(action: str, counterparty: str | None, *, money: bool, bills: bool = False) -> bool:
    """Whether a to-do of the user's (its action, and whom it was promised to) gives someone
    money (or, unless ``money``, anything they are owed); with ``bills``, a payment to no one
    named ("pay the gas bill") counts too: asked "what do I owe", the rent is owed."""
    action = action.strip()
    someone = bool(counterparty) or _towards_someone(action)
    pays = is_payment(action)
    if pays and (someone or bills):
        return True
    if money:
        return False
    return (bool(_GIVE_BACK.match(action)) and someone) or bool(counterparty)


# a thing handed over to a person named: "send Funmi the stems", "give Kofi the keys", "deliver the mix to Ana"
# (never word sent: "send Ana a text", "send Bo a reminder" owe nothing)
_HAND_OVER = re.compile(
    r"^(?:send|give|hand(?:\s+over)?|deliver|bring|drop\s+off|post|courier|lend)\s+(?!(?:\S+\s+)?(?:an?\s+)?(?:text"
    r"|message|msg|note|reminder|email|e-mail|call|ring|shout|heads[\s-]up|update|line|dm|whatsapp)\b)",
    _I,
)


def handed_over(action: str) -> bool:
    """Whether the to-do ``action`` hands a thing over to a person it names ("send Funmi the stems"): listed
    with the debts when there are some, though owed in no money."""
    return bool(_HAND_OVER.match(action)) and (
        _PERSON_AFTER_VERB.match(action) is not None or _TO_SOMEONE.search(action) is not None
    )


def is_payment(action: str) -> bool:
    """Whether a to-do pays money: by its verb ("pay the gas bill", "settle the tab", "top up
    the meter"), or a verb that moves money with an amount ("transfer 200 to sunita")."""
    action = action.strip()
    return bool(_PAY_VERB.match(action)) or (bool(_MOVE_VERB.match(action)) and bool(_AMOUNT.search(action)))


def _towards_someone(action: str) -> bool:
    if _BACK.search(action) or _TO_SOMEONE.search(action) or _PERSON_VERB.match(action):
        return True
    if _POSSESSIVE_NAME.search(action.partition(" ")[2]):
        return True
    return _PERSON_AFTER_VERB.match(action) is not None


# a sum said with its currency's sign or word: "£20", "$15.50", "20 quid", "40 euros"
_SUM = re.compile(
    r"(?P<sign>[£$€₹¥])\s?(?P<n>\d[\d,]*(?:\.\d+)?)\b|\b(?P<n2>\d[\d,]*(?:\.\d+)?)\s?(?P<word>quid|pounds?|bucks|dollars?"
    r"|euros?)\b",
    _I,
)
_SIGN = {"quid": "£", "pound": "£", "pounds": "£", "buck": "$", "bucks": "$", "dollar": "$", "dollars": "$",
         "euro": "€", "euros": "€"}


def money_owed(actions: list[str]) -> str | None:
    """ "£35" for ["pay Tariq £20 for the taxi", "give Tariq 15 quid"]: the sum the actions owe,
    when each says exactly one amount and all in one currency; else None (no sum is guessed)."""
    signs, amount = set(), 0.0
    for action in actions:
        found = list(_SUM.finditer(action))
        if len(found) != 1:
            return None
        m = found[0]
        signs.add(m["sign"] or _SIGN[m["word"].lower()])
        amount += float((m["n"] or m["n2"]).replace(",", ""))
    if len(signs) != 1:
        return None
    figure = f"{amount:,.2f}".removesuffix(".00")
    return f"{signs.pop()}{figure}"


# paying someone back: "pay Teresa back", "repay Jo back tmrw"
_PAID_BACK = re.compile(r"^(?:pay|repay)\b.*\bback\b", _I)


def sum_unsaid(action: str) -> bool:
    """Whether ``action`` pays someone back without saying the sum ("pay Teresa back")."""
    return bool(_PAID_BACK.match(action)) and not _AMOUNT.search(action)


def sum_left_out(action: str, said: str) -> bool:
    """Whether ``action`` pays someone back a sum its message ``said`` names and the action does
    not: "pay Teresa back" of "i owe Teresa 80k, paying her back mon" (the to-do keeps the deed in
    the user's words, the sum is in what they said)."""
    return sum_unsaid(action) and bool(_AMOUNT.search(said))
