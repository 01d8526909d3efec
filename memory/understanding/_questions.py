"""Questions: what is due (in the window the question names), what is overdue, what the user
owes someone and what someone does for the user, when a commitment is due, the value of a fact
(now, at a time, or the one before), the state of an issue, and anything else as a recall
question with the first time window it names.

Each kind is a small vocabulary of heads ("what do I have", "anything", "what's on my plate")
and slots (a name, an action, a window) rather than one pattern per wording: lowercase,
"whats"/"wheres", a missing question mark and a trailing "again"/"now"/"lol" all read the same.
Hand-written rather than a library: the slots are recap's own (a commitment's counterparty, a
claim's predicate), and the reader must stay well under a millisecond per message.
"""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import datetime, time, timedelta

from memory.understanding._attribute_asks import DAY_ATTRIBUTES, attribute_ask, owner_ask, predicate_of
from memory.understanding._coming_asks import coming_question
from memory.understanding._commitment_intro import TODO_VERBS, _base
from memory.understanding._done_asks import done_asked
from memory.understanding._done_window import done_in_window
from memory.understanding._either_question import either_question
from memory.understanding._fact_people import RELATIONS, SERVICE
from memory.understanding._group_boss import group_boss_asked
from memory.understanding._issue_asked_state import SINCE, asked_state
from memory.understanding._kin import KIN, KIN_WORDS, bare_kin
from memory.understanding._person_asks import person_asked
from memory.understanding._phrases import _I, _Ctx, _date_after, _person, _phrase, _plausible, _predicate
from memory.understanding._place_hours import hours_asked
from memory.understanding._plain_asks import plain_ask
from memory.understanding._prefilter import gated
from memory.understanding._question_families import family_question, issue_state, liked_when, window_only
from memory.understanding._question_frames import QUESTION_FILLER, aside_after_question, uncleft, unframed
from memory.understanding._question_shorthand import shorthand_asked, shorthand_last_try, wh_said_last
from memory.understanding._replacement import REPLACING_Q
from memory.understanding._role_name import role_asked
from memory.understanding._role_words import ROLE_WORDS
from memory.understanding._said_would import said_would
from memory.understanding._sentences import _Sentence
from memory.understanding._sign_forms import _EVENT, _EVENTS
from memory.understanding._step_on import step_on
from memory.understanding.intents import Question, QuestionKind
from memory.understanding.timex import (
    DateSpec,
    Precision,
    Prefer,
    find_spans,
    find_windows,
    has_date_words,
    says_a_date,
)

# -- what is due: a head, then what it asks for, then the window ("next week", "by wednesday")
_WHAT = r"(?:what|wat|wot)"
# a count asked for in a window is the list of what is due then: "how many things do i have this week"
_HOW_MANY_DUE_Q = re.compile(
    r"^how\s+(?:many\s+(?:things|tasks|to-?dos|jobs|items|deadlines)|much\s+(?:stuff|work))\s+"
    r"(?:do\s+(?:i|we)\s+have|have\s+(?:i|we)\s+got|(?:i|we)(?:'ve|\s+have)\s+got|are\s+(?:there|due)|is\s+(?:there|due))"
    r"(?:\s+(?:due|on))?\s+(?P<rest>\S.*?)\??$",
    _I,
)
_IS = r"(?:'s|s|\s+is|\s+are|\s+else\s+is|\s+is\s+still)"
_DUE_HEAD = (
    r"(?:" + _WHAT + _IS + r"?|(?:is\s+there\s+|are\s+there\s+|is\s+|are\s+|do\s+i\s+have\s+|have\s+i\s+got\s+)?"
    r"any(?:thing)?(?:\s+else)?"
    # whose list: "anything from me due this week", "anything of mine due", "anything i have due fri"
    r"(?:\s+(?:(?:from|for|of|on)\s+(?:me|us|mine|ours)|(?:i|we)(?:'ve|\s+have)(?:\s+got)?"
    # "is there anything i need to do today": the to-do verb said before "to do"
    r"|(?:i|we)\s+(?:need|have|got|gotta|must)(?=\s+to\s+(?:do|get\s+done|finish|sort(?:\s+out)?)\b)))?)"
)
_DUE_WHAT = (
    r"(?:due|coming\s+up|upcoming|on\s+my\s+(?:plate|list|calendar|agenda)|pending|outstanding|open"
    r"|left(?:\s+to\s+do)?|to\s+(?:do|get\s+done|finish|sort(?:\s+out)?)|on)"
)
_DUE_Q = re.compile(
    r"^" + _DUE_HEAD + r"\s+(?:still\s+)?" + _DUE_WHAT + r"\b(?P<rest>.*)$"
    r"|^" + _WHAT + r"(?:'s|s|\s+is|\s+are)\s+my\s+(?:open\s+)?(?:commitments|deadlines|tasks|to-?dos|plans?"
    r"|schedule|agenda)\b(?P<rest2>.*)$"
    # the kind of to-do named first: "which bills are due this week", "what payments are coming up"
    r"|^(?:what|which)\s+(?!time\b|day\b|date\b)[\w-]+s(?:\s+[\w-]+s)?\s+(?:are|r)\s+(?:still\s+)?(?:due|coming\s+up)"
    r"\b(?P<rest3>.*)$",
    _I,
)
# "due this week?", "coming up tmrw?", "overdue?": what is due asked with no head, so a window must
# follow (or, for what is late, nothing)
_BARE_DUE_Q = re.compile(
    r"^(?:(?:and|so|ok)\s+)?(?:still\s+)?(?:(?P<late>overdue|past\s+due)|due|coming\s+up|upcoming|pending)\b(?P<rest>.*)$",
    _I,
)
# "what do I have on Friday", "what've I got this arvo", "what do i need to do by wednesday": the
# head alone asks what is due; a window (or nothing, or "left"/"on") must follow.
_HAVE_Q = re.compile(
    r"^" + _WHAT + r"(?:\s+(?:do|did|will)\s+(?:i|we)\s+have|\s+(?:have|'ve|ve)\s+(?:i|we)\s+got|'ve\s+(?:i|we)\s+got"
    r"|\s+do\s+(?:i|we)\s+(?:still\s+)?(?:need|have|gotta|got)\s+to\s+(?:do|get\s+done|get\s+through|finish"
    r"|sort(?:\s+out)?)"
    r"|\s+(?:am\s+i|are\s+we)\s+(?:doing|up\s+to)"
    # "what was i meant to do today", "what am i supposed to be doing tmrw": what is due then
    r"|\s+(?:was|am|were|are)\s+(?:i|we)\s+(?:meant|supposed)\s+to\s+(?:do|be\s+doing|get\s+done|finish)"
    r"|\s+(?:do|must|should)\s+(?:i|we)\s+(?:do|get\s+done|finish))\b(?P<rest>.*)$",
    _I,
)
# "what's left on my list?", "what's still open", "what have I got on": everything still to do,
# whenever it is due (a window, "what's on my plate next week", is a due question)
_OPEN_Q = gated(re.compile(
    r"^" + _WHAT + r"(?:\s+all)?(?:'s|s|\s+is|\s+are|\s+else\s+is)\s+(?:still\s+)?"
    r"(?:left|open|outstanding|pending|remaining"
    r"|on\s+my\s+(?:list|to-?do\s+list|plate)|on\s+the\s+(?:to-?do\s+)?list)(?:\s+(?:on|in)\s+my\s+(?:list|to-?do\s+list|plate))?"
    r"|^" + _WHAT + r"(?:\s+(?:have|'ve|ve)\s+(?:i|we)\s+got|'ve\s+(?:i|we)\s+got|\s+do\s+(?:i|we)\s+have)\s+on"
    r"|^(?:show\s+me\s+)?my\s+(?:to-?do\s+)?list"
    r"|^" + _WHAT + r"(?:'s|s|\s+is)\s+(?:on\s+)?my\s+(?:to-?do|todo|to\s+do)\s+list"  # "what's my to do list"
    r"|^(?:the\s+)?(?:to-?do|todo|to\s+do|task)\s+list(?:\s+(?:pls|please|plz|again))?$"
    r"|^(?:anything|what(?:'s|s|\s+is))\s+still\s+(?:open|to\s+do|on\s+my\s+list)"
    # "what am I forgetting", "anything I'm missing?": what is still open, the user worried of a miss
    r"|^(?:" + _WHAT + r"\s+(?:am\s+i|are\s+we)|(?:is\s+there\s+)?anything\s+(?:i'?m|i\s+am|we'?re|we\s+are))"
    r"\s+(?:forgetting|missing|overlooking|dropping\s+the\s+ball\s+on)(?:\s+(?:here|again|today|lately))?$",
    _I,
))
# "what haven't I done yet", "what's not done", "what do I still need to do", "what am I yet to
# do", "anything left to do", "what still needs doing": what is not done yet, whenever it is due
_DONE_VERB = (
    r"(?:done|do|finished|finish|completed|complete|sorted|ticked\s+off|dealt\s+with|handled|got\s+(?:round|around)"
    r"\s+to|gotten\s+(?:round\s+|around\s+)?to|get\s+(?:round|around)\s+to)"
)
_NOT_DONE_Q = re.compile(
    r"^(?:" + _WHAT + r"|anything|which\s+(?:ones?|things?|tasks?|to-?dos?))\s+(?:else\s+)?"
    r"(?:(?:have|did|do)(?:n't|nt)\s+(?:i|we)|(?:have|did|do)\s+(?:i|we)\s+not|(?:i|we)\s+(?:have|did)(?:n't|nt|\s+not))"
    r"\s+(?:yet\s+)?" + _DONE_VERB + r"(?:\s+yet)?"
    r"|^(?:" + _WHAT + r"(?:'s|s|\s+is|\s+are)|anything)\s+(?:still\s+)?(?:not\s+(?:yet\s+)?" + _DONE_VERB
    + r"|undone|unfinished|incomplete|yet\s+to\s+(?:be\s+)?(?:done|do|finish(?:ed)?|sort(?:ed)?))(?:\s+yet)?"
    r"|^" + _WHAT + r"(?:\s+(?:isn't|isnt|aren't|arent)|'s\s+not)\s+" + _DONE_VERB + r"(?:\s+yet)?"
    r"|^" + _WHAT + r"\s+(?:am\s+i|are\s+we)\s+(?:still\s+)?yet\s+to\s+(?:do|finish|sort)"
    r"|^" + _WHAT + r"\s+(?:do|must|should)\s+(?:i|we)\s+still\s+(?:(?:need|have|got)\s+to\s+)?(?:do|finish|sort)"
    r"|^" + _WHAT + r"(?:\s+else)?\s+(?:still\s+)?(?:needs|need|remains)(?:\s+(?:doing|to\s+be\s+done|done|sorting))?"
    r"|^" + _WHAT + r"\s+(?:do\s+(?:i|we)\s+have|(?:have|'ve|ve)\s+(?:i|we)\s+got|'ve\s+(?:i|we)\s+got)"
    r"\s+(?:still\s+)?left(?:\s+to\s+do)?"
    r"|^(?:is\s+there\s+)?anything\s+(?:else\s+)?(?:still\s+)?(?:left|remaining|outstanding|pending|open)"
    r"(?:\s+(?:to\s+do|on\s+my\s+(?:list|plate)))?",
    _I,
)
# "anything this week", "anything for tmrw", "anything planned friday": a window and nothing else
_ANY_WINDOW_Q = re.compile(
    r"^(?:is\s+there\s+|are\s+there\s+|do\s+(?:i|we)\s+have\s+|have\s+(?:i|we)\s+got\s+|got\s+)?any(?:thing)?(?:\s+else)?"
    # "any deadlines this wk", "any meetings tmrw", "any appts friday": what is due, by its kind
    r"(?:\s+(?:deadlines?|due\s+dates?|tasks?|to-?dos?|jobs|appts?|appointments?|meetings?|calls|plans|commitments"
    r"|errands|reminders|bills|payments))?"
    r"(?:\s+(?:happening|planned|scheduled|booked(?:\s+in)?|lined\s+up|going\s+on|coming|on))?"
    r"\s+(?P<rest>(?:for|on|in|over|during|at)?\s*\S.*)$",
    _I,
)
# "what's happening sat", "what's for 2moro", "what's planned for next week", "what's lined up for fri",
# "what's the plan for sat", "whats my schedule tmrw": a window must follow alone ("what's for dinner" asks
# no day, nor "what's for lunch tmrw": a meal, not a day; nor "what's the plan for the party")
_HAPPENING_Q = re.compile(
    r"^" + _WHAT + r"(?:'s|s|\s+is|\s+are)\s+(?:happening|going\s+on"
    r"|for(?!\s+(?:breakfast|brunch|lunch|dinner|tea|supper|dessert|pudding|afters)\b)|(?:planned|lined\s+up|scheduled|in\s+store)"
    r"(?:\s+for)?|(?:the|my|our)\s+(?:plans?|schedule|agenda|game\s+plan)(?:\s+for)?)\s+(?P<rest>\S.*)$",
    _I,
)
_FOR_ON = re.compile(r"^\s*(?:for|on)?\s*", _I)
_WINDOW_FILLER = re.compile(r"^(?:for|on|in|over|during|at|the|then|me|us|\W)*$", _I)
_OPEN_TAIL = re.compile(
    r"^(?:\s+(?:then|now|still|atm|at\s+the\s+moment|right\s+now|for\s+me|lol|again"
    r"|(?P<mine>(?:from|on)\s+my\s+(?:side|end|part)|from\s+me)))*\s*\??$",
    _I,
)
# what the open to-dos are for: "what's still on my plate for the move?", "what's left to do for the wedding"
# "what do i need to do for Vao's wedding?": the user's open to-dos about it
_TO_DO_FOR = re.compile(
    r"^" + _WHAT + r"\s+(?:else\s+)?(?:do\s+i\s+(?:still\s+)?(?:need|have)|have\s+i\s+(?:still\s+)?got|am\s+i\s+meant)"
    r"\s+to\s+do\s+for\s+(?P<t>(?:the|my|our|[A-Z][\w\-]*'s?)\s+[\w'\- ]{2,40}?)\s*\??$",
    _I,
)
# the open to-dos of one job: "what do i still need to order", "what's left to buy", "anything else to book"
_LEFT_TO_VERB = gated(re.compile(
    r"^(?:" + _WHAT + r"(?:\s+else)?(?:\s+do\s+(?:i|we)\s+(?:still\s+)?(?:need|have|got)"
    r"|(?:\s+have)?\s+(?:i|we)\s+(?:still\s+)?(?:got|gotta|need)|(?:'s|s|\s+is)\s+(?:still\s+)?(?:left|remaining|outstanding))"
    r"|(?:is\s+there\s+)?any(?:thing)?(?:\s+else)?(?:\s+still)?(?:\s+left)?)\s+to\s+(?P<v>[a-z]+)"
    r"(?:\s+(?:still|now|then))?\s*\??$",
    _I,
))
# words of any job or of chat, which name no one job: "what's left to do", "anything to add"
_ANY_JOB = frozenset({"do", "get", "sort", "finish", "handle", "deal", "add", "say", "report", "share", "eat", "drink"})
_FOR_TOPIC = re.compile(r"^(?:\s+to\s+do)?\s+for\s+(?P<t>(?:the|my|our)\s+[\w'\- ]{2,40}?)\s*\??$", _I)
_OVERDUE_Q = gated(re.compile(
    r"\b(?:overdue|past\s+due|late(?=\s*$|\s+(?:on|with|so\s+far|yet|at\s+all)\b)|behind\s+(?:on|with)|miss(?:ed)?\s+(?:any\s+)?(?:deadlines?|due\s+dates?)"
    r"|(?:deadlines?|due\s+dates?)\s+(?:been\s+)?missed"
    r"|slipped|slipping)\b",
    _I,
))
_OVERDUE_HEAD = re.compile(
    r"^(?:(?:what|wat|wot|wht|whta|waht)(?:'s|s)?|anything|any|is\s+anything|am\s+i|are\s+we|have\s+i|did\s+i"
    r"|do\s+i)\b",
    _I,
)
# "did i miss anything", "anything i've forgotten", "have i dropped the ball on anything", "what
# did i forget": a to-do let slip is one past its due, asked of nothing in particular
_SLIPPED = (
    r"(?:miss(?:ed)?|forg[eo]t(?:ten)?|overlook(?:ed)?|drop(?:ped)?\s+the\s+ball(?:\s+on)?|let\s+(?:slip|slide)"
    r"|fall(?:en)?\s+behind\s+on|fell\s+behind\s+on)"
)
_SLIPPED_Q = re.compile(
    r"^(?:(?:(?:did|have|has)\s+(?:i|we)|(?:i|we)(?:'ve|\s+have))\s+(?:already\s+)?" + _SLIPPED
    + r"\s+(?:any|anything|something|stuff|any\s+(?:deadlines?|to-?dos?|tasks?))"
    r"|^(?:is\s+there\s+)?(?:anything|any\s*thing|something)\s+(?:that\s+)?(?:i|we)(?:'ve|\s+have|\s+might\s+have)?"
    r"\s+" + _SLIPPED
    + r"|(?:what|wat|wot)\s+(?:did|have)\s+(?:i|we)\s+" + _SLIPPED
    + r")(?:\s+(?:lately|recently|so\s+far|yet|then|lol))*$",
    _I,
)
_NEXT_DAYS = re.compile(
    r"\b(?:(?:in|over)\s+)?(?:the\s+)?(?:next|coming)\s+(?P<n>few|couple(?:\s+of)?|\d+|two|three|four|five|six"
    r"|seven)\s+days\b",
    _I,
)
_REST_OF_WEEK = re.compile(r"\b(?:the\s+)?rest\s+of\s+(?:the|this)\s+week\b|\bthis\s+arvo\b", _I)
# "before the weekend's over", "b4 the weekend ends", "by the end of the weekend": from now to its end
_WEEKEND_OVER = re.compile(
    r"\b(?:before|b4|by|until|till|til)\s+(?:the\s+)?(?:end\s+of\s+(?:the\s+|this\s+)?weekend|weekend(?:'s|\s+is)\s+"
    r"(?:over|done|out)|weekend\s+ends)\b",
    _I,
)
_COUNT = {"few": 3, "couple": 2, "couple of": 2, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7}
_WH_SHORTHAND = re.compile(r"^(?:wheres|whos|whens|hows|whys|wat|wot|wha)\b", _I)
# Hinglish "vikram ka role kya hai", and with the "ka" left out, "meera blood group kya hai" (one word of name)
_KYA_HAI_Q = re.compile(
    r"^(?:(?P<p>\w+(?:\s+\w+)?)\s+(?:ka|ki|ke)|(?P<p2>\w+))\s+(?P<attr>\w+(?:\s+\w+)?)\s+kya\s+(?:hai|h|he|tha)$", _I
)
_DASH = re.compile(r"^.*\s[—–-]+\s+")
_CUMULATIVE = re.compile(r"^(?:by|before|until|till|til)\b", _I)
_CUMULATIVE_WORD = re.compile(r"^(?:by|before|until|till|til)\s+", _I)
# "what's coming up after this week", "anything due beyond friday": from the window's end onward
_ONWARD = re.compile(r"^(?:on\s+)?(?:after|beyond|past)\b", _I)
ONWARD_DAYS = 366  # how far "after this week" looks: a year of what is coming

