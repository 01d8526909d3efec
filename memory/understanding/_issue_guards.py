"""When words of breakage or repair report no issue of the user's now.

- a hypothetical, a wish or a worry: "if the boiler breaks again I'll scream", "wish the
  printer would just work", "hope the car starts tomorrow";
- fiction or a dream: "in the film the ship's engine dies";
- a story from long ago: "the car broke down in 2019, nightmare", "the boiler broke last year
  but it's been fine since" (last week or this morning is news; last year is a story), at a
  place left behind ("the lift broke in my old building once");
- a person back somewhere, not a thing back up: "Yusuf is back at work", "Wei is back from
  leave", "nkechi works at the bbc now";
- a body hurt, not a thing broken: "my back is killing me", "the patient in bed 4 broke her
  hip", "my knees are shot", "Kofi fractured his wrist".

And one that does, told second hand: "Jamal says the leak under the sink is fixed for good",
"the plumber reckons the boiler's sorted", "IT confirmed the VPN is down": the news is the
clause after the frame (:func:`second_hand`), never "Jamal says the leak" as the thing.

Hand-written: a closed list of the markers each shape is said with.
"""

from __future__ import annotations

import re

from memory.understanding._issue_shapes import distinct_place
from memory.understanding._kin import AMBIGUOUS_KIN, KIN, KIN_WORDS
from memory.understanding._phrases import _I
from memory.understanding._prefilter import gated
from memory.understanding.value_kind import SHIFTS

_UNREAL = gated(re.compile(
    r"^(?:(?:and|but|so|honestly|tbh)\s+)?(?:if|what\s+if|in\s+case|unless|imagine|hopefully|fingers\s+crossed"
    r"|i\s+(?:hope|wish|pray|bet|worry|fear|dread)|(?:hope|wish|pray|worried|scared|afraid)\b|i'm\s+(?:worried|scared"
    r"|afraid)|would\s+be|it\s+would|knowing\s+my\s+luck)\b",
    _I,
))
_FICTION = gated(re.compile(
    r"\bin\s+(?:the|this|that|my|a)\s+(?:film|movie|book|show|series|game|episode|novel|story|dream|play|sitcom"
    r"|cartoon|anime|comic|trailer|video|song|nightmare)\b|\b(?:dreamt|dreamed)\b",
    _I,
))
_LONG_AGO = re.compile(
    # (never a value of that time: "invoices are going out with last year's tax rate" is trouble now)
    r"\b(?:last\s+(?:year|summer|winter|spring|autumn|fall|christmas)(?!'?s\b)|in\s+(?:19|20)\d\d|years?\s+ago"
    # "back in 2019", "back in the day", "back in uni" (never "back in action", "back in service")
    r"|back\s+in\s+(?:the\s+day|the\s+(?:old|early|late)\b|the\s+\d0s|(?:19|20)\d\d|\d0s|my\s+\w+|school|uni|college"
    r"|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b)"
    r"|months\s+ago|when\s+i\s+was|as\s+a\s+kid|once\s+upon|used\s+to|the\s+other\s+year)\b"
    # a place the user has left: "the lift broke in my old building", "at my last job the server died"
    r"|\b(?:my|our)\s+(?:old|former|previous|last|first)\s+(?:building|flat|apartment|apt|house|place|digs|job|office"
    r"|workplace|work|company|firm|school|uni|dorm|halls|employer"
    # someone from the user's past: "my old flatmate's bike was broken …"
    r"|flatmate|roommate|housemate|neighbou?r|colleague|boss|landlord|landlady|partner|ex)(?:'s)?\b"
    # a spell over, told with "was": "was broken for like 2 years" ("has been … for" is still on)
    r"|\b(?:was|were)\s+(?:\w+\s+){1,2}for\s+(?:like\s+|about\s+|almost\s+|nearly\s+|over\s+|ages|a\s+few\s+|a\s+couple\s+of\s+)?"
    r"(?:\d+|a|an|two|three|four|five|six|several|many)?\s*(?:years?|months?|decades?|yrs?)\b"
    # "once" closing the clause: one time, long ago ("… once, total nightmare"; never "once again")
    r"|\bonce(?=\s*(?:[,.!;…]|$))",
    _I,
)
# "back at work", "back from leave", "works at the bbc": a person's whereabouts or job, no repair
_PERSON_BACK = re.compile(
    r"^(?:at|from|in|for|with|as|on)\s+(?:(?:the|his|her|their|my)\s+)?(?:work|office|desk|school|uni|college"
    r"|home|lunch|(?:\w+\s+)?leave|holidays?|vacation|hols|sabbatical|break|trip|travels|honeymoon|\w+\s+(?:trip"
    r"|leave)|" + SHIFTS + r")\b",  # "Bongani is back on days": a shift, no thing mended
    _I,
)
_WORKS_AT = re.compile(r"\bwork(?:s|ing)?(?:\s+(?:now|again))?$", _I)


