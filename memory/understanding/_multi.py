"""Messages that carry several intents: each clause read once, on its own, and the intents
merged (the clause cutting itself is :func:`memory.understanding._sentences._clauses`).

What this module adds to that cut:

- A report, then what to do about it, after a separator: "the dishwasher's leaking again,
  ring the plumber tomorrow", "paid the gas bill — next: book the MOT", "sent the contract to
  Ade and pushed the call with Mei to friday". A comma or "and" before an imperative usually
  joins items of one to-do list ("email Ines, order toner"), so the cut is kept only when the
  words before it read, on their own, as a fact, an issue or a lifecycle change.
- A date said once and referred back to: "Mrs Okafor becomes principal from 1 Sept and I have
  to plan her welcome that day" ("that day", "by then", "before then" take the date the words
  before them gave; with no date before, recap asks when "then" is).
- "Jo will bring the rug and I'll get the drinks": the user's share of a job split with
  someone else is a to-do even undated ("I'll get the drinks" alone waits for a date).
- "for the picnic: Jo will bring the rug and I'll get the drinks": the label is both clauses'.
- "scrap the Friday drinks; let's do a lunch on the 14th instead": what replaces a cancelled
  plan is a new to-do, not a move of something else.
- "tell him the plan and send her the deck" with nobody named: recap asks who they are.
- A report typed with no separator before the next clause: "Maya is COO now need to send her the
  chart", "the vpn is down again the printer is jammed"; and a report read whole that holds a
  second clause ("sent the contract to Ade pushed the call to fri"), cut where that clause starts.
- A to-do about a trouble, said with "it": "projector's dead again + need to email estates about
  it" (not the one to-do "the grant report is due friday, need to write it" makes).
- A reason, then the to-do it leads to: "pharmacy closing early tmrw so pick up the meds by 1".
- Things each with their own date ("1:1 w/ Ayaan thurs 2pm, then faculty board fri 10am"), and a
  thing alone in a list of to-dos ("… and toner"): items of a list, never lost beside the rest.
- "… before" at a clause's end: before the date said ("moved to 3pm tmrw, prep the slides before").
- "called Kwesi, he wants the proposal by thurs": the promise of the one person named before.
- "Sam left Acme and joined Globex", "Ingrid got bumped to senior PM and is relocating to Oslo":
  the subject said once is the next clause's too; what a named person did is never the user's
  to-do done (but "…, promised to send him the laptop" is the user's own word, to him).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import replace

from memory.model import Precision
from memory.understanding._clock_window import is_window
from memory.understanding._commitment_intro import (
    _VERB_PARTICLE,
    THEY_COME,
    TODO_VERBS,
    _base,
    _imperative_shape,
    _read,
)
from memory.understanding._commitments import _IRREGULAR_PAST, past_verb
from memory.understanding._copula_day import copula_day
from memory.understanding._episodes import idiom_across
from memory.understanding._fact_amounts import currency_first
from memory.understanding._issue_fixes import PEOPLE
from memory.understanding._not_todos import not_going
from memory.understanding._own_subjects import own_subject
from memory.understanding._phrases import _I, _NAME_STOP, _Ctx, _plausible
from memory.understanding._prefilter import gated
from memory.understanding._reminders import reminder_ahead
from memory.understanding._result_states import result_shaped
from memory.understanding._sentences import LEFT_OUT_FACT, WANTS, _leans_back, dated_list, said_of_subject
from memory.understanding._shortcuts import taken
from memory.understanding.intents import (
    CancelCommitment,
    CompleteCommitment,
    Intent,
    MoveCommitment,
    NewCommitment,
    OpenEpisode,
    ResolveEpisode,
    StateClaim,
    Unclear,
)
from memory.understanding.timex import find_spans, has_date_words
from memory.words import content_words

# -- a date referred back to -------------------------------------------------------------------

_BACK_DATE = gated(re.compile(
    # "…, need to buy a saree before that": "that" at the clause's end is the day said before, as "then"
    r"\b(?:(?P<c>by|before|b4|until|till|til)\s+(?:then|that(?=\W*$)|(?P<come>" + THEY_COME + r"))"
    # "…, and his manager is Shira from then too": held from the day said before, as "from that day"
    r"|(?P<f>from|as\s+of|starting)\s+then(?:\s+on(?:wards?)?)?(?=(?:\s+(?:too|as\s+well|also))?\W*$)"
    r"|(?:(?P<on>on|by|before|b4|from|for)\s+)?(?:that\s+(?:same\s+)?day"
    r"|(?:the\s+)?same\s+day|that\s+date)|on\s+the\s+day"
    # "…, pick up the cake that morning": the part of the day said before
    r"|(?:(?:on|by|in)\s+)?that\s+(?:same\s+)?(?P<pod>morning|afternoon|evening|night|arvo)(?=\W*$)"
    # "… so i need to collect them then": a clause-final "then" after the thing done, the date said before
    r"|(?:"
    + "|".join(rf"(?<=\b{w}\s)" for w in ("it", "them", "her", "him", "that", "those", "this", "up", "back"))
    + r")then(?=\W*$)"
    # "… moved to 3pm tmrw and I need to prep the slides before": before the date said, clause-final
    r"|(?<!\bas\s)(?<!\bthan\s)(?<!\blike\s)(?<!\bever\s)(?<!\bnever\s)(?<!\bbeen\s)(?<!\bday\s)(?<!\bweek\s)"
    r"(?<=\S\s)(?P<b>before|beforehand|b4)(?=\W*$))\b",
    _I,
))

_BARE_THEN = re.compile(r"then$", _I)
# how long before, left at the end of a to-do whose "before" named nothing ("get a covid test 48h")
_LEAD_LEFT = re.compile(
    r"\s+(?:\d{1,3}\s*(?:h|hrs?|hours?|days?|d|wks?|weeks?)|an?\s+(?:hour|day|week)|the\s+(?:day|night))$", _I
)
_MOVED_BEFORE = re.compile(
    r"\b(?:moved|pushed|bumped|shifted|rescheduled|postponed|put\s+back|brought\s+forward)\b", _I
)


# a part of the day that names an occasion with the word before it: "St Andrew's night ceilidh", "burns
# night supper", "opening night" (never tonight: "this evening", "by night", "tmrw night" say when)
_EVENING_NAMED = re.compile(
    r"(?:^|\s)(?!(?:this|that|the|by|at|in|on|every|each|tmrw|tomorrow|tonight|today|mon|tues?|wed|thu|thurs|fri|sat"
    r"|sun|[a-z]+day)\s)[\w'’-]+\s+(?:night|evening|morning|afternoon)$",
    _I,
)


def dated_back(text: str, before: str, ctx: _Ctx) -> str:
    """``text`` with "that day", "by then", "before then" put as the date the words before
    them gave (earlier in ``text``, else in ``before``, the sentences before it); unchanged
    when none did."""
    if (lead := _lead_dated_back(text, before, ctx)) != text:
        return lead  # "exam on the 6th, I'll phone him the night before": the 5th (its "before" is no "before then")
    m = _BACK_DATE.search(text)
    if m is None or (m["b"] and reminder_ahead(text)):
        return text  # ("remind me the night before" with no day said: counted from one the conversation dated)
    said = f"{before} {text[: m.start()]}"
    if _BARE_THEN.match(m.group(0)) and _MOVED_BEFORE.search(said):
        return text  # "… got moved to monday 10am so ill drive him then": the moved to-do, said again
    spans = [
        span
        for span in find_spans(said, now=ctx.now, tz=ctx.tz)
        if span.spec is not None and not _EVENING_NAMED.search(said[: span.end])
    ]
    day = m["c"] is None and m["b"] is None  # "that day", "same day": the day said before, never its time
    if day:
        spans = [span for span in spans if span.spec is not None and not _TIME_ONLY.match(span.spec.text)]
    # "Mia's last day is the 26th, … by then": the day a statement gave with "is"
    spec = spans[-1].spec if spans else copula_day(said, ctx)
    if spec is None:
        return text
    connector = "before" if m["b"] else (m["c"] or m["on"] or m["f"] or "on").lower().replace("b4", "before")
    # "in 10 days the rental ends, … by then": a day counted from now is said as the date it is ("by in 10 days")
    # ("plumber coming thurs 10am, … b4 he arrives": the date, never the span's words, which hold "coming")
    as_date = (day or m["come"] or _COUNTED.match(spec.text) is not None) and spec.precision in _DAYS
    when = spec.start.astimezone(ctx.tz).strftime("%-d %B %Y") if as_date else spec.text
    if as_date and not day and spec.precision is Precision.INSTANT:
        # "runs out in 60 hrs, … b4 that": by that moment, never the day before its date
        when = spec.start.astimezone(ctx.tz).strftime("%-d %B %Y %H:%M")
    head = text[: m.start()]
    if (bare := _BARE_VERB_END.search(head)) and bare["v"].lower() in TODO_VERBS:
        head = f"{head.rstrip()} it "  # "the gym renews on the 3rd, cancel before then": cancel it, the gym
    if m["pod"]:
        when = f"{when} {m['pod']}"  # "that morning": the morning of the day said before
    return f"{head}{connector} {when}{text[m.end() :]}"


# "…, need the agenda out a week before", "…, pack the day before": how long before, clause-final, the
# day counted from being the one said before
LEAD_BEFORE_END = re.compile(
    # ("the night before", "the evening before": the day before, in its evening)
    r"\b(?P<lead>(?:a|an|one|two|three|four|\d{1,2})\s+(?:days?|weeks?|wks?)|a\s+fortnight|the\s+day"
    r"|the\s+(?P<eve>night|evening))\s+(?:before|b4|beforehand|ahead)(?=\W*$)",
    _I,
)


def _lead_dated_back(text: str, before: str, ctx: _Ctx) -> str:
    """``text`` with a clause-final "a week before" said as that lead before the one day the words
    before it gave ("general meeting oct 14, need the agenda out a week before": by 7 October);
    unchanged when they gave no day, or more than one."""
    m = LEAD_BEFORE_END.search(text)
    if m is None:
        return text
    said = f"{before} {text[: m.start()]}"
    # "the night before": each clause read alone too ("his prelims the 6th, I'll phone him" reads no date whole)
    parts = (said, *re.split(r"[,;]", said)) if m["eve"] else (said,)
    spans = [
        span
        for part in parts
        for span in find_spans(part, now=ctx.now, tz=ctx.tz)
        if span.spec is not None and span.spec.precision in _DAYS and not _TIME_ONLY.match(span.spec.text)
    ]
    days = {span.spec.start.astimezone(ctx.tz).date() for span in spans if span.spec is not None}
    if len(days) != 1:
        return text  # "dentist mon and the party fri, …a day before": before which?
    when = days.pop().strftime("%-d %B %Y")
    lead = "the day" if m["eve"] else m["lead"]
    return f"{text[: m.start()]}{lead} before {when}{text[m.end() :]}"


# a to-do verb with no object, just before "by then" ("…, cancel before then"): it is the thing said before
_BARE_VERB_END = re.compile(r"(?:^|[,;:.]\s*|\s[-–—]\s*|\band\s+|\bto\s+)(?P<v>[a-z]+)\s+$", _I)  # "… - cancel before"


# "at 3", "10am": a time said, no day ("dentist thurs 10am, pick up Ama at 3 same day": thursday)
# (or a window of the clock alone: "2-8pm", "9 to 5", "10:30-11am")
_CLOCK = r"\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm|a\.m\.?|p\.m\.?|h)?"
_TIME_ONLY = re.compile(rf"^(?:at\s+|from\s+)?(?:{_CLOCK}(?:\s*(?:-|–|to)\s*{_CLOCK})?|noon|midnight)$", _I)
_DAYS = (Precision.DAY, Precision.INSTANT)
_COUNTED = re.compile(r"^(?:in|within)\s", _I)


def time_alone(words: str) -> bool:
    """Whether ``words`` (a date's words as written) say a time and no day: "3:15", "at 4", "noon"."""
    return bool(_TIME_ONLY.match(words.strip()))


def back_connector(text: str) -> str | None:
    """The deadline word of the "by then" / "b4 then" a to-do's words still hold ("by", "b4"), or
    None: what :mod:`memory.derive` dates from the thing the conversation touched last."""
    m = _BACK_DATE.search(text)
    return m["c"].lower() if m is not None and m["c"] else None


def unanchored(intent: Intent, before: str = "", ctx: _Ctx | None = None) -> Intent:
    """A to-do due "by then" with no date read for it: the one day the words ``before`` it say
    ("parents arrive sat, need to clean the guest room b4 then": by the Friday, as "b4 sat" is),
    else recap asks when that is rather than keep "by then" in its action."""
    if not isinstance(intent, NewCommitment) or intent.due is not None:
        return intent
    m = _BACK_DATE.search(intent.action)
    if m is None:
        return intent
    action = re.sub(r"\s+", " ", f"{intent.action[: m.start()]} {intent.action[m.end() :]}").strip()
    action = _LEAD_LEFT.sub("", action)  # "get a covid test 48h | before": the lead is no part of it
    spans = find_spans(before, now=ctx.now, tz=ctx.tz) if ctx is not None and before and m["c"] else []
    spans = [span for span in spans if not _EVENING_NAMED.search(before[: span.end])]  # "burns night …"
    if len(spans) == 1 and spans[0].spec is not None and spans[0].spec.end > ctx.now and action:
        from memory.understanding._commitment_intro import _day_before  # one rule for "before <day>"

        due = spans[0].spec if m["c"].lower() not in ("before", "b4") else _day_before(spans[0].spec)
        if due.end > ctx.now:
            return replace(intent, action=action, due=due)
    return Unclear(
        f"When is “{m.group(0)}” for “{action}”? Say the date.", intent.action, replace(intent, action=action)
    )


# -- "he"/"she" for the person named before ------------------------------------------------------

# ("they" of a firm or an office, said as one: "called the insurer, they'll send the forms")
_SUBJECT_PRONOUN = re.compile(r"^(?:he|she|they)(?P<v>'s|'ll|'d|'re|\s+(?:are|have)\b|\s)", _I)
_CONTRACTED = {"'s": " is", "'ll": " will", "'d": " would", "'re": " is", "are": " is", "have": " has"}


def named_in(person: str, clause: str) -> str:
    """``clause`` with its leading "he"/"she" put as ``person``: "she's taking over the Osei
    account" -> "Kofi is taking over the Osei account" (a contraction spelt out, so the forms
    read the name as they read any subject)."""
    m = _SUBJECT_PRONOUN.match(clause)
    if m is None:
        return clause
    return f"{person}{_CONTRACTED.get(m['v'].strip().lower(), '')} {clause[m.end() :].lstrip()}"


def promised_of(person: str | None, clause: str, read: Reader, about: str | None = None) -> list[Intent]:
    """ "called Kwesi, he wants the proposal by thurs", "rang Tomasz, he's coming round at 6":
    the clause said of the one person the words before named (no fact or report of theirs read
    from them), kept when it reads as a promise, theirs or the user's to them, or as where they
    are or what they do now ("sent the menu to Anika, she's head chef now"); what "he moved out
    today" says of Conor is no thing recap keeps of a name it merely heard."""
    if person is None or not _SUBJECT_PRONOUN.match(clause):
        return []
    said = [_it_named(intent, about) for intent in read(named_in(person, clause))]
    return [intent for intent in said if isinstance(intent, NewCommitment) or _their_news(intent, person)]


_IT = re.compile(r"(?<=\s)it(?=$|\s)", _I)


def _it_named(intent: Intent, about: str | None) -> Intent:
    """A promise whose one "it" is what the report before was ``about`` ("emailed IT about the vpn, they'll
    look at it tmrw": look at the vpn); else as read."""
    if about is None or not isinstance(intent, NewCommitment) or len(_IT.findall(intent.action)) != 1:
        return intent
    return replace(intent, action=_IT.sub(about, intent.action))


# what someone does and where they are, said to be so now: their news, whoever told it
_THEIR_NEWS = frozenset({"role", "team", "location", "employer", "manager"})


def _their_news(intent: Intent, person: str) -> bool:
    """Whether ``intent`` states, as so now, ``person``'s role, team, place, employer or manager."""
    return (
        isinstance(intent, StateClaim)
        and intent.subject == person
        and intent.predicate in _THEIR_NEWS
        and intent.explicit_now
        and intent.effective is None
    )


def said_of_named(clause: str, person: Callable[[], str | None], read: Reader) -> list[Intent]:
    """A clause that reads as nothing alone, said of the one person named before (``person``,
    asked only when the clause's words need it): what they want of the user with the subject
    left out ("Tanya took over as regional manager, wants the pipeline report by eow": the
    user's to-do for Tanya), or a fact about someone with them said as "her" or "him"
    ("Valentina's head of sales now, Camila reports to her from oct 1": Valentina). Only a
    to-do or a fact, as said."""
    if WANTS.match(clause):
        who = person()
        return [i for i in read(f"{who} {clause}") if isinstance(i, NewCommitment)] if who else []
    if LEFT_OUT_FACT.match(clause):  # "Ingrid got bumped to senior PM and is relocating to Oslo"
        who = person()
        return [i for i in read(f"{who} {clause}") if isinstance(i, StateClaim) and i.subject == who] if who else []
    if _TO_HIM_OR_HER.search(clause):
        who = person()
        said = _TO_HIM_OR_HER.sub(lambda m: f"{m['p']} {who}", clause, count=1) if who else ""
        return [i for i in read(said) if isinstance(i, StateClaim)] if said else []
    return []


# "Sam left Acme and joined Globex", "Tom sent the deck and called Ana": a name, then what they did
_NAMED_DOER = re.compile(r"^(?P<n>[A-ZÀ-ÖØ-Þ][\w\-]+(?:\s+[A-ZÀ-ÖØ-Þ][\w\-]+)?)\s+(?P<v>[a-z]+)\b")
_DID = re.compile(r"^(?P<v>[a-z]+)\b")


def carried_subject(before: Sequence[str], clause: str) -> str | None:
    """ "Sam left Acme and joined Globex": the clause with the subject of the clause just before
    put back ("Sam joined Globex"), when that clause opens with a name and a past verb and this
    one with a past verb of its own; what the named person did is never the user's to-do done."""
    if not before:
        return None
    m, did = _NAMED_DOER.match(before[-1].strip()), _DID.match(clause)
    if m is None or did is None or m["n"].split()[0].lower() in _NAME_STOP:
        return None
    if _OBLIGED_PAST.match(clause):
        return None  # "Tariq started today, got to book his induction": the user's obligation, not Tariq's
    if not (past_verb(m["v"]) and past_verb(did["v"])) or did["v"] in _OWN_WORD or _HIM_HER.search(clause):
        return None  # "Tomás moved to Lisbon, promised to send him the laptop": the user's own promise, to him
    return f"{m['n']} {clause}"


# "got to", "had to": an obligation (chat's "gotta"), never a deed done
_OBLIGED_PAST = re.compile(r"^(?:got|had|needed)\s+to\b", _I)
# what the user says of their own word with the subject left out ("promised to …", "told him I'd …")
_OWN_WORD = frozenset({"promised", "told", "owed", "said", "agreed", "offered"})
_HIM_HER = re.compile(r"\b(?:him|her|them)\b", _I)


# "reports to her", "works for him": the person named before, as the object of a fact's verb
_TO_HIM_OR_HER = re.compile(r"\b(?P<p>reports\s+to|works\s+(?:for|with|under)|answers\s+to)\s+(?:her|him)\b", _I)


# -- a report, then what to do about it --------------------------------------------------------

_CUT = re.compile(
    r"\s*(?:[,;]\s*(?:(?:and|then|also|plus|so|now|but|oh|btw)\s+)*|\s[-–—]+\s+"
    r"|\s+(?:oh\s+(?:and|also|yeah)|and\s+oh|btw|and|then|also|plus|so|now)\s+"
    # run-on typing: "paid the gas bill need to pay the water bill by friday"
    r"|\s+(?=(?:need\s+to|gotta|got\s+to|have\s+to|must|remind\s+me|don't\s+forget)\b))"
    r"(?:(?:next(?:\s+up)?|after\s+that|then)\s*[:,]?\s+)?",
    _I,
)
# a name's thing with no article, when a past tense follows it: "Teiki's pirogue crew", "Sam's band"
# (never "Sam's off sick", "Ana's the new lead": "'s" for "is" before a state or an article)
_WHOSE_THING = re.compile(
    r"^[\w-]+['’]s\s+(?!(?:a|an|the|my|our|his|her|their|your|now|also|still|just|not|never|off|out|in|at|on|back"
    r"|away|home|been|got|gone|done)\b)[a-z][\w-]*(?:\s+[a-z][\w-]*){0,2}$",
    _I,
)
# any space, for a message with no separator at all: "the printers broken again call the engineer tmrw"
# "NDA's signed and sent to Lucia": a past verb with no object of its own says more of the same thing
# "sent to Lucia", "renewed online ✔", "paid in full": a past verb and how or where, no object of its own
_NO_OBJECT = re.compile(
    r"^\S+(?:\s+(?:to|off|out|back|over|for|with|at|in|on|by|from|too|as\s+well)\b"
    r"|\s+(?:online|early|in\s+person|in\s+full|at\s+last|on\s+time)(?:\s*\W*)$|\s*\W*$)",
    _I,
)
# a role said after "as" with one word yet ("started as swim | coach"): a compound noun goes on, no cut in it
# (never "as usual", "as planned": said of how, the next word may start a to-do)
_AS_ONE_WORD = re.compile(
    r"\bas\s+(?:an?\s+|the\s+|our\s+|their\s+)?(?!(?:usual|always|well|planned|expected|promised|agreed|discussed"
    r"|requested|needed|such|soon|said|per|ever|before|normal|discussed|mentioned|arranged)\b)[a-z][\w-]*$",
    _I,
)
_SO = re.compile(r"\bso\b", _I)  # "offsite's cancelled so scrap the venue": a reason, one change
_RUN_ON = re.compile(r"\s+")
# (with its "I", as dictation types it: "the dishwasher is leaking again I need to call somebody about that")
_OBLIGED = re.compile(
    r"^(?:(?:i|we)\s+(?:really\s+|still\s+|also\s+)?(?=need\s+to|have\s+to|gotta|got\s+to|must))?"
    r"(?:need\s+to|gotta|got\s+to|have\s+to|must|remind\s+me|don't\s+forget)\b",
    _I,
)
_DETERMINERS = frozenset({"the", "a", "an", "my", "our", "your", "his", "her", "their", "its", "this", "that",
                          "these", "those", "some", "every", "each"})  # fmt: skip
# words after which "need to" goes on the same clause: "I need to", "really need to", "Ana and I must"
_OWN_SUBJECT = frozenset({"i", "we", "you", "they", "he", "she", "really", "still", "also", "just", "will",
                          "would", "might", "may", "definitely", "def", "probably", "prob", "seriously", "actually",
                          "both", "all", "and", "or", "so", "now", "then", "who", "that", "which", "i'll", "we'll",
                          "you'll"})  # fmt: skip
# the joins an obligation after them starts a clause of its own at, where the clause cutter did not
# cut: none ("…bill need to pay…"), "now" ("Maya is COO now need to send her the chart")
_OBLIGATION_JOINS = frozenset({"", "now", "btw"})
_LETS = re.compile(r"^(?:let's|lets|let\s+us)\s+\w", _I)
# a past tense that says what happened to a to-do; not one that starts a report of a wish
_NOT_REPORT = frozenset({"needed", "wanted", "tried", "planned", "decided", "hoped", "agreed", "promised", "asked",
                         "started", "forgot", "remembered", "realised", "realized", "noticed", "seemed"})  # fmt: skip
_SAME_THING = re.compile(r"^\S+\s+(?:it|them|that|this|those|these)\b", _I)  # "… and sent it to Jana"
_SUBJECT = re.compile(r"^(?:i|we)\s+(?:(?:just|also|finally|then)\s+)*", _I)
_REPORTS = (StateClaim, OpenEpisode, ResolveEpisode, CompleteCommitment, CancelCommitment, MoveCommitment)
_LIFECYCLE = (CompleteCommitment, CancelCommitment, MoveCommitment)
Reader = Callable[[str], list[Intent]]
_MAX_REPORT_WORDS = 15


def _past(words: str) -> bool:
    """Whether ``words`` open with a past tense that reports a change ("sent", "pushed")."""
    first = _SUBJECT.sub("", words).split()[:1]
    v = first[0].lower() if first else ""
    return v not in _NOT_REPORT and (
        v in _IRREGULAR_PAST or (len(v) >= 5 and v.endswith("ed") and not v.endswith("eed"))
    )


# "calling the installer tmrw", "ringing the engineer on mon": the user's plan, said in the progressive
_PLANNED = re.compile(r"^(?:(?:i'm|im|i\s+am|am)\s+)?(?:[a-z]{2,}ing)\s+(?:the|my|our|a|an|him|her|them|[A-Z])", _I)


def _dated_plan(words: str) -> bool:
    """Whether ``words`` are a plan of the user's said in the progressive, with its day
    ("calling the installer tmrw"): a to-do after a report, as an imperative would be."""
    return bool(_PLANNED.match(words)) and has_date_words(words)


def more_of_the_same(words: str) -> bool:
    """Whether ``words`` are a past verb with no object of its own ("sent to Lucia" after
    "NDA's signed and"): more said of the thing before, not a clause of its own."""
    return _past(words) and bool(_NO_OBJECT.match(_SUBJECT.sub("", words)))


# a change asked of a to-do: "push the vet to thurs", "scratch the haircut", "call off the drinks"
_CHANGE_ASKED = re.compile(
    r"^(?:(?:let's|lets|just|also|and)\s+)*(?:push|move|bump|shift|postpone|reschedule|delay|bring\s+forward|cancel"
    r"|drop|scrap|scratch|forget|ditch|bin|axe|kill|nix|call\s+off|tick\s+off|cross\s+off|mark)\b",
    _I,
)


_CHANGES = (CompleteCommitment, CancelCommitment, MoveCommitment, ResolveEpisode)
_NOT = re.compile(r"\b(?:not|cannot|can't|cant|won't|never|no)\b|n't\b", _I)


def _may_name_change(words: str) -> bool:
    """Whether ``words`` may be a change of a thing they name (:func:`_named_change`), before
    reading them: not a negation ("admins cannot log in" reports the trouble), nor a thing
    handed in ("NDA's signed and sent to Lucia": more of the same thing)."""
    return not (_NOT.search(words) or more_of_the_same(words))


def _named_change(words: str, read: Reader) -> bool:
    """ "…, flowers can wait till tomorrow", "… and the printer's fixed too": words that read
    alone as changes of things they name (never of "that", which the words before would be)."""
    if not _may_name_change(words):
        return False
    found = read(words)
    return bool(found) and all(
        isinstance(i, _CHANGES)
        and not (isinstance(i, CompleteCommitment) and i.sent)
        and (i.topic if isinstance(i, ResolveEpisode) else i.action) not in ("that", "it")
        for i in found
    )


# a report that starts with its doer or its verb, not the thing it left done ("rent paid")
_DOER_FIRST = re.compile(
    r"^(?:(?:i|we|just|finally|already|also)\s+)*(?:i|we|[a-z]+ed|did|got|went|had|made|took)\b", _I
)


def _may_trouble(before: str) -> bool:
    """Whether the words ``before`` a cut may be the change a trouble follows
    (:func:`_trouble_after_change`), before reading them: not when they start with their doer
    ("just finished a 12 hour shift, legs are dead": news, told of oneself)."""
    return not _DOER_FIRST.match(before)


def _trouble_after_change(before: str, after: str, read: Reader) -> bool:
    """ "rent paid and the ultrasound machine keeps cutting out", "hall booked also the projector
    in rm 12 is dead": a to-do's change, then a trouble that reads alone as an issue."""
    if not _may_trouble(before):
        return False
    # the words after first: most cuts have no trouble after them, and _named_change reads them too
    then = read(after)
    if not then or not all(isinstance(i, OpenEpisode) for i in then):
        return False
    first = read(before)
    return bool(first) and all(isinstance(i, _LIFECYCLE) and not isinstance(i, MoveCommitment) for i in first)


def _all_of(found: list[Intent], kinds: tuple[type, ...]) -> bool:
    """Whether ``found`` holds something, and only intents of ``kinds``."""
    return bool(found) and all(isinstance(intent, kinds) for intent in found)


# a thing first, no subject, modal or verb of its own: "council tax fri", "water bill on the 20th"
# (never "will send me the plan by fri": a promise whose subject was said before the comma)
_THING_FIRST = re.compile(
    r"^(?!(?:will|won't|would|should|shall|can|could|must|might|may|need|needs|have|has|had|gonna|going|to|i|we"
    r"|he|she|they|it|you|u|and|but|so|then|also|pls|please|i'll|i'm|we'll|she'll|he'll|they'll)\b)[a-z]",
    _I,
)


def _names_a_todo(found: list[Intent]) -> bool:
    """Whether ``found`` is one to-do of the user's, kept or offered (a to-do named by its thing and day)."""
    if len(found) != 1:
        return False
    todo = found[0].proposal if isinstance(found[0], Unclear) else found[0]
    return isinstance(todo, NewCommitment) and todo.owner == "me" and todo.due is not None


# which way the verb before goes on, said with its place: "back into the house", "out onto the road",
# "up through the floor" (a verb of a to-do takes its object first: "back up the files")
_WAY_ON = re.compile(
    r"^(?:back|out|up|down|off|over|away|round|around|through|in)\s+(?:into|onto|in\s+to|on\s+to|out\s+of"
    r"|through|across|along|under|over|towards?|from)\s", re.IGNORECASE
)


def report_then_more(
    text: str, read: Reader, read_rest: Callable[[str], list[tuple[Intent, str]]], cuts: re.Pattern[str] = _CUT
) -> list[tuple[Intent, str]] | None:
    """``text`` read as a report and what follows it, when it is one: the words before a cut
    read alone as a fact, an issue or a lifecycle change, and the words after it (a to-do, a
    plan with "let's", or a second lifecycle change, said as done or asked for: "push the vet
    to thurs and scratch the haircut", "wifi's back, also paid the phone bill") read alone as
    something too."""
    for cut in cuts.finditer(text):
        before, after = text[: cut.start()].strip(), text[cut.end() :].strip()
        if len(before.split()) > _MAX_REPORT_WORDS:
            return None  # a report is said in a few words; a run-on message is not re-read at every cut
        if len(before.split()) < 2 or len(after.split()) < 2 or _VERB_PARTICLE.match(before):
            continue  # "clear out and clean the garage": two verbs, one object
        if idiom_across(text, cut.start()):
            continue  # "Orville's a broken record w/ his cricket stats": one figure of speech
        if not cut.group(0).strip() and _WHOSE_THING.match(before) and _past(after):
            continue  # "Teiki's pirogue crew smashed the race": what his crew did, never "Teiki is crew"
        # run-on typing, "…bill need to pay…" (said after a separator, an obligation starts a
        # clause of its own already); not "… due friday need to write it", one to-do, but for a
        # to-do about a trouble: "projector's dead again + need to email estates about it"
        joined = cut.group(0).strip().lower()
        leans = bool(_OBLIGED.match(after)) and _leans_back(after)
        obliged = bool(_OBLIGED.match(after)) and (leans or joined in _OBLIGATION_JOINS)
        if obliged and not joined and before.split()[-1].lower() in _OWN_SUBJECT:
            continue  # "… and I need to": the obligation's own subject, no cut
        if not cut.group(0).strip() and _AS_ONE_WORD.search(before):
            continue  # "started as swim coach at the pool": "swim coach" one noun, no "coach …" to do
        if not joined and before.split()[-1].lower() in _DETERMINERS:
            continue  # "sent the quote to no 9": a determiner goes on to its noun, no "quote …" to do
        if not joined and after[:1].isupper() and before.split()[-1][:1].isupper() and before.split()[-1] != "I":
            continue  # "moved into Birchwood Lodge care home": a name goes on, no "Lodge care home" to do
        if not joined and _WAY_ON.match(after):
            continue  # "the wood stove is smoking back into the house": where it goes, no "back …" to do
        if not joined and before[-1].isdigit() and currency_first(after):
            continue  # "rent is 9800 mop a month": the figure's currency, no verb after a cut
        if obliged and not joined and before.split()[-1].lower() in PEOPLE:
            continue  # "…, the children need to bathe": "need" agrees with the people before it, their need
        if obliged and not joined and before.split()[-1].lower() in ("no", "not", "never", "don't", "dont"):
            continue  # "it's fixed, no need to call the tech": the obligation denied, no to-do after a cut
        # what the words after the cut must be: a to-do, or (when they report or ask a change) a change
        changed = (_past(after) and not _NO_OBJECT.match(_SUBJECT.sub("", after))) or bool(
            _CHANGE_ASKED.match(after) and not _SO.search(cut.group(0))
        )
        # "…, flowers can wait till tomorrow": a second change; after "so", the change a reason
        # brings. Read last, only when no shape says already: it reads the words after in full.
        # "filed Kowalski, now Patel return tmrw and Obi's amendment wed": a list of dated things
        shaped = _imperative_shape(after) or _LETS.match(after) or changed or obliged or (joined and dated_list(after))
        shaped = shaped or _dated_plan(after)  # "garage door still busted, calling the installer tmrw"
        # "rent paid, council tax next week": a thing named with its day, after a comma, is a to-do of its own
        shaped = shaped or (
            joined in (",", ";") and _THING_FIRST.match(after) is not None and has_date_words(after)
            and _names_a_todo(read(after))
        )
        # "printer fixed so the handouts are printed": a fix, then the job it let be done
        shaped = shaped or (bool(_SO.search(cut.group(0))) and result_shaped(after))
        past = changed and _past(before)
        kinds = _LIFECYCLE if past else _REPORTS
        named = not _SO.search(cut.group(0))
        # typed with no separator, a statement with a subject of its own: "the vpn is down again the
        # printer is jammed", "Tom moved to Leeds Ana joined the finance team" (each must read as a report)
        stated = not shaped and not joined and own_subject(before, after)
        if not shaped and not (stated or _may_trouble(before) or (named and _may_name_change(after))):
            continue  # neither reading of the words after can hold: nothing read
        if not shaped and taken() and len(before) < len(after) and not _all_of(read(before), kinds):
            continue  # both sides must read as something: the shorter read first, it costs less
        trouble = not shaped and _trouble_after_change(before, after, read)  # "rent paid and the oven's dead"
        said = stated and not trouble and _all_of(read(after), _REPORTS)
        if not (shaped or trouble or said or (named and _named_change(after, read))):
            continue
        first = read(before)
        # (a plan the user can't keep is a reason too: "cant make the 3pm with Jo, call her tmrw")
        if not first and (not named or not_going(before) is not None) and _imperative_shape(after):
            # "pharmacy closing early tmrw so pick up the meds by 1": a reason that is nothing to
            # keep, then the to-do it leads to (on the reason's day: :mod:`._shared_day`)
            return report_then_more(after, read, read_rest, cuts) or read_rest(after) or None
        theirs = bool(shaped and not named and first) and all(
            isinstance(i, NewCommitment) and i.owner != "me" for i in first
        )
        if not (theirs or _all_of(first, (OpenEpisode,) if leans else kinds)):
            continue  # (before "so", someone's plan too: "Ravi's fixing the fence sat so buy paint by fri")
        if past and _SAME_THING.match(_SUBJECT.sub("", after)):
            return [(intent, before) for intent in first]  # "finished the report and sent it to Jana": one thing
        carried = carried_subject([before], after)
        if carried is not None:  # "Tom sent the deck and called Ana": what Tom did, never the user's
            return [(intent, before) for intent in first] + [
                (intent, after) for intent in read(carried) if not isinstance(intent, Unclear)
            ]
        rest = report_then_more(after, read, read_rest, cuts) or read_rest(after)
        if rest and not (changed and not isinstance(rest[0][0], _LIFECYCLE)):
            return [(intent, before) for intent in first] + rest
    return None


def run_on(
    text: str, read: Reader, read_rest: Callable[[str], list[tuple[Intent, str]]], cuts: re.Pattern[str] | None = None
) -> list[tuple[Intent, str]] | None:
    """A sentence typed without any separator that reads as nothing whole ("the printers broken
    again call the engineer tmrw"): a report, then a to-do or a change, cut at any space (the
    report must read alone, so the words of one never leak into the other), or only at ``cuts``."""
    if len(text.split()) > 2 * _MAX_REPORT_WORDS or _UNTIL.search(text):
        return None  # "skip the school run until friday": the "until" spans it all, no cut in it
    return report_then_more(text, read, read_rest, cuts or _RUN_ON) or (None if cuts else _last_todo(text, read_rest))


# where a sentence's parts meet: a comma, a semicolon, a dash
_PART_CUT = re.compile(r"\s*[,;]\s*(?:(?:and|then|so|now|but)\s+)*|\s[-–—]+\s+", _I)


def _last_todo(text: str, read_rest: Callable[[str], list[tuple[Intent, str]]]) -> list[tuple[Intent, str]] | None:
    """ "tiles arrived, grout still missing, chase Wickes tmrw": what is said before the to-do at
    the end reads as nothing (the words before it are asked about, when they show a sign), so
    the to-do is read on its own rather than lost with them."""
    cuts = list(_PART_CUT.finditer(text))
    if not cuts:
        return None
    last = text[cuts[-1].end() :].strip()
    if not (_imperative_shape(last) or _OBLIGED.match(last)) or len(last.split()) < 2:
        return None
    if has_date_words(text[: cuts[-1].start()]) and not has_date_words(last):
        return None  # "Dmitri's flight lands at 6, pick him up": the time said before may be the to-do's
    found = read_rest(last)
    keep = found and all(
        isinstance(intent, NewCommitment) or (isinstance(intent, Unclear) and intent.proposal) for intent, _ in found
    )
    return found if keep else None


_UNTIL = re.compile(r"\b(?:until|till|til|untill)\b", _I)


# a second clause inside the words one report was read from, typed with no separator: a past
# verb and its object ("paid the rent booked the dentist"), "I" and a past verb ("… I booked …"),
# or a thing and its state ("head of sales the printer is jammed")
_STARTS = (
    r"(?:(?:i|we)\s+)?(?-i:[a-z]{3,}ed)\s+(?:the|my|our|a|an|his|her|their)\s"
    r"|(?:i|we)\s+(?:[a-z]{3,}ed|" + "|".join(sorted(_IRREGULAR_PAST)) + r")\b"
    r"|(?:the|my|our)\s+\S+(?:\s+\S+)?\s+(?:is|are|was|were|keeps)\b"
    # "paid the gas bill I need to pay the water bill by friday": "I" and an obligation
    r"|(?:i|we)\s+(?:need\s+to|have\s+to|gotta|got\s+to|must)\b"
)
_SECOND_CLAUSE = re.compile(r"\S\s+(?:" + _STARTS + ")", _I)
# the cut before it, or before an obligation: "paid the rent booked the dentist need to call …"
_AT_SECOND_CLAUSE = re.compile(r"(?<=\S)\s+(?=" + _STARTS + r"|(?:need\s+to|gotta|got\s+to|have\s+to|must)\b)", _I)


def run_on_read(
    found: list[tuple[Intent, str]], text: str, cut: Callable[[re.Pattern[str] | None], list[tuple[Intent, str]]]
) -> list[tuple[Intent, str]]:
    """``found`` (what ``text`` read as whole), or what ``cut`` reads it as (:func:`run_on`):
    when nothing was read, or when a report read whole holds a second clause typed with no
    separator ("sent the contract to Ade pushed the call with Mei to friday": one done report
    of it all), cut only where that clause starts, when that reads more."""
    if not found:
        return cut(None)
    if all(isinstance(intent, Unclear) and intent.proposal is None for intent, _ in found):
        # "mum's bday is the 19th get her flowers": no date read in it whole, each clause reads its own
        ran = cut(None)
        return ran if ran and not any(isinstance(intent, Unclear) for intent, _ in ran) else found
    if not any(isinstance(intent, _REPORTS) and _SECOND_CLAUSE.search(_said(intent)) for intent, _ in found):
        return found
    ran = cut(_AT_SECOND_CLAUSE)
    return ran if len(ran) > len(found) else found


def _said(intent: Intent) -> str:
    """The words a report holds: its action, topic or value."""
    if isinstance(intent, StateClaim):
        return intent.value
    return intent.topic if isinstance(intent, OpenEpisode | ResolveEpisode) else getattr(intent, "action", "")


# -- a window of two dates -------------------------------------------------------------------

_BETWEEN = re.compile(r"^(?P<a>.+?)\s+between\s+(?P<x>.+?)\s+(?:and|&)\s+(?P<y>.+)$", _I)


def between_dates(text: str, read: Reader) -> list[Intent] | None:
    """ "call the clinic between the 3rd and the 5th": a window, not two to-dos nor a date
    folded into the action; recap offers the to-do and asks when it is due."""
    m = _BETWEEN.match(text)
    if m is None or not (has_date_words(m["x"]) and has_date_words(m["y"])):
        return None
    if is_window(f"between {m['x']} and {m['y']}"):  # "between 2 and 4pm": a clock window, read as its start
        return None
    found = read(m["a"])
    if len(found) != 1 or not isinstance(found[0], NewCommitment) or found[0].due is not None:
        return None
    question = f"“{found[0].action}” between {m['x']} and {m['y']}: when is it due? Say one date, e.g. “by {m['y']}”."
    return [Unclear(question, text, found[0])]


# -- the rest of a list of objects ------------------------------------------------------------

_LAST_ITEM = re.compile(r"^(?P<head>.+?)\s+(?:and|&)\s+\S", _I)
_NOT_AN_OBJECT = re.compile(r"^(?:it|it's|its|he|she|they|we|i|you|this|that|there|so|but|then|also|plus)\b", _I)
_MAX_ITEM_WORDS = 3


def more_objects(detail: str) -> bool:
    """Whether ``detail`` (what follows the first comma) goes on the list of objects the words
    before the comma began: "email Ana, Bo and Chen about the party" is one to-do naming three
    people, as "buy milk, eggs and bread" is one errand, never "email Ana" and the rest lost."""
    m = _LAST_ITEM.match(detail)
    if m is None or _NOT_AN_OBJECT.match(detail):
        return False
    items = [item.strip() for item in m["head"].split(",")]
    return all(
        item and len(item.split()) <= _MAX_ITEM_WORDS and not has_date_words(item) and not _imperative_shape(item)
        for item in items
    )


# -- a job split with someone else ---------------------------------------------------------------

_MY_SHARE = re.compile(
    r"^(?:and\s+)?(?:i'll|i\s+will|i'm\s+(?:gonna|going\s+to)|i\s+can|(?:i'm|im|i\s+am)\s+(?P<v>[a-z]{2,}ing))"
    r"\s+(?P<rest>\S.+)$",
    _I,
)


# what one is doing that is no share of a job: "im doing nothing lol", "i'm doing fine", "i'm doing it later"
_NO_SHARE = re.compile(r"^(?:nothing|anything|fine|ok|okay|well|good|great|alright|my\s+best|it|that|this|so)\b", _I)


def my_share(clause: str, others: list[Intent], ctx: _Ctx, clauses: Sequence[str] = ()) -> list[Intent]:
    """ "… and I'll get the drinks" after someone else's promise: the user's share, undated;
    or a thing with its own date in a list of such things (:func:`listed_thing`)."""
    m = _MY_SHARE.match(clause)
    theirs = any(isinstance(intent, NewCommitment) and intent.owner != "me" for intent in others)
    # "ciara's doing the slides, i'm doing the intro": the user's share said as what they are doing
    verb = ("do" if m["v"].lower() == "doing" else _base(m["v"])) if m and m["v"] else None
    rest = f"{verb} {m['rest']}" if m and verb and verb != m["v"].lower() else None
    rest = rest or (m["rest"] if m and not m["v"] else None)
    if rest is None or not theirs or not _imperative_shape(rest) or (m and m["v"] and _NO_SHARE.match(m["rest"])):
        return listed_thing(clause, clauses, ctx)
    read = _read(rest, ctx, "me", None, needs_date=False) or []
    return [intent for intent in read if isinstance(intent, NewCommitment)]


# -- a thing with its own date, in a list of them ------------------------------------------------

_MAX_THING_WORDS = 4


def listed_thing(clause: str, clauses: Sequence[str], ctx: _Ctx) -> list[Intent]:
    """ "1:1 w/ Ayaan thurs 2pm, then faculty board fri 10am", "Patel return tmrw and Obi's
    amendment wed": a sentence cut into things that each end with a date of their own is a list,
    and a short thing in it that no form reads is an item of the list, as it would be under a
    bullet ("faculty board" due friday 10am), never lost beside the one read. A name alone
    ("… and Tom on tuesday") is no thing to do."""
    if len(clauses) < 2 or clause not in clauses:
        return []
    if not dated_list(", ".join(clauses)):
        return _left_item(clause, clauses) or _dated_item(clause, clauses, ctx)
    if any(said_of_subject(c) for c in clauses):
        return []  # "clocks go forward sunday so don't let me be late …": clauses, not a list of things
    return [
        intent
        for intent in _dated_thing(clause, ctx, _MAX_THING_WORDS)
        if not _SAID_OF_IT.search(intent.action)
        # "dentist thurs 10am, lunch with Bo at 1": which day the 1 o'clock is on, recap asks
        and not (time_alone(intent.due.text) and any(c != clause and not _time_alone_end(c) for c in clauses))
    ]


# "need" said of a thing, not a doing: "need the halloween costume", never "need to call"
_NEEDED = re.compile(r"^needs?\s+(?=(?:the|a|an|my|our|some|new)\s+\S)", _I)


def _dated_thing(clause: str, ctx: _Ctx, most_words: int) -> list[NewCommitment]:
    """The one short thing with its date ``clause`` reads as, as an item of a list (else [])."""
    found = _read(clause, ctx, "me", None, needs_date=True) or []
    # "need the halloween costume tmrw, book the taxi by sun": the thing needed by then, no verb "need"
    found = [replace(i, action=_NEEDED.sub("", i.action)) if isinstance(i, NewCommitment) else i for i in found]
    return [
        intent
        for intent in found
        if isinstance(intent, NewCommitment)
        and intent.due is not None
        and _plausible(intent.action, max_words=most_words)
        and not _NAME_ALONE.match(intent.action)
        and not _HOW_IT_IS.match(intent.action)
    ] if len(found) == 1 else []


# how things are at a time, said as a remark after a report ("…, normal lah in winter", "…, always busy
# on fridays"): no thing of a list to do then
_HOW_IT_IS = re.compile(
    r"^(?:(?:quite|pretty|very|so|always|usually|totally|completely|perfectly)\s+)?(?:normal|usual|typical|standard"
    r"|common|expected|same|fine|ok|okay|quiet|busy|crazy|mad|cold|hot|worse|better|rare|routine|classic)"
    r"(?:\s+(?:lah|la|leh|lor|one|sia|ah|mah|what))?$",  # Singapore English closes the remark with its tone
    _I,
)


def _beside_a_todo(clause: str, clauses: Sequence[str]) -> bool:
    """Whether another of ``clauses`` is a to-do said as one ("renew OHIP", "need to email Ines")."""
    return any(_imperative_shape(_OBLIGED_LEAD.sub("", c)) for c in clauses if c != clause)


def _time_alone_end(clause: str) -> bool:
    """Whether ``clause`` says no day, only a time at its end ("… at 1", "… 9:30")."""
    return not has_date_words(_CLOCK_END.sub("", clause))


_CLOCK_END = re.compile(r"(?:^|\s)(?:at\s+|@\s*|by\s+)?\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)?$", _I)


_MAX_ITEM_NOUN_WORDS = 3


def _left_item(clause: str, clauses: Sequence[str]) -> list[Intent]:
    """ "need to email Ines, the invoice to Raj, and toner": an item of a list of to-dos that is
    a thing alone ("toner"), its verb unsaid (never the list's "email"): recap offers to track
    it rather than lose it."""
    if (
        len(clause.split()) > _MAX_ITEM_NOUN_WORDS
        or has_date_words(clause)
        or not _plausible(clause, max_words=_MAX_ITEM_NOUN_WORDS)
        or _NAME_ALONE.match(clause)
        or _SAID_OF_IT.search(clause)
        or _SUBJECT_AND_VERB.match(clause)
        or not _beside_a_todo(clause, clauses)
    ):
        return []
    todo = NewCommitment(action=clause, owner="me", counterparty=None, due=None)
    return [Unclear(f"Should I track “{clause}” for you?", clause, todo)]


def _dated_item(clause: str, clauses: Sequence[str], ctx: _Ctx) -> list[Intent]:
    """ "winter tires before the 15th, renew OHIP, and …": a short thing with its own deadline, in
    a list beside a to-do said as one, is a to-do of that list (its verb unsaid), never lost."""
    if not _DEADLINE_WORD.search(clause) or _STATED.search(clause) or not _beside_a_todo(clause, clauses):
        return []  # a thing said with its deadline ("… before the 15th"), never a statement ("she's off fri")
    return list(_dated_thing(clause, ctx, _MAX_ITEM_NOUN_WORDS))


_DEADLINE_WORD = re.compile(r"\b(?:by|before|b4|due|no\s+later\s+than)\b", _I)
_STATED = re.compile(r"^(?:he|she|they|it|i|we|you)\b|\b(?:is|are|was|were)\b|'(?:s|re)\b", _I)
_OBLIGED_LEAD = re.compile(r"^(?:(?:i|we)\s+)?(?:need\s+to|have\s+to|gotta|got\s+to|must|should)\s+", _I)
_NAME_ALONE = re.compile(r"^[A-ZÀ-ÖØ-Þ][\w\-]*$")
# a verb said of the thing, so no thing to do: "shop shuts early", "Tom arrives", "bus left"
_SAID_OF_IT = re.compile(r"^\S+\s+(?:\S+\s+)*?(?:[a-z]+(?<![s'])s|[a-z]{2,}ed)\b")
# a clause with its own subject and verb: "cancel the dentist, he's sick" gives a reason, no item
_SUBJECT_AND_VERB = re.compile(
    r"^(?:i|he|she|they|we|you|it|that|this|there)(?:['’](?:s|re|m)|\s+(?:is|are|was|were|am|has|had))\b", _I
)


# -- a label for every clause --------------------------------------------------------------------

_FOR_LABEL = re.compile(r"^(?P<label>for\s+[^:,;]{2,30}?)\s*:\s*(?P<rest>\S.*)$", _I)


def labelled(clauses: list[str], ctx: _Ctx) -> list[str]:
    """ "for the picnic: Jo will bring the rug", "I'll get the drinks": the leading label said
    of each clause ("… the drinks for the picnic"), before a date a clause gives of its own."""
    m = _FOR_LABEL.match(clauses[0]) if len(clauses) > 1 else None
    if m is None:
        return clauses
    label = m["label"]
    out = []
    for clause in [m["rest"], *clauses[1:]]:
        spans = find_spans(clause, now=ctx.now, tz=ctx.tz)
        if has_date_words(label) and spans:
            out.append(clause)  # its own date says when
        elif spans:
            out.append(f"{clause[: spans[0].start].rstrip()} {label} {clause[spans[0].start :].lstrip()}")
        else:
            out.append(f"{clause} {label}")
    return out


# -- a plan instead of a cancelled one ---------------------------------------------------------

# the words of intent before the plan: "let's …", "I'll …", "gonna …", "we're going to …"
_INSTEAD = re.compile(
    r"^(?:(?:let's|lets|let\s+us|we'll|i'll|(?:i|we)\s+will|will"
    r"|(?:(?:i'm|im|i\s+am|we're|we\s+are)\s+)?(?:going\s+to|gonna)"
    # "gotta go to town tomorrow instead", "need to call the bank instead": an obligation, said before the plan
    r"|(?:(?:i|we)(?:'ve|\s+have)?\s+)?(?:need\s+to|have\s+to|got\s+to|gotta|must|should))\s+)?(?P<rest>.+?)\s+instead$",
    _I,
)
_SAID_INSTEAD = re.compile(r"^(?:let's|lets|let\s+us)\b|\binstead$", _I)


def instead_of(move: Intent, clause: str, earlier: list[Intent], ctx: _Ctx) -> Intent:
    """ "scrap the Friday drinks; let's do a lunch on the 14th instead": a dated plan said
    "instead" after a cancellation of something else is a new to-do, not a move."""
    m = _INSTEAD.match(clause)
    if m is not None and isinstance(move, NewCommitment) and _SAID_INSTEAD.search(move.action):
        # "let's book a team dinner for the 12th instead" read whole: the plan, without its frame
        read = _read(m["rest"], ctx, "me", None, needs_date=move.due is not None) or []
        return read[0] if len(read) == 1 and isinstance(read[0], NewCommitment) else move
    cancelled = [intent for intent in earlier if isinstance(intent, CancelCommitment)]
    if m is None or not isinstance(move, MoveCommitment) or move.due is None or not cancelled:
        return move
    if any(content_words(c.action) & content_words(move.action) for c in cancelled):
        return move
    read = _read(m["rest"], ctx, "me", None, needs_date=True) or []
    if len(read) != 1 or not isinstance(read[0], NewCommitment):
        return move
    # whom the move's to-do was found to be for ("…, she's poorly. I'll send her flowers instead"), kept
    said_for = move.otherwise.counterparty if isinstance(move.otherwise, NewCommitment) else None
    return read[0] if read[0].counterparty or not said_for else replace(read[0], counterparty=said_for)


# -- two people named only by pronouns ---------------------------------------------------------

_HIM = re.compile(r"\b(?:him|his)\b", _I)
# a name with its title: "Mr Taufa", "Dr. Fong", "Mrs Okafor"
_TITLED = re.compile(r"\b(?P<t>Mr|Mrs|Ms|Miss|Dr|Prof)\.?\s+(?P<n>[A-ZÀ-ÖØ-Þ][\w\-]+)")
_MAN, _WOMAN = frozenset({"mr"}), frozenset({"mrs", "ms", "miss"})


def _titled_pair(text: str) -> tuple[str, str] | None:
    """The man and the woman of a message that names two people by title, one of them as a
    man or as a woman ("Mr Taufa … Dr Fong": "his" is Mr Taufa's, "her" Dr Fong); None when
    the titles do not tell them apart."""
    people = {f"{m['t']} {m['n']}": m["t"].lower() for m in _TITLED.finditer(text)}
    if len(people) != 2:
        return None
    men = [name for name, title in people.items() if title in _MAN]
    women = [name for name, title in people.items() if title in _WOMAN]
    if len(men) + len(women) == 0 or len(men) > 1 or len(women) > 1:
        return None
    man = men[0] if men else next(name for name in people if name not in women)
    woman = women[0] if women else next(name for name in people if name not in men)
    return man, woman
_HER = re.compile(r"\bher\b", _I)
# "send Ana her slides": the one just named is whose the thing is, no one unnamed
_NAMED_OWN = re.compile(r"(?-i:\b[A-ZÀ-ÖØ-Þ][\w\-]*)\s+(?:her|his)\b", _I)


def unnamed_pair(intents: list[Intent], text: str) -> list[Intent]:
    """ "tell him the plan and send her the deck" with nobody named: two people recap cannot
    tell apart; one question instead of two to-dos for nobody. Two people named with titles
    that tell them apart ("Mr Taufa", "Dr Fong") are whom "him" and "her" mean."""
    todos = [
        i for i in intents
        if isinstance(i, NewCommitment) and i.counterparty is None and i.owner == "me"
        and not _NAMED_OWN.search(i.action)
    ]
    him = [i for i in todos if _HIM.search(i.action) and not _HER.search(i.action)]
    her = [i for i in todos if _HER.search(i.action) and not _HIM.search(i.action)]
    if not him or not her:
        return intents
    titled = _titled_pair(text)
    if titled is not None:  # "Mr Taufa's GP is Dr Fong now, get his records … & book an appt with her"
        man, woman = titled
        return [replace(i, counterparty=man) if i in him else replace(i, counterparty=woman) if i in her else i
                for i in intents]  # fmt: skip
    question = (
        f"Who are “him” and “her” in “{text}”? Say it again with their names, e.g. "
        "“tell Sam the plan and send Maya the deck”."
    )
    unclear = Unclear(question, text)
    return [unclear if i is him[0] else i for i in intents if i not in (*him[1:], *her)]
