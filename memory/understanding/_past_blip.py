"""A trouble told as over: "MTR was down for 10 min this morning, chaos at Admiralty", "gmail
went down for 20 mins earlier", "the printer at my old job was broken for literally 3 years",
"the lift was out for an hour, all good now".

Said in the past tense with how long it lasted, the trouble has ended: it is a story, not a
problem to keep open (recap opened "MTR" and reminded the user of a trouble long gone). A
trouble still going on is said in the present ("the wifi's been down for an hour", "is down
since 9") or without a length ("the wifi was down this morning" may still be), and stays open.
Told of a place the user stayed at or visited, at a past time ("the whole internet went down in the
hotel last night lmao, we just played cards", "power went out at the cabin last weekend"), it is a story
from away too: not the user's own thing to keep open.
A one-off mishap told in the past tense and laughed or shrugged off ("my phone died mid-call
lol", "the old truck broke down on the way to the beach, we pushed it, fun times", "bike chain
snapped going down the hill, walked home, not even mad") is over too: an anecdote. Said as still
going on or with something to do ("the server died again lol", "laptop died lol, need a new one")
it stays open; said with annoyance ("generator died mid-take ffs") it stays open.
A mishap told with its mend after it ("the kettle in the mess broke ages ago and someone replaced it",
"the gate motor died last week but the landlord fixed it") is over as well; never when the mend is
denied or still to come ("… and nobody has fixed it", "… but no one replaced it yet").
Hand-written: a closed list of words for a thing not working, a length of time, and of places away.
"""

from __future__ import annotations

import re

from memory.understanding._phrases import _I
from memory.understanding.intents import Intent, OpenEpisode
from memory.words import content_words

__all__ = ["flat_battery", "past_blip"]

_LENGTH = (
    r"(?:about\s+|around\s+|like\s+|almost\s+|nearly\s+|over\s+|literally\s+|only\s+|just\s+|a\s+good\s+)?"
    r"(?:\d+(?:\.\d+)?|an?|one|two|three|four|five|ten|twenty|thirty|a\s+few|few|a\s+couple(?:\s+of)?|half\s+an?"
    r"|several)\s*(?:-\s*)?(?:secs?|seconds?|mins?|minutes?|hrs?|hours?|h|days?|weeks?|wks?|months?|years?|yrs?)\b"
    r"|(?:the\s+)?(?:whole|all)\s+(?:morning|afternoon|day|evening|night|week|weekend)|all\s+(?:morning|day|week)"
)
# "was down for 10 min", "went down for 5 min", "were out all morning", "was broken for literally 3 years"
_OVER = re.compile(
    # (or put out by a cause: "the storm knocked the power out for an hour")
    r"\b(?:was|were|went|had\s+been|got|knocked|took|blew)\s+(?:\w+\s+){0,2}?(?:down|out|off|offline|broken|dead|jammed|stuck|flooded"
    r"|closed|frozen|crashing|lagging|glitching|buggy|patchy|spotty|flaky|unusable|unavailable|suspended"
    # a light or a status stuck at a colour: "the robot was red for like 10 minutes", "the board was red for an hour"
    r"|red|amber)"
    r"\s+(?:for\s+(?:" + _LENGTH + r")|(?:" + _LENGTH + r"))"
    # or its past verb said right before how long: "the internet broke for like an hour last night"
    r"|\b(?:broke(?:\s+down)?|died|crashed|froze|cut\s+out|conked\s+out|dropped(?:\s+out)?|glitched)"
    r"\s+for\s+(?:" + _LENGTH + r")",
    _I,
)
# a mishap the thing came through: "drone crashed into a snowbank lol, still works tho", "dropped the radio in
# the harbour, still working"
_SURVIVED = re.compile(
    r"(?:\bstill\s+(?:works|working|runs|running|goes|flies|flying|fine|ok|okay|in\s+one\s+piece)"
    r"|\b(?:works|working|runs|running)\s+(?:fine|ok|okay|perfectly)|\bno\s+(?:harm|damage)\s+done)"
    # (said last, or with a laugh or a shrug: never "still running rough", "still working on the fix")
    r"(?=\s*(?:(?:tho|though|lol|haha\w*|thankfully|luckily|somehow|amazingly)\b|[!.,…]|$))",
    _I,
)

