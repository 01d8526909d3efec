"""The last check on a sentence's to-dos: words that state how things are, or thank someone for
what they did, are never kept as something the user has to do.

The forms find a to-do by its frame ("todo:", "note to self:", "I'll …", a date), and a few
frames hold words that are no action at all:

- a state: "note to self: coffee is life", "my to-do list is longer than my arm", "todo: the
  garage is a mess". An action is something to do; words whose head is "is"/"are"/"was" (with
  no verb of doing before it: "make sure the door is locked" stays a to-do) say how things are.
- a span of time lived: "in 10 days I'll have been at this school 20 years".
- someone's opinion taken whole ("Marcus reckons we'll all have to …"), or a report with a
  past tense after its first word ("harvest went well this year"): told, not to do;
- what someone is like: "Rohan will do anything for a laugh", "she'd try anything once" (an
  undated verb whose object is "anything"/"whatever" names nothing to do);
- a thing's end date: "note to self: passport expires 14 may", "gym membership renews on the
  3rd" (a fact about the thing; the to-do, if any, is said with its own verb);
- a vow: "note to self: never agree to a 6am call time again", "no more takeaways": a rule the
  user sets themself, with nothing to do and no day to do it on;
- being back: "reefer repaired, back on the road", "back in the office": where a thing or a
  person is again ("back up the laptop" keeps its object and stays a to-do).
- not going: "can't make standup tmrw", "won't make the offsite", "gonna miss the school play
  thurs": where the user will not be; the to-do, if any, is said with its own verb ("need to tell
  the team").
- a joke list: "my to do list today: nap, eat, nap", "plans for the weekend: sleep, eat, repeat":
  every item only rest, food or nothing, said as a list, is how the day will feel, not a list of
  things to do (one real item keeps it a list: "today: nap, then call the bank").
- thanks for a deed: "thanks for reminding me yesterday", "thank you for sorting the flights"
  praise what someone did; its verb is never the user's to-do (the clause after it may be one:
  "cheers for the reminder, I'll call Ana tomorrow").

Such a to-do is dropped (the caller may still ask when the sentence carries a sign); never
stored, it cannot be a wrong memory. Written by hand: closed lists of English function words.
"""

from __future__ import annotations

import re

from memory.understanding._commitment_intro import TODO_VERBS
from memory.understanding._degree import DEGREE
from memory.understanding._phrases import _I
from memory.understanding._self_care import self_care
from memory.understanding.intents import Intent, NewCommitment, Unclear

# "is longer than my arm", "coffee is life", "mondays are the worst": a copula among the first words
_STATE = re.compile(r"^(?:[\w'-]+\s+){0,2}?(?:is|are|was|were|am|isn'?t|aren'?t)\b", _I)
# verbs that take a clause: "ensure it is signed", "tell Ana the room is booked" stay to-dos
_CLAUSE_VERBS = frozenset({
    "ensure", "verify", "double-check", "doublecheck", "see", "tell", "let", "remind", "ask", "find", "figure",
    "remember", "mention", "say", "warn", "inform", "explain", "note", "flag", "prove", "show", "double",
})  # fmt: skip
# how someone looks or is getting on, a linking verb and its adjective: "nan's looking heaps better this
# week", "Sam is looking great", "mum's getting better" (news of them, no deed; "look into the quote" stays)
_LOOKS_STATE = re.compile(
    r"(?:look|looks|seem|seems|sound|sounds|feel|feels|get|gets)(?:\s+(?:heaps|loads|lots|tons|much|a\s+lot|"
    + DEGREE + r"))*\s+(?:better|worse|well|good|great|fine|ok|okay|rough|tired|ill|sick|poorly|unwell|stronger"
    r"|weaker|happier|healthier|brighter|older|thinner|skinny|pale|grand|amazing|lovely|awful|terrible)",
    _I,
)
_LIVED = re.compile(r"^(?:have|has|'ve)\s+been\b", _I)
_THANKS = re.compile(
    r"^\W*(?:(?:many\s+|big\s+|huge\s+)?thanks?|thank\s+(?:you|u|ya)|thx|thnx|tnx|ty|tysm|cheers|ta|much\s+appreciated)"
    r"(?:\s+(?:so|very)\s+much)?(?:\s+again)?\s+for\b"
    r"|^\W*for\s+[a-z]+ing\b",  # the thanks already cut off: "for reminding me yesterday"
    _I,
)


