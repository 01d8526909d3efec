"""Agenda lines: an occasion and when, with no verb ("dentist appt tues 3pm", "parents evening
thursday 6pm", "1:1 w/ Sade fri 10", "flight to Lagos on the 12th", "haircut @ 4 tmrw").

People keep a diary this way, and the corpus keeps such a line as a to-do named by the
occasion, due at its time ("dentist appt for monday", "2moro: dentist at 9"). This form is
tried last, after every form with a verb, so it only reads what nothing else did.

What it keeps, it keeps only when the reading is sure:

- the words, once the time is out, are an occasion (:func:`._sign_forms.agenda_entry`: an
  event noun, a few words, no story or feeling words), said with nothing before the noun
  but names and describing words ("Sam's party", "school play"), never "I think the meeting";
- one readable time, ahead: a past one ("had the vet yesterday") is a report, and two
  ("mtg 3pm, call 5pm") or an unreadable one are left to the never-silent question;
- a visit or delivery *from* someone ("visit from the in-laws this weekend") is theirs, not
  the user's: left alone;
- a bare clock number ("dentist at 9") says no day and no am/pm: asked, not guessed.

Written by hand: the event nouns are a closed word list (:mod:`._sign_forms`), and the rest is
which time span is the occasion's, which no library decides for chat English.
"""

from __future__ import annotations

import re

from memory.model import Precision
from memory.phrasing import describe_due
from memory.understanding._clock_on_day import clock_on_day
from memory.understanding._fell_through import fell_through
from memory.understanding._meeting_with import meeting_with
from memory.understanding._move_said import moving_before
from memory.understanding._offer import offer
from memory.understanding._phrases import _I, _Ctx, _person, reading
from memory.understanding._reported_due import said_before
from memory.understanding._sign_forms import _EVENT, agenda_entry, story_or_feeling, without_spans
from memory.understanding._two_days import day_pair
from memory.understanding.intents import Intent, NewCommitment, Unclear
from memory.understanding.timex import TOPIC_CONNECTORS, TimeSpan, find_spans, has_date_words

# "parents evening", "quiz night", "open morning": a part of the day that names the occasion
_DAY_PART = re.compile(r"^(?:morning|afternoon|evening|night)$", _I)
# a second day after the span, another possible day or the end of a range: "the 3rd or 4th", "tues or wed"
_OTHER_DAY = re.compile(
    r"^\s*(?:or|and|to|-|–)\s+(?:the\s+)?(?:\d{1,2}(?:st|nd|rd|th)?|(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*)\b", _I
)
# a promise's or a plan's verb: a line that has one is a sentence, never an occasion and its time
_MODAL = re.compile(r"\b(?:will|won't|wont|would|should|shall|could|must|might|'ll|going\s+to|gonna)\b", _I)
# a clock number with no am/pm and no day: "at 9", "@ 4", "10:30"
# how the occasion got into the diary, said after it: "physio scheduled", "vet appt confirmed"
SETTLED = re.compile(
    r"(?:'s(?:\s+been)?|\s+is|\s+are|\s+(?:has|have)\s+been)?\s+(?:(?:all\s+)?(?:booked|scheduled|arranged|confirmed|organi[sz]ed)"
    r"|(?:(?:now|finally)\s+)?set|locked\s+in|pencil+ed\s+in)$",
    _I,
)
_INSTEAD = re.compile(r"^\s*instead\b", _I)
# what comes after a diary line's time: "… then off til sat", "…, off until monday"
_THEN_OFF = re.compile(r"^\s*(?:,|then|and|&|\+)?\s*(?:then\s+)?(?:i'?m\s+)?(?:off|free|home|away|out)\s*$", _I)
UNTIL = frozenset({"till", "til", "until", "untill", "'til"})  # the connectors of how long, not when
_BARE_CLOCK = re.compile(r"^(?:(?:at|@)\s*)?\d{1,2}(?:[:.]\d{2})?$", _I)


