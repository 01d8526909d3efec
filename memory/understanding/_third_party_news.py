"""News: what others do on their own, what befell someone else, and what is long past. None of it
is a to-do or an issue of the user's.

- a fixture or a third party's schedule: "the all blacks play saturday", "the lakers play
  tonight", "the tour de france starts saturday", "my son plays football sat". Read as an
  agenda line, the words before the date are a subject and its verb, not an occasion: a
  plural subject with a verb's plain form ("blacks play", "kids race"), or a subject that is
  no one of the user's with a verb in -s ("the tour starts", "my sister performs"). An agenda
  line names an occasion ("school play friday", "rugby practice sat 10am") and a to-do starts
  with its verb ("pay the gas bill sat"): neither has a subject before a verb;
- a mishap told of someone else, as past: "my sister's laptop died yesterday, poor thing",
  "Tane's car got towed last night". "My laptop died yesterday" is the user's own issue, and
  "Mrs Delgado's sink is leaking again" (a tenant's, said as ongoing) stays one;
- a mishap of someone else's that is over for them: "lol eliécer's car broke down in the tunnel,
  he's fine tho, tow truck already got him" (the pronoun says the owner is a person);
- an event the user says they take no part in: "the reykjavík half marathon is in august, not
  that i'm running it";
- trouble in a story of long ago: "back in 2019 we drove to Cornwall and the car broke down
  twice", with nothing that brings it to now ("… and it's doing it again");
- reminiscing: "that was 2 weeks ago, ancient history now", "that was like 3 months back, water
  under the bridge": nothing is asked to be kept, unless the rest asks for it ("…, so chase
  them tmrw").

Hand-written: closed lists of verbs, relations and time words; what decides is the structure
(subject before verb, whose thing, when) rather than any phrase.
"""

from __future__ import annotations

import re

from memory.understanding._commitment_intro import _todo_verb
from memory.understanding._issue_guards import long_past
from memory.understanding._kin import KIN
from memory.understanding._phrases import _I
from memory.understanding.intents import Intent, NewCommitment, OpenEpisode, ResolveEpisode, Unclear

# what a fixture or a schedule does: "play", "race", "start", "open", "kick off"
_FIXTURE_VERBS = (
    r"play|race|start|open|close|kick\s+off|perform|fight|compete|tour|land|arrive|begin|finish|host|face|meet"
    r"|train|run|ride|swim|sail|premiere|launch|return|visit|come|go|leave|head\s+off|fly"
)
_PLAIN = re.compile(r"^(?P<s>(?:[\w'-]+\s+){0,3}[\w-]*[^\W\d_s']s)\s+(?:" + _FIXTURE_VERBS + r")\b", _I)
_THIRD = r"(?:(?:[\w'-]+\s+){0,3}[\w'-]+)"
_S_FORM = re.compile(
    r"^(?P<s>" + _THIRD + r")\s+(?:plays|races|starts|opens|closes|kicks\s+off|performs|fights|competes|tours"
    r"|lands|arrives|begins|finishes|hosts|faces|meets|trains|runs|rides|swims|sails|premieres|launches|returns"
    r"|visits|comes|goes|leaves|heads\s+off|flies)\b",
    _I,
)
# a subject of the user's own: "my flight leaves at 6", "our train arrives at 9", "we play …"
_OWN = re.compile(r"^(?:i|we|me|us|my|our)\b", _I)
# whose thing is the user's though "my" says it: "my son", "my sister", "my neighbour"
_RELATION = (  # kin (the shared vocabulary) and the other people and groups one calls "my …"
    r"(?:" + KIN + r"|boy|girl|friend|mate|neighbour|neighbor|neighbours|neighbors|colleague|coworker|co-worker"
    r"|flatmate|housemate|roommate|boss|team|band|club)"
)
_MY_RELATION = re.compile(r"^(?:my|our)\s+(?:\w+\s+)?" + _RELATION + r"\b", _I)
# whether the words say the user has a part in it: "need to drive him", "I'm taking her", "we'll go"
_ROLE = re.compile(
    r"\b(?:i|i'm|im|i'll|ill|i've|we|we're|we'll|me|us|my\s+turn|need\s+to|have\s+to|gotta|got\s+to|must"
    r"|should|remind|don't\s+forget|dont\s+forget|pick\s+(?:him|her|them)|drive|drop|take|bring|book|buy|get)\b",
    _I,
)

