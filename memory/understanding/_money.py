"""An amount of money as people type it in chat: "€2,400", "N85,000", "$12.99", "2,400 usd",
"~£40", "about 300 bucks", "Ksh 2,000", "1.2k naira".

One pattern for the readers that take an amount set off from an action (in brackets,
:mod:`._amount_aside`; between dashes, :mod:`._dashed_amount`), so both know the same
currencies. Written by hand: a closed set of signs, codes and words (with the "N" and "R" typed
for the naira and the rand, case-sensitive so "n" and "r" stay words), and one shape, the mark
before or after the figure. Facts about amounts ("rent is now 1450") have their own reader
(:mod:`._fact_amounts`), which names its parts.
"""

from __future__ import annotations

_SIGN = r"[$€£¥₦₹₱₩₪₺₽₴₵]|R\$|GH₵"
_CODE = r"(?:usd|eur|gbp|ngn|inr|aud|cad|chf|jpy|zar|kes|mxn|brl|ksh)(?![a-z])|(?-i:N|R|Rs\.?)(?=\s?\d)"
_WORD = r"(?:dollars|euros|pounds|quid|bucks|naira|rand|cedis|shillings|rupees)\b"
_FIGURE = r"\d[\d,.]*(?:\s\d{3})*(?:\s?(?:k|m|bn)\b)?"
_ABOUT = r"(?:~|approx\.?\s*|about\s+|c\.\s*)?"
# the pattern's text, to be compiled with re.IGNORECASE inside a reader's own pattern
AMOUNT = (
    _ABOUT + r"(?:(?:" + _SIGN + r"|" + _CODE + r")\s?" + _FIGURE
    + r"|" + _FIGURE + r"\s?(?:" + _SIGN + r"|" + _CODE + r"|" + _WORD + r"))"
)
