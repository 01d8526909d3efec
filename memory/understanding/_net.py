"""The last safety net: what a message that stored nothing and showed no sign may still mean.

:mod:`._signs` asks only when the words carry a recognised sign (obligation words, a date with
a to-do verb, a change verb). What is left is split in two here:

- :func:`small_talk`: greetings, thanks, acknowledgements, feelings, jokes, weather, stories
  of the past and news cheered. Recap stays quiet about these (a brief acknowledgement).
- Everything else that holds a verb phrase about a person, a thing or a time is a message
  recap did not understand, and it asks one short question with the likeliest reading:
  :func:`likely_todo` finds a to-do said in a shape the forms do not read ("asap get the van
  inspected", "kindly send the quote to Mr. Rao", "I go collect the fabric on monday",
  "Jorge is doing the bank run tomorrow"); the caller (:func:`memory.asks.never_silent`) also
  offers the open commitments the words touch ("insurer's been chased", "advisor gave me till
  the 15th").

Each reading only ever leads to a question, never to a stored change, so it reaches wider
than the forms; it stays narrow where small talk uses the same words. Written by hand: the
small-talk words are closed lists of chat English that no library holds.
"""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import datetime
from zoneinfo import ZoneInfo

from memory.understanding._agenda import SETTLED
from memory.understanding._commitment_intro import TODO_VERBS
from memory.understanding._due_doubt import settled_half
from memory.understanding._forecast_told import forecast_told
from memory.understanding._group_they import group_plan_told
from memory.understanding._idle import signature, story
from memory.understanding._issue_guards import BODY, CURRENCY, WILDLIFE, others_trouble
from memory.understanding._kin import KIN_WORDS
from memory.understanding._life_tag import life_sign_off
from memory.understanding._my_day import my_day
from memory.understanding._past_blip import flat_battery
from memory.understanding._phrases import _I, _Ctx
from memory.understanding._prefilter import gated
from memory.understanding._regrets import regretting
from memory.understanding._repeats import routine_clock, said_to_repeat
from memory.understanding._third_party_news import own_trip, takes_no_part
from memory.understanding.intents import NewCommitment
from memory.understanding.timex import DateSpec, find_spans, has_date_words

MAX_WORDS = 20  # longer messages that nothing read are a story or chatter, not one thing to do
MIN_WORDS = 2  # a verb and its object
_PUNCT = " ,.;:!?-–—"
# the family and friends said together, who come home from a trip ("the cousins", "the boys", "the girls")
_FOLK = frozenset({"family", "fam", "boys", "girls", "lads", "gang", "crew", "folks", "guys", "relatives", "rellies"})

# --------------------------------------------------------------------------- small talk