# what says the trouble goes on after all: "… and still isn't fixed", "… and now again"
_GOING_ON = re.compile(
    r"\b(?:still|again|since|yet|(?:is|are|isn't|aren't|'s|'re)\s+(?:not\s+)?(?:down|out|broken))\b", _I
)

# "went down in the hotel", "was out at the cabin": a trouble told of a place stayed at or visited …
_AWAY = re.compile(
    r"\b(?:was|were|went|got|had)\b[^,;]{0,30}?\b(?:in|at)\s+(?:the|our|my|this|that|their)\s+(?:\w+\s+)?"
    r"(?:hotel|airbnb|hostel|motel|resort|cabin|chalet|villa|lodge|campsite|b&b|guesthouse|guest\s+house"
    r"|venue|airport|conference|festival)\b",
    _I,
)
# … at a time gone by: "last night", "yesterday", "on holiday"
_PAST_TIME = re.compile(
    r"\b(?:last\s+(?:night|week|weekend|month|year|summer|winter|time)|yesterday|the\s+other\s+(?:day|night)"
    r"|on\s+(?:holiday|hols|vacation|the\s+trip))\b",
    _I,
)


# a one-off mishap in the past tense: "died", "snapped", "broke down", "conked out", "blew a tyre"
_MISHAP = re.compile(
    r"\b(?:died|snapped|broke(?:\s+down)?|conked\s+out|packed\s+(?:in|up)|gave\s+(?:out|up)|cut\s+out|crashed|froze"
    r"|blew\s+(?:a|its|the)\s+\w+|popped|fell\s+(?:off|apart)|ran\s+out\s+of\s+(?:battery|charge|juice|petrol|gas))\b",
    _I,
)
# the laugh or shrug it is told with, closing the message: "lol", "classic", "fun times", "not even mad"
_SHRUGGED = re.compile(
    r"(?:\b(?:lol+|lmao+|lmfao|rofl|haha\w*|hehe\w*|classic|fun\s+times|good\s+times|not\s+even\s+mad|oh\s+well"
    r"|whatever|oops|whoops|welp|such\s+is\s+life|c'est\s+la\s+vie|story\s+of\s+my\s+life|of\s+course|wild)|😂|🤣|😅|🙃"
    r"|💀|☠️?|🤷\S*)"
    r"[\s!.…]*$",
    _I,
)
# what keeps it open or asks for something: "again", "still", "need a new one", "won't start"
_NOT_OVER = re.compile(
    r"\b(?:still|again|keeps?|need|needs|gotta|got\s+to|have\s+to|has\s+to|must|should|will|'ll|won'?t|can'?t"
    r"|isn'?t|doesn'?t|waiting|not\s+working|no\s+(?:hot\s+water|power|heat|signal|internet|wifi)|call|book|fix|replace"
    r"|order|buy|remind)\b",
    _I,
)

# the mend told after the mishap, by anyone: "… and someone replaced it", "…, Tom fixed it", "… but they sorted it"
_MENDED_AFTER = re.compile(
    r"(?:,|;|\band\b|\bbut\b|\bthen\b)\s+(?:(?:then|now)\s+)?(?:someone|somebody|some\s+\w+|they|i|we|he|she"
    r"|(?-i:[A-Z][\w'-]+)|the\s+[\w-]+)\s+(?:\w+\s+)?(?:fixed|replaced|repaired|mended|sorted|swapped)"
    r"\s+(?:it|them|that|the\s+\w+)\b",
    _I,
)
# a mend denied or to come: "nobody fixed it", "no one has replaced it", "… yet", "hasn't"
_MEND_DENIED = re.compile(r"\b(?:nobody|no\s*one|not|never|yet|hasn'?t|haven'?t|didn'?t)\b", _I)

# what it happened in the middle of: "mid-call", "mid call" (no call to make)
# "halfway through the call", "in the middle of the meeting", "during the call"
_DURING = re.compile(
    r"\bmid[\s-]+\w+|\b(?:(?:half\s*way|partway)\s+(?:through|thru)|in\s+the\s+middle\s+of|during|right\s+before)"
    r"\s+(?:(?:the|my|a|an|our|his|her|their)\s+)?[\w-]+",
    _I,
)