# the children's diary: "kids have swimming at 5 tmrw", "my daughter has ballet sat at 10"; a name only
# with a child's club or lesson ("Emma has ballet sat"), never "Tom has a meeting at 3" (Tom's, not the user's)
_FAMILY_HAS = re.compile(
    r"^(?P<who>(?:the\s+)?(?:kids|children|boys|girls|twins)|(?:my|our)\s+(?:son|daughter|kids|boy|girl|eldest|youngest"
    r"|little\s+one))\s+(?:has|have|'s\s+got|has\s+got|have\s+got|got)\s+(?P<rest>\S.*)$",
    _I,
)
_ARTICLE = re.compile(r"^(?:a|an|the|her|his|their)\s+", _I)
# an elderly parent's care, kept by the one who looks after them: "mom has cardiology appt thurs at 2:15",
# "dad's got physio on friday at 10", "my mother has the dentist at 3 tmrw" (never "mum has book club at 7":
# her own evening, not the carer's diary)
_PARENT_HAS = re.compile(
    r"^(?P<who>(?:(?:my|our)\s+)?(?:mum|mom|mam|ma|dad|mother|father|nan|nana|gran|granny|grandma|grandpa"
    r"|grandad|granddad|grandmother|grandfather))(?:\s+has|'s\s+got|\s+has\s+got|\s+got)\s+(?P<rest>\S.*)$",
    _I,
)
_CARE_VISIT = re.compile(
    r"^(?:(?:a|an|her|his|the)\s+)?(?:[\w'-]+\s+){0,2}?(?:appt|appointment|dentist|doctor|doctors|gp|physio"
    r"|hospital|clinic|cardiology|cardiologist|check-?up|scan|x-?ray|mri|bloods|blood\s+test|surgery|op|operation"
    r"|chemo|dialysis|optician|eye\s+test|podiatrist|chiropodist|audiologist|hearing\s+test|consultant"
    r"|infusion|injection|jab|vaccine|flu\s+shot|ultrasound|specialist)\b",
    _I,
)
# a name as typed, capital or not ("ella has swimming thurs"): only with a child's club or lesson after it
_NAME_HAS = re.compile(
    r"^(?P<who>(?!(?:it|he|she|they|we|i|who|this|that|everyone|someone|nobody)\b)[A-Za-z][\w-]+)"
    r"(?:\s+has|'s\s+got|\s+has\s+got|\s+got)\s+(?P<rest>\S.*)$"
)
# a pet's care, which only its owner takes it to: "biscuit's got the vet 2moro at 4:15", "Rex has the
# groomer sat 10" (a name with "the vet" is no one who goes alone)
_PET_VISIT = re.compile(
    r"^(?:(?:a|an|her|his|the)\s+)?(?:vet|vets|vet's|groomer|groomers|groomer's|grooming|booster|jabs"
    r"|vaccinations?|worming|flea\s+treatment|(?:vet|grooming)\s+(?:appt|appointment))\b",
    _I,
)
_CHILDS_CLUB = re.compile(
    r"^(?:(?:a|an|her|his|their)\s+)?(?:[\w'-]+\s+)?(?:ballet|dance|gymnastics|karate|judo|taekwondo|scouts|cubs"
    r"|brownies|guides|beavers|choir|orchestra|piano|violin|guitar|tutoring|tuition|swimming|swim|football|netball"
    r"|rugby|cricket|tennis|nativity|sports\s+day|school\s+play|playdate|sleepover|swim\s+club)\b",
    _I,
)