# "Jamal says", "the plumber reckons", "my landlord told me", "IT confirmed that": who told it
_TOLD = gated(re.compile(
    r"^(?:(?:the|my|our|their|his|her)\s+)?(?:[\w'-]+\s+){0,2}?[\w'-]+"
    # where the teller is: "tenant at no 12 says", "the guy in 4B said", "someone on site reckons"
    r"(?P<at>\s+(?:at|in|from|on|across|next\s+door|upstairs|downstairs)(?:\s+(?:the|no\.?|number|flat|unit|apt|room"
    r"|site|road|street|hall|way))?(?:\s+[\w'-]+){0,2}?)?"
    r"\s+(?:says|said|reckons|reckoned|thinks|thought"
    r"|confirmed|confirms|reports|reported|mentioned|texted|messaged|emailed|told\s+(?:me|us)|tells\s+(?:me|us)"
    r"|let\s+(?:me|us)\s+know|just\s+(?:said|texted|confirmed))(?:\s*(?:,|:)\s*|\s+that\s+|\s+)(?P<news>.+)$",
    _I,
))
_NOT_A_TELLER = re.compile(r"^(?:i|we|you|it|this|that|if|when|who|what|which|nobody|no\s+one)\b", _I)


# parts of a body: hurt, never an issue to track ("my back is broken", "broke her hip")
_BODY = (
    r"(?:back|neck|hips?|knees?|ankles?|wrists?|arms?|legs?|elbows?|shoulders?|feet|foot|toes?|fingers?|thumbs?"
    r"|hands?|head|heart|ribs?|nose|jaw|teeth|tooth|spine|collarbone|pelvis|shin|skull|brain|lungs?|voice"
    # the face and what grows on it: "my eyelashes froze", "my beard froze solid", "my ears are frozen"
    r"|eyes?|eyelash(?:es)?|lashes|eyebrows?|brows?|ears?|face|lips?|cheeks?|chin|beard|moustache|mustache|hair"
    r"|stomach|tummy|belly|throat|thighs?|calf|calves"
    # the whole of it: "my body is broken after that march lol", "my muscles are dead after leg day"
    r"|body|whole\s+body|muscles?|bones|nerves|mind|head\s+space)"
)
# "my back is …", "her knees are shot", "my left wrist's killing me" (never "my back gate is …")
_BODY_TOPIC = re.compile(
    r"^(?:(?:and|but|so|ugh|omg)\s+)*(?:my|his|her|their|our|your)\s+(?:(?:left|right|bad|poor|old|dodgy)\s+)?"
    + _BODY + r"(?=\s*(?:'s|'re)|\s+(?:is|are|was|were|has|have|had|keeps?|kept|went|gave|feels?)\b|\s*$)",
    _I,
)
_HURT = re.compile(
    r"\b(?:broke|broken|breaks|cracked|fractured|fractures|sprained|twisted|dislocated|pulled|tore|torn|hurt|injured"
    r"|bruised|smashed|busted|did|done)\s+(?:(?:my|his|her|their|our|your|a|the)\s+)?(?:(?:left|right)\s+)?"
    + _BODY + r"\b",
    _I,
)
BODY = _BODY  # the parts of a body, for the reader of health complaints (memory.understanding._ailments)
# someone else grieving: "Njoki is heartbroken", "poor Sam's gutted" (the user's own "gutted, the
# till died" still reports the till)
_HEARTBROKEN = re.compile(
    r"^(?:poor\s+)?(?!(?:i|we|i'm|im|we're)\b)[\w-]+(?:\s+[\w-]+)?(?:\s+(?:is|are|was|were|feels)|'s|'re)\s+"
    r"(?:so\s+|really\s+|totally\s+|absolutely\s+)?(?:heart-?broken|gutted|devastated|grieving|in\s+bits|in\s+pieces)\b",
    _I,
)