_GREETING = re.compile(
    r"^(?:hi+|hey+|hello|hiya|yo|sup|gm|gn|morning|evening|night|good\s+(?:morning|afternoon|evening|night)"
    r"|bye|ciao|ttyl|brb|see\s+(?:you|ya|u)|happy\s+\w+|merry\s+\w+|thanks?|thank\s+(?:you|u)|thx|ty|cheers"
    r"|ta|merci|gracias|danke|asante|obrigad[oa]|webale|weebale|mahalo|shukran|spasibo|dziękuję|dzieki|dzięki"
    # thanks as the Pacific, the Arctic, the Nordics and southern Africa say it: "fa'afetai lava for the cake Sina"
    r"|fa['’]?afetai|malo\s+(?:aupito|lava)|vinaka|mauruuru|qujanaq|takk|(?:tusind|mange)\s+tak|kiitos|grazie"
    r"|arigato|dankie|ngiyabonga|siyabonga|enkosi|ke\s+a\s+leboga|tatenda|terima\s+kasih|salamat"
    r"|ok(?:ay)?|k|kk|cool|sure|nice|great|perfect|got\s+it|noted"
    r"|sounds\s+good|fair\s+enough|no\s+worries|np|lol|haha\w*|lmao|test(?:ing)?|sorry|good\s+luck"
    r"|have\s+a\s+(?:good|great|nice|lovely)\b)\b",
    _I,
)
# feelings, opinions and jokes: "so tired", "what a game", "can't believe it's june", "legs are dead"
_FEELING = re.compile(
    r"(?<![\w'-])(?:lol|lmao|rofl|haha\w*|jk|tgif|ugh|omg|wow|yay|woo+|phew|meh|tired|exhausted|knackered|shattered"
    r"|stressed|bored|boring|excited|nervous|anxious|happy|sad|gutted|proud|hilarious|funny|lovely|amazing"
    r"|awesome|awful|terrible|brilliant|fantastic|gorgeous|delicious|love|loved|hate|hated|enjoyed|miss"
    r"|can'?t\s+believe|can\s+(?:you|u)\s+believe|can'?t\s+wait|what\s+a|such\s+a|i\s+wish|feel|feels|feeling|felt|weather|rain(?:ing|y)?"
    r"|sunny|snow(?:ing)?|hot|cold|freezing|forecast|windy|wind(?!\s+(?:up|down|back|it|the|this|that))|gales?|storm(?:s|y)?"
    r"|fog(?:gy)?|drizzl(?:e|y|ing)|hail(?:ing)?|sleet|overcast|cloudy|humid|muggy|chilly|breezy|heat\s*wave"
    r"|lifesaver|legend|dragging|long\s+day|busy\s+day|rough\s+day"
    # praise handed out: "big shoutout to the ops team today", "kudos to Lena", "hats off to the crew"
    r"|shout[\s-]?outs?\s+to|kudos|props\s+to|hats\s+off|big\s+up|mad\s+respect"
    r"|note\s+to\s+self|wrong\s+chat|never\s+understand|no\s+way|wish\s+me\s+luck|fingers\s+crossed|about\s+to"
    # complaints: "reminder letters from the council are so annoying", "fed up of the rain"
    r"|annoying|annoyed|irritating|infuriating|frustrating|fed\s+up|sick\s+of|drives?\s+me\s+(?:mad|nuts|crazy)"
    # a moan announced: "need to vent: the matatu guy overcharged me again", "rant incoming"
    r"|(?:need|needa|gotta|have|got)\s+(?:to\s+)?(?:vent|rant|scream)|(?:rant|vent)(?:ing)?\s+(?:incoming|alert|time)"
    # a shrug or a wish about what is done: "kinda wish i'd booked it, oh well"
    r"|oh\s+well|wish\s+(?:i|we)(?:'d|\s+had|\s+hadn'?t)"
    # a verdict on the day or the news: "zero plans, bliss", "concert got cancelled, bummer", "fined €2, worth
    # it", "engineering degree finally paying off" (said of the user's own skill, a joke)
    r"|bliss|blissful|bummer|worth\s+it|what\s+a\s+shame|such\s+a\s+shame|shame|typical|classic|c'est\s+la\s+vie"
    r"|(?:degree|training|skills?|practice|years\s+of\s+\w+)\s+(?:is\s+|are\s+)?(?:finally\s+)?paying\s+off"
    # a loss mourned in jest, a view admired, a lie-in, a run of energy: "out of baguettes again, tragic", "pretty
    # view", "sleeping till noon", "Nalisa's on a moving streak", "off to watch 🎆"
    r"|tragic|devastating|heartbreaking|(?:pretty|nice|gorgeous|great|amazing|lovely|stunning)\s+(?:view|sight|sunset)s?"
    r"|sleeping\s+(?:in|till|until|all\s+day)|lie[\s-]in|on\s+a\s+(?:[\w-]+\s+)?(?:streak|roll)|off\s+to\s+(?:watch|see|enjoy)"
    # a room or a look admired: "room looks huge now", "garden looks amazing"
    r"|looks?\s+(?:(?:so|way|much)\s+){0,2}(?:huge|massive|great|amazing|better|gorgeous|stunning|tiny|incredible))(?![\w'-])"
    r"|[\U0001F600-\U0001F64F\U0001F970-\U0001F97A\U0001F389\U0001F38A\U0001F973\u2615\u2614\u2600]",
    _I,
)
# the past told as a story: "we watched the match", "the shop was rammed today", "had a great weekend"
_PAST = re.compile(
    r"\b(?:was|were|went|had|did|watched|saw|met|came|got\s+back|spent|played|ate|drank|slept|finished|won|landed|arrived"
    r"|didn'?t|did\s+not|couldn'?t|could\s+not|never\s+got|yesterday|last\s+(?:night|week|weekend|month|year)"
    r"|this\s+morning|earlier|ago)\b",
    _I,
)
# a thing's news in the past tense, said first: "the clinic flooded during Ondoy back in 2009", "the
# strike ended on the 12th" (with nothing to do said after it: "…, need to call someone")
_PAST_NEWS = re.compile(
    r"^(?:the|our|my|his|her|their)\s+(?:[\w'-]+\s+){0,2}(?!need|want|speed|feed|seed)[a-z]{3,}ed\b"
    r"|\bback\s+in\s+(?:19|20)\d\d\b",
    _I,
)
# what looks ahead, though said in the past tense: "the landlord promised to fix the gutter by friday"
_OBLIGED = re.compile(
    r"\b(?:need|needs|gotta|must|have\s+to|has\s+to|remind|should|will|'ll|going\s+to"
    r"|(?:promised|agreed|offered|arranged|planned|asked\s+me)\s+to)\b",
    _I,
)
# a measure said to have fallen or risen to a figure: "build time is down to 4 min after the cache
# change", "staging refresh is down to 5 min now", "coverage's up to 80%" (news of progress, no fault)
_MEASURE_NOW = re.compile(
    r"^(?:(?:the|my|our)\s+)?[\w'-]+(?:\s+[\w'-]+){0,3}?(?:\s+(?:is|are|has\s+(?:come|gone)|have\s+(?:come|gone)"
    r"|went|came|dropped|fell|got)|'s|'re)(?:\s+(?:now|finally|already))?\s+(?:down|up)\s+to\s+[~≈<>]?[$£€]?\d",
    _I,
)
# a currency or a market said moving: "the naira is crashing again smh", "pound's tanking", "the markets are down
# again" (news of the world, no thing of the user's broken)
_MARKET_MOVES = re.compile(
    r"^(?:" + CURRENCY + r"|(?:the\s+)?(?:stock\s+)?markets?|(?:the\s+)?stocks|(?:the\s+)?shares|crypto|bitcoin|btc"
    r"|(?:the\s+)?(?:ftse|nasdaq|dow|nse|jse|s&p))(?:\s+(?:is|are|was|were|has\s+been|have\s+been|keeps?)|'s|'re)?"
    r"(?:\s+(?:still|just|really|totally|completely))?\s+(?:crashing|crashed|tanking|tanked|plunging|plummeting|falling"
    r"|collapsing|sliding|slumping|down|up|rising|soaring|recovering|dropping)\b",
    _I,
)
# something played over and over: "that song has been on repeat since march, send help"
_ON_REPEAT = re.compile(
    r"\b(?:song|album|track|tune|playlist|record|show|series|film|movie|podcast|ep|single|audiobook|jingle)s?"
    r"(?:\s+(?:has|have))?(?:\s+been|'s\s+been|\s+is|\s+are|\s+was|\s+stays?)\s+(?:stuck\s+)?on\s+(?:repeat|loop)\b",
    _I,
)
# nature seen, the season turning: "the puffins are back on the cliffs", "cherry blossoms are out", "swallows
# are back" (never a pest: "the mice are back in the kitchen" is a problem to ask about)
# nothing new, said as a report: "nowt to report, quiet shift for once", "nothing to report today", "not much to
# report tbh" ("nowt", "owt": northern English for nothing, anything)
_NOTHING_NEW = re.compile(
    r"^(?:(?:all\s+)?quiet\s*[,.!-]*\s*)?(?:nothing|nowt|not\s+much|nada|zilch|sod\s+all|naff\s+all)\s+(?:new\s+|much\s+)?"
    r"to\s+report\b[^,.;!?]*(?:[,.;!-]\s*(?:(?:a|another|very|pretty|nice|dead)\s+)?quiet\s+(?:shift|day|night|week|one)"
    r"(?:\s+for\s+once|\s+today|\s+tonight|\s+again)?)?[\s.!🙏👍😴]*$",
    _I,
)
_NATURE = re.compile(
    r"^(?:(?:the|our|my)\s+)?(?:[\w'-]+\s+)?" + WILDLIFE + r"(?:\s+(?:are|is)|'re|'s)\s+(?:back|out|here|everywhere"
    r"|in\s+bloom|blooming|turning|migrating|nesting|arriving|out\s+in\s+force)\b",
    _I,
)
# the weather or the roads told as news, a verb's subject: "rain's supposed to clear by 4", "fog should lift
# by 10", "traffic's meant to ease after 6" (no one's to-do, though a time is said); never "forecast" or "heat",
# which name a report and a supply too ("forecast's in Layla's inbox", "heat's off in 3A")
_WEATHER_NEWS = re.compile(
    r"^(?:(?:the|this|that|all\s+this)\s+)?(?:weather|rain|snow|sun|storm|fog|wind|heat\s*wave|traffic"
    r"|clouds|drizzle|sleet|hail|frost|mist|sky|skies)(?:'s|\s+(?:is|are|was|should|will|might|may|could|has|'ll"
    r"|keeps|looks|seems|supposed|meant|gonna|going))\b",
    _I,
)
# a day out or a show moved to another place, told as news: "they moved the concert to the malecón, way better",
# "the bbq got moved indoors", "we moved the party to the backyard" (where it is, nobody's to-do; never a date:
# "they moved the concert to friday" may move a to-do, and never a meeting, a class or an appointment: "the
# meeting moved to room 4" is where the user must be)
_OUTING_MOVED = re.compile(
    r"^(?:(?:they|we|organi[sz]ers|the\s+organi[sz]ers|the\s+council|the\s+city)\s+(?:have\s+|'ve\s+|just\s+|finally\s+)?"
    r"(?:moved|shifted|switched|relocated|changed)\s+(?:the|our|this\s+year's|tonight's|today's)\s+(?P<a>[\w'-]+(?:\s+[\w'-]+)?)"
    r"|(?:the|our|this\s+year's|tonight's|today's)\s+(?P<b>[\w'-]+(?:\s+(?!(?:has|have|was|is|been|got|just|finally)\b)[\w'-]+)?)(?:'s|\s+(?:has|have|was|is))?"
    r"(?:\s+(?:been|got|just|finally))*\s+(?:moved|shifted|switched|relocated))"
    r"\s+(?:to\s+(?:the\s+)?\S|indoors\b|inside\b|outside\b|outdoors\b|under\s+cover\b|down\s+to\s+the\s+\S)",
    _I,
)
_OUTING = re.compile(
    r"\b(?:concert|gig|show|parade|festival|fest|carnival|fireworks|fair|market|party|bbq|barbecue|braai|picnic"
    r"|cookout|match|game|race|marathon|fun\s+run|screening|performance|recital|dance|disco|rave|jam|street\s+party"
    r"|fiesta|celebrations?|procession|gathering|get-together|reunion|potluck|singalong|karaoke|quiz)$",
    _I,
)
# people of the family home again from a trip: "the cousins are back from Jarabacoa", "the kids are back from camp",
# "my parents got back from Lisbon" (never leave or work: "Ana's back from leave" is her status)
_HOME_AGAIN = re.compile(
    r"^(?:(?:the|my|our|all\s+the)\s+)?(?P<who>[\w-]+)(?:\s+(?:are|is|were|was)|'s|'re)?\s+(?:(?:finally|all|just|safely"
    r"|now)\s+)*(?:back|home|got\s+back|came\s+back|made\s+it\s+back)\s+(?:home\s+)?from\s+(?!(?:\w+\s+)?(?:leave"
    r"|sick|secondment|sabbatical|furlough|suspension|work|the\s+office|hospital|rehab)\b)\S",
    _I,
)
# a body worn out by an effort: "my voice is totally broken from belting the anthem", "legs are shot after
# that hike", "voice is gone from all the cheering" (the "my" dropped); said without the effort, "my back is
# broken" may be an injury to ask about
_BODY_WORN = re.compile(
    r"^(?:(?:my|our)\s+)?(?:" + BODY + r")(?:'s|'re|\s+is|\s+are)\s+(?:(?:totally|completely|so|absolutely|literally"
    r"|properly|well|fully|just|kinda|pretty|really|super)\s+)*(?:broken|shot|gone|dead|destroyed|wrecked|fried|toast|done"
    r"|ruined|hoarse|croaky|killing\s+me|sore|aching|achy|stiff|burning|numb|throbbing|raw"
    # the words for a machine gone, said of a body worn out the world over: "my voice is banjaxed from the singing"
    r"|banjaxed|knackered|cooked|munted|buggered|stuffed|busted|bust|kaput|goosed|hammered|spent|in\s+bits"
    r"|in\s+pieces)\s+(?:from|after)\s+\S",
    _I,
)
# a line closed by a verdict that vouches for it: "Aunty Dirra runs that kitchen, no question", "best
# pho in town, hands down" (praise; read as nothing, it holds nothing to keep or ask about)
_VOUCHED = re.compile(
    r"[,;.!-]\s*(?:no\s+question(?:\s+about\s+it)?|no\s+doubt(?:\s+about\s+it)?|hands\s+down|no\s+contest"
    r"|without\s+a\s+doubt|no\s+cap|for\s+real|fr|period|full\s+stop|end\s+of|and\s+then\s+some"
    r"|(?:i|we)\s+swear)[\s!.]*$",
    _I,
)
# a show the whole town may watch, and only when it is on: "fireworks at 8 tonite 🎆", "the parade starts at
# 10", "eclipse tmrw morning" (never a plan the user states: "we're doing fireworks at 8" or "need to …")
_SPECTACLE = re.compile(
    r"^(?:the\s+|tonight's\s+|tonite's\s+)?(?:fireworks?|parade|procession|fly-?past|air\s+show|light\s+show"
    r"|drone\s+show|eclipse|meteor\s+shower|northern\s+lights|aurora|countdown|lantern\s+release|sunset|sunrise)"
    r"(?:'s|'re|\s+(?:is|are|start|starts|kick\s+off|kicks\s+off|begins?|go\s+off|goes\s+off))?"
    r"(?P<when>\s+(?:at|@|from|around|by|on|tonight|tonite|tomorrow|tmrw|this|next|\d).*)$",
    _I,
)
# what a "when" may carry besides its words: emoji, punctuation, "apparently"
_NOT_WORDS = re.compile(r"[^\w:.\s]|\b(?:apparently|i\s+think|i\s+heard|btw|fyi|lol)\b|\.(?=\s|$)", _I)
# the words of a when: "at 8 tonite", "tmrw from 9pm", "on the 4th", "sat night"
_WHEN_WORD = re.compile(
    r"at|@|from|around|about|by|on|the|this|next|till|until|to|tonight|tonite|tomorrow|tmrw|tmr|today|morning|afternoon"
    r"|evening|night|noon|midnight|midday|dusk|dawn|sharp|o'?clock|ish|(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri"
    r"|sat(?:ur)?|sun)(?:day)?|\d{1,2}(?:[:.]\d{2})?(?:am|pm|h)?|\d{1,2}(?:st|nd|rd|th)",
    _I,
)
# a show, a record or a game out on a day, told as news: "the new season drops friday!!", "new Taylor album
# comes out tmrw" (nobody's to-do; a "need to"/"remind me" said with it still reads)
_RELEASE = re.compile(
    # (said after when: "next month the sea ice report gets published, big deal for the scientists")
    r"^(?:(?:next|this|later\s+this)\s+(?:week|month|year|spring|summer|autumn|fall|winter)\s+|(?:tomorrow|tmrw|today)\s+)?"
    r"(?:the\s+)?(?:new\s+)?(?:[\w'-]+\s+){0,3}?(?:season|episode|ep|album|single|record|movie|film|series|show|game"
    r"|trailer|book|novel|sequel|finale|premiere"
    # what a body publishes for all to read: "the sea ice report gets published", "the census results come out"
    r"|report|study|paper|results|findings|census|survey|rankings|statistics|stats)s?(?:'s|\s+(?:is|are))?"
    r"\s+(?:drops?|dropping|comes?\s+out|coming\s+out"
    r"|out|releases?|released|premieres?|premiering|airs?|airing|lands?|landing"
    r"|(?:gets?|getting|will\s+be|is\s+being|are\s+being)\s+(?:published|released|announced))\b",
    _I,
)
# a share paid into a pot someone else keeps: "paid my share of the beer fund, Jóannes keeps the list"
_SHARE_PAID = re.compile(
    r"^(?:i\s+)?(?:just\s+|finally\s+|already\s+)?(?:paid|sent|put\s+in|chipped\s+in|transferred)\s+(?:in\s+)?"
    r"(?:my\s+(?:share|bit|part|cut|half|portion))\b",
    _I,
)
# a photo taken, told as a story: "the man at the gate snapped a selfie with us", "took some great shots"
# an animal's mischief told as a story: "the apes up the Rock nicked my crisps, total disaster 🐒", "a seagull
# stole my chips" (nothing to keep, however the second opinion scores "disaster")
_ANIMAL_MISCHIEF = re.compile(
    r"^(?:(?:the|a|an|some|this|that|these|those|our|my|one\s+of\s+the)\s+)?(?:[\w'-]+\s+)?(?:apes?|monkeys?|macaques?"
    r"|baboons?|(?:sea)?gulls?|pigeons?|crows?|magpies?|foxe?s?|squirrels?|raccoons?|possums?|goats?|geese|goose"
    r"|ducks?|parrots?|cockatoos?|kangaroos?|llamas?|dogs?|cats?|pupp(?:y|ies)|kittens?)\b(?:\s+[\w'-]+){0,4}?"
    r"\s+(?:nicked|stole|snatched|grabbed|ate|took|swiped|pinched|ran\s+off\s+with|made\s+off\s+with|pooped\s+on)"
    r"\s+(?:my|our|his|her|their|all\s+(?:my|our|the)|half\s+(?:my|our|the))\b",
    _I,
)
# a treat someone brought in, told as news of the day: "the new intern brought cake 🎂", "Raj baked brownies
# for everyone" (never "bring cake to the party sat": a to-do, which has no past tense)
_TREAT_BROUGHT = re.compile(
    r"^(?!(?:i|we)\b)(?:[\w'-]+\s+){1,3}?(?:brought|baked|made|bought|got)\s+(?:(?:in|us|everyone|the\s+team)\s+)?"
    r"(?:(?:some|a|the|loads\s+of|a\s+box\s+of|homemade|fresh)\s+)?(?:[\w'-]+\s+)?(?:cakes?|cupcakes?|brownies|biscuits"
    r"|cookies|doughnuts|donuts|pastries|croissants|muffins|pizza|sweets|chocolates?|treats|snacks|bagels|baklava)"
    r"(?:\s+(?:in|for\s+(?:everyone|us|the\s+team|the\s+office)|today|this\s+morning))*[\s!.]*\W*$",
    _I,
)
_PHOTO_TAKEN = re.compile(
    r"\b(?:snapped|took|grabbed|got)\s+(?:a|an|some|the|this|that|loads\s+of|lots\s+of|a\s+few|a\s+couple(?:\s+of)?|\d+)"
    r"\s+(?:[\w'-]+\s+){0,2}(?:pics?|photos?|pictures?|shots?|selfies?|snaps?|snapshots?|photographs?|videos?|vids?)\b",
    _I,
)
_QUESTION = re.compile(r"\?\s*$|^(?:what|why|how|who|where|when|is|are|can|could|would|do|does|did)\b", _I)
# a date or time said to stand as it is: "that date's fine actually", "friday's fine after all", "the
# 12th works", "time is ok as is": nothing to change and nothing new
_LEFT_AS_IS = re.compile(
    r"^(?:(?:no|nah|oh|ok|okay|actually|wait)[,\s]+)*(?:(?:that|the|this|your)\s+)?(?:date|day|time|deadline|due\s+date"
    r"|slot|one|(?:mon|tues|wednes|thurs|fri|satur|sun)day|tmrw|tomorrow|the\s+\d{1,2}(?:st|nd|rd|th))"
    r"(?:'s|\s+is|\s+still|\s+is\s+still)?\s+(?:fine|ok|okay|good|great|perfect|right|correct|works|(?:is\s+)?good\s+to\s+go)"
    r"(?:[,\s]+(?:actually|then|after\s+all|as\s+is|as\s+it\s+is|tbh|for\s+now))*[\s!.]*$",
    _I,
)
# work going on, told as progress: "working on the deck now, slow going", "the new intern is fixing the
# onboarding docs, she's great", "halfway through the marking": nothing done, moved or due (said with
# a day, it is a plan: "Jorge is doing the bank run tomorrow")
_IN_PROGRESS = re.compile(
    r"^(?:(?:still|currently|now|just)\s+)?(?:(?:i'm|im|i\s+am|we're|were|we\s+are|(?:the|my|our)\s+(?:[\w'-]+\s+){0,2}?"
    r"[\w'-]+(?:\s+is|'s|\s+are|'re)|[A-Z][\w'-]+(?:\s+is|'s))\s+)?(?:still\s+|currently\s+|now\s+|busy\s+)?"
    r"(?:working\s+on|(?:fixing|doing|writing|sorting|redoing|rewriting|updating|tidying|cleaning|painting|building"
    r"|drafting|editing|reviewing|marking|chipping\s+away\s+at|plugging\s+away\s+at|getting\s+through|making"
    r"\s+progress\s+on|halfway\s+(?:through|thru)|partway\s+(?:through|thru)|deep\s+in|knee[\s-]deep\s+in|on"
    # a start or a wait, nothing finished: "started the toast", "still waiting to hear back on the refund"
    r"|started(?:\s+on)?|began|waiting\s+(?:to\s+hear\s+back\s+)?(?:on|for|about))\s+(?:the|my|our|his|her|their"
    r"|some|a)\b)",
)
# an attempt, not a thing done: "tried calling Rekha, no answer", "tried to ring the council"
_ATTEMPT = re.compile(r"^(?:(?:i|we)\s+)?(?:(?:just|already)\s+)?tried\s+(?:to\s+[a-z]+|[a-z]{3,}ing)\b", _I)
_AHEAD = re.compile(r"\b(?:need|needs|gotta|must|have\s+to|has\s+to|will|'ll|going\s+to|gonna|by|until|till|due|done"
                    r"|finished|sent|cancel\w*|move|push|postpone\w*)\b", _I)