_DIARY_OWNER = re.compile(r"^[\w'-]+'s?\s+")  # "ella's ": whose diary line, as _whose_diary put it
_AND = re.compile(r"\s+(?:and|&|\+|,)\s+|\s*,?\s+(?:and\s+)?then\s+", _I)
# a clock time alone, the day left to the line before: "at 1", "1pm", "half 2" is not read here
_CLOCK_ALONE = re.compile(r"^(?:(?:at|@)\s*)?\d{1,2}(?:[:.]\d{2})?\s*(?:[ap]\.?m\.?)?$", _I)
# the clock of a day and time ("tmrw 9am", "fri at 10:30"), taken off to leave the day
_CLOCK_OF_DAY = re.compile(
    r"(?:\b(?:at|@)\s*\d{1,2}(?:[:.]\d{2})?(?:\s*[ap]\.?m\.?)?|\b\d{1,2}(?:[:.]\d{2})?\s*[ap]\.?m\.?|\b\d{1,2}[:.]\d{2})(?!\w)",
    _I,
)


def _on_first_day(first: str, second: str, ctx: _Ctx) -> str:
    """ "lunch w priya at 1" after "tmrw 9am standup w/ design": the second line with the first's
    day, when it says only a clock time; else as it was."""
    said = find_spans(second, now=ctx.now, tz=ctx.tz, prefer="future")
    before = find_spans(first, now=ctx.now, tz=ctx.tz, prefer="future")
    if len(said) != 1 or len(before) != 1 or not _CLOCK_ALONE.match(second[said[0].start : said[0].end].strip()):
        return second
    day = " ".join(_CLOCK_OF_DAY.sub(" ", first[before[0].start : before[0].end]).split())
    return f"{second} {day}" if day and has_date_words(day) else second


def _two_entries(s: str, whose: str, ctx: _Ctx) -> list[Intent] | None:
    """ "ella's swimming thurs 4:30 and football sat 10": two diary lines joined, each with its own
    time, the second the same person's (``whose``) when it names no one; None unless both read.
    "tmrw 9am standup then lunch w priya at 1": the second's clock on the first's day."""
    cuts = list(_AND.finditer(s))
    if len(cuts) != 1:
        return None
    first, second = s[: cuts[0].start()], _on_first_day(s[: cuts[0].start()], s[cuts[0].end() :], ctx)
    if whose and not _DIARY_OWNER.match(second):
        second = f"{whose}{second}"
    read = [agenda(part, ctx) for part in (first, second)]
    found = [i for one in read if one for i in one]
    if len(found) != 2 or not all(isinstance(i, NewCommitment) and i.due is not None for i in found):
        return None
    return found


def _someones_care(s: str, ctx: _Ctx) -> list[Intent] | None:
    """ "Olly has a dentist appt on the 14th at 3.40": a named person's care visit, kept by the user
    when Olly is their child and not when he is a colleague, so offered, never kept unasked; None
    for any other line."""
    m = _NAME_HAS.match(s)
    if m is None or not _CARE_VISIT.match(m["rest"]) or _PARENT_HAS.match(s) or _FAMILY_HAS.match(s):
        return None
    who, rest = m["who"], _ARTICLE.sub("", m["rest"])
    read = agenda(f"{who}' {rest}" if who.lower().endswith("s") else f"{who}'s {rest}", ctx)
    if not read or len(read) != 1 or not isinstance(read[0], NewCommitment) or read[0].due is None:
        return None
    return [offer(read[0], ctx, s)]


def _whose_diary(s: str) -> str:
    """ "kids have swimming at 5 tmrw" as the diary line "kids' swimming at 5 tmrw" (the user keeps
    their children's diary, and a parent's care: "mom's cardiology appt"); any other line as it was."""
    m = _FAMILY_HAS.match(s) or ((n := _NAME_HAS.match(s)) and (_CHILDS_CLUB.match(n["rest"])
                                                                  or _PET_VISIT.match(n["rest"])) and n)
    m = m or ((p := _PARENT_HAS.match(s)) and _CARE_VISIT.match(p["rest"]) and p)
    if not m:
        return s
    who = m["who"]
    whose = f"{who}'" if who.lower().endswith("s") else f"{who}'s"
    return f"{whose} {_ARTICLE.sub('', m['rest'])}"


