"""Everyday shapes that hint at a change no form read, for :mod:`._signs`.

Each shape here only ever leads to a *question* ("Should I track “dentist appt” for you, due
…?"), never to a stored change, so the shapes reach wider than the reading forms do: a
question where a statement was meant costs a tap, a silent miss costs the memory. They stay
narrow only where small talk uses the same words ("Kofi left early today", "my legs are dead
after that run", "we went with friends to the beach").

- :func:`agenda_entry`: an event and a time, no verb ("mtg w Rahul 2pm thurs", "appt w/ dr
  tues", "Wren's birthday party saturday"); :mod:`._agenda` keeps it as a to-do when its
  time reads whole and ahead, and this sign asks about the rest.
- :func:`deadline_of`: a thing's date ("passport expires on 3 March", "library books due back
  on the 9th", "rent due friday", "deadline is the 14th").
- :func:`changed`: a person's or a thing's state changed ("Priyanka's last day is friday",
  "Tomasz left", "Jorge got the job", "we went with the blue carpet").
- :func:`fault`: something broke ("the kettle gave up the ghost", "hot water's gone").
- :func:`without_unread_time`: time words the date reader could not read ("tmorow", "nxt wk"):
  a date read beside them is only part of what was said, so it is never offered.

Written by hand: these are closed word lists (event nouns, fault words, leaving verbs), which
no library holds for chat English.
"""

from __future__ import annotations

import functools
import re
from datetime import datetime
from zoneinfo import ZoneInfo

from memory.understanding._issue_fixes import PEOPLE
from memory.understanding._issue_guards import about_time, put_out
from memory.understanding._kin import KIN
from memory.understanding._phrases import _I
from memory.understanding._prefilter import gated
from memory.understanding._timex_words import _KNOWN, _NAMES, _osa
from memory.understanding.timex import DateSpec, TimeSpan, parse_date

_PUNCT = " ,.;:!?-–—"
MAX_ENTRY_WORDS = 7  # "1:1 with Mariam about the budget": longer is a sentence, not an agenda line

# --------------------------------------------------------------------------- agenda entries

# A job done to a thing, named by the thing and the verb's -ing or -ation ("hoof trimming", "TB testing",
# "piano tuning", "autoclave validation"): a booked visit of a trade, never someone doing it ("Sam's testing it")
JOB_INGS = frozenset({
    "testing", "scanning", "trimming", "shearing", "pruning", "spraying", "mowing", "grooming", "clipping",
    "weighing", "tagging", "drenching", "worming", "tuning", "surveying", "sweeping", "jetting", "fumigation",
    "valuation", "validation", "calibration",
})  # fmt: skip
_JOB_ING = (
    r"(?<=\w\s)(?<!to\s)(?<!'ll\s)(?<!na\s)(?<!be\s)(?<!is\s)(?<!are\s)(?<!am\s)(?<!was\s)(?<!were\s)"
    r"(?<!been\s)(?<!'m\s)(?<!'re\s)(?<!im\s)(?<!keep\s)(?<!start\s)(?<!stop\s)(?:" + "|".join(sorted(JOB_INGS)) + ")"
)

