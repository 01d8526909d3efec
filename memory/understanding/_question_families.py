"""Question families the older heads of :mod:`._questions` missed, each a small vocabulary of
heads and slots rather than one pattern per wording:

- the time or day of a to-do: "what time is my dentist thing", "what day's the plumber",
  "which day do i pay the council tax", "dentist what time?";
- someone else's promise, by when: "when is leila sending the contract", "when's Kwame gonna
  send the figures", "when did Ana say she'd drop the keys off";
- how much the user owes someone: "how much do i owe tariq", "how much money do we owe Mo";
- an issue's state in any symptom's words: "is the printer still jammed", "has the boiler been
  fixed yet", "is the wifi still playing up";
- a day's agenda asked as a look: "how's thursday looking", "what's happening tmrw", "am i
  free friday";
- everything recap holds about someone: "what do you know about Amara", "tell me about jonas",
  "what's the latest on Leila";
- what changed in a window: "what changed this week", "anything new since monday";
- when someone likes a thing done: "when does clara like calls", "what time does Omar prefer meetings".

Hand-written like the rest of the reader: the slots are recap's own (a commitment's owner and
action, a claim's subject, an issue's topic) and it runs on every message.
"""

from __future__ import annotations

import re
from dataclasses import replace

from memory.understanding._attribute_asks import predicate_of
from memory.understanding._issue_asked_state import asked_state
from memory.understanding._issue_fixes import PEOPLE
from memory.understanding._issue_states import FAILURES, inflected
from memory.understanding._phrases import _I, _Ctx, _person, _phrase, _plausible, _predicate
from memory.understanding._prefilter import gated
from memory.understanding._sentences import _Sentence
from memory.understanding.intents import Question
from memory.understanding.timex import DateSpec, find_windows, has_date_words

_WHAT = r"(?:what|wat|wot|wht|whta)"
_BE = r"(?:'s|s|\s+is|\s+are|\s+was|\s+will\s+be)"

# -- the time or day of a to-do ---------------------------------------------------------------
_WHEN_WORD = r"(?:time|day|date|hour|days?\s+of\s+the\s+week)"
_TIME_OF_Q = gated(re.compile(
    r"^(?:" + _WHAT + r"|which|wich)\s+" + _WHEN_WORD + _BE + r"\s+(?P<a>.+?)$"
    r"|^(?:" + _WHAT + r"|which|wich)\s+" + _WHEN_WORD + r"\s+(?:do|did|should|must|am|will|shall|have)\s+(?:i|we)"
    r"\s+(?:got\s+|need\s+to\s+|have\s+to\s+|gotta\s+|got\s+to\s+|supposed\s+to\s+|meant\s+to\s+)?(?P<a2>.+?)$"
    # "what time the dentist is" (after "remind me"), "dentist what time?", "dentist - what day again"
    r"|^(?:" + _WHAT + r"|which)\s+" + _WHEN_WORD + r"\s+(?:the|my|our)\s+(?P<a3>.+?)\s+(?:is|was)$"
    r"|^(?:the\s+|my\s+|our\s+)?(?P<a4>[^?]+?)\s*[,:\-–—]?\s+(?:" + _WHAT + r"|which)\s+" + _WHEN_WORD + r"$",
    _I,
))
# words around the thing asked about that name no part of it: "my dentist thing at", "the plumber on"
_TIME_FILLER = re.compile(
    r"(?:\s+(?:thing|thingy|again|exactly|then|on|at|for|due|scheduled|booked|planned|set\s+for|happening"
    r"|supposed\s+to\s+be|meant\s+to\s+be|by))+$",
    _I,
)
_WHOSE = re.compile(r"^(?P<p>[\w\-]+(?:\s+[\w\-]+)?)(?:'s|’s|')\s+(?P<attr>[\w\s\-]+)$", _I)
_THE = re.compile(r"^(?:the|my|our|that|this)\s+", _I)
# "what time is it", "what day is today", "what date was yesterday": the clock, not a to-do
_CLOCK = re.compile(r"^(?:it|that|this|now|today|tonight|tomorrow|tmrw|yesterday|it\s+now|it\s+there)$", _I)