# the user saying they take no part: "not that i'm running it", "not that we're going", "i'm not going tho"
_NOT_TAKING_PART = re.compile(
    r"[,;]\s*(?:(?:but|and|tho|though|lol|haha)\s+)*(?:"
    r"not\s+that\s+(?:i|we)(?:'m|'ll|'d|'re|\s+am|\s+are|\s+will|\s+would)?\s+(?:going|gonna\s+go|there|in\s+it"
    r"|\w+ing\s+(?:it|that|this|one|in\s+it))"
    r"|not\s+that\s+(?:i|we)(?:'ll|'d|\s+will|\s+would)\s+(?:go|be\s+there|attend|make\s+it|\w+\s+(?:it|that|this))"
    r"|(?:i'm|im|i\s+am|we're|we\s+are)\s+not\s+(?:running|going|doing|entering|attending|racing|competing|playing"
    r"|watching)(?:\s+(?:it|that|this|in\s+it))?)\b",
    _I,
)
# a mishap told of someone else: "my sister's laptop", "Tane's car", as past ("yesterday", "last night")
_OTHERS_THING = re.compile(
    r"^(?:(?:my|our)\s+(?:\w+\s+)?" + _RELATION + r"(?:'s|s'|')|(?-i:[A-ZÀ-Þ\u0100-\u024f])[\w-]*'s)\s", _I
)
_PAST = re.compile(
    r"\b(?:yesterday|last\s+(?:night|week|weekend|month|year|\w+day)|the\s+other\s+day|\w+\s+ago|earlier\s+today"
    r"|this\s+morning|over\s+the\s+weekend|on\s+\w+day)\b",
    _I,
)
_ONGOING = re.compile(r"\b(?:again|still|keeps?|kept|all\s+(?:day|week)|since|for\s+(?:days|weeks|hours))\b", _I)

# reminiscing: "that was 2 weeks ago", "that was like 3 months back", "that was ages ago"
_AGO = re.compile(
    r"^(?:(?:oh|well|lol|haha|honestly|tbh)\W+)*(?:that|it|this|all\s+that)\s*(?:was|'s\s+been|s\s+been|has\s+been)\s+"
    r"(?:like\s+|about\s+|over\s+|nearly\s+|almost\s+|literally\s+)?(?:(?:a|an|one|two|three|four|five|six|\d+|a\s+few"
    r"|a\s+couple\s+(?:of\s+)?|ages|years|months|weeks|forever|donkey's\s+years)\s*)?"
    r"(?:(?:days?|weeks?|months?|years?|yrs?|wks?|ages|forever)\s+)?(?:ago|back)\b",
    _I,
)
_ASKS = re.compile(
    r"\b(?:need\s+to|have\s+to|gotta|got\s+to|must|should|remind|don't\s+forget|dont\s+forget|let's|lets|todo"
    r"|to-do|will|'ll|chase|call|email|book|pay|send)\b",
    _I,
)


def takes_no_part(text: str) -> bool:
    """Whether ``text`` says, after what it tells, that the user takes no part in it ("…, not
    that i'm running it", "…, we're not going"): news of an event, nothing to keep or ask."""
    return _NOT_TAKING_PART.search(text) is not None


def reminiscing(text: str) -> bool:
    """Whether the whole message looks back at something long past ("that was 2 weeks ago,
    ancient history now") and asks for nothing."""
    m = _AGO.match(text.strip())
    return m is not None and not _ASKS.search(text[m.end() :])


def is_news(intent: Intent, clause: str, sentence: str) -> bool:
    """Whether ``intent`` (read from ``clause`` of ``sentence``) is a to-do made of a third
    party's fixture, or an issue made of someone else's past mishap."""
    todo = intent.proposal if isinstance(intent, Unclear) else intent
    if isinstance(todo, NewCommitment) and own_trip(clause):
        return True  # "Nakato is flying to Entebbe next week for her sister's wedding": her own trip, no one's deed
    if isinstance(todo, NewCommitment) and todo.owner.lower() in ("me", "i") and takes_no_part(sentence):
        return True  # "the half marathon is in august, not that i'm running it": an event, none of the user's
    if isinstance(todo, NewCommitment) and todo.owner.lower() in ("me", "i"):
        return (
            _fixture(todo.action)
            and not _ROLE.search(_without(sentence, todo.action))
            and not _owned(todo.action, sentence)
        )
    if isinstance(intent, OpenEpisode | ResolveEpisode) and long_past(sentence) and not _NOW.search(sentence):
        return True  # "back in 2019 we drove to Cornwall and the car broke down twice": a story
    if isinstance(intent, OpenEpisode):
        said = clause.strip()
        if _WHOSE.match(_LAUGH.sub("", intent.topic)) and _THEY_SEE_TO.search(sentence):
            return True  # "nan's kettle finally gave out, Uncle Gerald's getting her a new one": theirs, seen to
        if _WHOSE.match(_LAUGH.sub("", intent.topic)) and _OVER.search(sentence):
            return True  # "lol eliécer's car broke down, he's fine tho, tow truck already got him": seen to
        return bool(_OTHERS_THING.match(said)) and bool(_PAST.search(sentence)) and not _ONGOING.search(sentence)
    return False