# Events people put in a diary: a noun for the occasion, not a verb.
_EVENTS = (
    # a course taken ("first aid course sat 9am"), tea as a meal with someone ("tea with the cousins on the 3rd")
    # ("of course", "in due course" are no course)
    _JOB_ING + r"|(?<!of\s)(?<!due\s)(?<!main\s)(?:course|courses)|(?<!ice\s)(?<!iced\s)(?<!green\s)(?<!herbal\s)tea"
    r"|appt|appointment|app't|mtg|meeting|meetin|call|catch[\s-]?up|check[\s-]?up|dentist|dentists|doctor|doctors"
    r"|dr|gp|vet|vets|haircut|hairdresser|barber|nails|physio|therapy|therapist|counselling|interview|flight"
    r"|train|ferry|dinner|lunch|breakfast|brekkie|brekky|brunch|drinks|coffee|gym|yoga|pilates|class|lesson|lessons|practice"
    r"|training|rehearsal|recital|concert|gig|play|match|party|wedding|funeral|christening|viewing|inspection"
    r"|delivery|pickup|pick-up|drop-off|collection|exam|test|scan|x-?ray|jab|vaccine|booster|surgery|operation"
    r"|mot|service|servicing|valet|valeting|car\s+wash|duty|standup|stand-up|sync|1:1|1-1|one-on-one|review|demo|presentation|pitch|webinar|workshop"
    r"|conference|conf|committee|sesh|consult|orientation|induction|check-in|checkin|session|appraisal|evening|assembly|shift|hearing|swim|swimming|football|netball|rugby"
    r"|cricket|tennis|squash|parkrun|trials?|try-?outs?|heats|grading|weigh-?in|scrimmage|carnival|regatta"
    r"|working\s+bee|sausage\s+sizzle|date\s+night|playdate|sleepover|recce|visit|tour|audition|deadline"
    r"|opticians?|optometrist|orthodontist|hygienist|chiropodist|podiatrist|osteo(?:path)?|chiro(?:practor)?"
    r"|clinic|hospital|midwife|nurse|consultation|zoom|teams\s+call|facetime"
    # the slot IT works in: "server patching window in 36 hrs", "maintenance window sat 2am"
    r"|(?:maintenance|patching|patch|outage|change|release|deployment|deploy|upgrade|migration|downtime)\s+window"
    r"|graduation|birthday|bday|anniversary|reunion|ceremony|festival|fete|fair|screening|trip|retro|offsite"
    r"|walkthrough|walk-through|briefing|debrief|kick-?off|handover|stocktake|fitting|dry[\s-]run|run[\s-]?through"
    r"|meetup|meet-up|get-together|tournament|fixture|rehearsals|open\s+day|open\s+house|parents'?\s+night"
    r"|interviews|hui|iftar|seder|show\s+house|show\s+day|showday|braai|potjie|signing|parents'?\s+eve"
    # exams, whose first day is a day to keep: "mock exams start mon 14th"
    r"|exams|mocks|mock|midterms?|mid-terms?|quizz?(?:es)?|viva|resit|re-sit"
    # a team's dated moment, named by what ships ("prod deploy friday 4pm", "v2 release tues"), never the verb
    r"|(?<=\w\s)(?<!to\s)(?<!'ll\s)(?<!na\s)(?:deploy|deployment|release|rollout|cutover|migration)|go-?live"
    r"|code\s+freeze|maintenance\s+window"
    # the day a thing is set for, named by it: "closing date for the tender", "transfer date for Pillay"
    r"|(?:closing|transfer|completion|settlement|launch|go-?live|submission|release|court|hand-?over|moving)\s+date"
    # a school's meeting with parents, whatever its last word: "parent teacher thing for Kiona", "parents' night"
    r"|parents?'?[\s-]+teachers?(?:'s?)?(?=\s+(?:thing|night|evening|meeting|conference|interview|chat|catch-?up|do)\b)"
    # trades' and everyday bookings: "engagement shoot tues week", "tasting w/ the bride sat 11am"
    r"|(?<=\w\s)shoot|photo-?shoot|tasting|facial|manicure|pedicure|lecture|seminar|tutorial"
    # a talk given, named by its topic ("careers talk", "cosmonautics day talk"), never the verb ("to talk")
    r"|(?<=\w\s)(?<!to\s)(?<!'ll\s)(?<!na\s)talk(?!\s+(?:to|with|about|through|over|it|him|her|them|me|us)\b)|keynote"
    r"|quiz|auction|marathon|hike|smear|bloods|blood\s+test"
    # a hospital's dated procedures: "mum's hip op is confirmed for jan 6", "biopsy thurs 10am"
    r"|op|procedure|biopsy|colonoscopy|endoscopy|mammogram|ecg|echo|angiogram|cardiology|oncology"
    # a workplace's drills and counts: "fire drill tmrw at 10", "stock count friday 8am"
    r"|drill|(?:(?<=stock\s)|(?<=inventory\s)|(?<=stores\s)|(?<=till\s)|(?<=cash\s))count|stock[\s-]take"
    # shots given on a day: "flu shots for the whole fam", "vaccinations for baby Ruth", "covid jab"
    r"|(?:flu|covid|rabies|tetanus|booster)\s+(?:shots?|jabs?)|jabs|boosters|vaccinations?|immuni[sz]ations?|injections?"
    # a check named by what is checked: "radio check w/ Novo sat 10am", "sound check 5pm", "kit check tmrw 8am"
    # (never the verb: "to check", "pls check the oil")
    r"|(?<=\w\s)(?<!to\s)(?<!'ll\s)(?<!na\s)(?<!pls\s)(?<!please\s)(?<!double\s)check"
    r"(?!\s+(?:the|a|an|my|our|your|his|her|their|it|them|this|that|on|in|out|up|if|whether|how|what|when)\b)"
    # the work around an event, named by it: "ceilidh setup sun 4pm", "market pack-down sat 5pm"
    r"|(?<=\w\s)(?<!to\s)(?<!'ll\s)(?<!na\s)(?:set-?up|pack-?down|pack\s+down)(?!\s+(?:the|a|an|my|our|it|them)\b)"
    # a show named by its kind or place ("Hakupu show", "agricultural show", "talent show"), never the verb
    r"|(?<=\w\s)(?<!to\s)(?<!'ll\s)(?<!na\s)(?<!ll\s)show(?!\s+(?:me|him|her|them|us|you|it|the|a|an|my|our|up|off|around|round|how|what)\b)"
    # outings said by their activity: "sat 6am lagoon paddle w/ Ishaan", "dawn surf tmrw", "sat 9am dive w/ Ana"
    r"|paddle|surf|dive|snorkelling|snorkeling|kayak"
    # gear or a vehicle taken out for the day: "snorkel hire at 9 tmrw", "bike hire sat 10am" (never a
    # person taken on, "the new hire", nor the hired thing itself, "the hire car")
    r"|(?<=\w\s)(?<!new\s)(?<!to\s)hire(?!\s+(?:car|van|ute|trailer|bike|boat|kayak|company|firm|shop|place|agreement)\b)"
    # a trade's visit named by the work: "boiler job at mrs mcgregor's tmrw 9am", "rewire job thurs 8am",
    # "aircon install fri 10am" (never the work one holds: "new job monday", "my day job")
    r"|(?<=\w\s)(?<!new\s)(?<!old\s)(?<!day\s)(?<!dream\s)(?<!first\s)(?<!last\s)(?<!real\s)(?<!the\s)(?<!my\s)(?<!a\s)"
    r"(?:job|install|installation|call-?out|quote|estimate)(?!\s+(?:offer|hunt|hunting|search|application|title|it|them)\b)"
    # children's clubs and lessons: "Emma has ballet sat at 10", "kids have swim club tmrw 5pm"
    r"|ballet|dance|gymnastics|karate|judo|taekwondo|scouts|cubs|brownies|guides|beavers|choir|orchestra|piano"
    r"|violin|guitar|tutoring|tuition|(?:swim|book|chess|running|run|film|knitting|reading|drama|homework|coding|supper)\s+club|nativity|sports\s+day|school\s+play"
    # errands said as a round trip: "grocery run sat morning", "big shop sun"
    r"|(?:grocery|school|supermarket|tip|dump|shopping|food|costco|ikea)\s+run|(?:food|big|weekly|grocery)\s+shop"
    # a birthday said by the age turned, after whose it is: "grandad's 80th on the 19th", "Sam's 40th is sat"
    r"|(?<='s\s)(?:[1-9]\d?|1[01]\d)(?:st|nd|rd|th)"
)
_EVENT = re.compile(r"(?<![\w'])(?:" + _EVENTS + r")(?![\w'])", _I)
# "i have a", "got an", "there's the": how an agenda line may open
_ENTRY_LEAD = re.compile(
    # "and the board pack by 20th", "oh and dentist thurs": one more line after the last, its joiner no part of it
    r"^(?:(?:oh\s+)?(?:and|also|plus|&|\+)\s+)?"
    r"(?:(?:i|we)(?:\s+|(?='ve\b)))?(?:(?:have|'ve\s+got|have\s+got|got)\s+|there'?s\s+|there\s+is\s+)?"
    r"(?:(?:a|an|the|my|our)\s+)?",
    _I,
)
# connectors left dangling once the date is out: "dentist appt is at", "flight to Lagos on"
_ENTRY_TAIL = re.compile(r"(?:\s+(?:is|'s|are|on|at|@|for|from|by|due|this|next|until|till|to))+$", _I)
# words of a story or a feeling: "lunch was great today", "big game saturday, so excited"
_NOT_ENTRY = re.compile(
    r"(?<![\w'])(?:was|were|went|had|did|been|isn'?t|wasn'?t|got\s+cancell?ed|cancell?ed|over|great|fun|lovely"
    r"|amazing|awesome|awful|terrible|good|nice|brilliant|excited|exciting|love|loved|hate|hated|enjoy|enjoyed"
    r"|can'?t\s+wait|looking\s+forward|see\s+(?:you|ya|u)|happy|ugh|yay|woo+|what\s+a|such\s+a|so|too|very"
    r"|again|tired|boring|stressed|nervous"
    # a place's state on the day, never an occasion of the user's: "school closed fri for teacher training"
    r"|closed|shut"
    # a day put right, not a new line of the diary: "dentist is thurs actually"
    r"|actually"
    # how wild it is, or will be: "mad service tonight", "hectic shift sat" are said of it, never its name
    r"|mad|crazy|insane|manic|hectic|brutal|nuts|chaotic|slammed|rammed"
    # what the occasion did, told after it: "Kemi's flight landed at 6am", "the gig finished at 11"
    r"|landed|arrived|departed|took\s+off|touched\s+down|got\s+in|ended|finished|overran|ran\s+(?:late|over)"
    r"|happened|began|started|done|broke\s+up|wound\s+up|wrapped\s+up|went\s+on"  # "the dance broke up at 2am"
    # who moved it, told: "AC guys rescheduled the servicing to the 8th" (a move of the to-do, no new line)
    r"|rescheduled|moved|pushed|postponed|bumped|shifted|delayed|brought\s+forward|changed"
    # what it did to the user, told as past: "the gym charged me twice this month", "the clinic called us"
    r"|[a-z]{3,}ed\s+(?:me|us)(?:\s+(?:twice|again|double|back))?"
    # how it went, told as past with "it" for the show: "the choir nailed it tonight", "band smashed it"
    r"|(?:[a-z]{3,}ed|sang|won|blew|stole)\s+(?:it|the\s+show))(?![\w'])"
    r"|[\U0001F389\U0001F38A\U0001F973\U0001F60D\U0001F622\U0001F62D]",
    _I,
)