# a verdict in slang or a stock simile, praise or mockery: "it's giving main character energy 💅", "the new nurse on
# my floor is sweet as pie", "that meeting was dull as dishwater"
_SLANG_VERDICT = re.compile(
    r"^(?:it's|its|it\s+is|this\s+is|that's|thats|they're|she's|he's)\s+giving\b"
    r"|\b(?:is|are|was|were|'s|'re)\s+(?:(?:so|as|just)\s+)?(?:sweet\s+as\s+pie|cute\s+as\s+a\s+button"
    r"|dull\s+as\s+dishwater|fit\s+as\s+a\s+fiddle|good\s+as\s+gold|right\s+as\s+rain|mad\s+as\s+a\s+hatter"
    r"|sharp\s+as\s+a\s+tack|cool\s+as\s+a\s+cucumber|happy\s+as\s+a\s+clam|busy\s+as\s+a\s+bee)\b",
    _I,
)


# a hold-on said to whoever waits, and what keeps the user a moment: "coming, one sec, chasing the envelope bag",
# "omw, just parking", "hang on, finding my keys"
_HOLD_ON = re.compile(
    r"^(?:coming|one\s+sec|one\s+min|1\s+sec|sec|just\s+a\s+(?:sec|min|mo|minute|second)|hang\s+on|hold\s+on|omw"
    r"|on\s+my\s+way|be\s+right\s+there|(?:two|2)\s+(?:secs|mins)|in\s+a\s+(?:sec|min))\b[\s,!.…:;\-–—]*",
    _I,
)