# -- someone else's promise -------------------------------------------------------------------
_SAID_THEYD = r"(?:say|said|tell\s+you|told\s+you|promise|promised)\s+(?:she|he|they|she'?d|he'?d|they'?d)?"
_THEIR_WHEN_Q = re.compile(
    r"^when(?:'s|s|\s+is|\s+are|\s+was)\s+(?P<p>[\w'\-]+(?:\s+[\w'\-]+)?)\s+(?:gonna\s+|going\s+to\s+|supposed\s+to"
    r"\s+|meant\s+to\s+|due\s+to\s+|planning\s+(?:on\s+|to\s+)|expected\s+to\s+)?(?P<a>\w+ing\b.*|(?<=to\s)\w.*"
    r"|(?<=gonna\s)\w.*)$"
    r"|^when\s+(?:will|would|does|should|can|could|shall)\s+(?P<p2>[\w'\-]+(?:\s+(?-i:[A-Z])[\w'\-]+)?)\s+"
    r"(?:be\s+)?(?P<a2>\w.*)$"
    r"|^when\s+(?:did|does)\s+(?P<p3>[\w'\-]+(?:\s+[\w'\-]+)?)\s+" + _SAID_THEYD + r"(?:'d|\s+would|'ll|\s+will"
    r"|\s+could)?\s+(?P<a3>\w.*)$",
    _I,
)
# verbs of a person's own life, asked as facts ("when does Maya start", "when will Lee move"),
# never a promise to the user
_LIFE_VERB = re.compile(
    r"^(?:start|begin|move|relocate|join|leave|quit|retire|arrive|land|fly|get\s+back|return|become|turn"
    r"|finish\s+(?:work|uni|school)|go\s+on\s+leave|be\s+back|be\s+free|free|born)\b",
    _I,
)


_TO_ME = re.compile(r"\s+(?:to|for)\s+(?:me|us)\b|\s+over(?=\s)", _I)

# -- how much is owed -------------------------------------------------------------------------
_NAMES = r"(?P<p>[\w'\-]+(?:\s+[\w'\-]+)?(?:\s*(?:,|\bor\b|\band\b|&)\s*[\w'\-]+(?:\s+[\w'\-]+)?)*)"
_HOW_MUCH_OWED_Q = re.compile(
    r"^how\s+much\s+(?:money\s+|cash\s+|dosh\s+)?(?:do|did|have|had)?\s*(?:i|we)\s+(?:still\s+|currently\s+)?"
    r"(?:owe|owed|got\s+to\s+pay|have\s+to\s+pay|need\s+to\s+pay|gotta\s+pay|must\s+pay|promised)\s+(?:to\s+)?"
    + _NAMES + r"(?:\s+(?:back|for\s+.+|in\s+total|altogether|overall|all\s+up))?$"
    r"|^how\s+much\s+(?:is|am|are)\s+(?:i\s+|we\s+)?(?:still\s+)?(?:owing|owed)\s+(?:to\s+)?"
    + _NAMES.replace("?P<p>", "?P<p2>") + r"$",
    _I,
)