_EMOJI = re.compile(r"[\U0001F000-\U0001FAFF\u2600-\u27BF\uFE0F]")
# words before the event noun that make the line a sentence, not an occasion's name: "I think
# the meeting", "we could move the retro"
# two people whose occasion it is: "Aisha and Ben's", "Mum & Dad's" (the "and" joins names, no clauses)
_COUPLE = re.compile(r"((?-i:[A-Z])[\w\-]*)\s+(?:and|&)\s+(?=(?-i:[A-Z])[\w\-]*'s\b)")
_NOT_A_NAME = re.compile(
    r"^(?:i|i'm|i've|i'll|we|we're|you|he|she|they|it|this|that|think|guess|hope|know|reckon|maybe|probably"
    r"|is|are|was|were|be|been|will|would|can|could|might|may|shall|should|must|need|needs|have|has|got|get|no"
    r"|not|never|any|every|each|what|which|who|when|where|why|how|if|so|but|and|or|then|just|still|only|also"
    # a reminder's lead: "dont forget Leo's swim kit tmrw" keeps the kit, never "dont forget" in the name
    r"|don't|dont|do|forget|remember|remind|pls|please"
    r"|move|push|cancel|skip|miss|reschedule|postpone|bump|moving|pushing|cancelling|skipping|missing)$",
    _I,
)
# a full stop between words: the line is two sentences ("shift done. sleeping"), not an occasion's name
# two sentences (a title's dot ends none: "client meeting w/ Mr. Osei fri 2pm"), or a to-do done to the thing
# after it: "birthday present for mum, order it" is no diary line
_TWO_SENTENCES = re.compile(
    r"\b(?!(?:mr|mrs|ms|mx|dr|prof|rev|fr|st|sr|jr|sra|srta|capt|sgt)\.)\w+[.!?]+\s+\w"
    r"|(?:[,;:]|\s[-–—])\s*(?:[a-z]+\s+){1,2}(?:it|them)\b",
    _I,
)
# "visit from the in-laws", "delivery from Argos": what others bring to the user, not a plan of theirs
_FROM_OTHERS = re.compile(r"\s+from\b", _I)


