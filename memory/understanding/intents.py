"""The intents :func:`memory.understanding.extract` returns: plain frozen dataclasses that say what
the user asserted, promised, finished, reported, corrected or asked.

Deciding what an intent changes (which commitment "the deck" is, which claim a correction
targets) is the caller's job; an intent only says what the message said.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import timedelta
from typing import Literal

from memory.understanding.timex import DateSpec


@dataclass(frozen=True)
class StateClaim:
    """A fact that can change: ``subject``'s ``predicate`` is ``value`` (within ``scope``).

    ``effective`` is the date the user gave ("since March"); ``explicit_now`` says the user
    marked it as true from now on ("is now", "became", "changed to") without a date. With
    neither, the claim's effective time is unknown (the engine records it as uncertain).
    """

    subject: str
    predicate: str
    value: str
    scope: str | None = None
    effective: DateSpec | None = None
    explicit_now: bool = False
    until: DateSpec | None = None
    old_value: str | None = None  # "changed from <old> to <value>"
    # "<attribute> changed from <old> to <value>" names no subject: the attribute as written,
    # for the caller to find whose attribute it is ("headcount" -> Project Atlas's headcount).
    # ``subject``/``predicate`` are then only the fallback reading ("Renewal" / "measure").
    anchor: str | None = None
    preference: bool = False  # predicate "preference": value is the object, scope the context
    # the role was said first, with "the"/"new" ("the landlord is now Mr Okafor", "new charge nurse is
    # Rajesh"): where the user keeps whom they have in that role ("my landlord is …"), the caller reads
    # it as that fact's new value. A hint for the caller, no part of what was said (so never compared).
    role_first: bool = field(default=False, compare=False)


@dataclass(frozen=True)
class NewCommitment:
    """A promise: ``owner`` ("me" for the user) will do ``action`` by ``due`` (None for a
    to-do with no date: "need to renew my passport")."""

    action: str
    owner: str
    counterparty: str | None
    due: DateSpec | None


@dataclass(frozen=True)
class MoveCommitment:
    """The commitment matching ``action`` is now due ``due`` (its original due is kept).

    ``shift`` is set for a move by an amount ("slipped a week"): the commitment's current due
    moves by it, and ``due`` (that amount from now) only serves one that had no due.
    ``otherwise`` is what the words mean when no open commitment fits: "do the meal prep
    sunday" re-dates the meal prep to-do if there is one, and is a new to-do if not; "the
    train pass is due friday" asks whether to track it (an :class:`Unclear` with a proposal).
    """

    action: str
    due: DateSpec
    shift: timedelta | None = None
    otherwise: NewCommitment | Unclear | StateClaim | None = None  # "Kai's pickup time is now 15:15": Kai's
    # "push it to the following sunday", "the monday after": the first such weekday (0 is
    # Monday) after the commitment's current due; ``due`` only serves one that had no due.
    weekday_after: int | None = None
    # "Kwame pushed the 1:1 to thursday": someone else moved a thing the user has with them;
    # only such a to-do fits, and recap asks when none does (never a new to-do).
    by: str | None = None
    # "the car won't be ready till thurs": what waits on the thing moves, never the to-do that
    # hands it over to be worked on ("book the car in", :mod:`memory.handed_over`)
    when_ready: bool = False


@dataclass(frozen=True)
class CompleteCommitment:
    """The commitment matching ``action`` is done.

    ``past_tense`` marks a plain past-tense report ("I sent the deck to Daniel"): the caller
    applies it only when it matches an open commitment, and otherwise ignores it.
    """

    action: str
    past_tense: bool
    # "the newsletter went out": only a commitment to send, post or publish the thing fits.
    sent: bool = False
    # "the wifi is out" says the same words as "the offer letter is out": the outage it
    # reports when no commitment to send the thing fits; "booked a plumber for thurs": the
    # appointment it makes when no "book a plumber" to-do is open.
    otherwise: OpenEpisode | NewCommitment | StateClaim | None = None  # "washing machine sold": its status
    # "Tom sent the budget over": whoever did it; only a commitment they own fits (one the
    # user waits on them for is theirs too), never the user's own of the same words.
    by: str | None = None


@dataclass(frozen=True)
class CancelCommitment:
    """The commitment matching ``action`` is no longer required."""

    action: str
    # "Ines cancelled our lunch": someone else called off a thing the user has with them (see
    # :class:`MoveCommitment`).
    by: str | None = None
    # "cancel the Spotify family plan" with no open to-do it names: a note to self to cancel it
    # (what is called off is the same either way, so it takes no part in equality)
    otherwise: NewCommitment | None = field(default=None, compare=False)


@dataclass(frozen=True)
class OpenEpisode:
    """An issue on ``topic`` has started (again); ``detail`` is what the user added."""

    topic: str
    detail: str


@dataclass(frozen=True)
class ResolveEpisode:
    """The open issue on ``topic`` is resolved."""

    topic: str


@dataclass(frozen=True)
class CorrectTime:
    """The date of something recent (or of ``target``, when named) is ``new``, not ``old``.

    ``new_text`` is the date as written, so the caller may resolve it again with its own
    preference once it knows the target. ``month_only`` (1..12) is set when the new date is a
    bare month, to be resolved with :func:`memory.understanding.timex.nearest_month` against the
    target's old date; ``day_only`` likewise for a bare day of the month ("the 12th").
    """

    new_text: str
    new: DateSpec | None
    month_only: int | None
    target: str | None
    old: DateSpec | None
    day_only: int | None = None
    old_text: str | None = None  # the wrong clock time as written ("4 not 3": "3"), which tells two to-dos apart
    # "the 10th no the 6th": two days with a "no" between, which reads either way round ("the 10th, no, the
    # 6th"; Scots "the 8th no the 4th", not the 4th): the wrong one is the one the thing is kept on
    either_way: bool = False


@dataclass(frozen=True)
class CorrectValue:
    """The value itself was wrong: ``subject``'s ``predicate`` is ``value``. ``old`` is the
    wrong value as the user named it ("head chef, not sous": "sous"), which tells a correction
    without a subject which fact it is about. ``reworded`` marks a value said in lower case
    with nothing else to tell it from an apology's words ("sorry, gareth davies"): it puts right
    only a fact whose value it shares a word with ("gareth jones")."""

    subject: str
    predicate: str
    value: str
    scope: str | None = None
    old: str | None = None
    reworded: bool = False


@dataclass(frozen=True)
class CorrectName:
    """A name was said wrong: ``wrong`` should be ``right`` in what the conversation touched
    last ("not Amara — Amani", "I meant Jon, not John"). ``wrong`` is empty when only the right
    spelling was said ("Jon with no h"); ``at`` ("start" or "end") when the wrong part is where
    a value starts or ends ("last digit's a 3 not a 2", "the postcode ends 4AB not 4AD")."""

    wrong: str
    right: str
    at: str | None = None


@dataclass(frozen=True)
class RenameCommitment:
    """The commitment ``old`` names (by partial words, as a lifecycle target does; "it" or
    "that" for the one just talked about) is called ``new`` from now on: "rename gym to swim",
    "call it the Q3 plan, not the Q2 plan", "it's the pricing deck not the budget deck".

    ``otherwise`` is what the words mean when no open commitment fits: "i meant the blue folder
    not the green one" may put a value right instead (a subject-less :class:`CorrectValue`).
    """

    old: str
    new: str
    otherwise: tuple[CorrectValue, ...] = ()


@dataclass(frozen=True)
class Unclear:
    """The message carries signs of an intent that recap could not read with confidence (a
    date that does not exist, a weekday that contradicts its date): nothing is stored, and
    recap asks ``question`` instead of guessing."""

    question: str
    text: str  # the words that could not be read
    # What recap would store if the user agrees (a to-do read without its date); None when
    # only the user's own words can settle it.
    proposal: NewCommitment | None = None
    # The days the proposal's date may be when only its order is in doubt ("3/4": 3 April, then
    # 4 March where dates are written day first), each offered as a choice; () otherwise. Records
    # of messages read before it existed decode without it.
    dues: tuple[DateSpec, ...] = ()


@dataclass(frozen=True)
class DayAlone:
    """The message is a day and nothing else ("tmrw", "by friday", "thurs 3pm pls"): the due of
    the to-do said with no date just before it, when there is one (the conversation decides;
    recap asks what is due then otherwise)."""

    due: DateSpec


QuestionKind = Literal[
    "due_week", "open", "overdue", "owed", "theirs", "when_due", "fact", "lookup", "previous", "issue",
    "open_issues", "about", "changes", "done", "away", "yearly", "recall",
]


@dataclass(frozen=True)
class Question:
    """A plain question. ``at`` is the time it asks about, when it names one.

    - ``due_week``: what is due (``at`` = the window asked about, e.g. "next week").
    - ``open``: every open commitment, dated or not ("what's left on my list?").
    - ``overdue``: what is overdue.
    - ``fact``: the value of ``subject``'s ``predicate`` (in ``scope``), now or at ``at``.
    - ``owed``: the user's open commitments to ``subject`` (one name, or several joined by
      ", "), due in ``at`` when given.
    - ``theirs``: the open commitments ``subject`` owns (what they do for the user).
    - ``when_due``: the due date of the commitment ``subject`` names (its action words).
    - ``lookup``: a fact named only by a phrase ("the wifi password", "staging IP"):
      ``subject`` is the phrase, matched against subject and attribute together.
    - ``previous``: the version before the fact the conversation last asked about
      ("what was it before", "and before that?"); with ``scope``, the version before the one
      holding that value ("what was Ishan's role before COO").
    - ``issue``: the state of the issue on topic ``subject`` ("is the wifi still down").
    - ``open_issues``: the issues open now.
    - ``done``: the to-dos finished in ``at`` (today when None): "what did I get done today".
    - ``about``: everything held about ``subject`` (a person or a thing): its current facts,
      the open to-dos with or by it, its open issues ("tell me about Jonas").
    - ``when_due`` with ``scope``: the due date of ``scope``'s promise ``subject`` names
      ("when is Leila sending the contract").
    - ``changes``: what changed in the window ``at`` (the last seven days when None).
    - ``away``: who is out (on leave, off sick, out of office …) in the window ``at`` (now when None).
    - ``recall``: anything else; ``at`` is the first time window in the question.
    """

    kind: QuestionKind
    subject: str | None
    predicate: str | None
    at: DateSpec | None
    text: str
    scope: str | None = None


Intent = (
    StateClaim
    | NewCommitment
    | MoveCommitment
    | CompleteCommitment
    | CancelCommitment
    | OpenEpisode
    | ResolveEpisode
    | CorrectTime
    | CorrectValue
    | CorrectName
    | RenameCommitment
    | Question
    | Unclear
    | DayAlone
)
