"""Sentences that carry nothing to keep, though their words look like a to-do, an issue or a
promise: figures of speech ("my to-do list is a mile long", "my brain is broken", "lovely day
out"), a treat eaten up ("the cake is down to crumbs"), a story retold ("grandma's telling the
market fire story again"), a thing mourned in jest ("rest in peace to my phone battery"),
tiredness ("absolutely shattered"), why the user was away ("sorry was driving"), a
trip told as news ("we went to Noosa last weekend, so nice"), a message sent to the wrong
place ("sorry, wrong chat"), and promises told as stories
("Dave promised to fix the fence last year and never did"), which are about the past, not
something anyone will do.

The dispatcher asks :func:`idle` of a sentence and :func:`story` of each clause first, and
reads nothing from one they accept. Each rule
is a closed family of words, so a real statement that shares a word ("the to-do list app is
down", "Dave promised to fix the fence by friday") still reads as before.
"""

from __future__ import annotations

import re

from memory.understanding._phrases import _I
from memory.understanding._prefilter import gated

# "my to-do list is a mile long", "the inbox is out of control", "my list is never-ending"
_HEAP = (
    r"(?:my|the|our)\s+(?:to-?\s?do\s+list|todo\s+list|to-?dos|list|inbox|backlog|workload|plate|email)"
    r"(?:'s|\s+is|\s+are)\s+(?:(?:so|way|far|just|getting|already|now|literally)\s+)*"
    r"(?:a\s+mile|miles|a\s+million\s+miles|endless|never-?\s?ending|out\s+of\s+control|overflowing|exploding"
    r"|insane|huge|massive|ridiculous|too\s+long|so\s+long|long|full|a\s+(?:mess|nightmare|joke|disaster)"
    r"|(?:longer|as\s+long)\s+(?:than|as)\s+(?:my|your|both\s+my)\s+(?:arms?|legs?))"
    r"(?:\s+long)?"
)
# "my brain is broken", "brain's fried", "my head is mush": the user's own mind, not an outage
_MIND = (
    r"(?:my\s+)?(?:brain|head|mind)(?:'s|\s+is)\s+(?:(?:so|totally|completely|literally|just|officially)\s+)*"
    r"(?:broken|fried|mush|dead|gone|toast|melting|done|spinning|full|not\s+working|a\s+sieve|all\s+over"
    r"(?:\s+the\s+place)?|elsewhere)"
)
# "lovely day out", "what a gorgeous evening", "great night out yesterday"
_OUTING = (
    r"(?:what\s+an?\s+|such\s+an?\s+|an?\s+)?(?:(?:really|so)\s+)?(?:lovely|nice|beautiful|great|gorgeous|glorious"
    r"|fab|fabulous|fun|brilliant|amazing|perfect|good|grand)\s+(?:day|evening|night|morning|afternoon|weekend"
    r"|time)(?:\s+out)?(?:\s+(?:today|yesterday|tonight|with\s+\S+(?:\s+\S+)?))?"
)
# "sorry, wrong chat", "oops wrong thread", "wrong chat sorry", "ignore that, wrong window"
_MISSENT = (
    # (the apology said to the chat: "sorry lads", "sorry wuna", Pidgin "you all")
    r"(?:(?:sorry|oops|whoops|oopsie|ignore\s+(?:that|this|me)|my\s+bad)"
    r"(?:\s+(?:all|guys|lads|folks|everyone|y'?all|wuna|una|people|team))?\s*[,!.:\-–—]*\s*)*"
    r"(?:that\s+was\s+(?:meant\s+for\s+)?(?:the\s+)?|meant\s+for\s+(?:a|another|the)\s+|)?"
    r"(?:wrong|other|another)\s+(?:chat|thread|window|channel|convo|conversation|group|person|tab|dm)"
    r"(?:\s*[,!.:\-–—]*\s*(?:sorry|oops|ignore(?:\s+(?:that|this|me))?|my\s+bad))*"
    # whom it was for, after: "oops wrong chat, that was meant for Mélanie", "wrong thread - meant for my sister"
    r"(?:\s*[,!.:\-–—]*\s*(?:(?:that|it)(?:\s+one)?\s+was\s+|that's\s+)?(?:meant\s+)?for\s+(?:(?:my|our)\s+[a-z]+(?:-[a-z]+)?"
    r"|(?-i:[A-ZÀ-Ý])[\w'’\-]+(?:\s+(?-i:[A-ZÀ-Ý])[\w'’\-]+)?))?"
)
# the rest of an exclamation: a few words, never a comma, nor a promise after it ("nice to
# meet you, I'll send the deck friday" says more than hello)
_ASIDE = r"(?:\s+(?![^,;.!?]*\b(?:will|'ll|need|must|should|by|gotta|gonna)\b)[^,;.!?]*)?"
# "lovely to see you yesterday", "so good catching up", "great to finally meet you all": a
# greeting or a thank-you said as an exclamation, not a plan to see anyone
_GREETING = (
    r"(?:(?:it\s+)?(?:was|is|'s)\s+)?(?:(?:so|really|very|such\s+a)\s+)?(?:lovely|nice|great|good|wonderful|fab|fabulous"
    r"|brilliant|amazing|awesome|fun|a\s+(?:pleasure|treat|joy)|cool|sweet|glad|happy|pleased|delighted)\s+"
    r"(?:to\s+|(?=\w+ing\b))(?:finally\s+)?(?:see|seeing|meet|meeting|catch\s+up|catching\s+up|chat|chatting|talk|talking"
    r"|speak|speaking|hear|hearing|hang|hanging|have|having)\b" + _ASIDE
)
# "gotta run, ttyl", "got to dash", "brb", "gtg", "speak soon": leaving the chat, nothing to do
_SIGN_OFF = (
    r"(?:(?:gotta|got\s+to|have\s+to|need\s+to|must)\s+(?:run|dash|go|fly|bounce|split|jet)(?:\s+now)?|ttyl|brb|gtg|g2g"
    # "talk tmrw!", "speak to you soon", "chat later": when the next word will be, no one else to talk to
    r"|(?:talk|speak|chat)(?:\s+(?:to|with)\s+(?:you|u|ya|y'?all))?\s+(?:soon|later|l8r|tmrw|tmr|2moro|tomorrow"
    r"|tonight|in\s+a\s+bit|next\s+week|then|(?:on\s+)?(?:mon|tues?|wed(?:nes)?|weds|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?)"
    r"|catch\s+(?:you|ya|u)\s+later|laters|cya|see\s+(?:you|ya|u)"
    r"(?:\s+(?:later|soon|around))?)(?:\s*[,!.:\-–—]*\s*(?:ttyl|brb|gtg|bye|later|x+|cheers|speak\s+soon"
    r"|talk\s+soon))*"
)
# a mail or phone signature pasted in: "sent from my phone, sorry for typos", "Sent from my iPhone"
_SENT_FROM = (
    r"(?:sent\s+(?:from|via|using|on)\s+(?:my\s+)?(?:phone|iphone|ipad|android|mobile|cell|tablet|samsung(?:\s+galaxy)?"
    r"|galaxy|pixel|blackberry|outlook(?:\s+for\s+\w+)?|gmail|yahoo\s+mail)(?:\s+\w+)?"
    r"(?:\s*[,!.:\-–—]*\s*(?:(?:so\s+|pls\s+|please\s+)?(?:sorry|excuse|pardon|apologies|forgive|ignore|disregard|(?:don't|dont)\s+mind)\s+(?:for\s+|about\s+)?"
    r"(?:the\s+|any\s+|my\s+)?(?:typos?|brevity|errors|mistakes|autocorrect|spelling)))*)"
)
# "gotta love tuesdays", "you've got to laugh", "have to hand it to her": a figure of speech
_GOTTA_FEEL = (
    r"(?:(?:you|ya|u)\s+)?(?:gotta|got\s+to|'ve\s+got\s+to|have\s+to|gotta\s+just)\s+(?:love|luv|hate|laugh|admire"
    r"|respect|hand\s+it\s+to)\b" + _ASIDE
)
# "my heart is broken lol", "heart's full": a feeling, however it ends
_HEART = (
    r"(?:my\s+)?heart(?:'s|\s+is)\s+(?:(?:so|just|literally|totally)\s+)*"
    r"(?:broken|full|melting|racing|bursting|sinking)"
)
# "absolutely shattered", "im knackered", "feeling wiped out", "what a day": tiredness and a
# long day, said as an exclamation
_WORN_OUT = (
    r"(?:what\s+an?\s+(?:day|week|shift|morning|night|evening|weekend)(?:\s+(?:it's\s+been|that\s+was))?"
    # the day's start judged, mostly in irony: "great start to the day", "what a way to start the week"
    r"|(?:(?:what\s+an?|such\s+an?|a|great|fantastic|brilliant|lovely|perfect|awesome|amazing|fab|cracking|wonderful"
    r"|excellent|super|rough|terrible|awful|bad|good)\s+)+(?:start\s+to|way\s+to\s+(?:start|begin|kick\s+off))\s+"
    r"(?:the|my|our|this)\s+(?:day|week|morning|shift|weekend|month|year|monday|mon)"
    r"|(?:(?:i'm|im|i\s+am|am|feeling|feel|i\s+feel|so|just)\s+)*"
    r"(?:(?:absolutely|totally|completely|utterly|so|proper|properly|well|bloody|dead|fully|just|pretty|really)\s+)*"
    r"(?:shattered|knackered|exhausted|wrecked|drained|wiped(?:\s+out)?|pooped|zonked|done\s+in|cream-?crackered"
    r"|running\s+on\s+empty|dead\s+on\s+my\s+feet|worn\s+out|burnt\s+out|burned\s+out|tired|sleepy"
    r"|beat|spent)(?:\s+(?:today|tonight|now|again|after\s+(?:that|today|work)))?)"
)
# "sorry was driving", "soz, was in a meeting", "sorry i was asleep": why the user was away
_AWAY = (
    r"(?:sorry|soz|sry|apologies|oops)\s*[,!.:\-–—]*\s*(?:(?:i|I)\s+)?(?:was|were|'ve\s+been|been|i'm|im)\s+"
    r"(?:driving|asleep|sleeping|napping|cooking|eating|showering|busy|out|away|offline|afk|swamped|slammed"
    r"|(?:in|on|at|with)\s+(?:a|an|the|my)?\s*[\w'-]+(?:\s+[\w'-]+)?)"
    r"(?:\s+(?:earlier|all\s+day|for\s+a\s+bit|just\s+now|till\s+now))?"
)
# "sorry aboot that, eh, my phone died", "soz for the silence, battery was dead": why the user went quiet; a
# phone or battery dead for a while is no trouble to track ("my phone's screen is cracked" still is one)
_FLAT = (
    r"(?:sorry|soz|sry|apologies|oops)(?:\s+(?:about|aboot|abt|for)\s+(?:that|the\s+[\w'-]+(?:\s+[\w'-]+)?))?"
    r"(?:\s*[,!.:\-–—]*\s*(?:eh|mate|guys|all|y'all|lol|haha))*\s*[,!.:\-–—]*\s*"
    r"(?:my\s+)?(?:phone|cell|mobile|battery|phone\s+battery)(?:'s|\s+was|\s+had|\s+has)?\s+"
    r"(?:died|dead|was\s+dead|ran\s+out(?:\s+of\s+(?:battery|charge|juice))?|run\s+out|went\s+flat|was\s+flat|flat)"
)
# "we went to Noosa last weekend, so nice": a trip told as news, with when it was and how it went
_TRIP = (
    r"(?:we|i|I|me\s+and\s+[\w'-]+|[\w'-]+\s+and\s+(?:i|I|me))\s+(?:went|drove|flew|popped|headed|got\s+away)"
    r"\s+(?:(?:up|down|over|out|back)\s+)?to\s+[\w' -]{1,30}?\s+"
    r"(?:last\s+(?:weekend|week|night|month|\w+day)|yesterday|over\s+the\s+weekend|on\s+the\s+weekend"
    r"|this\s+(?:morning|afternoon|weekend|past\s+weekend)|on\s+\w+day)"
    r"(?:\s*[,!.\-–—]*\s*(?:(?:so|such|really|it\s+was|was|absolutely|what\s+a|loved\s+it|had\s+a)\s+[^,;.!?]*"
    + r"|" + _OUTING + r"))?"  # "…, lovely day out"
)
# "the cake is down to crumbs already", "pizza's down to one slice", "the biscuits are all gone": a treat eaten up
# (never what the house runs on: "we're down to the last carton of milk" may be a shopping to-do)
_EATEN = (
    r"(?:the|my|our|that|this|your)\s+(?:(?:birthday|leftover|last|chocolate|lemon|carrot|banana|xmas|christmas)\s+)?"
    r"(?:cake|pizza|pie|tart|biscuits|cookies|brownies|cupcakes|donuts|doughnuts|crisps|chips|sweets|lollies|candy"
    r"|chocolates?|leftovers|cheesecake|trifle|pudding|pavlova|muffins|buns|pastries|samosas|dumplings|popcorn|snacks)"
    r"(?:'s|'re|\s+is|\s+are|\s+was|\s+were)\s+(?:(?:already|now|basically|literally|pretty\s+much|just)\s+)*"
    r"(?:down\s+to\s+(?:crumbs|the\s+(?:last|crumbs)\b[\w\s]*|(?:one|two|a|half\s+a)\s+(?:slice|piece|bite|crumb)s?)"
    r"|all\s+gone|gone|demolished|devoured|decimated|history|toast)"
    r"(?:\s+(?:already|now|lol|again))*"
)
# "grandma's telling the market fire story again", "dad's on about the war again": a story retold, listened to
_RETOLD = (
    r"[\w'-]+(?:\s+[\w'-]+)?(?:'s|\s+is|\s+keeps|\s+has\s+been|'s\s+been)\s+(?:(?:literally|just|already)\s+)*"
    r"(?:telling|retelling|re-telling|told|on\s+about|going\s+on\s+about|banging\s+on\s+about)\s+"
    r"(?:(?:the|that|this|his|her|their|a|an|same|old|whole)\s+)+(?:[\w'-]+\s+){0,3}?"
    r"(?:story|stories|joke|jokes|tale|tales|anecdote|anecdotes)(?:\s+(?:again|for\s+the\s+\w+\s+time|lol))*"
)
# "rest in peace to my phone battery 🪦", "rip my earbuds", "pour one out for the old kettle": a thing mourned in
# jest (a trouble worth tracking is said as one: "my phone battery died")
_MOURNED = (
    r"(?:rest\s+in\s+peace|r\.?i\.?p\.?|pour\s+one\s+out|press\s+f|gone\s+but\s+not\s+forgotten)"
    r"(?:\s+(?:to|for))?\s+(?:my|our|the|your|his|her|their)\s+[\w'-]+(?:\s+[\w'-]+){0,2}"
)
# "worked 3 twelves in a row, dead on my feet", "long shift, knackered", "did a double, wiped out": the
# stint told, then how worn out it left the user (a deed with its thing, "sent the deck, knackered", is
# left to the done reader: only a stint of work is told here)
_STINT = (
    r"(?:(?:worked|pulled|did|done|covered|had|finished|survived|just\s+did|just\s+finished)\s+"
    r"(?:(?:a|an|another|my|the|\d+|two|three|four|five|six|seven|back[\s-]to[\s-]back)\s+)*"
    r"(?:(?:long|double|night|early|late|extra|busy|brutal|\d+\s*(?:hr|hour)|\w+-hour)\s+)*"
    r"(?:shifts?|doubles?|twelves|nights|lates|earlies|weeks?|days|overtime|hours|hrs)"
    r"(?:\s+(?:in\s+a\s+row|straight|back[\s-]to[\s-]back|on\s+the\s+trot))?"
    r"|(?:(?:a|another|such\s+a|what\s+a)\s+)?(?:(?:long|busy|crazy|mad|brutal|hectic|rough|double|night"
    r"|back[\s-]to[\s-]back|\d+\s*(?:hr|hour)|twelve[\s-]hour)\s+)+(?:shifts?|days|nights?|weeks?))"
    r"\s*(?:[,;.!]+|\s[-–—])\s*" + _WORN_OUT
)
_AFTERWORD = r"(?:\s*(?:lol|lmao|haha\w*|hehe\w*|xx*|:\)|:\(|[\U0001F300-\U0001FAFF\u2600-\u27BF]))*"
_IDLE = gated(re.compile(
    r"^(?:"
    + "|".join((_HEAP, _MIND, _OUTING, _MISSENT, _GREETING, _SIGN_OFF, _GOTTA_FEEL, _HEART, _WORN_OUT, _AWAY, _FLAT,
                   _TRIP, _SENT_FROM, _EATEN, _RETOLD, _MOURNED, _STINT))
    + r")"
    + _AFTERWORD + r"\W*$",
    _I,
))