# "4am start again", "early finish fri": the shape of a working day, a verb with nothing to do it to
_DAY_SHAPE = frozenset({"start", "finish", "begin", "wake", "sleep", "clock"})
# "has its own to-do list", "keeps growing": a verb said of a subject cut away, never an order
_SAID_OF = frozenset({"has", "had", "hasn't", "hasnt", "keeps", "gets", "seems", "looks", "feels", "goes"})
# "remember to breathe, that's my motto": a saying quoted, not a to-do
_SAYING = re.compile(
    r"\b(?:(?:my|our|his|her|their|the)\s+(?:motto|mantra)|words\s+to\s+live\s+by|life\s+lesson|golden\s+rule"
    r"|as\s+(?:they|my\s+\w+)\s+(?:say|said|says|used\s+to\s+say)|(?:always|used\s+to)\s+sa(?:y|id|ys)\b)",
    _I,
)


# "back on the road", "back in service", "back to normal": where a thing or a person is again, no
# order to back anything ("back up the laptop", "back the van in" keep an object)
_BACK_AGAIN = re.compile(
    r"^back\s+(?:on|in|at|to|from|online|open|home|together|up\s+and\s+running|in\s+action|on\s+track)\b", _I
)
# a vow, not a task: "never agree to a 6am call time again", "never again", "no more takeaways"
_VOW = re.compile(r"^(?:never|no\s+more|not\s+ever|don'?t\s+ever|never\s+ever)\b", _I)
# someone's opinion or forecast taken whole: "Marcus reckons we'll all have to rewrite …", "Leila
# thinks the rota will change next month": what they think, never the user's to-do
_OPINION = re.compile(
    r"^(?:[A-Za-z][\w'-]*\s+){1,2}?(?:reckons|reckoned|thinks|thought|figures|figured|predicts|predicted|bets"
    r"|reckon|guesses|guessed|reckons?\s+that|thinks\s+that)\s+(?:that\s+)?(?:we|they|he|she|it|i|you|everyone"
    r"|all|the)\b",
    _I,
)
# a past tense straight after the first word: "harvest went well", "launch was a mess", "exam ran
# over": what happened, told; no verb of a to-do is followed by one of these
_TOLD_PAST = frozenset({
    "went", "was", "were", "came", "did", "ran", "began", "grew", "flew", "broke", "turned", "happened", "ended",
    "finished", "felt", "seemed", "looked", "sold", "paid", "cost",
})  # fmt: skip


# "Rohan will do anything for a laugh", "she'd try anything once", "I'll eat whatever": no thing
# named to do, only what someone is like (undated; "do anything you can by fri" has its day)
_ANYTHING = re.compile(
    r"^[a-z]+\s+(?:(?:just|literally|pretty\s+much)\s+)?(?:about\s+)?(?:anything|whatever)(?:\s+(?:for|to|at|if|it\s+takes"
    r"|once|twice|with|they|she|he|you|u)\b|\s*$)",
    _I,
)


# "passport expires", "gym membership renews", "the lease runs out": a date fact about a thing (when
# it ends), said with its date; the statement is never the action (renewing it is a to-do only said so)
_LAPSES = re.compile(
    r"^(?:(?:(?:note\s+)?to\s+self|mental\s+note|note|reminder)\s*[:\-–—]\s*)?(?:(?:the|my|our|his|her|their)\s+)?(?:[\w'&-]+\s+){0,3}[\w'&-]+\s+(?:expires|renews|lapses|runs\s+out"
    r"|(?:is|are)\s+(?:expiring|renewing|lapsing|running\s+out))$",
    _I,
)


# "can't make standup", "cannot attend", "won't be at the 3pm", "miss the school play": the user not
# going, never a thing to do
_NOT_GOING = re.compile(
    r"^(?:(?:can'?t|cannot|can\s+not|won'?t|wont|couldn'?t|will\s+not|not\s+(?:gonna|going\s+to)|unable\s+to)\s+"
    r"(?:make|attend|come|go|join|be\s+(?:at|there|in)|get\s+to)"
    r"|(?:(?:gonna|going\s+to|will|have\s+to|got\s+to|gotta)\s+)?miss(?:ing)?)\b"
    # (never the title before a name who does something: "Miss Ivy asked me to …", "Miss Sato wants …")
    r"(?!(?<=^(?-i:Miss))\s+(?-i:[A-Z])[\w\-]*\s+(?!(?:party|play|game|show|match|wedding|do|bash|gig)\b)[a-z])",
    _I,
)


_SUBJECT = re.compile(r"^(?:(?:i|we|i'm|im|i\s+am|we're|we\s+are)\s+|(?:i|we)'ll\s+)", _I)