# what keeps the user that moment, after the hold-on: "finding my keys", "just parking", "still looking for a spot"
_MOMENT_DOING = re.compile(
    r"(?:(?:i'm|im|i\s+am|we're|were|we\s+are|just|still|busy|currently)\s+)*"
    r"[a-z]{2,}ing\b[^,;.!?]*[\s!.…]*$",
    _I,
)

# whose turn it is, someone else's: "next month it's the Albuquerque crew's turn to host us", "it's Ana's turn to
# cook" (never the user's own: "it's my turn to host", "our turn")
_THEIR_TURN = re.compile(
    r"\b(?:it's|its|it\s+is|it'll\s+be|it\s+will\s+be)\s+(?!(?:my|our|me|us)\b)(?:the\s+)?[\w'’-]+(?:\s+[\w'’-]+){0,2}?"
    r"['’]s?\s+turn\b(?!.*\b(?:i|we)\s*(?:'ll|\s+will|\s+need|\s+have|\s+must|\s+should)\b)",
    _I,
)


def held_a_moment(text: str) -> bool:
    """Whether ``text`` is only a hold-on and what the user is at that moment ("hang on, finding my
    keys", "one sec, grabbing a coffee"): an aside of the moment, no to-do ("hang" is no task), never
    with a need or a day ("hang on, need to find my keys", "sec, finding a plumber tomorrow")."""
    said = text.strip()
    m = _HOLD_ON.match(said)
    if m is None or _OBLIGED.search(said) or _AHEAD.search(said) or has_date_words(said):
        return False
    return _MOMENT_DOING.match(said, m.end()) is not None


