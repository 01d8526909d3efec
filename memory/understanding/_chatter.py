"""Whole messages that are chat, though a reader could take words of theirs for a to-do, a date
or a correction: a test of the line ("test test 1 2 3", "testing, is this on?"), a greeting with
a mood and nothing to do ("morning! coffee first then chaos"), news heard of the world ("heard
the council is shutting the library in june"), praise ("Ana's new haircut is 🔥"), the user's own trip told as past
news that ended well ("my flight got delayed by 3 hours yesterday but made it"), a grumble
("flights are so expensive this time of year", "paid 300 pesos for one mango, inflation is wild"),
surprise at how a thing went ("colour me
surprised. the demo actually worked"), good news received ("got the job offer from Acme!!"), a
thing bought and when it comes ("ordered the new laptop, arrives thurs"), an occasion over and
life back to normal ("carnival's over, back to reality"), and a bare "no" with nothing just said for it to answer.

:func:`trying_the_line` and :func:`laughing_at` ("haha Bea's jokes in standup today 😂") are asked
of a message before it is read (nothing in it is kept);
:func:`chatter` when a message stored nothing, before recap would ask about it; :func:`bare_no`
lets the caller keep its question when a "nope" follows a change it may be putting right.

Hand-written: closed lists of greetings, test words and travel mishaps; what decides is that
nothing else is said (no verb of a to-do, no date, no "need to").
"""

from __future__ import annotations

import re

from memory.understanding._appraisal import praise
from memory.understanding._banter import jest, without_game_rank
from memory.understanding._chat_asides import chat_aside
from memory.understanding._commitment_intro import TODO_VERBS
from memory.understanding._coping import coping
from memory.understanding._phrases import _I
from memory.understanding._prefilter import gated
from memory.understanding.timex import has_date_words

_EMOJI = r"[\U0001F1E6-\U0001F1FF\U0001F300-\U0001FAFF\u2600-\u27BF\uFE0F]"
_TEST_WORD = (
    r"test(?:ing)?|tst|ping|pong|hello|helo|hi|one|two|three|\d{1,3}|1-2-3|mic\s+check|check|sound\s+check"
    r"|is\s+(?:this|it)\s+(?:thing\s+)?(?:on|working)|can\s+you\s+(?:hear|see|read)\s+(?:me|this)|anyone\s+there"
)
# "test test 1 2 3", "testing, testing", "ping", "test - is this on?": only words that try the line
_TESTING = gated(re.compile(
    rf"^(?:test(?:ing)?|tst|ping|mic\s+check|sound\s+check)(?:[\s,.!?:;-]+(?:{_TEST_WORD}|{_EMOJI}))*[\s,.!?:;…-]*$", _I
))

_GREETING = re.compile(
    r"^(?:(?:good\s+)?(?:morning|mornin'?|afternoon|evening)|gm|hi|hey|hello|hiya|yo|howdy|g'?day|morning\s+all"
    r"|hey\s+(?:all|team|everyone|folks)|hi\s+(?:all|team|everyone|folks)|happy\s+(?:monday|friday|weekend))"
    r"(?:\s+(?:all|team|everyone|folks|peeps))?[\s!,.…]+(?P<rest>.+)$",
    _I,
)
# what a mood line cannot hold: a modal of doing, a person's promise, a question, a figure
_DOING = re.compile(
    r"\b(?:need|needs|must|should|gotta|have\s+to|has\s+to|will|'ll|going\s+to|gonna|remind|don't|dont|can't|cant"
    r"|won't|wont|todo|to-do|pls|please|broken|down|dead|fixed)\b|[?\d@]",
    _I,
)
_MOOD_WORDS = 8  # "coffee first then chaos", "so tired lol": longer, something is being said

