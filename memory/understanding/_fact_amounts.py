"""A figure a thing has: budgets, prices, rents, targets, rates ("food bank budget for this year
is £85k", "rent on the unit goes up to £1,450", "hall hire went up to £40 an hour").

Three shapes, each with a closed list of nouns and verbs:

- the noun last: "<thing> <noun> [this season] is|went up to <amount>" (the noun is the predicate);
- the noun first: "<noun> on|for|of|at <thing> is|goes up to <amount>";
- no noun: "<thing> went up to|costs <amount>", what it costs (``price``).

The amount is the value as written: its currency, thousands separators, a k/m suffix and its
per-unit tail ("an hour", "per kg MS", "pcm"), never a date (the clause reaching here has its
time words taken out by :mod:`._fact_time`, so "from 3/4" is the fact's effective date). A
period that says which budget ("for this year", "this season") is no part of the subject. A
hedge ("might go up", "if the rent goes up") reads no verb here, so it stores nothing.
Hand-written: no library reads chat amounts onto predicates.
"""

from __future__ import annotations

import re

from memory.understanding._phrases import _I, _Ctx, _phrase, _plausible, reading
from memory.understanding._todo_verbs import TODO_VERBS
from memory.understanding.intents import StateClaim

NOUN = (
    r"budget|price|cost|costs|rent|fee|fees|rate|target|goal|salary|wage|wages|pay|deposit|quote|estimate|charge"
    r"|premium|subscription|levy|bill|fare|tariff|toll|float|allowance|cap|limit|payout|bonus|excess|valuation"
    r"|asking\s+price|reserve|tuition|subs|membership|turnover|revenue|overdraft|grant"
    # what a thing costs to hold or hire: "property tax on the duplex", "the hall hire", "insurance on the van"
    r"|(?:property|council|road|land)\s+tax|rates|insurance|service\s+charge|ground\s+rent|licen[cs]e\s+fee"
)
_CURRENCY = (
    r"(?:[£$€¥₹₦]|(?:US|NZ|AU|A|C|HK|S|R)\$|(?:USD|GBP|EUR|NZD|AUD|CAD|ZAR|INR|KES|NGN|JPY|CHF|SGD|KSh|Ksh|Rs\.?)\s?"
    r"|R\s?(?=\d))"
)
_NUMBER = r"\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d{1,3}(?:\s\d{3})+|\d+(?:\.\d+)?"
_SUFFIX = r"(?:\s?(?:k|m|bn|mil|grand)\b)"
# the world's currencies said by name after the number: "850k kyat", "12,000 baht", "40 reais"
_CURRENCY_WORD = (
    r"(?:\s(?:pounds|quid|dollars|bucks|euros|rand|rupees?|naira|shillings|yen|francs|kyat|baht|ringgit|rupiah|pesos?"
    r"|reais|real|won|dong|lira|lari|zloty|zł|forint|koruna|kronor|krona|kroner|krone|dirhams?|riyals?|shekels?"
    r"|yuan|rmb|taka|cedis?|kwacha|birr|dinars?|hryvnias?|tenge|soles|leva|lei|patacas?|kina|tala|vatu|pa'anga)"
    # or by its ISO code in lower case, as chat types it: "9800 mop a month", "2,400 aud", "650 sgd"
    r"|\s(?:usd|gbp|eur|aud|nzd|cad|hkd|sgd|mop|myr|php|idr|thb|vnd|inr|pkr|lkr|npr|bdt|cny|jpy|krw|twd|zar|ngn"
    r"|kes|ghs|ugx|tzs|egp|aed|sar|qar|kwd|omr|bhd|jod|chf|sek|nok|dkk|pln|czk|huf|ron|brl|mxn|ars|clp|cop|pen|fjd"
    r"|pgk|wst|xof|xaf)\b"
    # or by its code, in capitals: "450 JD", "1,200 AED", "90 TL"
    r"|\s(?-i:[A-Z]{3}|JD|KD|BD|TL|RM|Dh|Dhs|LE|Rp|Tk|Ks|Br)\b)"
)
_UNIT = (
    r"hour|hr|day|night|week|wk|fortnight|month|mo|quarter|qtr|term|season|year|yr|annum|head|person|pp|kg|kilo|g|litre|liter|l|lb|tonne|ton|unit"
    r"|item|seat|ticket|session|class|lesson|visit|sqm|m2|sq\s?ft|mile|km|box|case|bag|bottle|hectare|ha|acre"
    r"|user|member|licen[cs]e|jar|tray|crate|loaf|dozen|pack|player|child|kid|bed|room|shift"
    # any other thing counted out ("2500 a carton", "$4 a punnet"), never an amount of time or chat
    r"|(?!(?:lot|bit|while|few|couple|little|week\w*|month\w*|year\w*|day\w*)\b)(?-i:[a-z]{3,})(?<!ing)"
)
_PER = (
    r"(?:\s?(?:a|an|per|/|each|every)\s?(?:" + _UNIT + r")\b(?:\s[A-Z]{1,4}\b)?"
    r"|\s(?:pcm|pm|pw|pa|ph|pp|p/h|monthly|weekly|yearly|annually|each|a\s+head|(?:ex|excl?\.?|inc|incl\.?|plus|\+)"
    r"\s?(?:vat|gst|tax)))"
)
_AMOUNT = (
    r"(?P<v>(?P<cur>" + _CURRENCY + r")?(?:" + _NUMBER + r")(?P<suffix>" + _SUFFIX + r")?(?P<word>" + _CURRENCY_WORD
    + r")?(?P<per>" + _PER + r")*)"
)
# which budget: the year's, the season's; said between the noun and its verb
_PERIOD = (
    r"(?:\s+(?:for\s+)?(?:this|next|the|last|each|every)\s+(?:year|season|term|quarter|month|week|financial\s+year"
    r"|fy|tax\s+year|semester|school\s+year|intake|round|cycle)|\s+for\s+(?:20\d\d(?:/\d\d)?|fy\s?\d\d))?"
)
# "quote for the reno came in at 8.5k", "the bill came to £212", "the total works out at 40 a head": what a
# figure turned out to be is what it is
_IS = (
    r"(?:(?:is|are|'s|will\s+be|was|has\s+been)(?:\s+now)?|(?:came|comes|has\s+come)\s+(?:in|back)\s+at"
    r"|(?:came|comes)\s+to|(?:works|worked)\s+out\s+(?:at|to))"
)
_CHANGE = (
    r"(?:(?:now\s+)?(?:went|goes|go|has\s+gone|'s\s+gone|is\s+going|'s\s+going|are\s+going|will\s+go|rose|has\s+risen"
    r"|jumped|dropped|fell|has\s+dropped|has\s+fallen|increased|decreased|has\s+increased|has\s+decreased"
    r"|(?:was|got|has\s+been|is\s+being|will\s+be|'s\s+been)\s+(?:raised|cut|increased|reduced|put\s+up|bumped(?:\s+up)?"
    r"|lowered|set|moved|changed))(?:\s+(?:up|down))?\s+to)"
)
_DET = r"(?:(?:the|our|my|their|this)\s+)?"
_SUBJECT = r"(?P<s>[\w&\-]+(?:\s+[\w&\-]+){0,3}?)"
_NOUN_LAST = re.compile(
    r"^" + _DET + _SUBJECT + r"\s+(?P<a>" + NOUN + r")" + _PERIOD + r"\s+(?:" + _CHANGE + r"|" + _IS + r")\s+"
    + _AMOUNT + r"(?P<now>\s+now)?$",
    _I,
)
_NOUN_FIRST = re.compile(
    r"^" + _DET + r"(?P<a>" + NOUN + r")\s+(?:on|for|of|at)\s+" + _DET + _SUBJECT + _PERIOD + r"\s+(?:" + _CHANGE
    + r"|" + _IS + r")\s+" + _AMOUNT + r"(?P<now>\s+now)?$",
    _I,
)
# "milk price up to KSh 52", "bread up to R18": the verb left out, as chat does
_SHORT_CHANGE = r"(?:(?:now\s+)?(?:up|down)\s+to)"
# what a thing sells for: "manuka is fetching $38/kg", "eggs go for R45 a tray"
_SELLS = (
    r"(?:(?:is|are|'s|'re)\s+(?:now\s+)?(?:fetching|selling\s+(?:at|for)|going\s+for|retailing\s+at)|fetch(?:es)?"
    r"|sells?\s+(?:at|for)|goes\s+for|go\s+for|retails\s+at)"
)
_NOUN_SHORT = re.compile(
    r"^" + _DET + _SUBJECT + r"\s+(?P<a>" + NOUN + r")\s+" + _SHORT_CHANGE + r"\s+" + _AMOUNT + r"(?P<now>\s+now)?$",
    _I,
)
_NO_NOUN = re.compile(
    r"^" + _DET + _SUBJECT + r"\s+(?:" + _CHANGE + r"|" + _SHORT_CHANGE + r"|" + _SELLS
    + r"|(?:now\s+)?costs|(?:is|are|'s)(?:\s+now)?)\s+" + _AMOUNT
    + r"(?P<now>\s+now)?$",
    _I,
)
# a subject that is a hedge, a report or a question, not a thing: "maybe the rent", "apparently fees"
_HEDGED = frozenset({
    "maybe", "might", "may", "could", "would", "should", "probably", "possibly", "hopefully", "apparently",
    "supposedly", "reportedly", "allegedly", "rumour", "rumor", "rumours", "heard", "hear", "reckon", "guess",
    "whether", "unless", "once", "until", "why", "not", "no", "never", "wish", "if", "when", "said", "says",
    "any", "anyone", "someone", "something", "nothing", "everyone", "you", "u", "ur", "do", "does", "did", "can",
})  # fmt: skip
# how often a figure falls due, said before its noun: "annual subs", "monthly fee" (no thing of their own)
_HOW_OFTEN = re.compile(r"(?:annual|yearly|monthly|weekly|daily|quarterly|termly|seasonal|nightly|hourly)", _I)
# a noun that is no thing with a price: "it", "that", "one", "mine"
# ("the" alone: "the price went up to £12" names no thing, the price of what?)
_NO_THING = frozenset({
    "it", "that", "this", "one", "mine", "yours", "which", "everything", "all", "total", "the", "a", "an", "our",
    "my", "their", "his", "her", "its", "new",
})  # fmt: skip