# -- commitments by person: what the user owes someone, what someone does for the user
_NAME_LIST = r"[\w'\-]+(?:\s+[\w'\-]+)?(?:\s*(?:,|\bor\b|\band\b|&)\s*[\w'\-]+(?:\s+[\w'\-]+)?)*"


# a person's allergy asked after, yes-or-no or open: the fact kept answers either
_ALLERGY_Q = re.compile(
    r"^(?:is|are)\s+(?P<p>[^\W\d_][\w'\-]*)\s+allergic\s+to\s+\S.*$"
    r"|^" + _WHAT + r"(?:'s|s|\s+is|\s+are)\s+(?P<p2>[^\W\d_][\w'\-]*)\s+allergic\s+to$"
    r"|^(?:does|do)\s+(?P<p3>[^\W\d_][\w'\-]*)\s+have\s+(?:any\s+)?(?:allerg(?:y|ies)|food\s+allergies)$"
    # the question word last, as chat asks it: "siti allergic to what again?", "Leo's allergic to what ah"
    r"|^(?P<p4>[^\W\d_][\w'\-]*)(?:'s|\s+is|\s+was)?\s+allergic\s+to\s+(?:what|wat|wot)$",
    _I,
)


def _names_group(name: str) -> str:
    return f"(?P<{name}>{_NAME_LIST})"

_OWED_Q = re.compile(
    r"^" + _WHAT + r"(?:\s+else)?\s+(?:do|did|have|had)\s+(?:i|we)\s+(?:still\s+)?(?:owe(?:d)?|promised?|committed\s+to"
    # "what do i need to tell ines", "what have i got to send Raj": what is to go to them
    r"|(?:need|have|got)\s+to\s+(?:tell|send|give|pay|email|show|ask|return\s+to|get\s+back\s+to|do\s+for)"
    r"|told|agreed\s+to\s+(?:do\s+for|send))\s+(?:to\s+)?" + _names_group("p")
    + r"(?P<tail>\s+(?:by|for|on|this|next|before)\b.*)?$"
    r"|^" + _WHAT + r"(?:'s|s|\s+is|\s+are)\s+" + _names_group("p2") + r"\s+(?:still\s+)?(?:waiting|expecting|counting)"
    r"(?:\s+(?:on|for))?(?:\s+(?:from|of)\s+(?:me|us))?(?P<tail2>)$"
    # "do i owe birgit anything", "did i promise birgit anything", "have i promised raj something"
    r"|^(?:do|did|have|had)\s+(?:i|we)\s+(?:still\s+|ever\s+|already\s+)?(?:owe|promised?|commit(?:ted)?\s+to"
    r"|agreed\s+to\s+(?:do\s+for|send))\s+(?:to\s+)?" + _names_group("p3")
    + r"\s+(?:anything|something|stuff|any\w*\s+things?)(?:\s+(?:yet|still|else))?(?P<tail3>)$"
    # "what's Max got coming up", "what does Ella have on this week": the to-dos for them
    r"|^" + _WHAT + r"(?:(?:'s|s|\s+has)\s+" + _names_group("p4") + r"\s+got|\s+(?:does|do)\s+" + _names_group("p5")
    + r"\s+have)\s+(?:coming\s+up|on|planned|lined\s+up|booked(?:\s+in)?)(?P<tail4>\s+(?:by|for|on|this|next|before"
    r"|tmrw|tomorrow|today|tonight)\b.*)?\W*$",
    _I,
)
# what is still to do for someone, asked by what the user has not done: "is there anything for Mum i haven't done",
# "anything for Raj i didn't do yet", "what haven't i done for Mum", "what have i not sent Raj"
_UNDONE = r"(?:(?:have|did)(?:n't|nt|\s+not)|still\s+(?:have|need)\s+to)"
_UNDONE_FOR_Q = re.compile(
    r"^(?:is\s+there\s+|are\s+there\s+)?(?:anything|any\s+(?:things?|tasks?|to-?dos?|jobs))(?:\s+else)?\s+(?:to\s+do\s+)?for\s+"
    + _names_group("p") + r"\s+(?:that\s+)?(?:i|we)\s+" + _UNDONE
    + r"\s+(?:yet\s+)?(?:done|do|finished|sorted)(?:\s+yet)?$"
    r"|^" + _WHAT + r"(?:\s+else)?\s+(?:(?:have|did)(?:n't|nt)\s+(?:i|we)|(?:have|did)\s+(?:i|we)\s+not)\s+(?:yet\s+)?"
    r"(?:done|do|finished|sorted)\s+for\s+" + _names_group("p2") + r"(?:\s+yet)?$",
    _I,
)
# "whats wanjiru doing now?", "what's Tomás doing these days": their work now, not their to-dos
_DOING_NOW_Q = re.compile(
    r"^" + _WHAT + r"(?:'s|s|\s+is)?\s+" + _names_group("p") + r"\s+doing"
    r"(?:\s+(?:now|nowadays|these\s+days|for\s+(?:work|a\s+living)))*(?:\s+(?:then|again|lol))?$",
    _I,
)
# the words that make "doing" their work, said as typed (a trailing "now" is cut from the text read)
_DOING_NOW = re.compile(r"\bdoing\s+(?:now|nowadays|these\s+days|for\s+(?:work|a\s+living))\b", _I)
# "what was aiko's role before the promotion", "…'s title before she moved": the version before
_BEFORE_CHANGE = re.compile(
    r"^(?P<p>.+?)\s+(?:before|previously|prior\s+to)(?:\s+(?:that|then|the\s+change|(?:the|her|his|their)\s+(?:promotion"
    r"|move|change|switch|transfer|new\s+(?:job|role)|reorg|restructure|restructuring|rename|marriage|wedding)"
    r"|(?:she|he|they)\s+(?:was\s+promoted|got\s+promoted|moved|switched|changed\s+\w+|left|joined|transferred)"
    # the version named by its value, in capitals: "role before COO", "before she became Head of Sales"
    r"|(?:(?:she|he|they)\s+(?:became|was\s+made|got\s+made|was\s+promoted\s+to|got\s+promoted\s+to)\s+)?"
    r"(?:the\s+)?(?P<v>[\w&\-]+(?:\s+(?:of\s+)?[\w&\-]+){0,3})))?$",
    _I,
)
_WAS_Q = re.compile(r"^(?:what|where|who)(?:\s+(?:was|were)\b)", _I)
_THEIRS_Q = re.compile(
    r"^" + _WHAT + r"(?:'s|s|\s+is|\s+are|\s+was)\s+" + _names_group("p")
    + r"\s+(?:doing|sending|bringing|delivering|handling"
    r"|working\s+on|on\s+the\s+hook\s+for|(?:supposed|meant|going|due)\s+to\s+(?:be\s+)?\w+|gonna\s+\w+)\b.*$"
    r"|^" + _WHAT + r"\s+(?:does|did|will)\s+" + _names_group("p2")
    + r"\s+(?:still\s+)?(?:owe|promised?|have\s+to\s+\w+"
    r"|need\s+to\s+\w+)\b.*$"
    r"|^" + _WHAT + r"\s+(?:am\s+i|are\s+we)\s+(?:still\s+)?(?:waiting|expecting)\s+(?:on|for)\s+from\s+"
    + _names_group("p3") + r"$"
    # "how much does Wanjiru still owe", "does kamau still owe me", "what's left on wanjiru": their debt
    r"|^(?:how\s+much\s+(?:does|do|did|is|are)|does|do|is|are)\s+" + _names_group("p4")
    + r"(?<!\bstill)\s+(?:still\s+)?(?:owe|owing)(?:\s+(?:me|us))?(?:\s+(?:anything|money|cash|now))?$"
    r"|^(?:what(?:'s|s|\s+is)|how\s+much(?:'s|s|\s+is)?)\s+(?:still\s+)?(?:left|outstanding|owing)\s+(?:on|from)\s+"
    + _names_group("p5") + r"$",
    _I,
)
# "what's Fausto fixing", "what is Ines baking for sat", "what's Kasia picking up": a to-do verb of theirs,
# any (its plain form is checked: "what's Ana saying" asks nothing kept)
_THEIRS_VERB_Q = re.compile(
    r"^" + _WHAT + r"(?:'s|s|\s+is|\s+are)\s+" + _names_group("p")
    + r"\s+(?P<v>[a-z]+ing)(?:\s+(?:up|off|out|over|in|round))?"
    r"(?:\s+(?:for\s+(?:me|us)|now|again|then|atm|rn|these\s+days))*(?P<rest>\s+\S.*)?$",
    _I,
)
# everyone but the user, said as a group ("other people", "the others", "everyone else"): never one name
_OTHERS = (
    r"(?:(?:other\s+|the\s+other\s+)?(?:people|folks|ppl)|(?:the\s+)?others|any(?:one|body)(?:\s+else)?"
    r"|every(?:one|body)(?:\s+else)?|the\s+team|colleagues|my\s+team)"
)
# "who owes me what", "what am I waiting on", "what do people owe me": what anyone else does for the user
_ALL_THEIRS_Q = re.compile(
    r"^(?:who(?:'s|s|\s+is)?\s+(?:still\s+)?(?:owes?|doing|sending|bringing)\s+(?:me|us)\s+(?:what|anything|stuff"
    r"|something)|who(?:'s|s|\s+is)\s+doing\s+what\s+for\s+(?:me|us)"
    # "who owes me money", "does anyone still owe me anything", "what am i owed"
    r"|who\s+(?:still\s+)?owes\s+(?:me|us)(?:\s+(?:money|cash|anything))?"
    r"|(?:does|do)\s+any(?:one|body)\s+(?:still\s+)?owe\s+(?:me|us)(?:\s+(?:money|cash|anything))?"
    r"|what\s+(?:am\s+i|are\s+we)\s+(?:still\s+)?owed"
    # "anything i'm owed", "am i owed anything", "is anyone owing me money"
    r"|(?:is\s+(?:there\s+)?)?any(?:thing)?\s+(?:i'?m|i\s+am|we'?re|we\s+are)\s+(?:still\s+)?owed"
    r"|(?:am\s+i|are\s+we)\s+(?:still\s+)?owed\s+(?:anything|money|cash)"
    r"|(?:is|are)\s+any(?:one|body)\s+(?:still\s+)?owing\s+(?:me|us)(?:\s+(?:money|cash|anything))?"
    r"|(?:what|who)\s+(?:am\s+i|are\s+we)\s+(?:still\s+)?(?:waiting|expecting)\s+(?:on|for)"
    r"(?:\s+from\s+" + _OTHERS + r")?"
    r"|what\s+(?:do|does)\s+" + _OTHERS + r"\s+(?:still\s+)?owe\s+(?:me|us)"
    r"|what(?:\s+are|\s+is|'s|s)\s+" + _OTHERS + r"\s+(?:doing|sending|bringing)\s+for\s+(?:me|us)"
    # "what's pending from others", "anything outstanding from other people"
    r"|(?:what(?:'s|s|\s+is|\s+are)|(?:is\s+(?:there\s+)?)?anything)\s+(?:still\s+)?(?:pending|outstanding|due|owed"
    r"|coming)\s+(?:to\s+me\s+)?(?:from|by)\s+" + _OTHERS + r")"
    r"(?:\s+(?:again|now|atm|right\s+now))?$",
    _I,
)
# "do i owe anyone money", "who do i owe", "anyone i still owe?": the user's open to-dos towards
# anyone, of money ("money", "cash", "how much") or of anything
_ANYONE = r"(?:any(?:one|body)|some(?:one|body)|people|ppl|folks)"
_OWE_ANYONE_Q = re.compile(
    r"^(?:do|did|have)\s+(?:i|we)\s+(?:still\s+)?owe\s+" + _ANYONE + r"(?:\s+(?P<what>money|cash|anything|stuff|\w+))?$"
    r"|^(?:do|did)\s+(?:i|we)\s+(?:still\s+)?owe\s+(?P<what2>money|cash|anything)\s+to\s+" + _ANYONE + r"$"
    r"|^(?:who|whom)\s+(?:do|did)\s+(?:i|we)\s+(?:still\s+)?owe(?:\s+(?P<what3>money|cash))?(?:\s+to)?$"
    r"|^(?:who(?:'s|s|\s+is)|is\s+there)\s+(?:any(?:one|body)\s+)?(?:that\s+)?(?:i|we)\s+(?:still\s+)?owe"
    r"(?:\s+(?P<what4>money|cash))?(?:\s+to)?$"
    r"|^any(?:one|body)\s+(?:i|we)\s+(?:still\s+)?owe(?:\s+(?P<what5>money|cash))?(?:\s+to)?$"
    r"|^how\s+much\s+(?:do|did)\s+(?:i|we)\s+(?:still\s+)?owe(?:\s+" + _ANYONE + r")?(?P<much>)$"
    # "what do I owe", "what do we still owe this week": everything the user owes, bills too, when said
    r"|^(?:what|wat|wot)\s+(?:do|did)\s+(?:i|we)\s+(?:still\s+)?owe(?:\s+" + _ANYONE + r"|(?P<bills>))"
    r"(?P<tail>\s+(?:(?:this|next|the)\s+\S+|today|tonight|tmrw|tmr|tomorrow|by\s+.+|before\s+.+|b4\s+.+))?$"
    # "who's waiting on me", "who is still waiting for us": whom the user's to-dos are for
    r"|^who(?:'s|s|\s+is|\s+are)\s+(?:still\s+)?waiting\s+(?:on|for)\s+(?:me|us)"
    r"(?:\s+for\s+(?:anything|stuff))?$",
    _I,
)
_MONEY = frozenset({"money", "cash"})
_MONEY_SAID = re.compile(r"\b(?:money|cash)\b", _I)
_NAME_SPLIT = re.compile(r"\s*(?:,|\bor\b|\band\b|&)\s*", _I)
_FOR_NAME = re.compile(r"^\s*(?:for|to|from)\s+(?P<p>.+)$", _I)