# -- an issue's state -------------------------------------------------------------------------
_SYMPTOM = (
    r"(?:jammed|stuck|frozen|freezing|crashing|crashed|failing|failed|flaky|glitchy|glitching|leaking|leaky"
    r"|slow|laggy|lagging|dodgy|faulty|playing\s+up|acting\s+up|on\s+the\s+blink|borked|bust|buggy|erroring"
    r"|throwing\s+errors|out\s+of\s+order|out\s+of\s+action|kaput|knackered|dead|down|broken|broke|offline"
    r"|not\s+working|busted|blocked|clogged|flooded|tripping|beeping|overheating|unreachable|unavailable|off"
    r"|an?\s+(?:issue|problem)|a\s+thing|happening|going\s+on"
    # any way a thing fails, as the issue reader knows them: "is the wifi still dropping", "… flickering"
    r"|" + "|".join(sorted({inflected(lemma)[3] for lemma in FAILURES}, key=len, reverse=True)) + r")"
)
_FIXED = (
    r"(?:fixed|sorted(?:\s+out)?|resolved|repaired|mended|unjammed|unblocked|back(?:\s+up)?|working(?:\s+again)?|up"
    r"|looked\s+at|seen\s+to|dealt\s+with|taken\s+care\s+of)"
)
_ISSUE_STATE_Q = re.compile(
    r"^(?:is|are|was)\s+(?:the\s+|our\s+|my\s+|that\s+)?(?P<t>.+?)\s+(?:still\s+)?(?:not\s+|no\s+longer\s+)?"
    + _SYMPTOM
    + r"(?:\s+(?:yet|still|again|now|right\s+now|anymore|any\s+more|today|at\s+all))?$"
    r"|^(?:has|have|did)\s+(?:the\s+|our\s+|my\s+|that\s+)?(?P<t2>.+?)\s+(?:been\s+|got(?:ten)?\s+|get\s+)?"
    + _FIXED + r"(?:\s+(?:yet|now|at\s+all|already))?$"
    r"|^(?:has|did)\s+(?:any(?:one|body)|some(?:one|body)|they|it|IT)\s+(?:fix(?:ed)?|sort(?:ed)?|repair(?:ed)?"
    r"|unjam(?:med)?|look(?:ed)?\s+at)\s+(?:the\s+|our\s+|my\s+|that\s+)?(?P<t3>.+?)(?:\s+(?:yet|already))?$"
    r"|^(?:the\s+|our\s+|my\s+)?(?P<t4>.+?)\s+still\s+" + _SYMPTOM + r"$",  # "printer still jammed?" (marked only)
    _I,
)
# "printer working yet?", "wifi back up?", "boiler fixed yet?": a recovery asked with the thing
# first and no verb (marked only: "boiler fixed" alone reports it); never "ok"/"fine", which ask
# after people ("kids ok?")
_RECOVERED_Q = re.compile(
    r"^(?:the\s+|our\s+|my\s+)?(?P<t5>(?!(?:is|are|was|has|have|did|do|does|can|will|where|what|who|when|how|why|which"
    r"|i|we|you|u|ya|he|she|they|any(?:one|body)|every(?:one|body)|some(?:one|body))(?:'s|s)?\b)[^,;:]+?)\s+(?:still\s+)?(?:not\s+)?"
    r"(?:" + _FIXED + r"|online|running|ok|okay|fine|alright)"
    r"(?:\s+(?:yet|again|now|already|at\s+all|or\s+not|or\s+what))*$",
    _I,
)