# a being said as the subject: "my toddler is spitting out garbage", "the dog keeps throwing up", "my son's
# acting up again" (a child or a pet does things a machine's fault is said with; never a thing broken)
_BEINGS = r"(?:" + "|".join(
    sorted((KIN_WORDS - AMBIGUOUS_KIN) | {
        "kid", "child", "toddler", "baby", "babe", "bub", "kiddo", "teen", "teenager", "dog", "doggo", "pup",
        "puppy", "cat", "kitten", "kitty", "parrot", "budgie", "hamster", "rabbit", "bunny", "horse", "pony",
    }, key=len, reverse=True)
) + r")"
_BEING = re.compile(
    r"^(?:(?:and|but|so|ugh|omg|lol)\s+)*(?:my|our|the|his|her|their|your)\s+(?:(?:little|baby|youngest|eldest|oldest"
    r"|new|old|two[\s-]year[\s-]old|\d+[\s-]?(?:yo|year[\s-]old))\s+)?" + _BEINGS
    + r"(?:'s\s+(?:been|being|not|just|still|always|acting|playing|gone|got)|\s+(?:is|are|was|were|keeps?|kept|has"
    r"|had|just|won't|wont|will\s+not))\b",
    _I,
)


# a person's knack or way, judged in a machine's words: "Tamba's dance moves are broken beyond repair",
# "my cooking is busted", "his jokes are broken" (a joke about them, no thing that stopped working)
_KNACK_TOPIC = re.compile(
    r"^(?:(?:haha\w*|lol|lmao|omg)\s+)*(?:[\w-]+'s|my|his|her|their|our|your)\s+(?:dance\s+moves|moves|dancing|singing"
    r"|cooking|baking|jokes|puns|sense\s+of\s+humou?r|taste(?:\s+in\s+\w+)?|handwriting|spelling|parking|driving"
    r"|karaoke|aim|rizz|chat|banter|fashion\s+sense|dress\s+sense|small\s+talk)$",
    _I,
)


def bodily(s: str, topic: str) -> bool:
    """Whether breakage words in ``s`` (as said, its issue ``topic``) tell of a body hurt, a heart
    broken, a child or pet playing up or a person's knack joked about, not a thing that stopped working."""
    bare = re.sub(r"^(?:the|my|his|her|their|our|your)\s+", "", topic.strip(), flags=_I)
    return bool(
        _BODY_TOPIC.match(s.strip()) or re.fullmatch(_BODY, bare, _I) or _HURT.search(s) or _BEING.match(s.strip())
        or _KNACK_TOPIC.match(topic.strip())
        # the beings alone, plural or bare: "halfway through the muster, dogs are knackered", "kids are dead"
        or re.fullmatch(_BEINGS + r"(?:s|es)?", bare, _I)
    )  # "brain's totally fried": a body word alone


def body_part(words: str) -> bool:
    """Whether ``words`` name a part of a body ("knees", "my back"): a fact's predicate never
    ("head" is also a role: "marketing's head is Svetlana")."""
    said = words.strip()
    return said.lower() != "head" and bool(re.fullmatch(r"(?:(?:my|his|her|their|our|your)\s+)?" + _BODY, said, _I))


def grieving(s: str) -> bool:
    """Whether ``s`` tells of someone's grief ("Njoki is heartbroken, her crop failed"): a
    person's trouble, whatever failed after it."""
    return bool(_HEARTBROKEN.match(s.strip()))


def second_hand(s: str) -> str | None:
    """The news in ``s`` told second hand ("the leak is fixed for good" from "Jamal says the
    leak is fixed for good"), or None when ``s`` names no one who told it. Where the teller is,
    when it tells one place from another, is where the news is: "tenant at no 12 says the lock
    is sticking" is the lock at no 12."""
    m = _TOLD.match(s.strip())
    if m is None or _NOT_A_TELLER.match(s.strip()):
        return None
    news, at = m["news"].strip(), (m["at"] or "").strip()
    if at and re.match(r"^(?:at|in|on)\s", at, _I) and distinct_place(at) and not distinct_place(news):
        return f"{news.rstrip(' .!')} {at}"
    return news