# a hold-on said first, set apart by its comma, before a need: "hang on, need to find my keys" (never "hold on to
# the receipts")
_HOLD_ON_FIRST = re.compile(
    r"^\s*(?:hang|hold)\s+on\s*(?:[,!.…:;]+|\s[-–—]+)\s*(?=(?:i\s+)?(?:need|needs|gotta|got\s+to|have\s+to|must|should)\b)",
    _I,
)  # (only before a need: "hang on - brunch … at 11:15" puts a to-do right)


def without_hold_on(text: str) -> str:
    """``text`` without a hold-on said first ("hang on, need to find my keys": the need alone; "hang"
    is no task)."""
    return _HOLD_ON_FIRST.sub("", text, count=1)


# someone else's life event, told: "Talafou's sister is getting married in Funafuti in january", "Tom's wife is
# expecting", "my neighbour is turning 90 on sunday" (never the user's own: "we're getting married in june")
_THEIR_LIFE_EVENT = re.compile(
    r"^(?!(?:i|we|i'm|im|we're|were|me|us)\b)(?:(?:my|our|his|her|their)\s+|(?-i:[A-Z])[\w'’-]+['’]s\s+)?"
    r"(?!(?:i|we)\b)[\w'’-]+(?:\s+[\w'’-]+){0,2}?\s*(?:\s(?:is|are)|['’]s|['’]re)\s+(?:getting\s+(?:married|engaged|hitched)"
    r"|having\s+(?:a\s+baby|a\s+boy|a\s+girl|twins)|expecting(?:\s+(?:a\s+baby|twins))?|turning\s+\d+|graduating)\b",
    _I,
)