# a thing said to go to someone: sent, a sentence with its verb (:mod:`._thing_goes`), no diary line
_THING_GOES = re.compile(
    r"(?:^|\s)(?:the|my|our)\s+[\w'-]+(?:\s+[\w'-]+){0,3}?\s+(?:goes|go|needs?\s+to\s+go|has\s+to\s+go)"
    r"\s+(?:(?:back|out|off)\s+)?to\s",
    _I,
)


# "too", "as well", said last: the line is one more of the user's, no word of what it is
_ALSO_END = re.compile(r"(?<=\w)[\s,]+(?:too|as\s+well)[\s.!]*$", _I)


# "missed the gym this morning", "skipped yoga": what the day lost
_MISSED = re.compile(r"^(?:i\s+)?(?:missed|skipped|bailed\s+on|ditched|forgot)\b", _I)


@reading
def agenda(s: str, ctx: _Ctx) -> list[Intent] | None:
    """The occasion of an agenda line as a to-do due at its time, or None."""
    met = meeting_with(s, ctx)  # "3pm w/ Sam tmrw": no occasion named but the person
    if met is not None:
        return met
    if (care := _someones_care(s, ctx)) is not None:
        return care
    s = _ALSO_END.sub("", s)  # "the paint inspection's at half 9 tomorrow too": one more line of the day
    said = s
    s = _whose_diary(s)
    owner = _DIARY_OWNER.match(s) if s != said else None  # "kids have swimming …" read as "kids' swimming …"
    whose = owner[0] if owner else ""
    if _SOMEONE_DOING.match(s):  # "he's doing the demo video by sun": someone's deed, never a diary line of mine
        return None
    if _MISSED.match(s):  # "missed the gym this morning": what the day lost, never a diary line of it
        return None
    if (pair := day_pair(s)) is not None:  # "Ella has ballet tues and thurs 4:30"
        return _on_two_days(s, pair, ctx)
    spans = [span for span in find_spans(s, now=ctx.now, tz=ctx.tz, prefer="future") if not _names_event(s, span)]
    bad = next((span for span in spans if span.spec is None), None)
    if bad is not None and bad.problem and (entry := _entry(without_spans(s, spans))):
        # "dentist 03/04" in Toronto, "dentist 31/02", "3/12 dentist appt at 9:15": an occasion on a
        # day that can't be read (never offered at the clock time alone, on some other day)
        return [Unclear(f"When is “{entry}”? {bad.problem[0].upper()}{bad.problem[1:]}.", s)]
    if bad is not None:
        return None
    if len(spans) == 2 and spans[1].connector in UNTIL and _THEN_OFF.match(s[spans[0].end : spans[1].start]):
        # "duty tmrw 7a-7p then off til sat": the line, then how long the user is free after it
        s, spans = s[: spans[0].end], spans[:1]
    if len(spans) == 2 and (both := _two_entries(s, whose, ctx)) is not None:
        return both  # "ella has swimming thurs 4:30 and football sat 10": two lines of one diary
    if len(spans) == 2:  # "3/12 dentist appt at 9:15": the day first, the clock time on it later
        return _day_then_clock(s, spans[0], spans[1], ctx)
    if len(spans) != 1:
        return None
    span = spans[0]
    due = span.spec
    if due is None or due.end <= ctx.now or _BARE_CLOCK.match(s[span.start : span.end].strip()):
        return None
    if _OTHER_DAY.match(s[span.end :]):  # "on the 3rd or 4th": one of two days, left to the question
        return None
    if _INSTEAD.match(s[span.end :]):  # "lunch w/ Jo thurs instead": a diary line moved, no new one
        return None
    if _OVER_NOW.match(s[span.end :]):  # "deadline for being productive today: passed 😂": gone by, no occasion
        return None
    if span.connector in TOPIC_CONNECTORS:  # "call mum about xmas", "re xmas": what the call is about, not when
        return None
    if span.connector in UNTIL:  # "…, sleeping till noon", "meetings until 3": how long, no occasion's time
        return None
    if _MODAL.search(s):  # "Dr. Reyes will cover my patients on the 29th": a sentence, no diary line
        return None
    if _THING_GOES.search(s):  # "the survey forms go back to the ministry within 8 days": a thing to send
        return None
    if said_before(s[: span.start]):  # "the dentist called, she said thursday": news, no diary line
        return None
    if fell_through(s):  # "the viewing fell apart, back to square one on monday": news of a plan
        return None
    if moving_before(s[: span.start]):  # "security audit review: pushing to the 30th": a move, no diary line
        return None
    # "flight to Lagos is on the 18th at 6:40am from LHR": the "is" went with the time, not the flight
    head = _IS_END.sub("", s[: span.start])
    if _CLOCKS_CHANGE.search(head):  # "clocks fall back this weekend": the time changing, no one's occasion
        return None
    if span.connector in ("on", "at", "@") and not _AT_THEIRS.search(head):
        head = _CONTRACTED.sub("", head)  # "book club's on the 14th": the club, its "'s" gone with the day
    rest = f"{head} {s[span.end :]}"
    # "physio scheduled for fri", "the party's locked in for sat": the physio, the party is the occasion
    entry = _entry(SETTLED.sub("", rest.strip()) or rest)
    if entry is None and due.precision is Precision.INSTANT:
        entry = _outing_with(rest, ctx)  # "sat 8:30 coral transect w/ Mereana"
    if entry is None:
        return None
    entry = SETTLED.sub("", entry) or entry
    return [NewCommitment(action=entry, owner="me", counterparty=None, due=due)]