# the teller's own thing, when the teller is family or a friend: "my tita in Batangas says her ref is broken",
# "my brother said his car died" (never "the guy in 4B says his heating's off", nor "Kofi says his laptop won't
# turn on": a tenant's or a colleague's trouble may be the user's to mend)
# ("my cousin says the lift in her HDB block spoil again": a thing of the teller's place is theirs too)
_THEIR_OWN = re.compile(
    r"^(?:his|her|their)\s|^(?:the\s+)?[\w\-]+(?:\s+[\w\-]+){0,2}\s+(?:in|at|of|on)\s+(?:his|her|their)\s", _I
)
_CLOSE_TELLER = re.compile(
    r"^(?:(?:my|our)\s+)?(?:(?:best|old|older|younger|big|little|elder)\s+)?(?:" + KIN
    + r"|tita|tito|titas|lola|lolo|tia|tio|abuela|abuelo|friend|friends|mate|mates|bestie|buddy|pal|flatmate"
    r"|roommate|housemate)\b",
    _I,
)


def teller_own(s: str) -> bool:
    """Whether ``s`` tells, second hand from family or a friend, of a trouble with the teller's
    own thing ("my tita in Batangas says her ref is broken"): their news, not the user's to keep."""
    m = _TOLD.match(s.strip())
    if m is None or not _THEIR_OWN.match(m["news"].strip()):
        return False
    return _CLOSE_TELLER.match(s.strip()) is not None


# what the user says they will do about it: "…, need to lend him mine", "…, I'll ring her plumber"
_USER_ACTS = re.compile(
    r"\b(?:i|we)\s*(?:'ll|’ll|\s+will|'m\s+going|\s+am\s+going|\s+have\s+to|\s+need|\s+must|\s+should|\s+gotta)\b"
    r"|\b(?:ill|need\s+to|have\s+to|gotta|got\s+to|must|remind|don'?t\s+forget)\b",
    _I,
)


# another crowd's own trouble, passed on: "the Concordia lot say their generator is down", "the folks over at
# the depot said their lift is broken, glad it's not ours" (a group that is not the user's: "lot", "crowd",
# "mob", "bunch", "folks", "the other team"; or any group teller, when the user is glad it is not theirs)
_CROWD_TOLD = re.compile(
    r"^(?:the|those|that)\s+(?:[\w'-]+\s+){0,3}?(?P<who>lot|crowd|mob|bunch|folks?|guys|lads|people|team|crew"
    # a place that works apart from the user's: "the Maun studio says their console is down, not our business"
    r"|studio|office|shop|station|depot|branch|site|lab|clinic|farm|school|club|company|firm|neighbours|neighbors)"
    r"(?:\s+(?:at|from|in|on|over\s+at|over\s+in|down\s+at|up\s+at)\s+(?:the\s+)?[\w'-]+(?:\s+[\w'-]+)?)?"
    r"\s+(?:say|says|said|reckon|reckons|reckoned|are\s+saying|were\s+saying|told\s+(?:me|us)|tell\s+(?:me|us)"
    r"|reported|report|radioed|emailed|messaged)\s+(?:that\s+)?(?:their|its)\s",
    _I,
)
_OTHER_CROWD = re.compile(r"^(?:lot|crowd|mob|bunch)$|^(?:the|those|that)\s+other\s", _I)
# glad the trouble is someone else's: "glad it's not ours", "rather them than us", "not our problem"
_NOT_OURS = re.compile(
    r"\b(?:glad|lucky|thank\s+(?:god|goodness|christ)|phew)\b[^,;.!]*\b(?:not|no|isn'?t)\s+(?:ours|mine|us|wirs)\b"
    r"|\brather\s+them\s+than\s+(?:us|me)\b|\bnot\s+(?:our|my)\s+(?:problem|circus|business|concern|headache)\b",
    _I,
)