# the user's own trip, late or thrown off, told as past news: "my flight got delayed by 3 hours"
_TRIP = (
    r"(?:my|our|the)\s+(?:\w+\s+)?(?:flight|train|bus|coach|ferry|connection|plane|uber|taxi|cab|lift|ride|commute"
    r"|drive|journey|trip|tube|metro)"
)
_MISHAP = (
    r"(?:got|was|were|had\s+been|ran)\s+(?:(?:so|really|super|massively)\s+)?(?:delayed|late|diverted|rerouted"
    r"|re-?routed|held\s+up|stuck|packed|rammed|cancell?ed|bumped|overbooked|turbulent|bumpy|awful|a\s+nightmare)"
)
_MISSED = r"(?:i|we)\s+(?:nearly\s+|almost\s+|just\s+)?(?:missed|overslept|got\s+lost|got\s+stuck|got\s+soaked)"
# ended well: "but made it", "but we got there in the end", "all good in the end"
_ENDED_WELL = (
    r"(?:but|and|still|luckily|thankfully|anyway)?\s*(?:(?:i|we)\s+)?(?:made\s+it|got\s+there|got\s+home|arrived"
    r"|landed|all\s+good|all\s+fine|survived|made\s+the\s+connection)(?:\s+(?:in\s+the\s+end|eventually|in\s+time"
    r"|on\s+time|safe(?:ly)?|just\s+about|fine|ok|okay|though|tho))*"
)
_TRIP_NEWS = re.compile(
    rf"^(?:(?:ugh|well|so|lol|haha|phew)\W+)*(?:{_TRIP}\s+{_MISHAP}|{_MISSED})\b.*?[\s,.!-]+{_ENDED_WELL}"
    rf"(?:\W|lol|haha\w*|phew|{_EMOJI})*$",
    _I,
)
# news heard of the world: "heard the council is shutting the library", "apparently the strike's
# back on", "saw on the news the M25 is shut": hearsay of others, with nothing of the user's in it
_HEARSAY = re.compile(
    r"^(?:(?:so|lol|omg|ugh|wow|oh|btw|fyi)\W+)*(?:(?:i\s+|we\s+)?(?:just\s+)?(?:heard(?!\s+(?:back|from)\b)"
    r"|(?:read|saw)(?=\s+(?:on|online|somewhere|that)\b))(?:\s+on\s+the\s+(?:news"
    r"|radio|telly|tv|bbc|socials|internet)|\s+online|\s+somewhere)?(?:\s+that)?|apparently|supposedly|allegedly"
    r"|rumou?r\s+(?:is|has\s+it)|word\s+is|(?:it\s+)?says\s+on\s+the\s+news|on\s+the\s+news)\s*[,:]?\s+(?P<rest>.+)$",
    _I,
)
# what makes hearsay the user's own: "apparently I need to …", "heard my flight's cancelled"
_MINE = re.compile(
    r"\b(?:i|i'm|im|i'll|ill|i've|me|my|mine|we|we're|we'll|us|our|need|needs|must|should|gotta|have\s+to|has\s+to"
    r"|remind|todo|to-do|pls|please)\b",
    _I,
)
# praise of someone or their things: "Ana's new haircut is 🔥", "the new intern is super sharp",
# "Kofi is a legend": the value only judges (see _appraisal), so there is nothing to keep or ask
_PRAISED = re.compile(
    r"^(?:(?:omg|wow|ngl|honestly|lol|ok|okay|btw|also)\W+)*(?:(?:[\w\-]+'s|[\w\-]+s'|my|our|the|his|her|their|your)"
    r"\s+(?:new\s+)?(?:[\w'\-]+\s+){0,2}?[\w\-]+|[A-Z][\w\-]+)\s*(?:\s+is|'s|\s+are|'re|\s+looks?|\s+looked"
    r"|\s+was|\s+were|\s+seems?|\s+sounds?)\s+(?P<v>.+)$",
    _I,
)
# praise of who plays or performs said as an idiom: "the bamboo band is on fire 🔥", "Kolo is killing it
# tonight", "the crowd is on fire"; a thing "on fire" may be burning ("the kitchen is on fire"), so a
# thing needs the 🔥 that says it is praise
_PERFORMERS = (
    r"band|dj|crowd|team|squad|choir|singer|drummer|dancers?|players?|striker|keeper|goalie|kids|boys|girls|lads"
    r"|ladies|guys|everyone|audience|orchestra|performers?|musicians?|host|mc|comedian|speaker|coach|grandpa|grandma"
    r"|aunty|auntie|uncle"
)
_ON_FIRE = re.compile(
    r"^(?:(?:omg|wow|ngl|honestly|lol|man|bro)\W+)*(?P<who>(?:(?:the|this|that|our|my|these|those)\s+(?:[\w'\-]+\s+){0,2}?"
    r"(?:" + _PERFORMERS + r")|(?-i:[A-Z][a-z][\w\-]*)|he|she|they|we|you|u)"
    r"|(?P<thing>(?:the|this|that|our|my)\s+(?:[\w'\-]+\s+){0,2}?[\w\-]+))"
    r"(?:\s+(?:is|are|was|were)|'s|'re)\s+(?:(?:so|absolutely|totally|literally|actually|properly|seriously)\s+)?"
    r"(?P<idiom>on\s+fire|on\s+one|on\s+point|killing\s+it|smashing\s+it|crushing\s+it|nailing\s+it|next\s+level)"
    r"(?:\s+(?:tonight|today|rn|right\s+now|this\s+year|again|lately))?"
    r"(?(thing)\W*[🔥\U0001F525]+|)(?:[\s.!…]|lol|haha\w*|ngl|" + _EMOJI + r")*$",
    _I,
)
# "my sister's | new flat is gorgeous": the "'s" taken for "is" was a possessive, the praise comes later
_AFTER_COPULA = re.compile(r"\s+(?:is|are|was|were|looks?|looked|seems?|sounds?)\s+", _I)
# a grumble about how things are, with an intensifier: "flights are so expensive this time of
# year", "petrol's way too dear these days", "trains are crazy busy rn": an exclamation, no fact
# of anyone's and nothing to do (a plain "the quote is too high" may be news, so the intensifier)
_GRUMBLE = re.compile(
    r"^(?:(?:ugh|man|god|honestly|seriously|wow|omg|jeez|sheesh)\W+)*(?:the\s+|these\s+|those\s+)?"
    r"(?:[a-z][\w'\-]*\s+){0,2}?[a-z][\w\-]*(?:\s+(?:is|are|were|was|get|gets|getting)|'s|'re)\s+"
    r"(?:so|sooo+|really|crazy|insanely|ridiculously|stupidly|silly|way\s+too|far\s+too|too|mad|super|absurdly)\s+"
    r"(?:expensive|pricey|dear|overpriced|cheap|crowded|busy|packed|rammed|slow|hot|cold|dark|long|loud|quiet|noisy)"
    r"(?:\s+(?:this\s+time\s+of\s+(?:the\s+)?year|these\s+days|nowadays|right\s+now|rn|lately|atm|at\s+the\s+moment"
    r"|this\s+year|in\s+(?:winter|summer|december|the\s+holidays)|around\s+(?:christmas|the\s+holidays)))?"
    rf"(?:[\s.!…]|lol|smh|ugh|haha\w*|{_EMOJI})*$",
    _I,
)
# a price grumbled at: "paid 300 pesos for one mango, inflation is wild", "$9 for a coffee now, daylight
# robbery": what something cost, then how dear things are (a bill paid is said without the grumble)
_PRICE_GRUMBLE = re.compile(
    r"^(?:(?:ugh|man|omg|lol|wow|jeez|honestly|just)\W+)*(?:(?:i\s+|we\s+)?(?:just\s+)?(?:paid|spent|forked\s+out)\s+)?"
    r"[$€£¥₹]?\s?\d[\d,.]*\s*(?:[$€£¥₹]|[a-z]{1,8})?\s+(?:for|on)\s+[^,;.!?]{1,40}?(?:\s+now)?\s*(?:[,;.!…]|\s[-–—])+\s*"
    r"(?:(?:the\s+)?inflation|prices|(?:daylight\s+|highway\s+|absolute\s+)?robbery|(?:what\s+a\s+)?rip[\s-]?off"
    r"|(?:what\s+a\s+)?scam|extortionate|extortion|criminal|so\s+expensive"
    r"|crazy|insane|mad|madness|ridiculous|wild|nuts|smh|cost\s+of\s+living)\b[^?]*$",
    _I,
)
# surprise at how a thing went: "colour me surprised. the demo actually worked", "who knew, the
# printer works": the reaction, then past news of no to-do
_SURPRISED = re.compile(
    r"^(?:colou?r\s+me\s+(?:surprised|shocked|impressed|amazed)|who\s+knew|wonders\s+never\s+cease|miracles\s+do"
    r"\s+happen|would\s+you\s+believe\s+it|well\s+i\s+never|will\s+wonders\s+never\s+cease|shock\s+horror)"
    r"\s*[.!,:;…\-–—]+\s*(?P<rest>.*)$",
    _I,
)
# good news the user received: "got the job offer from Acme!!", "we landed the Kimura contract 🎉",
# "finally got my visa": news to cheer, never a to-do done unless one matched (then it was kept)
_GOOD_NEWS = re.compile(
    r"^(?:(?:yes+|omg|woo+\w*|yay|finally|guess\s+what|so|and|well)\W+)*(?:i\s+|we\s+)?(?:just\s+|finally\s+"
    r"|officially\s+|actually\s+)?(?:got|landed|won|bagged|secured|received)\s+(?:the|a|an|my|our)\s+"
    r"(?:[\w'\-]+\s+){0,3}?(?:job|offer|job\s+offer|contract|grant|place|promotion|role|position|scholarship|visa"
    r"|funding|deal|bid|tender|award|raise|pay\s+rise|internship|apprenticeship|acceptance|approval|green\s+light)"
    rf"(?:\s+(?:from|at|with|for|in)\s+[\w'&.\- ]{{1,30}}?)?(?:[\s.!…]|lol|haha\w*|{_EMOJI})*$",
    _I,
)
# a thing bought, with when it comes: "ordered the new laptop, arrives thurs", "bought a new kettle,
# should be here monday": news of a purchase (a to-do to buy it, if open, was marked done already)
_BOUGHT_COMING = re.compile(
    r"^(?:i\s+|we\s+)?(?:just\s+|finally\s+|also\s+)?(?:ordered|bought|purchased)\s+(?:the|a|an|my|our|some|new)\s+"
    r"[\w'\- ]{1,40}?\s*(?:,|;|\s[-–—]|\s+and|\s+which|\s+that)\s*(?:it\s+|it's\s+|its\s+|they\s+|they're\s+)?"
    r"(?:should\s+(?:be\s+here|arrive|come)|arrives?|arriving|comes?|coming|gets?\s+here|due|delivered|delivery)\b"
    r"[^?]*$",
    _I,
)
# an occasion over, life as usual again: "carnival's over, back to reality", "holidays done, back
# to the grind 😩": a sigh, nothing to keep
_BACK_TO_NORMAL = re.compile(
    r"^(?:(?:[\w'\-]+\s+){0,3}?[\w\-]+(?:'s|\s+is|\s+are|'re)?\s+(?:over|done|finished|ended)\s*(?:[,;.!…]|\s[-–—]|\s+and"
    r"|\s+so)?\s*(?:now\s+)?)?(?:and\s+)?back\s+to\s+(?:reality|normal|normality|the\s+grind|the\s+daily\s+grind"
    r"|the\s+real\s+world|real\s+life|work|routine|the\s+routine|business(?:\s+as\s+usual)?|it)"
    rf"(?:\s+(?:i\s+guess|then|tomorrow|tmrw|on\s+monday))?(?:[\s.!…]|lol|ugh|sigh|haha\w*|{_EMOJI})*$",
    _I,
)
# a "no" alone: "nope", "nah", "no no"
_BARE_NO = re.compile(rf"^(?:no+|nope|nah|nay|naw|no\s+thanks|no\s+thank\s+you|nah\s+mate)(?:[\s,!.…]+|{_EMOJI})*$", _I)