# a deadline of nothing named, or someone else's ("Maya's deadline"): no occasion of the user's
_DEADLINE_ALONE = re.compile(r"^(?:(?:the|my|our|his|her|their|[\w-]+'s)\s+)?(?:deadline|due\s+date|cut-?off)s?$", _I)


def agenda_entry(rest: str, *, max_words: int = MAX_ENTRY_WORDS) -> str | None:
    """The event of an agenda line whose time was taken out (``rest``): "mtg w Rahul" from
    "mtg w Rahul 2pm thurs"; None when the words are a story, a feeling or not an event."""
    entry = _ENTRY_TAIL.sub("", _ENTRY_LEAD.sub("", _EMOJI.sub(" ", rest).strip(_PUNCT))).strip(_PUNCT)
    words = entry.split()
    event = _EVENT.search(entry)
    if not words or len(words) > max_words or event is None or _NOT_ENTRY.search(rest) or _TWO_SENTENCES.search(entry):
        return None  # "14 hour shift done. sleeping till noon": two sentences are no one diary line
    named = _COUPLE.sub(r"\1 ", entry[: event.start()])  # "Aisha and Ben's wedding": two names, one occasion
    if _FROM_OTHERS.match(entry, event.end()) or any(_NOT_A_NAME.match(w) for w in named.split()):
        return None  # someone else's visit, or a sentence about the occasion
    if _TOLD_OF.match(entry, event.end()):
        return None  # "the truck stop coffee tonight tasted like diesel": what it was like, a report
    if _DID_AT.search(entry[: event.start()]):
        return None  # "Dante scored twice at football today": what someone did at it, news
    if _DEADLINE_ALONE.match(entry):  # "the deadline is friday": of what? ("deadline" in :func:`deadline_of`)
        return None
    return " ".join(words)  # the time taken out of the middle leaves a gap: "mtg w Rahul   re budget"