# -- when a commitment is due
_WHEN = r"(?:when|wen|whn|wehn)"  # "wen is the dentist": typed short or slipped
# no day of someone's kept as a fact ("when's Ana's birthday", "whens my bday", "when's my anniversary")
_NOT_THEIR_DAY = r"(?![^']*\b(?:" + DAY_ATTRIBUTES + r"|anniversary)\b)"
_WHEN_DUE_Q = re.compile(
    r"^" + _WHEN + r"(?:'s|s|\s+is|\s+are|\s+was|\s+will)\s+(?P<a>.+?)\s+(?:due|supposed\s+to\s+be\s+(?:done|sent|in)"
    r"|expected)\b.*$"
    r"|^" + _WHEN + r"\s+(?:do|did|should|must|will|am)\s+(?:i|we)\s+(?:need\s+to\s+|have\s+to\s+|gotta\s+|got\s+to\s+"
    r"|promise\s+to\s+|say\s+i'?d\s+|said\s+i'?d\s+|supposed\s+to\s+)?(?P<a2>.+?)(?:\s+by)?$"
    # "when's ingrid's quote coming", "when is the parcel arriving": a thing on its way to the user,
    # asked by its arrival (a person's own arrival, "when is mum coming", is no thing of a to-do)
    r"|^" + _WHEN + r"(?:'s|s|\s+is|\s+are)\s+(?P<a4>.+?)\s+(?:coming(?:\s+(?:in|through|back|over))?|arriving"
    r"|landing|getting\s+here|turning\s+up|showing\s+up|supposed\s+to\s+(?:come|arrive|land))"
    r"(?:\s+(?:again|then|exactly|lol))*$"
    # "when's the dentist", "when is my flight again": a thing of the user's with a date, not a
    # person's date kept as a fact ("when's Ana's birthday", "when's my anniversary")
    r"|^" + _WHEN
    + r"(?:'s|s|\s+is|\s+are)\s+(?:the|my|our)\s+(?P<a3>(?![^']*\b(?:birthday|bday|b-day|anniversary)\b)[^']+?)"
    r"(?:\s+again)?$"
    # "when's Mira's wedding": someone's occasion the user keeps as a date of theirs (never a birthday, a fact);
    # kin typed in lower case too ("when's mom's cardiology", "when is dad's physio")
    r"|^" + _WHEN + r"(?:'s|s|\s+is)\s+(?P<a5>(?:(?-i:[A-Z])[\w-]+|(?:my\s+)?(?:" + KIN + r"))'s\s+"
    + _NOT_THEIR_DAY  # a day of theirs kept as a fact
    + r"[^']+?)(?:\s+again)?$"
    # "when's fiona's wedding": a name typed in lower case, only before a thing that happens
    r"|^" + _WHEN + r"(?:'s|s|\s+is)\s+(?P<a6>[a-z][\w-]+'s\s+"
    + _NOT_THEIR_DAY + r"(?:[\w-]+\s+)?(?:" + _EVENTS + r"))(?:\s+again)?$"
    # "when's parents evening", "when is band practice": an occasion named bare, typed in lower case
    r"|^" + _WHEN + r"(?:'s|s|\s+is)\s+(?P<a7>" + _NOT_THEIR_DAY
    + r"(?:(?!(?:it|that|this|good|best|free|ok)\b)[a-z][\w-]*\s+){0,2}(?:" + _EVENTS + r")"
    # "when's dinner with Lena", "when's lunch w/ Sam and Jo": the occasion with whom it is
    r"(?:\s+(?:with|w/)\s+[\w'-]+(?:\s+(?:and|&)\s+[\w'-]+)?)?)(?:\s+again)?$",
    _I,
)
# "dentist when again", "the MOT - when is it": the thing, then the question word (read on the
# words as typed: "again" is what makes it a question)
_THING_WHEN_Q = gated(re.compile(
    r"^(?:the\s+|my\s+|our\s+)?(?P<a>[^?,:–—-]+?)\s*[,:\-–—]?\s+" + _WHEN
    + r"(?:\s+(?:again|is\s+it|was\s+it|exactly|is\s+that))+[\s?]*$",
    _I,
))
# "is neha late with the contract", "am i behind on the gst return": when that to-do is (or was) due
_LATE_WITH_Q = gated(re.compile(
    r"^(?:is|are|am)\s+(?P<who>i|we|[\w'-]+(?:\s+(?-i:[A-Z])[\w'-]+)?)\s+(?:running\s+)?(?:late|behind)\s+(?:with|on)\s+"
    r"(?P<a>(?:the|my|our|his|her|their)\s+.+)$",
    _I,
))
_WHEN_FACT = gated(re.compile(r"^when\s+(?:did|does|will)\s+(?!i\b|we\b)", _I))
_STALE_WORDS = re.compile(r"\s+(?:again|now|by|then|lol|pls|exactly)$", _I)
_THAT = re.compile(r"^(?:that|this|the|my|our)\s+", _I)

# -- issues
_ISSUE_STATE = (
    r"(?:down|broken|out|offline|dead|acting\s+up|not\s+working|busted|fixed|working|up|back(?:\s+up)?|resolved"
    r"|sorted|ok|okay|fine|online|running"
    # a device at the job it failed at: "is my laptop still not charging", "is the car starting now"
    r"|charging|starting|booting|printing|loading|connecting|syncing|heating(?:\s+up)?|cooling|draining|flushing)"
)
_ISSUE_Q = re.compile(
    r"^(?:is|are|was)\s+(?:the\s+|our\s+|my\s+)?(?P<t>.+?)\s+(?:still\s+)?(?:not\s+|no\s+longer\s+)?" + _ISSUE_STATE
    + r"(?:\s+(?:yet|still|again|now|right\s+now|anymore|any\s+more|today))?$"
    r"|^(?:any\s+(?:news|update)s?\s+on|what(?:'s|s|\s+is)\s+(?:the\s+)?(?:status\s+of|(?:going\s+on|up)\s+with))"
    r"\s+(?:the\s+|our\s+|my\s+)?(?P<t2>.+)$"
    # "what's wrong with the car", "what's the problem with my laptop": the fault of a thing, named as
    # one ("what's wrong with maya" asks after a person, whom no issue is kept on)
    r"|^what(?:'s|s|\s+is)\s+(?:still\s+)?(?:wrong|the\s+(?:issue|problem|matter|trouble))\s+with\s+"
    r"(?:the|our|my|this|that|these|those)\s+(?P<t3>.+)$",
    _I,
)
# the same asked without "is", as Singapore English asks it: "the block 5 lift, still got problem or not", "aircon
# still spoil?", "the printer ok already or not" (only a question by its "or not" or its question mark: "lift still
# broken" tells it)
_ISSUE_BARE_Q = re.compile(
    # (never a question's own head or anyone: "where's Sam working?", "anyone up?")
    r"^(?:the\s+|our\s+|my\s+)?(?!(?:what|where|who|when|how|why|which|any|some|every|no)\w*\b)"
    r"(?P<t>[^,]+?)\s*,?\s+(?:still\s+)?(?:got\s+(?:any\s+)?(?:problems?|issues?|trouble)"
    r"|(?:not\s+)?" + _ISSUE_STATE + r"|spoil|spoilt|rosak)(?:\s+(?:already|liao|yet))?$",
    _I,
)
_ASKED_EITHER_WAY = re.compile(r"(?:\bor\s+not|\banot|\?)\s*$", _I)
# a place numbered in a building or a site: "block 5", "level 3", "bay 12" (no date in the thing's name)
_NUMBERED_PLACE = re.compile(
    r"\b(?:block|blk|level|lvl|floor|unit|room|flat|bay|gate|platform|deck|tower|wing|ward|bed|pump|till|lab|court)"
    r"\s+\d{1,4}[a-z]?\b",
    _I,
)
# when a fault began: "when did the wifi go down", "since when has the lift been stuck", "how long has the
# printer been jammed", "when did the boiler start leaking"
_FAULT_SAID = (
    r"(?:go\s+(?:down|out|off|offline|kaput)|break(?:\s+down)?|die|crash|pack\s+(?:up|in)|stop\s+working|conk\s+out"
    r"|start\s+(?:leaking|playing\s+up|acting\s+up|making\s+(?:that|the|a)\s+noise|\w+ing))"
)
_FAULT_HELD = (
    r"(?:been\s+)?(?:down|out|off|offline|broken|busted|jammed|stuck|leaking|blocked|dead|not\s+working|playing\s+up"
    r"|acting\s+up|on\s+the\s+blink)"
)
_ISSUE_SINCE_Q = re.compile(
    r"^when\s+did\s+(?:the\s+|our\s+|my\s+)?(?P<t>.+?)\s+(?:first\s+)?" + _FAULT_SAID + r"(?:\s+again)?$"
    r"|^(?:since\s+when|how\s+long)\s+(?:has|have|is|are)\s+(?:the\s+|our\s+|my\s+)?(?P<t2>.+?)\s+" + _FAULT_HELD
    + r"(?:\s+(?:for|now|again))?$",
    _I,
)
_OPEN_ISSUES_Q = re.compile(
    r"^(?:(?:what(?:'s|s|\s+is|\s+are|\s+else\s+is)?|is\s+anything|are\s+there\s+any|any(?:thing)?|anything\s+else"
    # "have I got anything broken", "do we have any issues": the user's own things asked after
    r"|(?:have|do)\s+(?:i|we)\s+(?:got\s+|have\s+)?any(?:thing)?(?:\s+else)?"
    # ("what's broke right now": "broken" as many say it)
    r"|is\s+there\s+anything)\s+(?:still\s+)?(?:open\s+)?(?:broken|broke|down|busted|not\s+working|on\s+fire"
    r"|(?:open\s+)?(?:issues?|problems?|probs|outages?|incidents?)"
    # "any issues open", "anything still unresolved": the state after the kind
    r"(?:\s+(?:still\s+)?(?:open|unresolved|outstanding|ongoing|not\s+fixed)(?=\s*[?!.]*$))?)"
    # the kind first, then its state: "what issues are open rn", "which problems are still unresolved"
    r"|(?:what|which)\s+(?:issues|problems|outages|incidents|things)\s+(?:are|r)\s+(?:still\s+)?(?:open|unresolved"
    r"|outstanding|ongoing|broken|down|not\s+working|not\s+fixed)"
    # "what issues do i have", "which problems have we got": the user's own open issues
    r"|(?:what|which)\s+(?:open\s+)?(?:issues|problems|outages|incidents)\s+(?:do|have|did)\s+(?:i|we)"
    r"(?:\s+(?:still\s+)?(?:have|got))?(?:\s+open)?)\b"
    # where: "at the ground", "in the shop", "on site" (the answer lists the open issues, wherever)
    r"(?:\s+(?:at|in|on)\s+(?:the\s+|my\s+|our\s+)?(?P<where>[\w'-]+(?:\s+[\w'-]+){0,2}))?"
    r"(?:\s+(?:right\s+now|now|rn|today|at\s+the\s+moment|atm|currently|still|lol))?"
    # "any probs i should know about"
    r"(?:\s+(?:that\s+)?(?:i|we)\s+(?:should|need\s+to|ought\s+to)\s+know\s+(?:about|of))?$",
    _I,
)

# -- the version before: "what was it before", "and before that?"
# "what was Maya before", "what did Maya do before", "where did Lee live before": a person's role
# or place before the current one, the attribute said by the verb
_PERSON_BEFORE_Q = re.compile(
    r"^(?P<wh>what|where)\s+(?:was|did)\s+(?P<p>[^\s']+(?:\s+(?-i:[A-Z])[^\s']+)?)(?:\s+(?P<v>do|live|work|stay|be\s+based|based))?"
    r"\s+(?:before|previously|earlier|in\s+the\s+past)(?:\s+that)?$",
    _I,
)
_PREVIOUS_Q = re.compile(
    r"^(?:and\s+|ok\s+|so\s+)?(?:what\s+(?:was|were)\s+(?:it|that|they|he|she|the\s+\w+"
    # "what was her role before": the fact the conversation is on, named by its attribute only
    r"|(?:her|his|their|its)\s+\w+(?:\s+\w+)?)\s+(?:before|previously"
    r"|earlier)(?:\s+that)?|before\s+that|previously|what\s+about\s+before(?:\s+that)?|and\s+before"
    r"|what\s+(?:was|were)\s+(?:it|that|they)\s+before\s+(?:that|then))$",
    _I,
)
# "who ran sales before", "what was the rent before", "who used to run sales", "what did the rent
# used to be": the version before asked in the past tense, read as the question of now
_BEFORE_TAIL = re.compile(r"\s+(?:before|previously|earlier|b4|in\s+the\s+past|originally)(?:\s+(?:that|then))?$", _I)
_PAST_HEAD = re.compile(
    r"^(?P<wh>what|where|who|which)\s+(?P<aux>was|were)\s+(?P<rest>.+)$"
    r"|^who\s+(?P<verb>ran|had|led|owned|managed|headed|handled|oversaw|looked\s+after)\s+(?P<rest2>.+)$",
    _I,
)
_USED_TO = re.compile(
    r"^(?P<wh>what|where|who|which)\s+did\s+(?P<x>.+?)\s+used?\s+to\s+(?P<v>[a-z]+)(?P<rest>(?:\s+.+)?)$"
    r"|^who\s+used\s+to\s+(?P<v2>[a-z]+(?:\s+after)?)\s+(?P<rest2>.+)$",
    _I,
)
_NOW_OF = {
    "ran": "runs", "had": "has", "led": "leads", "owned": "owns", "managed": "manages", "headed": "heads",
    "handled": "handles", "oversaw": "oversees", "looked after": "looks after", "run": "runs", "have": "has",
    "lead": "leads", "own": "owns", "manage": "manages", "head": "heads", "handle": "handles",
    "oversee": "oversees", "look after": "looks after", "do": "does", "go": "goes", "head up": "heads up",
}  # fmt: skip
_PRONOUN_OWNER = re.compile(r"^\w+\s+(?:is|are|does)\s+(?:his|her|their|its|it|that|this|they|he|she)\b", _I)
# "does priya still run sales", "does lee still live in leeds", "lee still in leeds?": whether a fact
# still holds, answered by what holds now ("who runs sales", "where does lee live", "is lee still in leeds")
_STILL_Q = re.compile(
    r"^(?:does|do)\s+(?P<p>.+?)\s+still\s+(?:(?P<v>run|lead|head(?:\s+up)?|manage|own|handle|look\s+after|oversee)\s+(?P<s>.+)"
    r"|(?P<w>live|work|stay)\b.*)$"
    # (never a question word: "what's still on my plate", "who's still in the office")
    r"|^(?P<p2>(?!(?:is|are|am|it|that|this|he|she|they|i|we|you|what|whats|which|anything)\b)"
    r"[\w'-]+(?:\s+[\w'-]+)?)\s+still\s+"
    r"(?P<at>(?:in|at|based|living|working|with|on)\b.*)$",
    _I,
)
_NOT_NAMED = frozenset({"it", "that", "this", "they", "he", "she", "them", "those", "these"})
# "my landlords number", "our dentists address", "mums birthday": the owner's apostrophe left out, only
# before an attribute a person has, after one's service person or kin ("my parents address" stays: a plural)
_UNMARKED_OWNER = re.compile(
    r"\b(?P<o>(?:(?:my|our|the)\s+)?(?:" + SERVICE + "|" + KIN + r"))s\s+(?P<a>(?:phone\s+|mobile\s+|cell\s+)?(?:number"
    r"|phone|mobile|cell|email|e-mail|address|birthday|bday|name|surname|role|job|title|office|hours|website"
    r"|whatsapp|handle))\b",
    _I,
)
# "what's the number of Dandara's manager": the attribute of someone named by whose they are, asked as
# "what's Dandara's manager's number" (two steps: who the manager is, then their number)
_ATTR_OF_THEIR = re.compile(
    r"^(?P<q>what(?:'s|’s|s|\s+is|\s+was))\s+the\s+(?P<a>(?:[\w-]+\s+){0,2}?[\w-]+)\s+of\s+"
    r"(?P<p>[\w-]+(?:'s|’s)\s+[\w-]+)(?P<end>\s*\?*)$",
    _I,
)
# "when is Lena back", "when's lena back in the office", "when will Tariq be back from leave", "when does Ana
# get back": the day an absence said of them ends (their status), asked before the to-do questions take
# "back from leave" for a to-do's name
_BACK_Q = re.compile(
    r"^when(?:\s+(?:does|will|do|is)|\s*'s|s)\s+(?P<p>(?!(?:the|a|an|my|our|your|this|that|it|he|she|they|you|u|i|we)\b)"
    r"[\w'-]+(?:\s+(?!(?:be|get|getting|come|coming|back|return|returning)\b)[\w'-]+)?)"
    r"\s+(?:be\s+)?(?:back|(?:get|getting|come|coming)\s+back|return|returning)"
    r"(?:\s+(?:in\s+the\s+office|in|at\s+work|to\s+work|from\s+.+))?$",
    _I,
)

