"""A dated occasion, then what to do for it: "boxing day sale - buy the new 85mm lens",
"remembrance day ceremony – lay the wreath", "flour delivery thursday 6am - be there to sign".

People head a diary line with the occasion and its day, and put the to-do after a dash or a
colon. Read clause by clause, the head is an occasion of its own ("ceremony", due that day)
and the to-do loses its date: the wrong thing kept, the right one undated. Read as one line,
the to-do is what to keep, due when the occasion is.

The head must be only a few words besides its time (an occasion, not a sentence: "we're closed
on the 14th - tell the staff" is a statement and its own clause), its time one readable span
still ahead, and the part after the cut must start like a to-do ("weekend plans: absolutely
nothing" is none) and read as the user's own, with no date of its own.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from datetime import timedelta

from memory.understanding._commitment_intro import _imperative_shape
from memory.understanding._lapse_then_todo import lapse_then_todo
from memory.understanding._leave_by import leave_by
from memory.understanding._occasion_gift import gift_on_their_day
from memory.understanding._phrases import _I, _Ctx
from memory.understanding._shared_day import ahead_of
from memory.understanding._sign_forms import agenda_entry, story_or_feeling
from memory.understanding._there_at import ATTEND_AT
from memory.understanding.intents import Intent, NewCommitment
from memory.understanding.timex import DateSpec, Precision, TimeSpan, find_spans, has_date_words, says_a_date

# a dash set off by spaces, or a colon: where a diary line's head ends (a comma cuts clauses)
_CUT = re.compile(r"\s+[-–—]+\s+|\s*:\s+")
OCCASION_WORDS = 4  # "boxing day sale", "flour delivery thursday 6am": a few words besides the time
# words that make the head a statement of its own, not an occasion's name
_STATEMENT_WORDS = re.compile(
    r"^(?:i|i'm|im|we|we're|he|she|they|it|it's|its|is|are|was|were|be|will|won't|can't|cant|not|no|got|had|has|have"
    r"|did|didn't|been|my|our|your|their|his|her)$",
    _I,
)
_OCCASION_CONNECTORS = {None, "on", "at", "@", "for"}
# where the occasion is, after its name: "at the school", "at Jo's", "in the main hall"
_PLACE = re.compile(r"\s+(?:at|in)\s+(?:(?:the|my|our)\s+)?(?:[\w'-]+\s+)?[\w'-]+$", _I)
_OBLIGED = re.compile(
    r"^(?:i\s+)?(?:need\s+to|have\s+to|gotta|got\s+to|must|should)\s+\S"
    # the user's own word given: "…, i said I'd handle the flowers", "…, i'll bring chairs" (one for someone the
    # head names, "Mia's dentist thurs 4pm - I'll drive her", is left to the reader of taking them there)
    # ("…, I promised Shamim bhai I'd handle the sound system": whom to, in a word or two)
    r"|^(?!.*\b(?:him|her|them)\b)(?:(?:i\s+)?(?:said|promised(?:\s+(?-i:[A-Z])[\w'-]*(?:\s+[\w'-]+)?)?|told\s+\w+)"
    r"\s+(?:i'?d|i\s+would|i'?ll|i\s+will|id|ill)"
    r"|(?:i\s+)?(?:volunteered|offered|agreed)\s+to|i'll|ill|i\s+will)\s+\S"
    # "…, remind me to be on the vpn for it": a reminder asked of a to-do for "it", the occasion (one not of it,
    # "gig at 8, remind me to bring earplugs", is the reminders' reader's)
    r"|^(?:pls\s+|please\s+)?remind\s+me\s+to\s+\S.*\sfor\s+(?:it|that|this)[\s.!]*$",
    _I,
)


# "…, need to be there", "…, can't miss it", "…, gotta go": the to-do is the occasion itself
_ATTEND = re.compile(
    r"^(?:(?:i|we)\s+)?(?:really\s+|def(?:initely)?\s+)?(?:(?:need|have|got)\s+to|gotta|must|should)\s+"
    r"(?:be\s+there|go|attend|show\s+up|turn\s+up|make\s+it)(?:\s+(?:for\s+sure|this\s+time))?[\s!.]*$"
    r"|^(?:(?:i|we)\s+)?(?:can'?t|cannot|mustn'?t)\s+miss\s+(?:it|this|that)[\s!.]*$"
    # "next mon dentist checkup booking, need to do it": the head is a job already, and "it" is that job
    r"|^(?:(?:i|we)\s+)?(?:really\s+)?(?:(?:need|have|got)\s+to|gotta|must|should)\s+"
    r"(?:do\s+(?:it|that|this)|get\s+(?:it|that|this)\s+done|sort\s+(?:it|that|this)(?:\s+out)?)[\s!.]*$",
    _I,
)


def occasion_then_todo(text: str, ctx: _Ctx, statement: Callable[[str], list[Intent]]) -> list[Intent] | None:
    """The to-dos after a dated occasion's name, due when it is; None when ``text`` is no such line.
    A thing that runs out on a day, then what to do about it, is read first (:mod:`._lapse_then_todo`),
    and a trip then when to leave for it (:mod:`._leave_by`)."""
    lapsed = lapse_then_todo(text, ctx)  # "MOT for the van runs out the 9th, need to book it by then"
    lapsed = lapsed or leave_by(text, ctx, statement)  # "dec 23 drive to mums, need to leave by 7am"
    if lapsed:
        return lapsed
    named = _named_occasion(text, ctx, statement)  # "apr 14 is Smaranda's vernissage, must get flowers"
    if named is not None:
        return named
    m = _CUT.search(text) or _after_occasion(text, ctx)
    if m is None:
        return None
    read = _cut_read(text, m, ctx, statement)
    dated_first = _day_then_occasion(text, m, ctx) if read is None else None
    if dated_first is not None:  # "the 20th - friend's day dinner, gotta book a table": the occasion's day first
        return occasion_then_todo(dated_first, ctx, statement)
    return read


# a part of the day read alone as a date, where a word before it names an occasion ("burns night")
_PART_OF_DAY_ALONE = re.compile(r"night|evening|morning|afternoon", re.IGNORECASE)


def _cut_read(text: str, m: re.Match[str], ctx: _Ctx, statement: Callable[[str], list[Intent]]) -> list[Intent] | None:
    """The to-dos of a line cut at ``m`` into a dated occasion and what to do for it."""
    head, tail = text[: m.start()].strip(), text[m.end() :].strip()
    if _ATTEND.match(tail):  # "parent interviews on the 10th at 4.15, need to be there"
        return _attended(head, ctx)
    if (at := ATTEND_AT.match(tail)) is not None:  # "20/11 – Aisha & Ben's wedding, need to be there by 1"
        return _attended_at(head, at["t"], at["who"], ctx)
    if not head or not tail or not has_date_words(head):
        return None
    spans = _day_of_named_occasion(head, find_spans(head, now=ctx.now, tz=ctx.tz))
    if len(spans) != 1 or (spans[0].connector not in _OCCASION_CONNECTORS and not _in_so_long(spans[0])):
        return None
    span = spans[0]
    due = span.spec
    if due is None or due.end <= ctx.now or _PART_OF_DAY_ALONE.fullmatch(due.text):
        return None  # "St Andrew's night dance, …": the night names the occasion, never tonight
    words = f"{head[: span.start]} {head[span.end :]}".split()
    counted = _PLACE.sub("", " ".join(words)).split()  # "careers talk at the school": where, besides the name
    if len(counted) > OCCASION_WORDS or any(_STATEMENT_WORDS.match(word) for word in words):
        return None
    if has_date_words(tail) and not all(_clock_only(tail, own) for own in find_spans(tail, now=ctx.now, tz=ctx.tz)):
        return None  # "xmas party: buy the gift by the 20th": the to-do's own date ("b4 6" is on the occasion's day)
    if _LEAD.search(tail):
        return None  # "flight sat, pack the day before": counted from the occasion, never on its day
    if (present := _BE_THERE_TO.match(tail)) is not None and m.re is not _COMMA:
        # "flour delivery thursday 6am - be there to sign": to be there for it, when it is
        return [NewCommitment(action=present["a"].rstrip(" .!"), owner="me", counterparty=None, due=due)]
    if not (_imperative_shape(tail) or _OBLIGED.match(tail)):
        return None  # "weekend plans: absolutely nothing": no to-do after the cut
    # the to-do read as said under its day ("remembrance day: lay the wreath"), as a diary line is
    found = statement(f"{head[span.start : span.end]}: {tail}")
    if not found or not all(isinstance(intent, NewCommitment) and intent.owner == "me" for intent in found):
        return None
    # the reading under its day has the due, read with the cut (a "next wk:" heading is the week's
    # last day, not a whole week in doubt); the head's own span only fills a due it left out
    todos = [
        replace(intent, due=_on_the_day(intent.due, due, ctx)) for intent in found if isinstance(intent, NewCommitment)
    ]
    if m.re is _COMMA and (entry := _occasion_name(" ".join(words))) is not None:
        # "braai at Sipho's on saturday at 2, I need to bring the meat": cut only by a comma, the
        # line is one sentence; the to-do names its occasion, so no part of it goes unread
        # (a venue said with an article is where, not which: "careers talk at the school" is the careers
        # talk, as the occasion's words are counted; "the braai at Sipho's" names whose)
        entry = _VENUE.sub("", entry) or entry
        # a gift under someone's birthday is for them ("buy Aleksa a present"), not "for Aleksa's birthday"
        todos = [gift_on_their_day(todo, entry) or replace(todo, action=_for(todo.action, entry)) for todo in todos]
    return todos


def _in_so_long(span: TimeSpan) -> bool:
    """Whether ``span`` is a time from now said with "in" ("patching window in 36 hrs", "in 3 days"):
    when the occasion is, as "on"/"at" say it (never a month or a season: "in march" has no day)."""
    spec = span.spec
    return span.connector == "in" and spec is not None and spec.doubt is None and bool(_SO_LONG.match(spec.text))


_SO_LONG = re.compile(r"in\s+(?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|a\s+couple\s+of)\s", _I)


def _day_of_named_occasion(head: str, spans: list[TimeSpan]) -> list[TimeSpan]:
    """``spans`` of a head that names its occasion by a holiday and then gives its date ("victory day
    programme dec 16", "christmas party dec 20"): the date said in figures alone, the holiday's name
    being the occasion's (the words after it name the occasion); else ``spans`` as they are."""
    if len(spans) != 2:
        return spans
    named, dated = spans
    said = head[named.end : dated.start].strip()
    if re.search(r"\d", head[named.start : named.end]) or not re.search(r"\d", head[dated.start : dated.end]):
        return spans
    return [dated] if said and not has_date_words(said) and _NAME_WORDS.fullmatch(said) else spans


_NAME_WORDS = re.compile(r"[a-z][\w'-]*(?:\s+[a-z][\w'-]*)?", _I)  # "programme", "party", "bake sale"


_VENUE = re.compile(r"\s+(?:at|in)\s+(?:the|my|our)\s+(?:[\w'-]+\s+)?(?-i:[a-z][\w'-]*)$", _I)  # never "the Khans"


def _day_then_occasion(text: str, cut: re.Match[str], ctx: _Ctx) -> str | None:
    """ "the 20th - friend's day dinner, gotta book a table" said as "friend's day dinner on the 20th,
    gotta book a table": a head that is only a day, then the occasion's name and a comma before the
    to-do for it (each part read alone kept the occasion's name as a to-do of its own)."""
    if cut.re is not _CUT:
        return None
    head, tail = text[: cut.start()].strip(), text[cut.end() :].strip()
    head = re.sub(r"^on\s+", "", head, flags=_I)  # "on the 20th: …", as a day heading is put
    spans = find_spans(head, now=ctx.now, tz=ctx.tz)
    only_a_day = len(spans) == 1 and not head[: spans[0].start].strip() and not head[spans[0].end :].strip()
    if not only_a_day and (len(head.split()) > _DAY_WORDS or ctx.date(head) is None):
        return None  # ("the 20th" alone is a day only read whole: a scan wants it said with more)
    comma = _COMMA.search(tail)
    if comma is None:
        return None
    name, todo = tail[: comma.start()].strip(), tail[comma.end() :].strip()
    if _imperative_shape(name) or _occasion_name(name) is None or not (_OBLIGED.match(todo) or _BRING.match(todo)):
        return None  # "the 20th - call the bank, need to ask about the loan": two to-dos
    return f"{name} on {head}, {todo}"


_DAY_WORDS = 3  # "the 20th", "sat the 20th", "20 july": a head that is only a day


def _on_the_day(own: DateSpec | None, occasion: DateSpec, ctx: _Ctx) -> DateSpec:
    """The due of a to-do said under an occasion: the occasion's when it said none, and a clock
    time alone in the hours before the occasion's own time ("concert sat 8pm, need to be at the
    venue by 7": 7 that evening)."""
    if own is None:
        return occasion
    return ahead_of(occasion, own, ctx) or own


# a clock time with no day: "6", "b4 6", "by 5:30pm", "at noon"
_CLOCK = re.compile(r"^(?:\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm|a\.m\.?|p\.m\.?)?|noon|midday|midnight)$", _I)


def _clock_only(text: str, span: TimeSpan) -> bool:
    """Whether ``span`` is only a clock time (no day of its own), so on the occasion's day."""
    words = text[span.start : span.end]
    if span.connector:
        words = words[len(span.connector) :]
    return span.spec is not None and bool(_CLOCK.match(words.strip()))


def the_occasion(entry: str) -> str:
    """ "the braai at Sipho's", "Sipho's braai", "my sister's wedding": the occasion as an object."""
    return entry if entry[0].isupper() or re.match(r"^(?:the|my|our|his|her|their)\s", entry, _I) else f"the {entry}"


_COMMA = re.compile(r"\s*,\s+")
_PAST = re.compile(r"\b\w{3,}ed\b", _I)


_FOR_IT = re.compile(r"\bfor\s+(?:it|that|this)\b", _I)


def _for(action: str, entry: str) -> str:
    """``action`` done for the occasion: "prepare the burn rate sheet for it", "be on the vpn for it"
    name it where the "it" is; else the occasion is said after it."""
    if len(_FOR_IT.findall(action)) == 1:
        return _FOR_IT.sub(f"for {the_occasion(entry)}", action)
    return f"{_FIRST_LAST.sub('', action)} for {the_occasion(entry)}"


# "read her chapter 3 first": done before the occasion, which "for the committee" says once named
_FIRST_LAST = re.compile(r"\s+(?:first|beforehand|before(?:\s+(?:it|that|then))?)$", _I)


def _after_occasion(text: str, ctx: _Ctx) -> re.Match[str] | None:
    """The comma after a dated occasion's name ("braai at Sipho's on saturday at 2, I need to
    bring the meat", "victory day programme dec 16, …": a holiday's name, then what is on and
    its date); only when the head names an occasion (a comma cuts clauses of all kinds)."""
    m = _COMMA.search(text)
    tail = text[m.end() :] if m is not None else ""
    if m is None or not (_OBLIGED.match(tail) or _ATTEND.match(tail) or _BRING.match(tail) or ATTEND_AT.match(tail)):
        return None  # the words after the comma are no to-do for an occasion (the head's dates left unread)
    head = text[: m.start()]
    if _PAST.search(head):
        return None  # "the dentist called on monday, …": news, not an occasion's name
    spans = find_spans(head, now=ctx.now, tz=ctx.tz)
    holiday_named = len(spans) == 2 and len(_day_of_named_occasion(head, spans)) == 1
    named = _occasion_name(_without_time(head)) is not None or (
        _occasion_name(_without_time(_after_lead_day(head, spans))) is not None
    )
    return m if named or holiday_named else None


_LEAD = re.compile(r"\b(?:before|beforehand|b4|after|afterwards|ahead)\s*\W*$", _I)
# being there for an occasion, and what for: "be there to sign", "need to be home to let him in"
_BE_THERE_TO = re.compile(
    r"^(?:(?:i\s+)?(?:need\s+to|have\s+to|gotta|got\s+to|must|should)\s+)?"
    r"(?P<a>be\s+(?:there|in|home|around|in\s+the\s+office|on\s+site)\s+to\s+[a-z]{2,}\b.*)$",
    _I,
)
# what one brings to an occasion, said bare after its comma: "next sun lunch at mum's, bring the dolma",
# "dinner at the Smiths sat 7pm, bring wine" (a thing said without its article too); and what one
# readies for it: "careers talk at the school on the 12th, prep slides"
_BRING = re.compile(
    r"^(?:bring|take|pack|wear|bake|cook)\s+(?:(?:the|a|an|my|some|our)\s+)?(?!(?:him|her|them|it|me|us|you)\b)[a-z]"
    r"|^(?:prep|prepare|rehearse)\s+(?:the\s+|my\s+)?\w",
    _I,
)


# gatherings one brings or makes something for: an occasion here, though no diary line on their own
# ("bbq at ours" alone is no appointment to keep, where "dentist tues" is)
_GATHERING = re.compile(r"\b(?:braai|bbq|barbecue|potluck|picnic|cookout|bake\s+sale|fundraiser|housewarming)\b", _I)


def _occasion_name(words: str) -> str | None:
    """The occasion a head names: a diary line's, or a gathering's (a few words, no story)."""
    entry = agenda_entry(words)
    if entry is not None or not _GATHERING.search(words) or story_or_feeling(words):
        return entry
    return words.strip(" ,.;:!?-–—") if len(words.split()) <= OCCASION_WORDS else None


def _after_lead_day(head: str, spans: list[TimeSpan]) -> str:
    """The head after the day it opens with (``spans``, its dates): "first tuesday of april the donor
    visit" is the donor visit."""
    if spans and spans[0].start == 0 and spans[0].connector is None:
        return head[spans[0].end :].strip(" ,")
    return head


def _without_time(head: str) -> str:
    """The head without its time, said after the name ("braai at Sipho's on saturday") or before
    it ("next mon dentist checkup booking")."""
    head = re.sub(r"^(?:(?:next|this|on)\s+)?" + _DAY_WORD + r"\s+", "", head, flags=_I)
    return re.sub(r"\s+(?:on|at|@|this|next)\s+.*$|\s+" + _DAY_WORD + r"\b.*$", "", head, flags=_I)


# a day's word, whole ("wed", "weds", "wednesday"; never the "wed" of "wedding")
_DAY_WORD = (
    r"(?:mon(?:day)?|tue(?:s(?:day)?)?|wed(?:s|nesday)?|thu(?:r(?:s(?:day)?)?)?|fri(?:day)?|sat(?:urday)?"
    r"|sun(?:day)?|tmrw|tomorrow|today|tonight)(?![\w'])"
)


def _attended_at(head: str, time: str, who: str | None, ctx: _Ctx) -> list[Intent] | None:
    """The occasion itself as the to-do, due at ``time`` on its day (a day said with no time of
    its own: "20/11 – the wedding, need to be there by 1" is 13:00 that day). One with a time of
    its own is due when the user must arrive, a little before it ("school play 17th at 6, need to
    be there by 5:30"). Someone else to be there (``who``: "tom has to be there by 5:30") is their
    to-do beside the occasion, which stays the user's at its own time."""
    found = _attended(head, ctx)
    if not found or not isinstance(found[0], NewCommitment) or found[0].due is None:
        return None
    todo = found[0]
    assert todo.due is not None
    day = todo.due.start.astimezone(ctx.tz)
    due = ctx.date(f"{time} on {day.day} {day:%B %Y}")
    if due is None or due.precision is not Precision.INSTANT or due.start.astimezone(ctx.tz).date() != day.date():
        return None
    due = replace(due, text=f"{todo.due.text} {time}")
    if todo.due.precision is Precision.INSTANT:
        if due.start < todo.due.start - _HALF_DAY and not _AM_PM.search(time):  # "gig fri at 8, … there by 7"
            due = replace(due, start=due.start + _HALF_DAY, end=due.end + _HALF_DAY)
        if not todo.due.start - _ARRIVAL_AHEAD <= due.start <= todo.due.start:
            return None  # an arrival after the occasion's own time, or hours before it: which binds is not said
    if who is None:
        return [replace(todo, due=due)]
    whose = todo.action.split()[0]
    there = todo.action if whose.endswith(("'s", "’s")) or whose.lower() in _OWN else f"the {todo.action}"
    return [todo, NewCommitment(action=f"be at {there}", owner=who, counterparty=None, due=due)]


# how long before an occasion with its own time one is asked to arrive ("…at 6, be there by 5:30")
_ARRIVAL_AHEAD = timedelta(hours=3)
_HALF_DAY = timedelta(hours=12)
_AM_PM = re.compile(r"[ap]\.?m\b", _I)
_OWN = frozenset({"the", "a", "an", "my", "our", "his", "her", "their", "your"})


def _attended(head: str, ctx: _Ctx) -> list[Intent] | None:
    """The occasion itself as the to-do, due at its time, when the head is one."""
    spans = find_spans(head, now=ctx.now, tz=ctx.tz, prefer="future")
    if len(spans) != 1 or spans[0].spec is None or spans[0].spec.end <= ctx.now:
        return None
    span = spans[0]
    entry = agenda_entry(f"{head[: span.start]} {head[span.end :]}")
    return [NewCommitment(action=entry, owner="me", counterparty=None, due=span.spec)] if entry else None


# someone's occasion and its day joined by "is", then what to do for it: "apr 14 is Smaranda's
# vernissage, must get flowers", "Omar's leaving do is friday, need to buy a card"
_WHOSE = r"(?:(?-i:[A-ZÀ-ÖØ-Þ])[\w\-]*|my\s+[a-z]+|our\s+[a-z]+)['’]s\s+[a-z][\w\-]*(?:\s+[a-z][\w\-]*){0,2}"
_IS_OCCASION = re.compile(
    rf"^(?:(?P<day>[^,]+?)\s+is\s+(?P<whose>{_WHOSE})|(?P<whose2>{_WHOSE})\s+is\s+(?:on\s+)?(?P<day2>[^,]+?))"
    r"\s*,\s*(?P<tail>\S.*)$",
    _I,
)


_YEARLY = re.compile(r"\b(?:b'?day|birthday|bday|anniversary|name\s+day)\b", _I)


def _named_occasion(text: str, ctx: _Ctx, statement: Callable[[str], list[Intent]]) -> list[Intent] | None:
    """The to-do after someone's dated occasion said with "is" (:data:`_IS_OCCASION`), due that
    day and for that occasion; None when the day is no one span still ahead, the rest is no
    to-do of the user's, or it has a date of its own."""
    m = _IS_OCCASION.match(text.strip())
    if m is None:
        return None
    day, whose, tail = m["day"] or m["day2"], m["whose"] or m["whose2"], m["tail"]
    if _YEARLY.search(whose):
        return None  # "my sister's birthday is jan 12, …": a fact of hers, the birthday readers'
    spans = find_spans(day, now=ctx.now, tz=ctx.tz)
    if len(spans) != 1 or spans[0].spec is None or day[spans[0].end :].strip() or day[: spans[0].start].strip():
        return None  # "the party is at Jo's on the 14th": more than a day
    due = spans[0].spec
    if due.end <= ctx.now or says_a_date(tail, now=ctx.now, tz=ctx.tz):
        return None
    if _PART_OF_DAY_ALONE.fullmatch(due.text):
        return None  # "St Andrew's night dance is …": the night names the occasion, never tonight
    if not (_imperative_shape(tail) or _OBLIGED.match(tail)):
        return None
    if _LEAD.search(tail) or _ATTEND.match(tail):
        return None  # "…, pack the day before", "…, need to be there": other readers'
    found = statement(tail)
    if not found or not all(isinstance(i, NewCommitment) and i.owner == "me" and i.due is None for i in found):
        return None
    # "…, need to organise Dan's leaving do": the occasion named already, nothing to add
    return [
        replace(i, action=i.action if whose.lower() in i.action.lower() else f"{i.action} for {whose}", due=due)
        for i in found
        if isinstance(i, NewCommitment)
    ]