# a past verb said after the first word, before the occasion's noun: what someone did at it ("Dante scored
# twice at football", "Mia played brilliantly in the match", "Kai won the race"); how it got into the diary
# ("Sam's booked dinner") is no news, and a first word may be a name ("Ahmed bday")
_DID_AT = re.compile(
    r"^\S+\s+(?:\S+\s+)?(?!(?:booked|scheduled|rescheduled|arranged|confirmed|organi[sz]ed|planned|pencilled|penciled"
    r"|moved|pushed|bumped|shifted|needed|required|shared|red|bed|fed)\b)"
    r"(?:(?-i:[a-z]{3,}ed)|won|lost|ran|swam|went|beat|came|did|threw|caught|sang|drew)\s+\S",
    _I,
)


# a past verb right after the occasion's noun: what it was like or how it went ("coffee tasted like
# diesel", "the meeting ran over", "party was a blast"); how it got into the diary is no report
# ("physio booked", "vet appt confirmed")
_TOLD_OF = re.compile(
    r"\s+(?!(?:booked|scheduled|rescheduled|arranged|confirmed|organi[sz]ed|planned|sorted|pencilled|penciled"
    r"|moved|pushed|bumped|shifted|cancelled|canceled|needed|required)\b)"
    r"(?:[a-z]+ed|was|were|went|ran|got|felt|took|had|made|came|left|began|broke)\b",
    _I,
)


def without_spans(text: str, spans: list[TimeSpan]) -> str:
    """``text`` without every time span found in it."""
    for span in sorted(spans, key=lambda s: s.start, reverse=True):
        text = text[: span.start] + " " + text[span.end :]
    return " ".join(text.split()).strip(_PUNCT)


def story_or_feeling(text: str) -> bool:
    """Whether ``text`` tells a story or a feeling ("so excited", "was great"): no agenda line."""
    return bool(_NOT_ENTRY.search(text))


# --------------------------------------------------------------------------- a thing's date

_DUE_BACK = re.compile(r"^(?P<a>.+?)\s+(?:is\s+|are\s+|'s\s+)?due\s+back\s+(?P<d>.+)$", _I)
_DUE = re.compile(r"^(?P<a>.+?)\s+(?:is\s+|are\s+|'s\s+)?due\s+(?!back\b)(?P<d>.+)$", _I)
_EXPIRES = re.compile(
    r"^(?P<a>.+?)(?:\s+(?:is|are|'s)\s+|\s+|'s\s+)(?:expires?|expiring|expiry\s+(?:is|date\s+is)|runs\s+out|running\s+out"
    r"|renewal\s+(?:is|date\s+is)|renewal'?s|is\s+up\s+for\s+renewal|(?:is\s+|'s\s+)?up\s+for\s+renewal)\s+(?P<d>.+)$",
    _I,
)
_BARE_DEADLINE = gated(re.compile(
    r"^(?:the\s+|our\s+|my\s+)?(?:deadline|due\s+date|cut-?off)(?:\s*(?:is|'s|:)\s*|\s+)(?P<d>.+)$", _I
))
_SAID_FIRST = re.compile(r"^(?:(?:also|and|plus|oh|ok|okay|so|btw|fyi|ps|reminder|heads\s+up)\b[\s,:-]*)+", _I)
_THING_LEAD = re.compile(r"^(?:the|my|our|his|her|their)\s+", _I)
_PERSON_START = re.compile(r"^(?:i|we|you|he|she|they|it|this|that|everything|everyone|nothing|baby)\b", _I)