# -- a day's agenda asked as a look -------------------------------------------------------------
_AGENDA_Q = gated(re.compile(
    r"^(?:how(?:'s|s|\s+is|\s+does|\s+do)|" + _WHAT + r"(?:'s|s|\s+is|\s+does|\s+do))\s+(?:my\s+|the\s+)?(?P<w>.+?)"
    r"\s+look(?:ing|s)?(?:\s+like)?(?:\s+for\s+(?:me|us))?$"
    r"|^" + _WHAT + r"(?:'s|s|\s+is)\s+(?:happening|going\s+on|planned|scheduled|booked(?:\s+in)?|lined\s+up"
    r"|in\s+the\s+diary|in\s+my\s+diary|on\s+the\s+cards)\s+(?P<w2>.+)$"
    r"|^(?:am\s+i|are\s+we)\s+(?:free|busy|booked\s+up|available)\s+(?P<w3>.+)$"
    # "what's the plan for tmrw", "whats my schedule friday", "what are the plans this weekend"
    r"|^" + _WHAT + r"(?:'s|s|\s+is|\s+are)\s+(?:the|my|our)\s+(?:game\s+)?(?:plans?|schedule|agenda|line-?up"
    r"|itinerary|programme|program|rundown|run\s+of\s+show)\s+(?P<w5>.+)$"
    r"|^(?:do\s+(?:i|we)\s+have|have\s+(?:i|we)\s+got|got)\s+(?:any\s*thing|anything|stuff|much|plans)"
    r"(?:\s+(?:planned|booked|scheduled|going\s+on|happening))?\s+(?P<w4>.+)$"
    # "what have i on tomorrow", "what have we on this week" (Irish and British English: what is on for me)
    r"|^" + _WHAT + r"\s+have\s+(?:i|we)\s+on\s+(?P<w7>.+)$"
    # "whats my day look like tomorrow", "how does the week ahead look": my day is today, my week this week
    r"|^(?:how|" + _WHAT + r")(?:'s|s|\s+is|\s+does|\s+do)\s+(?:my|the|our)\s+(?P<span>day|week|weekend|morning"
    r"|afternoon|evening|week\s+ahead)\s+look(?:ing|s)?(?:\s+like)?(?P<w6>(?:\s+.+)?)$",
    _I,
))
# asked only with a question mark: "busy tomorrow?", "free friday?", "plans for the weekend?",
# "my week?", "week ahead?" (said without one, "busy tomorrow" tells recap something)
_AGENDA_MARKED_Q = re.compile(
    r"^(?:am\s+i\s+|are\s+we\s+)?(?:busy|free|booked\s+up|available)\s+(?P<w>.+)$"
    r"|^(?:any\s+|my\s+|our\s+|the\s+)?(?:plans|agenda|schedule|diary|calendar|itinerary|line-?up)\s+(?P<w2>.+)$"
    r"|^(?:(?:and\s+|so\s+)?(?:my|our|the)\s+)?(?P<span>week\s+ahead|weekend|week|day)(?:\s+(?P<w3>.+))?$",
    _I,
)
# "agenda for tomorrow", "schedule for friday", "what's my day tomorrow", "what's my week like":
# a diary word and a window, or my day or week with a window, asked with or without a mark
_AGENDA_PLAIN_Q = re.compile(
    r"^(?:my\s+|our\s+|the\s+)?(?:agenda|schedule|diary|calendar|itinerary)\s+(?P<w>(?:for|on)\s+.+)$"
    r"|^(?:how|" + _WHAT + r")(?:'s|s|\s+is|\s+are)\s+(?:my|our|the)\s+(?P<span>week\s+ahead|weekend|week|day)"
    r"(?:\s+(?:like|looking))?(?P<w2>(?:\s+.+)?)$"
    # "what's next week like", "how's tmrw looking like": a window asked as a look (window_only says if it is one)
    r"|^(?:how|" + _WHAT + r")(?:'s|s|\s+is|\s+are)\s+(?P<w3>.+?)\s+(?:like|looking(?:\s+like)?)\W*$",
    _I,
)
# "my day", "my week": the one that is on now
_SPAN_NOW = {"day": "today", "week": "this week", "weekend": "this weekend", "morning": "this morning",
             "afternoon": "this afternoon", "evening": "this evening", "week ahead": "the next 7 days"}
_WINDOW_FILLER = re.compile(r"^(?:for|on|in|over|during|at|the|then|me|us|day|schedule|agenda|calendar|\W)*$", _I)

# -- everything about someone -------------------------------------------------------------------
_ABOUT_Q = re.compile(
    # "what do i know about Zara", "what have i got on zara": the user's own knowledge is what recap keeps
    r"^(?:" + _WHAT + r"\s+(?:do|did)\s+(?:you|u|ya|we|i)\s+(?:know|have|remember|recall|got)\s+"
    r"(?:about|on|re|regarding)"
    r"|" + _WHAT + r"(?:\s+(?:have|'ve|ve)\s+(?:you|u|i)\s+got|'ve\s+(?:you|u|i)\s+got)\s+(?:about|on)"
    # "remind me about the lease" asks for a reminder (a to-do), never what recap knows
    r"|(?:can\s+you\s+|could\s+you\s+|pls\s+|please\s+)?(?:tell\s+me|fill\s+me\s+in)\s+(?:about|on|re)"
    r"|tell\s+me\s+(?:every|all|every\s*thing|anything)\s*(?:you\s+know\s+)?(?:about|on)"
    r"|" + _WHAT + r"(?:'s|s|\s+is)\s+(?:the\s+)?(?:latest|news|deal|story|lowdown|update|score|low\s+down)\s+"
    r"(?:on|with|about|re)"
    r"|" + _WHAT + r"(?:'s|s|\s+is)\s+new\s+(?:with|on)"
    r"|(?:any\s+)?(?:info|news|updates?|details)\s+(?:on|about|re)"
    r"|every\s*thing\s+you\s+know\s+(?:about|on))"
    r"\s+(?P<s>.+)$",
    _I,
)
_NOT_ABOUT = re.compile(r"^(?:you|yourself|your|u|ur|it|that|this|them|me|myself|us|life|everything|anything)\b", _I)