# family's own thing in a town of theirs: "my sister's car in Lerwick has broken down again", "mum's boiler in
# Leeds is playing up" (far from the user, theirs to mend; never "my sister's car is broken", which may be the
# user's to sort, nor a place of the user's: "in the garage")
_KIN_THING_AWAY = re.compile(
    r"^(?:(?:my|our)\s+)?(?:(?:big|little|older|younger|elder|baby)\s+)?(?:" + KIN + r"|tita|tito|lola|lolo|tia|tio"
    r"|abuela|abuelo)(?:'s|’s)\s+(?:[\w-]+\s+){1,2}?(?:in|at|over\s+in|back\s+in|down\s+in|up\s+in)\s+(?-i:[A-Z][\w'-]+)",
    _I,
)


# a thing's fault, said of it: "has broken down", "gave out", "is dead" ("my cousin's flight landed at Roberts" is none)
_FAULT_SAID = re.compile(
    r"\b(?:broken|broke|down|dead|died|gave\s+(?:out|up)|packed\s+(?:in|up)|conked\s+out|leaking|flooded|burst"
    r"|not\s+working|isn'?t\s+working|won'?t\s+(?:start|work)|stopped\s+working|kaput|busted|playing\s+up|acting\s+up)\b",
    _I,
)


def others_trouble(text: str) -> bool:
    """Whether the whole message ``text`` is family's or a friend's trouble passed on, with nothing
    the user will do about it ("my tita in Batangas says her ref is broken, she'll just buy a new
    one"), or another crowd's own ("the Concordia lot say their generator is down"): news, nothing
    to keep (:func:`teller_own`)."""
    if _USER_ACTS.search(text) is not None:
        return False
    if teller_own(text) or (_KIN_THING_AWAY.match(text.strip()) and _FAULT_SAID.search(text)):
        return True
    crowd = _CROWD_TOLD.match(text.strip())
    if crowd is None:
        return False
    return _OTHER_CROWD.search(crowd["who"]) is not None or _OTHER_CROWD.match(text.strip()) is not None or (
        _NOT_OURS.search(text) is not None
    )


def long_past(s: str) -> bool:
    """Whether ``s`` tells of a time long past ("back in 2019", "years ago", "at my old flat")."""
    return _LONG_AGO.search(s) is not None


def unreal(s: str) -> bool:
    """Whether ``s`` tells of trouble that is imagined, fictional or long past."""
    return bool(_UNREAL.match(s.strip()) or _FICTION.search(s) or _LONG_AGO.search(s))


def no_repair(before_tail: str, tail: str) -> bool:
    """Whether a fix-shaped clause is a person back or at work ("Yusuf is back at work",
    "nkechi works at the bbc now"): ``before_tail`` is the clause up to its tail."""
    tail = tail.strip()
    if not tail:
        return False
    if _WORKS_AT.search(before_tail.strip()) and re.match(r"^(?:at|for|with|from|as|in)\b", tail, _I):
        return True
    return bool(_PERSON_BACK.match(tail))


# a stretch of time said to be "broken", "dead", "a write-off": a mood ("mondays are broken lol",
# "this week is cursed", "january is dead"), never a thing to mend
_TIME_TOPIC = re.compile(
    r"^(?:(?:this|that|the|these|every|all|my|our)\s+)?(?:(?:mon|tues|wednes|thurs|fri|satur|sun)days?|weekends?|weeks?"
    r"|mornings?|evenings?|nights?|today|tonight|yesterday|this\s+year|year|years|month|months|january|february|march"
    r"|april|june|july|august|september|october|november|december|life|adulting|the\s+world)$",
    _I,
)


# a currency, said bare or with its article: "the ruble", "euro", "the aussie dollar"
_CURRENCY = (
    r"(?:the\s+)?(?:(?:us|aussie|canadian|kiwi|hk|singapore)\s+)?(?:ruble|rouble|dollar|buck|euro|pound|sterling|yen"
    r"|yuan|renminbi|rupee|peso|lira|real|rand|won|franc|krona|krone|zloty|forint|shekel|dirham|ringgit|baht|dong"
    r"|tenge|hryvnia|lari|naira|cedi|shilling|kwacha|rupiah|lev|leu|dinar|riyal|tugrik)s?"
)