# a pocket device that "died": its battery ran flat ("phone died right as the fireworks started"), nothing
# to mend unless the message says it stays dead ("won't charge", "again", "need a new one": :data:`_NOT_OVER`)
# (anyone's: "everyone's phone died at the same time", "all our phones died", "Kemal's phone died mid-call", "the
# kids' tablets died halfway through the film")
_FLAT = re.compile(
    r"^(?:(?:my|his|her|their|our|the|every(?:one|body)'s|all\s+(?:of\s+)?(?:our|the|their)|both\s+(?:our|the|their)"
    r"|(?:the\s+)?[\w-]+(?:'s|s'))\s+)?(?:phone|mobile|cell|cellphone|iphone|android|airpods|earbuds|headphones"
    r"|kindle|e-?reader|tablet|ipad|smart\s*watch|watch|fitbit|torch|flashlight|vape|power\s*bank)(?:s|'s)?"
    r"(?:\s+(?:battery|batt))?\s+(?:just\s+|literally\s+)?(?:died|ran\s+out(?:\s+of\s+(?:battery|charge|juice))?|went\s+flat"
    r"|gave\s+up|conked\s+out)\b",
    _I,
)


# "my battery died halfway through the parade": a battery named by no thing it is in is the one the user
# carries (a phone's), and said to have died in the middle of something, it ran flat there ("my laptop
# battery won't charge", "the forklift battery died" name a thing, and "my battery died" alone may stay dead)
_BARE_FLAT = re.compile(
    r"^(?:my\s+)?(?:battery|batt|charge)\s+(?:just\s+|literally\s+)?(?:died|ran\s+out|went\s+flat|gave\s+(?:up|out)"
    r"|conked\s+out)\b",
    _I,
)
# the moment it happened at: "right as the band came on", "just before the fireworks", "before i could film it"
_MOMENT = re.compile(
    r"\b(?:(?:right|just)\s+(?:as|when|before|after)|before\s+(?:i|we)\s+(?:could|got\s+to))\b", _I
)


def flat_battery(text: str) -> bool:
    """Whether ``text`` tells of a pocket device's battery run flat, and nothing more that keeps it
    dead ("phone died right as the fireworks started", "my battery died halfway through the parade"):
    a story, nothing to keep or ask about."""
    said = text.strip()
    if _NOT_OVER.search(_DURING.sub(" ", said)):
        return False
    if _FLAT.match(said) is not None:
        return True
    return _BARE_FLAT.match(said) is not None and (_DURING.search(said) or _MOMENT.search(said)) is not None


def _shrugged_mishap(intent: OpenEpisode, sentence: str) -> bool:
    """Whether ``sentence`` tells the mishap ``intent`` opens as a one-off, past, and laughed off."""
    m = _MISHAP.search(sentence)
    if m is None or _SHRUGGED.search(sentence) is None or _NOT_OVER.search(_DURING.sub(" ", sentence)):
        return False
    return bool(content_words(intent.topic) & content_words(sentence[: m.start()]))


def past_blip(intent: Intent, clause: str) -> bool:
    """Whether ``intent`` opens a trouble that ``clause`` (the message it was read from) tells as
    over (see the module doc)."""
    if not isinstance(intent, OpenEpisode):
        return False
    if _AWAY.search(clause) and _PAST_TIME.search(clause) and not _GOING_ON.search(clause):
        return True  # "the whole internet went down in the hotel last night lmao": a story from away
    if _shrugged_mishap(intent, clause):
        return True  # "phone died mid-call with amma lol": an anecdote
    if (m := _MISHAP.search(clause)) is not None and _SURVIVED.search(clause, m.end()):
        # "the geology team's drone crashed into a snowbank lol, still works tho": it came through, nothing to mend
        return bool(content_words(intent.topic) & content_words(clause[: m.start()]))
    if (m := _MISHAP.search(clause)) is not None and (mend := _MENDED_AFTER.search(clause, m.end())) is not None:
        # "the kettle in the mess broke ages ago and someone replaced it": broken and mended, a story
        told = content_words(intent.topic) & content_words(clause[: m.start()])
        return bool(told) and not _MEND_DENIED.search(clause[m.end() : mend.end()])
    if flat_battery(clause):
        return True  # "phone died right as the fireworks started": a battery run flat
    m = _OVER.search(clause)
    if m is None or _GOING_ON.search(clause[m.end() :]):
        return False  # "the heating was off for a week and still isn't fixed": not over
    # the thing named before the verb, or after a cause's ("the storm knocked the power out for an hour")
    return bool(content_words(intent.topic) & content_words(clause[: m.end()]))