# -- what changed in a window -------------------------------------------------------------------
_CHANGES_Q = re.compile(
    # "what happened yesterday" asks what was said (recall), not what recap's records changed
    r"^(?:" + _WHAT + r"(?:'s|s|\s+is|\s+has|\s+have)?\s+(?:been\s+)?(?:changed|new|different|updated|added)"
    r"|" + _WHAT + r"\s+(?:changed|got\s+added|got\s+updated|did\s+i\s+add)"
    r"|(?:is\s+there\s+|are\s+there\s+|got\s+)?any(?:thing)?\s+(?:new|changed?|different|updated|changes|updates)"
    r"|(?:has|did)\s+any(?:thing)?\s+(?:changed?|been\s+updated)"  # "has anything changed", "anything change lately"
    r"|(?:what|which)\s+(?:changes|updates)(?:\s+(?:are|were|have\s+there\s+been))?"
    r"|(?:show\s+me\s+|list\s+|give\s+me\s+)?(?:the\s+|my\s+|all\s+)?(?:changes|updates))"
    r"(?P<rest>(?:\s+.*)?)$",
    _I,
)
_CHANGES_REST = re.compile(
    r"^(?:\s+(?:since|in|over|during|for|from|on|this|last|the|past|lately|recently|of\s+late|so\s+far"
    r"|at\s+all|then|with\s+(?:me|my\s+stuff|my\s+list)|on\s+my\s+list|for\s+me|\w+))*$",
    _I,
)
_SINCE = re.compile(r"^(?:since|from)\b", _I)
_RECENTLY = re.compile(r"\b(?:lately|recently|of\s+late)\b", _I)


# -- when someone likes a thing done ----------------------------------------------------------
# "when does clara like calls", "what time does Omar prefer his meetings", "which day does mum like
# to have visitors": a preference of theirs, scoped to the thing (never a to-do's due)
_LIKED_WHEN_Q = re.compile(
    r"^(?:when|what\s+time(?:\s+of\s+day)?|which\s+time|what\s+day|which\s+day|what\s+days|which\s+days)\s+"
    r"(?:does|do|did)\s+(?P<p>[\w'\-]+(?:\s+[\w'\-]+)?)\s+(?:like|prefer|usually\s+like|usually\s+prefer)\s+"
    r"(?:to\s+(?:have|do|take|get|book|schedule)\s+)?(?:(?:her|his|their|the|our|my)\s+)?(?P<c>[a-z][\w\s\-]*?)"
    r"(?:\s+(?:best|most|usually|normally))?$",
    _I,
)


def liked_when(text: str, s: _Sentence, ctx: _Ctx) -> Question | None:
    """ "when does clara like calls": Clara's preference for calls, or None."""
    m = _LIKED_WHEN_Q.match(text)
    if m is None:
        return None
    person = _person(m["p"], ctx) or _person(m["p"], replace(ctx, lowercase=not ctx.lowercase))
    thing = _phrase(m["c"])
    if not person or person == "me" or not _plausible(thing, max_words=3) or has_date_words(thing):
        return None
    return Question("fact", person, "preference", None, s.raw, thing)


def family_question(text: str, s: _Sentence, ctx: _Ctx, *, marked: bool) -> Question | None:
    """The question of one of this module's families, else None. ``marked``: the sentence
    ends in a question mark (a few shapes, "printer still jammed", read only then)."""
    return (
        _time_of(text, s, ctx, marked=marked)
        or _their_when(text, s, ctx)
        or _how_much_owed(text, s, ctx)
        or issue_state(text, s, ctx, marked=marked)
        or _agenda(text, s, ctx, marked=marked)
        or _about(text, s, ctx)
        or _changes(text, s, ctx)
    )