# laughing at something: "haha Bea's jokes in standup today 😂", "lol Tom's face in the meeting":
# a laugh, then only what was funny (a noun phrase, its day at most), with no verb of doing
_LAUGH_FIRST = re.compile(r"^(?:(?:ha){2,}h*|hehe+|lol+|lmao+|rofl|😂|🤣|😆)+[\s,!.…]+(?P<rest>.+)$", _I)
_LAUGH_LAST = re.compile(r"(?:😂|🤣|😆|\blol+|\blmao+|\b(?:ha){2,}h*)[\s!.…]*$", _I)
_A_VERB = re.compile(r"\b[a-z]{3,}ed\b|\b(?:is|are|was|were|has|have|had|got|did|does|do|said|told|made|sent|paid"
                     r"|went|gone|came|left)\b|'s\s+(?:been|not|got|going)\b", _I)


# what was funny, named as someone's or as a thing: "Bea's jokes", "the dog at the vet"
_WHOSE_OR_WHICH = re.compile(r"^(?:the|my|our|his|her|their|that|this|these|those)\s|^[\w\-]+'s\s", _I)


_QUIP_PART_WORDS = 3  # "new me", "same job": a fragment of a quip is a few words
_QUIP_PARTS = 3  # "new year, new me, same job": a day and two more; "fri, dentist lol" is a diary line