CURRENCY = _CURRENCY  # for the reader of small talk (memory.understanding._net: "the naira is crashing again")


# how busy a place or a trade is, or how a crowd feels: "traffic is dead today", "the pub is dead",
# "the salon was dead today, barely 3 clients" (never "shop" or "store": "the shop is down" may be a website),
# "business is slow", "sales are down", "morale is down" (a measure or a mood, no thing to mend)
_BUSYNESS_TOPIC = re.compile(
    r"^(?:(?:this|that|the|my|our|their)\s+)?(?:traffic|the\s+roads|roads|footfall|business|trade|sales|revenue"
    r"|profits?|numbers|bookings|turnout|attendance|town|the\s+town|city|city\s+cent(?:re|er)|downtown|high\s+street"
    r"|pub|bar|club|party|market|stock\s+market|markets|stocks|shares|crypto|bitcoin|beach|gym|dance\s*floor|crowd"
    r"|salon|barbers?|barber'?s|(?:coffee\s+)?caf[eé]|restaurant|diner|bakery|takeaway|venue|ward"
    r"|(?:group\s*)?chat|groupchat|place|vibes?|mood|energy|morale|spirits|weather|season|tourism"
    # a currency or a price, "down" as news: "ruble's down again", "the pound is down", "petrol prices are down"
    r"|" + _CURRENCY + r"|(?:[\w-]+\s+)?prices?|(?:interest|exchange|mortgage)\s+rates?|bond\s+yields?|ftse|nasdaq|dow"
    r"|(?:my\s+|our\s+)?(?:portfolio|pension\s+pot|savings))$",
    _I,
)
# a habit or a plan of the user's own, "broken" as a lapse: "my diet is broken", "sleep schedule's dead"
_HABIT_TOPIC = re.compile(
    r"^(?:(?:this|that|the|my|our)\s+)?(?:diet|detox|fast|streak|routine|sleep(?:\s+schedule)?|body\s+clock"
    r"|(?:new\s+year'?s?\s+)?resolutions?|willpower|self[\s-]control|discipline|dry\s+(?:january|month)|budget\s+plan)$",
    _I,
)


def about_time(topic: str) -> bool:
    """Whether an issue's ``topic`` is a stretch of time or life itself ("mondays", "this
    week"), how busy a place or a trade is ("traffic", "the pub", "sales"), a currency or a
    price ("ruble", "petrol prices") or a habit of the user's ("my diet", "sleep schedule"):
    said broken, dead or down as a mood, a measure or a lapse, never an outage."""
    said = topic.strip()
    return any(form.match(said) is not None for form in (_TIME_TOPIC, _BUSYNESS_TOPIC, _HABIT_TOPIC))


# a vehicle someone else runs: "the ice cream truck broke down outside", "the bus died on the hill"
# (news of the street, never the user's to mend; "the school bus app is down" is a thing of theirs)
_OTHERS_VEHICLE = re.compile(
    r"^(?:(?:the|a|an|some|our|my)\s+)?(?:(?:ice[\s-]?cream|mr\s+whippy|food|taco|coffee|bin|garbage|rubbish|dust)\s+"
    r"(?:truck|van|lorry|cart)|(?:school\s+|night\s+|rail\s+replacement\s+|\d+\s+)?bus|tram|train|tube|metro|subway"
    r"|ferry|taxi|cab|uber|lyft)"
    # with its route: "the ferry to Brava", "the bus from Leeds"
    r"(?:\s+(?:to|from|into|for|via)\s+[\w'-]+(?:\s+[\w'-]+)?)?$",
    _I,
)
# a team's play, "broke down" or "fell apart" as a game went: "our defence completely broke down in the
# 2nd half", "the midfield died after the break" (a match, never a thing to mend)
_TEAM_PLAY = re.compile(
    r"^(?:(?:the|our|their|my|his|her|your)\s+)?(?:(?:whole|entire)\s+)?(?:defen[cs]e|offen[cs]e|attack|midfield|back\s*line|back\s+(?:four|three"
    r"|five)|defensive\s+line|front\s+(?:line|three)|forward\s+line|strike\s+force|pack|scrum|line-?out|bullpen"
    r"|pitching|bowling|batting|top\s+order|middle\s+order|tail|goalie|keeper|team|squad|side|lads|girls|boys)"
    r"(?:\s+[a-z]+ly)?$",
    _I,
)