def _on_two_days(s: str, pair: tuple[str, str, str], ctx: _Ctx) -> list[Intent] | None:
    """The question for a diary line on two days ("Ella has ballet tues and thurs 4:30"): each
    week or this week only, recap keeps one day per to-do, so the next of the two is offered
    under the occasion's own name; None unless each day reads as the same occasion."""
    *each, days = pair
    read = [agenda(one, ctx) for one in each]
    todos = [found[0] for found in read if found and len(found) == 1 and isinstance(found[0], NewCommitment)]
    if len(todos) != 2 or todos[0].action != todos[1].action or any(t.due is None for t in todos):
        return None  # left to the never-silent question, never "gym mon and" due wednesday
    first = min(todos, key=lambda t: t.due.start if t.due else ctx.now)
    when = describe_due(first.due.last_moment, ctx.tz) if first.due else ""
    question = f"“{first.action}” is on {days}, and I keep one day per to-do. Should I track the next one, due {when}?"
    return [Unclear(question, s, first)]


# "inspection of the Roma Norte flat w/ the new tenants": the occasion's noun first, then what
# and whom it is of or with; such a line may run longer than a short diary entry
_NOUN_THEN_COMPLEMENT = re.compile(
    r"^(?:(?:the|a|an|my|our)\s+)?(?:[\w'-]+\s+)?(?P<e>[\w'-]+)\s+(?:of|with|w/|for)\s", _I
)
LONG_ENTRY_WORDS = 10


_IS_END = re.compile(r"\s+(?:is|are)\s*$", _I)
# what the day's thing came to, said after it: it is over, no occasion to keep
_OVER_NOW = re.compile(
    r"^\s*[:\-–—,]?\s*(?:(?:officially|already|well|long)\s+)?(?:passed|missed|blown|gone|over|failed|been\s+and\s+gone"
    r"|out\s+the\s+window)\b",
    _I,
)
# "book club's on the 14th": the contraction before "on"/"at" and the day (never "spring festival's feb 3",
# a day said of something, nor "wine tasting at Moana's", someone's place)
_CONTRACTED = re.compile(r"(?<=\w)['’]s\s*$", _I)
# "wine tasting at Moana's": someone's place, whose "'s" is no verb
_AT_THEIRS = re.compile(r"\b(?:at|to|from|with|by|in|near|round|over)\s+\S+['’]s\s*$", _I)
# a pronoun and its verb opening the line: "he's doing the demo video", "she is running the quiz night"
# ("we have a dentist appt on the 14th" is the user's own diary, as "we've got …" is)
_SOMEONE_DOING = re.compile(
    r"^(?!we\s+have\s+(?:a|an|the|our)\s)"
    r"(?:he|she|they|we|you)(?:['’](?:s|re|ll|d)|\s+(?:is|are|was|were|will|would|does|do|did|has|have))\s+\w", _I
)