def _quip(said: str) -> bool:
    """ "new year, new me, same job lol": three or more fragments of a few words each, with no
    verb, set side by side and laughed at; a list under a label ("tmrw: milk, eggs") is no quip."""
    if ":" in said or _LAUGH_LAST.search(said) is None:
        return False
    parts = [part.strip() for part in _LAUGH_LAST.sub("", said).strip(" ,.!…").split(",")]
    return (
        len(parts) >= _QUIP_PARTS and all(0 < len(part.split()) <= _QUIP_PART_WORDS for part in parts)
        and not any(_DOING.search(part) or _A_VERB.search(part) for part in parts)
        and not any(w.strip(".!?…").lower() in TODO_VERBS for part in parts for w in part.split())
    )


def laughing_at(text: str) -> bool:
    """Whether the whole message laughs at something, with nothing done or to do ("haha Bea's
    jokes in standup today 😂"): a laugh first, then words with no verb in them; or a quip
    laughed at last (:func:`_quip`)."""
    said = text.strip()
    m = _LAUGH_FIRST.match(said)
    if m is None:
        return _quip(said)
    rest = _LAUGH_LAST.sub("", m["rest"]).strip()
    words = [w.strip(".,!?…:;").lower() for w in rest.split()]
    return (
        0 < len(words) <= _MOOD_WORDS
        and _WHOSE_OR_WHICH.search(rest) is not None  # "lol gym tonight" may be a plan, told with a laugh
        and not _DOING.search(rest)
        and not _A_VERB.search(rest)
        and not any(w in TODO_VERBS for w in words)
    )