def small_talk(text: str) -> bool:
    """Whether ``text`` is chat to acknowledge, not something to keep or ask about."""
    said = text.strip()
    if not said or not re.search(r"[a-z]{2}", said, _I):
        return True  # "🙏🙏", "👍"
    return bool(
        _GREETING.match(said) or _FEELING.search(said) or _PAST.search(said) or _QUESTION.search(said)
        or _LEFT_AS_IS.match(said) is not None
        or (_PAST_NEWS.search(said) and not _OBLIGED.search(said))
        or (_IN_PROGRESS.match(said) is not None and not _AHEAD.search(said) and not has_date_words(said))
        or (_ATTEMPT.match(said) is not None and not _AHEAD.search(said))
        or _MEASURE_NOW.match(said) is not None
        or _MARKET_MOVES.match(said) is not None  # "the naira is crashing again smh"
        or _NATURE.match(said) is not None  # "the puffins are back on the cliffs 🐦"
        or _NOTHING_NEW.match(said) is not None  # "nowt to report, quiet shift for once"
        or _WEATHER_NEWS.match(said) is not None  # "rain's supposed to clear by 4"
        or flat_battery(said)  # "phone died right as the fireworks started"
        or my_day(said)  # "Honiara is packed, took an hour to cross town"
        # "the half marathon is in august, not that i'm running it"
        or (takes_no_part(said) and not _OBLIGED.search(said))
        or (own_trip(said) and not _OBLIGED.search(said))  # "Nakato is flying to Entebbe for her sister's wedding"
        or regretting(said)  # "should've taken the 7am flight, the 10am one got delayed"
        or signature(said)  # "sent from my phone, sorry for typos"
        or (_ON_REPEAT.search(said) is not None and not _OBLIGED.search(said))  # "that song has been on repeat"
        or (_PHOTO_TAKEN.search(said) is not None and not _OBLIGED.search(said))  # "… snapped a selfie with us"
        or (_ANIMAL_MISCHIEF.match(said) is not None and not _OBLIGED.search(said))  # "the apes nicked my crisps"
        or _TREAT_BROUGHT.match(said) is not None  # "the new intern brought cake 🎂"
        or _outing_moved(said)  # "they moved the concert to the malecón, way better"
        or _home_again(said)  # "the cousins are back from Jarabacoa"
        or (_BODY_WORN.match(said) is not None and not _OBLIGED.search(said))  # "my voice is totally broken from …"
        or (_VOUCHED.search(said) is not None and not _OBLIGED.search(said) and not has_date_words(said))
        or _spectacle(said)  # "fireworks at 8 tonite 🎆"
        or (_RELEASE.match(said) is not None and not _OBLIGED.search(said))  # "the new season drops friday!!"
        or (_SHARE_PAID.match(said) is not None and not _OBLIGED.search(said))  # "paid my share of the beer fund"
        or (_SLANG_VERDICT.search(said) is not None and not _OBLIGED.search(said))  # "it's giving main character"
        or life_sign_off(said)  # "grading essays at midnight, teacher life 🙃"
        or story(said)  # "Tunde promised to bring suya but na lie": a promise told as broken, long ago or kept
        or others_trouble(said)  # "the Concordia lot say their generator is down": another crowd's trouble
        or forecast_told(said)  # "blizzard coming in tonight, everyone stay inside": weather on its way
        or group_plan_told(said)  # "Naw-Ruz is coming up for the Iranian guys, they're bringing sweets"
        # "Talafou's sister is getting married in Funafuti in january": their news, nothing of the user's
        or (_THEIR_LIFE_EVENT.match(said) is not None and not _OBLIGED.search(said))
        # "coming, one sec, chasing the envelope bag": a moment asked of whoever waits
        or (_HOLD_ON.match(said) is not None and not _OBLIGED.search(said) and not has_date_words(said))
        or _THEIR_TURN.search(said) is not None  # "next month it's the Albuquerque crew's turn to host us"
    )


# a laugh the message closes on: "pumpkins are composted lol", "invoice is paid haha 😂"
_LAUGH_AFTER = re.compile(
    r"(?:[\s,.!]*(?:(?<![\w'-])(?:lol|lmao|lmfao|rofl|haha\w*|hehe\w*)(?![\w'-])|[\U0001F602\U0001F923]))+[\s!.]*$", _I
)


def without_laugh(text: str) -> str:
    """``text`` without the laugh it closes on: the tone it is said in, which :func:`small_talk`
    reads as chat, where the words before it may still report a to-do done ("pumpkins are
    composted lol")."""
    return _LAUGH_AFTER.sub("", text.strip())


def _spectacle(said: str) -> bool:
    """Whether ``said`` only tells when a show everyone may watch is on (see :data:`_SPECTACLE`)."""
    m = _SPECTACLE.match(said)
    if m is None or _OBLIGED.search(said):
        return False
    words = _NOT_WORDS.sub(" ", m["when"]).split()
    return bool(words) and all(_WHEN_WORD.fullmatch(w) for w in words)


def _outing_moved(said: str) -> bool:
    """Whether ``said`` tells of a day out or a show moved to another place, and no day (see
    :data:`_OUTING_MOVED`)."""
    m = _OUTING_MOVED.match(said)
    if m is None or not _OUTING.search(m["a"] or m["b"]):
        return False
    return not has_date_words(_THIS_TIME_ROUND.sub("", said)) and not _OBLIGED.search(said)


# when it changed, said as this time round, with no day: "they moved the fireworks to the waterfront
# this year", "… again this year", "for once"
_THIS_TIME_ROUND = re.compile(
    r"(?:\s*,)?\s+(?:(?:again\s+)?this\s+(?:year|time(?:\s+round)?|season)|for\s+once|for\s+a\s+change)(?=\W*$)", _I
)


def _home_again(said: str) -> bool:
    """Whether ``said`` tells of family home again from a trip (see :data:`_HOME_AGAIN`)."""
    m = _HOME_AGAIN.match(said)
    if m is None or has_date_words(said) or _OBLIGED.search(said):
        return False
    who = m["who"].lower()
    return who in KIN_WORDS or who in _FOLK or (who.endswith("s") and who[:-1] in KIN_WORDS)  # "cousins"


# --------------------------------------------------------------------------- a to-do said plainly

# what may stand before the verb of a to-do: "asap", "kindly", "pls", "I go" (West African
# English for "I will"), "first thing", "today"
_LEAD = re.compile(
    r"^(?:(?:asap|a\.s\.a\.p\.?|urgent(?:ly)?|kindly|pls|plz|please|first\s+thing|also|and|then|oh\s+and"
    r"|i\s+go|we\s+go|i\s+dey\s+go|make\s+i)\s*[,:-]?\s+"
    # the request to be reminded is no part of what to do: "remind me to order his pads when …"
    r"|(?:remind\s+me|don'?t\s+let\s+me\s+forget)\s+(?:to|2)\s+)+",
    _I,
)
# "Jorge is doing the bank deposit tomorrow": someone's plan, said in the present
_THEIR_PLAN = re.compile(r"^(?P<who>[A-Z][\w-]+)(?:\s+is|'s)\s+(?P<verb>[a-z]+ing)\s+(?P<rest>\S.*)$")
_ING_BASE = {"doing": "do", "making": "make", "taking": "take", "giving": "give", "writing": "write",
             "sorting": "sort", "getting": "get", "putting": "put", "running": "run", "shipping": "ship"}