def not_going(said: str) -> str | None:
    """What ``said`` tells the user will not be at ("the gym tmrw" of "I can't make the gym
    tmrw", "the school play" of "gonna miss the school play"), else None: no to-do to offer; an
    open one it names may be off."""
    rest = _SUBJECT.sub("", said.strip())
    m = _NOT_GOING.match(rest)
    return None if m is None else rest[m.end() :].strip()


def told_not_todo(action: str) -> bool:
    """Whether the words of a would-be to-do tell an opinion or what happened ("Marcus reckons
    we'll …", "harvest went well"): no verb of a to-do comes before these."""
    words = action.split()
    if len(words) > _DONE_TO_WORDS and words[0].lower() not in TODO_VERBS and _DONE_TO.match(" ".join(words[1:3])):
        return True  # "kids fixed their own lunch", "Ana painted the fence": someone did it, a report
    return bool(_OPINION.match(action)) or (len(words) > 2 and words[1].lower() in _TOLD_PAST)


# a regular past before what it was done to: "fixed their", "painted the" (never "serviced at the garage",
# the state a thing is to be left in)
_DONE_TO = re.compile(r"^[a-z]{2,}ed\s+(?:the|their|his|her|my|our|your|its|a|an)$", _I)
_DONE_TO_WORDS = 2


# a particle alone is no action: "off", "out", "away" say where someone is
_PARTICLES = frozenset({"off", "out", "in", "on", "up", "down", "away", "back", "over", "around", "about"})


# what a thing is expected to do, said alone: "arrive", "come through", "turn up" (no object, no place)
_EXPECTED = re.compile(
    r"(?:arrive|land|come\s+through|turn\s+up|show\s+up|get\s+here|go\s+through|get\s+delivered|be\s+delivered)",
    re.IGNORECASE,
)


# a list item that is only rest, food or nothing: "nap", "eat", "repeat", "netflix", "do nothing"
_IDLE_ITEM = re.compile(
    r"(?:(?:and|then|more|another|a\s+bit\s+more)\s+)*(?:nap|naps|napping|sleep|sleeping|snooze|eat|eating|snack|snacks"
    r"|repeat|rinse\s+and\s+repeat|chill|chilling|relax|relaxing|rest|lounge|veg(?:\s+out)?|netflix|tv|telly|couch|sofa"
    r"|nothing|do\s+nothing|absolutely\s+nothing|coffee|more\s+coffee|wine|beer|pizza)(?:\s+again)?[\s!.…]*",
    _I,
)
_IDLE_LIST_ITEMS = 2  # "nap, eat": one idle item alone ("today: nap") may be a plan


def _idle_list(clause: str) -> bool:
    """Whether ``clause`` is a list (after its label's colon) of rest, food or nothing only."""
    if ":" not in clause:
        return False
    items = [i.strip() for i in re.split(r",|\s+(?:and|then|&)\s+", clause.rsplit(":", 1)[1]) if i.strip()]
    return len(items) >= _IDLE_LIST_ITEMS and all(_IDLE_ITEM.fullmatch(item) for item in items)


def no_todo(intent: Intent, clause: str) -> bool:
    """Whether ``intent`` (read from ``clause``) is a to-do whose words are no thing to do."""
    todo = intent.proposal if isinstance(intent, Unclear) else intent
    if not isinstance(todo, NewCommitment):
        return False
    if _THANKS.match(clause):
        return True
    action = todo.action.strip()
    if (todo.due is None and _ANYTHING.match(action)) or _LAPSES.match(action) or action.lower() in _PARTICLES:
        return True  # "off on friday, dentist at 10": "off" says where the user is, nothing to do
    if _LIVED.match(action) or _BACK_AGAIN.match(action) or _VOW.match(action) or told_not_todo(action):
        return True
    if _LOOKS_STATE.fullmatch(action):  # "nan's looking heaps better this week": how she is, no deed
        return True
    if _EXPECTED.fullmatch(action):  # "parcel should arrive tomorrow": a thing expected, no one's deed
        return True
    if (todo.owner == "me" and _NOT_GOING.match(action)) or not_going(clause) is not None:
        return True
    if todo.owner == "me" and todo.due is None and self_care(action):  # "need to stretch my legs": a feeling
        return True
    if todo.owner == "me" and _idle_list(clause):  # "my to do list today: nap, eat, nap": a joke
        return True
    first = action.split()[0].lower() if action else ""
    if (action.lower() in _DAY_SHAPE and todo.owner == "me") or first in _SAID_OF or _SAYING.search(clause):
        return True
    return bool(_STATE.match(action)) and first not in TODO_VERBS | _CLAUSE_VERBS