# the clocks changing for daylight saving: a day on the calendar everyone shares, never a to-do
_CLOCKS_CHANGE = gated(re.compile(
    r"\b(?:(?:the\s+)?clocks?\s+(?:spring|springs|go|goes|going|fall|falls|move|moves|change|changes|changing|jump"
    r"|jumps)(?:\s+(?:forward|forwards|back|backward|backwards|ahead))?|daylight\s+savings?(?:\s+time)?\s+(?:starts|ends"
    r"|begins|kicks\s+in)|(?:dst|bst)\s+(?:starts|ends|begins|kicks\s+in))\b",
    _I,
))
# what makes such a line a to-do after all: "remind me the clocks go back sunday", "need to reset the oven clock"
_TO_DO = re.compile(
    r"\b(?:need|needs|must|should|gotta|got\s+to|have\s+to|has\s+to|remind|don'?t|dont|do\s+not|let\s+me|make\s+sure"
    r"|remember|todo|to-do|set|reset|change\s+the|adjust|update)\b",
    _I,
)


def clocks_change(text: str) -> bool:
    """ "clocks spring forward mar 12, gonna be a zombie that whole week": the clocks changing,
    told with nothing to do about it (chat: a date, but nobody's to-do)."""
    return _CLOCKS_CHANGE.search(text) is not None and _TO_DO.search(text) is None


# a clause of its own, closing the message: "…, clocks go forward tonight mind"
_LAST_CLAUSE = re.compile(r"^(?P<rest>.+?)\s*[,;]\s*(?P<last>[^,;]+)$")


def without_clocks_aside(text: str) -> str:
    """``text`` without the clocks' change said last as an aside to what comes before ("in 6 hours
    drive Ciarán to the airport, clocks go forward tonight mind": the drive, the change only why the
    hours matter); any other ``text`` as it is."""
    m = _LAST_CLAUSE.match(text.strip())
    if m is None or _CLOCKS_CHANGE.search(m["last"]) is None or _TO_DO.search(m["last"]):
        return text
    return text if _CLOCKS_CHANGE.search(m["rest"]) or len(m["rest"].split()) < 3 else m["rest"]