_TAIL = re.compile(r"(?:(?:^|\s+)(?:on|by|before|for|at|@|or|and|this|next|until|till|is|are|was|will\s+be))+$", _I)
# a modal or a verb after the first word: it was a noun, the subject ("list can stay …", "check is in the post")
_AS_SUBJECT = re.compile(
    r"^(?:can|can't|cant|could|will|won't|wont|would|should|must|may|might|is|isn't|are|was|were|has|had|went|got"
    r"|stays?|stayed|looks?|looked|seems?|seemed)$",
    _I,
)
_NOT_OBJECT = re.compile(
    r"^(?:it|that|this|them|me|you|us|him|her|up|out|on|off|well|fine|ok|great|late|early|behind|away|home|back)\b", _I
)


def likely_todo(text: str, *, now: datetime, tz: ZoneInfo) -> NewCommitment | None:
    """The to-do ``text`` likely means, to offer (never to store); None when it reads as none."""
    said = text.strip().strip(_PUNCT)
    words = said.split()
    if not MIN_WORDS <= len(words) <= MAX_WORDS or small_talk(said):
        return None
    found = find_spans(said, now=now, tz=tz, prefer="future")
    spans = [s for s in found if s.spec is not None]
    due = spans[0].spec if len(spans) == 1 and spans[0].spec.end > now else None
    if any(s.spec.end <= now for s in spans):
        return None  # a date past: a report
    rest = said
    for span in sorted(found, key=lambda s: s.start, reverse=True):  # a date to ask about ("thurs or fri") too
        # "on monday", "thurs or fri": the date goes with the word that led to it
        rest = _TAIL.sub("", rest[: span.start].rstrip()) + " " + rest[span.end :]
    rest = " ".join(rest.split()).strip(_PUNCT)
    todo = _their(rest, due) or _mine(rest, due)
    return _evening_settled(_routine(todo, said, now, tz), tz) if todo is not None else None


def _routine(todo: NewCommitment, said: str, now: datetime, tz: ZoneInfo) -> NewCommitment:
    """``todo`` with the hour of a routine said in ``said`` ("standup every day at 9:15") kept as the
    routine's, never tonight's (:func:`._repeats.routine_clock`)."""
    if todo.due is None or not said_to_repeat(said):
        return todo
    return replace(todo, due=routine_clock(todo.due, _Ctx(now, tz, lowercase=said.islower())))


def _evening_settled(todo: NewCommitment, tz: ZoneInfo) -> NewCommitment:
    """``todo`` offered at the half of the day its occasion is on ("bbq at ana's sun at 8": the evening's)."""
    if todo.due is None:
        return todo
    return replace(todo, due=settled_half(todo.action, todo.due, tz))


# one more line after the last, its joiner no part of it: "and the board pack by 20th", "also the invoices fri"
_JOINED = re.compile(r"^(?:oh\s+)?(?:and|also|plus|&|\+)\s+(?:(?:the|a|an)\s+)?", _I)
# a thing that lapses on a day: "my car insurance renews", "the domain expires", "passport runs out"
_LAPSES = re.compile(
    r"(?P<t>(?:(?:my|our|the|his|her|their)\s+)?[a-z][\w'-]*(?:\s+[a-z][\w'-]*){0,3}?)\s+"
    r"(?:renews|expires|lapses|runs\s+out|(?:is\s+|'s\s+)?(?:up|due)\s+for\s+renewal|needs\s+renewing)",
    _I,
)
# a diary jotting: a few plain words naming a thing ("dry cleaning", "the car's MOT", "Ana's school forms")
_JOTTED = re.compile(r"^(?:(?:the|my|our)\s+)?[a-z][\w'-]*(?:\s+[a-z][\w'-]*){0,3}$", _I)
_NOT_A_THING = frozenset({"i", "me", "we", "you", "he", "she", "they", "it", "this", "that", "nothing", "everything",
                          "something", "anything", "all", "same", "again", "maybe", "probably", "busy", "free", "off",
                          # a day put right, or a person's plan: "no wait, monday", "shes starting monday"
                          "no", "nope", "wait", "sorry", "oops", "actually", "meant", "shes", "hes", "she's", "he's",
                          "theyre", "they're", "im", "i'm"})


def dated_entry(text: str, *, now: datetime, tz: ZoneInfo) -> NewCommitment | None:
    """ "dry cleaning tmrw", "car tax fri": a thing and one day ahead jotted as a diary line with no
    verb, whose to-do the words do not say (pick up or drop off?). Offered with its day, never
    stored: the caller asks it only where it would otherwise ask what the message meant."""
    said = text.strip().strip(_PUNCT)
    spans = find_spans(said, now=now, tz=tz, prefer="future")
    if len(spans) != 1 or spans[0].spec is None or spans[0].spec.end <= now:
        return None
    span = spans[0]
    rest = " ".join((_TAIL.sub("", said[: span.start].rstrip()) + " " + said[span.end :]).split()).strip(_PUNCT)
    rest = SETTLED.sub("", rest) or rest  # "closing is set for dec 18th": the closing, its day set
    if (lapses := _LAPSES.fullmatch(rest)) is not None and not small_talk(said):
        # "my car insurance renews on jan 14", "passport expires march 3": the renewal it asks for, offered
        return NewCommitment(action=f"renew {lapses['t']}", owner="me", counterparty=None, due=span.spec)
    rest = _JOINED.sub("", rest) or rest  # "and the board pack by 20th": one more line, its joiner no part of it
    if not _JOTTED.match(rest) or small_talk(said) or _PAST.search(rest) or _OBLIGED.search(rest):
        return None
    if any(word.lower() in _NOT_A_THING for word in rest.split()):
        return None  # "free tmrw", "same again fri": no thing named
    return _evening_settled(_routine(NewCommitment(action=rest, owner="me", counterparty=None, due=span.spec), said,
                                     now, tz), tz)


def _mine(rest: str, due: DateSpec | None) -> NewCommitment | None:
    action = _LEAD.sub("", rest).strip(_PUNCT)
    action = re.split(r",|\s+(?:before|because|cos|since|so\s+that|if|unless|but|though|when|once|whenever)\s", action,
                      maxsplit=1)[0]
    parts = action.split()
    if len(parts) < MIN_WORDS or parts[0].lower() not in _VERBS or _NOT_OBJECT.match(parts[1]):
        return None
    if _AS_SUBJECT.match(parts[1]):
        return None  # "(to-do) list can stay in the drawer", "review went fine": the word is a noun, the subject
    return NewCommitment(action=action.strip(_PUNCT), owner="me", counterparty=None, due=due)


