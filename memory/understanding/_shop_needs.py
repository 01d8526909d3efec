"""Things to buy said as a need or a shortage: "need milk eggs and bread", "we need bin bags and
foil", "out of coffee", "we're low on dish soap", "running out of nappies".

No form read these (no verb, or "need" with no "to"), so they were lost in silence. The corpora
keep a list of things to get as one errand, offered rather than kept ("groceries: eggs, milk" is
asked about, :mod:`._shopping_list`): whether the user wants it tracked is not said. So these
are offered the same way: "Should I track “buy milk, eggs, bread” for you?".

Two shapes, each a closed lead and then bare things (no article, no name, three words at most):
a need names two things or more (commas may be left out: "need milk eggs bread"), one of two
words or more ("need dish soap"), or one said as run low ("still need toner", "need more bin
bags"), none a craving ("need a break", "need coffee and cake" are moods, not errands); a
shortage ("out of", "low on") may name one. A state of mind or of a schedule ("out of time", "low
on sleep", "out of office") is refused by a closed list of what is no shopping.

Written by hand: a lead pattern, a cut at commas and "and", and the list of non-goods.
"""

from __future__ import annotations

import re

from memory.understanding._phrases import _I, _Ctx
from memory.understanding._shopping_list import _ITEM_CUT
from memory.understanding.intents import Intent, NewCommitment, Unclear
from memory.understanding.timex import has_date_words

__all__ = ["shop_needs"]

_NEED = re.compile(
    r"^(?:(?:we|i)\s+)?(?P<still>still\s+)?(?:need|needs)\s+(?P<some>(?:more|some)\s+)?(?P<items>.+)$", _I
)
_AFTERWORD = re.compile(r"(?:\s+(?:tho|though|too|as\s+well|again|already|lol|lmao|haha\w*|pls|please|asap))+\W*$", _I)
# a shrug after the shortage: "we're all out of sunscreen lol typical", "out of milk, classic": a gripe
# about how things go, told, not a thing to fetch asked for
_SHRUG = re.compile(
    r"(?:\s*,)?\s+(?:(?:lol|lmao|haha\w*|ugh)\s+)?(?:typical|classic|as\s+usual|of\s+course|naturally|smh|ffs|sigh"
    r"|figures|go\s+figure)\W*(?:\s+(?:lol|lmao|haha\w*))?\W*$",
    _I,
)
_SHORT = re.compile(
    r"^(?:(?:we're|we\s+are|were|we|i'm|im|i\s+am|i)\s+)?(?:all\s+|almost\s+|nearly\s+|completely\s+)?"
    r"(?:out\s+of|low\s+on|running\s+(?:low\s+on|out\s+of)|ran\s+out\s+of|run\s+out\s+of|short\s+on)"
    r"\s+(?P<items>.+)$",
    _I,
)
_MAX_ITEM_WORDS = 3
# words that tie a need to someone or something: "need approval from legal" is no list of goods
_LINKS = re.compile(r"\b(?:from|for|with|of|to|in|on|at|by|about|asap|now|today|tonight)\b", _I)
# what one is out of or needs that no shop sells: time, a mood, a state, a place
_NOT_GOODS = frozenset({
    "time", "ideas", "idea", "luck", "patience", "energy", "office", "breath", "battery", "space", "money", "cash",
    "options", "order", "service", "steam", "words", "sorts", "touch", "control", "hand", "sync", "date", "shape",
    "range", "reach", "line", "place", "bed", "town", "depth", "mind", "sleep", "help", "advice", "rest", "support",
    "holiday", "vacation", "break", "hug", "nap", "sanity", "juice", "gas", "data", "signal", "credit", "budget",
    "funds", "people", "staff",
    "volunteers", "hands", "answers", "info", "information", "clarity", "confidence", "motivation", "inspiration",
    "stock", "practice", "work", "jobs", "job", "things", "stuff", "excuses", "love", "friends", "quiet", "peace",
    "holidays", "days", "leave", "pto", "hours", "minutes", "weeks", "memory", "storage", "disk", "ram", "bandwidth",
    "vibes", "vibe", "therapy", "fun", "air", "life", "closure", "attention", "validation", "feedback", "input",
})  # fmt: skip
# what one says one needs as a mood ("need coffee and chocolate"), though one may run out of it
_CRAVINGS = frozenset({"coffee", "wine", "beer", "drink", "drinks", "chocolate", "sugar", "caffeine", "tea", "cake"})
_NOT_BARE = frozenset({"a", "an", "the", "my", "our", "to", "it", "them", "some", "more"})
# what starts a clause, never a thing to buy: a substitute made do with ("using milk", "subbed in yoghurt"),
# a "don't", a "so" or a subject (never any "-ing": "icing", "stuffing" are bought)
_CLAUSE_LEAD = re.compile(
    r"^(?:using|used|use|subbing|subbed|swapping|swapped|made\s+do|making\s+do|so|but|don'?t|dont|do\s+not|can'?t"
    r"|won'?t|never|gonna|going|will|i|we|you|he|she|they|it)\b",
    _I,
)
_ITEM = re.compile(r"^(?-i:[a-z])[a-z'-]*(?:\s+[a-z'-]+){0,2}$", _I)


def _items(said: str, *, needed: bool) -> list[str] | None:
    items = [item.strip(" .!") for item in _ITEM_CUT.split(said.strip(" .!")) if item.strip(" .!")]
    if not items or any(not _ITEM.match(item) or len(item.split()) > _MAX_ITEM_WORDS for item in items):
        return None
    if any(_CLAUSE_LEAD.match(item) for item in items):
        return None  # "out of coconut cream, using milk, don't tell mum": made do, a clause, no list of goods
    if any(item.split()[0].lower() in _NOT_BARE for item in items):
        return None  # "need a break", "out of the loop", "need to go": no bare thing
    refused = _NOT_GOODS | _CRAVINGS if needed else _NOT_GOODS
    if any(word.lower() in refused for item in items for word in item.split()) or has_date_words(said):
        return None
    return items


def shop_needs(text: str, ctx: _Ctx) -> list[Intent] | None:
    """An offer to track buying the things ``text`` says are needed or running out, or None."""
    said = text.strip()
    short = _SHORT.match(said)
    need = None if short else _NEED.match(said)
    m = short or need
    if m is None or (short is not None and _SHRUG.search(said)):
        return None
    items = _items(_AFTERWORD.sub("", m["items"]), needed=need is not None)
    # "still need toner", "need more bin bags": a thing run low
    restock = need is not None and bool(need["still"] or need["some"])
    # "need milk eggs bread", "need dish soap": things typed with no commas, or one of two words
    spaced = items is not None and len(items) == 1 and len(items[0].split()) > 1 and not _LINKS.search(items[0])
    if items is None or (need is not None and len(items) < 2 and not restock and not spaced):
        return None
    action = "buy " + ", ".join(items)
    todo = NewCommitment(action=action, owner="me", counterparty=None, due=None)
    return [Unclear(f"Should I track “{action}” for you?", text, todo)]