# "is Pieter around next week", "will Lena be in tomorrow", "is Sam back on monday": whether an absence
# said of them covers that day (their status then)
_AROUND_Q = re.compile(
    r"^(?:is|will)\s+(?P<p>(?!(?:the|a|an|my|our|your|this|that|it|he|she|they|you|u|i|we|there)\b)[\w'-]+"
    r"(?:\s+(?!(?:be|around|back|in|available|free|off|away|on|out)\b)[\w'-]+)?)\s+(?:be\s+)?"
    r"(?:around|back|in(?:\s+the\s+office)?|at\s+work|available|free|off|away|on\s+leave|out(?:\s+of\s+office)?)"
    r"(?:\s+(?:on\s+|by\s+)?(?P<w>\S.*?))?\s*\??$",
    _I,
)

# -- facts: the predicate a verb asks about
# a person named without an article or a pronoun ("Aroha", "Lee Chan"; never "the sale", "it")
_SOMEONE = (
    r"(?P<p>(?!(?:the|a|an|my|our|your|this|that|it|he|she|they|you|u|i|we|school|work|term|class|uni"
    r"|college|season)\b)[\w'-]+(?:\s+[\w'-]+)?)"
)
_FACT_VERB_QS: tuple[tuple[re.Pattern[str], str], ...] = (
    # where a thing of the user's is kept: "where did i put the xmas lights", "where do we keep the ladder",
    # "where are my spare keys" (a person of theirs is no thing: "where's my mum" is where she lives)
    (re.compile(r"^where\s+(?:did|do|have|should|can)\s+(?:i|we)\s+(?:put|leave|left|keep|kept|stash|stashed|hide|hid"
                r"|store|stored|file|filed)\s+(?:the|my|our)\s+(?P<s>.+?)$", _I), "location"),
    (re.compile(r"^where(?:'s|s|\s+is|\s+are|\s+were|\s+was)\s+(?:my|our)\s+(?!(?:" + RELATIONS + r")\b)"
                r"(?P<s>.+?)(?:\s+(?:kept|stored|hidden|stashed))?$", _I), "location"),
    # "who runs engineering", "who heads up sales", "who's in charge of payroll", "who's the head of design"
    # "who does payroll", "who does our accounts": a job named in a word or two ("who does maya report to" is not)
    (re.compile(r"^who(?:\s+(?:runs|leads|heads(?:\s+up)?|owns|manages|handles|looks\s+after|oversees|took\s+over"
                r"|(?:takes|will\s+take|'ll\s+take)\s+over(?!\s+as\b)"
                r"|does(?=\s+(?:the\s+|our\s+|my\s+)?[\w-]+(?:\s+[\w-]+)?$)"
                r"|is\s+(?:running|leading|heading(?:\s+up)?|handling|managing|in\s+charge\s+of|responsible\s+for"
                r"|taking\s+over(?!\s+as\b)|looking\s+after|on))|(?:'s|s|\s+is)\s+(?:running|leading"
                r"|heading(?:\s+up)?|handling|managing|in\s+charge\s+of|taking\s+over(?!\s+as\b)|looking\s+after"
                r"|responsible\s+for|(?:the|our)\s+(?:new\s+)?(?:head|lead|leader|director|manager|boss|chief"
                r"|owner)\s+(?:of|for)))\s+(?P<s>.+)$", _I), "owner"),
    # "who decides on beach closures", "who has the final say on hires": whom the call is, as "Dr Lim is the
    # decision maker for beach closures" keeps it
    (re.compile(r"^who\s+(?:decides|gets\s+to\s+decide|makes\s+the\s+(?:final\s+)?(?:call|decision)|calls\s+the\s+shots"
                r"|(?:has|gets)\s+(?:the\s+)?(?:final|last)\s+(?:say|word|call)|(?:has|gets)\s+sign[\s-]?off|signs\s+off)"
                r"\s+(?:on|over|for|about)\s+(?:the\s+new\s+)?(?P<s>.+)$", _I), "decision maker"),
    (re.compile(r"^who\s+(?:do|should|can)\s+(?:i|we)\s+(?:talk|speak|go|ask|reach\s+out|ping)\s+(?:to\s+)?"
                r"(?:about|for|regarding|re|on)\s+(?P<s>.+)$", _I), "owner"),
    # "who does maya report to", "who do i report to": the user's own manager asked in the first person
    (re.compile(r"^(?:who|whom)(?:\s+(?:does|did|will|(?:do|should)(?=\s+(?:i|we)\s))|'ll)\s+(?P<p>.+?)\s+"
                r"(?:report|answer)\s+to$"
                r"|^who(?:\s+is|'s|s)\s+(?P<p2>.+?)\s+reporting\s+to$"
                # "who will Kenji be reporting to": whom he is to answer to
                r"|^(?:who|whom)(?:\s+will|'ll)\s+(?P<p3>.+?)\s+be\s+(?:reporting|answering)\s+to$", _I), "manager"),
    (re.compile(r"^(?:what|which)\s+team(?:'s|s|\s+is|\s+was|\s+are)\s+(?P<p>.+?)\s+(?:on|in|part\s+of|with)$"
                r"|^(?:what|which)\s+team\s+(?:does|did)\s+(?P<p2>.+?)\s+(?:work\s+(?:on|in|for)|belong\s+to|sit\s+in)$",
                _I), "team"),
    # "where does Tomás work", "wheres aroha working", "who does ngozi work for": whom they work for (the
    # answer falls back to their team or town when recap knows no employer)
    (re.compile(r"^where\s+(?:does|did|do)\s+(?P<p>.+?)\s+work$"
                r"|^where(?:'s|s|\s+is|\s+was)\s+(?P<p2>.+?)\s+(?:working|work|employed)$"
                r"|^(?:who|whom)\s+(?:does|did|do)\s+(?P<p3>.+?)\s+work\s+(?:for|with)$"
                r"|^(?:who|whom)(?:'s|s|\s+is|\s+was)\s+(?P<p4>.+?)\s+(?:working\s+for|employed\s+by)$"
                r"|^(?:what|which|wat)\s+(?:company|firm|employer|organi[sz]ation|org)\s+(?:does|did|is|'s|s)\s+"
                r"(?P<p5>.+?)(?:\s+(?:work|working))?(?:\s+(?:for|at|with|in))?$", _I), "employer"),
    (re.compile(r"^where\s+(?:does|did|do|will)\s+(?P<p>.+?)\s+(?:live|stay|sit|be\s+based|reside|be\s+living"
                r"|be\s+staying)$"
                r"|^where(?:'s|s|\s+is|\s+was|\s+are)\s+(?P<p2>.+?)(?:\s+(?:based|living|located|staying"
                r"|from|at|live|stay|reside|moving(?:\s+to)?|relocating(?:\s+to)?|going|headed|heading))?$", _I),
     "location"),  # "wheres zainab live": "does" typed as 's
    (re.compile(r"^(?:what|wat|wot)\s+(?:does|did|do)\s+(?P<p>.+?)\s+do(?:\s+for\s+(?:a\s+living|work))?$"
                r"|^(?:what|wat|wot)(?:'s|s|\s+is)\s+(?P<p2>.+?)(?:'s|')\s+(?:job|title|position|job\s+title)$", _I),
     "role"),
    (re.compile(r"^(?:is|was)\s+(?P<p>.+?)\s+(?:a|an|the|our)\s+(?P<v>.+?)$", _I), "role"),
    (re.compile(r"^when\s+did\s+(?P<p>.+?)\s+(?:become|get\s+promoted\s+to|start\s+as|take\s+over\s+as)"
                r"\s+(?P<v>.+)$", _I), "role"),
    (re.compile(r"^when\s+did\s+(?P<p>.+?)\s+(?:move|relocate)\s+to\s+(?P<v>.+)$", _I), "location"),
    (re.compile(r"^when\s+did\s+(?P<p>.+?)\s+join\s+(?P<v>.+)$", _I), "team"),
    # "when does Aroha start", "when will Lee start as head of ops", "when is Sam starting the new job":
    # the day a role takes effect; "when does Kai move", "when is Ana relocating to Porto": a place's
    # "when did Noor start", "when did Noor start at Shopify": the day the job she holds began
    # "when did ravi join", "when's Sam joining us": the day the job began, as a start
    (re.compile(r"^when\s+(?:does|will|do|did|is|'s|s)\s+" + _SOMEONE + r"\s+(?:start|begin|starting|beginning|join"
                r"|joining)(?:\s+(?:as\s+.+|(?:at|with)\s+.+|(?:the|her|his|their)\s+(?:new\s+)?(?:job|role|position)"
                r"|work|there|us|the\s+(?:company|firm|team)))?$", _I),
     "role"),
    (re.compile(r"^when\s+(?:does|will|do|is|'s|s)\s+" + _SOMEONE + r"\s+(?:move|moving|relocate|relocating)"
                r"(?:\s+to\s+.+|\s+(?:there|over))?$", _I), "location"),
    # "when is Kenta leaving", "when does Ana leave the company", "when's Raj's last day": the day they go
    (re.compile(r"^when(?:\s+(?:does|will|do|is|did)|\s*'s|s)\s+" + _SOMEONE + r"\s+(?:leave|leaving|left|quit|quitting"
                r"|finish|finishing|retire|retiring)(?:\s+(?:the\s+company|the\s+firm|work|us|the\s+team|for\s+good))?$",
                _I), "status"),
)
_HOW_PREFER_Q = re.compile(
    r"^how\s+(?:does|do|did)\s+(?P<p>.+?)\s+(?:like|want|prefer)\s+(?:to\s+be\s+\w+|(?P<c1>.+?)\s+(?:sent|done"
    r"|handled|delivered)(?:\s+to\s+(?:me|him|her|them))?)(?:\s+(?:for|on|about|with|re)\s+(?P<c>.+))?$"
    # "how should i contact omar", "best way to reach Kemi", "how do i get hold of Sam": how they like to be reached
    r"|^(?:how\s+(?:should|do|can|would)\s+(?:i|we)|(?:what(?:'s|s|\s+is)\s+)?(?:the\s+)?best\s+way\s+to)\s+"
    r"(?:contact|reach|get\s+hold\s+of|get\s+in\s+touch\s+with|message|get\s+ahold\s+of)\s+(?P<p2>.+?)"
    r"(?:\s+(?:for|about|re)\s+(?P<c2>.+))?$"
    # "how does Polina want repair requests", "how does Omar prefer invoices": the way, for the things named (a
    # name typed in lower case is left to the search: "choden" may be spelt right as "chosen")
    r"|^how\s+(?:does|do)\s+(?P<p3>(?-i:[A-Z])\S*(?:\s+(?-i:[A-Z])\S*)?)\s+(?:want|prefer)\s+(?!to\b|it\b|that\b|them\b)(?P<c3>.+?)$",
    _I,
)
_LOOKUP_Q = re.compile(r"^(?:" + _WHAT + r"(?:'s|s|\s+is|\s+are|\s+was)\s+)?(?:the\s+|our\s+)?(?P<np>[^?]+)$", _I)
# "who's the CFO", "who's head of marketing", "who's out sick", "who is in Berlin": the fact whose value
# the phrase is (a verb after "who's" asks who does a thing, read before this)
_WHO_VALUE_Q = re.compile(r"^who(?:'s|s|\s+is|\s+was|\s+are|\s+'re)\s+(?:(?:the|our|my)\s+)?(?P<np>[^?]+)$", _I)
# "who will my manager be", "what's the rent going to be": the fact asked about, as it will stand
_WILL_BE_Q = re.compile(
    r"^(?P<w>who|what)(?:\s+will|'ll)\s+(?:the\s+|our\s+|my\s+)?(?P<np>[^?]+?)\s+be$"
    r"|^(?P<w2>who|what)(?:'s|s|\s+is)\s+(?:the\s+|our\s+|my\s+)?(?P<np2>[^?]+?)\s+(?:going\s+to|gonna)\s+be$",
    _I,
)
_TRAILING_NOISE = gated(re.compile(
    r"(?:\s+(?:again|now|currently|these\s+days|right\s+now|rn|atm|at\s+the\s+mo(?:ment)?|lol|pls|please|though|tho"
    r"|yet|still|anymore"
    # where the asker is, said of the place they stand in: "who's the doctor here", "… round here"
    # (never the place a thing or a person gets to or is: "when's the new sofa getting here", "who's here")
    r"|(?:a?round|over|in|out)\s+here"
    r"|(?<!getting\s)(?<!get\s)(?<!gets\s)(?<!got\s)(?<!coming\s)(?<!come\s)(?<!comes\s)(?<!came\s)(?<!be\s)"
    r"(?<!been\s)(?<!arriving\s)(?<!arrive\s)(?<!arrives\s)(?<!living\s)(?<!live\s)(?<!lives\s)(?<!working\s)"
    r"(?<!work\s)(?<!works\s)(?<!staying\s)(?<!stay\s)(?<!moving\s)(?<!is\s)(?<!are\s)(?<!was\s)(?<!'s\s)"
    r"(?<!from\s)(?<!to\s)(?<!it\s)here"
    # a tag the asker's own tongue closes a question with: "… again hai", "… ni", "… hajur", "… lah", "… yaar"
    # (never Hindi's "kya hai", "kab hai": the question's own "is")
    r"|(?<!\bkya\s)(?<!\bkab\s)(?<!\bkaun\s)(?<!\bkahan\s)(?<!\bkahaan\s)(?<!\bkitna\s)(?<!\bkitne\s)"
    r"(?<!\bkaisa\s)(?<!\bkaise\s)(?<!\bkidhar\s)(?<!\bkiska\s)(?<!\bkiski\s)(?<!\bkis\s)hai"
    r"|(?-i:ni|hajur|lah|leh|yaar|yar|ji|na|bro|mate|eso)"
    # "whats Priya's budget looking like": how it stands, asked as what it looks like
    r"|looking\s+like"
    # a yes-or-no question closed by its other answer: "is the lift still broken or not", "still got problem anot"
    r"|or\s+not|anot|or\s+what|or))+$",
    _I,
))
_WHEN_WORDS = r"(?:in|on|at|as\s+of|from|starting|during|back\s+in|last|this|before|after|around|by|\w+\s+ago)"
# an attribute of whose thing, said first: "(what's the) number for (Faizal)", "email of (Ana)"
_ATTR_FOR_WHOSE = re.compile(r"^(?P<a>[a-z][\w-]*(?:\s+[a-z][\w-]*)?)\s+(?:for|of)\s+(?P<p>\S.*)$", _I)
_FACT_POSS_Q = re.compile(
    # ("our accountant's email" is the accountant's, as "the accountant's email" is)
    r"^(?:what|which|who)(?:'s|s|\s+is|\s+was|\s+were|\s+are)\s+(?:the\s+|our\s+)?(?P<s>.+?)(?:'s|(?<=s)')\s+"
    r"(?:current\s+|present\s+)?(?P<attr>.+)$",
    _I,
)
# "what's the budget for the van"; "who is the tenant in 2A", as "the tenant in 2A is Mrs Pillay" tells it (a
# person holds a place's attribute, named in a word: "what's the weather in Oslo" is no fact kept, and "who was
# the manager in march" asks when)
_FACT_OF_Q = re.compile(
    r"^(?:what|which|who)(?:'s|s|\s+is|\s+was|\s+were|\s+are)\s+the\s+(?:current\s+)?"
    r"(?P<attr>.+?)\s+(?:of|for|on)\s+(?P<s>.+)$"
    r"|^who(?:'s|s|\s+is|\s+was|\s+are)\s+the\s+(?:current\s+)?(?P<attr2>[\w-]+)\s+(?:in|at)\s+(?P<s2>.+)$",
    _I,
)
# "who's stage manager", "whos treasurer now": a job named without "the", asked of whoever holds it
_WHO_HOLDS_Q = re.compile(
    r"^who(?:'s|s|\s+is|\s+was)\s+(?:now\s+)?(?P<np>(?:[\w-]+\s+){0,2}?"
    + ROLE_WORDS.pattern.replace(r"\b(?:", "(?:", 1) + r")(?:\s+(?:now|these\s+days|at\s+the\s+moment))?$",
    _I,
)
# "how much is the rent", "how much does the gym cost", "how much was the deposit on the flat": an
# amount, looked up among the facts whose value is one
_HOW_MUCH_Q = re.compile(
    r"^how\s+much\s+(?:is|'s|s|are|was|were|does|do|did|will)\s+(?!(?:i|we|you|he|she|they)\b)"
    r"(?P<np>.+?)(?:\s+(?:cost|costs|come\s+to|go\s+for|run\s+(?:to|me|us)|set\s+(?:me|us)\s+back|be|now))?$",
    _I,
)
# "which office is Sarah in", "what school is Omar at", "what branch is Ana based at": the
# attribute named by its kind, of a person (never the clock: "what time is Sarah in")
_KIND_OF_Q = re.compile(
    r"^(?:what|which|wat)\s+(?!(?:time|day|date|hour|year|month|week|room\s+number)\b)(?P<attr>[a-z]+(?:\s+[a-z]+)?)"
    r"\s+(?:is|'s|s|was|are)\s+(?P<p>[\w'-]+(?:\s+[\w'-]+)??)\s+(?:(?:based|working|staying|living)\s+)?(?:in|at|on|with"
    r"|from)(?:\s+(?:now|these\s+days|currently))?$",
    _I,
)
# "who's coming tonight", "who is driving": who does a thing, no thing or person named
_WHO_DOING_Q = re.compile(r"^who(?:'s|s|\s+is|\s+are|\s+'re)\s+(?:still\s+)?(?-i:[a-z]+ing)\b\s*(?P<rest>.*)$", _I)
_WHO_OWNS_Q = re.compile(
    # "whose is the red Hilux at the pier", "whose's the blue kayak": the thing's owner asked with "whose"
    r"^who\s+(?:owns|owned|is\s+owning)\s+(?P<s>.+)$|^whose(?:'s|\s+is|\s+was)\s+(?P<s2>(?:the|that|this)\s+.+)$", _I
)
_WHO_IS_Q = re.compile(r"^who(?:'s|\s+is|\s+was)\s+(?P<p>\S+(?:\s+\S+)?)$", _I)
# "what does Dad prefer for dinner", "what does Dad like for dinner", "what does Ana usually have for lunch": the
# preference kept ("Dad prefers porridge for dinner"), for the occasion named; also who is preferred, by the kind
# of person or thing ("which engineer do I prefer for mixing", "who do I prefer for mastering")
_PREFER_Q = re.compile(
    r"^(?:(?:what|which)(?:\s+(?!(?:does|did|do)\b)[\w-]+){0,2}|how|who|whom)\s+(?:does|did|do)\s+(?P<p>\S+(?:\s+\S+)?)\s+(?:prefer|like|(?:usually|normally)\s+(?:have"
    r"|eat|drink|get|order))(?:\s+(?:for|on)\s+(?P<c>.+))?$",
    _I,
)
_ROLE_Q = re.compile(r"^what\s+(?:role|title|position|job)\s+(?:does|did)\s+(?P<p>\S+(?:\s+\S+)?)\s+(?:have|hold)$", _I)
# a question asked as a request: "list my tasks", "can you show me what's due", "remind me what's on my list"
_REQUEST = re.compile(
    r"^(?:(?:can|could|would|will)\s+(?:you|u|ya)\s+|pls\s+|plz\s+|please\s+|just\s+|quickly\s+|ok\s+|so\s+)*"
    r"(?:list(?:\s+out)?|show(?:\s+me)?|give\s+me|get\s+me|gimme|tell\s+me|remind\s+me(?:\s+of)?|pull\s+up"
    r"|bring\s+up|read\s+(?:me\s+)?(?:out\s+)?|go\s+(?:through|over)|run\s+(?:me\s+)?through|let\s+me\s+see"
    r"|lemme\s+see|display|send\s+me|walk\s+me\s+through|print)(?:\s*[,:]\s*|\s+)"  # "remind me, what's …"
    r"(?:(?:a|the|me\s+a)\s+(?:list|rundown|run-?down|summary|overview|recap|reminder)\s+of\s+)?(?P<rest>.+)$",
    _I,
)
_REQUEST_TAIL = re.compile(r"(?:\s+(?:pls|please|plz|thanks|thx|ta|again|real\s+quick|quickly|for\s+me))+$", _I)
_LIST_NOUN = re.compile(
    r"^(?:all\s+(?:of\s+)?|every(?:thing)?\s+(?:on\s+)?)?(?:(?:my|our|the|me\s+my)\s+)?"
    r"(?:(?P<state>overdue|late|outstanding|open|current|pending|remaining|upcoming|unfinished|undone|active)\s+)?"
    r"(?P<noun>to-?do\s+list|todo\s+list|tasks?|to-?dos?|list|commitments?|things\s+to\s+do|stuff\s+to\s+do|jobs"
    r"|agenda|schedule|calendar|diary|plans|reminders|deadlines|action\s+items|open\s+items|promises|plate"
    r"|obligations|chores|errands)\b(?P<rest>.*)$",
    _I,
)
_DATED_LISTS = frozenset({"agenda", "schedule", "calendar", "diary", "deadlines", "plans"})
_LIST_ISSUES = re.compile(
    r"^(?:all\s+|the\s+|my\s+|our\s+|any\s+)*(?:open\s+|current\s+|outstanding\s+)?(?:issues|problems|outages"
    r"|incidents|things\s+(?:that\s+are\s+)?broken|broken\s+stuff)$",
    _I,
)
_WH_REORDER = re.compile(r"^(?P<wh>what|who)\s+(?P<who>i|we)\s+(?=(?:owe|have|need|promised|gotta)\b)", _I)
# "what i got tmrw", "wat we got on friday": "have" left out before "got"
# "what i must do this week", "what we should finish today": the modal left where a statement has it
_WH_MODAL = re.compile(r"^(?P<wh>what)\s+(?P<who>i|we)\s+(?P<m>must|should)\s+(?=(?:do|finish|get)\b)", _I)
# "where is living Pavel", "where is working Ana now": the verb put before whom it is of, as many languages put it
_VERB_FIRST = re.compile(
    r"^(?P<wh>where|who)\s+(?P<be>is|are)\s+(?P<v>living|working|staying|based)\s+"
    r"(?P<who>(?-i:[A-Z])[\w'-]+|(?:my|our)\s+[a-z]+)(?=\s+now\b|$)",
    _I,
)
_WH_GOT = re.compile(r"^(?P<wh>what|wat|wot)\s+(?P<who>i|we)\s+(?=got\b)", _I)
_EVERYTHING = re.compile(
    r"^(?:every\s*thing|all(?:\s+the\s+(?:stuff|things))?|(?:the\s+)?(?:stuff|things))\s+"
    r"(?:(?:that|which)(?:'s|\s+is|\s+are)\s+|(?:that\s+)?i\s+(?:have|still\s+have)\s+)?"
    r"(?=(?:still\s+)?(?:due|on\s+my|left|overdue|late|open|outstanding|pending|coming\s+up)\b)",
    _I,
)
_THEY_OWE = re.compile(
    r"^what\s+(?P<p>(?!i\b|we\b|do\b|does\b|did\b)[\w'\-]+(?:\s+[\w'\-]+)?)\s+(?:owes\b|owe(?=\s+(?:me|us)\b))", _I
)  # "what leila owes me", "what jo owe me" (the "does" left out)
_WH_START = re.compile(
    r"^(?:what|whats|wat|when|whens|which|who|whos|where|wheres|how|is|are|any|anything|am|do)\b", _I
)
# who is away: "who's out this week", "who is off tomorrow", "anyone on leave next week", "who's ooo"
_AWAY_Q = re.compile(
    r"^(?:who(?:'s|s|\s+is|\s+are|\s+will\s+be|'ll\s+be)|(?:is\s+)?any\s*(?:one|body)(?:'s|\s+is)?)\s+"
    r"(?:(?:still|going\s+to\s+be|gonna\s+be)\s+)?"
    r"(?:out\s+of\s+(?:the\s+)?office|off\s+sick|out\s+sick|off\s+work|out|off|away|ooo|sick"
    r"|on\s+(?:leave|holiday|hols|vacation|vacay|pto|annual\s+leave|sick\s+leave))\b(?P<rest>.*)$",
    _I,
)
_WINDOW_WORDS = 5  # "what about next friday?": a day asked alone is short
# before a window asked about alone: "and thurs?", "what about next week?", "how about tmrw?"
_FOLLOW_ON = re.compile(r"^(?:(?:and|&|n|ok|so)\s+)?(?:(?:what|wat|how)\s+about\s+|then\s+)?", _I)
_RECALL_IMPERATIVE = re.compile(
    r"^(?:remind\s+me\s+(?:what|about|of|how|when|who|where|why)|tell\s+me\s+(?:what|about|how|when)|recap\b"
    r"|summari[sz]e\b|catch\s+me\s+up\b)",
    _I,
)