# a currency said after a figure, without the space before it: "mop", "baht", "AED"
CURRENCY_NAME = _CURRENCY_WORD.replace(r"(?:\s", r"(?:", 1).replace(r"|\s", "|")
_CURRENCY_FIRST = re.compile(r"^" + CURRENCY_NAME + r"(?!\w)", _I)


def currency_first(words: str) -> bool:
    """Whether ``words`` open with a currency said after a figure ("mop a month", "aud", "baht"):
    after a figure, the figure's unit, never a verb ("9800 mop a month" is no "mop the floor")."""
    return _CURRENCY_FIRST.match(words.strip()) is not None


def _marked(m: re.Match[str]) -> bool:
    """Whether the figure says it is money or a rate (a currency, "k", "quid", "an hour"), not
    any number ("the bus is 12 now")."""
    return bool(m["cur"] or m["suffix"] or m["word"] or m["per"])


def hedged(raw: str) -> bool:
    """Whether a would-be subject holds a hedge, a report or a question word ("maybe fees",
    "apparently the"): the clause says what might be or what was heard, no thing's figure."""
    return any(w.strip("',.") in _HEDGED for w in raw.lower().split())


# "pay the water bill $89 due fri": a to-do's verb before its thing, so no thing with a figure
_DONE_TO = re.compile(r"^(?P<v>[a-z]+)\s+(?:the|a|an|my|our|your|his|her|their)\s", _I)