def trying_the_line(text: str) -> bool:
    """Whether the whole message only tests the line ("test test 1 2 3", "testing, is this on?")."""
    return bool(_TESTING.match(text.strip()))


# what the user is thankful for, said as a debt or a rescue: "i owe my sanity to these headphones",
# "we owe everything to the night nurse", "this app saved my life", "coffee is saving my sanity"
_THANKFUL = re.compile(
    r"^(?:(?:honestly|literally|seriously|tbh)\s+)?(?:(?:i|we)\s+(?:(?:literally|honestly|basically|truly)\s+)?owe"
    r"\s+(?:my|our|all\s+my|all\s+our)\s+(?:sanity|life|lives|soul|career|survival|success|everything|health"
    r"|marriage|grades|degree)\s+to\b"
    r"|.{1,40}?\s+(?:saved|is\s+saving|are\s+saving|has\s+saved|have\s+saved)\s+(?:my|our)\s+(?:life|lives|sanity"
    r"|bacon|skin|day|week|morning|marriage)\b)",
    _I,
)


def chatter(text: str) -> bool:
    """Whether the whole message is chat with nothing to ask about: a test, a greeting with a
    mood, or the user's trip told as past news that ended well."""
    said = text.strip()
    if trying_the_line(said) or _TRIP_NEWS.match(said) or coping(said):  # "we'll get through it somehow"
        return True
    if chat_aside(said):  # "mon is gonna hurt after this weekend", "sent u the memes, check them"
        return True
    praised = _PRAISED.match(said)
    parts = _AFTER_COPULA.split(praised["v"]) if praised is not None else [""]
    if praise(parts[0]) or (len(parts) == 2 and len(parts[0].split()) <= 3 and praise(parts[1])):
        return True  # "Ana's new haircut is 🔥": how the user feels about someone, nothing to keep
    if _ON_FIRE.match(said):
        return True  # "the bamboo band is on fire 🔥", "Kolo is killing it tonight": praise of who plays
    if _GOOD_NEWS.match(said) and not _DOING.search(said) and not has_date_words(said):
        return True  # "got the job offer from Acme!!": news, not a to-do's end
    if _GRUMBLE.match(said):
        return True  # "flights are so expensive this time of year"
    if _THANKFUL.match(said) and not has_date_words(said):
        return True  # "i owe my sanity to noise cancelling headphones": thanks, no debt
    if _PRICE_GRUMBLE.match(said):
        return True  # "paid 300 pesos for one mango, inflation is wild": what things cost, nothing to keep
    if jest(said) and not _DOING.search(without_game_rank(said)):  # "150cc in mario kart": a rank, no figure
        return True  # "dayron got promoted to official domino champion of the block 🏆": a joke title
    bought = _BOUGHT_COMING.match(said) and not _DOING.search(said) and not re.search(r"\b(?:so|then)\s", said, _I)
    if bought or _BACK_TO_NORMAL.match(said):
        return True  # "ordered the new laptop, arrives thurs", "carnival's over, back to reality"
    surprised = _SURPRISED.match(said)
    if surprised is not None and not _DOING.search(surprised["rest"]) and not has_date_words(surprised["rest"]):
        return True  # "colour me surprised. the demo actually worked"
    heard = _HEARSAY.match(said)
    if heard is not None and not _MINE.search(heard["rest"]) and "?" not in said:
        return True  # "heard the council is shutting the library in june": the world's news
    m = _GREETING.match(said)
    if m is None:
        return False
    rest = m["rest"]
    words = [w.strip(".,!?…:;").lower() for w in rest.split()]
    return (
        0 < len(words) <= _MOOD_WORDS
        and not _DOING.search(rest)
        and not has_date_words(rest)
        and not any(w in TODO_VERBS for w in words)
    )


def bare_no(text: str) -> bool:
    """Whether the whole message is a "no" alone, which answers only what was just said."""
    return bool(_BARE_NO.match(text.strip()))