def _value_named(words: str, text: str) -> str | None:
    """``words`` (read lower-cased) as typed in ``text`` when they name a value, i.e. are written
    with a capital ("before COO", "before Head of Ops"); "before joining us" names none."""
    at = text.lower().rfind(words.lower())
    said = text[at : at + len(words)] if at >= 0 else ""
    return said if any(ch.isupper() for ch in said) else None


def _away_windows(rest: str, text: str, ctx: _Ctx) -> list[DateSpec]:
    """When "who's off" asks about: the coming day or week it names ("who's off on the 29th" said on
    the 8th is the 29th ahead), the one gone by only when asked in the past ("who was off")."""
    if _ASKED_IN_PAST.match(text):
        return find_windows(rest, now=ctx.now, tz=ctx.tz)
    ahead = [span.spec for span in find_spans(rest, now=ctx.now, tz=ctx.tz, prefer="future") if span.spec is not None]
    return ahead or find_windows(rest, now=ctx.now, tz=ctx.tz)


_ASKED_IN_PAST = re.compile(r"^(?:who|anyone|anybody)\s+(?:was|were|has\s+been|had)", _I)


# a kin word or a title of respect said after a name: "Bikash dai", "Sunita didi", "Tanaka san", "Ravi ji" (the
# name is who is asked about; in lower case only, after a capital: "Tom ate" is no title)
_HONORIFIC_AFTER = re.compile(
    r"(?P<n>\b[A-ZÀ-Ý][\w'-]*)\s+(?:dai|didi|bhai|bhaiya|bhaiyya|ji|sahib|saab|san|sama|kun|kuya|anna|akka"
    r"|bhaiji|dada|baba|aunty|auntie|uncle)(?=\s|[?!.,]|$)"
)
# the day or week a role is asked for, said as its owner: "who is tonight's night assistant", "today's duty
# nurse": the role, asked as it stands
_TIME_OWNER = re.compile(
    r"\b(?:tonight|today|tomorrow|tmrw|tmr|this\s+week|this\s+weekend|this\s+month)(?:'s|’s)\s+(?=[a-z])"
    r"(?!(?:a|an|the|my|our|your|his|her|their|this|that|\w+day)\b)",
    re.I,
)


def _asked_alone(said: str) -> str:
    """The question ``said`` asks, without the noise after it ("again", "lol"), the asker's state
    ("…, brain's fried"), the stress on it ("what's actually due"), a title after a name ("Bikash
    dai") and the day a role is asked for ("tonight's night assistant")."""
    text = aside_after_question(QUESTION_FILLER.sub("", said))
    text = _TIME_OWNER.sub("", _HONORIFIC_AFTER.sub(r"\g<n>", text))
    return _TRAILING_NOISE.sub("", text).strip(" ,") or said


# what someone charges, asked with the verb: "how much does Fatima charge per day", "what does the tutor charge an
# hour" (their rate, by the unit said)
_CHARGES = re.compile(
    r"^(?:how\s+much|what)\s+(?:does|do|did|will)\s+(?P<p>(?!(?:it|that|this|they|he|she|you|i|we)\b)[\w'-]+"
    r"(?:\s+[\w'-]+)?)\s+(?:charge|charges|ask|bill|take)(?:\s+(?:per|a|an|for\s+a|each)\s+(?P<u>day|hour|night|week"
    r"|month|session|lesson|visit|class))?(?P<q>\s*\??)$",
    _I,
)


def _rate_asked(m: re.Match[str]) -> str:
    """ "how much does Fatima charge per day" as "what's Fatima's day rate"."""
    unit = f"{_RATE_OF.get(m['u'].lower(), m['u'].lower())} " if m["u"] else ""
    return f"what's {m['p']}'s {unit}rate{m['q']}"


# a rate by the hour is an "hourly rate" as people keep it ("Lucas's hourly rate is R$180"); a day's is a "day rate"
_RATE_OF = {"hour": "hourly", "night": "nightly", "week": "weekly", "month": "monthly"}


# the open to-dos of one kind asked after: "what bills are still on my plate?", "which forms are still
# outstanding", "what invoices do i still have to send", "any calls left to make?"
_KIND_LEFT = re.compile(
    r"^(?:(?:what|which)\s+(?P<n>[a-z][\w-]*s)\s+(?:are|r)\s+(?:still\s+)?(?:on\s+my\s+plate|open|left|outstanding"
    r"|pending|unpaid|undone|not\s+(?:done|paid|sent))"
    r"|(?:what|which)\s+(?P<n2>[a-z][\w-]*s)\s+do\s+i\s+still\s+(?:have|need|got)\s+to\s+[a-z]+"
    r"|any\s+(?P<n3>[a-z][\w-]*s)\s+(?:still\s+)?(?:left|outstanding|open|pending)(?:\s+to\s+[a-z]+)?)(?P<q>\s*\??)$",
    _I,
)
# a kind that is any to-do at all: "what things are still open" lists them all
_ANY_KIND = frozenset({"things", "tasks", "todos", "to-dos", "jobs", "items", "bits"})
_TROUBLE_KINDS = frozenset({"issues", "problems", "probs", "outages", "incidents", "faults", "bugs", "errors"})


def _kind_left(m: re.Match[str]) -> str:
    """ "what bills are still on my plate" as "when are the bills due" (the open ones, each with its due)."""
    kind = (m["n"] or m["n2"] or m["n3"]).lower()
    if kind in _TROUBLE_KINDS:
        return m.group(0)  # "any issues open?": the open issues, asked as such
    return f"what's on my plate{m['q']}" if kind in _ANY_KIND else f"when are the {kind} due{m['q']}"


# whether the user does a thing for someone: "am i picking anyone up tmrw?", "am i driving anyone fri",
# "will i be collecting anything sat" (their own to-dos of that verb, never someone else's)
_AM_I_DOING = re.compile(
    r"^(?:am|will)\s+i\s+(?:be\s+)?(?P<v>[a-z]{3,}ing)\s+(?:anyone|anybody|someone|somebody|anything|something)"
    r"(?P<up>\s+(?:up|in|out|back|over|round|off))?(?:\s+\S.*?)?\s*\??$",
    _I,
)


# who lives or stays in a numbered home: "who's in flat 4", "who lives at no. 12", "who's in room 7 now"
_OCCUPANT_Q = re.compile(
    r"^who(?:'s|s|\s+is)?(?:\s+(?:lives|stays|living|staying))?\s+(?:in|at)\s+(?:the\s+)?"
    r"(?P<u>(?:flat|unit|apt|apartment|room|suite|bed|cabin|plot|lot|no\.?|number)\s*#?\s*\d[\w-]*)(?:\s+now)?$",
    _I,
)


def _am_i_doing(text: str, s: _Sentence) -> Question | None:
    """The user's own to-dos of the verb asked about ("am i picking anyone up": "pick up"), or None."""
    m = _AM_I_DOING.match(text.strip())
    if m is None or (verb := _base(m["v"])) == m["v"].lower():
        return None  # a word that is no verb recap knows
    return Question("when_due", f"{verb}{(m['up'] or '').lower()}", None, None, s.raw, "me")


# what the user is on or takes, asked of themselves: "what meds am I on", "which shift am i on this week"
_AM_I_ON = re.compile(
    r"^(?:what|which)\s+(?P<a>(?:meds|medication|medicines?|tablets|pills|shift|shifts|team|rota|diet|plan|tariff"
    r"|contract))\s+am\s+i\s+(?:on|taking|in)(?=\W*$)",
    _I,
)


def _my_own(m: re.Match[str]) -> str:
    """ "what's my medication" for "what meds am I on": the attribute by its stored name."""
    return f"what's my {predicate_of(m['a']) or m['a']}"


