"""Questions recap asks instead of guessing, how an answer is read, and "undo".

When a message carries signs of an intent that recap could not read with confidence (an
unreadable date, a commitment that two open ones fit, a correction with no target), nothing
is stored and recap asks one short :class:`Ask` with the choices it has. A choice carries
the intents that choosing it stores, so the answer (a button press, "yes", "2", "no, the
3rd") is recorded on the timeline as an ``answer`` event holding those intents: a rebuild
applies them again without having to re-ask anything.

Confidence thresholds, all of them here:

- :data:`ASK_TTL`: how long a question can be answered. After it, a button press is told the
  question lapsed and changes nothing; a typed reply is read as a new message.
- A *typed* answer counts only for the question recap asked last, when no other message came
  in between (:func:`read_answer` decides whether the words answer it at all); anything else
  is a new message, so an unanswered question never blocks the conversation.
- Target matching (which open commitment "the deck" names) asks when two commitments score
  the same; the score and its threshold are :data:`memory.commitments.MATCH_THRESHOLD`.
- When no commitment reaches that score, one is still taken when every specific word of the
  phrase (not a generic verb such as "send", nor a common noun such as "report") is its own
  and it shares at least one: "the tender's been pushed" moves the one open "submit the
  tender", while "Maya's birthday dinner moved" moves no "buy Maya a birthday present".
  Several such ask, unless the best shares at least :data:`memory.commitments.SOLE_FIT_MARGIN`
  more than the next (:func:`memory.commitments.sole_fit`).
- :data:`SECOND_OPINION`: a message the rules read as nothing, that is no small talk and
  touches no open commitment, still gets a question when the trained second opinion
  (:func:`memory.understanding.keeps_something`) gives it at least this probability of carrying
  something to keep. 0.8, from the leave-one-set-out figures of :mod:`jobs.second_opinion_trial`
  (each set scored by a model fitted on the other four): on the set the rules had not seen,
  0.8 turned 16 silent misses into questions for 4 needless ones, 0.9 only 9 for 1. A silent
  miss is worse than a question, so the lower one.
- :data:`CLOSE_TOUCH`: the margin for a target named only by recency ("no wait, Porto", "it's
  working again"). Among the facts (or open issues) that fit, the one the conversation touched
  last is taken, unless the next one was touched less than this before it: then both fit
  about equally and recap asks which, with each as a choice.

Pure functions: no I/O; the message time and the user's timezone are passed in.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, replace
from datetime import datetime, timedelta
from functools import lru_cache
from typing import Any
from zoneinfo import ZoneInfo

from memory import understanding
from memory.answers_owing import is_payment
from memory.clock import as_utc
from memory.commitments import TO_ME
from memory.intent_codec import decode_intent, encode_intent
from memory.model import Commitment, Event, EventKind, IssueEpisode
from memory.moved_due import moved_due, on_own_day
from memory.open_again import vaguely_named
from memory.phrasing import describe_due, offer_to_track
from memory.understanding._changed_mind import CANCEL_TODO
from memory.understanding._chatter import bare_no, chatter
from memory.understanding._date_order import DateOrder, order_shown, read_in, undecided_date
from memory.understanding._idle import idle
from memory.understanding._idle_correction import names_nothing_kept
from memory.understanding._idle_plans import idle_said
from memory.understanding._issue_fixes import SELF_FIXED
from memory.understanding._lifecycle import called_off_news
from memory.understanding._not_corrections import confirmed, typing_gripe
from memory.understanding._not_done_yet import not_done_yet
from memory.understanding._not_outcomes import not_an_outcome
from memory.understanding._opinion_no import opinion_only
from memory.understanding._phrases import PLACEHOLDER_END
from memory.understanding._relative_due import relative_shift
from memory.understanding._small_fixes import small_fix
from memory.understanding._their_schedule import their_own_moved
from memory.understanding._time_only import clock_only
from memory.understanding._well_wishes import well_wished
from memory.understanding.timex import DateSpec, Precision, TimeSpan, find_spans, has_date_words, parse_date
from memory.verb_families import lead_word, only_begun
from memory.words import GENERIC_WORDS, PARTICLES, content_words, normalize_key, overlap, stem

ASK_TTL = timedelta(hours=12)
CLOSE_TOUCH = timedelta(minutes=10)
SECOND_OPINION = 0.8  # P(keeps something) past which a message read as nothing is asked about
NAMES_A_CHOICE = 0.5  # share of a choice's content words a typed answer must name ("the Nigel one")

YES, NO, OTHER_DATE, NO_DATE = "Yes", "No", "Other date", "No due date"
DISMISS = "Never mind"  # the one choice of a question only words can answer ("What does that correct?")
# what recap asks of a failure said of nothing named ("still broken", "it's playing up again")
FAILING_UNNAMED = "What isn't working? Say it as “the <thing> isn't working” and I'll keep track of it."
# what recap asks when only the second opinion (:data:`SECOND_OPINION`) says the words keep something
UNREAD = ("I couldn't read anything to keep there. Is it a to-do, a fact or a problem? Say it as “need to …”, "
          "“<who>'s <what> is …” or “the <thing> isn't working”.")



@dataclass(frozen=True)
class Choice:
    """One answer recap offers. ``apply`` is stored when it is chosen (nothing for "No");
    ``wants_date`` marks "Other date": the user is then asked to type the date."""

    label: str
    apply: tuple[understanding.Intent, ...] = ()
    wants_date: bool = False


@dataclass(frozen=True)
class Ask:
    """A question for the user. ``dated`` is the intent a typed date completes ("no, the
    3rd" answers "Should I track X, due Tue?"), None when a date cannot answer it."""

    question: str
    choices: tuple[Choice, ...]
    dated: understanding.NewCommitment | understanding.MoveCommitment | None = None
    # the other to-dos of the message a typed date dates too (:func:`merge_offers`)
    also: tuple[understanding.NewCommitment, ...] = ()

    @property
    def text(self) -> str:
        """The question with its choices numbered, so it reads the same without buttons (a
        console, a log) and "2" answers it anywhere."""
        lines = [self.question, *(f"{n}) {c.label}" for n, c in enumerate(self.choices, start=1))]
        return "\n".join(lines)


@dataclass(frozen=True)
class Answer:
    """What a user's answer chose: the intents to store and the words that say so."""

    label: str
    apply: tuple[understanding.Intent, ...]
    wants_date: bool = False


# --------------------------------------------------------------------------- building


def track_or_not(proposal: understanding.NewCommitment, question: str) -> Ask:
    """The usual doubt about a to-do: store it as read, with another date, or not at all."""
    if proposal.due is None:
        choices = (Choice(NO_DATE, (proposal,)), Choice(OTHER_DATE, wants_date=True), Choice(NO))
    else:
        choices = (Choice(YES, (proposal,)), Choice(OTHER_DATE, wants_date=True), Choice(NO))
    return Ask(question, choices, dated=proposal)


def track_moved_nothing(thing: str, due: DateSpec, tz: ZoneInfo) -> Ask:
    """A move (or a day put right) of a thing no open to-do names: offered as a to-do due then."""
    when = describe_due(due.last_moment, tz)
    todo = understanding.NewCommitment(thing, "me", None, due)
    return track_or_not(todo, f"I have no open commitment matching “{thing}”. Should I track it, due {when}?")


def move_or_not(commitment: Commitment, move: understanding.MoveCommitment, thing: str, tz: ZoneInfo) -> Ask:
    """A day put right for a thing ("the hen do is the 8th not the 9th") that an open to-do names
    but is not due on (one due before it: "buy a present for the hen do", the 7th): whether that
    to-do moves to the new day, to another, or stays."""
    when = describe_due(move.due.last_moment, tz) if move.due is not None else "then"
    was = f" (due {describe_due(commitment.due, tz)})" if commitment.due is not None else ""
    question = f"“{thing}” is on {when} now. Should I move “{commitment.action}”{was} to {when}?"
    return Ask(question, (Choice(YES, (move,)), Choice(OTHER_DATE, wants_date=True), Choice(NO)), dated=move)


def either_day(
    proposal: understanding.NewCommitment, question: str, dues: Sequence[DateSpec], tz: ZoneInfo
) -> Ask:
    """A to-do whose numeric date reads both ways ("3/4"): each day it may be is a choice
    ("Sat 3 April 2027", the to-do due then), then another date, or not at all."""
    days = tuple(Choice(describe_due(due.last_moment, tz), (replace(proposal, due=due),)) for due in dues)
    return Ask(question, (*days, Choice(OTHER_DATE, wants_date=True), Choice(NO)), dated=proposal)


def either_move(action: str, question: str, dues: Sequence[DateSpec], tz: ZoneInfo) -> Ask:
    """A to-do's day put right with a numeric date that reads both ways ("sorry, 2/3"): each
    day it may be moves ``action`` there, as :func:`either_day` offers a new to-do's."""
    days = tuple(Choice(describe_due(due.last_moment, tz), (understanding.MoveCommitment(action, due),))
                 for due in dues)
    dated = understanding.MoveCommitment(action, dues[0])
    return Ask(question, (*days, Choice(OTHER_DATE, wants_date=True), Choice("Neither")), dated=dated)


def merge_offers(pending: list[Ask]) -> list[Ask]:
    """Several to-dos of one message, each offered with :func:`track_or_not` ("tmrw finish the
    slides and email them to Dana" typed past midnight): one question, so one tap or one typed
    answer settles them all — a reply carries the buttons of one question only. "Yes" tracks each
    as proposed, a typed date dates every one, "No" keeps none. Other questions stay as they are."""
    offers = [ask for ask in pending if _is_offer(ask)]
    if len(offers) < 2:
        return pending
    todos = tuple(ask.dated for ask in offers if isinstance(ask.dated, understanding.NewCommitment))
    merged = Ask(
        "\n".join(ask.question for ask in offers),
        (Choice(YES, todos), Choice(OTHER_DATE, wants_date=True), Choice(NO)),
        dated=todos[0],
        also=todos[1:],
    )
    first = pending.index(offers[0])
    rest = [ask for ask in pending if ask not in offers]
    return [*rest[:first], merged, *rest[first:]]


def _is_offer(ask: Ask) -> bool:
    """Whether ``ask`` is :func:`track_or_not`'s question about one to-do."""
    return (
        isinstance(ask.dated, understanding.NewCommitment)
        and not ask.also
        and [c.label for c in ask.choices][1:] == [OTHER_DATE, NO]
        and ask.choices[0].apply == (ask.dated,)
    )


def which_one(question: str, options: list[tuple[str, understanding.Intent]]) -> Ask:
    """Two or more targets fit equally: one choice per target, and "Neither"."""
    return Ask(question, (*(Choice(label, (intent,)) for label, intent in options), Choice("Neither")))


def too_close(last: datetime, runner_up: datetime) -> bool:
    """Whether a target touched at ``runner_up`` fits about as well as the one touched ``last``."""
    return last - runner_up < CLOSE_TOUCH


def plain(question: str) -> Ask:
    """A question only words can answer (a correction with no target): no choices."""
    return Ask(question, ())


# --------------------------------------------------------------------------- reading answers

_YES = re.compile(
    r"^(?:y|ya|yes|yep|yup|yeah|yea|sure|ok|okay|k|correct|right|please do|do it|go ahead|track it|👍|✅)"
    r"(?:\s*(?:please|pls|thanks|thx|ty))?[.!\s]*$",
    re.IGNORECASE,
)
_NO = re.compile(
    r"^(?:n|no|nope|nah|no thanks|no thx|don'?t|do not|skip|skip it|never ?mind|nvm|cancel|forget it|👎|❌)[.!\s]*$",
    re.IGNORECASE,
)
_LEAD = re.compile(  # "wait no, jan 22", "oops sorry i meant the 3rd": the words before the date
    r"^(?:(?:no|nope|nah|actually|sorry|i meant|meant|yes|yep|yeah|sure|ok|okay|wait|hang on|hold on|oops|hm+|um+"
    r"|er+|oh)\b[,.!\s—-]*)+(?:but\s+)?",
    re.IGNORECASE,
)
# a reply that declines the thing asked about by naming it: "cancel the vet thing", "drop it",
# "nah forget that one", "don't bother with the gym" (what follows must name nothing else)
_DECLINE = re.compile(
    r"^(?:(?:no|nope|nah|ok|okay|actually)\b[,\s—-]*)?"
    r"(?:cancel|scrap|scratch|drop|forget(?:\s+about)?|skip|ignore|nvm|never\s*mind|"
    r"don'?t\s+(?:track|bother(?:\s+with)?|worry\s+about|need)|no\s+need\s+(?:for|to\s+track)|leave)\b(?P<rest>.*)$",
    re.IGNORECASE,
)
# a decline that calls the thing itself off, said to a question about moving it: "forget the deck", "scrap it"
# (a bare "no", "nvm", "don't bother" only turns the move down)
_CALLED_OFF = re.compile(
    r"^(?:(?:no|nope|nah|ok|okay|actually)\b[,\s—-]*)?(?:cancel|scrap|scratch|drop|forget(?:\s+about)?|ditch|bin)\s+\S",
    re.IGNORECASE,
)
# words a decline may add without naming anything else ("the vet thing", "that one")
_FILLER = frozenset({"thing", "one", "stuff", "idea", "bit", "track", "about", "for", "now", "pls", "please", "thanks"})
# a reason after the answer: "…, finance cancelled it", "… cos it's off", "… - not needed anymore"
_REASON = re.compile(r"(?:\s*[,;]|\s+[-–—]+|\s+(?:cos|coz|cuz|because|since|as))\s+(?P<why>.+)$", re.IGNORECASE)
_REASON_WORDS = re.compile(
    r"\b(?:cancell?ed|called\s+off|off|not\s+needed|no\s+longer|not\s+happening|already|sorted|handled|dealt\s+with"
    r"|taken\s+care\s+of|done|postponed|scrapped|dropped|pulled|(?:is|are|was|were|do|does|did|wo)(?:n'?t|\s+not)"
    r"|not\s+(?:any\s*more|anymore|a\s+thing|my\s+(?:job|problem)))\b",
    re.IGNORECASE,
)
_NUMBER = re.compile(r"^\s*(?:option\s*)?(\d{1,2})[.)]?\s*$", re.IGNORECASE)


def read_answer(
    text: str, ask: Ask, *, now: datetime, tz: ZoneInfo, date_order: DateOrder | None = None
) -> Answer | None:
    """The choice ``text`` makes for ``ask``, or None when the words do not answer it (they
    are then a new message). A typed date is read in ``date_order``, the user's own when known."""
    words = text.strip()
    if m := _NUMBER.match(words):
        index = int(m[1]) - 1
        return _chosen(ask.choices[index]) if 0 <= index < len(ask.choices) else None
    labelled = {choice.label.casefold(): choice for choice in ask.choices}
    if words.casefold().rstrip(".!") in labelled:
        return _chosen(labelled[words.casefold().rstrip(".!")])
    if _YES.match(words):
        yes = labelled.get(YES.casefold()) or labelled.get(NO_DATE.casefold())
        return _chosen(yes) if yes is not None else None
    declined = _without_reason(words)  # "nvm the budget review, finance cancelled it": a no, and why
    if (moving := _move_asked(ask)) is not None and _CALLED_OFF.match(declined) and _declines(declined, ask):
        # "Should I move the deck to wed?" - "forget the deck, client cancelled": the to-do itself is off
        return Answer("called off", (understanding.CancelCommitment(moving.action),))
    if _NO.match(declined) or _declines(declined, ask):
        no = labelled.get(NO.casefold()) or labelled.get(DISMISS.casefold()) or labelled.get("neither")
        return _chosen(no) if no is not None else None
    wanted = _past_refusal(words)  # "cant make the 15th, make it 16th": the day after the refusal
    if ask.dated is not None and ask.dated.due is not None and (shift := _shift_of_offer(words)) is not None:
        # "remind me a week before", "2 days before": the offered day moved by that much
        due = _offered_shifted(ask.dated.due, shift, tz)
        return Answer(f"due {describe_due(due.last_moment, tz)}",
                      tuple(replace(intent, due=due) for intent in (ask.dated, *ask.also)))
    if ask.dated is not None and (due := _typed_date(wanted, now, tz, date_order)) is not None:
        due = _at_offered_time(_in_offered_month(wanted, due, ask.dated.due, now, tz), ask.dated.due, tz)
        due = _on_offered_day(due, ask.dated.due, tz)
        dated = tuple(replace(intent, due=due) for intent in (ask.dated, *ask.also))
        return _day_offered(due, ask) or Answer(f"due {due.text}", dated)
    return _named_choice(words, ask, now=now, tz=tz)


# "remind me", "do it", "make it": what a reply may say before how far the offered day moves
_SHIFT_LEAD = re.compile(
    r"^(?:(?:pls|please)\s+)?(?:remind\s+me|do\s+it|make\s+it|ping\s+me|tell\s+me)\s+", re.IGNORECASE
)


def _shift_of_offer(words: str) -> timedelta | None:
    """How far a reply moves the day offered ("remind me a week before" → minus seven days), or None."""
    return relative_shift(_SHIFT_LEAD.sub("", _LEAD.sub("", words).strip()))


def _offered_shifted(offered: DateSpec, shift: timedelta, tz: ZoneInfo) -> DateSpec:
    """The day offered moved by ``shift``: whole days on the local calendar (its time of day kept)."""
    if shift % timedelta(days=1):
        return replace(offered, start=offered.start + shift, end=offered.end + shift)
    local = offered.start.astimezone(tz)
    start = as_utc(datetime.combine(local.date() + shift, local.time(), tzinfo=tz))
    return replace(offered, start=start, end=start + (offered.end - offered.start))


def may_decline(text: str) -> bool:
    """Whether ``text`` may turn down a question, whichever was asked (a "no" or a decline verb,
    :func:`read_answer`'s own words): a cheap test before finding which question it answers."""
    declined = _without_reason(text.strip())
    return bool(_NO.match(declined) or _DECLINE.match(declined))


def _without_reason(words: str) -> str:
    """``words`` without a reason said after a comma or "cos" ("no, it got cancelled", "nvm the vet,
    we moved it"), else ``words``. Only a reason: "no, book it for friday" says more than no."""
    m = _REASON.search(words)
    return words[: m.start()] if m is not None and _REASON_WORDS.search(m["why"]) else words


def _offered(ask: Ask) -> list[understanding.Intent]:
    """What a "Yes" to ``ask`` would store or change."""
    return [i for choice in ask.choices if choice.label == YES for i in choice.apply]


def offers_change(ask: Ask) -> bool:
    """Whether ``ask`` offers to change something recap keeps (move, call off or finish a to-do),
    rather than to keep something new."""
    offered = _offered(ask)
    changes = (understanding.MoveCommitment, understanding.CancelCommitment, understanding.CompleteCommitment)
    return bool(offered) and all(isinstance(i, changes) for i in offered)


def _move_asked(ask: Ask) -> understanding.MoveCommitment | None:
    """The move a question offers ("Should I move “X” to Wed?"), or None when it offers none."""
    offered = _offered(ask)
    return offered[0] if len(offered) == 1 and isinstance(offered[0], understanding.MoveCommitment) else None


def _declines(words: str, ask: Ask) -> bool:
    """Whether the reply turns down what was asked by naming it: a decline verb followed by
    nothing, a pronoun, or only words of the question itself ("cancel the vet thing" to
    "Should I track 'book the vet for Max'?"). "cancel the gym membership" names something
    else and is a new message."""
    if (m := _DECLINE.match(words.strip())) is None:
        return False
    named = content_words(m["rest"]) - _FILLER
    asked = content_words(ask.question) | (content_words(ask.dated.action) if ask.dated is not None else frozenset())
    return named <= asked


def _chosen(choice: Choice) -> Answer:
    return Answer(choice.label, choice.apply, choice.wants_date)


def _day_offered(due: DateSpec, ask: Ask) -> Answer | None:
    """The choice of :func:`either_day` whose day a reply names in words ("3 april", "the 4th of
    march"): that choice, as if tapped. A numeric date typed back ("3/4") names none."""
    if undecided_date(ask.question) is None or "/" in due.text:
        return None
    for choice in ask.choices:
        dues = [intent.due for intent in choice.apply
                if isinstance(intent, understanding.NewCommitment | understanding.MoveCommitment)]
        if any(day is not None and (day.start, day.end) == (due.start, due.end) for day in dues):
            return _chosen(choice)
    return None


def order_chosen(ask: Ask, answer: Answer, tz: ZoneInfo) -> DateOrder | None:
    """The way round the user writes dates, shown by choosing one of the days :func:`either_day`
    offered (tapped, numbered or named in words): "3/4" answered "3 April" is day first."""
    written = undecided_date(ask.question)
    if written is None or answer.apply not in [choice.apply for choice in ask.choices]:
        return None
    dues = [intent.due for intent in answer.apply
            if isinstance(intent, understanding.NewCommitment | understanding.MoveCommitment)]
    return order_shown(written, dues[0].start.astimezone(tz).date()) if dues and dues[0] is not None else None


# the words that put a date to what was asked: "by", "it's", "make that", "change it to", "let's say"
_DATE_LEAD = re.compile(
    r"^(?:(?:make|change|move|push|put|set|switch)\s+(?:it|that|this)(?:\s+(?:to|for|on|till|until))?"
    r"|(?:let'?s\s+)?(?:say|go\s+with)|by|on|for|due|it's|its|it is)\s+",
    re.IGNORECASE,
)


def _typed_date(words: str, now: datetime, tz: ZoneInfo, date_order: DateOrder | None) -> DateSpec | None:
    """The date a reply consists of ("the 3rd", "no, thursday", "fri 5pm"), or None when the
    reply says more than a date (it is then a new message, not an answer)."""
    rest = _LEAD.sub("", words).strip(" .!")
    rest = _DATE_LEAD.sub("", rest)
    with read_in(date_order):
        if (whole := parse_date(rest, now=now, tz=tz, prefer="future")) is not None:
            return whole
        spans = [span for span in find_spans(rest, now=now, tz=tz, prefer="future") if span.spec is not None]
    if len(spans) != 1:
        return None
    span = spans[0]
    leftover = (rest[: span.start] + rest[span.end :]).strip(" ,.!")
    return span.spec if not leftover else None


# "can't make the 15th, make it 16th", "thurs is no good - fri?", "not tues, weds": a reply that turns
# down a day (the one offered, or any) before it names the day wanted; the refusal is everything
# before the first break, and holds a word of refusal
_REFUSAL_BREAK = re.compile(r"\s*(?:[,;:]|\s[-–—]+|\bbut\b|\bso\b)\s*", re.IGNORECASE)
_REFUSES = re.compile(
    r"\b(?:can'?t|cant|cannot|can\s+not|won'?t|wont|not|no\s+good|doesn'?t\s+work|does\s+not\s+work|busy|booked"
    r"|out|away|off)\b",
    re.IGNORECASE,
)


def _past_refusal(words: str) -> str:
    """The words after a refusal of a day said first ("cant make the 15th, make it 16th" → "make
    it 16th"), else ``words``: the turned-down day is no answer, the one after it is."""
    head, *rest = _REFUSAL_BREAK.split(_LEAD.sub("", words), maxsplit=1)
    return rest[0] if rest and rest[0].strip() and _REFUSES.search(head) else words


# "no, the 22nd", "22nd": a day of the month alone, with no month or weekday said
_DAY_ALONE = re.compile(r"(?:the\s+)?(?P<d>[0-3]?\d)(?:st|nd|rd|th)\W*", re.IGNORECASE)


def _in_offered_month(
    words: str, typed: DateSpec, offered: DateSpec | None, now: datetime, tz: ZoneInfo
) -> DateSpec:
    """A bare day of the month answering a question that offered a date is that day of the offered
    date's month ("…due Wed 20 January?" "no, the 22nd": 22 January, not 22 December), unless that
    day has gone by or the month has no such day; any other typed date as it was read."""
    m = _DAY_ALONE.fullmatch(_DATE_LEAD.sub("", _LEAD.sub("", words).strip()).strip())
    if m is None or offered is None:
        return typed
    local = offered.start.astimezone(tz)
    try:
        day = datetime(local.year, local.month, int(m["d"]), tzinfo=tz)
    except ValueError:
        return typed
    if day.date() < now.astimezone(tz).date():
        return typed
    return replace(typed, start=as_utc(day), end=as_utc(day + timedelta(days=1)))


def _at_offered_time(typed: DateSpec, offered: DateSpec | None, tz: ZoneInfo) -> DateSpec:
    """A day alone answering a question that offered a time ("…due Fri 11 December 15:00?" "no wait,
    thurs") is that day at the offered time, as a day put right keeps its time of day; any other
    typed date as it was read."""
    if offered is None or typed.precision is not Precision.DAY or offered.precision is not Precision.INSTANT:
        return typed
    day = typed.start.astimezone(tz).date()
    at = datetime.combine(day, offered.start.astimezone(tz).time(), tzinfo=tz)
    return replace(typed, start=as_utc(at), end=as_utc(at) + (offered.end - offered.start), precision=Precision.INSTANT)


def _on_offered_day(typed: DateSpec, offered: DateSpec | None, tz: ZoneInfo) -> DateSpec:
    """A time alone answering a question that offered a day ("…due Thu 10 December 15:00?" "actually
    make that 3:30") is that time on the offered day, as a time put right keeps its day (said without
    am or pm, in the half nearer the offered time); any other typed date as it was read."""
    if offered is None or typed.precision is not Precision.INSTANT or not clock_only(typed.text):
        return typed
    at = on_own_day(typed.text, typed.start.astimezone(tz).time(), offered.start.astimezone(tz), tz)
    return replace(typed, start=at, end=at + (typed.end - typed.start))


def _named_choice(words: str, ask: Ask, *, now: datetime, tz: ZoneInfo) -> Answer | None:
    """The one choice whose words the reply names ("the Nigel one", "contract to harriet"); never a
    question of the user's own ("when's the ute rego due"), which is a new message, nor a deed
    reported ("booked flights ✈️" after "which one moved to friday?") unless the choice is that deed
    done ("Did that finish one of these?")."""
    said = content_words(words)
    if not said or understanding.opens_question(words):
        return None
    reported = (sign := understanding.sign_of(words, now=now, tz=tz)) is not None and sign.kind == "done"

    def may_mean(choice: Choice) -> bool:
        completes = all(isinstance(i, understanding.CompleteCommitment) for i in choice.apply)
        return bool(choice.apply) and (completes or not reported)

    scored = [(overlap(said, content_words(choice.label)), choice) for choice in ask.choices if may_mean(choice)]
    best = [choice for score, choice in scored if score >= NAMES_A_CHOICE]
    return _chosen(best[0]) if len(best) == 1 else None


_UNDO = re.compile(
    r"^(?:undo(?:\s+(?:that|it|this|the last one|last))?|that'?s wrong|that is wrong|thats not right|"
    r"that'?s not right|wrong)[.!\s]*$",
    re.IGNORECASE,
)


def is_undo(text: str) -> bool:
    """"undo", "that's wrong" said on its own: take back the last change."""
    return bool(_UNDO.match(text.strip()))


DONE_ACK = "Done: "
"""How a reply reports a to-do done ("Done: call the broker."): :func:`takes_back_done` reads it."""


def takes_back_done(text: str, changes: Sequence[str]) -> bool:
    """Whether ``text``, said right after a reply whose ``changes`` were all to-dos reported
    done, says they are not done ("wait no i haven't sent them yet"): then it is an undo of
    that message. What it names must be the to-do just done (by a pronoun, by nothing, or by a
    word of it), and a plain negated verb ("i didn't like it") counts only when it is the to-do's
    own verb."""
    actions = [line[len(DONE_ACK) :].rstrip(".") for line in changes if line.startswith(DONE_ACK)]
    if not actions or len(actions) != len(changes):
        return False
    denied = not_done_yet(text)
    if denied is None:
        return False
    if denied.what and not any(content_words(denied.what) & content_words(action) for action in actions):
        return False
    return denied.firm or any(stem(denied.verb) == stem(lead_word(action) or "") for action in actions)


def undone_ids(events: Iterable[Event]) -> set[int]:
    """The ids of the events an ``undo`` event took back."""
    ids = set()
    for event in events:
        if event.kind is EventKind.UNDO and isinstance(target := event.payload.get("undoes"), int):
            ids.add(target)
    return ids


def without_undone(events: Sequence[Event]) -> list[Event]:
    """The events that still count, in order: every one not taken back by an ``undo``.

    Live undo and ``recap rebuild`` both derive from this list, so they agree."""
    undone = undone_ids(events)
    return [event for event in events if event.id not in undone]


# --------------------------------------------------------------------------- storing

def encode_ask(ask: Ask) -> dict[str, Any]:
    return {
        "question": ask.question,
        "choices": [
            {"label": c.label, "apply": [encode_intent(i) for i in c.apply], "wants_date": c.wants_date}
            for c in ask.choices
        ],
        "dated": encode_intent(ask.dated) if ask.dated is not None else None,
        "also": [encode_intent(todo) for todo in ask.also],
    }


def decode_ask(data: Any) -> Ask | None:
    """The ask a reply event's payload holds; None when it holds none (or a mangled one)."""
    if not isinstance(data, dict) or not isinstance(data.get("question"), str):
        return None
    choices = []
    for raw in data.get("choices") or []:
        if not isinstance(raw, dict) or not isinstance(raw.get("label"), str):
            return None
        intents = tuple(i for i in (decode_intent(item) for item in raw.get("apply") or []) if i is not None)
        choices.append(Choice(raw["label"], intents, bool(raw.get("wants_date"))))
    dated = decode_intent(data.get("dated"))
    if not isinstance(dated, understanding.NewCommitment | understanding.MoveCommitment):
        dated = None
    also = tuple(i for i in map(decode_intent, data.get("also") or []) if isinstance(i, understanding.NewCommitment))
    return Ask(data["question"], tuple(choices), dated, also)


# --------------------------------------------------------------------------- never silent

MAX_CANDIDATES = 3  # open commitments offered when the words may mean one of them


# a nudge to someone who owes a thing: "chased Chen for the specs", "pinged the landlord re the deposit"
_CHASED = re.compile(
    r"^(?:chased|chase|nudged|nudge|pinged|ping|prodded|poked|reminded|remind|hassled|bugged|followed\s+up|follow\s+up)"
    r"\b",
    re.IGNORECASE,
)


def a_chase(action: str) -> bool:
    """Whether ``action`` nudges someone who owes a thing ("chased Chen for the specs"): done, it
    finishes only a to-do to nudge them, never what they owe."""
    return _CHASED.match(action) is not None


def never_silent(
    text: str,
    found: Sequence[understanding.Intent],
    open_commitments: Sequence[Commitment],
    open_issues: Sequence[IssueEpisode],
    *,
    now: datetime,
    tz: ZoneInfo,
    last_change: datetime | None = None,
) -> Ask | None:
    """The one question for a message that stored nothing and asked nothing, when its words
    (or a reading that changed nothing) carry a sign of an intent; None for small talk.

    "Actually never mind" within :data:`CLOSE_TOUCH` of the last stored change (``last_change``)
    offers to undo it: said alone it takes back what was just said, and corrects nothing.

    A move, cancellation or completion that matched no open commitment offers the commitments
    its words may mean; a move of nothing offers a new to-do; a resolution of no open issue
    offers the open issues it may mean; with no reading, the sign itself
    (:func:`memory.understanding.sign_of`) does the same. Every question has a "No" ("Never mind"
    for one only words can answer)."""
    if understanding.never_mind(text):
        if last_change is not None and now - last_change < CLOSE_TOUCH:
            return plain("Should I take back what I just noted? Say “undo” and I will.")
        return None
    if understanding.their_own(text):  # "Jorge finished his tax return": none of the user's to-dos
        return None
    if understanding.left_alone(text):  # "their server is down, not our problem eh": nothing to follow
        return None
    if (missed := understanding.not_going(text)) is not None:  # "can't make the gym tmrw": is the gym off?
        return _which(missed, open_commitments, _change("cancel", None), tz)
    moved = [i for i in found if isinstance(i, understanding.MoveCommitment) and i.otherwise is None and i.due]
    if moved and not _LET_WAIT.search(text):
        # "ugh forgot to tell u, the review got pushed to the 15th and i still havent done the slides": a
        # move of nothing kept is asked about whatever is said around it (a sigh, a thing not yet done)
        asked = next((a for i in moved if (a := asked_for_unchanged(i, open_commitments, open_issues, tz))), None)
        if asked is not None:
            return asked
    if not_an_outcome(text):  # "almost done with the slides", "still haven't called the council"
        return None
    if confirmed(text) or opinion_only(text):  # "correct, 3 it is", "no, I don't think so": what was said stands
        return None
    # "morning! coffee first then chaos", "standup's at 9 like always", "ugh autocorrect": chat
    if chatter(text) or idle_said(text) or typing_gripe(text) or idle(text):  # "talk tmrw!": a sign-off
        return None
    if well_wished(text) == "":  # "congrats on the promotion!!", "get well soon": a wish, nothing to ask
        return None
    if bare_no(text) and (last_change is None or now - last_change >= CLOSE_TOUCH):
        return None  # "nope", with nothing just said for it to put right
    if any(_done_to_me(i) and not _theirs(i, open_commitments) for i in found):
        return None  # "Joy sent me a sweet welcome msg", nothing open of Joy's: news, no to-do of the user's done
    if found and all(isinstance(i, understanding.CompleteCommitment) and a_chase(i.action) for i in found):
        return None  # "chased Chen for the specs": a nudge, what Chen owes still owed (never "did that finish it?")
    if found and all(isinstance(i, understanding.CompleteCommitment) and only_begun(i.action) for i in found):
        return None  # "opened the wiki page, stared at it, closed it": a start, nothing finished
    if found and all(isinstance(i, understanding.MoveCommitment) for i in found) and _LET_WAIT.search(text):
        # "work emails can wait till tmrw 🙃": letting a thing wait moves an open to-do, else says nothing new
        return next((a for i in found if (a := _which(i.action, open_commitments, _moved_as_read(i), tz))), None)
    for intent in found:
        ask = asked_for_unchanged(intent, open_commitments, open_issues, tz)
        if ask is not None:
            return ask
    if found and all(isinstance(i, understanding.CancelCommitment) for i in found) and called_off_news(text):
        return None  # "the beach volleyball got cancelled because of the wind", nothing open it may mean: news
    if any(isinstance(i, understanding.CancelCommitment) and CANCEL_TODO.match(i.action) for i in found):
        return None  # "was going to cancel the gym but I'm keeping it", with no to-do to cancel it: nothing
    if small_fix(text):  # "fixed a typo in the readme", nothing open it may mean: a report, no question
        return None
    called_off = [i.action for i in found if isinstance(i, understanding.CancelCommitment)]
    if called_off and len(called_off) == len(found) and PLACEHOLDER_END.search(text.strip(" .!")):
        # "cancel the car thing", no car to-do open: a to-do pointed at, never one to cancel "the car thing"
        return _nothing_called_off(called_off)
    sign = understanding.sign_of(text, now=now, tz=tz)
    if sign is not None and sign.kind == "todo" and _FIXED_ITSELF.search(text) and found and all(
        isinstance(i, understanding.ResolveEpisode) for i in found
    ):  # "the festival wifi fixed itself around noon", nothing open: a fix told, never a to-do due at noon
        return None
    if sign is None:
        return _done_of_nothing(found, _net(text, open_commitments, now=now, tz=tz), text)
    if sign.kind == "correction":
        if (last_change is None or now - last_change >= CLOSE_TOUCH) and names_nothing_kept(text, now=now, tz=tz):
            return None  # "correction to my earlier rant: the traffic wasnt THAT bad": nothing to put right
        return Ask("What does that correct? Say it with what it's about, e.g. “Maya's role is COO, not CTO”.",
                   (Choice(DISMISS),))
    if sign.kind == "todo" and sign.proposal is not None:
        return track_or_not(sign.proposal, _offer(sign.proposal, tz))
    if sign.kind == "issue" and not sign.words:  # "still broken": a failure of nothing named
        return Ask(FAILING_UNNAMED, (Choice(DISMISS),))
    if sign.kind == "issue":
        issue = understanding.OpenEpisode(sign.words, "")
        return Ask(f"Should I open an issue “{sign.words}” to keep track of it?", (Choice(YES, (issue,)), Choice(NO)))
    if sign.kind == "deadline" and sign.due is not None:
        return _what_is_due(sign.due, open_commitments, tz)
    if sign.kind == "change":
        return Ask("I couldn't tell what changed there. Should I note it? Say it as “<who>'s <what> is …”, e.g. "
                   "“Maya's office is in Leeds”.", (Choice(DISMISS),))
    own = _own_verb_done(text, open_commitments) if sign.kind == "cancel" else []
    if own and (asked := _which(sign.words, own, _change("done", None), tz)) is not None:
        return asked  # "dropped the car" when the to-do is to drop it at the garage: done, not called off
    change = _change(sign.kind, sign.due)
    asked = _which(sign.words, open_commitments, change, tz) if change is not None else None
    if asked is None and sign.kind == "move" and their_own_moved(text, _RIDE):
        return None  # "prof Chen moved office hours to wed 2-4": their schedule, none of the user's to-dos moved
    if asked is None and sign.kind == "move" and sign.due is not None and open_commitments:
        # "her flight's delayed, 4:50 now": a new time for a thing no to-do names (the flight the pick-up
        # waits on), so the to-dos it may move are offered, never a move of none of them kept in silence
        return _what_moves(sign.due, open_commitments, tz)
    return asked or _done_of_nothing(found, _net(text, open_commitments, now=now, tz=tz), text)


# a word that calls things off, said in the past of a to-do whose own verb it is: "dropped the car"
_OWN_VERB_PAST = re.compile(
    r"^(?:i\s+)?(?:just\s+|finally\s+|already\s+)?(?P<v>dropped|cancell?ed|canceled|scrapped)\b", re.IGNORECASE
)
_PRESENT = {"dropped": "drop", "cancelled": "cancel", "canceled": "cancel", "scrapped": "scrap"}


def _own_verb_done(text: str, open_commitments: Sequence[Commitment]) -> list[Commitment]:
    """The open to-dos whose own verb ``text`` says was done ("dropped the car" of "drop the car at the
    panel beater", "cancelled the gym" of "cancel the gym membership")."""
    m = _OWN_VERB_PAST.match(text.strip())
    if m is None:
        return []
    verb = _PRESENT[m["v"].lower()]
    return [c for c in open_commitments if c.action.lower().split(" ", 1)[0] == verb]


# a thing of someone else's, said as the reason for a to-do: "their invoice is overdue", "his car's in the shop"
_THEIR_THING = re.compile(
    r"^(?:their|his|her)\s+\w+(?:\s+\w+)?(?:'s|\s+is|\s+are|\s+was|\s+were|\s+has)\s", re.IGNORECASE
)
# a thing let wait, not a deadline said: "work emails can wait till tmrw", "the shed can wait till spring"
_LET_WAIT = re.compile(r"\b(?:can|could|will|'ll|gonna|can\s+just|will\s+just)\s+wait\b", re.IGNORECASE)


# a fix by someone unknown: "somebody fixed the dartboard", "someone finally replaced the kettle", "they fixed
# the air con in the cinema in the end" (a fix by unnamed others, of a thing nothing open was about)
_FIXED_BY_SOMEONE = re.compile(
    r"^\s*(?:some(?:one|body)|some\s+(?:kind\s+)?(?:soul|hero|legend|angel)|they)\s+(?:\w+\s+)?(?:fixed|replaced|repaired"
    r"|mended|sorted|swapped)\b",
    re.IGNORECASE,
)


# a call-off said first, of a thing named after it: "scrap the slides", "cancel the cleaner this week"
_CALL_OFF_FIRST = re.compile(
    r"^\W*(?:(?:ok|so|right|actually|also|and|pls|please)\W+)*(?:scrap|cancel|drop|forget|ditch|bin|nix|axe|shelve"
    r"|kill|skip)\s+(?:the|my|our|that|this)\s",
    re.IGNORECASE,
)


def _done_of_nothing(found: Sequence[understanding.Intent], ask: Ask | None, text: str = "") -> Ask | None:
    """ "paid rent, emailed Jo, called the bank" (or "scrap the slides") with nothing open: the things
    read as done (or called off) matched no open to-do, said plainly, rather than "I couldn't read
    anything" (:data:`UNREAD`) or an offer to track the words ("deploy checklist done" is no to-do to
    start)."""
    if ask is not None and ask.question == UNREAD and found and all(_named_fix(i) for i in found):
        if _FIXED_BY_SOMEONE.match(text):
            return None  # "somebody fixed the dartboard, now no excuses": news of a fix by no one known, nothing open
        # "I fixed the wobbly table", nothing open it may mean: the fix was read, only nothing was open
        fixed = ", ".join(f"“{i.topic}”" for i in found if isinstance(i, understanding.ResolveEpisode))
        return plain(f"I had no open issue about {fixed}, so nothing changed; I kept your message as it is.")
    called_off = [i.action for i in found if isinstance(i, understanding.CancelCommitment)]
    if ask is not None and ask.question == UNREAD and called_off and len(called_off) == len(found) and (
        _CALL_OFF_FIRST.match(text)
    ):
        return _nothing_called_off(called_off)  # "scrap the slides" with no slides open
    done = _reported_done(found)
    if ask is None or not done or (ask.question != UNREAD and len(done) != len(found)):
        return ask
    if len(done) == len(found) and all(_PRICED.match(action) for action in done):
        return None  # "paid 3 KM for a burek, bargain": a price told of a thing bought, with nothing open it finishes
    said = ", ".join(f"“{action}”" for action in done)
    if text and any(isinstance(i, understanding.CompleteCommitment) and i.by for i in found):
        said = f"“{text.strip()}”"  # "tyler paid me back": what someone did, as said (never "reply", its kept name)
    return plain(f"Nothing open matched {said}, so nothing changed; I kept your message as it is.")


# what was paid for a thing, said with its price: "paid 3 KM for a burek", "paid $40 for the tickets", "paid a
# fortune for parking"
_PRICED = re.compile(
    r"^(?:i\s+|we\s+)?(?:paid|spent|forked\s+out|shelled\s+out)\s+(?:like\s+|about\s+|only\s+|just\s+)?"
    r"(?:[$£€¥₹]?\s?\d[\d.,]*\s?(?:[a-z]{1,4}\b|[$£€¥₹])?|a\s+(?:fortune|bomb|lot|packet|tenner|fiver|quid|buck))"
    r"\s+(?:for|on)\s+\S",
    re.IGNORECASE,
)


def _nothing_called_off(actions: Sequence[str]) -> Ask:
    """The call-off was read, only nothing was open to call off."""
    said = ", ".join(f"“{action}”" for action in actions)
    return plain(f"Nothing open matched {said} to call off, so nothing changed; I kept your message as it is.")


# a thing that came right by itself: "fixed itself", "sorted itself out"
_FIXED_ITSELF = re.compile(rf"\b{SELF_FIXED}\s+(?:itself|themselves)\b", re.IGNORECASE)


def _reported_done(found: Sequence[understanding.Intent]) -> list[str]:
    """The actions of the things ``found`` reports done: in the past tense, or by a done form
    ("got the bloodwork done", "✅ flights") that reads nothing else."""
    return [
        i.action for i in found
        if isinstance(i, understanding.CompleteCommitment) and (i.past_tense or i.otherwise is None)
    ]


def _net(text: str, open_commitments: Sequence[Commitment], *, now: datetime, tz: ZoneInfo) -> Ask | None:
    """The last net, for a message no sign explained: unless it is small talk, the to-do it
    likely means ("asap get the van inspected"), a warning light or alarm to open an issue
    about ("the van's check engine light came on"), or else the open commitment its words touch
    ("insurer's been chased", "advisor gave me till the 15th"), offered as a question; with
    none of these, :data:`UNREAD` when the second opinion says it keeps something."""
    if (topic := understanding.warning(text)) is not None:  # "came on" is no story
        issue = understanding.OpenEpisode(topic, "")
        return Ask(f"Should I open an issue “{topic}” to keep track of it?", (Choice(YES, (issue,)), Choice(NO)))
    if understanding.small_talk(text):
        if _DONE_IT.search(text):  # "engine running sweet again, mechanic finished it yesterday": news of a to-do
            return _touched(text, open_commitments, now=now, tz=tz)
        said = understanding.without_laugh(text)
        if said == text.strip() or not _SAID_DONE.search(said) or understanding.small_talk(said):
            return None  # "invoices are the worst lol": an opinion of the thing, no news of the to-do
        # "pumpkins are composted lol": a laugh closing a report of an open to-do is its tone, not chat
        return _touched(said, open_commitments, now=now, tz=tz)
    todo = understanding.likely_todo(text, now=now, tz=tz)
    if todo is not None:
        return track_or_not(todo, _offer(todo, tz))
    if _THEIR_THING.match(text):
        return None  # "chase Globex, their invoice is 30 days overdue": why, of their thing, no news of the user's
    if _HOPED.match(text) and not has_date_words(text):
        return None  # "hope I get the tremor plots done in time, we'll see": a wish for the to-do, no news of it
    touched = _touched(text, open_commitments, now=now, tz=tz)
    if touched is not None or understanding.hypothetical(text):  # "if Mei is back by friday we can celebrate"
        return touched
    if (unread := _unread_day(text, now=now, tz=tz)) is not None:  # "11/12 the plumber comes, gotta be home"
        if _WEEKDAY_CLASH.search(unread):  # "… by fri 12th": which of the two did they mean?
            return Ask(f"{unread}. Which day did you mean? Say it again with that day.", (Choice(DISMISS),))
        return Ask(f"{unread}. What is on that day? Say the date with its month's name (e.g. “12 November”).",
                   (Choice(DISMISS),))
    if understanding.keeps_something(text) < SECOND_OPINION:
        return None
    if (entry := understanding.dated_entry(text, now=now, tz=tz)) is not None:  # "dry cleaning tmrw"
        return track_or_not(entry, _offer(entry, tz))
    return Ask(UNREAD, (Choice(DISMISS),))


# a wish for how a to-do will go: "hope I get the plots done in time", "fingers crossed the quote comes in"
_HOPED = re.compile(
    r"^(?:(?:i|we)\s+)?(?:(?:really|just)\s+)?(?:hope|hoping|hopefully|fingers\s+crossed|wish\s+(?:i|we)\s+(?:could|can))\b",
    re.IGNORECASE,
)
# a thing said to be in the state its to-do leaves it: "pumpkins are composted", "the bins are out"
_SAID_DONE = re.compile(
    r"(?:\bis|\bare|'s|'re|\bgot|\bbeen|\bwas|\bwere)\s+(?:(?:all|finally|now|just|already|officially)\s+)*"
    r"(?:[a-z]{3,}ed|done|sorted|sent|paid|gone|out|in|back|up|off)\b",
    re.IGNORECASE,
)
_BARE_DAY = re.compile(r"\bthe\s+\d{1,2}(?:st|nd|rd|th)\b", re.IGNORECASE)
# a deed done on the thing just said, told in the past (its verb bare, as some Englishes say it): "… mechanic
# finished it yesterday", "… mechanic finish it yesterday"
_DONE_IT = re.compile(
    r"\b(?:finish(?:ed)?|fix(?:ed)?|sort(?:ed)?(?:\s+out)?|serviced?|repair(?:ed)?|mend(?:ed)?|paid|sent|deliver(?:ed)?"
    r"|collect(?:ed)?)\s+(?:it|them|that)\b"
    r"(?!\s+(?:to|for)\s+me\b)",
    re.IGNORECASE,
)


# a day written in figures: "11/12", "4.10.", "31-02"
_NUMERIC_DAY = re.compile(r"(?:on\s+|by\s+)?\d{1,2}[/.-]\d{1,2}(?:[/.-](?:\d{4}|\d{2}))?\.?", re.IGNORECASE)


# "fri 12th" when the 12th is a Saturday: the day said two ways that disagree (:mod:`.timex`)
_WEEKDAY_CLASH = re.compile(r" is a \w+day, not a \w+day$")


def _unread_day(text: str, *, now: datetime, tz: ZoneInfo) -> str | None:
    """Why the one day ``text`` writes in figures cannot be read ("I can't tell whether “11/12” is
    11 December or 12 November"), said as a day the rest of the words are about: the day was all
    that kept the message from being read, and a guess at it would be a wrong memory. None with no
    such day, with a day read too ("11/12 or fri"), or with words that name no one day ("long
    weekend", "for the 40th time")."""
    spans = find_spans(text, now=now, tz=tz, prefer="future")
    if len(spans) != 1 or spans[0].spec is not None or not spans[0].problem:
        return None
    numeric = _NUMERIC_DAY.fullmatch(text[spans[0].start : spans[0].end].strip())
    if not numeric and not _WEEKDAY_CLASH.search(spans[0].problem):
        return None  # "long weekend", "the 40th time": words that name no one day, said in chat
    return f"{spans[0].problem[0].upper()}{spans[0].problem[1:]}"


def _connectors_cut(text: str, spans: Sequence[TimeSpan]) -> str:
    """``text`` with the connectors of its time spans ("till", "by", "before") blanked."""
    for span in spans:
        end = span.start + len(span.connector or "")
        if span.connector and text[span.start : end].lower() == span.connector:
            text = text[: span.start] + " " * len(span.connector) + text[end:]
    return text


def _touched(text: str, open_commitments: Sequence[Commitment], *, now: datetime, tz: ZoneInfo) -> Ask | None:
    """ "Did that change “pay the childminder”?": the open commitment sharing the most specific
    words with ``text`` (the latest of equals), with a move to the one date said, done, or
    cancelled as the choices; None when no open commitment shares a word."""
    found = find_spans(text, now=now, tz=tz, prefer="future")
    # a date's connector names no to-do: "in the garage till friday" touches no "pick up the tiles"
    said = content_words(_connectors_cut(text, found)) - GENERIC_WORDS - PARTICLES
    # only those sharing a word score above 0: tested inline, as this runs over every open one
    sharing = [c for c in open_commitments if not said.isdisjoint(_named_by(c.action, c.counterparty, c.owner))]
    scored = [(_share(said, c), c.created_at, c) for c in sharing]
    best = max(((score, at, c) for score, at, c in scored if score > 0), key=lambda t: (t[0], t[1]), default=None)
    if best is None:
        return None
    target = best[2]
    spans = [s.spec for s in found if s.spec is not None]
    if not spans and (day := _BARE_DAY.search(text)):  # "the childminder said the 28th is fine"
        spans = [due] if (due := parse_date(day.group(0), now=now, tz=tz, prefer="future")) else []
    moves = []
    if len(spans) == 1 and spans[0].end > now:
        due = spans[0]
        # "two days later", "a week earlier": from the to-do's own day, never from today (so no day
        # to offer for a to-do with none)
        shift = next((relative_shift(text[f.start : f.end]) for f in found if f.spec is due), None)
        moved = understanding.MoveCommitment(target.action, due, shift=shift)
        # "lunch with Sam is at 12:30": the day the move gives (the to-do's own), not the next 12:30
        offered = shift is None or target.due is not None
        moves = [Choice(f"Move to {describe_due(moved_due(moved, target.due, tz), tz)}", (moved,))] if offered else []
    return Ask(
        f"Did that change “{target.action}”?",
        (
            *moves,
            Choice("Done", (understanding.CompleteCommitment(target.action, past_tense=False),)),
            Choice("Cancel it", (understanding.CancelCommitment(target.action),)),
            Choice(NO),
        ),
    )




def _done_to_me(intent: understanding.Intent) -> bool:
    """Whether ``intent`` is a thing someone else did to the user ("Joy sent me a welcome msg")."""
    return isinstance(intent, understanding.CompleteCommitment) and intent.by is not None and bool(
        TO_ME.search(intent.action)
    )


def _theirs(intent: understanding.Intent, open_commitments: Sequence[Commitment]) -> list[Commitment]:
    """The open commitments of whoever did ``intent``."""
    by = getattr(intent, "by", None) or ""
    return [c for c in open_commitments if normalize_key(c.owner) == normalize_key(by)]


def _named_fix(intent: understanding.Intent) -> bool:
    """Whether ``intent`` resolves a trouble it names ("fixed the wobbly table"), not "it" or a
    word of when ("sorted now", "sometime in feb catch up …")."""
    if not isinstance(intent, understanding.ResolveEpisode):
        return False
    words = intent.topic.lower().split()
    if not words or set(words) <= _NO_THING or has_date_words(intent.topic):
        return False  # "first thing tmrw fuel": a day read into the topic, no thing the user named
    return not any(word.endswith("ed") and len(word) > _SHORTEST_PAST for word in words)  # "power blipped": a story


_SHORTEST_PAST = 4  # "red", "shed", "bed" end in -ed too; a past tense read into a topic is longer


# words a trouble's topic may be read as that name no thing
_NO_THING = frozenset({
    "it", "that", "this", "these", "those", "now", "sometime", "someday", "soon", "today", "all", "everything",
    "things", "stuff", "again", "finally",
})


def asked_for_unchanged(
    intent: understanding.Intent,
    open_commitments: Sequence[Commitment],
    open_issues: Sequence[IssueEpisode],
    tz: ZoneInfo,
    *,
    said: str = "",
) -> Ask | None:
    """The question for a reading that found nothing to change; None for a start or a look
    ("opened the wiki page") and for what someone else did to the user with nothing of theirs open.
    ``said``: the message the reading is of, which may name the thing vaguely where the reading
    kept only its noun ("the tax thing is done" read as "tax")."""
    if _done_to_me(intent) and not _theirs(intent, open_commitments):
        return None
    if isinstance(intent, understanding.CompleteCommitment) and only_begun(intent.action):
        return None
    match intent:
        case understanding.MoveCommitment(otherwise=None):
            move = _moved_as_read(intent)
            asked = _which(intent.action, open_commitments, move, tz) if move is not None else None
            if asked is not None or intent.action.lower() in ("that", "it", "this"):
                return asked
            if intent.shift is not None or intent.weekday_after is not None:
                # "a day earlier" of nothing open: no day to offer it on
                return Ask(f"I have no open commitment matching “{intent.action}”. What should move?",
                           (Choice(DISMISS),))
            if open_commitments and _RIDE.search(intent.action) and clock_only(intent.due.text):
                # "her flight's delayed to 5:10" after "need to pick her up": the pick-up it moves, never a
                # new to-do "her flight" at 5:10 today
                return _what_moves(intent.due, open_commitments, tz)
            return track_moved_nothing(intent.action, intent.due, tz)
        case understanding.CancelCommitment():
            if CANCEL_TODO.match(intent.action):  # "keeping the gym after all": only a to-do to cancel it
                open_commitments = [c for c in open_commitments if CANCEL_TODO.match(c.action)]
            return _which(intent.action, open_commitments, _change("cancel", None), tz)
        case understanding.CompleteCommitment():
            # done by Ben, so only a to-do of Ben's may be it; "Ben paid me back 20" of his one debt of 40
            theirs = _theirs(intent, open_commitments) if intent.by else []
            if intent.by and not theirs and _CALLED_OFF_TOO.match(intent.action):
                return None  # "Maya dropped the pottery class": done only of a to-do of hers, else maybe called off
            if len(theirs) == 1 and _done_to_me(intent):
                return about_one(theirs[0], _change("done", None)(theirs[0]), tz)
            asked = _which(intent.action, theirs or open_commitments, _change("done", None), tz)
            if asked is None and not intent.by and (vaguely_named(intent.action) or _vague_in(intent.action, said)):
                return _latest_done(open_commitments, tz)  # "the tax thing is done too", with "file the VAT return"
            if asked is None and not intent.by and _PAID_ONE.match(intent.action):
                # "paid meralco already" with "pay the electric bill" open: a payee by a name no to-do says
                # of a bill, never of a debt to someone else: "paid sipho" is no "send Naledi R350"
                return _latest_done([c for c in open_commitments if is_payment(c.action) and not c.counterparty], tz)
            return asked
        case understanding.ResolveEpisode() if intent.topic.lower() not in ("it", "that", "this"):
            said = content_words(intent.topic)
            fits = [e for e in open_issues if said & content_words(e.topic)]
            if not fits and len(open_issues) == 1:
                # "mechanic says its the belt, fixed now" with only "car" open: the cause was named, not the issue
                fits = list(open_issues)
            if not fits:
                return None
            one = f"Did that resolve “{fits[0].topic}”?" if len(fits) == 1 else "Is it one of these, resolved?"
            return which_one(
                f"I have no open issue called “{intent.topic}”. {one}",
                [(e.topic, understanding.ResolveEpisode(e.topic)) for e in fits[:MAX_CANDIDATES]],
            )
    return None


def _vague_in(action: str, said: str) -> bool:
    """Whether ``said`` names ``action`` with a vague noun after it ("the tax thing", "the visa stuff"):
    :func:`memory.open_again.vaguely_named` of the word that follows it."""
    m = re.search(rf"(?<![\w'-]){re.escape(action)}\s+([\w'-]+)", said, re.IGNORECASE) if action else None
    return m is not None and vaguely_named(m[1])


def _latest_done(open_commitments: Sequence[Commitment], tz: ZoneInfo) -> Ask | None:
    """ "Did that finish one of these?" over the open commitments added last, for a thing done
    named by a vague noun whose words name none ("the tax thing" of "file the VAT return"): which
    one it is, asked, never guessed; None with none open."""
    recent = sorted(open_commitments, key=lambda c: (c.created_at, c.id), reverse=True)[:MAX_CANDIDATES]
    if not recent:
        return None
    if len(recent) == 1:
        return about_one(recent[0], _change("done", None)(recent[0]), tz)
    return which_one(_QUESTIONS["CompleteCommitment"], [(c.action, _change("done", None)(c)) for c in recent])


# a payment made to one named thing, typed bare: "paid meralco", "paid PLDT already", "paid kplc"
_PAID_ONE = re.compile(
    r"^(?:paid|settled|topped\s+up)\s+(?!(?:him|her|them|it|that|this|back|up|off)$)[\w&'-]+$", re.IGNORECASE
)
# a deed that may as well call a thing off ("dropped the course"): a job done only of whoever owns it
_CALLED_OFF_TOO = re.compile(r"^dropped\b", re.IGNORECASE)


def _moved_as_read(move: understanding.MoveCommitment) -> Callable[[Commitment], understanding.Intent] | None:
    """What choosing a commitment does for a move read from the words: the move as read, its target put as
    the one chosen ("a day earlier" stays a shift of that one's own due, never the day after today the
    reading holds in its place); None with no day."""
    return (lambda c: replace(move, action=c.action)) if move.due is not None else None


def _change(kind: str, due: DateSpec | None) -> Callable[[Commitment], understanding.Intent] | None:
    """What choosing a commitment does, for a sign of ``kind``."""
    if kind == "move":
        if due is None:
            return None
        return lambda c: understanding.MoveCommitment(c.action, due)
    if kind == "cancel":
        return lambda c: understanding.CancelCommitment(c.action)
    if kind == "done":
        return lambda c: understanding.CompleteCommitment(c.action, past_tense=False)
    return None


def _share(said: frozenset[str], commitment: Commitment) -> float:
    """How well the words ``said`` name ``commitment`` (:func:`memory.words.overlap`), its owner
    counted when it is someone else's ("Tomasz says the review …"); weighed only when they share
    a word, as these run over every open commitment on many messages."""
    words = _named_by(commitment.action, commitment.counterparty, commitment.owner)
    return overlap(said, words) if said & words else 0.0


@lru_cache(maxsize=1 << 14)
def _named_by(action: str, counterparty: str | None, owner: str) -> frozenset[str]:
    """The words of a commitment :func:`_share` weighs: kept per commitment's wording, as every
    open one is weighed again on many messages."""
    return content_words(f"{action} {counterparty or ''} {owner if owner != 'me' else ''}")


_QUESTIONS = {
    "MoveCommitment": "Should I move one of these?",
    "CancelCommitment": "Should I cancel one of these?",
    "CompleteCommitment": "Did that finish one of these?",
}


def about_one(commitment: Commitment, change: understanding.Intent, tz: ZoneInfo) -> Ask:
    """The question when one open commitment fits: it is named, with the date a move would
    give it, and answered yes or no ("one of these?" over a list of one reads as a slip)."""
    match change:
        case understanding.MoveCommitment():
            when = describe_due(moved_due(change, commitment.due, tz), tz)
            question = f"Should I move “{commitment.action}” to {when}?"
        case understanding.CancelCommitment():
            question = f"Should I cancel “{commitment.action}”?"
        case _:
            question = f"Did that finish “{commitment.action}”?"
    return Ask(question, (Choice(YES, (change,)), Choice(NO)))


def its_time(commitment: Commitment, move: understanding.MoveCommitment, tz: ZoneInfo) -> Ask:
    """ "make dinner 7:30" with "make dinner for the kids" due today: the same one at that time, or another?"""
    when = describe_due(moved_due(move, commitment.due, tz), tz)
    return Ask(f"Is that “{commitment.action}”? Should I set it for {when}?", (Choice(YES, (move,)), Choice(NO)))


_THE_NOUN = re.compile(r"^(?:the|my|our|that|this|his|her|their)\s+[\w'-]+$", re.IGNORECASE)


def _which(
    words: str,
    open_commitments: Sequence[Commitment],
    change: Callable[[Commitment], understanding.Intent] | None,
    tz: ZoneInfo,
) -> Ask | None:
    """ "Did that finish one of these?" over the open commitments sharing words with ``words``
    (the best few), each choice carrying the change; None when none shares a word."""
    if change is None:
        return None
    said = content_words(words) - GENERIC_WORDS  # a shared "send" alone names no commitment
    if not said and _THE_NOUN.match(words.strip()):
        said = content_words(words)  # "the review will be late": the review, a thing, no verb
    scored = sorted(((_share(said, c), n, c) for n, c in enumerate(open_commitments)), key=lambda t: (-t[0], -t[1]))
    fits = [c for score, _, c in scored if score > 0][:MAX_CANDIDATES]
    if not fits:
        return None
    if len(fits) == 1:
        return about_one(fits[0], change(fits[0]), tz)
    options = [(c.action, change(c)) for c in fits]
    return which_one(_QUESTIONS[type(options[0][1]).__name__], options)


def _what_is_due(due: DateSpec, open_commitments: Sequence[Commitment], tz: ZoneInfo) -> Ask:
    """ "deadline is the 14th", naming nothing: the open commitments added last, each a
    choice that moves it to that date, or, with none open, how to say what is due."""
    when = describe_due(due.last_moment, tz)
    recent = sorted(open_commitments, key=lambda c: (c.created_at, c.id), reverse=True)[:MAX_CANDIDATES]
    if not recent:
        return Ask(f"What is due {when}? Say it as “the <thing> is due …” and I'll track it.", (Choice(DISMISS),))
    return which_one(
        f"What is due {when}? One of these?",
        [(c.action, understanding.MoveCommitment(c.action, due)) for c in recent],
    )


# what someone travels on, whose new time moves what waits on it (a pick-up, a lift)
_RIDE = re.compile(r"\b(?:flight|flights|train|bus|coach|ferry|plane|shuttle)\b", re.IGNORECASE)


def _what_moves(due: DateSpec, open_commitments: Sequence[Commitment], tz: ZoneInfo) -> Ask:
    """ "her flight's delayed, 4:50 now", naming none of the open commitments: the ones added last,
    each a choice that moves it to ``due``; a time of day alone keeps each one's own day, so it is
    said as the user wrote it, never as a day it may not be."""
    when = f"“{due.text}”" if clock_only(due.text) else describe_due(due.last_moment, tz)
    recent = sorted(open_commitments, key=lambda c: (c.created_at, c.id), reverse=True)[:MAX_CANDIDATES]
    return which_one(
        f"What should move to {when}? One of these?",
        [(c.action, understanding.MoveCommitment(c.action, due)) for c in recent],
    )


def _offer(todo: understanding.NewCommitment, tz: ZoneInfo) -> str:
    when = f", due {describe_due(todo.due.last_moment, tz)}" if todo.due is not None else ""
    doubt = f" {todo.due.doubt}." if todo.due is not None and todo.due.doubt else ""  # "“sun at 11” may be …"
    return f"Should I track {offer_to_track(todo.action, todo.owner)}{when}?{doubt}"
