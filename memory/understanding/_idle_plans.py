"""Small talk that sounds like a plan but commits to nothing: a vague "we should … sometime",
and a routine told as it always is.

- "we should totally grab fika sometime", "we must do drinks one of these days", "let's catch
  up soon!", "would be nice to see the lake again at some point", "we should do a potluck every
  alaska day tbh" (a tradition wished for): a social wish said to the chat, with no day and no
  one to answer to. Stored as a to-do it would nag for ever.
- "we should do a polar plunge before new years maybe": a wish that ends unsure of itself, whatever
  day it names.
- "we should probably get a second bakkie at some stage", "we should maybe paint the shed one day": a
  wish the group floats twice unsure (a "probably" and no time but "some day"), whatever the deed.
- "monday's standup is at 9:15 like always", "swim club's on saturday as usual", "payroll runs
  on the 25th, same as every month": a fixed routine, said as it always is; nothing new to keep.

Either is dropped only when it is a to-do of the user's with nothing that obliges ("need to",
"gotta", "remind me", "don't forget"); "we should book the venue sometime next week" names a
period and is kept, and "remind me, standup's at 9:15 as usual" asks for a reminder. Written by
hand: the vague-time words and the as-usual words are a short closed list.
"""

from __future__ import annotations

import re

from memory.understanding._prefilter import gated
from memory.understanding.intents import Intent, NewCommitment, Unclear

__all__ = ["idle_plan"]

_VAGUE_WISH = gated(re.compile(
    r"^(?:(?:honestly|seriously|omg|ok|oh|haha|lol|yeah|yes)[,!]?\s+)*"
    r"(?:we|you\s+and\s+(?:i|me)|u\s+and\s+me|me\s+and\s+you)\s+(?:really\s+|totally\s+|def\s+|defo\s+|definitely\s+"
    r"|so\s+)?(?:should|must|oughta|gotta)\b"
    r"|^(?:let'?s|lets)\s+(?!not\b)|^(?:it\s+)?(?:would|'d|wd)\s+be\s+(?:nice|fun|great|lovely|cool)\s+to\b",
    re.IGNORECASE,
))
_SOMETIME = gated(re.compile(
    r"\b(?:some\s*time|sometime\s+soon|soon(?:ish)?|one\s+of\s+these\s+days|at\s+some\s+(?:point|stage)|one\s+day|some\s+day"
    r"|someday|again\s+soon|in\s+the\s+new\s+year\s+maybe"
    # a tradition wished for: "we should do a potluck every alaska day tbh", "… every summer"
    r"|every\s+(?:[\w'-]+\s+){0,2}?(?:day|year|summer|winter|spring|autumn|fall|christmas|xmas|easter|holiday"
    r"|holidays|birthday|new\s+year))(?:\s+(?:tbh|honestly|lol|imo|ngl|haha))?\s*[.!?😊🙂☕️☕😄]*\s*$",
    re.IGNORECASE,
))
# what friends do together: only such a wish is small talk ("we should renew the lease soon" is a to-do)
_SOCIAL = gated(re.compile(
    r"\b(?:catch\s+up|hang(?:\s+out)?|meet\s+up|get\s+together|grab|drinks?|coffee|fika|lunch|dinner|brunch|beers?"
    r"|pints?|hike|trip|visit|see\s+each\s+other|reunion|game\s+night|bbq|barbecue|picnic|go\s+out|karaoke|party"
    r"|potluck|pot\s+luck|feast|cookout|fish\s+fry|sing[\s-]?along"
    r"|play|dance|dancing|swim|ski|skiing|movie|film|gig|concert|walk|run|ride"
    # an outing named by where or when it is spent: "a beach day", "a spa weekend", "a pub night"
    r"|[\w'-]+\s+(?:day|night|trip|weekend|date|session|sesh|getaway)|(?:day|night|weekend)\s+(?:out|away)"
    r"|beach|pub|spa|museum|gallery|festival|camping|road\s*trip|holiday|vacation|getaway|sleepover|playdate"
    r"|surf(?:ing)?|sail(?:ing)?|boat|climb(?:ing)?|bouldering|bowling|golf|tennis|padel|escape\s+room|quiz"
    # a game or a league got up among friends: "we should start a cricket league in the gym"
    r"|league|tournament|kickabout|pickup\s+game|five[\s-]a[\s-]side|cricket|football|footy|soccer|rugby|netball"
    r"|volleyball|basketball|hockey|darts|pool\s+comp"
    # a gathering named by what is shared, whatever its local name: "do an asado", "have a braai", "throw a hotpot"
    r"|(?:do|have|throw|host)\s+(?:an?|some)\s+[\w'-]+)\b",
    re.IGNORECASE,
))
# a wish that ends unsure of itself: "we should do a polar plunge before new years maybe": even with a day
# it is floated to the chat, not planned
_HEDGED_END = gated(re.compile(
    r"\b(?:maybe|perhaps|possibly|idk|or\s+something|if\s+(?:we're|were|we\s+are|ur|you're)\s+keen)"
    r"(?:\s+(?:tbh|lol|haha\w*|idk))?\s*[.!?…😊🙂😄🤔]*\s*$",
    re.IGNORECASE,
))
# "we should probably/maybe …" ending "at some stage", "one day", "eventually": floated, whatever the deed
# (not "soon": "we should probably renew the lease soon" names a near time)
_HEDGED_WISH = gated(re.compile(
    r"^(?:(?:honestly|ok|oh|yeah|mm+|hm+|ag|eish)[,!]?\s+)*we\s+(?:should|oughta|ought\s+to|could)\s+"
    r"(?:probably|prob|prolly|maybe|perhaps|possibly)\b", re.IGNORECASE,
))
_SOME_DAY = gated(re.compile(
    r"\b(?:some\s*time|at\s+some\s+(?:point|stage)|one\s+day|some\s*day|one\s+of\s+these\s+days|eventually"
    r"|down\s+the\s+(?:line|track|road))(?:\s+(?:tbh|honestly|lol|imo|ngl|haha))?\s*[.!?😊🙂🤔]*\s*$",
    re.IGNORECASE,
))
_AS_USUAL = gated(re.compile(
    r"\b(?:like|as|same\s+as)\s+(?:always|usual|ever|every\s+(?:week|day|time|month|year))\b", re.IGNORECASE
))
# a statement of when it is: "standup is at 9:15", "swim club's on saturday", "payroll runs on the 25th"
_IS_WHEN = gated(re.compile(r"(?:\bis|'s|\bare|\bruns|\bstarts|\bhappens)\s+(?:at|on|from)\b", re.IGNORECASE))
_OBLIGED = gated(re.compile(
    r"\b(?:need|needs|gotta|got\s+to|have\s+to|has\s+to|must|remind|remember|don't\s+forget|dont\s+forget|todo"
    r"|to-do|i'll|ill|i\s+will|i'm\s+going|gonna)\b",
    re.IGNORECASE,
))


