"""Whole messages that are chat about the user's day, in shapes the readers take for a to-do, a
fact or a done report:

- a day dreaded: "mon is gonna hurt after this weekend", "tomorrow's going to be brutal" (no
  to-do "hurt" of Monday's);
- a list or an inbox said in hyperbole: "my to do list is basically a novel at this point",
  "inbox is literally a war zone" (no value of a "to do list");
- things shared with recap as with a friend: "sent u the memes, check them" (recap owes nothing,
  and no to-do of the user's is to send it memes);
- a night spent somewhere: "crashed at my parents' after the new year party" (no crash, no to-do);
- a promise to oneself, broken with a laugh: "promised myself i'd stay off email today and i'm
  failing";
- a street or a place closed for an event: "13th street is closed for the parade" (news of the
  town, no issue and no to-do);
- a small change that made things better: "moved the patio chairs into the shade, much better";
- an occasion admired: "Ilídio's wedding was beautiful, i cried twice";
- food or a drink made: "fixed myself a mint tea, finally sitting down" (no fault fixed);
- a treat promised to children, with what came of it: "Djamila promised the kids ice cream and now
  they won't stop asking 😂" (a story, no promise to track).

Each shape must be the whole message (a comma and a laugh or a sigh at most after it), so "mon
is gonna hurt, need to prep the deck tonight" still reads the to-do. Hand-written: closed lists
of chat English.
"""

from __future__ import annotations

import re

from memory.understanding._phrases import _I

__all__ = ["chat_aside"]