def _question(s: _Sentence, ctx: _Ctx) -> Question:
    """The question a sentence marked as one asks; "recall" when no narrower kind fits."""
    text = _asked_alone(s.text)
    text = role_asked(text)  # "what's my manager's name again": who my manager is
    if (plain := uncleft(text)) is not None:  # "what was it that Nalini was supposed to deliver"
        found = _question(replace(s, text=plain), ctx)
        if found.kind != "recall":
            return found
    if (hours := hours_asked(text)) is not None:  # "till when is the mess open": its closing time
        return Question("fact", hours[0], hours[1], None, s.raw)
    if (plain := shorthand_asked(text, ctx)) is not None and plain != text:  # "Varun charges how much per hour"
        return _question(replace(s, text=plain), ctx)
    text = _UNMARKED_OWNER.sub(r"\g<o>'s \g<a>", text)  # "whats my landlords number": my landlord's number
    text = _AM_I_ON.sub(_my_own, text)  # "what meds am I on": what my medication is
    text = _ATTR_OF_THEIR.sub(r"\g<q> \g<p>'s \g<a>\g<end>", text)  # "the number of Dandara's manager"
    text = _CHARGES.sub(_rate_asked, text)  # "how much does Fatima charge per day": Fatima's day rate
    text = _KIND_LEFT.sub(_kind_left, text)  # "what bills are still on my plate": when the bills are due
    if (doing := _am_i_doing(text, s)) is not None:  # "am i picking anyone up tmrw?": my own pick-ups, when
        return doing
    if (before := _person_before(text, ctx)) is not None:  # "what did Maya do before"
        return Question("previous", before[0], before[1], None, s.raw)
    if (earlier := _asked_before(text, s, ctx)) is not None:  # "who ran sales before", "what was the rent before"
        return earlier
    if (still := _still_asked(text, s, ctx)) is not None:  # "does priya still run sales"
        return still
    if (reports := _reports(text, s)) is not None:  # "who reports to Lucía"
        return reports
    if (replaced := REPLACING_Q.match(text)) is not None:  # "who's replacing Yuki": Yuki's replacement
        return Question("fact", replaced["p"], "replacement", None, s.raw)
    if (home := _OCCUPANT_Q.match(text)) is not None:  # "who's in flat 4": its tenant, resident or patient
        return Question("fact", re.sub(r"\s+", " ", home["u"]), "occupant", None, s.raw)
    if (back := _BACK_Q.match(text)) is not None and (who := _person(back["p"], ctx)) is not None:
        return Question("fact", who, "status", None, s.raw)  # "when's Lena back": her absence's end
    if (around := _AROUND_Q.match(text)) is not None and (who := _person(around["p"], ctx)) is not None:
        when = ctx.date(around["w"]) if around["w"] else None
        if when is not None or not around["w"]:  # "is Pieter around next week": his status then
            return Question("fact", who, "status", when, s.raw)
    if (away := _AWAY_Q.match(text)) is not None:  # "who's out this week", "anyone off today"
        windows = _away_windows(away["rest"], text, ctx) if away["rest"].strip() else []
        if not away["rest"].strip() or windows:
            return Question("away", None, None, windows[0] if windows else None, s.raw)
    found = either_question(text) or _commitment_question(text, s, ctx) or _state_question(text, s, ctx)
    found = found or plain_ask(text, s, ctx)
    found = found or family_question(text, s, ctx, marked=True) or _request(text, s, ctx)
    found = found or _auxiliary_dropped(text, s, ctx)
    if found is not None:
        return found
    dash = _DASH.search(text)  # "kal kya hai — what's due tomorrow": the part after the dash
    if dash is not None and dash.end() < len(text):
        found = _question(replace(s, text=text[dash.end() :]), ctx)
        if found.kind != "recall":
            return found
    stepped = step_on(s)  # "and the week after?": a step on from the window asked about before
    if stepped is not None:
        return stepped
    window = window_only(_FOLLOW_ON.sub("", text), ctx) if len(text.split()) <= _WINDOW_WORDS else None
    if window is not None:  # "thurs?", "and next week?": what is due then
        return Question("due_week", None, None, window, s.raw)
    boss = group_boss_asked(text)  # "who's the ward 7 manager?": the group's boss, as "… the manager of ward 7"
    if boss is not None:
        return Question("fact", boss[0], boss[1], None, s.raw)
    fact = _fact_question(text, ctx)
    if fact is not None:
        subject, predicate, scope, at = fact
        earlier = _BEFORE_CHANGE.match(predicate or "") if at is None and _WAS_Q.match(text) else None
        value = _value_named(earlier["v"], text) if earlier is not None and earlier["v"] else None
        if earlier is not None and subject and (value or not earlier["v"]):
            asked = earlier["p"].strip()
            return Question("previous", subject, predicate_of(asked) or asked, None, s.raw, value)
        predicate = kin_named(predicate or "")  # "what's Nadia's kid called?": her kid
        return Question("fact", subject, predicate_of(predicate) or predicate, at, s.raw, scope)
    asked = _attribute_question(text, s, ctx, marked=True)  # "whats kofis cell", "number for kofi?"
    if asked is not None:
        return asked
    if (asked := _attribute_phrase(text, s, ctx)) is not None:  # "HOA chairman's number?", "wifi pw for building 2?"
        return asked
    lookup = _lookup(text, s) or _how_much(text, s)
    if lookup is not None:
        return lookup
    if (plain := shorthand_last_try(text)) is not None:  # "Ananya's landlord who?": who Ananya's landlord is
        found = _question(replace(s, text=plain), ctx)
        if found.kind != "recall":
            return found
    windows = find_windows(text, now=ctx.now, tz=ctx.tz)
    # searched by the question alone: "catch me up leh, what happened recently" looks for no "catch"
    return Question("recall", None, None, windows[0] if windows else None, unframed(s.raw))


# "kid called", "daughter's name", "boy named": a relative asked for by their name
_KIN_NAMED = re.compile(r"^(?P<k>[\w-]+)(?:'s\s+(?:first\s+)?name|\s+called|\s+named)$", _I)


def kin_named(predicate: str) -> str:
    """The relative asked about when ``predicate`` asks their name ("kid called" -> "kid"), else ``predicate``."""
    m = _KIN_NAMED.match(predicate.strip())
    return m["k"] if m is not None and m["k"].lower() in KIN_WORDS | _YOUNG else predicate


_YOUNG = frozenset({"boy", "girl", "baby", "little one", "eldest", "youngest", "dog", "cat", "pet"})


def _attribute_phrase(text: str, s: _Sentence, ctx: _Ctx) -> Question | None:
    """ "HOA chairman's number?", "the wifi password for building 2?", "flat 9 tenant's number?": an
    attribute of a thing or a job-holder asked as a bare phrase, read as "what's …" asks it; only
    when that reads as a fact of an attribute recap knows by name (a phrase of no attribute stays
    the lookup it was)."""
    if _WH_START.match(text) or len(text.split()) > _PHRASE_WORDS or not _OWNED_PHRASE.search(text) or _WH.search(text):
        return None
    found = _question(replace(s, text=f"what's {text}"), ctx)
    if found.kind != "fact" or not found.subject or not found.predicate or _EVENT.search(found.predicate):
        return None  # "Sam's party?": when it is, asked of the diary, never an attribute of Sam's
    if _person(found.subject, ctx) is not None:
        return None  # "Vera's last name?": a person's, which the lookup finds under any of its names
    asked = _NUMBER_MARK.sub("", found.predicate)  # "cell #": the cell number
    return replace(found, predicate=predicate_of(asked) or asked, text=s.raw)


_WH = re.compile(r"\b(?:who|what|whats|when|where|which|how|whose)\b", _I)  # "Ananya's landlord who?": asked last
_NUMBER_MARK = re.compile(r"\s*(?:#|no\.?|num)$", _I)
_PHRASE_WORDS = 7  # a noun phrase asked bare ("the wifi password for building 2"), never a sentence
# whose the attribute is, said in the phrase: "chairman's number", "the password for building 2"
_OWNED_PHRASE = re.compile(r"\w(?:'s|s')\s+\w|\s(?:for|of)\s+\w", _I)


def _auxiliary_dropped(text: str, s: _Sentence, ctx: _Ctx) -> Question | None:
    """ "what i got tmrw", "what i owe rahul", "what jo owe me": a question typed without its
    "have"/"do"/"does", read in the question's order; only a narrower kind than recall counts
    ("what i need is a holiday" asks nothing)."""
    asked = _WH_GOT.sub(r"\g<wh> have \g<who> ", text)
    asked = _WH_REORDER.sub(r"\g<wh> do \g<who> ", asked)
    asked = _THEY_OWE.sub(r"what does \g<p> owe", asked)
    asked = _WH_MODAL.sub(r"\g<wh> \g<m> \g<who> ", asked)  # "what i must do this week"
    asked = _VERB_FIRST.sub(r"\g<wh> \g<be> \g<who> \g<v>", asked)  # "where is living Pavel"
    if asked == text:
        return None
    found = _question(replace(s, text=asked), ctx)
    return None if found.kind == "recall" else found


def _asked_before(text: str, s: _Sentence, ctx: _Ctx) -> Question | None:
    """ "who ran sales before", "what was the rent before", "where did lee used to live": the
    version before of the fact the same words ask about now ("who runs sales", "what's the rent").
    A fact read whole keeps its subject and attribute; a thing looked up by its words ("the rent",
    "the wifi password") is passed on as those words, for the answer to find among the facts."""
    now_text = None
    used = _USED_TO.match(text)
    if used is not None and used["wh"]:
        verb = used["v"].lower()
        now_text = f"{used['wh']} is {used['x']}" if verb == "be" else f"{used['wh']} does {used['x']} {verb}"
        now_text += used["rest"]
    elif used is not None:
        verb = used["v2"].lower()
        if verb not in _NOW_OF:
            return None
        now_text = f"who {_NOW_OF[verb]} {used['rest2']}"
    elif (tail := _BEFORE_TAIL.search(text)) is not None:
        m = _PAST_HEAD.match(text[: tail.start()])
        if m is None:
            return None
        if m["aux"]:
            now_text = f"{m['wh']} {'is' if m['aux'].lower() == 'was' else 'are'} {m['rest']}"
        else:
            now_text = f"who {_NOW_OF[' '.join(m['verb'].lower().split())]} {m['rest2']}"
    if now_text is None or _PRONOUN_OWNER.match(now_text):
        return None  # "what was his title before": the fact the conversation is on
    found = _question(replace(s, text=now_text), ctx)
    named = (found.subject or "").lower()
    if not named or named in _NOT_NAMED or (found.kind == "fact" and not found.predicate):
        return None
    if found.kind == "fact" and not found.at:
        return Question("previous", found.subject, found.predicate, None, s.raw)
    if found.kind == "lookup" and found.predicate is None:  # "the rent": the fact its words name
        return Question("previous", None, found.subject, None, s.raw)
    return None


def _still_asked(text: str, s: _Sentence, ctx: _Ctx) -> Question | None:
    """ "does priya still run sales", "lee still in leeds?": read as the question of what holds now
    ("who runs sales", "is lee still in leeds"), so the answer is the value held, not old messages."""
    m = _STILL_Q.match(text)
    if m is None:
        return None
    if m["v"]:
        verb = " ".join(m["v"].lower().split())
        now_text = f"who {_NOW_OF.get(verb, verb + 's')} {m['s']}"
    elif m["w"]:
        now_text = f"where does {m['p']} {m['w'].lower()}"
    else:
        now_text = f"is {m['p2']} still {m['at']}"
    found = _question(replace(s, text=now_text), ctx)
    return None if found.kind == "recall" else found


def _person_before(text: str, ctx: _Ctx) -> tuple[str, str] | None:
    """(person, attribute) of "what was Maya before" (role), "where did Lee live before"
    (location), "where did Ana work before" (employer); None for any other words."""
    m = _PERSON_BEFORE_Q.match(text)
    person = _person(m["p"], ctx) if m else None
    if m is None or person in (None, "me"):
        return None
    if m["wh"].lower() == "what":
        return (person, "role") if m["v"] in (None, "do") else None
    return person, "employer" if m["v"] == "work" else "location"


def _unmarked_question(s: _Sentence, ctx: _Ctx) -> Question | None:
    """A question written without a question mark or a wh-word ("anything late", "is the wifi
    still down", "am i behind on anything"): only the narrow kinds, so a statement never reads
    as one."""
    text = _asked_alone(s.text)
    stepped = step_on(s)  # "and the week after": a step on from the window asked about, never a move
    if stepped is not None:
        return stepped
    lead = _FOLLOW_ON.match(s.raw.strip())  # "and next week", "what about thurs": a window carried on
    if lead is not None and lead.end() and (window := window_only(s.raw.strip()[lead.end() :], ctx)) is not None:
        return Question("due_week", None, None, window, s.raw)
    if _WH_SHORTHAND.match(text):  # "wheres lee based": a wh-word typed without its apostrophe
        return _question(s, ctx)
    if _PREVIOUS_Q.match(text):
        return Question("previous", None, None, None, s.raw)
    m = _KYA_HAI_Q.match(text)  # Hinglish "vikram ka role kya hai": what is Vikram's role
    if m:
        said = m["p"] or m["p2"]
        person = _person(said, replace(ctx, lowercase=not said[:1].isupper()))
        if person:
            predicate = _predicate(m["attr"])
            return Question("fact", person, predicate_of(predicate) or predicate, None, s.raw)
    if (hours := hours_asked(text)) is not None:  # "till when is mess open"
        return Question("fact", hours[0], hours[1], None, s.raw)
    if (plain := shorthand_asked(text, ctx) or wh_said_last(text)) is not None:  # "Varun charges how much per hour"
        found = _question(replace(s, text=plain), ctx)
        if found.kind != "recall":
            return found
    return (
        either_question(text)  # "did Mele move to Sigatoka or was it Nausori"
        or _commitment_question(text, s, ctx)
        or _state_question(text, s, ctx, unmarked=True)
        or family_question(text, s, ctx, marked=False)
        or _request(text, s, ctx)
        or (None if s.listed else _attribute_question(text, s, ctx, marked=False))
    )


def _request(text: str, s: _Sentence, ctx: _Ctx) -> Question | None:
    """ "list my tasks", "show me my commitments", "remind me what's on my list", "give me a
    rundown of what's due this week": a question asked as a request. What follows the request
    verb is either a question of its own (read as one, if it is a narrower kind than recall) or
    a list named by its noun (:data:`_LIST_NOUN`)."""
    m = _REQUEST.match(text)
    if m is None:
        return None
    rest = _REQUEST_TAIL.sub("", m["rest"]).strip(" ,:")
    listed = _LIST_NOUN.match(rest)
    if listed is not None:
        window = _due_window(listed["rest"], ctx) if listed["rest"].strip() else None
        if listed["rest"].strip() and window is None and not _plain_rest(listed["rest"]):
            return None  # "show me the list of suppliers" names no list of recap's
        if listed["state"] and listed["state"].lower() in ("overdue", "late"):
            return Question("overdue", None, None, None, s.raw)
        if window is not None or listed["noun"].lower() in _DATED_LISTS:
            return Question("due_week", None, None, window, s.raw)
        return Question("open", None, None, None, s.raw)
    if _LIST_ISSUES.match(rest):
        return Question("open_issues", None, None, None, s.raw)
    asked = _WH_REORDER.sub(r"\g<wh> do \g<who> ", rest)  # "what i owe tariq": the question's order
    asked = _EVERYTHING.sub("what's ", asked)  # "everything due friday", "all that's overdue"
    asked = _THEY_OWE.sub(r"what does \g<p> owe", asked)  # "what leila owes me"
    if not _WH_START.match(asked):
        return None
    found = _question(replace(s, text=asked), ctx)
    return None if found.kind == "recall" else found


def _attribute_question(text: str, s: _Sentence, ctx: _Ctx, *, marked: bool) -> Question | None:
    """ "zainab's address pls", "whose is the corolla": one attribute asked for without a
    question's grammar (:mod:`._attribute_asks`)."""
    thing = owner_ask(text)
    if thing is not None:
        return Question("fact", thing, "owner", None, s.raw)
    # "when's my mum's birthday": the fact is mum's, however it was stored (answers match "my mum" too)
    found = attribute_ask(_MY_KIN_OWNER.sub("", text), s.raw, ctx, marked=marked)
    if found is None:
        return None
    subject, predicate = found
    inner = _INNER_OWNER.match(subject) or _INNER_OWNER_UNMARKED.match(subject)
    if inner is not None and (last := _LAST_WORD.search(text)) is not None:
        # "svetlanas flight number?": Svetlana's "flight number", not the phone of "svetlana's flight"
        subject, predicate = inner["o"], f"{inner['n'].lower()} {last.group(1).lower()}"
    return Question("fact", subject, predicate, None, s.raw)