def _thing(raw: str) -> str | None:
    """The thing the figure belongs to, as a short noun phrase without its article."""
    acronym = raw.isupper() and len(raw) > 1  # "IT budget", "HR budget": a department, not "it"
    if not raw.split() or hedged(raw) or (raw.lower() in _NO_THING and not acronym):
        return None
    if (done_to := _DONE_TO.match(raw.strip())) and done_to["v"].lower() in TODO_VERBS:
        return None
    if re.fullmatch(NOUN, raw.strip(), _I):
        return None  # "the price went up to £12": a figure with no thing of its own
    if not acronym and not _plausible(raw, max_words=4, pronoun_start_ok=False):
        return None
    return _phrase(raw)


@reading
def amount_fact(s: str, ctx: _Ctx) -> StateClaim | None:
    """The figure ``s`` gives a thing, or None."""
    if not any(c.isdigit() for c in s):
        return None  # no figure: the common case, told cheaply
    for pattern in (_NOUN_FIRST, _NOUN_LAST, _NOUN_SHORT):
        m = pattern.match(s.strip())
        if m and (thing := _thing(m["s"])):
            attr = re.sub(r"\s+", " ", m["a"].lower())
            if _HOW_OFTEN.fullmatch(thing) and attr in _PER_TIME:
                return None  # "my hourly rate is 65 USD": a rate by the hour, the personal readers' figure
            if _HOW_OFTEN.fullmatch(thing):  # "annual subs are £60": the subs are the thing, their price the figure
                return StateClaim(f"{thing} {attr}", "price", _phrase(m["v"]), explicit_now=_changed(m))
            return StateClaim(thing, attr, _phrase(m["v"]), explicit_now=_changed(m))
    m = _NO_NOUN.match(s.strip())
    if m and _marked(m) and (thing := _thing(m["s"])):
        return StateClaim(thing, "price", _phrase(m["v"]), explicit_now=_changed(m))
    return None


_PER_TIME = frozenset({"rate", "rent", "salary", "wage", "wages", "pay"})  # a figure that is by the time already


def _changed(m: re.Match[str]) -> bool:
    """A figure that went up or down, or is "now", is a change the user saw happen."""
    said = m.string[m.end("s") : m.start("v")].lower()
    return bool(m["now"]) or bool(re.search(r"\b(?:now|to)\b", said))