# A promise told as a story: someone promised (or said they would) in the past, and it never
# happened, or it was long ago. "promised to fix the fence last year and never did".
_PROMISED = (
    r"\b(?:promised|swore|said\s+(?:he|she|they|I)(?:'d|\s+would)|was\s+going\s+to|were\s+going\s+to"
    r"|kept\s+saying|used\s+to\s+(?:promise|say))\b"
)
_NEVER = (
    r"\b(?:(?:and|but)\s+)?(?:(?:he|she|they|I|it)\s+)?(?:never\s+(?:did|does|has|have|had|came\s+through"
    r"|happened|followed\s+through|got\s+(?:round|around)\s+to\s+it)|didn't|did\s+not|never\s+\w+ed)\b"
    # "… but na lie" (pidgin: it's a lie), "… but he lied", "… but it was all talk", "… but as usual nothing",
    # "… but she flaked": the promise told as broken, said after "but"
    r"|\bbut\s+(?:(?:as\s+usual|of\s+course|lol|smh)\s*,?\s+)?(?:(?:(?:he|she|they)\s+)?(?:lied|flaked|bailed)"
    r"|(?:na|it\s+was|it's|that\s+was|twas)\s+(?:all\s+)?(?:a\s+)?(?:lie|lies|cap|talk|wahala)"
    r"|nothing(?:\s+(?:came|showed|happened))?)(?:\s+(?:lol|smh|again|o|sha|as\s+usual))*\W*$"
)
_LONG_AGO = (
    r"\b(?:last\s+(?:year|summer|winter|spring|autumn|fall|christmas|decade)|years?\s+ago|ages\s+ago"
    r"|months\s+ago|back\s+in\s+(?:the\s+day|\d{4}|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*)"
    r"|in\s+(?:19|20)\d\d)\b"
)
# … or kept already: "promised us the best palusami ever and honestly he delivered", "… and she did"
_KEPT = (
    r"\b(?:and|&)\s+(?:(?:honestly|totally|actually|boy|oh\s+boy|wow|yeah|sure\s+enough|man|omg)\s*,?\s+)*"
    r"(?:(?:he|she|they|it)\s+(?:(?:totally|really|actually|absolutely|so|def(?:initely)?)\s+)?(?:delivered|did"
    r"|came\s+through|kept\s+(?:his|her|their|the)\s+(?:word|promise))|did\s+(?:he|she|they)\s+(?:ever\s+)?"
    r"(?:deliver|come\s+through))\b(?!\s+(?:not|nothing))"
)
_STORY = gated(re.compile(_PROMISED + r".*(?:" + _NEVER + r"|" + _LONG_AGO + r"|" + _KEPT + r")", _I))
# the whole sentence a promise kept: "Tavita promised us the best palusami ever and honestly he delivered"
# (never "… and she did": a to-do promised and done, which may finish one recap keeps)
_KEPT_STORY = re.compile(
    _PROMISED + r".*" + _KEPT.replace(r"(?:delivered|did", r"(?:delivered")
    + r"(?:\s+(?:lol|haha\w*|tbh|fr|again))?\W*$",
    _I,
)


_SIGNATURE = re.compile(r"^" + _SENT_FROM + _AFTERWORD + r"\W*$", _I)


def signature(text: str) -> bool:
    """Whether ``text`` is a phone or mail signature pasted in ("sent from my phone, sorry for typos")."""
    return _SIGNATURE.match(text.strip()) is not None


def idle(text: str) -> bool:
    """Whether ``text`` (a sentence) is a figure of speech or a message sent to the wrong chat."""
    return bool(_IDLE.match(text.strip()))


def kept_story(text: str) -> bool:
    """Whether ``text`` is all a promise told as kept already ("promised us the best palusami ever
    and honestly he delivered"): praise, nothing to track or finish."""
    return bool(_KEPT_STORY.search(text.strip()))


def story(clause: str) -> bool:
    """Whether ``clause`` tells of a promise that is past ("… last year and never did")."""
    return bool(_STORY.search(clause))