def _time_of(text: str, s: _Sentence, ctx: _Ctx, *, marked: bool) -> Question | None:
    m = _TIME_OF_Q.match(text)
    if m is None or (m["a4"] is not None and not marked):
        return None
    said = m["a"] or m["a2"] or m["a3"] or m["a4"]
    action = _THE.sub("", _TIME_FILLER.sub("", said.strip(" ,?"))).strip()
    whose = _WHOSE.match(action)
    if whose is not None:  # "what day is Ana's birthday": a fact of Ana's
        person = _person(whose["p"], ctx) or _person(whose["p"], replace(ctx, lowercase=not ctx.lowercase))
        predicate = _predicate(whose["attr"])
        return Question("fact", person, predicate_of(predicate) or predicate, None, s.raw) if person else None
    if action and not _CLOCK.match(action) and has_date_words(action):
        action = _without_windows(action, ctx)  # "what time is the call with Raj tmrw": the call with Raj
    if not action or _CLOCK.match(action) or has_date_words(action) or "'" in action or "’" in action:
        return None
    if not _plausible(action, max_words=6) or _person(action, replace(ctx, lowercase=False)):
        return None  # "what time is Maya": whose time, not a to-do's
    return Question("when_due", action, None, None, s.raw)


def _without_windows(said: str, ctx: _Ctx) -> str:
    """``said`` without the time windows it names, said last ("the call with Raj tmrw")."""
    rest = said
    for found in find_windows(said, now=ctx.now, tz=ctx.tz):
        if rest.rstrip().endswith(found.text):
            rest = rest.rstrip()[: -len(found.text)]
    return _TIME_FILLER.sub("", rest.strip(" ,")).strip()


def _their_when(text: str, s: _Sentence, ctx: _Ctx) -> Question | None:
    m = _THEIR_WHEN_Q.match(text)
    if m is None:
        return None
    who = m["p"] or m["p2"] or m["p3"]
    said = (m["a"] or m["a2"] or m["a3"]).strip()
    if who.lower() in ("i", "we", "you", "u", "it", "that", "this", "the", "my", "our", "he", "she", "they"):
        return None
    person = _person(who, ctx) or _person(who, replace(ctx, lowercase=not ctx.lowercase))
    if not person or _LIFE_VERB.match(said) or has_date_words(said):
        return None
    # "sending the contract" as said: a commitment is matched by its words' stems ("send")
    action = _TO_ME.sub("", _TIME_FILLER.sub("", said)).strip()  # "send over the contract to me"
    if " " not in action or not _plausible(action, max_words=8):
        return None
    return Question("when_due", action, None, None, s.raw, person)


def _how_much_owed(text: str, s: _Sentence, ctx: _Ctx) -> Question | None:
    m = _HOW_MUCH_OWED_Q.match(text)
    if m is None:
        return None
    # imported here: :mod:`._questions` imports this module (the shared reading of "harriet or rupert")
    from memory.understanding._questions import _names

    names = _names(m["p"] or m["p2"], ctx)
    return Question("owed", names, "money", None, s.raw) if names else None


def issue_state(text: str, s: _Sentence, ctx: _Ctx, *, marked: bool) -> Question | None:
    """ "is the printer still jammed", "has the boiler been fixed yet": the state of the issue
    the words name, in any symptom's words (tried before :mod:`._questions`' narrower states,
    so that "still playing up" is no part of the topic)."""
    m = _ISSUE_STATE_Q.match(text) or (_RECOVERED_Q.match(text) if marked else None)
    if m is None or (m.re is _ISSUE_STATE_Q and m["t4"] is not None and not marked):
        return None
    said = next(g for g, found in m.groupdict().items() if found is not None)
    topic = _phrase(m[said])
    if not topic or not _plausible(topic, max_words=4) or has_date_words(topic):
        return None
    if _person(topic, replace(ctx, lowercase=False)) or _NOT_ABOUT.match(topic):  # "is Maya ok", "is it down"
        return None
    if topic.lower() in PEOPLE:
        return None  # "are the kids still squealing": people, no issue
    asked = asked_state(text[: m.start(said)] + " " + text[m.end(said) :])  # "still jammed" or "working yet"
    return Question("issue", topic, asked, None, s.raw)