def deadline_of(said: str, *, now: datetime, tz: ZoneInfo) -> tuple[str | None, DateSpec] | None:
    """What falls due and when: ("renew my passport", 3 March) for "passport expires on 3
    March", ("return library books", the 9th) for "library books due back on the 9th",
    (None, the 14th) for a bare "deadline is the 14th"; None when no date reads whole."""
    text = said.strip(_PUNCT)
    if m := _BARE_DEADLINE.match(text):
        due = _whole_date(m["d"], now, tz)
        return (None, due) if due is not None else None
    for form, verb in ((_DUE_BACK, "return"), (_EXPIRES, "renew"), (_DUE, "")):
        m = form.match(text)
        if m is None or _PERSON_START.match(m["a"]):
            continue
        due = _whole_date(m["d"], now, tz)
        thing = _SAID_FIRST.sub("", m["a"].strip(_PUNCT))  # "also my car rego expires …": my car rego
        if due is None or not thing or len(thing.split()) > MAX_ENTRY_WORDS:
            return None
        return (f"{verb} {thing}" if verb else thing), due
    return None


def _whole_date(words: str, now: datetime, tz: ZoneInfo) -> DateSpec | None:
    """The date ``words`` are, all of them ("on the 9th", "next month"), or None."""
    words = re.sub(r"^(?:on|by|in|at|for)\s+", "", words.strip(_PUNCT), flags=_I)
    return parse_date(words, now=now, tz=tz, prefer="future")


# --------------------------------------------------------------------------- state changes