# "it's Sam's leaving do fri": the occasion, announced; "it's her bday tmrw": whose is not said here
_ANNOUNCED = re.compile(r"^\s*(?:it'?s|it\s+is)\s+", _I)
_WHOSE_UNSAID = re.compile(r"^\s*(?:her|his|their)\s", _I)


# a thing and where it goes back to, its verb left out: "snorkel gear back to the dive shop",
# "library books back 2moro": a return, a diary line as much as an occasion is (never a person's or
# a routine's going back: "kids back to school", "back to work")
_GOES_BACK = re.compile(
    r"^(?:(?:the|my|our|ur|his|her|their)\s+)?(?!(?:i|we|he|she|they|you|it|kids|children|everyone|school|work)\b)"
    # "the caravan's due back": a thing said to be due back is news of its day, read by the forms of dues
    r"(?!.*(?:'s|\b(?:due|is|are|was|were|be|been|gets?|got|comes?|came|goes|went|going|coming|says|said|reckons"
    r"|wants|told))\s)"
    # a thing, never a deed ("paying her back tmrw": the verb said) nor a person ("mum back to the airport")
    r"(?![a-z]+ing\b)(?!.*\b(?:her|him|them|it|me|us)\s+back\b)"
    # (back to "me" or "us" is someone else's return to the user: "redlines back to us fri")
    r"(?P<thing>[\w'-]+(?:\s+[\w'-]+){0,3}?)\s+back(?:\s+(?:to|at)\s+(?!(?:me|us)\b)(?:(?:the|my|our)\s+)?"
    r"[\w'-]+(?:\s+[\w'-]+){0,2})?$",
    _I,
)


def _entry(rest: str) -> str | None:
    rest = _ANNOUNCED.sub("", rest)
    if _WHOSE_UNSAID.match(rest):
        return None
    entry = agenda_entry(rest)
    if entry is not None:
        return entry
    if (back := _GOES_BACK.match(" ".join(rest.split()))) and not story_or_feeling(rest):
        return back.group(0)
    m = _NOUN_THEN_COMPLEMENT.match(rest.strip())
    if m is None or not _EVENT.fullmatch(m["e"]):
        return None
    return agenda_entry(rest, max_words=LONG_ENTRY_WORDS)


# what is done with someone, named by a few words and no verb: "coral transect w/ Mereana", "site walk with Jo"
_OUTING_WITH = re.compile(
    r"^(?:(?:a|an|the|my|our)\s+)?(?P<what>[a-z][\w'-]*(?:\s+[a-z][\w'-]*){0,2})\s+(?:w/|w|with)\s+"
    r"(?P<p>[\w'.-]+(?:\s+[\w'.-]+)?)$",
    _I,
)
# a word that makes the words before "with" a sentence: a past deed ("met w/ Jo", "spoke with Ana"), a
# subject or a modal ("i'm with Jo"), a word of the user's state ("busy w/ Jo")
_NOT_AN_OUTING = re.compile(
    r"^(?:[a-z]+ed|met|spoke|went|saw|had|was|were|is|are|am|be|been|i|i'm|im|we|we're|he|she|they|it|stuck"
    r"|busy|free|off|out|home|staying|stay|sleeping|done|over|not|no|all|still|just|only|also|then"
    # what is done to a plan, not the plan: "cant make the 3pm w/ Sam", "skip lunch w/ Jo"
    r"|can't|cant|cannot|won't|wont|make|making|skip|skipping|miss|missing|push|move|moving|cancel|cancelling)$",
    _I,
)