# a chore done for an outing, never the outing itself: "book the venue for the party", "buy tickets for the gig"
_CHORE = re.compile(
    r"^(?:book|buy|order|pay|renew|call|ring|phone|email|text|send|fix|sort|organi[sz]e|plan|arrange|reserve|invite"
    r"|confirm|check|cancel|get\s+(?:tickets|a\s+quote))\b",
    re.IGNORECASE,
)


def _social_deed(action: str) -> bool:
    """Whether the to-do ``action`` is itself a thing done together ("start a cricket league", "grab
    lunch"): a social word in its first words, and no chore for one ("book the venue for the party")."""
    return not _CHORE.match(action) and _SOCIAL.search(" ".join(action.split()[:4])) is not None


def idle_plan(intent: Intent, raw: str) -> bool:
    """Whether ``intent`` (read from the sentence ``raw``) is a to-do recap should not keep: a
    vague social wish ("we should grab fika sometime") or a routine said as usual."""
    todo = intent.proposal if isinstance(intent, Unclear) else intent
    if not isinstance(todo, NewCommitment) or todo.owner != "me":
        return False
    text = raw.strip()
    # (with no day at all and nothing that obliges, a wish whose own deed is social is as vague: "we should
    # start a cricket league in the gym, Pakistan vs the rest"; never a chore for one: "we should book the venue")
    vague = todo.due is None and (_SOMETIME.search(text) or (not _OBLIGED.search(text) and _social_deed(todo.action)))
    if (vague or _HEDGED_END.search(text)) and _VAGUE_WISH.search(text) and _SOCIAL.search(text):
        return not re.search(r"\b(?:remind|don't\s+forget|dont\s+forget)\b", text, re.IGNORECASE)
    if todo.due is None and _hedged_wish(text):
        return True
    return bool(_AS_USUAL.search(text) and _IS_WHEN.search(text) and not _OBLIGED.search(text))


def _hedged_wish(text: str) -> bool:
    """Whether ``text`` is a group's wish said unsure and for no time ("we should probably get a
    second bakkie at some stage"), or put off to some day ("we should get a proper brew hut on site
    one of these days": no day will ever come due), with nothing that obliges."""
    put_off = _SOME_DAY_WISH.search(text) and _PUT_OFF.search(text)
    return bool((put_off or (_HEDGED_WISH.search(text) and _SOME_DAY.search(text))) and not _OBLIGED.search(text))


# "we should really get a second forklift one of these days": the group's wish, put off to some day (never
# "sometime", said of a chore that will come due: "we should do the taxes sometime")
_SOME_DAY_WISH = gated(re.compile(
    r"^(?:(?:honestly|ok|oh|yeah|mm+|hm+|ag|eish|wunna)[,!]?\s+)*we\s+(?:should|oughta|ought\s+to)\s+", re.IGNORECASE
))
_PUT_OFF = gated(re.compile(
    r"\b(?:at\s+some\s+(?:point|stage)|one\s+day|some\s*day|one\s+of\s+these\s+days|eventually"
    r"|down\s+the\s+(?:line|track|road))(?:\s+(?:tbh|honestly|lol|imo|ngl|haha))?\s*[.!?😊🙂🤔]*\s*$",
    re.IGNORECASE,
))


def idle_said(text: str) -> bool:
    """Whether the whole message ``text`` is such small talk, for the never-silent net: it is
    acknowledged, not asked about ("monday's standup is at 9:15 like always")."""
    said = text.strip()
    if _OBLIGED.search(said) and not _VAGUE_WISH.search(said):
        return False
    m = _VAGUE_WISH.search(said)
    undated = m is not None and not _OBLIGED.search(said) and _social_deed(said[m.end() :].strip())
    wish = m and (_SOMETIME.search(said) or _HEDGED_END.search(said) or undated) and _SOCIAL.search(said)
    return bool(wish or _hedged_wish(said) or (_AS_USUAL.search(said) and _IS_WHEN.search(said)))