# "my mum's", "our dads": a kin word as the owner, said with "my"/"our" (a name's place in the question)
_MY_KIN_OWNER = gated(re.compile(r"\b(?:my|our)\s+(?=(?:" + KIN + r")(?:'s|s'|s)\s)", re.IGNORECASE))
# an owner inside what was taken for the subject: "svetlana's flight" (the attribute is "flight …")
_INNER_OWNER = re.compile(r"^(?P<o>[^\s']+)(?:'s|s'|')\s+(?P<n>[a-z][\w-]*)$", re.IGNORECASE)
# "kwames account number": with the apostrophe left out, only a thing that has a number of its own
_INNER_OWNER_UNMARKED = re.compile(
    r"^(?P<o>[^\s']+?)s\s+(?P<n>flight|account|booking|order|policy|reference|ref|tracking|passport|licen[cs]e|room"
    r"|seat|table|member|membership|customer|case|ticket|invoice|reg|registration|vat|tax|insurance|sort|pin|door"
    r"|gate|platform|locker|serial|employee|student|patient|nhs|frequent\s+flyer|loyalty|card)$",
    re.IGNORECASE,
)
_LAST_WORD = re.compile(r"([a-z#]+)\W*$", re.IGNORECASE)


# "what bdays are coming up", "any birthdays this month", "whose birthday is next": the yearly days kept
_YEARLY_Q = re.compile(
    r"^(?:what|which|any|whose|who\s+has\s+a|who's\s+got\s+a|who\s+has|are\s+there\s+any|got\s+any|upcoming)\s+"
    r"(?:upcoming\s+|coming\s+)?(?P<what>b-?days?|birthdays?|anniversar(?:y|ies))"
    r"(?:\s+(?:are|is|have\s+i\s+got|do\s+i\s+have))?(?P<rest>(?:\s+\S+){0,4})\s*$",
    _I,
)
_YEARLY_REST = re.compile(r"^\s*(?:coming\s+up|soon|next|up\s+next|ahead|(?:to\s+)?remember)?\s*$", _I)


def _yearly_question(text: str, s: _Sentence, ctx: _Ctx) -> Question | None:
    """ "what bdays are coming up": the birthdays (or anniversaries) kept, by their next day; in a
    window when one is said ("this month"), else the weeks ahead."""
    m = _YEARLY_Q.match(text)
    if m is None:
        return None
    what = "anniversary" if m["what"].lower().startswith("anniv") else "birthday"
    rest = m["rest"] or ""
    if _YEARLY_REST.match(rest):
        return Question("yearly", None, what, None, s.raw)
    window = _due_window(rest.strip(), ctx)
    return Question("yearly", None, what, window, s.raw) if window is not None else None


def _commitment_question(text: str, s: _Sentence, ctx: _Ctx) -> Question | None:
    if (yearly := _yearly_question(text, s, ctx)) is not None:
        return yearly
    left = _LEFT_TO_VERB.match(text)  # "what do i still need to order", "anything left to buy": to-dos of that job
    if left is not None and left["v"].lower() in TODO_VERBS and left["v"].lower() not in _ANY_JOB:
        return Question("open", left["v"].lower(), None, None, s.raw)
    liked = liked_when(text, s, ctx)  # "when does clara like calls": her preference, no to-do's due
    if liked is not None:
        return liked
    people = person_questions(text, s, ctx)  # "what's outstanding from Chinedu": what he owes the user
    if len(people) == 1:
        return people[0]
    if (_OVERDUE_Q.search(text) and _OVERDUE_HEAD.match(text)) or _SLIPPED_Q.match(text):
        return Question("overdue", None, None, None, s.raw)
    finished = done_in_window(text, s, ctx)  # "what did I get done today": the to-dos finished then
    if finished is not None:
        return finished
    said = said_would(text, s.raw)  # "what'd Darlene say she'd bring": her to-do of that verb
    if said is not None:
        return said
    undone = _UNDONE_FOR_Q.match(text)  # "is there anything for Mum i haven't done": what is still owed her
    if undone and (names := _owed_party(undone["p"] or undone["p2"], ctx)):
        return Question("owed", names, None, None, s.raw)
    owed = _OWED_Q.match(text)
    if owed and owed["p3"] and (names := _owed_party(owed["p3"], ctx)):
        return Question("owed", names, None, None, s.raw)  # "did i promise birgit anything": not "done yet?"
    asked = done_asked(text, s, ctx)  # "did i call mum yet", "has raj sent the contract": done yet?
    if asked is not None:
        return asked
    m = _OPEN_Q.match(text) or _NOT_DONE_Q.match(text)
    if m and (tail := _OPEN_TAIL.match(text[m.end() :])):  # "… from my side": the user's own alone
        return Question("open", None, None, None, s.raw, "me" if tail["mine"] else None)
    about = _FOR_TOPIC.match(text[m.end() :]) if m else _TO_DO_FOR.match(text)
    if about and not has_date_words(about["t"]):  # "… on my plate for the move": the to-dos about the move
        return Question("open", about["t"], None, None, s.raw)
    if m and (window := _window_alone(text[m.end() :], ctx)) is not None:
        return Question("due_week", None, None, window, s.raw)  # "what needs doing this week": what is due then
    m = _HAPPENING_Q.match(text)  # "what's happening sat", "whats going on tmrw": what is due that day
    if m and (window := _window_alone(m["rest"], ctx) or _window_alone("on " + m["rest"], ctx)) is not None:
        return Question("due_week", None, None, window, s.raw)
    if _ALL_THEIRS_Q.match(text):  # "who owes me money": only what others owe in money
        money = "money" if _MONEY_SAID.search(text) else None
        return Question("theirs", None, money, None, s.raw)
    m = _OWE_ANYONE_Q.match(text)
    if m:  # "do i owe anyone money": the user's to-dos to pay, return or give someone something
        what = next((m[k] for k in ("what", "what2", "what3", "what4", "what5") if m[k]), "")
        if not what or what.lower() in _MONEY | {"anything", "stuff"}:
            money = what.lower() in _MONEY or m["much"] is not None
            window = _due_window(m["tail"], ctx) if m["tail"] else None
            if window is not None or not m["tail"]:  # "what do I owe the plumber": a name, read below
                # "what do I owe": the bills to pay too, no one's by name ("who do I owe" asks for people)
                scope = "money" if money else "bills" if m["bills"] is not None else None
                return Question("owed", None, scope, window, s.raw)
    m = _OWED_Q.match(text)
    if m:
        names = _owed_party(m["p"] or m["p2"] or m["p3"] or m["p4"] or m["p5"], ctx)
        if names:
            tail = m["tail"] or m["tail4"] or ""
            return Question("owed", names, None, _due_window(tail, ctx) if tail else None, s.raw)
    m = _ALLERGY_Q.match(text)  # "is ana allergic to anything", "does Leo have any allergies": the allergy kept
    if m and (names := _names(next(m[k] for k in ("p", "p2", "p3", "p4") if m[k]), ctx)) and names != "me":
        return Question("fact", names, "allergy", None, s.raw)
    m = _DOING_NOW_Q.match(text) if _DOING_NOW.search(s.raw) else None
    if m and (names := _names(m["p"], ctx)) and names != "me":
        return Question("fact", names, "role", None, s.raw)
    m = _THEIRS_Q.match(text)
    if m:
        names = _names(m["p"] or m["p2"] or m["p3"] or m["p4"] or m["p5"], ctx)
        if names and names != "me":
            return Question("theirs", names, None, None, s.raw)
    m = _THEIRS_VERB_Q.match(text)
    if m and _base(m["v"]) in TODO_VERBS and (names := _names(m["p"], ctx)) and names != "me":
        rest = m["rest"] or ""  # "what is Ines baking for sat": "sat" alone may be a verb, "on sat" a day
        window = (_window_alone(rest, ctx) or _window_alone(" on " + _FOR_ON.sub("", rest), ctx)) if rest else None
        if window is not None or not m["rest"]:
            return Question("theirs", names, None, window, s.raw)  # "what's Fausto fixing": their to-dos
    coming = coming_question(text, s, ctx, _due_window)  # "what have I got coming up": everything ahead
    if coming is not None:
        return coming
    bare = _BARE_DUE_Q.match(text)  # "due this week?", "overdue?": the head left out
    if bare is not None and bare["late"]:
        return Question("overdue", None, None, None, s.raw) if not bare["rest"].strip() else None
    if bare is not None and (window := _due_window(bare["rest"], ctx)) is not None:
        return Question("due_week", None, None, window, s.raw)
    m = _DUE_Q.match(text)
    if m:
        rest = next((m[k] for k in ("rest", "rest2", "rest3") if m[k] is not None), "")
        for_name = _FOR_NAME.match(rest)
        window = _due_window(rest, ctx)
        if window is None and rest.strip():  # "what's on sat", "due for sat": "sat" alone may be a verb, "on sat" a day
            window = _due_window("on " + _FOR_ON.sub("", rest), ctx)
        if for_name and window is None:  # "anything due for Globex"
            names = _names(for_name["p"], ctx)
            if names:
                return Question("owed", names, None, None, s.raw)
        if window is not None or not rest.strip() or _plain_rest(rest):
            return Question("due_week", None, None, window, s.raw)
    window = _only_window(text, ctx)
    if window is not None:
        return Question("due_week", None, None, window, s.raw)
    m = _HOW_MANY_DUE_Q.match(text)  # "how many tasks are due tmrw": a count in a window is the list then
    if m and (window := _due_window(m["rest"], ctx) or _due_window("on " + m["rest"], ctx)) is not None:
        return Question("due_week", None, None, window, s.raw)
    m = _HAVE_Q.match(text)
    if m:
        rest = _DUE_WORD.sub("", m["rest"])  # "what do I have due (this week)", "what have I got coming up"
        window = _due_window(rest, ctx)
        if window is None and rest.strip():  # "what do i have sat": "sat" alone may be a verb, "on sat" a day
            window = _due_window("on " + _FOR_ON.sub("", rest), ctx)
        if window is not None or _plain_rest(rest):
            return Question("due_week", None, None, window, s.raw)
    late = _LATE_WITH_Q.match(text)
    if late is not None:
        who = late["who"].lower()
        owner = None if who in ("i", "we") else _person(late["who"], replace(ctx, lowercase=not ctx.lowercase))
        owner = owner or _person(late["who"], ctx)
        action = _THAT.sub("", late["a"].strip())
        if action and (owner or who in ("i", "we")) and owner != "me":
            return Question("when_due", action, None, None, s.raw, owner)
    if not _WHEN_FACT.match(text):
        m = _WHEN_DUE_Q.match(text)
        after = None if m else _THING_WHEN_Q.match(s.text.strip())  # "dentist when again"
        if m or after:
            groups = (m["a"], m["a2"], m["a3"], m["a4"], m["a5"], m["a6"], m["a7"]) if m else (after["a"],)
            said = next(g for g in groups if g)
            action = _THAT.sub("", _STALE_WORDS.sub("", said.strip()))
            someone = m is not None and m["a4"] is not None and _arriving_person(action, ctx)
            # (an occasion named bare may hold a time word: "parents evening", "lunch")
            dated = has_date_words(action) and not (m is not None and m["a7"])
            if action and not someone and not dated and (m or _plausible(action, max_words=4)):
                return Question("when_due", action, None, None, s.raw)
    return None


def _arriving_person(said: str, ctx: _Ctx) -> bool:
    """Whether ``said`` ("Mum", "lee", "my sister") names a person, whose arrival is no to-do's thing."""
    bare = re.sub(r"^(?:my|our)\s+", "", said, flags=_I)
    return bool(re.fullmatch(KIN, bare, _I) or _person(said, replace(ctx, lowercase=False)))


def person_questions(text: str, s: _Sentence, ctx: _Ctx) -> list[Question]:
    """ "what's outstanding from Chinedu" (what he owes the user), "what did I say I'd do for Sam"
    (what the user owes him), "what's open with Raj" (both: what the user owes, then what Raj
    owes): :mod:`._person_asks` reads the direction, here whom and the window; [] for none."""
    asked = person_asked(text)
    if asked is None:
        return []
    names = _owed_party(asked.who, ctx) if asked.direction == "owed" else _names(asked.who, ctx)
    window = _due_window(asked.tail, ctx) if asked.tail else None
    if not names or names == "me" or (asked.tail and window is None):
        return []
    kinds: tuple[QuestionKind, ...] = ("owed", "theirs") if asked.direction == "both" else (asked.direction,)
    return [Question(kind, names, None, window, s.raw) for kind in kinds]


def _state_question(text: str, s: _Sentence, ctx: _Ctx, *, unmarked: bool = False) -> Question | None:
    if _PREVIOUS_Q.match(text):
        return Question("previous", None, None, None, s.raw)
    if (m := _OPEN_ISSUES_Q.match(text)) is not None and not has_date_words(m["where"] or ""):
        return Question("open_issues", None, None, None, s.raw, m["where"])
    asked = issue_state(text, s, ctx, marked=not unmarked)  # "is the printer still playing up"
    if asked is not None:
        return asked
    if (m := _ISSUE_SINCE_Q.match(text)) is not None:
        topic = _phrase(m["t"] or m["t2"])
        if topic and _plausible(topic, max_words=4) and not _person(topic, replace(ctx, lowercase=False)):
            return Question("issue", topic, SINCE, None, s.raw)  # "when did the wifi go down": when it began
    m = _ISSUE_Q.match(text) or (_ISSUE_BARE_Q.match(text) if _ASKED_EITHER_WAY.search(s.raw) else None)
    if m:
        topic = _phrase(m["t"] or m["t2"] or m["t3"])
        person = _person(topic, replace(ctx, lowercase=False))  # "is Maya ok" asks about no issue
        # (a place's number is no date: "is the block 5 lift still down", "level 3 printer")
        dated = has_date_words(_NUMBERED_PLACE.sub("", topic or ""))
        if topic and _plausible(topic, max_words=4) and not person and not dated:
            # "is the vpn working yet" asks for the recovery, "is it still down" for the fault;
            # "any news on the vpn" for neither
            asked = asked_state(text[: m.start("t")] + " " + text[m.end("t") :]) if m["t"] else None
            if m.re is _ISSUE_BARE_Q and asked is None and re.search(r"\bgot\b", text[m.end("t") :], _I):
                asked = asked_state("is it still down")  # "still got problem": the fault asked after
            return Question("issue", topic, asked, None, s.raw)
    if unmarked:
        return None
    return None


_DUE_WORD = re.compile(r"^\s*(?:due|coming\s+up|upcoming|outstanding|pending)\b", _I)
_PLAIN_REST = re.compile(
    r"^\s*(?:(?:for\s+)?me|left|still|on|going\s+on|else|at\s+all|to\s+do|lined\s+up|soon(?:ish)?)?\s*$", _I
)  # "soon": the default look ahead


def _only_window(text: str, ctx: _Ctx) -> DateSpec | None:
    """The window of "anything this week" / "anything for tmrw": "anything" and a time, and no
    other word (so "anything for Omar" or "anything I should know" is no due question)."""
    m = _ANY_WINDOW_Q.match(text)
    if m is None:
        return None
    rest = m["rest"]
    for found in find_windows(rest, now=ctx.now, tz=ctx.tz):
        rest = rest.replace(found.text, " ")
    if rest == m["rest"] or not _WINDOW_FILLER.match(rest.strip()):
        return None
    return _due_window(m["rest"], ctx)


def _window_alone(rest: str, ctx: _Ctx) -> DateSpec | None:
    """The window of ``rest`` when it names one and says nothing else ("this week", "on sat")."""
    left = rest
    for found in find_windows(rest, now=ctx.now, tz=ctx.tz):
        left = left.replace(found.text, " ")
    if left == rest or not _WINDOW_FILLER.match(left.strip()):
        return None
    return _due_window(rest, ctx)


def _plain_rest(rest: str) -> bool:
    return bool(_PLAIN_REST.match(rest))


# someone known by their job or place in the user's life: "the broker", "my landlord", "our accountant"
_KNOWN_BY_JOB = re.compile(r"^(?:the|my|our|ur)\s+(?P<j>[a-z][a-z\-]+)$", _I)
_JOB = re.compile(r"(?:" + ROLE_WORDS.pattern.replace(r"\b(?:", "(?:", 1) + "|" + SERVICE + r")", _I)


def _owed_party(raw: str | None, ctx: _Ctx) -> str | None:
    """Whom a question asks what the user owes: the names (:func:`_names`), or someone known by
    their job ("anything i owe the broker?", "what do i owe my landlord"), as "the broker" (to-dos
    say "send the broker the forms" as often as "my broker")."""
    names = _names(raw, ctx)
    if names or raw is None:
        return names
    m = _KNOWN_BY_JOB.match(raw.strip())
    return f"the {m['j'].lower()}" if m and _JOB.fullmatch(m["j"]) else None