def _outing_with(rest: str, ctx: _Ctx) -> str | None:
    """ "coral transect w/ Mereana" from "sat 8:30 coral transect w/ Mereana": a thing done with
    someone named, at a time of day, is a diary line as an occasion is (its noun is no event word
    recap knows, but the time and the person say it is a plan); None for a sentence."""
    said = " ".join(rest.split()).strip(" ,.;:-")
    m = _OUTING_WITH.match(said)
    if m is None or _person(m["p"], ctx) in (None, "me") or story_or_feeling(said):
        return None
    if any(_NOT_AN_OUTING.match(word) for word in m["what"].split()):
        return None
    return said


def _day_then_clock(s: str, day: TimeSpan, clock: TimeSpan, ctx: _Ctx) -> list[Intent] | None:
    """ "3/12 dentist appt at 9:15", "15/3 MOT 8:30am": a line that opens with its day and
    names the clock time after the occasion is one time, the clock time on that day. Any
    other pair ("mtg 3pm, call 5pm", "tues or wed") is two times: left to the question."""
    if day.start != 0 or day.spec is None or clock.spec is None or day.spec.precision is not Precision.DAY:
        return None
    if clock.spec.precision is not Precision.INSTANT or clock.connector not in (None, "at", "@"):
        return None
    due = clock_on_day(day.spec.text, s[clock.start : clock.end].strip(), ctx)
    if due is None or due.precision is not Precision.INSTANT or due.end <= ctx.now:
        return None
    entry = agenda_entry(f"{s[day.end : clock.start]} {s[clock.end :]}")
    return [NewCommitment(action=entry, owner="me", counterparty=None, due=due)] if entry else None


def _names_event(s: str, span: TimeSpan) -> bool:
    """ "parents evening": a part of the day right after a word, naming the occasion; "book the
    xmas party venue": a day between words, right before an event noun, saying which party."""
    after_word = bool(re.search(r"[\w']\s+$", s[: span.start]))
    # "q4 review on friday", "Q1 planning session tmrw": a quarter right before a noun says which, not when
    quarter = bool(_QUARTER.fullmatch(s[span.start : span.end].strip()))
    noun = _NEXT_WORD.match(s, span.end)
    names_which = (after_word and _EVENT.fullmatch(noun[1])) or (quarter and noun[1].isalpha()) if noun else False
    if span.connector is None and names_which:
        return True
    return bool(_DAY_PART.match(s[span.start : span.end].strip())) and after_word


_NEXT_WORD = re.compile(r"\s+([\w'-]+)")
_CLOCKS_CHANGE = re.compile(
    r"\bclocks?\s+(?:fall|falls|go|goes|spring|springs|move|moves|change|changes)(?:\s+(?:back|forward|ahead))?\s*$", _I
)
_QUARTER = re.compile(r"q[1-4](?:\s*(?:'?\d{2}|\d{4}))?", _I)


def occasion(clause: str, detail: str, ctx: _Ctx) -> list[Intent] | None:
    """An agenda line, unless what follows its comma tells a feeling ("big match saturday, so
    excited!"): news shared, not a plan to keep."""
    return None if detail and story_or_feeling(detail) else agenda(clause, ctx)


# "so the plan for this wk: mon - finish slides, tues - client call 2pm": a heading over a week's
# diary lines, each with its own day (its "this wk" is no day of theirs; "next week" is, and stays)
_PLAN_HEADING = re.compile(
    r"^(?:(?:hey|hi|ok|okay|so|right|alright)\W+)*(?:(?:the|my|our)\s+)?(?:plan|plans|agenda|schedule|line-?up|week)"
    r"(?:\s+(?:for\s+)?(?:this|the)\s+(?:wk|week|weekend))?\s*:\s*(?=(?:mon|tue|wed|thu|fri|sat|sun)\w*\b)",
    _I,
)


def without_plan_heading(text: str) -> str:
    """``text`` without a plan's heading over diary lines that each say their day."""
    return _PLAN_HEADING.sub("", text)