def _their(rest: str, due: DateSpec | None) -> NewCommitment | None:
    m = _THEIR_PLAN.match(rest)
    if m is None or due is None:
        return None  # "Kofi is doing great": a plan needs its day
    verb = _ING_BASE.get(m["verb"].lower()) or m["verb"][:-3].lower()
    if verb not in _VERBS or _NOT_OBJECT.match(m["rest"]):
        return None
    return NewCommitment(action=f"{verb} {m['rest']}".strip(_PUNCT), owner=m["who"], counterparty=None, due=due)


# verbs a to-do starts with, beyond the forms' own: "loop in legal", "look into the leak"
_VERBS = TODO_VERBS | frozenset(
    {"loop", "chase", "follow", "double-check", "sort", "arrange", "inspect", "service", "collect", "do",
     "finalise", "finalize", "tell", "remind", "invite", "draft", "prep", "print", "scan", "sign", "cc",
     "forward", "fwd", "escalate", "flag", "raise", "log", "approve", "test", "install", "update", "upgrade"}
)


# --------------------------------------------------------------------------- warnings

# "the van's check engine light came on", "our smoke alarm keeps beeping": a warning to look into
_WARNING = gated(re.compile(
    r"^(?:(?:the|my|our)\s+)?(?!(?:the|my|our)\b)(?:(?P<thing>[\w-]+(?:\s+[\w-]+)?)(?:'s|s')?\s+)??(?P<what>(?:[\w-]+\s+){0,2}"
    r"(?:light|alarm|warning|error\s+code|fault\s+code))(?:\s+|(?='s\s))(?:(?:(?:has\s+)?(?:just\s+)?(?:came|come|went|lit)\s+(?:on|up)"
    r"|(?:is|'s)\s+(?:now\s+)?on"
    # "fridge alarm going off again in the dispensary": the state said with its copula dropped, as chat drops it
    r"|(?:(?:is|'s)\s+)?(?:now\s+)?(?:flashing|beeping|going\s+off)|keeps\s+(?:coming\s+on|flashing|beeping|going\s+off)|flashed|(?:just\s+)?popped\s+up)"
    r"(?:\s+again)?|went\s+off\s+again)"
    # where it came on, said after: "… came on in the hilux", "… on the dashboard of the van"
    r"(?:\s+(?:in|on)\s+(?:the|my|our)\s+(?P<where>[\w-]+(?:\s+[\w-]+)?))?(?:\s+again)?"
    r"(?:\s+(?:tho|though|btw|ugh))?$",  # an alarm that "went off" once is a story; "again" a fault
    _I,
))


# a dashboard light by its kind: "check engine light", "the orange oil light"
_LIGHT = (
    r"(?:(?:orange|amber|red|yellow)\s+)?(?:check\s+engine|engine|oil|fault|warning|battery|brake|abs|(?:tyre|tire)(?:\s+pressure)?"
    r"|pressure|service|airbag|temperature|coolant|low\s+fuel|fuel|glow\s+plug|error)\s+light"
)
# the light's state said without its verb, the way chat drops it: "check engine light on", "oil light
# flashing again in the van" (a light by its kind only: "leave the porch light on" is an order)
_BARE_WARNING = gated(re.compile(
    r"^(?:(?:the|my|our|that)\s+)?(?P<what>" + _LIGHT + r")\s+(?:on|flashing|lit(?:\s+up)?|(?:just\s+)?came\s+on)"
    r"(?:\s+again)?(?:\s+(?:in|on)\s+(?:the|my|our)\s+(?P<where>[\w-]+(?:\s+[\w-]+)?))?(?:\s+again)?"
    r"(?:\s+(?:tho|though|btw|ugh))?$",
    _I,
))
# the light said as the thing's: "car's got the orange engine light on", "the boiler has its fault light on again"
_HAS_WARNING = gated(re.compile(
    r"^(?:(?:the|my|our)\s+)?(?!(?:this|that|every|each|which|what|no|any)\b)(?P<thing>[\w-]+(?:\s+(?!is\b)[\w-]+)?)"
    r"(?:(?:'s|\s+has)\s+(?:got\s+)?(?:the|a|an|its|that)\s+"
    # "solar inverter showing fault light", "the ute is flashing its oil light": the light it shows
    r"|(?:\s+is|'s)?\s+(?:showing|shows|flashing|displaying)\s+(?:(?:the|a|an|its|that)\s+)?)"
    # "truck 12 has a check engine light again": had, it is on (the state word dropped as chat drops it), but
    # for a service light, which says only that a service is due
    r"(?P<what>" + _LIGHT + r")(?:\s+(?:on|flashing|lit(?:\s+up)?)|(?<!service\slight))(?:\s+again)?"
    r"(?:\s+(?:tho|though|btw|ugh))?$",
    _I,
))
# a light that stays on past its cause: "tire pressure light on the company car won't go off even after filling
# up", "the oil light stays on", "boiler fault light is stuck on" (where, said before the state)
_STAYS_ON = gated(re.compile(
    r"^(?:(?:the|my|our)\s+)?(?P<what>(?:[\w-]+\s+){0,2}light)(?:\s+(?:in|on)\s+(?:the|my|our)\s+"
    r"(?P<where>[\w-]+(?:\s+[\w-]+)?))?(?:'s|\s+is)?\s+(?:still\s+)?(?:(?:won't|wont|will\s+not|doesn't|doesnt"
    r"|does\s+not|isn't|isnt)\s+(?:go|going|turn|turning|switch|switching)\s+off|stays\s+on|staying\s+on|stuck\s+on)"
    r"(?:\s+(?:again|(?:even\s+)?(?:after|though|tho|when|since)\s+.+))?$",
    _I,
))
# the colour a light glows says which, not what: "the orange engine light" is the engine light
_COLOUR = re.compile(r"^(?:orange|amber|red|yellow|green|blue|white)\s+(?=\S+\s)", _I)


def warning(text: str) -> str | None:
    """The topic of a warning light or alarm ``text`` reports ("van check engine light"), or None.
    A light needs no owner ("check engine light came on in the hilux": the hilux is where)."""
    said = text.strip().strip(_PUNCT)
    m = _WARNING.match(said) or _HAS_WARNING.match(said) or _STAYS_ON.match(said) or _BARE_WARNING.match(said)
    thing = m["thing"] if m is not None and "thing" in m.re.groupindex else None
    if m is None or not (thing or " " in m["what"]):  # "the light is on in the hallway": a lamp
        return None
    where = m["where"] if "where" in m.re.groupindex else None
    return " ".join(part for part in (where or thing, _COLOUR.sub("", m["what"])) if part)