_MONTH_OR_DAY = (
    r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*|(?:mon|tues?|wed(?:nes)?|thu(?:rs)?|fri|sat"
    r"|sun)[a-z]*|tomorrow|today|tonight|the\s+\d{1,2}(?:st|nd|rd|th)|\d{1,2}(?:st|nd|rd|th)?\s+\w+"
)
# Names a change is said of: a name, or "my sister", "our landlord"; never a pronoun, a
# weekday or season ("Monday's back", "Summer is back"), nor "the …" (a thing, see faults).
_WHO = (
    r"(?!(?i:i|we|you|he|she|they|it|this|that|there|(?:it|that|there|he|she|what|every\w+)s|everyone|everybody|nobody|someone|the|a|an|monday|tuesday"
    r"|wednesday|thursday|friday|saturday|sunday|summer|winter|spring|autumn|fall|christmas|" + KIN + r")\b)"
    r"(?:(?:my|our)\s+[\w'-]+(?:\s+[A-Z][\w'.-]*)?|[\w'.-]+(?:\s+[A-Z][\w'.-]*)?)"
)
# "is" said as a bare "s" glued to the name, its apostrophe dropped: "ruths leaving", "kofis back"
_IS = r"(?:is|'s|(?<=[a-z])s|are)"
_ORG = (
    r"(?:the\s+)?(?:company|team|firm|business|school|band|club|board|job|practice|agency|org|organi[sz]ation"
    r"|office)"
)
_CHANGES = (
    # leaving, left, quitting: only when nothing says it was a trip ("Kofi left early today")
    _IS + r"\s+(?:leaving|quitting|retiring|resigning|stepping\s+down|moving\s+on)"
    r"(?:\s+(?:us|"
    + _ORG
    + r")|\s+(?:on|next|this|at\s+the\s+end\s+of|in|after)\s+(?:"
    + _MONTH_OR_DAY
    + r"|the\s+month|the\s+year|the\s+week|\w+\s+term))?$",
    r"(?:has\s+|have\s+)?left(?:\s+(?:us|" + _ORG + r"|for\s+good|[A-Z]\w+))?$",
    r"(?:has\s+)?(?:quit|resigned|retired|handed\s+in\s+(?:his|her|their)\s+notice|gave\s+(?:his|her|their)\s+notice)\b",
    r"'s\s+last\s+day\s+(?:is|'s|will\s+be)\b|(?:has\s+|have\s+)?(?:got|was|were|been)\s+"
    r"(?:fired|sacked|laid\s+off|let\s+go|made\s+redundant|hired|promoted|taken\s+on)\b",
    r"got\s+(?:the|a|that)\s+(?:job|role|offer|position|promotion|contract|place)\b",
    _IS + r"\s+back(?:\s+(?:from|at|in|on)\b.*)?$",
    _IS + r"\s+(?:on\s+(?:leave|holiday|vacation|maternity(?:\s+leave)?|paternity(?:\s+leave)?|sabbatical"
    r"|sick\s+leave|parental\s+leave)|off\s+sick|out\s+sick)\b",
    r"(?:has\s+)?(?:started|starts|is\s+starting|'s\s+starting|is\s+joining|'s\s+joining|joins)\s+(?:at|with|on)?\s*[A-Z]",
    r"(?:now\s+(?:lives|works|reports|is\s+based|heads|runs|leads)|(?:has\s+)?(?:switched|changed)\s+(?:to|jobs|teams))\b",
)
# cheering or sympathy: the change is news told, not something to keep
_CHEER = re.compile(
    r"!!|(?<![\w'-])(?:congrats|congratulations|so\s+(?:happy|proud|sad|pleased)|well\s+deserved|good\s+for\s+(?:him|her|them)"
    r"|gutted|yay|woo+|sadly|miss\s+(?:him|her|them))(?![\w'-])|[\U0001F389\U0001F38A\U0001F973\U0001F622\U0001F62D]",
    re.IGNORECASE,
)
_CHANGED = re.compile(r"^" + _WHO + r"\s*(?:" + "|".join(_CHANGES) + r")")
# "we went with the blue carpet", "we've switched to Xero", "so we chose the second quote": a decision
_DECIDED = re.compile(
    r"^(?:so\s+|ok\s+|in\s+the\s+end\s+)?we(?:'ve|\s+have|'re|\s+are)?\s+(?:finally\s+)?"
    # "went to" is a trip ("we went to Brighton"): going is a decision only "with" or "for" a thing
    r"(?:(?:went|gone|going|decided\s+to\s+go)\s+(?:with|for)|(?:chose|chosen|picked|opted|settled|switched|changed"
    r"|signed)\s+(?:with|for|on|to))\s+(?P<x>.+)$",
    _I,
)
# the company kept on a trip or a day out is no decision: "we went with friends to the beach"
_COMPANY = re.compile(
    r"^(?:friends|family|the\s+kids|the\s+family|" + KIN + r"|them|him|her|us|some|my|our|a\s+few|a\s+friend)\b"
    r"|\s(?:to|into)\s",
    _I,
)


def changed(said: str) -> bool:
    """Whether ``said`` tells of a person's or a thing's new state, or a decision taken
    (news cheered is small talk: "Anna got the job!! so happy for her")."""
    text = said.strip(_PUNCT)
    if _CHEER.search(text):
        return False
    if _CHANGED.match(text):
        return True
    m = _DECIDED.match(text)
    return bool(m) and not _COMPANY.search(m["x"])


# --------------------------------------------------------------------------- faults

_FAULT_WORDS = (
    r"glitching|glitchy|bricked|kaput|busted|knackered|toast|on\s+its\s+last\s+legs|on\s+the\s+blink|on\s+the\s+fritz"
    r"|(?:gave|given|has\s+given)\s+up(?:\s+the\s+ghost)?|packed\s+(?:up|in)|died|dead|broken|broke(?:\s+down)?"
    r"|borked|playing\s+up|acting\s+up|crashing|freezing|leaking|blocked|jammed|stuck|frozen|cracked|flat"
    r"|not\s+working|(?:won'?t|wont|doesn'?t|isn'?t|can'?t)\s+(?:start|work|working|turn\s+on|load|open|connect"
    r"|charge|boot|print|sync|flush|drain)|stopped\s+working|on\s+strike|down|out|off|gone"
)
# "the kettle gave up the ghost", "my phone is bricked": a thing said to be out of order
_FAULT = re.compile(
    r"^(?:the|my|our|this|that)\s+(?P<t>[\w'-]+(?:\s+[\w'-]+){0,3}?)(?:\s+(?:is|are|has|have|keeps|kept|just)|'s)?"
    # "…, and the booking site is broken anyway": a word that only ties it to what was said before
    r"\s+(?:(?:completely|totally|finally|just|now|still)\s+)?(?:" + _FAULT_WORDS + r")"
    r"(?:\s+(?:again|anyway|anyways|too|as\s+well|tho|though))?$",
    _I,
)
# a thing said where it is, then its fault: "the dryer in the staff house just died", "the fridge at the
# clinic is broken"; only the words no person, room or light is said to be ("out", "off", "down" are
# said of the people in a place: "the guys at the depot are off")
_STRONG_FAULTS = (
    r"glitching|bricked|kaput|busted|(?:gave|given|has\s+given)\s+up(?:\s+the\s+ghost)?|packed\s+(?:up|in)|died"
    r"|broken|broke\s+down|borked|leaking|jammed|not\s+working|stopped\s+working"
    r"|(?:won'?t|wont|doesn'?t|isn'?t|can'?t)\s+(?:start|work|working|turn\s+on|charge|boot|print|flush|drain)"
)
_FAULT_AT = re.compile(
    r"^(?:the|my|our)\s+(?P<t>[\w'-]+(?:\s+[\w'-]+){0,2}?)\s+(?:in|at|on|by)\s+(?:the\s+)?[\w'-]+(?:\s+[\w'-]+){0,2}?"
    r"(?:\s+(?:is|are|has|have|keeps|kept|just)|'s)?\s+(?:(?:completely|totally|finally|just|now|still)\s+)?"
    r"(?:" + _STRONG_FAULTS + r")(?:\s+(?:again|anyway|anyways|too|as\s+well|tho|though))?$",
    _I,
)


_WHERE = re.compile(r"\s+(?:in|at|on|by)\s+.*$", _I)


def _a_person(thing: str) -> bool:
    """Whether ``thing``, said where it is, is a person ("the old man at the corner shop died", "the
    guys at the depot are off"): people die and are off too."""
    head = _WHERE.sub("", thing).split()
    return bool(head) and head[-1].lower() in PEOPLE


# a utility said to be off needs no "the": "hot water's gone", "power's out"
_UTILITY_OUT = re.compile(
    r"^(?P<t>(?:hot\s+)?water|power|electricity|electric|gas|heating|internet|broadband|wifi|wi-fi|signal|phone\s+line)"
    r"(?:\s+(?:is|has)|'s)?\s+(?:gone|out|off|down|cut\s+off)(?:\s+again)?$",
    _I,
)
# bodies and moods use the same words: "my legs are dead", "my brain is fried", "this heat is killing me"
_NOT_A_THING = re.compile(
    r"\b(?:head|brain|legs?|feet|foot|back|body|heart|eyes?|arms?|neck|knees?|shoulders?|mood|week|day|life"
    r"|social\s+life|diet|plan|plans|joke|party|weekend|holiday|battery\s+life"
    # people, pets and rooms: "the kids are playing up", "the office is freezing"
    r"|kids?|children|baby|toddler|twins|dog|cat|puppy|office|house|flat|room|classroom|outside)$",
    _I,
)


def fault(said: str) -> str | None:
    """The thing ``said`` reports out of order ("kettle"), or None."""
    text = said.strip(_PUNCT)
    m = _FAULT.match(text) or _UTILITY_OUT.match(text) or _FAULT_AT.match(text)
    if m is None or _NOT_A_THING.search(m["t"]) or about_time(m["t"]) or _a_person(m["t"]):
        return None  # "the group chat is dead", "the market is crashing": a mood or a measure
    if put_out(m["t"]) and re.search(r"\bout(?:\s+again)?$", text, _I):
        return None  # "the bins are out": a chore done, no thing out of order
    return m["t"].strip(_PUNCT)


# --------------------------------------------------------------------------- unread time words

# shorthand the date reader leaves alone: "nxt wk", "nxt mon", "end of wk"
_TIME_SHORTHAND = re.compile(r"(?<![\w'])(?:nxt|nex)(?:\s+[a-z]+)?(?![\w'])|(?<![\w'])(?:wk|wks|mnth|mth)(?![\w'])", _I)
_WORD = re.compile(r"[a-z]{5,}", _I)
# parts of a day, which the reader reads only spelled right ("tomorrow mornin")
_DAY_PARTS = ("morning", "afternoon", "evening", "midnight", "lunchtime")
_TIME_NAMES = (*_NAMES, *_DAY_PARTS)
_NOT_TYPOS = _KNOWN | set(_DAY_PARTS) | {"mourning", "evenings", "mornings", "afternoons"}


@functools.lru_cache(maxsize=4096)  # asked of every long word of many messages: the same words come back
def _time_typo(word: str) -> bool:
    """Whether ``word`` is a date word mistyped past what the reader forgives ("tmorow")."""
    low = word.lower()
    if low in _NOT_TYPOS:
        return False
    return any(
        name[0] == low[0] and _osa(low, name, 2) <= (2 if len(name) >= 8 and len(low) >= 6 else 1)
        for name in _TIME_NAMES
    )


def without_unread_time(text: str) -> tuple[str, bool]:
    """``text`` without the time words the reader could not read, and whether there were any."""
    rest = _TIME_SHORTHAND.sub(" ", text)
    rest = _WORD.sub(lambda m: " " if _time_typo(m.group(0)) else m.group(0), rest)
    return " ".join(rest.split()), rest != text