def _agenda(text: str, s: _Sentence, ctx: _Ctx, *, marked: bool) -> Question | None:
    m = _AGENDA_Q.match(text)
    if m is None:
        return _agenda_shorthand(text, s, ctx, marked=marked)
    said = m["w"] or m["w2"] or m["w3"] or m["w4"] or m["w5"] or m["w7"] or (m["w6"] or "").strip()
    if not said and m["span"]:
        said = m["span"]
    span = _SPAN_NOW.get(" ".join(said.lower().split()))  # "how's my day looking": today
    window = window_only(span or said, ctx)
    return Question("due_week", None, None, window, s.raw) if window is not None else None


def _agenda_shorthand(text: str, s: _Sentence, ctx: _Ctx, *, marked: bool) -> Question | None:
    """ "busy tomorrow?", "plans for the weekend?", "my week?", "agenda for friday", "what's my
    day tomorrow": what is due in a window asked in a few words; "my week" alone is this week."""
    m = _AGENDA_PLAIN_Q.match(text) or (_AGENDA_MARKED_Q.match(text) if marked else None)
    if m is None:
        return None
    found = m.groupdict()
    said = next((w.strip() for k, w in found.items() if k.startswith("w") and w and w.strip()), "")
    span = found.get("span")
    if span and said:
        window = window_only(said, ctx)  # "what's my day tomorrow": the day named
    elif span:
        window = window_only(_SPAN_NOW[" ".join(span.lower().split())], ctx)
    else:
        window = window_only(said, ctx) if said else None
    return Question("due_week", None, None, window, s.raw) if window is not None else None


def window_only(said: str, ctx: _Ctx) -> DateSpec | None:
    """The window ``said`` names when it names nothing else ("thursday", "the rest of the
    week", "tmrw afternoon"); None when any other word is left ("the printer", "Omar")."""
    # imported here: :mod:`._questions` imports this module (forward reading, "by" made cumulative)
    from memory.understanding._questions import _due_window

    rest = f" {said} "
    for found in find_windows(said, now=ctx.now, tz=ctx.tz):
        rest = rest.replace(found.text, " ")
    if rest.strip() == said.strip() or not _WINDOW_FILLER.match(rest.strip()):
        return None
    return _due_window(said, ctx)


def _about(text: str, s: _Sentence, ctx: _Ctx) -> Question | None:
    m = _ABOUT_Q.match(text)
    if m is None:
        return None
    said = _phrase(m["s"].strip(" ?!."))
    if not said or _NOT_ABOUT.match(said) or has_date_words(said) or not _plausible(said, max_words=4):
        return None
    # a person: "tell me about the Acme outage" asks what was said about it (recall)
    person = _person(said, ctx) or _person(said, replace(ctx, lowercase=not ctx.lowercase))
    return Question("about", person, None, None, s.raw) if person else None


def _changes(text: str, s: _Sentence, ctx: _Ctx) -> Question | None:
    m = _CHANGES_Q.match(text)
    if m is None:
        return None
    rest = m["rest"]
    if not _CHANGES_REST.match(rest):
        return None
    windows = find_windows(rest, now=ctx.now, tz=ctx.tz) if rest.strip() else []
    left = rest
    for found in windows:
        left = left.replace(found.text, " ")
    if re.search(r"\b(?!since|in|over|during|for|from|on|this|last|the|past|lately|recently|of|late|so|far|at"
                 r"|all|then|with|me|my|stuff|list)\w+", left, _I):
        return None  # "what's new with Omar", "anything new on the printer": not a window
    if not windows and rest.strip() and not _RECENTLY.search(rest) and not re.fullmatch(
        r"\s*(?:at\s+all|then|so\s+far|for\s+me|on\s+my\s+list|with\s+(?:me|my\s+stuff|my\s+list))?\s*", rest, _I
    ):
        return None
    window = windows[0] if windows else None
    if window is not None and _SINCE.match(window.text):  # "since monday": from then until now
        window = replace(window, end=max(window.end, ctx.now))
    return Question("changes", None, None, window, s.raw)