# a whole group of people said "dead" or "broken" after an effort: "the whole crew is dead after the
# christmas party", "the entire family is wrecked" (people tired, never a thing to mend; never a place:
# "the whole office is down" is an outage)
_WHOLE_GROUP = re.compile(
    r"^(?:(?:the|our|my)\s+)?(?:whole|entire)\s+(?:family|household|crew|class|group|gang|lot|staff|workforce|choir"
    r"|band|cast|squad|team)$",
    _I,
)
# birds, beasts and blooms seen as the season turns: "the swallows are back", "cherry blossoms are out";
# and the sky as the weather turns: "the sun's finally out", "the stars are out tonight" (never a pest:
# "the mice are back in the kitchen" is a problem)
WILDLIFE = (
    r"(?:puffins|swallows|swifts|martins|geese|swans|ducks|ducklings|cygnets|storks|cranes|robins|blackbirds|birds"
    r"|songbirds|starlings|hummingbirds|whales|orcas|dolphins|seals|deer|lambs|butterflies|fireflies|blossoms?"
    r"|cherry\s+blossoms?|daffodils|tulips|bluebells|snowdrops|crocuses|leaves|northern\s+lights|aurora"
    r"|midnight\s+sun|migrating\s+birds|sun|moon|full\s+moon|stars|sky|skies|clouds|rainbow|snow|frost|fog|mist"
    # water frozen or risen with the season: "the river is frozen solid", "the lake's frozen over"
    r"|river|lake|sea|pond|bay|harbou?r|creek|stream|canal|fjord|lagoon|reservoir)"
)
_WILDLIFE_TOPIC = re.compile(r"^(?:(?:the|our|my)\s+)?(?:[\w'-]+\s+)?" + WILDLIFE + r"$", _I)


def wildlife(topic: str) -> bool:
    """Whether ``topic`` names birds, beasts, blooms or the sky ("swallows", "the cherry blossoms",
    "the sun"): back or out with the season or the weather, never a thing mended nor broken."""
    return _WILDLIFE_TOPIC.match(topic.strip()) is not None


def team_play(topic: str) -> bool:
    """Whether ``topic`` is a team or a unit of one ("our defence", "the midfield"), or a whole group
    of people ("the whole office"): broken down or dead as a match or a night went, never an issue to
    track."""
    return _TEAM_PLAY.match(topic.strip()) is not None or _WHOLE_GROUP.match(topic.strip()) is not None


def others_vehicle(topic: str) -> bool:
    """Whether ``topic`` is a vehicle someone else runs ("ice cream truck", "the bus"): its
    breakdown is news of the street, not an issue of the user's to track."""
    return _OTHERS_VEHICLE.match(topic.strip()) is not None


# the user shrugging the trouble off: "the wifi went down but honestly didn't miss it", "…, who cares"
_SHRUG = re.compile(
    r"\b(?:(?:did\s*n'?t|do\s*n'?t|not\s+that\s+i|never)\s+(?:even\s+|really\s+|honestly\s+)?(?:miss(?:ed)?|notice[d]?|care[d]?)"
    r"(?:\s+(?:it|them|much|tbh|honestly))?|who\s+cares|could\s*n'?t\s+care\s+less)\s*[.!]*(?:\s*(?:lol|haha|tbh))?\s*$",
    _I,
)


def shrugged(s: str) -> bool:
    """Whether ``s`` ends by shrugging its trouble off ("… but honestly didn't miss it", "…, who
    cares"): a blip told in passing, nothing to track."""
    return _SHRUG.search(s.strip()) is not None


# what is put out as a chore and is "out" once it is: "trash is out", "the bins are out", "the
# washing's out" (a thing done, never an outage)
_PUT_OUT = re.compile(r"\b(?:bin|wheelie\s+bin|trash|rubbish|garbage|recycling|compost|washing|laundry)s?$", _I)


def put_out(topic: str) -> bool:
    """Whether ``topic`` names a thing put out as a chore ("bins", "the trash")."""
    return _PUT_OUT.search(topic.strip()) is not None