# someone's thing: "eliécer's car", "Tane's bike" (typed in lower case too: the words after say it is a person's)
_WHOSE = re.compile(r"^(?!(?:the|my|our|this|that|it)\b)[^\W\d_][\w-]*'s\s+\w", _I)
_LAUGH = re.compile(r"^(?:(?:lol|lmao|haha\w*|omg|oof|yikes)\W+)+", _I)
# the mishap over for its owner: "he's fine tho", "she's ok", "tow truck already got him", "all sorted now"
_OVER = re.compile(
    r"\b(?:he|she|they)(?:'s|'re|\s+is|\s+are|\s+was|\s+were)\s+(?:totally\s+|all\s+)?(?:fine|ok|okay|alright"
    r"|all\s+right|safe|unhurt|good)\b(?!\s+(?:with|to|for|at|about)\b)|\balready\s+(?:got|sorted|fixed|towed|picked|came|rescued)\b",
    _I,
)


# someone else seeing to it for its owner: "Uncle Gerald's getting her a new one", "her son will fix it", "he's
# replacing it" (never "I'll get her a new one": the user's to-do)
_THEY_SEE_TO = re.compile(
    r"(?:,|;|\band\b|\bbut\b|\bso\b)\s+(?!(?:i|we)\b)(?:(?:uncle|auntie|aunty|aunt|cousin)\s+)?(?:(?:her|his|their)\s+)?"
    r"[^\W\d_][\w-]*(?:\s+(?-i:[A-Z])[\w-]*)?(?:'s|’s|\s+is|\s+will|'ll|\s+has)\s+(?:already\s+|just\s+)?(?:getting|buying"
    r"|fixing|sorting|replacing|get|buy|fix|sort|replace|got|bought|fixed|sorted|replaced)\s+(?:her|him|them|it)\b",
    _I,
)


# what brings a story to now: "… and it's doing it again", "still", "since then", "today"
_NOW = re.compile(
    r"\b(?:again|still|now|today|tonight|this\s+(?:morning|week|afternoon)|since|currently|atm|right\s+now|keeps?)\b",
    _I,
)


# someone's trip for an occasion of their own life: "flying to Entebbe for her sister's wedding", "going to Leeds
# for his cousin's funeral" (never "for the client meeting": work that may be the user's to plan around)
_OWN_TRIP = re.compile(
    r"\bfor\s+(?:her|his|their)\s+(?:own\s+)?(?:[\w'’-]+\s+){0,2}(?:wedding|funeral|burial|birthday|bday|graduation"
    r"|holiday|holidays|hols|vacation|honeymoon|anniversary|reunion|christening|baptism|naming\s+ceremony|send-?off"
    r"|introduction|engagement|memorial|hen\s+do|stag\s+do)\b"
    # or to see their own people: "flying to Mbabane next week to see her mum", "driving up to visit his folks"
    r"|\bto\s+(?:see|visit|be\s+with|stay\s+with|spend\s+time\s+with)\s+(?:her|his|their)\s+(?:[\w'’-]+\s+)?"
    r"(?:mum|mom|mother|dad|father|parents|family|folks|gran|granny|grandma|grandpa|grandparents|nan|nana|kids"
    r"|children|son|daughter|sister|brother|aunt|auntie|uncle|cousins?|people|relatives|in-laws|husband|wife"
    r"|partner|boyfriend|girlfriend)\b",
    _I,
)
# someone else on their way somewhere: "Nakato is flying to", "my cousin's heading home", "he's off to"
_THEY_TRAVEL = re.compile(
    r"^(?:(?:my|our|the)\s+)?(?!(?:it|that|this|there|what|who|i|we|you)\b)[^\W\d_][\w-]*"
    r"(?:'s|’s|\s+is|\s+are|'re|\s+will\s+be)\s+"
    r"(?:flying|travell?ing|heading|going|driving|off)\b",
    _I,
)


def own_trip(text: str) -> bool:
    """Whether ``text`` tells of someone else's trip for an occasion of their own ("Nakato is flying
    to Entebbe next week for her sister's wedding"): their news, nothing of the user's."""
    said = text.strip()
    return _THEY_TRAVEL.match(said) is not None and _OWN_TRIP.search(said) is not None


def _fixture(action: str) -> bool:
    """ "all blacks play", "tour de france starts": a subject and its verb, no one of the user's."""
    words = re.sub(r"^(?:the|a|an)\s+", "", action.strip(), flags=_I)
    if not words or _todo_verb(words.split()[0]) or (_OWN.match(words) and not _MY_RELATION.match(words)):
        return False  # "check the train leaves at 6" is a to-do; "my flight leaves at 6" the user's own
    return bool(_PLAIN.match(words) or _S_FORM.match(words))


def _owned(action: str, sentence: str) -> bool:
    """Whether the sentence says the action's subject is the user's ("my flight leaves at 6",
    read as "flight leaves"), not a relation's ("my son plays")."""
    first = re.escape(action.split()[0]) if action.split() else ""
    m = re.search(r"\b(?:my|our)\s+(?:\w+\s+)?" + first + r"\b", sentence, _I)
    return m is not None and not _MY_RELATION.match(m[0])


def _without(sentence: str, action: str) -> str:
    """The sentence without the to-do's own words: what else it says of the user."""
    return re.sub(re.escape(action), " ", sentence, flags=_I)