_EMOJI = r"[\U0001F1E6-\U0001F1FF\U0001F300-\U0001FAFF\u2600-\u27BF\uFE0F]"
# what may end a chat line: a laugh, a sigh, an emoji
_END = rf"(?:[\s,.!…]|\blol\b|\blmao\b|\bhaha\w*|\bugh\b|\bsigh\b|\bsmh\b|\boof\b|\bfml\b|\bfr\b|{_EMOJI})*$"
_DAY = (
    r"(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?|tomorrow|tmrw|tmr|today|tonight"
    r"|(?:this|next)\s+week|the\s+(?:morning|week|weekend)"
)
_DREADED = re.compile(
    rf"^(?:(?:ugh|oof|man|god|omg)\W+)*(?:{_DAY})(?:'s|\s+is)\s+(?:gonna|going\s+to)\s+(?:hurt|suck|kill\s+me"
    r"|be\s+(?:(?:so|a|an|really|super|absolutely)\s+)*(?:rough|brutal|painful|long|hell|hellish|carnage|chaos|fun"
    r"|interesting|a\s+killer|killer|a\s+nightmare|nightmare|grim|savage|a\s+struggle|tough))"
    r"(?:\s+(?:after|with)\s+(?:this|that|the|last|all\s+th(?:is|at|e))\s+[\w' -]{1,30}?)?" + _END,
    _I,
)
# "my to do list is basically a novel at this point", "inbox is literally a war zone"
_HYPERBOLE = re.compile(
    r"^(?:my|our|the)?\s*(?:to[\s-]?do\s+list|todo\s+list|list|inbox|email|calendar|diary|desk|backlog|week|life"
    r"|schedule|brain|head|house|kitchen|car|room)(?:'s|\s+is|\s+looks)\s+(?:basically|literally|practically|pretty"
    r"\s+much|like|officially|now)\s+(?:a|an|the)\s+[\w' -]{2,30}?(?:\s+at\s+this\s+point|\s+now|\s+lol)?" + _END,
    _I,
)
# "sent u the memes, check them": things shared with recap as with a friend
_SHARED = re.compile(
    r"^(?:(?:just|also|ok)\s+)?(?:sent|shared|forwarded|dropped)\s+(?:you|u|ya)\s+(?:the|some|a|an|those|these|my|that)?"
    r"\s*(?:[\w'-]+\s+){0,2}(?:memes?|pics?|photos?|pictures?|videos?|vids?|links?|songs?|playlist|gifs?|tiktoks?"
    r"|reels?|articles?|screenshots?|recipes?|clips?)(?:\s*[,;.!-]+\s*|\s+)?(?:(?:go\s+)?check\s+(?:them|it|em|'em|"
    r"this)(?:\s+out)?|have\s+a\s+look|enjoy|you'll\s+love\s+(?:them|it))?" + _END,
    _I,
)
# "crashed at my parents' after the new year party": a night spent somewhere
_SLEPT_OVER = re.compile(
    r"^(?:(?:i|we)\s+)?(?:(?:just|basically|ended\s+up)\s+)?(?:crashed|slept|stayed(?:\s+over)?|kipped)\s+(?:at|on)\s+"
    r"(?:my|our|his|her|their|a\s+friend's|[\w'-]+(?:'s|s'))\s*[\w' -]{0,20}?(?:\s+(?:after|last\s+night|again"
    r"|after\s+the\s+[\w' -]{1,30}))?" + _END,
    _I,
)
# "promised myself i'd stay off email today and i'm failing": a promise to oneself, broken
_SELF_PROMISE_BROKEN = re.compile(
    r"^(?:(?:i|so)\s+)?(?:promised|told|swore\s+to)\s+myself\b.{3,80}?(?:,|\s+and|\s+but)\s+(?:i'm|im|i\s+am|i've"
    r"|ive|already)?\s*(?:already\s+)?(?:failing|failed|caved|broken\s+it|broke\s+it|lasted\s+[\w ]{1,20}|not\s+doing"
    r"\s+(?:great|well|so\s+well))" + _END,
    _I,
)
# "13th street is closed for the parade", "the bridge is shut for the marathon": the town's news
_CLOSED_FOR = re.compile(
    r"^(?:the\s+)?(?:[\w'-]+\s+){0,2}(?:street|st|road|rd|avenue|ave|bridge|square|tunnel|highway|motorway|lane"
    r"|high\s+street|town\s+cent(?:re|er)|city\s+cent(?:re|er)|beach|park|promenade|seafront|market)(?:'s|\s+is"
    r"|\s+are|\s+was|\s+got)\s+(?:all\s+)?(?:closed|shut|blocked\s+off|closed\s+off|cordoned\s+off)"
    r"(?:\s+(?:off|again|today|all\s+day))?\s+(?:for|because\s+of|due\s+to|cos\s+of)\s+(?:the\s+|a\s+)?[\w' -]{2,30}"
    + _END,
    _I,
)
# "moved the patio chairs into the shade, much better": a small change, and how much better it is
_BETTER = re.compile(
    r"^(?:(?:i|we)\s+)?(?:just\s+|finally\s+)?[a-z]{3,}ed\s+[^,;!?]{3,60}?(?:,|\s+-+|\s+and)\s*(?:(?:so\s+)?much|way|loads"
    r"|heaps|a\s+lot|soo*\s+much)\s+better(?:\s+now)?" + _END,
    _I,
)
# "Ilídio's wedding was beautiful, i cried twice": an occasion admired, and how it felt
_OCCASION = (
    r"wedding|funeral|party|birthday|bday|christening|baptism|graduation|ceremony|concert|gig|show|service|dinner"
    r"|reception|celebration|festival|recital|play|match|game"
)
_ADMIRED = re.compile(
    rf"^(?:[\w'-]+(?:'s|s')\s+|the\s+|our\s+)?(?:[\w'-]+\s+)?(?:{_OCCASION})\s+(?:was|is|were)\s+(?:so\s+|really\s+"
    r"|absolutely\s+|just\s+)?(?:beautiful|lovely|amazing|gorgeous|stunning|perfect|magical|wonderful|moving"
    r"|emotional|incredible|fantastic|brilliant|great|epic|unreal)(?:\s*[,;.!-]+\s*|\s+and\s+)(?:(?:i|we|everyone|mum"
    r"|dad)\s+)?(?:cried|bawled|sobbed|teared\s+up|laughed|danced)[\w ]{0,20}?" + _END,
    _I,
)
# "Djamila promised the kids ice cream and now they won't stop asking 😂": a story of a treat
_KIDS_PROMISED = re.compile(
    r"^[\w'-]+(?:\s+[\w'-]+)?\s+promised\s+(?:the|my|our|his|her|their)\s+(?:kids|children|boys|girls|little\s+ones"
    r"|twins)\s+[^,;]{2,40}?(?:,\s*|\s+)(?:and\s+)?now\s+(?:they|the\s+kids)\s+(?:won't|wont|will\s+not|can't|cant)"
    r"\s+stop\s+[\w' ]{2,30}?" + _END,
    _I,
)
# "fixed myself a mint tea, finally sitting down", "made us some pasta": food or a drink made, not a fault fixed
_MADE_FOR = re.compile(
    r"^(?:(?:i|we)\s+)?(?:just\s+|finally\s+)?(?:fixed|made|poured|brewed|cooked|whipped\s+up|rustled\s+up|treated)"
    r"\s+(?:myself|ourselves|us|me|him|her|them|the\s+kids|everyone)\s+(?:a|an|some|another|a\s+nice|a\s+big)\s+"
    r"[\w' -]{2,30}?(?:\s*[,;.!-]+\s*(?![^,;.!?]*\b(?:need|needs|must|gotta|have\s+to|will|'ll|remind|tomorrow|tmrw)\b)"
    r"[^,;.!?]{0,40})?" + _END,
    _I,
)
# "phone's at 2% lol", "laptop on 5% ugh": a battery running low
_CHARGE_LEFT = re.compile(
    r"^(?:(?:my|the)\s+)?(?:phone|mobile|cell|iphone|laptop|tablet|ipad|kindle|watch|airpods|earbuds|headphones|battery)"
    r"(?:\s+battery)?(?:'s|\s+is|\s+on|\s+at)?\s+(?:(?:at|on|down\s+to)\s+)?(?:like\s+)?\d{1,3}\s*(?:%|percent)"
    r"(?:\s+(?:battery|charge|left))?" + _END,
    _I,
)
# "omw to Emancipation Park", "heading to the beach now": where the user is going, nothing to keep
_ON_THE_WAY = re.compile(
    r"^(?:(?:ok|okay|k|right|alright)\W+)?(?:omw|otw|on\s+my\s+way|on\s+the\s+way|heading|headed|off)\s+(?:over\s+)?"
    r"(?:to|2)\s+(?:the\s+)?[\w' .&-]{2,40}?(?:\s+(?:now|rn|already))?" + _END,
    _I,
)
# "i need a vacation from my vacation fr", "could use a nap tbh": a wish for a rest
_RESTLESS = re.compile(
    r"^(?:(?:i|honestly|ngl|tbh|man|god|ugh)\W+)*(?:i\s+)?(?:need|needa|want|could\s+(?:really\s+)?use|could\s+do\s+with)"
    r"\s+(?:a|an|another|some)\s+(?:(?:long|big|proper|real|good)\s+)?(?:vacation|holiday|hols|nap|break|lie[\s-]in"
    r"|day\s+off|week\s+off|weekend|massage|hug|drink|stiff\s+drink|sleep|rest|spa\s+day)"
    r"(?:\s+(?:from|after)\s+(?:my|the|this|that|all\s+th(?:is|at))\s+[\w' -]{2,30}?)?"
    r"(?:\s+(?:fr|tbh|ngl|honestly|lol))*"
    + _END,
    _I,
)
# "back to work tmrw, don't remind me", "back to school monday ugh", "back to the grind mon i guess": the
# holiday ending, dreaded
_BACK_TO = re.compile(
    rf"^(?:(?:and|so|ugh|sigh)\W+)?(?:it's\s+|its\s+)?back\s+to\s+(?:work|school|uni|the\s+office|the\s+grind"
    rf"|reality|real\s+life|normal|the\s+daily\s+grind)\s+(?:{_DAY})"
    # a shrug said after: "back to the grind mon i guess", "back to school tmrw sadly"
    r"(?:\s*,?\s*(?:i\s+guess|i\s+suppose|i\s+reckon|apparently|sadly|unfortunately|alas|as\s+usual))?"
    r"(?:\s*[,;.!-]+\s*(?:(?:don'?t|do\s+not|pls\s+don'?t)\s+remind\s+me|send\s+help|help|noooo*|nope))?" + _END,
    _I,
)
# "Reggae Boyz won 2/1 in the friendly", "we lost 3-0 to the Rovers": a score
_SCORE = re.compile(
    r"^[^,;?]{2,40}?\s+(?:won|lost|drew|tied|beat\s+[^,;?]{2,30}?|thrashed\s+[^,;?]{2,30}?|smashed\s+[^,;?]{2,30}?)\s+"
    r"\d{1,2}\s*[-–/:]\s*\d{1,2}(?:\s+(?:in|at|against|vs\.?|to|over|on)\s+[\w' .-]{2,40})?" + _END,
    _I,
)
# "my boss is a legend for giving us the long weekend": someone praised for what they did
_PRAISED_FOR = re.compile(
    r"^[\w' -]{2,30}?(?:'s|\s+is|\s+was|\s+are)\s+(?:a|an|such\s+a|an\s+absolute|an\s+actual|the|my)\s+"
    r"(?:legend|star|gem|hero|saint|lifesaver|life\s+saver|angel|champ|genius|goat|mvp|queen|king|rockstar)"
    r"\s+for\s+[^?]{2,60}?" + _END,
    _I,
)
_ASIDES = (_MADE_FOR, _DREADED, _HYPERBOLE, _SHARED, _SLEPT_OVER, _SELF_PROMISE_BROKEN, _CLOSED_FOR, _BETTER, _ADMIRED,
           _KIDS_PROMISED, _CHARGE_LEFT, _ON_THE_WAY, _RESTLESS, _BACK_TO, _SCORE, _PRAISED_FOR)


def chat_aside(text: str) -> bool:
    """Whether the whole message is one of the chat shapes above: nothing to keep or ask."""
    said = text.strip()
    return any(form.match(said) is not None for form in _ASIDES)