_LED_BY_PREPOSITION = re.compile(r"^\s*(?:for|on|at|in|about|abt|re|with|w/|from|to|towards|toward)\s", _I)


def _names(raw: str | None, ctx: _Ctx) -> str | None:
    """"harriet or rupert" -> "harriet, rupert"; None unless every part is a name (not a date)."""
    # (a date word that reads as no date is a name's: "Hui Min", "Sun Li")
    if not raw or says_a_date(raw, now=ctx.now, tz=ctx.tz) or _LED_BY_PREPOSITION.match(raw):
        return None  # "what do i owe for netball": what it is for, never someone called "For Netball"
    parts = [p for p in _NAME_SPLIT.split(raw.strip()) if p]
    # in this slot a lower-case word is a name even in a capitalised sentence ("what did I owe maya")
    people = [_person(p, ctx) or _person(p, replace(ctx, lowercase=not ctx.lowercase)) for p in parts]
    if not people or any(p is None for p in people):
        return None
    return ", ".join(p for p in people if p)


def _due_window(rest: str, ctx: _Ctx) -> DateSpec | None:
    """The window a due question names, read forward ("friday" is the coming one): "next
    week", "on the 20th", "by wednesday" (from now), "the next few days", "this arvo and the
    rest of the week" (several windows make one span)."""
    spans: list[DateSpec] = []
    local = ctx.now.astimezone(ctx.tz)
    m = _NEXT_DAYS.search(rest)
    if m:
        n = int(m["n"]) if m["n"].isdigit() else _COUNT.get(re.sub(r"\s+", " ", m["n"].lower()), 3)
        end = datetime.combine(local.date() + timedelta(days=n + 1), time(), ctx.tz)
        spans.append(_span(m[0], ctx.now, end, ctx))
        rest = rest[: m.start()] + rest[m.end() :]
    m = _WEEKEND_OVER.search(rest)
    if m:
        weekend = ctx.date("this weekend")
        if weekend is not None:
            spans.append(replace(weekend, text=m[0], start=ctx.now))
        rest = rest[: m.start()] + rest[m.end() :]
    m = _REST_OF_WEEK.search(rest)
    if m:
        week = ctx.date("this week")
        if week is not None:
            spans.append(replace(week, text=m[0], start=ctx.now))
        rest = rest[: m.start()] + rest[m.end() :]
    for found in find_windows(rest, now=ctx.now, tz=ctx.tz):
        spec = ctx.date(found.text, "future") or found
        before = rest[: rest.find(found.text)].split()
        if _CUMULATIVE.match(found.text) or (before and _CUMULATIVE.match(before[-1])):
            spec = replace(spec, start=ctx.now, text="by " + _CUMULATIVE_WORD.sub("", spec.text))
        elif _ONWARD.match(found.text) or (before and _ONWARD.match(before[-1])):
            spec = replace(spec, start=spec.end, end=spec.end + timedelta(days=ONWARD_DAYS))
        spans.append(spec)
    if not spans:
        return None
    if len(spans) == 1:
        return spans[0]
    first = min(spans, key=lambda w: w.start)
    return replace(first, text=" and ".join(w.text for w in spans), end=max(w.end for w in spans))


def _span(text: str, start: datetime, end: datetime, ctx: _Ctx) -> DateSpec:
    week = ctx.date("today")
    assert week is not None  # "today" always reads
    return replace(week, text=text.strip(), start=start, end=end)


# "who reports to Lucía", "who's under Lucía", "who does Lucía manage": everyone whose manager she is
_REPORTS_Q = re.compile(
    r"^who\s+(?:reports|report|answers|answer)\s+(?:in)?to\s+(?P<p>.+)$"
    r"|^who(?:'s|s|\s+is|\s+are)\s+(?:reporting\s+(?:in)?to|managed\s+by|under)\s+(?P<p2>.+)$"
    r"|^who\s+(?:does|do)\s+(?P<p3>.+?)\s+(?:manage|line\s+manage|look\s+after)$",
    _I,
)


def _reports(text: str, s: _Sentence) -> Question | None:
    """ "who reports to Lucía": the facts whose manager she is, as "who's in Berlin" finds a place's."""
    m = _REPORTS_Q.match(text)
    boss = _phrase(m["p"] or m["p2"] or m["p3"]) if m is not None else ""
    if not boss or not _plausible(boss, max_words=3) or has_date_words(boss):
        return None
    return Question("lookup", f"manager {boss}", "value", None, s.raw)


def _lookup(text: str, s: _Sentence) -> Question | None:
    """"what's the wifi password", "staging IP?": a short noun phrase asked about, matched by
    the answer against every fact's subject and attribute."""
    who = _WHO_VALUE_Q.match(text) or _WHO_HOLDS_Q.match(text)  # "who's the CFO": the fact whose value is the phrase
    will = _WILL_BE_Q.match(text)  # "who will my manager be", "what's the rent going to be"
    if will is not None and not who:
        said = _phrase(will["np"] or will["np2"])
        asked = (will["w"] or will["w2"]).lower()
        if said and not has_date_words(said) and _plausible(said, max_words=5):
            return Question("lookup", said, "value" if asked == "who" else None, None, s.raw)
    named = _NAME_OF_ROLE_Q.match(text)  # "what's the name of the new principal": who the principal is
    who = who or named
    m = who or _LOOKUP_Q.match(text)
    if m is None or (m["np"] == text and not s.raw.rstrip().endswith("?")):
        return None
    phrase = _phrase(_NEW_HOLDER.sub("", m["np"]) if who else m["np"])
    if not phrase or has_date_words(_DEPARTMENT.sub("", phrase)) or not _plausible(phrase, max_words=5):
        return None
    return Question("lookup", phrase, "value" if who else None, None, s.raw)


# "what's the name of the new principal", "whats the plumber's name": a person named by the job they hold (a
# thing's name, "the name of the restaurant", is its own fact)
_NAME_OF_ROLE_Q = re.compile(
    r"^" + _WHAT + r"(?:'s|s|\s+is|\s+was)\s+(?:the\s+)?name\s+of\s+(?:the\s+|our\s+|my\s+)?(?P<np>(?:[\w-]+\s+){0,2}?"
    + ROLE_WORDS.pattern.replace(r"\b(?:", "(?:", 1) + r")$",
    _I,
)
# "who's the new principal": whoever holds it now, kept as "Mrs Fernandez is the new principal" (role "principal")
_NEW_HOLDER = re.compile(r"^(?:new|current|present)\s+(?=\S)", _I)


# "head of hr", "the HR lead": a department whose letters are an hour's ("hr"), no time
_DEPARTMENT = re.compile(r"\b(?:of|in|for)\s+hr\b|(?-i:\bHR\b)|^hr\s+(?=\w)", _I)


def _how_much(text: str, s: _Sentence) -> Question | None:
    """ "how much is the rent": the amount fact the phrase names (:func:`_lookup`, amounts only)."""
    m = _HOW_MUCH_Q.match(text)
    if m is None:
        return None
    phrase = _phrase(m["np"])
    if not phrase or has_date_words(phrase) or not _plausible(phrase, max_words=5):
        return None
    return Question("lookup", phrase, "amount", None, s.raw)


def _trailing_when(text: str, ctx: _Ctx, prefer: Prefer = "past") -> tuple[str, DateSpec | None]:
    """Split a trailing time ("in February", "last month", "now") off a question's words."""
    stripped = re.sub(r"\s+(?:now|currently|today|these\s+days|right\s+now|at\s+the\s+moment)$", "", text, flags=_I)
    if stripped != text:
        return stripped, None
    found = _date_after(text, _WHEN_WORDS, ctx, prefer)
    if found is None:
        words = text.split()
        for k in range(1, min(4, len(words))):  # a bare trailing date: "Maya's role 2025"
            spec = ctx.date(" ".join(words[-k:]), prefer)
            if spec is not None and len(words) > k:
                return " ".join(words[:-k]), spec
        return text, None
    return found


def _only_when(words: str, ctx: _Ctx) -> bool:
    """Whether ``words`` say only when ("tonight", "on friday")."""
    spans = find_spans(words, now=ctx.now, tz=ctx.tz)
    return len(spans) == 1 and spans[0].start == 0 and spans[0].end >= len(words.rstrip(" ?!."))


# where someone's place is, asked by the place's kind: "Lena's office", "Raj's new flat"
_THEIR_PLACE = re.compile(
    r"^(?P<p>.+?)(?:'s|s')\s+(?:new\s+|current\s+)?(?P<a>office|desk|branch|house|home|flat|apartment|place|school"
    r"|site|base|hotel|studio|shop|clinic|practice|workplace)$",
    _I,
)


def _the_thing(words: str) -> str | None:
    """ "Thibodeaux wedding" of "the Thibodeaux wedding": a thing named with its article, a few words
    and no day in them, whose place may be kept as a fact (the answer recalls what was said of it
    when none is), else None."""
    said = words.strip()
    if not _LEADING_THE_WORD.match(said) or has_date_words(said):
        return None
    thing = _phrase(said)
    return thing if _plausible(thing, max_words=4) else None


_LEADING_THE_WORD = re.compile(r"^the\s+\S", _I)


def _kin_said(words: str) -> str | None:
    """ "my sister" for "where does my sister live": family said with "my", the subject a fact about
    them is kept under (the answer finds "sis", "my sis" and "sister" alike), else None."""
    return words if bare_kin(words) else None


def _lower(ctx: _Ctx) -> _Ctx:
    return replace(ctx, lowercase=not ctx.lowercase)


def _fact_question(text: str, ctx: _Ctx) -> tuple[str, str, str | None, DateSpec | None] | None:
    doing = _WHO_DOING_Q.match(text)
    if _AHEAD.search(text) and not (doing is not None and (not doing["rest"] or _only_when(doing["rest"], ctx))):
        core, at = _trailing_when(text, ctx, "future")
        if at is not None and (found := _facts_asked(core, ctx)) is not None and found[3] is None:
            return (*found[:3], at)  # "who's Kenji reporting to from feb": the question, asked of then
    plain = _facts_asked(text, ctx)
    if plain is not None and plain[3] is not None and _PRESENT_ASKED.match(text) and not _PAST_ASKED.search(text):
        # "what's Kenji's manager in march", said in december: the present tense asks of the march to come
        core, at = _trailing_when(text, ctx, "future")
        found = _facts_asked(core, ctx) if at is not None else None
        if found is not None and found[3] is None and found[:3] == plain[:3]:
            return (*found[:3], at)
    return plain


# a question of what will hold: "who will Kenji report to in feb", "… from march"
_AHEAD = re.compile(r"\b(?:will|'ll|going\s+to|gonna|from|starting|as\s+of)\b", _I)
# a question in the present tense ("what's …", "who is …"), and the words that put one in the past
_PRESENT_ASKED = re.compile(r"^(?:what|who|where|which)(?:['’]s|s|\s+is|\s+are)\s", _I)
_PAST_ASKED = re.compile(r"\b(?:was|were|did|had|used\s+to|ago|last|before|previously)\b", _I)


def _facts_asked(text: str, ctx: _Ctx) -> tuple[str, str, str | None, DateSpec | None] | None:
    if _WHO_HOLDS_Q.match(text):
        return None  # "who's stage manager": who holds the job (a lookup), never a person called so
    doing = _WHO_DOING_Q.match(text)
    if doing is not None and (not doing["rest"] or _only_when(doing["rest"], ctx)):
        return None  # "who's coming tonight": who does a thing then (recalled), never the role of "coming"
    for pattern, predicate in _FACT_VERB_QS:
        m = pattern.match(text)
        if m is None:
            continue
        groups = m.groupdict()
        if groups.get("s"):
            subject, at = _trailing_when(groups["s"], ctx)
            subject = _phrase(subject)
            if subject and _plausible(subject, max_words=4) and not has_date_words(subject):
                return subject, predicate, None, at
            continue
        said = next((groups[k] for k in ("p", "p2", "p3", "p4", "p5") if groups.get(k)), "")
        who, at = _trailing_when(said, ctx)
        place = _THEIR_PLACE.match(_phrase(who)) if predicate == "location" else None
        if place is not None and (person := _person(place["p"], ctx) or _person(place["p"], _lower(ctx))):
            return person, place["a"].lower(), None, at  # "where's Lena's office": her office, kept as such
        person = _person(_phrase(who), ctx) or _kin_said(_phrase(who))
        if person:
            return person, predicate, None, at
        if predicate == "location" and at is None and (thing := _the_thing(who)):
            return thing, predicate, None, None  # "where's the Thibodeaux wedding at": the place kept of a thing
    m = _KIND_OF_Q.match(text)
    kind_of = _kind_of(m["p"], m["attr"], ctx) if m else None
    if kind_of is not None:
        return kind_of
    m = _HOW_PREFER_Q.match(text)
    if m:
        said = m["p"] or m["p2"] or m["p3"]
        person = _person(said, ctx) or _person(said, _lower(ctx)) or _kin_said(_phrase(said))
        scope = _phrase(m["c"] or m["c1"] or m["c2"] or m["c3"] or "")
        if person:
            return person, "preference", scope or None, None
    m = _WHO_OWNS_Q.match(text)
    if m:
        subject, at = _trailing_when(m["s"] or m["s2"], ctx)
        return _phrase(subject), "owner", None, at
    m = _PREFER_Q.match(text)
    if m and (person := _person(m["p"], ctx) or _kin_said(_phrase(m["p"]))):  # "what does my mum prefer"
        scope, at = _trailing_when(m["c"], ctx) if m["c"] else (None, None)
        return person, "preference", _phrase(scope) or None, at
    m = _ROLE_Q.match(text)
    if m and _person(m["p"], ctx):
        return _person(m["p"], ctx) or "", "role", None, None
    m = _FACT_POSS_Q.match(text)
    of_whose = _ATTR_FOR_WHOSE.match(m["s"]) if m else None
    if m and of_whose is not None and (person := _person(of_whose["p"], ctx)):
        # "what's the number for Faizal's assistant": the number of Faizal's assistant, as "what's Faizal's
        # assistant's number" asks it
        attr, at = _trailing_when(m["attr"], ctx)
        return _attribute_with_scope(person, f"{attr}'s {of_whose['a']}", at)
    if m:
        attr, at = _trailing_when(m["attr"], ctx)
        subject = "me" if m["s"].lower() in ("my", "me") else _phrase(m["s"])
        if subject != "me" and not _plausible(subject, max_words=5):
            return None
        return _attribute_with_scope(subject, attr, at)
    m = re.match(r"^(?:what|which|who)(?:'s|\s+is|\s+was|\s+are)\s+my\s+(?P<attr>.+)$", text, _I)
    if m:
        attr, at = _trailing_when(m["attr"], ctx)
        return _attribute_with_scope("me", attr, at)
    m = None if _NAME_OF_ROLE_Q.match(text) else _FACT_OF_Q.match(text)  # "the name of the principal": who
    attr, said = (m["attr"] or m["attr2"], m["s"] or m["s2"]) if m else ("", "")
    if m and _plausible(attr, max_words=3, pronoun_start_ok=True) and not (m["s2"] and _a_period(m["s2"], ctx)):
        subject, at = _trailing_when(said, ctx)
        if not _plausible(subject, max_words=5) or subject.lower().startswith(("you", "me", "them", "us", "him")):
            return None
        return _phrase(subject), _predicate(attr), None, at
    m = _WHO_IS_Q.match(text)
    if m:
        who, at = _trailing_when(m["p"], ctx)
        person = _person(who, ctx)
        if person:
            return person, "role", None, at
    return None


def _a_period(said: str, ctx: _Ctx) -> bool:
    """Whether ``said`` after "in" is a stretch of time ("march", "2019", "the summer"), not a place
    ("2A", read alone as a clock time, is a flat)."""
    spec = ctx.date(said.rstrip("?"), "past")
    return spec is not None and spec.precision is not Precision.INSTANT


def _kind_of(said: str, attr: str, ctx: _Ctx) -> tuple[str, str, str | None, DateSpec | None] | None:
    """ "which office is Sarah in": Sarah's attribute named by its kind, when ``said`` is a person."""
    person = _person(said, ctx) or _person(said, replace(ctx, lowercase=not ctx.lowercase))
    if not person or person == "me" or has_date_words(attr):
        return None
    return person, _predicate(attr), None, None


def _attribute_with_scope(
    subject: str, attr: str, at: DateSpec | None
) -> tuple[str, str, str | None, DateSpec | None] | None:
    if not subject or not attr:
        return None
    m = re.match(r"^(?P<a>preference|preferences)\s+(?:for|on)\s+(?P<c>.+)$", attr, _I)
    if m:
        return subject, "preference", _phrase(m["c"]), at
    return subject, _predicate(attr), None, at
